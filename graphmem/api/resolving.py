"""What every resolver does: run domain code off the event loop within the request's timeout,
and resolve the namespace the caller may use."""

from __future__ import annotations

import asyncio
from typing import Any

from strawberry.types import Info

from graphmem.errors import GraphmemError
from graphmem.store.driver import call_within


async def call(info: Info, fn: Any, *args: Any) -> Any:
    """Run blocking domain code off the event loop, within the per-request timeout."""
    timeout = info.context["memory"].settings.request_timeout_s
    try:
        return await asyncio.wait_for(asyncio.to_thread(call_within, timeout, fn, *args), timeout)
    except TimeoutError:
        raise GraphmemError(f"request timed out after {timeout:g}s") from None


def allowed_namespace(info: Info, requested: str | None) -> str:
    """The namespace to use: the one asked for, as the API key allows (AccessDenied otherwise)."""
    return info.context["resolve_namespace"](requested)

