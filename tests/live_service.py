"""The real service (uvicorn + the app) on a free loopback port, in a thread of the test process."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import uvicorn
from starlette.testclient import TestClient
from starlette.types import ASGIApp

from graphmem.api.app import create_app
from graphmem.config import Settings
from graphmem.service import Memory


def free_port() -> int:
    """A loopback port nothing listens on (for a moment)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def running_service(settings: Settings, memory: Memory) -> Iterator[int]:
    """Serve graphmem on 127.0.0.1 until the block ends; yields the port.

    The app gets its own Memory (sharing the loaded model), because the app's shutdown closes it.
    """
    port = free_port()
    app = create_app(Memory(settings, embedder=memory.embedder))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, name="graphmem-test-service", daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the graphmem service did not start on port {port}")
        time.sleep(0.1)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(60)


def local_client(app: ASGIApp, **options: object) -> TestClient:
    """A test client that calls the app as a local tool does: by its loopback address."""
    return TestClient(app, base_url="http://127.0.0.1:8765", **options)  # type: ignore[arg-type]
