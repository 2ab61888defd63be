"""Answer time questions from timelines: "before X", "after X", "as of May", "now", "when", "in
order", "did we ever use X", "who owns Y".

The question is matched to one timeline: by the things it names (a state or a rejected
alternative of the timeline), else by embedding against each timeline's profile (its history
and what was said about it) together with the words it shares with the sentences around the
timeline's things (text/terms.py: "Which database ..." finds the timeline whose things are
talked about as "the database", whatever its label). Ownership questions look only at
who-owns-what timelines. Then the timeline is read by validity: the state before or after the
one named, the state valid on the date asked (or now), the whole history in order, or, for "did
we ever", the state that says so, the alternative that was considered and never adopted, or that
nothing records it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from graphmem.model import NO_LABEL, OWNER_PREFIX
from graphmem.retrieve.query import QueryPlan, Temporal
from graphmem.store.driver import Store
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.timeline import read_timelines, turns_by_external_id, turns_naming
from graphmem.store.values import to_datetime
from graphmem.text.entities import canonical_key
from graphmem.text.terms import Asked, match_score, name_terms, weigh_question

# Below this score (see _best_timeline) a question that names nothing of a timeline is not
# taken to be about one.
MIN_SELECT = 0.45
VOTE_WEIGHT = 0.5
# The words a question shares with a timeline's context count as much as its embedding does.
TERMS_WEIGHT = 1.0
# A question holding every word of a timeline's label ("which state management library ...") is
# about that slot more surely than one sharing only some of them ("web package manager").
LABEL_WEIGHT = 0.75
# Verbs of using a thing, after which a "did we ever" question names it, and the prepositions of
# where something runs or is kept ("run on X", "take bookings in X").
_USING = re.compile(r"\b(?:use|used|using|adopt\w*|run|ran|running|move\w*|switch\w*|migrat\w*|replac\w*|rewr\w*"
                    r"|built|build|process\w*|send|sent|deploy\w*|host\w*|part\s+of|go\s+with|went\s+with|pick\w*"
                    r"|chose|choose|on|in)\b", re.I)
# "Was X ever our ...", "Has X ever been the ...": whether a thing ever held a role of ours (not
# "Has Melanie ever been a volunteer?").
_EVER_OURS = re.compile(r"^\W*(?:was|were|is|are|has|have)\s+(?P<thing>.+?)\s+ever\s+(?:been\s+)?(?:our|the)\b",
                        re.I)
# Questions about a change itself, answered only about a thing the question names.
NAMED_ONLY = frozenset({Temporal.BEFORE, Temporal.AFTER, Temporal.WHEN, Temporal.WHY})
# How many of the latest turns naming the asked thing a "why" question weighs.
REASON_CANDIDATES = 40


@dataclass(frozen=True)
class _Timeline:
    """A timeline as read for answering."""

    id: str
    label: str
    owned: bool
    history: str
    rejected: list[str]
    rejected_text: list[str]
    source_turn_ids: list[str]
    embedding: np.ndarray | None
    facts: list[dict[str, Any]]
    term_counts: dict[str, int]
    idf: dict[str, float]
    context_sentences: int


class NamespaceTimelines:
    """A namespace's timelines, read from the store at most once: a search asks for the names its
    question may use, then for the timelines that answer it."""

    def __init__(self, store: Store, ns: str) -> None:
        self._store, self._ns = store, ns
        self._rows: list[dict[str, Any]] | None = None

    def rows(self) -> list[dict[str, Any]]:
        """Every timeline with its facts (store/timeline.py `read_timelines`)."""
        if self._rows is None:
            self._rows = self._store.read(read_timelines, self._ns)
        return self._rows

    def thing_names(self) -> list[str]:
        """The names of everything the timelines held or considered."""
        return sorted({name for row in self.rows() for name in [*(row["states"] or []), *(row["rejected"] or [])]})


def answer_from_facts(store: Store, ns: str, plan: QueryPlan, vector: list[float], as_of: datetime | None,
                      votes: dict[str, float], namespace_timelines: NamespaceTimelines) -> list[SearchHit]:
    """Hits that answer the plan's time question, best first (empty when none applies).

    A question about a change (before, after, when, why, ever) is answered only when it names a
    thing a timeline holds or considered; one about a slot's state (now, as of a date, over time)
    may name none and is matched to the closest timeline (see _best_timeline). `votes` weigh
    source turns by how well the other retrievers ranked them for the question.
    `namespace_timelines` reads the timelines (once per search).
    """
    if plan.temporal is None:
        return []
    timelines = [t for t in map(_timeline, namespace_timelines.rows()) if t.owned == plan.ownership]
    names = _asked_names(plan)
    if plan.temporal not in NAMED_ONLY:  # "What managed Kestrel's configuration?": Kestrel has it, is not it
        names = [n for n in names if not _possessor(n, plan.text)]
    named = [t for t in timelines if any(_names_match(names, f) for f in t.facts)
             or any(_same_name(n, r) for n in names for r in t.rejected)]
    question = np.asarray(vector, dtype=np.float32)
    if plan.temporal is Temporal.EVER:
        return _ever(named, names, plan.text)
    if plan.temporal in NAMED_ONLY and not named:
        return []
    if plan.temporal in (Temporal.BEFORE, Temporal.AFTER):
        named = _holding_anchor(named, names, plan.text)
    asked = weigh_question(plan.without_names, {k: v for t in timelines for k, v in t.idf.items()},
                           sum(t.context_sentences for t in timelines) / max(1, len(timelines)))
    candidates = named or timelines
    if named and plan.temporal not in NAMED_ONLY:
        # "Which HTTP client does the Rails server use?": a slot the question calls by its name
        # competes with those of the things it names.
        candidates = named + [t for t in timelines if t not in named and _label_said(asked, t.label)]
    if _HOW_OFTEN.search(plan.text):  # "How often do the apps ship now?" asks for a schedule
        candidates = [t for t in candidates if _recurring(t)] or candidates
    elif not _ASKS_RULE.search(plan.text):  # "What phone system ...?" asks for a thing, not a rule
        candidates = [t for t in candidates if not _ruled(t)] or candidates
    chosen = _best_timeline(candidates, question, asked, votes, bool(named))
    if chosen is None:
        return []
    if plan.temporal is Temporal.WHY:
        return _reasons(store, ns, chosen, names, question)
    return _read(chosen, plan, names, as_of or plan.as_of)


def first_held(plan: QueryPlan, namespace_timelines: NamespaceTimelines) -> datetime | None:
    """When the thing a "what came before X" question names first held a slot of a timeline (None
    for another question, or when no timeline holds it)."""
    if plan.temporal is not Temporal.BEFORE:
        return None
    names = _asked_names(plan)
    starts = [to_datetime(f["valid_from"]) for row in namespace_timelines.rows() for f in row["facts"] or []
              if _names_match(names, f)]
    return min((s for s in starts if s is not None), default=None)


def _read(timeline: _Timeline, plan: QueryPlan, names: list[str], moment: datetime | None) -> list[SearchHit]:
    """The facts of one timeline that answer the question, in the order to show them."""
    facts = timeline.facts
    named = [i for i, f in enumerate(facts) if _names_match(names, f)]
    kind = plan.temporal
    if kind is Temporal.BEFORE and named:
        order = [named[0] - 1, named[0]] if named[0] > 0 else [named[0]]
    elif kind is Temporal.AFTER and named:
        order = [named[-1] + 1, named[-1]] if named[-1] + 1 < len(facts) else [named[-1]]
    elif kind is Temporal.AS_OF and moment is not None:
        order = [i for i, f in enumerate(facts) if _valid_at(f, moment)] or [0]
    elif kind is Temporal.WHEN:
        order = [named[-1]] if named else [len(facts) - 1]
    elif kind is Temporal.HISTORY:
        return [_synthetic(timeline, "history", timeline.history)] + [_as_hit(f) for f in facts]
    else:
        order = [i for i, f in enumerate(facts) if f["valid_to"] is None] or [len(facts) - 1]
    return [_as_hit(facts[i]) for i in order if 0 <= i < len(facts)] + [_synthetic(timeline, "history", timeline.history)]


def _reasons(store: Store, ns: str, timeline: _Timeline, names: list[str], question: np.ndarray,
             count: int = 3) -> list[SearchHit]:
    """ "Why did we drop X": the turns closest to the question, whole, among those behind the
    timeline's states and those naming X, since reasons are given around the statement of a
    change or wherever X was discussed (its trouble, the alternative), often in another session."""
    rows = store.read(turns_by_external_id, ns, timeline.source_turn_ids)
    rows += store.read(turns_naming, ns, [canonical_key(n) for n in names], [n.lower() for n in names],
                       REASON_CANDIDATES)
    unique = list({r["id"]: r for r in rows}.values())
    scored = [SearchHit.from_row(r) for r in sorted(unique, key=lambda r: (-_reason_score(r, question), r["id"]))]
    decided = _deciding_turn(timeline, names, scored)
    return ([decided] if decided else []) + [h for h in scored if h is not decided][:count]


def _reason_score(row: dict[str, Any], question: np.ndarray) -> float:
    """How near a turn is to a "why": its own cosine, averaged with its nearest sentence's, since a
    reason is often one sentence of a long turn ("the bill went from $25 to $74")."""
    whole = float(question @ np.asarray(row["embedding"], dtype=np.float32)) if row.get("embedding") else 0.0
    sentences = row.get("sentences") or []
    if not sentences:
        return whole
    return (whole + float(np.max(np.asarray(sentences, dtype=np.float32) @ question))) / 2


def _deciding_turn(timeline: _Timeline, names: list[str], turns: list[SearchHit]) -> SearchHit | None:
    """The first turn behind the change that ended or started the asked thing (the state after it,
    or its own when nothing followed): where a change is decided is where its reasons are given."""
    named = [i for i, f in enumerate(timeline.facts) if _names_match(names, f)]
    if not named:
        return None
    change = timeline.facts[min(named[0] + 1, len(timeline.facts) - 1)]
    behind = [h for h in turns if set(h.source_turn_ids) & set(change["source_turn_ids"]) and h.at is not None]
    return min(behind, key=lambda h: (h.at, h.id), default=None)


def _ever(timelines: list[_Timeline], names: list[str], question: str) -> list[SearchHit]:
    """ "Did we ever use X": the states that say yes, else the alternative considered and never
    adopted, else (for a question about using a thing) that no memory records it in use. Only
    the asked thing counts ("Did Orion ever run Nomad?" asks about Nomad, not Orion)."""
    asked = _asked_thing(question, names)
    wanted = [asked] if asked is not None else names
    version = _version_after(question, asked) if asked is not None else None
    held = [(t, f) for t in timelines for f in t.facts if _names_match(wanted, f)]
    versioned = [(t, f) for t, f in held if re.search(r"\d", f["object"] or "")]
    if versioned and version is not None:
        # "Did we ever run Python 3.14?": Python 3.12 and 3.13 say no, with the versions we did run.
        held = [(t, f) for t, f in versioned if _same_version(version, f["object"] or "")]
        if not held:
            other = versioned[0][0]
            return [_synthetic(other, f"never:{asked.lower()} {version}",
                               f"No: no memory records {asked} {version} in use. {other.history}")]
    if held:
        return [_as_hit(f) for _, f in held[:3]]
    for timeline in timelines:
        for i, rejected in enumerate(timeline.rejected):
            if any(_same_name(n, rejected) for n in wanted):
                said = timeline.rejected_text[i] if i < len(timeline.rejected_text) else ""
                role = "" if timeline.label == NO_LABEL else f" for {timeline.label}"
                text = f"No: {rejected} was considered{role} but never adopted. {said} {timeline.history}"
                return [_synthetic(timeline, f"rejected:{rejected}", text)]
    if asked is None:
        return []
    return [SearchHit(id=f"never:{asked.lower()}", kind=HitKind.FACT, text=f"No: no memory records {asked} in use.",
                      source_turn_ids=[], importance=0.9)]


_VERSION_AFTER = re.compile(r"\s+v?(\d+(?:\.\d+)*)\b")
# What follows "for" in "Did we ever use X for Y?" is the role asked about, not the thing.
_FOR = re.compile(r"\bfor\b", re.I)


def _version_after(question: str, name: str) -> str | None:
    """The version a question gives right after a thing's name ("3.14" in "run on Python 3.14")."""
    at = _whole_word_at(question, name, 0)
    found = _VERSION_AFTER.match(question, at + len(name)) if at >= 0 else None
    return found.group(1) if found else None


