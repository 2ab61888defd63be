"""Coalescing hand-off of transcript ingests: hooks mark files pending, one drainer per namespace ingests.

Claude Code fires Stop after every answer, so hand-offs can arrive faster than ingests finish,
and ingest's processing stage works on the whole namespace's pending turns. So each namespace
has a folder of pending markers (one per transcript) and one lock under GRAPHMEM_HOME/hooks/queue.
A hand-off writes its marker and starts a drainer: a thread in the running service, or a
detached worker process (`python -m graphmem.integrations.hook_queue`) when no service answers.
The drainer holding the lock ingests every marked file, then looks again; a drainer that cannot
take the lock exits at once, because the holder will see its marker. So every hand-off gets
ingested, one namespace is never ingested twice at the same time, and a burst of Stop events
costs one or two ingests. Ingest itself is incremental (IndexState): a run reads appended lines only.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from graphmem.config import Settings, load_settings
from graphmem.errors import BadInput, StoreUnavailable
from graphmem.integrations.hook_log import hook_log_path, write_hook_log
from graphmem.private_files import open_private, private_dir

QUEUE_DIR = Path("hooks") / "queue"
STORE_RETRY_S = 600.0
RETRY_FIRST_S = 1.0
RETRY_MAX_S = 5.0
TRANSCRIPT_SUFFIX = ".jsonl"
Ingest = Callable[[list[str], str], str]


def _key(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:24]


@dataclass(frozen=True)
class IngestJob:
    """One transcript to ingest into one namespace."""

    path: str
    namespace: str


def transcript_job(path: str, namespace: str) -> IngestJob:
    """A job for an existing Claude Code transcript (absolute path, .jsonl); BadInput otherwise."""
    candidate = Path(path)
    if not candidate.is_absolute():
        raise BadInput(f"transcript path must be absolute, got {path!r}")
    if candidate.suffix != TRANSCRIPT_SUFFIX:
        raise BadInput(f"{path}: not a Claude Code transcript (expected a {TRANSCRIPT_SUFFIX} file)")
    if not candidate.is_file():
        raise BadInput(f"{path}: no such transcript file")
    return IngestJob(str(candidate.resolve()), namespace)


def queue_paths(settings: Settings, namespace: str) -> tuple[Path, Path]:
    """The namespace's folder of pending markers and its lock file."""
    root = Path(settings.home) / QUEUE_DIR
    folder = private_dir(root / _key(namespace))
    return folder, root / f"{_key(namespace)}.lock"


def mark_pending(settings: Settings, job: IngestJob) -> None:
    """Record that the job's transcript has new lines to ingest."""
    folder, _ = queue_paths(settings, job.namespace)
    (folder / f"{_key(job.path)}.pending").write_text(job.path, encoding="utf-8")


def _take_pending(folder: Path) -> list[str]:
    paths = []
    for marker in sorted(folder.glob("*.pending")):
        # Unmarked before reading: lines appended during the ingest mark the file again.
        paths.append(marker.read_text(encoding="utf-8"))
        marker.unlink(missing_ok=True)
    return paths


def drain(settings: Settings, namespace: str, ingest: Ingest) -> int:
    """Ingest the namespace's marked files until none is left; return the ingest runs made
    (0 when another drainer holds the namespace: it will see the markers).

    While Neo4j is unreachable the taken files are marked again and retried with backoff for
    STORE_RETRY_S, so hand-offs made during an outage are ingested once it is back; after that
    they stay marked for the next hand-off's drainer.
    """
    folder, lock = queue_paths(settings, namespace)
    runs = 0
    outage_started: float | None = None
    delay = RETRY_FIRST_S
    while any(folder.glob("*.pending")):
        paths: list[str] = []
        with open_private(lock, "a") as handle:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return runs
            try:
                paths = _take_pending(folder)
                if paths:
                    summary = ingest(paths, namespace)
                    runs += 1
                    outage_started, delay = None, RETRY_FIRST_S
                    write_hook_log(settings, f"ingested {', '.join(paths)} into {namespace!r}: {summary}")
            except StoreUnavailable as exc:
                for path in paths:
                    mark_pending(settings, IngestJob(path, namespace))
                if outage_started is None:
                    outage_started = time.monotonic()
                    write_hook_log(settings, f"ingest into {namespace!r} waits for Neo4j: {exc}")
                if time.monotonic() - outage_started > STORE_RETRY_S:
                    write_hook_log(settings, f"Neo4j still unreachable after {STORE_RETRY_S:.0f} s; "
                                             f"{len(paths)} file(s) stay queued for the next hand-off")
                    return runs
            except Exception as exc:  # noqa: BLE001 - a background drainer has no caller to raise to
                write_hook_log(settings, f"ingest into {namespace!r} failed: {type(exc).__name__}: {exc}")
                return runs
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)
        if outage_started is not None:
            time.sleep(delay)
            delay = min(delay * 2, RETRY_MAX_S)
    return runs


def ingest_summary(report: Any) -> str:
    """One line about an IngestReport for the hooks log."""
    added = ", ".join(f"+{n} {kind}" for kind, n in report.added.items() if n) or "nothing new"
    problems = f", {len(report.problems)} problems" if report.problems else ""
    return f"{added}{problems} in {report.seconds:.1f} s"


def drain_in_thread(settings: Settings, job: IngestJob, ingest: Ingest) -> threading.Thread:
    """Mark the job pending and drain its namespace on a daemon thread (the service's hand-off)."""
    mark_pending(settings, job)
    thread = threading.Thread(target=drain, args=(settings, job.namespace, ingest), name="graphmem-hook-ingest",
                              daemon=True)
    thread.start()
    return thread


def spawn_worker(settings: Settings, job: IngestJob) -> int:
    """Mark the job pending and start a detached worker process to drain it; return its pid."""
    mark_pending(settings, job)
    log = hook_log_path(settings).with_name("hook-worker.log")
    private_dir(log.parent)
    with open_private(log, "ab") as output:
        # A new session, so the worker outlives the hook and Claude Code never waits for it.
        process = subprocess.Popen(
            [sys.executable, "-m", "graphmem.integrations.hook_queue", "--namespace", job.namespace],
            stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT, start_new_session=True,
            env=os.environ.copy(),
        )
    return process.pid


class LocalIngest:
    """The worker's ingest: Memory on this machine's Neo4j (started when graphmem manages it)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.memory: Any = None

    def __call__(self, paths: list[str], namespace: str) -> str:
        if self.memory is None:
            # Imported here: the embedding model and the Neo4j driver take seconds to load.
            from graphmem import neo4j_local
            from graphmem.service import Memory

            if self.settings.manages_local_neo4j:
                neo4j_local.start(self.settings)
            self.memory = Memory(self.settings)
        return ingest_summary(self.memory.ingest([Path(p) for p in paths], namespace, "claude"))

    def close(self) -> None:
        """Release the Neo4j connections, if any were opened."""
        if self.memory is not None:
            self.memory.close()


def main(argv: list[str] | None = None) -> int:
    """Worker entry: drain one namespace's pending transcripts, then exit."""
    parser = argparse.ArgumentParser(prog="python -m graphmem.integrations.hook_queue",
                                     description="Ingest the transcripts hooks marked pending for a namespace.")
    parser.add_argument("--namespace", required=True)
    args = parser.parse_args(argv)
    settings = load_settings()
    ingest = LocalIngest(settings)
    try:
        drain(settings, args.namespace, ingest)
    finally:
        ingest.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
