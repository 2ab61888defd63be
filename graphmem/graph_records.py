"""A namespace's graph as records: nodes and relationships with their properties, from the fixed
sets of labels and relationship types graphmem writes (what `export` reads and an import writes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from graphmem.model import IdeaRelation

# The labels and relationship types graphmem writes: only these are exported and imported.
LABELS = ("Session", "Turn", "Span", "Idea", "Entity", "Claim", "Timeline", "IndexState", "IdeaLedger")
RELATIONSHIP_TYPES = frozenset({"NEXT", "IN_SESSION", "IN_SPAN", "CHILD_OF", "FROM", "MENTIONS", "ABOUT",
                                *(r.value for r in IdeaRelation)})
EMBEDDING_PROPERTIES = frozenset({"embedding", "name_embedding", "fact_embedding"})
LEDGER_ID = "ledger"  # the one IdeaLedger of a namespace has no id of its own


@dataclass(frozen=True)
class NodeRef:
    """A node of the exported namespace: its label and id."""

    label: str
    id: str

    @property
    def link(self) -> str:
        """The node's markdown file, relative to the export folder and without `.md`."""
        return f"{self.label.lower()}/{self.id}"


@dataclass
class ExportedNode:
    """One node with its properties (embeddings left out)."""

    ref: NodeRef
    properties: dict[str, Any]


@dataclass
class ExportedRelationship:
    """One relationship between two exported nodes, with its properties."""

    type: str
    start: NodeRef
    end: NodeRef
    properties: dict[str, Any]


@dataclass
class GraphExport:
    """A namespace's graph as exported: where it came from, its nodes and relationships."""

    namespace: str
    nodes: list[ExportedNode] = field(default_factory=list)
    relationships: list[ExportedRelationship] = field(default_factory=list)
