#!/usr/bin/env python3
"""Check the chat_holdout21 corpus, its questions and its facts; print counts.

Adapted from timeline_dev2/validate.py: same checks and matching rule, plus group chats, whose
human turns carry the person's first name as `speaker` (role "user"); assistant sessions use
speaker "user"/"assistant" as in timeline_dev2. A session is one or the other, never both.

Usage: python3 validate.py [DIR]   (DIR defaults to this file's folder)
Exit status 0 when clean, 1 when any problem was found. Standard library only.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

FORMAT = "graphmem-chat/1"
SPEAKERS = {"user", "assistant"}
PEOPLE = {"Morag", "Gareth", "Priya", "Tomasz", "Ines", "Dafydd", "Aoife", "Callum", "Helen"}
SESSION_PREFIX = "h21"
SESSION_ID = re.compile(r"^h21/s(\d{2})$")
QUESTION_ID = re.compile(r"^q(\d{2})$")
QUESTION_TYPES = {"before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership"}
QUESTION_KEYS = {"id", "type", "question", "answer", "accept", "evidence", "timeline"}
QUESTION_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
FACT_KEYS = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
FACT_OPTIONAL = {"note"}
TURNS_PER_SESSION = range(7, 13)
SHORT_ACCEPT = 4  # accept strings this short match whole words only (see README, Scoring)


class Report:
    """Collects problems so one run shows all of them."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def error(self, where: str, message: str) -> None:
        self.problems.append(f"{where}: {message}")


# --- matching rule shared with the README's scoring section -------------------------------

def find_accept(accept: str, text: str, start: int = 0) -> int:
    """Position of `accept` in lowercased `text` at or after `start`, or -1.

    Strings of SHORT_ACCEPT characters or fewer must stand as a whole word (no letter or digit
    right before or after them); longer strings match as plain substrings.
    """
    text = text.lower()
    if len(accept) <= SHORT_ACCEPT:
        m = re.compile(r"(?<![0-9a-z])" + re.escape(accept) + r"(?![0-9a-z])").search(text, start)
        return m.start() if m else -1
    return text.find(accept, start)


def matches(accept: str, text: str) -> bool:
    return find_accept(accept, text) >= 0


def matches_in_order(groups: list[list[str]], text: str) -> bool:
    """True when every group has an alternative in `text`, each found after the previous group's match."""
    cursor = 0
    for group in groups:
        hits = [(pos, len(a)) for a in group if (pos := find_accept(a, text, cursor)) >= 0]
        if not hits:
            return False
        pos, length = min(hits)
        cursor = pos + length
    return True


# --- parsing helpers ------------------------------------------------------------------------

def parse_datetime(value: object, where: str, report: Report) -> datetime | None:
    if not isinstance(value, str):
        report.error(where, f"expected an ISO timestamp string, got {value!r}")
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        report.error(where, f"not an ISO timestamp: {value!r}")
        return None


def parse_date(value: object, where: str, report: Report) -> date | None:
    if not isinstance(value, str):
        report.error(where, f"expected an ISO date string, got {value!r}")
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        report.error(where, f"not an ISO date (YYYY-MM-DD): {value!r}")
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
        if not isinstance(row, dict):
            report.error(f"{path.name}:{number}", "each line must be a JSON object")
            continue
        rows.append((number, row))
    return rows


def check_evidence(evidence: object, turn_ids: set[str], where: str, report: Report) -> None:
    if not isinstance(evidence, list) or not evidence:
        report.error(where, '"evidence" must be a non-empty list of turn ids')
        return
    for tid in evidence:
        if tid not in turn_ids:
            report.error(where, f"evidence id {tid!r} is not a turn in the corpus")
    if len(set(evidence)) != len(evidence):
        report.error(where, "evidence lists a turn twice")


def is_lowercase_strings(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(a, str) and a and a == a.lower() for a in value)


# --- corpus ---------------------------------------------------------------------------------

