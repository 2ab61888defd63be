"""Cypher graphmem runs around graphiti-core's writes: which turns it has read, and a guard.

graphiti-core saves an entity or fact it resolved with `SET n = map`, which replaces every
property, and may invalidate facts on a model's say-so. graphmem's entities and facts in the
namespace are snapshotted before graphiti runs and their own properties restored after.
"""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

# What graphiti may change on graphmem's entities and facts: it re-embeds names and facts (with
# graphmem's own model), writes entity summaries, adds labels, and adds its episodes to a fact's
# provenance. Everything else (names, validity, keys, aliases) stays as graphmem wrote it.
GRAPHITI_MAY_SET_ON_ENTITIES = frozenset({"name_embedding", "summary", "labels"})
GRAPHITI_MAY_SET_ON_FACTS = frozenset({"fact_embedding", "episodes"})

MARK_EPISODE_TURNS = """
UNWIND $ids AS id
MATCH (t:Turn {namespace: $ns, id: id})
SET t.graphiti_episode = $episode
"""

SNAPSHOT_ENTITIES = """
MATCH (e:Entity {namespace: $ns})
RETURN e.uuid AS uuid, properties(e) AS props
"""

SNAPSHOT_FACTS = """
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->(:Entity)
WHERE f.namespace = $ns
RETURN f.uuid AS uuid, properties(f) AS props
"""

# Matched by uuid and group_id: the namespace property is one graphiti may have dropped.
READ_ENTITIES = """
UNWIND $uuids AS uuid
MATCH (e:Entity {uuid: uuid, group_id: $ns})
RETURN e.uuid AS uuid, properties(e) AS props
"""

READ_FACTS = """
UNWIND $uuids AS uuid
MATCH (:Entity)-[f:RELATES_TO {uuid: uuid}]->(:Entity)
WHERE f.group_id = $ns
RETURN f.uuid AS uuid, properties(f) AS props
"""

RESTORE_ENTITIES = """
UNWIND $rows AS row
MATCH (e:Entity {uuid: row.uuid, group_id: $ns})
SET e += row.props
"""

RESTORE_FACTS = """
UNWIND $rows AS row
MATCH (:Entity)-[f:RELATES_TO {uuid: row.uuid}]->(:Entity)
WHERE f.group_id = $ns
SET f += row.props
"""


def mark_episode_turns(tx: ManagedTransaction, ns: str, turn_ids: list[str], episode_uuid: str) -> None:
    """Record which graphiti episode carried these turns, so a rerun sends them no more."""
    tx.run(MARK_EPISODE_TURNS, ns=ns, ids=turn_ids, episode=episode_uuid).consume()


def _own(props: dict[str, Any], graphiti_may_set: frozenset[str]) -> dict[str, Any]:
    return {k: v for k, v in props.items() if k not in graphiti_may_set}


def snapshot_own_properties(tx: ManagedTransaction, ns: str) -> dict[str, list[dict[str, Any]]]:
    """graphmem's properties of the namespace's entities and facts (embeddings left out), by uuid."""
    return {
        "entities": [{"uuid": r["uuid"], "props": _own(r["props"], GRAPHITI_MAY_SET_ON_ENTITIES)}
                     for r in tx.run(SNAPSHOT_ENTITIES, ns=ns)],
        "facts": [{"uuid": r["uuid"], "props": _own(r["props"], GRAPHITI_MAY_SET_ON_FACTS)}
                  for r in tx.run(SNAPSHOT_FACTS, ns=ns)],
    }


def restore_own_properties(tx: ManagedTransaction, ns: str, snapshot: dict[str, list[dict[str, Any]]]) -> int:
    """Put back graphmem's properties that graphiti changed or dropped; return how many
    entities and facts needed it."""
    restored = 0
    for key, read, restore in (("entities", READ_ENTITIES, RESTORE_ENTITIES), ("facts", READ_FACTS, RESTORE_FACTS)):
        saved = {row["uuid"]: row["props"] for row in snapshot[key]}
        now = {r["uuid"]: r["props"] for r in tx.run(read, ns=ns, uuids=list(saved))}
        rows = []
        for uuid, props in saved.items():
            changed = {k: v for k, v in props.items() if _value(now.get(uuid, {}).get(k)) != _value(v)}
            if changed:
                rows.append({"uuid": uuid, "props": changed})
        tx.run(restore, ns=ns, rows=rows).consume()
        restored += len(rows)
    return restored


def _value(value: Any) -> Any:
    # Neo4j's DateTime equality also compares how the zone is written ("Z" or "+00:00");
    # what matters here is the instant.
    return value.to_native() if hasattr(value, "to_native") else value
