#!/usr/bin/env python3
"""Generate the claude_holdout5 set: 12 Claude Code transcripts of the fictional project
`berthly`, plus facts.jsonl and questions.jsonl.

Deterministic (seeded). Standard library only. Run: python3 generate.py
Everything is written next to this file; transcripts/ is emptied first.

The transcripts are built from a small virtual file system, so every Read shows the file as the
last Write/Edit left it, every Edit's old_string really occurs in the file, and structuredPatch /
originalFile are computed, not typed. Evidence in facts and questions names events by label;
labels are resolved to "<sessionId>#<uuid>" at the end.
"""
from __future__ import annotations

import base64
import difflib
import json
import random
import re
import uuid as uuidlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CWD = "/home/ines/src/berthly"
RNG = random.Random(20250909)

REMINDER_OLD = (
    "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. "
    "If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, "
    "write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n"
)
REMINDER_NEW = (
    "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it would be considered "
    "malware. You CAN and SHOULD provide analysis of malware, what it is doing. But you MUST refuse to "
    "improve or augment the code. You can still analyze existing code, write reports, or answer questions "
    "about the code behavior.\n</system-reminder>\n"
)
TODO_OK = ("Todos have been modified successfully. Ensure that you continue to use the todo list to track "
           "your progress. Please proceed with the current tasks if applicable")
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a "
            "file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the "
            "user to tell you how to proceed.")
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

# Envelope families, modelled on the real samples in ../claude_code (see README).
FAMILIES = {
    # 1.0.x, like ccv__ (1.0.98): no snapshots, no slug, end_turn on a turn's last text
    "v1": dict(snapshot=False, edit_style="catn", reminder=REMINDER_OLD, caller=False, geo=False,
               src=False, noout=False, end_turn=True, prompt=lambda: {}),
    # 2.0.x, like entire__a6e4 (2.0.76)
    "v20": dict(snapshot=True, edit_style="catn", reminder=REMINDER_NEW, caller=False, geo=False,
                src=False, noout=False, end_turn=False,
                prompt=lambda: {"thinkingMetadata": {"level": "high", "disabled": False, "triggers": []}}),
    # early 2.1.x, like entire__4b7d (2.1.14)
    "v21a": dict(snapshot=True, edit_style="short", reminder=REMINDER_NEW, caller=False, geo=False,
                 src=True, noout=False, end_turn=False,
                 prompt=lambda: {"thinkingMetadata": {"level": "high", "disabled": False, "triggers": []},
                                 "todos": []}),
    # 2.1.38 and later, like spotter__ (2.1.38)
    "v21b": dict(snapshot=True, edit_style="short", reminder=REMINDER_NEW, caller=True, geo=True,
                 src=True, noout=True, end_turn=False,
                 prompt=lambda: {"thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [],
                                 "permissionMode": "acceptEdits"}),
}


def new_uuid() -> str:
    return str(uuidlib.UUID(int=RNG.getrandbits(128), version=4))


def rand_id(prefix: str, n: int) -> str:
    return prefix + "".join(RNG.choice(B58) for _ in range(n))


def signature() -> str:
    raw = bytes(RNG.getrandbits(8) for _ in range(RNG.randint(140, 330)))
    return base64.b64encode(raw).decode()


def iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def numbered(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(text.split("\n"), start=start))


def structured_patch(old: str, new: str) -> list[dict]:
    hunks = []
    cur = None
    for line in difflib.unified_diff(old.split("\n"), new.split("\n"), n=3, lineterm=""):
        if line.startswith("---") or line.startswith("+++"):
            continue
        m = re.match(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@", line)
        if m:
            cur = {"oldStart": int(m.group(1)), "oldLines": int(m.group(2) or 1),
                   "newStart": int(m.group(3)), "newLines": int(m.group(4) or 1), "lines": []}
            hunks.append(cur)
        elif cur is not None:
            cur["lines"].append(line)
    return hunks


def porto_offset(t: datetime) -> int:
    """Hours ahead of UTC in Porto (WET/WEST), for local times printed by tools."""
    start = datetime(t.year, 3, 31, 1, tzinfo=timezone.utc)
    start -= timedelta(days=(start.weekday() + 1) % 7)
    end = datetime(t.year, 10, 31, 1, tzinfo=timezone.utc)
    end -= timedelta(days=(end.weekday() + 1) % 7)
    return 1 if start <= t < end else 0


def localize(value, t: datetime):
    """Fill «HMS» / «LOCALISO» / «DATE» placeholders with the tool's finishing time in Porto."""
    if isinstance(value, str):
        off = porto_offset(t)
        local = t + timedelta(hours=off)
        value = re.sub(r"«SPRINGTS-(\d+)»", lambda m: (local - timedelta(seconds=int(m.group(1)))).strftime("%Y-%m-%dT%H:%M:%S"), value)
        return (value.replace("«HMS»", local.strftime("%H:%M:%S"))
                .replace("«SPRINGTS»", local.strftime("%Y-%m-%dT%H:%M:%S"))
                .replace("«OFF»", "Z" if off == 0 else f"+0{off}:00")
                .replace("«UTCTS»", t.strftime("%Y-%m-%dT%H:%M:%S"))
                .replace("«LOCALISO»", local.strftime("%Y-%m-%dT%H:%M:%S") + f"+0{off}:00")
                .replace("«DATE»", local.strftime("%Y-%m-%d")))
    if isinstance(value, dict):
        return {k: localize(v, t) for k, v in value.items()}
    if isinstance(value, list):
        return [localize(v, t) for v in value]
    return value


def diffcount(old: str, new: str) -> tuple[int, int]:
    """(insertions, deletions) of a line diff, as git --stat counts them."""
    ins = dele = 0
    for line in difflib.unified_diff(old.split("\n"), new.split("\n"), n=0, lineterm=""):
        if line.startswith("+") and not line.startswith("+++"):
            ins += 1
        elif line.startswith("-") and not line.startswith("---"):
            dele += 1
    return ins, dele


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


LABELS: dict[tuple[str, str], str] = {}   # (session key, label) -> "<sessionId>#<uuid>"
SESSIONS: list["Session"] = []
FS: dict[str, str] = {}                   # repo-relative path -> content


def fs_set(path: str, content: str) -> None:
    FS[path] = content


class Session:
    def __init__(self, key, start, version, model, branch, family, slug=None, summary=None, hook=False,
                 turn_lines=True):
        self.key = key
        self.sid = new_uuid()
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
        self.version = version
        self.model = model
        self.branch = branch
        self.fam = FAMILIES[family]
        self.family = family
        self.slug = slug
        self.slug_on = False
        self.hook = hook
        self.turn_lines = turn_lines
        self.lines: list[dict] = []
        self.last: str | None = None
        self.msg = None
        self.todos: list[dict] = []
        self.backups: dict[str, dict] = {}
        self.turn_start = self.t
        if summary:
            prev = SESSIONS[-1]
            self.lines.append({"type": "summary", "summary": summary, "leafUuid": prev.lines[-1]["uuid"]})
        SESSIONS.append(self)

    # --- plumbing ---------------------------------------------------------------------------
    def tick(self, lo: float, hi: float | None = None) -> datetime:
        self.t += timedelta(seconds=lo if hi is None else RNG.uniform(lo, hi))
        return self.t

    def env(self) -> dict:
        e = {"parentUuid": self.last, "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.slug_on:
            e["slug"] = self.slug
        return e

    def push(self, ev: dict, label: str | None) -> str:
        self.lines.append(ev)
        self.last = ev["uuid"]
        if label:
            key = (self.key, label)
            assert key not in LABELS, key
            LABELS[key] = f"{self.sid}#{ev['uuid']}"
        return ev["uuid"]

    def usage(self) -> dict:
        u = {"input_tokens": RNG.randint(3, 9),
             "cache_creation_input_tokens": RNG.randint(12, 2400),
             "cache_read_input_tokens": RNG.randint(14000, 42000),
             "cache_creation": None,
             "output_tokens": RNG.randint(1, 420),
             "service_tier": "standard"}
        u["cache_creation"] = {"ephemeral_5m_input_tokens": u["cache_creation_input_tokens"],
                               "ephemeral_1h_input_tokens": 0}
        if self.fam["geo"]:
            u["inference_geo"] = "not_available"
        return u

    def assistant(self, block: dict, label=None, stop=None, gap=(0.6, 3.0)) -> str:
        if self.msg is None:
            self.msg = {"id": rand_id("msg_01", 22), "req": rand_id("req_011C", 20), "usage": self.usage()}
            self.tick(3.0, 11.0)
        else:
            self.tick(*gap)
        if self.family == "v1":
            message = {"id": self.msg["id"], "type": "message", "role": "assistant", "model": self.model,
                       "content": [block], "stop_reason": stop, "stop_sequence": None, "usage": self.msg["usage"]}
        else:
            message = {"model": self.model, "id": self.msg["id"], "type": "message", "role": "assistant",
                       "content": [block], "stop_reason": stop, "stop_sequence": None, "usage": self.msg["usage"]}
        ev = self.env()
        ev.update({"message": message, "requestId": self.msg["req"], "type": "assistant",
                   "uuid": new_uuid(), "timestamp": iso(self.t)})
        return self.push(ev, label)

    def end_message(self) -> None:
        self.msg = None

    # --- user side --------------------------------------------------------------------------
    def prompt(self, text: str, label=None, gap=(40, 200)) -> str:
        self.end_message()
        if self.lines and any(l.get("type") != "summary" for l in self.lines):
            self.tick(*gap)
        self.turn_start = self.t
        pid = new_uuid()
        if self.fam["snapshot"]:
            snap_t = self.t + timedelta(milliseconds=RNG.randint(80, 400))
            self.lines.append({"type": "file-history-snapshot", "messageId": pid,
                               "snapshot": {"messageId": pid, "trackedFileBackups": dict(self.backups),
                                            "timestamp": iso(snap_t)},
                               "isSnapshotUpdate": False})
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": text}, "uuid": pid,
                   "timestamp": iso(self.t)})
        ev.update(self.fam["prompt"]())
        return self.push(ev, label)

    def think(self, text: str, label=None) -> str:
        return self.assistant({"type": "thinking", "thinking": text, "signature": signature()}, label)

    def say(self, text: str, label=None, end=False) -> str:
        stop = "end_turn" if (end and self.fam["end_turn"]) else None
        uid = self.assistant({"type": "text", "text": text}, label, stop=stop, gap=(1.0, 6.0))
        self.slug_on = True
        return uid

    def end_turn(self) -> None:
        """System lines that close a turn in the 2.x families."""
        self.end_message()
        if self.hook:
            self.tick(0.3, 1.2)
            ev = self.env()
            ev.update({"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                       "hookInfos": [{"command": "notify-send 'Claude Code' \"berthly: $(git branch --show-current) done\""}],
                       "hookErrors": [], "preventedContinuation": False, "stopReason": "", "hasOutput": False,
                       "level": "suggestion", "timestamp": iso(self.t), "uuid": new_uuid(),
                       "toolUseID": new_uuid()})
            self.push(ev, None)
        if self.family in ("v21a", "v21b") and not self.hook and self.turn_lines:
            self.tick(0.2, 0.9)
            ev = self.env()
            ev.update({"type": "system", "subtype": "turn_duration",
                       "durationMs": int((self.t - self.turn_start).total_seconds() * 1000),
                       "timestamp": iso(self.t), "uuid": new_uuid(), "isMeta": False})
            self.push(ev, None)

    def local_command(self, name: str, stdout: str) -> None:
        for content in (f"<command-name>/{name}</command-name>\n            <command-message>{name}</command-message>\n"
                        f"            <command-args></command-args>", f"<local-command-stdout>{stdout}</local-command-stdout>"):
            ev = self.env()
            ev.update({"type": "system", "subtype": "local_command", "content": content, "level": "info",
                       "timestamp": iso(self.t), "uuid": new_uuid(), "isMeta": False})
            self.push(ev, None)

    def compact(self, summary: str, pre_tokens: int, label=None) -> None:
        self.end_message()
        self.tick(30, 90)
        ev = {"parentUuid": None, "logicalParentUuid": self.last, "isSidechain": False, "userType": "external",
              "cwd": CWD, "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug:
            ev["slug"] = self.slug
        ev.update({"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted",
                   "isMeta": False, "timestamp": iso(self.t), "uuid": new_uuid(), "level": "info",
                   "compactMetadata": {"trigger": "manual", "preTokens": pre_tokens}})
        self.push(ev, None)
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": summary},
                   "isVisibleInTranscriptOnly": True, "isCompactSummary": True,
                   "uuid": new_uuid(), "timestamp": iso(self.t)})
        self.push(ev, label)
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "<local-command-caveat>Caveat: The messages below were generated by the user while running "
                   "local commands. DO NOT respond to these messages or otherwise consider them in your response "
                   "unless the user explicitly asks you to.</local-command-caveat>"},
                   "isMeta": True, "uuid": new_uuid(), "timestamp": iso(self.t)})
        self.push(ev, None)
        self.tick(0.4, 0.8)
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "<command-name>/compact</command-name>\n            <command-message>compact</command-message>\n"
                   "            <command-args></command-args>"}, "uuid": new_uuid(), "timestamp": iso(self.t)})
        self.push(ev, None)
        self.tick(0.8, 1.4)
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "<local-command-stdout>\u001b[2mCompacted (ctrl+o to see full summary)\u001b[22m</local-command-stdout>"},
                   "uuid": new_uuid(), "timestamp": iso(self.t)})
        self.push(ev, None)

    # --- tools ------------------------------------------------------------------------------
    def _tool(self, name, inp, content, tur, is_error=False, label=None, rlabel=None, dur=(0.4, 3.5),
              bash=False):
        tid = rand_id("toolu_01", 22)
        block = {"type": "tool_use", "id": tid, "name": name, "input": inp}
        if self.fam["caller"]:
            block["caller"] = {"type": "direct"}
        use_uuid = self.assistant(block, label)
        self.end_message()
        self.tick(*dur) if isinstance(dur, tuple) else self.tick(dur)
        content, tur = localize(content, self.t), localize(tur, self.t)
        res = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_error:
            res = {"type": "tool_result", "content": content, "is_error": True, "tool_use_id": tid}
        elif bash:
            res["is_error"] = False
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": [res]}, "uuid": new_uuid(),
                   "timestamp": iso(self.t), "toolUseResult": tur})
        if self.fam["src"]:
            ev["sourceToolAssistantUUID"] = use_uuid
        out = self.push(ev, rlabel)
        self.slug_on = True
        return out

    def _backup(self, path: str) -> None:
        if path not in self.backups:
            self.backups[path] = {"backupFileName": f"{RNG.getrandbits(64):016x}@v1", "version": 1,
                                  "backupTime": iso(self.t)}

    def read(self, path, label=None, rlabel=None):
        content = FS[path]
        text = numbered(content) + self.fam["reminder"]
        n = len(content.split("\n"))
        tur = {"type": "text", "file": {"filePath": f"{CWD}/{path}", "content": content, "numLines": n,
                                        "startLine": 1, "totalLines": n}}
        return self._tool("Read", {"file_path": f"{CWD}/{path}"}, text, tur, label=label, rlabel=rlabel)

    def edit(self, path, old, new, label=None, rlabel=None, replace_all=False):
        original = FS[path]
        count = original.count(old)
        assert count >= 1, f"{self.key}: old_string not in {path}: {old[:60]!r}"
        assert replace_all or count == 1, f"{self.key}: old_string not unique in {path}"
        updated = original.replace(old, new) if replace_all else original.replace(old, new, 1)
        self._backup(path)
        FS[path] = updated
        abs_path = f"{CWD}/{path}"
        if self.fam["edit_style"] == "catn":
            pos = updated.index(new) if new else updated.index(original[original.index(old) - 1:][:1] or "")
            first = updated[:pos].count("\n") + 1
            last = first + new.count("\n")
            lines = updated.split("\n")
            lo, hi = max(1, first - 4), min(len(lines), last + 4)
            snippet = "\n".join(f"{i:>6}\u2192{lines[i - 1]}" for i in range(lo, hi + 1))
            content = f"The file {abs_path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n{snippet}"
        else:
            content = f"The file {abs_path} has been updated successfully."
        tur = {"filePath": abs_path, "oldString": old, "newString": new, "originalFile": original,
               "structuredPatch": structured_patch(original, updated), "userModified": False,
               "replaceAll": replace_all}
        inp = {"file_path": abs_path, "old_string": old, "new_string": new}
        if replace_all:
            inp["replace_all"] = True
        return self._tool("Edit", inp, content, tur, label=label, rlabel=rlabel)

    def write(self, path, content, label=None, rlabel=None):
        abs_path = f"{CWD}/{path}"
        original = FS.get(path)
        self._backup(path)
        FS[path] = content
        if original is None:
            msg = f"File created successfully at: {abs_path}"
            tur = {"type": "create", "filePath": abs_path, "content": content, "structuredPatch": [],
                   "originalFile": None}
        else:
            if self.fam["edit_style"] == "catn":
                msg = (f"The file {abs_path} has been updated. Here's the result of running `cat -n` on a "
                       f"snippet of the edited file:\n{numbered(content)}")
            else:
                msg = f"The file {abs_path} has been updated successfully."
            tur = {"type": "update", "filePath": abs_path, "content": content,
                   "structuredPatch": structured_patch(original, content), "originalFile": original}
        return self._tool("Write", {"file_path": abs_path, "content": content}, msg, tur, label=label,
                          rlabel=rlabel)

    def bash(self, command, description, stdout="", stderr="", error=None, label=None, rlabel=None,
             dur=(0.8, 4.0), timeout=None):
        inp = {"command": command, "description": description}
        if timeout:
            inp["timeout"] = timeout
        if error is not None:
            body = f"Exit code {error}\n{stdout}" + (f"\n{stderr}" if stderr else "")
            return self._tool("Bash", inp, body, "Error: " + body, is_error=True, label=label, rlabel=rlabel,
                              dur=dur)
        tur = {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False}
        if self.fam["noout"]:
            tur["noOutputExpected"] = False
        content = stdout + (("\n" if stdout else "") + stderr if stderr else "")
        return self._tool("Bash", inp, content, tur, label=label, rlabel=rlabel, dur=dur, bash=True)

    def bash_rejected(self, command, description, label=None):
        tid = rand_id("toolu_01", 22)
        block = {"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": command, "description": description}}
        if self.fam["caller"]:
            block["caller"] = {"type": "direct"}
        use_uuid = self.assistant(block, label)
        self.end_message()
        self.tick(2.0, 6.0)
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": [
            {"type": "tool_result", "content": REJECTED, "is_error": True, "tool_use_id": tid}]},
            "uuid": new_uuid(), "timestamp": iso(self.t), "toolUseResult": "User rejected tool use"})
        if self.fam["src"]:
            ev["sourceToolAssistantUUID"] = use_uuid
        self.push(ev, None)
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": [
            {"type": "text", "text": "[Request interrupted by user for tool use]"}]},
            "uuid": new_uuid(), "timestamp": iso(self.t)})
        self.push(ev, None)

    def grep(self, pattern, path, output, label=None, rlabel=None, glob=None, mode="content"):
        inp = {"pattern": pattern, "path": f"{CWD}/{path}" if path else CWD, "output_mode": mode}
        if glob:
            inp["glob"] = glob
        if mode == "content":
            inp["-n"] = True
            tur = {"mode": "content", "numFiles": 0, "filenames": [], "content": output,
                   "numLines": len(output.split("\n")) if output else 0}
            content = output
        else:
            files = output.split("\n") if output else []
            tur = {"mode": "files_with_matches", "filenames": files, "numFiles": len(files)}
            content = f"Found {len(files)} file{'s' if len(files) != 1 else ''}\n" + output
        return self._tool("Grep", inp, content, tur, label=label, rlabel=rlabel)

    def todo(self, todos, label=None, rlabel=None):
        old = self.todos
        self.todos = todos
        return self._tool("TodoWrite", {"todos": todos}, TODO_OK, {"oldTodos": old, "newTodos": todos},
                          label=label, rlabel=rlabel)


def T(content: str, status: str, active: str) -> dict:
    return {"content": content, "status": status, "activeForm": active}


def ind2(text: str) -> str:
    """Indent a dedented YAML fragment by two spaces (a job's keys)."""
    import textwrap
    return textwrap.indent(text, "  ")


def dedent(text: str) -> str:
    """Strip the common indentation of a triple-quoted block and its first newline."""
    import textwrap
    return textwrap.dedent(text).lstrip("\n")


# =============================================================================================
# The repository as it stands on 2025-09-09 (only the files the sessions touch)
# =============================================================================================

fs_set("server/pom.xml", dedent("""
    <?xml version="1.0" encoding="UTF-8"?>
    <project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
             xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
      <modelVersion>4.0.0</modelVersion>

      <parent>
        <groupId>org.springframework.boot</groupId>
        <artifactId>spring-boot-starter-parent</artifactId>
        <version>3.4.9</version>
        <relativePath/>
      </parent>

      <groupId>app.berthly</groupId>
      <artifactId>berthly-server</artifactId>
      <version>1.6.0-SNAPSHOT</version>
      <name>berthly-server</name>

      <properties>
        <java.version>17</java.version>
        <sentry.version>8.20.0</sentry.version>
        <openpdf.version>2.0.3</openpdf.version>
      </properties>

      <dependencies>
        <dependency>
          <groupId>org.springframework.boot</groupId>
          <artifactId>spring-boot-starter-web</artifactId>
        </dependency>
        <dependency>
          <groupId>org.springframework.boot</groupId>
          <artifactId>spring-boot-starter-data-jpa</artifactId>
        </dependency>
        <dependency>
          <groupId>org.springframework.boot</groupId>
          <artifactId>spring-boot-starter-validation</artifactId>
        </dependency>
        <dependency>
          <groupId>org.springframework.boot</groupId>
          <artifactId>spring-boot-starter-security</artifactId>
        </dependency>
        <dependency>
          <groupId>org.springframework.boot</groupId>
          <artifactId>spring-boot-starter-actuator</artifactId>
        </dependency>
        <dependency>
          <groupId>org.liquibase</groupId>
          <artifactId>liquibase-core</artifactId>
        </dependency>
        <dependency>
          <groupId>com.mysql</groupId>
          <artifactId>mysql-connector-j</artifactId>
          <scope>runtime</scope>
        </dependency>
        <dependency>
          <groupId>io.sentry</groupId>
          <artifactId>sentry-spring-boot-starter-jakarta</artifactId>
          <version>${sentry.version}</version>
        </dependency>
        <dependency>
          <groupId>com.github.librepdf</groupId>
          <artifactId>openpdf</artifactId>
          <version>${openpdf.version}</version>
        </dependency>

        <dependency>
          <groupId>org.springframework.boot</groupId>
          <artifactId>spring-boot-starter-test</artifactId>
          <scope>test</scope>
        </dependency>
        <dependency>
          <groupId>org.springframework.security</groupId>
          <artifactId>spring-security-test</artifactId>
          <scope>test</scope>
        </dependency>
        <dependency>
          <groupId>com.h2database</groupId>
          <artifactId>h2</artifactId>
          <scope>test</scope>
        </dependency>
      </dependencies>

      <build>
        <finalName>berthly-server</finalName>
        <resources>
          <resource>
            <directory>src/main/resources</directory>
          </resource>
          <!-- the web client (web/dist) is served from the jar's static resources -->
          <resource>
            <directory>../web/dist</directory>
            <targetPath>static</targetPath>
          </resource>
        </resources>
        <plugins>
          <plugin>
            <groupId>org.springframework.boot</groupId>
            <artifactId>spring-boot-maven-plugin</artifactId>
          </plugin>
        </plugins>
      </build>
    </project>
    """))

fs_set("server/src/main/java/app/berthly/booking/BookingService.java", dedent("""
    package app.berthly.booking;

    import app.berthly.berth.Berth;
    import app.berthly.berth.BerthNotFoundException;
    import app.berthly.berth.BerthRepository;
    import app.berthly.tide.TideClient;
    import org.springframework.stereotype.Service;
    import org.springframework.transaction.annotation.Transactional;

    @Service
    public class BookingService {

        /** Keel clearance we insist on at the lowest low water of the stay, in metres. */
        static final double UNDER_KEEL_MARGIN = 0.3;

        private final BookingRepository bookings;
        private final BerthRepository berths;
        private final TideClient tides;

        public BookingService(BookingRepository bookings, BerthRepository berths, TideClient tides) {
            this.bookings = bookings;
            this.berths = berths;
            this.tides = tides;
        }

        @Transactional
        public Booking book(long berthId, BookingRequest req) {
            Berth berth = berths.findById(berthId).orElseThrow(() -> new BerthNotFoundException(berthId));
            double lowWater = tides.minWaterLevel(berth.tideStation(), req.arrival(), req.departure());
            if (req.draughtMetres() + UNDER_KEEL_MARGIN > berth.chartedDepthMetres() + lowWater) {
                throw new BerthTooShallowException(berth, req.draughtMetres(), lowWater);
            }
            if (bookings.existsOverlapping(berthId, req.arrival(), req.departure())) {
                throw new BerthTakenException(berthId, req.arrival(), req.departure());
            }
            return bookings.save(Booking.from(berth, req));
        }
    }
    """))

fs_set("server/src/main/java/app/berthly/berth/BerthRepository.java", dedent("""
    package app.berthly.berth;

    import java.util.List;
    import org.springframework.data.jpa.repository.JpaRepository;

    public interface BerthRepository extends JpaRepository<Berth, Long> {

        List<Berth> findByHarbourIdOrderByCode(long harbourId);
    }
    """))

fs_set("server/src/main/java/app/berthly/tide/TideClient.java", dedent("""
    package app.berthly.tide;

    import java.time.LocalDate;
    import org.springframework.beans.factory.annotation.Value;
    import org.springframework.boot.web.client.RestTemplateBuilder;
    import org.springframework.stereotype.Component;
    import org.springframework.web.client.RestTemplate;

    /** Tide extremes from tideapi.eu, cached per station and day by TideCache. */
    @Component
    public class TideClient {

        private final RestTemplate restTemplate;

        public TideClient(RestTemplateBuilder builder,
                          @Value("${berthly.tides.base-url}") String baseUrl,
                          @Value("${berthly.tides.api-key}") String apiKey) {
            this.restTemplate = builder.rootUri(baseUrl).defaultHeader("X-Api-Key", apiKey).build();
        }

        /** Lowest predicted water level above chart datum between two dates, in metres. */
        public double minWaterLevel(String station, LocalDate from, LocalDate to) {
            TideExtremes extremes = restTemplate.getForObject(
                    "/v2/stations/{station}/extremes?from={from}&to={to}", TideExtremes.class, station, from, to);
            if (extremes == null) {
                throw new TideUnavailableException(station);
            }
            return extremes.lowestLow();
        }

        RestTemplate restTemplate() {
            return restTemplate;
        }
    }
    """))
