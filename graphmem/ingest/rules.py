"""Team rules as claims: how code is reviewed, when deploys are frozen, how often releases ship.

A rule is a state of its own slot like a tool is ("code review rule: two approvals for billing/"),
so a new rule replaces the old one in a timeline. Rules are recognised by the shape of the
sentence that states one, not by what the team's rules happen to say:

- a number of approvals a change needs ("needs two approvals", "one approval plus green CI");
- what may not be deployed when ("no deploys on Fridays", "we freeze deploys on the last two
  business days", "the month-end freeze");
- how often something ships ("we ship the apps every four weeks", "from every four weeks to every
  two weeks");
- when any other recurring thing happens, once a sentence says it changes (ingest/schedules.py).

The statement is a change when it says so ("from today", "new rule", "instead", "from <date>"),
a plan when its date lies ahead, else a rule in place.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from graphmem.ingest.schedules import schedule_claims
from graphmem.model import Claim, ClaimKind, TurnRecord
from graphmem.text.dates import find_dates
from graphmem.text.sentences import split_sentences

_NUMBER = r"(?:one|two|three|four|five|six|\d+)"
_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("code review rule", re.compile(
        rf"(?P<rule>(?:every|each|all|any)?\s*(?:PRs?|pull\s+requests?|changes?|merges?)?[^.;:]{{0,80}}?"
        rf"\b(?:needs?|requires?|must\s+(?:have|get))\s+{_NUMBER}\s+approvals?\b[^.;]{{0,60}}"
        rf"|\b{_NUMBER}\s+approvals?\b(?:\s+(?:plus|and|from|for|on)\s+[^.;]{{0,60}})?)", re.I)),
    ("deploy rule", re.compile(
        r"(?P<rule>\bno[\s-]+(?:production[\s-]+)?(?:deploys?|deployments?|releases?|merges?)[\s-]+on[\s-]+"
        r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|holidays?)\b"
        r"|\b(?:freeze|frozen)\s+(?:production\s+)?(?:deploys?|deployments?|releases?)\b[^.;]{0,80}"
        r"|\b(?:deploys?|deployments?|releases?)\s+(?:are\s+)?frozen\b[^.;]{0,80}"
        r"|\b[\w-]+[\s-](?:end|start)\s+freeze\b)", re.I)),
    ("release cadence", re.compile(rf"(?P<rule>\bevery\s+(?:other\s+|{_NUMBER}\s+)?(?:weeks?|months?|sprints?|days?"
                                   r"|(?:mon|tues|wednes|thurs|fri)days?)\b|\b(?:bi-?weekly|fortnightly|weekly|monthly"
                                   r"|daily|quarterly)\b)", re.I)),
]
# A cadence is a rule only in a sentence about shipping ("we ship the apps every four weeks").
# The other rules' patterns cannot match without their key word, and are slow to try at every
# position of a sentence: a sentence without it is not searched.
_CONTEXT = {"release cadence": re.compile(r"\b(?:ship|release|deploy|train)\w*", re.I),
            "code review rule": re.compile(r"approval", re.I),
            "deploy rule": re.compile(r"deploy|release|merge|freez|frozen", re.I)}
_CHANGE = re.compile(r"\b(?:from\s+(?:today|now|monday|tuesday|wednesday|thursday|friday|\w+\s+\d+)|starting|new\s+rule"
                     r"|instead|from\s+every|go(?:es)?\s+from)", re.I)
_GONE = re.compile(r"\b(?:is|are|was|were)\s+(?:now\s+)?(?:gone|dropped|removed|over)\b|\bno\s+longer\b", re.I)
_CALLED_OFF = re.compile(r"\b(?:cancel+ed|called\s+off|scrapped|not\s+going|after\s+all|is\s+off|stays?)\b", re.I)
# Cadences said many ways, one interval each.
_INTERVALS = [("every 2 weeks", r"\bevery\s+(?:other|2)\s+\w+|\bbi-?weekly|\bfortnight"),
              ("every week", r"\bevery\s+(?:week|(?:mon|tues|wednes|thurs|fri)day)\b|\bweekly"),
              ("every month", r"\bevery\s+month|\bmonthly"), ("every day", r"\bevery\s+day|\bdaily"),
              ("every quarter", r"\bevery\s+quarter|\bquarterly")]
_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6"}
_HYPOTHETICAL = re.compile(r"\b(?:can\s+we|could|would|should|if|whether|options?|propos\w*|suggest\w*|idea|consider\w*)\b",
                           re.I)


def rule_claims(turn: TurnRecord) -> list[Claim]:
    """Rules a turn's prose states, in text order."""
    if not turn.text:
        return []
    now = turn.at
    found: list[Claim] = []
    for sentence in split_sentences(turn.text):
        if sentence.rstrip().endswith("?"):
            continue
        cadence = False
        for slot, pattern in _RULES:
            if slot in _CONTEXT and not _CONTEXT[slot].search(sentence):
                continue
            # The last rule a sentence states is the one in force ("from every four weeks to every two").
            stated = [m for m in pattern.finditer(sentence) if not _HYPOTHETICAL.search(sentence[:m.end()])
                      and len(m.group(0).strip()) >= 6]
            if stated:
                claim = _claim(turn, slot, stated[-1], sentence, now)
                earlier = next((c.effective for c in reversed(found) if c.slot == slot and c.effective), None)
                if claim.kind is ClaimKind.CHANGE and claim.effective is None and earlier is not None:
                    # "From December 1 the Friday rule is gone. Instead we freeze deploys...": one date.
                    claim = replace(claim, kind=ClaimKind.PLAN, effective=earlier)
                found.append(claim)
                cadence = cadence or slot == "release cadence"
        if not cadence:  # a release cadence is the sentence's schedule already
            found += schedule_claims(turn, sentence)
    return found


