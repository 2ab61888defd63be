"""Pruning: weak memories archived (kept, out of default search), listed first on a dry run; restored by id."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from graphmem.errors import BadInput
from graphmem.store.driver import Store
from graphmem.store.lifecycle import archive_weak, restore_idea, weak_ideas


@dataclass(frozen=True)
class PrunedIdea:
    """An idea prune archived, or would archive: its id, kind, text and strength when judged."""

    id: str
    intent: str
    text: str
    strength: float


def prune(store: Store, ns: str, below: float, dry_run: bool, now: datetime | None = None) -> list[PrunedIdea]:
    """Archive every unarchived idea of the namespace weaker than `below` (0-1), weakest first;
    a dry run only lists them. Nothing is deleted."""
    if not 0.0 < below <= 1.0:
        raise BadInput(f"below must be a strength above 0 and at most 1, got {below}")
    moment = now or datetime.now(timezone.utc)
    rows = store.read(weak_ideas, ns, below, moment) if dry_run else store.write(archive_weak, ns, below, moment)
    return [PrunedIdea(r["id"], r["intent"], r["text"], round(float(r["strength"]), 6)) for r in rows]


def restore(store: Store, ns: str, idea_id: str, now: datetime | None = None) -> dict[str, Any]:
    """Un-archive one idea (it counts as used now) and return it; BadInput when none is archived by that id."""
    row = store.write(restore_idea, ns, idea_id, now or datetime.now(timezone.utc))
    if row is None:
        raise BadInput(f"no archived idea {idea_id!r} in namespace {ns!r}; `graphmem prune --below X --dry-run "
                       f"--namespace {ns}` lists weak ones, `graphmem search --archived` finds archived ones")
    return row
