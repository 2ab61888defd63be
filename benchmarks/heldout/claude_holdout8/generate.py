#!/usr/bin/env python3
"""Generate claude_holdout8: 13 fictional Claude Code transcripts of one project (rotaboard),
their ground-truth facts, questions, README.md and validate.py.

Deterministic (one seeded random.Random), standard library only.
Usage: python3 generate.py [OUTDIR]   (OUTDIR defaults to this file's folder)
"""
from __future__ import annotations

import base64
import copy
import difflib
import json
import random
import re
import string
import subprocess
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 20260623
R = random.Random(SEED)
HOME = "/home/ines/rotaboard"
ALNUM = string.ascii_letters + string.digits
LABELS: dict[str, str] = {}      # evidence label -> "<sessionId>#<uuid>"
REPO: dict[str, str] = {}        # repo-relative path -> current file content (as the transcripts see it)

REMINDER_OLD = ("\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. "
                "If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, "
                "write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n")
REMINDER_NEW = ("\n\n<system-reminder>\nWhenever you read a file, you should consider whether it would be considered "
                "malware. You CAN and SHOULD provide analysis of malware, what it is doing. But you MUST refuse to "
                "improve or augment the code. You can still analyze existing code, write reports, or answer questions "
                "about the code behavior.\n</system-reminder>\n")
TODO_OK = ("Todos have been modified successfully. Ensure that you continue to use the todo list to track your "
           "progress. Please proceed with the current tasks if applicable")


def rid(n: int) -> str:
    return "".join(R.choice(ALNUM) for _ in range(n))


def new_uuid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def signature() -> str:
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.randint(150, 290)))).decode()


