"""Typed output of the LLM enrichment pass, and a parser that never trusts the model.

The model answers one batch of turns (labelled T1, T2, ...) with one JSON object. Each record is
validated on its own: trivial slips are repaired (code fences around the JSON, an answer cut
off by the token limit, "Decision" or "decisions" for an intent, importance as a string or out
of range, a date with a time, "t3" or 3 for "T3"); anything else drops that record, and every
drop is counted by reason.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from pydantic import BaseModel, Field, ValidationError, ValidationInfo, field_validator

from graphmem.model import ClaimKind, Intent

MAX_TEXT = 400
MAX_NAME = 80
MAX_CUTS = 50  # places tried when closing a cut-off answer
_TURN_REF = re.compile(r"^\s*[Tt]?\s*(\d{1,3})\s*$")
_DATE_PREFIX = re.compile(r"^\s*(\d{4}-\d{2}-\d{2})")


def turn_ref(index: int) -> str:
    """The label of the index-th turn (0-based) of a batch, as the prompt shows it."""
    return f"T{index + 1}"


def _known_turn(value: Any, info: ValidationInfo) -> str:
    match = _TURN_REF.match(str(value))
    ref = f"T{int(match.group(1))}" if match else str(value).strip()
    if ref not in (info.context or {}).get("turns", ()):
        raise ValueError(f"no turn {value!r} in this batch")
    return ref


def _clean_text(value: Any) -> Any:
    return " ".join(value.split()) if isinstance(value, str) else value


class LlmIdea(BaseModel):
    """An idea the model found in one turn."""

    turn: str
    intent: Intent
    text: str = Field(min_length=3, max_length=MAX_TEXT)
    importance: float = Field(default=0.5, ge=0.0, le=1.0)

    check_turn = field_validator("turn", mode="before")(_known_turn)
    clean_text = field_validator("text", mode="before")(_clean_text)

    @field_validator("intent", mode="before")
    @classmethod
    def _intent(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        word = value.strip().lower()
        return word[:-1] if word.endswith("s") and word[:-1] in Intent._value2member_map_ else word

    @field_validator("importance", mode="before")
    @classmethod
    def _importance(cls, value: Any) -> Any:
        try:
            number = float(value)
        except (TypeError, ValueError):
            return 0.5
        return min(max(number, 0.0), 1.0)


class LlmEntity(BaseModel):
    """A named thing: a tool, a service, a person, a component."""

    name: str = Field(min_length=1, max_length=MAX_NAME)
    kind: str = Field(default="thing", max_length=40)

    clean_name = field_validator("name", mode="before")(_clean_text)

    @field_validator("kind", mode="before")
    @classmethod
    def _kind(cls, value: Any) -> str:
        words = re.sub(r"[^a-z0-9]+", "_", str(value or "").lower()).strip("_")
        return words[:40] or "thing"


# The words a model uses for a kind of claim, mapped to the kind ("switched_to" is a change).
_KIND_WORDS = {
    "state": ClaimKind.STATE, "uses": ClaimKind.STATE, "use": ClaimKind.STATE, "using": ClaimKind.STATE,
    "runs_on": ClaimKind.STATE, "is": ClaimKind.STATE, "owns": ClaimKind.CHANGE,
    "change": ClaimKind.CHANGE, "switched_to": ClaimKind.CHANGE, "moved_to": ClaimKind.CHANGE,
    "migrated_to": ClaimKind.CHANGE, "replaced": ClaimKind.CHANGE, "adopted": ClaimKind.CHANGE,
    "plan": ClaimKind.PLAN, "planned": ClaimKind.PLAN, "will_use": ClaimKind.PLAN, "decided": ClaimKind.PLAN,
    "end": ClaimKind.END, "ended": ClaimKind.END, "dropped": ClaimKind.END, "removed": ClaimKind.END,
    "revert": ClaimKind.REVERT, "reverted": ClaimKind.REVERT, "rolled_back": ClaimKind.REVERT,
    "reject": ClaimKind.REJECT, "rejected": ClaimKind.REJECT, "considered": ClaimKind.REJECT,
    "cancel": ClaimKind.CANCEL, "cancelled": ClaimKind.CANCEL, "canceled": ClaimKind.CANCEL,
}


class LlmClaim(BaseModel):
    """What one turn says about the state of a slot: `thing` holds `slot` (a change from `replaces`,
    a plan, an end...), in effect from `when` if the turn says when."""

    turn: str
    kind: ClaimKind
    thing: str = Field(min_length=1, max_length=MAX_NAME)
    slot: str = Field(default="", max_length=MAX_NAME)
    replaces: str | None = Field(default=None, max_length=MAX_NAME)
    when: date | None = None

    check_turn = field_validator("turn", mode="before")(_known_turn)
    clean_names = field_validator("thing", "slot", "replaces", mode="before")(_clean_text)

    @field_validator("kind", mode="before")
    @classmethod
    def _kind(cls, value: Any) -> Any:
        word = re.sub(r"[^a-z0-9]+", "_", value.lower()).strip("_") if isinstance(value, str) else value
        return _KIND_WORDS.get(word, word)

    @field_validator("replaces", mode="before")
    @classmethod
    def _replaces(cls, value: Any) -> Any:
        return None if isinstance(value, str) and value.strip().lower() in ("", "null", "none") else value

    @field_validator("slot", mode="before")
    @classmethod
    def _slot(cls, value: Any) -> Any:
        return "" if value is None else value

    @field_validator("when", mode="before")
    @classmethod
    def _date(cls, value: Any) -> Any:
        if value is None or isinstance(value, (date, datetime)):
            return value.date() if isinstance(value, datetime) else value
        match = _DATE_PREFIX.match(str(value))
        # An unreadable date ("unknown", "last spring") is not worth losing the claim for:
        # the time of its turn dates it instead.
        return match.group(1) if match else None


@dataclass
class Extraction:
    """The records of one batch that passed validation, and what was dropped, by reason."""

    ideas: list[LlmIdea] = field(default_factory=list)
    entities: list[LlmEntity] = field(default_factory=list)
    claims: list[LlmClaim] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)


_MODELS: dict[str, type[BaseModel]] = {"ideas": LlmIdea, "entities": LlmEntity, "claims": LlmClaim}
_SINGULAR = {"ideas": "idea", "entities": "entity", "claims": "claim"}


def response_schema(turn_count: int) -> dict[str, Any]:
    """The JSON schema the server is asked to follow (servers that enforce it decode to it)."""
    refs = [turn_ref(i) for i in range(turn_count)]
    text = {"type": "string", "maxLength": MAX_TEXT}
    name = {"type": "string", "maxLength": MAX_NAME}
    items = {
        "ideas": {"turn": {"enum": refs}, "intent": {"enum": [i.value for i in Intent if i is not Intent.INSIGHT]}, "text": text,
                  "importance": {"type": "number"}},
        "entities": {"name": name, "kind": {"type": "string", "maxLength": 40}},
        "claims": {"turn": {"enum": refs}, "kind": {"enum": [k.value for k in ClaimKind]}, "thing": name,
                   "slot": name, "replaces": {"type": ["string", "null"], "maxLength": MAX_NAME},
                   "when": {"type": ["string", "null"]}},
    }
    return {
        "type": "object",
        "properties": {
            key: {"type": "array", "maxItems": 2 * turn_count + 2,
                  "items": {"type": "object", "properties": props, "required": list(props)}}
            for key, props in items.items()
        },
        "required": list(items),
    }


def parse_extraction(raw: str, turn_count: int) -> Extraction:
    """Validate a model answer for a batch of `turn_count` turns; never raises on bad output."""
    out = Extraction()
    document, cut_off = _json_object(raw)
    if document is None:
        out.dropped["answer is not a JSON object"] += 1
        return out
    if cut_off:
        out.dropped["answer was cut off (its complete records are kept)"] += 1
    context = {"turns": {turn_ref(i) for i in range(turn_count)}}
    for key, model in _MODELS.items():
        items = document.get(key) or []
        if not isinstance(items, list):
            out.dropped[f"{key} is not a list"] += 1
            continue
        for item in items:
            try:
                record = model.model_validate(item, context=context)
            except ValidationError as exc:
                out.dropped[_reason(key, exc)] += 1
                continue
            if isinstance(record, LlmClaim) and (record.replaces or "").lower() == record.thing.lower():
                out.dropped["claim replaces a thing with itself"] += 1
                continue
            getattr(out, key).append(record)
    return out


def _json_object(raw: str) -> tuple[dict[str, Any] | None, bool]:
    """The JSON object in an answer (also inside prose or a code fence), and whether it was cut
    off: an answer that ran into the token limit keeps the records it completed."""
    start, end = raw.find("{"), raw.rfind("}")
    if start < 0:
        return None, False
    try:
        document = json.loads(raw[start:end + 1]) if end > start else None
    except ValueError:
        document = None
    if isinstance(document, dict):
        return document, False
    closed = _close_cut_off(raw[start:])
    return closed, closed is not None


def _close_cut_off(text: str) -> dict[str, Any] | None:
    """Cut after the last complete object or list and close the brackets left open."""
    stack: list[str] = []
    cuts: list[tuple[int, str]] = []
    in_string = escaped = False
    for i, char in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            stack.append("}" if char == "{" else "]")
        elif char in "}]" and stack:
            stack.pop()
            cuts.append((i + 1, "".join(reversed(stack))))
    for cut, closers in reversed(cuts[-MAX_CUTS:]):
        try:
            document = json.loads(text[:cut] + closers)
        except ValueError:
            continue
        if isinstance(document, dict):
            return document
    return None


def _reason(key: str, exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = first["loc"][0] if first["loc"] else None
    if where == "turn":
        return f"{_SINGULAR[key]} names an unknown turn"
    if where == "intent":
        return "idea has an unknown intent"
    if where == "kind":
        return "claim has an unknown kind"
    return f"invalid {_SINGULAR[key]} ({where or 'not an object'})"
