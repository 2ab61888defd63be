"""Guards every request passes before any route: the size of its body, the host it names, the
origin it comes from, and a body that is JSON of sane shape.

In local mode (no API keys) anything that reaches 127.0.0.1 may write memory that hooks later
print into an agent's prompt, so the service must tell a local tool from a web page in the
user's browser. A page can send a "simple" cross-origin POST (text/plain, no preflight) and can
point a name it controls at 127.0.0.1 (DNS rebinding); it cannot send `Content-Type:
application/json` cross-origin without a preflight (which the service never grants), nor make
the browser send a loopback Host for its own name. So: bodies must be declared JSON, a request
naming an Origin must come from the service's own, and in local mode the Host must be a
loopback name or one listed in GRAPHMEM_ALLOWED_HOSTS.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("graphmem.api")

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
MAX_JSON_DEPTH = 64
# Larger lists are never needed (the REST payload takes 200 decisions, search 4 kinds), and a
# GraphQL variable's list is coerced item by item on the event loop before any resolver runs.
MAX_JSON_ITEMS = 10_000
TOO_DEEP = f"request body is nested deeper than {MAX_JSON_DEPTH} levels of lists and objects"


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


class Refused(Exception):
    """A request the guards turn away: its HTTP status and the reason the client is told."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


def host_name(authority: str) -> str:
    """The lower-cased name of a `host[:port]` authority (IPv6 literals without brackets)."""
    authority = authority.strip().lower()
    if authority.startswith("["):
        return authority[1:].split("]", 1)[0]
    return authority.rsplit(":", 1)[0] if authority.count(":") == 1 else authority


def allowed_host_names(configured: str) -> frozenset[str]:
    """Loopback names plus the comma-separated names of GRAPHMEM_ALLOWED_HOSTS."""
    return LOOPBACK_NAMES | {host_name(name) for name in configured.split(",") if name.strip()}


def json_shape_problem(value: object) -> str | None:
    """Why a decoded JSON body is refused: lists and objects nested deeper than MAX_JSON_DEPTH,
    or one holding more than MAX_JSON_ITEMS; None when neither (checked without recursion)."""
    pending: list[tuple[object, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        children: Collection[object] = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        if children and depth > MAX_JSON_DEPTH:
            return TOO_DEEP
        if len(children) > MAX_JSON_ITEMS:
            return f"request body holds a list or object of {len(children)} items; at most {MAX_JSON_ITEMS} are allowed"
        pending.extend((child, depth + 1) for child in children)
    return None


def check_headers(method: str, headers: Headers, hosts: frozenset[str] | None) -> None:
    """Raise Refused for a Host outside `hosts` (None: any), a foreign Origin, or a body not
    declared as JSON."""
    authority = headers.get("host", "")
    if hosts is not None and host_name(authority) not in hosts:
        raise Refused(403, f"Host {authority[:100]!r} is not this service's: in local mode it answers "
                           "localhost, 127.0.0.1 and ::1; add a name to GRAPHMEM_ALLOWED_HOSTS to allow it")
    origin = headers.get("origin")
    if origin is not None and urlsplit(origin).netloc.lower() != authority.lower():
        raise Refused(403, f"cross-origin requests are refused (Origin {origin[:100]!r}); "
                           "call the service from its own pages or from a tool that sends no Origin")
    if method in BODY_METHODS:
        media_type = headers.get("content-type", "").split(";", 1)[0].strip().lower()
        if media_type != "application/json":
            raise Refused(415, f"request bodies must be sent as Content-Type: application/json, "
                               f"got {media_type[:60] or 'none'!r}")


def check_json_body(body: bytes) -> None:
    """Raise Refused for a JSON body of a shape no route takes (json_shape_problem); other JSON
    errors are the route's to report."""
    try:
        problem = json_shape_problem(json.loads(body))
    except RecursionError:
        problem = TOO_DEEP
    except ValueError:
        return
    if problem:
        raise Refused(400, problem)


class RequestGuard:
    """ASGI middleware applying the checks above to every HTTP request, on every route.

    `hosts`: the Host names accepted, or None to accept any (a service with API keys: a key
    does not come with a browser's page). A refusal is answered with its status and logged
    as one line.
    """

    def __init__(self, app: ASGIApp, hosts: frozenset[str] | None) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        try:
            check_headers(scope["method"], Headers(scope=scope), self.hosts)
            if scope["method"] in BODY_METHODS:
                body = await _read_body(receive)
                check_json_body(body)
                receive = _replay(body, receive)
        except Refused as refused:
            client = scope.get("client") or ("?", 0)
            log.warning("refused %s %s from %s: %s", scope["method"], scope["path"], client[0], refused.reason)
            await JSONResponse({"error": refused.reason}, refused.status)(scope, receive, send)
            return
        await self.app(scope, receive, send)


async def _read_body(receive: Receive) -> bytes:
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A receive callable that hands the app the body already read, then the real channel."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay
