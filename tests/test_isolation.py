"""Security: two namespaces that share entity names, session ids and turn ids never see each
other through any shell (GraphQL, REST, CLI, MCP) or path (vector, fulltext, entity, timeline,
expansion); injection attempts stay data; limits answer with clear errors; secrets stay hidden.

Namespace A's memories carry the word MARMOT, B's the word NARWHAL: a reader of one namespace
must never get the other's word back, whatever it asks.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any

import pytest
from mcp import Client
from starlette.testclient import TestClient

from graphmem.api.app import create_app
from graphmem.api.auth import KeyRing
from graphmem.errors import BadInput
from graphmem.integrations.mcp_server import build_server
from graphmem.retrieve.request import SearchRequest
from graphmem.retrieve.retrievers import Family
from graphmem.store.hits import HitKind
from graphmem.service import Memory
from tests.conftest import REPO, SharedMemory
from tests.live_service import free_port, local_client
from tests.reporting import print_to_terminal
from tests.snapshot import snapshot

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")
TAGS = {"a": "MARMOT", "b": "NARWHAL"}
KEYS = {"a": "key-a-7f3e9c1d2b", "b": "key-b-0a4d8e6f5c"}


def turn(tid: str, who: str, at: str, text: str) -> dict[str, str]:
    """One chat turn."""
    return {"id": tid, "speaker": who, "role": "user", "at": at, "text": text}


def history(tag: str) -> dict[str, Any]:
    """The same project history in both namespaces (same ids, same entities), tagged per namespace."""
    return {"format": "graphmem-chat/1", "sessions": [
        {"id": "shared/s1", "title": f"Orders database ({tag})", "started_at": "2024-01-10T09:00:00", "turns": [
            turn("t1", "ann", "2024-01-10T09:00:00", f"We use MySQL for the orders database of the {tag} team."),
            turn("t2", "bob", "2024-01-10T09:01:00", f"Why is the {tag} orders dashboard so slow?"),
            turn("t3", "ann", "2024-01-10T09:02:00", f"The {tag} dashboard is slow because MySQL lacks an index on orders.")]},
        {"id": "shared/s2", "title": f"Moving to PostgreSQL ({tag})", "started_at": "2024-03-05T10:00:00", "turns": [
            turn("t1", "bob", "2024-03-05T10:00:00",
                 f"We moved the orders database from MySQL to PostgreSQL because of the {tag} outage."),
            turn("t2", "ann", "2024-03-05T10:01:00", f"We decided to run PostgreSQL on the {tag} cluster.")]},
    ]}


@dataclass
class Matrix:
    """Every (shell, operation, reader) cell checked; a cell fails when the other tag shows."""

    cells: list[tuple[str, str, str]] = field(default_factory=list)

    def check(self, shell: str, operation: str, reader: str, output: Any, expect_own: bool = False) -> None:
        text = output if isinstance(output, str) else json.dumps(output, default=str)
        other = TAGS["b" if reader == "a" else "a"]
        assert other not in text, f"{shell} {operation} for namespace {reader} leaked {other}: {text[:600]}"
        if expect_own:
            assert TAGS[reader] in text, f"{shell} {operation} for namespace {reader} found nothing: {text[:600]}"
        self.cells.append((shell, operation, reader))


@pytest.fixture(scope="module")
def spaces(memory: Memory, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """Namespaces a and b with their histories ingested."""
    folder = tmp_path_factory.mktemp("isolation")
    names = {}
    for reader, tag in TAGS.items():
        ns = f"t-iso-{reader}-{folder.name[-8:]}"
        path = folder / f"{reader}.chat.json"
        path.write_text(json.dumps(history(tag)))
        memory.ingest([path], ns, "chat")
        memory.set_identity(f"The {tag} team's project.", ns)
        names[reader] = ns
    yield names
    for ns in names.values():
        memory.forget(ns, all=True)


@pytest.fixture(scope="module")
def matrix(request: pytest.FixtureRequest) -> Iterator[Matrix]:
    """The cells of every isolation test in this module, printed at the end."""
    found = Matrix()
    yield found
    shells = sorted({c[0] for c in found.cells})
    print_to_terminal(request, f"isolation matrix: {len(found.cells)} cells checked ("
                      + ", ".join(f"{s} {sum(c[0] == s for c in found.cells)}" for s in shells) + ")")


def app_client(memory: Memory, **changes: Any) -> TestClient:
    """The app over the test's Neo4j and model, with changed settings; a generous request timeout,
    because one document runs its fields in parallel and this machine's cores are shared."""
    settings = replace(memory.settings, request_timeout_s=60.0, **changes)
    return local_client(create_app(Memory(settings, store=memory.store, embedder=memory.embedder)))


