"""HyDE: let the LLM write a hypothetical answer, then search with it beside the question."""

from __future__ import annotations

from graphmem.config import Settings
from graphmem.errors import GraphmemError

PROMPT = ("Write a short passage (2-3 sentences) that a project's conversation history would "
          "contain if it answered the question. State it as fact; do not hedge.")
NO_LLM = "hyde needs an LLM (GRAPHMEM_LLM_BASE_URL, GRAPHMEM_LLM_MODEL): ran plain hybrid search"


def hypothetical_answer(settings: Settings, question: str) -> tuple[str | None, str | None]:
    """(hypothetical text, None), or (None, warning) when no LLM is configured or it failed."""
    if not settings.llm_configured:
        return None, NO_LLM
    # Imported here: the HTTP client costs every search without HyDE a fifth of a second.
    from graphmem.llm import chat

    try:
        text = chat(settings, PROMPT, question, max_tokens=160)
    except GraphmemError as exc:
        return None, f"hyde failed ({exc}): ran plain hybrid search"
    return (text[:2000] or None), (None if text else "hyde: the LLM returned nothing; ran plain hybrid search")
