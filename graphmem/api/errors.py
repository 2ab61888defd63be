"""Every route's errors as JSON `{"error": message}` with their HTTP status: one Starlette
exception handler table instead of a try/except ladder in each route."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from graphmem.errors import AccessDenied, BadInput, GraphmemError, StoreUnavailable, TimedOut

Handler = Callable[[Request, Exception], Awaitable[Response]]


def _answer(status: int, message: str | None = None) -> Handler:
    """A handler answering `status` with the error's own message (or `message`)."""
    async def handler(request: Request, exc: Exception) -> Response:
        return JSONResponse({"error": message or str(exc)}, status_code=status)
    return handler


# Starlette picks the handler of the nearest class in the exception's MRO.
EXCEPTION_HANDLERS: dict[int | type[Exception], Handler] = {
    BadInput: _answer(400),
    AccessDenied: _answer(403),
    TimedOut: _answer(504),
    StoreUnavailable: _answer(503),
    GraphmemError: _answer(500),
    TimeoutError: _answer(504, "the request timed out; try again, or send less at once"),
}