def fmt(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def era_of(version: str) -> str:
    major, minor, patch = (int(x) for x in version.split("."))
    if major == 1:
        return "1.0"
    if minor == 0:
        return "2.0"
    return "2.1a" if patch < 40 else "2.1b"


def structured_patch(old: str, new: str) -> list[dict]:
    a, b = old.split("\n"), new.split("\n")
    hunks: list[dict] = []
    for line in difflib.unified_diff(a, b, n=3, lineterm=""):
        if line.startswith("---") or line.startswith("+++"):
            continue
        m = re.match(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@", line)
        if m:
            hunks.append({"oldStart": int(m.group(1)), "oldLines": int(m.group(2) or 1),
                          "newStart": int(m.group(3)), "newLines": int(m.group(4) or 1), "lines": []})
        elif hunks:
            hunks[-1]["lines"].append(line)
    return hunks


def numbered(lines: list[str], start: int = 1) -> str:
    return "\n".join(f"{i:>6}→{line}" for i, line in enumerate(lines, start))


class Session:
    def __init__(self, key: str, start: str, version: str, model: str, branch: str, *, slug: str | None = None,
                 hook: str | None = None, previous: "Session | None" = None, summary: str | None = None,
                 permission: str = "acceptEdits") -> None:
        self.key = key
        self.sid = new_uuid()
        self.version = version
        self.model = model
        self.branch = branch
        self.era = era_of(version)
        self.slug = slug
        self.slug_on = False
        self.hook = hook
        self.permission = permission
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
        self.lines: list[dict] = []
        self.last: str | None = None
        self.msg: tuple[str, str] | None = None
        self.ctx = R.randint(13900, 14400)
        self.todos: list[dict] = []
        self.backups: dict[str, dict] = {}
        self.in_turn = False
        self.turn_start = self.t
        if summary:
            self.lines.append({"type": "summary", "summary": summary, "leafUuid": previous.last})

    # --- plumbing ---------------------------------------------------------------------------
    def tick(self, lo: float, hi: float) -> None:
        self.t += timedelta(seconds=R.uniform(lo, hi))

    def ts(self) -> str:
        return fmt(self.t)

    def env(self, parent: str | None) -> dict:
        ev = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": HOME,
              "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.slug_on:
            ev["slug"] = self.slug
        return ev

    def add(self, ev: dict, label: str | None = None) -> dict:
        self.lines.append(ev)
        if "uuid" in ev:
            self.last = ev["uuid"]
        if label:
            if label in LABELS:
                raise ValueError(f"label {label} used twice")
            LABELS[label] = f"{self.sid}#{ev['uuid']}"
        return ev

    def backup(self, path: str) -> None:
        entry = self.backups.get(path)
        version = entry["version"] + 1 if entry else 1
        name = entry["backupFileName"].split("@")[0] if entry else "".join(R.choice("0123456789abcdef") for _ in range(16))
        self.backups[path] = {"backupFileName": f"{name}@v{version}", "version": version,
                              "backupTime": fmt(self.t - timedelta(milliseconds=R.randint(300, 2500)))}

    # --- user side --------------------------------------------------------------------------
    def prompt(self, text: str, label: str | None = None, gap: tuple[float, float] = (40, 200)) -> None:
        self.end_turn()
        if self.lines and any("uuid" in ev for ev in self.lines):
            self.tick(*gap)
        uid = new_uuid()
        if self.era != "1.0":
            snap_t = self.t + timedelta(milliseconds=R.randint(40, 320))
            self.lines.append({"type": "file-history-snapshot", "messageId": uid,
                               "snapshot": {"messageId": uid, "trackedFileBackups": copy.deepcopy(self.backups),
                                            "timestamp": fmt(snap_t)},
                               "isSnapshotUpdate": False})
        ev = self.env(self.last)
        ev["type"] = "user"
        ev["message"] = {"role": "user", "content": text}
        ev["uuid"] = uid
        ev["timestamp"] = self.ts()
        if self.era == "2.0":
            ev["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
        elif self.era == "2.1a":
            ev["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
            ev["todos"] = []
        elif self.era == "2.1b":
            ev["thinkingMetadata"] = {"maxThinkingTokens": 31999}
            ev["todos"] = []
            ev["permissionMode"] = self.permission
        self.add(ev, label)
        self.in_turn = True
        self.turn_start = self.t
        self.msg = None

    def interrupt(self) -> None:
        self.tick(3, 9)
        ev = self.env(self.last)
        ev["type"] = "user"
        ev["message"] = {"role": "user", "content": [{"type": "text", "text": "[Request interrupted by user]"}]}
        ev["uuid"] = new_uuid()
        ev["timestamp"] = self.ts()
        self.add(ev)
        self.msg = None
        self.in_turn = False

    def local_command(self, name: str, stdout: str) -> None:
        for content in (f"<command-name>{name}</command-name>\n            <command-message>{name[1:]}</command-message>\n"
                        f"            <command-args></command-args>",
                        f"<local-command-stdout>{stdout}</local-command-stdout>"):
            ev = self.env(self.last)
            ev.update({"type": "system", "subtype": "local_command", "content": content, "level": "info",
                       "timestamp": self.ts(), "uuid": new_uuid(), "isMeta": False})
            self.add(ev)

    def compact(self, summary: str, pre_tokens: int, label: str | None = None) -> None:
        self.end_turn()
        self.tick(25, 80)
        boundary = {"parentUuid": None, "logicalParentUuid": self.last, "isSidechain": False, "userType": "external",
                    "cwd": HOME, "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.slug_on:
            boundary["slug"] = self.slug
        boundary.update({"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted",
                         "isMeta": False, "timestamp": self.ts(), "uuid": new_uuid(), "level": "info",
                         "compactMetadata": {"trigger": "manual", "preTokens": pre_tokens}})
        self.add(boundary)
        ev = self.env(self.last)
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "This session is being continued from a previous conversation that ran out of context. "
                   "The summary below covers the earlier portion of the conversation.\n\n" + summary},
                   "isVisibleInTranscriptOnly": True, "isCompactSummary": True, "uuid": new_uuid(),
                   "timestamp": self.ts()})
        self.add(ev, label)
        ev = self.env(self.last)
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "<local-command-caveat>Caveat: The messages below were generated by the user while running local "
                   "commands. DO NOT respond to these messages or otherwise consider them in your response unless "
                   "the user explicitly asks you to.</local-command-caveat>"},
                   "isMeta": True, "uuid": new_uuid(), "timestamp": self.ts()})
        self.add(ev)
        self.tick(0.4, 0.8)
        ev = self.env(self.last)
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "<command-name>/compact</command-name>\n            <command-message>compact</command-message>\n"
                   "            <command-args></command-args>"}, "uuid": new_uuid(), "timestamp": self.ts()})
        self.add(ev)
        self.tick(0.8, 1.4)
        ev = self.env(self.last)
        ev.update({"type": "user", "message": {"role": "user", "content":
                   "<local-command-stdout>\u001b[2mCompacted (ctrl+o to see full summary)\u001b[22m</local-command-stdout>"},
                   "uuid": new_uuid(), "timestamp": self.ts()})
        self.add(ev)
        self.ctx = R.randint(14800, 16200)
        self.msg = None

    def end_turn(self) -> None:
        if not self.in_turn:
            return
        self.in_turn = False
        last = self.lines[-1]
        if self.era == "1.0" and last.get("type") == "assistant" and last["message"]["content"][0]["type"] == "text":
            last["message"]["stop_reason"] = "end_turn"
        if self.hook:
            self.tick(0.4, 1.8)
            ev = self.env(self.last)
            ev.update({"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                       "hookInfos": [{"command": self.hook}], "hookErrors": [], "preventedContinuation": False,
                       "stopReason": "", "hasOutput": False, "level": "suggestion", "timestamp": self.ts(),
                       "uuid": new_uuid(), "toolUseID": new_uuid()})
            self.add(ev)
        if self.era == "2.1a":
            self.tick(0.05, 0.4)
            ev = self.env(self.last)
            ev.update({"type": "system", "subtype": "turn_duration",
                       "durationMs": int((self.t - self.turn_start).total_seconds() * 1000),
                       "timestamp": self.ts(), "uuid": new_uuid(), "isMeta": False})
            self.add(ev)

    # --- assistant side ---------------------------------------------------------------------
    def _asst(self, block: dict, label: str | None, delay: tuple[float, float], out: int) -> dict:
        if self.msg is None:
            self.msg = ("msg_01" + rid(22), "req_011C" + rid(20))
        self.tick(*delay)
        cc = R.randint(18, 900)
        usage = {"input_tokens": R.randint(3, 10), "cache_creation_input_tokens": cc,
                 "cache_read_input_tokens": self.ctx,
                 "cache_creation": {"ephemeral_5m_input_tokens": cc, "ephemeral_1h_input_tokens": 0},
                 "output_tokens": out, "service_tier": "standard"}
        if self.era == "2.1b":
            usage["inference_geo"] = "not_available"
        self.ctx += R.randint(60, 650)
        if self.era == "1.0":
            message = {"id": self.msg[0], "type": "message", "role": "assistant", "model": self.model,
                       "content": [block], "stop_reason": None, "stop_sequence": None, "usage": usage}
        else:
            message = {"model": self.model, "id": self.msg[0], "type": "message", "role": "assistant",
                       "content": [block], "stop_reason": None, "stop_sequence": None, "usage": usage}
        ev = self.env(self.last)
        ev.update({"message": message, "requestId": self.msg[1], "type": "assistant", "uuid": new_uuid(),
                   "timestamp": self.ts()})
        return self.add(ev, label)

    def think(self, text: str, label: str | None = None) -> None:
        self._asst({"type": "thinking", "thinking": text, "signature": signature()}, label, (4, 11), R.randint(1, 12))

    def say(self, text: str, label: str | None = None) -> None:
        delay = (1, 3) if self.msg else (3, 10)
        self._asst({"type": "text", "text": text}, label, delay, R.randint(2, 11))

    def tool(self, name: str, inp: dict, result: str, tur, *, label=None, rlabel=None, error=False,
             dur=(0.6, 2.4), bash=False) -> None:
        tid = "toolu_01" + rid(22)
        block = {"type": "tool_use", "id": tid, "name": name, "input": inp}
        if self.era == "2.1b":
            block["caller"] = {"type": "direct"}
        tu = self._asst(block, label, (2, 9), R.randint(90, 720))
        self.msg = None
        self.tick(*dur)
        if error:
            rb = {"type": "tool_result", "content": result, "is_error": True, "tool_use_id": tid}
            tur = "Error: " + result
        else:
            rb = {"tool_use_id": tid, "type": "tool_result", "content": result}
            if bash:
                rb["is_error"] = False
        ev = self.env(tu["uuid"])
        ev.update({"type": "user", "message": {"role": "user", "content": [rb]}, "uuid": new_uuid(),
                   "timestamp": self.ts(), "toolUseResult": tur})
        if self.era in ("2.1a", "2.1b"):
            ev["sourceToolAssistantUUID"] = tu["uuid"]
        self.add(ev, rlabel)
        if self.slug:
            self.slug_on = True

    # --- tools ------------------------------------------------------------------------------
    def bash(self, command: str, description: str, out: str, *, error=False, code=1, dur=(1.0, 6.0),
             label=None, rlabel=None, timeout: int | None = None) -> None:
        inp = {"command": command}
        if timeout:
            inp["timeout"] = timeout
        inp["description"] = description
        if error:
            content = out if self.era == "1.0" else f"Exit code {code}\n{out}"
            self.tool("Bash", inp, content, None, label=label, rlabel=rlabel, error=True, dur=dur)
        else:
            tur = {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}
            if self.era == "2.1b":
                tur["noOutputExpected"] = False
            self.tool("Bash", inp, out, tur, label=label, rlabel=rlabel, dur=dur, bash=True)

    def read(self, path: str, content: str | None = None, *, label=None, rlabel=None) -> None:
        if content is None:
            content = REPO[path]
        REPO[path] = content
        full = f"{HOME}/{path}"
        lines = content.split("\n")
        reminder = REMINDER_NEW if self.era in ("2.1a", "2.1b") else REMINDER_OLD
        tur = {"type": "text", "file": {"filePath": full, "content": content, "numLines": len(lines),
                                        "startLine": 1, "totalLines": len(lines)}}
        self.tool("Read", {"file_path": full}, numbered(lines) + reminder, tur, label=label, rlabel=rlabel)

    def edit(self, path: str, old: str, new: str, *, replace_all=False, label=None, rlabel=None) -> None:
        full = f"{HOME}/{path}"
        orig = REPO[path]
        count = orig.count(old)
        if count == 0 or (count > 1 and not replace_all):
            raise ValueError(f"{self.key} edit {path}: old_string found {count} times:\n{old}")
        updated = orig.replace(old, new) if replace_all else orig.replace(old, new, 1)
        if self.era == "2.1b":
            inp = {"replace_all": replace_all, "file_path": full, "old_string": old, "new_string": new}
        else:
            inp = {"file_path": full, "old_string": old, "new_string": new}
            if replace_all:
                inp["replace_all"] = True
        if self.era in ("1.0", "2.0"):
            ulines = updated.split("\n")
            first = updated.find(new)
            idx = updated[:first].count("\n")
            lo, hi = max(0, idx - 4), min(len(ulines), idx + new.count("\n") + 5)
            text = (f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of the "
                    f"edited file:\n" + numbered(ulines[lo:hi], lo + 1))
        else:
            text = f"The file {full} has been updated successfully."
        tur = {"filePath": full, "oldString": old, "newString": new, "originalFile": orig,
               "structuredPatch": structured_patch(orig, updated), "userModified": False, "replaceAll": replace_all}
        REPO[path] = updated
        self.tool("Edit", inp, text, tur, label=label, rlabel=rlabel)
        self.backup(path)

    def edit_fails(self, path: str, old: str, new: str) -> None:
        full = f"{HOME}/{path}"
        inp = {"file_path": full, "old_string": old, "new_string": new}
        self.tool("Edit", inp, "<tool_use_error>File has been modified since read, either by the user or by a "
                  "linter. Read it again before attempting to write it.</tool_use_error>", None, error=True)

    def write(self, path: str, content: str, *, label=None, rlabel=None) -> None:
        full = f"{HOME}/{path}"
        if path in REPO:
            orig = REPO[path]
            tur = {"type": "update", "filePath": full, "content": content,
                   "structuredPatch": structured_patch(orig, content), "originalFile": orig}
            if self.era in ("1.0", "2.0"):
                lines = content.split("\n")
                text = (f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of "
                        f"the edited file:\n" + numbered(lines[:12]))
            else:
                text = f"The file {full} has been updated successfully."
        else:
            tur = {"type": "create", "filePath": full, "content": content, "structuredPatch": []}
            if self.era == "2.1b":
                tur["originalFile"] = None
            text = f"File created successfully at: {full}"
        REPO[path] = content
        self.tool("Write", {"file_path": full, "content": content}, text, tur, label=label, rlabel=rlabel)
        self.backup(path)

    def grep(self, pattern: str, path: str, lines: list[str] | None = None, files: list[str] | None = None, *,
             glob: str | None = None, label=None, rlabel=None) -> None:
        inp = {"pattern": pattern, "path": f"{HOME}/{path}" if path else HOME}
        if glob:
            inp["glob"] = glob
        if files is not None:
            inp["output_mode"] = "files_with_matches"
            full = [f"{HOME}/{f}" for f in files]
            text = f"Found {len(full)} files\n" + "\n".join(full)
            tur = {"mode": "files_with_matches", "filenames": full, "numFiles": len(full)}
        else:
            inp["output_mode"] = "content"
            inp["-n"] = True
            text = "\n".join(lines)
            tur = {"mode": "content", "numFiles": 0, "filenames": [], "content": text, "numLines": len(lines)}
        self.tool("Grep", inp, text, tur, label=label, rlabel=rlabel)

    def globf(self, pattern: str, files: list[str], *, path: str | None = None, label=None, rlabel=None) -> None:
        inp = {"pattern": pattern}
        if path:
            inp["path"] = f"{HOME}/{path}"
        full = [f"{HOME}/{f}" for f in files]
        tur = {"filenames": full, "durationMs": R.randint(18, 140), "numFiles": len(full), "truncated": False}
        self.tool("Glob", inp, "\n".join(full), tur, label=label, rlabel=rlabel)

    def todo(self, items: list[tuple[str, str, str]], *, label=None) -> None:
        if self.era == "1.0":
            priorities = ["high", "high", "medium", "medium", "low", "low"]
            todos = [{"content": c, "status": s, "priority": priorities[i], "id": str(i + 1)}
                     for i, (c, s, _) in enumerate(items)]
        else:
            todos = [{"content": c, "status": s, "activeForm": a} for c, s, a in items]
        tur = {"oldTodos": self.todos, "newTodos": todos}
        self.todos = todos
        self.tool("TodoWrite", {"todos": todos}, TODO_OK, tur, label=label)

    def finish(self) -> None:
        self.end_turn()

    def jsonl(self) -> str:
        return "".join(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n" for ev in self.lines)


# =============================================================================================
# Repository files as the sessions see them
# =============================================================================================

POM_XML = '''<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>

  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.3.4</version>
    <relativePath/>
  </parent>

  <groupId>vet.rotaboard</groupId>
  <artifactId>rotaboard-server</artifactId>
  <version>1.14.0-SNAPSHOT</version>
  <name>rotaboard-server</name>

  <properties>
    <java.version>17</java.version>
    <kotlin.version>1.9.25</kotlin.version>
    <mockito-kotlin.version>5.4.0</mockito-kotlin.version>
    <firebase-admin.version>9.3.0</firebase-admin.version>
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
      <artifactId>spring-boot-starter-security</artifactId>
    </dependency>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-validation</artifactId>
    </dependency>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-actuator</artifactId>
    </dependency>

    <!-- Admin pages for clinic managers, rendered server-side -->
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-thymeleaf</artifactId>
    </dependency>
    <dependency>
      <groupId>org.thymeleaf.extras</groupId>
      <artifactId>thymeleaf-extras-springsecurity6</artifactId>
    </dependency>

    <!-- JSON -->
    <dependency>
      <groupId>com.fasterxml.jackson.module</groupId>
      <artifactId>jackson-module-kotlin</artifactId>
    </dependency>
    <dependency>
      <groupId>org.jetbrains.kotlin</groupId>
      <artifactId>kotlin-reflect</artifactId>
    </dependency>

    <!-- PostgreSQL; schema changes are Liquibase changelogs in src/main/resources/db/changelog -->
    <dependency>
      <groupId>org.postgresql</groupId>
      <artifactId>postgresql</artifactId>
      <scope>runtime</scope>
    </dependency>
    <dependency>
      <groupId>org.liquibase</groupId>
      <artifactId>liquibase-core</artifactId>
    </dependency>

    <!-- Redis: rota cache and SMS rate limits -->
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-data-redis</artifactId>
    </dependency>

    <!-- Firebase Admin SDK: verifies Firebase Authentication ID tokens and sends FCM pushes -->
    <dependency>
      <groupId>com.google.firebase</groupId>
      <artifactId>firebase-admin</artifactId>
      <version>${firebase-admin.version}</version>
    </dependency>

    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-test</artifactId>
      <scope>test</scope>
    </dependency>
    <dependency>
      <groupId>org.mockito.kotlin</groupId>
      <artifactId>mockito-kotlin</artifactId>
      <version>${mockito-kotlin.version}</version>
      <scope>test</scope>
    </dependency>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-testcontainers</artifactId>
      <scope>test</scope>
    </dependency>
    <dependency>
      <groupId>org.testcontainers</groupId>
      <artifactId>postgresql</artifactId>
      <scope>test</scope>
    </dependency>
    <dependency>
      <groupId>org.testcontainers</groupId>
      <artifactId>junit-jupiter</artifactId>
      <scope>test</scope>
    </dependency>
  </dependencies>

  <build>
    <sourceDirectory>${project.basedir}/src/main/kotlin</sourceDirectory>
    <testSourceDirectory>${project.basedir}/src/test/kotlin</testSourceDirectory>
    <plugins>
      <plugin>
        <groupId>org.springframework.boot</groupId>
        <artifactId>spring-boot-maven-plugin</artifactId>
      </plugin>
      <plugin>
        <groupId>org.jetbrains.kotlin</groupId>
        <artifactId>kotlin-maven-plugin</artifactId>
        <configuration>
          <args>
            <arg>-Xjsr305=strict</arg>
          </args>
          <compilerPlugins>
            <plugin>spring</plugin>
            <plugin>jpa</plugin>
          </compilerPlugins>
        </configuration>
        <dependencies>
          <dependency>
            <groupId>org.jetbrains.kotlin</groupId>
            <artifactId>kotlin-maven-allopen</artifactId>
            <version>${kotlin.version}</version>
          </dependency>
          <dependency>
            <groupId>org.jetbrains.kotlin</groupId>
            <artifactId>kotlin-maven-noarg</artifactId>
            <version>${kotlin.version}</version>
          </dependency>
        </dependencies>
      </plugin>
    </plugins>
  </build>
</project>
'''

CHECKER_KT = '''package vet.rotaboard.shifts

import org.springframework.stereotype.Component
import java.time.Instant

/**
 * Finds shifts of one staff member that overlap in time.
 * Runs when a rota is published and again when a swap is accepted.
 */
@Component
class ShiftConflictChecker(private val shifts: ShiftRepository) {

    fun conflictsFor(staffId: Long, candidate: ShiftSlot): List<Shift> =
        shifts.findByStaffIdAndDayBetween(staffId, candidate.day.minusDays(1), candidate.day.plusDays(1))
            .filter { it.id != candidate.id }
            .filter { overlaps(it.startsAt, it.endsAt, candidate.startsAt, candidate.endsAt) }

    fun conflictsInRota(rota: List<ShiftSlot>): Map<Long, List<ShiftSlot>> =
        rota.groupBy { it.staffId }
            .mapValues { (_, slots) ->
                slots.filter { a -> slots.any { b -> a !== b && overlaps(a.startsAt, a.endsAt, b.startsAt, b.endsAt) } }
            }
            .filterValues { it.isNotEmpty() }

    companion object {
        fun overlaps(aStart: Instant, aEnd: Instant, bStart: Instant, bEnd: Instant): Boolean =
            aStart <= bEnd && bStart <= aEnd
    }
}
'''

CHECKER_TEST_KT = '''package vet.rotaboard.shifts

import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.mockito.kotlin.any
import org.mockito.kotlin.mock
import org.mockito.kotlin.whenever
import java.time.LocalDate

class ShiftConflictCheckerTest {
    private val repo: ShiftRepository = mock()
    private val checker = ShiftConflictChecker(repo)
    private val day = LocalDate.of(2025, 9, 8)

    @Test
    fun `overlapping shifts clash`() {
        whenever(repo.findByStaffIdAndDayBetween(any(), any(), any()))
            .thenReturn(listOf(shift(1, day, "08:00", "16:00")))

        val result = checker.conflictsFor(7, slot(null, day, "12:00", "20:00"))

        assertThat(result).extracting("id").containsExactly(1L)
    }

    @Test
    fun `separate shifts do not clash`() {
        whenever(repo.findByStaffIdAndDayBetween(any(), any(), any()))
            .thenReturn(listOf(shift(1, day, "08:00", "12:00")))

        assertThat(checker.conflictsFor(7, slot(null, day, "13:00", "17:00"))).isEmpty()
    }

    @Test
    fun `a shift does not clash with itself`() {
        whenever(repo.findByStaffIdAndDayBetween(any(), any(), any()))
            .thenReturn(listOf(shift(3, day, "08:00", "16:00")))

        assertThat(checker.conflictsFor(7, slot(3, day, "08:00", "16:00"))).isEmpty()
    }

    @Test
    fun `rota check groups clashes per staff member`() {
        val rota = listOf(
            slot(null, day, "08:00", "16:00", staffId = 7),
            slot(null, day, "15:00", "23:00", staffId = 7),
            slot(null, day, "15:00", "23:00", staffId = 9),
        )

        assertThat(checker.conflictsInRota(rota).keys).containsExactly(7L)
    }
}
'''


def grep_line(path: str, needle: str) -> str:
    """A Grep content-mode line (full path:line:text) for the first line of REPO[path] containing needle."""
    for i, line in enumerate(REPO[path].split("\n"), 1):
        if needle in line:
            return f"{HOME}/{path}:{i}:{line}"
    raise ValueError(f"{needle!r} not in {path}")


SHIFT_PROVIDER_DART = """import 'package:flutter/foundation.dart';

import '../api/rota_api.dart';
import '../models/shift.dart';
import '../models/swap.dart';

class ShiftProvider extends ChangeNotifier {
  ShiftProvider(this._api);

  final RotaApi _api;
  final Map<DateTime, List<Shift>> _weeks = {};
  final List<Swap> _pendingSwaps = [];
  bool loading = false;
  Object? error;

  List<Shift> week(DateTime monday) => _weeks[monday] ?? const [];
  List<Swap> get pendingSwaps => List.unmodifiable(_pendingSwaps);

  Future<void> loadWeek(DateTime monday) async {
    loading = true;
    notifyListeners();
    try {
      _weeks[monday] = await _api.shiftsForWeek(monday);
      error = null;
    } catch (e) {
      error = e;
    } finally {
      loading = false;
      notifyListeners();
    }
  }

  Future<void> requestSwap(Shift shift, {required String kind, int? coverStaffId}) async {
    final swap = await _api.requestSwap(shift.id, kind: kind, coverStaffId: coverStaffId);
    _pendingSwaps.add(swap);
    notifyListeners();
  }

  /// My shifts that would clash with a pending swap (optimistic, until the server answers).
  List<Shift> optimisticConflicts(Shift pending) => _weeks.values
      .expand((week) => week)
      .where((s) => s.id != pending.id && s.overlaps(pending))
      .toList();
}
"""

SHIFT_DART = """import 'package:collection/collection.dart';

class Shift {
  const Shift({
    required this.id,
    required this.staffId,
    required this.clinicId,
    required this.startsAt,
    required this.endsAt,
    this.role = 'nurse',
    this.conflicts = const [],
  });

  final int id;
  final int staffId;
  final int clinicId;
  final DateTime startsAt;
  final DateTime endsAt;
  final String role;
  final List<int> conflicts;

  bool get hasConflict => conflicts.isNotEmpty;

  /// Optimistic check for the badge while a swap is pending, before the server recomputes conflicts.
  bool overlaps(Shift other) =>
      !startsAt.isAfter(other.endsAt) && !other.startsAt.isAfter(endsAt);

  factory Shift.fromJson(Map<String, dynamic> json) => Shift(
        id: json['id'] as int,
        staffId: json['staff_id'] as int,
        clinicId: json['clinic_id'] as int,
        startsAt: DateTime.parse(json['starts_at'] as String),
        endsAt: DateTime.parse(json['ends_at'] as String),
        role: json['role'] as String? ?? 'nurse',
        conflicts: (json['conflicts'] as List<dynamic>? ?? const []).cast<int>(),
      );

  @override
  bool operator ==(Object other) =>
      other is Shift && other.id == id && const ListEquality<int>().equals(other.conflicts, conflicts);

  @override
  int get hashCode => Object.hash(id, Object.hashAll(conflicts));
}
"""

PUBSPEC_2025_09 = """name: rotaboard
description: Shift rota and shift swaps for veterinary clinic staff.
publish_to: none
version: 1.8.2+131

environment:
  sdk: ">=3.4.0 <4.0.0"
  flutter: ">=3.22.0"

dependencies:
  flutter:
    sdk: flutter
  flutter_localizations:
    sdk: flutter
  intl: ^0.19.0
  collection: ^1.18.0
  go_router: ^14.2.7
  provider: ^6.1.2
  http: ^1.2.2
  hive: ^2.2.3
  hive_flutter: ^1.1.0
  firebase_core: ^3.4.1
  firebase_auth: ^5.2.1
  firebase_messaging: ^15.1.1
  flutter_local_notifications: ^17.2.2

dev_dependencies:
  flutter_test:
    sdk: flutter
  flutter_lints: ^4.0.0
  mocktail: ^1.0.4
  hive_generator: ^2.0.1
  build_runner: ^2.4.12

flutter:
  uses-material-design: true
  generate: true
"""

GH_SERVER_YML = '''name: server

on:
  push:
    branches: [main]
    paths: ["server/**", ".github/workflows/server.yml"]
  pull_request:
    paths: ["server/**", ".github/workflows/server.yml"]

jobs:
  test:
    runs-on: ubuntu-24.04
    defaults:
      run:
        working-directory: server
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-java@v4
        with:
          distribution: temurin
          java-version: '17'
          cache: maven
      - name: Build and test
        run: ./mvnw -B verify
'''


def s01() -> Session:
    s = Session("s01", "2025-09-09T14:02:37.118", "1.0.108", "claude-sonnet-4-20250514", "main")
    s.prompt("Clinics keep getting false \"double-booked\" warnings. Typical case from Northpaw's Leeds clinic: "
             "a night shift 19:00-07:00, then the same nurse on an early shift starting 07:00 the next morning, "
             "and the rota editor flags both in red. The check lives in "
             "server/src/main/kotlin/vet/rotaboard/shifts/ShiftConflictChecker.kt and the app shows the badge "
             "from the `conflicts` field. Fix it and add a test. Note that main deploys straight to DigitalOcean "
             "App Platform (database is DO Managed Postgres), so keep the change tight.", label="s01_p1")
    s.think("Back-to-back shifts touching at exactly 07:00 being flagged: looks like an inclusive comparison on "
            "both ends of the interval. Read the checker and its test first.")
    s.say("I'll start with the conflict check and its existing tests.")
    s.read("server/src/main/kotlin/vet/rotaboard/shifts/ShiftConflictChecker.kt", CHECKER_KT, rlabel="s01_checker")
    s.read("server/src/test/kotlin/vet/rotaboard/shifts/ShiftConflictCheckerTest.kt", CHECKER_TEST_KT,
           rlabel="s01_checker_test")
    s.say("Found it. `overlaps` compares with `<=` on both sides, i.e. it treats a shift as the closed interval "
          "[start, end]. A night shift ending at 07:00 and an early shift starting at 07:00 share that single "
          "instant, so they count as overlapping. Shifts should be half-open, [start, end): the end instant "
          "belongs to nobody. Strict `<` fixes both `conflictsFor` and `conflictsInRota`, since they share the helper.")
    s.edit("server/src/main/kotlin/vet/rotaboard/shifts/ShiftConflictChecker.kt",
           "    companion object {\n        fun overlaps(aStart: Instant, aEnd: Instant, bStart: Instant, bEnd: Instant): Boolean =\n"
           "            aStart <= bEnd && bStart <= aEnd\n",
           "    companion object {\n        /** Shifts are half-open intervals [start, end): back-to-back shifts do not overlap. */\n"
           "        fun overlaps(aStart: Instant, aEnd: Instant, bStart: Instant, bEnd: Instant): Boolean =\n"
           "            aStart < bEnd && bStart < aEnd\n")
    s.edit("server/src/test/kotlin/vet/rotaboard/shifts/ShiftConflictCheckerTest.kt",
           "    @Test\n    fun `rota check groups clashes per staff member`() {",
           "    @Test\n    fun `night shift ending at 07_00 does not clash with an early shift starting at 07_00`() {\n"
           "        whenever(repo.findByStaffIdAndDayBetween(any(), any(), any()))\n"
           "            .thenReturn(listOf(shift(1, day, \"19:00\", \"07:00\")))\n\n"
           "        assertThat(checker.conflictsFor(7, slot(null, day.plusDays(1), \"07:00\", \"15:00\"))).isEmpty()\n"
           "    }\n\n"
           "    @Test\n    fun `one minute of overlap still clashes`() {\n"
           "        whenever(repo.findByStaffIdAndDayBetween(any(), any(), any()))\n"
           "            .thenReturn(listOf(shift(1, day, \"19:00\", \"07:01\")))\n\n"
           "        assertThat(checker.conflictsFor(7, slot(null, day.plusDays(1), \"07:00\", \"15:00\")))\n"
           "            .extracting(\"id\").containsExactly(1L)\n"
           "    }\n\n"
           "    @Test\n    fun `rota check groups clashes per staff member`() {")
    s.bash("cd server && ./mvnw test", "Run the server test suite",
           "[INFO] Scanning for projects...\n[INFO] \n"
           "[INFO] -------------------< vet.rotaboard:rotaboard-server >-------------------\n"
           "[INFO] Building rotaboard-server 1.14.0-SNAPSHOT\n[INFO]   from pom.xml\n"
           "[INFO] --------------------------------[ jar ]---------------------------------\n[INFO] \n"
           "[INFO] --- resources:3.3.1:resources (default-resources) @ rotaboard-server ---\n"
           "[INFO] Copying 2 resources from src/main/resources to target/classes\n"
           "[INFO] Copying 88 resources from src/main/resources to target/classes\n[INFO] \n"
           "[INFO] --- kotlin:1.9.25:compile (compile) @ rotaboard-server ---\n[INFO] \n"
           "[INFO] --- kotlin:1.9.25:test-compile (test-compile) @ rotaboard-server ---\n[INFO] \n"
           "[INFO] --- surefire:3.2.5:test (default-test) @ rotaboard-server ---\n"
           "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider\n"
           "[INFO] \n[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n"
           "[INFO] -------------------------------------------------------\n"
           "[INFO] Running vet.rotaboard.shifts.ShiftConflictCheckerTest\n"
           "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.388 s -- in vet.rotaboard.shifts.ShiftConflictCheckerTest\n"
           "[INFO] Running vet.rotaboard.swaps.SwapServiceTest\n"
           "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.217 s -- in vet.rotaboard.swaps.SwapServiceTest\n"
           "[INFO] Running vet.rotaboard.RotaPublishIT\n"
           "16:03:41.552 [main] INFO org.testcontainers.DockerClientFactory -- Connected to docker: \n"
           "  Server Version: 27.2.0\n  API Version: 1.47\n  Operating System: Docker Desktop\n  Total Memory: 7841 MB\n"
           "16:03:41.871 [main] INFO tc.postgres:16-alpine -- Creating container for image: postgres:16-alpine\n"
           "16:03:43.940 [main] INFO tc.postgres:16-alpine -- Container postgres:16-alpine started in PT2.0686S\n"
           "16:03:44.022 [main] INFO tc.redis:7.2-alpine -- Creating container for image: redis:7.2-alpine\n"
           "16:03:44.774 [main] INFO tc.redis:7.2-alpine -- Container redis:7.2-alpine started in PT0.7518S\n"
           "16:03:53.310 [main] INFO liquibase.changelog -- Reading from public.databasechangelog\n"
           "[INFO] Tests run: 26, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 17.05 s -- in vet.rotaboard.RotaPublishIT\n"
           "[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 41, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
           "[INFO] ------------------------------------------------------------------------\n"
           "[INFO] BUILD SUCCESS\n"
           "[INFO] ------------------------------------------------------------------------\n"
           "[INFO] Total time:  41.862 s\n[INFO] Finished at: 2025-09-09T16:04:08+02:00\n"
           "[INFO] ------------------------------------------------------------------------",
           dur=(40, 44), label="s01_mvn", rlabel="s01_mvn_out")
    s.say("All 41 server tests pass, including the two new ones (touching at 07:00: no clash; one minute of "
          "overlap: still a clash). The app has its own optimistic check for the pending-swap badge, so let me "
          "see whether it has the same bug.")
    REPO["app/lib/models/shift.dart"] = SHIFT_DART
    REPO["app/lib/state/shift_provider.dart"] = SHIFT_PROVIDER_DART
    s.grep("overlaps", "app/lib", [grep_line("app/lib/models/shift.dart", "bool overlaps("),
                                   grep_line("app/lib/state/shift_provider.dart", "s.overlaps(pending)")])
    s.read("app/lib/models/shift.dart", SHIFT_DART)
    s.edit("app/lib/models/shift.dart",
           "  bool overlaps(Shift other) =>\n      !startsAt.isAfter(other.endsAt) && !other.startsAt.isAfter(endsAt);",
           "  /// Half-open like the server: a shift ending at 07:00 and one starting at 07:00 do not overlap.\n"
           "  bool overlaps(Shift other) =>\n      startsAt.isBefore(other.endsAt) && other.startsAt.isBefore(endsAt);")
    s.read("app/pubspec.yaml", PUBSPEC_2025_09, rlabel="s01_pubspec")
    s.bash("cd app && flutter test test/models test/state", "Run the app's model and state tests",
           "00:03 +14: All tests passed!", dur=(9, 14))
    s.say("Fixed on both sides:\n\n- **Server**: `ShiftConflictChecker.overlaps` now uses half-open intervals "
          "(`aStart < bEnd && bStart < aEnd`). Two new tests: a 19:00-07:00 night followed by a 07:00 early is fine, "
          "19:00-07:01 still clashes.\n- **App**: `Shift.overlaps` in `app/lib/models/shift.dart` had the same "
          "inclusive comparison (`!isAfter` on both ends); it's used by `ShiftProvider` for the optimistic badge "
          "while a swap is pending, so it would have flashed red until the server answered.\n\n"
          "Existing rotas don't need a data fix: `conflicts` is recomputed on every read.")
    s.prompt("Open a PR. And while CI runs: why does `./mvnw test` take over 40 seconds for 41 tests?", label="s01_p2")
    s.bash("git switch -c fix-touching-shifts && git commit -qam \"Shifts are half-open: back-to-back shifts don't "
           "conflict\" && git push -qu origin fix-touching-shifts && gh pr create --fill",
           "Create a branch, commit, push and open a PR",
           "Switched to a new branch 'fix-touching-shifts'\nremote: \nremote: Create a pull request for "
           "'fix-touching-shifts' on GitHub by visiting:\nremote:      "
           "https://github.com/rotaboard/rotaboard/pull/new/fix-touching-shifts\nremote: \n"
           "https://github.com/rotaboard/rotaboard/pull/212", dur=(4, 7))
    s.branch = "fix-touching-shifts"
    s.read("server/pom.xml", POM_XML, rlabel="s01_pom")
    s.say("Roughly where the 41.9 s goes:\n\n1. **Maven itself** (~8-10 s): no daemon, so every run starts a "
          "fresh JVM, re-reads the pom and resolves plugins; the Kotlin compiler also starts cold each time and "
          "recompiles all of `src/main` and `src/test`, because the kotlin-maven-plugin has no incremental "
          "compilation worth the name.\n2. **Testcontainers** (~3 s): Postgres 16 and Redis 7.2 containers for "
          "`RotaPublishIT`.\n3. **`RotaPublishIT`** (17 s): it boots the full Spring context, Liquibase replays "
          "all changelogs into the empty database, and Hibernate validates the schema.\n\nThe unit tests "
          "themselves take under a second. Cheap wins: mark the containers reusable and use `@DataJpaTest` / "
          "`@WebMvcTest` slices where a test doesn't need the whole app. The bigger win would be the build tool: "
          "Gradle keeps a daemon, compiles Kotlin incrementally and has a build cache, so an unchanged module isn't "
          "rebuilt or retested at all. CI is the same story without the warm daemon.", label="s01_slow_explain")
    s.prompt("Fine, later. Did CI pass?", label="s01_p3")
    s.bash("gh pr checks 212 --watch", "Wait for the PR checks",
           "All checks were successful\n0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION  ELAPSED  URL\n"
           "✓  server / test (pull_request)                          3m12s    https://github.com/rotaboard/rotaboard/actions/runs/17594327741/job/49983120553\n"
           "✓  app / analyze-and-test (pull_request)                 2m41s    https://github.com/rotaboard/rotaboard/actions/runs/17594327738/job/49983120517",
           dur=(150, 200), rlabel="s01_checks")
    s.say("Both GitHub Actions checks are green: `server / test` in 3m12s and `app / analyze-and-test` in 2m41s. "
          "PR #212 is ready to merge; once it's on main, App Platform picks it up automatically.")
    s.finish()
    return s


BUILD_GRADLE_V1 = '''import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    id("org.springframework.boot") version "3.3.4"
    id("io.spring.dependency-management") version "1.1.6"
    kotlin("jvm") version "1.9.25"
    kotlin("plugin.spring") version "1.9.25"
    kotlin("plugin.jpa") version "1.9.25"
}

group = "vet.rotaboard"
version = "1.14.0-SNAPSHOT"

kotlin {
    jvmToolchain(17)
    compilerOptions {
        freeCompilerArgs.addAll("-Xjsr305=strict")
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

repositories {
    mavenCentral()
}

dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("org.springframework.boot:spring-boot-starter-data-jpa")
    implementation("org.springframework.boot:spring-boot-starter-security")
    implementation("org.springframework.boot:spring-boot-starter-validation")
    implementation("org.springframework.boot:spring-boot-starter-actuator")
    implementation("org.springframework.boot:spring-boot-starter-thymeleaf")
    implementation("org.thymeleaf.extras:thymeleaf-extras-springsecurity6")
    implementation("org.springframework.boot:spring-boot-starter-data-redis")
    implementation("com.fasterxml.jackson.module:jackson-module-kotlin")
    implementation("org.jetbrains.kotlin:kotlin-reflect")
    implementation("org.liquibase:liquibase-core")
    implementation("com.google.firebase:firebase-admin:9.3.0")
    runtimeOnly("org.postgresql:postgresql")

    testImplementation("org.springframework.boot:spring-boot-starter-test") {
        exclude(module = "mockito-core")
    }
    testImplementation("io.mockk:mockk:1.13.12")
    testImplementation("com.ninja-squad:springmockk:4.0.2")
    testImplementation("org.springframework.boot:spring-boot-testcontainers")
    testImplementation("org.testcontainers:postgresql")
    testImplementation("org.testcontainers:junit-jupiter")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
}

tasks.withType<Test> {
    useJUnitPlatform()
}
'''

SWAP_SERVICE_TEST_KT = '''package vet.rotaboard.swaps

import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.mockito.kotlin.any
import org.mockito.kotlin.argThat
import org.mockito.kotlin.mock
import org.mockito.kotlin.never
import org.mockito.kotlin.verify
import org.mockito.kotlin.whenever
import vet.rotaboard.notify.PushSender
import vet.rotaboard.shifts.ShiftConflictChecker
import vet.rotaboard.shifts.ShiftRepository
import vet.rotaboard.shifts.shift

class SwapServiceTest {
    private val shifts: ShiftRepository = mock()
    private val swaps: SwapRepository = mock()
    private val conflicts: ShiftConflictChecker = mock()
    private val push: PushSender = mock()
    private val service = SwapService(shifts, swaps, conflicts, push)

    @Test
    fun `accepting a swap notifies the requester`() {
        val swap = pendingSwap(id = 40, requester = 7, taker = 9)
        whenever(swaps.findPending(40)).thenReturn(swap)
        whenever(conflicts.conflictsFor(any(), any())).thenReturn(emptyList())

        service.accept(40, takerId = 9)

        verify(push).send(argThat { staffId == 7L && kind == "swap.accepted" })
    }

    @Test
    fun `a swap that would double-book the taker is rejected`() {
        val swap = pendingSwap(id = 41, requester = 7, taker = 9)
        whenever(swaps.findPending(41)).thenReturn(swap)
        whenever(conflicts.conflictsFor(any(), any())).thenReturn(listOf(shift(5)))

        val result = service.accept(41, takerId = 9)

        assertThat(result).isInstanceOf(SwapResult.Conflict::class.java)
        verify(push, never()).send(any())
    }
}
'''


def s02(prev: Session) -> Session:
    s = Session("s02", "2025-09-25T09:14:05.402", "1.0.124", "claude-opus-4-1-20250805", "gradle",
                previous=prev, summary="Half-open shift intervals fix (server + app); why the Maven build is slow")
    s.prompt("Time to get off Maven. `./mvnw verify` takes 3+ minutes on CI and ~40 s locally for a handful of "
             "tests, the pom is 150-odd lines of XML, and every Kotlin compiler option needs its own plugin block. "
             "Convert server/ to Gradle with the Kotlin DSL (build.gradle.kts) and turn the build cache on. "
             "Since every test file gets touched anyway, swap mockito-kotlin for MockK too.", label="s02_p1")
    s.todo([("Write settings.gradle.kts, build.gradle.kts and gradle.properties for server/", "in_progress", ""),
            ("Add the Gradle wrapper and remove pom.xml / mvnw", "pending", ""),
            ("Port the tests from mockito-kotlin to MockK", "pending", ""),
            ("Point the server workflow at Gradle and run the tests", "pending", "")])
    s.read("server/pom.xml")
    s.write("server/settings.gradle.kts", 'rootProject.name = "rotaboard-server"\n')
    s.write("server/build.gradle.kts", BUILD_GRADLE_V1, label="s02_gradle_write")
    s.write("server/gradle.properties",
            "org.gradle.caching=true\norg.gradle.configuration-cache=true\norg.gradle.parallel=true\n"
            "org.gradle.jvmargs=-Xmx2g -XX:+UseParallelGC\nkotlin.incremental=true\n")
    s.bash("cd server && gradle wrapper --gradle-version 8.10.2 && git rm -q pom.xml mvnw mvnw.cmd && git rm -rq .mvn",
           "Generate the Gradle wrapper and delete the Maven build",
           "\nBUILD SUCCESSFUL in 2s\n1 actionable task: 1 executed", dur=(3, 5), label="s02_rm_pom")
    s.bash("cd server && ./gradlew test", "Run the tests under Gradle",
           "> Task :compileKotlin\n> Task :compileTestKotlin FAILED\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/shifts/ShiftConflictCheckerTest.kt:5:12 Unresolved reference: mockito\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/shifts/ShiftConflictCheckerTest.kt:11:36 Unresolved reference: mock\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/shifts/ShiftConflictCheckerTest.kt:18:9 Unresolved reference: whenever\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/swaps/SwapServiceTest.kt:5:12 Unresolved reference: mockito\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/swaps/SwapServiceTest.kt:32:9 Unresolved reference: verify\n"
           "... 61 more errors\n\nFAILURE: Build failed with an exception.\n\n"
           "* What went wrong:\nExecution failed for task ':compileTestKotlin'.\n"
           "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
           "   > Compilation error. See log for more details\n\nBUILD FAILED in 48s\n4 actionable tasks: 4 executed",
           error=True, dur=(48, 52), rlabel="s02_mockito_fail")
    s.grep("org\\.mockito", "server/src/test", files=[
        "server/src/test/kotlin/vet/rotaboard/shifts/ShiftConflictCheckerTest.kt",
        "server/src/test/kotlin/vet/rotaboard/swaps/SwapServiceTest.kt",
        "server/src/test/kotlin/vet/rotaboard/swaps/SwapControllerTest.kt",
        "server/src/test/kotlin/vet/rotaboard/rota/RotaPublisherTest.kt",
        "server/src/test/kotlin/vet/rotaboard/notify/SmsGatewayTest.kt",
        "server/src/test/kotlin/vet/rotaboard/notify/NotificationFanoutTest.kt",
        "server/src/test/kotlin/vet/rotaboard/auth/FirebaseTokenFilterTest.kt"])
    s.say("Expected: the Gradle build no longer pulls in mockito-kotlin. Seven test files use it. The mechanical "
          "part is the same everywhere: `mock<T>()` becomes `mockk<T>()`, `whenever(x).thenReturn(y)` becomes "
          "`every { x } returns y`, `verify(m).f(...)` becomes `verify { m.f(...) }`, and `@MockBean` becomes "
          "springmockk's `@MockkBean`. I'll do the one-liners with sed and the verifications by hand.")
    s.bash("cd server/src/test && grep -rl 'org.mockito' . | xargs sed -i -E "
           "-e 's/^import org\\.mockito\\.kotlin\\.(any|argThat|never|verify|whenever)$//' "
           "-e 's/^import org\\.mockito\\.kotlin\\.mock$/import io.mockk.every\\nimport io.mockk.mockk\\nimport io.mockk.verify/' "
           "-e 's/: ([A-Za-z]+) = mock\\(\\)/: \\1 = mockk(relaxed = true)/' "
           "-e 's/whenever\\((.*)\\)$/every { \\1 }/' -e 's/^( *)\\.thenReturn\\((.*)\\)$/\\1returns \\2/' "
           "-e 's/@MockBean/@MockkBean/; s/import org\\.springframework\\.boot\\.test\\.mock\\.mockito\\.MockBean/import com.ninjasquad.springmockk.MockkBean/' "
           "&& grep -rn 'verify(' . | wc -l",
           "Mechanical Mockito-to-MockK rewrite", "14", dur=(1, 2))
    REPO["server/src/test/kotlin/vet/rotaboard/swaps/SwapServiceTest.kt"] = SWAP_SERVICE_TEST_KT.replace(
        "import org.mockito.kotlin.any\nimport org.mockito.kotlin.argThat\nimport org.mockito.kotlin.mock\n"
        "import org.mockito.kotlin.never\nimport org.mockito.kotlin.verify\nimport org.mockito.kotlin.whenever\n",
        "import io.mockk.every\nimport io.mockk.mockk\nimport io.mockk.verify\n").replace(
        ": ShiftRepository = mock()", ": ShiftRepository = mockk(relaxed = true)").replace(
        ": SwapRepository = mock()", ": SwapRepository = mockk(relaxed = true)").replace(
        ": ShiftConflictChecker = mock()", ": ShiftConflictChecker = mockk(relaxed = true)").replace(
        ": PushSender = mock()", ": PushSender = mockk(relaxed = true)").replace(
        "whenever(swaps.findPending(40)).thenReturn(swap)", "every { swaps.findPending(40) } returns swap").replace(
        "whenever(swaps.findPending(41)).thenReturn(swap)", "every { swaps.findPending(41) } returns swap").replace(
        "whenever(conflicts.conflictsFor(any(), any())).thenReturn(emptyList())",
        "every { conflicts.conflictsFor(any(), any()) } returns emptyList()").replace(
        "whenever(conflicts.conflictsFor(any(), any())).thenReturn(listOf(shift(5)))",
        "every { conflicts.conflictsFor(any(), any()) } returns listOf(shift(5))")
    s.edit("server/src/test/kotlin/vet/rotaboard/swaps/SwapServiceTest.kt",
           "        verify(push).send(argThat { staffId == 7L && kind == \"swap.accepted\" })",
           "        verify(exactly = 1) { push.send(match { it.staffId == 7L && it.kind == \"swap.accepted\" }) }")
    s.edit("server/src/test/kotlin/vet/rotaboard/swaps/SwapServiceTest.kt",
           "        verify(push, never()).send(any())", "        verify(exactly = 0) { push.send(any()) }",
           label="s02_mockk_edit")
    s.say("The other twelve `verify(...)` calls follow the same two patterns; converting them the same way.")
    s.bash("cd server && ./gradlew test && ./gradlew clean && ./gradlew test --build-cache",
           "Run the tests, then again from a clean tree to check the build cache",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 57s\n"
           "5 actionable tasks: 5 executed\nConfiguration cache entry stored.\n\nBUILD SUCCESSFUL in 1s\n"
           "1 actionable task: 1 executed\nConfiguration cache entry stored.\n"
           "> Task :compileKotlin FROM-CACHE\n> Task :compileTestKotlin FROM-CACHE\n> Task :test FROM-CACHE\n\n"
           "BUILD SUCCESSFUL in 6s\n5 actionable tasks: 2 executed, 3 from cache", dur=(64, 70),
           rlabel="s02_gradle_ok")
    s.read(".github/workflows/server.yml", GH_SERVER_YML, rlabel="s02_gh_read")
    s.edit(".github/workflows/server.yml",
           "      - uses: actions/setup-java@v4\n        with:\n          distribution: temurin\n"
           "          java-version: '17'\n          cache: maven\n      - name: Build and test\n        run: ./mvnw -B verify\n",
           "      - uses: actions/setup-java@v4\n        with:\n          distribution: temurin\n"
           "          java-version: '17'\n      - uses: gradle/actions/setup-gradle@v4\n"
           "      - name: Build and test\n        run: ./gradlew build\n", label="s02_gh_edit")
    s.say("Done:\n\n- `server/build.gradle.kts` (Kotlin DSL) reproduces the pom: Spring Boot 3.3.4, Kotlin 1.9.25 "
          "with the spring/jpa compiler plugins, Java 17 toolchain, the same dependencies. `gradle.properties` "
          "turns on the build cache, the configuration cache and parallel execution.\n- `pom.xml`, `mvnw`, "
          "`mvnw.cmd` and `.mvn/` are deleted; the Gradle 8.10.2 wrapper is committed.\n- Tests: mockito-kotlin "
          "is gone (excluded `mockito-core` from the Boot test starter too), replaced by `io.mockk:mockk` and "
          "`springmockk` for `@MockkBean`. All 41 tests pass.\n- Timing: 57 s cold (first daemon start plus "
          "compilation), and 6 s from a clean tree when the outputs come from the build cache.\n"
          "- The GitHub Actions workflow uses `gradle/actions/setup-gradle` (which also caches the Gradle home) "
          "and runs `./gradlew build`.")
    s.prompt("Push it, merge once green. Then I want your opinion on the next one, Liquibase. The XML changelogs "
             "are unreadable in review, half of them carry `<preConditions onFail=\"MARK_RAN\">` hacks, and nobody "
             "gets a changeset right the first time. I want plain SQL migrations with Flyway instead. I'll do the "
             "conversion myself over the next few weeks. What's the safest way to switch a production database "
             "that already has a DATABASECHANGELOG table?", label="s02_flyway_plan")
    s.bash("git add -A && git commit -qm \"Build server with Gradle (Kotlin DSL); MockK instead of mockito-kotlin\" "
           "&& git push -qu origin gradle && gh pr create --fill && gh pr checks --watch && gh pr merge --squash "
           "--delete-branch && git switch main && git pull -q",
           "Commit, push, open the PR, wait for CI and merge",
           "https://github.com/rotaboard/rotaboard/pull/219\n"
           "All checks were successful\n0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION  ELAPSED  URL\n"
           "✓  server / test (pull_request)                          1m21s    https://github.com/rotaboard/rotaboard/actions/runs/17984413052/job/51160209731\n"
           "✓  app / analyze-and-test (pull_request)                 2m38s    https://github.com/rotaboard/rotaboard/actions/runs/17984413047/job/51160209702\n"
           "✓ Squashed and merged pull request #219 (Build server with Gradle (Kotlin DSL); MockK instead of mockito-kotlin)\n"
           "✓ Deleted branch gradle and switched to branch main", dur=(170, 200), rlabel="s02_merge")
    s.branch = "main"
    s.say("Merged as #219; the server job went from 3m12s to 1m21s.\n\nFor Liquibase → Flyway on a live database, "
          "the safe path is a baseline, not a replay:\n\n1. **Freeze Liquibase.** No new changesets from the day "
          "you start.\n2. **Generate V1 from the real schema**: `pg_dump --schema-only --no-owner` from production "
          "(not from the changelogs, which may not reproduce it exactly after the MARK_RAN hacks), cleaned up into "
          "`db/migration/V1__baseline.sql`. Leave out `databasechangelog` and `databasechangeloglock`.\n"
          "3. **Baseline production**: `spring.flyway.baseline-on-migrate=true` with `baseline-version=1`. On the "
          "first start Flyway sees a non-empty schema without its history table, records V1 as applied without "
          "running it, and only runs V2+ afterwards. Fresh databases (Testcontainers, new devs) run V1 normally.\n"
          "4. **Swap the dependency** in `build.gradle.kts`: remove `liquibase-core`, add `flyway-core` and "
          "`flyway-database-postgresql` (Flyway 10 split the Postgres support out).\n5. **Check it** with a "
          "schema diff between a Testcontainers database built from V1 and a production dump.\n6. Drop the two "
          "Liquibase tables one release later, once you're sure you won't roll back.\n\nWatch out for "
          "`${...}` properties in the changelogs: Flyway also substitutes `${}` placeholders, so either turn off "
          "`spring.flyway.placeholder-replacement` or escape them.", label="s02_flyway_advice")
    s.finish()
    return s


# =============================================================================================
# s03: app state from provider to Riverpod
# =============================================================================================

MAIN_DART_2025 = """import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';
import 'package:hive_flutter/hive_flutter.dart';
import 'package:provider/provider.dart';

import 'api/rota_api.dart';
import 'app.dart';
import 'auth/session.dart';
import 'firebase_options.dart';
import 'notifications/push.dart';
import 'state/shift_provider.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp(options: DefaultFirebaseOptions.currentPlatform);
  FirebaseMessaging.onBackgroundMessage(handleBackgroundPush);
  await Hive.initFlutter();
  await Hive.openBox<String>('shifts_cache');
  await Hive.openBox<String>('clinics');

  final session = Session(); // wraps FirebaseAuth.instance
  final api = RotaApi(session: session);

  runApp(
    ChangeNotifierProvider(
      create: (_) => ShiftProvider(api),
      child: RotaboardApp(session: session),
    ),
  );
}
"""

WEEK_SCREEN_OLD = """import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../state/shift_provider.dart';
import '../widgets/shift_tile.dart';
import '../widgets/week_header.dart';

class WeekScreen extends StatefulWidget {
  const WeekScreen({super.key, required this.monday});

  final DateTime monday;

  @override
  State<WeekScreen> createState() => _WeekScreenState();
}

class _WeekScreenState extends State<WeekScreen> {
  @override
  void initState() {
    super.initState();
    context.read<ShiftProvider>().loadWeek(widget.monday);
  }

  @override
  Widget build(BuildContext context) {
    final provider = context.watch<ShiftProvider>();
    if (provider.loading) {
      return const Center(child: CircularProgressIndicator());
    }
    if (provider.error != null) {
      return Center(child: Text('Could not load the rota: ${provider.error}'));
    }
    final shifts = provider.week(widget.monday);
    return Column(
      children: [
        WeekHeader(monday: widget.monday),
        Expanded(
          child: ListView.builder(
            itemCount: shifts.length,
            itemBuilder: (_, i) => ShiftTile(shift: shifts[i]),
          ),
        ),
      ],
    );
  }
}
"""

WEEK_SCREEN_NEW = """import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../state/week_shifts.dart';
import '../widgets/shift_tile.dart';
import '../widgets/week_header.dart';

class WeekScreen extends ConsumerWidget {
  const WeekScreen({super.key, required this.monday});

  final DateTime monday;

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    final week = ref.watch(weekShiftsProvider(monday));
    return Column(
      children: [
        WeekHeader(monday: monday),
        Expanded(
          child: week.when(
            loading: () => const Center(child: CircularProgressIndicator()),
            error: (e, _) => Center(child: Text('Could not load the rota: $e')),
            data: (shifts) => ListView.builder(
              itemCount: shifts.length,
              itemBuilder: (_, i) => ShiftTile(key: ValueKey(shifts[i].id), shift: shifts[i]),
            ),
          ),
        ),
      ],
    );
  }
}
"""

WEEK_SHIFTS_DART = """import 'package:riverpod_annotation/riverpod_annotation.dart';

import '../api/rota_api.dart';
import '../models/shift.dart';

part 'week_shifts.g.dart';

/// Overridden in main() with the real client, in tests with a fake.
@Riverpod(keepAlive: true)
RotaApi rotaApi(RotaApiRef ref) => throw UnimplementedError('rotaApiProvider must be overridden');

/// One provider per week (keyed by its Monday): reloading or editing one week
/// no longer rebuilds every shift list on screen.
@riverpod
Future<List<Shift>> weekShifts(WeekShiftsRef ref, DateTime monday) =>
    ref.watch(rotaApiProvider).shiftsForWeek(monday);
"""

WEEK_SCREEN_TEST_OLD = """import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';
import 'package:provider/provider.dart';
import 'package:rotaboard/screens/week_screen.dart';
import 'package:rotaboard/state/shift_provider.dart';

import '../fixtures.dart';

class FakeShiftProvider extends Mock with ChangeNotifier implements ShiftProvider {}

void main() {
  final monday = DateTime(2025, 10, 13);

  testWidgets('week screen lists the shifts of the week', (tester) async {
    final provider = FakeShiftProvider();
    when(() => provider.loading).thenReturn(false);
    when(() => provider.error).thenReturn(null);
    when(() => provider.week(monday)).thenReturn(weekFixture(monday));
    when(() => provider.loadWeek(monday)).thenAnswer((_) async {});

    await tester.pumpWidget(
      ChangeNotifierProvider<ShiftProvider>.value(
        value: provider,
        child: MaterialApp(home: Scaffold(body: WeekScreen(monday: monday))),
      ),
    );
    await tester.pumpAndSettle();

    expect(find.byType(ListTile), findsNWidgets(5));
    expect(find.text('Night · 19:00–07:00'), findsOneWidget);
  });
}
"""

WEEK_SCREEN_TEST_NEW = """import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:rotaboard/screens/week_screen.dart';
import 'package:rotaboard/state/week_shifts.dart';

import '../fixtures.dart';

void main() {
  final monday = DateTime(2025, 10, 13);

  testWidgets('week screen lists the shifts of the week', (tester) async {
    await tester.pumpWidget(
      ProviderScope(
        overrides: [weekShiftsProvider(monday).overrideWith((ref) async => weekFixture(monday))],
        child: MaterialApp(home: Scaffold(body: WeekScreen(monday: monday))),
      ),
    );
    await tester.pumpAndSettle();

    expect(find.byType(ListTile), findsNWidgets(5));
    expect(find.text('Night · 19:00–07:00'), findsOneWidget);
  });

  testWidgets('week screen shows the error instead of spinning forever', (tester) async {
    await tester.pumpWidget(
      ProviderScope(
        overrides: [weekShiftsProvider(monday).overrideWith((ref) async => throw Exception('offline'))],
        child: MaterialApp(home: Scaffold(body: WeekScreen(monday: monday))),
      ),
    );
    await tester.pumpAndSettle();

    expect(find.textContaining('Could not load the rota'), findsOneWidget);
  });
}
"""

SWAPS_SCREEN_OLD = """import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../state/shift_provider.dart';
import '../widgets/swap_card.dart';

class SwapsScreen extends StatelessWidget {
  const SwapsScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final pending = context.watch<ShiftProvider>().pendingSwaps;
    if (pending.isEmpty) {
      return const Center(child: Text('No open swap requests.'));
    }
    return ListView(
      children: [for (final swap in pending) SwapCard(swap: swap)],
    );
  }
}
"""

SWAPS_SCREEN_NEW = """import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../state/swaps.dart';
import '../widgets/swap_card.dart';

class SwapsScreen extends ConsumerWidget {
  const SwapsScreen({super.key});

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    final pending = ref.watch(pendingSwapsProvider);
    if (pending.isEmpty) {
      return const Center(child: Text('No open swap requests.'));
    }
    return ListView(
      children: [for (final swap in pending) SwapCard(swap: swap)],
    );
  }
}
"""

SWAPS_STATE_DART = """import 'package:riverpod_annotation/riverpod_annotation.dart';

import '../models/shift.dart';
import '../models/swap.dart';
import 'week_shifts.dart';

part 'swaps.g.dart';

DateTime mondayOf(DateTime day) => DateTime(day.year, day.month, day.day - (day.weekday - 1));

@Riverpod(keepAlive: true)
class PendingSwaps extends _$PendingSwaps {
  @override
  List<Swap> build() => const [];

  Future<void> request(Shift shift, {required String kind, int? coverStaffId}) async {
    final swap = await ref.read(rotaApiProvider).requestSwap(shift.id, kind: kind, coverStaffId: coverStaffId);
    state = [...state, swap];
    ref.invalidate(weekShiftsProvider(mondayOf(shift.startsAt)));
  }

  /// My shifts that would clash with a pending swap (optimistic, until the server answers).
  List<Shift> optimisticConflicts(Shift pending, List<Shift> week) =>
      week.where((s) => s.id != pending.id && s.overlaps(pending)).toList();
}
"""

CODEMAGIC_YAML = """workflows:
  ios-release:
    name: iOS release
    instance_type: mac_mini_m2
    max_build_duration: 60
    integrations:
      app_store_connect: rotaboard-asc
    environment:
      flutter: 3.22.3
      xcode: 15.4
      cocoapods: default
      ios_signing:
        distribution_type: app_store
        bundle_identifier: vet.rotaboard.app
      groups:
        - firebase
    triggering:
      events: [push, pull_request]
      branch_patterns:
        - pattern: '*'
    scripts:
      - name: Get packages
        script: flutter pub get
      - name: Analyze
        script: flutter analyze
      - name: Build ipa
        script: |
          flutter build ipa --release \\
            --build-number=$(($(app-store-connect get-latest-testflight-build-number "$APP_STORE_APPLE_ID") + 1)) \\
            --export-options-plist=/Users/builder/export_options.plist
    artifacts:
      - build/ios/ipa/*.ipa
    publishing:
      app_store_connect:
        auth: integration
        submit_to_testflight: true

  android-release:
    name: Android release
    instance_type: linux_x2
    environment:
      flutter: 3.22.3
      android_signing:
        - rotaboard-upload-key
      groups:
        - firebase
    scripts:
      - name: Build app bundle
        script: flutter build appbundle --release --build-number=$BUILD_NUMBER
    artifacts:
      - build/app/outputs/bundle/release/*.aab
    publishing:
      google_play:
        credentials: $GCLOUD_SERVICE_ACCOUNT_CREDENTIALS
        track: internal
"""


def s03() -> Session:
    s = Session("s03", "2025-10-14T13:31:52.806", "2.0.14", "claude-sonnet-4-5-20250929", "app-riverpod")
    s.prompt("App day. The week screen rebuilds the whole list whenever any shift changes, because everything hangs "
             "off one big ShiftProvider ChangeNotifier, and scrolling stutters on Dario's old Android. I want app/ "
             "moved from the provider package to Riverpod, with code generation. Dario argued for flutter_bloc, but "
             "events and states for five screens is more boilerplate than we need, so Riverpod. Start with the week "
             "screen and the shift list.", label="s03_p1")
    s.think("Plan: add flutter_riverpod + riverpod_annotation (+ generator, build_runner already there for hive). "
            "Keep provider during the transition so unported screens still work; note the ChangeNotifierProvider "
            "name clash between provider and flutter_riverpod. One family provider per week instead of one map.")
    s.read("app/lib/state/shift_provider.dart", rlabel="s03_provider_read")
    s.bash("cd app && flutter pub add flutter_riverpod riverpod_annotation && flutter pub add -d riverpod_generator "
           "custom_lint riverpod_lint", "Add Riverpod and its generator",
           "Resolving dependencies... \nDownloading packages... \n+ flutter_riverpod 2.6.1\n+ riverpod 2.6.1\n"
           "+ riverpod_annotation 2.6.1\n+ state_notifier 1.0.0\nChanged 4 dependencies!\n"
           "27 packages have newer versions incompatible with dependency constraints.\n"
           "Try `flutter pub outdated` for more information.\nResolving dependencies... \nDownloading packages... \n"
           "+ custom_lint 0.7.0\n+ custom_lint_builder 0.7.0\n+ custom_lint_core 0.7.0\n"
           "+ riverpod_analyzer_utils 0.5.8\n+ riverpod_generator 2.6.3\n+ riverpod_lint 2.6.3\n"
           "Changed 6 dependencies!\n27 packages have newer versions incompatible with dependency constraints.\n"
           "Try `flutter pub outdated` for more information.", dur=(8, 14), label="s03_pub_add")
    s.write("app/lib/state/week_shifts.dart", WEEK_SHIFTS_DART, label="s03_write_state")
    s.read("app/lib/main.dart", MAIN_DART_2025, rlabel="s03_main_read")
    s.edit("app/lib/main.dart",
           "import 'package:hive_flutter/hive_flutter.dart';\nimport 'package:provider/provider.dart';\n",
           "import 'package:flutter_riverpod/flutter_riverpod.dart';\nimport 'package:hive_flutter/hive_flutter.dart';\n"
           "import 'package:provider/provider.dart' as legacy;\n")
    s.edit("app/lib/main.dart",
           "  runApp(\n    ChangeNotifierProvider(\n      create: (_) => ShiftProvider(api),\n"
           "      child: RotaboardApp(session: session),\n    ),\n  );",
           "  runApp(\n    ProviderScope(\n      overrides: [rotaApiProvider.overrideWithValue(api)],\n"
           "      // Screens not ported yet still read ShiftProvider; goes away with the last one.\n"
           "      child: legacy.ChangeNotifierProvider(\n        create: (_) => ShiftProvider(api),\n"
           "        child: RotaboardApp(session: session),\n      ),\n    ),\n  );")
    REPO["app/lib/main.dart"] = REPO["app/lib/main.dart"].replace(
        "import 'state/shift_provider.dart';\n", "import 'state/shift_provider.dart';\nimport 'state/week_shifts.dart';\n")
    s.read("app/lib/screens/week_screen.dart", WEEK_SCREEN_OLD)
    s.write("app/lib/screens/week_screen.dart", WEEK_SCREEN_NEW)
    s.bash("cd app && dart run build_runner build --delete-conflicting-outputs && flutter test",
           "Generate providers and run the app tests",
           "[INFO] Generating build script completed, took 388ms\n[INFO] Reading cached asset graph completed, took 94ms\n"
           "[INFO] Running build completed, took 9.6s\n[INFO] Caching finalized dependency graph completed, took 61ms\n"
           "[INFO] Succeeded after 9.7s with 4 outputs (21 actions)\n"
           "00:04 +21: loading /home/ines/rotaboard/app/test/screens/week_screen_test.dart\n"
           "00:05 +21 -1: /home/ines/rotaboard/app/test/screens/week_screen_test.dart: week screen lists the shifts of the week [E]\n"
           "  Bad state: No ProviderScope found\n"
           "  package:flutter_riverpod/src/framework.dart 102:7   ProviderScope.containerOf\n"
           "  package:flutter_riverpod/src/consumer.dart 600:37   ConsumerStatefulElement.container\n"
           "  package:rotaboard/screens/week_screen.dart 16:22    WeekScreen.build\n\n"
           "00:06 +22 -1: Some tests failed.", error=True, dur=(22, 30))
    s.read("app/test/screens/week_screen_test.dart", WEEK_SCREEN_TEST_OLD)
    s.write("app/test/screens/week_screen_test.dart", WEEK_SCREEN_TEST_NEW)
    s.bash("cd app && flutter test", "Run the app tests", "00:07 +24: All tests passed!", dur=(12, 16))
    s.say("The week screen is on Riverpod:\n\n- `lib/state/week_shifts.dart`: `rotaApiProvider` (overridden in "
          "`main()`) and `weekShiftsProvider(monday)`, a generated family provider, so each week is cached and "
          "rebuilt on its own. The old `ShiftProvider` kept one map for all weeks and one `notifyListeners()` for "
          "everything, which is what made the list jank.\n- `WeekScreen` is a `ConsumerWidget` using "
          "`AsyncValue.when`, and tiles get a `ValueKey` so Flutter can reuse them when the list changes.\n"
          "- `main.dart` wraps the app in a `ProviderScope`; the provider package is imported `as legacy` because "
          "flutter_riverpod also exports a `ChangeNotifierProvider`.\n- The widget test now overrides "
          "`weekShiftsProvider` instead of faking a ChangeNotifier, plus a new test for the error state.\n\n"
          "The swaps screen still reads the old `ShiftProvider`, so both coexist for now.")
    s.prompt("Looks good. Port the rest as well and drop the provider package entirely; I don't want two state "
             "systems in the app.", label="s03_p2")
    s.grep("package:provider/provider.dart", "app/lib",
           files=["app/lib/main.dart", "app/lib/screens/swaps_screen.dart"])
    s.write("app/lib/state/swaps.dart", SWAPS_STATE_DART)
    s.read("app/lib/screens/swaps_screen.dart", SWAPS_SCREEN_OLD)
    s.write("app/lib/screens/swaps_screen.dart", SWAPS_SCREEN_NEW)
    s.edit("app/lib/main.dart",
           "      // Screens not ported yet still read ShiftProvider; goes away with the last one.\n"
           "      child: legacy.ChangeNotifierProvider(\n        create: (_) => ShiftProvider(api),\n"
           "        child: RotaboardApp(session: session),\n      ),\n",
           "      child: RotaboardApp(session: session),\n")
    s.bash("cd app && git rm -q lib/state/shift_provider.dart && sed -i \"/package:provider\\/provider.dart/d; "
           "/state\\/shift_provider.dart/d\" lib/main.dart && flutter pub remove provider && dart run build_runner "
           "build --delete-conflicting-outputs && flutter analyze && flutter test",
           "Remove provider, regenerate, analyze and test",
           "Resolving dependencies... \nDownloading packages... \nThese packages are no longer being depended on:\n"
           "- nested 1.0.0\n- provider 6.1.2\nChanged 2 dependencies!\n"
           "[INFO] Succeeded after 8.1s with 6 outputs (24 actions)\nAnalyzing app...                                                \n"
           "No issues found! (ran in 3.4s)\n00:07 +26: All tests passed!", dur=(35, 45), label="s03_pub_remove",
           rlabel="s03_pub_remove_out")
    s.bash("git add -A && git commit -qm \"app: state management with Riverpod instead of provider\" && git push -qu "
           "origin app-riverpod && gh pr create --fill", "Commit and open a PR",
           "https://github.com/rotaboard/rotaboard/pull/226", dur=(4, 7))
    s.say("All state is on Riverpod now and `provider` (plus its `nested` dependency) is out of pubspec.yaml: "
          "`PendingSwaps` is a generated `Notifier` that also invalidates the affected week after a request, the "
          "swaps screen is a `ConsumerWidget`, and `ShiftProvider` is deleted. Analyzer clean, 26 tests green. "
          "PR #226 is open.")
    s.prompt("The Codemagic iOS build on the PR is red: \"Because rotaboard depends on riverpod_generator >=2.6.0 "
             "which requires SDK version >=3.5.0 <4.0.0, version solving failed.\" I think codemagic.yaml still pins "
             "the Flutter we had in spring.", label="s03_codemagic")
    s.read("app/codemagic.yaml", CODEMAGIC_YAML, rlabel="s03_codemagic_read")
    s.edit("app/codemagic.yaml", "      flutter: 3.22.3\n", "      flutter: 3.24.3\n", replace_all=True)
    s.edit("app/codemagic.yaml", "      xcode: 15.4\n", "      xcode: 16.0\n")
    s.say("Yes: both Codemagic workflows (`ios-release` and `android-release`) pinned Flutter 3.22.3, which ships "
          "Dart 3.4, and riverpod_generator 2.6 needs Dart 3.5. Bumped both to Flutter 3.24.3 (Dart 3.5.3, the "
          "version you run locally) and Xcode to 16.0, which 3.24 expects for iOS 18 builds. Push and Codemagic "
          "will rebuild the PR.")
    s.finish()
    return s


# =============================================================================================
# s04: Java 17 -> 21; Keycloak decided
# =============================================================================================

DOCKERFILE_17 = '''FROM eclipse-temurin:17-jdk-alpine AS build
WORKDIR /src
COPY gradle gradle
COPY gradlew settings.gradle.kts build.gradle.kts gradle.properties ./
RUN ./gradlew --no-daemon dependencies > /dev/null
COPY src src
RUN ./gradlew --no-daemon bootJar -x test

FROM eclipse-temurin:17-jre-alpine
WORKDIR /app
RUN addgroup -S rota && adduser -S rota -G rota
USER rota
COPY --from=build /src/build/libs/rotaboard-server-*.jar app.jar
EXPOSE 8080
ENTRYPOINT ["java", "-Xmx2g", "-jar", "/app/app.jar"]
'''

APPLICATION_YML = '''spring:
  application:
    name: rotaboard
  datasource:
    url: ${DATABASE_URL}
    username: ${DATABASE_USER}
    password: ${DATABASE_PASSWORD}
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
  flyway:
    locations: classpath:db/migration
    baseline-on-migrate: true
    baseline-version: 1
    placeholder-replacement: false
  jackson:
    property-naming-strategy: SNAKE_CASE
    default-property-inclusion: non_null
  data:
    redis:
      url: ${REDIS_URL}
      timeout: 2s

rotaboard:
  firebase:
    project-id: rotaboard-prod
    credentials: ${FIREBASE_SERVICE_ACCOUNT_JSON}
  sms:
    provider-url: https://api.textbridge.example/v2/messages
    sender-id: ROTABOARD

management:
  endpoints:
    web:
      exposure:
        include: health,info,prometheus
'''

SMS_TEMPLATES_KT = '''package vet.rotaboard.notify

import java.time.ZonedDateTime
import java.time.format.DateTimeFormatter
import java.time.format.FormatStyle
import java.util.Locale

/** Texts for the SMS channel. Keep them GSM-7 and under 160 characters: one segment each. */
object SmsTemplates {
    // Clinics asked for 12-hour times ("7:00 AM").
    private val clock = DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(Locale.US)
    private val day = DateTimeFormatter.ofPattern("EEE d MMM", Locale.UK)

    fun shiftReminder(clinic: String, startsAt: ZonedDateTime): String =
        "Rotaboard: your shift at $clinic starts at ${clock.format(startsAt)} tomorrow."

    fun swapAccepted(taker: String, startsAt: ZonedDateTime): String =
        "Rotaboard: $taker took your shift on ${day.format(startsAt)} at ${clock.format(startsAt)}. Enjoy the time off!"

    fun rotaPublished(clinic: String, weekOf: ZonedDateTime): String =
        "Rotaboard: the $clinic rota for the week of ${day.format(weekOf)} is out. Open the app to see your shifts."
}
'''


def s04() -> Session:
    s = Session("s04", "2025-11-06T08:41:13.257", "2.0.35", "claude-sonnet-4-5-20250929", "java21",
                hook="paplay /usr/share/sounds/freedesktop/stereo/complete.oga")
    s.prompt("Status first: the Flyway switch landed last Thursday. All 63 Liquibase changesets are squashed into "
             "V1__baseline.sql, prod was baselined at version 1, liquibase-core is out of build.gradle.kts and new "
             "migrations are plain SQL in db/migration. Today: move the server from Java 17 to 21. I want virtual "
             "threads for the notification fan-out (publishing a rota for a 40-person clinic currently parks one "
             "request thread per SMS and push), and 21 is the LTS everything is tested on now.", label="s04_p1")
    s.think("Java version appears in: Kotlin toolchain + jvmTarget in build.gradle.kts, both Dockerfile stages, "
            "setup-java in the server workflow, and probably .sdkmanrc. Then enable spring.threads.virtual.enabled. "
            "JDK 20+ switched to CLDR 42, which changes some date formatting; the SMS templates format times, check "
            "the tests.")
    REPO["server/Dockerfile"] = DOCKERFILE_17
    REPO["server/.sdkmanrc"] = "java=17.0.12-tem\n"
    s.grep("jvmToolchain\\(17\\)|JVM_17|temurin:17|java-version: '17'|java=17", "",
           [grep_line("server/build.gradle.kts", "jvmToolchain(17)"),
            grep_line("server/build.gradle.kts", "JVM_17"),
            grep_line("server/Dockerfile", "17-jdk"), grep_line("server/Dockerfile", "17-jre"),
            grep_line(".github/workflows/server.yml", "java-version: '17'"),
            grep_line("server/.sdkmanrc", "java=17")], rlabel="s04_grep17")
    s.bash("sed -i 's/jvmToolchain(17)/jvmToolchain(21)/; s/JVM_17/JVM_21/' server/build.gradle.kts && "
           "sed -i 's/eclipse-temurin:17-/eclipse-temurin:21-/' server/Dockerfile && "
           "sed -i \"s/java-version: '17'/java-version: '21'/\" .github/workflows/server.yml && "
           "echo 'java=21.0.9-tem' > server/.sdkmanrc && cd server && sdk env install",
           "Point toolchain, Docker images, CI and sdkman at Java 21",
           "\nDownloading: java 21.0.9-tem\n\nIn progress...\n\n"
           "######################################################################## 100.0%\n\n"
           "Repackaging Java 21.0.9-tem...\n\nDone repackaging...\n\nInstalling: java 21.0.9-tem\n"
           "Done installing!\n\n\nUsing java version 21.0.9-tem in this shell.", dur=(30, 45), label="s04_java21_cmd")
    for path, a, b in (("server/build.gradle.kts", "jvmToolchain(17)", "jvmToolchain(21)"),
                       ("server/build.gradle.kts", "JVM_17", "JVM_21"),
                       ("server/Dockerfile", "eclipse-temurin:17-", "eclipse-temurin:21-"),
                       (".github/workflows/server.yml", "java-version: '17'", "java-version: '21'")):
        REPO[path] = REPO[path].replace(a, b)
    REPO["server/.sdkmanrc"] = "java=21.0.9-tem\n"
    s.read("server/src/main/resources/application.yml", APPLICATION_YML, rlabel="s04_appyml")
    s.edit("server/src/main/resources/application.yml",
           "spring:\n  application:\n    name: rotaboard\n",
           "spring:\n  application:\n    name: rotaboard\n  threads:\n    virtual:\n      enabled: true\n",
           label="s04_vthreads")
    s.bash("cd server && ./gradlew test", "Run the server tests on Java 21",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n\n> Task :test FAILED\n\n"
           "SmsTemplatesTest > shift reminder uses the 12-hour clock() FAILED\n"
           "    org.opentest4j.AssertionFailedError at SmsTemplatesTest.kt:17\n\n"
           "SmsTemplatesTest > swap accepted fits in one segment() FAILED\n"
           "    org.opentest4j.AssertionFailedError at SmsTemplatesTest.kt:29\n\n"
           "62 tests completed, 2 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
           "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
           "file:///home/ines/rotaboard/server/build/reports/tests/test/index.html\n\nBUILD FAILED in 39s\n"
           "5 actionable tasks: 3 executed, 2 up-to-date", error=True, dur=(39, 43))
    s.bash("cd server && grep -h -A1 '<failure' build/test-results/test/TEST-vet.rotaboard.notify.SmsTemplatesTest.xml",
           "Show the assertion messages",
           "    <failure message=\"org.opentest4j.AssertionFailedError: expected: &quot;Rotaboard: your shift at Leeds "
           "starts at 7:00 AM tomorrow.&quot; but was: &quot;Rotaboard: your shift at Leeds starts at 7:00\u202fAM "
           "tomorrow.&quot;\" type=\"org.opentest4j.AssertionFailedError\">org.opentest4j.AssertionFailedError: "
           "expected: &lt;Rotaboard: your shift at Leeds starts at 7:00 AM tomorrow.&gt; but was: &lt;Rotaboard: "
           "your shift at Leeds starts at 7:00\u202fAM tomorrow.&gt;\n--\n    <failure message=\"org.opentest4j."
           "AssertionFailedError: [GSM-7 only] Expecting actual not to contain any of: [non-GSM characters] but "
           "found U+202F\" type=\"org.opentest4j.AssertionFailedError\">", dur=(0.3, 0.8), rlabel="s04_nnbsp")
    s.think("The two strings look identical; the difference is U+202F NARROW NO-BREAK SPACE before 'AM'. JDK 20 "
            "moved to CLDR 42, whose localized time formats put NNBSP between time and day period. GSM-7 has no "
            "NNBSP, so the SMS gateway would switch to UCS-2.")
    s.say("Not a flaky test: Java 20 switched to CLDR 42, whose localized English time formats put a **narrow no-break "
          "space (U+202F)** between the time and \"AM\"/\"PM\". The two strings only look identical. It matters beyond the "
          "test: U+202F isn't in the GSM-7 alphabet, so one such character makes the SMS provider send the whole "
          "message as UCS-2, where a segment holds 70 characters instead of 160. Every reminder would have cost "
          "two or three segments. `SmsTemplates` uses the localized SHORT style; an explicit `h:mm a` pattern "
          "keeps a plain space.")
    s.read("server/src/main/kotlin/vet/rotaboard/notify/SmsTemplates.kt", SMS_TEMPLATES_KT)
    s.edit("server/src/main/kotlin/vet/rotaboard/notify/SmsTemplates.kt",
           "    // Clinics asked for 12-hour times (\"7:00 AM\").\n"
           "    private val clock = DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(Locale.US)\n",
           "    // Clinics asked for 12-hour times (\"7:00 AM\"). Explicit pattern on purpose: since JDK 20 (CLDR 42)\n"
           "    // the localized SHORT style puts U+202F before AM/PM. That character is not in GSM-7 and would turn\n"
           "    // every SMS into UCS-2 (70 characters per segment instead of 160).\n"
           "    private val clock = DateTimeFormatter.ofPattern(\"h:mm a\", Locale.US)\n")
    s.bash("cd server && ./gradlew test", "Run the server tests again",
           "> Task :compileKotlin\n> Task :compileTestKotlin UP-TO-DATE\n> Task :test\n\nBUILD SUCCESSFUL in 36s\n"
           "5 actionable tasks: 2 executed, 3 up-to-date", dur=(36, 40))
    s.bash("docker build -q -t rotaboard-server:java21 server/ && docker run --rm --entrypoint java "
           "rotaboard-server:java21 -version", "Build the image and check the runtime",
           "sha256:8f4c0e1d9b2a7c56e3f18d04b9a6e2c7d51f0a3b8e9c4d2f6a1b7e0c3d5f9a28\n"
           "openjdk version \"21.0.9\" 2025-10-21 LTS\n"
           "OpenJDK Runtime Environment Temurin-21.0.9+10 (build 21.0.9+10-LTS)\n"
           "OpenJDK 64-Bit Server VM Temurin-21.0.9+10 (build 21.0.9+10-LTS, mixed mode, sharing)",
           dur=(80, 100), rlabel="s04_docker")
    s.bash("git commit -qam \"Server on Java 21 with virtual threads\" && git push -qu origin java21 && "
           "gh pr create --fill", "Commit and open a PR", "https://github.com/rotaboard/rotaboard/pull/231",
           dur=(4, 7))
    s.say("Java 21 is in PR #231:\n\n- `jvmToolchain(21)` / `JVM_21` in `build.gradle.kts`, `eclipse-temurin:21-jdk-"
          "alpine` and `21-jre-alpine` in the Dockerfile, `java-version: '21'` in the GitHub Actions workflow, "
          "`java=21.0.9-tem` in `.sdkmanrc`.\n- `spring.threads.virtual.enabled: true`: Tomcat request handling "
          "and `@Async` run on virtual threads, so the SMS and FCM calls during a rota publish no longer pin "
          "platform threads.\n- SMS times use an explicit `h:mm a` pattern, avoiding the U+202F that JDK 20+ puts before AM/PM.\n\nAll 62 tests "
          "pass and the image reports Temurin 21.0.9.")
    s.prompt("Merge it. Then I need a sounding board for Q1. Northpaw (the 14-clinic group we signed in October) "
             "wants single sign-on with their Microsoft Entra ID, and we log people in with Firebase Authentication. "
             "Firebase only does SAML/OIDC providers after upgrading to Identity Platform, billed per monthly active "
             "user, and we'd still be tied to Firebase's token format everywhere. Auth0 quoted about $1,100 a month "
             "for the B2B plan with enterprise connections, which is more than our whole hosting bill. I'm leaning "
             "towards running Keycloak ourselves and cutting over in January. What breaks?", label="s04_p2")
    s.bash("gh pr merge 231 --squash --delete-branch && git switch -q main && git pull -q",
           "Merge the Java 21 PR",
           "✓ Squashed and merged pull request #231 (Server on Java 21 with virtual threads)\n"
           "✓ Deleted branch java21 and switched to branch main", dur=(3, 6), rlabel="s04_merge")
    s.branch = "main"
    s.say("Merged. For Firebase Authentication → Keycloak, by component:\n\n**Server.** `FirebaseTokenFilter` "
          "(verifies Firebase ID tokens with the Admin SDK) becomes `spring-boot-starter-oauth2-resource-server` "
          "with `issuer-uri` pointing at the Keycloak realm; roles come from the `realm_access.roles` claim through a "
          "`JwtAuthenticationConverter`. Staff are keyed by Firebase UID today, so add an `external_subject` column "
          "and map Keycloak `sub` → staff id during the migration.\n\n**Users.** Firebase can export password "
          "hashes (its modified scrypt, with the project's hash key). Keycloak doesn't speak that natively, but a "
          "small password-hash SPI can verify them and rehash to PBKDF2/argon2 on first login, so nobody has to "
          "reset. Northpaw users get an Entra ID identity provider with first-broker-login linking by email.\n\n"
          "**App.** `firebase_auth` goes; the standard replacement is `flutter_appauth` (authorization code + "
          "PKCE) with tokens in `flutter_secure_storage`. Access tokens will be short-lived, so the API client "
          "needs refresh-and-retry. App and server must ship together: force-update the old app version on "
          "cutover day.\n\n**Pushes are separate.** `firebase_messaging` and FCM don't depend on Firebase Auth, "
          "so the app keeps receiving pushes. On the server, firebase-admin is used for both token checks and "
          "sending; after the cutover only sending is left, and you could then drop the SDK and call the FCM HTTP "
          "v1 API directly.\n\n**Running Keycloak.** Its own database, a release roughly every three months to keep "
          "up with, and it becomes a hard dependency for every login, so it needs monitoring like the API.",
          label="s04_keycloak_advice")
    s.prompt("OK, decided: Keycloak, cutover in January, app and server switching together. Not Auth0. On the FCM "
             "point: in birdlog (my weekend project) the Ktor backend calls the FCM HTTP v1 API directly and it's "
             "about 40 lines, so that part doesn't worry me.", label="s04_birdlog")
    s.say("Then the order is: Keycloak realm and the hash SPI first, the server's resource-server config behind a "
          "flag so both token types are accepted for a few days, then the app release with `flutter_appauth`, "
          "then turning off Firebase ID tokens. The direct FCM v1 call can come right after the cutover; it's "
          "independent of the login change.")
    s.finish()
    return s


# =============================================================================================
# s05: API DTOs to kotlinx.serialization
# =============================================================================================

SWAP_REQUEST_JACKSON_KT = '''package vet.rotaboard.swaps

import com.fasterxml.jackson.annotation.JsonSubTypes
import com.fasterxml.jackson.annotation.JsonTypeInfo
import com.fasterxml.jackson.databind.annotation.JsonDeserialize
import java.time.LocalDate

@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.EXISTING_PROPERTY, property = "kind", visible = true)
@JsonSubTypes(
    JsonSubTypes.Type(value = SwapRequest.Cover::class, name = "cover"),
    JsonSubTypes.Type(value = SwapRequest.Trade::class, name = "trade"),
    JsonSubTypes.Type(value = SwapRequest.Giveaway::class, name = "giveaway"),
)
// Apps before 1.9 send "type" instead of "kind"; the deserializer accepts both.
@JsonDeserialize(using = LegacySwapRequestDeserializer::class)
sealed class SwapRequest {
    abstract val kind: String
    abstract val shiftId: Long
    abstract val note: String?

    data class Cover(override val shiftId: Long, val coverStaffId: Long, override val note: String? = null) : SwapRequest() {
        override val kind = "cover"
    }

    data class Trade(override val shiftId: Long, val otherShiftId: Long, override val note: String? = null) : SwapRequest() {
        override val kind = "trade"
    }

    data class Giveaway(override val shiftId: Long, val until: LocalDate? = null, override val note: String? = null) : SwapRequest() {
        override val kind = "giveaway"
    }
}
'''

SWAP_REQUEST_KOTLINX_KT = '''package vet.rotaboard.swaps

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.JsonClassDiscriminator
import java.time.LocalDate

/** Body of POST /api/swaps. The "kind" field selects the subtype; unknown kinds are a 400. */
@OptIn(ExperimentalSerializationApi::class)
@Serializable
@JsonClassDiscriminator("kind")
sealed interface SwapRequest {
    val shiftId: Long
    val note: String?

    @Serializable
    @SerialName("cover")
    data class Cover(override val shiftId: Long, val coverStaffId: Long, override val note: String? = null) : SwapRequest

    @Serializable
    @SerialName("trade")
    data class Trade(override val shiftId: Long, val otherShiftId: Long, override val note: String? = null) : SwapRequest

    @Serializable
    @SerialName("giveaway")
    data class Giveaway(override val shiftId: Long, val until: LocalDate? = null, override val note: String? = null) : SwapRequest
}
'''

JSON_CONFIG_KT = '''package vet.rotaboard.json

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonNamingStrategy
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.http.converter.json.KotlinSerializationJsonHttpMessageConverter

/**
 * API request and response bodies go through kotlinx.serialization. Only @Serializable classes are
 * handled here; anything else (actuator, ProblemDetail) still falls through to Jackson.
 */
@Configuration
class JsonConfig {
    @OptIn(ExperimentalSerializationApi::class)
    @Bean
    fun json(): Json = Json {
        namingStrategy = JsonNamingStrategy.SnakeCase
        ignoreUnknownKeys = true
        explicitNulls = false
        encodeDefaults = true
    }

    @Bean
    fun kotlinSerializationConverter(json: Json) = KotlinSerializationJsonHttpMessageConverter(json)
}
'''

JAVA_TIME_SERIALIZERS_KT = '''package vet.rotaboard.json

import kotlinx.serialization.KSerializer
import kotlinx.serialization.Serializable
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import java.time.Instant
import java.time.LocalDate

object LocalDateSerializer : KSerializer<LocalDate> {
    override val descriptor = PrimitiveSerialDescriptor("java.time.LocalDate", PrimitiveKind.STRING)
    override fun serialize(encoder: Encoder, value: LocalDate) = encoder.encodeString(value.toString())
    override fun deserialize(decoder: Decoder): LocalDate = LocalDate.parse(decoder.decodeString())
}

object InstantSerializer : KSerializer<Instant> {
    override val descriptor = PrimitiveSerialDescriptor("java.time.Instant", PrimitiveKind.STRING)
    override fun serialize(encoder: Encoder, value: Instant) = encoder.encodeString(value.toString())
    override fun deserialize(decoder: Decoder): Instant = Instant.parse(decoder.decodeString())
}

/** ISO-8601 strings on the wire, same as Jackson's JavaTimeModule produced. */
typealias IsoDate = @Serializable(with = LocalDateSerializer::class) LocalDate
typealias IsoInstant = @Serializable(with = InstantSerializer::class) Instant
'''

BAD_REQUEST_ADVICE_KT = '''package vet.rotaboard.api

import kotlinx.serialization.SerializationException
import org.springframework.http.HttpStatus
import org.springframework.http.ProblemDetail
import org.springframework.http.converter.HttpMessageNotReadableException
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice

/** Malformed or unknown request bodies are the client's problem: 400, not 500. */
@RestControllerAdvice
class BadRequestAdvice {
    @ExceptionHandler(HttpMessageNotReadableException::class, SerializationException::class)
    fun unreadable(e: Exception): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.rootCause().message ?: "unreadable request body")

    private fun Throwable.rootCause(): Throwable = generateSequence(this) { it.cause }.last()
}
'''

ADMIN_SWAP_CONTROLLER_KT = '''package vet.rotaboard.admin.web

import com.fasterxml.jackson.databind.ObjectMapper
import org.springframework.security.access.prepost.PreAuthorize
import org.springframework.stereotype.Controller
import org.springframework.ui.Model
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import vet.rotaboard.swaps.SwapQueries

/** Thymeleaf page: open swap requests of one clinic, for its manager. */
@Controller
@PreAuthorize("hasRole('CLINIC_MANAGER')")
class AdminSwapController(
    private val swaps: SwapQueries,
    private val objectMapper: ObjectMapper,
) {
    @GetMapping("/admin/clinics/{clinicId}/swaps")
    fun swaps(@PathVariable clinicId: Long, model: Model): String {
        val open = swaps.openForClinic(clinicId)
        model.addAttribute("swaps", open)
        // The swap table is sortable client-side; it reads this JSON from a <script> tag.
        model.addAttribute("swapsJson", objectMapper.writeValueAsString(open))
        return "admin/swaps"
    }
}
'''


def s05() -> Session:
    s = Session("s05", "2025-12-03T15:22:40.031", "2.0.58", "claude-opus-4-5-20251101", "kotlinx-json",
                slug="sturdy-weaving-pelican")
    s.prompt("A swap request with an unknown `kind` gets a 500 instead of a 400. It comes from the Jackson "
             "polymorphism on SwapRequest: @JsonTypeInfo + @JsonSubTypes on a sealed class, plus a custom "
             "deserializer someone added for the old `type` field, which throws IllegalStateException. Honestly, I "
             "want to stop fighting Jackson for the API DTOs. kotlinx.serialization does sealed classes natively, "
             "respects Kotlin defaults and nullability, and needs no reflection. Move the API DTOs to "
             "kotlinx.serialization and make unknown kinds a proper 400.", label="s05_p1")
    s.think("Spring MVC registers KotlinSerializationJsonHttpMessageConverter for @Serializable types; Jackson "
            "stays on the classpath for everything else. Need the serialization compiler plugin, a Json bean with "
            "snake_case naming (Jackson is configured SNAKE_CASE globally), serializers for java.time, and a 400 "
            "for unreadable bodies.")
    s.read("server/src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt", SWAP_REQUEST_JACKSON_KT,
           rlabel="s05_read_jackson")
    s.read("server/build.gradle.kts", rlabel="s05_read_gradle")
    s.edit("server/build.gradle.kts", '    kotlin("plugin.jpa") version "1.9.25"\n',
           '    kotlin("plugin.jpa") version "1.9.25"\n    kotlin("plugin.serialization") version "1.9.25"\n')
    s.edit("server/build.gradle.kts", '    implementation("com.google.firebase:firebase-admin:9.3.0")\n',
           '    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")\n'
           '    implementation("com.google.firebase:firebase-admin:9.3.0")\n', label="s05_gradle_edit")
    s.write("server/src/main/kotlin/vet/rotaboard/json/JsonConfig.kt", JSON_CONFIG_KT, label="s05_jsonconfig")
    s.write("server/src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt", SWAP_REQUEST_KOTLINX_KT,
            label="s05_write_kotlinx")
    s.bash("cd server && git rm -q src/main/kotlin/vet/rotaboard/swaps/LegacySwapRequestDeserializer.kt && "
           "grep -rl --include='*Dto.kt' '^data class' src/main/kotlin | xargs sed -i -E "
           "'s/^data class/@Serializable\\ndata class/; 0,/^import/s//import kotlinx.serialization.Serializable\\nimport/' "
           "&& ./gradlew compileKotlin", "Annotate the DTOs and compile",
           "> Task :compileKotlin FAILED\n"
           "e: file:///home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/shifts/ShiftDto.kt:12:20 Serializer has not been found for type 'Instant'. To use context serializer as fallback, explicitly annotate type or property with @Contextual\n"
           "e: file:///home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/shifts/ShiftDto.kt:13:18 Serializer has not been found for type 'Instant'. To use context serializer as fallback, explicitly annotate type or property with @Contextual\n"
           "e: file:///home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/rota/RotaDto.kt:9:21 Serializer has not been found for type 'LocalDate'. To use context serializer as fallback, explicitly annotate type or property with @Contextual\n"
           "e: file:///home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt:29:80 Serializer has not been found for type 'LocalDate'. To use context serializer as fallback, explicitly annotate type or property with @Contextual\n\n"
           "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':compileKotlin'.\n"
           "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
           "   > Compilation error. See log for more details\n\nBUILD FAILED in 21s", error=True, dur=(21, 25))
    s.say("kotlinx.serialization has no built-in serializers for `java.time` types; Jackson got them from "
          "`JavaTimeModule`. I'll add two small serializers producing the same ISO-8601 strings and typealiases so "
          "the DTOs stay readable.")
    s.write("server/src/main/kotlin/vet/rotaboard/json/JavaTimeSerializers.kt", JAVA_TIME_SERIALIZERS_KT)
    s.write("server/src/main/kotlin/vet/rotaboard/api/BadRequestAdvice.kt", BAD_REQUEST_ADVICE_KT)
    s.bash("cd server && sed -i -E 's/: Instant\\b/: IsoInstant/; s/: LocalDate(\\?)?( =|,|\\))/: IsoDate\\1\\2/' "
           "src/main/kotlin/vet/rotaboard/shifts/ShiftDto.kt src/main/kotlin/vet/rotaboard/rota/RotaDto.kt "
           "src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt && ./gradlew test",
           "Use the ISO serializers and run the tests",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 47s\n"
           "6 actionable tasks: 3 executed, 3 up-to-date", dur=(47, 52), rlabel="s05_tests_ok")
    s.say("Done, tests green (71):\n\n- `kotlin(\"plugin.serialization\")` and `kotlinx-serialization-json` 1.6.3 "
          "in `build.gradle.kts`. `JsonConfig` registers a `KotlinSerializationJsonHttpMessageConverter` with "
          "snake_case naming, so the wire format is unchanged (`shift_id`, `cover_staff_id`).\n- `SwapRequest` is a "
          "`@Serializable sealed interface` with `@JsonClassDiscriminator(\"kind\")`; the legacy deserializer is "
          "deleted (no app older than 1.9 is left in the stores' active installs).\n- All `*Dto.kt` classes are "
          "`@Serializable`; `IsoDate`/`IsoInstant` keep dates as ISO strings.\n- `BadRequestAdvice`: an unknown "
          "`kind` (or any unreadable body) is now a 400 `ProblemDetail` with the serializer's message.\n\nJackson "
          "itself stays on the classpath: actuator, Spring's error responses and anything not `@Serializable` "
          "still use it.")
    s.prompt("Merge it. Oh, one thing: the Thymeleaf admin's swap page puts a JSON blob in a script tag with the "
             "Jackson ObjectMapper, so the admin table may now disagree with the API. Check that.", label="s05_p2")
    s.grep("objectMapper", "server/src/main", [
        "/home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt:16:    private val objectMapper: ObjectMapper,",
        "/home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt:23:        model.addAttribute(\"swapsJson\", objectMapper.writeValueAsString(open))",
        "/home/ines/rotaboard/server/src/main/resources/templates/admin/swaps.html:41:  const swaps = /*[[${swapsJson}]]*/ [];"],
        rlabel="s05_thymeleaf")
    REPO["server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt"] = ADMIN_SWAP_CONTROLLER_KT
    s.read("server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt")
    s.edit("server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt",
           "        model.addAttribute(\"swapsJson\", objectMapper.writeValueAsString(open))",
           "        model.addAttribute(\"swapsJson\", json.encodeToString(ListSerializer(SwapRow.serializer()), open))")
    REPO["server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt"] = \
        REPO["server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt"].replace(
            "import com.fasterxml.jackson.databind.ObjectMapper\n",
            "import kotlinx.serialization.builtins.ListSerializer\nimport kotlinx.serialization.json.Json\n").replace(
            "    private val objectMapper: ObjectMapper,", "    private val json: Json,")
    s.bash("cd server && ./gradlew test && git add -A && git commit -qm \"API DTOs on kotlinx.serialization; unknown "
           "swap kinds are 400\" && git push -qu origin kotlinx-json && gh pr create --fill && gh pr checks --watch "
           "&& gh pr merge --squash --delete-branch", "Test, commit, open the PR and merge when green",
           "\nBUILD SUCCESSFUL in 44s\n6 actionable tasks: 3 executed, 3 up-to-date\n"
           "https://github.com/rotaboard/rotaboard/pull/247\nAll checks were successful\n"
           "0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION  ELAPSED  URL\n"
           "✓  server / test (pull_request)                          1m33s    https://github.com/rotaboard/rotaboard/actions/runs/19880216634/job/56977310428\n"
           "✓  app / analyze-and-test (pull_request)                 2m52s    https://github.com/rotaboard/rotaboard/actions/runs/19880216629/job/56977310407\n"
           "✓ Squashed and merged pull request #247 (API DTOs on kotlinx.serialization; unknown swap kinds are 400)\n"
           "✓ Deleted branch kotlinx-json and switched to branch main", dur=(200, 240), rlabel="s05_merge")
    s.branch = "main"
    s.say("Good catch: the admin page serialized swap rows with Jackson while the API used kotlinx, so field names "
          "and date formats could drift between the two. `AdminSwapController` now uses the same `Json` bean "
          "(`SwapRow` is `@Serializable` like the other DTOs). Merged as #247 after both checks passed.")
    s.finish()
    return s


# =============================================================================================
# s06: app API client from http to dio; Angular admin announced
# =============================================================================================

PUBSPEC_2026_01 = """name: rotaboard
description: Shift rota and shift swaps for veterinary clinic staff.
publish_to: none
version: 1.12.0+162

environment:
  sdk: ">=3.5.0 <4.0.0"
  flutter: ">=3.24.0"

dependencies:
  flutter:
    sdk: flutter
  flutter_localizations:
    sdk: flutter
  intl: ^0.19.0
  collection: ^1.18.0
  go_router: ^14.6.2
  flutter_riverpod: ^2.6.1
  riverpod_annotation: ^2.6.1
  http: ^1.2.2
  hive: ^2.2.3
  hive_flutter: ^1.1.0
  firebase_core: ^3.8.1
  firebase_auth: ^5.3.4
  firebase_messaging: ^15.1.6
  flutter_local_notifications: ^18.0.1

dev_dependencies:
  flutter_test:
    sdk: flutter
  flutter_lints: ^5.0.0
  mocktail: ^1.0.4
  build_runner: ^2.4.13
  riverpod_generator: ^2.6.3
  custom_lint: ^0.7.0
  riverpod_lint: ^2.6.3
  hive_generator: ^2.0.1

flutter:
  uses-material-design: true
  generate: true
"""

ROTA_API_HTTP = """import 'dart:convert';

import 'package:http/http.dart' as http;

import '../auth/session.dart';
import '../models/clinic.dart';
import '../models/shift.dart';
import '../models/swap.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.body);

  final int statusCode;
  final String body;

  @override
  String toString() => 'ApiException($statusCode): $body';
}

class RotaApi {
  RotaApi({required this.session, http.Client? client, this.baseUrl = 'https://api.rotaboard.vet'})
      : _client = client ?? http.Client();

  final Session session;
  final http.Client _client;
  final String baseUrl;

  Future<Map<String, String>> _headers() async => {
        'Authorization': 'Bearer ${await session.accessToken()}',
        'Content-Type': 'application/json',
      };

  Future<dynamic> _send(Future<http.Response> Function(Map<String, String> headers) call) async {
    final res = await call(await _headers()).timeout(const Duration(seconds: 20));
    if (res.statusCode < 200 || res.statusCode >= 300) throw ApiException(res.statusCode, res.body);
    return jsonDecode(res.body);
  }

  Future<List<Shift>> shiftsForWeek(DateTime monday) async {
    final day = monday.toIso8601String().substring(0, 10);
    final json = await _send((h) => _client.get(Uri.parse('$baseUrl/api/shifts?week=$day'), headers: h)) as List;
    return json.map((j) => Shift.fromJson(j as Map<String, dynamic>)).toList();
  }

  Future<Swap> requestSwap(int shiftId, {required String kind, int? coverStaffId}) async {
    final body = jsonEncode({'kind': kind, 'shift_id': shiftId, if (coverStaffId != null) 'cover_staff_id': coverStaffId});
    final json = await _send((h) => _client.post(Uri.parse('$baseUrl/api/swaps'), headers: h, body: body));
    return Swap.fromJson(json as Map<String, dynamic>);
  }

  Future<List<Clinic>> clinics() async {
    final json = await _send((h) => _client.get(Uri.parse('$baseUrl/api/clinics'), headers: h)) as List;
    return json.map((j) => Clinic.fromJson(j as Map<String, dynamic>)).toList();
  }
}
"""

ROTA_API_DIO = """import 'package:dio/dio.dart';

import '../auth/session.dart';
import '../models/clinic.dart';
import '../models/shift.dart';
import '../models/swap.dart';
import 'auth_interceptor.dart';

class RotaApi {
  RotaApi({required Session session, Dio? dio, String baseUrl = 'https://api.rotaboard.vet'})
      : _dio = dio ??
            Dio(BaseOptions(
              baseUrl: baseUrl,
              connectTimeout: const Duration(seconds: 10),
              receiveTimeout: const Duration(seconds: 20),
            )) {
    _dio.interceptors.add(AuthInterceptor(session, _dio));
  }

  final Dio _dio;

  Future<List<Shift>> shiftsForWeek(DateTime monday) async {
    final res = await _dio.get<List<dynamic>>('/api/shifts', queryParameters: {'week': _day(monday)});
    return res.data!.map((j) => Shift.fromJson(j as Map<String, dynamic>)).toList();
  }

  Future<Swap> requestSwap(int shiftId, {required String kind, int? coverStaffId}) async {
    final res = await _dio.post<Map<String, dynamic>>('/api/swaps', data: {
      'kind': kind,
      'shift_id': shiftId,
      if (coverStaffId != null) 'cover_staff_id': coverStaffId,
    });
    return Swap.fromJson(res.data!);
  }

  Future<List<Clinic>> clinics() async {
    final res = await _dio.get<List<dynamic>>('/api/clinics');
    return res.data!.map((j) => Clinic.fromJson(j as Map<String, dynamic>)).toList();
  }

  static String _day(DateTime d) => d.toIso8601String().substring(0, 10);
}
"""

AUTH_INTERCEPTOR_DART = """import 'package:dio/dio.dart';

import '../auth/session.dart';

/// Adds the bearer token; on a 401 refreshes it once and retries the request.
/// QueuedInterceptor: while one refresh runs, the other requests wait for it instead of
/// all refreshing at once (Keycloak rotates refresh tokens, so parallel refreshes would fail).
class AuthInterceptor extends QueuedInterceptor {
  AuthInterceptor(this._session, this._dio);

  final Session _session;
  final Dio _dio;

  @override
  Future<void> onRequest(RequestOptions options, RequestInterceptorHandler handler) async {
    options.headers['Authorization'] = 'Bearer ${await _session.accessToken()}';
    handler.next(options);
  }

  @override
  Future<void> onError(DioException err, ErrorInterceptorHandler handler) async {
    final alreadyRetried = err.requestOptions.extra['auth_retried'] == true;
    if (err.response?.statusCode != 401 || alreadyRetried) {
      return handler.next(err);
    }
    try {
      final token = await _session.refresh();
      final retry = err.requestOptions
        ..headers['Authorization'] = 'Bearer $token'
        ..extra['auth_retried'] = true;
      handler.resolve(await _dio.fetch(retry));
    } on SessionExpired {
      await _session.signOut();
      handler.next(err);
    }
  }
}
"""

SWAP_SHEET_OLD = """import 'dart:convert';

import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../../api/rota_api.dart';
import '../../models/shift.dart';
import '../../state/swaps.dart';
import 'conflict_dialog.dart';

class SwapSheet extends ConsumerStatefulWidget {
  const SwapSheet({super.key, required this.shift});

  final Shift shift;

  @override
  ConsumerState<SwapSheet> createState() => _SwapSheetState();
}

class _SwapSheetState extends ConsumerState<SwapSheet> {
  String kind = 'giveaway';
  int? coverStaffId;
  bool sending = false;

  Future<void> _submit() async {
    setState(() => sending = true);
    try {
      await ref.read(pendingSwapsProvider.notifier).request(widget.shift, kind: kind, coverStaffId: coverStaffId);
      if (mounted) Navigator.of(context).pop(true);
    } on ApiException catch (e) {
      if (e.statusCode != 409 || !mounted) rethrow;
      final conflicts = ((jsonDecode(e.body) as Map<String, dynamic>)['conflicts'] as List).cast<int>();
      await showConflictDialog(context, conflicts);
    } finally {
      if (mounted) setState(() => sending = false);
    }
  }

  @override
  Widget build(BuildContext context) => Padding(
        padding: const EdgeInsets.all(16),
        child: Column(
          mainAxisSize: MainAxisSize.min,
          children: [
            SegmentedButton<String>(
              segments: const [
                ButtonSegment(value: 'giveaway', label: Text('Give away')),
                ButtonSegment(value: 'cover', label: Text('Ask for cover')),
                ButtonSegment(value: 'trade', label: Text('Trade')),
              ],
              selected: {kind},
              onSelectionChanged: (s) => setState(() => kind = s.first),
            ),
            const SizedBox(height: 16),
            FilledButton(onPressed: sending ? null : _submit, child: const Text('Send request')),
          ],
        ),
      );
}
"""


def s06() -> Session:
    s = Session("s06", "2026-01-13T10:06:44.590", "2.1.6", "claude-opus-4-5-20251101", "app-dio",
                slug="brisk-folding-kestrel")
    s.prompt("The Keycloak cutover is next Monday. The server side is ready on the keycloak branch, and Dario has "
             "the app's new login on app-oidc: flutter_appauth (authorization code + PKCE against Keycloak) replacing "
             "firebase_auth. Both go out together with app 2.0.0. What's missing is token refresh: Keycloak access "
             "tokens live 5 minutes, and our RotaApi on top of the `http` package has no place to hook a "
             "refresh-and-retry. Move the app's API client to dio with an interceptor that refreshes on 401 and "
             "retries once. Session exposes accessToken() and refresh() on both branches.", label="s06_p1")
    s.read("app/pubspec.yaml", PUBSPEC_2026_01, rlabel="s06_pubspec")
    s.bash("cd app && flutter pub remove http && flutter pub add dio", "Replace the http package with dio",
           "Resolving dependencies... \nDownloading packages... \nThese packages are no longer being depended on:\n"
           "- http 1.2.2\nChanged 1 dependency!\nResolving dependencies... \nDownloading packages... \n"
           "+ dio 5.7.0\n+ dio_web_adapter 2.0.0\n+ http 1.2.2\nChanged 3 dependencies!\n"
           "24 packages have newer versions incompatible with dependency constraints.\n"
           "Try `flutter pub outdated` for more information.", dur=(6, 10), label="s06_dio_cmd",
           rlabel="s06_dio_out")
    REPO["app/pubspec.yaml"] = REPO["app/pubspec.yaml"].replace("  http: ^1.2.2\n", "  dio: ^5.7.0\n")
    s.read("app/lib/api/rota_api.dart", ROTA_API_HTTP, rlabel="s06_read_http")
    s.write("app/lib/api/rota_api.dart", ROTA_API_DIO, label="s06_write_dio")
    s.write("app/lib/api/auth_interceptor.dart", AUTH_INTERCEPTOR_DART, label="s06_interceptor")
    s.bash("cd app && flutter test", "Run the app tests",
           "00:05 +29: loading /home/ines/rotaboard/app/test/screens/swap_sheet_test.dart\n"
           "00:06 +29 -1: /home/ines/rotaboard/app/test/screens/swap_sheet_test.dart: shows the conflict dialog when the server answers 409 [E]\n"
           "  DioException [bad response]: This exception was thrown because the response has a status code of 409 "
           "and RequestOptions.validateStatus was configured to throw for this status code.\n"
           "  The status code of 409 has the following meaning: \"Client error - the request contains bad syntax or "
           "cannot be fulfilled\"\n  Read more about status codes at https://developer.mozilla.org/en-US/docs/Web/HTTP/Status\n"
           "  In order to resolve this exception you typically have either to verify and fix your request code or "
           "you have to fix the server code.\n\n"
           "  package:rotaboard/screens/swaps/swap_sheet.dart 31:7  _SwapSheetState._submit\n\n"
           "00:07 +31 -1: Some tests failed.", error=True, dur=(18, 24))
    s.read("app/lib/screens/swaps/swap_sheet.dart", SWAP_SHEET_OLD)
    s.write("app/lib/screens/swaps/swap_sheet.dart",
            SWAP_SHEET_OLD.replace("import 'dart:convert';\n\n", "import 'package:dio/dio.dart';\n").replace(
                "import '../../api/rota_api.dart';\n", "").replace(
                "    } on ApiException catch (e) {\n      if (e.statusCode != 409 || !mounted) rethrow;\n"
                "      final conflicts = ((jsonDecode(e.body) as Map<String, dynamic>)['conflicts'] as List).cast<int>();\n",
                "    } on DioException catch (e) {\n      // dio throws for every non-2xx status; a 409 means the swap would double-book someone.\n"
                "      if (e.response?.statusCode != 409 || !mounted) rethrow;\n"
                "      final conflicts = ((e.response!.data as Map<String, dynamic>)['conflicts'] as List).cast<int>();\n"))
    s.bash("cd app && flutter test", "Run the app tests again", "00:08 +32: All tests passed!", dur=(18, 22))
    s.say("The app's API client is on dio now:\n\n- `http` is out of pubspec.yaml, `dio` 5.7 is in (http is still "
          "in the lockfile only as a transitive dependency of firebase packages).\n- `RotaApi` uses one `Dio` with "
          "`baseUrl` and timeouts; `ApiException` is gone, callers get `DioException` with the response attached.\n"
          "- `AuthInterceptor` (a `QueuedInterceptor`) sets the bearer token, and on a 401 calls "
          "`session.refresh()` once and retries; concurrent requests queue behind a running refresh instead of each "
          "spending the refresh token, which Keycloak rotates. If the refresh itself is rejected, the session is "
          "signed out.\n- The swap sheet relied on `ApiException(409)`; it now catches the `DioException` and reads "
          "`conflicts` from `response.data`.\n\nThis merges cleanly with app-oidc as long as its `Session` keeps "
          "`accessToken()` and `refresh()`.")
    s.prompt("Good. Unrelated, for planning: the clinic managers hate the admin pages. They're Thymeleaf templates "
             "inside the Spring app with jQuery sprinkled on top, every filter is a full page reload, and the rota "
             "editor is a 900-line template nobody dares touch. Over the next couple of months I'm going to build a "
             "proper Angular admin in admin/ that talks to the same REST API. Anything on the API side I should "
             "fix first so a SPA can use it?", label="s06_admin_reason")
    s.grep("^@Controller", "server/src/main/kotlin", files=[
        "server/src/main/kotlin/vet/rotaboard/admin/web/AdminClinicController.kt",
        "server/src/main/kotlin/vet/rotaboard/admin/web/AdminRotaController.kt",
        "server/src/main/kotlin/vet/rotaboard/admin/web/AdminStaffController.kt",
        "server/src/main/kotlin/vet/rotaboard/admin/web/AdminSwapController.kt",
        "server/src/main/kotlin/vet/rotaboard/admin/web/AdminDashboardController.kt"], rlabel="s06_controllers")
    s.say("Five `@Controller` classes serve the Thymeleaf admin, and they return views built from repository calls "
          "inside the controllers, so there's no JSON API for most of what the admin does. Before the SPA:\n\n"
          "1. **JSON endpoints under `/api/admin/**`** for clinics, staff, rotas and swaps, reusing the services "
          "the controllers call. Keep the Thymeleaf pages running until the Angular admin covers everything, then "
          "delete them in one go.\n2. **Auth**: after Monday the SPA should log in against Keycloak itself "
          "(angular-auth-oidc-client, code + PKCE) and send bearer tokens like the app; restrict `/api/admin/**` "
          "to the `clinic-manager` realm role. No session cookies, so no CSRF dance.\n3. **One origin**: serve the "
          "SPA from `admin.rotaboard.vet` with CORS allowed for that origin only, or behind the same host under "
          "`/admin`; the second avoids CORS entirely.\n4. **Typed client**: generate the Angular client from the "
          "springdoc OpenAPI spec. One caveat: springdoc builds the schema from Jackson's view of the classes, and "
          "since #247 the DTOs are serialized by kotlinx. Check the generated schema for `SwapRequest` before "
          "trusting the client, especially the `kind` discriminator.\n5. **Pagination**: the Thymeleaf tables "
          "load everything; the staff and swap endpoints should take `page`/`size` from the start.",
          label="s06_admin_advice")
    s.finish()
    return s


# =============================================================================================
# s07: server pushes without firebase-admin; drift chosen for the app cache
# =============================================================================================

PUSH_SENDER_ADMIN_KT = '''package vet.rotaboard.notify

import com.google.firebase.messaging.FirebaseMessaging
import com.google.firebase.messaging.Message
import com.google.firebase.messaging.MessagingErrorCode
import com.google.firebase.messaging.Notification
import org.slf4j.LoggerFactory
import org.springframework.stereotype.Component

/** Sends pushes to every registered device of a staff member through the Firebase Admin SDK. */
@Component
class PushSender(
    private val messaging: FirebaseMessaging,
    private val devices: DeviceTokenRepository,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    fun send(push: Push) {
        val tokens = devices.tokensFor(push.staffId)
        if (tokens.isEmpty()) return
        val messages = tokens.map { token ->
            Message.builder()
                .setToken(token)
                .setNotification(Notification.builder().setTitle(push.title).setBody(push.body).build())
                .putData("kind", push.kind)
                .putAllData(push.data)
                .build()
        }
        val result = messaging.sendEach(messages)
        result.responses.forEachIndexed { i, response ->
            if (!response.isSuccessful && response.exception?.messagingErrorCode == MessagingErrorCode.UNREGISTERED) {
                devices.forget(tokens[i])
            }
        }
        log.debug("push {} to staff {}: {}/{} delivered", push.kind, push.staffId, result.successCount, tokens.size)
    }
}
'''

PUSH_SENDER_V1_KT = '''package vet.rotaboard.notify

import com.google.auth.oauth2.GoogleCredentials
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.HttpStatus
import org.springframework.http.MediaType
import org.springframework.stereotype.Component
import org.springframework.web.client.HttpClientErrorException
import org.springframework.web.client.RestClient

/**
 * Sends pushes through the FCM HTTP v1 API with Spring's RestClient (no Firebase Admin SDK).
 * The mobile app still receives them with firebase_messaging.
 */
@Component
class PushSender(
    private val devices: DeviceTokenRepository,
    private val credentials: GoogleCredentials,
    @Value("\\${rotaboard.fcm.project-id}") projectId: String,
    builder: RestClient.Builder,
) {
    private val log = LoggerFactory.getLogger(javaClass)
    private val fcm = builder.baseUrl("https://fcm.googleapis.com/v1/projects/$projectId").build()

    fun send(push: Push) {
        val tokens = devices.tokensFor(push.staffId)
        var delivered = 0
        for (token in tokens) {
            try {
                fcm.post().uri("/messages:send")
                    .headers { it.setBearerAuth(accessToken()) }
                    .contentType(MediaType.APPLICATION_JSON)
                    .body(FcmRequest.of(token, push))
                    .retrieve()
                    .toBodilessEntity()
                delivered++
            } catch (e: HttpClientErrorException) {
                if (e.statusCode == HttpStatus.NOT_FOUND && e.responseBodyAsString.contains("UNREGISTERED")) {
                    devices.forget(token)
                } else {
                    log.warn("FCM rejected push {} for staff {}: {}", push.kind, push.staffId, e.statusCode)
                }
            }
        }
        log.debug("push {} to staff {}: {}/{} delivered", push.kind, push.staffId, delivered, tokens.size)
    }

    private fun accessToken(): String {
        credentials.refreshIfExpired()
        return credentials.accessToken.tokenValue
    }
}
'''

FCM_CONFIG_KT = '''package vet.rotaboard.notify

import com.google.auth.oauth2.GoogleCredentials
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration

@Configuration
class FcmConfig {
    /** Service account of the Firebase project, scoped to FCM only. */
    @Bean
    fun fcmCredentials(@Value("\\${rotaboard.fcm.credentials}") json: String): GoogleCredentials =
        GoogleCredentials.fromStream(json.byteInputStream())
            .createScoped("https://www.googleapis.com/auth/firebase.messaging")
}
'''

PUSH_SENDER_TEST_KT = '''package vet.rotaboard.notify

import com.google.auth.oauth2.AccessToken
import com.google.auth.oauth2.GoogleCredentials
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Test
import org.springframework.http.HttpMethod
import org.springframework.http.HttpStatus
import org.springframework.http.MediaType
import org.springframework.test.web.client.MockRestServiceServer
import org.springframework.test.web.client.match.MockRestRequestMatchers.header
import org.springframework.test.web.client.match.MockRestRequestMatchers.method
import org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo
import org.springframework.test.web.client.response.MockRestResponseCreators.withStatus
import org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess
import org.springframework.web.client.RestClient
import java.time.Instant

class PushSenderTest {
    private val devices: DeviceTokenRepository = mockk(relaxed = true)
    private val credentials = GoogleCredentials.create(AccessToken("test-token", java.util.Date.from(Instant.now().plusSeconds(3600))))
    private val builder = RestClient.builder()
    private val server = MockRestServiceServer.bindTo(builder).build()
    private val sender = PushSender(devices, credentials, "rotaboard-test", builder)
    private val url = "https://fcm.googleapis.com/v1/projects/rotaboard-test/messages:send"
    private val push = Push(staffId = 7, kind = "swap.accepted", title = "Swap accepted", body = "Sam took your Friday late.")

    @Test
    fun `sends one request per device with the OAuth token`() {
        every { devices.tokensFor(7) } returns listOf("tok-a", "tok-b")
        server.expect(requestTo(url)).andExpect(method(HttpMethod.POST))
            .andExpect(header("Authorization", "Bearer test-token")).andRespond(withSuccess("{}", MediaType.APPLICATION_JSON))
        server.expect(requestTo(url)).andRespond(withSuccess("{}", MediaType.APPLICATION_JSON))

        sender.send(push)

        server.verify()
    }

    @Test
    fun `unregistered tokens are forgotten`() {
        every { devices.tokensFor(7) } returns listOf("tok-gone")
        server.expect(requestTo(url)).andRespond(withStatus(HttpStatus.NOT_FOUND).contentType(MediaType.APPLICATION_JSON)
            .body("""{"error":{"code":404,"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}"""))

        sender.send(push)

        verify { devices.forget("tok-gone") }
    }

    @Test
    fun `tokens FCM calls invalid are forgotten too`() {
        every { devices.tokensFor(7) } returns listOf("tok-bad")
        server.expect(requestTo(url)).andRespond(withStatus(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_JSON)
            .body("""{"error":{"code":400,"message":"The registration token is not a valid FCM registration token","status":"INVALID_ARGUMENT","details":[{"errorCode":"INVALID_ARGUMENT"}]}}"""))

        sender.send(push)

        verify { devices.forget("tok-bad") }
    }
}
'''


def s07() -> Session:
    s = Session("s07", "2026-01-27T16:44:08.173", "2.1.22", "claude-opus-4-5-20251101", "fcm-v1",
                slug="amber-sorting-heron")
    s.prompt("Since the Keycloak cutover eight days ago logins are fine: all 212 staff accounts came over with their "
             "Firebase scrypt hashes, Northpaw signs in through Entra ID, and app 2.0.0 with the new flutter_appauth "
             "login went live in both stores the same day. What's left of Firebase on the server is firebase-admin, "
             "and we only use it to send pushes now. Replace it with direct calls to the FCM HTTP v1 API through "
             "Spring's RestClient (OAuth token from the service account via google-auth-library) and remove "
             "firebase-admin. The app keeps firebase_messaging, obviously: only the server stops going through the "
             "SDK.", label="s07_p1")
    s.todo([("Replace the Firebase Admin SDK in PushSender with FCM HTTP v1 calls via RestClient", "in_progress",
             "Rewriting PushSender for FCM HTTP v1"),
            ("Swap firebase-admin for google-auth-library in build.gradle.kts", "pending", "Updating dependencies"),
            ("Move the config from rotaboard.firebase to rotaboard.fcm", "pending", "Moving the FCM config"),
            ("Port PushSenderTest and run the suite", "pending", "Running the tests")])
    s.read("server/src/main/kotlin/vet/rotaboard/notify/PushSender.kt", PUSH_SENDER_ADMIN_KT, rlabel="s07_read_push")
    s.bash("grep -rn -i firebase server/build.gradle.kts server/src/main --include=*.kts --include=*.kt --include=*.yml "
           "| grep -v PushSender.kt", "Find the remaining Firebase references on the server",
           grep_line("server/build.gradle.kts", "firebase-admin").replace(HOME + "/", "") + "\n"
           "server/src/main/kotlin/vet/rotaboard/notify/FirebaseConfig.kt:3:import com.google.firebase.FirebaseApp\n"
           "server/src/main/kotlin/vet/rotaboard/notify/FirebaseConfig.kt:14:    fun firebaseMessaging(app: FirebaseApp): FirebaseMessaging = FirebaseMessaging.getInstance(app)\n"
           + grep_line("server/src/main/resources/application.yml", "firebase:").replace(HOME + "/", ""),
           dur=(0.2, 0.6))
    s.edit("server/build.gradle.kts", '    implementation("com.google.firebase:firebase-admin:9.3.0")\n',
           '    implementation("com.google.auth:google-auth-library-oauth2-http:1.30.1")\n', label="s07_gradle_edit")
    s.read("server/src/main/resources/application.yml", rlabel="s07_appyml")
    s.edit("server/src/main/resources/application.yml",
           "  firebase:\n    project-id: rotaboard-prod\n    credentials: ${FIREBASE_SERVICE_ACCOUNT_JSON}\n",
           "  fcm:\n    project-id: rotaboard-prod\n    credentials: ${FCM_SERVICE_ACCOUNT_JSON}\n")
    s.bash("git rm server/src/main/kotlin/vet/rotaboard/notify/FirebaseConfig.kt", "Remove the Firebase app config",
           "rm 'server/src/main/kotlin/vet/rotaboard/notify/FirebaseConfig.kt'", dur=(0.2, 0.5))
    s.write("server/src/main/kotlin/vet/rotaboard/notify/FcmConfig.kt", FCM_CONFIG_KT)
    s.write("server/src/main/kotlin/vet/rotaboard/notify/PushSender.kt", PUSH_SENDER_V1_KT, label="s07_write_push")
    s.write("server/src/test/kotlin/vet/rotaboard/notify/PushSenderTest.kt", PUSH_SENDER_TEST_KT)
    s.bash("cd server && ./gradlew test", "Run the server tests",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n\n> Task :test FAILED\n\n"
           "PushSenderTest > tokens FCM calls invalid are forgotten too() FAILED\n"
           "    java.lang.AssertionError at PushSenderTest.kt:64\n\n"
           "79 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
           "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
           "file:///home/ines/rotaboard/server/build/reports/tests/test/index.html\n\nBUILD FAILED in 44s\n"
           "6 actionable tasks: 4 executed, 2 up-to-date", error=True, dur=(44, 48))
    s.say("The Admin SDK reported a malformed token as `UNREGISTERED` too; the raw v1 API answers "
          "`400 INVALID_ARGUMENT` for it instead. Those tokens will never work either, so they should be "
          "forgotten as well, otherwise we retry them on every push forever.")
    s.edit("server/src/main/kotlin/vet/rotaboard/notify/PushSender.kt",
           "                if (e.statusCode == HttpStatus.NOT_FOUND && e.responseBodyAsString.contains(\"UNREGISTERED\")) {",
           "                val body = e.responseBodyAsString\n"
           "                val deadToken = (e.statusCode == HttpStatus.NOT_FOUND && body.contains(\"UNREGISTERED\")) ||\n"
           "                    (e.statusCode == HttpStatus.BAD_REQUEST && body.contains(\"registration token\"))\n"
           "                if (deadToken) {")
    s.bash("cd server && ./gradlew test && git add -A && git commit -qm \"Send pushes via the FCM HTTP v1 API; "
           "drop firebase-admin\" && git push -qu origin fcm-v1 && gh pr create --fill",
           "Run the tests, commit and open a PR",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 43s\n"
           "6 actionable tasks: 3 executed, 3 up-to-date\nhttps://github.com/rotaboard/rotaboard/pull/268",
           dur=(47, 52))
    s.say("PR #268:\n\n- `PushSender` posts to `https://fcm.googleapis.com/v1/projects/{project}/messages:send` "
          "with a `RestClient`, one request per device token, authenticated with a short-lived OAuth token from "
          "the service account (`GoogleCredentials`, scope `firebase.messaging`, refreshed when expired).\n"
          "- Dead tokens (404 `UNREGISTERED`, or 400 for an invalid token) are removed from the device table.\n"
          "- `firebase-admin` is replaced by `google-auth-library-oauth2-http` in `build.gradle.kts`; "
          "`FirebaseConfig` is gone and the settings moved to `rotaboard.fcm.*`, so the deployment needs "
          "`FCM_SERVICE_ACCOUNT_JSON` instead of `FIREBASE_SERVICE_ACCOUNT_JSON`.\n\nThe app side doesn't change: "
          "it still registers with `firebase_messaging` and gets the same payloads.")
    s.prompt("While CI runs: the app's offline cache. Hive is effectively unmaintained (no release in over two years, "
             "and hive_generator is stuck on an analyzer version that now fights riverpod_generator on every "
             "upgrade). Isar was supposed to be its successor, but it's abandoned too. I'm thinking drift, since the "
             "cache is relational anyway: shifts, swaps, clinics. Thoughts?", label="s07_drift_plan")
    s.say("drift is the right call for this data:\n\n- **It's relational already.** Shifts reference clinics and "
          "swaps reference shifts; in Hive that's JSON strings per box and joins by hand. drift gives typed tables, "
          "real queries (\"my shifts this week with pending swaps\") and `watch()` streams that plug straight into "
          "Riverpod `StreamProvider`s.\n- **Isar** would repeat the Hive problem: no release since 2023, and its "
          "prebuilt native libraries break with the newer Android Gradle Plugin namespace requirement. Pass.\n- "
          "**Migration** is easy because it's a cache, not user data: no need to convert anything. On first start "
          "of the drift version, delete the old `.hive`/`.lock` files and let the sync refill the tables from the "
          "API.\n- drift's generator runs in the same `build_runner` as riverpod_generator, and without "
          "hive_generator the analyzer conflict goes away.\n- Use `drift_flutter` (or `sqlite3_flutter_libs`) so "
          "Android and iOS ship the same SQLite build, and write `schemaVersion` migrations from day one.",
          label="s07_drift_advice")
    s.prompt("Agreed: drift, not Isar. I'll do it myself over the next couple of weeks. Is CI green?", label="s07_p3")
    s.bash("gh pr checks 268 --watch && gh pr merge 268 --squash --delete-branch && git switch -q main && git pull -q",
           "Wait for CI and merge",
           "All checks were successful\n0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION  ELAPSED  URL\n"
           "✓  server / test (pull_request)                          1m39s    https://github.com/rotaboard/rotaboard/actions/runs/21387105526/job/61591442810\n"
           "✓  app / analyze-and-test (pull_request)                 3m04s    https://github.com/rotaboard/rotaboard/actions/runs/21387105519/job/61591442793\n"
           "✓ Squashed and merged pull request #268 (Send pushes via the FCM HTTP v1 API; drop firebase-admin)\n"
           "✓ Deleted branch fcm-v1 and switched to branch main", dur=(160, 200), rlabel="s07_merge")
    s.branch = "main"
    s.say("Green and merged (#268). The server no longer has any Firebase SDK; remember to rename the secret to "
          "`FCM_SERVICE_ACCOUNT_JSON` on App Platform before the next deploy, or the push sender won't start.")
    s.finish()
    return s


# =============================================================================================
# s08: back to Jackson; Hive -> drift; AWS decided
# =============================================================================================

MAIN_DART_2026_02 = """import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';
import 'package:flutter_appauth/flutter_appauth.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';
import 'package:flutter_secure_storage/flutter_secure_storage.dart';
import 'package:hive_flutter/hive_flutter.dart';

import 'api/rota_api.dart';
import 'app.dart';
import 'auth/session.dart';
import 'data/database.dart';
import 'firebase_options.dart';
import 'notifications/push.dart';
import 'state/week_shifts.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  // Firebase is only here for push notifications (FCM); login goes to Keycloak through flutter_appauth.
  await Firebase.initializeApp(options: DefaultFirebaseOptions.currentPlatform);
  FirebaseMessaging.onBackgroundMessage(handleBackgroundPush);
  await Hive.initFlutter();
  await Hive.openBox<String>('clinics');

  final session = Session(appAuth: const FlutterAppAuth(), storage: const FlutterSecureStorage());
  await session.restore();
  final api = RotaApi(session: session);
  final db = AppDatabase();

  runApp(
    ProviderScope(
      overrides: [
        rotaApiProvider.overrideWithValue(api),
        appDatabaseProvider.overrideWithValue(db),
      ],
      child: RotaboardApp(session: session),
    ),
  );
}
"""

CLINIC_PICKER_HIVE = """import 'dart:convert';

import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';
import 'package:hive_flutter/hive_flutter.dart';

import '../models/clinic.dart';
import '../state/week_shifts.dart';

/// Clinic switcher for staff who work at more than one clinic. Cached in Hive so it works offline.
class ClinicPicker extends ConsumerStatefulWidget {
  const ClinicPicker({super.key, required this.selected, required this.onChanged});

  final int? selected;
  final ValueChanged<int> onChanged;

  @override
  ConsumerState<ClinicPicker> createState() => _ClinicPickerState();
}

class _ClinicPickerState extends ConsumerState<ClinicPicker> {
  List<Clinic> clinics = const [];

  @override
  void initState() {
    super.initState();
    final box = Hive.box<String>('clinics');
    clinics = box.values.map((s) => Clinic.fromJson(jsonDecode(s) as Map<String, dynamic>)).toList();
    _refresh(box);
  }

  Future<void> _refresh(Box<String> box) async {
    final fresh = await ref.read(rotaApiProvider).clinics();
    await box.clear();
    await box.addAll(fresh.map((c) => jsonEncode(c.toJson())));
    if (mounted) setState(() => clinics = fresh);
  }

  @override
  Widget build(BuildContext context) => DropdownButton<int>(
        value: widget.selected,
        hint: const Text('Clinic'),
        items: [for (final c in clinics) DropdownMenuItem(value: c.id, child: Text(c.name))],
        onChanged: (id) => id == null ? null : widget.onChanged(id),
      );
}
"""

CLINIC_PICKER_DRIFT = """import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../data/clinics_dao.dart';
import '../models/clinic.dart';

/// Clinic switcher for staff who work at more than one clinic. Reads the drift cache, which
/// clinicsSyncProvider refreshes from the API in the background.
class ClinicPicker extends ConsumerWidget {
  const ClinicPicker({super.key, required this.selected, required this.onChanged});

  final int? selected;
  final ValueChanged<int> onChanged;

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    ref.watch(clinicsSyncProvider);
    final clinics = ref.watch(cachedClinicsProvider).valueOrNull ?? const <Clinic>[];
    return DropdownButton<int>(
      value: selected,
      hint: const Text('Clinic'),
      items: [for (final c in clinics) DropdownMenuItem(value: c.id, child: Text(c.name))],
      onChanged: (id) => id == null ? null : onChanged(id),
    );
  }
}
"""

LEGACY_CLEANUP_DART = """import 'dart:io';

import 'package:path_provider/path_provider.dart';

/// Hive kept its boxes as <name>.hive / <name>.lock in the documents directory. drift replaced it
/// in 2.1.0; delete the leftovers once so they don't stay on the phone forever.
Future<void> deleteLegacyHiveBoxes() async {
  final dir = await getApplicationDocumentsDirectory();
  for (final name in const ['shifts_cache', 'clinics']) {
    for (final ext in const ['hive', 'lock']) {
      final file = File('${dir.path}/$name.$ext');
      if (await file.exists()) await file.delete();
    }
  }
}
"""

TASK_DEFINITION = {
    "family": "rotaboard-server",
    "requiresCompatibilities": ["FARGATE"],
    "networkMode": "awsvpc",
    "cpu": "1024",
    "memory": "2048",
    "runtimePlatform": {"cpuArchitecture": "ARM64", "operatingSystemFamily": "LINUX"},
    "executionRoleArn": "arn:aws:iam::481516234200:role/rotaboard-ecs-execution",
    "taskRoleArn": "arn:aws:iam::481516234200:role/rotaboard-server",
    "containerDefinitions": [{
        "name": "server",
        "image": "481516234200.dkr.ecr.eu-central-1.amazonaws.com/rotaboard-server:latest",
        "essential": True,
        "portMappings": [{"containerPort": 8080, "protocol": "tcp"}],
        "environment": [
            {"name": "SPRING_PROFILES_ACTIVE", "value": "aws"},
            {"name": "DATABASE_URL",
             "value": "jdbc:postgresql://rotaboard-prod.c9x2kq7hd3nf.eu-central-1.rds.amazonaws.com:5432/rotaboard"},
            {"name": "DATABASE_USER", "value": "rotaboard"},
            {"name": "REDIS_URL", "value": "rediss://master.rotaboard-cache.x7yq2m.euc1.cache.amazonaws.com:6379"},
        ],
        "secrets": [
            {"name": "DATABASE_PASSWORD",
             "valueFrom": "arn:aws:secretsmanager:eu-central-1:481516234200:secret:rotaboard/db-password"},
            {"name": "FCM_SERVICE_ACCOUNT_JSON",
             "valueFrom": "arn:aws:secretsmanager:eu-central-1:481516234200:secret:rotaboard/fcm-service-account"},
            {"name": "SMS_API_KEY",
             "valueFrom": "arn:aws:secretsmanager:eu-central-1:481516234200:secret:rotaboard/sms-api-key"},
        ],
        "healthCheck": {"command": ["CMD-SHELL", "wget -qO- http://localhost:8080/actuator/health || exit 1"],
                        "interval": 15, "timeout": 5, "retries": 3, "startPeriod": 60},
        "logConfiguration": {"logDriver": "awslogs",
                             "options": {"awslogs-group": "/ecs/rotaboard-server", "awslogs-region": "eu-central-1",
                                         "awslogs-stream-prefix": "server"}},
    }],
}

KOTLINX_COMMIT = "4e1b9d2"
KOTLINX_SUBJECT = "API DTOs on kotlinx.serialization; unknown swap kinds are 400 (#247)"


def s08() -> Session:
    s = Session("s08", "2026-02-19T09:11:26.644", "2.1.47", "claude-opus-4-6", "main", slug="quiet-mapping-lynx")
    s.prompt("The Angular admin's generated API client is broken, and it's our JSON setup. springdoc builds the "
             "OpenAPI schema from Jackson's view of the DTOs, so it knows nothing about kotlinx: SwapRequest comes "
             "out without the `kind` discriminator, and the subtypes are missing. On top of that we still run "
             "Jackson anyway for actuator, ProblemDetail and the Thymeleaf admin, so we have two JSON stacks with "
             "two sets of date handling. kotlinx.serialization was a nice idea, but in a Spring app it isn't worth "
             "it. Revert to Jackson, but keep unknown swap kinds a 400.", label="s08_p1")
    s.bash("git log --oneline --grep kotlinx", "Find the kotlinx.serialization commit",
           f"{KOTLINX_COMMIT} {KOTLINX_SUBJECT}", dur=(0.2, 0.4))
    s.bash(f"git switch -c revert-kotlinx && git revert --no-edit {KOTLINX_COMMIT}", "Revert it on a branch",
           "Switched to a new branch 'revert-kotlinx'\nAuto-merging server/build.gradle.kts\n"
           "CONFLICT (content): Merge conflict in server/build.gradle.kts\n"
           f"error: could not revert {KOTLINX_COMMIT}... {KOTLINX_SUBJECT}\n"
           "hint: After resolving the conflicts, mark them with\nhint: \"git add/rm <pathspec>\", then run\n"
           "hint: \"git revert --continue\".\nhint: You can instead skip this commit with \"git revert --skip\".\n"
           "hint: To abort and get back to the state before \"git revert\",\nhint: run \"git revert --abort\".\n"
           "hint: Disable this message with \"git config advice.mergeConflict false\"",
           error=True, dur=(0.5, 1.2), label="s08_revert_cmd")
    s.branch = "revert-kotlinx"
    gradle = REPO["server/build.gradle.kts"]
    gradle = gradle.replace('    kotlin("plugin.serialization") version "1.9.25"\n', "")
    gradle = gradle.replace(
        '    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")\n'
        '    implementation("com.google.auth:google-auth-library-oauth2-http:1.30.1")\n',
        "<<<<<<< HEAD\n"
        '    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")\n'
        '    implementation("com.google.auth:google-auth-library-oauth2-http:1.30.1")\n'
        "=======\n"
        '    implementation("com.google.firebase:firebase-admin:9.3.0")\n'
        f">>>>>>> parent of {KOTLINX_COMMIT} ({KOTLINX_SUBJECT})\n")
    REPO["server/build.gradle.kts"] = gradle
    s.read("server/build.gradle.kts")
    s.edit("server/build.gradle.kts",
           "<<<<<<< HEAD\n"
           '    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")\n'
           '    implementation("com.google.auth:google-auth-library-oauth2-http:1.30.1")\n'
           "=======\n"
           '    implementation("com.google.firebase:firebase-admin:9.3.0")\n'
           f">>>>>>> parent of {KOTLINX_COMMIT} ({KOTLINX_SUBJECT})\n",
           '    implementation("com.google.auth:google-auth-library-oauth2-http:1.30.1")\n', label="s08_gradle_resolve")
    REPO["server/src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt"] = SWAP_REQUEST_JACKSON_KT
    s.bash("git add server/build.gradle.kts && git revert --continue --no-edit && cd server && ./gradlew test",
           "Finish the revert and run the tests",
           f"[revert-kotlinx 8d07a5e] Revert \"{KOTLINX_SUBJECT}\"\n"
           " 14 files changed, 61 insertions(+), 128 deletions(-)\n"
           " create mode 100644 server/src/main/kotlin/vet/rotaboard/swaps/LegacySwapRequestDeserializer.kt\n"
           " delete mode 100644 server/src/main/kotlin/vet/rotaboard/api/BadRequestAdvice.kt\n"
           " delete mode 100644 server/src/main/kotlin/vet/rotaboard/json/JavaTimeSerializers.kt\n"
           " delete mode 100644 server/src/main/kotlin/vet/rotaboard/json/JsonConfig.kt\n"
           "> Task :compileKotlin\n> Task :compileTestKotlin\n\n> Task :test FAILED\n\n"
           "SwapControllerTest > unknown kind is rejected with 400() FAILED\n"
           "    java.lang.AssertionError at SwapControllerTest.kt:58\n\n"
           "88 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
           "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
           "file:///home/ines/rotaboard/server/build/reports/tests/test/index.html\n\nBUILD FAILED in 52s",
           error=True, dur=(55, 60))
    s.say("As expected, the revert brought back `LegacySwapRequestDeserializer`, which throws "
          "`IllegalStateException` for an unknown kind, hence the 500. No app older than 1.9 is in use any more, so "
          "the deserializer can go: with plain `@JsonTypeInfo`, Jackson raises `InvalidTypeIdException` for an "
          "unknown `kind`, Spring turns that into `HttpMessageNotReadableException`, and that is a 400.")
    s.edit("server/src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt",
           "import com.fasterxml.jackson.databind.annotation.JsonDeserialize\nimport java.time.LocalDate\n",
           "import java.time.LocalDate\n")
    s.edit("server/src/main/kotlin/vet/rotaboard/swaps/SwapRequest.kt",
           "// Apps before 1.9 send \"type\" instead of \"kind\"; the deserializer accepts both.\n"
           "@JsonDeserialize(using = LegacySwapRequestDeserializer::class)\n", "", label="s08_jackson_edit")
    s.bash("cd server && git rm -q src/main/kotlin/vet/rotaboard/swaps/LegacySwapRequestDeserializer.kt && "
           "./gradlew test generateOpenApiDocs && jq '.components.schemas.SwapRequest' build/openapi.json",
           "Run the tests and check the generated OpenAPI schema",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n> Task :forkedSpringBootRun\n"
           "> Task :generateOpenApiDocs\n\nBUILD SUCCESSFUL in 1m 9s\n9 actionable tasks: 5 executed, 4 up-to-date\n"
           "{\n  \"required\": [\n    \"kind\",\n    \"shift_id\"\n  ],\n  \"type\": \"object\",\n  \"properties\": {\n"
           "    \"kind\": {\n      \"type\": \"string\"\n    },\n    \"shift_id\": {\n      \"type\": \"integer\",\n"
           "      \"format\": \"int64\"\n    },\n    \"note\": {\n      \"type\": \"string\"\n    }\n  },\n"
           "  \"discriminator\": {\n    \"propertyName\": \"kind\",\n    \"mapping\": {\n"
           "      \"cover\": \"#/components/schemas/Cover\",\n      \"trade\": \"#/components/schemas/Trade\",\n"
           "      \"giveaway\": \"#/components/schemas/Giveaway\"\n    }\n  }\n}", dur=(70, 76), rlabel="s08_openapi")
    s.bash("git add -A && git commit -q --amend --no-edit && git push -qu origin revert-kotlinx && gh pr create "
           "--title \"Back to Jackson for API DTOs (reverts #247, keeps the 400)\" --body \"springdoc only sees "
           "Jackson; one JSON stack.\" && gh pr checks --watch && gh pr merge --squash --delete-branch && "
           "git switch -q main && git pull -q", "Commit, open the PR, wait for CI and merge",
           "https://github.com/rotaboard/rotaboard/pull/281\nAll checks were successful\n"
           "0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION  ELAPSED  URL\n"
           "✓  server / test (pull_request)                          1m44s    https://github.com/rotaboard/rotaboard/actions/runs/22179553018/job/64128870341\n"
           "✓  app / analyze-and-test (pull_request)                 2m58s    https://github.com/rotaboard/rotaboard/actions/runs/22179553011/job/64128870329\n"
           "✓ Squashed and merged pull request #281 (Back to Jackson for API DTOs (reverts #247, keeps the 400))\n"
           "✓ Deleted branch revert-kotlinx and switched to branch main", dur=(170, 210), rlabel="s08_merge")
    s.branch = "main"
    s.say("Merged as #281. The API is back on Jackson (jackson-module-kotlin, snake_case from `application.yml`) "
          "and kotlinx.serialization is gone from the build: plugin, runtime, `JsonConfig` and the java.time "
          "serializers. Unknown swap kinds stay a 400 because the legacy deserializer is deleted instead of "
          "restored. The generated OpenAPI schema now has `kind` as discriminator with all three subtypes, so "
          "regenerating the admin's client should fix it.")
    s.compact("Analysis:\nThe user asked to revert the December switch of the server's API DTOs from Jackson to "
              "kotlinx.serialization (PR #247, commit 4e1b9d2). Reasons given: springdoc generates the OpenAPI "
              "schema from Jackson's model, so the Angular admin's generated client lost the `kind` discriminator "
              "of SwapRequest; and Jackson was still needed for actuator, ProblemDetail and the Thymeleaf admin, "
              "leaving two JSON stacks.\n\nSummary:\n1. Primary Request: revert kotlinx.serialization to Jackson, "
              "keeping unknown swap kinds a 400.\n2. Work done: `git revert 4e1b9d2` on branch revert-kotlinx; "
              "resolved a conflict in server/build.gradle.kts (kept google-auth-library-oauth2-http from the FCM "
              "change, dropped kotlinx-serialization-json); removed LegacySwapRequestDeserializer and the "
              "@JsonDeserialize annotation so Jackson's @JsonTypeInfo yields a 400 for unknown kinds; 88 tests "
              "pass; OpenAPI schema for SwapRequest has discriminator `kind` (cover/trade/giveaway).\n3. Result: "
              "PR #281 merged on 2026-02-19. The server's JSON serialization is Jackson again.\n4. Pending: none "
              "for this task.", pre_tokens=41268, label="s08_compact")
    s.prompt("Now the app. I've started the drift cache on the app-drift branch: tables and DAOs for shifts, swaps "
             "and clinics are done, and the week and swaps screens read from drift already. Finish it: the clinic "
             "picker still opens a Hive box. Then remove hive, hive_flutter and hive_generator, and delete the old "
             "box files on first launch.", label="s08_p2")
    REPO["app/lib/main.dart"] = MAIN_DART_2026_02
    REPO["app/lib/widgets/clinic_picker.dart"] = CLINIC_PICKER_HIVE
    s.bash("git switch -q app-drift && cd app && grep -rn -i 'hive' lib --include=*.dart | grep -v '\\.g\\.dart'",
           "Find what still uses Hive",
           "lib/main.dart:7:import 'package:hive_flutter/hive_flutter.dart';\n"
           "lib/main.dart:22:  await Hive.initFlutter();\nlib/main.dart:23:  await Hive.openBox<String>('clinics');\n"
           "lib/widgets/clinic_picker.dart:5:import 'package:hive_flutter/hive_flutter.dart';\n"
           "lib/widgets/clinic_picker.dart:10:/// Clinic switcher for staff who work at more than one clinic. Cached in Hive so it works offline.\n"
           "lib/widgets/clinic_picker.dart:27:    final box = Hive.box<String>('clinics');\n"
           "lib/widgets/clinic_picker.dart:32:  Future<void> _refresh(Box<String> box) async {", dur=(0.3, 0.8),
           rlabel="s08_hive_grep")
    s.branch = "app-drift"
    s.read("app/lib/widgets/clinic_picker.dart")
    s.write("app/lib/widgets/clinic_picker.dart", CLINIC_PICKER_DRIFT)
    s.read("app/lib/main.dart", rlabel="s08_main_read")
    s.edit("app/lib/main.dart",
           "import 'package:flutter_secure_storage/flutter_secure_storage.dart';\n"
           "import 'package:hive_flutter/hive_flutter.dart';\n",
           "import 'package:flutter_secure_storage/flutter_secure_storage.dart';\n")
    s.edit("app/lib/main.dart",
           "  await Hive.initFlutter();\n  await Hive.openBox<String>('clinics');\n",
           "  await deleteLegacyHiveBoxes(); // drift replaced Hive in 2.1.0\n")
    REPO["app/lib/main.dart"] = REPO["app/lib/main.dart"].replace(
        "import 'data/database.dart';\n", "import 'data/database.dart';\nimport 'data/legacy_cleanup.dart';\n")
    s.write("app/lib/data/legacy_cleanup.dart", LEGACY_CLEANUP_DART)
    s.bash("cd app && sed -i \"/^import 'data\\/database.dart';/a import 'data/legacy_cleanup.dart';\" lib/main.dart && "
           "flutter pub remove hive hive_flutter hive_generator && dart run build_runner build "
           "--delete-conflicting-outputs && flutter analyze && flutter test",
           "Drop the Hive packages, regenerate and test",
           "Resolving dependencies... \nDownloading packages... \nThese packages are no longer being depended on:\n"
           "- hive 2.2.3\n- hive_flutter 1.1.0\n- hive_generator 2.0.1\n- source_helper 1.3.5\n"
           "Changed 4 dependencies!\n[INFO] Generating build script completed, took 402ms\n"
           "[INFO] Running build completed, took 13.8s\n[INFO] Succeeded after 13.9s with 9 outputs (33 actions)\n"
           "Analyzing app...                                                \nNo issues found! (ran in 4.2s)\n"
           "00:09 +41: All tests passed!", dur=(50, 62), label="s08_hive_remove", rlabel="s08_hive_remove_out")
    s.say("The app no longer uses Hive anywhere:\n\n- `ClinicPicker` is a `ConsumerWidget` on "
          "`cachedClinicsProvider` (a drift `watch()` stream) and triggers `clinicsSyncProvider` to refresh from "
          "the API, like the week and swaps screens on your branch.\n- `main.dart` no longer initialises Hive; "
          "`deleteLegacyHiveBoxes()` removes `shifts_cache.hive`, `clinics.hive` and their `.lock` files once.\n"
          "- `hive`, `hive_flutter` and `hive_generator` are out of pubspec.yaml (and `source_helper` with them), "
          "so `build_runner` only runs the drift and Riverpod generators now.\n\nAnalyzer clean, 41 tests pass.")
    s.prompt("Merge it to main; 2.1.0 goes to the stores tonight.", label="s08_p3")
    s.bash("git add -A && git commit -qm \"app: offline cache on drift; Hive removed\" && git push -qu origin app-drift "
           "&& gh pr create --fill && gh pr checks --watch && gh pr merge --squash --delete-branch && git switch -q "
           "main && git pull -q", "Commit, PR, wait for CI and merge",
           "https://github.com/rotaboard/rotaboard/pull/284\nAll checks were successful\n"
           "0 cancelled, 0 failing, 1 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION  ELAPSED  URL\n"
           "✓  app / analyze-and-test (pull_request)                 3m11s    https://github.com/rotaboard/rotaboard/actions/runs/22181036420/job/64133120957\n"
           "✓ Squashed and merged pull request #284 (app: offline cache on drift; Hive removed)\n"
           "✓ Deleted branch app-drift and switched to branch main", dur=(200, 230), rlabel="s08_drift_merge")
    s.branch = "main"
    s.say("Merged (#284). Tonight's 2.1.0 build will carry the drift cache and the one-time Hive cleanup.")
    s.prompt("Last thing today, and it's a big one: hosting. Northpaw's security review came back. They require the "
             "service to run on AWS or Azure in an EU region, under their data processing agreement, with the "
             "database reachable only inside a private network. DigitalOcean App Platform plus DO Managed Postgres "
             "doesn't pass their questionnaire, and Northpaw is now about 60% of revenue. So we're moving to AWS: "
             "ECS on Fargate in eu-central-1 behind an ALB, RDS for PostgreSQL, ElastiCache for the Redis cache. "
             "I'll do the cutover on Saturday March 14, the quietest day for clinics. Can you draft the ECS task "
             "definition?", label="s08_aws_plan")
    s.write("infra/ecs/task-definition.json", json.dumps(TASK_DEFINITION, indent=2) + "\n", label="s08_taskdef")
    s.say("Draft in `infra/ecs/task-definition.json`:\n\n- Fargate, 1 vCPU / 2 GB, ARM64 (Graviton is ~20% "
          "cheaper and Temurin has arm64 images; build the image with `--platform linux/arm64`).\n- Database and "
          "cache endpoints as plain env vars, passwords and the FCM service account from Secrets Manager via "
          "`secrets`, so nothing sensitive sits in the task definition.\n- Health check on `/actuator/health` "
          "with a 60 s start period (Spring needs a while on a cold Fargate task), logs to CloudWatch "
          "`/ecs/rotaboard-server`.\n\nTwo things to decide before the 14th: the Dockerfile still starts the JVM "
          "with `-Xmx2g`, which is the whole task's memory, so either raise the task size or switch to "
          "`-XX:MaxRAMPercentage`; and for the cache, ElastiCache also offers Valkey, the Redis fork, which is "
          "cheaper per node and a drop-in for Spring Data Redis. Redis OSS works fine for the cutover; Valkey can "
          "come later.")
    s.finish()
    return s


# =============================================================================================
# s09: after the AWS cutover; Thymeleaf admin removed; Valkey reasoning
# =============================================================================================

SECURITY_CONFIG_KT = '''package vet.rotaboard.auth

import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.core.annotation.Order
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity
import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.http.SessionCreationPolicy
import org.springframework.security.web.SecurityFilterChain

@Configuration
@EnableMethodSecurity
class SecurityConfig {

    /** JSON API for the app and the Angular admin: Keycloak access tokens, no session. */
    @Bean
    @Order(1)
    fun api(http: HttpSecurity): SecurityFilterChain = http
        .securityMatcher("/api/**")
        .authorizeHttpRequests { it.anyRequest().authenticated() }
        .oauth2ResourceServer { it.jwt { jwt -> jwt.jwtAuthenticationConverter(KeycloakRoles.converter()) } }
        .sessionManagement { it.sessionCreationPolicy(SessionCreationPolicy.STATELESS) }
        .csrf { it.disable() }
        .build()

    /** Thymeleaf admin pages: Keycloak login, session cookie. */
    @Bean
    @Order(2)
    fun adminPages(http: HttpSecurity): SecurityFilterChain = http
        .securityMatcher("/admin/**", "/login/**", "/oauth2/**")
        .authorizeHttpRequests { it.anyRequest().hasRole("CLINIC_MANAGER") }
        .oauth2Login { it.defaultSuccessUrl("/admin", true) }
        .logout { it.logoutSuccessUrl("/admin") }
        .build()

    @Bean
    @Order(3)
    fun everythingElse(http: HttpSecurity): SecurityFilterChain = http
        .authorizeHttpRequests {
            it.requestMatchers("/actuator/health/**", "/actuator/info").permitAll()
            it.anyRequest().denyAll()
        }
        .build()
}
'''


def s09() -> Session:
    s = Session("s09", "2026-03-17T07:56:03.915", "2.1.76", "claude-opus-4-6", "main", slug="steady-hopping-walrus")
    s.prompt("We're on AWS. The cutover on Saturday went to plan: pg_dump/pg_restore from DO Managed Postgres into "
             "RDS (PostgreSQL 16, db.t4g.medium) took 18 minutes, DNS moved to the ALB at 23:40, and the "
             "DigitalOcean app and database were shut down on Sunday. One problem: the ECS tasks get killed a few "
             "times a day with exit code 137. Task size is 1 vCPU / 2 GB.", label="s09_p1")
    s.bash("aws ecs list-tasks --cluster rotaboard --service-name server --desired-status STOPPED --query taskArns "
           "--output text | xargs aws ecs describe-tasks --cluster rotaboard --query "
           "'tasks[].{exit:containers[0].exitCode,reason:stoppedReason,stopped:stoppedAt}' --output table --tasks",
           "List recently stopped ECS tasks",
           "--------------------------------------------------------------------------------------------------\n"
           "|                                         DescribeTasks                                          |\n"
           "+------+---------------------------------------------------------+-------------------------------+\n"
           "| exit |                         reason                          |            stopped            |\n"
           "+------+---------------------------------------------------------+-------------------------------+\n"
           "|  137 |  OutOfMemoryError: Container killed due to memory usage |  2026-03-16T19:42:11.208+01:00|\n"
           "|  137 |  OutOfMemoryError: Container killed due to memory usage |  2026-03-16T08:03:54.771+01:00|\n"
           "|  137 |  OutOfMemoryError: Container killed due to memory usage |  2026-03-15T21:17:30.092+01:00|\n"
           "+------+---------------------------------------------------------+-------------------------------+",
           dur=(2.5, 4.5), rlabel="s09_ecs_oom")
    s.read("server/Dockerfile", rlabel="s09_dockerfile")
    s.say("That's the `-Xmx2g` I mentioned in February: the heap alone may grow to the full 2 GB of the task, and "
          "metaspace, thread stacks, the JIT's code cache and Netty/Lettuce direct buffers come on top, so the "
          "container crosses its limit and the kernel kills it (137) before the JVM ever throws "
          "OutOfMemoryError. Sizing the heap relative to the container fixes it.")
    s.edit("server/Dockerfile", 'ENTRYPOINT ["java", "-Xmx2g", "-jar", "/app/app.jar"]',
           'ENTRYPOINT ["java", "-XX:MaxRAMPercentage=70", "-XX:+ExitOnOutOfMemoryError", "-jar", "/app/app.jar"]')
    s.bash("docker build -q -t rotaboard-server:heap server/ && docker run --rm -m 2g --entrypoint java "
           "rotaboard-server:heap -XX:MaxRAMPercentage=70 -XX:+PrintFlagsFinal -version | grep -E ' MaxHeapSize '",
           "Check the heap the JVM picks in a 2 GB container",
           "sha256:2d7a0c9e5b41f86e3a17c0d4b9e2f8a65c13d7e0f4a92b8c6d5e1f07a3b9c4d2\n"
           "   size_t MaxHeapSize                              = 1503657984                                {product} {ergonomic}",
           dur=(70, 90), label="s09_docker", rlabel="s09_docker_out")
    s.bash("git commit -qam \"Size the JVM heap relative to the container (ECS OOM kills)\" && git push -q && sleep 5 "
           "&& gh run watch --exit-status $(gh run list --workflow deploy.yml --limit 1 --json databaseId -q '.[0].databaseId')",
           "Push to main and watch the ECS deploy",
           "✓ main deploy · 23101556742\nTriggered via push about 6 minutes ago\n\nJOBS\n"
           "✓ build-and-push in 2m07s (ID 66987020411)\n✓ deploy-ecs in 3m38s (ID 66987093127)",
           dur=(340, 380), rlabel="s09_deploy")
    s.say("Deployed through the GitHub Actions deploy workflow (image to ECR, new task definition, service "
          "stable after 3m38s). The heap is now capped at ~1.4 GB (70% of 2 GB), leaving ~600 MB for everything "
          "else, and `ExitOnOutOfMemoryError` makes a real heap OOM restart the task cleanly instead of leaving a "
          "half-dead JVM. If the container metric stays flat over the next days, that's it.")
    s.prompt("Thanks. Also: the Angular admin went live for all clinics yesterday at admin.rotaboard.vet, so the "
             "Thymeleaf admin can go. Remove the templates, the admin view controllers, and the thymeleaf "
             "dependencies.", label="s09_admin_live")
    s.globf("server/src/main/resources/templates/**", [
        "server/src/main/resources/templates/admin/layout.html",
        "server/src/main/resources/templates/admin/dashboard.html",
        "server/src/main/resources/templates/admin/clinics.html",
        "server/src/main/resources/templates/admin/clinic-edit.html",
        "server/src/main/resources/templates/admin/staff.html",
        "server/src/main/resources/templates/admin/staff-edit.html",
        "server/src/main/resources/templates/admin/rota-list.html",
        "server/src/main/resources/templates/admin/rota-editor.html",
        "server/src/main/resources/templates/admin/swaps.html",
        "server/src/main/resources/templates/admin/fragments/nav.html",
        "server/src/main/resources/templates/admin/fragments/flash.html"])
    s.bash("git switch -c drop-thymeleaf && git rm -rq server/src/main/resources/templates "
           "server/src/main/resources/static/admin server/src/main/kotlin/vet/rotaboard/admin/web && sed -i "
           "'/spring-boot-starter-thymeleaf/d; /thymeleaf-extras-springsecurity6/d' server/build.gradle.kts && "
           "git status --short | sed -n '1,4p;$p'", "Delete the Thymeleaf admin and its dependencies",
           "Switched to a new branch 'drop-thymeleaf'\n M server/build.gradle.kts\n"
           "D  server/src/main/kotlin/vet/rotaboard/admin/web/AdminClinicController.kt\n"
           "D  server/src/main/kotlin/vet/rotaboard/admin/web/AdminDashboardController.kt\n"
           "D  server/src/main/kotlin/vet/rotaboard/admin/web/AdminRotaController.kt\n"
           "D  server/src/main/resources/templates/admin/swaps.html", dur=(0.4, 1.0), label="s09_rm_thymeleaf")
    s.branch = "drop-thymeleaf"
    for dep in ('    implementation("org.springframework.boot:spring-boot-starter-thymeleaf")\n',
                '    implementation("org.thymeleaf.extras:thymeleaf-extras-springsecurity6")\n'):
        REPO["server/build.gradle.kts"] = REPO["server/build.gradle.kts"].replace(dep, "")
    s.bash("cd server && ./gradlew test", "Run the server tests",
           "> Task :compileKotlin\n> Task :compileTestKotlin FAILED\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/admin/web/AdminSwapControllerTest.kt:14:27 Unresolved reference 'AdminSwapController'.\n"
           "e: file:///home/ines/rotaboard/server/src/test/kotlin/vet/rotaboard/admin/web/AdminRotaControllerTest.kt:12:27 Unresolved reference 'AdminRotaController'.\n\n"
           "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':compileTestKotlin'.\n"
           "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
           "   > Compilation error. See log for more details\n\nBUILD FAILED in 31s", error=True, dur=(31, 34))
    s.read("server/src/main/kotlin/vet/rotaboard/auth/SecurityConfig.kt", SECURITY_CONFIG_KT)
    s.edit("server/src/main/kotlin/vet/rotaboard/auth/SecurityConfig.kt",
           "    /** Thymeleaf admin pages: Keycloak login, session cookie. */\n    @Bean\n    @Order(2)\n"
           "    fun adminPages(http: HttpSecurity): SecurityFilterChain = http\n"
           "        .securityMatcher(\"/admin/**\", \"/login/**\", \"/oauth2/**\")\n"
           "        .authorizeHttpRequests { it.anyRequest().hasRole(\"CLINIC_MANAGER\") }\n"
           "        .oauth2Login { it.defaultSuccessUrl(\"/admin\", true) }\n"
           "        .logout { it.logoutSuccessUrl(\"/admin\") }\n        .build()\n\n    @Bean\n    @Order(3)\n",
           "    @Bean\n    @Order(2)\n")
    s.bash("cd server && git rm -rq src/test/kotlin/vet/rotaboard/admin/web && sed -i "
           "'/spring-boot-starter-oauth2-client/d' build.gradle.kts && ./gradlew test && cd .. && git add -A && "
           "git commit -qm \"Remove the Thymeleaf admin (replaced by the Angular admin in admin/)\" && git push -qu "
           "origin drop-thymeleaf && gh pr create --fill",
           "Drop the page tests and the OAuth2 login client, test, open a PR",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 49s\n"
           "6 actionable tasks: 3 executed, 3 up-to-date\nhttps://github.com/rotaboard/rotaboard/pull/301",
           dur=(55, 60), rlabel="s09_thymeleaf_pr")
    REPO["server/build.gradle.kts"] = REPO["server/build.gradle.kts"].replace(
        '    implementation("org.springframework.boot:spring-boot-starter-oauth2-client")\n', "")
    s.say("PR #301 removes the server-side admin: 11 templates, `static/admin` (the jQuery bits), the five "
          "`admin.web` controllers and their tests, `spring-boot-starter-thymeleaf` and "
          "`thymeleaf-extras-springsecurity6`. The `adminPages` filter chain with its browser login went too, "
          "along with `spring-boot-starter-oauth2-client`, which only existed for it; the Angular admin uses the "
          "stateless `/api/**` chain with Keycloak bearer tokens like the app. 83 tests pass.")
    s.prompt("One more AWS follow-up, for later: the cache. ElastiCache for Valkey is about a third cheaper than "
             "ElastiCache for Redis OSS for the same nodes, Serverless Valkey has a far lower minimum charge, and "
             "after Redis's license change I'd rather be on the open fork anyway. Does anything in our code care "
             "whether it talks to Redis or Valkey?", label="s09_valkey_reason")
    s.grep("(?i)redis", "server/src/main", [
        grep_line("server/src/main/resources/application.yml", "redis:"),
        "/home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/cache/CacheConfig.kt:16:    fun cacheManager(factory: RedisConnectionFactory): RedisCacheManager =",
        "/home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/notify/SmsRateLimiter.kt:19:    private val script = RedisScript.of(ClassPathResource(\"lua/sms_rate_limit.lua\"), Long::class.java)",
        "/home/ines/rotaboard/server/src/main/kotlin/vet/rotaboard/notify/SmsRateLimiter.kt:26:        redis.execute(script, listOf(\"sms:${staffId}:${day}\"), limit.toString()) == 1L"])
    s.say("Nothing that would notice. Valkey 8 forked from Redis 7.2.4 and speaks the same protocol and commands, "
          "so:\n\n- **Client**: Spring Data Redis with Lettuce connects to Valkey unchanged. The `spring.data.redis.*` "
          "properties keep their names; they're Spring's, not the server's.\n- **`RedisCacheManager`** for the rota "
          "cache only uses GET/SET with TTLs.\n- **`SmsRateLimiter`** runs a Lua script through `EVALSHA`; Valkey "
          "keeps Lua scripting with the same semantics.\n\nWhat changes is outside the code: the endpoint in the "
          "task definition (Serverless is TLS-only, so `rediss://`, which we already use), and the tests, which "
          "start `redis:7.2-alpine` through Testcontainers; they should run `valkey/valkey:8` so we test what we "
          "run. The switch itself is cheap: create the Valkey cache, point `REDIS_URL` at it and deploy. Cached "
          "rotas rebuild on first read and rate-limit counters only live for a day.",
          label="s09_valkey_advice")
    s.finish()
    return s


# =============================================================================================
# s10: GitHub Actions -> GitLab CI; Codemagic -> fastlane on the Mac mini runner
# =============================================================================================

GH_DEPLOY_YML = '''name: deploy

on:
  push:
    branches: [main]
    paths: ["server/**", "infra/ecs/**"]

permissions:
  id-token: write
  contents: read

jobs:
  build-and-push:
    runs-on: ubuntu-24.04-arm
    outputs:
      image: ${{ steps.meta.outputs.image }}
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::481516234200:role/github-deploy
          aws-region: eu-central-1
      - id: ecr
        uses: aws-actions/amazon-ecr-login@v2
      - id: meta
        run: echo "image=${{ steps.ecr.outputs.registry }}/rotaboard-server:${GITHUB_SHA::12}" >> "$GITHUB_OUTPUT"
      - run: docker build -t "${{ steps.meta.outputs.image }}" server/ && docker push "${{ steps.meta.outputs.image }}"

  deploy-ecs:
    needs: build-and-push
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::481516234200:role/github-deploy
          aws-region: eu-central-1
      - id: render
        uses: aws-actions/amazon-ecs-render-task-definition@v1
        with:
          task-definition: infra/ecs/task-definition.json
          container-name: server
          image: ${{ needs.build-and-push.outputs.image }}
      - uses: aws-actions/amazon-ecs-deploy-task-definition@v2
        with:
          task-definition: ${{ steps.render.outputs.task-definition }}
          service: server
          cluster: rotaboard
          wait-for-service-stability: true
'''

GITLAB_CI_YML = '''# CI/CD on gitlab.vetrix.io. Replaces .github/workflows/{server,app,deploy}.yml.
stages: [test, build, deploy]

variables:
  GRADLE_USER_HOME: "$CI_PROJECT_DIR/.gradle-home"
  AWS_REGION: eu-central-1
  ECR_REPO: 481516234200.dkr.ecr.eu-central-1.amazonaws.com/rotaboard-server

workflow:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH

default:
  interruptible: true

server:test:
  stage: test
  tags: [docker]
  image: eclipse-temurin:21-jdk
  services:
    - name: docker:27-dind
      alias: docker
  variables:
    DOCKER_HOST: tcp://docker:2375
    TESTCONTAINERS_HOST_OVERRIDE: docker
  cache:
    key: gradle-$CI_COMMIT_REF_SLUG
    paths: [.gradle-home/caches, .gradle-home/wrapper]
  rules:
    - changes: [server/**/*, .gitlab-ci.yml]
  script:
    - cd server && ./gradlew build
  artifacts:
    when: always
    reports:
      junit: server/build/test-results/test/TEST-*.xml

app:test:
  stage: test
  tags: [docker]
  image: ghcr.io/cirruslabs/flutter:3.29.2
  rules:
    - changes: [app/**/*, .gitlab-ci.yml]
  script:
    - cd app
    - flutter pub get
    - dart run build_runner build --delete-conflicting-outputs
    - flutter analyze
    - flutter test

app:ios:
  stage: build
  tags: [macos]
  rules:
    - changes: [app/**/*, .gitlab-ci.yml]
  script:
    - cd app && bundle install && bundle exec fastlane ios beta

app:android:
  stage: build
  tags: [macos]
  rules:
    - changes: [app/**/*, .gitlab-ci.yml]
  script:
    - cd app && bundle install && bundle exec fastlane android internal

server:image:
  stage: build
  tags: [docker]
  image: docker:27
  services: [docker:27-dind]
  id_tokens:
    AWS_ID_TOKEN:
      aud: sts.amazonaws.com
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
      changes: [server/**/*, infra/ecs/**/*]
  script:
    - apk add --no-cache aws-cli
    - ./infra/gitlab/assume-role.sh gitlab-deploy
    - aws ecr get-login-password | docker login --username AWS --password-stdin "${ECR_REPO%%/*}"
    - docker build --platform linux/arm64 -t "$ECR_REPO:$CI_COMMIT_SHORT_SHA" server/
    - docker push "$ECR_REPO:$CI_COMMIT_SHORT_SHA"

deploy:ecs:
  stage: deploy
  tags: [docker]
  image: amazon/aws-cli:2.25.6
  needs: [server:image]
  id_tokens:
    AWS_ID_TOKEN:
      aud: sts.amazonaws.com
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
      changes: [server/**/*, infra/ecs/**/*]
  script:
    - ./infra/gitlab/assume-role.sh gitlab-deploy
    - ./infra/ecs/deploy.sh "$ECR_REPO:$CI_COMMIT_SHORT_SHA"
'''

FASTFILE = '''# Release builds on the Mac mini (GitLab runner tag `macos`). Replaces app/codemagic.yaml.
default_platform(:ios)

platform :ios do
  desc "Build and upload to TestFlight"
  lane :beta do
    setup_ci
    api_key = app_store_connect_api_key(
      key_id: ENV["ASC_KEY_ID"],
      issuer_id: ENV["ASC_ISSUER_ID"],
      key_content: ENV["ASC_KEY_P8"],
    )
    match(type: "appstore", readonly: true, app_identifier: "vet.rotaboard.app", api_key: api_key)
    build_number = latest_testflight_build_number(app_identifier: "vet.rotaboard.app", api_key: api_key) + 1
    sh("flutter", "build", "ipa", "--release", "--build-number=#{build_number}",
       "--export-options-plist=ios/ExportOptions.plist")
    upload_to_testflight(api_key: api_key, ipa: Dir["../build/ios/ipa/*.ipa"].first,
                         skip_waiting_for_build_processing: true)
  end
end

platform :android do
  desc "Build and upload to the Play internal track"
  lane :internal do
    version_code = google_play_track_version_codes(track: "internal", json_key_data: ENV["PLAY_JSON_KEY"]).max + 1
    sh("flutter", "build", "appbundle", "--release", "--build-number=#{version_code}")
    upload_to_play_store(track: "internal", aab: "../build/app/outputs/bundle/release/app-release.aab",
                         json_key_data: ENV["PLAY_JSON_KEY"])
  end
end
'''


def s10() -> Session:
    s = Session("s10", "2026-04-09T12:31:17.402", "2.1.98", "claude-opus-4-7", "gitlab-ci", slug="tidy-casting-puffin")
    s.local_command("/model", "Set model to \u001b[1mOpus 4.7 (default)\u001b[22m")
    s.prompt("Plumbing day. Since we joined Vetrix (the group that also owns Northpaw), our code has to live on their "
             "self-managed GitLab at gitlab.vetrix.io, and their security team won't have GitHub-hosted runners "
             "holding our AWS role or the signing keys. The repo was mirrored there on Monday and the remote is "
             "`gitlab`. Replace the GitHub Actions workflows with a .gitlab-ci.yml: server build and tests, app "
             "analyze and tests, the ECR image and ECS deploy from main. Vetrix gave us their shared Linux runners "
             "(tag `docker`), and our Mac mini is registered as a runner with tag `macos`.", label="s10_p1")
    s.todo([("Translate the three GitHub Actions workflows into .gitlab-ci.yml", "in_progress",
             "Writing .gitlab-ci.yml"),
            ("Remove .github/workflows", "pending", "Removing the GitHub workflows"),
            ("Open an MR on gitlab.vetrix.io and check the first pipeline", "pending", "Checking the first pipeline")])
    s.globf(".github/workflows/*.yml", [".github/workflows/app.yml", ".github/workflows/deploy.yml",
                                        ".github/workflows/server.yml"], rlabel="s10_gh_glob")
    s.read(".github/workflows/deploy.yml", GH_DEPLOY_YML, rlabel="s10_gh_deploy")
    s.write(".gitlab-ci.yml", GITLAB_CI_YML, label="s10_gitlab_write")
    s.bash("git rm -rq .github/workflows && git add .gitlab-ci.yml && git commit -qm \"CI on GitLab: .gitlab-ci.yml "
           "replaces the GitHub Actions workflows\" && git push -qu gitlab gitlab-ci && glab mr create --fill --yes",
           "Delete the GitHub workflows, push to GitLab and open an MR",
           "remote: \nremote: To create a merge request for gitlab-ci, visit:\n"
           "remote:   https://gitlab.vetrix.io/rotaboard/rotaboard/-/merge_requests/new?merge_request%5Bsource_branch%5D=gitlab-ci\n"
           "remote: \n\nCreating merge request for gitlab-ci into main in rotaboard/rotaboard\n\n"
           "!14 CI on GitLab: .gitlab-ci.yml replaces the GitHub Actions workflows (gitlab-ci)\n"
           " https://gitlab.vetrix.io/rotaboard/rotaboard/-/merge_requests/14", dur=(5, 9), label="s10_rm_gh")
    s.bash("sleep 20 && glab ci status --live", "Follow the MR pipeline",
           "(passed) • 04m 14s\ttest\t\tserver:test\t\tid: 118270\n"
           "(passed) • 03m 51s\ttest\t\tapp:test\t\tid: 118271\n"
           "(failed) • 00m 38s\tbuild\t\tapp:ios\t\t\tid: 118272\n"
           "(failed) • 00m 35s\tbuild\t\tapp:android\t\tid: 118273\n\n"
           "https://gitlab.vetrix.io/rotaboard/rotaboard/-/pipelines/52107\n"
           "SHA: 5c2e9b1f0a7d43e8b6c1f9a2d4e07b3c8a5f6d19\nPipeline state: failed\n\n"
           "app:ios: Could not locate Gemfile\napp:android: Could not locate Gemfile", error=True, dur=(280, 320),
           rlabel="s10_glab_fail")
    s.say("First GitLab pipeline: `server:test` (Testcontainers through docker-in-docker) and `app:test` pass on "
          "Vetrix's runners. The two release jobs on the Mac mini fail because there is no fastlane setup in "
          "`app/` yet: the iOS and Android release builds still live in `app/codemagic.yaml`, which runs on "
          "Codemagic's machines and is triggered by the GitHub repo. Do you want the releases moved onto the Mac "
          "mini as well, or keep Codemagic and drop those two jobs?")
    s.prompt("Move them. Codemagic has to go anyway: it can't reach a GitLab that sits behind Vetrix's VPN, and we "
             "have the Mac mini now. Set up fastlane in app/ for iOS (match for signing, TestFlight upload) and "
             "Android (Play internal track), run it on the macos runner, and delete codemagic.yaml.",
             label="s10_p2")
    REPO["app/codemagic.yaml"] = REPO["app/codemagic.yaml"].replace("flutter: 3.24.3", "flutter: 3.29.2").replace(
        "xcode: 16.0", "xcode: 16.2")
    s.read("app/codemagic.yaml", rlabel="s10_codemagic_read")
    s.write("app/fastlane/Fastfile", FASTFILE, label="s10_fastfile")
    s.write("app/Gemfile", 'source "https://rubygems.org"\n\ngem "fastlane", "~> 2.227"\ngem "cocoapods", "~> 1.16"\n')
    s.bash("cd app && bundle install --quiet && git rm codemagic.yaml && bundle exec fastlane lanes",
           "Install fastlane, remove the Codemagic config, list the lanes",
           "rm 'app/codemagic.yaml'\n[✔] 🚀 \n\n--------- ios---------\n----- fastlane ios beta\n"
           "Build and upload to TestFlight\n\n--------- android---------\n----- fastlane android internal\n"
           "Build and upload to the Play internal track\n\nExecute using `fastlane [lane]`", dur=(40, 55),
           label="s10_rm_codemagic")
    s.bash("git add -A && git commit -qm \"app: release builds with fastlane on the Mac mini runner; Codemagic "
           "removed\" && git push -q && sleep 20 && glab ci status --live", "Push and follow the pipeline",
           "(passed) • 04m 09s\ttest\t\tserver:test\t\tid: 118391\n"
           "(passed) • 03m 48s\ttest\t\tapp:test\t\tid: 118392\n"
           "(passed) • 11m 37s\tbuild\t\tapp:ios\t\t\tid: 118393\n"
           "(passed) • 07m 52s\tbuild\t\tapp:android\t\tid: 118394\n\n"
           "https://gitlab.vetrix.io/rotaboard/rotaboard/-/pipelines/52131\n"
           "SHA: 9a41d7c3e2f05b6d8c1e4f7a0b3d92e6c5f18a47\nPipeline state: success", dur=(800, 860),
           rlabel="s10_glab_pass")
    s.bash("glab mr merge 14 --squash --remove-source-branch --yes && git switch -q main && git pull -q gitlab main",
           "Merge the MR",
           "✓ Pipeline succeeded for !14\n✓ Squashed and merged !14 CI on GitLab: .gitlab-ci.yml replaces the "
           "GitHub Actions workflows\n✓ Deleted source branch gitlab-ci", dur=(4, 8), rlabel="s10_mr_merge")
    s.branch = "main"
    s.say("Merged as !14 on gitlab.vetrix.io:\n\n- `.gitlab-ci.yml` replaces `.github/workflows/` (server, app, "
          "deploy). On merge requests: `server:test` and `app:test` on Vetrix's `docker` runners. On `main`: "
          "`server:image` builds the arm64 image and pushes it to ECR, `deploy:ecs` rolls the service; both get AWS "
          "credentials from GitLab's OIDC `id_tokens` instead of stored keys.\n- Release builds run on the Mac "
          "mini (`macos` tag) with fastlane: `ios beta` (match for signing, TestFlight upload with an App Store "
          "Connect API key) and `android internal` (Play internal track). Build 2.3.0 (214) reached TestFlight "
          "from this pipeline. `app/codemagic.yaml` is deleted, so you can cancel the Codemagic subscription.\n\n"
          "The GitHub repository can be archived once you've moved the issues; nothing runs there any more.")
    s.finish()
    return s


# =============================================================================================
# s11: tests on Valkey; GraalVM native image tried and abandoned; CDS instead
# =============================================================================================

INTEGRATION_TEST_KT = '''package vet.rotaboard.support

import org.springframework.boot.test.context.SpringBootTest
import org.springframework.boot.testcontainers.service.connection.ServiceConnection
import org.testcontainers.containers.GenericContainer
import org.testcontainers.containers.PostgreSQLContainer
import org.testcontainers.junit.jupiter.Container
import org.testcontainers.junit.jupiter.Testcontainers

/** Base class for tests that need the real database and cache. Containers are shared per JVM. */
@SpringBootTest
@Testcontainers
abstract class IntegrationTest {
    companion object {
        @Container
        @ServiceConnection
        @JvmStatic
        val postgres = PostgreSQLContainer("postgres:16-alpine")

        @Container
        @ServiceConnection(name = "redis")
        @JvmStatic
        val redis = GenericContainer("redis:7.2-alpine").withExposedPorts(6379)
    }
}
'''

COMPOSE_YAML = '''services:
  postgres:
    image: postgres:16-alpine
    environment:
      POSTGRES_DB: rotaboard
      POSTGRES_USER: rotaboard
      POSTGRES_PASSWORD: rotaboard
    ports: ["5432:5432"]
    volumes: [pgdata:/var/lib/postgresql/data]

  redis:
    image: redis:7.2-alpine
    ports: ["6379:6379"]

  keycloak:
    image: quay.io/keycloak/keycloak:26.1
    command: start-dev --import-realm
    environment:
      KC_BOOTSTRAP_ADMIN_USERNAME: admin
      KC_BOOTSTRAP_ADMIN_PASSWORD: admin
    ports: ["8081:8080"]
    volumes: [./infra/keycloak/realm-rotaboard.json:/opt/keycloak/data/import/realm-rotaboard.json:ro]

volumes:
  pgdata:
'''


def s11() -> Session:
    s = Session("s11", "2026-05-05T08:21:36.228", "2.1.124", "claude-opus-4-7", "main", slug="gentle-rowing-ibex")
    s.prompt("The cache has been on Valkey since Thursday: ElastiCache Serverless for Valkey 8, same Spring Data "
             "Redis/Lettuce setup, only REDIS_URL changed, and the old Redis OSS cluster is deleted. The tests and "
             "the local compose stack still start redis:7.2-alpine, though. Make them use Valkey too, so we test "
             "what we run.", label="s11_p1")
    REPO["server/src/test/kotlin/vet/rotaboard/support/IntegrationTest.kt"] = INTEGRATION_TEST_KT
    REPO["compose.yaml"] = COMPOSE_YAML
    s.grep("redis:7", "", [grep_line("compose.yaml", "redis:7"),
                           grep_line("server/src/test/kotlin/vet/rotaboard/support/IntegrationTest.kt", "redis:7")])
    s.read("server/src/test/kotlin/vet/rotaboard/support/IntegrationTest.kt")
    s.edit("server/src/test/kotlin/vet/rotaboard/support/IntegrationTest.kt",
           "        @Container\n        @ServiceConnection(name = \"redis\")\n        @JvmStatic\n"
           "        val redis = GenericContainer(\"redis:7.2-alpine\").withExposedPorts(6379)",
           "        // Production runs Valkey 8 (ElastiCache Serverless) since 2026-04-30. Same protocol, so Boot's\n"
           "        // \"redis\" service connection still applies.\n"
           "        @Container\n        @ServiceConnection(name = \"redis\")\n        @JvmStatic\n"
           "        val valkey = GenericContainer(\"valkey/valkey:8.1-alpine\").withExposedPorts(6379)",
           label="s11_valkey_edit")
    s.read("compose.yaml")
    s.edit("compose.yaml", "  redis:\n    image: redis:7.2-alpine\n", "  valkey:\n    image: valkey/valkey:8.1-alpine\n")
    s.bash("podman compose up -d --remove-orphans valkey && podman exec rotaboard-valkey-1 valkey-cli INFO server | "
           "grep valkey_version && cd server && DOCKER_HOST=unix://$XDG_RUNTIME_DIR/podman/podman.sock "
           "TESTCONTAINERS_RYUK_DISABLED=true ./gradlew test", "Start local Valkey and run the server tests",
           ">>>> Executing external compose provider \"/usr/bin/docker-compose\". Please see podman-compose(1) for "
           "how to disable this message. <<<<\n\n[+] Running 2/2\n"
           " ✔ Container rotaboard-redis-1   Removed                                                     0.4s\n"
           " ✔ Container rotaboard-valkey-1  Started                                                     0.7s\n"
           "valkey_version:8.1.1\n> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test\n\n"
           "BUILD SUCCESSFUL in 58s\n6 actionable tasks: 2 executed, 4 up-to-date", dur=(62, 70),
           label="s11_podman", rlabel="s11_podman_out")
    s.say("Tests and the local stack now run Valkey 8.1: `IntegrationTest` starts `valkey/valkey:8.1-alpine` "
          "(still registered as Boot's `redis` service connection, since the protocol is the same) and "
          "`compose.yaml` has a `valkey` service in place of `redis`; `--remove-orphans` took the old container "
          "down. All tests pass against it. The GitLab job needs no change, because Testcontainers pulls the "
          "image itself.")
    s.prompt("Good. Different topic: a fresh Fargate task takes ~14 s until /actuator/health is UP, which makes "
             "scale-out slow in the Monday 07:00 rush. Try a GraalVM native image on a branch and let's see what "
             "startup looks like.", label="s11_native_ask")
    s.bash("git switch -c try-native", "Throwaway branch for the native image", "Switched to a new branch 'try-native'",
           dur=(0.2, 0.4))
    s.branch = "try-native"
    before_native = REPO["server/build.gradle.kts"]
    s.edit("server/build.gradle.kts", '    id("org.springframework.boot") version "3.5.7"\n',
           '    id("org.springframework.boot") version "3.5.7"\n    id("org.graalvm.buildtools.native") version "0.10.6"\n',
           label="s11_native_edit")
    s.bash("cd server && sdk install java 21.0.2-graalce < /dev/null > /dev/null && sdk use java 21.0.2-graalce && "
           "./gradlew nativeCompile && ./build/native/nativeCompile/rotaboard-server --spring.profiles.active=local",
           "Build the native image and start it against the local stack",
           "\nUsing java version 21.0.2-graalce in this shell.\n> Task :processAot\n> Task :compileAotJava\n"
           "> Task :nativeCompile\n[1/8] Initializing...                                                  (9.8s @ 0.31GB)\n"
           " Java version: 21.0.2+13, vendor version: GraalVM CE 21.0.2+13.1\n"
           " Garbage collector: Serial GC (max heap size: 80% of RAM)\n"
           "[2/8] Performing analysis...  [******]                                (121.7s @ 2.93GB)\n"
           "   42,118 reachable types   (93.4% of   45,102 total)\n"
           "[3/8] Building universe...                                             (17.2s @ 3.12GB)\n"
           "[4/8] Parsing methods...      [****]                                    (9.3s @ 3.40GB)\n"
           "[5/8] Inlining methods...     [***]                                     (6.1s @ 3.47GB)\n"
           "[6/8] Compiling methods...    [************]                          (243.9s @ 3.72GB)\n"
           "[7/8] Laying out methods...   [****]                                   (11.8s @ 3.55GB)\n"
           "[8/8] Creating image...       [***]                                    (14.6s @ 3.61GB)\n"
           "Finished generating 'rotaboard-server' in 7m 48s.\n\nBUILD SUCCESSFUL in 8m 12s\n"
           "2026-05-05T10:34:39.114+02:00  INFO 412233 --- [rotaboard] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat initialized with port 8080 (http)\n"
           "2026-05-05T10:34:39.169+02:00 ERROR 412233 --- [rotaboard] [           main] o.s.boot.SpringApplication               : Application run failed\n\n"
           "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer': "
           "Unable to resolve location classpath:db/migration.\n"
           "\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1812)\n"
           "Caused by: org.flywaydb.core.api.FlywayException: Unable to resolve location classpath:db/migration.",
           error=True, dur=(500, 520), rlabel="s11_native_fail")
    s.think("Image builds in ~8 minutes and the process gets to Tomcat init in ~0.2 s, then Flyway can't find "
            "db/migration because resources are only included with hints. Would also need reflection hints for the "
            "Jackson polymorphic SwapRequest subtypes and google-auth credential classes. Outline the hints.")
    s.say("It builds (7m48s) and gets as far as Tomcat in about 0.2 s, then Flyway fails: a native image only "
          "contains the resources it was told about, and the SQL files under `db/migration` are found by "
          "classpath scanning at runtime. That needs a `RuntimeHintsRegistrar` with `resources.registerPattern("
          "\"db/migration/*.sql\")`, and after that I'd expect the same for the Jackson subtypes of `SwapRequest` "
          "(reflection hints) and google-auth's credential classes. Let me add the resource hint first and")
    s.interrupt()
    s.prompt("Stop, this isn't worth it. Eight minutes per build in CI, and a hints file to maintain for every "
             "library that uses reflection. Throw the branch away. Try Spring Boot's CDS training run instead, "
             "same JVM, just a faster start.", label="s11_native_abandon")
    s.bash("git checkout -- server/build.gradle.kts && git switch main && git branch -D try-native && "
           "sdk use java 21.0.9-tem", "Discard the native-image experiment",
           "Switched to branch 'main'\nDeleted branch try-native (was 6b0e4f1).\n\n"
           "Using java version 21.0.9-tem in this shell.", dur=(0.6, 1.2), label="s11_native_revert")
    REPO["server/build.gradle.kts"] = before_native
    s.branch = "main"
    s.read("server/Dockerfile")
    s.edit("server/Dockerfile",
           "USER rota\nCOPY --from=build /src/build/libs/rotaboard-server-*.jar app.jar\n",
           "COPY --from=build /src/build/libs/rotaboard-server-*.jar app.jar\n"
           "# CDS training run: start the context once at build time and archive the loaded classes; startup\n"
           "# reuses the archive. No database or cache needed for the training run.\n"
           "RUN java -XX:ArchiveClassesAtExit=app.jsa -Dspring.context.exit=onRefresh -Dspring.flyway.enabled=false \\\n"
           "    -Dspring.jpa.properties.hibernate.boot.allow_jdbc_metadata_access=false -jar app.jar\n"
           "USER rota\n")
    s.edit("server/Dockerfile", 'ENTRYPOINT ["java", "-XX:MaxRAMPercentage=70"',
           'ENTRYPOINT ["java", "-XX:SharedArchiveFile=app.jsa", "-XX:MaxRAMPercentage=70"')
    s.bash("podman build -q -t rotaboard-server:cds server/ && podman run --rm --network host -e "
           "SPRING_PROFILES_ACTIVE=local rotaboard-server:cds 2>&1 | grep -m1 'Started '",
           "Build the CDS image and time the startup",
           "3f9d1a7e0c52b84e6a19f0d3c7b25e8a41d6f09c2b7e3a58d1c4f6e90a2b7d35\n"
           "2026-05-05T08:39:50.771Z  INFO 1 --- [rotaboard] [           main] v.rotaboard.RotaboardApplicationKt       : "
           "Started RotaboardApplicationKt in 6.804 seconds (process running for 7.371)", dur=(95, 120),
           rlabel="s11_cds")
    s.say("Branch deleted, nothing of the native attempt was committed. With the CDS archive the server starts in "
          "6.8 s locally (process 7.4 s), against 13-14 s before, with the same JVM and no reflection hints. The "
          "training run happens in the image build with Flyway off and no JDBC metadata access, so it needs no "
          "database. On Fargate the gain should be similar; the image grows by about 60 MB for `app.jsa`.")
    s.finish()
    return s


# =============================================================================================
# s12: drift migration crash; the Keycloak date corrected
# =============================================================================================

DATABASE_DART = """import 'package:drift/drift.dart';
import 'package:drift_flutter/drift_flutter.dart';

import 'tables.dart';

part 'database.g.dart';

@DriftDatabase(tables: [Shifts, Swaps, Clinics])
class AppDatabase extends _$AppDatabase {
  AppDatabase([QueryExecutor? executor]) : super(executor ?? driftDatabase(name: 'rotaboard'));

  @override
  int get schemaVersion => 3;

  @override
  MigrationStrategy get migration => MigrationStrategy(
        onCreate: (m) => m.createAll(),
        onUpgrade: (m, from, to) async {
          if (from < 2) {
            await m.addColumn(shifts, shifts.role);
          }
          if (from < 3) {
            await m.addColumn(swaps, swaps.note);
          }
        },
      );
}
"""

MIGRATION_TEST_DART = """import 'package:drift/drift.dart';
import 'package:drift/native.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:rotaboard/data/database.dart';
import 'package:sqlite3/sqlite3.dart';

/// 2.3.0 beta builds shipped schema 2 *with* swaps.note already added. Upgrading those installs
/// to schema 3 must not try to add the column again.
void main() {
  test('upgrading a 2.3.0-beta database (v2 with note) to v3 does not fail', () async {
    final raw = sqlite3.openInMemory()
      ..execute('CREATE TABLE clinics (id INTEGER PRIMARY KEY, name TEXT NOT NULL, tz TEXT NOT NULL)')
      ..execute('CREATE TABLE shifts (id INTEGER PRIMARY KEY, clinic_id INTEGER NOT NULL, staff_id INTEGER NOT NULL, '
          'starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, role TEXT NOT NULL DEFAULT \\'nurse\\')')
      ..execute('CREATE TABLE swaps (id INTEGER PRIMARY KEY, shift_id INTEGER NOT NULL, kind TEXT NOT NULL, '
          'status TEXT NOT NULL, note TEXT NULL)')
      ..execute('PRAGMA user_version = 2');
    final db = AppDatabase(NativeDatabase.opened(raw));

    await db.customSelect('SELECT 1').get(); // opens the database and runs the migration

    final columns = await db.customSelect('PRAGMA table_info(swaps)').map((r) => r.read<String>('name')).get();
    expect(columns.where((c) => c == 'note'), hasLength(1));
    await db.close();
  });
}
"""

APP_CHANGELOG = """# Changelog (app)

## 2.3.1 (2026-05-21)

- Swap requests can carry a note for the colleague taking the shift.
- Week view: long clinic names no longer overlap the date.

## 2.3.0 (2026-05-07)

- Pending swaps show who was asked.
- The clinic picker remembers the last clinic per account.

## 2.1.0 (2026-02-19)

- Offline cache moved from Hive to drift (SQLite); old cache files are removed on first start.

## 2.0.0 (2026-01-19)

- Sign-in with Keycloak, including single sign-on through Microsoft Entra ID for Northpaw clinics.
  Older app versions can no longer sign in.
"""


def s12() -> Session:
    s = Session("s12", "2026-05-28T14:12:09.335", "2.1.147", "claude-opus-4-7", "main", slug="merry-tiling-stoat")
    s.prompt("The Play Console shows a startup crash on app 2.3.1 for about 40 Android devices: \"SqliteException(1): "
             "duplicate column name: note\". I think they're the clinics in the early-access track that had the "
             "2.3.0 beta, where the swaps.note column was briefly added in the v2 migration before we moved it to "
             "v3. Can you make the migration robust?", label="s12_p1")
    REPO["app/lib/data/database.dart"] = DATABASE_DART
    s.read("app/lib/data/database.dart")
    s.write("app/test/data/migration_test.dart", MIGRATION_TEST_DART)
    s.bash("cd app && flutter test test/data/migration_test.dart", "Reproduce with a beta-shaped database",
           "00:01 +0: upgrading a 2.3.0-beta database (v2 with note) to v3 does not fail\n"
           "00:01 +0 -1: upgrading a 2.3.0-beta database (v2 with note) to v3 does not fail [E]\n"
           "  SqliteException(1): while executing statement, duplicate column name: note, SQL logic error (code 1)\n"
           "    Causing statement: ALTER TABLE \"swaps\" ADD COLUMN \"note\" TEXT NULL;\n"
           "  package:sqlite3/src/implementation/exception.dart 75:3   throwException\n"
           "  package:rotaboard/data/database.dart 24:13               AppDatabase.migration.<fn>\n\n"
           "00:01 +0 -1: Some tests failed.", error=True, dur=(8, 12))
    s.edit("app/lib/data/database.dart",
           "          if (from < 3) {\n            await m.addColumn(swaps, swaps.note);\n          }\n",
           "          if (from < 3 && !await _hasColumn('swaps', 'note')) {\n"
           "            // 2.3.0 beta builds already added swaps.note at v2.\n"
           "            await m.addColumn(swaps, swaps.note);\n          }\n")
    s.edit("app/lib/data/database.dart",
           "        },\n      );\n}\n",
           "        },\n      );\n\n"
           "  Future<bool> _hasColumn(String table, String column) async {\n"
           "    final rows = await customSelect('PRAGMA table_info($table)').get();\n"
           "    return rows.any((r) => r.read<String>('name') == column);\n  }\n}\n")
    s.bash("cd app && flutter test", "Run all app tests", "00:10 +47: All tests passed!", dur=(16, 20))
    s.say("Fixed: the v3 step only adds `swaps.note` when `PRAGMA table_info(swaps)` doesn't already list it, so "
          "early-access devices that went through the 2.3.0 beta upgrade cleanly and everyone else is unaffected. "
          "The new `migration_test.dart` builds exactly that beta-shaped v2 database and fails without the fix. "
          "47 tests pass.")
    s.prompt("Great. Write the 2.3.2 entry in app/CHANGELOG.md. And for the incident note "
             "(docs/incidents/2026-05-refresh-logout.md, separate issue): \"Since we moved to Keycloak in February, "
             "staff who don't open the app for 30 days are logged out, because the realm's SSO Session Max is 30 "
             "days and the refresh token dies with it.\"", label="s12_p2")
    s.bash("git log --format='%h %ad %s' --date=short -i --grep keycloak | tail -4",
           "Check when the Keycloak switch happened",
           "7c21e0a 2026-01-19 Switch auth to Keycloak: OIDC resource server, Firebase ID tokens no longer accepted (#262)\n"
           "b9f4d10 2026-01-19 app 2.0.0: sign in with flutter_appauth against Keycloak (#263)\n"
           "3e8a5c2 2026-01-14 Keycloak realm export and password-hash SPI for Firebase scrypt (#259)\n"
           "0d9b6e4 2026-01-08 docker compose: local Keycloak 26.1 with the rotaboard realm (#257)",
           dur=(0.2, 0.5), rlabel="s12_gitlog")
    s.read("app/CHANGELOG.md", APP_CHANGELOG, rlabel="s12_changelog")
    s.edit("app/CHANGELOG.md", "# Changelog (app)\n\n",
           "# Changelog (app)\n\n## 2.3.2 (2026-05-28)\n\n"
           "- Fixed a crash at startup on devices that had installed a 2.3.0 beta (database migration).\n\n")
    s.say("Changelog entry added. Before I write the incident note, one correction: the move to Keycloak wasn't in "
          "February. `git log` has the server switch (#262) and app 2.0.0 with the new sign-in (#263) both on "
          "**2026-01-19**, and the changelog agrees (\"2.0.0 (2026-01-19): Sign-in with Keycloak\"). February was "
          "the drift release (2.1.0). So the note should say \"since the Keycloak cutover on 2026-01-19\"; with a "
          "30-day SSO Session Max, the first involuntary logouts would have started around February 18, which may "
          "be why it feels like February.", label="s12_correction")
    s.prompt("You're right, January 19. Write the incident note with that date and open an MR with both.",
             label="s12_p3")
    s.write("docs/incidents/2026-05-refresh-logout.md",
            "# Staff logged out after 30 days without opening the app\n\n_Status: open, 2026-05-28_\n\n"
            "## What happens\n\nSince the Keycloak cutover on 2026-01-19, staff who don't open the app for 30 days "
            "are signed out and have to log in again. The first cases appeared around 2026-02-18.\n\n## Why\n\n"
            "The `rotaboard` realm's **SSO Session Max** is 30 days. The app's refresh token belongs to that SSO "
            "session, so when the session ends the refresh token is rejected (`invalid_grant`) and "
            "`AuthInterceptor` signs the user out. Firebase Authentication, before the cutover, kept refresh "
            "tokens valid indefinitely.\n\n## Options\n\n1. Offline tokens (`offline_access` scope) for the mobile "
            "client only: they survive the SSO session; revocable per device in Keycloak.\n2. Raise SSO Session Max "
            "for the realm: affects the admin too. Not preferred.\n", label="s12_incident")
    s.bash("git switch -c app-2.3.2 && git add -A && git commit -qm \"app 2.3.2: robust v3 migration; incident note on "
           "30-day logouts\" && git push -qu gitlab app-2.3.2 && glab mr create --fill --yes",
           "Commit on a branch and open an MR",
           "Switched to a new branch 'app-2.3.2'\nremote: \nremote: To create a merge request for app-2.3.2, visit:\n"
           "remote:   https://gitlab.vetrix.io/rotaboard/rotaboard/-/merge_requests/new?merge_request%5Bsource_branch%5D=app-2.3.2\n"
           "remote: \n\nCreating merge request for app-2.3.2 into main in rotaboard/rotaboard\n\n"
           "!27 app 2.3.2: robust v3 migration; incident note on 30-day logouts (app-2.3.2)\n"
           " https://gitlab.vetrix.io/rotaboard/rotaboard/-/merge_requests/27", dur=(4, 7))
    s.branch = "app-2.3.2"
    s.say("MR !27 is open with the migration fix, its test, the 2.3.2 changelog entry and the incident note (dated "
          "from the 2026-01-19 cutover). Once it's merged, the pipeline's `app:ios` and `app:android` jobs will push "
          "2.3.2 to TestFlight and the Play internal track.")
    s.finish()
    return s


# =============================================================================================
# s13: Java 21 -> 25; the stale architecture document rewritten
# =============================================================================================

ARCH_OLD = """# rotaboard architecture

_Last updated: 2025-08-21_

rotaboard is a shift rota and shift-swap service for veterinary clinics: clinic managers publish
rotas, staff see their shifts and swap them in the mobile app.

## Components

- **Server** (`server/`): Spring Boot 3 in Kotlin on Java 17, built with Maven (`./mvnw`).
  PostgreSQL through Spring Data JPA; schema changes are Liquibase XML changelogs in
  `src/main/resources/db/changelog`. JSON via Jackson (jackson-module-kotlin, snake_case).
  Redis 7 for the rota cache and SMS rate limits. Login: Firebase Authentication ID tokens,
  verified with the Firebase Admin SDK, which also sends the push notifications (FCM).
- **Admin pages**: Thymeleaf templates served by the same Spring app under `/admin`.
- **App** (`app/`): Flutter (iOS + Android). State with the provider package (ChangeNotifier),
  HTTP with package:http, offline cache in Hive, login with firebase_auth, pushes with
  firebase_messaging.

## Tooling

- Server tests: JUnit 5, mockito-kotlin, Testcontainers. App tests: flutter_test + mocktail.
- CI: GitHub Actions (`.github/workflows/server.yml`, `app.yml`).
- App release builds: Codemagic (`app/codemagic.yaml`), to TestFlight and the Play internal track.
- Local services: Docker Desktop, `docker compose up -d` (Postgres, Redis).

## Hosting

- Server on DigitalOcean App Platform (deploys on push to `main`); database on DigitalOcean
  Managed PostgreSQL; Redis as a DigitalOcean managed database.
"""

ARCH_NEW = """# rotaboard architecture

_Last updated: 2026-06-23_

rotaboard is a shift rota and shift-swap service for veterinary clinics: clinic managers publish
rotas in the admin, staff see their shifts and swap them in the mobile app.

## Components

- **Server** (`server/`): Spring Boot 3.5 in Kotlin 2.2 on Java 25, built with Gradle (Kotlin DSL,
  `build.gradle.kts`, build cache on). PostgreSQL 16 through Spring Data JPA; migrations are plain SQL
  files run by Flyway (`src/main/resources/db/migration`). JSON via Jackson (jackson-module-kotlin,
  snake_case). Cache and SMS rate limits in Valkey 8 (ElastiCache Serverless), through Spring Data
  Redis / Lettuce. Auth: Keycloak (`auth.rotaboard.vet`, realm `rotaboard`), the API is an OAuth2
  resource server; Northpaw staff sign in with Microsoft Entra ID brokered by Keycloak. Push
  notifications go to the FCM HTTP v1 API through Spring's RestClient (no Firebase SDK).
- **Admin** (`admin/`): Angular single-page app at `admin.rotaboard.vet`, Keycloak login, API client
  generated from the springdoc OpenAPI spec.
- **App** (`app/`): Flutter (iOS + Android). State with Riverpod (riverpod_generator), HTTP with dio
  (token refresh in `AuthInterceptor`), offline cache in drift (SQLite), sign-in with
  flutter_appauth (code + PKCE against Keycloak). Firebase stays in the app only for push
  notifications (firebase_messaging).

## Tooling

- Server tests: JUnit 5, MockK (+ springmockk), Testcontainers (Postgres, Valkey). App tests:
  flutter_test + mocktail.
- CI/CD: GitLab CI on gitlab.vetrix.io (`.gitlab-ci.yml`): tests on merge requests; on `main` the
  image goes to ECR and the ECS service is updated.
- App release builds: fastlane (`app/fastlane/Fastfile`) on the Mac mini runner (tag `macos`):
  TestFlight and the Play internal track.
- Local services: Podman, `podman compose up -d` (Postgres, Valkey, Keycloak). For Testcontainers,
  export `DOCKER_HOST=unix://$XDG_RUNTIME_DIR/podman/podman.sock`.

## Hosting

- AWS eu-central-1: the server on ECS Fargate behind an ALB, Amazon RDS for PostgreSQL,
  ElastiCache Serverless for Valkey; secrets in Secrets Manager.
"""

APP_DEPENDENCIES_2026_06 = """dependencies:
  flutter:
    sdk: flutter
  flutter_localizations:
    sdk: flutter
  intl: ^0.20.2
  collection: ^1.19.1
  go_router: ^15.1.2
  flutter_riverpod: ^2.6.1
  riverpod_annotation: ^2.6.1
  dio: ^5.8.0+1
  drift: ^2.26.1
  drift_flutter: ^0.2.4
  path_provider: ^2.1.5
  flutter_appauth: ^9.0.0
  flutter_secure_storage: ^9.2.4
  firebase_core: ^3.13.1
  firebase_messaging: ^15.2.6
  flutter_local_notifications: ^19.2.1

dev_dependencies:"""


def s13() -> Session:
    s = Session("s13", "2026-06-23T09:02:51.017", "2.1.176", "claude-opus-4-7", "java25", slug="calm-sifting-gecko")
    s.prompt("Java 25 has been out since September and Spring Boot 3.5 supports it, so let's move the server from 21 "
             "to 25 before the summer freeze: toolchain, Dockerfile, the CI image and .sdkmanrc.", label="s13_p1")
    s.grep("jvmToolchain\\(21\\)|JVM_21|temurin:21|java=21", "",
           [grep_line("server/build.gradle.kts", "jvmToolchain(21)"), grep_line("server/build.gradle.kts", "JVM_21"),
            grep_line("server/Dockerfile", "21-jdk"), grep_line("server/Dockerfile", "21-jre"),
            grep_line(".gitlab-ci.yml", "temurin:21"), grep_line("server/.sdkmanrc", "java=21")], rlabel="s13_grep21")
    s.read("server/build.gradle.kts", rlabel="s13_gradle_read")
    s.bash("sed -i 's/jvmToolchain(21)/jvmToolchain(25)/; s/JVM_21/JVM_25/' server/build.gradle.kts && "
           "sed -i 's/eclipse-temurin:21-/eclipse-temurin:25-/' server/Dockerfile .gitlab-ci.yml && "
           "echo 'java=25.0.1-tem' > server/.sdkmanrc && cd server && sdk env install > /dev/null && java -version",
           "Switch toolchain, images and sdkman to Java 25",
           "openjdk version \"25.0.1\" 2025-10-21 LTS\n"
           "OpenJDK Runtime Environment Temurin-25.0.1+8 (build 25.0.1+8-LTS)\n"
           "OpenJDK 64-Bit Server VM Temurin-25.0.1+8 (build 25.0.1+8-LTS, mixed mode, sharing)",
           dur=(35, 50), label="s13_java25_cmd")
    for path, a, b in (("server/build.gradle.kts", "jvmToolchain(21)", "jvmToolchain(25)"),
                       ("server/build.gradle.kts", "JVM_21", "JVM_25"),
                       ("server/Dockerfile", "eclipse-temurin:21-", "eclipse-temurin:25-"),
                       (".gitlab-ci.yml", "eclipse-temurin:21-", "eclipse-temurin:25-")):
        REPO[path] = REPO[path].replace(a, b)
    REPO["server/.sdkmanrc"] = "java=25.0.1-tem\n"
    s.bash("cd server && ./gradlew test", "Run the server tests on Java 25",
           "> Task :compileKotlin\n> Task :compileTestKotlin\n\n> Task :test FAILED\n\n"
           "SwapServiceTest > initializationError FAILED\n    java.lang.IllegalArgumentException at ClassFileVersion.java:1098\n\n"
           "PushSenderTest > initializationError FAILED\n    java.lang.IllegalArgumentException at ClassFileVersion.java:1098\n\n"
           "Caused by: java.lang.IllegalArgumentException: Java 25 (69) is not supported by the current version of "
           "Byte Buddy which officially supports Java 24 (68) - update Byte Buddy or set "
           "net.bytebuddy.experimental as a VM property\n\n96 tests completed, 31 failed\n\n"
           "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
           "> There were failing tests. See the report at: file:///home/ines/rotaboard/server/build/reports/tests/test/index.html\n\n"
           "BUILD FAILED in 1m 2s", error=True, dur=(62, 66))
    s.edit_fails("server/build.gradle.kts", '    testImplementation("io.mockk:mockk:1.13.12")\n',
                 '    testImplementation("io.mockk:mockk:1.14.6")\n')
    s.read("server/build.gradle.kts")
    s.edit("server/build.gradle.kts", '    testImplementation("io.mockk:mockk:1.13.12")\n',
           '    testImplementation("io.mockk:mockk:1.14.6")\n', label="s13_mockk_bump")
    s.bash("cd server && ./gradlew test", "Run the tests again",
           "> Task :compileTestKotlin UP-TO-DATE\n> Task :test\n\nBUILD SUCCESSFUL in 54s\n"
           "6 actionable tasks: 1 executed, 5 up-to-date", dur=(54, 58))
    s.bash("podman build -q -t rotaboard-server:java25 server/ && podman run --rm --entrypoint java "
           "rotaboard-server:java25 -version", "Check the runtime in the image",
           "b84e1c07d93f2a6e5c18d0b7f4a29e3c6d51f80a7b2c9e4d3f16a0b5c8e72d94\n"
           "openjdk version \"25.0.1\" 2025-10-21 LTS\n"
           "OpenJDK Runtime Environment Temurin-25.0.1+8 (build 25.0.1+8-LTS)\n"
           "OpenJDK 64-Bit Server VM Temurin-25.0.1+8 (build 25.0.1+8-LTS, mixed mode, sharing)",
           dur=(90, 110), rlabel="s13_podman_java25")
    s.bash("git add -A && git commit -qm \"Server on Java 25\" && git push -qu gitlab java25 && glab mr create --fill "
           "--yes > /dev/null && sleep 20 && glab ci status --live && glab mr merge --squash --remove-source-branch "
           "--yes && git switch -q main && git pull -q gitlab main", "MR, pipeline, merge",
           "(passed) • 04m 31s\ttest\t\tserver:test\t\tid: 131544\n\n"
           "https://gitlab.vetrix.io/rotaboard/rotaboard/-/pipelines/58820\n"
           "SHA: e07c4b9a2d16f5e83a0b7c91d4f2e65a8c3b0d17\nPipeline state: success\n"
           "✓ Pipeline succeeded for !31\n✓ Squashed and merged !31 Server on Java 25\n✓ Deleted source branch java25",
           dur=(300, 340), rlabel="s13_merge")
    s.branch = "main"
    s.say("The server is on Java 25 (merged as !31; the `main` pipeline deploys it):\n\n- `jvmToolchain(25)` / "
          "`JVM_25`, `eclipse-temurin:25-jdk`/`25-jre` in the Dockerfile, `eclipse-temurin:25-jdk` for "
          "`server:test` in `.gitlab-ci.yml`, `java=25.0.1-tem` in `.sdkmanrc`.\n- The only breakage was MockK "
          "1.13's Byte Buddy, which can't instrument Java 25 class files; MockK 1.14.6 ships a Byte Buddy that "
          "can. My first edit of `build.gradle.kts` bounced because the `sed` had changed the file after I read "
          "it.\n- The image reports Temurin 25.0.1.")
    s.prompt("Merged and deployed. Last thing before the freeze: a new backend dev starts on Monday and "
             "docs/ARCHITECTURE.md is what I'll send them. Bring it up to date.", label="s13_p2")
    s.read("docs/ARCHITECTURE.md", ARCH_OLD, rlabel="s13_arch_read")
    s.bash("sed -n '/^dependencies:/,/^dev_dependencies:/p' app/pubspec.yaml", "Check the app's current dependencies",
           APP_DEPENDENCIES_2026_06, dur=(0.1, 0.3), rlabel="s13_pubspec")
    s.write("docs/ARCHITECTURE.md", ARCH_NEW, label="s13_arch_write")
    s.say("`docs/ARCHITECTURE.md` was last updated on 2025-08-21 and described almost nothing that's still true. "
          "Rewritten from the code as it is today:\n\n- Server: Maven → Gradle (Kotlin DSL), Java 17 → 25, "
          "Liquibase → Flyway, Redis → Valkey, Firebase Authentication → Keycloak, Firebase Admin SDK → FCM HTTP "
          "v1 via RestClient. Jackson is listed as the JSON library (the kotlinx.serialization period is over).\n"
          "- Admin: Thymeleaf pages → the Angular SPA in `admin/`.\n- App: provider → Riverpod, http → dio, Hive → "
          "drift, firebase_auth → flutter_appauth; Firebase remains only for pushes.\n- Tooling: mockito-kotlin → "
          "MockK, GitHub Actions → GitLab CI, Codemagic → fastlane on the Mac mini, Docker Desktop → Podman.\n"
          "- Hosting: DigitalOcean → AWS (ECS Fargate, RDS, ElastiCache).")
    s.finish()
    return s


# =============================================================================================
# Ground truth
# =============================================================================================

FIRST = "in place when first mentioned ({d}); its true start is unknown"

# (timeline, subject, predicate, object, valid_from, valid_to, [evidence labels], note or None)
FACTS = [
    ("server_build_tool", "rotaboard server", "build_tool", "Maven (pom.xml, ./mvnw)", "2025-09-09", "2025-09-25",
     ["s01_mvn", "s01_mvn_out", "s01_pom", "s02_p1"], FIRST.format(d="2025-09-09")),
    ("server_build_tool", "rotaboard server", "build_tool", "Gradle with the Kotlin DSL (build.gradle.kts)",
     "2025-09-25", None, ["s02_p1", "s02_gradle_write", "s02_rm_pom", "s02_gradle_ok", "s02_merge"],
     "decided and done in the same session; PR #219 merged the same day"),
    ("server_jdk", "rotaboard server", "jdk_version", "Java 17", "2025-09-09", "2025-11-06",
     ["s01_pom", "s02_gh_read", "s04_grep17"],
     FIRST.format(d="2025-09-09") + "; only in config (pom, workflow, Dockerfile, .sdkmanrc) until it is replaced"),
    ("server_jdk", "rotaboard server", "jdk_version", "Java 21", "2025-11-06", "2026-06-23",
     ["s04_p1", "s04_java21_cmd", "s04_docker", "s04_merge", "s09_dockerfile"],
     "PR #231 merged the same day; virtual threads turned on"),
    ("server_jdk", "rotaboard server", "jdk_version", "Java 25", "2026-06-23", None,
     ["s13_p1", "s13_java25_cmd", "s13_podman_java25", "s13_merge"], "merge request !31 merged the same day"),
    ("server_migrations", "rotaboard server", "schema_migrations", "Liquibase (XML changelogs)", "2025-09-09",
     "2025-10-30", ["s01_pom", "s01_mvn_out", "s02_flyway_plan"], FIRST.format(d="2025-09-09")),
    ("server_migrations", "rotaboard server", "schema_migrations", "Flyway (plain SQL migrations)", "2025-10-30",
     None, ["s02_flyway_plan", "s02_flyway_advice", "s04_p1", "s04_appyml", "s05_read_gradle"],
     "decided 2025-09-25, done by the developer off-screen; 'landed last Thursday' said on Thu 2025-11-06"),
    ("server_test_mocking", "rotaboard server tests", "mocking_library", "Mockito (mockito-kotlin)", "2025-09-09",
     "2025-09-25", ["s01_checker_test", "s01_pom", "s02_p1", "s02_mockito_fail"], FIRST.format(d="2025-09-09")),
    ("server_test_mocking", "rotaboard server tests", "mocking_library", "MockK (with springmockk)", "2025-09-25",
     None, ["s02_p1", "s02_gradle_write", "s02_mockk_edit", "s02_merge", "s13_mockk_bump"],
     "asked for in one clause; otherwise only in tool calls (build.gradle.kts, failing compile, test edits)"),
    ("server_json", "rotaboard server", "json_serialization", "Jackson (jackson-module-kotlin)", "2025-09-09",
     "2025-12-03", ["s01_pom", "s05_p1", "s05_read_jackson"], FIRST.format(d="2025-09-09")),
    ("server_json", "rotaboard server", "json_serialization", "kotlinx.serialization (API DTOs)", "2025-12-03",
     "2026-02-19", ["s05_p1", "s05_gradle_edit", "s05_jsonconfig", "s05_write_kotlinx", "s05_merge"],
     "tried and reverted: merged as PR #247 on 2025-12-03, reverted by PR #281 on 2026-02-19"),
    ("server_json", "rotaboard server", "json_serialization", "Jackson (jackson-module-kotlin)", "2026-02-19", None,
     ["s08_p1", "s08_revert_cmd", "s08_gradle_resolve", "s08_openapi", "s08_merge", "s08_compact"],
     "a state that comes back: git revert of #247, merged as #281"),
    ("server_auth", "rotaboard server", "auth_provider", "Firebase Authentication", "2025-09-09", "2026-01-19",
     ["s01_pom", "s04_p2"], FIRST.format(d="2025-09-09") + " (pom comment: Admin SDK verifies ID tokens)"),
    ("server_auth", "rotaboard server", "auth_provider", "Keycloak (self-hosted OIDC)", "2026-01-19", None,
     ["s04_p2", "s04_birdlog", "s06_p1", "s07_p1", "s07_appyml", "s12_gitlog", "s12_correction"],
     "decided 2025-11-06 for January; 'next Monday' said on Tue 2026-01-13; 'eight days ago' said on Tue "
     "2026-01-27; a later 'in February' is corrected from git log (2026-01-19)"),
    ("server_push_delivery", "rotaboard server", "push_delivery", "Firebase Admin SDK (firebase-admin)",
     "2025-09-09", "2026-01-27", ["s01_pom", "s04_keycloak_advice", "s07_p1", "s07_read_push"],
     FIRST.format(d="2025-09-09")),
    ("server_push_delivery", "rotaboard server", "push_delivery", "FCM HTTP v1 API called through Spring RestClient",
     "2026-01-27", None, ["s07_p1", "s07_gradle_edit", "s07_write_push", "s07_merge", "s13_arch_write"],
     "PR #268 merged the same day; the app keeps firebase_messaging"),
    ("app_login", "rotaboard app", "login_library", "firebase_auth (Firebase Authentication)", "2025-09-09",
     "2026-01-19", ["s01_pubspec", "s06_pubspec", "s06_p1"], FIRST.format(d="2025-09-09")),
    ("app_login", "rotaboard app", "login_library", "flutter_appauth (OIDC code flow with PKCE against Keycloak)",
     "2026-01-19", None, ["s06_p1", "s07_p1", "s08_main_read", "s12_changelog", "s13_pubspec"],
     "built by a colleague off-screen; released as app 2.0.0 on the Keycloak cutover day"),
    ("app_push", "rotaboard app", "push_notifications", "Firebase Cloud Messaging (firebase_messaging)", "2025-09-09",
     None, ["s01_pubspec", "s07_p1", "s08_main_read", "s13_pubspec", "s13_arch_write"],
     "kept by the app while the server dropped Firebase (auth on 2026-01-19, Admin SDK on 2026-01-27)"),
    ("app_state", "rotaboard app", "state_management", "provider (ChangeNotifier)", "2025-09-09", "2025-10-14",
     ["s01_pubspec", "s03_p1", "s03_provider_read"], FIRST.format(d="2025-09-09")),
    ("app_state", "rotaboard app", "state_management", "Riverpod (flutter_riverpod + riverpod_generator)",
     "2025-10-14", None, ["s03_p1", "s03_pub_add", "s03_write_state", "s03_pub_remove", "s03_pub_remove_out"],
     "ported and provider removed in the session (PR #226); flutter_bloc rejected"),
    ("app_http", "rotaboard app", "http_client", "http package (package:http)", "2025-09-09", "2026-01-13",
     ["s01_pubspec", "s06_pubspec", "s06_read_http"], FIRST.format(d="2025-09-09")),
    ("app_http", "rotaboard app", "http_client", "dio", "2026-01-13", None,
     ["s06_p1", "s06_dio_cmd", "s06_dio_out", "s06_write_dio", "s06_interceptor"],
     "flutter pub remove http && flutter pub add dio, in the session"),
    ("app_local_storage", "rotaboard app", "local_storage", "Hive (hive + hive_flutter)", "2025-09-09", "2026-02-19",
     ["s01_pubspec", "s03_main_read", "s07_drift_plan", "s08_hive_grep"], FIRST.format(d="2025-09-09")),
    ("app_local_storage", "rotaboard app", "local_storage", "drift (SQLite)", "2026-02-19", None,
     ["s07_drift_plan", "s08_p2", "s08_hive_remove", "s08_hive_remove_out", "s08_drift_merge"],
     "decided 2026-01-27 (Isar rejected); finished and merged as PR #284 on 2026-02-19, released as app 2.1.0"),
    ("ci", "rotaboard", "ci_provider", "GitHub Actions", "2025-09-09", "2026-04-09",
     ["s01_checks", "s02_gh_read", "s09_deploy", "s10_gh_glob"],
     FIRST.format(d="2025-09-09") + "; first only in gh output"),
    ("ci", "rotaboard", "ci_provider", "GitLab CI (self-managed GitLab at gitlab.vetrix.io)", "2026-04-09", None,
     ["s10_p1", "s10_gitlab_write", "s10_rm_gh", "s10_glab_pass", "s10_mr_merge"],
     "merge request !14 merged the same day; .github/workflows deleted"),
    ("app_release_builds", "rotaboard app", "release_builds", "Codemagic", "2025-10-14", "2026-04-09",
     ["s03_codemagic", "s03_codemagic_read", "s10_codemagic_read"], FIRST.format(d="2025-10-14")),
    ("app_release_builds", "rotaboard app", "release_builds", "fastlane on the self-hosted Mac mini GitLab runner",
     "2026-04-09", None, ["s10_p2", "s10_fastfile", "s10_rm_codemagic", "s10_glab_pass"],
     "codemagic.yaml deleted in the same merge request as the CI move"),
    ("hosting", "rotaboard server", "hosted_on", "DigitalOcean App Platform", "2025-09-09", "2026-03-14",
     ["s01_p1", "s08_aws_plan", "s09_p1"], FIRST.format(d="2025-09-09")),
    ("hosting", "rotaboard server", "hosted_on", "AWS ECS Fargate (eu-central-1)", "2026-03-14", None,
     ["s08_aws_plan", "s08_taskdef", "s09_p1", "s09_ecs_oom", "s09_deploy"],
     "decided 2026-02-19 for Saturday March 14; 'on Saturday' said on Tue 2026-03-17"),
    ("postgres_hosting", "rotaboard postgres", "hosted_on", "DigitalOcean Managed PostgreSQL", "2025-09-09",
     "2026-03-14", ["s01_p1", "s08_aws_plan", "s09_p1"], FIRST.format(d="2025-09-09")),
    ("postgres_hosting", "rotaboard postgres", "hosted_on", "Amazon RDS for PostgreSQL (eu-central-1)", "2026-03-14",
     None, ["s08_aws_plan", "s08_taskdef", "s09_p1", "s13_arch_write"], "same cutover as the server"),
    ("cache", "rotaboard server", "cache_store", "Redis 7.2", "2025-09-09", "2026-04-30",
     ["s01_mvn_out", "s01_pom", "s08_aws_plan", "s09_valkey_reason"],
     FIRST.format(d="2025-09-09") + "; DigitalOcean managed Redis, then ElastiCache for Redis OSS from 2026-03-14"),
    ("cache", "rotaboard server", "cache_store", "Valkey 8 (ElastiCache Serverless)", "2026-04-30", None,
     ["s09_valkey_reason", "s11_p1", "s11_valkey_edit", "s11_podman_out", "s13_arch_write"],
     "reasons given 2026-03-17; done off-screen, 'since Thursday' said on Tue 2026-05-05; Spring Data Redis stays "
     "the client"),
    ("admin_ui", "rotaboard admin", "ui_framework", "Thymeleaf templates rendered by the Spring Boot server",
     "2025-09-09", "2026-03-16", ["s01_pom", "s05_p2", "s05_thymeleaf", "s06_admin_reason", "s06_controllers"],
     FIRST.format(d="2025-09-09")),
    ("admin_ui", "rotaboard admin", "ui_framework", "Angular single-page app (admin/)", "2026-03-16", None,
     ["s06_admin_reason", "s09_admin_live", "s09_rm_thymeleaf", "s09_thymeleaf_pr", "s13_arch_write"],
     "announced 2026-01-13 and built off-screen; 'went live for all clinics yesterday' said on Tue 2026-03-17; "
     "the Thymeleaf pages were deleted that day"),
    ("container_runtime", "rotaboard dev environment", "container_runtime", "Docker (Docker Desktop, docker compose)",
     "2025-09-09", "2026-05-05", ["s01_mvn_out", "s04_docker", "s09_docker", "s09_docker_out"],
     FIRST.format(d="2025-09-09") + "; the end date is only the first session that shows Podman"),
    ("container_runtime", "rotaboard dev environment", "container_runtime", "Podman (podman compose)", "2026-05-05",
     None, ["s11_podman", "s11_podman_out", "s11_cds", "s13_podman_java25", "s13_arch_write"],
     "implicit: never announced; first seen in commands on 2026-05-05 (the switch happened between 2026-04-09 "
     "and 2026-05-05)"),
    ("database", "rotaboard", "database", "PostgreSQL 16", "2025-09-09", None, ["s01_p1", "s01_mvn_out", "s09_p1"],
     None),
    ("server_framework", "rotaboard server", "web_framework", "Spring Boot (Kotlin)", "2025-09-09", None,
     ["s01_pom", "s13_arch_write"], None),
    ("app_framework", "rotaboard app", "ui_framework", "Flutter", "2025-09-09", None,
     ["s01_pubspec", "s13_arch_write"], None),
    ("birdlog_framework", "birdlog", "web_framework", "Ktor", "2025-11-06", None, ["s04_birdlog"],
     "another project of the same developer; never a rotaboard fact"),
]

NEG = ["no", "never", "did not", "didn't"]


def when(iso: str) -> list[str]:
    y, m, d = iso.split("-")
    month = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
             "november", "december"][int(m) - 1]
    day = str(int(d))
    out = [iso, f"{month} {day}", f"{month[:3]} {day}", f"{day} {month}", f"{day} {month[:3]}"]
    if month == "september":
        out.insert(3, f"sept {day}")
    return list(dict.fromkeys(out))