def keyed_client(memory: Memory, spaces: dict[str, str]) -> TestClient:
    """The app with an API key per namespace."""
    return app_client(memory, api_keys=",".join(f"{KEYS[r]}={ns}" for r, ns in spaces.items()))


def graphql(client: TestClient, query: str, variables: dict[str, Any] | None = None,
            key: str | None = None) -> dict[str, Any]:
    """POST a GraphQL request and return its JSON body (always HTTP 200 for GraphQL-level errors)."""
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    response = client.post("/graphql", json={"query": query, "variables": variables or {}}, headers=headers)
    assert response.status_code == 200, response.text
    assert "Traceback" not in response.text
    return response.json()


READ_FIELDS = {
    "search": 'search(query: $q, namespace: $ns, limit: 50) { hits { id text sessionId sourceTurnIds } }',
    "search ideas": 'search(query: $q, namespace: $ns, kinds: [IDEA], limit: 50) { hits { text } }',
    "search turns": 'search(query: $q, namespace: $ns, kinds: [TURN], limit: 50) { hits { text } }',
    "search spans": 'search(query: $q, namespace: $ns, kinds: [SPAN], limit: 50) { hits { text } }',
    "search facts": 'search(query: $q, namespace: $ns, kinds: [FACT], limit: 50) { hits { text } }',
    "search expand 2 superseded": 'search(query: $q, namespace: $ns, expand: 2, includeSuperseded: true, limit: 50) { hits { text } }',
    "search asOf": 'search(query: "what did we use before PostgreSQL", namespace: $ns, asOf: "2024-02-01T00:00:00Z") { hits { text } }',
    "search hyde": 'search(query: $q, namespace: $ns, hyde: true) { hits { text } warnings }',
    "context": 'context(query: $q, namespace: $ns, budgetTokens: 2000) { text }',
    "context layered": 'context(query: $q, namespace: $ns, budgetTokens: 2000, layered: true) { text layers { text } }',
    "core": 'core(namespace: $ns, budgetChars: 20000) { text items { text sessionId sessionTitle } }',
    "identity": 'identity(namespace: $ns) { text }',
    "timeline": 'timeline(entity: "PostgreSQL", namespace: $ns) { text object }',
    "before": 'before(entity: "PostgreSQL", namespace: $ns) { text object }',
    "after": 'after(entity: "MySQL", namespace: $ns) { text object }',
    "session s1": 'session(id: "shared/s1", namespace: $ns) { title turns { text } spans { summary } }',
    "session s2": 'session(id: "shared/s2", namespace: $ns) { title turns { text } }',
    "stats": 'stats(namespace: $ns) { namespace sessions turns ideas facts }',
    "recentSessions": 'recentSessions(namespace: $ns, limit: 50) { title }',
    "recentIdeas": 'recentIdeas(namespace: $ns, limit: 50) { text }',
    "sessionGraph s1": 'sessionGraph(id: "shared/s1", namespace: $ns) { nodes { text sessionId } edges { type } }',
    "turn t1": 'turn(id: "t1", namespace: $ns, sessionId: "shared/s2") { text sessionId }',
    "topics": 'topics(namespace: $ns, limit: 1000) { label summary sessionId }',
    "taxonomy": 'taxonomy(namespace: $ns) { areas { name topics { label summary } } }',
}
QUESTION = "orders database dashboard PostgreSQL MySQL outage cluster"


