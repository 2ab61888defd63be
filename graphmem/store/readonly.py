"""Read-only Cypher for people: run in a READ access-mode transaction, so writes are refused."""

from __future__ import annotations

from typing import Any

from neo4j import READ_ACCESS
from neo4j.exceptions import ClientError, ServiceUnavailable, SessionExpired

from graphmem.errors import BadInput, StoreUnavailable
from graphmem.store.driver import START_HINT, Store

MAX_ROWS = 1000


def run_read_only(store: Store, query: str, limit: int = MAX_ROWS) -> list[dict[str, Any]]:
    """Rows of a read query (at most `limit`); a write or a syntax error raises BadInput."""
    if not query.strip():
        raise BadInput("the Cypher query is empty")
    try:
        with store.driver.session(database=store.database, default_access_mode=READ_ACCESS) as session:
            with session.begin_transaction(timeout=store.transaction_timeout()) as tx:
                rows: list[dict[str, Any]] = []
                for record in tx.run(query):
                    rows.append(record.data())
                    if len(rows) >= limit:
                        break
                tx.rollback()
                return rows
    except (ServiceUnavailable, SessionExpired) as exc:
        raise StoreUnavailable(f"Neo4j at {store.uri} is unavailable ({' '.join(str(exc).split())}); {START_HINT}") from None
    except ClientError as exc:
        if "write" in (exc.message or "").lower() or "AccessMode" in (exc.code or ""):
            raise BadInput(f"refused: graphmem cypher is read-only ({exc.message})") from None
        raise BadInput(f"Cypher error: {exc.message}") from None
