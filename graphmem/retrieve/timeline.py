"""Timelines of facts: an entity's history, what it replaced and what replaced it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from graphmem.errors import BadInput
from graphmem.text.entities import canonical_key
from graphmem.store.driver import Store
from graphmem.store.timeline import entity_timeline, facts_after, facts_before
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


def entity_terms(entity: str) -> tuple[list[str], list[str]]:
    """Canonical keys and lowercase names to match an entity by ("Postgres" -> postgresql)."""
    text = entity.strip()
    if not text:
        raise BadInput("entity must not be empty")
    if len(text) > 200:
        raise BadInput("entity is longer than 200 characters")
    return [canonical_key(text)], [text.lower()]


def timeline(store: Store, ns: str, entity: str, predicate: str | None = None) -> list[Fact]:
    """Every fact about the entity (and the states it replaced or was replaced by), oldest first."""
    keys, names = entity_terms(entity)
    return [Fact.from_row(r) for r in store.read(entity_timeline, ns, keys, names, predicate)]


def before(store: Store, ns: str, entity: str, predicate: str | None = None) -> list[Fact]:
    """The facts that the fact(s) naming the entity replaced, newest first."""
    keys, names = entity_terms(entity)
    return [Fact.from_row(r) for r in store.read(facts_before, ns, keys, names, predicate)]


def after(store: Store, ns: str, entity: str, predicate: str | None = None) -> list[Fact]:
    """The facts that replaced the fact(s) naming the entity, oldest first."""
    keys, names = entity_terms(entity)
    return [Fact.from_row(r) for r in store.read(facts_after, ns, keys, names, predicate)]
