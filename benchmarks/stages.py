"""Where an in-process search's time goes, stage by stage (used by benchmarks/scale.py).

The stages are the functions `Memory.search` calls (graphmem/retrieve/search.py), timed by
wrapping them for the length of a measurement and put back after. The ranked lists run as
statements side by side: their stage is the span from the first one's start to the last one's
end (round trips included). Wall times on a loaded machine grow with the load; the shares are steadier.

    with staged(memory) as timings:
        memory.search(request)
    summary(timings)   # stage -> {p50_ms, p95_ms}
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from benchmarks.harness import percentile
from graphmem.retrieve import search as search_module
from graphmem.service import Memory

# Stage name -> the functions of retrieve/search.py it covers.
STAGES = {
    "query analysis": ("analyse", "to_lucene_terms", "plan_lists"),
    "namespace sizes": ("namespace_sizes",),
    "timeline answers": ("answer_from_facts",),
    "fusion and boosts": ("rank_facts_among_ideas", "fuse_reciprocal_rank", "apply_boosts"),
    "graph expansion": ("expand_hits",),
    "fold same evidence": ("collapse_same_evidence",),
}
LISTS = "ranked lists (side by side)"
ORDER = ["query analysis", "query embedding", "namespace sizes", LISTS, "timeline answers",
         "fusion and boosts", "graph expansion", "fold same evidence", "record accesses", "other", "whole search"]


class Timings:
    """Per search, the milliseconds of each stage; `new_search` starts the next one."""

    def __init__(self) -> None:
        self.searches: list[dict[str, float]] = []
        self._spans: list[tuple[float, float]] = []

    def add(self, stage: str, ms: float) -> None:
        """Count `ms` to the stage in the current search."""
        current = self.searches[-1]
        current[stage] = current.get(stage, 0.0) + ms

    def span(self, started: float, ended: float) -> None:
        """One ranked-lists statement of the current search ran from `started` to `ended`."""
        self._spans.append((started, ended))
        first, last = min(s for s, _ in self._spans), max(e for _, e in self._spans)
        self.searches[-1][LISTS] = (last - first) * 1000.0

    def new_search(self) -> None:
        """Start timing the next search."""
        self.searches.append({})
        self._spans = []


def _timed(timings: Timings, stage: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            timings.add(stage, (time.perf_counter() - started) * 1000.0)
    return wrapped


@contextmanager
def staged(memory: Memory) -> Iterator[Timings]:
    """Every `memory.search` inside is timed stage by stage; the wrapped functions are put back after."""
    timings = Timings()
    saved: list[tuple[Any, str, Any]] = []

    def wrap(owner: Any, name: str, replacement: Any) -> None:
        saved.append((owner, name, getattr(owner, name)))
        setattr(owner, name, replacement)

    for stage, names in STAGES.items():
        for name in names:
            wrap(search_module, name, _timed(timings, stage, getattr(search_module, name)))
    wrap(memory.embedder, "embed", _timed(timings, "query embedding", memory.embedder.embed))
    wrap(memory.accesses, "with_unwritten", _timed(timings, "record accesses", memory.accesses.with_unwritten))
    wrap(memory.accesses, "record", _timed(timings, "record accesses", memory.accesses.record))
    read_statement = memory.store.read_statement

    def timed_read(work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return read_statement(work, *args, **kwargs)
        finally:
            if work is search_module.ranked_lists:
                timings.span(started, time.perf_counter())
    wrap(memory.store, "read_statement", timed_read)
    whole = memory.search

    def search(*args: Any, **kwargs: Any) -> Any:
        timings.new_search()
        started = time.perf_counter()
        try:
            return whole(*args, **kwargs)
        finally:
            timings.add("whole search", (time.perf_counter() - started) * 1000.0)
    wrap(memory, "search", search)
    try:
        yield timings
    finally:
        for owner, name, original in reversed(saved):
            if owner in (memory, memory.embedder, memory.accesses, memory.store):
                delattr(owner, name)  # the instance attribute goes, the method shows again
            else:
                setattr(owner, name, original)


def summary(timings: Timings) -> dict[str, dict[str, float]]:
    """Stage -> p50 and p95 milliseconds over the searches (0 for a stage a search skipped);
    `other` is what no stage covers (request checks, sorting, GraphQL-free glue)."""
    rows = []
    for stages in timings.searches:
        covered = sum(ms for stage, ms in stages.items() if stage != "whole search")
        rows.append(stages | {"other": max(stages.get("whole search", 0.0) - covered, 0.0)})
    return {stage: {"p50_ms": round(percentile([r.get(stage, 0.0) for r in rows], 50), 2),
                    "p95_ms": round(percentile([r.get(stage, 0.0) for r in rows], 95), 2)}
            for stage in ORDER}
