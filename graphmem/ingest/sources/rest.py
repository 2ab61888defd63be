"""The REST ingest payload (`POST /v1/memory/ingest`): an agent's own summary of a session.

`{session_summary: str, key_decisions: [str], domain: str|null, source_model: str|null,
confidence: float|null, session_id?: str, at?: str}`
"""

from __future__ import annotations

import hashlib
import math
from datetime import datetime
from typing import Any

from graphmem.errors import BadInput
from graphmem.ingest.sources.normalize import one_line, parse_timestamp
from graphmem.model import SessionRecord, TurnRecord

SOURCE = "rest"
FIELDS = ("session_summary", "key_decisions", "domain", "source_model", "confidence", "session_id", "at")
MAX_SUMMARY_CHARS = 100_000
MAX_DECISIONS = 200
MAX_DECISION_CHARS = 10_000
MAX_NAME_CHARS = 200
TITLE_CHARS = 80


def parse_rest_payload(payload: dict[str, Any], received_at: datetime) -> SessionRecord:
    """Validate a payload into a session: the summary (kind "summary"), then one turn per decision.

    Raises BadInput naming the field at fault. Without `session_id` the session id is a hash of
    the content, and turn ids are hashes of their text, so posting the same payload twice (or a
    decision again in the same session) stores it once. `at` defaults to `received_at`.
    """
    if not isinstance(payload, dict):
        raise BadInput(f"payload must be a JSON object with {', '.join(FIELDS)}; "
                       f"got {type(payload).__name__}")
    unknown = sorted(str(key) for key in payload if key not in FIELDS)
    if unknown:
        raise BadInput(f"unknown field(s) {', '.join(unknown)}; allowed: {', '.join(FIELDS)}")
    summary = _text(payload.get("session_summary"), "session_summary", MAX_SUMMARY_CHARS)
    decisions = _decisions(payload.get("key_decisions"))
    domain = _optional_text(payload.get("domain"), "domain")
    model = _optional_text(payload.get("source_model"), "source_model")
    _check_confidence(payload.get("confidence"))
    at = _timestamp(payload.get("at")) or parse_timestamp(received_at)
    session_id = (_optional_text(payload.get("session_id"), "session_id")
                  or f"rest-{_digest(summary, *decisions, domain or '', model or '')}")
    session = SessionRecord(session_id, SOURCE, title=one_line(summary, TITLE_CHARS), started_at=at,
                            tags=[f"domain:{domain}"] if domain else [])
    texts = [("summary", summary), *(("decision", d) for d in dict.fromkeys(decisions))]
    for seq, (kind, text) in enumerate(texts, start=1):
        session.turns.append(TurnRecord(
            session_external_id=session_id,
            external_id=f"{kind}-{_digest(text)}",
            seq=seq,
            role="assistant",
            speaker=model or "agent",
            text=text,
            at=at,
            kind=kind,
        ))
    return session


def _text(value: object, name: str, limit: int) -> str:
    if value is None:
        raise BadInput(f"{name} is required: a non-empty string")
    if not isinstance(value, str):
        raise BadInput(f"{name} must be a string, got {type(value).__name__}")
    if not value.strip():
        raise BadInput(f"{name} must not be empty")
    if len(value) > limit:
        raise BadInput(f"{name} is {len(value)} characters; the limit is {limit}")
    return value.strip()


def _optional_text(value: object, name: str) -> str | None:
    return None if value is None else _text(value, name, MAX_NAME_CHARS)


def _decisions(value: object) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise BadInput(f"key_decisions must be a list of strings, got {type(value).__name__}")
    if len(value) > MAX_DECISIONS:
        raise BadInput(f"key_decisions has {len(value)} entries; the limit is {MAX_DECISIONS}")
    return [_text(item, f"key_decisions[{index}]", MAX_DECISION_CHARS) for index, item in enumerate(value)]


def _check_confidence(value: object) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise BadInput(f"confidence must be a number between 0 and 1, got {value!r}")
    if not 0.0 <= value <= 1.0:
        raise BadInput(f"confidence must be between 0 and 1, got {value}")


def _timestamp(value: object) -> datetime | None:
    try:
        return parse_timestamp(value)
    except ValueError as error:
        raise BadInput(f"at: {error}") from None


def _digest(*parts: str) -> str:
    return hashlib.blake2b("\x1f".join(parts).encode("utf-8"), digest_size=8).hexdigest()
