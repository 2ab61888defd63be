"""What the read side returns besides search results: facts with validity and context packs.

Kept free of the Neo4j driver and the model, so a client of the running service (the command
line, the MCP server) builds the same records from its answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from graphmem.store.hits import SearchHit
from graphmem.store.values import to_datetime


@dataclass(frozen=True)
class Fact:
    """A temporal triple with its validity and the turns that state it."""

    id: str
    subject: str
    predicate: str
    object: str
    text: str
    valid_from: datetime | None
    valid_to: datetime | None
    current: bool
    source_turn_ids: list[str]

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Fact:
        """Build from a store row (FACT_FIELDS)."""
        return cls(
            id=row["id"], subject=row["subject"], predicate=row["predicate"], object=row["object"],
            text=row["text"], valid_from=to_datetime(row["valid_from"]), valid_to=to_datetime(row["valid_to"]),
            current=bool(row["current"]), source_turn_ids=list(row["source_turn_ids"]),
        )


@dataclass
class ContextLayer:
    """One labelled layer of a wake-up context: its text (inside the pack's block) and token budget."""

    name: str
    label: str
    text: str
    tokens: int
    budget_tokens: int


@dataclass
class ContextPack:
    """Ready-to-inject text, its token estimate, the hits it cites, and its layers when it has some."""

    text: str
    tokens: int
    hits: list[SearchHit] = field(default_factory=list)
    layers: list[ContextLayer] = field(default_factory=list)
