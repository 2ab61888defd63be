"""Rebuild a namespace's timelines from its claims and write them as Timeline nodes and facts.

Runs after every ingest (pipeline.relate_sessions): read the claims, read where the things they
name were mentioned (for first mentions and contexts), embed the slot phrases, build the
timelines (ingest/timelines.py), render each state as a fact whose text carries its dates, and
replace the namespace's derived facts. Only fact texts that changed are embedded again.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import Any

import numpy as np

from graphmem.embed import Embedder
from graphmem.ids import entity_id, fact_id, session_id, timeline_id, turn_id
from graphmem.ingest.component_keys import thing_of
from graphmem.ingest.timelines import Mentions, State, Timeline, build_timelines
from graphmem.model import NO_LABEL, OWNER_PREFIX, Claim, ClaimKind
from graphmem.store.claims import read_claims, read_mentions, read_speakers, turns_saying
from graphmem.store.driver import Store
from graphmem.store.idea_ledger import read_ledger_version
from graphmem.store.timelines import TimelineWrite, read_fact_texts, write_timelines
from graphmem.text.dates import with_resolved_dates
from graphmem.text.entities import canonical_key, is_package_path, technology, thing_kind
from graphmem.text.people import acts_as_person
from graphmem.text.terms import CONTEXT_CHARS, Context, characteristic, idf, name_terms

PROJECT_KEY = "project"
# A build another process's write made stale is built again, at most this many times in all.
REBUILD_ATTEMPTS = 3
# A timeline keeps its this many heaviest context terms (text/terms.py) for matching questions.
CONTEXT_TERMS = 64
# The words of a thing's name ("chart" in "chart-kit") count as this many sentences saying them.
NAME_SENTENCES = 3


@dataclass(frozen=True)
class _Said:
    """A turn that says a thing's name: when, in which session, the spelling it uses, its text (as
    far as contexts read it)."""

    at: datetime
    session: str
    name: str
    text: str


def rebuild_timelines(store: Store, embedder: Embedder, ns: str, claims: list[Claim] | None = None) -> int | None:
    """Rebuild and write every timeline of the namespace (from its stored claims, or from `claims`);
    return how many states it holds, or None when other processes wrote ideas or claims during
    every attempt (each such writer rebuilds after its write; the caller keeps its sessions marked
    for the next run too)."""
    for _ in range(REBUILD_ATTEMPTS):
        seen = store.read(read_ledger_version, ns)
        timelines, said = namespace_timelines(store, embedder, ns, store.read(read_claims, ns) if claims is None
                                              else claims)
        contexts = [timeline_context(t, said) for t in timelines]
        batch = _rows(ns, timelines, contexts, store.read(read_fact_texts, ns), embedder)
        if store.write(write_timelines, ns, batch, seen):
            return len(batch.facts)
    return None


def namespace_timelines(store: Store, embedder: Embedder, ns: str, claims: list[Claim],
                        ) -> tuple[list[Timeline], dict[str, list[_Said]]]:
    """The namespace's timelines built from `claims` and what its turns say of their things (read,
    never written), and the turns saying each thing."""
    mentions, said = _mentions(store, embedder, ns, claims)
    timelines = build_timelines(claims, _slot_vectors(embedder, claims), mentions,
                                _people(store, ns, claims, mentions, said))
    return timelines, said


def _people(store: Store, ns: str, claims: list[Claim], mentions: dict[str, Mentions],
            said: dict[str, list[_Said]]) -> frozenset[str]:
    """Keys of the people who speak in the sessions that tell changes ("Ravi", not a role such as
    "user") and of the names the turns speak of as people ("Dana said", "thanks, Alex", "Sam
    here"), claimed or only mentioned (a mentioned name can be taken for what a change replaced):
    a person holds no slot of the stack, nor is what a change replaced."""
    sessions = sorted({session_id(ns, c.session_external_id) for c in claims})
    speakers = store.read(read_speakers, ns, sessions)
    named = {k: [m.name] for k, m in mentions.items() if k not in said and m.proper and technology(k) is None}
    spoken_of = {key for key, turns in (said | _turns_saying(store, ns, named)).items()
                 if technology(key) is None and any(acts_as_person(t.name, t.text) for t in turns)}
    return frozenset(canonical_key(s) for s in speakers if s[:1].isupper() and s.lower() not in _ROLES) | spoken_of


_ROLES = frozenset({"user", "assistant", "human", "system", "claude", "ai", "bot", "me", "you"})


def _slot_vectors(embedder: Embedder, claims: list[Claim]) -> dict[str, np.ndarray]:
    phrases = sorted({c.slot for c in claims if c.slot})
    return dict(zip(phrases, embedder.embed(phrases))) if phrases else {}


def _mentions(store: Store, embedder: Embedder, ns: str, claims: list[Claim],
              ) -> tuple[dict[str, Mentions], dict[str, list[_Said]]]:
    """Where the claims' things (and everything named in sessions that tell a change) were
    mentioned, and the turns that say each one.

    A thing's context is the mean embedding of the ideas naming it with its own name's direction
    taken out, so two things compare by what is said around them, not by how they are spelled.
    """
    keys = sorted({k for c in claims for k in (c.object, c.old) if k})
    external = {session_id(ns, c.session_external_id): c.session_external_id for c in claims}
    rows = store.read(read_mentions, ns, keys, sorted(external))
    found: dict[str, Mentions] = {}
    for row in rows:
        vectors = np.asarray(row["vectors"] or [], dtype=np.float32)
        context = _context(vectors, row["name_vector"])
        sessions = frozenset(external.get(s, s) for s in row["sessions"] or [])
        found[row["key"]] = Mentions(row["name"], _utc(row["first_seen"]), sessions, context,
                                     proper=is_proper(str(row["name"])) and row["kind"] != "term",
                                     last_seen=_utc(row["last_seen"]))
    spellings: dict[str, set[str]] = defaultdict(set)
    for claim in claims:
        for key, name in ((claim.object, claim.object_name), (claim.old, claim.old_name)):
            if key and name:
                spellings[key].add(name)
    for row in rows:
        spellings[row["key"]].update(n for n in [row["name"], *(row.get("aliases") or [])] if n)
    for key in keys:
        spellings[key].update(tool_spellings(key))
    # Every proper name of those sessions too: a predecessor found by context is often first named
    # in a tool's output ("spring-boot-starter-thymeleaf" in a manifest read months before).
    named = sorted(set(keys) | {k for k, m in found.items() if m.proper})
    said = _turns_saying(store, ns, {k: sorted(spellings[k] or {k}) for k in named})
    said_in = _first_said(said)
    for key, (first, last, sessions, said_times) in said_in.items():
        known = found.get(key)
        if known is not None:
            start = min(filter(None, (known.first_seen, first)), default=None)
            end = max(filter(None, (known.last_seen, last)), default=None)
            found[key] = replace(known, first_seen=start, last_seen=end, sessions=known.sessions | sessions,
                                 said=said_times, place=_a_place(said[key]))
    claimed = defaultdict(list)
    for claim in claims:
        for key, name in ((claim.object, claim.object_name), (claim.old, claim.old_name)):
            if key:
                claimed[key].append((claim, name or key))
    missing = [key for key in keys if key not in found]
    if missing:
        texts = [" ".join(sorted({c.text for c, _ in claimed[key]}))[:1000] for key in missing]
        names = [claimed[key][0][1] for key in missing]
        vectors = embedder.embed(texts + names)
        for i, key in enumerate(missing):
            first = min((c.said_at for c, _ in claimed[key] if c.said_at), default=None)
            context = _context(vectors[i:i + 1], vectors[len(missing) + i].tolist())
            turns_first, turns_last, turn_sessions, said_times = said_in.get(key, (None, None, frozenset(), ()))
            last = max((c.said_at for c, _ in claimed[key] if c.said_at), default=None)
            found[key] = Mentions(names[i], min(filter(None, (first, turns_first)), default=None),
                                  frozenset(c.session_external_id for c, _ in claimed[key]) | turn_sessions, context,
                                  proper=is_proper(names[i]), last_seen=max(filter(None, (last, turns_last)), default=None),
                                  said=said_times)
    return found, said


def _turns_saying(store: Store, ns: str, names: dict[str, list[str]]) -> dict[str, list[_Said]]:
    """key -> the turns that say one of its names (turns include tool calls and output, where a
    thing in use is often named first: "cimg/python:3.10" in a CI file), as `says` reads them."""
    queries = {f"{key}\t{name}": name for key, spellings in names.items() for name in spellings}
    found: dict[str, list[_Said]] = defaultdict(list)
    for query_key, turns in store.read(turns_saying, ns, queries).items():
        key, name = query_key.split("\t", 1)
        found[key] += [_Said(_utc(at), session, name, text[:CONTEXT_CHARS]) for at, text, session, kind in turns
                       if at and text and says(text, name, kind)]
    return found


def tool_spellings(key: str) -> list[str]:
    """How tools write a thing prose names otherwise: a language's version as an image tag
    ("lumo.js 4" in `FROM lumo:4-alpine`, "kelp 2.7" in `cimg/kelp:2.7`)."""
    version = _LANGUAGE_VERSION.fullmatch(key)
    return [f"{version.group('image')}:{version.group('version')}"] if version else []


def says(text: str, name: str, kind: str) -> bool:
    """A turn's text names the thing: in prose as a word of its own, a capitalised name as written
    ("Zoom" the product, not "zoom" the verb); in tool calls and output as packages are written, in
    any case and joined to other words ("Thymeleaf" in `spring-boot-starter-thymeleaf`, "Celery" in
    `celery==5.4`)."""
    if kind in _CODE_KINDS:
        return re.search(rf"(?<![^\W_]){re.escape(name)}(?![^\W_])", text, re.I) is not None
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, 0 if name != name.lower() else re.I) is not None


PLACE_TURNS = 2
PLACE_SHARE = 0.2
_CODE_KINDS = frozenset({"tool_use", "tool_result", "command_output"})
# A thing keyed by a language and its version ("lumo.js 4", "kelp 2.7"); an image names it by its first word.
_LANGUAGE_VERSION = re.compile(r"(?P<image>[a-z]+)(?:\.[a-z]+)? (?P<version>\d+(?:\.\d+)*)")


def _a_place(saying: list[_Said]) -> bool:
    """A name people are "at" in a fifth or more of the turns naming it (twice at least) is a place
    or an organisation ("the survey at Mill Street", "staff at Northgate"), not a thing in use."""
    at = sum(bool(re.search(rf"\bat (?:the )?{re.escape(s.name)}(?![\w-])", s.text)) for s in saying
             if s.name[:1].isupper())
    return at >= PLACE_TURNS and at >= len(saying) * PLACE_SHARE


def _first_said(said: dict[str, list[_Said]],
                ) -> dict[str, tuple[datetime | None, datetime | None, frozenset[str], tuple[tuple[str, datetime], ...]]]:
    """key -> (first and last time a turn says one of its names, the sessions saying them, each
    (session, time))."""
    return {key: (min(s.at for s in saying), max(s.at for s in saying), frozenset(s.session for s in saying),
                  tuple((s.session, s.at) for s in saying))
            for key, saying in said.items() if saying}


def timeline_context(timeline: Timeline, said: dict[str, list[_Said]]) -> Context:
    """The terms said around the timeline's things (see text/terms.py), with the words of each
    thing's name, of its role in the gazetteer and of the slot's label counted as NAME_SENTENCES
    sentences of their own."""
    context = Context()
    for state in timeline.states:
        for turn in said.get(thing_of(state.object), []):
            context.read(turn.text, turn.name)
        context.add(name_terms(state.name), NAME_SENTENCES)
    for role in {kind for state in timeline.states if (kind := thing_kind(thing_of(state.object)))}:
        context.add(name_terms(role.replace("_", " ")), NAME_SENTENCES)  # what its things are for ("hosting")
    if timeline.label != NO_LABEL:
        context.add(name_terms(timeline.label), NAME_SENTENCES)  # what the slot is called ("hosting")
    return context


def _context(vectors: np.ndarray, name_vector: list[float] | None) -> np.ndarray | None:
    if not len(vectors):
        return None
    mean = vectors.mean(axis=0)
    if name_vector is not None:
        name = np.asarray(name_vector, dtype=np.float32)
        mean = mean - float(mean @ name) * name
    norm = float(np.linalg.norm(mean))
    return mean / norm if norm > 0 else None


def _rows(ns: str, timelines: list[Timeline], contexts: list[Context], stored: dict[str, str],
          embedder: Embedder) -> TimelineWrite:
    """Entities, timelines and facts to write; facts keep their embedding when their text is unchanged."""
    batch = TimelineWrite()
    entities: dict[str, dict[str, Any]] = {}
    facts: list[dict[str, Any]] = []
    for timeline in timelines:
        subject_key, subject_name = _subject(timeline)
        entities.setdefault(subject_key, {"canonical": subject_key, "name": subject_name, "kind": "subject"})
        uuids = [fact_id(ns, timeline.key, s.object, _iso(s.valid_from)) for s in timeline.states]
        for i, state in enumerate(timeline.states):
            entities.setdefault(thing_of(state.object), {"canonical": thing_of(state.object), "name": state.name,
                                               "kind": "person" if _owned(timeline) else "thing"})
            facts.append(_fact_row(ns, timeline, i, uuids, subject_key))
        batch.timelines.append(_timeline_row(ns, timeline, uuids, subject_key))
    profiles = embedder.embed([profile_text(t) for t in timelines]) if timelines else []
    weights = idf(contexts)
    for row, vector, context in zip(batch.timelines, profiles, contexts):
        kept = characteristic(context, weights, CONTEXT_TERMS)
        row["props"] |= {"embedding": vector.tolist(), "terms": list(kept), "term_counts": list(kept.values()),
                         "term_idf": [weights[t] for t in kept], "context_sentences": context.sentences}
    names = sorted(entities)
    vectors = embedder.embed([entities[k]["name"] for k in names]) if names else []
    batch.entities = [{"id": entity_id(ns, key), "embedding": vector.tolist(), **entities[key]}
                      for key, vector in zip(names, vectors)]
    changed = [f for f in facts if stored.get(f["uuid"]) != f["props"]["fact"]]
    for fact, vector in zip(changed, embedder.embed([f["props"]["fact"] for f in changed]) if changed else []):
        fact["embedding"] = vector.tolist()
    batch.facts = facts
    return batch


def _fact_row(ns: str, timeline: Timeline, index: int, uuids: list[str], subject_key: str) -> dict[str, Any]:
    state = timeline.states[index]
    turns = _evidence_turns(state)
    props = {
        "name": "owner" if _owned(timeline) else timeline.label, "fact": state_text(timeline, index),
        "valid_at": state.valid_from, "invalid_at": state.valid_to, "timeline_id": timeline_id(ns, timeline.key),
        "replaced_by": uuids[index + 1] if index + 1 < len(uuids) else None,
        "episodes": [turn_id(ns, s, t) for s, t in turns], "source_turn_ids": [t for _, t in turns],
        "confidence": max((c.confidence for c in state.evidence), default=0.5), "start_known": True,
    }
    return {"uuid": uuids[index], "subject_id": entity_id(ns, subject_key),
            "object_id": entity_id(ns, thing_of(state.object)), "props": props, "embedding": None}


def _timeline_row(ns: str, timeline: Timeline, uuids: list[str], subject_key: str) -> dict[str, Any]:
    rejected = sorted(timeline.rejected)
    props = {
        "label": timeline.label, "key": timeline.key, "subject": subject_key,
        "states": [s.name for s in timeline.states], "fact_ids": uuids, "history": history_text(timeline),
        "rejected": [_rejected_name(timeline, k) for k in rejected],
        "rejected_text": [timeline.rejected[k][0].text for k in rejected],
        "source_turn_ids": sorted({t for s in timeline.states for _, t in _evidence_turns(s)}),
    }
    entity_ids = [entity_id(ns, thing_of(s.object)) for s in timeline.states]
    return {"id": timeline_id(ns, timeline.key), "props": props, "entity_ids": sorted(set(entity_ids))}


def state_text(timeline: Timeline, index: int) -> str:
    """A state as one line with its dates and neighbours, then the sentence that says it:
    "CI: GitHub Actions since 2024-04-15, replacing CircleCI. Switched CI to GitHub Actions ..." """
    state = timeline.states[index]
    before = timeline.states[index - 1].name if index > 0 else None
    after = timeline.states[index + 1].name if index + 1 < len(timeline.states) else None
    what = f"{_title(timeline)}: {state.name}"
    if state.valid_to is not None:
        span = f" from {_iso(state.valid_from)} until {_iso(state.valid_to)}, when {after} replaced it"
    else:
        span = f" since {_iso(state.valid_from)}"
    replacing = f", replacing {before}" if before else ""
    evidence = _best_sentence(state)
    return f"{what}{span}{replacing}." + (f" {evidence}" if evidence else "")


def history_text(timeline: Timeline) -> str:
    """The whole timeline in order: "CI: CircleCI (2024-02-19 to 2024-04-15), then GitHub Actions (since 2024-04-15)"."""
    parts = []
    for state in timeline.states:
        if state.valid_to is None:
            parts.append(f"{state.name} (since {_iso(state.valid_from)})")
        else:
            parts.append(f"{state.name} ({_iso(state.valid_from)} to {_iso(state.valid_to)})")
    return f"{_title(timeline)}: " + ", then ".join(parts) + "."


def is_proper(name: str) -> bool:
    """A name is a proper one (a product, a person) when it is not all lowercase or is a package
    path ("lib/pq", not a file's: "scripts/migrate.py"); a lowercase word ("async") may be a plain
    word the text marked as a name."""
    return not name.islower() or is_package_path(name)


def profile_text(timeline: Timeline) -> str:
    """What a timeline is about, for matching questions to it: its history and what was said."""
    said = list(dict.fromkeys(c.text[:200] for c in timeline.claims if c.source != "tool"))[:6]
    return " ".join([history_text(timeline), *said])[:1500]


def _title(timeline: Timeline) -> str:
    return timeline.label[:1].upper() + timeline.label[1:]


def _best_sentence(state: State) -> str:
    """The sentence that says the state took effect: a dated change first, then any change."""
    ranked = sorted(state.evidence, key=lambda c: (c.kind is not ClaimKind.CHANGE, c.effective is None,
                                                   -c.confidence, c.said_at or datetime.min))
    return with_resolved_dates(ranked[0].text, ranked[0].said_at) if ranked else ""


def _evidence_turns(state: State) -> list[tuple[str, str]]:
    seen: dict[tuple[str, str], None] = {}
    for claim in state.evidence:
        seen.setdefault((claim.session_external_id, claim.turn_external_id), None)
    return list(seen)


def _rejected_name(timeline: Timeline, key: str) -> str:
    return next((c.object_name for c in timeline.rejected[key] if c.object_name), key)


def _subject(timeline: Timeline) -> tuple[str, str]:
    """Whose state it is: the owned thing for owners, the component a timeline is kept for ("the
    pipeline"), else the project. The project entity is named "project", not after the namespace,
    so a namespace's graph does not depend on its name."""
    if _owned(timeline):
        thing = timeline.label[len(OWNER_PREFIX):]
        return thing.lower(), thing
    if timeline.subject:
        return timeline.subject, timeline.subject
    return PROJECT_KEY, PROJECT_KEY


def _owned(timeline: Timeline) -> bool:
    return timeline.label.startswith(OWNER_PREFIX)


def _iso(moment: datetime | None) -> str:
    return moment.date().isoformat() if moment else "?"


def _utc(value: Any) -> datetime | None:
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    return native if native.tzinfo else native.replace(tzinfo=timezone.utc)
