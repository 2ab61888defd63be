"""Fixtures: one real Neo4j for the whole run (started by graphmem itself), a namespace per test."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings as hypothesis_settings

from graphmem import neo4j_local
from graphmem.config import Settings, load_settings
from graphmem.integrations.mcp_server import LazyMemory
from graphmem.service import Memory
from tests.live_service import free_port

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data"

# Fuzz tests run the same examples on every run ("ci", the default: a failure reproduces), or
# explore new ones with ten times as many ("explore", `make fuzz`: random seed, printed on failure).
FUZZ_PROFILES = {"ci": 1, "explore": 10}
FUZZ_PROFILE = os.environ.get("GRAPHMEM_FUZZ_PROFILE", "ci")
for _name in FUZZ_PROFILES:
    hypothesis_settings.register_profile(_name, derandomize=_name == "ci", deadline=None, database=None,
                                         suppress_health_check=list(HealthCheck), print_blob=True)
hypothesis_settings.load_profile(FUZZ_PROFILE)


def fuzz_examples(count: int) -> int:
    """How many examples a fuzz test runs under the loaded profile."""
    return count * FUZZ_PROFILES[FUZZ_PROFILE]


@pytest.fixture(scope="session")
def test_env() -> Iterator[dict[str, str]]:
    """Environment for graphmem in tests: its own Neo4j home and ports, auth off, or an external
    server when GRAPHMEM_TEST_NEO4J_URI is set; the home is deleted after the run."""
    home = tempfile.mkdtemp(prefix="graphmem-test-")
    env = {
        "GRAPHMEM_HOME": home,
        "GRAPHMEM_NEO4J_AUTH": "false",
        "GRAPHMEM_NEO4J_BOLT_PORT": str(free_port()),
        "GRAPHMEM_NEO4J_HTTP_PORT": str(free_port()),
        "GRAPHMEM_NEO4J_HEAP": "1g",
        "GRAPHMEM_NEO4J_PAGECACHE": "512m",
        "GRAPHMEM_NAMESPACE": "default",
        # Nothing listens here unless a test serves on it: the command line and the MCP server
        # go through a running service, and another one on the default port is not the test's.
        "GRAPHMEM_PORT": str(free_port()),
        "GRAPHMEM_API_KEYS": "",
        "GRAPHMEM_ALLOWED_HOSTS": "",
        "GRAPHMEM_CLAUDE_PROJECTS_DIR": str(Path(home) / "claude-projects"),
        "GRAPHMEM_LLM_BASE_URL": "",
    }
    if os.environ.get("GRAPHMEM_TEST_NEO4J_URI"):
        env["GRAPHMEM_NEO4J_URI"] = os.environ["GRAPHMEM_TEST_NEO4J_URI"]
    try:
        yield env
    finally:
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="session")
def settings(test_env: dict[str, str]) -> Settings:
    """Settings for the test server."""
    return load_settings({**os.environ, **test_env})


@pytest.fixture(scope="session")
def neo4j_server(settings: Settings) -> Iterator[Settings]:
    """A real Neo4j 5.26 started through graphmem's own manager; stopped at the end of the run."""
    if settings.manages_local_neo4j:
        neo4j_local.start(settings, timeout_s=180)
    yield settings
    if settings.manages_local_neo4j:
        neo4j_local.stop(settings)


@contextlib.contextmanager
def separate_neo4j(settings: Settings) -> Iterator[Settings]:
    """A second real Neo4j with its own home and ports, deleted afterwards: for a test that stops
    its server, or whose assertions depend on what else an index holds (BM25 statistics)."""
    home = tempfile.mkdtemp(prefix="graphmem-own-")
    own = replace(settings, home=home, neo4j_uri="", neo4j_auth=False, neo4j_bolt_port=free_port(),
                  neo4j_http_port=free_port(), neo4j_heap="512m", neo4j_pagecache="64m")
    try:
        neo4j_local.start(own, timeout_s=180)  # a start that fails leaves no server or home behind
        yield own
    finally:
        neo4j_local.stop(own)
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="session")
def memory(neo4j_server: Settings) -> Iterator[Memory]:
    """The Memory facade on the test server, with the real embedding model and schema applied."""
    mem = Memory(neo4j_server)
    mem.ensure_schema()
    yield mem
    mem.close()


@pytest.fixture
def namespace() -> str:
    """A fresh namespace, so tests never see each other's memories."""
    return f"t-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def cli_env(neo4j_server: Settings, test_env: dict[str, str]) -> dict[str, str]:
    """Environment for running the real `graphmem` command against the test server."""
    return {**os.environ, **test_env}


class SharedMemory(LazyMemory):
    """The MCP server's lazy Memory, already loaded: the test's own."""

    def __init__(self, memory: Memory) -> None:
        super().__init__(memory.settings)
        self.memory = memory

    def get(self) -> Memory:
        return self.memory


@pytest.fixture
def transcripts(test_env: dict[str, str]) -> Path:
    """A folder of this test's own in the Claude projects folder (GRAPHMEM_CLAUDE_PROJECTS_DIR),
    where hooks take transcripts from, as Claude Code's ~/.claude/projects/<project>/."""
    folder = Path(test_env["GRAPHMEM_CLAUDE_PROJECTS_DIR"]) / f"-tmp-project-{uuid.uuid4().hex[:8]}"
    folder.mkdir(parents=True)
    return folder
