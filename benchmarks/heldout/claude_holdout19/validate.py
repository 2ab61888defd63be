#!/usr/bin/env python3
"""Consistency checks for claude_holdout19: transcripts, facts and questions. Prints counts.

Usage: python3 validate.py [DIR]      (DIR defaults to the folder of this file)
Exit status 0 when everything is consistent, 1 otherwise. Standard library only.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

SESSIONS = 13
LINE_RANGE = (25, 45)
KNOWN_EVENTS = {"user", "assistant", "system", "summary", "file-history-snapshot"}
ENVELOPE_KEYS = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch")
BLOCKS = {"assistant": {"text", "thinking", "tool_use"}, "user": {"text", "tool_result"}}
UUID4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
EVIDENCE = re.compile(r"^([0-9a-f-]{36})#([0-9a-f-]{36})$")
TYPES = ("before", "after", "current", "as_of", "when", "why", "history", "negative")
Q_REQUIRED = {"id", "type", "timeline", "question", "answer", "accept", "evidence"}
Q_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
F_REQUIRED = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
F_OPTIONAL = {"note"}
SHORT = 4  # accept strings of this length or less must match as whole words


# ---- scoring rule (the README's "Scoring" section) ----------------------------------------------

def find_accept(accept: str, text: str, start: int = 0) -> int:
    """Index of `accept` in lowercased `text` from `start`, or -1. Short strings need word boundaries."""
    text = text.lower()
    if len(accept) <= SHORT:
        m = re.compile(r"(?<![0-9a-z])" + re.escape(accept) + r"(?![0-9a-z])").search(text, start)
        return m.start() if m else -1
    return text.find(accept, start)


def matches(accept: str, text: str) -> bool:
    return find_accept(accept, text) >= 0


def matches_in_order(groups: list[list[str]], text: str) -> bool:
    """Each group must have an alternative that occurs after the match of the previous group."""
    cursor = 0
    for group in groups:
        found = [(pos, len(a)) for a in group if (pos := find_accept(a, text, cursor)) >= 0]
        if not found:
            return False
        pos, size = min(found)
        cursor = pos + size
    return True


# ---- helpers -----------------------------------------------------------------------------------

class Problems(list):
    def add(self, where: str, what: str) -> None:
        self.append(f"{where}: {what}")


def load_jsonl(path: Path, problems: Problems) -> list[tuple[int, dict]]:
    rows: list[tuple[int, dict]] = []
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        problems.add(path.name, f"cannot read ({exc})")
        return rows
    if raw and not raw.endswith("\n"):
        problems.add(path.name, "last line has no newline")
    for n, line in enumerate(raw.split("\n")[:-1] if raw.endswith("\n") else raw.split("\n"), start=1):
        if not line.strip():
            problems.add(f"{path.name}:{n}", "empty line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.add(f"{path.name}:{n}", f"not JSON ({exc})")
            continue
        if not isinstance(obj, dict):
            problems.add(f"{path.name}:{n}", "not a JSON object")
            continue
        rows.append((n, obj))
    return rows


def utc(value: object) -> datetime | None:
    if not isinstance(value, str) or not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$", value):
        return None
    return datetime.fromisoformat(value[:-1] + "+00:00")


def iso_day(value: object, where: str, problems: Problems) -> date | None:
    try:
        return date.fromisoformat(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        problems.add(where, f"not an ISO date: {value!r}")
        return None


def lowercase_list(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(x, str) and x and x == x.lower() for x in value)


# ---- transcripts -------------------------------------------------------------------------------

class Transcripts:
    def __init__(self) -> None:
        self.lines: dict[str, dict] = {}           # "<sid>#<uuid>" -> event
        self.days: list[date] = []
        self.spans: dict[str, tuple[datetime, datetime, int, str, list[str]]] = {}
        self.kinds: Counter = Counter()
        self.leaves: list[tuple[str, str]] = []


def check_blocks(ev: dict, where: str, problems: Problems, uses: dict, answered: dict) -> None:
    kind = ev["type"]
    msg = ev.get("message")
    if not isinstance(msg, dict) or msg.get("role") != kind:
        problems.add(where, f"{kind} line needs message.role {kind!r}")
        return
    content = msg.get("content")
    if kind == "assistant":
        for key in ("id", "model", "type", "usage", "stop_reason"):
            if key not in msg:
                problems.add(where, f"assistant message without {key!r}")
        if not str(ev.get("requestId", "")).startswith("req_"):
            problems.add(where, "assistant line without requestId")
        if not isinstance(content, list) or len(content) != 1:
            problems.add(where, "an assistant line holds exactly one content block")
            return
    if isinstance(content, str):
        if kind != "user" or not content.strip():
            problems.add(where, "string content only for non-empty user messages")
        return
    if not isinstance(content, list) or not content:
        problems.add(where, "content must be a string or a non-empty list")
        return
    for block in content:
        btype = block.get("type") if isinstance(block, dict) else None
        if btype not in BLOCKS[kind]:
            problems.add(where, f"unexpected {kind} block {btype!r}")
        elif btype == "text" and not str(block.get("text", "")).strip():
            problems.add(where, "empty text block")
        elif btype == "thinking" and not (block.get("thinking") and block.get("signature")):
            problems.add(where, "thinking needs text and signature")
        elif btype == "tool_use":
            tid = block.get("id", "")
            if not re.match(r"^toolu_[0-9A-Za-z]+$", str(tid)) or not block.get("name") or not isinstance(block.get("input"), dict):
                problems.add(where, "tool_use needs toolu_ id, name and input")
            elif tid in uses:
                problems.add(where, f"tool_use id {tid} repeated")
            else:
                uses[tid] = ev["uuid"]
        elif btype == "tool_result":
            tid = block.get("tool_use_id")
            if tid not in uses:
                problems.add(where, f"tool_result for unknown tool_use {tid!r}")
            elif tid in answered:
                problems.add(where, f"tool_use {tid} answered twice")
            else:
                answered[tid] = ev["uuid"]
                if ev.get("parentUuid") != uses[tid]:
                    problems.add(where, "tool_result must hang under its tool_use line")
            if "toolUseResult" not in ev or "content" not in block:
                problems.add(where, "tool_result line needs block content and toolUseResult")


def check_file(path: Path, t: Transcripts, problems: Problems, cwds: set) -> None:
    rows = load_jsonl(path, problems)
    sid = path.stem
    if not UUID4.match(sid):
        problems.add(path.name, "file name must be a UUID v4 session id")
    if not LINE_RANGE[0] <= len(rows) <= LINE_RANGE[1]:
        problems.add(path.name, f"{len(rows)} lines, expected {LINE_RANGE[0]}-{LINE_RANGE[1]}")
    seen: set[str] = set()
    prompts: set[str] = set()
    snaps: list[tuple[str, str]] = []
    uses: dict[str, str] = {}
    answered: dict[str, str] = {}
    versions: set[str] = set()
    branches: list[str] = []
    first = last = None
    for n, ev in rows:
        where = f"{path.name}:{n}"
        kind = ev.get("type")
        t.kinds[kind] += 1
        if kind not in KNOWN_EVENTS:
            problems.add(where, f"unknown event type {kind!r}")
            continue
        if kind == "summary":
            if n != 1 or not ev.get("summary") or not ev.get("leafUuid"):
                problems.add(where, "summary lines come first and carry summary + leafUuid")
            t.leaves.append((path.name, ev.get("leafUuid")))
            continue
        if kind == "file-history-snapshot":
            snap = ev.get("snapshot") or {}
            if ev.get("messageId") != snap.get("messageId") or not isinstance(snap.get("trackedFileBackups"), dict):
                problems.add(where, "snapshot needs messageId == snapshot.messageId and trackedFileBackups")
            snaps.append((where, ev.get("messageId")))
            continue
        for key in ENVELOPE_KEYS:
            if key not in ev:
                problems.add(where, f"missing {key}")
        if ev.get("sessionId") != sid:
            problems.add(where, "sessionId differs from the file name")
        cwds.add(ev.get("cwd"))
        versions.add(ev.get("version"))
        if ev.get("gitBranch") not in branches:
            branches.append(ev.get("gitBranch"))
        uid = ev.get("uuid")
        if not isinstance(uid, str) or not UUID4.match(uid) or uid in seen:
            problems.add(where, "uuid missing, malformed or repeated")
            continue
        parent = ev.get("parentUuid")
        if ev.get("subtype") == "compact_boundary":
            if parent is not None or ev.get("logicalParentUuid") not in seen:
                problems.add(where, "compact_boundary: parentUuid null and logicalParentUuid an earlier line")
        elif parent is None:
            if seen:
                problems.add(where, "only the first line or a compact_boundary may be a root")
        elif parent not in seen:
            problems.add(where, "parentUuid is not an earlier line of this file")
        seen.add(uid)
        at = utc(ev.get("timestamp"))
        if at is None:
            problems.add(where, f"timestamp must look like 2026-01-02T03:04:05.678Z, got {ev.get('timestamp')!r}")
        else:
            if last and at < last:
                problems.add(where, "timestamp goes backwards")
            last = at
            first = first or at
            t.days.append(at.date())
        if kind in ("user", "assistant"):
            check_blocks(ev, where, problems, uses, answered)
            if kind == "user" and isinstance(ev.get("message", {}).get("content"), str) and not ev.get("isMeta") \
                    and not ev.get("isCompactSummary") and not ev["message"]["content"].startswith("<"):
                prompts.add(uid)
        elif not ev.get("subtype"):
            problems.add(where, "system lines need a subtype")
        t.lines[f"{sid}#{uid}"] = ev
    for where, mid in snaps:
        if mid not in prompts:
            problems.add(where, "snapshot must name a typed prompt of this file")
    for tid in uses:
        if tid not in answered:
            problems.add(path.name, f"tool_use {tid} never answered")
    if len(versions) != 1:
        problems.add(path.name, f"expected one Claude Code version, found {sorted(map(str, versions))}")
    if first and last:
        t.spans[sid] = (first, last, len(rows), next(iter(versions)), branches)


def check_transcripts(root: Path, problems: Problems) -> Transcripts:
    t = Transcripts()
    files = sorted((root / "transcripts").glob("*.jsonl"))
    if len(files) != SESSIONS:
        problems.add("transcripts/", f"{len(files)} files, expected {SESSIONS}")
    cwds: set = set()
    for path in files:
        check_file(path, t, problems, cwds)
    if len(cwds) != 1:
        problems.add("transcripts/", f"one cwd expected, found {sorted(map(str, cwds))}")
    ordered = sorted(t.spans.items(), key=lambda kv: kv[1][0])
    for (a, span_a), (b, span_b) in zip(ordered, ordered[1:]):
        if span_b[0] <= span_a[1]:
            problems.add(f"{b}.jsonl", f"overlaps session {a}")
    uuids = {k.split("#")[1] for k in t.lines}
    for name, leaf in t.leaves:
        if leaf not in uuids:
            problems.add(name, f"summary leafUuid {leaf} is not a transcript line")
    return t


def check_evidence(ids: object, t: Transcripts, where: str, problems: Problems) -> None:
    if not isinstance(ids, list) or not ids:
        problems.add(where, "evidence must be a non-empty list")
        return
    if len(set(map(str, ids))) != len(ids):
        problems.add(where, "evidence repeats a line")
    for eid in ids:
        if not isinstance(eid, str) or not EVIDENCE.match(eid):
            problems.add(where, f"malformed evidence id {eid!r}")
        elif eid not in t.lines:
            problems.add(where, f"evidence {eid} is not a transcript line")
        elif t.lines[eid].get("type") not in ("user", "assistant", "system"):
            problems.add(where, f"evidence {eid} must be a user, assistant or system line")


# ---- facts ---------------------------------------------------------------------------------------

def check_facts(path: Path, t: Transcripts, problems: Problems) -> dict[str, list[dict]]:
    lo, hi = (min(t.days), max(t.days)) if t.days else (None, None)
    chains: dict[str, list[dict]] = defaultdict(list)
    keys: dict[str, set] = defaultdict(set)
    owners: dict[tuple, set] = defaultdict(set)
    for n, f in load_jsonl(path, problems):
        where = f"{path.name}:{n} {f.get('timeline')}"
        if F_REQUIRED - f.keys():
            problems.add(where, f"missing {sorted(F_REQUIRED - f.keys())}")
        if f.keys() - F_REQUIRED - F_OPTIONAL:
            problems.add(where, f"unknown keys {sorted(f.keys() - F_REQUIRED - F_OPTIONAL)}")
        for key in ("subject", "predicate", "object", "timeline"):
            if not isinstance(f.get(key), str) or not f[key].strip():
                problems.add(where, f"{key} must be a non-empty string")
        start = iso_day(f.get("valid_from"), where, problems)
        end = None if f.get("valid_to") is None else iso_day(f.get("valid_to"), where, problems)
        if start and end and end <= start:
            problems.add(where, "valid_to must be after valid_from")
        for day in (start, end):
            if day and lo and not lo <= day <= hi:
                problems.add(where, f"{day} lies outside the corpus {lo}..{hi}")
        check_evidence(f.get("evidence"), t, where, problems)
        if not start or not isinstance(f.get("timeline"), str):
            continue
        chains[f["timeline"]].append(dict(f, _from=start, _to=end, _where=where))
        keys[f["timeline"]].add((f.get("subject"), f.get("predicate")))
        owners[(f.get("subject"), f.get("predicate"))].add(f["timeline"])
    for tl, ks in keys.items():
        if len(ks) > 1:
            problems.add(f"timeline {tl}", f"mixes subject/predicate pairs {sorted(ks)}")
    for k, tls in owners.items():
        if len(tls) > 1:
            problems.add(f"{k}", f"split across timelines {sorted(tls)}")
    for tl, chain in chains.items():
        chain.sort(key=lambda f: f["_from"])
        for a, b in zip(chain, chain[1:]):
            if a["_to"] is None:
                problems.add(b["_where"], "follows a state that never ends")
            elif a["_to"] != b["_from"]:
                problems.add(b["_where"], f"gap or overlap with the previous state ({a['_to']} vs {b['_from']})")
            if a["object"] == b["object"]:
                problems.add(b["_where"], "same object as the previous state")
        if chain[-1]["_to"] is not None:
            problems.add(chain[-1]["_where"], "the last state of a timeline must be open (valid_to null)")
    return dict(chains)


# ---- questions -----------------------------------------------------------------------------------

def valid_on(chain: list[dict], day: date) -> dict | None:
    for f in chain:
        if f["_from"] <= day and (f["_to"] is None or day < f["_to"]):
            return f
    return None


def agree_with_facts(q: dict, chain: list[dict], where: str, problems: Problems) -> None:
    accept = q["accept"]
    kind = q["type"]

    def hit(f: dict) -> bool:
        return any(matches(a, f["object"]) for a in accept)

    def only(target: dict) -> None:
        if not hit(target):
            problems.add(where, f"no accept string matches {target['object']!r}")
        for other in chain:
            if other["object"] != target["object"] and hit(other):
                problems.add(where, f"accept strings also match another state, {other['object']!r}")

    if kind == "current":
        if chain[-1]["_to"] is not None:
            problems.add(where, "timeline has no open state")
        else:
            only(chain[-1])
    elif kind == "as_of":
        day = date.fromisoformat(q["as_of"])
        target = valid_on(chain, day)
        if target is None:
            problems.add(where, f"no state is valid on {day}")
        else:
            only(target)
    elif kind == "before":
        if not any(hit(f) for f in chain if f["_to"] is not None):
            problems.add(where, "accept strings match no closed state")
    elif kind == "after":
        if not any(hit(f) for f in chain[1:]):
            problems.add(where, "accept strings match no later state")
    elif kind == "when":
        bounds = {str(f["_from"]) for f in chain} | {str(f["_to"]) for f in chain if f["_to"]}
        if not bounds & set(accept):
            problems.add(where, f"no accept string is a boundary date of the timeline {sorted(bounds)}")
        if any("implicit" in f.get("note", "") for f in chain):
            problems.add(where, "don't ask 'when' about an implicit change")
    elif kind == "history":
        groups = q.get("ordered_accept") or []
        if len(groups) != len(chain):
            problems.add(where, f"{len(groups)} ordered groups for {len(chain)} states")
        for i, (group, f) in enumerate(zip(groups, chain), start=1):
            if not any(matches(a, f["object"]) for a in group):
                problems.add(where, f"ordered group {i} does not match state {f['object']!r}")
    elif kind == "negative":
        if any(hit(f) for f in chain):
            problems.add(where, "a negative question's accept strings must not name an adopted state")


def check_questions(path: Path, t: Transcripts, chains: dict, problems: Problems) -> list[dict]:
    lo, hi = (min(t.days), max(t.days)) if t.days else (None, None)
    out = []
    for i, (n, q) in enumerate(load_jsonl(path, problems), start=1):
        where = f"{path.name}:{n} {q.get('id')}"
        out.append(q)
        if Q_REQUIRED - q.keys():
            problems.add(where, f"missing {sorted(Q_REQUIRED - q.keys())}")
            continue
        if q.keys() - Q_REQUIRED - Q_OPTIONAL:
            problems.add(where, f"unknown keys {sorted(q.keys() - Q_REQUIRED - Q_OPTIONAL)}")
        if q["id"] != f"q{i:02d}":
            problems.add(where, f"expected id q{i:02d}")
        if q["type"] not in TYPES:
            problems.add(where, f"type must be one of {TYPES}")
        if not str(q["question"]).strip() or not str(q["answer"]).strip():
            problems.add(where, "empty question or answer")
        if q["type"] == "as_of" or "as_of" in q:
            day = iso_day(q.get("as_of"), where, problems)
            if day and lo and not lo <= day <= hi:
                problems.add(where, "as_of outside the corpus")
            if day and q["as_of"] not in q["question"]:
                problems.add(where, "the question text must carry the as_of date")
        accept = q["accept"]
        if not lowercase_list(accept) or len(set(accept)) != len(accept):
            problems.add(where, "accept must be distinct non-empty lowercase strings")
            continue
        answer = q["answer"]
        if q["type"] == "history":
            groups = q.get("ordered_accept")
            if q.get("accept_all") is not True:
                problems.add(where, "history questions need accept_all: true")
            if not isinstance(groups, list) or len(groups) < 2 or not all(lowercase_list(g) for g in groups):
                problems.add(where, "ordered_accept must be 2+ groups of lowercase strings")
                groups = None
            missing = [a for a in accept if not matches(a, answer)]
            if missing:
                problems.add(where, f"accept_all but the answer lacks {missing}")
            if groups:
                if not matches_in_order(groups, answer):
                    problems.add(where, "the answer does not name the ordered groups in order")
                if set(accept) - {a for g in groups for a in g}:
                    problems.add(where, "every accept string must belong to an ordered group")
        else:
            if "accept_all" in q or "ordered_accept" in q:
                problems.add(where, "accept_all / ordered_accept are for history questions only")
            if not any(matches(a, answer) for a in accept):
                problems.add(where, "no accept string occurs in the reference answer")
        check_evidence(q["evidence"], t, where, problems)
        if q["timeline"] not in chains:
            problems.add(where, f"timeline {q['timeline']!r} has no facts")
        elif q["type"] in TYPES:
            agree_with_facts(q, chains[q["timeline"]], where, problems)
    return out


def main(root: Path) -> int:
    problems = Problems()
    t = check_transcripts(root, problems)
    if not t.lines:
        print("\n".join(problems) or "no transcript lines")
        return 1
    chains = check_facts(root / "facts.jsonl", t, problems)
    questions = check_questions(root / "questions.jsonl", t, chains, problems)

    spans = sorted(t.spans.values())
    sizes = [s[2] for s in spans]
    kinds = Counter(q.get("type") for q in questions)
    facts = [f for c in chains.values() for f in c]
    open_facts = sum(f["_to"] is None for f in facts)
    print(f"sessions:  {len(spans)}  ({spans[0][0]:%Y-%m-%d} .. {spans[-1][1]:%Y-%m-%d}), "
          f"Claude Code {spans[0][3]} .. {spans[-1][3]}")
    print(f"lines:     {sum(sizes)}  ({min(sizes)}-{max(sizes)} per session; "
          + ", ".join(f"{k} {v}" for k, v in t.kinds.most_common()) + ")")
    print(f"questions: {len(questions)}  " + ", ".join(f"{k}={kinds.get(k, 0)}" for k in TYPES))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({sum(len(c) >= 2 for c in chains.values())} with 2+ states)")
    for k in TYPES:
        if not kinds.get(k):
            problems.add("questions.jsonl", f"no {k} question")
    cited = {e for q in questions for e in q.get("evidence", [])} | {e for f in facts for e in f.get("evidence", [])}
    print(f"evidence:  {len(cited & set(t.lines))} distinct lines cited, in {len({e.split('#')[0] for e in cited})} sessions")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print(f"  - {p}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
