"""Markdown memory files: optional YAML front matter, then one turn per section.

Front matter keys: `title`, `type` (tag `type:<v>`), `tags` (list or comma string), `date` /
`created` / `updated`, relations to other files (`supersedes`, `builds_on`, `contradicts`,
`answers`, `relates_to`: a file name or a list), and `kind`: an idea intent every section is one
idea of. `kind: procedure` makes the whole file one procedure, its numbered list the steps, with
`preconditions` and `postconditions` (lists) from front matter. Bad front matter is reported and
ignored; the body is always ingested.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from graphmem.ingest.sources.normalize import cap_turn_text, decode_text, file_session_id, parse_timestamp
from graphmem.ingest.sources.text import file_modified_at
from graphmem.ingest.procedures import procedure_text
from graphmem.model import DocumentLink, IdeaRelation, Intent, ParsedSource, ParseProblem, SessionRecord, TurnRecord

SOURCE = "markdown"
RELATION_KEYS = {
    "supersedes": IdeaRelation.SUPERSEDES,
    "builds_on": IdeaRelation.BUILDS_ON,
    "contradicts": IdeaRelation.CONTRADICTS,
    "answers": IdeaRelation.ANSWERS,
    "relates_to": IdeaRelation.RELATES_TO,
}
DATE_KEYS = ("date", "created", "updated")
HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


@dataclass
class _Metadata:
    """What the front matter said, minus the parts that could not be read."""

    title: str | None = None
    tags: list[str] = field(default_factory=list)
    dates: dict[str, datetime] = field(default_factory=dict)
    links: list[DocumentLink] = field(default_factory=list)
    kind: Intent | None = None
    conditions: dict[str, list[str]] = field(default_factory=dict)


def parse_markdown(path: Path) -> ParsedSource:
    """Read a whole markdown file: metadata from front matter, turns `<file stem>#<n>` per section."""
    where = str(path)
    data = path.read_bytes()
    text, problems = decode_text(data, where)
    lines = text.splitlines()
    front, body_start = _split_front_matter(lines, where, problems)
    meta = _read_metadata(front, where, problems) if front is not None else _Metadata()
    modified = file_modified_at(path)
    at = next((meta.dates[k] for k in ("updated", "date", "created") if k in meta.dates), modified)
    sections = list(_sections(lines[body_start:], body_start + 1))
    if meta.kind is Intent.PROCEDURE and sections:
        # A procedure is one memory: its conditions and every section's steps together.
        body = "\n\n".join(section for _, section in sections)
        sections = [(sections[0][0], procedure_text(body, meta.conditions.get("preconditions", []),
                                                    meta.conditions.get("postconditions", [])))]
    session = SessionRecord(
        external_id=file_session_id(path),
        source=SOURCE,
        title=meta.title or next((h for _, s in sections if (h := _h1(s))), path.stem),
        started_at=next((meta.dates[k] for k in ("created", "date", "updated") if k in meta.dates), modified),
        tags=meta.tags,
    )
    for n, (line, section) in enumerate(sections, start=1):
        session.turns.append(TurnRecord(
            session_external_id=session.external_id,
            external_id=f"{path.stem}#{n}",
            seq=n,
            role="user",
            speaker="author",
            text=cap_turn_text(section, where, line, problems),
            at=at,
            intent=meta.kind.value if meta.kind else None,
        ))
    return ParsedSource(where, SOURCE, sessions=[session], problems=problems,
                        end_offset=len(data), links=meta.links)


def _split_front_matter(lines: list[str], where: str,
                        problems: list[ParseProblem]) -> tuple[list[str] | None, int]:
    """(front matter lines or None, index of the first body line)."""
    if not lines or lines[0].strip() != "---":
        return None, 0
    for index in range(1, len(lines)):
        if lines[index].strip() in ("---", "..."):
            return lines[1:index], index + 1
    problems.append(ParseProblem(where, 1, "front matter is never closed with '---'; read as body"))
    return None, 0


def _read_metadata(front: list[str], where: str, problems: list[ParseProblem]) -> _Metadata:
    try:
        values = yaml.safe_load("\n".join(front))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        reason = " ".join(str(getattr(error, "problem", None) or error).split())
        problems.append(ParseProblem(where, mark.line + 2 if mark else 1,
                                     f"invalid YAML front matter ({reason}); metadata ignored"))
        return _Metadata()
    if values is None:
        return _Metadata()
    if not isinstance(values, dict):
        problems.append(ParseProblem(where, 1, f"front matter is a {type(values).__name__}, not a mapping; "
                                               "metadata ignored"))
        return _Metadata()
    meta = _Metadata()
    for key, value in values.items():
        try:
            _apply_key(meta, str(key), value)
        except ValueError as error:
            reason = f"front matter '{key}': {error}; ignored"
            problems.append(ParseProblem(where, _key_line(front, str(key)), reason))
    return meta


def _apply_key(meta: _Metadata, key: str, value: Any) -> None:
    """Fold one front matter key into `meta`; ValueError when its value cannot be used."""
    if key == "title":
        meta.title = _scalar(value)
    elif key == "type":
        meta.tags.insert(0, f"type:{_scalar(value)}")
    elif key == "tags":
        items = value.split(",") if isinstance(value, str) else _list(value)
        tags = [_scalar(item).strip() for item in items]
        meta.tags.extend(dict.fromkeys(t for t in tags if t and t not in meta.tags))
    elif key in DATE_KEYS:
        if (at := parse_timestamp(value)) is not None:
            meta.dates[key] = at
    elif key == "kind":
        try:
            meta.kind = Intent(_scalar(value).strip().lower())
        except ValueError:
            raise ValueError(f"unknown kind; use one of: {', '.join(i.value for i in Intent)}") from None
    elif key in ("preconditions", "postconditions"):
        items = [value] if isinstance(value, str) else _list(value)
        meta.conditions[key] = [text for item in items if (text := " ".join(_scalar(item).split()))]
    elif key in RELATION_KEYS:
        targets = [value] if isinstance(value, str) else _list(value)
        names = [_file_name(_scalar(t).strip()) for t in targets]
        meta.links.extend(DocumentLink(RELATION_KEYS[key], name) for name in names if name)


def _scalar(value: Any) -> str:
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return str(value)
    raise ValueError(f"expected text, got {type(value).__name__}")


def _file_name(text: str) -> str:
    # No file name holds a NUL byte, and path functions raise on one.
    if "\0" in text:
        raise ValueError("a linked file name cannot contain a NUL byte")
    return text


def _list(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    raise ValueError(f"expected a list or a string, got {type(value).__name__}")


def _key_line(front: list[str], key: str) -> int:
    """The file line of a top-level front matter key (the opening `---` is line 1)."""
    pattern = re.compile(rf"^['\"]?{re.escape(key)}['\"]?\s*:")
    return next((index + 2 for index, line in enumerate(front) if pattern.match(line)), 1)


def _sections(lines: list[str], first_line: int) -> Iterator[tuple[int, str]]:
    """(first line number, text) per section; a heading with no text of its own joins the next one."""
    fence = ""
    start = first_line
    block: list[str] = []
    for number, line in enumerate(lines, start=first_line):
        opener = FENCE.match(line)
        if opener and not fence:
            fence = opener.group(1)[0] * 3
        elif opener and line.lstrip().startswith(fence):
            fence = ""
        elif not fence and HEADING.match(line) and _has_body(block):
            yield start, "\n".join(block).strip("\n")
            block = []
        if not block and not line.strip():
            continue
        start = number if not block else start
        block.append(line)
    if block:
        yield start, "\n".join(block).strip("\n")


def _has_body(block: list[str]) -> bool:
    return any(line.strip() and not HEADING.match(line) for line in block)


def _h1(section: str) -> str | None:
    heading = HEADING.match(section.split("\n", 1)[0])
    if heading is None or len(heading.group(1)) != 1:
        return None
    return (heading.group(2) or "").rstrip("#").strip() or None
