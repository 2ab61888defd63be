"""Dates in text, resolved against the time the text was written: the one place graphmem reads dates.

Recognition is a grammar of English time expressions (ISO dates, "14 September 2024", "Sep 14",
"mid-June", "last Thursday", "Wednesday last week", "a week on Monday", "since Monday", "from Monday
the 12th", "the first Monday of February", "the first of July", "on the 3rd", "two weeks ago",
"yesterday"); the calendar arithmetic is dateutil's (relativedelta with weekday offsets). A
reference that could point either way ("on Monday", "September 14", "the 3rd") follows the tense
of its clause: "shipped on the 3rd" looks back, "goes live on Monday" forward. Impossible dates
("2024-02-30") are not dates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from enum import Enum

from dateutil.relativedelta import FR, MO, SA, SU, TH, TU, WE, relativedelta

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY_OFFSETS = (MO, TU, WE, TH, FR, SA, SU)
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_DAY_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
              "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
              "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth",
              "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth",
              "thirty-first")
# "the first of July", "the twenty-third of May": a day spelled out, only before "of" and a month.
_DAY_WORD = "(?:" + "|".join(w.replace("-", "[- ]?") for w in _DAY_WORDS) + ")"
_YEAR = r"(?:19|20)\d\d"
_PART = r"(?:early|mid|late|(?:the\s+)?(?:end|beginning|start|middle)\s+of)"
_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple of": 2, "a couple of": 2,
           "few": 3, "a few": 3}
_COUNT = r"(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a\s+)?couple\s+of|(?:a\s+)?few)"
_PREFIX = (r"(?:(?P<prefix>since|from|until|till|by|on|back\s+in|in|for|as\s+of|starting(?:\s+on)?|effective|before|after"
           r"|through)\s+)?")

_PATTERNS = [
    ("iso", rf"\b(?:(?P<wd>{_WEEKDAY}),?\s+)?(?P<y>{_YEAR})-(?P<m>\d\d)-(?P<d>\d\d)\b"),  # "Saturday 2026-01-17": one day
    ("ordinal_weekday", rf"\b(?:the\s+)?(?P<ord>first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(?:[a-z]+\s+)?(?P<wd>{_WEEKDAY})"
                        rf"\s+(?:of|in)\s+(?:(?P<mon>{_MONTH})(?:,?\s+(?P<y>{_YEAR}))?|(?P<rel>last|this|next)\s+month)\b"),
    # "Friday the 20th we drop", "Monday 19th": a day with its ordinal suffix may run on into the
    # sentence; a bare number may not ("on Monday 3 people left").
    ("weekday_day", rf"\b(?:(?P<rel>last|this|next|coming)\s+)?(?P<wd>{_WEEKDAY}),?\s+(?:the\s+)?(?P<d>{_DAY})\b"
                    rf"(?!\s*(?:{_MONTH}|%|[:.]\d))(?:(?<=[a-z]{{2}})|(?!\s*\w))"),
    ("month_then_day", rf"\b(?:in\s+)?(?P<mon>{_MONTH}),?\s+on\s+the\s+(?P<d>{_DAY})\b"),
    ("month_day", rf"\b(?:(?P<wd>{_WEEKDAY}),?\s+)?(?P<mon>{_MONTH})\s+(?:the\s+)?(?P<d>{_DAY})\b(?![:.]\d)"
                  rf"(?:,?\s+(?P<y>{_YEAR}))?"),
    ("day_month", rf"\b(?:(?P<wd>{_WEEKDAY}),?\s+)?(?:the\s+)?(?:(?P<d>{_DAY})\s+(?:of\s+)?|(?P<dw>{_DAY_WORD})\s+of\s+)(?P<mon>{_MONTH})"
                  rf"(?:,?\s+(?P<y>{_YEAR}))?\b"),
    ("month_year", rf"\b(?:(?P<part>{_PART})[\s-]+)?(?P<mon>{_MONTH})\s+(?P<y>{_YEAR})\b"),
    # "the first of last month", "the 15th of next month"; "May last year", "in March this year".
    ("day_of_month", rf"\b(?:the\s+)?(?P<d>first|{_DAY})\s+of\s+(?P<rel>last|this|next)\s+month\b"),
    ("month_of_year", rf"\b(?:(?P<part>{_PART})[\s-]+(?:of\s+)?)?(?P<mon>{_MONTH})\s+(?:of\s+)?(?P<rel>last|this|next)\s+year\b"),
    ("quarter", rf"\bq(?P<q>[1-4])\s+(?P<y>{_YEAR})\b"),
    ("weekday_of_week", rf"\b(?:(?P<wd>{_WEEKDAY})\s+(?:of\s+)?(?P<rel>last|next|this)\s+week"
                        rf"|(?P<rel2>last|next)\s+week(?:['’]s)?\s+(?P<wd2>{_WEEKDAY}))\b"),
    ("ago", rf"\b(?P<n>{_COUNT})\s+(?P<unit>day|week|fortnight|month|year)s?\s+ago\b"),
    ("in_n", rf"\bin\s+(?P<n>{_COUNT})\s+(?P<unit>day|week|fortnight|month|year)s?(?!\s+ago)\b"),
    ("last_unit", r"\b(?:(?P<part>(?:the\s+)?(?:end|beginning|start|middle)\s+of)\s+)?"
                  r"(?P<rel>last|past|previous|this|next|coming|the)\s+(?P<unit>week|weekend|month|year|quarter)\b"),
    # "a week on Monday" and "Monday week" (the Monday after next), "a week last Monday" and "the
    # Monday before last" (the one before last Monday), "this Monday just gone".
    ("weekday_week", rf"\b(?:a\s+week\s+(?:on|from)\s+(?P<ahead>{_WEEKDAY})|(?P<ahead2>{_WEEKDAY})\s+week(?!\w)"
                     rf"|a\s+week\s+last\s+(?P<before2>{_WEEKDAY})|(?:the\s+)?(?P<before>{_WEEKDAY})\s+before\s+last"
                     rf"|(?:this\s+|last\s+)?(?P<gone>{_WEEKDAY})\s+just\s+gone)\b"),
    ("weekday", rf"\b(?:(?P<rel>last|this|next|coming)\s+)?(?P<wd>{_WEEKDAY})(?P<poss>['’]s)?"
                r"(?:\s+(?:morning|afternoon|evening|night))?\b(?![.@/-]\w)"),  # not "monday.com"
    ("day_only", rf"\b(?:on|since|from|until|by)\s+the\s+(?P<d>{_DAY})\b(?!\s+(?:of\s+)?{_MONTH})"),
    ("month", rf"(?:(?P<part>{_PART})[\s-]+(?:of\s+)?)?\b(?P<mon>{_MONTH})(?!\s*\d)\b"),
    ("year", rf"\b(?:in|since|during|until|by)\s+(?P<y>{_YEAR})\b"),
    ("named", r"\b(?P<named>the\s+day\s+before\s+yesterday|yesterday|today|tonight|tomorrow|this\s+morning"
              r"|this\s+afternoon|this\s+evening|earlier\s+today|last\s+night|right\s+now)\b"),
]
_DATE = re.compile(r"(?:\b" + _PREFIX + r")?(?:" + "|".join(
    f"(?P<{name}>{pattern.replace('(?P<', f'(?P<{name}_')})" for name, pattern in _PATTERNS) + ")", re.I)
# What every pattern above needs somewhere: a digit, a month or a unit of time starting a word, a
# weekday, a named day or part of one. _DATE tries all its patterns at every position of a text,
# so a text without any of these (most sentences) is not scanned with it: the same result, sooner.
_ANCHOR = re.compile(rf"\d|\b(?:{_MONTH}|day|week|fortnight|month|year|quarter|night)|{_WEEKDAY}|yesterday|today|tonight"
                     r"|tomorrow|morning|afternoon|evening|right\s+now", re.I)

# A bare month word is a date only where a preposition makes it one ("in May", "since March"),
# never "may" the verb or "march" the noun.
_MONTH_NEEDS = frozenset({"since", "from", "until", "till", "by", "in", "back in", "for", "as of", "starting",
                          "through", "before", "after"})

# Month names that are also English verbs count only when capitalised ("we may", "march on").
_VERB_MONTHS = frozenset({"may", "march"})
# How much nearer a future date must be than a past one to be chosen when the tense does not say.
PAST_BIAS = 3.0
_FUTURE = re.compile(
    r"\b(?:will|won['’]t|shall|going\s+to|gonna|plan(?:s|ned)?\s+(?:to|for)|about\s+to|aim(?:s|ing)?\s+(?:for|to)|target\w*"
    r"|scheduled|due|start(?:s|ing)|begins|from\s+now|next|tomorrow|upcoming|coming|is\s+happening|are\s+doing)\b"
    r"|\w['’]ll\b",
    re.I)
_PAST = re.compile(  # not a participle made an adjective by a hyphen ("self-hosted")
    r"(?<!-)\b(?:was|were|did|had|went|got|came|ran|took|made|left|began|shipped|moved|switched|migrated|merged|finished"
    rf"|landed|happened|since(?!\s+(?:it|it['’]s|we|we['’]re|you|they|they['’]re|i|i['’]m|this|that|there)\b)|ago"
    rf"|last\s+(?:week|month|year|night|time|sprint|quarter|weekend|{_WEEKDAY})|yesterday"
    r"|already|earlier|\w{3,}ed)\b", re.I)


# The prepositions that say a date is when something starts ("from Monday", "as of May").
START_PREFIXES = frozenset({"from", "starting", "starting on", "since", "as of", "effective"})


class Tense(str, Enum):
    """Which way an ambiguous date reference points from the time of writing."""

    PAST = "past"
    PRESENT = "present"
    FUTURE = "future"


@dataclass(frozen=True)
class DateMention:
    """A date stated in a text: where it is, the day it names (midnight UTC), how precise it is
    ("day", "month", "year") and the preposition before it ("since", "from", "on", ...; "" if none).
    `relative` is True when the date was resolved against the time of writing."""

    start: int
    end: int
    value: datetime
    precision: str
    prefix: str
    relative: bool

    @property
    def to_the_day(self) -> bool:
        """True when the mention names one day."""
        return self.precision == "day"


# "is printed", "get fitted": a participle after a present form of be/get is a present passive,
# not a sign of the past.
_PRESENT_PASSIVE = re.compile(r"\b(?:is|are|am|be|get|gets|getting)\s+(?:\w+ly\s+)?(?:\w{3,}ed|made|taken|given|chosen|built"
                              r"|sent|held|kept|run|seen|known|shown|written|paid|begun|shut)\b", re.I)


def sentence_tense(text: str) -> Tense:
    """Past or future by the markers of each in the text; present when it has none (or as many):
    "the move happens on Saturday", a schedule stated in the present, looks forward."""
    future = len(_FUTURE.findall(text))
    past = len(_PAST.findall(_PRESENT_PASSIVE.sub(" ", text)))
    if future == past:
        return Tense.PRESENT
    return Tense.FUTURE if future > past else Tense.PAST


def find_dates(text: str, now: datetime | None, tense: Tense | None = None) -> list[DateMention]:
    """Every date stated in `text`, in order; relative ones need `now` (else they are skipped).

    `tense` decides ambiguous references; by default it is read from `text` itself.
    """
    if not _ANCHOR.search(text):
        return []
    moment = _utc(now) if now else None
    mood = tense or sentence_tense(text)
    found: list[DateMention] = []
    for m in _DATE.finditer(text):
        kind = next(name for name, _ in _PATTERNS if m.group(name))
        prefix = " ".join((m.group("prefix") or "").lower().split())
        parts = {k[len(kind) + 1:]: v for k, v in m.groupdict().items() if v and k.startswith(kind + "_")}
        if kind == "month" and not parts.get("part") and prefix not in _MONTH_NEEDS:
            continue
        if parts.get("mon", "").lower() in _VERB_MONTHS and parts["mon"][0].islower():
            continue
        try:
            resolved = _resolve(kind, parts, prefix, moment, mood if tense else _clause_tense(text, m.start(), mood))
        except (ValueError, OverflowError):
            resolved = None
        if resolved is not None:
            value, precision, relative = resolved
            start = m.start() if prefix else m.start(kind)
            found.append(DateMention(start, m.end(), value, precision, prefix, relative))
    return found


# A clause of time ("when the contract ends on 31 August", "once it is live on Monday") speaks of
# what lies ahead in the present tense, whatever the tense of the sentence around it.
_TIME_CLAUSE = re.compile(r"\b(?:when|once|until|till|as\s+soon\s+as)\s+[^,;:.!?]*$", re.I)
# The last of two clauses joined by ", and", ", but", ", so" or ";", up to a date in it.
_COORDINATE_CLAUSE = re.compile(r"(?:,\s*(?:and|but|so)\b|;)\s*[^,;:.!?]*$", re.I)


def _clause_tense(text: str, position: int, mood: Tense) -> Tense:
    """The tense that decides a date at `position`: its clause of time's own (ahead when it has no
    sign of either), else its own coordinate clause's ("we have decided on X, and it goes live on
    the first Monday in September": ahead), else the sentence's."""
    rest = re.match(r"[^,;:.!?]*", text[position:])
    clause = _TIME_CLAUSE.search(text[:position])
    if clause is not None:
        own = sentence_tense(clause.group() + (rest.group() if rest else ""))
        return Tense.FUTURE if own is Tense.PRESENT else own
    coordinate = _COORDINATE_CLAUSE.search(text[:position])
    return sentence_tense(coordinate.group() + (rest.group() if rest else "")) if coordinate else mood