def check_corpus(path: Path, report: Report) -> dict[str, datetime]:
    """Validate corpus.chat.json; return turn id -> timestamp for every turn."""
    try:
        corpus = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        report.error(path.name, f"cannot read JSON: {exc}")
        return {}
    if corpus.get("format") != FORMAT:
        report.error(path.name, f'"format" must be {FORMAT!r}, got {corpus.get("format")!r}')
    sessions = corpus.get("sessions")
    if not isinstance(sessions, list) or not sessions:
        report.error(path.name, '"sessions" must be a non-empty list')
        return {}

    turn_times: dict[str, datetime] = {}
    previous_end: datetime | None = None
    for s_index, session in enumerate(sessions, start=1):
        sid = session.get("id", f"<session {s_index}>")
        where = f"{path.name} {sid}"
        m = SESSION_ID.match(str(sid))
        if not m or int(m.group(1)) != s_index:
            report.error(where, f"expected session id {SESSION_PREFIX}/s{s_index:02d}")
        if not str(session.get("title", "")).strip():
            report.error(where, "missing title")
        started = parse_datetime(session.get("started_at"), f"{where} started_at", report)
        if started and previous_end and started <= previous_end:
            report.error(where, f"started_at {started} is not after the previous session's last turn {previous_end}")
        turns = session.get("turns") or []
        if len(turns) not in TURNS_PER_SESSION:
            report.error(where, f"has {len(turns)} turns, expected {TURNS_PER_SESSION.start}-{TURNS_PER_SESSION.stop - 1}")
        if turns and turns[0].get("role") != "user":
            report.error(where, "the first turn should be a person's (role 'user')")
        named = {t.get("speaker") for t in turns} - SPEAKERS
        is_group = bool(named)
        if is_group and {t.get("speaker") for t in turns} & SPEAKERS:
            report.error(where, "mixes named speakers with 'user'/'assistant' speakers")
        if is_group and len(named) < 2:
            report.error(where, "a group chat needs at least two named speakers")
        last = started
        for t_index, turn in enumerate(turns, start=1):
            tid = turn.get("id", f"<turn {t_index}>")
            twhere = f"{path.name} {tid}"
            if tid != f"{sid}#{t_index}":
                report.error(twhere, f"expected id {sid}#{t_index}")
            if tid in turn_times:
                report.error(twhere, "duplicate turn id")
            if turn.get("role") not in SPEAKERS:
                report.error(twhere, "role must be 'user' or 'assistant'")
            elif turn.get("speaker") in SPEAKERS:
                if turn["speaker"] != turn["role"]:
                    report.error(twhere, "speaker and role disagree")
            elif turn.get("speaker") not in PEOPLE:
                report.error(twhere, f"unknown speaker {turn.get('speaker')!r} (known people: {sorted(PEOPLE)})")
            elif turn["role"] != "user":
                report.error(twhere, "a named speaker must have role 'user'")
            if not str(turn.get("text", "")).strip():
                report.error(twhere, "empty text")
            at = parse_datetime(turn.get("at"), f"{twhere} at", report)
            if at is None:
                continue
            if last and at < last:
                report.error(twhere, f"at {at} is earlier than {last}")
            if started and at.date() != started.date():
                report.error(twhere, "turn is not on the session's day")
            last = at
            turn_times[tid] = at
        previous_end = last
    return turn_times


# --- facts ----------------------------------------------------------------------------------

def check_facts(path: Path, turn_times: dict[str, datetime], report: Report) -> dict[str, list[dict]]:
    """Validate facts.jsonl; return timeline -> its facts ordered by valid_from."""
    rows = read_jsonl(path, report)
    first_day = min(turn_times.values()).date() if turn_times else None
    last_day = max(turn_times.values()).date() if turn_times else None
    chains: dict[str, list[dict]] = defaultdict(list)
    keys_of_timeline: dict[str, set[tuple[str, str]]] = defaultdict(set)
    timelines_of_key: dict[tuple[str, str], set[str]] = defaultdict(set)
    for number, f in rows:
        where = f"{path.name}:{number} {f.get('timeline')}={f.get('object')}"
        missing = FACT_KEYS - f.keys()
        unknown = f.keys() - FACT_KEYS - FACT_OPTIONAL
        if missing:
            report.error(where, f"missing keys {sorted(missing)}")
        if unknown:
            report.error(where, f"unknown keys {sorted(unknown)}")
        for key in ("subject", "predicate", "object", "timeline"):
            if not isinstance(f.get(key), str) or not f.get(key, "").strip():
                report.error(where, f'"{key}" must be a non-empty string')
        if "note" in f and (not isinstance(f["note"], str) or not f["note"].strip()):
            report.error(where, '"note" must be a non-empty string when present')
        start = parse_date(f.get("valid_from"), f"{where} valid_from", report)
        end = None
        if f.get("valid_to") is not None:
            end = parse_date(f.get("valid_to"), f"{where} valid_to", report)
        if start and end and end <= start:
            report.error(where, "valid_to must be after valid_from")
        for label, day in (("valid_from", start), ("valid_to", end)):
            if day and first_day and not (first_day <= day <= last_day):
                report.error(where, f"{label} {day} is outside the corpus ({first_day} .. {last_day})")
        check_evidence(f.get("evidence"), set(turn_times), where, report)
        if start is None or not isinstance(f.get("timeline"), str):
            continue
        f = dict(f, _start=start, _end=end, _where=where)
        chains[f["timeline"]].append(f)
        keys_of_timeline[f["timeline"]].add((f.get("subject"), f.get("predicate")))
        timelines_of_key[(f.get("subject"), f.get("predicate"))].add(f["timeline"])

    for timeline, keys in keys_of_timeline.items():
        if len(keys) > 1:
            report.error(f"{path.name} timeline {timeline}", f"mixes subject/predicate pairs {sorted(keys)}")
    for key, timelines in timelines_of_key.items():
        if len(timelines) > 1:
            report.error(f"{path.name} {key[0]}/{key[1]}", f"is split over timelines {sorted(timelines)}")
    for timeline, chain in chains.items():
        chain.sort(key=lambda c: c["_start"])
        for earlier, later in zip(chain, chain[1:]):
            if earlier["_end"] is None:
                report.error(later["_where"], f"follows an open state of {timeline} ({earlier['_where']})")
            elif earlier["_end"] > later["_start"]:
                report.error(later["_where"], f"overlaps the earlier state of {timeline} ({earlier['_where']})")
            elif earlier["_end"] < later["_start"]:
                report.error(later["_where"], f"leaves a gap after the earlier state of {timeline} ({earlier['_where']})")
            if earlier["object"] == later["object"]:
                report.error(later["_where"], "repeats the previous state's object (merge them)")
    return dict(chains)


