"""Hybrid search: vector + fulltext + entity retrievers (+ facts for time questions), fused by rank.

Vector indexes in Neo4j 5.26 cannot pre-filter by namespace. A namespace with at most
EXACT_SCAN_MAX nodes of a label is scanned exactly (cosine over its own nodes: true nearest
neighbours, however large the other namespaces are); a larger one asks the index for as many
nodes as its share of the label needs (`index_fetch`) and widens (x4 each round) until enough
hits are in the namespace. Namespace sizes are read in one statement, remembered for SIZE_TTL_S
and then read again in the background; the retriever lists run as CONCURRENT_STATEMENTS
statements of about equal cost side by side (store/search.py `ranked_lists`), not one round trip
per list.

EXACT_SCAN_MAX is where the two cost the same, measured by benchmarks/scale.py (top 30 ideas,
p50, 2 shared cores, query embedding included): 10,000 ideas, exact scan 1,048 ms vs index
208 ms (loaded machine); 100,000 ideas, 2,231 ms vs 66 ms (quieter). Both put the break-even
near 1,700 ideas. Above it the index is faster; below it the scan is also exact.
"""

from __future__ import annotations

import contextvars
import logging
import math
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from graphmem.embed import Embedder
from graphmem.errors import BadInput
from graphmem.limits import check_tags, distinct
from graphmem.model import Intent
from graphmem.retrieve.expand import expand_hits
from graphmem.retrieve.fuse import (
    Candidate,
    apply_boosts,
    collapse_same_evidence,
    fuse_reciprocal_rank,
)
from graphmem.retrieve.lucene import in_field, in_namespace, to_lucene_terms
from graphmem.retrieve.query import QueryPlan, analyse
from graphmem.retrieve.temporal_answers import answer_from_facts
from graphmem.retrieve.timeline import to_datetime
from graphmem.store.driver import Store
from graphmem.store.search import LABEL_OF_KIND, TEXT_FIELD, Filters, RankedList, label_sizes, ranked_lists

KINDS = ("idea", "turn", "span", "fact")
MAX_LIMIT = 100
EXACT_SCAN_MAX = 2000
OVERFETCH_MARGIN = 1.5
MIN_FETCH = 100
# Over-fetch of an index that is not filtered by namespace (facts, dominant fulltext).
OVERFETCH = 10
# Lucene keeps only the namespace's documents (retrieve/lucene.py in_namespace); the margin
# covers namespaces whose names analyse alike ("a-b", "a b"), which Cypher then filters out.
TEXT_MARGIN = 2
MAX_FETCH = 10_000
SIZE_TTL_S = 30.0
# A search's lists run as this many statements side by side, one per core of the 2-core
# machine measured; a statement's relative cost by its body (per-list timings at 100k ideas:
# HNSW 15-20 ms, fulltext 4-8 ms, an exact scan of at most EXACT_SCAN_MAX nodes 2-4 ms).
CONCURRENT_STATEMENTS = 2
LIST_COST = {"vector index": 4.0, "vector facts": 3.0, "fulltext": 1.5, "vector exact": 1.0, "entity": 0.5}
log = logging.getLogger(__name__)
_POOL = ThreadPoolExecutor(max_workers=8, thread_name_prefix="graphmem-search")
_SIZES: dict[tuple[str, str], tuple[float, dict[str, tuple[int, int]]]] = {}
_REFRESHING: set[tuple[str, str]] = set()
_SIZES_LOCK = threading.Lock()


@dataclass(frozen=True)
class SearchRequest:
    """Everything `search` takes; validated on creation."""

    query: str
    namespace: str
    limit: int = 10
    kinds: tuple[str, ...] = KINDS
    intents: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    as_of: datetime | None = None
    hyde_text: str | None = None
    expand: int = 1
    include_superseded: bool = False
    weights: dict[str, float] | None = None
    retrievers: tuple[str, ...] = ("vector", "fulltext", "entity", "timeline")

    def __post_init__(self) -> None:
        if not self.query.strip():
            raise BadInput("query must not be empty")
        if len(self.query) > 4000:
            raise BadInput("query is longer than 4000 characters")
        if not 1 <= self.limit <= MAX_LIMIT:
            raise BadInput(f"limit must be between 1 and {MAX_LIMIT}, got {self.limit}")
        if not 0 <= self.expand <= 3:
            raise BadInput(f"expand must be between 0 and 3, got {self.expand}")
        # A repeated kind would be searched again: one subquery each, in one statement.
        object.__setattr__(self, "kinds", distinct(self.kinds, "kinds", KINDS))
        object.__setattr__(self, "intents", distinct(self.intents, "intents", [i.value for i in Intent]))
        object.__setattr__(self, "tags", check_tags(self.tags))


