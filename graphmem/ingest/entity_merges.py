"""Which entities name one thing: decided from the names and the graph, never from a word list.

Rules, strongest first (a pair is merged by the first that holds):
- `alias`: one entity's name is another's recorded alias (same surface form seen for both).
- `normalised-name`: the names are equal once case, separators (space . - _ /) and a trailing
  version are ignored, where at most one of them carries a version ("PostgreSQL 14" and
  "PostgreSQL"; two numbered names, "X 14" and "X 15", may be two generations and stay apart).
- `abbreviation`: the shorter name abbreviates the longer (the start of its first word, at least
  75% of it, when it is one word and the prefix does not end where a part of it ends:
  "Postgres"/"PostgreSQL", not "Swift"/"SwiftUI"; the initials of its words: "GCP";
  or, written in capitals, some of its letters in order from the first: "PG", not "DAG"/"Dagster"), the name embeddings agree (cosine >= ABBREVIATION_NAME_MIN) and so do
  the contexts (mean embedding of the ideas mentioning each, cosine >= CONTEXT_MIN).
Except for `alias`, a pair is never merged when the graph tells the two apart: an idea mentions
both, a fact links them, or one timeline has both as states ("moved from X to Y").

An entity a timeline owns (its facts are derived, or a Timeline is ABOUT it) is never merged
away: every ingest rebuilds timelines by id and would bring it back beside the moved facts. It
can survive a merge; a cluster with two such entities merges only the others.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

# "PG"/"PostgreSQL" scores 0.52, "PG"/"PagerDuty" 0.24, "GCP"/"Google Cloud Platform" 0.60
# (all-MiniLM-L6-v2): an abbreviation pattern alone matches far too much, the names must agree.
ABBREVIATION_NAME_MIN = 0.5
CONTEXT_MIN = 0.5
PREFIX_SHARE = 0.75
LETTERS_MAX = 4
_VERSION = re.compile(r"\s+v?\d+(?:\.\d+)*[a-z]?$", re.I)
_SEPARATORS = re.compile(r"[\s.\-_/]+")
_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


@dataclass(frozen=True)
class EntityMerge:
    """One entity merged into another, with the rule and the evidence that decided it."""

    survivor: str
    survivor_name: str
    merged: str
    merged_name: str
    rule: str
    similarity: float
    evidence: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class _Entity:
    id: str
    name: str
    aliases: tuple[str, ...]
    vector: np.ndarray
    context: np.ndarray | None
    ideas: frozenset[str]
    degree: int
    owned: bool

    @property
    def versioned(self) -> bool:
        return bool(_VERSION.search(self.name))


def normalised(name: str) -> str:
    """The name without case, separators or a trailing version ("Next.js 14" -> "nextjs")."""
    bare = _VERSION.sub("", name.strip()) or name.strip()
    return _SEPARATORS.sub("", bare.lower())


def abbreviation(short: str, long: str) -> str | None:
    """How `short` abbreviates `long` ("prefix", "initials" or "letters"), or None."""
    s, words = normalised(short), [w.lower() for w in _WORDS.findall(_VERSION.sub("", long))]
    if not s or not words or s == normalised(long):
        return None
    spaced = _VERSION.sub("", long).split()
    first = normalised(spaced[0]) if spaced else ""
    # A prefix that ends where a word of the longer name ends leaves a word of its own ("Swift" +
    # "UI", "poetry" + ".lock"): a qualifier that names another thing, not a longer spelling.
    ends = {len("".join(words[:k])) for k in range(1, len(words))}
    if (len(spaced) == 1 and len(s) >= 4 and first.startswith(s) and len(s) >= PREFIX_SHARE * len(first)
            and len(s) not in ends):
        return "prefix"
    if len(words) >= 2 and s == "".join(w[0] for w in words):
        return "initials"
    letters = "".join(words)
    # Letter abbreviations are written in capitals ("PG"), and skip letters: "Java" is a word,
    # not one of "JavaScript", and "DAG" the start of another word, not "Dagster" shortened.
    if (short.isupper() and 2 <= len(s) <= LETTERS_MAX and s.isalpha() and s[0] == letters[0]
            and not letters.startswith(s) and _in_order(s, letters)):
        return "letters"
    return None


def _in_order(short: str, long: str) -> bool:
    rest = iter(long)
    return all(ch in rest for ch in short)


def plan_entity_merges(rows: list[dict[str, Any]], idea_vectors: dict[str, np.ndarray],
                       distinct: set[frozenset[str]]) -> list[EntityMerge]:
    """Merges for the namespace's entities (read_entities rows), each cluster into its member a
    timeline owns, else its most connected (ties: the shorter unversioned name, then the id). Deterministic."""
    entities = [_entity(r, idea_vectors) for r in rows if r["embedding"] is not None]
    parent = {e.id: e.id for e in entities}
    found: dict[frozenset[str], tuple[str, float, dict[str, Any]]] = {}
    for a, b, rule, score, evidence in _pairs(entities, distinct):
        found.setdefault(frozenset((a.id, b.id)), (rule, score, evidence))
        parent[_root(parent, a.id)] = _root(parent, b.id)
    clusters: dict[str, list[_Entity]] = {}
    for e in entities:
        clusters.setdefault(_root(parent, e.id), []).append(e)
    merges = []
    for members in clusters.values():
        if len(members) < 2:
            continue
        survivor = min(members, key=lambda e: (not e.owned, -e.degree, e.versioned, len(e.name), e.id))
        for e in sorted(members, key=lambda e: e.id):
            if e is not survivor and not e.owned:
                rule, score, evidence = _reason(found, e, survivor, members)
                merges.append(EntityMerge(survivor.id, survivor.name, e.id, e.name, rule, score, evidence))
    return sorted(merges, key=lambda m: (m.survivor, m.merged))


def _entity(row: dict[str, Any], idea_vectors: dict[str, np.ndarray]) -> _Entity:
    vectors = [idea_vectors[i] for i in row["ideas"] if i in idea_vectors]
    context = None
    if vectors:
        mean = np.mean(vectors, axis=0)
        context = mean / (np.linalg.norm(mean) or 1.0)
    return _Entity(row["id"], row["name"], tuple(row["aliases"]), np.asarray(row["embedding"], dtype=np.float64),
                   context, frozenset(row["ideas"]), row["degree"], bool(row["owned"]))


def _root(parent: dict[str, str], key: str) -> str:
    while parent[key] != key:
        parent[key] = parent[parent[key]]
        key = parent[key]
    return key


def _reason(found: dict[frozenset[str], tuple[str, float, dict[str, Any]]], merged: _Entity,
            survivor: _Entity, members: list[_Entity]) -> tuple[str, float, dict[str, Any]]:
    """The evidence for `merged`: its own pair with the survivor, else its pair with another member."""
    direct = found.get(frozenset((merged.id, survivor.id)))
    if direct:
        return direct
    for other in sorted(members, key=lambda e: e.id):
        pair = found.get(frozenset((merged.id, other.id)))
        if pair:
            return pair[0], pair[1], {**pair[2], "via": other.name}
    raise AssertionError("a cluster member without a pair")


def _pairs(entities: list[_Entity], distinct: set[frozenset[str]]) -> Iterable[tuple[_Entity, _Entity, str, float, dict[str, Any]]]:
    """Every pair one rule merges (each pair once, in a deterministic order)."""
    if len(entities) < 2:
        return
    matrix = np.asarray([e.vector for e in entities])
    names = np.round(matrix @ matrix.T, 6)
    by_name: dict[str, list[int]] = {}
    for k, e in enumerate(entities):
        by_name.setdefault(e.name.lower(), []).append(k)
    for i, a in enumerate(entities):
        for alias in a.aliases:
            for j in by_name.get(alias.lower(), []):
                if j != i:
                    yield a, entities[j], "alias", float(names[i, j]), {"alias": alias}
    by_normalised: dict[str, list[int]] = {}
    for k, e in enumerate(entities):
        by_normalised.setdefault(normalised(e.name), []).append(k)
    candidates = {(i, j) for group in by_normalised.values() for i in group for j in group if i < j}
    candidates |= {(int(i), int(j)) for i, j in zip(*np.nonzero(np.triu(names >= ABBREVIATION_NAME_MIN, k=1)))}
    for i, j in sorted(candidates):
        a, b = entities[i], entities[j]
        if frozenset((a.id, b.id)) in distinct or a.ideas & b.ideas:
            continue
        verdict = _same_thing(a, b, float(names[i, j]))
        if verdict:
            yield a, b, verdict[0], float(names[i, j]), verdict[1]


def _same_thing(a: _Entity, b: _Entity, name_cosine: float) -> tuple[str, dict[str, Any]] | None:
    if normalised(a.name) == normalised(b.name) and not (a.versioned and b.versioned):
        return "normalised-name", {"normalised": normalised(a.name)}
    if name_cosine < ABBREVIATION_NAME_MIN or a.context is None or b.context is None:
        return None
    short, long = sorted((a, b), key=lambda e: (len(normalised(e.name)), e.id))
    pattern = abbreviation(short.name, long.name)
    context = round(float(short.context @ long.context), 6)
    if pattern and context >= CONTEXT_MIN:
        return "abbreviation", {"pattern": pattern, "context_cosine": context}
    return None
