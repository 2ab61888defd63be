"""Progress of an ingest, stage by stage: what a progress bar shows and the report sums up.

Stages in order: parse (files), embed and write (turns; they overlap, the next batch is
embedded while this one is written), spans and relations (sessions), timelines (one rebuild).
Each stage announces itself with `done=0` and its total before any work, so a display knows
every count from the start, and its clock starts then.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum


class Stage(str, Enum):
    """A stage of ingest, with the unit it counts."""

    PARSE = "parse"
    EMBED = "embed"
    WRITE = "write"
    SPANS = "spans"
    RELATIONS = "relations"
    TIMELINES = "timelines"

    @property
    def unit(self) -> str:
        """What `done` and `total` count."""
        return {"parse": "files", "embed": "turns", "write": "turns", "timelines": "rebuilds"}.get(
            self.value, "sessions")


@dataclass(frozen=True)
class StageProgress:
    """One step of a stage: `done` of `total` units; `turns` found so far when parsing."""

    stage: Stage
    done: int
    total: int
    turns: int = 0


Progress = Callable[[StageProgress], None]


@dataclass(frozen=True)
class StageSummary:
    """A finished stage: how much it did and how long it took (first to last step)."""

    stage: Stage
    done: int
    seconds: float

    @property
    def per_s(self) -> float:
        """Units per second; 0 for a stage that took no measurable time."""
        return self.done / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, object]:
        """`{done, unit, seconds, per_s}` for JSON output."""
        return {"done": self.done, "unit": self.stage.unit, "seconds": round(self.seconds, 2),
                "per_s": round(self.per_s, 1)}


class StageClock:
    """A Progress that times each stage and passes every step on to `forward`."""

    def __init__(self, forward: Progress | None = None) -> None:
        self.forward = forward
        self._started: dict[Stage, float] = {}
        self._last: dict[Stage, tuple[int, float]] = {}

    def __call__(self, step: StageProgress) -> None:
        now = time.perf_counter()
        self._started.setdefault(step.stage, now)
        self._last[step.stage] = (step.done, now)
        if self.forward is not None:
            self.forward(step)

    def elapsed(self, stage: Stage) -> float:
        """Seconds since the stage announced itself (0 before that)."""
        started = self._started.get(stage)
        return time.perf_counter() - started if started is not None else 0.0

    def summaries(self) -> list[StageSummary]:
        """Every stage seen, in pipeline order."""
        return [StageSummary(stage, self._last[stage][0], self._last[stage][1] - self._started[stage])
                for stage in Stage if stage in self._last]
