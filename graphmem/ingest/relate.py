"""Relations between the ideas of one session, inferred from order, speakers and embeddings.

- ANSWERS: a non-question idea from another speaker within three turns after a question,
  the most similar one (cosine >= 0.35).
- CONTRADICTS: a later idea very close to an earlier one (cosine >= 0.7) where exactly one
  of them is negated ("we don't use X" / "we use X").
- BUILDS_ON: a later decision, solution, conclusion or todo close to an earlier idea
  (cosine >= 0.6), the closest one.
- RELATES_TO: any other pair at cosine >= 0.55 within 20 turns, the closest one.
Pairs at or above the near-duplicate threshold were merged earlier and never appear here.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from graphmem.model import IdeaRelation, Intent

ANSWER_MIN, CONTRADICT_MIN, BUILD_MIN, RELATED_MIN = 0.35, 0.7, 0.6, 0.55
ANSWER_WINDOW, RELATED_WINDOW = 3, 20
BUILDERS = {Intent.DECISION.value, Intent.SOLUTION.value, Intent.CONCLUSION.value, Intent.TODO.value,
            Intent.FIX.value}
NEGATION = re.compile(r"\b(not|no|never|don't|doesn't|didn't|won't|isn't|aren't|stop(ped)? using|no longer)\b", re.I)


def _row(source: dict[str, Any], target: dict[str, Any], score: float, method: str) -> dict[str, Any]:
    return {"source": source["id"], "target": target["id"], "confidence": round(score, 3), "method": method}


def infer_session_relations(ideas: list[dict[str, Any]]) -> dict[IdeaRelation, list[dict[str, Any]]]:
    """Relations among one session's ideas (given in conversation order with embeddings)."""
    found: dict[IdeaRelation, list[dict[str, Any]]] = {r: [] for r in IdeaRelation}
    if len(ideas) < 2:
        return found
    vectors = np.asarray([i["embedding"] for i in ideas], dtype=np.float32)
    sims = vectors @ vectors.T
    answered: set[str] = set()
    for j, later in enumerate(ideas):
        earlier = [i for i in range(j) if later["position"] - ideas[i]["position"] <= RELATED_WINDOW]
        if not earlier:
            continue
        best = max(earlier, key=lambda i: (sims[i, j], -i))
        score = float(sims[best, j])
        question = _best_question(ideas, earlier, j, sims, answered)
        if question is not None:
            answered.add(ideas[question]["id"])
            found[IdeaRelation.ANSWERS].append(_row(later, ideas[question], float(sims[question, j]), "adjacent-answer"))
        elif score >= CONTRADICT_MIN and negated(later["text"]) != negated(ideas[best]["text"]):
            found[IdeaRelation.CONTRADICTS].append(_row(later, ideas[best], score, "negation"))
        elif score >= BUILD_MIN and later["intent"] in BUILDERS:
            found[IdeaRelation.BUILDS_ON].append(_row(later, ideas[best], score, "similarity"))
        elif score >= RELATED_MIN:
            found[IdeaRelation.RELATES_TO].append(_row(later, ideas[best], score, "similarity"))
    return found


def _best_question(ideas: list[dict[str, Any]], earlier: list[int], j: int, sims: np.ndarray,
                   answered: set[str]) -> int | None:
    later = ideas[j]
    if later["intent"] == Intent.QUESTION.value:
        return None
    options = [
        i for i in earlier
        if ideas[i]["intent"] == Intent.QUESTION.value and ideas[i]["id"] not in answered
        and 0 < later["position"] - ideas[i]["position"] <= ANSWER_WINDOW
        and ideas[i]["speaker"] != later["speaker"] and sims[i, j] >= ANSWER_MIN
    ]
    return max(options, key=lambda i: (sims[i, j], -i)) if options else None


def negated(text: str) -> bool:
    """True when the text says something does not hold ("we don't use X", "no longer")."""
    return bool(NEGATION.search(text))
