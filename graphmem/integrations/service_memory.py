"""Memory for short-lived shells (the command line, the MCP server): the running service when it
serves the same store, else Neo4j directly with the light embedder (embed_light.py).

The service has the model loaded, so a search through it costs one HTTP round trip instead of
seconds of start-up. ServiceMemory asks it over GraphQL and returns the records Memory returns
(SearchResult, ContextPack, Fact, the remembered idea), so a shell prints the same either way.
With API keys configured it sends the key bound to the namespace asked for; a namespace no key
names, or a keyed service asked without keys, is read directly, as before the service existed
(the shell holds the Neo4j settings itself).
"""

from __future__ import annotations

import threading
from dataclasses import fields
from datetime import datetime
from typing import TYPE_CHECKING, Any

from graphmem.api.auth import MISSING_KEY
from graphmem.config import Settings
from graphmem.errors import GraphmemError
from graphmem.integrations.service_client import (
    ServiceUnreachable,
    api_key_for,
    graphql,
    service_shares_store,
    service_url,
)
from graphmem.model import Intent
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.records import ContextPack, Fact
from graphmem.retrieve.request import SearchRequest, SearchResult
from graphmem.store.hits import HitKind, SearchHit

if TYPE_CHECKING:
    from graphmem.retrieve.empty_answers import EmptyAnswer
    from graphmem.service import Memory

# Seconds beyond the service's own request timeout before the client gives up.
TIMEOUT_MARGIN_S = 5.0


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(word.title() for word in rest)


HIT_FIELDS = {_camel(f.name): f.name for f in fields(SearchHit)}
FACT_FIELDS = {_camel(f.name): f.name for f in fields(Fact)}
HIT_SELECTION = " ".join(HIT_FIELDS)
FACT_SELECTION = " ".join(FACT_FIELDS)
# What Memory.remember returns (store/ideas.py IDEA_FIELDS), in its order.
IDEA_FIELDS = {_camel(name): name for name in ("id", "intent", "text", "importance", "confidence", "at", "mentions",
                                                 "superseded", "tags", "source_turn_ids", "session_id", "entities")}
# Asked after the relations, as store/ideas.py returns them.
IDEA_LIFECYCLE_FIELDS = {_camel(name): name for name in ("steps", "preconditions", "postconditions", "access_count",
                                                           "last_accessed_at", "archived_at", "strength")}
IDEA_SELECTION = " ".join(IDEA_FIELDS) + " relations { relation id text } " + " ".join(IDEA_LIFECYCLE_FIELDS)

SEARCH = f"""query Search($query: String!, $namespace: String, $limit: Int!, $recipe: Recipe!,
  $kinds: [HitKind!], $intents: [Intent!], $tags: [String!], $since: DateTime, $until: DateTime,
  $asOf: DateTime, $hyde: Boolean!, $expand: Int, $includeSuperseded: Boolean!, $includeArchived: Boolean!) {{
  search(query: $query, namespace: $namespace, limit: $limit, recipe: $recipe, kinds: $kinds,
         intents: $intents, tags: $tags, since: $since, until: $until, asOf: $asOf, hyde: $hyde,
         expand: $expand, includeSuperseded: $includeSuperseded, includeArchived: $includeArchived) {{
    hits {{ {HIT_SELECTION} }} tookMs hydeText warnings }} }}"""
CONTEXT = f"""query Context($query: String!, $namespace: String, $budgetTokens: Int!) {{
  context(query: $query, namespace: $namespace, budgetTokens: $budgetTokens) {{
    text tokens hits {{ {HIT_SELECTION} }} }} }}"""
FACTS = {kind: f"""query Facts($entity: String!, $namespace: String, $predicate: String) {{
  {kind}(entity: $entity, namespace: $namespace, predicate: $predicate) {{ {FACT_SELECTION} }} }}"""
         for kind in ("timeline", "before", "after")}
REMEMBER = f"""mutation Remember($text: String!, $namespace: String, $intent: Intent, $tags: [String!]) {{
  remember(text: $text, namespace: $namespace, intent: $intent, tags: $tags) {{ {IDEA_SELECTION} }} }}"""


