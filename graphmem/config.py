"""Effective configuration: environment variables over an optional TOML file over defaults."""

from __future__ import annotations

import hashlib
import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from graphmem.errors import BadInput

# The response header of `/healthz` naming the store a service serves (Settings.store_fingerprint).
STORE_HEADER = "X-Graphmem-Store"
SECRET_FIELDS = frozenset({"neo4j_password", "llm_api_key", "embed_api_key", "api_keys"})


def _default_home() -> str:
    return str(Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local/share")) / "graphmem")


def _default_cache() -> str:
    return str(Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "graphmem")


def _default_claude_projects() -> str:
    # Claude Code keeps its transcripts under $CLAUDE_CONFIG_DIR/projects when that is set.
    return str(Path(os.environ.get("CLAUDE_CONFIG_DIR") or Path.home() / ".claude") / "projects")


@dataclass(frozen=True)
class Settings:
    """Every setting graphmem reads; each field maps to GRAPHMEM_<FIELD NAME IN CAPITALS>."""

    neo4j_uri: str = ""
    neo4j_user: str = "neo4j"
    neo4j_password: str = ""
    neo4j_database: str = "neo4j"
    neo4j_bolt_port: int = 7687
    neo4j_http_port: int = 7474
    neo4j_auth: bool = True
    neo4j_heap: str = "1g"
    neo4j_pagecache: str = "1g"
    neo4j_version: str = "5.26.30"
    home: str = field(default_factory=_default_home)
    cache_dir: str = field(default_factory=_default_cache)
    embed_model: str = ""
    embed_base_url: str = ""
    embed_api_key: str = ""
    embed_batch_size: int = 64
    llm_base_url: str = ""
    llm_model: str = ""
    llm_api_key: str = ""
    llm_timeout_s: float = 60.0
    api_keys: str = ""
    allowed_hosts: str = ""
    claude_projects_dir: str = field(default_factory=_default_claude_projects)
    namespace: str = "default"
    host: str = "127.0.0.1"
    port: int = 8765
    request_timeout_s: float = 10.0
    transaction_timeout_s: float = 120.0
    hook_timeout_s: float = 2.0
    wake_up_tokens: int = 1000
    max_body_bytes: int = 5_000_000
    # Consolidation inside `graphmem serve`: every this many seconds (0: never), of these
    # comma-separated namespaces (empty: every namespace that holds sessions).
    consolidate_every_s: float = 0.0
    consolidate_namespaces: str = ""

    @property
    def manages_local_neo4j(self) -> bool:
        """True when no server is configured, so graphmem runs its own on 127.0.0.1."""
        return not self.neo4j_uri

    @property
    def effective_neo4j_uri(self) -> str:
        """The Bolt URI to connect to: the configured one or the local server's."""
        return self.neo4j_uri or f"bolt://127.0.0.1:{self.neo4j_bolt_port}"

    @property
    def store_fingerprint(self) -> str:
        """A short hash of the Neo4j address and database: `/healthz` sends it (X-Graphmem-Store) so
        a client can tell whether a running service serves the store it would read itself."""
        return hashlib.sha256(f"{self.effective_neo4j_uri}|{self.neo4j_database}".encode()).hexdigest()[:16]

    @property
    def llm_configured(self) -> bool:
        """True when an OpenAI-compatible LLM endpoint is set."""
        return bool(self.llm_base_url and self.llm_model)

    def api_key_namespaces(self) -> dict[str, str]:
        """Parse `api_keys` ("key1=ns1,key2=ns2") into a key -> namespace map."""
        pairs: dict[str, str] = {}
        for item in filter(None, (p.strip() for p in self.api_keys.split(","))):
            key, sep, ns = item.partition("=")
            if not sep or not key.strip() or not ns.strip():
                raise BadInput(f"GRAPHMEM_API_KEYS entry {item[:4]}… must look like key=namespace")
            pairs[key.strip()] = ns.strip()
        if self.api_keys.strip() and not pairs:
            # Read as "no keys", it would silently mean local single-user mode.
            raise BadInput("GRAPHMEM_API_KEYS is set but names no key=namespace pair; "
                           "give key1=ns1,key2=ns2, or unset it for local single-user mode")
        return pairs

    def masked(self) -> dict[str, object]:
        """All settings as a dict with secrets replaced by asterisks."""
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = "****" if f.name in SECRET_FIELDS and value else value
        return out


def _coerce(raw: object, current: object, name: str) -> object:
    if isinstance(current, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in {"1", "true", "yes", "on"}:
            return True
        if text in {"0", "false", "no", "off"}:
            return False
        raise BadInput(f"setting {name} must be true or false, got {raw!r}")
    if isinstance(current, int):
        try:
            return int(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise BadInput(f"setting {name} must be a whole number, got {raw!r}") from None
    if isinstance(current, float):
        try:
            return float(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise BadInput(f"setting {name} must be a number, got {raw!r}") from None
    return str(raw)


def load_settings(env: dict[str, str] | None = None) -> Settings:
    """Read the TOML file named by GRAPHMEM_CONFIG (if any), then GRAPHMEM_* variables."""
    env = dict(os.environ if env is None else env)
    base = Settings()
    values: dict[str, object] = {}
    config_path = env.get("GRAPHMEM_CONFIG")
    if config_path:
        path = Path(config_path)
        try:
            values.update(tomllib.loads(path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            raise BadInput(f"GRAPHMEM_CONFIG points to {path}, which does not exist") from None
        except tomllib.TOMLDecodeError as exc:
            raise BadInput(f"{path}: not valid TOML ({exc})") from None
    known = {f.name for f in fields(base)}
    unknown = sorted(set(values) - known)
    if unknown:
        raise BadInput(f"{config_path}: unknown settings {', '.join(unknown)}")
    for name in known:
        env_value = env.get(f"GRAPHMEM_{name.upper()}")
        if env_value is not None:
            values[name] = env_value
    coerced = {k: _coerce(v, getattr(base, k), k) for k, v in values.items()}
    return replace(base, **coerced)
