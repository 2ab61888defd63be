"""Reads of single records (an idea, a session) and the explicit-memory write behind `remember`."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.memory import lock_idea_ledger

IDEA_FIELDS = """i.id AS id, i.intent AS intent, i.text AS text, i.importance AS importance,
       i.confidence AS confidence, i.at AS at, coalesce(i.mentions, 1) AS mentions,
       coalesce(i.superseded, false) AS superseded, coalesce(i.tags, []) AS tags,
       [(i)-[:FROM]->(t:Turn) | t.external_id] AS source_turn_ids,
       head([(i)-[:FROM]->(t:Turn) | t.session_external_id]) AS session_id,
       [(i)-[:MENTIONS]->(e:Entity) | e.name] AS entities,
       [(i)-[r:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]->(o:Idea) |
            {relation: type(r), id: o.id, text: o.text}] AS relations"""

READ_IDEA = "MATCH (i:Idea {namespace: $ns, id: $id}) RETURN " + IDEA_FIELDS

READ_SESSION = """
MATCH (s:Session {namespace: $ns, external_id: $external_id})
RETURN s.id AS id, s.external_id AS external_id, s.title AS title, s.source AS source,
       s.started_at AS started_at, s.ended_at AS ended_at, s.cwd AS cwd, coalesce(s.tags, []) AS tags,
       [(t:Turn)-[:IN_SESSION]->(s) | {external_id: t.external_id, role: t.role, speaker: t.speaker,
        text: t.text, at: t.at, position: t.position}] AS turns,
       [(sp:Span)-[:IN_SESSION]->(s) | {id: sp.id, level: sp.level, summary: sp.summary,
        start_seq: sp.start_seq, end_seq: sp.end_seq}] AS spans
"""

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


def read_session(tx: ManagedTransaction, ns: str, external_id: str) -> dict[str, Any] | None:
    """A session of the namespace by its source id, with turns in order and spans."""
    record = tx.run(READ_SESSION, ns=ns, external_id=external_id).single()
    if record is None:
        return None
    data = record.data()
    data["turns"].sort(key=lambda t: t["position"] if t["position"] is not None else 0)
    data["spans"].sort(key=lambda s: (s["level"], s["start_seq"]))
    return data


def promote_remembered(tx: ManagedTransaction, ns: str, turn_id: str, idea_id: str, text: str,
                       intent: str) -> dict[str, Any]:
    """Make the remembered turn one high-importance idea and return it."""
    lock_idea_ledger(tx, ns)
    record = tx.run(PROMOTE_REMEMBERED, ns=ns, turn_id=turn_id, idea_id=idea_id, text=text, intent=intent).single()
    if record is None:
        raise LookupError(f"remembered turn {turn_id} was not stored")
    return record.data()
