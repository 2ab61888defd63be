"""Graph expansion: from the top hits, follow idea relations, shared entities and parent spans.

Expanded memories score `parent score x relation weight x 0.5 per hop` and say `expansion`
in `via`. A superseded idea pulls in the idea that supersedes it, so the newest version of a
decision is always there, and the old one is marked superseded.
"""

from __future__ import annotations

from graphmem.retrieve.fuse import STALE_FACTOR
from graphmem.store.driver import Store
from graphmem.store.expansion import expansion_neighbours
from graphmem.store.hits import HitKind, SearchHit

SEEDS = 10
HOP_DECAY = 0.5
EXPANSION = "expansion"


def expand_hits(store: Store, ns: str, ranked: list[SearchHit], hops: int, keep_stale: bool) -> list[SearchHit]:
    """Add neighbours of the top idea hits, `hops` steps out, and re-sort by score."""
    by_id = {hit.id: hit for hit in ranked}
    frontier = [hit for hit in ranked[:SEEDS] if hit.kind is HitKind.IDEA]
    for hop in range(1, hops + 1):
        if not frontier:
            break
        scores = {hit.id: hit.score for hit in frontier}
        added: list[SearchHit] = []
        for neighbour in store.read_statement(expansion_neighbours, ns, list(scores)):
            if neighbour.relation == "SUPERSEDES" and neighbour.outgoing:
                continue  # the older version: not worth surfacing from the newer one
            score = scores[neighbour.source] * neighbour.weight * HOP_DECAY ** hop
            if neighbour.relation == "SUPERSEDES":
                score = max(score, scores[neighbour.source])  # the newer version ranks at least as high
            if neighbour.hit.superseded and not keep_stale:
                score *= STALE_FACTOR
            existing = by_id.get(neighbour.hit.id)
            if existing is None:
                existing = by_id[neighbour.hit.id] = neighbour.hit
                existing.score, existing.via = score, [EXPANSION]
                added.append(existing)
            elif score > existing.score and EXPANSION in existing.via:
                existing.score = score
        frontier = [hit for hit in added if hit.kind is HitKind.IDEA]
    return sorted(by_id.values(), key=lambda hit: (-hit.score, hit.id))
