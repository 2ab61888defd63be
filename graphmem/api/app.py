"""The HTTP service: GraphQL at /graphql, REST ingest, health, under Starlette."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from strawberry.asgi import GraphQL

from graphmem.api.auth import KeyRing, bearer_key
from graphmem.api.background import NamespaceRunner
from graphmem.api.errors import EXCEPTION_HANDLERS
from graphmem.api.hooks import hook_ingest_route
from graphmem.api.schema import schema
from graphmem.errors import BadInput, GraphmemError
from graphmem.service import Health, Memory

log = logging.getLogger("graphmem.api")
HEALTH_TIMEOUT_S = 6.0


class BodyTooLarge(Exception):
    """A streamed request body passed the size cap while being read."""


class BodyLimit:
    """Refuse request bodies over the configured size with 413: by their declared length before
    reading them, and by counting when they are streamed without one (chunked)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = JSONResponse({"error": f"request body over {self.max_bytes} bytes; "
                                           "set GRAPHMEM_MAX_BODY_BYTES to allow more"}, 413)
        length = dict(scope.get("headers") or []).get(b"content-length", b"")
        if length.isdigit() and int(length) > self.max_bytes:
            await too_large(scope, receive, send)
            return
        received = 0

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > self.max_bytes:
                raise BodyTooLarge
            return message

        try:
            await self.app(scope, counted, send)
        except BodyTooLarge:
            await too_large(scope, receive, send)


class MemoryGraphQL(GraphQL):
    """Strawberry's ASGI app with graphmem's context: the Memory facade and namespace access."""

    def __init__(self, memory: Memory, keys: KeyRing) -> None:
        super().__init__(schema, graphql_ide="graphiql", allow_queries_via_get=False)
        self.memory = memory
        self.keys = keys

    async def get_context(self, request: Any, response: Any) -> dict[str, Any]:
        key = bearer_key(request.headers.get("authorization"))
        keys = self.keys

        def resolve_namespace(requested: str | None) -> str:
            return keys.resolve(key, requested)

        return {"memory": self.memory, "resolve_namespace": resolve_namespace,
                "request": request, "response": response}


def create_app(memory: Memory | None = None) -> Starlette:
    """Build the ASGI application around one Memory (created from settings when not given)."""
    memory = memory or Memory()
    keys = KeyRing(memory.settings)

    async def healthz(request: Request) -> Response:
        try:
            health = await asyncio.wait_for(asyncio.to_thread(memory.health), HEALTH_TIMEOUT_S)
        except TimeoutError:
            health = Health(False, False, memory.model_loaded, f"Neo4j did not answer within {HEALTH_TIMEOUT_S:g}s")
        return JSONResponse(health.as_dict(), status_code=200 if health.ok else 503)

    deferred = NamespaceRunner(memory.resume)

    async def rest_ingest(request: Request) -> Response:
        namespace = keys.resolve(bearer_key(request.headers.get("authorization")),
                                 request.query_params.get("namespace"))
        try:
            payload = json.loads(await request.body())
        except (ValueError, UnicodeDecodeError) as exc:
            raise BadInput(f"request body is not JSON: {exc}") from None
        if not isinstance(payload, dict):
            raise BadInput("request body must be a JSON object")
        wait = _wait_flag(request.query_params.get("wait"))
        if not wait:
            accepted = await asyncio.wait_for(asyncio.to_thread(memory.log_payload, payload, namespace),
                                              memory.settings.request_timeout_s)
            deferred.schedule(namespace)
            return JSONResponse({"namespace": namespace, "accepted": accepted, "pending": True}, 202)
        report = await asyncio.wait_for(asyncio.to_thread(memory.ingest_payload, payload, namespace),
                                        memory.settings.request_timeout_s * 3)
        return JSONResponse({"namespace": report.namespace, "added": report.added, "problems": report.problems})

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # Load the model and apply the schema before the first request, off the event loop.
        try:
            await asyncio.to_thread(memory.ensure_schema)
        except GraphmemError as exc:
            log.error("start-up check failed: %s", exc)
        yield
        memory.close()

    routes = [
        Route("/healthz", healthz),
        Route("/v1/memory/ingest", rest_ingest, methods=["POST"]),
        hook_ingest_route(memory, keys),
        Route("/graphql", MemoryGraphQL(memory, keys), methods=["GET", "POST"]),
    ]
    routes.extend(_dashboard_routes())
    return Starlette(routes=routes, lifespan=lifespan, exception_handlers=EXCEPTION_HANDLERS,
                     middleware=[Middleware(BodyLimit, max_bytes=memory.settings.max_body_bytes)])


def _wait_flag(value: str | None) -> bool:
    """`?wait=` of the REST ingest: true (the default) answers with what was added."""
    if value is None or value.lower() in ("1", "true", "yes"):
        return True
    if value.lower() in ("0", "false", "no"):
        return False
    raise BadInput(f"wait must be true or false, got {value!r}")


def _dashboard_routes() -> list[Any]:
    static = Path(__file__).parent / "static"
    return [Mount("/", StaticFiles(directory=static, html=True))] if static.is_dir() else []