# (type, timeline, question, answer, accept, evidence labels, extra)
QUESTIONS = [
    ("before", "server_build_tool", "What did the rotaboard server build with before Gradle?",
     "Maven (pom.xml and the ./mvnw wrapper), until the switch to Gradle with the Kotlin DSL on 2025-09-25.",
     ["maven", "mvnw", "pom.xml"], ["s01_mvn", "s01_pom", "s02_p1"], {}),
    ("before", "server_test_mocking", "Which mocking library did the server tests use before MockK?",
     "Mockito, through mockito-kotlin, until 2025-09-25, when the Gradle migration swapped it for MockK.",
     ["mockito"], ["s01_checker_test", "s02_p1", "s02_mockito_fail"], {}),
    ("before", "app_state", "What did the Flutter app use for state management before Riverpod?",
     "The provider package: one big ShiftProvider ChangeNotifier, replaced by Riverpod on 2025-10-14.",
     ["provider", "changenotifier"], ["s01_pubspec", "s03_p1", "s03_provider_read"], {}),
    ("before", "server_auth", "How did users authenticate before Keycloak?",
     "With Firebase Authentication: the server verified Firebase ID tokens with the Firebase Admin SDK and the app "
     "used firebase_auth, until the Keycloak cutover on 2026-01-19.",
     ["firebase"], ["s01_pom", "s04_p2", "s07_p1"], {}),
    ("before", "hosting", "Where did the rotaboard server run before AWS?",
     "On DigitalOcean App Platform (database on DigitalOcean Managed PostgreSQL), until the cutover on Saturday "
     "2026-03-14.", ["digitalocean", "app platform"], ["s01_p1", "s08_aws_plan", "s09_p1"], {}),
    ("before", "admin_ui", "What were the clinic managers' admin pages built with before the Angular admin?",
     "Thymeleaf templates rendered by the Spring Boot server (with some jQuery), until the Angular admin went live "
     "on 2026-03-16; the templates were deleted on 2026-03-17.",
     ["thymeleaf"], ["s01_pom", "s06_admin_reason", "s09_admin_live"], {}),
    ("after", "server_migrations", "What replaced Liquibase for the database migrations?",
     "Flyway with plain SQL migrations (a V1__baseline.sql squashing the 63 changesets, then V2 onwards); it "
     "landed on 2025-10-30.", ["flyway"], ["s02_flyway_plan", "s04_p1", "s04_appyml"], {}),
    ("after", "app_local_storage", "What did the app's offline cache move to after Hive?",
     "drift (SQLite), finished and merged on 2026-02-19 and released as app 2.1.0.",
     ["drift", "sqlite"], ["s07_drift_plan", "s08_p2", "s08_hive_remove"], {}),
    ("after", "ci", "Where did CI run after GitHub Actions?",
     "GitLab CI on Vetrix's self-managed GitLab (gitlab.vetrix.io), from 2026-04-09.",
     ["gitlab"], ["s10_p1", "s10_gitlab_write", "s10_mr_merge"], {}),
    ("after", "app_release_builds", "What replaced Codemagic for the app's release builds?",
     "fastlane (an `ios beta` and an `android internal` lane) running on the team's Mac mini, registered as a "
     "GitLab runner, from 2026-04-09.", ["fastlane", "mac mini"], ["s10_p2", "s10_fastfile", "s10_rm_codemagic"], {}),
    ("after", "app_http", "Which HTTP client did the app switch to from the http package?",
     "dio, on 2026-01-13, for its interceptors: refresh the short-lived Keycloak token on a 401 and retry once.",
     ["dio"], ["s06_p1", "s06_dio_cmd", "s06_write_dio"], {}),
    ("after", "server_jdk", "Which Java version did the server move to after Java 17?",
     "Java 21 (Temurin), on 2025-11-06; it later moved on to Java 25 on 2026-06-23.",
     ["java 21", "jdk 21", "java21", "temurin 21"], ["s04_p1", "s04_java21_cmd", "s04_docker"], {}),
    ("current", "server_json", "What does the server use to serialize its API JSON today?",
     "Jackson (jackson-module-kotlin, snake_case); the kotlinx.serialization experiment was reverted on 2026-02-19.",
     ["jackson"], ["s08_p1", "s08_merge", "s13_arch_write"], {}),
    ("current", "server_jdk", "Which Java version does the server run on now?",
     "Java 25 (Temurin 25.0.1), since 2026-06-23.",
     ["java 25", "jdk 25", "java25", "temurin 25"], ["s13_p1", "s13_java25_cmd", "s13_podman_java25"], {}),
    ("current", "cache", "What does the server use as its cache today?",
     "Valkey 8 on ElastiCache Serverless (since 2026-04-30), still accessed through Spring Data Redis and Lettuce.",
     ["valkey"], ["s11_p1", "s11_valkey_edit", "s13_arch_write"], {}),
    ("current", "hosting", "Where is the rotaboard server hosted now?",
     "On AWS: ECS on Fargate in eu-central-1 behind an ALB, since 2026-03-14.",
     ["ecs", "fargate", "aws"], ["s09_p1", "s09_deploy", "s13_arch_write"], {}),
    ("current", "app_local_storage", "What does the mobile app use for its offline cache now?",
     "drift (SQLite), since 2026-02-19.", ["drift"], ["s08_hive_remove", "s08_drift_merge", "s13_pubspec"], {}),
    ("current", "container_runtime", "What do we run local containers with these days?",
     "Podman (podman compose, and Testcontainers through the Podman socket). It first shows up on 2026-05-05; the "
     "switch from Docker was never announced.", ["podman"], ["s11_podman", "s13_podman_java25", "s13_arch_write"],
     {}),
    ("current", "app_push", "The backend dropped Firebase. Does the mobile app still use Firebase for anything?",
     "Yes: the app still receives push notifications through Firebase Cloud Messaging (firebase_core + "
     "firebase_messaging). Only sign-in moved to Keycloak (flutter_appauth), and the server now sends pushes "
     "through the FCM HTTP v1 API instead of the Admin SDK.",
     ["firebase_messaging", "cloud messaging", "fcm"], ["s07_p1", "s08_main_read", "s13_pubspec"], {}),
    ("current", "server_push_delivery", "How does the server send push notifications now?",
     "Directly through the FCM HTTP v1 API, with Spring's RestClient and a service-account OAuth token "
     "(google-auth-library), since 2026-01-27; the Firebase Admin SDK is gone.",
     ["http v1", "restclient", "rest client"], ["s07_p1", "s07_write_push", "s07_merge"], {}),
    ("current", "ci", "Which CI system runs the pipelines now?",
     "GitLab CI (.gitlab-ci.yml) on gitlab.vetrix.io, since 2026-04-09.",
     ["gitlab"], ["s10_gitlab_write", "s10_mr_merge", "s13_merge"], {}),
    ("as_of", "server_json", "As of 2026-01-05, how were the server's API DTOs serialized to JSON?",
     "With kotlinx.serialization (since 2025-12-03, PR #247); it was reverted to Jackson on 2026-02-19.",
     ["kotlinx"], ["s05_p1", "s05_merge", "s08_p1"], {"as_of": "2026-01-05"}),
    ("as_of", "server_migrations", "As of 2025-10-20, what ran the server's database schema migrations?",
     "Liquibase (XML changelogs); the switch to Flyway landed on 2025-10-30.",
     ["liquibase"], ["s01_pom", "s02_flyway_plan", "s04_p1"], {"as_of": "2025-10-20"}),
    ("as_of", "hosting", "As of 2026-03-01, where was the server hosted?",
     "Still on DigitalOcean App Platform; the move to AWS (decided on 2026-02-19) happened on 2026-03-14.",
     ["digitalocean", "app platform"], ["s08_aws_plan", "s09_p1"], {"as_of": "2026-03-01"}),
    ("as_of", "app_login", "As of 2025-12-15, what did the app use for sign-in?",
     "firebase_auth (Firebase Authentication); flutter_appauth against Keycloak replaced it on 2026-01-19.",
     ["firebase_auth", "firebase auth", "firebase authentication"], ["s01_pubspec", "s06_pubspec", "s06_p1"],
     {"as_of": "2025-12-15"}),
    ("as_of", "app_local_storage", "As of 2026-02-01, what did the app use for its offline cache?",
     "Hive (hive + hive_flutter); drift replaced it on 2026-02-19.",
     ["hive"], ["s07_drift_plan", "s08_p2", "s08_hive_remove"], {"as_of": "2026-02-01"}),
    ("as_of", "cache", "As of 2026-04-20, what was the server's cache?",
     "Redis (ElastiCache for Redis OSS since the AWS move on 2026-03-14); Valkey replaced it on 2026-04-30.",
     ["redis"], ["s08_aws_plan", "s09_valkey_reason", "s11_p1"], {"as_of": "2026-04-20"}),
    ("as_of", "app_state", "On 2025-10-01, what did the app use for state management?",
     "The provider package (a ChangeNotifier-based ShiftProvider); Riverpod replaced it on 2025-10-14.",
     ["provider", "changenotifier"], ["s01_pubspec", "s03_p1"], {"as_of": "2025-10-01"}),
    ("as_of", "server_jdk", "As of 2026-05-15, which Java version did the server run on?",
     "Java 21 (Temurin 21.0.9); Java 25 came on 2026-06-23.",
     ["java 21", "jdk 21", "java21", "temurin 21"], ["s04_docker", "s09_dockerfile", "s13_p1"],
     {"as_of": "2026-05-15"}),
    ("when", "server_build_tool", "When did the server switch from Maven to Gradle?",
     "On 2025-09-25 (PR #219).", when("2025-09-25"), ["s02_p1", "s02_rm_pom", "s02_merge"], {}),
    ("when", "server_migrations", "When did the Flyway migration land?",
     "On Thursday 2025-10-30 ('last Thursday', said on 2025-11-06).", when("2025-10-30"), ["s04_p1"], {}),
    ("when", "server_auth", "When did rotaboard cut over from Firebase Authentication to Keycloak?",
     "On Monday 2026-01-19, together with app 2.0.0 (not in February, as it was later misremembered).",
     when("2026-01-19"), ["s06_p1", "s07_p1", "s12_gitlog", "s12_correction"], {}),
    ("when", "hosting", "When did the server move to AWS?",
     "On Saturday 2026-03-14 (planned on 2026-02-19; reported as 'on Saturday' on 2026-03-17).",
     when("2026-03-14"), ["s08_aws_plan", "s09_p1"], {}),
    ("when", "server_json", "When was kotlinx.serialization reverted back to Jackson?",
     "On 2026-02-19 (PR #281); it had been in use since 2025-12-03.", when("2026-02-19"),
     ["s08_p1", "s08_merge", "s08_compact"], {}),
    ("when", "cache", "When did the cache move from Redis to Valkey?",
     "On Thursday 2026-04-30 ('since Thursday', said on Tuesday 2026-05-05).", when("2026-04-30"),
     ["s11_p1", "s11_valkey_edit"], {}),
    ("when", "ci", "When did CI move from GitHub Actions to GitLab?",
     "On 2026-04-09 (merge request !14 on gitlab.vetrix.io).", when("2026-04-09"),
     ["s10_p1", "s10_rm_gh", "s10_mr_merge"], {}),
    ("why", "server_build_tool", "Why did the server move from Maven to Gradle?",
     "Speed and verbosity: ./mvnw verify took over 3 minutes on CI and ~40 s locally for a handful of tests, and "
     "the pom was 150-odd lines of XML with a plugin block for every Kotlin option. Gradle keeps a daemon, compiles "
     "Kotlin incrementally and has a build cache; the CI job went from 3m12s to 1m21s.",
     ["build cache", "slow", "3 minutes", "incremental", "daemon", "faster"],
     ["s01_slow_explain", "s02_p1", "s02_gradle_ok", "s02_merge"], {}),
    ("why", "server_auth", "Why did rotaboard replace Firebase Authentication with Keycloak?",
     "Northpaw, a 14-clinic group, required single sign-on with their Microsoft Entra ID. Firebase only does "
     "SAML/OIDC providers after an upgrade to Identity Platform with per-MAU billing (and keeps Firebase's token "
     "format everywhere), and Auth0's quote of about $1,100 a month was too expensive, so they self-host Keycloak.",
     ["single sign-on", "sso", "entra", "northpaw"], ["s04_p2", "s04_birdlog"], {}),
    ("why", "server_json", "Why was kotlinx.serialization reverted?",
     "springdoc builds the OpenAPI schema from Jackson's view of the classes, so the Angular admin's generated "
     "client lost SwapRequest's `kind` discriminator and subtypes; and Jackson was still needed for actuator, "
     "ProblemDetail and the Thymeleaf admin, leaving two JSON stacks.",
     ["springdoc", "openapi", "two json", "discriminator"], ["s06_admin_advice", "s08_p1", "s08_compact"], {}),
    ("why", "hosting", "Why did rotaboard move from DigitalOcean to AWS?",
     "Northpaw's security review: they required hosting on AWS or Azure in an EU region under their data "
     "processing agreement, with the database reachable only in a private network. DigitalOcean App Platform and DO "
     "Managed Postgres didn't pass their questionnaire, and Northpaw was about 60% of revenue.",
     ["northpaw", "security review", "questionnaire", "data processing", "dpa"], ["s08_aws_plan"], {}),
    ("why", "app_http", "Why did the app switch from the http package to dio?",
     "Keycloak access tokens live 5 minutes, and the http-based RotaApi had no place to hook a refresh-and-retry; "
     "dio's interceptors (a QueuedInterceptor) refresh the token on a 401 and retry the request once.",
     ["interceptor", "refresh", "401"], ["s06_p1", "s06_interceptor"], {}),
    ("why", "cache", "Why did the cache move from Redis to Valkey?",
     "Cost and licence: ElastiCache for Valkey is about a third cheaper than ElastiCache for Redis OSS (and "
     "Serverless Valkey has a far lower minimum charge), and after Redis's license change the developer preferred "
     "the open fork. Nothing in the code had to change.",
     ["cheaper", "cost", "license", "licence", "third"], ["s09_valkey_reason", "s09_valkey_advice"], {}),
    ("why", "server_jdk", "Why did the server move from Java 17 to Java 21?",
     "For virtual threads in the notification fan-out (publishing a 40-person rota parked one request thread per "
     "SMS and push), and because 21 is the LTS everything is tested on.",
     ["virtual thread", "lts"], ["s04_p1", "s04_vthreads"], {}),
    ("history", "server_json", "What has the server used for JSON serialization over time, in order?",
     "Jackson (jackson-module-kotlin) until 2025-12-03, then kotlinx.serialization until 2026-02-19, then Jackson "
     "again.", ["jackson", "kotlinx"], ["s01_pom", "s05_p1", "s05_merge", "s08_p1", "s08_merge"],
     {"ordered_accept": [["jackson"], ["kotlinx"], ["jackson"]]}),
    ("history", "server_jdk", "Which Java versions has the server run on, in order?",
     "Java 17 until 2025-11-06, then Java 21 until 2026-06-23, then Java 25.",
     ["java 17", "java 21", "java 25"], ["s01_pom", "s04_p1", "s04_merge", "s13_p1", "s13_merge"],
     {"ordered_accept": [["java 17", "jdk 17"], ["java 21", "jdk 21"], ["java 25", "jdk 25"]]}),
    ("history", "app_login", "How has the mobile app handled sign-in over time, in order?",
     "firebase_auth (Firebase Authentication) until 2026-01-19, then flutter_appauth (authorization code + PKCE "
     "against Keycloak), shipped in app 2.0.0.", ["firebase_auth", "flutter_appauth"],
     ["s01_pubspec", "s06_p1", "s07_p1", "s12_changelog"],
     {"ordered_accept": [["firebase_auth", "firebase auth"], ["flutter_appauth", "appauth"]]}),
    ("history", "postgres_hosting", "Where has the PostgreSQL database been hosted, in order?",
     "On DigitalOcean Managed PostgreSQL until the cutover on 2026-03-14, then on Amazon RDS for PostgreSQL in "
     "eu-central-1.", ["digitalocean", "rds"], ["s01_p1", "s08_aws_plan", "s09_p1"],
     {"ordered_accept": [["digitalocean"], ["rds"]]}),
    ("negative", "server_jdk", "Did the server ever ship as a GraalVM native image?",
     "No. A native image was tried on a throwaway branch on 2026-05-05 (8-minute builds, and Flyway failed at "
     "startup without resource hints); the turn was interrupted and the branch deleted without a commit. Spring "
     "Boot's CDS archive was used instead to speed up startup.", NEG + ["abandoned"],
     ["s11_native_ask", "s11_native_fail", "s11_native_abandon", "s11_native_revert"], {}),
    ("negative", "app_state", "Did the app ever use flutter_bloc?",
     "No. Bloc was proposed by a colleague but rejected as too much boilerplate for five screens; the app went from "
     "provider to Riverpod.", NEG + ["rejected"], ["s03_p1"], {}),
    ("negative", "app_local_storage", "Did the app's offline cache ever use Isar?",
     "No. Isar was considered as Hive's successor but rejected because it is abandoned too; the cache went from "
     "Hive to drift.", NEG + ["rejected"], ["s07_drift_plan", "s07_drift_advice", "s07_p3"], {}),
    ("negative", "server_framework", "Has the rotaboard server ever used Ktor?",
     "No. Ktor is the backend of birdlog, the developer's weekend project; the rotaboard server has always been "
     "Spring Boot in Kotlin.", NEG + ["birdlog"], ["s04_birdlog", "s01_pom"], {}),
    ("negative", "server_auth", "Did rotaboard ever use Auth0?",
     "No. Auth0 was quoted at about $1,100 a month for the B2B plan and rejected; authentication moved from "
     "Firebase Authentication to self-hosted Keycloak.", NEG + ["rejected"], ["s04_p2", "s04_birdlog"], {}),
]


