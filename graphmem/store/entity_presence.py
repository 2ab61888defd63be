"""What a namespace holds about a name: the entities it matches, their ideas and facts."""

from __future__ import annotations

from dataclasses import dataclass

from neo4j import ManagedTransaction

from graphmem.store.timeline import MATCH_ENTITIES

ENTITY_PRESENCE = MATCH_ENTITIES + """
RETURN e.name AS name,
       COUNT { (:Idea {namespace: $ns})-[:MENTIONS]->(e) } AS ideas,
       [(e)-[f:RELATES_TO]-(:Entity) WHERE f.namespace = $ns | f.name] AS predicates
ORDER BY ideas DESC, name
"""


@dataclass(frozen=True)
class EntityPresence:
    """One entity a name matches: how many ideas mention it and the predicates of its facts."""

    name: str
    ideas: int
    predicates: list[str]


def entity_presence(tx: ManagedTransaction, ns: str, keys: list[str], names: list[str]) -> list[EntityPresence]:
    """The namespace's entities matched by canonical key, name or alias, most mentioned first."""
    return [EntityPresence(r["name"], int(r["ideas"]), list(r["predicates"]))
            for r in tx.run(ENTITY_PRESENCE, ns=ns, keys=keys, names=names)]
