"""A namespace's taxonomy: its topics grouped into areas by what they are about, each area named
by the entities (else words) that set it apart from the rest of the namespace.

Areas are clusters of the topics' embeddings (spherical k-means, seeded deterministically by the
farthest-first rule), about sqrt(topics / 2) of them; an area's name is its highest-scoring
entities by TF-IDF over topics (how many of the area's topics mention it, times how rare it is
across all topics), so an entity every topic mentions names nothing. Every topic is in exactly
one area: the areas' span and idea counts add up to the namespace's.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np

from graphmem.retrieve.topics import TOPIC_ENTITIES, TopicSpan
from graphmem.store.driver import Store
from graphmem.store.topics import read_topics

MAX_AREAS = 12
MAX_TAXONOMY_TOPICS = 5000
NAME_TERMS = 3
KMEANS_ROUNDS = 30
_WORD = re.compile(r"[^\W\d_][\w.+#-]*[\w+#]", re.UNICODE)


@dataclass(frozen=True)
class TaxonomyArea:
    """A top-level area of a namespace: the topics about one thing, with their sizes."""

    name: str = field(metadata={"doc": "Its most characteristic entities (else words), joined by ' · '."})
    terms: list[str] = field(metadata={"doc": "Those entities or words, most characteristic first."})
    spans: int = field(metadata={"doc": "How many topics it holds."})
    ideas: int = field(metadata={"doc": "How many ideas its topics hold."})
    sessions: int = field(metadata={"doc": "How many sessions its topics come from (a session can be in several areas)."})
    topics: list[TopicSpan] = field(metadata={"doc": "Its topics, oldest first."})


@dataclass(frozen=True)
class Taxonomy:
    """A namespace's areas, largest first, and the totals they divide."""

    namespace: str = field(metadata={"doc": "The namespace."})
    spans: int = field(metadata={"doc": "Topics classified (the newest 5000 at most)."})
    ideas: int = field(metadata={"doc": "Ideas in those topics."})
    sessions: int = field(metadata={"doc": "Sessions those topics come from."})
    areas: list[TaxonomyArea] = field(metadata={"doc": "The areas, largest first."})


def area_count(topics: int) -> int:
    """How many areas `topics` topics are grouped into: about sqrt(topics / 2), 1 to MAX_AREAS."""
    return max(1, min(MAX_AREAS, round(math.sqrt(topics / 2))))


def _unit_rows(vectors: np.ndarray) -> np.ndarray:
    return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)


def _farthest_first(unit: np.ndarray, k: int) -> list[int]:
    """Seeds: the row nearest the mean, then each time the row least similar to every seed so far."""
    seeds = [int(np.argmax(unit @ _unit_rows(unit.mean(axis=0, keepdims=True))[0]))]
    closest = unit @ unit[seeds[0]]
    while len(seeds) < k:
        candidate = int(np.argmin(closest))
        if candidate in seeds:  # every row already sits on a seed
            break
        seeds.append(candidate)
        closest = np.maximum(closest, unit @ unit[candidate])
    return seeds


def cluster_rows(vectors: np.ndarray, k: int, rounds: int = KMEANS_ROUNDS) -> list[int]:
    """Spherical k-means of the rows into at most k clusters; deterministic. Returns each row's cluster."""
    unit = _unit_rows(np.asarray(vectors, dtype=np.float64))
    centres = unit[_farthest_first(unit, k)]
    assignment = np.full(len(unit), -1)
    for _ in range(rounds):
        nearest = np.argmax(unit @ centres.T, axis=1)
        if np.array_equal(nearest, assignment):
            break
        assignment = nearest
        centres = np.asarray([_unit_rows(unit[assignment == c].mean(axis=0, keepdims=True))[0]
                              if np.any(assignment == c) else centres[c] for c in range(len(centres))])
    return [int(c) for c in assignment]


def characteristic_terms(groups: list[list[int]], terms_of: Callable[[int], Iterable[str]],
                         count: int = NAME_TERMS) -> list[list[str]]:
    """Per group of items, its `count` terms of highest TF-IDF over items (ties: alphabetical);
    a term every item has scores zero and is never chosen."""
    items = sorted(i for group in groups for i in group)
    held = {i: set(terms_of(i)) for i in items}
    spread = Counter(term for terms in held.values() for term in terms)
    chosen = []
    for group in groups:
        local = Counter(term for i in group for term in held[i])
        scored = sorted(((n * math.log(len(items) / spread[t]), t) for t, n in local.items()), key=lambda s: (-s[0], s[1]))
        chosen.append([t for score, t in scored if score > 0][:count])
    return chosen


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text) if len(w) > 2}


def _area(topics: list[TopicSpan], terms: list[str]) -> TaxonomyArea:
    return TaxonomyArea(name=" · ".join(terms) or topics[0].label, terms=terms, spans=len(topics),
                        ideas=sum(t.ideas for t in topics), sessions=len({t.session_id for t in topics}),
                        topics=sorted(topics, key=lambda t: (t.started_at is None, t.started_at, t.session_id)))


def build_taxonomy(store: Store, ns: str) -> Taxonomy:
    """The namespace's areas and their topics, computed from its span tree and entities."""
    rows = store.read(read_topics, ns, None, None, None, MAX_TAXONOMY_TOPICS, TOPIC_ENTITIES, True)
    topics = [TopicSpan.from_row(r) for r in rows]
    if not topics:
        return Taxonomy(ns, 0, 0, 0, [])
    assignment = cluster_rows(np.asarray([r["embedding"] for r in rows]), area_count(len(topics)))
    groups = [[i for i, c in enumerate(assignment) if c == cluster] for cluster in sorted(set(assignment))]
    names = characteristic_terms(groups, lambda i: (e.name for e in topics[i].entities))
    words = characteristic_terms(groups, lambda i: _words(topics[i].summary))
    areas = [_area([topics[i] for i in group], entity_terms or word_terms)
             for group, entity_terms, word_terms in zip(groups, names, words)]
    areas.sort(key=lambda a: (-a.spans, -a.ideas, a.name))
    return Taxonomy(ns, len(topics), sum(t.ideas for t in topics), len({t.session_id for t in topics}), areas)
