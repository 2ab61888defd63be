"""Deterministic node ids, every one derived here: the same input always maps to the same id, so
writes can MERGE and a rerun rebuilds exactly the graph of a clean run."""

import hashlib


def stable_id(namespace: str, kind: str, *key: str) -> str:
    """Return a 24-hex-digit id from the namespace, the record kind and its natural key."""
    raw = "\x1f".join((namespace, kind, *key))
    return hashlib.blake2b(raw.encode("utf-8"), digest_size=12).hexdigest()


def session_id(namespace: str, external_id: str) -> str:
    """A session, from its source's own id."""
    return stable_id(namespace, "session", external_id)


def turn_id(namespace: str, session_external_id: str, turn_external_id: str) -> str:
    """A turn; keyed by session too because LoCoMo's ids repeat across talks."""
    return stable_id(namespace, "turn", session_external_id, turn_external_id)


def remembered_turn_id(namespace: str, text: str) -> str:
    """The source id of a turn written by `remember`: the text itself, so remembering it again is a no-op."""
    return "remember:" + stable_id(namespace, "remember", text)


def index_state_id(namespace: str, path: str) -> str:
    """A file's IndexState (how far it was read)."""
    return stable_id(namespace, "index_state", path)


def span_id(namespace: str, session_node_id: str, key: tuple[int, ...]) -> str:
    """A topic span of a session, by its place in the session's span tree."""
    return stable_id(namespace, "span", session_node_id, *map(str, key))


def idea_id(namespace: str, session_external_id: str, turn_external_id: str, text: str) -> str:
    """An idea extracted LLM-free: the turn it came from and its own text."""
    return stable_id(namespace, "idea", session_external_id, turn_external_id, text)


def llm_idea_id(namespace: str, session_external_id: str, turn_external_id: str, intent: str, text: str) -> str:
    """An idea the LLM pass found: its turn, intent and text."""
    return stable_id(namespace, "llm-idea", session_external_id, turn_external_id, intent, text)


def entity_id(namespace: str, canonical: str) -> str:
    """An entity, from its canonical key."""
    return stable_id(namespace, "entity", canonical)


def claim_id(namespace: str, session_external_id: str, turn_external_id: str, kind: str, obj: str,
             slot: str) -> str:
    """A claim: the turn that said it, what it says and about what."""
    return stable_id(namespace, "claim", session_external_id, turn_external_id, kind, obj, slot)


def timeline_id(namespace: str, timeline_key: str) -> str:
    """A timeline, from its key (the slot it follows)."""
    return stable_id(namespace, "timeline", timeline_key)


def fact_id(namespace: str, timeline_key: str, obj: str, valid_from: str) -> str:
    """A timeline's state as a RELATES_TO fact: its timeline, its thing and its start day."""
    return stable_id(namespace, "fact", timeline_key, obj, valid_from)


def insight_id(namespace: str, topic: str, digest_text: str) -> str:
    """An insight of `reflect`: its topic and what it says (as built from the graph), so an unchanged
    namespace gives the same insight again."""
    return stable_id(namespace, "insight", topic, digest_text)
