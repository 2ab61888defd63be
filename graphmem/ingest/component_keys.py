"""Timelines kept apart per component where two parts of a project part ways on one thing.

"API tests moved from Testa to Testb" while "the mobile app stays on Testa": one thing, two
states. Claims name their component (text/components.py, a tool call's folder); a component said
to keep a thing when or after another left it has its claims about that thing, and about what its
own changes connect to it, keyed "<thing> @<component>", so ingest/timelines.py builds its timeline
apart and one component's change does not end the other's state.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from datetime import datetime, timezone

from graphmem.model import Claim, ClaimKind
from graphmem.text.components import compatible

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def thing_of(key: str) -> str:
    """The thing a timeline's state key stands for ("testa @mobile app" -> "testa")."""
    return key.split(_COMPONENT_SEP, 1)[0]


def component_of(key: str) -> str:
    """The component a state key is kept apart for ("testa @mobile app" -> "mobile app"), or ""."""
    return key.split(_COMPONENT_SEP, 1)[1] if _COMPONENT_SEP in key else ""


_COMPONENT_SEP = " @"


def key_by_component(claims: list[Claim], recaps: set[str]) -> list[Claim]:
    """Claims with a thing that two components parted ways on keyed apart per component.

    When one component leaves a thing ("API tests moved from Testa to Testb") while another is
    said to hold it ("the mobile app stays on Testa"), the thing is two states: the other
    component's claims about it, and about what it later moves to, are keyed "testa @mobile app",
    so one component's change does not end the other's state. A claim that names no component
    takes the one the other claims of its sentence name, but in a recap (`recaps`: its turns).
    """
    claims = _turn_subjects(claims, recaps)
    parted = _parted(claims)
    if not parted:
        return claims
    keyed = []
    for claim in claims:
        component = next((b for b in parted if claim.subject and compatible(claim.subject, b)), None)
        if component is None:
            keyed.append(claim)
            continue
        things = parted[component]
        old = claim.old or (_ended_in_turn(claims, claim, things) if claim.kind in (
            ClaimKind.CHANGE, ClaimKind.PLAN) and claim.object in things else None)
        keyed.append(replace(
            claim, object=f"{claim.object}{_COMPONENT_SEP}{component}" if claim.object in things else claim.object,
            old=f"{old}{_COMPONENT_SEP}{component}" if old in things else old))
    return keyed


def _ended_in_turn(claims: list[Claim], change: Claim, things: set[str]) -> str | None:
    """What a component's change replaced when it does not say: the thing of the component its
    turn says ended ("moved the pipeline to GitLab CI ... disabled the old Jenkins job")."""
    return next((c.object for c in claims if c.turn_external_id == change.turn_external_id
                 and c.kind is ClaimKind.END and c.object in things and c.object != change.object), None)


def _turn_subjects(claims: list[Claim], recaps: set[str]) -> list[Claim]:
    """A claim naming no component takes the one the other claims of its sentence agree on, if
    any (not in a recap, whose lines are about many things)."""
    named: dict[tuple[str, str], set[str]] = defaultdict(set)
    for claim in claims:
        if claim.subject and claim.turn_external_id not in recaps:
            named[(claim.turn_external_id, claim.text)].add(claim.subject)
    out = []
    for claim in claims:
        subjects = named.get((claim.turn_external_id, claim.text), set())
        widest = max(subjects, key=lambda s: (len(s.split()), s), default="")
        if not claim.subject and subjects and all(compatible(s, widest) for s in subjects):
            claim = replace(claim, subject=widest)
        out.append(claim)
    return out


def _parted(claims: list[Claim]) -> dict[str, set[str]]:
    """Per component said to keep a thing when or after another component left it, the things
    its timeline holds: that thing, then what its own changes connect to it."""
    away: list[tuple[str, str, datetime]] = []
    for claim in claims:
        left = claim.object if claim.kind is ClaimKind.END else claim.old if claim.kind in (
            ClaimKind.CHANGE, ClaimKind.PLAN) else None
        if left and claim.subject:
            away.append((claim.subject, left, claim.said_at or _EPOCH))
    held = [(c.subject, c.object, c.said_at or _EPOCH) for c in claims if c.subject and c.object
            and c.kind in (ClaimKind.STATE, ClaimKind.CHANGE, ClaimKind.REVERT)]
    parted: dict[str, set[str]] = {}
    for subject, thing, at in away:
        for other, kept, said in held:
            if kept != thing or said < at or compatible(subject, other):
                continue
            if any(t == thing and a <= at and compatible(s, other) for s, t, a in away):
                continue  # the other component left it too, not later than this one
            component = next((b for b in parted if compatible(b, other)), other)
            parted.setdefault(component, set()).add(thing)
    for component, things in parted.items():
        own = [c for c in claims if c.subject and compatible(c.subject, component)]
        grown = True
        while grown:
            ended = {c.turn_external_id for c in own if c.kind is ClaimKind.END and c.object in things}
            linked = {k for c in own if c.object and (c.old in things or c.object in things
                                                      or not c.old and c.turn_external_id in ended
                                                      and c.kind in (ClaimKind.CHANGE, ClaimKind.PLAN))
                      for k in (c.old, c.object) if k}
            grown = not linked <= things
            things |= linked
    return parted


def main_component(claims: list[Claim]) -> str:
    """The component every statement of a timeline that names one agrees with, if two or more name it."""
    named = [name for c in claims for name in c.subject.split(", ") if name]
    best = max(sorted(set(named)), key=named.count, default="")
    return best if named.count(best) >= 2 and all(compatible(best, c.subject) for c in claims if c.subject) else ""
