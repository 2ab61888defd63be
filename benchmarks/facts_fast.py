"""The facts of every timeline set, re-extracted in about a minute: for following an extraction change.

`ingest` puts each set once into a namespace `facts-<set>` of the server GRAPHMEM_NEO4J_URI names (a
kept one: `graphmem neo4j start` with its own GRAPHMEM_HOME and ports). `eval` then reads the stored
turns, extracts their claims with the code as it is now, builds the timelines in memory against
what the stored turns say (nothing is written) and scores the facts against each set's facts.jsonl
as `benchmarks.timeline` does. Questions are not asked: `python -m benchmarks.timeline` is the
measure, this is the quick look between two of its runs. An ingest made by older code is fine as
long as the change is in claims or timelines (a change to parsing or to tool output needs `ingest`
into fresh namespaces: `--prefix`).

    python -m benchmarks.facts_fast ingest [SET ...]
    python -m benchmarks.facts_fast eval [--verbose] [SET ...]     (SET: a folder name; default all)
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from benchmarks.timeline import SETS, DevSet, fact_accuracy, load_jsonl, set_from_folder
from graphmem.config import load_settings
from graphmem.ingest.batch_rows import turn_claims
from graphmem.ingest.timeline_rebuild import namespace_timelines
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


def main(argv: list[str] | None = None) -> None:
    """Ingest the sets once, or score their facts as the code extracts them now."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["ingest", "eval"])
    parser.add_argument("sets", nargs="*", help="set names (default: all)")
    parser.add_argument("--prefix", default="facts-", help="namespace prefix (default facts-)")
    parser.add_argument("--verbose", action="store_true", help="list each set's wrong and missed facts")
    args = parser.parse_intermixed_args(argv)
    sets = all_sets()
    memory = Memory(load_settings())
    memory.ensure_schema()
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
