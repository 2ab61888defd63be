"""The knowledge graph file of the reference MCP memory server (@modelcontextprotocol/server-memory).

Its `memory.json` is JSON Lines despite the name: one `{"type": "entity", "name", "entityType",
"observations": [...]}` or `{"type": "relation", "from", "to", "relationType"}` per line. Older
versions wrote one JSON object `{"entities": [...], "relations": [...]}`; both are read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from graphmem.errors import BadInput


@dataclass
class McpEntity:
    """A named entity with its type and observations (strings, in file order, without repeats)."""

    name: str
    entity_type: str
    observations: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class McpRelation:
    """A directed relation between two entities, by name, in active voice ("works_at")."""

    source: str
    target: str
    relation_type: str


@dataclass
class McpMemoryGraph:
    """Entities by name (one per name, observations merged) and relations without repeats."""

    entities: dict[str, McpEntity] = field(default_factory=dict)
    relations: list[McpRelation] = field(default_factory=list)


def _text(record: dict[str, Any], key: str, where: str) -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value.strip():
        raise BadInput(f"{where}: {key!r} must be a non-empty string, got {value!r}")
    return value.strip()


def _add(graph: McpMemoryGraph, record: object, kind: str | None, where: str) -> None:
    if not isinstance(record, dict):
        raise BadInput(f"{where}: expected a JSON object, got {type(record).__name__}")
    kind = kind or record.get("type")
    if kind == "entity":
        observations = record.get("observations", [])
        if not isinstance(observations, list) or not all(isinstance(o, str) for o in observations):
            raise BadInput(f"{where}: 'observations' must be a list of strings")
        name = _text(record, "name", where)
        entity = graph.entities.setdefault(name, McpEntity(name, _text(record, "entityType", where)))
        entity.observations.extend(o.strip() for o in observations if o.strip() and o.strip() not in entity.observations)
    elif kind == "relation":
        relation = McpRelation(_text(record, "from", where), _text(record, "to", where),
                               _text(record, "relationType", where))
        if relation not in graph.relations:
            graph.relations.append(relation)
    else:
        raise BadInput(f"{where}: 'type' must be \"entity\" or \"relation\", got {kind!r}")


def parse_mcp_memory(path: Path) -> McpMemoryGraph:
    """Read a server-memory file (JSON Lines, or the older single object); BadInput names the bad line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"{path}: cannot read it ({exc})") from None
    graph = McpMemoryGraph()
    try:
        whole = json.loads(text)
    except ValueError:
        whole = None
    if isinstance(whole, dict) and ("entities" in whole or "relations" in whole):
        for kind, key in (("entity", "entities"), ("relation", "relations")):
            items = whole.get(key) or []
            if not isinstance(items, list):
                raise BadInput(f"{path}: {kind} list must be a JSON array")
            for i, item in enumerate(items):
                _add(graph, item, kind, f"{path}, {kind} {i + 1}")
        return graph
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError as exc:
            raise BadInput(f"{path}, line {number}: not valid JSON ({exc})") from None
        _add(graph, record, None, f"{path}, line {number}")
    return graph
