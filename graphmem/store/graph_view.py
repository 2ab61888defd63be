"""The graph around some memories, as nodes and typed edges for the dashboard's graph view.

Nodes are ideas, spans, entities and facts (a fact is a RELATES_TO relationship between two
entities; here it becomes a node of its own, linked to its subject and object, so a timeline's
states can be told apart and clicked). Every node and edge read is in the namespace, and each
node brings at most PER_NODE neighbours so a hub entity does not flood the picture.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.values import to_datetime

PER_NODE = 12
MAX_SESSION_NODES = 80

# A node (idea, span or entity) bound to `{n}`, as a map of GraphNode's fields.
NODE = """{{id: {n}.id,
  kind: CASE WHEN {n}:Idea THEN 'idea' WHEN {n}:Span THEN 'span' ELSE 'entity' END,
  text: coalesce(CASE WHEN {n}:Idea THEN {n}.text WHEN {n}:Span THEN {n}.summary ELSE {n}.name END, ''),
  detail: CASE WHEN {n}:Idea THEN {n}.intent WHEN {n}:Entity THEN {n}.kind ELSE 'level ' + toString({n}.level) END,
  session_id: CASE WHEN {n}:Idea THEN head([({n})-[:FROM]->(t:Turn) | t.session_external_id])
                   WHEN {n}:Span THEN head([({n})-[:IN_SESSION]->(s:Session) | s.external_id]) END,
  source_turn_ids: CASE WHEN {n}:Idea THEN [({n})-[:FROM]->(t:Turn) | t.external_id]
                        WHEN {n}:Span THEN coalesce({n}.turn_ids, []) ELSE [] END,
  superseded: coalesce({n}.superseded, false), at: {n}.at}}"""

# A fact `f` from entity `s` to entity `o`; its session is its first evidence turn's.
FACT_NODE = """{id: f.uuid, kind: 'fact', text: coalesce(f.fact, s.name + ' ' + f.name + ' ' + o.name),
  detail: f.name,
  session_id: COLLECT { MATCH (t:Turn {namespace: $ns}) WHERE t.external_id IN coalesce(f.source_turn_ids, [])
                        RETURN t.session_external_id LIMIT 1 }[0],
  source_turn_ids: coalesce(f.source_turn_ids, []), superseded: f.invalid_at IS NOT NULL, at: f.valid_at,
  replaced_by: f.replaced_by}"""

FACT_ROW = ("RETURN DISTINCT " + FACT_NODE + " AS node, " + NODE.format(n="s") + " AS subject, "
            + NODE.format(n="o") + " AS object")

# A hit that is a turn is drawn as the ideas taken from it.
SEED_NODES = """
UNWIND $ids AS id
CALL (id) {
  MATCH (n:Idea {namespace: $ns, id: id}) RETURN n
  UNION MATCH (n:Span {namespace: $ns, id: id}) RETURN n
  UNION MATCH (n:Entity {namespace: $ns, id: id}) RETURN n
  UNION MATCH (:Turn {namespace: $ns, id: id})<-[:FROM]-(n:Idea {namespace: $ns}) RETURN n
}
RETURN DISTINCT """ + NODE.format(n="n") + """ AS node
"""

# Entity to entity RELATES_TO is a fact, drawn by ENTITY_FACTS instead.
NODE_NEIGHBOURS = """
UNWIND $ids AS id
CALL (id) {
  MATCH (n:Idea {namespace: $ns, id: id}) RETURN n
  UNION MATCH (n:Span {namespace: $ns, id: id}) RETURN n
  UNION MATCH (n:Entity {namespace: $ns, id: id}) RETURN n
}
CALL (n) {
  MATCH (n)-[r:MENTIONS|IN_SPAN|CHILD_OF|SUPERSEDES|BUILDS_ON|CONTRADICTS|ANSWERS|RELATES_TO]-(m {namespace: $ns})
  WHERE (m:Idea OR m:Span OR m:Entity) AND NOT (n:Entity AND m:Entity)
  RETURN r, m ORDER BY coalesce(m.importance, 0.0) DESC, m.id LIMIT $per_node
}
RETURN startNode(r).id AS source, endNode(r).id AS target, type(r) AS type, """ + NODE.format(n="m") + """ AS node
"""

# The facts about entities; with $turns, only those citing one of these turns.
ENTITY_FACTS = """
UNWIND $ids AS id
MATCH (e:Entity {namespace: $ns, id: id})
CALL (e) {
  MATCH (e)-[f:RELATES_TO]-(:Entity {namespace: $ns})
  WHERE f.namespace = $ns AND ($turns IS NULL OR any(t IN coalesce(f.source_turn_ids, []) WHERE t IN $turns))
  RETURN f ORDER BY f.valid_at DESC LIMIT $per_node
}
MATCH (s:Entity)-[f]->(o:Entity)
""" + FACT_ROW

# Facts by id, with the states they replaced and that replaced them.
FACTS_AND_CHAIN = """
UNWIND $ids AS id
MATCH (:Entity {namespace: $ns})-[g:RELATES_TO {uuid: id}]->(:Entity {namespace: $ns})
WHERE g.namespace = $ns
CALL (g) {
  RETURN g AS f
  UNION MATCH (:Entity {namespace: $ns})-[f:RELATES_TO {namespace: $ns, replaced_by: g.uuid}]->(:Entity) RETURN f
  UNION MATCH (:Entity {namespace: $ns})-[f:RELATES_TO {namespace: $ns, uuid: g.replaced_by}]->(:Entity) RETURN f
}
MATCH (s:Entity)-[f]->(o:Entity)
""" + FACT_ROW

# The ideas said in a fact's evidence turns.
FACT_EVIDENCE = """
UNWIND $ids AS id
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO {uuid: id}]->(:Entity {namespace: $ns})
WHERE f.namespace = $ns
CALL (f) {
  MATCH (t:Turn {namespace: $ns}) WHERE t.external_id IN coalesce(f.source_turn_ids, [])
  MATCH (i:Idea {namespace: $ns})-[:FROM]->(t)
  RETURN i ORDER BY i.importance DESC LIMIT $per_node
}
RETURN f.uuid AS source, i.id AS target, 'EVIDENCE' AS type, """ + NODE.format(n="i") + """ AS node
"""

SESSION_NODES = """
MATCH (s:Session {namespace: $ns, external_id: $external_id})
RETURN [(t:Turn)-[:IN_SESSION]->(s) | t.external_id] AS turns,
       COLLECT { MATCH (n:Span {namespace: $ns})-[:IN_SESSION]->(s)
                 RETURN """ + NODE.format(n="n") + """ AS node ORDER BY n.level, n.start_seq } AS spans,
       COLLECT { MATCH (n:Idea {namespace: $ns})-[:FROM]->(:Turn)-[:IN_SESSION]->(s) WITH DISTINCT n
                 ORDER BY n.importance DESC LIMIT $limit RETURN """ + NODE.format(n="n") + """ AS node } AS ideas
