"""What every benchmark shares: its own Neo4j, timing statistics, Markdown tables, JSON results.

Each benchmark starts a local Neo4j of its own (graphmem.neo4j_local, auth off, free loopback
ports, a fresh GRAPHMEM_HOME under /tmp) and stops it at the end, unless GRAPHMEM_NEO4J_URI
names a server to use instead (then nothing is started or stopped).
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from graphmem import neo4j_local
from graphmem.config import Settings, load_settings

REPO = Path(__file__).resolve().parents[1]
RESULTS = Path(__file__).resolve().parent / "results"
DATA = Path(os.environ.get("GRAPHMEM_BENCH_DATA", REPO.parent / "shared" / "data"))


@dataclass(frozen=True)
class BenchServer:
    """The Neo4j a benchmark runs against: settings for Memory, env for subprocesses."""

    settings: Settings
    env: dict[str, str]
    managed: bool

    @property
    def neo4j_pid(self) -> int | None:
        """The local server's JVM pid (None for an external server)."""
        return neo4j_local.status(self.settings).pid if self.managed else None


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def benchmark_neo4j(name: str, heap: str = "1g", pagecache: str = "512m", keep: bool = False) -> Iterator[BenchServer]:
    """A fresh local Neo4j under /tmp/graphmem-bench-NAME (or GRAPHMEM_NEO4J_URI's server).

    GRAPHMEM_NEO4J_HEAP / _PAGECACHE in the environment override `heap` / `pagecache`. The data
    directory is deleted after the server stops unless `keep`.
    """
    # Latency is measured, not capped: on a loaded machine a first search can pass the 10 s default.
    env = {**os.environ, "GRAPHMEM_API_KEYS": os.environ.get("GRAPHMEM_API_KEYS", ""),
           "GRAPHMEM_REQUEST_TIMEOUT_S": os.environ.get("GRAPHMEM_REQUEST_TIMEOUT_S", "120")}
    if env.get("GRAPHMEM_NEO4J_URI"):
        yield BenchServer(load_settings(env), env, managed=False)
        return
    home = Path(tempfile.gettempdir()) / f"graphmem-bench-{name}"
    env.update({
        "GRAPHMEM_HOME": str(home), "GRAPHMEM_NEO4J_AUTH": "false",
        "GRAPHMEM_NEO4J_BOLT_PORT": str(free_port()), "GRAPHMEM_NEO4J_HTTP_PORT": str(free_port()),
        "GRAPHMEM_NEO4J_HEAP": os.environ.get("GRAPHMEM_NEO4J_HEAP", heap),
        "GRAPHMEM_NEO4J_PAGECACHE": os.environ.get("GRAPHMEM_NEO4J_PAGECACHE", pagecache),
    })
    settings = load_settings(env)
    neo4j_local.stop(settings)  # a server an interrupted run left behind in this home
    shutil.rmtree(home, ignore_errors=True)
    log(f"starting Neo4j in {home} (bolt {settings.neo4j_bolt_port})")
    neo4j_local.start(settings, timeout_s=300)
    try:
        yield BenchServer(settings, env, managed=True)
    finally:
        neo4j_local.stop(settings)
        if not keep:
            shutil.rmtree(home, ignore_errors=True)


@contextmanager
def graphmem_serve(server: BenchServer, timeout_s: float = 300.0) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`graphmem serve` as a subprocess on a free loopback port; yields (base URL, process)."""
    port = free_port()
    command = [str(Path(sys.executable).parent / "graphmem"), "serve", "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen(command, env=server.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout_s
    try:
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"graphmem serve exited: {proc.stderr.read().decode()[-2000:] if proc.stderr else ''}")
            try:
                if httpx.get(f"{base}/healthz", timeout=2.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"graphmem serve did not become healthy within {timeout_s:.0f}s")
            time.sleep(0.5)
        yield base, proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def rss_mb(pid: int | None) -> float | None:
    """Resident memory of a process in MiB (None when it is gone or unknown)."""
    if pid is None:
        return None
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024.0, 1)
    except FileNotFoundError:
        return None
    return None


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100, linear interpolation)."""
    return float(np.percentile(np.asarray(values, dtype=float), q)) if values else float("nan")


def median(values: Sequence[float]) -> float:
    """The median (nan for no values)."""
    return percentile(values, 50)


def latency_summary(samples_ms: Sequence[float]) -> dict[str, float]:
    """p50, p95, mean and count of latency samples in milliseconds."""
    return {"p50_ms": round(percentile(samples_ms, 50), 2), "p95_ms": round(percentile(samples_ms, 95), 2),
            "mean_ms": round(float(np.mean(samples_ms)), 2) if samples_ms else float("nan"), "n": len(samples_ms)}


def fmt(value: Any, digits: int = 3) -> str:
    """A table cell: floats rounded, None as a dash."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], digits: int = 3) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(fmt(c, digits) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _git_commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO,
                               capture_output=True, text=True, check=True).stdout.strip()
        return head + ("+uncommitted" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def machine() -> dict[str, Any]:
    """The machine a run happened on (CPU, cores, memory, load) and the code version."""
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor()) if Path("/proc/cpuinfo").exists() else platform.processor()
    mem_kb = next((int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines()
                   if line.startswith("MemTotal:")), 0) if Path("/proc/meminfo").exists() else 0
    return {"cpu": cpu, "cores": os.cpu_count(), "memory_gb": round(mem_kb / 1024 / 1024, 1),
            "gpu": "none (CPU only)", "load_average_1m": round(os.getloadavg()[0], 2),
            "python": platform.python_version(), "platform": platform.platform(), "commit": _git_commit()}


def save(name: str, payload: dict[str, Any], started: float) -> Path:
    """Write benchmarks/results/NAME.json with the payload, the machine and the run time."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{name}.json"
    body = {"benchmark": name, "finished_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "runtime_s": round(time.perf_counter() - started, 1), "machine": machine(), **payload}
    path.write_text(json.dumps(body, indent=2, default=str) + "\n", encoding="utf-8")
    return path


def log(message: str) -> None:
    """Progress on stderr, so stdout holds only the tables."""
    print(f"[{datetime.now().strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)