fs_set("server/src/test/java/app/berthly/tide/TideClientTest.java", dedent("""
    package app.berthly.tide;

    import static org.assertj.core.api.Assertions.assertThat;
    import static org.springframework.test.web.client.match.MockRestRequestMatchers.header;
    import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
    import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

    import java.time.LocalDate;
    import org.junit.jupiter.api.BeforeEach;
    import org.junit.jupiter.api.Test;
    import org.springframework.boot.web.client.RestTemplateBuilder;
    import org.springframework.http.MediaType;
    import org.springframework.test.web.client.MockRestServiceServer;

    class TideClientTest {

        MockRestServiceServer server;
        TideClient client;

        @BeforeEach
        void setUp() {
            client = new TideClient(new RestTemplateBuilder(), "https://tides.test", "key");
            server = MockRestServiceServer.bindTo(client.restTemplate()).build();
        }

        @Test
        void returnsTheLowestLowOfTheStay() {
            server.expect(requestTo("https://tides.test/v2/stations/PT-LEIX/extremes?from=2025-12-12&to=2025-12-15"))
                    .andExpect(header("X-Api-Key", "key"))
                    .andRespond(withSuccess("{\\"lows\\":[0.62,0.41,0.55],\\"highs\\":[3.1,3.3]}", MediaType.APPLICATION_JSON));
            assertThat(client.minWaterLevel("PT-LEIX", LocalDate.of(2025, 12, 12), LocalDate.of(2025, 12, 15)))
                    .isEqualTo(0.41);
        }
    }
    """))

fs_set("web/src/store/modules/bookings.ts", dedent("""
    import type { Module } from "vuex";
    import { api } from "@/lib/api";
    import type { Booking, NewBooking } from "@/types";
    import type { RootState } from "../index";

    export interface BookingsState {
      byId: Record<number, Booking>;
      saving: boolean;
    }

    export const bookings: Module<BookingsState, RootState> = {
      namespaced: true,
      state: () => ({ byId: {}, saving: false }),
      mutations: {
        setSaving(state, saving: boolean) {
          state.saving = saving;
        },
        upsert(state, booking: Booking) {
          state.byId[booking.id] = booking;
        },
      },
      actions: {
        async create({ commit }, payload: NewBooking) {
          commit("setSaving", true);
          try {
            const booking = await api.post<Booking>(`/berths/${payload.berthId}/bookings`, payload);
            commit("upsert", booking);
            return booking;
          } finally {
            commit("setSaving", false);
          }
        },
      },
    };
    """))

fs_set("Jenkinsfile", dedent("""
    // Runs on the build box in the harbour office (berthly-builder).
    pipeline {
      agent { label 'berthly-builder' }
      tools {
        jdk 'temurin-17'
        nodejs 'node-18'
      }
      options {
        timeout(time: 30, unit: 'MINUTES')
        disableConcurrentBuilds()
      }
      stages {
        stage('Web') {
          steps {
            dir('web') {
              sh 'yarn install --frozen-lockfile'
              sh 'yarn test:unit'
              sh 'yarn build'
            }
          }
        }
        stage('Server') {
          steps {
            dir('server') {
              sh './mvnw -B verify'
            }
          }
          post {
            always { junit 'server/target/surefire-reports/*.xml' }
          }
        }
        stage('E2E') {
          steps {
            // Cypress against `vite preview`, API stubbed with cypress/fixtures
            dir('web') {
              sh 'yarn test:e2e'
            }
          }
        }
        stage('Deploy') {
          when { branch 'main' }
          steps {
            withCredentials([string(credentialsId: 'heroku-api-key', variable: 'HEROKU_API_KEY')]) {
              sh 'heroku deploy:jar server/target/berthly-server.jar --app berthly-api --jdk 17'
            }
          }
        }
      }
    }
    """))


# =============================================================================================
# s01  2025-09-09  double booking, stale calendar, slow Jenkins
# =============================================================================================

def s01():
    s = Session("s01", "2025-09-09T08:14:03.512", "1.0.110", "claude-sonnet-4-20250514", "main", "v1")
    s.prompt("Two boats ended up in berth C-14 at Porto Atlântico for the same three nights last weekend: "
             "bookings #4411 and #4413, created 300 ms apart from two phones. Nothing threw, so Sentry never "
             "saw it; the harbour master found out when the second boat arrived. We're live on Heroku (JawsDB "
             "MySQL behind it), so I'd like a fix today. The booking logic is in "
             "server/src/main/java/app/berthly/booking/BookingService.java.", label="p1")
    s.think("Two inserts 300 ms apart, both passing the overlap check: classic check-then-insert race. "
            "existsOverlapping reads, save inserts, and nothing serialises two transactions for the same berth. "
            "Check the service, the repository and which database/test setup we have before choosing a lock.")
    s.say("That timing smells like a check-then-insert race. Let me look at the service and the build.")
    s.read("server/src/main/java/app/berthly/booking/BookingService.java", rlabel="read_service")
    s.read("server/pom.xml", rlabel="read_pom")
    s.say("Confirmed. `book()` runs `existsOverlapping(...)` and then `save(...)` in one transaction, but under "
          "MySQL's default REPEATABLE READ two concurrent transactions both see \"no overlap\" in their snapshot "
          "and both insert. Nothing in the schema stops it either: the overlap rule only lives in Java.\n\n"
          "The smallest safe fix is to serialise bookings per berth: load the berth with a pessimistic write lock "
          "(`SELECT ... FOR UPDATE`), so the second request waits until the first has committed and then sees "
          "its booking. That costs nothing for different berths.\n\n"
          "For the record, the proper fix is a constraint in the database, so that *no* code path can insert an "
          "overlap. MySQL can't express that; PostgreSQL can, with an exclusion constraint over "
          "`daterange(arrival, departure)`. Not something for today, but worth keeping in mind.", label="race_explained")
    s.edit("server/src/main/java/app/berthly/berth/BerthRepository.java",
           "import java.util.List;\nimport org.springframework.data.jpa.repository.JpaRepository;\n",
           "import jakarta.persistence.LockModeType;\nimport java.util.List;\nimport java.util.Optional;\n"
           "import org.springframework.data.jpa.repository.JpaRepository;\n"
           "import org.springframework.data.jpa.repository.Lock;\nimport org.springframework.data.jpa.repository.Query;\n")
    s.edit("server/src/main/java/app/berthly/berth/BerthRepository.java",
           "    List<Berth> findByHarbourIdOrderByCode(long harbourId);\n",
           "    List<Berth> findByHarbourIdOrderByCode(long harbourId);\n\n"
           "    /** Row lock on the berth: bookings for the same berth are serialised, other berths are unaffected. */\n"
           "    @Lock(LockModeType.PESSIMISTIC_WRITE)\n"
           "    @Query(\"select b from Berth b where b.id = :id\")\n"
           "    Optional<Berth> findByIdForUpdate(long id);\n")
    s.edit("server/src/main/java/app/berthly/booking/BookingService.java",
           "        Berth berth = berths.findById(berthId).orElseThrow(() -> new BerthNotFoundException(berthId));",
           "        // Lock first: two requests for the same berth must not both pass the overlap check (#4411/#4413).\n"
           "        Berth berth = berths.findByIdForUpdate(berthId).orElseThrow(() -> new BerthNotFoundException(berthId));")
    s.say("With the lock in place, the tide lookup now runs while the berth row is locked. Let me make sure it's cheap.")
    s.read("server/src/main/java/app/berthly/tide/TideClient.java", rlabel="read_tideclient_s01")
    s.say("Mostly fine: `TideClient` is a single `RestTemplate` GET to tideapi.eu, and results are cached per station "
          "and day (`TideCache`), so under the lock it is normally a cache hit. One thing to remember, though: the "
          "`RestTemplate` is built without any timeouts, so if tideapi.eu ever hangs on a cache miss, booking "
          "requests hang with it. Not today's bug; noting it.", label="tide_note")
    s.write("server/src/test/java/app/berthly/booking/BookingConcurrencyTest.java", dedent("""
        package app.berthly.booking;

        import static org.assertj.core.api.Assertions.assertThat;

        import java.time.LocalDate;
        import java.util.List;
        import java.util.concurrent.Callable;
        import java.util.concurrent.Executors;
        import java.util.concurrent.Future;
        import org.junit.jupiter.api.Test;
        import org.springframework.beans.factory.annotation.Autowired;
        import org.springframework.boot.test.context.SpringBootTest;

        @SpringBootTest
        class BookingConcurrencyTest {

            @Autowired BookingService service;
            @Autowired BookingRepository bookings;

            @Test
            void twoConcurrentBookingsForTheSameNightsOnlyOneWins() throws Exception {
                var req = new BookingRequest(LocalDate.of(2025, 9, 12), LocalDate.of(2025, 9, 15), 1.6, "Maré Alta");
                Callable<Object> attempt = () -> {
                    try {
                        return service.book(14L, req);
                    } catch (BerthTakenException e) {
                        return e;
                    }
                };
                try (var pool = Executors.newFixedThreadPool(2)) {
                    List<Future<Object>> results = pool.invokeAll(List.of(attempt, attempt));
                    long won = results.stream().filter(f -> get(f) instanceof Booking).count();
                    assertThat(won).isEqualTo(1);
                }
                assertThat(bookings.countByBerthId(14L)).isEqualTo(1);
            }

            private static Object get(Future<Object> f) {
                try {
                    return f.get();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        """))
    s.bash("cd server && ./mvnw -B test -Dtest='Booking*' 2>&1 | tail -n 14", "Run the booking tests (Maven)",
           stdout=dedent("""
               [INFO] Running app.berthly.booking.BookingConcurrencyTest
               [INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.904 s -- in app.berthly.booking.BookingConcurrencyTest
               [INFO] Running app.berthly.booking.BookingServiceTest
               [INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in app.berthly.booking.BookingServiceTest
               [INFO] Running app.berthly.booking.BookingApiTest
               [INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.317 s -- in app.berthly.booking.BookingApiTest
               [INFO] 
               [INFO] Results:
               [INFO] 
               [INFO] Tests run: 21, Failures: 0, Errors: 0, Skipped: 0
               [INFO] 
               [INFO] ------------------------------------------------------------------------
               [INFO] BUILD SUCCESS
               [INFO] ------------------------------------------------------------------------""").rstrip("\n"),
           dur=(48, 62), rlabel="mvn_test")
    s.say("Fixed and covered:\n\n"
          "- `BerthRepository.findByIdForUpdate` takes a `PESSIMISTIC_WRITE` lock on the berth row, and "
          "`BookingService.book` loads the berth through it before the overlap check. A second request for the "
          "same berth now blocks until the first commits, then gets `BerthTakenException` (409).\n"
          "- `BookingConcurrencyTest` fires two identical bookings at once and asserts exactly one wins.\n\n"
          "One caveat: the tests run on H2 (in MySQL mode), not on MySQL, so the lock is exercised against H2's "
          "row locking. It behaves the same here, but it's the usual gap between the test database and "
          "production. And the lock only protects code that goes through `BookingService`; any other path that "
          "writes bookings directly would still need its own check.", label="booking_fixed", end=True)

    s.prompt("Good. Next one from the same harbour: after the office books a berth in the calendar, the berth "
             "still shows as free until they reload the page.", label="p2")
    s.grep("availability/", "web/src", dedent("""
        /home/ines/src/berthly/web/src/store/modules/availability.ts:41:    // called as "availability/refresh" from views and other modules
        /home/ines/src/berthly/web/src/views/CalendarView.vue:58:  store.dispatch("availability/refresh", { harbourId: harbour.value.id, from: range.value.from, to: range.value.to });
        /home/ines/src/berthly/web/src/views/CalendarView.vue:87:    await store.dispatch("bookings/create", draft.value);""").rstrip("\n"),
           glob="*.{ts,vue}")
    s.read("web/src/store/modules/bookings.ts", rlabel="read_vuex")
    s.say("The calendar (`CalendarView.vue`, a Vue 3 view) renders from the Vuex `availability` module, which is only refreshed when the view "
          "mounts. `bookings/create` stores the new booking in its own module but never tells `availability`, "
          "so the grid keeps the old state until a reload. I'll have the action refresh the affected range "
          "after a successful save.", label="vuex_explained")
    s.edit("web/src/store/modules/bookings.ts",
           "    async create({ commit }, payload: NewBooking) {\n      commit(\"setSaving\", true);\n      try {\n"
           "        const booking = await api.post<Booking>(`/berths/${payload.berthId}/bookings`, payload);\n"
           "        commit(\"upsert\", booking);\n",
           "    async create({ commit, dispatch }, payload: NewBooking) {\n      commit(\"setSaving\", true);\n      try {\n"
           "        const booking = await api.post<Booking>(`/berths/${payload.berthId}/bookings`, payload);\n"
           "        commit(\"upsert\", booking);\n"
           "        // the calendar grid reads availability, not bookings: refresh the nights we just took\n"
           "        await dispatch(\n          \"availability/refresh\",\n"
           "          { harbourId: booking.harbourId, from: booking.arrival, to: booking.departure },\n"
           "          { root: true },\n        );\n")
    s.bash("cd web && yarn test:unit src/store", "Run the store unit tests",
           stdout=dedent("""
               yarn run v1.22.22
               $ vitest run src/store

                RUN  v2.1.8 /home/ines/src/berthly/web

                ✓ src/store/modules/availability.spec.ts (6 tests) 11ms
                ✓ src/store/modules/bookings.spec.ts (5 tests) 14ms
                ✓ src/store/modules/auth.spec.ts (4 tests) 6ms

                Test Files  3 passed (3)
                     Tests  15 passed (15)
                  Start at  «HMS»
                  Duration  1.38s (transform 212ms, setup 0ms, collect 498ms, tests 31ms, environment 1.02s, prepare 233ms)

               Done in 2.61s.""").rstrip("\n"), rlabel="yarn_test")
    s.say("Done: `bookings/create` now dispatches `availability/refresh` for the booked nights (root dispatch, "
          "since both modules are namespaced). Store tests pass. The calendar will show the berth as taken as "
          "soon as the save returns.", end=True)

    s.prompt("Pushed both. Jenkins took 14 minutes for that tiny change though. Is there anything quick? And "
             "honestly, I wonder whether Maven is part of the problem.", label="p3")
    s.read("Jenkinsfile", rlabel="read_jenkinsfile")
    s.bash("cd server && ./mvnw -B verify 2>&1 | tail -n 3; cd .. && grep -c \"it(\" web/cypress/e2e/*.cy.ts",
           "Time a full server build and count the Cypress specs",
           stdout=dedent("""
               [INFO] Total time:  03:41 min
               [INFO] Finished at: «LOCALISO»
               [INFO] ------------------------------------------------------------------------
               web/cypress/e2e/auth.cy.ts:2
               web/cypress/e2e/booking-calendar.cy.ts:3
               web/cypress/e2e/booking-public.cy.ts:2
               web/cypress/e2e/invoices.cy.ts:1
               web/cypress/e2e/berth-admin.cy.ts:1""").rstrip("\n"), dur=(215, 225), rlabel="mvn_timing")
    s.say("Where the 14 minutes go: `./mvnw -B verify` alone is 3:41, and Maven recompiles and re-tests the whole "
          "server on every run; there's no build cache to skip unchanged work. The Cypress stage (9 tests in "
          "5 specs) is the other big block at roughly six minutes, and it runs one spec at a time; Cypress "
          "only parallelises across machines through Cypress Cloud.\n\n"
          "Quick win without changing tools: E2E runs against `vite preview` with stubbed API calls, so it "
          "doesn't need the server at all. Running Server and E2E in parallel after Web should take the "
          "pipeline from ~14 to ~9 minutes.\n\n"
          "On Maven: yes, partly. Gradle with the build cache and configuration cache would make small changes "
          "much cheaper, since only the affected tasks re-run. It's an afternoon of work for this build "
          "(one module, no exotic plugins).")
    s.edit("Jenkinsfile",
           "    stage('Server') {\n      steps {\n        dir('server') {\n          sh './mvnw -B verify'\n        }\n      }\n"
           "      post {\n        always { junit 'server/target/surefire-reports/*.xml' }\n      }\n    }\n"
           "    stage('E2E') {\n      steps {\n        // Cypress against `vite preview`, API stubbed with cypress/fixtures\n"
           "        dir('web') {\n          sh 'yarn test:e2e'\n        }\n      }\n    }\n",
           "    stage('Checks') {\n      // E2E stubs the API, so it doesn't need the server build: run both at once.\n"
           "      parallel {\n        stage('Server') {\n          steps {\n            dir('server') {\n"
           "              sh './mvnw -B verify'\n            }\n          }\n          post {\n"
           "            always { junit 'server/target/surefire-reports/*.xml' }\n          }\n        }\n"
           "        stage('E2E') {\n          steps {\n            // Cypress against `vite preview`, API stubbed with cypress/fixtures\n"
           "            dir('web') {\n              sh 'yarn test:e2e'\n            }\n          }\n        }\n      }\n    }\n",
           label="jenkins_parallel")
    s.say("Server and E2E now run as parallel stages under `Checks`; Deploy still waits for both. Next push "
          "should show whether we land near 9 minutes.", end=True)

    s.prompt("Parallel is fine for now. And yes, let's move the server to Gradle with the Kotlin DSL, but not "
             "today: I'll block the afternoon of the 25th for it.", label="p4")
    s.say("Sounds good. Checklist for the 25th so nothing gets lost:\n\n"
          "1. `settings.gradle.kts` + `build.gradle.kts` for `server/`, versions in a `gradle/libs.versions.toml` "
          "catalog; the Spring Boot plugin takes over what `spring-boot-starter-parent` does now.\n"
          "2. Keep the jar name `berthly-server.jar`, and the `../web/dist` → `static/` copy that the pom does in "
          "`<resources>`.\n"
          "3. Gradle wrapper committed; `pom.xml`, `mvnw`, `mvnw.cmd` and `.mvn/` removed.\n"
          "4. Jenkinsfile: `./mvnw -B verify` → `./gradlew build`, JUnit reports from `build/test-results`, and "
          "the `heroku deploy:jar` path from `target/` to `build/libs/`.", label="gradle_plan", end=True)
    return s


fs_set("app/pubspec.yaml", dedent("""
    name: berthly
    description: Book a berth at your marina.
    publish_to: none
    version: 1.6.0+42

    environment:
      sdk: ^3.5.0
      flutter: ">=3.24.0"

    dependencies:
      flutter:
        sdk: flutter
      flutter_localizations:
        sdk: flutter
      flutter_secure_storage: ^9.2.2
      http: ^1.2.2
      intl: ^0.19.0
      provider: ^6.1.2
      sentry_flutter: ^8.9.0
      shared_preferences: ^2.3.2

    dev_dependencies:
      flutter_test:
        sdk: flutter
      flutter_lints: ^4.0.0
      mocktail: ^1.0.4

    flutter:
      uses-material-design: true
      generate: true
    """))

fs_set("app/lib/bookings/booking_tile.dart", dedent("""
    import 'package:flutter/material.dart';
    import 'package:intl/intl.dart';

    import '../models/booking.dart';

    class BookingTile extends StatelessWidget {
      const BookingTile({super.key, required this.booking});

      final Booking booking;

      @override
      Widget build(BuildContext context) {
        final fmt = DateFormat.MMMd().add_Hm();
        return ListTile(
          leading: const Icon(Icons.sailing),
          title: Text('${booking.harbourName} · ${booking.berthCode}'),
          subtitle: Text('${fmt.format(booking.arrival)} – ${fmt.format(booking.departure)}'),
          trailing: Text(booking.status.label),
        );
      }
    }
    """))


# =============================================================================================
# s02  2025-09-25  Maven -> Gradle (Kotlin DSL); app shows UTC times; kelpie decoy
# =============================================================================================

LIBS_TOML_0 = dedent("""
    [versions]
    spring-boot = "3.4.9"
    spring-dependency-management = "1.1.7"
    sentry = "8.20.0"
    openpdf = "2.0.3"

    [libraries]
    sentry-spring-boot = { module = "io.sentry:sentry-spring-boot-starter-jakarta", version.ref = "sentry" }
    openpdf = { module = "com.github.librepdf:openpdf", version.ref = "openpdf" }
    liquibase-core = { module = "org.liquibase:liquibase-core" }
    mysql-connector = { module = "com.mysql:mysql-connector-j" }
    h2 = { module = "com.h2database:h2" }

    [plugins]
    spring-boot = { id = "org.springframework.boot", version.ref = "spring-boot" }
    spring-dependency-management = { id = "io.spring.dependency-management", version.ref = "spring-dependency-management" }
    """)

BUILD_KTS_0 = dedent("""
    plugins {
        java
        alias(libs.plugins.spring.boot)
        alias(libs.plugins.spring.dependency.management)
    }

    group = "app.berthly"
    version = "1.6.0-SNAPSHOT"

    java {
        toolchain {
            languageVersion = JavaLanguageVersion.of(17)
        }
    }

    repositories {
        mavenCentral()
    }

    dependencies {
        implementation("org.springframework.boot:spring-boot-starter-web")
        implementation("org.springframework.boot:spring-boot-starter-data-jpa")
        implementation("org.springframework.boot:spring-boot-starter-validation")
        implementation("org.springframework.boot:spring-boot-starter-security")
        implementation("org.springframework.boot:spring-boot-starter-actuator")
        implementation(libs.liquibase.core)
        implementation(libs.sentry.spring.boot)
        implementation(libs.openpdf)
        runtimeOnly(libs.mysql.connector)

        testImplementation("org.springframework.boot:spring-boot-starter-test")
        testImplementation("org.springframework.security:spring-security-test")
        testRuntimeOnly(libs.h2)
        testRuntimeOnly("org.junit.platform:junit-platform-launcher")
    }

    tasks.bootJar {
        archiveFileName = "berthly-server.jar"
    }

    tasks.jar {
        enabled = false
    }

    // The web client is built on its own (web/dist) and served from the jar's static resources.
    tasks.processResources {
        from("../web/dist") { into("static") }
    }

    tasks.test {
        useJUnitPlatform()
        maxParallelForks = (Runtime.getRuntime().availableProcessors() / 2).coerceAtLeast(1)
    }
    """)


def s02():
    s = Session("s02", "2025-09-25T12:31:47.204", "1.0.126", "claude-opus-4-1-20250805", "gradle", "v1",
                summary="Berth double-booking lock, calendar availability refresh, parallel Jenkins stages")
    s.prompt("Afternoon blocked, as promised: Maven → Gradle for the server. Kotlin DSL, plus a version catalog "
             "so the versions live in one place. Keep the jar name, so the Heroku deploy only needs the path "
             "changed. I'm on the `gradle` branch.", label="p1")
    s.todo([T("Translate server/pom.xml into build.gradle.kts + libs.versions.toml", "in_progress", "Translating the pom"),
            T("Generate the Gradle wrapper and compare build times", "pending", "Comparing build times"),
            T("Remove pom.xml, mvnw and .mvn/", "pending", "Removing the Maven files"),
            T("Update the Jenkinsfile (build command, test reports, jar path)", "pending", "Updating the Jenkinsfile")])
    s.read("server/pom.xml", rlabel="read_pom")
    s.write("server/gradle/libs.versions.toml", LIBS_TOML_0, label="write_catalog")
    s.write("server/settings.gradle.kts", 'rootProject.name = "berthly-server"\n')
    s.write("server/gradle.properties", dedent("""
        org.gradle.caching=true
        org.gradle.configuration-cache=true
        org.gradle.parallel=true
        org.gradle.jvmargs=-Xmx2g -Dfile.encoding=UTF-8
        """))
    s.write("server/build.gradle.kts", BUILD_KTS_0, label="write_build")
    s.bash("cd server && gradle wrapper --gradle-version 8.10.2 -q && ./gradlew build 2>&1 | tail -n 8",
           "Generate the wrapper and run a full Gradle build",
           stdout=dedent("""
               > Task :test
               > Task :check
               > Task :build

               BUILD SUCCESSFUL in 2m 4s
               8 actionable tasks: 8 executed
               Configuration cache entry stored.""").rstrip("\n"), dur=(125, 131), label="gradle_build",
           rlabel="gradle_build_out")
    s.bash("cd server && ./gradlew build 2>&1 | tail -n 3 && sed -i 's/UNDER_KEEL_MARGIN = 0.3;/UNDER_KEEL_MARGIN = 0.30;/' "
           "src/main/java/app/berthly/booking/BookingService.java && ./gradlew build 2>&1 | tail -n 3 && git checkout -- src",
           "Time a no-op build and a one-file change",
           stdout=dedent("""
               BUILD SUCCESSFUL in 2s
               8 actionable tasks: 8 up-to-date
               Configuration cache entry reused.
               BUILD SUCCESSFUL in 1m 21s
               8 actionable tasks: 5 executed, 3 up-to-date
               Configuration cache entry reused.""").rstrip("\n"), dur=(86, 92), rlabel="gradle_timing")
    s.bash("cd server && git rm -q -r pom.xml mvnw mvnw.cmd .mvn && git add -A . && git status --short",
           "Remove the Maven build and stage the Gradle one",
           stdout=dedent("""
               D  server/.mvn/wrapper/maven-wrapper.properties
               A  server/build.gradle.kts
               A  server/gradle.properties
               A  server/gradle/libs.versions.toml
               A  server/gradle/wrapper/gradle-wrapper.jar
               A  server/gradle/wrapper/gradle-wrapper.properties
               A  server/gradlew
               A  server/gradlew.bat
               D  server/mvnw
               D  server/mvnw.cmd
               D  server/pom.xml
               A  server/settings.gradle.kts""").rstrip("\n"), label="git_rm_maven", rlabel="git_rm_maven_out")
    del FS["server/pom.xml"]
    s.edit("Jenkinsfile",
           "              sh './mvnw -B verify'\n            }\n          }\n          post {\n"
           "            always { junit 'server/target/surefire-reports/*.xml' }",
           "              sh './gradlew build --no-daemon'\n            }\n          }\n          post {\n"
           "            always { junit 'server/build/test-results/test/*.xml' }", label="jenkins_gradle")
    s.edit("Jenkinsfile",
           "heroku deploy:jar server/target/berthly-server.jar --app berthly-api --jdk 17",
           "heroku deploy:jar server/build/libs/berthly-server.jar --app berthly-api --jdk 17")
    s.todo([T("Translate server/pom.xml into build.gradle.kts + libs.versions.toml", "completed", "Translating the pom"),
            T("Generate the Gradle wrapper and compare build times", "completed", "Comparing build times"),
            T("Remove pom.xml, mvnw and .mvn/", "completed", "Removing the Maven files"),
            T("Update the Jenkinsfile (build command, test reports, jar path)", "completed", "Updating the Jenkinsfile")])
    s.say("The server builds with Gradle now:\n\n"
          "- `server/build.gradle.kts` (Kotlin DSL) with the Spring Boot and dependency-management plugins; every "
          "version sits in `server/gradle/libs.versions.toml` (Spring Boot 3.4.9, Sentry 8.20.0, OpenPDF 2.0.3). "
          "Toolchain stays on Java 17, the boot jar is still `berthly-server.jar`, and `web/dist` is still "
          "copied into `static/`.\n"
          "- `gradle.properties` turns on the build cache, the configuration cache and parallel test forks.\n"
          "- Wrapper 8.10.2 committed; `pom.xml`, `mvnw`, `mvnw.cmd` and `.mvn/` are gone.\n"
          "- Jenkinsfile: `./gradlew build --no-daemon`, JUnit XML from `build/test-results/test`, and the "
          "Heroku jar from `server/build/libs/`.\n\n"
          "Timings on your machine: full build 2m04s (Maven's `verify` was 3m41s), a one-file change 1m21s "
          "because only the affected tasks re-run, and a no-op build 2s.", label="gradle_done", end=True)

    s.prompt("Nice. Quick app thing before I merge: the Flutter app's 'My bookings' list shows the arrival and "
             "departure times in UTC. The tile is app/lib/bookings/booking_tile.dart.", label="p2")
    s.read("app/pubspec.yaml", rlabel="read_pubspec")
    s.read("app/lib/bookings/booking_tile.dart")
    s.say("`Booking.fromJson` parses the API's `...Z` timestamps with `DateTime.parse`, which yields UTC "
          "`DateTime`s, and `DateFormat` prints them as they are. Converting with `toLocal()` before formatting "
          "shows them in the phone's zone, which for people standing on the pontoon is the marina's zone.")
    s.edit("app/lib/bookings/booking_tile.dart",
           "      subtitle: Text('${fmt.format(booking.arrival)} – ${fmt.format(booking.departure)}'),",
           "      // The API sends UTC; show the times in the phone's zone (normally the marina's).\n"
           "      subtitle: Text('${fmt.format(booking.arrival.toLocal())} – ${fmt.format(booking.departure.toLocal())}'),")
    s.bash("cd app && fvm flutter --version | head -n 1 && fvm flutter test test/bookings",
           "Check the pinned Flutter version and run the booking widget tests",
           stdout=dedent("""
               Flutter 3.24.5 • channel stable • https://github.com/flutter/flutter.git
               00:05 +7: All tests passed!""").rstrip("\n"), dur=(9, 14), rlabel="flutter_test")
    s.say("Fixed in `BookingTile`; the 7 booking tests pass on the pinned Flutter 3.24.5. If you ever show "
          "bookings for a marina in a different zone than the phone, we'll need the harbour's zone from the "
          "API instead of `toLocal()`, but that's not today's bug.", end=True)

    s.prompt("Good enough. Side note, since you mentioned the version catalog: kelpie (my weekend project) is "
             "on Quarkus 3 with an Angular front end, and I do love Quarkus dev mode. Not touching berthly "
             "though, Spring stays here. Commit both changes and open the MR; I'll merge once Jenkins is green.",
             label="p3")
    s.bash("git add -A && git commit -q -m \"server: build with Gradle (Kotlin DSL, version catalog); app: local times in booking list\" "
           "&& git push -u origin gradle 2>&1 | tail -n 4 && glab mr create --fill --yes --target-branch main",
           "Commit, push and open the merge request",
           stdout=dedent("""
               remote: 
               To gitlab.com:berthly/berthly.git
                * [new branch]      gradle -> gradle
               branch 'gradle' set up to track 'origin/gradle'.

               Creating merge request for gradle into main in berthly/berthly

               !87 server: build with Gradle (Kotlin DSL, version catalog); app: local times in booking list (gradle)
                https://gitlab.com/berthly/berthly/-/merge_requests/87""").rstrip("\n"), dur=(5, 9))
    s.say("MR !87 is open. Quarkus dev mode really is nice; for berthly, Gradle's continuous build plus Spring "
          "DevTools gets reasonably close if you ever want a faster loop.", end=True)

    s.prompt("Jenkins is green, 8m50s. Merge it.", label="p4", gap=(500, 560))
    s.bash("glab mr merge 87 --yes --remove-source-branch && git switch -q main && git pull -q && git log --oneline -1",
           "Merge !87 and update main",
           stdout=dedent("""
               ✓ Merged!
               ✓ Deleted source branch gradle
               5e0b7c3 server: build with Gradle (Kotlin DSL, version catalog); app: local times in booking list""").rstrip("\n"),
           dur=(4, 7), rlabel="merge_87")
    s.branch = "main"
    s.say("Merged into main as 5e0b7c3; the server is on Gradle from here on.", label="merged", end=True)
    return s