"""


@dataclass(frozen=True)
class GraphNode:
    """An idea, span, entity or fact drawn as a node, with where it was said."""

    id: str = field(metadata={"doc": "The node's id (a fact's uuid); expand it by this id."})
    kind: str = field(metadata={"doc": "idea, span, entity or fact."})
    text: str = field(metadata={"doc": "An idea's or fact's text, a span's summary, an entity's name."})
    detail: str | None = field(metadata={"doc": "An idea's intent, an entity's kind, a span's level, a fact's predicate."})
    session_id: str | None = field(metadata={"doc": "The source id of the session it was said in."})
    source_turn_ids: list[str] = field(metadata={"doc": "The cited turns' own ids (external_id)."})
    superseded: bool = field(metadata={"doc": "A superseded idea or a closed fact."})
    at: datetime | None = field(metadata={"doc": "When it was said (a fact: when it became valid)."})

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> GraphNode:
        """Build from a NODE or FACT_NODE map."""
        return cls(id=str(row["id"]), kind=row["kind"], text=row["text"] or "", detail=row["detail"],
                   session_id=row["session_id"], source_turn_ids=list(row["source_turn_ids"] or []),
                   superseded=bool(row["superseded"]), at=to_datetime(row["at"]))


@dataclass(frozen=True)
class GraphEdge:
    """A typed edge between two nodes of the view."""

    source: str = field(metadata={"doc": "The id of the node it starts at."})
    target: str = field(metadata={"doc": "The id of the node it ends at."})
    type: str = field(metadata={"doc": "MENTIONS, IN_SPAN, CHILD_OF, an idea relation (SUPERSEDES, BUILDS_ON, ...), "
                                       "SUBJECT and OBJECT (fact to entity), REPLACED_BY (fact to fact) or "
                                       "EVIDENCE (fact to an idea of its evidence turn)."})


@dataclass
class GraphView:
    """Nodes once each and edges once each, in the order first met (seeds first)."""

    nodes: dict[str, GraphNode] = field(default_factory=dict)
    edges: dict[tuple[str, str, str], GraphEdge] = field(default_factory=dict)
    replaced_by: dict[str, str] = field(default_factory=dict)

    def add_node(self, row: dict[str, Any]) -> str:
        """Add a node map (once); return its id."""
        node = GraphNode.from_row(row)
        self.nodes.setdefault(node.id, node)
        if row.get("replaced_by"):
            self.replaced_by[node.id] = row["replaced_by"]
        return node.id

    def add_edge(self, source: str, target: str, type_: str) -> None:
        """Add an edge (once)."""
        self.edges.setdefault((source, target, type_), GraphEdge(source, target, type_))

    def add_fact(self, row: dict[str, Any]) -> None:
        """Add a fact row: the fact, its subject and object entities, the edges between them."""
        fact = self.add_node(row["node"])
        self.add_edge(fact, self.add_node(row["subject"]), "SUBJECT")
        self.add_edge(fact, self.add_node(row["object"]), "OBJECT")

    def close_chains(self) -> None:
        """Link each fact to the fact that replaced it when both are in the view."""
        for old, new in self.replaced_by.items():
            if new in self.nodes:
                self.add_edge(old, new, "REPLACED_BY")


def _add_neighbours(tx: ManagedTransaction, ns: str, view: GraphView, ids: list[str]) -> None:
    """Add the ideas, spans and entities next to the view's nodes `ids`, with the edges to them."""
    for row in tx.run(NODE_NEIGHBOURS, ns=ns, ids=ids, per_node=PER_NODE):
        view.add_node(row["node"])
        view.add_edge(row["source"], row["target"], row["type"])


