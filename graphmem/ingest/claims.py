"""Claims about the state of things in a turn's prose, without an LLM.

A claim says what holds a slot ("the Celery broker", "transactional email", "owner of billing")
and how: in use, changed from something, planned, ended, reverted, rejected. Each clause is read
as a template in which the names it mentions are ⟨i⟩ and its dates ⟦j⟧, so the patterns below
are English constructions ("from ⟨0⟩ to ⟨1⟩", "⟨0⟩ replaced ⟨1⟩", "⟨0⟩ owns billing"), never
lists of products: a name is anything the text marks as one (capitalised, code-like, in
backticks, a word no English word list holds, or the thing a change is from or to). Timelines
are built from all claims of a namespace later (ingest/timelines.py); here every clause stands
alone, with its mood (done, planned, considered, negated) deciding the kind of claim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone

from graphmem.model import CORRECTION, OWNER_PREFIX, SILENT_KINDS, Claim, ClaimKind, TurnRecord
from graphmem.text.components import PART_NOUNS, component_in
from graphmem.text.dates import MONTHS, START_PREFIXES, DateMention, Tense, find_dates, sentence_tense
from graphmem.text.entities import (canonical_key, is_file_name, language_name, name_spans, spoken_version, technology,
                                    thing_kind)
from graphmem.text.people import person_shaped
from graphmem.text.sentences import clauses, split_sentences
from graphmem.text.terms import FUNCTION_WORDS

MAX_CLAIM_TEXT = 400


@dataclass(frozen=True)
class _Ref:
    """A name in a clause, in template order."""

    key: str
    name: str
    start: int
    end: int


@dataclass(frozen=True)
class _Found:
    """A claim pattern's reading of a clause before it becomes a Claim."""

    kind: ClaimKind
    new: _Ref | None
    old: _Ref | None
    match: re.Match[str]
    confidence: float
    slot: str = ""


# --- the shapes of statements ----------------------------------------------------------------------
_E = r"⟨\d+⟩"
_EL = rf"{_E}(?:\s*(?:,|\+|&|and|plus|with)\s*{_E})*"
# Not a name a preposition ties to something else ("the end-of-day at X stopped", "samples from X came in").
_NOT_PLACED = r"(?<!\b[Aa]t )(?<!\b[Ii]n )(?<!\b[Oo]n )(?<!\b[Ff]rom )"
_ART = r"(?:(?:the|our|a|an|its|their|my|all)\s+)?"
_W = r"[\w'’./-]+"
# Nouns that name a change itself ("the Postgres cutover"), never what it is of.
_CHANGE_NOUN = r"cutover|cut-over|switchover|rollout|launch|go-live"
# A date, or a month named alone ("not February").
_WHEN = rf"(?:⟦\d+⟧|(?i:{'|'.join(MONTHS)})\b)"
# How a thing no longer in use stays ("AVEVA stays read-only").
_GONE = r"(?:read-only|off|offline|archived|retired|down|disabled|unplugged)\b"
# "reviews go out on X", "bookings go into X": where things are sent, a state unless a start is told.
_ROUTED = r"(?:go|goes|went)\s+(?:out\s+)?(?:to|into|through|via|on)"
_SENDS = r"(?:reports|sends|posts|routes|pushes|streams|forwards|ships)"
# A word qualifying a thing's name: "the new X", "self-hosted X", "open-source X".
_MODIFIER = r"(?:(?:new|[a-z]+-[a-z]+)\s+)?"
# A whole group: "the whole firm", "everyone", "all crews", "every office".
_GROUP = (r"(?:\beveryone|\beverybody|(?:\bthe\s+)?\b(?:whole|entire)\s+[\w-]+|\ball\s+(?:of\s+)?(?:the\s+|our\s+)?[\w-]+(?:\s+[a-z]+s)?"
          r"|\bevery\s+[\w-]+(?:\s+[a-z]+)?)")
_LIVE = r"(?:went|goes|is|are|now|has\s+gone|ha(?:s|ve)\s+been)\s+live\b"
_CHANGE_VERB = (r"(?:switch\w*|mov(?:e|ed|es|ing)|migrat\w*|port(?:ed|ing)?|transition\w*|cut\s*over|went|go(?:es|ne)?"
                r"|shift\w*|upgrad\w*|chang\w*|convert\w*|rewr\w+|rebuil\w+)")
