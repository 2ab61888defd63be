"""Neo4j values as Python values."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any


def to_datetime(value: Any) -> datetime | None:
    """A Neo4j or Python temporal value as an aware datetime (UTC when naive); None otherwise."""
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    if isinstance(native, datetime):
        return native if native.tzinfo else native.replace(tzinfo=timezone.utc)
    return None
