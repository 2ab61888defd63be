"""The Cypher of search's ranked lists (vector, fulltext, entity), all namespace-scoped, and the
one statement that runs many of them side by side.

Labels, index names and projections come from the fixed tables below, never from user text.
Each body is an uncorrelated CALL subquery: its own parameters are `$_name`, its result one row
`_rows` (a list of hit maps, best first, each with its retriever's own `score`); `ranked_lists`
prefixes both per list, so any number of lists run in one statement.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from graphmem.store.hits import HitKind, SearchHit, collected

if TYPE_CHECKING:  # the search request names retrievers; a command line that only sends it needs no driver
    from neo4j import ManagedTransaction

    from graphmem.store.driver import StatementRunner

NODE_LABELS = ("Idea", "Turn", "Span")
KIND_OF_LABEL = {"Idea": HitKind.IDEA, "Turn": HitKind.TURN, "Span": HitKind.SPAN}
VECTOR_INDEX = {"Idea": "idea_embedding", "Turn": "turn_embedding", "Span": "span_embedding"}
FULLTEXT_INDEX = {"Idea": "idea_fulltext", "Turn": "turn_fulltext", "Span": "span_fulltext"}


@dataclass(frozen=True)
class Filters:
    """Server-side filters every node list applies (event time, intents, tags, archived ideas)."""

    since: Any = None
    until: Any = None
    intents: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    include_archived: bool = False

    def params(self) -> dict[str, Any]:
        """Query parameters for FILTER_CLAUSE."""
        return {"since": self.since, "until": self.until, "intents": list(self.intents),
                "tags": list(self.tags), "include_archived": self.include_archived}


FILTER_CLAUSE = """
  AND ($since IS NULL OR n.at >= $since) AND ($until IS NULL OR n.at <= $until)
  AND (size($intents) = 0 OR n.intent IN $intents)
  AND (size($tags) = 0 OR any(t IN coalesce(n.tags, []) WHERE t IN $tags))
  AND ($include_archived OR n.archived_at IS NULL)
"""


def _node_index_body(call: str, label: str) -> str:
    """An index procedure's nodes (`n`, `score`) kept to the namespace and filters, best first."""
    return f"""{call} YIELD node AS n, score
WITH n, score WHERE n.namespace = $ns {FILTER_CLAUSE}
WITH n, score ORDER BY score DESC LIMIT $limit
RETURN {collected(KIND_OF_LABEL[label], "score")} AS _rows"""


def _fact_index_body(call: str) -> str:
    """An index procedure's facts (`f`, `score`) kept to the namespace, best first."""
    return f"""{call} YIELD relationship AS f, score
WITH f, score WHERE f.namespace = $ns
WITH f, score ORDER BY score DESC LIMIT $limit
MATCH (s:Entity)-[f]->(o:Entity)
WITH f, s, o, score ORDER BY score DESC
RETURN {collected(HitKind.FACT, "score")} AS _rows"""


def vector_index_body(label: str) -> str:
    """Nearest nodes of a label by its HNSW index (`$_vector`, `$_k` asked for), in the namespace."""
    return _node_index_body(f"CALL db.index.vector.queryNodes('{VECTOR_INDEX[label]}', $_k, $_vector)", label)


def exact_scan_body(label: str) -> str:
    """Nearest nodes of a label by cosine over every node of the namespace (`$_vector`)."""
    return f"""MATCH (n:{label} {{namespace: $ns}}) WHERE n.embedding IS NOT NULL {FILTER_CLAUSE}
WITH n, vector.similarity.cosine(n.embedding, $_vector) AS score ORDER BY score DESC LIMIT $limit
RETURN {collected(KIND_OF_LABEL[label], "score")} AS _rows"""


def fulltext_body(label: str) -> str:
    """Best BM25 matches of a label's fulltext index for the Lucene query `$_text` (`$_k` asked for)."""
    return _node_index_body(
        f"CALL db.index.fulltext.queryNodes('{FULLTEXT_INDEX[label]}', $_text, {{limit: $_k}})", label)


