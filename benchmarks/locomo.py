"""LoCoMo evidence retrieval: graphmem's `search` against cosine and BM25 over the raw turns.

Each LoCoMo conversation of the dev file is ingested (LLM-free) into a namespace of its own.
For every question the systems below return their top 10; a hit counts for every evidence
dia_id among its `sourceTurnIds` (a span or idea can cite several turns):

- recall@k: evidence ids found in the top k / evidence ids of the question (averaged);
- MRR: 1 / rank of the first hit citing any evidence id (0 when none of the top 10 does).

Systems, all in the same run, on the same ingested graph and the same embedding model:
`graphmem` (the default request: every retriever, expansion 1), ablations `vector only`,
`fulltext only`, `hybrid` (vector + fulltext + entity + timeline, no expansion), and two
baselines outside graphmem: `cosine (raw turns)` (numpy over the turns' embeddings) and
`BM25 (raw turns)` (k1=1.2, b=0.75, lowercase alphanumeric tokens). Spans and ideas can cite
many turns, so a last row gives BM25 as many turns per question as graphmem's hits cite
(recall at an equal turn budget; its MRR is not comparable). `+ HyDE` is added when
GRAPHMEM_LLM_BASE_URL is set. A sample of questions also goes through GraphQL to confirm it
returns what the in-process call returns.

    python -m benchmarks.locomo [--questions N] [--graphql-sample 20]
"""

from __future__ import annotations

import argparse
import json
import math
import re
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from starlette.testclient import TestClient

from benchmarks.harness import DATA, benchmark_neo4j, latency_summary, log, save, table
from graphmem.api.app import create_app
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory

CHAT = DATA / "chat" / "locomo_dev.chat.json"
QA = DATA / "chat" / "locomo_dev.qa.jsonl"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
TOP = 10
BUDGET = "BM25 (raw turns, graphmem's turn budget)"
GRAPHQL_SEARCH = """query($q: String!, $ns: String) { search(query: $q, namespace: $ns, limit: 10) {
  hits { id sourceTurnIds } } }"""


@dataclass(frozen=True)
class Question:
    """One LoCoMo question with its evidence dia_ids (unique within its conversation)."""

    id: str
    conversation: str
    text: str
    category: int
    evidence: tuple[str, ...]


def parse_evidence(raw: Sequence[str]) -> tuple[str, ...]:
    """Evidence ids, with entries like "D8:6; D9:17" split and blanks dropped."""
    ids: list[str] = []
    for entry in raw:
        ids.extend(part for part in re.split(r"[;,\s]+", str(entry)) if part)
    return tuple(dict.fromkeys(ids))


def load_questions(path: Path = QA) -> list[Question]:
    """Every question of the QA file, in file order."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [Question(r["id"], r["conversation"], r["question"], int(r["category"]), parse_evidence(r["evidence"]))
            for r in rows]


def split_conversations(path: Path, folder: Path) -> dict[str, Path]:
    """One graphmem chat file per conversation (sessions are named `conv-26/session_1`)."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    by_conversation: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for session in doc["sessions"]:
        by_conversation[session["id"].split("/", 1)[0]].append(session)
    files = {}
    for conversation, sessions in sorted(by_conversation.items()):
        files[conversation] = folder / f"{conversation}.chat.json"
        files[conversation].write_text(json.dumps({"format": doc["format"], "sessions": sessions}), encoding="utf-8")
    return files


TOKEN = re.compile(r"[a-z0-9]+")


def tokenize(text: str) -> list[str]:
    """Lowercase alphanumeric runs (no stemming, no stop list)."""
    return TOKEN.findall(text.lower())


