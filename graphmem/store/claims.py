"""Claims (what turns say about the state of a slot), and the reads that timelines are built from."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graphmem.ids import claim_id, turn_id
from graphmem.model import Claim, ClaimKind
from graphmem.store.driver import plain_rows
from graphmem.store.lucene import WORD, in_namespace

# A claim belongs to the turn that said it: re-extracting the turn MERGEs the same ids.
UPSERT_CLAIMS = """
UNWIND $rows AS row
MATCH (t:Turn {namespace: $ns, id: row.turn_id})
MERGE (c:Claim {namespace: $ns, id: row.id})
SET c += row.props
MERGE (c)-[:FROM]->(t)
"""

READ_CLAIMS = """
MATCH (c:Claim {namespace: $ns})
RETURN c.kind AS kind, c.object AS object, c.object_name AS object_name, c.slot AS slot, c.subject AS subject,
       c.said_at AS said_at, c.effective AS effective, c.confidence AS confidence, c.text AS text,
       c.turn_external_id AS turn_external_id, c.session_external_id AS session_external_id,
       c.old AS old, c.old_name AS old_name, c.source AS source
ORDER BY c.said_at, c.id
"""

# Who speaks in the sessions: people's names in a chat ("Ravi"), roles elsewhere ("user").
READ_SPEAKERS = """
MATCH (t:Turn {namespace: $ns}) WHERE t.session IN $sessions AND t.speaker IS NOT NULL
RETURN DISTINCT t.speaker AS speaker
"""

# Where and when each thing was named in the namespace's ideas: the first time, the sessions,
# and the ideas' embeddings (at most $per_entity, newest first) for its context.
READ_MENTIONS = """
MATCH (e:Entity {namespace: $ns})
WHERE e.canonical IN $keys OR ANY(s IN $sessions WHERE EXISTS {
  MATCH (:Idea {namespace: $ns, session: s})-[:MENTIONS]->(e) })
CALL (e) {
  MATCH (i:Idea {namespace: $ns})-[:MENTIONS]->(e)
  WITH i ORDER BY i.at DESC
  RETURN min(i.at) AS first_seen, max(i.at) AS last_seen, collect(DISTINCT i.session) AS sessions,
         collect(i.embedding)[..$per_entity] AS vectors
}
RETURN e.canonical AS key, e.name AS name, e.aliases AS aliases, e.name_embedding AS name_vector, first_seen,
       last_seen, sessions, vectors, e.kind AS kind
"""


# The turns that say a name, earliest first (a fulltext phrase query, checked exactly in Python).
TURNS_SAYING = """
UNWIND $names AS n
CALL db.index.fulltext.queryNodes('turn_fulltext', n.query, {limit: $limit}) YIELD node, score
WITH n, node WHERE node.namespace = $ns
WITH n, node ORDER BY node.at
RETURN n.key AS key, collect([node.at, node.text, node.session_external_id, node.kind]) AS turns
"""


def claim_row(ns: str, claim: Claim) -> dict[str, Any]:
    """The row UPSERT_CLAIMS writes for one claim."""
    props = {
        "kind": claim.kind.value, "object": claim.object, "object_name": claim.object_name, "slot": claim.slot,
        "subject": claim.subject, "said_at": claim.said_at, "effective": claim.effective,
        "confidence": claim.confidence, "text": claim.text, "turn_external_id": claim.turn_external_id,
        "session_external_id": claim.session_external_id, "old": claim.old, "old_name": claim.old_name,
        "source": claim.source,
    }
    return {"id": claim_id(ns, claim.session_external_id, claim.turn_external_id, claim.kind.value, claim.object,
                           claim.slot),
            "turn_id": turn_id(ns, claim.session_external_id, claim.turn_external_id), "props": props}


def write_claims(tx: ManagedTransaction, ns: str, rows: list[dict[str, Any]]) -> None:
    """MERGE claims and their FROM link to the turn that said them."""
    if rows:
        tx.run(UPSERT_CLAIMS, ns=ns, rows=rows).consume()


def read_claims(tx: ManagedTransaction, ns: str) -> list[Claim]:
    """Every claim of the namespace, in the order they were said."""
    return [
        Claim(kind=ClaimKind(r["kind"]), object=r["object"] or "", object_name=r["object_name"] or "",
              slot=r["slot"] or "", subject=r["subject"] or "", said_at=_native(r["said_at"]),
              effective=_native(r["effective"]), confidence=float(r["confidence"] or 0.5), text=r["text"] or "",
              turn_external_id=r["turn_external_id"], session_external_id=r["session_external_id"],
              old=r["old"], old_name=r["old_name"], source=r["source"] or "text")
        for r in tx.run(READ_CLAIMS, ns=ns)
    ]


def read_speakers(tx: ManagedTransaction, ns: str, sessions: list[str]) -> list[str]:
    """The speakers of the given sessions' turns."""
    return [r["speaker"] for r in tx.run(READ_SPEAKERS, ns=ns, sessions=sessions)]


def read_mentions(tx: ManagedTransaction, ns: str, keys: list[str], sessions: list[str],
                  per_entity: int = 100) -> list[dict[str, Any]]:
    """Mention rows for the given entity keys and for every entity named in the given sessions."""
    return plain_rows(tx.run(READ_MENTIONS, ns=ns, keys=keys, sessions=sessions, per_entity=per_entity))


def turns_saying(tx: ManagedTransaction, ns: str, names: dict[str, str],
                 limit: int = 200) -> dict[str, list[tuple[Any, str, str, str]]]:
    """key -> (time, text, session, kind) of turns whose text has the name as a phrase, earliest first.
    Names that make one phrase ("Node 18", "node:18") are looked up once."""
    asking: dict[str, list[str]] = defaultdict(list)
    for key, name in names.items():
        if phrase := _phrase(name):
            asking[in_namespace(phrase, "text", ns)].append(key)
    rows = [{"key": query, "query": query} for query in asking]
    return {key: [tuple(t) for t in r["turns"]] for r in tx.run(TURNS_SAYING, names=rows, ns=ns, limit=limit)
            for key in asking[r["key"]]}


def _phrase(name: str) -> str:
    """The name's words as a Lucene phrase, lowercased as the index's analyzer reads them."""
    words = WORD.findall(name.lower())
    return '"' + " ".join(words) + '"' if words else ""


def _native(value: Any) -> datetime | None:
    if value is None:
        return None
    return value.to_native() if hasattr(value, "to_native") else value
