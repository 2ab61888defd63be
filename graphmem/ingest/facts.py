"""Temporal facts in a turn without an LLM: "we moved from X to Y", "X went live", "we use X".

A fact says the project (the subject) uses an object for a role from `valid_from` on; the role is
the object's kind in the gazetteer ("error_tracking", "hosting", "test_runner"...) or
"release_cadence", so a newer fact with the same subject and predicate and another object
retires the older one. Only what took effect counts: plans, proposals, options weighed,
questions, negations, continuations ("still on X") and other people's projects give no facts.
`valid_from` is the date the clause states (absolute, or relative to the turn's time), else the
turn's time.

Patterns run on a template of each clause in which entities are slots ⟨i⟩ and dates ⟦j⟧:
"two weeks ago we moved the originals from S3 to Cloudflare R2" reads
"⟦0⟧ we moved the originals from ⟨0⟩ to ⟨1⟩".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone

from graphmem.text.entities import EntitySpan, scan_entities, technology
from graphmem.ingest.ideas import SILENT_KINDS
from graphmem.text.sentences import clauses, split_sentences
from graphmem.model import FactDraft, TurnRecord

MAX_FACT_TEXT = 400
# Entity kinds that are not parts of a stack (app stores distribute it, names/paths are no tools).
_NOT_STACK = frozenset({"app_store", "name", "file", "issue", "term"})


@dataclass(frozen=True)
class FactSubject:
    """What facts are about: by default the project a conversation belongs to."""

    key: str = "project"
    name: str = "project"


@dataclass(frozen=True)
class DateMention:
    """A date stated in a text, resolved against the time the text was written.

    `incidental` dates qualify a thing rather than an event ("the glue from last month");
    `to_the_day` is False for dates given only as a month ("since September 2023").
    """

    start: int
    end: int
    value: datetime
    incidental: bool
    to_the_day: bool


@dataclass(frozen=True)
class _Slot:
    """An entity a clause names (a technology or a release cadence), in template order."""

    canonical: str
    name: str
    kind: str


@dataclass(frozen=True)
class _Rule:
    """A pattern asserting a state. `needs_cue`: only with "now"/"today"/"we" in the clause.
    `restates`: a recap ("X since <date>") whose month-only date is too coarse to date the fact."""

    pattern: re.Pattern[str]
    confidence: float
    needs_cue: bool = False
    restates: bool = False


# --- dates -------------------------------------------------------------------------------------
_MONTHS = "january february march april may june july august september october november december".split()
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
_WEEKDAY = "|".join(_WEEKDAYS)
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "a couple of": 2, "couple of": 2, "a few": 3, "few": 3}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
_DATE = re.compile(
    r"(?P<iso>\b\d{4}-\d{2}-\d{2}\b)"
    rf"|\b(?P<md_month>{_MONTH})\.?\s+(?P<md_day>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(?P<md_year>\d{{4}}))?"
    rf"|\b(?P<dm_day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<dm_month>{_MONTH})\b(?:,?\s+(?P<dm_year>\d{{4}}))?"
    rf"|\b(?:(?P<my_part>early|mid|late)[- ])?(?P<my_month>{_MONTH})\s+(?P<my_year>\d{{4}})\b"
    r"|(?:(?<=\bin )|(?<=\bsince )|(?<=\bfrom )|(?<=\buntil )|(?<=\bby )|(?<=\bof ))"
    rf"(?:(?P<m_part>early|mid|late)[- ])?(?P<m_month>{_MONTH})\b"
    r"|\b(?P<yesterday>yesterday)\b|\b(?P<today>today|this morning|this afternoon|tonight|earlier today)\b"
    r"|\b(?P<ago_n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a )?couple of|(?:a )?few)\s+"
    r"(?P<ago_unit>day|week|month|year)s?\s+ago\b"
    rf"|\blast\s+(?P<last>week|month|year|weekend|{_WEEKDAY})\b"
    rf"|(?<=\bon )(?P<on_day>{_WEEKDAY})\b",
    re.IGNORECASE,
)

# --- release cadences ----------------------------------------------------------------------------
_RELEASE_CONTEXT = re.compile(r"\b(?:releas\w*|ship\w*|deploy\w*|train|cut|launch\w*|publish\w*|cadence|schedule)\b",
                              re.I)
_CADENCES = [
    ("biweekly", re.compile(r"\bevery[ -]other[ -](?:week|monday|tuesday|wednesday|thursday|friday)\b"
                            r"|\bevery (?:two|2) weeks\b|\bbi-?weekly\b|\bfortnightly\b|\bevery fortnight\b", re.I)),
    ("weekly", re.compile(r"\bevery (?:week|monday|tuesday|wednesday|thursday|friday)\b|\bweekly\b"
                          r"|\bonce a week\b|\beach week\b", re.I)),
    ("monthly", re.compile(r"\bevery month\b|\bmonthly\b|\bonce a month\b|\beach month\b"
                           r"|\b(?:start|end|beginning) of (?:each|every) month\b", re.I)),
    ("daily", re.compile(r"\bevery day\b|\bdaily\b|\bonce a day\b|\bnightly\b", re.I)),
    ("quarterly", re.compile(r"\bevery quarter\b|\bquarterly\b|\bonce a quarter\b|\bevery (?:three|3) months\b", re.I)),
]

# --- statements of change and state --------------------------------------------------------------
_E = r"⟨\d+⟩"
_EL = rf"{_E}(?:\s*(?:,|\+|&|and|plus)\s*{_E})*"
_ART = r"(?:(?:the|our|a|an)\s+)?"
_CHANGE_VERB = (r"(?:switch\w*|mov(?:e|ed|es|ing)|migrat\w*|port(?:ed|ing)?|transition\w*|cut\s*over|went"
                r"|go(?:es|ne)?)")
# Groups `new` and `old` (`new2`, `new3` in alternations) capture entity slots.
_CHANGES: list[_Rule] = [
    _Rule(re.compile(rf"\bfrom\s+{_ART}(?P<old>{_EL})[^⟨⟦.;]{{0,30}}?\s+(?:to|onto|over to|in favou?r of)\s+"
                     rf"{_ART}(?P<new>{_E})", re.I), 0.9),
    _Rule(re.compile(rf"^(?=.*\b(?:migrat|switch|mov|replac|transition|chang)).*?(?P<old>{_E})\s*(?:→|->|=>)\s*"
                     rf"(?P<new>{_E})", re.I), 0.85),
    _Rule(re.compile(rf"\boff\s+(?:of\s+)?{_ART}(?P<old>{_E})\s+(?:and\s+)?(?:to|onto|for)\s+{_ART}(?P<new>{_E})",
                     re.I), 0.9),
    _Rule(re.compile(rf"\breplac(?:e|ed|es|ing)\s+{_ART}(?P<old>{_EL})(?:\s+[\w-]+){{0,3}}?\s+(?:with|by)\s+"
                     rf"{_ART}(?P<new>{_E})", re.I), 0.9),
    _Rule(re.compile(rf"\b(?:swap|trad|drop|ditch|exchang)\w*\s+(?:out\s+)?{_ART}(?P<old>{_EL})(?:\s+[\w-]+){{0,3}}?"
                     rf"\s+(?:for|with)\s+(?:[\w'’]+\s+){{0,2}}?(?P<new>{_E})", re.I), 0.85),
    _Rule(re.compile(rf"(?P<old>{_E})(?:\s+[\w-]+){{0,3}}?\s+(?:was|were|is|are|has been|have been|got|gets)\s+"
                     rf"replaced\s+(?:by|with)\s+{_ART}(?P<new>{_E})", re.I), 0.9),
    _Rule(re.compile(rf"(?P<new>{_E})\s+(?:has\s+|have\s+)?replaced\s+{_ART}(?P<old>{_E})", re.I), 0.85),
    _Rule(re.compile(rf"(?P<new>{_E})[^⟨⟦.;]{{0,40}}?\binstead\s+of\s+{_ART}(?:[\w'’]+\s+){{0,2}}?(?P<old>{_E})",
                     re.I), 0.8, needs_cue=True),
    _Rule(re.compile(rf"\b{_CHANGE_VERB}\s+(?:[\w-]+\s+){{0,4}}?(?:to|onto|over to)\s+{_ART}(?P<new>{_E})", re.I),
          0.75),
    _Rule(re.compile(rf"\b(?:going|went|go|settled|standardi[sz]ed|decided)\s+(?:with|on|for)\s+{_ART}(?P<new>{_E})"
                     rf"|\b(?:chose|picked|adopted|opted\s+for|set\s+up|introduced|signed\s+up\s+for)\s+{_ART}"
                     rf"(?P<new2>{_E})|(?P<new3>{_E})\s+it\s+is\b",
                     re.I), 0.75),
    _Rule(re.compile(rf"\bwe(?:'re|\s+are)\s+(?:now\s+|fully\s+|all\s+)?(?:on|using|running(?:\s+on)?)\s+{_ART}"
                     rf"(?P<new>{_E})|\bwe\s+(?:now\s+)?use\s+{_ART}(?P<new2>{_E})"
                     rf"|\bour\s+(?:[\w-]+\s+){{1,3}}?(?:is|are)\s+(?:now\s+)?(?P<new3>{_E})", re.I), 0.75),
    _Rule(re.compile(rf"\b(?:hosted|served)\s+(?:on|at|by|from)\s+{_ART}(?P<new>{_E})", re.I), 0.6),
    _Rule(re.compile(rf"\b(?:runs?|running|is|are|lives?)\s+(?:now\s+)?(?:on|with|in)\s+{_ART}(?P<new>{_E})", re.I),
          0.7, needs_cue=True),
    _Rule(re.compile(rf"(?P<new>{_E})[^⟨⟦.;]{{0,60}}?\b(?:went|goes|is|are|now)\s+live\b", re.I), 0.85),
    _Rule(re.compile(rf"\b(?:shipped|launched|released|rolled\s+out)\s+[^⟨;]{{0,40}}?(?P<new>{_E})\s+"
                     r"(?:app|version|rewrite|build|release|client|port)\b", re.I), 0.8),
    _Rule(re.compile(rf"(?P<new>{_E})(?:\s*\([^)]*\))?,?\s+(?:since|as\s+of|from)\s+(?:[\w.]+\s+){{0,2}}?⟦\d+⟧"
                     r"(?!\s*(?:to|until|till|–|-)\b)", re.I), 0.7, restates=True),
    _Rule(re.compile(rf"(?P<new>{_E})\s+is\s+our\s+(?:[\w-]+\s+){{0,2}}?(?:tracker|bundler|runner|host|hosting"
                     r"|database|db|storage|framework|ci|cdn|queue|broker|platform|provider|stack)\b", re.I), 0.5),
]
# Where files go is a storage fact only for storage kinds: "writes originals to local disk".
_STORAGE = re.compile(rf"\b(?:writes?|stores?|saves?|stored|written|saved|uploads?|goes|go|kept|keeps?)\s+"
                      rf"(?:[\w-]+\s+){{0,3}}?(?:to|on|in|into)\s+{_ART}(?:[\w'’]+\s+){{0,2}}?(?P<new>{_E})", re.I)
_CADENCE_STATE = re.compile(
    rf"\b(?:we|i)\s+(?:now\s+)?(?:[\w-]+\s+){{0,2}}?(?:releas|ship|deploy|cut|publish)\w*\b[^⟨]*?(?P<new>{_E})"
    rf"|\b(?:go|going|move|moving|switch\w*)\s+(?:to\s+)?(?P<new2>{_E})"
    r"|\b(?:releas\w*|trains?|cadence|deploys|shipping)\s+(?:[\w-]+\s+){0,3}?(?:is|are|goes|go|went|moved|switched)\s+"
    rf"(?:now\s+)?(?:to\s+)?(?P<new3>{_E})",
    re.I,
)
_ENDED = re.compile(
    rf"(?P<old>{_E})[^⟨⟦.;]{{0,40}}?\b(?:(?:is|are|was|were|got|has been|have been)\s+)?(?:now\s+)?"
    r"(?:archived|gone|removed|retired|deprecated|decommissioned|deleted|revoked|sunset|shut\s+down|turned\s+off"
    r"|scaled\s+(?:down\s+)?to\s+zero)\b"
    r"|\b(?:dropp(?:ed|ing)|remov(?:ed|ing)|retir(?:ed|ing)|archived|deprecated|ditch(?:ed|ing)|killed|deleted"
    r"|uninstalled|got\s+rid\s+of"
    rf"|moved\s+off(?:\s+of)?|stopped\s+using|no\s+longer\s+use)\s+{_ART}(?P<list>{_EL})",
    re.I,
)

# --- what makes a clause state no change in effect -----------------------------------------------
_HARD_PLAN = re.compile(
    r"\b(?:will|won't|shall|going to|gonna|plan(?:s|ned|ning)?|next\s+(?:week|month|quarter|year|sprint|release)"
    r"|tomorrow|consider\w*|should|could|would|might|(?-i:may)|maybe|perhaps|wonder\w*|whether|if|evaluat\w*"
    r"|look(?:ing)?\s+(?:at|into)|think(?:ing)?\s+(?:about|of)|propos\w*|suggest\w*|floated|pitch\w*|options?"
    r"|idea|try(?:ing)?|trial|spike|prototype|experiment\w*|worth|wants?\s+to|intend\w*|hop(?:e|ing)|target|goal"
    r"|eventually|someday|unless|about\s+to|soon|needs?\s+to|compar\w*|versus|vs"
    r"|start(?:s|ing)?\s+(?:after|on|next|in))\b|\w['’](?:ll|d)\b|\?",
    re.I,
)
# A decision is a plan until the clause says it took effect ("decision: starting today we ...").
_SOFT_PLAN = re.compile(r"\b(?:decid\w*|decision|let's|agreed|plan)\b", re.I)
_EFFECT = re.compile(r"\b(?:today|yesterday|ago|this\s+morning|as\s+of|from\s+today|starting\s+today|live|done"
                     r"|merged|shipped|cut\s*over|completed|finished)\b", re.I)
_NOW = re.compile(r"\b(?:now|today|this\s+morning|as\s+of|from\s+today|starting\s+today|currently|these\s+days"
                  r"|at\s+the\s+moment|since)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:we|we're|we've|our|us)\b", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no\s+longer|nobody|neither|nor)\b|n['’]t\b", re.I)
_CONTINUING = re.compile(r"\b(?:still|stays?|stayed|staying|remains?|remained|keeps?\s+using|stick(?:s|ing)?\s+with)\b",
                         re.I)
# "They went Xamarin", "Jo's Pixmill is on Render": someone else's stack.
_THIRD_PARTY = re.compile(r"\b(?:they|they're|their|he|she|his|her)\b"
                          r"|^\W*(?!(?:today|it|that|let|what|here|there|who|everyone)['’]s)(?-i:[A-Z])\w+['’]s\s",
                          re.I)
# Suggestions and hypotheticals open with a bare or -ing verb: "Move the API to Jest", "Moving it is..."
_SUGGESTION = re.compile(r"^\W*(?:mov(?:e|ing)|switch(?:ing)?|migrat(?:e|ing)|port(?:ing)?|us(?:e|ing)|stay(?:ing)?"
                         r"|adopt(?:ing)?|replac(?:e|ing)|deploy(?:ing)?|keep(?:ing)?|add(?:ing)?|try(?:ing)?"
                         r"|run(?:ning)?|set up|go(?:ing)?|mak(?:e|ing))\b(?! (?:live|done))", re.I)
_CLAUSE_BREAK = re.compile(r";|\s[—–]\s|\s-\s|,\s+(?=(?:and|but|so|which|because|while|whereas|although|though)\b)"
                           r"|\s+but\s+|\s+while\s+|\s+whereas\s+")
_FUTURE = datetime.max.replace(tzinfo=timezone.utc)

_Change = tuple[_Slot, _Slot | None, float, re.Match[str], bool]


def extract_facts(turn: TurnRecord, subject: FactSubject | str | None = None) -> list[FactDraft]:
    """Facts that took effect according to one turn, one per predicate and object.

    `subject` is the project the conversation is about; a string is taken as its display name
    under the key "project". `replaces` names what the turn says the object replaced.
    """
    if turn.kind in SILENT_KINDS or not turn.text:
        return []
    about = subject if isinstance(subject, FactSubject) else FactSubject(name=subject or "project")
    now = _as_utc(turn.at)
    facts: dict[tuple[str, str], FactDraft] = {}
    ended: list[_Slot] = []
    for sentence in split_sentences(turn.text):
        for clause in _clauses(sentence):
            slots, template, dates = _template(clause, now)
            if not slots:
                continue
            ended.extend(slots[i] for i in _ended_slots(template))
            for new, old, confidence, match, restates in _changes(clause, template, slots):
                when = _valid_from(template, match, dates, now, restates)
                if when is _FUTURE:
                    continue
                draft = FactDraft(
                    about.key, about.name, new.kind, new.canonical, new.name, _clip(sentence),
                    turn.external_id, turn.session_external_id, when, confidence,
                    old.canonical if old else None, old.name if old else None,
                )
                key = (draft.predicate, draft.object)
                facts[key] = _surer(facts.get(key), draft)
    return [_with_ended(f, ended) for f in facts.values()]


def find_dates(text: str, now: datetime | None) -> list[DateMention]:
    """Dates stated in `text`; a month and day without a year take the year nearest to `now`.

    Relative dates ("two weeks ago", "last Monday") need `now`; without it only dates with a
    year are found. Values are midnight UTC, except "today", which is `now` itself.
    """
    found = []
    for m in _DATE.finditer(text):
        value = _resolve(m, now)
        if value is not None:
            relative = m.group("ago_n") or m.group("last")
            incidental = bool(relative) and text[max(0, m.start() - 5):m.start()].lower().endswith("from ")
            to_the_day = not (m.group("my_month") or m.group("m_month"))
            found.append(DateMention(m.start(), m.end(), value, incidental, to_the_day))
    return found


def _clauses(sentence: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_BREAK.split(sentence) if c and c.strip()]


def _template(clause: str, now: datetime | None) -> tuple[list[_Slot], str, list[DateMention]]:
    """The clause with entity slots as ⟨i⟩ and dates as ⟦j⟧, and what each slot and date stands for."""
    spans: list[tuple[int, int, _Slot | DateMention]] = [
        (s.start, s.end, _Slot(s.mention.canonical, s.mention.name, s.mention.kind))
        for s in scan_entities(clause) if _is_stack(s)
    ]
    if _RELEASE_CONTEXT.search(clause):
        spans += [(m.start(), m.end(), _Slot(key, key.capitalize(), "release_cadence"))
                  for key, pattern in _CADENCES for m in pattern.finditer(clause)]
    spans += [(d.start, d.end, d) for d in find_dates(clause, now)]
    slots: list[_Slot] = []
    dates: list[DateMention] = []
    parts, cursor = [], 0
    for start, end, item in sorted(spans, key=lambda s: (s[0], -s[1])):
        if start < cursor:
            continue
        parts.append(clause[cursor:start])
        if isinstance(item, _Slot):
            parts.append(f"⟨{len(slots)}⟩")
            slots.append(item)
        else:
            parts.append(f"⟦{len(dates)}⟧")
            dates.append(item)
        cursor = end
    parts.append(clause[cursor:])
    return slots, "".join(parts).replace("`", ""), dates


def _is_stack(span: EntitySpan) -> bool:
    return span.mention.kind not in _NOT_STACK and technology(span.mention.canonical) is not None


def _changes(clause: str, template: str, slots: list[_Slot]) -> list[_Change]:
    """(new, replaced, confidence, match, restates) for every change or state the clause asserts."""
    if _blocked(clause):
        return []
    cued = bool(_NOW.search(clause) or _FIRST_PERSON.search(clause))
    found = [
        change
        for rule in _CHANGES if cued or not rule.needs_cue
        for m in rule.pattern.finditer(template)
        for change in _pairs(m, slots, rule.confidence, rule.restates)
    ]
    if cued:
        found += [c for m in _STORAGE.finditer(template) for c in _pairs(m, slots, 0.7)
                  if c[0].kind in ("object_storage", "database")]
    found += [c for m in _CADENCE_STATE.finditer(template) for c in _pairs(m, slots, 0.7)
              if c[0].kind == "release_cadence" and (m.group("new") or cued)]
    return found


def _blocked(clause: str) -> bool:
    """Clauses that state no change in effect: plans, negations, continuations, others' stacks."""
    if _HARD_PLAN.search(clause) or _NEGATION.search(clause) or _CONTINUING.search(clause):
        return True
    if _SOFT_PLAN.search(clause) and not _EFFECT.search(clause):
        return True
    return bool(_THIRD_PARTY.search(clause) or _SUGGESTION.match(clause))


