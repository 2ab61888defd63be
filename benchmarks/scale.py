"""Search latency and memory as the graph grows: 10k, 100k (and 1M) ideas in one namespace.

benchmarks/generate.py writes the synthetic graph (random unit embeddings, texts from a
pseudo-word vocabulary, entities) through graphmem's store writers into namespace `scale-big`,
plus 500 ideas in `scale-small` beside it. At each size, once Neo4j has finished merging index
segments after the write (`settle`) and after 5 warm-ups, 3 rounds of 40 queries (3-5
pseudo-words, embedded by the real model inside `search`), each query sent to every call below
in turn; p50 and p95 are per round, and the table gives their median over the rounds:

- in process: `Memory.search` (limit 10, every retriever, expansion 1);
- over GraphQL: httpx against a `graphmem serve` subprocess on loopback;
- the small namespace in process (exact scan beside the big one);
- the raw vector retriever on the big namespace, exact scan against the index, which places
  the exact/index switch (graphmem/retrieve/planning.py EXACT_SCAN_MAX).

Then the same queries once more in process, each search timed stage by stage (benchmarks/stages.py).

Memory at each size: RSS of the `graphmem serve` process and of the Neo4j JVM, the JVM heap in
use (JMX), and the store's size on disk. Goals: p95 <= 30 ms at 100k, p95(1M) <= 2 x p95(10k).

    python -m benchmarks.scale [--sizes 10000,100000]      # about 15 min on 2 cores
    python -m benchmarks.scale --sizes 10000,100000,1000000  # writing 1M ideas takes hours here
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from benchmarks.generate import grow, random_text, vocabulary
from benchmarks.harness import benchmark_neo4j, graphmem_serve, latency_summary, log, rss_mb, save, table
from benchmarks.stages import ORDER, staged, summary
from graphmem import neo4j_local
from graphmem.retrieve.planning import RankedList
from graphmem.retrieve.request import SearchRequest
from graphmem.retrieve.retrievers import EXACT_SCAN_IDEA, VECTOR_INDEX_IDEA
from graphmem.service import Memory
from graphmem.store.ranked_lists import Filters, ranked_lists

BIG, SMALL = "scale-big", "scale-small"
SMALL_IDEAS = 500
QUERIES, WARMUP, ROUNDS = 40, 5, 3
SETTLE_S = 15.0
MAX_SETTLE_S, IDLE_WINDOW_S, IDLE_CPU_S = 1800.0, 5.0, 0.5
REFRESH = "scale-refresh"
QUERY_WORDS = (3, 5)
GRAPHQL = """query($q: String!, $ns: String) { search(query: $q, namespace: $ns, limit: 10) {
  hits { id kind score sourceTurnIds } } }"""
HEAP_QUERY = """CALL dbms.queryJmx('java.lang:type=Memory') YIELD attributes
RETURN attributes.HeapMemoryUsage.value.properties.used AS used"""


def queries(count: int) -> list[str]:
    """The same pseudo-word query texts every run, 3-5 words: a median of 15 tokens, as long as
    the dev questions (LoCoMo 12, timeline_dev 14); idea-length texts of 8-20 words gave 45."""
    rng = np.random.default_rng(11)
    words = vocabulary()
    return [random_text(rng, words, QUERY_WORDS[0], QUERY_WORDS[1]) for _ in range(count)]


def timed_interleaved(calls: dict[str, Any], texts: list[str], rounds: int) -> dict[str, dict[str, float]]:
    """Per call: p50/p95 over the texts in each of `rounds` rounds, then the median of each
    across rounds. Every text goes to every call in turn (the order rotating, so none always
    finds Neo4j's caches warmed by the same text), and a slow moment of the machine (Neo4j
    merging segments after a write, a neighbour's job) falls on all of them alike."""
    for text in texts[:WARMUP]:
        for call in calls.values():
            call(text)
    per_round: dict[str, list[dict[str, float]]] = {name: [] for name in calls}
    for _ in range(rounds):
        samples: dict[str, list[float]] = {name: [] for name in calls}
        for i, text in enumerate(texts):
            order = list(calls.items())
            for name, call in order[i % len(order):] + order[: i % len(order)]:
                started = time.perf_counter()
                call(text)
                samples[name].append((time.perf_counter() - started) * 1000.0)
        for name, values in samples.items():
            per_round[name].append(latency_summary(values))
    return {name: {"p50_ms": round(float(np.median([r["p50_ms"] for r in rows])), 2),
                   "p95_ms": round(float(np.median([r["p95_ms"] for r in rows])), 2),
                   "p95_ms_rounds": [r["p95_ms"] for r in rows], "n": sum(r["n"] for r in rows)}
            for name, rows in per_round.items()}


def graphql_call(client: httpx.Client, base: str, ns: str) -> Any:
    """A function sending one search over HTTP and checking it answered."""
    def call(text: str) -> None:
        response = client.post(f"{base}/graphql", json={"query": GRAPHQL, "variables": {"q": text, "ns": ns}})
        response.raise_for_status()
        if response.json().get("errors"):
            raise RuntimeError(response.json()["errors"])
    return call


def vector_retriever(memory: Memory, exact: bool) -> Any:
    """The raw vector retriever over the big namespace's ideas (top 30), exact scan or index."""
    def call(text: str) -> None:
        vector = memory.embedder.embed([text])[0].tolist()
        body = RankedList("vector", EXACT_SCAN_IDEA, {"vector": vector}) if exact else \
            RankedList("vector", VECTOR_INDEX_IDEA, {"vector": vector, "k": 100})
        memory.store.read(ranked_lists, BIG, [body], 30, Filters())
    return call


def store_size_mb(server_home: Path | None) -> float | None:
    """Size of the Neo4j data directory on disk (local server only)."""
    if server_home is None or not server_home.exists():
        return None
    return round(sum(p.stat().st_size for p in server_home.rglob("*") if p.is_file()) / 2**20, 1)


def cpu_seconds(pid: int) -> float:
    """CPU time a process has used so far (user + system)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def settle(memory: Memory, neo4j_pid: int | None, size: int) -> None:
    """Wait out Neo4j's index merges after a write, then make its index readers see them.

    A merge runs in the background for minutes after a large write; its segments only reach
    searches once Neo4j reopens the index reader, which the next write to the index does: a
    memory service gets one with its next ingest, this benchmark writes one idea elsewhere.
    """
    time.sleep(SETTLE_S)
    deadline = time.monotonic() + MAX_SETTLE_S
    while neo4j_pid is not None and time.monotonic() < deadline:
        before = cpu_seconds(neo4j_pid)
        time.sleep(IDLE_WINDOW_S)
        if cpu_seconds(neo4j_pid) - before < IDLE_CPU_S:
            break
    memory.remember(f"Written after growing to {size:,} ideas, so that index readers reopen.", REFRESH)
    time.sleep(2.0)


def measure(memory: Memory, base: str, serve_pid: int, neo4j_pid: int | None, home: Path | None, size: int) -> dict[str, Any]:
    """Latencies and memory at one size."""
    texts = queries(QUERIES)
    settle(memory, neo4j_pid, size)
    with httpx.Client(timeout=60.0) as client:
        calls = {
            "graphql": graphql_call(client, base, BIG),
            "in_process": lambda t: memory.search(SearchRequest(query=t, namespace=BIG, limit=10)),
            "small_namespace": lambda t: memory.search(SearchRequest(query=t, namespace=SMALL, limit=10)),
            "embed_query_only": lambda t: memory.embedder.embed([t]),
            "vector_index": vector_retriever(memory, False),
        }
        if size <= 100_000:
            calls["vector_exact_scan"] = vector_retriever(memory, True)
        timings = timed_interleaved(calls, texts, ROUNDS)
    with staged(memory) as stages:
        for text in texts:
            memory.search(SearchRequest(query=text, namespace=BIG, limit=10))
    heap = memory.store.query(HEAP_QUERY)[0]["used"]
    return {
        "ideas": size, **timings, "vector_exact_scan": timings.get("vector_exact_scan"), "stages": summary(stages),
        "graphmem_rss_mb": rss_mb(serve_pid), "neo4j_rss_mb": rss_mb(neo4j_pid),
        "neo4j_heap_used_mb": round(heap / 2**20, 1) if heap else None, "store_mb": store_size_mb(home),
    }


def render(rows: list[dict[str, Any]]) -> str:
    """The Markdown report."""
    lat = [[f"{r['ideas']:,}", r["graphql"]["p50_ms"], r["graphql"]["p95_ms"], r["in_process"]["p50_ms"],
            r["in_process"]["p95_ms"], r["small_namespace"]["p95_ms"], r["embed_query_only"]["p50_ms"],
            r["vector_exact_scan"]["p50_ms"] if r["vector_exact_scan"] else None, r["vector_index"]["p50_ms"]]
           for r in rows]
    mem = [[f"{r['ideas']:,}", r["graphmem_rss_mb"], r["neo4j_rss_mb"], r["neo4j_heap_used_mb"], r["store_mb"],
            round(r["write_seconds"], 0)] for r in rows]
    staged_rows = [r for r in rows if "stages" in r]
    stage_rows = [[stage, *[v for r in staged_rows for v in (r["stages"][stage]["p50_ms"], r["stages"][stage]["p95_ms"])]]
                  for stage in ORDER]
    out = ["## Scale: search latency (ms) by ideas in one namespace\n",
           table(["ideas", "GraphQL p50", "GraphQL p95", "in-process p50", "in-process p95",
                  f"small namespace ({SMALL_IDEAS}) p95", "query embedding p50",
                  "vector exact scan p50", "vector index p50"], lat, digits=1), "",
           "## Scale: memory\n",
           table(["ideas", "graphmem RSS MiB", "Neo4j RSS MiB", "Neo4j heap used MiB", "store on disk MiB",
                  "seconds to write this step"], mem, digits=0), "",
           "## Scale: an in-process search's stages (ms)\n",
           table(["stage", *[f"{r['ideas']:,} {q}" for r in staged_rows for q in ("p50", "p95")]], stage_rows,
                 digits=1), ""]
    by_size = {r["ideas"]: r for r in rows}
    if 100_000 in by_size:
        p95 = by_size[100_000]["graphql"]["p95_ms"]
        out.append(f"Goal p95 <= 30 ms at 100k (GraphQL): {p95:.1f} ms, {'met' if p95 <= 30 else 'NOT met'}.")
    if 10_000 in by_size and 1_000_000 in by_size:
        ratio = by_size[1_000_000]["graphql"]["p95_ms"] / by_size[10_000]["graphql"]["p95_ms"]
        out.append(f"Goal p95(1M) <= 2 x p95(10k): {ratio:.2f} x, {'met' if ratio <= 2 else 'NOT met'}.")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    """Grow the graph size by size, measure at each, print and save the tables."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000", help="comma-separated idea counts, ascending")
    args = parser.parse_args(argv)
    sizes = sorted(int(s) for s in args.sizes.split(","))
    started = time.perf_counter()
    rows = []
    with benchmark_neo4j("scale", heap="2g", pagecache="2g") as server:
        memory = Memory(server.settings)
        memory.ensure_schema()
        grow(memory.store, SMALL, SMALL_IDEAS, batch_ideas=SMALL_IDEAS)
        home = neo4j_local.server_home(server.settings) if server.managed else None
        with graphmem_serve(server) as (base, serve):
            for size in sizes:
                began = time.perf_counter()
                log(f"growing {BIG} to {size:,} ideas")
                grow(memory.store, BIG, size, progress=log)
                write_seconds = time.perf_counter() - began
                log(f"measuring at {size:,} ideas")
                rows.append(measure(memory, base, serve.pid, server.neo4j_pid, home, size) | {"write_seconds": write_seconds})
                # Saved after every size: the 1M step may be stopped and the smaller sizes still count.
                path = save("scale", {"sizes": sizes, "queries": QUERIES, "results": rows}, started)
                log(f"{size:,}: GraphQL p95 {rows[-1]['graphql']['p95_ms']} ms; wrote {path}")
        memory.close()
    print(render(rows))


if __name__ == "__main__":
    main()
