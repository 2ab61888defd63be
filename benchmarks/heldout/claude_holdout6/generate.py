#!/usr/bin/env python3
"""Write the claude_holdout6 set deterministically: transcripts/, facts.jsonl, questions.jsonl.

Usage: python3 generate.py   (writes next to this file; standard library only)

The story: wrenly, a bird-recording app (Rust/axum server, SvelteKit web app, Python worker) in
one repository, /home/ines/src/wrenly, over 12 Claude Code sessions from 2025-09-09 to 2026-07-21.
Everything is fictional. The same seed always gives byte-identical files.
"""
from __future__ import annotations

import base64
import difflib
import json
import random
import uuid as uuidlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(6_2026_0721)
CWD = "/home/ines/src/wrenly"
ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
READ_REMINDER = (
    "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. "
    "If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, "
    "write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n"
)
TODO_OK = ("Todos have been modified successfully. Ensure that you continue to use the todo list to "
           "track your progress. Please proceed with the current tasks if applicable")
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
            "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
            "wait for the user to tell you how to proceed.")
STALE = ("File has been modified since read, either by the user or by a linter. Read it again before "
         "attempting to write it.")

TAGS: dict[str, str] = {}      # tag -> "<sessionId>#<uuid>"
FS: dict[str, str] = {}        # the repository as the sessions see it (path relative to CWD)
SESSIONS: list["Session"] = []


def rid(n: int) -> str:
    return "".join(R.choice(ALNUM) for _ in range(n))


def new_uuid() -> str:
    return str(uuidlib.UUID(bytes=bytes(R.getrandbits(8) for _ in range(16)), version=4))


def signature() -> str:
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.randint(150, 260)))).decode()


def ts(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def numbered(lines: list[str], start: int = 1) -> str:
    return "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(lines, start))


def hunks(old: str, new: str) -> list[dict]:
    a, b = old.split("\n"), new.split("\n")
    out = []
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
        i1, j1 = group[0][1], group[0][3]
        i2, j2 = group[-1][2], group[-1][4]
        lines = []
        for tag, a1, a2, b1, b2 in group:
            if tag == "equal":
                lines += [" " + x for x in a[a1:a2]]
            if tag in ("replace", "delete"):
                lines += ["-" + x for x in a[a1:a2]]
            if tag in ("replace", "insert"):
                lines += ["+" + x for x in b[b1:b2]]
        out.append({"oldStart": i1 + 1, "oldLines": i2 - i1, "newStart": j1 + 1, "newLines": j2 - j1,
                    "lines": lines})
    return out


def snippet(old: str, new: str) -> str:
    """`cat -n` excerpt of the edited region, as the 1.0/2.0 Edit results show it."""
    a, b = old.split("\n"), new.split("\n")
    ops = [op for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] != "equal"]
    first = ops[0][3] if ops else 0
    last = max(ops[-1][4], first + 1) if ops else 1
    lo, hi = max(0, first - 4), min(len(b), last + 4)
    return numbered(b[lo:hi], lo + 1)


class Session:
    """One transcript file. Profiles: P1 = 1.0.x, P2 = 2.0.x, P3 = 2.1.6, P4 = 2.1.38 and later."""

    def __init__(self, key: str, version: str, model: str, start: str, branch: str, profile: str,
                 slug: str | None = None, hook: str | None = None, perm: str = "default") -> None:
        self.key, self.version, self.model, self.branch, self.profile = key, version, model, branch, profile
        own = random.Random(f"wrenly/{key}")  # session ids stay put when the content changes
        self.sid = str(uuidlib.UUID(bytes=bytes(own.getrandbits(8) for _ in range(16)), version=4))
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
        self.rows: list[dict] = []
        self.parent: str | None = None
        self.msg: tuple[str, str] | None = None
        self.slug, self.slug_on, self.hook, self.perm = slug, False, hook, perm
        self.cache = R.randint(13900, 14400)
        self.seen: set[str] = set()
        self.backups: dict[str, dict] = {}
        self.todos: list[dict] = []
        self.prompt_at: datetime | None = None
        self.pending_result = False
        SESSIONS.append(self)

    # --- envelope -------------------------------------------------------------------------------
    def clock(self, seconds: float, fmt: str = "%Y-%m-%d %H:%M:%S") -> str:
        """Wall-clock time `seconds` from now, for times printed inside tool output."""
        return (self.t + timedelta(seconds=seconds)).strftime(fmt)

    def tick(self, lo: float, hi: float) -> datetime:
        self.t += timedelta(seconds=R.uniform(lo, hi))
        return self.t

    def env(self) -> dict:
        d = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.slug_on:
            d["slug"] = self.slug
        return d

    def emit(self, ev: dict, tag: str | None) -> str:
        self.rows.append(ev)
        if "uuid" in ev:
            self.parent = ev["uuid"]
            if tag:
                assert tag not in TAGS, tag
                TAGS[tag] = f"{self.sid}#{ev['uuid']}"
        return ev.get("uuid", "")

    def usage(self, out_tokens: int) -> dict:
        created = R.randint(20, 900)
        u = {"input_tokens": R.choice([3, 4, 6, 8, 10]), "cache_creation_input_tokens": created,
             "cache_read_input_tokens": self.cache,
             "cache_creation": {"ephemeral_5m_input_tokens": created, "ephemeral_1h_input_tokens": 0},
             "output_tokens": out_tokens, "service_tier": "standard"}
        if self.profile == "P4":
            u["inference_geo"] = "not_available"
        self.cache += created
        return u

    # --- user side ------------------------------------------------------------------------------
    def summary(self, text: str, leaf_tag: str) -> None:
        self.rows.append({"type": "summary", "summary": text, "leafUuid": TAGS[leaf_tag].split("#")[1]})

    def prompt(self, text: str, tag: str | None = None, gap: tuple[float, float] = (60, 300)) -> str:
        if self.rows and any("uuid" in r for r in self.rows):
            self.tick(*gap)
        u = new_uuid()
        if self.profile != "P1":
            snap_t = self.t + timedelta(milliseconds=R.randint(40, 400))
            self.rows.append({"type": "file-history-snapshot", "messageId": u,
                              "snapshot": {"messageId": u, "trackedFileBackups": json.loads(json.dumps(self.backups)),
                                           "timestamp": ts(snap_t)}, "isSnapshotUpdate": False})
        ev = self.env() | {"type": "user", "message": {"role": "user", "content": text}, "uuid": u,
                           "timestamp": ts(self.t)}
        if self.profile in ("P2", "P3"):
            ev["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
        elif self.profile == "P4":
            ev["thinkingMetadata"] = {"maxThinkingTokens": 31999}
        if self.profile in ("P3", "P4"):
            ev["todos"] = []
        if self.profile == "P4":
            ev["permissionMode"] = self.perm
        self.msg = None
        self.prompt_at = self.t
        return self.emit(ev, tag)

    def user_text(self, text: str, tag: str | None = None) -> str:
        self.tick(0.2, 2)
        ev = self.env() | {"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": text}]},
                           "uuid": new_uuid(), "timestamp": ts(self.t)}
        self.msg = None
        return self.emit(ev, tag)

    def local_command(self, name: str, args: str, stdout: str) -> None:
        for content in (f"<command-name>/{name}</command-name>\n            <command-message>{name}</command-message>\n"
                        f"            <command-args>{args}</command-args>",
                        f"<local-command-stdout>{stdout}</local-command-stdout>"):
            ev = self.env() | {"type": "system", "subtype": "local_command", "content": content, "level": "info",
                               "timestamp": ts(self.t), "uuid": new_uuid(), "isMeta": False}
            self.emit(ev, None)

    def compact(self, summary: str, args: str, pre_tokens: int, tag: str | None = None) -> None:
        self.tick(20, 70)
        boundary = {"parentUuid": None, "logicalParentUuid": self.parent, "isSidechain": False,
                    "userType": "external", "cwd": CWD, "sessionId": self.sid, "version": self.version,
                    "gitBranch": self.branch}
        if self.slug and self.slug_on:
            boundary["slug"] = self.slug
        boundary |= {"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted",
                     "isMeta": False, "timestamp": ts(self.t), "uuid": new_uuid(), "level": "info",
                     "compactMetadata": {"trigger": "manual", "preTokens": pre_tokens}}
        self.rows.append(boundary)
        self.parent = boundary["uuid"]
        ev = self.env() | {"type": "user", "message": {"role": "user", "content": summary},
                           "isVisibleInTranscriptOnly": True, "isCompactSummary": True, "uuid": new_uuid(),
                           "timestamp": ts(self.t)}
        self.emit(ev, tag)
        caveat = ("<local-command-caveat>Caveat: The messages below were generated by the user while running "
                  "local commands. DO NOT respond to these messages or otherwise consider them in your response "
                  "unless the user explicitly asks you to.</local-command-caveat>")
        self.emit(self.env() | {"type": "user", "message": {"role": "user", "content": caveat}, "isMeta": True,
                                "uuid": new_uuid(), "timestamp": ts(self.t)}, None)
        self.tick(0.4, 0.9)
        cmd = ("<command-name>/compact</command-name>\n            <command-message>compact</command-message>\n"
               f"            <command-args>{args}</command-args>")
        self.emit(self.env() | {"type": "user", "message": {"role": "user", "content": cmd}, "uuid": new_uuid(),
                                "timestamp": ts(self.t)}, None)
        self.tick(0.6, 1.4)
        out = "<local-command-stdout>\u001b[2mCompacted (ctrl+o to see full summary)\u001b[22m</local-command-stdout>"
        self.emit(self.env() | {"type": "user", "message": {"role": "user", "content": out}, "uuid": new_uuid(),
                                "timestamp": ts(self.t)}, None)
        self.msg = None
        self.cache = R.randint(12000, 13000)

    # --- assistant side ---------------------------------------------------------------------------
    def _assistant(self, block: dict, out_tokens: int, final: bool, tag: str | None, lag: tuple[float, float]) -> str:
        if self.msg is None:
            self.msg = ("msg_01" + rid(22), "req_011C" + rid(20))
            self.tick(*lag)
        else:
            self.tick(0.4, 3.0)
        stop = "end_turn" if (final and self.profile == "P1") else None
        if self.profile == "P1":
            msg = {"id": self.msg[0], "type": "message", "role": "assistant", "model": self.model}
        else:
            msg = {"model": self.model, "id": self.msg[0], "type": "message", "role": "assistant"}
        msg |= {"content": [block], "stop_reason": stop, "stop_sequence": None, "usage": self.usage(out_tokens)}
        ev = self.env() | {"message": msg, "requestId": self.msg[1], "type": "assistant", "uuid": new_uuid(),
                           "timestamp": ts(self.t)}
        return self.emit(ev, tag)

    def think(self, text: str, tag: str | None = None) -> str:
        return self._assistant({"type": "thinking", "thinking": text, "signature": signature()},
                               R.randint(1, 12), False, tag, (4, 11))

    def say(self, text: str, tag: str | None = None, final: bool = True) -> str:
        u = self._assistant({"type": "text", "text": text}, R.randint(4, 14), final, tag, (3, 9))
        if final:
            self.end_turn()
        return u

    def end_turn(self) -> None:
        if self.profile == "P3":
            self.tick(0.3, 1.5)
            ev = self.env() | {"type": "system", "subtype": "turn_duration",
                               "durationMs": int((self.t - self.prompt_at).total_seconds() * 1000),
                               "timestamp": ts(self.t), "uuid": new_uuid(), "isMeta": False}
            self.emit(ev, None)
        elif self.hook:
            self.tick(1.5, 3.5)
            ev = self.env() | {"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                               "hookInfos": [{"command": self.hook}], "hookErrors": [], "preventedContinuation": False,
                               "stopReason": "", "hasOutput": False, "level": "suggestion", "timestamp": ts(self.t),
                               "uuid": new_uuid(), "toolUseID": new_uuid()}
            self.emit(ev, None)
        self.msg = None

    def _tool(self, name: str, inp: dict, tag: str | None) -> tuple[str, str]:
        tid = "toolu_01" + rid(22)
        block = {"type": "tool_use", "id": tid, "name": name, "input": inp}
        if self.profile == "P4":
            block["caller"] = {"type": "direct"}
        size = len(json.dumps(inp)) // 4
        u = self._assistant(block, max(60, min(size, 2400)), False, tag, (4, 12))
        return tid, u

    def _result(self, tid: str, tu_uuid: str, content: str, tur, tag: str | None, error: bool = False,
                bash: bool = False, dur: tuple[float, float] = (0.8, 4.0)) -> str:
        self.tick(*dur)
        if error:
            block = {"type": "tool_result", "content": content, "is_error": True, "tool_use_id": tid}
        else:
            block = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if bash:
                block["is_error"] = False
        ev = self.env() | {"type": "user", "message": {"role": "user", "content": [block]}, "uuid": new_uuid(),
                           "timestamp": ts(self.t), "toolUseResult": tur}
        if self.profile in ("P3", "P4"):
            ev["sourceToolAssistantUUID"] = tu_uuid
        u = self.emit(ev, tag)
        self.msg = None
        if self.slug:
            self.slug_on = True
        return u

    def _backup(self, path: str) -> None:
        b = self.backups.get(path)
        version = b["version"] + 1 if b else 1
        self.backups[path] = {"backupFileName": f"{rid(16).lower()}@v{version}", "version": version,
                              "backupTime": ts(self.t + timedelta(milliseconds=R.randint(-900, -100)))}

    # --- tools ------------------------------------------------------------------------------------
    def read(self, path: str, tag: str | None = None, rtag: str | None = None, offset: int | None = None,
             limit: int | None = None) -> None:
        full = f"{CWD}/{path}"
        inp = {"file_path": full}
        if offset:
            inp["offset"] = offset
        if limit:
            inp["limit"] = limit
        tid, tu = self._tool("Read", inp, tag)
        lines = FS[path].split("\n")
        start = offset or 1
        part = lines[start - 1:(start - 1 + limit) if limit else None]
        tur = {"type": "text", "file": {"filePath": full, "content": "\n".join(part), "numLines": len(part),
                                        "startLine": start, "totalLines": len(lines)}}
        self._result(tid, tu, numbered(part, start) + READ_REMINDER, tur, rtag, dur=(0.6, 2.0))
        self.seen.add(path)

    def edit(self, path: str, old: str, new: str, tag: str | None = None, rtag: str | None = None,
             stale: bool = False) -> None:
        full = f"{CWD}/{path}"
        if self.profile in ("P3", "P4"):
            inp = {"replace_all": False, "file_path": full, "old_string": old, "new_string": new}
        else:
            inp = {"file_path": full, "old_string": old, "new_string": new}
        tid, tu = self._tool("Edit", inp, tag)
        if stale:
            self._result(tid, tu, f"<tool_use_error>{STALE}</tool_use_error>", f"Error: {STALE}", rtag, error=True,
                         dur=(0.3, 1.0))
            self.seen.discard(path)
            return
        assert path in self.seen, f"{self.key}: Edit of {path} without Read"
        orig = FS[path]
        assert orig.count(old) == 1, f"{self.key}: old_string not unique/absent in {path}: {old[:60]!r}"
        upd = orig.replace(old, new)
        FS[path] = upd
        self._backup(path)
        tur = {"filePath": full, "oldString": old, "newString": new, "originalFile": orig,
               "structuredPatch": hunks(orig, upd), "userModified": False, "replaceAll": False}
        if self.profile in ("P3", "P4"):
            content = f"The file {full} has been updated successfully."
        else:
            content = (f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of "
                       f"the edited file:\n" + snippet(orig, upd))
        self._result(tid, tu, content, tur, rtag, dur=(0.8, 3.0))

    def write(self, path: str, content: str, tag: str | None = None, rtag: str | None = None) -> None:
        full = f"{CWD}/{path}"
        tid, tu = self._tool("Write", {"file_path": full, "content": content}, tag)
        existed = path in FS
        if existed:
            assert path in self.seen, f"{self.key}: Write over {path} without Read"
            orig = FS[path]
            tur = {"type": "update", "filePath": full, "content": content, "structuredPatch": hunks(orig, content),
                   "originalFile": orig}
            if self.profile in ("P3", "P4"):
                msg = f"The file {full} has been updated successfully."
            else:
                msg = (f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of "
                       f"the edited file:\n" + snippet(orig, content))
        else:
            tur = {"type": "create", "filePath": full, "content": content, "structuredPatch": []}
            if self.profile in ("P3", "P4"):
                tur["originalFile"] = None
            msg = f"File created successfully at: {full}"
        FS[path] = content
        self.seen.add(path)
        self._backup(path)
        self._result(tid, tu, msg, tur, rtag, dur=(0.8, 3.0))

    def bash(self, command: str, description: str, out: str = "", tag: str | None = None, rtag: str | None = None,
             error: bool = False, code: int = 1, stderr: str = "", dur: tuple[float, float] = (1.0, 6.0),
             timeout: int | None = None) -> None:
        inp = {"command": command}
        if timeout:
            inp["timeout"] = timeout
        inp["description"] = description
        tid, tu = self._tool("Bash", inp, tag)
        text = "\n".join(x for x in (out, stderr) if x)
        if error:
            body = text if self.profile == "P1" else f"Exit code {code}\n{text}"
            self._result(tid, tu, body, f"Error: {body}", rtag, error=True, dur=dur)
            return
        tur = {"stdout": out, "stderr": stderr, "interrupted": False, "isImage": False}
        if self.profile == "P4":
            tur["noOutputExpected"] = False
        self._result(tid, tu, text, tur, rtag, bash=True, dur=dur)

    def bash_rejected(self, command: str, description: str, tag: str | None = None, rtag: str | None = None) -> None:
        tid, tu = self._tool("Bash", {"command": command, "description": description}, tag)
        self._result(tid, tu, REJECTED, "User rejected tool use", rtag, error=True, dur=(4, 15))
        self.user_text("[Request interrupted by user for tool use]")

    def grep(self, pattern: str, path: str, mode: str, matches: list[str], tag: str | None = None,
             rtag: str | None = None, glob: str | None = None) -> None:
        inp = {"pattern": pattern, "path": f"{CWD}/{path}" if path else CWD}
        if glob:
            inp["glob"] = glob
        inp["output_mode"] = mode
        if mode == "content":
            inp["-n"] = True
        tid, tu = self._tool("Grep", inp, tag)
        if mode == "files_with_matches":
            files = [f"{CWD}/{m}" for m in matches]
            content = f"Found {len(files)} files\n" + "\n".join(files)
            tur = {"mode": mode, "filenames": files, "numFiles": len(files)}
        else:
            content = "\n".join(f"{CWD}/{m}" for m in matches)
            tur = {"mode": "content", "numFiles": 0, "filenames": [], "content": content, "numLines": len(matches)}
        self._result(tid, tu, content, tur, rtag, dur=(0.5, 1.8))

    def glob(self, pattern: str, files: list[str], tag: str | None = None, rtag: str | None = None) -> None:
        tid, tu = self._tool("Glob", {"pattern": pattern}, tag)
        full = [f"{CWD}/{f}" for f in files]
        tur = {"filenames": full, "durationMs": R.randint(40, 160), "numFiles": len(full), "truncated": False}
        self._result(tid, tu, "\n".join(full), tur, rtag, dur=(0.3, 1.2))

    def todo(self, items: list[tuple[str, str, str]], tag: str | None = None) -> None:
        """items: (content, status, activeForm or priority)."""
        if self.profile == "P1":
            todos = [{"content": c, "status": s, "priority": p, "id": str(i)} for i, (c, s, p) in enumerate(items, 1)]
        else:
            todos = [{"content": c, "status": s, "activeForm": a} for c, s, a in items]
        tid, tu = self._tool("TodoWrite", {"todos": todos}, tag)
        self._result(tid, tu, TODO_OK, {"oldTodos": self.todos, "newTodos": todos}, None, dur=(1.5, 4.5))
        self.todos = todos

    # --- output -------------------------------------------------------------------------------------
    def save(self) -> None:
        folder = OUT / "transcripts"
        folder.mkdir(exist_ok=True)
        with open(folder / f"{self.sid}.jsonl", "w", encoding="utf-8") as fh:
            for row in self.rows:
                fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")


def change(path: str, old: str, new: str) -> None:
    """Apply a change to the virtual repository: one the developer made between sessions (never shown as a
    tool call), or the effect on a file of a shell command shown in a Bash call (sed, cargo add, uv remove)."""
    assert FS[path].count(old) == 1, (path, old[:60])
    FS[path] = FS[path].replace(old, new)


def fs_grep(regex: str, *paths: str) -> list[str]:
    """`path:line:text` for every line of the given files that matches, as Grep's content mode prints it."""
    import re
    pat = re.compile(regex)
    return [f"{p}:{i}:{line}" for p in paths for i, line in enumerate(FS[p].split("\n"), 1) if pat.search(line)]


def line_of(path: str, text: str) -> int:
    """1-based number of the first line of `path` that contains `text`."""
    return next(i for i, line in enumerate(FS[path].split("\n"), 1) if text in line)


def ev(tag: str) -> str:
    return TAGS[tag]


# =====================================================================================================
# The repository as it is on 2025-09-09
# =====================================================================================================

FS["server/src/taxonomy.rs"] = '''//! Species lookup against the eBird taxonomy API, cached in Redis for a day.

use serde::{Deserialize, Serialize};

use crate::error::AppError;
use crate::AppState;

const EBIRD_TAXONOMY_URL: &str = "https://api.ebird.org/v2/ref/taxonomy/ebird";

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct Taxon {
    #[serde(rename = "speciesCode")]
    pub species_code: String,
    #[serde(rename = "comName")]
    pub common_name: String,
    #[serde(rename = "sciName")]
    pub scientific_name: String,
}

pub async fn lookup(state: &AppState, codes: &[String]) -> Result<Vec<Taxon>, AppError> {
    if let Some(hit) = state.cache.get_taxa(codes).await? {
        return Ok(hit);
    }
    let url = format!("{EBIRD_TAXONOMY_URL}?fmt=json&species={}", codes.join(","));
    let taxa: Vec<Taxon> = ureq::get(&url)
        .set("X-eBirdApiToken", &state.config.ebird_token)
        .call()
        .map_err(|e| {
            log::warn!("taxonomy lookup failed: {e}");
            AppError::Upstream("taxonomy")
        })?
        .into_json()?;
    state.cache.put_taxa(codes, &taxa).await?;
    Ok(taxa)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_ebird_payload() {
        let raw = r#"[{"speciesCode":"winwre4","comName":"Eurasian Wren","sciName":"Troglodytes troglodytes"}]"#;
        let taxa: Vec<Taxon> = serde_json::from_str(raw).unwrap();
        assert_eq!(taxa[0].common_name, "Eurasian Wren");
    }
}
'''

FS["server/src/main.rs"] = '''use std::net::SocketAddr;

use axum::Router;
use tower_http::services::{ServeDir, ServeFile};
use tower_sessions::SessionManagerLayer;
use tower_sessions_redis_store::{fred::prelude::*, RedisStore};

mod cache;
mod config;
mod db;
mod error;
mod jobs;
mod routes;
mod taxonomy;

#[derive(Clone)]
pub struct AppState {
    pub config: config::Config,
    pub db: deadpool_diesel::mysql::Pool,
    pub cache: cache::Cache,
    pub jobs: jobs::Queue,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    dotenvy::dotenv().ok();
    env_logger::init();
    let config = config::Config::from_env()?;

    // DATABASE_URL: mysql://...@aws.connect.psdb.cloud/wrenly?ssl-mode=VERIFY_IDENTITY (PlanetScale)
    let manager = deadpool_diesel::mysql::Manager::new(&config.database_url, deadpool_diesel::Runtime::Tokio1);
    let db = deadpool_diesel::mysql::Pool::builder(manager).max_size(8).build()?;
    db::run_migrations(&db).await?;

    // One Redis (Upstash) for three things: login sessions, the taxonomy cache and the job
    // queue (new recordings are LPUSHed onto wrenly:jobs; the worker BRPOPs them).
    let redis = Pool::new(Config::from_url(&config.redis_url)?, None, None, None, 4)?;
    redis.init().await?;
    let sessions = SessionManagerLayer::new(RedisStore::new(redis.clone())).with_secure(true);

    let state = AppState {
        cache: cache::Cache::new(redis.clone()),
        jobs: jobs::Queue::new(redis.clone()),
        db,
        config: config.clone(),
    };

    // The SvelteKit app is built with adapter-static into web/build and served from here.
    let spa = ServeDir::new("web/build").fallback(ServeFile::new("web/build/index.html"));
    let app = Router::new()
        .nest("/api", routes::api())
        .nest("/internal", routes::internal())
        .route("/healthz", axum::routing::get(routes::healthz))
        .fallback_service(spa)
        .layer(sessions)
        .with_state(state);

    let addr = SocketAddr::from(([0, 0, 0, 0], config.port));
    log::info!("listening on {addr}");
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app).await?;
    Ok(())
}
'''

FS["web/cypress/e2e/upload.cy.ts"] = '''describe("upload", () => {
  beforeEach(() => {
    cy.login("e2e@wrenly.app");
  });

  it("shows the new recording on the map", () => {
    cy.visit("/upload");
    cy.get("input[type=file]").selectFile("cypress/fixtures/wren-song.ogg");
    cy.get("[name=species_hint]").type("Eurasian Wren");
    cy.get("button[type=submit]").click();
    cy.url().should("match", /\\/recordings\\/[0-9a-f-]{36}$/);
    cy.visit("/map");
    cy.get(".leaflet-marker-icon").should("have.length.at.least", 1);
  });
});
'''

FS["web/src/lib/components/RecordingMap.svelte"] = '''<script lang="ts">
  import { page } from "$app/state";
  import L from "leaflet";
  import "leaflet.markercluster";
  import "leaflet/dist/leaflet.css";
  import "leaflet.markercluster/dist/MarkerCluster.css";
  import { onMount } from "svelte";
  import type { RecordingPin } from "$lib/types";

  let { recordings }: { recordings: RecordingPin[] } = $props();
  let el: HTMLDivElement;

  onMount(() => {
    const map = L.map(el, { preferCanvas: true }).setView([51.1, 10.4], 6);
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 19,
      attribution: "&copy; OpenStreetMap contributors",
    }).addTo(map);

    const focus = page.url.searchParams.get("focus");
    const byId = new Map<string, L.Marker>();
    const cluster = L.markerClusterGroup({ disableClusteringAtZoom: 16, chunkedLoading: true });
    for (const r of recordings) {
      const name = r.species_common ?? "Unidentified";
      const marker = L.marker([r.lat, r.lon], { title: name });
      marker.bindPopup(`<a href="/recordings/${r.id}">${name}</a>`);
      marker.on("add", () => marker.getElement()?.setAttribute("data-recording-id", r.id));
      byId.set(r.id, marker);
      cluster.addLayer(marker);
    }
    map.addLayer(cluster);
    if (focus && byId.has(focus)) map.setView(byId.get(focus)!.getLatLng(), 17);
    return () => map.remove();
  });
</script>

<div class="map" bind:this={el}></div>

<style>
  .map {
    height: calc(100vh - 4rem);
  }
</style>
'''

FS["worker/wrenly_worker/api.py"] = '''"""Client for the server's /internal API (service token auth)."""
from __future__ import annotations

import os

import requests

# (connect, read) in seconds; recordings can be 50 MB, hence the long read timeout.
TIMEOUT = (3.05, 30)


class Client:
    def __init__(self, base: str, token: str) -> None:
        self.base = base.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    @classmethod
    def from_env(cls) -> "Client":
        return cls(os.environ["WRENLY_API"], os.environ["WRENLY_SERVICE_TOKEN"])

    def audio(self, rid: str) -> bytes:
        resp = self.session.get(f"{self.base}/internal/recordings/{rid}/audio", timeout=TIMEOUT)
        resp.raise_for_status()
        return resp.content

    def post_detections(self, rid: str, rows: list[dict]) -> None:
        resp = self.session.post(f"{self.base}/internal/recordings/{rid}/detections", json=rows, timeout=TIMEOUT)
        resp.raise_for_status()

    def detections_for_week(self, week: str) -> list[dict]:
        resp = self.session.get(f"{self.base}/internal/detections", params={"week": week}, timeout=TIMEOUT)
        resp.raise_for_status()
        return resp.json()["items"]
'''

