"""One idea: read with its provenance, entities and relations, or written by `remember`."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.lifecycle.strength import strength_cypher
from graphmem.store.idea_ledger import lock_idea_ledger

IDEA_FIELDS = """i.id AS id, i.intent AS intent, i.text AS text, i.importance AS importance,
       i.confidence AS confidence, i.at AS at, coalesce(i.mentions, 1) AS mentions,
       coalesce(i.superseded, false) AS superseded, coalesce(i.tags, []) AS tags,
       [(i)-[:FROM]->(t:Turn) | t.external_id] AS source_turn_ids,
       head([(i)-[:FROM]->(t:Turn) | t.session_external_id]) AS session_id,
       [(i)-[:MENTIONS]->(e:Entity) | e.name] AS entities,
       [(i)-[r:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]->(o:Idea) |
            {relation: type(r), id: o.id, text: o.text}] AS relations,
       coalesce(i.steps, []) AS steps, coalesce(i.preconditions, []) AS preconditions,
       coalesce(i.postconditions, []) AS postconditions, coalesce(i.access_count, 0) AS access_count,
       i.last_accessed_at AS last_accessed_at, i.archived_at AS archived_at, """ + \
    strength_cypher("i", "datetime()") + " AS strength"

READ_IDEA = "MATCH (i:Idea {namespace: $ns, id: $id}) RETURN " + IDEA_FIELDS

# An explicit memory is the one idea ingest extracted from its turn (or the earlier idea that turn
# repeats), raised to high importance with the intent asked for.
PROMOTE_REMEMBERED = """
MATCH (t:Turn {namespace: $ns, id: $turn_id})<-[:FROM]-(i:Idea {namespace: $ns})
WITH t, i ORDER BY i.id LIMIT 1
SET i.intent = coalesce($intent, i.intent), i.base_importance = 0.95, i.confidence = 1.0,
    i.tags = coalesce(i.tags, []) + [tag IN coalesce(head([(t)-[:IN_SESSION]->(s:Session) | s.tags]), [])
                                     WHERE NOT tag IN coalesce(i.tags, [])]
SET i.importance = CASE WHEN 0.95 + 0.05 * (coalesce(i.mentions, 1) - 1) > 1.0 THEN 1.0
                        ELSE 0.95 + 0.05 * (coalesce(i.mentions, 1) - 1) END
WITH i
RETURN """ + IDEA_FIELDS


def read_idea(tx: ManagedTransaction, ns: str, idea_id: str) -> dict[str, Any] | None:
    """An idea of the namespace with provenance, entities and outgoing relations."""
    record = tx.run(READ_IDEA, ns=ns, id=idea_id).single()
    return record.data() if record else None


def promote_remembered(tx: ManagedTransaction, ns: str, turn_id: str, intent: str | None) -> dict[str, Any]:
    """Give the remembered turn's idea high importance and `intent` (None: its own) and return it."""
    lock_idea_ledger(tx, ns)
    record = tx.run(PROMOTE_REMEMBERED, ns=ns, turn_id=turn_id, intent=intent).single()
    if record is None:
        raise LookupError(f"remembered turn {turn_id} has no idea")
    return record.data()
