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
# What came before a thing was talked about before it came: by how much such memories are scaled
# up for a "what did we use before X" question (benchmarks/README.md §2).
SAID_BEFORE_BOOST = 0.3
# A retriever family's ranked list of hits, best first.
FusedList = tuple[Family, list[SearchHit]]
# The same with each hit's rank (1 = best), the rank that fusion reads.
RankedHits = tuple[Family, list[tuple[int, SearchHit]]]


def rank_facts_among_ideas(lists: list[FusedList]) -> list[RankedHits]:
    """Every hit ranked by its place in its list, but a fact by the place its score would take
    in its family's first idea list (the ideas keep theirs).

    A namespace may hold a handful of facts and thousands of ideas: ranked in a list of their
    own, the fact most like the question would share the first rank however unlike it is (on
    LoCoMo one fact topped a third of the vector-only answers). A fact is a sentence-sized
    statement as an idea is, scored against the same question by the same model (cosine) or by
    BM25 (its term statistics per index, near enough for sentences), so its score places it among
    the ideas. A family without an idea list keeps its facts' own places.
    """
    ranked: list[RankedHits] = []
    for family, hits in lists:
        ideas = next((h for f, h in lists if f is family and _all_of(h, HitKind.IDEA)), None)
        if ideas is None or not _all_of(hits, HitKind.FACT):
            ranked.append((family, list(enumerate(hits, start=1))))
            continue
        scores = [idea.score for idea in ideas]
        ranked.append((family, [(max(place, 1 + sum(s > fact.score for s in scores)), fact)
                                for place, fact in enumerate(hits, start=1)]))
    return ranked


def _all_of(hits: list[SearchHit], kind: HitKind) -> bool:
    return bool(hits) and all(hit.kind is kind for hit in hits)


def fuse_reciprocal_rank(lists: list[RankedHits], k: int = RRF_K) -> list[SearchHit]:
    """Sum family weight / (k + rank) over every list a memory appears in; the memories in the
    order first found, each the hit of the first list that found it, `via` its families. A list
    hit's own score (cosine, BM25) is replaced by the fused one."""
    fused: dict[str, SearchHit] = {}
    for family, hits in lists:
        for rank, found in hits:
            if found.id not in fused:
                found.score = 0.0
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


def favour_said_before(hits: list[SearchHit], came: datetime) -> None:
    """Scale up the memories (not facts) said before `came`, when the thing a question asks what
    came before first held its slot."""
    for hit in hits:
        if hit.kind is not HitKind.FACT and hit.at is not None and hit.at < came:
            hit.score *= 1.0 + SAID_BEFORE_BOOST