# =====================================================================================================
# s01  2025-09-09  taxonomy lookup blocks the runtime (ureq); Cypress upload spec
# =====================================================================================================
s = Session("s01", "1.0.110", "claude-sonnet-4-20250514", "2025-09-09T14:05:11.204", "main", "P1")
s.prompt("The species autocomplete on the upload form sometimes freezes the whole app. When the eBird "
         "taxonomy endpoint is slow, every other request stalls too, even /healthz, for 10-20 seconds, and "
         "App Platform's health check restarted the server twice yesterday. I'm pretty sure it's the lookup "
         "in server/src/taxonomy.rs. Can you take a look?", tag="s01_p1")
s.think("Everything stalling while one upstream call is slow points at blocking I/O on the tokio worker "
        "threads. Check how taxonomy.rs calls eBird and how the runtime is set up in main.rs.")
s.say("Let me look at the lookup and at how the server is started.", final=False)
s.read("server/src/taxonomy.rs", tag="s01_read_tax", rtag="s01_tax")
s.read("server/src/main.rs", rtag="s01_main")
s.say("Found it. `lookup` is an `async fn`, but the HTTP call inside it is **ureq**, which is a blocking "
      "client: `ureq::get(...).call()` parks the thread until eBird answers. On App Platform's basic "
      "instance (1 vCPU) `#[tokio::main]` starts a single worker thread, so while one autocomplete request "
      "waits for eBird, nothing else runs, `/healthz` included. ureq also has no overall timeout unless you "
      "set one, so a hanging upstream hangs us for as long as the TCP connection lives.\n\n"
      "Two ways out:\n1. Quick: keep ureq, move the call into `tokio::task::spawn_blocking` and give the agent "
      "connect/read timeouts.\n2. Proper: switch the server to an async client (reqwest) so the call is just "
      "an `.await`.\n\nI'll do the quick fix now since it's a small, safe diff.", tag="s01_diag", final=False)
s.edit("server/src/taxonomy.rs",
       "use serde::{Deserialize, Serialize};\n\nuse crate::error::AppError;\nuse crate::AppState;\n\n"
       "const EBIRD_TAXONOMY_URL: &str = \"https://api.ebird.org/v2/ref/taxonomy/ebird\";\n",
       "use std::sync::LazyLock;\nuse std::time::Duration;\n\nuse serde::{Deserialize, Serialize};\n\n"
       "use crate::error::AppError;\nuse crate::AppState;\n\n"
       "const EBIRD_TAXONOMY_URL: &str = \"https://api.ebird.org/v2/ref/taxonomy/ebird\";\n\n"
       "// ureq is a blocking client: it runs on the blocking pool (see lookup) and never waits forever.\n"
       "static AGENT: LazyLock<ureq::Agent> = LazyLock::new(|| {\n"
       "    ureq::AgentBuilder::new()\n        .timeout_connect(Duration::from_secs(2))\n"
       "        .timeout(Duration::from_secs(5))\n        .build()\n});\n")
s.edit("server/src/taxonomy.rs",
       "    let taxa: Vec<Taxon> = ureq::get(&url)\n        .set(\"X-eBirdApiToken\", &state.config.ebird_token)\n"
       "        .call()\n        .map_err(|e| {\n            log::warn!(\"taxonomy lookup failed: {e}\");\n"
       "            AppError::Upstream(\"taxonomy\")\n        })?\n        .into_json()?;\n",
       "    let token = state.config.ebird_token.clone();\n"
       "    let taxa: Vec<Taxon> = tokio::task::spawn_blocking(move || {\n        AGENT\n            .get(&url)\n"
       "            .set(\"X-eBirdApiToken\", &token)\n            .call()\n            .map_err(|e| {\n"
       "                log::warn!(\"taxonomy lookup failed: {e}\");\n                AppError::Upstream(\"taxonomy\")\n"
       "            })?\n            .into_json::<Vec<Taxon>>()\n            .map_err(AppError::from)\n    })\n"
       "    .await\n    .map_err(|_| AppError::Upstream(\"taxonomy\"))??;\n", tag="s01_edit_tax")
s.bash("cd server && cargo test taxonomy 2>&1", "Run the taxonomy tests",
       "   Compiling wrenly-server v0.9.3 (/home/ines/src/wrenly/server)\n"
       "    Finished `test` profile [unoptimized + debuginfo] target(s) in 24.81s\n"
       "     Running unittests src/main.rs (target/debug/deps/wrenly_server-3b9e0c1f7a2d4e61)\n\n"
       "running 1 test\ntest taxonomy::tests::parses_ebird_payload ... ok\n\n"
       "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 57 filtered out; finished in 0.00s",
       rtag="s01_cargo_test", dur=(25, 32))
s.bash("cd server && cargo clippy --locked -- -D warnings", "Lint the server",
       stderr="    Checking wrenly-server v0.9.3 (/home/ines/src/wrenly/server)\n"
              "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.37s", dur=(9, 12))
s.say("Fixed for now:\n\n- `taxonomy.rs`: one shared `ureq::Agent` with a 2 s connect and 5 s overall timeout, "
      "and the call runs inside `spawn_blocking`, so a slow eBird only blocks a thread of tokio's blocking "
      "pool, not the runtime. A timeout becomes `AppError::Upstream(\"taxonomy\")` (502), and the autocomplete "
      "falls back to the cached list.\n- Tests and clippy pass.\n\nThis is a workaround, not a cure: every "
      "ureq call site will need the same wrapping. When you have an hour, moving the server's outbound HTTP "
      "to reqwest (async, per-client timeouts) removes the whole class of bug.", tag="s01_fix")
s.prompt("OK, good enough for today, we'll do reqwest properly next round. While you're in there: the "
         "Cypress run in CI failed on the upload spec this morning, `.leaflet-marker-icon` timed out. Flaky or "
         "real?", tag="s01_p2")
s.bash("gh run list --workflow ci.yml --limit 3", "List recent CI runs",
       "STATUS  TITLE                                  WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\n"
       "X       upload: accept .m4a from the iOS r...  CI        main    push   17589340712  14m2s    about 5 hours ago\n"
       "\u2713       worker: skip clips shorter than 1 s    CI        main    push   17571125804  13m41s   about 1 day ago\n"
       "\u2713       web: species chips on recording page   CI        main    push   17550448311  13m55s   about 2 days ago",
       rtag="s01_gh_runs")
s.bash("gh run view 17589340712 --log-failed | tail -12", "Show the failed job's log",
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:51:02.1120931Z yarn run v1.22.22\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:51:02.1201174Z $ cypress run\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:31.0042275Z   Running:  upload.cy.ts    (3 of 4)\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:40.2019838Z   1) upload\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:40.2020112Z        shows the new recording on the map:\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:40.2020511Z      AssertionError: Timed out retrying after "
       "4000ms: Expected to find element: `.leaflet-marker-icon`, but never found it.\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:40.2020794Z       at Context.eval (webpack://wrenly-web/./"
       "cypress/e2e/upload.cy.ts:12:34)\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:52.7718001Z   1 of 4 failed (25%)                         02:21"
       "       14       13        1        -        -\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:52.9145563Z error Command failed with exit code 1.\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:52.9149930Z info Visit https://yarnpkg.com/en/docs/cli/run "
       "for documentation about this command.\n"
       "web\tRun cypress-io/github-action@v6\t2025-09-09T08:53:52.9321468Z ##[error]Process completed with exit code 1.",
       rtag="s01_gh_log")
s.read("web/cypress/e2e/upload.cy.ts")
s.grep("leaflet|focus|disableClusteringAtZoom|data-recording-id", "web/src", "content",
       fs_grep("leaflet|focus|disableClusteringAtZoom|data-recording-id", "web/src/lib/components/RecordingMap.svelte"),
       rtag="s01_grep_map")
s.say("Real, but order-dependent rather than random. The map uses leaflet.markercluster, so a recording that "
      "lands close to others is drawn as a `.marker-cluster` bubble, not a `.leaflet-marker-icon`. Whether the "
      "fixture recording ends up alone depends on which specs ran before it and seeded recordings nearby "
      "(the species-search spec uploads two from the same GPS area). The map already supports `?focus=<id>`, "
      "which zooms to 17, past `disableClusteringAtZoom: 16`, so I'll make the spec use that and wait for the "
      "recordings request instead of a fixed timeout.", final=False)
s.edit("web/cypress/e2e/upload.cy.ts",
       "    cy.url().should(\"match\", /\\/recordings\\/[0-9a-f-]{36}$/);\n    cy.visit(\"/map\");\n"
       "    cy.get(\".leaflet-marker-icon\").should(\"have.length.at.least\", 1);\n",
       "    cy.url()\n      .should(\"match\", /\\/recordings\\/[0-9a-f-]{36}$/)\n      .then((url) => {\n"
       "        const id = url.split(\"/\").pop();\n        cy.intercept(\"GET\", \"/api/recordings?*\").as(\"recordings\");\n"
       "        // Zoomed in on the recording, markercluster draws single markers, so the result no longer\n"
       "        // depends on which other specs seeded recordings nearby.\n"
       "        cy.visit(`/map?focus=${id}`);\n        cy.wait(\"@recordings\");\n"
       "        cy.get(`.leaflet-marker-icon[data-recording-id=\"${id}\"]`).should(\"be.visible\");\n      });\n")
s.bash("cd web && yarn test && yarn cypress run --spec cypress/e2e/upload.cy.ts,cypress/e2e/species-search.cy.ts",
       "Run unit tests and the two map-related specs",
       "yarn run v1.22.22\n$ vitest run\n\n RUN  v3.2.4 /home/ines/src/wrenly/web\n\n"
       " \u2713 src/lib/format.test.ts (7 tests) 6ms\n \u2713 src/lib/geo.test.ts (6 tests) 4ms\n"
       " \u2713 src/lib/upload.test.ts (5 tests) 21ms\n \u2713 src/lib/species.test.ts (8 tests) 9ms\n"
       " \u2713 src/routes/recordings/recording.test.ts (4 tests) 57ms\n\n Test Files  9 passed (9)\n"
       "      Tests  41 passed (41)\n   Start at  16:10:31\n   Duration  2.91s\n\nDone in 3.72s.\n"
       "yarn run v1.22.22\n$ /home/ines/src/wrenly/web/node_modules/.bin/cypress run --spec "
       "cypress/e2e/upload.cy.ts,cypress/e2e/species-search.cy.ts\n\n"
       "  (Run Finished)\n\n       Spec                                Tests  Passing  Failing  Pending  Skipped\n"
       "  \u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n"
       "  \u2502 \u2714  species-search.cy.ts   00:06    2        2        -        -        - \u2502\n"
       "  \u2502 \u2714  upload.cy.ts           00:07    1        1        -        -        - \u2502\n"
       "  \u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518\n"
       "    \u2714  All specs passed!       00:13    3        3        -        -        -\nDone in 31.84s.",
       rtag="s01_yarn", dur=(30, 40))
s.say("Passes locally with species-search running first, which is exactly the order that broke CI. Vitest is "
      "still green too (41 tests). The spec now opens `/map?focus=<id>`, waits for `GET /api/recordings`, and "
      "looks for the marker carrying that recording's `data-recording-id`.")
s.prompt("Thanks. Commit both straight to main, they're small.", gap=(40, 120))
s.bash("git add server/src/taxonomy.rs web/cypress/e2e/upload.cy.ts && git commit -qm \"taxonomy: run ureq on the "
       "blocking pool with timeouts; e2e: focus the uploaded recording on the map\" && git push -q origin main && "
       "git log --oneline -1", "Commit and push to main", "5d0b7a3 taxonomy: run ureq on the blocking pool with "
       "timeouts; e2e: focus the uploaded recording on the map", dur=(3, 6))
s.say("Pushed as `5d0b7a3`. App Platform deploys `main` on push, so the timeout fix should be live in a few "
      "minutes; CI will rerun the Cypress suite on the same commit.", tag="s01_end")

# =====================================================================================================
# s02  2025-09-26  ureq -> reqwest; worker HTTP check; Diesel -> SQLx plan (SeaORM rejected)
# =====================================================================================================
FS["worker/pyproject.toml"] = '''[tool.poetry]
name = "wrenly-worker"
version = "0.9.1"
description = "Species detection worker for wrenly"
authors = ["wrenly <dev@wrenly.app>"]
packages = [{ include = "wrenly_worker" }]

[tool.poetry.dependencies]
python = ">=3.12,<3.13"
numpy = "^1.26"
librosa = "^0.10.2"
soundfile = "^0.12.1"
torch = { version = "2.4.1", source = "pytorch-cpu" }
pandas = "^2.2"
redis = "^5.1"
requests = "^2.32"
sentry-sdk = "^2.14"

[tool.poetry.group.dev.dependencies]
pytest = "^8.3"
ruff = "^0.6"

[[tool.poetry.source]]
name = "pytorch-cpu"
url = "https://download.pytorch.org/whl/cpu"
priority = "explicit"

[build-system]
requires = ["poetry-core>=1.9"]
build-backend = "poetry.core.masonry.api"
'''

s = Session("s02", "1.0.126", "claude-opus-4-1-20250805", "2025-09-26T08:47:33.518", "reqwest", "P1")
s.summary("Taxonomy lookup blocking the tokio runtime; order-dependent Cypress map spec", "s01_end")
s.prompt("Time for the reqwest switch we talked about. Replace ureq in the server with reqwest: async, rustls "
         "(no openssl please, the runtime image doesn't have libssl), and drop the spawn_blocking workaround. "
         "Keep the 5 s timeout. And check whether the worker has the same no-timeout problem while you're at it.",
         tag="s02_p1")
s.think("Plan: cargo remove ureq, cargo add reqwest without default features (default-tls pulls native-tls/openssl) "
        "plus json and rustls-tls. Build one reqwest::Client in AppState with timeouts and reuse it. Then look "
        "at the worker's HTTP code.")
s.todo([("Swap ureq for reqwest (rustls, json) in server/Cargo.toml", "in_progress", "high"),
        ("Rewrite taxonomy.rs on a shared async reqwest::Client with timeouts", "pending", "high"),
        ("Build and test the server", "pending", "medium"),
        ("Check the worker's HTTP calls for timeouts", "pending", "medium")])
s.bash("cd server && cargo remove ureq && cargo add reqwest --no-default-features --features json,rustls-tls",
       "Replace ureq with reqwest",
       stderr="    Removing ureq from dependencies\n    Updating crates.io index\n"
              "      Adding reqwest v0.12.23 to dependencies\n             Features:\n             + __rustls\n"
              "             + __rustls-ring\n             + __tls\n             + json\n             + rustls-tls\n"
              "             + rustls-tls-webpki-roots\n             - blocking\n             - brotli\n"
              "             - charset\n             - cookies\n             - default-tls\n             - deflate\n"
              "             - gzip\n             - hickory-dns\n             - http2\n             - macos-system-configuration\n"
              "             - multipart\n             - native-tls\n             - native-tls-alpn\n"
              "             - native-tls-vendored\n             - rustls-tls-manual-roots\n"
              "             - rustls-tls-native-roots\n             - socks\n             - stream\n             - zstd\n"
              "    Updating crates.io index\n     Locking 14 packages to latest compatible versions\n"
              "      Adding reqwest v0.12.23\n      Adding rustls v0.23.31\n      Adding webpki-roots v1.0.2\n"
              "    Removing ureq v2.12.1",
       tag="s02_cargo_swap", rtag="s02_cargo_swap_out", dur=(4, 8))
s.read("server/src/taxonomy.rs")
s.write("server/src/taxonomy.rs", '''//! Species lookup against the eBird taxonomy API, cached in Redis for a day.

use serde::{Deserialize, Serialize};

use crate::error::AppError;
use crate::AppState;

const EBIRD_TAXONOMY_URL: &str = "https://api.ebird.org/v2/ref/taxonomy/ebird";

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct Taxon {
    #[serde(rename = "speciesCode")]
    pub species_code: String,
    #[serde(rename = "comName")]
    pub common_name: String,
    #[serde(rename = "sciName")]
    pub scientific_name: String,
}

pub async fn lookup(state: &AppState, codes: &[String]) -> Result<Vec<Taxon>, AppError> {
    if let Some(hit) = state.cache.get_taxa(codes).await? {
        return Ok(hit);
    }
    // state.http is the server's one reqwest::Client (2 s connect / 5 s total timeout, see main.rs).
    let taxa: Vec<Taxon> = state
        .http
        .get(EBIRD_TAXONOMY_URL)
        .query(&[("fmt", "json"), ("species", &codes.join(","))])
        .header("X-eBirdApiToken", &state.config.ebird_token)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(|e| {
            log::warn!("taxonomy lookup failed: {e}");
            AppError::Upstream("taxonomy")
        })?
        .json()
        .await
        .map_err(|_| AppError::Upstream("taxonomy"))?;
    state.cache.put_taxa(codes, &taxa).await?;
    Ok(taxa)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_ebird_payload() {
        let raw = r#"[{"speciesCode":"winwre4","comName":"Eurasian Wren","sciName":"Troglodytes troglodytes"}]"#;
        let taxa: Vec<Taxon> = serde_json::from_str(raw).unwrap();
        assert_eq!(taxa[0].common_name, "Eurasian Wren");
    }
}
''', tag="s02_write_tax")
s.read("server/src/main.rs")
s.edit("server/src/main.rs", "    pub jobs: jobs::Queue,\n}\n",
       "    pub jobs: jobs::Queue,\n    pub http: reqwest::Client,\n}\n")
s.edit("server/src/main.rs", "        db,\n        config: config.clone(),\n    };\n",
       "        db,\n        config: config.clone(),\n        // Outbound HTTP (eBird). Async, so a slow upstream only delays its own request.\n"
       "        http: reqwest::Client::builder()\n            .connect_timeout(std::time::Duration::from_secs(2))\n"
       "            .timeout(std::time::Duration::from_secs(5))\n            .user_agent(\"wrenly-server/0.9\")\n"
       "            .build()?,\n    };\n", tag="s02_edit_main")
s.bash("cd server && cargo test 2>&1 | tail -4 && cargo tree -i ureq 2>&1 | head -1", "Test, and confirm ureq is gone",
       "test routes::upload::tests::rejects_unknown_mime ... ok\n\n"
       "test result: ok. 58 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.92s\n\n"
       "error: package ID specification `ureq` did not match any packages", rtag="s02_test", dur=(35, 45))
s.grep("requests|TIMEOUT", "worker", "content", fs_grep("requests|TIMEOUT", "worker/wrenly_worker/api.py"),
       glob="*.py", rtag="s02_worker_grep")
s.read("worker/pyproject.toml", rtag="s02_worker_pyproject")
s.say("Done. The server now talks to eBird with reqwest:\n\n- `Cargo.toml`: `ureq` removed, `reqwest 0.12` added with "
      "`default-features = false` and `json` + `rustls-tls`, so no OpenSSL anywhere in the tree.\n"
      "- `main.rs`: one `reqwest::Client` in `AppState` (2 s connect, 5 s total, a user agent); clients pool "
      "connections, so it's built once and cloned cheaply.\n- `taxonomy.rs`: plain `.send().await`, no "
      "`spawn_blocking`, no static agent.\n- 58 tests pass; `cargo tree -i ureq` finds nothing.\n\n"
      "The worker doesn't have the problem. It uses Python `requests` (a `requests.Session` in "
      "`wrenly_worker/api.py`, installed through Poetry) and every call passes `timeout=(3.05, 30)`. It's a plain "
      "synchronous loop, so there's no event loop to block either. I'd leave the worker on requests.",
      tag="s02_done")
s.prompt("Merge it. Then something bigger: Diesel. Every query goes through deadpool-diesel's interact() "
         "closures, the error types are a mess, and the sync API fights axum everywhere. I'd like to move to SQLx. "
         "What would that look like? I also had a look at SeaORM.", tag="s02_p2")
s.bash("git add -A && git commit -qm \"server: replace ureq with reqwest\" && git push -qu origin reqwest && "
       "gh pr create --fill && gh pr merge --squash --delete-branch", "Open and merge the PR",
       "https://github.com/wrenly-app/wrenly/pull/58\n\u2713 Squashed and merged pull request wrenly-app/wrenly#58 "
       "(server: replace ureq with reqwest)\n\u2713 Deleted local branch reqwest and switched to branch main\n"
       "\u2713 Deleted remote branch reqwest", rtag="s02_merge", dur=(6, 12))
s.branch = "main"
s.bash("cd server && grep -rc \"interact(\" src | grep -v \":0$\" && ls migrations | head -4 && ls migrations | wc -l",
       "Count Diesel call sites and migrations",
       "src/db/recordings.rs:14\nsrc/db/detections.rs:9\nsrc/db/species.rs:6\nsrc/db/users.rs:7\nsrc/db/labels.rs:3\n"
       "00000000000000_diesel_initial_setup\n2025-03-02-101500_create_users\n2025-03-02-101700_create_recordings\n"
       "2025-03-09-184200_create_detections\n14", rtag="s02_diesel_count")
s.say("Here's what the SQLx move would look like:\n\n1. **Queries**: 39 `interact()` call sites in five files become "
      "`sqlx::query_as!(Recording, \"SELECT ... WHERE id = ?\", id).fetch_one(&pool).await?`. The macros check "
      "every query against the schema at compile time, and they are async, so no closures and no "
      "`spawn_blocking`.\n2. **Pool**: `sqlx::MySqlPool` replaces deadpool-diesel; it goes straight into "
      "`AppState`.\n3. **Migrations**: the 13 Diesel migrations keep their SQL; each `up.sql` becomes "
      "`migrations/<timestamp>_<name>.sql` and `sqlx::migrate!()` runs them at startup. Mark them as applied in "
      "prod once (`_sqlx_migrations`), so nothing re-runs.\n4. **Offline builds**: `cargo sqlx prepare` writes "
      "`.sqlx/`, and the Docker and CI builds set `SQLX_OFFLINE=true`, so they don't need a database.\n"
      "5. **Errors**: one `From<sqlx::Error> for AppError`, with `RowNotFound` mapped to 404.\n\n"
      "SeaORM: it's an ORM built *on top of* SQLx, with generated entity files and a query builder. If what "
      "bothers you about Diesel is the DSL and the types between you and the SQL, SeaORM brings a different "
      "DSL back. SQLx keeps you writing SQL, which is what your repositories already look like.\n\n"
      "One more thing in SQLx's favour: it speaks MySQL and Postgres with the same API, so if you ever leave "
      "PlanetScale, this won't be another rewrite.", tag="s02_sqlx_plan")
s.prompt("SQLx it is, SeaORM is out. And yes, Postgres is on my mind: the 'recordings near me' query is a full "
         "table scan with ST_Distance_Sphere on MySQL, and I'd want PostGIS and a real spatial index for that. "
         "Not now though. I'll start the SQLx port myself on a branch next week and come back when the tests "
         "are red.", tag="s02_p3")
s.say("Sounds good. When you start: port one repository file at a time and keep Diesel in `Cargo.toml` until the "
      "last one is done, so the branch builds throughout. Ping me with the failing tests and we'll finish it "
      "together.", tag="s02_end")

# =====================================================================================================
# s03  2025-10-21  finish Diesel -> SQLx; SQLX_OFFLINE in Docker and CI; Cantora labels table
# =====================================================================================================
FS["server/Cargo.toml"] = '''[package]
name = "wrenly-server"
version = "0.10.0"
edition = "2021"
rust-version = "1.82"

[dependencies]
anyhow = "1.0"
axum = { version = "0.8", features = ["multipart", "macros"] }
chrono = { version = "0.4", features = ["serde"] }
deadpool-diesel = { version = "0.6", features = ["mysql"] }
diesel = { version = "2.2", features = ["mysql", "chrono", "uuid"] }
diesel_migrations = { version = "2.2", features = ["mysql"] }
dotenvy = "0.15"
env_logger = "0.11"
log = "0.4"
reqwest = { version = "0.12.23", default-features = false, features = ["json", "rustls-tls"] }
serde = { version = "1.0", features = ["derive"] }
serde_json = "1.0"
sqlx = { version = "0.8", features = ["runtime-tokio", "tls-rustls", "mysql", "chrono", "uuid", "macros", "migrate"] }
thiserror = "2.0"
tokio = { version = "1.47", features = ["full"] }
tower-http = { version = "0.6", features = ["fs", "cors", "limit"] }
tower-sessions = "0.14"
tower-sessions-redis-store = "0.15"
uuid = { version = "1.18", features = ["v4", "serde"] }

[dev-dependencies]
axum-test = "17"
'''
# The developer's port, done on the sqlx branch between s02 and s03.
change("server/src/main.rs", "    pub db: deadpool_diesel::mysql::Pool,\n", "    pub db: sqlx::MySqlPool,\n")
change("server/src/main.rs",
          "    let manager = deadpool_diesel::mysql::Manager::new(&config.database_url, deadpool_diesel::Runtime::Tokio1);\n"
          "    let db = deadpool_diesel::mysql::Pool::builder(manager).max_size(8).build()?;\n"
          "    db::run_migrations(&db).await?;\n",
          "    let db = MySqlPoolOptions::new().max_connections(8).connect(&config.database_url).await?;\n"
          "    sqlx::migrate!().run(&db).await?;\n")
change("server/src/main.rs", "use axum::Router;\n", "use axum::Router;\nuse sqlx::mysql::MySqlPoolOptions;\n")
FS["server/src/error.rs"] = '''use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    NotFound,
    #[error("forbidden")]
    Forbidden,
    #[error("bad request: {0}")]
    BadRequest(String),
    #[error("upstream {0} failed")]
    Upstream(&'static str),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for AppError {
    fn from(err: sqlx::Error) -> Self {
        AppError::Internal(err.into())
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = match &self {
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::Forbidden => StatusCode::FORBIDDEN,
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Upstream(_) => StatusCode::BAD_GATEWAY,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        (status, Json(json!({ "error": self.to_string() }))).into_response()
    }
}
'''
FS["server/src/db/detections.rs"] = '''use sqlx::MySqlPool;
use uuid::Uuid;

use crate::models::Detection;

pub async fn for_recording(db: &MySqlPool, recording_id: Uuid) -> sqlx::Result<Vec<Detection>> {
    sqlx::query_as!(
        Detection,
        r#"SELECT id, recording_id as "recording_id: Uuid", species_code, start_ms, end_ms, confidence
           FROM detections
           WHERE recording_id = ?"#,
        recording_id
    )
    .fetch_all(db)
    .await
}
'''
FS["server/Dockerfile"] = '''# syntax=docker/dockerfile:1.7
FROM node:22-bookworm-slim AS web
WORKDIR /web
COPY web/ ./
RUN corepack enable && yarn install --frozen-lockfile && yarn build

FROM rust:1.82-slim-bookworm AS build
WORKDIR /src
COPY server/ ./
RUN cargo build --release --locked

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \\
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /src/target/release/wrenly-server /app/wrenly-server
COPY --from=web /web/build /app/web/build
ENV PORT=8080
EXPOSE 8080
CMD ["/app/wrenly-server"]
'''
FS[".github/workflows/ci.yml"] = '''name: CI

on:
  push:
    branches: [main]
  pull_request:

jobs:
  server:
    runs-on: ubuntu-24.04
    services:
      mysql:
        image: mysql:8.0
        env:
          MYSQL_ROOT_PASSWORD: root
          MYSQL_DATABASE: wrenly_test
        ports: ["3306:3306"]
        options: --health-cmd "mysqladmin ping -proot" --health-interval 5s --health-retries 20
    env:
      DATABASE_URL: mysql://root:root@127.0.0.1:3306/wrenly_test
    defaults:
      run:
        working-directory: server
    steps:
      - uses: actions/checkout@v5
      - uses: dtolnay/rust-toolchain@stable
        with:
          components: clippy, rustfmt
      - uses: Swatinem/rust-cache@v2
        with:
          workspaces: server
      - run: cargo fmt --check
      - run: cargo clippy --locked -- -D warnings
      - run: cargo test --locked

  web:
    runs-on: ubuntu-24.04
    defaults:
      run:
        working-directory: web
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version: 22
          cache: yarn
          cache-dependency-path: web/yarn.lock
      - run: yarn install --frozen-lockfile
      - run: yarn check
      - run: yarn test
      - uses: cypress-io/github-action@v6
        with:
          working-directory: web
          install: false
          build: yarn build
          start: yarn preview --port 4173
          wait-on: http://localhost:4173
          command: yarn e2e

  worker:
    runs-on: ubuntu-24.04
    defaults:
      run:
        working-directory: worker
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-python@v6
        with:
          python-version: "3.12"
      - run: pipx install poetry==1.8.4
      - run: poetry install --no-interaction
      - run: poetry run ruff check .
      - run: poetry run pytest -q
'''

