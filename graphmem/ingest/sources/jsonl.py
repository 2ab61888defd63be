"""Reading JSON Lines from a byte offset: only complete lines, numbered as in the whole file."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from graphmem.ingest.sources.normalize import decode_text
from graphmem.model import ParseProblem

COUNT_BLOCK = 1 << 20


@dataclass(frozen=True)
class JsonLine:
    """One JSON object read from a line (1-based line number in the whole file)."""

    line: int
    value: dict[str, Any]


@dataclass
class JsonLinesChunk:
    """The objects read in one pass, the lines skipped, and the offset to resume from."""

    lines: list[JsonLine] = field(default_factory=list)
    problems: list[ParseProblem] = field(default_factory=list)
    end_offset: int = 0


def read_json_lines(path: Path, start_offset: int = 0) -> JsonLinesChunk:
    """Parse the lines of `path` from byte `start_offset`; bad lines become problems.

    A last line without a newline is consumed only when it already holds a whole JSON object
    (Claude Code may leave its final line unterminated); otherwise it is still being written and
    `end_offset` stops before it, so the next pass reads it whole.
    """
    where = str(path)
    chunk = JsonLinesChunk(end_offset=start_offset)
    with path.open("rb") as handle:
        line = _count_newlines(handle, start_offset) + 1
        handle.seek(start_offset)
        for raw in handle:
            complete = raw.endswith(b"\n")
            value, problems = _parse_line(raw.rstrip(b"\r\n"), where, line)
            if not complete and value is None:
                break
            chunk.end_offset += len(raw)
            chunk.problems.extend(problems)
            if value is not None:
                chunk.lines.append(JsonLine(line, value))
            line += 1
    return chunk


def _parse_line(raw: bytes, path: str, line: int) -> tuple[dict[str, Any] | None, list[ParseProblem]]:
    if not raw.strip():
        return None, []
    text, problems = decode_text(raw, path, line)
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        reason = f"invalid JSON: {error.msg} (column {error.colno})"
        return None, [*problems, ParseProblem(path, line, reason)]
    if not isinstance(value, dict):
        reason = f"expected a JSON object, got {type(value).__name__}"
        return None, [*problems, ParseProblem(path, line, reason)]
    return value, problems


def _count_newlines(handle: BinaryIO, end: int) -> int:
    count = 0
    while handle.tell() < end:
        block = handle.read(min(COUNT_BLOCK, end - handle.tell()))
        if not block:
            break
        count += block.count(b"\n")
    return count