def _pairs(m: re.Match[str], slots: list[_Slot], confidence: float, restates: bool = False) -> list[_Change]:
    groups = m.groupdict()
    new_ref = groups.get("new") or groups.get("new2") or groups.get("new3")
    if new_ref is None:
        return []
    new = slots[int(new_ref.strip("⟨⟩"))]
    olds = [slots[int(i)] for i in re.findall(r"⟨(\d+)⟩", groups.get("old") or "")]
    old = next((o for o in olds if o.kind == new.kind), olds[0] if olds else None)
    if old is not None and old.canonical == new.canonical:
        return []
    return [(new, old, confidence, m, restates)]


def _ended_slots(template: str) -> list[int]:
    """Slots the clause says were dropped, archived, removed... (negated or not: they only pair up)."""
    return [int(i) for m in _ENDED.finditer(template)
            for i in re.findall(r"⟨(\d+)⟩", m.group("old") or m.group("list"))]


def _valid_from(template: str, match: re.Match[str], dates: list[DateMention], now: datetime | None,
                restates: bool) -> datetime | None:
    """The stated date nearest to the match, else the turn's time; _FUTURE when it lies ahead.

    A recap dated only to the month ("on Fly.io since August 2023") leaves the start unknown
    (None): the fact was usually stated to the day before, and a fact keeps its earliest date.
    """
    usable = [(_distance(template, j, match), d) for j, d in enumerate(dates) if not d.incidental]
    if not usable:
        return now
    date = min(usable, key=lambda pair: pair[0])[1]
    if now is not None and date.value > now + timedelta(days=1):
        return _FUTURE
    return None if restates and not date.to_the_day else date.value


