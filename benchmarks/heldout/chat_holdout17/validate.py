#!/usr/bin/env python3
"""Check chat_holdout17: corpus, facts and questions agree with each other; print counts.

Usage: python3 validate.py [DIR]   (DIR defaults to this file's folder)
Exit status 0 when clean, 1 when any problem was found. Standard library only.

Scoring rule used for accept strings (same as the README): an accept string of 4 characters or
fewer must stand as a whole word (no letter or digit right before or after it); longer strings
match as plain substrings of the lowercased text. History questions need every ordered_accept
group, found in order.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

FORMAT = "graphmem-chat/1"
SESSION_ID = re.compile(r"^h17/s(\d{2})$")
QUESTION_ID = re.compile(r"^q(\d{2})$")
PEOPLE = {"Priya", "Maren", "Callum", "Ana", "Tomasz", "Jess", "Ewan", "Niamh", "Rhys", "Dana"}
TYPES = ("before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership")
QUESTION_KEYS = {"id", "type", "question", "answer", "accept", "evidence", "timeline"}
QUESTION_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
FACT_KEYS = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
FACT_OPTIONAL = {"note"}
TURNS_PER_SESSION = range(7, 12)
SESSIONS_EXPECTED = range(32, 39)
QUESTIONS_EXPECTED = range(75, 81)
TIMELINES_EXPECTED = range(30, 41)
SHORT = 4
STOP = {"the", "and", "with", "from", "for", "own", "after", "needs", "above", "built", "cloud", "site",
        "server", "only", "before", "close", "desktop", "group", "groups", "shared", "drive"}


class Report:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def error(self, where: str, message: str) -> None:
        self.problems.append(f"{where}: {message}")


# --- matching -------------------------------------------------------------------------------

def find_accept(accept: str, text: str, start: int = 0) -> int:
    text = text.lower()
    if len(accept) <= SHORT:
        m = re.compile(r"(?<![0-9a-z])" + re.escape(accept) + r"(?![0-9a-z])").search(text, start)
        return m.start() if m else -1
    return text.find(accept, start)


def matches(accept: str, text: str) -> bool:
    return find_accept(accept, text) >= 0


def matches_in_order(groups: list[list[str]], text: str) -> bool:
    cursor = 0
    for group in groups:
        found = [(pos, len(a)) for a in group if (pos := find_accept(a, text, cursor)) >= 0]
        if not found:
            return False
        pos, length = min(found)
        cursor = pos + length
    return True


# --- helpers --------------------------------------------------------------------------------

def parse_dt(value: object, where: str, report: Report) -> datetime | None:
    try:
        return datetime.fromisoformat(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        report.error(where, f"not an ISO timestamp: {value!r}")
        return None


def parse_day(value: object, where: str, report: Report) -> date | None:
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        report.error(where, f"not an ISO date (YYYY-MM-DD): {value!r}")
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        report.error(where, f"not a real date: {value!r}")
        return None


def read_jsonl(path: Path, report: Report) -> list[tuple[int, dict]]:
    rows = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        report.error(path.name, f"cannot read: {exc}")
        return rows
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            report.error(f"{path.name}:{number}", f"invalid JSON: {exc}")
            continue
        if isinstance(row, dict):
            rows.append((number, row))
        else:
            report.error(f"{path.name}:{number}", "each line must be a JSON object")
    return rows


def check_evidence(evidence: object, turns: dict[str, dict], where: str, report: Report) -> list[str]:
    if not isinstance(evidence, list) or not evidence or not all(isinstance(e, str) for e in evidence):
        report.error(where, '"evidence" must be a non-empty list of turn ids')
        return []
    for tid in evidence:
        if tid not in turns:
            report.error(where, f"evidence {tid!r} is not a turn of the corpus")
    if len(set(evidence)) != len(evidence):
        report.error(where, "evidence lists a turn twice")
    return [tid for tid in evidence if tid in turns]


def lower_strings(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(a, str) and a.strip() and a == a.lower() for a in value)


# --- corpus ---------------------------------------------------------------------------------

def check_corpus(path: Path, report: Report) -> tuple[dict[str, dict], Counter]:
    turns: dict[str, dict] = {}
    kinds: Counter = Counter()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        report.error(path.name, f"cannot read: {exc}")
        return turns, kinds
    if data.get("format") != FORMAT:
        report.error(path.name, f'format must be "{FORMAT}"')
    sessions = data.get("sessions") or []
    if len(sessions) not in SESSIONS_EXPECTED:
        report.error(path.name, f"{len(sessions)} sessions, expected {SESSIONS_EXPECTED.start}-{SESSIONS_EXPECTED.stop - 1}")
    previous_end = None
    for s_index, s in enumerate(sessions, start=1):
        sid = s.get("id")
        where = f"{path.name} {sid}"
        m = SESSION_ID.match(str(sid))
        if not m or int(m.group(1)) != s_index:
            report.error(where, f"expected session id h17/s{s_index:02d}")
        if set(s) != {"id", "title", "started_at", "turns"}:
            report.error(where, f"session keys are {sorted(s)}")
        if not str(s.get("title") or "").strip():
            report.error(where, "missing title")
        started = parse_dt(s.get("started_at"), f"{where} started_at", report)
        if started and previous_end and started <= previous_end:
            report.error(where, "starts before the previous session ended")
        s_turns = s.get("turns") or []
        if len(s_turns) not in TURNS_PER_SESSION:
            report.error(where, f"{len(s_turns)} turns, expected {TURNS_PER_SESSION.start}-{TURNS_PER_SESSION.stop - 1}")
        if s_turns and s_turns[0].get("role") != "user":
            report.error(where, "the first turn must be a person's")
        roles = {t.get("role") for t in s_turns}
        kinds["ai" if "assistant" in roles else "people"] += 1
        last = started
        for t_index, t in enumerate(s_turns, start=1):
            tid = t.get("id")
            twhere = f"{path.name} {tid}"
            if tid != f"{sid}#{t_index}":
                report.error(twhere, f"expected id {sid}#{t_index}")
            if tid in turns:
                report.error(twhere, "duplicate turn id")
            if set(t) != {"id", "speaker", "role", "text", "at"}:
                report.error(twhere, f"turn keys are {sorted(t)}")
            role, speaker = t.get("role"), t.get("speaker")
            if role == "assistant":
                if speaker != "assistant":
                    report.error(twhere, "assistant turns need speaker 'assistant'")
            elif role == "user":
                if speaker not in PEOPLE:
                    report.error(twhere, f"unknown speaker {speaker!r}")
            else:
                report.error(twhere, f"role must be 'user' or 'assistant', got {role!r}")
            if not str(t.get("text") or "").strip():
                report.error(twhere, "empty text")
            at = parse_dt(t.get("at"), f"{twhere} at", report)
            if at is None:
                continue
            if last and at < last:
                report.error(twhere, "earlier than the turn or session start before it")
            if started and at.date() != started.date():
                report.error(twhere, "not on the session's day")
            last = at
            turns[tid] = dict(t, _at=at)
        previous_end = last
    return turns, kinds


# --- facts ----------------------------------------------------------------------------------

def significant_tokens(obj: str) -> list[str]:
    words = re.findall(r"[a-z0-9£][a-z0-9£'-]*", obj.lower())
    return [w[:6] for w in words if (len(w) >= 3 or w.isdigit()) and w not in STOP] or [obj.lower()]


def check_facts(path: Path, turns: dict[str, dict], report: Report) -> dict[str, list[dict]]:
    rows = read_jsonl(path, report)
    days = sorted(t["_at"].date() for t in turns.values())
    first, last = (days[0], days[-1]) if days else (None, None)
    chains: dict[str, list[dict]] = defaultdict(list)
    pairs_of: dict[str, set] = defaultdict(set)
    timelines_of: dict[tuple, set] = defaultdict(set)
    for number, f in rows:
        where = f"{path.name}:{number} {f.get('timeline')}={f.get('object')}"
        if FACT_KEYS - f.keys():
            report.error(where, f"missing keys {sorted(FACT_KEYS - f.keys())}")
        if f.keys() - FACT_KEYS - FACT_OPTIONAL:
            report.error(where, f"unknown keys {sorted(f.keys() - FACT_KEYS - FACT_OPTIONAL)}")
        for key in ("subject", "predicate", "object", "timeline"):
            if not isinstance(f.get(key), str) or not f[key].strip():
                report.error(where, f'"{key}" must be a non-empty string')
        if "note" in f and (not isinstance(f["note"], str) or not f["note"].strip()):
            report.error(where, '"note" must be a non-empty string')
        start = parse_day(f.get("valid_from"), f"{where} valid_from", report)
        end = parse_day(f["valid_to"], f"{where} valid_to", report) if f.get("valid_to") is not None else None
        if start and end and end <= start:
            report.error(where, "valid_to must be after valid_from")
        for label, day in (("valid_from", start), ("valid_to", end)):
            if day and first and not first <= day <= last:
                report.error(where, f"{label} {day} is outside the corpus ({first} .. {last})")
        ev = check_evidence(f.get("evidence"), turns, where, report)
        if ev and isinstance(f.get("object"), str):
            texts = " ".join(f"{turns[tid]['speaker']}: {turns[tid]['text']}".lower() for tid in ev)
            if not any(tok in texts for tok in significant_tokens(f["object"])):
                report.error(where, "no evidence turn mentions the object")
        if start is None or not isinstance(f.get("timeline"), str):
            continue
        chains[f["timeline"]].append(dict(f, _start=start, _end=end, _where=where))
        pairs_of[f["timeline"]].add((f.get("subject"), f.get("predicate")))
        timelines_of[(f.get("subject"), f.get("predicate"))].add(f["timeline"])
    for timeline, pairs in pairs_of.items():
        if len(pairs) > 1:
            report.error(f"{path.name} {timeline}", f"mixes subject/predicate pairs {sorted(pairs)}")
    for pair, names in timelines_of.items():
        if len(names) > 1:
            report.error(f"{path.name} {pair}", f"split over timelines {sorted(names)}")
    for timeline, chain in chains.items():
        chain.sort(key=lambda c: c["_start"])
        for a, b in zip(chain, chain[1:]):
            if a["_end"] is None:
                report.error(b["_where"], f"follows an open state of {timeline}")
            elif a["_end"] > b["_start"]:
                report.error(b["_where"], f"overlaps the previous state of {timeline}")
            elif a["_end"] < b["_start"]:
                report.error(b["_where"], f"leaves a gap after the previous state of {timeline}")
            if a["object"] == b["object"]:
                report.error(b["_where"], "repeats the previous state's object")
    if len(chains) not in TIMELINES_EXPECTED:
        report.error(path.name, f"{len(chains)} timelines, expected {TIMELINES_EXPECTED.start}-{TIMELINES_EXPECTED.stop - 1}")
    return dict(chains)


# --- questions ------------------------------------------------------------------------------

def state_on(chain: list[dict], day: date) -> dict | None:
    for f in chain:
        if f["_start"] <= day and (f["_end"] is None or day < f["_end"]):
            return f
    return None


def agree_with_facts(q: dict, chain: list[dict], where: str, report: Report) -> None:
    accept, kind = q["accept"], q["type"]

    def hits(f: dict) -> list[str]:
        return [a for a in accept if matches(a, f["object"])]

    def only(target: dict) -> None:
        for other in chain:
            if other["object"] != target["object"] and hits(other):
                report.error(where, f"accept {hits(other)} also matches another state, {other['object']!r}")

    if kind == "current":
        open_states = [f for f in chain if f["_end"] is None]
        if len(open_states) != 1:
            report.error(where, f"{q['timeline']} has {len(open_states)} open states")
        elif not hits(open_states[0]):
            report.error(where, f"no accept string matches the current state {open_states[0]['object']!r}")
        else:
            only(open_states[0])
    elif kind == "as_of":
        try:
            day = date.fromisoformat(q.get("as_of", ""))
        except ValueError:
            return
        target = state_on(chain, day)
        if target is None:
            report.error(where, f"no state of {q['timeline']} holds on {day}")
        elif not hits(target):
            report.error(where, f"no accept string matches the state on {day}, {target['object']!r}")
        else:
            only(target)
    elif kind == "history":
        groups = q.get("ordered_accept") or []
        if len(groups) != len(chain):
            report.error(where, f"{len(groups)} ordered groups for {len(chain)} states of {q['timeline']}")
        for i, (group, f) in enumerate(zip(groups, chain), start=1):
            if not any(matches(a, f["object"]) for a in group):
                report.error(where, f"group {i} does not match state {i}, {f['object']!r}")
    elif kind == "when":
        bounds = {str(f["_start"]) for f in chain} | {str(f["_end"]) for f in chain if f["_end"]}
        if not bounds & set(accept):
            report.error(where, f"no accept string is a start or end date of {q['timeline']} {sorted(bounds)}")
        for a in accept:
            if re.fullmatch(r"\d{4}-\d{2}-\d{2}", a):
                parse_day(a, f"{where} accept", report)
    elif kind == "before":
        if not any(hits(f) for f in chain if f["_end"] is not None):
            report.error(where, f"no accept string matches a closed state of {q['timeline']}")
    elif kind in ("after", "ownership"):
        if not any(hits(f) for f in chain):
            report.error(where, f"no accept string matches a state of {q['timeline']}")
        if kind == "after" and len(chain) < 2:
            report.error(where, "after questions need a timeline with two or more states")
        if kind == "ownership" and chain[0].get("predicate") != "owner":
            report.error(where, f"{q['timeline']} is not an owner timeline")
    elif kind == "negative":
        if not any(a in ("no", "never") for a in accept):
            report.error(where, "negative questions should accept 'no' or 'never'")


def check_questions(path: Path, turns: dict[str, dict], chains: dict[str, list[dict]], report: Report) -> list[dict]:
    rows = read_jsonl(path, report)
    days = sorted(t["_at"].date() for t in turns.values())
    first, last = (days[0], days[-1]) if days else (None, None)
    seen: set = set()
    for index, (number, q) in enumerate(rows, start=1):
        where = f"{path.name}:{number} {q.get('id')}"
        if QUESTION_KEYS - q.keys():
            report.error(where, f"missing keys {sorted(QUESTION_KEYS - q.keys())}")
            continue
        if q.keys() - QUESTION_KEYS - QUESTION_OPTIONAL:
            report.error(where, f"unknown keys {sorted(q.keys() - QUESTION_KEYS - QUESTION_OPTIONAL)}")
        m = QUESTION_ID.match(str(q["id"]))
        if not m or int(m.group(1)) != index or q["id"] in seen:
            report.error(where, f"expected id q{index:02d}")
        seen.add(q["id"])
        if q["type"] not in TYPES:
            report.error(where, f"type must be one of {TYPES}")
            continue
        if not str(q["question"]).strip() or not str(q["answer"]).strip():
            report.error(where, "empty question or answer")
        if (q["type"] == "as_of") != ("as_of" in q):
            report.error(where, "as_of is required on, and only on, as_of questions")
        if "as_of" in q:
            day = parse_day(q["as_of"], f"{where} as_of", report)
            if day and first and not first <= day <= last:
                report.error(where, f"as_of {day} is outside the corpus")
            if day and str(day.year) not in q["question"]:
                report.error(where, "the question text should carry the as_of date (year missing)")
        accept = q["accept"]
        if not lower_strings(accept):
            report.error(where, '"accept" must be a non-empty list of lowercase strings')
            continue
        if len(set(accept)) != len(accept):
            report.error(where, "accept lists a string twice")
        groups = q.get("ordered_accept")
        if q["type"] == "history":
            if q.get("accept_all") is not True:
                report.error(where, "history questions need accept_all: true")
            if not isinstance(groups, list) or len(groups) < 2 or not all(lower_strings(g) for g in groups):
                report.error(where, '"ordered_accept" needs two or more groups of lowercase strings')
                groups = None
        elif "accept_all" in q or "ordered_accept" in q:
            report.error(where, "accept_all / ordered_accept are only for history questions")
        answer = q["answer"]
        found = [a for a in accept if matches(a, answer)]
        if not found:
            report.error(where, "no accept string occurs in the reference answer")
        if q.get("accept_all") and len(found) != len(accept):
            report.error(where, f"accept_all, but the answer lacks {sorted(set(accept) - set(found))}")
        if groups:
            if not matches_in_order(groups, answer):
                report.error(where, "the answer does not name the ordered groups in order")
            if set(accept) - {a for g in groups for a in g}:
                report.error(where, "accept strings missing from ordered_accept")
        ev = check_evidence(q["evidence"], turns, where, report)
        if ev and q["type"] in ("before", "after", "current", "as_of", "ownership", "history"):
            texts = " ".join(f"{turns[tid]['speaker']}: {turns[tid]['text']}" for tid in ev)
            if not any(matches(a, texts) for a in accept):
                report.error(where, "no evidence turn contains an accept string")
        if q["timeline"] not in chains:
            report.error(where, f"timeline {q['timeline']!r} has no facts")
        elif q["type"] != "history" or groups:
            agree_with_facts(q, chains[q["timeline"]], where, report)
    if len(rows) not in QUESTIONS_EXPECTED:
        report.error(path.name, f"{len(rows)} questions, expected {QUESTIONS_EXPECTED.start}-{QUESTIONS_EXPECTED.stop - 1}")
    return [q for _, q in rows]


def main(folder: Path) -> int:
    report = Report()
    turns, kinds = check_corpus(folder / "corpus.chat.json", report)
    if not turns:
        print("\n".join(report.problems) or "no turns")
        return 1
    chains = check_facts(folder / "facts.jsonl", turns, report)
    questions = check_questions(folder / "questions.jsonl", turns, chains, report)

    per_session = Counter(tid.split("#")[0] for tid in turns)
    times = [t["_at"] for t in turns.values()]
    months = (max(times).year - min(times).year) * 12 + max(times).month - min(times).month
    if not 16 <= months <= 24:
        report.error("corpus", f"spans {months} months, expected 16-24")
    roles = Counter(t["role"] for t in turns.values())
    speakers = Counter(t["speaker"] for t in turns.values() if t["role"] == "user")
    types = Counter(q.get("type") for q in questions)
    for t in TYPES:
        if not types.get(t):
            report.error("questions.jsonl", f"no question of type {t}")
    facts = [f for chain in chains.values() for f in chain]
    open_facts = sum(1 for f in facts if f["_end"] is None)
    multi = sum(1 for chain in chains.values() if len(chain) >= 2)
    cited = {tid for q in questions for tid in q.get("evidence", [])} | {tid for f in facts for tid in f.get("evidence", [])}

    print(f"sessions:  {len(per_session)}  ({min(times):%Y-%m-%d} .. {max(times):%Y-%m-%d}, {months} months; "
          f"{kinds['ai']} with the assistant, {kinds['people']} people-only)")
    print(f"turns:     {len(turns)}  ({min(per_session.values())}-{max(per_session.values())} per session; "
          f"{roles['user']} by people, {roles['assistant']} by the assistant)")
    print(f"speakers:  " + ", ".join(f"{k}={v}" for k, v in sorted(speakers.items())))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({multi} with 2+ states)")
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in TYPES))
    print(f"evidence:  {len(cited & set(turns))} distinct turns cited")
    if report.problems:
        print(f"\n{len(report.problems)} problem(s):")
        for p in report.problems:
            print(f"  - {p}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