# =============================================================================================
# s03  2025-10-21  Jenkins -> GitLab CI; MySQL -> PostgreSQL + Flyway planned
# =============================================================================================

GITLAB_CI_0 = dedent("""
    # CI for berthly on GitLab's shared runners (replaces the Jenkinsfile).
    stages: [test, e2e, deploy]

    default:
      interruptible: true

    variables:
      GRADLE_USER_HOME: "$CI_PROJECT_DIR/.gradle-home"

    web:
      stage: test
      image: node:18-bookworm
      cache:
        key:
          files: [web/yarn.lock]
        paths: [web/node_modules/]
      script:
        - cd web
        - yarn install --frozen-lockfile
        - yarn test:unit
        - yarn build
      artifacts:
        paths: [web/dist/]
        expire_in: 1 day

    server:
      stage: test
      image: gradle:8.10.2-jdk17
      needs: [web]
      cache:
        key: gradle-8.10
        paths: [.gradle-home/caches/, .gradle-home/wrapper/]
      script:
        - cd server
        - ./gradlew build --no-daemon
      artifacts:
        when: always
        reports:
          junit: server/build/test-results/test/*.xml
        paths: [server/build/libs/berthly-server.jar]
        expire_in: 1 day

    e2e:
      stage: e2e
      image: node:18-bookworm
      needs: [web]
      cache:
        key:
          files: [web/yarn.lock]
        paths: [web/node_modules/]
        policy: pull
      script:
        - cd web
        - yarn install --frozen-lockfile
        - yarn test:e2e
      artifacts:
        when: on_failure
        paths: [web/cypress/screenshots/, web/cypress/videos/]

    deploy:
      stage: deploy
      image: node:18-bookworm
      needs: [server, e2e]
      rules:
        - if: $CI_COMMIT_BRANCH == "main"
      script:
        - npm install -g heroku
        - heroku plugins:install @heroku-cli/plugin-java
        - heroku deploy:jar server/build/libs/berthly-server.jar --app berthly-api --jdk 17
    """)


def line_of(path: str, needle: str) -> int:
    for i, line in enumerate(FS[path].split("\n"), start=1):
        if needle in line:
            return i
    raise KeyError(needle)


def s03():
    s = Session("s03", "2025-10-21T14:05:12.330", "2.0.24", "claude-sonnet-4-5-20250929", "gitlab-ci", "v20")
    s.prompt("The Jenkins box in the harbour office died last Thursday. The disk is gone, and I'm not going to "
             "resurrect a machine that only I ever patched. The code is on GitLab anyway, so let's move CI to "
             "GitLab CI on the shared runners: same stages as the Jenkinsfile (web, server, e2e, deploy to "
             "Heroku from main).", label="p1")
    s.think("Translate stage by stage. Web builds dist, server needs it (processResources copies ../web/dist), "
            "e2e only needs web. Use needs: so server and e2e run in parallel like the Jenkins 'Checks' stage. "
            "Heroku deploy with the java CLI plugin on main only. Jenkins used tools jdk temurin-17 and node-18, "
            "so gradle:8.10.2-jdk17 and node:18 images.")
    s.read("Jenkinsfile", rlabel="read_jenkinsfile")
    s.write(".gitlab-ci.yml", GITLAB_CI_0, label="write_gitlab_ci")
    s.bash("git rm -q Jenkinsfile && git status --short && glab ci lint", "Remove the Jenkinsfile and lint the new config",
           stdout=dedent("""
               D  Jenkinsfile
               ?? .gitlab-ci.yml
               Validating...
               ✓ CI/CD YAML is valid!""").rstrip("\n"), label="git_rm_jenkinsfile", rlabel="git_rm_jenkinsfile_out")
    s.bash("git add .gitlab-ci.yml && git commit -q -m \"ci: replace Jenkins with GitLab CI\" && git push -q -u origin gitlab-ci "
           "&& sleep 240 && glab ci status", "Push the branch and check the first pipeline",
           stdout=dedent("""
               (success) • 01m 31s	test		web
               (success) • 02m 44s	test		server
               (failed) • 00m 52s	e2e		e2e
               (skipped) • 00m 00s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2107553180
               SHA: e41b7a9f2d0c5b18a6f3e9d7c2b4a1f08e6d5c37
               Pipeline state: failed""").rstrip("\n"), dur=(248, 256), timeout=300000)
    s.bash("glab ci trace e2e 2>&1 | tail -n 14", "Show the end of the e2e job log",
           stdout=dedent("""
               Your system is missing the dependency: Xvfb

               Install Xvfb and run Cypress again.

               Read our documentation on dependencies for more information:

               https://on.cypress.io/required-dependencies

               If you are using Docker, we provide containers with all required dependencies installed.
               ----------

               Error: spawn Xvfb ENOENT
               ----------
               ERROR: Job failed: exit code 1""").rstrip("\n"), dur=(2, 4))
    s.say("Web and server pass on the first try. E2E fails because the plain `node:18-bookworm` image has no Xvfb "
          "or browsers; on the Jenkins box those were installed on the machine itself. Cypress publishes images "
          "with everything included, so I'll switch the e2e job to `cypress/browsers` on the same Node 18.")
    s.edit(".gitlab-ci.yml",
           "e2e:\n  stage: e2e\n  image: node:18-bookworm\n",
           "e2e:\n  stage: e2e\n  # Cypress needs Xvfb and a browser; the official image has both.\n"
           "  image: cypress/browsers:node-18.20.3-chrome-125.0.6422.141-1-ff-126.0.1-edge-125.0.2535.85-1\n",
           label="edit_cypress_image")
    s.bash("git commit -qam \"ci: run Cypress in cypress/browsers\" && git push -q && sleep 300 && glab ci status",
           "Push the fix and check the pipeline again",
           stdout=dedent("""
               (success) • 01m 22s	test		web
               (success) • 02m 39s	test		server
               (success) • 05m 48s	e2e		e2e
               (skipped) • 00m 00s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2107601244
               SHA: 7d2f91c04be3a8e5f1d6c2b9a0e47f3c5d8b1a62
               Pipeline state: success""").rstrip("\n"), dur=(305, 312), timeout=360000, rlabel="pipeline_green")
    s.say("Green: web 1m22s, then server (2m39s) and e2e (5m48s) in parallel, so about 7m10s end to end. Deploy "
          "is skipped on the branch and will run on `main`; it needs a masked `HEROKU_API_KEY` CI/CD variable "
          "(Settings → CI/CD → Variables) before the merge. The Jenkinsfile is deleted on this branch.",
          label="ci_done")

    s.prompt("Variable is set and I merged it, so CI is GitLab's now. Next, the bigger thing. We had another double "
             "booking on Saturday, this time through the admin 'move booking' screen, which doesn't go through "
             "BookingService at all. I'm done patching code paths one by one: I want the database itself to refuse "
             "overlapping bookings. Plan the move from MySQL to PostgreSQL with an exclusion constraint.", label="p2")
    s.think("Find every path that writes booking dates, list the MySQL-specific SQL that would break, and check "
            "the Liquibase changelogs: 14 XML files written for MySQL. A fresh Postgres baseline is cleaner than "
            "porting them. H2 in tests cannot do EXCLUDE USING gist, so the test setup changes too.")
    svc = "server/src/main/java/app/berthly/booking/BookingService.java"
    s.grep("bookings\\.(save|saveAll|updateDates)\\(", "server/src/main", dedent(f"""
        /home/ines/src/berthly/{svc}:{line_of(svc, 'bookings.save(')}:        return bookings.save(Booking.from(berth, req));
        /home/ines/src/berthly/server/src/main/java/app/berthly/admin/AdminBookingService.java:52:        bookings.updateDates(bookingId, target.getId(), arrival, departure);
        /home/ines/src/berthly/server/src/main/java/app/berthly/imports/MarinaCsvImporter.java:77:            bookings.saveAll(batch);""").rstrip("\n"),
           rlabel="grep_writers")
    s.bash("ls server/src/main/resources/db/changelog/changes | tail -n 4 && ls server/src/main/resources/db/changelog/changes | wc -l "
           "&& grep -rn 'nativeQuery = true' server/src/main/java | cut -c1-190",
           "List the Liquibase changelogs and the native queries",
           stdout=dedent("""
               011-invoice-numbers.xml
               012-harbour-timezone.xml
               013-berth-tide-station.xml
               014-booking-dates-index.xml
               14
               server/src/main/java/app/berthly/booking/BookingRepository.java:24:    @Query(value = "SELECT COUNT(*) > 0 FROM booking WHERE berth_id = :berthId AND arrival < :departure AND d
               server/src/main/java/app/berthly/reports/OccupancyRepository.java:18:    @Query(value = "SELECT DATE_FORMAT(arrival, '%Y-%m') AS month, SUM(DATEDIFF(departure, arrival)) AS nights
               server/src/main/java/app/berthly/invoice/InvoiceRepository.java:29:    @Query(value = "SELECT IFNULL(MAX(number), 0) + 1 FROM invoice WHERE harbour_id = :harbourId AND YEAR(issue""").rstrip("\n"),
           rlabel="changelogs_out")
    s.say("Three code paths write booking dates (`BookingService`, the admin move in `AdminBookingService`, the CSV "
          "importer), and only the first one takes the berth lock. That's exactly why a database rule is the right "
          "fix. Plan:\n\n"
          "1. **Constraint.** In PostgreSQL:\n"
          "   ```sql\n   CREATE EXTENSION IF NOT EXISTS btree_gist;\n"
          "   ALTER TABLE booking ADD CONSTRAINT booking_no_overlap\n"
          "     EXCLUDE USING gist (berth_id WITH =, daterange(arrival, departure) WITH &&)\n"
          "     WHERE (status <> 'CANCELLED');\n   ```\n"
          "   Any insert or update that overlaps an active booking on the same berth fails with SQLSTATE 23P01, "
          "whatever code path it comes from. MySQL has nothing equivalent.\n"
          "2. **Data.** `pgloader` from the JawsDB MySQL into Heroku Postgres (16) during a short maintenance "
          "window; compare row counts per table afterwards.\n"
          "3. **Migrations.** The 14 Liquibase changelogs are XML written against MySQL types. Porting them is "
          "busywork; I'd start fresh with Flyway: `V1__baseline.sql` from `pg_dump --schema-only` after the load, "
          "`V2` for the constraint, plain SQL from then on.\n"
          "4. **Queries.** Three native queries are MySQL dialect: `DATE_FORMAT`/`DATEDIFF` in occupancy "
          "(→ `to_char`, `departure - arrival`), `IFNULL`/`YEAR()` in invoice numbers (→ `COALESCE`, "
          "`extract(year ...)`). The overlap check itself is portable.\n"
          "5. **Tests.** H2 can't run `EXCLUDE USING gist`, so the suite should move to a real PostgreSQL "
          "(Testcontainers) once the constraint is in.\n"
          "6. **Driver.** `mysql-connector-j` → `org.postgresql:postgresql`.", label="pg_plan")

    s.prompt("Agreed on all of it, including Flyway: Liquibase's XML has annoyed me since day one. I'll do the "
             "port and the cutover myself on the weekend of November 15-16, when the marinas are quiet. You get "
             "the constraint and the tests afterwards.", label="p3")
    s.say("Good plan, mid-November is the quietest time for bookings. When you're back, the constraint goes in as "
          "`V2__no_overlapping_bookings.sql` and the tests move off H2. One thing to check after the load: any "
          "overlapping rows already in the data (#4411/#4413, Saturday's pair) will make `ADD CONSTRAINT` fail, so "
          "cancel or move those first.", label="pg_ack")
    return s


# =============================================================================================
# s04  2025-11-18  Postgres cutover reported; exclusion constraint; H2 -> Testcontainers; Fly.io plan
# =============================================================================================

def offscreen_postgres_port():
    """What the developer did herself between s03 and s04 (cutover on Sunday 2025-11-16)."""
    toml = FS["server/gradle/libs.versions.toml"]
    toml = toml.replace('liquibase-core = { module = "org.liquibase:liquibase-core" }\n'
                        'mysql-connector = { module = "com.mysql:mysql-connector-j" }\n',
                        'flyway-core = { module = "org.flywaydb:flyway-core" }\n'
                        'flyway-postgresql = { module = "org.flywaydb:flyway-database-postgresql" }\n'
                        'postgresql = { module = "org.postgresql:postgresql" }\n')
    fs_set("server/gradle/libs.versions.toml", toml)
    kts = FS["server/build.gradle.kts"]
    kts = kts.replace("    implementation(libs.liquibase.core)\n", "    implementation(libs.flyway.core)\n")
    kts = kts.replace("    runtimeOnly(libs.mysql.connector)\n",
                      "    runtimeOnly(libs.flyway.postgresql)\n    runtimeOnly(libs.postgresql)\n")
    fs_set("server/build.gradle.kts", kts)
    fs_set("server/src/main/resources/application-test.yml", dedent("""
        spring:
          datasource:
            url: jdbc:h2:mem:berthly;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH
            username: sa
            password: ""
          jpa:
            hibernate:
              ddl-auto: validate
          flyway:
            locations: classpath:db/migration

        berthly:
          tides:
            base-url: http://localhost:9/never-called
            api-key: test
        """))


def s04():
    offscreen_postgres_port()
    s = Session("s04", "2025-11-18T10:02:44.871", "2.0.45", "claude-sonnet-4-5-20250929", "no-overlap", "v20")
    s.prompt("Cutover done last Sunday. MySQL → PostgreSQL 16 on Heroku Postgres: pgloader moved everything in "
             "25 minutes, row counts matched, and I cancelled the two duplicate bookings first like you said. "
             "Flyway is in with a V1__baseline.sql, Liquibase and its 14 XML changelogs are gone, and the three "
             "native queries are fixed. Now your part: the exclusion constraint, and the tests. They still run "
             "on H2 (PostgreSQL mode now), which obviously can't check it.", label="p1")
    s.think("V2 migration with btree_gist and the EXCLUDE constraint. H2 will choke on CREATE EXTENSION, which "
            "proves the point; then switch tests to Testcontainers with @ServiceConnection (Boot 3.1+), drop the "
            "H2 datasource from application-test.yml, and add a test that hits the constraint directly through "
            "the repository, bypassing BookingService.")
    s.read("server/src/main/resources/application-test.yml", rlabel="read_test_yml")
    s.write("server/src/main/resources/db/migration/V2__no_overlapping_bookings.sql", dedent("""
        -- No two active bookings may overlap on the same berth, whichever code path writes them.
        -- Nights are [arrival, departure): a departure day can be the next boat's arrival day.
        CREATE EXTENSION IF NOT EXISTS btree_gist;

        ALTER TABLE booking
            ADD CONSTRAINT booking_no_overlap
            EXCLUDE USING gist (berth_id WITH =, daterange(arrival, departure, '[)') WITH &&)
            WHERE (status <> 'CANCELLED');
        """), label="write_v2")
    s.bash("cd server && ./gradlew test 2>&1 | tail -n 9; grep -h -m1 -o 'Syntax error in SQL statement [^&]*' build/test-results/test/*.xml | head -n 1",
           "Run the tests against H2 with the new migration",
           stdout=dedent("""
               [... 212 more failures with the same cause]

               213 tests completed, 213 failed

               FAILURE: Build failed with an exception.

               * What went wrong:
               Execution failed for task ':test'.
               > There were failing tests. See the report at: file:///home/ines/src/berthly/server/build/reports/tests/test/index.html
               Syntax error in SQL statement "CREATE [*]EXTENSION IF NOT EXISTS btree_gist"; expected "OR, FORCE, VIEW, ALIAS, SEQUENCE, USER, TRIGGER, ROLE, SCHEMA, CONSTANT, DOMAIN, TYPE, DATATYPE, AGGREGATE, LINKED, MEMORY, CACHED, LOCAL, GLOBAL, TEMP, TEMPORARY, TABLE, SYNONYM, UNIQUE, SPATIAL, HASH, INDEX"; SQL statement:""").rstrip("\n"),
           error=1, dur=(38, 46), rlabel="h2_fail")
    s.say("As expected: Flyway runs V2 against H2 during context start-up and H2 doesn't know "
          "`CREATE EXTENSION`, let alone `EXCLUDE USING gist`. Every Spring test fails at start-up. The tests "
          "need a real PostgreSQL, so I'll switch them to Testcontainers: one `postgres:16-alpine` container per "
          "test run, wired in through `@ServiceConnection`.")
    s.edit("server/gradle/libs.versions.toml", 'h2 = { module = "com.h2database:h2" }\n',
           'testcontainers-postgresql = { module = "org.testcontainers:postgresql" }\n'
           'testcontainers-junit = { module = "org.testcontainers:junit-jupiter" }\n')
    s.edit("server/build.gradle.kts", "    testRuntimeOnly(libs.h2)\n",
           "    testImplementation(\"org.springframework.boot:spring-boot-testcontainers\")\n"
           "    testImplementation(libs.testcontainers.postgresql)\n    testImplementation(libs.testcontainers.junit)\n",
           label="edit_testcontainers")
    s.write("server/src/test/java/app/berthly/TestcontainersConfig.java", dedent("""
        package app.berthly;

        import org.springframework.boot.test.context.TestConfiguration;
        import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
        import org.springframework.context.annotation.Bean;
        import org.testcontainers.containers.PostgreSQLContainer;

        /** One PostgreSQL 16 for the whole test run; Spring Boot points the datasource at it. */
        @TestConfiguration(proxyBeanMethods = false)
        public class TestcontainersConfig {

            @Bean
            @ServiceConnection
            PostgreSQLContainer<?> postgres() {
                return new PostgreSQLContainer<>("postgres:16-alpine").withReuse(true);
            }
        }
        """))
    s.edit("server/src/main/resources/application-test.yml",
           "spring:\n  datasource:\n    url: jdbc:h2:mem:berthly;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH\n"
           "    username: sa\n    password: \"\"\n  jpa:\n",
           "spring:\n  # datasource comes from the Testcontainers PostgreSQL (TestcontainersConfig)\n  jpa:\n")
    s.write("server/src/test/java/app/berthly/booking/BookingOverlapConstraintTest.java", dedent("""
        package app.berthly.booking;

        import static org.assertj.core.api.Assertions.assertThatThrownBy;

        import app.berthly.TestcontainersConfig;
        import java.time.LocalDate;
        import org.junit.jupiter.api.Test;
        import org.springframework.beans.factory.annotation.Autowired;
        import org.springframework.boot.test.context.SpringBootTest;
        import org.springframework.context.annotation.Import;
        import org.springframework.dao.DataIntegrityViolationException;
        import org.springframework.jdbc.core.JdbcTemplate;

        @SpringBootTest
        @Import(TestcontainersConfig.class)
        class BookingOverlapConstraintTest {

            @Autowired JdbcTemplate jdbc;

            @Test
            void theDatabaseRejectsAnOverlapEvenWithoutBookingService() {
                insert(14, LocalDate.of(2025, 11, 20), LocalDate.of(2025, 11, 23), "CONFIRMED");
                assertThatThrownBy(() -> insert(14, LocalDate.of(2025, 11, 22), LocalDate.of(2025, 11, 24), "CONFIRMED"))
                        .isInstanceOf(DataIntegrityViolationException.class)
                        .hasMessageContaining("booking_no_overlap");
            }

            @Test
            void departureDayCanBeTheNextArrivalDay() {
                insert(15, LocalDate.of(2025, 11, 20), LocalDate.of(2025, 11, 23), "CONFIRMED");
                insert(15, LocalDate.of(2025, 11, 23), LocalDate.of(2025, 11, 25), "CONFIRMED");
            }

            @Test
            void cancelledBookingsDoNotBlockTheBerth() {
                insert(16, LocalDate.of(2025, 11, 20), LocalDate.of(2025, 11, 23), "CANCELLED");
                insert(16, LocalDate.of(2025, 11, 21), LocalDate.of(2025, 11, 22), "CONFIRMED");
            }

            private void insert(long berthId, LocalDate arrival, LocalDate departure, String status) {
                jdbc.update("INSERT INTO booking (berth_id, boat_name, arrival, departure, status) VALUES (?, 'test', ?, ?, ?)",
                        berthId, arrival, departure, status);
            }
        }
        """))
    s.bash("cd server && ./gradlew test -i 2>&1 | grep -E 'tc\\.postgres|Successfully applied|tests completed|BUILD'",
           "Run the tests against PostgreSQL in Testcontainers",
           stdout=dedent("""
               «SPRINGTS-99».204«OFF»  INFO 61822 --- [berthly-server] [    Test worker] tc.postgres:16-alpine                    : Creating container for image: postgres:16-alpine
               «SPRINGTS-99».611«OFF»  INFO 61822 --- [berthly-server] [    Test worker] tc.postgres:16-alpine                    : Container postgres:16-alpine is starting: 9c41e07a52d3
               «SPRINGTS-96».873«OFF»  INFO 61822 --- [berthly-server] [    Test worker] tc.postgres:16-alpine                    : Container postgres:16-alpine started in PT2.66S
               «SPRINGTS-95».340«OFF»  INFO 61822 --- [berthly-server] [    Test worker] o.f.core.internal.command.DbMigrate      : Successfully applied 2 migrations to schema "public", now at version v2 (execution time 00:00.287s)
               BUILD SUCCESSFUL in 1m 52s""").rstrip("\n"), dur=(110, 116), label="tc_run", rlabel="tc_run_out")
    s.edit(".gitlab-ci.yml",
           "server:\n  stage: test\n  image: gradle:8.10.2-jdk17\n  needs: [web]\n",
           "server:\n  stage: test\n  image: gradle:8.10.2-jdk17\n  needs: [web]\n"
           "  # Testcontainers starts PostgreSQL through the Docker-in-Docker service\n"
           "  services:\n    - name: docker:27-dind\n      alias: docker\n  variables:\n"
           "    DOCKER_HOST: tcp://docker:2375\n    DOCKER_TLS_CERTDIR: \"\"\n    TESTCONTAINERS_HOST_OVERRIDE: docker\n",
           label="ci_dind")
    s.say("Done:\n\n"
          "- `V2__no_overlapping_bookings.sql`: `btree_gist` plus the `booking_no_overlap` exclusion constraint on "
          "`(berth_id, daterange(arrival, departure, '[)'))` for non-cancelled bookings. The admin move and the "
          "CSV importer are covered now, because the rule lives in the database.\n"
          "- Tests run against PostgreSQL 16 in Testcontainers instead of H2: `TestcontainersConfig` with "
          "`@ServiceConnection`, H2 removed from the build, the H2 datasource removed from `application-test.yml`. "
          "All 216 tests pass in 1m52s, Flyway applies V1 and V2 at start-up.\n"
          "- `BookingOverlapConstraintTest` inserts overlapping rows with plain JDBC, bypassing every service, and "
          "expects the constraint violation; it also pins the back-to-back and cancelled cases.\n"
          "- CI: the `server` job gets a `docker:27-dind` service so Testcontainers can start containers on the "
          "shared runners.\n\n"
          "`BookingService`'s berth lock can stay; it now just turns a likely 23P01 into a clean 409 earlier.",
          label="constraint_done")

    s.prompt("Looks right. Push it and merge once the pipeline is green; I want to see the dind setup work.", label="p2")
    s.bash("git add -A && git commit -q -m \"server: no-overlap exclusion constraint; tests on Testcontainers PostgreSQL\" "
           "&& git push -q -u origin no-overlap && glab mr create --fill --yes -t main >/dev/null && sleep 420 && glab ci status "
           "&& glab mr merge --yes --remove-source-branch",
           "Commit, open the MR, wait for the pipeline and merge",
           stdout=dedent("""
               (success) • 01m 24s	test		web
               (success) • 04m 51s	test		server
               (success) • 05m 40s	e2e		e2e
               (skipped) • 00m 00s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2163094418
               SHA: 4b9e07d2c6a1f58e3d0b7a92c5e1f4d86a3b2c07
               Pipeline state: success
               ✓ Merged!
               ✓ Deleted source branch no-overlap""").rstrip("\n"), dur=(428, 436), timeout=600000, rlabel="merge_no_overlap")
    s.branch = "main"
    s.say("Green on the first run: the server job took 4m51s with Testcontainers going through `docker:27-dind`, "
          "about two minutes more than on H2. Merged into main.")

    s.prompt("Next thing, and I've made up my mind: we're leaving Heroku. November's bill will be about $96 "
             "(Postgres Essential plus two Basic dynos), the Eco dyno for staging sleeps so the harbour office "
             "waits ten seconds every morning, and all our marinas are in Portugal and Spain while Heroku's "
             "common runtime sits in the US. I want Fly.io in Amsterdam. I looked at Render and Koyeb as well, "
             "but Fly's per-second machines and the ams region win. I'll do the move myself in the first week of "
             "December; prepare what the repo needs on a `fly` branch.", label="p3")
    s.think("Heroku deploy:jar never needed a container. Fly needs a Dockerfile: build web (node 18 + yarn), "
            "build the boot jar (gradle jdk17), run on a JRE image. fly.toml with ams, internal port 8080, "
            "health check on actuator liveness, auto stop/start machines. Measure JVM start-up, because auto-stop "
            "means cold starts.")
    s.bash("git switch -q -c fly", "Create the fly branch", stdout="")
    s.branch = "fly"
    s.write("Dockerfile", dedent("""
        # syntax=docker/dockerfile:1.7
        FROM node:18-bookworm-slim AS web
        WORKDIR /src/web
        COPY web/package.json web/yarn.lock ./
        RUN yarn install --frozen-lockfile
        COPY web/ ./
        RUN yarn build

        FROM gradle:8.10.2-jdk17 AS server
        WORKDIR /src/server
        COPY server/ ./
        COPY --from=web /src/web/dist ../web/dist
        RUN ./gradlew bootJar --no-daemon

        FROM eclipse-temurin:17-jre-alpine
        WORKDIR /app
        COPY --from=server /src/server/build/libs/berthly-server.jar app.jar
        EXPOSE 8080
        ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-jar", "app.jar"]
        """), label="write_dockerfile")
    s.write("fly.toml", dedent("""
        app = "berthly-api"
        primary_region = "ams"

        [build]
          dockerfile = "Dockerfile"

        [env]
          SPRING_PROFILES_ACTIVE = "prod"

        [http_service]
          internal_port = 8080
          force_https = true
          auto_stop_machines = "stop"
          auto_start_machines = true
          min_machines_running = 0

          [[http_service.checks]]
            grace_period = "20s"
            interval = "30s"
            method = "GET"
            path = "/actuator/health/liveness"
            timeout = "5s"

        [[vm]]
          size = "shared-cpu-2x"
          memory = "1gb"
        """), label="write_fly_toml")
    s.bash("docker build -q -t berthly-api . && docker run --rm --network host -e SPRING_PROFILES_ACTIVE=local berthly-api 2>&1 "
           "| grep -m1 'Started BerthlyApplication'", "Build the image and measure start-up",
           stdout="«UTCTS».918Z  INFO 1 --- [berthly-server] [           main] app.berthly.BerthlyApplication           : Started BerthlyApplication in 7.412 seconds (process running for 8.106)",
           dur=(190, 205), rlabel="jvm_startup")
    s.say("On the `fly` branch:\n\n"
          "- `Dockerfile`, three stages: web on `node:18-bookworm-slim` with Yarn, the boot jar on "
          "`gradle:8.10.2-jdk17`, and the runtime on `eclipse-temurin:17-jre-alpine` running "
          "`java -jar app.jar`. Same jar as on Heroku, just in a container.\n"
          "- `fly.toml`: app `berthly-api` in `ams`, port 8080, liveness check on "
          "`/actuator/health/liveness`, machines auto-stop when idle and auto-start on the next request.\n\n"
          "One number to keep an eye on: the container takes **7.4 s** to start. With `auto_stop_machines` and "
          "`min_machines_running = 0`, the first request after an idle period pays that. If it bothers the "
          "harbour office, keep one machine running.\n\n"
          "For the move itself: `fly launch --no-deploy` with this config, `fly secrets set` for the datasource, "
          "Sentry DSN and tide API key, then switch the `deploy` job in `.gitlab-ci.yml` to "
          "`flyctl deploy --remote-only` with a `FLY_API_TOKEN` variable.", label="fly_prep")
    return s