def _same_version(version: str, name: str) -> bool:
    """A thing's name carries `version` or one within it ("3.14.2" of "3.14")."""
    found = re.search(r"\d+(?:\.\d+)*", name)
    if found is None:
        return False
    held = found.group(0)
    return held == version or held.startswith(version + ".") or version.startswith(held + ".")


def _asked_thing(question: str, names: list[str]) -> str | None:
    """The thing a "did we ever use X" question asks about: the last name after a verb of using
    ("use", "move ... to", "run on", "part of") and before a "for" telling its role ("Did we ever
    use Slate for tickets?"), not the one the question is about ("Did Melanie ..."); or the one a
    question asks was ever one of ours ("Was Slate ever our ticketing system?")."""
    role = _EVER_OURS.match(question)
    if role is not None:
        inside = [n for n in names if 0 <= _whole_word_at(question, n, role.start("thing")) < role.end("thing")]
        return inside[-1] if inside else None
    verb = _USING.search(question)
    if verb is None:
        return None
    after = [n for n in names if _whole_word_at(question, n, verb.start()) >= 0]
    purpose = _FOR.search(question, verb.end())
    things = [n for n in after if purpose is None or _whole_word_at(question, n, verb.start()) < purpose.start()]
    return (things or after)[-1] if after else None


