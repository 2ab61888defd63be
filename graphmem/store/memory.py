"""Writes of one processed batch: turn embeddings, ideas, entities, mentions and claims.

Everything a batch adds is written in one transaction with the turns' `processed` flag, so a
crash leaves either the whole batch or none of it, and a rerun redoes exactly the missing part.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
from neo4j import ManagedTransaction

from graphmem.store.claims import write_claims
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


# Neo4j reports cosine vector scores as (1 + cos) / 2. The index cannot filter by namespace,
# and other namespaces may hold the very same texts: a row whose k neighbours all clear the
# threshold is `crowded` and asked again with a larger k, so what merges never depends on what
# other namespaces hold. Ties go by time and text, not by the namespace-hashed id.
FIND_DUPLICATE_IDEAS = """
UNWIND $rows AS row
CALL db.index.vector.queryNodes('idea_embedding', $k, row.embedding) YIELD node, score
WITH row, collect(node {.namespace, .intent, .id, .at, .text, score: score}) AS near
WITH row, size(near) = $k AND near[-1].score >= $min_score AS crowded,
     [h IN near WHERE h.namespace = $ns AND h.intent = row.intent AND h.id <> row.id
      AND h.score >= $min_score] AS hits
CALL (hits) {
  UNWIND hits AS h
  WITH h ORDER BY h.score DESC, h.at, h.text
  RETURN collect(h.id)[0] AS target
}
RETURN row.id AS id, crowded, target
"""
DUPLICATE_FETCH = (10, 100, 1000)

# A namespace of at most DUPLICATE_EXACT_MAX ideas is compared exactly, over its own ideas of
# the same intent, read once per batch and compared in numpy: what merges cannot depend on the
# index's approximation or on other namespaces, and it is the fastest way at this size (LoCoMo
# dev, 1,384 ideas: 6.0 s as a Cypher cosine scan, 0.3 s as one query per idea to the index).
DUPLICATE_EXACT_MAX = 5000
COUNT_IDEAS_UP_TO = """
MATCH (n:Idea {namespace: $ns}) WITH n LIMIT $limit RETURN count(n) AS n
"""
READ_IDEA_VECTORS = """
MATCH (n:Idea {namespace: $ns}) WHERE n.intent IN $intents
RETURN n.id AS id, n.intent AS intent, n.embedding AS embedding ORDER BY n.at, n.text, n.id
"""


def _nearest_stored(stored: list[dict[str, Any]], rows: list[dict[str, Any]], min_cosine: float) -> dict[str, str]:
    """Each row's most similar stored idea of its intent at >= min_cosine (ties: earliest)."""
    found: dict[str, str] = {}
    for intent in {r["intent"] for r in rows}:
        same = [s for s in stored if s["intent"] == intent]
        if not same:
            continue
        matrix = np.asarray([s["embedding"] for s in same], dtype=np.float64)
        for row in (r for r in rows if r["intent"] == intent):
            scores = matrix @ np.asarray(row["embedding"], dtype=np.float64)
            order = [i for i in np.argsort(-scores, kind="stable") if same[i]["id"] != row["id"]]
            if order and scores[order[0]] >= min_cosine:
                found[row["id"]] = same[order[0]]["id"]
    return found


def find_duplicate_ideas(tx: ManagedTransaction, ns: str, rows: list[dict[str, Any]],
                         min_cosine: float) -> dict[str, str]:
    """Map each candidate idea id to a stored idea of the same intent it repeats, if any."""
    found: dict[str, str] = {}
    if not rows:
        return found
    size = tx.run(COUNT_IDEAS_UP_TO, ns=ns, limit=DUPLICATE_EXACT_MAX + 1).single()
    if size is not None and size["n"] <= DUPLICATE_EXACT_MAX:
        stored = plain_rows(tx.run(READ_IDEA_VECTORS, ns=ns, intents=sorted({r["intent"] for r in rows})))
        return _nearest_stored(stored, rows, min_cosine)
    for k in DUPLICATE_FETCH:
        if not rows:
            break
        crowded: set[str] = set()
        for r in tx.run(FIND_DUPLICATE_IDEAS, ns=ns, rows=rows, k=k, min_score=(1.0 + min_cosine) / 2.0):
            if r["target"]:
                found[r["id"]] = r["target"]
            elif r["crowded"]:
                crowded.add(r["id"])
        rows = [row for row in rows if row["id"] in crowded]
    return found
