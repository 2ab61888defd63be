"""Turn a batch of logged turns into memory: embeddings, ideas, entities, facts (no LLM).

One model call embeds the whole batch (ideas, the rest of the turns' text, entity names, fact
texts); a turn's vector is pooled from its pieces (ingest/turn_pieces.py), so no word is read twice.
Near-duplicate ideas are merged into the idea they repeat (ingest/duplicates.py), decided when
the batch is committed: against every idea stored before it, which only then is known.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from neo4j import ManagedTransaction

from graphmem.embed import Embedder, unit_rows
from graphmem.ids import entity_id, idea_id, session_id, turn_id
from graphmem.text.entities import find_entities
from graphmem.text.people import person_shaped
from graphmem.ingest.claims import extract_claims, speaker_of
from graphmem.ingest.duplicates import KnownIdeas, merge_duplicates
from graphmem.ingest.rules import rule_claims
from graphmem.ingest.tool_claims import tool_claims, tool_result_claims
from graphmem.ingest.ideas import extract_ideas
from graphmem.ingest.procedures import procedure_columns
from graphmem.ingest.turn_pieces import turn_pieces
from graphmem.model import Claim, EntityMention, IdeaDraft, TurnRecord
from graphmem.store.batch_writes import BatchWrite, write_batch
from graphmem.store.claims import claim_row
from graphmem.store.idea_ledger import count_processed, lock_idea_ledger, read_idea_vectors

EMBED_CHARS = 1200  # the model reads 256 word pieces: about 1,000 characters


def turn_claims(turn: TurnRecord, project: str, speakers: dict[str, str]) -> list[Claim]:
    """A turn's claims, from its prose or its tool call; who talks is the turn's speaker when it is
    a person's name, else who the session said is talking ("Ilse here", kept in `speakers` for later
    turns that do not say it again)."""
    if turn.role == "user" and (name := speaker_of(turn.text or "")):
        speakers[turn.session_external_id] = name
    if turn.kind == "tool_use":
        return tool_claims(turn, project)
    # A group chat names each turn's speaker ("Ilse"); a chat with an assistant says "user".
    named = turn.speaker if person_shaped(turn.speaker or "") and turn.speaker.lower() != turn.role else None
    speaker = (named or speakers.get(turn.session_external_id)) if turn.role == "user" else None
    return extract_claims(turn, project, speaker) + rule_claims(turn) + tool_result_claims(turn)


@dataclass(frozen=True)
class _PlannedIdea:
    draft: IdeaDraft
    id: str
    vector_row: int


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
    entity_rows: dict[str, int]
    claims: list[Claim]
    vectors: np.ndarray
    turn_vectors: np.ndarray


def prepare_batch(embedder: Embedder, ns: str, turns: list[TurnRecord], project: str) -> PreparedBatch:
    """Extract ideas, entities and facts from a batch of turns and embed them in one model call."""
    table = _TextTable()
    turn_rows: list[list[int]] = []
    planned: list[_PlannedIdea] = []
    claims: list[Claim] = []
    speakers: dict[str, str] = {}
    for turn in turns:
        claims.extend(turn_claims(turn, project, speakers))
        drafts = extract_ideas(turn)
        planned.extend(_PlannedIdea(d, idea_id(ns, d.session_external_id, d.turn_external_id, d.text), table.add(d.text)) for d in drafts)
        head = (turn.text or " ")[:EMBED_CHARS]
        turn_rows.append([table.add(piece) for piece in turn_pieces(head, [d.text for d in drafts])])
    mentions_by_idea = {p.id: find_entities(p.draft.text) for p in planned}
    entities: dict[str, EntityMention] = {}
    for found in mentions_by_idea.values():
        for mention in found:
            entities.setdefault(mention.canonical, mention)
    entity_rows = {m.canonical: table.add(m.name) for m in entities.values()}
    vectors, token_sums = embedder.embed_with_token_sums(table.texts)
    turn_vectors = unit_rows(np.stack([token_sums[rows].sum(0) for rows in turn_rows]))
    return PreparedBatch(turns, planned, mentions_by_idea, entities, entity_rows, claims, vectors, turn_vectors)


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
    ]
    batch.mentions = [
        {"idea_id": targets.get(iid, iid), "entity_id": entity_id(ns, m.canonical)}
        for iid, found in p.mentions_by_idea.items() for m in found
    ]
    batch.claims = [claim_row(ns, c) for c in p.claims]
    return batch, kept


def _idea_row(ns: str, planned: _PlannedIdea, vectors: np.ndarray) -> dict[str, object]:
    d = planned.draft
    return {
        "id": planned.id, "intent": d.intent.value, "text": d.text, "importance": d.importance,
        "confidence": d.confidence, "at": d.at, "embedding": vectors[planned.vector_row].tolist(),
        "session_id": session_id(ns, d.session_external_id),
        "turn_id": turn_id(ns, d.session_external_id, d.turn_external_id), "tags": [],
        **procedure_columns(d.intent.value, d.text),
    }


