"""Retrieval as agents use it: GraphQL search, timelines, isolation, injection, auth, remember."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from graphmem.api.app import create_app
from graphmem.config import Settings, load_settings
from graphmem.retrieve.request import SearchRequest
from graphmem.service import Memory
from tests.conftest import DATA, separate_neo4j
from tests.live_service import local_client

TIMELINE = DATA / "timeline_dev"
SEARCH = """query($q: String!, $ns: String) { search(query: $q, namespace: $ns, limit: 5) {
             hits { id kind text sourceTurnIds via superseded } warnings } }"""


def graphql(client: TestClient, query: str, headers: dict[str, str] | None = None, **variables: object) -> dict:
    response = client.post("/graphql", json={"query": query, "variables": variables}, headers=headers or {})
    assert response.status_code == 200, response.text
    return response.json()


@pytest.fixture(scope="module")
def dev_memory(settings: Settings, memory: Memory) -> Iterator[Memory]:
    """Memory on a server of its own holding the timeline dev corpus alone: which answers make
    the top five depends, by BM25's statistics, on everything else an index holds."""
    with separate_neo4j(settings) as own:
        quiet = Memory(own, embedder=memory.embedder)
        quiet.ensure_schema()
        yield quiet
        quiet.close()


@pytest.fixture(scope="module")
def lumiform(dev_memory: Memory) -> str:
    """The timeline dev corpus ingested once into its own namespace."""
    ns = "t-lumiform"
    dev_memory.ingest([TIMELINE / "corpus.chat.json"], ns, "chat")
    return ns


def test_before_questions_are_answered_from_facts(dev_memory: Memory, lumiform: str) -> None:
    client = local_client(create_app(dev_memory))
    data = graphql(client, """query($ns: String) { before(entity: "Sentry", namespace: $ns) {
                   object validFrom validTo current sourceTurnIds } }""", ns=lumiform)["data"]["before"]
    assert [f["object"] for f in data] == ["Rollbar"]
    assert data[0]["validTo"].startswith("2023-05-22") and not data[0]["current"]
    hits = graphql(client, SEARCH, q="Which error tracker did Lumiform use before Sentry?", ns=lumiform)
    top = hits["data"]["search"]["hits"]
    assert "rollbar" in top[0]["text"].lower() and "timeline" in top[0]["via"]


def test_namespaces_never_see_each_other(memory: Memory, tmp_path: Path) -> None:
    for ns, text in (("t-iso-a", "We moved billing to PostgreSQL in March."),
                     ("t-iso-b", "PostgreSQL replaced MySQL for the secret project Zebra.")):
        memory.remember(text, ns, "decision")
    client = local_client(create_app(memory))
    for query in ("PostgreSQL", "Zebra secret project", "*:*", 'a AND (b OR "c', "MySQL"):
        hits = graphql(client, SEARCH, q=query, ns="t-iso-a")["data"]["search"]["hits"]
        assert all("Zebra" not in h["text"] for h in hits), (query, hits)
    assert memory.timeline("MySQL", "t-iso-a") == []


def test_lucene_syntax_is_searched_as_words(dev_memory: Memory, lumiform: str) -> None:
    client = local_client(create_app(dev_memory))
    for query in ('a AND (b OR "c', "*:*", "title:foo~2 ^3 \\", "Sentry)"):
        result = graphql(client, SEARCH, q=query, ns=lumiform)
        assert "errors" not in result, result


