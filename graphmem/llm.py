"""The optional LLM: any OpenAI-compatible chat endpoint (GRAPHMEM_LLM_BASE_URL, _MODEL, _API_KEY)."""

from __future__ import annotations

from typing import Any

import httpx

from graphmem.config import Settings
from graphmem.errors import GraphmemError, NotConfigured


def chat(settings: Settings, system: str, user: str, max_tokens: int = 300, *, temperature: float = 0.2,
         json_schema: dict[str, Any] | None = None) -> str:
    """One chat completion's text; NotConfigured without an endpoint, GraphmemError on failure.

    With `json_schema` the answer is asked for as JSON of that shape (servers with structured
    output, such as llama.cpp, vLLM and OpenAI, decode to it); callers still validate it.
    """
    if not settings.llm_configured:
        raise NotConfigured("no LLM configured: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
    body: dict[str, Any] = {"model": settings.llm_model, "max_tokens": max_tokens, "temperature": temperature,
                            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]}
    if json_schema is None:
        return _complete(settings, body)
    if settings.llm_base_url not in _JSON_OBJECT_ONLY:
        try:
            return _complete(settings, {**body, "response_format": {
                "type": "json_schema", "json_schema": {"name": "answer", "schema": json_schema}}})
        except _Refused:
            _JSON_OBJECT_ONLY.add(settings.llm_base_url)
    return _complete(settings, {**body, "response_format": {"type": "json_object", "schema": json_schema}})


class _Refused(GraphmemError):
    """The endpoint answered the request with an error status."""


# Endpoints that refuse OpenAI's `json_schema` response format but take a schema with
# `json_object` (llama-cpp-python's server, which answers 500 to it): asked that way directly
# after the first refusal.
_JSON_OBJECT_ONLY: set[str] = set()


def _complete(settings: Settings, body: dict[str, Any]) -> str:
    headers = {"Authorization": f"Bearer {settings.llm_api_key or 'none'}"}
    try:
        response = httpx.post(settings.llm_base_url.rstrip("/") + "/chat/completions", json=body,
                              headers=headers, timeout=settings.llm_timeout_s)
        if response.is_error:
            raise _Refused(f"the LLM at {settings.llm_base_url} answered {response.status_code}: "
                           f"{response.text[:300]}")
        return str(response.json()["choices"][0]["message"]["content"] or "").strip()
    except (httpx.HTTPError, KeyError, IndexError, ValueError) as exc:
        raise GraphmemError(f"the LLM at {settings.llm_base_url} failed: {exc}") from None
