"""When a recurring thing happens, and when that changes: meetings, windows, handovers, syncs.

"The review board will meet every other Wednesday instead of monthly, starting Wednesday 3
April", "the weekly Friday sync becomes fortnightly, on Tuesdays at 11:00, starting March 5",
"from next Monday, backups run on Mondays 22:00 instead of Saturdays": a schedule is
the state of its activity's slot, so a new one replaces the old. A change is told by a start
("from", "starting"), by "instead of", "becomes", "moves to", "back to"; a schedule told as it is
("the maintenance window is Saturdays 01:00-05:00") only says what held before such a change, never
a rule of its own ("I check it every day").
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from graphmem.model import Claim, ClaimKind, TurnRecord
from graphmem.text.dates import START_PREFIXES, find_dates

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_RECURRENCE = re.compile(
    rf"\bevery\s+(?:other\s+|second\s+|two\s+|three\s+|four\s+|\d+\s+)?(?:day|week|month|quarter|weekday|{_DAY})s?\b"
    rf"|\b(?:bi-?weekly|fortnightly|weekly|monthly|daily|nightly|quarterly)\b"
    rf"|\b(?:the\s+)?(?:first|second|third|fourth|last)\s+{_DAY}\s+of\s+(?:the|each|every)\s+month\b"
    rf"|\b{_DAY}s(?:\s+and\s+{_DAY}s)?(?:\s+(?:at|from)\s+\d{{1,2}}[:.]\d\d)?\b", re.I)
# What says the schedule changes, and where the new one is told relative to it.
_CHANGED = re.compile(r"\binstead\b|\bbecomes?\b|\bmoves?\s+to\b|\bback\s+to\b|\bis\s+replaced\s+by\b|\bno\s+more\b", re.I)
_INSTEAD = re.compile(r"\binstead\s+of\b", re.I)
_NEW_AFTER = re.compile(r"\bbecomes?\b|\bmoves?\s+to\b|\bback\s+to\b|\bis\s+replaced\s+by\b|\bfrom\s+\S+\s+to\b", re.I)
# The activity: the noun phrase the schedule is of ("the review board will meet ...",
# "patching is on Mondays", "the weekly Friday ops sync becomes ...").
_ACTIVITY = re.compile(r"\b(?:the|our)\s+(?P<what>[\w/:.-]+(?:\s+[\w/:.-]+){0,4}?)\s+(?:will\s+)?(?:meet|meets|becomes?|moves?"
                       r"|goes|go|is|are|runs?|happens?)\b"
                       r"|(?:^|[,:;]\s*)(?P<bare>[a-z][\w/-]+(?:\s+[\w/-]+)?)\s+(?:is|are)\s+(?:now\s+)?on\b", re.I)
# Words of when, not of what: "the weekly Friday 09:00 sync" is the sync.
_TIME_WORD = re.compile(rf"{_DAY}|\d{{1,2}}[:.]\d\d|weekly|monthly|daily|fortnightly|nightly", re.I)
_HYPOTHETICAL = re.compile(r"\b(?:can\s+we|could|would|should|if|whether|propos\w*|suggest\w*|like\s+the)\b|\?\s*$",
                           re.I)


def schedule_claims(turn: TurnRecord, sentence: str) -> list[Claim]:
    """The schedule change a sentence states, if any (one claim)."""
    found = list(_RECURRENCE.finditer(sentence))
    if not found or _HYPOTHETICAL.search(sentence):
        return []
    new, old = _new_and_old(sentence, found)
    activity = _activity(sentence, new)
    if not activity:
        return []
    now = turn.at
    dates = [d for d in find_dates(sentence, now) if not any(d.start < m.end() and m.start() < d.end for m in found)]
    dates = sorted(dates, key=lambda d: d.prefix not in START_PREFIXES)  # "starting March 5" over "the Friday sync"
    if not _CHANGED.search(sentence) and not (dates and dates[0].prefix in START_PREFIXES):
        # A schedule told as it is: what held before a change names none (ingest/timelines.py), no rule alone.
        return [_claim(turn, f"{activity} schedule", new, None, ClaimKind.STATE, None, sentence, now, source="text")]
    ahead = [d for d in dates if now is not None and d.value > now + timedelta(hours=12)]
    kind, effective = (ClaimKind.PLAN, ahead[0].value) if ahead else (
        ClaimKind.CHANGE, next((d.value for d in dates if d.to_the_day), None))
    return [_claim(turn, f"{activity} schedule", new, old, kind, effective, sentence, now)]


def _new_and_old(sentence: str, found: list[re.Match[str]]) -> tuple[str, str | None]:
    """The schedule in force after the change and the one before, as said."""
    instead = _INSTEAD.search(sentence)
    if instead:
        before = [m for m in found if m.end() <= instead.start()]
        after = [m for m in found if m.start() >= instead.end()]
        if before:
            return before[-1].group(0), after[0].group(0) if after else None
    marker = _NEW_AFTER.search(sentence)
    if marker:
        after = [m for m in found if m.start() >= marker.end()]
        before = [m for m in found if m.end() <= marker.start()]
        if after:
            return after[0].group(0), before[-1].group(0) if before else None
    return found[-1].group(0), None


def _activity(sentence: str, new: str) -> str:
    """What the schedule is of, without the schedule's own words."""
    for m in _ACTIVITY.finditer(sentence):
        phrase = m.group("what") or m.group("bare")
        words = [w for w in phrase.split() if not _RECURRENCE.fullmatch(w) and not _TIME_WORD.fullmatch(w)]
        if words and new.lower() not in phrase.lower():
            return " ".join(words).lower()
    return ""


def _claim(turn: TurnRecord, slot: str, new: str, old: str | None, kind: ClaimKind, effective: datetime | None,
           sentence: str, now: datetime | None, source: str = "rule") -> Claim:
    return Claim(kind=kind, object=_key(new), object_name=new, slot=slot, subject="", said_at=now, effective=effective,
                 confidence=0.6, text=sentence[:400], turn_external_id=turn.external_id,
                 session_external_id=turn.session_external_id, old=_key(old) if old else None, old_name=old,
                 source=source)


def _key(schedule: str) -> str:
    """One key per schedule however it is spelled: "fortnightly" and "every other Thursday" stay
    apart (the day is part of it), case and spacing do not."""
    return "schedule: " + " ".join(schedule.lower().split())
