"""Deferred processing for `POST /v1/memory/ingest?wait=false`: one worker thread per namespace.

The request stores the payload's turns (durable first) and returns 202; a worker then finishes
the namespace's pending turns. Requests arriving while a worker runs only ask it for one more
round, so a burst of ingests costs a few passes, not one each. Turns left pending by a stopped
service are finished by the next ingest or `graphmem ingest --resume` of their namespace.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

log = logging.getLogger("graphmem.api")


class NamespaceRunner:
    """Runs `work(namespace)` on a daemon thread, again once if scheduled while it runs."""

    def __init__(self, work: Callable[[str], object]) -> None:
        self._work = work
        self._lock = threading.Lock()
        self._running: set[str] = set()
        self._again: set[str] = set()

    def schedule(self, namespace: str) -> None:
        """Make sure `work(namespace)` starts after this call (now, or after the current round)."""
        with self._lock:
            if namespace in self._running:
                self._again.add(namespace)
                return
            self._running.add(namespace)
        threading.Thread(target=self._run, args=(namespace,), name="graphmem-deferred-ingest", daemon=True).start()

    def _run(self, namespace: str) -> None:
        while True:
            try:
                self._work(namespace)
            except Exception as exc:  # a worker must not die silently: log, and the turns stay pending
                log.error("deferred ingest of namespace %r failed (turns stay pending; "
                          "`graphmem ingest --resume --namespace %s` finishes them): %s", namespace, namespace, exc)
            with self._lock:
                if namespace not in self._again:
                    self._running.discard(namespace)
                    return
                self._again.discard(namespace)
