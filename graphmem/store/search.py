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
FULLTEXT_INDEX = {"Idea": "idea_fulltext", "Turn": "turn_fulltext", "Span": "span_fulltext"}
# The text property each fulltext index holds beside `namespace`, as named in Lucene queries.
TEXT_FIELD = {"Idea": "text", "Turn": "text", "Span": "summary", "fact": "fact"}
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


def _collect_hits(projection: str) -> str:
    """`collect({key: expr, ..., score: score})` from a fixed `expr AS key, ...` projection."""
    fields, depth, current = [], 0, ""
    for char in projection:
        depth += char in "([{"
        depth -= char in ")]}"
        if char == "," and depth == 0:
            fields.append(current)
            current = ""
        else:
            current += char
    fields.append(current)
    pairs = [field.strip().rsplit(" AS ", 1) for field in fields]
    entries = [f"{key}: {' '.join(expr.split())}" for expr, key in pairs] + ["score: score"]
    return "collect({" + ", ".join(entries) + "})"


# One ranked list each, as the body of a CALL subquery: parameters of its own are `$_name`,
# its result is one row `_rows` (a list of hit maps, best first). ranked_lists() prefixes both,
# so any number of lists run in one statement.
def _node_index_body(call: str, label: str) -> str:
    """An index procedure's nodes (`n`, `score`) kept to the namespace and filters, best first."""
    return f"""{call} YIELD node AS n, score
WITH n, score WHERE n.namespace = $ns {FILTER_CLAUSE}
WITH n, score ORDER BY score DESC LIMIT $limit
RETURN {_collect_hits(PROJECTIONS[label])} AS _rows"""


def _fact_index_body(call: str) -> str:
    """An index procedure's facts (`f`, `score`) kept to the namespace, best first."""
    return f"""{call} YIELD relationship AS f, score
WITH f, score WHERE f.namespace = $ns
WITH f, score ORDER BY score DESC LIMIT $limit
MATCH (s:Entity)-[f]->(o:Entity)
WITH f, s, o, score ORDER BY score DESC
RETURN {_collect_hits(FACT_PROJECTION)} AS _rows"""


def _vector_exact_body(label: str) -> str:
    return f"""MATCH (n:{label} {{namespace: $ns}}) WHERE n.embedding IS NOT NULL {FILTER_CLAUSE}
WITH n, vector.similarity.cosine(n.embedding, $_vector) AS score ORDER BY score DESC LIMIT $limit
RETURN {_collect_hits(PROJECTIONS[label])} AS _rows"""


# Ideas that mention an entity named in the query (by canonical key or alias), most entities first.
ENTITY_IDEAS_BODY = f"""MATCH (e:Entity {{namespace: $ns}}) WHERE e.canonical IN $_keys
MATCH (n:Idea {{namespace: $ns}})-[:MENTIONS]->(e)
WHERE true {FILTER_CLAUSE}
WITH n, count(e) AS matched
WITH n, toFloat(matched) + n.importance AS score ORDER BY score DESC, n.at DESC LIMIT $limit
RETURN {_collect_hits(PROJECTIONS['Idea'])} AS _rows"""

BODIES: dict[str, str] = {
    **{f"vector index {label}": _node_index_body(
        f"CALL db.index.vector.queryNodes('{index}', $_k, $_vector)", label) for label, index in VECTOR_INDEX.items()},
    **{f"vector exact {label}": _vector_exact_body(label) for label in VECTOR_INDEX},
    **{f"fulltext {label}": _node_index_body(
        f"CALL db.index.fulltext.queryNodes('{index}', $_text, {{limit: $_k}})", label)
       for label, index in FULLTEXT_INDEX.items()},
    "vector facts": _fact_index_body("CALL db.index.vector.queryRelationships('fact_embedding', $_k, $_vector)"),
    "fulltext facts": _fact_index_body("CALL db.index.fulltext.queryRelationships('fact_fulltext', $_text, {limit: $_k})"),
    "entity ideas": ENTITY_IDEAS_BODY,
}


@dataclass(frozen=True)
class RankedList:
    """One retriever list to fetch: its name in fusion ('vector:idea:0'), its body in BODIES and
    that body's own parameters (k, vector, text, keys)."""

    name: str
    body: str
    params: dict[str, Any]


def ranked_lists_statement(bodies: list[str]) -> str:
    """One statement running the given BODIES as uncorrelated subqueries, list i returned as `l<i>`."""
    parts = [f"CALL () {{\n{BODIES[body].replace('$_', f'$l{i}_').replace('AS _rows', f'AS l{i}')}\n}}"
             for i, body in enumerate(bodies)]
    return "\n".join(parts) + "\nRETURN " + ", ".join(f"l{i}" for i in range(len(bodies)))


def ranked_lists(tx: ManagedTransaction, ns: str, lists: list[RankedList], limit: int,
                 filters: Filters) -> dict[str, list[dict[str, Any]]]:
    """Every list in one round trip: a search's retrievers cost one statement, not one each."""
    if not lists:
        return {}
    params: dict[str, Any] = {"ns": ns, "limit": limit, **filters.params()}
    for i, spec in enumerate(lists):
        params.update({f"l{i}_{key}": value for key, value in spec.params.items()})
    record = tx.run(ranked_lists_statement([spec.body for spec in lists]), params).single()
    return {spec.name: list(record[f"l{i}"]) for i, spec in enumerate(lists)} if record else {}


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
    return {label: (int(record[label]), int(record[f"all_{label}"])) for label in VECTOR_INDEX}


def count_label(tx: ManagedTransaction, ns: str, label: str) -> int:
    """How many nodes of a searchable label the namespace holds."""
    record = tx.run(COUNT_QUERIES[label], ns=ns).single()
    return int(record["n"]) if record else 0


COUNT_QUERIES = {label: f"MATCH (n:{label} {{namespace: $ns}}) RETURN count(n) AS n" for label in VECTOR_INDEX}


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


EXPAND = "\nUNION ALL\n".join((EXPAND_IDEAS, EXPAND_ENTITIES, EXPAND_SPANS))


def expansion_neighbours(tx: ManagedTransaction, ns: str, ids: list[str]) -> list[dict[str, Any]]:
    """Related ideas, ideas sharing an entity, and parent spans of the given ideas."""
    return [dict(r.items()) for r in tx.run(EXPAND, ns=ns, ids=ids)]
