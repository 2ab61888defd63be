"""Reflection: insight memories about what a namespace keeps coming back to, linked to what they
summarise, written once, compared only with namespaces the caller may read."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from graphmem.ingest.reflect import MOST_USED, RECENT, SHARED, THEMES
from graphmem.service import Memory
from tests.conftest import REPO
from tests.llm_server import llm_memory, llm_settings  # noqa: F401  (fixtures)
from tests.test_isolation import KEYS, graphql, keyed_client

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")
DEPLOY = "We deploy the API with Docker on Fridays."


def turn(session: str, n: int, role: str, at: str, text: str) -> dict[str, str]:
    return {"id": f"{session}#{n}", "speaker": role, "role": role, "at": at, "text": text}


HISTORY = {
    "format": "graphmem-chat/1",
    "sessions": [
        {"id": "db/s1", "title": "Orders storage", "started_at": "2024-01-10T09:00:00", "turns": [
            turn("db/s1", 1, "user", "2024-01-10T09:00:00", "We store orders in PostgreSQL and cache sessions in Redis."),
            turn("db/s1", 2, "assistant", "2024-01-10T09:01:00", DEPLOY)]},
        {"id": "db/s2", "title": "Cache misses", "started_at": "2024-02-05T10:00:00", "turns": [
            turn("db/s2", 1, "user", "2024-02-05T10:00:00", "The Redis cache misses whenever PostgreSQL is under load."),
            turn("db/s2", 2, "assistant", "2024-02-05T10:01:00",
                 "We decided to add a read replica for PostgreSQL and keep Redis for sessions only."),
            turn("db/s2", 3, "user", "2024-02-05T10:02:00", DEPLOY)]},
        {"id": "db/s3", "title": "Error tracking", "started_at": "2024-03-01T11:00:00", "turns": [
            turn("db/s3", 1, "user", "2024-03-01T11:00:00", "We moved error tracking from Rollbar to Sentry today."),
            turn("db/s3", 2, "assistant", "2024-03-01T11:01:00",
                 "Conclusion: Sentry catches the PostgreSQL timeouts that Rollbar missed.")]},
    ],
}

LINKS = """
MATCH (i:Idea {namespace: $ns, intent: 'insight'})-[:SUMMARISES]->(n)
RETURN i.insight AS topic, labels(n)[0] AS label, coalesce(n.name, n.text, n.summary) AS what, n.namespace AS ns
"""
INSIGHTS = """
MATCH (i:Idea {namespace: $ns, intent: 'insight'})
RETURN i.insight AS topic, i.superseded AS superseded, i.id AS id,
       [(i)-[:SUPERSEDES]->(o:Idea) | o.id] AS supersedes ORDER BY topic, id
