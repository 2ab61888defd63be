"""Consolidation on a schedule inside `graphmem serve` (GRAPHMEM_CONSOLIDATE_EVERY_S, off at 0).

Every interval a daemon thread consolidates the namespaces named by GRAPHMEM_CONSOLIDATE_NAMESPACES
(comma-separated), or every namespace that holds sessions when that is empty. Each run is
recorded and undoable as one started by hand (`graphmem consolidate --list`).
"""

from __future__ import annotations

import logging
import threading

from graphmem.service import Memory

log = logging.getLogger("graphmem.api")


class ScheduledConsolidation:
    """Consolidates namespaces every `every_s` seconds until `stop`; the first run after one interval."""

    def __init__(self, memory: Memory) -> None:
        self._memory = memory
        self._every_s = memory.settings.consolidate_every_s
        self._named = [ns.strip() for ns in memory.settings.consolidate_namespaces.split(",") if ns.strip()]
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the schedule when the setting asks for one."""
        if self._every_s > 0 and self._thread is None:
            self._thread = threading.Thread(target=self._run, name="graphmem-consolidation", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """End the schedule (a run under way finishes first)."""
        self._stopped.set()
        if self._thread is not None:
            self._thread.join(self._memory.settings.transaction_timeout_s)

    def _run(self) -> None:
        while not self._stopped.wait(self._every_s):
            for ns in self._named or sorted(self._memory.namespaces()):
                if self._stopped.is_set():
                    return
                try:
                    report = self._memory.consolidate(ns)
                except Exception as exc:  # the schedule must outlive one failed run: log it, try next time
                    log.error("scheduled consolidation of namespace %r failed: %s", ns, exc)
                    continue
                if report.run_id:
                    log.info("consolidated namespace %r: %s (run %s)", ns, report.counts, report.run_id)
