"""The schema migration: cypher/schema.cypher applied idempotently, then wait for ONLINE."""

from __future__ import annotations

import time
from pathlib import Path

from graphmem.errors import StoreUnavailable
from graphmem.store.driver import Store

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "cypher" / "schema.cypher"


def schema_statements(dimension: int) -> list[str]:
    """The migration's statements with the embedding dimension filled in (an int, never text)."""
    text = SCHEMA_FILE.read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    statements = [s.strip() for s in body.split(";") if s.strip()]
    # Index options cannot take parameters in Cypher; the dimension is a validated int.
    return [s.replace("$dim", str(int(dimension))) for s in statements]


def apply_schema(store: Store, dimension: int, timeout_s: float = 120.0) -> int:
    """Create missing constraints and indexes, wait until all are ONLINE; return the count."""
    statements = schema_statements(dimension)
    for statement in statements:
        store.execute(statement)
    wait_for_indexes(store, timeout_s)
    return len(statements)


def wait_for_indexes(store: Store, timeout_s: float) -> None:
    """Block until every index is ONLINE; raise if one FAILED or the time runs out."""
    deadline = time.monotonic() + timeout_s
    while True:
        rows = store.execute("SHOW INDEXES YIELD name, state, populationPercent")
        failed = [r["name"] for r in rows if r["state"] == "FAILED"]
        if failed:
            raise StoreUnavailable(f"Neo4j indexes failed to build: {', '.join(failed)}")
        pending = [r["name"] for r in rows if r["state"] != "ONLINE"]
        if not pending:
            return
        if time.monotonic() > deadline:
            raise StoreUnavailable(f"indexes still populating after {timeout_s:.0f}s: {pending}")
        time.sleep(0.2)


def indexes_online(store: Store) -> bool:
    """True when the schema's indexes all exist and are ONLINE (for /healthz)."""
    rows = store.execute("SHOW INDEXES YIELD name, state")
    names = {r["name"] for r in rows if r["state"] == "ONLINE"}
    return {"turn_embedding", "idea_embedding", "turn_fulltext", "idea_fulltext"} <= names
