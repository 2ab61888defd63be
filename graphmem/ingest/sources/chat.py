"""graphmem chat JSON (`graphmem-chat/1`) and JSON Lines of turns.

Document: `{"format": "graphmem-chat/1", "sessions": [{"id", "title", "started_at",
"turns": [{"id", "speaker", "role", "text", "at"}]}]}`. A malformed session is reported with its
JSON path and skipped whole; a file that is not such a document raises BadInput.
JSON Lines: one turn object per line (`text`, optional `session`/`session_id`, `id`, `speaker`,
`role`, `at`), read incrementally; a malformed line is reported and skipped.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from graphmem.errors import BadInput
from graphmem.ingest.sources.jsonl import read_json_lines
from graphmem.ingest.sources.normalize import cap_turn_text, decode_text, file_session_id, parse_timestamp
from graphmem.model import ParsedSource, ParseProblem, SessionRecord, TurnRecord

FORMAT_TAG = "graphmem-chat/1"
SOURCE = "chat"
EXPECTED = f'graphmem chat JSON ({{"format": "{FORMAT_TAG}", "sessions": [...]}}) or JSON Lines of turns'


class _Malformed(Exception):
    """A value that cannot be read, with its JSON path."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}" if where else reason)


def is_chat_document(path: Path) -> bool:
    """True when the file is one JSON document rather than JSON Lines of turns."""
    first, second = _first_two_lines(path)
    try:
        head = json.loads(first)
    except ValueError:
        # A broken first line followed by an object line is JSON Lines with one bad line;
        # a pretty-printed document's second line is never an object of its own.
        return not isinstance(_try_json(second), dict)
    return not isinstance(head, dict) or "format" in head or "sessions" in head


def _first_two_lines(path: Path) -> tuple[bytes, bytes]:
    lines: list[bytes] = []
    with path.open("rb") as handle:
        for raw in handle:
            if raw.strip():
                lines.append(raw)
            if len(lines) == 2:
                break
    lines += [b"", b""]
    return lines[0], lines[1]


def _try_json(raw: bytes) -> object:
    try:
        return json.loads(raw)
    except ValueError:
        return None


def parse_chat_document(path: Path) -> ParsedSource:
    """Read a whole graphmem chat JSON file; raise BadInput when it is not one."""
    where = str(path)
    data = path.read_bytes()
    text, problems = decode_text(data, where)
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise BadInput(f"{where}: not JSON (line {error.lineno} column {error.colno}: {error.msg}); "
                       f"expected {EXPECTED}") from None
    parsed = ParsedSource(where, SOURCE, problems=problems, end_offset=len(data))
    seen: set[str] = set()
    for index, raw in enumerate(_document_sessions(document, where)):
        try:
            session, cut = _read_session(raw, index, path)
        except _Malformed as bad:
            name = raw.get("id") if isinstance(raw, dict) else None
            label = f" (session {name!r})" if isinstance(name, str) else ""
            parsed.problems.append(ParseProblem(where, None, f"{bad}{label}; session skipped"))
            continue
        if session.external_id in seen:
            reason = f"sessions[{index}].id: duplicate session id {session.external_id!r}; session skipped"
            parsed.problems.append(ParseProblem(where, None, reason))
            continue
        seen.add(session.external_id)
        parsed.problems.extend(cut)
        parsed.sessions.append(session)
    return parsed


def _document_sessions(document: object, where: str) -> list[Any]:
    if not isinstance(document, dict):
        raise BadInput(f"{where}: expected a JSON object at the top, got {type(document).__name__}; "
                       f"expected {EXPECTED}")
    if document.get("format") != FORMAT_TAG:
        found = f"format is {document['format']!r}" if "format" in document else "no 'format' field"
        raise BadInput(f"{where}: {found}, expected {FORMAT_TAG!r}; pass --format to read it as another format")
    sessions = document.get("sessions")
    if not isinstance(sessions, list):
        raise BadInput(f"{where}: 'sessions' must be a list of sessions, got {type(sessions).__name__}")
    return sessions


