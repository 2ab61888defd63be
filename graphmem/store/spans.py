"""Span trees: read a session's embedded turns, replace its spans, attach ideas to leaves."""

from __future__ import annotations

from typing import Any

import numpy as np
from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows

READ_SESSION_TURNS = """
MATCH (t:Turn {namespace: $ns, session: $sid})
WHERE t.embedding IS NOT NULL
RETURN t.text AS text, t.embedding AS embedding, t.position AS position,
       t.external_id AS external_id
ORDER BY t.position
"""

DELETE_STALE_SPANS = """
MATCH (sp:Span {namespace: $ns, session: $sid})
WHERE NOT sp.id IN $keep
DETACH DELETE sp
"""

UPSERT_SPANS = """
MATCH (s:Session {namespace: $ns, id: $sid})
UNWIND $rows AS row
MERGE (sp:Span {namespace: $ns, id: row.id})
SET sp.session = $sid, sp.level = row.level, sp.start_pos = row.start_pos,
    sp.end_pos = row.end_pos, sp.start_seq = row.start_seq, sp.end_seq = row.end_seq,
    sp.summary = row.summary, sp.embedding = row.embedding, sp.turn_ids = row.turn_ids,
    sp.at = s.started_at
MERGE (sp)-[:IN_SESSION]->(s)
WITH sp, row
CALL (sp, row) {
  MATCH (parent:Span {namespace: $ns, id: row.parent_id})
  MERGE (sp)-[:CHILD_OF]->(parent)
}
"""

# Each idea hangs from the deepest span that holds the first turn it came from.
ATTACH_IDEAS = """
MATCH (i:Idea {namespace: $ns, session: $sid})-[:FROM]->(t:Turn {namespace: $ns, session: $sid})
WITH i, min(t.position) AS pos
OPTIONAL MATCH (i)-[old:IN_SPAN]->(:Span)
DELETE old
WITH DISTINCT i, pos
MATCH (sp:Span {namespace: $ns, session: $sid})
WHERE sp.start_pos <= pos AND pos <= sp.end_pos
WITH i, sp ORDER BY sp.level DESC
WITH i, collect(sp)[0] AS leaf
MERGE (i)-[:IN_SPAN]->(leaf)
"""


def read_session_turns(tx: ManagedTransaction, ns: str, sid: str) -> tuple[list[dict[str, Any]], np.ndarray]:
    """A session's embedded turns in chain order and their embeddings as one matrix."""
    rows = plain_rows(tx.run(READ_SESSION_TURNS, ns=ns, sid=sid))
    matrix = np.asarray([r.pop("embedding") for r in rows], dtype=np.float32)
    return rows, matrix


def replace_spans(tx: ManagedTransaction, ns: str, sid: str, rows: list[dict[str, Any]]) -> None:
    """Make the session's spans exactly `rows` (parents first) and re-attach its ideas."""
    tx.run(DELETE_STALE_SPANS, ns=ns, sid=sid, keep=[r["id"] for r in rows]).consume()
    tx.run(UPSERT_SPANS, ns=ns, sid=sid, rows=rows).consume()
    tx.run(ATTACH_IDEAS, ns=ns, sid=sid).consume()


def read_sessions_turns(tx: ManagedTransaction, ns: str, sids: list[str]) -> dict[str, tuple[list[dict[str, Any]], np.ndarray]]:
    """`read_session_turns` for several sessions in one transaction."""
    return {sid: read_session_turns(tx, ns, sid) for sid in sids}


def replace_sessions_spans(tx: ManagedTransaction, ns: str, spans: dict[str, list[dict[str, Any]]]) -> None:
    """`replace_spans` for several sessions in one transaction."""
    for sid, rows in spans.items():
        replace_spans(tx, ns, sid, rows)
