"""The walking skeleton, as a user runs it: Neo4j via the CLI, migration, ingest, GraphQL search."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from graphmem.api.app import create_app
from graphmem.config import load_settings
from graphmem.errors import BadInput
from graphmem.store.schema import apply_schema
from tests.conftest import DATA
from tests.live_service import free_port
from tests.live_service import local_client

GRAPHMEM = [str(Path(__file__).resolve().parents[1] / ".venv" / "bin" / "graphmem")]
CHAT = DATA / "chat" / "locomo_dev.chat.json"


def run_cli(env: dict[str, str], *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run the real graphmem command."""
    result = subprocess.run([*GRAPHMEM, *args], env=env, capture_output=True, text=True, timeout=600)
    if check and result.returncode != 0:
        raise AssertionError(f"graphmem {' '.join(args)} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result


def small_chat(tmp_path: Path, sessions: int = 2) -> Path:
    """The first sessions of the LoCoMo dev conversation as a chat file."""
    data = json.loads(CHAT.read_text())
    data["sessions"] = data["sessions"][:sessions]
    path = tmp_path / "small.chat.json"
    path.write_text(json.dumps(data))
    return path


def test_neo4j_starts_and_stops_through_the_cli(test_env: dict[str, str], tmp_path: Path) -> None:
    import os

    env = {**os.environ, **test_env, "GRAPHMEM_HOME": str(tmp_path / "home"),
           "GRAPHMEM_NEO4J_BOLT_PORT": str(free_port()), "GRAPHMEM_NEO4J_HTTP_PORT": str(free_port())}
    env.pop("GRAPHMEM_NEO4J_URI", None)
    assert run_cli(env, "neo4j", "status", check=False).returncode == 3
    started = run_cli(env, "neo4j", "start")
    assert "running" in started.stdout
    status = json.loads(run_cli(env, "neo4j", "status", "--json").stdout)
    assert status["running"] and status["pid"] > 0
    rows = json.loads(run_cli(env, "cypher", "RETURN 1 + 1 AS two", "--json").stdout)
    assert rows == [{"two": 2}]
    assert "stopped" in run_cli(env, "neo4j", "stop").stdout
    assert run_cli(env, "neo4j", "status", check=False).returncode == 3


def test_migration_is_idempotent(memory) -> None:
    def snapshot() -> tuple[list[tuple], list[tuple]]:
        indexes = memory.store.execute("SHOW INDEXES YIELD name, type, state, labelsOrTypes, properties")
        constraints = memory.store.execute("SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties")
        return (sorted(tuple(map(str, r.values())) for r in indexes),
                sorted(tuple(map(str, r.values())) for r in constraints))

    first = snapshot()
    apply_schema(memory.store, memory.embedder.dimension)
    apply_schema(memory.store, memory.embedder.dimension)
    assert snapshot() == first
    names = {r[0] for r in first[0]}
    assert {"turn_embedding", "idea_embedding", "fact_embedding", "turn_fulltext", "idea_fulltext"} <= names
    assert all(r[2] == "ONLINE" for r in first[0]), first[0]


def test_ingest_then_graphql_search_finds_the_exact_turn(memory, namespace: str, tmp_path: Path) -> None:
    memory.ingest([small_chat(tmp_path)], namespace, "chat")
    client = local_client(create_app(memory))
    query = """query($q: String!, $ns: String) { search(query: $q, namespace: $ns, limit: 5) {
                 hits { kind text sourceTurnIds via sessionId } tookMs warnings } }"""
    response = client.post("/graphql", json={"query": query, "variables": {
        "q": "LGBTQ support group", "ns": namespace}})
    assert response.status_code == 200, response.text
    hits = response.json()["data"]["search"]["hits"]
    assert hits, response.text
    cited = [t for h in hits[:3] for t in h["sourceTurnIds"]]
    assert "D1:3" in cited
    assert any("vector" in h["via"] for h in hits) and any("fulltext" in h["via"] for h in hits)
    assert hits[0]["sessionId"].startswith("conv-26/")


def test_ingesting_the_same_file_twice_changes_nothing(memory, namespace: str, tmp_path: Path) -> None:
    path = small_chat(tmp_path)
    first = memory.ingest([path], namespace, "chat")
    assert first.totals["turns"] == first.added["turns"] > 0
    second = memory.ingest([path], namespace, "chat")
    assert second.totals == first.totals
    assert all(v == 0 for v in second.added.values())


def test_malformed_chat_file_names_the_problem_and_stores_nothing_of_that_session(memory, namespace: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.chat.json"
    bad.write_text(json.dumps({"format": "graphmem-chat/1", "sessions": [
        {"id": "ok", "turns": [{"id": "a1", "speaker": "ann", "role": "user", "text": "We chose Postgres for billing."}]},
        {"id": "broken", "turns": [{"id": "b1", "speaker": "bob", "role": "user", "text": "first turn is fine"},
                                   {"id": "b2", "speaker": "bob", "role": "user", "text": 42}]},
    ]}))
    report = memory.ingest([bad], namespace, "chat")
    assert any("bad.chat.json" in p and "broken" in p for p in report.problems), report.problems
    assert report.totals["sessions"] == 1 and report.totals["turns"] == 1
    assert memory.session("broken", namespace) is None

    not_json = tmp_path / "nope.json"
    not_json.write_text("{ this is not json")
    with pytest.raises(BadInput, match="nope.json"):
        memory.ingest([not_json], namespace, "chat")


def test_cli_ingest_and_search_json(cli_env: dict[str, str], namespace: str, tmp_path: Path) -> None:
    path = small_chat(tmp_path, sessions=1)
    report = json.loads(run_cli(cli_env, "ingest", str(path), "--format", "chat", "--namespace", namespace, "--json").stdout)
    assert report["totals"]["turns"] > 10
    found = json.loads(run_cli(cli_env, "search", "support group", "--namespace", namespace, "--json").stdout)
    assert any("D1:3" in h["source_turn_ids"] for h in found["hits"][:5])
    refused = run_cli(cli_env, "cypher", "CREATE (n:Oops) RETURN n", check=False)
    assert refused.returncode == 1 and "read-only" in refused.stderr


def test_settings_mask_secrets() -> None:
    settings = load_settings({"GRAPHMEM_NEO4J_PASSWORD": "hunter2", "GRAPHMEM_API_KEYS": "k=ns"})
    masked = settings.masked()
    assert masked["neo4j_password"] == "****" and masked["api_keys"] == "****"
