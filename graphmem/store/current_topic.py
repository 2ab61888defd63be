"""The current topic of a namespace: its newest conversation's topics and ideas, or the ideas of
the topic spans a query found.

A span's summary quotes its turns: a span holding an idea that a later one superseded is
history, so its summary is left out (its current ideas are still shown).
"""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.values import to_datetime

# Ideas hang from the deepest span holding their first turn (store/spans.py): up to two levels below.
SPAN_IDEAS = "(i:Idea {namespace: $ns})-[:IN_SPAN]->(:Span)-[:CHILD_OF*0..2]->(sp)"
STALE = "EXISTS { MATCH " + SPAN_IDEAS + " WHERE coalesce(i.superseded, false) }"
IDEA_MAP = "i {.id, .intent, .text, .at, .importance, turn_ids: [(i)-[:FROM]->(t:Turn) | t.external_id]}"

# Remembered notes (`remember`) are kept in sessions of their own: they are no conversation.
# Topic spans (level 1) newest first; a session too short to have them shows its root span.
NEWEST_SESSION = """
MATCH (s:Session {namespace: $ns})
WHERE coalesce(s.source, '') <> 'remember'
WITH s ORDER BY coalesce(s.ended_at, s.started_at, s.created_at) DESC, s.id LIMIT 1
RETURN s.external_id AS session_id, s.title AS title,
       COLLECT { MATCH (sp:Span {namespace: $ns, session: s.id}) WHERE sp.level <= 1
                 RETURN sp {.id, .summary, .level, .at, turn_ids: coalesce(sp.turn_ids, []), stale: """ + STALE + """}
                 ORDER BY sp.level DESC, sp.start_seq DESC } AS spans,
       COLLECT { MATCH (i:Idea {namespace: $ns, session: s.id}) WHERE NOT coalesce(i.superseded, false)
                 RETURN """ + IDEA_MAP + """ ORDER BY i.at DESC, i.id } AS ideas
"""

SPANS_IDEAS = """
UNWIND $ids AS id
MATCH (sp:Span {namespace: $ns, id: id})
RETURN sp.id AS id, """ + STALE + """ AS stale,
       COLLECT { MATCH """ + SPAN_IDEAS + """ WHERE NOT coalesce(i.superseded, false)
                 RETURN """ + IDEA_MAP + """ ORDER BY i.at DESC, i.id } AS ideas
"""


def _idea_hit(idea: dict[str, Any], session_id: str | None) -> SearchHit:
    return SearchHit(id=idea["id"], kind=HitKind.IDEA, text=idea["text"] or "", session_id=session_id,
                     source_turn_ids=list(idea["turn_ids"]), at=to_datetime(idea["at"]), intent=idea["intent"],
                     importance=float(idea["importance"] or 0.5))


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
             for span in row["spans"] if span["level"] == top and not span["stale"]]
    return row["title"] or row["session_id"], spans + [_idea_hit(idea, row["session_id"]) for idea in row["ideas"]]


def spans_topic(tx: ManagedTransaction, ns: str, spans: list[SearchHit]) -> list[SearchHit]:
    """Each span (a search's span hits, best first) followed by its current ideas, newest first."""
    rows = {row["id"]: row for row in plain_rows(tx.run(SPANS_IDEAS, ns=ns, ids=[span.id for span in spans]))}
    topic: list[SearchHit] = []
    for span in spans:
        row = rows.get(span.id)
        if row is not None:
            topic += ([] if row["stale"] else [span]) + [_idea_hit(idea, span.session_id) for idea in row["ideas"]]
    return topic


# A turn is history when ideas it said were superseded and none it said is current.
STALE_HITS = """
UNWIND $ids AS id
CALL (id) {
  MATCH (t:Turn {namespace: $ns, id: id})
  WHERE EXISTS { MATCH (i:Idea {namespace: $ns})-[:FROM]->(t) WHERE coalesce(i.superseded, false) }
    AND NOT EXISTS { MATCH (i:Idea {namespace: $ns})-[:FROM]->(t) WHERE NOT coalesce(i.superseded, false) }
  RETURN t.id AS stale
  UNION
  MATCH (sp:Span {namespace: $ns, id: id}) WHERE """ + STALE + """
  RETURN sp.id AS stale
}
RETURN stale AS id
"""


def stale_hits(tx: ManagedTransaction, ns: str, hits: list[SearchHit]) -> set[str]:
    """The ids of the turn and span hits that are history: a turn whose ideas were all
    superseded, a span holding a superseded idea (its summary may quote it)."""
    ids = [hit.id for hit in hits if hit.kind in (HitKind.TURN, HitKind.SPAN)]
    return {row["id"] for row in plain_rows(tx.run(STALE_HITS, ns=ns, ids=ids))} if ids else set()
