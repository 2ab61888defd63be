"""Hybrid search, orchestrated: HyDE, the ranked lists (planning.py) run side by side, reciprocal
rank fusion and boosts (fuse.py), graph expansion (expand.py), then validity and the limit."""

from __future__ import annotations

import contextvars
import time
from dataclasses import replace
from datetime import datetime, timezone

from graphmem.config import Settings
from graphmem.embed import Embedder
from graphmem.retrieve.diversity import collapse_same_evidence, fold_repeats
from graphmem.retrieve.expand import expand_hits
from graphmem.retrieve.fuse import (
    FusedList,
    apply_boosts,
    favour_said_before,
    fuse_reciprocal_rank,
    rank_facts_among_ideas,
)
from graphmem.retrieve.hyde import hypothetical_answer
from graphmem.store.lucene import to_lucene_terms
from graphmem.retrieve.planning import (
    POOL,
    ListInputs,
    balanced_groups,
    namespace_sizes,
    plan_lists,
    widened,
)
from graphmem.retrieve.query import QueryPlan, Temporal, analyse
from graphmem.retrieve.request import SearchRequest, SearchResult
from graphmem.retrieve.retrievers import Family
from graphmem.retrieve.temporal_answers import NamespaceTimelines, answer_from_facts, first_held
from graphmem.store.driver import Store
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.ranked_lists import Filters, ranked_lists
from graphmem.text.dates import with_resolved_dates

# A search's lists run as this many statements side by side, one per core of the 2-core
# machine measured (benchmarks/README.md §4).
CONCURRENT_STATEMENTS = 2


def gather(store: Store, embedder: Embedder, request: SearchRequest, plan: QueryPlan,
           hyde_text: str | None, timelines: NamespaceTimelines) -> list[FusedList]:
    """Run every retriever the request allows; return their ranked lists, each with its family
    (`timelines` reads the namespace's timelines for a time question's answer)."""
    ns = request.namespace
    want = max(request.limit * 3, 30)
    filters = Filters(request.since, request.until, tuple(i.value for i in request.intents), request.tags,
                      request.include_archived)
    hyde = [hyde_text] if hyde_text else []
    # Facts are about someone: their list is searched with the question as asked, names and all.
    asked = [plan.text] if plan.without_names != plan.text else []
    embedded = [v.tolist() for v in embedder.embed([plan.without_names, *hyde, *asked])]
    vectors, fact_vector = embedded[:1 + len(hyde)], embedded[-1] if asked else embedded[0]
    lucene = to_lucene_terms(" ".join([request.query, *hyde]), plan.name_words)
    lists = plan_lists(ListInputs(request, plan, vectors, lucene, namespace_sizes(store, ns), want, fact_vector))
    groups = balanced_groups(lists, CONCURRENT_STATEMENTS)
    # Each statement runs in this context (copied), so the request's deadline holds for it too.
    pending = [POOL.submit(contextvars.copy_context().run, store.read_statement, ranked_lists, ns, group, want, filters)
               for group in groups[1:]]
    found = store.read_statement(ranked_lists, ns, groups[0], want, filters) if groups else {}
    for future in pending:
        found |= future.result()
    for ranked in lists:
        while (wider := widened(ranked, len(found[ranked.name]), want)) is not None:
            ranked = wider
            found |= store.read_statement(ranked_lists, ns, [ranked], want, filters)
    fused = [(ranked.retriever.family, found[ranked.name]) for ranked in lists]
    if Family.TIMELINE in request.retrievers and plan.temporal is not None and HitKind.FACT in request.kinds:
        answers = answer_from_facts(store, ns, plan, vectors[0], request.as_of, turn_votes(found), timelines)
        fused.append((Family.TIMELINE, answers))
    return fused


def turn_votes(lists: dict[str, list[SearchHit]], k: int = 60) -> dict[str, float]:
    """How strongly the retriever lists point at each source turn: 1 / (k + rank), summed."""
    votes: dict[str, float] = {}
    for hits in lists.values():
        for rank, hit in enumerate(hits, start=1):
            for turn in hit.source_turn_ids:
                votes[turn] = votes.get(turn, 0.0) + 1.0 / (k + rank)
    return votes


def search(store: Store, embedder: Embedder, settings: Settings, request: SearchRequest,
           now: datetime | None = None) -> SearchResult:
    """Hybrid search of one namespace, with a hypothetical answer searched beside the question
    when the request asks for HyDE (a warning instead when no LLM is configured)."""
    started = time.perf_counter()
    hyde_text, warning = hypothetical_answer(settings, request.query) if request.hyde else (None, None)
    timelines = NamespaceTimelines(store, request.namespace)
    plan = analyse(request.query, known=timelines.thing_names)
    ranked = fuse_reciprocal_rank(rank_facts_among_ideas(gather(store, embedder, request, plan, hyde_text, timelines)))
    keep_stale = request.include_superseded or request.as_of is not None
    apply_boosts(ranked, now or datetime.now(timezone.utc), keep_stale)
    if (came := first_held(plan, timelines)) is not None:
        favour_said_before(ranked, came)
    ranked.sort(key=lambda hit: (-hit.score, hit.id))
    if request.expand:
        # Expansion follows relations to memories of every kind: only those asked for are shown.
        ranked = [hit for hit in expand_hits(store, request.namespace, ranked, request.expand, keep_stale)
                  if hit.kind in request.kinds]
    ranked = collapse_same_evidence(ranked)
    if request.as_of is not None:
        ranked = [hit for hit in ranked if _valid_at(hit, request.as_of)]
    timed = plan.temporal is not None
    hits = [replace(hit, score=round(hit.score, 6), text=_dated(hit, timed))
            for hit in fold_repeats(ranked, request.limit)]
    if plan.temporal is Temporal.HISTORY:
        hits = _oldest_first(hits)
    return SearchResult(hits=hits, took_ms=(time.perf_counter() - started) * 1000.0, hyde_text=hyde_text,
                        warnings=[warning] if warning else [])


# The hits an agent reads as the answer: the first page of a search.
ANSWER_PAGE = 5
_UNDATED = datetime.max.replace(tzinfo=timezone.utc)


def _oldest_first(hits: list[SearchHit]) -> list[SearchHit]:
    """A history's answer page in the order things happened, after the fact that tells the whole
    timeline when one leads; the hits past the page keep their rank."""
    lead = 1 if hits and hits[0].kind is HitKind.FACT else 0
    page = sorted(hits[lead:ANSWER_PAGE], key=lambda hit: hit.valid_from or hit.at or _UNDATED)
    return hits[:lead] + page + hits[ANSWER_PAGE:]


def _dated(hit: SearchHit, said_on: bool) -> str:
    """A memory's text with its relative dates resolved against when it was said, opened by that
    day when `said_on` (a time question: "when did we ...?" is often answered by the day something
    was said); a fact's text carries its own dates."""
    if hit.kind is HitKind.FACT:
        return hit.text
    text = with_resolved_dates(hit.text, hit.at)
    return f"({hit.at.date().isoformat()}) {text}" if said_on and hit.at is not None else text


def _valid_at(hit: SearchHit, moment: datetime) -> bool:
    """Facts count only if they held at `moment`; other memories only if they existed by then."""
    start = hit.valid_from or hit.at
    return (start is None or start <= moment) and (hit.valid_to is None or hit.valid_to > moment)
