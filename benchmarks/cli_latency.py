"""Wall time of the command line and of the MCP server's first answer, with and without `graphmem serve`.

    .venv/bin/python -m benchmarks.cli_latency [--runs 5] [--mcp-runs 3]

Ingests the timeline_dev corpus into a namespace, then runs each fast command (`graphmem search`,
`context`, `remember`, `timeline`, `before`, `after`) as a new process, as a person or an agent
does: first with no service on the configured port (Neo4j directly, ONNX query encoder), then
with `graphmem serve` running. Every run passes --verbose and is checked to have taken the path
it is counted under. Beside wall time each row gives the process's CPU time (user + system):
on a shared machine wall time mostly measures waiting for a core, and CPU time is what a quiet
machine's wall time would come close to. The MCP rows time `graphmem mcp` over stdio from launch
to the first `search` result (and that first call alone, after the handshake). The baseline row
is what every command cost before it took these paths: a process that opens Memory with the
model loaded through torch and searches once.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

from benchmarks.harness import DATA, benchmark_neo4j, free_port, graphmem_serve, log, median, percentile, save, table

GRAPHMEM = str(Path(sys.executable).parent / "graphmem")
NAMESPACE = "bench-cli"
COMMANDS: dict[str, list[str]] = {
    "search": ["search", "Which error tracker did Lumiform use before Sentry?"],
    "context": ["context", "set up error tracking for the app"],
    "remember": ["remember"],  # a new note each run, so every run writes
    "timeline": ["timeline", "Sentry"],
    "before": ["before", "Sentry"],
    "after": ["after", "Rollbar"],
}


def children_cpu_s() -> float:
    """User + system seconds of every child process that has ended so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_command(env: dict[str, str], args: list[str], expect: str) -> tuple[float, float]:
    """(wall, CPU) seconds of one `graphmem` process; fails unless --verbose names the path expected."""
    started, cpu = time.perf_counter(), children_cpu_s()
    done = subprocess.run([GRAPHMEM, *args, "--namespace", NAMESPACE, "--verbose"], env=env,
                          capture_output=True, text=True, timeout=600)
    seconds = time.perf_counter() - started
    if done.returncode != 0 or expect not in done.stderr or "torch imported: no" not in done.stderr:
        raise RuntimeError(f"{args}: expected {expect!r} without torch, got rc {done.returncode}: {done.stderr[-800:]}")
    return seconds, children_cpu_s() - cpu


BASELINE = ("from graphmem.config import load_settings; from graphmem.service import Memory; "
            "from graphmem.retrieve.request import SearchRequest; "
            f"Memory.open(load_settings()).search(SearchRequest(query={COMMANDS['search'][1]!r}, namespace={NAMESPACE!r}))")


def time_baseline(env: dict[str, str], runs: int) -> dict[str, Any]:
    """The search row of a process that loads the model through torch, as every command did before."""
    walls, cpus = [], []
    for _ in range(runs):
        started, cpu = time.perf_counter(), children_cpu_s()
        subprocess.run([sys.executable, "-c", BASELINE], env=env, capture_output=True, check=True, timeout=600)
        walls.append(time.perf_counter() - started)
        cpus.append(children_cpu_s() - cpu)
    log(f"baseline search (torch): p50 {median(walls):.2f} s wall, {median(cpus):.2f} s CPU")
    return {"command": "search", "path": "torch in the process (before)", "p50_s": round(median(walls), 3),
            "p95_s": round(percentile(walls, 95), 3), "cpu_p50_s": round(median(cpus), 3), "runs": runs}


def time_commands(env: dict[str, str], runs: int, expect: str, path: str) -> list[dict[str, Any]]:
    """p50 and p95 wall seconds of each command over `runs` processes."""
    rows = []
    for name, args in COMMANDS.items():
        walls, cpus = [], []
        for run in range(runs):
            argv = [*args, f"Benchmark note {path} {run}: the nightly export runs at 02:00."] if name == "remember" else args
            wall, cpu = run_command(env, argv, expect)
            walls.append(wall)
            cpus.append(cpu)
        rows.append({"command": name, "path": path, "p50_s": round(median(walls), 3),
                     "p95_s": round(percentile(walls, 95), 3), "cpu_p50_s": round(median(cpus), 3), "runs": runs})
        log(f"{path} {name}: p50 {median(walls):.2f} s wall, {median(cpus):.2f} s CPU")
    return rows


