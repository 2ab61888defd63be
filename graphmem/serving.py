"""`graphmem serve` in a terminal: a busy port refused first, the start-up stages as they happen,
every URL a person needs once the service listens, and a clean stop on Ctrl+C that says what
became of the local Neo4j."""

from __future__ import annotations

import copy
import signal
import socket
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

import uvicorn
import uvicorn.config

from graphmem import neo4j_local
from graphmem.config import Settings
from graphmem.errors import GraphmemError
from graphmem.service import Memory

Say = Callable[[str], None]
WILDCARD_HOSTS = ("0.0.0.0", "::", "")


class PortBusy(GraphmemError):
    """The address `graphmem serve` should listen on is taken."""


def check_port_free(host: str, port: int) -> None:
    """Raise PortBusy naming the port and the settings to change when something listens there."""
    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise GraphmemError(f"cannot listen on {host!r}: {exc}; set --host or GRAPHMEM_HOST") from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        # As uvicorn binds: sockets left in TIME_WAIT by a service just stopped do not count.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            raise PortBusy(f"port {port} on {host} is already in use ({exc.strerror}); is graphmem already "
                           f"serving there? Stop that program, or choose another port with --port or "
                           f"GRAPHMEM_PORT") from None


def start_memory(settings: Settings, say: Say) -> Memory:
    """Neo4j, the embedding model and the schema, each announced as it starts and when it is ready."""
    total = 3
    started = time.monotonic()
    if settings.manages_local_neo4j:
        was_running = neo4j_local.status(settings).running
        say(f"[1/{total}] Neo4j: {'connecting to' if was_running else 'starting'} the local server "
            f"(home {neo4j_local.server_home(settings)})")
    else:
        say(f"[1/{total}] Neo4j: connecting to {settings.neo4j_uri}")
    memory = Memory.open(settings)
    memory.store.ping()
    say(f"      ready at {settings.effective_neo4j_uri} ({time.monotonic() - started:.1f} s)")
    started = time.monotonic()
    say(f"[2/{total}] embedding model: loading")
    embedder = memory.embedder
    which = settings.embed_model or "all-MiniLM-L6-v2 (bundled)"
    say(f"      {which} loaded, {embedder.dimension} dimensions ({time.monotonic() - started:.1f} s)")
    started = time.monotonic()
    say(f"[3/{total}] schema: applying constraints and indexes")
    count = memory.ensure_schema()
    say(f"      {count} statements, every index online ({time.monotonic() - started:.1f} s)")
    return memory


def _password_note(settings: Settings) -> str:
    if settings.manages_local_neo4j:
        if not settings.neo4j_auth:
            return "none: authentication is off (GRAPHMEM_NEO4J_AUTH=false)"
        return f"in {neo4j_local.server_home(settings) / 'password'}"
    return "GRAPHMEM_NEO4J_PASSWORD" + (" (set)" if settings.neo4j_password else " (not set)")


def banner(settings: Settings, host: str, port: int) -> list[tuple[str, str]]:
    """(what, where) for everything a person opens or connects to while the service runs."""
    shown = "127.0.0.1" if host in WILDCARD_HOSTS else host
    base = f"http://[{shown}]:{port}" if ":" in shown else f"http://{shown}:{port}"
    keys = settings.api_key_namespaces()
    lines = [
        ("GraphQL, GraphiQL", f"{base}/graphql"),
        ("dashboard", f"{base}/"),
        ("health", f"{base}/healthz"),
        ("REST ingest", f"POST {base}/v1/memory/ingest"),
    ]
    if settings.manages_local_neo4j:
        lines.append(("Neo4j Browser", neo4j_local.browser_url(settings)))
    lines += [
        ("Bolt", settings.effective_neo4j_uri),
        ("Neo4j user", settings.neo4j_user),
        ("Neo4j password", _password_note(settings)),
        ("API keys", f"{len(keys)} in GRAPHMEM_API_KEYS (Authorization: Bearer KEY)" if keys
         else "none: local single-user mode, loopback only"),
    ]
    return lines


def stopped_note(settings: Settings) -> str:
    """What a stop leaves running, and how to stop that too."""
    if not settings.manages_local_neo4j:
        return f"Neo4j at {settings.neo4j_uri} is not graphmem's to stop; it was left as it was."
    state = neo4j_local.status(settings)
    if not state.running:
        return "The local Neo4j is not running."
    return (f"The local Neo4j keeps running (pid {state.pid}, {state.uri}), so the next start is quick; "
            "stop it with `graphmem neo4j stop`.")


class _AnnouncingServer(uvicorn.Server):
    """uvicorn's server, calling `on_listening` once its sockets are bound."""

    def __init__(self, config: uvicorn.Config, on_listening: Callable[[], None]) -> None:
        super().__init__(config)
        self.on_listening = on_listening

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            self.on_listening()


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def _quiet_start_log_config() -> dict[str, Any]:
    """uvicorn's logging with its start-up lines left out (the banner says it all) and the access log kept."""
    config = copy.deepcopy(uvicorn.config.LOGGING_CONFIG)
    config["loggers"]["uvicorn"]["level"] = "WARNING"
    config["loggers"]["uvicorn.error"]["level"] = "WARNING"
    config["loggers"]["uvicorn.access"]["level"] = "INFO"
    return config


def serve_until_stopped(app: Any, host: str, port: int, on_listening: Callable[[], None]) -> None:
    """Serve until Ctrl+C or SIGTERM; uvicorn finishes open requests and the app's shutdown first."""
    config = uvicorn.Config(app, host=host, port=port, log_config=_quiet_start_log_config())
    # uvicorn raises the signal again after its graceful shutdown: both end here as KeyboardInterrupt.
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        _AnnouncingServer(config, on_listening).run()
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)

