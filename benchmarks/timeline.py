"""Timeline questions: timeline_dev's 25 questions answered through GraphQL, accuracy per type.

The corpus (../shared/data/timeline_dev/corpus.chat.json) is ingested LLM-free into one
namespace. Every question goes to `search` over GraphQL (with `asOf` when the question has
one); the answer is right when an `accept` string occurs in the lowercased text of the top 5
hits (all of them for `accept_all`), as the dataset's README scores retrieval-only runs.
Evidence recall@5/@10 is the share of the question's evidence turns among the hits'
`sourceTurnIds`.

Questions of type before, after, when and history also go to the field made for them
(`before`, `after`, `timeline`, `timeline`) with the entity the question names right after
"before"/"after"/"from"/"to" (else the last entity graphmem recognises in it): what an agent
would pass. A fact reads "subject predicate object, from DATE to DATE: text".

Negative questions ("Did we ever adopt X?") are right, besides the accept rule, only without a
confident wrong answer: no `fact` among the top 3 search hits, and no fact from `timeline(X)`,
may name X as a state of the asked-about project (a fact with object X whose subject is
Lumiform or the namespace, which graphmem takes as the project by default), open or closed.

    python -m benchmarks.timeline
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections import defaultdict
from typing import Any

from starlette.testclient import TestClient

from benchmarks.harness import DATA, benchmark_neo4j, latency_summary, log, save, table
from graphmem.api.app import create_app
from graphmem.retrieve.query import analyse
from graphmem.service import Memory

FOLDER = DATA / "timeline_dev"
NAMESPACE = "timeline-dev"
PROJECT = "lumiform"
SEARCH = """query($q: String!, $ns: String, $asOf: DateTime) {
  search(query: $q, namespace: $ns, limit: 10, asOf: $asOf) {
    hits { kind text sourceTurnIds via validFrom validTo subject object } tookMs } }"""
FACT_FIELDS = "subject predicate object text validFrom validTo current sourceTurnIds"
FIELD_OF_TYPE = {"before": "before", "after": "after", "when": "timeline", "history": "timeline"}
ANCHOR = re.compile(r"\b(before|after|from|to|left|on)\b", re.I)


def load_questions() -> list[dict[str, Any]]:
    """The dev questions in file order."""
    text = (FOLDER / "questions.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def accepted(text: str, question: dict[str, Any]) -> bool:
    """The README's rule: an accept string occurs in the text (all of them for accept_all)."""
    low = text.lower()
    found = [a in low for a in question["accept"]]
    return all(found) if question.get("accept_all") else any(found)


def field_entity(question: str) -> str | None:
    """The entity an agent would pass: the first one named after before/after/from/to, else the last."""
    plan = analyse(question)
    names = [name for _, name in plan.entities]
    if not names:
        return None
    anchor = next((m.end() for m in ANCHOR.finditer(question) if m.group(1).lower() in ("before", "after")), None)
    if anchor is None:
        return names[-1]
    positions = sorted((question.lower().find(n.lower(), anchor), n) for n in names)
    after_anchor = [n for pos, n in positions if pos >= anchor]
    return after_anchor[0] if after_anchor else names[-1]


def fact_text(fact: dict[str, Any]) -> str:
    """A fact as one line, dates included, for the accept rule."""
    start = (fact["validFrom"] or "?")[:10]
    end = (fact["validTo"] or "now")[:10]
    return f"{fact['subject']} {fact['predicate']} {fact['object']}, from {start} to {end}: {fact['text']}"


def recall(hits: list[dict[str, Any]], evidence: list[str], k: int) -> float:
    """Share of the evidence turns cited by the top k hits."""
    cited = {t for h in hits[:k] for t in h["sourceTurnIds"]}
    return len(cited & set(evidence)) / len(evidence) if evidence else 0.0


def confident_wrong(hits: list[dict[str, Any]], timeline_facts: list[dict[str, Any]], question: str,
                    namespace: str) -> list[str]:
    """Statements that the project (named so, or the namespace, graphmem's default subject) held
    the state a negative question asks about."""
    plan = analyse(question)
    asked = {name.lower() for key, name in plan.entities if key != PROJECT}
    project = {PROJECT, namespace.lower()}

    def wrong(fact: dict[str, Any]) -> bool:
        return (fact["object"] or "").lower() in asked and (fact["subject"] or "").lower() in project

    return ([h["text"] for h in hits[:3] if h["kind"] == "fact" and wrong(h)]
            + [fact_text(f) for f in timeline_facts if wrong(f)])