_CHANGES: list[tuple[re.Pattern[str], float]] = [
    (re.compile(rf"\bfrom\s+{_ART}(?P<old>{_EL})[^⟨⟦.;]{{0,30}}?\s+(?:to|onto|over\s+to|in\s+favou?r\s+of)\s+"
                rf"{_ART}{_MODIFIER}(?P<new>{_E})", re.I), 0.9),
    # "X → Y", not a menu's path "Settings → Payments → Stripe"
    (re.compile(rf"(?:^|[;,:(])[^;,:(→⟨]*?(?P<old>{_E})[^;,:(→]*?\s*(?:→|->|=>|⇒)\s*(?P<new>{_E})"
                rf"(?![^;,:(→⟨]*?(?:→|->|=>|⇒))", re.I), 0.85),
    (re.compile(rf"\boff\s+(?:of\s+)?{_ART}(?P<old>{_E})\s+(?:and\s+)?(?:to|onto|for)\s+{_ART}(?P<new>{_E})", re.I), 0.9),
    # "we're leaving X for Y", "we leave X and move to Y"
    (re.compile(rf"\b(?:leav(?:e|es|ing)|left)\s+{_ART}(?P<old>{_EL})[^⟨⟦.;]{{0,30}}?\s+(?:for|and\s+(?:mov|go|switch)\w*"
                rf"\s+(?:(?:{_W})\s+){{0,2}}?(?:to|onto))\s+{_ART}{_MODIFIER}(?P<new>{_E})", re.I), 0.85),
    (re.compile(rf"\breplac(?:e|ed|es|ing)\s+{_ART}(?P<old>{_EL})(?:\s+{_W}){{0,3}}?\s+(?:with|by)\s+{_ART}"
                rf"(?P<new>{_E})", re.I), 0.9),
    (re.compile(rf"\b(?:swap|trad|exchang|drop|ditch)\w*\s+(?:out\s+)?{_ART}(?P<old>{_EL})(?:\s+{_W}){{0,3}}?"
                rf"\s+(?:for|with)\s+(?:[\w'’]+\s+){{0,2}}?(?P<new>{_E})", re.I), 0.85),
    (re.compile(rf"(?P<old>{_E})(?:\s+{_W}){{0,3}}?\s+(?:was|were|is|are|has\s+been|have\s+been|got|gets)\s+"
                rf"(?:now\s+)?replaced\s+(?:by|with)\s+{_ART}(?P<new>{_E})", re.I), 0.9),
    (re.compile(rf"(?P<new>{_E})\s+(?:now\s+)?(?:has\s+|have\s+)?(?:replaced|replaces|took\s+over\s+from|takes\s+over"
                rf"\s+from|supersedes|superseded)\s+{_ART}(?P<old>{_EL})", re.I), 0.85),
    # "the maps are X now, not Y": what is used now, against what was.
    (_NOW_NOT := re.compile(rf"(?P<new>{_E})\s+now,?\s+(?:and\s+)?not\s+(?:on\s+|with\s+|in\s+)?{_ART}(?P<old>{_E})",
                            re.I), 0.8),
    (re.compile(rf"(?P<new>{_E})[^⟨⟦.;]{{0,40}}?\binstead\s+of\s+{_ART}(?:[\w'’]+\s+){{0,2}}?(?P<old>{_E})", re.I), 0.75),
    (_MOVED_TO := re.compile(rf"\b{_CHANGE_VERB}\s+(?:(?:{_W}|{_E})\s+){{0,6}}?(?:to|onto|over\s+to)\s+{_ART}"
                             rf"(?P<new>{_E})", re.I), 0.75),
    (re.compile(rf"(?P<new>{_E})(?:[^⟨⟦.;]{{0,40}}?,?|[^⟨.;]{{0,80}}?,)\s+replacing\s+{_ART}(?P<old>{_EL})", re.I), 0.8),
    # "chose X to replace Y": a change to come, whatever the tense of the choice; not "X and I decided
    # to replace Y with Z".
    (_TO_REPLACE := re.compile(rf"(?P<new>{_E})[^⟨⟦.;]{{0,40}}?\bto\s+replace\s+{_ART}"
                               rf"(?!{_E}(?:\s*(?:,|and)\s*{_E})*\s+(?:with|by)\s+{_ART}{_E})(?P<old>{_EL})", re.I),
     0.8),
    (re.compile(rf"\b(?:is|are)\s+(?:all\s+)?(?:on\s+)?{_ART}(?P<new>{_E})(?:\s+[\w-]+)?\s+now\b", re.I), 0.6),
    # "X has been catching the portal's errors since Monday": in use from then.
    (re.compile(rf"(?P<new>{_E})\s+(?:has|have)\s+been\s+[a-z]+ing\s+(?:the|our|all|every|[\w-]+['’]s)\b[^⟨⟦.;]{{0,50}}?"
                rf"(?:\bsince\s+)?⟦\d+⟧", re.I), 0.7),
    # "X does the filtering now": X has taken the job over.
    (re.compile(rf"(?P<new>{_E})\s+(?:does|handles|runs|covers|takes)\s+(?:all\s+)?(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+now\b",
                re.I), 0.65),
    # "the whole firm is on X", "since Monday the whole fleet reports through X", "from today all new
    # cases are interpreted in X": all of a group has moved.
    (re.compile(rf"{_GROUP}\s+(?:is|are)\s+(?:now\s+)?(?:on|using)\s+{_ART}(?P<new>{_E})"
                rf"|(?:(?:^|[:;,])\W*|\b(?:since|from|as\s+of|starting)\s+)(?:⟦\d+⟧|today|now),?\s+{_GROUP}\s+(?:[a-z]+s|(?:is|are)\s+[a-z]+ed)"
                rf"\s+(?:through|via|on|with|in|into)\s+{_ART}"
                rf"(?P<new2>{_E})", re.I), 0.7),
    # "our first day on X", "Monday is day one on X": the day it took over.
    (re.compile(rf"\b(?:(?:first|1st)\s+(?:full\s+)?(?:day|week|morning)|day\s+one)\s+(?:on|in|with)\s+{_ART}"
                rf"(?P<new>{_E})", re.I), 0.75),
    # "Cloud Run was January 13 (#83), not February": a change's date corrected.
    (_CORRECTED := re.compile(rf"(?P<new>{_E})\s+(?:was|were|happened)\s+(?:the\s+(?:{_CHANGE_NOUN}|switch|move|migration)\s+)?"
                rf"(?:on\s+|in\s+)?⟦\d+⟧[^⟨⟦.;]{{0,20}}?,?\s+not\s+(?:on\s+|in\s+)?{_WHEN}", re.I), 0.8),
    # "the Postgres cutover", not "Corran and Anchorage move to Mews" (a verb: what moves is not the
    # new) nor "the ISDN switch-off".
    (re.compile(rf"(?:\bthe\s+)?(?P<new>{_E})\s+(?:{_CHANGE_NOUN}|migration|switch|move)\b"
                rf"(?!-|\s+(?:to|onto|into|over|off|from|away|back)\b)", re.I), 0.7),
]
_ADOPTIONS: list[tuple[re.Pattern[str], float]] = [
    (re.compile(rf"\b(?:going|went|go|settled|standardi[sz]ed)\s+(?:with|on|for)\s+{_ART}(?P<new>{_E})"
                rf"|\b(?:chose|picked|adopted|opted\s+for|set\s+up|introduced|signed\s+up\s+for|rolled\s+out"
                rf"|brought\s+in)\s+{_ART}(?P<new2>{_E})|\bwe(?:['’]re|\s+are)\s+going\s+(?P<new3>{_E})", re.I), 0.75),
    # "X takes over from Monday": X is what does the job from then (what it takes over from is a change).
    (re.compile(rf"{_NOT_PLACED}(?P<new>{_E})\s+(?:take|takes|took|(?:has|have)\s+taken|(?:is|are)\s+taking)\s+over"
                rf"(?=\s*(?:[.,;!]|$|⟦|(?:on|in|at|as\s+of|starting)\s+⟦))", re.I), 0.75),
    # "X went live" is X's start; in "X went live on Y" the platform Y is what started, unless X is
    # a known technology ("the Tauri rewrite went live on the Snap Store").
    (re.compile(rf"{_NOT_PLACED}(?P<new>{_E})[^⟨⟦.;]{{0,60}}?\b{_LIVE}(?:\s+(?:on|with)\s+{_ART}(?P<platform>{_E}))?"
                rf"|\b(?:launched|shipped|{_LIVE})\s+(?:on|with)\s+{_ART}(?P<new2>{_E})", re.I), 0.85),
    (re.compile(rf"{_NOT_PLACED}(?P<new>{_E})\s+(?:(?:came|comes|has\s+come|have\s+come)\s+in\b"
                rf"|is\s+(?:now\s+)?in(?=\s*[.,;:!(]|\s*$))", re.I), 0.75),
    (re.compile(rf"(?P<new>{_E})(?:\s*(?:\+|and)\s*{_E})?(?:\s+(?!(?:I|we|you|they)\b)[\w-]+){{0,2}}\s+(?:has\s+)?(?:landed|went\s+in|got\s+merged|was\s+merged"
                rf"|is\s+merged)\b", re.I), 0.8),
    (re.compile(rf"(?P<new>{_E})\s+(?:app|apps|version|build|release|client|integration)\b[^⟨⟦.;]{{0,30}}?"
                rf"\b(?:is|are|went|goes|has\s+gone)\s+(?:now\s+)?(?:live|out|on)\b", re.I), 0.8),
    (re.compile(rf"\b(?:shipped|launched|released|rolled\s+out)\s+[^⟨;]{{0,40}}?(?P<new>{_E})\s+"
                r"(?:app|version|rewrite|build|release|client|port|integration)\b", re.I), 0.8),
    (re.compile(rf"\b{_ROUTED}\s+{_ART}(?P<new>{_E})", re.I), 0.7),
    # "the PC client reports its crashes to X": where a part sends its things.
    (re.compile(rf"\b{_SENDS}\s+(?:its|their|our|all)\s+(?:[\w-]+\s+){{0,2}}?(?:to|into|through|via)\s+{_ART}(?P<new>{_E})",
                re.I), 0.65),
]
# "we go with Buildkite", "we picked Esper": a choice. Dated by the day it is told ("talked it over
# this morning: we go with X"), it dates the choice; the switch is dated by what says it took effect.
_CHOICE = _ADOPTIONS[0][0]
_STATES: list[tuple[re.Pattern[str], float]] = [
    (re.compile(rf"\bwe(?:'re|\s+are)\s+(?:now\s+|fully\s+|all\s+|still\s+)?(?:on|using|running(?:\s+on)?)\s+{_ART}"
                rf"(?P<new>{_E})|\bwe\s+(?:now\s+|still\s+)?use\s+{_ART}(?P<new2>{_E})"
                rf"|\bour\s+(?:{_W}\s+){{1,3}}?(?:is|are|runs\s+on|lives\s+(?:on|in))\s+(?:now\s+|still\s+)?{_ART}"
                rf"(?P<new3>{_E})", re.I), 0.75),
    (re.compile(rf"\b(?:has|have)\s+been\s+(?:on|running\s+on)\s+{_ART}(?P<new>{_E})", re.I), 0.65),
    (re.compile(rf"\b(?:hosted|served|deployed|running|runs?|lives?|live)\s+(?:on|at|by|from|in)\s+{_ART}(?P<new>{_E})",
                re.I), 0.6),
    # "X since ⟦Monday⟧" (the date's own "since"), "X, in production since ⟦2019⟧", "X live ⟦...⟧".
    (re.compile(rf"(?P<new>{_E})(?:\s*\([^)]*\))?,?\s+(?:(?:since|as\s+of)\s+(?:{_W}\s+){{0,2}}?"
                rf"|(?:in\s+(?:service|use|production)|live)\s+|(?=⟦))(?P<since>⟦\d+⟧)"
                r"(?!\s*(?:to|until|till|–|-)\b)", re.I), 0.7),
    (re.compile(rf"(?P<new>{_E})\s+(?:is|are|has\s+been|have\s+been)\s+(?:now\s+)?(?:our|the)\s+(?:new\s+|only\s+|main\s+|primary\s+)?"
                rf"(?:{_W}\s+){{0,2}}?(?:{_W}|{_E}(?!\s+[a-z]))", re.I), 0.6),
    (re.compile(rf"\bwe\s+(?:now\s+)?(?:send|store|keep|host|deploy|run|track|build|manage|process|page)\w*\s+"
                rf"(?:{_W}\s+){{0,3}}?(?:through|via|with|on|in|to)\s+{_ART}(?P<new>{_E})", re.I), 0.6),
    (re.compile(rf"\b(?:use|uses|using)\s+{_ART}(?P<new>{_E})", re.I), 0.55),
    # "X stays", but "X remains on Y" is Y's state (X is what stays on it).
    (re.compile(rf"(?P<new>{_E})\s+(?:stays|remains|is\s+staying|keeps\s+working)\b"
                rf"(?!\s+{_GONE}|\s+(?:on|with)\s+{_ART}{_E})", re.I), 0.55),
    (re.compile(rf"\b(?:stays?|stayed|staying|remains?|remained|(?:is|are)\s+still)\s+(?:on|with)\s+{_ART}(?P<new>{_E})",
                re.I), 0.55),
]
_ENDED = re.compile(
    rf"{_NOT_PLACED}(?P<old>{_EL})[^⟨⟦.;:,]{{0,40}}?\b(?:(?:is|are|was|were|got|goes|went|has\s+been|have\s+been)\s+)?"
    r"(?:now\s+)?"
    r"(?:archived|gone|removed|retired|deprecated|decommissioned|deleted|revoked|sunset|shut\s+down|(?:turned|switched|shut)\s+off"
    r"|read-only|stopped|ended|unplugged"
    r"|out\s+of\s+(?:the\s+)?[\w.]+|completely\s+out)\b"
    r"|\b(?:dropp(?:ed|ing)|remov(?:ed|ing)|retir(?:ed|ing)|archived|deprecated|ditch(?:ed|ing)|killed|deleted|disabled"
    r"|uninstall(?:ed|ing)?|got\s+rid\s+of|mov(?:ed|e)\s+off(?:\s+of)?|stop(?:ped)?\s+using|no\s+longer\s+use"
    r"|we(?:['’]re|\s+are|\s+were|\s+got)\s+(?:now\s+|finally\s+|fully\s+|completely\s+)?off(?:\s+of)?"
    r"|we(?:['’]re|\s+are|\s+were)?\s+(?:leav(?:e|ing)|left)"
    r"|stop(?:ped)?\s+(?:building|running|making)\s+(?:[\w-]+\s+){0,3}?(?:with|on|in))\s+"
    rf"{_ART}(?:old\s+|legacy\s+)?(?P<list>{_EL})",
    re.I,
)
# "we haven't used X since January", "X's last day is Friday the 11th", "X did their last run last
# Friday": X's use ended then.
_LAPSED = re.compile(
    rf"\bha(?:ve|s)(?:n['’]t|\s+not)\s+(?:used|been\s+(?:on|using|with))\s+{_ART}(?P<list>{_EL})\s+(?:since\b|⟦\d+⟧)"
    rf"|{_NOT_PLACED}(?P<old>{_E})(?:['’]s|\s+(?:did|made|ran|does|makes|do|make)\s+(?:their|its|the))\s+(?:very\s+)?"
    rf"last\s+[a-z]+\b(?=[^⟨.;]{{0,20}}?⟦\d+⟧)",
    re.I,
)
_REVERT = re.compile(
    rf"\b(?:roll(?:ed|ing)?\s+back|revert(?:ed|ing)?|went\s+back|switch(?:ed)?\s+back|mov(?:ed|ing)\s+back|back)"
    rf"\s+(?:{_W}\s+){{0,3}}?(?:to|on)\s+(?:the\s+old\s+{_W}|{_ART}(?:own\s+)?(?P<new>{_E}))"
    rf"|\brevert(?:ed|ing)?\s+{_ART}(?P<undone>{_E})",
    re.I,
)
# "all transcripts go to Rev's human service again": back to what was used before.
_AGAIN = re.compile(rf"\b(?:{_ROUTED}|{_CHANGE_VERB}\s+(?:{_W}\s+){{0,3}}?(?:to|onto|into))\s+{_ART}(?P<new>{_E})"
                    r"[^⟨⟦.;]{0,40}?\bagain\b", re.I)
