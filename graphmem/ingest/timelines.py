"""Timelines from claims: which thing held which slot, from when to when, for a whole namespace.

A pure function of the namespace's claims (ingest/claims.py, tool calls, an LLM), so the same
claims give the same timelines whatever order they arrived in. Three steps:

1. Group claims into slots. A change from one thing to another puts both in one slot; so do
   slot phrases that mean the same ("the Celery broker", "broker"), compared by embedding; an
   ended thing and a thing taken up in the same turn ("CircleCI is stopped ... switched CI to
   GitHub Actions") are one change, and so are a package a command swapped and the thing the same
   session's prose changed under the name inside it ("Sentry.AspNetCore" and "Sentry"); a change
   that does not say what it replaced takes the thing held before whose context (the sentences
   around its mentions) is most like its own. A thing two components part ways on is two things,
   one per component (ingest/component_keys.py); people (speakers, owners) are never things.
2. Order each slot's events: a change takes effect on the date it states, else when it was said;
   a plan takes effect on its date once later turns show it happened (a change, a state or the
   end of what it replaces) and it was not called off; a revert returns to the state before, and
   so does a change that undoes an earlier one (B -> A after A -> B).
3. States are the intervals between changes; the first state starts at its thing's first mention.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta, timezone

import numpy as np

from graphmem.ingest.component_keys import component_of, key_by_component, main_component, thing_of
from graphmem.ingest.tool_claims import held_to_lockfile
from graphmem.model import CORRECTION, NO_LABEL, OWNER_PREFIX, REVERTED_COMMIT, Claim, ClaimKind
from graphmem.text.entities import technology, thing_kind
from graphmem.text.people import person_shaped
from graphmem.text.terms import FUNCTION_WORDS

SAME_SLOT_COSINE = 0.8
PREDECESSOR_COSINE = 0.5
# A turn telling this many changes at once recaps them (see _recaps).
RECAP_CHANGES = 3
# A thing still named in sessions this long after a change likely did not stop being used then:
# each such session makes it a less likely predecessor.
LATE_MENTION = timedelta(days=30)
# A thing set up on one day opens to everyone on a day its session names at most this much later.
OPENING = timedelta(days=14)
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


@dataclass
class State:
    """One thing holding a slot over an interval, with the claims that say so."""

    object: str
    name: str
    valid_from: datetime | None
    valid_to: datetime | None = None
    evidence: list[Claim] = field(default_factory=list)


@dataclass
class Timeline:
    """A slot's states in order, and what was considered for it but never held it."""

    key: str
    label: str
    subject: str
    states: list[State]
    rejected: dict[str, list[Claim]]
    claims: list[Claim]


@dataclass(frozen=True)
class Mentions:
    """What the namespace says around a thing: when it was first named, in which sessions, and the
    mean embedding of the sentences naming it (a unit vector, or None). A thing that is not
    `proper` (a lowercase word, an acronym no list names: "ANR") is taken as what a change
    replaced only when it was said to be in use; a `place` (or an organisation: people are "at"
    it) holds no slot."""

    name: str
    first_seen: datetime | None
    sessions: frozenset[str]
    context: np.ndarray | None
    proper: bool = True
    last_seen: datetime | None = None
    said: tuple[tuple[str, datetime], ...] = ()
    place: bool = False

    def sessions_after(self, moment: datetime, ended: frozenset[str] = frozenset()) -> int:
        """How many sessions name the thing after `moment`, but those that say it is gone."""
        return len({session for session, at in self.said if at > moment and session not in ended})


@dataclass(frozen=True)
class _Transition:
    object: str
    at: datetime
    evidence: tuple[Claim, ...]
    revert: bool = False


