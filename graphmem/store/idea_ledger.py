"""The namespace's idea ledger: writes of ideas take turns, and a writer knows whether others wrote."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows

# Every transaction that adds or deletes ideas starts here: it locks the namespace's ledger until
# it commits (so such writes take turns) and gives the ledger a new version. A writer that saw
# `before` as the version its own last write left knows no one else changed the ideas since.
LOCK_IDEA_LEDGER = """
MERGE (l:IdeaLedger {namespace: $ns})
WITH l, l.version AS before
SET l.version = randomUUID()
RETURN before, l.version AS after
"""

# The same lock without a new version: for a writer that derives from the ideas (timelines) and
# must not overwrite what a newer writer derived (the version says whether one wrote since).
HOLD_IDEA_LEDGER = """
OPTIONAL MATCH (l:IdeaLedger {namespace: $ns})
SET l.version = l.version
RETURN l.version AS version
"""

READ_LEDGER_VERSION = """
OPTIONAL MATCH (l:IdeaLedger {namespace: $ns})
RETURN l.version AS version
"""

# In the order ideas are compared with them: oldest first (ties: by text, then id).
READ_IDEA_VECTORS = """
MATCH (n:Idea {namespace: $ns}) WHERE n.embedding IS NOT NULL
RETURN n.id AS id, n.intent AS intent, n.embedding AS embedding ORDER BY n.at, n.text, n.id
"""

COUNT_PROCESSED = """
UNWIND $ids AS id
MATCH (t:Turn {namespace: $ns, id: id}) WHERE t.processed
RETURN count(t) AS n
"""


def lock_idea_ledger(tx: ManagedTransaction, ns: str) -> tuple[str | None, str]:
    """Lock the namespace's idea ledger for this transaction; return its version (before, after)."""
    record = tx.run(LOCK_IDEA_LEDGER, ns=ns).single()
    return record["before"], record["after"]


def hold_idea_ledger(tx: ManagedTransaction, ns: str) -> str | None:
    """Lock the namespace's idea ledger for this transaction, unchanged; return its version
    (None: the namespace has no ledger, nothing was ever written to it)."""
    return tx.run(HOLD_IDEA_LEDGER, ns=ns).single()["version"]


def read_ledger_version(tx: ManagedTransaction, ns: str) -> str | None:
    """The version of the namespace's idea ledger, without locking it."""
    return tx.run(READ_LEDGER_VERSION, ns=ns).single()["version"]


def read_idea_vectors(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """Every idea of the namespace with its intent and embedding, oldest first."""
    return plain_rows(tx.run(READ_IDEA_VECTORS, ns=ns))


def count_processed(tx: ManagedTransaction, ns: str, turn_ids: list[str]) -> int:
    """How many of the turns are processed already (by another ingest of the namespace)."""
    return int(tx.run(COUNT_PROCESSED, ns=ns, ids=turn_ids).single()["n"])
