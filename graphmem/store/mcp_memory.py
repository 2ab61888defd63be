"""Writes of an imported MCP memory graph: its observations' ideas linked to their entities, and
its relations as Graphiti-style RELATES_TO facts (not derived: timeline rebuilds keep them)."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

# An observation's idea may be an earlier idea it repeats (a near-duplicate): link that one.
LINK_OBSERVATIONS = """
UNWIND $rows AS row
MATCH (:Turn {namespace: $ns, id: row.turn_id})<-[:FROM]-(i:Idea {namespace: $ns})
MATCH (e:Entity {namespace: $ns, id: row.entity_id})
MERGE (i)-[:MENTIONS]->(e)
"""

UPSERT_RELATIONS = """
UNWIND $rows AS row
MATCH (s:Entity {namespace: $ns, id: row.subject_id})
MATCH (o:Entity {namespace: $ns, id: row.object_id})
MERGE (s)-[f:RELATES_TO {uuid: row.uuid}]->(o)
ON CREATE SET f.created_at = datetime(), f.group_id = $ns, f.namespace = $ns, f.attributes = '{}',
              f.episodes = [], f.source_turn_ids = [], f.valid_at = null, f.invalid_at = null
SET f.name = row.name, f.fact = row.fact, f.fact_embedding = row.embedding, f.derived = false,
    f.confidence = 1.0, f.source = 'mcp-memory'
"""


def link_observations(tx: ManagedTransaction, ns: str, rows: list[dict[str, Any]]) -> None:
    """MENTIONS from each observation's idea ({turn_id, entity_id} rows) to its entity."""
    tx.run(LINK_OBSERVATIONS, ns=ns, rows=rows).consume()


def write_relations(tx: ManagedTransaction, ns: str, rows: list[dict[str, Any]]) -> None:
    """MERGE facts by uuid ({uuid, subject_id, object_id, name, fact, embedding} rows)."""
    tx.run(UPSERT_RELATIONS, ns=ns, rows=rows).consume()
