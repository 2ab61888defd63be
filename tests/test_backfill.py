"""Backfill: the Claude Code transcripts already on disk go into the namespaces the hooks would use,
once; a run that stopped half-way is finished by the next one, with the graph of a clean run."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from pathlib import Path

from graphmem.integrations.claude_backfill import find_projects, measure_unread, run_backfill
from graphmem.service import Memory
from tests.conftest import DATA
from tests.snapshot import snapshot

CLAUDE = DATA / "claude_code"
SPOTTER_CWD = "/home/marco/projects/spotter"
CLI_CWD = "/Users/soph/Work/entire/devenv/cli"


def graphmem(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Run the real command line."""
    return subprocess.run([sys.executable, "-m", "graphmem", *args], env={**env, "COLUMNS": "400"},
                          capture_output=True, text=True, timeout=900)


def copy_transcript(name: str, folder: Path, cwd: str, project: str) -> None:
    """A transcript of the dev set as Claude Code keeps it, its project folder renamed to `project`
    (a fresh name per test, so its namespace is this test's own)."""
    folder.mkdir(parents=True, exist_ok=True)
    text = (CLAUDE / name).read_text(encoding="utf-8")
    (folder / name).write_text(text.replace(cwd, f"/home/someone/code/{project}"), encoding="utf-8")


def projects_tree(root: Path) -> tuple[str, str]:
    """Two Claude project folders (two transcripts, one), and a link to a folder outside;
    returns the two projects' namespaces."""
    tag = uuid.uuid4().hex[:8]
    spotter, cli = f"spotter-{tag}", f"cli-{tag}"
    copy_transcript("spotter__short.jsonl", root / f"-home-someone-code-{spotter}", SPOTTER_CWD, spotter)
    copy_transcript("spotter__tool_heavy.jsonl", root / f"-home-someone-code-{spotter}", SPOTTER_CWD, spotter)
    copy_transcript("entire__a6e4c2a0fbd1.jsonl", root / f"-home-someone-code-{cli}", CLI_CWD, cli)
    (root / "elsewhere").symlink_to(CLAUDE, target_is_directory=True)
    return spotter, cli


def test_backfill_ingests_every_project_into_its_namespace_once(cli_env: dict[str, str], memory: Memory,
                                                                 tmp_path: Path) -> None:
    root = tmp_path / "projects"
    spotter, cli = projects_tree(root)
    env = {**cli_env, "GRAPHMEM_CLAUDE_PROJECTS_DIR": str(root)}

    planned = graphmem(env, "backfill", "--all", "--dry-run", "--json")
    assert planned.returncode == 0, planned.stderr
    assert {(p["namespace"], p["transcripts"], p["new"]) for p in json.loads(planned.stdout)["projects"]} == \
        {(spotter, 2, 2), (cli, 1, 1)}, "the link out of the projects folder is not followed"
    assert memory.stats(spotter)["turns"] == 0, "a dry run writes nothing"

    first = graphmem(env, "backfill", "--all")
    assert first.returncode == 0, first.stderr
    assert f"-> '{spotter}': 2 transcripts, 2 new:" in first.stdout and f"-> '{cli}': 1 transcripts, 1 new:" in first.stdout
    sessions = {ns: memory.stats(ns)["sessions"] for ns in (spotter, cli)}
    assert sessions == {spotter: 2, cli: 1}
    assert memory.stats(spotter)["ideas"] > 0 and memory.stats(cli)["ideas"] > 0
    before = {ns: snapshot(memory.store, ns) for ns in (spotter, cli)}

    again = graphmem(env, "backfill", "--all", "--json")
    assert again.returncode == 0, again.stderr
    assert [(p["new"], p["added"]) for p in json.loads(again.stdout)["projects"]] == [(0, {}), (0, {})]
    assert {ns: snapshot(memory.store, ns) for ns in (spotter, cli)} == before


def test_an_interrupted_backfill_run_again_equals_a_clean_one(memory: Memory, tmp_path: Path) -> None:
    root = tmp_path / "projects"
    projects_tree(root)
    clean, resumed = f"t-{uuid.uuid4().hex[:12]}", f"t-{uuid.uuid4().hex[:12]}"
    run_backfill(memory, _measured(memory, root, root, clean), lambda project, report: None)

    first_project = sorted(p for p in root.iterdir() if not p.is_symlink())[0]
    run_backfill(memory, _measured(memory, first_project, root, resumed), lambda project, report: None)
    assert memory.stats(resumed)["sessions"] < memory.stats(clean)["sessions"]
    told = []
    run_backfill(memory, _measured(memory, root, root, resumed), lambda project, report: told.append(
        (project.folder.name, len(project.new_transcripts))))
    assert told[0] == (first_project.name, 0), "the project done before the stop is not read again"

    got, want = snapshot(memory.store, resumed), snapshot(memory.store, clean)
    assert (got.nodes, got.relationships) == (want.nodes, want.relationships)
    assert got.differences(want, tolerance=1e-4) == {}


def _measured(memory: Memory, path: Path, root: Path, namespace: str) -> list:
    projects = find_projects(path, root, namespace)
    measure_unread(memory, projects)
    return projects
