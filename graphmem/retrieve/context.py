"""Context packs: the most relevant current memories as prompt-ready text within a token budget.

Tokens are estimated, not counted by a model tokenizer: max(characters / 4, words x 1.3),
rounded up. On English prose this over-counts OpenAI's and Anthropic's tokenizers slightly,
so a pack never exceeds the budget it was given.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from graphmem.config import Settings
from graphmem.embed import Embedder
from graphmem.errors import BadInput
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.retrieve.search import search
from graphmem.store.driver import Store
from graphmem.store.hits import SearchHit

HEADER = "Relevant memory (graphmem):"


def estimate_tokens(text: str) -> int:
    """A conservative token estimate for English text (see module docstring)."""
    return math.ceil(max(len(text) / 4.0, len(text.split()) * 1.3))


@dataclass
class ContextPack:
    """Ready-to-inject text, its token estimate, and the hits it cites."""

    text: str
    tokens: int
    hits: list[SearchHit] = field(default_factory=list)


def _citation(hit: SearchHit) -> str:
    parts = []
    if hit.session_id:
        parts.append(hit.session_id)
    if hit.source_turn_ids:
        parts.append(hit.source_turn_ids[0])
    when = hit.valid_from or hit.at
    if when:
        parts.append(when.date().isoformat())
    return f" [{', '.join(parts)}]" if parts else ""


def _line(hit: SearchHit) -> str:
    label = hit.intent or hit.kind
    text = " ".join(hit.text.split())
    if len(text) > 300:
        text = text[:299].rstrip() + "…"
    return f"- ({label}) {text}{_citation(hit)}"


def build_context(store: Store, embedder: Embedder, settings: Settings, query: str, namespace: str,
                  budget_tokens: int) -> ContextPack:
    """Pick current, deduplicated memories for the query until the budget is full."""
    if not 50 <= budget_tokens <= 8000:
        raise BadInput(f"budgetTokens must be between 50 and 8000, got {budget_tokens}")
    request = SearchRequest.from_recipe(Recipe.CONTEXT_PACK, query, namespace, limit=30)
    result = search(store, embedder, settings, request)
    lines = [HEADER]
    used = estimate_tokens(HEADER)
    chosen: list[SearchHit] = []
    seen: set[str] = set()
    for hit in result.hits:
        if hit.superseded:
            continue
        key = " ".join(hit.text.lower().split())[:120]
        if key in seen:
            continue
        line = _line(hit)
        cost = estimate_tokens(line)
        if used + cost > budget_tokens:
            continue
        seen.add(key)
        lines.append(line)
        used += cost
        chosen.append(hit)
    if not chosen:
        return ContextPack(text="", tokens=0)
    # Joining adds newlines the per-line estimates did not count: trim until it fits.
    while len(lines) > 1 and estimate_tokens("\n".join(lines)) > budget_tokens:
        lines.pop()
        chosen.pop()
    text = "\n".join(lines)
    return ContextPack(text=text, tokens=estimate_tokens(text), hits=chosen)
