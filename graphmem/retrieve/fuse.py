"""Reciprocal rank fusion of retriever lists, then importance, recency and validity boosts."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from graphmem.retrieve.timeline import to_datetime

RRF_K = 60
DEFAULT_WEIGHTS = {"vector": 1.0, "fulltext": 1.0, "entity": 0.6, "timeline": 3.0, "expansion": 0.5}
STALE_FACTOR = 0.5
RECENCY_HALF_LIFE_DAYS = 180.0
# Near the top, adjacent ranks of one list differ by about 1/(k + rank): 1.6% at k=60. The
# importance boost (up to +-2.5%) therefore only breaks near-ties; at +-15% it outweighed ten
# ranks of relevance and cost LoCoMo dev MRR 0.33 -> 0.44 (benchmarks/README.md).
IMPORTANCE_BOOST = 0.05
RECENCY_BOOST = 0.1


@dataclass
class Candidate:
    """One memory found by one or more retrievers, accumulating its fused score."""

    row: dict[str, Any]
    score: float = 0.0
    via: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        """The node or fact id."""
        return str(self.row["id"])


def fuse_reciprocal_rank(lists: dict[str, list[dict[str, Any]]], weights: dict[str, float] | None = None,
                         k: int = RRF_K) -> dict[str, Candidate]:
    """Sum weight / (k + rank) over every list a memory appears in (lists keyed 'via:detail')."""
    weights = {**DEFAULT_WEIGHTS, **(weights or {})}
    fused: dict[str, Candidate] = {}
    for name, rows in lists.items():
        retriever = name.split(":", 1)[0]
        weight = weights.get(retriever, 1.0)
        for rank, row in enumerate(rows, start=1):
            candidate = fused.setdefault(str(row["id"]), Candidate(row))
            candidate.score += weight / (k + rank)
            if retriever not in candidate.via:
                candidate.via.append(retriever)
    return fused


def apply_boosts(candidates: list[Candidate], now: datetime, keep_stale: bool) -> None:
    """Scale fused scores: important and recent memories up, superseded or closed ones down."""
    for c in candidates:
        importance = float(c.row.get("importance") or 0.5)
        c.score *= 1.0 + IMPORTANCE_BOOST * (importance - 0.5)
        at = to_datetime(c.row.get("at"))
        if at is not None:
            age_days = max((now - at).total_seconds() / 86400.0, 0.0)
            c.score *= 1.0 + RECENCY_BOOST * math.exp(-age_days / RECENCY_HALF_LIFE_DAYS)
        # A closed fact found by the timeline retriever is the answer to "what before X".
        if c.row.get("superseded") and not keep_stale and "timeline" not in c.via:
            c.score *= STALE_FACTOR


def collapse_same_evidence(ranked: list[Candidate]) -> list[Candidate]:
    """Fold a turn or idea into a higher-ranked hit that already cites all of its turns."""
    kept: list[Candidate] = []
    for c in ranked:
        turns = set(c.row.get("source_turn_ids") or [])
        host = next((k for k in kept if c.row["kind"] in ("turn", "idea") and k.row["kind"] in ("turn", "idea")
                     and turns and turns <= set(k.row.get("source_turn_ids") or [])
                     and k.row.get("session") == c.row.get("session")), None)
        if host is None:
            kept.append(c)
        else:
            host.via.extend(v for v in c.via if v not in host.via)
    return kept