def open_memory(settings: Settings) -> Memory | ServiceMemory:
    """The running service when it answers for this store, else Memory on Neo4j (light embedder)."""
    return ServiceMemory(settings) if service_shares_store(settings) else direct_memory(settings)


def direct_memory(settings: Settings) -> Memory:
    """Memory on Neo4j that embeds with the ONNX export when there is a checked one (no torch)."""
    from graphmem.embed_light import light_embedder
    from graphmem.service import Memory

    return Memory.open(settings, embedder=light_embedder(settings))


def answered_by(memory: Any) -> str:
    """Which path a shell's Memory takes, in words (what `--verbose` prints)."""
    if isinstance(memory, ServiceMemory):
        if memory.bypassed is None:
            return f"the graphmem service at {service_url(memory.settings)}"
        return f"{answered_by(memory.direct)} ({memory.bypassed})"
    runtime = getattr(memory.embedder, "query_runtime", "torch") if memory.model_loaded else "none (not needed)"
    return f"Neo4j at {memory.settings.effective_neo4j_uri} directly, query embedding on {runtime}"


class ServiceMemory:
    """The Memory operations of the fast commands, asked of the running service over GraphQL."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._direct: Memory | None = None
        self._lock = threading.Lock()  # the MCP server calls tools from several threads
        # Why the last call was answered from Neo4j instead (None: the service answered it).
        self.bypassed: str | None = None

    @property
    def direct(self) -> Memory:
        """Memory on Neo4j, opened on first use (empty-answer notes, namespaces no key names)."""
        with self._lock:
            if self._direct is None:
                self._direct = direct_memory(self.settings)
            return self._direct

    def close(self) -> None:
        """Release the direct Neo4j connections, if any were opened."""
        if self._direct is not None:
            self._direct.close()

    def _ask(self, namespace: str, query: str, variables: dict[str, Any]) -> dict[str, Any] | None:
        """The query's data, or None (answer directly) when the configured keys bind no key to the
        namespace or the service no longer answers."""
        key = api_key_for(self.settings, namespace)
        if key is None and self.settings.api_key_namespaces():
            self.bypassed = f"no API key in GRAPHMEM_API_KEYS names namespace {namespace!r}"
            return None
        try:
            data = graphql(self.settings, query, {"namespace": namespace, **variables},
                           self.settings.request_timeout_s + TIMEOUT_MARGIN_S, key)
        except ServiceUnreachable:
            # Stopped since it was found (a long-lived MCP server outlives it): answer directly;
            # remember is idempotent, so a write the service may have made is not doubled.
            self.bypassed = "the service stopped answering"
            return None
        except GraphmemError as exc:
            if key is not None or str(exc) != MISSING_KEY:
                raise
            # A keyed service, and no keys here: read Neo4j directly, as without a service.
            self.bypassed = "the service wants an API key and GRAPHMEM_API_KEYS names none here"
            return None
        self.bypassed = None
        return data

    def search(self, request: SearchRequest) -> SearchResult:
        """Hybrid search, as Memory.search."""
        recipe = _recipe_of(request)
        data = self._ask(request.namespace, SEARCH, _search_variables(request, recipe)) if recipe else None
        if data is None:
            return self.direct.search(request)
        found = data["search"]
        return SearchResult(hits=[_hit(h) for h in found["hits"]], took_ms=found["tookMs"],
                            hyde_text=found["hydeText"], warnings=found["warnings"])

    def context(self, query: str, namespace: str, budget_tokens: int = 500) -> ContextPack:
        """A token-budgeted context pack, as Memory.context."""
        data = self._ask(namespace, CONTEXT, {"query": query, "budgetTokens": budget_tokens})
        if data is None:
            return self.direct.context(query, namespace, budget_tokens)
        pack = data["context"]
        return ContextPack(text=pack["text"], tokens=pack["tokens"], hits=[_hit(h) for h in pack["hits"]])

    def _facts(self, kind: str, entity: str, namespace: str, predicate: str | None) -> list[Fact]:
        data = self._ask(namespace, FACTS[kind], {"entity": entity, "predicate": predicate})
        if data is None:
            return list(getattr(self.direct, kind)(entity, namespace, predicate))
        return [_fact(row) for row in data[kind]]

    def timeline(self, entity: str, namespace: str, predicate: str | None = None) -> list[Fact]:
        """Every fact about an entity in time order."""
        return self._facts("timeline", entity, namespace, predicate)

    def before(self, entity: str, namespace: str, predicate: str | None = None) -> list[Fact]:
        """What the entity replaced."""
        return self._facts("before", entity, namespace, predicate)

    def after(self, entity: str, namespace: str, predicate: str | None = None) -> list[Fact]:
        """What replaced the entity."""
        return self._facts("after", entity, namespace, predicate)

    def remember(self, text: str, namespace: str, intent: str | None = None,
                 tags: list[str] | None = None) -> dict[str, Any]:
        """Store an explicit memory; the idea as Memory.remember returns it."""
        chosen = _intent_name(intent) if intent else None
        data = self._ask(namespace, REMEMBER, {"text": text, "intent": chosen, "tags": tags})
        if data is None:
            return self.direct.remember(text, namespace, intent, tags)
        idea = {{**IDEA_FIELDS, **IDEA_LIFECYCLE_FIELDS}.get(k, k): v for k, v in data["remember"].items()}
        moments = {name: _stored_datetime(idea[name]) for name in ("at", "last_accessed_at", "archived_at") if idea[name]}
        return {**idea, **moments}

    def why_no_hits(self, namespace: str) -> EmptyAnswer:
        """Why a search found nothing (read from Neo4j: the service has no such query)."""
        return self.direct.why_no_hits(namespace)

    def why_no_facts(self, entity: str, namespace: str, predicate: str | None = None,
                     question: str = "timeline") -> EmptyAnswer:
        """Why a fact question found nothing (read from Neo4j)."""
        return self.direct.why_no_facts(entity, namespace, predicate, question)

    def stats(self, namespace: str) -> dict[str, int]:
        """Counts of the namespace's nodes and relations (read from Neo4j)."""
        return self.direct.stats(namespace)

    def invalidate_fact(self, fact_id: str, namespace: str, at: datetime | None = None) -> Fact:
        """End a fact's validity (written to Neo4j: it needs no model)."""
        return self.direct.invalidate_fact(fact_id, namespace, at)


