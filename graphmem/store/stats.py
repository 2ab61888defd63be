"""Counts per namespace: what `stats` shows and what an ingest report compares."""

from __future__ import annotations

from neo4j import ManagedTransaction

COUNT_NAMESPACE = """
CALL () { MATCH (n:Session {namespace: $ns}) RETURN count(n) AS sessions }
CALL () { MATCH (n:Turn {namespace: $ns}) RETURN count(n) AS turns }
CALL () { MATCH (n:Turn {namespace: $ns, processed: false}) RETURN count(n) AS pending }
CALL () { MATCH (n:Span {namespace: $ns}) RETURN count(n) AS spans }
CALL () { MATCH (n:Idea {namespace: $ns}) RETURN count(n) AS ideas }
CALL () { MATCH (n:Entity {namespace: $ns}) RETURN count(n) AS entities }
CALL () { MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->() RETURN count(f) AS facts,
          count(f.invalid_at) AS closed_facts }
CALL () { MATCH (:Idea {namespace: $ns})-[r:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]->(:Idea)
          RETURN count(r) AS relations }
CALL () { MATCH (n:Claim {namespace: $ns}) RETURN count(n) AS claims }
CALL () { MATCH (n:Timeline {namespace: $ns}) RETURN count(n) AS timelines }
RETURN sessions, turns, pending, spans, ideas, entities, facts, closed_facts, relations, claims, timelines
"""

LIST_NAMESPACES = """
MATCH (s:Session) RETURN s.namespace AS namespace, count(*) AS sessions ORDER BY namespace
"""


def count_namespace(tx: ManagedTransaction, ns: str) -> dict[str, int]:
    """Node and relation counts of one namespace, by kind."""
    record = tx.run(COUNT_NAMESPACE, ns=ns).single()
    return {k: int(v) for k, v in record.data().items()} if record else {}


def list_namespaces(tx: ManagedTransaction) -> dict[str, int]:
    """Every namespace that holds sessions, with its session count."""
    return {r["namespace"]: r["sessions"] for r in tx.run(LIST_NAMESPACES)}