def _whole_word_at(text: str, name: str, start: int) -> int:
    """Where `name` first stands as whole words in `text` from `start` ("PC" is not in "MyPC"), or -1."""
    found = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.I).search(text, start)
    return found.start() if found else -1


def _best_timeline(timelines: list[_Timeline], vector: np.ndarray, asked: Asked, votes: dict[str, float],
                   named: bool) -> _Timeline | None:
    """The timeline closest to the question: its profile's cosine, plus TERMS_WEIGHT times how
    well its context's terms match the question's (text/terms.py), plus VOTE_WEIGHT times the
    share of the search's votes that fall on its statements (x3, at most 1). Among timelines the
    question names, the best; among all, the best only when it scores MIN_SELECT or more."""
    total = sum(votes.values()) or 1.0

    def score(t: _Timeline) -> float:
        cosine = float(vector @ t.embedding) if t.embedding is not None else 0.0
        share = sum(votes.get(x, 0.0) for x in set(t.source_turn_ids)) / total
        terms = match_score(asked, t.term_counts, t.context_sentences)
        return (cosine + TERMS_WEIGHT * terms + VOTE_WEIGHT * min(1.0, 3.0 * share)
                + LABEL_WEIGHT * _label_said(asked, t.label))

    best = max(timelines, key=lambda t: (score(t), t.id), default=None)
    return best if best is not None and (named or score(best) >= MIN_SELECT) else None


