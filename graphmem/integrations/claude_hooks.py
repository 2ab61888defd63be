"""Claude Code hooks: `graphmem hook EVENT` reads the event's JSON on stdin and never fails the agent.

- Stop, SubagentStop, PreCompact, SessionEnd: hand the transcript to the running service
  (POST /v1/hooks/ingest-file) or, when none answers, to a detached worker; return at once.
- SessionStart: print the project's wake-up context from the running service, in labelled layers
  (L0 identity, L1 essentials, L2 current topic), at most GRAPHMEM_WAKE_UP_TOKENS (1000) in all.
- UserPromptSubmit: print a context pack (at most 500 tokens) for the prompt.
- Both print nothing when nothing is relevant, when the service is down, or when it does not
  answer within GRAPHMEM_HOOK_TIMEOUT_S (2 s).

Every failure goes to GRAPHMEM_HOME/logs/hooks.log and the exit code is always 0 (Claude Code
reads exit code 2 as "block the prompt"). A hook is a fresh process per event, so this module
imports the standard library and graphmem's light modules only, never the model or the driver.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from graphmem.config import Settings, load_settings
from graphmem.errors import GraphmemError
from graphmem.integrations.hook_config import use_hook_config
from graphmem.integrations.hook_log import write_hook_log
from graphmem.integrations.hook_queue import spawn_worker, transcript_job
from graphmem.integrations.service_client import ServiceUnreachable, api_key_for, post_json

INGEST_EVENTS = ("Stop", "SubagentStop", "PreCompact", "SessionEnd")
CONTEXT_EVENTS = ("SessionStart", "UserPromptSubmit")
EVENTS = {name.lower(): name for name in (*CONTEXT_EVENTS, *INGEST_EVENTS)}
HANDOFF_TIMEOUT_S = 0.25
# A hard limit on a hand-off (SIGALRM): a safety net, the hand-off itself takes milliseconds.
INGEST_DEADLINE_S = 3.0
CONTEXT_BUDGET_TOKENS = 500
MAX_QUERY_CHARS = 2000
NAMESPACE_SLUG_MAX = 64

CONTEXT_QUERY = """query($q: String!, $ns: String, $budget: Int!, $layered: Boolean!) {
  context(query: $q, namespace: $ns, budgetTokens: $budget, layered: $layered) { text } }"""


class HookTimeout(Exception):
    """The hook ran past its hard deadline."""


def slugify(name: str) -> str:
    """A namespace-safe form of a folder name: lower case, [a-z0-9._-], at most 64 characters."""
    slug = re.sub(r"[^a-z0-9._-]+", "-", name.lower()).strip("-._")[:NAMESPACE_SLUG_MAX].strip("-._")
    return slug or "default"


def project_root(cwd: Path) -> Path:
    """The git root holding cwd (a `.git` folder or file), or cwd itself outside any repository."""
    for folder in (cwd, *cwd.parents):
        if (folder / ".git").exists():
            return folder
    return cwd


def project_namespace(cwd: str | None) -> str:
    """The default namespace of a project: its git root's folder name, slugified."""
    return slugify(project_root(Path(cwd or os.getcwd())).name)


def hook_namespace(payload: dict[str, Any], explicit: str | None = None) -> str:
    """--namespace, else GRAPHMEM_NAMESPACE, else the project namespace of the payload's cwd."""
    return explicit or os.environ.get("GRAPHMEM_NAMESPACE") or project_namespace(payload.get("cwd"))


def transcript_paths(payload: dict[str, Any]) -> list[str]:
    """The transcripts an event names (a subagent's own file too), relative ones against its cwd."""
    base = Path(payload.get("cwd") or os.getcwd())
    found = []
    for field in ("transcript_path", "agent_transcript_path"):
        value = payload.get(field)
        if isinstance(value, str) and value:
            path = Path(value).expanduser()
            found.append(str(path if path.is_absolute() else base / path))
    return found


def read_payload(stdin: TextIO) -> dict[str, Any]:
    """The event's JSON object from stdin (empty input counts as an empty object)."""
    raw = stdin.read()
    if not raw.strip():
        return {}
    payload = json.loads(raw)
    if not isinstance(payload, dict):
        raise ValueError(f"hook input must be a JSON object, got {type(payload).__name__}")
    return payload


def hand_off_ingest(settings: Settings, event: str, payload: dict[str, Any], namespace: str) -> None:
    """Give each transcript to the service, or to a detached worker when the service does not take it."""
    for path in transcript_paths(payload):
        try:
            job = transcript_job(settings, path, namespace)
        except GraphmemError as exc:
            write_hook_log(settings, f"{event}: skipped: {exc}")
            continue
        how = "service" if _hand_to_service(settings, job.path, namespace) else f"worker pid {spawn_worker(settings, job)}"
        write_hook_log(settings, f"{event} session {payload.get('session_id')}: {job.path} -> {namespace!r} via {how}")


