"""Turn a batch of logged turns into memory: embeddings, ideas, entities, facts (no LLM).

One model call embeds the whole batch (ideas, the rest of the turns' text, entity names, fact
texts); a turn's vector is pooled from its pieces (ingest/pieces.py), so no word is read twice.
Near-duplicate ideas are merged into the idea they repeat (ingest/duplicates.py), decided when
the batch is committed: against every idea stored before it, which only then is known.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import timedelta

import numpy as np
from neo4j import ManagedTransaction

from graphmem.embed import Embedder, unit_rows
from graphmem.ids import stable_id
from graphmem.ingest.duplicates import KnownIdeas, merge_duplicates
from graphmem.ingest.entities import find_entities
from graphmem.ingest.facts import extract_facts
from graphmem.ingest.ideas import extract_ideas
from graphmem.ingest.pieces import turn_pieces
from graphmem.model import EntityMention, FactDraft, IdeaDraft, TurnRecord
from graphmem.store.log import session_id, turn_id
from graphmem.store.memory import BatchWrite, count_processed, lock_idea_ledger, read_idea_vectors, write_batch

EMBED_CHARS = 1200  # the model reads 256 word pieces: about 1,000 characters


@dataclass(frozen=True)
class _PlannedIdea:
    draft: IdeaDraft
    id: str
    vector_row: int


def idea_id(namespace: str, draft: IdeaDraft) -> str:
    """Deterministic idea id: the turn it came from and its own text."""
    return stable_id(namespace, "idea", draft.session_external_id, draft.turn_external_id, draft.text)


def entity_id(namespace: str, canonical: str) -> str:
    """Deterministic entity id from its canonical key."""
    return stable_id(namespace, "entity", canonical)


def fact_uuid(namespace: str, fact: FactDraft) -> str:
    """Deterministic fact id: subject, predicate and object (a restatement is the same fact)."""
    return stable_id(namespace, "fact", fact.subject, fact.predicate, fact.object)


class _TextTable:
    """Collects texts to embed once, remembering the row of each."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._rows: dict[str, int] = {}

    def add(self, text: str) -> int:
        text = text[:EMBED_CHARS]
        if text not in self._rows:
            self._rows[text] = len(self.texts)
            self.texts.append(text)
        return self._rows[text]


@dataclass
class PreparedBatch:
    """A batch of turns extracted and embedded, before the graph is consulted."""

    turns: list[TurnRecord]
    planned: list[_PlannedIdea]
    mentions_by_idea: dict[str, list[EntityMention]]
    entities: dict[str, EntityMention]
    fact_entities: dict[str, str]
    entity_rows: dict[str, int]
    facts: list[FactDraft]
    fact_rows: list[int]
    vectors: np.ndarray
    turn_vectors: np.ndarray


def prepare_batch(embedder: Embedder, ns: str, turns: list[TurnRecord], project: str) -> PreparedBatch:
    """Extract ideas, entities and facts from a batch of turns and embed them in one model call."""
    table = _TextTable()
    turn_rows: list[list[int]] = []
    planned: list[_PlannedIdea] = []
    facts: list[FactDraft] = []
    for turn in turns:
        drafts = extract_ideas(turn)
        planned.extend(_PlannedIdea(d, idea_id(ns, d), table.add(d.text)) for d in drafts)
        head = (turn.text or " ")[:EMBED_CHARS]
        turn_rows.append([table.add(piece) for piece in turn_pieces(head, [d.text for d in drafts])])
        facts.extend(with_replaced_states(extract_facts(turn, project)))
    mentions_by_idea = {p.id: find_entities(p.draft.text) for p in planned}
    entities: dict[str, EntityMention] = {}
    for found in mentions_by_idea.values():
        for mention in found:
            entities.setdefault(mention.canonical, mention)
    fact_entities: dict[str, str] = {}
    for fact in facts:
        fact_entities.setdefault(fact.subject, fact.subject_name)
        fact_entities.setdefault(fact.object, fact.object_name)
    entity_rows = {key: table.add(name) for key, name in
                   [(m.canonical, m.name) for m in entities.values()] + list(fact_entities.items())}
    fact_rows = [table.add(f.text) for f in facts]
    vectors, token_sums = embedder.embed_with_token_sums(table.texts)
    turn_vectors = unit_rows(np.stack([token_sums[rows].sum(0) for rows in turn_rows]))
    return PreparedBatch(turns, planned, mentions_by_idea, entities, fact_entities, entity_rows, facts,
                         fact_rows, vectors, turn_vectors)


@dataclass(frozen=True)
class Committed:
    """What committing a batch left: the known ideas after it, and whether the batch was written
    (False: another ingest of the namespace had processed its turns meanwhile)."""

    known: KnownIdeas
    written: bool