def read_query(names: list[str]) -> str:
    """One GraphQL document with each read field under an alias (within the alias limit)."""
    body = "\n".join(f"f{i}: {READ_FIELDS[n]}" for i, n in enumerate(names))
    variables = "$q: String!, $ns: String" if "$q" in body else "$ns: String"
    return f"query({variables}) {{\n{body}\n}}"


def read_all(client: TestClient, ns: str | None, key: str | None = None) -> dict[str, Any]:
    """Every read field for one namespace, keyed by field name."""
    names = list(READ_FIELDS)
    out: dict[str, Any] = {}
    for chunk in (names[i:i + 5] for i in range(0, len(names), 5)):
        body = graphql(client, read_query(chunk), {"q": QUESTION, "ns": ns}, key)
        assert "errors" not in body, body["errors"]
        out.update({n: body["data"][f"f{i}"] for i, n in enumerate(chunk)})
    return out


def other(reader: str) -> str:
    return "b" if reader == "a" else "a"


def test_graphql_reads_never_cross_namespaces(memory: Memory, spaces: dict[str, str], matrix: Matrix) -> None:
    local = app_client(memory)
    keyed = keyed_client(memory, spaces)
    own_words = {"search", "search turns", "context", "context layered", "identity", "session s1", "session s2", "timeline", "recentIdeas",
                 "sessionGraph s1", "turn t1"}
    for reader, ns in spaces.items():
        for mode, result in (("graphql (namespace argument)", read_all(local, ns)),
                             ("graphql (API key)", read_all(keyed, None, KEYS[reader]))):
            for name, value in result.items():
                matrix.check(mode, name, reader, value, expect_own=name in own_words)
            assert result["stats"]["namespace"] == ns
            assert {k: result["stats"][k] for k in ("sessions", "turns", "ideas", "facts")} == \
                {k: memory.stats(ns)[k] for k in ("sessions", "turns", "ideas", "facts")}
        # The other namespace's ids resolve to nothing here, although both hold "shared/s1".
        theirs = memory.search(SearchRequest(query=QUESTION, namespace=spaces[other(reader)], kinds=(HitKind.IDEA,)))
        for hit in theirs.hits[:5]:
            body = graphql(local, "query($id: ID!, $ns: String) { idea(id: $id, namespace: $ns) { text } }",
                           {"id": hit.id, "ns": ns})
            assert body["data"]["idea"] is None
            matrix.check("graphql (namespace argument)", "idea of the other namespace", reader, body)
        graph = graphql(local, "query($ids: [ID!]!, $ns: String) { neighbours(ids: $ids, namespace: $ns) { nodes { text } } }",
                        {"ids": [h.id for h in theirs.hits], "ns": ns})
        assert graph["data"]["neighbours"]["nodes"] == []
        matrix.check("graphql (namespace argument)", "graph around the other namespace's hits", reader, graph)
        mine = memory.search(SearchRequest(query=QUESTION, namespace=ns, kinds=(HitKind.IDEA,))).hits[0]
        body = graphql(keyed, "query($id: ID!) { idea(id: $id) { text relations { text } } }", {"id": mine.id}, KEYS[reader])
        matrix.check("graphql (API key)", "idea", reader, body, expect_own=True)


