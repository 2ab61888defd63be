"""What reflection reads (recurring entities and tags, most used and newest ideas, entities other
namespaces share) and how it writes insights: Idea nodes of intent `insight` that SUMMARISES
the ideas, entities and spans they are about."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.model import Intent
from graphmem.store.driver import plain_rows
from graphmem.store.idea_ledger import lock_idea_ledger

INSIGHT_INTENT = Intent.INSIGHT.value

# Entities the ideas of at least $min_sessions sessions mention, most widespread first.
RECURRING_ENTITIES = """
MATCH (i:Idea {namespace: $ns})-[:MENTIONS]->(e:Entity {namespace: $ns})
WHERE i.session IS NOT NULL
WITH e, collect(DISTINCT i.session) AS sessions, count(DISTINCT i) AS ideas
WHERE size(sessions) >= $min_sessions
RETURN e.id AS id, e.name AS name, e.canonical AS canonical, sessions, ideas
ORDER BY size(sessions) DESC, ideas DESC, name LIMIT $limit
"""

SESSION_TAGS = """
MATCH (s:Session {namespace: $ns}) WHERE size(coalesce(s.tags, [])) > 0
RETURN s.id AS session, s.tags AS tags ORDER BY s.id LIMIT $limit
"""

# access_count is kept by access recording where it runs; without it, the most repeated ideas.
MOST_USED_IDEAS = """
MATCH (i:Idea {namespace: $ns})
WHERE i.intent <> $insight AND NOT coalesce(i.superseded, false)
WITH i ORDER BY coalesce(i.access_count, 0) DESC, coalesce(i.mentions, 1) DESC, i.importance DESC, i.id LIMIT $limit
RETURN i.id AS id, i.text AS text, coalesce(i.access_count, 0) AS accesses, coalesce(i.mentions, 1) AS mentions
"""

NEWEST_IDEAS = """
MATCH (i:Idea {namespace: $ns})
WHERE i.intent IN $intents AND NOT coalesce(i.superseded, false)
WITH i ORDER BY i.at DESC, i.id LIMIT $limit
RETURN i.id AS id, i.intent AS intent, i.text AS text, i.at AS at,
       head([(i)-[:IN_SPAN]->(sp:Span {namespace: $ns}) | sp.id]) AS span
"""

# Per entity key, the other namespaces whose ideas mention an entity of that key.
SHARED_ENTITIES = """
UNWIND $canonicals AS canonical
UNWIND $others AS other
MATCH (e:Entity {namespace: other, canonical: canonical})
WHERE EXISTS { (:Idea {namespace: other})-[:MENTIONS]->(e) }
WITH canonical, other ORDER BY other
RETURN canonical, collect(other) AS namespaces
"""

EXISTING_IDEAS = "UNWIND $ids AS id MATCH (i:Idea {namespace: $ns, id: id}) RETURN i.id AS id, i.text AS text"

# Text and embedding are set once: an LLM's phrasing of an unchanged insight is not redone.
# An insight replaces the current one of its topic (kept, superseded, for history).
WRITE_INSIGHT = """
UNWIND $rows AS row
MERGE (i:Idea {namespace: $ns, id: row.id})
ON CREATE SET i.created_at = datetime(), i.at = datetime(), i.text = row.text, i.embedding = row.embedding
SET i.intent = $insight, i.insight = row.topic, i.importance = 0.8, i.base_importance = 0.8,
    i.confidence = 1.0, i.mentions = 1, i.superseded = false, i.tags = ['reflection']
WITH i, row
CALL (i) { MATCH (i)-[old:SUMMARISES]->() DELETE old }
CALL (i, row) { UNWIND row.ideas AS id MATCH (n:Idea {namespace: $ns, id: id}) MERGE (i)-[:SUMMARISES]->(n) }
CALL (i, row) { UNWIND row.entities AS id MATCH (n:Entity {namespace: $ns, id: id}) MERGE (i)-[:SUMMARISES]->(n) }
CALL (i, row) { UNWIND row.spans AS id MATCH (n:Span {namespace: $ns, id: id}) MERGE (i)-[:SUMMARISES]->(n) }
CALL (i, row) {
  MATCH (old:Idea {namespace: $ns, intent: $insight})
  WHERE old.insight = row.topic AND old.id <> i.id AND NOT coalesce(old.superseded, false)
  SET old.superseded = true
  MERGE (i)-[:SUPERSEDES]->(old)
}
RETURN i.id AS id, i.insight AS topic, i.text AS text, i.at AS at,
       [(i)-[:SUMMARISES]->(n) | n.id] AS summarises
"""

# A topic the latest reflection found nothing for keeps no current insight.
RETIRE_INSIGHTS = """
MATCH (old:Idea {namespace: $ns, intent: $insight})
WHERE NOT old.insight IN $topics AND NOT coalesce(old.superseded, false)
SET old.superseded = true
"""


def read_recurring_entities(tx: ManagedTransaction, ns: str, min_sessions: int, limit: int) -> list[dict[str, Any]]:
    """Entities mentioned in `min_sessions` or more sessions, with those sessions' ids and their idea count."""
    return plain_rows(tx.run(RECURRING_ENTITIES, ns=ns, min_sessions=min_sessions, limit=limit))


def read_session_tags(tx: ManagedTransaction, ns: str, limit: int) -> list[dict[str, Any]]:
    """Sessions that carry tags, with their tags."""
    return plain_rows(tx.run(SESSION_TAGS, ns=ns, limit=limit))


def read_most_used_ideas(tx: ManagedTransaction, ns: str, limit: int) -> list[dict[str, Any]]:
    """The current ideas read most (access_count), then repeated most (mentions); insights left out."""
    return plain_rows(tx.run(MOST_USED_IDEAS, ns=ns, limit=limit, insight=INSIGHT_INTENT))


def read_newest_ideas(tx: ManagedTransaction, ns: str, intents: list[str], limit: int) -> list[dict[str, Any]]:
    """The newest current ideas of these intents, each with the span it hangs from."""
    return plain_rows(tx.run(NEWEST_IDEAS, ns=ns, intents=intents, limit=limit))


def read_shared_entities(tx: ManagedTransaction, canonicals: list[str], others: list[str]) -> dict[str, list[str]]:
    """For each entity key, which of the `others` namespaces' ideas mention it too."""
    rows = tx.run(SHARED_ENTITIES, canonicals=canonicals, others=others)
    return {r["canonical"]: list(r["namespaces"]) for r in rows}


def read_existing_ideas(tx: ManagedTransaction, ns: str, ids: list[str]) -> dict[str, str]:
    """Which of these idea ids exist, with their text."""
    return {r["id"]: r["text"] for r in tx.run(EXISTING_IDEAS, ns=ns, ids=ids)}


def write_insights(tx: ManagedTransaction, ns: str, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """MERGE insights {id, topic, text, embedding, ideas, entities, spans} with their SUMMARISES
    links; each supersedes the earlier current insight of its topic, and topics without a row
    keep none current. Idempotent."""
    lock_idea_ledger(tx, ns)
    tx.run(RETIRE_INSIGHTS, ns=ns, topics=[r["topic"] for r in rows], insight=INSIGHT_INTENT).consume()
    return [r.data() for r in tx.run(WRITE_INSIGHT, ns=ns, rows=rows, insight=INSIGHT_INTENT)]
