"""The Cypher of a memory's life: accesses recorded, weak ideas archived (never deleted), restored.

Strength is the formula of lifecycle/strength.py, evaluated at `$now`. An archived idea keeps
everything it had and gains `archived_at`; search, context and recent ideas leave it out unless
asked to include archived memories.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graphmem.lifecycle.strength import STRENGTH
from graphmem.store.ideas import IDEA_FIELDS

# Batches may land out of order (a retried one): the latest access time wins.
RECORD_ACCESSES = """
UNWIND $rows AS row
MATCH (i:Idea {namespace: row.ns, id: row.id})
SET i.access_count = coalesce(i.access_count, 0) + row.count,
    i.last_accessed_at = CASE WHEN i.last_accessed_at > row.at THEN i.last_accessed_at ELSE row.at END
"""

WEAK_IDEAS = f"""
MATCH (i:Idea {{namespace: $ns}}) WHERE i.archived_at IS NULL
WITH i, {STRENGTH} AS strength WHERE strength < $below
RETURN i.id AS id, i.intent AS intent, i.text AS text, strength
ORDER BY strength, id
"""

# Deterministic: the same `$now` archives the same ideas with the same time.
ARCHIVE_WEAK = f"""
MATCH (i:Idea {{namespace: $ns}}) WHERE i.archived_at IS NULL
WITH i, {STRENGTH} AS strength WHERE strength < $below
SET i.archived_at = $now
RETURN i.id AS id, i.intent AS intent, i.text AS text, strength
ORDER BY strength, id
"""

# A restored idea counts as used now, so the next prune does not archive it again at once.
RESTORE = """
MATCH (i:Idea {namespace: $ns, id: $id}) WHERE i.archived_at IS NOT NULL
REMOVE i.archived_at
SET i.last_accessed_at = $now
RETURN """ + IDEA_FIELDS


@dataclass(frozen=True)
class AccessRow:
    """`count` accesses of one idea of a namespace, the last at `at`."""

    ns: str
    id: str
    count: int
    at: datetime

    def again(self, at: datetime) -> AccessRow:
        """The same idea accessed once more, at `at`."""
        return AccessRow(self.ns, self.id, self.count + 1, max(self.at, at))


def record_accesses(tx: ManagedTransaction, rows: list[AccessRow]) -> None:
    """Add each row's accesses to its idea (ids of other kinds, or gone, match nothing) and stamp
    the latest access time."""
    tx.run(RECORD_ACCESSES, rows=[{"ns": r.ns, "id": r.id, "count": r.count, "at": r.at} for r in rows]).consume()


def weak_ideas(tx: ManagedTransaction, ns: str, below: float, now: datetime) -> list[dict[str, Any]]:
    """Unarchived ideas whose strength at `now` is below `below`, weakest first."""
    return [r.data() for r in tx.run(WEAK_IDEAS, ns=ns, below=below, now=now)]


def archive_weak(tx: ManagedTransaction, ns: str, below: float, now: datetime) -> list[dict[str, Any]]:
    """Archive the ideas `weak_ideas` lists (stamped `archived_at = now`) and return them."""
    return [r.data() for r in tx.run(ARCHIVE_WEAK, ns=ns, below=below, now=now)]


def restore_idea(tx: ManagedTransaction, ns: str, idea_id: str, now: datetime) -> dict[str, Any] | None:
    """Bring an archived idea back into search (None: no archived idea with that id)."""
    record = tx.run(RESTORE, ns=ns, id=idea_id, now=now).single()
    return record.data() if record else None