def question_date(text: str, today: datetime) -> datetime | None:
    """The moment a question asks about ("as of 1 August 2024", "in March 2024"): the day's noon,
    or the middle of a month; None when it names no date."""
    for mention in find_dates(text, today, Tense.PAST):
        if mention.relative and abs((mention.value - today).days) <= 1:
            continue  # "today", "now": the present, which every question defaults to
        if mention.precision == "day":
            return mention.value + timedelta(hours=12)
        if mention.precision == "month":
            return mention.value.replace(day=15, hour=12)
        return mention.value.replace(month=7, day=1)
    return None


def _resolve(kind: str, p: dict[str, str], prefix: str, now: datetime | None,
             tense: Tense) -> tuple[datetime, str, bool] | None:
    direction = _direction(prefix, p.get("rel", "").lower(), tense)

    if kind == "iso":
        return _day(int(p["y"]), int(p["m"]), int(p["d"])), "day", False
    if kind == "quarter":
        return _day(int(p["y"]), 3 * int(p["q"]) - 2, 1), "month", False
    if kind == "year":
        return _day(int(p["y"]), 1, 1), "year", False
    if kind in ("month_day", "day_month", "month_then_day"):
        month, day = _month(p["mon"]), _day_number(p.get("d") or p["dw"])
        if p.get("y"):
            return _day(int(p["y"]), month, day), "day", False
        if now is None:
            return None
        nearest = _nearest_yearly(now, month, day, direction)
        if p.get("wd") and nearest.weekday() != _weekday(p["wd"]):  # "Tuesday 13 August": the year it is a Tuesday
            named = [o for o in (nearest - relativedelta(years=1), nearest + relativedelta(years=1))
                     if o.weekday() == _weekday(p["wd"]) and o.day == day]
            nearest = named[0] if len(named) == 1 else nearest
        return nearest, "day", True
    if kind in ("month_year", "month"):
        month = _month(p["mon"])
        if p.get("y"):
            return _part_of_month(_day(int(p["y"]), month, 1), p.get("part")), "month", False
        if now is None:
            return None
        first = _nearest_yearly(now.replace(day=1), month, 1, direction, same_month_counts=True)
        return _part_of_month(first, p.get("part")), "month", True
    if now is None:
        return None
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if kind == "day_of_month":
        first = _relative_unit(today, p["rel"].lower(), "month")[0]
        return first.replace(day=1 if p["d"].lower() == "first" else _day_number(p["d"])), "day", True
    if kind == "month_of_year":
        january = _relative_unit(today, p["rel"].lower(), "year")[0]
        return _part_of_month(january.replace(month=_month(p["mon"])), p.get("part")), "month", True
    if kind == "ordinal_weekday":
        return _ordinal_weekday(today, p, direction), "day", True
    if kind == "weekday_day":
        return _weekday_with_day(today, _weekday(p["wd"]), _day_number(p["d"]), direction), "day", True
    if kind == "weekday_of_week":
        return _weekday_of_week(today, _weekday(p.get("wd") or p["wd2"]), (p.get("rel") or p["rel2"]).lower()), "day", True
    if kind == "day_only":
        return _nearest_monthly(today, _day_number(p["d"]), direction), "day", True
    if kind == "weekday_week":
        if ahead := p.get("ahead") or p.get("ahead2"):
            return _weekday_near(today, _weekday(ahead), "", Tense.FUTURE) + timedelta(days=7), "day", True
        before = p.get("before") or p.get("before2")
        gone = _weekday_near(today, _weekday(before or p["gone"]), "", Tense.PAST)
        return gone - timedelta(days=7 if before else 0), "day", True
    if kind == "weekday":
        ahead = Tense.FUTURE if direction is Tense.PRESENT else direction
        return _weekday_near(today, _weekday(p["wd"]), p.get("rel", "").lower(), ahead), "day", True
    if kind in ("ago", "in_n"):
        n = _COUNTS.get(" ".join(p["n"].lower().split()), None) or int(p["n"])
        unit = p["unit"].lower()
        step = relativedelta(weeks=2 * n) if unit == "fortnight" else relativedelta(**{unit + "s": n})
        return (today - step if kind == "ago" else today + step), ("month" if unit in ("month", "year") else "day"), True
    if kind == "last_unit":
        if p["rel"].lower() == "the" and not p.get("part"):
            return None  # "for the month" names no month; "at the start of the month" this one
        return _relative_unit(today, p["rel"].lower(), p["unit"].lower(), p.get("part"), tense)
    return _named(today, now, " ".join(p["named"].lower().split())), "day", True


