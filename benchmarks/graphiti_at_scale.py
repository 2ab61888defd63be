"""graphiti-core vs graphmem at 1k, 10k, 100k facts: the same generated facts, the same questions.

One namespace grows through the sizes (benchmarks/fact_corpus.py: the corpus of a smaller size is
the start of a larger one's). Each fact is written once, in Graphiti's schema as graphiti's own
search reads it (Entity nodes with uuid, name, group_id, name_embedding, summary; RELATES_TO
edges with uuid, name, fact, fact_embedding, episodes, valid_at, reference_time, created_at,
group_id) plus what graphmem's reads need (`namespace` on both, entity `id` and `canonical`),
through graphmem's own store writers. Facts and entity names are embedded with graphmem's model once: the vectors are
kept in $TMPDIR/graphmem-fact-vectors (cached_vectors).

At each size both systems answer the same questions (one per planted fact, in other words than
the fact's) `repeats` rounds, interleaved (benchmarks/head_to_head.py). A question is answered
when its fact's uuid is among the top k: recall@5, recall@10 and MRR; latency p50 and p95 of each
round, medians over the rounds.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.fact_corpus import (
    RELATIONS,
    START,
    SUBJECT_OBJECTS,
    Fact,
    Question,
    digest,
    entity_names,
    generate_facts,
    planted_questions,
)
from benchmarks.harness import benchmark_neo4j, log, save, table
from benchmarks.head_to_head import Answer, Asked, ask_both, build_graphiti_indexes, graphiti_client
from benchmarks.scale import IDLE_CPU_S, IDLE_WINDOW_S, SETTLE_S, cpu_seconds
from graphmem.embed import Embedder
from graphmem.ids import entity_id
from graphmem.service import Memory
from graphmem.store.driver import Store
from graphmem.store.graph_dump import write_nodes, write_relationships
from graphmem.store.schema import wait_for_indexes
from graphmem.text.entities import canonical_key

NAMESPACE = "h2h-scale"
REFRESH = "h2h-refresh"  # one fact written after each step, so the fact indexes' readers reopen
MAX_SETTLE_S = 600.0
TOP = 10
ROWS_PER_TRANSACTION = 2_000
EMBED_CHUNK = 2_048
HEAP, PAGECACHE = "1g", "2g"  # the page cache holds every fact embedding at 100k (graphiti reads them all)
SUBJECT_KIND = {r.name: r.subject for r in RELATIONS}


def cached_vectors(embedder: Embedder, texts: list[str], kind: str) -> np.ndarray:
    """The texts' vectors, each EMBED_CHUNK of them embedded once: kept in
    $TMPDIR/graphmem-fact-vectors under the model and a hash of the chunk's texts, so a rerun
    embeds nothing and a corpus that starts with an embedded one only the rest."""
    folder = Path(tempfile.gettempdir()) / "graphmem-fact-vectors"
    folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    parts = []
    for start in range(0, len(texts), EMBED_CHUNK):
        chunk = texts[start:start + EMBED_CHUNK]
        path = folder / f"{embedder.name}-{digest(chunk)}.npy"
        if not path.exists():
            partial = path.with_suffix(".partial.npy")
            np.save(partial, embedder.embed(chunk).astype(np.float32))
            partial.replace(path)
            log(f"embedded {start + len(chunk)}/{len(texts)} {kind} ({time.perf_counter() - started:.0f} s)")
        parts.append(np.load(path))
    return np.concatenate(parts) if parts else np.zeros((0, embedder.dimension), dtype=np.float32)


def _entity_id(ns: str, name: str) -> str:
    return entity_id(ns, canonical_key(name))


def _kinds(facts: list[Fact]) -> dict[str, str]:
    """Entity name -> kind: a subject's kind, the kind of a subject named as an object, else thing."""
    kinds: dict[str, str] = {}
    for fact in facts:
        kinds[fact.subject] = SUBJECT_KIND[fact.relation]
        kinds.setdefault(fact.object, SUBJECT_OBJECTS.get(fact.relation, "thing"))
    return kinds


