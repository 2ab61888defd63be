"""What we worked on: a namespace's topic spans in time order, for a session or a time window."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from graphmem.errors import BadInput
from graphmem.ids import session_id
from graphmem.store.driver import Store
from graphmem.store.topics import has_session, read_topics
from graphmem.store.values import to_datetime

MAX_TOPICS = 1000
LABEL_ENTITIES = 3
TOPIC_ENTITIES = 8
LABEL_CHARS = 80

_PERIOD = re.compile(r"^\s*(?:last\s+|past\s+)?(\d{1,4}\s*)?(day|week|month|year)s?\s*$", re.IGNORECASE)
_PERIOD_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}


@dataclass(frozen=True)
class TopicEntity:
    """An entity a topic's ideas mention, with how many of them do."""

    name: str = field(metadata={"doc": "The entity's name."})
    ideas: int = field(metadata={"doc": "How many of the topic's ideas mention it."})


@dataclass(frozen=True)
class TopicSpan:
    """A topic of a session: a run of turns on one subject, with its summary and time."""

    id: str = field(metadata={"doc": "The span's id (open it with `neighbours`)."})
    session_id: str = field(metadata={"doc": "The source id of its session."})
    session_title: str | None = field(metadata={"doc": "Its session's title."})
    label: str = field(metadata={"doc": "A short name: its most mentioned entities, else the start of its summary."})
    summary: str = field(metadata={"doc": "Its extractive summary: the turns closest to its centre."})
    started_at: datetime | None = field(metadata={"doc": "When its first turn was said."})
    ended_at: datetime | None = field(metadata={"doc": "When its last turn was said."})
    turns: int = field(metadata={"doc": "How many turns it covers."})
    ideas: int = field(metadata={"doc": "How many ideas hang from it (or its sub-topics)."})
    entities: list[TopicEntity] = field(metadata={"doc": "The entities its ideas mention most, most first."})

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> TopicSpan:
        """From a read_topics row."""
        entities = [TopicEntity(e["name"], int(e["ideas"])) for e in row["entities"]]
        return cls(id=row["id"], session_id=row["session_id"], session_title=row["session_title"],
                   label=topic_label(entities, row["summary"]), summary=row["summary"],
                   started_at=to_datetime(row["started_at"]), ended_at=to_datetime(row["ended_at"]),
                   turns=int(row["turns"]), ideas=int(row["ideas"]), entities=entities)


def topic_label(entities: list[TopicEntity], summary: str) -> str:
    """The topic's most mentioned entities, or the first words of its summary when it names none."""
    if entities:
        return ", ".join(e.name for e in entities[:LABEL_ENTITIES])
    words = " ".join(summary.split())
    return words if len(words) <= LABEL_CHARS else words[:LABEL_CHARS - 1].rsplit(" ", 1)[0] + "…"


def parse_period(text: str) -> timedelta:
    """A span of time as people say it: "week", "last week", "2 weeks", "3 days", "month", "year"."""
    match = _PERIOD.match(text)
    if not match:
        raise BadInput(f"period {text[:40]!r} is not understood; say e.g. \"week\", \"3 days\", \"2 months\"")
    count = int(match.group(1) or 1)
    if count < 1:
        raise BadInput(f"period {text[:40]!r} must be at least one {match.group(2).lower()}")
    return timedelta(days=count * _PERIOD_DAYS[match.group(2).lower()])


def _aware(moment: datetime | None) -> datetime | None:
    return moment if moment is None or moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def time_window(since: datetime | None, until: datetime | None, last: str | None,
                now: datetime | None = None) -> tuple[datetime | None, datetime | None]:
    """[since, until) in UTC-aware datetimes: `last` ("week") counts back from `until` (default now);
    BadInput when `last` and `since` are both given or the window ends before it starts."""
    since, until = _aware(since), _aware(until)
    if last is not None:
        if since is not None:
            raise BadInput("give either since or last (a period counted back from until, or now), not both")
        until = until or now or datetime.now(timezone.utc)
        since = until - parse_period(last)
    if since is not None and until is not None and until <= since:
        raise BadInput(f"until ({until.isoformat()}) must be after since ({since.isoformat()})")
    return since, until


def list_topics(store: Store, ns: str, session: str | None = None, since: datetime | None = None,
                until: datetime | None = None, limit: int = 100) -> list[TopicSpan]:
    """The namespace's topics (of one session, by its source id, when given) overlapping
    [since, until), oldest first; at most `limit` (1-MAX_TOPICS), the newest ones when more match.
    BadInput for a session the namespace does not hold."""
    if not 1 <= limit <= MAX_TOPICS:
        raise BadInput(f"limit must be between 1 and {MAX_TOPICS}, got {limit}")
    sid = session_id(ns, session) if session is not None else None
    rows = store.read(read_topics, ns, sid, since, until, limit, TOPIC_ENTITIES)
    if not rows and sid is not None and not store.read(has_session, ns, sid):
        raise BadInput(f"no session {session[:80]!r} in namespace {ns!r}; `graphmem topics --namespace {ns}` "
                       "names the sessions of its topics")
    return [TopicSpan.from_row(r) for r in rows]
