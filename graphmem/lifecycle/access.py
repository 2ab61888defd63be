"""Accesses of recalled memories, written behind the answer that recalled them, never failing it.

A search or context pack returns first; its ideas' accesses go to a queue that one background
thread writes in batches (one transaction for everything recorded meanwhile, each idea's accesses
summed). A later read of the namespace waits until its accesses recorded so far are written
(`settle`), so this process reads its own accesses as if they had been written synchronously;
`close` writes what is left. A write that fails is logged and dropped: access counts are
bookkeeping, and the searches they count have already been answered.
"""

from __future__ import annotations

import atexit
import logging
import threading
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone

from neo4j.exceptions import Neo4jError

from graphmem.errors import GraphmemError
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


@dataclass
class _Pending:
    """Accesses recorded and not yet written: (namespace, idea id) -> row, and the last sequence number."""

    rows: dict[tuple[str, str], AccessRow] = field(default_factory=dict)
    last: int = 0


class AccessLog:
    """One process's queue of idea accesses to one store, written in the background in batches."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._pending = _Pending()
        self._recorded = 0  # sequence number of the last record() call
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
                row = self._pending.rows.get((ns, idea))
                self._pending.rows[(ns, idea)] = row.again(at) if row else AccessRow(ns, idea, 1, at)
            self._recorded += 1
            self._pending.last = self._last_of[ns] = self._recorded
            closed = self._closed
            if not closed and self._writer is None:
                self._writer = threading.Thread(target=self._run, name="graphmem-accesses", daemon=True)
                self._writer.start()
                _STARTED.add(self)
            self._changed.notify_all()
            batch = self._take() if closed else None
        if batch is not None:
            self._write(batch)

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
        """The pending rows and the sequence number they cover, leaving nothing pending (lock held)."""
        taken, self._pending = self._pending, _Pending()
        return list(taken.rows.values()), taken.last

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending.rows or self._closed)
                if not self._pending.rows:
                    return
                batch = self._take()
            try:
                self._write(batch)
            except Exception:  # the thread must outlive any failure, or no access is written again
                log.exception("recording accesses failed")

    def _write(self, batch: tuple[list[AccessRow], int]) -> None:
        rows, last = batch
        try:
            if rows:
                call_within(ACCESS_WRITE_S, self.store.write, record_accesses, rows)
        except (GraphmemError, Neo4jError) as exc:
            log.warning("could not record accesses of %d ideas: %s", len(rows), exc)
        finally:
            with self._changed:
                self._written = max(self._written, last)
                self._changed.notify_all()


@atexit.register
def _close_started() -> None:
    for access_log in list(_STARTED):
        access_log.close()