s = Session("s03", "2.0.24", "claude-sonnet-4-5-20250929", "2025-10-21T13:38:52.771", "sqlx", "P2")
s.prompt("The SQLx branch is nearly there: every repository is on sqlx::query_as!, the migrations are "
         "server/migrations/<timestamp>_<name>.sql, diesel.toml is gone and the pool is a MySqlPool. But "
         "Cargo.toml still has Diesel in it and three tests fail. Can you finish it off?", tag="s03_p1")
s.think("First drop the three Diesel crates so nothing still compiles against them, then look at the three "
        "failures one by one.")
s.read("server/Cargo.toml", rtag="s03_cargo_read")
s.bash("cd server && cargo remove diesel diesel_migrations deadpool-diesel", "Remove the Diesel crates",
       stderr="    Removing diesel from dependencies\n    Removing diesel_migrations from dependencies\n"
              "    Removing deadpool-diesel from dependencies", tag="s03_cargo_remove", rtag="s03_cargo_remove_out",
       dur=(2, 4))
change("server/Cargo.toml",
          "deadpool-diesel = { version = \"0.6\", features = [\"mysql\"] }\n"
          "diesel = { version = \"2.2\", features = [\"mysql\", \"chrono\", \"uuid\"] }\n"
          "diesel_migrations = { version = \"2.2\", features = [\"mysql\"] }\n", "")
s.bash("cd server && cargo test 2>&1 | tail -22", "Run the server tests",
       "---- db::recordings::tests::roundtrip_public_flag stdout ----\n"
       "thread 'db::recordings::tests::roundtrip_public_flag' panicked at src/db/recordings.rs:88:10:\n"
       "called `Result::unwrap()` on an `Err` value: ColumnDecode { index: \"\\\"is_public\\\"\", source: \"mismatched "
       "types; Rust type `bool` (as SQL type `BOOLEAN`) is not compatible with SQL type `TINYINT UNSIGNED`\" }\n\n"
       "---- db::detections::tests::ordered_by_confidence stdout ----\n"
       "thread 'db::detections::tests::ordered_by_confidence' panicked at src/db/detections.rs:41:9:\n"
       "assertion `left == right` failed\n  left: [0.42, 0.91, 0.77]\n right: [0.91, 0.77, 0.42]\n\n"
       "---- routes::recordings::tests::missing_recording_is_404 stdout ----\n"
       "thread 'routes::recordings::tests::missing_recording_is_404' panicked at src/routes/recordings.rs:203:9:\n"
       "assertion `left == right` failed\n  left: 500\n right: 404\n\n\nfailures:\n"
       "    db::detections::tests::ordered_by_confidence\n    db::recordings::tests::roundtrip_public_flag\n"
       "    routes::recordings::tests::missing_recording_is_404\n\n"
       "test result: FAILED. 61 passed; 3 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.63s\n\n"
       "error: test failed, to rerun pass `--bin wrenly-server`", error=True, code=101, rtag="s03_test_fail",
       dur=(40, 55))
s.say("Three separate things, all typical for a Diesel port:\n\n1. `is_public` is `TINYINT(1) UNSIGNED` in MySQL; "
      "Diesel mapped it to `bool` through the schema, SQLx needs a type override in the query.\n2. The Diesel "
      "query had `.order(confidence.desc())`; the SQL port lost the `ORDER BY`.\n3. Every `sqlx::Error` becomes "
      "a 500, including `RowNotFound`, which Diesel's `NotFound` used to turn into a 404.", final=False)
s.read("server/src/error.rs")
s.edit("server/src/error.rs",
       "    fn from(err: sqlx::Error) -> Self {\n        AppError::Internal(err.into())\n    }\n",
       "    fn from(err: sqlx::Error) -> Self {\n        match err {\n            sqlx::Error::RowNotFound => AppError::NotFound,\n"
       "            other => AppError::Internal(other.into()),\n        }\n    }\n")
s.read("server/src/db/detections.rs")
s.edit("server/src/db/detections.rs", "           WHERE recording_id = ?\"#,\n",
       "           WHERE recording_id = ?\n           ORDER BY confidence DESC\"#,\n")
s.bash("cd server && sed -i 's/is_public,$/is_public as \"is_public: bool\",/' src/db/recordings.rs && "
       "cargo sqlx prepare && cargo test 2>&1 | tail -3", "Fix the bool override, write offline query data, rerun tests",
       "query data written to .sqlx in the current directory; please check this into version control\n\n"
       "test result: ok. 64 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.48s\n",
       rtag="s03_test_ok", dur=(60, 80))
s.bash("cd server && cargo tree -i diesel 2>&1; git status --short | head -8", "Confirm Diesel is gone from the build",
       "error: package ID specification `diesel` did not match any packages\n M Cargo.lock\n M Cargo.toml\n"
       " M src/db/detections.rs\n M src/db/recordings.rs\n M src/error.rs\n?? .sqlx/", rtag="s03_tree")
s.say("Diesel is out of the tree and all 64 tests pass:\n\n- `Cargo.toml`: `diesel`, `diesel_migrations` and "
      "`deadpool-diesel` removed; SQLx 0.8 (MySQL, rustls, migrate, macros) is the only database crate.\n"
      "- `error.rs`: `RowNotFound` → 404, everything else stays a 500.\n- `detections.rs`: `ORDER BY confidence "
      "DESC` restored.\n- `recordings.rs`: `is_public as \"is_public: bool\"`.\n- `.sqlx/` holds the offline "
      "query data from `cargo sqlx prepare`; commit it, so builds without a database can set "
      "`SQLX_OFFLINE=true`.", tag="s03_done")
s.prompt("Great. Add SQLX_OFFLINE to the server Dockerfile and to CI, then open the PR and merge when it's green.",
         tag="s03_p2", gap=(50, 140))
s.read("server/Dockerfile", rtag="s03_dockerfile")
s.edit("server/Dockerfile", "COPY server/ ./\nRUN cargo build --release --locked\n",
       "COPY server/ ./\n# Queries are checked against .sqlx/ (cargo sqlx prepare); no database at build time.\n"
       "ENV SQLX_OFFLINE=true\nRUN cargo build --release --locked\n")
s.read(".github/workflows/ci.yml", rtag="s03_ci_read")
s.edit(".github/workflows/ci.yml", "      DATABASE_URL: mysql://root:root@127.0.0.1:3306/wrenly_test\n",
       "      DATABASE_URL: mysql://root:root@127.0.0.1:3306/wrenly_test\n      SQLX_OFFLINE: \"true\"\n")
s.bash("git add -A && git commit -qm \"server: replace Diesel with SQLx\" && git push -qu origin sqlx && "
       "gh pr create --fill && gh pr checks --watch --interval 30 && gh pr merge --squash --delete-branch",
       "Commit, open the PR, wait for CI and merge",
       "https://github.com/wrenly-app/wrenly/pull/64\nserver\tpass\t13m48s\thttps://github.com/wrenly-app/wrenly/"
       "actions/runs/18697016250/job/53317710112\nweb\tpass\t6m11s\thttps://github.com/wrenly-app/wrenly/actions/"
       "runs/18697016250/job/53317710109\nworker\tpass\t3m52s\thttps://github.com/wrenly-app/wrenly/actions/runs/"
       "18697016250/job/53317710115\n\u2713 Squashed and merged pull request wrenly-app/wrenly#64 (server: replace "
       "Diesel with SQLx)\n\u2713 Deleted local branch sqlx and switched to branch main\n\u2713 Deleted remote branch sqlx",
       tag="s03_merge_cmd", rtag="s03_merge", timeout=1200000, dur=(830, 860))
s.branch = "main"
s.say("Merged as #64, all three jobs green (the server job is the slow one at almost 14 minutes). App Platform "
      "picks up `main` on its own, so SQLx is what runs in production from this deploy on.", tag="s03_merged")
s.prompt("One more: Cantora, the labeling vendor, is going to push expert labels to us. Their docs say the ids "
         "are MongoDB ObjectIds and their whole API is GraphQL. Do we have to change anything on our side for "
         "that?", tag="s03_p3", gap=(90, 200))
s.say("Not in the stack. MongoDB and GraphQL are how Cantora runs *their* service; we only receive their "
      "labels. An ObjectId is 24 hex characters, so we store it as an opaque string with a unique index (that "
      "also makes their retries idempotent). They push to us, so a small REST endpoint on our side "
      "(`POST /internal/labels`, shared secret) is enough; we never have to query their GraphQL API. "
      "Here's the table:", tag="s03_cantora", final=False)
s.write("server/migrations/20251021150000_expert_labels.sql", '''-- Expert labels pushed by Cantora (labeling vendor). Their ids are MongoDB ObjectIds:
-- 24 hex characters, stored as an opaque string.
CREATE TABLE expert_labels (
    id            BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    cantora_id    CHAR(24)        NOT NULL,
    recording_id  BINARY(16)      NOT NULL,
    species_code  VARCHAR(16)     NOT NULL,
    start_ms      INT UNSIGNED    NOT NULL,
    end_ms        INT UNSIGNED    NOT NULL,
    labeled_by    VARCHAR(64)     NOT NULL,
    received_at   DATETIME(3)     NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE KEY expert_labels_cantora_id (cantora_id),
    KEY expert_labels_recording (recording_id)
);
''')
s.say("Migration written (MySQL syntax, like the others). I haven't added the endpoint yet; once Cantora sends "
      "a sample payload, the handler is a single `INSERT ... ON DUPLICATE KEY UPDATE` keyed on `cantora_id`.")

# =====================================================================================================
# s04  2025-11-18  log + env_logger -> tracing; cargo test -> cargo-nextest in CI; uv announced
# =====================================================================================================
FS["worker/Dockerfile"] = '''FROM python:3.12-slim-bookworm
RUN apt-get update \\
 && apt-get install -y --no-install-recommends libsndfile1 ffmpeg \\
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
RUN pip install --no-cache-dir poetry==1.8.4 \\
 && poetry config virtualenvs.create false
COPY pyproject.toml poetry.lock ./
RUN poetry install --only main --no-root --no-interaction
COPY wrenly_worker/ wrenly_worker/
COPY models/ models/
CMD ["python", "-m", "wrenly_worker.main"]
'''

s = Session("s04", "2.0.44", "claude-sonnet-4-5-20250929", "2025-11-18T10:02:37.090", "tracing", "P2",
            hook="paplay /usr/share/sounds/freedesktop/stereo/complete.oga")
s.prompt("Logs. When a recording fails in the worker I can't find the matching server request in App Platform's "
         "log view: env_logger prints one unstructured line per call, no request id, and half the lines are hyper "
         "noise. I want JSON logs with a request id on every line of a request. So: log + env_logger out, tracing + "
         "tracing-subscriber in, with tower-http's TraceLayer. RUST_LOG has to keep working.", tag="s04_p1")
s.think("Cargo.toml: drop env_logger and log, add tracing, tracing-subscriber (env-filter, json), tower for "
        "ServiceBuilder, and the trace + request-id features of tower-http. main.rs: subscriber init, "
        "SetRequestIdLayer -> TraceLayer with a span carrying the id -> PropagateRequestIdLayer. Then rename "
        "log:: macros to tracing::.")
s.read("server/Cargo.toml", rtag="s04_cargo_read")
s.edit("server/Cargo.toml", "env_logger = \"0.11\"\nlog = \"0.4\"\n", "", tag="s04_cargo_rm", rtag="s04_cargo_rm_out")
s.edit("server/Cargo.toml",
       "tower-http = { version = \"0.6\", features = [\"fs\", \"cors\", \"limit\"] }\ntower-sessions = \"0.14\"\n"
       "tower-sessions-redis-store = \"0.15\"\n",
       "tower = \"0.5\"\ntower-http = { version = \"0.6\", features = [\"fs\", \"cors\", \"limit\", \"trace\", \"request-id\", "
       "\"util\"] }\ntower-sessions = \"0.14\"\ntower-sessions-redis-store = \"0.15\"\ntracing = \"0.1\"\n"
       "tracing-subscriber = { version = \"0.3\", features = [\"env-filter\", \"json\"] }\n", tag="s04_cargo_add")
s.read("server/src/main.rs")
s.edit("server/src/main.rs", "use tower_http::services::{ServeDir, ServeFile};\n",
       "use axum::http::Request;\nuse tower::ServiceBuilder;\n"
       "use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};\n"
       "use tower_http::services::{ServeDir, ServeFile};\nuse tower_http::trace::TraceLayer;\n"
       "use tracing_subscriber::EnvFilter;\n")
s.edit("server/src/main.rs", "    dotenvy::dotenv().ok();\n    env_logger::init();\n",
       "    dotenvy::dotenv().ok();\n    // JSON lines on stdout; every line of a request carries its x-request-id through the span.\n"
       "    // RUST_LOG still works; without it we log our own crate and tower_http at info.\n"
       "    tracing_subscriber::fmt()\n        .json()\n        .flatten_event(true)\n        .with_current_span(true)\n"
       "        .with_env_filter(\n            EnvFilter::try_from_default_env()\n"
       "                .unwrap_or_else(|_| EnvFilter::new(\"wrenly_server=info,tower_http=info\")),\n        )\n"
       "        .init();\n", tag="s04_edit_main")
s.edit("server/src/main.rs", "        .fallback_service(spa)\n        .layer(sessions)\n",
       "        .fallback_service(spa)\n        .layer(sessions)\n        .layer(\n            ServiceBuilder::new()\n"
       "                .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))\n"
       "                .layer(TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {\n"
       "                    let id = req.headers().get(\"x-request-id\").and_then(|v| v.to_str().ok()).unwrap_or(\"-\");\n"
       "                    tracing::info_span!(\"request\", method = %req.method(), uri = %req.uri(), request_id = %id)\n"
       "                }))\n                .layer(PropagateRequestIdLayer::x_request_id()),\n        )\n")
