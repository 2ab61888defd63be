"""Head to head on one graph: graphiti-core's own search against graphmem's, over the same facts.

Two runs, one command (benchmarks/head_to_head.py says how each system is asked):

- default: graphmem ingests timeline_dev (LLM-free) and writes its facts in Graphiti's schema
  (Entity nodes, RELATES_TO edges with fact, fact_embedding, episodes = graphmem turn node ids,
  group_id = namespace). Both systems answer the 25 questions over those facts. Latency: each
  question asked REPEATS times per system (interleaved), medians and p95, and the ratio of
  medians. Quality: evidence recall@5/@10 (the question's evidence turns among the facts' source
  turns; graphiti's `episodes` are mapped back from turn node ids to turn ids) and the accept
  rule of the dataset over the top 5 facts' text.
- `--sizes 1000,10000,100000`: generated facts at each size in one namespace, questions about
  planted facts (benchmarks/graphiti_at_scale.py).

    python -m benchmarks.graphiti_vs_graphmem [--repeats 3]
    python -m benchmarks.graphiti_vs_graphmem --sizes 1000,10000,100000 [--questions 100 --repeats 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from typing import Any

from benchmarks.graphiti_at_scale import run_at_sizes
from benchmarks.harness import DATA, benchmark_neo4j, latency_summary, log, median, save, table
from benchmarks.head_to_head import Answer, Asked, ask_both, build_graphiti_indexes, graphiti_client
from benchmarks.timeline import SETS, accepted, load_jsonl
from graphmem.ids import turn_id
from graphmem.integrations.graphiti_adapter import graphiti_search
from graphmem.service import Memory

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


def run_both(memory: Memory, questions: list[dict[str, Any]], repeats: int) -> Asked:
    """Ask every question of both systems `repeats` times, interleaved; graphiti's citations
    mapped from turn node ids to turn ids."""
    graphiti = graphiti_client(memory)

    async def run() -> Asked:
        try:
            await build_graphiti_indexes(graphiti, memory)
            return await ask_both(graphiti, memory, NAMESPACE, [(q["id"], q["question"]) for q in questions],
                                  repeats, TOP)
        finally:
            await graphiti.close()

    asked = asyncio.run(run())
    by_node = turn_ids_by_node(NAMESPACE)
    asked.answers["graphiti"] = {qid: [Answer(a.id, a.text, [by_node.get(x, x) for x in a.cited]) for a in answers]
                                 for qid, answers in asked.answers["graphiti"].items()}
    return asked


def quality(answers: dict[str, list[Answer]], questions: list[dict[str, Any]]) -> dict[str, float]:
    """Mean evidence recall@5/@10 and answer accuracy (top 5 facts' text) over the questions."""
    rows = []
    for q in questions:
        facts = answers[q["id"]]
        rows.append({"recall@5": recall([a.cited for a in facts], q["evidence"], 5),
                     "recall@10": recall([a.cited for a in facts], q["evidence"], 10),
                     "accuracy": float(accepted(" ".join(a.text for a in facts[:5]), q,
                                                SETS["timeline_dev"].whole_words))})
    return {m: round(sum(r[m] for r in rows) / len(rows), 3) for m in rows[0]}


def timeline_dev(repeats: int) -> None:
    """Ingest timeline_dev, run both searches over its facts, print and save the comparison."""
    started = time.perf_counter()
    questions = load_jsonl(SETS["timeline_dev"].folder / "questions.jsonl")
    with benchmark_neo4j("graphiti-vs-graphmem") as server:
        memory = Memory(server.settings)
        memory.ensure_schema()
        log(f"ingesting {CORPUS} into {NAMESPACE}")
        facts = memory.ingest([CORPUS], NAMESPACE, "chat").totals.get("facts", 0)
        asked = run_both(memory, questions, repeats)
        adapter = graphiti_search(server.settings, questions[0]["question"], NAMESPACE, TOP,
                                  embedder=memory.embedder, store=memory.store)
        same = [f.fact for f in adapter] == [a.text for a in asked.answers["graphiti"][questions[0]["id"]]]
        memory.close()
    summary = {name: {"latency": latency_summary(asked.samples(name)), "quality": quality(asked.answers[name], questions)}
               for name in asked.times}
    ratio = median(asked.samples("graphiti")) / median(asked.samples("graphmem"))
    rows = [[name, s["latency"]["p50_ms"], s["latency"]["p95_ms"], s["quality"]["recall@5"],
             s["quality"]["recall@10"], s["quality"]["accuracy"]] for name, s in summary.items()]
    print("\n".join([
        f"## graphiti-core vs graphmem: the same {facts} facts (timeline_dev), {len(questions)} questions x {repeats}\n",
        table(["system", "p50 ms", "p95 ms", "evidence recall@5", "evidence recall@10", "top-5 accuracy"], rows, digits=2),
        "", f"Latency ratio (graphiti median / graphmem median): {ratio:.2f}. "
            f"graphmem's graphiti adapter (graphiti_search) returned the same facts as the direct call: {'yes' if same else 'no'}.",
    ]))
    path = save("graphiti_vs_graphmem", {"namespace": NAMESPACE, "facts": facts, "repeats": repeats,
                                         "systems": summary, "latency_ratio_graphiti_over_graphmem": round(ratio, 3),
                                         "adapter_matches_direct": same}, started)
    log(f"wrote {path}")


def main(argv: list[str] | None = None) -> None:
    """The timeline_dev comparison, or with --sizes the comparison on generated facts."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sizes", type=lambda text: [int(s) for s in text.split(",")],
                        help="comma-separated fact counts, e.g. 1000,10000,100000")
    parser.add_argument("--questions", type=int, default=100, help="questions about planted facts (with --sizes)")
    parser.add_argument("--seed", type=int, default=17, help="the generated corpus (with --sizes)")
    args = parser.parse_args(argv)
    if args.sizes:
        run_at_sizes(sorted(args.sizes), args.questions, args.repeats, args.seed)
    else:
        timeline_dev(args.repeats)


if __name__ == "__main__":
    main()
