"""The fast command line: search, context, remember and the fact questions go through a running
`graphmem serve` when it serves the same store, and print exactly what the direct path prints;
without a service they answer from Neo4j on ONNX Runtime and never import torch."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from graphmem.service import Memory
from tests.live_service import free_port, running_service
from tests.test_mcp import CI_HISTORY

COMMANDS = [
    ["search", "which CI did we use before GitHub Actions?", "--json"],
    ["search", "which CI did we use before GitHub Actions?"],
    ["context", "how does our CI work?", "--json"],
    ["context", "how does our CI work?"],
    ["timeline", "Jenkins", "--json"],
    ["timeline", "Jenkins"],
    ["before", "GitHub Actions"],
    ["after", "Jenkins", "--json"],
    ["search", "which CI did we use?", "--recipe", "facts-only", "--limit", "3"],
    ["before", "Quetzalcoatl"],
]


def graphmem(env: dict[str, str], *args: str, python_options: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Run `python -m graphmem` (this checkout's code), wide enough that rich does not wrap."""
    return subprocess.run([sys.executable, *python_options, "-m", "graphmem", *args],
                          env={**env, "COLUMNS": "400"}, capture_output=True, text=True, timeout=300)


def without_timing(output: str) -> str:
    """The output without what differs from one read to the next: the search's own duration (the
    title `N hits in X ms`, JSON tookMs) and a hit's strength (each read counts as a use)."""
    return "\n".join(line for line in output.splitlines()
                     if " ms" not in line and '"tookMs"' not in line and '"strength"' not in line)


def ci_history(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = tmp_path / "ci.chat.json"
    corpus.write_text(json.dumps(CI_HISTORY))
    memory.ingest([corpus], namespace, "chat")


def test_with_the_service_running_each_command_answers_through_it_with_the_same_output(
        cli_env: dict[str, str], memory: Memory, namespace: str, tmp_path: Path) -> None:
    ci_history(memory, namespace, tmp_path)
    direct_env = {**cli_env, "GRAPHMEM_NAMESPACE": namespace}
    direct = {tuple(c): graphmem(direct_env, *c, "--verbose") for c in COMMANDS}
    with running_service(memory.settings, memory) as port:
        served_env = {**direct_env, "GRAPHMEM_PORT": str(port)}
        served = {tuple(c): graphmem(served_env, *c, "--verbose") for c in COMMANDS}
        note = "We deploy the billing service on Thursdays after the standup."
        remembered = graphmem(served_env, "remember", note, "--intent", "decision", "--json", "--verbose")
    remembered_again = graphmem(direct_env, "remember", note, "--intent", "decision", "--json")

    for command in COMMANDS:
        first, second = direct[tuple(command)], served[tuple(command)]
        assert first.returncode == second.returncode == 0, (command, first.stderr, second.stderr)
        assert without_timing(second.stdout) == without_timing(first.stdout), command
        assert "answered by Neo4j at" in first.stderr and "query embedding on onnx" in first.stderr, first.stderr
        assert f"answered by the graphmem service at http://127.0.0.1:{port}" in second.stderr, second.stderr
        assert "torch imported: no" in first.stderr and "torch imported: no" in second.stderr
    assert "Jenkins" in served[("before", "GitHub Actions")].stdout
    assert "Recalled memory" in served[("context", "how does our CI work?")].stdout
    assert "no entity named 'Quetzalcoatl'" in served[("before", "Quetzalcoatl")].stdout

    assert remembered.returncode == 0 and "answered by the graphmem service" in remembered.stderr
    assert without_timing(remembered.stdout) == without_timing(remembered_again.stdout)
    assert json.loads(remembered.stdout)["intent"] == "decision"
    assert memory.stats(namespace)["ideas"] >= 1


def test_with_api_keys_the_command_line_sends_the_namespace_key_and_reads_the_rest_directly(
        cli_env: dict[str, str], memory: Memory, namespace: str, tmp_path: Path) -> None:
    ci_history(memory, namespace, tmp_path)
    keys = f"k-{namespace}={namespace}"
    with running_service(replace(memory.settings, api_keys=keys), memory) as port:
        env = {**cli_env, "GRAPHMEM_PORT": str(port), "GRAPHMEM_API_KEYS": keys}
        own = graphmem(env, "before", "GitHub Actions", "--namespace", namespace, "--json", "--verbose")
        other = graphmem(env, "before", "GitHub Actions", "--namespace", f"{namespace}-other", "--json", "--verbose")
        keyless = graphmem({**env, "GRAPHMEM_API_KEYS": ""}, "before", "GitHub Actions", "--namespace", namespace,
                           "--json", "--verbose")
    assert own.returncode == 0, own.stderr
    assert [f["object"] for f in json.loads(own.stdout)] == ["Jenkins"]
    assert f"answered by the graphmem service at http://127.0.0.1:{port}" in own.stderr
    assert other.returncode == 0 and json.loads(other.stdout) == []
    assert f"no API key in GRAPHMEM_API_KEYS names namespace '{namespace}-other'" in other.stderr
    assert keyless.returncode == 0 and keyless.stdout == own.stdout
    assert "the service wants an API key and GRAPHMEM_API_KEYS names none here" in keyless.stderr


def test_without_a_service_the_commands_never_import_torch(cli_env: dict[str, str], memory: Memory,
                                                           namespace: str, tmp_path: Path) -> None:
    ci_history(memory, namespace, tmp_path)
    env = {**cli_env, "GRAPHMEM_NAMESPACE": namespace, "GRAPHMEM_PORT": str(free_port())}
    for command in (["search", "which CI did we use before GitHub Actions?"], ["context", "our CI"],
                    ["remember", "CI runs on every push to main."], ["timeline", "Jenkins"]):
        result = graphmem(env, *command, "--verbose", python_options=("-X", "importtime"))
        assert result.returncode == 0, result.stderr
        imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if line.startswith("import time:")}
        assert imported and not imported & {"torch", "sentence_transformers", "transformers"}, command
        assert "directly, query embedding on" in result.stderr and "torch imported: no" in result.stderr
