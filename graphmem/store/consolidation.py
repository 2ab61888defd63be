"""What consolidation reads to decide, and the survivor updates a merge needs."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.batch_writes import COUNT_MENTIONS
from graphmem.store.driver import plain_rows

# Every entity with the ideas that mention it (its contexts), how connected it is, and whether a
# timeline owns it: every ingest rebuilds timelines, with their entities and facts, by id.
READ_ENTITIES = """
MATCH (e:Entity {namespace: $ns})
RETURN e.id AS id, e.name AS name, coalesce(e.aliases, []) AS aliases, e.name_embedding AS embedding,
       [(i:Idea {namespace: $ns})-[:MENTIONS]->(e) | i.id] AS ideas, COUNT { (e)--() } AS degree,
       EXISTS { (e)-[f:RELATES_TO]-(:Entity) WHERE f.derived } OR EXISTS { (:Timeline)-[:ABOUT]->(e) } AS owned
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
    """The namespace's entities with name embedding, aliases, mentioning idea ids, degree and `owned`."""
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


# Open facts no timeline keeps (graphiti's, or another writer's): a timeline rebuild owns the
# validity of its own (`derived`) facts and would undo a change made to them here.
READ_OPEN_FACTS = """
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity)
WHERE f.namespace = $ns AND f.invalid_at IS NULL AND f.valid_at IS NOT NULL AND coalesce(f.derived, false) = false
RETURN f.uuid AS uuid, s.id AS subject, f.name AS predicate, o.id AS object, f.fact AS text, f.valid_at AS valid_at
ORDER BY f.valid_at, f.uuid
"""

READ_FACT_VALIDITY = """
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO {uuid: $uuid}]->(:Entity)
WHERE f.namespace = $ns
RETURN f.invalid_at AS invalid_at, f.expired_at AS expired_at, f.replaced_by AS replaced_by
"""

SET_FACT_VALIDITY = """
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO {uuid: $uuid}]->(:Entity)
WHERE f.namespace = $ns
SET f.invalid_at = $props.invalid_at, f.expired_at = $props.expired_at, f.replaced_by = $props.replaced_by
"""

# Ideas of different sessions that are linked by no relation yet (ingest relates ideas within one session).
READ_LINKED_IDEAS = """
MATCH (a:Idea {namespace: $ns})-[:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]-(b:Idea {namespace: $ns})
RETURN DISTINCT a.id AS a, b.id AS b
"""

READ_IDEA_SESSIONS = """
MATCH (i:Idea {namespace: $ns})
RETURN i.id AS id, i.session AS session, i.at AS at
"""

UNLINK_IDEAS = """
MATCH (a:Idea {namespace: $ns, id: $source})-[r:CONTRADICTS]->(b:Idea {namespace: $ns, id: $target})
DELETE r
"""

# Importance as ingest derives it from the FROM links (store/batch_writes.py), where it differs.
READ_STALE_IMPORTANCE = """
MATCH (i:Idea {namespace: $ns}) WHERE i.base_importance IS NOT NULL
WITH i, COUNT { (i)-[:FROM]->(:Turn) } AS mentions
WITH i, mentions, CASE WHEN i.base_importance + 0.05 * (mentions - 1) > 1.0 THEN 1.0
                       ELSE i.base_importance + 0.05 * (mentions - 1) END AS importance
WHERE i.mentions IS NULL OR i.mentions <> mentions OR i.importance <> importance
RETURN i.id AS id, i.text AS text, i.mentions AS old_mentions, i.importance AS old_importance,
       mentions, importance
ORDER BY i.id
"""

SET_IDEA_IMPORTANCE = """
MATCH (i:Idea {namespace: $ns, id: $id})
SET i.mentions = $props.mentions, i.importance = $props.importance
"""


def read_open_facts(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """Open facts outside timelines with subject, predicate and object ids, oldest first."""
    return [r.data() for r in tx.run(READ_OPEN_FACTS, ns=ns)]


def read_fact_validity(tx: ManagedTransaction, ns: str, uuid: str) -> dict[str, Any] | None:
    """A fact's invalid_at, expired_at and replaced_by (None when it is gone)."""
    record = tx.run(READ_FACT_VALIDITY, ns=ns, uuid=uuid).single()
    return dict(record.items()) if record else None


def set_fact_validity(tx: ManagedTransaction, ns: str, uuid: str, props: dict[str, Any]) -> None:
    """Set a fact's invalid_at, expired_at and replaced_by (null removes one)."""
    tx.run(SET_FACT_VALIDITY, ns=ns, uuid=uuid, props=props).consume()


def read_linked_ideas(tx: ManagedTransaction, ns: str) -> set[frozenset[str]]:
    """Idea id pairs already linked by a relation."""
    return {frozenset((r["a"], r["b"])) for r in tx.run(READ_LINKED_IDEAS, ns=ns)}


def read_idea_sessions(tx: ManagedTransaction, ns: str) -> dict[str, dict[str, Any]]:
    """id -> {session, at} of every idea."""
    return {r["id"]: {"session": r["session"], "at": r["at"]} for r in tx.run(READ_IDEA_SESSIONS, ns=ns)}


def unlink_contradiction(tx: ManagedTransaction, ns: str, source: str, target: str) -> None:
    """Delete a CONTRADICTS link."""
    tx.run(UNLINK_IDEAS, ns=ns, source=source, target=target).consume()


def read_stale_importance(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """Ideas whose mentions or importance differ from what their FROM links give."""
    return [r.data() for r in tx.run(READ_STALE_IMPORTANCE, ns=ns)]


def set_idea_importance(tx: ManagedTransaction, ns: str, idea_id: str, props: dict[str, Any]) -> None:
    """Set an idea's mentions and importance."""
    tx.run(SET_IDEA_IMPORTANCE, ns=ns, id=idea_id, props=props).consume()
