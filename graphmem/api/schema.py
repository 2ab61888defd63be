"""The GraphQL schema: typed classes, thin resolvers that call graphmem.service.Memory."""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import datetime
from enum import Enum
from typing import Any

import strawberry
from graphql import GraphQLError
from strawberry.extensions import (
    AddValidationRules,
    MaskErrors,
    MaxAliasesLimiter,
    MaxTokensLimiter,
    ParserCache,
    QueryDepthLimiter,
    ValidationCache,
)
from strawberry.types import Info

from graphmem.errors import AccessDenied, BadInput, GraphmemError
from graphmem.model import Intent as IntentModel
from graphmem.retrieve.search import SearchHit, SearchRequest
from graphmem.retrieve.timeline import Fact as FactRecord
from graphmem.store.driver import call_within

log = logging.getLogger("graphmem.api")

HitKind = strawberry.enum(Enum("HitKind", {k.upper(): k for k in ("idea", "turn", "span", "fact")}),
                          description="What a hit is: an idea, a verbatim turn, a topic span or a fact.")
Intent = strawberry.enum(IntentModel, description="The kind of an idea.")


@strawberry.type(description="One search result with its provenance and validity.")
class Hit:
    id: strawberry.ID
    kind: HitKind  # type: ignore[valid-type]
    text: str
    score: float
    via: list[str]
    source_turn_ids: list[str]
    session_id: str | None
    at: datetime | None
    valid_from: datetime | None
    valid_to: datetime | None
    superseded: bool
    intent: str | None
    subject: str | None = strawberry.field(description="A fact's subject (null for other kinds).")
    predicate: str | None = strawberry.field(description="A fact's predicate (null for other kinds).")
    object: str | None = strawberry.field(description="A fact's object (null for other kinds).")

    @classmethod
    def of(cls, hit: SearchHit) -> Hit:
        return cls(id=strawberry.ID(hit.id), kind=HitKind[hit.kind.upper()], text=hit.text, score=hit.score,
                   via=hit.via, source_turn_ids=hit.source_turn_ids, session_id=hit.session_id, at=hit.at,
                   valid_from=hit.valid_from, valid_to=hit.valid_to, superseded=hit.superseded,
                   intent=hit.intent, subject=hit.subject, predicate=hit.predicate, object=hit.object)


@strawberry.type
class SearchResult:
    hits: list[Hit]
    took_ms: float
    hyde_text: str | None
    warnings: list[str]


@strawberry.type(description="A temporal triple: subject --predicate--> object, valid from/to.")
class Fact:
    id: strawberry.ID
    subject: str
    predicate: str
    object: str
    text: str
    valid_from: datetime | None
    valid_to: datetime | None
    current: bool
    source_turn_ids: list[str]

    @classmethod
    def of(cls, fact: FactRecord) -> Fact:
        return cls(id=strawberry.ID(fact.id), subject=fact.subject, predicate=fact.predicate,
                   object=fact.object, text=fact.text, valid_from=fact.valid_from, valid_to=fact.valid_to,
                   current=fact.current, source_turn_ids=fact.source_turn_ids)


@strawberry.type
class ContextPack:
    text: str
    tokens: int
    hits: list[Hit]


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

    @classmethod
    def of(cls, row: dict[str, Any]) -> Idea:
        data = {k: v for k, v in row.items() if k in cls.__annotations__}
        data["relations"] = [IdeaRelationRef(**r) for r in row["relations"]]
        data["at"] = _native(row["at"])
        return cls(**data)


@strawberry.type
class Turn:
    external_id: str
    role: str
    speaker: str
    text: str
    at: datetime | None


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
                   started_at=_native(row["started_at"]), ended_at=_native(row["ended_at"]),
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


@strawberry.input
class IngestInput:
    payload: strawberry.scalars.JSON = strawberry.field(
        description="The REST payload: {session_summary, key_decisions[], domain, source_model, confidence}")
    namespace: str | None = None


def _native(value: Any) -> datetime | None:
    return value.to_native() if hasattr(value, "to_native") else value


async def _call(info: Info, fn: Any, *args: Any) -> Any:
    """Run blocking domain code off the event loop, within the per-request timeout."""
    timeout = info.context["memory"].settings.request_timeout_s
    try:
        return await asyncio.wait_for(asyncio.to_thread(call_within, timeout, fn, *args), timeout)
    except TimeoutError:
        raise GraphmemError(f"request timed out after {timeout:g}s") from None


