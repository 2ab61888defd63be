"""Core memory: a namespace's strongest current memories as markdown sections, within a size budget.

Sections are chosen by idea intent (SECTIONS), plus the facts valid now. Items are taken
strongest first across every section (store/core.py: CORE_STRENGTH) while the rendered text
still fits, then printed section by section; each cites its session, turn and date. The text is
memory, not instructions: it is framed as quoted data (context.quoted_memory), so the file can
sit where an agent reads instructions (a CLAUDE.md) without speaking as one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from graphmem.errors import BadInput
from graphmem.retrieve.context import memory_key, quoted_memory
from graphmem.store.core import core_facts, core_ideas
from graphmem.store.driver import Store
from graphmem.store.values import to_datetime
from graphmem.text.sentences import ellipsize

BUDGET_CHARS = 4000
MAX_BUDGET_CHARS = 100_000
PER_SECTION = 12
ITEM_MAX_CHARS = 300
TITLE_MAX_CHARS = 60
FACTS_SECTION = "Current facts (what we use now)"


@dataclass(frozen=True)
class Section:
    """A heading of core memory and the idea intents it shows."""

    title: str
    intents: tuple[str, ...]


# Intents another change may add (fix, configuration, workflow, pattern, error, procedure) are
# selected by name: their sections stay empty until ideas carry them.
SECTIONS = (
    Section("Critical solutions", ("solution",)),
    Section("Active decisions", ("decision", "conclusion")),
    Section("Key fixes and known errors", ("fix", "error")),
    Section("Configurations", ("configuration",)),
    Section("Patterns and workflows", ("pattern", "workflow", "procedure")),
    Section("Preferences", ("preference",)),
)
SECTION_ORDER = [s.title for s in SECTIONS] + [FACTS_SECTION]


@dataclass(frozen=True)
class CoreItem:
    """One memory in core memory, with where it was said."""

    section: str = field(metadata={"doc": "The section it is shown in."})
    id: str = field(metadata={"doc": "The idea's id, or the fact's."})
    text: str = field(metadata={"doc": "What was said (an idea's text, a fact's statement)."})
    strength: float = field(metadata={"doc": "How strong it is now (an idea's decay strength; a fact's confidence plus recency), higher first."})
    session_id: str | None = field(metadata={"doc": "The source id of the session that last said it."})
    session_title: str | None = field(metadata={"doc": "That session's title."})
    turn_id: str | None = field(metadata={"doc": "The own id of the turn that last said it."})
    at: datetime | None = field(metadata={"doc": "When that turn was said."})

    @classmethod
    def from_row(cls, section: str, row: dict[str, Any]) -> CoreItem:
        """The item from a row of store/core.py."""
        return cls(section=section, id=str(row["id"]), text=" ".join(str(row["text"] or "").split()),
                   strength=float(row["strength"]), session_id=row["session_id"],
                   session_title=row["session_title"], turn_id=row["turn_id"], at=to_datetime(row["at"]))

    def line(self) -> str:
        """`- text [session "title" (id), turn id, date]`, the text cut at ITEM_MAX_CHARS."""
        return f"- {ellipsize(self.text, ITEM_MAX_CHARS)}{self.citation()}"

    def citation(self) -> str:
        """Where it was said, in brackets ("" when nothing is known)."""
        parts = []
        title = " ".join((self.session_title or "").split())
        if title and title != self.session_id:
            title = ellipsize(title, TITLE_MAX_CHARS)
            parts.append(f'session "{title}" ({self.session_id})' if self.session_id else f'session "{title}"')
        elif self.session_id:
            parts.append(f"session {self.session_id}")
        if self.turn_id:
            parts.append(f"turn {self.turn_id}")
        if self.at:
            parts.append(self.at.date().isoformat())
        return f" [{', '.join(parts)}]" if parts else ""


@dataclass(frozen=True)
class CoreMemory:
    """Core memory as text, its size in characters, the budget it was made for, and its items."""

    namespace: str = field(metadata={"doc": "The namespace it was read from."})
    text: str = field(metadata={"doc": "Markdown: a title, the quoted-data header, then the sections fenced."})
    chars: int = field(metadata={"doc": "The text's length in characters (never above budgetChars)."})
    budget_chars: int = field(metadata={"doc": "The size budget it was made for, in characters."})
    items: list[CoreItem] = field(metadata={"doc": "The memories shown, strongest first."})


def read_core_items(store: Store, namespace: str, now: datetime | None = None) -> list[CoreItem]:
    """The strongest current memories of every section, strongest first, near-duplicates once."""
    now = now or datetime.now(timezone.utc)
    sections = [{"title": s.title, "intents": list(s.intents)} for s in SECTIONS]
    ideas = store.read(core_ideas, namespace, sections, PER_SECTION, now)
    facts = store.read(core_facts, namespace, PER_SECTION, now)
    items = [CoreItem.from_row(row["section"], row) for row in ideas]
    items += [CoreItem.from_row(FACTS_SECTION, row) for row in facts]
    items.sort(key=lambda item: (-item.strength, item.id))
    seen: set[str] = set()
    unique = []
    for item in items:
        key = memory_key(item.text)
        if item.text and key not in seen:
            seen.add(key)
            unique.append(item)
    return unique


def section_lines(items: list[CoreItem], heading: str = "##") -> list[str]:
    """The items as markdown: one heading per non-empty section (in SECTION_ORDER), then its lines."""
    lines: list[str] = []
    for title in SECTION_ORDER:
        shown = [item for item in items if item.section == title]
        if shown:
            lines += [f"{heading} {title}", *(item.line() for item in shown)]
    return lines


def fit_items(items: list[CoreItem], fits: Callable[[list[str]], bool], heading: str = "##") -> list[CoreItem]:
    """The strongest items whose section lines still fit (items come strongest first)."""
    chosen: list[CoreItem] = []
    for item in items:
        if fits(section_lines([*chosen, item], heading)):
            chosen.append(item)
    return chosen


def core_document(lines: list[str], namespace: str) -> str:
    """The core memory file: a title, then the section lines as quoted data."""
    return f'# Core memory of graphmem namespace "{namespace}"\n' + quoted_memory(lines, namespace) + "\n"


def check_budget_chars(budget_chars: int) -> int:
    """A core memory budget is 1 to MAX_BUDGET_CHARS characters."""
    if not 1 <= budget_chars <= MAX_BUDGET_CHARS:
        raise BadInput(f"budget must be between 1 and {MAX_BUDGET_CHARS} characters, got {budget_chars}")
    return budget_chars


def build_core(store: Store, namespace: str, budget_chars: int) -> CoreMemory:
    """Core memory of the namespace at most `budget_chars` long ("" when not even one item fits)."""
    check_budget_chars(budget_chars)
    chosen = fit_items(read_core_items(store, namespace),
                       lambda lines: len(core_document(lines, namespace)) <= budget_chars)
    text = core_document(section_lines(chosen), namespace) if chosen else ""
    return CoreMemory(namespace=namespace, text=text, chars=len(text), budget_chars=budget_chars, items=chosen)

