"""The facts of every timeline set, re-extracted in about a minute, and its questions asked in about
another: for following an extraction or a search change.

`ingest` puts each set once into a namespace `facts-<set>` of the server GRAPHMEM_NEO4J_URI names (a
kept one: `graphmem neo4j start` with its own GRAPHMEM_HOME and ports). `eval` then reads the stored
turns, extracts their claims with the code as it is now, builds the timelines in memory against
what the stored turns say (nothing is written) and scores the facts against each set's facts.jsonl
as `benchmarks.timeline` does. `ask` asks every question through GraphQL against the kept
namespaces as `benchmarks.timeline` does (`--rebuild` first rebuilds their timelines from the
claims the code as it is now extracts from the stored turns; `--save` keeps the answers, `--compare` lists the questions won and lost against saved
ones). `python -m benchmarks.timeline` is the measure, this is the quick look between two of its
runs. An ingest made by older code is fine as long as the change is in claims, timelines or search
(a change to parsing or to tool output needs `ingest` into fresh namespaces: `--prefix`).

    python -m benchmarks.facts_fast ingest [SET ...]
    python -m benchmarks.facts_fast eval [--verbose] [SET ...]     (SET: a folder name; default all)
    python -m benchmarks.facts_fast ask [--rebuild] [--save FILE] [--compare FILE] [SET ...]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from benchmarks.timeline import (SETS, TYPES, DevSet, GraphQL, ask, fact_accuracy, load_jsonl, set_from_folder,
                                 summarise)
from graphmem.config import load_settings
from graphmem.ingest.batch_rows import turn_claims
from graphmem.ingest.timeline_rebuild import namespace_timelines, rebuild_timelines
from graphmem.model import Claim, TurnRecord
from graphmem.service import Memory

HELD_OUT = Path(__file__).parent / "heldout"
READ_TURNS = """
MATCH (t:Turn {namespace: $ns})
RETURN t.session_external_id AS session, t.external_id AS id, t.seq AS seq, t.role AS role,
       t.speaker AS speaker, t.text AS text, t.at AS at, t.kind AS kind, t.intent AS intent
ORDER BY t.at, t.session_external_id, t.seq, t.external_id"""
# Ingest processes turns in batches of this many, each with its own record of who is talking.
BATCH = 512


def all_sets() -> dict[str, DevSet]:
    """The dev sets and every held-out set, by name."""
    held = {d.name: set_from_folder(d) for d in sorted(HELD_OUT.iterdir()) if (d / "facts.jsonl").exists()}
    return {**SETS, **held}


def stored_turns(memory: Memory, ns: str) -> list[TurnRecord]:
    """The namespace's turns in the order ingest processes them."""
    rows = memory.store.read(lambda tx: [r.data() for r in tx.run(READ_TURNS, ns=ns)])
    return [TurnRecord(r["session"], r["id"], r["seq"], r["role"], r["speaker"], r["text"],
                       r["at"].to_native() if r["at"] is not None else None, r["kind"], intent=r["intent"]) for r in rows]


def claims_now(turns: list[TurnRecord], project: str) -> list[Claim]:
    """The claims the code as it is now extracts from the turns, batch by batch as ingest does."""
    claims: list[Claim] = []
    for start in range(0, len(turns), BATCH):
        speakers: dict[str, str] = {}
        for turn in turns[start:start + BATCH]:
            claims += turn_claims(turn, project, speakers)
    return claims


def facts_now(memory: Memory, ns: str) -> list[dict[str, Any]]:
    """The facts the namespace's timelines would hold if it were rebuilt now."""
    timelines, _ = namespace_timelines(memory.store, memory.embedder, ns, claims_now(stored_turns(memory, ns), ns))
    return [{"subject": t.subject or "project", "predicate": t.label, "object": s.name,
             "valid_from": s.valid_from, "valid_to": s.valid_to} for t in timelines for s in t.states]


