"""Accesses of recalled memories, recorded after a search or context pack without ever failing it."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import datetime, timezone

from neo4j.exceptions import Neo4jError

from graphmem.errors import GraphmemError
from graphmem.store.driver import Store, call_within
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.lifecycle import record_access

log = logging.getLogger(__name__)
# The write after a read is bookkeeping: it gets a short time limit of its own.
ACCESS_WRITE_S = 1.0


def record_recall(store: Store, ns: str, hits: Iterable[SearchHit], now: datetime | None = None) -> None:
    """Count one access of every idea among the hits; a failure is logged, never raised."""
    ids = sorted({hit.id for hit in hits if hit.kind is HitKind.IDEA})
    if not ids:
        return
    try:
        call_within(ACCESS_WRITE_S, store.write, record_access, ns, ids, now or datetime.now(timezone.utc))
    except (GraphmemError, Neo4jError) as exc:
        log.warning("could not record accesses of %d ideas in %r: %s", len(ids), ns, exc)
