"""Deletion: forget a session, an idea or a whole namespace, in batches of DELETE_BATCH.

Neo4j drops a deleted node's or relationship's entries from every index (vector, fulltext,
range) in the same transaction, so what is deleted here is unreachable by every search path.
Memories that other sessions repeated were merged into one idea or fact whose text may be the
forgotten one: they are deleted too, and the other sessions' turns behind them are marked
unprocessed, so the caller's resume step extracts them again in those turns' own words.
"""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import Store
from graphmem.store.idea_ledger import lock_idea_ledger

DELETE_BATCH = 1000

SESSION_KEY = """
MATCH (s:Session {namespace: $ns, external_id: $external_id})
RETURN s.id AS id, COLLECT { MATCH (t:Turn {namespace: $ns, session: s.id}) RETURN t.id } AS turn_ids,
       COLLECT { MATCH (t:Turn {namespace: $ns, session: s.id}) WHERE t.graphiti_episode IS NOT NULL
                 RETURN DISTINCT t.graphiti_episode } AS episodes
"""

# Any idea a forgotten turn stated may carry its words (near-duplicates merge into the first
# wording), so it goes; the other turns behind it are marked for extraction again.
DELETE_IDEAS_OF_TURNS = """
MATCH (i:Idea {namespace: $ns})-[:FROM]->(t:Turn {namespace: $ns}) WHERE t.id IN $turn_ids
WITH DISTINCT i LIMIT $batch
OPTIONAL MATCH (i)-[:FROM]->(other:Turn {namespace: $ns}) WHERE NOT other.id IN $turn_ids
SET other.processed = false
WITH DISTINCT i
DETACH DELETE i
RETURN count(*) AS deleted
"""

# Facts stated (also) in a forgotten turn: graphmem's by turn id, graphiti's by episode uuid.
DELETE_FACTS_OF_TURNS = """
MATCH (:Entity {group_id: $ns})-[f:RELATES_TO]->(:Entity)
WHERE f.group_id = $ns AND any(source IN f.episodes WHERE source IN $turn_ids OR source IN $episodes)
WITH f LIMIT $batch
OPTIONAL MATCH (other:Turn {namespace: $ns}) WHERE other.id IN f.episodes AND NOT other.id IN $turn_ids
SET other.processed = false
WITH DISTINCT f
DELETE f
RETURN count(*) AS deleted
"""

# What a forgotten turn claimed goes with it; the resume step after every forget rebuilds the
# timelines from the claims that remain.
DELETE_CLAIMS_OF_TURNS = """
MATCH (c:Claim {namespace: $ns})-[:FROM]->(t:Turn {namespace: $ns}) WHERE t.id IN $turn_ids
WITH DISTINCT c LIMIT $batch
DETACH DELETE c
RETURN count(*) AS deleted
"""

DELETE_EPISODES = """
MATCH (e:Episodic {group_id: $ns}) WHERE e.uuid IN $episodes
WITH e LIMIT $batch
DETACH DELETE e
RETURN count(*) AS deleted
"""

DELETE_TURNS = """
MATCH (t:Turn {namespace: $ns}) WHERE t.id IN $turn_ids
WITH t LIMIT $batch
DETACH DELETE t
RETURN count(*) AS deleted
"""

DELETE_SESSION_SPANS = """
MATCH (sp:Span {namespace: $ns, session: $sid})
WITH sp LIMIT $batch
DETACH DELETE sp
RETURN count(*) AS deleted
"""

DELETE_SESSION = """
MATCH (s:Session {namespace: $ns, id: $sid})
DETACH DELETE s
RETURN count(*) AS deleted
"""

# An explicit memory (`remember`) owns the synthetic turn that carries it: both go.
IDEA_KEY = """
MATCH (i:Idea {namespace: $ns, id: $id})
RETURN [(i)-[:FROM]->(t:Turn {kind: 'remember'}) | t.id] AS turn_ids,
       [(i)-[:FROM]->(t:Turn {kind: 'remember'}) | t.session] AS sessions
"""

# The turns an idea came from stay (they are the conversation's log) and stay processed, so the
# idea is not extracted again.
DELETE_IDEA = """
MATCH (i:Idea {namespace: $ns, id: $id})
DETACH DELETE i
RETURN count(*) AS deleted
"""

# A session left without turns goes with its spans; one that lost some turns is re-segmented
# by the resume step that follows every forget.
SETTLE_SESSIONS = """
UNWIND $sids AS sid
MATCH (s:Session {namespace: $ns, id: sid})
OPTIONAL MATCH (sp:Span {namespace: $ns, session: sid})
WITH s, collect(sp) AS spans, EXISTS { (:Turn {namespace: $ns, session: sid}) } AS has_turns
SET s.needs_rebuild = true
FOREACH (sp IN CASE WHEN has_turns THEN [] ELSE spans END | DETACH DELETE sp)
FOREACH (gone IN CASE WHEN has_turns THEN [] ELSE [s] END | DETACH DELETE gone)
"""

DELETE_ORPHAN_ENTITIES = """
MATCH (e:Entity {group_id: $ns})
WHERE NOT EXISTS { ()-[:MENTIONS]->(e) } AND NOT EXISTS { (e)-[:RELATES_TO]-() }
WITH e LIMIT $batch
DETACH DELETE e
RETURN count(*) AS deleted
"""

