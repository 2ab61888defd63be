"""What consolidation reads to decide, and the survivor updates a merge needs."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.batch_writes import COUNT_MENTIONS
from graphmem.store.driver import plain_rows

# Every entity with the ideas that mention it (its contexts) and how connected it is.
READ_ENTITIES = """
MATCH (e:Entity {namespace: $ns})
RETURN e.id AS id, e.name AS name, coalesce(e.aliases, []) AS aliases, e.name_embedding AS embedding,
       [(i:Idea {namespace: $ns})-[:MENTIONS]->(e) | i.id] AS ideas, COUNT { (e)--() } AS degree
ORDER BY e.id
"""

# Pairs of entities told apart by the graph itself: one fact links them, or one timeline has both
# as states (what replaced what is two things, not one).
READ_DISTINCT_PAIRS = """
CALL () {
  MATCH (a:Entity {namespace: $ns})-[f:RELATES_TO]->(b:Entity {namespace: $ns})
  WHERE f.namespace = $ns
  RETURN a.id AS a, b.id AS b
  UNION
  MATCH (t:Timeline {namespace: $ns})-[:ABOUT]->(a:Entity), (t)-[:ABOUT]->(b:Entity)
  WHERE a.id < b.id
  RETURN a.id AS a, b.id AS b
}
RETURN DISTINCT a, b
"""

# The survivor answers to the merged entity's name and aliases too (what `timeline PG` looks up).
ABSORB_NAMES = """
MATCH (e:Entity {namespace: $ns, id: $id})
WITH e, [a IN $names WHERE a <> e.name AND NOT a IN coalesce(e.aliases, [])] AS added
WITH e, reduce(acc = [], a IN added | CASE WHEN a IN acc THEN acc ELSE acc + a END) AS added
SET e.aliases = coalesce(e.aliases, []) + added
SET e.aliases_text = reduce(s = '', a IN e.aliases | s + ' ' + a)
"""


def read_entities(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """The namespace's entities with name embedding, aliases, mentioning idea ids and degree."""
    return plain_rows(tx.run(READ_ENTITIES, ns=ns))


def read_distinct_pairs(tx: ManagedTransaction, ns: str) -> set[frozenset[str]]:
    """Entity id pairs a fact or a shared timeline tells apart."""
    return {frozenset((r["a"], r["b"])) for r in tx.run(READ_DISTINCT_PAIRS, ns=ns)}


def absorb_names(tx: ManagedTransaction, ns: str, entity_id: str, names: list[str]) -> None:
    """Add names (a merged entity's name and aliases) to an entity's aliases."""
    tx.run(ABSORB_NAMES, ns=ns, id=entity_id, names=names).consume()


def recount_idea_mentions(tx: ManagedTransaction, ns: str, idea_ids: list[str]) -> None:
    """Recompute mentions and importance of ideas from their FROM links (as ingest does)."""
    tx.run(COUNT_MENTIONS, ns=ns, ids=idea_ids).consume()


# In the order ingest compares ideas (store/idea_ledger.py): oldest first, ties by text, then id.
READ_IDEAS = """
MATCH (n:Idea {namespace: $ns}) WHERE n.embedding IS NOT NULL
RETURN n.id AS id, n.intent AS intent, n.text AS text, n.embedding AS embedding ORDER BY n.at, n.text, n.id
"""


def read_ideas(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """Every idea with its intent, text and embedding, oldest first."""
    return plain_rows(tx.run(READ_IDEAS, ns=ns))
