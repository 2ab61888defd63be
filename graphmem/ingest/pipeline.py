"""Ingestion end to end: parse -> log turns (durable first) -> process batches -> spans -> links.

Every stage is idempotent and resumable: the raw turns are committed before any enrichment,
each processed batch is one transaction that also flips the turns' `processed` flag, and the
later stages recompute their result from what is stored. Ingesting the same input twice, or
resuming after a crash, ends with the graph of one clean ingest.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from graphmem.embed import Embedder
from graphmem.errors import BadInput, GraphmemError
from graphmem.ingest.batch_rows import PreparedBatch, commit_batch, prepare_batch
from graphmem.ingest.graph_import import import_graph
from graphmem.ingest.duplicates import KnownIdeas
from graphmem.ingest.inputs import SkippedFile, expand_paths
from graphmem.ingest.progress import Progress, Stage, StageClock, StageProgress, StageSummary
from graphmem.ingest.relate import infer_session_relations
from graphmem.ingest.segment import segment_session
from graphmem.ingest.sources import parse_file
from graphmem.ingest.sources.graph_export import export_manifest, read_export
from graphmem.ingest.sources.normalize import file_session_id
from graphmem.ids import session_id, span_id, turn_id
from graphmem.model import IdeaRelation, SessionRecord, TurnRecord
from graphmem.store.driver import Store
from graphmem.store.log import (
    IndexState,
    mark_rebuilt,
    count_pending_turns,
    pending_session_ids,
    read_index_state,
    read_pending_turns,
    write_index_state,
    write_log,
)
from graphmem.ingest.timeline_rebuild import rebuild_timelines
from graphmem.store.relations import (
    link_ideas_by_relation,
    read_document_links,
    read_sessions_ideas,
    save_document_links,
)
from graphmem.store.spans import read_sessions_turns, replace_sessions_spans
from graphmem.store.stats import count_namespace

log = logging.getLogger(__name__)

BATCH_TURNS = 512
# Spans and relations of this many sessions are read in one transaction and written in one:
# a transaction per session and step cost a third of LoCoMo dev's non-model ingest time.
SESSIONS_PER_TRANSACTION = 50
HEAD_BYTES = 4096


@dataclass
class IngestReport:
    """What one ingest did: counts added to the namespace, problems, speed."""

    namespace: str
    files: int = 0
    added: dict[str, int] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    turns_processed: int = 0
    seconds: float = 0.0
    skipped: list[SkippedFile] = field(default_factory=list)
    stages: list[StageSummary] = field(default_factory=list)

    @property
    def turns_per_s(self) -> float:
        """Processing throughput of this run."""
        return self.turns_processed / self.seconds if self.seconds > 0 else 0.0


def _head_hash(path: Path) -> str:
    with path.open("rb") as handle:
        return hashlib.sha256(handle.read(HEAD_BYTES)).hexdigest()[:16]


def _source_key(path: Path) -> str:
    return str(path.resolve())


def log_file(store: Store, ns: str, path: Path, fmt: str | None) -> tuple[int, list[str], list[str]]:
    """Parse the new part of one file and commit its turns; return (turns, session ids, problems)."""
    key = _source_key(path)
    head = _head_hash(path)
    state = store.read(read_index_state, ns, key)
    # A file whose head changed was rewritten, not appended to: read it whole again
    # (turn ids are deterministic, so turns already stored are not duplicated).
    offset = state.offset if state and state.head_hash == head else 0
    parsed = parse_file(path, fmt, offset)
    problems = [str(p) for p in parsed.problems]
    sessions = [s for s in parsed.sessions if s.turns]
    touched = store.write(write_log, ns, sessions) if sessions else []
    if parsed.links and sessions:
        targets = [(link.relation, session_id(ns, file_session_id(path.parent / link.target)))
                   for link in parsed.links]
        for sid in touched:
            store.write(save_document_links, ns, sid, targets)
    store.write(write_index_state, ns, key, parsed.format, IndexState(parsed.end_offset, head))
    return sum(len(s.turns) for s in sessions), touched, problems


def unread_bytes(store: Store, ns: str, path: Path) -> int:
    """How much of a file the namespace has not read yet: all of it when it is new or was rewritten."""
    size = path.stat().st_size
    state = store.read(read_index_state, ns, _source_key(path))
    if state is None or state.head_hash != _head_hash(path):
        return size
    return max(size - state.offset, 0)


def process_pending(store: Store, embedder: Embedder, ns: str, progress: Progress | None = None) -> int:
    """Embed and extract every unprocessed turn of the namespace, batch by batch.

    The next batch is extracted and embedded in a worker thread while this one is checked for
    duplicates and written, so the model rarely waits for Neo4j. Batches are still written in
    order, each in one transaction, and only after the one before it. A batch another ingest of
    the namespace processed meanwhile is dropped, and what is pending then is read again.
    """
    done = embedded = 0
    # Counted only for a watcher: REST ingest and `remember` go without the extra read.
    total = store.read(count_pending_turns, ns) if progress else 0
    tell = progress or _silent
    tell(StageProgress(Stage.EMBED, 0, total))
    tell(StageProgress(Stage.WRITE, 0, total))
    known = KnownIdeas()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="graphmem-embed") as worker:
        turns = store.read(read_pending_turns, ns, BATCH_TURNS)
        ahead = worker.submit(prepare_batch, embedder, ns, turns, ns) if turns else None
        while ahead is not None:
            current = turns
            turns = store.read(read_pending_turns, ns, BATCH_TURNS, [_turn_id(ns, t) for t in current])
            prepared = _prepared(ahead, ns, len(current))
            embedded += len(current)
            tell(StageProgress(Stage.EMBED, embedded, max(total, embedded)))
            ahead = worker.submit(prepare_batch, embedder, ns, turns, ns) if turns else None
            try:
                committed = store.write(commit_batch, ns, prepared, known)
            except BaseException:
                if ahead is not None:
                    ahead.cancel()
                raise
            known = committed.known
            if not committed.written:
                if ahead is not None:
                    ahead.cancel()
                turns = store.read(read_pending_turns, ns, BATCH_TURNS)
                ahead = worker.submit(prepare_batch, embedder, ns, turns, ns) if turns else None
                continue
            done += len(current)
            tell(StageProgress(Stage.WRITE, done, max(total, done)))
    return done


def _silent(step: StageProgress) -> None:
    """Progress nobody watches."""


def _turn_id(ns: str, turn: TurnRecord) -> str:
    return turn_id(ns, turn.session_external_id, turn.external_id)


def _prepared(ahead: Future[PreparedBatch], ns: str, count: int) -> PreparedBatch:
    """The worker's batch, or the model's failure as an error saying how to finish later."""
    try:
        return ahead.result()
    except GraphmemError:
        raise
    except Exception as exc:
        # The model (in process or behind an endpoint) failed: nothing of the batch is written.
        raise GraphmemError(
            f"processing {count} turns failed ({type(exc).__name__}: {exc}); they are stored and "
            f"stay pending: finish them with `graphmem ingest --resume --namespace {ns}`"
        ) from exc


def _session_chunks(session_ids: Iterable[str], stage: Stage, progress: Progress | None) -> Iterator[list[str]]:
    """Sorted distinct session ids in groups of SESSIONS_PER_TRANSACTION, the stage's progress
    told before the first and after each group is done."""
    sids = sorted(set(session_ids))
    tell = progress or _silent
    tell(StageProgress(stage, 0, len(sids)))
    for start in range(0, len(sids), SESSIONS_PER_TRANSACTION):
        chunk = sids[start:start + SESSIONS_PER_TRANSACTION]
        yield chunk
        tell(StageProgress(stage, start + len(chunk), len(sids)))


def _span_rows(ns: str, sid: str, rows: list[dict[str, Any]], matrix: np.ndarray) -> list[dict[str, Any]]:
    span_rows = []
    for span in segment_session([r["text"] for r in rows], matrix):
        members = rows[span.start:span.end + 1]
        span_rows.append({
            "id": span_id(ns, sid, span.key),
            "parent_id": span_id(ns, sid, span.parent) if span.parent else None,
            "level": span.level, "summary": span.summary, "embedding": span.embedding.tolist(),
            "start_pos": members[0]["position"], "end_pos": members[-1]["position"],
            "start_seq": span.start, "end_seq": span.end,
            "turn_ids": [m["external_id"] for m in members],
        })
    return span_rows


def resegment_sessions(store: Store, ns: str, session_ids: Iterable[str], progress: Progress | None = None) -> None:
    """Rebuild the span tree of each session from its stored turns and embeddings."""
    for chunk in _session_chunks(session_ids, Stage.SPANS, progress):
        turns = store.read(read_sessions_turns, ns, chunk)
        store.write(replace_sessions_spans, ns, {sid: _span_rows(ns, sid, rows, matrix)
                                                 for sid, (rows, matrix) in turns.items()})


def relate_sessions(store: Store, embedder: Embedder, ns: str, session_ids: Iterable[str],
                    progress: Progress | None = None) -> bool:
    """Infer idea relations within each touched session, then rebuild the namespace's timelines;
    False when the timelines could not be written (other processes kept writing meanwhile)."""
    for chunk in _session_chunks(session_ids, Stage.RELATIONS, progress):
        links: dict[IdeaRelation, list[dict[str, Any]]] = defaultdict(list)
        for ideas in store.read(read_sessions_ideas, ns, chunk).values():
            for relation, rows in infer_session_relations(ideas).items():
                links[relation].extend(rows)
        store.write(link_ideas_by_relation, ns, links)
    store.write(link_ideas_by_relation, ns, store.read(read_document_links, ns))
    tell = progress or _silent
    tell(StageProgress(Stage.TIMELINES, 0, 1))
    rebuilt = rebuild_timelines(store, embedder, ns) is not None
    tell(StageProgress(Stage.TIMELINES, 1, 1))
    return rebuilt


def finish(store: Store, embedder: Embedder, ns: str, touched: list[str],
           progress: Progress | None = None) -> int:
    """Process pending turns, then rebuild spans and relations of the touched sessions.

    Sessions an interrupted run left unfinished count as touched too.
    """
    touched = [*touched, *store.read(pending_session_ids, ns)]
    processed = process_pending(store, embedder, ns, progress)
    resegment_sessions(store, ns, touched, progress)
    if relate_sessions(store, embedder, ns, touched, progress):
        store.write(mark_rebuilt, ns, sorted(set(touched)))
    else:
        log.warning("timelines of namespace %r not rebuilt: other processes kept writing to it; its "
                    "sessions stay marked, so their next ingest or `graphmem ingest --resume` does it", ns)
    return processed


def ingest_paths(store: Store, embedder: Embedder, ns: str, paths: list[Path], fmt: str | None = None,
                 progress: Progress | None = None) -> IngestReport:
    """Ingest files (only their new parts) into the namespace and report what was added, stage by
    stage; inside folders only transcripts (or files of `fmt`) are read, the rest reported skipped."""
    started = time.perf_counter()
    clock = StageClock(progress)
    report = IngestReport(namespace=ns)
    before = store.read(count_namespace, ns)
    touched: list[str] = []
    logged = 0
    # A graphmem export is written as the graph it holds, not read as transcripts; alone, nothing is
    # rebuilt after it, so its timelines stay as exported (facts invalidated by hand included).
    exports = [m for m in map(export_manifest, paths) if m is not None]
    for manifest in exports:
        import_graph(store, embedder, ns, read_export(manifest))
    report.files += len(exports)
    transcripts = [p for p in paths if export_manifest(p) is None]
    if exports and not transcripts:
        _fill_counts(store, report, before, started)
        return report
    inputs = expand_paths(transcripts, fmt)
    report.skipped = inputs.skipped
    failures: list[BadInput] = []
    clock(StageProgress(Stage.PARSE, 0, len(inputs.files)))
    for done, path in enumerate(inputs.files, start=1):
        try:
            turns, sessions, problems = log_file(store, ns, path, fmt)
        except BadInput as exc:
            # One unreadable file is reported and skipped; the others still go in.
            failures.append(exc)
            report.problems.append(str(exc))
        else:
            report.files += 1
            logged += turns
            touched.extend(sessions)
            report.problems.extend(problems)
        clock(StageProgress(Stage.PARSE, done, len(inputs.files), logged))
    if failures and len(failures) == len(inputs.files):
        raise failures[0]
    report.turns_processed = finish(store, embedder, ns, touched, clock)
    report.stages = clock.summaries()
    _fill_counts(store, report, before, started)
    return report


def log_sessions(store: Store, ns: str, sessions: list[SessionRecord]) -> list[str]:
    """Store records' turns unprocessed (the durable first step); return the touched session ids."""
    return store.write(write_log, ns, [s for s in sessions if s.turns])


def ingest_sessions(store: Store, embedder: Embedder, ns: str, sessions: list[SessionRecord]) -> IngestReport:
    """Ingest records built in memory (REST payloads, remembered notes) like a file."""
    started = time.perf_counter()
    report = IngestReport(namespace=ns)
    before = store.read(count_namespace, ns)
    touched = log_sessions(store, ns, sessions)
    report.turns_processed = finish(store, embedder, ns, touched)
    _fill_counts(store, report, before, started)
    return report


def resume(store: Store, embedder: Embedder, ns: str) -> IngestReport:
    """Finish whatever an interrupted ingest left unprocessed in the namespace."""
    return ingest_sessions(store, embedder, ns, [])


def _fill_counts(store: Store, report: IngestReport, before: dict[str, int], started: float) -> None:
    after = store.read(count_namespace, report.namespace)
    report.totals = after
    report.added = {k: after[k] - before.get(k, 0) for k in after if k != "pending"}
    report.seconds = time.perf_counter() - started
