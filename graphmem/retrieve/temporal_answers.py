"""Answer time questions from facts first: "before X", "after X", "as of March", "now", "when"."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from graphmem.retrieve.planning import RankedList
from graphmem.retrieve.query import QueryPlan, Temporal
from graphmem.retrieve.retrievers import VECTOR_FACTS
from graphmem.store.driver import Store
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.ranked_lists import Filters, ranked_lists
from graphmem.store.timeline import entity_timeline, facts_after, facts_before, facts_valid_at
from graphmem.store.values import to_datetime


def _as_hit(fact: dict[str, Any]) -> SearchHit:
    return SearchHit(
        id=fact["id"], kind=HitKind.FACT, text=fact["text"], at=to_datetime(fact["valid_from"]),
        intent=None, importance=0.9, superseded=not fact["current"],
        valid_from=to_datetime(fact["valid_from"]), valid_to=to_datetime(fact["valid_to"]),
        source_turn_ids=list(fact["source_turn_ids"]), session_id=None,
    )


def answer_from_facts(store: Store, ns: str, plan: QueryPlan, vector: list[float],
                      as_of: datetime | None) -> list[SearchHit]:
    """Facts that answer the plan's temporal question, best first (empty when none apply)."""
    names = [name.lower() for _, name in plan.entities]
    keys = plan.entity_keys
    if plan.temporal is Temporal.BEFORE and keys:
        rows = store.read(facts_before, ns, keys, names, None)
    elif plan.temporal is Temporal.AFTER and keys:
        rows = store.read(facts_after, ns, keys, names, None)
    elif plan.temporal in (Temporal.WHEN, Temporal.HISTORY) and keys:
        rows = store.read(entity_timeline, ns, keys, names, None)
    elif plan.temporal in (Temporal.AS_OF, Temporal.CURRENT) or as_of is not None:
        moment = as_of or plan.as_of or datetime.now(timezone.utc)
        rows = _rank_by_similarity(store, ns, store.read(facts_valid_at, ns, moment), vector)
    else:
        return []
    return [_as_hit(r) for r in rows[:20]]


def _rank_by_similarity(store: Store, ns: str, rows: list[dict[str, Any]], vector: list[float]) -> list[dict[str, Any]]:
    """Order facts valid at a moment by how close their text is to the question."""
    if not rows:
        return rows
    nearest = store.read(ranked_lists, ns, [RankedList("vector:fact", VECTOR_FACTS, {"vector": vector, "k": 2000})],
                         200, Filters())["vector:fact"]
    rank = {hit.id: i for i, hit in enumerate(nearest)}
    return sorted(rows, key=lambda r: rank.get(r["id"], len(rank)))