class GraphQL:
    """GraphQL over the ASGI app in-process (starlette TestClient), timing every call."""

    def __init__(self, memory: Memory) -> None:
        self.client = TestClient(create_app(memory), base_url="http://127.0.0.1:8765")
        self.latencies: list[float] = []

    def __call__(self, query: str, **variables: Any) -> dict[str, Any]:
        started = time.perf_counter()
        response = self.client.post("/graphql", json={"query": query, "variables": variables})
        self.latencies.append((time.perf_counter() - started) * 1000.0)
        response.raise_for_status()
        body = response.json()
        if body.get("errors"):
            raise RuntimeError(f"GraphQL error: {body['errors']}")
        return body["data"]


def ask(gql: GraphQL, q: dict[str, Any], namespace: str = NAMESPACE) -> dict[str, Any]:
    """One question through search (and its field where the type has one); the per-question record."""
    as_of = f"{q['as_of']}T12:00:00+00:00" if q.get("as_of") else None
    hits = gql(SEARCH, q=q["question"], ns=namespace, asOf=as_of)["search"]["hits"]
    top5 = " ".join(h["text"] for h in hits[:5])
    record: dict[str, Any] = {
        "id": q["id"], "type": q["type"], "search_ok": accepted(top5, q),
        "recall@5": recall(hits, q["evidence"], 5), "recall@10": recall(hits, q["evidence"], 10),
        "top_hits": [h["text"][:160] for h in hits[:5]],
    }
    field = FIELD_OF_TYPE.get(q["type"])
    entity = field_entity(q["question"])
    if field and entity:
        facts = gql(f"query($e: String!, $ns: String) {{ {field}(entity: $e, namespace: $ns) {{ {FACT_FIELDS} }} }}",
                    e=entity, ns=namespace)[field]
        record.update(field=field, entity=entity, field_ok=accepted(" ".join(fact_text(f) for f in facts), q),
                      field_answer=[fact_text(f) for f in facts][:6])
    if q["type"] == "negative":
        asked = [name for key, name in analyse(q["question"]).entities if key != PROJECT]
        facts = [f for name in asked for f in gql(f"query($e: String!, $ns: String) {{ timeline(entity: $e, namespace: $ns) {{ {FACT_FIELDS} }} }}",
                                                    e=name, ns=namespace)["timeline"]]
        record["confident_wrong"] = confident_wrong(hits, facts, q["question"], namespace)
        record["search_ok"] = record["search_ok"] and not record["confident_wrong"]
    return record


def summarise(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Accuracy and recall per question type and overall."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[r["type"]].append(r)
    groups["all"] = list(records)
    out = {}
    for name, rows in groups.items():
        fielded = [r for r in rows if "field_ok" in r]
        out[name] = {
            "n": len(rows), "search_accuracy": sum(r["search_ok"] for r in rows) / len(rows),
            "field_accuracy": sum(r["field_ok"] for r in fielded) / len(fielded) if fielded else None,
            "either": sum(r["search_ok"] or r.get("field_ok", False) for r in rows) / len(rows),
            "recall@5": sum(r["recall@5"] for r in rows) / len(rows),
            "recall@10": sum(r["recall@10"] for r in rows) / len(rows),
        }
    return out


def render(summary: dict[str, dict[str, Any]], records: list[dict[str, Any]], latency: dict[str, float]) -> str:
    """The Markdown report."""
    order = ["before", "after", "current", "as_of", "when", "why", "history", "negative", "all"]
    rows = [[t, s["n"], s["search_accuracy"], s["field_accuracy"], s["either"], s["recall@5"], s["recall@10"]]
            for t in order if (s := summary.get(t))]
    out = ["## timeline_dev: 25 questions through GraphQL\n",
           table(["type", "n", "search top-5 accuracy", "before/after/timeline accuracy", "either",
                  "evidence recall@5", "evidence recall@10"], rows, digits=2), "",
           f"GraphQL latency over all calls: p50 {latency['p50_ms']:.0f} ms, p95 {latency['p95_ms']:.0f} ms.", ""]
    wrong = [f"- {r['id']} ({r['type']})" + (f": confident wrong answer {r['confident_wrong']}" if r.get("confident_wrong") else "")
             for r in records if not (r["search_ok"] or r.get("field_ok"))]
    out.append("Not answered: none." if not wrong else "Not answered by search or field:\n" + "\n".join(wrong))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    """Ingest the timeline corpus, ask every question through GraphQL, print and save the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.parse_args(argv)
    started = time.perf_counter()
    with benchmark_neo4j("timeline") as server:
        memory = Memory(server.settings)
        memory.ensure_schema()
        log(f"ingesting {FOLDER / 'corpus.chat.json'} into {NAMESPACE}")
        memory.ingest([FOLDER / "corpus.chat.json"], NAMESPACE, "chat")
        gql = GraphQL(memory)
        records = [ask(gql, q) for q in load_questions()]
        memory.close()
    summary = summarise(records)
    latency = latency_summary(gql.latencies)
    print(render(summary, records, latency))
    path = save("timeline", {"namespace": NAMESPACE, "summary": summary, "latency": latency, "questions": records}, started)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
