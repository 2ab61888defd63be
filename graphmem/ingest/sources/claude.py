"""Claude Code transcripts (JSONL, one event per line), read incrementally from a byte offset.

user/assistant events become turns: text verbatim; a tool call as its name and input (a command
whole, an edit as the lines it removes and adds, a written file's content), shortened only past
TOOL_USE_CHARS, because what a session changed is often only there (a manifest edit swapping a
dependency, `npm uninstall x && npm install y`, a commit message); tool output and thinking
truncated, images as a marker. Compaction (`compact_boundary`, `isCompactSummary`
messages, legacy `summary` lines) becomes kind="summary" turns. Progress, snapshots, queue
operations, hook bookkeeping, meta messages and unknown event types are skipped silently: they
are Claude Code's own records, not conversation. Only lines that are not JSON objects are problems.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from graphmem.ingest.sources.jsonl import JsonLine, read_json_lines
from graphmem.ingest.sources.normalize import cap_turn_text, one_line, parse_timestamp, shorten
from graphmem.model import ParsedSource, SessionRecord, TurnRecord

SOURCE = "claude"
TOOL_USE_CHARS = 4000
TOOL_RESULT_CHARS = 16000
THINKING_CHARS = 1000
TITLE_CHARS = 80
# The input field that best says what a tool call did, in order of preference.
TOOL_INPUT_KEYS = ("command", "pattern", "file_path", "path", "url", "query", "description", "prompt")
COMMAND_NAME = re.compile(r"<command-name>(.*?)</command-name>", re.S)
COMMAND_ARGS = re.compile(r"<command-args>(.*?)</command-args>", re.S)
COMMAND_OUTPUT = re.compile(r"<local-command-(stdout|stderr)>(.*?)</local-command-\1>", re.S)
ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
INTERRUPTED = "[Request interrupted"


@dataclass(frozen=True)
class _Part:
    """One rendered content block: what kind of thing it is and its text."""

    kind: str
    text: str


def parse_claude(path: Path, start_offset: int = 0) -> ParsedSource:
    """Read the complete events of a transcript from byte `start_offset` into sessions.

    Turns keep the event `uuid` as external_id and the line number as seq, so a session read in
    several passes (or spread over several files) gives the same turns as one full read.
    """
    where = str(path)
    chunk = read_json_lines(path, start_offset)
    parsed = ParsedSource(where, SOURCE, problems=chunk.problems, end_offset=chunk.end_offset)
    # Claude Code names a transcript `<sessionId>.jsonl`: the fallback for events without one.
    sessions, turns, summary_titles = _read_events(chunk.lines, path.stem)
    seen: set[tuple[str, str]] = set()
    for turn in sorted(turns, key=lambda t: t.seq):
        if (turn.session_external_id, turn.external_id) in seen:
            continue
        seen.add((turn.session_external_id, turn.external_id))
        text = cap_turn_text(turn.text, where, turn.seq, parsed.problems)
        session_id = turn.session_external_id
        session = sessions.setdefault(session_id, SessionRecord(session_id, SOURCE))
        session.turns.append(turn if text == turn.text else replace(turn, text=text))
    for session in sessions.values():
        session.title = summary_titles.get(session.external_id) or _first_prompt_title(session.turns)
    parsed.sessions = [s for s in sessions.values() if s.turns]
    return parsed


def _read_events(lines: list[JsonLine], fallback_session: str,
                 ) -> tuple[dict[str, SessionRecord], list[TurnRecord], dict[str, str]]:
    """The sessions the events belong to, the turns they say, and titles from legacy summaries."""
    sessions: dict[str, SessionRecord] = {}
    session_of_uuid: dict[str, str] = {}
    turns: list[TurnRecord] = []
    legacy_summaries: list[JsonLine] = []
    for item in lines:
        event = item.value
        if event.get("type") == "summary":
            legacy_summaries.append(item)
            continue
        named = _string(event.get("sessionId"))
        session_id = named or fallback_session
        if named:
            _note_session(sessions, session_id, event)
        if uuid := _string(event.get("uuid")):
            session_of_uuid[uuid] = session_id
        if turn := _event_turn(item, session_id):
            turns.append(turn)
    titles: dict[str, str] = {}
    for item in legacy_summaries:
        # A legacy summary names no session: it belongs to the one holding its leaf message.
        leaf = _string(item.value.get("leafUuid"))
        session_id = session_of_uuid.get(leaf) or next(iter(sessions), fallback_session)
        titles.setdefault(session_id, one_line(_string(item.value.get("summary")), TITLE_CHARS))
        if turn := _event_turn(item, session_id):
            turns.append(turn)
    return sessions, turns, titles


def _note_session(sessions: dict[str, SessionRecord], session_id: str, event: dict[str, Any]) -> None:
    """Create the session on its first event; keep its first cwd and earliest timestamp."""
    session = sessions.setdefault(session_id, SessionRecord(session_id, SOURCE))
    session.cwd = session.cwd or _string(event.get("cwd")) or None
    at = _timestamp(event)
    if at is not None and (session.started_at is None or at < session.started_at):
        session.started_at = at


def _event_turn(item: JsonLine, session_id: str) -> TurnRecord | None:
    """The turn an event says, or None for bookkeeping and empty events."""
    event = item.value
    parts = [p for p in _event_parts(event) if p.text]
    if not parts:
        return None
    role = _role(event.get("type"), parts)
    if event.get("type") == "summary":
        external_id = f"summary-{_string(event.get('leafUuid')) or f'line-{item.line}'}"
    else:
        external_id = _string(event.get("uuid")) or f"line-{item.line}"
    return TurnRecord(
        session_external_id=session_id,
        external_id=external_id,
        seq=item.line,
        role=role,
        speaker=role,
        text="\n\n".join(p.text for p in parts),
        at=_timestamp(event),
        kind="message" if any(p.kind == "message" for p in parts) else parts[0].kind,
        # A compact_boundary starts a new root; its logical parent keeps the chain readable.
        parent_external_id=_string(event.get("parentUuid") or event.get("logicalParentUuid")) or None,
        is_sidechain=bool(event.get("isSidechain")),
    )


def _event_parts(event: dict[str, Any]) -> list[_Part]:
    event_type = event.get("type")
    # The compaction agent's transcript: a fixed summarisation prompt, then the summary itself.
    compaction_agent = _string(event.get("agentId")).startswith("acompact")
    if event.get("isMeta") or (compaction_agent and event_type == "user"):
        return []
    if event_type == "summary":
        return [_Part("summary", _string(event.get("summary")).strip())]
    if event_type in ("user", "assistant"):
        message = event.get("message")
        parts = _content_parts(message.get("content") if isinstance(message, dict) else None)
        if event.get("isCompactSummary") or compaction_agent:
            return [_Part("summary", p.text) for p in parts]
        return parts
    if event_type == "system" and event.get("subtype") == "compact_boundary":
        return [_Part("summary", _boundary_text(event))]
    if event_type == "system" and event.get("subtype") == "local_command":
        return [_text_part(_string(event.get("content")))]
    return []


def _role(event_type: object, parts: list[_Part]) -> str:
    kinds = {p.kind for p in parts}
    if "summary" in kinds:
        return "system"
    if kinds <= {"tool_result", "command_output"}:
        return "tool"
    if kinds == {"command"}:
        return "user"
    return "assistant" if event_type == "assistant" else "user"


def _content_parts(content: object) -> list[_Part]:
    if isinstance(content, str):
        return [_text_part(content)]
    if not isinstance(content, list):
        return []
    return [part for block in content if (part := _block_part(block)) is not None]


def _block_part(block: object) -> _Part | None:
    if not isinstance(block, dict):
        return None
    kind = block.get("type")
    if kind == "text":
        return _text_part(_string(block.get("text")))
    if kind == "thinking":
        return _Part("thinking", shorten(_string(block.get("thinking")).strip(), THINKING_CHARS))
    if kind == "tool_use":
        return _Part("tool_use", _tool_use_line(block))
    if kind == "tool_result":
        return _Part("tool_result", _tool_result_text(block))
    if kind in ("image", "document"):
        return _Part("message", f"[{kind} omitted]")
    return None


def _text_part(text: str) -> _Part:
    """Plain text, or a slash command / its local output, which Claude Code wraps in tags."""
    text = text.strip()
    if not text.startswith(("<command-", "<local-command-")):
        return _Part("message", text)
    if name := COMMAND_NAME.search(text):
        args = COMMAND_ARGS.search(text)
        return _Part("command", f"{name.group(1).strip()} {args.group(1).strip() if args else ''}".strip())
    if output := COMMAND_OUTPUT.search(text):
        return _Part("command_output", ANSI_ESCAPE.sub("", output.group(2)).strip())
    return _Part("message", text)


def _tool_use_line(block: dict[str, Any]) -> str:
    """`[tool_use Bash] git status`: the tool and its most telling argument on the first line, then
    what it changes: an edit's removed (`- `) and added (`+ `) lines, a written file's content."""
    name = _string(block.get("name")) or "tool"
    args = block.get("input")
    detail = ""
    if isinstance(args, dict) and args:
        detail = next((v for k in TOOL_INPUT_KEYS if (v := _string(args.get(k))).strip()), "")
        detail = detail or json.dumps(args, ensure_ascii=False, separators=(",", ":"))
    head = " ".join(f"[tool_use {name}] {detail}".split())
    body = _edit_lines(args) if isinstance(args, dict) else ""
    return shorten(f"{head}\n{body}" if body else head, TOOL_USE_CHARS)


def _edit_lines(args: dict[str, Any]) -> str:
    """The lines an Edit, MultiEdit or Write puts into a file, as a diff without context."""
    edits = args.get("edits") if isinstance(args.get("edits"), list) else [args]
    lines = []
    for edit in edits:
        if not isinstance(edit, dict):
            continue
        old, new = _string(edit.get("old_string")), _string(edit.get("new_string") or edit.get("content"))
        lines += [f"- {line}" for line in old.splitlines()] + [f"+ {line}" for line in new.splitlines()]
    return "\n".join(lines)


def _tool_result_text(block: dict[str, Any]) -> str:
    content = block.get("content")
    if isinstance(content, list):
        pieces = [_block_part(piece) for piece in content]
        text = "\n".join(p.text for p in pieces if p is not None)
    else:
        text = _string(content)
    text = shorten(text.strip(), TOOL_RESULT_CHARS)
    return f"[error] {text}" if text and block.get("is_error") else text


def _boundary_text(event: dict[str, Any]) -> str:
    meta = event.get("compactMetadata")
    meta = meta if isinstance(meta, dict) else {}
    details = [f"{meta['trigger']} compaction"] if meta.get("trigger") else []
    details += [f"{meta['preTokens']} tokens before"] if meta.get("preTokens") else []
    return "Conversation compacted" + (f" ({', '.join(details)})" if details else "")


def _first_prompt_title(turns: list[TurnRecord]) -> str | None:
    """The first thing the user asked; subagent prompts never name the session they run in."""
    prompt = next((t for t in turns if t.role == "user" and not t.is_sidechain and _is_prompt(t)), None)
    return one_line(prompt.text, TITLE_CHARS) if prompt else None


def _is_prompt(turn: TurnRecord) -> bool:
    if turn.kind == "command":
        return " " in turn.text  # a command with arguments says what was asked; `/exit` does not
    return turn.kind == "message" and not turn.text.startswith(INTERRUPTED)


def _timestamp(event: dict[str, Any]) -> datetime | None:
    # A bad timestamp only loses the time, not the turn: Claude Code events are not validated.
    try:
        return parse_timestamp(event.get("timestamp"))
    except ValueError:
        return None


def _string(value: object) -> str:
    return value if isinstance(value, str) else ""
