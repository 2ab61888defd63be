"""Merging one node into another of its label, and putting it back exactly.

A merge moves every relationship of the merged node to the surviving one (a relationship the
survivor already has, same type, direction and other end, is not doubled; facts, which carry a
`uuid`, are always moved; one between the two becomes nothing), then deletes the merged node.
Before it does, it captures what undoing needs: the merged node's labels and properties, its
relationships (type, direction, other end by label and id, properties), the survivor's
properties, and the relationships the move created. Values are kept as tagged JSON, so dates
and float lists come back as the types they were.
"""

from __future__ import annotations

import json
from typing import Any

from neo4j import ManagedTransaction
from neo4j.time import Date, DateTime

# Only these labels are merged; each is read through its (namespace, id) constraint.
MERGEABLE = ("Entity", "Idea")

# Relationships of a node, each with its other end: by label and id when that end is one of
# graphmem's nodes (it may be recreated by an undo, so its elementId may change), else by elementId.
CAPTURE = {label: f"""
MATCH (n:{label} {{namespace: $ns, id: $id}})
RETURN labels(n) AS labels, properties(n) AS props,
       [(n)-[r]->(m) | {{rid: elementId(r), type: type(r), out: true, label: labels(m)[0],
                         other_id: CASE WHEN m.namespace = $ns THEN m.id END, other_eid: elementId(m),
                         props: properties(r)}}] +
       [(n)<-[r]-(m) | {{rid: elementId(r), type: type(r), out: false, label: labels(m)[0],
                         other_id: CASE WHEN m.namespace = $ns THEN m.id END, other_eid: elementId(m),
                         props: properties(r)}}] AS rels
""" for label in MERGEABLE}

# The other end of a captured relationship, as it is now.
OTHER_END = """
CALL (row) {
  MATCH (m:$(row.label) {namespace: $ns, id: row.other_id}) WHERE row.other_id IS NOT NULL RETURN m
  UNION
  MATCH (m) WHERE row.other_id IS NULL AND elementId(m) = row.other_eid RETURN m
}
"""

CREATE_RELS = {label: f"""
MATCH (s:{label} {{namespace: $ns, id: $id}})
UNWIND $rows AS row
""" + OTHER_END + """
CALL (s, m, row) {
  WITH s, m, row WHERE row.out
  CREATE (s)-[r:$(row.type)]->(m) SET r = row.props
  UNION
  WITH s, m, row WHERE NOT row.out
  CREATE (s)<-[r:$(row.type)]-(m) SET r = row.props
}
""" for label in MERGEABLE}

# One relationship the merge created: the only one of its type between the two ends with that
# uuid (facts) or, without one, the only one at all (the merge made it because none was there).
DELETE_RELS = {label: f"""
MATCH (s:{label} {{namespace: $ns, id: $id}})
UNWIND $rows AS row
""" + OTHER_END + """
CALL (s, m, row) {
  MATCH (s)-[r:$(row.type)]->(m) WHERE row.out AND (row.props.uuid IS NULL OR r.uuid = row.props.uuid)
  RETURN r
  UNION
  MATCH (s)<-[r:$(row.type)]-(m) WHERE NOT row.out AND (row.props.uuid IS NULL OR r.uuid = row.props.uuid)
  RETURN r
}
DELETE r
""" for label in MERGEABLE}

DELETE_NODE = {label: f"MATCH (n:{label} {{namespace: $ns, id: $id}}) DETACH DELETE n" for label in MERGEABLE}

RECREATE_NODE = "CREATE (n:$($labels)) SET n = $props"

SET_PROPS = {label: f"MATCH (n:{label} {{namespace: $ns, id: $id}}) SET n = $props" for label in MERGEABLE}


def encode(value: Any) -> Any:
    """A Neo4j value as JSON-safe data that `decode` turns back into the same value."""
    if isinstance(value, DateTime):
        return {"$datetime": value.iso_format()}
    if isinstance(value, Date):
        return {"$date": value.iso_format()}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    return value


def decode(value: Any) -> Any:
    """The Neo4j value `encode` was given."""
    if isinstance(value, dict):
        if "$datetime" in value:
            return DateTime.from_iso_format(value["$datetime"])
        if "$date" in value:
            return Date.from_iso_format(value["$date"])
        return {k: decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decode(v) for v in value]
    return value


def capture_node(tx: ManagedTransaction, ns: str, label: str, node_id: str) -> dict[str, Any] | None:
    """A node's labels, properties and relationships (see module doc); None when it is gone."""
    record = tx.run(CAPTURE[label], ns=ns, id=node_id).single()
    return dict(record.items()) if record else None


def merge_node(tx: ManagedTransaction, ns: str, label: str, merged_id: str, survivor_id: str) -> dict[str, Any] | None:
    """Move `merged_id`'s relationships to `survivor_id` and delete it; return the undo step
    (JSON-safe), or None when either node is gone. The survivor's own properties are the caller's."""
    merged = capture_node(tx, ns, label, merged_id)
    survivor = capture_node(tx, ns, label, survivor_id)
    if merged is None or survivor is None:
        return None
    held = {_signature(r) for r in survivor["rels"]}
    created = []
    for rel in merged["rels"]:
        if rel["other_id"] in (merged_id, survivor_id):
            continue  # between the two (or a loop): the merge makes it meaningless
        if "uuid" in rel["props"] or _signature(rel) not in held:
            created.append(rel)
            held.add(_signature(rel))
    tx.run(CREATE_RELS[label], ns=ns, id=survivor_id, rows=created).consume()
    tx.run(DELETE_NODE[label], ns=ns, id=merged_id).consume()
    return encode({"label": label, "merged": merged, "survivor_id": survivor_id,
                   "survivor_props": survivor["props"], "created": created})


def _signature(rel: dict[str, Any]) -> tuple[Any, ...]:
    return (rel["type"], rel["out"], rel["other_id"] or rel["other_eid"], rel["props"].get("uuid"))


def undo_merge(tx: ManagedTransaction, ns: str, step: dict[str, Any]) -> None:
    """Put back what `merge_node` returned `step` for (and the survivor's properties it names)."""
    step = decode(step)
    label, merged = step["label"], step["merged"]
    tx.run(DELETE_RELS[label], ns=ns, id=step["survivor_id"], rows=step["created"]).consume()
    tx.run(SET_PROPS[label], ns=ns, id=step["survivor_id"], props=step["survivor_props"]).consume()
    tx.run(RECREATE_NODE, labels=merged["labels"], props=merged["props"]).consume()
    # A relationship from the node to itself was captured twice (out and in): made once.
    rows = list({r["rid"]: r for r in merged["rels"]}.values())
    tx.run(CREATE_RELS[label], ns=ns, id=merged["props"]["id"], rows=rows).consume()


def dumps(data: Any) -> str:
    """JSON for a record property."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