_ALTERNATIVE = r"(?:option|finalist|candidate|choice|contender|alternative|bidder)s?\b"
_REJECT = re.compile(
    rf"(?:\b(?:threw|thrown|throw)\s+out|\brejected|\bruled\s+out|\bdecided\s+against|\bsaid\s+no\s+to|\bpassed\s+on"
    rf"|\bdismissed|\bnot\s+going\s+(?:with|for)|\bdidn['’]t\s+(?:go\s+with|pick|choose|take))[^.;]*?(?P<list>{_EL})"
    rf"|(?P<list2>{_EL})[^⟨⟦.;]{{0,60}}?\b(?:was|were|got|is|are)\s+(?:ruled\s+out|rejected|dismissed|off\s+the\s+table)"
    rf"|(?P<list3>{_EL})[^⟨⟦.;]{{0,30}}?\b(?:wanted|suggested|proposed|liked|pushed\s+for)\b[^.;]*\bi\s+said\s+no\b"
    # "X was the other finalist", "the other option was X": told once the choice fell elsewhere.
    rf"|(?P<list4>{_EL})[^⟨⟦.;]{{0,20}}?\b(?:was|were)\s+the\s+(?:only\s+)?other\s+(?:[\w-]+\s+)?{_ALTERNATIVE}"
    rf"|\bthe\s+(?:only\s+)?other\s+(?:[\w-]+\s+)?{_ALTERNATIVE}\s+(?:was|were)\s+{_ART}(?P<list5>{_EL})",
    re.I,
)
# "⟨Kafka⟩ is off", "the ⟨TOPdesk⟩ move is off for research computing", not "⟨Adaeze⟩ is off
# ⟦this week⟧" or "off for a week", nor "⟨Mateo⟩ will tick it off".
_CANCEL = re.compile(
    rf"(?P<list>{_EL})[^⟨⟦.;]{{0,60}}?\b(?:(?:is|was|got|has\s+been)?\s*(?:cancel+ed|called\s+off|scrapped|shelved)"
    rf"|(?:is|was|has\s+been)\s+off(?!\s+(?:⟦|(?:this|next|today|tomorrow|until|till|on|sick|work)\b"
    rf"|for\s+(?:⟦|the\s+(?:day|week|month|rest)\b|a\s+(?:day|week|while|bit)\b|\d|two\b|three\b|a\s+few\b))))\b"
    rf"|\b(?:cancel+(?:ed|ing)?|call(?:ed|ing)?\s+off|scrap(?:ped|ping)?|shelv(?:ed|ing))\s+{_ART}(?:{_W}\s+){{0,2}}?"
    rf"(?P<list2>{_EL})"
    # "change of plan: we're not moving to ⟨Discord⟩", "we won't switch the chat to ⟨X⟩ after all"
    rf"|\b(?:we(?:['’]re|\s+are)\s+not|we\s+won['’]t|we\s+will\s+not|we\s+aren['’]t)\s+(?:be\s+)?"
    rf"(?:moving|switching|migrating|going|move|switch|migrate|go)\s+(?:(?:{_W})\s+){{0,3}}?(?:to|onto)\s+{_ART}"
    rf"(?P<list3>{_EL})(?!\s*⟦|[^⟨⟦.;]{{0,30}}\b(?:until|till|before|yet)\b)",
    re.I,
)
# "⟨0⟩ owns billing", "from Monday ⟨0⟩ is owner of platform and infrastructure", "the public API is
# officially mine": the slot is what is owned.
_THING_WORD = r"(?:[\w/.&-]+|⟨\d+⟩)"
_THING_REST = rf"(?:\s+(?!from\b|since\b|until\b|now\b|today\b|for\b){_THING_WORD}){{0,4}}"
_THING = rf"(?P<thing>(?:the\s+)?{_THING_WORD}{_THING_REST})"
# An owned thing said before what it belongs to starts after any "and" of a list ("the kilns and the
# glaze room are mine": "the glaze room"), and after "now".
_THING_BEFORE = rf"(?<![\w/.&-])(?P<thing>(?:the\s+)?(?!(?:and|or|but|now)\b){_THING_WORD}{_THING_REST})"
# Each with what it cannot match without: those that start with the owned thing are slow to try
# at every word of a clause, so a clause without their words is not searched with them.
_NAMED = re.compile("⟨")
# Who answers for a thing, said after it ("the stores supervisor", "the system owner").
_ROLE = r"owner|supervisor|manager|lead|administrator|coordinator"
# "Ilse Marr is the Tarrow stores supervisor", "I'll be the Kelpie system owner": of a thing with a
# name in it (not "the account manager").
_ROLE_HOLDER = re.compile(rf"(?:(?P<who>{_E})|\b(?P<mine>I)(?:['’]ll|\s+will)?)\s+(?:is|am|['’]m|becomes|became|be)\s+"
                          rf"(?:now\s+)?the\s+(?:new\s+)?{_THING}\s+(?:{_ROLE})\b", re.I)
# A relative clause between a person and what they are said to hold ("Dana, who joined in May, becomes").
_ASIDE = r"(?:,\s*(?:who|whom)\b[^,;:]*,)"
# "is", "has been", "stays", "will be", "becomes", with "now" or "officially": what belongs to someone.
_BELONGS = (r"(?:is|are|stays|remains|has\s+been|have\s+been|will\s+be|becomes?|became)\s+(?:now\s+)?"
            r"(?:officially\s+)?")
_OWNERSHIP = [
    # "Dana owns billing", "Pri in Bristol, who looks after the helpdesk"
    (_NAMED, re.compile(rf"(?P<who>{_E})(?:\s+(?:in|at|from)\s+(?:{_E}|[A-Z][\w-]+))?(?:,\s*who|{_ASIDE})?\s+"
                        rf"(?:now\s+|officially\s+|also\s+)?(?:owns|runs|leads|looks\s+after|manages|coordinates|handles"
                        rf"|is\s+(?:now\s+)?(?:responsible\s+for|in\s+charge\s+of|covering)|covers"
                        rf"|takes\s+over|took\s+over|has\s+taken\s+over|will\s+own)\s+(?!(?:on|in|at|with|into|onto|through"
                        rf"|via)\s){_THING}", re.I)),  # "the app runs on X" is where it runs
    (_NAMED, re.compile(rf"(?P<who>{_E}){_ASIDE}?\s+(?:is|becomes|became|will\s+be)\s+(?:now\s+)?(?:the\s+)?(?:new\s+)?"
                        rf"(?:\w+\s+)?owner\s+(?:of|for)\s+{_THING}", re.I)),
    # "the site is yours, Dana" and "Dana, the site is yours": said to its owner.
    (re.compile(r"\byours,", re.I), re.compile(rf"{_THING_BEFORE}\s+{_BELONGS}yours,\s+(?P<who>{_E})", re.I)),
    (re.compile(r"\byours\b", re.I), re.compile(rf"^\W*(?P<who>{_E}),\s+{_THING}\s+{_BELONGS}yours\b", re.I)),
    (re.compile(r"owned|⟩['’]s", re.I),
     re.compile(rf"{_THING_BEFORE}\s+{_BELONGS}(?:owned\s+by\s+(?P<who>{_E})|(?P<who2>{_E})['’]s\b)", re.I)),
    (re.compile(r"\bmine\b|\bmy\s+(?:area|responsibility|job)\b", re.I),
     re.compile(rf"(?:{_THING_BEFORE}|(?P<system>⟨\d+⟩))\s+{_BELONGS}(?P<mine>mine\b|my\s+(?:area|responsibility|job)\b)"
                r"(?:\s+now\b)?", re.I)),
    (re.compile(r"\bI\b"),
     re.compile(rf"\b(?P<mine>I)(?:\s+(?:now\s+|also\s+)?(?:own|run|lead|manage|look\s+after|coordinate|handle|cover)"
                rf"|(?:['’]m|\s+am)\s+(?:now\s+)?(?:responsible\s+for|in\s+charge\s+of|covering"
                rf"|the\s+(?:\w+\s+)?owner\s+(?:of|for)))\s+{_THING}")),
    (_NAMED, re.compile(rf"\bowner\s+(?:of|for)\s+{_THING}\s*(?::|is|=)\s*(?P<who>{_E})", re.I)),
    # "Bram hands Kelpie system ownership to Ilse": the one handing it held it before.
    (_NAMED, re.compile(rf"(?P<giver>{_E})\s+(?:hands|handed|will\s+hand|passes|passed|will\s+pass)\s+(?:over\s+)?"
                        rf"{_THING}\s+(?:over\s+)?to\s+(?P<who>{_E})", re.I)),
    (re.compile(rf"\b(?:{_ROLE})\b", re.I), _ROLE_HOLDER),
]
# An owned thing starting with a conjunction or a pronoun is not named ("owns and operates", "runs it").
_NOT_A_THING = frozenset({"and", "or", "but", "nor", "it", "its", "this", "that", "these", "those", "them"})
_OWNER_CHANGE = re.compile(r"\b(?:(?<!for )now|takes|took|taken|becomes?|became|will)\b", re.I)
_DATED_FROM = re.compile(r"\b(?:from|since|as\s+of|starting)\s+⟦", re.I)
_NOT_MINE = re.compile(r"\s*,?\s*(?:and\s+)?not\s+(?:mine|his|hers|theirs|yours)(?:\s+any\s*more)?\b", re.I)
_HANDED_OVER = re.compile(r"\b(?P<who>[A-Z][\w'’-]+)\s+(?:handed|hands|passed|passes)\s+(?:it|this|that|them|\w+)?\s*over\b")
_LEAVING = re.compile(r"\b(?:I(?:['’]m|\s+am)?\s+(?:move|moving|leave|leaving|retire|retiring|hand|handing|step(?:ping)?\s+down)"
                      r"|my\s+last\s+(?:week|day|month))\b")
