"""Accesses of recalled memories, written behind the answer that recalled them, never failing it.

A search or context pack returns first; its ideas' accesses go to a queue that one background
thread writes in batches (one transaction for everything recorded meanwhile, each idea's accesses
summed), a few milliseconds later. So this process still reads its own accesses as if they had
been written at once: a search gives ideas whose accesses are still on their way the strength
they have with them (`with_unwritten`), and a read of the bookkeeping itself or of what it
decides (an idea's access count, prune, core memory) first waits until the namespace's accesses
are written (`settle`). `close`, and the exit of a process that did not close, write what is
left. A write that fails is logged and dropped: access counts are bookkeeping, and the searches
they count have been answered.
"""

from __future__ import annotations

import atexit
import logging
import threading
import weakref
from collections.abc import Iterable, Sequence
from datetime import datetime, timezone

from neo4j.exceptions import Neo4jError

from graphmem.errors import GraphmemError
from graphmem.lifecycle.strength import strength
from graphmem.store.driver import Store, call_within
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.lifecycle import AccessRow, record_accesses

log = logging.getLogger(__name__)
# The write after a read is bookkeeping: it gets a short time limit of its own, and a read waits
# for it at most about that long.
ACCESS_WRITE_S = 1.0
SETTLE_WAIT_S = 2 * ACCESS_WRITE_S
# Logs with a writer thread: a process that exits without closing its Memory (a command line)
# still writes what it recorded.
_STARTED: weakref.WeakSet[AccessLog] = weakref.WeakSet()
Key = tuple[str, str]  # (namespace, idea id)


class AccessLog:
    """One process's queue of idea accesses to one store, written in the background in batches."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._pending: dict[Key, AccessRow] = {}  # recorded, not yet taken by the writer
        self._writing: dict[Key, AccessRow] = {}  # taken, being written
        self._recorded = 0  # sequence number of the last record()
        self._written = 0  # every record() up to this number is written (or given up)
        self._last_of: dict[str, int] = {}  # namespace -> sequence number of its last record()
        self._changed = threading.Condition()
        self._writer: threading.Thread | None = None
        self._closed = False

    def record(self, ns: str, hits: Iterable[SearchHit], now: datetime | None = None) -> None:
        """Count one access of every idea among the hits, stamped `now`; written soon after."""
        ids = {hit.id for hit in hits if hit.kind is HitKind.IDEA}
        if not ids:
            return
        at = now or datetime.now(timezone.utc)
        with self._changed:
            for idea in ids:
                row = self._pending.get((ns, idea))
                self._pending[(ns, idea)] = row.again(at) if row else AccessRow(ns, idea, 1, at)
            self._recorded += 1
            self._last_of[ns] = self._recorded
            closed = self._closed
            if not closed and self._writer is None:
                self._writer = threading.Thread(target=self._run, name="graphmem-accesses", daemon=True)
                self._writer.start()
                _STARTED.add(self)
            self._changed.notify_all()
            batch = self._take() if closed else None
        if batch is not None:
            self._write(batch)

    def with_unwritten(self, ns: str, hits: Sequence[SearchHit], now: datetime | None = None) -> None:
        """Give idea hits whose accesses are still on their way the strength they have with them
        (what a read after the write gives; the stored count, unknown here, only lengthens a
        half-life of weeks, over an age of milliseconds)."""
        at = now or datetime.now(timezone.utc)
        with self._changed:
            unwritten = {key: self._pending.get(key) or self._writing.get(key)
                         for key in ((ns, hit.id) for hit in hits if hit.kind is HitKind.IDEA)}
        for hit in hits:
            row = unwritten.get((ns, hit.id))
            if row is not None and hit.strength is not None:
                hit.strength = round(strength(hit.importance, hit.intent, at, last_accessed_at=row.at,
                                              access_count=row.count), 6)

    def settle(self, ns: str) -> None:
        """Wait until the namespace's accesses recorded so far are written (at most SETTLE_WAIT_S)."""
        with self._changed:
            target = self._last_of.get(ns, 0)
            if not self._changed.wait_for(lambda: self._written >= target, SETTLE_WAIT_S):
                log.warning("accesses of %r not written within %gs; reading without them", ns, SETTLE_WAIT_S)

    def close(self) -> None:
        """Write every access recorded so far; later ones are written at once, synchronously."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()
            writer = self._writer
        if writer is not None:
            writer.join()
        with self._changed:
            batch = self._take()
        self._write(batch)

    def _take(self) -> tuple[list[AccessRow], int]:
        """The pending rows, now being written, and the sequence number they cover (lock held)."""
        rows = list(self._pending.values())
        self._writing |= self._pending
        self._pending = {}
        return rows, self._recorded

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return
                batch = self._take()
            try:
                self._write(batch)
            except Exception:  # the thread must outlive any failure, or no access is written again
                log.exception("recording accesses failed")

    def _write(self, batch: tuple[list[AccessRow], int]) -> None:
        rows, covers = batch
        try:
            if rows:
                call_within(ACCESS_WRITE_S, self.store.write, record_accesses, rows)
        except (GraphmemError, Neo4jError) as exc:
            log.warning("could not record accesses of %d ideas: %s", len(rows), exc)
        finally:
            with self._changed:
                for row in rows:
                    if self._writing.get((row.ns, row.id)) is row:
                        del self._writing[(row.ns, row.id)]
                self._written = max(self._written, covers)
                self._changed.notify_all()


@atexit.register
def _close_started() -> None:
    for access_log in list(_STARTED):
        access_log.close()
