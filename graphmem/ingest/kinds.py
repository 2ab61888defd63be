"""Kinds of an idea its structure shows, beyond what marker words say: an error message, a fix,
a configuration value, a code pattern, a workflow.

The signals are shapes, not topics: an exception class name or error code (`TypeError`,
`ECONNREFUSED`, `error TS2345`, "exit code 1"); a solution that names code, a file or an error
(a fix); a setting written as one (`KEY=value`, `timeout: 30s` in backticks, `--flag=value`,
"set `x` to 5", a value beside a config file); a code construct in backticks stated as a rule
(a pattern); three or more stages in sequence ("a, b, then c", "a -> b -> c", "whenever ...").
"""

from __future__ import annotations

import re

from graphmem.model import Intent
from graphmem.text.sentences import INLINE_CODE

_ERROR = re.compile(
    r"\b(?:[A-Z][a-z0-9]+)+(?:Error|Exception|Fault|Panic)\b|\bTraceback\b|\bpanicked at\b|\bsegmentation fault\b"
    r"|\bE(?:CONN\w+|NOENT|ACCES|ADDRINUSE|PERM|TIMEDOUT|PIPE|EXIST|MFILE|NOTFOUND|AI_AGAIN)\b"
    r"|\berror\[?\s?[A-Z]{0,3}\d{3,5}\]?|\bexit(?:ed)?\s+(?:with\s+)?(?:code|status)\s+[1-9]\d*"
    r"|\b[45]\d\d\s+(?:Internal Server Error|Bad Gateway|Bad Request|Not Found|Service Unavailable"
    r"|Gateway Timeout|Unauthorized|Forbidden)\b")
_CODE_OR_FILE = re.compile(r"`[^`\n]+`|\b[\w.-]+/[\w./-]*\.\w{1,5}\b"
                           r"|\b[\w-]+\.(?:py|ts|tsx|js|jsx|go|rs|java|kt|rb|php|cs|c|h|cpp|sql|sh|toml|ya?ml"
                           r"|json|ini|cfg|conf|env|lock)\b")
_COMMIT_FIX = re.compile(r"^fix(?:\([\w./-]+\))?!?:\s")
_CONFIG_FILE = re.compile(r"(?:^|[\s`(])(?:\.env|[\w.-]*\.(?:toml|ya?ml|ini|cfg|conf|properties|env)"
                          r"|Dockerfile|\.\w+rc)\b")
_ENV_ASSIGNMENT = re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\s?=\s?[^\s=]")
# A setting in backticks: `--flag=value`, `key = value`, `key: value` (YAML's space after the colon);
# a value that calls something is code, not a setting.
_SPAN_SETTING = re.compile(r"^(?:--?[\w-]+=[^\s(]+$|[\"']?[\w.\[\]-]+[\"']?(?:\s*=(?!=)\s*|:\s+)[^\s=>(][^(]*$)")
_SET_TO = re.compile(r"\bset(?:ting)?\s+`[^`]+`\s+to\s+\S|\bset\s+(?:the\s+)?[\w.-]+\s+to\s+`", re.I)
_VALUE = re.compile(r"\d|`[^`]+`|\b(?:true|false|on|off|enabled|disabled)\b", re.I)
_CODE_CONSTRUCT = re.compile(r"[\w\]]\(|=>|->|::|@\w|\b(?:async|await|def|class|const|let|fn|func|return|yield"
                             r"|with|try|except|catch|defer)\b")
# Stated as a rule: an imperative opening, or a modal ("always" mid-sentence is often a description).
_RULE = re.compile(r"^(?:use|wrap|prefer|avoid|always|never|don't|do not)\b|\b(?:whenever|prefer|instead of|rather than"
                   r"|should|must|make sure)\b", re.I)
# Code that raises or catches an error names it without reporting one.
_HANDLING = re.compile(r"`[^`]*\b(?:raise|except|catch|throw|rescue)\b[^`]*`")
_ARROWS = re.compile(r"\w[^.;]*?\s(?:→|->|=>)\s[^.;]+?\s(?:→|->|=>)\s\w")
_THEN_CHAIN = re.compile(r"^[^.;]*,[^.;]*,[^.;]*\bthen\b|\bfirst\b[^.;]*\bthen\b|\bthen\b[^.;]*\b(?:then|finally)\b",
                         re.I)
_HABIT = re.compile(r"^(?:whenever|every time|each time|before (?:every|each|any)|after (?:every|each))\b", re.I)

ERROR_CONFIDENCE = 0.95
SHAPE_CONFIDENCE = 0.85


def kind_by_structure(sentence: str, marked: tuple[Intent, float] | None) -> tuple[Intent, float] | None:
    """(kind, confidence) the sentence's shape says, refining what its marker words said (`marked`);
    `marked` itself when its shape says nothing more, or it says so more strongly."""
    prose = INLINE_CODE.sub(" ", sentence)
    solution = marked is not None and marked[0] is Intent.SOLUTION
    reported = _ERROR.search(_HANDLING.sub(" ", sentence))
    if _COMMIT_FIX.match(sentence) or (solution and (reported or _CODE_OR_FILE.search(sentence))):
        return Intent.FIX, max(marked[1] if marked else 0.0, SHAPE_CONFIDENCE)
    if reported and not solution:
        return Intent.ERROR, ERROR_CONFIDENCE
    shaped = _shape(sentence, prose)
    if shaped is not None and (marked is None or marked[1] < SHAPE_CONFIDENCE):
        return shaped, SHAPE_CONFIDENCE
    return marked


def _shape(sentence: str, prose: str) -> Intent | None:
    spans = [span.strip("`").strip() for span in INLINE_CODE.findall(sentence)]
    if (_ENV_ASSIGNMENT.search(sentence) or any(_SPAN_SETTING.match(span) for span in spans)
            or _SET_TO.search(sentence) or (_CONFIG_FILE.search(sentence) and _VALUE.search(prose))):
        return Intent.CONFIGURATION
    if any(_CODE_CONSTRUCT.search(span) for span in spans) and _RULE.search(prose):
        return Intent.PATTERN
    if _ARROWS.search(prose) or _THEN_CHAIN.search(prose) or _HABIT.match(prose.strip()):
        return Intent.WORKFLOW
    return None