# =============================================================================================
# s05  2025-12-11  Fly.io move reported; Java 17 -> 21, Spring Boot 3.4 -> 3.5; RestTemplate -> RestClient
# =============================================================================================

def offscreen_fly_move():
    """The developer's Fly.io move (first deploy Wednesday 2025-12-03): fly branch merged, deploy job switched."""
    ci = FS[".gitlab-ci.yml"]
    old_deploy = ci[ci.index("deploy:\n  stage: deploy"):]
    ci = ci.replace(old_deploy, dedent("""
        deploy:
          stage: deploy
          image: flyio/flyctl:latest
          needs: [server, e2e]
          rules:
            - if: $CI_COMMIT_BRANCH == "main"
          script:
            - flyctl deploy --remote-only
        """))
    fs_set(".gitlab-ci.yml", ci)
    fs_set(".sdkmanrc", "# Enable auto-env through the sdkman_auto_env config\njava=17.0.12-tem\n")


def s05():
    offscreen_fly_move()
    s = Session("s05", "2025-12-11T09:47:20.118", "2.0.64", "claude-sonnet-4-5-20250929", "java21", "v20", hook=True)
    s.prompt("The Fly move is done: the first `fly deploy` went out on Wednesday last week, DNS switched the same "
             "evening, and both Heroku apps have been deleted since Monday. Postgres went along to Fly's Managed "
             "Postgres in the same window. Today: Java 21. We're still on 17 everywhere (Gradle toolchain, "
             "Dockerfile, the CI image, my .sdkmanrc). And since we're touching the build anyway, take Spring Boot "
             "from 3.4 to 3.5.", label="p1")
    s.think("Find every 17 pin: toolchain in build.gradle.kts, the gradle:...-jdk17 and eclipse-temurin:17 images in "
            "the Dockerfile, the CI server image, .sdkmanrc. Spring Boot version is in the catalog. Gradle 8.10 runs "
            "fine on 21 but the image tag with jdk21 is 8.14.x, so bump the wrapper to match.")
    s.grep("jdk17|temurin:17|JavaLanguageVersion.of\\(17\\)|java=17", "", dedent(f"""
        /home/ines/src/berthly/.gitlab-ci.yml:{line_of('.gitlab-ci.yml', 'gradle:8.10.2-jdk17')}:  image: gradle:8.10.2-jdk17
        /home/ines/src/berthly/.sdkmanrc:2:java=17.0.12-tem
        /home/ines/src/berthly/Dockerfile:{line_of('Dockerfile', 'gradle:8.10.2-jdk17')}:FROM gradle:8.10.2-jdk17 AS server
        /home/ines/src/berthly/Dockerfile:{line_of('Dockerfile', 'temurin:17')}:FROM eclipse-temurin:17-jre-alpine
        /home/ines/src/berthly/server/build.gradle.kts:{line_of('server/build.gradle.kts', 'JavaLanguageVersion.of(17)')}:        languageVersion = JavaLanguageVersion.of(17)""").rstrip("\n"),
           rlabel="grep_17")
    s.edit("server/build.gradle.kts", "languageVersion = JavaLanguageVersion.of(17)",
           "languageVersion = JavaLanguageVersion.of(21)", label="edit_toolchain")
    s.edit("server/gradle/libs.versions.toml", 'spring-boot = "3.4.9"', 'spring-boot = "3.5.8"', label="edit_boot35")
    s.edit("Dockerfile",
           "FROM gradle:8.10.2-jdk17 AS server\nWORKDIR /src/server\nCOPY server/ ./\nCOPY --from=web /src/web/dist ../web/dist\n"
           "RUN ./gradlew bootJar --no-daemon\n\nFROM eclipse-temurin:17-jre-alpine\n",
           "FROM gradle:8.14.3-jdk21 AS server\nWORKDIR /src/server\nCOPY server/ ./\nCOPY --from=web /src/web/dist ../web/dist\n"
           "RUN ./gradlew bootJar --no-daemon\n\nFROM eclipse-temurin:21-jre-alpine\n", label="edit_dockerfile_21")
    s.edit(".gitlab-ci.yml", "  image: gradle:8.10.2-jdk17\n", "  image: gradle:8.14.3-jdk21\n", label="edit_ci_21")
    s.edit(".sdkmanrc", "java=17.0.12-tem", "java=21.0.5-tem", label="edit_sdkmanrc")
    s.bash("sdk env install && cd server && ./gradlew wrapper --gradle-version 8.14.3 -q && ./gradlew build 2>&1 | tail -n 5",
           "Install JDK 21, bump the wrapper and build",
           stdout=dedent("""
               Downloading: java 21.0.5-tem

               In progress...

               ######################################################################## 100.0%

               Repackaging Java 21.0.5-tem...

               Done repackaging...

               Installing: java 21.0.5-tem
               Done installing!

               Using java version 21.0.5-tem in this shell.
               > Task :check
               > Task :build

               BUILD SUCCESSFUL in 2m 9s
               8 actionable tasks: 8 executed""").rstrip("\n"), dur=(160, 172), rlabel="java21_build")
    s.say("Java 21 and Spring Boot 3.5 are in:\n\n"
          "- Gradle toolchain `JavaLanguageVersion.of(21)`, wrapper 8.14.3.\n"
          "- Catalog: `spring-boot = \"3.5.8\"`. No deprecation warnings from our config; the one thing 3.5 "
          "changes that touches us is the actuator's `heapdump` endpoint defaulting to `access: none`, which we "
          "never exposed anyway.\n"
          "- Dockerfile: build stage `gradle:8.14.3-jdk21`, runtime `eclipse-temurin:21-jre-alpine`.\n"
          "- CI `server` job on `gradle:8.14.3-jdk21`; `.sdkmanrc` → `java=21.0.5-tem` (installed).\n\n"
          "Full build and all 216 tests pass on 21. Virtual threads are now one property away "
          "(`spring.threads.virtual.enabled=true`); I haven't turned that on.", label="java21_done")
    s.end_turn()

    s.prompt("Leave virtual threads for later. Other thing while we're in the server: the tide lookups. TideClient "
             "still uses RestTemplate, which is in maintenance mode, and it has no timeouts: when tideapi.eu hung "
             "on Monday, every booking request hung with it for 30+ seconds. Move it to RestClient, with proper "
             "timeouts.", label="p2")
    s.read("server/src/main/java/app/berthly/tide/TideClient.java", rlabel="read_tideclient")
    s.write("server/src/main/java/app/berthly/tide/TideConfig.java", dedent("""
        package app.berthly.tide;

        import java.net.http.HttpClient;
        import java.time.Duration;
        import org.springframework.beans.factory.annotation.Value;
        import org.springframework.context.annotation.Bean;
        import org.springframework.context.annotation.Configuration;
        import org.springframework.http.client.JdkClientHttpRequestFactory;
        import org.springframework.web.client.RestClient;

        @Configuration(proxyBeanMethods = false)
        class TideConfig {

            /** tideapi.eu hung for 30+ s on 2025-12-08 and took every booking request with it: fail fast instead. */
            @Bean
            RestClient tideRestClient(RestClient.Builder builder,
                                      @Value("${berthly.tides.base-url}") String baseUrl,
                                      @Value("${berthly.tides.api-key}") String apiKey) {
                HttpClient jdk = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
                JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(jdk);
                factory.setReadTimeout(Duration.ofSeconds(3));
                return builder.baseUrl(baseUrl).defaultHeader("X-Api-Key", apiKey).requestFactory(factory).build();
            }
        }
        """))
    s.write("server/src/main/java/app/berthly/tide/TideClient.java", dedent("""
        package app.berthly.tide;

        import java.time.LocalDate;
        import org.springframework.beans.factory.annotation.Qualifier;
        import org.springframework.stereotype.Component;
        import org.springframework.web.client.RestClient;
        import org.springframework.web.client.RestClientException;

        /** Tide extremes from tideapi.eu, cached per station and day by TideCache. */
        @Component
        public class TideClient {

            private final RestClient http;

            public TideClient(@Qualifier("tideRestClient") RestClient http) {
                this.http = http;
            }

            /** Lowest predicted water level above chart datum between two dates, in metres. */
            public double minWaterLevel(String station, LocalDate from, LocalDate to) {
                try {
                    TideExtremes extremes = http.get()
                            .uri("/v2/stations/{station}/extremes?from={from}&to={to}", station, from, to)
                            .retrieve()
                            .body(TideExtremes.class);
                    if (extremes == null) {
                        throw new TideUnavailableException(station);
                    }
                    return extremes.lowestLow();
                } catch (RestClientException e) { // timeouts arrive as ResourceAccessException
                    throw new TideUnavailableException(station, e);
                }
            }
        }
        """), label="write_restclient")
    test = FS["server/src/test/java/app/berthly/tide/TideClientTest.java"]
    test = (test.replace("import org.springframework.boot.web.client.RestTemplateBuilder;\n", "")
                .replace("import org.springframework.test.web.client.MockRestServiceServer;\n",
                         "import org.springframework.test.web.client.MockRestServiceServer;\nimport org.springframework.web.client.RestClient;\n")
                .replace('        client = new TideClient(new RestTemplateBuilder(), "https://tides.test", "key");\n'
                         '        server = MockRestServiceServer.bindTo(client.restTemplate()).build();\n',
                         '        RestClient.Builder builder = RestClient.builder()\n'
                         '                .baseUrl("https://tides.test")\n                .defaultHeader("X-Api-Key", "key");\n'
                         '        server = MockRestServiceServer.bindTo(builder).build();\n'
                         '        client = new TideClient(builder.build());\n'))
    s.write("server/src/test/java/app/berthly/tide/TideClientTest.java", test)
    s.bash("cd server && ./gradlew test --tests '*Tide*' --tests '*Booking*' 2>&1 | tail -n 3",
           "Run the tide and booking tests",
           stdout="BUILD SUCCESSFUL in 47s\n5 actionable tasks: 2 executed, 3 up-to-date", dur=(47, 52),
           rlabel="restclient_tests")
    s.bash("git add -A && git commit -q -m \"server: Java 21, Spring Boot 3.5; TideClient on RestClient with timeouts\" "
           "&& git push -q -u origin java21 && glab mr create --fill --yes -t main >/dev/null && sleep 420 && glab ci status "
           "&& glab mr merge --yes --remove-source-branch",
           "Commit, open the MR, wait for the pipeline and merge",
           stdout=dedent("""
               (success) • 01m 19s	test		web
               (success) • 03m 02s	test		server
               (success) • 05m 41s	e2e		e2e
               (skipped) • 00m 00s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2204417315
               SHA: 0b6e3d1a9c7f25e48d13b0a6f9e2c5d7a18f4b20
               Pipeline state: success
               ✓ Merged!
               ✓ Deleted source branch java21""").rstrip("\n"), dur=(428, 436), timeout=600000, rlabel="merge_java21")
    s.branch = "main"
    s.say("`TideClient` is on `RestClient` now. The client itself comes from a `tideRestClient` bean in "
          "`TideConfig` with a 2 s connect and 3 s read timeout on the JDK `HttpClient`, so a hanging tideapi.eu "
          "costs a booking request at most ~5 s and surfaces as `TideUnavailableException` (the controller "
          "advice already maps that to a 503 with a retry hint). The test binds `MockRestServiceServer` to a "
          "`RestClient.Builder` instead of the old template.\n\n"
          "Pipeline green, MR merged: main is on Java 21 + Spring Boot 3.5 + RestClient as of today, and the "
          "deploy job ships it to Fly.", label="restclient_done")
    s.end_turn()
    return s


# =============================================================================================
# s06  2026-01-13  app: provider -> Riverpod (dio mentioned in passing); Bloc rejected
# =============================================================================================

def offscreen_dio():
    """Friday 2026-01-09: the developer moved the app's networking from package:http to dio."""
    fs_set("app/pubspec.yaml", FS["app/pubspec.yaml"]
           .replace("version: 1.6.0+42", "version: 1.8.0+57")
           .replace("  flutter_secure_storage: ^9.2.2\n  http: ^1.2.2\n",
                    "  dio: ^5.7.0\n  flutter_secure_storage: ^9.2.2\n"))
    fs_set("app/lib/main.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:provider/provider.dart';
        import 'package:sentry_flutter/sentry_flutter.dart';

        import 'api/api_client.dart';
        import 'app.dart';
        import 'auth/auth_model.dart';
        import 'berths/berth_map_model.dart';
        import 'bookings/bookings_model.dart';

        Future<void> main() async {
          await SentryFlutter.init(
            (options) => options.dsn = const String.fromEnvironment('SENTRY_DSN'),
            appRunner: () {
              final api = ApiClient.create(); // dio + token refresh interceptor
              runApp(
                MultiProvider(
                  providers: [
                    Provider<ApiClient>.value(value: api),
                    ChangeNotifierProvider(create: (_) => AuthModel(api)..restore()),
                    ChangeNotifierProxyProvider<AuthModel, BookingsModel>(
                      create: (_) => BookingsModel(api),
                      update: (_, auth, bookings) => bookings!..onAuthChanged(auth.session),
                    ),
                    ChangeNotifierProxyProvider<AuthModel, BerthMapModel>(
                      create: (_) => BerthMapModel(api),
                      update: (_, auth, map) => map!..onAuthChanged(auth.session),
                    ),
                  ],
                  child: const BerthlyApp(),
                ),
              );
            },
          );
        }
        """))
    fs_set("app/lib/bookings/bookings_screen.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:provider/provider.dart';

        import 'booking_tile.dart';
        import 'bookings_model.dart';

        class BookingsScreen extends StatelessWidget {
          const BookingsScreen({super.key});

          @override
          Widget build(BuildContext context) {
            final model = context.watch<BookingsModel>();
            if (model.loading) {
              return const Center(child: CircularProgressIndicator());
            }
            return RefreshIndicator(
              onRefresh: model.reload,
              child: ListView(children: [for (final b in model.upcoming) BookingTile(booking: b)]),
            );
          }
        }
        """))
    fs_set("app/lib/berths/berth_map_screen.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:provider/provider.dart';

        import 'berth_map_model.dart';
        import 'berth_map_view.dart';

        class BerthMapScreen extends StatelessWidget {
          const BerthMapScreen({super.key, required this.harbourId});

          final int harbourId;

          @override
          Widget build(BuildContext context) {
            final map = context.watch<BerthMapModel>().mapFor(harbourId);
            return map == null
                ? const Center(child: CircularProgressIndicator())
                : BerthMapView(map: map, onBerthTap: (berth) => showBerthSheet(context, berth));
          }
        }
        """))
    fs_set("app/lib/auth/login_screen.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:provider/provider.dart';

        import 'auth_model.dart';
        import 'login_form.dart';

        class LoginScreen extends StatelessWidget {
          const LoginScreen({super.key});

          @override
          Widget build(BuildContext context) {
            final auth = context.watch<AuthModel>();
            return LoginForm(
              busy: auth.busy,
              error: auth.error,
              onSubmit: (email, password) => context.read<AuthModel>().signIn(email, password),
            );
          }
        }
        """))


def s06():
    offscreen_dio()
    s = Session("s06", "2026-01-13T15:22:09.640", "2.1.6", "claude-opus-4-5-20251101", "app-riverpod", "v21a",
                slug="amber-drifting-heron")
    s.prompt("App day. Since I moved the app's networking from http to dio on Friday (the interceptors for the token "
             "refresh were the reason), the last real mess is state: three ChangeNotifiers glued together with "
             "ChangeNotifierProxyProvider in main.dart, and the bookings screen rebuilds four times per tap. I want "
             "Riverpod, with code generation. I looked at Bloc too, but that's far too much ceremony for 14 "
             "screens.", label="p1")
    s.think("Three notifiers: AuthModel, BookingsModel, BerthMapModel, and an ApiClient passed around by Provider. "
            "With riverpod_generator: apiClient provider (keepAlive), AuthController (AsyncNotifier, keepAlive), "
            "BookingsController depending on auth, berthMap family by harbourId. The ProxyProviders disappear "
            "because dependencies become ref.watch. Add riverpod first, port, then remove provider and check the "
            "lockfile.")
    s.read("app/pubspec.yaml", rlabel="read_pubspec_dio")
    s.bash("cd app && fvm flutter pub add flutter_riverpod riverpod_annotation dev:riverpod_generator dev:build_runner "
           "dev:custom_lint dev:riverpod_lint 2>&1 | grep -E '^\\+ (flutter_)?riverpod|^Changed|newer versions'",
           "Add Riverpod with code generation",
           stdout=dedent("""
               + flutter_riverpod 2.6.1
               + riverpod 2.6.1
               + riverpod_analyzer_utils 0.5.8
               + riverpod_annotation 2.6.1
               + riverpod_generator 2.6.3
               + riverpod_lint 2.6.3
               Changed 49 dependencies!
               11 packages have newer versions incompatible with dependency constraints.""").rstrip("\n"),
           dur=(14, 22), label="pub_add", rlabel="pub_add_out")
    s.read("app/lib/main.dart")
    s.write("app/lib/api/api_provider.dart", dedent("""
        import 'package:riverpod_annotation/riverpod_annotation.dart';

        import 'api_client.dart';

        part 'api_provider.g.dart';

        /// One ApiClient (a Dio with the token-refresh interceptor) for the whole app.
        @Riverpod(keepAlive: true)
        ApiClient apiClient(Ref ref) => ApiClient.create();
        """))
    s.write("app/lib/auth/auth_controller.dart", dedent("""
        import 'package:riverpod_annotation/riverpod_annotation.dart';

        import '../api/api_provider.dart';
        import 'session.dart';

        part 'auth_controller.g.dart';

        @Riverpod(keepAlive: true)
        class AuthController extends _$AuthController {
          @override
          Future<Session?> build() => ref.watch(apiClientProvider).restoreSession();

          Future<void> signIn(String email, String password) async {
            state = const AsyncLoading();
            state = await AsyncValue.guard(() => ref.read(apiClientProvider).signIn(email, password));
          }

          Future<void> signOut() async {
            await ref.read(apiClientProvider).signOut();
            state = const AsyncData(null);
          }
        }
        """))
    s.write("app/lib/bookings/bookings_controller.dart", dedent("""
        import 'package:riverpod_annotation/riverpod_annotation.dart';

        import '../api/api_provider.dart';
        import '../auth/auth_controller.dart';
        import '../models/booking.dart';

        part 'bookings_controller.g.dart';

        @riverpod
        class BookingsController extends _$BookingsController {
          @override
          Future<List<Booking>> build() async {
            // Re-runs when the session changes; this replaces the ChangeNotifierProxyProvider.
            final session = await ref.watch(authControllerProvider.future);
            if (session == null) return const [];
            return ref.watch(apiClientProvider).upcomingBookings();
          }

          Future<void> cancel(int bookingId) async {
            await ref.read(apiClientProvider).cancelBooking(bookingId);
            ref.invalidateSelf();
          }
        }
        """))
    s.write("app/lib/berths/berth_map_controller.dart", dedent("""
        import 'package:riverpod_annotation/riverpod_annotation.dart';

        import '../api/api_provider.dart';
        import '../auth/auth_controller.dart';
        import '../models/berth_map.dart';

        part 'berth_map_controller.g.dart';

        /// One cached map per harbour; disposed when no screen shows it.
        @riverpod
        Future<BerthMap> berthMap(Ref ref, int harbourId) async {
          await ref.watch(authControllerProvider.future);
          return ref.watch(apiClientProvider).berthMap(harbourId);
        }
        """))
    s.write("app/lib/main.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:flutter_riverpod/flutter_riverpod.dart';
        import 'package:sentry_flutter/sentry_flutter.dart';

        import 'app.dart';

        Future<void> main() async {
          await SentryFlutter.init(
            (options) => options.dsn = const String.fromEnvironment('SENTRY_DSN'),
            appRunner: () => runApp(const ProviderScope(child: BerthlyApp())),
          );
        }
        """), label="write_main_riverpod")
    s.write("app/lib/bookings/bookings_screen.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:flutter_riverpod/flutter_riverpod.dart';

        import '../common/error_retry.dart';
        import 'booking_tile.dart';
        import 'bookings_controller.dart';

        class BookingsScreen extends ConsumerWidget {
          const BookingsScreen({super.key});

          @override
          Widget build(BuildContext context, WidgetRef ref) {
            final upcoming = ref.watch(bookingsControllerProvider);
            return upcoming.when(
              loading: () => const Center(child: CircularProgressIndicator()),
              error: (e, _) => ErrorRetry(error: e, onRetry: () => ref.invalidate(bookingsControllerProvider)),
              data: (bookings) => RefreshIndicator(
                onRefresh: () => ref.refresh(bookingsControllerProvider.future),
                child: ListView(children: [for (final b in bookings) BookingTile(booking: b)]),
              ),
            );
          }
        }
        """))
    s.edit("app/lib/berths/berth_map_screen.dart",
           "import 'package:provider/provider.dart';\n\nimport 'berth_map_model.dart';\n",
           "import 'package:flutter_riverpod/flutter_riverpod.dart';\n\nimport 'berth_map_controller.dart';\n")
    s.edit("app/lib/berths/berth_map_screen.dart",
           "class BerthMapScreen extends StatelessWidget {\n  const BerthMapScreen({super.key, required this.harbourId});\n\n"
           "  final int harbourId;\n\n  @override\n  Widget build(BuildContext context) {\n"
           "    final map = context.watch<BerthMapModel>().mapFor(harbourId);\n    return map == null\n"
           "        ? const Center(child: CircularProgressIndicator())\n"
           "        : BerthMapView(map: map, onBerthTap: (berth) => showBerthSheet(context, berth));\n",
           "class BerthMapScreen extends ConsumerWidget {\n  const BerthMapScreen({super.key, required this.harbourId});\n\n"
           "  final int harbourId;\n\n  @override\n  Widget build(BuildContext context, WidgetRef ref) {\n"
           "    final map = ref.watch(berthMapProvider(harbourId)).valueOrNull;\n    return map == null\n"
           "        ? const Center(child: CircularProgressIndicator())\n"
           "        : BerthMapView(map: map, onBerthTap: (berth) => showBerthSheet(context, berth));\n")
    s.write("app/lib/auth/login_screen.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:flutter_riverpod/flutter_riverpod.dart';

        import 'auth_controller.dart';
        import 'login_form.dart';

        class LoginScreen extends ConsumerWidget {
          const LoginScreen({super.key});

          @override
          Widget build(BuildContext context, WidgetRef ref) {
            final auth = ref.watch(authControllerProvider);
            return LoginForm(
              busy: auth.isLoading,
              error: auth.hasError ? auth.error : null,
              onSubmit: (email, password) => ref.read(authControllerProvider.notifier).signIn(email, password),
            );
          }
        }
        """))
    s.bash("cd app && git rm -q lib/auth/auth_model.dart lib/bookings/bookings_model.dart lib/berths/berth_map_model.dart "
           "&& (grep -rn \"package:provider\\|ChangeNotifier\" lib || echo 'no provider imports or ChangeNotifiers left')",
           "Delete the ChangeNotifier models and check nothing still uses provider",
           stdout="no provider imports or ChangeNotifiers left")
    s.bash("cd app && fvm flutter pub remove provider 2>&1 | tail -n 4 && git diff --stat -- pubspec.yaml pubspec.lock "
           "&& git diff -U0 pubspec.lock | grep -A7 -E '^[-+]  (flutter_riverpod|nested|provider|riverpod):'",
           "Remove provider and show the lockfile changes",
           stdout=dedent("""
               These packages are no longer being depended on:
               - nested 1.0.0
               - provider 6.1.2
               Changed 2 dependencies!
                app/pubspec.lock | 398 ++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++----
                app/pubspec.yaml |   9 +-
                2 files changed, 381 insertions(+), 26 deletions(-)
               +  flutter_riverpod:
               +    dependency: "direct main"
               +    description:
               +      name: flutter_riverpod
               +      sha256: "9532ee6db4a943a1ed8383072a2e3eeda041db5657cdf6d2acecf3c21ecbe7e1"
               +      url: "https://pub.dev"
               +    source: hosted
               +    version: "2.6.1"
               -  nested:
               -    dependency: transitive
               -    description:
               -      name: nested
               -      sha256: "03bac4c528c64c95c722ec99280375a6f2fc708eec17c7b3f07253b626cd2a20"
               -      url: "https://pub.dev"
               -    source: hosted
               -    version: "1.0.0"
               -  provider:
               -    dependency: "direct main"
               -    description:
               -      name: provider
               -      sha256: "c8a055ee5ce3fd98d6fc872478b03823ffdb448699c6ebdbbc71d59b596fd48c"
               -      url: "https://pub.dev"
               -    source: hosted
               -    version: "6.1.2"
               +  riverpod:
               +    dependency: transitive
               +    description:
               +      name: riverpod
               +      sha256: "59062512288d3056b2321804332a13ffdd1bf16df70dcc8e506e411280a72959"
               +      url: "https://pub.dev"
               +    source: hosted
               +    version: "2.6.1\"""").rstrip("\n"), dur=(8, 13), label="pub_remove", rlabel="lock_diff")
    s.bash("cd app && fvm dart run build_runner build -d 2>&1 | tail -n 1 && fvm flutter analyze && fvm flutter test",
           "Generate the providers, analyze and run the tests",
           stdout=dedent("""
               [INFO] Succeeded after 10.4s with 8 outputs (22 actions)
               Analyzing app...
               No issues found! (ran in 4.1s)
               00:12 +64: All tests passed!""").rstrip("\n"), dur=(38, 47), rlabel="riverpod_tests")
    s.say("The app is on Riverpod, and `provider` is gone from `pubspec.yaml` and `pubspec.lock` (together with "
          "its `nested` dependency):\n\n"
          "- `apiClientProvider` (keepAlive) holds the one dio-based `ApiClient`.\n"
          "- `AuthController`: an `AsyncNotifier` for the session, `signIn`/`signOut`.\n"
          "- `BookingsController` watches the session, so the `ChangeNotifierProxyProvider` wiring disappears; "
          "`cancel` invalidates itself.\n"
          "- `berthMapProvider(harbourId)`: a family, one cached map per harbour, auto-disposed.\n"
          "- `main.dart` is just `ProviderScope(child: BerthlyApp())`; the three screens are `ConsumerWidget`s "
          "and the three `ChangeNotifier` models are deleted.\n\n"
          "`riverpod_lint` is wired through `custom_lint`, analyze is clean and all 64 tests pass. The four "
          "rebuilds per tap came from `context.watch<BookingsModel>()` firing for every `notifyListeners` "
          "(loading flag, list, auth change, proxy update); with `AsyncValue` the screen rebuilds once per state "
          "change.", label="riverpod_done")
    s.end_turn()

    s.prompt("The rebuild counter on the bookings screen shows one per tap now. Commit and merge.", label="p2")
    s.bash("git add -A && git commit -q -m \"app: provider -> Riverpod (generated providers)\" && git push -q -u origin app-riverpod "
           "&& glab mr create --fill --yes -t main >/dev/null && glab mr merge --yes --remove-source-branch",
           "Commit and merge the Riverpod port",
           stdout="✓ Merged!\n✓ Deleted source branch app-riverpod", dur=(6, 9), rlabel="merge_riverpod")
    s.branch = "main"
    s.say("Merged to main. The app is on Riverpod from today.", label="riverpod_merged")
    s.end_turn()
    return s


