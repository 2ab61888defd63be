"""Small conversions every parser needs: text decoding, timestamps, length caps, file-based ids."""

from __future__ import annotations

import hashlib
from datetime import UTC, date, datetime
from pathlib import Path

from graphmem.model import ParseProblem

MAX_TURN_CHARS = 200_000


def decode_text(data: bytes, path: str, first_line: int = 1) -> tuple[str, list[ParseProblem]]:
    """Decode UTF-8, replacing bad bytes with U+FFFD; each line that had some is reported."""
    try:
        text = data.decode("utf-8")
        problems: list[ParseProblem] = []
    except UnicodeDecodeError:
        problems = [
            ParseProblem(path, first_line + n, "invalid UTF-8, bad bytes replaced with U+FFFD")
            for n, raw in enumerate(data.split(b"\n"))
            if not _is_utf8(raw)
        ]
        text = data.decode("utf-8", errors="replace")
    # A byte-order mark would hide front matter and break json.loads on the first line.
    return text.removeprefix("\ufeff"), problems


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def parse_timestamp(value: object) -> datetime | None:
    """An ISO 8601 string, date or datetime as a UTC-aware datetime (naive means UTC); None stays None.

    Raises ValueError saying what was wrong.
    """
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.strip())
        except ValueError:
            raise ValueError(f"not an ISO 8601 timestamp: {value!r}") from None
    if isinstance(value, datetime):
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=UTC)
    raise ValueError(f"expected an ISO 8601 timestamp string, got {type(value).__name__}")


def shorten(text: str, limit: int) -> str:
    """Cut text to `limit` characters, ending with a marker that says how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]} …[truncated {len(text) - limit} chars]"


def cap_turn_text(text: str, path: str, line: int | None, problems: list[ParseProblem]) -> str:
    """Cut a turn's text at MAX_TURN_CHARS; a cut is appended to `problems` (the turn is kept)."""
    if len(text) <= MAX_TURN_CHARS:
        return text
    problems.append(ParseProblem(path, line, f"turn of {len(text)} chars cut to {MAX_TURN_CHARS}"))
    return shorten(text, MAX_TURN_CHARS)


def file_session_id(path: Path) -> str:
    """A session id for a file that names none: its file name plus a hash of its absolute path.

    Content-independent, so re-ingesting an edited file keeps its session; the hash keeps two
    `notes.md` in different folders apart.
    """
    digest = hashlib.blake2b(str(path.resolve()).encode("utf-8"), digest_size=4).hexdigest()
    return f"{path.name}@{digest}"


def one_line(text: str, limit: int) -> str:
    """Text on one line, cut to `limit` characters with an ellipsis: for titles."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[:limit - 1] + "…"
