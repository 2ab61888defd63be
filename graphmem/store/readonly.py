"""Read-only Cypher for people (`graphmem cypher`): reads only, checked twice.

A READ access-mode transaction refuses writes, but not what reads outside the graph or acts on
the server: LOAD CSV reads server files (the Neo4j password file among them) and fetches URLs,
TERMINATE TRANSACTIONS and dbms.* procedures act on other sessions. So the query is also read
as tokens first: clauses that write, load or administer are refused, and CALL may name only the
read procedures people need (db.index.* searches and the db.* schema listings).
"""

from __future__ import annotations

import re
from typing import Any

from neo4j import READ_ACCESS
from neo4j.exceptions import ClientError, ServiceUnavailable, SessionExpired

from graphmem.errors import BadInput, StoreUnavailable
from graphmem.store.driver import START_HINT, Store

MAX_ROWS = 1000
# Words that start a clause which writes, loads or administers (Cypher reserves them: outside
# strings, comments and backticks they can only be a clause, a map key or a property name).
REFUSED_CLAUSES = frozenset({
    "CREATE", "MERGE", "DELETE", "DETACH", "SET", "REMOVE", "FOREACH", "LOAD", "TERMINATE", "DROP", "ALTER",
    "GRANT", "DENY", "REVOKE", "START", "STOP", "ENABLE", "RENAME", "USE", "DEALLOCATE", "REALLOCATE",
})
READ_PROCEDURE_PREFIXES = ("db.index.", "db.schema.")
READ_PROCEDURES = frozenset({"db.labels", "db.relationshipTypes", "db.propertyKeys"})
READS_HINT = ("graphmem cypher is read-only: MATCH, OPTIONAL MATCH, WITH, WHERE, RETURN, UNWIND, ORDER BY, SKIP, "
              "LIMIT, UNION, subqueries, SHOW commands and CALL db.index.*, db.labels(), db.relationshipTypes(), "
              "db.propertyKeys(), db.schema.*")
# Comments and string literals (skipped), backticked names, words, and single characters.
TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`((?:[^`]|``)*)`|([A-Za-z_][A-Za-z0-9_]*)|(\S)",
                   re.S)


def check_reads_only(query: str) -> None:
    """Raise BadInput naming the first clause or procedure `graphmem cypher` does not run."""
    tokens: list[tuple[str, bool]] = []  # (text, is a bare word)
    for match in TOKEN.finditer(query):
        quoted, word, char = match.groups()
        if quoted is not None:
            tokens.append((quoted.replace("``", "`"), False))
        elif word is not None:
            tokens.append((word, True))
        elif char is not None:
            tokens.append((char, False))
    for i, (text, bare) in enumerate(tokens):
        before = tokens[i - 1][0] if i else ""
        after = tokens[i + 1][0] if i + 1 < len(tokens) else ""
        # A property (n.set), a label (:Set), a parameter ($set), an alias (AS set) or a map key
        # ({set: 1}) is a name.
        if not bare or before in (".", ":", "$") or before.upper() == "AS" or after == ":":
            continue
        if text.upper() in REFUSED_CLAUSES:
            raise BadInput(f"refused: {text.upper()} is not a read; {READS_HINT}")
        if text.upper() == "CALL" and after not in ("{", "("):
            name = _procedure_name(tokens, i + 1)
            if name not in READ_PROCEDURES and not name.startswith(READ_PROCEDURE_PREFIXES):
                raise BadInput(f"refused: CALL {name or '?'}; {READS_HINT}")


def _procedure_name(tokens: list[tuple[str, bool]], start: int) -> str:
    """The dotted procedure name that starts at tokens[start] (`db.index.fulltext.queryNodes`)."""
    parts = []
    i = start
    while i < len(tokens) and tokens[i][0] != "(":
        parts.append(tokens[i][0])
        i += 1
    return "".join(parts)


def run_read_only(store: Store, query: str, limit: int = MAX_ROWS) -> list[dict[str, Any]]:
    """Rows of a read query (at most `limit`); a write or a syntax error raises BadInput."""
    if not query.strip():
        raise BadInput("the Cypher query is empty")
    check_reads_only(query)
    try:
        with store.driver.session(database=store.database, default_access_mode=READ_ACCESS,
                                  bookmark_manager=store.bookmarks) as session:
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
