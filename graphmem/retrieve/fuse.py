"""Reciprocal rank fusion of retriever lists, then importance, recency and validity boosts."""

from __future__ import annotations

import math
from datetime import datetime

from graphmem.retrieve.retrievers import FUSION_WEIGHT, Family
from graphmem.store.hits import HitKind, SearchHit

RRF_K = 60
STALE_FACTOR = 0.5
RECENCY_HALF_LIFE_DAYS = 180.0
# Near the top, adjacent ranks of one list differ by about 1/(k + rank): 1.6% at k=60. The
# importance boost (up to +-2.5%) therefore only breaks near-ties; a larger one outweighs ranks
# of relevance (benchmarks/README.md §1).
IMPORTANCE_BOOST = 0.05
RECENCY_BOOST = 0.1
# A retriever family's ranked list of hits, best first.
FusedList = tuple[Family, list[SearchHit]]


def fuse_reciprocal_rank(lists: list[FusedList], k: int = RRF_K) -> list[SearchHit]:
    """Sum family weight / (k + rank) over every list a memory appears in; the memories in the
    order first found, each the hit of the first list that found it, `via` its families."""
    fused: dict[str, SearchHit] = {}
    for family, hits in lists:
        for rank, found in enumerate(hits, start=1):
            hit = fused.setdefault(found.id, found)
            hit.score += FUSION_WEIGHT[family] / (k + rank)
            if family.value not in hit.via:
                hit.via.append(family.value)
    return list(fused.values())


def apply_boosts(hits: list[SearchHit], now: datetime, keep_stale: bool) -> None:
    """Scale fused scores: important and recent memories up, superseded or closed ones down."""
    for hit in hits:
        hit.score *= 1.0 + IMPORTANCE_BOOST * (hit.importance - 0.5)
        if hit.at is not None:
            age_days = max((now - hit.at).total_seconds() / 86400.0, 0.0)
            hit.score *= 1.0 + RECENCY_BOOST * math.exp(-age_days / RECENCY_HALF_LIFE_DAYS)
        # A closed fact found by the timeline retriever is the answer to "what before X".
        if hit.superseded and not keep_stale and Family.TIMELINE.value not in hit.via:
            hit.score *= STALE_FACTOR


CITING_TURNS = (HitKind.TURN, HitKind.IDEA)


def collapse_same_evidence(ranked: list[SearchHit]) -> list[SearchHit]:
    """Fold a turn or idea into a higher-ranked hit that already cites all of its turns."""
    kept: list[SearchHit] = []
    for hit in ranked:
        turns = set(hit.source_turn_ids)
        host = next((k for k in kept if hit.kind in CITING_TURNS and k.kind in CITING_TURNS
                     and turns and turns <= set(k.source_turn_ids) and k.session_id == hit.session_id), None)
        if host is None:
            kept.append(hit)
        else:
            host.via.extend(v for v in hit.via if v not in host.via)
    return kept
