"""The durable turn log: sessions, verbatim turns, their NEXT chain and per-file IndexState."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from neo4j import ManagedTransaction

from graphmem.ids import index_state_id, session_id, turn_id
from graphmem.model import SessionRecord, TurnRecord

# `needs_rebuild` stays until the session's spans and relations are rebuilt (`mark_rebuilt`), so
# the next run finishes a session whose run was killed after its turns were processed.
UPSERT_SESSIONS = """
UNWIND $rows AS row
MERGE (s:Session {namespace: $ns, id: row.id})
ON CREATE SET s.created_at = datetime(), s.external_id = row.external_id, s.source = row.source
SET s.needs_rebuild = true,
    s.title = coalesce(s.title, row.title),
    s.cwd = coalesce(s.cwd, row.cwd),
    s.started_at = CASE WHEN s.started_at IS NULL OR row.started_at < s.started_at
                        THEN row.started_at ELSE s.started_at END,
    s.tags = reduce(acc = coalesce(s.tags, []), t IN row.tags |
                    CASE WHEN t IN acc THEN acc ELSE acc + t END)
"""

# A turn already stored keeps its processing state: re-reading a file never re-enriches it.
UPSERT_TURNS = """
UNWIND $rows AS row
MATCH (s:Session {namespace: $ns, id: row.session_id})
MERGE (t:Turn {namespace: $ns, id: row.id})
ON CREATE SET t.processed = false, t.external_id = row.external_id, t.session = row.session_id,
              t.seq = row.seq, t.role = row.role, t.speaker = row.speaker, t.text = row.text,
              t.at = row.at, t.kind = row.kind, t.parent_external_id = row.parent_external_id,
              t.is_sidechain = row.is_sidechain, t.session_external_id = row.session_external_id,
              t.intent = row.intent
MERGE (t)-[:IN_SESSION]->(s)
"""

# The chain is recomputed from (at, seq) order, so turns that arrive late or out of order
# (a session spread over several files) still end up in one correct chain.
RELINK_NEXT = """
UNWIND $session_ids AS sid
MATCH (s:Session {namespace: $ns, id: sid})
MATCH (t:Turn {namespace: $ns, session: sid})
WITH s, t ORDER BY coalesce(t.at, datetime({epochSeconds: 0})), t.seq, t.id
WITH s, collect(t) AS turns
SET s.ended_at = turns[-1].at, s.started_at = coalesce(s.started_at, turns[0].at),
    s.turn_count = size(turns)
WITH turns
CALL (turns) {
  UNWIND range(0, size(turns) - 1) AS i
  WITH turns[i] AS t, i
  OPTIONAL MATCH (t)-[old:NEXT]->()
  DELETE old
  WITH t, i
  SET t.position = i
}
CALL (turns) {
  UNWIND range(0, size(turns) - 2) AS i
  WITH turns[i] AS a, turns[i + 1] AS b
  MERGE (a)-[:NEXT]->(b)
}
RETURN count(*) AS sessions
"""

READ_INDEX_STATE = """
MATCH (s:IndexState {namespace: $ns, id: $id})
RETURN s.offset AS offset, s.head_hash AS head_hash
"""

WRITE_INDEX_STATE = """
MERGE (s:IndexState {namespace: $ns, id: $id})
SET s.source_path = $path, s.offset = $offset, s.head_hash = $head_hash,
    s.format = $format, s.updated_at = datetime()
