#!/usr/bin/env python3
"""Consistency checks for chat_holdout19 (corpus, facts, questions); prints counts.

    python3 validate.py [FOLDER]      # FOLDER defaults to the folder of this script

Exit status 0 when everything is clean, 1 otherwise. Standard library only.

Checks, in short:
  corpus     format tag; session ids h19/s01.. in order; titles; 8-10 turns per session; turn ids
             <session>#<n>; timestamps ascending across the whole file and each turn on its
             session's day; speakers: assistant sessions use "user"/"assistant", group chats use
             the names in PEOPLE (role "user"); no session mixes the two styles
  facts      keys; ISO dates inside the corpus span; valid_to after valid_from; evidence ids exist;
             one (subject, predicate) per timeline and one timeline per (subject, predicate);
             states chain without gaps or overlaps; no two consecutive states with the same
             object; "in place when first mentioned (D)" notes agree with valid_from and with the
             earliest evidence turn
  questions  ids q01.. in order; keys; known type; lowercase accept strings that occur in the
             reference answer (short strings as whole words, see find_accept); evidence ids
             exist; the timeline has facts; answers agree with the facts per type (current,
             as_of, before, after, when, history, ownership, negative); every timeline with two or
             more states is asked about at least once
  generate   if generate.py sits next to the data, its output equals the files byte for byte
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

FORMAT = "graphmem-chat/1"
PREFIX = "h19"
PEOPLE = {
    "Helen Strand", "Gareth Pugh", "Ayesha Raman", "Declan Moss", "Bea Tremlett",
    "Fiona Lathbury", "Marta Kowalczyk", "Kwame Osei", "Oskar Lindqvist", "Luca Ferrante",
    "Jonas Weidinger", "Dmitri Sokolov", "Inés Carvalho", "Ravi Mehta", "Callum Reeve",
}
TURNS_MIN, TURNS_MAX = 8, 10
TYPES = ("before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership")
Q_REQUIRED = {"id", "type", "timeline", "question", "answer", "accept", "evidence"}
Q_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
F_REQUIRED = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
F_OPTIONAL = {"note"}
NEGATION = {"no", "never", "did not", "didn't", "not adopted", "rejected", "cancelled"}
WHOLE_WORD_MAX = 4  # accept strings up to this length must stand as a whole word

problems: list[str] = []


def problem(where: str, message: str) -> None:
    problems.append(f"{where}: {message}")


# --- the matching rule ----------------------------------------------------------------------

def find_accept(needle: str, text: str, start: int = 0) -> int:
    """Index of `needle` in lowercased `text` from `start`, or -1.

    Needles of WHOLE_WORD_MAX characters or fewer only count when no letter or digit touches
    them on either side ("uv" in "uv sync" but not in "uvicorn"); longer needles are substrings.
    """
    hay = text.lower()
    if len(needle) > WHOLE_WORD_MAX:
        return hay.find(needle, start)
    pattern = re.compile(r"(?<![0-9a-z])" + re.escape(needle) + r"(?![0-9a-z])")
    found = pattern.search(hay, start)
    return found.start() if found else -1


def occurs(needle: str, text: str) -> bool:
    return find_accept(needle, text) >= 0


def in_order(groups: list[list[str]], text: str) -> bool:
    """Each group needs one alternative in `text`, found after the match of the group before."""
    cursor = 0
    for group in groups:
        positions = [(p, len(a)) for a in group if (p := find_accept(a, text, cursor)) >= 0]
        if not positions:
            return False
        p, length = min(positions)
        cursor = p + length
    return True


# --- helpers ----------------------------------------------------------------------------------

def to_date(value, where: str):
    if not isinstance(value, str):
        problem(where, f"expected an ISO date string, got {value!r}")
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        problem(where, f"not an ISO date: {value!r}")
        return None


def to_datetime(value, where: str):
    if not isinstance(value, str):
        problem(where, f"expected an ISO timestamp, got {value!r}")
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        problem(where, f"not an ISO timestamp: {value!r}")
        return None


def load_jsonl(path: Path) -> list[tuple[int, dict]]:
    rows = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        problem(path.name, f"cannot read ({exc})")
        return rows
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            problem(f"{path.name}:{n}", "blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            problem(f"{path.name}:{n}", f"bad JSON ({exc})")
            continue
        if isinstance(obj, dict):
            rows.append((n, obj))
        else:
            problem(f"{path.name}:{n}", "not a JSON object")
    return rows


def evidence_ok(ids, turns: dict, where: str) -> None:
    if not isinstance(ids, list) or not ids:
        problem(where, "evidence must be a non-empty list")
        return
    if len(set(ids)) != len(ids):
        problem(where, "evidence repeats a turn id")
    for tid in ids:
        if tid not in turns:
            problem(where, f"evidence {tid!r} is not a turn of the corpus")


def lowercase_list(value) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(v, str) and v and v == v.lower() for v in value)


# --- corpus -----------------------------------------------------------------------------------

def check_corpus(path: Path) -> tuple[dict, dict]:
    """Return (turn id -> datetime, session id -> 'assistant' | 'group')."""
    turns: dict[str, datetime] = {}
    styles: dict[str, str] = {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        problem(path.name, f"cannot load ({exc})")
        return turns, styles
    if data.get("format") != FORMAT:
        problem(path.name, f"format should be {FORMAT!r}")
    if set(data) != {"format", "sessions"}:
        problem(path.name, f"unexpected top-level keys {sorted(set(data) - {'format', 'sessions'})}")
    sessions = data.get("sessions")
    if not isinstance(sessions, list) or not sessions:
        problem(path.name, "no sessions")
        return turns, styles
    previous = None
    for number, s in enumerate(sessions, start=1):
        sid = f"{PREFIX}/s{number:02d}"
        where = f"{path.name} {s.get('id')}"
        if s.get("id") != sid:
            problem(where, f"expected id {sid}")
        if set(s) != {"id", "title", "started_at", "turns"}:
            problem(where, f"session keys are {sorted(s)}")
        if not isinstance(s.get("title"), str) or not s["title"].strip():
            problem(where, "missing title")
        start = to_datetime(s.get("started_at"), f"{where} started_at")
        if start and previous and start <= previous:
            problem(where, "starts before the previous session ended")
        rows = s.get("turns") or []
        if not TURNS_MIN <= len(rows) <= TURNS_MAX:
            problem(where, f"{len(rows)} turns, expected {TURNS_MIN}-{TURNS_MAX}")
        speakers = set()
        last = start
        for index, t in enumerate(rows, start=1):
            tid = f"{sid}#{index}"
            twhere = f"{path.name} {t.get('id')}"
            if t.get("id") != tid:
                problem(twhere, f"expected id {tid}")
            if set(t) != {"id", "speaker", "role", "text", "at"}:
                problem(twhere, f"turn keys are {sorted(t)}")
            speaker, role = t.get("speaker"), t.get("role")
            speakers.add(speaker)
            if speaker == "assistant":
                if role != "assistant":
                    problem(twhere, "the assistant's role must be 'assistant'")
            elif speaker == "user" or speaker in PEOPLE:
                if role != "user":
                    problem(twhere, "a person's role must be 'user'")
            else:
                problem(twhere, f"unknown speaker {speaker!r}")
            if index == 1 and role != "user":
                problem(twhere, "a session must open with a person's turn")
            if not isinstance(t.get("text"), str) or not t["text"].strip():
                problem(twhere, "empty text")
            at = to_datetime(t.get("at"), f"{twhere} at")
            if at is None:
                continue
            if last and at < last:
                problem(twhere, "timestamp goes backwards")
            if start and at.date() != start.date():
                problem(twhere, "turn is not on its session's day")
            if tid in turns:
                problem(twhere, "duplicate turn id")
            turns[tid] = at
            last = at
        previous = last
        if speakers <= {"user", "assistant"}:
            if speakers != {"user", "assistant"}:
                problem(where, "an assistant session needs both user and assistant turns")
            styles[sid] = "assistant"
        elif speakers <= PEOPLE:
            if len(speakers) < 2:
                problem(where, "a group chat needs at least two people")
            styles[sid] = "group"
        else:
            problem(where, "mixes named speakers with user/assistant turns")
    return turns, styles


# --- facts ------------------------------------------------------------------------------------

FIRST_MENTION = re.compile(r"^in place when first mentioned \((\d{4}-\d{2}-\d{2})\)")


def check_facts(path: Path, turns: dict) -> dict[str, list[dict]]:
    span = (min(turns.values()).date(), max(turns.values()).date()) if turns else None
    chains: dict[str, list[dict]] = defaultdict(list)
    key_to_timelines = defaultdict(set)
    timeline_to_keys = defaultdict(set)
    for n, f in load_jsonl(path):
        where = f"{path.name}:{n} [{f.get('timeline')}] {f.get('object')!r}"
        if F_REQUIRED - set(f):
            problem(where, f"missing {sorted(F_REQUIRED - set(f))}")
        if set(f) - F_REQUIRED - F_OPTIONAL:
            problem(where, f"unknown keys {sorted(set(f) - F_REQUIRED - F_OPTIONAL)}")
        for key in ("subject", "predicate", "object", "timeline"):
            if not isinstance(f.get(key), str) or not f[key].strip():
                problem(where, f"{key} must be a non-empty string")
        if "note" in f and (not isinstance(f["note"], str) or not f["note"].strip()):
            problem(where, "note must be a non-empty string")
        start = to_date(f.get("valid_from"), f"{where} valid_from")
        end = to_date(f["valid_to"], f"{where} valid_to") if f.get("valid_to") is not None else None
        if start and end and end <= start:
            problem(where, "valid_to must be later than valid_from")
        for label, day in (("valid_from", start), ("valid_to", end)):
            if day and span and not span[0] <= day <= span[1]:
                problem(where, f"{label} {day} lies outside the corpus {span[0]}..{span[1]}")
        evidence_ok(f.get("evidence"), turns, where)
        m = FIRST_MENTION.match(f.get("note") or "")
        if m and start:
            if m.group(1) != str(start):
                problem(where, f"note says first mentioned {m.group(1)}, valid_from is {start}")
            cited = [turns[e].date() for e in f.get("evidence") or [] if e in turns]
            if cited and min(cited) != start:
                problem(where, f"first-mention date {start} is not the earliest evidence turn ({min(cited)})")
        if start is None or not isinstance(f.get("timeline"), str):
            continue
        key = (f.get("subject"), f.get("predicate"))
        key_to_timelines[key].add(f["timeline"])
        timeline_to_keys[f["timeline"]].add(key)
        chains[f["timeline"]].append(dict(f, _start=start, _end=end, _where=where))
    for key, names in key_to_timelines.items():
        if len(names) > 1:
            problem(f"{path.name} {key}", f"spread over timelines {sorted(names)}")
    for name, keys in timeline_to_keys.items():
        if len(keys) > 1:
            problem(f"{path.name} timeline {name}", f"mixes subject/predicate pairs {sorted(keys)}")
    for name, chain in chains.items():
        chain.sort(key=lambda c: c["_start"])
        for a, b in zip(chain, chain[1:]):
            if a["_end"] is None:
                problem(b["_where"], "follows a state that never ends")
            elif a["_end"] < b["_start"]:
                problem(b["_where"], f"gap after the previous state (ends {a['_end']})")
            elif a["_end"] > b["_start"]:
                problem(b["_where"], f"overlaps the previous state (ends {a['_end']})")
            if a["object"] == b["object"]:
                problem(b["_where"], "same object as the previous state")
    return dict(chains)


# --- questions --------------------------------------------------------------------------------

def state_at(chain: list[dict], day: date):
    for f in chain:
        if f["_start"] <= day and (f["_end"] is None or day < f["_end"]):
            return f
    return None


def agrees_with_facts(qn: dict, chain: list[dict], where: str) -> None:
    accept, kind = qn["accept"], qn["type"]

    def hits(f):
        return [a for a in accept if occurs(a, f["object"])]

    def only(target):
        if not hits(target):
            problem(where, f"no accept string names the expected state {target['object']!r}")
        for other in chain:
            if other["object"] != target["object"] and hits(other):
                problem(where, f"accept {hits(other)} also names another state {other['object']!r}")

    if kind == "current":
        open_states = [f for f in chain if f["_end"] is None]
        if len(open_states) != 1:
            problem(where, f"timeline {qn['timeline']} should have exactly one open state")
        else:
            only(open_states[0])
    elif kind == "as_of":
        day = to_date(qn.get("as_of"), f"{where} as_of")
        if day:
            target = state_at(chain, day)
            if target is None:
                problem(where, f"no state of {qn['timeline']} holds on {day}")
            else:
                only(target)
    elif kind == "before":
        if not any(hits(f) for f in chain if f["_end"] is not None):
            problem(where, "accept strings name no closed state")
    elif kind == "after":
        if not any(hits(f) for f in chain[1:]):
            problem(where, "accept strings name no state that followed another")
    elif kind == "ownership":
        if chain[0].get("predicate") != "owner":
            problem(where, f"{qn['timeline']} is not an owner timeline")
        if not any(hits(f) for f in chain):
            problem(where, "accept strings name no owner of the timeline")
    elif kind == "when":
        dates = {str(f["_start"]) for f in chain[1:]} | {str(f["_end"]) for f in chain if f["_end"]}
        if not dates & set(accept):
            problem(where, f"no accept string is a change date of {qn['timeline']} ({sorted(dates)})")
        for f in chain:
            if str(f["_start"]) in accept and "implicit" in (f.get("note") or ""):
                problem(where, "asks 'when' about an implicit switch")
    elif kind == "history":
        groups = qn.get("ordered_accept") or []
        if len(groups) != len(chain):
            problem(where, f"{len(groups)} ordered groups for {len(chain)} states")
        for i, (group, f) in enumerate(zip(groups, chain), start=1):
            if not any(occurs(a, f["object"]) for a in group):
                problem(where, f"group {i} does not name state {i} ({f['object']!r})")
    elif kind == "negative":
        if not set(accept) <= NEGATION:
            problem(where, f"negative accept strings should be negations, got {sorted(set(accept) - NEGATION)}")
        if not qn["answer"].startswith("No"):
            problem(where, "the reference answer of a negative question should start with 'No'")


def check_questions(path: Path, turns: dict, chains: dict) -> list[dict]:
    span = (min(turns.values()).date(), max(turns.values()).date()) if turns else None
    out = []
    for index, (n, qn) in enumerate(load_jsonl(path), start=1):
        where = f"{path.name}:{n} {qn.get('id')}"
        if qn.get("id") != f"q{index:02d}":
            problem(where, f"expected id q{index:02d}")
        if Q_REQUIRED - set(qn):
            problem(where, f"missing {sorted(Q_REQUIRED - set(qn))}")
            continue
        if set(qn) - Q_REQUIRED - Q_OPTIONAL:
            problem(where, f"unknown keys {sorted(set(qn) - Q_REQUIRED - Q_OPTIONAL)}")
        out.append(qn)
        kind = qn["type"]
        if kind not in TYPES:
            problem(where, f"unknown type {kind!r}")
            continue
        for key in ("question", "answer"):
            if not isinstance(qn[key], str) or not qn[key].strip():
                problem(where, f"{key} must be non-empty text")
        if (kind == "as_of") != ("as_of" in qn):
            problem(where, "as_of is required on as_of questions and only there")
        if "as_of" in qn:
            day = to_date(qn["as_of"], f"{where} as_of")
            if day and span and not span[0] <= day <= span[1]:
                problem(where, f"as_of {day} is outside the corpus")
            if day and str(day.year) not in qn["question"]:
                problem(where, "the question text must carry the as_of date (year missing)")
        accept = qn["accept"]
        if not lowercase_list(accept):
            problem(where, "accept must be a non-empty list of lowercase strings")
            continue
        if len(set(accept)) != len(accept):
            problem(where, "accept repeats a string")
        answer = qn["answer"]
        found = [a for a in accept if occurs(a, answer)]
        if kind == "history":
            groups = qn.get("ordered_accept")
            if qn.get("accept_all") is not True:
                problem(where, "history questions need accept_all: true")
            if not isinstance(groups, list) or len(groups) < 2 or not all(lowercase_list(g) for g in groups):
                problem(where, "ordered_accept needs two or more groups of lowercase strings")
                groups = None
            if len(found) != len(accept):
                problem(where, f"answer lacks accept strings {sorted(set(accept) - set(found))}")
            if groups:
                if not in_order(groups, answer):
                    problem(where, "answer does not name the ordered groups in order")
                stray = set(accept) - {a for g in groups for a in g}
                if stray:
                    problem(where, f"accept strings {sorted(stray)} belong to no ordered group")
        else:
            if "accept_all" in qn or "ordered_accept" in qn:
                problem(where, "accept_all / ordered_accept are for history questions only")
            if not found:
                problem(where, "no accept string occurs in the reference answer")
        evidence_ok(qn["evidence"], turns, where)
        if qn["timeline"] not in chains:
            problem(where, f"timeline {qn['timeline']!r} has no facts")
        else:
            agrees_with_facts(qn, chains[qn["timeline"]], where)
    return out


# --- generate.py round trip -------------------------------------------------------------------

def check_generator(folder: Path) -> str:
    script = folder / "generate.py"
    if not script.exists():
        return "generate.py not found, round trip skipped"
    sys.dont_write_bytecode = True  # leave no __pycache__ next to the data
    spec = importlib.util.spec_from_file_location("chat_holdout19_generate", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.render().items():
        path = folder / name
        if not path.exists() or path.read_bytes() != text.encode("utf-8"):
            problem(name, "differs from what generate.py writes")
    return "generate.py reproduces the three data files byte for byte"


def main(folder: Path) -> int:
    turns, styles = check_corpus(folder / "corpus.chat.json")
    if not turns:
        print("\n".join(problems) or "no turns")
        return 1
    chains = check_facts(folder / "facts.jsonl", turns)
    questions = check_questions(folder / "questions.jsonl", turns, chains)
    roundtrip = check_generator(folder)

    asked = {qn["timeline"] for qn in questions}
    for name, chain in chains.items():
        if len(chain) >= 2 and name not in asked:
            problem(f"facts.jsonl timeline {name}", "has two or more states but no question")
    types = Counter(qn["type"] for qn in questions)
    for kind in TYPES:
        if not types.get(kind):
            problem("questions.jsonl", f"no question of type {kind}")

    per_session = Counter(tid.split("#")[0] for tid in turns)
    facts = [f for chain in chains.values() for f in chain]
    open_n = sum(f["_end"] is None for f in facts)
    cited = {e for qn in questions for e in qn.get("evidence", [])} | {e for f in facts for e in f.get("evidence", [])}
    style_n = Counter(styles.values())
    print(f"sessions:  {len(per_session)}  ({min(turns.values()):%Y-%m-%d} .. {max(turns.values()):%Y-%m-%d}; "
          f"{style_n['assistant']} with the assistant, {style_n['group']} group chats)")
    print(f"turns:     {len(turns)}  ({min(per_session.values())}-{max(per_session.values())} per session)")
    print(f"questions: {len(questions)}  " + ", ".join(f"{k}={types.get(k, 0)}" for k in sorted(TYPES)))
    print(f"facts:     {len(facts)}  (open={open_n}, closed={len(facts) - open_n})")
    print(f"timelines: {len(chains)}  ({sum(len(c) >= 2 for c in chains.values())} with 2+ states)")
    print(f"evidence:  {len(cited & set(turns))} distinct turns cited")
    print(f"generate:  {roundtrip}")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print(f"  - {p}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parent))