# What a before/after question's change is told against: "... before Pint", "what replaced Sophos".
_ANCHOR_CUE = re.compile(r"\b(?:before|prior\s+to|after|replaced|replacing|instead\s+of)\b", re.I)


def _holding_anchor(named: list[_Timeline], names: list[str], question: str) -> list[_Timeline]:
    """Of the timelines a before/after question names, those holding the thing it asks before or
    after ("Pint" in "What formatted the PHP code before Pint?"), when any does."""
    cue = _ANCHOR_CUE.search(question)
    if cue is None:
        return named
    placed = sorted((at, n) for n in names if (at := _whole_word_at(question, n, cue.end())) >= 0)
    if not placed:
        return named
    anchor = [placed[0][1]]
    holding = [t for t in named if any(_names_match(anchor, f) for f in t.facts)]
    return holding or named


_HOW_OFTEN = re.compile(r"\bhow\s+(?:often|frequently)\b|\bwhat\s+(?:cadence|rhythm|frequency)\b", re.I)


# What a question about a rule or a schedule says: what is allowed, needed or done how often.
_ASKS_RULE = re.compile(r"\b(?:rules?|polic(?:y|ies)|allowed|may|can|must|need(?:s|ed)?|window|freeze|cadence|rhythm"
                        r"|schedul\w*|often|frequen\w*|every|daily|weekly|fortnightly|monthly|quarterly|yearly"
                        r"|annual\w*|approv\w*|sign-?off|review\w*|meet\w*|when)\b", re.I)


