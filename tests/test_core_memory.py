"""Core memory, a namespace's identity and the layered wake-up context, through Memory, the CLI and GraphQL."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from graphmem.api.app import create_app
from graphmem.errors import BadInput
from graphmem.retrieve.context import estimate_tokens
from graphmem.service import Memory
from tests.live_service import local_client
from tests.test_cli import graphmem
from tests.test_mcp import CI_HISTORY
from tests.test_retrieval import graphql

OLD_DECISION = "We decided to keep the orders database on MySQL 5.7 for now."
NEW_DECISION = "We decided to move the orders database to PostgreSQL 16 with logical replication."
SOLUTION = "The flaky checkout test was fixed by freezing the clock with freezegun in the fixture."
PREFERENCE = "I prefer small pull requests with one change each."
DOCUMENTS = {
    "db-v1.md": f"---\ntitle: Orders database\ndate: 2024-01-10\n---\n# Orders database\n\n{OLD_DECISION}\n",
    "db-v2.md": (f"---\ntitle: Orders database, revised\ndate: 2024-03-01\nsupersedes: db-v1.md\n---\n"
                 f"# Orders database\n\n{NEW_DECISION}\n"),
}
# The newest conversation: what the wake-up context's current topic is about.
LATEST = {"format": "graphmem-chat/1", "sessions": [
    {"id": "perf/s1", "title": "Checkout latency", "started_at": "2024-04-02T09:00:00", "turns": [
        {"id": "perf/s1#1", "speaker": "dev", "role": "user", "at": "2024-04-02T09:00:00",
         "text": "Should we cache the shipping quotes of the checkout page in Redis?"},
        {"id": "perf/s1#2", "speaker": "dev", "role": "user", "at": "2024-04-02T09:05:00",
         "text": "TODO: measure the checkout page latency with the load test before and after the cache."}]}]}
ITEM = re.compile(r"^- .+ \[session .+, turn \S+, \d{4}-\d{2}-\d{2}\]$")


def plant(memory: Memory, namespace: str, folder: Path) -> None:
    """A decision and the later one superseding it, the CI history (Jenkins, then GitHub Actions),
    a remembered solution and preference, and a newest conversation about checkout latency."""
    for name, text in DOCUMENTS.items():
        (folder / name).write_text(text)
        memory.ingest([folder / name], namespace)
    for name, corpus in (("ci.chat.json", CI_HISTORY), ("perf.chat.json", LATEST)):
        (folder / name).write_text(json.dumps(corpus))
        memory.ingest([folder / name], namespace, "chat")
    memory.remember(SOLUTION, namespace, "solution")
    memory.remember(PREFERENCE, namespace, "preference")


@pytest.fixture
def planted(memory: Memory, namespace: str, tmp_path: Path) -> str:
    """A namespace holding the planted memories."""
    plant(memory, namespace, tmp_path)
    return namespace


def sections(text: str) -> dict[str, list[str]]:
    """The lines under each `##` heading of core memory's fenced block."""
    found: dict[str, list[str]] = {}
    for line in text.split("\n"):
        if line.startswith("## "):
            found[line[3:]] = []
        elif line.startswith("- ") and found:
            found[list(found)[-1]].append(line)
    return found


def test_core_memory_shows_the_newest_version_of_the_strongest_memories_by_section_with_sources(
        memory: Memory, planted: str) -> None:
    core = memory.core(planted)
    shown = sections(core.text)
    assert core.text.startswith(f'# Core memory of graphmem namespace "{planted}"\nRecalled memory (graphmem')
    assert "not instructions" in core.text.split("\n")[1] and core.text.rstrip().endswith("```")
    assert list(shown) == ["Critical solutions", "Active decisions", "Preferences", "Current facts (what we use now)"]
    assert any(SOLUTION in line for line in shown["Critical solutions"])
    assert any(PREFERENCE in line for line in shown["Preferences"])
    assert any(NEW_DECISION in line for line in shown["Active decisions"])
    assert OLD_DECISION not in core.text, "a superseded decision is not current"
    facts = shown["Current facts (what we use now)"]
    assert len(facts) == 1 and "GitHub Actions since 2024-03-05" in facts[0]
    assert not any(line.startswith("- Ci: Jenkins") for line in facts), "a closed fact is not current"
    # Every item cites the session (title and source id), the turn and the date it was said.
    assert all(ITEM.match(line) for lines in shown.values() for line in lines), shown
    new = next(line for line in shown["Active decisions"] if NEW_DECISION in line)
    assert new.endswith('[session "Orders database, revised" (' + new.split("(")[-1].split(")")[0]
                        + "), turn db-v2#1, 2024-03-01]"), new
    assert {item.section for item in core.items} == set(shown) and core.chars == len(core.text) <= 4000


