"""Links between memories: inferred idea relations (supersedes, builds on, contradicts, answers) and document links."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.model import IdeaRelation
from graphmem.store.driver import plain_rows

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
