"""One idea: read with its provenance, entities and relations, or written by `remember`."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.idea_ledger import lock_idea_ledger

IDEA_FIELDS = """i.id AS id, i.intent AS intent, i.text AS text, i.importance AS importance,
       i.confidence AS confidence, i.at AS at, coalesce(i.mentions, 1) AS mentions,
       coalesce(i.superseded, false) AS superseded, coalesce(i.tags, []) AS tags,
       [(i)-[:FROM]->(t:Turn) | t.external_id] AS source_turn_ids,
       head([(i)-[:FROM]->(t:Turn) | t.session_external_id]) AS session_id,
       [(i)-[:MENTIONS]->(e:Entity) | e.name] AS entities,
       [(i)-[r:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]->(o:Idea) |
            {relation: type(r), id: o.id, text: o.text}] AS relations"""

READ_IDEA = "MATCH (i:Idea {namespace: $ns, id: $id}) RETURN " + IDEA_FIELDS

# An explicit memory is one idea holding the whole text, with high importance.
PROMOTE_REMEMBERED = """
MATCH (t:Turn {namespace: $ns, id: $turn_id})
MERGE (i:Idea {namespace: $ns, id: $idea_id})
ON CREATE SET i.created_at = datetime()
SET i.text = $text, i.intent = $intent, i.importance = 0.95, i.base_importance = 0.95,
    i.confidence = 1.0, i.at = t.at, i.embedding = t.embedding, i.session = t.session,
    i.superseded = coalesce(i.superseded, false), i.mentions = 1,
    i.tags = coalesce(head([(t)-[:IN_SESSION]->(s:Session) | s.tags]), [])
MERGE (i)-[:FROM]->(t)
WITH i
RETURN """ + IDEA_FIELDS


def read_idea(tx: ManagedTransaction, ns: str, idea_id: str) -> dict[str, Any] | None:
    """An idea of the namespace with provenance, entities and outgoing relations."""
    record = tx.run(READ_IDEA, ns=ns, id=idea_id).single()
    return record.data() if record else None


def promote_remembered(tx: ManagedTransaction, ns: str, turn_id: str, idea_id: str, text: str,
                       intent: str) -> dict[str, Any]:
    """Make the remembered turn one high-importance idea and return it."""
    lock_idea_ledger(tx, ns)
    record = tx.run(PROMOTE_REMEMBERED, ns=ns, turn_id=turn_id, idea_id=idea_id, text=text, intent=intent).single()
    if record is None:
        raise LookupError(f"remembered turn {turn_id} was not stored")
    return record.data()
