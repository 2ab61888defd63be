"""Fetch planning: which ranked lists a search runs, how deep each is fetched, and how the lists
are dealt into the statements that run side by side.

Vector indexes in Neo4j 5.26 cannot pre-filter by namespace. A namespace with at most
EXACT_SCAN_MAX nodes of a label is scanned exactly (cosine over its own nodes: true nearest
neighbours, however large the other namespaces are); a larger one asks the index for as many
nodes as its share of the label needs (`index_fetch`) and widens (x4 each round) until enough
hits are in the namespace. EXACT_SCAN_MAX is where the two cost about the same
(benchmarks/README.md §4). Namespace sizes are read in one statement, remembered for SIZE_TTL_S
(longer for a big namespace, see `fresh_for`) and then read again in the background.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from graphmem.store.lucene import in_field, in_namespace
from graphmem.retrieve.query import QueryPlan
from graphmem.retrieve.request import SearchRequest
from graphmem.retrieve.retrievers import REGISTRY, Fetch, Retriever
from graphmem.store.driver import Store
from graphmem.store.ranked_lists import label_sizes

EXACT_SCAN_MAX = 2000
OVERFETCH_MARGIN = 1.5
MIN_FETCH = 100
# Over-fetch of an index that is not filtered by namespace (facts, dominant fulltext).
OVERFETCH = 10
# Lucene keeps only the namespace's documents (store/lucene.py in_namespace); the margin
# covers namespaces whose names analyse alike ("a-b", "a b"), which Cypher then filters out.
TEXT_MARGIN = 2
MAX_FETCH = 10_000
WIDEN_FACTOR = 4
SIZE_TTL_S = 30.0
MAX_SIZE_TTL_S = 3600.0
log = logging.getLogger(__name__)
POOL = ThreadPoolExecutor(max_workers=8, thread_name_prefix="graphmem-search")
_SIZES: dict[tuple[str, str], tuple[float, dict[str, tuple[int, int]]]] = {}
_REFRESHING: set[tuple[str, str]] = set()
_SIZES_LOCK = threading.Lock()

Sizes = dict[str, tuple[int, int]]


@dataclass(frozen=True)
class RankedList:
    """A retriever's list in one search: a name unique in it, and the parameters of its Cypher."""

    name: str
    retriever: Retriever
    params: dict[str, Any]

    @property
    def body(self) -> str:
        """The Cypher the retriever runs."""
        return self.retriever.body


def namespace_sizes(store: Store, ns: str) -> Sizes:
    """Label -> (nodes in the namespace, in the database), remembered `fresh_for` seconds.

    A stale size only changes how a list is fetched, never what it finds: an exact scan is
    exact at any size, and the index path widens until the namespace's own hits are enough.
    So empty labels are remembered too, and are still scanned (an empty scan is one index seek);
    and once they are stale, the search uses the sizes it has while they are read again in the
    background: counting 100k ideas takes longer than the rest of a search.
    """
    key = (store.uri, ns)
    known = _SIZES.get(key)
    if known is None:
        return _read_sizes(store, ns, key)
    if time.monotonic() - known[0] >= fresh_for(known[1]):
        with _SIZES_LOCK:
            start_count = key not in _REFRESHING
            _REFRESHING.add(key)
        if start_count:
            POOL.submit(_read_sizes, store, ns, key).add_done_callback(_log_failed_count)
    return known[1]


def fresh_for(sizes: Sizes) -> float:
    """Seconds a namespace's sizes are used before they are counted again: SIZE_TTL_S per
    EXACT_SCAN_MAX nodes of its largest label (at most MAX_SIZE_TTL_S).

    Counting walks the namespace's index, so it costs in proportion to the size (100k ideas:
    ~100 ms of Neo4j's time, on a core the searches of that moment share), while what the sizes
    decide changes with the size's proportion: the exact-scan switch matters near EXACT_SCAN_MAX,
    recounted every SIZE_TTL_S, and the over-fetch of a big namespace moves only when it grows by
    a good part (if it is short meanwhile, the index list widens).
    """
    largest = max((in_namespace for in_namespace, _ in sizes.values()), default=0)
    return min(MAX_SIZE_TTL_S, SIZE_TTL_S * max(1.0, largest / EXACT_SCAN_MAX))


def _log_failed_count(counted: Future[Sizes]) -> None:
    if counted.exception() is not None:
        log.warning("namespace sizes not counted again (searches keep the last ones): %s", counted.exception())


