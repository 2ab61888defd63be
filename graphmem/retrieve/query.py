"""Understand a question before searching: what kind of time question it is, its date, its entities."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum

from graphmem.text.dates import question_date
from graphmem.text.entities import find_entities, is_package_path, name_spans


class Temporal(str, Enum):
    """What kind of time question the text asks."""

    BEFORE = "before"
    AFTER = "after"
    CURRENT = "current"
    AS_OF = "as_of"
    WHEN = "when"
    WHY = "why"
    HISTORY = "history"
    EVER = "ever"


# English question shapes, in the order they are tried (the first that matches decides).
_OWNERSHIP = re.compile(r"\bwho(?:['’]s|\s+is|\s+was|\s+has|\s+had|\s+owns?|\s+owned|\s+looked|\s+looks"
                        r"|\s+runs?|\s+leads?|\s+took)\b|\bwhich\s+(?:team|person|engineer)\b"
                        r"|\bowner\b|\bowns?\b|\bowned\b|\bon\s+the\s+hook\b|\bresponsible\s+for\b", re.I)
_SHAPES: list[tuple[Temporal, re.Pattern[str]]] = [
    # The whole sequence: "over time", "over the years", "oldest first", "walk me through", "gone
    # through"; or which things (plural) something has had ("Which base images has the server used?").
    (Temporal.HISTORY, re.compile(r"\b(?:history|timeline|over\s+time|in\s+(?:the\s+)?order|evolution|evolved|trace"
                                  r"|so\s+far|all\s+the\s+\w+\s+we(?:'ve|\s+have)?\s+used|over\s+the\s+(?:years?|months)"
                                  r"|(?:oldest|earliest|newest|latest)\s+first|chronolog\w*|walk\s+(?:me|us)\s+through"
                                  r"|(?:gone|been|went)\s+through)\b"
                                  r"|^\W*which\s+(?:[\w-]+\s+){0,3}?[\w-]+[^s\W]s\s+(?:has|have)\b", re.I)),
    (Temporal.WHY, re.compile(r"\bwhy\b|\bwhat\s+made\s+(?:us|you|them)\b|\breasons?\b|\bwhat\s+was\s+wrong\b", re.I)),
    (Temporal.WHEN, re.compile(r"\bwhen\s+(?:did|was|were|had|have|has|do|does)\b|\bwhat\s+(?:date|day)\b"
                               r"|\bsince\s+when\b|\bhow\s+long\s+ago\b", re.I)),
    (Temporal.EVER, re.compile(r"^\W*(?:did|have|has|had|were|was|is|are|do|does)\b.*(?:\bever\b|\?\s*$)", re.I)),
    (Temporal.BEFORE, re.compile(r"\b(?:before|prior\s+to|previous(?:ly)?|used\s+to|originally|until\s+we)\b", re.I)),
    (Temporal.AFTER, re.compile(r"\b(?:after|replaced|replacing|instead\s+of|successor|came\s+next|moved?\s+to)\b",
                                re.I)),
    (Temporal.CURRENT, re.compile(r"\b(?:now|currently|current|today|these\s+days|nowadays|at\s+the\s+moment|still"
                                  r"|right\s+now)\b", re.I)),
]
# Shapes that only make sense about a named thing ("before X", "after X", "ever X").
_NEEDS_ENTITY = frozenset({Temporal.BEFORE, Temporal.AFTER, Temporal.EVER})


@dataclass(frozen=True)
class QueryPlan:
    """A question's text plus what was recognised in it."""

    text: str
    temporal: Temporal | None = None
    entities: list[tuple[str, str]] = field(default_factory=list)
    as_of: datetime | None = None
    entity_kinds: dict[str, str] = field(default_factory=dict)
    ownership: bool = False
    things: list[str] = field(default_factory=list)  # names of things, for timeline questions

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


def analyse(text: str, today: datetime | None = None, known: Callable[[], list[str]] | None = None) -> QueryPlan:
    """Recognise the kind of time question, its date and the entities a question names.

    `known` lists the names of the things the namespace's memory holds: a time question naming
    one of them names it, however it is written ("did we ever use humanlog", "chi" for
    "go-chi/chi"), where the general signals (capitals, code shapes) see only a plain word.
    """
    today = today or datetime.now(timezone.utc)
    mentions = find_entities(text)
    things = list(dict.fromkeys([*(s.mention.name for s in name_spans(text)),
                                 *(m.name for m in mentions if m.kind == "file" and is_package_path(m.name))]))
    if known is not None and any(pattern.search(text) for _, pattern in _SHAPES):
        things += [name for name in known() if name not in things and _names(text, name)]
    as_of = question_date(text, today)
    temporal = next((shape for shape, pattern in _SHAPES if pattern.search(text)
                     and (shape not in _NEEDS_ENTITY or things)), None)
    if as_of is not None and temporal in (None, Temporal.CURRENT, Temporal.BEFORE, Temporal.AFTER):
        temporal = Temporal.AS_OF
    ownership = bool(_OWNERSHIP.search(text))
    if ownership and temporal is None:
        temporal = Temporal.CURRENT
    return QueryPlan(text=text, temporal=temporal, entities=[(m.canonical, m.name) for m in mentions], as_of=as_of,
                     entity_kinds={m.canonical: m.kind for m in mentions}, ownership=ownership, things=things)


def _names(text: str, name: str) -> bool:
    """`text` names the thing `name` as a whole word, or the last part of its package path."""
    forms = {name, name.rsplit("/", 1)[-1]} if "/" in name.strip("/") else {name}
    return any(len(form) >= 2 and re.search(rf"(?<![\w/-]){re.escape(form)}(?![\w/-])", text, re.I)
               for form in forms)
