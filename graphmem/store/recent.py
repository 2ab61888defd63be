"""What happened lately in a namespace: the newest sessions and ideas (the dashboard's front page)."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.ideas import IDEA_FIELDS

RECENT_SESSIONS = """
MATCH (s:Session {namespace: $ns})
WITH s ORDER BY coalesce(s.ended_at, s.started_at, s.created_at) DESC LIMIT $limit
RETURN s.external_id AS external_id, s.title AS title, s.source AS source, s.started_at AS started_at,
       s.ended_at AS ended_at, COUNT { (:Turn)-[:IN_SESSION]->(s) } AS turns,
       COUNT { (i:Idea {namespace: $ns}) WHERE i.session = s.id } AS ideas
"""

RECENT_IDEAS = """
MATCH (i:Idea {namespace: $ns})
WHERE (size($intents) = 0 OR i.intent IN $intents) AND i.archived_at IS NULL
WITH i ORDER BY i.at DESC LIMIT $limit
RETURN """ + IDEA_FIELDS


def recent_sessions(tx: ManagedTransaction, ns: str, limit: int) -> list[dict[str, Any]]:
    """The namespace's newest sessions (by end, else start), with turn and idea counts."""
    return [r.data() for r in tx.run(RECENT_SESSIONS, ns=ns, limit=limit)]


def recent_ideas(tx: ManagedTransaction, ns: str, limit: int, intents: list[str]) -> list[dict[str, Any]]:
    """The namespace's newest unarchived ideas, optionally of some intents only, with their provenance."""
    return [r.data() for r in tx.run(RECENT_IDEAS, ns=ns, limit=limit, intents=intents)]
