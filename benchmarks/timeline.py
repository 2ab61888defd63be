"""Timeline questions on every dev set, through GraphQL: answer accuracy per type, evidence recall
and the extracted facts' accuracy against each set's facts.jsonl.

Sets (../shared/data, each with its own README): `timeline_dev` (Lumiform, 25 questions, chat
JSON), `timeline_dev2` (Brightmoor, 80 questions, chat JSON) and `claude_timeline` (tallyho, 46
questions, 12 Claude Code transcripts). Each is ingested LLM-free into a namespace of its own.

- Answer accuracy: every question goes to `search` over GraphQL (with `asOf` when the question
  has one); it is right when an `accept` string occurs in the text of the top 5 hits, by the
  set's README: timeline_dev matches plain substrings, the others need strings of 4 characters
  or fewer to stand as whole words; `accept_all` needs every string, `ordered_accept` (history)
  needs the groups in order. A negative question is right only without a confident wrong
  answer: no `fact` among the top 3 hits names the asked-about thing as a state of the project.
- Evidence recall@5/@10: the share of the question's evidence turns among the hits' sources.
- Fact accuracy: each extracted fact (RELATES_TO) is matched to a ground-truth fact with the same
  object (names compared without the parenthesised detail), `valid_from` within 3 days and
  `valid_to` within 3 days (or both open); precision = matched / extracted, recall = matched /
  ground truth, one extracted fact per ground-truth fact.

    python -m benchmarks.timeline [--sets timeline_dev2,claude_timeline] [--show-misses]
    python -m benchmarks.timeline --sets none --set-dir /path/to/held_out_set   # any folder in the same layout

A folder given by `--set-dir` holds questions.jsonl, facts.jsonl and either corpus.chat.json (chat
JSON) or transcripts/ (Claude Code, evidence as `<session>#<line>`); short accept strings match
as whole words, and a negative question fails on any top-3 fact naming the asked-about thing.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from benchmarks.harness import DATA, benchmark_neo4j, latency_summary, log, save, table
from graphmem.api.app import create_app
from graphmem.service import Memory

SEARCH = """query($q: String!, $ns: String, $asOf: DateTime) {
  search(query: $q, namespace: $ns, limit: 10, asOf: $asOf) {
    hits { kind text sourceTurnIds sessionId via validFrom validTo subject predicate object } tookMs } }"""
FACTS = """MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity)
WHERE f.namespace = $ns
RETURN s.name AS subject, f.name AS predicate, o.name AS object, f.valid_at AS valid_from,
       f.invalid_at AS valid_to, f.fact AS text ORDER BY f.valid_at"""
TYPES = ["before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership"]
DATE_SLACK_DAYS = 3


@dataclass(frozen=True)
class DevSet:
    """One dev set: where its files are, how it is ingested and scored."""

    name: str
    corpus: Path
    format: str
    project: str
    whole_words: bool
    evidence_by_line: bool = False

    @property
    def folder(self) -> Path:
        """The set's folder (questions.jsonl, facts.jsonl)."""
        return self.corpus.parent

    @property
    def namespace(self) -> str:
        """The namespace the set is ingested into."""
        return self.name.replace("_", "-")


SETS = {
    "timeline_dev": DevSet("timeline_dev", DATA / "timeline_dev" / "corpus.chat.json", "chat", "lumiform", False),
    "timeline_dev2": DevSet("timeline_dev2", DATA / "timeline_dev2" / "corpus.chat.json", "chat", "brightmoor", True),
    "claude_timeline": DevSet("claude_timeline", DATA / "claude_timeline" / "transcripts", "claude", "tallyho", True,
                              evidence_by_line=True),
}


def set_from_folder(folder: Path) -> DevSet:
    """A set in the dev sets' layout outside ../shared/data (a held-out set)."""
    transcripts = folder / "transcripts"
    if transcripts.is_dir():
        return DevSet(folder.name, transcripts, "claude", "", True, evidence_by_line=True)
    return DevSet(folder.name, folder / "corpus.chat.json", "chat", "", True)


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    """The objects of a JSON Lines file, in order."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def find_accept(accept: str, text: str, whole_words: bool, start: int = 0) -> int:
    """Where `accept` occurs in lowercased `text` from `start` (-1 if not): short strings as whole
    words when the set asks for it, others as substrings."""
    low = text.lower()
    if whole_words and len(accept) <= 4:
        m = re.compile(r"(?<![0-9a-z])" + re.escape(accept) + r"(?![0-9a-z])").search(low, start)
        return m.start() if m else -1
    return low.find(accept, start)


def accepted(text: str, question: dict[str, Any], whole_words: bool) -> bool:
    """The set's rule: any accept string (all with accept_all), and ordered groups in order."""
    found = [find_accept(a, text, whole_words) >= 0 for a in question["accept"]]
    ok = all(found) if question.get("accept_all") else any(found)
    return ok and matches_in_order(question.get("ordered_accept") or [], text, whole_words)


