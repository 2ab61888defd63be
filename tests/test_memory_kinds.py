"""Memory kinds beyond decisions and facts: errors, fixes, settings, code patterns, workflows and
procedures, told apart by their structure; a procedure comes back whole, with its parts."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from mcp import Client

from graphmem.api.app import create_app
from graphmem.errors import BadInput
from graphmem.ingest.ideas import extract_ideas
from graphmem.integrations.mcp_server import build_server
from graphmem.model import Intent, TurnRecord
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from tests.conftest import SharedMemory
from tests.live_service import local_client
from tests.test_retrieval import graphql

RELEASE = """---
title: Release the command line tool
kind: procedure
preconditions:
  - the main branch is green
  - you hold the publish token
postconditions: [the new version is on the package index, the release tag is pushed]
---
# Release the command line tool

1. Bump the version in `pyproject.toml`
2. Build the wheel with `uv build`
3. Publish it with `uv publish`

## Tagging

4. Tag the release commit and push the tag
"""
STEPS = ["Bump the version in `pyproject.toml`", "Build the wheel with `uv build`", "Publish it with `uv publish`",
         "Tag the release commit and push the tag"]
BEFORE = ["the main branch is green", "you hold the publish token"]
AFTER = ["the new version is on the package index", "the release tag is pushed"]


def kinds(text: str, role: str = "user") -> list[Intent]:
    return [idea.intent for idea in extract_ideas(TurnRecord("s", "s#1", 1, role, role, text))]


@pytest.mark.parametrize("text, kind", [
    ("Opening the report page throws `TypeError: Cannot read properties of undefined`.", Intent.ERROR),
    ("The importer dies with ECONNREFUSED when the queue is down.", Intent.ERROR),
    ("The build exited with code 137 on the small runner.", Intent.ERROR),
    ("Fixed it by adding a null check in src/report/table.tsx.", Intent.FIX),
    ("The fix was to pass `--legacy-peer-deps` to the install step.", Intent.FIX),
    ("fix(parser): accept empty header lines", Intent.FIX),
    ("Set `MAX_UPLOAD_MB=50` in the .env file of the web app.", Intent.CONFIGURATION),
    ("The compose file needs `restart: unless-stopped` for the worker.", Intent.CONFIGURATION),
    ("Always wrap store calls in `with session.begin():` so a failure rolls back.", Intent.PATTERN),
    ("Prefer `asyncio.gather(*tasks)` over awaiting each request in a loop.", Intent.PATTERN),
    ("We branch from main, open a pull request, wait for review, then squash-merge.", Intent.WORKFLOW),
    ("Whenever the schema changes, we regenerate the client and bump its version.", Intent.WORKFLOW),
    ("Tickets go triage -> backlog -> in progress -> review.", Intent.WORKFLOW),
])
def test_a_sentence_gets_the_kind_its_structure_shows(text: str, kind: Intent) -> None:
    assert kinds(text) == [kind]


def test_code_and_options_are_not_taken_for_settings_errors_or_steps() -> None:
    assert Intent.CONFIGURATION not in kinds("The model declares `title = models.CharField(max_length=80)` for it.")
    assert Intent.ERROR not in kinds("We use `raise ParseError(line) from err` so the cause stays attached.")
    options = "Options, cheapest first:\n1. A cache in front of the API\n2. A bigger database\n3. The CDN tier"
    assert Intent.PROCEDURE not in kinds(options, "assistant")


def test_numbered_steps_in_a_session_are_one_procedure() -> None:
    text = ("Here is how I rotated the signing key:\n\n1. Created a new key in the console\n"
            "2. Updated `SIGNING_KEY` in the secrets store\n3. Redeployed the service\n\nThe old key is revoked now.")
    ideas = extract_ideas(TurnRecord("s", "s#1", 1, "assistant", "assistant", text))
    assert [i.intent for i in ideas] == [Intent.CONTEXT, Intent.PROCEDURE]
    assert ideas[1].text.startswith("Here is how I rotated") and ideas[1].text.endswith("Redeployed the service")
    # A numbered list of findings is no procedure.
    findings = "What I found:\n1. **Slow query**: the report scans\n2. **Leak**: sockets stay open\n3. **Bug**: off by one"
    assert Intent.PROCEDURE not in kinds(findings, "assistant")


def test_a_procedure_from_a_memory_file_comes_back_whole(memory: Memory, namespace: str, tmp_path: Path) -> None:
    path = tmp_path / "release.md"
    path.write_text(RELEASE)
    memory.ingest([path], namespace)
    hits = memory.search(SearchRequest(query="how do I publish a new release", namespace=namespace, kinds=("idea",))).hits
    [procedure] = [h for h in hits if h.intent == "procedure"]
    assert (procedure.steps, procedure.preconditions, procedure.postconditions) == (STEPS, BEFORE, AFTER)
    assert all(step in procedure.text for step in STEPS)  # the whole procedure, not a fragment

    client = local_client(create_app(memory))
    idea = graphql(client, """query($id: ID!, $ns: String) { idea(id: $id, namespace: $ns) {
                   intent steps preconditions postconditions } }""", id=procedure.id, ns=namespace)["data"]["idea"]
    assert idea == {"intent": "procedure", "steps": STEPS, "preconditions": BEFORE, "postconditions": AFTER}

    async def over_mcp() -> dict:
        async with Client(build_server(memory.settings, namespace, SharedMemory(memory))) as mcp:
            result = await mcp.call_tool("search", {"query": "release the command line tool"})
            assert not result.is_error, result.content
            return result.structured_content

    found = [h for h in anyio.run(over_mcp)["hits"] if h["id"] == procedure.id]
    assert found and found[0]["steps"] == STEPS and found[0]["postconditions"] == AFTER


def test_remember_takes_the_new_kinds(memory: Memory, namespace: str) -> None:
    fix = memory.remember("Pin the driver to 5.x; 6.0 broke the bulk import.", namespace, "fix")
    steps = memory.remember("Rotate the key:\n1. Create the new key\n2. Deploy it\n3. Revoke the old key",
                            namespace, "procedure")
    guessed = memory.remember("To restore a backup:\n1. Stop the app\n2. Load the dump\n3. Start the app", namespace)
    assert (fix["intent"], steps["intent"], guessed["intent"]) == ("fix", "procedure", "procedure")
    assert steps["steps"] == ["Create the new key", "Deploy it", "Revoke the old key"]
    assert guessed["steps"] == ["Stop the app", "Load the dump", "Start the app"]
    with pytest.raises(BadInput, match="unknown intent 'recipe'"):
        memory.remember("Anything", namespace, "recipe")
