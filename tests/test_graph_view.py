"""The graph view's API: what a search hit, a session or a clicked node is connected to, from
GraphQL over the timeline corpus, in its namespace only; and the namespaces a caller may pick."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from starlette.testclient import TestClient

from graphmem.api.app import create_app
from graphmem.service import Memory
from tests.conftest import DATA
from tests.live_service import local_client

GRAPH = "nodes { id kind text detail sessionId sourceTurnIds superseded at } edges { source target type }"


@pytest.fixture(scope="module")
def corpus(memory: Memory) -> Iterator[str]:
    """The timeline dev corpus in a namespace of its own."""
    ns = f"t-graph-{uuid.uuid4().hex[:8]}"
    memory.ingest([DATA / "timeline_dev" / "corpus.chat.json"], ns, "chat")
    yield ns
    memory.forget(ns, all=True)


def client(memory: Memory, **changes: Any) -> TestClient:
    settings = replace(memory.settings, request_timeout_s=60.0, **changes)
    return local_client(create_app(Memory(settings, store=memory.store, embedder=memory.embedder)))


def ask(app: TestClient, query: str, key: str | None = None, **variables: Any) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    body = app.post("/graphql", json={"query": query, "variables": variables}, headers=headers).json()
    assert "errors" not in body, body["errors"]
    return body["data"]


def by_kind(graph: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [n for n in graph["nodes"] if n["kind"] == kind]


def test_a_search_hit_opens_onto_its_entities_spans_and_facts(memory: Memory, corpus: str) -> None:
    app = client(memory)
    hits = ask(app, "query($ns: String) { search(query: \"which error tracker\", namespace: $ns, kinds: [IDEA]) "
                    "{ hits { id text } } }", ns=corpus)["search"]["hits"]
    sentry = next(h for h in hits if "Sentry" in h["text"])
    graph = ask(app, f"query($ids: [ID!]!, $ns: String) {{ neighbours(ids: $ids, namespace: $ns) {{ {GRAPH} }} }}",
                ids=[sentry["id"]], ns=corpus)["neighbours"]
    ids = {n["id"] for n in graph["nodes"]}
    assert all(e["source"] in ids and e["target"] in ids for e in graph["edges"]), "an edge to a node not drawn"
    [seed] = [n for n in graph["nodes"] if n["id"] == sentry["id"]]
    assert seed["kind"] == "idea" and seed["sessionId"].startswith("dev/s") and seed["sourceTurnIds"]
    entity = next(n for n in by_kind(graph, "entity") if n["text"] == "Sentry")
    assert {"source": sentry["id"], "target": entity["id"], "type": "MENTIONS"} in graph["edges"]
    assert by_kind(graph, "span") and any(e["type"] == "IN_SPAN" for e in graph["edges"])

    # Clicking the entity expands it: its facts, each with its subject and object, and the chain.
    sentry_graph = ask(app, f"query($ids: [ID!]!, $ns: String) {{ neighbours(ids: $ids, namespace: $ns) {{ {GRAPH} }} }}",
                       ids=[entity["id"]], ns=corpus)["neighbours"]
    facts = by_kind(sentry_graph, "fact")
    assert any(f["detail"] == "error tracking" and not f["superseded"] for f in facts), facts
    fact = next(f for f in facts if f["detail"] == "error tracking")
    assert {e["type"] for e in sentry_graph["edges"] if e["source"] == fact["id"]} >= {"SUBJECT", "OBJECT"}

    # Clicking the fact brings the state it replaced (Rollbar), closed, and the ideas of its evidence.
    fact_graph = ask(app, f"query($ids: [ID!]!, $ns: String) {{ neighbours(ids: $ids, namespace: $ns) {{ {GRAPH} }} }}",
                     ids=[fact["id"]], ns=corpus)["neighbours"]
    [rollbar] = [f for f in by_kind(fact_graph, "fact") if f["id"] != fact["id"]]
    assert "Rollbar" in rollbar["text"] and rollbar["superseded"] and rollbar["sessionId"].startswith("dev/s")
    assert {"source": rollbar["id"], "target": fact["id"], "type": "REPLACED_BY"} in fact_graph["edges"]
    assert any(e["type"] == "EVIDENCE" and e["source"] == fact["id"] for e in fact_graph["edges"])


def test_a_session_graph_holds_its_spans_ideas_entities_and_the_facts_it_states(memory: Memory, corpus: str) -> None:
    app = client(memory)
    graph = ask(app, f"query($ns: String) {{ sessionGraph(id: \"dev/s15\", namespace: $ns) {{ {GRAPH} }} }}",
                ns=corpus)["sessionGraph"]
    kinds = {n["kind"] for n in graph["nodes"]}
    assert {"idea", "span", "entity"} <= kinds, kinds
    assert all(n["sessionId"] == "dev/s15" for n in graph["nodes"] if n["kind"] in ("span",))
    assert all(any(t.startswith("dev/s15") for t in n["sourceTurnIds"]) for n in by_kind(graph, "fact"))
    assert ask(app, "query($ns: String) { sessionGraph(id: \"no/such\", namespace: $ns) { nodes { id } } }",
               ns=corpus)["sessionGraph"] is None


def test_a_cited_turn_is_found_with_its_session(memory: Memory, corpus: str) -> None:
    app = client(memory)
    [fact, *_] = ask(app, "query($ns: String) { timeline(entity: \"Sentry\", namespace: $ns) { sourceTurnIds } }",
                     ns=corpus)["timeline"]
    turn_id = fact["sourceTurnIds"][0]
    turn = ask(app, "query($id: ID!, $ns: String) { turn(id: $id, namespace: $ns) { externalId sessionId text } }",
               id=turn_id, ns=corpus)["turn"]
    assert turn["externalId"] == turn_id and turn_id.startswith(turn["sessionId"])
    assert ask(app, "query($id: ID!) { turn(id: $id, namespace: \"t-nothing-here\") { text } }", id=turn_id)["turn"] is None


def test_the_graph_of_another_namespace_ids_is_empty(memory: Memory, corpus: str, namespace: str) -> None:
    app = client(memory)
    hits = ask(app, "query($ns: String) { search(query: \"error tracker\", namespace: $ns) { hits { id } } }",
               ns=corpus)["search"]["hits"]
    graph = ask(app, "query($ids: [ID!]!, $ns: String) { neighbours(ids: $ids, namespace: $ns) { nodes { id } edges { type } } }",
                ids=[h["id"] for h in hits], ns=namespace)["neighbours"]
    assert graph == {"nodes": [], "edges": []}


def test_the_namespace_picker_lists_every_namespace_locally_and_only_the_keys_own_with_keys(
        memory: Memory, corpus: str) -> None:
    local = ask(client(memory), "{ namespaces { name sessions } }")["namespaces"]
    assert {"name": corpus, "sessions": memory.stats(corpus)["sessions"]} in local
    keyed = client(memory, api_keys=f"k-graph-1={corpus}")
    assert ask(keyed, "{ namespaces { name sessions } }", key="k-graph-1")["namespaces"] == \
        [{"name": corpus, "sessions": memory.stats(corpus)["sessions"]}]
    refused = keyed.post("/graphql", json={"query": "{ namespaces { name } }"}).json()
    assert "missing or unknown API key" in refused["errors"][0]["message"]
