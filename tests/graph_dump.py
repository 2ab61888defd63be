"""An exact dump of one namespace's graph: every node and relationship with every property, as
they compare after an undo (tests/snapshot.py, for other needs, leaves timestamps and
embeddings out and rounds numbers; this keeps them all).

Nodes are named by label and id (elementIds change when a node is recreated). Left out: the
consolidation record itself (it stays after an undo, for review) and the idea ledger's version,
a random token every write of ideas renews.
"""

from __future__ import annotations

from typing import Any

from graphmem.store.driver import Store

RECORD_LABELS = ["ConsolidationRun", "ConsolidationChange"]

NODES = """
MATCH (n {namespace: $ns}) WHERE none(l IN labels(n) WHERE l IN $record)
RETURN labels(n) AS labels, properties(n) AS props
"""

RELATIONSHIPS = """
CALL () {
  MATCH (a {namespace: $ns})-[r]->(b) RETURN a, r, b
  UNION
  MATCH (a)-[r]->(b {namespace: $ns}) RETURN a, r, b
}
WITH a, r, b WHERE none(l IN labels(a) + labels(b) WHERE l IN $record)
RETURN labels(a)[0] + ':' + coalesce(a.id, elementId(a)) AS a, type(r) AS type,
       labels(b)[0] + ':' + coalesce(b.id, elementId(b)) AS b, properties(r) AS props
"""


def _exact(value: Any) -> Any:
    if hasattr(value, "iso_format"):
        return ("time", value.iso_format())
    if isinstance(value, list):
        return tuple(_exact(v) for v in value)
    return value


def _props(props: dict[str, Any], skip: frozenset[str] = frozenset()) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted((k, _exact(v)) for k, v in props.items() if k not in skip))


def dump(store: Store, ns: str) -> dict[str, list[Any]]:
    """{"nodes": sorted rows, "relationships": sorted rows} of the namespace, every value exact."""
    nodes = []
    for row in store.query(NODES, ns=ns, record=RECORD_LABELS):
        skip = frozenset({"version"}) if "IdeaLedger" in row["labels"] else frozenset()
        nodes.append((tuple(sorted(row["labels"])), _props(row["props"], skip)))
    rels = [(r["a"], r["type"], r["b"], _props(r["props"])) for r in store.query(RELATIONSHIPS, ns=ns, record=RECORD_LABELS)]
    return {"nodes": sorted(nodes, key=repr), "relationships": sorted(rels, key=repr)}
