"""Ideas in a turn without an LLM: prose sentences, classified by intent with marker phrases
and by their structure (kinds.py), and numbered step lists as procedures (procedures.py).

Code blocks, tool output and agent narration ("Let me check...") are not ideas; greetings and
reactions ("Wow, love that painting!") neither. What remains is one idea per sentence, with very
short neighbours of the same intent merged.
"""

from __future__ import annotations

import re

from graphmem.ingest.kinds import kind_by_structure
from graphmem.ingest.procedures import StepList, numbers_steps, step_lists
from graphmem.text.entities import scan_entities
from graphmem.text.sentences import FENCED, paragraphs
from graphmem.model import SILENT_KINDS, IdeaDraft, Intent, TurnRecord

MAX_IDEA_CHARS = 400
SHORT_IDEA_CHARS = 60
MAX_SUMMARY_IDEAS = 30
REMEMBERED_KIND = "remember"

# Compaction summaries open with a chronological "Analysis:" walk-through; "Summary:" restates it.
_SUMMARY_ANALYSIS = re.compile(r"^Analysis:\s*$.*?(?=^Summary:\s*$|\Z)", re.DOTALL | re.MULTILINE)
# A sentence that only takes a stance on the one before ("Not going there.", "Sounds good.").
_STANCE = re.compile(
    r"^(?:no[,.!]?\s+|nah[,.!]?\s+)?(?:not going there|not doing (?:that|it)|not worth it|no way|let's not"
    r"|let's do (?:it|that|this)|do it|go for it|sounds good|ship it|that's the plan)\b",
    re.IGNORECASE,
)
# "A; B; C" recaps hold one point per clause.
_CLAUSE_SEPARATOR = re.compile(r"(?<=;)\s+")
MIN_CLAUSE_WORDS = 4
_QUESTION_START = re.compile(r"(?:what|why|how|when|where|who|which|should|can|could|do|does|did|is|are|will|would"
                             r"|have|has)\b", re.IGNORECASE)

_NARRATION = re.compile(
    r"^(?:now,? |first,? |next,? |ok(?:ay)?,? |perfect!? |great!? )?"
    r"(?:let me |let's (?:check|look|see|start|read|run) |now i'll |i'm going to (?:check|look|read|run)"
    r"|i'll (?:now )?(?:check|look|read|run|search|explore|examine|start|begin|investigate|verify|review|analy[sz]e"
    r"|take a look|help you|conduct|research|draft|update|fix|create|add|write)\b"
    r"|caveat: the messages below|\[request interrupted)",
    re.IGNORECASE,
)
_RHETORICAL_TAIL = re.compile(
    r"(?:,\s*|\s+)(?:right|isn't it|aren't they|don't you think|you know|huh|eh|no|ok|okay|yeah|really|see)\?+$",
    re.IGNORECASE,
)
_FILLER_WORDS = frozenset("""
a an the and or but so to of in on at for with it its it's is are was were be been am i i'm me my you you're
your we we're our they he she his her that that's this these those there here what what's how when where why
who which do does did have has had can could would should will just really very so too much many more
such all any some also even still yet oh wow hey hi hello yeah yes yep no nope ok okay sure thanks thank
cool great nice awesome amazing love glad happy good fun sweet lol haha omg totally definitely
absolutely look looks sounds sound seems seem like well right now then than up out get got
""".split())


def _markers(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(alternatives), re.IGNORECASE)