def test_an_api_key_cannot_name_another_namespace(memory: Memory, spaces: dict[str, str], matrix: Matrix) -> None:
    keyed = keyed_client(memory, spaces)
    before = snapshot(memory.store, spaces["b"])
    attempts = {**{n: read_query([n]) for n in READ_FIELDS},
                "idea": "query($ns: String) { idea(id: \"x\", namespace: $ns) { text } }",
                "remember": 'mutation($ns: String) { remember(text: "MARMOT was here", namespace: $ns) { id } }',
                "ingest": 'mutation($ns: String) { ingest(input: {payload: {session_summary: "MARMOT"}, namespace: $ns}) { namespace } }',
                "invalidateFact": 'mutation($ns: String) { invalidateFact(id: "x", namespace: $ns) { id } }',
                "forget": 'mutation($ns: String) { forget(sessionId: "shared/s1", namespace: $ns) { sessions } }',
                "reflect": 'mutation($ns: String) { reflect(namespace: $ns) { insights { text } } }',
                "setIdentity": 'mutation($ns: String) { setIdentity(text: "MARMOT", namespace: $ns) { text } }',
                "clearIdentity": 'mutation($ns: String) { clearIdentity(namespace: $ns) }'}
    for name, query in attempts.items():
        body = graphql(keyed, query, {"q": QUESTION, "ns": spaces["b"]}, KEYS["a"])
        assert body.get("data") is None or not any(body["data"].values()), body
        assert "cannot use" in body["errors"][0]["message"], body
        matrix.check("graphql (API key)", f"{name} naming the other namespace", "a", body)
        for key in (None, "not-a-key"):
            denied = graphql(keyed, query, {"q": QUESTION, "ns": spaces["a"]}, key)
            assert "missing or unknown API key" in denied["errors"][0]["message"]
            assert "not-a-key" not in json.dumps(denied)
    assert snapshot(memory.store, spaces["b"]) == before


def test_rest_ingest_writes_only_the_keys_namespace(memory: Memory, spaces: dict[str, str], matrix: Matrix) -> None:
    keyed = keyed_client(memory, spaces)
    before = snapshot(memory.store, spaces["b"])
    payload = {"session_summary": "MARMOT retro: we decided to keep PostgreSQL.", "key_decisions": ["Keep PostgreSQL."]}
    for namespace, key, status in ((spaces["b"], KEYS["a"], 403), (None, None, 403), (None, "wrong", 403),
                                   (None, KEYS["a"], 200)):
        params = {"namespace": namespace} if namespace else {}
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        response = keyed.post("/v1/memory/ingest", json=payload, params=params, headers=headers)
        assert response.status_code == status, response.text
        matrix.check("rest", f"ingest ns={namespace and 'other'} key={key and 'set'}", "a", response.text)
    assert snapshot(memory.store, spaces["b"]) == before
    assert any("MARMOT retro" in h.text for h in memory.search(
        SearchRequest(query="MARMOT retro PostgreSQL", namespace=spaces["a"])).hits)


def test_graphql_writes_stay_in_the_keys_namespace(memory: Memory, spaces: dict[str, str], matrix: Matrix) -> None:
    keyed = keyed_client(memory, spaces)
    before = snapshot(memory.store, spaces["b"])
    theirs = memory.timeline("PostgreSQL", spaces["b"])
    assert theirs
    wrote = graphql(keyed, 'mutation { remember(text: "MARMOT note: PostgreSQL backups run nightly.") { id text } }',
                    key=KEYS["a"])
    matrix.check("graphql (API key)", "remember", "a", wrote, expect_own=True)
    ingested = graphql(keyed, 'mutation { ingest(input: {payload: {session_summary: "MARMOT sync about PostgreSQL"}}) '
                              '{ namespace added } }', key=KEYS["a"])
    assert ingested["data"]["ingest"]["namespace"] == spaces["a"]
    matrix.check("graphql (API key)", "ingest", "a", ingested)
    refused = graphql(keyed, "mutation($id: ID!) { invalidateFact(id: $id) { id } }", {"id": theirs[0].id}, KEYS["a"])
    assert "no fact" in refused["errors"][0]["message"]
    matrix.check("graphql (API key)", "invalidateFact of the other namespace's fact", "a", refused)
    assert memory.timeline("PostgreSQL", spaces["b"]) == theirs
    assert snapshot(memory.store, spaces["b"]) == before


