"""Ingestion as a user runs it: real transcripts in, the memory graph out, incrementally and safely."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

from graphmem.ingest.turn_pieces import turn_pieces
from graphmem.service import Memory
from tests.conftest import DATA
from tests.test_foundation import run_cli

CLAUDE = DATA / "claude_code"
TIMELINE = DATA / "timeline_dev"


def _facts(memory: Memory, ns: str) -> list[dict]:
    return memory.store.query(
        """MATCH (:Entity {namespace: $ns})-[f:RELATES_TO]->(o:Entity)
           RETURN o.name AS object, f.name AS predicate, f.valid_at AS valid_from, f.invalid_at AS valid_to""",
        ns=ns)


def _day(value) -> datetime | None:
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    return datetime(native.year, native.month, native.day)


def test_timeline_facts_close_as_the_project_history_says(memory: Memory, namespace: str) -> None:
    memory.ingest([TIMELINE / "corpus.chat.json"], namespace, "chat")
    ours = _facts(memory, namespace)
    truth = [json.loads(line) for line in (TIMELINE / "facts.jsonl").read_text().splitlines() if line.strip()]
    replaced = [t for t in truth if t["valid_to"] and t["subject"].startswith("lumiform")]
    closed_right = 0
    for state in replaced:
        first_word = state["object"].split()[0].lower()
        ends = [_day(f["valid_to"]) for f in ours if first_word in f["object"].lower() and f["valid_to"]]
        expected = datetime.fromisoformat(state["valid_to"])
        closed_right += any(abs(end - expected) <= timedelta(days=3) for end in ends)
    print(f"timeline_dev: {closed_right}/{len(replaced)} replaced states closed within 3 days")
    # Not yet: a thing used by two parts of the project (Jest for the API and the mobile app) closes
    # once for both, and a cancelled plan is no fact (benchmarks/README.md §2, what is still missed).
    assert closed_right >= len(replaced) - 3
    sentry = [f for f in ours if f["object"] == "Sentry"]
    assert sentry and sentry[0]["valid_to"] is None


def test_claude_code_transcripts_become_the_full_graph(memory: Memory, namespace: str) -> None:
    report = memory.ingest([CLAUDE], namespace)
    totals = report.totals
    assert report.problems == [] or all("README" in p for p in report.problems), report.problems
    assert totals["sessions"] >= 5 and totals["turns"] > 700
    assert totals["spans"] > totals["sessions"] and totals["ideas"] > 100 and totals["entities"] > 20
    assert totals["pending"] == 0
    tool_ideas = memory.store.query(
        "MATCH (i:Idea {namespace: $ns})-[:FROM]->(t:Turn {kind: 'tool_result'}) RETURN count(i) AS n", ns=namespace)
    assert tool_ideas[0]["n"] == 0, "tool output must never flood ideas"
    again = memory.ingest([CLAUDE], namespace)
    assert again.totals == totals


def test_a_growing_transcript_is_read_incrementally(memory: Memory, namespace: str, tmp_path: Path) -> None:
    source = (CLAUDE / "spotter__tool_heavy.jsonl").read_bytes().splitlines(keepends=True)
    growing = tmp_path / "session.jsonl"
    growing.write_bytes(b"".join(source[: len(source) // 2]))
    first = memory.ingest([growing], namespace)
    growing.write_bytes(b"".join(source))
    second = memory.ingest([growing], namespace)
    assert second.turns_processed == second.added["turns"] > 0
    whole = tmp_path / "whole" / "session.jsonl"
    whole.parent.mkdir()
    whole.write_bytes(b"".join(source))
    clean = memory.ingest([whole], namespace + "-clean")
    for kind in ("sessions", "turns", "ideas", "entities", "facts"):
        assert second.totals[kind] == clean.totals[kind], kind
    assert first.totals["turns"] < second.totals["turns"]


def test_bad_lines_are_reported_and_the_rest_goes_in(memory: Memory, namespace: str, tmp_path: Path, cli_env) -> None:
    events = [json.loads(line) for line in (CLAUDE / "spotter__short.jsonl").read_text().splitlines()]
    good = next(e for e in events if e.get("type") == "user" and isinstance(e["message"].get("content"), str))
    lines = [
        b"{not json at all",
        json.dumps(good).encode(),
        b'{"type": "mystery-event", "uuid": "x"}',
        b"\xff\xfe broken bytes \xc3",
        json.dumps({**good, "uuid": "huge-1", "message": {"role": "user", "content": "x" * 1_000_000}}).encode(),
    ]
    path = tmp_path / "messy.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    report = memory.ingest([path], namespace, "claude")
    assert any(":1:" in p for p in report.problems), report.problems
    assert any(":4:" in p for p in report.problems), report.problems
    assert report.totals["turns"] >= 2
    stored = memory.store.query("MATCH (t:Turn {namespace: $ns, external_id: 'huge-1'}) RETURN size(t.text) AS n", ns=namespace)
    assert 0 < stored[0]["n"] <= 200_100

    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    result = run_cli(cli_env, "ingest", str(empty), "--namespace", namespace + "-empty", "--json", check=False)
    assert result.returncode == 1 and "empty" in (result.stdout + result.stderr)


def test_rest_payload_domain_is_a_filterable_tag(memory: Memory, namespace: str) -> None:
    from graphmem.retrieve.request import SearchRequest

    memory.ingest_payload({"session_summary": "Reworked the billing retries.", "key_decisions": [
        "We decided to retry failed card charges three times with exponential backoff."],
        "domain": "billing", "source_model": "claude", "confidence": 0.9}, namespace)
    memory.ingest_payload({"session_summary": "Tuned the search page.", "key_decisions": [
        "We decided to retry search requests once on timeout."], "domain": "search"}, namespace)
    hits = memory.search(SearchRequest(query="retry decision", namespace=namespace, tags=("domain:billing",))).hits
    assert hits and all("card" in h.text or "billing" in h.text.lower() for h in hits)


def test_markdown_front_matter_relations_link_ideas(memory: Memory, namespace: str, tmp_path: Path) -> None:
    (tmp_path / "db-old.md").write_text("---\ntype: decision\ndate: 2024-01-10\n---\n# Database\n\n"
                                        "We decided to use MySQL for the orders service.\n")
    (tmp_path / "db-new.md").write_text("---\ntype: decision\ndate: 2024-06-01\nsupersedes: db-old.md\n---\n"
                                        "# Database\n\nWe decided to move the orders service to PostgreSQL.\n")
    memory.ingest([tmp_path / "db-new.md", tmp_path / "db-old.md"], namespace, "markdown")
    rows = memory.store.query(
        """MATCH (a:Idea {namespace: $ns})-[:SUPERSEDES]->(b:Idea {namespace: $ns})
           RETURN a.text AS new, b.text AS old, b.superseded AS marked""", ns=namespace)
    assert any("PostgreSQL" in r["new"] and "MySQL" in r["old"] and r["marked"] for r in rows), rows


def test_resume_finishes_what_an_interrupted_ingest_left(memory: Memory, namespace: str, tmp_path: Path) -> None:
    from graphmem.ingest.pipeline import log_file

    path = TIMELINE / "corpus.chat.json"
    log_file(memory.store, namespace, path, "chat")  # the durable log only, as a crash would leave it
    assert memory.stats(namespace)["pending"] == 121
    report = memory.resume(namespace)
    assert report.totals["pending"] == 0 and report.totals["ideas"] > 100
    clean = memory.ingest([path], namespace + "-clean", "chat")
    assert {k: v for k, v in report.totals.items()} == clean.totals


def test_a_turn_vector_pooled_from_its_pieces_is_the_turn_read_once(memory: Memory) -> None:
    """Ingest embeds each piece of a turn once and pools the turn's vector from their tokens."""
    turn = "We moved the API from Heroku to Fly.io last week. The deploys are faster now."
    pieces = turn_pieces(turn, ["We moved the API from Heroku to Fly.io last week."])
    vectors, sums = memory.embedder.embed_with_token_sums(pieces)
    alone = memory.embedder.embed(pieces + [turn])
    assert np.allclose(vectors, alone[:2], atol=1e-5)  # each piece's own vector, unchanged
    pooled = sums.sum(0) / np.linalg.norm(sums.sum(0))
    assert float(pooled @ alone[2]) > 0.9  # close to the whole turn embedded at once
    assert float(pooled @ alone[2]) > max(float(v @ alone[2]) for v in vectors)  # closer than either piece


