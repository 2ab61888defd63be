"""The optional LLM pass (`graphmem enrich`, `ingest --enrich`): ideas, entities and claims read
by a model from turns already stored and processed (claims become timelines like the heuristic
ones: ingest/timeline_rebuild.py).

Turns go to the model session by session, a few at a time (MAX_BATCH_TURNS, MAX_PROMPT_CHARS:
the prompt and its answer fit a 2,048-token context). The answer is validated record by record
(ingest/llm_schema); what survives is written through the same store writers as the heuristic
pass, with deterministic ids and `method: 'llm'`, and the batch's turns are flagged `enriched`
in the same transaction: a rerun adds nothing, an interrupted run resumes where it stopped.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, time as clock, timezone

import numpy as np

from graphmem.config import Settings
from graphmem.embed import Embedder
from graphmem.errors import NotConfigured
from graphmem.ids import entity_id, llm_idea_id, session_id, turn_id
from graphmem.text.entities import canonical_key, technology
from graphmem.model import SILENT_KINDS
from graphmem.ingest.llm_schema import Extraction, LlmClaim, parse_extraction, response_schema, turn_ref
from graphmem.ingest.pipeline import relate_sessions
from graphmem.ingest.procedures import procedure_columns
from graphmem.ingest.duplicates import DUPLICATE_COSINE, KnownIdeas
from graphmem.llm import chat
from graphmem.model import Claim, TurnRecord
from graphmem.store.claims import claim_row
from graphmem.store.driver import Store
from graphmem.store.enrichment import read_unread_turns, write_enrichment
from graphmem.store.batch_writes import BatchWrite
from graphmem.store.idea_ledger import read_idea_vectors
from graphmem.store.stats import count_namespace

MAX_BATCH_TURNS = 8
MAX_TURN_CHARS = 700
MAX_PROMPT_CHARS = 3600  # about 900 tokens, leaving room for the instructions and the answer
# The answer's token budget grows with the batch: about 80 tokens per turn's records.
ANSWER_TOKENS_PER_TURN = 80
ANSWER_TOKENS_MAX = 600
PAGE_TURNS = 64
LLM_CONFIDENCE = 0.6
# Subjects that name the project itself, as the heuristic facts' "project" subject does.
_PROJECT_WORDS = frozenset({"we", "us", "our", "team", "the team", "our team", "project",
                            "the project", "our project", "our app", "the app"})

SYSTEM = (
    "You read a conversation excerpt and extract memory records. Turns are labelled T1, T2, ...\n"
    "Answer with one JSON object and nothing else:\n"
    '{"ideas": [{"turn": "T1", "intent": "decision", "text": "We use PostgreSQL for orders.", '
    '"importance": 0.8}],\n'
    ' "entities": [{"name": "PostgreSQL", "kind": "database"}],\n'
    ' "claims": [{"turn": "T1", "kind": "change", "thing": "PostgreSQL", "slot": "database", '
    '"replaces": "MySQL", "when": "2024-05-01"}]}\n'
    "intent is one of: decision, conclusion, question, problem, solution, todo, context, preference, "
    "fact, fix (a change that cured a failure), configuration (a setting and its value), workflow (how "
    "work moves from stage to stage), pattern (a code pattern to follow), error (a concrete error "
    "message), procedure (steps to follow). An idea's text is one short self-contained sentence; a "
    "procedure's text numbers its steps (1. ... 2. ...). importance is between 0 and 1. "
    "A claim says what holds a slot (what it is for: database, CI, owner of billing): kind is state "
    "(in use), change (took over, replacing `replaces`), plan, end, revert, reject (considered, not "
    "taken) or cancel; when is the date it took or takes effect (YYYY-MM-DD) or null. "
    "Use only turn labels shown. Empty lists are fine."
)

Progress = Callable[[int], None]


@dataclass
class EnrichReport:
    """What one enrichment run did: turns read, records added, model output dropped by reason."""

    namespace: str
    model: str
    turns: int = 0
    batches: int = 0
    added: dict[str, int] = field(default_factory=dict)
    dropped: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def warnings(self) -> list[str]:
        """One line per kind of model output that was dropped or repaired, with its count."""
        return [f"{n} x {reason}" for reason, n in sorted(self.dropped.items())]


def enrich_namespace(store: Store, embedder: Embedder, settings: Settings, ns: str,
                     limit: int | None = None, progress: Progress | None = None) -> EnrichReport:
    """Let the configured LLM read the namespace's unenriched turns (at most `limit`) and store
    what it found; raises GraphmemError when the LLM cannot be reached (finished batches stay)."""
    if not settings.llm_configured:
        raise NotConfigured("enrichment needs an LLM: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
    started = time.perf_counter()
    report = EnrichReport(namespace=ns, model=settings.llm_model)
    before = store.read(count_namespace, ns)
    dropped: Counter[str] = Counter()
    touched: set[str] = set()
    while limit is None or report.turns < limit:
        want = PAGE_TURNS if limit is None else min(PAGE_TURNS, limit - report.turns)
        turns = store.read(read_unread_turns, ns, "enriched", want, SILENT_KINDS)
        if not turns:
            break
        for batch in plan_batches(turns):
            extraction = ask_model(settings, batch)
            dropped.update(extraction.dropped)
            rows = build_enrichment(store, embedder, ns, batch, extraction)
            ids = [turn_id(ns, t.session_external_id, t.external_id) for t in batch]
            store.write(write_enrichment, ns, rows, ids, settings.llm_model)
            touched.add(session_id(ns, batch[0].session_external_id))
            report.turns += len(batch)
            report.batches += 1
            if progress:
                progress(report.turns)
    if touched:
        relate_sessions(store, embedder, ns, touched)
    after = store.read(count_namespace, ns)
    report.added = {k: after[k] - before.get(k, 0) for k in after if k != "pending"}
    report.dropped = dict(dropped)
    report.seconds = time.perf_counter() - started
    return report


def plan_batches(turns: list[TurnRecord], max_turns: int = MAX_BATCH_TURNS,
                 max_chars: int = MAX_PROMPT_CHARS) -> list[list[TurnRecord]]:
    """Consecutive turns of one session, at most `max_turns` and about `max_chars` each
    (turns clipped to MAX_TURN_CHARS, plus their label)."""
    batches: list[list[TurnRecord]] = []
    size = 0
    for turn in turns:
        cost = min(len(turn.text), MAX_TURN_CHARS) + 40
        last = batches[-1] if batches else None
        if (last is None or last[0].session_external_id != turn.session_external_id
                or len(last) >= max_turns or size + cost > max_chars):
            batches.append([turn])
            size = cost
        else:
            last.append(turn)
            size += cost
    return batches


def render_turns(turns: list[TurnRecord]) -> str:
    """The prompt body: one labelled line per turn, each clipped to MAX_TURN_CHARS."""
    lines = []
    for i, turn in enumerate(turns):
        when = turn.at.date().isoformat() if turn.at else "undated"
        text = " ".join(turn.text.split())[:MAX_TURN_CHARS]
        lines.append(f"{turn_ref(i)} ({when}, {turn.speaker or turn.role}): {text}")
    return "\n".join(lines)


def ask_model(settings: Settings, turns: list[TurnRecord]) -> Extraction:
    """The validated records the LLM reads in a batch (bad output is dropped and counted)."""
    budget = min(ANSWER_TOKENS_MAX, 100 + ANSWER_TOKENS_PER_TURN * len(turns))
    raw = chat(settings, SYSTEM, render_turns(turns), max_tokens=budget, temperature=0.0,
               json_schema=response_schema(len(turns)))
    return parse_extraction(raw, len(turns))


@dataclass(frozen=True)
class _Entity:
    canonical: str
    name: str
    kind: str
    surface: str


def _resolve(name: str, kind: str, ns: str) -> _Entity:
    """An entity name as graphmem keys it: the project, a gazetteer technology, or itself."""
    if name.lower() in _PROJECT_WORDS or name.lower() == ns.lower():
        return _Entity("project", ns, "thing", name)
    tech = technology(name)
    if tech:
        return _Entity(tech.canonical, tech.name, tech.kind, name)
    return _Entity(canonical_key(name), name, kind, name)


def _claim(found: LlmClaim, turn: TurnRecord, ns: str) -> Claim:
    effective = datetime.combine(found.when, clock(), tzinfo=timezone.utc) if found.when else None
    thing, old = _resolve(found.thing, "thing", ns), _resolve(found.replaces, "thing", ns) if found.replaces else None
    at = turn.at.replace(tzinfo=timezone.utc) if turn.at and turn.at.tzinfo is None else turn.at
    return Claim(kind=found.kind, object=thing.canonical, object_name=thing.name, slot=found.slot.lower(), subject="",
                 said_at=at, effective=effective, confidence=LLM_CONFIDENCE, text=turn.text[:400],
                 turn_external_id=turn.external_id, session_external_id=turn.session_external_id,
                 old=old.canonical if old else None, old_name=old.name if old else None, source="llm")


def build_enrichment(store: Store, embedder: Embedder, ns: str, turns: list[TurnRecord],
                     extraction: Extraction) -> BatchWrite:
    """Rows for `write_enrichment`: one embedding call for the batch's ideas and entities, and its claims.

    An idea that repeats a stored one (same intent, cosine >= DUPLICATE_COSINE) adds its turn to
    that idea's provenance instead of a new node.
    """
    by_ref = {turn_ref(i): t for i, t in enumerate(turns)}
    entities: dict[str, _Entity] = {}
    for found in extraction.entities:
        entity = _resolve(found.name, found.kind, ns)
        entities.setdefault(entity.canonical, entity)
    claims = [_claim(found, by_ref[found.turn], ns) for found in extraction.claims]
    ideas = {llm_idea_id(ns, by_ref[i.turn].session_external_id, by_ref[i.turn].external_id,
                         i.intent.value, i.text): i for i in extraction.ideas}
    texts = [i.text for i in ideas.values()] + [e.name for e in entities.values()]
    vectors = embedder.embed(texts) if texts else []
    idea_vectors = dict(zip(ideas, vectors[:len(ideas)]))
    entity_vectors = dict(zip(entities, vectors[len(ideas):len(ideas) + len(entities)]))

    batch = BatchWrite()
    repeats = _stored_repeats(store, ns, {iid: (idea.intent.value, idea_vectors[iid]) for iid, idea in ideas.items()})
    for iid, idea in ideas.items():
        turn = by_ref[idea.turn]
        tid = turn_id(ns, turn.session_external_id, turn.external_id)
        if iid in repeats:
            batch.provenance.append({"idea_id": repeats[iid], "duplicate_id": iid, "turn_id": tid})
            continue
        batch.ideas.append({
            "id": iid, "intent": idea.intent.value, "text": idea.text, "importance": idea.importance,
            "confidence": LLM_CONFIDENCE, "at": turn.at, "embedding": idea_vectors[iid].tolist(),
            "session_id": session_id(ns, turn.session_external_id), "turn_id": tid, "tags": [],
            **procedure_columns(idea.intent.value, idea.text),
        })
        batch.mentions.extend(
            {"idea_id": iid, "entity_id": entity_id(ns, key)}
            for key, entity in entities.items() if _names(entity, idea.text)
        )
    batch.entities = [
        {"id": entity_id(ns, key), "canonical": key, "name": e.name, "kind": e.kind, "alias": e.surface,
         "embedding": entity_vectors[key].tolist()}
        for key, e in entities.items()
    ]
    batch.claims = [claim_row(ns, c) for c in claims]
    return batch


def _stored_repeats(store: Store, ns: str, ideas: dict[str, tuple[str, np.ndarray]]) -> dict[str, str]:
    """Each idea id mapped to the stored idea it repeats (same intent, cosine >= DUPLICATE_COSINE)."""
    known = KnownIdeas.of_rows(store.read(read_idea_vectors, ns), None) if ideas else KnownIdeas()
    repeats: dict[str, str] = {}
    for intent in dict.fromkeys(kind for kind, _ in ideas.values()):
        ids = [iid for iid, (kind, _) in ideas.items() if kind == intent]
        scores, targets = known.nearest(intent, ids, np.asarray([ideas[i][1] for i in ids], dtype=np.float64))
        repeats.update({iid: target for iid, score, target in zip(ids, scores, targets)
                        if target is not None and score >= DUPLICATE_COSINE})
    return repeats


def _names(entity: _Entity, text: str) -> bool:
    """True when the text names the entity (display name or the model's spelling, any case)."""
    return any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text, re.I) for n in {entity.name, entity.surface})
