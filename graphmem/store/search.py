"""Read queries behind search: vector, fulltext and entity retrievers, all namespace-scoped.

Labels, index names and projections come from the fixed table below, never from user text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from neo4j import ManagedTransaction

# What a hit carries, per kind of node; `n` is the matched node.
PROJECTIONS = {
    "Idea": """n.id AS id, 'idea' AS kind, n.text AS text, n.at AS at, n.intent AS intent,
        n.importance AS importance, coalesce(n.superseded, false) AS superseded,
        n.tags AS tags, null AS valid_from, null AS valid_to,
        [(n)-[:FROM]->(t:Turn) | t.external_id] AS source_turn_ids,
        head([(n)-[:FROM]->(t:Turn) | t.session_external_id]) AS session""",
    "Turn": """n.id AS id, 'turn' AS kind, n.text AS text, n.at AS at, null AS intent,
        0.5 AS importance, false AS superseded, [] AS tags, null AS valid_from, null AS valid_to,
        [n.external_id] AS source_turn_ids, n.session_external_id AS session""",
    "Span": """n.id AS id, 'span' AS kind, n.summary AS text, n.at AS at, null AS intent,
        0.4 AS importance, false AS superseded, [] AS tags, null AS valid_from, null AS valid_to,
        n.turn_ids AS source_turn_ids,
        head([(n)-[:IN_SESSION]->(s:Session) | s.external_id]) AS session""",
}

FACT_PROJECTION = """f.uuid AS id, 'fact' AS kind, f.fact AS text, f.valid_at AS at, null AS intent,
        coalesce(f.confidence, 0.7) AS importance, f.invalid_at IS NOT NULL AS superseded,
        [] AS tags, f.valid_at AS valid_from, f.invalid_at AS valid_to,
        coalesce(f.source_turn_ids, []) AS source_turn_ids, null AS session,
        s.name AS subject, f.name AS predicate, o.name AS object"""

VECTOR_INDEX = {"Idea": "idea_embedding", "Turn": "turn_embedding", "Span": "span_embedding"}
FULLTEXT_INDEX = {"Idea": "idea_text", "Turn": "turn_text", "Span": "span_text"}
LABEL_OF_KIND = {"idea": "Idea", "turn": "Turn", "span": "Span"}


@dataclass(frozen=True)
class Filters:
    """Server-side filters every retriever applies (event time, intents, tags)."""

    since: Any = None
    until: Any = None
    intents: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()

    def params(self) -> dict[str, Any]:
        """Query parameters for FILTER_CLAUSE."""
        return {"since": self.since, "until": self.until, "intents": list(self.intents),
                "tags": list(self.tags)}


FILTER_CLAUSE = """
  AND ($since IS NULL OR n.at >= $since) AND ($until IS NULL OR n.at <= $until)
  AND (size($intents) = 0 OR n.intent IN $intents)
  AND (size($tags) = 0 OR any(t IN coalesce(n.tags, []) WHERE t IN $tags))
"""


def _vector_index_query(label: str) -> str:
    return f"""
CALL db.index.vector.queryNodes('{VECTOR_INDEX[label]}', $k, $vector) YIELD node AS n, score
WITH n, score WHERE n.namespace = $ns {FILTER_CLAUSE}
WITH n, score ORDER BY score DESC LIMIT $limit
RETURN {PROJECTIONS[label]}, score
"""


def _vector_exact_query(label: str) -> str:
    return f"""
MATCH (n:{label} {{namespace: $ns}}) WHERE n.embedding IS NOT NULL {FILTER_CLAUSE}
WITH n, vector.similarity.cosine(n.embedding, $vector) AS score
ORDER BY score DESC LIMIT $limit
RETURN {PROJECTIONS[label]}, score
"""


def _fulltext_query(label: str) -> str:
    return f"""
