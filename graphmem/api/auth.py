"""API keys bound to namespaces: a key reads and writes its own namespace and no other."""

from __future__ import annotations

import hmac

from graphmem.config import Settings
from graphmem.errors import AccessDenied

# What a keyed service answers a request without a key (the command line reads it to answer directly).
MISSING_KEY = "missing or unknown API key: send Authorization: Bearer <key>"


class KeyRing:
    """Resolves a request's bearer key and namespace argument to the namespace it may use."""

    def __init__(self, settings: Settings) -> None:
        self._keys = settings.api_key_namespaces()
        self.default_namespace = settings.namespace

    @property
    def enabled(self) -> bool:
        """True when API keys are configured (otherwise: local single-user mode)."""
        return bool(self._keys)

    def namespace_for_key(self, key: str | None) -> str | None:
        """The namespace a key is bound to (constant-time comparison), or None."""
        if key is None:
            return None
        found = None
        for known, namespace in self._keys.items():
            if hmac.compare_digest(known.encode(), key.encode()):
                found = namespace
        return found

    def resolve(self, key: str | None, requested: str | None) -> str:
        """The namespace to use; raises AccessDenied for a missing/unknown key or another namespace."""
        if not self.enabled:
            return requested or self.default_namespace
        bound = self.namespace_for_key(key)
        if bound is None:
            raise AccessDenied(MISSING_KEY)
        if requested is not None and requested != bound:
            raise AccessDenied(f"this API key is bound to its own namespace and cannot use {requested!r}")
        return bound

    def bound_namespace(self, key: str | None) -> str | None:
        """The one namespace a key may use, or None in local mode (every namespace); AccessDenied
        for a missing or unknown key."""
        return self.resolve(key, None) if self.enabled else None


def bearer_key(header: str | None) -> str | None:
    """The key of an `Authorization: Bearer KEY` header, or None."""
    if not header:
        return None
    scheme, _, value = header.partition(" ")
    return value.strip() or None if scheme.lower() == "bearer" else None
