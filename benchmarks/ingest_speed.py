"""Ingest throughput: LLM-free ingest of the LoCoMo dev conversations against embedding alone.

The floor is the embedding model: embedding the same 788 turn texts with the same model
(one `embed` call, no Neo4j) is what any ingest must at least do. Each run embeds the turns
alone, then ingests both conversations into fresh namespaces (`ingest-rN-conv-26`, ...), so
both see the same machine noise; the table gives medians over the runs and the ratio of the
medians (target: ingest at >= 50% of embedding-alone turns/s). Inside ingest, the time spent
in the model is measured separately, the rest is parsing, extraction, Neo4j and relations.
Graph counts must be equal in every run (determinism).

Where the rest goes: each ingest's stage clock (parse, embed, write, spans, relations,
timelines; embed and write overlap) and CPU seconds, this process's (the model and Python) and
the Neo4j server's (read from /proc when the benchmark started the server), against the CPU
seconds of embedding alone: on a machine whose cores the model fills, CPU anyone else spends
during ingest is time the ratio loses.

With GRAPHMEM_LLM_BASE_URL set and graphmem.integrations.graphiti_adapter present, a last
column sends the first episodes of conv-30 to graphiti-core's `add_episode` (the adapter's
`enrich_with_graphiti`); without an LLM it cannot run, and the table says so.

    python -m benchmarks.ingest_speed [--runs 3] [--profile] [--graphiti-episodes 5]
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import io
import json
import os
import pstats
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.harness import benchmark_neo4j, log, median, save, table
from benchmarks.locomo import CHAT, split_conversations
from graphmem.embed import Embedder, get_embedder
from graphmem.ingest.progress import Stage
from graphmem.service import Memory


class TimedEmbedder:
    """An embedder that adds up the seconds spent in the model."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.dimension = inner.dimension
        self.name = inner.name
        self.seconds = 0.0
        self.texts = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        """Delegate, timing the call."""
        return self.embed_with_token_sums(texts)[0]

    def embed_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Delegate, timing the call."""
        started = time.perf_counter()
        try:
            return self.inner.embed_with_token_sums(texts)
        finally:
            self.seconds += time.perf_counter() - started
            self.texts += len(texts)


def turn_texts(files: dict[str, Path]) -> list[str]:
    """Every turn text of the split conversation files, in order."""
    return [t["text"] for path in files.values()
            for s in json.loads(path.read_text(encoding="utf-8"))["sessions"] for t in s["turns"]]


def server_cpu_seconds(pid: int | None) -> float | None:
    """CPU seconds a local process has used (user + system), or None when it cannot be read."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, TypeError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def embed_run(timed: TimedEmbedder, texts: list[str]) -> tuple[float, float]:
    """Embed the turns alone: (seconds, CPU seconds of this process)."""
    cpu, began = time.process_time(), time.perf_counter()
    timed.inner.embed(texts)
    return time.perf_counter() - began, time.process_time() - cpu


def ingest_run(memory: Memory, timed: TimedEmbedder, files: dict[str, Path], run: int,
               profile: bool, server_pid: int | None = None) -> dict[str, Any]:
    """Ingest every conversation into fresh namespaces; seconds, model seconds, seconds per
    stage (summed over the conversations), CPU seconds and counts."""
    timed.seconds, timed.texts = 0.0, 0
    profiler = cProfile.Profile() if profile else None
    cpu, server_cpu = time.process_time(), server_cpu_seconds(server_pid)
    started = time.perf_counter()
    if profiler:
        profiler.enable()
    counts = {}
    stages: dict[str, float] = {}
    for conversation, path in files.items():
        report = memory.ingest([path], f"ingest-r{run}-{conversation}", "chat")
        counts[conversation] = {k: v for k, v in report.totals.items() if k != "pending"}
        for stage in report.stages:
            stages[stage.stage.value] = stages.get(stage.stage.value, 0.0) + stage.seconds
    seconds = time.perf_counter() - started
    server_after = server_cpu_seconds(server_pid)
    if profiler:
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats("graphmem", 30)
        log(out.getvalue())
    return {"seconds": seconds, "model_seconds": timed.seconds, "model_texts": timed.texts, "counts": counts,
            "stages": stages, "cpu_seconds": time.process_time() - cpu,
            "neo4j_cpu_seconds": server_after - server_cpu if server_cpu is not None and server_after is not None
            else None}


def graphiti_column(memory: Memory, episodes: int) -> dict[str, Any]:
    """turns/s of graphiti-core's add_episode over the first episodes of conv-30, or why not."""
    if importlib.util.find_spec("graphmem.integrations.graphiti_adapter") is None:
        return {"ran": False, "why": "graphmem/integrations/graphiti_adapter.py is not there"}
    if not memory.settings.llm_configured:
        return {"ran": False, "why": "graphiti-core's add_episode extracts entities and facts with an LLM; "
                                     "no GRAPHMEM_LLM_BASE_URL / GRAPHMEM_LLM_MODEL is set"}
    from graphmem.integrations.graphiti_adapter import enrich_with_graphiti

    report = enrich_with_graphiti(memory.settings, "ingest-r1-conv-30", episodes, embedder=memory.embedder,
                                  store=memory.store)
    return {"ran": True, "episodes": report.episodes, "stored": report.stored, "turns": report.turns,
            "seconds": round(report.seconds, 1), "errors": report.errors[:5],
            "turns_per_s": round(report.turns / report.seconds, 3) if report.seconds else None,
            "model": memory.settings.llm_model}