# (intent, confidence, markers): the strongest marker found decides; ties go to the earlier line.
_MARKERS: list[tuple[Intent, float, re.Pattern[str]]] = [
    (Intent.TODO, 0.9, _markers(
        r"(?-i:^TODO\b|\bTODO:)", r"\bto-?do:", r"\b(?:we|i|you) (?:still )?need to\b", r"\bnext steps?\b",
        r"\bremember to\b", r"\bdon't forget\b", r"\baction items?\b", r"\bfollow[ -]up\b")),
    (Intent.TODO, 0.6, _markers(
        r"\b(?:we|i) (?:have|has) to\b", r"\bmake sure\b", r"\breminder\b", r"\bwe should\b",
        r"\b(?:i'll|we'll|i will|we will) (?!use\b|go with\b|stay\b)", r"\blet's (?:think|discuss|talk|revisit)\b",
        r"\b(?:i'm|we're) going to (?!the\b|a\b|an\b|my\b|our\b|\w+ing\b)")),
    (Intent.DECISION, 0.9, _markers(
        r"\bwe(?:'ve| have)? decided\b", r"\bdecided to\b", r"\bdecision\b", r"\blet's go with\b",
        r"\bwe(?:'ll| will) (?:use|go with|stick with)\b", r"\b(?:we're|we are) switching\b", r"\bgoing with\b",
        r"\bwent with\b", r"\bwe agreed\b", r"\bagreed on\b", r"\bsettled on\b", r"\bwe chose\b", r"\bopted for\b",
        r"\bfrom now on\b", r"\bit is\.$", r"\bdecided against\b", r"\b(?:considered|proposed|suggested) and "
        r"(?:declined|rejected|dropped)\b", r"\bruled out\b", r"\bnot going there\b")),
    (Intent.DECISION, 0.6, _markers(
        r"^agreed\b", r"\blet's\b", r"\bstarting today\b", r"\bfrom today\b",
        r"\bwe(?:'re| are) (?:moving|going|staying|dropping)\b", r"\bwe stay\b", r"\binstead of\b",
        r"\b(?:not|never) going\b", r"\bno longer\b", r"\bplan is\b", r"\bwent live\b", r"\bcut ?over\b",
        r"\b(?:switch|mov|migrat)(?:ed|es|ing)\b(?:\s+[\w.-]+){0,4}?\s+(?:from|to|off|onto)\b", r"\breplaced\b")),
    (Intent.SOLUTION, 0.9, _markers(
        r"\bthe fix (?:was|is)\b", r"\bfixed (?:by|it by|with)\b", r"\bworkaround\b", r"\bthe solution\b",
        r"\bsolved (?:by|it)\b", r"\bthe trick\b")),
    (Intent.SOLUTION, 0.6, _markers(
        r"(?<!n't )(?<!not )\bfix(?:ed|es)? (?:it|that|this|the|by|with)\b", r"^fixed\b", r"\bresolved\b",
        r"\bsolved\b", r"\bpatch(?:ed)?\b", r"\bworks now\b", r"\bnow works\b", r"\bthat did it\b",
        r"\bguard (?:it|against)\b")),
    (Intent.CONCLUSION, 0.9, _markers(
        r"\broot cause\b", r"\bturn(?:s|ed) out\b", r"\bin the end\b", r"\bthe takeaway\b", r"\blessons? learned\b",
        r"\bthat was it\b", r"\bthe (?:problem|issue|reason) (?:was|is)\b", r"\bcaused by\b", r"\bconclusion\b")),
    (Intent.CONCLUSION, 0.6, _markers(
        r"\bthat's why\b", r"\bwhich is (?:how|why)\b", r"\balmost certainly\b", r"\bso (?:it|that)(?:'s| is| was)\b",
        r"\bmeans that\b", r"\bdue to\b", r"\bwhy we\b", r"^reasons?:", r"\bthe reasons?\b")),
    (Intent.PREFERENCE, 0.9, _markers(
        r"\b(?:i|we) (?:really )?(?:prefer|love|like|hate|enjoy)\b", r"\balways use\b", r"\bnever use\b",
        r"\b(?:i|we)'d rather\b", r"\b(?:i|we) don't like\b", r"\bmy fav(?:ou)?rite\b", r"\bfan of\b",
        r"\bkeen on\b", r"\bpassionate about\b")),
    (Intent.PROBLEM, 0.8, _markers(
        r"\b(?:errors?|exceptions?)\b(?! track| report)", r"\bfail(?:s|ed|ing|ure)?\b", r"\bbroken\b", r"\bbroke\b",
        r"\bbugs?\b", r"\bcrash(?:es|ed|ing)?\b(?!-free)", r"\bcan(?:'|no)t\b", r"\bnot working\b",
        r"\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|won'?t) (?:seem to )?(?:work|start|load|run|build)\b", r"\bflaky\b", r"\btimeout\b", r"\bregress(?:ion|ed)?\b")),
    (Intent.PROBLEM, 0.6, _markers(
        r"\bslow\b", r"\bissues?\b", r"\bstutters?\b", r"\bjank(?:y)?\b", r"\bleak(?:s|ing)?\b", r"\bhangs?\b",
        r"\bstuck\b", r"\bmissing\b", r"\bwrong\b", r"\bpain\b", r"\bstruggl\w+\b", r"\bis red\b",
        r"\buseless\b")),
]
# Statements with a concrete value (a date, a number, where something runs, what someone did).
_CONCRETE = _markers(
    r"\d", r"(?-i:\b(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b)", r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b",
    r"\b(?:yesterday|today|tomorrow)\b", r"\b(?:last|next|this) (?:week|month|year|weekend|night)\b", r"\bago\b",
    r"\bsince\b", r"\bas of\b", r"\bwe use\b", r"\b(?:is|are) (?:hosted|deployed|stored|running) (?:on|in)\b",
    r"\bruns? on\b", r"\b(?:we're|we are|is|are) on\b",
    r"\b(?:i|we) (?:went|go|have|had|got|started|joined|moved|visited|bought|made|painted|took|met|finished"
    r"|adopted|lost|won|signed|graduated|ran|began)\b",
    r"\b(?:i'm|i am|we're|we are) (?:going|starting|moving|taking|learning|planning|working|reading|writing)\b",
    r"\bmy (?:\w+ )?(?:is|are|was|were|has|had)\b",
)
_BASE_IMPORTANCE = {
    Intent.DECISION: 0.75, Intent.SOLUTION: 0.7, Intent.TODO: 0.65, Intent.CONCLUSION: 0.65,
    Intent.PROBLEM: 0.55, Intent.PREFERENCE: 0.55, Intent.FACT: 0.5, Intent.QUESTION: 0.4, Intent.CONTEXT: 0.35,
    Intent.PROCEDURE: 0.75, Intent.FIX: 0.7, Intent.WORKFLOW: 0.65, Intent.PATTERN: 0.65,
    Intent.CONFIGURATION: 0.6, Intent.ERROR: 0.5,
}
STEP_LIST_CONFIDENCE = 0.8
_EMPHASIS = re.compile(r"\b(?:important|must|critical|crucial|never|always|required|mandatory|essential)\b", re.I)


