"""Forgetting: a session, an idea or a namespace is deleted with its index entries, and the
forgotten words come back through no path (search of every kind and retriever, timelines,
session and idea lookups, GraphQL, the CLI, Neo4j's own indexes); what others said stays."""

from __future__ import annotations

import json
import subprocess
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from graphmem.api.app import create_app
from graphmem.errors import BadInput
from graphmem.retrieve.request import SearchRequest
from graphmem.retrieve.retrievers import Family
from graphmem.store.hits import HitKind
from graphmem.service import Memory
from tests.conftest import REPO
from tests.live_service import local_client
from tests.snapshot import snapshot

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")

HISTORY = {
    "format": "graphmem-chat/1",
    "sessions": [
        {"id": "proj/s1", "title": "Database", "started_at": "2024-01-10T09:00:00", "turns": [
            {"id": "s1#1", "speaker": "ann", "role": "user", "at": "2024-01-10T09:00:00",
             "text": "We moved the billing service to MySQL today."},
            {"id": "s1#2", "speaker": "bob", "role": "assistant", "at": "2024-01-10T09:01:00",
             "text": "We decided to deploy on Thursdays from now on."}]},
        {"id": "proj/s2", "title": "The launch plan", "started_at": "2024-02-10T09:00:00", "turns": [
            {"id": "s2#1", "speaker": "ann", "role": "user", "at": "2024-02-10T09:00:00",
             "text": "The launch codeword is BLUEHERON and we decided to keep it in the vault."},
            {"id": "s2#2", "speaker": "bob", "role": "assistant", "at": "2024-02-10T09:01:00",
             "text": "We moved billing from MySQL to PostgreSQL today because of the zebrafish outage."},
            {"id": "s2#3", "speaker": "ann", "role": "user", "at": "2024-02-10T09:02:00",
             "text": "We decided to deploy on Thursdays from now on."}]},
    ],
}

GRAPHQL_READS = """
query($ns: String, $q: String!) {
  search(query: $q, namespace: $ns, limit: 50, expand: 2, includeSuperseded: true) { hits { text } }
  context(query: $q, namespace: $ns, budgetTokens: 2000) { text }
  timeline(entity: "PostgreSQL", namespace: $ns) { text }
  before(entity: "PostgreSQL", namespace: $ns) { text }
  after(entity: "MySQL", namespace: $ns) { text }
  session(id: "proj/s2", namespace: $ns) { title turns { text } }
  recentIdeas(namespace: $ns, limit: 100) { text }
  recentSessions(namespace: $ns, limit: 100) { title }
}"""


@pytest.fixture
def history(memory: Memory, namespace: str, tmp_path: Path) -> Path:
    """Two sessions in the namespace; the second holds the secrets, a fact and a repeated decision."""
    path = tmp_path / "history.chat.json"
    path.write_text(json.dumps(HISTORY))
    memory.ingest([path], namespace, "chat")
    return path


def graph_text(memory: Memory, namespace: str) -> str:
    """Every property value of the namespace's nodes and relationships, as one string."""
    rows = memory.store.query("""
        MATCH (n {namespace: $ns}) OPTIONAL MATCH (n)-[r]-()
        RETURN properties(n) AS node, collect(properties(r)) AS rels""", ns=namespace)
    return json.dumps(rows, default=str)


def every_search(memory: Memory, namespace: str, query: str) -> list[str]:
    """Hit texts of every kind through every retriever, stale ones included, also as of a past date."""
    texts = []
    for kind in HitKind:
        for retriever in Family:
            for as_of in (None, datetime(2024, 2, 11, tzinfo=timezone.utc)):
                request = SearchRequest(query=query, namespace=namespace, limit=100, kinds=(kind,),
                                        retrievers=frozenset({retriever}), include_superseded=True, expand=2, as_of=as_of)
                texts += [h.text for h in memory.search(request).hits]
    return texts


def index_hits(memory: Memory, namespace: str, word: str, sentence: str) -> list[dict[str, Any]]:
    """What Neo4j's own indexes still hold for the namespace: fulltext for a word, vector for a sentence."""
    hits = []
    for index in ("turn_fulltext", "idea_fulltext", "span_fulltext", "entity_text"):
        hits += memory.store.query("""CALL db.index.fulltext.queryNodes($index, $q) YIELD node
                                      WHERE node.namespace = $ns RETURN $index AS index, node.id AS id""",
                                   index=index, q=word, ns=namespace)
    hits += memory.store.query("""CALL db.index.fulltext.queryRelationships('fact_fulltext', $q) YIELD relationship AS f
                                  WHERE f.group_id = $ns RETURN 'fact_fulltext' AS index, f.uuid AS id""", q=word, ns=namespace)
    vector = memory.embedder.embed([sentence])[0].tolist()
    for index in ("turn_embedding", "idea_embedding", "span_embedding"):
        hits += memory.store.query("""CALL db.index.vector.queryNodes($index, 1000, $v) YIELD node, score
                                      WHERE node.namespace = $ns AND score > 0.99
                                      RETURN $index AS index, node.id AS id""", index=index, v=vector, ns=namespace)
    hits += memory.store.query("""CALL db.index.vector.queryRelationships('fact_embedding', 1000, $v)
                                  YIELD relationship AS f, score WHERE f.group_id = $ns AND score > 0.99
                                  RETURN 'fact_embedding' AS index, f.uuid AS id""", v=vector, ns=namespace)
    return hits


