#!/usr/bin/env python3
"""Consistency checks for chat_holdout18 (corpus, facts, questions); prints a summary.

Usage: python3 validate.py [DIR]   (DIR defaults to the folder this file lives in)
Exits 0 when nothing is wrong, 1 otherwise. Needs only the standard library.

Same layout and scoring rule as timeline_dev2, with two differences in the corpus:
human turns are either speaker "user" (assistant sessions, the person says who they are)
or a person's name (group chats and some assistant sessions), always with role "user";
and session ids use the prefix "h18/". On top of dev2's checks it verifies that the cited
evidence turns actually contain an accept string for the question types whose answer is a
name (before, after, current, as_of, ownership, why, history), and that no `when` question
is asked about a state whose date is only implicit.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

FORMAT = "graphmem-chat/1"
ROLES = {"user", "assistant"}
PEOPLE = {"Maren", "Tomasz", "Sofia", "Gwen", "Priya", "Jonah", "Ines", "Callum", "Hattie", "Ruth", "Kieran"}
SESSION_ID = re.compile(r"^h18/s(\d{2})$")
QUESTION_ID = re.compile(r"^q(\d{2})$")
QUESTION_TYPES = {"before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership"}
QUESTION_KEYS = {"id", "type", "question", "answer", "accept", "evidence", "timeline"}
QUESTION_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
FACT_KEYS = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
FACT_OPTIONAL = {"note"}
TURNS_PER_SESSION = range(7, 13)
QUESTION_COUNT = range(78, 81)
FACT_COUNT = range(55, 66)
SHORT_ACCEPT = 4  # accept strings of this length or shorter must match as whole words
GROUNDED_TYPES = {"before", "after", "current", "as_of", "ownership", "why", "history"}


class Report:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def error(self, where: str, message: str) -> None:
        self.problems.append(f"{where}: {message}")


# --- the scoring rule (README, Scoring) -------------------------------------------------------

def find_accept(accept: str, text: str, start: int = 0) -> int:
    """Index of `accept` in the lowercased `text`, searching from `start`; -1 if absent.

    Short strings (SHORT_ACCEPT characters or fewer) only count when no letter or digit touches
    them on either side; longer ones are plain substring matches.
    """
    text = text.lower()
    if len(accept) <= SHORT_ACCEPT:
        m = re.compile(r"(?<![0-9a-z])" + re.escape(accept) + r"(?![0-9a-z])").search(text, start)
        return m.start() if m else -1
    return text.find(accept, start)


def matches(accept: str, text: str) -> bool:
    return find_accept(accept, text) >= 0


def matches_in_order(groups: list[list[str]], text: str) -> bool:
    """Each group needs one alternative in `text`, found after the match of the group before it."""
    cursor = 0
    for group in groups:
        hits = [(pos, len(a)) for a in group if (pos := find_accept(a, text, cursor)) >= 0]
        if not hits:
            return False
        pos, length = min(hits)
        cursor = pos + length
    return True


# --- small parsers --------------------------------------------------------------------------

def parse_datetime(value: object, where: str, report: Report) -> datetime | None:
    if not isinstance(value, str):
        report.error(where, f"timestamp must be an ISO string, got {value!r}")
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        report.error(where, f"bad ISO timestamp {value!r}")
        return None


def parse_date(value: object, where: str, report: Report) -> date | None:
    if not isinstance(value, str):
        report.error(where, f"date must be an ISO string, got {value!r}")
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        report.error(where, f"bad ISO date (want YYYY-MM-DD): {value!r}")
        return None


def read_jsonl(path: Path, report: Report) -> list[tuple[int, dict]]:
    rows: list[tuple[int, dict]] = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        report.error(path.name, f"unreadable: {exc}")
        return rows
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            report.error(f"{path.name}:{number}", f"not JSON: {exc}")
            continue
        if not isinstance(row, dict):
            report.error(f"{path.name}:{number}", "a line must hold one JSON object")
            continue
        rows.append((number, row))
    return rows


def check_evidence(evidence: object, turn_ids: set[str], where: str, report: Report) -> None:
    if not isinstance(evidence, list) or not evidence:
        report.error(where, '"evidence" must be a non-empty list of turn ids')
        return
    for tid in evidence:
        if tid not in turn_ids:
            report.error(where, f"evidence {tid!r} is not a turn id of the corpus")
    if len(set(evidence)) != len(evidence):
        report.error(where, "the same evidence turn is listed twice")


def lowercase_strings(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(a, str) and a and a == a.lower() for a in value)


# --- corpus ---------------------------------------------------------------------------------

def check_corpus(path: Path, report: Report) -> tuple[dict[str, datetime], dict[str, str], dict[str, str]]:
    """Return (turn id -> time, turn id -> text, session id -> 'assistant' or 'group')."""
    try:
        corpus = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        report.error(path.name, f"cannot load: {exc}")
        return {}, {}, {}
    if corpus.get("format") != FORMAT:
        report.error(path.name, f'"format" should be {FORMAT!r}, found {corpus.get("format")!r}')
    sessions = corpus.get("sessions")
    if not isinstance(sessions, list) or not sessions:
        report.error(path.name, '"sessions" must be a non-empty list')
        return {}, {}, {}

    times: dict[str, datetime] = {}
    texts: dict[str, str] = {}
    kinds: dict[str, str] = {}
    previous_end: datetime | None = None
    for s_index, session in enumerate(sessions, start=1):
        sid = session.get("id", f"<session {s_index}>")
        where = f"{path.name} {sid}"
        m = SESSION_ID.match(str(sid))
        if not m or int(m.group(1)) != s_index:
            report.error(where, f"session id should be h18/s{s_index:02d}")
        if not str(session.get("title") or "").strip():
            report.error(where, "title is missing")
        started = parse_datetime(session.get("started_at"), f"{where} started_at", report)
        if started and previous_end and started <= previous_end:
            report.error(where, f"starts at {started}, not after the previous session's last turn ({previous_end})")
        turns = session.get("turns") or []
        if len(turns) not in TURNS_PER_SESSION:
            report.error(where, f"{len(turns)} turns; sessions have {TURNS_PER_SESSION.start}-{TURNS_PER_SESSION.stop - 1}")
        if turns and turns[0].get("role") != "user":
            report.error(where, "a session must open with a human turn")
        last = started
        human_names = set()
        has_assistant = False
        for t_index, turn in enumerate(turns, start=1):
            tid = turn.get("id", f"<turn {t_index}>")
            twhere = f"{path.name} {tid}"
            if tid != f"{sid}#{t_index}":
                report.error(twhere, f"turn id should be {sid}#{t_index}")
            if tid in times:
                report.error(twhere, "turn id used twice")
            role, speaker = turn.get("role"), turn.get("speaker")
            if role not in ROLES:
                report.error(twhere, f"role must be 'user' or 'assistant', got {role!r}")
            elif role == "assistant":
                has_assistant = True
                if speaker != "assistant":
                    report.error(twhere, "assistant turns have speaker 'assistant'")
            else:
                if speaker != "user" and speaker not in PEOPLE:
                    report.error(twhere, f"human speaker must be 'user' or one of the people, got {speaker!r}")
                human_names.add(speaker)
            text = str(turn.get("text") or "")
            if not text.strip():
                report.error(twhere, "text is empty")
            at = parse_datetime(turn.get("at"), f"{twhere} at", report)
            if at is None:
                continue
            if last and at < last:
                report.error(twhere, f"time {at} goes back before {last}")
            if started and at.date() != started.date():
                report.error(twhere, "turn falls on another day than its session")
            last = at
            times[tid] = at
            texts[tid] = text
        if has_assistant and len(human_names) > 1:
            report.error(where, f"an assistant session should have one human speaker, has {sorted(human_names)}")
        if not has_assistant and (len(human_names) < 2 or "user" in human_names):
            report.error(where, "a group chat needs at least two named people and no anonymous 'user'")
        kinds[str(sid)] = "assistant" if has_assistant else "group"
        previous_end = last
    return times, texts, kinds


# --- facts ----------------------------------------------------------------------------------

def check_facts(path: Path, times: dict[str, datetime], report: Report) -> dict[str, list[dict]]:
    """Return timeline -> its facts sorted by valid_from."""
    rows = read_jsonl(path, report)
    first_day = min(times.values()).date() if times else None
    last_day = max(times.values()).date() if times else None
    chains: dict[str, list[dict]] = defaultdict(list)
    pairs_of_timeline: dict[str, set[tuple[str, str]]] = defaultdict(set)
    timelines_of_pair: dict[tuple[str, str], set[str]] = defaultdict(set)
    for number, f in rows:
        where = f"{path.name}:{number} {f.get('timeline')}={f.get('object')}"
        missing = FACT_KEYS - f.keys()
        unknown = f.keys() - FACT_KEYS - FACT_OPTIONAL
        if missing:
            report.error(where, f"keys missing: {sorted(missing)}")
        if unknown:
            report.error(where, f"unexpected keys: {sorted(unknown)}")
        for key in ("subject", "predicate", "object", "timeline"):
            if not isinstance(f.get(key), str) or not f.get(key, "").strip():
                report.error(where, f'"{key}" must be a non-empty string')
        if "note" in f and (not isinstance(f["note"], str) or not f["note"].strip()):
            report.error(where, '"note", when present, must be a non-empty string')
        start = parse_date(f.get("valid_from"), f"{where} valid_from", report)
        end = parse_date(f["valid_to"], f"{where} valid_to", report) if f.get("valid_to") is not None else None
        if start and end and end <= start:
            report.error(where, "valid_to is not after valid_from")
        for label, day in (("valid_from", start), ("valid_to", end)):
            if day and first_day and not (first_day <= day <= last_day):
                report.error(where, f"{label} {day} lies outside the corpus ({first_day} .. {last_day})")
        check_evidence(f.get("evidence"), set(times), where, report)
        if start and end and isinstance(f.get("evidence"), list):
            # a closed state must be cited from at least one turn written before it ended
            cited = [times[t].date() for t in f["evidence"] if t in times]
            if cited and min(cited) >= end:
                report.error(where, "every evidence turn is dated after the state ended")
        if start is None or not isinstance(f.get("timeline"), str):
            continue
        f = dict(f, _start=start, _end=end, _where=where)
        chains[f["timeline"]].append(f)
        pairs_of_timeline[f["timeline"]].add((f.get("subject"), f.get("predicate")))
        timelines_of_pair[(f.get("subject"), f.get("predicate"))].add(f["timeline"])

    for timeline, pairs in pairs_of_timeline.items():
        if len(pairs) > 1:
            report.error(f"{path.name} timeline {timeline}", f"uses several subject/predicate pairs {sorted(pairs)}")
    for pair, timelines in timelines_of_pair.items():
        if len(timelines) > 1:
            report.error(f"{path.name} {pair[0]}/{pair[1]}", f"spread over timelines {sorted(timelines)}")
    for timeline, chain in chains.items():
        chain.sort(key=lambda c: c["_start"])
        for earlier, later in zip(chain, chain[1:]):
            if earlier["_end"] is None:
                report.error(later["_where"], f"comes after a state of {timeline} that never ends ({earlier['_where']})")
            elif earlier["_end"] > later["_start"]:
                report.error(later["_where"], f"overlaps the previous state of {timeline} ({earlier['_where']})")
            elif earlier["_end"] < later["_start"]:
                report.error(later["_where"], f"leaves a gap after the previous state of {timeline} ({earlier['_where']})")
            if earlier["object"] == later["object"]:
                report.error(later["_where"], "same object as the state before it (merge the two)")
    return dict(chains)


# --- questions ------------------------------------------------------------------------------

def state_on(chain: list[dict], day: date) -> dict | None:
    for f in chain:
        if f["_start"] <= day and (f["_end"] is None or day < f["_end"]):
            return f
    return None


def check_against_facts(q: dict, chain: list[dict], where: str, report: Report) -> None:
    """The accept strings must single out the state(s) that the facts say is the answer."""
    accept = q["accept"]
    kind = q.get("type")

    def hits(f: dict) -> list[str]:
        return [a for a in accept if matches(a, f["object"])]

    def no_other_state(target: dict) -> None:
        for other in chain:
            if other["object"] != target["object"] and hits(other):
                report.error(where, f"accept strings {hits(other)} also fit another state, {other['object']!r}")

    if kind == "current":
        open_states = [f for f in chain if f["_end"] is None]
        if not open_states:
            report.error(where, f"{q['timeline']} has no state that still holds")
        elif not hits(open_states[0]):
            report.error(where, f"no accept string fits the current state {open_states[0]['object']!r}")
        else:
            no_other_state(open_states[0])
    elif kind == "as_of" and isinstance(q.get("as_of"), str):
        try:
            day = date.fromisoformat(q["as_of"])
        except ValueError:
            return
        target = state_on(chain, day)
        if target is None:
            report.error(where, f"no state of {q['timeline']} holds on {day}")
        elif not hits(target):
            report.error(where, f"no accept string fits the state of {day}, {target['object']!r}")
        else:
            no_other_state(target)
    elif kind == "history":
        groups = q.get("ordered_accept") or []
        if len(groups) != len(chain):
            report.error(where, f"{len(groups)} ordered_accept groups for {len(chain)} states of {q['timeline']}")
        for i, (group, f) in enumerate(zip(groups, chain), start=1):
            if not any(matches(a, f["object"]) for a in group):
                report.error(where, f"ordered_accept group {i} does not fit state {i}, {f['object']!r}")
    elif kind == "when":
        days = {str(f["_start"]) for f in chain} | {str(f["_end"]) for f in chain if f["_end"]}
        if not days & set(accept):
            report.error(where, f"no accept string is a start or end date of {q['timeline']} ({sorted(days)})")
        implicit = [f for f in chain if str(f["_start"]) in accept and "implicit" in f.get("note", "")]
        if implicit:
            report.error(where, f"asks when about an implicitly dated state, {implicit[0]['object']!r}")
    elif kind == "before":
        if not any(hits(f) for f in chain if f["_end"] is not None):
            report.error(where, f"no accept string fits a state of {q['timeline']} that has ended")
    elif kind in ("after", "ownership"):
        if not any(hits(f) for f in chain):
            report.error(where, f"no accept string fits any state of {q['timeline']}")
        if kind == "ownership" and chain and chain[0].get("predicate") != "owner":
            report.error(where, f"ownership questions need an owner timeline; {q['timeline']} is not one")


def check_grounding(q: dict, texts: dict[str, str], where: str, report: Report) -> None:
    """The cited turns must themselves contain what the accept strings look for."""
    evidence_text = "\n".join(texts.get(t, "") for t in q.get("evidence", []))
    if q.get("type") == "history":
        for i, group in enumerate(q.get("ordered_accept") or [], start=1):
            if not any(matches(a, evidence_text) for a in group):
                report.error(where, f"no evidence turn mentions ordered_accept group {i} {group}")
    elif not any(matches(a, evidence_text) for a in q.get("accept") or []):
        report.error(where, "none of the accept strings occurs in the evidence turns")


def check_questions(path: Path, times: dict[str, datetime], texts: dict[str, str],
                    chains: dict[str, list[dict]], report: Report) -> list[dict]:
    rows = read_jsonl(path, report)
    seen: set[str] = set()
    first_day = min(times.values()).date() if times else None
    last_day = max(times.values()).date() if times else None
    for index, (number, q) in enumerate(rows, start=1):
        where = f"{path.name}:{number} {q.get('id', '?')}"
        missing = QUESTION_KEYS - q.keys()
        unknown = q.keys() - QUESTION_KEYS - QUESTION_OPTIONAL
        if missing:
            report.error(where, f"keys missing: {sorted(missing)}")
        if unknown:
            report.error(where, f"unexpected keys: {sorted(unknown)}")
        m = QUESTION_ID.match(str(q.get("id")))
        if not m or int(m.group(1)) != index:
            report.error(where, f"id should be q{index:02d}")
        if q.get("id") in seen:
            report.error(where, "question id used twice")
        seen.add(q.get("id"))
        kind = q.get("type")
        if kind not in QUESTION_TYPES:
            report.error(where, f"type must be one of {sorted(QUESTION_TYPES)}")
        if not str(q.get("question") or "").strip() or not str(q.get("answer") or "").strip():
            report.error(where, "question and answer must both be non-empty")

        if kind == "as_of" and "as_of" not in q:
            report.error(where, "an as_of question needs its as_of date")
        if "as_of" in q:
            day = parse_date(q["as_of"], f"{where} as_of", report)
            if day and first_day and not (first_day <= day <= last_day):
                report.error(where, f"as_of {day} lies outside the corpus ({first_day} .. {last_day})")
            if day and str(day.year) not in str(q.get("question", "")):
                report.error(where, "the question text should state the as_of date (its year is missing)")

        accept = q.get("accept")
        if not lowercase_strings(accept):
            report.error(where, '"accept" must be a non-empty list of non-empty lowercase strings')
            accept = None
        elif len(set(accept)) != len(accept):
            report.error(where, "an accept string is listed twice")

        groups = q.get("ordered_accept")
        if kind == "history":
            if q.get("accept_all") is not True:
                report.error(where, "history questions need accept_all: true")
            if not isinstance(groups, list) or len(groups) < 2 or not all(lowercase_strings(g) for g in groups):
                report.error(where, '"ordered_accept" needs two or more groups of lowercase strings, oldest first')
                groups = None
        else:
            for key in ("accept_all", "ordered_accept"):
                if key in q:
                    report.error(where, f'"{key}" belongs to history questions only')
            groups = None

        answer = str(q.get("answer", ""))
        if accept:
            found = [a for a in accept if matches(a, answer)]
            if q.get("accept_all") and len(found) != len(accept):
                report.error(where, f"accept_all is set but the answer lacks {sorted(set(accept) - set(found))}")
            elif not found:
                report.error(where, "the reference answer contains none of the accept strings")
            if groups:
                if not matches_in_order(groups, answer):
                    report.error(where, "the reference answer does not name the ordered_accept groups in order")
                flat = {a for g in groups for a in g}
                if set(accept) - flat:
                    report.error(where, f"accept strings {sorted(set(accept) - flat)} belong to no ordered_accept group")

        check_evidence(q.get("evidence"), set(times), where, report)
        if accept and kind in GROUNDED_TYPES and isinstance(q.get("evidence"), list):
            check_grounding(q, texts, where, report)
        timeline = q.get("timeline")
        if timeline not in chains:
            report.error(where, f"no facts for timeline {timeline!r}")
        elif accept and not (kind == "history" and groups is None):
            check_against_facts(q, chains[timeline], where, report)
    return [q for _, q in rows]


def main(folder: Path) -> int:
    report = Report()
    times, texts, kinds = check_corpus(folder / "corpus.chat.json", report)
    if not times:
        print("\n".join(report.problems) or "no turns")
        return 1
    chains = check_facts(folder / "facts.jsonl", times, report)
    questions = check_questions(folder / "questions.jsonl", times, texts, chains, report)

    per_session = Counter(tid.split("#")[0] for tid in times)
    span = f"{min(times.values()):%Y-%m-%d} .. {max(times.values()):%Y-%m-%d}"
    types = Counter(q.get("type") for q in questions)
    facts = [f for chain in chains.values() for f in chain]
    open_facts = sum(1 for f in facts if f["_end"] is None)
    multi = sum(1 for chain in chains.values() if len(chain) >= 2)
    kind_count = Counter(kinds.values())
    print(f"sessions:  {len(per_session)}  ({span}; {kind_count['assistant']} with the assistant, {kind_count['group']} group chats)")
    print(f"turns:     {len(times)}  ({min(per_session.values())}-{max(per_session.values())} per session)")
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(QUESTION_TYPES)))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({multi} with 2+ states)")
    missing_types = QUESTION_TYPES - set(types)
    if missing_types:
        report.error("questions.jsonl", f"no question of type {sorted(missing_types)}")
    if len(questions) not in QUESTION_COUNT:
        report.error("questions.jsonl", f"{len(questions)} questions, expected {QUESTION_COUNT.start}-{QUESTION_COUNT.stop - 1}")
    if len(facts) not in FACT_COUNT:
        report.error("facts.jsonl", f"{len(facts)} facts, expected {FACT_COUNT.start}-{FACT_COUNT.stop - 1}")
    asked = {q.get("timeline") for q in questions}
    cited = {tid for q in questions for tid in q.get("evidence", [])} | {tid for f in facts for tid in f.get("evidence", [])}
    print(f"evidence:  {len(cited & set(times))} distinct turns cited; {len(asked & set(chains))} of {len(chains)} timelines asked about")

    if report.problems:
        print(f"\n{len(report.problems)} problem(s):")
        for problem in report.problems:
            print(f"  - {problem}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
