"""Fact queries: an entity's timeline, what it replaced, what replaced it, what held at a date."""

from __future__ import annotations

from typing import Any

from neo4j import ManagedTransaction

from graphmem.store.hits import HitKind, projection
from graphmem.errors import BadInput
from graphmem.model import SILENT_KINDS

# Entities named by the user's text: by canonical key, display name or any alias.
MATCH_ENTITIES = """
MATCH (e:Entity {namespace: $ns})
WHERE e.canonical IN $keys OR toLower(e.name) IN $names
   OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) IN $names)
"""

FACT_FIELDS = """f.uuid AS id, s.name AS subject, f.name AS predicate, o.name AS object,
       f.fact AS text, f.valid_at AS valid_from, f.invalid_at AS valid_to,
       f.invalid_at IS NULL AS current, coalesce(f.source_turn_ids, []) AS source_turn_ids,
       f.replaced_by AS replaced_by"""

# Every fact about the entity, and the other states of its timelines, so "Sentry" shows the
# Rollbar it replaced as well (facts an LLM wrote have no timeline and stand alone).
TIMELINE = MATCH_ENTITIES + """
CALL (e) {
  MATCH (:Entity {namespace: $ns})-[g:RELATES_TO]->(e)
  WHERE g.namespace = $ns AND ($predicate IS NULL OR g.name = $predicate)
  RETURN g
  UNION
  MATCH (e)-[g:RELATES_TO]->(:Entity)
  WHERE g.namespace = $ns AND ($predicate IS NULL OR g.name = $predicate)
  RETURN g
}
CALL (g) {
  MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->(:Entity)
  WHERE g.timeline_id IS NOT NULL AND f.namespace = $ns AND f.timeline_id = g.timeline_id
  RETURN f
  UNION
  RETURN g AS f
}
WITH DISTINCT f
MATCH (s:Entity)-[f]->(o:Entity)
RETURN """ + FACT_FIELDS + """
ORDER BY f.valid_at, f.uuid
"""

BEFORE = MATCH_ENTITIES + """
MATCH (:Entity {namespace: $ns})-[g:RELATES_TO]->(e)
WHERE g.namespace = $ns AND ($predicate IS NULL OR g.name = $predicate)
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity {namespace: $ns})
WHERE f.namespace = $ns AND f.replaced_by = g.uuid
RETURN DISTINCT """ + FACT_FIELDS + """
ORDER BY valid_from DESC
"""

AFTER = MATCH_ENTITIES + """
MATCH (:Entity {namespace: $ns})-[g:RELATES_TO]->(e)
WHERE g.namespace = $ns AND ($predicate IS NULL OR g.name = $predicate) AND g.replaced_by IS NOT NULL
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO {uuid: g.replaced_by}]->(o:Entity)
RETURN DISTINCT """ + FACT_FIELDS + """
ORDER BY valid_from
"""

# The (namespace, valid_at) index is named: on small graphs the planner otherwise scans a whole index.
VALID_AT = """
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity)
USING INDEX f:RELATES_TO(namespace, valid_at)
WHERE f.namespace = $ns AND f.valid_at <= $at AND (f.invalid_at IS NULL OR f.invalid_at > $at)
RETURN """ + FACT_FIELDS + """
ORDER BY f.valid_at DESC
"""

# Every timeline of the namespace with its states in order (what temporal questions are answered from).
READ_TIMELINES = """
MATCH (t:Timeline {namespace: $ns})
CALL (t) {
  MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity {namespace: $ns})
  WHERE f.namespace = $ns AND f.timeline_id = t.id
  WITH f, s, o ORDER BY f.valid_at, f.uuid
  RETURN collect({id: f.uuid, subject: s.name, predicate: f.name, object: o.name, object_key: o.canonical,
                  text: f.fact, valid_from: f.valid_at, valid_to: f.invalid_at, current: f.invalid_at IS NULL,
                  source_turn_ids: coalesce(f.source_turn_ids, []), replaced_by: f.replaced_by,
                  session: null}) AS facts
}
RETURN t.id AS id, t.label AS label, t.subject AS subject, t.history AS history, t.states AS states,
       t.rejected AS rejected, t.rejected_text AS rejected_text, t.source_turn_ids AS source_turn_ids,
       t.embedding AS embedding,
       coalesce(t.terms, []) AS terms, coalesce(t.term_counts, []) AS term_counts,
       coalesce(t.term_idf, []) AS term_idf, coalesce(t.context_sentences, 0) AS context_sentences, facts
ORDER BY t.id
"""