def test_every_retriever_and_expansion_stays_in_its_namespace(memory: Memory, spaces: dict[str, str],
                                                               matrix: Matrix) -> None:
    for reader, ns in spaces.items():
        for kind in HitKind:
            for retriever in Family:
                for expand in (0, 3):
                    result = memory.search(SearchRequest(
                        query="what did we use before PostgreSQL for the orders database", namespace=ns, limit=100,
                        kinds=(kind,), retrievers=frozenset({retriever}), expand=expand, include_superseded=True))
                    matrix.check("search", f"{retriever} {kind} expand {expand}", reader,
                                 [(h.text, h.session_id) for h in result.hits])
        as_of = memory.search(SearchRequest(query="orders database", namespace=ns, limit=100,
                                            as_of=datetime(2024, 2, 1, tzinfo=timezone.utc)))
        matrix.check("search", "asOf", reader, [h.text for h in as_of.hits])
        for name, call in (("timeline", memory.timeline), ("before", memory.before), ("after", memory.after)):
            for entity in ("PostgreSQL", "MySQL", "postgres"):
                matrix.check("facts", f"{name} {entity}", reader, [f.text for f in call(entity, ns)])
        matrix.check("session", "shared/s1", reader, memory.session("shared/s1", ns), expect_own=True)


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([GRAPHMEM, *args], env=env, capture_output=True, text=True, timeout=300)


def test_cli_commands_stay_in_their_namespace(spaces: dict[str, str], cli_env: dict[str, str], matrix: Matrix) -> None:
    commands = {
        "search": ["search", QUESTION, "--json", "--limit", "50", "--expand", "2", "--include-superseded"],
        "timeline": ["timeline", "PostgreSQL", "--json"],
        "before": ["before", "PostgreSQL", "--json"],
        "after": ["after", "MySQL", "--json"],
        "stats": ["stats", "--json"],
        "topics": ["topics", "--json"],
        "taxonomy": ["taxonomy", "--json"],
    }
    runs = [(reader, name, [*args, "--namespace", ns]) for reader, ns in spaces.items() for name, args in commands.items()]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda run: _cli(cli_env, *run[2]), runs))
    for (reader, name, _), result in zip(runs, results):
        assert result.returncode == 0, result.stderr
        matrix.check("cli", name, reader, result.stdout + result.stderr, expect_own=name == "search")
    # `graphmem cypher` is an operator's tool: it reads the whole database (every namespace), read-only.
    both = _cli(cli_env, "cypher", "MATCH (s:Session {external_id: 'shared/s1'}) RETURN s.namespace AS ns", "--json")
    assert set(spaces.values()) <= {r["ns"] for r in json.loads(both.stdout)}
    refused = _cli(cli_env, "cypher", "MATCH (s:Session) DETACH DELETE s")
    assert refused.returncode == 1 and "read-only" in refused.stderr


def test_mcp_tools_stay_in_their_namespace(memory: Memory, spaces: dict[str, str], matrix: Matrix) -> None:
    calls = {"search": {"query": QUESTION, "limit": 50, "include_superseded": True},
             "context": {"query": QUESTION, "budget_tokens": 2000},
             "context layered": {"query": QUESTION, "budget_tokens": 2000, "layered": True},
             "core_memory": {"budget_chars": 20000}, "identity": {},
             "timeline": {"entity": "PostgreSQL"}, "before": {"entity": "PostgreSQL"},
             "after": {"entity": "MySQL"}, "stats": {}, "topics": {}, "taxonomy": {}}

    async def session(reader: str, ns: str) -> None:
        async with Client(build_server(memory.settings, ns, SharedMemory(memory))) as client:
            for tool, arguments in calls.items():
                for explicit in (False, True):
                    result = await client.call_tool(tool.split()[0], {**arguments, **({"namespace": ns} if explicit else {})})
                    assert not result.is_error, result.content
                    matrix.check("mcp", f"{tool}{' (namespace argument)' if explicit else ''}", reader,
                                 result.structured_content,
                                 expect_own=tool in {"search", "context", "context layered", "identity", "timeline"})
            theirs = memory.timeline("PostgreSQL", spaces[other(reader)])[0].id
            refused = await client.call_tool("invalidate_fact", {"fact_id": theirs})
            assert refused.is_error and "no fact" in str(refused.content)
            matrix.check("mcp", "invalidate_fact of the other namespace's fact", reader, str(refused.content))

    for reader, ns in spaces.items():
        asyncio.run(session(reader, ns))


