"""The optional LLM: any OpenAI-compatible chat endpoint (GRAPHMEM_LLM_BASE_URL, _MODEL, _API_KEY)."""

from __future__ import annotations

import httpx

from graphmem.config import Settings
from graphmem.errors import GraphmemError, NotConfigured


def chat(settings: Settings, system: str, user: str, max_tokens: int = 300) -> str:
    """One chat completion's text; NotConfigured without an endpoint, GraphmemError on failure."""
    if not settings.llm_configured:
        raise NotConfigured("no LLM configured: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
    body = {"model": settings.llm_model, "max_tokens": max_tokens, "temperature": 0.2,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]}
    headers = {"Authorization": f"Bearer {settings.llm_api_key or 'none'}"}
    try:
        response = httpx.post(settings.llm_base_url.rstrip("/") + "/chat/completions", json=body,
                              headers=headers, timeout=settings.llm_timeout_s)
        response.raise_for_status()
        return str(response.json()["choices"][0]["message"]["content"] or "").strip()
    except (httpx.HTTPError, KeyError, IndexError, ValueError) as exc:
        raise GraphmemError(f"the LLM at {settings.llm_base_url} failed: {exc}") from None
