"""The LLM paths: `--enrich`, graphiti-core over graphmem's graph, HyDE, and distrust of model output.

Tests marked `llm` run against a real llama-cpp-python server with SmolLM2-135M (tests/llm_server);
they check plumbing and robustness, not the quality of a 135M model's answers.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from graphmem.api.app import create_app
from graphmem.errors import NotConfigured
from graphmem.ingest.enrich import build_enrichment
from graphmem.model import SILENT_KINDS
from graphmem.ingest.llm_schema import parse_extraction, response_schema
from graphmem.integrations.graphiti_adapter import graphiti_search
from graphmem.service import Memory
from graphmem.store.enrichment import read_unread_turns, write_enrichment
from graphmem.ids import turn_id
from tests.conftest import REPO
from tests.live_service import local_client
from tests.llm_server import llm_env, llm_memory, llm_settings  # noqa: F401  (fixtures)

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")

CONVERSATION = {
    "format": "graphmem-chat/1",
    "sessions": [{
        "id": "ops/s1", "title": "Error tracking", "started_at": "2024-03-04T09:00:00",
        "turns": [
            {"id": "ops/s1#1", "speaker": "dana", "role": "user", "at": "2024-03-04T09:00:00",
             "text": "Rollbar keeps dropping events from the mobile app. Should we look at alternatives?"},
            {"id": "ops/s1#2", "speaker": "assistant", "role": "assistant", "at": "2024-03-04T09:01:00",
             "text": "Sentry groups mobile crashes better and has a free tier that covers our volume."},
            {"id": "ops/s1#3", "speaker": "dana", "role": "user", "at": "2024-03-04T09:05:00",
             "text": "OK, we decided: we switched from Rollbar to Sentry today. TODO: remove the Rollbar SDK."},
        ],
    }],
}


def write_conversation(folder: Path) -> Path:
    path = folder / "ops.chat.json"
    path.write_text(json.dumps(CONVERSATION), encoding="utf-8")
    return path


def graph_counts(memory: Memory, namespace: str) -> dict[str, int]:
    """Node and relation counts of the namespace, as `graphmem stats` shows them."""
    return {k: v for k, v in memory.stats(namespace).items() if k != "pending"}


def llm_records(memory: Memory, namespace: str) -> list[dict]:
    """Everything in the namespace the LLM added, with the turns it came from."""
    return memory.store.query("""
        MATCH (i:Idea {namespace: $ns, method: 'llm'})-[:FROM]->(t:Turn {namespace: $ns})
        RETURN 'idea' AS kind, i.id AS id, i.intent AS intent, i.text AS text, t.external_id AS turn
        UNION ALL
        MATCH (c:Claim {namespace: $ns, source: 'llm'})-[:FROM]->(t:Turn {namespace: $ns})
        RETURN 'claim' AS kind, c.id AS id, c.kind AS intent, c.object_name AS text, t.external_id AS turn
        UNION ALL
        MATCH (e:Entity {namespace: $ns, method: 'llm'})
        RETURN 'entity' AS kind, e.id AS id, e.kind AS intent, e.name AS text, null AS turn
        """, ns=namespace)


# --- model output is never trusted (no server needed) ------------------------------------------

def test_a_model_answer_keeps_valid_records_repairs_slips_and_counts_what_it_drops() -> None:
    answer = """Here you go:
```json
{"ideas": [
   {"turn": "t1", "intent": "Decisions", "text": "  We   use Sentry now ", "importance": "0.9"},
   {"turn": "T7", "intent": "decision", "text": "A turn that does not exist", "importance": 0.5},
   {"turn": "T2", "intent": "musing", "text": "An intent that does not exist", "importance": 0.5},
   {"turn": 2, "intent": "todo", "text": "Remove the Rollbar SDK", "importance": 7},
   "not a record"],
 "entities": [{"name": "Sentry", "kind": "Error Tracking"}, {"name": "", "kind": "x"}],
 "claims": [
   {"turn": "T1", "kind": "Switched to", "thing": "Sentry", "slot": "error tracking", "replaces": "Rollbar",
    "when": "2024-03-04T09:05:00Z"},
   {"turn": "T2", "kind": "state", "thing": "Sentry", "replaces": "sentry", "when": null},
   {"turn": "T2", "kind": "dropped", "thing": "Rollbar", "replaces": "", "when": "last spring"},
   {"turn": "T2", "kind": "musing", "thing": "Bugsnag"}]}
```"""
    found = parse_extraction(answer, turn_count=2)
    assert [(i.turn, i.intent.value, i.text, i.importance) for i in found.ideas] == [
        ("T1", "decision", "We use Sentry now", 0.9), ("T2", "todo", "Remove the Rollbar SDK", 1.0)]
    assert [(e.name, e.kind) for e in found.entities] == [("Sentry", "error_tracking")]
    assert [(c.kind.value, c.thing, c.slot, c.replaces, str(c.when)) for c in found.claims] == [
        ("change", "Sentry", "error tracking", "Rollbar", "2024-03-04"), ("end", "Rollbar", "", None, "None")]
    assert found.dropped == {"idea names an unknown turn": 1, "idea has an unknown intent": 1,
                             "invalid idea (not an object)": 1, "invalid entity (name)": 1,
                             "claim replaces a thing with itself": 1, "claim has an unknown kind": 1}


def test_an_answer_cut_off_by_the_token_limit_keeps_its_complete_records() -> None:
    answer = ('{"ideas": [{"turn": "T1", "intent": "decision", "text": "We use \\"Sentry\\" [for] {errors}", '
              '"importance": 0.8}, {"turn": "T2", "intent": "todo", "text": "Remove the Rol')
    found = parse_extraction(answer, turn_count=2)
    assert [i.text for i in found.ideas] == ['We use "Sentry" [for] {errors}']
    assert found.dropped == {"answer was cut off (its complete records are kept)": 1}


@pytest.mark.parametrize("answer", [
    "", "Sorry, I cannot help with that.", '{"ideas": [{"turn": "T1", "intent": "decision"',
    "[1, 2, 3]", "null", '{"ideas": {"turn": "T1"}}', '{"ideas": [{"turn": "T1", "intent": "fact", "text": "' + "x" * 500 + '"}]}',
])
def test_answers_that_are_not_usable_drop_records_and_never_raise(answer: str) -> None:
    found = parse_extraction(answer, turn_count=3)
    assert not found.ideas and not found.entities and not found.claims
    assert sum(found.dropped.values()) == 1


def test_the_schema_sent_to_the_server_allows_only_this_batch_s_turns_and_known_intents() -> None:
    schema = response_schema(turn_count=2)
    idea = schema["properties"]["ideas"]["items"]["properties"]
    assert idea["turn"]["enum"] == ["T1", "T2"]
    assert "decision" in idea["intent"]["enum"] and "musing" not in idea["intent"]["enum"]
    assert schema["properties"]["claims"]["maxItems"] == 6
    claim = schema["properties"]["claims"]["items"]["properties"]
    assert "change" in claim["kind"]["enum"] and "revert" in claim["kind"]["enum"]


def test_the_same_model_answer_stored_twice_adds_nothing_and_a_restated_change_adds_no_state(
        memory: Memory, namespace: str, tmp_path: Path) -> None:
    memory.ingest([write_conversation(tmp_path)], namespace)
    heuristic = {f.id: f for f in memory.timeline("Sentry", namespace)}
    turns = memory.store.read(read_unread_turns, namespace, "enriched", 10, SILENT_KINDS)
    answer = parse_extraction(json.dumps({
        "ideas": [{"turn": "T3", "intent": "todo", "text": "Remove the Rollbar SDK from the mobile app",
                   "importance": 0.7}],
        "entities": [{"name": "Rollbar SDK", "kind": "library"}],
        "claims": [{"turn": "T3", "kind": "change", "thing": "Sentry", "slot": "error tracking",
                    "replaces": "Rollbar", "when": "2024-03-04"}]}), len(turns))

    def store_answer() -> dict[str, int]:
        batch = build_enrichment(memory.store, memory.embedder, namespace, turns, answer)
        ids = [turn_id(namespace, t.session_external_id, t.external_id) for t in turns]
        memory.store.write(write_enrichment, namespace, batch, ids, "test-model")
        return graph_counts(memory, namespace)

    first = store_answer()
    assert store_answer() == first and first["ideas"] > 0
    records = {(r["kind"], r["text"], r["turn"]) for r in llm_records(memory, namespace)}
    assert records == {("idea", "Remove the Rollbar SDK from the mobile app", "ops/s1#3"),
                       ("entity", "Rollbar SDK", None), ("claim", "Sentry", "ops/s1#3")}
    # The model's claim is the change the heuristics read: the timeline keeps its two states.
    memory.resume(namespace)
    assert {f.id for f in memory.timeline("Sentry", namespace)} == set(heuristic)
    assert [f.object for f in memory.timeline("Sentry", namespace)] == ["Rollbar", "Sentry"]


# --- without an LLM configured -------------------------------------------------------------------

def test_enrich_without_an_llm_says_which_setting_is_missing(memory: Memory, namespace: str, tmp_path: Path,
                                                             cli_env: dict[str, str]) -> None:
    with pytest.raises(NotConfigured, match="GRAPHMEM_LLM_BASE_URL"):
        memory.enrich(namespace)
    done = subprocess.run([GRAPHMEM, "ingest", str(write_conversation(tmp_path)), "--namespace", namespace,
                           "--enrich"], env=cli_env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "GRAPHMEM_LLM_BASE_URL" in done.stderr
    done = subprocess.run([GRAPHMEM, "enrich", "--namespace", namespace], env=cli_env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "GRAPHMEM_LLM_BASE_URL" in done.stderr


# --- graphiti-core reads graphmem's graph (no LLM involved) --------------------------------------

def test_graphiti_search_finds_graphmem_facts_in_their_namespace_only(memory: Memory, namespace: str,
                                                                      tmp_path: Path) -> None:
    memory.ingest([write_conversation(tmp_path)], namespace)
    facts = {f.id: f for f in memory.timeline("Sentry", namespace)}
    assert facts, "the heuristic pass should have stored the switch to Sentry as a fact"
    found = graphiti_search(memory.settings, "which error tracker do we use", namespace, limit=5,
                            embedder=memory.embedder, store=memory.store)
    assert found and {f.uuid for f in found} <= set(memory.store.query(
        "MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->() RETURN collect(f.uuid) AS ids", ns=namespace)[0]["ids"])
    same = [f for f in found if f.uuid in facts]
    assert {f.object for f in same} == {"Sentry", "Rollbar"}
    for f in same:
        mine = facts[f.uuid]
        assert (f.subject, f.predicate, f.object) == (mine.subject, mine.predicate, mine.object)
        assert (f.valid_at, f.invalid_at) == (mine.valid_from, mine.valid_to) and f.episodes
    assert graphiti_search(memory.settings, "which error tracker do we use", f"{namespace}-other",
                           embedder=memory.embedder, store=memory.store) == []


# --- with the real local LLM ---------------------------------------------------------------------

@pytest.mark.llm
def test_enrich_adds_llm_records_with_provenance_once(llm_memory: Memory, namespace: str, tmp_path: Path) -> None:
    llm_memory.ingest([write_conversation(tmp_path)], namespace)
    before = graph_counts(llm_memory, namespace)
    report = llm_memory.enrich(namespace)
    assert report.turns == 3 and report.batches == 1
    added = llm_records(llm_memory, namespace)
    print(f"enrich: {report.seconds:.1f} s, added {report.added}, dropped {report.dropped}, records {added}")
    assert added, f"the model's answer left nothing: dropped {report.dropped}"
    assert all(r["turn"] in {"ops/s1#1", "ops/s1#2", "ops/s1#3"} for r in added if r["kind"] != "entity")
    after = graph_counts(llm_memory, namespace)
    assert after["turns"] == before["turns"] and after["sessions"] == before["sessions"]

    again = llm_memory.enrich(namespace)
    assert again.turns == 0 and graph_counts(llm_memory, namespace) == after


@pytest.mark.llm
def test_ingest_with_enrich_on_the_command_line(llm_env: dict[str, str], namespace: str, tmp_path: Path) -> None:
    done = subprocess.run([GRAPHMEM, "ingest", str(write_conversation(tmp_path)), "--namespace", namespace,
                           "--enrich", "--json"], env=llm_env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["added"]["turns"] == 3
    assert report["enrich"]["turns"] == 3 and report["enrich"]["model"] == llm_env["GRAPHMEM_LLM_MODEL"]
    done = subprocess.run([GRAPHMEM, "enrich", "--namespace", namespace, "--json"], env=llm_env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and json.loads(done.stdout)["turns"] == 0


@pytest.mark.llm
def test_graphiti_add_episode_runs_and_leaves_graphmem_data_intact(llm_memory: Memory, namespace: str,
                                                                   tmp_path: Path) -> None:
    llm_memory.ingest([write_conversation(tmp_path)], namespace)
    counts = graph_counts(llm_memory, namespace)
    entities = llm_memory.store.query(
        "MATCH (e:Entity {namespace: $ns}) RETURN e.id AS id, e.name AS name, e.canonical AS canonical, "
        "e.aliases AS aliases ORDER BY id", ns=namespace)
    timeline = llm_memory.timeline("Sentry", namespace)

    report = llm_memory.enrich_with_graphiti(namespace, limit=1)
    print(f"graphiti: {report}")
    assert report.episodes == 1
    assert report.stored == 1 or (report.errors and report.errors[0].startswith("episode 1 (ops/s1): "))
    assert graph_counts(llm_memory, namespace) == counts
    assert llm_memory.store.query(
        "MATCH (e:Entity {namespace: $ns}) RETURN e.id AS id, e.name AS name, e.canonical AS canonical, "
        "e.aliases AS aliases ORDER BY id", ns=namespace) == entities
    assert llm_memory.timeline("Sentry", namespace) == timeline


@pytest.mark.llm
def test_hyde_with_a_real_llm_searches_with_a_hypothetical_answer(llm_memory: Memory, namespace: str,
                                                                   tmp_path: Path) -> None:
    llm_memory.ingest([write_conversation(tmp_path)], namespace)
    client = local_client(create_app(llm_memory))
    response = client.post("/graphql", json={"query": """query($ns: String) {
        search(query: "which error tracker do we use", namespace: $ns, hyde: true) {
          hits { id text } hydeText warnings } }""", "variables": {"ns": namespace}})
    result = response.json()["data"]["search"]
    assert result["hydeText"] and result["hydeText"].strip()
    assert result["warnings"] == [] and result["hits"]
