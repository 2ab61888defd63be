"""The part of a project a statement is about ("the iOS app", "the results portal", "packages/api").

A component is named two ways, shapes of English and of repositories rather than lists of
products: a noun phrase headed by a noun for a part of a software system ("the field crew app",
"the Rails server", "the portal's builds", "API tests"), or a folder of the repository
("apps/mobile"; a tool call's folder is read in ingest/tool_claims.py). Two names of one component
are compatible when the words of one are among the other's ("app" / "iOS app"); "iOS app" and
"Android app" are not.
"""

from __future__ import annotations

import re

from graphmem.text.terms import FUNCTION_WORDS

# Nouns for the parts of a software system (what a team builds and runs, each with its own stack)
# and the platforms that name one alone ("the mobile tests", "iOS builds").
PART_NOUNS = frozenset("app apps api apis server servers client clients portal portals pipeline pipelines dashboard "
                       "backend backends frontend frontends website site service services worker workers cli "
                       "mobile web desktop ios android".split())
# Heads too common alone to name a part ("in service", "on site", "the client said").
_NEEDS_MODIFIER = frozenset({"service", "site", "client", "worker"})
_PLURAL = {"apps": "app", "apis": "api", "servers": "server", "clients": "client", "portals": "portal",
           "pipelines": "pipeline", "backends": "backend", "frontends": "frontend", "services": "service",
           "workers": "worker"}
_WORD = re.compile(r"[A-Za-z][\w+-]*(?:\.[\w+-]+)*")
_POSSESSIVE = re.compile(r"['’]s\b")
_FOLDER = re.compile(r"(?<![\w./-])(?:apps|packages|services|libs|projects)/([a-z][\w-]*)(?![\w/])")


def component_in(text: str, project: str = "") -> str:
    """The components `text` names, lowercased, in order and joined by ", " ("api, dashboard"), or ""."""
    found: list[tuple[int, str]] = [(m.start(), m.group(1).lower()) for m in _FOLDER.finditer(text)]
    words = [(m.start(), m.group(0)) for m in _WORD.finditer(_FOLDER.sub(" ", _POSSESSIVE.sub(" ", text)))]
    for i, (start, word) in enumerate(words):
        modifier = i + 1 < len(words) and words[i + 1][1].lower() in PART_NOUNS  # "iOS" in "iOS app"
        if word.lower() in PART_NOUNS and not modifier:
            phrase = _phrase([w for _, w in words[max(0, i - 2):i + 1]], project)
            if phrase and (" " in phrase or phrase not in _NEEDS_MODIFIER):
                found.append((start, phrase))
    return ", ".join(dict.fromkeys(phrase for _, phrase in sorted(found)))


def compatible(a: str, b: str) -> bool:
    """Two statements' components that may be one: some name of one has its words among some
    name of the other's, or the other's among its ("app" / "iOS app"; "api, dashboard" / "api")."""
    return any(wa <= wb or wb <= wa for wa in _names(a) for wb in _names(b))


def _names(subject: str) -> list[set[str]]:
    return [set(name.split()) for name in subject.split(", ") if name]


def _phrase(words: list[str], project: str) -> str:
    """The component's name from the words ending on its head: modifiers back to the first
    function word or verb, without the project's own name."""
    kept: list[str] = []
    for word in reversed(words):
        plain = word.lower().strip(".")
        if not plain or plain in FUNCTION_WORDS or plain == project.lower() or kept and _VERB_FORM.search(plain):
            break
        kept.insert(0, _PLURAL.get(plain, plain))
    return " ".join(kept)


_VERB_FORM = re.compile(r"(?:ed|ing)$")
