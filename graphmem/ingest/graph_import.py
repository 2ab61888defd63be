"""An export (ingest/sources/graph_export.py) written into a namespace: the same nodes, relationships
and properties, ids moved into the namespace, embeddings recomputed. Idempotent (everything MERGEs).

Ids hash the namespace in (ids.py). Sessions, turns, entities and read positions get the ids a later
ingest of the namespace computes for them, so ingesting the same transcripts again adds nothing and
new lines join their sessions; every other node gets an id derived from its old one. Property values
that name an old id (a turn's `session`, a fact's `episodes` and `replaced_by`, ...) follow.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any

from graphmem.embed import Embedder
from graphmem.ids import entity_id, index_state_id, session_id, stable_id, turn_id
from graphmem.ingest.batch_rows import EMBED_CHARS
from graphmem.graph_records import ExportedNode, GraphExport, NodeRef
from graphmem.store.driver import Store
from graphmem.store.graph_dump import set_embeddings, write_nodes, write_relationships

ROWS_PER_TRANSACTION = 500
NAMESPACE_PROPERTIES = ("namespace", "group_id")
# What each embedding is computed from: (label, text property, embedding property). A span's and
# a turn's vectors were pooled from their turns' pieces at ingest; here each embeds its own text.
EMBEDDED_TEXT = (("Turn", "text", "embedding"), ("Idea", "text", "embedding"), ("Span", "summary", "embedding"),
                 ("Entity", "name", "name_embedding"), ("Timeline", "history", "embedding"))
NATURAL_IDS: dict[str, Callable[[str, dict[str, Any]], str]] = {
    "Session": lambda ns, p: session_id(ns, str(p.get("external_id"))),
    "Turn": lambda ns, p: turn_id(ns, str(p.get("session_external_id")), str(p.get("external_id"))),
    "Entity": lambda ns, p: entity_id(ns, str(p.get("canonical"))),
    "IndexState": lambda ns, p: index_state_id(ns, str(p.get("source_path"))),
}


def _new_ids(export: GraphExport, ns: str) -> dict[str, str]:
    """Old id -> id in `ns`, for every node and fact of the export."""
    if export.namespace == ns:
        return {}
    ids = {}
    for node in export.nodes:
        natural = NATURAL_IDS.get(node.ref.label)
        ids[node.ref.id] = natural(ns, node.properties) if natural else stable_id(ns, "imported", node.ref.label, node.ref.id)
    for rel in export.relationships:
        if uuid := rel.properties.get("uuid"):
            ids[uuid] = stable_id(ns, "imported", rel.type, uuid)
    return ids


def _moved(properties: dict[str, Any], ids: dict[str, str], ns: str) -> dict[str, Any]:
    def move(value: Any) -> Any:
        if isinstance(value, list):
            return [move(v) for v in value]
        return ids.get(value, value) if isinstance(value, str) else value
    out = {k: move(v) for k, v in properties.items()}
    out.update({k: ns for k in NAMESPACE_PROPERTIES if k in out})
    return out


def _chunks(rows: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    return [rows[i:i + ROWS_PER_TRANSACTION] for i in range(0, len(rows), ROWS_PER_TRANSACTION)]


def import_graph(store: Store, embedder: Embedder, ns: str, export: GraphExport) -> int:
    """Write the export's graph into `ns` and embed it; return the nodes written."""
    ids = _new_ids(export, ns)
    nodes: dict[str, list[ExportedNode]] = defaultdict(list)
    for node in export.nodes:
        nodes[node.ref.label].append(ExportedNode(NodeRef(node.ref.label, ids.get(node.ref.id, node.ref.id)),
                                                  _moved(node.properties, ids, ns)))
    for label, group in nodes.items():
        for chunk in _chunks([{"id": n.ref.id, "properties": n.properties} for n in group]):
            store.write(write_nodes, ns, label, chunk)
    links: dict[tuple[str, str, str], list[dict[str, Any]]] = defaultdict(list)
    for rel in export.relationships:
        links[(rel.type, rel.start.label, rel.end.label)].append(
            {"start": ids.get(rel.start.id, rel.start.id), "end": ids.get(rel.end.id, rel.end.id),
             "properties": _moved(rel.properties, ids, ns)})
    for (rel_type, start, end), rows in links.items():
        for chunk in _chunks(rows):
            store.write(write_relationships, ns, rel_type, start, end, chunk)
    _embed(store, embedder, ns, nodes, [r for rows in links.values() for r in rows if r["properties"].get("fact")])
    return len(export.nodes)


def _embed(store: Store, embedder: Embedder, ns: str, nodes: dict[str, list[ExportedNode]],
           facts: list[dict[str, Any]]) -> None:
    """Embed what ingest embedded: processed turns, ideas, spans, entities, timelines, facts."""
    for label, text_property, vector_property in EMBEDDED_TEXT:
        rows = [{"id": n.ref.id, "text": str(n.properties.get(text_property) or "")[:EMBED_CHARS]}
                for n in nodes.get(label, []) if label != "Turn" or n.properties.get("processed")]
        _write_vectors(store, embedder, ns, label, vector_property, rows)
    _write_vectors(store, embedder, ns, "RELATES_TO", "fact_embedding",
                   [{"id": f["properties"]["uuid"], "text": str(f["properties"]["fact"])[:EMBED_CHARS]}
                    for f in facts if f["properties"].get("uuid")])


def _write_vectors(store: Store, embedder: Embedder, ns: str, label: str, prop: str, rows: list[dict[str, Any]]) -> None:
    for chunk in _chunks(rows):
        vectors = embedder.embed([r["text"] or " " for r in chunk])
        store.write(set_embeddings, ns, label, prop, [{"id": r["id"], "vector": v.tolist()} for r, v in zip(chunk, vectors)])
