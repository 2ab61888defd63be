"""Reciprocal rank fusion when a namespace holds a handful of facts beside thousands of ideas."""

from __future__ import annotations

from graphmem.retrieve.fuse import collapse_same_evidence, fuse_reciprocal_rank, rank_facts_among_ideas
from graphmem.retrieve.retrievers import Family
from graphmem.store.hits import HitKind, SearchHit


def hit(id: str, kind: HitKind, score: float) -> SearchHit:
    return SearchHit(id=id, kind=kind, text=id, score=score, source_turn_ids=[id])


def test_a_lone_unlike_fact_takes_the_rank_its_similarity_earns_not_the_first() -> None:
    ideas = [hit("billing moved to MySQL", HitKind.IDEA, 0.81), hit("MySQL 8 upgrade", HitKind.IDEA, 0.64)]
    facts = [hit("In use: Sentry since 2024-03-01", HitKind.FACT, 0.22)]

    fused = fuse_reciprocal_rank(rank_facts_among_ideas([(Family.VECTOR, ideas), (Family.VECTOR, facts)]))

    assert [h.id for h in sorted(fused, key=lambda h: -h.score)] == [
        "billing moved to MySQL", "MySQL 8 upgrade", "In use: Sentry since 2024-03-01"]


def test_a_fact_closer_than_every_idea_shares_the_first_rank_and_the_ideas_keep_theirs() -> None:
    ideas = [hit("we talked about databases", HitKind.IDEA, 0.41), hit("a database call", HitKind.IDEA, 0.30)]
    facts = [hit("In use: PostgreSQL since 2024-05-02, replacing MySQL", HitKind.FACT, 0.77)]

    ranked = rank_facts_among_ideas([(Family.VECTOR, ideas), (Family.VECTOR, facts)])

    assert [[(rank, h.id) for rank, h in hits] for _, hits in ranked] == [
        [(1, "we talked about databases"), (2, "a database call")],
        [(1, "In use: PostgreSQL since 2024-05-02, replacing MySQL")]]


def test_facts_of_a_family_without_ideas_keep_their_own_places() -> None:
    facts = [hit("In use: Sentry since 2024-03-01", HitKind.FACT, 0.22)]

    assert rank_facts_among_ideas([(Family.TIMELINE, facts)]) == [(Family.TIMELINE, [(1, facts[0])])]


def cited(id: str, kind: HitKind, turns: list[str], session: str = "s1", via: str = "vector") -> SearchHit:
    return SearchHit(id=id, kind=kind, text=id, source_turn_ids=turns, session_id=session, via=[via])


def test_a_memory_whose_turns_a_better_hit_already_cites_is_folded_into_it() -> None:
    ranked = [cited("idea of t1 and t2", HitKind.IDEA, ["t1", "t2"]),
              cited("span over t1", HitKind.SPAN, ["t1"]),
              cited("turn t2", HitKind.TURN, ["t2"], via="fulltext"),
              cited("turn t1 of another session", HitKind.TURN, ["t1"], session="s2"),
              cited("idea of t2 and t3", HitKind.IDEA, ["t2", "t3"]),
              cited("turn t3", HitKind.TURN, ["t3"], via="entity")]

    kept = collapse_same_evidence(ranked)

    assert [h.id for h in kept] == ["idea of t1 and t2", "span over t1", "turn t1 of another session",
                                    "idea of t2 and t3"]
    assert kept[0].via == ["vector", "fulltext"] and kept[3].via == ["vector", "entity"]