# =============================================================================================
# s07  2026-02-10  Node 18 -> 22 (pnpm first seen, never announced); Vuex -> Pinia decided; Nuxt rejected
# =============================================================================================

def offscreen_pnpm():
    """Some time between 2025-12-11 and 2026-02-10 the web client moved from Yarn 1 to pnpm. Never announced."""
    ci = FS[".gitlab-ci.yml"]
    ci = ci.replace(ind2(dedent("""
          cache:
            key:
              files: [web/yarn.lock]
            paths: [web/node_modules/]
          script:
            - cd web
            - yarn install --frozen-lockfile
            - yarn test:unit
            - yarn build
        """)), ind2(dedent("""
          cache:
            key:
              files: [web/pnpm-lock.yaml]
            paths: [.pnpm-store/]
          before_script:
            - corepack enable
            - pnpm config set store-dir .pnpm-store
          script:
            - cd web
            - pnpm install --frozen-lockfile
            - pnpm test:unit
            - pnpm build
        """)))
    ci = ci.replace(ind2(dedent("""
          cache:
            key:
              files: [web/yarn.lock]
            paths: [web/node_modules/]
            policy: pull
          script:
            - cd web
            - yarn install --frozen-lockfile
            - yarn test:e2e
        """)), ind2(dedent("""
          cache:
            key:
              files: [web/pnpm-lock.yaml]
            paths: [.pnpm-store/]
            policy: pull
          before_script:
            - corepack enable
            - pnpm config set store-dir .pnpm-store
          script:
            - cd web
            - pnpm install --frozen-lockfile
            - pnpm test:e2e
        """)))
    assert "yarn" not in ci
    fs_set(".gitlab-ci.yml", ci)
    fs_set("Dockerfile", FS["Dockerfile"].replace(
        "COPY web/package.json web/yarn.lock ./\nRUN yarn install --frozen-lockfile\nCOPY web/ ./\nRUN yarn build\n",
        "COPY web/package.json web/pnpm-lock.yaml ./\nRUN corepack enable && pnpm install --frozen-lockfile\nCOPY web/ ./\nRUN pnpm build\n"))
    assert "yarn" not in FS["Dockerfile"]
    fs_set(".nvmrc", "18\n")
    fs_set("web/package.json", dedent("""
        {
          "name": "berthly-web",
          "version": "1.8.0",
          "private": true,
          "type": "module",
          "packageManager": "pnpm@10.2.1",
          "engines": {
            "node": ">=18"
          },
          "scripts": {
            "dev": "vite",
            "build": "vue-tsc --noEmit && vite build",
            "preview": "vite preview --port 4173",
            "test:unit": "vitest run",
            "test:e2e": "start-server-and-test preview http://localhost:4173 'cypress run'",
            "lint": "eslint . --fix"
          },
          "dependencies": {
            "@sentry/vue": "^8.47.0",
            "vue": "^3.5.13",
            "vue-router": "^4.5.0",
            "vuex": "^4.1.0"
          },
          "devDependencies": {
            "@vitejs/plugin-vue": "^5.2.1",
            "@vue/test-utils": "^2.4.6",
            "cypress": "^13.17.0",
            "eslint": "^9.17.0",
            "eslint-plugin-cypress": "^4.1.0",
            "eslint-plugin-vue": "^9.32.0",
            "jsdom": "^25.0.1",
            "start-server-and-test": "^2.0.9",
            "typescript": "~5.7.2",
            "vite": "^6.0.7",
            "vitest": "^2.1.8",
            "vue-tsc": "^2.2.0"
          }
        }
        """))
    fs_set("web/src/main.ts", dedent("""
        import * as Sentry from "@sentry/vue";
        import { createApp } from "vue";
        import App from "./App.vue";
        import { router } from "./router";
        import { key, store } from "./store";
        import "./styles/main.css";

        const app = createApp(App);

        Sentry.init({
          app,
          dsn: import.meta.env.VITE_SENTRY_DSN,
          integrations: [Sentry.browserTracingIntegration({ router })],
          tracesSampleRate: 0.1,
        });

        app.use(router).use(store, key).mount("#app");
        """))


def s07():
    offscreen_pnpm()
    s = Session("s07", "2026-02-10T10:11:36.027", "2.1.38", "claude-opus-4-6", "node22", "v21b",
                slug="salty-mooring-otter")
    s.prompt("Web housekeeping. Node 18 has been end-of-life since last April, and Vite 7 refuses to run on it (it "
             "wants 20.19+), which is why Renovate's Vite 7 MR has been red for two weeks. Move the web client to "
             "Node 22 LTS: .nvmrc, engines, CI images, Dockerfile. Then take the Vite 7 update.", label="p1")
    s.think("Pins: .nvmrc, package.json engines, the web job image, the Cypress image (its Node too), and the "
            "web stage of the Dockerfile. Then install, unit tests, build on 22, then vite 7 with plugin-vue 6 "
            "and vitest 3.")
    ci = ".gitlab-ci.yml"
    s.grep("node:18|node-18|\"node\": \">=18\"|^18$", "", dedent(f"""
        /home/ines/src/berthly/.nvmrc:1:18
        /home/ines/src/berthly/.gitlab-ci.yml:{line_of(ci, 'image: node:18-bookworm')}:  image: node:18-bookworm
        /home/ines/src/berthly/.gitlab-ci.yml:{line_of(ci, 'cypress/browsers:node-18')}:  image: cypress/browsers:node-18.20.3-chrome-125.0.6422.141-1-ff-126.0.1-edge-125.0.2535.85-1
        /home/ines/src/berthly/Dockerfile:{line_of('Dockerfile', 'node:18-bookworm-slim')}:FROM node:18-bookworm-slim AS web
        /home/ines/src/berthly/web/package.json:{line_of('web/package.json', '">=18"')}:    "node": ">=18\"""").rstrip("\n"),
           rlabel="grep_node18")
    s.edit(".nvmrc", "18\n", "22\n", label="edit_nvmrc")
    s.edit("web/package.json", '"node": ">=18"', '"node": ">=22.12"', label="edit_engines")
    s.edit(ci, "  image: node:18-bookworm\n", "  image: node:22-bookworm\n", label="edit_ci_node22")
    s.edit(ci, "cypress/browsers:node-18.20.3-chrome-125.0.6422.141-1-ff-126.0.1-edge-125.0.2535.85-1",
           "cypress/browsers:node-22.14.0-chrome-133.0.6943.126-1-ff-135.0.1-edge-133.0.3065.82-1")
    s.edit("Dockerfile", "FROM node:18-bookworm-slim AS web", "FROM node:22-bookworm-slim AS web")
    s.bash("cd web && fnm use --install-if-missing && pnpm install && pnpm test:unit 2>&1 | tail -n 5 && pnpm build 2>&1 | tail -n 2",
           "Switch to Node 22 and run install, unit tests and build",
           stdout=dedent("""
               Installing Node v22.21.1 (x64)
               Using Node v22.21.1
               Lockfile is up to date, resolution step is skipped
               Already up to date

               Done in 1.2s using pnpm v10.2.1

                Test Files  14 passed (14)
                     Tests  97 passed (97)
                  Start at  «HMS»
                  Duration  3.12s (transform 688ms, setup 0ms, collect 2.41s, tests 402ms, environment 4.87s, prepare 1.19s)
               dist/assets/index-D3k9QeLs.js   311.62 kB │ gzip: 104.87 kB
               ✓ built in 6.71s""").rstrip("\n"), dur=(22, 30), label="node22_run", rlabel="node22_out")
    s.bash("cd web && pnpm up vite@7 @vitejs/plugin-vue@6 vitest@3 2>&1 | tail -n 9 && pnpm build 2>&1 | grep -E '^vite|built in'",
           "Take Vite 7 (with plugin-vue 6 and Vitest 3) and rebuild",
           stdout=dedent("""
               devDependencies:
               - @vitejs/plugin-vue 5.2.1
               + @vitejs/plugin-vue 6.0.1
               - vite 6.0.7
               + vite 7.3.1
               - vitest 2.1.8
               + vitest 3.2.4

               Done in 4.1s using pnpm v10.2.1
               vite v7.3.1 building for production...
               ✓ built in 5.94s""").rstrip("\n"), dur=(14, 20), rlabel="vite7_out")
    s.say("The web client is on Node 22 now:\n\n"
          "- `.nvmrc` → `22`, `engines.node` → `>=22.12`.\n"
          "- CI: `web` runs on `node:22-bookworm`, and the Cypress image moved to its Node 22.14 variant.\n"
          "- Dockerfile: the web stage builds on `node:22-bookworm-slim`.\n\n"
          "Install, 97 unit tests and the build pass on Node 22.21.1. On top of that, Vite 7.3.1 with "
          "`@vitejs/plugin-vue` 6 and Vitest 3.2 build cleanly, so Renovate's MR can be closed in favour of "
          "this branch.", label="node22_done")
    s.end_turn()

    s.prompt("Great. Next: Vuex. It has been in maintenance mode for ages and every getter is `any` in "
             "TypeScript. I want Pinia. Also, a friend asked whether we should go Nuxt while we're touching "
             "everything anyway. I don't see why an office dashboard behind a login needs SSR. Thoughts?", label="p2")
    s.think("Six Vuex modules. Pinia is the official store, typed, and can live next to Vuex during a port, module "
            "by module. Nuxt: SSR/SEO are not needs here; the public booking pages are three routes and could be "
            "prerendered if SEO ever matters. A Nuxt move would change routing, build and deployment for no user-"
            "visible gain.")
    s.bash("wc -l web/src/store/modules/*.ts web/src/store/index.ts", "Size up the Vuex store",
           stdout=dedent("""
                  96 web/src/store/modules/auth.ts
                 141 web/src/store/modules/availability.ts
                  58 web/src/store/modules/berths.ts
                 127 web/src/store/modules/bookings.ts
                 163 web/src/store/modules/invoices.ts
                  44 web/src/store/modules/ui.ts
                  39 web/src/store/index.ts
                 668 total""").rstrip("\n"), rlabel="vuex_size")
    s.say("Pinia: yes. It's the store the Vue team recommends now, stores are typed by inference (no more "
          "`any` getters or string-typed `dispatch(\"availability/refresh\")`), and it can run next to Vuex, so "
          "the 668 lines can move one module at a time without a big-bang branch.\n\n"
          "Nuxt: I agree with you, no. Nothing here needs server rendering: the office dashboard is behind a "
          "login, and the public booking flow is three routes that could be prerendered if search ranking "
          "ever matters. Nuxt would replace our router setup, the build and the way the server serves "
          "`web/dist`, for no change users would see.\n\n"
          "I'll add Pinia and port `berths` (the smallest module) as the template.", label="pinia_advice")
    s.bash("cd web && pnpm add pinia 2>&1 | tail -n 4", "Add Pinia",
           stdout="dependencies:\n+ pinia 3.0.4\n\nDone in 2.3s using pnpm v10.2.1", dur=(3, 5), label="pnpm_add_pinia",
           rlabel="pnpm_add_pinia_out")
    s.write("web/src/stores/berths.ts", dedent("""
        import { defineStore } from "pinia";
        import { computed, ref } from "vue";
        import { api } from "@/lib/api";
        import type { Berth } from "@/types";

        // Ported from store/modules/berths.ts (Vuex); the template for the other five modules.
        export const useBerthsStore = defineStore("berths", () => {
          const byHarbour = ref<Record<number, Berth[]>>({});
          const loading = ref(false);

          const forHarbour = computed(() => (harbourId: number) => byHarbour.value[harbourId] ?? []);

          async function load(harbourId: number) {
            loading.value = true;
            try {
              byHarbour.value[harbourId] = await api.get<Berth[]>(`/harbours/${harbourId}/berths`);
            } finally {
              loading.value = false;
            }
          }

          return { byHarbour, loading, forHarbour, load };
        });
        """), label="write_pinia_store")
    s.edit("web/src/main.ts",
           'import { createApp } from "vue";\n',
           'import { createPinia } from "pinia";\nimport { createApp } from "vue";\n')
    s.edit("web/src/main.ts", "app.use(router).use(store, key).mount(\"#app\");",
           "// Vuex stays registered until the last module has moved to Pinia.\n"
           "app.use(createPinia()).use(router).use(store, key).mount(\"#app\");")
    s.bash("cd web && pnpm test:unit 2>&1 | tail -n 4 | head -n 2", "Run the unit tests",
           stdout=" Test Files  14 passed (14)\n      Tests  97 passed (97)", dur=(5, 8))
    s.say("Pinia 3.0.4 is installed and registered next to Vuex, and `useBerthsStore` mirrors the Vuex `berths` "
          "module as a setup store. The old `berths` module stays registered until its two callers "
          "(`BerthAdminView`, `BerthPicker`) switch over, so nothing changes for users yet. Remaining modules: "
          "`auth`, `availability`, `bookings`, `invoices`, `ui`. `availability` and `bookings` talk to each other "
          "through root dispatches, so port those two together; in Pinia one store simply calls the other.",
          label="pinia_template")
    s.end_turn()

    s.prompt("Agreed, no Nuxt. I'll port the other five myself over the next weeks and drop Vuex when the last "
             "one is done. Commit and merge what's there.", label="p3")
    s.bash("git add -A && git commit -q -m \"web: Node 22, Vite 7; Pinia next to Vuex (berths store)\" && git push -q -u origin node22 "
           "&& glab mr create --fill --yes -t main >/dev/null && glab mr merge --yes --remove-source-branch",
           "Commit and merge", stdout="✓ Merged!\n✓ Deleted source branch node22", dur=(5, 9), rlabel="merge_node22")
    s.branch = "main"
    s.say("Merged. Node 22 and Vite 7 are on main; Pinia is in place for your port.", label="node22_merged")
    s.end_turn()
    return s


# =============================================================================================
# s08  2026-03-12  Pinia finished "yesterday"; Cypress -> Playwright; /compact; GraalVM native image
# =============================================================================================

def offscreen_pinia():
    """Wednesday 2026-03-11: the developer finished the Pinia port and removed Vuex."""
    pkg = FS["web/package.json"].replace('    "vue-router": "^4.5.0",\n    "vuex": "^4.1.0"\n',
                                         '    "pinia": "^3.0.4",\n    "vue-router": "^4.5.0"\n')
    pkg = pkg.replace('"vite": "^6.0.7"', '"vite": "^7.3.1"').replace('"vitest": "^2.1.8"', '"vitest": "^3.2.4"')
    pkg = pkg.replace('"@vitejs/plugin-vue": "^5.2.1"', '"@vitejs/plugin-vue": "^6.0.1"').replace('"version": "1.8.0"', '"version": "1.9.0"')
    fs_set("web/package.json", pkg)


SAVED: dict[str, str] = {}