"""


def _turn_row(namespace: str, turn: TurnRecord, session_start: Any = None) -> dict[str, Any]:
    return {
        "id": turn_id(namespace, turn.session_external_id, turn.external_id),
        "session_id": session_id(namespace, turn.session_external_id),
        "session_external_id": turn.session_external_id,
        "external_id": turn.external_id,
        "seq": turn.seq,
        "role": turn.role,
        "speaker": turn.speaker,
        "text": turn.text,
        # Sources without per-turn times (LoCoMo) still date their turns by the session.
        "at": turn.at or session_start,
        "kind": turn.kind,
        "parent_external_id": turn.parent_external_id,
        "is_sidechain": turn.is_sidechain,
        "intent": turn.intent,
    }


def _session_row(namespace: str, session: SessionRecord) -> dict[str, Any]:
    return {
        "id": session_id(namespace, session.external_id),
        "external_id": session.external_id,
        "source": session.source,
        "title": session.title,
        "cwd": session.cwd,
        "started_at": session.started_at,
        "tags": list(session.tags),
    }


def write_log(tx: ManagedTransaction, ns: str, sessions: list[SessionRecord]) -> list[str]:
    """MERGE sessions and their turns, relink NEXT chains; return the touched session ids."""
    session_rows = [_session_row(ns, s) for s in sessions]
    turn_rows = [_turn_row(ns, t, s.started_at) for s in sessions for t in s.turns]
    tx.run(UPSERT_SESSIONS, ns=ns, rows=session_rows).consume()
    for start in range(0, len(turn_rows), 2000):
        tx.run(UPSERT_TURNS, ns=ns, rows=turn_rows[start:start + 2000]).consume()
    ids = sorted({r["id"] for r in session_rows})
    tx.run(RELINK_NEXT, ns=ns, session_ids=ids).consume()
    return ids


@dataclass(frozen=True)
class IndexState:
    """Where the last ingest of one file stopped, and a hash of its head to spot rewrites."""

    offset: int
    head_hash: str


def read_index_state(tx: ManagedTransaction, ns: str, path: str) -> IndexState | None:
    """The stored position for a file, or None when it was never ingested."""
    record = tx.run(READ_INDEX_STATE, ns=ns, id=index_state_id(ns, path)).single()
    if record is None or record["offset"] is None:
        return None
    return IndexState(int(record["offset"]), record["head_hash"] or "")


def write_index_state(tx: ManagedTransaction, ns: str, path: str, fmt: str, state: IndexState) -> None:
    """Record how far a file has been read (after its turns are durable)."""
    tx.run(WRITE_INDEX_STATE, ns=ns, id=index_state_id(ns, path), path=path,
           offset=state.offset, head_hash=state.head_hash, format=fmt).consume()


# Ordered by natural keys, never by node ids (they hash the namespace in), so the batches are
# the same in every namespace and after a resume: the same input gives the same graph.
READ_PENDING = """
MATCH (t:Turn {namespace: $ns, processed: false})
WHERE NOT t.id IN $skip
RETURN t.id AS id, t.session AS session_id, t.session_external_id AS session_external_id,
       t.external_id AS external_id, t.seq AS seq, t.role AS role, t.speaker AS speaker,
       t.text AS text, t.at AS at, t.kind AS kind, t.intent AS intent
ORDER BY t.at, t.session_external_id, t.seq, t.external_id
LIMIT $limit
"""


def read_pending_turns(tx: ManagedTransaction, ns: str, limit: int, skip: list[str] | None = None) -> list[TurnRecord]:
    """The oldest turns not yet processed (embedded and extracted), in a stable order.

    `skip`: turn ids already being processed (the batch ahead of this one).
    """
    return [
        TurnRecord(
            session_external_id=r["session_external_id"], external_id=r["external_id"],
            seq=r["seq"], role=r["role"], speaker=r["speaker"], text=r["text"],
            at=r["at"].to_native() if r["at"] is not None else None, kind=r["kind"],
            intent=r["intent"],
        )
        for r in tx.run(READ_PENDING, ns=ns, limit=limit, skip=skip or [])
    ]


COUNT_PENDING = "MATCH (t:Turn {namespace: $ns, processed: false}) RETURN count(t) AS pending"


def count_pending_turns(tx: ManagedTransaction, ns: str) -> int:
    """How many turns of the namespace wait to be embedded and extracted."""
    return int(tx.run(COUNT_PENDING, ns=ns).single()["pending"])


PENDING_SESSIONS = """
MATCH (t:Turn {namespace: $ns, processed: false}) RETURN DISTINCT t.session AS sid
UNION
MATCH (s:Session {namespace: $ns, needs_rebuild: true}) RETURN s.id AS sid
"""

MARK_REBUILT = """
UNWIND $session_ids AS sid
MATCH (s:Session {namespace: $ns, id: sid})
REMOVE s.needs_rebuild
"""


def pending_session_ids(tx: ManagedTransaction, ns: str) -> list[str]:
    """Sessions an interrupted ingest left unfinished: unprocessed turns, or spans and relations
    not rebuilt yet."""
    return [r["sid"] for r in tx.run(PENDING_SESSIONS, ns=ns)]


def mark_rebuilt(tx: ManagedTransaction, ns: str, session_ids: list[str]) -> None:
    """Record that these sessions' spans and relations are up to date."""
    tx.run(MARK_REBUILT, ns=ns, session_ids=session_ids).consume()
