"""A small run of the loopback load test (benchmarks/load.py): mixed search and REST ingest
against the real `graphmem serve` with API keys, several requests in flight at once, every one
answered without error, and no key or password in the server's log. (The rate the machine
sustains is measured by `python -m benchmarks.load`.)"""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from benchmarks.load import markdown, run_step, seed_file, serve
from graphmem.service import Memory
from tests.reporting import print_to_terminal

REQUESTS = 200
RATE = 8.0
IN_FLIGHT = 2
KEY = "load-key-5e2f8a91"
OTHER_KEY = "other-key-77c1d0"
PASSWORD = "neo4j-pw-4b6c2e"


def test_two_hundred_mixed_requests_without_an_error(memory: Memory, namespace: str, cli_env: dict[str, str],
                                                     tmp_path: Path, request: pytest.FixtureRequest) -> None:
    memory.ingest([seed_file(tmp_path, sessions=2)], namespace, "chat")
    env = {**cli_env, "GRAPHMEM_API_KEYS": f"{KEY}={namespace},{OTHER_KEY}={namespace}-other",
           "GRAPHMEM_NEO4J_PASSWORD": PASSWORD}
    log = tmp_path / "serve.log"
    with serve(env, log) as base:
        step = asyncio.run(run_step(base, namespace, RATE, REQUESTS, cap_s=60.0, max_in_flight=IN_FLIGHT, api_key=KEY))
        for key in (OTHER_KEY, "guessed-key-zz99", None):
            headers = {"Authorization": f"Bearer {key}"} if key else {}
            denied = httpx.post(f"{base}/v1/memory/ingest?namespace={namespace}", json={"session_summary": "x"},
                                headers=headers, timeout=60)
            assert denied.status_code == 403 and "Traceback" not in denied.text
    print_to_terminal(request, markdown([step]))
    assert step.completed == REQUESTS and step.searches == 180 and step.ingests == 20
    assert step.errors == 0, step.first_error
    assert memory.stats(namespace)["sessions"] == 2 + 20
    output = log.read_text(errors="replace")
    assert "POST /graphql" in output, output[-2000:]
    for secret in (KEY, OTHER_KEY, "guessed-key-zz99", PASSWORD):
        assert secret not in output, f"{secret} appears in the server log"
