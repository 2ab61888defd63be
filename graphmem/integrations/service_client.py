"""A minimal HTTP client for the running graphmem service, light enough for hook processes and the
command line.

Hooks start a fresh Python for every Claude Code event, so this uses the standard library's
http.client (about 60 ms to import on a busy machine) rather than httpx (about 400 ms).
"""

from __future__ import annotations

import http.client
import json
from typing import Any

from graphmem.config import STORE_HEADER, Settings
from graphmem.errors import GraphmemError

LOOPBACK_ALIASES = {"", "0.0.0.0", "::", "localhost"}


class ServiceUnreachable(GraphmemError):
    """The graphmem service did not answer (not running, or too slow for a hook)."""


def service_address(settings: Settings) -> tuple[str, int]:
    """Host and port to reach `graphmem serve` on this machine (a wildcard bind means loopback)."""
    host = "127.0.0.1" if settings.host in LOOPBACK_ALIASES else settings.host
    return host, settings.port


def service_url(settings: Settings) -> str:
    """The service's base URL on this machine."""
    host, port = service_address(settings)
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def _connection(settings: Settings, timeout_s: float) -> http.client.HTTPConnection:
    host, port = service_address(settings)
    return http.client.HTTPConnection(f"[{host}]" if ":" in host else host, port, timeout=timeout_s)


def _health(settings: Settings, timeout_s: float) -> tuple[int, str | None] | None:
    """The status and X-Graphmem-Store header of GET /healthz, or None when nothing answers."""
    connection = _connection(settings, timeout_s)
    try:
        connection.request("GET", "/healthz")
        response = connection.getresponse()
        return response.status, response.getheader(STORE_HEADER)
    except (OSError, http.client.HTTPException):
        return None
    finally:
        connection.close()


def service_answers(settings: Settings, timeout_s: float = 1.0) -> bool:
    """True when something answers HTTP at the service's address (GET /healthz)."""
    return _health(settings, timeout_s) is not None


def service_shares_store(settings: Settings, timeout_s: float = 1.0) -> bool:
    """True when a healthy graphmem service answers at the service's address and serves the Neo4j
    database these settings name (its /healthz X-Graphmem-Store header)."""
    return _health(settings, timeout_s) == (200, settings.store_fingerprint)


def api_key_for(settings: Settings, namespace: str) -> str | None:
    """The configured API key bound to the namespace, if keys are configured."""
    for key, bound in settings.api_key_namespaces().items():
        if bound == namespace:
            return key
    return None


def post_json(settings: Settings, path: str, body: dict[str, Any], timeout_s: float,
              api_key: str | None = None) -> tuple[int, Any]:
    """POST JSON to the service and return (status, decoded body); ServiceUnreachable on failure."""
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    connection = _connection(settings, timeout_s)
    try:
        connection.request("POST", path, body=json.dumps(body).encode(), headers=headers)
        response = connection.getresponse()
        raw = response.read()
    except (OSError, http.client.HTTPException) as exc:
        raise ServiceUnreachable(f"graphmem service at {service_url(settings)} did not answer ({exc}); "
                                 "start it with `graphmem serve`") from None
    finally:
        connection.close()
    try:
        return response.status, json.loads(raw) if raw else None
    except ValueError:
        return response.status, raw.decode("utf-8", "replace")


def graphql(settings: Settings, query: str, variables: dict[str, Any], timeout_s: float,
            api_key: str | None = None) -> dict[str, Any]:
    """The `data` of a GraphQL request to the service; its first error as a GraphmemError."""
    status, body = post_json(settings, "/graphql", {"query": query, "variables": variables}, timeout_s, api_key)
    if not isinstance(body, dict):
        raise ServiceUnreachable(f"graphmem service at {service_url(settings)} answered HTTP {status} "
                                 "without GraphQL")
    if body.get("errors"):
        raise GraphmemError(body["errors"][0].get("message", "the service reported an error"))
    if "error" in body:  # the service's own JSON errors (auth, body limit)
        raise GraphmemError(body["error"])
    return body["data"]
