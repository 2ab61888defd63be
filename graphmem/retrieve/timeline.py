"""Timelines of facts: an entity's history, what it replaced and what replaced it."""

from __future__ import annotations

from graphmem.errors import BadInput
from graphmem.retrieve.records import Fact
from graphmem.text.entities import canonical_key
from graphmem.store.driver import Store
from graphmem.store.timeline import entity_timeline, facts_after, facts_before


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
