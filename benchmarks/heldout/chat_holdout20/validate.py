#!/usr/bin/env python3
"""Check the chat_holdout20 corpus, its questions and its facts; print counts.

Same checks as timeline_dev2's validate.py, adapted to a corpus that mixes assistant sessions
(speakers "user"/"assistant") with group chats between named colleagues (speaker = first name,
role "user"), plus date anchors: every fact's valid_from (and the end of a cancelled plan) is tied
to a phrase in a cited turn, and the phrase's relative date ("on Monday", "a week last Saturday",
"from the 1st of next month", "two weeks ago today") must resolve, against that turn's own date,
to the date in facts.jsonl.

Usage: python3 validate.py [DIR]   (DIR defaults to this file's folder)
Exit status 0 when clean, 1 when any problem was found. Standard library only.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta
from pathlib import Path

FORMAT = "graphmem-chat/1"
SPEAKERS = {"user", "assistant"}
PEOPLE = {  # group-chat speakers (first names as the corpus uses them)
    "Rowan", "Helen", "Graham", "Aoife", "Maggie", "Dev", "Tom", "Ellie", "Priya", "Marcus", "Lewis",
    "Kasia", "Callum", "Dario", "Bea", "Nadia", "Joel", "Sam",
}
SESSION_PREFIX = "h20"
SESSION_ID = re.compile(r"^h20/s(\d{2})$")
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

TURN_TEXT: dict[str, str] = {}
SESSION_KINDS: dict[str, str] = {}


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
        is_assistant_session = any(t.get("role") == "assistant" for t in turns)
        SESSION_KINDS[sid] = "assistant" if is_assistant_session else "group"
        if is_assistant_session and turns and turns[0].get("speaker") != "user":
            report.error(where, "the first turn of an assistant session should be the user's")
        if not is_assistant_session:
            names = {t.get("speaker") for t in turns}
            if len(names) < 2:
                report.error(where, "a group chat needs at least two speakers")
        last = started
        for t_index, turn in enumerate(turns, start=1):
            tid = turn.get("id", f"<turn {t_index}>")
            twhere = f"{path.name} {tid}"
            if tid != f"{sid}#{t_index}":
                report.error(twhere, f"expected id {sid}#{t_index}")
            if tid in turn_times:
                report.error(twhere, "duplicate turn id")
            if is_assistant_session:
                if turn.get("speaker") not in SPEAKERS or turn.get("role") not in SPEAKERS:
                    report.error(twhere, "speaker and role must be 'user' or 'assistant' in an assistant session")
                elif turn["speaker"] != turn["role"]:
                    report.error(twhere, "speaker and role disagree")
            else:
                if turn.get("speaker") not in PEOPLE:
                    report.error(twhere, f"group-chat speaker {turn.get('speaker')!r} is not a known person")
                if turn.get("role") != "user":
                    report.error(twhere, "group-chat turns have role 'user'")
            TURN_TEXT[tid] = str(turn.get("text", ""))
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



# --- date anchors ---------------------------------------------------------------------------
# (timeline, state number in chain order (1 = oldest), edge "from"/"to", turn, phrase, rule)
# Rules, resolved against the turn's own date D:
#   first_mention          valid_from == D; D is the fact's earliest evidence; the phrase occurs in no earlier turn
#   turn_date              == D ("today", "as of this morning", an announcement or a cancellation itself)
#   explicit YYYY-MM-DD    a written date; month/day/weekday/year named in the phrase must agree
#   days N                 D + N days ("yesterday" = -1, "two weeks ago today" = -14)
#   last_weekday W         most recent W strictly before D ("on Monday", "since Monday", "on Saturday")
#   before_last W          last_weekday W minus 7 days ("Monday before last")
#   week_last W            the same, British "a week last Saturday"
#   week_on W              next W strictly after D plus 7 days (British "a week on Monday")
#   last_dom N             most recent day-of-month N on or before D ("since the 1st", "on the 22nd")
#   next_dom N             first day-of-month N strictly after D ("from the 14th", "from the 1st of next month")
#   first_weekday_in W M   first W of month M, next occurrence on or after D ("the first Monday in September")
#   prev_month             somewhere in the calendar month before D ("last month"; approximate dates)
P = SESSION_PREFIX
ANCHORS = [
    ("maintenance_system", 1, "from", "s01#1", "OASES", ("first_mention",)),
    ("maintenance_system", 2, "from", "s11#1", "Monday 3 June", ("explicit", "2024-06-03")),
    ("maintenance_system", 2, "from", "s12#1", "went live on Monday morning", ("last_weekday", "Monday")),
    ("task_cards_brenmouth_line", 1, "from", "s01#5", "paper task cards", ("first_mention",)),
    ("task_cards_brenmouth_line", 2, "from", "s19#1", "since the night shift on Saturday", ("last_weekday", "Saturday")),
    ("task_cards_tarnfield", 1, "from", "s01#5", "paper task cards", ("first_mention",)),
    ("tablet_mdm", 1, "from", "s05#3", "Workspace ONE", ("first_mention",)),
    ("tablet_mdm", 2, "from", "s23#7", "Workspace ONE ends on the 15th", ("next_dom", 15)),
    ("tablet_mdm", 2, "from", "s25#5", "moved the tablets into Intune last month", ("prev_month",)),
    ("records_dms", 1, "from", "s01#3", "SharePoint", ("first_mention",)),
    ("records_dms", 2, "from", "s21#1", "two weeks ago today", ("days", -14)),
    ("roster_brenmouth", 1, "from", "s02#6", "roster spreadsheet", ("first_mention",)),
    ("roster_brenmouth", 2, "from", "s08#1", "moved into Deputy on Monday", ("last_weekday", "Monday")),
    ("roster_tarnfield", 1, "from", "s08#4", "excel from Callum", ("first_mention",)),
    ("roster_tarnfield", 2, "from", "s29#2", "Monday 3 March", ("explicit", "2025-03-03")),
    ("roster_tarnfield", 2, "from", "s30#1", "this Monday just gone", ("last_weekday", "Monday")),
    ("roster_notice_rule", 1, "from", "s02#6", "two weeks ahead", ("first_mention",)),
    ("roster_notice_rule", 2, "from", "s12#6", "from the 1st of next month", ("next_dom", 1)),
    ("staff_messaging", 1, "from", "s02#7", "WhatsApp group", ("first_mention",)),
    ("staff_messaging", 2, "from", "s04#1", "Monday 6 November", ("explicit", "2023-11-06")),
    ("staff_messaging", 2, "from", "s05#4", "since Monday before last", ("before_last", "Monday")),
    ("phone_system", 1, "from", "s03#5", "Mitel", ("first_mention",)),
    ("phone_system", 2, "from", "s14#4", "Thursday 22 August", ("explicit", "2024-08-22")),
    ("phone_system", 2, "from", "s17#3", "ported the numbers on the 22nd", ("last_dom", 22)),
    ("phone_system_plan", 1, "from", "s12#3", "moving to Teams Phone in September", ("turn_date",)),
    ("phone_system_plan", 1, "to", "s14#3", "Teams Phone is off", ("turn_date",)),
    ("accounting", 1, "from", "s07#1", "Sage 50", ("first_mention",)),
    ("accounting", 2, "from", "s07#1", "go live on 1 April", ("explicit", "2024-04-01")),
    ("accounting", 2, "from", "s10#3", "since the 1st", ("last_dom", 1)),
    ("accounting", 2, "from", "s14#8", "live on it since 1 April", ("explicit", "2024-04-01")),
    ("owner_it", 1, "from", "s03#1", "Castlegate IT", ("first_mention",)),
    ("owner_it", 2, "from", "s14#10", "starts on 1 October", ("explicit", "2024-10-01")),
    ("owner_it", 2, "from", "s20#1", "started yesterday", ("days", -1)),
    ("it_ticketing", 1, "from", "s03#5", "email it@", ("first_mention",)),
    ("it_ticketing", 2, "from", "s20#3", "From the 14th", ("next_dom", 14)),
    ("msp_ticketing", 1, "from", "s14#9", "ConnectWise", ("first_mention",)),
    ("mfa", 1, "from", "s03#5", "Duo push", ("first_mention",)),
    ("mfa", 2, "from", "s27#5", "approve the Authenticator number", ("turn_date",)),
    ("offsite_backup", 1, "from", "s03#5", "USB drive", ("first_mention",)),
    ("offsite_backup", 2, "from", "s26#1", "since a week last Saturday", ("week_last", "Saturday")),
    ("elearning", 1, "from", "s04#7", "Moodle", ("first_mention",)),
    ("elearning", 2, "from", "s15#1", "the first Monday in September", ("first_weekday_in", "Monday", 9)),
    ("elearning", 2, "from", "s17#1", "opened on Monday", ("last_weekday", "Monday")),
    ("owner_quality", 1, "from", "s01#9", "Maggie Thorne, our Quality Manager", ("first_mention",)),
    ("owner_quality", 2, "from", "s24#5", "a week on Monday", ("week_on", "Monday")),
    ("owner_quality", 2, "from", "s25#1", "Since the 2nd of December", ("explicit", "2024-12-02")),
    ("owner_mro_system", 1, "from", "s01#1", "I look after OASES", ("first_mention",)),
    ("owner_mro_system", 2, "from", "s11#5", "from 1 July", ("explicit", "2024-07-01")),
    ("owner_mro_system", 2, "from", "s12#2", "on 1 July", ("explicit", "2024-07-01")),
    ("owner_tarnfield_stores", 1, "from", "s02#1", "Lewis", ("first_mention",)),
    ("owner_tarnfield_stores", 2, "from", "s10#1", "As of this morning", ("turn_date",)),
    ("independent_inspection_rule", 1, "from", "s01#5", "independent inspection", ("first_mention",)),
    ("independent_inspection_rule", 2, "from", "s25#1", "From Monday 6 January 2025", ("explicit", "2025-01-06")),
    ("internal_audit_cadence", 1, "from", "s09#1", "24-month cycle", ("first_mention",)),
    ("internal_audit_cadence", 2, "from", "s28#1", "starting 1 April 2025", ("explicit", "2025-04-01")),
    ("internal_audit_cadence", 2, "from", "s32#1", "started on the 1st", ("last_dom", 1)),
    ("workpack_review_rule", 1, "from", "s01#5", "every completed work pack gets a full review", ("first_mention",)),
    ("workpack_review_rule", 2, "from", "s16#1", "Monday onwards", ("last_weekday", "Monday")),
    ("workpack_review_rule", 3, "from", "s18#4", "With effect from today", ("turn_date",)),
    ("line_shift_pattern", 1, "from", "s02#6", "(22:00-06:00)", ("first_mention",)),
    ("line_shift_pattern", 2, "from", "s19#7", "from 7 October", ("explicit", "2024-10-07")),
    ("line_shift_pattern", 2, "from", "s22#2", "since the 7th", ("last_dom", 7)),
    ("line_shift_pattern", 3, "from", "s27#1", "as of Monday", ("last_weekday", "Monday")),
    ("skeldra_maintenance_system", 1, "from", "s01#1", "AMOS", ("first_mention",)),
    ("skeldra_techlog", 1, "from", "s02#5", "Skeldra tech log", ("first_mention",)),
    ("skeldra_techlog", 2, "from", "s19#5", "from 1 October", ("explicit", "2024-10-01")),
    ("airport_occurrence_reporting", 1, "from", "s22#5", "Coruson", ("first_mention",)),
    ("quality_system", 1, "from", "s09#5", "Q-Pulse", ("first_mention",)),
    ("parts_locator", 1, "from", "s02#4", "ILS", ("first_mention",)),
]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]


def _weekday(name: str) -> int:
    return WEEKDAYS.index(name.lower())


def resolve(rule: tuple, day: date) -> date | tuple[date, date] | None:
    """The date a rule points at from `day`; a (first, last) range for approximate rules."""
    kind = rule[0]
    if kind == "turn_date" or kind == "first_mention":
        return day
    if kind == "explicit":
        return date.fromisoformat(rule[1])
    if kind == "days":
        return day + timedelta(days=rule[1])
    if kind in ("last_weekday", "before_last", "week_last"):
        back = (day.weekday() - _weekday(rule[1])) % 7 or 7
        last = day - timedelta(days=back)
        return last if kind == "last_weekday" else last - timedelta(days=7)
    if kind in ("next_weekday", "week_on"):
        ahead = (_weekday(rule[1]) - day.weekday()) % 7 or 7
        nxt = day + timedelta(days=ahead)
        return nxt if kind == "next_weekday" else nxt + timedelta(days=7)
    if kind == "last_dom":
        d = day
        while d.day != rule[1]:
            d -= timedelta(days=1)
        return d
    if kind == "next_dom":
        d = day + timedelta(days=1)
        while d.day != rule[1]:
            d += timedelta(days=1)
        return d
    if kind == "first_weekday_in":
        d = day
        while not (d.month == rule[2] and d.day <= 7 and d.weekday() == _weekday(rule[1])):
            d += timedelta(days=1)
        return d
    if kind == "prev_month":
        first_this = day.replace(day=1)
        last_prev = first_this - timedelta(days=1)
        return (last_prev.replace(day=1), last_prev)
    return None


def explicit_phrase_agrees(phrase: str, target: date) -> list[str]:
    """Month, day, weekday and year written in an explicit date phrase must agree with the date."""
    problems = []
    low = phrase.lower()
    for i, month in enumerate(MONTHS, start=1):
        if re.search(r"\b" + month + r"\b", low) and i != target.month:
            problems.append(f"names {month} but the date is {target}")
    for wd in WEEKDAYS:
        if re.search(r"\b" + wd + r"\b", low) and _weekday(wd) != target.weekday():
            problems.append(f"names {wd} but {target} is a {WEEKDAYS[target.weekday()]}")
    for num in re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)?\b", low):
        if int(num) != target.day:
            problems.append(f"names day {num} but the date is {target}")
    for year in re.findall(r"\b(\d{4})\b", low):
        if int(year) != target.year:
            problems.append(f"names year {year} but the date is {target}")
    return problems


def phrase_in(phrase: str, text: str) -> bool:
    if len(phrase) <= SHORT_ACCEPT:
        return re.search(r"(?<![0-9A-Za-z])" + re.escape(phrase) + r"(?![0-9A-Za-z])", text) is not None
    return phrase.lower() in text.lower()


def check_anchors(chains: dict[str, list[dict]], turn_times: dict[str, datetime], report: Report) -> int:
    """Every fact's dates must follow from the corpus text (see ANCHORS)."""
    order = list(turn_times)  # turn ids in corpus order
    position = {tid: i for i, tid in enumerate(order)}
    covered: set[tuple[str, int, str]] = set()
    for timeline, state, edge, turn, phrase, rule in ANCHORS:
        where = f"anchor {timeline}#{state} {edge} ({turn})"
        tid = f"{P}/{turn}"
        chain = chains.get(timeline)
        if not chain or not (1 <= state <= len(chain)):
            report.error(where, f"timeline {timeline} has no state {state}")
            continue
        f = chain[state - 1]
        if tid not in turn_times:
            report.error(where, "turn does not exist")
            continue
        if tid not in f.get("evidence", []):
            report.error(where, "the anchor turn is not in the fact's evidence")
        text = TURN_TEXT.get(tid, "")
        if not phrase_in(phrase, text):
            report.error(where, f"phrase {phrase!r} not found in the turn")
        day = turn_times[tid].date()
        expected = f["_start"] if edge == "from" else f["_end"]
        if expected is None:
            report.error(where, f"the fact has no valid_{'from' if edge == 'from' else 'to'}")
            continue
        got = resolve(rule, day)
        if isinstance(got, tuple):
            if not (got[0] <= expected <= got[1]):
                report.error(where, f"{rule} from {day} gives {got[0]}..{got[1]}, the fact says {expected}")
        elif got != expected:
            report.error(where, f"{rule} from {day} gives {got}, the fact says {expected}")
        if rule[0] == "explicit":
            for problem in explicit_phrase_agrees(phrase, expected):
                report.error(where, f"phrase {phrase!r} {problem}")
        if rule[0] == "first_mention":
            ev_days = [turn_times[e].date() for e in f.get("evidence", []) if e in turn_times]
            if ev_days and day != min(ev_days):
                report.error(where, "first_mention turn is not the fact's earliest evidence")
            earlier = [t for t in order[:position[tid]] if phrase_in(phrase, TURN_TEXT.get(t, ""))]
            if earlier:
                report.error(where, f"phrase {phrase!r} already occurs earlier, in {earlier[0]}")
        covered.add((timeline, state, edge))
    for timeline, chain in chains.items():
        for i, f in enumerate(chain, start=1):
            if (timeline, i, "from") not in covered:
                report.error(f["_where"], "no date anchor ties valid_from to the corpus text")
            is_last = i == len(chain)
            if f["_end"] is not None and is_last and (timeline, i, "to") not in covered:
                report.error(f["_where"], "a closed last state needs a 'to' anchor")
    return len(ANCHORS)


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
    n_anchors = check_anchors(chains, turn_times, report)

    sessions = sorted({tid.split("#")[0] for tid in turn_times})
    per_session = Counter(tid.split("#")[0] for tid in turn_times)
    span = f"{min(turn_times.values()):%Y-%m-%d} .. {max(turn_times.values()):%Y-%m-%d}"
    types = Counter(q.get("type") for q in questions)
    facts = [f for chain in chains.values() for f in chain]
    open_facts = sum(1 for f in facts if f["_end"] is None)
    multi = sum(1 for chain in chains.values() if len(chain) >= 2)
    print(f"sessions:  {len(sessions)}  ({span})")
    print(f"turns:     {len(turn_times)}  ({min(per_session.values())}-{max(per_session.values())} per session)")
    kinds = Counter(SESSION_KINDS.values())
    print(f"kinds:     assistant sessions={kinds.get('assistant', 0)}, group chats={kinds.get('group', 0)}")
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(QUESTION_TYPES)))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({multi} with 2+ states)")
    missing_types = QUESTION_TYPES - set(types)
    if missing_types:
        report.error("questions.jsonl", f"no question of type {sorted(missing_types)}")
    cited = {tid for q in questions for tid in q.get("evidence", [])} | {tid for f in facts for tid in f.get("evidence", [])}
    print(f"evidence:  {len(cited & set(turn_times))} distinct turns cited")
    print(f"anchors:   {n_anchors} date anchors checked against the turn text")

    if report.problems:
        print(f"\n{len(report.problems)} problem(s):")
        for problem in report.problems:
            print(f"  - {problem}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
