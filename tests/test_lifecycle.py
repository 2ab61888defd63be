"""A memory's life: strength decays as the formula says, recall counts as use, weak memories are
archived (kept, findable on request) and restored; nothing is ever deleted by pruning."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from graphmem.api.app import create_app
from graphmem.lifecycle.strength import strength
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from tests.live_service import local_client
from tests.test_cli import graphmem
from tests.test_retrieval import graphql

PLANT = """
MATCH (i:Idea {namespace: $ns, id: $id})-[:FROM]->(t:Turn)
SET i.importance = $importance, i.at = $at, i.last_accessed_at = $last, i.access_count = $count, t.at = $at
"""


def plant(memory: Memory, ns: str, text: str, intent: str, importance: float, days_ago: float,
          used_days_ago: float | None = None, count: int = 0) -> str:
    """An idea of a known kind, importance, age and use (remembered, then its numbers and its turn's time set)."""
    idea = memory.remember(text, ns, intent)
    now = datetime.now(timezone.utc)  # ages from now, not from when the suite started: strength decays by the minute
    last = now - timedelta(days=used_days_ago) if used_days_ago is not None else None
    memory.store.write(lambda tx: tx.run(PLANT, ns=ns, id=idea["id"], importance=importance,
                                         at=now - timedelta(days=days_ago), last=last, count=count).consume())
    return idea["id"]


def ids(memory: Memory, ns: str, query: str, **options: object) -> list[str]:
    return [h.id for h in memory.search(SearchRequest(query=query, namespace=ns, **options)).hits]


def test_strength_decays_by_kind_age_and_use_as_the_formula_says(memory: Memory, namespace: str) -> None:
    planted = {
        "decision": plant(memory, namespace, "We settled on Postgres for the billing ledger.", "decision", 0.8, 60),
        "error": plant(memory, namespace, "TypeError in the ledger export job on import.", "error", 0.8, 60),
        "context": plant(memory, namespace, "The ledger export runs at night.", "context", 0.9, 10),
        "used fact": plant(memory, namespace, "The ledger holds 40 million rows.", "fact", 0.5, 200,
                           used_days_ago=1, count=5),
    }
    now = datetime.now(timezone.utc)
    listed = memory.prune(namespace, below=1.0, dry_run=True)
    by_id = {p.id: p for p in listed}
    expected = {
        "decision": strength(0.8, "decision", now, at=now - timedelta(days=60)),
        "error": strength(0.8, "error", now, at=now - timedelta(days=60)),
        "context": strength(0.9, "context", now, at=now - timedelta(days=10)),
        "used fact": strength(0.5, "fact", now, at=now - timedelta(days=200),
                              last_accessed_at=now - timedelta(days=1), access_count=5),
    }
    for name, idea in planted.items():
        assert by_id[idea].strength == pytest.approx(expected[name], rel=1e-3), name
    # Same importance and age: a decision outlasts an error (half-life 84 days against 10.5).
    assert expected["decision"] == pytest.approx(0.8 * 0.5 ** (60 / 84), rel=1e-9)
    assert [p.id for p in listed] == [planted[n] for n in sorted(expected, key=expected.get)]
    # The same number is on the idea and on its search hit.
    idea = memory.idea(planted["decision"], namespace)
    assert idea is not None and idea["strength"] == pytest.approx(expected["decision"], rel=1e-3)
    [hit] = [h for h in memory.search(SearchRequest(query="Postgres billing ledger", namespace=namespace)).hits
             if h.id == planted["decision"]]
    assert hit.strength == pytest.approx(expected["decision"], rel=1e-3)


def test_search_and_context_count_as_use(memory: Memory, namespace: str) -> None:
    idea = memory.remember("The staging cluster lives in Frankfurt.", namespace, "fact")["id"]
    assert memory.idea(idea, namespace)["access_count"] == 0
    assert idea in ids(memory, namespace, "where is the staging cluster")
    used = memory.idea(idea, namespace)
    assert used["access_count"] == 1 and used["last_accessed_at"] is not None
    assert "Frankfurt" in memory.context("staging cluster location", namespace, 200).text
    assert memory.idea(idea, namespace)["access_count"] == 2


def test_accesses_are_written_behind_the_answer_each_in_its_namespace(memory: Memory, namespace: str,
                                                                       cli_env: dict[str, str]) -> None:
    other = f"{namespace}-other"
    text = "The release train leaves every second Tuesday."
    mine, theirs = (memory.remember(text, ns, "fact")["id"] for ns in (namespace, other))
    for _ in range(3):
        assert mine in ids(memory, namespace, "when does the release train leave")
    assert theirs in ids(memory, other, "release train")
    # Read right after the searches, as a user would: every one of them counted, in its own namespace.
    assert memory.idea(mine, namespace)["access_count"] == 3
    assert memory.idea(theirs, other)["access_count"] == 1
    # A command line answers and exits at once: what it recorded is still written.
    found = graphmem(cli_env, "search", "release train", "--namespace", namespace, "--json")
    assert found.returncode == 0, found.stderr
    assert mine in [h["id"] for h in json.loads(found.stdout)["hits"]]
    assert memory.idea(mine, namespace)["access_count"] == 4
    assert memory.idea(theirs, other)["access_count"] == 1
    memory.forget(other, all=True)


def test_prune_archives_weak_memories_out_of_search_and_restores_them(memory: Memory, namespace: str) -> None:
    old = plant(memory, namespace, "The old VPN gateway needed a restart every Monday.", "context", 0.4, 400)
    fresh = plant(memory, namespace, "The new VPN gateway is managed by the network team.", "fact", 0.6, 1)
    counts = memory.stats(namespace)
    query = "VPN gateway"
    # (No search before pruning: being found is a use, and would make the old idea strong again.)
    dry = memory.prune(namespace, below=0.05, dry_run=True)
    assert [(p.id, p.intent) for p in dry] == [(old, "context")] and dry[0].strength < 0.05
    assert memory.idea(old, namespace)["archived_at"] is None  # a dry run changes nothing

    assert [p.id for p in memory.prune(namespace, below=0.05)] == [old]
    assert memory.stats(namespace) == counts  # archived, not deleted
    assert old not in ids(memory, namespace, query, kinds=("idea",))
    assert fresh in ids(memory, namespace, query, kinds=("idea",))
    assert old in ids(memory, namespace, query, kinds=("idea",), include_archived=True)
    assert old not in [i["id"] for i in memory.recent_ideas(namespace, 10)]
    assert memory.prune(namespace, below=0.05) == []  # already archived

    client = local_client(create_app(memory))
    found = graphql(client, """query($ns: String) { search(query: "VPN gateway", namespace: $ns, kinds: [IDEA],
                    includeArchived: true) { hits { id strength archivedAt } } }""", ns=namespace)
    archived = [h for h in found["data"]["search"]["hits"] if h["id"] == old]
    # Found again is used again (the searches above): archived still, but at full strength.
    assert archived and archived[0]["archivedAt"] and archived[0]["strength"] == pytest.approx(0.4)

    restored = graphql(client, """mutation($id: ID!, $ns: String) { unarchive(id: $id, namespace: $ns) {
                       id archivedAt } }""", id=old, ns=namespace)["data"]["unarchive"]
    assert restored == {"id": old, "archivedAt": None}
    assert old in ids(memory, namespace, query, kinds=("idea",))
    again = graphql(client, """mutation($id: ID!, $ns: String) { unarchive(id: $id, namespace: $ns) { id } }""",
                    id=old, ns=namespace)
    assert "no archived idea" in again["errors"][0]["message"]
    bad = graphql(client, """mutation($ns: String) { prune(below: 2, namespace: $ns) { id } }""", ns=namespace)
    assert "below must be" in bad["errors"][0]["message"]


def test_prune_on_the_command_line(memory: Memory, namespace: str, cli_env: dict[str, str]) -> None:
    old = plant(memory, namespace, "We decided the legacy cron box sends the digest mail.", "decision", 0.1, 900)
    dry = graphmem(cli_env, "prune", "--below", "0.05", "--namespace", namespace, "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "would archive 1 ideas" in dry.stdout and "legacy cron box" in dry.stdout and "decision" in dry.stdout
    assert memory.idea(old, namespace)["archived_at"] is None
    done = graphmem(cli_env, "prune", "--below", "0.05", "--namespace", namespace, "--json")
    assert [i["id"] for i in json.loads(done.stdout)["ideas"]] == [old]

    def idea_hits(*flags: str) -> list[str]:
        found = graphmem(cli_env, "search", "legacy cron digest", "--namespace", namespace, "--json",
                         "--recipe", "decisions", *flags)
        return [h["id"] for h in json.loads(found.stdout)["hits"] if h["kind"] == "idea"]

    assert old not in idea_hits() and old in idea_hits("--archived")
    back = graphmem(cli_env, "unarchive", old, "--namespace", namespace)
    assert back.returncode == 0 and f"restored [decision] {old}" in back.stdout
