"""Graph expansion: from the top hits, follow idea relations, shared entities and parent spans.

Expanded memories score `parent score x relation weight x 0.5 per hop` and say `expansion`
in `via`. A superseded idea pulls in the idea that supersedes it, so the newest version of a
decision is always there, and the old one is marked superseded.
"""

from __future__ import annotations

from graphmem.retrieve.fuse import STALE_FACTOR, Candidate
from graphmem.store.driver import Store
from graphmem.store.search import expansion_neighbours

SEEDS = 10
HOP_DECAY = 0.5


def expand_hits(store: Store, ns: str, ranked: list[Candidate], hops: int, keep_stale: bool) -> list[Candidate]:
    """Add neighbours of the top idea hits, `hops` steps out, and re-sort by score."""
    by_id = {c.id: c for c in ranked}
    frontier = [c for c in ranked[:SEEDS] if c.row["kind"] == "idea"]
    for hop in range(1, hops + 1):
        if not frontier:
            break
        scores = {c.id: c.score for c in frontier}
        added: list[Candidate] = []
        for row in store.read(expansion_neighbours, ns, list(scores)):
            source, relation, outgoing, weight = (row.pop("source"), row.pop("relation"),
                                                  row.pop("outgoing"), float(row.pop("weight")))
            if relation == "SUPERSEDES" and outgoing:
                continue  # the older version: not worth surfacing from the newer one
            score = scores[source] * weight * HOP_DECAY ** hop
            if relation == "SUPERSEDES":
                score = max(score, scores[source])  # the newer version ranks at least as high
            if row.get("superseded") and not keep_stale:
                score *= STALE_FACTOR
            existing = by_id.get(row["id"])
            if existing is None:
                existing = by_id[row["id"]] = Candidate(row, score, ["expansion"])
                added.append(existing)
            elif score > existing.score and "expansion" in existing.via:
                existing.score = score
        frontier = [c for c in added if c.row["kind"] == "idea"]
    return sorted(by_id.values(), key=lambda c: (-c.score, c.id))