def commit_batch(tx: ManagedTransaction, ns: str, prepared: PreparedBatch, known: KnownIdeas) -> Committed:
    """Write a prepared batch in this transaction, its duplicates decided against every idea
    stored before it: the idea ledger is locked first, so batch writes of a namespace take turns."""
    before, after = lock_idea_ledger(tx, ns)
    turn_ids = [turn_id(ns, t.session_external_id, t.external_id) for t in prepared.turns]
    if count_processed(tx, ns, turn_ids):
        return Committed(KnownIdeas(), written=False)
    current = known if known.version is not None and known.version == before else \
        KnownIdeas.of_rows(read_idea_vectors(tx, ns), before)
    batch, kept = complete_batch(ns, prepared, current)
    write_batch(tx, ns, batch)
    return Committed(current.with_ideas(
        [(idea.id, idea.draft.intent.value, prepared.vectors[idea.vector_row]) for idea in kept], after), written=True)


def complete_batch(ns: str, prepared: PreparedBatch, known: KnownIdeas) -> tuple[BatchWrite, list[_PlannedIdea]]:
    """Rows for `write_batch`, near-duplicates merged into the ideas they repeat; and the ideas kept."""
    p, vectors = prepared, prepared.vectors
    batch = BatchWrite()
    batch.turn_embeddings = [
        {"id": turn_id(ns, t.session_external_id, t.external_id), "embedding": vector.tolist()}
        for t, vector in zip(p.turns, p.turn_vectors)
    ]
    unique = list({idea.id: idea for idea in p.planned}.values())
    targets = merge_duplicates([(i.id, i.draft.intent.value, vectors[i.vector_row]) for i in unique], known)
    kept = [idea for idea in unique if idea.id not in targets]
    batch.ideas = [_idea_row(ns, idea, vectors) for idea in kept]
    batch.provenance = [{"idea_id": targets[i.id], "duplicate_id": i.id,
                         "turn_id": turn_id(ns, i.draft.session_external_id, i.draft.turn_external_id)}
                        for i in unique if i.id in targets]
    batch.entities = [
        {"id": entity_id(ns, m.canonical), "canonical": m.canonical, "name": m.name,
         "kind": m.kind, "alias": m.surface, "embedding": vectors[p.entity_rows[m.canonical]].tolist()}
        for m in p.entities.values()
    ] + [
        {"id": entity_id(ns, key), "canonical": key, "name": name, "kind": "thing",
         "alias": name, "embedding": vectors[p.entity_rows[key]].tolist()}
        for key, name in p.fact_entities.items() if key not in p.entities
    ]
    batch.mentions = [
        {"idea_id": targets.get(iid, iid), "entity_id": entity_id(ns, m.canonical)}
        for iid, found in p.mentions_by_idea.items() for m in found
    ]
    batch.facts = [_fact_row(ns, f, vectors[row]) for f, row in zip(p.facts, p.fact_rows)]
    return batch, kept


def with_replaced_states(facts: list[FactDraft]) -> list[FactDraft]:
    """Add, for each fact that says what it replaced, the replaced state as a fact of its own.

    Its start is unknown from this turn: it is dated one second before the new fact and marked
    `start_known=False`, so the relate step moves its start back to the object's first mention;
    a fact stored earlier for the same object keeps its own, earlier start. Its text names the
    replaced thing, so that it is found and read as the earlier state.
    """
    out = list(facts)
    for fact in facts:
        if fact.replaces and fact.valid_from is not None and fact.replaces != fact.object:
            old_name = fact.replaces_name or fact.replaces
            out.append(dataclasses.replace(
                fact, object=fact.replaces, object_name=old_name, text=_replaced_state_text(fact, old_name),
                valid_from=fact.valid_from - timedelta(seconds=1), replaces=None, replaces_name=None,
                confidence=fact.confidence * 0.8, start_known=False))
    return out


def _replaced_state_text(fact: FactDraft, old_name: str) -> str:
    """The text of the state `fact` replaced: its sentence, led by the old name when it lacks it."""
    if old_name.lower() in fact.text.lower():
        return fact.text
    return f"{old_name}, replaced by {fact.object_name}: {fact.text}"


def _idea_row(ns: str, planned: _PlannedIdea, vectors: np.ndarray) -> dict[str, object]:
    d = planned.draft
    return {
        "id": planned.id, "intent": d.intent.value, "text": d.text, "importance": d.importance,
        "confidence": d.confidence, "at": d.at, "embedding": vectors[planned.vector_row].tolist(),
        "session_id": session_id(ns, d.session_external_id),
        "turn_id": turn_id(ns, d.session_external_id, d.turn_external_id), "tags": [],
    }


def _fact_row(ns: str, fact: FactDraft, vector: np.ndarray) -> dict[str, object]:
    return {
        "uuid": fact_uuid(ns, fact), "subject_id": entity_id(ns, fact.subject),
        "object_id": entity_id(ns, fact.object), "predicate": fact.predicate, "fact": fact.text,
        "embedding": vector.tolist(), "valid_at": fact.valid_from, "confidence": fact.confidence,
        "turn_id": turn_id(ns, fact.session_external_id, fact.turn_external_id),
        "turn_external_id": fact.turn_external_id, "start_known": fact.start_known,
    }
