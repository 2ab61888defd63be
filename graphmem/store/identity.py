"""A namespace's identity: one text (who the user is, what the project is) shown first at wake-up."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.values import to_datetime

READ_IDENTITY = """
MATCH (n:Identity {namespace: $ns})
RETURN n.namespace AS namespace, n.text AS text, n.updated_at AS updated_at
"""

# Setting the same text again changes nothing, not even the time it was set.
SET_IDENTITY = """
MERGE (n:Identity {namespace: $ns})
SET n.updated_at = CASE WHEN n.text = $text THEN n.updated_at ELSE datetime() END, n.text = $text
RETURN n.namespace AS namespace, n.text AS text, n.updated_at AS updated_at
"""

CLEAR_IDENTITY = """
MATCH (n:Identity {namespace: $ns})
DELETE n
RETURN count(*) AS cleared
"""


@dataclass(frozen=True)
class Identity:
    """The identity text of a namespace and when it was last changed."""

    namespace: str = field(metadata={"doc": "The namespace it belongs to."})
    text: str = field(metadata={"doc": "The identity: who the user is, what the project is (plain text)."})
    updated_at: datetime | None = field(metadata={"doc": "When the text was last changed."})

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Identity:
        """The record from a row of READ_IDENTITY or SET_IDENTITY."""
        return cls(namespace=row["namespace"], text=row["text"], updated_at=to_datetime(row["updated_at"]))


def read_identity(tx: ManagedTransaction, ns: str) -> Identity | None:
    """The namespace's identity, or None when none is set."""
    record = tx.run(READ_IDENTITY, ns=ns).single()
    return Identity.from_row(record.data()) if record else None


def set_identity(tx: ManagedTransaction, ns: str, text: str) -> Identity:
    """Make `text` the namespace's identity (idempotent) and return it."""
    record = tx.run(SET_IDENTITY, ns=ns, text=text).single()
    assert record is not None  # MERGE always returns its node
    return Identity.from_row(record.data())


def clear_identity(tx: ManagedTransaction, ns: str) -> bool:
    """Remove the namespace's identity; True when there was one."""
    record = tx.run(CLEAR_IDENTITY, ns=ns).single()
    return bool(record and record["cleared"])
