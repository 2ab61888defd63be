"""The Browser queries in cypher/ run read-only on a graph of the dev data, and each returns rows;
`graphmem cypher` runs what people read with and refuses the rest (files, URLs, admin commands)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from graphmem.errors import BadInput
from graphmem.service import Memory
from graphmem.store.driver import Store
from graphmem.store.readonly import run_read_only
from tests.conftest import DATA, REPO

QUERIES = sorted(p for p in (REPO / "cypher").rglob("*.cypher") if p.name != "schema.cypher")
# The namespace the files' example literals name: the one the README's examples ingest into.
NAMESPACE = "lumiform"


@pytest.fixture(scope="module")
def dev_graph(memory: Memory) -> Store:
    """timeline_dev plus one real Claude Code transcript in the namespace the queries name."""
    memory.ingest([DATA / "timeline_dev" / "corpus.chat.json"], NAMESPACE, "chat")
    memory.ingest([DATA / "claude_code" / "spotter__subagent.jsonl"], NAMESPACE, "claude")
    return memory.store


def test_the_queries_people_ask_for_are_there() -> None:
    names = {p.stem for p in QUERIES}
    assert names >= {"session_span_tree", "decision_supersedes_chain", "entity_timeline", "facts_valid_at",
                     "open_questions", "most_mentioned_entities", "contradictions"}


@pytest.mark.parametrize("path", QUERIES, ids=lambda p: p.name)
def test_browser_query_returns_rows(dev_graph: Store, path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("//"), f"{path.name} should open with a comment saying what it shows"
    assert f"'{NAMESPACE}' AS ns" in text, f"{path.name} should be scoped to a namespace named in its first WITH"
    rows = run_read_only(dev_graph, text)
    assert rows, f"{path.name} returned no rows"


READS = [
    "MATCH (n:Idea {namespace: 'lumiform'}) RETURN count(n) AS n",
    "OPTIONAL MATCH (i:Idea {namespace: 'lumiform'}) WITH i LIMIT 1 RETURN i.text AS text",
    "UNWIND [3, 1, 2] AS x WITH x WHERE x > 1 RETURN x ORDER BY x DESC SKIP 0 LIMIT 1",
    "MATCH (n {namespace: 'lumiform'}) RETURN n.set AS set, n.delete AS delete, {create: 1} AS m LIMIT 1",
    "RETURN 'LOAD CSV FROM file:///etc/passwd; TERMINATE TRANSACTIONS' AS text // CALL dbms.components()",
    "CALL db.index.fulltext.queryNodes('idea_fulltext', 'Sentry') YIELD node RETURN count(node) AS n",
    "CALL db.labels() YIELD label RETURN label",
    "SHOW INDEXES YIELD name, state RETURN name, state",
    "MATCH (s:Session {namespace: 'lumiform'}) CALL (s) { MATCH (t:Turn)-[:IN_SESSION]->(s) RETURN count(t) AS turns } "
    "RETURN s.title AS title, turns",
    "MATCH (n:Idea {namespace: 'lumiform'}) RETURN n.intent AS intent, count(*) AS n UNION "
    "MATCH (n:Span {namespace: 'lumiform'}) RETURN 'span' AS intent, count(*) AS n",
]
REFUSED = [
    ("LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row", "LOAD"),
    ("load csv from 'http://127.0.0.1:1/x.csv' as row return row", "LOAD"),
    ("MATCH (n) /* a comment */ LOAD /* between */ CSV FROM 'file:///etc/hosts' AS row RETURN row", "LOAD"),
    ("TERMINATE TRANSACTIONS 'neo4j-transaction-1'", "TERMINATE"),
    ("SHOW TRANSACTIONS YIELD transactionId AS id TERMINATE TRANSACTIONS id", "TERMINATE"),
    ("CALL dbms.killConnections(['bolt-1'])", "dbms.killConnections"),
    ("CALL dbms.components() YIELD name RETURN name", "dbms.components"),
    ("CALL `dbms`.`listConfig`() YIELD name RETURN name", "dbms.listConfig"),
    ("CALL db.createLabel('Oops')", "db.createLabel"),
    ("MATCH (n) RETURN n.x AS x UNION CALL dbms.listConfig() YIELD name RETURN name AS x", "dbms.listConfig"),
    ("MATCH (n) CALL (n) { SET n.x = 1 } RETURN n", "SET"),
    ("MATCH (n) FOREACH (x IN [1] | CREATE (:Oops))", "FOREACH"),
    ("CREATE DATABASE oops", "CREATE"),
    ("DROP INDEX idea_fulltext", "DROP"),
    ("USE system SHOW USERS", "USE"),
]


@pytest.mark.parametrize("query", READS)
def test_cypher_runs_what_people_read_with(dev_graph: Store, query: str) -> None:
    run_read_only(dev_graph, query)


@pytest.mark.parametrize("query, named", REFUSED, ids=[q[:40] for q, _ in REFUSED])
def test_cypher_refuses_files_urls_admin_commands_and_writes(dev_graph: Store, query: str, named: str) -> None:
    with pytest.raises(BadInput, match="read-only") as refused:
        run_read_only(dev_graph, query)
    assert named in str(refused.value)


def test_the_cypher_command_refuses_to_read_server_files(cli_env: dict[str, str]) -> None:
    for query in ("LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row", "TERMINATE TRANSACTIONS 'neo4j-transaction-1'"):
        refused = subprocess.run([str(REPO / ".venv" / "bin" / "graphmem"), "cypher", query, "--json"], env=cli_env,
                                 capture_output=True, text=True, timeout=120)
        assert refused.returncode == 1 and "read-only" in refused.stderr and "root:" not in refused.stdout, refused
