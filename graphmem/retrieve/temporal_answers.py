"""Answer time questions from timelines: "before X", "after X", "as of May", "now", "when", "in
order", "did we ever use X", "who owns Y".

The question is matched to one timeline: by the things it names (a state or a rejected
alternative of the timeline), else by embedding against each timeline's profile (its history
and what was said about it). Ownership questions look only at who-owns-what timelines. Then the
timeline is read by validity: the state before or after the one named, the state valid on the
date asked (or now), the whole history in order, or, for "did we ever", the state that says so,
the alternative that was considered and never adopted, or that nothing records it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from graphmem.retrieve.query import QueryPlan, Temporal
from graphmem.retrieve.retrievers import VECTOR_FACTS
from graphmem.store.driver import Store
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.timeline import read_timelines, turns_by_external_id
from graphmem.store.values import to_datetime

# Below this cosine a question that names nothing of a timeline is not taken to be about it.
MIN_PROFILE_COSINE = 0.3
VOTE_WEIGHT = 0.5
PROJECT_SUBJECT = "project"


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


def answer_from_facts(store: Store, ns: str, plan: QueryPlan, vector: list[float], as_of: datetime | None,
                      votes: dict[str, float] | None = None) -> list[SearchHit]:
    """Hits that answer the plan's time question, best first (empty when none applies).

    `votes` weigh source turns by how well the other retrievers ranked them for the question:
    a timeline whose statements they found is likelier the one asked about.
    """
    if plan.temporal is None:
        return []
    timelines = [t for t in map(_timeline, store.read(read_timelines, ns)) if t.owned == plan.ownership]
    names = _asked_names(plan)
    question = np.asarray(vector, dtype=np.float32)
    chosen = _best_timeline(timelines, names, question, votes or {})
    if plan.temporal is Temporal.EVER:
        return _ever(timelines, names, chosen)
    if plan.temporal is Temporal.WHY:
        return _reasons(store, ns, chosen, question) if chosen is not None else []
    if chosen is None:
        return []
    return _read(chosen, plan, names, as_of or plan.as_of)


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


def _reasons(store: Store, ns: str, timeline: _Timeline, question: np.ndarray, count: int = 3) -> list[SearchHit]:
    """ "Why did we drop X": the turns behind the timeline's states closest to the question, whole,
    since reasons are given around the statement of a change, often in another session."""
    rows = store.read(turns_by_external_id, ns, timeline.source_turn_ids)
    scored = sorted(rows, key=lambda r: -float(question @ np.asarray(r["embedding"], dtype=np.float32))
                    if r.get("embedding") else 0.0)
    return [SearchHit.from_row(r) for r in scored[:count]]


def _ever(timelines: list[_Timeline], names: list[str], chosen: _Timeline | None) -> list[SearchHit]:
    """ "Did we ever use X": the states that say yes, else the alternative never adopted, else no record."""
    held = [(t, f) for t in timelines for f in t.facts if _names_match(names, f)]
    if held:
        return [_as_hit(f) for _, f in held[:3]]
    for timeline in timelines:
        for i, rejected in enumerate(timeline.rejected):
            if any(_same_name(n, rejected) for n in names):
                said = timeline.rejected_text[i] if i < len(timeline.rejected_text) else ""
                text = (f"No: {rejected} was considered for {timeline.label} but never adopted. {said} "
                        f"{timeline.history}")
                return [_synthetic(timeline, f"rejected:{rejected}", text)]
    if not names:
        return []
    asked = ", ".join(names)
    text = f"No: nothing in memory records {asked} in use."
    if chosen is not None:
        text += f" {chosen.history}"
    return [SearchHit(id=f"never:{asked}", kind=HitKind.FACT, text=text, source_turn_ids=[], importance=0.9)]


def _best_timeline(timelines: list[_Timeline], names: list[str], vector: np.ndarray,
                   votes: dict[str, float]) -> _Timeline | None:
    """The timeline the question is about: one it names a state or alternative of; else the one
    whose profile is closest to the question, with the search's votes for its turns added (both
    on a 0-1 scale), when close enough."""
    top = max((sum(votes.get(x, 0.0) for x in t.source_turn_ids) for t in timelines), default=0.0) or 1.0

    def score(t: _Timeline) -> float:
        cosine = float(vector @ t.embedding) if t.embedding is not None else 0.0
        return cosine + VOTE_WEIGHT * sum(votes.get(x, 0.0) for x in t.source_turn_ids) / top

    named = [t for t in timelines if any(_names_match(names, f) for f in t.facts)
             or any(_same_name(n, r) for n in names for r in t.rejected)]
    pool = named or [t for t in timelines if score(t) >= MIN_PROFILE_COSINE]
    return max(pool, key=lambda t: (score(t), t.id), default=None)


def _asked_names(plan: QueryPlan) -> list[str]:
    return [name for _, name in plan.entities]


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
    return _Timeline(row["id"], row["label"] or "", (row["subject"] or PROJECT_SUBJECT) != PROJECT_SUBJECT,
                     row["history"] or "", list(row["rejected"] or []), list(row["rejected_text"] or []),
                     list(row["source_turn_ids"] or []), vector,
                     list(row["facts"] or []))


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
    return SearchHit(id=f"{timeline.id}:{part}", kind=HitKind.FACT, text=text,
                     source_turn_ids=list(dict.fromkeys(turns)), importance=0.9)