def write_corpus(store: Store, ns: str, facts: list[Fact], fact_vectors: np.ndarray,
                 name_vectors: dict[str, np.ndarray]) -> None:
    """Write the facts (rows of `fact_vectors` in the same order) and their entities (idempotent)."""
    kinds = _kinds(facts)
    names = entity_names(facts)
    for start in range(0, len(names), ROWS_PER_TRANSACTION):
        rows = [{"id": _entity_id(ns, name), "properties": {
            "uuid": _entity_id(ns, name), "group_id": ns, "name": name, "canonical": canonical_key(name),
            "kind": kinds[name], "labels": ["Entity"], "summary": "", "aliases": [], "aliases_text": "",
            "created_at": START, "name_embedding": name_vectors[name].tolist()}}
            for name in names[start:start + ROWS_PER_TRANSACTION]]
        store.write(write_nodes, ns, "Entity", rows)
    for start in range(0, len(facts), ROWS_PER_TRANSACTION):
        chunk = facts[start:start + ROWS_PER_TRANSACTION]
        vectors = fact_vectors[start:start + len(chunk)]
        rows = [{"start": _entity_id(ns, f.subject), "end": _entity_id(ns, f.object), "properties": {
            "uuid": f.uuid(ns), "group_id": ns, "namespace": ns, "name": f.relation, "fact": f.text,
            "fact_embedding": vector.tolist(), "episodes": [], "source_turn_ids": [], "valid_at": f.valid_at,
            "reference_time": f.valid_at, "created_at": f.valid_at}} for f, vector in zip(chunk, vectors)]
        store.write(write_relationships, ns, "RELATES_TO", "Entity", "Entity", rows)


def settle(neo4j_pid: int, write_elsewhere: Callable[[], None]) -> float:
    """Wait out Neo4j's index merges after a write (as benchmarks/scale.py does for ideas), then
    write one fact elsewhere so that the fact indexes' readers reopen on the merged segments;
    return the seconds waited."""
    started = time.monotonic()
    time.sleep(SETTLE_S)
    while time.monotonic() - started < MAX_SETTLE_S:
        before = cpu_seconds(neo4j_pid)
        time.sleep(IDLE_WINDOW_S)
        if cpu_seconds(neo4j_pid) - before < IDLE_CPU_S:
            break
    write_elsewhere()
    time.sleep(2.0)
    return time.monotonic() - started


def quality(answers: dict[str, list[Answer]], questions: list[Question], ns: str) -> dict[str, float]:
    """recall@5, recall@10 and MRR of the planted facts among a system's answers."""
    ranks = []
    for q in questions:
        ids = [a.id for a in answers[q.id]]
        ranks.append(ids.index(q.fact.uuid(ns)) + 1 if q.fact.uuid(ns) in ids else None)
    return {"recall@5": round(sum(r is not None and r <= 5 for r in ranks) / len(ranks), 3),
            "recall@10": round(sum(r is not None and r <= 10 for r in ranks) / len(ranks), 3),
            "mrr": round(sum(1.0 / r for r in ranks if r is not None) / len(ranks), 3)}


def _summary(asked: Asked, questions: list[Question], ns: str) -> dict[str, Any]:
    systems = {s: {"latency": asked.round_medians(s), "quality": quality(asked.answers[s], questions, ns)}
               for s in asked.times}
    missed = {s: [q.text for q in questions if q.fact.uuid(ns) not in {a.id for a in asked.answers[s][q.id]}][:5]
              for s in asked.times}
    ratio = systems["graphiti"]["latency"]["p50_ms"] / max(systems["graphmem"]["latency"]["p50_ms"], 1e-9)
    return {"systems": systems, "latency_ratio_graphiti_over_graphmem": round(ratio, 2), "missed_examples": missed}


