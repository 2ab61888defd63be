"""What a consolidation run would change, decided from the graph as it is, in the order it is applied:
1. entities that name one thing are merged (ingest/entity_merges.py);
2. ideas that repeat another are merged (ingest's own rule, ingest/duplicates.py);
3. a fact outside timelines that a newer fact with the same subject and predicate replaced is
   closed at the newer one's start (as a timeline closes its states);
4. ideas of different sessions that say opposite things are linked CONTRADICTS (ingest's rule
   within a session, ingest/relate.py, applied across sessions);
5. ideas whose importance no longer matches their provenance get it recomputed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from graphmem.ingest.duplicates import KnownIdeas, merge_duplicates
from graphmem.ingest.entity_merges import plan_entity_merges
from graphmem.ingest.relate import CONTRADICT_MIN, negated
from graphmem.store.consolidation import (read_distinct_pairs, read_entities, read_idea_sessions, read_ideas,
                                          read_linked_ideas, read_open_facts, read_stale_importance)
from graphmem.store.driver import Store

MERGE_ENTITY, MERGE_IDEA, CLOSE_FACT, LINK_CONTRADICTION, IMPORTANCE = (
    "merge-entity", "merge-idea", "close-fact", "link-contradiction", "importance")
# Ideas are compared in blocks of this many rows, so a large namespace never needs its whole matrix.
BLOCK = 2048


@dataclass(frozen=True)
class Change:
    """One change: `item` merged into `other`, closed by it, linked to it, or (importance) recomputed."""

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


def plan_changes(store: Store, ns: str) -> list[Change]:
    """Every change a run would make now, in the order it makes them (deterministic)."""
    ideas = store.read(read_ideas, ns)
    vectors = {r["id"]: np.asarray(r["embedding"], dtype=np.float64) for r in ideas}
    changes = [Change(MERGE_ENTITY, m.rule, m.merged, m.merged_name, m.survivor, m.survivor_name,
                      round(m.similarity, 6), m.evidence)
               for m in plan_entity_merges(store.read(read_entities, ns), vectors, store.read(read_distinct_pairs, ns))]
    changes += _idea_merges(ideas, vectors)
    changes += _fact_closings(store.read(read_open_facts, ns))
    merged = {c.item for c in changes if c.kind == MERGE_IDEA}
    kept = [r for r in ideas if r["id"] not in merged]
    changes += _contradictions(kept, vectors, store.read(read_idea_sessions, ns), store.read(read_linked_ideas, ns))
    survivors = {c.other for c in changes if c.kind == MERGE_IDEA}
    changes += [Change(IMPORTANCE, "from-provenance", r["id"], r["text"], r["id"], r["text"], r["importance"],
                       {k: r[k] for k in ("old_mentions", "mentions", "old_importance", "importance")})
                for r in store.read(read_stale_importance, ns) if r["id"] not in survivors | merged]
    return changes


def _idea_merges(ideas: list[dict[str, Any]], vectors: dict[str, np.ndarray]) -> list[Change]:
    texts = {r["id"]: r["text"] for r in ideas}
    targets = merge_duplicates([(r["id"], r["intent"], vectors[r["id"]]) for r in ideas], KnownIdeas())
    changes = []
    for dup, kept in sorted(targets.items(), key=lambda pair: (pair[1], pair[0])):
        score = round(float(vectors[dup] @ vectors[kept]), 6)
        changes.append(Change(MERGE_IDEA, "near-duplicate", dup, texts[dup], kept, texts[kept], score, {"cosine": score}))
    return changes


def _fact_closings(facts: list[dict[str, Any]]) -> list[Change]:
    """Each open fact (oldest first) closed by the next newer one of its subject and predicate
    that names another object."""
    slots: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for fact in facts:
        slots.setdefault((fact["subject"], fact["predicate"]), []).append(fact)
    changes = []
    for (_, predicate), held in sorted(slots.items()):
        for k, old in enumerate(held):
            newer = next((f for f in held[k + 1:] if f["object"] != old["object"] and f["valid_at"] > old["valid_at"]), None)
            if newer is not None:
                changes.append(Change(CLOSE_FACT, "replaced-in-slot", old["uuid"], old["text"], newer["uuid"],
                                      newer["text"], 1.0, {"predicate": predicate,
                                                           "closed_at": newer["valid_at"].iso_format()}))
    return changes


def _contradictions(ideas: list[dict[str, Any]], vectors: dict[str, np.ndarray], where: dict[str, dict[str, Any]],
                    linked: set[frozenset[str]]) -> list[Change]:
    """Later idea -> earlier idea of another session, close (cosine >= CONTRADICT_MIN) where
    exactly one of the two is negated."""
    if len(ideas) < 2:
        return []
    ids = [r["id"] for r in ideas]
    matrix = np.asarray([vectors[i] for i in ids])
    denied = np.asarray([negated(r["text"]) for r in ideas])
    changes = []
    for start in range(0, len(ids), BLOCK):
        scores = np.round(matrix[start:start + BLOCK] @ matrix.T, 6)
        for row, col in zip(*np.nonzero(scores >= CONTRADICT_MIN)):
            i, j = start + int(row), int(col)
            if i >= j or denied[i] == denied[j] or where[ids[i]]["session"] == where[ids[j]]["session"]:
                continue
            if frozenset((ids[i], ids[j])) in linked:
                continue
            later, earlier = sorted((i, j), key=lambda k: (where[ids[k]]["at"], ids[k]), reverse=True)
            score = float(scores[row, col])
            changes.append(Change(LINK_CONTRADICTION, "negation", ids[later], ideas[later]["text"], ids[earlier],
                                  ideas[earlier]["text"], score, {"cosine": score}))
    return sorted(changes, key=lambda c: (c.other, c.item))
