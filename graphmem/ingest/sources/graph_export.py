"""graphmem's own export of a namespace (`graphmem export`), read back by `graphmem ingest DIR`.

An export folder holds `graphmem-export.json`. With `"layout": "json"` that file holds every node
(label, id, properties) and relationship (type, ends, properties); with `"layout": "markdown"` it
is a manifest, and each node is `<label>/<id>.md`: front matter of one JSON value per line (valid
YAML), its outgoing relationships as `links` to `[[label/id]]`, and its main text as the body.
Embeddings are never exported (they are recomputed on import); Neo4j dates and times are tagged
values (`{"$datetime": "2024-03-05T10:11:12+00:00"}`), so they come back as they were.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from neo4j.time import Date, DateTime

from graphmem.errors import BadInput
from graphmem.graph_records import (
    EMBEDDING_PROPERTIES,
    LABELS,
    RELATIONSHIP_TYPES,
    ExportedNode,
    ExportedRelationship,
    GraphExport,
    NodeRef,
)

FORMAT = "graphmem-export/1"
MANIFEST = "graphmem-export.json"
LAYOUTS = ("json", "markdown")
# The property a markdown file holds as its body, per label.
BODY_PROPERTY = {"Turn": "text", "Idea": "text", "Span": "summary", "Claim": "text", "Timeline": "history"}


def encode_value(value: Any) -> Any:
    """A property value as JSON: dates and times tagged, lists element by element."""
    if isinstance(value, DateTime):
        return {"$datetime": value.iso_format()}
    if isinstance(value, Date):
        return {"$date": value.iso_format()}
    if isinstance(value, list):
        return [encode_value(v) for v in value]
    return value


def decode_value(value: Any, where: str) -> Any:
    """The property value `encode_value` wrote; BadInput naming `where` for anything else."""
    if isinstance(value, dict):
        try:
            if set(value) == {"$datetime"}:
                return DateTime.from_iso_format(value["$datetime"])
            if set(value) == {"$date"}:
                return Date.from_iso_format(value["$date"])
        except (TypeError, ValueError) as exc:
            raise BadInput(f"{where}: bad date or time {value} ({exc})") from None
        raise BadInput(f"{where}: a property value must be a string, number, boolean, list or tagged date, got {value}")
    if isinstance(value, list):
        return [decode_value(v, where) for v in value]
    return value


def _ref(label: object, node_id: object, where: str) -> NodeRef:
    if label not in LABELS or not isinstance(node_id, str) or not node_id:
        raise BadInput(f"{where}: a node must have a label ({', '.join(LABELS)}) and an id, got {label!r} {node_id!r}")
    return NodeRef(str(label), node_id)


def _properties(raw: object, where: str) -> dict[str, Any]:
    if not isinstance(raw, dict) or not all(isinstance(k, str) and k.isidentifier() for k in raw):
        raise BadInput(f"{where}: properties must be an object with names like `valid_at`")
    return {k: decode_value(v, f"{where}, property {k}") for k, v in raw.items() if k not in EMBEDDING_PROPERTIES}


def _relationship(raw: object, start: NodeRef | None, where: str) -> ExportedRelationship:
    if not isinstance(raw, dict) or raw.get("type") not in RELATIONSHIP_TYPES:
        raise BadInput(f"{where}: a relationship needs a type among {', '.join(sorted(RELATIONSHIP_TYPES))}")
    if start is None:
        start = _ref(*_split_ref(raw.get("from"), where), where)
    end = _ref(*_split_ref(raw.get("to"), where), where)
    return ExportedRelationship(raw["type"], start, end, _properties(raw.get("properties", {}), where))


def _split_ref(text: object, where: str) -> tuple[str, str]:
    """`"[[idea/abc]]"` (or `"idea/abc"`) -> ("Idea", "abc")."""
    folder, _, node_id = str(text or "").strip("[]").partition("/")
    labels = {label.lower(): label for label in LABELS}
    if folder not in labels:
        raise BadInput(f"{where}: a link must name a node as [[label/id]], got {text!r}")
    return labels[folder], node_id


def export_manifest(path: Path) -> Path | None:
    """The manifest when `path` is an export folder or its manifest file, else None."""
    manifest = path / MANIFEST if path.is_dir() else path
    if manifest.name != MANIFEST or not manifest.is_file():
        return None
    return manifest


def read_export(manifest: Path) -> GraphExport:
    """An export read from its manifest (JSON layout) or its folder of markdown files."""
    try:
        head = json.loads(manifest.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadInput(f"{manifest}: not valid JSON ({exc})") from None
    if not isinstance(head, dict) or head.get("format") != FORMAT or head.get("layout") not in LAYOUTS:
        raise BadInput(f"{manifest}: not a graphmem export (expected format {FORMAT!r} and a layout of "
                       f"{', '.join(LAYOUTS)})")
    export = GraphExport(str(head.get("namespace") or ""))
    if head["layout"] == "json":
        for i, raw in enumerate(head.get("nodes") or []):
            where = f"{manifest}, node {i}"
            if not isinstance(raw, dict):
                raise BadInput(f"{where}: must be an object")
            export.nodes.append(ExportedNode(_ref(raw.get("label"), raw.get("id"), where),
                                             _properties(raw.get("properties", {}), where)))
        for i, raw in enumerate(head.get("relationships") or []):
            export.relationships.append(_relationship(raw, None, f"{manifest}, relationship {i}"))
        return export
    for path in sorted(manifest.parent.glob("*/*.md")):
        _read_markdown_node(path, export)
    return export


def _read_markdown_node(path: Path, export: GraphExport) -> None:
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n") or "\n---\n" not in text[3:]:
        raise BadInput(f"{path}: expected front matter between two `---` lines")
    front, body = text[4:].split("\n---\n", 1)
    values: dict[str, Any] = {}
    for number, line in enumerate(front.splitlines(), start=2):
        key, sep, raw = line.partition(": ")
        try:
            values[key] = json.loads(raw)
        except ValueError:
            sep = ""
        if not sep or not key.isidentifier():
            raise BadInput(f"{path}, line {number}: expected `name: <JSON value>`, got {line[:80]!r}")
    ref = _ref(*_split_ref(f"{path.parent.name}/{path.stem}", str(path)), str(path))
    properties = _properties(values.get("properties", {}), str(path))
    content = body[:-1] if body.endswith("\n") else body
    if ref.label in BODY_PROPERTY and content:
        properties[BODY_PROPERTY[ref.label]] = content
    export.nodes.append(ExportedNode(ref, properties))
    for i, raw in enumerate(values.get("links") or []):
        export.relationships.append(_relationship(raw, ref, f"{path}, link {i}"))


def write_export(export: GraphExport, folder: Path, layout: str) -> Path:
    """Write the export into `folder` in `layout` (json or markdown); return its manifest."""
    if layout not in LAYOUTS:
        raise BadInput(f"unknown export format {layout!r}; use one of: {', '.join(LAYOUTS)}")
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        # Files of an earlier export left beside this one would be imported with it.
        raise BadInput(f"{folder}: not an empty folder; export into a new or empty one")
    folder.mkdir(parents=True, exist_ok=True)
    head: dict[str, Any] = {"format": FORMAT, "layout": layout, "namespace": export.namespace,
                            "nodes": len(export.nodes), "relationships": len(export.relationships)}
    if layout == "json":
        head["nodes"] = [{"label": n.ref.label, "id": n.ref.id, "properties": _encoded(n.properties)}
                         for n in export.nodes]
        head["relationships"] = [{"type": r.type, "from": r.start.link, "to": r.end.link,
                                  "properties": _encoded(r.properties)} for r in export.relationships]
    else:
        _write_markdown_nodes(export, folder)
    manifest = folder / MANIFEST
    manifest.write_text(json.dumps(head, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return manifest


def _encoded(properties: dict[str, Any]) -> dict[str, Any]:
    return {k: encode_value(v) for k, v in sorted(properties.items())}


def _write_markdown_nodes(export: GraphExport, folder: Path) -> None:
    links: dict[NodeRef, list[dict[str, Any]]] = {}
    for r in export.relationships:
        links.setdefault(r.start, []).append({"type": r.type, "to": f"[[{r.end.link}]]",
                                              "properties": _encoded(r.properties)})
    for node in export.nodes:
        properties = dict(node.properties)
        body = str(properties.pop(BODY_PROPERTY[node.ref.label], "") or "") if node.ref.label in BODY_PROPERTY else ""
        front = {"label": node.ref.label, "id": node.ref.id, "properties": _encoded(properties),
                 "links": links.get(node.ref, [])}
        lines = [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in front.items()]
        path = folder / f"{node.ref.link}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("---\n" + "\n".join(lines) + "\n---\n" + body + "\n", encoding="utf-8")
