"""Near-duplicate ideas: which stored idea of the same intent a new idea repeats, if any."""

from __future__ import annotations

from typing import Any

import numpy as np
from neo4j import ManagedTransaction

from graphmem.store.driver import plain_rows

# Neo4j reports cosine vector scores as (1 + cos) / 2. The index cannot filter by namespace,
# and other namespaces may hold the very same texts: a row whose k neighbours all clear the
# threshold is `crowded` and asked again with a larger k, so what merges never depends on what
# other namespaces hold. Ties go by time and text, not by the namespace-hashed id.
FIND_DUPLICATE_IDEAS = """
UNWIND $rows AS row
CALL db.index.vector.queryNodes('idea_embedding', $k, row.embedding) YIELD node, score
WITH row, collect(node {.namespace, .intent, .id, .at, .text, score: score}) AS near
WITH row, size(near) = $k AND near[-1].score >= $min_score AS crowded,
     [h IN near WHERE h.namespace = $ns AND h.intent = row.intent AND h.id <> row.id
      AND h.score >= $min_score] AS hits
CALL (hits) {
  UNWIND hits AS h
  WITH h ORDER BY h.score DESC, h.at, h.text
  RETURN collect(h.id)[0] AS target
}
RETURN row.id AS id, crowded, target
"""
DUPLICATE_FETCH = (10, 100, 1000)

# A namespace of at most DUPLICATE_EXACT_MAX ideas is compared exactly, over its own ideas of
# the same intent, read once per batch and compared in numpy: what merges cannot depend on the
# index's approximation or on other namespaces, and it is the fastest way at this size
# (benchmarks/README.md §3).
DUPLICATE_EXACT_MAX = 5000
COUNT_IDEAS_UP_TO = """
MATCH (n:Idea {namespace: $ns}) WITH n LIMIT $limit RETURN count(n) AS n
"""
READ_IDEA_VECTORS = """
MATCH (n:Idea {namespace: $ns}) WHERE n.intent IN $intents
RETURN n.id AS id, n.intent AS intent, n.embedding AS embedding ORDER BY n.at, n.text, n.id
"""


def _nearest_stored(stored: list[dict[str, Any]], rows: list[dict[str, Any]], min_cosine: float) -> dict[str, str]:
    """Each row's most similar stored idea of its intent at >= min_cosine (ties: earliest)."""
    found: dict[str, str] = {}
    for intent in {r["intent"] for r in rows}:
        same = [s for s in stored if s["intent"] == intent]
        if not same:
            continue
        matrix = np.asarray([s["embedding"] for s in same], dtype=np.float64)
        for row in (r for r in rows if r["intent"] == intent):
            scores = matrix @ np.asarray(row["embedding"], dtype=np.float64)
            order = [i for i in np.argsort(-scores, kind="stable") if same[i]["id"] != row["id"]]
            if order and scores[order[0]] >= min_cosine:
                found[row["id"]] = same[order[0]]["id"]
    return found


def find_duplicate_ideas(tx: ManagedTransaction, ns: str, rows: list[dict[str, Any]],
                         min_cosine: float) -> dict[str, str]:
    """Map each candidate idea id to a stored idea of the same intent it repeats, if any."""
    found: dict[str, str] = {}
    if not rows:
        return found
    size = tx.run(COUNT_IDEAS_UP_TO, ns=ns, limit=DUPLICATE_EXACT_MAX + 1).single()
    if size is not None and size["n"] <= DUPLICATE_EXACT_MAX:
        stored = plain_rows(tx.run(READ_IDEA_VECTORS, ns=ns, intents=sorted({r["intent"] for r in rows})))
        return _nearest_stored(stored, rows, min_cosine)
    for k in DUPLICATE_FETCH:
        if not rows:
            break
        crowded: set[str] = set()
        for r in tx.run(FIND_DUPLICATE_IDEAS, ns=ns, rows=rows, k=k, min_score=(1.0 + min_cosine) / 2.0):
            if r["target"]:
                found[r["id"]] = r["target"]
            elif r["crowded"]:
                crowded.add(r["id"])
        rows = [row for row in rows if row["id"] in crowded]
    return found
