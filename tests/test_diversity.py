"""The top of a search holds distinct memories: nothing a better-ranked hit already shows."""

from __future__ import annotations

from graphmem.retrieve.diversity import collapse_same_evidence, fold_repeats
from graphmem.store.hits import HitKind, SearchHit


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


def said(id: str, kind: HitKind, text: str, turns: list[str]) -> SearchHit:
    return SearchHit(id=id, kind=kind, text=text, source_turn_ids=turns, via=["vector"])


def fact(id: str, predicate: str, text: str, turns: list[str]) -> SearchHit:
    return SearchHit(id=id, kind=HitKind.FACT, text=text, source_turn_ids=turns, via=["timeline"],
                     subject="project", predicate=predicate)


TURN_TEXT = ("Honestly the homegrown flags are painful: no UI, no audit log, no targeting. "
             "We looked at LaunchDarkly and at Unleash; Unleash self-hosted on Cloud Run is what we'd pick.")


def test_a_summary_and_the_turn_it_summarises_are_one_hit_in_the_summarys_place_with_the_whole_text() -> None:
    ranked = [said("span", HitKind.SPAN, TURN_TEXT[:90], ["t7"]),
              said("other", HitKind.IDEA, "Sentry for the API", ["t9"]),
              said("turn", HitKind.TURN, TURN_TEXT, ["t7"])]

    kept = fold_repeats(ranked, limit=10)

    assert [h.id for h in kept] == ["turn", "other"]
    assert kept[0].text == TURN_TEXT


def test_a_sentence_gives_way_to_the_whole_turn_it_comes_from() -> None:
    ranked = [said("idea", HitKind.IDEA, "Unleash self-hosted on Cloud Run is what we'd pick.", ["t7"]),
              said("turn", HitKind.TURN, TURN_TEXT, ["t7"])]

    assert [(h.id, h.text) for h in fold_repeats(ranked, limit=10)] == [("turn", TURN_TEXT)]


def test_a_text_a_better_hit_holds_is_dropped_but_the_same_words_in_another_turn_stay() -> None:
    ranked = [said("turn", HitKind.TURN, TURN_TEXT, ["t7"]),
              said("span", HitKind.SPAN, TURN_TEXT, ["t7", "t8"]),
              said("quoted later", HitKind.TURN, TURN_TEXT, ["t30"])]

    assert [h.id for h in fold_repeats(ranked, limit=10)] == ["turn", "quoted later"]


def test_a_fact_and_the_sentence_it_stands_on_are_both_kept() -> None:
    ranked = [fact("f1", "feature flags", "Feature flags: Unleash since 2024-07-17. From today all new feature "
                   "flags go to Unleash", ["t3"]),
              said("idea", HitKind.IDEA, "From today all new feature flags go to Unleash", ["t3"])]

    assert [h.id for h in fold_repeats(ranked, limit=10)] == ["f1", "idea"]


def test_the_facts_of_one_timeline_are_one_hit_holding_each_text_once() -> None:
    ranked = [fact("now", "ci", "CI: GitHub Actions since 2024-04-15, replacing CircleCI.", ["t5"]),
              said("idea", HitKind.IDEA, "CircleCI burned through the credits", ["t2"]),
              fact("history", "ci", "CI: CircleCI (2024-02-05 to 2024-04-15), then GitHub Actions.", ["t1", "t5"]),
              fact("again", "ci", "CI: GitHub Actions since 2024-04-15, replacing CircleCI.", ["t5"]),
              fact("other", "cache", "Cache: Valkey since 2025-01-10, replacing Redis.", ["t8"])]

    kept = fold_repeats(ranked, limit=10)

    assert [h.id for h in kept] == ["now", "idea", "other"]
    assert kept[0].text == ("CI: GitHub Actions since 2024-04-15, replacing CircleCI. "
                            "CI: CircleCI (2024-02-05 to 2024-04-15), then GitHub Actions.")
    assert kept[0].source_turn_ids == ["t5", "t1"]


def test_the_limit_counts_distinct_hits() -> None:
    ranked = [said(f"turn {i}", HitKind.TURN, f"turn number {i}", [f"t{i}"]) for i in range(5)]
    ranked.insert(1, said("repeat", HitKind.SPAN, "turn number 0", ["t0"]))

    assert [h.id for h in fold_repeats(ranked, limit=3)] == ["turn 0", "turn 1", "turn 2"]