def extract_ideas(turn: TurnRecord) -> list[IdeaDraft]:
    """Ideas of one turn in text order, its numbered step lists (procedures) last; tool output and
    thinking give none, summaries context. A turn of a given intent (remembered, or a memory file
    that declares its kind) is one idea."""
    if turn.kind in SILENT_KINDS or not turn.text.strip():
        return []
    if turn.kind == REMEMBERED_KIND or turn.intent:
        return [_remembered_idea(turn)]
    summary = turn.kind == "summary"
    text = _SUMMARY_ANALYSIS.sub("", turn.text) if summary else turn.text
    # Fences blanked line for line, so list line numbers stay those of the text.
    lists = [] if summary else step_lists(FENCED.sub(lambda m: "\n" * m.group(0).count("\n"), text))
    text = _without_lines(text, lists)
    classified: list[tuple[Intent, float, str]] = []
    for paragraph in paragraphs(text):
        found = []
        for sentence in _with_stances_joined(paragraph):
            for point in _clause_points(sentence):
                kind = classify_sentence(point)
                if kind is not None:
                    intent, confidence = kind
                    found.append((_as_summary(intent) if summary else intent, confidence, point))
        classified.extend(_merge_short(found))
    drafts = [
        IdeaDraft(intent, _clip(sentence.rstrip(";")), importance_of(intent, sentence), confidence,
                  turn.external_id, turn.session_external_id, turn.at)
        for intent, confidence, sentence in classified
    ] + [IdeaDraft(Intent.PROCEDURE, steps.text, importance_of(Intent.PROCEDURE, steps.text), STEP_LIST_CONFIDENCE,
                   turn.external_id, turn.session_external_id, turn.at) for steps in lists]
    if summary and len(drafts) > MAX_SUMMARY_IDEAS:
        # A compaction summary can run to pages: keep its weightiest points, in their order.
        keep = set(sorted(range(len(drafts)), key=lambda i: -drafts[i].importance)[:MAX_SUMMARY_IDEAS])
        drafts = [d for i, d in enumerate(drafts) if i in keep]
    return drafts


def _without_lines(text: str, lists: list[StepList]) -> str:
    """The text with the lines of its step lists blanked (they are ideas of their own)."""
    if not lists:
        return text
    lines = text.splitlines()
    for steps in lists:
        lines[steps.first_line:steps.end_line] = [""] * (steps.end_line - steps.first_line)
    return "\n".join(lines)


