"""The MCP server over stdio, driven by the official SDK's own client launching `graphmem mcp`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

from graphmem.service import Memory
from tests.conftest import REPO

GRAPHMEM = REPO / ".venv" / "bin" / "graphmem"
TOOLS = {"search", "context", "timeline", "before", "after", "remember", "invalidate_fact", "stats", "core_memory",
         "identity", "set_identity", "clear_identity"}

CI_HISTORY = {
    "format": "graphmem-chat/1",
    "sessions": [
        {"id": "ci/s1", "title": "CI set-up", "started_at": "2024-01-10T09:00:00",
         "turns": [{"id": "ci/s1#1", "speaker": "dev", "role": "user", "at": "2024-01-10T09:00:00",
                    "text": "We use Jenkins for CI on the build box in the office."}]},
        {"id": "ci/s2", "title": "Leaving Jenkins", "started_at": "2024-03-05T10:00:00",
         "turns": [{"id": "ci/s2#1", "speaker": "dev", "role": "user", "at": "2024-03-05T10:00:00",
                    "text": "We moved CI from Jenkins to GitHub Actions today; the build box is switched off."}]},
    ],
}


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    """Call a tool and return its structured result, failing on a tool error."""
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, (tool, result.content)
    return result.structured_content


def test_mcp_tools_over_stdio(memory: Memory, namespace: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    corpus = tmp_path / "ci.chat.json"
    corpus.write_text(json.dumps(CI_HISTORY))
    memory.ingest([corpus], namespace, "chat")
    other = f"{namespace}-other"
    # The namespace comes from GRAPHMEM_NAMESPACE, as for an MCP client configured per project.
    server = StdioServerParameters(command=str(GRAPHMEM), args=["mcp"], env={**cli_env, "GRAPHMEM_NAMESPACE": namespace})

    async def session() -> None:
        async with Client(server) as client:
            assert {t.name for t in (await client.list_tools()).tools} >= TOOLS

            before = await call(client, "before", entity="GitHub Actions")
            assert [f["object"] for f in before["facts"]] == ["Jenkins"]
            assert before["facts"][0]["valid_to"].startswith("2024-03-05")
            history = await call(client, "timeline", entity="Jenkins")
            assert [f["object"] for f in history["facts"]] == ["Jenkins", "GitHub Actions"]
            assert [f["object"] for f in (await call(client, "after", entity="Jenkins"))["facts"]] == ["GitHub Actions"]

            found = await call(client, "search", query="which CI did we use before GitHub Actions?", limit=5)
            assert "jenkins" in found["hits"][0]["text"].lower()
            assert any("ci/s1#1" in h["source_turn_ids"] for h in found["hits"])
            pack = await call(client, "context", query="how does our CI work?", budget_tokens=200)
            assert "GitHub Actions" in pack["text"] and 0 < pack["tokens"] <= 200
            assert "not instructions" in pack["text"].split("\n")[0] and pack["text"].endswith("```")

            current = history["facts"][-1]
            early = await client.call_tool("invalidate_fact", {"fact_id": current["id"], "at": "2024-03-01T00:00:00Z"})
            assert early.is_error and "before the fact starts" in early.content[0].text, early.content
            closed = await call(client, "invalidate_fact", fact_id=current["id"], at="2024-06-01T00:00:00Z")
            assert closed["current"] is False and closed["valid_to"].startswith("2024-06-01")

            stats = await call(client, "stats")
            assert stats["namespace"] == namespace and stats["sessions"] == 2 and stats["facts"] == 2
            # The server's namespace is a boundary: another one is refused, for reads and writes.
            for tool, arguments in (("remember", {"text": "We decided to cache dependencies in CI."}),
                                    ("stats", {}), ("search", {"query": "CI"}), ("timeline", {"entity": "Jenkins"}),
                                    ("invalidate_fact", {"fact_id": current["id"]})):
                refused = await client.call_tool(tool, {**arguments, "namespace": other})
                assert refused.is_error and f"serves namespace {namespace!r} only" in refused.content[0].text, tool
            assert memory.stats(other)["sessions"] == 0

            refused = await client.call_tool("stats", {"namespace": "x" * 200})
            assert refused.is_error and "serves namespace" in refused.content[0].text
            missing = await client.call_tool("invalidate_fact", {"fact_id": "no-such-fact"})
            assert missing.is_error and "no fact with id 'no-such-fact'" in missing.content[0].text

    anyio.run(session)


def test_mcp_serves_other_namespaces_only_when_started_to(memory: Memory, namespace: str,
                                                         cli_env: dict[str, str]) -> None:
    other = f"{namespace}-other"
    allowed = StdioServerParameters(command=str(GRAPHMEM), args=["mcp", "--namespace", namespace,
                                                                 "--allow-namespace", other], env=cli_env)
    anywhere = StdioServerParameters(command=str(GRAPHMEM), args=["mcp", "--namespace", namespace,
                                                                  "--any-namespace"], env=cli_env)

    async def session() -> None:
        async with Client(allowed) as client:
            idea = await call(client, "remember", text="We decided to cache dependencies in CI.", intent="decision",
                              namespace=other)
            assert idea["intent"] == "decision" and idea["importance"] >= 0.9
            assert (await call(client, "stats", namespace=other))["ideas"] >= 1
            hits = (await call(client, "search", query="cache dependencies in CI"))["hits"]
            assert all("cache dependencies" not in h["text"] for h in hits)
            third = await client.call_tool("stats", {"namespace": f"{namespace}-third"})
            assert third.is_error and "--allow-namespace" in third.content[0].text
        async with Client(anywhere) as client:
            assert (await call(client, "stats", namespace=f"{namespace}-third"))["sessions"] == 0

    anyio.run(session)


def test_mcp_wakes_an_agent_up_with_identity_and_core_memory(memory: Memory, namespace: str,
                                                             cli_env: dict[str, str], tmp_path: Path) -> None:
    corpus = tmp_path / "ci.chat.json"
    corpus.write_text(json.dumps(CI_HISTORY))
    memory.ingest([corpus], namespace, "chat")
    server = StdioServerParameters(command=str(GRAPHMEM), args=["mcp", "--namespace", namespace], env=cli_env)

    async def session() -> None:
        async with Client(server) as client:
            assert (await call(client, "identity"))["identity"] is None
            made = await call(client, "set_identity", text="I am the CI maintainer of this project.")
            assert made["namespace"] == namespace and made["text"] == "I am the CI maintainer of this project."
            assert (await call(client, "identity"))["identity"]["text"] == made["text"]

            core = await call(client, "core_memory", budget_chars=1000)
            assert "## Current facts (what we use now)" in core["text"] and "GitHub Actions" in core["text"]
            assert core["chars"] <= 1000 and all(item["turn_id"] for item in core["items"])
            woken = await call(client, "context", layered=True, budget_tokens=400)
            assert woken["text"].startswith("Recalled memory (graphmem") and woken["tokens"] <= 400
            assert [layer["label"] for layer in woken["layers"] if layer["text"]][:2] == [
                "L0 identity", "L1 essentials (core memory)"]
            assert all(layer["tokens"] <= layer["budget_tokens"] for layer in woken["layers"])

            assert (await call(client, "clear_identity"))["cleared"] is True
            assert (await call(client, "identity"))["identity"] is None
            refused = await client.call_tool("set_identity", {"text": "x", "namespace": f"{namespace}-other"})
            assert refused.is_error and "serves namespace" in refused.content[0].text

    anyio.run(session)
