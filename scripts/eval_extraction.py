"""Measure the LLM-free idea extraction on the development data and print what it finds.

Counts and samples of ideas for timeline_dev, LoCoMo and the Claude Code files, and how many
LoCoMo evidence turns yield at least one idea. (Timelines and facts are measured end to end by
`python -m benchmarks.timeline`.)

    .venv/bin/python scripts/eval_extraction.py [DATA_DIR]      (default /work/shared/data)
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

from graphmem.ingest.ideas import extract_ideas
from graphmem.ingest.sources import parse_file
from graphmem.model import TurnRecord

DATA = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/data")


def load_turns(path: Path) -> list[TurnRecord]:
    """All turns of a file, in time order (file order where times are missing)."""
    turns = [t for s in parse_file(path).sessions for t in s.turns]
    return sorted(turns, key=lambda t: (t.at is None, t.at.replace(tzinfo=None) if t.at else datetime.min))


def evidence_coverage(data: Path = DATA) -> tuple[int, int]:
    """(LoCoMo evidence turns that yield at least one idea, all evidence turns)."""
    turns = {(t.session_external_id.split("/")[0], t.external_id): t
             for t in load_turns(data / "chat" / "locomo_dev.chat.json")}
    cited = {(q["conversation"], e) for line in (data / "chat" / "locomo_dev.qa.jsonl").read_text().splitlines()
             if line for q in [json.loads(line)] for e in q["evidence"]}
    covered = sum(1 for key in cited if key in turns and extract_ideas(turns[key]))
    return covered, len(cited)


def _print_ideas(name: str, turns: list[TurnRecord], samples: int) -> None:
    ideas = [idea for turn in turns for idea in extract_ideas(turn)]
    intents = Counter(i.intent.value for i in ideas)
    print(f"== ideas: {name}: {len(turns)} turns -> {len(ideas)} ideas {dict(intents.most_common())}")
    step = max(1, len(ideas) // samples)
    for idea in ideas[::step][:samples]:
        print(f"  {idea.intent.value:10} {idea.importance:.2f} {idea.text[:110]}")


def main() -> None:
    _print_ideas("timeline_dev", load_turns(DATA / "timeline_dev" / "corpus.chat.json"), 8)
    _print_ideas("LoCoMo", load_turns(DATA / "chat" / "locomo_dev.chat.json"), 8)
    covered, cited = evidence_coverage()
    print(f"  LoCoMo evidence turns with an idea: {covered}/{cited}")
    for path in sorted((DATA / "claude_code").glob("*.jsonl")):
        _print_ideas(path.name, load_turns(path), 4)


if __name__ == "__main__":
    main()