def ask_all(memory: Memory, sets: dict[str, DevSet], names: list[str], prefix: str,
            rebuild: bool) -> dict[str, list[dict[str, Any]]]:
    """Every question of the named sets asked through GraphQL, printed per set and question type."""
    gql, answers, right, asked = GraphQL(memory), {}, 0, 0
    for name in names:
        ns = prefix + sets[name].namespace
        if rebuild:
            rebuild_timelines(memory.store, memory.embedder, ns, claims_now(stored_turns(memory, ns), ns))
        answers[name] = [ask(gql, sets[name], q, ns) for q in load_jsonl(sets[name].folder / "questions.jsonl")]
        summary = summarise(answers[name])
        right, asked = right + sum(r["ok"] for r in answers[name]), asked + len(answers[name])
        print(f"{name:18} {summary['all']['accuracy']:.2f} " + " ".join(
            f"{t} {summary[t]['accuracy']:.2f}" for t in TYPES if t in summary), flush=True)
    print(f"all: {right} of {asked} answered ({right / max(asked, 1):.3f})")
    return answers


def compare(before: dict[str, list[dict[str, Any]]], after: dict[str, list[dict[str, Any]]]) -> None:
    """Print the questions answered in one run and not in the other."""
    for name in sorted(before.keys() & after.keys()):
        was = {r["id"]: r["ok"] for r in before[name]}
        for r in after[name]:
            if r["id"] in was and was[r["id"]] != r["ok"]:
                print(f"{'won ' if r['ok'] else 'lost'} {name} {r['id']} ({r['type']})")


def main(argv: list[str] | None = None) -> None:
    """Ingest the sets once, or score their facts as the code extracts them now."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["ingest", "eval", "ask"])
    parser.add_argument("sets", nargs="*", help="set names (default: all)")
    parser.add_argument("--prefix", default="facts-", help="namespace prefix (default facts-)")
    parser.add_argument("--verbose", action="store_true", help="list each set's wrong and missed facts")
    parser.add_argument("--rebuild", action="store_true", help="ask: rebuild the timelines first")
    parser.add_argument("--save", type=Path, help="ask: write the answers to this JSON file")
    parser.add_argument("--compare", type=Path, help="ask: list questions won and lost against saved answers")
    args = parser.parse_intermixed_args(argv)
    sets = all_sets()
    memory = Memory(load_settings())
    memory.ensure_schema()
    if args.command == "ask":
        answers = ask_all(memory, sets, args.sets or list(sets), args.prefix, args.rebuild)
        if args.save:
            args.save.write_text(json.dumps(answers, indent=1), encoding="utf-8")
        if args.compare:
            compare(json.loads(args.compare.read_text(encoding="utf-8")), answers)
        memory.close()
        return
    totals = [0, 0, 0]
    for name in args.sets or list(sets):
        dev = sets[name]
        ns = args.prefix + dev.namespace
        if args.command == "ingest":
            report = memory.ingest([dev.corpus], ns, dev.format)
            print(f"{name}: {report.turns_processed} turns into {ns}", flush=True)
            continue
        found = fact_accuracy(facts_now(memory, ns), load_jsonl(dev.folder / "facts.jsonl"))
        totals = [totals[0] + found["matched"], totals[1] + found["extracted"], totals[2] + found["truth"]]
        print(f"{name:18} matched {found['matched']:3} of {found['extracted']:3} extracted, truth {found['truth']:3}: "
              f"precision {found['precision']:.2f}, recall {found['recall']:.2f}", flush=True)
        if args.verbose:
            print(*(f"   wrong  {w}" for w in found["wrong"]), *(f"   missed {m}" for m in found["missed"]), sep="\n")
    if args.command == "eval":
        matched, extracted, truth = totals
        print(f"all: matched {matched} of {extracted} extracted, truth {truth}: precision {matched / max(extracted, 1):.3f}, "
              f"recall {matched / max(truth, 1):.3f}")
    memory.close()


if __name__ == "__main__":
    main()
