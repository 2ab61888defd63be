"""Costly requests: list arguments that repeat a value thousands of times, and work that runs past
its time limit, are answered or ended, and never leave Neo4j busy after the answer.

Three small requests must not take Neo4j down: a kind repeated in `search(kinds: ...)` must
not cost a subquery each, and a request that times out must not leave its transaction running.
"""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import httpx
import pytest

from graphmem.config import Settings
from graphmem.errors import BadInput, TimedOut
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from graphmem.store.driver import deadline
from tests.live_service import running_service

SEARCH = """query($q: String!, $ns: String, $kinds: [HitKind!], $intents: [Intent!], $tags: [String!]) {
  search(query: $q, namespace: $ns, kinds: $kinds, intents: $intents, tags: $tags) { hits { text } } }"""
REQUEST_TIMEOUT_S = 5.0
# A statement no index serves: it runs until something ends it.
ENDLESS = "UNWIND range(1, 4000000000) AS x WITH x WHERE x < 0 RETURN count(*) AS n"


def lingering(memory: Memory, older_than_s: float) -> list[dict[str, Any]]:
    """Transactions Neo4j has been running for longer than `older_than_s` (while a statement is
    still being planned, its text is not shown yet, so they are told apart by age)."""
    return memory.store.execute("""
        SHOW TRANSACTIONS YIELD transactionId, currentQuery, elapsedTime, status
        WHERE elapsedTime.milliseconds > $ms RETURN transactionId, currentQuery, status""", ms=older_than_s * 1000)


def test_three_searches_repeating_a_kind_3000_times_leave_neo4j_healthy_and_idle(
        memory: Memory, neo4j_server: Settings, namespace: str) -> None:
    memory.remember("We decided to keep invoices for ten years in cold storage.", namespace, "decision")
    hostile = {"query": SEARCH, "variables": {"q": "how long do we keep invoices?", "ns": namespace,
                                              "kinds": ["IDEA"] * 3000, "intents": ["DECISION"] * 3000,
                                              "tags": []}}
    fast = replace(neo4j_server, request_timeout_s=REQUEST_TIMEOUT_S)
    with running_service(fast, memory) as port, httpx.Client(base_url=f"http://127.0.0.1:{port}",
                                                             timeout=120) as client:
        started = time.monotonic()
        with ThreadPoolExecutor(3) as pool:
            answers = list(pool.map(lambda _: client.post("/graphql", json=hostile), range(3)))
        time.sleep(1.0)
        assert client.get("/healthz").status_code == 200
        left = lingering(memory, 2.0)
        assert not left, f"transactions still running {time.monotonic() - started:.0f} s after the requests: {left}"
    for answer in answers:
        assert answer.status_code == 200 and "errors" not in answer.json(), answer.text
        assert [h["text"] for h in answer.json()["data"]["search"]["hits"]][:1] == [
            "We decided to keep invoices for ten years in cold storage."]


def test_every_list_argument_is_deduplicated_and_bounded(memory: Memory, namespace: str) -> None:
    repeated = SearchRequest(query="invoices", namespace=namespace, kinds=("idea",) * 3000 + ("fact",),
                             intents=("decision",) * 3000, tags=("billing",) * 3000)
    assert (repeated.kinds, repeated.intents, repeated.tags) == (("idea", "fact"), ("decision",), ("billing",))
    with pytest.raises(BadInput, match="at most 50"):
        SearchRequest(query="invoices", namespace=namespace, tags=tuple(f"tag-{i}" for i in range(51)))
    with pytest.raises(BadInput, match="unknown intents"):
        SearchRequest(query="invoices", namespace=namespace, intents=("decision", "rumour"))
    with pytest.raises(BadInput, match="at most 50"):
        memory.remember("We tag everything.", namespace, tags=[f"tag-{i}" for i in range(51)])
    with pytest.raises(BadInput, match="longer than 100 characters"):
        memory.remember("We tag everything.", namespace, tags=["x" * 101])
    assert memory.recent_ideas(namespace, 10, ["decision"] * 3000) == []
    assert memory.stats(namespace)["ideas"] == 0


def test_lists_too_long_for_any_route_are_refused_before_graphql_reads_them(
        memory: Memory, neo4j_server: Settings, namespace: str) -> None:
    huge = {"query": SEARCH, "variables": {"q": "invoices", "ns": namespace, "kinds": ["IDEA"] * 200_000}}
    with running_service(neo4j_server, memory) as port:
        answer = httpx.post(f"http://127.0.0.1:{port}/graphql", content=json.dumps(huge),
                            headers={"content-type": "application/json"}, timeout=60)
    assert answer.status_code == 400 and "at most 10000" in answer.json()["error"], answer.text


def test_work_past_its_deadline_is_ended_by_neo4j(memory: Memory) -> None:
    started = time.monotonic()
    with pytest.raises(TimedOut, match="time limit"), deadline(1.0):
        memory.store.query(ENDLESS)
    assert time.monotonic() - started < 10
    assert not lingering(memory, 1.0)
