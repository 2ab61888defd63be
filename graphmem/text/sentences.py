"""Prose out of a message, cut into paragraphs, sentences and clauses; code and markup left out."""

from __future__ import annotations

import re

FENCED = re.compile(r"^[ \t]*(```|~~~).*?(?:^[ \t]*\1[ \t]*$|\Z)", re.DOTALL | re.MULTILINE)
_DROPPED_TAGS = re.compile(
    r"<(system-reminder|local-command-stdout|local-command-stderr|local-command-caveat|command-name"
    r"|command-message|bash-stdout|bash-stderr|bash-input|analysis)>.*?(?:</\1>|\Z)",
    re.DOTALL,
)
_KEPT_TAGS = re.compile(r"</?(command-args|summary)>")
_LIST_MARKER = re.compile(r"^\s*(?:[-*+•>]\s+|\d{1,3}[.)]\s+|\([a-z0-9]\)\s+)+")
_CODE_LINE = re.compile(r"^\s*(?:\$ |>>>|at \S+ \(|[{}\[\]);]|//|#!|npm ERR!|==>|-->|[✓✔✗✘●│└├])")
_ABBREVIATIONS = frozenset(
    "e.g i.e etc vs approx incl mr mrs ms dr st jr sr no fig inc ltd co corp dept est min max al cf resp "
    "a.m p.m u.s u.k".split()
)
_SENTENCE_END = re.compile(r"[.!?]+[\"')\]]*\s+(?=[\"'(\[]?(?:[A-Z0-9ÀÁÉÍÓÚ¿¡@`]|[a-z]{1,3}[A-Z]|/\w))")
INLINE_CODE = re.compile(r"`[^`\n]+`")
# Where a sentence holds two statements: a semicolon, a dash between words, a conjunction that
# starts a clause of its own, a comma before a new subject ("he says X stays, he doesn't want to
# touch CI"), or "since" with a verb of its own ("nobody touched it since iconik came in"): the
# mood of one (here the negation) does not reach the other.
_CLAUSE_BREAK = re.compile(r";|\s[—–]\s|\s-\s|,\s+(?=(?:and|but|so|which|because|while|whereas|although|though)\b)"
                           r"|,\s+(?=(?:I|we|he|she|they|you)\s)"
                           r"|\s+but\s+|\s+while\s+|\s+whereas\s+"
                           r"|\s+(?=since\s+(?:we|I|you|they|[\w.-]+\s+(?:came|went|moved|took|replaced|switched|arrived)\b))")
# "Since we moved the backend to X on Monday, the API runs ...": a leading "since" clause ends at
# its comma.
_LEADING_SINCE = re.compile(r"^(\W*since\s+(?:we|I|you|they|the|our|[\w.-]+\s+\w+ed\b)[^,;]{3,120}),\s+(.+)$",
                            re.I | re.S)
# "X has been live since Monday and the staff are not loving it": "and" before a subject and its
# verb starts a statement of its own, once the words before it have a verb (not "X and Y are live").
_AND_CLAUSE = re.compile(
    r"\s+and\s+(?=(?:(?:the|our|my|their|his|her|its|this|that|these|those)\s+)?(?:[\w'’.-]+\s+){0,3}?"
    r"(?:is|are|was|were|has|have|had|will|won['’]t|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|hasn['’]t|haven['’]t"
    r"|doesn['’]t|don['’]t|didn['’]t|can['’]t|can|could|should)\b|(?:I|we|he|she|they|you)\s)")
_FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|will|do|does|did|can|could|should|would)\b|['’](?:s|re|ve|ll|d)\b"
                     r"|n['’]t\b|\b[a-z]{3,}ed\b", re.I)
# A clause opened by one of these is the condition or time of the next one, not a statement.
_SUBORDINATE = re.compile(r"^\W*(?:if|when|whenever|unless|once|after|before|until|till|as\s+soon\s+as|whether"
                          r"|though|although|even\s+if)\b", re.I)


def split_sentences(text: str) -> list[str]:
    """Prose sentences of a message: code blocks, tool output, tables and headings left out."""
    return [sentence for paragraph in paragraphs(text) for sentence in paragraph]


def paragraphs(text: str) -> list[list[str]]:
    """Sentences grouped by the prose line (paragraph or list item) they come from."""
    text = _KEPT_TAGS.sub("", _DROPPED_TAGS.sub("", FENCED.sub("\n", text)))
    return [
        split_line(_LIST_MARKER.sub("", line).replace("**", "").strip())
        for line in text.splitlines() if not is_code_or_markup(line)
    ]


def clauses(sentence: str) -> list[str]:
    """A sentence cut where one statement ends and another begins."""
    pieces: list[str] = []
    leading = _LEADING_SINCE.match(sentence)
    parts = [leading.group(1), leading.group(2)] if leading else [sentence]
    for piece in (c.strip() for part in parts for b in _CLAUSE_BREAK.split(part) for c in _split_and(b)):
        if piece and pieces and _SUBORDINATE.match(pieces[-1]) and piece[:1].islower():
            pieces[-1] = f"{pieces[-1]}, {piece}"
        elif piece:
            pieces.append(piece)
    return pieces


def _split_and(clause: str) -> list[str]:
    """A clause cut at each "and" that starts a statement of its own after one with a verb."""
    pieces, start = [], 0
    for m in _AND_CLAUSE.finditer(clause):
        if _FINITE.search(clause[start:m.start()]):
            pieces.append(clause[start:m.start()])
            start = m.end()
    return pieces + [clause[start:]]


def is_code_or_markup(line: str) -> bool:
    """True for a line of code, tool output, a table row or a heading rather than prose."""
    stripped = line.strip()
    if not stripped or stripped.startswith(("|", "#", "---", "```", "[tool_use")) or _CODE_LINE.match(line):
        return True
    if line.startswith(("    ", "\t")) and not _LIST_MARKER.match(line):
        return True
    prose = INLINE_CODE.sub("", stripped)
    symbols = sum(c in "{}()[];=<>$\\|&*^%~" for c in prose)
    return symbols > max(3, 0.12 * len(prose))


def split_line(line: str) -> list[str]:
    """Split one line into sentences; inline code, versions and abbreviations do not end one."""
    codes: list[str] = []

    def hide(m: re.Match[str]) -> str:
        codes.append(m.group(0))
        return f"\x00{len(codes) - 1}\x00"

    hidden = INLINE_CODE.sub(hide, line)
    pieces, start = [], 0
    for m in _SENTENCE_END.finditer(hidden):
        words = hidden[start:m.start()].split()
        last_word = words[-1].lower().rstrip(".") if words else ""
        if last_word in _ABBREVIATIONS or re.fullmatch(r"[a-z]", last_word):  # "e.g. the", "J. R. R."
            continue
        pieces.append(hidden[start:m.end()].strip())
        start = m.end()
    pieces.append(hidden[start:].strip())
    return [re.sub(r"\x00(\d+)\x00", lambda m: codes[int(m.group(1))], p) for p in pieces if p]


def ellipsize(text: str, limit: int) -> str:
    """`text` as it is when it fits in `limit` characters, else cut to `limit` with "…" at the end."""
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"