# --- questions ------------------------------------------------------------------------------

def state_on(chain: list[dict], day: date) -> dict | None:
    for f in chain:
        if f["_start"] <= day and (f["_end"] is None or day < f["_end"]):
            return f
    return None


def check_against_facts(q: dict, chain: list[dict], where: str, report: Report) -> None:
    """The reference answer's accept strings must point at the state(s) the facts say."""
    accept = q["accept"]
    kind = q.get("type")

    def hits(f: dict) -> list[str]:
        return [a for a in accept if matches(a, f["object"])]

    def accepts_other_states(target: dict) -> None:
        for other in chain:
            if other["object"] != target["object"] and hits(other):
                report.error(where, f"accept strings {hits(other)} also match another state, {other['object']!r}")

    if kind == "current":
        open_states = [f for f in chain if f["_end"] is None]
        if not open_states:
            report.error(where, f"timeline {q['timeline']} has no open state")
        elif not hits(open_states[0]):
            report.error(where, f"no accept string matches the open state {open_states[0]['object']!r}")
        else:
            accepts_other_states(open_states[0])
    elif kind == "as_of" and isinstance(q.get("as_of"), str):
        try:
            day = date.fromisoformat(q["as_of"])
        except ValueError:
            return
        target = state_on(chain, day)
        if target is None:
            report.error(where, f"no state of {q['timeline']} is valid on {day}")
        elif not hits(target):
            report.error(where, f"no accept string matches the state valid on {day}, {target['object']!r}")
        else:
            accepts_other_states(target)
    elif kind == "history":
        groups = q.get("ordered_accept") or []
        if len(groups) != len(chain):
            report.error(where, f"ordered_accept has {len(groups)} groups, {q['timeline']} has {len(chain)} states")
        for i, (group, f) in enumerate(zip(groups, chain), start=1):
            if not any(matches(a, f["object"]) for a in group):
                report.error(where, f"ordered_accept group {i} does not match state {i}, {f['object']!r}")
    elif kind == "when":
        dates = {str(f["_start"]) for f in chain} | {str(f["_end"]) for f in chain if f["_end"]}
        if not dates & set(accept):
            report.error(where, f"no accept string is a start or end date of {q['timeline']} ({sorted(dates)})")
    elif kind == "before":
        if not any(hits(f) for f in chain if f["_end"] is not None):
            report.error(where, f"no accept string matches a closed state of {q['timeline']}")
    elif kind in ("after", "ownership"):
        if not any(hits(f) for f in chain):
            report.error(where, f"no accept string matches a state of {q['timeline']}")
        if kind == "ownership" and chain and chain[0].get("predicate") != "owner":
            report.error(where, f"ownership questions need an owner timeline, {q['timeline']} is not one")


