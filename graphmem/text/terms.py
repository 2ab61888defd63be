"""The words a slot is talked about with, as stemmed terms, and how well a question matches them.

People name a slot by its kind ("the database", "where we deploy", "the state library") in the
sentences where they name the things that held it, so the words around those things say what a
timeline is about better than its products' names do: a question ("Which database did production
use in March?") is matched to a timeline by BM25 over the timelines' context terms. Stems
come from the Snowball English stemmer (snowballstemmer, pure Python, no data to download), so
"hosted", "hosting" and "host" are one term.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import snowballstemmer

from graphmem.text.sentences import split_sentences

_FUNCTION_WORDS = frozenset("""
a an the this that these those it its it's we we're we've our us you your they their them he she his her i i'm me my
mine and or but so nor for to from of in on at by with without into onto over off via through as than then also
just now today yesterday tomorrow still already finally officially fully all every each some any no not never very
is are was were be been being am has have had do does did will would shall should can could may might must let let's
since until till after before when while where which who what how why because if unless though although whether
there here up down out about again only both
new old one two three first last next this morning night evening afternoon week month year day monday tuesday
wednesday thursday friday saturday sunday ago back instead well too done live now yes ok okay
isn't aren't wasn't weren't haven't hasn't hadn't don't doesn't didn't won't can't couldn't shouldn't wouldn't
""".split())
FUNCTION_WORDS = _FUNCTION_WORDS | frozenset(w.replace("'", "’") for w in _FUNCTION_WORDS)
# How many words either side of a thing's name count as its context.
CONTEXT_WIDTH = 8
# A turn's text is read this far for contexts (long tool output adds noise, not words about a slot).
CONTEXT_CHARS = 6000
_WORD = re.compile(r"[A-Za-z][\w'’.+#/-]*[\w+#]|[A-Za-z]")
_PLAIN_WORD = re.compile(r"[a-z][a-z-]*")
_POSSESSIVE = re.compile(r"['’]s$")
_ACRONYM = re.compile(r"[A-Z]{2,5}")


@lru_cache(maxsize=1)
def _stemmer() -> snowballstemmer.stemmer:
    return snowballstemmer.stemmer("english")


def content_terms(words: Iterable[str]) -> list[str]:
    """Stems of the lowercase content words (3+ letters, no function words) and acronyms ("CI",
    "ORM" -> "ci", "orm"): names and code are left out, being what a slot holds, not what it is."""
    stem = _stemmer().stemWord
    plain = [_POSSESSIVE.sub("", w) for w in words]  # "the webshop's couriers": "webshop"
    return [w.lower() if _ACRONYM.fullmatch(w) else stem(w) for w in plain
            if (_ACRONYM.fullmatch(w) or len(w) > 2 and _PLAIN_WORD.fullmatch(w)) and w.lower() not in FUNCTION_WORDS]


def name_terms(name: str) -> list[str]:
    """The words inside a thing's or slot's name ("chart-kit" -> "chart"), lowercased; a word of
    two letters is an acronym ("ci")."""
    words = re.split(r"[\s_/.:-]+", name.lower())
    return content_terms(w.upper() if len(w) == 2 and w.isalpha() else w for w in words)


@dataclass
class Context:
    """The sentences said around one timeline's things: how many, and how many hold each term."""

    terms: Counter[str] = field(default_factory=Counter)
    sentences: int = 0

    def read(self, text: str, name: str, width: int = CONTEXT_WIDTH) -> None:
        """Count the terms within `width` words of each place the text's sentences say `name`."""
        wanted = [w.lower() for w in _WORD.findall(name)]
        if not wanted:
            return
        for sentence in split_sentences(text[:CONTEXT_CHARS]):
            words = _WORD.findall(sentence)
            lowered = [w.lower() for w in words]
            for i in range(len(lowered) - len(wanted) + 1):
                if lowered[i:i + len(wanted)] == wanted:
                    around = words[max(0, i - width):i] + words[i + len(wanted):i + len(wanted) + width]
                    self.terms.update(set(content_terms(around)))
                    self.sentences += 1

    def add(self, terms: Iterable[str], sentences: int) -> None:
        """Count `terms` as said in `sentences` sentences of their own (a name's own words)."""
        self.terms.update({term: sentences for term in set(terms)})
        self.sentences += sentences


def idf(contexts: list[Context]) -> dict[str, float]:
    """Each term's BM25 inverse document frequency over all the contexts' sentences: near 0 for a
    word said around every thing ("use", "tool"), highest for one said around a single thing."""
    sentences = sum(c.sentences for c in contexts)
    held: Counter[str] = Counter()
    for context in contexts:
        held.update(context.terms)
    return {term: math.log(1 + (sentences - n + 0.5) / (n + 0.5)) for term, n in held.items()}


def characteristic(context: Context, weights: dict[str, float], keep: int) -> dict[str, int]:
    """The context's `keep` terms with the highest count x idf, with their counts."""
    counts = context.terms
    chosen = sorted(counts, key=lambda t: (-counts[t] * weights.get(t, 0.0), t))[:keep]
    return {term: counts[term] for term in chosen}


@dataclass(frozen=True)
class Asked:
    """A question's terms weighed once for matching every context: each term's idf, the whole
    question's idf (`ceiling`, a term no context holds counting as the rarest one) and the
    contexts' average length in sentences."""

    weights: dict[str, float]
    ceiling: float
    average_sentences: float


def weigh_question(text: str, weights: dict[str, float], average_sentences: float) -> Asked:
    """The question's distinct terms with the idf `weights` give them."""
    asked = set(content_terms(_WORD.findall(text)))
    rarest = max(weights.values(), default=0.0)
    return Asked({t: weights[t] for t in asked if t in weights}, sum(weights.get(t, rarest) for t in asked),
                 average_sentences)


def match_score(asked: Asked, counts: dict[str, int], sentences: float) -> float:
    """How well a context's terms (`counts` in `sentences` sentences) cover a question's, 0 to 1:
    BM25 (k1 = 1.2, b = 0.75) over the question's distinct terms, divided by the question's whole
    idf, where a term no context holds weighs as much as the rarest one (the question is about
    something none of them is)."""
    if not asked.ceiling:
        return 0.0
    average = asked.average_sentences
    scale = 1.2 * (0.25 + 0.75 * sentences / average) if average else 1.2
    return sum(w * counts[t] / (counts[t] + scale) for t, w in asked.weights.items() if t in counts) / asked.ceiling
