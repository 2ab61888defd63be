"""The reviewable record of consolidation: one :ConsolidationRun per run that changed something,
one :ConsolidationChange per change (what, by which rule, from which evidence, and how to undo it)."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows

START_RUN = """
MERGE (r:ConsolidationRun {namespace: $ns, id: $id})
ON CREATE SET r.at = datetime(), r.status = 'running'
"""

ADD_CHANGE = """
MATCH (r:ConsolidationRun {namespace: $ns, id: $run})
CREATE (r)-[:CHANGED]->(c:ConsolidationChange {namespace: $ns, run_id: $run})
SET c += $props
"""

FINISH_RUN = """
MATCH (r:ConsolidationRun {namespace: $ns, id: $id})
SET r.status = 'done', r.counts = $counts, r.seconds = $seconds
"""

LIST_RUNS = """
MATCH (r:ConsolidationRun {namespace: $ns})
RETURN r.id AS id, r.at AS at, r.status AS status, r.counts AS counts, r.seconds AS seconds,
       r.undone_at AS undone_at, COUNT { (r)-[:CHANGED]->() } AS changes
ORDER BY r.at DESC, r.id
LIMIT $limit
"""

READ_RUN = """
MATCH (r:ConsolidationRun {namespace: $ns, id: $id})
RETURN r.status AS status, r.at AS at,
       [(r)-[:CHANGED]->(c) | c {.*}] AS changes,
       COLLECT { MATCH (n:ConsolidationRun {namespace: $ns}) WHERE n.at > r.at AND n.status <> 'undone'
                 RETURN n.id } AS newer
"""

MARK_UNDONE = """
MATCH (r:ConsolidationRun {namespace: $ns, id: $id})
SET r.status = 'undone', r.undone_at = datetime()
"""


def start_run(tx: ManagedTransaction, ns: str, run_id: str) -> None:
    """Create the run's record (once)."""
    tx.run(START_RUN, ns=ns, id=run_id).consume()


def add_change(tx: ManagedTransaction, ns: str, run_id: str, props: dict[str, Any]) -> None:
    """Record one change of the run (props: seq, kind, rule, survivor, merged, evidence, undo...)."""
    tx.run(ADD_CHANGE, ns=ns, run=run_id, props=props).consume()


def finish_run(tx: ManagedTransaction, ns: str, run_id: str, counts: str, seconds: float) -> None:
    """Mark the run done with its counts per rule (JSON) and how long it took."""
    tx.run(FINISH_RUN, ns=ns, id=run_id, counts=counts, seconds=seconds).consume()


def list_runs(tx: ManagedTransaction, ns: str, limit: int) -> list[dict[str, Any]]:
    """The namespace's runs, newest first."""
    return plain_rows(tx.run(LIST_RUNS, ns=ns, limit=limit))


def read_run(tx: ManagedTransaction, ns: str, run_id: str) -> dict[str, Any] | None:
    """A run's status, its changes (unordered) and the ids of newer runs not undone; None if unknown."""
    record = tx.run(READ_RUN, ns=ns, id=run_id).single()
    return dict(record.items()) if record else None


def mark_undone(tx: ManagedTransaction, ns: str, run_id: str) -> None:
    """Mark the run undone (its record stays for review)."""
    tx.run(MARK_UNDONE, ns=ns, id=run_id).consume()
