"""Writes of one processed batch: turn embeddings, ideas, entities, mentions and claims.

Everything a batch adds is written in one transaction with the turns' `processed` flag, so a
crash leaves either the whole batch or none of it, and a rerun redoes exactly the missing part.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.claims import write_claims

SET_TURN_EMBEDDINGS = """
UNWIND $rows AS row
MATCH (t:Turn {namespace: $ns, id: row.id})
SET t.embedding = row.embedding, t.processed = true
"""

UPSERT_IDEAS = """
UNWIND $rows AS row
MATCH (t:Turn {namespace: $ns, id: row.turn_id})
MERGE (i:Idea {namespace: $ns, id: row.id})
ON CREATE SET i.created_at = datetime()
SET i.intent = row.intent, i.text = row.text, i.importance = row.importance,
    i.base_importance = row.importance, i.confidence = row.confidence, i.at = row.at, i.embedding = row.embedding,
    i.session = row.session_id, i.superseded = coalesce(i.superseded, false),
    i.steps = row.steps, i.preconditions = row.preconditions, i.postconditions = row.postconditions,
    i.tags = coalesce(head([(t)-[:IN_SESSION]->(s:Session) | s.tags]), []) + row.tags
MERGE (i)-[:FROM]->(t)
"""

# `mentions` and the importance it adds are derived from the FROM links, so replaying a batch
# (a resumed run, or two ingests of one file at once) gives the numbers of writing it once.
RECOUNT_MENTIONS = """
SET i.mentions = COUNT { (i)-[:FROM]->(:Turn) }
SET i.importance = CASE WHEN i.base_importance + 0.05 * (i.mentions - 1) > 1.0 THEN 1.0
                        ELSE i.base_importance + 0.05 * (i.mentions - 1) END
"""

# A near-duplicate adds provenance to the idea it repeats.
ADD_PROVENANCE = """
UNWIND $rows AS row
MATCH (i:Idea {namespace: $ns, id: row.idea_id})
MATCH (t:Turn {namespace: $ns, id: row.turn_id})
MERGE (i)-[:FROM]->(t)
WITH DISTINCT i
""" + RECOUNT_MENTIONS

COUNT_MENTIONS = """
UNWIND $ids AS id
MATCH (i:Idea {namespace: $ns, id: id})
""" + RECOUNT_MENTIONS

UPSERT_ENTITIES = """
UNWIND $rows AS row
MERGE (e:Entity {namespace: $ns, id: row.id})
ON CREATE SET e.uuid = row.id, e.group_id = $ns, e.created_at = datetime(), e.name = row.name,
              e.canonical = row.canonical, e.kind = row.kind, e.labels = ['Entity'],
              e.summary = '', e.aliases = [], e.name_embedding = row.embedding
SET e.aliases = CASE WHEN row.alias IN e.aliases OR row.alias = e.name THEN e.aliases
                     ELSE e.aliases + row.alias END
SET e.aliases_text = reduce(s = '', a IN e.aliases | s + ' ' + a)
"""

LINK_MENTIONS = """
UNWIND $rows AS row
MATCH (i:Idea {namespace: $ns, id: row.idea_id})
MATCH (e:Entity {namespace: $ns, id: row.entity_id})
MERGE (i)-[:MENTIONS]->(e)
"""

@dataclass
class BatchWrite:
    """Rows of one processed batch, ready for UNWIND; built by ingest, written here."""

    turn_embeddings: list[dict[str, Any]] = field(default_factory=list)
    ideas: list[dict[str, Any]] = field(default_factory=list)
    provenance: list[dict[str, Any]] = field(default_factory=list)
    entities: list[dict[str, Any]] = field(default_factory=list)
    mentions: list[dict[str, Any]] = field(default_factory=list)
    claims: list[dict[str, Any]] = field(default_factory=list)


def write_batch(tx: ManagedTransaction, ns: str, batch: BatchWrite) -> None:
    """Write a processed batch atomically (idempotent: every statement MERGEs or SETs)."""
    tx.run(UPSERT_IDEAS, ns=ns, rows=batch.ideas).consume()
    tx.run(COUNT_MENTIONS, ns=ns, ids=[r["id"] for r in batch.ideas]).consume()
    if batch.provenance:
        tx.run(ADD_PROVENANCE, ns=ns, rows=batch.provenance).consume()
    if batch.entities:
        tx.run(UPSERT_ENTITIES, ns=ns, rows=batch.entities).consume()
    if batch.mentions:
        tx.run(LINK_MENTIONS, ns=ns, rows=batch.mentions).consume()
    write_claims(tx, ns, batch.claims)
    # Last, so the flag is only ever true for turns whose whole batch is stored.
    tx.run(SET_TURN_EMBEDDINGS, ns=ns, rows=batch.turn_embeddings).consume()
