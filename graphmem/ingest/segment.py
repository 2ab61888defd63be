"""Topic spans: split a session where the embedding of the conversation shifts, then summarise.

A session becomes a tree: one root span (level 0) over all turns, topic spans (level 1) under
it, and for long sessions sub-topic spans (level 2) under those. Deterministic: the same turns
and embeddings always give the same spans, so re-segmenting a grown session is idempotent.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from graphmem.text.sentences import ellipsize

WINDOW = 3
MIN_SPAN = 4
MAX_SPAN = 40
SUMMARY_CHARS = 360


@dataclass(frozen=True)
class SpanDraft:
    """A contiguous run of a session's turns (positions start..end inclusive) with a summary."""

    level: int
    start: int
    end: int
    summary: str
    embedding: np.ndarray
    parent: tuple[int, int, int] | None

    @property
    def key(self) -> tuple[int, int, int]:
        """(level, start, end): identifies the span within its session."""
        return (self.level, self.start, self.end)


def _unit(vector: np.ndarray) -> np.ndarray:
    return vector / max(float(np.linalg.norm(vector)), 1e-12)


def shift_scores(embeddings: np.ndarray, window: int = WINDOW) -> np.ndarray:
    """Cosine distance between the mean of the `window` turns before and after each gap."""
    n = len(embeddings)
    scores = np.zeros(max(n - 1, 0), dtype=np.float32)
    for gap in range(1, n):
        before = _unit(embeddings[max(0, gap - window):gap].mean(axis=0))
        after = _unit(embeddings[gap:gap + window].mean(axis=0))
        scores[gap - 1] = 1.0 - float(before @ after)
    return scores


def boundaries(embeddings: np.ndarray, min_span: int = MIN_SPAN, max_span: int = MAX_SPAN) -> list[int]:
    """Gap positions that start a new topic: strong local peaks of the shift score."""
    scores = shift_scores(embeddings)
    if len(scores) == 0:
        return []
    threshold = float(scores.mean() + 0.5 * scores.std())
    cuts: list[int] = []
    last = 0
    order = sorted(range(len(scores)), key=lambda g: (-scores[g], g))
    for gap in order:
        position = gap + 1
        if scores[gap] < threshold:
            break
        if all(abs(position - c) >= min_span for c in cuts) and min_span <= position <= len(embeddings) - min_span:
            cuts.append(position)
    cuts.sort()
    # Very long stretches without a clear shift are cut at their weakest similarity anyway.
    bounded: list[int] = []
    for cut in [*cuts, len(embeddings)]:
        while cut - last > max_span:
            segment = scores[last + min_span - 1:last + max_span - 1]
            split = last + min_span + int(np.argmax(segment)) if len(segment) else last + max_span
            bounded.append(split)
            last = split
        if cut < len(embeddings):
            bounded.append(cut)
        last = cut
    return bounded


def summarise(texts: list[str], embeddings: np.ndarray, limit: int = SUMMARY_CHARS) -> str:
    """An extractive summary: the turns closest to the span's centroid, in their order."""
    centroid = _unit(embeddings.mean(axis=0))
    ranked = sorted(range(len(texts)), key=lambda i: (-float(embeddings[i] @ centroid), i))
    chosen: list[int] = []
    total = 0
    for i in ranked:
        text = " ".join(texts[i].split())
        if not text:
            continue
        chosen.append(i)
        total += len(text)
        if total >= limit or len(chosen) >= 3:
            break
    joined = " … ".join(" ".join(texts[i].split()) for i in sorted(chosen))
    return ellipsize(joined, limit)


def _spans_over(texts: list[str], embeddings: np.ndarray, start: int, end: int, level: int,
                parent: tuple[int, int, int] | None) -> list[SpanDraft]:
    piece = embeddings[start:end + 1]
    cuts = [start + c for c in boundaries(piece)]
    edges = [start, *cuts, end + 1]
    spans = []
    for a, b in zip(edges, edges[1:]):
        spans.append(SpanDraft(level, a, b - 1, summarise(texts[a:b], embeddings[a:b]),
                               _unit(embeddings[a:b].mean(axis=0)), parent))
    return spans


def segment_session(texts: list[str], embeddings: np.ndarray) -> list[SpanDraft]:
    """The span tree of one session's turns (in order): root first, then topics, sub-topics."""
    n = len(texts)
    if n == 0:
        return []
    root = SpanDraft(0, 0, n - 1, summarise(texts, embeddings), _unit(embeddings.mean(axis=0)), None)
    spans = [root]
    topics = _spans_over(texts, embeddings, 0, n - 1, 1, root.key) if n >= 2 * MIN_SPAN else []
    if len(topics) > 1:
        spans.extend(topics)
        for topic in topics:
            if topic.end - topic.start + 1 >= 4 * MIN_SPAN:
                subs = _spans_over(texts, embeddings, topic.start, topic.end, 2, topic.key)
                if len(subs) > 1:
                    spans.extend(subs)
    return spans