def _distance(template: str, index: int, match: re.Match[str]) -> int:
    position = template.index(f"⟦{index}⟧")
    if match.start() <= position <= match.end():
        return 0
    return position - match.end() if position > match.end() else match.start() - position


def _surer(old: FactDraft | None, new: FactDraft) -> FactDraft:
    """Of two statements of one fact in a turn, keep the surer one, with whatever either replaced."""
    if old is None:
        return new
    best, other = (new, old) if new.confidence > old.confidence else (old, new)
    return replace(best, replaces=best.replaces or other.replaces,
                   replaces_name=best.replaces_name or other.replaces_name)


def _with_ended(fact: FactDraft, ended: list[_Slot]) -> FactDraft:
    """A fact whose turn says another thing of its kind was dropped replaces that thing."""
    if fact.replaces:
        return fact
    gone = next((s for s in ended if s.kind == fact.predicate and s.canonical != fact.object), None)
    return replace(fact, replaces=gone.canonical, replaces_name=gone.name) if gone else fact


def _resolve(m: re.Match[str], now: datetime | None) -> datetime | None:
    g = {k: v for k, v in m.groupdict().items() if v}
    if "iso" in g:
        year, month, day = map(int, g["iso"].split("-"))
        return _day(year, month, day)
    if "md_month" in g or "dm_month" in g:
        month = _month(g.get("md_month") or g["dm_month"])
        day = int(g.get("md_day") or g["dm_day"])
        year = g.get("md_year") or g.get("dm_year")
        return _day(int(year), month, day) if year else _nearest_year(month, day, now)
    if "my_month" in g:
        return _day(int(g["my_year"]), _month(g["my_month"]), _part_day(g.get("my_part")))
    if now is None:
        return None
    today = datetime(now.year, now.month, now.day, tzinfo=timezone.utc)
    if "m_month" in g:
        if not g["m_month"][0].isupper():  # lowercase "may", "march" are verbs more often than months
            return None
        month = _month(g["m_month"])
        return _day(now.year if month <= now.month else now.year - 1, month, _part_day(g.get("m_part")))
    if "today" in g:
        return now
    if "yesterday" in g:
        return today - timedelta(days=1)
    if "ago_n" in g:
        count = int(g["ago_n"]) if g["ago_n"].isdigit() else _COUNTS[g["ago_n"].lower()]
        return today - timedelta(days=count * _UNIT_DAYS[g["ago_unit"].lower()])
    if "on_day" in g:  # "on Monday" said of what happened: the latest Monday, today included
        return today - timedelta(days=(today.weekday() - _WEEKDAYS.index(g["on_day"].lower())) % 7)
    return _last(g["last"].lower(), today)


