"""User text to a safe Lucene query: words only, so no syntax can error or widen the scope."""

from __future__ import annotations

import re

WORD = re.compile(r"[^\W_]+(?:[-.'][^\W_]+)*", re.UNICODE)
OPERATORS = {"AND", "OR", "NOT", "TO"}
MAX_TERMS = 32


WEAK_BOOST = 0.5


def to_lucene_terms(text: str, weak: frozenset[str] = frozenset()) -> str:
    """Lowercased words of the text joined as optional terms ('' when it has none); `weak` words
    (lowercase) count WEAK_BOOST as much as the others."""
    terms: list[str] = []
    for match in WORD.finditer(text):
        for part in re.split(r"[-.']", match.group()):
            if part and part.upper() not in OPERATORS and part.lower() not in terms:
                terms.append(part.lower())
    return " ".join(f"{t}^{WEAK_BOOST:g}" if t in weak else t for t in terms[:MAX_TERMS])


def in_field(terms: str, field: str) -> str:
    """`terms` searched in one field of a fulltext index (never in its `namespace` field)."""
    return f"{field}:({terms})"


def in_namespace(terms: str, field: str, namespace: str) -> str:
    """`terms` searched in `field` of the namespace's documents only: a required phrase on the
    indexed namespace, weighted 0 so the text alone scores. The phrase is escaped; a namespace
    without a letter or digit has no phrase to match, so it is filtered after the query instead
    (the caller's Cypher filters by namespace exactly in every case)."""
    if not WORD.search(namespace):
        return in_field(terms, field)
    phrase = namespace.replace("\\", "\\\\").replace('"', '\\"')
    return f'+namespace:"{phrase}"^0 +{field}:({terms})'
