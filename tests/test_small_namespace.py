"""A small namespace beside a huge one still gets its true nearest neighbours.

Neo4j 5.26's vector index cannot filter by namespace: asked for the k nearest ideas, it returns
the huge namespace's. graphmem scans a small namespace exactly instead (retrieve/search.py).
Search folds ideas of one turn into the best of them (same evidence), so a neighbour counts as
back when a hit cites its turn.
"""

from __future__ import annotations

import numpy as np

from benchmarks.generate import grow
from graphmem.retrieve.search import SearchRequest
from graphmem.service import Memory

QUERY = "which database did we pick for the billing service"


def test_fifty_ideas_beside_twenty_thousand_get_their_true_neighbours(memory: Memory, namespace: str) -> None:
    small, huge = f"{namespace}-a", f"{namespace}-b"
    grow(memory.store, small, 50, batch_ideas=50)
    grow(memory.store, huge, 20_000)
    stored = memory.store.query("""MATCH (i:Idea {namespace: $ns})-[:FROM]->(t:Turn)
                                   RETURN i.id AS id, i.embedding AS embedding, t.external_id AS turn""", ns=small)
    assert len(stored) == 50
    vector = memory.embedder.embed([QUERY])[0]
    cosine = np.asarray([r["embedding"] for r in stored], dtype=np.float32) @ vector
    true_nearest = {stored[i]["turn"] for i in np.argsort(-cosine)[:10]}

    result = memory.search(SearchRequest(query=QUERY, namespace=small, limit=20, kinds=("idea",),
                                         retrievers=("vector",), expand=0))

    returned = {turn for h in result.hits for turn in h.source_turn_ids}
    assert true_nearest <= returned, f"turns of true neighbours missing: {true_nearest - returned}"