def _recipe_of(request: SearchRequest) -> Recipe | None:
    """A recipe with the request's retrievers and no intents of its own (kinds, intents and
    expansion are sent as refinements), or None when no recipe runs those retrievers."""
    return next((r for r in Recipe if r.spec.retrievers == request.retrievers and not r.spec.intents), None)


def _search_variables(request: SearchRequest, recipe: Recipe) -> dict[str, Any]:
    return {"query": request.query, "limit": request.limit, "recipe": recipe.name,
            "kinds": [k.name for k in request.kinds], "intents": [i.name for i in request.intents],
            "tags": list(request.tags), "hyde": request.hyde, "expand": request.expand,
            "includeSuperseded": request.include_superseded, "includeArchived": request.include_archived,
            **{name: value.isoformat() if value else None
               for name, value in (("since", request.since), ("until", request.until), ("asOf", request.as_of))}}


def _intent_name(intent: str) -> str:
    try:
        return Intent(intent).name
    except ValueError:
        # The service names the valid intents in its error, as Memory does.
        return intent


def _when(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _hit(row: dict[str, Any]) -> SearchHit:
    values = {HIT_FIELDS[k]: v for k, v in row.items()}
    values["kind"] = HitKind[values["kind"]]
    for name in ("at", "valid_from", "valid_to", "archived_at"):
        values[name] = _when(values[name])
    return SearchHit(**values)


def _fact(row: dict[str, Any]) -> Fact:
    values = {FACT_FIELDS[k]: v for k, v in row.items()}
    return Fact(**{**values, "valid_from": _when(values["valid_from"]), "valid_to": _when(values["valid_to"])})


def _stored_datetime(value: str | None) -> str | None:
    """The idea's time as the direct path prints it: Neo4j's ISO format, with nanoseconds."""
    when = _when(value)
    if when is None:
        return None
    offset = when.strftime("%z")
    return f"{when:%Y-%m-%dT%H:%M:%S}.{when.microsecond:06d}000{offset[:3]}:{offset[3:]}"