s.bash("cd server && grep -rl 'log::' src | xargs sed -i -E 's/\\blog::(trace|debug|info|warn|error)!/tracing::\\1!/g' "
       "&& grep -rn 'log::' src; cargo build 2>&1 | tail -1", "Switch log:: macros to tracing:: and build",
       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 41.06s", dur=(40, 48))
change("server/src/main.rs", "    log::info!(\"listening on {addr}\");\n", "    tracing::info!(\"listening on {addr}\");\n")
change("server/src/taxonomy.rs", "            log::warn!(\"taxonomy lookup failed: {e}\");\n",
       "            tracing::warn!(\"taxonomy lookup failed: {e}\");\n")
s.bash("cd server && (cargo run -q > /tmp/wrenly.log 2>&1 &) && sleep 5 && curl -s -o /dev/null localhost:8080/healthz "
       "&& sleep 1 && pkill -f target/debug/wrenly-server; cat /tmp/wrenly.log", "Start the server and look at the log lines",
       "{\"timestamp\":\"" + s.clock(9, "%Y-%m-%dT%H:%M:%S.481203Z") + "\",\"level\":\"INFO\",\"message\":\"listening on 0.0.0.0:8080\","
       "\"target\":\"wrenly_server\"}\n{\"timestamp\":\"" + s.clock(10, "%Y-%m-%dT%H:%M:%S.530447Z") + "\",\"level\":\"INFO\",\"message\":"
       "\"finished processing request\",\"latency\":\"1 ms\",\"status\":200,\"target\":\"tower_http::trace::on_response\","
       "\"span\":{\"method\":\"GET\",\"request_id\":\"0f8c2a9e-3b1d-4c55-9a0e-7d2f6b1e4a90\",\"uri\":\"/healthz\","
       "\"name\":\"request\"}}", rtag="s04_json_log", dur=(7, 9))
s.say("The server logs through tracing now:\n\n- `Cargo.toml`: `log` and `env_logger` removed; `tracing`, "
      "`tracing-subscriber` (env-filter, json) and `tower` added; tower-http gets `trace` and `request-id`.\n"
      "- `main.rs`: JSON subscriber; `RUST_LOG` still overrides the default filter "
      "(`wrenly_server=info,tower_http=info`, so hyper's debug chatter is gone). Each request gets an "
      "`x-request-id` (kept if the caller sent one, echoed back in the response) and a `request` span, so every "
      "line logged while handling it carries `request_id`.\n- All `log::` macros renamed to `tracing::`.\n\n"
      "If the worker sends `X-Request-Id` on its `/internal` calls, you can follow one recording across both "
      "services by that id.", tag="s04_tracing_done")
s.prompt("Nice. Also switch the server tests in CI to cargo-nextest. Two of the axum-test tests flake on port reuse "
         "every other week, nextest runs each test in its own process and can retry, and it's faster anyway.",
         tag="s04_p2")
s.read(".github/workflows/ci.yml", rtag="s04_ci_read")
s.edit(".github/workflows/ci.yml", "      - run: cargo test --locked\n",
       "      - uses: taiki-e/install-action@nextest\n      - run: cargo nextest run --locked --profile ci\n"
       "      - run: cargo test --locked --doc\n", tag="s04_ci_nextest")
s.write("server/.config/nextest.toml", '''[profile.default]
slow-timeout = { period = "30s", terminate-after = 3 }

[profile.ci]
# The axum-test suites bind ports; a retry covers the rare EADDRINUSE.
retries = 2
fail-fast = false
''')
s.bash("cd server && cargo nextest run --profile ci 2>&1 | tail -4", "Run the suite under nextest",
       "        PASS [   0.412s] wrenly-server routes::upload::tests::rejects_unknown_mime\n"
       "        PASS [   0.655s] wrenly-server routes::recordings::tests::list_is_paginated\n"
       "------------\n     Summary [   3.184s] 66 tests run: 66 passed, 0 skipped", rtag="s04_nextest", dur=(30, 40))
s.say("CI now installs nextest (`taiki-e/install-action@nextest`) and runs `cargo nextest run --profile ci`, "
      "with two retries and no fail-fast; doctests still go through `cargo test --doc`, since nextest doesn't "
      "run those. Locally the 66 tests take 3.2 s under nextest against 5.9 s with `cargo test`.",
      tag="s04_nextest_done")
s.prompt("Good. Commit everything and open a PR, I'll merge it after lunch. One heads-up for later, not now: once "
         "the v4 model is trained I'll move the worker from Poetry to uv myself. `poetry install` takes over 3 "
         "minutes in CI and the poetry.lock diffs are unreadable. Anything I should know up front?",
         tag="s04_p3", gap=(60, 180))
s.bash("git add -A && git commit -qm \"server: tracing + JSON logs with request ids; cargo-nextest in CI\" && "
       "git push -qu origin tracing && gh pr create --fill", "Commit and open the PR",
       "https://github.com/wrenly-app/wrenly/pull/71", rtag="s04_pr", dur=(5, 9))
s.read("worker/Dockerfile", rtag="s04_worker_dockerfile")
s.say("PR #71 is open.\n\nFor the uv move, from what's in `worker/` today:\n\n- `uvx migrate-to-uv` turns "
      "`[tool.poetry]` into a standard `[project]` table and the dev group into `[dependency-groups]`; then "
      "`uv lock`. Delete `poetry.lock` in the same commit.\n- torch: your Poetry source `pytorch-cpu` becomes a "
      "`[[tool.uv.index]]` with `explicit = true` plus `[tool.uv.sources] torch = { index = \"pytorch-cpu\" }`, "
      "otherwise uv resolves the 800 MB CUDA wheels.\n- Dockerfile: it still does `pip install poetry` on "
      "`python:3.12-slim-bookworm`. Copy the uv binary in instead (`COPY --from=ghcr.io/astral-sh/uv:<version> "
      "/uv /uvx /bin/`), run `uv sync --frozen --no-dev --no-install-project` before copying the code so the "
      "dependency layer stays cached, and set `UV_PYTHON_DOWNLOADS=never` so it uses the image's Python.\n- CI: "
      "`astral-sh/setup-uv` with `enable-cache: true`, then `uv sync --frozen` and `uv run pytest`.",
      tag="s04_uv_tips")

# =====================================================================================================
# s05  2025-12-10  (uv done last Friday) paginated detections bug; worker image -> Python 3.13 / trixie;
#                  hosting move to Cloud Run decided
# =====================================================================================================
# The developer's uv switch, Friday 2025-12-05.
FS["worker/pyproject.toml"] = '''[project]
name = "wrenly-worker"
version = "0.10.0"
description = "Species detection worker for wrenly"
requires-python = ">=3.12,<3.13"
dependencies = [
    "librosa>=0.11",
    "numpy>=2.1",
    "pandas>=2.2",
    "redis>=5.2",
    "requests>=2.32",
    "sentry-sdk>=2.19",
    "soundfile>=0.12.1",
    "torch==2.5.1",
]

[dependency-groups]
dev = [
    "pytest>=8.3",
    "ruff>=0.8",
]

[tool.uv.sources]
torch = { index = "pytorch-cpu" }

[[tool.uv.index]]
name = "pytorch-cpu"
url = "https://download.pytorch.org/whl/cpu"
explicit = true

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"
'''
FS["worker/Dockerfile"] = '''FROM python:3.12-slim-bookworm
COPY --from=ghcr.io/astral-sh/uv:0.9.5 /uv /uvx /bin/
RUN apt-get update \\
 && apt-get install -y --no-install-recommends libsndfile1 ffmpeg \\
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy UV_PYTHON_DOWNLOADS=never
COPY pyproject.toml uv.lock .python-version ./
RUN uv sync --frozen --no-dev --no-install-project
COPY wrenly_worker/ wrenly_worker/
COPY models/ models/
RUN uv sync --frozen --no-dev
ENV PATH="/app/.venv/bin:$PATH"
CMD ["python", "-m", "wrenly_worker.main"]
'''
change(".github/workflows/ci.yml",
       "      - run: pipx install poetry==1.8.4\n      - run: poetry install --no-interaction\n"
       "      - run: poetry run ruff check .\n      - run: poetry run pytest -q\n",
       "      - uses: astral-sh/setup-uv@v6\n        with:\n          enable-cache: true\n"
       "      - run: uv sync --frozen\n      - run: uv run ruff check .\n      - run: uv run pytest -q\n")
FS["worker/wrenly_worker/reports/weekly.py"] = '''"""Weekly species report: detections per species for one ISO week, mailed on Mondays."""
from __future__ import annotations

import argparse

import pandas as pd

from wrenly_worker.api import Client
from wrenly_worker.mail import send_report
from wrenly_worker.taxonomy import common_name

MIN_CONFIDENCE = 0.5


def weekly_counts(rows: list[dict]) -> pd.DataFrame:
    df = pd.DataFrame(rows, columns=["recording_id", "species_code", "confidence", "detected_at"])
    df = df[df["confidence"] >= MIN_CONFIDENCE]
    out = (
        df.groupby("species_code")
        .agg(detections=("recording_id", "size"), recordings=("recording_id", "nunique"))
        .reset_index()
        .sort_values(["detections", "species_code"], ascending=[False, True])
    )
    out["common_name"] = out["species_code"].map(common_name)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--week", required=True, help="ISO week, e.g. 2025-W49")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    counts = weekly_counts(Client.from_env().detections_for_week(args.week))
    if args.dry_run:
        for row in counts.itertuples():
            print(f"{row.common_name} ({row.species_code}): {row.detections} detections, {row.recordings} recordings")
        return
    send_report(args.week, counts)


if __name__ == "__main__":
    main()
'''

s = Session("s05", "2.0.62", "claude-opus-4-5-20251101", "2025-12-10T16:18:40.312", "main", "P2",
            slug="mossy-wandering-heron", hook="paplay /usr/share/sounds/freedesktop/stereo/complete.oga")
s.prompt("Worker news first: I moved it from Poetry to uv last Friday and it's lovely, the CI worker job went from "
         "3m40 to 35 s. Now a bug: Monday's weekly report said 0 detections of Eurasian Wren for week 49, but the "
         "map shows dozens of wren recordings from that week. The report is worker/wrenly_worker/reports/weekly.py.",
         tag="s05_p1")
s.think("0 for a common species while the map has them: either filtered out (confidence threshold, code mismatch) "
        "or never fetched. Check the report, then the API client it uses.")
s.read("worker/pyproject.toml", rtag="s05_pyproject")
s.read("worker/wrenly_worker/reports/weekly.py", rtag="s05_weekly")
s.read("worker/wrenly_worker/api.py")
s.grep("PAGE_SIZE|next_cursor|ORDER BY species_code", "server/src/routes/internal.rs", "content",
       ["server/src/routes/internal.rs:18:const PAGE_SIZE: i64 = 500;",
        "server/src/routes/internal.rs:61:           ORDER BY species_code, id",
        "server/src/routes/internal.rs:66:    let next_cursor = (rows.len() as i64 == PAGE_SIZE).then(|| encode_cursor(rows.last()));"])
s.say("It's never fetched. `/internal/detections` pages: 500 rows per page, ordered by species code, with a `next` "
      "cursor. `Client.detections_for_week` returns `resp.json()[\"items\"]` from the first page and ignores "
      "`next`. Week 49 had 1,900-odd detections, so the report only saw species codes from `amecro` to about "
      "`eurrob1`; Eurasian Wren is `winwre4`, near the end of the alphabet, hence 0. Every report since the "
      "weekly volume passed 500 has been truncated the same way.", tag="s05_diag", final=False)
s.edit("worker/wrenly_worker/api.py",
       "    def detections_for_week(self, week: str) -> list[dict]:\n"
       "        resp = self.session.get(f\"{self.base}/internal/detections\", params={\"week\": week}, timeout=TIMEOUT)\n"
       "        resp.raise_for_status()\n        return resp.json()[\"items\"]\n",
       "    def detections_for_week(self, week: str) -> list[dict]:\n"
       "        # The endpoint pages (500 rows, ordered by species code) and hands back a `next` cursor.\n"
       "        items: list[dict] = []\n        params = {\"week\": week}\n        while True:\n"
       "            resp = self.session.get(f\"{self.base}/internal/detections\", params=params, timeout=TIMEOUT)\n"
       "            resp.raise_for_status()\n            body = resp.json()\n            items.extend(body[\"items\"])\n"
       "            if not body.get(\"next\"):\n                return items\n"
       "            params = {\"week\": week, \"cursor\": body[\"next\"]}\n", tag="s05_edit_api")
s.write("worker/tests/test_api_pagination.py", '''from wrenly_worker.api import Client


class FakeResponse:
    def __init__(self, body: dict) -> None:
        self.body = body

    def raise_for_status(self) -> None:
        pass

    def json(self) -> dict:
        return self.body


def test_detections_for_week_follows_the_cursor(monkeypatch):
    pages = {
        None: {"items": [{"species_code": "eurrob1"}] * 500, "next": "c2"},
        "c2": {"items": [{"species_code": "winwre4"}] * 41, "next": None},
    }
    asked = []

    def fake_get(url, params, timeout):
        asked.append(params.get("cursor"))
        return FakeResponse(pages[params.get("cursor")])

    client = Client("http://server", "token")
    monkeypatch.setattr(client.session, "get", fake_get)
    items = client.detections_for_week("2025-W49")
    assert len(items) == 541
    assert asked == [None, "c2"]
''')
s.bash("cd worker && uv run pytest -q && uv run python -m wrenly_worker.reports.weekly --week 2025-W49 --dry-run "
       "| grep -n -i wren", "Run the worker tests and re-run week 49 without mailing",
       "...............                                                          [100%]\n15 passed in 3.41s\n"
       "7:Eurasian Wren (winwre4): 41 detections, 17 recordings", rtag="s05_uv_pytest", dur=(8, 14))
s.say("Fixed: `detections_for_week` follows the `next` cursor until it's empty, and a test pins that down with a "
      "two-page fake. A dry run of week 49 now shows Eurasian Wren at 41 detections in 17 recordings (7th place). "
      "The 15 worker tests pass under `uv run`. You may want to re-send week 49's report.", tag="s05_fixed")
s.prompt("Good catch. Second thing: bump the worker image to Python 3.13 on Debian trixie. Trixie has been stable "
         "since August and 3.13 is supposedly quicker for our numpy-heavy bits. Leave the server image alone.",
         tag="s05_p2")
s.read("worker/Dockerfile", rtag="s05_dockerfile_read")
s.edit("worker/Dockerfile", "FROM python:3.12-slim-bookworm\n", "FROM python:3.13-slim-trixie\n",
       tag="s05_docker_313", rtag="s05_docker_313_out")
s.bash("cd worker && sed -i 's/requires-python = \">=3.12,<3.13\"/requires-python = \">=3.13,<3.14\"/' pyproject.toml "
       "&& uv python pin 3.13 && uv lock 2>&1 | tail -3", "Move the worker project to 3.13 and relock",
       "Pinned `.python-version` to `3.13`\nResolved 58 packages in 1.37s\nUpdated llvmlite v0.44.0 -> v0.45.1\n"
       "Updated numba v0.61.2 -> v0.62.1", tag="s05_pin313", dur=(3, 6))
change("worker/pyproject.toml", 'requires-python = ">=3.12,<3.13"', 'requires-python = ">=3.13,<3.14"')
s.bash("docker build -q -t wrenly-worker:py313 worker && docker run --rm wrenly-worker:py313 python -c "
       "\"import sys, torch, librosa; print(sys.version.split()[0], torch.__version__, librosa.__version__)\" && "
       "cd worker && uv run pytest -q | tail -1", "Build the 3.13 image, smoke-test it, rerun the tests",
       "sha256:2d8f0c6b9e41a7735c0e8b1f4fb35e06d2c9a51f7e68d0b3c4a17e9f5b2d6c80\n3.13.9 2.5.1+cpu 0.11.0\n"
       "15 passed in 3.02s", rtag="s05_build313", dur=(120, 160))
s.say("The worker image is on `python:3.13-slim-trixie` now: `pyproject.toml` requires `>=3.13,<3.14`, "
      "`.python-version` says 3.13, and the relock only moved numba and llvmlite to their 3.13 wheels. The image "
      "builds, imports torch 2.5.1 and librosa 0.11 on Python 3.13.9, and the tests pass locally. The server "
      "image is untouched.", tag="s05_313_done")
s.prompt("Ship both. And a heads-up on hosting: the DigitalOcean bill. With the v4 model the worker needs the 4 GB "
         "instance ($50 a month) and it idles most of the day. We just got $2,000 of Google Cloud credits from "
         "their startup program, so I want to move server and worker to Cloud Run in January. Railway was the "
         "other candidate but no credits there. Redis stays on Upstash, PlanetScale stays for now.",
         tag="s05_p3", gap=(60, 200))
s.bash("git add -A && git commit -qm \"worker: follow detection pagination; Python 3.13 on trixie\" && "
       "git push -q origin main && sleep 420 && doctl apps list-deployments \"$WRENLY_DO_APP\" --format "
       "ID,Cause,Progress,Phase --no-header | head -1", "Push and wait for the App Platform deploy",
       "6f0c7f3e-9b1d-4d7e-9a59-0f3c2d8e1b44    commit a3c9e01 pushed to github.com/wrenly-app/wrenly/tree/main    "
       "7/7    ACTIVE", rtag="s05_do_deploy", timeout=600000, dur=(425, 440))
s.say("Deployed: App Platform built `a3c9e01` and the deployment is ACTIVE, so the worker runs the 3.13 image and "
      "the pagination fix from now on.\n\nFor Cloud Run in January, the pieces:\n- **server**: a Cloud Run service, "
      "1 vCPU / 1 GiB, min 1 instance so sessions don't see cold starts.\n- **worker**: it pulls from the Redis "
      "list instead of answering HTTP, so it needs `cpu-throttling: false` and min = max = 1 instance, 2 vCPU / "
      "4 GiB. It already answers `/healthz` on `$PORT`, which Cloud Run needs.\n- **images**: Artifact Registry "
      "in the same region; secrets (DATABASE_URL, REDIS_URL, EBIRD_TOKEN, SESSION_SECRET, the service token) "
      "in Secret Manager.\n- **deploys**: App Platform deploys on push by itself; on Cloud Run, CI will have to "
      "do it (Workload Identity Federation, no JSON keys).", tag="s05_cloudrun_plan")

# =====================================================================================================
# s06  2026-01-13  DigitalOcean App Platform -> Google Cloud Run; deploy job in CI; Docker layer caching
# =====================================================================================================
FS[".do/app.yaml"] = '''name: wrenly
region: fra
services:
  - name: server
    dockerfile_path: server/Dockerfile
    source_dir: /
    github:
      repo: wrenly-app/wrenly
      branch: main
      deploy_on_push: true
    http_port: 8080
    instance_size_slug: apps-s-1vcpu-1gb
    instance_count: 1
    health_check:
      http_path: /healthz
    envs:
      - key: DATABASE_URL
        scope: RUN_TIME
        type: SECRET
      - key: REDIS_URL
        scope: RUN_TIME
        type: SECRET
      - key: EBIRD_TOKEN
        scope: RUN_TIME
        type: SECRET
      - key: SESSION_SECRET
        scope: RUN_TIME
        type: SECRET
workers:
  - name: worker
    dockerfile_path: Dockerfile
    source_dir: worker
    github:
      repo: wrenly-app/wrenly
      branch: main
      deploy_on_push: true
    instance_size_slug: apps-d-1vcpu-4gb
    instance_count: 1
    envs:
      - key: REDIS_URL
        scope: RUN_TIME
        type: SECRET
      - key: WRENLY_API
        scope: RUN_TIME
        value: ${server.PRIVATE_URL}
      - key: WRENLY_SERVICE_TOKEN
        scope: RUN_TIME
        type: SECRET
'''

s = Session("s06", "2.1.6", "claude-opus-4-5-20251101", "2026-01-13T08:31:05.644", "cloud-run", "P3",
            slug="amber-drifting-kestrel")
s.prompt("Cloud Run day, as planned. Project wrenly-prod is set up in europe-west1, the Artifact Registry repo "
         "'wrenly' exists, and the secrets are in Secret Manager (DATABASE_URL for PlanetScale, REDIS_URL for "
         "Upstash, EBIRD_TOKEN, SESSION_SECRET, WRENLY_SERVICE_TOKEN). I deployed a hello-world placeholder as "
         "wrenly-server to get the URL: https://wrenly-server-5kq2x7vb3a-ew.a.run.app. Please write the Cloud Run "
         "config for server and worker, replace the App Platform spec, and deploy both.", tag="s06_p1")
s.todo([("Write Cloud Run service specs for server and worker", "in_progress", "Writing Cloud Run service specs"),
        ("Write a deploy script (build, push, services replace)", "pending", "Writing the deploy script"),
        ("Remove the App Platform spec", "pending", "Removing the App Platform spec"),
        ("Deploy both services and check them", "pending", "Deploying and checking both services")])
s.read(".do/app.yaml", rtag="s06_do_spec")
s.write("deploy/cloudrun/server.yaml", '''apiVersion: serving.knative.dev/v1
kind: Service
metadata:
  name: wrenly-server
  labels:
    cloud.googleapis.com/location: europe-west1
spec:
  template:
    metadata:
      annotations:
        autoscaling.knative.dev/minScale: "1"
        autoscaling.knative.dev/maxScale: "4"
    spec:
      containerConcurrency: 80
      timeoutSeconds: 300
      serviceAccountName: wrenly-server@wrenly-prod.iam.gserviceaccount.com
      containers:
        - image: IMAGE
          ports:
            - containerPort: 8080
          resources:
            limits:
              cpu: "1"
              memory: 1Gi
          env:
            - name: RUST_LOG
              value: wrenly_server=info,tower_http=info
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef: {name: DATABASE_URL, key: latest}
            - name: REDIS_URL
              valueFrom:
                secretKeyRef: {name: REDIS_URL, key: latest}
            - name: EBIRD_TOKEN
              valueFrom:
                secretKeyRef: {name: EBIRD_TOKEN, key: latest}
            - name: SESSION_SECRET
              valueFrom:
                secretKeyRef: {name: SESSION_SECRET, key: latest}
          startupProbe:
            httpGet:
              path: /healthz
''', tag="s06_write_server")
s.write("deploy/cloudrun/worker.yaml", '''apiVersion: serving.knative.dev/v1
kind: Service
metadata:
  name: wrenly-worker
  labels:
    cloud.googleapis.com/location: europe-west1
  annotations:
    run.googleapis.com/ingress: internal
spec:
  template:
    metadata:
      annotations:
        # The worker pulls jobs from Redis instead of serving requests: exactly one instance,
        # with CPU allocated between requests.
        autoscaling.knative.dev/minScale: "1"
        autoscaling.knative.dev/maxScale: "1"
        run.googleapis.com/cpu-throttling: "false"
    spec:
      serviceAccountName: wrenly-worker@wrenly-prod.iam.gserviceaccount.com
      containers:
        - image: IMAGE
          ports:
            - containerPort: 8080  # wrenly_worker.health answers /healthz here
          resources:
            limits:
              cpu: "2"
              memory: 4Gi
          env:
            - name: WRENLY_API
              value: https://wrenly-server-5kq2x7vb3a-ew.a.run.app
            - name: REDIS_URL
              valueFrom:
                secretKeyRef: {name: REDIS_URL, key: latest}
            - name: WRENLY_SERVICE_TOKEN
              valueFrom:
                secretKeyRef: {name: WRENLY_SERVICE_TOKEN, key: latest}
''', tag="s06_write_worker")
s.write("deploy/deploy.sh", '''#!/usr/bin/env bash
# Build the images, push them to Artifact Registry and roll them out on Cloud Run (europe-west1).
# Usage: deploy/deploy.sh [server|worker]   (default: both)
set -euo pipefail
PROJECT=wrenly-prod
REGION=europe-west1
REPO="$REGION-docker.pkg.dev/$PROJECT/wrenly"
TAG=$(git rev-parse --short HEAD)
cd "$(git rev-parse --show-toplevel)"
gcloud auth configure-docker "$REGION-docker.pkg.dev" --quiet

for svc in ${1:-server worker}; do
  image="$REPO/$svc:$TAG"
  if [ "$svc" = server ]; then
    docker build -f server/Dockerfile -t "$image" .
  else
    docker build -t "$image" worker
  fi
  docker push -q "$image"
  sed "s|IMAGE|$image|" "deploy/cloudrun/$svc.yaml" > "/tmp/wrenly-$svc.yaml"
  gcloud run services replace "/tmp/wrenly-$svc.yaml" --project "$PROJECT" --region "$REGION"
done
''')
s.bash("git rm -q .do/app.yaml && chmod +x deploy/deploy.sh && ./deploy/deploy.sh 2>&1 | grep -v '^ => '",
       "Remove the App Platform spec and deploy both services to Cloud Run",
       "Adding credentials for: europe-west1-docker.pkg.dev\n[+] Building 431.8s (21/21) FINISHED\n"
       "europe-west1-docker.pkg.dev/wrenly-prod/wrenly/server:c7d21e4\n"
       "Applying new configuration to Cloud Run service [wrenly-server] in project [wrenly-prod] region [europe-west1]\n"
       "\u2713 Deploying... Done.\n  \u2713 Creating Revision...\n  \u2713 Routing traffic...\nDone.\n"
       "New configuration has been applied to service [wrenly-server].\nURL: https://wrenly-server-5kq2x7vb3a-ew.a.run.app\n"
       "[+] Building 104.2s (14/14) FINISHED\neurope-west1-docker.pkg.dev/wrenly-prod/wrenly/worker:c7d21e4\n"
       "Applying new configuration to Cloud Run service [wrenly-worker] in project [wrenly-prod] region [europe-west1]\n"
       "\u2713 Deploying new service... Done.\n  \u2713 Creating Revision...\n  \u2713 Routing traffic...\nDone.\n"
       "New configuration has been applied to service [wrenly-worker].\nURL: https://wrenly-worker-5kq2x7vb3a-ew.a.run.app",
       tag="s06_deploy_cmd", rtag="s06_deploy", timeout=900000, dur=(560, 600))
s.bash("curl -s https://wrenly-server-5kq2x7vb3a-ew.a.run.app/healthz; echo; gcloud run services logs read "
       "wrenly-worker --region europe-west1 --limit 3", "Check the server's health and the worker's startup log",
       "{\"status\":\"ok\",\"db\":\"ok\",\"redis\":\"ok\"}\n"
       + s.clock(-71) + " INFO:wrenly_worker:loading models/wrennet-v4.pt\n"
       + s.clock(-63) + " INFO:wrenly_worker:model wrennet-v4 loaded in 7.6s (python 3.13.9, torch 2.5.1+cpu)\n"
       + s.clock(-63) + " INFO:wrenly_worker:worker ready, waiting on wrenly:jobs", rtag="s06_health")
s.say("Both services are up on Cloud Run:\n\n- `deploy/cloudrun/server.yaml`: 1 vCPU / 1 GiB, 1-4 instances, "
      "secrets from Secret Manager, startup probe on `/healthz`.\n- `deploy/cloudrun/worker.yaml`: internal "
      "ingress only, 2 vCPU / 4 GiB, exactly one instance with `cpu-throttling: false`, because it pulls from "
      "Redis rather than answering requests.\n- `deploy/deploy.sh [server|worker]`: builds, pushes to Artifact "
      "Registry, `gcloud run services replace`.\n- `.do/app.yaml` is deleted (staged, not committed yet).\n\n"
      "`/healthz` reports db and redis ok, and the worker loaded wrennet-v4 in 7.6 s and is waiting on "
      "`wrenly:jobs`. Next: point `app.wrenly.app` at the server with a domain mapping.", tag="s06_deployed")
s.prompt("DNS is switched (app.wrenly.app now goes to the Cloud Run domain mapping) and the certificate is active. "
         "I'll delete the DO app myself in a week, just in case. Commit this, and add a deploy job to CI: App "
         "Platform deployed on push by itself, Cloud Run won't.", tag="s06_p2", gap=(900, 1500))
s.read(".github/workflows/ci.yml")
s.edit(".github/workflows/ci.yml", "      - run: uv run pytest -q\n",
       "      - run: uv run pytest -q\n\n  deploy:\n    if: github.event_name == 'push' && github.ref == 'refs/heads/main'\n"
       "    needs: [server, web, worker]\n    runs-on: ubuntu-24.04\n    permissions:\n      contents: read\n"
       "      id-token: write\n    steps:\n      - uses: actions/checkout@v5\n"
       "      - uses: google-github-actions/auth@v2\n        with:\n"
       "          workload_identity_provider: projects/418203377152/locations/global/workloadIdentityPools/github/providers/wrenly\n"
       "          service_account: deployer@wrenly-prod.iam.gserviceaccount.com\n"
       "      - uses: google-github-actions/setup-gcloud@v2\n      - run: ./deploy/deploy.sh\n", tag="s06_ci_deploy")
s.bash("git add -A && git commit -qm \"deploy: Cloud Run instead of App Platform\" && git push -qu origin cloud-run && "
       "gh pr create --fill && gh pr checks --watch --interval 30 >/dev/null && gh pr merge --squash --delete-branch",
       "Commit, open the PR, merge when green",
       "https://github.com/wrenly-app/wrenly/pull/83\n\u2713 Squashed and merged pull request wrenly-app/wrenly#83 "
       "(deploy: Cloud Run instead of App Platform)\n\u2713 Deleted local branch cloud-run and switched to branch main\n"
       "\u2713 Deleted remote branch cloud-run", rtag="s06_merge", timeout=1200000, dur=(840, 900))
s.branch = "main"
s.say("Merged as #83. From now on a push to `main` runs the new `deploy` job after server, web and worker pass: "
      "it authenticates through Workload Identity Federation (no key file) and runs `deploy/deploy.sh`. The "
      "deployer service account needs `roles/run.admin`, `roles/artifactregistry.writer` and "
      "`roles/iam.serviceAccountUser` on the two runtime accounts, if you haven't granted those yet.",
      tag="s06_merged")
s.prompt("Quick one: the server image build is slow, about 7 minutes, and most of it is the web stage even when I "
         "only touched Rust. Anything cheap?", tag="s06_p3")
s.read("server/Dockerfile", rtag="s06_dockerfile")
s.edit("server/Dockerfile", "WORKDIR /web\nCOPY web/ ./\nRUN corepack enable && yarn install --frozen-lockfile && yarn build\n",
       "WORKDIR /web\n# Dependencies first, so the install layer is reused until package.json or yarn.lock change.\n"
       "COPY web/package.json web/yarn.lock ./\nRUN corepack enable && yarn install --frozen-lockfile\n"
       "COPY web/ ./\nRUN yarn build\n", tag="s06_docker_yarn")
s.say("The web stage copied all of `web/` before `yarn install`, so any change anywhere under `web/` (and, with "
      "`.` as the build context, a few unrelated ones) invalidated the install layer. Now `package.json` and "
      "`yarn.lock` are copied first and `yarn install --frozen-lockfile` stays cached until they change. The Rust "
      "stage has the same problem with `cargo build`; a dependency-only build layer (or cargo-chef) would fix that "
      "too if you want it.")

# =====================================================================================================
# s07  2026-02-10  worker OOM on Cloud Run -> image back to python:3.12-slim-bookworm (8 GiB rejected);
#                  Postgres + PostGIS decided for Sunday March 8
# =====================================================================================================
s = Session("s07", "2.1.38", "claude-opus-4-6", "2026-02-10T09:14:22.038", "main", "P4",
            slug="brisk-tumbling-wagtail", perm="default")
s.prompt("The worker keeps getting OOM-killed on Cloud Run: 'Memory limit of 4096 MiB exceeded' a few times a day, "
         "and every time the queue backs up for a few minutes. Can you figure out what's eating the memory?",
         tag="s07_p1")
s.bash("gcloud logging read 'resource.type=\"cloud_run_revision\" AND resource.labels.service_name=\"wrenly-worker\" "
       "AND textPayload:\"Memory limit\"' --limit 5 --format 'value(timestamp,textPayload)'",
       "Find recent OOM kills of the worker",
       "2026-02-10T06:41:07.118Z\tMemory limit of 4096 MiB exceeded with 4188 MiB used. Consider increasing the memory limit.\n"
       "2026-02-09T19:02:55.340Z\tMemory limit of 4096 MiB exceeded with 4203 MiB used. Consider increasing the memory limit.\n"
       "2026-02-09T08:17:31.902Z\tMemory limit of 4096 MiB exceeded with 4122 MiB used. Consider increasing the memory limit.\n"
       "2026-02-08T21:45:12.455Z\tMemory limit of 4096 MiB exceeded with 4211 MiB used. Consider increasing the memory limit.\n"
       "2026-02-07T13:30:48.007Z\tMemory limit of 4096 MiB exceeded with 4157 MiB used. Consider increasing the memory limit.")
s.bash("git log --format='%h %ad %s' --date=short -4 -- worker/Dockerfile worker/pyproject.toml", "What changed in the worker image",
       "a3c9e01 2025-12-10 worker: follow detection pagination; Python 3.13 on trixie\n"
       "5be2f10 2025-12-05 worker: uv instead of poetry\n"
       "2e7a9d4 2025-10-02 worker: pin torch 2.4.1 from the CPU index\n"
       "91b3c0f 2025-08-29 worker: librosa 0.10.2, mel bins 128", rtag="s07_gitlog")
s.think("Two changes line up: the 3.13/trixie image (Dec 10) and the move to Cloud Run (Jan 13). The DO worker also "
        "had 4 GB, so measure the images directly: same recordings, same limit, 3.12 vs 3.13.")
s.bash("git worktree add -q /tmp/wrenly-py312 a3c9e01~1 && docker build -q -t wrenly-worker:py312 "
       "/tmp/wrenly-py312/worker >/dev/null && git worktree remove /tmp/wrenly-py312 && "
       "for tag in py312 py313; do docker run --rm -m 6g -v \"$PWD/worker/testdata:/data\" wrenly-worker:$tag "
       "python -m wrenly_worker.bench /data/clips --n 50 | tail -1; done",
       "Measure peak memory of the 3.12 and 3.13 images on the same 50 recordings",
       "py3.12.12: 50 recordings, peak RSS 1.94 GiB, 41.8 s\npy3.13.9: 50 recordings, peak RSS 3.71 GiB, 44.0 s",
       rtag="s07_bench", timeout=600000, dur=(200, 240))
s.say("It's the image, not Cloud Run. On the same 50 recordings the `python:3.13-slim-trixie` image peaks at "
      "3.71 GiB, the 3.12/bookworm one at 1.94 GiB, and 3.13 isn't faster either (44.0 s vs 41.8 s). With 3.7 GiB "
      "of baseline, one long recording is enough to cross 4 GiB. The likely culprit is the numba/llvmlite pair the "
      "3.13 relock pulled in (librosa's resampling is JIT-compiled through it), but that would take a while to "
      "prove. As a stopgap I'll give the worker more memory so the queue stops backing up:", tag="s07_bench_says",
      final=False)
s.bash_rejected("gcloud run services update wrenly-worker --region europe-west1 --memory 8Gi --cpu 2",
                "Raise the worker's memory limit to 8 GiB", tag="s07_rejected_cmd", rtag="s07_rejected")
s.prompt("No, don't scale it up: 8 GiB doubles what the worker costs and eats the credits. Roll the worker image "
         "back to python:3.12-slim-bookworm instead. We can look at 3.13 again when numba and librosa have caught up.",
         tag="s07_p2", gap=(20, 60))
s.read("worker/Dockerfile", rtag="s07_dockerfile_read")
s.edit("worker/Dockerfile", "FROM python:3.13-slim-trixie\n", "FROM python:3.12-slim-bookworm\n",
       tag="s07_docker_312", rtag="s07_docker_312_out")
s.bash("cd worker && sed -i 's/requires-python = \">=3.13,<3.14\"/requires-python = \">=3.12,<3.13\"/' pyproject.toml "
       "&& uv python pin 3.12 && uv lock 2>&1 | tail -3 && uv run pytest -q | tail -1",
       "Back to Python 3.12, relock, run the tests",
       "Pinned `.python-version` to `3.12`\nResolved 58 packages in 1.02s\nUpdated llvmlite v0.45.1 -> v0.44.0\n"
       "Updated numba v0.62.1 -> v0.61.2\n16 passed in 3.38s", tag="s07_pin312", dur=(8, 14))
change("worker/pyproject.toml", 'requires-python = ">=3.13,<3.14"', 'requires-python = ">=3.12,<3.13"')
s.bash("git commit -qam \"worker: back to python:3.12-slim-bookworm (the 3.13 image doubles peak RSS)\" && "
       "git push -q origin main && ./deploy/deploy.sh worker 2>&1 | tail -2",
       "Commit, push and deploy the worker",
       "New configuration has been applied to service [wrenly-worker].\n"
       "URL: https://wrenly-worker-5kq2x7vb3a-ew.a.run.app", rtag="s07_deploy", timeout=600000, dur=(150, 200))
s.say("Rolled back and deployed: the worker runs on `python:3.12-slim-bookworm` again (Dockerfile, "
      "`requires-python`, `.python-version`), numba 0.61.2 / llvmlite 0.44.0 are back in `uv.lock`, and the "
      "16 tests pass. From the benchmark it should sit around 2 GiB on the 4 GiB instance. The server image was "
      "never on 3.13, so nothing changes there.", tag="s07_rolled_back")
s.prompt("Thanks. Now the bigger one. I want to leave PlanetScale for PostgreSQL with PostGIS, on Cloud SQL since "
         "we're on GCP now anyway. 'Recordings near me' takes 2.8 s with 61k recordings because it runs "
         "ST_Distance_Sphere over every row, and I want a real GiST index for it. I'll do the cutover on Sunday "
         "March 8, that's our quietest day. What do I need to watch out for with SQLx?", tag="s07_p3",
         gap=(120, 400))
s.bash("cd server && grep -rhoE 'query(_as|_scalar)?!' src | wc -l && grep -rlE 'LIKE|IFNULL|ON DUPLICATE KEY|"
       "LAST_INSERT_ID|ST_Distance_Sphere|UNHEX' src", "Count queries and find MySQL-specific SQL",
       "83\nsrc/db/recordings.rs\nsrc/db/species.rs\nsrc/db/labels.rs\nsrc/db/users.rs", rtag="s07_mysql_grep")
s.say("83 queries; four files use MySQL-only SQL. The list for the port:\n\n1. **Placeholders**: `?` → `$1, $2, ...` "
      "in every query. The `query!` macros fail to compile until each one is right, which is the nice part.\n"
      "2. **MySQL-isms**: `ON DUPLICATE KEY UPDATE` (labels.rs) → `ON CONFLICT (cantora_id) DO UPDATE`; "
      "`LAST_INSERT_ID()` → `RETURNING id`; `IFNULL` → `COALESCE`; `UNHEX`/`BINARY(16)` uuids → native `uuid`.\n"
      "3. **Types**: `TINYINT(1)` → `BOOLEAN` (the `as \"is_public: bool\"` overrides can go), `DATETIME(3)` → "
      "`timestamptz`.\n4. **Case sensitivity**: MySQL's default collation compares case-insensitively, Postgres "
      "doesn't. Anything using `LIKE` or `=` on names (species search in `species.rs`, emails in `users.rs`) "
      "changes behaviour silently: use `ILIKE` or `citext`.\n5. **Geo**: a `geography(Point, 4326)` column with "
      "a GiST index; \"near me\" becomes `ST_DWithin(location, $1, $2)`, which uses the index.\n6. **Cargo**: "
      "sqlx feature `mysql` → `postgres`, `MySqlPool` → `PgPool`, re-run `cargo sqlx prepare`, and CI needs a "
      "`postgis/postgis:16` service instead of `mysql:8.0`.\n7. **Data**: pgloader from PlanetScale into Cloud "
      "SQL, then compare row counts per table before you switch `DATABASE_URL`.\n\nOnce you're on Postgres, the "
      "Redis job list could also become a `jobs` table claimed with `FOR UPDATE SKIP LOCKED`, one moving part "
      "less for the worker. No need to decide that now.", tag="s07_pg_plan")

# =====================================================================================================
# s08  2026-03-10  (cutover to Postgres on Sunday) case-sensitive search; /compact; Redis job list ->
#                  Postgres jobs table (Redis stays for sessions); Playwright decided
# =====================================================================================================
# The developer's port and the cutover, Sunday 2026-03-08.
change("server/Cargo.toml", '"tls-rustls", "mysql", "chrono"', '"tls-rustls", "postgres", "chrono"')
change("server/src/main.rs", "use sqlx::mysql::MySqlPoolOptions;\n", "use sqlx::postgres::PgPoolOptions;\n")
change("server/src/main.rs", "    pub db: sqlx::MySqlPool,\n", "    pub db: sqlx::PgPool,\n")
change("server/src/main.rs",
       "    // DATABASE_URL: mysql://...@aws.connect.psdb.cloud/wrenly?ssl-mode=VERIFY_IDENTITY (PlanetScale)\n"
       "    let db = MySqlPoolOptions::new()",
       "    // DATABASE_URL: postgres://wrenly@/wrenly?host=/cloudsql/wrenly-prod:europe-west1:wrenly-pg16 (Cloud SQL)\n"
       "    let db = PgPoolOptions::new()")
change(".github/workflows/ci.yml",
       "      mysql:\n        image: mysql:8.0\n        env:\n          MYSQL_ROOT_PASSWORD: root\n"
       "          MYSQL_DATABASE: wrenly_test\n        ports: [\"3306:3306\"]\n"
       "        options: --health-cmd \"mysqladmin ping -proot\" --health-interval 5s --health-retries 20\n"
       "    env:\n      DATABASE_URL: mysql://root:root@127.0.0.1:3306/wrenly_test\n",
       "      postgres:\n        image: postgis/postgis:16-3.5\n        env:\n          POSTGRES_PASSWORD: postgres\n"
       "          POSTGRES_DB: wrenly_test\n        ports: [\"5432:5432\"]\n"
       "        options: --health-cmd pg_isready --health-interval 5s --health-retries 20\n"
       "    env:\n      DATABASE_URL: postgres://postgres:postgres@127.0.0.1:5432/wrenly_test\n")
FS["server/src/db/species.rs"] = '''use sqlx::PgPool;

use crate::models::SpeciesHit;

/// Autocomplete and search over common and scientific names.
pub async fn search(db: &PgPool, q: &str, limit: i64) -> sqlx::Result<Vec<SpeciesHit>> {
    let pattern = format!("%{}%", q.trim());
    sqlx::query_as!(
        SpeciesHit,
        r#"SELECT code, common_name, scientific_name
           FROM species
           WHERE common_name LIKE $1 OR scientific_name LIKE $1
           ORDER BY common_name
           LIMIT $2"#,
        pattern,
        limit
    )
    .fetch_all(db)
    .await
}
'''
FS["server/src/jobs.rs"] = '''//! Hands recordings to the worker: LPUSH onto the Redis list wrenly:jobs, which the worker BRPOPs.

use serde::Serialize;
use tower_sessions_redis_store::fred::prelude::*;
use uuid::Uuid;

const QUEUE_KEY: &str = "wrenly:jobs";

#[derive(Clone)]
pub struct Queue {
    redis: Pool,
}

#[derive(Serialize)]
struct Job<'a> {
    recording_id: Uuid,
    kind: &'a str,
}

impl Queue {
    pub fn new(redis: Pool) -> Self {
        Self { redis }
    }

    pub async fn enqueue(&self, recording_id: Uuid, kind: &str) -> anyhow::Result<()> {
        let payload = serde_json::to_string(&Job { recording_id, kind })?;
        let _: i64 = self.redis.lpush(QUEUE_KEY, payload).await?;
        Ok(())
    }
}
'''
FS["worker/wrenly_worker/main.py"] = '''"""wrenly worker: takes recording jobs off the queue, runs species detection, reports back."""
from __future__ import annotations

import logging
import os
import signal

import redis
import sentry_sdk

from wrenly_worker import api, health
from wrenly_worker.infer import Detector
from wrenly_worker.jobs import handle

log = logging.getLogger("wrenly_worker")
QUEUE_KEY = "wrenly:jobs"
_stop = False


def _request_stop(*_: object) -> None:
    global _stop
    _stop = True


def main() -> None:
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"), format="%(asctime)s %(levelname)s:%(name)s:%(message)s")
    sentry_sdk.init(dsn=os.environ.get("SENTRY_DSN"), traces_sample_rate=0.0)
    signal.signal(signal.SIGTERM, _request_stop)
    health.serve_in_background(int(os.environ.get("PORT", "8080")))

    detector = Detector.load(os.environ.get("MODEL_PATH", "models/wrennet-v4.pt"))
    client = api.Client.from_env()
    queue = redis.Redis.from_url(os.environ["REDIS_URL"])
    log.info("worker ready, waiting on %s", QUEUE_KEY)
    while not _stop:
        item = queue.brpop(QUEUE_KEY, timeout=30)
        if item is None:
            continue
        _, payload = item
        handle(payload, detector=detector, client=client)


if __name__ == "__main__":
    main()
'''

s = Session("s08", "2.1.66", "claude-opus-4-6", "2026-03-10T10:04:48.551", "main", "P4",
            slug="quiet-folding-plover", perm="acceptEdits")
s.prompt("We're on Postgres! The cutover ran Sunday evening: pgloader copied 61,204 recordings and 1.3M detections in "
         "22 minutes, row counts matched, and 'near me' is down to 40 ms with the GiST index. One regression so far: "
         "species search became case-sensitive. 'wren' finds nothing, 'Wren' works. Can you fix that?", tag="s08_p1")
s.read("server/src/db/species.rs", rtag="s08_species_read")
s.edit("server/src/db/species.rs", "           WHERE common_name LIKE $1 OR scientific_name LIKE $1\n",
       "           WHERE common_name ILIKE $1 OR scientific_name ILIKE $1\n")
s.write("server/migrations/20260310101500_species_trgm.sql", '''-- Case-insensitive substring search on species names (ILIKE '%...%') can use these indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX species_common_name_trgm ON species USING gin (common_name gin_trgm_ops);
CREATE INDEX species_scientific_name_trgm ON species USING gin (scientific_name gin_trgm_ops);
''')
s.bash("cd server && cargo sqlx migrate run && cargo sqlx prepare && cargo nextest run --profile ci 2>&1 | tail -2",
       "Apply the migration locally, refresh .sqlx, run the tests",
       "Applied 20260310101500/migrate species trgm (21.482ms)\nquery data written to .sqlx in the current directory; "
       "please check this into version control\n------------\n     Summary [   4.406s] 71 tests run: 71 passed, 0 skipped",
       rtag="s08_nextest", dur=(50, 70))
s.say("That's the collation difference: MySQL's default collation made `LIKE` case-insensitive, Postgres compares "
      "exactly. Search now uses `ILIKE`, and a `pg_trgm` GIN index on both name columns keeps `ILIKE '%wren%'` "
      "off a sequential scan. 71 tests pass.", tag="s08_ilike", final=False)
s.bash("git add -A && git commit -qm \"server: case-insensitive species search (ILIKE + pg_trgm)\" && "
       "git push -q origin main && ./deploy/deploy.sh server 2>&1 | tail -1",
       "Commit, push and deploy the server", "URL: https://wrenly-server-5kq2x7vb3a-ew.a.run.app",
       timeout=900000, dur=(400, 460))
s.say("Deployed. The migration runs at startup (`sqlx::migrate!`), so Cloud SQL got the trigram indexes with this "
      "rollout; 'wren' finds Eurasian Wren, Winter Wren and Marsh Wren again.")
s.compact("This session is being continued from a previous conversation that ran out of context. The summary below "
          "covers the earlier portion of the conversation.\n\nAnalysis:\nThe user reported that the production "
          "database moved from MySQL (PlanetScale) to PostgreSQL 16 with PostGIS on Cloud SQL in a cutover on Sunday "
          "evening (2026-03-08): pgloader copied 61,204 recordings and 1.3M detections in 22 minutes, row counts "
          "matched, the 'near me' query dropped to 40 ms with a GiST index. The first regression was a "
          "case-sensitive species search.\n\nSummary:\n1. Primary Request and Intent:\n   - Make species search "
          "case-insensitive again after the Postgres cutover.\n2. Key Technical Concepts:\n   - MySQL's default "
          "collation is case-insensitive; Postgres LIKE is not. ILIKE plus pg_trgm GIN indexes.\n   - SQLx "
          "(postgres feature) with compile-time checked queries and offline data in .sqlx/; tests run with "
          "cargo-nextest.\n3. Files and Code Sections:\n   - server/src/db/species.rs: LIKE -> ILIKE.\n   - "
          "server/migrations/20260310101500_species_trgm.sql: pg_trgm extension and two GIN indexes.\n4. Errors and "
          "fixes:\n   - None beyond the regression itself.\n5. Current state: committed, pushed to main and deployed "
          "to Cloud Run (wrenly-server); 71 tests pass.\n6. Next: the user wants to talk about the job queue.",
          "keep the Postgres cutover details", 151872, tag="s08_compact")
s.prompt("Next: the job queue. Now that we're on Postgres I want the Redis list gone from the worker's path. The "
         "server inserts into a jobs table, the worker claims rows with FOR UPDATE SKIP LOCKED. Redis stays where it "
         "is for the server's sessions and the taxonomy cache, don't touch that.", tag="s08_p2", gap=(40, 120))
s.write("server/migrations/20260310113000_jobs.sql", '''-- Work for the worker. The server inserts (and NOTIFYs wrenly_jobs); the worker claims one row at a time
-- with FOR UPDATE SKIP LOCKED, so several workers never get the same job.
CREATE TABLE jobs (
    id            bigserial PRIMARY KEY,
    recording_id  uuid        NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
    kind          text        NOT NULL,
    state         text        NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
    attempts      integer     NOT NULL DEFAULT 0,
    run_after     timestamptz NOT NULL DEFAULT now(),
    locked_at     timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_claimable ON jobs (run_after, id) WHERE state = 'queued';
''', tag="s08_jobs_sql")
s.read("server/src/jobs.rs", rtag="s08_jobs_read")
s.write("server/src/jobs.rs", '''//! Hands recordings to the worker through the `jobs` table. The worker claims rows with
//! FOR UPDATE SKIP LOCKED; pg_notify wakes it up so it doesn't have to poll.

use sqlx::PgPool;
use uuid::Uuid;

#[derive(Clone)]
pub struct Queue {
    db: PgPool,
}

impl Queue {
    pub fn new(db: PgPool) -> Self {
        Self { db }
    }

    pub async fn enqueue(&self, recording_id: Uuid, kind: &str) -> sqlx::Result<()> {
        let mut tx = self.db.begin().await?;
        sqlx::query!("INSERT INTO jobs (recording_id, kind) VALUES ($1, $2)", recording_id, kind)
            .execute(&mut *tx)
            .await?;
        sqlx::query!("SELECT pg_notify('wrenly_jobs', '')").execute(&mut *tx).await?;
        tx.commit().await
    }
}
''', tag="s08_jobs_write")
_off = line_of("server/src/main.rs", "// One Redis (Upstash)")
s.read("server/src/main.rs", offset=_off, limit=11)
s.edit("server/src/main.rs",
       "    // One Redis (Upstash) for three things: login sessions, the taxonomy cache and the job\n"
       "    // queue (new recordings are LPUSHed onto wrenly:jobs; the worker BRPOPs them).\n"
       + FS["server/src/main.rs"].split("BRPOPs them).\n")[1].split("        jobs: jobs::Queue::new(redis.clone()),\n")[0]
       + "        jobs: jobs::Queue::new(redis.clone()),\n",
       "    // Redis (Upstash) holds the login sessions and the taxonomy cache. Jobs for the worker go through\n"
       "    // the Postgres jobs table (see jobs.rs).\n"
       + FS["server/src/main.rs"].split("BRPOPs them).\n")[1].split("        jobs: jobs::Queue::new(redis.clone()),\n")[0]
       + "        jobs: jobs::Queue::new(db.clone()),\n", tag="s08_main_jobs")
s.bash("cd worker && uv remove redis && uv add \"psycopg[binary]>=3.2\"", "Swap redis-py for psycopg in the worker",
       stderr="Resolved 57 packages in 702ms\nUninstalled 1 package in 3ms\n - redis==5.2.1\n"
              "Resolved 59 packages in 1.18s\nPrepared 2 packages in 644ms\nInstalled 2 packages in 8ms\n"
              " + psycopg==3.2.12\n + psycopg-binary==3.2.12", tag="s08_uv_swap", rtag="s08_uv_swap_out", dur=(3, 6))
change("worker/pyproject.toml", '    "redis>=5.2",\n', "")
change("worker/pyproject.toml", '    "pandas>=2.2",\n', '    "pandas>=2.2",\n    "psycopg[binary]>=3.2",\n')
s.write("worker/wrenly_worker/queue.py", '''"""Claims jobs from the Postgres jobs table (FOR UPDATE SKIP LOCKED), woken by NOTIFY wrenly_jobs."""
from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import psycopg

CLAIM = """
UPDATE jobs SET state = 'running', locked_at = now(), attempts = attempts + 1
WHERE id = (
    SELECT id FROM jobs
    WHERE state = 'queued' AND run_after <= now()
    ORDER BY id
    FOR UPDATE SKIP LOCKED
    LIMIT 1
)
RETURNING id, recording_id, kind
"""


@dataclass(frozen=True)
class Job:
    id: int
    recording_id: UUID
    kind: str


class JobQueue:
    def __init__(self, conn: psycopg.Connection) -> None:
        self.conn = conn
        self.conn.execute("LISTEN wrenly_jobs")

    @classmethod
    def connect(cls, dsn: str) -> "JobQueue":
        return cls(psycopg.connect(dsn, autocommit=True))

    def claim(self, wait_seconds: float = 30) -> Job | None:
        row = self.conn.execute(CLAIM).fetchone()
        if row is None:
            # Nothing queued: sleep until the server NOTIFYs (or the timeout passes).
            for _ in self.conn.notifies(timeout=wait_seconds, stop_after=1):
                pass
            row = self.conn.execute(CLAIM).fetchone()
        return Job(*row) if row else None

    def done(self, job: Job) -> None:
        self.conn.execute("UPDATE jobs SET state = 'done' WHERE id = %s", (job.id,))

    def fail(self, job: Job) -> None:
        # Back off and retry up to three times, then leave it failed for a human to look at.
        self.conn.execute(
            "UPDATE jobs SET state = CASE WHEN attempts >= 3 THEN 'failed' ELSE 'queued' END, "
            "run_after = now() + interval '1 minute' * attempts * attempts WHERE id = %s",
            (job.id,),
        )
''', tag="s08_queue_py")
s.read("worker/wrenly_worker/main.py")
s.edit("worker/wrenly_worker/main.py", "import redis\nimport sentry_sdk\n", "import sentry_sdk\n")
s.edit("worker/wrenly_worker/main.py",
       "from wrenly_worker.jobs import handle\n\nlog = logging.getLogger(\"wrenly_worker\")\nQUEUE_KEY = \"wrenly:jobs\"\n",
       "from wrenly_worker.jobs import handle\nfrom wrenly_worker.queue import JobQueue\n\n"
       "log = logging.getLogger(\"wrenly_worker\")\n")
s.edit("worker/wrenly_worker/main.py",
       "    queue = redis.Redis.from_url(os.environ[\"REDIS_URL\"])\n    log.info(\"worker ready, waiting on %s\", QUEUE_KEY)\n"
       "    while not _stop:\n        item = queue.brpop(QUEUE_KEY, timeout=30)\n        if item is None:\n"
       "            continue\n        _, payload = item\n        handle(payload, detector=detector, client=client)\n",
       "    jobs = JobQueue.connect(os.environ[\"DATABASE_URL\"])\n    log.info(\"worker ready, claiming from the jobs table\")\n"
       "    while not _stop:\n        job = jobs.claim(wait_seconds=30)\n        if job is None:\n            continue\n"
       "        try:\n            handle(job, detector=detector, client=client)\n        except Exception:\n"
       "            log.exception(\"job %s failed\", job.id)\n            jobs.fail(job)\n        else:\n"
       "            jobs.done(job)\n", tag="s08_worker_loop")
s.read("deploy/cloudrun/worker.yaml")
s.edit("deploy/cloudrun/worker.yaml",
       "            - name: REDIS_URL\n              valueFrom:\n                secretKeyRef: {name: REDIS_URL, key: latest}\n",
       "            - name: DATABASE_URL\n              valueFrom:\n                secretKeyRef: {name: DATABASE_URL, key: latest}\n")
change("deploy/cloudrun/worker.yaml",
       "        # The worker pulls jobs from Redis instead of serving requests: exactly one instance,\n",
       "        # The worker claims jobs from Postgres instead of serving requests: exactly one instance,\n")
s.bash("cd server && cargo sqlx migrate run && cargo sqlx prepare && cargo nextest run --profile ci 2>&1 | tail -1; "
       "cd ../worker && uv run pytest -q 2>&1 | tail -1", "Run both test suites",
       "Applied 20260310113000/migrate jobs (14.902ms)\nquery data written to .sqlx in the current directory; please "
       "check this into version control\n     Summary [   4.611s] 72 tests run: 72 passed, 0 skipped\n"
       "18 passed in 4.07s", rtag="s08_tests2", dur=(60, 80))
s.bash("grep -rn -i redis server/Cargo.toml server/src/main.rs worker/pyproject.toml worker/wrenly_worker/ "
       "deploy/cloudrun/", "Where Redis is still used",
       "\n".join(fs_grep("(?i)redis", "server/Cargo.toml", "server/src/main.rs", "worker/pyproject.toml",
                         "worker/wrenly_worker/main.py", "deploy/cloudrun/server.yaml", "deploy/cloudrun/worker.yaml")),
       rtag="s08_redis_grep")
s.say("The worker is off Redis:\n\n- `jobs` table (migration `20260310113000_jobs.sql`) with a partial index on "
      "queued rows.\n- Server: `jobs::Queue` inserts a row and calls `pg_notify('wrenly_jobs')` in the same "
      "transaction; it's built from the `PgPool` now.\n- Worker: `queue.py` claims one job at a time with `UPDATE "
      "... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED LIMIT 1)`, `LISTEN`s for the notify instead of polling, "
      "marks jobs done, and retries failures up to three times with backoff. `redis` is removed from the worker "
      "(`uv remove redis`), `psycopg[binary]` added, and `worker.yaml` gets `DATABASE_URL` instead of "
      "`REDIS_URL`.\n\nAs the grep shows, Redis is now only in the server: `tower-sessions-redis-store` for login "
      "sessions, plus the taxonomy cache (Upstash, unchanged). 72 server and 18 worker tests pass. Anything still "
      "sitting in the old `wrenly:jobs` list at deploy time has to be re-enqueued once; I can write that one-off.",
      tag="s08_queue_done")
s.prompt("Merge and deploy, I'll drain the old list by hand, it's usually empty. And noting it for next month: "
         "Cypress keeps timing out on the map spec in CI, three reruns this week alone. I want Playwright for e2e: "
         "auto-waiting, the trace viewer, and WebKit for our Safari users. Let's do that next session.",
         tag="s08_p3", gap=(60, 200))
s.bash("git switch -qc jobs-table && git add -A && git commit -qm \"jobs: Postgres jobs table with SKIP LOCKED instead "
       "of a Redis list\" && git push -qu origin jobs-table && gh pr create --fill && gh pr checks --watch --interval 30 "
       ">/dev/null && gh pr merge --squash --delete-branch", "Open the PR and merge when CI is green",
       "https://github.com/wrenly-app/wrenly/pull/92\n\u2713 Squashed and merged pull request wrenly-app/wrenly#92 "
       "(jobs: Postgres jobs table with SKIP LOCKED instead of a Redis list)\n\u2713 Deleted local branch jobs-table "
       "and switched to branch main\n\u2713 Deleted remote branch jobs-table", rtag="s08_merge", timeout=1800000,
       dur=(1300, 1400))
s.branch = "main"
s.say("Merged as #92; the deploy job rolled out both services. Noted for next time: Cypress → Playwright "
      "(Chromium + WebKit) for the e2e suite.", tag="s08_end")

# =====================================================================================================
# s09  2026-04-09  Cypress -> Playwright (pnpm appears, never announced); pandas -> Polars in reports
# =====================================================================================================
# Between s08 and s09 the web app's lockfile and commands changed from Yarn to pnpm; nobody says so.
FS["web/package.json"] = '''{
  "name": "wrenly-web",
  "version": "0.14.0",
  "private": true,
  "type": "module",
  "packageManager": "pnpm@10.26.1",
  "scripts": {
    "dev": "vite dev",
    "build": "vite build",
    "preview": "vite preview",
    "check": "svelte-kit sync && svelte-check --tsconfig ./tsconfig.json",
    "test": "vitest run",
    "e2e": "cypress run",
    "lint": "eslint . && prettier --check ."
  },
  "devDependencies": {
    "@sveltejs/adapter-static": "^3.0.10",
    "@sveltejs/kit": "^2.49.2",
    "@sveltejs/vite-plugin-svelte": "^6.2.1",
    "@types/leaflet": "^1.9.21",
    "@types/leaflet.markercluster": "^1.5.6",
    "cypress": "^15.7.1",
    "eslint": "^9.39.2",
    "prettier": "^3.7.4",
    "svelte": "^5.46.1",
    "svelte-check": "^4.3.5",
    "typescript": "^5.9.3",
    "vite": "^7.3.1",
    "vitest": "^4.0.16"
  },
  "dependencies": {
    "leaflet": "^1.9.4",
    "leaflet.markercluster": "^1.5.3"
  }
}
'''
change(".github/workflows/ci.yml",
       "      - uses: actions/setup-node@v5\n        with:\n          node-version: 22\n          cache: yarn\n"
       "          cache-dependency-path: web/yarn.lock\n      - run: yarn install --frozen-lockfile\n"
       "      - run: yarn check\n      - run: yarn test\n      - uses: cypress-io/github-action@v6\n        with:\n"
       "          working-directory: web\n          install: false\n          build: yarn build\n"
       "          start: yarn preview --port 4173\n          wait-on: http://localhost:4173\n          command: yarn e2e\n",
       "      - uses: pnpm/action-setup@v4\n      - uses: actions/setup-node@v5\n        with:\n          node-version: 22\n"
       "          cache: pnpm\n          cache-dependency-path: web/pnpm-lock.yaml\n      - run: pnpm install --frozen-lockfile\n"
       "      - run: pnpm check\n      - run: pnpm test\n      - uses: cypress-io/github-action@v6\n        with:\n"
       "          working-directory: web\n          install: false\n          build: pnpm build\n"
       "          start: pnpm preview --port 4173\n          wait-on: http://localhost:4173\n          command: pnpm e2e\n")
change("server/Dockerfile", "COPY web/package.json web/yarn.lock ./\nRUN corepack enable && yarn install --frozen-lockfile\n"
       "COPY web/ ./\nRUN yarn build\n", "COPY web/package.json web/pnpm-lock.yaml ./\nRUN corepack enable && pnpm install "
       "--frozen-lockfile\nCOPY web/ ./\nRUN pnpm build\n")
FS["web/cypress/e2e/map.cy.ts"] = '''describe("map", () => {
  beforeEach(() => {
    cy.login("e2e@wrenly.app");
    cy.intercept("GET", "/api/recordings?*").as("recordings");
  });

  it("opens a recording from its marker popup", () => {
    cy.visit("/map?focus=7b1e0c52-3f4a-4d8e-9a61-2c5d8e9f0a13");
    cy.wait("@recordings", { timeout: 20000 });
    cy.get('.leaflet-marker-icon[data-recording-id="7b1e0c52-3f4a-4d8e-9a61-2c5d8e9f0a13"]').click();
    cy.get(".leaflet-popup-content a").should("contain", "Eurasian Wren").click();
    cy.location("pathname").should("eq", "/recordings/7b1e0c52-3f4a-4d8e-9a61-2c5d8e9f0a13");
  });

  it("clusters nearby recordings when zoomed out", () => {
    cy.visit("/map");
    cy.wait("@recordings", { timeout: 20000 });
    cy.get(".marker-cluster").should("have.length.at.least", 1);
  });
});
'''
FS["worker/wrenly_worker/reports/yearly.py"] = '''"""Yearly export: per species and month, detections and recordings, as one CSV for the annual report."""
from __future__ import annotations

import argparse

import pandas as pd

from wrenly_worker.export import detections_parquet
from wrenly_worker.taxonomy import common_name

MIN_CONFIDENCE = 0.5


def yearly_table(year: int) -> pd.DataFrame:
    df = pd.read_parquet(detections_parquet(year))  # ~9M rows for 2025
    df = df[df["confidence"] >= MIN_CONFIDENCE]
    df["month"] = df["detected_at"].dt.month
    out = (
        df.groupby(["species_code", "month"])
        .agg(detections=("recording_id", "size"), recordings=("recording_id", "nunique"))
        .reset_index()
        .sort_values(["species_code", "month"])
    )
    out["common_name"] = out["species_code"].map(common_name)
    return out[["species_code", "common_name", "month", "detections", "recordings"]]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--year", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    yearly_table(args.year).to_csv(args.out, index=False)


if __name__ == "__main__":
    main()
'''

s = Session("s09", "2.1.92", "claude-opus-4-6", "2026-04-09T13:27:19.905", "playwright", "P4",
            slug="gentle-sorting-finch", perm="acceptEdits")
s.prompt("Playwright day, as planned. Replace Cypress in web/ with @playwright/test, port the specs under "
         "web/cypress/e2e, and update CI. Chromium and WebKit are enough.", tag="s09_p1")
s.todo([("Swap cypress for @playwright/test in web/", "in_progress", "Swapping Cypress for Playwright"),
        ("Write playwright.config.ts (chromium, webkit, preview server)", "pending", "Writing the Playwright config"),
        ("Port the four Cypress specs", "pending", "Porting the Cypress specs"),
        ("Update the web job in CI", "pending", "Updating the CI web job")])
s.read("web/package.json", rtag="s09_pkg_read")
s.bash("cd web && pnpm remove cypress && pnpm add -D @playwright/test && pnpm exec playwright install --with-deps "
       "chromium webkit 2>&1 | grep -E 'downloaded|Done'", "Replace Cypress with Playwright and install the browsers",
       "Packages: -47\n-----------------------------------------------\nProgress: resolved 538, reused 489, downloaded 0, "
       "added 0, done\n\ndevDependencies:\n- cypress 15.7.1\n\nDone in 2.3s using pnpm v10.26.1\nPackages: +3\n+++\n"
       "Progress: resolved 541, reused 490, downloaded 3, added 3, done\n\ndevDependencies:\n+ @playwright/test 1.58.2\n\n"
       "Done in 3.1s using pnpm v10.26.1\nChromium 145.0.7632.6 (playwright build v1208) downloaded to "
       "/home/ines/.cache/ms-playwright/chromium-1208\nWebKit 26.0 (playwright build v2248) downloaded to "
       "/home/ines/.cache/ms-playwright/webkit-2248", tag="s09_pnpm_swap", rtag="s09_pnpm_swap_out", dur=(50, 70))
change("web/package.json", '    "cypress": "^15.7.1",\n', "")
change("web/package.json", '  "devDependencies": {\n', '  "devDependencies": {\n    "@playwright/test": "^1.58.2",\n')
s.edit("web/package.json", '    "e2e": "cypress run",\n', '    "e2e": "playwright test",\n', stale=True)
s.read("web/package.json")
s.edit("web/package.json", '    "e2e": "cypress run",\n', '    "e2e": "playwright test",\n', tag="s09_pkg_edit")
s.write("web/playwright.config.ts", '''import { defineConfig, devices } from "@playwright/test";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["github"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: "http://localhost:4173",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
    { name: "webkit", use: { ...devices["Desktop Safari"] } },
  ],
  webServer: {
    command: "pnpm build && pnpm preview --port 4173",
    url: "http://localhost:4173",
    reuseExistingServer: !process.env.CI,
  },
});
''', tag="s09_pw_config")
s.read("web/cypress/e2e/map.cy.ts")
s.write("web/e2e/map.spec.ts", '''import { expect, test } from "./fixtures";

const WREN = "7b1e0c52-3f4a-4d8e-9a61-2c5d8e9f0a13";

test("opens a recording from its marker popup", async ({ loggedIn: page }) => {
  await page.goto(`/map?focus=${WREN}`);
  await page.locator(`.leaflet-marker-icon[data-recording-id="${WREN}"]`).click();
  await page.locator(".leaflet-popup-content a", { hasText: "Eurasian Wren" }).click();
  await expect(page).toHaveURL(`/recordings/${WREN}`);
});

test("clusters nearby recordings when zoomed out", async ({ loggedIn: page }) => {
  await page.goto("/map");
  await expect(page.locator(".marker-cluster").first()).toBeVisible();
});
''')
s.write("web/e2e/fixtures.ts", '''import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

// Replaces cy.login(): logs in through the API once per test and keeps the session cookie.
export const test = base.extend<{ loggedIn: import("@playwright/test").Page }>({
  loggedIn: async ({ page, request }, use) => {
    const res = await request.post("/api/test/login", { data: { email: "e2e@wrenly.app" } });
    await page.context().addCookies((await res.json()).cookies);
    await use(page);
  },
});
''')
s.write("web/e2e/upload.spec.ts", '''import { expect, test } from "./fixtures";

test("shows the new recording on the map", async ({ loggedIn: page }) => {
  await page.goto("/upload");
  await page.locator("input[type=file]").setInputFiles("e2e/fixtures/wren-song.ogg");
  await page.locator("[name=species_hint]").fill("Eurasian Wren");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\\/recordings\\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop();
  await page.goto(`/map?focus=${id}`);
  await expect(page.locator(`.leaflet-marker-icon[data-recording-id="${id}"]`)).toBeVisible();
});
''')
s.write("web/e2e/auth.spec.ts", '''import { expect, test } from "@playwright/test";

test("redirects to the login page when signed out", async ({ page }) => {
  await page.goto("/upload");
  await expect(page).toHaveURL(/\\/login\\?next=%2Fupload$/);
});

test("logs in with a magic link token", async ({ page, request }) => {
  const { token } = await (await request.post("/api/test/magic-link", { data: { email: "e2e@wrenly.app" } })).json();
  await page.goto(`/login/verify?token=${token}`);
  await expect(page.getByRole("link", { name: "My recordings" })).toBeVisible();
});
''')
s.write("web/e2e/species-search.spec.ts", '''import { expect, test } from "./fixtures";

test("finds a species by part of its name", async ({ loggedIn: page }) => {
  await page.goto("/species");
  await page.getByPlaceholder("Search species").fill("wren");
  await expect(page.getByRole("link", { name: "Eurasian Wren" })).toBeVisible();
});

test("opens the species page", async ({ loggedIn: page }) => {
  await page.goto("/species?q=wren");
  await page.getByRole("link", { name: "Eurasian Wren" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eurasian Wren");
});
''')
s.bash("cd web && git rm -rq cypress cypress.config.ts && pnpm e2e 2>&1 | tail -4",
       "Drop Cypress and run the Playwright suite",
       "Running 14 tests using 4 workers\n\n  14 passed (41.7s)\n\nTo open last HTML report run:\n\n  pnpm exec "
       "playwright show-report", rtag="s09_pw_run", timeout=600000, dur=(80, 110))
s.read(".github/workflows/ci.yml", rtag="s09_ci_read")
s.edit(".github/workflows/ci.yml",
       "      - uses: cypress-io/github-action@v6\n        with:\n          working-directory: web\n          install: false\n"
       "          build: pnpm build\n          start: pnpm preview --port 4173\n          wait-on: http://localhost:4173\n"
       "          command: pnpm e2e\n",
       "      - run: pnpm exec playwright install --with-deps chromium webkit\n      - run: pnpm e2e\n"
       "      - uses: actions/upload-artifact@v4\n        if: failure()\n        with:\n          name: playwright-report\n"
       "          path: web/playwright-report\n", tag="s09_ci_pw")
s.say("Cypress is gone from `web/`:\n\n- `@playwright/test` 1.58 replaces `cypress`; `pnpm e2e` runs `playwright "
      "test` against the preview build on Chromium and WebKit.\n- `map.spec.ts` is hand-ported (no more "
      "`wait(\"@recordings\")`: Playwright's locators wait for the marker themselves, which is what kept timing "
      "out under Cypress); the other three are straight ports, sharing a small `loggedIn` fixture that replaces "
      "`cy.login`.\n- 14 tests pass locally (7 per browser).\n- CI: the Cypress action is replaced by `playwright "
      "install --with-deps` + `pnpm e2e`, and the HTML report (with traces) is uploaded when the job fails.",
      tag="s09_pw_done")
s.prompt("Before we open the PR: the yearly export in the worker takes 9 minutes and peaks around 5 GB in pandas. Swap "
         "pandas for Polars in the reports (lazy scan, group_by), and keep the CSV byte-identical please.",
         tag="s09_p2", gap=(30, 90))
s.read("worker/wrenly_worker/reports/yearly.py", rtag="s09_yearly_read")
s.bash("cd worker && uv remove pandas && uv add \"polars>=1.36\"", "Replace pandas with Polars",
       stderr="Resolved 55 packages in 688ms\nUninstalled 4 packages in 61ms\n - pandas==2.3.3\n - python-dateutil==2.9.0.post0\n"
              " - pytz==2025.2\n - tzdata==2025.3\nResolved 56 packages in 1.02s\nPrepared 1 package in 1.41s\n"
              "Installed 1 package in 31ms\n + polars==1.36.1", tag="s09_uv_polars", rtag="s09_uv_polars_out", dur=(4, 7))
change("worker/pyproject.toml", '    "pandas>=2.2",\n', "")
change("worker/pyproject.toml", '    "numpy>=2.1",\n', '    "numpy>=2.1",\n    "polars>=1.36",\n')
s.write("worker/wrenly_worker/reports/yearly.py", '''"""Yearly export: per species and month, detections and recordings, as one CSV for the annual report."""
from __future__ import annotations

import argparse

import polars as pl

from wrenly_worker.export import detections_parquet
from wrenly_worker.taxonomy import common_name

MIN_CONFIDENCE = 0.5


def yearly_table(year: int) -> pl.DataFrame:
    # Lazy scan: only the four columns we need are read, and the filter is pushed into the scan.
    return (
        pl.scan_parquet(detections_parquet(year))
        .filter(pl.col("confidence") >= MIN_CONFIDENCE)
        .group_by("species_code", pl.col("detected_at").dt.month().alias("month"))
        .agg(detections=pl.len(), recordings=pl.col("recording_id").n_unique())
        .sort("species_code", "month")
        .with_columns(common_name=pl.col("species_code").map_elements(common_name, return_dtype=pl.String))
        .select("species_code", "common_name", "month", "detections", "recordings")
        .collect(engine="streaming")
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--year", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    yearly_table(args.year).write_csv(args.out)


if __name__ == "__main__":
    main()
''', tag="s09_polars_write")
s.read("worker/wrenly_worker/reports/weekly.py")
s.edit("worker/wrenly_worker/reports/weekly.py",
       "import pandas as pd\n", "import polars as pl\n")
s.edit("worker/wrenly_worker/reports/weekly.py",
       "def weekly_counts(rows: list[dict]) -> pd.DataFrame:\n"
       "    df = pd.DataFrame(rows, columns=[\"recording_id\", \"species_code\", \"confidence\", \"detected_at\"])\n"
       "    df = df[df[\"confidence\"] >= MIN_CONFIDENCE]\n    out = (\n        df.groupby(\"species_code\")\n"
       "        .agg(detections=(\"recording_id\", \"size\"), recordings=(\"recording_id\", \"nunique\"))\n"
       "        .reset_index()\n        .sort_values([\"detections\", \"species_code\"], ascending=[False, True])\n    )\n"
       "    out[\"common_name\"] = out[\"species_code\"].map(common_name)\n    return out\n",
       "def weekly_counts(rows: list[dict]) -> pl.DataFrame:\n"
       "    return (\n        pl.DataFrame(rows, schema=[\"recording_id\", \"species_code\", \"confidence\", \"detected_at\"])\n"
       "        .filter(pl.col(\"confidence\") >= MIN_CONFIDENCE)\n        .group_by(\"species_code\")\n"
       "        .agg(detections=pl.len(), recordings=pl.col(\"recording_id\").n_unique())\n"
       "        .sort([\"detections\", \"species_code\"], descending=[True, False])\n"
       "        .with_columns(common_name=pl.col(\"species_code\").map_elements(common_name, return_dtype=pl.String))\n"
       "    )\n")
change("worker/wrenly_worker/reports/weekly.py", "        for row in counts.itertuples():\n",
       "        for row in counts.iter_rows(named=True):\n")
change("worker/wrenly_worker/reports/weekly.py",
       "            print(f\"{row.common_name} ({row.species_code}): {row.detections} detections, {row.recordings} recordings\")\n",
       "            print(f\"{row['common_name']} ({row['species_code']}): {row['detections']} detections, "
       "{row['recordings']} recordings\")\n")
s.bash("cd worker && sed -i 's/for row in counts.itertuples():/for row in counts.iter_rows(named=True):/; "
       "s/{row\\.\\([a-z_]*\\)}/{row[\"\\1\"]}/g' wrenly_worker/reports/weekly.py && uv run pytest -q | tail -1 && "
       "/usr/bin/time -v uv run python -m wrenly_worker.reports.yearly --year 2025 --out /tmp/y2025.csv 2>&1 | "
       "grep -E 'Elapsed|Maximum resident' && cmp /tmp/y2025.csv testdata/yearly-2025-pandas.csv && echo identical",
       "Fix the dry-run printing, run the tests, time the export and compare with the pandas output",
       "18 passed in 3.87s\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:38.64\n"
       "\tMaximum resident set size (kbytes): 804112\nidentical", rtag="s09_polars_bench", timeout=900000, dur=(45, 60))
s.say("Reports are on Polars now:\n\n- `uv remove pandas` (took pytz, tzdata and dateutil with it), `uv add "
      "polars`.\n- `yearly.py`: `scan_parquet` → filter → `group_by(species, month)` → streaming `collect`; "
      "`weekly.py` does the same on the in-memory rows.\n- The 2025 export: 38.6 s instead of ~9 minutes, peak "
      "RSS 785 MiB instead of ~5 GB, and the CSV is byte-identical to the pandas one (`cmp`).\n- 18 worker tests "
      "pass.", tag="s09_polars_done")
s.prompt("Both green? Then merge.", tag="s09_p3", gap=(60, 240))
s.bash("git add -A && git commit -qm \"web: Playwright instead of Cypress; worker: Polars instead of pandas in "
       "reports\" && git push -qu origin playwright && gh pr create --fill && gh pr checks --watch --interval 30 && "
       "gh pr merge --squash --delete-branch", "Open the PR, wait for CI, merge",
       "https://github.com/wrenly-app/wrenly/pull/97\nserver\tpass\t14m07s\thttps://github.com/wrenly-app/wrenly/"
       "actions/runs/24187730552/job/70551230418\nweb\tpass\t4m12s\thttps://github.com/wrenly-app/wrenly/actions/runs/"
       "24187730552/job/70551230409\nworker\tpass\t38s\thttps://github.com/wrenly-app/wrenly/actions/runs/24187730552/"
       "job/70551230424\ndeploy\tskipping\t0\thttps://github.com/wrenly-app/wrenly/actions/runs/24187730552/job/"
       "70551230431\n\u2713 Squashed and merged pull request wrenly-app/wrenly#97 (web: Playwright instead of Cypress; "
       "worker: Polars instead of pandas in reports)\n\u2713 Deleted local branch playwright and switched to branch main\n"
       "\u2713 Deleted remote branch playwright", rtag="s09_merge", timeout=1800000, dur=(860, 900))
s.branch = "main"
s.say("Merged as #97; the push to `main` triggers the deploy job. Playwright ran green on both browsers in CI. "
      "The server job is still the long pole at 14 minutes, almost all of it compiling from a cold `target/`.",
      tag="s09_end")

# =====================================================================================================
# s10  2026-05-05  Leaflet -> MapLibre GL; @tanstack/svelte-query tried and reverted (never merged);
#                  ONNX Runtime decided for June
# =====================================================================================================
FS["web/src/routes/species/[code]/+page.ts"] = '''import { error } from "@sveltejs/kit";
import type { PageLoad } from "./$types";

// SvelteKit load function: runs on every client-side navigation to /species/[code].
export const load: PageLoad = async ({ fetch, params }) => {
  const res = await fetch(`/api/species/${params.code}`);
  if (!res.ok) error(res.status, "species not found");
  return { species: await res.json() };
};
'''
FS["web/src/routes/species/[code]/+page.svelte"] = '''<script lang="ts">
  import RecordingList from "$lib/components/RecordingList.svelte";
  import SpeciesHeader from "$lib/components/SpeciesHeader.svelte";
  import type { PageProps } from "./$types";

  let { data }: PageProps = $props();
</script>

<SpeciesHeader species={data.species} />
<RecordingList recordings={data.species.recent_recordings} />
'''
FS["web/src/routes/+layout.svelte"] = '''<script lang="ts">
  import "../app.css";
  import Nav from "$lib/components/Nav.svelte";

  let { children } = $props();
</script>

<Nav />
<main>
  {@render children()}
</main>
'''
FS["server/src/routes/species.rs"] = '''use axum::extract::{Path, State};
use axum::Json;

use crate::error::AppError;
use crate::models::SpeciesDetail;
use crate::{db, AppState};

pub async fn detail(State(state): State<AppState>, Path(code): Path<String>) -> Result<Json<SpeciesDetail>, AppError> {
    let species = db::species::detail(&state.db, &code).await?;
    Ok(Json(species))
}
'''

s = Session("s10", "2.1.124", "claude-opus-4-7", "2026-05-05T15:08:44.120", "maplibre", "P4",
            slug="calm-gliding-nuthatch", perm="acceptEdits")
s.local_command("model", "", "Set model to \u001b[1mOpus 4.7 (default)\u001b[22m")
s.prompt("The map is unusable on the 'all recordings' view now: 74k markers through leaflet.markercluster, 6-8 s "
         "until the first paint, and the tab sits at 900 MB. Move the map to MapLibre GL with a GeoJSON source and "
         "its built-in clustering. Keep the OSM raster tiles for now.", tag="s10_p1")
s.read("web/src/lib/components/RecordingMap.svelte", rtag="s10_map_read")
s.bash("cd web && pnpm remove leaflet leaflet.markercluster @types/leaflet @types/leaflet.markercluster && "
       "pnpm add maplibre-gl", "Replace Leaflet with MapLibre GL",
       "Packages: -4\n----\nProgress: resolved 537, reused 494, downloaded 0, added 0, done\n\ndependencies:\n"
       "- leaflet 1.9.4\n- leaflet.markercluster 1.5.3\n\ndevDependencies:\n- @types/leaflet 1.9.21\n"
       "- @types/leaflet.markercluster 1.5.6\n\nDone in 1.9s using pnpm v10.26.1\nPackages: +22\n++++++++++++++++++++++\n"
       "Progress: resolved 559, reused 494, downloaded 22, added 22, done\n\ndependencies:\n+ maplibre-gl 5.16.0\n\n"
       "Done in 3.8s using pnpm v10.26.1", tag="s10_pnpm_map", rtag="s10_pnpm_map_out", dur=(6, 10))
change("web/package.json", '    "@types/leaflet": "^1.9.21",\n    "@types/leaflet.markercluster": "^1.5.6",\n', "")
change("web/package.json", '    "leaflet": "^1.9.4",\n    "leaflet.markercluster": "^1.5.3"\n', '    "maplibre-gl": "^5.16.0"\n')
s.write("web/src/lib/components/RecordingMap.svelte", '''<script lang="ts">
  import { page } from "$app/state";
  import maplibregl, { type GeoJSONSource } from "maplibre-gl";
  import "maplibre-gl/dist/maplibre-gl.css";
  import { onMount } from "svelte";
  import type { RecordingPin } from "$lib/types";

  let { recordings }: { recordings: RecordingPin[] } = $props();
  let el: HTMLDivElement;

  // One GeoJSON source with MapLibre's own clustering: points are drawn on the GPU as layers,
  // not as 74k DOM markers.
  function toGeoJSON(pins: RecordingPin[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
    return {
      type: "FeatureCollection",
      features: pins.map((r) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [r.lon, r.lat] },
        properties: { id: r.id, name: r.species_common ?? "Unidentified" },
      })),
    };
  }

  onMount(() => {
    const map = new maplibregl.Map({
      container: el,
      center: [10.4, 51.1],
      zoom: 5,
      style: {
        version: 8,
        sources: {
          osm: {
            type: "raster",
            tiles: ["https://tile.openstreetmap.org/{z}/{x}/{y}.png"],
            tileSize: 256,
            attribution: "&copy; OpenStreetMap contributors",
          },
        },
        layers: [{ id: "osm", type: "raster", source: "osm" }],
      },
    });

    map.on("load", () => {
      map.addSource("recordings", { type: "geojson", data: toGeoJSON(recordings), cluster: true, clusterMaxZoom: 15, clusterRadius: 50 });
      map.addLayer({
        id: "clusters",
        type: "circle",
        source: "recordings",
        filter: ["has", "point_count"],
        paint: { "circle-color": "#6b8f71", "circle-radius": ["step", ["get", "point_count"], 14, 100, 20, 1000, 28] },
      });
      map.addLayer({
        id: "cluster-count",
        type: "symbol",
        source: "recordings",
        filter: ["has", "point_count"],
        layout: { "text-field": ["get", "point_count_abbreviated"], "text-size": 12 },
      });
      map.addLayer({
        id: "recording",
        type: "circle",
        source: "recordings",
        filter: ["!", ["has", "point_count"]],
        paint: { "circle-color": "#b5542f", "circle-radius": 6, "circle-stroke-width": 1, "circle-stroke-color": "#fff" },
      });

      map.on("click", "clusters", async (e) => {
        const feature = e.features![0];
        const source = map.getSource("recordings") as GeoJSONSource;
        const zoom = await source.getClusterExpansionZoom(feature.properties.cluster_id);
        map.easeTo({ center: (feature.geometry as GeoJSON.Point).coordinates as [number, number], zoom });
      });
      map.on("click", "recording", (e) => {
        const { id, name } = e.features![0].properties;
        new maplibregl.Popup().setLngLat(e.lngLat).setHTML(`<a href="/recordings/${id}">${name}</a>`).addTo(map);
      });

      const focus = page.url.searchParams.get("focus");
      const hit = recordings.find((r) => r.id === focus);
      if (hit) map.jumpTo({ center: [hit.lon, hit.lat], zoom: 17 });
    });
    return () => map.remove();
  });
</script>

<div class="map" bind:this={el} data-testid="recording-map"></div>

<style>
  .map {
    height: calc(100vh - 4rem);
  }
</style>
''', tag="s10_map_write")
s.bash("cd web && pnpm check 2>&1 | tail -1 && pnpm test 2>&1 | grep -E 'Test Files|Tests ' && pnpm build 2>&1 | "
       "grep -E 'maplibre|built in'", "Type-check, unit tests, build",
       "svelte-check found 0 errors and 0 warnings\n Test Files  12 passed (12)\n      Tests  58 passed (58)\n"
       "build/_app/immutable/chunks/maplibre-gl.CdVq3x1T.js      1,009.42 kB \u2502 gzip: 271.84 kB\n\u2713 built in 9.87s",
       rtag="s10_map_build", dur=(30, 45))
s.bash("cd web && sed -i -E 's/\\.leaflet-marker-icon\\[data-recording-id=\"\\$\\{[a-zA-Z]+\\}\"\\]/[data-testid=recording-map] canvas/; "
       "s/\\.leaflet-popup-content a/.maplibregl-popup-content a/; s/\\.marker-cluster/[data-testid=recording-map] canvas/' "
       "e2e/map.spec.ts e2e/upload.spec.ts && pnpm e2e map upload 2>&1 | tail -2",
       "Point the map-related e2e specs at the MapLibre DOM and run them",
       "  6 passed (31.2s)", rtag="s10_map_e2e", timeout=600000, dur=(40, 60))
s.say("The map runs on MapLibre GL now:\n\n- `pnpm remove leaflet leaflet.markercluster` (+ their types), `pnpm add "
      "maplibre-gl`.\n- `RecordingMap.svelte`: one GeoJSON source with `cluster: true`, three layers (clusters, "
      "counts, single recordings), click to expand a cluster or open the popup; `?focus=<id>` still zooms to 17. "
      "The OSM raster tiles stay, as a raster source in an inline style.\n- With the 74k-point fixture, first paint "
      "is ~0.9 s and the tab settles around 310 MB. The cost is bundle size: maplibre-gl is 272 kB gzipped, but "
      "it's in its own chunk and only loaded on `/map`.\n- svelte-check, the 58 Vitest tests and the map and upload "
      "Playwright specs (6 runs on Chromium and WebKit) pass.", tag="s10_map_done")
s.prompt("Looks great, merge it. Then an experiment: the species pages refetch everything on every navigation, even "
         "back and forth between two species. Try @tanstack/svelte-query on the species detail page and let's see "
         "if it's worth it.", tag="s10_p2", gap=(60, 240))
s.bash("git add -A && git commit -qm \"web: MapLibre GL instead of Leaflet\" && git push -qu origin maplibre && "
       "gh pr create --fill && gh pr checks --watch --interval 30 >/dev/null && gh pr merge --squash --delete-branch",
       "Open the PR and merge when green",
       "https://github.com/wrenly-app/wrenly/pull/101\n\u2713 Squashed and merged pull request wrenly-app/wrenly#101 (web: "
       "MapLibre GL instead of Leaflet)\n\u2713 Deleted local branch maplibre and switched to branch main\n"
       "\u2713 Deleted remote branch maplibre", rtag="s10_map_merge", timeout=1800000, dur=(880, 920))
s.branch = "main"
s.bash("git switch -c try-svelte-query && cd web && pnpm add @tanstack/svelte-query", "Branch off and add svelte-query",
       "Switched to a new branch 'try-svelte-query'\nPackages: +2\n++\nProgress: resolved 561, reused 555, downloaded 2, "
       "added 2, done\n\ndependencies:\n+ @tanstack/svelte-query 6.0.9\n\nDone in 2.2s using pnpm v10.26.1",
       tag="s10_tsq_add", rtag="s10_tsq_add_out")
s.branch = "try-svelte-query"
s.read("web/src/routes/species/[code]/+page.svelte")
s.write("web/src/routes/species/[code]/+page.svelte", '''<script lang="ts">
  import { page } from "$app/state";
  import { createQuery } from "@tanstack/svelte-query";
  import RecordingList from "$lib/components/RecordingList.svelte";
  import SpeciesHeader from "$lib/components/SpeciesHeader.svelte";

  // Cached per species code for 60 s; navigating back shows the cached data immediately.
  const species = createQuery(() => ({
    queryKey: ["species", page.params.code],
    queryFn: () => fetch(`/api/species/${page.params.code}`).then((r) => r.json()),
    staleTime: 60_000,
  }));
</script>

{#if species.isPending}
  <p>Loading\u2026</p>
{:else if species.data}
  <SpeciesHeader species={species.data} />
  <RecordingList recordings={species.data.recent_recordings} />
{/if}
''', tag="s10_tsq_write")
s.read("web/src/routes/+layout.svelte")
s.edit("web/src/routes/+layout.svelte", "<Nav />\n<main>\n  {@render children()}\n</main>\n",
       "<QueryClientProvider client={queryClient}>\n  <Nav />\n  <main>\n    {@render children()}\n  </main>\n"
       "</QueryClientProvider>\n")
change("web/src/routes/+layout.svelte", '  import Nav from "$lib/components/Nav.svelte";\n',
       '  import { QueryClient, QueryClientProvider } from "@tanstack/svelte-query";\n'
       '  import Nav from "$lib/components/Nav.svelte";\n\n  const queryClient = new QueryClient();\n')
s.bash("git add -A && git commit -qm \"web: try svelte-query on the species page\" && cd web && pnpm test 2>&1 | tail -12",
       "Commit the experiment and run the unit tests",
       " FAIL  src/routes/species/[code]/page.test.ts > species page > renders the name from the load data\n"
       "TestingLibraryElementError: Unable to find an element with the text: Eurasian Wren. This could be because the "
       "text is broken up by multiple elements.\n\n<body>\n  <div>\n    <p>\n      Loading\u2026\n    </p>\n  </div>\n</body>\n\n"
       " Test Files  1 failed | 11 passed (12)\n      Tests  1 failed | 57 passed (58)", error=True, rtag="s10_tsq_fail",
       dur=(8, 14))
s.think("The page now ignores `data` from load, so the first render is a spinner and the load function's fetch is "
        "wasted. Fixing it means initialData from load plus hydration, i.e. two data layers for one page. The "
        "real refetch problem is that /api/species/:code sends no cache headers.")
s.say("The test catches the real problem: with svelte-query the page ignores the `data` SvelteKit's load function "
      "already fetched, so every visit starts with \"Loading…\" and the load `fetch` is wasted. Making it work "
      "properly means passing the load result as `initialData` and keeping two caches in sync, i.e. a second data "
      "layer next to SvelteKit's own for one page.\n\nThe refetch itself has a cheaper cause: `/api/species/:code` "
      "sends no `Cache-Control`, so the browser can't reuse the response. SvelteKit's load `fetch` is the "
      "browser's fetch, so a short `max-age` on that endpoint gives you the back-and-forth caching without any "
      "new library. My suggestion: revert this commit and add the header on the server.", tag="s10_tsq_verdict")
s.prompt("Agreed, not worth a second data layer. Revert it and fix it the SvelteKit way.", tag="s10_p3", gap=(30, 90))
s.bash("git revert --no-edit HEAD && git log --oneline -2 && git switch -q main && git branch -D try-svelte-query",
       "Revert the experiment and drop the branch",
       "[try-svelte-query 4e1b2c9] Revert \"web: try svelte-query on the species page\"\n 4 files changed, 10 insertions(+), "
       "31 deletions(-)\n4e1b2c9 Revert \"web: try svelte-query on the species page\"\n0d83f5a web: try svelte-query on "
       "the species page\nDeleted branch try-svelte-query (was 4e1b2c9).", tag="s10_revert", rtag="s10_revert_out")
s.branch = "main"
FS["web/src/routes/species/[code]/+page.svelte"] = '''<script lang="ts">
  import RecordingList from "$lib/components/RecordingList.svelte";
  import SpeciesHeader from "$lib/components/SpeciesHeader.svelte";
  import type { PageProps } from "./$types";

  let { data }: PageProps = $props();
</script>

<SpeciesHeader species={data.species} />
<RecordingList recordings={data.species.recent_recordings} />
'''
FS["web/src/routes/+layout.svelte"] = '''<script lang="ts">
  import "../app.css";
  import Nav from "$lib/components/Nav.svelte";

  let { children } = $props();
</script>

<Nav />
<main>
  {@render children()}
</main>
'''
s.read("server/src/routes/species.rs")
s.edit("server/src/routes/species.rs",
       "use axum::extract::{Path, State};\nuse axum::Json;\n",
       "use axum::extract::{Path, State};\nuse axum::http::header;\nuse axum::response::IntoResponse;\nuse axum::Json;\n")
s.edit("server/src/routes/species.rs",
       "pub async fn detail(State(state): State<AppState>, Path(code): Path<String>) -> Result<Json<SpeciesDetail>, AppError> {\n"
       "    let species = db::species::detail(&state.db, &code).await?;\n    Ok(Json(species))\n}\n",
       "pub async fn detail(\n    State(state): State<AppState>,\n    Path(code): Path<String>,\n"
       ") -> Result<impl IntoResponse, AppError> {\n    let species: SpeciesDetail = db::species::detail(&state.db, &code).await?;\n"
       "    // Let the browser reuse the response for a minute: SvelteKit's load fetch goes through the HTTP\n"
       "    // cache, so going back and forth between species pages no longer refetches.\n"
       "    Ok(([(header::CACHE_CONTROL, \"private, max-age=60\")], Json(species)))\n}\n", tag="s10_cache_edit")
s.bash("cd server && cargo nextest run --profile ci 2>&1 | tail -1 && cd .. && git commit -qam \"server: cache species "
       "detail responses for 60 s\" && git push -q origin main", "Test, commit and push to main",
       "     Summary [   4.702s] 73 tests run: 73 passed, 0 skipped", dur=(50, 70))
s.say("Done:\n\n- The svelte-query commit is reverted and the `try-svelte-query` branch deleted, so nothing of it "
      "reached `main`; `@tanstack/svelte-query` is not in `package.json` there.\n- `GET /api/species/:code` now "
      "answers with `Cache-Control: private, max-age=60`; the species page keeps its plain load function, and a "
      "second visit within a minute is served from the browser cache.\n- 73 server tests pass; pushed to `main`, "
      "so the deploy job ships it.", tag="s10_cache_done")
s.prompt("Last thing, for June: I want PyTorch out of the worker and the model running through ONNX Runtime instead. "
         "The worker image is 2.9 GB, a new Cloud Run revision takes ~40 s before it processes anything, and all we "
         "do is inference anyway. I'll do the export in the training repo and bring the .onnx file over.",
         tag="s10_p4", gap=(60, 200))
s.say("Good plan. Things that will make the switch painless:\n\n- Export with `torch.onnx.export(..., "
      "opset_version=17, dynamic_axes={\"windows\": {0: \"n\"}})` so the batch of windows can vary; the mel "
      "front end stays in librosa/numpy, so only the network moves.\n- Save reference logits from the TorchScript "
      "model on a fixed set of clips in the training repo; on our side we compare ONNX outputs against them "
      "(max abs difference ~1e-5, identical top-1) before deploying.\n- `onnxruntime` CPU wheels are ~15 MB "
      "against ~750 MB for torch; the PyTorch CPU index in `pyproject.toml` can go with it.\n- Keep "
      "`intra_op_num_threads` at 2 to match the Cloud Run CPU limit.", tag="s10_onnx_plan")

# =====================================================================================================
# s11  2026-06-11  PyTorch -> ONNX Runtime; image 2.9 GB -> ~600 MB; Buildkite decided
# =====================================================================================================
FS["worker/wrenly_worker/infer.py"] = '''"""Species detection: mel spectrogram windows -> wrennet -> per-window species scores."""
from __future__ import annotations

import numpy as np
import torch

from wrenly_worker.features import mel_windows
from wrenly_worker.labels import LABELS

THRESHOLD = 0.5


class Detector:
    def __init__(self, model: torch.jit.ScriptModule) -> None:
        self.model = model.eval()

    @classmethod
    def load(cls, path: str) -> "Detector":
        torch.set_num_threads(2)
        return cls(torch.jit.load(path, map_location="cpu"))

    def detect(self, audio: np.ndarray, sr: int) -> list[dict]:
        windows, starts_ms = mel_windows(audio, sr)  # (n, 1, 128, 384) float32, 3 s windows
        with torch.inference_mode():
            logits = self.model(torch.from_numpy(windows)).numpy()
        probs = 1 / (1 + np.exp(-logits))
        out = []
        for w, start in enumerate(starts_ms):
            for k in np.flatnonzero(probs[w] >= THRESHOLD):
                out.append({"species_code": LABELS[k], "start_ms": int(start), "end_ms": int(start) + 3000,
                            "confidence": round(float(probs[w, k]), 4)})
        return out
'''

s = Session("s11", "2.1.160", "claude-opus-4-7", "2026-06-11T08:44:30.761", "onnx", "P4",
            slug="steady-winding-dipper", perm="acceptEdits")
s.prompt("ONNX time. wrennet-v4.onnx is in worker/models/ (opset 17, dynamic batch, same labels file), and the reference "
         "logits are in worker/testdata/wrennet-v4-torch-logits.npy. Replace the PyTorch inference with onnxruntime "
         "and check that the outputs match.", tag="s11_p1")
s.todo([("Rewrite infer.py on onnxruntime", "in_progress", "Rewriting infer.py on onnxruntime"),
        ("Swap torch for onnxruntime in worker/pyproject.toml", "pending", "Swapping torch for onnxruntime"),
        ("Compare ONNX outputs with the TorchScript reference logits", "pending", "Comparing model outputs"),
        ("Build the image and check its size", "pending", "Building the worker image")])
s.read("worker/wrenly_worker/infer.py", rtag="s11_infer_read")
s.write("worker/wrenly_worker/infer.py", '''"""Species detection: mel spectrogram windows -> wrennet (ONNX) -> per-window species scores."""
from __future__ import annotations

import numpy as np
import onnxruntime as ort

from wrenly_worker.features import mel_windows
from wrenly_worker.labels import LABELS

THRESHOLD = 0.5


class Detector:
    def __init__(self, session: ort.InferenceSession) -> None:
        self.session = session
        self.input_name = session.get_inputs()[0].name

    @classmethod
    def load(cls, path: str) -> "Detector":
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 2  # matches the Cloud Run CPU limit
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        return cls(ort.InferenceSession(path, opts, providers=["CPUExecutionProvider"]))

    def detect(self, audio: np.ndarray, sr: int) -> list[dict]:
        windows, starts_ms = mel_windows(audio, sr)  # (n, 1, 128, 384) float32, 3 s windows
        (logits,) = self.session.run(None, {self.input_name: windows})
        probs = 1 / (1 + np.exp(-logits))
        out = []
        for w, start in enumerate(starts_ms):
            for k in np.flatnonzero(probs[w] >= THRESHOLD):
                out.append({"species_code": LABELS[k], "start_ms": int(start), "end_ms": int(start) + 3000,
                            "confidence": round(float(probs[w, k]), 4)})
        return out
''', tag="s11_infer_write")
s.bash("cd worker && uv remove torch && uv add \"onnxruntime>=1.24\" && sed -i 's/wrennet-v4\\.pt/wrennet-v4.onnx/' "
       "wrenly_worker/main.py", "Swap torch for onnxruntime and point the worker at the .onnx model",
       stderr="Resolved 50 packages in 733ms\nUninstalled 6 packages in 410ms\n - filelock==3.20.0\n - fsspec==2025.12.0\n"
              " - jinja2==3.1.6\n - markupsafe==3.0.3\n - networkx==3.6.1\n - torch==2.5.1+cpu\n"
              "Resolved 55 packages in 1.12s\nPrepared 5 packages in 1.87s\nInstalled 5 packages in 44ms\n"
              " + coloredlogs==15.0.1\n + flatbuffers==25.12.19\n + humanfriendly==10.0\n + onnxruntime==1.24.2\n"
              " + protobuf==6.33.4", tag="s11_uv_swap", rtag="s11_uv_swap_out", dur=(4, 8))
change("worker/pyproject.toml", '    "torch==2.5.1",\n', "")
change("worker/pyproject.toml", '    "numpy>=2.1",\n', '    "numpy>=2.1",\n    "onnxruntime>=1.24",\n')
change("worker/pyproject.toml", '[tool.uv.sources]\ntorch = { index = "pytorch-cpu" }\n\n', "")
change("worker/wrenly_worker/main.py", "models/wrennet-v4.pt", "models/wrennet-v4.onnx")
s.read("worker/pyproject.toml", rtag="s11_pyproject_read")
s.edit("worker/pyproject.toml",
       "[[tool.uv.index]]\nname = \"pytorch-cpu\"\nurl = \"https://download.pytorch.org/whl/cpu\"\nexplicit = true\n\n", "",
       tag="s11_pyproject_edit")
s.bash("cd worker && uv lock -q && uv run python scripts/compare_models.py --reference testdata/wrennet-v4-torch-logits.npy "
       "--onnx models/wrennet-v4.onnx testdata/clips/ && uv run pytest -q | tail -1", "Compare against the reference logits, run the tests",
       "200 clips, 4,812 windows\nmax |logit difference| = 3.8e-06\ntop-1 agreement 4812/4812, top-5 agreement 4812/4812\n"
       "detections at threshold 0.5: 1,377 (torch) vs 1,377 (onnx), identical\n18 passed in 3.12s",
       rtag="s11_compare", dur=(20, 30))
s.bash("docker build -q -t wrenly-worker:onnx worker >/dev/null && docker images wrenly-worker --format "
       "'{{.Tag}}\\t{{.Size}}'", "Build the worker image and compare sizes",
       "onnx\t612MB\npy312\t2.91GB\npy313\t2.94GB", rtag="s11_sizes", dur=(90, 120))
s.say("The worker runs the model through ONNX Runtime now:\n\n- `infer.py`: an `onnxruntime.InferenceSession` "
      "(CPU provider, 2 intra-op threads, all graph optimisations); the mel front end and the thresholding are "
      "unchanged.\n- `pyproject.toml`: `torch` removed, `onnxruntime>=1.24` added, and the now-unused "
      "`pytorch-cpu` index deleted; `main.py` loads `models/wrennet-v4.onnx`.\n- Outputs match the TorchScript "
      "reference on 200 clips: max logit difference 3.8e-06, identical top-1 on all 4,812 windows, identical "
      "detections.\n- Image size: **612 MB** instead of 2.91 GB.", tag="s11_onnx_done")
s.prompt("Merge and deploy, then show me how long the new revision takes to get ready.", tag="s11_p2", gap=(60, 180))
s.bash("git add -A && git commit -qm \"worker: ONNX Runtime instead of PyTorch\" && git push -qu origin onnx && "
       "gh pr create --fill && gh pr checks --watch --interval 30 >/dev/null && gh pr merge --squash --delete-branch && "
       "sleep 300 && gcloud run services logs read wrenly-worker --region europe-west1 --limit 3",
       "Merge, wait for the deploy, read the worker's startup log",
       "https://github.com/wrenly-app/wrenly/pull/108\n\u2713 Squashed and merged pull request wrenly-app/wrenly#108 (worker: "
       "ONNX Runtime instead of PyTorch)\n\u2713 Deleted local branch onnx and switched to branch main\n"
       "\u2713 Deleted remote branch onnx\n" + s.clock(1040) + " INFO:wrenly_worker:loading models/wrennet-v4.onnx\n"
       + s.clock(1041) + " INFO:wrenly_worker:model wrennet-v4 loaded in 0.8s (python 3.12.12, onnxruntime 1.24.2)\n"
       + s.clock(1041) + " INFO:wrenly_worker:worker ready, claiming from the jobs table", rtag="s11_deployed",
       timeout=1800000, dur=(1150, 1250))
s.branch = "main"
s.say("Merged as #108 and deployed. The new revision loaded the model in 0.8 s (it was 7.6 s with TorchScript) "
      "and started claiming jobs about 9 s after the container started, against ~40 s before; most of the old "
      "wait was pulling the 2.9 GB image.", tag="s11_coldstart")
s.prompt("Now CI. GitHub Actions is killing me. The server job takes 14 minutes because target/ rarely survives: the "
         "10 GB cache limit keeps evicting it. And we used up the 3,000 included minutes on the 22nd last month. I "
         "want Buildkite with our own agent on the Hetzner AX42 we already rent for the nightly backups, so target/ "
         "stays warm. GitLab CI came up too, but I don't want to move the repo off GitHub for it. I'll set up the "
         "agent this week and we do the pipeline next session.", tag="s11_p3", gap=(120, 400))
s.say("Makes sense; a persistent `target/` is where nearly all of the 14 minutes goes. For the pipeline session:\n\n"
      "- One agent queue (say `hetzner`) and a `.buildkite/pipeline.yml` in the repo with the pipeline set to read "
      "its steps from there; the three jobs map 1:1 onto steps, with a `wait` before deploy.\n- Put "
      "`CARGO_TARGET_DIR`, the pnpm store and the uv cache on the agent's disk, outside the checkout, so they "
      "survive between builds.\n- Postgres for the server tests: a long-running `postgis/postgis:16-3.5` "
      "container on the box and a fresh database per build from an agent hook is simpler than a service per "
      "step.\n- Deploy credentials: a GCP service account key in the agent's environment hook (the Workload "
      "Identity setup is GitHub-specific).\n- Buildkite's GitHub app reports build status on PRs, so branch "
      "protection keeps working; just change the required check names.", tag="s11_bk_plan")

# =====================================================================================================
# s12  2026-07-21  GitHub Actions -> Buildkite; retro dates corrected from git log; ARCHITECTURE.md rewrite
# =====================================================================================================
FS["docs/ARCHITECTURE.md"] = '''# wrenly architecture

_Last updated: 2025-08-14_

wrenly lets birders upload field recordings; a worker detects the species in them, and the detections show up on a
map and in weekly reports.

## Components

| folder | what | stack |
|---|---|---|
| `server/` | HTTP API, auth, uploads; serves the web build | Rust, axum 0.8, Diesel 2.2 (MySQL) via deadpool-diesel, ureq for the eBird taxonomy API, log + env_logger; tests with `cargo test` |
| `web/` | the web app | SvelteKit 2 (adapter-static), Svelte 5, Leaflet + leaflet.markercluster; Vitest, Cypress; Yarn 1 |
| `worker/` | species detection and reports | Python 3.12 (`python:3.12-slim-bookworm`), Poetry, librosa, PyTorch (TorchScript `wrennet-v3.pt`), pandas, requests, redis-py |

## Data flow

1. The web app uploads a recording to `POST /api/recordings`; the server stores the audio in Cloudflare R2 and the
   row in MySQL.
2. The server `LPUSH`es a job onto the Redis list `wrenly:jobs`.
3. The worker `BRPOP`s the job, downloads the audio over `/internal`, runs the model and posts the detections back.

## Infrastructure

- Hosting: DigitalOcean App Platform (`.do/app.yaml`), deploys on push to `main`.
- Database: MySQL 8.0 on PlanetScale.
- Redis: Upstash (login sessions, taxonomy cache, job queue).
- Audio: Cloudflare R2.
- CI: GitHub Actions (`.github/workflows/ci.yml`).
'''

s = Session("s12", "2.1.205", "claude-opus-4-7", "2026-07-21T08:58:06.402", "buildkite", "P4",
            slug="bright-perching-linnet", perm="acceptEdits")
s.prompt("The Buildkite agent is running on the Hetzner box (queue 'hetzner', agent wrenly-ax42-1) with a local "
         "postgis container and a pre-command hook that creates a fresh test database per build. The pipeline is "
         "connected to the repo and reads its steps from the repository. Please write .buildkite/pipeline.yml to "
         "match what the Actions workflow does, remove the workflow, and let's watch the first builds.", tag="s12_p1")
s.read(".github/workflows/ci.yml", rtag="s12_ci_read")
s.write(".buildkite/pipeline.yml", '''# Runs on our own agent (queue "hetzner", wrenly-ax42-1). target/, the pnpm store and the uv cache live on the
# agent's disk and survive between builds, which is the point of leaving GitHub-hosted runners.
agents:
  queue: hetzner

steps:
  - label: ":rust: server"
    key: server
    env:
      SQLX_OFFLINE: "true"
      CARGO_TARGET_DIR: /var/lib/buildkite-agent/cache/wrenly-target
    # The pre-command hook creates wrenly_test_${BUILDKITE_BUILD_NUMBER} in the local postgis/postgis:16-3.5
    # container and exports DATABASE_URL.
    commands:
      - cd server
      - cargo fmt --check
      - cargo clippy --locked -- -D warnings
      - cargo nextest run --locked --profile ci
      - cargo test --locked --doc

  - label: ":svelte: web"
    key: web
    commands:
      - cd web
      - pnpm install --frozen-lockfile
      - pnpm check
      - pnpm test
      - pnpm exec playwright install chromium webkit
      - pnpm e2e
    artifact_paths: "web/playwright-report/**/*"

  - label: ":python: worker"
    key: worker
    commands:
      - cd worker
      - uv sync --frozen
      - uv run ruff check .
      - uv run pytest -q

  - wait

  - label: ":rocket: deploy"
    branches: main
    concurrency: 1
    concurrency_group: wrenly/deploy
    # GOOGLE_APPLICATION_CREDENTIALS comes from the agent's environment hook.
    command: ./deploy/deploy.sh
''', tag="s12_pipeline_write")
s.bash("git rm -q .github/workflows/ci.yml && git add .buildkite && git commit -qm \"ci: move from GitHub Actions to "
       "Buildkite (self-hosted agent)\" && git push -qu origin buildkite && sleep 720 && bk build view --pipeline "
       "wrenly-app/wrenly --branch buildkite", "Replace the workflow, push, and look at the first build",
       "Build #1 \u00b7 passed \u00b7 buildkite \u00b7 1c9e7ab ci: move from GitHub Actions to Buildkite (self-hosted agent)\n"
       "  \u2713 :rust: server      11m02s\n  \u2713 :svelte: web        3m38s\n  \u2713 :python: worker       41s\n"
       "  - :rocket: deploy    skipped (branch filter: main)\nAgent: wrenly-ax42-1 (queue=hetzner)",
       tag="s12_bk_first_cmd", rtag="s12_bk_first", timeout=900000, dur=(730, 760))
s.bash("bk build create --pipeline wrenly-app/wrenly --branch buildkite --message \"warm cache check\" --wait && "
       "bk build view --pipeline wrenly-app/wrenly --branch buildkite", "Run a second build to see the warm-cache time",
       "Build #2 \u00b7 passed \u00b7 buildkite \u00b7 1c9e7ab warm cache check\n  \u2713 :rust: server       2m47s\n"
       "  \u2713 :svelte: web        2m09s\n  \u2713 :python: worker       19s\n"
       "  - :rocket: deploy    skipped (branch filter: main)\nAgent: wrenly-ax42-1 (queue=hetzner)",
       rtag="s12_bk_second", timeout=900000, dur=(180, 200))
s.say("Buildkite works:\n\n- `.buildkite/pipeline.yml`: server (fmt, clippy, nextest, doctests), web (pnpm check, "
      "Vitest, Playwright on Chromium + WebKit), worker (uv, ruff, pytest), then `wait` and a deploy step that only "
      "runs on `main`, one at a time.\n- `.github/workflows/ci.yml` is deleted in the same commit.\n- Build #1 "
      "compiled from scratch (server 11 min); build #2 with a warm `target/` took 2m47s for the server and under "
      "3 minutes overall.\n\nOnce this is merged, update branch protection to require the `buildkite/wrenly` "
      "check instead of the three Actions jobs.", tag="s12_bk_done")
s.prompt("Merged, and branch protection is updated. Different topic: I'm writing the one-year retro for the blog. "
         "Draft the 'what changed' section for me. From memory: we moved to Cloud Run in February and to Postgres in "
         "April; the rest you can get from git.", tag="s12_p2", gap=(300, 900))
s.bash("git switch -q main && git pull -q && git log --reverse --date=short --format='%ad %h %s' --since=2025-09-01 | "
       "grep -E 'reqwest|SQLx|tracing|uv |"
       "Python 3|python:3|Cloud Run|PostgreSQL|jobs table|Playwright|MapLibre|ONNX|Buildkite'",
       "Dates of the stack changes on main",
       "2025-09-26 8d1e4a2 server: replace ureq with reqwest (#58)\n2025-10-21 c41f7b9 server: replace Diesel with SQLx (#64)\n"
       "2025-11-18 e09a3d5 server: tracing + JSON logs with request ids; cargo-nextest in CI (#71)\n"
       "2025-12-05 5be2f10 worker: uv instead of poetry\n"
       "2025-12-10 a3c9e01 worker: follow detection pagination; Python 3.13 on trixie\n"
       "2026-01-13 3f9a2c1 deploy: Cloud Run instead of App Platform (#83)\n"
       "2026-02-10 71d0c4e worker: back to python:3.12-slim-bookworm (the 3.13 image doubles peak RSS)\n"
       "2026-03-08 b7e2d90 db: PostgreSQL 16 + PostGIS on Cloud SQL (#90)\n"
       "2026-03-10 6c3d8b1 jobs: Postgres jobs table with SKIP LOCKED instead of a Redis list (#92)\n"
       "2026-04-09 9e7c2f4 web: Playwright instead of Cypress; worker: Polars instead of pandas in reports (#97)\n"
       "2026-05-05 4b8f0c6 web: MapLibre GL instead of Leaflet (#101)\n"
       "2026-06-11 f18c6a2 worker: ONNX Runtime instead of PyTorch (#108)\n"
       "2026-07-21 1c9e7ab ci: move from GitHub Actions to Buildkite (self-hosted agent) (#112)",
       tag="s12_gitlog_cmd", rtag="s12_gitlog")
s.branch = "main"
s.say("Two of the dates from memory are off, per `git log`:\n\n- **Cloud Run** was **January 13** (#83), not "
      "February. February 10 is when the worker image went back to Python 3.12.\n- **Postgres** was the cutover on "
      "**Sunday March 8** (#90), not April. April 9 was Playwright and Polars.\n\nDraft:\n\n> **What changed in year "
      "one**\n>\n> *Server.* We replaced ureq with reqwest in September after a slow upstream froze the whole "
      "server, and Diesel with SQLx in October: plain SQL, checked at compile time. Logs became structured JSON "
      "with request ids (tracing) in November.\n>\n> *Data.* In March we left MySQL on PlanetScale for PostgreSQL "
      "16 with PostGIS on Cloud SQL; \"recordings near me\" went from 2.8 s to 40 ms. Two days later the worker's "
      "job queue moved from a Redis list into a Postgres table.\n>\n> *Worker.* uv replaced Poetry in December. A "
      "Python 3.13 image doubled the worker's memory, so we went back to 3.12 in February. Polars made the yearly "
      "export 14x faster in April, and in June ONNX Runtime replaced PyTorch: the image shrank from 2.9 GB to "
      "612 MB.\n>\n> *Web.* Playwright replaced Cypress in April; MapLibre GL replaced Leaflet in May, because "
      "74,000 markers were more than the DOM could take.\n>\n> *Infrastructure.* In January we moved from "
      "DigitalOcean App Platform to Google Cloud Run, and this month CI moved from GitHub Actions to Buildkite on "
      "our own machine; server builds went from 14 minutes to under 3.", tag="s12_retro")
s.prompt("Ha, right: January and March. Also update docs/ARCHITECTURE.md, it still describes last summer's stack.",
         tag="s12_p3", gap=(120, 400))
s.read("docs/ARCHITECTURE.md", rtag="s12_arch_read")
s.edit("docs/ARCHITECTURE.md", FS["docs/ARCHITECTURE.md"][FS["docs/ARCHITECTURE.md"].index("_Last updated"):],
       '''_Last updated: 2026-07-21_

wrenly lets birders upload field recordings; a worker detects the species in them, and the detections show up on a
map and in weekly reports.

## Components

| folder | what | stack |
|---|---|---|
| `server/` | HTTP API, auth, uploads; serves the web build | Rust, axum 0.8, SQLx 0.8 (PostgreSQL), reqwest for the eBird taxonomy API, tracing + tracing-subscriber (JSON logs with request ids); tests with cargo-nextest |
| `web/` | the web app | SvelteKit 2 (adapter-static), Svelte 5, MapLibre GL; Vitest (unit), Playwright (e2e, Chromium + WebKit); pnpm |
| `worker/` | species detection and reports | Python 3.12 (`python:3.12-slim-bookworm`), uv, librosa, ONNX Runtime (`wrennet-v4.onnx`), Polars, requests, psycopg 3 |

## Data flow

1. The web app uploads a recording to `POST /api/recordings`; the server stores the audio in Cloudflare R2 and the
   row in PostgreSQL.
2. The server inserts a row into the `jobs` table and sends `NOTIFY wrenly_jobs`.
3. The worker claims the job with `FOR UPDATE SKIP LOCKED`, downloads the audio over `/internal`, runs the model and
   posts the detections back.

## Infrastructure

- Hosting: Google Cloud Run, europe-west1 (`deploy/cloudrun/*.yaml`, `deploy/deploy.sh`).
- Database: PostgreSQL 16 with PostGIS on Cloud SQL.
- Redis: Upstash, used by the server only (login sessions, taxonomy cache).
- Audio: Cloudflare R2.
- CI: Buildkite with a self-hosted agent (`.buildkite/pipeline.yml`); deploys from `main`.
''', tag="s12_arch_edit")
s.bash("git commit -qam \"docs: architecture for the current stack\" && git push -q origin main", "Commit and push the doc",
       dur=(3, 6))
s.say("Updated and pushed. `docs/ARCHITECTURE.md` had last been touched on 2025-08-14 and still described Diesel on "
      "MySQL, ureq, env_logger, the Redis job list, Leaflet, Cypress, Yarn, Poetry, PyTorch, pandas, App Platform "
      "and GitHub Actions. The Components, Data flow and Infrastructure sections now match what runs today, and the "
      "date line says 2026-07-21.", tag="s12_end")

# =====================================================================================================
# Ground truth
# =====================================================================================================
FIRST = "in place when first mentioned ({}); its true start is unknown"

FACTS = [
    # (timeline, subject, predicate, object, valid_from, valid_to, evidence tags, note)
    ("server_db_library", "wrenly server", "database_library", "Diesel 2.2 (via deadpool-diesel)", "2025-09-09", "2025-10-21",
     ["s01_main", "s02_p2", "s02_diesel_count", "s03_p1", "s03_cargo_remove"], FIRST.format("2025-09-09")),
    ("server_db_library", "wrenly server", "database_library", "SQLx", "2025-10-21", None,
     ["s02_sqlx_plan", "s02_p3", "s03_p1", "s03_cargo_remove", "s03_done", "s03_merge", "s12_arch_edit"],
     "decided 2025-09-26 (SeaORM rejected); the developer ported the queries on a branch; finished and merged as PR #64 on 2025-10-21"),
    ("database", "wrenly", "database", "MySQL 8.0 on PlanetScale", "2025-09-09", "2026-03-08",
     ["s01_main", "s02_p3", "s07_p3", "s08_p1"], FIRST.format("2025-09-09")),
    ("database", "wrenly", "database", "PostgreSQL 16 with PostGIS on Cloud SQL", "2026-03-08", None,
     ["s02_p3", "s07_p3", "s08_p1", "s08_compact", "s12_gitlog", "s12_retro"],
     "reason given 2025-09-26; decided 2026-02-10 for 'Sunday March 8'; 'ran Sunday evening' said on Tue 2026-03-10; "
     "the user's 'April' (2026-07-21) is corrected from git log"),
    ("server_http_client", "wrenly server", "http_client", "ureq", "2025-09-09", "2025-09-26",
     ["s01_tax", "s01_diag", "s02_p1", "s02_cargo_swap_out"], FIRST.format("2025-09-09")),
    ("server_http_client", "wrenly server", "http_client", "reqwest", "2025-09-26", None,
     ["s02_p1", "s02_cargo_swap", "s02_write_tax", "s02_done", "s02_merge", "s12_gitlog"],
     "suggested 2025-09-09, done and merged (PR #58) 2025-09-26"),
    ("worker_http_client", "wrenly worker", "http_client", "requests", "2025-09-26", None,
     ["s02_worker_grep", "s02_worker_pyproject", "s02_done", "s05_pyproject", "s12_arch_edit"],
     "never changes; the look-alike of the server's reqwest"),
    ("server_logging", "wrenly server", "logging", "log + env_logger", "2025-09-09", "2025-11-18",
     ["s01_main", "s04_p1", "s04_cargo_rm"], FIRST.format("2025-09-09")),
    ("server_logging", "wrenly server", "logging", "tracing + tracing-subscriber (JSON logs with request ids)", "2025-11-18", None,
     ["s04_p1", "s04_cargo_add", "s04_edit_main", "s04_json_log", "s04_tracing_done", "s12_gitlog"],
     "PR #71 opened 2025-11-18 and merged that day ('after lunch'); git log shows 2025-11-18"),
    ("web_package_manager", "wrenly web", "package_manager", "Yarn 1 (classic)", "2025-09-09", "2026-04-09",
     ["s01_gh_log", "s01_yarn", "s03_dockerfile", "s03_ci_read", "s06_docker_yarn"], FIRST.format("2025-09-09")),
    ("web_package_manager", "wrenly web", "package_manager", "pnpm", "2026-04-09", None,
     ["s09_pkg_read", "s09_pnpm_swap", "s09_ci_read", "s10_pnpm_map", "s12_arch_edit"],
     "implicit: never announced; Yarn in commands, CI and the Dockerfile up to 2026-01-13, pnpm in package.json, CI and "
     "commands from 2026-04-09; dated by the first session that shows pnpm"),
    ("web_e2e", "wrenly web", "e2e_test_framework", "Cypress", "2025-09-09", "2026-04-09",
     ["s01_p2", "s01_gh_log", "s03_ci_read", "s08_p3"], FIRST.format("2025-09-09")),
    ("web_e2e", "wrenly web", "e2e_test_framework", "Playwright", "2026-04-09", None,
     ["s08_p3", "s09_p1", "s09_pnpm_swap", "s09_pw_config", "s09_pw_run", "s09_merge"],
     "decided 2026-03-10 for the next session; done and merged (PR #97) 2026-04-09"),
    ("web_unit_tests", "wrenly web", "unit_test_runner", "Vitest", "2025-09-09", None,
     ["s01_yarn", "s10_map_build", "s12_arch_edit"], "never changes; not to be confused with the e2e framework"),
    ("server_test_runner", "wrenly server", "test_runner", "cargo test", "2025-09-09", "2025-11-18",
     ["s01_cargo_test", "s03_ci_read", "s04_ci_read"], FIRST.format("2025-09-09")),
    ("server_test_runner", "wrenly server", "test_runner", "cargo-nextest", "2025-11-18", None,
     ["s04_p2", "s04_ci_nextest", "s04_nextest", "s08_nextest", "s12_pipeline_write"],
     "CI switched in PR #71, merged 2025-11-18; doctests still run with cargo test --doc"),
    ("worker_test_runner", "wrenly worker", "test_runner", "pytest", "2025-09-26", None,
     ["s02_worker_pyproject", "s03_ci_read", "s05_uv_pytest", "s12_pipeline_write"], "never changes"),
    ("worker_dependency_manager", "wrenly worker", "dependency_manager", "Poetry", "2025-09-26", "2025-12-05",
     ["s02_worker_pyproject", "s03_ci_read", "s04_p3", "s04_worker_dockerfile"], FIRST.format("2025-09-26")),
    ("worker_dependency_manager", "wrenly worker", "dependency_manager", "uv", "2025-12-05", None,
     ["s04_p3", "s04_uv_tips", "s05_p1", "s05_pyproject", "s05_uv_pytest", "s12_gitlog"],
     "announced 2025-11-18 for after the v4 model; done by the developer 'last Friday', said on Wed 2025-12-10"),
    ("worker_dataframe", "wrenly worker", "dataframe_library", "pandas", "2025-09-26", "2026-04-09",
     ["s02_worker_pyproject", "s05_weekly", "s09_p2", "s09_yearly_read"], FIRST.format("2025-09-26")),
    ("worker_dataframe", "wrenly worker", "dataframe_library", "Polars", "2026-04-09", None,
     ["s09_p2", "s09_uv_polars", "s09_polars_write", "s09_polars_bench", "s09_merge"], "merged with PR #97 on 2026-04-09"),
    ("worker_inference", "wrenly worker", "inference_runtime", "PyTorch (TorchScript model)", "2025-09-26", "2026-06-11",
     ["s02_worker_pyproject", "s06_health", "s10_p4", "s11_infer_read"], FIRST.format("2025-09-26")),
    ("worker_inference", "wrenly worker", "inference_runtime", "ONNX Runtime", "2026-06-11", None,
     ["s10_p4", "s11_p1", "s11_infer_write", "s11_uv_swap", "s11_compare", "s11_deployed"],
     "decided 2026-05-05 'for June'; done, merged (PR #108) and deployed 2026-06-11"),
    ("worker_base_image", "wrenly worker", "docker_base_image", "python:3.12-slim-bookworm", "2025-11-18", "2025-12-10",
     ["s04_worker_dockerfile", "s05_dockerfile_read"], FIRST.format("2025-11-18")),
    ("worker_base_image", "wrenly worker", "docker_base_image", "python:3.13-slim-trixie", "2025-12-10", "2026-02-10",
     ["s05_p2", "s05_docker_313", "s05_build313", "s05_do_deploy", "s06_health", "s07_gitlog"],
     "bumped and deployed 2025-12-10; rolled back 2026-02-10 after OOM kills"),
    ("worker_base_image", "wrenly worker", "docker_base_image", "python:3.12-slim-bookworm", "2026-02-10", None,
     ["s07_p2", "s07_docker_312", "s07_pin312", "s07_deploy", "s11_deployed", "s12_arch_edit"],
     "a state that comes back: the 3.13 image doubled peak memory; raising the limit to 8 GiB was rejected"),
    ("ci", "wrenly", "ci_provider", "GitHub Actions", "2025-09-09", "2026-07-21",
     ["s01_gh_runs", "s03_ci_read", "s11_p3", "s12_ci_read"], FIRST.format("2025-09-09")),
    ("ci", "wrenly", "ci_provider", "Buildkite (self-hosted agent on a Hetzner AX42)", "2026-07-21", None,
     ["s11_p3", "s12_p1", "s12_pipeline_write", "s12_bk_first_cmd", "s12_bk_first", "s12_p2"],
     "decided 2026-06-11 (GitLab CI rejected); pipeline written, workflow deleted and merged 2026-07-21"),
    ("hosting", "wrenly", "hosted_on", "DigitalOcean App Platform", "2025-09-09", "2026-01-13",
     ["s01_p1", "s01_end", "s05_p3", "s05_do_deploy", "s06_do_spec"], FIRST.format("2025-09-09")),
    ("hosting", "wrenly", "hosted_on", "Google Cloud Run (europe-west1)", "2026-01-13", None,
     ["s05_p3", "s06_p1", "s06_deploy_cmd", "s06_deploy", "s06_p2", "s12_gitlog"],
     "decided 2025-12-10 for January (Railway rejected); first deploy and DNS switch 2026-01-13; the user's 'February' "
     "(2026-07-21) is corrected from git log"),
    ("job_queue", "wrenly", "job_queue", "Redis list (server LPUSH, worker BRPOP)", "2025-09-09", "2026-03-10",
     ["s01_main", "s06_health", "s08_jobs_read", "s08_p2"], FIRST.format("2025-09-09")),
    ("job_queue", "wrenly", "job_queue", "PostgreSQL jobs table claimed with FOR UPDATE SKIP LOCKED", "2026-03-10", None,
     ["s08_p2", "s08_jobs_sql", "s08_jobs_write", "s08_queue_py", "s08_worker_loop", "s08_queue_done", "s08_merge"],
     "suggested 2026-02-10; done and merged (PR #92) 2026-03-10; the worker no longer uses Redis"),
    ("server_session_store", "wrenly server", "session_store", "Redis (Upstash)", "2025-09-09", None,
     ["s01_main", "s08_p2", "s08_redis_grep", "s08_queue_done", "s12_arch_edit"],
     "Redis stays for the server's sessions and taxonomy cache when the worker leaves it (2026-03-10)"),
    ("web_map", "wrenly web", "map_library", "Leaflet with leaflet.markercluster", "2025-09-09", "2026-05-05",
     ["s01_grep_map", "s01_gh_log", "s10_p1", "s10_map_read"], FIRST.format("2025-09-09")),
    ("web_map", "wrenly web", "map_library", "MapLibre GL JS", "2026-05-05", None,
     ["s10_p1", "s10_pnpm_map", "s10_map_write", "s10_map_done", "s10_map_merge"], "merged as PR #101 on 2026-05-05"),
    ("web_data_loading", "wrenly web", "data_loading", "SvelteKit load functions", "2026-05-05", None,
     ["s10_tsq_verdict", "s10_p3", "s10_revert_out", "s10_cache_done"],
     "@tanstack/svelte-query was tried on a throwaway branch the same day and reverted with git revert; never a state"),
    ("server_framework", "wrenly server", "web_framework", "axum", "2025-09-09", None, ["s01_main", "s12_arch_edit"],
     "never changes"),
    ("web_framework", "wrenly web", "framework", "SvelteKit", "2025-09-09", None, ["s01_main", "s12_arch_edit"],
     "never changes"),
    ("cantora_database", "Cantora", "database", "MongoDB", "2025-10-21", None, ["s03_p3", "s03_cantora"],
     "Cantora is the labeling vendor; this never describes wrenly"),
]

DATES = {"2025-09-26": ["2025-09-26", "september 26", "sep 26", "sept 26", "26 september", "26 sep"],
         "2025-10-21": ["2025-10-21", "october 21", "oct 21", "21 october", "21 oct"],
         "2025-12-05": ["2025-12-05", "december 5", "dec 5", "5 december", "5 dec"],
         "2026-01-13": ["2026-01-13", "january 13", "jan 13", "13 january", "13 jan"],
         "2026-02-10": ["2026-02-10", "february 10", "feb 10", "10 february", "10 feb"],
         "2026-03-08": ["2026-03-08", "march 8", "mar 8", "8 march", "8 mar"],
         "2026-04-09": ["2026-04-09", "april 9", "apr 9", "9 april", "9 apr"],
         "2026-07-21": ["2026-07-21", "july 21", "jul 21", "21 july", "21 jul"]}
NEG = ["no", "never", "did not", "didn't"]

QUESTIONS = [
    # --- before --------------------------------------------------------------------------------------
    dict(type="before", timeline="server_db_library", question="Which Rust database crate did the server use before SQLx?",
         answer="Diesel 2.2, with deadpool-diesel for the connection pool, until the SQLx port was merged on 2025-10-21.",
         accept=["diesel"], evidence=["s01_main", "s02_p2", "s03_cargo_remove"]),
    dict(type="before", timeline="server_http_client",
         question="What did the server use for outgoing HTTP calls, like the eBird taxonomy lookup, before reqwest?",
         answer="ureq, a blocking HTTP client; it was replaced by reqwest on 2025-09-26.",
         accept=["ureq"], evidence=["s01_tax", "s01_diag", "s02_p1"]),
    dict(type="before", timeline="hosting", question="Where was wrenly hosted before Google Cloud Run?",
         answer="On DigitalOcean App Platform (`.do/app.yaml`, deploy on push to main), until 2026-01-13.",
         accept=["digitalocean", "app platform"], evidence=["s01_p1", "s05_p3", "s06_do_spec"]),
    dict(type="before", timeline="web_package_manager", question="Which package manager did the web app use before pnpm?",
         answer="Yarn 1 (classic, v1.22): `yarn.lock`, `yarn install --frozen-lockfile`, `yarn test`.",
         accept=["yarn"], evidence=["s01_yarn", "s03_dockerfile", "s06_docker_yarn"]),
    dict(type="before", timeline="job_queue", question="How were recording jobs handed to the worker before the Postgres jobs table?",
         answer="Through a Redis list: the server LPUSHed jobs onto `wrenly:jobs` and the worker BRPOPed them, until 2026-03-10.",
         accept=["redis", "brpop", "lpush"], evidence=["s01_main", "s08_jobs_read", "s08_p2"]),
    dict(type="before", timeline="web_e2e", question="What ran the web app's end-to-end tests before Playwright?",
         answer="Cypress (the cypress-io GitHub action in CI), until 2026-04-09.",
         accept=["cypress"], evidence=["s01_gh_log", "s08_p3", "s09_p1"]),
    # --- after ---------------------------------------------------------------------------------------
    dict(type="after", timeline="database", question="What did wrenly's database move to after MySQL on PlanetScale?",
         answer="PostgreSQL 16 with PostGIS on Cloud SQL, cut over on Sunday 2026-03-08.",
         accept=["postgresql", "postgres", "postgis"], evidence=["s07_p3", "s08_p1"]),
    dict(type="after", timeline="worker_inference", question="What replaced PyTorch in the worker?",
         answer="ONNX Runtime, running `wrennet-v4.onnx`, since 2026-06-11.",
         accept=["onnx runtime", "onnxruntime", "onnx"], evidence=["s10_p4", "s11_infer_write", "s11_uv_swap"]),
    dict(type="after", timeline="web_map", question="What replaced Leaflet for the recordings map?",
         answer="MapLibre GL JS with a clustered GeoJSON source, since 2026-05-05.",
         accept=["maplibre"], evidence=["s10_p1", "s10_pnpm_map", "s10_map_write"]),
    dict(type="after", timeline="worker_dependency_manager", question="What did the worker switch to after Poetry?",
         answer="uv (pyproject `[project]` table plus `uv.lock`), switched on Friday 2025-12-05.",
         accept=["uv"], evidence=["s04_p3", "s05_p1", "s05_pyproject"]),
    dict(type="after", timeline="ci", question="Where did CI run after GitHub Actions?",
         answer="On Buildkite, with a self-hosted agent on a Hetzner AX42, since 2026-07-21.",
         accept=["buildkite"], evidence=["s11_p3", "s12_pipeline_write", "s12_bk_first"]),
    dict(type="after", timeline="worker_base_image", question="Which base image did the worker go to after python:3.13-slim-trixie?",
         answer="Back to python:3.12-slim-bookworm, on 2026-02-10.",
         accept=["3.12", "bookworm"], evidence=["s07_p2", "s07_docker_312"]),
    # --- current -------------------------------------------------------------------------------------
    dict(type="current", timeline="database", question="Which database does wrenly use now?",
         answer="PostgreSQL 16 with PostGIS on Cloud SQL (since 2026-03-08).",
         accept=["postgresql", "postgres", "postgis"], evidence=["s08_p1", "s12_gitlog", "s12_arch_edit"]),
    dict(type="current", timeline="server_db_library", question="Which crate does the server use to talk to the database today?",
         answer="SQLx (compile-time checked queries, offline data in `.sqlx/`), since 2025-10-21.",
         accept=["sqlx"], evidence=["s03_done", "s03_merge", "s12_arch_edit"]),
    dict(type="current", timeline="server_http_client", question="Which HTTP client does the Rust server use now?",
         answer="reqwest (async, rustls), since 2025-09-26.", accept=["reqwest"], evidence=["s02_done", "s12_arch_edit"]),
    dict(type="current", timeline="worker_http_client", question="Which HTTP client library does the Python worker use to call the server?",
         answer="Python requests (a `requests.Session` with explicit timeouts); it never changed, unlike the server, "
                "which uses reqwest.",
         accept=["requests"], evidence=["s02_worker_grep", "s02_done", "s12_arch_edit"]),
    dict(type="current", timeline="web_package_manager", question="Which package manager does the web app use now?",
         answer="pnpm (first seen on 2026-04-09; the switch from Yarn was never announced).",
         accept=["pnpm"], evidence=["s09_pkg_read", "s10_pnpm_map", "s12_arch_edit"]),
    dict(type="current", timeline="hosting", question="Where are the server and the worker deployed now?",
         answer="On Google Cloud Run in europe-west1, since 2026-01-13.",
         accept=["cloud run"], evidence=["s06_deploy", "s12_arch_edit"]),
    dict(type="current", timeline="ci", question="What CI system does the project use today?",
         answer="Buildkite with a self-hosted agent (queue `hetzner`), since 2026-07-21.",
         accept=["buildkite"], evidence=["s12_bk_first", "s12_p2", "s12_arch_edit"]),
    dict(type="current", timeline="worker_base_image", question="Which Docker base image is the worker built on today?",
         answer="python:3.12-slim-bookworm; the python:3.13-slim-trixie bump was rolled back on 2026-02-10.",
         accept=["3.12", "bookworm"], evidence=["s07_docker_312", "s11_deployed", "s12_arch_edit"]),
    dict(type="current", timeline="server_session_store", question="Where does the server keep login sessions today?",
         answer="In Redis (Upstash), through tower-sessions-redis-store; the worker stopped using Redis on 2026-03-10.",
         accept=["redis"], evidence=["s08_p2", "s08_redis_grep", "s12_arch_edit"]),
    dict(type="current", timeline="web_unit_tests", question="What runs the web app's unit tests?",
         answer="Vitest (`pnpm test`); Playwright is only used for the end-to-end tests.",
         accept=["vitest"], evidence=["s01_yarn", "s10_map_build", "s12_arch_edit"]),
    # --- as_of ---------------------------------------------------------------------------------------
    dict(type="as_of", timeline="server_db_library", as_of="2025-10-01",
         question="As of 2025-10-01, which database library did the server use?",
         answer="Diesel (with deadpool-diesel); the SQLx port was still on a branch and was merged on 2025-10-21.",
         accept=["diesel"], evidence=["s02_p3", "s03_p1", "s03_merge"]),
    dict(type="as_of", timeline="worker_base_image", as_of="2025-12-20",
         question="As of 2025-12-20, which base image was the worker's Docker image built on?",
         answer="python:3.13-slim-trixie (from 2025-12-10 until the rollback on 2026-02-10).",
         accept=["3.13", "trixie"], evidence=["s05_docker_313", "s05_do_deploy", "s07_docker_312"]),
    dict(type="as_of", timeline="database", as_of="2026-02-01", question="As of 2026-02-01, what database did production run on?",
         answer="MySQL 8.0 on PlanetScale; the move to PostgreSQL happened on 2026-03-08.",
         accept=["mysql", "planetscale"], evidence=["s07_p3", "s08_p1"]),
    dict(type="as_of", timeline="hosting", as_of="2025-12-01", question="On 2025-12-01, where were the server and the worker hosted?",
         answer="On DigitalOcean App Platform; Cloud Run took over on 2026-01-13.",
         accept=["digitalocean", "app platform"], evidence=["s05_p3", "s05_cloudrun_plan", "s06_p2"]),
    dict(type="as_of", timeline="job_queue", as_of="2026-03-01", question="As of 2026-03-01, how did the worker receive its jobs?",
         answer="From a Redis list: BRPOP on `wrenly:jobs`; the Postgres jobs table came on 2026-03-10.",
         accept=["redis", "brpop"], evidence=["s06_health", "s08_p2", "s08_jobs_read"]),
    dict(type="as_of", timeline="worker_inference", as_of="2026-06-01",
         question="As of 2026-06-01, what did the worker use to run the species model?",
         answer="PyTorch, loading the TorchScript model `wrennet-v4.pt`; ONNX Runtime replaced it on 2026-06-11.",
         accept=["pytorch", "torch", "torchscript"], evidence=["s10_p4", "s11_infer_read", "s11_p1"]),
    dict(type="as_of", timeline="ci", as_of="2026-07-01", question="As of 2026-07-01, where did CI run?",
         answer="On GitHub Actions (`.github/workflows/ci.yml`); Buildkite replaced it on 2026-07-21.",
         accept=["github actions"], evidence=["s11_p3", "s12_ci_read"]),
    dict(type="as_of", timeline="hosting", as_of="2026-01-20", question="As of 2026-01-20, where did wrenly run?",
         answer="On Google Cloud Run (europe-west1), since 2026-01-13.",
         accept=["cloud run"], evidence=["s06_deploy", "s06_p2"]),
    # --- when ----------------------------------------------------------------------------------------
    dict(type="when", timeline="server_db_library", question="When did the server switch from Diesel to SQLx?",
         answer="On 2025-10-21, when PR #64 was merged.", accept=DATES["2025-10-21"],
         evidence=["s03_merge", "s03_merged", "s12_gitlog"]),
    dict(type="when", timeline="hosting", question="When did wrenly move to Cloud Run?",
         answer="On 2026-01-13 (PR #83, first deploy and DNS switch that day), not in February as once misremembered.",
         accept=DATES["2026-01-13"], evidence=["s06_deploy", "s06_p2", "s12_retro"]),
    dict(type="when", timeline="database", question="When did production move from MySQL to PostgreSQL?",
         answer="On Sunday 2026-03-08 (planned on 2026-02-10, reported 'Sunday evening' on 2026-03-10); not in April.",
         accept=DATES["2026-03-08"], evidence=["s07_p3", "s08_p1", "s12_gitlog", "s12_retro"]),
    dict(type="when", timeline="worker_dependency_manager", question="When did the worker move from Poetry to uv?",
         answer="On Friday 2025-12-05 ('last Friday', said on 2025-12-10).", accept=DATES["2025-12-05"],
         evidence=["s05_p1", "s12_gitlog"]),
    dict(type="when", timeline="worker_base_image", question="When was the worker's image rolled back from Python 3.13 to 3.12?",
         answer="On 2026-02-10, after the 3.13 image kept getting OOM-killed on Cloud Run.", accept=DATES["2026-02-10"],
         evidence=["s07_docker_312", "s07_deploy", "s12_gitlog"]),
    dict(type="when", timeline="ci", question="When did CI move to Buildkite?",
         answer="On 2026-07-21 (the pipeline was written, the Actions workflow deleted and the PR merged that day).",
         accept=DATES["2026-07-21"], evidence=["s12_bk_first", "s12_p2"]),
    dict(type="when", timeline="web_e2e", question="When did the end-to-end tests switch from Cypress to Playwright?",
         answer="On 2026-04-09 (PR #97).", accept=DATES["2026-04-09"], evidence=["s09_merge", "s12_gitlog"]),
    # --- why -----------------------------------------------------------------------------------------
    dict(type="why", timeline="server_http_client", question="Why did the server move from ureq to reqwest?",
         answer="ureq is blocking: called inside async handlers it blocked tokio's only worker thread on the 1-vCPU "
                "instance, so a slow eBird response froze every request, /healthz included, and the health check "
                "restarted the server; ureq also had no overall timeout.",
         accept=["blocking", "block", "froze", "freeze", "stall"], evidence=["s01_p1", "s01_diag", "s02_p1"]),
    dict(type="why", timeline="database", question="Why did wrenly leave MySQL for PostgreSQL?",
         answer="For PostGIS: the 'recordings near me' query ran ST_Distance_Sphere over every row (2.8 s with 61k "
                "recordings) and they wanted a real GiST spatial index; the reason was first given in September 2025.",
         accept=["postgis", "spatial", "gist", "near me", "st_distance_sphere"], evidence=["s02_p3", "s07_p3"]),
    dict(type="why", timeline="worker_dependency_manager", question="Why did the worker move from Poetry to uv?",
         answer="`poetry install` took over 3 minutes in CI and the poetry.lock diffs were unreadable; with uv the CI "
                "worker job went from 3m40 to 35 s.",
         accept=["3 minutes", "minutes", "unreadable", "lock", "slow"], evidence=["s04_p3", "s05_p1"]),
    dict(type="why", timeline="worker_base_image", question="Why was the worker's Python 3.13 image rolled back?",
         answer="It roughly doubled the worker's peak memory (3.71 GiB vs 1.94 GiB on the same 50 recordings), so "
                "Cloud Run OOM-killed it at the 4 GiB limit several times a day; raising the limit to 8 GiB was "
                "rejected as too expensive.",
         accept=["memory", "oom", "rss", "out of memory"], evidence=["s07_p1", "s07_bench", "s07_bench_says", "s07_p2"]),
    dict(type="why", timeline="hosting", question="Why did wrenly leave DigitalOcean App Platform?",
         answer="Cost: they got $2,000 of Google Cloud startup credits, while the worker needed App Platform's 4 GB "
                "instance at $50 a month and idled most of the day.",
         accept=["credits", "2,000", "$50", "cost"], evidence=["s05_p3"]),
    dict(type="why", timeline="web_e2e", question="Why were the end-to-end tests moved to Playwright?",
         answer="Cypress kept timing out on the map spec in CI (three reruns in one week); Playwright has "
                "auto-waiting, the trace viewer and WebKit for Safari users.",
         accept=["timing out", "timeouts", "flaky", "auto-wait", "trace", "webkit", "safari"], evidence=["s08_p3", "s09_pw_done"]),
    dict(type="why", timeline="ci", question="Why did CI move off GitHub Actions?",
         answer="The server job took 14 minutes because the 10 GB cache limit kept evicting target/, and the 3,000 "
                "included minutes ran out by the 22nd; a self-hosted Buildkite agent keeps target/ warm (under 3 "
                "minutes with a warm cache).",
         accept=["14 minutes", "cache", "target/", "minutes"], evidence=["s11_p3", "s12_bk_done"]),
    # --- history -------------------------------------------------------------------------------------
    dict(type="history", timeline="worker_base_image", question="Which base images has the worker's Docker image used, in order?",
         answer="python:3.12-slim-bookworm until 2025-12-10, then python:3.13-slim-trixie until 2026-02-10, then "
                "python:3.12-slim-bookworm again.",
         accept=["3.12", "3.13"], accept_all=True, ordered_accept=[["3.12", "bookworm"], ["3.13", "trixie"], ["3.12", "bookworm"]],
         evidence=["s04_worker_dockerfile", "s05_docker_313", "s07_docker_312"]),
    dict(type="history", timeline="database", question="What databases has wrenly run on, in order?",
         answer="MySQL 8.0 on PlanetScale until 2026-03-08, then PostgreSQL 16 with PostGIS on Cloud SQL.",
         accept=["mysql", "postgres"], accept_all=True, ordered_accept=[["mysql", "planetscale"], ["postgres"]],
         evidence=["s01_main", "s08_p1"]),
    dict(type="history", timeline="hosting", question="Where has wrenly been hosted over time?",
         answer="DigitalOcean App Platform until 2026-01-13, then Google Cloud Run.",
         accept=["app platform", "cloud run"], accept_all=True, ordered_accept=[["digitalocean", "app platform"], ["cloud run"]],
         evidence=["s01_p1", "s06_deploy"]),
    dict(type="history", timeline="web_package_manager", question="Which package managers has the web app used, in order?",
         answer="Yarn 1 (classic) until about April 2026, then pnpm; the switch was never announced.",
         accept=["yarn", "pnpm"], accept_all=True, ordered_accept=[["yarn"], ["pnpm"]], evidence=["s01_yarn", "s09_pkg_read"]),
    dict(type="history", timeline="job_queue", question="How has the server handed work to the worker over time?",
         answer="Through a Redis list (LPUSH/BRPOP) until 2026-03-10, then through a PostgreSQL jobs table claimed with "
                "FOR UPDATE SKIP LOCKED.",
         accept=["redis", "jobs table"], accept_all=True, ordered_accept=[["redis"], ["jobs table", "skip locked"]],
         evidence=["s01_main", "s08_queue_done"]),
    # --- negative ------------------------------------------------------------------------------------
    dict(type="negative", timeline="web_data_loading", question="Does the web app use TanStack Query (svelte-query)?",
         answer="No. @tanstack/svelte-query was tried on a throwaway branch on 2026-05-05, broke a test, and was "
                "reverted with git revert before anything was merged; the species page uses a SvelteKit load function "
                "plus a Cache-Control header on the API.",
         accept=NEG + ["reverted"], evidence=["s10_tsq_add", "s10_tsq_verdict", "s10_revert", "s10_cache_done"]),
    dict(type="negative", timeline="server_db_library", question="Did the server ever use SeaORM?",
         answer="No. SeaORM was considered on 2025-09-26 and rejected in favour of SQLx; the server went from Diesel to SQLx.",
         accept=NEG + ["rejected"], evidence=["s02_sqlx_plan", "s02_p3"]),
    dict(type="negative", timeline="database", question="Has wrenly ever stored its data in MongoDB?",
         answer="No. MongoDB is what Cantora, the labeling vendor, runs; wrenly went from MySQL on PlanetScale to PostgreSQL.",
         accept=NEG + ["cantora"], evidence=["s03_p3", "s03_cantora"]),
    dict(type="negative", timeline="worker_base_image",
         question="Did we raise the worker's Cloud Run memory to 8 GiB to stop the OOM kills?",
         answer="No. The `gcloud run services update --memory 8Gi` call was rejected because it would double the "
                "worker's cost; the worker image was rolled back to python:3.12-slim-bookworm instead.",
         accept=NEG + ["rejected"], evidence=["s07_rejected_cmd", "s07_rejected", "s07_p2"]),
    dict(type="negative", timeline="hosting", question="Did wrenly move its hosting to Hetzner?",
         answer="No. The Hetzner AX42 only runs the Buildkite CI agent (and the nightly backups); the app runs on "
                "Google Cloud Run.",
         accept=NEG, evidence=["s11_p3", "s12_p1", "s12_arch_edit"]),
    dict(type="negative", timeline="job_queue", question="Does the worker still read its jobs from Redis?",
         answer="No. Since 2026-03-10 it claims jobs from the Postgres jobs table; only the server still uses Redis, "
                "for sessions and the taxonomy cache.",
         accept=NEG + ["jobs table"], evidence=["s08_worker_loop", "s08_redis_grep", "s08_queue_done"]),
]


def write_ground_truth() -> None:
    with open(OUT / "facts.jsonl", "w", encoding="utf-8") as fh:
        for timeline, subj, pred, obj, start, end, tags, note in FACTS:
            row = {"subject": subj, "predicate": pred, "object": obj, "valid_from": start, "valid_to": end,
                   "evidence": [ev(t) for t in tags], "timeline": timeline}
            if note:
                row["note"] = note
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(OUT / "questions.jsonl", "w", encoding="utf-8") as fh:
        for i, q in enumerate(QUESTIONS, 1):
            row = {"id": f"q{i:02d}", "type": q["type"], "timeline": q["timeline"], "question": q["question"]}
            if "as_of" in q:
                row["as_of"] = q["as_of"]
            row |= {"answer": q["answer"], "accept": q["accept"]}
            if q["type"] == "history":
                row |= {"accept_all": True, "ordered_accept": q["ordered_accept"]}
            row["evidence"] = [ev(t) for t in q["evidence"]]
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    folder = OUT / "transcripts"
    if folder.exists():
        for old in folder.glob("*.jsonl"):
            old.unlink()
    for session in SESSIONS:
        session.save()
    write_ground_truth()
    print(f"{len(SESSIONS)} sessions, {sum(len(s.rows) for s in SESSIONS)} lines, {len(FACTS)} facts, "
          f"{len(QUESTIONS)} questions")
