"""Faults: nothing lost, nothing duplicated when an ingest is killed, runs twice at once, or its
embedding model fails mid-batch; and a service whose Neo4j goes away fails fast, then recovers.

Every fault ends in the graph of one clean ingest of the same transcript into another namespace:
the same nodes per label, relationships per type and content per label (tests/snapshot.py).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

import numpy as np
import pytest

from benchmarks.generate import grow
from graphmem import neo4j_local
from graphmem.api.app import create_app
from graphmem.config import Settings
from graphmem.embed import Embedder
from graphmem.errors import GraphmemError
from graphmem.ingest import pipeline
from graphmem.ingest.pipeline import BATCH_TURNS
from graphmem.ingest.duplicates import DUPLICATE_COSINE
from graphmem.integrations.hook_queue import drain_in_thread, ingest_summary, transcript_job
from graphmem.model import SessionRecord, TurnRecord
from graphmem.service import Memory
from graphmem.ids import session_id, turn_id
from graphmem.store.log import write_log
from graphmem.store.batch_writes import BatchWrite, write_batch
from tests.conftest import DATA, REPO, separate_neo4j
from tests.live_service import local_client
from tests.reporting import print_to_terminal
from tests.snapshot import GraphSnapshot, snapshot

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")
CHAT = DATA / "chat" / "locomo_dev.chat.json"


def first_sessions_over(data: dict, turns: int) -> list[dict]:
    """The fewest leading sessions holding more than `turns` turns."""
    taken, count = [], 0
    for session in data["sessions"]:
        taken.append(session)
        count += len(session["turns"])
        if count > turns:
            return taken
    raise AssertionError(f"the dev conversation has fewer than {turns} turns")


@pytest.fixture(scope="module")
def transcript(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The first sessions of the LoCoMo dev conversation as a graphmem chat file."""
    data = json.loads(CHAT.read_text())
    # Two processing batches at least (BATCH_TURNS and the rest), so a kill can land between them.
    data["sessions"] = first_sessions_over(data, BATCH_TURNS + 150)
    path = tmp_path_factory.mktemp("faults") / "locomo_head.chat.json"
    path.write_text(json.dumps(data))
    return path


@pytest.fixture(scope="module")
def clean(memory: Memory, transcript: Path) -> GraphSnapshot:
    """The graph of one uninterrupted ingest of the transcript, in a namespace of its own."""
    ns = f"t-clean-{os.getpid()}-{time.monotonic_ns()}"
    memory.ingest([transcript], ns, "chat")
    return snapshot(memory.store, ns)


def ingest_command(transcript: Path, namespace: str) -> list[str]:
    """The real `graphmem ingest` a user runs."""
    return [GRAPHMEM, "ingest", str(transcript), "--format", "chat", "--namespace", namespace, "--json"]


def assert_same_graph(memory: Memory, namespace: str, clean: GraphSnapshot) -> None:
    """The namespace holds exactly the graph of the clean ingest."""
    got = snapshot(memory.store, namespace)
    assert got.nodes == clean.nodes, (got.nodes, clean.nodes)
    assert got.relationships == clean.relationships, (got.relationships, clean.relationships)
    assert got.hashes == clean.hashes, json.dumps(clean.differences(got), indent=1, ensure_ascii=False)[:4000]


KILL_POINTS = {
    # Turns logged, the first batch not processed yet.
    "before processing": lambda c: 0 < c["turns"] == c["pending"],
    # One batch processed and committed, the next one not yet.
    "between batches": lambda c: 0 < c["pending"] < c["turns"],
    # Every batch processed; spans and relations being rebuilt.
    "while relating": lambda c: c["turns"] > 0 and c["pending"] == 0 and c["ideas"] > 0,
}


