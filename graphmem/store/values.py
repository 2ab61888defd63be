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


def iso_to_datetime(value: str | None) -> datetime | None:
    """A temporal value Cypher's `toString` wrote, as `to_datetime` reads the value itself: an
    aware datetime (UTC when it had no zone; a named zone keeps its offset), None for no time of
    day. Reading a string is cheap; the driver's temporal types cost ~40 us each, a search
    decodes hundreds (benchmarks/README.md §4)."""
    if value is None or "T" not in value:
        return None
    moment = datetime.fromisoformat(value.split("[", 1)[0])
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)