INJECTIONS = [
    'title:MARMOT', 'NARWHAL OR *', '"unterminated', '*:*', '(((', ')', '[a TO z]', '{!lucene}', '/N.*L/', 'a~2',
    'field:value^10', '\\', '&& || !', 'namespace:*', 'MATCH (n) DETACH DELETE n',
    "x'}) MATCH (n) DETACH DELETE n //", '$ns', '`Idea`', 'CALL db.labels()', 'RETURN 1 AS x UNION MATCH (n) RETURN n',
    "\u0000\u2028\uffff", "🦭" * 50,
]


def test_injection_stays_data(memory: Memory, spaces: dict[str, str], matrix: Matrix) -> None:
    client = app_client(memory)
    other_before = snapshot(memory.store, spaces["b"])
    query = """query($q: String!, $ns: String, $e: String!) {
      search(query: $q, namespace: $ns, limit: 20) { hits { text } }
      timeline(entity: $e, namespace: $ns) { text } before(entity: $e, namespace: $ns) { text }
      session(id: $q, namespace: $ns) { title } idea(id: $q, namespace: $ns) { text } }"""
    for text in INJECTIONS:
        body = graphql(client, query, {"q": text, "ns": spaces["a"], "e": text})
        messages = [e["message"] for e in body.get("errors", [])]
        assert all("internal error" not in m for m in messages), messages
        matrix.check("injection", f"query/entity/id {text[:20]!r}", "a", body)
    # Cypher-looking namespaces are names like any other: stored apart, read back apart.
    for hostile in ("a'}) MATCH (n) DETACH DELETE n //", "`Idea` {namespace: 'x'}", "$ns", "NARWHAL OR *"):
        wrote = graphql(client, 'mutation($ns: String) { remember(text: "a hostile namespace note", namespace: $ns) { id } }',
                        {"ns": hostile})
        assert "errors" not in wrote, wrote
        read = graphql(client, 'query($ns: String) { search(query: "note", namespace: $ns) { hits { text } } '
                               'stats(namespace: $ns) { sessions ideas } }', {"ns": hostile})
        assert read["data"]["stats"]["sessions"] == 1 and [h["text"] for h in read["data"]["search"]["hits"]][:1] == \
            ["a hostile namespace note"]
        matrix.check("injection", f"namespace {hostile[:20]!r}", "a", read)
        memory.forget(hostile, all=True)
    for bad in ("", " ", "x" * 129, "tab\there", "new\nline"):
        with pytest.raises(BadInput, match="namespace must be"):
            memory.stats(bad)
    assert snapshot(memory.store, spaces["b"]) == other_before


def test_graphql_abuse_is_refused_with_clear_errors(memory: Memory) -> None:
    client = app_client(memory)
    aliases = "{ " + " ".join(f"s{i}: stats {{ turns }}" for i in range(16)) + " }"
    for _ in range(2):  # the second answer comes from the validation cache
        assert "aliases" in graphql(client, aliases)["errors"][0]["message"].lower()
    # The schema has no cycles (its deepest path is 3), so the depth cap of 8 guards future types;
    # cycles through fragments are refused by validation, and introspection is bounded by the schema.
    cycle = "{ ...a } fragment a on Query { ...b } fragment b on Query { ...a }"
    assert "cannot spread fragment" in graphql(client, cycle)["errors"][0]["message"].lower()
    tokens = "{ stats { " + " ".join(["turns"] * 2100) + " } }"
    assert "token" in graphql(client, tokens)["errors"][0]["message"].lower()
    batch = client.post("/graphql", json=[{"query": "{ stats { turns } }"}] * 50)
    assert batch.status_code == 400 and "Batching is not enabled" in batch.text
    limit = graphql(client, '{ search(query: "x", limit: 100000) { hits { text } } }')
    assert "limit must be between 1 and 100" in limit["errors"][0]["message"]
    long_query = graphql(client, 'query($q: String!) { search(query: $q) { hits { text } } }', {"q": "word " * 1000})
    assert "longer than 4000 characters" in long_query["errors"][0]["message"]
    long_note = graphql(client, 'mutation($t: String!) { remember(text: $t) { id } }', {"t": "x" * 20_001})
    assert "longer than 20000 characters" in long_note["errors"][0]["message"]


