"""Plain text files: one session per file, one turn per paragraph (blank-line separated)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from graphmem.ingest.sources.normalize import cap_turn_text, decode_text, file_session_id
from graphmem.model import ParsedSource, SessionRecord, TurnRecord

SOURCE = "text"


def parse_text(path: Path) -> ParsedSource:
    """Read a whole text file; turns are `<file stem>#<n>` in paragraph order, dated by mtime."""
    where = str(path)
    data = path.read_bytes()
    text, problems = decode_text(data, where)
    modified = file_modified_at(path)
    session = SessionRecord(file_session_id(path), SOURCE, title=path.stem, started_at=modified)
    for n, (line, paragraph) in enumerate(paragraphs(text), start=1):
        session.turns.append(TurnRecord(
            session_external_id=session.external_id,
            external_id=f"{path.stem}#{n}",
            seq=n,
            role="user",
            speaker="author",
            text=cap_turn_text(paragraph, where, line, problems),
            at=modified,
        ))
    return ParsedSource(where, SOURCE, sessions=[session], problems=problems, end_offset=len(data))


def paragraphs(text: str) -> Iterator[tuple[int, str]]:
    """(first line number, paragraph) for each run of non-blank lines."""
    start = 0
    block: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            start = start if block else number
            block.append(line)
        elif block:
            yield start, "\n".join(block)
            block = []
    if block:
        yield start, "\n".join(block)


def file_modified_at(path: Path) -> datetime:
    """The file's modification time as a UTC datetime."""
    return datetime.fromtimestamp(path.stat().st_mtime, tz=UTC)
