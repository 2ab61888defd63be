"""User text to a safe Lucene query: words only, so no syntax can error or widen the scope."""

from __future__ import annotations

import re

WORD = re.compile(r"[^\W_]+(?:[-.'][^\W_]+)*", re.UNICODE)
OPERATORS = {"AND", "OR", "NOT", "TO"}
MAX_TERMS = 32


def to_lucene_terms(text: str) -> str:
    """Lowercased words of the text joined as optional terms ('' when it has none)."""
    terms: list[str] = []
    for match in WORD.finditer(text):
        for part in re.split(r"[-.']", match.group()):
            if part and part.upper() not in OPERATORS and part.lower() not in terms:
                terms.append(part.lower())
    return " ".join(terms[:MAX_TERMS])
