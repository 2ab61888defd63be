"""Measure the LLM-free extraction on the development data and print what it finds.

Facts: every turn of timeline_dev is run through `extract_facts` in time order, and the facts
are chained the way the store does it: one fact per (subject, predicate, object) keeping its
earliest `valid_from`; an object named only as replaced (`replaces`) gets a fact of its own from
its first mention (the convention of facts.jsonl for states already in place); each fact ends
where the next later fact with the same subject and predicate and another object starts. The
result is compared with facts.jsonl. Ideas: counts and samples for timeline_dev, LoCoMo and the
Claude Code files, and how many LoCoMo evidence turns yield at least one idea.

    .venv/bin/python scripts/eval_extraction.py [DATA_DIR]      (default /work/shared/data)
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from graphmem.text.entities import find_entities, scan_entities
from graphmem.ingest.facts import extract_facts
from graphmem.ingest.ideas import extract_ideas
from graphmem.ingest.sources import parse_file
from graphmem.model import FactDraft, TurnRecord

DATA = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/data")
DATE_TOLERANCE_DAYS = 3
# facts.jsonl names roles its own way; these are the gazetteer kinds they correspond to.
PREDICATES = {
    "framework": "mobile_framework", "stored_in": "object_storage", "error_tracker": "error_tracking",
    "test_runner": "test_runner", "hosted_on": "hosting", "release_cadence": "release_cadence",
}
CADENCE_WORDS = ("biweekly", "weekly", "monthly", "daily", "quarterly")


@dataclass
class State:
    """One (predicate, object) of the simulated timeline."""

    predicate: str
    object: str
    valid_from: datetime | None
    valid_to: datetime | None = None
    turns: list[str] = field(default_factory=list)


@dataclass
class FactScores:
    """How the simulated timeline compares with facts.jsonl."""

    expected: int
    found: int
    replaced: int
    closed: int
    dated: int
    wrongly_closed: int
    spurious: list[str]
    states: list[State]


def load_turns(path: Path) -> list[TurnRecord]:
    """All turns of a file, in time order (file order where times are missing)."""
    turns = [t for s in parse_file(path).sessions for t in s.turns]
    return sorted(turns, key=lambda t: (t.at is None, t.at or datetime.min))


def simulate_timeline(turns: list[TurnRecord], project: str) -> list[State]:
    """Chain the extracted facts as the store does (see module docstring)."""
    first_mention: dict[str, datetime] = {}
    facts: list[FactDraft] = []
    for turn in turns:
        for span in scan_entities(turn.text):
            if turn.at is not None:
                first_mention.setdefault(span.mention.canonical, turn.at)
        facts.extend(extract_facts(turn, project))
    states: dict[tuple[str, str], State] = {}
    for fact in facts:
        _merge(states, fact.predicate, fact.object, fact.valid_from, fact.turn_external_id)
    stated = set(states)
    for fact in facts:
        if fact.replaces and (fact.predicate, fact.replaces) not in stated:
            _merge(states, fact.predicate, fact.replaces, first_mention.get(fact.replaces), fact.turn_external_id)
    for predicate in {p for p, _ in states}:
        chain = sorted((s for (p, _), s in states.items() if p == predicate and s.valid_from),
                       key=lambda s: s.valid_from or datetime.min)
        for i, state in enumerate(chain):
            state.valid_to = next((later.valid_from for later in chain[i + 1:] if later.object != state.object), None)
    return sorted(states.values(), key=lambda s: (s.predicate, s.valid_from or datetime.max))


def _merge(states: dict[tuple[str, str], State], predicate: str, obj: str, when: datetime | None, turn: str) -> None:
    state = states.setdefault((predicate, obj), State(predicate, obj, when))
    if when is not None and (state.valid_from is None or when < state.valid_from):
        state.valid_from = when
    state.turns.append(turn)


def score_facts(states: list[State], truth: list[dict[str, object]]) -> FactScores:
    """Compare simulated states with the ground-truth facts of the project (other projects excluded)."""
    ours = {(s.predicate, s.object): s for s in states}
    expected = [t for t in truth if t["predicate"] in PREDICATES and not str(t["subject"]).startswith("pixmill")]
    scores = FactScores(len(expected), 0, 0, 0, 0, 0, [], states)
    for t in expected:
        state = ours.get((PREDICATES[str(t["predicate"])], object_key(str(t["object"]))))
        if state is None:
            continue
        scores.found += 1
        scores.dated += _near(state.valid_from, str(t["valid_from"]))
        if t["valid_to"]:
            scores.replaced += 1
            scores.closed += state.valid_to is not None
        else:
            scores.wrongly_closed += state.valid_to is not None
    known = {object_key(str(t["object"])) for t in truth}
    scores.spurious = [f"{s.predicate}={s.object}" for s in states if s.object not in known]
    scores.replaced = sum(1 for t in expected if t["valid_to"])
    return scores


def object_key(text: str) -> str:
    """The canonical key a ground-truth object stands for: its first technology, or a cadence."""
    lowered = text.lower()
    cadence = next((w for w in CADENCE_WORDS if lowered.startswith(w)), None)
    if cadence:
        return cadence
    tech = next((m for m in find_entities(text) if m.kind not in ("name", "file", "term", "issue")), None)
    return tech.canonical if tech else lowered


def _near(found: datetime | None, expected: str) -> bool:
    return found is not None and abs((found.date() - date.fromisoformat(expected)).days) <= DATE_TOLERANCE_DAYS


def measure_timeline_dev(data: Path = DATA) -> FactScores:
    """Facts of timeline_dev against its facts.jsonl."""
    turns = load_turns(data / "timeline_dev" / "corpus.chat.json")
    truth = [json.loads(line) for line in (data / "timeline_dev" / "facts.jsonl").read_text().splitlines() if line]
    return score_facts(simulate_timeline(turns, "Lumiform"), truth)


def evidence_coverage(data: Path = DATA) -> tuple[int, int]:
    """(LoCoMo evidence turns that yield at least one idea, all evidence turns)."""
    turns = {(t.session_external_id.split("/")[0], t.external_id): t
             for t in load_turns(data / "chat" / "locomo_dev.chat.json")}
    cited = {(q["conversation"], e) for line in (data / "chat" / "locomo_dev.qa.jsonl").read_text().splitlines()
             if line for q in [json.loads(line)] for e in q["evidence"]}
    covered = sum(1 for key in cited if key in turns and extract_ideas(turns[key]))
    return covered, len(cited)


def _print_facts(scores: FactScores) -> None:
    print("== timeline_dev facts (simulated timeline)")
    for s in scores.states:
        start = s.valid_from.date() if s.valid_from else "?"
        end = s.valid_to.date() if s.valid_to else "now"
        print(f"  {s.predicate:16} {s.object:16} {start} .. {end}   from {', '.join(dict.fromkeys(s.turns))}")
    print(f"  states found        {scores.found}/{scores.expected}")
    print(f"  replaced closed     {scores.closed}/{scores.replaced}")
    print(f"  valid_from +-{DATE_TOLERANCE_DAYS}d    {scores.dated}/{scores.found}")
    print(f"  wrongly closed      {scores.wrongly_closed}")
    print(f"  spurious            {len(scores.spurious)} {scores.spurious}")


def _print_ideas(name: str, turns: list[TurnRecord], samples: int) -> None:
    ideas = [idea for turn in turns for idea in extract_ideas(turn)]
    intents = Counter(i.intent.value for i in ideas)
    print(f"== ideas: {name}: {len(turns)} turns -> {len(ideas)} ideas {dict(intents.most_common())}")
    step = max(1, len(ideas) // samples)
    for idea in ideas[::step][:samples]:
        print(f"  {idea.intent.value:10} {idea.importance:.2f} {idea.text[:110]}")


def main() -> None:
    _print_facts(measure_timeline_dev())
    _print_ideas("timeline_dev", load_turns(DATA / "timeline_dev" / "corpus.chat.json"), 8)
    _print_ideas("LoCoMo", load_turns(DATA / "chat" / "locomo_dev.chat.json"), 8)
    covered, cited = evidence_coverage()
    print(f"  LoCoMo evidence turns with an idea: {covered}/{cited}")
    for path in sorted((DATA / "claude_code").glob("*.jsonl")):
        _print_ideas(path.name, load_turns(path), 4)


if __name__ == "__main__":
    main()
