"""A turn's embedded text cut into its idea sentences and the text between them.

Ingest embeds each idea on its own. Embedding the turn as well would run the model over the
same words twice (ideas are 99% verbatim sentences of their turn), so a turn's vector is
pooled from its pieces instead: every piece is embedded once, and the turn vector is the mean
of all their token vectors (embed.py, `embed_with_token_sums`). The model then reads each
character of the turn once; benchmarks/README.md §3 gives how close the pooled vector is to the
turn embedded whole, and the effect on retrieval and speed.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"\w")


def turn_pieces(text: str, idea_texts: list[str]) -> list[str]:
    """Cut text into the idea texts found in it (in order, no overlaps) and the gaps between.

    Gaps without a letter or digit are left out; so is an idea not found verbatim (the gap
    around it then holds its words). Text without ideas is one piece.
    """
    found: list[tuple[int, int]] = []
    for idea in idea_texts:
        start = text.find(idea)
        if idea and start >= 0:
            found.append((start, start + len(idea)))
    pieces: list[str] = []
    position = 0
    for start, end in sorted(found):
        if start < position:
            continue
        pieces.extend(_gap(text[position:start]))
        pieces.append(text[start:end])
        position = end
    pieces.extend(_gap(text[position:]))
    return pieces or [text]


def _gap(text: str) -> list[str]:
    text = text.strip()
    return [text] if _WORD.search(text) else []