def s08():
    offscreen_pinia()
    for path in ("Dockerfile", "server/build.gradle.kts", ".gitlab-ci.yml"):
        SAVED[path] = FS[path]
    s = Session("s08", "2026-03-12T09:36:50.455", "2.1.70", "claude-opus-4-6", "playwright", "v21b",
                slug="quiet-tidal-gannet", turn_lines=False)
    s.prompt("Finished the Pinia port yesterday: all six stores moved, `pnpm remove vuex` done, merged. Now the "
             "e2e tests. The Cypress job is our slowest and flakiest: about six minutes, and one run in five fails "
             "on the calendar drag test and passes on retry. Parallelising Cypress means paying for Cypress Cloud, "
             "which we won't. Let's move to Playwright: it parallelises for free and it has WebKit, which matters "
             "because half the harbour offices work on iPads.", label="p1")
    s.think("Five Cypress specs, nine tests, stubbed API via fixtures. Playwright: page.route for the stubs, "
            "webServer on vite preview, projects chromium + an iPad WebKit profile. Replace cypress + "
            "eslint-plugin-cypress + start-server-and-test, port the five specs, switch the CI image to the "
            "Playwright one.")
    s.bash("cd web && ls cypress/e2e cypress/fixtures && cat cypress.config.ts", "Look at the Cypress setup",
           stdout=dedent("""
               cypress/e2e:
               auth.cy.ts
               berth-admin.cy.ts
               booking-calendar.cy.ts
               booking-public.cy.ts
               invoices.cy.ts

               cypress/fixtures:
               harbour-porto-atlantico.json
               import { defineConfig } from "cypress";

               export default defineConfig({
                 e2e: {
                   baseUrl: "http://localhost:4173",
                   video: true,
                   retries: { runMode: 1, openMode: 0 },
                   setupNodeEvents() {},
                 },
               });""").rstrip("\n"), rlabel="cypress_setup")
    s.bash("cd web && pnpm remove cypress eslint-plugin-cypress start-server-and-test 2>&1 | tail -n 6 && pnpm add -D @playwright/test 2>&1 | tail -n 4 "
           "&& pnpm exec playwright install chromium webkit 2>&1 | grep -E 'downloaded to'",
           "Swap Cypress for Playwright and install the browsers",
           stdout=dedent("""
               devDependencies:
               - cypress 13.17.0
               - eslint-plugin-cypress 4.1.0
               - start-server-and-test 2.0.9

               Done in 2.4s using pnpm v10.2.1
               devDependencies:
               + @playwright/test 1.58.2

               Done in 3.0s using pnpm v10.2.1
               Chromium 145.0.7632.6 (playwright build v1208) downloaded to /home/ines/.cache/ms-playwright/chromium-1208
               WebKit 26.0 (playwright build v2248) downloaded to /home/ines/.cache/ms-playwright/webkit-2248""").rstrip("\n"),
           dur=(48, 60), label="pnpm_swap", rlabel="pnpm_swap_out")
    s.write("web/playwright.config.ts", dedent("""
        import { defineConfig, devices } from "@playwright/test";

        export default defineConfig({
          testDir: "./e2e",
          fullyParallel: true,
          forbidOnly: !!process.env.CI,
          retries: 0, // flaky tests should fail loudly, not pass on retry
          workers: process.env.CI ? 4 : undefined,
          reporter: process.env.CI
            ? [["junit", { outputFile: "playwright-report/junit.xml" }], ["html", { open: "never" }]]
            : "list",
          use: {
            baseURL: "http://localhost:4173",
            trace: "retain-on-failure",
          },
          projects: [
            { name: "chromium", use: { ...devices["Desktop Chrome"] } },
            // half the harbour offices work on iPads
            { name: "ipad-webkit", use: { ...devices["iPad (gen 7) landscape"] } },
          ],
          webServer: {
            command: "pnpm preview",
            url: "http://localhost:4173",
            reuseExistingServer: !process.env.CI,
          },
        });
        """), label="write_pw_config")
    s.write("web/e2e/support/stub-api.ts", dedent("""
        import type { Page } from "@playwright/test";
        import { readFile } from "node:fs/promises";

        /** Serves the recorded API responses of one harbour (same fixtures Cypress used). */
        export async function stubApi(page: Page, fixture: string) {
          const data = JSON.parse(await readFile(new URL(`../fixtures/${fixture}.json`, import.meta.url), "utf8"));
          await page.route("**/api/**", async (route) => {
            const path = new URL(route.request().url()).pathname.replace(/^\\/api/, "");
            const key = `${route.request().method()} ${path}`;
            if (key in data) {
              await route.fulfill({ json: data[key] });
            } else {
              await route.fulfill({ status: 404, json: { error: `no fixture for ${key}` } });
            }
          });
        }
        """))
    s.write("web/e2e/booking-calendar.spec.ts", dedent("""
        import { expect, test } from "@playwright/test";
        import { stubApi } from "./support/stub-api";

        test.beforeEach(async ({ page }) => {
          await stubApi(page, "harbour-porto-atlantico");
          await page.goto("/office/calendar?harbour=3&week=2026-03-16");
        });

        test("drag a booking to another berth", async ({ page }) => {
          const target = page.getByTestId("cell-C-15-2026-03-17");
          await page.getByTestId("booking-4411").dragTo(target);
          await expect(target).toContainText("Maré Alta");
          await expect(page.getByRole("status")).toHaveText("Booking moved to C-15");
        });

        test("a taken night cannot be booked again", async ({ page }) => {
          await page.getByTestId("cell-C-14-2026-03-18").click();
          await expect(page.getByRole("button", { name: "Book berth" })).toBeDisabled();
        });

        test("a new booking shows up without a reload", async ({ page }) => {
          await page.getByTestId("cell-D-02-2026-03-19").click();
          await page.getByLabel("Boat name").fill("Gaivota");
          await page.getByRole("button", { name: "Book berth" }).click();
          await expect(page.getByTestId("cell-D-02-2026-03-19")).toContainText("Gaivota");
        });
        """))
    s.write("web/e2e/booking-public.spec.ts", dedent("""
        import { expect, test } from "@playwright/test";
        import { stubApi } from "./support/stub-api";

        test.beforeEach(async ({ page }) => stubApi(page, "harbour-porto-atlantico"));

        test("a visitor books two nights", async ({ page }) => {
          await page.goto("/book/porto-atlantico");
          await page.getByLabel("Arrival").fill("2026-04-03");
          await page.getByLabel("Departure").fill("2026-04-05");
          await page.getByLabel("Draught (m)").fill("1.8");
          await page.getByRole("button", { name: "Find a berth" }).click();
          await page.getByRole("button", { name: "Book C-15" }).click();
          await expect(page.getByRole("heading")).toHaveText("Booking requested");
        });

        test("a boat too deep for low water gets no berth", async ({ page }) => {
          await page.goto("/book/porto-atlantico");
          await page.getByLabel("Draught (m)").fill("4.2");
          await page.getByRole("button", { name: "Find a berth" }).click();
          await expect(page.getByText("No berth deep enough at low water")).toBeVisible();
        });
        """))
    s.write("web/e2e/office.spec.ts", dedent("""
        import { expect, test } from "@playwright/test";
        import { stubApi } from "./support/stub-api";

        // auth.cy.ts, invoices.cy.ts and berth-admin.cy.ts, merged: they all start from the office login.
        test.beforeEach(async ({ page }) => {
          await stubApi(page, "harbour-porto-atlantico");
          await page.goto("/office/login");
        });

        test("wrong password shows an error", async ({ page }) => {
          await page.getByLabel("E-mail").fill("office@portoatlantico.pt");
          await page.getByLabel("Password").fill("wrong");
          await page.getByRole("button", { name: "Sign in" }).click();
          await expect(page.getByRole("alert")).toHaveText("E-mail or password is wrong");
        });

        test("sign in lands on the calendar", async ({ page }) => {
          await page.getByLabel("E-mail").fill("office@portoatlantico.pt");
          await page.getByLabel("Password").fill("correct horse");
          await page.getByRole("button", { name: "Sign in" }).click();
          await expect(page).toHaveURL(/\\/office\\/calendar/);
        });

        test("an invoice opens as PDF", async ({ page }) => {
          await page.goto("/office/invoices");
          const popup = page.waitForEvent("popup");
          await page.getByRole("link", { name: "2026-0117" }).click();
          await expect(await popup).toHaveURL(/invoices\\/2026-0117\\.pdf$/);
        });

        test("a berth can be closed for maintenance", async ({ page }) => {
          await page.goto("/office/berths/C-14");
          await page.getByRole("button", { name: "Close berth" }).click();
          await expect(page.getByText("Closed for maintenance")).toBeVisible();
        });
        """))
    s.edit("web/package.json",
           "\"test:e2e\": \"start-server-and-test preview http://localhost:4173 'cypress run'\"",
           "\"test:e2e\": \"playwright test\"")
    s.bash("cd web && git mv cypress/fixtures e2e/fixtures && git rm -rq cypress cypress.config.ts && pnpm test:e2e 2>&1 | tail -n 4",
           "Move the fixtures, delete Cypress and run the Playwright suite",
           stdout=dedent("""
               Running 18 tests using 4 workers

                 18 passed (36.9s)
               """).rstrip("\n"), dur=(44, 52), label="pw_run", rlabel="pw_run_out")
    e2e_old = FS[".gitlab-ci.yml"]
    e2e_old = e2e_old[e2e_old.index("e2e:\n  stage: e2e"):e2e_old.index("deploy:\n  stage: deploy")]
    s.edit(".gitlab-ci.yml", e2e_old, dedent("""
        e2e:
          stage: e2e
          image: mcr.microsoft.com/playwright:v1.58.2-noble
          needs: [web]
          cache:
            key:
              files: [web/pnpm-lock.yaml]
            paths: [.pnpm-store/]
            policy: pull
          before_script:
            - corepack enable
            - pnpm config set store-dir .pnpm-store
          script:
            - cd web
            - pnpm install --frozen-lockfile
            - pnpm test:e2e
          artifacts:
            when: always
            reports:
              junit: web/playwright-report/junit.xml
            paths: [web/playwright-report/]
            expire_in: 1 week

        """), label="edit_ci_playwright")
    s.say("Cypress is out, Playwright is in:\n\n"
          "- `pnpm remove cypress eslint-plugin-cypress start-server-and-test`, `pnpm add -D @playwright/test` "
          "(1.58.2); `test:e2e` is `playwright test`, which starts `vite preview` itself.\n"
          "- `playwright.config.ts`: two projects, Desktop Chrome and an iPad (WebKit) profile, fully "
          "parallel, **no retries**: the drag test failing one run in five was a real race (the drop target "
          "re-rendered mid-drag), and `dragTo` waits for the target to be stable.\n"
          "- All nine tests ported: `booking-calendar`, `booking-public`, and `office` (auth, invoices and "
          "berth admin merged, since they share the login); the API stubs reuse the Cypress fixtures.\n"
          "- 18 runs (9 tests × 2 browsers) pass locally in 37 s with 4 workers.\n"
          "- CI: the `e2e` job runs in `mcr.microsoft.com/playwright:v1.58.2-noble` and publishes JUnit + the "
          "HTML report.", label="playwright_done")

    s.prompt("Pipeline: e2e took 2m04s instead of six minutes, green twice in a row. Merged.", label="p2", gap=(600, 700))
    s.say("Nice, that's the whole pipeline under seven minutes again. The next flaky test will at least "
          "fail honestly now.")
    s.compact(
        "This session is being continued from a previous conversation that ran out of context. The summary below "
        "covers the earlier portion of the conversation.\n\n"
        "Analysis:\nThe user reported finishing the Vuex → Pinia port the previous day (2026-03-11): all six stores "
        "on Pinia, vuex removed with pnpm, merged. The session then replaced Cypress with Playwright for the web "
        "client's end-to-end tests.\n\n"
        "Summary:\n1. Primary Request and Intent:\n   - Replace Cypress (slow, ~6 min job, flaky drag test, "
        "parallelism only with paid Cypress Cloud) with Playwright, including WebKit for iPad users.\n"
        "2. Key Technical Concepts:\n   - Playwright 1.58.2, projects chromium + ipad-webkit, retries 0, webServer on "
        "`pnpm preview`; API stubbed with page.route from the old Cypress fixtures.\n"
        "   - Web client: Vue 3 + Pinia (Vuex removed 2026-03-11), Vite 7, Vitest 3, pnpm, Node 22.\n"
        "3. Files and Code Sections:\n   - web/playwright.config.ts, web/e2e/{booking-calendar,booking-public,office}.spec.ts, "
        "web/e2e/support/stub-api.ts, web/e2e/fixtures/ (moved from cypress/fixtures).\n"
        "   - web/package.json: cypress, eslint-plugin-cypress, start-server-and-test removed; @playwright/test added; "
        "test:e2e = playwright test.\n   - .gitlab-ci.yml: e2e job on mcr.microsoft.com/playwright:v1.58.2-noble.\n"
        "4. Errors and fixes:\n   - None; 18 runs passed locally (36.9 s).\n"
        "5. Current state: merged; the CI e2e job takes 2m04s (was ~6 min), green twice.\n"
        "6. Next: not yet stated.", pre_tokens=71244, label="compact_summary")

    s.prompt("Next: cold starts. Fly stops our machines when they're idle, and the JVM needs 7-8 seconds to boot, so "
             "the first request from a harbour office in the morning often times out on the iPads. Let's build the "
             "server as a GraalVM native image; Spring Boot supports that out of the box these days.", label="p3")
    s.think("Add org.graalvm.buildtools.native; Boot's AOT processing runs automatically. Dockerfile: build stage on "
            "the GraalVM native-image-community 21 image running nativeCompile, runtime on debian slim with the "
            "binary. Hints for resources AOT cannot see (Flyway SQL, invoice fonts) and the tide DTO. Tests stay "
            "on the JVM. The deploy job will take much longer because the native build runs on Fly's builder.")
    s.bash("git switch -q main && git pull -q && git switch -c native-image", "Start a branch from the updated main",
           stdout="Switched to a new branch 'native-image'")
    s.branch = "native-image"
    s.edit("server/build.gradle.kts",
           "    alias(libs.plugins.spring.dependency.management)\n}\n",
           "    alias(libs.plugins.spring.dependency.management)\n    id(\"org.graalvm.buildtools.native\") version \"0.10.6\"\n}\n",
           label="edit_native_plugin")
    s.write("Dockerfile", dedent("""
        # syntax=docker/dockerfile:1.7
        FROM node:22-bookworm-slim AS web
        WORKDIR /src/web
        COPY web/package.json web/pnpm-lock.yaml ./
        RUN corepack enable && pnpm install --frozen-lockfile
        COPY web/ ./
        RUN pnpm build

        # GraalVM native image: ~0.2 s start-up instead of ~7 s on the JVM (Fly stops idle machines).
        FROM ghcr.io/graalvm/native-image-community:21 AS server
        WORKDIR /src/server
        COPY server/ ./
        COPY --from=web /src/web/dist ../web/dist
        RUN ./gradlew nativeCompile --no-daemon

        FROM debian:bookworm-slim
        RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates fontconfig \\
            && rm -rf /var/lib/apt/lists/*
        COPY --from=server /src/server/build/native/nativeCompile/berthly-server /app/berthly-server
        EXPOSE 8080
        ENTRYPOINT ["/app/berthly-server"]
        """), label="write_native_dockerfile")
    s.write("server/src/main/java/app/berthly/config/NativeHints.java", dedent("""
        package app.berthly.config;

        import app.berthly.tide.TideExtremes;
        import org.springframework.aot.hint.MemberCategory;
        import org.springframework.aot.hint.RuntimeHints;
        import org.springframework.aot.hint.RuntimeHintsRegistrar;
        import org.springframework.context.annotation.Configuration;
        import org.springframework.context.annotation.ImportRuntimeHints;

        /** What Spring's AOT processing cannot infer for the native image. */
        @Configuration(proxyBeanMethods = false)
        @ImportRuntimeHints(NativeHints.Registrar.class)
        class NativeHints {

            static class Registrar implements RuntimeHintsRegistrar {
                @Override
                public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
                    hints.resources().registerPattern("db/migration/*.sql");
                    hints.resources().registerPattern("invoice/fonts/*.ttf");
                    hints.reflection().registerType(TideExtremes.class, MemberCategory.values());
                }
            }
        }
        """))
    s.bash("cd server && ./gradlew nativeCompile 2>&1 | grep -E 'GraalVM Native Image|Java version|Finished generating|BUILD' "
           "&& ./build/native/nativeCompile/berthly-server --spring.profiles.active=local 2>&1 | grep -m1 'Started BerthlyApplication'",
           "Build the native executable and measure start-up",
           stdout=dedent("""
               GraalVM Native Image: Generating 'berthly-server' (executable)...
                Java version: 21.0.6+8-LTS, vendor version: GraalVM CE 21.0.6+8.1
               Finished generating 'berthly-server' in 4m 8s.
               BUILD SUCCESSFUL in 4m 51s
               «SPRINGTS».288«OFF»  INFO 74120 --- [berthly-server] [           main] app.berthly.BerthlyApplication           : Started BerthlyApplication in 0.203 seconds (process running for 0.211)""").rstrip("\n"),
           dur=(292, 300), timeout=600000, rlabel="native_out")
    s.edit(".gitlab-ci.yml", "  script:\n    - flyctl deploy --remote-only\n",
           "  # the native build runs on Fly's remote builder and takes a while\n  timeout: 40m\n"
           "  script:\n    - flyctl deploy --remote-only\n")
    s.say("Native image is set up on the `native-image` branch:\n\n"
          "- `org.graalvm.buildtools.native` 0.10.6 in `build.gradle.kts`; Spring Boot's AOT processing kicks in "
          "with it. `./gradlew nativeCompile` takes about 4 minutes here.\n"
          "- Dockerfile: the server stage builds on `ghcr.io/graalvm/native-image-community:21` and the runtime "
          "image is `debian:bookworm-slim` with just the binary (plus fontconfig for the invoice PDFs). No JVM "
          "in the image any more.\n"
          "- `NativeHints` registers the Flyway SQL files, the invoice fonts and `TideExtremes` for reflection.\n"
          "- Start-up: **0.203 s** instead of 7.4 s.\n\n"
          "Costs to be aware of: the deploy job gets much slower (native compile on Fly's builder, so I raised "
          "its timeout to 40 minutes), and anything that uses reflection in a way AOT can't see fails only at "
          "runtime in the native binary, not in the JVM tests. OpenPDF is the candidate I trust least there.",
          label="native_done")

    s.prompt("Fine with the costs. Merge it and watch the deploy.", label="p4")
    s.bash("git add -A && git commit -q -m \"server: build as a GraalVM native image\" && git push -q -u origin native-image "
           "&& glab mr create --fill --yes -t main >/dev/null && glab mr merge --yes --remove-source-branch "
           "&& git switch -q main && git pull -q && git log --oneline -1 && sleep 1080 && glab ci status --branch main "
           "&& fly logs --no-tail | grep -m1 'Started BerthlyApplication'",
           "Merge, then follow the pipeline and the first native start on Fly",
           stdout=dedent("""
               ✓ Merged!
               ✓ Deleted source branch native-image
               3f9c2ab server: build as a GraalVM native image
               (success) • 01m 36s	test		web
               (success) • 03m 08s	test		server
               (success) • 02m 01s	e2e		e2e
               (success) • 13m 47s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2371850093
               SHA: 3f9c2ab7e41d08c95b6a2f1e3d7c4b90a5e8f216
               Pipeline state: success
               «UTCTS»Z app[148e5d2c9a1878] ams [info]«UTCTS».301Z  INFO 650 --- [berthly-server] [           main] app.berthly.BerthlyApplication           : Started BerthlyApplication in 0.198 seconds (process running for 0.206)""").rstrip("\n"),
           dur=(1112, 1125), timeout=1500000, label="native_deploy", rlabel="native_deploy_out")
    s.branch = "main"
    s.say("Deployed: the pipeline is green (the deploy job took 13m47s, almost all of it the native compile), "
          "and the first machine on Fly started in 0.198 s. Production runs the native binary from commit "
          "3f9c2ab.", label="native_live")
    return s


# =============================================================================================
# s09  2026-04-14  native image reverted (git revert); min machines + CDS; CRaC refused; MarinaNet decoy
# =============================================================================================

def s09():
    s = Session("s09", "2026-04-14T08:03:27.719", "2.1.101", "claude-opus-4-6", "main", "v21b",
                slug="steady-keel-puffin")
    s.prompt("The native image has to go. Five weeks in: the reflection hints broke twice with Hibernate patch "
             "releases, every deploy takes 14 minutes, and last Thursday an invoice PDF crashed in production with a "
             "MissingReflectionRegistrationError from OpenPDF's font handling, which our JVM tests can never catch. "
             "Revert it, all of it, and let's solve the cold starts some other way.", label="p1")
    s.think("Three commits touch the native build: 3f9c2ab (the switch), then 8d01e4b and c27a6d0 (hint fixes). "
            "Revert newest first on a branch so each revert applies cleanly. Then cold starts: keep a machine "
            "running, and/or Spring Boot's CDS support for a faster JVM start.")
    s.bash("git log --oneline --grep='native\\|hints' -5", "Find the native-image commits",
           stdout=dedent("""
               c27a6d0 server: OpenPDF font hints (invoice hotfix)
               8d01e4b server: native hints for Hibernate 6.6.13
               3f9c2ab server: build as a GraalVM native image""").rstrip("\n"), rlabel="native_commits")
    native_docker, native_hints = FS["Dockerfile"], FS["server/src/main/java/app/berthly/config/NativeHints.java"]
    d_ins, d_del = diffcount(SAVED["Dockerfile"], native_docker)
    hints = native_hints.count("\n") + 2        # + the two user commits' net lines (8d01e4b: +6 -4)
    hints_final = hints + 9                      # c27a6d0 added 9 lines
    s.bash("git switch -c revert-native && git revert --no-edit c27a6d0 8d01e4b 3f9c2ab",
           "Revert the three native-image commits on a branch",
           stdout=dedent(f"""
               Switched to a new branch 'revert-native'
               [revert-native 6a0d4e2] Revert "server: OpenPDF font hints (invoice hotfix)"
                1 file changed, 9 deletions(-)
               [revert-native b71c9f3] Revert "server: native hints for Hibernate 6.6.13"
                1 file changed, 4 insertions(+), 6 deletions(-)
               [revert-native e05a8d1] Revert "server: build as a GraalVM native image"
                4 files changed, {d_del} insertions(+), {d_ins + 3 + hints - 2} deletions(-)
                delete mode 100644 server/src/main/java/app/berthly/config/NativeHints.java""").rstrip("\n"),
           label="git_revert", rlabel="git_revert_out")
    s.branch = "revert-native"
    for path, content in SAVED.items():
        fs_set(path, content)
    del FS["server/src/main/java/app/berthly/config/NativeHints.java"]
    s.bash("git diff main --stat && grep -n '^FROM' Dockerfile && grep -c graalvm server/build.gradle.kts",
           "Check what the reverts changed",
           stdout=dedent(f"""
                .gitlab-ci.yml                                     |  2 --
                Dockerfile                                         | {d_ins + d_del:>2} {'+' * d_del}{'-' * d_ins}
                server/build.gradle.kts                            |  1 -
                .../java/app/berthly/config/NativeHints.java       | {hints_final:>2} {'-' * min(hints_final, 30)}
                4 files changed, {d_del} insertions(+), {d_ins + 3 + hints_final} deletions(-)
               {line_of('Dockerfile', 'FROM node:22')}:FROM node:22-bookworm-slim AS web
               {line_of('Dockerfile', 'FROM gradle:')}:FROM gradle:8.14.3-jdk21 AS server
               {line_of('Dockerfile', 'FROM eclipse-temurin')}:FROM eclipse-temurin:21-jre-alpine
               0""").rstrip("\n"),
           error=1, rlabel="revert_check")
    s.read("fly.toml", rlabel="read_fly_toml")
    s.say("The reverts applied cleanly: the Dockerfile is back to building the boot jar with Gradle on JDK 21 and "
          "running it on `eclipse-temurin:21-jre-alpine`, the GraalVM plugin is out of `build.gradle.kts`, "
          "`NativeHints` is deleted and the deploy job lost its 40-minute timeout.\n\n"
          "For the cold starts, three options:\n\n"
          "1. **`min_machines_running = 1`** in `fly.toml`: one machine never stops, so the first morning request "
          "hits a warm JVM. Costs one always-on `shared-cpu-2x`/1 GB machine, roughly $11 a month.\n"
          "2. **CDS (class data sharing)**: Spring Boot can produce a CDS archive in a training run at image build "
          "time; the JVM then maps pre-parsed classes at start-up. Typically 30-40% faster start, no code changes, "
          "no reflection surprises.\n"
          "3. **CRaC** (checkpoint/restore of a warmed-up JVM): sub-second restores, but it needs a CRaC-enabled "
          "JDK build, a checkpoint taken on a compatible CPU/kernel, and care with open sockets and the DB pool. "
          "Fragile on shared Fly hardware.\n\n"
          "I'd do 1 and 2: 1 removes the problem for users, 2 makes the scale-out machine and deploys faster.",
          label="coldstart_options")
    s.edit("fly.toml", "  min_machines_running = 0\n",
           "  # one warm machine instead of cold JVM starts for the first request of the day\n  min_machines_running = 1\n",
           label="edit_min_machines")
    s.edit("Dockerfile",
           "FROM eclipse-temurin:21-jre-alpine\nWORKDIR /app\nCOPY --from=server /src/server/build/libs/berthly-server.jar app.jar\n"
           "EXPOSE 8080\nENTRYPOINT [\"java\", \"-XX:MaxRAMPercentage=75\", \"-jar\", \"app.jar\"]\n",
           "FROM eclipse-temurin:21-jre-alpine\nWORKDIR /app\nCOPY --from=server /src/server/build/libs/berthly-server.jar berthly-server.jar\n"
           "# CDS: a training run writes the class archive at build time; start-up reads it.\n"
           "RUN java -Djarmode=tools -jar berthly-server.jar extract --destination extracted \\\n"
           " && java -XX:ArchiveClassesAtExit=extracted/app.jsa -Dspring.context.exit=onRefresh \\\n"
           "        -Dspring.profiles.active=cds -jar extracted/berthly-server.jar\n"
           "EXPOSE 8080\nENTRYPOINT [\"java\", \"-XX:SharedArchiveFile=extracted/app.jsa\", \"-XX:MaxRAMPercentage=75\", "
           "\"-jar\", \"extracted/berthly-server.jar\"]\n", label="edit_cds")
    s.bash("docker build -q -t berthly-api . && docker run --rm --network host -e SPRING_PROFILES_ACTIVE=local berthly-api 2>&1 "
           "| grep -m1 'Started BerthlyApplication'", "Build the JVM image with CDS and measure start-up",
           stdout="«UTCTS».530Z  INFO 1 --- [berthly-server] [           main] app.berthly.BerthlyApplication           : Started BerthlyApplication in 4.318 seconds (process running for 4.702)",
           dur=(200, 215), rlabel="cds_startup")
    s.say("With the CDS archive the JVM image starts in 4.3 s instead of 7.4 s, and with one machine always "
          "running nobody should wait for a start at all. Before we settle, I'd like one quick data point on CRaC "
          "to compare.")
    s.bash_rejected("sdk install java 21.0.6.crac-zulu", "Install a CRaC-enabled JDK to compare start-up")

    s.prompt("No CRaC experiments, we just got rid of one clever runtime. One warm machine plus CDS is plenty. "
             "Commit, merge and deploy.", label="p2")
    s.bash("git add -A && git commit -q -m \"fly: keep one machine running; CDS archive in the image\" && git push -q -u origin revert-native "
           "&& glab mr create --fill --yes -t main >/dev/null && glab mr merge --yes --remove-source-branch && sleep 600 "
           "&& glab ci status --branch main && fly logs --no-tail | grep -m1 'Started BerthlyApplication'",
           "Commit, merge, then follow the deploy",
           stdout=dedent("""
               ✓ Merged!
               ✓ Deleted source branch revert-native
               (success) • 01m 33s	test		web
               (success) • 03m 14s	test		server
               (success) • 02m 06s	e2e		e2e
               (success) • 03m 41s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2452093317
               SHA: 7f3b9e2d5a0c14e8b96f3a2d1c7e05b48a9f6d13
               Pipeline state: success
               «UTCTS»Z app[3d8e9f1b4c6078] ams [info]«UTCTS».044Z  INFO 312 --- [berthly-server] [           main] app.berthly.BerthlyApplication           : Started BerthlyApplication in 4.207 seconds (process running for 4.651)""").rstrip("\n"),
           dur=(640, 650), timeout=900000, label="revert_deploy", rlabel="revert_deploy_out")
    s.branch = "main"
    s.say("Live: production is back on the JVM (Temurin 21, with the CDS archive), started in 4.2 s on Fly, and the "
          "deploy job is down from ~14 minutes to 3m41s. `min_machines_running = 1` keeps one machine warm from now "
          "on.", label="revert_live")
    s.end_turn()

    s.prompt("Different topic. MarinaNet, the harbour management system three of our marinas use, wants to sync berth "
             "availability with us. Their side is .NET 8 on SQL Server, and they offered us a read-only login to a "
             "SQL Server view. I'd rather not put a second database and its driver into our server just for them; "
             "they also have a REST API. Sketch our client against the API.", label="p3")
    s.think("Declarative HTTP interface (@HttpExchange) backed by RestClient, like TideClient's timeouts. Two calls: "
            "read their availability, push our blocks. Keep it in a marinanet package, configured per marina.")
    s.write("server/src/main/java/app/berthly/marinanet/MarinaNetClient.java", dedent("""
        package app.berthly.marinanet;

        import java.time.LocalDate;
        import java.util.List;
        import org.springframework.web.bind.annotation.PathVariable;
        import org.springframework.web.bind.annotation.RequestBody;
        import org.springframework.web.bind.annotation.RequestParam;
        import org.springframework.web.service.annotation.GetExchange;
        import org.springframework.web.service.annotation.HttpExchange;
        import org.springframework.web.service.annotation.PutExchange;

        /** MarinaNet's REST API (their system runs on .NET/SQL Server; we only ever talk HTTP to it). */
        @HttpExchange(url = "/api/v2/marinas/{marinaId}", accept = "application/json")
        public interface MarinaNetClient {

            @GetExchange("/berths/availability")
            List<MarinaNetAvailability> availability(@PathVariable String marinaId,
                                                     @RequestParam LocalDate from, @RequestParam LocalDate to);

            /** Tell MarinaNet that berthly has booked these nights, so they stop selling them. */
            @PutExchange("/berths/{berthCode}/blocks/{bookingRef}")
            void block(@PathVariable String marinaId, @PathVariable String berthCode,
                       @PathVariable String bookingRef, @RequestBody MarinaNetBlock block);
        }
        """), label="write_marinanet")
    s.write("server/src/main/java/app/berthly/marinanet/MarinaNetConfig.java", dedent("""
        package app.berthly.marinanet;

        import java.net.http.HttpClient;
        import java.time.Duration;
        import org.springframework.beans.factory.annotation.Value;
        import org.springframework.context.annotation.Bean;
        import org.springframework.context.annotation.Configuration;
        import org.springframework.http.client.JdkClientHttpRequestFactory;
        import org.springframework.web.client.RestClient;
        import org.springframework.web.client.support.RestClientAdapter;
        import org.springframework.web.service.invoker.HttpServiceProxyFactory;

        @Configuration(proxyBeanMethods = false)
        class MarinaNetConfig {

            @Bean
            MarinaNetClient marinaNetClient(RestClient.Builder builder,
                                            @Value("${berthly.marinanet.base-url}") String baseUrl,
                                            @Value("${berthly.marinanet.token}") String token) {
                var factory = new JdkClientHttpRequestFactory(
                        HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build());
                factory.setReadTimeout(Duration.ofSeconds(10));
                RestClient client = builder.baseUrl(baseUrl)
                        .defaultHeader("Authorization", "Bearer " + token)
                        .requestFactory(factory)
                        .build();
                return HttpServiceProxyFactory.builderFor(RestClientAdapter.create(client)).build()
                        .createClient(MarinaNetClient.class);
            }
        }
        """))
    s.say("Sketch is in `app.berthly.marinanet`:\n\n"
          "- `MarinaNetClient`: a declarative HTTP interface with `availability(...)` (their view of free berths) "
          "and `block(...)` (we push our bookings so they stop selling those nights). Spring generates the "
          "implementation from the annotations.\n"
          "- `MarinaNetConfig` backs it with a `RestClient` (bearer token, 3 s connect / 10 s read timeout), the "
          "same pattern as the tide client.\n\n"
          "Agreed on the API over the SQL Server view: a direct DB login would mean the Microsoft JDBC driver and a "
          "second datasource in our server, and it would couple us to their schema. Our own data stays in "
          "PostgreSQL either way. Next steps when you want them: the DTOs, a scheduled sync job, and a test "
          "against a stubbed MarinaNet.", label="marinanet_sketch")
    s.end_turn()
    return s


# =============================================================================================
# s10  2026-05-19  /model; Flutter 3.24 -> 3.35; "write new server code in Kotlin?" -> no
# =============================================================================================