def test_api_keys_bind_namespaces(memory: Memory) -> None:
    keyed = Memory(settings=load_settings({"GRAPHMEM_API_KEYS": "alpha-key=t-key-a,beta-key=t-key-b"}),
                   store=memory.store, embedder=memory.embedder)
    client = local_client(create_app(keyed))
    ok = graphql(client, SEARCH, headers={"Authorization": "Bearer alpha-key"}, q="anything")
    assert "errors" not in ok
    refused = graphql(client, SEARCH, headers={"Authorization": "Bearer alpha-key"}, q="anything", ns="t-key-b")
    assert "cannot use 't-key-b'" in refused["errors"][0]["message"]
    anonymous = graphql(client, SEARCH, q="anything")
    assert "API key" in anonymous["errors"][0]["message"]
    rest = client.post("/v1/memory/ingest", json={"session_summary": "x"}, headers={"Authorization": "Bearer nope"})
    assert rest.status_code == 403


def test_rest_ingest_without_waiting_is_stored_at_once_and_searchable_soon(memory: Memory, namespace: str) -> None:
    client = local_client(create_app(memory))
    payload = {"session_summary": "The mobile team picked Detox for end-to-end tests.",
               "key_decisions": ["We decided to run Detox nightly on the staging build."], "domain": "mobile"}
    accepted = client.post(f"/v1/memory/ingest?namespace={namespace}&wait=false", json=payload)
    assert accepted.status_code == 202, accepted.text
    assert accepted.json()["accepted"] == {"sessions": 1, "turns": 2} and accepted.json()["pending"] is True
    assert memory.stats(namespace)["turns"] == 2  # stored before the answer: nothing lost if the service stops
    deadline = time.monotonic() + 60
    while memory.stats(namespace)["pending"] and time.monotonic() < deadline:
        time.sleep(0.2)
    hits = graphql(client, SEARCH, q="Detox nightly", ns=namespace)["data"]["search"]["hits"]
    assert any("Detox nightly" in h["text"] for h in hits)
    bad = client.post(f"/v1/memory/ingest?namespace={namespace}&wait=maybe", json=payload)
    assert bad.status_code == 400 and "wait must be true or false" in bad.json()["error"]


def test_remember_and_context_pack(memory: Memory, namespace: str) -> None:
    client = local_client(create_app(memory))
    made = graphql(client, """mutation($ns: String) { remember(text: "We deploy the API every Thursday at noon.",
                   namespace: $ns, intent: DECISION) { id intent importance } }""", ns=namespace)
    assert made["data"]["remember"]["intent"] == "decision" and made["data"]["remember"]["importance"] >= 0.9
    pack = graphql(client, """query($ns: String) { context(query: "when do we deploy", namespace: $ns, budgetTokens: 80) {
                   text tokens } }""", ns=namespace)["data"]["context"]
    assert "Thursday" in pack["text"] and 0 < pack["tokens"] <= 80


def test_hyde_without_llm_warns_and_still_searches(dev_memory: Memory, lumiform: str) -> None:
    client = local_client(create_app(dev_memory))
    result = graphql(client, """query($ns: String) { search(query: "error tracking", namespace: $ns, hyde: true) {
                     hits { id } hydeText warnings } }""", ns=lumiform)["data"]["search"]
    assert result["hits"] and result["hydeText"] is None
    assert any("needs an LLM" in w for w in result["warnings"])


def test_bad_arguments_get_clear_errors(dev_memory: Memory, lumiform: str) -> None:
    client = local_client(create_app(dev_memory))
    result = graphql(client, """query($ns: String) { search(query: "x", namespace: $ns, limit: 1000) { hits { id } } }""",
                     ns=lumiform)
    assert "limit must be between 1 and 100" in result["errors"][0]["message"]
    assert client.get("/healthz").json()["neo4j"] is True


def _top(memory: Memory, namespace: str, question: str) -> str:
    """The text of the first hit a search for `question` returns."""
    return memory.search(SearchRequest(query=question, namespace=namespace, limit=1)).hits[0].text


def _chat(path: Path, sessions: list[tuple[str, list[str]]]) -> Path:
    """A chat JSON file of one-speaker sessions, each (start time, texts)."""
    path.write_text(json.dumps({"format": "graphmem-chat/1", "sessions": [
        {"id": f"s{i}", "started_at": at, "turns": [
            {"id": f"s{i}#{j}", "speaker": "user", "role": "user", "text": text, "at": at} for j, text in enumerate(texts)]}
        for i, (at, texts) in enumerate(sessions)]}))
    return path


