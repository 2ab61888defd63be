"""Consolidation: merge the near-duplicate entities and ideas that slipped past ingest, close
replaced facts, link contradictions and recompute importance (ingest/consolidation_plan.py),
recorded so a person can review every change and undo a whole run exactly.

A run plans every change from the graph as it is, then applies them one transaction each: the
change and its record (rule, evidence, the before-state undo needs) commit together. A dry run
only plans. A run that finds nothing writes nothing, so running twice changes nothing the second
time. Runs are undone newest first (an older run's before-state assumes the newer ones are gone).
"""

from __future__ import annotations

import json
import time
import uuid
from collections import Counter
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from typing import Any

from neo4j import ManagedTransaction

from graphmem.errors import BadInput
from graphmem.ingest.consolidation_plan import (CLOSE_FACT, IMPORTANCE, LINK_CONTRADICTION, MERGE_ENTITY,
                                                MERGE_IDEA, Change, plan_changes)
from graphmem.model import IdeaRelation
from graphmem.store.consolidation import (absorb_names, read_fact_validity, recount_idea_mentions,
                                          set_fact_validity, set_idea_importance, unlink_contradiction)
from graphmem.store.consolidation_runs import add_change, finish_run, list_runs, mark_undone, read_run, start_run
from graphmem.store.driver import Store
from graphmem.store.idea_ledger import lock_idea_ledger
from graphmem.store.merges import decode, dumps, encode, merge_node, undo_merge
from graphmem.store.relations import link_ideas


@dataclass(frozen=True)
class ConsolidationReport:
    """What a run did (or, dry, would do): its record's id (None when dry or nothing changed)."""

    namespace: str
    dry_run: bool
    run_id: str | None
    changes: list[Change]
    seconds: float

    @property
    def counts(self) -> dict[str, int]:
        """Changes per kind/rule ("merge-entity/abbreviation": 2)."""
        return dict(sorted(Counter(f"{c.kind}/{c.rule}" for c in self.changes).items()))

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready: namespace, dry_run, run_id, counts, changes, seconds."""
        return {"namespace": self.namespace, "dry_run": self.dry_run, "run_id": self.run_id,
                "counts": self.counts, "changes": [asdict(c) for c in self.changes],
                "seconds": round(self.seconds, 3)}


def consolidate(store: Store, ns: str, dry_run: bool = False) -> ConsolidationReport:
    """Plan and (unless `dry_run`) apply and record one consolidation run of the namespace."""
    started = time.monotonic()
    changes = plan_changes(store, ns)
    if dry_run or not changes:
        return ConsolidationReport(ns, dry_run, None, changes, time.monotonic() - started)
    run_id = f"{datetime.now(timezone.utc):%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}"
    done = [change for seq, change in enumerate(changes) if store.write(_apply, ns, run_id, seq, change)]
    report = ConsolidationReport(ns, False, run_id if done else None, done, time.monotonic() - started)
    if done:
        store.write(finish_run, ns, run_id, json.dumps(report.counts), round(report.seconds, 3))
    return report


def _apply(tx: ManagedTransaction, ns: str, run_id: str, seq: int, change: Change) -> bool:
    """Make one change and record it (one transaction); False when what it names is gone meanwhile."""
    undo = _make(tx, ns, change)
    if undo is None:
        return False
    start_run(tx, ns, run_id)
    add_change(tx, ns, run_id, {
        "seq": seq, "kind": change.kind, "rule": change.rule, "item": change.item, "item_text": change.item_text,
        "other": change.other, "other_text": change.other_text, "similarity": change.similarity,
        "evidence": dumps(change.evidence), "undo": dumps(undo)})
    return True


def _make(tx: ManagedTransaction, ns: str, change: Change) -> dict[str, Any] | None:
    """Make the change; return what undoing it needs (JSON-safe), or None if it could not be made."""
    if change.kind in (MERGE_ENTITY, MERGE_IDEA):
        if change.kind == MERGE_IDEA:
            lock_idea_ledger(tx, ns)
        step = merge_node(tx, ns, "Entity" if change.kind == MERGE_ENTITY else "Idea", change.item, change.other)
        if step is None:
            return None
        if change.kind == MERGE_ENTITY:
            merged = step["merged"]["props"]
            absorb_names(tx, ns, change.other, [merged["name"], *merged.get("aliases", [])])
        else:
            recount_idea_mentions(tx, ns, [change.other])
        return {"op": "merge", "step": step}
    if change.kind == CLOSE_FACT:
        before = read_fact_validity(tx, ns, change.item)
        if before is None or before["invalid_at"] is not None:
            return None
        closed_at = decode({"$datetime": change.evidence["closed_at"]})
        set_fact_validity(tx, ns, change.item, {"invalid_at": closed_at, "expired_at": datetime.now(timezone.utc),
                                                "replaced_by": change.other})
        return {"op": "fact", "uuid": change.item, "props": encode(before)}
    if change.kind == LINK_CONTRADICTION:
        link_ideas(tx, ns, IdeaRelation.CONTRADICTS, [{"source": change.item, "target": change.other,
                                                       "confidence": round(change.similarity, 3),
                                                       "method": "consolidation"}])
        return {"op": "unlink", "source": change.item, "target": change.other}
    if change.kind == IMPORTANCE:
        evidence = change.evidence
        set_idea_importance(tx, ns, change.item, {"mentions": evidence["mentions"], "importance": evidence["importance"]})
        return {"op": "importance", "id": change.item,
                "props": {"mentions": evidence["old_mentions"], "importance": evidence["old_importance"]}}
    raise ValueError(f"unknown change kind {change.kind!r}")


def consolidation_runs(store: Store, ns: str, limit: int = 20) -> list[dict[str, Any]]:
    """Past runs of the namespace, newest first: id, at, status, counts, seconds, changes."""
    rows = store.read(list_runs, ns, limit)
    return [{**r, "counts": json.loads(r["counts"] or "{}")} for r in rows]


def undo_consolidation(store: Store, ns: str, run_id: str) -> int:
    """Restore the graph as it was before the run; return how many changes were undone.
    BadInput when the run is unknown, already undone, or a newer run is not undone yet."""
    return store.write(_undo, ns, run_id)


def _undo(tx: ManagedTransaction, ns: str, run_id: str) -> int:
    run = read_run(tx, ns, run_id)
    if run is None:
        raise BadInput(f"no consolidation run {run_id!r} in namespace {ns!r}; "
                       f"`graphmem consolidate --list --namespace {ns}` shows them")
    if run["status"] == "undone":
        raise BadInput(f"consolidation run {run_id!r} is already undone")
    if run["newer"]:
        raise BadInput(f"undo the newer consolidation runs first: {', '.join(sorted(run['newer'], reverse=True))}")
    changes = sorted(run["changes"], key=lambda c: c["seq"], reverse=True)
    if any(c["kind"] == MERGE_IDEA for c in changes):
        lock_idea_ledger(tx, ns)
    for change in changes:
        _unmake(tx, ns, json.loads(change["undo"]))
    mark_undone(tx, ns, run_id)
    return len(changes)


def _unmake(tx: ManagedTransaction, ns: str, undo: dict[str, Any]) -> None:
    """Undo one recorded change."""
    if undo["op"] == "merge":
        undo_merge(tx, ns, undo["step"])
    elif undo["op"] == "fact":
        set_fact_validity(tx, ns, undo["uuid"], decode(undo["props"]))
    elif undo["op"] == "unlink":
        unlink_contradiction(tx, ns, undo["source"], undo["target"])
    elif undo["op"] == "importance":
        set_idea_importance(tx, ns, undo["id"], undo["props"])