async def mcp_first_call(env: dict[str, str]) -> tuple[float, float]:
    """(launch to first search result, the first call alone) in wall seconds for one `graphmem mcp`."""
    started = time.perf_counter()
    params = StdioServerParameters(command=GRAPHMEM, args=["mcp", "--namespace", NAMESPACE], env=env)
    async with Client(params) as client:
        called = time.perf_counter()
        result = await client.call_tool("search", {"query": "Which error tracker did we use before Sentry?"})
        answered = time.perf_counter()
    if result.is_error:
        raise RuntimeError(f"MCP search failed: {result.content}")
    return answered - started, answered - called


def time_mcp(env: dict[str, str], runs: int, path: str) -> list[dict[str, Any]]:
    """MCP rows: launch-to-answer and first-call wall seconds over `runs` server processes (CPU:
    the whole server process, start to exit)."""
    samples, cpus = [], []
    for _ in range(runs):
        cpu = children_cpu_s()
        samples.append(anyio.run(mcp_first_call, env))
        cpus.append(children_cpu_s() - cpu)
    rows = []
    for label, values, cpu_p50 in (("mcp launch to first answer", [s[0] for s in samples], round(median(cpus), 3)),
                                   ("mcp first call alone", [s[1] for s in samples], None)):
        rows.append({"command": label, "path": path, "p50_s": round(median(values), 3),
                     "p95_s": round(percentile(values, 95), 3), "cpu_p50_s": cpu_p50, "runs": runs})
        log(f"{path} {label}: p50 {median(values):.2f} s")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="processes per command and path")
    parser.add_argument("--mcp-runs", type=int, default=3, help="MCP server launches per path")
    parser.add_argument("--baseline-runs", type=int, default=3, help="torch-loading searches (the path before)")
    options = parser.parse_args()
    started = time.perf_counter()
    rows: list[dict[str, Any]] = []
    with benchmark_neo4j("cli_latency") as server:
        # Nothing listens on this port until the service rows: the direct path is what answers.
        env = {**server.env, "GRAPHMEM_PORT": str(free_port()), "COLUMNS": "200"}
        log("ingesting timeline_dev (this also exports and checks the ONNX query encoder)")
        subprocess.run([GRAPHMEM, "forget", "--all", "--yes", "--namespace", NAMESPACE], env=env,
                       capture_output=True, check=False)
        subprocess.run([GRAPHMEM, "ingest", str(DATA / "timeline_dev" / "corpus.chat.json"), "--format", "chat",
                        "--namespace", NAMESPACE], env=env, capture_output=True, check=True)
        rows.append(time_baseline(env, options.baseline_runs))
        rows += time_commands(env, options.runs, "directly, query embedding on onnx", "direct")
        rows += time_mcp(env, options.mcp_runs, "direct")
        with graphmem_serve(server) as (base, _process):
            served = {**env, "GRAPHMEM_PORT": base.rsplit(":", 1)[1]}
            rows += time_commands(served, options.runs, f"the graphmem service at {base}", "service")
            rows += time_mcp(served, options.mcp_runs, "service")
    print(table(["command", "path", "wall p50 s", "wall p95 s", "CPU p50 s", "runs"],
                [[r["command"], r["path"], r["p50_s"], r["p95_s"], r["cpu_p50_s"], r["runs"]] for r in rows], digits=2))
    print(f"\n1-minute load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    path = save("cli_latency", {"rows": rows, "runs": options.runs, "mcp_runs": options.mcp_runs,
                                "baseline_runs": options.baseline_runs}, started)
    log(f"results in {path}")


if __name__ == "__main__":
    main()