def compare_at_sizes(memory: Memory, ns: str, sizes: list[int], questions: int, repeats: int, seed: int,
                     neo4j_pid: int | None = None,
                     measured: Callable[[list[dict[str, Any]]], None] = lambda results: None) -> list[dict[str, Any]]:
    """Grow the namespace through `sizes` (ascending) and compare both systems at each; one
    result per size (facts, questions, per system latency and quality, the p50 ratio), passed to
    `measured` as each size is done. With the pid of a Neo4j of the run's own, each size is
    measured once its index merges are done."""
    facts = generate_facts(seed, sizes[-1])
    fact_vectors = cached_vectors(memory.embedder, [f.text for f in facts], "facts")
    names = entity_names(facts)
    name_vectors = dict(zip(names, cached_vectors(memory.embedder, names, "entity names")))
    asked_about = planted_questions(facts[:sizes[0]], seed, questions)
    graphiti = graphiti_client(memory)

    def grow(written: int, size: int) -> float | None:
        started = time.perf_counter()
        write_corpus(memory.store, ns, facts[written:size], fact_vectors[written:size], name_vectors)
        wait_for_indexes(memory.store, 600.0)
        log(f"{ns}: {size} facts ({size - written} written in {time.perf_counter() - started:.0f} s)")
        if neo4j_pid is None:
            return None
        return settle(neo4j_pid, lambda: write_corpus(memory.store, REFRESH, facts[:1], fact_vectors[:1], name_vectors))

    async def run() -> list[dict[str, Any]]:
        results: list[dict[str, Any]] = []
        try:
            await build_graphiti_indexes(graphiti, memory)
            for written, size in zip([0, *sizes], sizes):
                settled = grow(written, size)
                load = os.getloadavg()[0]
                asked = await ask_both(graphiti, memory, ns, [(q.id, q.text) for q in asked_about], repeats, TOP)
                results.append({"facts": size, "questions": len(asked_about), "repeats": repeats,
                                "load_average_1m": [round(load, 2), round(os.getloadavg()[0], 2)],
                                "settled_s": None if settled is None else round(settled),
                                **_summary(asked, asked_about, ns)})
                measured(results)
        finally:
            await graphiti.close()
        return results

    return asyncio.run(run())


def markdown(results: list[dict[str, Any]]) -> str:
    """The curve: one row per size and system, with the load average before and after each size."""
    rows = [[r["facts"], name, s["latency"]["p50_ms"], s["latency"]["p95_ms"], s["quality"]["recall@5"],
             s["quality"]["recall@10"], s["quality"]["mrr"],
             r["latency_ratio_graphiti_over_graphmem"] if name == "graphiti" else "",
             "–".join(f"{x:.1f}" for x in r["load_average_1m"]) if name == "graphiti" else ""]
            for r in results for name, s in r["systems"].items()]
    first = results[0]
    return "\n".join([
        f"## graphiti-core vs graphmem on generated facts: {first['questions']} questions x {first['repeats']} "
        "rounds per size\n",
        table(["facts", "system", "p50 ms", "p95 ms", "recall@5", "recall@10", "MRR", "p50 ratio graphiti/graphmem",
               "load avg"],
              rows, digits=2)])


def run_at_sizes(sizes: list[int], questions: int, repeats: int, seed: int) -> None:
    """The comparison at each size in a Neo4j of its own; print the table, save the JSON."""
    started = time.perf_counter()

    def keep(results: list[dict[str, Any]]) -> Path:
        return save("graphiti_vs_graphmem_sizes", {"namespace": NAMESPACE, "seed": seed, "sizes": results}, started)

    with benchmark_neo4j("graphiti-at-scale", heap=HEAP, pagecache=PAGECACHE) as server:
        memory = Memory(server.settings)
        memory.ensure_schema()
        try:
            results = compare_at_sizes(memory, NAMESPACE, sizes, questions, repeats, seed, server.neo4j_pid,
                                       lambda results: log(f"{results[-1]['facts']} facts measured, wrote {keep(results)}"))
        finally:
            memory.close()
    print(markdown(results))