def test_core_memory_never_exceeds_its_budget(memory: Memory, planted: str) -> None:
    full = memory.core(planted, 100_000)
    sizes = []
    for budget in (1500, 700, 450):
        core = memory.core(planted, budget)
        assert core.chars == len(core.text) <= budget and core.budget_chars == budget
        sizes.append(len(core.items))
        # What fits is the strongest: each item kept is one of the full core memory's.
        assert {item.id for item in core.items} <= {item.id for item in full.items}
    assert len(full.items) >= sizes[0] >= sizes[1] >= sizes[2] >= 1 and sizes[2] < len(full.items)
    tiny = memory.core(planted, 60)
    assert (tiny.text, tiny.chars, tiny.items) == ("", 0, [])
    with pytest.raises(BadInput, match="budget must be between 1 and 100000 characters"):
        memory.core(planted, 0)


def test_core_command_prints_the_file_and_writes_it_atomically(
        memory: Memory, planted: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    printed = graphmem(cli_env, "core", "--namespace", planted)
    assert printed.returncode == 0, printed.stderr
    assert printed.stdout == memory.core(planted).text
    target = tmp_path / "project" / "CLAUDE.md"
    target.parent.mkdir()
    target.write_text("an older core memory\n")
    target.chmod(0o640)
    written = graphmem(cli_env, "core", "--namespace", planted, "--write", str(target), "--budget", "700")
    assert written.returncode == 0 and written.stdout == "", written.stderr
    assert f"to {target}" in written.stderr
    assert target.read_text() == memory.core(planted, 700).text and len(target.read_text()) <= 700
    assert target.stat().st_mode & 0o777 == 0o640, "a file written again keeps its permissions"
    assert [p.name for p in target.parent.iterdir()] == ["CLAUDE.md"], "no scratch file is left behind"
    as_json = json.loads(graphmem(cli_env, "core", "--namespace", planted, "--json").stdout)
    assert as_json["text"] == printed.stdout and as_json["items"][0]["session_id"]
    refused = graphmem(cli_env, "core", "--namespace", planted, "--write", str(tmp_path / "missing" / "CLAUDE.md"))
    assert refused.returncode == 1 and "does not exist" in refused.stderr


def test_identity_round_trip_through_the_cli_and_graphql(
        memory: Memory, namespace: str, cli_env: dict[str, str]) -> None:
    text = "I am Ana, maintainer of the billing service (Python 3.12, PostgreSQL)."
    assert graphmem(cli_env, "identity", "show", "-n", namespace).returncode == 1
    assert graphmem(cli_env, "identity", "set", text, "-n", namespace).returncode == 0
    shown = graphmem(cli_env, "identity", "show", "-n", namespace)
    assert (shown.returncode, shown.stdout) == (0, text + "\n")
    first = memory.identity(namespace)
    assert first is not None and first.updated_at is not None
    assert graphmem(cli_env, "identity", "set", text, "-n", namespace).returncode == 0
    assert memory.identity(namespace) == first, "setting the same text again changes nothing"
    assert "cleared" in graphmem(cli_env, "identity", "clear", "-n", namespace).stdout
    assert memory.identity(namespace) is None
    empty = graphmem(cli_env, "identity", "set", "  ", "-n", namespace)
    assert empty.returncode == 1 and "identity text must be 1-4000 characters" in empty.stderr

    client = local_client(create_app(memory))
    made = graphql(client, """mutation($ns: String, $t: String!) { setIdentity(text: $t, namespace: $ns) {
                   namespace text updatedAt } }""", ns=namespace, t="We are the payments team.")["data"]["setIdentity"]
    assert made["namespace"] == namespace and made["text"] == "We are the payments team." and made["updatedAt"]
    read = graphql(client, "query($ns: String) { identity(namespace: $ns) { text } }", ns=namespace)
    assert read["data"]["identity"]["text"] == "We are the payments team."
    cleared = graphql(client, "mutation($ns: String) { clearIdentity(namespace: $ns) }", ns=namespace)
    assert cleared["data"]["clearIdentity"] is True
    assert graphql(client, "query($ns: String) { identity(namespace: $ns) { text } }", ns=namespace)["data"] == {
        "identity": None}


def layers_of(text: str) -> list[str]:
    """The layer labels of a wake-up text, in order."""
    return [line[3:].split(":")[0] for line in text.split("\n") if line.startswith("## L")]


def test_wake_up_context_has_labelled_layers_each_within_its_budget(memory: Memory, planted: str) -> None:
    memory.set_identity("I am Ana, maintainer of the orders service.", planted)
    pack = memory.wake_up(planted, budget_tokens=600)
    assert pack.text.startswith(f'Recalled memory (graphmem, namespace "{planted}")') and pack.text.endswith("```")
    assert layers_of(pack.text) == ["L0 identity", "L1 essentials (core memory)", "L2 current topic"]
    by_name = {layer.name: layer for layer in pack.layers}
    assert "I am Ana, maintainer of the orders service." in by_name["identity"].text
    assert NEW_DECISION in by_name["essentials"].text and OLD_DECISION not in pack.text
    # Without a query the current topic is the newest conversation: its open question and to-do.
    assert '"Checkout latency"' in by_name["topic"].text and "TODO: measure the checkout" in by_name["topic"].text
    assert by_name["search"].budget_tokens == 0 and by_name["search"].text == ""
    assert all(layer.tokens == estimate_tokens(layer.text) <= layer.budget_tokens for layer in pack.layers)
    assert pack.tokens == estimate_tokens(pack.text) <= 600
    assert sum(layer.budget_tokens for layer in pack.layers) <= 600

    asked = memory.wake_up(planted, "which CI do we use now?", 600)
    assert layers_of(asked.text)[-1] == "L3 search" and asked.tokens <= 600
    assert all(layer.tokens <= layer.budget_tokens for layer in asked.layers)
    about_orders = memory.wake_up(planted, "which database holds the orders?", 800)
    assert NEW_DECISION in about_orders.text and OLD_DECISION not in about_orders.text, "history is not woken up"
    for total in (120, 60):
        small = memory.wake_up(planted, "which CI do we use now?", total)
        assert small.tokens == estimate_tokens(small.text) <= total
        assert all(layer.tokens <= layer.budget_tokens for layer in small.layers)


def test_layer_budgets_can_be_given_and_are_checked(memory: Memory, planted: str) -> None:
    pack = memory.wake_up(planted, "", 800, {"identity": 0, "essentials": 100})
    by_name = {layer.name: layer for layer in pack.layers}
    assert by_name["identity"].budget_tokens == 0 and by_name["essentials"].budget_tokens == 100
    assert 0 < by_name["essentials"].tokens <= 100 and by_name["topic"].budget_tokens > 100
    with pytest.raises(BadInput, match="layer budgets add up to 900 tokens"):
        memory.wake_up(planted, "", 800, {"topic": 900})
    with pytest.raises(BadInput, match="unknown layers"):
        memory.wake_up(planted, "", 800, {"mood": 10})

    client = local_client(create_app(memory))
    answer = graphql(client, """query($ns: String) { context(namespace: $ns, layered: true, budgetTokens: 400,
                     layerBudgets: {search: 50}, query: "where do the orders live?") {
                     text tokens layers { name label tokens budgetTokens } } }""", ns=planted)["data"]["context"]
    assert answer["tokens"] <= 400 and NEW_DECISION in answer["text"] and OLD_DECISION not in answer["text"]
    assert [layer["label"] for layer in answer["layers"]] == [
        "L0 identity", "L1 essentials (core memory)", "L2 current topic", "L3 search"]
    assert all(layer["tokens"] <= layer["budgetTokens"] for layer in answer["layers"])
    assert answer["layers"][3]["budgetTokens"] == 50
    plain = graphql(client, """query($ns: String) { context(query: "where do the orders live?", namespace: $ns,
                    budgetTokens: 200) { text layers { name } } }""", ns=planted)["data"]["context"]
    assert plain["layers"] == [] and "## L" not in plain["text"] and NEW_DECISION in plain["text"]
    core = graphql(client, """query($ns: String) { core(namespace: $ns, budgetChars: 900) { text chars budgetChars
                   items { section text sessionId sessionTitle turnId at } } }""", ns=planted)["data"]["core"]
    assert core["chars"] == len(core["text"]) <= 900 and core["budgetChars"] == 900
    assert all(item["turnId"] and item["sessionId"] and item["at"] for item in core["items"])
