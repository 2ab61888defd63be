"""Named search recipes and HyDE as part of the search request, through Python, GraphQL, the CLI and MCP."""

from __future__ import annotations

import json
import subprocess

import anyio
import pytest
from mcp import Client

from graphmem.api.app import create_app
from graphmem.integrations.mcp_server import build_server
from graphmem.retrieve.hyde import NO_LLM
from graphmem.retrieve.recipes import RECIPES, Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from graphmem.store.hits import HitKind
from tests.conftest import REPO, SharedMemory
from tests.live_service import local_client
from tests.test_mcp import CI_HISTORY

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")
CI_QUESTION = "which CI did we use before GitHub Actions?"


@pytest.fixture(scope="module")
def ci(memory: Memory, tmp_path_factory: pytest.TempPathFactory) -> str:
    """A namespace holding a CI history (two facts), a decision, an open question and a to-do."""
    ns = "t-recipes"
    corpus = tmp_path_factory.mktemp("recipes") / "ci.chat.json"
    corpus.write_text(json.dumps(CI_HISTORY))
    memory.ingest([corpus], ns, "chat")
    memory.remember("We decided to cache dependencies in CI.", ns, "decision")
    memory.remember("Should CI also run the end-to-end tests on every pull request?", ns, "question")
    memory.remember("Move the CI secrets into the vault.", ns, "todo")
    return ns


def test_every_recipe_says_what_it_runs() -> None:
    assert set(RECIPES) == set(Recipe)
    assert all(recipe.spec.description and recipe.spec.retrievers and recipe.spec.kinds for recipe in Recipe)


def test_facts_only_answers_a_time_question_with_facts(memory: Memory, ci: str) -> None:
    hits = memory.search(SearchRequest.from_recipe(Recipe.FACTS_ONLY, CI_QUESTION, ci)).hits
    assert hits and {h.kind for h in hits} == {HitKind.FACT}
    assert "jenkins" in hits[0].text.lower() and "timeline" in hits[0].via


def test_decisions_and_open_items_keep_to_their_intents(memory: Memory, ci: str) -> None:
    decisions = memory.search(SearchRequest.from_recipe(Recipe.DECISIONS, "what did we decide about CI", ci)).hits
    assert "We decided to cache dependencies in CI." in [h.text for h in decisions]
    assert {(h.kind, h.intent) for h in decisions} == {(HitKind.IDEA, "decision")}
    open_items = memory.search(SearchRequest.from_recipe(Recipe.OPEN_ITEMS, "what is still open in CI", ci)).hits
    assert {(h.kind, h.intent) for h in open_items} == {(HitKind.IDEA, "question"), (HitKind.IDEA, "todo")}


def test_a_recipe_is_refined_by_explicit_arguments(memory: Memory, ci: str) -> None:
    turns = memory.search(SearchRequest.from_recipe(Recipe.VECTOR_ONLY, "Jenkins build box", ci,
                                                    kinds=(HitKind.TURN,))).hits
    assert turns and {h.kind for h in turns} == {HitKind.TURN} and {v for h in turns for v in h.via} == {"vector"}


def test_graphql_search_takes_a_recipe(memory: Memory, ci: str) -> None:
    client = local_client(create_app(memory))
    query = """query($ns: String, $recipe: Recipe!) { search(query: "which CI did we use before GitHub Actions?",
               namespace: $ns, recipe: $recipe) { hits { kind via } } }"""
    facts = client.post("/graphql", json={"query": query, "variables": {"ns": ci, "recipe": "FACTS_ONLY"}}).json()
    assert {h["kind"] for h in facts["data"]["search"]["hits"]} == {"FACT"}
    fulltext = client.post("/graphql", json={"query": query, "variables": {"ns": ci, "recipe": "FULLTEXT_ONLY"}}).json()
    assert {v for h in fulltext["data"]["search"]["hits"] for v in h["via"]} == {"fulltext"}


def test_cli_search_with_a_recipe_and_hyde_but_no_llm_warns(ci: str, cli_env: dict[str, str]) -> None:
    result = subprocess.run([GRAPHMEM, "search", CI_QUESTION, "--namespace", ci, "--recipe", "facts-only", "--hyde",
                             "--json"], env=cli_env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["warnings"] == [NO_LLM] and found["hydeText"] is None
    assert found["hits"] and {h["kind"] for h in found["hits"]} == {"fact"}
    table = subprocess.run([GRAPHMEM, "search", CI_QUESTION, "--namespace", ci, "--hyde"], env=cli_env,
                           capture_output=True, text=True, timeout=300)
    assert table.returncode == 0 and "needs an LLM" in table.stderr and "Jenkins" in table.stdout


def test_mcp_search_with_a_recipe_and_hyde_but_no_llm_warns(memory: Memory, ci: str) -> None:
    async def session() -> None:
        async with Client(build_server(memory.settings, ci, SharedMemory(memory))) as client:
            result = await client.call_tool("search", {"query": CI_QUESTION, "recipe": "facts-only", "hyde": True})
            assert not result.is_error, result.content
            found = result.structured_content
            assert found["warnings"] == [NO_LLM] and found["hyde_text"] is None
            assert found["hits"] and {h["kind"] for h in found["hits"]} == {"fact"}

    anyio.run(session)


def test_an_unknown_kind_or_retriever_is_refused_with_the_choices() -> None:
    from graphmem.errors import BadInput

    with pytest.raises(BadInput, match=r"unknown kinds \['ideas'\]; use \['idea', 'turn', 'span', 'fact'\]"):
        SearchRequest(query="x", namespace="n", kinds=("ideas",))  # type: ignore[arg-type]
    with pytest.raises(BadInput, match=r"unknown retrievers \['bm25'\]"):
        SearchRequest(query="x", namespace="n", retrievers=frozenset({"bm25"}))  # type: ignore[arg-type]