def _last(unit: str, today: datetime) -> datetime:
    if unit in _WEEKDAYS:
        return today - timedelta(days=(today.weekday() - _WEEKDAYS.index(unit)) % 7 or 7)
    if unit == "weekend":
        return today - timedelta(days=(today.weekday() - 5) % 7 or 7)
    return today - timedelta(days=_UNIT_DAYS[unit])


def _nearest_year(month: int, day: int, now: datetime | None) -> datetime | None:
    if now is None:
        return None
    options = [d for d in (_day(now.year + k, month, day) for k in (-1, 0, 1)) if d is not None]
    return min(options, key=lambda d: abs(d - now)) if options else None


def _month(name: str) -> int:
    return next(i + 1 for i, full in enumerate(_MONTHS) if full.startswith(name.lower().rstrip(".")[:3]))


def _part_day(part: str | None) -> int:
    return {"early": 5, "mid": 15, "late": 25}.get((part or "").lower(), 1)


def _day(year: int, month: int, day: int) -> datetime | None:
    try:
        return datetime(year, month, day, tzinfo=timezone.utc)
    except ValueError:
        return None


def _as_utc(at: datetime | None) -> datetime | None:
    if at is None:
        return None
    return at.replace(tzinfo=timezone.utc) if at.tzinfo is None else at.astimezone(timezone.utc)


def _clip(sentence: str) -> str:
    return sentence if len(sentence) <= MAX_FACT_TEXT else sentence[:MAX_FACT_TEXT].rsplit(" ", 1)[0] + " …"
