"""Consolidation: duplicates that slipped past ingest are merged, every change is recorded with its
rule and evidence, a dry run changes nothing, a second run is a no-op, and undo restores the
graph exactly."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from dataclasses import replace
from typing import Any

import pytest
from mcp import Client

from graphmem.api.app import create_app
from graphmem.errors import BadInput
from graphmem.ingest.entity_merges import abbreviation, plan_entity_merges
from graphmem.integrations.mcp_server import build_server
from graphmem.service import Memory
from tests.conftest import SharedMemory
from tests.graph_dump import dump
from tests.live_service import local_client, running_service

NOTES = [
    "We decided to move the billing database to Postgres.",
    "Postgres backups run every night at two.",
    "The Quillpost service sends every invoice by email.",
    "Quillpost retries failed invoices after an hour.",
    # Ingest keeps "Quill-Post" apart from "Quillpost" (another spelling, another canonical key).
    "Quill-Post emails the monthly statements too.",
]
ORIGINAL = NOTES[0]
REPEATED = "We have decided to move the billing database to Postgres."

# An idea that repeats another, as an older graphmem or another writer left it: same intent,
# near-identical words, from another turn, mentioning the same entity.
PLANT_REPEATED_IDEA = """
MATCH (i:Idea {namespace: $ns, text: $original})
MATCH (:Idea {namespace: $ns, text: $other})-[:FROM]->(t:Turn)
CREATE (d:Idea)
SET d = i {.*, id: 'planted-repeat', text: $text, embedding: $embedding, at: i.at + duration('PT1H')}
CREATE (d)-[:FROM]->(t)
WITH d, i
MATCH (i)-[:MENTIONS]->(e:Entity)
CREATE (d)-[:MENTIONS]->(e)
"""

CHANGES = """
MATCH (:ConsolidationRun {namespace: $ns, id: $run})-[:CHANGED]->(c:ConsolidationChange)
RETURN c.kind AS kind, c.rule AS rule, c.item_text AS item, c.other_text AS other, c.similarity AS similarity,
       c.evidence AS evidence
