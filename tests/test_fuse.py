"""Reciprocal rank fusion when a namespace holds a handful of facts beside thousands of ideas."""

from __future__ import annotations

from datetime import datetime, timezone

from graphmem.retrieve.fuse import favour_said_before, fuse_reciprocal_rank, rank_facts_among_ideas
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


def said(id: str, kind: HitKind, text: str, score: float, at: datetime) -> SearchHit:
    return SearchHit(id=id, kind=kind, text=text, score=score, source_turn_ids=[id], at=at)


def test_what_came_before_a_thing_is_favoured_by_having_been_said_before_it_came() -> None:
    unleash_came = datetime(2024, 7, 17, tzinfo=timezone.utc)
    hits = [said("later", HitKind.IDEA, "Unleash flags are evaluated locally now", 0.020,
                 datetime(2024, 9, 2, tzinfo=timezone.utc)),
            said("earlier", HitKind.IDEA, "Our flags are still a homegrown Mongo collection", 0.018,
                 datetime(2024, 5, 6, tzinfo=timezone.utc)),
            said("fact", HitKind.FACT, "Flags: homegrown until 2024-07-17", 0.019,
                 datetime(2024, 2, 5, tzinfo=timezone.utc))]

    favour_said_before(hits, unleash_came)

    assert [h.id for h in sorted(hits, key=lambda h: -h.score)] == ["earlier", "later", "fact"]
