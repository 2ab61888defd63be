"""Head to head on one graph: graphiti-core's own search against graphmem's, over the same facts.

graphmem ingests timeline_dev (LLM-free) and writes its facts in Graphiti's schema (Entity
nodes, RELATES_TO edges with fact, fact_embedding, episodes = graphmem turn node ids,
group_id = namespace). Both systems then answer the 25 questions over those facts, in the same
run, against the same Neo4j:

- graphiti: `Graphiti.search(query, group_ids=[ns], num_results=10)`, its default hybrid recipe
  (BM25 + cosine over edges, fused by RRF), with graphmem's embedding model
  (graphmem.integrations.graphiti_adapter's embedder; no LLM is needed to search);
- graphmem: `Memory.search` restricted to facts (kinds=[fact], limit 10).

Latency: each question asked REPEATS times per system (interleaved), medians and p95, and the
ratio of medians. Quality: evidence recall@5/@10 (the question's evidence turns among the
facts' source turns; graphiti's `episodes` are mapped back from turn node ids to turn ids) and
the accept rule of the dataset over the top 5 facts' text.

    python -m benchmarks.graphiti_vs_graphmem [--repeats 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
from typing import Any

from benchmarks.harness import DATA, benchmark_neo4j, latency_summary, log, median, save, table
from benchmarks.timeline import SETS, accepted, load_jsonl
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from graphmem.ids import turn_id

os.environ.setdefault("GRAPHITI_TELEMETRY_ENABLED", "false")

from graphmem.integrations.graphiti_adapter import (  # noqa: E402
    GraphmemEmbedder,
    KeepOrderReranker,
    NoLLM,
    graphiti_search,
)
from graphiti_core import Graphiti  # noqa: E402
from graphiti_core.driver.neo4j_driver import Neo4jDriver  # noqa: E402

CORPUS = DATA / "timeline_dev" / "corpus.chat.json"
NAMESPACE = "h2h"
TOP = 10


def turn_ids_by_node(ns: str) -> dict[str, str]:
    """graphmem turn node id -> the turn's own id, from the corpus (ids are deterministic)."""
    doc = json.loads(CORPUS.read_text(encoding="utf-8"))
    return {turn_id(ns, s["id"], t["id"]): t["id"] for s in doc["sessions"] for t in s["turns"]}


def recall(cited: list[list[str]], evidence: list[str], k: int) -> float:
    """Share of the evidence among the turns the top k facts cite."""
    found = {t for turns in cited[:k] for t in turns}
    return len(found & set(evidence)) / len(evidence) if evidence else 0.0


async def run_both(memory: Memory, questions: list[dict[str, Any]], repeats: int) -> dict[str, Any]:
    """Ask every question of both systems `repeats` times, interleaved; timings and answers."""
    settings = memory.settings
    driver = Neo4jDriver(settings.effective_neo4j_uri, settings.neo4j_user if settings.neo4j_auth else "",
                         settings.neo4j_password, database=settings.neo4j_database)
    graphiti = Graphiti(graph_driver=driver, llm_client=NoLLM(), embedder=GraphmemEmbedder(memory.embedder),
                        cross_encoder=KeepOrderReranker())
    await graphiti.build_indices_and_constraints()
    by_node = turn_ids_by_node(NAMESPACE)
    times: dict[str, list[float]] = {"graphiti": [], "graphmem": []}
    answers: dict[str, dict[str, Any]] = {"graphiti": {}, "graphmem": {}}
    try:
        for q in questions[:3]:  # warm-up both
            await graphiti.search(q["question"], group_ids=[NAMESPACE], num_results=TOP)
            memory.search(SearchRequest.from_recipe(Recipe.FACTS_ONLY, q["question"], NAMESPACE, limit=TOP))
        for _ in range(repeats):
            for q in questions:
                started = time.perf_counter()
                edges = await graphiti.search(q["question"], group_ids=[NAMESPACE], num_results=TOP)
                times["graphiti"].append((time.perf_counter() - started) * 1000.0)
                answers["graphiti"][q["id"]] = [(e.fact, [by_node.get(x, x) for x in e.episodes]) for e in edges]
                started = time.perf_counter()
                hits = memory.search(SearchRequest.from_recipe(Recipe.FACTS_ONLY, q["question"], NAMESPACE,
                                                               limit=TOP)).hits
                times["graphmem"].append((time.perf_counter() - started) * 1000.0)
                answers["graphmem"][q["id"]] = [(h.text, h.source_turn_ids) for h in hits]
    finally:
        await graphiti.close()
    return {"times": times, "answers": answers}


def quality(answers: dict[str, list[tuple[str, list[str]]]], questions: list[dict[str, Any]]) -> dict[str, float]:
    """Mean evidence recall@5/@10 and answer accuracy (top 5 facts' text) over the questions."""
    rows = []
    for q in questions:
        facts = answers[q["id"]]
        rows.append({"recall@5": recall([t for _, t in facts], q["evidence"], 5),
                     "recall@10": recall([t for _, t in facts], q["evidence"], 10),
                     "accuracy": float(accepted(" ".join(text for text, _ in facts[:5]), q, SETS["timeline_dev"].whole_words))})
    return {m: round(sum(r[m] for r in rows) / len(rows), 3) for m in rows[0]}


def main(argv: list[str] | None = None) -> None:
    """Ingest timeline_dev, run both searches over its facts, print and save the comparison."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    questions = load_jsonl(SETS["timeline_dev"].folder / "questions.jsonl")
    with benchmark_neo4j("graphiti-vs-graphmem") as server:
        memory = Memory(server.settings)
        memory.ensure_schema()
        log(f"ingesting {CORPUS} into {NAMESPACE}")
        facts = memory.ingest([CORPUS], NAMESPACE, "chat").totals.get("facts", 0)
        result = asyncio.run(run_both(memory, questions, args.repeats))
        adapter = graphiti_search(server.settings, questions[0]["question"], NAMESPACE, TOP,
                                  embedder=memory.embedder, store=memory.store)
        same = [f.fact for f in adapter] == [text for text, _ in result["answers"]["graphiti"][questions[0]["id"]]]
        memory.close()
    summary = {name: {"latency": latency_summary(t), "quality": quality(result["answers"][name], questions)}
               for name, t in result["times"].items()}
    ratio = median(result["times"]["graphiti"]) / median(result["times"]["graphmem"])
    rows = [[name, s["latency"]["p50_ms"], s["latency"]["p95_ms"], s["quality"]["recall@5"],
             s["quality"]["recall@10"], s["quality"]["accuracy"]] for name, s in summary.items()]
    print("\n".join([
        f"## graphiti-core vs graphmem: the same {facts} facts (timeline_dev), {len(questions)} questions x {args.repeats}\n",
        table(["system", "p50 ms", "p95 ms", "evidence recall@5", "evidence recall@10", "top-5 accuracy"], rows, digits=2),
        "", f"Latency ratio (graphiti median / graphmem median): {ratio:.2f}. "
            f"graphmem's graphiti adapter (graphiti_search) returned the same facts as the direct call: {'yes' if same else 'no'}.",
    ]))
    path = save("graphiti_vs_graphmem", {"namespace": NAMESPACE, "facts": facts, "repeats": args.repeats,
                                         "systems": summary, "latency_ratio_graphiti_over_graphmem": round(ratio, 3),
                                         "adapter_matches_direct": same}, started)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
