"""GraphQL queries: thin resolvers over graphmem.service.Memory."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import strawberry
from strawberry.types import Info

from graphmem.api.resolving import allowed_namespace, call
from graphmem.api.types import (
    ContextLayer,
    ContextPack,
    CoreMemory,
    Fact,
    Graph,
    HitKind,
    Idea,
    Identity,
    Intent,
    LayerBudgets,
    NamespaceSummary,
    Recipe,
    SearchResult,
    Session,
    SessionSummary,
    Stats,
    Taxonomy,
    TopicSpan,
    Turn,
)
from graphmem.retrieve.recipes import Recipe as RecipeModel
from graphmem.retrieve.request import SearchRequest


@strawberry.type
class Query:
    @strawberry.field(description="Hybrid search over ideas, turns, spans and facts of a namespace: the "
                                  "recipe's, refined by kinds, intents and expand when given.")
    async def search(self, info: Info, query: str, namespace: str | None = None, limit: int = 10,
                     recipe: Recipe = RecipeModel.HYBRID_DEFAULT,  # type: ignore[valid-type]
                     kinds: list[HitKind] | None = None, intents: list[Intent] | None = None,  # type: ignore[valid-type]
                     tags: list[str] | None = None, since: datetime | None = None,
                     until: datetime | None = None, as_of: datetime | None = None, hyde: bool = False,
                     expand: int | None = None, include_superseded: bool = False,
                     include_archived: bool = False) -> SearchResult:
        refinements: dict[str, Any] = {}
        if kinds:
            refinements["kinds"] = tuple(kinds)
        if intents:
            refinements["intents"] = tuple(intents)
        if expand is not None:
            refinements["expand"] = expand
        request = SearchRequest.from_recipe(
            recipe, query, allowed_namespace(info, namespace), limit=limit, tags=tuple(tags or ()), since=since,
            until=until, as_of=as_of, hyde=hyde, include_superseded=include_superseded,
            include_archived=include_archived, **refinements)
        result = await call(info, info.context["memory"].search, request)
        return SearchResult(hits=result.hits, took_ms=result.took_ms, hyde_text=result.hyde_text,
                            warnings=result.warnings)

    @strawberry.field(description="Prompt-ready memory for a query, within budgetTokens. layered: the wake-up "
                                  "context instead, in labelled layers (L0 identity, L1 essentials, L2 current "
                                  "topic, L3 search when a query is given), each within its own budget.")
    async def context(self, info: Info, query: str = "", namespace: str | None = None, budget_tokens: int = 500,
                      layered: bool = False, layer_budgets: LayerBudgets | None = None) -> ContextPack:
        memory = info.context["memory"]
        ns = allowed_namespace(info, namespace)
        if layered:
            budgets = vars(layer_budgets) if layer_budgets else None
            pack = await call(info, memory.wake_up, ns, query, budget_tokens, budgets)
        else:
            pack = await call(info, memory.context, query, ns, budget_tokens)
        return ContextPack(text=pack.text, tokens=pack.tokens, hits=pack.hits,
                           layers=[ContextLayer(**vars(layer)) for layer in pack.layers])

    @strawberry.field(description="Core memory: the strongest current memories as markdown sections, each citing "
                                  "its source, at most budgetChars characters.")
    async def core(self, info: Info, namespace: str | None = None, budget_chars: int | None = None) -> CoreMemory:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].core, allowed_namespace(info, namespace), budget_chars)

    @strawberry.field(description="The namespace's identity text (null when none is set).")
    async def identity(self, info: Info, namespace: str | None = None) -> Identity | None:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].identity, allowed_namespace(info, namespace))

    @strawberry.field(description="Every fact about an entity, oldest first, with validity.")
    async def timeline(self, info: Info, entity: str, namespace: str | None = None,
                       predicate: str | None = None) -> list[Fact]:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].timeline, entity, allowed_namespace(info, namespace), predicate)

    @strawberry.field(description="The fact(s) that the one naming the entity replaced, newest first.")
    async def before(self, info: Info, entity: str, namespace: str | None = None,
                     predicate: str | None = None) -> list[Fact]:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].before, entity, allowed_namespace(info, namespace), predicate)

    @strawberry.field(description="The fact(s) that replaced the one naming the entity.")
    async def after(self, info: Info, entity: str, namespace: str | None = None,
                    predicate: str | None = None) -> list[Fact]:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].after, entity, allowed_namespace(info, namespace), predicate)

    @strawberry.field
    async def idea(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Idea | None:
        row = await call(info, info.context["memory"].idea, str(id), allowed_namespace(info, namespace))
        return Idea.of(row) if row else None

    @strawberry.field(description="A session by its source id, with turns and spans.")
    async def session(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Session | None:
        row = await call(info, info.context["memory"].session, str(id), allowed_namespace(info, namespace))
        return Session.of(row) if row else None

    @strawberry.field(description="A turn by its own id (within sessionId when given), with its session's id.")
    async def turn(self, info: Info, id: strawberry.ID, namespace: str | None = None,
                   session_id: str | None = None) -> Turn | None:
        row = await call(info, info.context["memory"].turn, str(id), allowed_namespace(info, namespace), session_id)
        return Turn.of(row) if row else None

    @strawberry.field(description="The graph one step around ideas, spans, entities, facts or turns given by id "
                                  "(a search's hit ids, a node to expand): at most 100 ids.")
    async def neighbours(self, info: Info, ids: list[strawberry.ID], namespace: str | None = None) -> Graph:
        view = await call(info, info.context["memory"].neighbourhood, [str(i) for i in ids],
                          allowed_namespace(info, namespace))
        return Graph.of(view)

    @strawberry.field(description="A session's spans and ideas, what they link to, and the facts its turns state.")
    async def session_graph(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Graph | None:
        view = await call(info, info.context["memory"].session_graph, str(id), allowed_namespace(info, namespace))
        return Graph.of(view) if view else None

    @strawberry.field(description="The namespaces this caller may open, with their session counts: every one "
                                  "in local mode, only the key's own with API keys.")
    async def namespaces(self, info: Info) -> list[NamespaceSummary]:
        memory = info.context["memory"]
        bound = info.context["bound_namespace"]()
        if bound is not None:
            return [NamespaceSummary(name=bound, sessions=(await call(info, memory.stats, bound))["sessions"])]
        counts = await call(info, memory.namespaces)
        return [NamespaceSummary(name=name, sessions=n) for name, n in counts.items()]

    @strawberry.field
    async def stats(self, info: Info, namespace: str | None = None) -> Stats:
        ns = allowed_namespace(info, namespace)
        counts = await call(info, info.context["memory"].stats, ns)
        return Stats(namespace=ns, **counts)

    @strawberry.field(description="The namespace's newest sessions, with turn and idea counts.")
    async def recent_sessions(self, info: Info, namespace: str | None = None, limit: int = 10) -> list[SessionSummary]:
        rows = await call(info, info.context["memory"].recent_sessions, allowed_namespace(info, namespace), limit)
        return [SessionSummary.of(r) for r in rows]

    @strawberry.field(description="The namespace's newest ideas, optionally of some intents only.")
    async def recent_ideas(self, info: Info, namespace: str | None = None, limit: int = 10,
                           intents: list[Intent] | None = None) -> list[Idea]:  # type: ignore[valid-type]
        rows = await call(info, info.context["memory"].recent_ideas, allowed_namespace(info, namespace), limit,
                           [i.value for i in intents or []])
        return [Idea.of(r) for r in rows]

    @strawberry.field(description="Topic spans (of one session when sessionId is given) overlapping [since, until), "
                                  "oldest first; last (\"week\", \"3 days\") counts back from until, else now.")
    async def topics(self, info: Info, namespace: str | None = None, session_id: str | None = None,
                     since: datetime | None = None, until: datetime | None = None, last: str | None = None,
                     limit: int = 100) -> list[TopicSpan]:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].topics, allowed_namespace(info, namespace), session_id, since,
                          until, last, limit)

    @strawberry.field(description="The namespace's areas: its topics grouped by subject, named by their most "
                                  "characteristic entities, with span, idea and session counts.")
    async def taxonomy(self, info: Info, namespace: str | None = None) -> Taxonomy:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].taxonomy, allowed_namespace(info, namespace))
