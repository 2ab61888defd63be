"""Procedures: numbered steps with what must hold before (preconditions) and after (postconditions).

A procedure is stored as one idea holding its whole text, so a search hit on it returns it whole;
its parts are read back from that text by structure: a numbered list is its steps, and list items
under a label line such as "Preconditions:" / "Prerequisites:" or "Postconditions:" / "Expected
result:" are its conditions. A memory file declares one in front matter (`kind: procedure`,
`preconditions: [...]`, `postconditions: [...]`, its body's numbered list the steps); in a
session, a lead-in line ending with a colon followed by a numbered list of three or more steps
is one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from graphmem.model import Intent
from graphmem.text.sentences import FENCED

_NUMBERED = re.compile(r"^\s{0,3}(\d{1,2})[.)]\s+(\S.*)$")
_BULLET = re.compile(r"^\s{0,5}[-*+•]\s+(\S.*)$")
_LABEL = re.compile(r"^\s*(?:#{1,6}\s*)?[*_]*(?P<label>[A-Za-z][A-Za-z /-]{1,40}?)[*_]*\s*(?::[*_]*\s*(?P<rest>.*))?$")
_BEFORE = re.compile(r"^(?:pre-?conditions?|prerequisites?|requirements?|requires|before(?: you)?(?: start| begin)?"
                     r"|you need|needs)$", re.I)
_AFTER = re.compile(r"^(?:post-?conditions?|afterwards?|after(?:wards)?|expected(?: results?| outcomes?)?|results?"
                    r"|outcomes?|done when|verify|verification|when done)$", re.I)
_STEPS = re.compile(r"^(?:steps?|procedure|instructions?|how to)$", re.I)
# "**Name**: ..." or "Name: ..." opens a finding or a heading, not a step; a step opens with its
# action, not with a determiner or a number ("The loop no longer aborts", "A reconciler that ...",
# "63 rows backfilled": findings, options, results).
_ITEM_HEADING = re.compile(r"^(?:\*\*[^*]{1,60}\*\*|[A-Z][\w /-]{0,40}):\s"
                           r"|^(?:a|an|the|this|that|these|those|my|our|your|its|their)\s|^\d", re.I)
MIN_SESSION_STEPS = 3
MAX_PROCEDURE_CHARS = 4000


@dataclass(frozen=True)
class Procedure:
    """A procedure's parts, each in its text's order."""

    steps: tuple[str, ...] = ()
    preconditions: tuple[str, ...] = ()
    postconditions: tuple[str, ...] = ()


def read_procedure(text: str) -> Procedure:
    """The steps, preconditions and postconditions a procedure's text lays out (see module docstring)."""
    parts: dict[str, list[str]] = {"steps": [], "before": [], "after": [], "bullets": []}
    section, last, gap = "steps", None, False
    for line in FENCED.sub("\n", text).splitlines():
        numbered, bullet = _NUMBERED.match(line), _BULLET.match(line)
        if not line.strip():
            gap = True
            continue
        if numbered is None and bullet is None:
            label = _LABEL.match(line)
            named = _section(label.group("label")) if label else None
            if named is not None:
                section, gap = named, False
                rest = (label.group("rest") or "").strip() if label else ""
                if named != "steps" and rest:
                    parts[named].extend(p.strip() for p in rest.split(";") if p.strip())
            elif last is not None and line.startswith((" ", "\t")):
                last[-1] = f"{last[-1]} {line.strip()}"  # an item's continuation line
            continue
        if numbered and section != "steps" and gap and parts[section]:
            section = "steps"  # a numbered list after a condition list and a blank line: the steps
        content = (numbered.group(2) if numbered else bullet.group(1) if bullet else "").strip()
        last = parts[section if section != "steps" or numbered else "bullets"]
        last.append(content)
        gap = False
    return Procedure(tuple(parts["steps"] or parts["bullets"]), tuple(parts["before"]), tuple(parts["after"]))


def procedure_columns(intent: str, text: str) -> dict[str, list[str] | None]:
    """An idea row's `steps`, `preconditions` and `postconditions`: a procedure's parts, None for other kinds."""
    if intent != Intent.PROCEDURE.value:
        return {"steps": None, "preconditions": None, "postconditions": None}
    found = read_procedure(text)
    return {"steps": list(found.steps), "preconditions": list(found.preconditions),
            "postconditions": list(found.postconditions)}


def procedure_text(body: str, preconditions: list[str], postconditions: list[str]) -> str:
    """A memory file's procedure as one text: its preconditions, its body (the steps), its postconditions."""
    before = ["Preconditions:", *(f"- {p}" for p in preconditions), ""] if preconditions else []
    after = ["", "Postconditions:", *(f"- {p}" for p in postconditions)] if postconditions else []
    return "\n".join([*before, body.strip(), *after])


@dataclass(frozen=True)
class StepList:
    """A numbered list of steps in a message: its text with the lead-in line, and the lines it covers."""

    text: str
    first_line: int
    end_line: int


def step_lists(text: str) -> list[StepList]:
    """Numbered lists of at least three steps (1, 2, 3, ...) that a line ending with a colon leads in."""
    lines = text.splitlines()
    found: list[StepList] = []
    index = 0
    while index < len(lines):
        run = _numbered_run(lines, index)
        if run is None:
            index += 1
            continue
        end, items = run
        lead = _lead_in(lines, index)
        if lead is not None and len(items) >= MIN_SESSION_STEPS and _are_steps(items):
            found.append(StepList("\n".join(lines[lead:end]).strip()[:MAX_PROCEDURE_CHARS], lead, end))
        index = end
    return found


def numbers_steps(text: str) -> bool:
    """True when the text holds a list numbered 1, 2, ... of at least two items."""
    lines = text.splitlines()
    return any((run := _numbered_run(lines, i)) is not None and len(run[1]) >= 2 for i in range(len(lines)))


def _section(label: str) -> str | None:
    words = " ".join(label.split())
    if _BEFORE.match(words):
        return "before"
    if _AFTER.match(words):
        return "after"
    return "steps" if _STEPS.match(words) else None


def _numbered_run(lines: list[str], start: int) -> tuple[int, list[str]] | None:
    """(end line, items) of a list numbered 1, 2, 3... starting at `start`; indented lines continue an item."""
    first = _NUMBERED.match(lines[start])
    if first is None or first.group(1) != "1":
        return None
    items = [first.group(2)]
    index = start + 1
    while index < len(lines):
        line = lines[index]
        numbered = _NUMBERED.match(line)
        if numbered and int(numbered.group(1)) == len(items) + 1:
            items.append(numbered.group(2))
        elif not (line.startswith((" ", "\t")) and line.strip()):
            break
        index += 1
    return index, items


def _lead_in(lines: list[str], start: int) -> int | None:
    """The line just before a list (blank lines aside) when it ends with a colon."""
    index = start - 1
    while index >= 0 and not lines[index].strip():
        index -= 1
    return index if index >= 0 and lines[index].rstrip().endswith(":") else None


def _are_steps(items: list[str]) -> bool:
    """Three in four items or more are actions, not headed findings ("**Slow query**: ...") or questions."""
    actions = [i for i in items if not _ITEM_HEADING.match(i) and not i.rstrip().endswith("?")]
    return len(actions) * 4 >= len(items) * 3
