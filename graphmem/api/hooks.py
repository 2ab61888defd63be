"""POST /v1/hooks/ingest-file: Claude Code hooks hand a transcript to the running service.

The service reads the file from its own disk, so only callers on this machine may use it; the
ingest runs on a background thread (coalesced per transcript, see integrations/hook_queue) and
the hook gets 202 at once.
"""

from __future__ import annotations

import ipaddress
import json
from pathlib import Path

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from graphmem.api.auth import KeyRing, bearer_key
from graphmem.errors import AccessDenied, BadInput
from graphmem.integrations.hook_queue import (
    Ingest,
    drain_in_thread,
    ingest_summary,
    queued_namespaces,
    start_drainer,
    transcript_job,
)
from graphmem.service import Memory, check_namespace


def _is_loopback(request: Request) -> bool:
    try:
        return request.client is not None and ipaddress.ip_address(request.client.host).is_loopback
    except ValueError:
        return False


def _transcript_ingest(memory: Memory) -> Ingest:
    def ingest(paths: list[str], namespace: str) -> str:
        return ingest_summary(memory.ingest([Path(p) for p in paths], namespace, "claude"))
    return ingest


def finish_hand_offs(memory: Memory) -> None:
    """Ingest, on background threads, what hand-offs acknowledged before the service stopped."""
    for namespace in queued_namespaces(memory.settings):
        start_drainer(memory.settings, namespace, _transcript_ingest(memory))


def hook_ingest_route(memory: Memory, keys: KeyRing) -> Route:
    """The route that schedules an incremental ingest of a transcript file."""
    ingest = _transcript_ingest(memory)

    async def ingest_file(request: Request) -> Response:
        if not _is_loopback(request):
            raise AccessDenied("hook hand-offs are accepted from this machine only "
                               "(the service reads the transcript from its own disk)")
        try:
            body = json.loads(await request.body())
        except (ValueError, UnicodeDecodeError) as exc:
            raise BadInput(f"request body is not JSON: {exc}") from None
        if not isinstance(body, dict) or not isinstance(body.get("path"), str):
            raise BadInput('request body must be {"path": "/abs/transcript.jsonl", "namespace": "..."}')
        namespace = check_namespace(keys.resolve(bearer_key(request.headers.get("authorization")),
                                                 body.get("namespace")))
        job = transcript_job(memory.settings, body["path"], namespace)
        drain_in_thread(memory.settings, job, ingest)
        return JSONResponse({"scheduled": True, "path": job.path, "namespace": namespace}, 202)

    return Route("/v1/hooks/ingest-file", ingest_file, methods=["POST"])