_GREETING = r"(?i:hi|hey|hello|hola|morning|good\s+morning)[,!.]?\s+"
# "Dana here", "Hi, it's Alex here", "Sam again.", a greeting, a full name and a comma ("Hi! Dana
# Reyes, IT support in the north office"), or an introduction ("Hi, I'm Callum.", "My name is Ana").
_SPEAKER = re.compile(rf"^\W*(?:{_GREETING})?(?:(?i:it['’]s|this\s+is)\s+)?(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)\s+here\b"
                      r"|^\W*(?P<again>[A-Z][\w'’-]+)\s+again\.\s"
                      r"|^\W*(?i:hi|hey|hello|good\s+morning)[!.]\s+(?P<full>[A-Z][\w'’-]+\s+[A-Z][\w'’-]+),\s"
                      rf"|^\W*(?:{_GREETING})?(?:I['’]m|I\s+am|[Mm]y\s+name\s+is)\s+"
                      r"(?P<intro>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)(?=\s*[,.;:!(]|\s+(?:from|and|with|on|in)\b)")

# --- moods: what makes a clause say nothing in effect ----------------------------------------------
_HYPOTHETICAL = re.compile(
    r"\b(?:if|would|could|can|might|(?-i:may)|maybe|perhaps|whether|wonder\w*|unless|should|worth|hop(?:e|ing)"
    r"|wants?\s+to|wanted\s+to|intend\w*|eventually|someday|needs?\s+to|imagine|suppose)\b|\w['’]d\b", re.I)
_CONSIDERING = re.compile(
    r"\b(?:consider\w*|evaluat\w*|look(?:ing|ed)?\s+(?:at|into)|think(?:ing)?\s+(?:about|of)|propos\w*|suggest\w*"
    r"|floated|pitch\w*|options?|alternatives?|idea|spike|prototype|experiment\w*|compar\w*"
    r"|versus|vs|tested|testing|candidates?|poc)\b", re.I)
# "we're trying it: from Monday all transcripts go to X": a trial with a start is a change in use.
_TRYING = re.compile(r"\b(?:try(?:ing)?|tried|trial)\b", re.I)
_PLANNED = re.compile(
    r"\b(?:will|won't|shall|going\s+to|gonna|plan(?:s|ned|ning)?|decid\w*|decision|let's|agreed|approv(?:ed|es|e|al)"
    r"|target\w*|aim\w*"
    r"|goal|soon|about\s+to|tomorrow|next\s+(?:week|month|quarter|year|sprint|release)|proposal|roadmap"
    r"|start(?:s|ing)?\s+(?:after|next|in))\b|\w['’]ll\b|\b(?:it|that)\s+is\b\W*$", re.I)
_IN_EFFECT = re.compile(r"\b(?:today|yesterday|ago|this\s+morning|this\s+afternoon|as\s+of|from\s+today|starting\s+today"
                        r"|live|done|merged|shipped|cut\s*over|completed|finished|landed|since|now)\b", re.I)
# With a decision in the sentence, "this morning" dates the decision; only these say it took effect.
_STRONG_EFFECT = re.compile(r"\b(?:as\s+of|from\s+today|starting\s+today|live|done|merged|shipped|completed|finished"
                            r"|landed|since|now)\b", re.I)
_PAST_CHANGE = re.compile(r"\b(?:switched|moved|migrated|ported|replaced|swapped|dropped|ditched|adopted|went|cut\s*over"
                          r"|transitioned|shifted|upgraded|converted|rewrote|rebuilt|rolled\s+out|launched|shipped"
                          r"|landed|merged)\b", re.I)