def matches_in_order(groups: list[list[str]], text: str, whole_words: bool) -> bool:
    """Every group has an alternative after the previous group's match."""
    cursor = 0
    for group in groups:
        hits = [(pos, len(a)) for a in group if (pos := find_accept(a, text, whole_words, cursor)) >= 0]
        if not hits:
            return False
        pos, length = min(hits)
        cursor = pos + length
    return True


def evidence_ids(question: dict[str, Any], by_line: bool) -> list[str]:
    """The question's evidence as turn external ids."""
    return [e.split("#", 1)[1] if by_line else e for e in question["evidence"]]


def recall(hits: list[dict[str, Any]], evidence: list[str], k: int) -> float:
    """Share of the evidence turns cited by the top k hits."""
    cited = {t for h in hits[:k] for t in h["sourceTurnIds"]}
    return len(cited & set(evidence)) / len(evidence) if evidence else 0.0


def asked_thing(question: dict[str, Any]) -> set[str]:
    """Lowercased names a negative question asks about: the capitalised words after "ever"/"use"."""
    words = re.findall(r"\b[A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*)*", question["question"])
    return {w.lower() for w in words[1:]} if words else set()


def confident_wrong(hits: list[dict[str, Any]], question: dict[str, Any]) -> list[str]:
    """Fact hits in the top 3 that state the asked-about thing as a state of the project or of one
    of its components (not who owned something)."""
    asked = asked_thing(question)
    return [h["text"] for h in hits[:3] if h["kind"] == "fact" and (h.get("object") or "").lower() in asked
            and h.get("predicate") != "owner"]


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


def ask(gql: GraphQL, dev: DevSet, q: dict[str, Any], namespace: str) -> dict[str, Any]:
    """One question through search; the per-question record."""
    as_of = f"{q['as_of']}T12:00:00+00:00" if q.get("as_of") else None
    hits = gql(SEARCH, q=q["question"], ns=namespace, asOf=as_of)["search"]["hits"]
    top5 = "\n".join(h["text"] for h in hits[:5])
    evidence = evidence_ids(q, dev.evidence_by_line)
    record: dict[str, Any] = {
        "id": q["id"], "type": q["type"], "ok": accepted(top5, q, dev.whole_words),
        "recall@5": recall(hits, evidence, 5), "recall@10": recall(hits, evidence, 10),
        "top_hits": [f"[{h['kind']}] {h['text'][:200]}" for h in hits[:5]],
    }
    if q["type"] == "negative":
        record["confident_wrong"] = confident_wrong(hits, q)
        record["ok"] = record["ok"] and not record["confident_wrong"]
    return record


def _day(value: Any) -> date | None:
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    return native.date() if hasattr(native, "date") else date.fromisoformat(str(native)[:10])


def _plain_name(name: str) -> str:
    return " ".join(name.lower().replace("-", " ").split())


def _spellings(name: str) -> list[str]:
    """A name without its parenthesised detail, and the detail ("Create React App (react-scripts)")."""
    inner = re.findall(r"\(([^)]*)\)", name)
    return [_plain_name(re.sub(r"\([^)]*\)", " ", name)), *(_plain_name(i) for i in inner)]


def same_object(extracted: str, truth: str) -> bool:
    """Names agree when one contains the other, the ground truth's parenthesised detail counting
    as another spelling of it."""
    a = _plain_name(extracted)
    return bool(a) and any(b and (a in b or b in a) for b in _spellings(truth))