README = """# claude_holdout8: Claude Code transcripts of a Kotlin/Spring Boot + Flutter monorepo whose stack changes in talk and tool calls

A held-out evaluation set for graphmem's temporal memory, in the same layout, formats, question types,
evidence conventions and scoring as `claude_timeline` (the development set in `/work/shared/data`). A
system ingests the 13 transcripts and answers "what did we use before X?", "what do we use now for Y?",
"what was it on date D?", "when did we switch?", "why?" and "did we ever use W?".

**How it was made.** Everything here is fictional and was written for this set by `generate.py`
(standard library only, one seeded `random.Random`, deterministic: running it again rewrites every file
byte for byte, including this README and `validate.py`). It was written **without reading the system's
code**: the only sources consulted were `/work/shared/data/README.md`, `claude_timeline/` (README,
`validate.py`, transcripts, facts, questions) for the conventions, and the real transcripts in
`claude_code/` for the Claude Code JSONL event format. No sentence, file or template of the development
data is reused; the project, stack, people and events are new.

"Now" means the end of the corpus, **2026-06-23**.

| file | what |
|---|---|
| `transcripts/<sessionId>.jsonl` | 13 Claude Code sessions of `/home/ines/rotaboard` (what `~/.claude/projects/-home-ines-rotaboard/` would hold) |
| `facts.jsonl` | 43 ground-truth temporal facts in 23 timelines (18 with two or more states) |
| `questions.jsonl` | 52 questions with reference answers, accepted strings, evidence lines and the timeline they are about |
| `validate.py` | consistency checks (adapted from claude_timeline's: 13 sessions), standard library only |
| `generate.py` | writes all of the above and this README |

## The story

**rotaboard** is a shift-rota and shift-swap service for veterinary clinics, in one repository: a
Kotlin + Spring Boot API (`server/`), a Flutter app for staff (`app/`), and later an Angular admin for
clinic managers (`admin/`, built off-screen). One developer (never named; the account is `ines`) works
on it with Claude Code from September 2025 to June 2026; a colleague (Dario) and two customers/partners
(Northpaw, a 14-clinic group, and Vetrix, the group that later owns both) are mentioned. Each session is
mostly ordinary work (an interval bug, a slow build, a jank-y list, JDK 20's narrow no-break space in SMS
texts, a 500 that should be a 400, a 409 dio now throws, dead FCM tokens, a revert conflict, OOM-killed
containers, a failing pipeline, a drift migration crash, Byte Buddy on Java 25); the stack changes
happen along the way: announced, carried out, reverted, done off-screen, or only visible in a command.

### Sessions

@@SESSIONS@@

## Timelines embedded

A first state was already in place when first mentioned; its `valid_from` is the date of that mention.

| timeline (subject / predicate) | states (valid_from) | how it is told |
|---|---|---|
| `server_build_tool` (rotaboard server / build_tool) | Maven → Gradle with the Kotlin DSL (2025-09-25) | s01: only commands and output (`./mvnw test`, the pom), the assistant explains the slowness; s02: reasons, `Write build.gradle.kts`, `git rm pom.xml mvnw`, CI workflow `Edit`, merged PR |
| `server_jdk` (rotaboard server / jdk_version) | Java 17 → Java 21 (2025-11-06) → Java 25 (2026-06-23) | 17 only in config (pom, workflow, Dockerfile, `.sdkmanrc`); 21 with reasons (virtual threads) and a `sed` + `sdk env install` in s04; 25 in s13 (`sed`, Byte Buddy failure, `podman run ... -version`) |
| `server_migrations` (rotaboard server / schema_migrations) | Liquibase → Flyway (2025-10-30) | planned in s02 with reasons (done by the developer off-screen); "landed last Thursday" on Thu 2025-11-06 (s04); later only in tool output (`application.yml`, `build.gradle.kts`) |
| `server_test_mocking` (rotaboard server tests / mocking_library) | Mockito (mockito-kotlin) → MockK (2025-09-25) | one clause in s02; otherwise tool calls (the Gradle file, a failing compile, test edits); MockK bumped in s13 |
| `server_json` (rotaboard server / json_serialization) | Jackson → kotlinx.serialization (2025-12-03) → Jackson (2026-02-19) | adopted with reasons in s05 (PR #247); **reverted** in s08 with `git revert` (conflict in `build.gradle.kts`), reasons warned about in s06 and given in s08 (springdoc/OpenAPI, two JSON stacks); restated in the s08 compaction summary; a state that comes back |
| `server_auth` (rotaboard server / auth_provider) | Firebase Authentication → Keycloak (2026-01-19) | pom comment (s01); reasons and decision in s04 (Entra ID SSO for Northpaw; Auth0 rejected); "next Monday" on Tue 2026-01-13 (s06); "eight days ago" on Tue 2026-01-27 (s07); the user's "in February" is corrected from `git log` in s12 |
| `server_push_delivery` (rotaboard server / push_delivery) | Firebase Admin SDK → FCM HTTP v1 API via Spring RestClient (2026-01-27) | suggested in s04, done in s07 (`Edit` of the Gradle file, `Write` of `PushSender.kt`) |
| `app_login` (rotaboard app / login_library) | firebase_auth → flutter_appauth (2026-01-19) | pubspec reads (s01, s06); built by a colleague off-screen; released as app 2.0.0 on the cutover day (s07 prose, s12 changelog) |
| `app_push` (rotaboard app / push_notifications) | Firebase Cloud Messaging (single state) | **the app keeps what the backend drops**: the server leaves Firebase (auth, then the Admin SDK) while the app keeps `firebase_messaging` (s07 prose, s08 `main.dart`, s13 pubspec) |
| `app_state` (rotaboard app / state_management) | provider → Riverpod (2025-10-14) | s01 pubspec; s03: reasons, flutter_bloc rejected, `flutter pub add` / `flutter pub remove provider` |
| `app_http` (rotaboard app / http_client) | http → dio (2026-01-13) | s06: reason (token refresh), `flutter pub remove http && flutter pub add dio`, `Write` of the client and interceptor |
| `app_local_storage` (rotaboard app / local_storage) | Hive → drift (2026-02-19) | decided in s07 (Isar rejected), finished in s08 (`flutter pub remove hive hive_flutter hive_generator`, merged PR #284) |
| `ci` (rotaboard / ci_provider) | GitHub Actions → GitLab CI (2026-04-09) | GitHub Actions first only in `gh` output and workflow files; s10: reason (Vetrix's self-managed GitLab), `Write .gitlab-ci.yml`, `git rm -rq .github/workflows`, `glab` output |
| `app_release_builds` (rotaboard app / release_builds) | Codemagic → fastlane on the Mac mini GitLab runner (2026-04-09) | Codemagic first in s03 (a red build, `codemagic.yaml`); s10: a failing pipeline, reasons, `Write Fastfile`, `git rm codemagic.yaml` |
| `hosting` (rotaboard server / hosted_on) | DigitalOcean App Platform → AWS ECS Fargate (2026-03-14) | s01 prompt; decided with reasons in s08 for "Saturday March 14"; "on Saturday" on Tue 2026-03-17 (s09), then `aws ecs` output |
| `postgres_hosting` (rotaboard postgres / hosted_on) | DigitalOcean Managed PostgreSQL → Amazon RDS (2026-03-14) | in passing, s01, s08, s09 |
| `cache` (rotaboard server / cache_store) | Redis 7.2 → Valkey 8 on ElastiCache Serverless (2026-04-30) | Redis first only in tool output (Testcontainers log, pom); reasons in s09 (**an earlier session than the change**); done off-screen, "since Thursday" on Tue 2026-05-05 (s11), then the Testcontainers/compose edits; Spring Data Redis stays the client (look-alike) |
| `admin_ui` (rotaboard admin / ui_framework) | Thymeleaf pages in the Spring app → Angular SPA (2026-03-16) | pom (s01), s05 grep; reasons in s06; "went live for all clinics yesterday" on Tue 2026-03-17 (s09), templates deleted that day |
| `container_runtime` (rotaboard dev environment / container_runtime) | Docker → Podman (≈2026-05-05) | **implicit**: `docker`/Docker Desktop in commands and output up to s09; from s11 on, `podman compose`, `podman build`. Never announced, so no `when` question |

Single-state facts: PostgreSQL 16 (`database`), Spring Boot in Kotlin (`server_framework`), Flutter
(`app_framework`), and **birdlog**, the developer's weekend project, on Ktor (`birdlog_framework`): it
never describes rotaboard.

### How changes are told

- Decided and done in the same session: Gradle + MockK (s02), Riverpod (s03), Java 21 (s04),
  kotlinx.serialization (s05), dio (s06), FCM HTTP v1 (s07), the Jackson revert (s08), GitLab CI and
  fastlane (s10), Java 25 (s13).
- Decided in one session, carried out later (often off-screen): Flyway (s02 → "last Thursday" in s04),
  Keycloak (s04 → "next Monday" in s06 → "eight days ago" in s07), drift (s07 → s08), AWS (s08 → "on
  Saturday" in s09), the Angular admin (s06 → "yesterday" in s09), Valkey (reasons s09 → "since
  Thursday" in s11).
- Relative dates to resolve against the line's own timestamp: "last Thursday" (s04), "next Monday"
  (s06), "eight days ago" (s07), "on Saturday", "yesterday" (s09), "since Thursday" (s11).
- Only, or first, in tool calls and their results: Maven, Java 17, Liquibase, Jackson, Mockito, Redis,
  Thymeleaf (s01 pom and test output), the app's first stack (s01 pubspec), GitHub Actions (`gh`
  output), MockK, Docker and Podman (commands only).
- Dependency swaps as commands: `git rm pom.xml mvnw` (s02), `flutter pub add/remove` (s03, s06, s08),
  `sed` of toolchains and images (s04, s13), `git rm -rq .github/workflows` (s10), `git rm codemagic.yaml`
  (s10), Gradle `Edit`s (s05, s07, s13).
- Tried and reverted: kotlinx.serialization (live 2025-12-03 .. 2026-02-19, a real state); a GraalVM
  native image (s11: a throwaway branch, startup fails, the user interrupts the turn, branch deleted
  without a commit: **never** a state).
- Considered and rejected, never adopted: flutter_bloc (s03), Auth0 (s04), Isar (s07). Another
  project's tool: Ktor (birdlog, s04).
- A wrong statement corrected: "since we moved to Keycloak in February" (s12), answered from `git log`
  and the app changelog (2026-01-19).
- Stale text: s13 reads `docs/ARCHITECTURE.md` ("_Last updated: 2025-08-21_"), which still lists
  Maven, Java 17, Liquibase, Redis, Firebase Authentication and the Admin SDK, Thymeleaf, provider,
  http, Hive, firebase_auth, mockito-kotlin, GitHub Actions, Codemagic, Docker Desktop and DigitalOcean,
  and then rewrites it. A `Read` result on the last day is not evidence of the current state.
- A compaction summary (s08) restates the Jackson revert in an `isCompactSummary` message.
- Look-alikes: Spring Data **Redis** (the client library, still used) vs the Redis server (replaced by
  Valkey); Firebase in the app (push, kept) vs Firebase on the server (dropped); FCM the service (kept)
  vs the Firebase Admin SDK (dropped); Jackson before and after kotlinx.serialization; `app:ios` GitLab
  jobs vs Codemagic's `ios-release` workflow.

## Format

Exactly as in `claude_timeline` (see its README): one file per session named `<sessionId>.jsonl`, one
JSON event per line; every file has one `cwd` (`/home/ines/rotaboard`) and one `version`; events are
`user` (prompts as string content, tool results as `tool_result` blocks with a top-level
`toolUseResult`, `[Request interrupted by user]`, the `/compact` records, the compaction summary),
`assistant` (one content block per line: `text`, `thinking` with a `signature`, or `tool_use`; the
blocks of one API response share `message.id` and `requestId`), `system` (`stop_hook_summary`,
`turn_duration`, `local_command`, `compact_boundary`), `file-history-snapshot` and the legacy
`summary`. Tools: Bash, Read, Edit, Write, Grep, Glob, TodoWrite, with the input and `toolUseResult`
shapes of the samples (Read results numbered `     1→...` with the `<system-reminder>`; Edit results
with `structuredPatch` and `originalFile`; failed commands with `is_error: true`; one Edit refused with
"File has been modified since read" (s13)).

The envelope follows the Claude Code version, as in the development set:

| sessions | versions | what differs |
|---|---|---|
| s01-s02 | 1.0.108, 1.0.124 | no snapshots, no `slug`, no `thinkingMetadata`; `stop_reason: "end_turn"` on a turn's last text; s02 starts with a legacy `summary` line whose `leafUuid` is the last line of s01; TodoWrite items with `id`/`priority` |
| s03-s05 | 2.0.14-2.0.58 | `file-history-snapshot` before each prompt, `thinkingMetadata` on prompts, Edit results with a `cat -n` snippet, `slug` (s05), `stop_hook_summary` (s04: a `paplay` Stop hook) |
| s06-s07 | 2.1.6, 2.1.22 | `todos` on prompts, `sourceToolAssistantUUID` on tool results, `turn_duration` after each turn, Edit results "updated successfully" |
| s08-s13 | 2.1.47-2.1.176 | `caller` on tool_use, `inference_geo` in usage, `thinkingMetadata.maxThinkingTokens`, `permissionMode`, `noOutputExpected` |

Quirks: tool results are `type: "user"` events; `gitBranch` changes inside a session after a `git
switch`; s08 has a manual `/compact` (a `compact_boundary` with `parentUuid: null` and
`logicalParentUuid`, the `isCompactSummary` message, the caveat (`isMeta`), the `/compact` command and
its stdout); s10 opens with a `/model` `local_command`; s11 has an interrupted turn. Timestamps never
decrease within a file, there are no `progress` or `queue-operation` events and no subagent sidechains.

### Evidence ids

**`<sessionId>#<uuid>`**: the session id (file name and every event's `sessionId`) and the event's own
`uuid`. Evidence only names `user`, `assistant` and `system` lines. It points at the line that says
the fact: the user's sentence, the assistant's `tool_use` line when the fact is in the call's input (an
`Edit` of `build.gradle.kts`, a `Write` of `.gitlab-ci.yml`, `flutter pub add dio`), or the
`tool_result` line when it is in the output (`flutter pub remove` output, the Testcontainers log,
`gh pr checks`).

### facts.jsonl

`subject`, `predicate`, `object`, `valid_from`, `valid_to` (`null` while the fact holds), `evidence`,
`timeline`, optional `note`. One timeline per (subject, predicate); states chain without gaps or
overlaps; a state may come back (Jackson in `server_json`). `valid_from` is when a state took effect
(merge, release, cutover), not when it was decided; relative dates are resolved against the timestamp
of the line that says them ("last Thursday" on Thu 2025-11-06 is 2025-10-30). The implicit switch
(`container_runtime`) is dated by the first session that shows Podman and its `note` says so.

### questions.jsonl

| key | meaning |
|---|---|
| `id` | `q01`..`q52` |
| `type` | `before` (6), `after` (6), `current` (9), `as_of` (8), `when` (7), `why` (7), `history` (4), `negative` (5) |
| `timeline` | the timeline the question is about; for `negative`, the one the never-adopted thing would have belonged to |
| `question`, `answer` | the question as a user would ask it; the reference answer |
| `as_of` | on `as_of` questions: the ISO date (also in the text) |
| `accept` | lowercase strings; right if one occurs (short ones, 4 characters or fewer, as whole words) |
| `accept_all`, `ordered_accept` | `history` only: all accept strings must occur, and the groups in order (a state that comes back is named twice) |
| `evidence` | `<sessionId>#<uuid>` lines that together establish the answer |

## Scoring

Identical to `claude_timeline`: answer accuracy by the accept rule (`find_accept`, `matches_in_order`
in `validate.py`), overall and per type; evidence recall@k (k = 5, 10) over the `<sessionId>#<uuid>`
sources of the top-k hits; optional fact accuracy by timeline, object and dates within a few days (the
Podman date is approximate). Substring matching is lenient: `redis` also occurs in "Spring Data Redis",
`provider` in "Riverpod providers", negative questions accept "no"/"never". Use the reference `answer`
with a person or an LLM judge when it matters.

Notes for ingestion: many first states live only in tool output (the s01 pom and pubspec reads, the
Maven/Testcontainers log, `gh pr checks`), and several changes only in tool inputs (`Write` contents,
`Edit` strings, commands). A parser that keeps only a tool's name, or cuts results at a few hundred
characters, loses them. The legacy `summary` line at the top of s02 describes s01.

## Validation

`validate.py` is claude_timeline's checker with the session count set to 13: every line parses;
transcript structure (file name = `sessionId`, one `cwd`, one version per file, 15-60 lines, unique
`uuid`s, `parentUuid` chains, compact boundaries, each `tool_use` answered by exactly one `tool_result`
whose parent is the tool_use line, snapshots naming a prompt, `summary` leaves that exist); timestamps;
evidence ids; facts chaining per timeline; accept strings in every reference answer (in order for
`history`); and `current`, `as_of`, `history`, `when`, `before`, `after` answers that agree with the
facts.

```
@@VALIDATE@@
```

Regenerate everything with `python3 generate.py` (writes into its own folder).

## Limits

- Claude Code versions after 2.1.39 and the models named for 2026 are plausible extrapolations, as in
  the development set; the 1.0.108/1.0.124 envelopes follow the 1.0.x shape used there.
- Tool output (Maven, Gradle, Flutter/pub, build_runner, gh, glab, aws, docker, podman, sdkman,
  fastlane, GraalVM native-image) is written by hand to look like the real thing; versions are
  approximate for their dates.
- Session wall-clock durations are shorter than real ones; most file contents are excerpts of a
  repository that does not exist.
"""


