"""Source parsers: real sample files in, SessionRecords out. Pure parsing, no Neo4j."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from graphmem.errors import BadInput
from graphmem.ingest.sources import FORMATS, detect_format, parse_file, parse_rest_payload
from graphmem.ingest.sources.normalize import MAX_TURN_CHARS
from graphmem.model import DocumentLink, IdeaRelation, ParsedSource
from graphmem.ingest.sources.claude import TOOL_RESULT_CHARS, TOOL_USE_CHARS

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
CLAUDE = DATA / "claude_code"
CLAUDE_FILES = sorted(CLAUDE.glob("*.jsonl"))
RECEIVED = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def turns_of(parsed: ParsedSource) -> list:
    return [t for s in parsed.sessions for t in s.turns]


def by_line(parsed: ParsedSource) -> dict:
    return {t.seq: t for t in turns_of(parsed)}


def write(path: Path, content: str | bytes) -> Path:
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


# --- graphmem chat JSON ---------------------------------------------------------------------

def test_locomo_chat_file_gives_38_sessions_of_788_turns_keeping_dia_ids():
    parsed = parse_file(DATA / "chat" / "locomo_dev.chat.json")

    assert parsed.format == "chat" and parsed.problems == []
    assert len(parsed.sessions) == 38
    assert len(turns_of(parsed)) == 788
    first = parsed.sessions[0]
    assert first.external_id == "conv-26/session_1"
    assert first.started_at == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    turn = first.turns[2]
    assert (turn.external_id, turn.seq, turn.speaker, turn.role) == ("D1:3", 3, "Caroline", "user")
    assert turn.text.startswith("I went to a LGBTQ support group")
    assert parsed.end_offset == (DATA / "chat" / "locomo_dev.chat.json").stat().st_size


def test_timeline_corpus_gives_15_sessions_of_121_turns_with_utc_times():
    parsed = parse_file(DATA / "timeline_dev" / "corpus.chat.json")

    assert parsed.problems == []
    assert (len(parsed.sessions), len(turns_of(parsed))) == (15, 121)
    first = parsed.sessions[0].turns[0]
    assert first.external_id == "dev/s01#1"
    assert first.at == datetime(2023, 2, 6, 9, 31, tzinfo=UTC)
    assert all(t.at.tzinfo is UTC for t in turns_of(parsed))


def chat_document(*sessions: dict) -> str:
    return json.dumps({"format": "graphmem-chat/1", "sessions": list(sessions)})


def test_a_malformed_chat_session_is_reported_by_json_path_and_skipped_whole(tmp_path):
    good = {"id": "a", "turns": [{"id": "a1", "text": "hello", "at": "2024-01-02T03:04:05+02:00"}]}
    turns_not_list = {"id": "b", "turns": "oops"}
    text_not_string = {"id": "c", "turns": [{"id": "c1", "text": "fine"}, {"id": "c2", "text": 42}]}
    bad_time = {"id": "d", "turns": [{"text": "when?", "at": "yesterday"}]}
    path = write(tmp_path / "talks.json", chat_document(good, turns_not_list, text_not_string, bad_time))

    parsed = parse_file(path)

    assert [s.external_id for s in parsed.sessions] == ["a"]
    assert parsed.sessions[0].turns[0].at == datetime(2024, 1, 2, 1, 4, 5, tzinfo=UTC)
    reasons = [p.reason for p in parsed.problems]
    assert reasons[0].startswith("sessions[1].turns: expected a list")
    assert reasons[1].startswith("sessions[2].turns[1].text: expected a string, got int")
    assert reasons[2].startswith("sessions[3].turns[0].at: not an ISO 8601 timestamp")
    assert all(p.path == str(path) and "session skipped" in p.reason for p in parsed.problems)


def test_chat_ids_fall_back_to_file_name_and_position(tmp_path):
    path = write(tmp_path / "talks.json", chat_document({"turns": [{"text": "a"}, {"text": "b", "role": "assistant"}]}))

    session = parse_file(path).sessions[0]

    assert session.external_id.startswith("talks.json@") and session.external_id.endswith("/1")
    assert [t.external_id for t in session.turns] == [f"{session.external_id}#1", f"{session.external_id}#2"]
    assert [(t.role, t.speaker) for t in session.turns] == [("user", "user"), ("assistant", "assistant")]
    assert parse_file(path).sessions[0].external_id == session.external_id


def test_a_file_that_is_not_chat_json_raises_bad_input_naming_it(tmp_path):
    not_json = write(tmp_path / "broken.json", "{ this is not json")
    wrong_format = write(tmp_path / "other.json", json.dumps({"format": "something-else/2", "sessions": []}))

    with pytest.raises(BadInput, match=r"broken\.json: not JSON \(line 1"):
        parse_file(not_json)
    with pytest.raises(BadInput, match=r"other\.json: format is 'something-else/2'"):
        parse_file(wrong_format, "chat")


def test_chat_json_lines_use_line_numbers_and_resume_from_an_offset(tmp_path):
    path = write(tmp_path / "log.jsonl",
                 '{"session": "s1", "speaker": "ann", "text": "we use Postgres", "at": "2024-03-01T10:00:00"}\n'
                 '\n'
                 '{"session_id": "s2", "id": "x", "role": "assistant", "text": "ok"}\n')

    first = parse_file(path)
    with path.open("a") as handle:
        handle.write('{"text": "no session named"}\n')
    second = parse_file(path, start_offset=first.end_offset)

    assert first.format == "chat" and first.problems == []
    s1, s2 = first.sessions
    assert (s1.external_id, s1.turns[0].external_id, s1.turns[0].seq) == ("s1", "s1#1", 1)
    assert s1.turns[0].at == datetime(2024, 3, 1, 10, tzinfo=UTC)
    assert (s2.external_id, s2.turns[0].external_id, s2.turns[0].seq) == ("s2", "x", 3)
    [turn] = turns_of(second)
    assert turn.seq == 4 and turn.session_external_id.startswith("log.jsonl@")


# --- Claude Code transcripts ----------------------------------------------------------------

@pytest.mark.parametrize("path", CLAUDE_FILES, ids=lambda p: p.name)
def test_every_claude_sample_parses_whole_without_problems(path):
    parsed = parse_file(path)

    assert parsed.format == "claude"
    assert parsed.problems == []
    # The entire__ files end without a newline: their last event is still read.
    assert parsed.end_offset == path.stat().st_size
    roles = {t.role for t in turns_of(parsed)}
    if "acompact" in path.name:
        # The compaction agent's transcript: Claude Code's fixed prompt is dropped, its answer
        # is the conversation summary.
        assert [(t.role, t.kind) for t in turns_of(parsed)] == [("system", "summary")]
    else:
        assert {"user", "assistant"} <= roles
    assert all(t.text.strip() for t in turns_of(parsed))
    assert all(t.at is not None and t.at.tzinfo is UTC for t in turns_of(parsed) if t.kind != "summary")


def test_claude_events_become_turns_and_bookkeeping_is_skipped():
    parsed = parse_file(CLAUDE / "spotter__short.jsonl")

    [session] = parsed.sessions
    assert session.external_id == "55604662-cf2a-4331-851a-ec234028f8ca"
    assert session.cwd == "/home/marco/projects/spotter"
    assert session.title == "mix phx.server doesnt seem to start"
    assert session.started_at == datetime(2026, 2, 10, 21, 11, 52, 438000, tzinfo=UTC)
    # Line 1 is a file-history-snapshot, 2-3 and 9 progress, 5 an assistant text of only newlines.
    assert [(t.seq, t.role, t.kind) for t in session.turns] == [
        (4, "user", "message"), (6, "assistant", "thinking"), (7, "assistant", "message"),
        (8, "assistant", "tool_use"), (10, "assistant", "tool_use"), (11, "tool", "tool_result"),
        (12, "tool", "tool_result"), (13, "user", "message"), (14, "user", "command"),
        (15, "tool", "command_output"),
    ]
    turns = by_line(parsed)
    assert turns[4].external_id == "7d48cbd2-6615-4dd8-87f6-38f12b8167d6"
    assert turns[6].parent_external_id == "1b7d717f-d6a2-46a6-8575-fa4f937450ea"
    assert turns[8].text == "[tool_use Bash] mix phx.server 2>&1 | head -80"
    assert turns[11].text.startswith("[error] The user doesn't want to proceed")
    assert turns[14].text == "/model"
    assert turns[15].text == "Kept model as Default (recommended)"


def test_a_transcript_named_by_its_session_id_keeps_cwd_and_start(tmp_path):
    """Claude Code names a transcript `<sessionId>.jsonl`: read under that name, the session
    keeps its working folder and start time (the project namespace and dates depend on them)."""
    source = CLAUDE / "entire__a6e4c2a0fbd1.jsonl"
    named = tmp_path / "198393f2-22db-477b-ac77-1825bea883ae.jsonl"
    named.write_bytes(source.read_bytes())

    for path in (source, named):
        [session] = parse_file(path).sessions
        assert session.external_id == "198393f2-22db-477b-ac77-1825bea883ae", path.name
        assert session.cwd == "/Users/soph/Work/entire/devenv/cli", path.name
        assert session.started_at == datetime(2026, 1, 7, 11, 47, 31, 774000, tzinfo=UTC), path.name
    assert parse_file(named).sessions[0].turns == parse_file(source).sessions[0].turns


def test_claude_tool_output_is_truncated_and_tool_calls_keep_what_they_change():
    turns = [t for path in CLAUDE_FILES for t in turns_of(parse_file(path))]

    results = [t for t in turns if t.kind == "tool_result"]
    calls = [t for t in turns if t.kind == "tool_use"]
    thinking = [t for t in turns if t.kind == "thinking"]
    assert any("…[truncated" in t.text for t in results)
    assert max(len(t.text.split(" …[truncated")[0]) for t in results) <= len("[error] ") + TOOL_RESULT_CHARS
    assert all(len(t.text.split(" …[truncated")[0]) <= TOOL_USE_CHARS for t in calls)
    assert all(t.text.startswith("[tool_use ") and "\n" not in t.text.split("\n")[0] for t in calls)
    edits = [t for t in calls if t.text.startswith("[tool_use Edit]")]
    assert edits and all(any(line.startswith(("- ", "+ ")) for line in t.text.splitlines()[1:]) for t in edits)
    assert max(len(t.text.split(" …[truncated")[0]) for t in thinking) <= 1000
    assert all(t.role == "tool" for t in results)


def test_claude_compaction_becomes_summary_turns():
    auto = by_line(parse_file(CLAUDE / "entire__a6e4c2a0fbd1.jsonl"))
    manual = by_line(parse_file(CLAUDE / "entire__4b7d5121b42a.jsonl"))
    legacy = parse_file(CLAUDE / "ccv__fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl")

    assert (auto[31].kind, auto[31].role) == ("summary", "system")
    assert auto[31].text == "Conversation compacted (auto compaction, 155250 tokens before)"
    # The boundary starts a fresh chain; its logical parent keeps the link to what came before.
    assert auto[31].parent_external_id == "026bffd4-bab4-47e0-8da4-7d5152f764ae"
    assert (auto[32].kind, auto[32].role) == ("summary", "system")
    assert auto[32].text.startswith("This session is being continued from a previous conversation")
    assert manual[71].text == "Conversation compacted (manual compaction, 153739 tokens before)"
    assert manual[72].kind == "summary" and (manual[74].kind, manual[74].text) == ("command", "/compact")
    first = legacy.sessions[0].turns[0]
    assert (first.seq, first.kind, first.external_id) == (1, "summary", "summary-549b3502-6e30-4fa5-869f-c998df26c3f0")
    assert legacy.sessions[0].title == "Empty Repo Setup: CLAUDE.md Foundation Created"


def test_claude_sidechains_are_flagged_and_meta_messages_dropped():
    ccv = turns_of(parse_file(CLAUDE / "ccv__fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"))
    agent = parse_file(CLAUDE / "spotter__agent-a2898e3.jsonl")
    a6e4 = turns_of(parse_file(CLAUDE / "entire__a6e4c2a0fbd1.jsonl"))

    assert sum(t.is_sidechain for t in ccv) > 300 and not all(t.is_sidechain for t in ccv)
    assert all(t.is_sidechain for t in turns_of(agent))
    # A subagent shares its parent's session id; its prompt must not become that session's title.
    assert agent.sessions[0].external_id == "4d5611e5-241a-462a-8d15-5122611a9569"
    assert agent.sessions[0].title is None
    assert not any("Caveat: The messages below" in t.text for t in a6e4)
    assert [t.text for t in a6e4 if t.kind in ("command", "command_output")] == ["/exit", "Goodbye!"]


def test_a_growing_transcript_read_in_two_passes_equals_one_full_read(tmp_path):
    source = CLAUDE / "entire__4b7d5121b42a.jsonl"
    lines = source.read_bytes().splitlines(keepends=True)
    half = len(lines) // 2
    growing = write(tmp_path / source.name, b"".join(lines[:half]) + lines[half][:40])

    first = parse_file(growing, "claude")
    assert first.end_offset == len(b"".join(lines[:half]))  # the partial line waits
    assert first.problems == []
    with growing.open("ab") as handle:
        handle.write(lines[half][40:] + b"".join(lines[half + 1:]))
    second = parse_file(growing, "claude", start_offset=first.end_offset)
    full = parse_file(source)

    def keys(turns: list) -> list:
        return [(t.session_external_id, t.external_id, t.seq, t.text, t.kind) for t in turns]

    assert keys(turns_of(first) + turns_of(second)) == keys(turns_of(full))
    assert second.end_offset == source.stat().st_size
    assert parse_file(growing, "claude", start_offset=second.end_offset).sessions == []


def test_an_unterminated_last_event_is_read_and_the_next_append_continues_after_it(tmp_path):
    source = CLAUDE / "entire__a6e4c2a0fbd1.jsonl"
    data = source.read_bytes()
    assert not data.endswith(b"\n")
    growing = write(tmp_path / "t.jsonl", data)

    first = parse_file(growing, "claude")
    with growing.open("ab") as handle:
        handle.write(b'\n{"type": "user", "uuid": "new-1", "sessionId": "s", "message": {"content": "and now?"}}\n')
    second = parse_file(growing, "claude", start_offset=first.end_offset)

    assert max(by_line(first)) == 54
    assert [(t.seq, t.external_id, t.text) for t in turns_of(second)] == [(55, "new-1", "and now?")]
    assert second.problems == []


def test_malformed_lines_are_reported_with_their_line_numbers_and_the_rest_is_read(tmp_path):
    good = '{"type": "user", "uuid": "u%d", "sessionId": "s", "message": {"content": "line %d"}}\n'
    path = write(tmp_path / "bad.jsonl", b"".join([
        (good % (1, 1)).encode(),
        b'{"type": "user", "uuid": \n',
        b'["not", "an", "object"]\n',
        (good % (4, 4)).encode().replace(b"line 4", b"line \xff4"),
        b'{"type": "brand-new-event", "sessionId": "s"}\n',
        (good % (6, 6)).encode(),
    ]))

    parsed = parse_file(path, "claude")

    assert [(p.line, p.reason.split(":")[0]) for p in parsed.problems] == [
        (2, "invalid JSON"), (3, "expected a JSON object, got list"), (4, "invalid UTF-8, bad bytes replaced with U+FFFD")]
    assert [(t.seq, t.text) for t in turns_of(parsed)] == [(1, "line 1"), (4, "line \ufffd4"), (6, "line 6")]


def test_a_huge_turn_is_cut_with_a_marker_and_reported(tmp_path):
    event = {"type": "assistant", "uuid": "big", "sessionId": "s",
             "message": {"content": [{"type": "text", "text": "x" * (MAX_TURN_CHARS + 5000)}]}}
    path = write(tmp_path / "big.jsonl", json.dumps(event) + "\n")

    parsed = parse_file(path)

    [turn] = turns_of(parsed)
    assert turn.text.endswith("…[truncated 5000 chars]") and len(turn.text) < MAX_TURN_CHARS + 100
    assert [(p.line, p.reason) for p in parsed.problems] == [(1, f"turn of {MAX_TURN_CHARS + 5000} chars cut to {MAX_TURN_CHARS}")]


def test_an_empty_file_gives_nothing_and_says_so(tmp_path):
    parsed = parse_file(write(tmp_path / "empty.jsonl", b""), "claude")

    assert parsed.sessions == [] and [p.reason for p in parsed.problems] == ["empty file"]


# --- text and markdown ----------------------------------------------------------------------

def test_text_files_become_one_session_of_paragraphs_dated_by_mtime(tmp_path):
    path = write(tmp_path / "standup.txt", "We moved CI to GitHub Actions.\nJenkins is gone.\n\n\n  Next: Vitest.\n")
    os.utime(path, (1_700_000_000, 1_700_000_000))

    parsed = parse_file(path)
    write(path, "Rewritten entirely.\n")

    [session] = parsed.sessions
    assert parsed.format == "text" and parsed.end_offset == len("We moved CI to GitHub Actions.\nJenkins is gone.\n\n\n  Next: Vitest.\n")
    assert [(t.external_id, t.text) for t in session.turns] == [
        ("standup#1", "We moved CI to GitHub Actions.\nJenkins is gone."), ("standup#2", "  Next: Vitest.")]
    assert {(t.role, t.speaker, t.at) for t in session.turns} == {("user", "author", datetime.fromtimestamp(1_700_000_000, UTC))}
    assert parse_file(path).sessions[0].external_id == session.external_id  # stable across edits


def test_markdown_front_matter_gives_tags_dates_and_links_and_sections_give_turns(tmp_path):
    path = write(tmp_path / "db-choice.md", """---