@pytest.mark.parametrize("point", list(KILL_POINTS))
def test_ingest_killed_then_rerun_equals_a_clean_ingest(
        memory: Memory, cli_env: dict[str, str], namespace: str, transcript: Path, clean: GraphSnapshot,
        request: pytest.FixtureRequest, point: str) -> None:
    proc = subprocess.Popen(ingest_command(transcript, namespace), env=cli_env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 300
    at_kill: dict[str, int] = {}
    while time.monotonic() < deadline and proc.poll() is None:
        counts = memory.stats(namespace)
        if KILL_POINTS[point](counts):
            os.kill(proc.pid, signal.SIGKILL)
            at_kill = counts
            break
        time.sleep(0.02)
    proc.wait(timeout=30)
    assert at_kill, f"the ingest ended before it could be killed {point}: {proc.stderr.read().decode()[-2000:]}"
    assert proc.returncode == -signal.SIGKILL
    print_to_terminal(request, f"kill -9 {point} with {at_kill['turns'] - at_kill['pending']}/{at_kill['turns']} "
                               "turns processed")
    left = memory.stats(namespace)
    assert left["turns"] == clean.nodes["Turn"], "the raw turns were committed before any processing"

    rerun = subprocess.run(ingest_command(transcript, namespace), env=cli_env, capture_output=True,
                           text=True, timeout=600)
    assert rerun.returncode == 0, rerun.stderr
    assert json.loads(rerun.stdout)["totals"]["pending"] == 0
    assert_same_graph(memory, namespace, clean)


def test_a_repeated_idea_merges_in_a_large_namespace_however_crowded_the_vector_index(
        memory: Memory, own_neo4j: Settings, namespace: str, tmp_path: Path) -> None:
    """Which stored idea a new one repeats is decided exactly at any namespace size: an
    approximate index that another namespace crowds with closer look-alikes must not decide it,
    or an ingest killed and run again could keep ideas a clean one merges. (A server of its own:
    9,100 generated ideas would weigh on every other test's indexes.)"""
    first = "We decided to deploy the billing service on Thursdays after the standup."
    again = "We decided to deploy the billing service every Thursday after standup."
    vectors = memory.embedder.embed([first, again])
    assert DUPLICATE_COSINE <= float(vectors[0] @ vectors[1]) < 0.99
    large = Memory(own_neo4j, embedder=memory.embedder)
    large.ensure_schema()
    grow(large.store, namespace, 5_001)  # 8,000 generated ideas, beyond any exact-scan cut-off
    write_copies(large, f"{namespace}-crowd", "decision", vectors[1], 1_100)
    for number, text in enumerate((first, again)):
        path = tmp_path / f"s{number}.chat.json"
        path.write_text(json.dumps({"format": "graphmem-chat/1", "sessions": [{"id": f"deploy/s{number}", "turns": [
            {"id": f"deploy/s{number}#1", "speaker": "dev", "role": "user", "at": f"2024-0{number + 1}-01T10:00:00",
             "text": text}]}]}))
        large.ingest([path], namespace, "chat")
    ideas = large.store.query("""MATCH (i:Idea {namespace: $ns}) WHERE i.text CONTAINS 'billing service'
                                 RETURN i.text AS text, COUNT { (i)-[:FROM]->() } AS turns""", ns=namespace)
    large.close()
    assert ideas == [{"text": first, "turns": 2}], ideas


def write_copies(memory: Memory, namespace: str, intent: str, vector: np.ndarray, copies: int) -> None:
    """`copies` ideas of one intent in a namespace of their own, each a slightly moved copy of
    `vector` (cosine about 0.998 with it)."""
    rng = np.random.default_rng(19)
    moved = vector + rng.standard_normal((copies, len(vector))).astype(np.float32) * 0.003
    moved /= np.linalg.norm(moved, axis=1, keepdims=True)
    session = SessionRecord("crowd/s1", "generated", title=None, started_at=datetime(2023, 1, 1, tzinfo=timezone.utc))
    session.turns.append(TurnRecord("crowd/s1", "crowd/s1#1", 1, "user", "user", "copies", session.started_at))
    memory.store.write(write_log, namespace, [session])
    turn = turn_id(namespace, "crowd/s1", "crowd/s1#1")
    rows = BatchWrite(ideas=[{"id": f"copy-{i}", "intent": intent, "text": f"copy {i}", "importance": 0.5,
                              "confidence": 0.7, "at": session.started_at, "embedding": moved[i].tolist(),
                              "session_id": session_id(namespace, "crowd/s1"), "turn_id": turn, "tags": []}
                             for i in range(copies)])
    memory.store.write(write_batch, namespace, rows)


@pytest.mark.parametrize("batch_turns", [97, 300])
def test_where_batches_start_does_not_change_the_graph(
        memory: Memory, namespace: str, transcript: Path, clean: GraphSnapshot, batch_turns: int,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Near-duplicates merge the same way wherever batches start (an ingest resumed after a kill,
    or fed by a growing transcript, starts them elsewhere than a clean one). Scores computed from
    embeddings may differ in the last digits: a model embeds a text a little differently beside
    other texts."""
    monkeypatch.setattr(pipeline, "BATCH_TURNS", batch_turns)
    memory.ingest([transcript], namespace, "chat")
    got = snapshot(memory.store, namespace)
    assert (got.nodes, got.relationships) == (clean.nodes, clean.relationships)
    assert not clean.differences(got, tolerance=0.002), json.dumps(clean.differences(got, 0.002), indent=1)[:4000]


def test_two_processes_ingesting_the_same_transcript_at_once_store_it_once(
        memory: Memory, cli_env: dict[str, str], namespace: str, transcript: Path, clean: GraphSnapshot) -> None:
    procs = [subprocess.Popen(ingest_command(transcript, namespace), env=cli_env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outputs = [p.communicate(timeout=600) for p in procs]
    for proc, (stdout, stderr) in zip(procs, outputs):
        assert proc.returncode == 0, stderr
        assert "error" not in stderr.lower() and "deadlock" not in stderr.lower(), stderr
        assert json.loads(stdout)["totals"]["turns"] == clean.nodes["Turn"]
    assert_same_graph(memory, namespace, clean)


class FailingEmbedder:
    """The real model, crashing on its Nth call: a model (or its endpoint) failing mid-ingest."""

    def __init__(self, model: Embedder, fail_on_call: int) -> None:
        self.model = model
        self.dimension = model.dimension
        self.name = model.name
        self.fail_on_call = fail_on_call
        self.calls = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        """Delegate to the real model, except on the failing call."""
        return self.embed_with_token_sums(texts)[0]

    def embed_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Delegate to the real model, except on the failing call."""
        self.calls += 1
        if self.calls == self.fail_on_call:
            raise RuntimeError("embedding model crashed (injected by the test)")
        return self.model.embed_with_token_sums(texts)


def test_embedding_model_failing_mid_batch_keeps_the_turns_and_writes_no_half_batch(
        memory: Memory, namespace: str, transcript: Path, clean: GraphSnapshot) -> None:
    flaky = Memory(memory.settings, store=memory.store, embedder=FailingEmbedder(memory.embedder, fail_on_call=2))
    flaky.ensure_schema()
    with pytest.raises(GraphmemError, match="--resume") as failure:
        flaky.ingest([transcript], namespace, "chat")
    assert "embedding model crashed" in str(failure.value)

    counts = memory.stats(namespace)
    assert counts["turns"] == clean.nodes["Turn"], "every turn stays stored"
    assert 0 < counts["pending"] < counts["turns"], counts
    half_written = memory.store.query("""
        MATCH (t:Turn {namespace: $ns, processed: false})
        RETURN count(t.embedding) AS embedded,
               COUNT { MATCH (:Idea {namespace: $ns})-[:FROM]->(t) } AS ideas""", ns=namespace)
    assert all(r["embedded"] == 0 and r["ideas"] == 0 for r in half_written), half_written

    memory.resume(namespace)
    assert_same_graph(memory, namespace, clean)


@pytest.fixture
def own_neo4j(settings: Settings) -> Iterator[Settings]:
    """A second real Neo4j, so stopping it (or filling it) harms no other test."""
    with separate_neo4j(settings) as own:
        yield own


SEARCH = """query($q: String!) { search(query: $q, limit: 3) { hits { text } } }"""


def test_service_fails_fast_while_neo4j_is_down_and_recovers_without_restart(
        memory: Memory, own_neo4j: Settings, request: pytest.FixtureRequest, transcripts: Path) -> None:
    # A generous timeout for the first queries of a cold server on shared cores; failing fast
    # while Neo4j is down does not depend on it.
    service_memory = Memory(replace(own_neo4j, request_timeout_s=60.0), embedder=memory.embedder)
    with local_client(create_app(service_memory)) as client:
        service_memory.remember("We deploy on Thursdays.", "default")
        up = client.post("/graphql", json={"query": SEARCH, "variables": {"q": "deploy day"}})
        assert "errors" not in up.json(), up.text
        assert client.get("/healthz").json()["ok"] is True

        neo4j_local.stop(own_neo4j)

        started = time.monotonic()
        down = client.post("/graphql", json={"query": SEARCH, "variables": {"q": "deploy day"}})
        took = time.monotonic() - started
        assert took < 5.0, f"search took {took:.1f}s with Neo4j down"
        message = down.json()["errors"][0]["message"]
        assert "Neo4j" in message and "graphmem neo4j start" in message, message
        assert "Traceback" not in down.text

        started = time.monotonic()
        health = client.get("/healthz")
        assert time.monotonic() - started < 5.0
        assert health.status_code == 503 and health.json()["neo4j"] is False, health.text

        rest = client.post("/v1/memory/ingest", json={"session_summary": "We moved CI to GitHub Actions."})
        assert rest.status_code == 503 and "Neo4j" in rest.json()["error"], rest.text
        print_to_terminal(request, f"Neo4j down: search failed in {took:.2f}s: {message}")

        # A Stop hook's hand-off during the outage: accepted at once, ingested once Neo4j is back.
        shutil.copy(DATA / "claude_code" / "spotter__short.jsonl", transcripts / "during-outage.jsonl")
        started = time.monotonic()
        drainer = drain_in_thread(own_neo4j, transcript_job(own_neo4j, str(transcripts / "during-outage.jsonl"), "outage"),
                                  lambda paths, ns: ingest_summary(service_memory.ingest([Path(p) for p in paths], ns)))
        assert time.monotonic() - started < 1.0
        time.sleep(3)  # the drainer meets the outage, re-marks the file and waits

        neo4j_local.start(own_neo4j, timeout_s=180)
        drainer.join(timeout=180)
        assert not drainer.is_alive()
        assert service_memory.stats("outage")["turns"] > 0 and service_memory.stats("outage")["pending"] == 0

        deadline = time.monotonic() + 60
        while client.get("/healthz").status_code != 200 and time.monotonic() < deadline:
            time.sleep(0.5)
        assert client.get("/healthz").json()["ok"] is True
        back = client.post("/graphql", json={"query": SEARCH, "variables": {"q": "deploy day"}})
        assert "errors" not in back.json(), back.text
        assert any("Thursdays" in h["text"] for h in back.json()["data"]["search"]["hits"])
