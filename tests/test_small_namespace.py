"""A small namespace beside a huge one still gets its true nearest neighbours and its own matches.

Neo4j 5.26's vector index cannot filter by namespace: asked for the k nearest ideas, it returns
the huge namespace's. graphmem scans a small namespace exactly instead (retrieve/planning.py).
Fulltext indexes hold the namespace, and Lucene keeps only the small namespace's documents.
Search folds ideas of one turn into the best of them (same evidence), so a neighbour counts as
back when a hit cites its turn.
"""

from __future__ import annotations

import re
import time
import uuid

import numpy as np
import pytest

import graphmem.retrieve.planning as planning
import graphmem.retrieve.search as search_module
from benchmarks.generate import grow
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.store.hits import HitKind
from graphmem.service import Memory

QUERY = "which database did we pick for the billing service"


@pytest.fixture(scope="module")
def small(memory: Memory) -> str:
    """50 generated ideas in a namespace beside one of 20,000 written from the same vocabulary."""
    namespace = f"t-{uuid.uuid4().hex[:12]}"
    grow(memory.store, f"{namespace}-a", 50, batch_ideas=50)
    grow(memory.store, f"{namespace}-b", 20_000)
    return f"{namespace}-a"


def test_fifty_ideas_beside_twenty_thousand_get_their_true_neighbours(memory: Memory, small: str) -> None:
    stored = memory.store.query("""MATCH (i:Idea {namespace: $ns})-[:FROM]->(t:Turn)
                                   RETURN i.id AS id, i.embedding AS embedding, t.external_id AS turn""", ns=small)
    assert len(stored) == 50
    vector = memory.embedder.embed([QUERY])[0]
    cosine = np.asarray([r["embedding"] for r in stored], dtype=np.float32) @ vector
    true_nearest = {stored[i]["turn"] for i in np.argsort(-cosine)[:10]}

    result = memory.search(SearchRequest.from_recipe(Recipe.VECTOR_ONLY, QUERY, small, limit=20,
                                                     kinds=(HitKind.IDEA,)))

    returned = {turn for h in result.hits for turn in h.source_turn_ids}
    assert true_nearest <= returned, f"turns of true neighbours missing: {true_nearest - returned}"


def test_fifty_ideas_beside_twenty_thousand_get_all_their_fulltext_matches(memory: Memory, small: str) -> None:
    stored = memory.store.query("""MATCH (i:Idea {namespace: $ns})-[:FROM]->(t:Turn)
                                   RETURN i.text AS text, t.external_id AS turn""", ns=small)
    tokens = [(r["turn"], set(re.findall(r"[a-z]+", r["text"].lower()))) for r in stored]
    few = sorted({w for _, ws in tokens for w in ws if 1 <= sum(w in o for _, o in tokens) <= 10})
    # Of the words a few small-namespace ideas hold, the one the huge namespace holds most.
    counts = memory.store.query("""UNWIND $words AS word MATCH (i:Idea {namespace: $ns})
                                   WHERE (' ' + toLower(replace(i.text, '.', '')) + ' ') CONTAINS (' ' + word + ' ')
                                   RETURN word, count(i) AS n""",
                                words=few, ns=small[:-1] + "b")
    word, huge = max(((r["word"], r["n"]) for r in counts), key=lambda wn: (wn[1], wn[0]))
    holding = {turn for turn, ws in tokens if word in ws}
    assert huge > 300, (word, huge)  # more than a 300-deep unfiltered fulltext list would reach

    result = memory.search(SearchRequest.from_recipe(Recipe.FULLTEXT_ONLY, word, small, limit=20,
                                                     kinds=(HitKind.IDEA,)))

    returned = {turn for h in result.hits for turn in h.source_turn_ids}
    assert holding <= returned, f"turns holding {word!r} missing: {holding - returned}"


def test_lists_run_side_by_side_find_what_one_statement_finds(memory: Memory, small: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The big namespace's search (HNSW lists) gives the same hits, run as one statement or two."""
    big = small[:-1] + "b"
    text = memory.store.query("MATCH (i:Idea {namespace: $ns}) RETURN i.text AS text LIMIT 1", ns=big)[0]["text"]
    request = SearchRequest(query=" ".join(text.split()[:4]), namespace=big, limit=20)
    side_by_side = memory.search(request)
    monkeypatch.setattr(search_module, "CONCURRENT_STATEMENTS", 1)
    one_statement = memory.search(request)
    assert [h.id for h in side_by_side.hits] == [h.id for h in one_statement.hits]
    assert {"vector", "fulltext"} <= {v for h in side_by_side.hits for v in h.via}


def test_a_stale_namespace_size_is_used_at_once_and_read_again_behind_it(memory: Memory, namespace: str,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Counting a big namespace costs more than the rest of a search: once sizes are older than
    SIZE_TTL_S, a search goes on with them while they are counted again in the background."""
    def ideas_known() -> int:
        return planning.namespace_sizes(memory.store, namespace)["Idea"][0]

    memory.remember("Billing runs on PostgreSQL 14.", namespace)
    ideas_then = ideas_known()
    memory.remember("We moved billing off PostgreSQL to CockroachDB.", namespace)
    monkeypatch.setattr(planning, "SIZE_TTL_S", 0.0)

    assert ideas_known() == ideas_then
    found = memory.search(SearchRequest(query="what does billing run on", namespace=namespace))
    assert any("CockroachDB" in h.text for h in found.hits)  # a stale size never hides a memory

    deadline = time.monotonic() + 10.0
    while ideas_known() == ideas_then:
        assert time.monotonic() < deadline, "the stale size was never read again"
        time.sleep(0.05)
    assert ideas_known() > ideas_then


def test_a_big_namespace_is_counted_again_as_rarely_as_its_size_allows() -> None:
    """Counting costs in proportion to the size: a namespace near the exact-scan switch is counted
    every SIZE_TTL_S, one of 100k ideas 50 times less often, none less often than hourly."""
    near_switch = {"Idea": (1_500, 21_500), "Turn": (700, 10_700), "Span": (0, 30)}
    big = {"Idea": (100_000, 100_500), "Turn": (50_000, 50_250), "Span": (0, 0)}
    huge = {"Idea": (10_000_000, 10_000_000), "Turn": (0, 0), "Span": (0, 0)}

    assert planning.fresh_for(near_switch) == planning.SIZE_TTL_S
    assert planning.fresh_for(big) == 100_000 / planning.EXACT_SCAN_MAX * planning.SIZE_TTL_S
    assert planning.fresh_for(huge) == planning.MAX_SIZE_TTL_S