class _Groups:
    """Union-find over slot members (thing keys, and slot-phrase clusters as "slot:<i>")."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, key: str) -> str:
        self.parent.setdefault(key, key)
        while self.parent[key] != key:
            self.parent[key] = self.parent[self.parent[key]]
            key = self.parent[key]
        return key

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def build_timelines(claims: list[Claim], slot_vectors: dict[str, np.ndarray],
                    mentions: dict[str, Mentions], people: frozenset[str] = frozenset()) -> list[Timeline]:
    """Every slot's timeline from the namespace's claims (see the module docstring).

    `slot_vectors` embed the claims' slot phrases (unit vectors); `mentions` tell, per thing key,
    where and when it was named; `people` are keys of persons (the sessions' speakers), who hold
    no slot of the stack and replace nothing in one: so are those said to own something.
    """
    # A statement without a time (a legacy summary line) cannot place anything in time.
    claims, aliases = _with_aliases(sorted((c for c in claims if c.said_at is not None), key=_order))
    claims = _reverted_commits(_changes_back(claims))
    mentions = _merged(mentions, aliases)
    first_seen = {k: m.first_seen for k, m in mentions.items() if m.first_seen is not None}
    # What a tool call replaced and no turn names ("Go 1.24" in a CI file) was in place as far back
    # as the namespace's record goes; so was a language's version it replaced that nothing says came
    # in, however late a turn names it (and from its first mention when that is earlier still).
    origin = claims[0].said_at if claims else None
    held = {c.object for c in claims}
    first_seen |= {c.old: min(origin, first_seen.get(c.old, origin)) for c in claims
                   if c.source == "tool" and c.old and origin and (
                       c.old not in first_seen or c.slot.endswith((" version", "base image")) and c.old not in held)}
    # "Dana runs the helpdesk" says who holds it only of a person ("the worker runs the scheduler").
    claims = [c for c in claims if not (c.slot.startswith(OWNER_PREFIX) and c.kind is ClaimKind.STATE
                                        and c.object not in people)]
    # "On-call rota: handover from Alex to Dana": a slot passed from one person to another is owned.
    claims = [replace(c, slot=OWNER_PREFIX + c.slot) if c.object in people and c.old in people and c.slot
              and not c.slot.startswith(OWNER_PREFIX) else c for c in claims]
    things_held = {c.object for c in claims if not c.slot.startswith(OWNER_PREFIX) and c.object and c.object not in people
                   and c.kind in (ClaimKind.CHANGE, ClaimKind.STATE, ClaimKind.PLAN, ClaimKind.REVERT)}
    claims = [_as_thing_claim(c) if c.slot.startswith(OWNER_PREFIX) and c.object in things_held else c
              for c in claims]
    owned = [c for c in claims if c.slot.startswith(OWNER_PREFIX)]
    recaps = _recaps(claims)
    people = people | {c.object for c in owned if c.object} | {c.old for c in owned if c.old}
    # Places and organisations hold no slot of the stack either ("the locks at the Harbour").
    places = {k for k, m in mentions.items() if m.place}
    away = people | places
    things = key_by_component([replace(c, old=None, old_name=None) if c.old in away else c for c in claims
                               if not c.slot.startswith(OWNER_PREFIX) and c.object not in away], recaps)
    keyed = {k: thing_of(k) for c in things for k in (c.object, c.old) if k and k != thing_of(k)}
    first_seen |= {k: first_seen[t] for k, t in keyed.items() if t in first_seen}
    mentions = mentions | {k: mentions[t] for k, t in keyed.items() if t in mentions}
    last_seen = {k: m.last_seen for k, m in mentions.items() if m.last_seen is not None}
    timelines = _owner_timelines(owned, slot_vectors, first_seen, last_seen, recaps)
    _owners_by_full_name(timelines, [m.name for m in mentions.values()])
    groups = _group(things, slot_vectors, {k: m for k, m in mentions.items() if k not in people}, first_seen)
    parted = {thing_of(k) for c in things for k in (c.object, c.old) if k and component_of(k)}
    for members in groups:
        timeline = _timeline(members, first_seen, last_seen, recaps, parted)
        if timeline is not None:
            timelines.append(timeline)
    only_kept = [_only_kept(t) for t in timelines]
    held_elsewhere = {s.object for t, kept in zip(timelines, only_kept) if not kept for s in t.states}
    return sorted((t for t, kept in zip(timelines, only_kept)
                   if not (kept and {s.object for s in t.states} <= held_elsewhere)), key=lambda t: t.key)


def _only_kept(timeline: Timeline) -> bool:
    """The timeline holds only what a change it records would have replaced (the change was called off)."""
    return not {s.object for s in timeline.states} & {c.object for c in timeline.claims}


def _owners_by_full_name(owner_timelines: list[Timeline], names: list[str]) -> None:
    """An owner named by a first name ("Tomasz") shown by the full name the namespace gives the one
    person of that first name ("Tomasz Wójcik"), and one person's consecutive states made one."""
    full: dict[str, set[str]] = defaultdict(set)
    for name in names:
        if len(name.split()) == 2 and person_shaped(name):
            full[name.split()[0]].add(name)
    for timeline in owner_timelines:
        for state in timeline.states:
            if len(full.get(state.name, ())) == 1:
                state.name = next(iter(full[state.name]))
        timeline.states = _one_person_once(timeline.states)


def _one_person_once(states: list[State]) -> list[State]:
    """Consecutive states of one person under a short and a full name ("Pri", then "Priyanka Lall")
    are one state, under the full name."""
    kept: list[State] = []
    for state in states:
        last = kept[-1] if kept else None
        if last is not None and (_short_for(last.name, state.name) or _short_for(state.name, last.name)):
            last.name = max(last.name, state.name, key=len)
            last.valid_to = state.valid_to
            last.evidence.extend(state.evidence)
            continue
        kept.append(state)
    return kept


def _short_for(short: str, full: str) -> bool:
    """`short` is a shortening of `full`'s first name: "Pri" of "Priyanka Lall", "Tomasz" of "Tomasz Wójcik"."""
    first = full.split()[0]
    return " " not in short and len(short) >= 3 and short != full and first.startswith(short)


def _as_thing_claim(claim: Claim) -> Claim:
    """ "Better Stack took over on-call": a thing, not a person, so a change of the slot owned."""
    return replace(claim, slot=claim.slot[len(OWNER_PREFIX):])


def _group(claims: list[Claim], slot_vectors: dict[str, np.ndarray], mentions: dict[str, Mentions],
           first_seen: dict[str, datetime]) -> list[list[Claim]]:
    """Claims partitioned into slots (step 1 of the module docstring)."""
    groups = _Groups()
    clusters = _phrase_clusters([c.slot for c in claims if _informative(c.slot)], slot_vectors)
    by_turn: dict[str, list[Claim]] = defaultdict(list)
    slot_objects: dict[str, list[tuple[datetime, str]]] = defaultdict(list)
    for claim in claims:
        by_turn[claim.turn_external_id].append(claim)
        if claim.object:
            groups.find(claim.object)
        if claim.old:
            groups.union(claim.old, claim.object)
        if claim.source in ("tool", "rule") and claim.slot and claim.object:
            # A tool's or a rule's slot ("web package manager", "code review rule") is exact:
            # things used in it are one slot.
            groups.union(f"{claim.source}:{claim.slot}", claim.object)
        elif _informative(claim.slot) and claim.kind is not ClaimKind.REJECT:
            # Phrases around a statement say what it is about too loosely to join two things;
            # only a statement naming no thing ("rolled back to the old broker") is placed by one.
            if claim.object:
                slot_objects[claim.slot].append((claim.said_at or _EPOCH, claim.object))
    for rejected, chosen in _alternatives_to_choices(claims).items():
        groups.union(rejected, chosen)
    ended_in_turn = {turn: {c.object for c in found if c.kind is ClaimKind.END} for turn, found in by_turn.items()}
    inferred = _link_predecessors(claims, groups, mentions, ended_in_turn)
    claims = [replace(c, old=inferred[c.object], old_name=mentions[inferred[c.object]].name)
              if c.object in inferred and not c.old and c.kind in (ClaimKind.CHANGE, ClaimKind.PLAN) else c
              for c in claims]
    members: dict[str, list[Claim]] = defaultdict(list)
    for claim in claims:
        if claim.object:
            members[groups.find(claim.object)].append(claim)
        elif (target := _slot_holder(claim, slot_objects, slot_vectors)) is not None:
            members[groups.find(target)].append(claim)
    # A predecessor found by context (not joined: see _link_predecessors) lends its own statements
    # of use and ending as evidence to the timeline it starts, where the reasons often are, and a
    # return to it ("we went back to Tickly") is that slot's next change.
    lent = (ClaimKind.STATE, ClaimKind.END, ClaimKind.REVERT)
    for root, found in list(members.items()):
        olds = {c.old for c in found if c.old} - {c.object for c in found}
        members[root] += [c for c in claims if c.object in olds and c.kind in lent]
    return list(members.values())


def _alternatives_to_choices(claims: list[Claim]) -> dict[str, str]:
    """A thing only ever rejected -> the thing chosen in its stead: the one a change or plan told in
    the same session up to the rejection moves to, when there is one ("we're leaving Inkwell for
    Quarry ... Slate was the other finalist")."""
    only_rejected = ({c.object for c in claims if c.kind is ClaimKind.REJECT}
                     - {c.object for c in claims if c.kind is not ClaimKind.REJECT})
    choices: dict[str, str] = {}
    for claim in claims:
        if claim.kind is not ClaimKind.REJECT or claim.object not in only_rejected or claim.object in choices:
            continue
        told = {c.object for c in claims if c.kind in (ClaimKind.CHANGE, ClaimKind.PLAN) and c.object
                and c.session_external_id == claim.session_external_id and _order(c) <= _order(claim)}
        if len(told) == 1:
            choices[claim.object] = told.pop()
    return choices


def _slot_holder(claim: Claim, slot_objects: dict[str, list[tuple[datetime, str]]],
                 slot_vectors: dict[str, np.ndarray]) -> str | None:
    """The thing a statement that names none is about ("rolled back to the old broker"): the latest
    one said to hold a slot phrase with its head word ("the Celery broker"), else the closest one."""
    if not _informative(claim.slot):
        return None
    head = claim.slot.lower().split()[-1]
    same = [p for p in slot_objects if head in p.lower().split()]
    if not same:
        vector = slot_vectors.get(claim.slot)
        same = [p for p in slot_objects if vector is not None and p in slot_vectors
                and float(vector @ slot_vectors[p]) >= SAME_SLOT_COSINE]
    when = claim.said_at or _EPOCH
    holders = sorted(held for p in same for held in slot_objects[p] if held[0] <= when)
    return holders[-1][1] if holders else None


def _link_predecessors(claims: list[Claim], groups: _Groups, mentions: dict[str, Mentions],
                       ended_in_turn: dict[str, set[str]]) -> dict[str, str]:
    """A thing taken up without a word on what it replaced joins the slot of the thing it most
    likely replaced: named in a session where the change is told, before it, not a part of its
    name ("GitHub" in "GitHub Actions"), with the most similar context (PREDECESSOR_COSINE or
    closer); one said to end in the same turn is likelier. Nothing close enough: a new slot."""
    explicit = {c.object for c in claims if c.old} | {c.old for c in claims if c.old}
    last_held: dict[str, datetime] = {}
    for claim in claims:
        if claim.kind in (ClaimKind.STATE, ClaimKind.CHANGE) and claim.said_at:
            last_held[claim.object] = max(last_held.get(claim.object, claim.said_at), claim.said_at)
    claimed = {c.object for c in claims if c.kind in (ClaimKind.STATE, ClaimKind.CHANGE)}
    gone: dict[str, frozenset[str]] = defaultdict(frozenset)
    for claim in claims:
        if claim.kind in (ClaimKind.END, ClaimKind.REJECT):
            gone[claim.object] = gone[claim.object] | {claim.session_external_id}
    changes: dict[str, list[Claim]] = defaultdict(list)
    for claim in claims:
        if claim.kind in (ClaimKind.CHANGE, ClaimKind.PLAN) and claim.object not in explicit and claim.source != "rule":
            changes[claim.object].append(claim)
    inferred: dict[str, str] = {}
    replaced = {c.old for c in claims if c.old}
    exact = {groups.find(f"{c.source}:{c.slot}") for c in claims if c.source in ("tool", "rule") and c.slot and c.object}
    for obj, told in sorted(changes.items(), key=lambda item: min(c.said_at or _EPOCH for c in item[1])):
        own = mentions.get(obj)
        if own is None or own.context is None:
            continue
        when = min(c.effective or c.said_at or _EPOCH for c in told)
        # A thing first named with the change itself ("SQLAlchemy + Alembic") came with it.
        when = min(when, min(c.said_at or _EPOCH for c in told))
        sessions = {c.session_external_id for c in told}
        ended = set().union(*(ended_in_turn.get(c.turn_external_id, set()) for c in told))
        kept = {c.object for c in claims if c.kind is ClaimKind.STATE and c.turn_external_id in
                {t.turn_external_id for t in told}}  # "SQLModel ... Alembic stays as it is"
        scores = {}
        for key, other in mentions.items():
            if (key == obj or key in kept or other.context is None or other.place or not (other.proper or key in claimed) or not sessions & other.sessions
                    or other.first_seen is None or other.first_seen >= when or _nested(key, obj)
                    or groups.find(key) == groups.find(obj) or inferred.get(key) == obj or last_held.get(key, when) > when + timedelta(days=7)
                    ):
                continue
            if key in replaced and key not in ended:
                continue  # already what another change replaced: only again if said to end here too
            if groups.find(key) in exact:
                continue  # in a slot tools or rules name exactly: joined only by being seen in it
            late = other.sessions_after(when + LATE_MENTION, gone.get(key, frozenset()))
            scores[key] = float(own.context @ other.context) + (0.3 if key in ended else 0.0) - min(0.25, 0.05 * late)
        best = max(sorted(scores), key=lambda k: scores[k], default=None)
        if best is not None and scores[best] >= PREDECESSOR_COSINE:
            # Not joined into one group: a thing two components left ("Ionic" for the Android
            # app, then the iOS app) is the first state of both timelines.
            inferred[obj] = best
            replaced.add(best)
    return inferred


def _nested(a: str, b: str) -> bool:
    """One name is a word of the other ("github" / "github actions")."""
    return bool(re.search(rf"(?:^|\W){re.escape(a)}(?:\W|$)", b) or re.search(rf"(?:^|\W){re.escape(b)}(?:\W|$)", a))


def _timeline(claims: list[Claim], first_seen: dict[str, datetime], last_seen: dict[str, datetime],
              recaps: set[str], parted: frozenset[str] | set[str] = frozenset()) -> Timeline | None:
    """A slot's states from its claims (steps 2 and 3 of the module docstring)."""
    transitions = _transitions(claims, first_seen, last_seen, recaps)
    if not transitions:
        return None
    states: list[State] = []
    for step in transitions:
        if states and states[-1].object == step.object:
            states[-1].evidence.extend(step.evidence)
            continue
        named_first = len(states) == 1 and any(c.kind is ClaimKind.CHANGE and c.old == states[0].object
                                                for c in step.evidence)
        if (states and states[-1].valid_from is not None and step.at - states[-1].valid_from < timedelta(days=1)
                and not named_first):
            # Held for less than a day between two others: two names for one change, not a state
            # (unless it came first and the change says it replaced it).
            dropped = states.pop()
            step = replace(step, evidence=(*dropped.evidence, *step.evidence))
        if states:
            states[-1].valid_to = step.at
        states.append(State(step.object, _name(claims, step.object), step.at, evidence=list(step.evidence)))
    held = {s.object for s in states}
    rejected: dict[str, list[Claim]] = defaultdict(list)
    for claim in claims:
        if claim.kind in (ClaimKind.REJECT, ClaimKind.CANCEL) and claim.object not in held:
            rejected[claim.object].append(claim)
    for claim in claims:
        for state in states:
            if claim.object == state.object and claim not in state.evidence and claim.kind is not ClaimKind.REJECT:
                state.evidence.append(claim)
    label = _label(claims, [s.object for s in states])
    key = "|".join(sorted({c.object for c in claims if c.object})) or label
    component = next((component_of(s.object) for s in states if component_of(s.object)), "")
    if not component and any(s.object in parted for s in states):
        component = main_component(claims)  # the component that left the thing the other kept
    if component and not set(component.split()) <= set(label.split()):
        label = component if label == NO_LABEL else f"{component} {label}"
    return Timeline(key, label, component, states, dict(rejected), claims)


def _transitions(claims: list[Claim], first_seen: dict[str, datetime], last_seen: dict[str, datetime],
                 recaps: set[str]) -> list[_Transition]:
    """Dated changes of one slot in order, the first state included."""
    cancelled = {c.object for c in claims if c.kind in (ClaimKind.CANCEL, ClaimKind.REJECT)}
    steps: list[_Transition] = []
    for obj in _objects(claims):
        own = [c for c in claims if c.object == obj]
        start = _start(obj, own, claims, cancelled, last_seen.get(obj), recaps)
        if start is not None:
            steps.append(_Transition(obj, start, tuple(c for c in own if c.kind in (ClaimKind.CHANGE, ClaimKind.PLAN,
                                                                                   ClaimKind.STATE))))
    steps.sort(key=lambda s: (s.at, s.object))
    if not steps:
        steps = _kept_by_cancelling(claims, first_seen, cancelled)
    if steps and all(c.kind is ClaimKind.STATE for c in steps[0].evidence):
        # A first state known only from use was in place when it was first named.
        steps[0] = replace(steps[0], at=min(steps[0].at, first_seen.get(steps[0].object, steps[0].at)))
    firsts = [c.old for c in claims if c.old and c.old not in {s.object for s in steps}]
    if steps and firsts:
        old = min(firsts, key=lambda k: (first_seen.get(k) or _EPOCH + timedelta(days=365 * 100), k))
        seen = first_seen.get(old) or min((c.said_at for c in claims if c.old == old and c.said_at), default=None)
        steps[0] = _after_same_day_predecessor(steps[0], old, seen)
        if seen is not None and seen < steps[0].at:
            evidence = tuple(c for c in claims if c.old == old)
            steps.insert(0, _Transition(old, seen, evidence))
    elif steps:
        steps[:0] = _held_before(steps[0], claims, first_seen, cancelled)
    return _with_reverts(steps, claims)


def _kept_by_cancelling(claims: list[Claim], first_seen: dict[str, datetime], cancelled: set[str],
                        ) -> list[_Transition]:
    """A slot whose only change was called off keeps what the change would have replaced, from
    its first mention, when it is said to stay after the change was called off ("we're moving chat
    from Slack to Discord", then "not moving to Discord. Slack stays.")."""
    calls_off = [c.said_at for c in claims if c.kind is ClaimKind.CANCEL]
    if not calls_off:
        return []
    stays = {c.object for c in claims if c.kind is ClaimKind.STATE and c.said_at >= min(calls_off)}
    kept = defaultdict(list)
    for c in claims:
        if c.old in stays and c.object in cancelled and c.old not in cancelled:
            kept[c.old].append(c)
    starts = {k: first_seen.get(k, min(c.said_at for c in said)) for k, said in kept.items()}
    if not starts:
        return []
    old = min(starts, key=lambda k: (starts[k], k))
    return [_Transition(old, starts[old], tuple(kept[old]))]


def _held_before(first: _Transition, claims: list[Claim], first_seen: dict[str, datetime],
                 cancelled: set[str]) -> list[_Transition]:
    """What held the slot before its first change, when no change names it: the earliest thing
    said to hold it before then ("I run the helpdesk", a year before "from Monday Dana runs it")."""
    said = defaultdict(list)
    for c in claims:
        if c.kind is ClaimKind.STATE and c.said_at and c.said_at < first.at and c.object not in cancelled \
                and c.object != first.object:
            said[c.object].append(c)
    if not said:
        return []
    obj = min(said, key=lambda o: (min(c.said_at for c in said[o] if c.said_at), o))
    start = min(c.said_at for c in said[obj] if c.said_at)
    return [_Transition(obj, min(start, first_seen.get(obj, start)), tuple(said[obj]))]


def _after_same_day_predecessor(step: _Transition, old: str, seen: datetime | None) -> _Transition:
    """A change dated only by its day ("switched from Rollbar to Sentry today") that names a thing
    first seen in use later that day took effect after that mention: at the latest when told."""
    told = [c.said_at for c in step.evidence if c.old == old and c.said_at]
    if seen is None or not told or not step.at <= seen <= min(told) or seen.date() != step.at.date():
        return step
    return replace(step, at=min(told))


def _recaps(claims: list[Claim]) -> set[str]:
    """Turns that list several changes at once ("Old → new: A → B; C → D; E → F", arrows read as
    plans too): a recap of what happened before, not news of when it happened."""
    changed: dict[str, set[str]] = defaultdict(set)
    for claim in claims:
        if claim.kind is ClaimKind.CHANGE or (claim.kind is ClaimKind.PLAN and claim.old):
            changed[claim.turn_external_id].add(claim.object)
    return {turn for turn, objects in changed.items() if len(objects) >= RECAP_CHANGES}


def _start(obj: str, own: list[Claim], claims: list[Claim], cancelled: set[str],
           last_seen: datetime | None, recaps: set[str]) -> datetime | None:
    """When `obj` took the slot, from the surest sign it was in effect: a change's stated date;
    else the date a plan gave, once the thing is still talked about after it and was never called
    off; else the earliest of when a change was told and its first use (in two or more sessions).
    A recap dates a change only by a date it states, and only when no other turn tells the change."""
    corrected = sorted((c.said_at or _EPOCH, c.effective) for c in own if c.source == CORRECTION and c.effective)
    if corrected:
        return corrected[-1][1]  # the latest correction of when it happened
    changes = [c for c in own if c.kind is ClaimKind.CHANGE and c.turn_external_id not in recaps]
    plans = [c for c in own if c.kind is ClaimKind.PLAN]
    recapped = [] if changes else [c for c in own if c.kind is ClaimKind.CHANGE]
    dated = _agreed([c for c in changes + recapped if c.effective])
    # "We chose X ... the newsroom is on X since Monday": a dated use told beside the change dates it,
    # and any dated use dates a change only a recap tells.
    told_in = {c.session_external_id for c in changes + plans}
    dated = dated or [c.effective for c in own if c.kind is ClaimKind.STATE and c.effective
                      and not _month_only(c.effective) and (c.session_external_id in told_in or recapped)
                      and c.turn_external_id not in recaps]
    if dated:
        start = _refined(_earliest(dated), own)
        return start if obj in cancelled else _opened_later(start, changes, plans) or start
    told = [c.said_at for c in changes if c.said_at]
    planned = sorted(c.effective for c in plans if c.effective and (not told or c.effective <= min(told) + timedelta(days=1)))
    # A rule or a handover announced for a date applies from it: people and policies follow the calendar.
    announced = any(c.source == "rule" or c.slot.startswith(OWNER_PREFIX) for c in plans)
    if planned and obj not in cancelled and (told or announced or (last_seen is not None and last_seen > planned[-1])):
        return _as_it_turned_out(planned[-1], own, plans) or _ended_within(planned[-1], obj, claims) or planned[-1]
    uses = [c for c in own if c.kind is ClaimKind.STATE and c.source == "tool" and c.said_at]
    if len({c.session_external_id for c in uses}) >= 2 or any(held_to_lockfile(c.text) for c in uses):
        told.append(min(c.said_at for c in uses))
    stated = [c.said_at for c in own if c.kind is ClaimKind.STATE and c.said_at
              and (c.source == "rule" or c.slot.startswith(OWNER_PREFIX))]
    if stated:
        told.append(min(stated))  # a rule or an owner holds from when it is first stated
    if told:
        return min(told)
    if not plans or obj in cancelled:
        return None
    first_plan = min(p.said_at or _EPOCH for p in plans)
    ended = [c for c in claims if c.kind is ClaimKind.END and c.object != obj and c.said_at and c.said_at > first_plan]
    if ended:
        return ended[0].effective or ended[0].said_at
    # "X moves to Y" then, weeks later, "we're on Y": in effect by the time it is said to be in use
    # (unless it was in use before the plan: then the plan was about something else of it).
    used = [c.said_at for c in own if c.kind is ClaimKind.STATE and c.said_at
            and c.session_external_id not in {p.session_external_id for p in plans}]
    return min(used) if used and min(used) > first_plan else None


def _opened_later(start: datetime, changes: list[Claim], plans: list[Claim]) -> datetime | None:
    """The day the session that dates a change says the thing opens to everyone, when it is within
    the next fortnight: "I set X up yesterday. From Monday all tickets go through X" starts on
    Monday (a date months ahead is another step, such as another site moving)."""
    sessions = {c.session_external_id for c in changes if c.effective == start}
    later = [p.effective for p in plans if p.effective and start < p.effective <= start + OPENING
             and p.session_external_id in sessions]
    return min(later) if later else None


def _as_it_turned_out(planned: datetime, own: list[Claim], plans: list[Claim]) -> datetime | None:
    """The day a use told after the planned day says it began, when that is another day: "we go
    live on the 8th", then on the 24th "since Monday we're on it" (the 22nd): the plan slipped."""
    planned_in = {c.session_external_id for c in plans}
    first_told = min(c.said_at or _EPOCH for c in plans)
    told_after = sorted(c.effective for c in own if c.kind is ClaimKind.STATE and c.effective and c.said_at
                        and c.said_at >= planned and first_told < c.effective <= c.said_at and not _month_only(c.effective)
                        and c.session_external_id not in planned_in and abs(c.effective - planned) > timedelta(days=3))
    return told_after[0] if told_after else None


def _ended_within(planned: datetime, obj: str, claims: list[Claim]) -> datetime | None:
    """A move planned for a month ("next month") made the day in that month the slot's other thing
    is said to have ended ("archived the old project yesterday")."""
    return _day_in_month(planned, [c for c in claims if c.kind is ClaimKind.END and c.object != obj])


def _agreed(dating: list[Claim]) -> list[datetime]:
    """The dates changes give, or, when they give two or more days, the day most of them give
    (the one told first on a tie): a recollection months later ("from memory: the cutover was on
    the 10th") does not outweigh the day told right after it ("we cut over last Saturday")."""
    votes: dict[date, list[Claim]] = defaultdict(list)
    for c in dating:
        if c.effective and not _month_only(c.effective):
            votes[c.effective.date()].append(c)
    if len(votes) < 2:
        return [c.effective for c in dating if c.effective]
    day = max(votes, key=lambda d: (len(votes[d]), -min((c.said_at or _EPOCH).timestamp() for c in votes[d])))
    return [min(c.effective for c in votes[day] if c.effective)]


def _earliest(dates: list[datetime]) -> datetime:
    """The earliest date, where a day of a month refines a date that names only that month (held
    as the month's first day): "in May" and "on May 20" say May 20."""
    first = min(dates)
    within = [d for d in dates if d > first and (d.year, d.month) == (first.year, first.month)]
    return min(within) if _month_only(first) and within else first


def _refined(start: datetime, own: list[Claim]) -> datetime:
    """A start that names only its month, made the day a use or a plan of the thing in that month
    states: "we moved to X last month" and "X is live since Monday the 13th" say the 13th."""
    return _day_in_month(start, [c for c in own if c.kind in (ClaimKind.STATE, ClaimKind.PLAN)]) or start


def _day_in_month(month: datetime, claims: list[Claim]) -> datetime | None:
    """The earliest day the claims state within the month a date naming only its month holds."""
    if not _month_only(month):
        return None
    return min((c.effective for c in claims if c.effective and not _month_only(c.effective)
                and (c.effective.year, c.effective.month) == (month.year, month.month)), default=None)


def _month_only(moment: datetime) -> bool:
    """A date that may name only its month (held as the month's first day at midnight)."""
    return moment.day == 1 and moment.hour == 0


def _with_reverts(steps: list[_Transition], claims: list[Claim]) -> list[_Transition]:
    """Reverts inserted: at its time, the slot goes back to the state before the current one. A
    revert needs a current state to go back from ("falls back to regex" in a slot holding nothing
    is no change of it)."""
    for revert in (c for c in claims if c.kind is ClaimKind.REVERT):
        at = revert.effective or revert.said_at
        if at is None:
            continue
        before = [s for s in steps if s.at <= at and not s.revert]
        if revert.object:
            target = revert.object
        elif len(before) >= 2:
            target = before[-2].object
        else:
            continue
        if not before or before[-1].object == target:
            continue
        steps.append(_Transition(target, at, (revert,), revert=True))
    return sorted(steps, key=lambda s: (s.at, s.revert))


def _owner_timelines(claims: list[Claim], slot_vectors: dict[str, np.ndarray], first_seen: dict[str, datetime],
                     last_seen: dict[str, datetime], recaps: set[str]) -> list[Timeline]:
    """Who owned what: one timeline per owned thing (slot phrases that mean the same merge)."""
    clusters = _phrase_clusters([c.slot for c in claims], slot_vectors)
    members: dict[int, list[Claim]] = defaultdict(list)
    for claim in claims:
        members[clusters[claim.slot]].append(claim)
    timelines = []
    for group in members.values():
        # An owner said to hold the thing held it from when that was said, not from their first
        # mention; one only said to hand it over was in place as far back as they are named.
        holders = {c.object for c in group}
        timeline = _timeline(group, {k: v for k, v in first_seen.items() if k not in holders}, last_seen, recaps)
        if timeline is not None:
            timeline.key = "owner|" + timeline.label
            timelines.append(timeline)
    return timelines


def _phrase_clusters(phrases: list[str], vectors: dict[str, np.ndarray]) -> dict[str, int]:
    """Phrases numbered so that phrases at SAME_SLOT_COSINE or closer share a number (greedy, in
    sorted order, so the numbering is deterministic)."""
    distinct = sorted(set(phrases), key=lambda p: (p.lower(), p))
    heads: list[tuple[int, np.ndarray | None, str]] = []
    numbers: dict[str, int] = {}
    for phrase in distinct:
        vector = vectors.get(phrase)
        match = next((n for n, v, text in heads if text == _norm(phrase)
                      or (v is not None and vector is not None and float(v @ vector) >= SAME_SLOT_COSINE)), None)
        if match is None:
            match = len(heads)
            heads.append((match, vector, _norm(phrase)))
        numbers[phrase] = match
    return numbers


def _changes_back(claims: list[Claim]) -> list[Claim]:
    """A change that undoes an earlier one (B -> A after A -> B: a base image rolled back, a
    version bumped and returned) is a revert to A: the slot's third state, not A's first."""
    done: set[tuple[str, str]] = set()
    out = []
    for claim in claims:  # in the order said
        if claim.kind is ClaimKind.CHANGE and claim.old:
            if (claim.object, claim.old) in done:
                claim = replace(claim, kind=ClaimKind.REVERT)
            done.add((claim.old, claim.object))
        out.append(claim)
    return out


def _reverted_commits(claims: list[Claim]) -> list[Claim]:
    """A reported revert commit takes back, in each slot, the latest change up to its day whose new
    thing its message names: the slot returns to what that change replaced, and the message's own
    reading of that thing (an end of it) goes."""
    out = [c for c in claims if c.source != REVERTED_COMMIT]
    for revert in (c for c in claims if c.source == REVERTED_COMMIT):
        day = (revert.effective or revert.said_at or _EPOCH).date()
        latest: dict[tuple[str, str], Claim] = {}
        for change in claims:
            at = change.effective or change.said_at
            if (change.kind is ClaimKind.CHANGE and change.old and at and at.date() <= day
                    and _names(revert.text, change.object_name)):
                latest[change.slot, change.subject] = change
        taken = {c.object for c in latest.values()}
        out = [c for c in out if not (c.text == revert.text and c.kind is ClaimKind.END and c.object in taken)]
        out += [replace(revert, object=c.old or "", object_name=c.old_name or "", slot=c.slot, subject=c.subject)
                for c in latest.values()]
    return sorted(out, key=_order)


def _names(text: str, name: str) -> bool:
    """Whether `text` names `name` whole ("PHP 8.4" is not named by "PHP 8.45")."""
    return bool(name) and re.search(rf"(?<![\w.:/-]){re.escape(name)}(?![\w:/-]|\.\w)", text, re.I) is not None


def _with_aliases(claims: list[Claim]) -> tuple[list[Claim], dict[str, str]]:
    """Keys of one thing said two ways made one: "mongo"/"mongodb", "posthog"/"posthog-js",
    "solid_queue"/"Solid Queue", "kit"/"ChartKit" (the last part of a name written in CamelCase),
    "sirupsen/logrus"/"logrus"; and which key each spelling became."""
    names: dict[str, str] = {}
    for claim in claims:
        for key, name in ((claim.object, claim.object_name), (claim.old, claim.old_name)):
            if key and name:
                names.setdefault(key, name)
    alias = {key: target for key in names if (target := _alias_of(key, names)) != key}
    alias |= {key: target for key, target in _packages_told(claims).items() if key not in alias}
    return [replace(c, object=alias.get(c.object, c.object), old=alias.get(c.old, c.old) if c.old else None)
            for c in claims], alias


def _packages_told(claims: list[Claim]) -> dict[str, str]:
    """A package a tool call changed, keyed as the thing the same session's prose changes under
    the name inside it, in the same role: "Sentry.AspNetCore" taken out is "Sentry" where the
    session says it moved from Sentry, "symfony/postmark-mailer" put in is "Postmark" where it
    moved to Postmark (one such name, or none)."""
    told: dict[tuple[str, bool], set[str]] = defaultdict(set)
    for c in claims:
        if c.source != "tool":
            told[c.session_external_id, c.kind is not ClaimKind.END] |= {c.object} if c.object else set()
            told[c.session_external_id, False] |= {c.old} if c.old else set()
    found: dict[str, set[str]] = defaultdict(set)
    for c in claims:
        if c.source != "tool":
            continue
        for key, coming in ((c.object, c.kind is not ClaimKind.END), (c.old, False)):
            words = " ".join(w for w in re.split(r"[/.@_\-\s]+", key or "") if w)
            if key and words != key:
                found[key] |= {p for p in told[c.session_external_id, coming]
                               if p != key and re.search(rf"(?:^| ){re.escape(p)}(?: |$)", words)}
    alias = {key: next(iter(names)) for key, names in found.items() if len(names) == 1}
    # What the package was swapped for is what the prose says that thing was swapped for.
    successors: dict[tuple[str, str], set[str]] = defaultdict(set)
    for c in claims:
        if c.source != "tool" and c.old and c.object and c.kind in (ClaimKind.CHANGE, ClaimKind.PLAN):
            successors[c.session_external_id, c.old].add(c.object)
    for c in claims:
        new = successors.get((c.session_external_id, alias.get(c.old or "", "")), set())
        if c.source == "tool" and c.kind is ClaimKind.CHANGE and c.object not in alias and len(new) == 1:
            alias[c.object] = next(iter(new))
    return alias


def _merged(mentions: dict[str, Mentions], aliases: dict[str, str]) -> dict[str, Mentions]:
    """Where a thing was named, over all its spellings: the first and last time any was said."""
    merged = dict(mentions)
    for key, target in aliases.items():
        if key not in mentions:
            continue
        other, own = mentions[key], merged.get(target)
        merged[target] = other if own is None else replace(
            own, first_seen=min(filter(None, (own.first_seen, other.first_seen)), default=None),
            last_seen=max(filter(None, (own.last_seen, other.last_seen)), default=None),
            sessions=own.sessions | other.sessions, said=tuple(sorted({*own.said, *other.said})))
    return merged


_EXTENSION = re.compile(r"(?:db|js|-js|\.js|s)")


def _alias_of(key: str, names: dict[str, str]) -> str:
    """The key `key` is another spelling of, else itself: also a package path's last part
    ("sirupsen/logrus" / "logrus") and a package name's words ("solid_queue" / "solid queue")."""
    spaced = re.sub(r"[_-]", " ", key)
    if spaced != key and spaced in names:
        return spaced  # a package's name ("solid_queue") for the words people say ("Solid Queue")
    for other in sorted(names, key=lambda k: (len(k), k)):
        if other == key:
            continue
        if not key.startswith("@") and "/" in key and len(other) >= 3 and key.rsplit("/", 1)[-1] == other:
            return other
        if len(other) >= 4 and key.startswith(other) and _EXTENSION.fullmatch(key[len(other):]):
            return other
        camel = re.findall(r"[A-Z][a-z]+", names[other])
        if len(camel) >= 2 and len(key) >= 4 and camel[-1].lower() == key:
            return other
        if _one_word_longer(key, other, names):
            return other
    return key


def _one_word_longer(key: str, other: str, names: dict[str, str]) -> bool:
    """ "Fieldworks" said for "Fieldworks AMS", "Tally" for "Tally Historian": a proper name and the
    same name with one more word, neither of them a known technology (so "Microsoft Teams" keeps
    its own key)."""
    return (other.startswith(key + " ") and other.count(" ") == key.count(" ") + 1 and names[key][:1].isupper()
            and technology(key) is None and technology(other) is None)


def _objects(claims: list[Claim]) -> list[str]:
    seen: dict[str, None] = {}
    for claim in claims:
        if claim.object and claim.kind is not ClaimKind.REJECT:
            seen.setdefault(claim.object, None)
    return list(seen)


def _informative(slot: str) -> bool:
    """A slot phrase that says what a state is of, not a stray word ("deleted", "Second", "25th",
    "everyone", "except", "said")."""
    words = [w for w in slot.split() if not re.fullmatch(r"\w+(?:ed|ly)|\d+(?:st|nd|rd|th)?|[A-Z][a-z]\w*|\W+", w)
             and w.lower() not in _NOT_ROLES]
    return bool(words)


# Words of grammar no slot is named by: function words, indefinite pronouns, quantifiers,
# prepositions, reporting verbs.
_NOT_ROLES = FUNCTION_WORDS | frozenset("""everyone everybody everything someone somebody something anyone anybody
anything nobody none nothing same other another most whole such except despite during per within across among
between against toward towards upon beyond said says say wrote writes told tells asked asks""".split())


def _label(claims: list[Claim], held: list[str]) -> str:
    """The slot's name: its most often said informative phrase (ties: shortest, then alphabetical),
    or, for a phrase said only once, the role all the things it `held` have in the gazetteer. Phrases of
    statements that something ended ("Trackr becomes read-only") say how it ended, not what it was
    for: they count only when nothing else names the slot; those of rejected alternatives ("the
    other option") never do."""
    counts: dict[str, int] = defaultdict(int)
    named = [c for c in claims if _informative(c.slot) and c.kind is not ClaimKind.REJECT]
    for claim in [c for c in named if c.kind is not ClaimKind.END] or named:
        counts[_norm(claim.slot)] += 1
    said = min(counts, key=lambda p: (-counts[p], len(p), p)) if counts else NO_LABEL
    if counts and (counts[said] >= 2 or said in {_norm(c.slot) for c in named if c.source in ("tool", "rule")}):
        return said  # said twice, or named by a file's or a rule's grammar ("go version")
    # Said once in prose ("63 reminders", "natural"): the role the gazetteer gives every thing of
    # the slot, when it gives them all one ("email", "test runner"); said nowhere: the one role it
    # gives those it knows.
    kinds = {thing_kind(k) for k in held}
    known = kinds - {None}
    if len(known) == 1 and (None not in kinds or said == NO_LABEL):
        return next(iter(known)).replace("_", " ")
    return said


def _name(claims: list[Claim], key: str) -> str:
    """How the thing is called: as the statement that changed to it says, else as most often said."""
    told = [c.object_name for c in sorted(claims, key=lambda c: c.source == "tool")
            if c.object == key and c.kind in (ClaimKind.CHANGE, ClaimKind.PLAN) and c.object_name]
    if told:
        return told[0]
    spoken = [(c.object_name if c.object == key else c.old_name or "", c.source)
              for c in claims if key in (c.object, c.old)]
    # As the prose calls it when it does: "Sentry", not the package "Sentry.AspNetCore".
    names = [n for n, source in spoken if n and source != "tool"] or [n for n, _ in spoken if n]
    return max(set(names), key=lambda n: (names.count(n), n)) if names else key


def _norm(phrase: str) -> str:
    return " ".join(w for w in phrase.lower().split() if w not in ("the", "our", "a", "an"))


def _order(claim: Claim) -> tuple[datetime, str, str, str]:
    return (claim.said_at or _EPOCH, claim.turn_external_id, claim.kind.value, claim.object)
