"""Writes of a namespace's timelines: Timeline nodes and their states as RELATES_TO facts.

Timelines are rebuilt from all claims on every ingest, so the write replaces the namespace's
derived facts and Timeline nodes as a whole: rows MERGE by their deterministic ids (unchanged
ones keep their creation time), and those the new build no longer has are deleted. Facts an LLM
or a person wrote (not `derived`) are left alone. A build is written only if nothing wrote ideas or
claims since it read them (the idea ledger's version): several processes ingest into one
namespace, and an older build written after a newer one would lose the newer one's facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.idea_ledger import hold_idea_ledger

UPSERT_ENTITIES = """
UNWIND $rows AS row
MERGE (e:Entity {namespace: $ns, id: row.id})
ON CREATE SET e.uuid = row.id, e.group_id = $ns, e.created_at = datetime(), e.name = row.name,
              e.canonical = row.canonical, e.kind = row.kind, e.labels = ['Entity'], e.summary = '',
              e.aliases = [], e.aliases_text = '', e.name_embedding = row.embedding
"""

UPSERT_TIMELINES = """
UNWIND $rows AS row
MERGE (t:Timeline {namespace: $ns, id: row.id})
ON CREATE SET t.created_at = datetime()
SET t += row.props
WITH t, row
CALL (t, row) {
  MATCH (t)-[old:ABOUT]->(:Entity) DELETE old
}
WITH t, row
UNWIND row.entity_ids AS entity_id
MATCH (e:Entity {namespace: $ns, id: entity_id})
MERGE (t)-[:ABOUT]->(e)
"""

DELETE_STALE_TIMELINES = """
MATCH (t:Timeline {namespace: $ns}) WHERE NOT t.id IN $ids
DETACH DELETE t
"""

# Graphiti's edge schema (name, fact, fact_embedding, valid_at, invalid_at, episodes, group_id)
# plus graphmem's: the timeline, what replaced the state, the turns that say it.
UPSERT_FACTS = """
UNWIND $rows AS row
MATCH (s:Entity {namespace: $ns, id: row.subject_id})
MATCH (o:Entity {namespace: $ns, id: row.object_id})
MERGE (s)-[f:RELATES_TO {uuid: row.uuid}]->(o)
ON CREATE SET f.created_at = datetime(), f.group_id = $ns, f.namespace = $ns, f.attributes = '{}'
SET f += row.props, f.derived = true,
    f.fact_embedding = coalesce(row.embedding, f.fact_embedding),
    f.expired_at = CASE WHEN row.props.invalid_at IS NULL THEN null ELSE coalesce(f.expired_at, datetime()) END
"""

DELETE_STALE_FACTS = """
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->(:Entity)
WHERE f.namespace = $ns AND f.derived = true AND NOT f.uuid IN $uuids
DELETE f
"""

READ_FACT_TEXTS = """
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->(:Entity)
WHERE f.namespace = $ns AND f.derived = true
RETURN f.uuid AS uuid, f.fact AS text
"""


@dataclass
class TimelineWrite:
    """Rows of one rebuild: entities that facts need, timelines, and facts (embedding None: unchanged)."""

    entities: list[dict[str, Any]] = field(default_factory=list)
    timelines: list[dict[str, Any]] = field(default_factory=list)
    facts: list[dict[str, Any]] = field(default_factory=list)


def read_fact_texts(tx: ManagedTransaction, ns: str) -> dict[str, str]:
    """uuid -> text of the namespace's derived facts (to embed only what changed)."""
    return {r["uuid"]: r["text"] for r in tx.run(READ_FACT_TEXTS, ns=ns)}


def write_timelines(tx: ManagedTransaction, ns: str, batch: TimelineWrite, seen: str | None) -> bool:
    """Replace the namespace's timelines and derived facts with `batch` (idempotent), unless the
    idea ledger moved on from version `seen`, the one the build read; True when written."""
    if hold_idea_ledger(tx, ns) != seen:
        return False
    if batch.entities:
        tx.run(UPSERT_ENTITIES, ns=ns, rows=batch.entities).consume()
    tx.run(UPSERT_TIMELINES, ns=ns, rows=batch.timelines).consume()
    tx.run(DELETE_STALE_TIMELINES, ns=ns, ids=[t["id"] for t in batch.timelines]).consume()
    tx.run(UPSERT_FACTS, ns=ns, rows=batch.facts).consume()
    tx.run(DELETE_STALE_FACTS, ns=ns, uuids=[f["uuid"] for f in batch.facts]).consume()
    return True
