"""Core memory's candidates: a namespace's strongest current ideas per section, and its current facts.

Current means the newest version: an idea nothing supersedes (no SUPERSEDES into it, no
`superseded` flag), a fact valid now (started, and not ended by `invalid_at`). Each row cites
the turn that last said it: its session's source id and title, the turn's own id and date.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graphmem.lifecycle.strength import strength_cypher
from graphmem.store.driver import plain_rows

RECENCY_HALF_LIFE_DAYS = 30.0

# Ideas rank by their decay strength (lifecycle/strength.py). A fact has no kind or accesses:
# its confidence plus a recency bonus of up to 0.5 that halves every RECENCY_HALF_LIFE_DAYS.
# `{m}` is the fact relationship.
CORE_STRENGTH = """(coalesce({m}.importance, {m}.confidence, 0.5) + 0.5 * 2.0 ^ (
    -toFloat(duration.inSeconds(coalesce({m}.at, {m}.valid_at, datetime({{epochMillis: 0}})), $now).seconds)
    / ($half_life_days * 86400.0)))"""

# The cited turn: the last one that said the memory (its newest wording's date).
CITATION = """
WITH m, strength, head(COLLECT {{ {turns} RETURN t ORDER BY t.at DESC, t.external_id }}) AS t
RETURN m.id AS id, m.text AS text, strength, coalesce(t.at, m.at) AS at, t.external_id AS turn_id,
       t.session_external_id AS session_id,
       head(COLLECT {{ MATCH (s:Session {{namespace: $ns, id: t.session}}) RETURN s.title }}) AS session_title"""

CORE_IDEAS = """
UNWIND $sections AS section
CALL (section) {
  MATCH (m:Idea {namespace: $ns})
  WHERE m.intent IN section.intents AND NOT coalesce(m.superseded, false) AND m.archived_at IS NULL
    AND NOT EXISTS { (:Idea {namespace: $ns})-[:SUPERSEDES]->(m) }
  WITH m, """ + strength_cypher("m") + """ AS strength
  ORDER BY strength DESC, m.id LIMIT $per_section
""" + CITATION.format(turns="MATCH (m)-[:FROM]->(t:Turn)") + """
}
RETURN section.title AS section, id, text, strength, at, turn_id, session_id, session_title
ORDER BY strength DESC, id
"""

# A fact's row is shaped like an idea's: its statement as text, its source turns by internal id.
CORE_FACTS = """
MATCH (s:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity)
WHERE f.namespace = $ns AND (f.valid_at IS NULL OR f.valid_at <= $now)
  AND (f.invalid_at IS NULL OR f.invalid_at > $now)
WITH s, f, o, """ + CORE_STRENGTH.format(m="f") + """ AS strength
ORDER BY strength DESC, f.uuid LIMIT $limit
WITH {id: f.uuid, text: coalesce(f.fact, s.name + ' ' + f.name + ' ' + o.name), at: f.valid_at, episodes: coalesce(f.episodes, [])} AS m, strength
""" + CITATION.format(turns="MATCH (t:Turn {namespace: $ns}) WHERE t.id IN m.episodes") + """
ORDER BY strength DESC, id
"""


def core_ideas(tx: ManagedTransaction, ns: str, sections: list[dict[str, Any]], per_section: int,
               now: datetime, half_life_days: float = RECENCY_HALF_LIFE_DAYS) -> list[dict[str, Any]]:
    """The strongest current ideas of each section ({title, intents}), at most `per_section` each."""
    return plain_rows(tx.run(CORE_IDEAS, ns=ns, sections=sections, per_section=per_section, now=now,
                             half_life_days=half_life_days))


def core_facts(tx: ManagedTransaction, ns: str, limit: int, now: datetime,
               half_life_days: float = RECENCY_HALF_LIFE_DAYS) -> list[dict[str, Any]]:
    """The strongest facts valid at `now`, at most `limit`."""
    return plain_rows(tx.run(CORE_FACTS, ns=ns, limit=limit, now=now, half_life_days=half_life_days))