def main(argv: list[str] | None = None) -> None:
    """Alternate embedding-alone and ingest runs, print medians and the ratio, save JSON."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="cProfile each ingest (graphmem functions) to stderr")
    parser.add_argument("--graphiti-episodes", type=int, default=5)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    with benchmark_neo4j("ingest-speed") as server, tempfile.TemporaryDirectory() as tmp:
        timed = TimedEmbedder(get_embedder(server.settings))
        memory = Memory(server.settings, embedder=timed)
        memory.ensure_schema()
        files = split_conversations(CHAT, Path(tmp))
        texts = turn_texts(files)
        timed.inner.embed(texts[:64])  # warm-up: first calls allocate
        embeds, embed_cpu, ingests = [], [], []
        for run in range(1, args.runs + 1):
            seconds, cpu = embed_run(timed, texts)
            embeds.append(seconds)
            embed_cpu.append(cpu)
            log(f"run {run}: embedding alone {embeds[-1]:.1f} s; ingesting")
            ingests.append(ingest_run(memory, timed, files, run, args.profile, server.neo4j_pid))
            log(f"run {run}: ingest {ingests[-1]['seconds']:.1f} s (model {ingests[-1]['model_seconds']:.1f} s)")
        graphiti = graphiti_column(memory, args.graphiti_episodes)
        memory.close()
    turns = len(texts)
    embed_rate = turns / median(embeds)
    ingest_rate = turns / median([r["seconds"] for r in ingests])
    same_counts = all(r["counts"] == ingests[0]["counts"] for r in ingests)
    payload = {
        "turns": turns, "runs": args.runs, "embed_seconds": embeds, "embed_cpu_seconds": embed_cpu, "ingest": ingests,
        "embed_turns_per_s": round(embed_rate, 2), "ingest_turns_per_s": round(ingest_rate, 2),
        "ratio": round(ingest_rate / embed_rate, 3), "counts_equal_across_runs": same_counts,
        "model_share_of_ingest": round(median([r["model_seconds"] / r["seconds"] for r in ingests]), 3),
        "graphiti_add_episode": graphiti,
    }
    print(render(payload))
    path = save("ingest_speed", payload, started)
    log(f"wrote {path}")


def render(p: dict[str, Any]) -> str:
    """The Markdown report."""
    ingest_s = median([r["seconds"] for r in p["ingest"]])
    model_s = median([r["model_seconds"] for r in p["ingest"]])
    texts = int(median([r["model_texts"] for r in p["ingest"]]))
    graphiti = p["graphiti_add_episode"]
    graphiti_cell = (f"{graphiti['turns_per_s']} turns/s ({graphiti['stored']}/{graphiti['episodes']} episodes, {graphiti['model']})"
                     if graphiti["ran"] else f"not run: {graphiti['why']}")
    rows = [
        ["embedding alone (same model, same turns)", f"{median(p['embed_seconds']):.1f}", f"{p['embed_turns_per_s']:.1f}", "1.00"],
        ["graphmem ingest, LLM-free", f"{ingest_s:.1f}", f"{p['ingest_turns_per_s']:.1f}", f"{p['ratio']:.2f}"],
    ]
    return "\n".join([
        f"## Ingest speed: LoCoMo dev, {p['turns']} turns, median of {p['runs']} runs\n",
        table(["what", "seconds", "turns/s", "ratio to embedding alone"], rows), "",
        f"Inside ingest: {model_s:.1f} s in the model ({texts} texts: turns, ideas, entity names, facts), "
        f"{ingest_s - model_s:.1f} s elsewhere (parsing, extraction, Neo4j, spans, relations). "
        f"Graph counts equal in every run: {'yes' if p['counts_equal_across_runs'] else 'NO'}. "
        f"Target ratio >= 0.50: {'met' if p['ratio'] >= 0.5 else 'NOT met'}.", "",
        f"graphiti-core add_episode: {graphiti_cell}.", "",
        render_breakdown(p),
    ])


def render_breakdown(p: dict[str, Any]) -> str:
    """Medians of the stage clocks and of the CPU seconds, beside embedding alone."""
    runs = p["ingest"]
    stages = [s.value for s in Stage if s.value in runs[0].get("stages", {})]
    rows = [[s, f"{median([r['stages'].get(s, 0.0) for r in runs]):.2f}"] for s in stages]
    server = [r["neo4j_cpu_seconds"] for r in runs if r.get("neo4j_cpu_seconds") is not None]
    cpu_rows = [
        ["embedding alone: this process", f"{median(p['embed_cpu_seconds']):.1f}"],
        ["ingest: this process (model and Python)", f"{median([r['cpu_seconds'] for r in runs]):.1f}"],
        ["ingest: the Neo4j server", f"{median(server):.1f}" if server else "not measured (external server)"],
    ]
    return "\n".join([
        "Stages of ingest (seconds, both conversations, median; embed and write overlap):\n",
        table(["stage", "seconds"], rows), "",
        "CPU seconds (median):\n",
        table(["what", "CPU seconds"], cpu_rows),
    ])


if __name__ == "__main__":
    main()