def _read_sizes(store: Store, ns: str, key: tuple[str, str]) -> Sizes:
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


@dataclass(frozen=True)
class ListInputs:
    """What the lists of one search are made from: the request, its analysis, its embedded
    question (without plain names) and hypothetical answer, its Lucene terms, the namespace's
    sizes, the depth wanted, and the question as asked, embedded for facts."""

    request: SearchRequest
    plan: QueryPlan
    vectors: list[list[float]]
    lucene: str
    sizes: Sizes
    want: int
    fact_vector: list[float]


def plan_lists(inputs: ListInputs) -> list[RankedList]:
    """The ranked lists a request asks for, in registry order, each with how it is fetched."""
    request = inputs.request
    filtered = bool(request.intents or request.tags)
    return [ranked for retriever in REGISTRY
            if retriever.family in request.retrievers and retriever.hit_kind in request.kinds
            and (retriever.filters_intents or not filtered)
            for ranked in _lists_of(retriever, inputs)]


def _lists_of(retriever: Retriever, inputs: ListInputs) -> list[RankedList]:
    """The retriever's lists for this search: none when it does not apply, one per vector for node vectors."""
    name = f"{retriever.family.value}:{retriever.hit_kind.value}"
    size = inputs.sizes[retriever.label] if retriever.label else (0, 0)
    match retriever.fetch:
        case Fetch.VECTOR_INDEX if size[0] > EXACT_SCAN_MAX:
            return [RankedList(f"{name}:{i}", retriever, {"vector": v, "k": index_fetch(inputs.want, *size)})
                    for i, v in enumerate(inputs.vectors)]
        case Fetch.EXACT_SCAN if size[0] <= EXACT_SCAN_MAX:
            return [RankedList(f"{name}:{i}", retriever, {"vector": v}) for i, v in enumerate(inputs.vectors)]
        case Fetch.FULLTEXT if inputs.lucene:
            return [RankedList(name, retriever, _fulltext_params(retriever, inputs, size))]
        case Fetch.FACT_VECTOR:
            return [RankedList(name, retriever, {"vector": inputs.fact_vector, "k": inputs.want * OVERFETCH})]
        case Fetch.FACT_FULLTEXT if inputs.lucene:
            text = in_namespace(inputs.lucene, str(retriever.text_field), inputs.request.namespace)
            return [RankedList(name, retriever, {"text": text, "k": inputs.want * TEXT_MARGIN})]
        case Fetch.ENTITY if inputs.plan.specific_entity_keys:
            return [RankedList(name, retriever, {"keys": inputs.plan.specific_entity_keys})]
    return []


def _fulltext_params(retriever: Retriever, inputs: ListInputs, size: tuple[int, int]) -> dict[str, Any]:
    # Lucene's namespace clause makes it walk every document of the namespace that matches a
    # word: cheap for a small namespace, but for one holding most of the label ranking the whole
    # index and filtering after is faster, and with OVERFETCH x over-fetch loses nothing in
    # practice: the others hold under half.
    field = str(retriever.text_field)
    if size[0] * 2 >= size[1]:
        return {"text": in_field(inputs.lucene, field), "k": inputs.want * OVERFETCH}
    return {"text": in_namespace(inputs.lucene, field, inputs.request.namespace), "k": inputs.want * TEXT_MARGIN}


def widened(ranked: RankedList, found: int, want: int) -> RankedList | None:
    """The index list asked again WIDEN_FACTOR x deeper when it found fewer than `want` of the
    namespace's own (filters, or a namespace that grew since its size was read); else None."""
    k = ranked.params.get("k", MAX_FETCH)
    if ranked.retriever.fetch is not Fetch.VECTOR_INDEX or found >= want or k >= MAX_FETCH:
        return None
    return replace(ranked, params={**ranked.params, "k": min(k * WIDEN_FACTOR, MAX_FETCH)})


def balanced_groups(lists: list[RankedList], count: int) -> list[list[RankedList]]:
    """Lists dealt into `count` statements of about equal cost, costliest first."""
    groups: list[list[RankedList]] = [[] for _ in range(count)]
    costs = [0.0] * count
    for ranked in sorted(lists, key=lambda ranked: -ranked.retriever.cost):
        lightest = costs.index(min(costs))
        groups[lightest].append(ranked)
        costs[lightest] += ranked.retriever.cost
    return [group for group in groups if group]
