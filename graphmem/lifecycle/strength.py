"""How strong a memory still is: the one decay formula, as Cypher and as its Python twin.

    strength = importance * 0.5 ** (age_days / half_life_days)
    half_life_days = BASE_HALF_LIFE_DAYS * KIND_WEIGHTS[intent] * (1 + ln(1 + access_count))

- `importance` is the idea's own (0-1; 0.5 when missing).
- `age_days` counts from the last access (`last_accessed_at`), else from when the idea was said
  (`at`), else from when it was written (`created_at`); never below 0.
- A kind weighs its half-life: decisions and procedures last four times the base (about 12
  weeks), errors and context half of it (about 10 days); see KIND_WEIGHTS.
- Every access lengthens the half-life: once by 1.69x, 10 times by 3.4x, 100 times by 5.6x.

So a fresh idea's strength is its importance, and it halves every half-life it goes unused.
`strength_cypher("i")` is the expression over a node `i` and the parameter `$now`, to rank or
filter by (prune, core memory); `STRENGTH` is that for `i`. `strength()` is the same in Python.
"""

from __future__ import annotations

import math
from datetime import datetime

from graphmem.model import Intent

BASE_HALF_LIFE_DAYS = 21.0
DEFAULT_IMPORTANCE = 0.5
# Half-life per kind, as a multiple of the base: what is settled lasts, what is incidental fades.
KIND_WEIGHTS: dict[Intent, float] = {
    Intent.DECISION: 4.0, Intent.PROCEDURE: 4.0,
    Intent.PREFERENCE: 3.0, Intent.CONFIGURATION: 3.0, Intent.WORKFLOW: 3.0, Intent.PATTERN: 3.0,
    Intent.SOLUTION: 2.0, Intent.FIX: 2.0, Intent.CONCLUSION: 2.0,
    Intent.FACT: 1.5,
    Intent.TODO: 1.0, Intent.QUESTION: 1.0, Intent.PROBLEM: 1.0,
    Intent.ERROR: 0.5, Intent.CONTEXT: 0.5,
}
DEFAULT_KIND_WEIGHT = 1.0
SECONDS_PER_DAY = 86400.0
_WEIGHT_OF = {kind.value: weight for kind, weight in KIND_WEIGHTS.items()}


def half_life_days(intent: str | None, access_count: int) -> float:
    """Days for an unused memory of this kind, accessed `access_count` times, to lose half its strength."""
    weight = _WEIGHT_OF.get(intent or "", DEFAULT_KIND_WEIGHT)
    return BASE_HALF_LIFE_DAYS * weight * (1.0 + math.log(1.0 + max(access_count, 0)))


def strength(importance: float | None, intent: str | None, now: datetime, at: datetime | None = None,
             last_accessed_at: datetime | None = None, access_count: int = 0,
             created_at: datetime | None = None) -> float:
    """The formula of the module docstring in Python (times timezone-aware)."""
    since = last_accessed_at or at or created_at or now
    age_days = max(0.0, (now - since).total_seconds() / SECONDS_PER_DAY)
    base = DEFAULT_IMPORTANCE if importance is None else importance
    return base * 0.5 ** (age_days / half_life_days(intent, access_count))


def _kind_weight_cypher(node: str) -> str:
    cases = " ".join(f"WHEN '{kind}' THEN {weight}" for kind, weight in _WEIGHT_OF.items())
    return f"CASE {node}.intent {cases} ELSE {DEFAULT_KIND_WEIGHT} END"


def strength_cypher(node: str, now: str = "$now") -> str:
    """The strength of the idea bound to `node` at `now` (a Cypher datetime expression), as Cypher."""
    since = f"coalesce({node}.last_accessed_at, {node}.at, {node}.created_at, {now})"
    age = f"duration.inSeconds({since}, {now}).seconds / {SECONDS_PER_DAY}"
    half_life = (f"({BASE_HALF_LIFE_DAYS} * {_kind_weight_cypher(node)}"
                 f" * (1.0 + log(1.0 + coalesce({node}.access_count, 0))))")
    return (f"(coalesce({node}.importance, {DEFAULT_IMPORTANCE})"
            f" * 0.5 ^ (CASE WHEN {age} > 0 THEN {age} ELSE 0.0 END / {half_life}))")


STRENGTH = strength_cypher("i")