def offscreen_flutter():
    fs_set("app/.fvmrc", '{\n  "flutter": "3.24.5"\n}\n')
    fs_set("app/lib/bookings/booking_detail_screen.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:flutter_riverpod/flutter_riverpod.dart';

        import 'booking_form.dart';

        class BookingDetailScreen extends ConsumerWidget {
          const BookingDetailScreen({super.key, required this.bookingId});

          final int bookingId;

          @override
          Widget build(BuildContext context, WidgetRef ref) {
            return WillPopScope(
              onWillPop: () => confirmDiscard(context, ref, bookingId),
              child: Scaffold(
                appBar: AppBar(title: const Text('Booking')),
                body: BookingForm(bookingId: bookingId),
              ),
            );
          }
        }
        """))


def s10():
    offscreen_flutter()
    s = Session("s10", "2026-05-19T13:20:41.092", "2.1.140", "claude-opus-4-7", "flutter-3-35", "v21b",
                slug="bright-harbor-tern")
    s.local_command("model", "Set model to \u001b[1mOpus 4.7 (default)\u001b[22m")
    s.prompt("Google Play wants app updates to target Android 15 (API 35) by the end of August, and the Flutter we "
             "pin can't do that: the app is still on 3.24.5 in .fvmrc. Bump it to Flutter 3.35 and fix whatever "
             "breaks.", label="p1", gap=(1.0, 3.0))
    s.think("3.24 → 3.35 is a long jump: expect deprecations (Color.withOpacity → withValues, WillPopScope → "
            "PopScope), newer Android Gradle tooling, and the default targetSdk moves to 35. Pin, fetch, analyze, "
            "dart fix, then fix the rest by hand.")
    s.read("app/.fvmrc", rlabel="read_fvmrc")
    s.edit("app/.fvmrc", '"flutter": "3.24.5"', '"flutter": "3.35.4"', label="edit_fvmrc")
    s.bash("cd app && fvm install 2>&1 | tail -n 1 && fvm flutter pub get 2>&1 | tail -n 1 && fvm flutter analyze",
           "Install Flutter 3.35.4 and analyze",
           stdout=dedent("""
               ✓ Flutter SDK: SDK Version : 3.35.4 installed
               Changed 23 dependencies!
               Analyzing app...

                  info • 'withOpacity' is deprecated and shouldn't be used. Use .withValues() to avoid precision loss • lib/berths/berth_map_view.dart:64:41 • deprecated_member_use
                  info • 'withOpacity' is deprecated and shouldn't be used. Use .withValues() to avoid precision loss • lib/berths/berth_map_view.dart:71:38 • deprecated_member_use
                  info • 'withOpacity' is deprecated and shouldn't be used. Use .withValues() to avoid precision loss • lib/bookings/booking_tile.dart:22:47 • deprecated_member_use
                  info • 'WillPopScope' is deprecated and shouldn't be used. Use PopScope instead. This feature was deprecated after v3.12.0-1.0.pre • lib/bookings/booking_detail_screen.dart:14:12 • deprecated_member_use
                  info • 'onWillPop' is deprecated and shouldn't be used. Use PopScope instead. This feature was deprecated after v3.12.0-1.0.pre • lib/bookings/booking_detail_screen.dart:15:7 • deprecated_member_use
                  info • 'surfaceVariant' is deprecated and shouldn't be used. Use surfaceContainerHighest instead. This feature was deprecated after v3.18.0-0.1.pre • lib/theme.dart:19:7 • deprecated_member_use

               6 issues found. (ran in 5.8s)""").rstrip("\n"), error=1, dur=(95, 120), rlabel="analyze_fail")
    s.say("Only deprecations, no breakage: three `withOpacity` calls, one `surfaceVariant`, and the "
          "`WillPopScope` in the booking detail screen. `dart fix` handles the first two kinds; `WillPopScope` → "
          "`PopScope` changes the callback shape, so I'll do that one by hand.")
    s.bash("cd app && fvm dart fix --apply", "Apply the automatic fixes",
           stdout=dedent("""
               Computing fixes in app...
               Applying fixes...

               lib/berths/berth_map_view.dart
                 deprecated_member_use - 2 fixes

               lib/bookings/booking_tile.dart
                 deprecated_member_use - 1 fix

               lib/theme.dart
                 deprecated_member_use - 1 fix

               4 fixes made in 3 files.""").rstrip("\n"), dur=(6, 10))
    s.edit("app/lib/bookings/booking_detail_screen.dart",
           "    return WillPopScope(\n      onWillPop: () => confirmDiscard(context, ref, bookingId),\n",
           "    return PopScope(\n      canPop: false,\n      onPopInvokedWithResult: (didPop, _) async {\n"
           "        if (didPop) return;\n        if (await confirmDiscard(context, ref, bookingId) && context.mounted) {\n"
           "          Navigator.of(context).pop();\n        }\n      },\n")
    s.bash("cd app && fvm flutter --version | head -n 1 && fvm flutter analyze && fvm flutter test 2>&1 | tail -n 1 "
           "&& fvm flutter build apk --debug 2>&1 | tail -n 1",
           "Analyze, test and build a debug APK on 3.35",
           stdout=dedent("""
               Flutter 3.35.4 • channel stable • https://github.com/flutter/flutter.git
               Analyzing app...
               No issues found! (ran in 5.2s)
               00:14 +71: All tests passed!
               ✓ Built build/app/outputs/flutter-apk/app-debug.apk""").rstrip("\n"), dur=(150, 170),
           rlabel="flutter335_ok")
    s.say("The app is on Flutter 3.35.4:\n\n"
          "- `.fvmrc` pins `3.35.4` (was `3.24.5`).\n"
          "- `dart fix` replaced `withOpacity` with `withValues(alpha: ...)` and `surfaceVariant` with "
          "`surfaceContainerHighest`.\n"
          "- `BookingDetailScreen` uses `PopScope` with `onPopInvokedWithResult`; the discard confirmation works "
          "as before.\n"
          "- Analyze is clean, 71 tests pass, and the debug APK builds. The Android target SDK comes from "
          "`flutter.targetSdkVersion`, which is 35 on this Flutter, so the Play requirement is covered.",
          label="flutter335_done")
    s.end_turn()

    s.prompt("Thanks. Unrelated question I keep meaning to ask: everyone says new Spring code should be written in "
             "Kotlin. Should we write new server code in Kotlin? We already have build.gradle.kts after all.",
             label="p2")
    s.say("I wouldn't. The `.kts` file is only Gradle's Kotlin DSL for the build script; the server itself is 100% "
          "Java, and nothing in the build has to change for that to stay true.\n\n"
          "Adding Kotlin sources would mean the Kotlin Gradle plugin plus `kotlin-spring` (open classes for "
          "proxies) and `kotlin-jpa` (no-arg constructors for entities), two languages in every review, slower "
          "compiles, and mixed Java/Kotlin nullability at the boundaries. What people usually want from Kotlin, "
          "data classes, `when`, less boilerplate, we mostly have in Java 21 with records, pattern-matching "
          "`switch` and sealed types. My advice: keep the server in Java.", label="kotlin_no")
    s.end_turn()

    s.prompt("Agreed, Java stays. Commit the Flutter bump and merge it.", label="p3")
    s.bash("git add -A && git commit -q -m \"app: Flutter 3.35 (.fvmrc), PopScope, Color.withValues\" && git push -q -u origin flutter-3-35 "
           "&& glab mr create --fill --yes -t main >/dev/null && glab mr merge --yes --remove-source-branch",
           "Commit and merge", stdout="✓ Merged!\n✓ Deleted source branch flutter-3-35", dur=(5, 8),
           rlabel="merge_flutter")
    s.branch = "main"
    s.say("Merged; main builds the app with Flutter 3.35.4.", label="flutter_merged")
    s.end_turn()
    return s


# =============================================================================================
# s11  2026-06-25  2.0 release notes; GlitchTip "two weeks ago"; "GitLab CI since January" corrected
# =============================================================================================

def offscreen_release():
    fs_set("CHANGELOG.md", dedent("""
        # Changelog

        ## 1.9.0 (2026-03-20)

        - Web: end-to-end tests on Playwright (Chromium and iPad WebKit); Cypress removed.
        - Web: state in Pinia stores; Vuex removed.
        - Server: GraalVM native image for fast cold starts on Fly.io.
        - App: tide warning on the booking screen when the draught is within 0.5 m of low water.

        ## 1.8.0 (2026-01-20)

        - App: state management on Riverpod; networking on dio with automatic token refresh.
        - Web: office calendar shows MarinaNet-managed berths greyed out.
        - Server: tide lookups time out after 5 s instead of hanging.
        """))
    fs_set("app/lib/common/error_dialog.dart", dedent("""
        import 'package:flutter/material.dart';
        import 'package:flutter/services.dart';

        Future<void> showErrorDialog(BuildContext context, String message, {String? eventId}) {
          return showDialog<void>(
            context: context,
            builder: (context) => AlertDialog(
              title: const Text('Something went wrong'),
              content: Column(
                mainAxisSize: MainAxisSize.min,
                crossAxisAlignment: CrossAxisAlignment.start,
                children: [
                  Text(message),
                  if (eventId != null) ...[
                    const SizedBox(height: 12),
                    SelectableText('Sentry event ID: $eventId', style: Theme.of(context).textTheme.bodySmall),
                  ],
                ],
              ),
              actions: [
                if (eventId != null)
                  TextButton(
                    onPressed: () => Clipboard.setData(ClipboardData(text: eventId)),
                    child: const Text('Copy ID'),
                  ),
                TextButton(onPressed: () => Navigator.of(context).pop(), child: const Text('OK')),
              ],
            ),
          );
        }
        """))


def s11():
    offscreen_release()
    s = Session("s11", "2026-06-25T16:40:18.305", "2.1.175", "claude-opus-4-7", "main", "v21b",
                slug="calm-ebbing-seal")
    s.prompt("We're releasing berthly 2.0 tonight. Write the CHANGELOG entry for 2.0.0, covering everything since "
             "1.9.0 on March 20. Besides what's in git log: two weeks ago I moved our error tracking from Sentry "
             "to a self-hosted GlitchTip on Fly, because Sentry's new team pricing would have tripled what we pay. "
             "GlitchTip speaks the Sentry protocol, so only the DSNs changed, the SDKs stayed. And put a short "
             "'one year of berthly' paragraph on top; mention that we've been on GitLab CI since January.",
             label="p1")
    s.think("Collect the commits since v1.9.0 with dates. Check the CI claim before writing it into release notes: "
            "when was the Jenkinsfile deleted?")
    s.bash("git log --format='%h %ad %s' --date=short --no-merges v1.9.0..HEAD", "List the changes since 1.9.0",
           stdout=dedent("""
               a4c18e0 2026-06-19 server: MarinaNet availability sync (REST, every 10 min)
               d0a4c77 2026-06-11 ops: report errors to self-hosted GlitchTip (new DSNs for server, web, app)
               c5e2a10 2026-05-19 app: Flutter 3.35 (.fvmrc), PopScope, Color.withValues
               2d8a61f 2026-04-14 fly: keep one machine running; CDS archive in the image
               e05a8d1 2026-04-14 Revert "server: build as a GraalVM native image"
               b71c9f3 2026-04-14 Revert "server: native hints for Hibernate 6.6.13"
               6a0d4e2 2026-04-14 Revert "server: OpenPDF font hints (invoice hotfix)"
               c27a6d0 2026-04-09 server: OpenPDF font hints (invoice hotfix)
               8d01e4b 2026-03-27 server: native hints for Hibernate 6.6.13""").rstrip("\n"), rlabel="gitlog_20")
    s.bash("git log --diff-filter=D --format='%h %ad %s' --date=short -- Jenkinsfile && "
           "git log --diff-filter=A --format='%h %ad %s' --date=short -- .gitlab-ci.yml",
           "When did the Jenkinsfile go and the GitLab CI config arrive?",
           stdout=dedent("""
               e41b7a9 2025-10-21 ci: replace Jenkins with GitLab CI
               e41b7a9 2025-10-21 ci: replace Jenkins with GitLab CI""").rstrip("\n"), rlabel="jenkins_deleted")
    s.read("CHANGELOG.md")
    s.edit("CHANGELOG.md", "# Changelog\n\n## 1.9.0 (2026-03-20)\n",
           "# Changelog\n\n## 2.0.0 (2026-06-25)\n\n"
           "One year of berthly in production. Since last summer the server moved from Maven to Gradle and from "
           "Java 17 to Java 21, the data from MySQL to PostgreSQL (which now refuses double bookings by itself), "
           "hosting from Heroku to Fly.io, and CI from Jenkins to GitLab CI (October 2025).\n\n"
           "- Server: back on the JVM (Eclipse Temurin 21). The GraalVM native image from 1.9.0 was reverted: its "
           "reflection configuration kept breaking and it crashed on invoice PDFs. One Fly machine now stays "
           "running and the image carries a CDS archive, so there are no cold starts either way.\n"
           "- Server: availability sync with MarinaNet through its REST API, every 10 minutes.\n"
           "- App: built with Flutter 3.35; targets Android 15 (API 35).\n"
           "- Ops: errors are reported to our self-hosted GlitchTip instead of Sentry (sentry.io) since 2026-06-11; "
           "the Sentry SDKs stay, only the DSNs changed.\n\n"
           "## 1.9.0 (2026-03-20)\n", label="changelog_edit")
    s.say("The 2.0.0 entry is at the top of `CHANGELOG.md`. One correction to the brief: we've been on GitLab CI "
          "since **October 21, 2025**, not since January. `git log` shows the Jenkinsfile deleted and "
          "`.gitlab-ci.yml` added in the same commit, e41b7a9 \"ci: replace Jenkins with GitLab CI\", the week "
          "the Jenkins box died. I wrote \"(October 2025)\" in the intro. January 2026 was the app's move to "
          "Riverpod, maybe that's the one you had in mind.\n\n"
          "The GlitchTip switch is listed under Ops with its date (d0a4c77, 2026-06-11).", label="ci_correction")
    s.end_turn()

    s.prompt("Ha, you're right, January was the Riverpod port. Keep your version. One more thing for the release: "
             "the app's error dialog still says 'Sentry event ID', which confuses people now. Make it 'Error ID'.",
             label="p2")
    s.grep("Sentry event ID", "app/lib", dedent(f"""
        /home/ines/src/berthly/app/lib/common/error_dialog.dart:{line_of('app/lib/common/error_dialog.dart', 'Sentry event ID')}:                SelectableText('Sentry event ID: $eventId', style: Theme.of(context).textTheme.bodySmall),""").rstrip("\n"))
    s.edit("app/lib/common/error_dialog.dart", "SelectableText('Sentry event ID: $eventId'",
           "SelectableText('Error ID: $eventId'")
    s.bash("cd app && fvm flutter test test/common 2>&1 | tail -n 1", "Run the common widget tests",
           stdout="00:03 +5: All tests passed!", dur=(8, 12))
    s.say("Done: the dialog now reads \"Error ID: …\". The ID is still the event ID that the Sentry SDK returns, "
          "and GlitchTip shows it under the same name, so support can search for it as before.")
    s.end_turn()

    s.prompt("Commit both and tag v2.0.0. I'll push the tag tonight after the harbour offices close, that's what "
             "triggers the release build.", label="p3")
    s.bash("git add -A && git commit -q -m \"2.0.0: changelog; app: 'Error ID' in the error dialog\" && "
           "git tag -a v2.0.0 -m \"berthly 2.0.0\" && git tag -n1 v2.0.0 && git log --oneline -1",
           "Commit and create the annotated tag",
           stdout="v2.0.0          berthly 2.0.0\n5b27e93 2.0.0: changelog; app: 'Error ID' in the error dialog",
           rlabel="tag_out")
    s.say("Committed as 5b27e93 and tagged `v2.0.0` (annotated, not pushed). `git push origin v2.0.0` tonight "
          "starts the release pipeline.")
    s.end_turn()
    return s


# =============================================================================================
# s12  2026-08-18  Spring Boot 3.5 -> 4.0; stale docs/architecture.md rewritten
# =============================================================================================

ARCH_STALE = dedent("""
    # berthly architecture

    _Last updated: 2025-08-27_

    berthly lets small marinas rent out berths by the night: a public booking flow, an office dashboard for
    the harbour staff, and an app for boat owners.

    ## Components

    | part | what | stack |
    |---|---|---|
    | `server/` | REST API, booking rules, invoices (PDF), tide checks | Java 17, Spring Boot 3.4, Maven, Spring Data JPA, Liquibase (XML changelogs) |
    | `web/` | office dashboard and public booking pages, served from the server jar | Vue 3, Vuex, Vite, Vitest, Cypress; Yarn 1 on Node 18 |
    | `app/` | boat owners' app (iOS, Android) | Flutter 3.24, provider, package:http |

    ## Data

    MySQL 8 (JawsDB add-on on Heroku). Tests run on H2 in MySQL mode.

    ## External services

    - Tides: tideapi.eu through `TideClient` (Spring `RestTemplate`).
    - Errors: Sentry (sentry.io) for server, web and app.

    ## Build and deploy

    Jenkins (`Jenkinsfile`, the build box in the harbour office) builds and tests everything; `main` deploys the
    jar to Heroku with `heroku deploy:jar`.
    """)

ARCH_NEW = dedent("""
    # berthly architecture

    _Last updated: 2026-08-18_

    berthly lets small marinas rent out berths by the night: a public booking flow, an office dashboard for
    the harbour staff, and an app for boat owners.

    ## Components

    | part | what | stack |
    |---|---|---|
    | `server/` | REST API, booking rules, invoices (PDF), tide checks, MarinaNet sync | Java 21, Spring Boot 4.0, Gradle (Kotlin DSL, version catalog), Spring Data JPA, Flyway (SQL migrations) |
    | `web/` | office dashboard and public booking pages, served from the server jar | Vue 3, Pinia, Vite 7, Vitest, Playwright; pnpm on Node 22 |
    | `app/` | boat owners' app (iOS, Android) | Flutter 3.35, Riverpod (generated providers), dio |

    ## Data

    PostgreSQL 16 on Fly Managed Postgres. The `booking_no_overlap` exclusion constraint rejects overlapping
    bookings of a berth. Tests run against PostgreSQL in Testcontainers.

    ## External services

    - Tides: tideapi.eu through `TideClient` (Spring `RestClient`, 2 s connect / 3 s read timeout).
    - MarinaNet: REST API through the `MarinaNetClient` HTTP interface.
    - Errors: self-hosted GlitchTip on Fly.io (Sentry SDKs, GlitchTip DSNs).

    ## Build and deploy

    GitLab CI (`.gitlab-ci.yml`, shared runners): web, server (with Docker-in-Docker for Testcontainers) and
    Playwright e2e; `main` deploys to Fly.io (`ams`) with `flyctl deploy`. The image runs the boot jar on the
    JVM (Eclipse Temurin 21) with a CDS archive; one machine always stays running.
    """)


def s12():
    fs_set("docs/architecture.md", ARCH_STALE)
    s = Session("s12", "2026-08-18T07:55:02.611", "2.1.220", "claude-opus-4-7", "boot-4", "v21b",
                slug="brisk-anchored-wren")
    s.prompt("Spring Boot 3.5 has been out of open-source support since June. Take the server to Spring Boot 4.0; "
             "4.1 can wait until the Boot 4 dust has settled.", label="p1")
    s.todo([T("Bump Spring Boot to 4.0 in the version catalog", "in_progress", "Bumping Spring Boot"),
            T("Fix dependency coordinates (modular starters, Testcontainers 2)", "pending", "Fixing coordinates"),
            T("Fix moved packages in code and tests", "pending", "Fixing moved packages"),
            T("Full build with tests", "pending", "Running the full build")])
    s.edit("server/gradle/libs.versions.toml", 'spring-boot = "3.5.8"', 'spring-boot = "4.0.9"', label="edit_boot4")
    s.bash("cd server && ./gradlew build 2>&1 | grep -A4 'What went wrong'", "Build against Spring Boot 4.0",
           stdout=dedent("""
               * What went wrong:
               Execution failed for task ':compileTestJava'.
               > Could not resolve all files for configuration ':testCompileClasspath'.
                  > Could not find org.testcontainers:postgresql:.
                    Required by:
                        root project :""").rstrip("\n"), error=1, dur=(30, 40), rlabel="boot4_fail")
    s.say("Expected first failure: Boot 4 manages Testcontainers 2, whose modules are published as "
          "`testcontainers-<module>`, so `org.testcontainers:postgresql` has no managed version any more. While "
          "I'm in the coordinates I'll also switch to Boot 4's modular starters: `spring-boot-starter-webmvc` "
          "(the old `-web` name is deprecated), `spring-boot-starter-flyway` (Flyway's auto-configuration now "
          "lives in its own module and `flyway-core` alone no longer triggers it) and the matching "
          "`spring-boot-starter-webmvc-test` for `@AutoConfigureMockMvc`.")
    s.edit("server/gradle/libs.versions.toml",
           'flyway-core = { module = "org.flywaydb:flyway-core" }\n', "")
    s.edit("server/gradle/libs.versions.toml",
           'testcontainers-postgresql = { module = "org.testcontainers:postgresql" }\n'
           'testcontainers-junit = { module = "org.testcontainers:junit-jupiter" }\n',
           'testcontainers-postgresql = { module = "org.testcontainers:testcontainers-postgresql" }\n'
           'testcontainers-junit = { module = "org.testcontainers:testcontainers-junit-jupiter" }\n')
    s.edit("server/build.gradle.kts",
           '    implementation("org.springframework.boot:spring-boot-starter-web")\n',
           '    implementation("org.springframework.boot:spring-boot-starter-webmvc")\n', label="edit_boot4_starters")
    s.edit("server/build.gradle.kts", "    implementation(libs.flyway.core)\n",
           '    implementation("org.springframework.boot:spring-boot-starter-flyway")\n')
    s.edit("server/build.gradle.kts",
           '    testImplementation("org.springframework.boot:spring-boot-starter-test")\n',
           '    testImplementation("org.springframework.boot:spring-boot-starter-test")\n'
           '    testImplementation("org.springframework.boot:spring-boot-starter-webmvc-test")\n')
    s.bash("cd server && grep -rl 'org.testcontainers.containers.PostgreSQLContainer\\|test.autoconfigure.web.servlet' src/test | "
           "xargs sed -i -e 's/org.testcontainers.containers.PostgreSQLContainer/org.testcontainers.postgresql.PostgreSQLContainer/' "
           "-e 's/PostgreSQLContainer<?>/PostgreSQLContainer/; s/new PostgreSQLContainer<>/new PostgreSQLContainer/' "
           "-e 's/org.springframework.boot.test.autoconfigure.web.servlet/org.springframework.boot.webmvc.test.autoconfigure/' "
           "&& git status --short src/test && ./gradlew build -i 2>&1 | grep -E 'tc\\.postgres.*started|Successfully applied|BUILD'",
           "Fix the moved packages and run the full build",
           stdout=dedent("""
                M src/test/java/app/berthly/TestcontainersConfig.java
                M src/test/java/app/berthly/booking/BookingApiTest.java
                M src/test/java/app/berthly/invoice/InvoiceApiTest.java
                M src/test/java/app/berthly/tide/TideAdminApiTest.java
               «SPRINGTS-146».902«OFF»  INFO 20417 --- [berthly-server] [    Test worker] tc.postgres:16-alpine                    : Container postgres:16-alpine started in PT1.84S
               «SPRINGTS-145».377«OFF»  INFO 20417 --- [berthly-server] [    Test worker] o.f.core.internal.command.DbMigrate      : Successfully applied 9 migrations to schema "public", now at version v9 (execution time 00:00.604s)
               BUILD SUCCESSFUL in 2m 38s""").rstrip("\n"), dur=(158, 166), rlabel="boot4_build")
    s.todo([T("Bump Spring Boot to 4.0 in the version catalog", "completed", "Bumping Spring Boot"),
            T("Fix dependency coordinates (modular starters, Testcontainers 2)", "completed", "Fixing coordinates"),
            T("Fix moved packages in code and tests", "completed", "Fixing moved packages"),
            T("Full build with tests", "completed", "Running the full build")])
    s.say("The server builds and tests green on Spring Boot 4.0.9:\n\n"
          "- Catalog: `spring-boot = \"4.0.9\"`; Testcontainers coordinates are `testcontainers-postgresql` and "
          "`testcontainers-junit-jupiter`; the unused `flyway-core` alias is gone.\n"
          "- `build.gradle.kts`: `spring-boot-starter-webmvc`, `spring-boot-starter-flyway`, and "
          "`spring-boot-starter-webmvc-test` for the MockMvc tests.\n"
          "- Four test classes had moved imports: `PostgreSQLContainer` now lives in "
          "`org.testcontainers.postgresql` (and is no longer generic), `@AutoConfigureMockMvc` in "
          "`org.springframework.boot.webmvc.test.autoconfigure`. Main code compiled unchanged.\n"
          "- Flyway applies all 9 migrations against PostgreSQL 16 in Testcontainers; build 2m38s.", label="boot4_done")
    s.end_turn()

    s.prompt("Merge it. Then docs/architecture.md: it's from before your time. Update it for the 2.1 docs so it "
             "describes what we actually run today.", label="p2")
    s.bash("git add -A && git commit -q -m \"server: Spring Boot 4.0\" && git push -q -u origin boot-4 && glab mr create --fill --yes -t main >/dev/null "
           "&& sleep 480 && glab ci status && glab mr merge --yes --remove-source-branch && git switch -q main && git pull -q",
           "Commit, wait for the pipeline and merge",
           stdout=dedent("""
               (success) • 01m 29s	test		web
               (success) • 03m 22s	test		server
               (success) • 02m 02s	e2e		e2e
               (skipped) • 00m 00s	deploy		deploy

               https://gitlab.com/berthly/berthly/-/pipelines/2710388451
               SHA: 9c0d2e71f4a8b35e6d1c07f92b4e8a3d5f6c1b08
               Pipeline state: success
               ✓ Merged!
               ✓ Deleted source branch boot-4""").rstrip("\n"), dur=(490, 500), timeout=600000, rlabel="merge_boot4")
    s.branch = "main"
    s.read("docs/architecture.md", rlabel="read_stale_doc")
    s.edit("docs/architecture.md", ARCH_STALE, ARCH_NEW, label="edit_arch_doc")
    s.say("Spring Boot 4.0 is merged (pipeline green), and `docs/architecture.md` now matches reality. The old "
          "version was last updated on 2025-08-27 and still described Java 17, Spring Boot 3.4, Maven, Liquibase, "
          "MySQL on JawsDB/Heroku, H2 tests, RestTemplate, Vuex, Cypress, Yarn 1 on Node 18, Flutter 3.24 with "
          "provider and package:http, Sentry and Jenkins. Every one of those has been replaced since. The stack "
          "table, data, external services and deploy sections now describe Java 21 / Spring Boot 4.0 / Gradle / "
          "Flyway, PostgreSQL 16 with the no-overlap constraint, Vue 3 + Pinia + Playwright on pnpm and Node 22, "
          "Flutter 3.35 + Riverpod + dio, GlitchTip, GitLab CI, and Fly.io running the jar on Temurin 21 with CDS.",
          label="arch_done")
    s.end_turn()

    s.prompt("Perfect. Commit it.", label="p3")
    s.bash("git add docs/architecture.md && git commit -q -m \"docs: architecture for 2.1\" && git push -q && git log --oneline -1",
           "Commit and push the doc", stdout="1e6b0f4 docs: architecture for 2.1", rlabel="doc_commit")
    s.say("Pushed to main as 1e6b0f4.")
    s.end_turn()
    return s


# =============================================================================================
# Facts and questions. Evidence is written as "sNN:label" and resolved at the end.
# =============================================================================================

def F(subject, predicate, obj, start, end, timeline, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
           "evidence": evidence, "timeline": timeline}
    if note:
        row["note"] = note
    return row


FIRST = "in place when first mentioned ({d}); its true start is unknown"

FACTS = [
    F("berthly server", "build_tool", "Maven", "2025-09-09", "2025-09-25", "server_build_tool",
      ["s01:read_pom", "s01:mvn_test", "s01:p3", "s02:git_rm_maven_out"], FIRST.format(d="2025-09-09") +
      "; pom.xml with spring-boot-starter-parent and the Maven wrapper"),
    F("berthly server", "build_tool", "Gradle (Kotlin DSL, version catalog)", "2025-09-25", None, "server_build_tool",
      ["s01:p4", "s02:write_build", "s02:gradle_build_out", "s02:merged"],
      "decided 2025-09-09 for 'the afternoon of the 25th'; done and merged (MR !87) on 2025-09-25"),
    F("berthly server", "java_version", "Java 17", "2025-09-09", "2025-12-11", "java_version",
      ["s01:read_pom", "s01:read_jenkinsfile", "s02:write_build", "s05:p1"], FIRST.format(d="2025-09-09")),
    F("berthly server", "java_version", "Java 21", "2025-12-11", None, "java_version",
      ["s05:edit_toolchain", "s05:edit_dockerfile_21", "s05:edit_sdkmanrc", "s05:merge_java21"],
      "toolchain, Dockerfile, CI image and .sdkmanrc bumped and merged the same day"),
    F("berthly server", "spring_boot_version", "Spring Boot 3.4", "2025-09-09", "2025-12-11", "spring_boot_version",
      ["s01:read_pom", "s02:write_catalog"], FIRST.format(d="2025-09-09") + "; 3.4.9"),
    F("berthly server", "spring_boot_version", "Spring Boot 3.5", "2025-12-11", "2026-08-18", "spring_boot_version",
      ["s05:p1", "s05:edit_boot35", "s05:merge_java21"], "3.5.8, together with Java 21"),
    F("berthly server", "spring_boot_version", "Spring Boot 4.0", "2026-08-18", None, "spring_boot_version",
      ["s12:p1", "s12:edit_boot4", "s12:boot4_build", "s12:merge_boot4"], "4.0.9; merged the same day"),
    F("berthly", "ci_provider", "Jenkins", "2025-09-09", "2025-10-21", "ci",
      ["s01:p3", "s01:read_jenkinsfile", "s03:p1"], FIRST.format(d="2025-09-09") +
      "; the build box died on Thursday 2025-10-16 ('last Thursday', said on Tue 2025-10-21), GitLab CI took over on 2025-10-21"),
    F("berthly", "ci_provider", "GitLab CI", "2025-10-21", None, "ci",
      ["s03:write_gitlab_ci", "s03:git_rm_jenkinsfile_out", "s03:pipeline_green", "s03:p2", "s11:jenkins_deleted"],
      "Jenkinsfile deleted and .gitlab-ci.yml added in e41b7a9, merged the same day; the user's 'since January' (2026-06-25) is corrected from git log"),
    F("berthly", "database", "MySQL 8", "2025-09-09", "2025-11-16", "database",
      ["s01:p1", "s01:race_explained", "s03:p2", "s04:p1"], FIRST.format(d="2025-09-09") + "; JawsDB add-on on Heroku"),
    F("berthly", "database", "PostgreSQL 16", "2025-11-16", None, "database",
      ["s03:pg_plan", "s03:p3", "s04:p1", "s05:p1"],
      "decided 2025-10-21 for the weekend of November 15-16; cutover 'last Sunday' said on Tue 2025-11-18; "
      "Heroku Postgres at first, Fly Managed Postgres since the Fly move (2025-12-03, only in passing)"),
    F("berthly server", "schema_migrations", "Liquibase", "2025-09-09", "2025-11-16", "server_migrations",
      ["s01:read_pom", "s03:changelogs_out", "s04:p1"], FIRST.format(d="2025-09-09") + "; 14 XML changelogs"),
    F("berthly server", "schema_migrations", "Flyway", "2025-11-16", None, "server_migrations",
      ["s03:p3", "s04:p1", "s04:write_v2", "s04:tc_run_out"], "part of the PostgreSQL cutover ('last Sunday', said on Tue 2025-11-18)"),
    F("berthly server tests", "test_database", "H2 in-memory database", "2025-09-09", "2025-11-18", "server_test_database",
      ["s01:read_pom", "s01:booking_fixed", "s04:read_test_yml", "s04:h2_fail"],
      FIRST.format(d="2025-09-09") + "; MySQL mode, then PostgreSQL mode after the cutover"),
    F("berthly server tests", "test_database", "PostgreSQL in Testcontainers", "2025-11-18", None, "server_test_database",
      ["s04:edit_testcontainers", "s04:tc_run_out", "s04:merge_no_overlap"],
      "mostly told by tool calls (build.gradle.kts edit, Testcontainers log); merged the same day"),
    F("berthly", "hosted_on", "Heroku", "2025-09-09", "2025-12-03", "hosting",
      ["s01:p1", "s01:read_jenkinsfile", "s04:p3", "s05:p1"], FIRST.format(d="2025-09-09") + "; deployed with heroku deploy:jar"),
    F("berthly", "hosted_on", "Fly.io", "2025-12-03", None, "hosting",
      ["s04:p3", "s04:write_fly_toml", "s05:p1"],
      "decided 2025-11-18 for the first week of December; first fly deploy 'on Wednesday last week', said on Thu 2025-12-11"),
    F("berthly server", "runtime", "JVM (executable jar)", "2025-09-09", "2026-03-12", "server_runtime",
      ["s01:read_jenkinsfile", "s04:write_dockerfile", "s04:jvm_startup"], FIRST.format(d="2025-09-09") +
      "; heroku deploy:jar, then java -jar on eclipse-temurin in the Fly image"),
    F("berthly server", "runtime", "GraalVM native image", "2026-03-12", "2026-04-14", "server_runtime",
      ["s08:p3", "s08:write_native_dockerfile", "s08:native_deploy_out", "s09:p1"],
      "tried and reverted: merged and deployed 2026-03-12 (3f9c2ab), reverted with git revert on 2026-04-14"),
    F("berthly server", "runtime", "JVM (executable jar)", "2026-04-14", None, "server_runtime",
      ["s09:git_revert_out", "s09:revert_deploy_out", "s09:revert_live", "s11:changelog_edit"],
      "the JVM again, now Eclipse Temurin 21 with a CDS archive and one always-running Fly machine"),
    F("berthly web", "state_management", "Vuex", "2025-09-09", "2026-03-11", "web_state_management",
      ["s01:read_vuex", "s07:p2", "s08:p1"], FIRST.format(d="2025-09-09")),
    F("berthly web", "state_management", "Pinia", "2026-03-11", None, "web_state_management",
      ["s07:pinia_advice", "s07:pnpm_add_pinia_out", "s08:p1", "s08:compact_summary"],
      "decided 2026-02-10 (one store ported as a template, Vuex kept alongside); the user finished the port and removed "
      "Vuex 'yesterday', said on Thu 2026-03-12"),
    F("berthly web", "e2e_test_framework", "Cypress", "2025-09-09", "2026-03-12", "web_e2e",
      ["s01:read_jenkinsfile", "s03:edit_cypress_image", "s08:p1"], FIRST.format(d="2025-09-09")),
    F("berthly web", "e2e_test_framework", "Playwright", "2026-03-12", None, "web_e2e",
      ["s08:pnpm_swap_out", "s08:pw_run_out", "s08:edit_ci_playwright", "s08:p2"], "merged the same day"),
    F("berthly web", "package_manager", "Yarn 1 (classic)", "2025-09-09", "2026-02-10", "web_package_manager",
      ["s01:yarn_test", "s01:read_jenkinsfile", "s03:write_gitlab_ci", "s04:write_dockerfile"],
      FIRST.format(d="2025-09-09") + "; the end date is only the first session that shows pnpm"),
    F("berthly web", "package_manager", "pnpm", "2026-02-10", None, "web_package_manager",
      ["s07:node22_out", "s07:pnpm_add_pinia_out", "s08:pnpm_swap_out"],
      "implicit: never announced; Yarn is last seen on 2025-12-11 (CI config, Dockerfile) and pnpm first on 2026-02-10 "
      "(commands, packageManager field, CI config). Do not ask 'when' about it"),
    F("berthly web", "node_version", "Node.js 18", "2025-09-09", "2026-02-10", "node_version",
      ["s01:read_jenkinsfile", "s03:write_gitlab_ci", "s07:p1", "s07:grep_node18"], FIRST.format(d="2025-09-09")),
    F("berthly web", "node_version", "Node.js 22", "2026-02-10", None, "node_version",
      ["s07:edit_nvmrc", "s07:edit_ci_node22", "s07:node22_out", "s07:merge_node22"], ".nvmrc, engines, CI images, Dockerfile"),
    F("berthly app", "state_management", "provider", "2025-09-25", "2026-01-13", "app_state_management",
      ["s02:read_pubspec", "s06:p1", "s06:lock_diff"], FIRST.format(d="2025-09-25") + "; ChangeNotifiers with ProxyProviders"),
    F("berthly app", "state_management", "Riverpod", "2026-01-13", None, "app_state_management",
      ["s06:pub_add_out", "s06:riverpod_done", "s06:merge_riverpod"], "flutter_riverpod with code generation; Bloc dismissed"),
    F("berthly app", "http_client", "http package", "2025-09-25", "2026-01-09", "app_http_client",
      ["s02:read_pubspec", "s06:p1"], FIRST.format(d="2025-09-25")),
    F("berthly app", "http_client", "dio", "2026-01-09", None, "app_http_client",
      ["s06:p1", "s06:read_pubspec_dio"],
      "mentioned only in passing: 'on Friday', said on Tue 2026-01-13; done by the user off-screen"),
    F("berthly app", "flutter_version", "Flutter 3.24", "2025-09-25", "2026-05-19", "flutter_version",
      ["s02:flutter_test", "s10:p1", "s10:read_fvmrc"], FIRST.format(d="2025-09-25") + "; 3.24.5 in .fvmrc"),
    F("berthly app", "flutter_version", "Flutter 3.35", "2026-05-19", None, "flutter_version",
      ["s10:edit_fvmrc", "s10:flutter335_ok", "s10:merge_flutter"], "3.35.4; merged the same day"),
    F("berthly server", "http_client", "RestTemplate", "2025-09-09", "2025-12-11", "server_http_client",
      ["s01:read_tideclient_s01", "s05:p2", "s05:read_tideclient"], FIRST.format(d="2025-09-09") + "; TideClient"),
    F("berthly server", "http_client", "RestClient", "2025-12-11", None, "server_http_client",
      ["s05:write_restclient", "s05:restclient_done", "s05:merge_java21"], "with 2 s connect / 3 s read timeouts; merged the same day"),
    F("berthly", "error_tracking", "Sentry (sentry.io)", "2025-09-09", "2026-06-11", "error_tracking",
      ["s01:p1", "s01:read_pom", "s11:p1"], FIRST.format(d="2025-09-09")),
    F("berthly", "error_tracking", "GlitchTip (self-hosted on Fly.io)", "2026-06-11", None, "error_tracking",
      ["s11:p1", "s11:gitlog_20", "s11:changelog_edit"],
      "'two weeks ago', said on Thu 2026-06-25 (commit d0a4c77 dated 2026-06-11); the Sentry SDKs stay, only the DSNs changed"),
    F("berthly server", "language", "Java", "2025-09-09", None, "server_language",
      ["s01:read_service", "s10:kotlin_no"], "Kotlin for new server code was considered on 2026-05-19 and rejected; "
      "build.gradle.kts is only Gradle's Kotlin DSL"),
    F("berthly server", "framework", "Spring Boot", "2025-09-09", None, "server_framework",
      ["s01:read_pom", "s12:boot4_done"]),
    F("berthly web", "framework", "Vue 3", "2025-09-09", None, "web_framework",
      ["s01:vuex_explained", "s12:edit_arch_doc"], "Nuxt was suggested on 2026-02-10 and rejected"),
    F("berthly app", "framework", "Flutter", "2025-09-25", None, "app_framework",
      ["s02:p2", "s02:flutter_test"]),
    F("kelpie", "framework", "Quarkus 3 with an Angular front end", "2025-09-25", None, "kelpie_framework",
      ["s02:p3"], "kelpie is the developer's weekend project; never a berthly fact"),
    F("MarinaNet", "database", "SQL Server", "2026-04-14", None, "marinanet_database",
      ["s09:p3"], "MarinaNet is a partner's harbour management system (.NET 8); berthly only calls its REST API"),
]

NO = ["no", "never", "did not", "didn't"]


def Q(qtype, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
    row = {"id": None, "type": qtype, "timeline": timeline, "question": question}
    if as_of:
        row["as_of"] = as_of
    row.update({"answer": answer, "accept": accept})
    if ordered:
        row["accept_all"] = True
        row["ordered_accept"] = ordered
    row["evidence"] = evidence
    return row


QUESTIONS = [
    # before
    Q("before", "server_build_tool", "What did the berthly server build with before Gradle?",
      "Maven (pom.xml on spring-boot-starter-parent, run through the Maven wrapper), until the switch to Gradle with the Kotlin DSL on 2025-09-25.",
      ["maven", "mvnw", "pom.xml"], ["s01:read_pom", "s01:p3", "s02:git_rm_maven_out"]),
    Q("before", "ci", "Which CI system did berthly use before GitLab CI?",
      "Jenkins, on a build box in the harbour office (Jenkinsfile), until 2025-10-21.",
      ["jenkins"], ["s01:read_jenkinsfile", "s03:p1", "s03:git_rm_jenkinsfile_out"]),
    Q("before", "database", "Which database did berthly run on before PostgreSQL?",
      "MySQL 8 (the JawsDB add-on on Heroku), until the cutover on Sunday 2025-11-16.",
      ["mysql"], ["s01:p1", "s03:p2", "s04:p1"]),
    Q("before", "web_state_management", "What did the web client use for state management before Pinia?",
      "Vuex (namespaced modules such as bookings and availability), removed when the Pinia port was finished on 2026-03-11.",
      ["vuex"], ["s01:read_vuex", "s07:p2", "s08:p1"]),
    Q("before", "app_state_management", "Before Riverpod, how was state managed in the Flutter app?",
      "With the provider package: ChangeNotifier models wired together with MultiProvider and ChangeNotifierProxyProvider, until 2026-01-13.",
      ["provider", "changenotifier"], ["s02:read_pubspec", "s06:p1", "s06:lock_diff"]),
    Q("before", "server_test_database", "What database did the server's tests run against before Testcontainers?",
      "An in-memory H2 database (in MySQL mode, later PostgreSQL mode), until 2025-11-18, when the exclusion constraint made a real PostgreSQL necessary.",
      ["h2"], ["s01:read_pom", "s04:p1", "s04:h2_fail"]),
    # after
    Q("after", "hosting", "Where did berthly move after Heroku?",
      "To Fly.io (app berthly-api in the Amsterdam region), first deployed on 2025-12-03.",
      ["fly.io", "fly"], ["s04:p3", "s04:write_fly_toml", "s05:p1"]),
    Q("after", "web_e2e", "What replaced Cypress for the web client's end-to-end tests?",
      "Playwright (@playwright/test 1.58, Desktop Chrome plus an iPad WebKit profile), from 2026-03-12.",
      ["playwright"], ["s08:p1", "s08:pnpm_swap_out", "s08:edit_ci_playwright"]),
    Q("after", "server_migrations", "After Liquibase, what handled the server's database migrations?",
      "Flyway with plain SQL migrations (V1__baseline.sql, V2__no_overlapping_bookings.sql, ...), since the PostgreSQL cutover on 2025-11-16.",
      ["flyway"], ["s03:p3", "s04:p1", "s04:write_v2"]),
    Q("after", "server_http_client", "What does the tide client use instead of RestTemplate?",
      "Spring's RestClient (a tideRestClient bean with a 2 s connect and 3 s read timeout), since 2025-12-11.",
      ["restclient"], ["s05:p2", "s05:write_restclient", "s05:restclient_done"]),
    Q("after", "app_http_client", "What did the Flutter app switch to after the http package?",
      "dio, on Friday 2026-01-09, for its interceptors (automatic token refresh).",
      ["dio"], ["s06:p1", "s06:read_pubspec_dio"]),
    Q("after", "error_tracking", "What replaced Sentry for error tracking?",
      "A self-hosted GlitchTip on Fly.io, since 2026-06-11; the Sentry SDKs stayed, only the DSNs changed.",
      ["glitchtip"], ["s11:p1", "s11:changelog_edit"]),
    # current
    Q("current", "server_runtime", "How does the berthly server run in production today: on the JVM or as a native image?",
      "On the JVM: the boot jar on Eclipse Temurin 21 with a CDS archive and one always-running Fly machine, since the native image was reverted on 2026-04-14.",
      ["jvm", "temurin", "java -jar"], ["s09:git_revert_out", "s09:revert_live", "s12:edit_arch_doc"]),
    Q("current", "java_version", "Which Java version does the server run on now?",
      "Java 21 (since 2025-12-11).", ["java 21", "21"], ["s05:edit_toolchain", "s05:java21_build", "s12:edit_arch_doc"]),
    Q("current", "web_package_manager", "Which package manager does the web client use now?",
      "pnpm. It shows up from 2026-02-10 on; the switch from Yarn 1 was never announced.",
      ["pnpm"], ["s07:node22_out", "s08:pnpm_swap_out", "s12:edit_arch_doc"]),
    Q("current", "spring_boot_version", "Which Spring Boot version is the server on now?",
      "Spring Boot 4.0 (4.0.9), since 2026-08-18.", ["4.0"], ["s12:edit_boot4", "s12:boot4_done", "s12:merge_boot4"]),
    Q("current", "node_version", "Which Node.js version does the web client build with now?",
      "Node.js 22 (LTS), since 2026-02-10.", ["node 22", "node.js 22", "22"],
      ["s07:edit_nvmrc", "s07:node22_out", "s12:edit_arch_doc"]),
    Q("current", "flutter_version", "Which Flutter version is the app built with today?",
      "Flutter 3.35 (3.35.4, pinned in .fvmrc since 2026-05-19).", ["3.35"],
      ["s10:edit_fvmrc", "s10:flutter335_ok", "s12:edit_arch_doc"]),
    Q("current", "hosting", "Where is berthly hosted now?",
      "On Fly.io (app berthly-api in the ams region), since 2025-12-03.", ["fly.io", "fly"],
      ["s05:p1", "s09:revert_deploy_out", "s12:edit_arch_doc"]),
    Q("current", "ci", "What runs berthly's CI today?",
      "GitLab CI on GitLab's shared runners (.gitlab-ci.yml), since 2025-10-21.", ["gitlab ci", "gitlab"],
      ["s03:write_gitlab_ci", "s11:jenkins_deleted", "s12:edit_arch_doc"]),
    Q("current", "database", "What database does berthly use now?",
      "PostgreSQL 16, on Fly Managed Postgres (since the cutover on 2025-11-16).", ["postgresql", "postgres"],
      ["s04:p1", "s05:p1", "s12:edit_arch_doc"]),
    # as_of
    Q("as_of", "ci", "As of 2025-10-01, what ran berthly's CI?",
      "Jenkins, on the build box in the harbour office; GitLab CI replaced it on 2025-10-21.", ["jenkins"],
      ["s01:read_jenkinsfile", "s02:jenkins_gradle", "s03:p1"], as_of="2025-10-01"),
    Q("as_of", "database", "As of 2025-11-01, which database did production use?",
      "MySQL 8 (JawsDB on Heroku); the PostgreSQL cutover came on 2025-11-16.", ["mysql"],
      ["s03:p2", "s03:p3", "s04:p1"], as_of="2025-11-01"),
    Q("as_of", "server_runtime", "On 2026-03-25, was the server deployed as a JVM jar or as a native executable?",
      "As a GraalVM native image (live from 2026-03-12 until the revert on 2026-04-14).",
      ["native image", "graalvm", "native executable"], ["s08:native_deploy_out", "s08:native_live", "s09:p1"],
      as_of="2026-03-25"),
    Q("as_of", "hosting", "As of 2025-12-01, where was berthly hosted?",
      "Still on Heroku; the move to Fly.io happened on 2025-12-03.", ["heroku"], ["s04:p3", "s05:p1"],
      as_of="2025-12-01"),
    Q("as_of", "web_state_management", "On 2026-02-20, which state management library did the web client use?",
      "Vuex, with Pinia being introduced next to it one module at a time; the port finished and Vuex was removed on 2026-03-11.",
      ["vuex"], ["s07:pinia_template", "s07:p3", "s08:p1"], as_of="2026-02-20"),
    Q("as_of", "spring_boot_version", "As of 2025-10-10, which Spring Boot version was the server on?",
      "Spring Boot 3.4 (3.4.9); 3.5 came on 2025-12-11.", ["3.4"], ["s01:read_pom", "s02:write_catalog", "s05:edit_boot35"],
      as_of="2025-10-10"),
    Q("as_of", "app_http_client", "As of 2026-01-05, which HTTP client did the Flutter app use?",
      "The http package (package:http); dio replaced it on 2026-01-09.", ["package:http", "http package", "http"],
      ["s02:read_pubspec", "s06:p1"], as_of="2026-01-05"),
    Q("as_of", "java_version", "As of 2025-11-01, which Java version did the server use?",
      "Java 17; Java 21 came on 2025-12-11.", ["java 17", "17"], ["s02:write_build", "s03:write_gitlab_ci", "s05:p1"],
      as_of="2025-11-01"),
    # when
    Q("when", "server_build_tool", "When did the server move from Maven to Gradle?",
      "On 2025-09-25 (planned on 2025-09-09 for 'the afternoon of the 25th'; MR !87 merged that day).",
      ["2025-09-25", "september 25", "sep 25", "25 september", "25 sep"], ["s01:p4", "s02:p1", "s02:merged"]),
    Q("when", "database", "When did berthly switch from MySQL to PostgreSQL?",
      "On Sunday 2025-11-16 ('last Sunday', said on Tuesday 2025-11-18; planned for the weekend of November 15-16).",
      ["2025-11-16", "november 16", "nov 16", "16 november", "16 nov"], ["s03:p3", "s04:p1"]),
    Q("when", "hosting", "When did berthly move from Heroku to Fly.io?",
      "On Wednesday 2025-12-03, the first fly deploy and the DNS switch ('on Wednesday last week', said on Thursday 2025-12-11).",
      ["2025-12-03", "december 3", "dec 3", "3 december", "3 dec"], ["s04:p3", "s05:p1"]),
    Q("when", "server_runtime", "When was the GraalVM native image reverted?",
      "On 2026-04-14, with a git revert of the three native-image commits; production went back to the JVM that day.",
      ["2026-04-14", "april 14", "apr 14", "14 april", "14 apr"], ["s09:p1", "s09:git_revert_out", "s09:revert_live"]),
    Q("when", "web_state_management", "When did the web client finish moving from Vuex to Pinia?",
      "On 2026-03-11 ('yesterday', said on 2026-03-12); the move was decided on 2026-02-10.",
      ["2026-03-11", "march 11", "mar 11", "11 march", "11 mar"], ["s07:p3", "s08:p1", "s08:compact_summary"]),
    Q("when", "ci", "When did berthly move its CI from Jenkins to GitLab CI?",
      "On 2025-10-21 (commit e41b7a9), not in January 2026 as was once misremembered.",
      ["2025-10-21", "october 21", "oct 21", "21 october", "21 oct"],
      ["s03:p1", "s03:p2", "s11:jenkins_deleted", "s11:ci_correction"]),
    Q("when", "error_tracking", "When did error tracking move from Sentry to GlitchTip?",
      "On 2026-06-11 ('two weeks ago', said on 2026-06-25; commit d0a4c77).",
      ["2026-06-11", "june 11", "jun 11", "11 june", "11 jun"], ["s11:p1", "s11:gitlog_20", "s11:changelog_edit"]),
    # why
    Q("why", "server_build_tool", "Why did the server switch from Maven to Gradle?",
      "Build time: Jenkins took 14 minutes and `mvnw verify` alone 3:41, because Maven rebuilt and re-tested everything "
      "on every run. Gradle's build cache and configuration cache only re-run the affected tasks (full build 2m04s, a "
      "no-op 2 s), and the version catalog keeps all versions in one place.",
      ["build cache", "3:41", "14 minutes", "incremental", "slow", "faster"],
      ["s01:p3", "s01:mvn_timing", "s02:p1", "s02:gradle_done"]),
    Q("why", "database", "Why did berthly move from MySQL to PostgreSQL?",
      "To make double bookings impossible in the database itself: PostgreSQL has exclusion constraints (EXCLUDE USING "
      "gist over berth and daterange), MySQL has nothing equivalent. A second double booking had slipped through the "
      "admin 'move booking' path, which bypassed the lock in BookingService.",
      ["exclusion constraint", "double booking", "overlap"], ["s01:race_explained", "s03:p2", "s03:pg_plan"]),
    Q("why", "server_runtime", "Why was the native image dropped again?",
      "Its reflection hints broke twice with Hibernate patch releases, every deploy took about 14 minutes, and an "
      "invoice PDF crashed in production with a MissingReflectionRegistrationError from OpenPDF's font handling, which "
      "the JVM tests could not catch.",
      ["reflection", "14 minutes", "openpdf", "missingreflectionregistrationerror"], ["s09:p1", "s08:native_done"]),
    Q("why", "hosting", "Why did berthly leave Heroku?",
      "Cost (about $96 for November: Postgres Essential plus two Basic dynos), the Eco dyno for staging that slept and "
      "made the harbour office wait every morning, and distance: the marinas are in Portugal and Spain while Heroku's "
      "common runtime is in the US. Fly.io offered per-second machines in Amsterdam.",
      ["$96", "bill", "cost", "eco dyno", "sleeps", "slept", "in the us", "amsterdam"], ["s04:p3"]),
    Q("why", "web_e2e", "Why did the web client replace Cypress with Playwright?",
      "The Cypress job was slow (about six minutes) and flaky (the calendar drag test failed about one run in five), "
      "parallel runs needed the paid Cypress Cloud, and Playwright parallelises for free and runs WebKit for the "
      "harbour offices' iPads.",
      ["flaky", "slow", "cypress cloud", "webkit", "ipad", "parallel"], ["s08:p1", "s08:playwright_done"]),
    Q("why", "ci", "Why did berthly stop using Jenkins?",
      "The Jenkins build box in the harbour office died (its disk failed) on 2025-10-16, and the developer didn't want "
      "to resurrect a machine only she ever patched; the code was on GitLab already.",
      ["died", "disk", "build box"], ["s03:p1"]),
    # history
    Q("history", "server_runtime", "How has the berthly server been run in production over time, in order?",
      "As a JVM jar (heroku deploy:jar, then java -jar in a Docker image on Fly.io) until 2026-03-12, then as a GraalVM "
      "native image until 2026-04-14, then on the JVM again (Eclipse Temurin 21 with a CDS archive).",
      ["jvm", "native image"], ["s01:read_jenkinsfile", "s04:write_dockerfile", "s08:native_deploy_out", "s09:revert_live"],
      ordered=[["jvm", "java -jar"], ["native image", "graalvm"], ["jvm", "temurin"]]),
    Q("history", "spring_boot_version", "Which Spring Boot versions has the server gone through, in order?",
      "Spring Boot 3.4 (3.4.9) until 2025-12-11, then 3.5 (3.5.8) until 2026-08-18, then 4.0 (4.0.9).",
      ["3.4", "3.5", "4.0"], ["s01:read_pom", "s05:edit_boot35", "s12:edit_boot4"],
      ordered=[["3.4"], ["3.5"], ["4.0"]]),
    Q("history", "app_state_management", "How has the Flutter app managed its state over time?",
      "With provider (ChangeNotifiers and ProxyProviders) until 2026-01-13, then with Riverpod (generated providers).",
      ["provider", "riverpod"], ["s02:read_pubspec", "s06:p1", "s06:riverpod_merged"],
      ordered=[["provider", "changenotifier"], ["riverpod"]]),
    Q("history", "error_tracking", "What has berthly used for error tracking, in order?",
      "Sentry (sentry.io) until 2026-06-11, then a self-hosted GlitchTip on Fly.io (still with the Sentry SDKs).",
      ["sentry", "glitchtip"], ["s01:p1", "s11:p1", "s11:changelog_edit"],
      ordered=[["sentry"], ["glitchtip"]]),
    # negative
    Q("negative", "server_language", "Was any of the berthly server ever written in Kotlin?",
      "No. The server is Java; only the Gradle build script uses the Kotlin DSL (build.gradle.kts). Writing new server "
      "code in Kotlin was discussed on 2026-05-19 and rejected.",
      NO + ["only the gradle"], ["s10:p2", "s10:kotlin_no", "s10:p3"]),
    Q("negative", "web_framework", "Did the web client ever move to Nuxt?",
      "No. Nuxt was suggested on 2026-02-10, while planning the Pinia port, and rejected: an office dashboard behind a "
      "login has no need for server-side rendering. The web client stayed a Vue 3 + Vite single-page app.",
      NO + ["rejected"], ["s07:p2", "s07:pinia_advice", "s07:p3"]),
    Q("negative", "app_state_management", "Did the Flutter app use Bloc at some point?",
      "No. Bloc was looked at and dismissed as too much ceremony for 14 screens; the app went from provider to Riverpod.",
      NO + ["dismissed"], ["s06:p1"]),
    Q("negative", "server_framework", "Has the berthly server ever run on Quarkus?",
      "No. Quarkus (with an Angular front end) is what kelpie, the developer's weekend project, uses; berthly stayed on Spring Boot.",
      NO + ["kelpie"], ["s02:p3"]),
    Q("negative", "database", "Has berthly ever used SQL Server?",
      "No. SQL Server is MarinaNet's database (their system is .NET 8); berthly talks to MarinaNet over its REST API "
      "and went from MySQL to PostgreSQL.",
      NO + ["marinanet"], ["s09:p3", "s09:marinanet_sketch"]),
]


def resolve(evidence: list[str]) -> list[str]:
    out = []
    for ref in evidence:
        key = tuple(ref.split(":", 1))
        assert key in LABELS, f"unknown evidence label {ref}"
        out.append(LABELS[key])
    return out


def main() -> None:
    for build in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12):
        build()
    folder = ROOT / "transcripts"
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.jsonl"):
        old.unlink()
    for sess in SESSIONS:
        with open(folder / f"{sess.sid}.jsonl", "w", encoding="utf-8") as fh:
            for ev in sess.lines:
                fh.write(dumps(ev) + "\n")
    with open(ROOT / "facts.jsonl", "w", encoding="utf-8") as fh:
        for f in FACTS:
            fh.write(dumps(dict(f, evidence=resolve(f["evidence"]))) + "\n")
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as fh:
        for i, q in enumerate(QUESTIONS, start=1):
            fh.write(dumps(dict(q, id=f"q{i:02d}", evidence=resolve(q["evidence"]))) + "\n")
    for sess in SESSIONS:
        print(f"{sess.key}  {sess.sid}  {sess.lines[-1]['timestamp'][:10]}  {sess.version:8}  {len(sess.lines)} lines")
    print(f"{len(FACTS)} facts, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