type: decision
tags: [database, backend]
created: 2024-02-01
updated: 2024-03-05T10:00:00
supersedes: mysql-choice.md
relates_to: [ops.md, costs.md]
---
Intro before any heading.

# We use PostgreSQL

Chosen for JSONB.

## Rollout
### Steps
```bash
# not a heading
psql -c 'select 1'
```
""")

    parsed = parse_file(path)

    assert parsed.format == "markdown" and parsed.problems == []
    [session] = parsed.sessions
    assert session.title == "We use PostgreSQL"
    assert session.tags == ["type:decision", "database", "backend"]
    assert session.started_at == datetime(2024, 2, 1, tzinfo=UTC)
    assert parsed.links == [DocumentLink(IdeaRelation.SUPERSEDES, "mysql-choice.md"),
                            DocumentLink(IdeaRelation.RELATES_TO, "ops.md"),
                            DocumentLink(IdeaRelation.RELATES_TO, "costs.md")]
    assert [t.external_id for t in session.turns] == ["db-choice#1", "db-choice#2", "db-choice#3"]
    assert [t.text for t in session.turns] == [
        "Intro before any heading.",
        "# We use PostgreSQL\n\nChosen for JSONB.",
        "## Rollout\n### Steps\n```bash\n# not a heading\npsql -c 'select 1'\n```",
    ]
    assert {(t.role, t.speaker, t.at) for t in session.turns} == {("user", "author", datetime(2024, 3, 5, 10, tzinfo=UTC))}


def test_bad_front_matter_is_reported_and_the_body_still_goes_in(tmp_path):
    bad_yaml = write(tmp_path / "a.md", "---\ntitle: ok\ntags: [unclosed\n---\n# Body\ntext\n")
    not_mapping = write(tmp_path / "b.md", "---\n- just\n- a list\n---\nbody\n")
    bad_date = write(tmp_path / "c.md", "---\ntitle: Kept\ndate: someday\nanswers: {not: a name}\n---\nbody\n")

    a, b, c = parse_file(bad_yaml), parse_file(not_mapping), parse_file(bad_date)

    assert [(p.line, p.reason.split(" (")[0]) for p in a.problems] == [(3, "invalid YAML front matter")]
    assert a.sessions[0].title == "Body" and a.sessions[0].turns[0].text == "# Body\ntext"
    assert [(p.line, p.reason) for p in b.problems] == [(1, "front matter is a list, not a mapping; metadata ignored")]
    assert b.sessions[0].turns[0].text == "body"
    assert [(p.line, p.reason) for p in c.problems] == [
        (3, "front matter 'date': not an ISO 8601 timestamp: 'someday'; ignored"),
        (4, "front matter 'answers': expected a list or a string, got dict; ignored")]
    assert c.sessions[0].title == "Kept" and c.links == []


# --- REST payloads --------------------------------------------------------------------------

def test_a_rest_payload_becomes_a_summary_and_decision_turns():
    payload = {"session_summary": "Moved CI from Jenkins to GitHub Actions.",
               "key_decisions": ["Use GitHub Actions", "Drop Jenkins by June"],
               "domain": "ci", "source_model": "claude-sonnet", "confidence": 0.9}

    session = parse_rest_payload(payload, RECEIVED)

    assert session.source == "rest" and session.tags == ["domain:ci"]
    assert session.external_id == parse_rest_payload(dict(payload), RECEIVED).external_id
    assert [(t.kind, t.role, t.speaker, t.text) for t in session.turns] == [
        ("summary", "assistant", "claude-sonnet", "Moved CI from Jenkins to GitHub Actions."),
        ("decision", "assistant", "claude-sonnet", "Use GitHub Actions"),
        ("decision", "assistant", "claude-sonnet", "Drop Jenkins by June"),
    ]
    assert all(t.at == RECEIVED for t in session.turns)
    named = parse_rest_payload({"session_summary": "x", "session_id": "abc", "at": "2024-01-01T00:00:00"}, RECEIVED)
    assert named.external_id == "abc" and named.turns[0].at == datetime(2024, 1, 1, tzinfo=UTC)
    assert named.turns[0].speaker == "agent"


@pytest.mark.parametrize(("payload", "message"), [
    ({}, "session_summary is required"),
    ({"session_summary": "  "}, "session_summary must not be empty"),
    ({"session_summary": 3}, "session_summary must be a string, got int"),
    ({"session_summary": "s", "key_decisions": "one"}, "key_decisions must be a list of strings, got str"),
    ({"session_summary": "s", "key_decisions": ["ok", 2]}, r"key_decisions\[1\] must be a string, got int"),
    ({"session_summary": "s", "confidence": 1.5}, "confidence must be between 0 and 1, got 1.5"),
    ({"session_summary": "s", "confidence": True}, "confidence must be a number between 0 and 1"),
    ({"session_summary": "s", "domain": ["x"]}, "domain must be a string, got list"),
    ({"session_summary": "s", "at": "soon"}, "at: not an ISO 8601 timestamp"),
    ({"session_summary": "s", "key_decision": []}, "unknown field.*key_decision; allowed"),
    ({"session_summary": "s" * 100_001}, "session_summary is 100001 characters; the limit is 100000"),
    ({"session_summary": "s", "key_decisions": ["d"] * 201}, "key_decisions has 201 entries; the limit is 200"),
])
def test_rest_payload_validation_names_the_field(payload, message):
    with pytest.raises(BadInput, match=message):
        parse_rest_payload(payload, RECEIVED)


# --- format detection and dispatch ----------------------------------------------------------

@pytest.mark.parametrize(("path", "expected"), [
    *((p, "claude") for p in CLAUDE_FILES),
    (DATA / "chat" / "locomo_dev.chat.json", "chat"),
    (DATA / "timeline_dev" / "corpus.chat.json", "chat"),
    (DATA / "README.md", "markdown"),
    (DATA / "timeline_dev" / "validate.py", "text"),
], ids=lambda v: v.name if isinstance(v, Path) else v)
def test_formats_are_detected_from_name_and_content(path, expected):
    with path.open("rb") as handle:
        assert detect_format(path, handle.read(4096)) == expected


def test_chat_json_lines_and_unknown_formats(tmp_path):
    lines = write(tmp_path / "turns.log", '{"text": "hi", "speaker": "ann"}\n')

    assert detect_format(lines, lines.read_bytes()) == "chat"
    with pytest.raises(BadInput, match="unknown format 'slack'; use one of: claude, chat, text, markdown"):
        parse_file(lines, "slack")
    assert FORMATS == ("claude", "chat", "text", "markdown")


def test_documents_are_read_whole_or_not_at_all(tmp_path):
    path = DATA / "timeline_dev" / "corpus.chat.json"
    size = path.stat().st_size

    unchanged = parse_file(path, start_offset=size)
    grown = parse_file(path, start_offset=size - 10)

    assert unchanged.sessions == [] and unchanged.end_offset == size
    assert len(grown.sessions) == 15 and grown.end_offset == size