FACT_VECTOR_BODY = _fact_index_body(
    "CALL db.index.vector.queryRelationships('fact_embedding', $_k, $_vector)")
FACT_FULLTEXT_BODY = _fact_index_body(
    "CALL db.index.fulltext.queryRelationships('fact_fulltext', $_text, {limit: $_k})")

# Ideas that mention an entity named in the query (by canonical key or alias), most entities first.
ENTITY_IDEAS_BODY = f"""MATCH (e:Entity {{namespace: $ns}}) WHERE e.canonical IN $_keys
MATCH (n:Idea {{namespace: $ns}})-[:MENTIONS]->(e)
WHERE true {FILTER_CLAUSE}
WITH n, count(e) AS matched
WITH n, toFloat(matched) + n.importance AS score ORDER BY score DESC, n.at DESC LIMIT $limit
RETURN {collected(HitKind.IDEA, "score")} AS _rows"""


class RankedList(Protocol):
    """One list to fetch: a name unique in its search, a body above and that body's own parameters."""

    @property
    def name(self) -> str: ...

    @property
    def body(self) -> str: ...

    @property
    def params(self) -> Mapping[str, Any]: ...


def ranked_lists_statement(bodies: Sequence[str]) -> str:
    """One statement running the bodies as uncorrelated subqueries, list i returned as `l<i>`."""
    parts = [f"CALL () {{\n{body.replace('$_', f'$l{i}_').replace('AS _rows', f'AS l{i}')}\n}}"
             for i, body in enumerate(bodies)]
    return "\n".join(parts) + "\nRETURN " + ", ".join(f"l{i}" for i in range(len(bodies)))


def ranked_lists(tx: StatementRunner, ns: str, lists: Sequence[RankedList], limit: int,
                 filters: Filters) -> dict[str, list[SearchHit]]:
    """Every list in one round trip (a search's retrievers cost one statement, not one each),
    keyed by list name, best hit first; a hit's `score` is its retriever's own (cosine, BM25)."""
    if not lists:
        return {}
    params: dict[str, Any] = {"ns": ns, "limit": limit, **filters.params()}
    for i, spec in enumerate(lists):
        params.update({f"l{i}_{key}": value for key, value in spec.params.items()})
    record = tx.run(ranked_lists_statement([spec.body for spec in lists]), params).single()
    if record is None:
        return {}
    return {spec.name: [SearchHit.from_row(row) for row in record[f"l{i}"]] for i, spec in enumerate(lists)}


# Sizes of the searchable labels in the namespace and in the whole database (the latter from
# Neo4j's count store, free), which decide exact scan or index, and how far the index over-fetches.
LABEL_SIZES = """
CALL () { MATCH (n:Idea {namespace: $ns}) RETURN count(n) AS Idea }
CALL () { MATCH (n:Turn {namespace: $ns}) RETURN count(n) AS Turn }
CALL () { MATCH (n:Span {namespace: $ns}) RETURN count(n) AS Span }
CALL () { MATCH (n:Idea) RETURN count(n) AS all_Idea }
CALL () { MATCH (n:Turn) RETURN count(n) AS all_Turn }
CALL () { MATCH (n:Span) RETURN count(n) AS all_Span }
RETURN Idea, Turn, Span, all_Idea, all_Turn, all_Span
"""


def label_sizes(tx: ManagedTransaction, ns: str) -> dict[str, tuple[int, int]]:
    """Label -> (nodes in the namespace, nodes in the database)."""
    record = tx.run(LABEL_SIZES, ns=ns).single()
    return {label: (int(record[label]), int(record[f"all_{label}"])) for label in NODE_LABELS}


COUNT_QUERIES = {label: f"MATCH (n:{label} {{namespace: $ns}}) RETURN count(n) AS n" for label in NODE_LABELS}


def count_label(tx: ManagedTransaction, ns: str, label: str) -> int:
    """How many nodes of a searchable label the namespace holds."""
    record = tx.run(COUNT_QUERIES[label], ns=ns).single()
    return int(record["n"]) if record else 0