def _payload_object(payload: Any) -> Any:
    """The ingest payload as given, or parsed when it came as a string holding JSON."""
    if not isinstance(payload, str):
        return payload
    try:
        return json.loads(payload)
    except ValueError as exc:
        raise BadInput(f"input.payload is a string but not JSON ({exc}); send the payload object itself") from None


def _ns(info: Info, namespace: str | None) -> str:
    return info.context["resolve_namespace"](namespace)


@strawberry.type
class Query:
    @strawberry.field(description="Hybrid search over ideas, turns, spans and facts of a namespace.")
    async def search(self, info: Info, query: str, namespace: str | None = None, limit: int = 10,
                     kinds: list[HitKind] | None = None, intents: list[Intent] | None = None,  # type: ignore[valid-type]
                     tags: list[str] | None = None, since: datetime | None = None,
                     until: datetime | None = None, as_of: datetime | None = None, hyde: bool = False,
                     expand: int = 1, include_superseded: bool = False) -> SearchResult:
        memory = info.context["memory"]
        ns = _ns(info, namespace)
        warnings: list[str] = []
        hyde_text = None
        if hyde:
            hyde_text, warning = await _call(info, info.context["hyde"], query)
            warnings.extend([warning] if warning else [])
        request = SearchRequest(
            query=query, namespace=ns, limit=limit,
            kinds=tuple(k.value for k in kinds) if kinds else SearchRequest.__dataclass_fields__["kinds"].default,
            intents=tuple(i.value for i in intents or ()), tags=tuple(tags or ()), since=since, until=until,
            as_of=as_of, hyde_text=hyde_text, expand=expand, include_superseded=include_superseded)
        result = await _call(info, memory.search, request)
        return SearchResult(hits=[Hit.of(h) for h in result.hits], took_ms=result.took_ms,
                            hyde_text=hyde_text, warnings=warnings + result.warnings)

    @strawberry.field(description="Prompt-ready memory for a query, within budgetTokens.")
    async def context(self, info: Info, query: str, namespace: str | None = None, budget_tokens: int = 500) -> ContextPack:
        pack = await _call(info, info.context["memory"].context, query, _ns(info, namespace), budget_tokens)
        return ContextPack(text=pack.text, tokens=pack.tokens, hits=[Hit.of(h) for h in pack.hits])

    @strawberry.field(description="Every fact about an entity, oldest first, with validity.")
    async def timeline(self, info: Info, entity: str, namespace: str | None = None, predicate: str | None = None) -> list[Fact]:
        facts = await _call(info, info.context["memory"].timeline, entity, _ns(info, namespace), predicate)
        return [Fact.of(f) for f in facts]

    @strawberry.field(description="The fact(s) that the one naming the entity replaced, newest first.")
    async def before(self, info: Info, entity: str, namespace: str | None = None, predicate: str | None = None) -> list[Fact]:
        facts = await _call(info, info.context["memory"].before, entity, _ns(info, namespace), predicate)
        return [Fact.of(f) for f in facts]

    @strawberry.field(description="The fact(s) that replaced the one naming the entity.")
    async def after(self, info: Info, entity: str, namespace: str | None = None, predicate: str | None = None) -> list[Fact]:
        facts = await _call(info, info.context["memory"].after, entity, _ns(info, namespace), predicate)
        return [Fact.of(f) for f in facts]

    @strawberry.field
    async def idea(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Idea | None:
        row = await _call(info, info.context["memory"].idea, str(id), _ns(info, namespace))
        return Idea.of(row) if row else None

    @strawberry.field(description="A session by its source id, with turns and spans.")
    async def session(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Session | None:
        row = await _call(info, info.context["memory"].session, str(id), _ns(info, namespace))
        if row is None:
            return None
        return Session(
            id=strawberry.ID(row["external_id"]), title=row["title"], source=row["source"],
            started_at=_native(row["started_at"]), ended_at=_native(row["ended_at"]), tags=row["tags"],
            turns=[Turn(external_id=t["external_id"], role=t["role"], speaker=t["speaker"], text=t["text"],
                        at=_native(t["at"])) for t in row["turns"]],
            spans=[Span(id=strawberry.ID(s["id"]), level=s["level"], summary=s["summary"],
                        start_seq=s["start_seq"], end_seq=s["end_seq"]) for s in row["spans"]])

    @strawberry.field
    async def stats(self, info: Info, namespace: str | None = None) -> Stats:
        ns = _ns(info, namespace)
        counts = await _call(info, info.context["memory"].stats, ns)
        return Stats(namespace=ns, **counts)

    @strawberry.field(description="The namespace's newest sessions, with turn and idea counts.")
    async def recent_sessions(self, info: Info, namespace: str | None = None, limit: int = 10) -> list[SessionSummary]:
        rows = await _call(info, info.context["memory"].recent_sessions, _ns(info, namespace), limit)
        return [SessionSummary.of(r) for r in rows]

    @strawberry.field(description="The namespace's newest ideas, optionally of some intents only.")
    async def recent_ideas(self, info: Info, namespace: str | None = None, limit: int = 10,
                           intents: list[Intent] | None = None) -> list[Idea]:  # type: ignore[valid-type]
        rows = await _call(info, info.context["memory"].recent_ideas, _ns(info, namespace), limit,
                           [i.value for i in intents or []])
        return [Idea.of(r) for r in rows]


@strawberry.type
class Mutation:
    @strawberry.mutation(description="Ingest a REST-style payload (session summary and decisions).")
    async def ingest(self, info: Info, input: IngestInput) -> IngestReport:
        payload = _payload_object(input.payload)
        report = await _call(info, info.context["memory"].ingest_payload, payload, _ns(info, input.namespace))
        return IngestReport(namespace=report.namespace, added=report.added, totals=report.totals,
                            problems=report.problems, turns_processed=report.turns_processed, seconds=report.seconds)

    @strawberry.mutation(description="Store an explicit memory with high importance.")
    async def remember(self, info: Info, text: str, namespace: str | None = None, intent: Intent | None = None,  # type: ignore[valid-type]
                       tags: list[str] | None = None) -> Idea:
        row = await _call(info, info.context["memory"].remember, text, _ns(info, namespace),
                          intent.value if intent else None, tags)
        return Idea.of(row)

    @strawberry.mutation(description="End a fact's validity at `at` (default now); the fact is kept.")
    async def invalidate_fact(self, info: Info, id: strawberry.ID, at: datetime | None = None,
                              namespace: str | None = None) -> Fact:
        fact = await _call(info, info.context["memory"].invalidate_fact, str(id), _ns(info, namespace), at)
        return Fact.of(fact)

    @strawberry.mutation(description="Delete a session (by its source id) or an idea, with everything "
                                     "derived from it and its index entries. Give exactly one of the ids.")
    async def forget(self, info: Info, session_id: strawberry.ID | None = None, idea_id: strawberry.ID | None = None,
                     namespace: str | None = None) -> ForgetReport:
        ns = _ns(info, namespace)
        deleted = await _call(info, info.context["memory"].forget, ns,
                              None if session_id is None else str(session_id), None if idea_id is None else str(idea_id))
        return ForgetReport.of(ns, deleted)


def _mask(error: Any) -> bool:
    # graphmem's own errors and GraphQL's (a variable of the wrong type) speak to the client;
    # anything else is a bug, logged in full and shown only as "internal error".
    original = getattr(error, "original_error", None)
    return original is not None and not isinstance(original, (GraphmemError, GraphQLError))


class MemorySchema(strawberry.Schema):
    """The schema; a request refused for the client's own reasons costs the log one line."""

    def process_errors(self, errors: list[GraphQLError], execution_context: Any = None) -> None:
        """Log bugs in full (with their traceback); refusals and bad input as one line, without the query."""
        told = list(dict.fromkeys(" ".join(e.message.split())[:200] for e in errors if not _mask(e)))
        if told:
            denied = any(isinstance(e.original_error, AccessDenied) for e in errors)
            log.log(logging.WARNING if denied else logging.INFO, "GraphQL request refused: %s", "; ".join(told))
        super().process_errors([e for e in errors if _mask(e)], execution_context)


# The limiters' rule classes made once: the validation cache's key holds the rules, and a
# limiter built per request would bring new classes every time.
LIMIT_RULES = [*QueryDepthLimiter(max_depth=8).validation_rules,
               *MaxAliasesLimiter(max_alias_count=15).validation_rules]

schema = MemorySchema(
    query=Query,
    mutation=Mutation,
    # Agents send the same few documents with new variables: each is parsed and validated once
    # (the token limit is a parse option, so it is part of the parse cache's key). Validation was
    # 82% of strawberry's time for a search request (benchmarks/README.md §4).
    extensions=[
        lambda: ParserCache(maxsize=256),
        lambda: AddValidationRules(LIMIT_RULES),
        lambda: ValidationCache(maxsize=256),
        lambda: MaxTokensLimiter(max_token_count=2000),
        lambda: MaskErrors(should_mask_error=_mask, error_message="internal error; see the server log"),
    ],
)