def _read_session(raw: object, index: int, path: Path) -> tuple[SessionRecord, list[ParseProblem]]:
    """One session, all or nothing: any bad value raises _Malformed naming its JSON path."""
    where = f"sessions[{index}]"
    obj = _object(raw, where)
    session_id = _identifier(obj, "id", where) or f"{file_session_id(path)}/{index + 1}"
    turns_raw = obj.get("turns")
    if not isinstance(turns_raw, list):
        raise _Malformed(f"{where}.turns", f"expected a list of turns, got {type(turns_raw).__name__}")
    session = SessionRecord(
        external_id=session_id,
        source=SOURCE,
        title=_string(obj, "title", where),
        started_at=_timestamp(obj, "started_at", where),
    )
    cut: list[ParseProblem] = []
    seen: set[str] = set()
    for position, turn_raw in enumerate(turns_raw, start=1):
        turn_where = f"{where}.turns[{position - 1}]"
        turn = _read_turn(_object(turn_raw, turn_where), turn_where, session_id,
                          seq=position, fallback_id=f"{session_id}#{position}")
        if turn.external_id in seen:
            raise _Malformed(f"{turn_where}.id", f"duplicate turn id {turn.external_id!r}")
        seen.add(turn.external_id)
        session.turns.append(_capped(turn, str(path), None, cut))
    return session, cut


def parse_chat_lines(path: Path, start_offset: int = 0) -> ParsedSource:
    """Read JSON Lines of turns from byte `start_offset`; seq is the line number."""
    where = str(path)
    chunk = read_json_lines(path, start_offset)
    parsed = ParsedSource(where, SOURCE, problems=chunk.problems, end_offset=chunk.end_offset)
    sessions: dict[str, SessionRecord] = {}
    seen: set[tuple[str, str]] = set()
    for item in chunk.lines:
        try:
            session_id = (_identifier(item.value, "session_id", "") or _identifier(item.value, "session", "")
                          or file_session_id(path))
            turn = _read_turn(item.value, "", session_id, seq=item.line,
                              fallback_id=f"{session_id}#{item.line}")
        except _Malformed as bad:
            parsed.problems.append(ParseProblem(where, item.line, f"{bad}; line skipped"))
            continue
        if (session_id, turn.external_id) in seen:
            reason = f"duplicate turn id {turn.external_id!r}; line skipped"
            parsed.problems.append(ParseProblem(where, item.line, reason))
            continue
        seen.add((session_id, turn.external_id))
        session = sessions.setdefault(session_id, SessionRecord(session_id, SOURCE))
        session.turns.append(_capped(turn, where, item.line, parsed.problems))
    parsed.sessions = list(sessions.values())
    return parsed


def _read_turn(obj: dict[str, Any], where: str, session_id: str, seq: int, fallback_id: str) -> TurnRecord:
    text = obj.get("text")
    if "text" not in obj:
        raise _Malformed(_at(where, "text"), "missing")
    if not isinstance(text, str):
        raise _Malformed(_at(where, "text"), f"expected a string, got {type(text).__name__}")
    role = _string(obj, "role", where) or "user"
    return TurnRecord(
        session_external_id=session_id,
        external_id=_identifier(obj, "id", where) or fallback_id,
        seq=seq,
        role=role,
        speaker=_string(obj, "speaker", where) or role,
        text=text,
        at=_timestamp(obj, "at", where),
    )


def _capped(turn: TurnRecord, path: str, line: int | None, problems: list[ParseProblem]) -> TurnRecord:
    text = cap_turn_text(turn.text, path, line, problems)
    return turn if text == turn.text else replace(turn, text=text)


def _at(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _object(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _Malformed(where, f"expected an object, got {type(value).__name__}")
    return value


def _string(obj: dict[str, Any], key: str, where: str) -> str | None:
    value = obj.get(key)
    if value is None or isinstance(value, str):
        return value
    raise _Malformed(_at(where, key), f"expected a string, got {type(value).__name__}")


def _identifier(obj: dict[str, Any], key: str, where: str) -> str | None:
    """An id may be a string or an integer; empty means absent."""
    value = obj.get(key)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return _string(obj, key, where) or None


def _timestamp(obj: dict[str, Any], key: str, where: str) -> datetime | None:
    try:
        return parse_timestamp(obj.get(key))
    except ValueError as error:
        raise _Malformed(_at(where, key), str(error)) from None
