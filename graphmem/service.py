"""The one facade every shell (GraphQL, REST, CLI, MCP, hooks) calls: memory operations by name."""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graphmem import neo4j_local
from graphmem.config import Settings, load_settings
from graphmem.embed import Embedder, get_embedder
from graphmem.errors import BadInput, GraphmemError, NotConfigured
from graphmem.ingest.consolidate import ConsolidationReport, consolidate, consolidation_runs, undo_consolidation
from graphmem.ingest.ideas import REMEMBERED_KIND
from graphmem.ingest.pipeline import IngestReport, ingest_paths, ingest_sessions, log_sessions, resume
from graphmem.ingest.reflect import Reflection, reflect
from graphmem.ingest.sources import parse_rest_payload
from graphmem.lifecycle.access import AccessLog
from graphmem.lifecycle.prune import PrunedIdea, prune, restore
from graphmem.ingest.mcp_import import McpImport, import_mcp_memory
from graphmem.ingest.sources.graph_export import write_export
from graphmem.ingest.sources.mcp_memory import parse_mcp_memory
from graphmem.model import Intent, SessionRecord, TurnRecord
from graphmem.retrieve.empty_answers import EmptyAnswer, why_namespace_empty, why_no_facts, why_no_hits
from graphmem.retrieve.context import ContextPack, build_context
from graphmem.retrieve.core import BUDGET_CHARS as CORE_BUDGET_CHARS, CoreMemory, build_core
from graphmem.retrieve.wake_up import build_wake_up, named_budgets
from graphmem.retrieve.request import SearchRequest, SearchResult
from graphmem.retrieve.search import search
from graphmem.retrieve.taxonomy import Taxonomy, build_taxonomy
from graphmem.retrieve.timeline import Fact, after, before, timeline
from graphmem.retrieve.topics import TopicSpan, list_topics, time_window
from graphmem.store.driver import Store
from graphmem.store.forget import forget_idea, forget_namespace, forget_session
from graphmem.ids import remembered_turn_id, turn_id
from graphmem.limits import check_tags, distinct
from graphmem.store.ideas import promote_remembered, read_idea
from graphmem.store.recent import recent_ideas, recent_sessions
from graphmem.store.schema import apply_schema, indexes_online
from graphmem.store.identity import Identity, clear_identity, read_identity, set_identity
from graphmem.store.graph_dump import read_graph
from graphmem.store.graph_view import GraphView, neighbourhood, session_graph
from graphmem.store.sessions import read_session, read_turn
from graphmem.store.stats import count_namespace, list_namespaces
from graphmem.store.timeline import invalidate_fact

if TYPE_CHECKING:
    from graphmem.ingest.enrich import EnrichReport

NAMESPACE_MAX = 128
IDENTITY_MAX_CHARS = 4000


def check_namespace(namespace: str) -> str:
    """A namespace is 1-128 printable characters without slashes' meaning; returned stripped."""
    ns = namespace.strip()
    if not ns or len(ns) > NAMESPACE_MAX or not ns.isprintable():
        raise BadInput(f"namespace must be 1-{NAMESPACE_MAX} printable characters, got {namespace[:40]!r}")
    return ns


def _intent(value: str) -> Intent:
    try:
        return Intent(value)
    except ValueError:
        raise BadInput(f"unknown intent {value!r}; use one of: {', '.join(i.value for i in Intent)}") from None


def _check_limit(limit: int) -> int:
    if not 1 <= limit <= 100:
        raise BadInput(f"limit must be between 1 and 100, got {limit}")
    return limit


@dataclass(frozen=True)
class Health:
    """Whether Neo4j answers, the schema's indexes are online and the embedding model is loaded."""

    neo4j: bool
    indexes: bool
    model: bool
    error: str | None = None

    @property
    def ok(self) -> bool:
        """All three hold."""
        return self.neo4j and self.indexes and self.model

    def as_dict(self) -> dict[str, Any]:
        """`{ok, neo4j, indexes, model}`, and `error` when a check failed."""
        checks = {"ok": self.ok, "neo4j": self.neo4j, "indexes": self.indexes, "model": self.model}
        return checks | ({"error": self.error} if self.error else {})


