"""Links between memories: fact validity chains, SUPERSEDES from facts, inferred idea relations."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.model import IdeaRelation
from graphmem.store.driver import plain_rows

# A state known only to have ended starts at the first mention of its object.
BACKFILL_UNKNOWN_STARTS = """
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity {namespace: $ns})
WHERE f.namespace = $ns AND f.start_known = false
OPTIONAL MATCH (i:Idea {namespace: $ns})-[:MENTIONS]->(o)
WHERE i.at < f.valid_at
WITH f, min(i.at) AS first
SET f.valid_at = coalesce(first, f.valid_at)
"""

# Validity is recomputed from all facts of a (subject, predicate): the same facts always give
# the same chain, whatever order, batches or namespace they arrived in (ties go by object, not by
# the uuid, which hashes the namespace in). Manually invalidated facts keep
# the end their user gave them.
CLOSE_REPLACED_FACTS = """
MATCH (s:Entity)-[f:RELATES_TO]->(o:Entity)
WHERE f.namespace = $ns AND f.valid_at IS NOT NULL AND s.namespace = $ns
WITH s, f.name AS predicate, f, o ORDER BY f.valid_at, o.canonical
WITH s, predicate, collect({f: f, o: o.id}) AS chain
UNWIND range(0, size(chain) - 1) AS i
WITH chain[i].f AS f, [j IN range(i + 1, size(chain) - 1) WHERE chain[j].o <> chain[i].o | chain[j].f][0] AS next
WHERE coalesce(f.manual_invalid, false) = false
SET f.invalid_at = next.valid_at, f.replaced_by = next.uuid,
    f.expired_at = CASE WHEN next IS NULL THEN null ELSE coalesce(f.expired_at, next.created_at) END
RETURN count(next) AS closed
"""

# The ideas stated with a newer fact supersede the ideas stated with the fact it replaced.
SUPERSEDE_FROM_FACTS = """
MATCH (:Entity)-[old:RELATES_TO]->(old_obj:Entity)
WHERE old.namespace = $ns AND old.replaced_by IS NOT NULL AND old_obj.namespace = $ns
MATCH (:Entity {namespace: $ns})-[new:RELATES_TO {uuid: old.replaced_by}]->(new_obj:Entity)
MATCH (nt:Turn {namespace: $ns})<-[:FROM]-(ni:Idea {namespace: $ns})-[:MENTIONS]->(new_obj)
WHERE nt.id IN new.episodes
MATCH (ot:Turn {namespace: $ns})<-[:FROM]-(oi:Idea {namespace: $ns})-[:MENTIONS]->(old_obj)
WHERE ot.id IN old.episodes AND oi <> ni AND NOT (oi)-[:MENTIONS]->(new_obj)
MERGE (ni)-[r:SUPERSEDES]->(oi)
ON CREATE SET r.confidence = 0.8, r.method = 'fact', r.at = new.valid_at
SET oi.superseded = true
RETURN count(DISTINCT r) AS linked
"""

LINK_STATEMENTS = {
    relation: f"""
UNWIND $rows AS row
MATCH (a:Idea {{namespace: $ns, id: row.source}})
MATCH (b:Idea {{namespace: $ns, id: row.target}})
MERGE (a)-[r:{relation.value}]->(b)
SET r.confidence = row.confidence, r.method = row.method, r.at = a.at
"""
    for relation in IdeaRelation
}

MARK_SUPERSEDED = """
MATCH (:Idea {namespace: $ns})-[:SUPERSEDES]->(old:Idea {namespace: $ns})
SET old.superseded = true
"""

# Ties are broken by text, not by id (ids hash the namespace in), so the same session infers
# the same relations in every namespace; the speaker is the first source turn's.
READ_SESSION_IDEAS = """
MATCH (i:Idea {namespace: $ns, session: $sid})-[:FROM]->(t:Turn)
WITH i, t ORDER BY t.position, t.external_id
WITH i, collect(t)[0] AS first
RETURN i.id AS id, i.intent AS intent, i.text AS text, i.embedding AS embedding,
       first.position AS position, first.speaker AS speaker
