"""Topics and taxonomy: what did we work on (in a session, last week), and the namespace's areas,
the same from Memory, GraphQL, the CLI and MCP."""

from __future__ import annotations

import json
import subprocess
import uuid
from collections.abc import Iterator
from datetime import datetime, timezone
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from graphmem.api.app import create_app
from graphmem.errors import BadInput
from graphmem.service import Memory
from tests.conftest import DATA, REPO
from tests.live_service import local_client

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")
UTC = timezone.utc


@pytest.fixture(scope="module")
def lumiform(memory: Memory) -> Iterator[str]:
    """A namespace of its own holding timeline_dev: 15 sessions from February 2023 to January 2024."""
    ns = f"t-topics-{uuid.uuid4().hex[:8]}"
    memory.ingest([DATA / "timeline_dev" / "corpus.chat.json"], ns, "chat")
    yield ns


def test_a_sessions_topics_cover_its_turns_in_time_order(memory: Memory, lumiform: str) -> None:
    topics = memory.topics(lumiform, session="dev/s07")
    assert topics and {t.session_id for t in topics} == {"dev/s07"}
    assert sum(t.turns for t in topics) == len(memory.session("dev/s07", lumiform)["turns"])
    starts = [t.started_at for t in topics]
    assert starts == sorted(starts) and all(t.started_at <= t.ended_at for t in topics)
    assert all(s.date().isoformat() == "2023-05-22" for s in starts)
    # Error tracking moved from Rollbar to Sentry in this session: its topics are named by that.
    assert any("Sentry" in t.label for t in topics), [t.label for t in topics]
    assert all(t.summary and t.ideas > 0 and t.entities for t in topics)


def test_what_did_we_work_on_last_week(memory: Memory, lumiform: str) -> None:
    week = memory.topics(lumiform, last="week", until=datetime(2023, 5, 25, tzinfo=UTC))
    assert {t.session_id for t in week} == {"dev/s07"}
    august = memory.topics(lumiform, since=datetime(2023, 8, 1), until=datetime(2023, 9, 1))
    assert {t.session_id for t in august} == {"dev/s09", "dev/s10"}
    everything = memory.topics(lumiform, limit=1000)
    assert {t.session_id for t in everything} == {f"dev/s{n:02}" for n in range(1, 16)}
    assert [t.started_at for t in everything] == sorted(t.started_at for t in everything)
    assert memory.topics(lumiform, last="2 weeks", until=datetime(2023, 1, 1)) == []


@pytest.mark.parametrize(("arguments", "message"), [
    ({"last": "fortnight"}, "period 'fortnight' is not understood"),
    ({"last": "week", "since": datetime(2023, 1, 1)}, "give either since or last"),
    ({"since": datetime(2023, 5, 1), "until": datetime(2023, 4, 1)}, "must be after since"),
    ({"limit": 0}, "limit must be between 1 and 1000"),
    ({"session": "dev/s99"}, "no session 'dev/s99' in namespace"),
])
def test_a_window_that_means_nothing_is_refused_by_name(memory: Memory, lumiform: str,
                                                        arguments: dict[str, Any], message: str) -> None:
    with pytest.raises(BadInput, match=message):
        memory.topics(lumiform, **arguments)


def test_the_taxonomy_divides_the_namespace_into_named_areas_whose_counts_add_up(memory: Memory, lumiform: str) -> None:
    taxonomy = memory.taxonomy(lumiform)
    topics = memory.topics(lumiform, limit=1000)
    assert 1 < len(taxonomy.areas) <= len(topics)
    assert sum(a.spans for a in taxonomy.areas) == taxonomy.spans == len(topics)
    assert sorted(t.id for a in taxonomy.areas for t in a.topics) == sorted(t.id for t in topics)
    held = memory.store.query("MATCH (i:Idea {namespace: $ns})-[:IN_SPAN]->(:Span) RETURN count(DISTINCT i) AS n",
                              ns=lumiform)[0]["n"]
    assert sum(a.ideas for a in taxonomy.areas) == taxonomy.ideas == held
    assert taxonomy.sessions == 15 and all(1 <= a.sessions <= a.spans for a in taxonomy.areas)
    for area in taxonomy.areas:
        named = {e.name for t in area.topics for e in t.entities}
        assert area.terms and set(area.terms) <= named and area.name == " · ".join(area.terms), area
    assert len({a.name for a in taxonomy.areas}) == len(taxonomy.areas)
    assert memory.taxonomy(lumiform) == taxonomy


