"""Understand a question before searching: temporal intent ("before X", "in March 2024") and entities."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum

from graphmem.ingest.entities import find_entities

MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], start=1)}
MONTH_RE = "|".join(MONTHS) + "|" + "|".join(m[:3] for m in MONTHS)


class Temporal(str, Enum):
    """What kind of time question the text asks."""

    BEFORE = "before"
    AFTER = "after"
    CURRENT = "current"
    AS_OF = "as_of"
    WHEN = "when"
    HISTORY = "history"


BEFORE_RE = re.compile(r"\b(before|prior to|previous(ly)?|used to|originally|until we (switched|moved))\b", re.I)
AFTER_RE = re.compile(r"\b(after|replaced|instead of|move[ds]? off|moving off|switch(ed)? (away )?from|migrat\w* (away )?from|successor)\b", re.I)
CURRENT_RE = re.compile(r"\b(now|currently|current|today|these days|at the moment|still)\b", re.I)
WHEN_RE = re.compile(r"\bwhen did\b|\bwhat date\b|\bsince when\b", re.I)
HISTORY_RE = re.compile(r"\b(history|timeline|over time|all the .* we (used|had)|evolution)\b", re.I)
DATE_RE = re.compile(
    rf"\b(?:(?:in|as of|during|on|back in|by)\s+)(?:(?P<day>\d{{1,2}})\s+)?(?P<month>{MONTH_RE})\.?(?:\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?)?,?\s*(?P<year>\d{{4}})?\b"
    r"|\b(?P<iso>\d{4}-\d{2}-\d{2})\b", re.I)


@dataclass(frozen=True)
class QueryPlan:
    """A question's text plus what was recognised in it."""

    text: str
    temporal: Temporal | None = None
    entities: list[tuple[str, str]] = field(default_factory=list)
    as_of: datetime | None = None
    entity_kinds: dict[str, str] = field(default_factory=dict)

    @property
    def entity_keys(self) -> list[str]:
        """Canonical keys of the entities named."""
        return [key for key, _ in self.entities]

    @property
    def specific_entity_keys(self) -> list[str]:
        """Keys of the entities named that are more than a capitalised word (technologies, terms,
        issue keys, paths). A plain proper name is in conversations mostly a person talking or
        being addressed, mentioned all over the namespace: matching it finds nothing specific."""
        return [key for key in self.entity_keys if self.entity_kinds.get(key) != "name"]

    @property
    def without_names(self) -> str:
        """The question with its plain proper names cut out, for embedding: in a short question
        a name the whole conversation is full of outweighs what is asked about it, and pulls in
        every "Thanks, Melanie!" (LoCoMo dev recall@5 0.57 -> 0.68, benchmarks/README.md §1). Falls
        back to the whole text when nothing else is left."""
        names = [name for _, name in self._plain_names]
        if not names:
            return self.text
        pattern = r"\b(?:" + "|".join(re.escape(n) for n in names) + r")(?:['’]s)?\b"
        rest = " ".join(re.sub(pattern, " ", self.text, flags=re.IGNORECASE).split())
        return rest if re.search(r"[^\W\d_]{3}", rest) else self.text

    @property
    def name_words(self) -> frozenset[str]:
        """Lowercased words of the plain proper names in the question (see specific_entity_keys)."""
        return frozenset(w for key, _ in self._plain_names for w in re.findall(r"[^\W_]+", key))

    @property
    def _plain_names(self) -> list[tuple[str, str]]:
        """(canonical key, name) of the entities named that are plain proper names."""
        return [(key, name) for key, name in self.entities if self.entity_kinds.get(key) == "name"]


def parse_date(match: re.Match[str], today: datetime) -> datetime | None:
    """The date a DATE_RE match names (month-only dates mean that month's middle)."""
    if match.group("iso"):
        try:
            return datetime.fromisoformat(match.group("iso")).replace(tzinfo=timezone.utc)
        except ValueError:  # 2024-02-30, 2023-13-01: not a date
            return None
    month = MONTHS.get(match.group("month").lower()) or next(
        v for k, v in MONTHS.items() if k.startswith(match.group("month").lower()[:3]))
    day = int(match.group("day") or match.group("day2") or 15)
    year = int(match.group("year") or today.year)
    try:
        return datetime(year, month, min(day, 28) if day > 28 else day, 12, tzinfo=timezone.utc)
    except ValueError:
        return None


def analyse(text: str, today: datetime | None = None) -> QueryPlan:
    """Recognise temporal intent, a date and the entities a question names."""
    today = today or datetime.now(timezone.utc)
    mentions = find_entities(text)
    entities = [(m.canonical, m.name) for m in mentions]
    date_match = DATE_RE.search(text)
    as_of = parse_date(date_match, today) if date_match else None
    temporal: Temporal | None = None
    if HISTORY_RE.search(text):
        temporal = Temporal.HISTORY
    elif WHEN_RE.search(text):
        temporal = Temporal.WHEN
    elif BEFORE_RE.search(text) and entities:
        temporal = Temporal.BEFORE
    elif AFTER_RE.search(text) and entities:
        temporal = Temporal.AFTER
    elif as_of is not None:
        temporal = Temporal.AS_OF
    elif CURRENT_RE.search(text):
        temporal = Temporal.CURRENT
    return QueryPlan(text=text, temporal=temporal, entities=entities, as_of=as_of,
                     entity_kinds={m.canonical: m.kind for m in mentions})
