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

A hand-off the service answered 202 is durable: its marker is renamed `.taken` while its file
is ingested and removed only once the ingest has committed, so a drainer killed on the way
leaves it behind, and the next drainer (the service's at start, or the next hand-off's) takes
it again.
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
from typing import TYPE_CHECKING, Any

from graphmem.config import Settings, load_settings
from graphmem.errors import BadInput, StoreUnavailable
from graphmem.integrations.hook_log import hook_log_path, write_hook_log
from graphmem.private_files import open_private, private_dir

if TYPE_CHECKING:
    from graphmem.service import Memory

QUEUE_DIR = Path("hooks") / "queue"
STORE_RETRY_S = 600.0
RETRY_FIRST_S = 1.0
RETRY_MAX_S = 5.0
TRANSCRIPT_SUFFIX = ".jsonl"
PENDING = ".pending"  # handed off, not taken by a drainer yet
TAKEN = ".taken"  # being ingested; removed once the ingest has committed
NAMESPACE_FILE = "namespace"  # the folder's namespace (the folder is named by its hash)
Ingest = Callable[[list[str], str], str]


def _key(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:24]


@dataclass(frozen=True)
class IngestJob:
    """One transcript to ingest into one namespace."""

    path: str
    namespace: str


def transcript_job(settings: Settings, path: str, namespace: str) -> IngestJob:
    """A job for a Claude Code transcript: a .jsonl file in the Claude projects folder
    (GRAPHMEM_CLAUDE_PROJECTS_DIR), also once links are followed; BadInput otherwise.

    Missing, outside and not a transcript get the same message, so the answer never tells a
    caller whether some path exists.
    """
    projects = Path(settings.claude_projects_dir).expanduser()
    candidate = Path(path)
    try:
        resolved = candidate.resolve()
        taken = (candidate.is_absolute() and resolved.suffix == TRANSCRIPT_SUFFIX and resolved.is_file()
                 and resolved.is_relative_to(projects.resolve()))
    except (OSError, ValueError):  # a NUL byte, a loop of links
        taken = False
    if not taken:
        raise BadInput(f"{path}: not a Claude Code transcript (an absolute path to a {TRANSCRIPT_SUFFIX} file) "
                       f"in {projects}; set GRAPHMEM_CLAUDE_PROJECTS_DIR to take transcripts from another folder")
    return IngestJob(str(resolved), namespace)


def queue_paths(settings: Settings, namespace: str) -> tuple[Path, Path]:
    """The namespace's folder of pending markers and its lock file."""
    root = Path(settings.home) / QUEUE_DIR
    folder = private_dir(root / _key(namespace))
    return folder, root / f"{_key(namespace)}.lock"


def _write_atomically(path: Path, text: str) -> None:
    """Write a marker whole or not at all (a hook may be killed while writing it)."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    with open_private(partial, "w") as handle:
        handle.write(text)
    os.replace(partial, path)


def mark_pending(settings: Settings, job: IngestJob) -> None:
    """Record that the job's transcript has new lines to ingest."""
    folder, _ = queue_paths(settings, job.namespace)
    if not (folder / NAMESPACE_FILE).exists():
        _write_atomically(folder / NAMESPACE_FILE, job.namespace)
    _write_atomically(folder / f"{_key(job.path)}{PENDING}", job.path)


def _marked(folder: Path) -> bool:
    return any(folder.glob(f"*{PENDING}")) or any(folder.glob(f"*{TAKEN}"))


def _take_pending(folder: Path) -> list[Path]:
    """Mark every pending file taken and return the taken markers, with those a killed drainer left.

    Renamed, not deleted, before the ingest: lines appended meanwhile mark the file pending again.
    """
    for marker in folder.glob(f"*{PENDING}"):
        os.replace(marker, marker.with_suffix(TAKEN))
    return sorted(folder.glob(f"*{TAKEN}"))