def _direction(prefix: str, rel: str, tense: Tense) -> Tense | None:
    """Past or future for an ambiguous reference; None means the nearest either way."""
    if rel == "last" or prefix in ("since", "after", "through", "back in"):
        return Tense.PAST
    if rel in ("next", "this", "coming") or prefix in ("from", "starting", "starting on", "effective", "by", "until",
                                                       "till"):
        return Tense.FUTURE
    return tense


def _named(today: datetime, now: datetime, named: str) -> datetime:
    if named == "yesterday" or named == "last night":
        return today - timedelta(days=1)
    if named == "the day before yesterday":
        return today - timedelta(days=2)
    if named == "tomorrow":
        return today + timedelta(days=1)
    return today


def _relative_unit(today: datetime, rel: str, unit: str, part: str | None = None,
                   tense: Tense = Tense.PRESENT) -> tuple[datetime, str, bool]:
    """Last, this or next week, weekend, month, quarter or year ("the" is this one); with a part,
    its start, middle or end ("at the end of last quarter": its last day). On a weekday "this
    weekend" is the coming one, unless the sentence tells the past ("we moved it this weekend")."""
    sign = -1 if rel in ("last", "past", "previous") else (0 if rel in ("this", "the") else 1)
    if part and unit in ("month", "quarter", "year"):
        first = _relative_unit(today, rel, unit)[0]
        if unit == "month":
            return _part_of_month(first, part), "day", True
        months = 3 if unit == "quarter" else 12
        word = [w for w in part.lower().split() if w != "the"][0]
        if word == "end":
            return first + relativedelta(months=months, days=-1), "day", True
        return (first + relativedelta(months=months // 2) if word == "middle" else first), "day", True
    if unit == "weekend":
        ahead = sign > 0 or (sign == 0 and tense is not Tense.PAST and today.weekday() < 5)
        saturday = today + relativedelta(weekday=SA(+1 if ahead else -1))
        if sign < 0 and saturday >= today - timedelta(days=1):
            saturday -= timedelta(days=7)
        return saturday, "day", True
    if unit == "week":
        return today + timedelta(days=7 * sign), "day", True
    if unit == "quarter":
        moved = today + relativedelta(months=3 * sign)
        return moved.replace(month=3 * ((moved.month - 1) // 3) + 1, day=1), "month", True
    if unit == "month":
        return (today + relativedelta(months=sign)).replace(day=1), "month", True
    return (today + relativedelta(years=sign)).replace(month=1, day=1), "year", True


def _weekday_of_week(today: datetime, weekday: int, rel: str) -> datetime:
    """A weekday of last, this or next week ("on Wednesday last week"), weeks starting on Monday."""
    monday = today - timedelta(days=today.weekday()) + timedelta(days=7 * {"last": -1, "next": 1}.get(rel, 0))
    return monday + timedelta(days=weekday)


def _weekday_near(today: datetime, weekday: int, rel: str, direction: Tense | None) -> datetime:
    """The weekday before or after `today`: "this" may be today, "last"/"next" never are."""
    offset = _WEEKDAY_OFFSETS[weekday]
    if direction is Tense.FUTURE:
        start = today if rel == "this" else today + timedelta(days=1)
        return start + relativedelta(weekday=offset(+1))
    return today - timedelta(days=1) + relativedelta(weekday=offset(-1))


def _weekday_with_day(today: datetime, weekday: int, day: int, direction: Tense | None) -> datetime:
    """ "Monday the 12th": the nearest month, in the stated direction, whose 12th is a Monday."""
    candidates = []
    for months in range(-14, 15):
        first = (today + relativedelta(months=months)).replace(day=1)
        try:
            candidate = first.replace(day=day)
        except ValueError:
            continue
        if candidate.weekday() == weekday and _towards(candidate, today, direction):
            candidates.append(candidate)
    if not candidates:
        raise ValueError("no such weekday and day")
    return min(candidates, key=lambda c: abs((c - today).days))


def _ordinal_weekday(today: datetime, p: dict[str, str], direction: Tense | None) -> datetime:
    """ "the first Monday of February": in the stated year, else the nearest such February."""
    weekday, nth = _weekday(p["wd"]), _ORDINAL[p["ord"].lower()]
    offset = _WEEKDAY_OFFSETS[weekday]
    if p.get("rel"):  # "the first Monday of next month"
        first = today.replace(day=1) + relativedelta(months={"last": -1, "this": 0, "next": 1}[p["rel"].lower()])
        return first + relativedelta(weekday=offset(+nth)) if nth > 0 else first + relativedelta(day=31, weekday=offset(-1))
    month = _month(p["mon"])

    def in_year(year: int) -> datetime:
        if nth > 0:
            return _day(year, month, 1) + relativedelta(weekday=offset(+nth))
        return _day(year, month, 1) + relativedelta(day=31, weekday=offset(-1))

    if p.get("y"):
        return in_year(int(p["y"]))
    options = [in_year(today.year + k) for k in (-1, 0, 1)]
    towards = [o for o in options if _towards(o, today, direction)] or options
    return _nearest(towards, today)


def _nearest_yearly(now: datetime | None, month: int, day: int, direction: Tense | None,
                    same_month_counts: bool = False) -> datetime:
    """The date with this month and day nearest to `now` in the stated direction."""
    assert now is not None
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    options = []
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            options.append(_day(year, month, day))
        except ValueError:
            continue
    if same_month_counts:
        towards = [o for o in options if (o.year, o.month) == (today.year, today.month) or _towards(o, today, direction)]
    else:
        towards = [o for o in options if _towards(o, today, direction, inclusive=True)]
    return _nearest(towards or options, today)


def _nearest_monthly(today: datetime, day: int, direction: Tense | None) -> datetime:
    """ "on the 3rd": that day of this month or the one before/after, in the stated direction."""
    options = []
    for months in (-1, 0, 1):
        first = (today + relativedelta(months=months)).replace(day=1)
        try:
            options.append(first.replace(day=day))
        except ValueError:
            continue
    towards = [o for o in options if _towards(o, today, direction, inclusive=True)] or options
    return _nearest(towards, today)


def _towards(candidate: datetime, today: datetime, direction: Tense | None, inclusive: bool = False) -> bool:
    if direction is Tense.PAST:
        return candidate <= today if inclusive else candidate < today
    if direction is Tense.FUTURE:
        return candidate >= today if inclusive else candidate > today
    return True


def _nearest(options: list[datetime], today: datetime) -> datetime:
    """The option nearest to `today`, a past one unless a future one is much nearer (conversations
    mostly report: "on Sep 7" said in March is the last September, said on Sep 5 the coming one)."""
    def distance(option: datetime) -> float:
        days = abs((option - today).days)
        return days * PAST_BIAS if option > today else days
    return min(options, key=distance)


def _part_of_month(first: datetime, part: str | None) -> datetime:
    words = [w for w in (part or "").lower().split() if w != "the"]
    word = words[0] if words else ""
    if word in ("mid", "middle"):
        return first.replace(day=15)
    if word == "late":
        return first.replace(day=25)
    if word == "end":
        return first + relativedelta(day=31)
    if word == "early":
        return first.replace(day=5)
    return first


def _month(word: str) -> int:
    key = word.lower().rstrip(".")[:3]
    return next(i for i, m in enumerate(MONTHS, start=1) if m.startswith(key))


def _weekday(word: str) -> int:
    key = word.lower()[:2]
    return next(i for i, d in enumerate(WEEKDAYS) if d.startswith(key))


def _day_number(text: str) -> int:
    """ "3rd" -> 3, "twenty-first" -> 21."""
    if digits := re.sub(r"\D", "", text):
        return int(digits)
    word = re.sub(r"[- ]", "", text.lower())
    return next(i for i, w in enumerate(_DAY_WORDS, 1) if w.replace("-", "") == word)


def _day(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


def _utc(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


def with_resolved_dates(text: str, written: datetime | None) -> str:
    """`text` with the day each relative date names written after it, resolved against when the
    text was written: "live since Monday [2025-09-01]", "Oct 14 [2025-10-14]". A reader (an agent
    reading memory) does not know when "Monday" was; dates already absolute are left alone."""
    if written is None:
        return text
    inserts: list[tuple[int, str]] = []
    for sentence in _SENTENCE.finditer(text):
        for mention in find_dates(sentence.group(), written):
            if mention.relative and mention.to_the_day:
                inserts.append((sentence.start() + mention.end, f" [{mention.value.date().isoformat()}]"))
    for at, label in reversed(inserts):
        text = text[:at] + label + text[at:]
    return text
