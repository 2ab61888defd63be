"""GraphQL types: typed classes; `Hit` and `Fact` derived from the SearchHit and Fact records."""

from __future__ import annotations

import dataclasses
import typing
from datetime import datetime
from typing import Any

import strawberry

from graphmem.ingest.consolidation_plan import Change as ChangeRecord
from graphmem.ingest.reflect import Insight as InsightRecord
from graphmem.ingest.reflect import Reflection as ReflectionRecord
from graphmem.lifecycle.prune import PrunedIdea as PrunedIdeaRecord
from graphmem.model import Intent as IntentModel
from graphmem.retrieve.core import CoreItem as CoreItemRecord
from graphmem.retrieve.core import CoreMemory as CoreMemoryRecord
from graphmem.retrieve.recipes import Recipe as RecipeModel
from graphmem.retrieve.taxonomy import Taxonomy as TaxonomyRecord
from graphmem.retrieve.taxonomy import TaxonomyArea as TaxonomyAreaRecord
from graphmem.retrieve.timeline import Fact as FactRecord
from graphmem.retrieve.topics import TopicEntity as TopicEntityRecord
from graphmem.retrieve.topics import TopicSpan as TopicSpanRecord
from graphmem.store.graph_view import GraphEdge as GraphEdgeRecord
from graphmem.store.graph_view import GraphNode as GraphNodeRecord
from graphmem.store.graph_view import GraphView
from graphmem.store.hits import HitKind as HitKindModel
from graphmem.store.hits import SearchHit
from graphmem.store.identity import Identity as IdentityRecord

HitKind = strawberry.enum(HitKindModel, description="What a hit is: an idea, a verbatim turn, a topic span or a fact.")
Intent = strawberry.enum(IntentModel, description="The kind of an idea.")
Recipe = strawberry.enum(RecipeModel, description="A named search: which retrievers, over which kinds, expanded how far.")


def output_type(record: type, name: str, description: str, types: dict[str, Any]) -> Any:
    """A GraphQL type with the record's fields in order, their docs as descriptions (`types`
    overrides a field's type); resolvers return the record itself."""
    hints = typing.get_type_hints(record)
    fields = dataclasses.fields(record)
    namespace: dict[str, Any] = {"__annotations__": {f.name: types.get(f.name, hints[f.name]) for f in fields}}
    namespace.update({f.name: strawberry.field(description=f.metadata.get("doc")) for f in fields})
    return strawberry.type(type(name, (), namespace), description=description)


Hit = output_type(SearchHit, "Hit", "One search result with its provenance and validity.", {"id": strawberry.ID})


@strawberry.type
class SearchResult:
    hits: list[Hit]  # type: ignore[valid-type]
    took_ms: float
    hyde_text: str | None
    warnings: list[str]


Fact = output_type(FactRecord, "Fact", "A temporal triple: subject --predicate--> object, valid from/to.",
                   {"id": strawberry.ID})


GraphNode = output_type(GraphNodeRecord, "GraphNode", "An idea, span, entity or fact in a graph view.",
                        {"id": strawberry.ID})
GraphEdge = output_type(GraphEdgeRecord, "GraphEdge", "A typed edge between two nodes of a graph view.",
                        {"source": strawberry.ID, "target": strawberry.ID})


TopicEntity = output_type(TopicEntityRecord, "TopicEntity", "An entity a topic's ideas mention.", {})
TopicSpan = output_type(TopicSpanRecord, "TopicSpan", "A topic of a session: a run of turns on one subject.",
                        {"id": strawberry.ID, "entities": list[TopicEntity]})  # type: ignore[valid-type]
TaxonomyArea = output_type(TaxonomyAreaRecord, "TaxonomyArea", "A top-level area: the topics about one thing.",
                           {"topics": list[TopicSpan]})  # type: ignore[valid-type]
Taxonomy = output_type(TaxonomyRecord, "Taxonomy", "A namespace's areas and the totals they divide.",
                       {"areas": list[TaxonomyArea]})  # type: ignore[valid-type]
