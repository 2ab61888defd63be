"""Bounds on list arguments, the same in every shell: each value once, and not too many.

A repeated value costs the same work again (one subquery per kind, one filter per tag), so
lists are de-duplicated before anything is planned from them, and capped after.
"""

from __future__ import annotations

from collections.abc import Iterable

from graphmem.errors import BadInput

MAX_TAGS = 50
MAX_TAG_CHARS = 100


def distinct(values: Iterable[str], name: str, allowed: Iterable[str] | None = None,
             limit: int = MAX_TAGS) -> tuple[str, ...]:
    """The values once each, in first-seen order; BadInput for an unknown one (when `allowed`
    is given) or for more than `limit` distinct ones."""
    unique = tuple(dict.fromkeys(values))
    if allowed is not None:
        unknown = sorted(set(unique) - set(allowed))
        if unknown:
            raise BadInput(f"unknown {name} {unknown[:5]}; use {sorted(allowed)}")
    if len(unique) > limit:
        raise BadInput(f"{name} names {len(unique)} distinct values; at most {limit} are allowed")
    return unique


def check_tags(tags: Iterable[str]) -> tuple[str, ...]:
    """Tags once each, at most MAX_TAGS of at most MAX_TAG_CHARS characters."""
    unique = distinct(tags, "tags")
    long = next((tag for tag in unique if len(tag) > MAX_TAG_CHARS), None)
    if long is not None:
        raise BadInput(f"tag {long[:40]!r}… is longer than {MAX_TAG_CHARS} characters")
    return unique