"""


def ingest_history(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = tmp_path / "db.chat.json"
    corpus.write_text(json.dumps(HISTORY))
    memory.ingest([corpus], namespace, "chat")


def test_reflection_writes_linked_insights_once(memory: Memory, namespace: str, tmp_path: Path) -> None:
    ingest_history(memory, namespace, tmp_path)
    other = f"{namespace}-mobile"
    memory.remember("We use Sentry for error tracking in the mobile app.", other)

    first = memory.reflect(namespace, [namespace, other])
    insights = {i.topic: i for i in first.insights}
    assert set(insights) == {THEMES, SHARED, MOST_USED, RECENT} and all(i.created for i in first.insights)
    assert first.compared_with == [other]
    assert "Recurring themes: PostgreSQL (3 sessions" in insights[THEMES].text
    assert "Often together: PostgreSQL and Redis (2 sessions)" in insights[THEMES].text
    assert insights[SHARED].text == f"Shared with other namespaces: Sentry (also in {other})."
    assert f"“{DEPLOY}” (2 mentions)" in insights[MOST_USED].text
    assert "decision “We decided to add a read replica" in insights[RECENT].text

    links: dict[str, set[tuple[str, str]]] = {}
    for row in memory.store.query(LINKS, ns=namespace):
        assert row["ns"] == namespace
        links.setdefault(row["topic"], set()).add((row["label"], row["what"]))
    assert {("Entity", "PostgreSQL"), ("Entity", "Redis")} <= links[THEMES]
    assert links[SHARED] == {("Entity", "Sentry")}
    assert links[MOST_USED] == {("Idea", DEPLOY)}
    assert {label for label, _ in links[RECENT]} == {"Idea", "Span"}

    # An insight is a memory like any other: listed, searched, cited by id.
    listed = memory.recent_ideas(namespace, intents=["insight"])
    assert {i["id"] for i in listed} == {i.id for i in first.insights}

    again = memory.reflect(namespace, [namespace, other])
    assert [(i.id, i.text, i.created) for i in again.insights] == [(i.id, i.text, False) for i in first.insights]
    assert len(memory.store.query(INSIGHTS, ns=namespace)) == 4


def test_a_changed_namespace_supersedes_its_insights_and_reads_only_what_it_may(memory: Memory, namespace: str,
                                                                                 tmp_path: Path) -> None:
    ingest_history(memory, namespace, tmp_path)
    other = f"{namespace}-mobile"
    memory.remember("We use Sentry for error tracking in the mobile app.", other)
    first = {i.topic: i for i in memory.reflect(namespace, [namespace, other]).insights}

    memory.remember("We decided to shard PostgreSQL by customer region.", namespace, intent="decision")
    # Without the other namespace among those it may read, nothing is said to be shared with it.
    later = {i.topic: i for i in memory.reflect(namespace, [namespace]).insights}
    assert SHARED not in later and later[RECENT].created and "shard PostgreSQL" in later[RECENT].text
    rows = {r["id"]: r for r in memory.store.query(INSIGHTS, ns=namespace)}
    assert rows[first[RECENT].id]["superseded"] and rows[first[SHARED].id]["superseded"]
    assert first[RECENT].id in rows[later[RECENT].id]["supersedes"]
    current = sorted(r["topic"] for r in rows.values() if not r["superseded"])
    assert current == sorted(later)


def test_every_shell_reflects_across_the_namespaces_its_caller_may_read(memory: Memory, namespace: str,
                                                                         tmp_path: Path, cli_env: dict[str, str]) -> None:
    ingest_history(memory, namespace, tmp_path)
    other = f"{namespace}-mobile"
    memory.remember("We use Sentry for error tracking in the mobile app.", other)

    # An API key reads its own namespace only: nothing is compared with the other one.
    client = keyed_client(memory, {"a": namespace, "b": other})
    answer = graphql(client, "mutation { reflect { namespace comparedWith insights { topic text created summarises } } }",
                     key=KEYS["a"])
    assert "errors" not in answer, answer
    reflected = answer["data"]["reflect"]
    assert reflected["namespace"] == namespace and reflected["comparedWith"] == []
    assert {i["topic"] for i in reflected["insights"]} == {THEMES, MOST_USED, RECENT}

    # An MCP server for one namespace compares with it alone; one allowed another, with both.
    async def mcp_reflect(*allow: str) -> dict[str, Any]:
        server = StdioServerParameters(command=GRAPHMEM, args=["mcp", *allow],
                                       env={**cli_env, "GRAPHMEM_NAMESPACE": namespace})
        async with Client(server) as mcp:
            result = await mcp.call_tool("reflect", {})
            assert not result.is_error, result.content
            return result.structured_content

    alone = anyio.run(mcp_reflect)
    assert alone["compared_with"] == [] and [i["created"] for i in alone["insights"]] == [False] * 3
    both = anyio.run(mcp_reflect, "--allow-namespace", other)
    assert both["compared_with"] == [other] and SHARED in {i["topic"] for i in both["insights"]}

    # The command line compares with the namespaces named, else every local one.
    done = subprocess.run([GRAPHMEM, "reflect", "--namespace", namespace, "--across", other, "--json"], env=cli_env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed["compared_with"] == [other] and not any(i["created"] for i in printed["insights"])
    assert {i["topic"] for i in printed["insights"]} == {THEMES, SHARED, MOST_USED, RECENT}


@pytest.mark.llm
def test_with_an_llm_new_insights_are_phrased_once_and_link_the_same(llm_memory: Memory, namespace: str,
                                                                      tmp_path: Path) -> None:
    ingest_history(llm_memory, namespace, tmp_path)
    first = llm_memory.reflect(namespace, [namespace])
    assert {i.topic for i in first.insights} == {THEMES, MOST_USED, RECENT}
    assert all(i.created and i.text.strip() for i in first.insights)
    links = {(r["topic"], r["label"], r["what"]) for r in llm_memory.store.query(LINKS, ns=namespace)}
    assert {(THEMES, "Entity", "PostgreSQL"), (THEMES, "Entity", "Redis"), (MOST_USED, "Idea", DEPLOY)} <= links
    # The graph decides whether an insight is new, not the LLM's wording: nothing is phrased again.
    again = llm_memory.reflect(namespace, [namespace])
    assert [(i.id, i.text, i.created) for i in again.insights] == [(i.id, i.text, False) for i in first.insights]
