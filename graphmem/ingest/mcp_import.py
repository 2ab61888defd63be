"""An MCP memory server's knowledge graph (ingest/sources/mcp_memory.py) written into a namespace.

Entities become Entity nodes (their type as `kind`); each observation becomes a remembered turn of
one "mcp-memory" session, so ingest makes it one idea holding "Entity: observation", which MENTIONS
its entity; relations become RELATES_TO facts between the entities. Every id comes from names and
texts, so importing the same file again (or a later save of it) adds only what is new.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from graphmem.embed import Embedder
from graphmem.ids import entity_id, stable_id, turn_id
from graphmem.ingest.ideas import REMEMBERED_KIND
from graphmem.ingest.pipeline import ingest_sessions
from graphmem.ingest.sources.mcp_memory import McpMemoryGraph
from graphmem.model import SessionRecord, TurnRecord
from graphmem.store.batch_writes import BatchWrite, write_batch
from graphmem.store.driver import Store
from graphmem.store.mcp_memory import link_observations, write_relations
from graphmem.text.entities import canonical_key

SESSION = "mcp-memory"
UNTYPED = "thing"  # the kind of an entity a relation names but no entity line defines


@dataclass(frozen=True)
class McpImport:
    """What the file held: entities, observations and relations (each counted once)."""

    entities: int
    observations: int
    relations: int


def observation_turn_id(ns: str, entity: str, observation: str) -> str:
    """The source id of an observation's turn: its entity and text, so re-importing it is a no-op."""
    return "mcp:" + stable_id(ns, "mcp-observation", entity, observation)


def import_mcp_memory(store: Store, embedder: Embedder, ns: str, graph: McpMemoryGraph) -> McpImport:
    """Write the graph into the namespace (idempotent) and return what it held."""
    names = {name: entity.entity_type for name, entity in graph.entities.items()}
    for relation in graph.relations:
        names.setdefault(relation.source, UNTYPED)
        names.setdefault(relation.target, UNTYPED)
    ordered = sorted(names)
    vectors = embedder.embed(ordered) if ordered else []
    entities = [{"id": entity_id(ns, canonical_key(name)), "canonical": canonical_key(name), "name": name,
                 "kind": names[name], "alias": name, "embedding": vector.tolist()}
                for name, vector in zip(ordered, vectors)]
    store.write(write_batch, ns, BatchWrite(entities=entities))
    now = datetime.now(timezone.utc)
    session = SessionRecord(SESSION, "mcp-memory", "MCP memory knowledge graph", now)
    links = []
    for entity in graph.entities.values():
        for observation in entity.observations:
            external = observation_turn_id(ns, entity.name, observation)
            session.turns.append(TurnRecord(SESSION, external, len(session.turns), "user", entity.name,
                                            f"{entity.name}: {observation}", now, kind=REMEMBERED_KIND))
            links.append({"turn_id": turn_id(ns, SESSION, external),
                          "entity_id": entity_id(ns, canonical_key(entity.name))})
    if session.turns:
        ingest_sessions(store, embedder, ns, [session])
        store.write(link_observations, ns, links)
    _write_relations(store, embedder, ns, graph)
    return McpImport(len(graph.entities), len(links), len(graph.relations))


def _write_relations(store: Store, embedder: Embedder, ns: str, graph: McpMemoryGraph) -> None:
    facts = [f"{r.source} {r.relation_type.replace('_', ' ')} {r.target}" for r in graph.relations]
    vectors = embedder.embed(facts) if facts else []
    rows = [{"uuid": stable_id(ns, "mcp-relation", canonical_key(r.source), r.relation_type, canonical_key(r.target)),
             "subject_id": entity_id(ns, canonical_key(r.source)), "object_id": entity_id(ns, canonical_key(r.target)),
             "name": r.relation_type, "fact": fact, "embedding": vector.tolist()}
            for r, fact, vector in zip(graph.relations, facts, vectors)]
    if rows:
        store.write(write_relations, ns, rows)
