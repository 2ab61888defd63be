"""Neighbours of ideas for graph expansion: related ideas, ideas sharing an entity, parent spans.

Both ends are in the namespace on every hop; archived ideas are never added.
"""

from __future__ import annotations

from dataclasses import dataclass

from graphmem.store.driver import StatementRunner
from graphmem.store.hits import HitKind, SearchHit, projection

EXPAND_IDEAS = f"""
UNWIND $ids AS source
MATCH (src:Idea {{namespace: $ns, id: source}})-[r:SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]-(n:Idea {{namespace: $ns}})
WHERE n.archived_at IS NULL
RETURN source, type(r) AS relation, startNode(r) = src AS outgoing,
       coalesce(r.confidence, 0.5) AS weight, {projection(HitKind.IDEA)}
"""

EXPAND_ENTITIES = f"""
UNWIND $ids AS source
MATCH (src:Idea {{namespace: $ns, id: source}})-[:MENTIONS]->(e:Entity {{namespace: $ns}})
      <-[:MENTIONS]-(n:Idea {{namespace: $ns}})
WHERE n <> src AND n.archived_at IS NULL AND COUNT {{ (e)<-[:MENTIONS]-() }} <= 50
WITH source, n, count(e) AS shared ORDER BY shared DESC, n.importance DESC
WITH source, collect(n)[..3] AS ns_
UNWIND ns_ AS n
RETURN source, 'SHARES_ENTITY' AS relation, true AS outgoing, 0.3 AS weight, {projection(HitKind.IDEA)}
"""

EXPAND_SPANS = f"""
UNWIND $ids AS source
MATCH (src:Idea {{namespace: $ns, id: source}})-[:IN_SPAN]->(n:Span {{namespace: $ns}})
RETURN source, 'IN_SPAN' AS relation, true AS outgoing, 0.3 AS weight, {projection(HitKind.SPAN)}
"""

EXPAND = "\nUNION ALL\n".join((EXPAND_IDEAS, EXPAND_ENTITIES, EXPAND_SPANS))


@dataclass(frozen=True)
class Neighbour:
    """A memory one step from an idea: how it is related (`outgoing`: from the idea) and how strongly."""

    source: str
    relation: str
    outgoing: bool
    weight: float
    hit: SearchHit


def expansion_neighbours(tx: StatementRunner, ns: str, ids: list[str]) -> list[Neighbour]:
    """Related ideas, ideas sharing an entity, and parent spans of the given ideas."""
    return [Neighbour(r["source"], r["relation"], r["outgoing"], float(r["weight"]), SearchHit.from_row(r))
            for r in tx.run(EXPAND, ns=ns, ids=ids)]
