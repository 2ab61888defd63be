"""Every main read query starts from an index (seek or index procedure), never a label scan.

EXPLAIN gives the plan Neo4j would run for each of search's, expansion's and the timelines'
queries with real parameters, over a namespace holding the timeline corpus; a plan that scans a
whole label (AllNodesScan, NodeByLabelScan, a relationship type scan) would grow with every
namespace in the database, not with the one asked about.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest

from graphmem.retrieve.retrievers import REGISTRY, Fetch
from graphmem.service import Memory
from graphmem.store import claims, core, current_topic, expansion, graph_view, idea_ledger, identity, ranked_lists, timeline
from tests.conftest import DATA

FULL_SCANS = {"AllNodesScan", "NodeByLabelScan", "DirectedRelationshipTypeScan", "UndirectedRelationshipTypeScan",
              "DirectedAllRelationshipsScan", "UndirectedAllRelationshipsScan"}
SEEKS = {"NodeIndexSeek", "NodeUniqueIndexSeek", "NodeIndexSeekByRange", "NodeIndexScan", "MultiNodeIndexSeek",
         "NodeIndexContainsScan", "DirectedRelationshipIndexSeek", "UndirectedRelationshipIndexSeek",
         "DirectedRelationshipIndexSeekByRange", "UndirectedRelationshipIndexSeekByRange"}


@pytest.fixture(scope="module")
def corpus(memory: Memory) -> str:
    """The timeline dev corpus in a namespace of its own."""
    ns = "t-plans"
    memory.ingest([DATA / "timeline_dev" / "corpus.chat.json"], ns, "chat")
    return ns


def operators(plan: Any) -> set[str]:
    """Every operator type in a plan tree, without the runtime suffix ('NodeIndexSeek@neo4j')."""
    found = {plan["operatorType"].split("@")[0]}
    for child in plan.get("children", []):
        found |= operators(child)
    return found


def scans_in(plan: Any) -> list[str]:
    """The full-scan operators of a plan with what they scan."""
    here = [f"{plan['operatorType']} {plan.get('args', {}).get('Details', '')}"] \
        if plan["operatorType"].split("@")[0] in FULL_SCANS else []
    return here + [s for child in plan.get("children", []) for s in scans_in(child)]


def explain(memory: Memory, query: str, **params: Any) -> Any:
    """The plan Neo4j chooses for the query with these parameters (EXPLAIN: nothing runs)."""
    def work(tx: Any) -> Any:
        return tx.run("EXPLAIN " + query, params).consume().plan
    return memory.store.write(work)


def plan_of(memory: Memory, query: str, **params: Any) -> set[str]:
    """The operators of that plan."""
    return operators(explain(memory, query, **params))


def queries(ns: str, vector: list[float]) -> dict[str, tuple[str, dict[str, Any]]]:
    """Name -> (query, parameters) of the main reads, with realistic parameters."""
    filters = ranked_lists.Filters().params()
    entity = {"ns": ns, "keys": ["sentry"], "names": ["sentry"], "predicate": None}
    out: dict[str, tuple[str, dict[str, Any]]] = {}
    lists = {"vector": vector, "text": "sentry rollbar", "k": 300, "keys": ["sentry"]}
    for retriever in REGISTRY:
        statement = ranked_lists.ranked_lists_statement([retriever.body])
        out[retriever.name] = (statement, {"ns": ns, "limit": 30, **filters,
                                           **{f"l0_{k}": v for k, v in lists.items()}})
    out["namespace sizes"] = (ranked_lists.LABEL_SIZES, {"ns": ns})
    out["expansion"] = (expansion.EXPAND, {"ns": ns, "ids": ["x", "y"]})
    out["timeline"] = (timeline.TIMELINE, entity)
    out["before"] = (timeline.BEFORE, entity)
    out["after"] = (timeline.AFTER, entity)
    out["valid at"] = (timeline.VALID_AT, {"ns": ns, "at": datetime(2023, 6, 1, tzinfo=timezone.utc)})
    out["claims (timeline rebuild)"] = (claims.READ_CLAIMS, {"ns": ns})
    out["mentions (timeline rebuild)"] = (claims.READ_MENTIONS, {"ns": ns, "keys": ["sentry"], "sessions": ["x"],
                                                                 "per_entity": 20})
    out["timelines (answers)"] = (timeline.READ_TIMELINES, {"ns": ns})
    out["duplicate ideas (exact)"] = (idea_ledger.READ_IDEA_VECTORS, {"ns": ns})
    graph = {"ns": ns, "ids": ["x", "y"], "per_node": graph_view.PER_NODE}
    out["graph view: seeds"] = (graph_view.SEED_NODES, {"ns": ns, "ids": ["x", "y"]})
    out["graph view: neighbours"] = (graph_view.NODE_NEIGHBOURS, graph)
    out["graph view: entity facts"] = (graph_view.ENTITY_FACTS, {**graph, "turns": ["dev/s07#8"]})
    out["graph view: fact chains"] = (graph_view.FACTS_AND_CHAIN, {"ns": ns, "ids": ["x", "y"]})
    out["graph view: fact evidence"] = (graph_view.FACT_EVIDENCE, graph)
    out["graph view: session"] = (graph_view.SESSION_NODES, {"ns": ns, "external_id": "dev/s07",
                                                             "limit": graph_view.MAX_SESSION_NODES})
    now = {"now": datetime(2024, 6, 1, tzinfo=timezone.utc), "half_life_days": core.RECENCY_HALF_LIFE_DAYS}
    out["core memory: ideas"] = (core.CORE_IDEAS, {"ns": ns, "per_section": 12, **now, "sections": [
        {"title": "Active decisions", "intents": ["decision", "conclusion"]}]})
    out["core memory: facts"] = (core.CORE_FACTS, {"ns": ns, "limit": 12, **now})
    out["identity"] = (identity.READ_IDENTITY, {"ns": ns})
    out["current topic: newest session"] = (current_topic.NEWEST_SESSION, {"ns": ns})
    out["current topic: spans' ideas"] = (current_topic.SPANS_IDEAS, {"ns": ns, "ids": ["x", "y"]})
    out["current topic: stale hits"] = (current_topic.STALE_HITS, {"ns": ns, "ids": ["x", "y"]})
    return out


def test_main_queries_start_from_an_index(memory: Memory, corpus: str) -> None:
    vector = memory.embedder.embed(["which error tracker do we use"])[0].tolist()
    scans, unindexed = {}, []
    for name, (query, params) in queries(corpus, vector).items():
        plan = explain(memory, query, **params)
        ops = operators(plan)
        if ops & FULL_SCANS:
            scans[name] = scans_in(plan)
        if not ops & (SEEKS | {"ProcedureCall"}):
            unindexed.append(name)
    assert not scans, f"label or type scans: {scans}"
    assert not unindexed, f"plans without an index seek or index procedure: {unindexed}"


def test_vector_and_fulltext_retrievers_call_the_index_procedures(memory: Memory, corpus: str) -> None:
    vector = memory.embedder.embed(["which error tracker do we use"])[0].tolist()
    by_index = {Fetch.VECTOR_INDEX, Fetch.FULLTEXT, Fetch.FACT_VECTOR, Fetch.FACT_FULLTEXT}
    plans = queries(corpus, vector)
    for retriever in (r for r in REGISTRY if r.fetch in by_index):
        query, params = plans[retriever.name]
        assert "ProcedureCall" in plan_of(memory, query, **params), retriever.name
