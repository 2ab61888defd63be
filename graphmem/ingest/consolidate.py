"""Consolidation: merge the near-duplicate entities and ideas that slipped past ingest, recorded
so a person can review every change and undo a whole run exactly.

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
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import Any

import numpy as np

from graphmem.errors import BadInput
from graphmem.ingest.duplicates import KnownIdeas, merge_duplicates
from graphmem.ingest.entity_merges import plan_entity_merges
from graphmem.store.consolidation import (absorb_names, read_distinct_pairs, read_entities, read_ideas,
                                          recount_idea_mentions)
from graphmem.store.consolidation_runs import add_change, finish_run, list_runs, mark_undone, read_run, start_run
from graphmem.store.driver import Store
from graphmem.store.idea_ledger import lock_idea_ledger
from graphmem.store.merges import dumps, merge_node, undo_merge

MERGE_ENTITY, MERGE_IDEA = "merge-entity", "merge-idea"


@dataclass(frozen=True)
class Change:
    """One change: `item` merged into `other` (or, for facts, closed by it), by `rule`."""

    kind: str
    rule: str
    item: str
    item_text: str
    other: str
    other_text: str
    similarity: float
    evidence: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        """One line for a person: what happened and why."""
        return f"{self.kind}: {self.item_text!r} -> {self.other_text!r} ({self.rule}, {self.similarity:.3f})"


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


def plan_changes(store: Store, ns: str) -> list[Change]:
    """Every change a run would make now, entities first, in a deterministic order."""
    ideas = store.read(read_ideas, ns)
    vectors = {r["id"]: np.asarray(r["embedding"], dtype=np.float64) for r in ideas}
    entity_merges = plan_entity_merges(store.read(read_entities, ns), vectors, store.read(read_distinct_pairs, ns))
    changes = [Change(MERGE_ENTITY, m.rule, m.merged, m.merged_name, m.survivor, m.survivor_name,
                      round(m.similarity, 6), m.evidence) for m in entity_merges]
    texts = {r["id"]: r["text"] for r in ideas}
    targets = merge_duplicates([(r["id"], r["intent"], vectors[r["id"]]) for r in ideas], KnownIdeas())
    for dup, kept in sorted(targets.items(), key=lambda pair: (pair[1], pair[0])):
        score = round(float(vectors[dup] @ vectors[kept]), 6)
        changes.append(Change(MERGE_IDEA, "near-duplicate", dup, texts[dup], kept, texts[kept], score,
                              {"cosine": score}))
    return changes


def consolidate(store: Store, ns: str, dry_run: bool = False) -> ConsolidationReport:
    """Plan and (unless `dry_run`) apply and record one consolidation run of the namespace."""
    started = time.monotonic()
    changes = plan_changes(store, ns)
    if dry_run or not changes:
        return ConsolidationReport(ns, dry_run, None, changes, time.monotonic() - started)
    run_id = f"{datetime.now(timezone.utc):%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}"
    done = [change for seq, change in enumerate(changes) if store.write(_apply, ns, run_id, seq, change)]
    report = ConsolidationReport(ns, False, run_id, done, time.monotonic() - started)
    store.write(finish_run, ns, run_id, json.dumps(report.counts), round(report.seconds, 3))
    return report


def _apply(tx: Any, ns: str, run_id: str, seq: int, change: Change) -> bool:
    """Make one change and record it (one transaction); False when its nodes are gone meanwhile."""
    if change.kind == MERGE_IDEA:
        lock_idea_ledger(tx, ns)
    label = "Entity" if change.kind == MERGE_ENTITY else "Idea"
    step = merge_node(tx, ns, label, change.item, change.other)
    if step is None:
        return False
    if change.kind == MERGE_ENTITY:
        merged_props = step["merged"]["props"]
        absorb_names(tx, ns, change.other, [merged_props["name"], *merged_props.get("aliases", [])])
    else:
        recount_idea_mentions(tx, ns, [change.other])
    start_run(tx, ns, run_id)
    add_change(tx, ns, run_id, {
        "seq": seq, "kind": change.kind, "rule": change.rule, "item": change.item, "item_text": change.item_text,
        "other": change.other, "other_text": change.other_text, "similarity": change.similarity,
        "evidence": dumps(change.evidence), "undo": dumps([step])})
    return True


def consolidation_runs(store: Store, ns: str, limit: int = 20) -> list[dict[str, Any]]:
    """Past runs of the namespace, newest first: id, at, status, counts, seconds, changes."""
    rows = store.read(list_runs, ns, limit)
    return [{**r, "counts": json.loads(r["counts"] or "{}")} for r in rows]


def undo_consolidation(store: Store, ns: str, run_id: str) -> int:
    """Restore the graph as it was before the run; return how many changes were undone.
    BadInput when the run is unknown, already undone, or a newer run is not undone yet."""
    return store.write(_undo, ns, run_id)


def _undo(tx: Any, ns: str, run_id: str) -> int:
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
        for step in reversed(json.loads(change["undo"])):
            undo_merge(tx, ns, step)
    mark_undone(tx, ns, run_id)
    return len(changes)