def test_time_questions_name_things_however_they_are_written(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "logging.chat.json", [
        ("2025-01-08T10:00:00", ["Small one: the API logs through logrus, JSON lines to stdout."]),
        ("2025-02-12T10:00:00", ["We replaced logrus with zap today.",
                                 "logrus allocated a map for every log call, which was half of the p99 latency."]),
        ("2025-03-05T10:00:00", ["Since Monday the API writes its logs through zap only, and the dashboards are fine."]),
    ])
    memory.ingest([corpus], namespace, "chat")

    def top(question: str) -> str:
        return "\n".join(h.text for h in memory.search(SearchRequest(query=question, namespace=namespace, limit=5)).hits)

    # "zap" and "logrus" are plain words to every general signal; the namespace's memory knows them as things.
    assert "2025-02-12" in top("When did we start logging with zap?")
    assert "logrus" in top("What did we use before zap?").lower()
    assert "p99" in top("Why did we drop logrus?")
    # What a memory says relatively is shown with the day it names.
    assert "Since Monday [2025-03-03]" in top("What does the API log through since Monday?")


def test_why_a_thing_was_dropped_is_answered_from_where_the_change_was_decided(
        memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "hosting.chat.json", [
        ("2025-01-08T10:00:00", ["The site runs on Brindle, the deploys go out from the main branch."]),
        ("2025-02-10T10:00:00", ["Merged, thanks: the CSV export works again and the invoices show the right currency. "
                                 "Other topic: Brindle. The small plan sleeps after ten minutes, so the first visit of "
                                 "the morning takes nine seconds, and the bill went up to forty euros. I'm moving us "
                                 "to Oakhost next week; can you write its config so it matches what we have?"]),
        ("2025-02-18T10:00:00", ["Oakhost replaced Brindle yesterday; we left Brindle and the site works."]),
        ("2025-03-03T10:00:00", ["We left Brindle for Oakhost last month, why did we not leave Brindle earlier?"]),
        ("2025-04-07T10:00:00", ["Leaving Brindle was right: nobody misses Brindle, and the Brindle account is closed."]),
        ("2025-05-05T10:00:00", ["Why we left Brindle is in the notes; the Brindle DNS records are gone too."]),
    ])
    memory.ingest([corpus], namespace, "chat")
    hits = memory.search(SearchRequest(query="Why did we leave Brindle?", namespace=namespace, limit=5)).hits
    assert "sleeps after ten minutes" in "\n".join(h.text for h in hits)
    history = memory.search(SearchRequest(query="Where has the site been hosted over the years?", namespace=namespace,
                                          limit=5)).hits
    assert re.search(r"Brindle.*Oakhost", history[0].text, re.S)


def test_a_reason_said_in_one_sentence_of_a_long_turn_answers_why(memory: Memory, namespace: str,
                                                                   tmp_path: Path) -> None:
    long_turn = ("Monthly notes. The kitchen fridge is fixed and the parking permits are renewed. The new desks arrive "
                 "in May and the old ones go to the school. We should drop Quillpay: it charged every salary twice in "
                 "January and its support took three weeks to answer. The summer party is on the 14th and the office "
                 "closes early. Please return the keys to the front desk before you leave for the holidays.")
    corpus = _chat(tmp_path / "payroll.chat.json", [
        ("2025-01-06T09:00:00", ["Payroll runs on Quillpay, the payslips go out on the 25th."]),
        ("2025-02-03T09:00:00", [long_turn]),
        ("2025-02-10T09:00:00", ["The Quillpay login is in the shared vault now."]),
        ("2025-02-17T09:00:00", ["Quillpay exported the February payslips as PDF files for everyone."]),
        ("2025-03-03T09:00:00", ["We moved payroll from Quillpay to Marrowly this morning."]),
        *[(f"2025-04-{day:02d}T09:00:00", [text]) for day, text in (
            (7, "Quillpay came up at lunch again."), (14, "A new starter asked what Quillpay was."),
            (21, "Marrowly imported the Quillpay history."), (28, "People still ask about Quillpay now that it is gone."))],
    ])
    memory.ingest([corpus], namespace, "chat")
    # The whole long turn is further from the question than the short ones naming Quillpay; its one
    # sentence of reasons is nearer than any of them.
    hits = memory.search(SearchRequest(query="Why did we drop Quillpay?", namespace=namespace, limit=5)).hits
    assert "charged every salary twice" in "\n".join(h.text for h in hits[:3])


