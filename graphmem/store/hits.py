"""The search hit, defined once: each field with the Cypher that reads it for every kind of hit.

`SearchHit` is the record search returns; the ranked lists' Cypher projections (`collected`,
`projection`) and the GraphQL `Hit` type (api/types.py) are derived from its fields, so a field
added here is read, fused and served everywhere. In the expressions `n` is the matched node and,
for facts, `f` the RELATES_TO relationship between the entities `s` and `o`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from datetime import datetime
from enum import StrEnum
from typing import Any

from graphmem.lifecycle.strength import strength_cypher
from graphmem.store.values import iso_to_datetime


class HitKind(StrEnum):
    """What a hit is: an idea, a verbatim turn, a topic span or a fact."""

    IDEA = "idea"
    TURN = "turn"
    SPAN = "span"
    FACT = "fact"


def _same(value: Any) -> Any:
    return value


def _moment(expression: str) -> str:
    """A temporal expression sent as its ISO text, which Python reads far faster than the
    driver's temporal values (iso_to_datetime)."""
    return f"toString({expression})"


def _hit_field(doc: str, *, idea: str, turn: str, span: str, fact: str, read: Callable[[Any], Any] = _same,
               default: Any = MISSING, default_factory: Any = MISSING) -> Any:
    """A field read from Cypher: its expression per kind, how the value is read into Python, its doc."""
    cypher = {HitKind.IDEA: idea, HitKind.TURN: turn, HitKind.SPAN: span, HitKind.FACT: fact}
    return field(default=default, default_factory=default_factory,
                 metadata={"doc": doc, "cypher": cypher, "read": read})


@dataclass(kw_only=True)
class SearchHit:
    """One result: a memory with its fused score, provenance and validity."""

    id: str = _hit_field("The node's or fact's id.", idea="n.id", turn="n.id", span="n.id", fact="f.uuid", read=str)
    kind: HitKind = _hit_field("What the hit is.", idea="'idea'", turn="'turn'", span="'span'", fact="'fact'",
                               read=HitKind)
    text: str = _hit_field("The memory's text (a span's summary).", idea="n.text", turn="n.text", span="n.summary",
                           fact="f.fact", read=lambda v: v or "")
    score: float = field(default=0.0, metadata={"doc": "Fused rank score after boosts: higher is better."})
    via: list[str] = field(default_factory=list, metadata={
        "doc": "The retrievers that found it (vector, fulltext, entity, timeline, expansion)."})
    source_turn_ids: list[str] = _hit_field(
        "The cited turns' own ids (external_id).",
        idea="[(n)-[:FROM]->(t:Turn) | t.external_id]", turn="[n.external_id]", span="n.turn_ids",
        fact="coalesce(f.source_turn_ids, [])", read=lambda v: list(v or []))
    session_id: str | None = _hit_field(
        "The source id of the session it comes from.",
        idea="head([(n)-[:FROM]->(t:Turn) | t.session_external_id])", turn="n.session_external_id",
        span="head([(n)-[:IN_SESSION]->(s:Session) | s.external_id])", fact="null", default=None)
    at: datetime | None = _hit_field("When it was said (a fact: when it became valid).", idea=_moment("n.at"),
                                     turn=_moment("n.at"), span=_moment("n.at"), fact=_moment("f.valid_at"),
                                     read=iso_to_datetime, default=None)
    valid_from: datetime | None = _hit_field("A fact's start of validity.", idea="null", turn="null", span="null",
                                             fact=_moment("f.valid_at"), read=iso_to_datetime, default=None)
    valid_to: datetime | None = _hit_field("A fact's end of validity (null while it holds).", idea="null",
                                           turn="null", span="null", fact=_moment("f.invalid_at"),
                                           read=iso_to_datetime, default=None)
    superseded: bool = _hit_field("True for a superseded idea or a closed fact.",
                                  idea="coalesce(n.superseded, false)", turn="false", span="false",
                                  fact="f.invalid_at IS NOT NULL", read=bool, default=False)
    intent: str | None = _hit_field("An idea's intent (null for other kinds).", idea="n.intent", turn="null",
                                    span="null", fact="null", default=None)
    importance: float = _hit_field("How much the memory matters (0-1), a prior in ranking.",
                                   idea="n.importance", turn="0.5", span="0.4", fact="coalesce(f.confidence, 0.7)",
                                   read=lambda v: float(v or 0.5), default=0.5)
    subject: str | None = _hit_field("A fact's subject (null for other kinds).", idea="null", turn="null",
                                     span="null", fact="s.name", default=None)
    predicate: str | None = _hit_field("A fact's predicate (null for other kinds).", idea="null", turn="null",
                                       span="null", fact="f.name", default=None)
    object: str | None = _hit_field("A fact's object (null for other kinds).", idea="null", turn="null",
                                    span="null", fact="o.name", default=None)
    strength: float | None = _hit_field(
        "An idea's strength now (lifecycle/strength.py: importance decayed since its last use; null for other kinds).",
        idea=strength_cypher("n", "datetime()"), turn="null", span="null", fact="null",
        read=lambda v: None if v is None else round(float(v), 6), default=None)
    archived_at: datetime | None = _hit_field("When a weak idea was archived (null: in default search).",
                                              idea=_moment("n.archived_at"), turn="null", span="null", fact="null",
                                              read=iso_to_datetime, default=None)
    steps: list[str] = _hit_field("A procedure's steps in order (empty for other memories).",
                                  idea="coalesce(n.steps, [])", turn="[]", span="[]", fact="[]",
                                  read=lambda v: list(v or []), default_factory=list)
    preconditions: list[str] = _hit_field("What must hold before a procedure starts.",
                                          idea="coalesce(n.preconditions, [])", turn="[]", span="[]", fact="[]",
                                          read=lambda v: list(v or []), default_factory=list)
    postconditions: list[str] = _hit_field("What holds once a procedure is done.",
                                           idea="coalesce(n.postconditions, [])", turn="[]", span="[]", fact="[]",
                                           read=lambda v: list(v or []), default_factory=list)

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> SearchHit:
        """A hit from a row of `projection` or a map of `collected` (Neo4j values made Python);
        a map's `score`, when it has one, is kept as the hit's score."""
        return cls(score=float(row.get("score") or 0.0),
                   **{f.name: f.metadata["read"](row[f.name]) for f in _READ_FIELDS})


_READ_FIELDS = [f for f in fields(SearchHit) if "cypher" in f.metadata]


def _expressions(kind: HitKind) -> list[tuple[str, str]]:
    return [(f.name, f.metadata["cypher"][kind]) for f in _READ_FIELDS]


def projection(kind: HitKind) -> str:
    """`expr AS field, ...`: a hit of this kind as the columns of a row."""
    return ", ".join(f"{expression} AS {name}" for name, expression in _expressions(kind))


def collected(kind: HitKind, score: str | None = None) -> str:
    """`collect({field: expr, ...})`: the hits of this kind, in row order, as one list of maps;
    with `score`, that expression as each map's `score` (a retriever's own score)."""
    scored = [("score", score)] if score else []
    return "collect({" + ", ".join(f"{name}: {expression}"
                                   for name, expression in _expressions(kind) + scored) + "})"
