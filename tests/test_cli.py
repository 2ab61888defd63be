"""A newcomer's first hour with the command line: serving, ingesting a folder, remembering, and
empty answers that say why."""

from __future__ import annotations

import json
import re
import shutil
import signal
import socket
import subprocess
from pathlib import Path

from graphmem import neo4j_local
from graphmem.config import load_settings
from graphmem.ingest.progress import Stage, StageProgress
from graphmem.service import Memory
from tests.conftest import DATA, REPO
from tests.live_service import free_port

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")
CLAUDE = DATA / "claude_code"


def graphmem(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Run the real command, wide enough that rich does not wrap its lines."""
    return subprocess.run([GRAPHMEM, *args], env={**env, "COLUMNS": "400"}, capture_output=True, text=True,
                          timeout=600)


def transcript_folder(tmp_path: Path) -> Path:
    """A folder as Claude Code's projects folder looks after a clone: transcripts and a README."""
    folder = tmp_path / "project"
    folder.mkdir()
    shutil.copy(CLAUDE / "spotter__short.jsonl", folder)
    shutil.copy(CLAUDE / "README.md", folder)
    (folder / "notes.txt").write_text("Remember to water the plants.\n")
    return folder


# --- serve ---------------------------------------------------------------------------------

def test_serve_shows_its_stages_and_urls_and_stops_cleanly_on_ctrl_c(cli_env: dict[str, str]) -> None:
    port = free_port()
    settings = load_settings(cli_env)
    server = subprocess.Popen([GRAPHMEM, "serve", "--port", str(port)], env={**cli_env, "COLUMNS": "400"},
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    printed: list[str] = []
    try:
        assert server.stdout is not None
        for line in server.stdout:
            printed.append(line)
            if "Ctrl+C stops it" in line:
                break
        lines = []
        for line in server.stdout:
            lines.append(line)
            printed.append(line)
            if "API keys" in line:
                break
        server.send_signal(signal.SIGINT)
        rest, _ = server.communicate(timeout=120)
    finally:
        if server.poll() is None:
            server.kill()
    output = "".join(printed) + rest
    assert server.returncode == 0, output
    for stage in ("[1/3] Neo4j", "[2/3] embedding model", "[3/3] schema"):
        assert stage in output, output
    urls = " ".join(" ".join(lines).split())
    for shown in (f"GraphQL, GraphiQL http://127.0.0.1:{port}/graphql", f"dashboard http://127.0.0.1:{port}/",
                  f"Bolt {settings.effective_neo4j_uri}", "Neo4j user neo4j", "Neo4j password"):
        assert shown in urls, urls
    if settings.manages_local_neo4j:
        assert f"Neo4j Browser http://127.0.0.1:{settings.neo4j_http_port}/browser/" in urls
        assert "Neo4j password none: authentication is off" in urls
        assert "graphmem stopped. The local Neo4j keeps running" in rest and "graphmem neo4j stop" in rest
        assert neo4j_local.status(settings).running
    assert "Traceback" not in output


def test_serve_on_a_busy_port_fails_at_once_before_any_banner(cli_env: dict[str, str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = graphmem(cli_env, "serve", "--port", str(port))
    assert result.returncode == 1
    assert f"error: port {port} on 127.0.0.1 is already in use" in result.stderr
    assert "--port or GRAPHMEM_PORT" in result.stderr
    assert "Neo4j" not in result.stdout + result.stderr.split("error:")[0] and "graphql" not in result.stdout


# --- ingest --------------------------------------------------------------------------------

def test_ingesting_a_folder_takes_its_transcripts_and_says_what_it_skipped(
        cli_env: dict[str, str], namespace: str, tmp_path: Path) -> None:
    folder = transcript_folder(tmp_path)
    result = graphmem(cli_env, "ingest", str(folder), "--namespace", namespace)
    assert result.returncode == 0, result.stderr
    said = " ".join(result.stderr.split())
    assert "not ingested: 2 files in the folders named are not transcripts" in said
    assert f"{folder / 'README.md'} (markdown)" in said and f"{folder / 'notes.txt'} (text)" in said
    assert "ingested into" in result.stdout and "(1 files," in result.stdout
    sessions = json.loads(graphmem(cli_env, "cypher", f"MATCH (s:Session {{namespace: '{namespace}'}}) "
                                                      "RETURN s.source AS source", "--json").stdout)
    assert sessions == [{"source": "claude"}]

    readme = graphmem(cli_env, "ingest", str(folder / "README.md"), "--namespace", namespace, "--json")
    assert json.loads(readme.stdout)["files"] == 1, "a file named is ingested whatever it holds"
    only_documents = tmp_path / "docs"
    only_documents.mkdir()
    shutil.copy(CLAUDE / "README.md", only_documents)
    nothing = graphmem(cli_env, "ingest", str(only_documents), "--namespace", namespace)
    assert nothing.returncode == 1 and "not transcripts" in nothing.stderr
    as_markdown = graphmem(cli_env, "ingest", str(only_documents), "--format", "markdown", "--namespace", namespace,
                           "--json")
    assert as_markdown.returncode == 0 and json.loads(as_markdown.stdout)["skipped_files"] == []


def test_ingest_progress_counts_every_stage_from_the_start(memory: Memory, namespace: str, tmp_path: Path) -> None:
    folder = transcript_folder(tmp_path)
    shutil.copy(CLAUDE / "spotter__subagent.jsonl", folder)
    steps: list[StageProgress] = []
    report = memory.ingest([folder], namespace, progress=steps.append)

    assert steps[0] == StageProgress(Stage.PARSE, 0, 2), "files are counted before the first is read"
    seen = list(dict.fromkeys(step.stage for step in steps))
    assert seen == list(Stage)
    for stage in Stage:
        mine = [s for s in steps if s.stage == stage]
        assert mine[0].done == 0 and mine[-1].done == mine[-1].total, (stage, mine)
        assert len({s.total for s in mine}) == 1, f"{stage} changed its total: {mine}"
        assert [s.done for s in mine] == sorted(s.done for s in mine)
    turns = [s for s in steps if s.stage in (Stage.EMBED, Stage.WRITE)]
    assert {s.total for s in turns} == {report.turns_processed} and report.turns_processed > 0
    parsed = [s for s in steps if s.stage == Stage.PARSE]
    assert parsed[-1].turns == report.turns_processed
    summary = {s.stage: s for s in report.stages}
    assert summary[Stage.PARSE].done == report.files == 2
    assert summary[Stage.WRITE].done == summary[Stage.EMBED].done == report.turns_processed
    assert summary[Stage.RELATIONS].done == report.added["sessions"]
    assert [str(s.path.name) for s in report.skipped] == ["README.md", "notes.txt"]


def test_ingest_json_reports_each_stage_with_its_rate(cli_env: dict[str, str], namespace: str, tmp_path: Path) -> None:
    folder = transcript_folder(tmp_path)
    report = json.loads(graphmem(cli_env, "ingest", str(folder), "--namespace", namespace, "--json").stdout)
    assert [f["format"] for f in report["skipped_files"]] == ["markdown", "text"]
    stages = report["stages"]
    assert list(stages) == ["parse", "embed", "write", "spans", "relations", "timelines"]
    assert stages["parse"] | {"seconds": 0, "per_s": 0} == {"done": 1, "unit": "files", "seconds": 0, "per_s": 0}
    assert stages["write"]["done"] == report["turns_processed"] and stages["write"]["unit"] == "turns"
    for stage in stages.values():
        if stage["seconds"] >= 0.01:  # seconds are rounded to 0.01, the rate to 0.1
            low, high = stage["done"] / (stage["seconds"] + 0.005), stage["done"] / (stage["seconds"] - 0.005)
            assert low - 0.05 <= stage["per_s"] <= high + 0.05, stage


def test_ingest_draws_a_bar_per_stage_in_a_terminal(cli_env: dict[str, str], namespace: str, tmp_path: Path) -> None:
    terminal = {**cli_env, "FORCE_COLOR": "1", "TTY_INTERACTIVE": "1", "NO_COLOR": "1"}
    result = graphmem(terminal, "ingest", str(CLAUDE / "spotter__short.jsonl"), "--namespace", namespace)
    assert result.returncode == 0, result.stderr
    report = json.loads(graphmem(cli_env, "stats", "--namespace", namespace, "--json").stdout)
    shown = " ".join(result.stderr.split())
    assert "parse" in shown and "1/1 files" in shown
    assert f"write" in shown and f"{report['turns']}/{report['turns']} turns" in shown
    assert "relations" in shown and "sessions" in shown
    assert "stages: parse 1 files" in " ".join(result.stdout.split())


# --- remember ------------------------------------------------------------------------------

def test_remember_with_an_intent_stores_one_idea_of_that_intent(cli_env: dict[str, str], namespace: str) -> None:
    note = "The billing service is deployed on Thursdays after the standup."
    made = graphmem(cli_env, "remember", note, "--intent", "decision", "--namespace", namespace, "--json")
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["intent"] == "decision"
    again = graphmem(cli_env, "remember", note, "--intent", "decision", "--namespace", namespace, "--json")
    assert json.loads(again.stdout)["id"] == json.loads(made.stdout)["id"]

    ideas = json.loads(graphmem(cli_env, "cypher", f"MATCH (i:Idea {{namespace: '{namespace}'}}) "
                                                   "RETURN i.intent AS intent, i.text AS text", "--json").stdout)
    assert ideas == [{"intent": "decision", "text": note}]
    found = json.loads(graphmem(cli_env, "search", "when do we deploy billing", "--namespace", namespace,
                                "--json").stdout)
    # A time question ("when ...") gets each hit opened by the day it was said: "(2026-12-06) The billing ...".
    ideas = [(h["intent"], h["text"]) for h in found["hits"] if h["kind"] == "idea"]
    assert len(ideas) == 1 and ideas[0][0] == "decision"
    assert re.fullmatch(r"\(\d{4}-\d\d-\d\d\) " + re.escape(note), ideas[0][1])


def test_remember_without_an_intent_keeps_the_one_its_words_say(memory: Memory, namespace: str) -> None:
    idea = memory.remember("Should we move the nightly backups to S3 Glacier?", namespace)
    assert idea["intent"] == "question"
    assert memory.stats(namespace)["ideas"] == 1


# --- empty answers -------------------------------------------------------------------------

def test_an_empty_timeline_says_why_and_what_would_fill_it(cli_env: dict[str, str], memory: Memory,
                                                          namespace: str) -> None:
    memory.ingest([CLAUDE / "entire__a6e4c2a0fbd1.jsonl"], namespace)
    unfacted = memory.store.query(
        "MATCH (i:Idea {namespace: $ns})-[:MENTIONS]->(e:Entity) WHERE NOT EXISTS { (e)-[:RELATES_TO]-() } "
        "RETURN e.name AS name, count(i) AS ideas ORDER BY ideas DESC, name LIMIT 1", ns=namespace)[0]

    told = graphmem(cli_env, "timeline", unfacted["name"], "--namespace", namespace)
    said = " ".join(told.stdout.split())
    assert told.returncode == 0 and f"timeline '{unfacted['name']}' in '{namespace}': no facts" in said
    assert f"is mentioned in {unfacted['ideas']} ideas of '{namespace}', but no fact is about it" in said
    assert "set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL, then `graphmem enrich" in said
    assert "0 facts" not in said

    unknown = " ".join(graphmem(cli_env, "before", "Quetzalcoatl", "--namespace", namespace).stdout.split())
    assert f"no entity named 'Quetzalcoatl' in '{namespace}'" in unknown and "graphmem search" in unknown

    as_json = graphmem(cli_env, "timeline", unfacted["name"], "--namespace", namespace, "--json")
    assert json.loads(as_json.stdout) == [] and "no fact is about it" in " ".join(as_json.stderr.split())


def test_an_empty_namespace_says_so_and_names_the_ones_with_data(cli_env: dict[str, str], memory: Memory,
                                                                 namespace: str) -> None:
    memory.remember("We keep invoices for ten years.", namespace)
    empty = f"{namespace}-typo"
    for command in (["timeline", "Sentry"], ["search", "invoices"], ["stats"]):
        said = " ".join(graphmem(cli_env, *command, "--namespace", empty).stdout.split())
        assert f"namespace '{empty}' holds nothing yet" in said, (command, said)
        assert f"graphmem ingest FILE_OR_FOLDER --namespace {empty}" in said and namespace in said