TOPICS_QUERY = """query($ns: String, $session: String, $since: DateTime, $until: DateTime, $last: String) {
  topics(namespace: $ns, sessionId: $session, since: $since, until: $until, last: $last) {
    id sessionId label startedAt turns ideas entities { name ideas } } }"""
TAXONOMY_QUERY = """query($ns: String) { taxonomy(namespace: $ns) {
  spans ideas sessions areas { name spans ideas sessions topics { id } } } }"""


def _rows(topics: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Topics from any shell (snake or camel case keys), as comparable rows."""
    return [(t["id"], t.get("session_id", t.get("sessionId")), t["label"], t.get("started_at", t.get("startedAt")),
             t["turns"], t["ideas"]) for t in topics]


def _areas(taxonomy: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(a["name"], a["spans"], a["ideas"], a["sessions"], [t["id"] for t in a["topics"]]) for a in taxonomy["areas"]]


def test_graphql_the_cli_and_mcp_answer_the_same_topics_and_taxonomy(memory: Memory, lumiform: str,
                                                                      cli_env: dict[str, str]) -> None:
    expected = _rows([{**t.__dict__, "started_at": t.started_at.isoformat()}
                      for t in memory.topics(lumiform, last="month", until=datetime(2023, 6, 1, tzinfo=UTC))])
    assert expected
    taxonomy = memory.taxonomy(lumiform)
    expected_areas = [(a.name, a.spans, a.ideas, a.sessions, [t.id for t in a.topics]) for a in taxonomy.areas]

    client = local_client(create_app(memory))
    answer = client.post("/graphql", json={"query": TOPICS_QUERY, "variables": {
        "ns": lumiform, "last": "month", "until": "2023-06-01T00:00:00+00:00"}}).json()
    assert "errors" not in answer, answer
    assert _rows(answer["data"]["topics"]) == expected
    answer = client.post("/graphql", json={"query": TAXONOMY_QUERY, "variables": {"ns": lumiform}}).json()
    assert _areas(answer["data"]["taxonomy"]) == expected_areas

    def cli(*args: str) -> Any:
        done = subprocess.run([GRAPHMEM, *args, "--namespace", lumiform, "--json"], env=cli_env, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    assert _rows(cli("topics", "--last", "month", "--until", "2023-06-01")) == expected
    assert _areas(cli("taxonomy")) == expected_areas
    table = subprocess.run([GRAPHMEM, "topics", "--session", "dev/s07", "--namespace", lumiform],
                           env={**cli_env, "COLUMNS": "300"}, capture_output=True, text=True, timeout=300)
    assert table.returncode == 0 and "dev/s07" in table.stdout and "Sentry" in table.stdout, table.stdout

    server = StdioServerParameters(command=GRAPHMEM, args=["mcp"], env={**cli_env, "GRAPHMEM_NAMESPACE": lumiform})

    async def tools() -> tuple[dict[str, Any], dict[str, Any]]:
        async with Client(server) as client:
            found = await client.call_tool("topics", {"last": "month", "until": "2023-06-01T00:00:00Z"})
            areas = await client.call_tool("taxonomy", {})
            assert not found.is_error and not areas.is_error, (found.content, areas.content)
            return found.structured_content, areas.structured_content

    found, areas = anyio.run(tools)
    assert _rows(found["topics"]) == expected
    assert _areas(areas) == expected_areas
