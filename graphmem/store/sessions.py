"""One session read by its source id, with its turns in order and its spans."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

READ_SESSION = """
MATCH (s:Session {namespace: $ns, external_id: $external_id})
RETURN s.id AS id, s.external_id AS external_id, s.title AS title, s.source AS source,
       s.started_at AS started_at, s.ended_at AS ended_at, s.cwd AS cwd, coalesce(s.tags, []) AS tags,
       [(t:Turn)-[:IN_SESSION]->(s) | {external_id: t.external_id, role: t.role, speaker: t.speaker,
        text: t.text, at: t.at, position: t.position}] AS turns,
       [(sp:Span)-[:IN_SESSION]->(s) | {id: sp.id, level: sp.level, summary: sp.summary,
        start_seq: sp.start_seq, end_seq: sp.end_seq}] AS spans
"""


def read_session(tx: ManagedTransaction, ns: str, external_id: str) -> dict[str, Any] | None:
    """A session of the namespace by its source id, with turns in order and spans."""
    record = tx.run(READ_SESSION, ns=ns, external_id=external_id).single()
    if record is None:
        return None
    data = record.data()
    data["turns"].sort(key=lambda t: t["position"] if t["position"] is not None else 0)
    data["spans"].sort(key=lambda s: (s["level"], s["start_seq"]))
    return data


READ_TURN = """
MATCH (t:Turn {namespace: $ns, external_id: $external_id})
WHERE $session IS NULL OR t.session_external_id = $session
RETURN t.external_id AS external_id, t.session_external_id AS session_id, t.role AS role,
       t.speaker AS speaker, t.text AS text, t.at AS at
ORDER BY t.at, t.session_external_id LIMIT 1
"""


def read_turn(tx: ManagedTransaction, ns: str, external_id: str, session: str | None) -> dict[str, Any] | None:
    """A turn of the namespace by its own id (in `session` when given: ids repeat across sources), or None."""
    record = tx.run(READ_TURN, ns=ns, external_id=external_id, session=session).single()
    return record.data() if record else None
