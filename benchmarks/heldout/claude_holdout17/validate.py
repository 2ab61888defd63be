#!/usr/bin/env python3
"""Consistency checks for claude_holdout17 (transcripts, facts, questions); prints counts.

Usage: python3 validate.py [FOLDER]      (FOLDER defaults to the folder of this file)
Exit status 0 when everything is consistent, 1 otherwise. Standard library only.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

SESSIONS_ALLOWED = range(11, 15)
LINES_ALLOWED = range(25, 51)
SPAN_MONTHS = (12, 18)
KINDS = {"user", "assistant", "system", "summary", "file-history-snapshot"}
ENVELOPE_KEYS = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "uuid",
                 "timestamp")
TYPES = {"before", "after", "current", "as_of", "when", "why", "history", "negative", "ownership"}
Q_REQUIRED = {"id", "type", "timeline", "question", "answer", "accept", "evidence"}
Q_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
F_REQUIRED = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
F_OPTIONAL = {"note"}
UUID4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
EVIDENCE = re.compile(r"^([0-9a-f-]{36})#([0-9a-f-]{36})$")
WORD_LIMIT = 4  # accept strings of this length or shorter must match as whole words


# --- the scoring rule ---------------------------------------------------------------------------------

def locate(needle: str, text: str, start: int = 0) -> int:
    """Index of `needle` in lowercased `text` from `start`, or -1. Short needles must stand alone."""
    hay = text.lower()
    if len(needle) <= WORD_LIMIT:
        m = re.compile(r"(?<![a-z0-9])" + re.escape(needle) + r"(?![a-z0-9])").search(hay, start)
        return m.start() if m else -1
    return hay.find(needle, start)


def hit(needle: str, text: str) -> bool:
    return locate(needle, text) >= 0


def in_order(groups: list[list[str]], text: str) -> bool:
    pos = 0
    for group in groups:
        found = [(p, len(a)) for a in group if (p := locate(a, text, pos)) >= 0]
        if not found:
            return False
        p, n = min(found)
        pos = p + n
    return True


# --- small helpers ------------------------------------------------------------------------------------

class Problems(list):
    def add(self, where: str, what: str) -> None:
        self.append(f"{where}: {what}")


def when(value) -> datetime | None:
    if not isinstance(value, str) or not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$", value):
        return None
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def iso_day(value, where: str, problems: Problems) -> date | None:
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        problems.add(where, f"not an ISO date: {value!r}")
        return None


def jsonl(path: Path, problems: Problems) -> list[dict]:
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n")[:-1], start=1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.add(f"{path.name}:{n}", f"bad JSON ({exc})")
            continue
        if not isinstance(obj, dict):
            problems.add(f"{path.name}:{n}", "not a JSON object")
            continue
        rows.append(obj)
    if not path.read_text(encoding="utf-8").endswith("\n"):
        problems.add(path.name, "last line lacks a newline")
    return rows


# --- transcripts --------------------------------------------------------------------------------------

def check_transcript(path: Path, problems: Problems, lines: dict, stats: Counter):
    sid = path.stem
    if not UUID4.match(sid):
        problems.add(path.name, "file name is not a UUID v4 session id")
    events = jsonl(path, problems)
    if len(events) not in LINES_ALLOWED:
        problems.add(path.name, f"{len(events)} lines, expected {LINES_ALLOWED.start}-{LINES_ALLOWED.stop - 1}")
    seen, prompts, cwds, versions = set(), set(), set(), set()
    uses: dict[str, str] = {}
    answered: dict[str, str] = {}
    snapshots, leaves = [], []
    first = last = None
    roots = 0
    for n, ev in enumerate(events, start=1):
        where = f"{path.name}:{n}"
        kind = ev.get("type")
        stats[kind] += 1
        if kind not in KINDS:
            problems.add(where, f"unexpected event type {kind!r}")
            continue
        if kind == "summary":
            if n != 1 or not ev.get("summary") or not ev.get("leafUuid"):
                problems.add(where, "a summary line must be first and carry summary and leafUuid")
            leaves.append(ev.get("leafUuid"))
            continue
        if kind == "file-history-snapshot":
            snap = ev.get("snapshot", {})
            if ev.get("messageId") != snap.get("messageId") or not isinstance(snap.get("trackedFileBackups"), dict):
                problems.add(where, "malformed file-history-snapshot")
            snapshots.append((where, ev.get("messageId")))
            continue
        for key in ENVELOPE_KEYS:
            if key not in ev:
                problems.add(where, f"missing {key}")
        if ev.get("sessionId") != sid:
            problems.add(where, "sessionId differs from the file name")
        cwds.add(ev.get("cwd"))
        versions.add(ev.get("version"))
        uuid = ev.get("uuid")
        if uuid in seen:
            problems.add(where, "duplicate uuid")
        parent = ev.get("parentUuid")
        if ev.get("subtype") == "compact_boundary":
            if parent is not None or ev.get("logicalParentUuid") not in seen:
                problems.add(where, "compact_boundary needs parentUuid null and an earlier logicalParentUuid")
        elif parent is None:
            roots += 1
            if seen:
                problems.add(where, "parentUuid null on a line other than the first")
        elif parent not in seen:
            problems.add(where, "parentUuid does not name an earlier line")
        seen.add(uuid)
        t = when(ev.get("timestamp"))
        if t is None:
            problems.add(where, f"bad timestamp {ev.get('timestamp')!r}")
        else:
            if last and t < last:
                problems.add(where, "timestamp goes backwards")
            first, last = first or t, t
        lines[f"{sid}#{uuid}"] = ev
        if kind in ("user", "assistant"):
            msg = ev.get("message")
            if not isinstance(msg, dict) or msg.get("role") != kind:
                problems.add(where, "message.role must equal the event type")
                continue
            content = msg.get("content")
            if kind == "assistant":
                if not isinstance(content, list) or len(content) != 1:
                    problems.add(where, "an assistant line carries exactly one content block")
                    continue
                if not ev.get("requestId") or not msg.get("id") or "usage" not in msg or not msg.get("model"):
                    problems.add(where, "assistant line lacks requestId, message id, model or usage")
                block = content[0]
                if block.get("type") == "tool_use":
                    if not str(block.get("id", "")).startswith("toolu_") or not isinstance(block.get("input"), dict):
                        problems.add(where, "malformed tool_use")
                    elif block["id"] in uses:
                        problems.add(where, "tool_use id reused")
                    else:
                        uses[block["id"]] = uuid
                elif block.get("type") == "thinking":
                    if not block.get("thinking") or not block.get("signature"):
                        problems.add(where, "thinking needs text and signature")
                elif block.get("type") == "text":
                    if not str(block.get("text", "")).strip():
                        problems.add(where, "empty text block")
                else:
                    problems.add(where, f"unexpected assistant block {block.get('type')!r}")
            elif isinstance(content, str):
                if not content.strip():
                    problems.add(where, "empty prompt")
                if not ev.get("isMeta") and not ev.get("isCompactSummary") and not content.startswith("<"):
                    prompts.add(uuid)
            elif isinstance(content, list):
                for block in content:
                    if block.get("type") == "tool_result":
                        tid = block.get("tool_use_id")
                        if tid not in uses:
                            problems.add(where, f"tool_result for an unknown tool_use {tid}")
                        elif tid in answered:
                            problems.add(where, f"second tool_result for {tid}")
                        else:
                            answered[tid] = uuid
                            if parent != uses[tid]:
                                problems.add(where, "tool_result's parentUuid is not its tool_use line")
                        if "toolUseResult" not in ev:
                            problems.add(where, "tool_result line lacks toolUseResult")
                    elif block.get("type") != "text":
                        problems.add(where, f"unexpected user block {block.get('type')!r}")
            else:
                problems.add(where, "user content must be a string or a list")
        elif kind == "system" and not ev.get("subtype"):
            problems.add(where, "system line without subtype")
    for tid in uses:
        if tid not in answered:
            problems.add(path.name, f"tool_use {tid} never answered")
    for where, mid in snapshots:
        if mid not in prompts:
            problems.add(where, "snapshot messageId is not a prompt of this file")
    if roots != 1:
        problems.add(path.name, f"{roots} root lines (parentUuid null outside compaction); expected 1")
    if len(cwds) != 1 or len(versions) != 1:
        problems.add(path.name, "expected one cwd and one Claude Code version per file")
    return sid, first, last, len(events), next(iter(versions), None), next(iter(cwds), None), leaves


def check_transcripts(root: Path, problems: Problems):
    lines: dict[str, dict] = {}
    stats: Counter = Counter()
    files = sorted((root / "transcripts").glob("*.jsonl"))
    if len(files) not in SESSIONS_ALLOWED:
        problems.add("transcripts/", f"{len(files)} sessions, expected {SESSIONS_ALLOWED.start}-{SESSIONS_ALLOWED.stop - 1}")
    sessions, leaves, cwds = [], [], set()
    for path in files:
        sid, first, last, n, version, cwd, lv = check_transcript(path, problems, lines, stats)
        if first and last:
            sessions.append((first, last, sid, n, version))
        leaves += lv
        cwds.add(cwd)
    if len(cwds) != 1:
        problems.add("transcripts/", f"sessions run in several cwds: {sorted(map(str, cwds))}")
    sessions.sort()
    for a, b in zip(sessions, sessions[1:]):
        if b[0] <= a[1]:
            problems.add(b[2], "starts before the previous session ends")
    uuids = {k.split("#")[1] for k in lines}
    for leaf in leaves:
        if leaf not in uuids:
            problems.add("transcripts/", f"summary leafUuid {leaf} is not a transcript line")
    if sessions:
        months = (sessions[-1][1].year - sessions[0][0].year) * 12 + sessions[-1][1].month - sessions[0][0].month
        if not SPAN_MONTHS[0] <= months <= SPAN_MONTHS[1]:
            problems.add("transcripts/", f"corpus spans {months} months, expected {SPAN_MONTHS[0]}-{SPAN_MONTHS[1]}")
    return lines, sessions, stats


# --- facts and questions --------------------------------------------------------------------------------

def check_evidence(ids, lines: dict, where: str, problems: Problems) -> None:
    if not isinstance(ids, list) or not ids:
        problems.add(where, "evidence must be a non-empty list")
        return
    if len(set(ids)) != len(ids):
        problems.add(where, "evidence names a line twice")
    for eid in ids:
        if not isinstance(eid, str) or not EVIDENCE.match(eid):
            problems.add(where, f"malformed evidence id {eid!r}")
        elif eid not in lines:
            problems.add(where, f"evidence {eid} is not a transcript line")
        elif lines[eid].get("type") not in ("user", "assistant", "system"):
            problems.add(where, f"evidence {eid} is not a user/assistant/system line")


def check_facts(root: Path, lines: dict, span: tuple[date, date], problems: Problems) -> dict[str, list[dict]]:
    chains: dict[str, list[dict]] = defaultdict(list)
    keys: dict[str, set] = defaultdict(set)
    for n, f in enumerate(jsonl(root / "facts.jsonl", problems), start=1):
        where = f"facts.jsonl:{n} ({f.get('timeline')})"
        if F_REQUIRED - f.keys() or f.keys() - F_REQUIRED - F_OPTIONAL:
            problems.add(where, f"keys {sorted(f.keys())} do not match the schema")
            continue
        start = iso_day(f["valid_from"], where, problems)
        end = iso_day(f["valid_to"], where, problems) if f["valid_to"] is not None else None
        if start is None:
            continue
        if end is not None and end <= start:
            problems.add(where, "valid_to must come after valid_from")
        for d in (start, end):
            if d is not None and not span[0] <= d <= span[1]:
                problems.add(where, f"date {d} lies outside the corpus {span[0]}..{span[1]}")
        check_evidence(f["evidence"], lines, where, problems)
        chains[f["timeline"]].append(dict(f, _start=start, _end=end, _where=where))
        keys[f["timeline"]].add((f["subject"], f["predicate"]))
    owners: dict[tuple, set] = defaultdict(set)
    for timeline, pairs in keys.items():
        if len(pairs) != 1:
            problems.add(f"timeline {timeline}", f"mixes subject/predicate pairs {sorted(pairs)}")
        for pair in pairs:
            owners[pair].add(timeline)
    for pair, timelines in owners.items():
        if len(timelines) > 1:
            problems.add(f"{pair}", f"split over timelines {sorted(timelines)}")
    for timeline, chain in chains.items():
        chain.sort(key=lambda f: f["_start"])
        for a, b in zip(chain, chain[1:]):
            if a["_end"] is None:
                problems.add(b["_where"], "follows a state that never ended")
            elif a["_end"] != b["_start"]:
                problems.add(b["_where"], f"gap or overlap: previous state ends {a['_end']}, this starts {b['_start']}")
            if a["object"] == b["object"]:
                problems.add(b["_where"], "same object as the previous state")
        if chain[-1]["_end"] is not None:
            problems.add(chain[-1]["_where"], "the latest state of a timeline must be open (valid_to null)")
    return dict(chains)


def state_at(chain: list[dict], d: date) -> dict | None:
    return next((f for f in chain if f["_start"] <= d and (f["_end"] is None or d < f["_end"])), None)


def agree(q: dict, chain: list[dict], where: str, problems: Problems) -> None:
    accept, kind = q["accept"], q["type"]
    matching = lambda f: [a for a in accept if hit(a, f["object"])]  # noqa: E731

    def only(target: dict | None, label: str) -> None:
        if target is None:
            problems.add(where, f"no state for {label}")
            return
        if not matching(target):
            problems.add(where, f"accept strings miss the {label} state {target['object']!r}")
        for other in chain:
            if other["object"] != target["object"] and matching(other):
                problems.add(where, f"accept strings {matching(other)} also fit {other['object']!r}")

    if kind in ("current", "ownership") and "as_of" not in q:
        only(chain[-1] if chain[-1]["_end"] is None else None, "current")
    elif kind in ("as_of", "ownership"):
        d = date.fromisoformat(q["as_of"])
        only(state_at(chain, d), f"as-of {d}")
    elif kind == "before":
        if not any(matching(f) for f in chain if f["_end"] is not None):
            problems.add(where, "accept strings match no earlier (closed) state")
    elif kind == "after":
        if not any(matching(f) for f in chain[1:]):
            problems.add(where, "accept strings match no later state")
    elif kind == "when":
        edges = {str(f["_start"]) for f in chain} | {str(f["_end"]) for f in chain if f["_end"]}
        if not edges & set(accept):
            problems.add(where, f"no accept string is a state boundary ({sorted(edges)})")
        if any("implicit" in (f.get("note") or "") for f in chain):
            problems.add(where, "'when' asked about an implicit change")
    elif kind == "history":
        groups = q.get("ordered_accept", [])
        if len(groups) != len(chain):
            problems.add(where, f"{len(groups)} ordered groups for {len(chain)} states")
        for i, (g, f) in enumerate(zip(groups, chain), start=1):
            if not any(hit(a, f["object"]) for a in g):
                problems.add(where, f"group {i} does not match state {f['object']!r}")


def check_questions(root: Path, lines: dict, chains: dict, span: tuple[date, date], problems: Problems) -> list[dict]:
    rows = jsonl(root / "questions.jsonl", problems)
    for i, q in enumerate(rows, start=1):
        where = f"questions.jsonl {q.get('id', i)}"
        if Q_REQUIRED - q.keys() or q.keys() - Q_REQUIRED - Q_OPTIONAL:
            problems.add(where, f"keys {sorted(q.keys())} do not match the schema")
            continue
        if q["id"] != f"q{i:02d}":
            problems.add(where, f"expected id q{i:02d}")
        if q["type"] not in TYPES:
            problems.add(where, f"unknown type {q['type']!r}")
        if q["type"] == "as_of" and "as_of" not in q:
            problems.add(where, "as_of question without an as_of date")
        if "as_of" in q:
            if q["type"] not in ("as_of", "ownership"):
                problems.add(where, "as_of date on a question that is not as_of/ownership")
            d = iso_day(q["as_of"], where, problems)
            if d and not span[0] <= d <= span[1]:
                problems.add(where, f"as_of {d} lies outside the corpus")
            if q["as_of"] not in q["question"]:
                problems.add(where, "the question text must contain its as_of date")
        accept = q["accept"]
        if not (isinstance(accept, list) and accept and all(isinstance(a, str) and a and a == a.lower() for a in accept)):
            problems.add(where, "accept must be a non-empty list of lowercase strings")
            continue
        if len(set(accept)) != len(accept):
            problems.add(where, "accept repeats a string")
        found = [a for a in accept if hit(a, q["answer"])]
        if q["type"] == "history":
            groups = q.get("ordered_accept")
            if q.get("accept_all") is not True or not isinstance(groups, list) or len(groups) < 2:
                problems.add(where, "history needs accept_all true and at least two ordered_accept groups")
            else:
                if set(found) != set(accept):
                    problems.add(where, f"accept_all, but the answer lacks {sorted(set(accept) - set(found))}")
                if not in_order(groups, q["answer"]):
                    problems.add(where, "the answer does not name the ordered groups in order")
                if set(accept) - {a for g in groups for a in g}:
                    problems.add(where, "an accept string belongs to no ordered group")
        else:
            if "accept_all" in q or "ordered_accept" in q:
                problems.add(where, "accept_all/ordered_accept only on history questions")
            if not found:
                problems.add(where, "no accept string occurs in the reference answer")
        check_evidence(q["evidence"], lines, where, problems)
        if q["timeline"] not in chains:
            problems.add(where, f"timeline {q['timeline']!r} has no facts")
        else:
            agree(q, chains[q["timeline"]], where, problems)
    return rows


def main(root: Path) -> int:
    problems = Problems()
    lines, sessions, stats = check_transcripts(root, problems)
    if not sessions:
        print("no transcripts")
        return 1
    span = (sessions[0][0].date(), sessions[-1][1].date())
    chains = check_facts(root, lines, span, problems)
    questions = check_questions(root, lines, chains, span, problems)

    counts = [s[3] for s in sessions]
    facts = [f for chain in chains.values() for f in chain]
    types = Counter(q.get("type") for q in questions)
    cited = {e for f in facts for e in f["evidence"]} | {e for q in questions for e in q.get("evidence", [])}
    missing = TYPES - set(types)
    if missing:
        problems.add("questions.jsonl", f"no question of type {sorted(missing)}")
    print(f"sessions:  {len(sessions)}  ({span[0]} .. {span[1]}), Claude Code {sessions[0][4]} .. {sessions[-1][4]}")
    print(f"lines:     {sum(counts)}  ({min(counts)}-{max(counts)} per session; "
          + ", ".join(f"{k} {v}" for k, v in stats.most_common()) + ")")
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(TYPES)))
    print(f"facts:     {len(facts)}  (open={sum(f['_end'] is None for f in facts)}, "
          f"closed={sum(f['_end'] is not None for f in facts)})")
    print(f"timelines: {len(chains)}  ({sum(len(c) > 1 for c in chains.values())} with 2+ states)")
    print(f"evidence:  {len(cited)} distinct lines cited, in {len({e.split('#')[0] for e in cited})} sessions")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