@dataclass
class SearchHit:
    """One result: a memory with its fused score, provenance and validity."""

    id: str
    kind: str
    text: str
    score: float
    via: list[str]
    source_turn_ids: list[str]
    session_id: str | None
    at: datetime | None
    valid_from: datetime | None
    valid_to: datetime | None
    superseded: bool
    intent: str | None = None
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None


@dataclass
class SearchResult:
    """Hits best first, plus timing, the HyDE text used and warnings."""

    hits: list[SearchHit]
    took_ms: float
    hyde_text: str | None = None
    warnings: list[str] = field(default_factory=list)
    plan: QueryPlan | None = None


def namespace_sizes(store: Store, ns: str) -> dict[str, tuple[int, int]]:
    """Label -> (nodes in the namespace, in the database), remembered SIZE_TTL_S.

    A stale size only changes how a list is fetched, never what it finds: an exact scan is
    exact at any size, and the index path widens until the namespace's own hits are enough.
    So empty labels are remembered too, and are still scanned (an empty scan is one index seek);
    and once SIZE_TTL_S has passed, the search uses the sizes it has while they are read again
    in the background: counting 100k ideas takes longer than the rest of a search.
    """
    key = (store.uri, ns)
    known = _SIZES.get(key)
    if known is None:
        return _read_sizes(store, ns, key)
    if time.monotonic() - known[0] >= SIZE_TTL_S:
        with _SIZES_LOCK:
            start_count = key not in _REFRESHING
            _REFRESHING.add(key)
        if start_count:
            _POOL.submit(_read_sizes, store, ns, key).add_done_callback(_log_failed_count)
    return known[1]


def _log_failed_count(counted: Future[dict[str, tuple[int, int]]]) -> None:
    if counted.exception() is not None:
        log.warning("namespace sizes not counted again (searches keep the last ones): %s", counted.exception())


def _read_sizes(store: Store, ns: str, key: tuple[str, str]) -> dict[str, tuple[int, int]]:
    try:
        sizes = store.read(label_sizes, ns)
        _SIZES[key] = (time.monotonic(), sizes)
        return sizes
    finally:
        with _SIZES_LOCK:
            _REFRESHING.discard(key)


def index_fetch(want: int, in_namespace: int, in_database: int) -> int:
    """How many nodes to ask an index for so that about `want` of them are the namespace's own:
    `want` scaled by the namespace's share of the label, with a margin, at least MIN_FETCH."""
    share = max(in_namespace, 1) / max(in_database, 1)
    return int(min(MAX_FETCH, max(MIN_FETCH, math.ceil(want * OVERFETCH_MARGIN / share))))


def _vector_list(name: str, label: str, vector: list[float], want: int, sizes: tuple[int, int]) -> RankedList:
    if sizes[0] <= EXACT_SCAN_MAX:
        return RankedList(name, f"vector exact {label}", {"vector": vector})
    return RankedList(name, f"vector index {label}", {"vector": vector, "k": index_fetch(want, *sizes)})


def _fulltext_list(name: str, label: str, lucene: str, ns: str, want: int, sizes: tuple[int, int]) -> RankedList:
    # Lucene's namespace clause makes it walk every document of the namespace that matches a
    # word: cheap for a small namespace, but for one holding most of the label (100k ideas:
    # 15 ms against 9 ms) ranking the whole index and filtering after is faster, and with
    # OVERFETCH x over-fetch loses nothing in practice: the others hold under half.
    if sizes[0] * 2 >= sizes[1]:
        return RankedList(name, f"fulltext {label}", {"text": in_field(lucene, TEXT_FIELD[label]),
                                                      "k": want * OVERFETCH})
    return RankedList(name, f"fulltext {label}", {"text": in_namespace(lucene, TEXT_FIELD[label], ns),
                                                  "k": want * TEXT_MARGIN})


def plan_lists(request: SearchRequest, plan: QueryPlan, vectors: list[list[float]], lucene: str,
               sizes: dict[str, tuple[int, int]], want: int) -> list[RankedList]:
    """The ranked lists a request asks for, each with how it is fetched."""
    lists: list[RankedList] = []
    for kind in (k for k in request.kinds if k in LABEL_OF_KIND):
        label = LABEL_OF_KIND[kind]
        if "vector" in request.retrievers:
            lists += [_vector_list(f"vector:{kind}:{i}", label, v, want, sizes[label]) for i, v in enumerate(vectors)]
        if "fulltext" in request.retrievers and lucene:
            lists.append(_fulltext_list(f"fulltext:{kind}", label, lucene, request.namespace, want, sizes[label]))
    if "fact" in request.kinds and not (request.intents or request.tags):
        if "vector" in request.retrievers:
            lists.append(RankedList("vector:fact", "vector facts", {"vector": vectors[0], "k": want * OVERFETCH}))
        if "fulltext" in request.retrievers and lucene:
            lists.append(RankedList("fulltext:fact", "fulltext facts",
                                    {"text": in_namespace(lucene, TEXT_FIELD["fact"], request.namespace),
                                     "k": want * TEXT_MARGIN}))
    if "entity" in request.retrievers and plan.specific_entity_keys and "idea" in request.kinds:
        lists.append(RankedList("entity:idea", "entity ideas", {"keys": plan.specific_entity_keys}))
    return lists