class BM25:
    """Okapi BM25 over a fixed list of documents."""

    def __init__(self, documents: list[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.docs = [Counter(tokenize(d)) for d in documents]
        self.lengths = np.asarray([sum(d.values()) for d in self.docs], dtype=float)
        self.avg = float(self.lengths.mean()) if len(self.docs) else 0.0
        df = Counter(term for d in self.docs for term in d)
        n = len(self.docs)
        self.idf = {t: math.log((n - f + 0.5) / (f + 0.5) + 1.0) for t, f in df.items()}

    def top(self, query: str, k: int) -> list[int]:
        """Indexes of the k best documents for the query (ties by position)."""
        scores = np.zeros(len(self.docs))
        for term in set(tokenize(query)):
            idf = self.idf.get(term)
            if idf is None:
                continue
            tf = np.asarray([d.get(term, 0) for d in self.docs], dtype=float)
            scores += idf * tf * (self.k1 + 1) / (tf + self.k1 * (1 - self.b + self.b * self.lengths / self.avg))
        order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
        return [i for i in order[:k] if scores[i] > 0]


@dataclass
class RawTurns:
    """One conversation's raw turns for the baselines: ids, texts, embeddings, a BM25 index."""

    ids: list[str]
    texts: list[str]
    vectors: np.ndarray
    bm25: BM25


def raw_turns(path: Path, memory: Memory) -> RawTurns:
    """The turns of a chat file embedded with graphmem's own model (not through graphmem)."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    turns = [t for s in doc["sessions"] for t in s["turns"]]
    texts = [t["text"] for t in turns]
    return RawTurns([t["id"] for t in turns], texts, memory.embedder.embed(texts), BM25(texts))


Ranked = list[list[str]]  # per hit, the turn ids it cites, best hit first


def score(ranked: Ranked, evidence: Sequence[str]) -> dict[str, float]:
    """recall@5, recall@10 and reciprocal rank of one question's ranking."""
    wanted = set(evidence)
    out: dict[str, float] = {}
    for k in (5, 10):
        found = set().union(*[set(h) for h in ranked[:k]]) if ranked[:k] else set()
        out[f"recall@{k}"] = len(wanted & found) / len(wanted)
    rank = next((i for i, h in enumerate(ranked[:TOP], start=1) if wanted & set(h)), None)
    out["mrr"] = 1.0 / rank if rank else 0.0
    out["turns_cited"] = float(len(set().union(*[set(h) for h in ranked[:TOP]]))) if ranked else 0.0
    return out


def graphmem_system(memory: Memory, namespaces: dict[str, str], recipe: Recipe = Recipe.HYBRID_DEFAULT,
                    **refinements: Any) -> Callable[[Question], Ranked]:
    """A system answering with Memory.search by a recipe (refined by request options)."""
    def run(q: Question) -> Ranked:
        request = SearchRequest.from_recipe(recipe, q.text, namespaces[q.conversation], limit=TOP, **refinements)
        return [h.source_turn_ids for h in memory.search(request).hits]
    return run


def cosine_system(memory: Memory, raw: dict[str, RawTurns]) -> Callable[[Question], Ranked]:
    """Cosine over the raw turns' embeddings (numpy), same model as graphmem."""
    def run(q: Question) -> Ranked:
        turns = raw[q.conversation]
        sims = turns.vectors @ memory.embedder.embed([q.text])[0]
        order = sorted(range(len(sims)), key=lambda i: (-float(sims[i]), i))[:TOP]
        return [[turns.ids[i]] for i in order]
    return run


def bm25_system(raw: dict[str, RawTurns]) -> Callable[[Question], Ranked]:
    """BM25 over the raw turns."""
    def run(q: Question) -> Ranked:
        turns = raw[q.conversation]
        return [[turns.ids[i]] for i in turns.bm25.top(q.text, TOP)]
    return run


def budget_bm25_system(raw: dict[str, RawTurns], graphmem: dict[str, Ranked]) -> Callable[[Question], Ranked]:
    """BM25 over the raw turns given as many turns as graphmem's hits cite: its first hits hold
    as many turns as graphmem's top 5 cite, the rest as many as graphmem's hits 6-10 add."""
    def run(q: Question) -> Ranked:
        ours = graphmem[q.id]
        five = len(set().union(*map(set, ours[:5]))) if ours[:5] else 0
        ten = len(set().union(*map(set, ours[:TOP]))) if ours else 0
        turns = raw[q.conversation]
        ids = [turns.ids[i] for i in turns.bm25.top(q.text, max(ten, 1))]
        return [ids[:five], ids[five:ten]] if five else [ids[:ten]]
    return run


def evaluate(systems: dict[str, Callable[[Question], Ranked]], questions: list[Question],
             rankings: dict[str, dict[str, Ranked]]) -> dict[str, Any]:
    """Per system: mean metrics per category and over all categories but adversarial, latencies;
    each question's ranking is kept in `rankings[system][question id]`."""
    results: dict[str, Any] = {}
    for name, system in systems.items():
        log(f"evaluating {name} on {len(questions)} questions")
        per_category: dict[int, list[dict[str, float]]] = defaultdict(list)
        latencies = []
        for q in questions:
            started = time.perf_counter()
            ranked = system(q)
            latencies.append((time.perf_counter() - started) * 1000.0)
            rankings.setdefault(name, {})[q.id] = ranked
            per_category[q.category].append(score(ranked, q.evidence))
        answerable = [s for c, rows in per_category.items() if c != 5 for s in rows]
        groups = {CATEGORIES[c]: per_category[c] for c in sorted(per_category)} | {"all but adversarial": answerable}
        results[name] = {
            "metrics": {g: {m: round(float(np.mean([r[m] for r in rows])), 4) for m in rows[0]} | {"n": len(rows)}
                        for g, rows in groups.items() if rows},
            "latency": latency_summary(latencies),
        }
    return results


def graphql_agreement(memory: Memory, namespaces: dict[str, str], questions: list[Question]) -> dict[str, int]:
    """Send questions through GraphQL and count those whose hits equal the in-process call's."""
    client = TestClient(create_app(memory), base_url="http://127.0.0.1:8765")
    same = 0
    for q in questions:
        response = client.post("/graphql", json={"query": GRAPHQL_SEARCH,
                                                 "variables": {"q": q.text, "ns": namespaces[q.conversation]}})
        response.raise_for_status()
        over_http = [(h["id"], h["sourceTurnIds"]) for h in response.json()["data"]["search"]["hits"]]
        direct = memory.search(SearchRequest(query=q.text, namespace=namespaces[q.conversation], limit=TOP))
        same += over_http == [(h.id, h.source_turn_ids) for h in direct.hits]
    return {"questions": len(questions), "identical": same}


def verdict(results: dict[str, Any]) -> list[str]:
    """Where graphmem does not beat both baselines (every category but adversarial, every metric)."""
    misses = []
    ours = results["graphmem"]["metrics"]
    for group, metrics in ours.items():
        if group in ("adversarial", "all but adversarial"):
            continue
        for metric in ("recall@5", "recall@10", "mrr"):
            for baseline in ("cosine (raw turns)", "BM25 (raw turns)"):
                theirs = results[baseline]["metrics"][group][metric]
                if metrics[metric] <= theirs:
                    misses.append(f"{group} {metric}: graphmem {metrics[metric]:.3f} <= {baseline} {theirs:.3f}")
    return misses


def render(results: dict[str, Any], agreement: dict[str, int], ingest: dict[str, Any], misses: list[str]) -> str:
    """The Markdown report."""
    groups = list(next(iter(results.values()))["metrics"])
    out = [f"## LoCoMo dev: evidence retrieval ({sum(results['graphmem']['metrics'][g]['n'] for g in groups if g != 'all but adversarial')} questions with evidence)\n"]
    for metric in ("recall@5", "recall@10", "mrr"):
        out.append(f"### {metric}\n")
        header = ["system"] + [f"{g} (n={results['graphmem']['metrics'][g]['n']})" for g in groups]
        rows = [[name] + [r["metrics"][g][metric] for g in groups] for name, r in results.items()]
        out.append(table(header, rows) + "\n")
    out.append("### cost\n")
    rows = [[name, r["metrics"]["all but adversarial"]["turns_cited"], r["latency"]["p50_ms"], r["latency"]["p95_ms"]]
            for name, r in results.items()]
    out.append(table(["system", "distinct turns cited in top 10", "p50 ms", "p95 ms"], rows, digits=1) + "\n")
    out.append(f"Ingest (LLM-free): {ingest['turns']} turns in {ingest['seconds']:.0f} s. "
               f"GraphQL returned the in-process hits for {agreement['identical']}/{agreement['questions']} questions.\n")
    out.append("graphmem beats both baselines on every category but adversarial, on recall@5, recall@10 and MRR."
               if not misses else "graphmem does NOT beat both baselines on:\n" + "\n".join(f"- {m}" for m in misses))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    """Ingest the LoCoMo dev conversations, evaluate every system, print and save the tables."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=0, help="only the first N questions (0 = all)")
    parser.add_argument("--graphql-sample", type=int, default=20, help="questions also sent through GraphQL")
    parser.add_argument("--namespace-prefix", default="locomo", help="namespaces are PREFIX-conv-26, ...")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    questions = [q for q in load_questions() if q.evidence]
    skipped = len(load_questions()) - len(questions)
    if args.questions:
        questions = questions[: args.questions]
    with benchmark_neo4j("locomo") as server, tempfile.TemporaryDirectory() as tmp:
        memory = Memory(server.settings)
        memory.ensure_schema()
        files = split_conversations(CHAT, Path(tmp))
        namespaces = {c: f"{args.namespace_prefix}-{c}" for c in files}
        ingest_started = time.perf_counter()
        turns = 0
        for conversation, path in files.items():
            log(f"ingesting {conversation} into {namespaces[conversation]}")
            turns += memory.ingest([path], namespaces[conversation], "chat").totals.get("turns", 0)
        ingest = {"turns": turns, "seconds": time.perf_counter() - ingest_started}
        raw = {c: raw_turns(p, memory) for c, p in files.items()}
        systems: dict[str, Callable[[Question], Ranked]] = {
            "graphmem": graphmem_system(memory, namespaces),
            "vector only": graphmem_system(memory, namespaces, Recipe.VECTOR_ONLY),
            "fulltext only": graphmem_system(memory, namespaces, Recipe.FULLTEXT_ONLY),
            "hybrid (no expansion)": graphmem_system(memory, namespaces, Recipe.HYBRID_NO_EXPANSION),
            "cosine (raw turns)": cosine_system(memory, raw),
            "BM25 (raw turns)": bm25_system(raw),
        }
        if memory.settings.llm_configured:
            systems["graphmem + HyDE"] = graphmem_system(memory, namespaces, hyde=True)
        rankings: dict[str, dict[str, Ranked]] = {}
        results = evaluate(systems, questions, rankings)
        results |= evaluate({BUDGET: budget_bm25_system(raw, rankings["graphmem"])}, questions, rankings)
        step = max(len(questions) // max(args.graphql_sample, 1), 1)
        agreement = graphql_agreement(memory, namespaces, questions[::step][: args.graphql_sample])
        memory.close()
    misses = verdict(results)
    print(render(results, agreement, ingest, misses))
    path = save("locomo", {"questions": len(questions), "skipped_without_evidence": skipped, "ingest": ingest,
                           "systems": results, "graphql_agreement": agreement, "baseline_misses": misses}, started)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