def test_huge_bodies_get_413_with_a_clear_message(memory: Memory) -> None:
    client = app_client(memory, max_body_bytes=10_000)
    big = {"session_summary": "x" * 20_000}
    for path in ("/v1/memory/ingest", "/graphql"):
        declared = client.post(path, json=big)
        streamed = client.post(path, content=(b"x" * 1000 for _ in range(30)), headers={"content-type": "application/json"})
        for response in (declared, streamed):
            assert response.status_code == 413, response.text
            assert "request body over 10000 bytes" in response.json()["error"]
            assert "GRAPHMEM_MAX_BODY_BYTES" in response.json()["error"]


def test_api_keys_are_compared_in_constant_time(memory: Memory, spaces: dict[str, str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # (That keys and the Neo4j password never reach the server log: test_load_smoke.py.)
    compared: list[int] = []
    real = hmac.compare_digest

    def counting(a: bytes, b: bytes) -> bool:
        compared.append(1)
        return real(a, b)

    ring = KeyRing(replace(memory.settings, api_keys=",".join(f"{KEYS[r]}={ns}" for r, ns in spaces.items())))
    monkeypatch.setattr(hmac, "compare_digest", counting)
    assert ring.namespace_for_key(KEYS["a"]) == spaces["a"]
    assert ring.namespace_for_key("key-a-7f3e9c1d2X") is None
    assert len(compared) == 4, "every configured key is compared, also after a match"


def test_local_mode_refuses_to_listen_beyond_loopback(cli_env: dict[str, str]) -> None:
    refused = _cli({**cli_env, "GRAPHMEM_API_KEYS": ""}, "serve", "--host", "0.0.0.0", "--port", "1")
    assert refused.returncode == 1
    assert "refusing to bind 0.0.0.0 without API keys" in " ".join(refused.stderr.split())


@pytest.mark.parametrize("keys", [",", " , ,", ",,\t"])
def test_api_keys_that_name_no_key_are_refused_not_read_as_local_mode(cli_env: dict[str, str], keys: str) -> None:
    for host in ("0.0.0.0", "127.0.0.1"):
        refused = subprocess.run([GRAPHMEM, "serve", "--host", host, "--port", str(free_port())],
                                 env={**cli_env, "GRAPHMEM_API_KEYS": keys}, capture_output=True, text=True, timeout=60)
        assert refused.returncode != 0, refused
        assert "GRAPHMEM_API_KEYS is set but names no key=namespace pair" in " ".join(refused.stderr.split())


def test_config_masks_every_secret(cli_env: dict[str, str]) -> None:
    secrets = {"GRAPHMEM_NEO4J_PASSWORD": "pw-9f8e7d", "GRAPHMEM_API_KEYS": "k-5c4b3a=ns",
               "GRAPHMEM_LLM_API_KEY": "llm-1a2b3c", "GRAPHMEM_EMBED_API_KEY": "emb-6d5e4f"}
    shown = _cli({**cli_env, **secrets}, "config")
    assert shown.returncode == 0, shown.stderr
    config = json.loads(shown.stdout)
    assert config["neo4j_password"] == config["api_keys"] == config["llm_api_key"] == config["embed_api_key"] == "****"
    for value in secrets.values():
        assert value not in shown.stdout + shown.stderr


def test_forgetting_a_shared_session_id_deletes_only_the_keys_copy(memory: Memory, spaces: dict[str, str],
                                                                    matrix: Matrix) -> None:
    keyed = keyed_client(memory, spaces)
    before = snapshot(memory.store, spaces["b"])
    forgot = graphql(keyed, 'mutation { forget(sessionId: "shared/s2") { namespace sessions turns facts } }', key=KEYS["a"])
    assert forgot["data"]["forget"]["namespace"] == spaces["a"] and forgot["data"]["forget"]["sessions"] == 1, forgot
    matrix.check("graphql (API key)", "forget", "a", forgot)
    assert memory.session("shared/s2", spaces["a"]) is None
    assert memory.session("shared/s2", spaces["b"]) is not None
    assert snapshot(memory.store, spaces["b"]) == before
