"""The Browser queries in cypher/ run read-only on a graph of the dev data, and each returns rows."""

from __future__ import annotations

from pathlib import Path

import pytest

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
