"""The retrievers a search can run, one typed registry entry each.

A retriever is one ranked list: what it finds (`hit_kind`, `label`), how it is fetched (`fetch`,
which fetch planning reads: index or exact scan, over-fetch, widening), which family it belongs
to (what a request switches on and fusion weighs), how costly its statement is, and the Cypher it
runs (graphmem/store/ranked_lists.py). Adding a retriever of a known fetch kind is one entry here
and its Cypher there.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from graphmem.store import ranked_lists as cypher
from graphmem.store.hits import HitKind


class Family(StrEnum):
    """A family of retrievers: what a request turns on, what fusion weighs, a hit's `via`."""

    VECTOR = "vector"
    FULLTEXT = "fulltext"
    ENTITY = "entity"
    TIMELINE = "timeline"


# A family's weight in reciprocal rank fusion: time questions answered from fact validity
# outrank everything; entity matches are a hint.
FUSION_WEIGHT = {Family.VECTOR: 1.0, Family.FULLTEXT: 1.0, Family.ENTITY: 0.6, Family.TIMELINE: 3.0}


class Fetch(Enum):
    """How a ranked list is fetched, which decides how fetch planning sizes and picks it."""

    VECTOR_INDEX = "vector index"  # HNSW over a node label, over-fetched by the namespace's share, widened
    EXACT_SCAN = "exact scan"  # cosine over the namespace's own nodes of a label (small namespaces)
    FULLTEXT = "fulltext"  # Lucene over a node label, the namespace in the query unless it dominates
    FACT_VECTOR = "fact vector"  # HNSW over facts, over-fetched a fixed factor
    FACT_FULLTEXT = "fact fulltext"  # Lucene over facts, the namespace in the query
    ENTITY = "entity"  # memories mentioning the entities the question names


@dataclass(frozen=True)
class Retriever:
    """One ranked list a search can run (see the module docstring)."""

    name: str
    family: Family
    fetch: Fetch
    hit_kind: HitKind
    # A statement's relative cost (per-list timings are in benchmarks/README.md §4): it balances
    # the statements a search runs side by side.
    cost: float
    body: str
    label: str | None = None
    # The field of its fulltext index that Lucene queries name.
    text_field: str | None = None
    # False when its Cypher cannot apply intent and tag filters: a filtered request skips it.
    filters_intents: bool = True


def _node_retrievers(label: str, kind: HitKind, text_field: str) -> tuple[Retriever, Retriever, Retriever]:
    """A node label's vector index list, its exact scan and its fulltext list."""
    return (Retriever(f"vector index {label}", Family.VECTOR, Fetch.VECTOR_INDEX, kind, 4.0,
                      cypher.vector_index_body(label), label=label),
            Retriever(f"vector exact {label}", Family.VECTOR, Fetch.EXACT_SCAN, kind, 1.0,
                      cypher.exact_scan_body(label), label=label),
            Retriever(f"fulltext {label}", Family.FULLTEXT, Fetch.FULLTEXT, kind, 1.5,
                      cypher.fulltext_body(label), label=label, text_field=text_field))


VECTOR_INDEX_IDEA, EXACT_SCAN_IDEA, FULLTEXT_IDEA = _node_retrievers("Idea", HitKind.IDEA, "text")
VECTOR_INDEX_TURN, EXACT_SCAN_TURN, FULLTEXT_TURN = _node_retrievers("Turn", HitKind.TURN, "text")
VECTOR_INDEX_SPAN, EXACT_SCAN_SPAN, FULLTEXT_SPAN = _node_retrievers("Span", HitKind.SPAN, "summary")
VECTOR_FACTS = Retriever("vector facts", Family.VECTOR, Fetch.FACT_VECTOR, HitKind.FACT, 3.0,
                         cypher.FACT_VECTOR_BODY, filters_intents=False)
FULLTEXT_FACTS = Retriever("fulltext facts", Family.FULLTEXT, Fetch.FACT_FULLTEXT, HitKind.FACT, 1.5,
                           cypher.FACT_FULLTEXT_BODY, text_field="fact", filters_intents=False)
ENTITY_IDEAS = Retriever("entity ideas", Family.ENTITY, Fetch.ENTITY, HitKind.IDEA, 0.5,
                         cypher.ENTITY_IDEAS_BODY)

# In the order a search runs and fuses them.
REGISTRY: tuple[Retriever, ...] = (
    VECTOR_INDEX_IDEA, EXACT_SCAN_IDEA, FULLTEXT_IDEA,
    VECTOR_INDEX_TURN, EXACT_SCAN_TURN, FULLTEXT_TURN,
    VECTOR_INDEX_SPAN, EXACT_SCAN_SPAN, FULLTEXT_SPAN,
    VECTOR_FACTS, FULLTEXT_FACTS,
    ENTITY_IDEAS,
)