class Memory:
    """graphmem's operations over one Neo4j and one embedder (thread-safe, shared per process)."""

    def __init__(self, settings: Settings | None = None, store: Store | None = None,
                 embedder: Embedder | None = None) -> None:
        self.settings = settings or load_settings()
        self.store = store or Store(self.settings)
        self._embedder = embedder
        self._schema_ready = False
        self._lock = threading.Lock()
        # Search and context answer first; the accesses they count are written right behind.
        self.accesses = AccessLog(self.store)

    @classmethod
    def open(cls, settings: Settings, embedder: Embedder | None = None) -> Memory:
        """Memory on the configured Neo4j, starting graphmem's local server first when it manages one."""
        if settings.manages_local_neo4j:
            neo4j_local.start(settings)
        return cls(settings, embedder=embedder)

    @property
    def embedder(self) -> Embedder:
        """The embedding model, loaded on first use."""
        if self._embedder is None:
            self._embedder = get_embedder(self.settings)
        return self._embedder

    @property
    def model_loaded(self) -> bool:
        """True once the embedding model is loaded (reading this never loads it)."""
        return self._embedder is not None

    def health(self) -> Health:
        """Check Neo4j and its indexes (the model is only reported, never loaded)."""
        neo4j = indexes = False
        error = None
        try:
            self.store.ping()
            neo4j = True
            indexes = indexes_online(self.store)
        except GraphmemError as exc:
            error = str(exc)
        return Health(neo4j, indexes, self.model_loaded, error)

    def ensure_schema(self) -> int:
        """Apply the schema migration once per process; return the statement count."""
        with self._lock:
            count = apply_schema(self.store, self.embedder.dimension)
            self._schema_ready = True
            return count

    @property
    def schema_ready(self) -> bool:
        """True once this process applied the schema."""
        return self._schema_ready

    def _ready(self) -> None:
        if not self._schema_ready:
            self.ensure_schema()

    def _settled(self, namespace: str) -> str:
        """The checked namespace, once the accesses this process recorded in it are written: reads of
        access counts and what they decide see every search answered before them."""
        ns = check_namespace(namespace)
        self.accesses.settle(ns)
        return ns

    def close(self) -> None:
        """Write the accesses still queued, then release the Neo4j connections."""
        self.accesses.close()
        self.store.close()

    def ingest(self, paths: list[Path], namespace: str, fmt: str | None = None, progress: Any = None) -> IngestReport:
        """Ingest files (new parts only) into a namespace."""
        self._ready()
        return ingest_paths(self.store, self.embedder, check_namespace(namespace), paths, fmt, progress)

    def export(self, namespace: str, folder: Path, layout: str) -> Path:
        """Write everything needed to rebuild the namespace into `folder` (json or markdown); return its manifest."""
        return write_export(self.store.read(read_graph, self._settled(namespace)), folder, layout)

    def import_mcp_memory(self, path: Path, namespace: str) -> McpImport:
        """Import an MCP memory server's knowledge graph file (idempotent)."""
        self._ready()
        return import_mcp_memory(self.store, self.embedder, check_namespace(namespace), parse_mcp_memory(path))

    def ingest_payload(self, payload: dict[str, Any], namespace: str) -> IngestReport:
        """Ingest the REST payload {session_summary, key_decisions[], domain, ...}."""
        self._ready()
        session = parse_rest_payload(payload, datetime.now(timezone.utc))
        return ingest_sessions(self.store, self.embedder, check_namespace(namespace), [session])

    def log_payload(self, payload: dict[str, Any], namespace: str) -> dict[str, int]:
        """Store a REST payload's turns unprocessed (durable); `resume` finishes them later."""
        self._ready()
        session = parse_rest_payload(payload, datetime.now(timezone.utc))
        if not session.turns:
            return {"sessions": 0, "turns": 0}
        log_sessions(self.store, check_namespace(namespace), [session])
        return {"sessions": 1, "turns": len(session.turns)}

    def resume(self, namespace: str) -> IngestReport:
        """Finish turns an interrupted ingest left unprocessed."""
        self._ready()
        return resume(self.store, self.embedder, check_namespace(namespace))

    def enrich(self, namespace: str, limit: int | None = None, progress: Any = None) -> EnrichReport:
        """Let the configured LLM add ideas, entities and facts from turns it has not read (at most `limit`)."""
        # Imported here: the LLM client (httpx, pydantic) costs a short-lived command line half a second.
        from graphmem.ingest.enrich import enrich_namespace

        self.require_llm("enrichment")
        self._ready()
        return enrich_namespace(self.store, self.embedder, self.settings, check_namespace(namespace), limit, progress)

    def enrich_with_graphiti(self, namespace: str, limit: int | None = None) -> Any:
        """Run graphiti-core's add_episode over unsent turns (at most `limit` episodes), group_id = namespace."""
        from graphmem.integrations.graphiti_adapter import enrich_with_graphiti

        self.require_llm("graphiti enrichment")
        self._ready()
        return enrich_with_graphiti(self.settings, check_namespace(namespace), limit,
                                    embedder=self.embedder, store=self.store)

    def remember(self, text: str, namespace: str, intent: str | None = None, tags: list[str] | None = None) -> dict[str, Any]:
        """Store an explicit memory as one high-importance idea with the intent asked for (else its own)."""
        self._ready()
        text = text.strip()
        if not text:
            raise BadInput("text to remember must not be empty")
        if len(text) > 20_000:
            raise BadInput("text to remember is longer than 20000 characters")
        chosen = _intent(intent) if intent else None
        now = datetime.now(timezone.utc)
        ns = check_namespace(namespace)
        session = SessionRecord(external_id=f"remember/{now.date().isoformat()}", source="remember",
                                title="Remembered notes", started_at=now, tags=list(check_tags(tags or [])))
        external = remembered_turn_id(ns, text)
        session.turns.append(TurnRecord(session.external_id, external, int(now.timestamp() * 1000), "user",
                                        "user", text, now, kind=REMEMBERED_KIND,
                                        intent=chosen.value if chosen else None))
        ingest_sessions(self.store, self.embedder, ns, [session])
        return self.store.write(promote_remembered, ns, turn_id(ns, session.external_id, external),
                                chosen.value if chosen else None)

    def search(self, request: SearchRequest) -> SearchResult:
        """Hybrid search (see retrieve/search), with HyDE when the request asks for it; the ideas
        returned count as accessed."""
        self._ready()
        ns = check_namespace(request.namespace)
        result = search(self.store, self.embedder, self.settings, replace(request, namespace=ns))
        self.accesses.with_unwritten(ns, result.hits)
        self.accesses.record(ns, result.hits)
        return result

    def context(self, query: str, namespace: str, budget_tokens: int = 500) -> ContextPack:
        """A token-budgeted context pack for an agent prompt; the ideas in it count as accessed."""
        self._ready()
        ns = check_namespace(namespace)
        pack = build_context(self.store, self.embedder, self.settings, query, ns, budget_tokens)
        self.accesses.with_unwritten(ns, pack.hits)
        self.accesses.record(ns, pack.hits)
        return pack

    def prune(self, namespace: str, below: float, dry_run: bool = False) -> list[PrunedIdea]:
        """Archive the ideas weaker than `below` (dry run: only list them), weakest first; nothing is deleted."""
        return prune(self.store, self._settled(namespace), below, dry_run)

    def unarchive(self, idea_id: str, namespace: str) -> dict[str, Any]:
        """Bring an archived idea back into default search, and return it."""
        return restore(self.store, self._settled(namespace), idea_id)

    def wake_up(self, namespace: str, query: str = "", budget_tokens: int | None = None,
                budgets: dict[str, int | None] | None = None) -> ContextPack:
        """Layered context for a session's start: identity, core memory, current topic, and search
        when there is a query; each layer within its budget (tokens, by layer name), all within the
        total (default GRAPHMEM_WAKE_UP_TOKENS)."""
        self._ready()
        total = self.settings.wake_up_tokens if budget_tokens is None else budget_tokens
        return build_wake_up(self.store, self.embedder, self.settings, self._settled(namespace), query, total,
                             named_budgets(budgets or {}))

    def core(self, namespace: str, budget_chars: int | None = None) -> CoreMemory:
        """The namespace's strongest current memories as markdown sections, at most budget_chars
        characters (default CORE_BUDGET_CHARS)."""
        return build_core(self.store, self._settled(namespace),
                          CORE_BUDGET_CHARS if budget_chars is None else budget_chars)

    def identity(self, namespace: str) -> Identity | None:
        """The namespace's identity text, or None when none is set."""
        return self.store.read(read_identity, check_namespace(namespace))

    def set_identity(self, text: str, namespace: str) -> Identity:
        """Make `text` the namespace's identity (shown first at wake-up); setting it again changes nothing."""
        text = text.strip()
        if not text or len(text) > IDENTITY_MAX_CHARS:
            raise BadInput(f"identity text must be 1-{IDENTITY_MAX_CHARS} characters, got {len(text)}; "
                           "`graphmem identity clear` removes it")
        return self.store.write(set_identity, check_namespace(namespace), text)

    def clear_identity(self, namespace: str) -> bool:
        """Remove the namespace's identity; True when there was one."""
        return self.store.write(clear_identity, check_namespace(namespace))

    def timeline(self, entity: str, namespace: str, predicate: str | None = None) -> list[Fact]:
        """Every fact about an entity in time order."""
        return timeline(self.store, check_namespace(namespace), entity, predicate)

    def before(self, entity: str, namespace: str, predicate: str | None = None) -> list[Fact]:
        """What the entity replaced."""
        return before(self.store, check_namespace(namespace), entity, predicate)

    def after(self, entity: str, namespace: str, predicate: str | None = None) -> list[Fact]:
        """What replaced the entity."""
        return after(self.store, check_namespace(namespace), entity, predicate)

    def invalidate_fact(self, fact_id: str, namespace: str, at: datetime | None = None) -> Fact:
        """End a fact's validity (kept for history)."""
        at = at or datetime.now(timezone.utc)
        row = self.store.write(invalidate_fact, check_namespace(namespace), fact_id,
                               at if at.tzinfo else at.replace(tzinfo=timezone.utc))
        if row is None:
            raise BadInput(f"no fact with id {fact_id!r} in namespace {namespace!r}")
        return Fact.from_row(row)

    def why_no_facts(self, entity: str, namespace: str, predicate: str | None = None,
                     question: str = "timeline") -> EmptyAnswer:
        """Why `timeline`/`before`/`after` (the question) found no fact about the entity, and what would add one."""
        return why_no_facts(self.store, self.settings, check_namespace(namespace), entity, predicate, question)

    def why_no_hits(self, namespace: str) -> EmptyAnswer:
        """Why a search of the namespace found nothing, and what to try."""
        return why_no_hits(self.store, check_namespace(namespace))

    def why_empty(self, namespace: str) -> EmptyAnswer | None:
        """Why the namespace answers nothing at all (None: it holds processed memory)."""
        return why_namespace_empty(self.store, check_namespace(namespace))

    def stats(self, namespace: str) -> dict[str, int]:
        """Counts of the namespace's nodes and relations."""
        return self.store.read(count_namespace, check_namespace(namespace))

    def namespaces(self) -> dict[str, int]:
        """Every namespace with its session count (GraphQL lists them only in local mode; a key sees its own)."""
        return self.store.read(list_namespaces)

    def idea(self, idea_id: str, namespace: str) -> dict[str, Any] | None:
        """One idea by id with its provenance, or None."""
        return self.store.read(read_idea, self._settled(namespace), idea_id)

    def session(self, session_external_id: str, namespace: str) -> dict[str, Any] | None:
        """One session by its source id, with its turns, or None."""
        return self.store.read(read_session, check_namespace(namespace), session_external_id)

    def turn(self, turn_external_id: str, namespace: str, session: str | None = None) -> dict[str, Any] | None:
        """One turn by its own id (within `session` when given) with its session's id, or None."""
        return self.store.read(read_turn, check_namespace(namespace), turn_external_id, session)

    def neighbourhood(self, ids: list[str], namespace: str) -> GraphView:
        """The graph one step around ideas, spans, entities, facts or turns given by id (at most 100)."""
        return self.store.read(neighbourhood, check_namespace(namespace), list(distinct(ids, "ids", limit=100)))

    def session_graph(self, session_external_id: str, namespace: str) -> GraphView | None:
        """A session's spans and ideas with what they link to and the facts it states, or None."""
        return self.store.read(session_graph, check_namespace(namespace), session_external_id)

    def recent_sessions(self, namespace: str, limit: int = 10) -> list[dict[str, Any]]:
        """The namespace's newest sessions with turn and idea counts (limit 1-100)."""
        return self.store.read(recent_sessions, check_namespace(namespace), _check_limit(limit))

    def recent_ideas(self, namespace: str, limit: int = 10, intents: list[str] | None = None) -> list[dict[str, Any]]:
        """The namespace's newest ideas, optionally of the given intents only (limit 1-100)."""
        chosen = list(distinct(intents or [], "intents", [i.value for i in Intent]))
        return self.store.read(recent_ideas, check_namespace(namespace), _check_limit(limit), chosen)

    def topics(self, namespace: str, session: str | None = None, since: datetime | None = None,
               until: datetime | None = None, last: str | None = None, limit: int = 100) -> list[TopicSpan]:
        """The namespace's topic spans (of one session, by source id, when given) overlapping a time
        window, oldest first; `last` ("week", "3 days") counts back from `until`, else from now."""
        since, until = time_window(since, until, last)
        return list_topics(self.store, check_namespace(namespace), session, since, until, limit)

    def taxonomy(self, namespace: str) -> Taxonomy:
        """The namespace's areas (topics grouped by subject, named by their characteristic entities) with counts."""
        return build_taxonomy(self.store, check_namespace(namespace))

    def reflect(self, namespace: str, readable: list[str]) -> Reflection:
        """Write the namespace's insight memories (idempotent), comparing it only with `readable`
        namespaces: the ones the caller may read."""
        self._ready()
        return reflect(self.store, self.embedder, self.settings, self._settled(namespace),
                       [check_namespace(n) for n in readable])

    def forget(self, namespace: str, session: str | None = None, idea: str | None = None,
               all: bool = False) -> dict[str, int]:
        """Delete one session (by its source id), one idea, or the whole namespace (`all`);
        return what was deleted by kind. Memories other sessions shared are extracted again."""
        ns = check_namespace(namespace)
        if sum((session is not None, idea is not None, all)) != 1:
            raise BadInput("forget needs exactly one of: a session id, an idea id, or all (the whole namespace)")
        if all:
            return forget_namespace(self.store, ns)
        deleted = (forget_session(self.store, ns, session) if session is not None
                   else forget_idea(self.store, ns, str(idea)))
        if deleted is None:
            what = f"session {session!r}" if session is not None else f"idea {idea!r}"
            raise BadInput(f"no {what} in namespace {ns!r}; `graphmem stats --namespace {ns}` shows what it holds")
        # Re-extract turns whose shared memories went, rebuild spans and fact validity chains.
        deleted["reprocessed_turns"] = self.resume(ns).turns_processed
        return deleted

    def consolidate(self, namespace: str, dry_run: bool = False) -> ConsolidationReport:
        """Merge near-duplicate entities and ideas, close replaced facts, link contradictions, recompute
        importance (recorded, undoable); `dry_run` only lists the changes. Needs no embedding model."""
        return consolidate(self.store, check_namespace(namespace), dry_run)

    def consolidation_runs(self, namespace: str, limit: int = 20) -> list[dict[str, Any]]:
        """Past consolidation runs of the namespace, newest first (limit 1-100)."""
        return consolidation_runs(self.store, check_namespace(namespace), _check_limit(limit))

    def undo_consolidation(self, run_id: str, namespace: str) -> int:
        """Restore the graph as before a consolidation run; return how many changes were undone."""
        return undo_consolidation(self.store, check_namespace(namespace), run_id)

    def require_llm(self, feature: str) -> None:
        """Raise NotConfigured naming the feature when no LLM endpoint is set."""
        if not self.settings.llm_configured:
            raise NotConfigured(f"{feature} needs an LLM: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
