"""`graphmem backfill`: every Claude Code transcript already on disk, into the namespace its hooks use.

Transcripts (`*.jsonl`) are found under the Claude projects folder (GRAPHMEM_CLAUDE_PROJECTS_DIR,
by default $CLAUDE_CONFIG_DIR/projects or ~/.claude/projects). Each goes to the namespace the hooks
would give its session: the git root folder name of the first `cwd` the transcript records
(`project_namespace`), or one fixed namespace. Ingest is incremental (IndexState per file), so a
second run adds nothing and a run that was interrupted is finished by the next one; projects and
their transcripts go in sorted order, so a rerun writes what a clean run writes.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from graphmem.config import Settings
from graphmem.errors import BadInput
from graphmem.ingest.pipeline import IngestReport, unread_bytes
from graphmem.integrations.claude_hooks import project_namespace, slugify
from graphmem.integrations.hook_queue import TRANSCRIPT_SUFFIX
from graphmem.store.log import pending_session_ids

if TYPE_CHECKING:
    from graphmem.service import Memory

CWD_SCAN_LINES = 200


def claude_projects_dir(settings: Settings) -> Path:
    """The folder Claude Code keeps its transcripts in (one subfolder per project)."""
    return Path(settings.claude_projects_dir).expanduser()


@dataclass
class ProjectBackfill:
    """One project folder's transcripts that go into one namespace, and how much of them is new."""

    folder: Path
    namespace: str
    transcripts: list[Path] = field(default_factory=list)
    unread: dict[Path, int] = field(default_factory=dict)

    @property
    def new_transcripts(self) -> list[Path]:
        """The transcripts with lines the namespace has not read."""
        return [t for t in self.transcripts if self.unread.get(t, 1) > 0]

    def summary(self, report: IngestReport | None) -> dict[str, object]:
        """What `backfill --json` shows of the project: where, into which namespace, what it added."""
        return {"folder": str(self.folder), "namespace": self.namespace, "transcripts": len(self.transcripts),
                "new": len(self.new_transcripts),
                "added": {k: v for k, v in report.added.items() if v} if report else {}}


def _transcripts_under(root: Path) -> Iterator[Path]:
    """`*.jsonl` files under root, sorted; links are not followed out of it (like hook hand-offs)."""
    real_root = root.resolve()
    for folder, dirs, files in os.walk(root, followlinks=False):
        dirs.sort()
        for name in sorted(files):
            path = Path(folder) / name
            if name.endswith(TRANSCRIPT_SUFFIX) and not name.startswith(".") and path.resolve().is_relative_to(real_root):
                yield path


def transcript_cwd(path: Path) -> str | None:
    """The first working directory a transcript records, or None."""
    with path.open(encoding="utf-8", errors="replace") as handle:
        for _, line in zip(range(CWD_SCAN_LINES), handle):
            try:
                event = json.loads(line)
            except ValueError:
                continue
            if isinstance(event, dict) and isinstance(event.get("cwd"), str) and event["cwd"]:
                return event["cwd"]
    return None


def find_projects(path: Path, projects_root: Path, namespace: str | None = None) -> list[ProjectBackfill]:
    """Transcripts under `path` grouped by project folder and namespace, in sorted order.

    A project folder is the first folder below the projects root (or `path` itself when it is
    not the root). Without a fixed `namespace`, a transcript takes its recorded cwd's project
    namespace, else that of another transcript of its folder, else its folder name's slug.
    """
    if not path.is_dir():
        raise BadInput(f"{path}: no such folder; backfill reads a Claude projects folder "
                       f"({projects_root}, set by GRAPHMEM_CLAUDE_PROJECTS_DIR) or one project folder in it")
    is_root = path.resolve() == projects_root.resolve()
    by_folder: dict[Path, list[Path]] = {}
    for transcript in _transcripts_under(path):
        relative = transcript.relative_to(path)
        folder = path / relative.parts[0] if is_root and len(relative.parts) > 1 else path
        by_folder.setdefault(folder, []).append(transcript)
    groups: dict[tuple[Path, str], ProjectBackfill] = {}
    for folder, transcripts in sorted(by_folder.items()):
        cwds = {t: transcript_cwd(t) for t in transcripts}
        fallback = next((c for c in cwds.values() if c), None)
        for transcript in transcripts:
            cwd = cwds[transcript] or fallback
            ns = namespace or (project_namespace(cwd) if cwd else slugify(folder.name))
            groups.setdefault((folder, ns), ProjectBackfill(folder, ns)).transcripts.append(transcript)
    return list(groups.values())


def measure_unread(memory: Memory, projects: list[ProjectBackfill]) -> None:
    """Fill in how many bytes of each transcript its namespace has not read yet."""
    for project in projects:
        project.unread = {t: unread_bytes(memory.store, project.namespace, t) for t in project.transcripts}


def run_backfill(memory: Memory, projects: list[ProjectBackfill],
                 on_project: Callable[[ProjectBackfill, IngestReport | None], None]) -> list[IngestReport]:
    """Ingest each project's new transcripts, finishing what an interrupted run left in its
    namespace (a project with nothing to do is reported with None)."""
    reports = []
    for project in projects:
        fresh = project.new_transcripts
        unfinished = bool(memory.store.read(pending_session_ids, project.namespace))
        report = memory.ingest(fresh, project.namespace, "claude") if fresh or unfinished else None
        on_project(project, report)
        if report is not None:
            reports.append(report)
    return reports
