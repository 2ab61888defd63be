"""Records that flow through graphmem: created at the edge (parsers, API), passed inward."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum


class Intent(str, Enum):
    """What an idea is: the kinds an agent asks for ("what did we decide", "what is open")."""

    DECISION = "decision"
    CONCLUSION = "conclusion"
    QUESTION = "question"
    PROBLEM = "problem"
    SOLUTION = "solution"
    TODO = "todo"
    CONTEXT = "context"
    PREFERENCE = "preference"
    FACT = "fact"


class IdeaRelation(str, Enum):
    """Typed links between ideas; the value is the Neo4j relationship type."""

    SUPERSEDES = "SUPERSEDES"
    BUILDS_ON = "BUILDS_ON"
    CONTRADICTS = "CONTRADICTS"
    ANSWERS = "ANSWERS"
    RELATES_TO = "RELATES_TO"


@dataclass(frozen=True)
class TurnRecord:
    """One utterance of a session, verbatim.

    `seq` orders turns within their source (line number for JSONL, index for JSON); it is
    stable across re-reads of a growing file, not necessarily contiguous.
    """

    session_external_id: str
    external_id: str
    seq: int
    role: str
    speaker: str
    text: str
    at: datetime | None = None
    kind: str = "message"
    parent_external_id: str | None = None
    is_sidechain: bool = False


@dataclass
class SessionRecord:
    """One conversation or transcript and the turns read from it in this pass."""

    external_id: str
    source: str
    title: str | None = None
    started_at: datetime | None = None
    cwd: str | None = None
    tags: list[str] = field(default_factory=list)
    turns: list[TurnRecord] = field(default_factory=list)


@dataclass(frozen=True)
class ParseProblem:
    """A piece of input that was skipped, with where it was and why."""

    path: str
    line: int | None
    reason: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: {self.reason}"


@dataclass(frozen=True)
class DocumentLink:
    """A relation a memory file declares to another file (front matter `supersedes: other.md`)."""

    relation: IdeaRelation
    target: str


@dataclass
class ParsedSource:
    """What a parser read from one file: sessions, skipped parts, and where to resume.

    `end_offset` is the byte offset just after the last complete line consumed, so a growing
    JSONL file is resumed from there; whole-document formats report the file size.
    """

    path: str
    format: str
    sessions: list[SessionRecord] = field(default_factory=list)
    problems: list[ParseProblem] = field(default_factory=list)
    end_offset: int = 0
    links: list[DocumentLink] = field(default_factory=list)


@dataclass(frozen=True)
class IdeaDraft:
    """An idea found in one turn by the extractor, before it is embedded, merged and linked."""

    intent: Intent
    text: str
    importance: float
    confidence: float
    turn_external_id: str
    session_external_id: str
    at: datetime | None = None


@dataclass(frozen=True)
class EntityMention:
    """An entity named in a text: the surface form, its canonical key and its kind."""

    surface: str
    canonical: str
    name: str
    kind: str


@dataclass(frozen=True)
class FactDraft:
    """A temporal triple stated in one turn: subject --predicate--> object from `valid_from`.

    `subject`, `object` are canonical entity keys; `subject_name`, `object_name` display names.
    `replaces` is the canonical key of the object this statement says was replaced, if any.
    `start_known` is False for a state only known to have ended (its start is backfilled
    from the object's first mention).
    """

    subject: str
    subject_name: str
    predicate: str
    object: str
    object_name: str
    text: str
    turn_external_id: str
    session_external_id: str
    valid_from: datetime | None
    confidence: float = 0.7
    replaces: str | None = None
    replaces_name: str | None = None
    start_known: bool = True