CALL db.index.fulltext.queryNodes('{FULLTEXT_INDEX[label]}', $text, {{limit: $k}}) YIELD node AS n, score
WITH n, score WHERE n.namespace = $ns {FILTER_CLAUSE}
WITH n, score ORDER BY score DESC LIMIT $limit
RETURN {PROJECTIONS[label]}, score
"""


VECTOR_INDEX_QUERIES = {label: _vector_index_query(label) for label in VECTOR_INDEX}
VECTOR_EXACT_QUERIES = {label: _vector_exact_query(label) for label in VECTOR_INDEX}
FULLTEXT_QUERIES = {label: _fulltext_query(label) for label in FULLTEXT_INDEX}
COUNT_QUERIES = {label: f"MATCH (n:{label} {{namespace: $ns}}) RETURN count(n) AS n" for label in VECTOR_INDEX}
# Stops counting at $limit: the exact/index decision needs no more, and a full count of a
# 100k-node namespace costs more than the search it decides.
COUNT_UP_TO_QUERIES = {label: f"MATCH (n:{label} {{namespace: $ns}}) WITH n LIMIT $limit RETURN count(n) AS n"
                       for label in VECTOR_INDEX}

FACT_VECTOR_QUERY = f"""
CALL db.index.vector.queryRelationships('fact_embedding', $k, $vector) YIELD relationship AS f, score
WITH f, score WHERE f.namespace = $ns
WITH f, score ORDER BY score DESC LIMIT $limit
MATCH (s:Entity)-[f]->(o:Entity)
RETURN {FACT_PROJECTION}, score ORDER BY score DESC
"""

FACT_FULLTEXT_QUERY = f"""
CALL db.index.fulltext.queryRelationships('fact_text', $text, {{limit: $k}}) YIELD relationship AS f, score
WITH f, score WHERE f.namespace = $ns
WITH f, score ORDER BY score DESC LIMIT $limit
MATCH (s:Entity)-[f]->(o:Entity)
RETURN {FACT_PROJECTION}, score ORDER BY score DESC
"""

# Ideas that mention an entity named in the query (by canonical key or alias), newest first.
ENTITY_IDEAS_QUERY = f"""
MATCH (e:Entity {{namespace: $ns}}) WHERE e.canonical IN $keys
MATCH (n:Idea {{namespace: $ns}})-[:MENTIONS]->(e)
WHERE true {FILTER_CLAUSE}
WITH DISTINCT n, count(e) AS matched
RETURN {PROJECTIONS['Idea']}, toFloat(matched) + n.importance AS score
ORDER BY score DESC, n.at DESC LIMIT $limit
"""


def count_label(tx: ManagedTransaction, ns: str, label: str) -> int:
    """How many nodes of a searchable label the namespace holds."""
    record = tx.run(COUNT_QUERIES[label], ns=ns).single()
    return int(record["n"]) if record else 0


def count_label_up_to(tx: ManagedTransaction, ns: str, label: str, limit: int) -> int:
    """How many nodes of a searchable label the namespace holds, counting no further than `limit`."""
    record = tx.run(COUNT_UP_TO_QUERIES[label], ns=ns, limit=limit).single()
    return int(record["n"]) if record else 0


def vector_nodes(tx: ManagedTransaction, ns: str, label: str, vector: list[float], limit: int,
                 fetch: int, exact: bool, filters: Filters) -> list[dict[str, Any]]:
    """Nearest nodes of a label in the namespace: exact scan, or the index over-fetching `fetch`."""
    query = VECTOR_EXACT_QUERIES[label] if exact else VECTOR_INDEX_QUERIES[label]
    return [r.data() for r in tx.run(query, ns=ns, vector=vector, k=fetch, limit=limit, **filters.params())]


def fulltext_nodes(tx: ManagedTransaction, ns: str, label: str, lucene: str, limit: int,
                   fetch: int, filters: Filters) -> list[dict[str, Any]]:
    """BM25 matches of an already-escaped Lucene query among the namespace's nodes of a label."""
    return [r.data() for r in tx.run(FULLTEXT_QUERIES[label], ns=ns, text=lucene, k=fetch,
                                     limit=limit, **filters.params())]


def vector_facts(tx: ManagedTransaction, ns: str, vector: list[float], limit: int, fetch: int) -> list[dict[str, Any]]:
    """Nearest facts (RELATES_TO) of the namespace."""
    return [r.data() for r in tx.run(FACT_VECTOR_QUERY, ns=ns, vector=vector, k=fetch, limit=limit)]


def fulltext_facts(tx: ManagedTransaction, ns: str, lucene: str, limit: int, fetch: int) -> list[dict[str, Any]]:
    """BM25 matches among the namespace's facts."""
    return [r.data() for r in tx.run(FACT_FULLTEXT_QUERY, ns=ns, text=lucene, k=fetch, limit=limit)]


def entity_ideas(tx: ManagedTransaction, ns: str, keys: list[str], limit: int, filters: Filters) -> list[dict[str, Any]]:
    """Ideas mentioning any of the entities with these canonical keys."""
    return [r.data() for r in tx.run(ENTITY_IDEAS_QUERY, ns=ns, keys=keys, limit=limit, **filters.params())]


# Neighbours of ideas for graph expansion; both ends in the namespace on every hop.
EXPAND_IDEAS = f"""
UNWIND $ids AS source
MATCH (src:Idea {{namespace: $ns, id: source}})-[r:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]-(n:Idea {{namespace: $ns}})
RETURN source, type(r) AS relation, startNode(r) = src AS outgoing,
       coalesce(r.confidence, 0.5) AS weight, {PROJECTIONS['Idea']}
"""

EXPAND_ENTITIES = f"""
UNWIND $ids AS source
MATCH (src:Idea {{namespace: $ns, id: source}})-[:MENTIONS]->(e:Entity {{namespace: $ns}})
      <-[:MENTIONS]-(n:Idea {{namespace: $ns}})
WHERE n <> src AND COUNT {{ (e)<-[:MENTIONS]-() }} <= 50
WITH source, n, count(e) AS shared ORDER BY shared DESC, n.importance DESC
WITH source, collect(n)[..3] AS ns_
UNWIND ns_ AS n
RETURN source, 'SHARES_ENTITY' AS relation, true AS outgoing, 0.3 AS weight, {PROJECTIONS['Idea']}
"""

EXPAND_SPANS = f"""
UNWIND $ids AS source
MATCH (src:Idea {{namespace: $ns, id: source}})-[:IN_SPAN]->(n:Span {{namespace: $ns}})
RETURN source, 'IN_SPAN' AS relation, true AS outgoing, 0.3 AS weight, {PROJECTIONS['Span']}
"""


def expansion_neighbours(tx: ManagedTransaction, ns: str, ids: list[str]) -> list[dict[str, Any]]:
    """Related ideas, ideas sharing an entity, and parent spans of the given ideas."""
    rows: list[dict[str, Any]] = []
    for query in (EXPAND_IDEAS, EXPAND_ENTITIES, EXPAND_SPANS):
        rows.extend(r.data() for r in tx.run(query, ns=ns, ids=ids))
    return rows