def _hand_to_service(settings: Settings, path: str, namespace: str) -> bool:
    try:
        status, body = post_json(settings, "/v1/hooks/ingest-file", {"path": path, "namespace": namespace},
                                 HANDOFF_TIMEOUT_S, api_key_for(settings, namespace))
    except ServiceUnreachable:
        return False
    if status != 202:
        write_hook_log(settings, f"service refused the hand-off ({status}: {body}); using a worker")
    return status == 202


def context_variables(settings: Settings, event: str, payload: dict[str, Any]) -> dict[str, Any] | None:
    """What to ask memory for: at session start the layered wake-up context, for a prompt the
    memories relevant to it (None: nothing to ask)."""
    if event == "SessionStart":
        return {"q": "", "layered": True, "budget": settings.wake_up_tokens}
    prompt = str(payload.get("prompt") or "").strip()
    # Slash commands (/compact, /clear) are instructions to Claude Code, not questions.
    if not prompt or prompt.startswith("/"):
        return None
    return {"q": prompt[:MAX_QUERY_CHARS], "layered": False, "budget": CONTEXT_BUDGET_TOKENS}


def fetch_context(settings: Settings, event: str, payload: dict[str, Any], namespace: str) -> str:
    """The context pack's text from the service, or "" (nothing relevant, or no service)."""
    asked = context_variables(settings, event, payload)
    if asked is None:
        return ""
    variables = {**asked, "ns": namespace}
    try:
        # The socket timeout leaves the hard deadline (hook_timeout_s) room to print nothing cleanly.
        status, body = post_json(settings, "/graphql", {"query": CONTEXT_QUERY, "variables": variables},
                                 settings.hook_timeout_s * 0.9, api_key_for(settings, namespace))
    except ServiceUnreachable as exc:
        write_hook_log(settings, f"{event}: no context: {exc}")
        return ""
    if status != 200 or not isinstance(body, dict) or body.get("errors"):
        write_hook_log(settings, f"{event}: no context: service answered {status}: {str(body)[:300]}")
        return ""
    return str(((body.get("data") or {}).get("context") or {}).get("text") or "")


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Raise HookTimeout in the main thread after `seconds` (no limit off the main thread)."""
    def expire(signum: int, frame: Any) -> None:
        raise HookTimeout(f"hook gave up after {seconds:g} s")

    try:
        previous = signal.signal(signal.SIGALRM, expire)
    except ValueError:
        yield
        return
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _settings() -> tuple[Settings, str | None]:
    try:
        return load_settings(), None
    except GraphmemError as exc:
        return Settings(), f"configuration error, using defaults: {exc}"


def run_hook(event_name: str, stdin: TextIO, stdout: TextIO, namespace: str | None = None) -> int:
    """Handle one hook event; always returns 0 (failures are logged, never raised)."""
    settings, problem = _settings()
    if problem:
        write_hook_log(settings, problem)
    event = EVENTS.get(event_name.lower())
    if event is None:
        message = f"unknown hook event {event_name!r}; expected one of {', '.join(EVENTS.values())}"
        write_hook_log(settings, message)
        print(f"graphmem: {message}", file=sys.stderr)
        return 0
    ingests = event in INGEST_EVENTS
    try:
        with deadline(INGEST_DEADLINE_S if ingests else settings.hook_timeout_s):
            payload = read_payload(stdin)
            ns = hook_namespace(payload, namespace)
            if ingests:
                hand_off_ingest(settings, event, payload, ns)
            else:
                text = fetch_context(settings, event, payload, ns)
                if text.strip():
                    stdout.write(text.rstrip() + "\n")
                    stdout.flush()
    except Exception as exc:  # noqa: BLE001 - a hook must never fail or block the agent
        write_hook_log(settings, f"{event} failed: {type(exc).__name__}: {exc}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """`graphmem hook EVENT [--config FILE] [--namespace NS]` without loading the full command line."""
    parser = argparse.ArgumentParser(prog="graphmem hook", add_help=False)
    parser.add_argument("event")
    parser.add_argument("--namespace", "-n")
    parser.add_argument("--config")
    try:
        args = parser.parse_args(argv)
    except SystemExit:
        # argparse exits 2 on bad arguments, which Claude Code would read as "block".
        return 0
    if args.config:
        use_hook_config(args.config)
    return run_hook(args.event, sys.stdin, sys.stdout, args.namespace)
