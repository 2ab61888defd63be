#!/usr/bin/env python3
"""Check the claude_holdout21 transcripts, their questions and their facts; print counts.

Held-out evaluation data: do not tune on it (see README.md).

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

EVENT_TYPES = {"user", "assistant", "system", "summary", "file-history-snapshot", "progress", "queue-operation"}
ENVELOPE = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch")
BLOCK_TYPES = {"assistant": {"text", "thinking", "tool_use"}, "user": {"text", "tool_result"}}
LINES_PER_SESSION = range(15, 61)
SESSION_COUNT = 13
QUESTION_ID = re.compile(r"^q(\d{2})$")
EVIDENCE_ID = re.compile(r"^([0-9a-f-]{36})#([0-9a-f-]{36})$")
QUESTION_TYPES = {"before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership"}
QUESTION_KEYS = {"id", "type", "question", "answer", "accept", "evidence", "timeline"}
QUESTION_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
FACT_KEYS = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
FACT_OPTIONAL = {"note"}
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


# --- helpers -------------------------------------------------------------------------------

def parse_timestamp(value: object) -> datetime | None:
    if not isinstance(value, str) or not value.endswith("Z"):
        return None
    try:
        return datetime.fromisoformat(value[:-1] + "+00:00")
    except ValueError:
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
            report.error(f"{path.name}:{number}", "empty line")
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


def is_lowercase_strings(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(a, str) and a and a == a.lower() for a in value)


# --- transcripts ---------------------------------------------------------------------------

class Corpus:
    """What the transcripts hold: every addressable line, per session, with its time."""

    def __init__(self) -> None:
        self.lines: dict[str, dict] = {}          # "<sessionId>#<uuid>" -> event
        self.times: dict[str, datetime] = {}      # same key -> timestamp
        self.sessions: dict[str, tuple[datetime, datetime, int, str]] = {}  # id -> (first, last, lines, version)
        self.summaries: list[tuple[str, str]] = []  # (file, leafUuid)
        self.counts: Counter = Counter()


def check_message(ev: dict, where: str, report: Report, tool_uses: dict, results: dict) -> None:
    kind = ev["type"]
    msg = ev.get("message")
    if not isinstance(msg, dict) or msg.get("role") != kind:
        report.error(where, f"{kind} event needs message.role == {kind!r}")
        return
    content = msg.get("content")
    if kind == "assistant":
        for key in ("model", "id", "type", "usage", "stop_reason"):
            if key not in msg:
                report.error(where, f"assistant message lacks {key!r}")
        if "requestId" not in ev:
            report.error(where, "assistant event lacks requestId")
        if not isinstance(content, list) or len(content) != 1:
            report.error(where, "assistant events carry exactly one content block, as Claude Code writes them")
            return
    if isinstance(content, str):
        if kind != "user" or not content.strip():
            report.error(where, "string content must be a non-empty user message")
        return
    if not isinstance(content, list) or not content:
        report.error(where, "message.content must be a string or a non-empty list of blocks")
        return
    for block in content:
        btype = block.get("type") if isinstance(block, dict) else None
        if btype not in BLOCK_TYPES[kind]:
            report.error(where, f"unexpected {kind} block type {btype!r}")
            continue
        if btype == "text" and not str(block.get("text", "")).strip():
            report.error(where, "empty text block")
        elif btype == "thinking" and not (block.get("thinking") and block.get("signature")):
            report.error(where, "thinking block needs thinking and signature")
        elif btype == "tool_use":
            tid = block.get("id", "")
            if not re.match(r"^toolu_[0-9A-Za-z]+$", tid) or not block.get("name") or not isinstance(block.get("input"), dict):
                report.error(where, "tool_use needs an id (toolu_...), a name and an input object")
            elif tid in tool_uses:
                report.error(where, f"tool_use id {tid} used twice")
            else:
                tool_uses[tid] = (ev["uuid"], block["name"])
        elif btype == "tool_result":
            tid = block.get("tool_use_id")
            if tid not in tool_uses:
                report.error(where, f"tool_result for unknown or later tool_use {tid!r}")
            elif tid in results:
                report.error(where, f"second tool_result for {tid}")
            else:
                results[tid] = ev["uuid"]
                if ev.get("parentUuid") != tool_uses[tid][0]:
                    report.error(where, "a tool_result's parentUuid must be the line with its tool_use")
            if "toolUseResult" not in ev:
                report.error(where, "tool_result event lacks toolUseResult")
            if "content" not in block:
                report.error(where, "tool_result block lacks content")


def check_transcript(path: Path, corpus: Corpus, report: Report, cwds: set[str]) -> None:
    rows = read_jsonl(path, report)
    sid = path.stem
    if not re.match(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", sid):
        report.error(path.name, "transcript files are named <sessionId>.jsonl with a UUID v4 session id")
    if len(rows) not in LINES_PER_SESSION:
        report.error(path.name, f"has {len(rows)} lines, expected {LINES_PER_SESSION.start}-{LINES_PER_SESSION.stop - 1}")
    seen: set[str] = set()
    prompts: set[str] = set()
    snapshots: list[tuple[str, str]] = []
    tool_uses: dict[str, tuple[str, str]] = {}
    results: dict[str, str] = {}
    last: datetime | None = None
    first: datetime | None = None
    versions: set[str] = set()
    for number, ev in rows:
        where = f"{path.name}:{number}"
        kind = ev.get("type")
        corpus.counts[kind] += 1
        if kind not in EVENT_TYPES:
            report.error(where, f"unknown event type {kind!r}")
            continue
        if kind == "summary":
            if number != 1 or not ev.get("summary") or not ev.get("leafUuid"):
                report.error(where, "a legacy summary line comes first and has summary and leafUuid")
            corpus.summaries.append((path.name, ev.get("leafUuid")))
            continue
        if kind == "file-history-snapshot":
            snap = ev.get("snapshot") or {}
            if ev.get("messageId") != snap.get("messageId") or "trackedFileBackups" not in snap:
                report.error(where, "snapshot needs messageId, snapshot.messageId and trackedFileBackups")
            snapshots.append((where, ev.get("messageId")))
            continue
        if kind in ("progress", "queue-operation"):
            continue
        for key in ENVELOPE:
            if key not in ev:
                report.error(where, f"missing {key!r}")
        if ev.get("sessionId") != sid:
            report.error(where, f"sessionId {ev.get('sessionId')!r} differs from the file name")
        cwds.add(ev.get("cwd"))
        versions.add(ev.get("version"))
        uuid = ev.get("uuid")
        if not isinstance(uuid, str) or uuid in seen:
            report.error(where, "missing or duplicate uuid")
            continue
        parent = ev.get("parentUuid")
        if ev.get("subtype") == "compact_boundary":
            if parent is not None or ev.get("logicalParentUuid") not in seen:
                report.error(where, "compact_boundary starts a new root: parentUuid null, logicalParentUuid earlier")
        elif parent is not None and parent not in seen:
            report.error(where, f"parentUuid {parent} is not an earlier line of this file")
        elif parent is None and seen:
            report.error(where, "only the first line (or a compact_boundary) may have parentUuid null")
        seen.add(uuid)
        at = parse_timestamp(ev.get("timestamp"))
        if at is None:
            report.error(where, f"timestamp must be ISO 8601 UTC ending in Z, got {ev.get('timestamp')!r}")
        else:
            if last and at < last:
                report.error(where, f"timestamp {ev['timestamp']} is earlier than the line before")
            last = at
            first = first or at
        if kind in ("user", "assistant"):
            check_message(ev, where, report, tool_uses, results)
            if kind == "user" and isinstance(ev["message"].get("content"), str) and not ev.get("isMeta") \
                    and not ev.get("isCompactSummary"):
                prompts.add(uuid)
        elif kind == "system" and not ev.get("subtype"):
            report.error(where, "system events have a subtype")
        key = f"{sid}#{uuid}"
        corpus.lines[key] = ev
        if at:
            corpus.times[key] = at
    for where, message_id in snapshots:
        if message_id not in prompts:
            report.error(where, "file-history-snapshot must name a user prompt of this file")
    for tid, (uuid, name) in tool_uses.items():
        if tid not in results:
            report.error(path.name, f"tool_use {tid} ({name}) has no tool_result")
    if len(versions) != 1:
        report.error(path.name, f"one Claude Code version per session expected, got {sorted(versions)}")
    if first and last:
        corpus.sessions[sid] = (first, last, len(rows), next(iter(versions)))


def check_transcripts(folder: Path, report: Report) -> Corpus:
    corpus = Corpus()
    files = sorted((folder / "transcripts").glob("*.jsonl"))
    if len(files) != SESSION_COUNT:
        report.error("transcripts/", f"expected {SESSION_COUNT} session files, found {len(files)}")
    cwds: set[str] = set()
    for path in files:
        check_transcript(path, corpus, report, cwds)
    if len(cwds) != 1:
        report.error("transcripts/", f"all sessions run in one cwd, found {sorted(c for c in cwds if c)}")
    ordered = sorted(corpus.sessions.items(), key=lambda kv: kv[1][0])
    for (sid_a, (_, end_a, _, _)), (sid_b, (start_b, _, _, _)) in zip(ordered, ordered[1:]):
        if start_b <= end_a:
            report.error(f"{sid_b}.jsonl", f"starts before the previous session {sid_a} ends")
    uuids = {key.split("#")[1] for key in corpus.lines}
    for name, leaf in corpus.summaries:
        if leaf not in uuids:
            report.error(name, f"summary leafUuid {leaf} is not a line of any transcript")
    return corpus


# --- evidence ------------------------------------------------------------------------------

def check_evidence(evidence: object, corpus: Corpus, where: str, report: Report) -> None:
    if not isinstance(evidence, list) or not evidence:
        report.error(where, '"evidence" must be a non-empty list of "<sessionId>#<uuid>" ids')
        return
    for eid in evidence:
        if not isinstance(eid, str) or not EVIDENCE_ID.match(eid):
            report.error(where, f"evidence id {eid!r} is not <sessionId>#<uuid>")
        elif eid not in corpus.lines:
            report.error(where, f"evidence id {eid!r} is not a line of the transcripts")
    if len(set(map(str, evidence))) != len(evidence):
        report.error(where, "evidence lists a line twice")


# --- facts ---------------------------------------------------------------------------------

def check_facts(path: Path, corpus: Corpus, report: Report) -> dict[str, list[dict]]:
    """Validate facts.jsonl; return timeline -> its facts ordered by valid_from."""
    rows = read_jsonl(path, report)
    days = sorted(t.date() for t in corpus.times.values())
    first_day, last_day = (days[0], days[-1]) if days else (None, None)
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
        check_evidence(f.get("evidence"), corpus, where, report)
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
        if chain[-1]["_end"] is not None:
            report.error(chain[-1]["_where"], f"the last state of {timeline} should be open (valid_to null)")
    return dict(chains)


# --- questions -----------------------------------------------------------------------------

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
        target = chain[-1] if chain[-1]["_end"] is None else None
        if target is None:
            report.error(where, f"timeline {q['timeline']} has no open state")
        elif not hits(target):
            report.error(where, f"no accept string matches the open state {target['object']!r}")
        else:
            accepts_other_states(target)
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
        if any("implicit" in f.get("note", "") for f in chain):
            report.error(where, f"{q['timeline']} changed implicitly; its dates are approximate, don't ask 'when'")
    elif kind == "before":
        if not any(hits(f) for f in chain if f["_end"] is not None):
            report.error(where, f"no accept string matches a closed state of {q['timeline']}")
    elif kind == "after":
        if not any(hits(f) for f in chain[1:]):
            report.error(where, f"no accept string matches a later state of {q['timeline']}")
    elif kind == "ownership":
        if not any(hits(f) for f in chain):
            report.error(where, f"no accept string matches a state of {q['timeline']}")
        if chain and chain[0].get("predicate") != "owner":
            report.error(where, f"ownership questions need an owner timeline, {q['timeline']} is not one")


def check_questions(path: Path, corpus: Corpus, chains: dict[str, list[dict]], report: Report) -> list[dict]:
    rows = read_jsonl(path, report)
    seen: set[str] = set()
    days = sorted(t.date() for t in corpus.times.values())
    first_day, last_day = (days[0], days[-1]) if days else (None, None)
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
            if day and q["as_of"] not in str(q.get("question", "")):
                report.error(where, "the question text should carry the as_of date")

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

        check_evidence(q.get("evidence"), corpus, where, report)
        timeline = q.get("timeline")
        if timeline not in chains:
            report.error(where, f"timeline {timeline!r} has no facts")
        elif accept and not (kind == "history" and groups is None):
            check_against_facts(q, chains[timeline], where, report)
    return [q for _, q in rows]


def main(folder: Path) -> int:
    report = Report()
    corpus = check_transcripts(folder, report)
    if not corpus.lines:
        print("\n".join(report.problems) or "no transcript lines")
        return 1
    chains = check_facts(folder / "facts.jsonl", corpus, report)
    questions = check_questions(folder / "questions.jsonl", corpus, chains, report)

    sessions = sorted(corpus.sessions.values())
    per_session = [n for _, _, n, _ in sessions]
    versions = [v for _, _, _, v in sessions]
    types = Counter(q.get("type") for q in questions)
    facts = [f for chain in chains.values() for f in chain]
    open_facts = sum(1 for f in facts if f["_end"] is None)
    multi = sum(1 for chain in chains.values() if len(chain) >= 2)
    print(f"sessions:  {len(sessions)}  ({sessions[0][0]:%Y-%m-%d} .. {sessions[-1][1]:%Y-%m-%d}), "
          f"Claude Code {versions[0]} .. {versions[-1]}")
    print(f"lines:     {sum(per_session)}  ({min(per_session)}-{max(per_session)} per session; "
          + ", ".join(f"{k} {v}" for k, v in corpus.counts.most_common()) + ")")
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(QUESTION_TYPES)))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({multi} with 2+ states)")
    missing_types = QUESTION_TYPES - set(types)
    if missing_types:
        report.error("questions.jsonl", f"no question of type {sorted(missing_types)}")
    cited = {e for q in questions for e in q.get("evidence", [])} | {e for f in facts for e in f.get("evidence", [])}
    print(f"evidence:  {len(cited & set(corpus.lines))} distinct lines cited, "
          f"in {len({e.split('#')[0] for e in cited})} sessions")

    if report.problems:
        print(f"\n{len(report.problems)} problem(s):")
        for problem in report.problems:
            print(f"  - {problem}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