def _remembered_idea(turn: TurnRecord) -> IdeaDraft:
    """A remembered note is one idea holding its whole text, of the intent it was given (else its
    own: a procedure when it numbers two or more steps)."""
    text = turn.text.strip()
    intent, confidence = classify_sentence(text) or (Intent.FACT, 0.6)
    if numbers_steps(text):
        intent, confidence = Intent.PROCEDURE, STEP_LIST_CONFIDENCE
    if turn.intent:
        intent, confidence = Intent(turn.intent), 1.0
    return IdeaDraft(intent, text, importance_of(intent, text), confidence, turn.external_id,
                     turn.session_external_id, turn.at)


def classify_sentence(sentence: str) -> tuple[Intent, float] | None:
    """(intent, confidence) of one sentence, or None when it is filler, narration or code."""
    words = re.findall(r"[A-Za-zÀ-ÿ][\w'’-]*", sentence)
    content = [w for w in words if w.lower() not in _FILLER_WORDS and len(w) > 2]
    named = any(s.mention.kind not in ("file", "term") for s in scan_entities(sentence))
    # Below four words only a name keeps a sentence ("It's Shia Labeouf!", "S3 it is.").
    if (len(words) < 4 and not named) or len(content) < 2 or _NARRATION.search(sentence):
        return None
    if sentence.rstrip("\"') ").endswith("?") and not _RHETORICAL_TAIL.search(sentence):
        return Intent.QUESTION, 0.9 if _QUESTION_START.match(sentence) else 0.7
    best: tuple[Intent, float] | None = None
    for intent, confidence, pattern in _MARKERS:
        if (best is None or confidence > best[1]) and pattern.search(sentence):
            best = (intent, confidence)
    best = kind_by_structure(sentence, best)
    if best is not None:
        return best
    if named or _CONCRETE.search(sentence):
        return Intent.FACT, 0.6
    return Intent.CONTEXT, 0.4


def importance_of(intent: Intent, sentence: str) -> float:
    """How much an idea should weigh in retrieval, in [0, 1]: its intent, emphasis and concreteness."""
    score = _BASE_IMPORTANCE[intent]
    score += 0.15 if _EMPHASIS.search(sentence) else 0.0
    score += min(0.12, 0.04 * len(scan_entities(sentence)))
    score += 0.05 if re.search(r"\d", sentence) else 0.0
    score += 0.05 if len(sentence.split()) >= 12 else 0.0
    return round(min(1.0, score), 2)


def _with_stances_joined(sentences: list[str]) -> list[str]:
    """A stance ("Not going there.") joined to the sentence it answers, so the idea says what it rejects."""
    joined: list[str] = []
    for sentence in sentences:
        if joined and _STANCE.match(sentence) and len(joined[-1]) + len(sentence) < MAX_IDEA_CHARS:
            joined[-1] = f"{joined[-1]} {sentence}"
        else:
            joined.append(sentence)
    return joined


def _clause_points(sentence: str) -> list[str]:
    """A sentence split at semicolons when every clause is a statement of its own."""
    clauses = _CLAUSE_SEPARATOR.split(sentence)
    if len(clauses) > 1 and all(len(c.split()) >= MIN_CLAUSE_WORDS for c in clauses):
        return clauses
    return [sentence]


def _as_summary(intent: Intent) -> Intent:
    """A summary restates what happened: outcomes become conclusions, the rest context."""
    outcome = {Intent.DECISION, Intent.SOLUTION, Intent.CONCLUSION, Intent.FIX}
    return Intent.CONCLUSION if intent in outcome else Intent.CONTEXT


def _merge_short(items: list[tuple[Intent, float, str]]) -> list[tuple[Intent, float, str]]:
    merged: list[tuple[Intent, float, str]] = []
    for intent, confidence, sentence in items:
        if merged:
            last_intent, last_confidence, last = merged[-1]
            short = len(last) < SHORT_IDEA_CHARS or len(sentence) < SHORT_IDEA_CHARS
            if last_intent == intent and short and len(last) + len(sentence) < MAX_IDEA_CHARS:
                merged[-1] = (intent, max(confidence, last_confidence), f"{last} {sentence}")
                continue
        merged.append((intent, confidence, sentence))
    return merged


def _clip(sentence: str) -> str:
    if len(sentence) <= MAX_IDEA_CHARS:
        return sentence
    return sentence[:MAX_IDEA_CHARS].rsplit(" ", 1)[0] + " …"
