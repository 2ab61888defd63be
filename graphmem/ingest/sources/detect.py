"""Which parser reads a file, and reading a file from where the last pass stopped."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from graphmem.errors import BadInput
from graphmem.ingest.sources.chat import is_chat_document, parse_chat_document, parse_chat_lines
from graphmem.ingest.sources.claude import parse_claude
from graphmem.ingest.sources.markdown import parse_markdown
from graphmem.ingest.sources.text import parse_text
from graphmem.model import ParsedSource, ParseProblem

HEAD_BYTES = 64 * 1024
JSON_SUFFIXES = (".json", ".jsonl", ".ndjson")
CLAUDE_KEYS = {"sessionId", "uuid", "parentUuid", "leafUuid"}
CLAUDE_TYPES = {"user", "assistant", "summary", "system", "progress", "file-history-snapshot",
                "queue-operation"}
# For heads whose first JSON line is longer than the head itself.
CHAT_MARKER = re.compile(rb'"format"\s*:\s*"graphmem-chat/1"')
CLAUDE_MARKER = re.compile(rb'"(?:sessionId|parentUuid|leafUuid)"\s*:')


@dataclass(frozen=True)
class DocumentFormat:
    """A format read whole: its parser, and the file suffixes that name it without a look inside."""

    parse: Callable[[Path], ParsedSource]
    suffixes: tuple[str, ...] = ()


# Besides claude (JSON Lines, read incrementally) and chat lines, which are detected by content.
DOCUMENT_FORMATS: dict[str, DocumentFormat] = {
    "chat": DocumentFormat(parse_chat_document),
    "text": DocumentFormat(parse_text),
    "markdown": DocumentFormat(parse_markdown, (".md", ".markdown")),
}
FORMATS = ("claude", *DOCUMENT_FORMATS)
# What a folder contributes unless --format names another: conversations, not documents.
TRANSCRIPT_FORMATS = ("claude", "chat")


def detect_format(path: Path, head: bytes) -> str:
    """The format of a file from its name and first bytes (one of FORMATS)."""
    named = [name for name, fmt in DOCUMENT_FORMATS.items() if path.suffix.lower() in fmt.suffixes]
    if named:
        return named[0]
    for line in head.splitlines():
        if verdict := _json_line_format(line):
            return verdict
    if CHAT_MARKER.search(head):
        return "chat"
    if CLAUDE_MARKER.search(head):
        return "claude"
    # JSON that is neither: the chat parser explains what it expected.
    return "chat" if path.suffix.lower() in JSON_SUFFIXES else "text"


def detect_file_format(path: Path) -> str:
    """The format of a file on disk, from its name and first bytes."""
    with path.open("rb") as handle:
        return detect_format(path, handle.read(HEAD_BYTES))


def _json_line_format(line: bytes) -> str | None:
    try:
        value = json.loads(line)
    except ValueError:
        return None
    if not isinstance(value, dict):
        return None
    if "format" in value or "sessions" in value:
        return "chat"
    if CLAUDE_KEYS & value.keys() or value.get("type") in CLAUDE_TYPES:
        return "claude"
    return "chat" if "text" in value else None


def parse_file(path: Path, fmt: str | None = None, start_offset: int = 0) -> ParsedSource:
    """Parse a file from byte `start_offset`, detecting its format unless `fmt` names one.

    JSON Lines (claude, chat lines) resume at `start_offset` and stop after the last complete
    line; documents (chat JSON, text, markdown) are read whole, or not at all when
    `start_offset` already equals their size. `end_offset` is where the next pass starts.
    """
    if fmt is not None and fmt not in FORMATS:
        raise BadInput(f"unknown format {fmt!r}; use one of: {', '.join(FORMATS)}")
    if not path.is_file():
        raise BadInput(f"{path}: no such file")
    where = str(path)
    if fmt is None:
        fmt = detect_file_format(path)
    size = path.stat().st_size
    if size == 0:
        return ParsedSource(where, fmt, problems=[ParseProblem(where, None, "empty file")])
    if start_offset > size:
        # Shorter than when last read: it was rewritten, and re-reading is idempotent.
        parsed = _parse(path, fmt, 0, size)
        reason = f"file shrank to {size} bytes, below the stored offset {start_offset}; read from the start"
        parsed.problems.insert(0, ParseProblem(where, None, reason))
        return parsed
    return _parse(path, fmt, start_offset, size)


def _parse(path: Path, fmt: str, start_offset: int, size: int) -> ParsedSource:
    if fmt == "claude":
        return parse_claude(path, start_offset)
    if fmt == "chat" and not is_chat_document(path):
        return parse_chat_lines(path, start_offset)
    if start_offset == size:
        return ParsedSource(str(path), fmt, end_offset=size)
    return DOCUMENT_FORMATS[fmt].parse(path)
