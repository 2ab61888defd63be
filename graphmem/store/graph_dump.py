"""A namespace's whole graph read out for export, and an export's nodes and relationships written
into a namespace (labels and types from the fixed sets of ingest/sources/graph_export.py only)."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.graph_records import (
    EMBEDDING_PROPERTIES,
    LABELS,
    LEDGER_ID,
    RELATIONSHIP_TYPES,
    ExportedNode,
    ExportedRelationship,
    GraphExport,
    NodeRef,
)

READ_NODES = """
MATCH (n:{label} {{namespace: $ns}})
RETURN n.id AS id, properties(n) AS properties ORDER BY n.id
"""

READ_RELATIONSHIPS = """
MATCH (a:{label} {{namespace: $ns}})-[r]->(b {{namespace: $ns}})
RETURN a.id AS start, type(r) AS type, labels(b) AS end_labels, b.id AS end, properties(r) AS properties
ORDER BY start, type, end, r.uuid
"""

UPSERT_NODES = """
UNWIND $rows AS row
MERGE (n:{label} {{namespace: $ns, id: row.id}})
SET n += row.properties
"""

UPSERT_LEDGER = """
MERGE (n:IdeaLedger {namespace: $ns})
SET n += $properties
"""

# Facts (RELATES_TO between entities) are told apart by uuid: two may join the same entities.
UPSERT_RELATIONSHIPS = """
UNWIND $rows AS row
MATCH (a:{start} {{namespace: $ns, id: row.start}})
MATCH (b:{end} {{namespace: $ns, id: row.end}})
MERGE (a)-[r:{type}]->(b)
SET r += row.properties
"""

UPSERT_FACTS = """
UNWIND $rows AS row
MATCH (a:{start} {{namespace: $ns, id: row.start}})
MATCH (b:{end} {{namespace: $ns, id: row.end}})
MERGE (a)-[r:{type} {{uuid: row.properties.uuid}}]->(b)
SET r += row.properties
"""

SET_NODE_EMBEDDINGS = """
UNWIND $rows AS row
MATCH (n:{label} {{namespace: $ns, id: row.id}})
SET n.{property} = row.vector
"""

SET_FACT_EMBEDDINGS = """
UNWIND $rows AS row
MATCH (:Entity {namespace: $ns})-[f:RELATES_TO {uuid: row.id}]->(:Entity {namespace: $ns})
SET f.fact_embedding = row.vector
"""


def _plain(properties: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in properties.items() if k not in EMBEDDING_PROPERTIES}


def read_graph(tx: ManagedTransaction, ns: str) -> GraphExport:
    """Every node of the namespace and every relationship between two of them, embeddings left out."""
    export = GraphExport(ns)
    for label in LABELS:
        for row in tx.run(READ_NODES.format(label=label), ns=ns):
            export.nodes.append(ExportedNode(NodeRef(label, row["id"] or LEDGER_ID), _plain(row["properties"])))
        for row in tx.run(READ_RELATIONSHIPS.format(label=label), ns=ns):
            end_label = next((lb for lb in row["end_labels"] if lb in LABELS), None)
            if row["type"] in RELATIONSHIP_TYPES and end_label:
                export.relationships.append(ExportedRelationship(
                    row["type"], NodeRef(label, row["start"]), NodeRef(end_label, row["end"] or LEDGER_ID),
                    _plain(row["properties"])))
    return export


def write_nodes(tx: ManagedTransaction, ns: str, label: str, rows: list[dict[str, Any]]) -> None:
    """MERGE nodes of one label by id ({id, properties} rows); the idea ledger by namespace."""
    if label not in LABELS:
        raise ValueError(f"unknown label {label!r}")
    if label == "IdeaLedger":
        for row in rows:
            tx.run(UPSERT_LEDGER, ns=ns, properties=row["properties"]).consume()
        return
    tx.run(UPSERT_NODES.format(label=label), ns=ns, rows=rows).consume()


def write_relationships(tx: ManagedTransaction, ns: str, rel_type: str, start: str, end: str,
                        rows: list[dict[str, Any]]) -> None:
    """MERGE relationships of one type between nodes of two labels ({start, end, properties} rows)."""
    if rel_type not in RELATIONSHIP_TYPES or start not in LABELS or end not in LABELS:
        raise ValueError(f"unknown relationship {start}-[{rel_type}]->{end}")
    keyed = [r for r in rows if r["properties"].get("uuid")]
    plain = [r for r in rows if not r["properties"].get("uuid")]
    for statement, chosen in ((UPSERT_FACTS, keyed), (UPSERT_RELATIONSHIPS, plain)):
        if chosen:
            tx.run(statement.format(type=rel_type, start=start, end=end), ns=ns, rows=chosen).consume()


def set_embeddings(tx: ManagedTransaction, ns: str, label: str, prop: str, rows: list[dict[str, Any]]) -> None:
    """Set recomputed vectors ({id, vector} rows): a node property, or facts' (label "RELATES_TO")."""
    if label == "RELATES_TO":
        tx.run(SET_FACT_EMBEDDINGS, ns=ns, rows=rows).consume()
        return
    if label not in LABELS or prop not in EMBEDDING_PROPERTIES:
        raise ValueError(f"unknown embedding {label}.{prop}")
    tx.run(SET_NODE_EMBEDDINGS.format(label=label, property=prop), ns=ns, rows=rows).consume()