def _ruled(timeline: _Timeline) -> bool:
    """The timeline's states are rules or schedules ("2 approvals", "every Monday"), not things."""
    return _keyed(timeline, "rule: ", "schedule: ")


def _recurring(timeline: _Timeline) -> bool:
    """The timeline's states are schedules or cadences ("every two weeks"), not things."""
    return _keyed(timeline, "rule: every", "schedule: ")


def _keyed(timeline: _Timeline, *prefixes: str) -> bool:
    return any((f.get("object_key") or "").startswith(prefixes) for f in timeline.facts)


def _label_said(asked: Asked, label: str) -> float:
    """The share of the question's weight its words of the timeline's label carry, when it says
    them all ("state management" in "which state management library ..."), else 0."""
    words = set(name_terms(label.removeprefix(OWNER_PREFIX))) if label != NO_LABEL else set()
    if not words or not asked.ceiling or not words <= set(asked.weights):
        return 0.0
    return sum(asked.weights[w] for w in words) / asked.ceiling


def _asked_names(plan: QueryPlan) -> list[str]:
    """The names of things the question asks about."""
    return plan.things


def _possessor(name: str, question: str) -> bool:
    """The question names the thing as the owner of what it asks about ("Kestrel's configuration")."""
    return re.search(rf"(?<![\w-]){re.escape(name)}['’]s\b", question, re.I) is not None


def _names_match(names: list[str], fact: dict[str, Any]) -> bool:
    return any(_same_name(n, fact["object"] or "") or _same_name(n, fact.get("object_key") or "") for n in names)


def _same_name(asked: str, stored: str) -> bool:
    """Names agree ignoring case and versions, or one is the other's first word(s): "Postgres" /
    "PostgreSQL 16", "Mongo" / "MongoDB", "Redux" / "Redux Toolkit"."""
    a, b = _plain(asked), _plain(stored)
    if not a or not b:
        return False
    return a == b or (len(a) >= 4 and b.startswith(a)) or (len(b) >= 4 and a.startswith(b))


def _plain(name: str) -> str:
    return re.sub(r"[\s\-_.]+", "", re.sub(r"\s+v?\d+(?:\.\d+)*$", "", name.lower().strip()))


def _valid_at(fact: dict[str, Any], moment: datetime) -> bool:
    start, end = to_datetime(fact["valid_from"]), to_datetime(fact["valid_to"])
    return (start is None or start <= moment) and (end is None or end > moment)


def _timeline(row: dict[str, Any]) -> _Timeline:
    vector = np.asarray(row["embedding"], dtype=np.float32) if row.get("embedding") else None
    return _Timeline(row["id"], row["label"] or "", (row["label"] or "").startswith(OWNER_PREFIX),
                     row["history"] or "", list(row["rejected"] or []), list(row["rejected_text"] or []),
                     list(row["source_turn_ids"] or []), vector,
                     list(row["facts"] or []), dict(zip(row["terms"], row["term_counts"])),
                     dict(zip(row["terms"], row["term_idf"])), row["context_sentences"])


def _as_hit(fact: dict[str, Any]) -> SearchHit:
    return SearchHit(
        id=fact["id"], kind=HitKind.FACT, text=fact["text"], at=to_datetime(fact["valid_from"]), importance=0.9,
        superseded=not fact["current"], valid_from=to_datetime(fact["valid_from"]),
        valid_to=to_datetime(fact["valid_to"]), source_turn_ids=list(fact["source_turn_ids"]),
        subject=fact["subject"], predicate=fact["predicate"], object=fact["object"],
    )


def _synthetic(timeline: _Timeline, part: str, text: str) -> SearchHit:
    """A hit made from a whole timeline (its history, a rejected alternative), citing its states' turns."""
    turns = [t for f in timeline.facts for t in f["source_turn_ids"]]
    first = timeline.facts[0] if timeline.facts else {}
    return SearchHit(id=f"{timeline.id}:{part}", kind=HitKind.FACT, text=text,
                     source_turn_ids=list(dict.fromkeys(turns)), importance=0.9,
                     subject=first.get("subject"), predicate=first.get("predicate"))