def test_a_place_people_are_at_holds_no_slot(memory: Memory, namespace: str, tmp_path: Path) -> None:
    turns = [
        ("2025-01-06T09:00:00", "Hi, Moira from the group office. The Wi-Fi at Gullhaven keeps dropping in the "
                                "restaurant; the access points at Gullhaven are the old Aruba ones."),
        ("2025-01-06T09:05:00", "Then replace the access points at Gullhaven first and keep Aruba Central as "
                                "the controller for now."),
        ("2025-01-15T10:00:00", "Next: Gullhaven goes live on Tuesday 4 February with the new rooms."),
        ("2025-01-15T10:05:00", "Noted. The staff at Gullhaven will need logins for the booking system by then."),
        ("2025-02-10T08:00:00", "Guests at Gullhaven love the new rooms. We moved the guest Wi-Fi from Aruba "
                                "to UniFi last Friday."),
    ]
    sessions = [{"id": f"p/s{i}", "title": "hotel IT", "started_at": at,
                 "turns": [{"id": f"p/s{i}#1", "speaker": "user", "role": "user", "text": text, "at": at}]}
                for i, (at, text) in enumerate(turns)]
    corpus = tmp_path / "places.chat.json"
    corpus.write_text(json.dumps({"format": "graphmem-chat/1", "sessions": sessions}))
    memory.ingest([corpus], namespace, "chat")
    held = {f["object"] for f in _facts(memory, namespace)}
    assert "UniFi" in held
    assert "Gullhaven" not in held, held