REFRESH_SUPERSEDED = """
MATCH (i:Idea {namespace: $ns, superseded: true})
WHERE NOT EXISTS { (:Idea)-[:SUPERSEDES]->(i) }
SET i.superseded = false
"""

# The whole namespace, label by label (each through its namespace or group_id index);
# graphiti's episodes and communities carry only group_id.
DELETE_NAMESPACE = {
    "turns": "MATCH (n:Turn {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "ideas": "MATCH (n:Idea {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "spans": "MATCH (n:Span {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "claims": "MATCH (n:Claim {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "timelines": "MATCH (n:Timeline {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "facts": """MATCH (:Entity {group_id: $ns})-[f:RELATES_TO]->(:Entity) WHERE f.group_id = $ns
                WITH f LIMIT $batch DELETE f RETURN count(*) AS deleted""",
    "entities": "MATCH (n:Entity {group_id: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "episodes": "MATCH (n:Episodic {group_id: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "communities": "MATCH (n:Community {group_id: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "sessions": "MATCH (n:Session {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "index_states": "MATCH (n:IndexState {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "ledger": "MATCH (n:IdeaLedger {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
    "consolidation_changes": """MATCH (n:ConsolidationChange {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n
                                RETURN count(*) AS deleted""",
    "consolidation_runs": """MATCH (n:ConsolidationRun {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n
                             RETURN count(*) AS deleted""",
    "identity": "MATCH (n:Identity {namespace: $ns}) WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS deleted",
}
# Statements that delete ideas: their transactions take the namespace's idea ledger first.
IDEA_DELETIONS = frozenset({DELETE_IDEAS_OF_TURNS, DELETE_IDEA, DELETE_NAMESPACE["ideas"]})


def _delete_all(store: Store, query: str, **params: Any) -> int:
    """Run a `... LIMIT $batch ... RETURN count(*) AS deleted` statement until it deletes nothing."""
    total = 0
    work = _deleted_ideas if query in IDEA_DELETIONS else _deleted
    while True:
        deleted = store.write(work, query, {**params, "batch": DELETE_BATCH})
        total += deleted
        if deleted < DELETE_BATCH:
            return total


def _deleted(tx: ManagedTransaction, query: str, params: dict[str, Any]) -> int:
    record = tx.run(query, params).single()
    return int(record["deleted"]) if record else 0


def _deleted_ideas(tx: ManagedTransaction, query: str, params: dict[str, Any]) -> int:
    """`_deleted` for a statement that deletes ideas: it takes the idea ledger first."""
    lock_idea_ledger(tx, params["ns"])
    return _deleted(tx, query, params)


def _run(tx: ManagedTransaction, query: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return [r.data() for r in tx.run(query, params)]


def _forget_turns(store: Store, ns: str, turn_ids: list[str], episodes: list[str]) -> dict[str, int]:
    """Delete turns and every idea, fact and graphiti episode they stated."""
    params = {"ns": ns, "turn_ids": turn_ids, "episodes": episodes}
    return {
        "ideas": _delete_all(store, DELETE_IDEAS_OF_TURNS, **params),
        "facts": _delete_all(store, DELETE_FACTS_OF_TURNS, **params),
        "claims": _delete_all(store, DELETE_CLAIMS_OF_TURNS, **params),
        "episodes": _delete_all(store, DELETE_EPISODES, **params),
        "turns": _delete_all(store, DELETE_TURNS, **params),
    }


def _tidy(store: Store, ns: str, report: dict[str, int]) -> dict[str, int]:
    """Clear superseded flags nothing supersedes any more and delete unmentioned entities."""
    store.write(_run, REFRESH_SUPERSEDED, {"ns": ns})
    report["entities"] = _delete_all(store, DELETE_ORPHAN_ENTITIES, ns=ns)
    return report


def forget_session(store: Store, ns: str, external_id: str) -> dict[str, int] | None:
    """Delete a session (by its source id), its turns and spans, every idea and fact it stated
    and entities left unmentioned; None when the namespace has no such session."""
    rows = store.read(_run, SESSION_KEY, {"ns": ns, "external_id": external_id})
    if not rows:
        return None
    sid = rows[0]["id"]
    report = _forget_turns(store, ns, rows[0]["turn_ids"], rows[0]["episodes"])
    report["spans"] = _delete_all(store, DELETE_SESSION_SPANS, ns=ns, sid=sid)
    report["sessions"] = _delete_all(store, DELETE_SESSION, ns=ns, sid=sid)
    return _tidy(store, ns, report)


def forget_idea(store: Store, ns: str, idea_id: str) -> dict[str, int] | None:
    """Delete an idea, and for an explicit memory the note's own turn; None when absent."""
    rows = store.read(_run, IDEA_KEY, {"ns": ns, "id": idea_id})
    if not rows:
        return None
    turn_ids = rows[0]["turn_ids"]
    ideas = store.write(_deleted_ideas, DELETE_IDEA, {"ns": ns, "id": idea_id})
    report = _forget_turns(store, ns, turn_ids, [])
    report["ideas"] += ideas
    store.write(_run, SETTLE_SESSIONS, {"ns": ns, "sids": sorted(set(rows[0]["sessions"]))})
    return _tidy(store, ns, report)


def forget_namespace(store: Store, ns: str) -> dict[str, int]:
    """Delete every node and relationship of the namespace; return the counts by kind."""
    return {kind: _delete_all(store, query, ns=ns) for kind, query in DELETE_NAMESPACE.items()}