def queued_namespaces(settings: Settings) -> list[str]:
    """Namespaces with hand-offs not yet ingested (left by a stopped service or worker)."""
    root = Path(settings.home) / QUEUE_DIR
    folders = sorted(f for f in root.glob("*") if f.is_dir() and _marked(f) and (f / NAMESPACE_FILE).is_file())
    return [(f / NAMESPACE_FILE).read_text(encoding="utf-8") for f in folders]


def drain(settings: Settings, namespace: str, ingest: Ingest) -> int:
    """Ingest the namespace's marked files until none is left; return the ingest runs made
    (0 when another drainer holds the namespace: it will see the markers).

    While Neo4j is unreachable the taken files stay marked and are retried with backoff for
    STORE_RETRY_S, so hand-offs made during an outage are ingested once it is back; after that
    they stay marked for the next drainer.
    """
    folder, lock = queue_paths(settings, namespace)
    runs = 0
    outage_started: float | None = None
    delay = RETRY_FIRST_S
    while _marked(folder):
        paths: list[str] = []
        with open_private(lock, "a") as handle:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return runs
            taken: list[Path] = []
            try:
                taken = _take_pending(folder)
                paths = list(dict.fromkeys(marker.read_text(encoding="utf-8") for marker in taken))
                if paths:
                    summary = ingest(paths, namespace)
                    runs += 1
                    outage_started, delay = None, RETRY_FIRST_S
                    write_hook_log(settings, f"ingested {', '.join(paths)} into {namespace!r}: {summary}")
                _remove_markers(taken)
            except StoreUnavailable as exc:
                # The taken markers stay: the next round (or drainer) ingests their files.
                if outage_started is None:
                    outage_started = time.monotonic()
                    write_hook_log(settings, f"ingest into {namespace!r} waits for Neo4j: {exc}")
                if time.monotonic() - outage_started > STORE_RETRY_S:
                    write_hook_log(settings, f"Neo4j still unreachable after {STORE_RETRY_S:.0f} s; "
                                             f"{len(paths)} file(s) stay queued for the next hand-off")
                    return runs
            except Exception as exc:  # noqa: BLE001 - a background drainer has no caller to raise to
                # Not retried (it would fail again); turns already stored stay pending for --resume.
                _remove_markers(taken)
                write_hook_log(settings, f"ingest of {', '.join(paths) or 'queued files'} into {namespace!r} "
                                         f"failed: {type(exc).__name__}: {exc}")
                return runs
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)
        if outage_started is not None:
            time.sleep(delay)
            delay = min(delay * 2, RETRY_MAX_S)
    return runs


def _remove_markers(markers: list[Path]) -> None:
    for marker in markers:
        marker.unlink(missing_ok=True)


def ingest_summary(report: Any) -> str:
    """One line about an IngestReport for the hooks log."""
    added = ", ".join(f"+{n} {kind}" for kind, n in report.added.items() if n) or "nothing new"
    problems = f", {len(report.problems)} problems" if report.problems else ""
    return f"{added}{problems} in {report.seconds:.1f} s"


def drain_in_thread(settings: Settings, job: IngestJob, ingest: Ingest) -> threading.Thread:
    """Mark the job pending and drain its namespace on a daemon thread (the service's hand-off)."""
    mark_pending(settings, job)
    return start_drainer(settings, job.namespace, ingest)


def start_drainer(settings: Settings, namespace: str, ingest: Ingest) -> threading.Thread:
    """Drain the namespace's queue on a daemon thread."""
    thread = threading.Thread(target=drain, args=(settings, namespace, ingest), name="graphmem-hook-ingest",
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
        self.memory: Memory | None = None

    def __call__(self, paths: list[str], namespace: str) -> str:
        if self.memory is None:
            # Imported here: the embedding model and the Neo4j driver take seconds to load.
            from graphmem.service import Memory

            self.memory = Memory.open(self.settings)
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
