"""Reads and writes of the LLM enrichment pass: turns still to enrich, and one enriched batch.

A batch's records, their `method: 'llm'` provenance and the turns' `enriched` flag are written in
one transaction, so a batch is stored whole or not at all and a rerun skips exactly what is done.
"""

from __future__ import annotations

from collections.abc import Collection

from neo4j import ManagedTransaction

from graphmem.model import TurnRecord
from graphmem.store.batch_writes import BatchWrite, write_batch
from graphmem.store.idea_ledger import lock_idea_ledger

# The flag each optional pass sets on the turns it has read: `enriched` (graphmem's LLM pass),
# `graphiti_episode` (the uuid of the graphiti-core episode that carried the turn).
PASS_FLAGS = ("enriched", "graphiti_episode")

READ_UNREAD = {
    flag: f"""
MATCH (t:Turn {{namespace: $ns, processed: true}})
WHERE t.{flag} IS NULL AND NOT t.kind IN $skip_kinds AND size(trim(t.text)) > 0
RETURN t.session_external_id AS session_external_id, t.external_id AS external_id, t.seq AS seq,
       t.role AS role, t.speaker AS speaker, t.text AS text, t.at AS at, t.kind AS kind
ORDER BY t.session, t.position, t.id
LIMIT $limit
"""
    for flag in PASS_FLAGS
}

EXISTING_ENTITIES = """
UNWIND $ids AS id
MATCH (e:Entity {namespace: $ns, id: id})
RETURN collect(e.id) AS ids
"""

MARK_LLM_IDEAS = """
UNWIND $ids AS id
MATCH (i:Idea {namespace: $ns, id: id})
SET i.method = 'llm', i.model = $model
"""

MARK_LLM_ENTITIES = """
UNWIND $ids AS id
MATCH (e:Entity {namespace: $ns, id: id})
SET e.method = 'llm', e.model = $model
"""

MARK_ENRICHED = """
UNWIND $ids AS id
MATCH (t:Turn {namespace: $ns, id: id})
SET t.enriched = true, t.enriched_by = $model
"""


def read_unread_turns(tx: ManagedTransaction, ns: str, flag: str, limit: int,
                      skip_kinds: Collection[str]) -> list[TurnRecord]:
    """Processed turns the pass that sets `flag` has not read, session by session in order."""
    return [
        TurnRecord(
            session_external_id=r["session_external_id"], external_id=r["external_id"], seq=r["seq"],
            role=r["role"], speaker=r["speaker"], text=r["text"],
            at=r["at"].to_native() if r["at"] is not None else None, kind=r["kind"],
        )
        for r in tx.run(READ_UNREAD[flag], ns=ns, limit=limit, skip_kinds=list(skip_kinds))
    ]


def write_enrichment(tx: ManagedTransaction, ns: str, batch: BatchWrite, turn_ids: list[str], model: str) -> None:
    """Write one enriched batch, label what the LLM added (`method: 'llm'`), flag its turns.

    Entities that already existed keep their origin; the LLM's claims carry `source: 'llm'`.
    """
    lock_idea_ledger(tx, ns)
    entity_ids = [r["id"] for r in batch.entities]
    old_entities = set(tx.run(EXISTING_ENTITIES, ns=ns, ids=entity_ids).single()["ids"])
    write_batch(tx, ns, batch)
    tx.run(MARK_LLM_IDEAS, ns=ns, ids=[r["id"] for r in batch.ideas], model=model).consume()
    tx.run(MARK_LLM_ENTITIES, ns=ns, ids=[i for i in entity_ids if i not in old_entities], model=model).consume()
    tx.run(MARK_ENRICHED, ns=ns, ids=turn_ids, model=model).consume()