Insight = output_type(InsightRecord, "Insight", "An insight memory written by reflection.", {"id": strawberry.ID})
Reflection = output_type(ReflectionRecord, "Reflection", "What one reflection wrote.",
                         {"insights": list[Insight]})  # type: ignore[valid-type]


@strawberry.type(description="Nodes and typed edges around some memories: what the dashboard's graph view draws.")
class Graph:
    nodes: list[GraphNode]  # type: ignore[valid-type]
    edges: list[GraphEdge]  # type: ignore[valid-type]

    @classmethod
    def of(cls, view: GraphView) -> Graph:
        return cls(nodes=list(view.nodes.values()), edges=list(view.edges.values()))


@strawberry.type(description="A namespace the caller may open, with its session count.")
class NamespaceSummary:
    name: str
    sessions: int


@strawberry.type(description="One labelled layer of a wake-up context (its text is part of the pack's text).")
class ContextLayer:
    name: str = strawberry.field(description="identity, essentials, topic or search.")
    label: str = strawberry.field(description="L0 identity, L1 essentials (core memory), L2 current topic, L3 search.")
    text: str = strawberry.field(description="The layer's heading and lines (empty when it has nothing).")
    tokens: int = strawberry.field(description="Its estimated tokens, never above budgetTokens.")
    budget_tokens: int = strawberry.field(description="The layer's budget.")


@strawberry.type
class ContextPack:
    text: str
    tokens: int
    hits: list[Hit]  # type: ignore[valid-type]
    layers: list[ContextLayer] = strawberry.field(description="The layers, when the pack was asked for layered.")


@strawberry.input(description="Token budgets of wake-up layers; the ones left out share what budgetTokens leaves.")
class LayerBudgets:
    identity: int | None = None
    essentials: int | None = None
    topic: int | None = None
    search: int | None = None


CoreItem = output_type(CoreItemRecord, "CoreItem", "A memory shown in core memory, with where it was said.",
                       {"id": strawberry.ID})
CoreMemory = output_type(CoreMemoryRecord, "CoreMemory",
                         "A namespace's strongest current memories as markdown sections within a character budget.",
                         {"items": list[CoreItem]})  # type: ignore[valid-type]
Identity = output_type(IdentityRecord, "Identity", "A namespace's identity text, shown first at wake-up.", {})


@strawberry.type
class IdeaRelationRef:
    relation: str
    id: strawberry.ID
    text: str


@strawberry.type
class Idea:
    id: strawberry.ID
    intent: str
    text: str
    importance: float
    confidence: float
    at: datetime | None
    mentions: int
    superseded: bool
    tags: list[str]
    source_turn_ids: list[str]
    session_id: str | None
    entities: list[str]
    relations: list[IdeaRelationRef]
    steps: list[str] = strawberry.field(description="A procedure's steps in order (empty for other ideas).")
    preconditions: list[str] = strawberry.field(description="What must hold before a procedure starts.")
    postconditions: list[str] = strawberry.field(description="What holds once a procedure is done.")
    strength: float = strawberry.field(description="Importance decayed since last use (see graphmem/lifecycle/strength.py).")
    access_count: int = strawberry.field(description="How often search or context recalled it.")
    last_accessed_at: datetime | None = strawberry.field(description="When it was last recalled.")
    archived_at: datetime | None = strawberry.field(description="When it was archived as weak (null: searched by default).")

    @classmethod
    def of(cls, row: dict[str, Any]) -> Idea:
        data = {k: v for k, v in row.items() if k in cls.__annotations__}
        data["relations"] = [IdeaRelationRef(**r) for r in row["relations"]]
        for moment in ("at", "last_accessed_at", "archived_at"):
            data[moment] = native_datetime(row[moment])
        return cls(**data)


PrunedIdea = output_type(PrunedIdeaRecord, "PrunedIdea", "An idea prune archived, or would archive on a dry run.",
                         {"id": strawberry.ID})


