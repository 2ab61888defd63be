"""Synthetic memory graphs for scale runs, written through graphmem's own store writers.

A namespace grows to N ideas in batches: sessions of 40 turns (each turn the source of 2
ideas), idea texts of 8-20 words drawn from a fixed vocabulary, random unit 384-d embeddings
(the model is not run: scale measures the store and the indexes, not the model), and 1 in 20
ideas mentioning one of N/100 entities. Everything is seeded by (namespace, batch), so the same
call always writes the same graph, and growing 10k -> 100k writes only the new part.

    from benchmarks.generate import grow
    grow(store, "scale", 100_000)   # idempotent; returns the ideas written by this call
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone

import numpy as np

from graphmem.ids import stable_id
from graphmem.model import SessionRecord, TurnRecord
from graphmem.store.driver import Store
from graphmem.ids import session_id, turn_id
from graphmem.store.log import write_log
from graphmem.store.batch_writes import BatchWrite, write_batch
from graphmem.store.ranked_lists import count_label

DIMENSION = 384
IDEAS_PER_TURN = 2
TURNS_PER_SESSION = 40
BATCH_IDEAS = 4_000
INTENTS = ("decision", "conclusion", "question", "problem", "solution", "todo", "context", "preference", "fact")
SYLLABLES = ("ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "bo", "da", "fu", "gi", "ha", "jo", "pe")
START = datetime(2024, 1, 1, tzinfo=timezone.utc)


def vocabulary(size: int = 5_000) -> list[str]:
    """Pronounceable pseudo-words (two to four syllables), the same list every time."""
    rng = np.random.default_rng(7)
    words: dict[str, None] = {}
    while len(words) < size:
        words["".join(SYLLABLES[i] for i in rng.integers(0, len(SYLLABLES), rng.integers(2, 5)))] = None
    return list(words)


def random_text(rng: np.random.Generator, words: list[str], fewest: int = 8, most: int = 20) -> str:
    """`fewest`-`most` words drawn with a Zipf-like skew, so some words are common and most are rare."""
    count = int(rng.integers(fewest, most + 1))
    picks = np.minimum(rng.zipf(1.3, count) - 1, len(words) - 1)
    return " ".join(words[i] for i in picks).capitalize() + "."


def unit_vectors(rng: np.random.Generator, n: int) -> np.ndarray:
    """n random unit vectors of DIMENSION floats."""
    matrix = rng.standard_normal((n, DIMENSION)).astype(np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def _seed(ns: str, batch: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{ns}:{batch}".encode()).digest()[:8], "big")


def write_generated_batch(store: Store, ns: str, batch: int, size: int, words: list[str], entities: int) -> int:
    """Write batch number `batch` (`size` ideas with their turns and sessions); return its ideas."""
    rng = np.random.default_rng(_seed(ns, batch))
    first_turn = batch * size // IDEAS_PER_TURN
    turn_numbers = range(first_turn, first_turn + size // IDEAS_PER_TURN)
    sessions: dict[int, SessionRecord] = {}
    for n in turn_numbers:
        number = n // TURNS_PER_SESSION
        at = START + timedelta(minutes=n)
        session = sessions.setdefault(number, SessionRecord(external_id=f"gen/s{number}", source="generated",
                                                            title=None, started_at=at))
        session.turns.append(TurnRecord(session.external_id, f"t{n}", n % TURNS_PER_SESSION, "user", "user",
                                        random_text(rng, words), at))
    store.write(write_log, ns, list(sessions.values()))
    vectors = unit_vectors(rng, size + len(turn_numbers))
    rows = BatchWrite()
    for i, n in enumerate(turn_numbers):
        session, at = f"gen/s{n // TURNS_PER_SESSION}", START + timedelta(minutes=n)
        rows.turn_embeddings.append({"id": turn_id(ns, session, f"t{n}"), "embedding": vectors[size + i].tolist()})
        for k in range(IDEAS_PER_TURN):
            number = n * IDEAS_PER_TURN + k
            idea = stable_id(ns, "idea", session, f"t{n}", str(number))
            rows.ideas.append({
                "id": idea, "intent": INTENTS[int(rng.integers(0, len(INTENTS)))], "text": random_text(rng, words),
                "importance": round(float(rng.uniform(0.3, 0.9)), 2), "confidence": 0.7, "at": at,
                "embedding": vectors[i * IDEAS_PER_TURN + k].tolist(), "session_id": session_id(ns, session),
                "turn_id": turn_id(ns, session, f"t{n}"), "tags": [],
            })
            if rng.random() < 0.05:
                key = f"entity{int(rng.integers(0, entities))}"
                rows.entities.append({"id": stable_id(ns, "entity", key), "canonical": key, "name": key.capitalize(),
                                      "kind": "thing", "alias": key, "embedding": unit_vectors(rng, 1)[0].tolist()})
                rows.mentions.append({"idea_id": idea, "entity_id": stable_id(ns, "entity", key)})
    store.write(write_batch, ns, rows)
    return size


def grow(store: Store, ns: str, ideas: int, batch_ideas: int = BATCH_IDEAS,
         progress: Callable[[str], None] | None = None) -> int:
    """Make the namespace hold at least `ideas` generated ideas (whole batches of `batch_ideas`,
    keep it fixed per namespace); return the ideas written by this call."""
    words = vocabulary()
    have = store.read(count_label, ns, "Idea")
    written = 0
    started = time.perf_counter()
    for batch in range(have // batch_ideas, -(-ideas // batch_ideas)):
        written += write_generated_batch(store, ns, batch, batch_ideas, words, max(ideas // 100, 10))
        if progress and batch % 10 == 9:
            rate = written / (time.perf_counter() - started)
            progress(f"{ns}: {(batch + 1) * batch_ideas:,} ideas ({rate:,.0f} ideas/s)")
    return written