def balanced_groups(lists: list[RankedList], count: int) -> list[list[RankedList]]:
    """Lists dealt into `count` statements of about equal cost (LIST_COST), costliest first."""
    def cost(spec: RankedList) -> float:
        return next(c for prefix, c in LIST_COST.items() if spec.body.startswith(prefix))

    groups: list[list[RankedList]] = [[] for _ in range(count)]
    costs = [0.0] * count
    for spec in sorted(lists, key=lambda spec: -cost(spec)):
        lightest = costs.index(min(costs))
        groups[lightest].append(spec)
        costs[lightest] += cost(spec)
    return [group for group in groups if group]


def gather(store: Store, embedder: Embedder, request: SearchRequest, plan: QueryPlan) -> dict[str, list[dict[str, Any]]]:
    """Run every retriever the request allows; return ranked row lists keyed 'retriever:kind'.

    The lists run as CONCURRENT_STATEMENTS statements of about equal cost, side by side, so
    Neo4j works on more than one core (benchmarks/README.md).
    """
    ns = request.namespace
    want = max(request.limit * 3, 30)
    filters = Filters(request.since, request.until, request.intents, request.tags)
    hyde = [request.hyde_text] if request.hyde_text else []
    vectors = [v.tolist() for v in embedder.embed([plan.without_names, *hyde])]
    lucene = to_lucene_terms(" ".join([request.query, *hyde]), plan.name_words)
    lists = plan_lists(request, plan, vectors, lucene, namespace_sizes(store, ns), want)
    groups = balanced_groups(lists, CONCURRENT_STATEMENTS)
    # Each statement runs in this context (copied), so the request's deadline holds for it too.
    pending = [_POOL.submit(contextvars.copy_context().run, store.read, ranked_lists, ns, group, want, filters)
               for group in groups[1:]]
    found = store.read(ranked_lists, ns, groups[0], want, filters) if groups else {}
    for future in pending:
        found |= future.result()
    for spec in lists:
        # Filters or a namespace that grew since its size was read: widen until enough are its own.
        while spec.body.startswith("vector index") and len(found[spec.name]) < want and spec.params["k"] < MAX_FETCH:
            spec = RankedList(spec.name, spec.body, {**spec.params, "k": min(spec.params["k"] * 4, MAX_FETCH)})
            found |= store.read(ranked_lists, ns, [spec], want, filters)
    if "timeline" in request.retrievers and plan.temporal is not None and "fact" in request.kinds:
        found["timeline:fact"] = answer_from_facts(store, ns, plan, vectors[0], request.as_of)
    return found


def search(store: Store, embedder: Embedder, request: SearchRequest, now: datetime | None = None) -> SearchResult:
    """Hybrid search of one namespace; see the module docstring for how candidates are found."""
    started = time.perf_counter()
    plan = analyse(request.query)
    lists = gather(store, embedder, request, plan)
    fused = fuse_reciprocal_rank(lists, request.weights)
    keep_stale = request.include_superseded or request.as_of is not None
    candidates = list(fused.values())
    apply_boosts(candidates, now or datetime.now(timezone.utc), keep_stale)
    ranked = sorted(candidates, key=lambda c: (-c.score, c.id))
    if request.expand:
        ranked = expand_hits(store, request.namespace, ranked, request.expand, keep_stale)
    ranked = collapse_same_evidence(ranked)
    if request.as_of is not None:
        ranked = [c for c in ranked if _valid_at(c, request.as_of)]
    hits = [_to_hit(c) for c in ranked[: request.limit]]
    return SearchResult(hits=hits, took_ms=(time.perf_counter() - started) * 1000.0, plan=plan)


def _valid_at(candidate: Candidate, moment: datetime) -> bool:
    """Facts count only if they held at `moment`; other memories only if they existed by then."""
    start = to_datetime(candidate.row.get("valid_from")) or to_datetime(candidate.row.get("at"))
    end = to_datetime(candidate.row.get("valid_to"))
    return (start is None or start <= moment) and (end is None or end > moment)


def _to_hit(c: Candidate) -> SearchHit:
    row = c.row
    return SearchHit(
        id=c.id, kind=row["kind"], text=row.get("text") or "", score=round(c.score, 6), via=list(c.via),
        source_turn_ids=list(row.get("source_turn_ids") or []), session_id=row.get("session"),
        at=to_datetime(row.get("at")), valid_from=to_datetime(row.get("valid_from")),
        valid_to=to_datetime(row.get("valid_to")), superseded=bool(row.get("superseded")),
        intent=row.get("intent"), subject=row.get("subject"), predicate=row.get("predicate"),
        object=row.get("object"),
    )