@strawberry.type
class Turn:
    external_id: str
    role: str
    speaker: str
    text: str
    at: datetime | None
    session_id: str | None = strawberry.field(default=None, description="The source id of its session.")

    @classmethod
    def of(cls, row: dict[str, Any], session_id: str | None = None) -> Turn:
        return cls(external_id=row["external_id"], role=row["role"], speaker=row["speaker"], text=row["text"],
                   at=native_datetime(row["at"]), session_id=row.get("session_id", session_id))


@strawberry.type
class Span:
    id: strawberry.ID
    level: int
    summary: str
    start_seq: int
    end_seq: int


@strawberry.type
class Session:
    id: strawberry.ID
    title: str | None
    source: str | None
    started_at: datetime | None
    ended_at: datetime | None
    tags: list[str]
    turns: list[Turn]
    spans: list[Span]

    @classmethod
    def of(cls, row: dict[str, Any]) -> Session:
        return cls(
            id=strawberry.ID(row["external_id"]), title=row["title"], source=row["source"],
            started_at=native_datetime(row["started_at"]), ended_at=native_datetime(row["ended_at"]),
            tags=row["tags"],
            turns=[Turn.of(t, row["external_id"]) for t in row["turns"]],
            spans=[Span(id=strawberry.ID(s["id"]), level=s["level"], summary=s["summary"],
                        start_seq=s["start_seq"], end_seq=s["end_seq"]) for s in row["spans"]])


@strawberry.type(description="A session in a list: its source id, title, times and sizes.")
class SessionSummary:
    id: strawberry.ID
    title: str | None
    source: str | None
    started_at: datetime | None
    ended_at: datetime | None
    turns: int
    ideas: int

    @classmethod
    def of(cls, row: dict[str, Any]) -> SessionSummary:
        return cls(id=strawberry.ID(row["external_id"]), title=row["title"], source=row["source"],
                   started_at=native_datetime(row["started_at"]), ended_at=native_datetime(row["ended_at"]),
                   turns=row["turns"], ideas=row["ideas"])


@strawberry.type
class Stats:
    namespace: str
    sessions: int
    turns: int
    pending: int
    spans: int
    ideas: int
    entities: int
    facts: int
    closed_facts: int
    relations: int
    claims: int
    timelines: int


@strawberry.type
class IngestReport:
    namespace: str
    added: strawberry.scalars.JSON
    totals: strawberry.scalars.JSON
    problems: list[str]
    turns_processed: int
    seconds: float


@strawberry.type(description="What `forget` deleted, by kind.")
class ForgetReport:
    namespace: str
    sessions: int
    turns: int
    spans: int
    ideas: int
    facts: int
    entities: int
    reprocessed_turns: int

    @classmethod
    def of(cls, namespace: str, deleted: dict[str, int]) -> ForgetReport:
        return cls(namespace=namespace, **{k: deleted.get(k, 0) for k in
                                           ("sessions", "turns", "spans", "ideas", "facts", "entities",
                                            "reprocessed_turns")})


ConsolidationChange = output_type(ChangeRecord, "ConsolidationChange",
                                  "One consolidation change: `item` merged into, closed by, linked to or (importance) "
                                  "recomputed like `other`, by `rule`, with its evidence.",
                                  {"evidence": strawberry.scalars.JSON})


@strawberry.type(description="What a consolidation run did (or, as a dry run, would do); `run_id` undoes it.")
class ConsolidationReport:
    namespace: str
    dry_run: bool
    run_id: str | None
    counts: strawberry.scalars.JSON
    changes: list[ConsolidationChange]  # type: ignore[valid-type]
    seconds: float

    @classmethod
    def of(cls, report: Any) -> ConsolidationReport:
        data = report.as_dict()
        return cls(**{**data, "changes": report.changes})


@strawberry.type(description="What `undoConsolidation` restored.")
class UndoReport:
    namespace: str
    run_id: str
    changes: int


@strawberry.input
class IngestInput:
    payload: strawberry.scalars.JSON = strawberry.field(
        description="The REST payload: {session_summary, key_decisions[], domain, source_model, confidence}")
    namespace: str | None = None


def native_datetime(value: Any) -> datetime | None:
    """A Neo4j temporal value as a Python datetime."""
    return value.to_native() if hasattr(value, "to_native") else value

