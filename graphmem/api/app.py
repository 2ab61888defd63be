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
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from strawberry.asgi import GraphQL

from graphmem.api.auth import KeyRing, bearer_key
from graphmem.api.background import NamespaceRunner
from graphmem.api.errors import EXCEPTION_HANDLERS
from graphmem.api.guards import BodyLimit, RequestGuard, allowed_host_names
from graphmem.api.hooks import finish_hand_offs, hook_ingest_route
from graphmem.api.scheduled import ScheduledConsolidation
from graphmem.api.schema import schema
from graphmem.config import STORE_HEADER
from graphmem.errors import BadInput, GraphmemError
from graphmem.service import Health, Memory
from graphmem.store.driver import call_within

log = logging.getLogger("graphmem.api")
HEALTH_TIMEOUT_S = 6.0
STATIC = Path(__file__).parent / "static"


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

        def bound_namespace() -> str | None:
            return keys.bound_namespace(key)

        return {"memory": self.memory, "resolve_namespace": resolve_namespace, "bound_namespace": bound_namespace,
                "request": request, "response": response}

    async def render_graphql_ide(self, request: Request) -> Response:
        """GraphiQL from the package's own files (strawberry's page loads them from a CDN)."""
        return FileResponse(STATIC / "graphiql.html")


def create_app(memory: Memory | None = None) -> Starlette:
    """Build the ASGI application around one Memory (created from settings when not given)."""
    memory = memory or Memory()
    keys = KeyRing(memory.settings)

    async def healthz(request: Request) -> Response:
        try:
            health = await asyncio.wait_for(asyncio.to_thread(call_within, HEALTH_TIMEOUT_S, memory.health),
                                            HEALTH_TIMEOUT_S)
        except TimeoutError:
            health = Health(False, False, memory.model_loaded, f"Neo4j did not answer within {HEALTH_TIMEOUT_S:g}s")
        return JSONResponse(health.as_dict(), status_code=200 if health.ok else 503,
                            headers={STORE_HEADER: memory.settings.store_fingerprint})

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
        timeout = memory.settings.request_timeout_s * (3 if wait else 1)
        work = memory.ingest_payload if wait else memory.log_payload
        done = await asyncio.wait_for(asyncio.to_thread(call_within, timeout, work, payload, namespace), timeout)
        if not wait:
            deferred.schedule(namespace)
            return JSONResponse({"namespace": namespace, "accepted": done, "pending": True}, 202)
        return JSONResponse({"namespace": done.namespace, "added": done.added, "problems": done.problems})

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # Load the model and apply the schema before the first request, off the event loop
        # (`graphmem serve` has done it already, stage by stage).
        try:
            if not memory.schema_ready:
                await asyncio.to_thread(memory.ensure_schema)
        except GraphmemError as exc:
            log.error("start-up check failed: %s", exc)
        finish_hand_offs(memory)
        consolidation = ScheduledConsolidation(memory)
        consolidation.start()
        yield
        await asyncio.to_thread(consolidation.stop)
        memory.close()

    routes = [
        Route("/healthz", healthz),
        Route("/v1/memory/ingest", rest_ingest, methods=["POST"]),
        hook_ingest_route(memory, keys),
        Route("/graphql", MemoryGraphQL(memory, keys), methods=["GET", "POST"]),
    ]
    routes.extend(_dashboard_routes())
    # Local mode checks the Host of every request (DNS rebinding); with keys, only when names are listed.
    hosts = allowed_host_names(memory.settings.allowed_hosts)
    return Starlette(routes=routes, lifespan=lifespan, exception_handlers=EXCEPTION_HANDLERS, middleware=[
        Middleware(BodyLimit, max_bytes=memory.settings.max_body_bytes),
        Middleware(RequestGuard, hosts=None if keys.enabled and not memory.settings.allowed_hosts.strip() else hosts),
    ])


def _wait_flag(value: str | None) -> bool:
    """`?wait=` of the REST ingest: true (the default) answers with what was added."""
    if value is None or value.lower() in ("1", "true", "yes"):
        return True
    if value.lower() in ("0", "false", "no"):
        return False
    raise BadInput(f"wait must be true or false, got {value!r}")


def _dashboard_routes() -> list[Any]:
    return [Mount("/", StaticFiles(directory=STATIC, html=True))] if STATIC.is_dir() else []