def assert_forgotten(memory: Memory, namespace: str, cli_env: dict[str, str], secrets: dict[str, str]) -> None:
    """The secret words (each with the sentence it was said in) are reachable through no read path."""
    query = " ".join(secrets)
    stored = graph_text(memory, namespace)
    texts = " ".join(every_search(memory, namespace, query))
    client = local_client(create_app(memory))
    response = client.post("/graphql", json={"query": GRAPHQL_READS, "variables": {"ns": namespace, "q": query}})
    assert response.status_code == 200 and "errors" not in response.json(), response.text
    found = subprocess.run([GRAPHMEM, "search", query, "--namespace", namespace, "--json", "--limit", "100"],
                           env=cli_env, capture_output=True, text=True, timeout=300)
    assert found.returncode == 0, found.stderr
    for word, sentence in secrets.items():
        assert word not in stored
        assert word not in texts
        assert not index_hits(memory, namespace, word, sentence)
        assert word not in response.text
        assert word not in found.stdout


def test_forgetting_a_session_leaves_its_words_nowhere(
        memory: Memory, namespace: str, history: Path, cli_env: dict[str, str]) -> None:
    assert any("BLUEHERON" in t for t in every_search(memory, namespace, "BLUEHERON launch codeword"))
    assert index_hits(memory, namespace, "BLUEHERON", HISTORY["sessions"][1]["turns"][0]["text"])
    assert [f.object for f in memory.before("PostgreSQL", namespace)] == ["MySQL"]

    forgot = subprocess.run([GRAPHMEM, "forget", "--session", "proj/s2", "--namespace", namespace, "--json"],
                            env=cli_env, capture_output=True, text=True, timeout=300)
    assert forgot.returncode == 0, forgot.stderr
    deleted = json.loads(forgot.stdout)["deleted"]
    assert deleted["sessions"] == 1 and deleted["turns"] == 3 and deleted["facts"] >= 1

    turns = HISTORY["sessions"][1]["turns"]
    assert_forgotten(memory, namespace, cli_env, {"BLUEHERON": turns[0]["text"], "zebrafish": turns[1]["text"]})
    assert memory.session("proj/s2", namespace) is None
    assert memory.timeline("PostgreSQL", namespace) == []
    # What the first session said stays, in its own words, and its fact is current again.
    mysql = memory.timeline("MySQL", namespace)
    assert [(f.object, f.current, f.source_turn_ids) for f in mysql] == [("MySQL", True, ["s1#1"])]
    deploy = [h for h in memory.search(SearchRequest(query="deploy on Thursdays", namespace=namespace, kinds=(HitKind.IDEA,))).hits
              if "Thursdays" in h.text]
    assert deploy and deploy[0].source_turn_ids == ["s1#2"]
    assert memory.stats(namespace)["pending"] == 0


def test_forgetting_a_remembered_idea_through_graphql(memory: Memory, namespace: str, history: Path,
                                                       cli_env: dict[str, str]) -> None:
    client = local_client(create_app(memory))
    remembered = client.post("/graphql", json={"query": """mutation($ns: String) {
        remember(text: "The office wifi hint is PELICAN-42.", namespace: $ns) { id } }""", "variables": {"ns": namespace}})
    idea_id = remembered.json()["data"]["remember"]["id"]
    assert memory.idea(idea_id, namespace) is not None
    assert index_hits(memory, namespace, "PELICAN", "The office wifi hint is PELICAN-42.")

    forgot = client.post("/graphql", json={"query": """mutation($id: ID!, $ns: String) {
        forget(ideaId: $id, namespace: $ns) { ideas turns } }""", "variables": {"id": idea_id, "ns": namespace}})
    assert forgot.json()["data"]["forget"]["ideas"] >= 1, forgot.text
    assert memory.idea(idea_id, namespace) is None
    assert_forgotten(memory, namespace, cli_env, {"PELICAN": "The office wifi hint is PELICAN-42."})
    assert memory.session("proj/s1", namespace) is not None

    again = client.post("/graphql", json={"query": """mutation($id: ID!, $ns: String) {
        forget(ideaId: $id, namespace: $ns) { ideas } }""", "variables": {"id": idea_id, "ns": namespace}})
    assert "no idea" in again.json()["errors"][0]["message"]


def test_forgetting_a_namespace_deletes_it_all_and_nothing_else(
        memory: Memory, namespace: str, history: Path) -> None:
    neighbour = f"{namespace}-neighbour"
    memory.ingest([history], neighbour, "chat")
    before = snapshot(memory.store, neighbour)

    deleted = memory.forget(namespace, all=True)
    assert deleted["turns"] == 5 and deleted["sessions"] == 2

    assert all(count == 0 for count in memory.stats(namespace).values())
    assert graph_text(memory, namespace) == "[]"
    assert not index_hits(memory, namespace, "BLUEHERON", HISTORY["sessions"][1]["turns"][0]["text"])
    assert snapshot(memory.store, neighbour) == before
    memory.forget(neighbour, all=True)


def test_forget_asks_for_exactly_one_thing(memory: Memory, namespace: str) -> None:
    with pytest.raises(BadInput, match="exactly one"):
        memory.forget(namespace)
    with pytest.raises(BadInput, match="exactly one"):
        memory.forget(namespace, session="a", idea="b")
    with pytest.raises(BadInput, match="no session 'nope'"):
        memory.forget(namespace, session="nope")