_DECISION = re.compile(r"\b(?:decid\w*|decision|let's|agreed|approv(?:ed|es|e|al)|plan(?:s|ned)?|proposal)\b", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no\s+longer|nobody|neither|nor|no)\b|n['’]t\b", re.I)
# "Small correction for the record: X went live on 1 April", "the report says we moved on the 28th.
# That's wrong. ... went live on the 4th": from here on the turn sets a record right.
_SETS_RIGHT = re.compile(r"\b(?:correction|to\s+correct|correcting)\b|\b(?:that|this|which|it)(?:['’]s|\s+is|\s+was)\s+"
                         r"(?:wrong|incorrect|not\s+(?:right|true|correct|accurate))\b|\bit\s+(?:didn['’]t|wasn['’]t)\s*:",
                         re.I)
# "... she writes we are on X since March": what someone said, the statement being corrected.
_REPORTED = re.compile(r"\b(?:writes|wrote|says|said|claims|claimed|thinks|thought)\b", re.I)
# "went live on March 2, not in February": the negation corrects a date, not the statement.
_DATE_CORRECTION = re.compile(rf"\bnot\s+(?:(?:in|on|at|since|from|until|by)\s+)?(?:the\s+)?{_WHEN}")
_CONTINUING = re.compile(r"\b(?:still|stays?|stayed|staying|remains?|remained|keeps?|kept|stick(?:s|ing)?\s+with)\b",
                         re.I)
_THIRD_PARTY = re.compile(r"\b(?:they|they're|their)\b"
                          r"|^\W*(?!(?:today|it|that|let|what|here|there|who|everyone)['’]s)(?-i:[A-Z])\w+['’]s\s", re.I)
_SUGGESTION = re.compile(r"^\W*(?:mov(?:e|ing)|switch(?:ing)?|migrat(?:e|ing)|port(?:ing)?|us(?:e|ing)|stay(?:ing)?"
                         r"|adopt(?:ing)?|replac(?:e|ing)|deploy(?:ing)?|keep(?:ing)?|add(?:ing)?|try(?:ing)?"
                         r"|run(?:ning)?|set up|go(?:ing)?|mak(?:e|ing))\b(?! (?:live|done))", re.I)

# --- slot phrases: the words that say what a state is of ------------------------------------------
_VERBISH = re.compile(r"^(?:switch\w*|mov\w*|migrat\w*|port\w*|replac\w*|swap\w*|drop\w*|ditch\w*|adopt\w*|us(?:e|es|ed|ing)"
                      r"|run\w*|went|go(?:es|ing|ne)?|cut\w*|chang\w*|decid\w*|chose|picked|pick|rolled|roll\w*|shipped"
                      r"|launch\w*|introduc\w*|set|added|add|install\w*|remov\w*|retir\w*|took|take\w*|gets?|got|happen\w*"
                      r"|merged|landed|finished|completed|started|start\w*|stopped|ended|stays?|keep\w*|kept|owns?|made|came|comes?|arriv\w+"
                      r"|upgrad\w*|rewr\w+|rebuil\w+|convert\w*|transition\w*|shift\w*|hosted|served|deployed|lives?"
                      r"|runs?|send\w*|store\w*|track\w*|manag\w*|process\w*|page\w*|build\w*|built|hosts?)$", re.I)
_TOKEN = re.compile(r"⟨\d+⟩|⟦\d+⟧|[\w'’./&+-]+")


def extract_claims(turn: TurnRecord, project: str = "", speaker_name: str | None = None,
                   record: bool = False) -> list[Claim]:
    """Claims of one turn's prose, in text order (tool calls and output are read elsewhere).

    `speaker_name` is who the session said is talking ("Kofi here" in an earlier turn), when the
    turn does not say it itself. A `record` of what was done (a commit message) states changes in
    the imperative ("Replace Glide with Coil"), which in talk would be a suggestion.
    """
    if turn.kind in SILENT_KINDS or not turn.text:
        return []
    now = _utc(turn.at)
    speaker = _speaker(turn.text) or (_Ref(canonical_key(speaker_name), speaker_name, 0, 0) if speaker_name else None)
    leaving = bool(_LEAVING.search(turn.text))
    text = "\n".join(_SUGGESTION.sub(lambda m: m.group(0).lower(), line) for line in turn.text.splitlines()) \
        if record else turn.text  # "Replace Glide with Coil": the verb, not a name "Replace Glide"
    sentences = split_sentences(text)
    found: list[Claim] = []
    carried: list[DateMention] = []
    undated: list[int] = []
    correcting = False
    for sentence in sentences:
        # A correction sets right the first dated use or change told from its cue on.
        correcting, settled = correcting or bool(_SETS_RIGHT.search(sentence)), False
        tense = sentence_tense(_RELATIVE_CLAUSE.sub(" ", sentence))  # "X moves to Y, which we already pay for": a plan
        parts = clauses(sentence)
        # A date in a relative clause ("..., which the vendor ends on March 31") is that clause's own.
        joined = " ; ".join(c for c in parts if not _RELATIVE.match(c)) if len(parts) > 1 else sentence
        lent = _affirmed(joined, find_dates(joined, now))
        sentence_dates = lent or carried
        read = []
        for clause in parts:
            refs, template, dates = _template(clause, now, project)
            items = _read_clause(clause, template, refs, speaker, _handover(sentence, speaker, leaving), record, dates)
            read += [(item, clause, refs, template, dates) for item in items]
        sole = sum(item.kind is ClaimKind.CHANGE for item, *_ in read) <= 1
        told = not read and _CHANGE_TOLD.search(sentence)
        if told and undated:
            _date_before(found, undated, sentence, now, tense)
        # Undated changes wait for their date through sentences that tell no other change
        # ("X replaces Y. Z is out: too dear. Cutover is Monday 13 January.").
        if told or any(item.kind in (ClaimKind.PLAN, ClaimKind.CHANGE) for item, *_ in read):
            undated = []
        for item, clause, refs, template, dates in read:
            claim = _as_claim(item, template, refs, dates, sentence_dates, now, tense, sentence, clause, turn,
                              project, sole)
            if claim is not None:
                claim = _version_step(claim, clause)
                if (correcting and not settled and claim.kind in (ClaimKind.CHANGE, ClaimKind.STATE)
                        and claim.effective is not None and not _REPORTED.search(clause)):
                    claim, settled = replace(claim, source=CORRECTION), True
                found.append(claim)
                if claim.kind in (ClaimKind.PLAN, ClaimKind.CHANGE) and claim.effective is None:
                    undated.append(len(found) - 1)
        correcting = correcting and not settled
        # "Cutover done last Sunday. Oldbase → Newbase 2 ...": a dated change naming no thing dates
        # the one the next sentence tells.
        carried = (lent if len(parts) == 1 else find_dates(sentence, now)) if told else []
    return _distinct(_ended_beside(found))


_STARTED = re.compile(r"\b(?:since|as\s+of|starting)\b", re.I)


def _ended_beside(found: list[Claim]) -> list[Claim]:
    """A use said to have started beside the end of one other thing is that thing's replacement:
    "since Monday the queue runs on X; Y ended on Sunday", not "Y ended in May; we use X"."""
    ended = [c for c in found if c.kind is ClaimKind.END and c.object]
    return [replace(c, kind=ClaimKind.CHANGE, old=old.object, old_name=old.object_name)
            if c.kind is ClaimKind.STATE and c.effective is not None and c.old is None
            and _STARTED.search(c.text)
            and len(others := [e for e in ended if e.object != c.object and e.text == c.text]) == 1
            and (old := others[0]) else c for c in found]


# "from Python 3.11 to Python 3.12", "Node 18 → 20", "Postgres from 14 to 16": one thing's version
# to another.
_VERSION = r"v?(?P<{}>\d+(?:\.\d+)*)\b"
_VERSION_STEPS = [
    re.compile(rf"(?<![\w.])(?P<name>[A-Za-z][\w.+#-]*?)\s+{_VERSION.format('old')}\s*(?:to|→|->|=>)\s*(?:(?P=name)\s+)?"
               rf"{_VERSION.format('new')}", re.I),
    re.compile(rf"(?<![\w.])(?P<name>[A-Za-z][\w.+#-]*?)(?:\s+(?:goes|went|moves?|moved|is\s+going|will\s+go))?\s+from\s+"
               rf"{_VERSION.format('old')}\s+to\s+{_VERSION.format('new')}", re.I),
]


def _version_step(claim: Claim, clause: str) -> Claim:
    """A change between two versions of the thing it names is a change of that thing's version,
    named and keyed as tool calls name them ("Python 3.12" in the slot "Python version")."""
    if claim.kind not in (ClaimKind.CHANGE, ClaimKind.PLAN) or claim.old not in (None, claim.object):
        return claim
    for pattern in _VERSION_STEPS:
        for m in pattern.finditer(clause):
            if canonical_key(m.group("name")) != claim.object:
                continue
            word = language_name(m.group("name"))
            old, new = (f"{word} {spoken_version(m.group(side))}" for side in ("old", "new"))
            if old.lower() != new.lower():
                return replace(claim, object=new.lower(), object_name=new, old=old.lower(), old_name=old,
                               slot=f"{word} version")
    return claim


def _date_before(found: list[Claim], undated: list[int], sentence: str, now: datetime | None, tense: Tense) -> None:
    """A change naming no thing dates the claims of the sentence before it: a plan by a date ahead
    ("We chose X to replace Y. Go-live on 1 April."), and a date past says the change happened then
    ("Zipkeep is in. I did the switch last Thursday.")."""
    if now is None:
        return
    if tense is Tense.PAST:
        past = [d for d in find_dates(sentence, now, Tense.PAST) if d.value <= now]
        for i in undated if past else ():
            found[i] = replace(found[i], kind=ClaimKind.CHANGE, effective=past[0].value)
    else:
        ahead = [d for d in find_dates(sentence, now, Tense.FUTURE) if d.value > now + timedelta(hours=12)]
        for i in (i for i in undated if found[i].kind is ClaimKind.PLAN) if ahead else ():
            found[i] = replace(found[i], effective=ahead[0].value)


_RELATIVE = re.compile(r"^\W*(?:which|who|whose|whom)\b", re.I)
_RELATIVE_CLAUSE = re.compile(r",\s*(?:which|who|whose|whom)\b[^,;:]*", re.I)
_CHANGE_TOLD = re.compile(rf"\b(?:{_CHANGE_NOUN}|migration|switch|move)\b", re.I)


def _read_clause(clause: str, template: str, refs: list[_Ref], speaker: _Ref | None,
                 handover: _Ref | None = None, record: bool = False,
                 dates: list[DateMention] | None = None) -> list[_Found]:
    """Every claim a clause makes, by its mood: rejected, negated, hypothetical, planned or done.
    A trial is in use when the clause tells when it starts (`dates` are the clause's own)."""
    suggested = not record and _SUGGESTION.match(clause)
    if clause.rstrip("\"') ").endswith("?") or suggested:
        return []
    # "They start after New Year: from Monday all lab work goes to X": what follows a colon is its own;
    # "X's last day is Friday", "X did their last run": the possessive is the thing's own.
    if _THIRD_PARTY.search(clause.rsplit(": ", 1)[-1]):
        return [_Found(ClaimKind.END, refs[_index(m.group("old"))], None, m, 0.7)
                for m in _LAPSED.finditer(template) if m.group("old")]
    rejected = [_Found(ClaimKind.REJECT, refs[i], None, m, 0.8) for m in _REJECT.finditer(template)
                for i in _listed(m, "list", "list2", "list3", "list4", "list5")]
    cancelled = [_Found(ClaimKind.CANCEL, refs[i], None, m, 0.7) for m in _CANCEL.finditer(template)
                 for i in _listed(m, "list", "list2", "list3")]
    if rejected or cancelled:
        return rejected + cancelled
    ended = [_Found(ClaimKind.END, refs[i], None, m, 0.7) for m in (*_ENDED.finditer(template), *_LAPSED.finditer(template))
             for i in _listed(m, "old", "list")]
    # What leads up to a colon is no part of what follows ("for those who couldn't come: from Monday
    # the rota moves to X").
    if _NEGATION.search(_DATE_CORRECTION.sub(" ", _without_ended(template)).rsplit(": ", 1)[-1]):
        lapsed = any(f.match.re is _LAPSED for f in ended)
        return ended if lapsed or re.search(r"\bno\s+longer\b|\bnot\s+(?:using|used)\b", template, re.I) else []
    if (_HYPOTHETICAL.search(template) or _CONSIDERING.search(template)
            or _TRYING.search(template) and not _tells_start(template, dates or [])):
        return []
    changes = _changes(template, refs, dates or [])
    changes += _version_changes(clause, template, refs, changes)
    replaced = {f.old.key for f in changes if f.old is not None}
    changes = [f for f in changes if (f.kind is not ClaimKind.STATE or f.new is None or f.new.key not in replaced)
               and not any(_within(f, e) for e in ended)]  # "we stop using X" is no use of X
    found = changes + [f for f in ended if f.new is None or f.new.key not in replaced] + \
        _ownership(template, refs, speaker, handover)
    if _CONTINUING.search(template):  # "X stays", "Y stays read-only": states, and the ends told
        return [_Found(ClaimKind.STATE, f.new, None, f.match, 0.6, f.slot) if f.kind is not ClaimKind.END else f
                for f in found if f.kind in (ClaimKind.STATE, ClaimKind.CHANGE, ClaimKind.END)]
    return found


def _within(reading: _Found, end: _Found) -> bool:
    """A reading of a thing's use that is a part of the words ending it ("using X" in "stop using X")."""
    return (reading.new is not None and end.new is not None and reading.new.key == end.new.key
            and end.match.start() <= reading.match.start() and reading.match.end() <= end.match.end())


def _changes(template: str, refs: list[_Ref], dates: list[DateMention]) -> list[_Found]:
    """Changes, adoptions, reverts and states the clause asserts, surest reading per object first."""
    found: list[_Found] = []
    for m in _AGAIN.finditer(template):
        found.append(_Found(ClaimKind.REVERT, refs[_index(m.group("new"))], None, m, 0.75))
    for m in _REVERT.finditer(template):
        target = m.group("new")
        if m.group("undone") is None:
            found.append(_Found(ClaimKind.REVERT, refs[_index(target)] if target else None, None, m, 0.8))
        else:
            found.append(_Found(ClaimKind.END, refs[_index(m.group("undone"))], None, m, 0.7))
    for table, kind in ((_CHANGES, ClaimKind.CHANGE), (_ADOPTIONS, ClaimKind.CHANGE), (_STATES, ClaimKind.STATE)):
        for pattern, confidence in table:
            for m in pattern.finditer(template):
                new_ref = m.groupdict().get("new") or m.groupdict().get("new2") or m.groupdict().get("new3")
                if new_ref is None or _modifies(template, m, _group_of(m, new_ref)):
                    continue
                # "X ⟦on Monday⟧" tells no start, "X ⟦from June⟧" one that may lie ahead; "our ⟨QC⟩" is a role.
                if (since := m.groupdict().get("since")) and m.start("since") == m.end("new") + 1 and (
                        dates[int(since.strip("⟦⟧"))].prefix not in ("since", "as of")
                        or _OWNED_BY.search(template[:m.start("new")])):
                    continue
                new = refs[_index(new_ref)]
                if (platform := m.groupdict().get("platform")) and _runs_on(new):
                    new = refs[_index(platform)]
                if (kind is ClaimKind.CHANGE and _ROUTING.search(m.group(0)) and not _WE.search(template[:m.start()])
                        and not _tells_start(template, dates)):
                    kind_here = ClaimKind.STATE  # "errors go to Bugnest": where things go now, unless a start is told
                else:
                    kind_here = kind
                olds = [refs[i] for i in _listed(m, "old")]
                if olds and (owned := _possessed(template, m.end("old"), refs)) is not None:
                    olds[-1] = owned
                old = next((o for o in olds if o.key != new.key), None)
                if old is None and pattern is _MOVED_TO:
                    old = _same_kind_moved(template[m.start():m.start("new")], refs, new)
                if any(f.new is not None and f.new.key == new.key for f in found):
                    continue
                found.append(_Found(kind_here, new, old, m, confidence))
    return found


def _same_kind_moved(moved: str, refs: list[_Ref], new: _Ref) -> _Ref | None:
    """ "moving our Vuex store to Pinia": what is moved, when it is a thing of the new one's known
    kind, is what the new one replaces (not "moving the Kestrel cluster to Rocky")."""
    kind = thing_kind(new.name)
    if kind is None:
        return None
    moved_refs = [refs[_index(e)] for e in re.findall(_E, moved)]
    return next((r for r in moved_refs if r.key != new.key and thing_kind(r.name) == kind), None)


_VERSION_MOVE = re.compile(r"\b(?:mov(?:e|es|ed|ing)|go(?:es|ing)?|went|bump\w*|upgrad\w*|downgrad\w*|switch\w*"
                           r"|migrat\w*|roll\w*|updat(?:e|es|ed|ing))\b", re.I)


def _version_changes(clause: str, template: str, refs: list[_Ref], found: list[_Found]) -> list[_Found]:
    """ "Postgres goes from 14 to 16", "Bumped Node.js 20 → 22": a known technology's version
    changing is a change of it (named by its versions in _version_step), told by no other pattern."""
    if not _VERSION_MOVE.search(clause):
        return []  # "the release notes list Python 3.11 to 3.12 changes" tells no change
    steps = []
    for pattern in _VERSION_STEPS:
        for m in pattern.finditer(clause):
            ref = next((i for i, r in enumerate(refs) if r.start <= m.start("name") < r.end), None)
            if (ref is None or technology(refs[ref].name) is None
                    or any(f.new is not None and f.new.key == refs[ref].key for f in found + steps)):
                continue
            at = re.search(re.escape(f"⟨{ref}⟩"), template)
            if at is not None:
                steps.append(_Found(ClaimKind.CHANGE, refs[ref], None, at, 0.7))
    return steps


_OWNED_BY = re.compile(r"\b(?:our|my|their|its|his|her|your)\s+$", re.I)


def _runs_on(thing: _Ref) -> bool:
    """In "X went live on Y", Y is what X now runs on unless X is a known technology itself."""
    return technology(thing.name) is None


def _tells_start(template: str, dates: list[DateMention]) -> bool:
    """The clause says from when something holds ("from Monday", "starting today", "as of May")."""
    return bool(_STARTS.search(template)) or any(d.prefix in START_PREFIXES for d in dates)


_ROUTING = re.compile(rf"^(?:{_ROUTED}|{_SENDS})\b", re.I)
_STARTS = re.compile(r"\b(?:from\s+(?:today|now|⟦\d+⟧)|starting|as\s+of|since)\b|^\W*⟦\d+⟧", re.I)
_WE = re.compile(r"\b(?:we|i|us)\s*$", re.I)


def _possessed(template: str, end: int, refs: list[_Ref]) -> _Ref | None:
    """The thing a possessive names ("instead of the ⟨dyno⟩'s ⟨local disk⟩"): what was replaced is
    the disk, not the dyno it belongs to."""
    m = re.match(r"['’]s\s+(⟨\d+⟩)", template[end:])
    return refs[_index(m.group(1))] if m else None


def _group_of(m: re.Match[str], ref: str) -> str:
    return next(g for g, v in m.groupdict().items() if v == ref)


def _modifies(template: str, m: re.Match[str], group: str) -> bool:
    """The name a pattern ends on qualifies the noun after it ("set up a ⟨Billing⟩ team", "moves to
    the ⟨Postgres⟩ source"): the thing is that noun, not the name."""
    end = m.end(group)
    if m.end() > end:
        return False
    if re.match(r"['’]s\b", template[end:]):
        return True
    nxt = re.match(r"\s+([a-z][\w-]*)", template[end:])
    return bool(nxt) and nxt.group(1) not in FUNCTION_WORDS and not _VERBISH.match(nxt.group(1))


def _ownership(template: str, refs: list[_Ref], speaker: _Ref | None, handover: _Ref | None) -> list[_Found]:
    """ "⟨0⟩ owns billing": a change of the owner of what is owned, the person being the object.

    The one handing over is the owner before: "⟨1⟩ handed it over" in the sentence, or the speaker
    when the turn says they are leaving it ("I move to the payments squad", "my last week").
    """
    before = handover
    found = []
    for needs, pattern in _OWNERSHIP:
        if not needs.search(template):
            continue
        for m in pattern.finditer(template):
            groups = m.groupdict()
            who = groups.get("who") or groups.get("who2")
            person = refs[_index(who)] if who else (speaker if groups.get("mine") else None)
            giver = refs[_index(groups["giver"])] if groups.get("giver") else None
            if pattern is _ROLE_HOLDER and not re.search(r"⟨|\b[A-Z]", groups["thing"]):
                continue
            # "Ledgerline stays mine": the speaker owns the system named.
            # "Dana owns the SCADA historian": the owned thing is said with the names in it.
            thing = refs[_index(groups["system"])].name if groups.get("system") else _owned_thing(
                re.sub(r"⟨(\d+)⟩", lambda n: refs[int(n.group(1))].name, groups.get("thing") or ""))
            if person is not None and thing and person_shaped(person.name):
                # "the glaze room is Ilse's, not mine": the speaker held it before.
                contrast = _NOT_MINE.match(template, m.end())
                was_mine = speaker if contrast and "mine" in contrast.group(0).lower() else None
                old = next((r for r in (giver, was_mine, before) if r is not None and r.key != person.key), None)
                # "Dana owns billing", "I run the helpdesk", "billing is mine": who holds it; "takes
                # over", "becomes the owner", "is now mine", "from Monday Dana runs it", a handover:
                # a change of who holds it.
                kind = ClaimKind.CHANGE if (_OWNER_CHANGE.search(m.group(0)) or _DATED_FROM.search(template)
                                            or old is not None) else ClaimKind.STATE
                found.append(_Found(kind, person, old, m, 0.8, slot=f"{OWNER_PREFIX}{thing}"))
    return found


def _as_claim(item: _Found, template: str, refs: list[_Ref], dates: list[DateMention],
              sentence_dates: list[DateMention], now: datetime | None, tense: Tense, sentence: str, clause: str,
              turn: TurnRecord, project: str, sole: bool = True) -> Claim | None:
    """The claim with its date: a future date makes a change a plan, a past one dates it.

    A change told in the present without a sign that it happened ("So we move to OpenTofu",
    "transactional email moves to Postmark") is a decision, so a plan too.
    """
    # A clause without a date of its own takes its sentence's ("from Monday the 12th, Confluence
    # goes read-only, and all docs move to Notion").
    affirmed = _affirmed(clause, dates)
    when = _nearest_date(template, item.match, affirmed) if affirmed else next(iter(sentence_dates), None)
    effect = _STRONG_EFFECT if _DECISION.search(clause) else _IN_EFFECT
    # "We decided: we switched from X to Y today": the change's own verb is in the past.
    around = template[max(0, item.match.start() - 30):item.match.end()]
    done = bool(_PAST_CHANGE.search(around))
    # "Dana signed off moving our mail to X last week", "we discussed switching": a change named as
    # what another verb is about is talked of, not done.
    prospective = item.match.re is _TO_REPLACE or _GOVERNED_CHANGE.search(around) is not None
    in_effect = (done or bool(effect.search(clause))) and tense is not Tense.FUTURE and not prospective
    planned = (bool(_PLANNED.search(template)) or prospective) and not in_effect
    # "Sam agreed, we move the intranet to X in June": the move's own clause is in the present,
    # a schedule, so its month lies ahead whatever the decision's tense.
    # A line led by its date ("8 Jul: X → Y") is a record of what happened, no schedule.
    entry = bool(_DATED_ENTRY.match(template))
    scheduled = item.kind is ClaimKind.CHANGE and not in_effect and not entry and sentence_tense(clause) is Tense.PRESENT
    if scheduled and when is not None and when in dates and when.relative and now is not None and when.value < now:
        when = next((d for d in find_dates(clause, now, Tense.FUTURE) if d.start == when.start), when)
    undated_present = (item.kind is ClaimKind.CHANGE and (tense is not Tense.PAST or scheduled) and not in_effect
                       and not entry)
    kind, effective = item.kind, None
    if when is not None and when.prefix in ("until", "till") and kind in (ClaimKind.STATE, ClaimKind.CHANGE,
                                                                           ClaimKind.END):
        kind, effective = ClaimKind.END, when.value  # "stays around until the end of March": when it ends
    elif when is not None and now is not None and when.value > now + timedelta(hours=12):
        if kind not in (ClaimKind.CHANGE, ClaimKind.STATE):  # an end ahead is no plan to use the thing
            return None
        kind, effective = ClaimKind.PLAN, when.value
    elif kind in (ClaimKind.CHANGE, ClaimKind.STATE) and (planned or undated_present):
        kind = ClaimKind.PLAN
    elif (when is not None and when.to_the_day and not (item.match.re is _CHOICE and _same_day(when, now))
          and (kind is not ClaimKind.STATE or _tells_start(template, [when]))):
        effective = when.value  # a use is dated by the day it holds from, not by any day beside it
    elif (when is not None and when.precision == "month" and sole and _before_month_of(when.value, now)
          and not _ATTRIBUTIVE.search((clause if when in dates else sentence)[:when.start])):
        # "moved from Snakemake to Nextflow (September 2024)": from that month. A month beside a
        # list of changes, or naming a thing ("compared to the August 2025 version"), dates none.
        effective = when.value
    if (kind is ClaimKind.STATE and item.slot.startswith(OWNER_PREFIX) and effective is not None and when in dates
            and when.prefix in START_PREFIXES):
        kind = ClaimKind.CHANGE  # "Marcus owns billing since October 1": held from the day it tells
    slot = item.slot or _slot_phrase(template, item, refs, project)
    subject = "" if item.slot else _subject(template, refs, item, project)
    old = item.old or (_contrasted(template, item, refs) if kind in (ClaimKind.PLAN, ClaimKind.CHANGE) else None)
    return Claim(
        kind=kind, object=item.new.key if item.new else "", object_name=item.new.name if item.new else "",
        slot=slot, subject=subject,
        said_at=now, effective=effective, confidence=item.confidence, text=_clip(sentence),
        turn_external_id=turn.external_id, session_external_id=turn.session_external_id,
        old=old.key if old else None, old_name=old.name if old else None,
        source=CORRECTION if item.match.re is _CORRECTED or _DATE_CORRECTION.search(template) else "text",
    )


_DATED_ENTRY = re.compile(r"^\W*⟦\d+⟧\s*[:–—-]")
# A change's gerund as the object of another verb or of a preposition that makes it a topic, not an
# event ("approved moving", "signed off switching", "thinking of migrating"); not one that says the
# change got done ("finished moving"; "started moving" is under way, not done).
_GOVERNED_CHANGE = re.compile(r"\b(?!(?:finish|complet)ed\b)(?:[a-z]+ed|off|about|of)\s+"
                              r"(?:switch|mov|migrat|port|transition)ing\b", re.I)


def _template(clause: str, now: datetime | None, project: str) -> tuple[list[_Ref], str, list[DateMention]]:
    """The clause with names as ⟨i⟩ and dates as ⟦j⟧, and what each stands for."""
    names = [_named_thing(s.mention.canonical, s.mention.name, s.start, s.end) for s in name_spans(clause, project)]
    spans: list[tuple[int, int, _Ref | DateMention]] = [(r.start, r.end, r) for r in names + _role_names(clause, names)]
    spans += [(d.start, d.end, d) for d in find_dates(clause, now)]
    refs: list[_Ref] = []
    dates: list[DateMention] = []
    parts, cursor = [], 0
    for start, end, item in sorted(spans, key=lambda s: (s[0], -s[1])):
        if start < cursor:
            continue
        parts.append(clause[cursor:start])
        if isinstance(item, _Ref):
            parts.append(f"⟨{len(refs)}⟩")
            refs.append(item)
        else:
            parts.append(f"⟦{len(dates)}⟧")
            dates.append(item)
        cursor = end
    parts.append(clause[cursor:])
    return refs, "".join(parts).replace("`", ""), dates


# "sqlc-generated queries", "Redis-backed sessions": the thing is the name before the participle.
_PARTICIPLE = re.compile(r"-[a-z]+ed$")


def _named_thing(key: str, name: str, start: int, end: int) -> _Ref:
    """A name as a claim's thing, without a participle joined to it by a hyphen."""
    bare = _PARTICIPLE.sub("", name)
    return _Ref(canonical_key(bare), bare, start, end) if bare != name and bare else _Ref(key, name, start, end)


# "from X to Y", "replace X with Y", "X -> Y": when one side is a name, the other one-word side is
# a name too, even if it is an English word ("from requests to httpx", "replace black with ruff").
_ROLE_PAIRS = [
    re.compile(r"\bfrom\s+(?P<a>[\w@./+-]+)\s+to\s+(?P<b>[\w@./+-]+)", re.I),
    re.compile(r"\breplac(?:e|ed|es|ing)\s+(?P<a>[\w@./+-]+)\s+(?:with|by)\s+(?P<b>[\w@./+-]+)", re.I),
    re.compile(r"(?:^|[;,:(]\s*)`?(?P<a>[\w@./+-]+)`?\s*(?:→|->|=>)\s*`?(?P<b>[\w@./+-]+)"),
    re.compile(r"\b(?:swap|trade|drop)\w*\s+(?P<a>[\w@./+-]+)\s+for\s+(?P<b>[\w@./+-]+)", re.I),
]


def _role_names(clause: str, names: list[_Ref]) -> list[_Ref]:
    """Words standing where a change puts its old or new thing, opposite a name."""
    found: list[_Ref] = []
    for pattern in _ROLE_PAIRS:
        for m in pattern.finditer(clause):
            sides = [(m.start(g), m.end(g), m.group(g).rstrip(".,")) for g in ("a", "b")]
            named = [any(r.start <= start < r.end for r in names + found) for start, _, _ in sides]
            if any(named) and not all(named):
                start, end, word = sides[named.index(False)]
                # "to self-hosted Bugnest": the word qualifies the name after it.
                qualifies = any(r.start == end + 1 for r in names)
                if (word.lower() not in FUNCTION_WORDS and re.search(r"[a-z]", word, re.I) and not word.isdigit()
                        and not qualifies and not is_file_name(word)):
                    found.append(_Ref(canonical_key(word), word, start, start + len(word)))
    return found


# "⟨0⟩ replacing ⟨1⟩ as the cache", "... as ⟨2⟩ cache": the role the new thing takes (not "as soon
# as", "as a result": a role is told with a definite article or a name).
_AS_ROLE = re.compile(r"(?:\s+⟨\d+⟩)*\s+as\s+(?:(?:the|our|its|their)\s+(?P<role>(?:⟨\d+⟩\s+)?[A-Za-z][\w-]*(?:\s+(?![a-z]+ed\b)[a-z][\w-]*)?)"
                      r"|(?P<named>⟨\d+⟩\s+[a-z][\w-]*(?:\s+(?![a-z]+ed\b)[a-z][\w-]*)?))"
                      r"(?=\s*(?:[.,;:)]|$|⟦|(?:for|in|on|at|since|from|until|and|with|now)\b))")
# "Device management: ⟨0⟩ → ⟨1⟩ (⟦0⟧)": a short heading before a colon and a name says what the
# line is about ("Status: we moved ..." is a label of the record, not of the slot).
_HEADING = re.compile(r"^\W*(?P<label>[A-Za-z][\w&'’/-]*(?:\s+[\w&'’/-]+){0,3}?)\s*:\s")
# Nouns made from verbs ("management", "deployment", "migration") name a slot, not a change.
_NOUN_SUFFIX = re.compile(r"(?:ment|ness|ion)s?$", re.I)


def _slot_phrase(template: str, item: _Found, refs: list[_Ref], project: str) -> str:
    """What the state is of, from the words of the clause near the claim: "Switched CI to ⟨0⟩" -> "CI".

    A heading the line starts with ("Paging: ⟨0⟩ → ⟨1⟩") says it; a role right after the claim
    ("⟨0⟩ replacing ⟨1⟩ as the cache") says it; else content words (no function words, verbs of
    change or names) in the match and just before it; a name followed by a noun ("⟨Celery⟩
    broker") stays as part of the phrase.
    """
    heading = _HEADING.match(template)
    if (heading is not None and re.match(rf"{_ART}⟨", template[heading.end():], re.I)
            and _names_a_slot(heading.group("label"))):
        return heading.group("label")
    role = _AS_ROLE.match(template, item.match.end())
    window = _clause_before(template, item.match) if role is None else role.group("role") or role.group("named")
    tokens = _TOKEN.findall(window)
    own = {f"⟨{refs.index(r)}⟩" for r in (item.new, item.old) if r is not None and r in refs}
    words: list[str] = []
    for i, token in enumerate(re.sub(r"['’]s$", "", t) for t in tokens):
        if (not token or token.startswith("⟦") or token.lower() in FUNCTION_WORDS
                or _verb_of_change(token)):
            words.append("|")
            continue
        if token.startswith("⟨"):
            nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
            modifies = nxt and not nxt.startswith(("⟨", "⟦")) and nxt.lower() not in FUNCTION_WORDS \
                and not _VERBISH.match(nxt) and nxt.islower()
            words.append(refs[_index(token)].name if modifies and token not in own else "|")
            continue
        words.append("|" if token.lower() == project.lower() else token)
    chunks = [c.split() for c in " ".join(words).split("|") if c.strip()]
    return " ".join(chunks[-1][-4:]) if chunks else ""


def _clause_before(template: str, match: re.Match[str]) -> str:
    """The match with up to 40 characters before it: whole words of its own clause (no "estored"
    of "restored", nothing before a comma, semicolon or parenthesis)."""
    start = max(0, match.start() - 40)
    while 0 < start < match.start() and not template[start - 1].isspace():
        start += 1
    start = max(start, *(template.rfind(mark, start, match.start()) + 1 for mark in ",;()"))
    return template[start:match.end()]


# A date after a determiner names a thing ("the August 2025 version"), not when something happened.
# An open relative clause describing a thing ("... that was delivered in ", "which we bought on ").
_OPEN_DESCRIPTION = re.compile(r"\b(?:that|which|who)\s+(?:was|were|is|are|has|have|had|we|they|I)\b[^,;.]*$", re.I)
_ATTRIBUTIVE = re.compile(r"\b(?:the|a|an|this|that|our|its|their|his|her)\s+$", re.I)


def _before_month_of(moment: datetime, now: datetime | None) -> bool:
    """`moment` falls in a month before the one of `now` (a change told in its own month is dated
    better by when it was told than by the month's first day)."""
    return now is not None and (moment.year, moment.month) < (now.year, now.month)


def _same_day(when: DateMention, now: datetime | None) -> bool:
    return now is not None and when.value.date() == now.date()


def _names_a_slot(label: str) -> bool:
    """A heading that names what a line is about ("Database", "Device management", "Paging"), not a
    step of the talk ("Number two", "One more for later", "Another change")."""
    words = label.lower().split()
    last = words[-1]
    return not any(w in FUNCTION_WORDS for w in words) and not (_verb_of_change(last) and not last.endswith("ing"))


def _verb_of_change(word: str) -> bool:
    """A verb of changing or using ("moved", "switch") or a noun naming a change ("cutover"), not a
    noun made from a verb that names a slot ("management")."""
    verb = bool(_VERBISH.match(word)) and not _NOUN_SUFFIX.search(word)
    return verb or bool(re.fullmatch(_CHANGE_NOUN, word, re.I))


def _subject(template: str, refs: list[_Ref], item: _Found, project: str) -> str:
    """The components the clause names up to the claim ("API and dashboard tests went from ..."),
    else after it in its own part of a list ("Crashbox replaces Bugnest in the Android app", not
    "X → Y (May), Z → W in the web app")."""
    end = item.match.end()
    after = re.split(r"[,;]", template[end:], maxsplit=1)[0]
    return (component_in(_named(template[:end], refs, item), project)
            or component_in(_named(after, refs, item), project))


def _named(template: str, refs: list[_Ref], item: _Found) -> str:
    """The clause with its names back, but the claim's own things ("moved the ⟨Jenkins⟩ server"
    names no component of the project) and products named like parts ("Quill Desktop App")."""
    own = {r.key for r in (item.new, item.old) if r is not None}

    def name(ref: _Ref) -> str:
        words = ref.name.lower().split()
        product = len(words) > 1 and words[-1] in PART_NOUNS  # "Quill Desktop App" is a thing, not a part
        return "," if ref.key in own or product else ref.name

    return re.sub(r"⟨(\d+)⟩", lambda m: name(refs[int(m.group(1))]), template)


def _affirmed(text: str, dates: list[DateMention]) -> list[DateMention]:
    """The dates the text does not deny: "since October 21, not since January" dates nothing in January."""
    return [d for d in dates if not _DENIED.search(text[max(0, d.start - 20):d.start])]


_DENIED = re.compile(r"\bnot\s+(?:(?:in|on|at|since|from|until|by)\s+)?(?:the\s+)?$", re.I)


def _nearest_date(template: str, match: re.Match[str], dates: list[DateMention]) -> DateMention | None:
    """The date closest to the claim in its clause, past those of a relative clause that follows
    it ("moves to Lustre, the appliance that was delivered in November, next Monday, the 20th":
    the 20th) or set off by commas inside it, unless no other date is there."""
    if not dates:
        return None
    asides = [m.span() for m in re.finditer(_ASIDE, template)]

    def distance(j: int) -> int:
        position = template.index(f"⟦{j}⟧")
        if any(start <= position < end for start, end in asides):
            return 2 * len(template)  # "Dana, who joined in May, becomes ...": May dates her joining
        if match.start() <= position <= match.end():
            return 0
        if position < match.start():
            return match.start() - position
        described = _OPEN_DESCRIPTION.search(template[match.end():position]) is not None
        return position - match.end() + (len(template) if described else 0)

    return dates[min(range(len(dates)), key=distance)]


def _listed(m: re.Match[str], *groups: str) -> list[int]:
    return [int(i) for g in groups if (text := m.groupdict().get(g)) for i in re.findall(r"⟨(\d+)⟩", text)]


def _index(ref: str) -> int:
    return int(ref.strip("⟨⟩"))


# "all lab work goes to X, not Y": the "not" sets X against Y, it denies nothing.
_CONTRAST = re.compile(rf"(?P<new>{_E}),\s+(?:and\s+)?not\s+(?:on\s+|with\s+|in\s+|to\s+)?{_ART}(?P<old>{_E})"
                       r"(?=\s*(?:[.;,:!)]|$))", re.I)


def _contrasted(template: str, item: _Found, refs: list[_Ref]) -> _Ref | None:
    """What a change to the item's thing is set against ("goes to X, not Y"): Y, the thing it leaves."""
    for m in _CONTRAST.finditer(template):
        if item.new is not None and refs[_index(m.group("new"))] == item.new:
            return refs[_index(m.group("old"))]
    return None


def _without_ended(template: str) -> str:
    """The clause less what it says ended, and less the "not Y" that sets a new X against the old Y
    ("X, not Y", "Dana's, not mine")."""
    told = _NOT_MINE.sub(" ", _LAPSED.sub(" ", _ENDED.sub(" ", template)))
    return _CONTRAST.sub(lambda m: m.group("new"), _NOW_NOT.sub(lambda m: m.group("new"), told))


_REPORTING = frozenset({"say", "says", "said", "agree", "agrees", "agreed", "decided", "confirmed", "confirms"})


def _owned_thing(phrase: str) -> str:
    """What an ownership phrase names ("for now Ledgerline" -> "Ledgerline"), or "" when it names
    nothing ("and operates the plant", "it")."""
    words = _plain_phrase(phrase).split()
    reported = [i for i, w in enumerate(words) if w.lower() in _REPORTING]
    words = words[reported[-1] + 1:] if reported else words  # "Ingrid and Piotr say Westgate is mine now"
    if not words or words[0].lower() in _NOT_A_THING:
        return ""
    while words and words[0].lower() in FUNCTION_WORDS:
        words.pop(0)
    if len(words) > 1 and words[-1].lower() in ("ownership", "responsibility"):
        words.pop()  # "Kelpie system ownership": the system
    return " ".join(words)


def _plain_phrase(text: str) -> str:
    words = [w for w in text.split() if w.lower() not in ("the", "our", "a", "an")]
    while words and words[-1].lower() in FUNCTION_WORDS:
        words.pop()
    return " ".join(words).strip(" .,:;")


def _handover(sentence: str, speaker: _Ref | None, leaving: bool) -> _Ref | None:
    """Who hands something over in a sentence: "Kofi handed it over", or a speaker who is leaving."""
    handed = _HANDED_OVER.search(sentence)
    if handed:
        return _Ref(canonical_key(handed.group("who")), handed.group("who"), 0, 0)
    return speaker if leaving else None


def speaker_of(text: str) -> str | None:
    """The name a turn introduces its speaker by ("Kofi here"), if any."""
    found = _speaker(text)
    return found.name if found else None


def _speaker(text: str) -> _Ref | None:
    """Who is talking when the turn says so ("Kofi here", "Hi, Lena here (billing)")."""
    m = _SPEAKER.match(text)
    if m is None or (m.group("again") or "").lower() in FUNCTION_WORDS | {"once"}:  # "Once again.", "Then again."
        return None
    name = m.group("name") or m.group("again") or m.group("full") or m.group("intro")
    return _Ref(canonical_key(name), name, 0, 0)


def _distinct(claims: list[Claim]) -> list[Claim]:
    """One claim per kind, object and slot in a turn: the surest."""
    best: dict[tuple[ClaimKind, str, str], Claim] = {}
    for claim in claims:
        key = (claim.kind, claim.object, claim.slot)
        if key not in best or claim.confidence > best[key].confidence:
            best[key] = claim
    return sorted(best.values(), key=lambda c: claims.index(c))


def _clip(sentence: str) -> str:
    if len(sentence) <= MAX_CLAIM_TEXT:
        return sentence
    return sentence[:MAX_CLAIM_TEXT].rsplit(" ", 1)[0] + " …"


def _utc(at: datetime | None) -> datetime | None:
    if at is None:
        return None
    return at.replace(tzinfo=timezone.utc) if at.tzinfo is None else at.astimezone(timezone.utc)