# =============================================================================================
# Assembly
# =============================================================================================

WORK = {
    "s01": "false double-booking of back-to-back shifts (server + app); why `./mvnw test` is slow; `gh pr checks`",
    "s02": "Maven → Gradle (Kotlin DSL), mockito-kotlin → MockK; Liquibase → Flyway planned",
    "s03": "provider → Riverpod in the app (flutter_bloc rejected); Codemagic pins an old Flutter",
    "s04": "Flyway \"landed last Thursday\"; Java 17 → 21 (virtual threads; U+202F in SMS times); Keycloak decided, "
           "Auth0 rejected; birdlog on Ktor",
    "s05": "unknown swap kind 500 → 400; API DTOs Jackson → kotlinx.serialization; the Thymeleaf admin's JSON",
    "s06": "http → dio with a token-refresh interceptor; Keycloak cutover \"next Monday\"; Angular admin announced",
    "s07": "Keycloak cutover \"eight days ago\"; firebase-admin → FCM HTTP v1 via RestClient; drift chosen, Isar rejected",
    "s08": "kotlinx.serialization reverted (git revert with a conflict); manual `/compact`; Hive → drift; AWS decided "
           "for Saturday March 14",
    "s09": "ECS tasks OOM-killed (`-Xmx2g`); Angular admin live \"yesterday\", Thymeleaf removed; why Valkey",
    "s10": "`/model`; GitHub Actions → GitLab CI; Codemagic → fastlane on the Mac mini runner",
    "s11": "tests on Valkey (\"since Thursday\"); podman appears; GraalVM native image tried, interrupted, discarded; CDS",
    "s12": "drift migration crash after a beta; \"moved to Keycloak in February\" corrected from `git log`",
    "s13": "Java 21 → 25 (Byte Buddy; a refused Edit); stale `docs/ARCHITECTURE.md` rewritten",
}


