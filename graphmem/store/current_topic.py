"""The current topic of a namespace: its newest conversation's topic spans and ideas."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.values import to_datetime

# Remembered notes (`remember`) are kept in sessions of their own: they are no conversation.
# Topic spans (level 1) newest first; a session too short to have them shows its root span.
NEWEST_SESSION = """
MATCH (s:Session {namespace: $ns})
WHERE coalesce(s.source, '') <> 'remember'
WITH s ORDER BY coalesce(s.ended_at, s.started_at, s.created_at) DESC, s.id LIMIT 1
RETURN s.external_id AS session_id, s.title AS title,
       COLLECT { MATCH (sp:Span {namespace: $ns, session: s.id}) WHERE sp.level <= 1
                 RETURN sp {.id, .summary, .level, .at, turn_ids: coalesce(sp.turn_ids, [])}
                 ORDER BY sp.level DESC, sp.start_seq DESC } AS spans,
       COLLECT { MATCH (i:Idea {namespace: $ns, session: s.id}) WHERE NOT coalesce(i.superseded, false)
                 RETURN i {.id, .intent, .text, .at, .importance,
                           turn_ids: [(i)-[:FROM]->(t:Turn) | t.external_id]}
                 ORDER BY i.at DESC, i.id } AS ideas
"""


def newest_session_topic(tx: ManagedTransaction, ns: str) -> tuple[str | None, list[SearchHit]]:
    """The newest conversation's title, and its topic spans (newest first, then its ideas
    newest first) as hits; (None, []) when the namespace has no conversation."""
    rows = plain_rows(tx.run(NEWEST_SESSION, ns=ns))
    if not rows:
        return None, []
    row = rows[0]
    top = max((span["level"] for span in row["spans"]), default=0)
    spans = [SearchHit(id=span["id"], kind=HitKind.SPAN, text=span["summary"] or "", session_id=row["session_id"],
                       source_turn_ids=list(span["turn_ids"][:1]), at=to_datetime(span["at"]))
             for span in row["spans"] if span["level"] == top]
    ideas = [SearchHit(id=idea["id"], kind=HitKind.IDEA, text=idea["text"] or "", session_id=row["session_id"],
                       source_turn_ids=list(idea["turn_ids"]), at=to_datetime(idea["at"]), intent=idea["intent"],
                       importance=float(idea["importance"] or 0.5))
             for idea in row["ideas"]]
    return row["title"] or row["session_id"], spans + ideas