def test_a_question_naming_no_thing_finds_the_timeline_talked_about_in_its_words(
        memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "ops.chat.json", [
        ("2025-01-06T09:00:00", ["Brindle is where the site lives; every deploy goes out to Brindle's servers.",
                                 "Salaries go out through Tallow on the 25th.",
                                 "The deploy to Brindle took forty minutes again, the hosting there is slow."]),
        ("2025-02-03T09:00:00", ["Tallow paid two salaries twice in January, so the payroll run needs a second check.",
                                 "Oakhost replaced Brindle this morning.",
                                 "Copperline was the other option, but it costs twice as much.",
                                 "Oakhost deploys take two minutes, and the servers are half the price."]),
        ("2025-03-03T09:00:00", ["Marrow replaced Tallow today.",
                                 "ezyTallow was the other finalist, but it has no pension export.",
                                 "The March payroll run on Marrow went out on time and every salary was right."]),
    ])
    memory.ingest([corpus], namespace, "chat")

    def top(question: str) -> str:
        return "\n".join(h.text for h in memory.search(SearchRequest(query=question, namespace=namespace, limit=3)).hits)

    # Neither question names a thing, and neither change says what it is of: the words around
    # the things ("deploy", "servers", "payroll", "salaries") do.
    assert "Oakhost" in top("Where do we deploy the site now?")
    assert "Marrow" in top("What runs payroll now?")
    assert "Tallow" in top("What ran payroll as of 2025-02-15?")
    # Whether a thing was ever one of ours: the state that held it says yes, a thing only talked about no.
    assert top("Was Oakhost ever our host?").startswith("In use: Oakhost since 2025-02-03")
    assert top("Was Copperline ever our host?").startswith("No: Copperline was considered but never adopted. "
                                                          "Copperline was the other option, but it costs twice")
    # A brand written with a lowercase head is a name, and the question is about it, not the name inside it.
    assert top("Was ezyTallow ever our payroll tool?").startswith("No: ezyTallow was considered")


def test_a_thing_two_parts_part_ways_on_is_a_timeline_per_part(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "ci.chat.json", [
        ("2024-03-04T09:00:00", ["Jenkins builds the results portal and runs the analysis pipeline every night.",
                                 "The Jenkins queue is slow again this week."]),
        ("2024-05-20T09:00:00", ["Moved the portal's builds from Jenkins to GitLab CI this morning.",
                                 "He says the pipeline stays on Jenkins for now, he doesn't want to touch CI."]),
        ("2025-06-25T09:00:00", ["I moved the pipeline repository to GitLab CI on Monday and I disabled the old "
                                 "Jenkins job.", "GitLab CI runs the pipeline tests in nine minutes."]),
    ])
    memory.ingest([corpus], namespace, "chat")
    facts = memory.store.read(lambda tx: [r.data() for r in tx.run(
        "MATCH (s:Entity)-[f:RELATES_TO {namespace: $ns}]->(o:Entity) RETURN s.name AS subject, o.name AS object, "
        "toString(date(f.valid_at)) AS since, toString(date(f.invalid_at)) AS until ORDER BY subject, since",
        ns=namespace)])
    # The portal's move does not end the pipeline's Jenkins: its facts hang off the pipeline.
    assert [(f["object"], f["since"], f["until"]) for f in facts if f["subject"] == "pipeline"] == [
        ("Jenkins", "2024-03-04", "2025-06-23"), ("GitLab CI", "2025-06-23", None)]
    assert ("Jenkins", "2024-03-04", "2024-05-20") in [(f["object"], f["since"], f["until"]) for f in facts]

    def top(question: str) -> str:
        return "\n".join(h.text for h in memory.search(SearchRequest(query=question, namespace=namespace, limit=3)).hits)

    assert "Jenkins" in top("What CI did the pipeline use as of 2024-12-01?")


