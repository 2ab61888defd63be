"""Many graphmem processes on one Neo4j: the same transcript sent to two services at once is
stored once, a timeline build another process made stale is not written over the newer one, and
graphmem works through the routing scheme (`neo4j://`) of a single server.

Each ends in the graph of one clean ingest of the same input in a namespace of its own: the same
nodes per label, relationships per type and content per label (tests/snapshot.py).
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import httpx
import pytest

from benchmarks.load import serve, with_scheme
from graphmem.ingest import timeline_rebuild
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from tests.conftest import DATA
from tests.snapshot import GraphSnapshot, snapshot

CORPUS = DATA / "timeline_dev" / "corpus.chat.json"
PAYLOAD_SESSIONS = 10
SEARCH = """query($q: String!, $ns: String) { search(query: $q, namespace: $ns, limit: 5) { hits { text } } }"""


def session_payloads() -> list[dict[str, Any]]:
    """timeline_dev's sessions as the REST payloads an agent would post at each session's end:
    the title as the summary, what was said as the key points, dated by the session."""
    sessions = json.loads(CORPUS.read_text())["sessions"][:PAYLOAD_SESSIONS]
    return [{"session_id": s["id"], "at": s["started_at"], "session_summary": s["title"],
             "key_decisions": [f"{t['speaker']}: {t['text']}" for t in s["turns"]]} for s in sessions]


def chat_file(folder: Path, name: str, pick: slice) -> Path:
    """Some of timeline_dev's sessions as a chat file."""
    data = json.loads(CORPUS.read_text())
    data["sessions"] = data["sessions"][pick]
    path = folder / name
    path.write_text(json.dumps(data))
    return path


def assert_same_graph(got: GraphSnapshot, clean: GraphSnapshot) -> None:
    """The same nodes and relationships, and the same content up to the last digits of scores
    (a model embeds a text a little differently beside other texts)."""
    assert got.nodes == clean.nodes, (got.nodes, clean.nodes)
    assert got.relationships == clean.relationships, (got.relationships, clean.relationships)
    assert not clean.differences(got, tolerance=0.002), json.dumps(clean.differences(got, 0.002), indent=1)[:4000]


def test_three_services_sent_each_transcript_two_at_once_store_it_once(
        memory: Memory, cli_env: dict[str, str], namespace: str, tmp_path: Path) -> None:
    payloads = session_payloads()
    clean_ns = f"{namespace}-clean"
    for payload in payloads:
        memory.ingest_payload(payload, clean_ns)
    # One service connects directly, two through the routing scheme, as replicas behind a balancer may.
    uri = memory.settings.effective_neo4j_uri
    schemes = ["bolt", "neo4j", "neo4j"]
    with contextlib.ExitStack() as services:
        # A loaded machine may take more than the default 10 s (30 s for an ingest answered when done).
        env = {**cli_env, "GRAPHMEM_REQUEST_TIMEOUT_S": "120"}
        bases = [services.enter_context(serve({**env, "GRAPHMEM_NEO4J_URI": with_scheme(uri, scheme)},
                                              tmp_path / f"serve-{k}.log"))
                 for k, scheme in enumerate(schemes)]

        def post(base: str, payload: dict[str, Any]) -> httpx.Response:
            return httpx.post(f"{base}/v1/memory/ingest?namespace={namespace}&wait=true", json=payload, timeout=300)

        with ThreadPoolExecutor(max_workers=2) as pool:
            for k, payload in enumerate(payloads):
                pair = [bases[k % len(bases)], bases[(k + 1) % len(bases)]]
                answers = list(pool.map(post, pair, [payload, payload]))
                assert [a.status_code for a in answers] == [200, 200], [a.text[:500] for a in answers]
        found = [httpx.post(f"{base}/graphql", json={"query": SEARCH, "variables": {
            "q": "which error tracker did we use", "ns": namespace}}, timeout=120).json() for base in bases]
        logs = [(tmp_path / f"serve-{k}.log").read_text(errors="replace") for k in range(len(bases))]
    assert all(not answer.get("errors") and answer["data"]["search"]["hits"] for answer in found), found
    assert all("Traceback" not in text and "deadlock" not in text.lower() for text in logs), logs
    assert_same_graph(snapshot(memory.store, namespace), snapshot(memory.store, clean_ns))


def paused_on_first_build(monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Event, threading.Event]:
    """Make the first timeline build wait, after it read the claims, until told to go on;
    return (read, go on)."""
    read, go_on = threading.Event(), threading.Event()
    build: Callable[..., Any] = timeline_rebuild.build_timelines

    def first_waits(*args: Any) -> Any:
        if not read.is_set():
            read.set()
            assert go_on.wait(300), "the other process's ingest did not finish"
        return build(*args)

    monkeypatch.setattr(timeline_rebuild, "build_timelines", first_waits)
    return read, go_on


def test_a_timeline_build_read_before_another_process_wrote_does_not_replace_the_newer_one(
        memory: Memory, namespace: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Process A has read the claims for its timelines when process B ingests later sessions and
    writes timelines holding them; A's older build must not then replace B's."""
    early, late = chat_file(tmp_path, "early.chat.json", slice(0, 8)), chat_file(tmp_path, "late.chat.json", slice(8, None))
    clean_ns = f"{namespace}-clean"
    memory.ingest([early], clean_ns, "chat")
    memory.ingest([late], clean_ns, "chat")
    read, go_on = paused_on_first_build(monkeypatch)
    other = Memory(memory.settings, embedder=memory.embedder)  # a second process: its own driver
    with ThreadPoolExecutor(max_workers=1) as process_a:
        first = process_a.submit(memory.ingest, [early], namespace, "chat")
        assert read.wait(300), "process A never built its timelines"
        other.ingest([late], namespace, "chat")
        go_on.set()
        first.result(timeout=300)
    other.close()
    assert_same_graph(snapshot(memory.store, namespace), snapshot(memory.store, clean_ns))


def test_graphmem_works_through_the_routing_scheme_of_a_single_server(
        memory: Memory, namespace: str, tmp_path: Path) -> None:
    routed = Memory(replace(memory.settings, neo4j_uri=with_scheme(memory.settings.effective_neo4j_uri, "neo4j")),
                    embedder=memory.embedder)
    report = routed.ingest([chat_file(tmp_path, "head.chat.json", slice(0, 3))], namespace, "chat")
    result = routed.search(SearchRequest(query="where do we store uploaded photos", namespace=namespace, limit=5))
    stats = routed.stats(namespace)
    routed.close()
    assert routed.store.uri.startswith("neo4j://") and routed.store.bookmarks.get_bookmarks()
    assert report.totals["turns"] == stats["turns"] > 0 and stats["pending"] == 0
    assert result.hits, "a search through neo4j:// found nothing"