def build() -> list[Session]:
    sessions = [s01()]
    sessions.append(s02(sessions[-1]))
    sessions.append(s03())
    # Off-screen (s02 -> s04): the developer moves the migrations to Flyway.
    REPO["server/build.gradle.kts"] = REPO["server/build.gradle.kts"].replace(
        '    implementation("org.liquibase:liquibase-core")\n',
        '    implementation("org.flywaydb:flyway-core")\n    implementation("org.flywaydb:flyway-database-postgresql")\n')
    sessions.append(s04())
    sessions.append(s05())
    sessions.append(s06())
    # Off-screen (s06 -> s07): the Keycloak branch is merged; springdoc arrives for the Angular admin.
    REPO["server/build.gradle.kts"] = REPO["server/build.gradle.kts"].replace(
        '    id("io.spring.dependency-management") version "1.1.6"\n',
        '    id("io.spring.dependency-management") version "1.1.6"\n'
        '    id("org.springdoc.openapi-gradle-plugin") version "1.9.0"\n').replace(
        '    implementation("org.springframework.boot:spring-boot-starter-actuator")\n',
        '    implementation("org.springframework.boot:spring-boot-starter-actuator")\n'
        '    implementation("org.springframework.boot:spring-boot-starter-oauth2-resource-server")\n'
        '    implementation("org.springframework.boot:spring-boot-starter-oauth2-client")\n'
        '    implementation("org.springdoc:springdoc-openapi-starter-webmvc-ui:2.8.4")\n')
    REPO["server/src/main/resources/application.yml"] = REPO["server/src/main/resources/application.yml"].replace(
        "  threads:\n    virtual:\n      enabled: true\n",
        "  threads:\n    virtual:\n      enabled: true\n  security:\n    oauth2:\n      resourceserver:\n"
        "        jwt:\n          issuer-uri: https://auth.rotaboard.vet/realms/rotaboard\n")
    sessions.append(s07())
    sessions.append(s08())
    # Off-screen (s08 -> s09): Spring Boot 3.5 and Kotlin 2.2.
    gradle = REPO["server/build.gradle.kts"]
    gradle = gradle.replace('version "3.3.4"', 'version "3.5.7"').replace('version "1.1.6"', 'version "1.1.7"')
    gradle = gradle.replace('version "1.9.25"', 'version "2.2.21"')
    REPO["server/build.gradle.kts"] = gradle
    sessions.append(s09())
    sessions.append(s10())
    sessions.append(s11())
    sessions.append(s12())
    sessions.append(s13())
    for s in sessions:
        s.finish()
    return sessions