# A turn's embedding and its sentences' (its ideas'), for a "why" read from the turn.
_WITH_SENTENCES = f"""
CALL (n) {{
  OPTIONAL MATCH (s:Idea {{namespace: $ns}})-[:FROM]->(n) WHERE s.embedding IS NOT NULL
  RETURN collect(s.embedding) AS sentences
}}
RETURN {projection(HitKind.TURN)}, n.embedding AS embedding, sentences
"""

# Turns by their source ids, as hit rows with their embeddings (the evidence a "why" is read from).
TURNS_BY_EXTERNAL_ID = """
MATCH (n:Turn {namespace: $ns}) WHERE n.external_id IN $ids AND NOT n.kind IN $silent
""" + _WITH_SENTENCES

# Turns whose ideas name one of the entities (matched as MATCH_ENTITIES does), newest first.
TURNS_NAMING = MATCH_ENTITIES + """
MATCH (i:Idea {namespace: $ns})-[:MENTIONS]->(e)
MATCH (i)-[:FROM]->(n:Turn {namespace: $ns}) WHERE NOT n.kind IN $silent
WITH DISTINCT n ORDER BY n.at DESC, n.id LIMIT $limit
""" + _WITH_SENTENCES

# A fact ends no earlier than it starts: `refused` names the start when `at` lies before it.
INVALIDATE = """
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO {uuid: $id}]->(o:Entity)
WHERE f.namespace = $ns
WITH s, f, o, f.valid_at IS NOT NULL AND $at < f.valid_at AS refused
FOREACH (_ IN CASE WHEN refused THEN [] ELSE [1] END |
  SET f.invalid_at = $at, f.expired_at = datetime(), f.manual_invalid = true)
RETURN refused, """ + FACT_FIELDS


def _run(tx: ManagedTransaction, query: str, **params: Any) -> list[dict[str, Any]]:
    return [r.data() for r in tx.run(query, params)]


def entity_timeline(tx: ManagedTransaction, ns: str, keys: list[str], names: list[str],
                    predicate: str | None) -> list[dict[str, Any]]:
    """Facts about the entity and its predecessors/successors, oldest first."""
    return _run(tx, TIMELINE, ns=ns, keys=keys, names=names, predicate=predicate)


def facts_before(tx: ManagedTransaction, ns: str, keys: list[str], names: list[str],
                 predicate: str | None) -> list[dict[str, Any]]:
    """Facts that a fact naming the entity replaced, newest first."""
    return _run(tx, BEFORE, ns=ns, keys=keys, names=names, predicate=predicate)


def facts_after(tx: ManagedTransaction, ns: str, keys: list[str], names: list[str],
                predicate: str | None) -> list[dict[str, Any]]:
    """Facts that replaced a fact naming the entity, oldest first."""
    return _run(tx, AFTER, ns=ns, keys=keys, names=names, predicate=predicate)


def facts_valid_at(tx: ManagedTransaction, ns: str, at: Any) -> list[dict[str, Any]]:
    """Facts that held at a moment."""
    return _run(tx, VALID_AT, ns=ns, at=at)


def read_timelines(tx: ManagedTransaction, ns: str) -> list[dict[str, Any]]:
    """Every timeline of the namespace with its facts, oldest state first."""
    return [r.data() for r in tx.run(READ_TIMELINES, ns=ns)]


def turns_naming(tx: ManagedTransaction, ns: str, keys: list[str], names: list[str],
                 limit: int) -> list[dict[str, Any]]:
    """Prose turn hit rows (with `embedding` and `sentences`) that name one of the entities, newest first."""
    return [dict(r.items()) for r in tx.run(TURNS_NAMING, ns=ns, keys=keys, names=names, limit=limit,
                                            silent=sorted(SILENT_KINDS))]


def turns_by_external_id(tx: ManagedTransaction, ns: str, ids: list[str]) -> list[dict[str, Any]]:
    """Prose turn hit rows (with `embedding` and `sentences`) for the given source turn ids: no tool
    call or output."""
    return [dict(r.items()) for r in tx.run(TURNS_BY_EXTERNAL_ID, ns=ns, ids=ids, silent=sorted(SILENT_KINDS))]


def invalidate_fact(tx: ManagedTransaction, ns: str, fact_id: str, at: Any) -> dict[str, Any] | None:
    """End a fact's validity by hand (kept, never deleted); None when it is not in the namespace.
    BadInput when `at` lies before the fact's start (nothing is changed)."""
    rows = _run(tx, INVALIDATE, ns=ns, id=fact_id, at=at)
    if rows and rows[0]["refused"]:
        raise BadInput(f"fact {fact_id!r} cannot end at {at.isoformat()}, before the fact starts "
                       f"({rows[0]['valid_from'].iso_format()}); give a later time")
    return rows[0] if rows else None