def _add_entity_facts(tx: ManagedTransaction, ns: str, view: GraphView, ids: list[str],
                      turns: list[str] | None) -> None:
    """Add the facts about the view's entities among `ids` (with `turns`: only facts citing one)."""
    entities = [i for i in ids if view.nodes[i].kind == "entity"]
    for row in tx.run(ENTITY_FACTS, ns=ns, ids=entities, turns=turns, per_node=PER_NODE):
        view.add_fact(row.data())


def neighbourhood(tx: ManagedTransaction, ns: str, ids: list[str]) -> GraphView:
    """The nodes with these ids (ideas, spans, entities, facts; a turn: its ideas) and one step
    around each: related ideas, spans and entities, an entity's facts, a fact's ends, the states
    it replaced or was replaced by, and the ideas of its evidence turns."""
    view = GraphView()
    seeds = [view.add_node(row["node"]) for row in tx.run(SEED_NODES, ns=ns, ids=ids)]
    for row in tx.run(FACTS_AND_CHAIN, ns=ns, ids=ids):
        view.add_fact(row.data())
    for row in tx.run(FACT_EVIDENCE, ns=ns, ids=ids, per_node=PER_NODE):
        view.add_node(row["node"])
        view.add_edge(row["source"], row["target"], row["type"])
    _add_neighbours(tx, ns, view, seeds)
    _add_entity_facts(tx, ns, view, seeds, None)
    view.close_chains()
    return view


def session_graph(tx: ManagedTransaction, ns: str, external_id: str) -> GraphView | None:
    """A session's spans and ideas (at most MAX_SESSION_NODES), what they link to, and the
    facts its turns state; None when the namespace has no such session."""
    record = tx.run(SESSION_NODES, ns=ns, external_id=external_id, limit=MAX_SESSION_NODES).single()
    if record is None:
        return None
    view = GraphView()
    for row in [*record["spans"], *record["ideas"]]:
        view.add_node(row)
    _add_neighbours(tx, ns, view, list(view.nodes))
    _add_entity_facts(tx, ns, view, list(view.nodes), list(record["turns"]))
    view.close_chains()
    return view