def rule_key(slot: str, rule: str) -> str:
    """The rule's identity, its wording aside: "2 approvals", "no deploys on friday", "every 2 weeks"."""
    words = [_NUMBERS.get(w, w) for w in re.findall(r"[a-z0-9]+", rule.lower())]
    if slot == "code review rule":
        count = next((w for w in words if w.isdigit()), "?")
        return f"rule: {count} approvals"
    if slot == "release cadence":
        text = " ".join(words)
        interval = next((name for name, pattern in _INTERVALS if re.search(pattern, text)), None)
        return "rule: " + (interval or " ".join(words[words.index("every"):][:3] if "every" in words else words))
    if "no" in words and "on" in words:
        return "rule: no deploys on " + words[words.index("on") + 1].rstrip("s")
    period = next((w.rstrip("s") for w in words if w.rstrip("s") in ("month", "week", "quarter", "year", "sprint")), "")
    return f"rule: {period} freeze".replace("  ", " ")


def _rule_name(slot: str, rule: str) -> str:
    """The rule as a short name: the approvals and their scope, the freeze, the cadence."""
    if slot == "code review rule":
        found = re.search(rf"{_NUMBER}\s+approvals?\b.*", rule, re.I)
        return found.group(0) if found else rule
    return rule


def _claim(turn: TurnRecord, slot: str, match: re.Match[str], sentence: str, now: datetime | None) -> Claim:
    rule = " ".join(next(v for v in match.groupdict().values() if v).split()).strip(" ,:")
    # "every other Thursday" names a day of the rule, not the day it starts.
    dates = [d for d in find_dates(sentence, now) if d.end <= match.start() or d.start >= match.end()]
    ahead = [d for d in dates if now is not None and d.value > now + timedelta(hours=12)]
    changing = _CHANGE.search(sentence)
    if re.search(r"\bnot\b|n['’]t\b|\bcancel", sentence, re.I) and _CALLED_OFF.search(sentence):
        kind, effective = ClaimKind.CANCEL, None  # "we're NOT going weekly after all"
    elif _GONE.search(sentence):
        kind, effective = ClaimKind.END, (ahead[0].value if ahead else None)
    elif ahead and changing:
        kind, effective = ClaimKind.PLAN, ahead[0].value
    elif changing:
        kind, effective = ClaimKind.CHANGE, next((d.value for d in dates if d.to_the_day), None)
    else:
        kind, effective = ClaimKind.STATE, None
    return Claim(kind=kind, object=rule_key(slot, rule), object_name=_rule_name(slot, rule), slot=slot, subject="", said_at=now,
                 effective=effective, confidence=0.6, text=sentence[:400], turn_external_id=turn.external_id,
                 session_external_id=turn.session_external_id, source="rule")