ORDER BY position, i.text, i.intent
"""


def close_replaced_facts(tx: ManagedTransaction, ns: str) -> tuple[int, int]:
    """Close every fact a newer one with the same subject and predicate replaced, and link
    the ideas behind them by SUPERSEDES; return (facts closed, supersedes links)."""
    tx.run(BACKFILL_UNKNOWN_STARTS, ns=ns).consume()
    closed = tx.run(CLOSE_REPLACED_FACTS, ns=ns).single()
    linked = tx.run(SUPERSEDE_FROM_FACTS, ns=ns).single()
    return (int(closed["closed"]) if closed else 0, int(linked["linked"]) if linked else 0)


def read_session_ideas(tx: ManagedTransaction, ns: str, sid: str) -> list[dict[str, Any]]:
    """A session's ideas in conversation order, with embeddings, for relation inference."""
    return plain_rows(tx.run(READ_SESSION_IDEAS, ns=ns, sid=sid))


def link_ideas(tx: ManagedTransaction, ns: str, relation: IdeaRelation, rows: list[dict[str, Any]]) -> None:
    """MERGE typed relations {source, target, confidence, method} between ideas."""
    if rows:
        tx.run(LINK_STATEMENTS[relation], ns=ns, rows=rows).consume()
    if relation is IdeaRelation.SUPERSEDES:
        tx.run(MARK_SUPERSEDED, ns=ns).consume()


def read_sessions_ideas(tx: ManagedTransaction, ns: str, sids: list[str]) -> dict[str, list[dict[str, Any]]]:
    """`read_session_ideas` for several sessions in one transaction."""
    return {sid: read_session_ideas(tx, ns, sid) for sid in sids}


def link_ideas_by_relation(tx: ManagedTransaction, ns: str, rows: dict[IdeaRelation, list[dict[str, Any]]]) -> None:
    """`link_ideas` for every relation that has rows, in one transaction."""
    for relation, relation_rows in rows.items():
        if relation_rows:
            link_ideas(tx, ns, relation, relation_rows)


SAVE_DOCUMENT_LINKS = """
MATCH (s:Session {namespace: $ns, id: $sid})
SET s.document_links = $links
"""

# Front matter such as `supersedes: old.md`: the source document's most important idea is
# linked to every idea of the target document. All declared links of the namespace are
# (re)applied, so a target ingested after its source is linked too (MERGE: idempotent).
READ_DOCUMENT_LINKS = """
MATCH (a:Session {namespace: $ns})
WHERE a.document_links IS NOT NULL
UNWIND a.document_links AS link
WITH a, split(link, ' ')[0] AS relation, split(link, ' ')[1] AS target
MATCH (b:Session {namespace: $ns, id: target})
CALL (a) {
  MATCH (i:Idea {namespace: $ns, session: a.id})
  RETURN i AS top ORDER BY i.importance DESC, i.id LIMIT 1
}
MATCH (j:Idea {namespace: $ns, session: b.id})
RETURN relation, top.id AS source, j.id AS target
"""


def save_document_links(tx: ManagedTransaction, ns: str, sid: str, links: list[tuple[IdeaRelation, str]]) -> None:
    """Remember the relations a document declares to other documents' sessions."""
    tx.run(SAVE_DOCUMENT_LINKS, ns=ns, sid=sid, links=[f"{rel.value} {target}" for rel, target in links]).consume()


def read_document_links(tx: ManagedTransaction, ns: str) -> dict[IdeaRelation, list[dict[str, Any]]]:
    """Idea pairs to link for the namespace's declared document relations, by relation."""
    found: dict[IdeaRelation, list[dict[str, Any]]] = {}
    for r in tx.run(READ_DOCUMENT_LINKS, ns=ns):
        found.setdefault(IdeaRelation(r["relation"]), []).append(
            {"source": r["source"], "target": r["target"], "confidence": 1.0, "method": "front-matter"})
    return found
