"""Export and import: a namespace exported (JSON or markdown) and ingested into another namespace
is the same graph; the MCP memory server's knowledge graph file imports into a namespace, once."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from graphmem.errors import BadInput
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from tests.conftest import DATA
from tests.snapshot import snapshot

FACTS = """
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity)
RETURN s.name AS subject, f.name AS predicate, o.name AS object, toString(f.valid_at) AS valid_at,
       toString(f.invalid_at) AS invalid_at
"""
IDEAS = "MATCH (i:Idea {namespace: $ns}) RETURN i.text AS text, i.intent AS intent, i.embedding IS NOT NULL AS embedded"
MENTIONED = "MATCH (i:Idea {namespace: $ns})-[:MENTIONS]->(e:Entity {name: $name}) RETURN i.text AS text"


def graphmem(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Run the real command line."""
    return subprocess.run([sys.executable, "-m", "graphmem", *args], env={**env, "COLUMNS": "400"},
                          capture_output=True, text=True, timeout=900)


def fresh() -> str:
    """A namespace of this test's own."""
    return f"t-{uuid.uuid4().hex[:12]}"


def rows(memory: Memory, query: str, ns: str, **params: Any) -> Counter[tuple[Any, ...]]:
    """The query's rows as a multiset of tuples."""
    return Counter(tuple(r.values()) for r in memory.store.query(query, ns=ns, **params))


@pytest.fixture(scope="module")
def timeline_dev(memory: Memory) -> str:
    """A namespace built from the timeline_dev corpus (sessions, ideas, timelines, facts)."""
    ns = fresh()
    memory.ingest([DATA / "timeline_dev" / "corpus.chat.json"], ns)
    return ns


def assert_same_graph(memory: Memory, copy: str, original: str) -> None:
    """Equal counts per label and type, equal content, equal facts and ideas; embeddings recomputed."""
    assert memory.stats(copy) == memory.stats(original)
    got, want = snapshot(memory.store, copy), snapshot(memory.store, original)
    assert (got.nodes, got.relationships) == (want.nodes, want.relationships)
    assert got.differences(want) == {}
    assert rows(memory, FACTS, copy) == rows(memory, FACTS, original)
    assert rows(memory, IDEAS, copy) == rows(memory, IDEAS, original)
    assert all(embedded for _, _, embedded in rows(memory, IDEAS, copy))


def test_a_json_export_ingested_into_another_namespace_is_the_same_graph(
        cli_env: dict[str, str], memory: Memory, timeline_dev: str, tmp_path: Path) -> None:
    folder = tmp_path / "export"
    exported = graphmem(cli_env, "export", "--namespace", timeline_dev, "--format", "json", str(folder))
    assert exported.returncode == 0, exported.stderr
    assert "embedding" not in (folder / "graphmem-export.json").read_text()
    copy = fresh()
    imported = graphmem(cli_env, "ingest", str(folder), "--namespace", copy, "--json")
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout)["added"]["facts"] == memory.stats(timeline_dev)["facts"] > 0
    assert_same_graph(memory, copy, timeline_dev)

    question = SearchRequest(query="which error tracker did we use before Sentry", namespace=copy)
    assert memory.search(question).hits, "the recomputed embeddings and indexes answer searches"
    assert [f.object for f in memory.before("Sentry", copy)] == [f.object for f in memory.before("Sentry", timeline_dev)]

    memory.ingest([folder], copy)
    assert_same_graph(memory, copy, timeline_dev)


def test_a_markdown_export_is_one_file_per_memory_and_rebuilds_the_same_graph(
        memory: Memory, timeline_dev: str, tmp_path: Path) -> None:
    folder = tmp_path / "export"
    memory.export(timeline_dev, folder, "markdown")
    ideas = sorted((folder / "idea").glob("*.md"))
    assert len(ideas) == memory.stats(timeline_dev)["ideas"]
    pages = [path.read_text(encoding="utf-8") for path in ideas]
    assert all(page.startswith("---\nlabel: \"Idea\"\n") for page in pages)
    linked = [page for page in pages if '"type": "MENTIONS", "to": "[[entity/' in page]
    assert linked, "an idea's entities are front-matter links"
    target = linked[0].split('"type": "MENTIONS", "to": "[[', 1)[1].split("]]", 1)[0]
    assert (folder / f"{target}.md").is_file()
    copy = fresh()
    memory.ingest([folder], copy)
    assert_same_graph(memory, copy, timeline_dev)
    with pytest.raises(BadInput, match="not an empty folder"):
        memory.export(timeline_dev, folder, "markdown")


MCP_LINES = [
    {"type": "entity", "name": "John_Smith", "entityType": "person",
     "observations": ["Speaks fluent Spanish", "Prefers morning meetings"]},
    {"type": "entity", "name": "Acme_Corp", "entityType": "organization", "observations": ["Sells anvils by mail"]},
    {"type": "relation", "from": "John_Smith", "to": "Acme_Corp", "relationType": "works_at"},
]


def test_the_mcp_memory_file_imports_entities_observations_and_relations_once(
        cli_env: dict[str, str], memory: Memory, tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    path.write_text("\n".join(json.dumps(line) for line in MCP_LINES) + "\n", encoding="utf-8")
    ns = fresh()
    first = graphmem(cli_env, "import-mcp", str(path), "--namespace", ns, "--json")
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout) == {"namespace": ns, "entities": 2, "observations": 3, "relations": 1}
    kinds = {r["name"]: r["kind"] for r in memory.store.query(
        "MATCH (e:Entity {namespace: $ns}) WHERE e.name IN ['John_Smith', 'Acme_Corp'] RETURN e.name AS name, e.kind AS kind", ns=ns)}
    assert kinds == {"John_Smith": "person", "Acme_Corp": "organization"}
    assert rows(memory, MENTIONED, ns, name="John_Smith") == Counter(
        {("John_Smith: Speaks fluent Spanish",): 1, ("John_Smith: Prefers morning meetings",): 1})
    assert rows(memory, FACTS, ns) == Counter({("John_Smith", "works_at", "Acme_Corp", None, None): 1})
    assert [f.object for f in memory.timeline("John_Smith", ns)] == ["Acme_Corp"]
    stats = memory.stats(ns)
    before = snapshot(memory.store, ns)

    again = graphmem(cli_env, "import-mcp", str(path), "--namespace", ns)
    assert again.returncode == 0, again.stderr
    assert memory.stats(ns) == stats
    assert snapshot(memory.store, ns).differences(before) == {}

    older = tmp_path / "memory-old.json"
    older.write_text(json.dumps({"entities": MCP_LINES[:2], "relations": [
        {k: v for k, v in MCP_LINES[2].items() if k != "type"}]}), encoding="utf-8")
    other = fresh()
    memory.import_mcp_memory(older, other)
    assert rows(memory, FACTS, other) == rows(memory, FACTS, ns)
    assert rows(memory, IDEAS, other) == rows(memory, IDEAS, ns)


def test_a_bad_line_of_an_mcp_memory_file_is_named(cli_env: dict[str, str], tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    path.write_text(json.dumps(MCP_LINES[0]) + "\n" + '{"type": "relation", "from": "John_Smith"}\n', encoding="utf-8")
    result = graphmem(cli_env, "import-mcp", str(path), "--namespace", fresh())
    assert result.returncode == 1
    assert f"{path}, line 2: 'to' must be a non-empty string" in " ".join(result.stderr.split())
