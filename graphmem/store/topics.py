"""Topic spans read for `topics` and `taxonomy`: a session's topics with their times, sizes and entities.

A topic is a level-1 span (a part of a session where the conversation's subject held), or the
root span of a session too short or too even to be split. Its times are those of its first and
last turn; its ideas are the ones hanging from it or from its sub-topics.
"""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows

# A topic overlaps the window when it ends at or after `since` and starts before `until`.
READ_TOPICS = """
MATCH (sp:Span {namespace: $ns})
WHERE ($sid IS NULL OR sp.session = $sid)
  // A span's `at` is its session's start, before any of its turns: a cheap bound before timing it.
  AND ($until IS NULL OR sp.at IS NULL OR sp.at < $until)
  AND (sp.level = 1 OR (sp.level = 0 AND NOT EXISTS { (:Span {namespace: $ns})-[:CHILD_OF]->(sp) }))
MATCH (sp)-[:IN_SESSION]->(s:Session {namespace: $ns})
CALL (sp) {
  MATCH (t:Turn {namespace: $ns, session: sp.session})
  WHERE sp.start_pos <= t.position <= sp.end_pos
  RETURN min(t.at) AS first_at, max(t.at) AS last_at, count(t) AS turns
}
WITH sp, s, coalesce(first_at, s.started_at) AS started_at, coalesce(last_at, first_at, s.started_at) AS ended_at,
     turns
WHERE ($since IS NULL OR ended_at >= $since) AND ($until IS NULL OR started_at < $until)
WITH sp, s, started_at, ended_at, turns ORDER BY started_at DESC, s.external_id, sp.start_pos LIMIT $limit
CALL (sp) {
  OPTIONAL MATCH (i:Idea {namespace: $ns})-[:IN_SPAN]->(:Span {namespace: $ns})-[:CHILD_OF*0..2]->(sp)
  RETURN count(DISTINCT i) AS ideas, collect(DISTINCT i) AS held
}
CALL (held) {
  UNWIND held AS i
  MATCH (i)-[:MENTIONS]->(e:Entity {namespace: $ns})
  WITH e, count(i) AS n ORDER BY n DESC, e.name LIMIT $entities
  RETURN collect({id: e.id, name: e.name, ideas: n}) AS entities
}
RETURN sp.id AS id, s.external_id AS session_id, s.title AS session_title, sp.level AS level,
       coalesce(sp.summary, '') AS summary, started_at, ended_at, turns, ideas, entities,
       CASE WHEN $embeddings THEN sp.embedding END AS embedding
ORDER BY started_at, session_id, sp.start_pos
"""

HAS_SESSION = "MATCH (s:Session {namespace: $ns, id: $sid}) RETURN count(s) > 0 AS found"


def read_topics(tx: ManagedTransaction, ns: str, sid: str | None, since: Any, until: Any, limit: int,
                entities: int, embeddings: bool = False) -> list[dict[str, Any]]:
    """The newest `limit` topics of the namespace (of one session node when `sid` is given) that
    overlap [since, until), returned oldest first, each with its `entities` most mentioned entities."""
    return plain_rows(tx.run(READ_TOPICS, ns=ns, sid=sid, since=since, until=until, limit=limit,
                             entities=entities, embeddings=embeddings))


def has_session(tx: ManagedTransaction, ns: str, sid: str) -> bool:
    """Whether the namespace holds the session node `sid`."""
    return bool(tx.run(HAS_SESSION, ns=ns, sid=sid).single()["found"])