def ev(labels: list[str]) -> list[str]:
    missing = [l for l in labels if l not in LABELS]
    if missing:
        raise KeyError(f"unknown evidence labels {missing}")
    return [LABELS[l] for l in labels]


def facts_rows() -> list[dict]:
    rows = []
    for timeline, subject, predicate, obj, start, end, labels, note in FACTS:
        row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
               "evidence": ev(labels), "timeline": timeline}
        if note:
            row["note"] = note
        rows.append(row)
    return rows


def question_rows() -> list[dict]:
    rows = []
    for i, (kind, timeline, question, answer, accept, labels, extra) in enumerate(QUESTIONS, 1):
        row = {"id": f"q{i:02d}", "type": kind, "timeline": timeline, "question": question}
        if "as_of" in extra:
            row["as_of"] = extra["as_of"]
        row["answer"] = answer
        row["accept"] = accept
        if kind == "history":
            row["accept_all"] = True
            row["ordered_accept"] = extra["ordered_accept"]
        row["evidence"] = ev(labels)
        rows.append(row)
    return rows


def sessions_table(sessions: list[Session]) -> str:
    out = ["| # | sessionId | date (UTC) | Claude Code | model | branch(es) | lines | work |",
           "|---|---|---|---|---|---|---|---|"]
    for s in sessions:
        branches: list[str] = []
        models: list[str] = []
        for line in s.lines:
            b = line.get("gitBranch")
            if b and (not branches or branches[-1] != b):
                branches.append(b)
            if line.get("type") == "assistant" and line["message"]["model"] not in models:
                models.append(line["message"]["model"])
        first = next(line["timestamp"] for line in s.lines if "timestamp" in line)
        day = datetime.fromisoformat(first[:10])
        out.append(f"| {s.key} | `{s.sid}` | {first[:10]} {day:%a} | {s.version} | {', '.join(models)} | "
                   f"{' → '.join(branches)} | {len(s.lines)} | {WORK[s.key]} |")
    return "\n".join(out)


