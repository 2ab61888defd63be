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
    INSIGHT = "insight"  # written by `reflect` only, never extracted from a turn
    FIX = "fix"  # a change that made a specific failure go away
    CONFIGURATION = "configuration"  # a setting and its value
    WORKFLOW = "workflow"  # how work moves from stage to stage
    PATTERN = "pattern"  # a code pattern to follow
    ERROR = "error"  # a concrete error message or exception
    PROCEDURE = "procedure"  # numbered steps, with preconditions and postconditions


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
    stable across re-reads of a growing file, not necessarily contiguous. `intent` is the one
    a remembered note was given (`remember --intent`), None otherwise.
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
    intent: str | None = None


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


# Turns that are no one's prose: tool calls and output, a model's thinking.
SILENT_KINDS = frozenset({"tool_result", "tool_use", "thinking", "command_output"})
# A claim's source when it corrects a date said before ("went live on March 2, not in February").
CORRECTION = "correction"
# A claim's source when a commit that reverted another is reported: what it took back is the change
# before it whose new thing its message names (resolved once all claims are known).
REVERTED_COMMIT = "reverted commit"
# A slot of ownership ("owner of billing"): its things are people.
OWNER_PREFIX = "owner of "
# The label of a slot nothing names.
NO_LABEL = "in use"


class ClaimKind(str, Enum):
    """What a statement says about a slot's state (a slot: what a fact is about, e.g. "the cache")."""

    STATE = "state"  # the object holds the slot at the time said ("we're on Postgres", `uv sync`)
    CHANGE = "change"  # the slot went from `old` (when named) to the object
    PLAN = "plan"  # the object is to take the slot, on `effective` when a date is given
    END = "end"  # the object stopped holding its slot ("we dropped Doppler")
    REVERT = "revert"  # the slot went back to what it was before (to the object, when named)
    REJECT = "reject"  # the object was considered for the slot and not taken
    CANCEL = "cancel"  # a planned change of the object was called off


@dataclass(frozen=True)
class Claim:
    """One statement about the state of a slot, as said in one turn, before timelines are built.

    `object`/`old` are canonical entity keys (`object_name`/`old_name` as said); `slot` is the
    phrase naming what the state is of ("transactional email", "the Celery broker"; "" when the
    statement does not say), `subject` the component it belongs to ("the iOS app"; "" for the
    project as a whole). `effective` is the date the statement gives for the change (None: the
    time it was said). `reasons` are sentences of the turn that say why. `source` says what read
    it: "text" (prose), CORRECTION (prose correcting a date), "tool", "commit", "rule", "llm".
    """

    kind: ClaimKind
    object: str
    object_name: str
    slot: str
    subject: str
    said_at: datetime | None
    effective: datetime | None
    confidence: float
    text: str
    turn_external_id: str
    session_external_id: str
    old: str | None = None
    old_name: str | None = None
    reasons: tuple[str, ...] = ()
    source: str = "text"