def test_a_question_saying_a_slots_whole_name_is_about_that_slot(memory: Memory, namespace: str,
                                                                  tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "web.chat.json", [
        ("2025-01-06T09:00:00", ["Reduxly holds the state of every screen.",
                                 "Packwell installs every library the web client uses, and web client installs are slow.",
                                 "Packwell's lockfile keeps the web client's install state."]),
        ("2025-03-03T09:00:00", ["We moved state management from Reduxly to Statehive today."]),
        ("2025-05-05T09:00:00", ["Switched the web package manager from Packwell to Pnpmix this morning; web client "
                                 "installs take a minute now, and the web client builds are green."]),
    ])
    memory.ingest([corpus], namespace, "chat")

    def top(question: str) -> str:
        return memory.search(SearchRequest(query=question, namespace=namespace, limit=1)).hits[0].text

    # The package manager's turns say "web client" and "state" more often; the question says all of
    # the other slot's name.
    assert top("On 2025-04-01, which state management did the web client use?").startswith("State management: Statehive")
    assert "Packwell" in top("On 2025-04-01, which package manager did the web client use?")


def test_a_question_naming_two_things_is_about_the_one_it_asks_of(memory: Memory, namespace: str,
                                                                   tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "kotlin.chat.json", [
        ("2025-01-06T09:00:00", ["The server runs on Kotlin 1.9, and ktlintx formats the Kotlin code.",
                                 "Fetchly is the HTTP client of the Kotlin server."]),
        ("2025-03-03T09:00:00", ["We moved the server from Kotlin 1.9 to Kotlin 2.0 today."]),
        ("2025-04-07T09:00:00", ["Replaced ktlintx with Formly for formatting today."]),
        ("2025-05-05T09:00:00", ["Switched the HTTP client from Fetchly to Pullwise this morning."]),
    ])
    memory.ingest([corpus], namespace, "chat")

    def top(question: str) -> str:
        return _top(memory, namespace, question)

    # "Kotlin" names the language's timeline too: the question asks what came before Formly.
    assert "ktlintx" in top("What formatted the Kotlin code before Formly?")
    # A slot called by its name competes with the timeline of the thing the question names.
    assert "Pullwise" in top("Which HTTP client does the Kotlin server use these days?")
    # A change from one version to another is a change of the version; a version never held is no.
    assert "Kotlin 1.9 from 2025-01-06 until 2025-03-03" in top("What Kotlin version did the server run on as of 2025-02-01?")
    assert top("Did the server ever run on Kotlin 2.1?").startswith("No: no memory records Kotlin 2.1 in use.")
    assert "Kotlin 2.0 since 2025-03-03" in top("Did the server ever run on Kotlin 2.0?")
    # What follows "for" is the role the thing was asked for, not the thing.
    assert top("Did we ever use Ktfmt for Kotlin?").startswith("No: no memory records Ktfmt in use.")
    # A thing something is done in is used as one run on is ("keep tickets in X").
    assert top("Do we keep the server's tickets in Trackwell?").startswith("No: no memory records Trackwell in use.")


