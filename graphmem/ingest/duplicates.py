"""Near-duplicate ideas: which earlier idea a new one repeats, decided exactly.

A new idea repeats an earlier one of its intent when their cosine is >= DUPLICATE_COSINE; it
then adds its turn to that idea's provenance instead of becoming a node. The decision must not
depend on where batches start (an ingest killed and run again starts them elsewhere), nor on an
approximate index that other namespaces crowd: each new idea, in processing order, is compared
exactly with every idea kept before it, stored or earlier in its batch alike, and repeats the
most similar one (ties: the earliest). The stored ones are read once per ingest run
(`KnownIdeas`), and again only when another writer changed the namespace's ideas meanwhile, which
its idea ledger tells (store/idea_ledger.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

# Measured on the dev data (scripts/measure_duplicates.py): at 0.92 and above, pairs of ideas
# of one intent were restatements ("we use Sentry now" / "we're on Sentry now"); below, they
# start to differ in a detail that matters (dates, versions, who).
DUPLICATE_COSINE = 0.92
# Similarities are compared rounded, so one pair scores the same whether its two ideas met in
# one batch or across two (matrix products of other shapes differ in the last bits).
SCORE_DECIMALS = 9
# Known vectors are compared in chunks of this many rows, so a large namespace never needs a
# score matrix of all its ideas at once.
KNOWN_CHUNK = 4096

Chunks = tuple[tuple[tuple[str, ...], np.ndarray], ...]


@dataclass(frozen=True)
class KnownIdeas:
    """The ideas new ones are compared with, per intent, in the order they were stored: chunks of
    (ids, float32 vectors). Exact as of the idea ledger's `version`; never changed in place."""

    version: str | None = None
    chunks: Mapping[str, Chunks] = field(default_factory=dict)

    @classmethod
    def of_rows(cls, rows: list[dict[str, Any]], version: str | None) -> KnownIdeas:
        """From read_idea_vectors' rows."""
        by_intent: dict[str, list[dict[str, Any]]] = {}
        for row in rows:
            by_intent.setdefault(row["intent"], []).append(row)
        return cls(version, {intent: tuple(
            (tuple(r["id"] for r in part), np.asarray([r["embedding"] for r in part], dtype=np.float32))
            for part in (found[i:i + KNOWN_CHUNK] for i in range(0, len(found), KNOWN_CHUNK)))
            for intent, found in by_intent.items()})

    def with_ideas(self, ideas: list[tuple[str, str, np.ndarray]], version: str) -> KnownIdeas:
        """A copy that also knows these (id, intent, vector) ideas, as of `version`."""
        chunks = dict(self.chunks)
        for intent in dict.fromkeys(intent for _, intent, _ in ideas):
            mine = [(iid, vector) for iid, kind, vector in ideas if kind == intent]
            chunk = (tuple(iid for iid, _ in mine), np.asarray([v for _, v in mine], dtype=np.float32))
            chunks[intent] = (*chunks.get(intent, ()), chunk)
        return KnownIdeas(version, chunks)

    def nearest(self, intent: str, ids: list[str], vectors: np.ndarray) -> tuple[np.ndarray, list[str | None]]:
        """For each (id, vector), the rounded cosine of the most similar known idea of the intent
        and its id (ties: the earliest; an idea is not its own neighbour); -inf and None if none."""
        best = np.full(len(ids), -np.inf)
        best_ids: list[str | None] = [None] * len(ids)
        for chunk_ids, chunk in self.chunks.get(intent, ()):
            scores = np.round(vectors @ chunk.astype(np.float64).T, SCORE_DECIMALS)
            column = {iid: k for k, iid in enumerate(chunk_ids)}
            for row, iid in enumerate(ids):
                if iid in column:
                    scores[row, column[iid]] = -np.inf
            top = scores.argmax(axis=1)
            for row, k in enumerate(top):
                if scores[row, k] > best[row]:
                    best[row], best_ids[row] = scores[row, k], chunk_ids[k]
        return best, best_ids



def merge_duplicates(ideas: list[tuple[str, str, np.ndarray]], known: KnownIdeas) -> dict[str, str]:
    """Which of these (id, intent, vector) ideas, in processing order, repeat an earlier one: each
    is compared with every idea kept before it, known or earlier in the list, and repeats the most
    similar one of its intent at >= DUPLICATE_COSINE (ties: the known one, then the earliest).
    Returns duplicate id -> the id of the idea it repeats."""
    targets: dict[str, str] = {}
    for intent in dict.fromkeys(kind for _, kind, _ in ideas):
        group = [(iid, vector) for iid, kind, vector in ideas if kind == intent]
        ids = [iid for iid, _ in group]
        matrix = np.asarray([vector for _, vector in group], dtype=np.float64)
        best, best_ids = known.nearest(intent, ids, matrix)
        inner = np.round(matrix @ matrix.T, SCORE_DECIMALS)
        kept = np.zeros(len(group), dtype=bool)
        for i, iid in enumerate(ids):
            score, target = best[i], best_ids[i]
            earlier = np.flatnonzero(kept[:i])
            if earlier.size:
                j = earlier[int(np.argmax(inner[i, earlier]))]
                if inner[i, j] > score:
                    score, target = inner[i, j], ids[j]
            if target is not None and score >= DUPLICATE_COSINE:
                targets[iid] = target
            else:
                kept[i] = True
    return targets
