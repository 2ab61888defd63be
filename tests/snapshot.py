"""A namespace-free fingerprint of one namespace's graph, to compare two ingests of the same input.

Node ids hash the namespace in, so every id-valued property (ids, uuids, `session`, `episodes`,
`replaced_by`) is replaced by the natural key of the node or fact it names. Creation and
expiry timestamps, embeddings (floating point, batch-dependent in the last bits) and the idea
ledger's version (a random token per write) are left out.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from graphmem.store.driver import Store

SKIPPED = {"namespace", "group_id", "created_at", "updated_at", "expired_at", "embedding",
           "name_embedding", "fact_embedding", "version"}
# Reads record accesses: use of a memory, not its content, so not even their presence counts.
USE = {"access_count", "last_accessed_at"}

NODES = """
MATCH (n {namespace: $ns})
RETURN elementId(n) AS eid, labels(n)[0] AS label, properties(n) AS props,
       [(n)-[:FROM|IN_SESSION]->(t) | coalesce(t.session_external_id + '/' + t.external_id, t.external_id)] AS anchors
"""

DECIMAL = re.compile(r"-?\d+\.\d+")

RELATIONSHIPS = """
MATCH (a {namespace: $ns})-[r]->(b)
RETURN elementId(a) AS a, type(r) AS type, elementId(b) AS b, properties(r) AS props
"""


@dataclass(frozen=True)
class GraphSnapshot:
    """Counts per label and relationship type, and one content hash per label and type."""

    nodes: dict[str, int]
    relationships: dict[str, int]
    hashes: dict[str, str]
    rows: dict[str, list[str]]

    def differences(self, other: GraphSnapshot, tolerance: float = 0.0) -> dict[str, list[str]]:
        """Per label/type, the rows only one side has (for a readable assertion message); rows
        whose numbers differ by at most `tolerance` count as the same."""
        out = {}
        for key in sorted(set(self.rows) | set(other.rows)):
            mine, theirs = Counter(self.rows.get(key, [])), Counter(other.rows.get(key, []))
            only_mine, only_theirs = list((mine - theirs).elements()), list((theirs - mine).elements())
            for row in list(only_mine) if tolerance else []:
                twin = next((r for r in only_theirs if _close(row, r, tolerance)), None)
                if twin is not None:
                    only_mine.remove(row)
                    only_theirs.remove(twin)
            only = [f"- {r}" for r in only_mine] + [f"+ {r}" for r in only_theirs]
            if only:
                out[key] = only[:6]
        return out


def _close(a: str, b: str, tolerance: float) -> bool:
    """Two rows alike but for numbers that differ by at most `tolerance`."""
    if DECIMAL.sub("#", a) != DECIMAL.sub("#", b):
        return False
    return all(abs(float(x) - float(y)) <= tolerance for x, y in zip(DECIMAL.findall(a), DECIMAL.findall(b)))


def _plain(value: Any) -> Any:
    if hasattr(value, "iso_format"):
        return value.iso_format()
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _natural_key(label: str, props: dict[str, Any], anchors: list[str]) -> str:
    if label == "Session":
        return f"Session:{props.get('external_id')}"
    if label == "Turn":
        return f"Turn:{props.get('session_external_id')}/{props.get('external_id')}"
    if label == "Entity":
        return f"Entity:{props.get('canonical')}"
    if label == "IndexState":
        return f"IndexState:{props.get('source_path')}"
    if label == "IdeaLedger":
        return "IdeaLedger"
    if label == "Span":
        return f"Span:{sorted(anchors)}:{props.get('level')}:{props.get('start_seq')}-{props.get('end_seq')}"
    return f"{label}:{props.get('text')}:{sorted(anchors)}"


def snapshot(store: Store, ns: str) -> GraphSnapshot:
    """Fingerprint the namespace's nodes and the relationships that start in it."""
    nodes = store.query(NODES, ns=ns)
    rels = store.query(RELATIONSHIPS, ns=ns)
    by_eid = {n["eid"]: _natural_key(n["label"], n["props"], n["anchors"]) for n in nodes}
    renames = {n["props"]["id"]: by_eid[n["eid"]] for n in nodes if "id" in n["props"]}
    for r in rels:
        if "uuid" in r["props"]:
            renames[r["props"]["uuid"]] = f"Fact:{by_eid.get(r['a'])}:{r['props'].get('name')}:{by_eid.get(r['b'])}"

    def clean(props: dict[str, Any]) -> str:
        out = {}
        for key, value in sorted(props.items()):
            if key in USE:
                continue
            if key in SKIPPED:
                out[key] = value is not None
                continue
            value = _plain(value)
            if isinstance(value, list):
                value = sorted((renames.get(v, v) if isinstance(v, str) else v for v in value), key=str)
            elif isinstance(value, str):
                value = renames.get(value, value)
            out[key] = value
        return json.dumps(out, sort_keys=True, default=str, ensure_ascii=False)

    rows: dict[str, list[str]] = {}
    for n in nodes:
        rows.setdefault(n["label"], []).append(f"{by_eid[n['eid']]} {clean(n['props'])}")
    for r in rels:
        rows.setdefault(r["type"], []).append(f"{by_eid.get(r['a'])} -> {by_eid.get(r['b'])} {clean(r['props'])}")
    return GraphSnapshot(
        nodes=dict(Counter(n["label"] for n in nodes)),
        relationships=dict(Counter(r["type"] for r in rels)),
        hashes={k: hashlib.sha256("\n".join(sorted(v)).encode()).hexdigest()[:16] for k, v in rows.items()},
        rows={k: sorted(v) for k, v in rows.items()},
    )
