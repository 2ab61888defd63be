"""Deterministic node ids: the same input always maps to the same id, so writes can MERGE."""

import hashlib


def stable_id(namespace: str, kind: str, *key: str) -> str:
    """Return a 24-hex-digit id from the namespace, the record kind and its natural key."""
    raw = "\x1f".join((namespace, kind, *key))
    return hashlib.blake2b(raw.encode("utf-8"), digest_size=12).hexdigest()