def test_how_often_asks_for_a_schedule(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "apps.chat.json", [
        ("2025-01-06T09:00:00", ["We ship the mobile apps every four weeks.",
                                 "The mobile apps are built with Flutterine, and the mobile apps ship from Bitrise."]),
        ("2025-03-03T09:00:00", ["From today we ship the mobile apps every two weeks instead of every four weeks."]),
        ("2025-04-07T09:00:00", ["We moved the mobile apps from Flutterine to Swiftlet today; the mobile apps ship "
                                 "on the App Store now."]),
    ])
    memory.ingest([corpus], namespace, "chat")
    top = memory.search(SearchRequest(query="How often do the mobile apps ship now?", namespace=namespace, limit=1))
    assert "every two weeks" in top.hits[0].text


def test_a_time_questions_hits_open_with_the_day_they_were_said(memory: Memory, namespace: str,
                                                                 tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "image.chat.json", [
        ("2025-10-09T09:00:00", ["The API image is on Alpine now, it is half the size."]),
        ("2025-10-30T16:00:00", ["The Alpine image broke the decimal parsing, so I rolled it back to Debian."]),
    ])
    memory.ingest([corpus], namespace, "chat")

    def texts(question: str) -> list[str]:
        return [h.text for h in memory.search(SearchRequest(query=question, namespace=namespace, limit=3)).hits]

    # Nothing in the sentence dates the rollback: the day it was said does.
    rollback = texts("When was the Alpine image rolled back?")
    assert any(t.startswith("(2025-10-30) ") and "rolled it back" in t for t in rollback)
    # A question that is not about time gets the memories as they were said.
    assert not any(t.startswith("(2025-") for t in texts("decimal parsing"))


def test_a_history_is_told_oldest_first(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "rules.chat.json", [
        ("2025-01-08T09:00:00", ["Deploys to production may happen any weekday before 15:00."]),
        ("2025-04-02T09:00:00", ["After the outage the production deploy rule is Tuesdays and Thursdays only."]),
        ("2025-06-11T09:00:00", ["The production deploy rule has changed again over time: deploy rule now back to any "
                                 "weekday before 15:00, the production deploy rule windows were too slow."]),
    ])
    memory.ingest([corpus], namespace, "chat")
    hits = memory.search(SearchRequest(query="How has the production deploy rule changed over time?",
                                       namespace=namespace, limit=5)).hits
    days = [h.text[1:11] for h in hits if h.text.startswith("(20")]
    assert {"2025-01-08", "2025-04-02", "2025-06-11"} <= set(days)
    assert days == sorted(days)


def test_a_question_for_a_thing_is_not_answered_by_a_rule(memory: Memory, namespace: str, tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "hotels.chat.json", [
        ("2025-03-04T09:00:00", ["From today, changes to the hotel phone system happen on Tuesdays and Wednesdays "
                                 "instead of Mondays."]),
        ("2025-03-11T09:00:00", ["The four hotels moved from Ringwell to Callmesh today."]),
    ])
    memory.ingest([corpus], namespace, "chat")
    assert "Callmesh" in _top(memory, namespace, "What phone system do the hotels use now?")
    assert "Tuesdays and Wednesdays" in _top(memory, namespace, "How often can we change the hotel phone system now?")


def test_a_thing_named_as_the_owner_of_what_is_asked_is_not_the_answer(memory: Memory, namespace: str,
                                                                        tmp_path: Path) -> None:
    corpus = _chat(tmp_path / "cluster.chat.json", [
        ("2024-08-14T09:00:00", ["We moved the old batch jobs from Heron to Kestrel today."]),
        ("2025-01-20T09:00:00", ["Configuration management for the cluster moved from Puppetry to Ansiblo today, "
                                 "all roles are ported."]),
    ])
    memory.ingest([corpus], namespace, "chat")
    assert "Ansiblo" in _top(memory, namespace, "On 10 February 2025, what was managing Kestrel's configuration?")