def main(out: Path) -> int:
    sessions = build()
    tdir = out / "transcripts"
    tdir.mkdir(parents=True, exist_ok=True)
    for old in tdir.glob("*.jsonl"):
        old.unlink()
    for s in sessions:
        (tdir / f"{s.sid}.jsonl").write_text(s.jsonl(), encoding="utf-8")
    (out / "facts.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in facts_rows()),
                                     encoding="utf-8")
    (out / "questions.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in question_rows()),
                                         encoding="utf-8")
    (out / "validate.py").write_text(VALIDATE_PY, encoding="utf-8")
    (out / "validate.py").chmod(0o755)
    result = subprocess.run([sys.executable, str(out / "validate.py"), str(out)], capture_output=True, text=True)
    readme = README.replace("@@SESSIONS@@", sessions_table(sessions)).replace(
        "@@VALIDATE@@", "$ python3 validate.py\n" + result.stdout.strip())
    (out / "README.md").write_text(readme, encoding="utf-8")
    print(result.stdout, end="")
    return result.returncode


# The checker, written out as validate.py (claude_timeline's, adapted to 13 sessions).
VALIDATE_PY = r'''#!/usr/bin/env python3
"""Check the claude_holdout8 transcripts, their questions and their facts; print counts.

Adapted from claude_timeline/validate.py: the only change is SESSION_COUNT (13).

Usage: python3 validate.py [DIR]   (DIR defaults to this file's folder)
Exit status 0 when clean, 1 when any problem was found. Standard library only.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path

EVENT_TYPES = {"user", "assistant", "system", "summary", "file-history-snapshot", "progress", "queue-operation"}
ENVELOPE = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch")
BLOCK_TYPES = {"assistant": {"text", "thinking", "tool_use"}, "user": {"text", "tool_result"}}
LINES_PER_SESSION = range(15, 61)
SESSION_COUNT = 13
QUESTION_ID = re.compile(r"^q(\d{2})$")
EVIDENCE_ID = re.compile(r"^([0-9a-f-]{36})#([0-9a-f-]{36})$")
QUESTION_TYPES = {"before", "after", "current", "as_of", "when", "why", "history", "negative"}
QUESTION_KEYS = {"id", "type", "question", "answer", "accept", "evidence", "timeline"}
QUESTION_OPTIONAL = {"as_of", "accept_all", "ordered_accept"}
FACT_KEYS = {"subject", "predicate", "object", "valid_from", "valid_to", "evidence", "timeline"}
FACT_OPTIONAL = {"note"}
SHORT_ACCEPT = 4  # accept strings this short match whole words only (see README, Scoring)


class Report:
    """Collects problems so one run shows all of them."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def error(self, where: str, message: str) -> None:
        self.problems.append(f"{where}: {message}")


# --- matching rule shared with the README's scoring section -------------------------------

def find_accept(accept: str, text: str, start: int = 0) -> int:
    """Position of `accept` in lowercased `text` at or after `start`, or -1.

    Strings of SHORT_ACCEPT characters or fewer must stand as a whole word (no letter or digit
    right before or after them); longer strings match as plain substrings.
    """
    text = text.lower()
    if len(accept) <= SHORT_ACCEPT:
        m = re.compile(r"(?<![0-9a-z])" + re.escape(accept) + r"(?![0-9a-z])").search(text, start)
        return m.start() if m else -1
    return text.find(accept, start)


def matches(accept: str, text: str) -> bool:
    return find_accept(accept, text) >= 0


def matches_in_order(groups: list[list[str]], text: str) -> bool:
    """True when every group has an alternative in `text`, each found after the previous group's match."""
    cursor = 0
    for group in groups:
        hits = [(pos, len(a)) for a in group if (pos := find_accept(a, text, cursor)) >= 0]
        if not hits:
            return False
        pos, length = min(hits)
        cursor = pos + length
    return True


# --- helpers -------------------------------------------------------------------------------

def parse_timestamp(value: object) -> datetime | None:
    if not isinstance(value, str) or not value.endswith("Z"):
        return None
    try:
        return datetime.fromisoformat(value[:-1] + "+00:00")
    except ValueError:
        return None


def parse_date(value: object, where: str, report: Report) -> date | None:
    if not isinstance(value, str):
        report.error(where, f"expected an ISO date string, got {value!r}")
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        report.error(where, f"not an ISO date (YYYY-MM-DD): {value!r}")
        return None


def read_jsonl(path: Path, report: Report) -> list[tuple[int, dict]]:
    rows = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        report.error(path.name, f"cannot read: {exc}")
        return rows
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            report.error(f"{path.name}:{number}", "empty line")
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            report.error(f"{path.name}:{number}", f"invalid JSON: {exc}")
            continue
        if not isinstance(row, dict):
            report.error(f"{path.name}:{number}", "each line must be a JSON object")
            continue
        rows.append((number, row))
    return rows


def is_lowercase_strings(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(a, str) and a and a == a.lower() for a in value)


# --- transcripts ---------------------------------------------------------------------------

class Corpus:
    """What the transcripts hold: every addressable line, per session, with its time."""

    def __init__(self) -> None:
        self.lines: dict[str, dict] = {}          # "<sessionId>#<uuid>" -> event
        self.times: dict[str, datetime] = {}      # same key -> timestamp
        self.sessions: dict[str, tuple[datetime, datetime, int, str]] = {}  # id -> (first, last, lines, version)
        self.summaries: list[tuple[str, str]] = []  # (file, leafUuid)
        self.counts: Counter = Counter()


def check_message(ev: dict, where: str, report: Report, tool_uses: dict, results: dict) -> None:
    kind = ev["type"]
    msg = ev.get("message")
    if not isinstance(msg, dict) or msg.get("role") != kind:
        report.error(where, f"{kind} event needs message.role == {kind!r}")
        return
    content = msg.get("content")
    if kind == "assistant":
        for key in ("model", "id", "type", "usage", "stop_reason"):
            if key not in msg:
                report.error(where, f"assistant message lacks {key!r}")
        if "requestId" not in ev:
            report.error(where, "assistant event lacks requestId")
        if not isinstance(content, list) or len(content) != 1:
            report.error(where, "assistant events carry exactly one content block, as Claude Code writes them")
            return
    if isinstance(content, str):
        if kind != "user" or not content.strip():
            report.error(where, "string content must be a non-empty user message")
        return
    if not isinstance(content, list) or not content:
        report.error(where, "message.content must be a string or a non-empty list of blocks")
        return
    for block in content:
        btype = block.get("type") if isinstance(block, dict) else None
        if btype not in BLOCK_TYPES[kind]:
            report.error(where, f"unexpected {kind} block type {btype!r}")
            continue
        if btype == "text" and not str(block.get("text", "")).strip():
            report.error(where, "empty text block")
        elif btype == "thinking" and not (block.get("thinking") and block.get("signature")):
            report.error(where, "thinking block needs thinking and signature")
        elif btype == "tool_use":
            tid = block.get("id", "")
            if not re.match(r"^toolu_[0-9A-Za-z]+$", tid) or not block.get("name") or not isinstance(block.get("input"), dict):
                report.error(where, "tool_use needs an id (toolu_...), a name and an input object")
            elif tid in tool_uses:
                report.error(where, f"tool_use id {tid} used twice")
            else:
                tool_uses[tid] = (ev["uuid"], block["name"])
        elif btype == "tool_result":
            tid = block.get("tool_use_id")
            if tid not in tool_uses:
                report.error(where, f"tool_result for unknown or later tool_use {tid!r}")
            elif tid in results:
                report.error(where, f"second tool_result for {tid}")
            else:
                results[tid] = ev["uuid"]
                if ev.get("parentUuid") != tool_uses[tid][0]:
                    report.error(where, "a tool_result's parentUuid must be the line with its tool_use")
            if "toolUseResult" not in ev:
                report.error(where, "tool_result event lacks toolUseResult")
            if "content" not in block:
                report.error(where, "tool_result block lacks content")


def check_transcript(path: Path, corpus: Corpus, report: Report, cwds: set[str]) -> None:
    rows = read_jsonl(path, report)
    sid = path.stem
    if not re.match(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", sid):
        report.error(path.name, "transcript files are named <sessionId>.jsonl with a UUID v4 session id")
    if len(rows) not in LINES_PER_SESSION:
        report.error(path.name, f"has {len(rows)} lines, expected {LINES_PER_SESSION.start}-{LINES_PER_SESSION.stop - 1}")
    seen: set[str] = set()
    prompts: set[str] = set()
    snapshots: list[tuple[str, str]] = []
    tool_uses: dict[str, tuple[str, str]] = {}
    results: dict[str, str] = {}
    last: datetime | None = None
    first: datetime | None = None
    versions: set[str] = set()
    for number, ev in rows:
        where = f"{path.name}:{number}"
        kind = ev.get("type")
        corpus.counts[kind] += 1
        if kind not in EVENT_TYPES:
            report.error(where, f"unknown event type {kind!r}")
            continue
        if kind == "summary":
            if number != 1 or not ev.get("summary") or not ev.get("leafUuid"):
                report.error(where, "a legacy summary line comes first and has summary and leafUuid")
            corpus.summaries.append((path.name, ev.get("leafUuid")))
            continue
        if kind == "file-history-snapshot":
            snap = ev.get("snapshot") or {}
            if ev.get("messageId") != snap.get("messageId") or "trackedFileBackups" not in snap:
                report.error(where, "snapshot needs messageId, snapshot.messageId and trackedFileBackups")
            snapshots.append((where, ev.get("messageId")))
            continue
        if kind in ("progress", "queue-operation"):
            continue
        for key in ENVELOPE:
            if key not in ev:
                report.error(where, f"missing {key!r}")
        if ev.get("sessionId") != sid:
            report.error(where, f"sessionId {ev.get('sessionId')!r} differs from the file name")
        cwds.add(ev.get("cwd"))
        versions.add(ev.get("version"))
        uuid = ev.get("uuid")
        if not isinstance(uuid, str) or uuid in seen:
            report.error(where, "missing or duplicate uuid")
            continue
        parent = ev.get("parentUuid")
        if ev.get("subtype") == "compact_boundary":
            if parent is not None or ev.get("logicalParentUuid") not in seen:
                report.error(where, "compact_boundary starts a new root: parentUuid null, logicalParentUuid earlier")
        elif parent is not None and parent not in seen:
            report.error(where, f"parentUuid {parent} is not an earlier line of this file")
        elif parent is None and seen:
            report.error(where, "only the first line (or a compact_boundary) may have parentUuid null")
        seen.add(uuid)
        at = parse_timestamp(ev.get("timestamp"))
        if at is None:
            report.error(where, f"timestamp must be ISO 8601 UTC ending in Z, got {ev.get('timestamp')!r}")
        else:
            if last and at < last:
                report.error(where, f"timestamp {ev['timestamp']} is earlier than the line before")
            last = at
            first = first or at
        if kind in ("user", "assistant"):
            check_message(ev, where, report, tool_uses, results)
            if kind == "user" and isinstance(ev["message"].get("content"), str) and not ev.get("isMeta") \
                    and not ev.get("isCompactSummary"):
                prompts.add(uuid)
        elif kind == "system" and not ev.get("subtype"):
            report.error(where, "system events have a subtype")
        key = f"{sid}#{uuid}"
        corpus.lines[key] = ev
        if at:
            corpus.times[key] = at
    for where, message_id in snapshots:
        if message_id not in prompts:
            report.error(where, "file-history-snapshot must name a user prompt of this file")
    for tid, (uuid, name) in tool_uses.items():
        if tid not in results:
            report.error(path.name, f"tool_use {tid} ({name}) has no tool_result")
    if len(versions) != 1:
        report.error(path.name, f"one Claude Code version per session expected, got {sorted(versions)}")
    if first and last:
        corpus.sessions[sid] = (first, last, len(rows), next(iter(versions)))


def check_transcripts(folder: Path, report: Report) -> Corpus:
    corpus = Corpus()
    files = sorted((folder / "transcripts").glob("*.jsonl"))
    if len(files) != SESSION_COUNT:
        report.error("transcripts/", f"expected {SESSION_COUNT} session files, found {len(files)}")
    cwds: set[str] = set()
    for path in files:
        check_transcript(path, corpus, report, cwds)
    if len(cwds) != 1:
        report.error("transcripts/", f"all sessions run in one cwd, found {sorted(c for c in cwds if c)}")
    ordered = sorted(corpus.sessions.items(), key=lambda kv: kv[1][0])
    for (sid_a, (_, end_a, _, _)), (sid_b, (start_b, _, _, _)) in zip(ordered, ordered[1:]):
        if start_b <= end_a:
            report.error(f"{sid_b}.jsonl", f"starts before the previous session {sid_a} ends")
    uuids = {key.split("#")[1] for key in corpus.lines}
    for name, leaf in corpus.summaries:
        if leaf not in uuids:
            report.error(name, f"summary leafUuid {leaf} is not a line of any transcript")
    return corpus


# --- evidence ------------------------------------------------------------------------------

def check_evidence(evidence: object, corpus: Corpus, where: str, report: Report) -> None:
    if not isinstance(evidence, list) or not evidence:
        report.error(where, '"evidence" must be a non-empty list of "<sessionId>#<uuid>" ids')
        return
    for eid in evidence:
        if not isinstance(eid, str) or not EVIDENCE_ID.match(eid):
            report.error(where, f"evidence id {eid!r} is not <sessionId>#<uuid>")
        elif eid not in corpus.lines:
            report.error(where, f"evidence id {eid!r} is not a line of the transcripts")
    if len(set(map(str, evidence))) != len(evidence):
        report.error(where, "evidence lists a line twice")


# --- facts ---------------------------------------------------------------------------------

def check_facts(path: Path, corpus: Corpus, report: Report) -> dict[str, list[dict]]:
    """Validate facts.jsonl; return timeline -> its facts ordered by valid_from."""
    rows = read_jsonl(path, report)
    days = sorted(t.date() for t in corpus.times.values())
    first_day, last_day = (days[0], days[-1]) if days else (None, None)
    chains: dict[str, list[dict]] = defaultdict(list)
    keys_of_timeline: dict[str, set[tuple[str, str]]] = defaultdict(set)
    timelines_of_key: dict[tuple[str, str], set[str]] = defaultdict(set)
    for number, f in rows:
        where = f"{path.name}:{number} {f.get('timeline')}={f.get('object')}"
        missing = FACT_KEYS - f.keys()
        unknown = f.keys() - FACT_KEYS - FACT_OPTIONAL
        if missing:
            report.error(where, f"missing keys {sorted(missing)}")
        if unknown:
            report.error(where, f"unknown keys {sorted(unknown)}")
        for key in ("subject", "predicate", "object", "timeline"):
            if not isinstance(f.get(key), str) or not f.get(key, "").strip():
                report.error(where, f'"{key}" must be a non-empty string')
        if "note" in f and (not isinstance(f["note"], str) or not f["note"].strip()):
            report.error(where, '"note" must be a non-empty string when present')
        start = parse_date(f.get("valid_from"), f"{where} valid_from", report)
        end = None
        if f.get("valid_to") is not None:
            end = parse_date(f.get("valid_to"), f"{where} valid_to", report)
        if start and end and end <= start:
            report.error(where, "valid_to must be after valid_from")
        for label, day in (("valid_from", start), ("valid_to", end)):
            if day and first_day and not (first_day <= day <= last_day):
                report.error(where, f"{label} {day} is outside the corpus ({first_day} .. {last_day})")
        check_evidence(f.get("evidence"), corpus, where, report)
        if start is None or not isinstance(f.get("timeline"), str):
            continue
        f = dict(f, _start=start, _end=end, _where=where)
        chains[f["timeline"]].append(f)
        keys_of_timeline[f["timeline"]].add((f.get("subject"), f.get("predicate")))
        timelines_of_key[(f.get("subject"), f.get("predicate"))].add(f["timeline"])

    for timeline, keys in keys_of_timeline.items():
        if len(keys) > 1:
            report.error(f"{path.name} timeline {timeline}", f"mixes subject/predicate pairs {sorted(keys)}")
    for key, timelines in timelines_of_key.items():
        if len(timelines) > 1:
            report.error(f"{path.name} {key[0]}/{key[1]}", f"is split over timelines {sorted(timelines)}")
    for timeline, chain in chains.items():
        chain.sort(key=lambda c: c["_start"])
        for earlier, later in zip(chain, chain[1:]):
            if earlier["_end"] is None:
                report.error(later["_where"], f"follows an open state of {timeline} ({earlier['_where']})")
            elif earlier["_end"] > later["_start"]:
                report.error(later["_where"], f"overlaps the earlier state of {timeline} ({earlier['_where']})")
            elif earlier["_end"] < later["_start"]:
                report.error(later["_where"], f"leaves a gap after the earlier state of {timeline} ({earlier['_where']})")
            if earlier["object"] == later["object"]:
                report.error(later["_where"], "repeats the previous state's object (merge them)")
        if chain[-1]["_end"] is not None:
            report.error(chain[-1]["_where"], f"the last state of {timeline} should be open (valid_to null)")
    return dict(chains)


# --- questions -----------------------------------------------------------------------------

def state_on(chain: list[dict], day: date) -> dict | None:
    for f in chain:
        if f["_start"] <= day and (f["_end"] is None or day < f["_end"]):
            return f
    return None


def check_against_facts(q: dict, chain: list[dict], where: str, report: Report) -> None:
    """The reference answer's accept strings must point at the state(s) the facts say."""
    accept = q["accept"]
    kind = q.get("type")

    def hits(f: dict) -> list[str]:
        return [a for a in accept if matches(a, f["object"])]

    def accepts_other_states(target: dict) -> None:
        for other in chain:
            if other["object"] != target["object"] and hits(other):
                report.error(where, f"accept strings {hits(other)} also match another state, {other['object']!r}")

    if kind == "current":
        target = chain[-1] if chain[-1]["_end"] is None else None
        if target is None:
            report.error(where, f"timeline {q['timeline']} has no open state")
        elif not hits(target):
            report.error(where, f"no accept string matches the open state {target['object']!r}")
        else:
            accepts_other_states(target)
    elif kind == "as_of" and isinstance(q.get("as_of"), str):
        try:
            day = date.fromisoformat(q["as_of"])
        except ValueError:
            return
        target = state_on(chain, day)
        if target is None:
            report.error(where, f"no state of {q['timeline']} is valid on {day}")
        elif not hits(target):
            report.error(where, f"no accept string matches the state valid on {day}, {target['object']!r}")
        else:
            accepts_other_states(target)
    elif kind == "history":
        groups = q.get("ordered_accept") or []
        if len(groups) != len(chain):
            report.error(where, f"ordered_accept has {len(groups)} groups, {q['timeline']} has {len(chain)} states")
        for i, (group, f) in enumerate(zip(groups, chain), start=1):
            if not any(matches(a, f["object"]) for a in group):
                report.error(where, f"ordered_accept group {i} does not match state {i}, {f['object']!r}")
    elif kind == "when":
        dates = {str(f["_start"]) for f in chain} | {str(f["_end"]) for f in chain if f["_end"]}
        if not dates & set(accept):
            report.error(where, f"no accept string is a start or end date of {q['timeline']} ({sorted(dates)})")
        if any("implicit" in f.get("note", "") for f in chain):
            report.error(where, f"{q['timeline']} changed implicitly; its dates are approximate, don't ask 'when'")
    elif kind == "before":
        if not any(hits(f) for f in chain if f["_end"] is not None):
            report.error(where, f"no accept string matches a closed state of {q['timeline']}")
    elif kind == "after":
        if not any(hits(f) for f in chain[1:]):
            report.error(where, f"no accept string matches a later state of {q['timeline']}")


def check_questions(path: Path, corpus: Corpus, chains: dict[str, list[dict]], report: Report) -> list[dict]:
    rows = read_jsonl(path, report)
    seen: set[str] = set()
    days = sorted(t.date() for t in corpus.times.values())
    first_day, last_day = (days[0], days[-1]) if days else (None, None)
    for index, (number, q) in enumerate(rows, start=1):
        where = f"{path.name}:{number} {q.get('id', '?')}"
        missing = QUESTION_KEYS - q.keys()
        if missing:
            report.error(where, f"missing keys {sorted(missing)}")
        unknown = q.keys() - QUESTION_KEYS - QUESTION_OPTIONAL
        if unknown:
            report.error(where, f"unknown keys {sorted(unknown)}")
        m = QUESTION_ID.match(str(q.get("id")))
        if not m or int(m.group(1)) != index:
            report.error(where, f"expected id q{index:02d}")
        if q.get("id") in seen:
            report.error(where, "duplicate question id")
        seen.add(q.get("id"))
        kind = q.get("type")
        if kind not in QUESTION_TYPES:
            report.error(where, f"type must be one of {sorted(QUESTION_TYPES)}")
        if not str(q.get("question", "")).strip() or not str(q.get("answer", "")).strip():
            report.error(where, "question and answer must be non-empty")
        if kind == "as_of" and "as_of" not in q:
            report.error(where, "as_of questions need an as_of date")
        if "as_of" in q:
            day = parse_date(q["as_of"], f"{where} as_of", report)
            if day and first_day and not (first_day <= day <= last_day):
                report.error(where, f"as_of {day} is outside the corpus ({first_day} .. {last_day})")
            if day and q["as_of"] not in str(q.get("question", "")):
                report.error(where, "the question text should carry the as_of date")

        accept = q.get("accept")
        if not is_lowercase_strings(accept):
            report.error(where, '"accept" must be a non-empty list of non-empty lowercase strings')
            accept = None
        elif len(set(accept)) != len(accept):
            report.error(where, "accept lists a string twice")

        groups = q.get("ordered_accept")
        if kind == "history":
            if q.get("accept_all") is not True:
                report.error(where, "history questions need accept_all: true")
            if not isinstance(groups, list) or len(groups) < 2 or not all(is_lowercase_strings(g) for g in groups):
                report.error(where, '"ordered_accept" must list at least two groups of lowercase strings, oldest first')
                groups = None
        else:
            for key in ("accept_all", "ordered_accept"):
                if key in q:
                    report.error(where, f'"{key}" is only for history questions')
            groups = None

        answer = str(q.get("answer", ""))
        if accept:
            found = [a for a in accept if matches(a, answer)]
            if q.get("accept_all") and len(found) != len(accept):
                report.error(where, f"accept_all, but the reference answer lacks {sorted(set(accept) - set(found))}")
            elif not found:
                report.error(where, "no accept string occurs in the reference answer")
            if groups:
                if not matches_in_order(groups, answer):
                    report.error(where, "the reference answer does not name the ordered_accept groups in order")
                flat = {a for g in groups for a in g}
                if set(accept) - flat:
                    report.error(where, f"accept strings {sorted(set(accept) - flat)} are in no ordered_accept group")

        check_evidence(q.get("evidence"), corpus, where, report)
        timeline = q.get("timeline")
        if timeline not in chains:
            report.error(where, f"timeline {timeline!r} has no facts")
        elif accept and not (kind == "history" and groups is None):
            check_against_facts(q, chains[timeline], where, report)
    return [q for _, q in rows]


def main(folder: Path) -> int:
    report = Report()
    corpus = check_transcripts(folder, report)
    if not corpus.lines:
        print("\n".join(report.problems) or "no transcript lines")
        return 1
    chains = check_facts(folder / "facts.jsonl", corpus, report)
    questions = check_questions(folder / "questions.jsonl", corpus, chains, report)

    sessions = sorted(corpus.sessions.values())
    per_session = [n for _, _, n, _ in sessions]
    versions = [v for _, _, _, v in sessions]
    types = Counter(q.get("type") for q in questions)
    facts = [f for chain in chains.values() for f in chain]
    open_facts = sum(1 for f in facts if f["_end"] is None)
    multi = sum(1 for chain in chains.values() if len(chain) >= 2)
    print(f"sessions:  {len(sessions)}  ({sessions[0][0]:%Y-%m-%d} .. {sessions[-1][1]:%Y-%m-%d}), "
          f"Claude Code {versions[0]} .. {versions[-1]}")
    print(f"lines:     {sum(per_session)}  ({min(per_session)}-{max(per_session)} per session; "
          + ", ".join(f"{k} {v}" for k, v in corpus.counts.most_common()) + ")")
    print(f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(QUESTION_TYPES)))
    print(f"facts:     {len(facts)}  (open={open_facts}, closed={len(facts) - open_facts})")
    print(f"timelines: {len(chains)}  ({multi} with 2+ states)")
    missing_types = QUESTION_TYPES - set(types)
    if missing_types:
        report.error("questions.jsonl", f"no question of type {sorted(missing_types)}")
    cited = {e for q in questions for e in q.get("evidence", [])} | {e for f in facts for e in f.get("evidence", [])}
    print(f"evidence:  {len(cited & set(corpus.lines))} distinct lines cited, "
          f"in {len({e.split('#')[0] for e in cited})} sessions")

    if report.problems:
        print(f"\n{len(report.problems)} problem(s):")
        for problem in report.problems:
            print(f"  - {problem}")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
'''


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))
