"""A small run of the loopback load test (benchmarks/load.py): mixed search and REST ingest
against the real `graphmem serve`, several requests in flight at once, every one answered
without error. (The rate the machine sustains is measured by `python -m benchmarks.load`.)"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from benchmarks.load import markdown, run_step, seed_file, serve
from graphmem.service import Memory
from tests.reporting import print_to_terminal

REQUESTS = 200
RATE = 8.0
IN_FLIGHT = 2


def test_two_hundred_mixed_requests_without_an_error(memory: Memory, namespace: str, cli_env: dict[str, str],
                                                     tmp_path: Path, request: pytest.FixtureRequest) -> None:
    memory.ingest([seed_file(tmp_path, sessions=2)], namespace, "chat")
    with serve(cli_env, tmp_path / "serve.log") as base:
        step = asyncio.run(run_step(base, namespace, RATE, REQUESTS, cap_s=60.0, max_in_flight=IN_FLIGHT))
    print_to_terminal(request, markdown([step]))
    assert step.completed == REQUESTS and step.searches == 180 and step.ingests == 20
    assert step.errors == 0, step.first_error
    assert memory.stats(namespace)["sessions"] == 2 + 20