def check_questions(path: Path, turn_times: dict[str, datetime], chains: dict[str, list[dict]],
                    report: Report) -> list[dict]:
    rows = read_jsonl(path, report)
    seen: set[str] = set()
    first_day = min(turn_times.values()).date() if turn_times else None
    last_day = max(turn_times.values()).date() if turn_times else None
    for index, (number, q) in enumerate(rows, start=1):
        where = f"{path.name}:{number} {q.get('id', '?')}"
        missing = QUESTION_KEYS - q.keys()
        if missing:
            report.error(where, f"missing keys {sorted(missing)}")
        unknown = q.keys() - QUESTION_KEYS - QUESTION_OPTIONAL
        if unknown:
            report.error(where, f"unknown keys {sorted(unknown)}")
        m = QUESTION_ID.match(str(q.get("id")))
        if not m or int(m.group(1)) != index:
            report.error(where, f"expected id q{index:02d}")
        if q.get("id") in seen:
            report.error(where, "duplicate question id")
        seen.add(q.get("id"))
        kind = q.get("type")
        if kind not in QUESTION_TYPES:
            report.error(where, f"type must be one of {sorted(QUESTION_TYPES)}")
        if not str(q.get("question", "")).strip() or not str(q.get("answer", "")).strip():
            report.error(where, "question and answer must be non-empty")

        if kind == "as_of" and "as_of" not in q:
            report.error(where, "as_of questions need an as_of date")
        if "as_of" in q:
            day = parse_date(q["as_of"], f"{where} as_of", report)
            if day and first_day and not (first_day <= day <= last_day):
                report.error(where, f"as_of {day} is outside the corpus ({first_day} .. {last_day})")
            if day and str(day.year) not in str(q.get("question", "")):
                report.error(where, "the question text should carry the as_of date (its year is missing)")

        accept = q.get("accept")
        if not is_lowercase_strings(accept):
            report.error(where, '"accept" must be a non-empty list of non-empty lowercase strings')
            accept = None
        elif len(set(accept)) != len(accept):
            report.error(where, "accept lists a string twice")

        groups = q.get("ordered_accept")
        if kind == "history":
            if q.get("accept_all") is not True:
                report.error(where, "history questions need accept_all: true")
            if not isinstance(groups, list) or len(groups) < 2 or not all(is_lowercase_strings(g) for g in groups):
                report.error(where, '"ordered_accept" must list at least two groups of lowercase strings, oldest first')
                groups = None
        else:
            for key in ("accept_all", "ordered_accept"):
                if key in q:
                    report.error(where, f'"{key}" is only for history questions')
            groups = None

        answer = str(q.get("answer", ""))
        if accept:
            found = [a for a in accept if matches(a, answer)]
            if q.get("accept_all") and len(found) != len(accept):
                report.error(where, f"accept_all, but the reference answer lacks {sorted(set(accept) - set(found))}")
            elif not found:
                report.error(where, "no accept string occurs in the reference answer")
            if groups:
                if not matches_in_order(groups, answer):
                    report.error(where, "the reference answer does not name the ordered_accept groups in order")
                flat = {a for g in groups for a in g}
                if set(accept) - flat:
                    report.error(where, f"accept strings {sorted(set(accept) - flat)} are in no ordered_accept group")

        check_evidence(q.get("evidence"), set(turn_times), where, report)
        timeline = q.get("timeline")
        if timeline not in chains:
            report.error(where, f"timeline {timeline!r} has no facts")
        elif accept and not (kind == "history" and groups is None):
            check_against_facts(q, chains[timeline], where, report)
    return [q for _, q in rows]


def main(folder: Path) -> int:
    report = Report()
    turn_times = check_corpus(folder / "corpus.chat.json", report)
    if not turn_times:
        print("\n".join(report.problems) or "no turns")
        return 1
    chains = check_facts(folder / "facts.jsonl", turn_times, report)
    questions = check_questions(folder / "questions.jsonl", turn_times, chains, report)

    sessions = sorted({tid.split("#")[0] for tid in turn_times})
    per_session = Counter(tid.split("#")[0] for tid in turn_times)
    span = f"{min(turn_times.values()):%Y-%m-%d} .. {max(turn_times.values()):%Y-%m-%d}"
    types = Counter(q.get("type") for q in questions)
    facts = [f for chain in chains.values() for f in chain]
    open_facts = sum(1 for f in facts if f["_end"] is None)
    multi = sum(1 for chain in chains.values() if len(chain) >= 2)
    print(f"sessions:  {len(sessions)}  ({span})")
    print(f"turns:     {len(turn_times)}  ({min(per_session.values())}-{max(per_session.values())} per session)")
    try:
        corpus = json.loads((folder / "corpus.chat.json").read_text(encoding="utf-8"))
        group = sum(1 for s in corpus["sessions"] if {t["speaker"] for t in s["turns"]} - SPEAKERS)
        print(f"kinds:     {len(sessions) - group} with the assistant, {group} group chats")
    except (OSError, ValueError, KeyError, TypeError):
        pass
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(QUESTION_TYPES)))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({multi} with 2+ states)")
    missing_types = QUESTION_TYPES - set(types)
    if missing_types:
        report.error("questions.jsonl", f"no question of type {sorted(missing_types)}")
    cited = {tid for q in questions for tid in q.get("evidence", [])} | {tid for f in facts for tid in f.get("evidence", [])}
    print(f"evidence:  {len(cited & set(turn_times))} distinct turns cited")

    if report.problems:
        print(f"\n{len(report.problems)} problem(s):")
        for problem in report.problems:
            print(f"  - {problem}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