def _close(a: date | None, b: date | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs((a - b).days) <= DATE_SLACK_DAYS


def fact_accuracy(extracted: list[dict[str, Any]], truth: list[dict[str, Any]]) -> dict[str, Any]:
    """Precision and recall of (object, valid_from, valid_to) against the ground truth, 1:1."""
    unmatched = list(range(len(truth)))
    matched, wrong = 0, []
    for fact in extracted:
        start, end = _day(fact["valid_from"]), _day(fact["valid_to"])
        hit = next((i for i in unmatched if same_object(fact["object"], truth[i]["object"])
                    and _close(start, _day(truth[i]["valid_from"])) and _close(end, _day(truth[i]["valid_to"]))), None)
        if hit is None:
            wrong.append(f"{fact['subject']} / {fact['predicate']} / {fact['object']} {start} .. {end}")
        else:
            unmatched.remove(hit)
            matched += 1
    missed = [f"{truth[i]['subject']} / {truth[i]['predicate']} / {truth[i]['object']} "
              f"{truth[i]['valid_from']} .. {truth[i]['valid_to']}" for i in unmatched]
    return {"extracted": len(extracted), "truth": len(truth), "matched": matched,
            "precision": matched / len(extracted) if extracted else 0.0,
            "recall": matched / len(truth) if truth else 0.0, "wrong": wrong, "missed": missed}


def summarise(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Accuracy and recall per question type and overall."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[r["type"]].append(r)
    groups["all"] = list(records)
    return {name: {"n": len(rows), "accuracy": sum(r["ok"] for r in rows) / len(rows),
                   "recall@5": sum(r["recall@5"] for r in rows) / len(rows),
                   "recall@10": sum(r["recall@10"] for r in rows) / len(rows)}
            for name, rows in groups.items()}


def run_set(memory: Memory, gql: GraphQL, dev: DevSet, namespace: str | None = None) -> dict[str, Any]:
    """Ingest one set (into `namespace`, by default the set's own), ask its questions, compare its facts."""
    namespace = namespace or dev.namespace
    started = time.perf_counter()
    report = memory.ingest([dev.corpus], namespace, dev.format)
    log(f"{dev.name}: {report.turns_processed} turns in {time.perf_counter() - started:.1f} s")
    records = [ask(gql, dev, q, namespace) for q in load_jsonl(dev.folder / "questions.jsonl")]
    extracted = memory.store.read(lambda tx: [r.data() for r in tx.run(FACTS, ns=namespace)])
    facts = fact_accuracy(extracted, load_jsonl(dev.folder / "facts.jsonl"))
    return {"namespace": namespace, "summary": summarise(records), "facts": facts, "questions": records}


def render(results: dict[str, dict[str, Any]], show_misses: bool) -> str:
    """One table per set, per question type, and the fact accuracy."""
    out = []
    for name, result in results.items():
        summary, facts = result["summary"], result["facts"]
        rows = [[t, s["n"], s["accuracy"], s["recall@5"], s["recall@10"]]
                for t in [*TYPES, "all"] if (s := summary.get(t))]
        out += [f"## {name}: {summary['all']['n']} questions through GraphQL search (top 5)\n",
                table(["type", "n", "answered", "evidence recall@5", "evidence recall@10"], rows, digits=2), "",
                f"Facts: {facts['extracted']} extracted, {facts['truth']} in the ground truth, {facts['matched']} "
                f"match (object, valid_from and valid_to within {DATE_SLACK_DAYS} days): precision "
                f"{facts['precision']:.2f}, recall {facts['recall']:.2f}.", ""]
        if show_misses:
            out += [f"- {r['id']} ({r['type']}): " + " || ".join(r["top_hits"][:3])
                    for r in result["questions"] if not r["ok"]]
            out += ["", "Facts not in the ground truth:", *[f"  - {w}" for w in facts["wrong"]],
                    "Ground-truth facts not extracted:", *[f"  - {m}" for m in facts["missed"]], ""]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    """Ingest the chosen sets, ask every question through GraphQL, print and save the tables."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated set names")
    parser.add_argument("--set-dir", action="append", default=[], type=Path,
                        help="a set's folder outside ../shared/data (repeatable)")
    parser.add_argument("--show-misses", action="store_true", help="print missed questions and wrong facts")
    args = parser.parse_args(argv)
    chosen = [SETS[name] for name in args.sets.split(",") if name != "none"]
    chosen += [set_from_folder(folder.resolve()) for folder in args.set_dir]
    started = time.perf_counter()
    with benchmark_neo4j("timeline") as server:
        memory = Memory(server.settings)
        memory.ensure_schema()
        gql = GraphQL(memory)
        results = {dev.name: run_set(memory, gql, dev) for dev in chosen}
        memory.close()
    latency = latency_summary(gql.latencies)
    print(render(results, args.show_misses))
    print(f"GraphQL latency over all calls: p50 {latency['p50_ms']:.0f} ms, p95 {latency['p95_ms']:.0f} ms.")
    # Held-out sets get their own results file, so a look at one never overwrites the dev sets' tables.
    path = save("timeline_heldout" if args.set_dir else "timeline", {"sets": results, "latency": latency}, started)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
