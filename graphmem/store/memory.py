"""Writes of one processed batch: turn embeddings, ideas, entities, mentions and facts.

Everything a batch adds is written in one transaction with the turns' `processed` flag, so a
crash leaves either the whole batch or none of it, and a rerun redoes exactly the missing part.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows

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

# Facts use Graphiti's own edge schema so graphiti-core can read and search this graph.
# A fact stated again adds its turn to `episodes` and keeps the earliest valid_at.
UPSERT_FACTS = """
UNWIND $rows AS row
MATCH (s:Entity {namespace: $ns, id: row.subject_id})
MATCH (o:Entity {namespace: $ns, id: row.object_id})
MERGE (s)-[f:RELATES_TO {uuid: row.uuid}]->(o)
ON CREATE SET f.group_id = $ns, f.namespace = $ns, f.created_at = datetime(), f.episodes = [],
              f.name = row.predicate, f.fact = row.fact, f.fact_embedding = row.embedding,
              f.valid_at = row.valid_at, f.confidence = row.confidence, f.attributes = '{}',
              f.start_known = row.start_known
SET f.episodes = CASE WHEN row.turn_id IN f.episodes THEN f.episodes ELSE f.episodes + row.turn_id END,
    f.valid_at = CASE WHEN f.valid_at IS NULL OR row.valid_at < f.valid_at
                      THEN row.valid_at ELSE f.valid_at END,
    f.start_known = f.start_known OR row.start_known,
    f.source_turn_ids = coalesce(f.source_turn_ids, []) +
        CASE WHEN row.turn_external_id IN coalesce(f.source_turn_ids, []) THEN [] ELSE [row.turn_external_id] END
"""


@dataclass
class BatchWrite:
    """Rows of one processed batch, ready for UNWIND; built by ingest, written here."""

    turn_embeddings: list[dict[str, Any]] = field(default_factory=list)
    ideas: list[dict[str, Any]] = field(default_factory=list)
    provenance: list[dict[str, Any]] = field(default_factory=list)
    entities: list[dict[str, Any]] = field(default_factory=list)
    mentions: list[dict[str, Any]] = field(default_factory=list)
    facts: list[dict[str, Any]] = field(default_factory=list)


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
    if batch.facts:
        tx.run(UPSERT_FACTS, ns=ns, rows=batch.facts).consume()
    # Last, so the flag is only ever true for turns whose whole batch is stored.
    tx.run(SET_TURN_EMBEDDINGS, ns=ns, rows=batch.turn_embeddings).consume()


# Every transaction that adds or deletes ideas starts here: it locks the namespace's ledger until
# it commits (so such writes take turns) and gives the ledger a new version. A writer that saw
# `before` as the version its own last write left knows no one else changed the ideas since.
LOCK_IDEA_LEDGER = """
MERGE (l:IdeaLedger {namespace: $ns})
WITH l, l.version AS before
SET l.version = randomUUID()
RETURN before, l.version AS after
"""

# In the order ideas are compared with them: oldest first (ties: by text, then id).
READ_IDEA_VECTORS = """
MATCH (n:Idea {namespace: $ns}) WHERE n.embedding IS NOT NULL
RETURN n.id AS id, n.intent AS intent, n.embedding AS embedding ORDER BY n.at, n.text, n.id
"""

COUNT_PROCESSED = """
UNWIND $ids AS id
MATCH (t:Turn {namespace: $ns, id: id}) WHERE t.processed
RETURN count(t) AS n
"""


def lock_idea_ledger(tx: ManagedTransaction, ns: str) -> tuple[str | None, str]:
    """Lock the namespace's idea ledger for this transaction; return its version (before, after)."""
    record = tx.run(LOCK_IDEA_LEDGER, ns=ns).single()
    return record["before"], record["after"]


def read_idea_vectors(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """Every idea of the namespace with its intent and embedding, oldest first."""
    return plain_rows(tx.run(READ_IDEA_VECTORS, ns=ns))


def count_processed(tx: ManagedTransaction, ns: str, turn_ids: list[str]) -> int:
    """How many of the turns are processed already (by another ingest of the namespace)."""
    return int(tx.run(COUNT_PROCESSED, ns=ns, ids=turn_ids).single()["n"])
