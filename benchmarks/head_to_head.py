"""What both graphiti-core head-to-heads share: graphiti over graphmem's Neo4j, and the same
questions asked of both systems, interleaved and timed.

- graphiti: `Graphiti.search(query, group_ids=[ns], num_results=top)`, its default hybrid recipe
  (BM25 + cosine over edges, fused by RRF), with graphmem's embedding model
  (graphmem.integrations.graphiti_adapter's embedder; no LLM is needed to search);
- graphmem: `Memory.search` restricted to facts (the facts-only recipe, limit top).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

from benchmarks.harness import percentile
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from graphmem.store.schema import wait_for_indexes

os.environ.setdefault("GRAPHITI_TELEMETRY_ENABLED", "false")

from graphmem.integrations.graphiti_adapter import GraphmemEmbedder, KeepOrderReranker, NoLLM  # noqa: E402
from graphiti_core import Graphiti  # noqa: E402
from graphiti_core.driver.neo4j_driver import Neo4jDriver  # noqa: E402

SYSTEMS = ("graphiti", "graphmem")
WARM_UP = 3


@dataclass(frozen=True)
class Answer:
    """One fact a system returned: its uuid, its text and what it cites (episodes or turns)."""

    id: str
    text: str
    cited: list[str]


@dataclass
class Asked:
    """Latencies (ms) per system, one list per round in question order, and each system's
    answers per question id (from the last round)."""

    times: dict[str, list[list[float]]] = field(default_factory=lambda: {s: [] for s in SYSTEMS})
    answers: dict[str, dict[str, list[Answer]]] = field(default_factory=lambda: {s: {} for s in SYSTEMS})

    def samples(self, system: str) -> list[float]:
        """Every latency of a system, all rounds together."""
        return [ms for round_ms in self.times[system] for ms in round_ms]

    def round_medians(self, system: str) -> dict[str, float]:
        """p50 and p95 of each round, the median of each over the rounds (a noisy round moves it less)."""
        rounds = self.times[system]
        return {"p50_ms": round(percentile([percentile(r, 50) for r in rounds], 50), 2),
                "p95_ms": round(percentile([percentile(r, 95) for r in rounds], 50), 2),
                "rounds": len(rounds), "n": sum(len(r) for r in rounds)}


def graphiti_client(memory: Memory) -> Graphiti:
    """graphiti-core over the memory's Neo4j with graphmem's embedder and no LLM.

    Build it outside the event loop: inside one, graphiti's driver also starts building its
    indexes in a background task (see graphmem.integrations.graphiti_adapter)."""
    settings = memory.settings
    driver = Neo4jDriver(settings.effective_neo4j_uri, settings.neo4j_user if settings.neo4j_auth else "",
                         settings.neo4j_password, database=settings.neo4j_database)
    return Graphiti(graph_driver=driver, llm_client=NoLLM(), embedder=GraphmemEmbedder(memory.embedder),
                    cross_encoder=KeepOrderReranker())


async def build_graphiti_indexes(graphiti: Graphiti, memory: Memory) -> None:
    """graphiti's own indexes (its fulltext one over facts above all), awaited until ONLINE."""
    await graphiti.build_indices_and_constraints()
    wait_for_indexes(memory.store, 600.0)


async def ask(system: str, graphiti: Graphiti, memory: Memory, ns: str, question: str, top: int) -> list[Answer]:
    """One question to one system: its top facts."""
    if system == "graphiti":
        edges = await graphiti.search(question, group_ids=[ns], num_results=top)
        return [Answer(e.uuid, e.fact, list(e.episodes)) for e in edges]
    hits = memory.search(SearchRequest.from_recipe(Recipe.FACTS_ONLY, question, ns, limit=top)).hits
    return [Answer(h.id, h.text, h.source_turn_ids) for h in hits]


async def ask_both(graphiti: Graphiti, memory: Memory, ns: str, questions: list[tuple[str, str]], repeats: int,
                   top: int) -> Asked:
    """Every (id, text) question of both systems `repeats` rounds, the two calls of a question
    back to back, who goes first alternating by round; a few warm-up calls first, not counted."""
    asked = Asked()
    for _, text in questions[:WARM_UP]:
        for system in SYSTEMS:
            await ask(system, graphiti, memory, ns, text, top)
    for round_no in range(repeats):
        order = SYSTEMS if round_no % 2 == 0 else SYSTEMS[::-1]
        for system in SYSTEMS:
            asked.times[system].append([])
        for qid, text in questions:
            for system in order:
                started = time.perf_counter()
                answers = await ask(system, graphiti, memory, ns, text, top)
                asked.times[system][-1].append((time.perf_counter() - started) * 1000.0)
                asked.answers[system][qid] = answers
    return asked