ORDER BY c.seq
"""


def remember_with_duplicates(memory: Memory, ns: str) -> None:
    """Five notes whose entities include "Quillpost" and "Quill-Post", plus a repeated idea."""
    for note in NOTES:
        memory.remember(note, ns)
    memory.store.write(lambda tx: tx.run(PLANT_REPEATED_IDEA, ns=ns, original=ORIGINAL, other=NOTES[1], text=REPEATED,
                                         embedding=memory.embedder.embed([REPEATED])[0].tolist()).consume())


def entity_names(memory: Memory, ns: str) -> dict[str, list[str]]:
    rows = memory.store.query("MATCH (e:Entity {namespace: $ns}) RETURN e.name AS name, e.aliases AS aliases", ns=ns)
    return {r["name"]: sorted(r["aliases"]) for r in rows}


def test_a_run_merges_the_duplicate_entity_and_idea_and_records_why(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)

    report = memory.consolidate(namespace)

    assert report.counts == {"merge-entity/normalised-name": 1, "merge-idea/near-duplicate": 1}
    assert "Quill-Post" not in entity_names(memory, namespace)
    assert "Quill-Post" in entity_names(memory, namespace)["Quillpost"]
    mentioned = memory.store.query("""MATCH (i:Idea {namespace: $ns, text: $text})-[:MENTIONS]->(e:Entity)
                                      RETURN e.name AS name""", ns=namespace, text=NOTES[4])
    assert [r["name"] for r in mentioned] == ["Quillpost"]
    kept = memory.store.query("""MATCH (i:Idea {namespace: $ns}) WHERE i.text IN [$original, $repeated]
                                 RETURN i.text AS text, i.mentions AS mentions""",
                              ns=namespace, original=ORIGINAL, repeated=REPEATED)
    assert kept == [{"text": ORIGINAL, "mentions": 2}]

    recorded = memory.store.query(CHANGES, ns=namespace, run=report.run_id)
    assert [(r["kind"], r["rule"], r["item"], r["other"]) for r in recorded] == [
        ("merge-entity", "normalised-name", "Quill-Post", "Quillpost"),
        ("merge-idea", "near-duplicate", REPEATED, ORIGINAL)]
    assert json.loads(recorded[0]["evidence"]) == {"normalised": "quillpost"}
    assert json.loads(recorded[1]["evidence"])["cosine"] >= 0.92
    [run] = memory.consolidation_runs(namespace)
    assert (run["id"], run["status"], run["changes"]) == (report.run_id, "done", 2)

    deleted = memory.forget(namespace, all=True)
    assert (deleted["consolidation_runs"], deleted["consolidation_changes"]) == (1, 2)


def test_a_dry_run_lists_the_changes_and_makes_none(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    before = dump(memory.store, namespace)

    report = memory.consolidate(namespace, dry_run=True)

    assert report.counts == {"merge-entity/normalised-name": 1, "merge-idea/near-duplicate": 1}
    assert report.run_id is None
    assert dump(memory.store, namespace) == before
    assert memory.consolidation_runs(namespace) == []


def test_a_second_run_changes_nothing(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    memory.consolidate(namespace)
    after_first = dump(memory.store, namespace)

    second = memory.consolidate(namespace)

    assert second.changes == [] and second.run_id is None
    assert dump(memory.store, namespace) == after_first
    assert len(memory.consolidation_runs(namespace)) == 1


def test_undo_restores_the_graph_exactly(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    before = dump(memory.store, namespace)
    run = memory.consolidate(namespace).run_id
    assert run is not None and dump(memory.store, namespace) != before

    assert memory.undo_consolidation(run, namespace) == 2

    assert dump(memory.store, namespace) == before
    assert memory.consolidation_runs(namespace)[0]["status"] == "undone"
    with pytest.raises(BadInput, match="already undone"):
        memory.undo_consolidation(run, namespace)
    # The duplicates are back, so consolidation finds them again.
    assert len(memory.consolidate(namespace, dry_run=True).changes) == 2


def test_only_the_newest_run_can_be_undone(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    first = memory.consolidate(namespace).run_id
    memory.remember("Quill-Post also archives old invoices.", namespace)
    second = memory.consolidate(namespace).run_id
    assert first and second

    with pytest.raises(BadInput, match=f"undo the newer consolidation runs first: {second}"):
        memory.undo_consolidation(first, namespace)
    with pytest.raises(BadInput, match="no consolidation run 'nope'"):
        memory.undo_consolidation("nope", namespace)


def consolidate_cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """`graphmem consolidate ...` run as a user runs it (this checkout's code)."""
    return subprocess.run([sys.executable, "-m", "graphmem", "consolidate", *args], env={**env, "COLUMNS": "400"},
                          capture_output=True, text=True, timeout=600)


def test_the_command_line_previews_runs_lists_and_undoes(memory: Memory, cli_env: dict[str, str], namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    before = dump(memory.store, namespace)

    preview = consolidate_cli(cli_env, "--namespace", namespace, "--dry-run")
    assert preview.returncode == 0, preview.stderr
    assert "merge-entity: 'Quill-Post' -> 'Quillpost' (normalised-name" in preview.stdout
    assert "would make 2 changes" in preview.stdout
    assert dump(memory.store, namespace) == before

    made = json.loads(consolidate_cli(cli_env, "--namespace", namespace, "--json").stdout)
    assert made["counts"] == {"merge-entity/normalised-name": 1, "merge-idea/near-duplicate": 1}

    listed = consolidate_cli(cli_env, "--namespace", namespace, "--list")
    assert made["run_id"] in listed.stdout and "done" in listed.stdout

    undone = consolidate_cli(cli_env, "--namespace", namespace, "--undo", made["run_id"])
    assert undone.returncode == 0, undone.stderr
    assert "2 changes restored" in undone.stdout
    assert dump(memory.store, namespace) == before

    again = consolidate_cli(cli_env, "--namespace", namespace, "--undo", made["run_id"])
    assert again.returncode == 1 and "already undone" in again.stderr


# Facts another writer (graphiti-core) left open side by side: where Quillpost runs, twice.
PLANT_OPEN_FACTS = """
MATCH (s:Entity {namespace: $ns, name: 'Quillpost'})
UNWIND $facts AS f
MERGE (o:Entity {namespace: $ns, id: f.object})
ON CREATE SET o.uuid = f.object, o.group_id = $ns, o.name = f.object, o.canonical = toLower(f.object)
CREATE (s)-[:RELATES_TO {uuid: f.uuid, namespace: $ns, group_id: $ns, name: 'runs_on', fact: f.text,
                         valid_at: datetime(f.at), attributes: '{}'}]->(o)
"""


def test_a_run_closes_a_replaced_fact_links_a_contradiction_and_recomputes_importance(
        memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    memory.store.write(lambda tx: tx.run(PLANT_OPEN_FACTS, ns=namespace, facts=[
        {"uuid": "fact-heroku", "object": "Heroku", "text": "Quillpost runs on Heroku", "at": "2024-01-10T00:00:00Z"},
        {"uuid": "fact-render", "object": "Render", "text": "Quillpost runs on Render", "at": "2025-06-01T00:00:00Z"},
    ]).consume())
    memory.ingest_payload({"session_summary": "Storage review.", "session_id": "review-1",
                           "key_decisions": ["We keep the invoice archive in cold storage for ten years."]}, namespace)
    memory.ingest_payload({"session_summary": "Storage review, later.", "session_id": "review-2",
                           "key_decisions": ["We no longer keep the invoice archive in cold storage for ten years."]},
                          namespace)
    memory.store.write(lambda tx: tx.run("MATCH (i:Idea {namespace: $ns, text: $text}) SET i.importance = 0.01",
                                         ns=namespace, text=NOTES[2]).consume())
    before = dump(memory.store, namespace)

    report = memory.consolidate(namespace)

    counts = report.counts
    assert (counts["close-fact/replaced-in-slot"], counts["link-contradiction/negation"],
            counts["importance/from-provenance"]) == (1, 1, 1)
    [closed] = memory.store.query("""MATCH ()-[f:RELATES_TO {uuid: 'fact-heroku'}]->() WHERE f.namespace = $ns
                                     RETURN f.invalid_at AS until, f.replaced_by AS by""", ns=namespace)
    assert (closed["until"].iso_format()[:10], closed["by"]) == ("2025-06-01", "fact-render")
    assert [f.object for f in memory.timeline("Quillpost", namespace) if f.current] == ["Render"]
    linked = memory.store.query("""MATCH (a:Idea {namespace: $ns})-[r:CONTRADICTS]->(b:Idea)
                                   RETURN a.text AS later, b.text AS earlier, r.method AS method""", ns=namespace)
    assert [(r["later"][:20], r["earlier"][:20], r["method"]) for r in linked] == [
        ("We no longer keep th", "We keep the invoice ", "consolidation")]
    assert memory.consolidate(namespace).changes == []

    memory.undo_consolidation(str(report.run_id), namespace)
    assert dump(memory.store, namespace) == before


def test_serve_consolidates_on_a_schedule_when_configured(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    scheduled = replace(memory.settings, consolidate_every_s=0.5, consolidate_namespaces=namespace)

    with running_service(scheduled, memory):
        deadline = time.monotonic() + 60
        while not memory.consolidation_runs(namespace) and time.monotonic() < deadline:
            time.sleep(0.5)

    [run] = memory.consolidation_runs(namespace)
    assert run["counts"] == {"merge-entity/normalised-name": 1, "merge-idea/near-duplicate": 1}


CONSOLIDATE = """mutation($ns: String, $dry: Boolean!) {
  consolidate(namespace: $ns, dryRun: $dry) { runId dryRun counts changes { kind rule itemText otherText evidence } }
}"""
UNDO = "mutation($ns: String, $run: String!) { undoConsolidation(namespace: $ns, runId: $run) { runId changes } }"


def test_graphql_and_mcp_preview_consolidate_and_undo(memory: Memory, namespace: str) -> None:
    remember_with_duplicates(memory, namespace)
    before = dump(memory.store, namespace)
    client = local_client(create_app(Memory(memory.settings, store=memory.store, embedder=memory.embedder)))

    async def preview_over_mcp() -> dict[str, Any]:
        async with Client(build_server(memory.settings, namespace, SharedMemory(memory))) as mcp:
            result = await mcp.call_tool("consolidate", {})
            assert not result.is_error, result.content
            return result.structured_content

    previewed = asyncio.run(preview_over_mcp())
    assert previewed["dry_run"] and previewed["counts"] == {"merge-entity/normalised-name": 1,
                                                           "merge-idea/near-duplicate": 1}
    dry = client.post("/graphql", json={"query": CONSOLIDATE, "variables": {"ns": namespace, "dry": True}}).json()
    assert dry["data"]["consolidate"]["runId"] is None
    assert dump(memory.store, namespace) == before

    made = client.post("/graphql", json={"query": CONSOLIDATE, "variables": {"ns": namespace, "dry": False}}).json()
    run = made["data"]["consolidate"]
    assert run["counts"] == previewed["counts"]
    assert run["changes"][0] == {"kind": "merge-entity", "rule": "normalised-name", "itemText": "Quill-Post",
                                 "otherText": "Quillpost", "evidence": {"normalised": "quillpost"}}

    undone = client.post("/graphql", json={"query": UNDO, "variables": {"ns": namespace, "run": run["runId"]}}).json()
    assert undone["data"]["undoConsolidation"] == {"runId": run["runId"], "changes": 2}
    assert dump(memory.store, namespace) == before


@pytest.mark.parametrize("short, long, how", [
    ("PG", "PostgreSQL", "letters"), ("Postgres", "PostgreSQL", "prefix"), ("GCP", "Google Cloud Platform", "initials"),
    ("Swift", "SwiftUI", None), ("poetry", "poetry.lock", None), ("DAG", "Dagster", None), ("Java", "JavaScript", None),
    ("React", "React Native", None), ("Vite", "Vitest", None), ("Docker", "Dockerfile", None),
])
def test_abbreviations_are_read_from_the_shape_of_names(short: str, long: str, how: str | None) -> None:
    assert abbreviation(short, long) == how


def test_an_entity_a_timeline_owns_survives_and_is_never_merged_away(memory: Memory) -> None:
    names = ["Quill-Post", "Quillpost", "QuillPost"]
    vectors = memory.embedder.embed(names)
    rows = [{"id": f"e{k}", "name": name, "aliases": [], "embedding": vector.tolist(), "ideas": [f"i{k}"],
             "degree": 5 - k, "owned": k > 0} for k, (name, vector) in enumerate(zip(names, vectors))]

    merges = plan_entity_merges(rows, {}, set())

    assert [(m.merged_name, m.survivor_name) for m in merges] == [("Quill-Post", "Quillpost")]
