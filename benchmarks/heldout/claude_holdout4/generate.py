#!/usr/bin/env python3
"""Build the claude_holdout4 set: 12 Claude Code transcripts of the `moorline` project, facts, questions.

Usage: python3 generate.py      (writes transcripts/, facts.jsonl, questions.jsonl next to this file)
Standard library only; deterministic (fixed random seed), so re-running gives identical files.
"""
from __future__ import annotations

import base64
import difflib
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

OUT = Path(__file__).resolve().parent
CWD = "/Users/ines/code/moorline"
rng = random.Random(20250318)

EV: dict[str, str] = {}          # "s05.pg_plan" -> "<sessionId>#<uuid>"
LAST_UUID: dict[str, str] = {}   # session name -> uuid of its last line (for legacy summary leafUuid)
SESSIONS: list["Session"] = []


# --- ids ------------------------------------------------------------------------------------

def uuid4() -> str:
    b = bytearray(rng.getrandbits(8) for _ in range(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rid(prefix: str, n: int) -> str:
    return prefix + "".join(rng.choice(B58) for _ in range(n))


def signature() -> str:
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(rng.randint(180, 320)))).decode()


def hex16() -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(16))


# --- virtual repository -----------------------------------------------------------------------

FS: dict[str, str] = {}   # path relative to CWD -> content


def absp(rel: str) -> str:
    if rel == ".":
        return CWD
    return rel if rel.startswith("/") else f"{CWD}/{rel}"


def local_time(t: datetime) -> datetime:
    """Europe/Amsterdam wall clock (the developer's machine): CET, CEST from 2025-03-30 to 2025-10-26."""
    summer = datetime(2025, 3, 30, 1, tzinfo=timezone.utc) <= t < datetime(2025, 10, 26, 1, tzinfo=timezone.utc)
    return t + timedelta(hours=2 if summer else 1)


TOKEN = re.compile(r"\u27e6(LDT|LT|UT|UISO)-(\d+(?:\.\d+)?)\u27e7")


def fill_times(obj, at: datetime):
    """Replace time tokens in tool output with times `n` seconds before the tool result, so that times
    printed by tools agree with the event timestamps (local for xcodebuild/dev logs, UTC for servers)."""
    def one(m):
        t = at - timedelta(seconds=float(m.group(2)))
        kind = m.group(1)
        if kind == "UISO":
            return t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if kind == "UT":
            return t.strftime("%H:%M:%S.") + f"{t.microsecond // 1000:03d}"
        lt = local_time(t)
        ms = f"{lt.microsecond // 1000:03d}"
        return lt.strftime("%Y-%m-%d %H:%M:%S.") + ms if kind == "LDT" else lt.strftime("%H:%M:%S.") + ms
    if isinstance(obj, str):
        return TOKEN.sub(one, obj)
    if isinstance(obj, list):
        return [fill_times(x, at) for x in obj]
    if isinstance(obj, dict):
        return {k: fill_times(v, at) for k, v in obj.items()}
    return obj


def relp(path: str) -> str:
    return path[len(CWD) + 1:] if path.startswith(CWD + "/") else path


def numbered(text: str, start: int = 1) -> str:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    return "\n".join(f"{i:6d}\u2192{line}" for i, line in enumerate(lines, start=start))


def structured_patch(old: str, new: str) -> list[dict]:
    a, b = old.split("\n"), new.split("\n")
    hunks = []
    for group in difflib.SequenceMatcher(None, a, b).get_grouped_opcodes(3):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        lines = []
        for tag, a1, a2, b1, b2 in group:
            if tag == "equal":
                lines += [" " + x for x in a[a1:a2]]
            else:
                lines += ["-" + x for x in a[a1:a2]]
                lines += ["+" + x for x in b[b1:b2]]
        hunks.append({"oldStart": i1 + 1, "oldLines": i2 - i1, "newStart": j1 + 1, "newLines": j2 - j1, "lines": lines})
    return hunks


def snippet(new_content: str, new_string: str) -> str:
    """`cat -n` snippet around the edited region, as Claude Code shows after an Edit."""
    pos = new_content.find(new_string)
    first = new_content[:pos].count("\n") if pos >= 0 else 0
    last = first + new_string.count("\n")
    lines = new_content.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    lo, hi = max(0, first - 4), min(len(lines), last + 5)
    return "\n".join(f"{i + 1:6d}\u2192{lines[i]}" for i in range(lo, hi))


READ_REMINDER_V1 = ("\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. "
                    "If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, "
                    "write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n")
READ_REMINDER_V2 = ("\n\n<system-reminder>\nWhenever you read a file, you should consider whether it would be considered "
                    "malware. You CAN and SHOULD provide analysis of malware, what it is doing. But you MUST refuse to "
                    "improve or augment the code. You can still analyze existing code, write reports, or answer "
                    "questions about the code behavior.\n</system-reminder>\n")
TODO_OK = ("Todos have been modified successfully. Ensure that you continue to use the todo list to track your "
           "progress. Please proceed with the current tasks if applicable")
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")


# --- sessions ---------------------------------------------------------------------------------

class Session:
    """Writes one Claude Code transcript. style 'v1' = 0.2.x/1.0.x envelope, 'v2' = 2.0.x envelope."""

    def __init__(self, name: str, start: str, version: str, model: str, branch: str, style: str,
                 todo_style: str = "priority", slug: str | None = None, summary: str | None = None,
                 stop_hook: bool = False):
        self.name, self.version, self.model, self.branch, self.style = name, version, model, branch, style
        self.todo_style, self.slug, self.stop_hook = todo_style, slug, stop_hook
        self.sid = uuid4()
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
        self.lines: list[dict] = []
        self.parent: str | None = None
        self.resp: tuple[str, str] | None = None
        self.ctx = rng.randint(13800, 14400)
        self.todos: list[dict] = []
        self.read_files: set[str] = set()
        self.backups: dict[str, dict] = {}
        self.started = False
        if summary:
            prev = SESSIONS[-1]
            self.lines.append({"type": "summary", "summary": summary, "leafUuid": LAST_UUID[prev.name]})
        SESSIONS.append(self)

    # time
    def tick(self, lo: float, hi: float | None = None) -> None:
        self.t += timedelta(seconds=rng.uniform(lo, hi if hi is not None else lo * 1.6))

    def ts(self, t: datetime | None = None) -> str:
        t = t or self.t
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"

    # evidence keys
    def mark(self, key: str | None, uuid: str) -> None:
        if key:
            k = f"{self.name}.{key}"
            assert k not in EV, k
            EV[k] = f"{self.sid}#{uuid}"

    def env(self) -> dict:
        e = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.started:
            e["slug"] = self.slug
        return e

    def push(self, ev: dict) -> str:
        self.lines.append(ev)
        if "uuid" in ev:
            self.parent = ev["uuid"]
            LAST_UUID[self.name] = ev["uuid"]
        return ev.get("uuid", "")

    # user prompt
    def prompt(self, text: str, k: str | None = None, gap: tuple[float, float] = (20, 90)) -> str:
        if self.lines and any("uuid" in l for l in self.lines):
            self.tick(*gap)
        u = uuid4()
        if self.style == "v2":
            snap_t = self.t + timedelta(milliseconds=rng.randint(40, 320))
            self.lines.append({"type": "file-history-snapshot", "messageId": u,
                               "snapshot": {"messageId": u, "trackedFileBackups": json.loads(json.dumps(self.backups)),
                                            "timestamp": self.ts(snap_t)}, "isSnapshotUpdate": False})
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": text}, "uuid": u, "timestamp": self.ts()})
        if self.style == "v2":
            ev["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
        self.push(ev)
        self.started = True
        self.resp = None
        self.mark(k, u)
        return u

    def interrupted(self, text: str = "[Request interrupted by user for tool use]") -> str:
        self.tick(1, 4)
        u = uuid4()
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": text}]},
                   "uuid": u, "timestamp": self.ts()})
        self.push(ev)
        self.resp = None
        return u

    # assistant blocks
    def _assistant(self, block: dict, out_tokens: int, stop: str | None = None) -> str:
        if self.resp is None:
            self.resp = (rid("msg_01", 22), rid("req_011C", 16))
            self.tick(3, 9)
        else:
            self.tick(0.4, 2.5)
        u = uuid4()
        created = rng.randint(20, 900)
        usage = {"input_tokens": rng.randint(3, 10), "cache_creation_input_tokens": created,
                 "cache_read_input_tokens": self.ctx}
        if not self.version.startswith("0."):
            usage["cache_creation"] = {"ephemeral_5m_input_tokens": created, "ephemeral_1h_input_tokens": 0}
        usage["output_tokens"] = out_tokens
        usage["service_tier"] = "standard"
        self.ctx += created
        if self.style == "v1":
            msg = {"id": self.resp[0], "type": "message", "role": "assistant", "model": self.model}
        else:
            msg = {"model": self.model, "id": self.resp[0], "type": "message", "role": "assistant"}
        msg.update({"content": [block], "stop_reason": stop, "stop_sequence": None, "usage": usage})
        ev = self.env()
        ev.update({"message": msg, "requestId": self.resp[1], "type": "assistant", "uuid": u, "timestamp": self.ts()})
        return self.push(ev)

    def think(self, text: str) -> str:
        return self._assistant({"type": "thinking", "thinking": text, "signature": signature()}, rng.randint(8, 14))

    def say(self, text: str, k: str | None = None, end: bool = False) -> str:
        stop = "end_turn" if (end and self.style == "v1") else None
        u = self._assistant({"type": "text", "text": text}, max(1, len(text) // 4) if end else rng.randint(3, 12), stop)
        self.mark(k, u)
        if end:
            self.resp = None
            if self.stop_hook:
                self.tick(0.5, 1.5)
                ev = self.env()
                ev.update({"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                           "hookInfos": [{"command": "terminal-notifier -title 'Claude Code' -message \"moorline: $(git branch --show-current)\""}],
                           "hookErrors": [], "preventedContinuation": False, "stopReason": "", "hasOutput": False,
                           "level": "suggestion", "timestamp": self.ts(), "uuid": uuid4(), "toolUseID": uuid4()})
                self.push(ev)
        return u

    # tools
    def _tool(self, name: str, inp: dict, content, result, is_error: bool | None, k: str | None, rk: str | None,
              run: tuple[float, float] = (1, 3), block_extra: dict | None = None) -> tuple[str, str]:
        tid = rid("toolu_01", 22)
        use_uuid = self._assistant({"type": "tool_use", "id": tid, "name": name, "input": inp},
                                   rng.randint(60, 700))
        self.mark(k, use_uuid)
        self.tick(*run)
        content, result = fill_times(content, self.t), fill_times(result, self.t)
        if is_error:
            block = {"type": "tool_result", "content": content, "is_error": True, "tool_use_id": tid}
        else:
            block = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if is_error is False:
                block["is_error"] = False
        if block_extra:
            block.update(block_extra)
        u = uuid4()
        ev = self.env()
        ev.update({"type": "user", "message": {"role": "user", "content": [block]}, "uuid": u,
                   "timestamp": self.ts(), "toolUseResult": result})
        self.push(ev)
        self.mark(rk, u)
        self.resp = None
        self.ctx += rng.randint(50, 600)
        return use_uuid, u

    def bash(self, command: str, description: str, out: str, k=None, rk=None, error: bool = False,
             stderr: str = "", run=(1, 6), rejected: bool = False) -> tuple[str, str]:
        inp = {"command": command, "description": description}
        if rejected:
            return self._tool("Bash", inp, REJECTED, "Error: " + REJECTED, True, k, rk, run=(2, 8))
        if error:
            return self._tool("Bash", inp, out, "Error: " + out, True, k, rk, run=run)
        return self._tool("Bash", inp, out, {"stdout": out, "stderr": stderr, "interrupted": False, "isImage": False},
                          False, k, rk, run=run)

    def read(self, rel: str, k=None, rk=None, offset: int | None = None, limit: int | None = None) -> tuple[str, str]:
        content = FS[rel]
        lines = content.split("\n")
        if lines and lines[-1] == "":
            lines = lines[:-1]
        total = len(lines)
        start = offset or 1
        sel = lines[start - 1:(start - 1 + limit) if limit else None]
        text = "\n".join(sel) + ("\n" if not limit and content.endswith("\n") else "")
        inp = {"file_path": absp(rel)}
        if offset:
            inp["offset"] = offset
        if limit:
            inp["limit"] = limit
        reminder = READ_REMINDER_V1 if self.style == "v1" else READ_REMINDER_V2
        shown = numbered(text, start) + reminder
        res = {"type": "text", "file": {"filePath": absp(rel), "content": text, "numLines": len(sel),
                                        "startLine": start, "totalLines": total}}
        self.read_files.add(rel)
        return self._tool("Read", inp, shown, res, None, k, rk, run=(0.8, 2))

    def _backup(self, rel: str) -> None:
        if self.style != "v2":
            return
        if rel in self.backups:
            b = self.backups[rel]
            b["version"] += 1
            b["backupFileName"] = b["backupFileName"].split("@")[0] + f"@v{b['version']}"
            b["backupTime"] = self.ts()
        else:
            self.backups[rel] = {"backupFileName": f"{hex16()}@v1", "version": 1, "backupTime": self.ts()}

    def edit(self, rel: str, old: str, new: str, k=None, rk=None, replace_all: bool = False,
             stale: bool = False) -> tuple[str, str]:
        assert rel in self.read_files, f"{self.name}: Edit of {rel} before Read"
        original = FS[rel]
        assert replace_all or original.count(old) <= 1, f"{self.name}: {rel}: old_string not unique: {old[:60]!r}"
        assert old in original, f"{self.name}: {rel}: old_string absent: {old[:80]!r}"
        inp = {"file_path": absp(rel), "old_string": old, "new_string": new}
        if replace_all:
            inp["replace_all"] = True
        if stale:
            msg = "File has been modified since read, either by the user or by a linter. Read it again before attempting to write it."
            return self._tool("Edit", inp, f"<tool_use_error>{msg}</tool_use_error>", "Error: " + msg, True, k, rk)
        updated = original.replace(old, new) if replace_all else original.replace(old, new, 1)
        self._backup(rel)
        FS[rel] = updated
        shown = (f"The file {absp(rel)} has been updated. Here's the result of running `cat -n` on a snippet of "
                 f"the edited file:\n" + snippet(updated, new))
        res = {"filePath": absp(rel), "oldString": old, "newString": new, "originalFile": original,
               "structuredPatch": structured_patch(original, updated), "userModified": False,
               "replaceAll": replace_all}
        return self._tool("Edit", inp, shown, res, None, k, rk, run=(1, 4))

    def write(self, rel: str, content: str, k=None, rk=None) -> tuple[str, str]:
        existed = rel in FS
        original = FS.get(rel)
        self._backup(rel)
        FS[rel] = content
        self.read_files.add(rel)
        inp = {"file_path": absp(rel), "content": content}
        if existed:
            shown = (f"The file {absp(rel)} has been updated. Here's the result of running `cat -n` on a snippet of "
                     f"the edited file:\n" + numbered(content))
            res = {"type": "update", "filePath": absp(rel), "content": content,
                   "structuredPatch": structured_patch(original, content), "originalFile": original}
        else:
            shown = f"File created successfully at: {absp(rel)}"
            res = {"type": "create", "filePath": absp(rel), "content": content, "structuredPatch": [],
                   "originalFile": None}
        return self._tool("Write", inp, shown, res, None, k, rk, run=(1, 3))

    def grep(self, pattern: str, path: str, out_lines: list[str], k=None, rk=None, glob: str | None = None,
             mode: str = "content", ci: bool = False) -> tuple[str, str]:
        inp = {"pattern": pattern, "path": absp(path), "output_mode": mode}
        if ci:
            inp["-i"] = True
        if glob:
            inp["glob"] = glob
        if mode == "content":
            inp["-n"] = True
            content = "\n".join(out_lines) if out_lines else "No matches found"
            res = {"mode": "content", "numFiles": 0, "filenames": [], "content": "\n".join(out_lines),
                   "numLines": len(out_lines)}
        else:
            content = (f"Found {len(out_lines)} file{'s' if len(out_lines) != 1 else ''}\n" + "\n".join(out_lines)) if out_lines else "No files found"
            res = {"mode": "files_with_matches", "filenames": out_lines, "numFiles": len(out_lines)}
        return self._tool("Grep", inp, content, res, None, k, rk, run=(0.5, 1.5))

    def glob(self, pattern: str, files: list[str], path: str | None = None, k=None, rk=None) -> tuple[str, str]:
        inp = {"pattern": pattern}
        if path:
            inp["path"] = absp(path)
        res = {"filenames": files, "durationMs": rng.randint(20, 240), "numFiles": len(files), "truncated": False}
        return self._tool("Glob", inp, "\n".join(files) if files else "No files found", res, None, k, rk,
                          run=(0.3, 1))

    def todo(self, items: list[tuple[str, str]], k=None) -> tuple[str, str]:
        """items: (content, status); activeForm is derived for the newer style."""
        new = []
        for i, (content, status) in enumerate(items, start=1):
            if self.todo_style == "priority":
                new.append({"content": content, "status": status, "priority": "high" if i <= 2 else "medium",
                            "id": str(i)})
            else:
                new.append({"content": content, "status": status, "activeForm": active_form(content)})
        old, self.todos = self.todos, new
        return self._tool("TodoWrite", {"todos": new}, TODO_OK, {"oldTodos": old, "newTodos": new}, None, k, None,
                          run=(0.3, 1))

    def system(self, subtype: str, **fields) -> str:
        self.tick(0.2, 1)
        ev = self.env()
        ev.update({"type": "system", "subtype": subtype})
        ev.update(fields)
        ev.update({"timestamp": self.ts(), "uuid": uuid4()})
        return self.push(ev)

    def dump(self) -> Path:
        path = OUT / "transcripts" / f"{self.sid}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for ev in self.lines:
                fh.write(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n")
        return path


def active_form(content: str) -> str:
    verb, _, rest = content.partition(" ")
    table = {"Add": "Adding", "Remove": "Removing", "Run": "Running", "Replace": "Replacing", "Port": "Porting",
             "Update": "Updating", "Write": "Writing", "Delete": "Deleting", "Bump": "Bumping", "Fix": "Fixing",
             "Check": "Checking", "Convert": "Converting", "Move": "Moving", "Drop": "Dropping", "Migrate": "Migrating",
             "Rewrite": "Rewriting", "Verify": "Verifying", "Deploy": "Deploying", "Upgrade": "Upgrading",
             "Revert": "Reverting", "Rename": "Renaming", "Commit": "Committing"}
    return f"{table.get(verb, verb + 'ing')} {rest}"


def ln(rel: str, needle: str) -> int:
    """1-based number of the first line of FS[rel] containing `needle` (for grep output and Read offsets)."""
    for i, line in enumerate(FS[rel].split("\n"), start=1):
        if needle in line:
            return i
    raise KeyError(f"{needle!r} not in {rel}")

# --- the repository as it stands on 2025-03-18 ----------------------------------------------------

FS[".tool-versions"] = """elixir 1.16.3-otp-26
erlang 26.2.5
nodejs 20.18.1
postgres 15.8
"""

FS["server/mix.exs"] = """defmodule Moorline.MixProject do
  use Mix.Project

  def project do
    [
      app: :moorline,
      version: "0.9.4",
      elixir: "~> 1.16",
      elixirc_paths: elixirc_paths(Mix.env()),
      start_permanent: Mix.env() == :prod,
      aliases: aliases(),
      deps: deps()
    ]
  end

  def application do
    [
      mod: {Moorline.Application, []},
      extra_applications: [:logger, :runtime_tools]
    ]
  end

  defp elixirc_paths(:test), do: ["lib", "test/support"]
  defp elixirc_paths(_), do: ["lib"]

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:phoenix_ecto, "~> 4.6"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_live_reload, "~> 1.5", only: :dev},
      {:phoenix_live_view, "~> 1.0.4"},
      {:phoenix_live_dashboard, "~> 0.8.6"},
      {:esbuild, "~> 0.8", runtime: Mix.env() == :dev},
      {:tailwind, "~> 0.2", runtime: Mix.env() == :dev},
      {:heroicons,
       github: "tailwindlabs/heroicons",
       tag: "v2.1.1",
       sparse: "optimized",
       app: false,
       compile: false,
       depth: 1},
      # Mailer: Swoosh with the SendGrid adapter (see config/runtime.exs)
      {:swoosh, "~> 1.17"},
      {:finch, "~> 0.19"},
      {:httpoison, "~> 2.2"},
      {:quantum, "~> 3.5"},
      {:tzdata, "~> 1.1"},
      {:cachex, "~> 3.6"},
      # Verifies the Auth0 access tokens the iOS app sends (JWKS from moorline.eu.auth0.com)
      {:joken, "~> 2.6"},
      {:joken_jwks, "~> 1.6"},
      {:appsignal_phoenix, "~> 2.5"},
      {:telemetry_metrics, "~> 1.0"},
      {:telemetry_poller, "~> 1.1"},
      {:gettext, "~> 0.26"},
      {:jason, "~> 1.4"},
      {:dns_cluster, "~> 0.1.1"},
      {:bandit, "~> 1.6"},
      {:ex_machina, "~> 2.8", only: :test},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false}
    ]
  end

  defp aliases do
    [
      setup: ["deps.get", "ecto.setup", "assets.setup", "assets.build"],
      "ecto.setup": ["ecto.create", "ecto.migrate", "run priv/repo/seeds.exs"],
      "ecto.reset": ["ecto.drop", "ecto.setup"],
      test: ["ecto.create --quiet", "ecto.migrate --quiet", "test"],
      "assets.setup": ["tailwind.install --if-missing", "esbuild.install --if-missing"],
      "assets.build": ["tailwind moorline", "esbuild moorline"],
      "assets.deploy": ["tailwind moorline --minify", "esbuild moorline --minify", "phx.digest"]
    ]
  end
end
"""

FS["server/lib/moorline/bookings.ex"] = """defmodule Moorline.Bookings do
  @moduledoc \"\"\"
  Berth bookings: availability, creation, cancellation and unpaid holds.
  \"\"\"

  import Ecto.Query

  alias Moorline.AvailabilityCache
  alias Moorline.Bookings.Booking
  alias Moorline.Repo

  def list_for_berth(berth_id, %Date.Range{} = range) do
    from(b in Booking,
      where: b.berth_id == ^berth_id and b.status == :confirmed,
      where: b.arrives_on <= ^range.last and b.departs_on > ^range.first,
      order_by: b.arrives_on
    )
    |> Repo.all()
  end

  def create_booking(owner, attrs) do
    changeset = Booking.changeset(%Booking{owner_id: owner.id}, attrs)

    cond do
      not changeset.valid? ->
        {:error, changeset}

      not available?(changeset) ->
        {:error, :berth_taken}

      true ->
        {:ok, booking} = Repo.insert(changeset)
        AvailabilityCache.invalidate(booking.berth_id)
        {:ok, booking}
    end
  end

  def available?(%Ecto.Changeset{} = changeset) do
    berth_id = Ecto.Changeset.get_field(changeset, :berth_id)
    arrives_on = Ecto.Changeset.get_field(changeset, :arrives_on)
    departs_on = Ecto.Changeset.get_field(changeset, :departs_on)

    not Repo.exists?(
      from b in Booking,
        where: b.berth_id == ^berth_id and b.status == :confirmed,
        where: b.arrives_on < ^departs_on and b.departs_on > ^arrives_on
    )
  end

  def cancel_booking(%Booking{} = booking) do
    with {:ok, booking} <- booking |> Booking.status_changeset(:cancelled) |> Repo.update() do
      AvailabilityCache.invalidate(booking.berth_id)
      {:ok, booking}
    end
  end

  def expire_unpaid_holds(now \\\\ DateTime.utc_now()) do
    {count, berth_ids} =
      from(b in Booking,
        where: b.status == :held and b.hold_expires_at < ^now,
        select: b.berth_id
      )
      |> Repo.update_all(set: [status: :expired, updated_at: now])

    berth_ids |> Enum.uniq() |> Enum.each(&AvailabilityCache.invalidate/1)
    count
  end
end
"""

FS["server/test/moorline/bookings_test.exs"] = """defmodule Moorline.BookingsTest do
  use Moorline.DataCase, async: true

  import Moorline.Factory

  alias Moorline.Bookings

  describe "create_booking/2" do
    setup do
      %{berth: insert(:berth), owner: insert(:owner)}
    end

    test "books a free berth", %{berth: berth, owner: owner} do
      attrs = %{berth_id: berth.id, boat_id: insert(:boat, owner: owner).id,
                arrives_on: ~D[2025-04-18], departs_on: ~D[2025-04-21]}

      assert {:ok, booking} = Bookings.create_booking(owner, attrs)
      assert booking.status == :confirmed
    end

    test "refuses an overlapping stay", %{berth: berth, owner: owner} do
      insert(:booking, berth: berth, arrives_on: ~D[2025-04-18], departs_on: ~D[2025-04-21])
      attrs = %{berth_id: berth.id, boat_id: insert(:boat, owner: owner).id,
                arrives_on: ~D[2025-04-20], departs_on: ~D[2025-04-23]}

      assert {:error, :berth_taken} = Bookings.create_booking(owner, attrs)
    end

    test "a departure day can be the next arrival day", %{berth: berth, owner: owner} do
      insert(:booking, berth: berth, arrives_on: ~D[2025-04-18], departs_on: ~D[2025-04-21])
      attrs = %{berth_id: berth.id, boat_id: insert(:boat, owner: owner).id,
                arrives_on: ~D[2025-04-21], departs_on: ~D[2025-04-23]}

      assert {:ok, _} = Bookings.create_booking(owner, attrs)
    end
  end

  describe "expire_unpaid_holds/1" do
    test "expires holds past their deadline" do
      held = insert(:booking, status: :held, hold_expires_at: ~U[2025-03-01 10:00:00Z])

      assert Bookings.expire_unpaid_holds(~U[2025-03-01 10:05:00Z]) == 1
      assert Repo.reload!(held).status == :expired
    end
  end
end
"""

FS["ios/Moorline/Booking/BookingViewModel.swift"] = """import Alamofire
import Combine
import Foundation

/// Drives the booking sheet. iOS 16 deployment target: no Observation framework yet,
/// so this stays an ObservableObject with @Published properties.
@MainActor
final class BookingViewModel: ObservableObject {
    @Published var berth: Berth?
    @Published var boat: Boat?
    @Published var arrival = Date()
    @Published var departure = Calendar.current.date(byAdding: .day, value: 1, to: Date())!
    @Published private(set) var isSubmitting = false
    @Published var errorMessage: String?
    @Published private(set) var confirmedBooking: Booking?

    private let api: APIClient

    init(api: APIClient = .shared) {
        self.api = api
    }

    func submit() {
        guard let berth, let boat else { return }
        isSubmitting = true
        errorMessage = nil
        let body = BookingRequest(berthID: berth.id, boatID: boat.id, arrivesOn: arrival, departsOn: departure)
        api.session
            .request(APIClient.baseURL.appendingPathComponent("bookings"), method: .post,
                     parameters: body, encoder: JSONParameterEncoder(encoder: .api))
            .validate(statusCode: 200..<300)
            .responseDecodable(of: Booking.self, decoder: JSONDecoder.api) { [weak self] response in
                guard let self else { return }
                self.isSubmitting = false
                switch response.result {
                case .success(let booking):
                    self.confirmedBooking = booking
                case .failure(let error):
                    Log.report(error)
                    self.errorMessage = "Something went wrong. Please try again."
                }
            }
    }
}
"""

FS["ios/Moorline/Networking/APIClient.swift"] = """import Alamofire
import Foundation

final class APIClient {
    static let shared = APIClient()
    static let baseURL = URL(string: "https://api.moorline.app/v1")!

    let session: Session

    init(tokenProvider: TokenProvider = Auth0TokenProvider.shared) {
        let configuration = URLSessionConfiguration.af.default
        configuration.timeoutIntervalForRequest = 20
        session = Session(configuration: configuration,
                          interceptor: BearerTokenInterceptor(tokenProvider: tokenProvider))
    }

    func get<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
        try await session.request(Self.baseURL.appendingPathComponent(path))
            .validate(statusCode: 200..<300)
            .serializingDecodable(T.self, decoder: JSONDecoder.api)
            .value
    }

    func post<Body: Encodable, T: Decodable>(_ path: String, body: Body, as type: T.Type = T.self) async throws -> T {
        try await session.request(Self.baseURL.appendingPathComponent(path), method: .post,
                                  parameters: body, encoder: JSONParameterEncoder(encoder: .api))
            .validate(statusCode: 200..<300)
            .serializingDecodable(T.self, decoder: JSONDecoder.api)
            .value
    }
}

/// Adds the Auth0 access token to every request and retries once after a refresh on 401.
final class BearerTokenInterceptor: RequestInterceptor {
    private let tokenProvider: TokenProvider

    init(tokenProvider: TokenProvider) {
        self.tokenProvider = tokenProvider
    }

    func adapt(_ urlRequest: URLRequest, for session: Session,
               completion: @escaping (Result<URLRequest, Error>) -> Void) {
        Task {
            do {
                var request = urlRequest
                request.setValue("Bearer \\(try await tokenProvider.accessToken())", forHTTPHeaderField: "Authorization")
                completion(.success(request))
            } catch {
                completion(.failure(error))
            }
        }
    }

    func retry(_ request: Request, for session: Session, dueTo error: Error,
               completion: @escaping (RetryResult) -> Void) {
        guard request.response?.statusCode == 401, request.retryCount == 0 else { return completion(.doNotRetry) }
        Task {
            await tokenProvider.invalidate()
            completion(.retry)
        }
    }
}
"""

FS["ios/Moorline/MoorlineApp.swift"] = """import Auth0
import FirebaseCore
import SwiftUI

@main
struct MoorlineApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        FirebaseApp.configure()  // only for Crashlytics; no other Firebase product is used
        return true
    }
}
"""

FS["ios/Moorline/Support/Log.swift"] = """import FirebaseCrashlytics
import OSLog

enum Log {
    static let app = Logger(subsystem: "app.moorline.ios", category: "app")

    /// Logs locally and records a non-fatal in Crashlytics.
    static func report(_ error: Error, file: StaticString = #fileID, line: UInt = #line) {
        app.error("\\(String(describing: error), privacy: .public) at \\(file):\\(line)")
        Crashlytics.crashlytics().record(error: error)
    }
}
"""

FS["ios/Podfile"] = """platform :ios, '16.0'
use_frameworks!
inhibit_all_warnings!

target 'Moorline' do
  pod 'Alamofire', '~> 5.10'
  pod 'Kingfisher', '~> 8.1'
  pod 'Auth0', '~> 2.10'
  pod 'FirebaseCrashlytics', '~> 11.8'
  pod 'SwiftLint', '~> 0.58'

  target 'MoorlineTests' do
    inherit! :search_paths
  end
end

post_install do |installer|
  installer.pods_project.targets.each do |target|
    target.build_configurations.each do |config|
      config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '16.0'
    end
  end
end
"""

FS["bitrise.yml"] = """format_version: "13"
default_step_lib_source: https://github.com/bitrise-io/bitrise-steplib.git
project_type: ios

app:
  envs:
  - BITRISE_PROJECT_PATH: ios/Moorline.xcworkspace
  - BITRISE_SCHEME: Moorline
  - BITRISE_DISTRIBUTION_METHOD: app-store

trigger_map:
- pull_request_source_branch: "*"
  workflow: pr
- push_branch: main
  workflow: release

workflows:
  pr:
    steps:
    - git-clone@8: {}
    - restore-cocoapods-cache@1: {}
    - cocoapods-install@2:
        inputs:
        - source_root_path: ios
    - xcode-test@5:
        inputs:
        - project_path: $BITRISE_PROJECT_PATH
        - scheme: $BITRISE_SCHEME
        - destination: platform=iOS Simulator,name=iPhone 16,OS=latest
    - save-cocoapods-cache@1: {}
  release:
    steps:
    - git-clone@8: {}
    - cocoapods-install@2:
        inputs:
        - source_root_path: ios
    - manage-ios-code-signing@2: {}
    - xcode-archive@5:
        inputs:
        - project_path: $BITRISE_PROJECT_PATH
        - scheme: $BITRISE_SCHEME
        - distribution_method: $BITRISE_DISTRIBUTION_METHOD
    - firebase-crashlytics@0:
        inputs:
        - google_service_info_plist_path: ios/Moorline/GoogleService-Info.plist
    - deploy-to-itunesconnect-application-loader@1:
        inputs:
        - connection: api_key
"""

FS["server/lib/moorline/tides/client.ex"] = """defmodule Moorline.Tides.Client do
  @moduledoc "Fetches tide predictions for a harbour's reference station from Tidecast."

  @base_url "https://api.tidecast.io/v2"

  def predictions(station_id, %Date{} = from, days \\\\ 3) do
    url = "#{@base_url}/stations/#{station_id}/predictions"
    params = %{start: Date.to_iso8601(from), days: days, datum: "LAT"}
    headers = [{"Authorization", "Bearer " <> api_key()}, {"Accept", "application/json"}]

    case HTTPoison.get(url, headers, params: params) do
      {:ok, %HTTPoison.Response{status_code: 200, body: body}} ->
        {:ok, body |> Jason.decode!() |> Map.fetch!("predictions") |> Enum.map(&to_prediction/1)}

      {:ok, %HTTPoison.Response{status_code: status}} ->
        {:error, {:http, status}}

      {:error, %HTTPoison.Error{reason: reason}} ->
        {:error, reason}
    end
  end

  defp to_prediction(%{"time" => time, "height_m" => height, "type" => type}) do
    {:ok, at, 0} = DateTime.from_iso8601(time)
    %{at: at, height_m: height, type: String.to_existing_atom(type)}
  end

  defp api_key, do: Application.fetch_env!(:moorline, :tidecast_api_key)
end
"""

FS["server/lib/moorline/tides.ex"] = """defmodule Moorline.Tides do
  @moduledoc "Tide tables per harbour, refreshed by the scheduler every 30 minutes."

  alias Moorline.Harbours
  alias Moorline.Repo
  alias Moorline.Tides.{Client, Table}

  def refresh_all do
    for harbour <- Harbours.with_tide_station() do
      {:ok, predictions} = Client.predictions(harbour.tide_station_id, Date.utc_today())
      Table.upsert!(harbour.id, predictions)
    end
  end

  def for_harbour(harbour_id), do: Repo.get_by(Table, harbour_id: harbour_id)
end
"""

FS["server/config/config.exs"] = """import Config

config :moorline,
  ecto_repos: [Moorline.Repo],
  generators: [timestamp_type: :utc_datetime]

config :moorline, MoorlineWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [
    formats: [html: MoorlineWeb.ErrorHTML, json: MoorlineWeb.ErrorJSON],
    layout: false
  ],
  pubsub_server: Moorline.PubSub,
  live_view: [signing_salt: "q3Lx0v9T"]

config :moorline, Moorline.Mailer, adapter: Swoosh.Adapters.Local

# Recurring jobs (Quantum). Every node runs its own scheduler.
config :moorline, Moorline.Scheduler,
  timezone: "Europe/Amsterdam",
  jobs: [
    nightly_invoices: [schedule: "15 2 * * *", task: {Moorline.Invoicing, :run_nightly, []}],
    tide_refresh: [schedule: "*/30 * * * *", task: {Moorline.Tides, :refresh_all, []}],
    expire_holds: [schedule: "*/5 * * * *", task: {Moorline.Bookings, :expire_unpaid_holds, []}]
  ]

config :elixir, :time_zone_database, Tzdata.TimeZoneDatabase

config :esbuild,
  version: "0.17.11",
  moorline: [
    args: ~w(js/app.js --bundle --target=es2017 --outdir=../priv/static/assets --external:/fonts/* --external:/images/*),
    cd: Path.expand("../assets", __DIR__),
    env: %{"NODE_PATH" => Path.expand("../deps", __DIR__)}
  ]

config :tailwind,
  version: "3.4.3",
  moorline: [
    args: ~w(--config=tailwind.config.js --input=css/app.css --output=../priv/static/assets/app.css),
    cd: Path.expand("../assets", __DIR__)
  ]

config :logger, :console,
  format: "$time $metadata[$level] $message\\n",
  metadata: [:request_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"
"""

FS["server/config/test.exs"] = """import Config

config :moorline, Moorline.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "moorline_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox,
  pool_size: System.schedulers_online() * 2

config :moorline, MoorlineWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  secret_key_base: "Zk0c3v7mJ2oQ9yWn4uTq1rXb8aDf6gHs5LpNeRtYuIoPaSdFgHjKlZxCvBnMqWe1",
  server: false

config :moorline, Moorline.Mailer, adapter: Swoosh.Adapters.Test
config :moorline, Moorline.Scheduler, jobs: []
config :moorline, :tidecast_api_key, "test-key"

config :swoosh, :api_client, false
config :logger, level: :warning
config :phoenix, :plug_init_mode, :runtime
config :phoenix_live_view, enable_expensive_runtime_checks: true
"""

FS["server/lib/moorline/scheduler.ex"] = """defmodule Moorline.Scheduler do
  @moduledoc "Quantum scheduler; jobs are configured in config/config.exs."
  use Quantum, otp_app: :moorline
end
"""

FS["server/lib/moorline/application.ex"] = """defmodule Moorline.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      MoorlineWeb.Telemetry,
      Moorline.Repo,
      {DNSCluster, query: Application.get_env(:moorline, :dns_cluster_query) || :ignore},
      {Phoenix.PubSub, name: Moorline.PubSub},
      {Finch, name: Moorline.Finch},
      {Cachex, name: :availability},
      Moorline.Scheduler,
      MoorlineWeb.Endpoint
    ]

    opts = [strategy: :one_for_one, name: Moorline.Supervisor]
    Supervisor.start_link(children, opts)
  end

  @impl true
  def config_change(changed, _new, removed) do
    MoorlineWeb.Endpoint.config_change(changed, removed)
    :ok
  end
end
"""

FS["server/lib/moorline/invoicing.ex"] = """defmodule Moorline.Invoicing do
  @moduledoc "Nightly invoicing of completed stays; one invoice per owner and harbour."

  import Ecto.Query

  alias Moorline.Bookings.Booking
  alias Moorline.Invoicing.{Invoice, Line}
  alias Moorline.Repo

  @vat_rate 0.21

  def run_nightly(today \\\\ Date.utc_today()) do
    from(b in Booking,
      where: b.status == :confirmed and b.departs_on < ^today and is_nil(b.invoice_id),
      preload: [berth: :harbour]
    )
    |> Repo.all()
    |> Enum.group_by(&{&1.owner_id, &1.berth.harbour_id})
    |> Enum.map(fn {{owner_id, harbour_id}, bookings} -> create_invoice!(owner_id, harbour_id, bookings) end)
  end

  def create_invoice!(owner_id, harbour_id, bookings) do
    lines = Enum.map(bookings, &line_for/1)
    net = lines |> Enum.map(& &1.net) |> Enum.sum()
    vat = Float.round(net * @vat_rate, 2)

    Repo.transaction(fn ->
      invoice =
        Repo.insert!(%Invoice{owner_id: owner_id, harbour_id: harbour_id, lines: lines,
                              net: net, vat: vat, total: net + vat})

      Repo.update_all(from(b in Booking, where: b.id in ^Enum.map(bookings, & &1.id)),
        set: [invoice_id: invoice.id]
      )

      invoice
    end)
  end

  defp line_for(%Booking{} = booking) do
    nights = Date.diff(booking.departs_on, booking.arrives_on)
    net = Float.round(nights * booking.nightly_rate * booking.length_factor, 2)
    %Line{booking_id: booking.id, nights: nights, net: net}
  end
end
"""

FS["server/lib/moorline/availability_cache.ex"] = """defmodule Moorline.AvailabilityCache do
  @moduledoc \"\"\"
  Caches the free/booked calendar per berth for the iOS app and the harbour dashboard.
  Backed by Cachex (an ETS table local to this node).
  \"\"\"

  alias Moorline.Bookings

  @ttl :timer.minutes(10)

  def calendar(berth_id, %Date.Range{} = range) do
    key = {berth_id, range.first, range.last}

    case Cachex.fetch(:availability, key, fn _ -> {:commit, build(berth_id, range), ttl: @ttl} end) do
      {:ok, value} -> value
      {:commit, value} -> value
      {:commit, value, _opts} -> value
    end
  end

  def invalidate(berth_id) do
    # Keys are {berth_id, first, last}; drop every range cached for this berth.
    {:ok, keys} = Cachex.keys(:availability)
    keys |> Enum.filter(&match?({^berth_id, _, _}, &1)) |> Enum.each(&Cachex.del(:availability, &1))
    :ok
  end

  defp build(berth_id, range) do
    booked =
      berth_id
      |> Bookings.list_for_berth(range)
      |> Enum.flat_map(fn b -> Date.range(b.arrives_on, Date.add(b.departs_on, -1)) |> Enum.to_list() end)
      |> MapSet.new()

    Map.new(range, fn day -> {day, if(MapSet.member?(booked, day), do: :booked, else: :free)} end)
  end
end
"""

FS["server/config/runtime.exs"] = """import Config

if System.get_env("PHX_SERVER") do
  config :moorline, MoorlineWeb.Endpoint, server: true
end

config :moorline, :tidecast_api_key, System.get_env("TIDECAST_API_KEY")

if config_env() == :prod do
  # Fly Postgres cluster `moorline-db`, reached over Flycast on the private network.
  database_url =
    System.get_env("DATABASE_URL") ||
      raise "environment variable DATABASE_URL is missing."

  maybe_ipv6 = if System.get_env("ECTO_IPV6") in ~w(true 1), do: [:inet6], else: []

  config :moorline, Moorline.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
    socket_options: maybe_ipv6

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise "environment variable SECRET_KEY_BASE is missing."

  host = System.get_env("PHX_HOST") || "api.moorline.app"
  port = String.to_integer(System.get_env("PORT") || "4000")

  config :moorline, :dns_cluster_query, System.get_env("DNS_CLUSTER_QUERY")

  config :moorline, MoorlineWeb.Endpoint,
    url: [host: host, port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: port],
    secret_key_base: secret_key_base

  config :moorline, :auth0,
    domain: System.fetch_env!("AUTH0_DOMAIN"),
    audience: System.fetch_env!("AUTH0_AUDIENCE")

  config :moorline, Moorline.Mailer,
    adapter: Swoosh.Adapters.Sendgrid,
    api_key: System.fetch_env!("SENDGRID_API_KEY")

  config :swoosh, :api_client, Swoosh.ApiClient.Finch
  config :swoosh, :finch_name, Moorline.Finch
end
"""

FS["server/lib/moorline_web/router.ex"] = """defmodule MoorlineWeb.Router do
  use MoorlineWeb, :router

  import MoorlineWeb.StaffAuth

  pipeline :browser do
    plug :accepts, ["html"]
    plug :fetch_session
    plug :fetch_live_flash
    plug :put_root_layout, html: {MoorlineWeb.Layouts, :root}
    plug :protect_from_forgery
    plug :put_secure_browser_headers
    plug :fetch_current_staff
  end

  pipeline :api do
    plug :accepts, ["json"]
  end

  pipeline :owner_api do
    plug MoorlineWeb.Plugs.Auth0Token
  end

  scope "/", MoorlineWeb do
    pipe_through [:browser, :require_staff]

    live "/", HarbourDashboardLive, :index
    live "/berths/:id", BerthLive, :show
    live "/invoices", InvoiceLive.Index, :index
  end

  scope "/v1", MoorlineWeb.API do
    pipe_through [:api, :owner_api]

    get "/me", MeController, :show
    resources "/boats", BoatController, only: [:index, :create, :update]
    get "/harbours/:harbour_id/berths", BerthController, :index
    get "/berths/:id/calendar", CalendarController, :show
    resources "/bookings", BookingController, only: [:index, :create, :delete]
  end

  scope "/webhooks", MoorlineWeb do
    pipe_through :api

    post "/sendgrid/events", SendgridWebhookController, :create
    post "/stripe", StripeWebhookController, :create
  end
end
"""

FS["server/lib/moorline_web/controllers/sendgrid_webhook_controller.ex"] = """defmodule MoorlineWeb.SendgridWebhookController do
  @moduledoc "SendGrid event webhook: marks owner emails as bouncing so we stop mailing them."
  use MoorlineWeb, :controller

  alias Moorline.Owners

  def create(conn, %{"_json" => events}) when is_list(events) do
    for %{"event" => event, "email" => email} <- events, event in ["bounce", "dropped", "spamreport"] do
      Owners.mark_email_undeliverable(email, event)
    end

    send_resp(conn, 204, "")
  end
end
"""

FS["server/Dockerfile"] = """# Generated by `mix phx.gen.release --docker`, trimmed.
ARG ELIXIR_VERSION=1.16.3
ARG OTP_VERSION=26.2.5
ARG DEBIAN_VERSION=bookworm-20250224-slim

ARG BUILDER_IMAGE="hexpm/elixir:${ELIXIR_VERSION}-erlang-${OTP_VERSION}-debian-${DEBIAN_VERSION}"
ARG RUNNER_IMAGE="debian:${DEBIAN_VERSION}"

FROM ${BUILDER_IMAGE} AS builder

RUN apt-get update -y && apt-get install -y build-essential git \\
    && apt-get clean && rm -f /var/lib/apt/lists/*_*

WORKDIR /app
RUN mix local.hex --force && mix local.rebar --force
ENV MIX_ENV="prod"

COPY mix.exs mix.lock ./
RUN mix deps.get --only $MIX_ENV
RUN mkdir config
COPY config/config.exs config/${MIX_ENV}.exs config/
RUN mix deps.compile

COPY priv priv
COPY lib lib
COPY assets assets
RUN mix assets.deploy
RUN mix compile
COPY config/runtime.exs config/
COPY rel rel
RUN mix release

FROM ${RUNNER_IMAGE}

RUN apt-get update -y && \\
  apt-get install -y libstdc++6 openssl libncurses5 locales ca-certificates \\
  && apt-get clean && rm -f /var/lib/apt/lists/*_*

RUN sed -i '/en_US.UTF-8/s/^# //g' /etc/locale.gen && locale-gen
ENV LANG=en_US.UTF-8 LANGUAGE=en_US:en LC_ALL=en_US.UTF-8

WORKDIR "/app"
RUN chown nobody /app
ENV MIX_ENV="prod"

COPY --from=builder --chown=nobody:root /app/_build/${MIX_ENV}/rel/moorline ./

USER nobody
CMD ["/app/bin/server"]
"""

FS[".github/workflows/server.yml"] = """name: server

on:
  pull_request:
    paths: ["server/**", ".github/workflows/server.yml"]
  push:
    branches: [main]
    paths: ["server/**", ".github/workflows/server.yml"]

defaults:
  run:
    working-directory: server

jobs:
  test:
    runs-on: ubuntu-24.04
    services:
      postgres:
        image: postgres:15
        env:
          POSTGRES_PASSWORD: postgres
        ports: ["5432:5432"]
        options: >-
          --health-cmd pg_isready --health-interval 5s --health-timeout 5s --health-retries 10
    env:
      MIX_ENV: test
    steps:
      - uses: actions/checkout@v4
      - uses: erlef/setup-beam@v1
        with:
          elixir-version: "1.16.3"
          otp-version: "26.2"
      - uses: actions/cache@v4
        with:
          path: |
            server/deps
            server/_build
          key: mix-${{ runner.os }}-${{ hashFiles('server/mix.lock') }}
      - run: mix deps.get
      - run: mix compile --warnings-as-errors
      - run: mix test

  lint:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: erlef/setup-beam@v1
        with:
          elixir-version: "1.16.3"
          otp-version: "26.2"
      - run: mix deps.get
      - run: mix format --check-formatted
      - run: mix credo --strict
"""

FS["docs/onboarding.md"] = """# Moorline: getting started

_Last updated: 2025-03-04_

Moorline lets boat owners book visitor berths in partner marinas from an iPhone, and gives harbour
staff a live dashboard of arrivals, departures and tides.

## Repository

| path | what |
|---|---|
| `server/` | Phoenix 1.7 app (Elixir 1.16, OTP 26): JSON API for the iOS app under `/v1`, LiveView dashboard for harbour staff |
| `ios/` | the iOS app (SwiftUI, iOS 16+), `Moorline.xcworkspace` |
| `docs/` | this file, runbooks |

## Server

- Database: PostgreSQL 15 on Fly Postgres (`moorline-db`), Ecto 3.12
- Background work: Quantum cron jobs (`Moorline.Scheduler`): nightly invoices, tide refresh, hold expiry
- Availability calendar cached in Cachex
- Outgoing HTTP (Tidecast tide API) with HTTPoison; JSON with Jason
- Email: Swoosh + SendGrid
- Errors and performance: AppSignal
- Login: Auth0 issues the tokens, the server verifies them with Joken + JWKS
- Hosting: Fly.io, two machines in `ams`
- CI: GitHub Actions (`.github/workflows/server.yml`): ExUnit, `mix format`, Credo

## iOS

- Dependencies with CocoaPods: `cd ios && pod install`, then open the workspace
- Networking with Alamofire; images with Kingfisher; login with Auth0.swift
- View models are `ObservableObject`s with `@Published` state
- Crash reports: Firebase Crashlytics
- Tests: XCTest (`MoorlineTests`)
- CI and TestFlight uploads: Bitrise (`bitrise.yml`)

## First day

1. `asdf install` in the repository root
2. `cd server && mix setup && iex -S mix phx.server`
3. `cd ios && pod install && open Moorline.xcworkspace`
"""


# =================================================================================================
# s01  2025-03-18 Tue  0.2.45  double booking race -> exclusion constraint
# =================================================================================================

def session_01():
    VM = "ios/Moorline/Booking/BookingViewModel.swift"
    S = Session("s01", "2025-03-18T09:12:04.318", "0.2.45", "claude-3-7-sonnet-20250219", "main", "v1")
    S.prompt(
        "Two boat owners both got berth B12 at Marina Wielingen for the Easter weekend (arriving 18 April, leaving "
        "the 21st). Both bookings were created within the same second last night, both confirmed, both paid. "
        "Moorline.Bookings.create_booking/2 checks availability and then inserts, so I assume it's a race. We run two "
        "machines on Fly, so this will happen again. Can you make the database enforce it? It's the Phoenix 1.7 app "
        "in server/.", k="p1")
    S.think("Check-then-insert race across two app machines. The robust fix is a Postgres exclusion constraint on "
            "(berth_id, daterange(arrives_on, departs_on)) for confirmed bookings, which needs btree_gist. I should "
            "check the Postgres version in production, look for existing overlaps (the migration would fail on "
            "them), and map the constraint violation back to {:error, :berth_taken}.")
    S.say("That's the classic check-then-insert race: both requests run `available?/1` before either one commits. "
          "Let me look at the booking code first.")
    S.read("server/lib/moorline/bookings.ex")
    S.read("server/mix.exs", rk="mixexs")
    S.say("ecto_sql 3.12 is fine: `Ecto.Changeset.exclusion_constraint/3` turns a violated exclusion constraint into a "
          "changeset error. The constraint itself needs the `btree_gist` extension (for `berth_id WITH =` inside a "
          "GiST index). Let me check what Postgres runs locally and in production.")
    S.bash("cat .tool-versions && fly ssh console -a moorline-db -C \"psql -U postgres -d moorline -tAc 'select version()'\"",
           "Check local tool versions and the production Postgres version",
           "elixir 1.16.3-otp-26\nerlang 26.2.5\nnodejs 20.18.1\npostgres 15.8\n"
           "Connecting to fdaa:9:1c3e:a7b:2c4:8f21:6a0e:2... complete\n"
           "PostgreSQL 15.8 (Debian 15.8-1.pgdg120+1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit",
           k="pgver_cmd", rk="pgver")
    S.bash("fly ssh console -a moorline-db -C \"psql -U postgres -d moorline -c \\\"select a.id, b.id as other_id, a.berth_id, "
           "a.arrives_on, a.departs_on from bookings a join bookings b on b.berth_id = a.berth_id and b.id > a.id "
           "where a.status = 'confirmed' and b.status = 'confirmed' and daterange(a.arrives_on, a.departs_on) && "
           "daterange(b.arrives_on, b.departs_on)\\\"\"",
           "Find existing overlapping confirmed bookings in production",
           "Connecting to fdaa:9:1c3e:a7b:2c4:8f21:6a0e:2... complete\n"
           "  id  | other_id | berth_id | arrives_on | departs_on\n"
           "------+----------+----------+------------+------------\n"
           " 4812 |     4815 |      212 | 2025-04-18 | 2025-04-21\n"
           "(1 row)")
    S.say("PostgreSQL 15.8 on Fly Postgres ships `btree_gist` as a contrib extension, so we can use it. There is exactly "
          "one existing overlap, the Easter pair (4812 and 4815 on berth 212 = B12). The constraint can't be added while "
          "both are confirmed, so one of them has to be cancelled or moved before the migration runs. I'll write the "
          "migration and the code now.", k="pg_note")
    S.write("server/priv/repo/migrations/20250318093000_add_bookings_no_overlap_constraint.exs",
            """defmodule Moorline.Repo.Migrations.AddBookingsNoOverlapConstraint do
  use Ecto.Migration

  # Two confirmed bookings of the same berth must not share a night. Departure day is exclusive ('[)'),
  # so leaving on the 21st and someone else arriving on the 21st is fine.
  def up do
    execute "CREATE EXTENSION IF NOT EXISTS btree_gist"

    execute \"\"\"
    ALTER TABLE bookings
      ADD CONSTRAINT bookings_no_overlapping_stays
      EXCLUDE USING gist (
        berth_id WITH =,
        daterange(arrives_on, departs_on, '[)') WITH &&
      ) WHERE (status = 'confirmed')
    \"\"\"
  end

  def down do
    execute "ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlapping_stays"
  end
end
""")
    S.edit("server/lib/moorline/bookings.ex",
           """  def create_booking(owner, attrs) do
    changeset = Booking.changeset(%Booking{owner_id: owner.id}, attrs)

    cond do
      not changeset.valid? ->
        {:error, changeset}

      not available?(changeset) ->
        {:error, :berth_taken}

      true ->
        {:ok, booking} = Repo.insert(changeset)
        AvailabilityCache.invalidate(booking.berth_id)
        {:ok, booking}
    end
  end""",
           """  def create_booking(owner, attrs) do
    changeset =
      %Booking{owner_id: owner.id}
      |> Booking.changeset(attrs)
      |> Ecto.Changeset.exclusion_constraint(:berth_id,
        name: :bookings_no_overlapping_stays,
        message: "is already booked for these dates"
      )

    # available?/1 gives the friendly answer in the common case. The exclusion constraint is what
    # actually stops two concurrent requests (possibly on different machines) from both winning.
    cond do
      not changeset.valid? -> {:error, changeset}
      not available?(changeset) -> {:error, :berth_taken}
      true -> insert_booking(changeset)
    end
  end

  defp insert_booking(changeset) do
    case Repo.insert(changeset) do
      {:ok, booking} ->
        AvailabilityCache.invalidate(booking.berth_id)
        {:ok, booking}

      {:error, %Ecto.Changeset{errors: errors} = changeset} ->
        if Keyword.has_key?(errors, :berth_id), do: {:error, :berth_taken}, else: {:error, changeset}
    end
  end""")
    S.read("server/test/moorline/bookings_test.exs", offset=1, limit=40)
    S.edit("server/test/moorline/bookings_test.exs",
           """      assert {:ok, _} = Bookings.create_booking(owner, attrs)
    end
  end""",
           """      assert {:ok, _} = Bookings.create_booking(owner, attrs)
    end

    test "the database rejects an overlapping stay even if the pre-check is bypassed",
         %{berth: berth, owner: owner} do
      insert(:booking, berth: berth, arrives_on: ~D[2025-04-18], departs_on: ~D[2025-04-21])

      # What the race looks like: the second insert has already passed available?/1.
      changeset =
        Moorline.Bookings.Booking.changeset(%Moorline.Bookings.Booking{owner_id: owner.id}, %{
          berth_id: berth.id,
          boat_id: insert(:boat, owner: owner).id,
          arrives_on: ~D[2025-04-20],
          departs_on: ~D[2025-04-22]
        })

      assert_raise Ecto.ConstraintError, ~r/bookings_no_overlapping_stays/, fn ->
        Repo.insert(changeset)
      end
    end
  end""")
    S.bash("cd server && mix test test/moorline/bookings_test.exs && mix test",
           "Run the booking tests, then the whole suite",
           "Running ExUnit with seed: 604211, max_cases: 20\n\n.....\n"
           "Finished in 0.3 seconds (0.3s async, 0.00s sync)\n5 tests, 0 failures\n"
           "Running ExUnit with seed: 88150, max_cases: 20\n\n"
           "..................................................................................................................\n"
           "..................................................................................................\n"
           "Finished in 4.1 seconds (2.4s async, 1.7s sync)\n212 tests, 0 failures",
           rk="mixtest", run=(12, 20))
    S.say("Server side is green. The iOS app will now get a 409 for the loser of the race (the API maps "
          "`:berth_taken` to 409 in the fallback controller). Let me check what the app shows for it.")
    S.grep("errorMessage =|Log\\.report|record\\(error", "ios/Moorline",
           [f"/Users/ines/code/moorline/ios/Moorline/Booking/BookingViewModel.swift:{ln(VM, 'errorMessage = nil')}:        errorMessage = nil",
            f"/Users/ines/code/moorline/ios/Moorline/Booking/BookingViewModel.swift:{ln(VM, 'Log.report(error)')}:                    Log.report(error)",
            f"/Users/ines/code/moorline/ios/Moorline/Booking/BookingViewModel.swift:{ln(VM, 'Something went wrong')}:                    self.errorMessage = \"Something went wrong. Please try again.\"",
            "/Users/ines/code/moorline/ios/Moorline/Boats/BoatFormViewModel.swift:52:                self.errorMessage = error.localizedDescription",
            f"/Users/ines/code/moorline/ios/Moorline/Support/Log.swift:{ln('ios/Moorline/Support/Log.swift', 'Crashlytics.crashlytics')}:        Crashlytics.crashlytics().record(error: error)"],
           rk="grep_ios")
    S.read("ios/Moorline/Booking/BookingViewModel.swift", rk="vm_read")
    S.edit("ios/Moorline/Booking/BookingViewModel.swift",
           """                case .failure(let error):
                    Log.report(error)
                    self.errorMessage = "Something went wrong. Please try again."
""",
           """                case .failure where response.response?.statusCode == 409:
                    // Lost the race for the berth: expected, not worth a Crashlytics non-fatal.
                    self.errorMessage = "Someone else just booked this berth for these dates. Please pick other dates or another berth."
                case .failure(let error):
                    Log.report(error)
                    self.errorMessage = "Something went wrong. Please try again."
""")
    S.bash("cd ios && xcodebuild test -workspace Moorline.xcworkspace -scheme Moorline "
           "-destination 'platform=iOS Simulator,name=iPhone 16' -quiet 2>&1 | tail -12",
           "Run the iOS unit tests",
           "warning: Run script build phase '[CP] Embed Pods Frameworks' will be run during every build because it does not specify any outputs. To address this issue, either add output dependencies to the script phase, or configure it to run in every build by unchecking \"Based on dependency analysis\" in the script phase. (in target 'Moorline' from project 'Moorline')\n"
           "Test Suite 'All tests' started at ⟦LDT-4.1⟧.\n"
           "Test Suite 'MoorlineTests.xctest' started at ⟦LDT-4.09⟧.\n"
           "Test Suite 'BookingViewModelTests' started at ⟦LDT-4.08⟧.\n"
           "Test Suite 'BookingViewModelTests' passed at ⟦LDT-3.9⟧.\n"
           "\t Executed 9 tests, with 0 failures (0 unexpected) in 0.176 (0.181) seconds\n"
           "Test Suite 'MoorlineTests.xctest' passed at ⟦LDT-3.2⟧.\n"
           "\t Executed 41 tests, with 0 failures (0 unexpected) in 0.861 (0.888) seconds\n"
           "Test Suite 'All tests' passed at ⟦LDT-3.19⟧.\n"
           "\t Executed 41 tests, with 0 failures (0 unexpected) in 0.861 (0.889) seconds",
           rk="xctest", run=(60, 110))
    S.say("Done:\n\n"
          "- **Migration** `20250318093000_add_bookings_no_overlap_constraint.exs`: enables `btree_gist` and adds "
          "`bookings_no_overlapping_stays`, an exclusion constraint on `(berth_id, daterange(arrives_on, departs_on, '[)'))` "
          "for confirmed bookings. Departure day stays exclusive, so back-to-back stays still work.\n"
          "- **`Bookings.create_booking/2`**: declares the constraint on the changeset; if the insert loses the race it "
          "returns `{:error, :berth_taken}` like the pre-check does, instead of crashing on the `{:ok, booking} =` match.\n"
          "- **Test** that inserts an overlapping stay past the pre-check and expects the constraint to fire. 212 ExUnit "
          "tests pass.\n"
          "- **iOS**: a 409 on submit now says the berth was just taken instead of \"Something went wrong\", and no longer "
          "records a Crashlytics non-fatal. 41 XCTest tests pass.\n\n"
          "Before deploying: the migration will fail while bookings 4812 and 4815 are both confirmed. One of the two "
          "owners needs to be moved or cancelled first.", end=True)

    S.prompt("I moved the second owner (booking 4815) to B14 in the dashboard, so 4815 is cancelled now. Commit, open a "
             "PR, and once CI is green merge and deploy.", k="p2")
    S.bash("git checkout -b fix/berth-double-booking && git add -A server ios && git commit -q -m "
           "\"bookings: enforce no overlapping stays with an exclusion constraint\" && git push -q -u origin "
           "fix/berth-double-booking && gh pr create --fill",
           "Commit, push and open the PR",
           "Switched to a new branch 'fix/berth-double-booking'\n"
           "remote: \nremote: Create a pull request for 'fix/berth-double-booking' on GitHub by visiting:\n"
           "remote:      https://github.com/ines-vdb/moorline/pull/new/fix/berth-double-booking\nremote: \n"
           "https://github.com/ines-vdb/moorline/pull/141", run=(6, 12))
    S.branch = "fix/berth-double-booking"
    S.bash("gh pr checks 141 --watch", "Wait for the PR checks",
           "All checks were successful\n0 cancelled, 0 failing, 3 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                             DESCRIPTION      ELAPSED  URL\n"
           "✓  server/test (pull_request)                         1m52s    https://github.com/ines-vdb/moorline/actions/runs/13921833107/job/38958420711\n"
           "✓  server/lint (pull_request)                         44s      https://github.com/ines-vdb/moorline/actions/runs/13921833107/job/38958420980\n"
           "✓  ci/bitrise/5b1f0c7a2e9d4c83/pr   Build succeeded  6m31s    https://app.bitrise.io/build/8d2e41f0-6c1b-4a7e-9f35-0b7c2d9e1a64",
           rk="checks", run=(380, 420))
    S.bash("gh pr merge 141 --squash --delete-branch && git checkout -q main && git pull -q && cd server && fly deploy",
           "Merge the PR and deploy to Fly",
           "✓ Squashed and merged pull request ines-vdb/moorline#141 (bookings: enforce no overlapping stays with an exclusion constraint)\n"
           "✓ Deleted local branch fix/berth-double-booking and switched to branch main\n"
           "✓ Deleted remote branch fix/berth-double-booking\n"
           "==> Verifying app config\n--> Verified app config\n==> Building image\n"
           "==> Building image with Depot\n[+] Building 71.4s (24/24) FINISHED\n"
           "--> Building image done\n==> Pushing image to fly\n--> Pushing image done\n"
           "image: registry.fly.io/moorline:deployment-01JPM0W7J3T2V9QK4R8B5XH6ZC\nimage size: 48 MB\n\n"
           "Watch your deployment at https://fly.io/apps/moorline/monitoring\n\n"
           "Running moorline release_command: /app/bin/migrate\n"
           "  ⟦UT-64.2⟧ [info] == Running 20250318093000 Moorline.Repo.Migrations.AddBookingsNoOverlapConstraint.up/0 forward\n"
           "  ⟦UT-64.19⟧ [info] execute \"CREATE EXTENSION IF NOT EXISTS btree_gist\"\n"
           "  ⟦UT-64.0⟧ [info] execute \"ALTER TABLE bookings\\n  ADD CONSTRAINT bookings_no_overlapping_stays ...\"\n"
           "  ⟦UT-63.7⟧ [info] == Migrated 20250318093000 in 0.4s\n"
           "✔ release_command 1857d0dce05e28 completed successfully\n"
           "-------\nUpdating existing machines in 'moorline' with rolling strategy\n\n-------\n"
           " ✔ [1/2] Machine 3d8d9e1b4e7589 [app] update succeeded\n"
           " ✔ [2/2] Machine 91857e0c24d683 [app] update succeeded\n-------\n"
           "Checking DNS configuration for moorline.fly.dev\n\n"
           "Visit your newly deployed app at https://moorline.fly.dev/",
           rk="deploy", run=(150, 200))
    S.branch = "main"
    S.say("Merged as #141 and deployed to both Fly machines; the release command ran the migration, so production now "
          "has `bookings_no_overlapping_stays`. The next Easter-style race ends with one booking and one friendly "
          "\"just booked\" message.\n\n"
          "Side note from the checks: Bitrise runs the full iOS workflow (6.5 minutes here) on every PR, including "
          "server-only ones, since its trigger map has no path filter. Filtering on `ios/**` would save a lot of "
          "Bitrise build minutes.", k="bitrise_note", end=True)
    return S


def lock_line(name: str, version: str, deps: str = "[]", tool: str = ":mix") -> str:
    h1 = "".join(rng.choice("0123456789abcdef") for _ in range(64))
    h2 = "".join(rng.choice("0123456789abcdef") for _ in range(64))
    return f'  "{name}": {{:hex, :{name}, "{version}", "{h1}", [{tool}], {deps}, "hexpm", "{h2}"}},'


# =================================================================================================
# s02  2025-04-15 Tue  0.2.74  tide refresh crash; HTTPoison -> Req; Oban decided for next sprint
# =================================================================================================

def session_02():
    S = Session("s02", "2025-04-15T07:51:37.902", "0.2.74", "claude-3-7-sonnet-20250219", "req", "v1",
                summary="Berth double booking fixed with a Postgres exclusion constraint")
    S.prompt(
        "The harbour dashboard has shown the same tide table since Saturday. AppSignal has a MatchError in "
        "Moorline.Tides.refresh_all/0 every 30 minutes: no match of right hand side value: {:error, :timeout}. "
        "Tidecast has been slow since they moved regions. Two things: one slow station must not kill the whole "
        "refresh, and I want to get rid of HTTPoison and use Req instead. Req has retries for transient errors and "
        "JSON decoding built in, and Req.Test finally lets us test the client without the network. hackney also "
        "keeps giving us those random :closed errors. I'm on a branch called req.", k="p1")
    S.read("server/lib/moorline/tides.ex")
    S.read("server/lib/moorline/tides/client.ex", rk="client_old")
    S.read("server/mix.exs")
    S.todo([("Replace HTTPoison with Req in mix.exs and fetch deps", "in_progress"),
            ("Rewrite Moorline.Tides.Client on Req (timeout, retries)", "pending"),
            ("Make Tides.refresh_all/0 survive a failing station", "pending"),
            ("Add Req.Test-based tests for the client", "pending")])
    S.edit("server/mix.exs", '      {:httpoison, "~> 2.2"},\n', '      {:req, "~> 0.5"},\n', k="mix_edit")
    S.bash("cd server && mix deps.get && mix deps.unlock --unused && mix deps.clean --unused",
           "Fetch Req and drop HTTPoison and its now-unused dependencies from the lock",
           "Resolving Hex dependencies...\nResolution completed in 0.171s\nNew:\n  req 0.5.10\n"
           "Unchanged:\n  bandit 1.6.11\n  cachex 3.6.0\n  castore 1.0.12\n  ecto 3.12.5\n  ecto_sql 3.12.1\n"
           "  finch 0.19.0\n  jason 1.4.4\n  phoenix 1.7.21\n  phoenix_live_view 1.0.9\n  postgrex 0.20.0\n"
           "  quantum 3.5.3\n  swoosh 1.18.3\n  ...\n* Getting req (Hex package)\n"
           "Unlocked deps:\n  * certifi\n  * hackney\n  * httpoison\n  * idna\n  * metrics\n  * mimerl\n"
           "  * parse_trans\n  * ssl_verify_fun\n  * unicode_util_compat\n"
           "* Cleaning certifi\n* Cleaning hackney\n* Cleaning httpoison\n* Cleaning idna\n* Cleaning metrics\n"
           "* Cleaning mimerl\n* Cleaning parse_trans\n* Cleaning ssl_verify_fun\n* Cleaning unicode_util_compat",
           rk="deps", run=(6, 11))
    S.write("server/lib/moorline/tides/client.ex", """defmodule Moorline.Tides.Client do
  @moduledoc \"\"\"
  Fetches tide predictions for a harbour's reference station from Tidecast.

  Uses Req: 15 s receive timeout, up to 3 retries with backoff on transient errors (timeouts,
  closed connections, 408/429/5xx). Tests stub it with `Req.Test` (see config/test.exs).
  \"\"\"

  def predictions(station_id, %Date{} = from, days \\\\ 3) do
    request =
      Req.get(new(),
        url: "/stations/:station/predictions",
        path_params: [station: station_id],
        params: [start: Date.to_iso8601(from), days: days, datum: "LAT"]
      )

    case request do
      {:ok, %Req.Response{status: 200, body: %{"predictions" => predictions}}} ->
        {:ok, Enum.map(predictions, &to_prediction/1)}

      {:ok, %Req.Response{status: status}} ->
        {:error, {:http, status}}

      {:error, exception} ->
        {:error, exception}
    end
  end

  defp new do
    [
      base_url: "https://api.tidecast.io/v2",
      auth: {:bearer, api_key()},
      receive_timeout: 15_000,
      retry: :transient,
      max_retries: 3
    ]
    |> Keyword.merge(Application.get_env(:moorline, :tidecast_req_options, []))
    |> Req.new()
  end

  defp to_prediction(%{"time" => time, "height_m" => height, "type" => type}) do
    {:ok, at, 0} = DateTime.from_iso8601(time)
    %{at: at, height_m: height, type: String.to_existing_atom(type)}
  end

  defp api_key, do: Application.fetch_env!(:moorline, :tidecast_api_key)
end
""", k="client_write")
    S.edit("server/lib/moorline/tides.ex",
           """  def refresh_all do
    for harbour <- Harbours.with_tide_station() do
      {:ok, predictions} = Client.predictions(harbour.tide_station_id, Date.utc_today())
      Table.upsert!(harbour.id, predictions)
    end
  end""",
           """  require Logger

  def refresh_all do
    for harbour <- Harbours.with_tide_station() do
      case Client.predictions(harbour.tide_station_id, Date.utc_today()) do
        {:ok, predictions} ->
          Table.upsert!(harbour.id, predictions)
          {:ok, harbour.id}

        {:error, reason} ->
          # Keep the previous table; the next run tries again.
          Logger.warning("tide refresh failed for harbour #{harbour.id}: #{inspect(reason)}")
          {:error, harbour.id}
      end
    end
  end""")
    S.read("server/config/test.exs")
    S.edit("server/config/test.exs",
           'config :moorline, :tidecast_api_key, "test-key"\n',
           'config :moorline, :tidecast_api_key, "test-key"\n'
           'config :moorline, :tidecast_req_options, plug: {Req.Test, Moorline.Tides.Client}, retry: false\n')
    S.write("server/test/moorline/tides/client_test.exs", """defmodule Moorline.Tides.ClientTest do
  use ExUnit.Case, async: true

  alias Moorline.Tides.Client

  test "parses the predictions of a station" do
    Req.Test.stub(Client, fn conn ->
      assert conn.request_path == "/v2/stations/NL-VLI/predictions"
      assert conn.query_params["start"] == "2025-04-15"

      Req.Test.json(conn, %{
        "predictions" => [
          %{"time" => "2025-04-15T03:12:00Z", "height_m" => 4.31, "type" => "high"},
          %{"time" => "2025-04-15T09:40:00Z", "height_m" => 0.42, "type" => "low"}
        ]
      })
    end)

    assert {:ok, [%{type: :high, height_m: 4.31}, %{type: :low, height_m: 0.42}]} =
             Client.predictions("NL-VLI", ~D[2025-04-15])
  end

  test "a timeout is an error tuple, not a crash" do
    Req.Test.stub(Client, &Req.Test.transport_error(&1, :timeout))

    assert {:error, %Req.TransportError{reason: :timeout}} = Client.predictions("NL-VLI", ~D[2025-04-15])
  end

  test "non-200 answers return the status" do
    Req.Test.stub(Client, &Plug.Conn.send_resp(&1, 503, "busy"))

    assert {:error, {:http, 503}} = Client.predictions("NL-VLI", ~D[2025-04-15])
  end
end
""")
    S.bash("cd server && mix test", "Run the test suite",
           "Compiling 3 files (.ex)\nGenerated moorline app\nRunning ExUnit with seed: 311740, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "..........................................................................................................\n"
           "Finished in 4.3 seconds (2.6s async, 1.7s sync)\n215 tests, 0 failures", rk="test", run=(14, 22))
    S.bash("git diff --stat && git diff server/mix.lock | grep '^[-+] '",
           "Show the change summary and the lockfile diff",
           " server/config/test.exs              |  1 +\n server/lib/moorline/tides.ex        | 17 ++++++++---\n"
           " server/lib/moorline/tides/client.ex | 45 +++++++++++++++++++-----------\n"
           " server/mix.exs                      |  2 +-\n server/mix.lock                     | 10 +------\n"
           " 5 files changed, 46 insertions(+), 29 deletions(-)\n"
           + lock_line("certifi", "2.14.0", tool=":rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("hackney", "1.23.0", '[{:certifi, "~> 2.14.0", [hex: :certifi, repo: "hexpm", optional: false]}, {:idna, "~> 6.1.0", [hex: :idna, repo: "hexpm", optional: false]}, {:metrics, "~> 1.0.0", [hex: :metrics, repo: "hexpm", optional: false]}, {:mimerl, "~> 1.1", [hex: :mimerl, repo: "hexpm", optional: false]}, {:parse_trans, "3.4.1", [hex: :parse_trans, repo: "hexpm", optional: false]}, {:ssl_verify_fun, "~> 1.1.0", [hex: :ssl_verify_fun, repo: "hexpm", optional: false]}, {:unicode_util_compat, "~> 0.7.0", [hex: :unicode_util_compat, repo: "hexpm", optional: false]}]', ":rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("httpoison", "2.2.2", '[{:hackney, "~> 1.21", [hex: :hackney, repo: "hexpm", optional: false]}]').replace("  ", "-  ", 1) + "\n"
           + lock_line("idna", "6.1.1", '[{:unicode_util_compat, "~> 0.7.0", [hex: :unicode_util_compat, repo: "hexpm", optional: false]}]', ":rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("metrics", "1.0.1", tool=":rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("mimerl", "1.3.0", tool=":rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("parse_trans", "3.4.1", tool=":rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("req", "0.5.10", '[{:brotli, "~> 0.3.1", [hex: :brotli, repo: "hexpm", optional: true]}, {:ezstd, "~> 1.0", [hex: :ezstd, repo: "hexpm", optional: true]}, {:finch, "~> 0.17", [hex: :finch, repo: "hexpm", optional: false]}, {:jason, "~> 1.0", [hex: :jason, repo: "hexpm", optional: false]}, {:mime, "~> 2.0.6 or ~> 2.1", [hex: :mime, repo: "hexpm", optional: false]}, {:nimble_csv, "~> 1.0", [hex: :nimble_csv, repo: "hexpm", optional: true]}, {:plug, "~> 1.0", [hex: :plug, repo: "hexpm", optional: true]}]').replace("  ", "+  ", 1) + "\n"
           + lock_line("ssl_verify_fun", "1.1.7", tool=":make, :mix, :rebar3").replace("  ", "-  ", 1) + "\n"
           + lock_line("unicode_util_compat", "0.7.0", tool=":rebar3").replace("  ", "-  ", 1),
           rk="lockdiff")
    S.say("Done on the `req` branch:\n\n"
          "- **mix.exs**: `{:httpoison, \"~> 2.2\"}` → `{:req, \"~> 0.5\"}`. Req 0.5.10 runs on the Finch we already "
          "had; the lock lost hackney, httpoison, certifi, idna, mimerl, metrics, parse_trans, ssl_verify_fun and "
          "unicode_util_compat.\n"
          "- **`Tides.Client`** on Req: 15 s receive timeout, `retry: :transient` with up to 3 retries (timeouts, "
          "closed connections, 408/429/5xx), JSON decoded by Req, errors returned as `{:error, exception}` instead of "
          "raising.\n"
          "- **`Tides.refresh_all/0`**: a failing station logs a warning and keeps its previous table; the other "
          "harbours still refresh. That was the actual outage: one `{:error, :timeout}` crashed the whole job every "
          "30 minutes.\n"
          "- **Tests** with `Req.Test` stubs (success, timeout, 503); `config/test.exs` plugs the stub in and turns "
          "retries off. 215 tests pass.", k="summary", end=True)

    S.prompt("Merged, thanks. Same incident, other lesson: Quantum just logged the crash and carried on, nobody noticed "
             "for three days. And because both Fly machines run their own Quantum scheduler, the nightly invoices "
             "were generated twice on Sunday when the second machine came back; I deleted the 14 duplicates by hand. "
             "Next sprint we replace Quantum with Oban: retries, unique jobs across nodes, jobs stored in Postgres so "
             "I can actually see them. Don't start yet, just tell me what the migration will involve.",
             k="oban_decision", gap=(1500, 2400))
    S.think("Quantum: per-node scheduler, no persistence, no retries. Oban: jobs in Postgres, Cron plugin runs on the "
            "leader only, so one node enqueues. Outline: deps, migration, workers, config, tests, Oban Web.")
    S.say("Here's what the Quantum → Oban move involves:\n\n"
          "1. **Deps**: `{:oban, \"~> 2.19\"}` in, `{:quantum, ...}` out (crontab and gen_stage go with it). "
          "Optionally `{:oban_web, \"~> 2.11\"}`: Oban Web became free and open source this year, and gives you the "
          "job list you're missing.\n"
          "2. **Migration**: `Oban.Migration.up(version: 12)` creates `oban_jobs` and `oban_peers` in our Postgres. "
          "No extra infrastructure.\n"
          "3. **Workers**: one `use Oban.Worker` module per job (`NightlyInvoices`, `RefreshTides`, `ExpireHolds`) "
          "wrapping the existing functions, with `max_attempts` and a `unique` window so a job can't be enqueued "
          "twice.\n"
          "4. **Config**: the `Moorline.Scheduler` block becomes `config :moorline, Oban, ...` with queues and "
          "`Oban.Plugins.Cron`. The Cron plugin only enqueues on the leader node, so two machines no longer mean two "
          "invoice runs; that's the Sunday bug.\n"
          "5. **Supervision**: `Moorline.Scheduler` → `{Oban, ...}` in `application.ex`; delete `scheduler.ex`.\n"
          "6. **Tests**: `testing: :manual` in `config/test.exs`, `use Oban.Testing` and `perform_job/2` in worker "
          "tests.\n\n"
          "Exq would be the other classic choice, but it needs Redis and we don't run one; Oban keeps everything in "
          "the database we already back up. Realistically half a day, most of it on the invoice worker's tests.",
          k="oban_plan", end=True)
    return S


# =================================================================================================
# s03  2025-05-08 Thu  0.2.107  Quantum -> Oban; VAT rounding
# =================================================================================================

def session_03():
    S = Session("s03", "2025-05-08T12:06:44.115", "0.2.107", "claude-3-7-sonnet-20250219", "oban", "v1",
                summary="Tide refresh: HTTPoison replaced by Req, Oban plan")
    S.prompt(
        "New sprint, so: Quantum → Oban as we discussed. There are three jobs in config/config.exs. Please also mount "
        "Oban Web in the staff dashboard. On driftwood (the Rails app I maintain for a client, on Heroku) Sidekiq's web "
        "UI has saved me more than once; I want the same here. Branch is oban.", k="p1")
    S.todo([("Swap quantum for oban + oban_web in mix.exs", "in_progress"),
            ("Add the oban_jobs migration", "pending"),
            ("Write workers for the three scheduled jobs", "pending"),
            ("Replace the Quantum config with Oban + Cron plugin", "pending"),
            ("Supervise Oban instead of Moorline.Scheduler", "pending"),
            ("Mount Oban Web for staff", "pending"),
            ("Run the test suite", "pending")])
    S.read("server/config/config.exs", rk="config_read")
    S.read("server/lib/moorline/application.ex")
    S.read("server/mix.exs")
    S.edit("server/mix.exs",
           '      {:quantum, "~> 3.5"},\n',
           '      {:oban, "~> 2.19"},\n      {:oban_web, "~> 2.11"},\n', k="mix_edit")
    S.bash("cd server && mix deps.get && mix deps.unlock --unused && mix deps.clean --unused",
           "Fetch Oban and remove Quantum from the lock",
           "Resolving Hex dependencies...\nResolution completed in 0.208s\nNew:\n  oban 2.19.4\n  oban_met 1.0.2\n"
           "  oban_web 2.11.2\nUnchanged:\n  bandit 1.6.11\n  ecto_sql 3.12.1\n  phoenix 1.7.21\n  "
           "phoenix_live_view 1.0.10\n  postgrex 0.20.0\n  req 0.5.10\n  tzdata 1.1.3\n  ...\n"
           "* Getting oban (Hex package)\n* Getting oban_web (Hex package)\n* Getting oban_met (Hex package)\n"
           "Unlocked deps:\n  * crontab\n  * gen_stage\n  * quantum\n  * telemetry_registry\n"
           "* Cleaning crontab\n* Cleaning gen_stage\n* Cleaning quantum\n* Cleaning telemetry_registry",
           rk="deps", run=(6, 12))
    S.write("server/priv/repo/migrations/20250508121500_add_oban_jobs_table.exs",
            """defmodule Moorline.Repo.Migrations.AddObanJobsTable do
  use Ecto.Migration

  def up, do: Oban.Migration.up(version: 12)

  # Drops oban_jobs and oban_peers entirely.
  def down, do: Oban.Migration.down(version: 1)
end
""")
    S.write("server/lib/moorline/workers/nightly_invoices.ex", """defmodule Moorline.Workers.NightlyInvoices do
  @moduledoc "Invoices completed stays once a night (cron 02:15 Europe/Amsterdam)."
  use Oban.Worker,
    queue: :invoices,
    max_attempts: 5,
    # Belt and braces: even a manual enqueue can't produce a second run for the same day.
    unique: [period: :infinity, keys: [:date], states: :all]

  @impl Oban.Worker
  def perform(%Oban.Job{args: args}) do
    date = args |> Map.get("date", Date.to_iso8601(Date.utc_today())) |> Date.from_iso8601!()
    invoices = Moorline.Invoicing.run_nightly(date)
    {:ok, length(invoices)}
  end
end
""", k="worker_write")
    S.write("server/lib/moorline/workers/refresh_tides.ex", """defmodule Moorline.Workers.RefreshTides do
  @moduledoc "Refreshes the tide tables of all harbours with a station (every 30 minutes)."
  use Oban.Worker, queue: :tides, max_attempts: 3, unique: [period: 25 * 60]

  @impl Oban.Worker
  def perform(_job) do
    failed = for {:error, harbour_id} <- Moorline.Tides.refresh_all(), do: harbour_id
    # Partial failures are fine (the next run retries them); only fail the job if everything failed.
    if failed != [] and failed == Enum.map(Moorline.Harbours.with_tide_station(), & &1.id),
      do: {:error, :all_stations_failed},
      else: :ok
  end
end
""")
    S.write("server/lib/moorline/workers/expire_holds.ex", """defmodule Moorline.Workers.ExpireHolds do
  @moduledoc "Releases unpaid booking holds after their deadline (every 5 minutes)."
  use Oban.Worker, queue: :default, max_attempts: 3, unique: [period: 4 * 60]

  @impl Oban.Worker
  def perform(_job) do
    Moorline.Bookings.expire_unpaid_holds()
    :ok
  end
end
""")
    S.edit("server/config/config.exs",
           """# Recurring jobs (Quantum). Every node runs its own scheduler.
config :moorline, Moorline.Scheduler,
  timezone: "Europe/Amsterdam",
  jobs: [
    nightly_invoices: [schedule: "15 2 * * *", task: {Moorline.Invoicing, :run_nightly, []}],
    tide_refresh: [schedule: "*/30 * * * *", task: {Moorline.Tides, :refresh_all, []}],
    expire_holds: [schedule: "*/5 * * * *", task: {Moorline.Bookings, :expire_unpaid_holds, []}]
  ]""",
           """# Background jobs (Oban, stored in Postgres). The Cron plugin only enqueues on the leader node,
# so each scheduled job runs once per slot no matter how many machines are up.
config :moorline, Oban,
  engine: Oban.Engines.Basic,
  repo: Moorline.Repo,
  queues: [default: 10, invoices: 1, tides: 2],
  plugins: [
    {Oban.Plugins.Pruner, max_age: 14 * 24 * 60 * 60},
    {Oban.Plugins.Lifeline, rescue_after: :timer.minutes(30)},
    {Oban.Plugins.Cron,
     timezone: "Europe/Amsterdam",
     crontab: [
       {"15 2 * * *", Moorline.Workers.NightlyInvoices},
       {"*/30 * * * *", Moorline.Workers.RefreshTides},
       {"*/5 * * * *", Moorline.Workers.ExpireHolds}
     ]}
  ]""", k="config_edit")
    S.read("server/config/test.exs")
    S.edit("server/config/test.exs", "config :moorline, Moorline.Scheduler, jobs: []\n",
           "config :moorline, Oban, testing: :manual\n")
    S.edit("server/lib/moorline/application.ex", "      Moorline.Scheduler,\n",
           "      {Oban, Application.fetch_env!(:moorline, Oban)},\n")
    S.read("server/lib/moorline_web/router.ex", offset=1, limit=30)
    S.edit("server/lib/moorline_web/router.ex",
           """  import MoorlineWeb.StaffAuth
""",
           """  import MoorlineWeb.StaffAuth
  import Oban.Web.Router
""")
    S.edit("server/lib/moorline_web/router.ex",
           """    live "/invoices", InvoiceLive.Index, :index
  end""",
           """    live "/invoices", InvoiceLive.Index, :index
    oban_dashboard "/oban"
  end""")
    S.write("server/test/moorline/workers/nightly_invoices_test.exs", """defmodule Moorline.Workers.NightlyInvoicesTest do
  use Moorline.DataCase, async: true
  use Oban.Testing, repo: Moorline.Repo

  import Moorline.Factory

  alias Moorline.Workers.NightlyInvoices

  test "invoices stays that ended before the given date" do
    insert(:booking, arrives_on: ~D[2025-05-01], departs_on: ~D[2025-05-04])
    insert(:booking, arrives_on: ~D[2025-05-06], departs_on: ~D[2025-05-09])

    assert {:ok, 1} = perform_job(NightlyInvoices, %{"date" => "2025-05-08"})
  end

  test "the same date can only be enqueued once" do
    {:ok, first} = Oban.insert(NightlyInvoices.new(%{"date" => "2025-05-08"}))
    {:ok, second} = Oban.insert(NightlyInvoices.new(%{"date" => "2025-05-08"}))

    assert second.conflict?
    assert first.id == second.id
  end
end
""")
    S.bash("git rm -q server/lib/moorline/scheduler.ex && cd server && mix ecto.migrate && mix test",
           "Delete the Quantum scheduler module, migrate locally and run the tests",
           "Compiling 61 files (.ex)\nGenerated moorline app\n"
           "⟦LT-14.3⟧ [info] == Running 20250508121500 Moorline.Repo.Migrations.AddObanJobsTable.up/0 forward\n"
           "⟦LT-14.0⟧ [info] == Migrated 20250508121500 in 0.3s\n"
           "Running ExUnit with seed: 50417, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "...............................................................................................................\n"
           "Finished in 4.6 seconds (2.7s async, 1.9s sync)\n218 tests, 0 failures", rk="test", run=(25, 40))
    S.say("Quantum is out, Oban is in:\n\n"
          "- `mix.exs`: quantum → oban 2.19.4 + oban_web 2.11.2 (crontab, gen_stage, telemetry_registry left the "
          "lock)\n"
          "- migration `20250508121500_add_oban_jobs_table.exs` (Oban schema v12)\n"
          "- workers `NightlyInvoices` (unique per date, forever), `RefreshTides`, `ExpireHolds`\n"
          "- `config.exs`: queues `default`/`invoices`/`tides`, Pruner (14 days), Lifeline, and the Cron plugin with "
          "the same three schedules in Europe/Amsterdam; `testing: :manual` in test\n"
          "- `application.ex` supervises Oban; `scheduler.ex` deleted\n"
          "- Oban Web at `/oban`, inside the `require_staff` scope\n\n"
          "218 tests pass. The production migration runs through the release command on deploy as usual.",
          k="summary", end=True)

    S.prompt("Merged and deployed; the three cron jobs show up in Oban Web, and only once. Next: the harbour office in "
             "Vlissingen says our invoice totals are sometimes a cent off "
             "from what their accounting system computes. Example from April: 3 nights at €28.35 with a 1.15 length "
             "factor. VAT is 21%.", k="vat", gap=(2400, 3600))
    S.think("3 * 28.35 * 1.15 = 97.8075. Float.round(97.8075, 2): 97.8075 isn't exactly representable; it's "
            "97.80749999... so it rounds to 97.80, while accounting rounds half up on the decimal value: 97.81. The "
            "columns are numeric; only the computation is float. Use Decimal throughout.")
    S.read("server/lib/moorline/invoicing.ex")
    S.edit("server/lib/moorline/invoicing.ex",
           """  @vat_rate 0.21
""",
           """  @vat_rate Decimal.new("0.21")
""")
    S.edit("server/lib/moorline/invoicing.ex",
           """    net = lines |> Enum.map(& &1.net) |> Enum.sum()
    vat = Float.round(net * @vat_rate, 2)
""",
           """    net = lines |> Enum.map(& &1.net) |> Enum.reduce(Decimal.new(0), &Decimal.add/2)
    vat = net |> Decimal.mult(@vat_rate) |> Decimal.round(2, :half_up)
""")
    S.edit("server/lib/moorline/invoicing.ex",
           """                              net: net, vat: vat, total: net + vat})""",
           """                              net: net, vat: vat, total: Decimal.add(net, vat)})""")
    S.edit("server/lib/moorline/invoicing.ex",
           """    net = Float.round(nights * booking.nightly_rate * booking.length_factor, 2)""",
           """    # Money is Decimal end to end: floats can't represent 97.8075, so Float.round/2 gave 97.80.
    net =
      booking.nightly_rate
      |> Decimal.mult(nights)
      |> Decimal.mult(booking.length_factor)
      |> Decimal.round(2, :half_up)""")
    S.write("server/test/moorline/invoicing_rounding_test.exs", """defmodule Moorline.InvoicingRoundingTest do
  use Moorline.DataCase, async: true

  import Moorline.Factory

  test "rounds half up on the decimal amount (Vlissingen example)" do
    booking =
      insert(:booking,
        arrives_on: ~D[2025-04-07],
        departs_on: ~D[2025-04-10],
        nightly_rate: Decimal.new("28.35"),
        length_factor: Decimal.new("1.15")
      )

    {:ok, invoice} = Moorline.Invoicing.create_invoice!(booking.owner_id, booking.berth.harbour_id, [booking])

    assert Decimal.equal?(invoice.net, Decimal.new("97.81"))
    assert Decimal.equal?(invoice.vat, Decimal.new("20.54"))
    assert Decimal.equal?(invoice.total, Decimal.new("118.35"))
  end
end
""")
    S.bash("cd server && mix test", "Run the test suite",
           "Compiling 1 file (.ex)\nRunning ExUnit with seed: 772903, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "................................................................................................................\n"
           "Finished in 4.7 seconds (2.8s async, 1.9s sync)\n219 tests, 0 failures", run=(14, 20))
    S.say("Found it: the amounts were computed in floats. 3 × 28.35 × 1.15 is 97.8075, which a float stores as "
          "97.80749999…, so `Float.round/2` gave 97.80 while their system (decimal, half up) gets 97.81. The columns "
          "were already `numeric`, only the arithmetic was float.\n\n"
          "`Moorline.Invoicing` now uses `Decimal` end to end, with `:half_up` rounding per line and for the VAT, and "
          "there's a test with the April example (net 97.81, VAT 20.54, total 118.35). 219 tests pass. It's uncommitted "
          "on top of main; say the word and I'll open a PR.", end=True)
    return S


# =================================================================================================
# s04  2025-06-05 Thu  1.0.11  iOS: CocoaPods -> SPM, Crashlytics -> Sentry; Postmark + Xcode Cloud announced
# =================================================================================================

def session_04():
    S = Session("s04", "2025-06-05T14:22:10.550", "1.0.11", "claude-sonnet-4-20250514", "ios-spm", "v1")
    S.prompt(
        "iOS housekeeping today. CocoaPods trunk is going read-only (they announced it for next year) and every Xcode "
        "update breaks something in the Pods project, so we move to Swift Package Manager. While we're at it, drop "
        "Firebase: it's only in the app for Crashlytics and it's the heaviest thing we ship. Crash reporting goes to "
        "Sentry instead; I created the project and put the DSN in Config.xcconfig as SENTRY_DSN (exposed in Info.plist "
        "as SentryDSN). I already added the packages in Xcode (File > Add Package Dependencies): Alamofire, Kingfisher, "
        "Auth0.swift and sentry-cocoa. Please remove the CocoaPods leftovers, switch the code from Crashlytics to Sentry "
        "and fix bitrise.yml. Alamofire stays for now, though I'd like to get rid of it eventually.", k="p1")
    S.todo([("Remove CocoaPods from the Xcode project (pod deintegrate, Podfile, Pods, workspace)", "in_progress"),
            ("Verify the SPM packages resolve", "pending"),
            ("Replace Firebase Crashlytics with Sentry in the app code", "pending"),
            ("Update bitrise.yml for SPM and Sentry dSYM upload", "pending"),
            ("Build and run the tests", "pending")])
    S.read("ios/Podfile", rk="podfile")
    S.bash("cd ios && pod deintegrate && rm -rf Podfile Podfile.lock Pods Moorline.xcworkspace",
           "Remove CocoaPods integration from the Xcode project",
           "Deintegrating `Moorline.xcodeproj`\nDeleted 2 'Check Pods Manifest.lock' build phases.\n"
           "Deleted 1 'Embed Pods Frameworks' build phases.\n- Pods_Moorline.framework\n- Pods_MoorlineTests.framework\n"
           "Deleted 2 'Pods' build phases.\nDeleted 4 'Pods-*.xcconfig' file references.\n"
           "Deleted 2 empty `Pods` groups from project.\nRemoving `Pods` directory.\n\n"
           "Project has been deintegrated. No traces of CocoaPods left in project.\n"
           "Note: The workspace referencing the Pods project still remains.", rk="deintegrate", run=(3, 6))
    S.bash("xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline",
           "Resolve the Swift packages added in Xcode",
           "Command line invocation:\n    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline\n\n"
           "User defaults from command line:\n    IDEPackageSupportUseBuiltinSCM = YES\n\n"
           "Resolve Package Graph\n\n\nResolved source packages:\n"
           "  Alamofire: https://github.com/Alamofire/Alamofire.git @ 5.10.2\n"
           "  Auth0: https://github.com/auth0/Auth0.swift.git @ 2.11.0\n"
           "  JWTDecode: https://github.com/auth0/JWTDecode.swift.git @ 3.2.0\n"
           "  Kingfisher: https://github.com/onevcat/Kingfisher.git @ 8.3.2\n"
           "  Sentry: https://github.com/getsentry/sentry-cocoa.git @ 8.52.1\n"
           "  SimpleKeychain: https://github.com/auth0/SimpleKeychain.git @ 1.2.0\n\n"
           "resolved source packages: Alamofire, Auth0, JWTDecode, Kingfisher, Sentry, SimpleKeychain",
           rk="resolve", run=(20, 40))
    S.read("ios/Moorline/MoorlineApp.swift")
    S.edit("ios/Moorline/MoorlineApp.swift",
           """import Auth0
import FirebaseCore
import SwiftUI
""",
           """import Auth0
import Sentry
import SwiftUI
""")
    S.edit("ios/Moorline/MoorlineApp.swift",
           """        FirebaseApp.configure()  // only for Crashlytics; no other Firebase product is used
        return true""",
           """        SentrySDK.start { options in
            options.dsn = Bundle.main.object(forInfoDictionaryKey: "SentryDSN") as? String
            options.environment = AppEnvironment.current.name
            options.releaseName = AppEnvironment.current.release
            options.tracesSampleRate = 0.1
            options.enableAppHangTracking = true
        }
        return true""", k="sentry_edit")
    S.read("ios/Moorline/Support/Log.swift")
    S.write("ios/Moorline/Support/Log.swift", """import OSLog
import Sentry

enum Log {
    static let app = Logger(subsystem: "app.moorline.ios", category: "app")

    /// Logs locally and sends a non-fatal event to Sentry.
    static func report(_ error: Error, file: StaticString = #fileID, line: UInt = #line) {
        app.error("\\(String(describing: error), privacy: .public) at \\(file):\\(line)")
        SentrySDK.capture(error: error) { scope in
            scope.setContext(value: ["file": "\\(file)", "line": line], key: "origin")
        }
    }
}
""")
    S.bash("git rm -q ios/Moorline/GoogleService-Info.plist && grep -rn -i 'firebase\\|crashlytics\\|PODS_ROOT' ios/Moorline ios/Moorline.xcodeproj/project.pbxproj",
           "Delete the Firebase plist and look for leftovers",
           "ios/Moorline.xcodeproj/project.pbxproj:612:\t\t\tshellScript = \"if [ -x \\\"${PODS_ROOT}/SwiftLint/swiftlint\\\" ]; then\\n  \\\"${PODS_ROOT}/SwiftLint/swiftlint\\\"\\nfi\\n\";")
    S.bash("sed -i '' 's#if \\[ -x \\\\\"${PODS_ROOT}/SwiftLint/swiftlint\\\\\" \\]; then\\\\n  \\\\\"${PODS_ROOT}/SwiftLint/swiftlint\\\\\"\\\\nfi#if command -v swiftlint >/dev/null; then\\\\n  swiftlint\\\\nelse\\\\n  echo \\\\\"warning: SwiftLint not installed (brew install swiftlint)\\\\\"\\\\nfi#' ios/Moorline.xcodeproj/project.pbxproj && grep -n 'swiftlint' ios/Moorline.xcodeproj/project.pbxproj",
           "Point the SwiftLint build phase at the Homebrew binary",
           "ios/Moorline.xcodeproj/project.pbxproj:612:\t\t\tshellScript = \"if command -v swiftlint >/dev/null; then\\n  swiftlint\\nelse\\n  echo \\\"warning: SwiftLint not installed (brew install swiftlint)\\\"\\nfi\\n\";")
    S.read("bitrise.yml")
    S.write("bitrise.yml", """format_version: "13"
default_step_lib_source: https://github.com/bitrise-io/bitrise-steplib.git
project_type: ios

app:
  envs:
  - BITRISE_PROJECT_PATH: ios/Moorline.xcodeproj
  - BITRISE_SCHEME: Moorline
  - BITRISE_DISTRIBUTION_METHOD: app-store

trigger_map:
- pull_request_source_branch: "*"
  workflow: pr
- push_branch: main
  workflow: release

workflows:
  pr:
    steps:
    - git-clone@8: {}
    - restore-spm-cache@2: {}
    - xcode-test@5:
        inputs:
        - project_path: $BITRISE_PROJECT_PATH
        - scheme: $BITRISE_SCHEME
        - destination: platform=iOS Simulator,name=iPhone 16,OS=latest
    - save-spm-cache@1: {}
  release:
    steps:
    - git-clone@8: {}
    - restore-spm-cache@2: {}
    - manage-ios-code-signing@2: {}
    - xcode-archive@5:
        inputs:
        - project_path: $BITRISE_PROJECT_PATH
        - scheme: $BITRISE_SCHEME
        - distribution_method: $BITRISE_DISTRIBUTION_METHOD
    - script@1:
        title: Upload dSYMs to Sentry
        inputs:
        - content: |
            set -euo pipefail
            curl -sL https://sentry.io/get-cli/ | bash
            sentry-cli debug-files upload --org moorline --project ios "$BITRISE_DSYM_DIR_PATH"
    - deploy-to-itunesconnect-application-loader@1:
        inputs:
        - connection: api_key
""", k="bitrise_write")
    S.bash("cd ios && xcodebuild test -project Moorline.xcodeproj -scheme Moorline "
           "-destination 'platform=iOS Simulator,name=iPhone 16' -quiet 2>&1 | tail -6",
           "Build with SPM and run the unit tests",
           "Test Suite 'MoorlineTests.xctest' passed at ⟦LDT-2.2⟧.\n"
           "\t Executed 44 tests, with 0 failures (0 unexpected) in 0.902 (0.934) seconds\n"
           "Test Suite 'All tests' passed at ⟦LDT-2.19⟧.\n"
           "\t Executed 44 tests, with 0 failures (0 unexpected) in 0.902 (0.935) seconds",
           rk="xctest", run=(140, 190))
    S.bash("cd ios && xcodebuild -project Moorline.xcodeproj -scheme Moorline -configuration Release "
           "-destination 'generic/platform=iOS' -derivedDataPath /tmp/mdd build -quiet && "
           "du -sh /tmp/mdd/Build/Products/Release-iphoneos/Moorline.app",
           "Release build to compare the app size",
           "31M\t/tmp/mdd/Build/Products/Release-iphoneos/Moorline.app", rk="size", run=(180, 240))
    S.say("CocoaPods and Firebase are gone:\n\n"
          "- `pod deintegrate`; `Podfile`, `Podfile.lock`, `Pods/` and `Moorline.xcworkspace` deleted. Open "
          "`ios/Moorline.xcodeproj` directly from now on.\n"
          "- Packages resolve through SPM: Alamofire 5.10.2, Kingfisher 8.3.2, Auth0 2.11.0 (with JWTDecode and "
          "SimpleKeychain), Sentry 8.52.1.\n"
          "- `MoorlineApp.swift` starts Sentry (DSN from `SentryDSN`, 10% traces, app hang tracking) instead of "
          "`FirebaseApp.configure()`; `Log.report` sends non-fatals with `SentrySDK.capture(error:)` instead of "
          "Crashlytics; `GoogleService-Info.plist` deleted.\n"
          "- SwiftLint was a pod too: the build phase now runs Homebrew's `swiftlint` and only warns if it's missing.\n"
          "- `bitrise.yml`: project instead of workspace, SPM cache steps instead of `cocoapods-install`, and a script "
          "step uploading dSYMs with `sentry-cli` in place of the Crashlytics step.\n\n"
          "All 44 unit tests pass. The release build of the .app is 31 MB; it was 47 MB with Firebase in the last "
          "TestFlight build, so most of the saving is Firebase.", k="summary", end=True)

    S.prompt("Nice, merged. Two notes for later, nothing to do now. SendGrid is retiring our free plan at the end of "
             "the month, so I'll move the mailer to Postmark myself in the next days. And Bitrise moved us to their "
             "new credit-based pricing, which makes iOS builds a lot more expensive; I'll look at Xcode Cloud after "
             "the summer.", k="later", gap=(1800, 3000))
    S.say("Noted. Two things that will help when you get to them:\n\n"
          "- **Postmark**: Swoosh has `Swoosh.Adapters.Postmark`, so it's an adapter and API key change in "
          "`config/runtime.exs` plus DKIM/Return-Path DNS. Don't forget the bounce handling: "
          "`/webhooks/sendgrid/events` only understands SendGrid's event format, so it needs a Postmark bounce webhook "
          "equivalent, or bounced owners will keep getting mail.\n"
          "- **Xcode Cloud**: 25 compute hours a month are included in the developer program. Workflows live in App "
          "Store Connect, not in the repo; the repo only needs `ios/ci_scripts/` for custom steps (the Sentry dSYM "
          "upload would move there). Apple runs the build on its own Macs, so no signing setup like "
          "`manage-ios-code-signing`.", k="later_reply", end=True)
    return S


# =================================================================================================
# s05  2025-06-17 Tue  1.0.24  Postmark done "last Friday"; Fly Postgres incident -> Crunchy plan; stale cache
# =================================================================================================

def session_05():
    # off-screen: the developer switched the mailer to Postmark on Friday 2025-06-13
    FS["server/config/runtime.exs"] = FS["server/config/runtime.exs"].replace(
        """  config :moorline, Moorline.Mailer,
    adapter: Swoosh.Adapters.Sendgrid,
    api_key: System.fetch_env!("SENDGRID_API_KEY")""",
        """  config :moorline, Moorline.Mailer,
    adapter: Swoosh.Adapters.Postmark,
    api_key: System.fetch_env!("POSTMARK_API_KEY")

  config :moorline, :postmark_webhook_auth,
    username: "postmark",
    password: System.fetch_env!("POSTMARK_WEBHOOK_PASSWORD")""")
    S = Session("s05", "2025-06-17T08:03:51.207", "1.0.24", "claude-opus-4-20250514", "main", "v1")
    S.prompt(
        "Postmark has been live since last Friday: I switched the Swoosh adapter, set up DKIM and Return-Path, and "
        "cancelled SendGrid. What's left is the bounce handling you mentioned: the router still sends "
        "/webhooks/sendgrid/events to the SendGrid controller, which Postmark never calls. Replace it with a Postmark "
        "bounce webhook. I configured Postmark to call https://api.moorline.app/webhooks/postmark with basic auth, the "
        "password is in POSTMARK_WEBHOOK_PASSWORD.", k="p1")
    S.read("server/config/runtime.exs", rk="runtime_read")
    S.read("server/lib/moorline_web/controllers/sendgrid_webhook_controller.ex")
    S.read("server/lib/moorline_web/router.ex", offset=ln("server/lib/moorline_web/router.ex", 'scope "/webhooks"') - 1, limit=8)
    S.write("server/lib/moorline_web/controllers/postmark_webhook_controller.ex",
            """defmodule MoorlineWeb.PostmarkWebhookController do
  @moduledoc \"\"\"
  Postmark bounce and spam-complaint webhooks: marks owner emails as undeliverable so we stop
  mailing them. Postmark sends one JSON record per request, authenticated with basic auth.
  \"\"\"
  use MoorlineWeb, :controller

  alias Moorline.Owners

  plug :basic_auth

  # Hard bounces and complaints stop mail; soft bounces (mailbox full, transient) don't.
  @undeliverable ~w(HardBounce BadEmailAddress ManuallyDeactivated SpamNotification Blocked)

  def create(conn, %{"RecordType" => "Bounce", "Type" => type, "Email" => email}) when type in @undeliverable do
    Owners.mark_email_undeliverable(email, type)
    send_resp(conn, 204, "")
  end

  def create(conn, %{"RecordType" => "SpamComplaint", "Email" => email}) do
    Owners.mark_email_undeliverable(email, "SpamComplaint")
    send_resp(conn, 204, "")
  end

  def create(conn, _params), do: send_resp(conn, 204, "")

  defp basic_auth(conn, _opts) do
    auth = Application.fetch_env!(:moorline, :postmark_webhook_auth)
    Plug.BasicAuth.basic_auth(conn, username: auth[:username], password: auth[:password])
  end
end
""", k="controller_write")
    S.edit("server/lib/moorline_web/router.ex",
           '    post "/sendgrid/events", SendgridWebhookController, :create\n',
           '    post "/postmark", PostmarkWebhookController, :create\n')
    S.write("server/test/moorline_web/controllers/postmark_webhook_controller_test.exs",
            """defmodule MoorlineWeb.PostmarkWebhookControllerTest do
  use MoorlineWeb.ConnCase, async: true

  import Moorline.Factory

  setup %{conn: conn} do
    auth = Application.fetch_env!(:moorline, :postmark_webhook_auth)
    %{conn: put_req_header(conn, "authorization", Plug.BasicAuth.encode_basic_auth(auth[:username], auth[:password]))}
  end

  test "a hard bounce marks the owner's email undeliverable", %{conn: conn} do
    owner = insert(:owner, email: "skipper@example.nl")

    conn = post(conn, ~p"/webhooks/postmark", %{"RecordType" => "Bounce", "Type" => "HardBounce", "Email" => owner.email})

    assert response(conn, 204)
    assert Moorline.Repo.reload!(owner).email_undeliverable_reason == "HardBounce"
  end

  test "a soft bounce is ignored", %{conn: conn} do
    owner = insert(:owner, email: "crew@example.de")

    post(conn, ~p"/webhooks/postmark", %{"RecordType" => "Bounce", "Type" => "SoftBounce", "Email" => owner.email})

    assert Moorline.Repo.reload!(owner).email_undeliverable_reason == nil
  end

  test "requires basic auth" do
    conn = post(build_conn(), ~p"/webhooks/postmark", %{"RecordType" => "Bounce"})
    assert conn.status == 401
  end
end
""")
    S.bash("git rm -q server/lib/moorline_web/controllers/sendgrid_webhook_controller.ex "
           "server/test/moorline_web/controllers/sendgrid_webhook_controller_test.exs && "
           "echo 'config :moorline, :postmark_webhook_auth, username: \"postmark\", password: \"test\"' >> server/config/test.exs && "
           "cd server && mix test",
           "Remove the SendGrid webhook, add test credentials and run the tests",
           "Compiling 2 files (.ex)\nGenerated moorline app\nRunning ExUnit with seed: 140623, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "...............................................................................................................\n"
           "Finished in 4.8 seconds (2.9s async, 1.9s sync)\n220 tests, 0 failures", run=(14, 22))
    S.say("Bounce handling is on Postmark now: `PostmarkWebhookController` at `POST /webhooks/postmark`, behind basic "
          "auth (username `postmark`, password from `POSTMARK_WEBHOOK_PASSWORD`). Hard bounces, invalid addresses and "
          "spam complaints mark the owner's email undeliverable; soft bounces are ignored. The SendGrid controller, its "
          "test and its route are gone. 220 tests pass. Remember to `fly secrets set POSTMARK_WEBHOOK_PASSWORD=...` "
          "before deploying, or the app won't boot (`fetch_env!`).", end=True)

    S.prompt(
        "Different topic, and I'm not happy about it. Last night at 01:40 the API went down for 40 minutes: the Fly "
        "Postgres volume ran full because WAL piled up behind a replica that had died. Fly Postgres isn't managed, "
        "it's an app on a volume and I am the DBA, and there is no point-in-time recovery. I want a managed Postgres. "
        "I looked at Neon, but scale-to-zero cold starts and their pooler with Ecto's prepared statements make me "
        "nervous. I also briefly thought about moving everything to Render, but the app itself is fine on Fly; only "
        "the database moves. Crunchy Bridge has a small plan in AWS eu-central-1 (about 7 ms from ams), PITR "
        "included, plain Postgres 17. Plan: cut over this Saturday with a short read-only window. Write me the "
        "runbook.", k="pg_incident", gap=(150, 400))
    S.bash("fly volumes list -a moorline-db && fly ssh console -a moorline-db -C 'df -h /data'",
           "Check the Fly Postgres volumes and disk usage",
           "ID                  \tSTATE  \tNAME   \tSIZE \tREGION\tZONE\tENCRYPTED\tATTACHED VM   \tCREATED AT\n"
           "vol_4y5k8n0r2gq1p3xv\tcreated\tpg_data\t10GB \tams   \t2d4f\ttrue     \t6e82d44fa19e78\t1 year ago\n"
           "vol_r7z1m2w9d0e4l6kq\tcreated\tpg_data\t10GB \tams   \t8a31\ttrue     \t            \t1 year ago\n"
           "Connecting to fdaa:9:1c3e:a7b:2c4:8f21:6a0e:2... complete\n"
           "Filesystem      Size  Used Avail Use% Mounted on\n/dev/vdb        9.8G  6.9G  2.5G  74% /data",
           rk="volumes")
    S.write("docs/runbooks/2025-06-21-crunchy-bridge-cutover.md", """# Runbook: Fly Postgres → Crunchy Bridge (Saturday 2025-06-21)

Move the production database from the self-run Fly Postgres app `moorline-db` (PostgreSQL 15.8) to a
managed Crunchy Bridge cluster (PostgreSQL 17, AWS eu-central-1, PITR). The app stays on Fly.

## Before Saturday

- [ ] Create the Crunchy Bridge cluster (`moorline-prod`, hobby-4 → standard-8 later), PostgreSQL 17
- [ ] Create role `moorline` and database `moorline`; enable `btree_gist` (our exclusion constraint needs it)
- [ ] Test restore: `pg_dump` from Fly into the new cluster, run `mix test` against a copy, time it
- [ ] Allow Fly's egress IPs in the Crunchy firewall; check latency from a machine (`SELECT 1` round trip)
- [ ] Lower nothing in DNS: the app URL doesn't change, only `DATABASE_URL`

## Saturday, 07:00 Europe/Amsterdam

1. Announce read-only mode in the harbour dashboard banner; set `READ_ONLY=true` (`fly secrets set`),
   which makes the API answer 503 on writes and pauses Oban (`Oban.pause_all_queues/1`)
2. `pg_dump -Fc -d $FLY_DATABASE_URL -f moorline-20250621.dump` (from a Fly machine, via flycast)
3. `pg_restore --no-owner --role=moorline -d $CRUNCHY_URL moorline-20250621.dump`
4. Compare row counts of `bookings`, `owners`, `invoices`, `oban_jobs` on both sides
5. `fly secrets set DATABASE_URL=$CRUNCHY_URL READ_ONLY=false` (this restarts both machines)
6. Smoke test: log in on iOS, book and cancel a test berth, open the dashboard, check AppSignal
7. Stop `moorline-db` (`fly scale count 0 -a moorline-db`); keep its volumes for one week, then destroy

## Rollback

Until step 5 nothing has changed for production. After step 5: set `DATABASE_URL` back to the Fly
Postgres URL; writes made on Crunchy after the switch would have to be copied back by hand.
""", k="runbook")
    S.say("Runbook is in `docs/runbooks/2025-06-21-crunchy-bridge-cutover.md`. The volume is at 74% again after last "
          "night's cleanup, so there's room until Saturday, but I wouldn't wait longer.\n\n"
          "Things worth knowing before the cutover:\n\n"
          "- Going from 15 to 17 via `pg_dump`/`pg_restore` is a normal major upgrade; nothing in our schema is "
          "version-sensitive, and `btree_gist` exists on Crunchy Bridge.\n"
          "- The read-only window should be 20-30 minutes for our size (the dump is ~1.3 GB); do a timed test restore "
          "this week.\n"
          "- Crunchy connections are TLS. Ecto will connect with `ssl: true`, but we should verify the certificate "
          "properly afterwards, otherwise Postgrex logs `verify_none` warnings.", k="runbook_summary", end=True)

    S.prompt("Last one. A harbour master in Vlissingen says the dashboard showed B7 as free for Friday for about ten "
             "minutes while the app already had a confirmed booking for it. Can you see how that happens?",
             k="stale_bug")
    S.think("Availability calendar is cached with Cachex, an ETS table per node. Two Fly machines. A booking "
            "invalidates only the cache on the node that handled the request; the other node keeps serving its copy "
            "until the TTL, 10 minutes. That matches the report exactly.")
    S.read("server/lib/moorline/availability_cache.ex", rk="cache_read")
    S.say("Yes, and it matches the ten minutes exactly. The availability calendar is cached in Cachex, which is an ETS "
          "table **local to each node**. We run two Fly machines. When a booking comes in on machine A, "
          "`AvailabilityCache.invalidate/1` deletes the entries on A only; machine B keeps serving its cached "
          "calendar until the 10-minute TTL runs out. The dashboard's LiveView happened to be on B.\n\n"
          "Quick fix: broadcast invalidations over `Phoenix.PubSub` (already clustered via DNSCluster), so every node "
          "drops its entries.", k="cache_explain")
    S.write("server/lib/moorline/availability_cache/invalidator.ex",
            """defmodule Moorline.AvailabilityCache.Invalidator do
  @moduledoc "Drops cached calendars on every node when a berth's bookings change."
  use GenServer

  @topic "availability:invalidate"

  def start_link(_), do: GenServer.start_link(__MODULE__, nil, name: __MODULE__)

  def broadcast(berth_id), do: Phoenix.PubSub.broadcast(Moorline.PubSub, @topic, {:invalidate, berth_id})

  @impl true
  def init(nil) do
    :ok = Phoenix.PubSub.subscribe(Moorline.PubSub, @topic)
    {:ok, nil}
  end

  @impl true
  def handle_info({:invalidate, berth_id}, state) do
    Moorline.AvailabilityCache.invalidate_local(berth_id)
    {:noreply, state}
  end
end
""")
    S.edit("server/lib/moorline/availability_cache.ex",
           """  def invalidate(berth_id) do
    # Keys are {berth_id, first, last}; drop every range cached for this berth.""",
           """  # Cachex is per node: tell every node (including this one) to drop the berth's entries.
  def invalidate(berth_id), do: Moorline.AvailabilityCache.Invalidator.broadcast(berth_id)

  def invalidate_local(berth_id) do
    # Keys are {berth_id, first, last}; drop every range cached for this berth.""")
    S.read("server/lib/moorline/application.ex", offset=8, limit=12)
    S.edit("server/lib/moorline/application.ex",
           "      {Cachex, name: :availability},\n",
           "      {Cachex, name: :availability},\n      Moorline.AvailabilityCache.Invalidator,\n")
    S.bash("cd server && mix test", "Run the test suite",
           "Compiling 3 files (.ex)\nGenerated moorline app\nRunning ExUnit with seed: 9921, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "...............................................................................................................\n"
           "Finished in 4.7 seconds (2.9s async, 1.8s sync)\n220 tests, 0 failures", run=(14, 22))
    S.say("Invalidations now go through PubSub: `invalidate/1` broadcasts `{:invalidate, berth_id}` and an "
          "`Invalidator` process on each node deletes its local entries. Tests pass. There's still a small window "
          "(the broadcast is async, milliseconds), and a node that was disconnected during a broadcast keeps stale "
          "entries until the TTL, but the 10-minute lag is gone.", end=True)

    S.prompt("OK, ship the PubSub fix for now. But I don't want per-node caches at all, this will bite us again. Once "
             "the database move is behind us, we put this cache in Redis so both machines read the same thing.",
             k="redis_decision")
    S.say("Agreed, a shared cache is the right shape for this. When you get to it: Upstash Redis can be created from "
          "the Fly CLI (`fly redis create`, same region, billed through Fly), Redix is the client, and the cache "
          "module keeps its interface (`calendar/2`, `invalidate/1`), so callers don't change. The Invalidator and "
          "Cachex can then be deleted.", end=True)
    return S


# =================================================================================================
# s06  2025-06-24 Tue  1.0.31  Crunchy done "on Saturday"; TLS verify; Elixir 1.16/OTP 26 -> 1.18/OTP 27
# =================================================================================================

FS["server/lib/moorline_web/controllers/api/berth_controller.ex"] = """defmodule MoorlineWeb.API.BerthController do
  use MoorlineWeb, :controller

  alias Moorline.Harbours

  action_fallback MoorlineWeb.API.FallbackController

  def index(conn, %{"harbour_id" => harbour_id} = params) do
    berths = Harbours.list_berths(harbour_id, min_length: params["min_length"])
    render(conn, :index, berths: berths)
  end

  def show(conn, %{"id" => id}) do
    case Harbours.fetch_berth(id) do
      {:ok, berth} -> render(conn, :show, berth: berth)
      {:error, :not_found} -> {:error, :not_found}
    end
  end
end
"""


def session_06():
    S = Session("s06", "2025-06-24T07:36:12.004", "1.0.31", "claude-sonnet-4-20250514", "elixir-1.18", "v1")
    S.prompt(
        "The Crunchy Bridge cutover on Saturday went fine: 22 minutes read-only, pg_dump from Fly, pg_restore into "
        "Postgres 17, row counts matched, AppSignal quiet since. moorline-db on Fly is stopped, I'll destroy it next "
        "week. One leftover, as you predicted: Postgrex logs the verify_none warning on every connect. Make it verify "
        "Crunchy's certificate properly.", k="p1")
    S.read("server/config/runtime.exs")
    S.edit("server/config/runtime.exs",
           """  config :moorline, Moorline.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
    socket_options: maybe_ipv6""",
           """  config :moorline, Moorline.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
    socket_options: maybe_ipv6,
    # Verify the server certificate against the OS trust store and check the hostname.
    ssl: [
      verify: :verify_peer,
      cacerts: :public_key.cacerts_get(),
      server_name_indication: String.to_charlist(URI.parse(database_url).host),
      customize_hostname_check: [match_fun: :public_key.pkix_verify_hostname_match_fun(:https)]
    ]""", k="ssl_edit")
    S.bash("cd server && fly deploy && fly ssh console -C \"/app/bin/moorline rpc 'Moorline.Repo.query!(\\\"select version(), ssl from pg_stat_ssl where pid = pg_backend_pid()\\\").rows |> IO.inspect()'\" && fly logs --no-tail | grep -c verify_none",
           "Deploy and check the Postgres version and TLS from production",
           "==> Verifying app config\n--> Verified app config\n==> Building image\n==> Building image with Depot\n"
           "[+] Building 64.8s (24/24) FINISHED\n--> Building image done\n==> Pushing image to fly\n--> Pushing image done\n"
           "image: registry.fly.io/moorline:deployment-01JYGB3M2Q8T0W6R4V9K7N5C1D\nimage size: 49 MB\n\n"
           "Running moorline release_command: /app/bin/migrate\n✔ release_command 3287e4d6b01198 completed successfully\n"
           "-------\nUpdating existing machines in 'moorline' with rolling strategy\n\n"
           " ✔ [1/2] Machine 3d8d9e1b4e7589 [app] update succeeded\n ✔ [2/2] Machine 91857e0c24d683 [app] update succeeded\n"
           "-------\nVisit your newly deployed app at https://moorline.fly.dev/\n"
           "Connecting to fdaa:9:1c3e:a7b:2c4:5b1e:91d0:2... complete\n"
           "[[\"PostgreSQL 17.5 on x86_64-pc-linux-gnu, compiled by gcc (GCC) 11.5.0 20240719 (Red Hat 11.5.0-5), 64-bit\", true]]\n0",
           rk="pg17", run=(140, 190))
    S.say("Deployed. Production talks to PostgreSQL 17.5 on Crunchy Bridge over TLS with the certificate verified "
          "against the OS CA store and the hostname checked; `fly logs` shows no `verify_none` warnings since the "
          "restart.", end=True)

    S.prompt(
        "Now the Elixir upgrade. We're still on Elixir 1.16 with OTP 26. OTP 26 is getting old, and I want 1.18's "
        "built-in JSON module and the new type warnings. Go to Elixir 1.18.4 on OTP 27 everywhere: .tool-versions, "
        "mix.exs, the Dockerfile and CI.", k="elixir_bump")
    S.todo([("Bump .tool-versions to Elixir 1.18.4 / OTP 27.3.4 and install", "in_progress"),
            ("Require Elixir ~> 1.18 in mix.exs", "pending"),
            ("Bump the Dockerfile builder image", "pending"),
            ("Bump the versions in the server CI workflow", "pending"),
            ("Fix new compiler warnings and run the tests", "pending"),
            ("Deploy", "pending")])
    S.read(".tool-versions")
    S.edit(".tool-versions", "elixir 1.16.3-otp-26\nerlang 26.2.5\n", "elixir 1.18.4-otp-27\nerlang 27.3.4\n",
           k="toolversions_edit")
    S.bash("asdf install", "Install the new Erlang and Elixir versions",
           "erlang 27.3.4 is already installed\nelixir 1.18.4-otp-27 is already installed\nnodejs 20.18.1 is already installed\n"
           "postgres 15.8 is already installed", run=(3, 6))
    S.read("server/mix.exs", offset=1, limit=12)
    S.edit("server/mix.exs", '      elixir: "~> 1.16",\n', '      elixir: "~> 1.18",\n')
    S.read("server/Dockerfile", offset=1, limit=7)
    S.edit("server/Dockerfile",
           "ARG ELIXIR_VERSION=1.16.3\nARG OTP_VERSION=26.2.5\nARG DEBIAN_VERSION=bookworm-20250224-slim\n",
           "ARG ELIXIR_VERSION=1.18.4\nARG OTP_VERSION=27.3.4\nARG DEBIAN_VERSION=bookworm-20250610-slim\n",
           k="dockerfile_edit")
    S.read(".github/workflows/server.yml")
    S.edit(".github/workflows/server.yml",
           """          elixir-version: "1.16.3"
          otp-version: "26.2\"""",
           """          elixir-version: "1.18.4"
          otp-version: "27.3\"""", replace_all=True, k="ci_edit")
    S.edit(".github/workflows/server.yml", "        image: postgres:15\n", "        image: postgres:17\n", k="ci_pg17")
    S.bash("cd server && mix deps.get > /dev/null && mix compile --force --warnings-as-errors",
           "Compile everything with warnings as errors on 1.18",
           "Exit code 1\nCompiling 71 files (.ex)\n"
           "    warning: single-quoted strings represent charlists. Use ~c\"\" if you indeed want a charlist or use \"\" instead\n"
           "    │\n 41 │         country: 'NL',\n    │                  ~\n    │\n"
           "    └─ lib/moorline/harbours/import.ex:41:18\n\n"
           "    warning: the following clause will never match:\n\n        {:error, :not_found}\n\n"
           "    because it attempts to match on the result of:\n\n        Harbours.fetch_berth(id)\n\n"
           "    which has type:\n\n        dynamic({:ok, term()} or {:error, :invalid_id})\n\n"
           "    typing violation found at:\n    │\n 16 │       {:error, :not_found} -> {:error, :not_found}\n"
           "    │       ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    │\n"
           "    └─ lib/moorline_web/controllers/api/berth_controller.ex:16: MoorlineWeb.API.BerthController.show/2\n\n"
           "Compilation failed due to warnings while using the --warnings-as-errors option",
           error=True, rk="compile_warnings", run=(30, 45))
    S.think("The charlist one is mechanical: mix format --migrate. The type warning is a real bug: fetch_berth returns "
            "{:error, :invalid_id} for a non-integer id and nil-ish otherwise? Check the controller; the clause for "
            "an unknown id is {:error, :invalid_id} -> would raise CaseClauseError today.")
    S.read("server/lib/moorline_web/controllers/api/berth_controller.ex")
    S.edit("server/lib/moorline_web/controllers/api/berth_controller.ex",
           """    case Harbours.fetch_berth(id) do
      {:ok, berth} -> render(conn, :show, berth: berth)
      {:error, :not_found} -> {:error, :not_found}
    end""",
           """    # fetch_berth/1 returns {:error, :invalid_id} for unknown or malformed ids (found by the 1.18 type checker;
    # this used to be a CaseClauseError and a 500).
    case Harbours.fetch_berth(id) do
      {:ok, berth} -> render(conn, :show, berth: berth)
      {:error, :invalid_id} -> {:error, :not_found}
    end""")
    S.bash("cd server && mix format --migrate && mix compile --force --warnings-as-errors && mix test",
           "Migrate the charlist syntax, recompile and run the tests",
           "Compiling 71 files (.ex)\nGenerated moorline app\nRunning ExUnit with seed: 214870, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "...............................................................................................................\n"
           "Finished in 4.2 seconds (2.6s async, 1.6s sync)\n220 tests, 0 failures", rk="test", run=(40, 60))
    S.bash("git add -A && git commit -q -m \"Elixir 1.18.4 / OTP 27.3.4\" && cd server && fly deploy 2>&1 | grep -E 'hexpm/elixir|succeeded|Visit'",
           "Commit and deploy with the new builder image",
           "#5 [builder 1/14] FROM docker.io/hexpm/elixir:1.18.4-erlang-27.3.4-debian-bookworm-20250610-slim@sha256:5f0b3a8c2d1e7f49b6a0c93e8d27f1a4c5b6e0d9f8a7c3b2e1d0f9a8b7c6d5e4\n"
           " ✔ [1/2] Machine 3d8d9e1b4e7589 [app] update succeeded\n ✔ [2/2] Machine 91857e0c24d683 [app] update succeeded\n"
           "Visit your newly deployed app at https://moorline.fly.dev/", rk="deploy", run=(150, 200))
    S.say("The server runs on Elixir 1.18.4 / OTP 27.3.4 now, in production too:\n\n"
          "- `.tool-versions`: `elixir 1.18.4-otp-27`, `erlang 27.3.4`\n"
          "- `mix.exs`: `elixir: \"~> 1.18\"`\n"
          "- `Dockerfile`: builder `hexpm/elixir:1.18.4-erlang-27.3.4-debian-bookworm-20250610-slim`, runner "
          "`debian:bookworm-20250610-slim`\n"
          "- CI: `setup-beam` with 1.18.4 / 27.3 in both jobs, and the test service is `postgres:17` now, same as "
          "production since Saturday\n"
          "- two new warnings fixed: a single-quoted charlist (`mix format --migrate`), and a real bug the type "
          "checker found in `BerthController.show/2`, which matched `{:error, :not_found}` while `fetch_berth/1` "
          "returns `{:error, :invalid_id}`, so unknown berth ids gave a 500 instead of a 404.\n\n"
          "With 1.18 the `JSON` module is available, so Jason can go whenever convenient: "
          "`config :phoenix, :json_library, JSON` and replacing the few `Jason.` calls.", k="summary", end=True)
    return S


# =================================================================================================
# s07  2025-07-22 Tue  1.0.56  Cachex -> Redis (Redix, Upstash); OTP 28 tried on staging, reverted
# =================================================================================================

def session_07():
    # off-screen, never announced: Jason replaced by Elixir 1.18's built-in JSON module
    FS["server/mix.exs"] = FS["server/mix.exs"].replace('      {:jason, "~> 1.4"},\n', "")
    FS["server/config/config.exs"] = FS["server/config/config.exs"].replace(
        "config :phoenix, :json_library, Jason", "config :phoenix, :json_library, JSON")
    S = Session("s07", "2025-07-22T08:14:27.660", "1.0.56", "claude-sonnet-4-20250514", "redis-cache", "v1")
    S.prompt(
        "Database move is done, so: the availability cache goes to Redis. I created an Upstash Redis through Fly "
        "yesterday (fly redis create, ams, pay-as-you-go) and set REDIS_URL as a secret on moorline and "
        "moorline-staging. Replace Cachex with Redix and delete the PubSub invalidation workaround. I had a look at "
        "Nebulex and its partitioned adapter, but I'd rather have one boring Redis than a distributed cache inside "
        "the BEAM.", k="p1")
    S.todo([("Replace cachex with redix in mix.exs", "in_progress"),
            ("Rewrite AvailabilityCache on Redis", "pending"),
            ("Supervise Redix, drop Cachex and the Invalidator", "pending"),
            ("Configure REDIS_URL", "pending"),
            ("Run the tests against a local Redis", "pending")])
    S.read("server/mix.exs", rk="mix_read")
    S.edit("server/mix.exs", '      {:cachex, "~> 3.6"},\n', '      {:redix, "~> 1.5"},\n', k="mix_edit")
    S.bash("cd server && mix deps.get && mix deps.unlock --unused && mix deps.clean --unused",
           "Fetch Redix and drop Cachex from the lock",
           "Resolving Hex dependencies...\nResolution completed in 0.154s\nNew:\n  redix 1.5.2\n"
           "Unchanged:\n  bandit 1.7.0\n  ecto_sql 3.13.2\n  oban 2.19.4\n  oban_web 2.11.3\n  phoenix 1.7.21\n"
           "  postgrex 0.20.0\n  req 0.5.15\n  ...\n* Getting redix (Hex package)\n"
           "Unlocked deps:\n  * cachex\n  * eternal\n  * jumper\n  * sleeplocks\n  * unsafe\n"
           "* Cleaning cachex\n* Cleaning eternal\n* Cleaning jumper\n* Cleaning sleeplocks\n* Cleaning unsafe",
           rk="deps", run=(6, 10))
    S.read("server/lib/moorline/availability_cache.ex")
    S.write("server/lib/moorline/availability_cache.ex", """defmodule Moorline.AvailabilityCache do
  @moduledoc \"\"\"
  Caches the free/booked calendar per berth for the iOS app and the harbour dashboard.

  Stored in Redis (Upstash on Fly, through Redix), so both machines read and invalidate the same
  entries. One hash per berth (`availability:<berth_id>`), one field per cached date range.
  \"\"\"

  alias Moorline.Bookings

  @ttl_seconds 600

  def calendar(berth_id, %Date.Range{} = range) do
    key = key(berth_id)
    field = "#{range.first}..#{range.last}"

    case Redix.command(:redix, ["HGET", key, field]) do
      {:ok, nil} ->
        calendar = build(berth_id, range)
        Redix.pipeline(:redix, [["HSET", key, field, encode(calendar)], ["EXPIRE", key, @ttl_seconds]])
        calendar

      {:ok, json} ->
        decode(json)

      {:error, _reason} ->
        # Redis unreachable: answer from the database instead of failing the request.
        build(berth_id, range)
    end
  end

  def invalidate(berth_id) do
    {:ok, _} = Redix.command(:redix, ["DEL", key(berth_id)])
    :ok
  end

  defp key(berth_id), do: "availability:#{berth_id}"

  defp encode(calendar) do
    calendar |> Map.new(fn {day, status} -> {Date.to_iso8601(day), status} end) |> JSON.encode!()
  end

  defp decode(json) do
    json
    |> JSON.decode!()
    |> Map.new(fn {day, status} -> {Date.from_iso8601!(day), String.to_existing_atom(status)} end)
  end

  defp build(berth_id, range) do
    booked =
      berth_id
      |> Bookings.list_for_berth(range)
      |> Enum.flat_map(fn b -> Date.range(b.arrives_on, Date.add(b.departs_on, -1)) |> Enum.to_list() end)
      |> MapSet.new()

    Map.new(range, fn day -> {day, if(MapSet.member?(booked, day), do: :booked, else: :free)} end)
  end
end
""", k="cache_write")
    S.read("server/lib/moorline/application.ex")
    S.edit("server/lib/moorline/application.ex",
           "      {Cachex, name: :availability},\n      Moorline.AvailabilityCache.Invalidator,\n",
           "      {Redix, {Application.fetch_env!(:moorline, :redis_url),\n"
           "               [name: :redix] ++ Application.get_env(:moorline, :redix_options, [])}},\n",
           k="app_edit")
    S.read("server/config/runtime.exs", offset=1, limit=8)
    S.edit("server/config/runtime.exs",
           'config :moorline, :tidecast_api_key, System.get_env("TIDECAST_API_KEY")\n',
           'config :moorline, :tidecast_api_key, System.get_env("TIDECAST_API_KEY")\n'
           'config :moorline, :redis_url, System.get_env("REDIS_URL", "redis://localhost:6379")\n\n'
           "if config_env() == :prod do\n"
           "  # Upstash Redis on Fly is reached over the private IPv6 network.\n"
           "  config :moorline, :redix_options, socket_opts: [:inet6]\n"
           "end\n")
    S.bash("git rm -q server/lib/moorline/availability_cache/invalidator.ex && brew services start redis && cd server && mix test",
           "Delete the PubSub invalidator, start a local Redis and run the tests",
           "==> Successfully started `redis` (label: homebrew.mxcl.redis)\n"
           "Compiling 4 files (.ex)\nGenerated moorline app\nRunning ExUnit with seed: 395022, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "..................................................................................................................\n"
           "Finished in 4.5 seconds (2.8s async, 1.7s sync)\n222 tests, 0 failures", rk="test", run=(16, 24))
    S.bash("git add -A && git commit -q -m \"availability cache: Cachex -> Redis (Redix)\" && git push -q -u origin redis-cache "
           "&& gh pr create --fill && gh pr checks --watch && gh pr merge --squash --delete-branch && git checkout -q main && git pull -q",
           "Commit, open the PR, wait for CI and merge",
           "https://github.com/ines-vdb/moorline/pull/176\n"
           "All checks were successful\n0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                           DESCRIPTION  ELAPSED  URL\n"
           "✓  server/test (pull_request)                  2m04s    https://github.com/ines-vdb/moorline/actions/runs/16440191286/job/46458810152\n"
           "✓  server/lint (pull_request)                  47s      https://github.com/ines-vdb/moorline/actions/runs/16440191286/job/46458810397\n"
           "✓ Squashed and merged pull request ines-vdb/moorline#176 (availability cache: Cachex -> Redis (Redix))\n"
           "✓ Deleted local branch redis-cache and switched to branch main\n✓ Deleted remote branch redis-cache",
           rk="merge", run=(150, 200))
    S.branch = "main"
    S.say("Merged as #176. The availability calendar lives in Redis now:\n\n"
          "- `mix.exs`: cachex out (with eternal, jumper, sleeplocks, unsafe), `redix 1.5.2` in\n"
          "- `AvailabilityCache`: one Redis hash per berth, a field per date range, 10-minute TTL; `invalidate/1` is a "
          "single `DEL`, visible to both machines at once. If Redis is unreachable it falls back to the database.\n"
          "- Redix is supervised as `:redix` with `REDIS_URL` (IPv6 socket in prod for Fly's private network); the "
          "PubSub `Invalidator` is deleted.\n\n"
          "The public interface didn't change, so the API, the dashboard and the booking code are untouched. It goes "
          "out with the next deploy.", k="summary", end=True)

    S.prompt("Nice. OTP 28 has been out since May and 28.0.2 is out now. Bump the Docker image to it while we're in "
             "deploy mode, then deploy.", k="otp28")
    S.read("server/Dockerfile", offset=1, limit=7)
    S.edit("server/Dockerfile",
           "ARG OTP_VERSION=27.3.4\nARG DEBIAN_VERSION=bookworm-20250610-slim\n",
           "ARG OTP_VERSION=28.0.2\nARG DEBIAN_VERSION=bookworm-20250721-slim\n", k="otp28_edit")
    S.bash("git commit -q -am \"docker: Erlang/OTP 28.0.2\" && git push -q && cd server && fly deploy",
           "Commit the image bump and deploy to production", "", rejected=True, k="prod_deploy_attempt")
    S.interrupted()
    S.prompt("Whoa, not straight to production with a new OTP major. Staging first: fly deploy -c fly.staging.toml.",
             k="staging_first", gap=(6, 15))
    S.bash("cd server && fly deploy -c fly.staging.toml",
           "Deploy the OTP 28 image to staging",
           "Exit code 1\n==> Verifying app config\n--> Verified app config\n==> Building image\n==> Building image with Depot\n"
           "#5 [builder 1/14] FROM docker.io/hexpm/elixir:1.18.4-erlang-28.0.2-debian-bookworm-20250721-slim\n"
           "...\n#19 [builder 12/14] RUN mix compile\n#19 2.918 Compiling 72 files (.ex)\n#19 6.204 \n"
           "#19 6.204 == Compilation error in file lib/moorline/berths/code.ex ==\n"
           "#19 6.204 ** (ArgumentError) cannot inject attribute @format into function/macro because cannot escape "
           "#Reference<0.3981442217.2219311105.165022>. The supported values are: lists, tuples, maps, atoms, "
           "numbers, bitstrings, PIDs and remote functions in the format &Mod.fun/arity\n"
           "#19 6.204     (elixir 1.18.4) lib/kernel.ex:3788: Kernel.do_at/5\n"
           "#19 6.204     (elixir 1.18.4) expanding macro: Kernel.@/1\n"
           "#19 6.204     lib/moorline/berths/code.ex:14: Moorline.Berths.Code.valid?/1\n"
           "#19 ERROR: process \"/bin/sh -c mix compile\" did not complete successfully: exit code: 1\n"
           "Error: failed to fetch an image or build from source: error building: failed to solve: process "
           "\"/bin/sh -c mix compile\" did not complete successfully: exit code: 1",
           error=True, rk="staging_fail", run=(60, 90))
    S.say("Good call on staging: the image doesn't even build. On OTP 28 the regex engine moved to PCRE2 and a compiled "
          "regex contains a reference, so a regex stored in a module attribute (`@format ~r/^[A-Z]{1,2}\\d{1,3}$/` in "
          "`Moorline.Berths.Code`, and I count four more modules doing the same) can no longer be injected into "
          "function bodies at compile time. Elixir 1.19 deals with this; 1.18.4 only half supports OTP 28.\n\n"
          "Options: move those regexes into functions (works on both OTPs), or stay on OTP 27 until Elixir 1.19. "
          "Production is untouched, since the deploy there never ran.", k="otp28_explain", end=True)
    S.prompt("Revert it. We stay on OTP 27 until Elixir 1.19 is out and then we do both properly.", k="revert_ok")
    S.bash("git revert --no-edit HEAD && git push -q && git log --oneline -3",
           "Revert the OTP 28 image bump",
           "[main 4e1a9c2] Revert \"docker: Erlang/OTP 28.0.2\"\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"
           "4e1a9c2 Revert \"docker: Erlang/OTP 28.0.2\"\n8b03d57 docker: Erlang/OTP 28.0.2\n"
           "c61f0aa availability cache: Cachex -> Redis (Redix) (#176)", k="revert", rk="revert_out")
    S.bash("cd server && fly deploy 2>&1 | grep -E 'hexpm/elixir|succeeded|Visit'",
           "Deploy main (Redis cache, OTP 27 image) to production",
           "#5 [builder 1/14] FROM docker.io/hexpm/elixir:1.18.4-erlang-27.3.4-debian-bookworm-20250610-slim@sha256:5f0b3a8c2d1e7f49b6a0c93e8d27f1a4c5b6e0d9f8a7c3b2e1d0f9a8b7c6d5e4\n"
           " ✔ [1/2] Machine 3d8d9e1b4e7589 [app] update succeeded\n ✔ [2/2] Machine 91857e0c24d683 [app] update succeeded\n"
           "Visit your newly deployed app at https://moorline.fly.dev/", run=(140, 190))
    S.say("Reverted (`4e1a9c2`), so the Dockerfile is back on Erlang 27.3.4 and the Debian 20250610 image, and main "
          "is deployed to production with the Redis cache on the OTP 27 image. OTP 28 never ran anywhere. When "
          "Elixir 1.19 is out we bump both together and deploy to staging first.", end=True)
    return S


# =================================================================================================
# s08  2025-08-19 Tue  1.0.83  iOS: The Composable Architecture for the booking flow; a Sentry crash
# =================================================================================================

FS["ios/Moorline/Booking/BookingSheet.swift"] = """import SwiftUI

struct BookingSheet: View {
    @StateObject private var model: BookingViewModel
    @Environment(\\.dismiss) private var dismiss
    private let boats: [Boat]

    init(berth: Berth, boats: [Boat]) {
        let model = BookingViewModel()
        model.berth = berth
        model.boat = boats.first
        _model = StateObject(wrappedValue: model)
        self.boats = boats
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Stay") {
                    DatePicker("Arrival", selection: $model.arrival, displayedComponents: .date)
                    DatePicker("Departure", selection: $model.departure, in: model.arrival..., displayedComponents: .date)
                }
                Section("Boat") {
                    Picker("Boat", selection: $model.boat) {
                        ForEach(boats) { boat in Text(boat.name).tag(Optional(boat)) }
                    }
                }
                if let message = model.errorMessage {
                    Section { Text(message).foregroundStyle(.red) }
                }
            }
            .navigationTitle(model.berth?.code ?? "Book")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Book") { model.submit() }.disabled(model.isSubmitting)
                }
            }
            .onChange(of: model.confirmedBooking) { booking in
                if booking != nil { dismiss() }
            }
        }
    }
}
"""

PRE_TCA_SHEET = FS["ios/Moorline/Booking/BookingSheet.swift"]

FS["ios/Moorline/Map/BerthMapView.swift"] = """import MapKit
import SwiftUI

/// Harbour map with one pin per berth. Tapping a pin selects the berth.
struct BerthMapView: View {
    let harbour: Harbour
    let berths: [Berth]
    @Binding var selectedBerth: Berth?
    @State private var region: MKCoordinateRegion

    init(harbour: Harbour, berths: [Berth], selectedBerth: Binding<Berth?>) {
        self.harbour = harbour
        self.berths = berths
        _selectedBerth = selectedBerth
        _region = State(initialValue: MKCoordinateRegion(center: harbour.coordinate,
                                                         latitudinalMeters: 400, longitudinalMeters: 400))
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            map
            if let berth = selectedBerth {
                BerthCard(berth: berth)
                    .padding()
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(.snappy, value: selectedBerth?.id)
    }

    private var map: some View {
        Map(coordinateRegion: $region, annotationItems: berths) { berth in
            MapAnnotation(coordinate: berth.coordinate!) {
                BerthPin(berth: berth, isSelected: berth.id == selectedBerth?.id)
                    .onTapGesture { selectedBerth = berth }
            }
        }
        .ignoresSafeArea(edges: .bottom)
    }
}

private struct BerthPin: View {
    let berth: Berth
    let isSelected: Bool

    var body: some View {
        Text(berth.code)
            .font(.caption.bold())
            .padding(6)
            .background(isSelected ? Color.accentColor : Color(.systemBackground), in: Capsule())
            .foregroundStyle(isSelected ? .white : .primary)
            .shadow(radius: isSelected ? 3 : 1)
    }
}
"""


def session_08():
    S = Session("s08", "2025-08-19T12:40:58.031", "1.0.83", "claude-opus-4-1-20250805", "tca-booking", "v1")
    S.prompt(
        "The booking flow has grown to five screens (berth, dates, boat, extras, payment) and the state is passed "
        "around in three ObservableObjects that reach into each other. Last week's bug where the extras were lost "
        "when you went back to change the dates came straight from that. I want to try The Composable Architecture "
        "for the booking flow and later the app root: one state tree, reducers we can test with TestStore. I added "
        "swift-composable-architecture 1.21 through Xcode. Start with a BookingFeature that replaces BookingViewModel "
        "and the sheet that uses it.", k="p1")
    S.think("TCA 1.21 supports iOS 16 through swift-perception: @ObservableState works, but views have to wrap in "
            "WithPerceptionTracking and use @Perception.Bindable on iOS 16. Booking request via a dependency client "
            "so TestStore can override it. Keep the 409 handling.")
    S.bash("xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline 2>&1 | sed -n '/Resolved source packages/,$p'",
           "Resolve packages after adding TCA",
           "Resolved source packages:\n"
           "  Alamofire: https://github.com/Alamofire/Alamofire.git @ 5.10.2\n"
           "  Auth0: https://github.com/auth0/Auth0.swift.git @ 2.13.0\n"
           "  combine-schedulers: https://github.com/pointfreeco/combine-schedulers @ 1.0.3\n"
           "  JWTDecode: https://github.com/auth0/JWTDecode.swift.git @ 3.3.0\n"
           "  Kingfisher: https://github.com/onevcat/Kingfisher.git @ 8.5.0\n"
           "  Sentry: https://github.com/getsentry/sentry-cocoa.git @ 8.54.0\n"
           "  SimpleKeychain: https://github.com/auth0/SimpleKeychain.git @ 1.3.0\n"
           "  swift-case-paths: https://github.com/pointfreeco/swift-case-paths @ 1.7.1\n"
           "  swift-clocks: https://github.com/pointfreeco/swift-clocks @ 1.0.6\n"
           "  swift-collections: https://github.com/apple/swift-collections @ 1.2.1\n"
           "  swift-composable-architecture: https://github.com/pointfreeco/swift-composable-architecture @ 1.21.1\n"
           "  swift-concurrency-extras: https://github.com/pointfreeco/swift-concurrency-extras @ 1.3.1\n"
           "  swift-custom-dump: https://github.com/pointfreeco/swift-custom-dump @ 1.3.3\n"
           "  swift-dependencies: https://github.com/pointfreeco/swift-dependencies @ 1.9.2\n"
           "  swift-identified-collections: https://github.com/pointfreeco/swift-identified-collections @ 1.1.1\n"
           "  swift-navigation: https://github.com/pointfreeco/swift-navigation @ 2.3.2\n"
           "  swift-perception: https://github.com/pointfreeco/swift-perception @ 1.6.0\n"
           "  swift-sharing: https://github.com/pointfreeco/swift-sharing @ 2.6.0\n"
           "  swift-syntax: https://github.com/swiftlang/swift-syntax @ 601.0.1\n"
           "  xctest-dynamic-overlay: https://github.com/pointfreeco/xctest-dynamic-overlay @ 1.5.2",
           rk="tca_resolve", run=(30, 60))
    S.read("ios/Moorline/Booking/BookingViewModel.swift")
    S.write("ios/Moorline/Booking/BookingFeature.swift", """import Alamofire
import ComposableArchitecture
import Foundation

@Reducer
struct BookingFeature {
    @ObservableState
    struct State: Equatable {
        var berth: Berth
        var boats: [Boat]
        var boat: Boat?
        var arrival: Date
        var departure: Date
        var isSubmitting = false
        var errorMessage: String?
        var confirmedBooking: Booking?
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case bookTapped
        case bookingResponse(Result<Booking, BookingError>)
    }

    @Dependency(\\.bookingClient) var bookingClient

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none

            case .bookTapped:
                guard let boat = state.boat else { return .none }
                state.isSubmitting = true
                state.errorMessage = nil
                let request = BookingRequest(berthID: state.berth.id, boatID: boat.id,
                                             arrivesOn: state.arrival, departsOn: state.departure)
                return .run { send in
                    do {
                        await send(.bookingResponse(.success(try await bookingClient.create(request))))
                    } catch {
                        await send(.bookingResponse(.failure(BookingError(error))))
                    }
                }

            case .bookingResponse(.success(let booking)):
                state.isSubmitting = false
                state.confirmedBooking = booking
                return .none

            case .bookingResponse(.failure(.berthTaken)):
                state.isSubmitting = false
                state.errorMessage = "Someone else just booked this berth for these dates. Please pick other dates or another berth."
                return .none

            case .bookingResponse(.failure(.other)):
                state.isSubmitting = false
                state.errorMessage = "Something went wrong. Please try again."
                return .none
            }
        }
    }
}

enum BookingError: Error, Equatable {
    case berthTaken
    case other

    init(_ error: Error) {
        if error.asAFError?.responseCode == 409 {
            self = .berthTaken
        } else {
            Log.report(error)
            self = .other
        }
    }
}

struct BookingClient {
    var create: @Sendable (BookingRequest) async throws -> Booking
}

extension BookingClient: DependencyKey {
    static let liveValue = BookingClient { request in
        try await APIClient.shared.post("bookings", body: request)
    }
}

extension DependencyValues {
    var bookingClient: BookingClient {
        get { self[BookingClient.self] }
        set { self[BookingClient.self] = newValue }
    }
}
""", k="tca_write")
    S.read("ios/Moorline/Booking/BookingSheet.swift")
    S.write("ios/Moorline/Booking/BookingSheet.swift", """import ComposableArchitecture
import SwiftUI

struct BookingSheet: View {
    // iOS 16: observation comes from swift-perception, hence @Perception.Bindable + WithPerceptionTracking.
    @Perception.Bindable var store: StoreOf<BookingFeature>
    @Environment(\\.dismiss) private var dismiss

    var body: some View {
        WithPerceptionTracking {
            NavigationStack {
                Form {
                    Section("Stay") {
                        DatePicker("Arrival", selection: $store.arrival, displayedComponents: .date)
                        DatePicker("Departure", selection: $store.departure, in: store.arrival..., displayedComponents: .date)
                    }
                    Section("Boat") {
                        Picker("Boat", selection: $store.boat) {
                            ForEach(store.boats) { boat in Text(boat.name).tag(Optional(boat)) }
                        }
                    }
                    if let message = store.errorMessage {
                        Section { Text(message).foregroundStyle(.red) }
                    }
                }
                .navigationTitle(store.berth.code)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Book") { store.send(.bookTapped) }.disabled(store.isSubmitting)
                    }
                }
                .onChange(of: store.confirmedBooking) { booking in
                    if booking != nil { dismiss() }
                }
            }
        }
    }
}
""")
    S.write("ios/MoorlineTests/BookingFeatureTests.swift", """import ComposableArchitecture
import XCTest
@testable import Moorline

@MainActor
final class BookingFeatureTests: XCTestCase {
    private func makeStore(create: @escaping @Sendable (BookingRequest) async throws -> Booking) -> TestStoreOf<BookingFeature> {
        TestStore(initialState: BookingFeature.State(berth: .b12, boats: [.saskia], boat: .saskia,
                                                     arrival: .april18, departure: .april21)) {
            BookingFeature()
        } withDependencies: {
            $0.bookingClient.create = create
        }
    }

    func testBookingSucceeds() async {
        let store = makeStore { _ in .fixture }

        await store.send(.bookTapped) { $0.isSubmitting = true }
        await store.receive(\\.bookingResponse.success) {
            $0.isSubmitting = false
            $0.confirmedBooking = .fixture
        }
    }

    func testLostRaceShowsFriendlyMessage() async {
        let store = makeStore { _ in throw AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: 409)) }

        await store.send(.bookTapped) { $0.isSubmitting = true }
        await store.receive(\\.bookingResponse.failure) {
            $0.isSubmitting = false
            $0.errorMessage = "Someone else just booked this berth for these dates. Please pick other dates or another berth."
        }
    }

    func testNoBoatDoesNothing() async {
        let store = makeStore { _ in .fixture }
        await store.send(.binding(.set(\\.boat, nil))) { $0.boat = nil }
        await store.send(.bookTapped)
    }
}
""")
    S.bash("git rm -q ios/Moorline/Booking/BookingViewModel.swift ios/MoorlineTests/BookingViewModelTests.swift && "
           "cd ios && xcodebuild test -project Moorline.xcodeproj -scheme Moorline "
           "-destination 'platform=iOS Simulator,name=iPhone 16' -quiet 2>&1 | tail -3 && "
           "rm -rf /tmp/mdd && time xcodebuild -project Moorline.xcodeproj -scheme Moorline -derivedDataPath /tmp/mdd "
           "-destination 'generic/platform=iOS Simulator' build -quiet",
           "Remove the old view model, run the tests and time a clean build",
           "Test Suite 'All tests' passed at ⟦LDT-221.4⟧.\n"
           "\t Executed 41 tests, with 0 failures (0 unexpected) in 0.947 (0.981) seconds\n\n"
           "real\t3m38.41s\nuser\t9m52.07s\nsys\t1m11.64s", rk="tca_build", run=(300, 360))
    S.say("BookingFeature is in:\n\n"
          "- `BookingFeature.swift`: `@Reducer` with `@ObservableState`, binding actions for the form, `bookTapped` "
          "running the request through a `bookingClient` dependency, and the 409 case kept as `.berthTaken` with the "
          "same friendly message.\n"
          "- `BookingSheet` takes a `StoreOf<BookingFeature>`. Because we target iOS 16, observation comes from "
          "swift-perception: `@Perception.Bindable` and a `WithPerceptionTracking` wrapper are required, and "
          "forgetting the wrapper only shows up as a runtime warning.\n"
          "- `BookingFeatureTests` with `TestStore` (success, lost race, no boat) replace `BookingViewModelTests`; 41 "
          "tests pass.\n\n"
          "One cost to keep an eye on: a clean build now takes 3m38s, up from about 2m05s. Most of it is swift-syntax, "
          "which TCA's macros pull in (20 packages resolve now instead of 6).", k="tca_summary", end=True)

    S.prompt("3m38 hurts, but let's see how it feels day to day. Merge it; I'll port the other booking screens myself "
             "over the next days and it ships with 3.0.", k="p2")
    S.bash("git add -A && git commit -q -m \"booking: BookingFeature on The Composable Architecture\" && git push -q -u origin tca-booking "
           "&& gh pr create --fill && gh pr merge --squash --delete-branch",
           "Commit, open the PR and merge",
           "https://github.com/ines-vdb/moorline/pull/188\n"
           "✓ Squashed and merged pull request ines-vdb/moorline#188 (booking: BookingFeature on The Composable Architecture)\n"
           "✓ Deleted local branch tca-booking and switched to branch main\n✓ Deleted remote branch tca-booking",
           rk="tca_merge", run=(10, 20))
    S.branch = "main"
    S.say("Merged as #188.", end=True)

    line = FS["ios/Moorline/Map/BerthMapView.swift"].split("\n").index(
        "            MapAnnotation(coordinate: berth.coordinate!) {") + 1
    S.prompt(f"Sentry has a new crash from TestFlight build 2.9 (412): \"Fatal error: Unexpectedly found nil while "
             f"unwrapping an Optional value\" in BerthMapView.swift line {line}, 23 users, all in Harlingen. Can you "
             f"look?", k="sentry_crash")
    S.read("ios/Moorline/Map/BerthMapView.swift")
    S.edit("ios/Moorline/Map/BerthMapView.swift",
           """        Map(coordinateRegion: $region, annotationItems: berths) { berth in
            MapAnnotation(coordinate: berth.coordinate!) {""",
           """        // Berths created in the dashboard may not have a GPS position yet; they're listed, just not pinned.
        Map(coordinateRegion: $region, annotationItems: berths.filter { $0.coordinate != nil }) { berth in
            MapAnnotation(coordinate: berth.coordinate ?? harbour.coordinate) {""")
    S.say("The map force-unwraps `berth.coordinate`, which is optional because harbour staff can create berths in the "
          "dashboard without a GPS position. Harlingen added a new pontoon last week, and those berths have no "
          "coordinates yet, so opening the map there crashes. The map now only pins berths that have a position (the "
          "list view still shows all of them). It's worth asking Harlingen to fill in the positions in the "
          "dashboard.", end=True)
    return S


# =================================================================================================
# s09  2025-09-17 Wed  1.0.115  iOS CI: Bitrise -> Xcode Cloud; Alamofire -> URLSession; Tuist declined
# =================================================================================================

FS["ios/Moorline/Boats/BoatPhotoUploader.swift"] = """import Alamofire
import UIKit

/// Uploads a boat photo as multipart/form-data to POST /v1/boats/:id/photo.
struct BoatPhotoUploader {
    var api: APIClient = .shared

    func upload(_ image: UIImage, boatID: Int) async throws -> Boat {
        guard let jpeg = image.jpegData(compressionQuality: 0.8) else { throw UploadError.encoding }
        return try await api.session
            .upload(multipartFormData: { form in
                form.append(jpeg, withName: "photo", fileName: "boat.jpg", mimeType: "image/jpeg")
            }, to: APIClient.baseURL.appendingPathComponent("boats/\\(boatID)/photo"))
            .validate(statusCode: 200..<300)
            .serializingDecodable(Boat.self, decoder: JSONDecoder.api)
            .value
    }

    enum UploadError: Error { case encoding }
}
"""


def session_09():
    S = Session("s09", "2025-09-17T07:58:40.812", "1.0.115", "claude-opus-4-1-20250805", "xcode-cloud", "v1",
                todo_style="active")
    S.prompt(
        "The Bitrise renewal came in: on the credit pricing our iOS builds would cost about $90 a month. Xcode Cloud "
        "comes with the developer program (25 compute hours a month, we use about 12), so we move. I set up the "
        "workflows in App Store Connect yesterday: PRs run the tests on an iPhone 16 simulator, main archives and "
        "uploads to TestFlight. What the repo needs: ci_scripts for the build number and the Sentry dSYM upload "
        "(SENTRY_AUTH_TOKEN is a secret in the workflow), and bitrise.yml goes. Also remove the Bitrise webhook from "
        "the GitHub repo.", k="p1")
    S.todo([("Write ios/ci_scripts/ci_post_clone.sh (macros, build number)", "in_progress"),
            ("Write ios/ci_scripts/ci_post_xcodebuild.sh (Sentry dSYM upload)", "pending"),
            ("Delete bitrise.yml and the Bitrise webhook", "pending"),
            ("Open a PR and check the first Xcode Cloud run", "pending")])
    S.read("bitrise.yml")
    S.write("ios/ci_scripts/ci_post_clone.sh", """#!/bin/sh
# Xcode Cloud: runs right after the repository is cloned.
set -eu

# TCA's macros (swift-syntax) must be trusted explicitly on Xcode Cloud's machines.
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES

# Build numbers continue after the last Bitrise build (436).
cd "$CI_PRIMARY_REPOSITORY_PATH/ios"
xcrun agvtool new-version -all $((CI_BUILD_NUMBER + 436))
""", k="post_clone")
    S.write("ios/ci_scripts/ci_post_xcodebuild.sh", """#!/bin/sh
# Xcode Cloud: runs after xcodebuild. Uploads the dSYMs of archive builds to Sentry.
set -eu

if [ "${CI_XCODEBUILD_ACTION:-}" = "archive" ] && [ -n "${CI_ARCHIVE_PATH:-}" ]; then
  curl -sL https://sentry.io/get-cli/ | INSTALL_DIR="$CI_DERIVED_DATA_PATH" bash
  "$CI_DERIVED_DATA_PATH/sentry-cli" debug-files upload --org moorline --project ios \\
    --auth-token "$SENTRY_AUTH_TOKEN" "$CI_ARCHIVE_PATH/dSYMs"
fi
""")
    S.bash("chmod +x ios/ci_scripts/*.sh && git rm -q bitrise.yml && "
           "gh api repos/ines-vdb/moorline/hooks --jq '.[] | {id, url: .config.url}'",
           "Make the scripts executable, delete bitrise.yml and list the repo webhooks",
           "{\"id\":482913377,\"url\":\"https://hooks.bitrise.io/h/github/5b1f0c7a2e9d4c83/Kx9vR2mQ7tYp4LzN\"}\n"
           "{\"id\":498221530,\"url\":\"https://appsignal-endpoint.net/github/deploys?token=...\"}")
    S.bash("gh api -X DELETE repos/ines-vdb/moorline/hooks/482913377 && git add -A && "
           "git commit -q -m \"ios: Xcode Cloud ci_scripts, remove Bitrise\" && git push -q -u origin xcode-cloud && "
           "gh pr create --fill && sleep 600 && gh pr checks",
           "Delete the Bitrise webhook, open the PR and check the first Xcode Cloud run",
           "https://github.com/ines-vdb/moorline/pull/203\n"
           "All checks were successful\n0 cancelled, 0 failing, 1 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                                     DESCRIPTION                     ELAPSED  URL\n"
           "✓  Moorline | PR | Test - iOS (Xcode Cloud)  Tests passed: 41 of 41 tests   8m12s    https://appstoreconnect.apple.com/teams/69a6de8e-e1f7-47e3-e053-5b8c7c11a4d1/apps/6449123780/ci/builds/7c2d41e8",
           rk="xc_checks", run=(620, 640))
    S.say("Moved. The PR's only check is Xcode Cloud now and it passed (41 tests, 8m12s, most of it resolving and "
          "building the packages):\n\n"
          "- `ios/ci_scripts/ci_post_clone.sh`: trusts package plugins and macros (needed for TCA's macros on Xcode "
          "Cloud) and sets the build number to `CI_BUILD_NUMBER + 436`, so TestFlight numbers keep increasing after "
          "the last Bitrise build\n"
          "- `ios/ci_scripts/ci_post_xcodebuild.sh`: uploads dSYMs to Sentry with `sentry-cli` after archive actions\n"
          "- `bitrise.yml` deleted, and the Bitrise webhook removed from the repo (the AppSignal deploy hook stays)\n\n"
          "Cancel the Bitrise subscription before the renewal date; nothing triggers it any more.",
          k="xc_summary", end=True)

    S.prompt("While CI is new anyway: let's drop Alamofire, that was the 'eventually' from the SPM move. With "
             "async/await, URLSession does everything we use it for: the token interceptor, JSON decoding, and one "
             "multipart upload.", k="alamofire")
    S.read("ios/Moorline/Networking/APIClient.swift", rk="apiclient_read")
    S.grep("import Alamofire|AF\\.|asAFError|AFError|\\.session\\.", "ios",
           ["/Users/ines/code/moorline/ios/Moorline/Networking/APIClient.swift:1:import Alamofire",
            "/Users/ines/code/moorline/ios/Moorline/Booking/BookingFeature.swift:1:import Alamofire",
            f"/Users/ines/code/moorline/ios/Moorline/Booking/BookingFeature.swift:{ln('ios/Moorline/Booking/BookingFeature.swift', 'asAFError')}:        if error.asAFError?.responseCode == 409 {{",
            "/Users/ines/code/moorline/ios/Moorline/Boats/BoatPhotoUploader.swift:1:import Alamofire",
            f"/Users/ines/code/moorline/ios/Moorline/Boats/BoatPhotoUploader.swift:{ln('ios/Moorline/Boats/BoatPhotoUploader.swift', 'api.session')}:        return try await api.session",
            f"/Users/ines/code/moorline/ios/MoorlineTests/BookingFeatureTests.swift:{ln('ios/MoorlineTests/BookingFeatureTests.swift', 'throw AFError')}:        let store = makeStore {{ _ in throw AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: 409)) }}"])
    S.write("ios/Moorline/Networking/APIClient.swift", """import Foundation

/// Async/await client for the Moorline API on plain URLSession.
final class APIClient: Sendable {
    static let shared = APIClient()
    static let baseURL = URL(string: "https://api.moorline.app/v1")!

    private let session: URLSession
    private let tokenProvider: TokenProvider

    init(tokenProvider: TokenProvider = Auth0TokenProvider.shared, session: URLSession? = nil) {
        self.tokenProvider = tokenProvider
        self.session = session ?? {
            let configuration = URLSessionConfiguration.default
            configuration.timeoutIntervalForRequest = 20
            return URLSession(configuration: configuration)
        }()
    }

    func get<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
        try await send(URLRequest(url: Self.baseURL.appendingPathComponent(path)))
    }

    func post<Body: Encodable, T: Decodable>(_ path: String, body: Body, as type: T.Type = T.self) async throws -> T {
        var request = URLRequest(url: Self.baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder.api.encode(body)
        return try await send(request)
    }

    /// Adds the bearer token, retries once after a token refresh on 401, throws APIError for non-2xx.
    func send<T: Decodable>(_ request: URLRequest, isRetry: Bool = false) async throws -> T {
        var authorized = request
        authorized.setValue("Bearer \\(try await tokenProvider.accessToken())", forHTTPHeaderField: "Authorization")
        let (data, response) = try await session.data(for: authorized)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 401, !isRetry {
            await tokenProvider.invalidate()
            return try await send(request, isRetry: true)
        }
        guard (200..<300).contains(status) else { throw APIError.status(status, data) }
        return try JSONDecoder.api.decode(T.self, from: data)
    }
}

enum APIError: Error, Equatable {
    case status(Int, Data)

    var statusCode: Int? {
        guard case .status(let code, _) = self else { return nil }
        return code
    }
}
""", k="urlsession_write")
    S.read("ios/Moorline/Booking/BookingFeature.swift", offset=ln("ios/Moorline/Booking/BookingFeature.swift", "asAFError") - 6, limit=14)
    S.edit("ios/Moorline/Booking/BookingFeature.swift", "        if error.asAFError?.responseCode == 409 {",
           "        if (error as? APIError)?.statusCode == 409 {")
    S.edit("ios/Moorline/Booking/BookingFeature.swift", "import Alamofire\nimport ComposableArchitecture\n",
           "import ComposableArchitecture\n")
    S.read("ios/Moorline/Boats/BoatPhotoUploader.swift")
    S.write("ios/Moorline/Boats/BoatPhotoUploader.swift", """import UIKit

/// Uploads a boat photo as multipart/form-data to POST /v1/boats/:id/photo.
struct BoatPhotoUploader {
    var api: APIClient = .shared

    func upload(_ image: UIImage, boatID: Int) async throws -> Boat {
        guard let jpeg = image.jpegData(compressionQuality: 0.8) else { throw UploadError.encoding }
        let boundary = "moorline-\\(UUID().uuidString)"
        var body = Data()
        body.append(Data("--\\(boundary)\\r\\n".utf8))
        body.append(Data("Content-Disposition: form-data; name=\\"photo\\"; filename=\\"boat.jpg\\"\\r\\n".utf8))
        body.append(Data("Content-Type: image/jpeg\\r\\n\\r\\n".utf8))
        body.append(jpeg)
        body.append(Data("\\r\\n--\\(boundary)--\\r\\n".utf8))

        var request = URLRequest(url: APIClient.baseURL.appendingPathComponent("boats/\\(boatID)/photo"))
        request.httpMethod = "POST"
        request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        return try await api.send(request)
    }

    enum UploadError: Error { case encoding }
}
""")
    S.bash("sed -i '' 's/throw AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: 409))/throw APIError.status(409, Data())/' "
           "ios/MoorlineTests/BookingFeatureTests.swift && grep -rln 'Alamofire\\|AFError' ios/Moorline ios/MoorlineTests || echo 'no Alamofire references left'",
           "Update the test double and check for leftovers", "no Alamofire references left")
    S.say("The code no longer uses Alamofire: `APIClient` is plain URLSession with async/await (bearer token, one retry "
          "after a refresh on 401, `APIError.status` for non-2xx), `BookingFeature` checks `APIError` for the 409, "
          "the photo upload builds its multipart body by hand, and the test double throws `APIError`. Please remove "
          "the Alamofire package in Xcode (project > Package Dependencies > Alamofire > −); the package reference "
          "lives in project.pbxproj and I'd rather not hand-edit that.", k="alamofire_code", end=True)
    S.prompt("Removed it in Xcode.", k="removed", gap=(40, 90))
    S.bash("xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline > /dev/null && "
           "git diff ios/Moorline.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved | head -22",
           "Resolve packages and show the Package.resolved diff",
           "diff --git a/ios/Moorline.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved b/ios/Moorline.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved\n"
           "index 3f1c2a7..b80d94e 100644\n"
           "--- a/ios/Moorline.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved\n"
           "+++ b/ios/Moorline.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved\n"
           "@@ -1,15 +1,6 @@\n {\n-  \"originHash\" : \"9c1e7f2a0b64d35e81c7a49f0e2d6b3c5a8f1e7d2c9b0a4e6f3d8c1b7a5e2f90\",\n"
           "+  \"originHash\" : \"4b7a0e93c2f1d8a6b5e4c3d2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2\",\n"
           "   \"pins\" : [\n-    {\n-      \"identity\" : \"alamofire\",\n-      \"kind\" : \"remoteSourceControl\",\n"
           "-      \"location\" : \"https://github.com/Alamofire/Alamofire.git\",\n-      \"state\" : {\n"
           "-        \"revision\" : \"513364f870f6bfc468f9d2ff0a95caccc10044c5\",\n-        \"version\" : \"5.10.2\"\n"
           "-      }\n-    },\n     {\n       \"identity\" : \"auth0.swift\",",
           rk="resolved_diff", run=(25, 50))
    S.bash("cd ios && xcodebuild test -project Moorline.xcodeproj -scheme Moorline "
           "-destination 'platform=iOS Simulator,name=iPhone 16' -quiet 2>&1 | tail -2 && cd .. && git add -A && "
           "git commit -q -m \"ios: URLSession instead of Alamofire\" && git push -q",
           "Run the unit tests, commit and push to the PR branch",
           "Test Suite 'All tests' passed at ⟦LDT-4.6⟧.\n"
           "\t Executed 41 tests, with 0 failures (0 unexpected) in 0.912 (0.950) seconds", run=(150, 200))
    S.say("Alamofire is out of `Package.resolved` and all 41 tests pass. Committed and pushed to the same PR "
          "(#203), so its next Xcode Cloud run covers both changes.", end=True)

    S.prompt("Would Tuist help with these project-file conflicts? Every package change is a 40-line pbxproj diff, and "
             "the TCA branch had three merge conflicts in it.", k="tuist_q")
    S.say("It would remove them: with Tuist the Xcode project is generated from `Project.swift` and never committed. "
          "But for a single app target it's a lot of machinery: another tool to pin and install locally and in the "
          "Xcode Cloud `ci_post_clone.sh`, a generation step before every checkout switch, and everyone (including "
          "contractors) has to learn it. A cheaper step first: convert the app and test folders to Xcode 16 "
          "\"folders\" (synchronized groups), which removes the per-file entries that cause most of the conflicts; "
          "package changes stay in pbxproj but they're rare. I'd revisit Tuist only if we add targets (widgets, a "
          "watch app).", k="tuist_answer", end=True)
    S.prompt("Agreed, no Tuist. Merge the PR.", k="no_tuist")
    S.bash("gh pr merge 203 --squash --delete-branch", "Merge the Xcode Cloud PR",
           "✓ Squashed and merged pull request ines-vdb/moorline#203 (ios: Xcode Cloud ci_scripts, remove Bitrise)\n"
           "✓ Deleted local branch xcode-cloud and switched to branch main\n✓ Deleted remote branch xcode-cloud",
           rk="xc_merge")
    S.branch = "main"
    S.say("Merged as #203; the merge to main triggers the first Xcode Cloud archive and TestFlight upload.", end=True)
    return S


# =================================================================================================
# s10  2025-10-14 Tue  2.0.14  TCA reverted -> @Observable, iOS 17; auth decision (Auth0 out next sprint)
# =================================================================================================

def session_10():
    # the revert restores the pre-TCA files
    FS["ios/Moorline/Booking/BookingSheet.swift"] = PRE_TCA_SHEET
    S = Session("s10", "2025-10-14T08:27:19.456", "2.0.14", "claude-sonnet-4-5-20250929", "observable", "v2",
                todo_style="active")
    S.prompt(
        "I'm pulling the plug on TCA. Two months in: clean builds take 3m40 instead of 2 minutes (swift-syntax for the "
        "macros), SwiftUI previews of the booking screens crash half the time, 3.0 shipped with about 1,400 lines of "
        "reducers for six screens, and Jonas, the contractor who helped in September, needed a week to become "
        "productive in it. Revert the TCA work and use plain @Observable models instead. That needs iOS 17, which is "
        "fine: iOS 16 is under 3% of our sessions in App Store Connect, so raise the deployment target to 17.0.",
        k="p1")
    S.think("Find the TCA commits on main and revert them newest first. The later URLSession change touched "
            "BookingFeature.swift and its tests, so reverting #188 will conflict there (modified vs deleted). Then "
            "deployment target 17.0, BookingModel with @Observable, sheet with @State, tests.")
    S.todo([("Revert the four TCA commits", "in_progress"),
            ("Raise the deployment target to iOS 17.0", "pending"),
            ("Write BookingModel with @Observable", "pending"),
            ("Move BookingSheet to @State/@Observable", "pending"),
            ("Replace the view model tests", "pending"),
            ("Run tests and time a clean build", "pending")])
    S.bash("git log --oneline --grep='Feature\\|Composable\\|TCA' main | head", "Find the TCA commits",
           "a7d03be app: AppFeature at the root, sessions and deep links (#214)\n"
           "5e91c07 booking: extras and payment steps as child features (#197)\n"
           "0b3f6a2 booking: dates and boat steps as child features (#191)\n"
           "d41c8e9 booking: BookingFeature on The Composable Architecture (#188)", rk="tca_log")
    S.bash("git revert --no-edit a7d03be 5e91c07 0b3f6a2 d41c8e9", "Revert the TCA commits, newest first",
           "Exit code 1\n[observable 2c8e1f4] Revert \"app: AppFeature at the root, sessions and deep links (#214)\"\n"
           " 9 files changed, 212 insertions(+), 604 deletions(-)\n"
           "[observable 7b0d9a3] Revert \"booking: extras and payment steps as child features (#197)\"\n"
           " 7 files changed, 188 insertions(+), 421 deletions(-)\n"
           "[observable e4f17c5] Revert \"booking: dates and boat steps as child features (#191)\"\n"
           " 6 files changed, 131 insertions(+), 297 deletions(-)\n"
           "CONFLICT (modify/delete): ios/Moorline/Booking/BookingFeature.swift deleted in parent of d41c8e9 (booking: "
           "BookingFeature on The Composable Architecture (#188)) and modified in HEAD.  Version HEAD of "
           "ios/Moorline/Booking/BookingFeature.swift left in tree.\n"
           "CONFLICT (modify/delete): ios/MoorlineTests/BookingFeatureTests.swift deleted in parent of d41c8e9 (booking: "
           "BookingFeature on The Composable Architecture (#188)) and modified in HEAD.  Version HEAD of "
           "ios/MoorlineTests/BookingFeatureTests.swift left in tree.\n"
           "error: could not revert d41c8e9... booking: BookingFeature on The Composable Architecture (#188)\n"
           "hint: After resolving the conflicts, mark them with\nhint: \"git add/rm <pathspec>\", then run\n"
           "hint: \"git revert --continue\".", error=True, k="git_revert", rk="revert_conflict", run=(2, 4))
    S.bash("git rm -q ios/Moorline/Booking/BookingFeature.swift ios/MoorlineTests/BookingFeatureTests.swift && "
           "GIT_EDITOR=true git revert --continue && "
           "xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline 2>&1 | tail -1",
           "Resolve the conflicts by deleting the TCA feature and its tests, then finish the revert",
           "[observable 5d3a902] Revert \"booking: BookingFeature on The Composable Architecture (#188)\"\n"
           " 8 files changed, 97 insertions(+), 233 deletions(-)\n"
           " create mode 100644 ios/Moorline/Booking/BookingViewModel.swift\n"
           " create mode 100644 ios/MoorlineTests/BookingViewModelTests.swift\n"
           " delete mode 100644 ios/Moorline/Booking/BookingFeature.swift\n"
           " delete mode 100644 ios/MoorlineTests/BookingFeatureTests.swift\n"
           "resolved source packages: Auth0, JWTDecode, Kingfisher, Sentry, SimpleKeychain",
           rk="revert_done", run=(20, 40))
    S.bash("sed -i '' 's/IPHONEOS_DEPLOYMENT_TARGET = 16.0;/IPHONEOS_DEPLOYMENT_TARGET = 17.0;/g' "
           "ios/Moorline.xcodeproj/project.pbxproj && grep -c 'IPHONEOS_DEPLOYMENT_TARGET = 17.0;' "
           "ios/Moorline.xcodeproj/project.pbxproj", "Raise the iOS deployment target to 17.0", "4",
           k="ios17_sed")
    S.read("ios/Moorline/Booking/BookingViewModel.swift")
    S.write("ios/Moorline/Booking/BookingModel.swift", """import Foundation
import Observation

/// State of the booking sheet. Observation framework (iOS 17): views track exactly the properties they read.
@MainActor
@Observable
final class BookingModel {
    var berth: Berth
    var boats: [Boat]
    var boat: Boat?
    var arrival: Date
    var departure: Date
    private(set) var isSubmitting = false
    var errorMessage: String?
    private(set) var confirmedBooking: Booking?

    @ObservationIgnored private let create: (BookingRequest) async throws -> Booking

    init(berth: Berth, boats: [Boat], arrival: Date = .now,
         create: @escaping (BookingRequest) async throws -> Booking = { try await APIClient.shared.post("bookings", body: $0) }) {
        self.berth = berth
        self.boats = boats
        self.boat = boats.first
        self.arrival = arrival
        self.departure = Calendar.current.date(byAdding: .day, value: 1, to: arrival)!
        self.create = create
    }

    func submit() async {
        guard let boat, !isSubmitting else { return }
        isSubmitting = true
        errorMessage = nil
        defer { isSubmitting = false }
        do {
            confirmedBooking = try await create(BookingRequest(berthID: berth.id, boatID: boat.id,
                                                               arrivesOn: arrival, departsOn: departure))
        } catch APIError.status(409, _) {
            errorMessage = "Someone else just booked this berth for these dates. Please pick other dates or another berth."
        } catch {
            Log.report(error)
            errorMessage = "Something went wrong. Please try again."
        }
    }
}
""", k="observable_write")
    S.read("ios/Moorline/Booking/BookingSheet.swift")
    S.write("ios/Moorline/Booking/BookingSheet.swift", """import SwiftUI

struct BookingSheet: View {
    @State private var model: BookingModel
    @Environment(\\.dismiss) private var dismiss

    init(berth: Berth, boats: [Boat]) {
        _model = State(initialValue: BookingModel(berth: berth, boats: boats))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Stay") {
                    DatePicker("Arrival", selection: $model.arrival, displayedComponents: .date)
                    DatePicker("Departure", selection: $model.departure, in: model.arrival..., displayedComponents: .date)
                }
                Section("Boat") {
                    Picker("Boat", selection: $model.boat) {
                        ForEach(model.boats) { boat in Text(boat.name).tag(Optional(boat)) }
                    }
                }
                if let message = model.errorMessage {
                    Section { Text(message).foregroundStyle(.red) }
                }
            }
            .navigationTitle(model.berth.code)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Book") { Task { await model.submit() } }.disabled(model.isSubmitting)
                }
            }
            .onChange(of: model.confirmedBooking) { _, booking in
                if booking != nil { dismiss() }
            }
        }
    }
}
""")
    S.write("ios/MoorlineTests/BookingModelTests.swift", """import XCTest
@testable import Moorline

@MainActor
final class BookingModelTests: XCTestCase {
    func testSubmitStoresTheBooking() async {
        let model = BookingModel(berth: .b12, boats: [.saskia], arrival: .april18) { _ in .fixture }

        await model.submit()

        XCTAssertEqual(model.confirmedBooking, .fixture)
        XCTAssertNil(model.errorMessage)
        XCTAssertFalse(model.isSubmitting)
    }

    func testLostRaceShowsFriendlyMessage() async {
        let model = BookingModel(berth: .b12, boats: [.saskia], arrival: .april18) { _ in
            throw APIError.status(409, Data())
        }

        await model.submit()

        XCTAssertNil(model.confirmedBooking)
        XCTAssertEqual(model.errorMessage,
                       "Someone else just booked this berth for these dates. Please pick other dates or another berth.")
    }

    func testWithoutABoatNothingIsSent() async {
        let model = BookingModel(berth: .b12, boats: [], arrival: .april18) { _ in
            XCTFail("must not be called")
            return .fixture
        }

        await model.submit()

        XCTAssertNil(model.confirmedBooking)
    }
}
""")
    S.bash("git rm -q ios/Moorline/Booking/BookingViewModel.swift ios/MoorlineTests/BookingViewModelTests.swift && "
           "cd ios && xcodebuild test -project Moorline.xcodeproj -scheme Moorline "
           "-destination 'platform=iOS Simulator,name=iPhone 17' -quiet 2>&1 | tail -2 && rm -rf /tmp/mdd && "
           "time xcodebuild -project Moorline.xcodeproj -scheme Moorline -derivedDataPath /tmp/mdd "
           "-destination 'generic/platform=iOS Simulator' build -quiet",
           "Delete the restored view model, run the tests and time a clean build",
           "Test Suite 'All tests' passed at ⟦LDT-122.3⟧.\n"
           "\t Executed 38 tests, with 0 failures (0 unexpected) in 0.801 (0.829) seconds\n\n"
           "real\t1m58.73s\nuser\t5m21.40s\nsys\t0m44.18s", rk="build_after", run=(220, 280))
    S.say("TCA is gone and the booking flow runs on the Observation framework:\n\n"
          "- Reverted #214, #197, #191 and #188 (newest first). The only conflicts were `BookingFeature.swift` and "
          "its tests, which the URLSession change had modified after #188; resolved by deleting both. The package graph is back to "
          "Auth0, Kingfisher and Sentry (plus Auth0's two helpers); swift-syntax and the 14 Point-Free packages are "
          "gone.\n"
          "- Deployment target 17.0 in all four build configurations.\n"
          "- `BookingModel` is an `@Observable` class with an injectable `create` closure; the sheet holds it in "
          "`@State`, binds with `$model.arrival`, and uses the iOS 17 two-argument `onChange`.\n"
          "- The view model the revert brought back (it still used Alamofire) is deleted, and "
          "`BookingModelTests` replace its tests. 38 tests pass.\n\n"
          "Clean build: 1m59s, down from 3m38s. The extras and payment screens came back from the revert as their "
          "pre-TCA `ObservableObject` view models; they compile and work, and I can port them to `@Observable` the same "
          "way next.", k="revert_summary", end=True)

    S.prompt(
        "Yes, later. Now auth, the bigger one. App Review rejected 3.0.1 last week under guideline 4.8 (Login "
        "Services): we offer 'Continue with Google' through Auth0, so we must also offer Sign in with Apple. On top of "
        "that, support keeps getting mails about the '\"Moorline\" wants to use \"auth0.com\" to sign in' alert and a "
        "web login sheet that looks like phishing to people, and Auth0 wants a paid plan for a custom domain. "
        "Decision: next sprint we drop Auth0 and do it ourselves in Phoenix. Sign in with Apple natively "
        "(ASAuthorizationController, the server verifies Apple's identity token) plus email magic links sent through "
        "Postmark, with our own session tokens. Google login goes away. I looked at Firebase Auth and Clerk: no, not "
        "another vendor. What does the server side need?", k="auth_decision")
    S.grep("auth0", ".", [
        "/Users/ines/code/moorline/server/lib/moorline_web/plugs/auth0_token.ex",
        "/Users/ines/code/moorline/server/lib/moorline/auth/auth0_strategy.ex",
        "/Users/ines/code/moorline/server/lib/moorline_web/router.ex",
        "/Users/ines/code/moorline/server/config/runtime.exs",
        "/Users/ines/code/moorline/server/mix.exs",
        "/Users/ines/code/moorline/ios/Moorline/MoorlineApp.swift",
        "/Users/ines/code/moorline/ios/Moorline/Auth/Auth0TokenProvider.swift",
        "/Users/ines/code/moorline/ios/Moorline/Auth/LoginView.swift",
        "/Users/ines/code/moorline/ios/Moorline/Networking/APIClient.swift"], mode="files_with_matches",
        rk="auth0_grep", ci=True)
    S.say("Auth0 touches nine files, five of them on the server. What the server needs:\n\n"
          "1. **Accounts and tokens**: an `owner_tokens` table like `phx.gen.auth`'s `users_tokens` (hashed token, "
          "context `session` / `magic_link`, `sent_to`, `inserted_at`). Session tokens are long random strings we "
          "look up, not JWTs, so they can be revoked. Existing owners are matched by email, so nobody loses their "
          "bookings.\n"
          "2. **Sign in with Apple**: `POST /v1/auth/apple` takes the identity token from `ASAuthorizationController`, "
          "verifies the signature against Apple's JWKS (`https://appleid.apple.com/auth/keys`, fetched with Req and "
          "cached in Redis), checks `iss`, `aud` (our bundle id), `exp` and the nonce, then finds or creates the owner "
          "by Apple `sub` (email only on first sign-in, possibly a private relay address). Joken can stay for the "
          "verification itself.\n"
          "3. **Magic links**: `POST /v1/auth/email` sends a one-time link through Postmark (15-minute expiry, single "
          "use); `GET /auth/email/:token` opens the app through a universal link, which exchanges it for a session "
          "token.\n"
          "4. **Transition**: an `OwnerToken` plug that accepts our tokens, with the old Auth0 plug as a fallback, so "
          "the server can ship before the app. Remove Auth0 once the new app version is live and older versions are "
          "forced to update by the minimum-version check.\n"
          "5. **Account deletion** in the app keeps working (App Review requires it) and also needs Apple token "
          "revocation.\n\n"
          "About a week for the server and two or three days for the iOS side.", k="auth_plan", end=True)
    return S


# =================================================================================================
# s11  2025-11-12 Wed  2.0.36  Auth0 removed (3.1 live "yesterday"); July/June correction; XCTest -> Swift Testing
# =================================================================================================

def session_11():
    # off-screen since s10: own tokens on the server, Sign in with Apple + magic links in the app (3.1)
    FS["server/lib/moorline_web/router.ex"] = FS["server/lib/moorline_web/router.ex"].replace(
        """  pipeline :owner_api do
    plug MoorlineWeb.Plugs.Auth0Token
  end""",
        """  pipeline :owner_api do
    # Our own session tokens (Sign in with Apple, magic links). Auth0 tokens are still accepted until
    # every app in use is on 3.1.
    plug MoorlineWeb.Plugs.OwnerToken
    plug MoorlineWeb.Plugs.Auth0Token, only_if_unauthenticated: true
  end""")
    FS["ios/MoorlineTests/PriceFormatterTests.swift"] = """import XCTest
@testable import Moorline

final class PriceFormatterTests: XCTestCase {
    func testFormatsEuroAmountsForDutchLocale() {
        let formatter = PriceFormatter(locale: Locale(identifier: "nl_NL"))
        XCTAssertEqual(formatter.string(from: Decimal(string: "118.35")!), "€ 118,35")
    }

    func testFormatsEuroAmountsForGermanLocale() {
        let formatter = PriceFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.string(from: Decimal(string: "118.35")!), "118,35 €")
    }

    func testFormatsEuroAmountsForEnglishLocale() {
        let formatter = PriceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(from: Decimal(string: "118.35")!), "€118.35")
    }

    func testRoundsHalfUpToCents() {
        let formatter = PriceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(from: Decimal(string: "97.805")!), "€97.81")
    }
}
"""
    R = "server/lib/moorline_web/router.ex"
    S = Session("s11", "2025-11-12T09:05:33.218", "2.0.36", "claude-sonnet-4-5-20250929", "drop-auth0", "v2",
                todo_style="active", stop_hook=True)
    S.prompt(
        "3.1 went live in the App Store yesterday: Sign in with Apple and email magic links, Google login gone. The "
        "server has accepted our own tokens next to Auth0's since last week's deploy, and the minimum-version check "
        "now forces everyone below 3.1 to update. So Auth0 is dead weight: remove it from the server (the Auth0Token "
        "plug, the JWKS strategy, joken_jwks, the AUTH0_* config) and from the iOS app (Auth0.swift and "
        "Auth0TokenProvider). I'll delete the Auth0 tenant afterwards.", k="p1")
    S.todo([("Remove the Auth0 plug and strategy from the server", "in_progress"),
            ("Drop joken_jwks and the AUTH0_* config", "pending"),
            ("Run the server tests", "pending"),
            ("Remove Auth0 from the iOS app", "pending")])
    S.grep("auth0", ".", [
        "/Users/ines/code/moorline/server/lib/moorline_web/plugs/auth0_token.ex:1:defmodule MoorlineWeb.Plugs.Auth0Token do",
        "/Users/ines/code/moorline/server/lib/moorline/auth/auth0_strategy.ex:1:defmodule Moorline.Auth.Auth0Strategy do",
        f"/Users/ines/code/moorline/server/lib/moorline_web/router.ex:{ln(R, 'Auth0 tokens are still')}:    # Our own session tokens (Sign in with Apple, magic links). Auth0 tokens are still accepted until",
        f"/Users/ines/code/moorline/server/lib/moorline_web/router.ex:{ln(R, 'Plugs.Auth0Token')}:    plug MoorlineWeb.Plugs.Auth0Token, only_if_unauthenticated: true",
        f"/Users/ines/code/moorline/server/config/runtime.exs:{ln('server/config/runtime.exs', ':auth0,')}:  config :moorline, :auth0,",
        f"/Users/ines/code/moorline/server/mix.exs:{ln('server/mix.exs', 'Verifies the Auth0')}:      # Verifies the Auth0 access tokens the iOS app sends (JWKS from moorline.eu.auth0.com)",
        "/Users/ines/code/moorline/server/test/moorline_web/plugs/auth0_token_test.exs:1:defmodule MoorlineWeb.Plugs.Auth0TokenTest do",
        "/Users/ines/code/moorline/ios/Moorline/MoorlineApp.swift:1:import Auth0",
        "/Users/ines/code/moorline/ios/Moorline/Auth/Auth0TokenProvider.swift:1:import Auth0"], rk="auth0_grep",
        ci=True)
    S.read(R, offset=ln(R, "pipeline :owner_api") - 1, limit=9)
    S.edit("server/lib/moorline_web/router.ex",
           """  pipeline :owner_api do
    # Our own session tokens (Sign in with Apple, magic links). Auth0 tokens are still accepted until
    # every app in use is on 3.1.
    plug MoorlineWeb.Plugs.OwnerToken
    plug MoorlineWeb.Plugs.Auth0Token, only_if_unauthenticated: true
  end""",
           """  pipeline :owner_api do
    # Session tokens issued by us after Sign in with Apple or an email magic link.
    plug MoorlineWeb.Plugs.OwnerToken
  end""", k="router_edit")
    S.read("server/mix.exs", offset=ln("server/mix.exs", "Verifies the Auth0") - 4, limit=10)
    S.edit("server/mix.exs",
           """      # Verifies the Auth0 access tokens the iOS app sends (JWKS from moorline.eu.auth0.com)
      {:joken, "~> 2.6"},
      {:joken_jwks, "~> 1.6"},
""",
           """      # Verifies Sign in with Apple identity tokens (Apple's JWKS fetched with Req, cached in Redis)
      {:joken, "~> 2.6"},
""", k="mix_edit")
    S.read("server/config/runtime.exs", offset=ln("server/config/runtime.exs", "Fly Postgres cluster") - 2, limit=45)
    S.edit("server/config/runtime.exs",
           """  config :moorline, :auth0,
    domain: System.fetch_env!("AUTH0_DOMAIN"),
    audience: System.fetch_env!("AUTH0_AUDIENCE")

""", "", k="runtime_edit")
    S.bash("git rm -q server/lib/moorline_web/plugs/auth0_token.ex server/lib/moorline/auth/auth0_strategy.ex "
           "server/test/moorline_web/plugs/auth0_token_test.exs && cd server && mix deps.unlock --unused && "
           "mix deps.clean --unused && mix compile --warnings-as-errors && mix test",
           "Delete the Auth0 modules, drop joken_jwks from the lock and run the tests",
           "Unlocked deps:\n  * joken_jwks\n* Cleaning joken_jwks\nCompiling 84 files (.ex)\nGenerated moorline app\n"
           "Running ExUnit with seed: 667120, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "...........................................................................................................\n"
           "............................\nFinished in 5.2 seconds (3.2s async, 2.0s sync)\n242 tests, 0 failures",
           rk="server_test", run=(30, 45))
    S.bash("git rm -q ios/Moorline/Auth/Auth0TokenProvider.swift && sed -i '' '/^import Auth0$/d' "
           "ios/Moorline/MoorlineApp.swift && grep -rn 'Auth0' ios/Moorline || echo 'no Auth0 references left'",
           "Remove Auth0 from the app code", "no Auth0 references left")
    S.say("Server and app code are clean. On the server: the `Auth0Token` plug, `Auth0Strategy` and their test are "
          "deleted, `owner_api` only runs `OwnerToken`, `joken_jwks` is gone from `mix.exs` and the lock (Joken stays "
          "for Apple's identity tokens), and the `:auth0` config with its `AUTH0_DOMAIN`/`AUTH0_AUDIENCE` "
          "`fetch_env!` calls is removed, so you can `fly secrets unset AUTH0_DOMAIN AUTH0_AUDIENCE`. 242 tests pass. "
          "In the app, `Auth0TokenProvider.swift` is deleted and the unused `import Auth0` is gone. Please remove the "
          "Auth0 package in Xcode (Package Dependencies > Auth0 > −).", k="auth_removed", end=True)
    S.prompt("Done, removed in Xcode.", k="removed", gap=(50, 100))
    S.bash("xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline 2>&1 | tail -1",
           "Resolve packages without Auth0",
           "resolved source packages: Kingfisher, Sentry", rk="resolve", run=(15, 30))
    S.say("Only Kingfisher and Sentry are left; JWTDecode and SimpleKeychain went with Auth0.swift. Auth0 is out of "
          "the code base.", end=True)

    S.prompt("One more thing I noticed in runtime.exs: the comment above DATABASE_URL still says Fly Postgres. We've "
             "been on Crunchy Bridge since the database move in July, fix that comment.", k="july_claim")
    S.bash("git log --date=short --format='%h %ad %s' -- server/config/runtime.exs docs/runbooks/ | head -8",
           "Check when the database move happened",
           "f02b9d1 2025-11-04 auth: accept our own session tokens next to Auth0 (#229)\n"
           "c61f0aa 2025-07-22 availability cache: Cachex -> Redis (Redix) (#176)\n"
           "9d4e2b7 2025-06-24 repo: verify the Crunchy Bridge TLS certificate\n"
           "3a9e1f0 2025-06-21 prod: Crunchy Bridge (Postgres 17) cutover, ssl on\n"
           "b71c2d4 2025-06-17 docs: runbook for the Crunchy Bridge cutover on 2025-06-21\n"
           "e0a8c55 2025-06-13 mail: Postmark instead of SendGrid\n"
           "5b6f1d2 2025-04-15 tides: Req instead of HTTPoison (#152)",
           rk="gitlog_pg")
    S.edit("server/config/runtime.exs",
           "  # Fly Postgres cluster `moorline-db`, reached over Flycast on the private network.\n",
           "  # Crunchy Bridge: managed PostgreSQL 17 in AWS eu-central-1, since the 2025-06-21 cutover from Fly\n"
           "  # Postgres. TLS with certificate verification (see :ssl below).\n", k="comment_edit")
    S.say("Comment fixed. One correction though: the move was in June, not July. The cutover commit is from Saturday "
          "2025-06-21 (the runbook is from the 17th and the TLS verification followed on the 24th); July was the "
          "Redis cache.", k="june_correction", end=True)

    S.prompt("Last thing for today: tests. I converted most of MoorlineTests to Swift Testing over the weekend; two "
             "files are still XCTest. Port them, so the unit tests are Swift Testing only. The UI tests stay on "
             "XCTest, Swift Testing can't drive the UI.", k="swift_testing")
    S.grep("^import XCTest", "ios/MoorlineTests", [
        "/Users/ines/code/moorline/ios/MoorlineTests/BookingModelTests.swift",
        "/Users/ines/code/moorline/ios/MoorlineTests/PriceFormatterTests.swift"], mode="files_with_matches",
        rk="xctest_left")
    S.read("ios/MoorlineTests/BookingModelTests.swift")
    S.write("ios/MoorlineTests/BookingModelTests.swift", """import Foundation
import Testing
@testable import Moorline

@MainActor
@Suite struct BookingModelTests {
    @Test func submitStoresTheBooking() async {
        let model = BookingModel(berth: .b12, boats: [.saskia], arrival: .april18) { _ in .fixture }

        await model.submit()

        #expect(model.confirmedBooking == .fixture)
        #expect(model.errorMessage == nil)
        #expect(!model.isSubmitting)
    }

    @Test func lostRaceShowsFriendlyMessage() async {
        let model = BookingModel(berth: .b12, boats: [.saskia], arrival: .april18) { _ in
            throw APIError.status(409, Data())
        }

        await model.submit()

        #expect(model.confirmedBooking == nil)
        #expect(model.errorMessage == "Someone else just booked this berth for these dates. Please pick other dates or another berth.")
    }

    @Test func withoutABoatNothingIsSent() async {
        let model = BookingModel(berth: .b12, boats: [], arrival: .april18) { _ in
            Issue.record("must not be called")
            return .fixture
        }

        await model.submit()

        #expect(model.confirmedBooking == nil)
    }
}
""", k="st_write")
    S.read("ios/MoorlineTests/PriceFormatterTests.swift")
    S.write("ios/MoorlineTests/PriceFormatterTests.swift", """import Foundation
import Testing
@testable import Moorline

@Suite struct PriceFormatterTests {
    @Test(arguments: [
        ("nl_NL", "€ 118,35"),
        ("de_DE", "118,35 €"),
        ("en_GB", "€118.35"),
    ])
    func formatsEuroAmounts(locale: String, expected: String) {
        let formatter = PriceFormatter(locale: Locale(identifier: locale))
        #expect(formatter.string(from: Decimal(string: "118.35")!) == expected)
    }

    @Test func roundsHalfUpToCents() {
        let formatter = PriceFormatter(locale: Locale(identifier: "en_GB"))
        #expect(formatter.string(from: Decimal(string: "97.805")!) == "€97.81")
    }
}
""")
    S.bash("cd ios && xcodebuild test -project Moorline.xcodeproj -scheme Moorline -only-testing:MoorlineTests "
           "-destination 'platform=iOS Simulator,name=iPhone 17' 2>&1 | grep -E '^(◇|✔|✘|\\*\\*)' | tail -6",
           "Run the unit tests",
           "◇ Test run started.\n"
           "✔ Suite BookingModelTests passed after 0.029 seconds.\n"
           "✔ Suite PriceFormatterTests passed after 0.004 seconds.\n"
           "✔ Suite CalendarGridTests passed after 0.011 seconds.\n"
           "✔ Test run with 41 tests in 12 suites passed after 0.512 seconds.\n"
           "** TEST SUCCEEDED **", rk="st_run", run=(120, 170))
    S.say("Both files are on Swift Testing now: `BookingModelTests` as a `@MainActor @Suite` with `#expect` and "
          "`Issue.record`, and `PriceFormatterTests` with the three locale cases folded into one parameterized "
          "`@Test(arguments:)`. No `import XCTest` is left in MoorlineTests; the 41 unit tests in 12 suites pass under "
          "Swift Testing. MoorlineUITests stays on XCTest, as you said.", end=True)
    return S


# =================================================================================================
# s12  2025-12-16 Tue  2.0.69  Phoenix 1.7 -> 1.8 (LiveView 1.1, Tailwind 4); onboarding doc rewritten
# =================================================================================================

def session_12():
    FS[".tool-versions"] = FS[".tool-versions"].replace("nodejs 20.18.1\npostgres 15.8\n", "nodejs 22.20.0\npostgres 17.6\n")
    S = Session("s12", "2025-12-16T13:18:02.774", "2.0.69", "claude-opus-4-5-20251101", "phoenix-1.8", "v2",
                todo_style="active", slug="steady-mooring-heron", stop_hook=True)
    S.prompt(
        "Phoenix 1.8 upgrade for the server. 1.8.1 and LiveView 1.1 are out, and the dashboard moves to Tailwind 4 at "
        "the same time. Follow the upgrade guide, keep the dashboard looking the same (no daisyUI, no new layouts "
        "yet), and deploy to staging when it's green.", k="p1")
    S.todo([("Bump phoenix, phoenix_live_view and tailwind in mix.exs", "in_progress"),
            ("Update deps and fix compile warnings", "pending"),
            ("Move the dashboard CSS to Tailwind 4", "pending"),
            ("Run the tests and deploy to staging", "pending")])
    S.read("server/mix.exs", rk="mix_read")
    S.edit("server/mix.exs",
           """      {:phoenix, "~> 1.7.14"},""",
           """      {:phoenix, "~> 1.8.1"},""", k="phx_edit")
    S.edit("server/mix.exs",
           """      {:phoenix_live_view, "~> 1.0.4"},""",
           """      {:phoenix_live_view, "~> 1.1"},
      {:lazy_html, ">= 0.1.0", only: :test},""")
    S.edit("server/mix.exs",
           """      {:tailwind, "~> 0.2", runtime: Mix.env() == :dev},""",
           """      {:tailwind, "~> 0.4", runtime: Mix.env() == :dev},""")
    S.bash("cd server && mix deps.update phoenix phoenix_live_view phoenix_html phoenix_live_dashboard tailwind lazy_html",
           "Update the Phoenix packages",
           "Resolving Hex dependencies...\nResolution completed in 0.412s\nNew:\n  cc_precompiler 0.1.11\n"
           "  elixir_make 0.9.0\n  fine 0.1.4\n  lazy_html 0.1.8\nUpgraded:\n  phoenix 1.7.21 => 1.8.1\n"
           "  phoenix_html 4.2.1 => 4.3.0\n  phoenix_live_dashboard 0.8.6 => 0.8.7\n"
           "  phoenix_live_view 1.0.17 => 1.1.17\n  phoenix_template 1.0.4 => 1.0.4\n  tailwind 0.2.4 => 0.4.1\n"
           "* Updating phoenix (Hex package)\n* Updating phoenix_html (Hex package)\n"
           "* Updating phoenix_live_dashboard (Hex package)\n* Updating phoenix_live_view (Hex package)\n"
           "* Updating tailwind (Hex package)\n* Getting lazy_html (Hex package)", rk="deps_update", run=(8, 14))
    S.read("server/config/config.exs", offset=ln("server/config/config.exs", "config :tailwind,") - 1, limit=9)
    S.edit("server/config/config.exs",
           """config :tailwind,
  version: "3.4.3",
  moorline: [
    args: ~w(--config=tailwind.config.js --input=css/app.css --output=../priv/static/assets/app.css),
    cd: Path.expand("../assets", __DIR__)
  ]""",
           """config :tailwind,
  version: "4.1.12",
  moorline: [
    args: ~w(--input=assets/css/app.css --output=priv/static/assets/app.css),
    cd: Path.expand("..", __DIR__)
  ]""", k="tailwind_edit")
    S.bash("cd server/assets && npx -y @tailwindcss/upgrade@4 --force && cd .. && mix tailwind.install && "
           "grep -rl 'live_flash(' lib | xargs sed -i '' 's/live_flash(/Phoenix.Flash.get(/g' && "
           "mix compile --warnings-as-errors && mix test",
           "Migrate the CSS to Tailwind 4, replace deprecated live_flash and run the tests",
           "≈ tailwindcss v4.1.12\n\n│ Searching for CSS files in the current directory and its subdirectories…\n\n"
           "│ ↳ Linked `./tailwind.config.js` to `./css/app.css`\n│ Migrating JavaScript configuration files…\n"
           "│ ↳ Migrated configuration file: `./tailwind.config.js`\n│ Migrating templates…\n"
           "│ ↳ Migrated templates for configuration file: `./tailwind.config.js`\n│ Migrating stylesheets…\n"
           "│ ↳ Migrated stylesheet: `./css/app.css`\n\n│ Verify the changes and commit them to your repository.\n"
           "* Downloading tailwind 4.1.12 ...\nCompiling 86 files (.ex)\nGenerated moorline app\n"
           "Running ExUnit with seed: 912336, max_cases: 20\n\n"
           "...........................................................................................................\n"
           "...........................................................................................................\n"
           "............................\nFinished in 5.4 seconds (3.3s async, 2.1s sync)\n242 tests, 0 failures",
           rk="test", run=(60, 90))
    S.bash("git add -A && git commit -q -m \"Phoenix 1.8.1, LiveView 1.1, Tailwind 4\" && cd server && "
           "fly deploy -c fly.staging.toml 2>&1 | grep -E 'succeeded|Visit'",
           "Commit and deploy to staging",
           " ✔ Machine 5683d920b14e68 [app] update succeeded\n"
           "Visit your newly deployed app at https://moorline-staging.fly.dev/", run=(140, 190))
    S.say("Phoenix 1.8 is on staging:\n\n"
          "- `mix.exs`: phoenix 1.8.1, phoenix_live_view 1.1.17, tailwind (hex) 0.4.1, plus `lazy_html` for tests "
          "(LiveView 1.1's test helpers use it instead of Floki)\n"
          "- Tailwind 4.1.12: `@tailwindcss/upgrade` moved `tailwind.config.js` into `app.css` (`@import "
          "\"tailwindcss\"`, `@theme`, `@source`); the config now runs the standalone CLI from the server root. The "
          "dashboard pages I compared in the staging browser look identical.\n"
          "- the remaining `live_flash/2` calls are `Phoenix.Flash.get/2` now; compiles with warnings as errors, 242 "
          "tests pass.\n\n"
          "Nothing changed in the JSON API, so the iOS app isn't affected. Production with `fly deploy` when you've "
          "clicked through staging.", k="summary", end=True)

    S.prompt("Clicked through staging, the dashboard looks the same. Merge it and deploy to production.", k="prod_ok",
             gap=(900, 1800))
    S.bash("git push -q -u origin phoenix-1.8 && gh pr create --fill && gh pr merge --squash --delete-branch && "
           "git checkout -q main && git pull -q && cd server && fly deploy 2>&1 | grep -E 'succeeded|Visit'",
           "Open the PR, merge it and deploy to production",
           "https://github.com/ines-vdb/moorline/pull/241\n"
           "✓ Squashed and merged pull request ines-vdb/moorline#241 (Phoenix 1.8.1, LiveView 1.1, Tailwind 4)\n"
           "✓ Deleted local branch phoenix-1.8 and switched to branch main\n✓ Deleted remote branch phoenix-1.8\n"
           " ✔ [1/2] Machine 3d8d9e1b4e7589 [app] update succeeded\n ✔ [2/2] Machine 91857e0c24d683 [app] update succeeded\n"
           "Visit your newly deployed app at https://moorline.fly.dev/", rk="prod_deploy", run=(160, 220))
    S.branch = "main"
    deployed = S.t
    S.say("Merged as #241 and deployed: both production machines run Phoenix 1.8.1 now.", k="prod_done", end=True)

    S.prompt("A new iOS contractor starts in January. docs/onboarding.md is from March and badly out of date; rewrite "
             "it so it matches what we actually run today. Keep it short.", k="docs", gap=(240, 600))
    S.read("docs/onboarding.md", rk="stale_doc")
    S.bash("cat .tool-versions; grep -c 'IPHONEOS_DEPLOYMENT_TARGET = 17.0;' ios/Moorline.xcodeproj/project.pbxproj; "
           "ls ios/ci_scripts; xcodebuild -resolvePackageDependencies -project ios/Moorline.xcodeproj -scheme Moorline 2>&1 | tail -1; "
           "fly status -a moorline | sed -n '1,4p;/PROCESS/,$p'",
           "Check the current versions, packages and machines before writing",
           "elixir 1.18.4-otp-27\nerlang 27.3.4\nnodejs 22.20.0\npostgres 17.6\n4\n"
           "ci_post_clone.sh\nci_post_xcodebuild.sh\nresolved source packages: Kingfisher, Sentry\n"
           "App\n  Name     = moorline\n  Owner    = personal\n  Hostname = moorline.fly.dev\n"
           "PROCESS\tID            \tVERSION\tREGION\tSTATE  \tROLE\tCHECKS            \tLAST UPDATED\n"
           f"app    \t3d8d9e1b4e7589\t88     \tams   \tstarted\t    \t1 total, 1 passing\t{(deployed - timedelta(seconds=52)).strftime('%Y-%m-%dT%H:%M:%SZ')}\n"
           f"app    \t91857e0c24d683\t88     \tams   \tstarted\t    \t1 total, 1 passing\t{(deployed - timedelta(seconds=21)).strftime('%Y-%m-%dT%H:%M:%SZ')}",
           rk="verify", run=(20, 40))
    S.write("docs/onboarding.md", """# Moorline: getting started

_Last updated: 2025-12-16_

Moorline lets boat owners book visitor berths in partner marinas from an iPhone, and gives harbour
staff a live dashboard of arrivals, departures and tides.

## Repository

| path | what |
|---|---|
| `server/` | Phoenix app: JSON API for the iOS app under `/v1`, LiveView dashboard for harbour staff |
| `ios/` | the iOS app (SwiftUI), `Moorline.xcodeproj` |
| `docs/` | this file, runbooks |

## Server

- Phoenix 1.8, LiveView 1.1, Tailwind 4 (dashboard), on Elixir 1.18.4 / Erlang/OTP 27.3 (`.tool-versions`).
  OTP 28 waits for Elixir 1.19 (regexes in module attributes).
- Database: PostgreSQL 17 on Crunchy Bridge (managed, point-in-time recovery), Ecto
- Background jobs: Oban; the Cron plugin runs nightly invoices, tide refresh and hold expiry. Oban Web
  for staff at `/oban`
- Availability cache: Redis (Upstash on Fly) through Redix
- Outgoing HTTP: Req (Tidecast tide API); JSON: Elixir's built-in `JSON` module
- Email: Swoosh + Postmark; bounces arrive at `/webhooks/postmark`
- Login: Sign in with Apple and email magic links, with our own session tokens (`owner_tokens`)
- Errors and performance: AppSignal
- Hosting: Fly.io, two machines in `ams`; staging is `moorline-staging` (`fly deploy -c fly.staging.toml`)
- CI: GitHub Actions (`.github/workflows/server.yml`): ExUnit against Postgres 17, `mix format`, Credo

## iOS

- SwiftUI, iOS 17+. Dependencies through Swift Package Manager (Kingfisher, Sentry); open
  `ios/Moorline.xcodeproj`
- State: `@Observable` models (Observation framework). We tried The Composable Architecture in 2025 and
  went back; please don't reintroduce it.
- Networking: `APIClient` on URLSession with async/await
- Crash reports and non-fatals: Sentry (`Log.report`)
- Unit tests: Swift Testing (`MoorlineTests`); UI tests: XCTest (`MoorlineUITests`)
- CI and TestFlight: Xcode Cloud. Workflows live in App Store Connect; custom steps in `ios/ci_scripts/`

## First day

1. `asdf install` in the repository root; `brew install swiftlint`; a local Redis (`brew services start redis`)
2. `cd server && mix setup && iex -S mix phx.server`
3. Open `ios/Moorline.xcodeproj`, let Xcode resolve the packages, run the `Moorline` scheme
""", k="doc_write")
    S.say("`docs/onboarding.md` is rewritten. Almost every line of the March version had changed: Phoenix 1.7 → 1.8, "
          "Elixir 1.16/OTP 26 → 1.18/OTP 27, Fly Postgres 15 → Crunchy Bridge 17, Quantum → Oban, Cachex → Redis, "
          "HTTPoison → Req, Jason → `JSON`, SendGrid → Postmark, Auth0 → Sign in with Apple + magic links; and on iOS "
          "CocoaPods → SPM, Alamofire → URLSession, Crashlytics → Sentry, Bitrise → Xcode Cloud, `ObservableObject` → "
          "`@Observable`, XCTest → Swift Testing for unit tests, iOS 16 → 17. What stayed: Fly.io, AppSignal, GitHub "
          "Actions for the server, ExUnit and Credo. I checked versions, packages and machines against the repo and "
          "`fly status` rather than memory.", k="doc_summary", end=True)
    return S


# =================================================================================================
# facts: evidence given as EV keys, resolved to "<sessionId>#<uuid>" in main()
# =================================================================================================

FIRST = "in place when first mentioned (2025-03-18); its true start is unknown"


def fact(subject, predicate, obj, start, end, timeline, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
           "evidence": list(evidence), "timeline": timeline}
    if note:
        row["note"] = note
    return row


FACTS = [
    # --- server: framework and language --------------------------------------------------------
    fact("moorline server", "web_framework", "Phoenix 1.7", "2025-03-18", "2025-12-16", "phoenix_version",
         ["s01.p1", "s01.mixexs", "s12.p1", "s12.mix_read"], FIRST),
    fact("moorline server", "web_framework", "Phoenix 1.8", "2025-12-16", None, "phoenix_version",
         ["s12.p1", "s12.phx_edit", "s12.deps_update", "s12.prod_deploy", "s12.doc_write"],
         "1.8.1 with LiveView 1.1 and Tailwind 4; staging and production deploys the same day (PR #241)"),
    fact("moorline server", "elixir_version", "Elixir 1.16 on Erlang/OTP 26", "2025-03-18", "2025-06-24",
         "elixir_version", ["s01.pgver", "s01.mixexs", "s06.elixir_bump", "s06.toolversions_edit"],
         FIRST + "; 1.16.3 / 26.2.5 in .tool-versions and the Dockerfile"),
    fact("moorline server", "elixir_version", "Elixir 1.18 on Erlang/OTP 27", "2025-06-24", None, "elixir_version",
         ["s06.elixir_bump", "s06.toolversions_edit", "s06.dockerfile_edit", "s06.deploy", "s12.verify"],
         "1.18.4 / 27.3.4, deployed the same day; an OTP 28 image bump on 2025-07-22 failed on staging and was "
         "reverted, so it is never a state"),
    # --- server: libraries -----------------------------------------------------------------------
    fact("moorline server", "http_client", "HTTPoison", "2025-03-18", "2025-04-15", "server_http_client",
         ["s01.mixexs", "s02.p1", "s02.client_old"], FIRST),
    fact("moorline server", "http_client", "Req", "2025-04-15", None, "server_http_client",
         ["s02.p1", "s02.mix_edit", "s02.deps", "s02.client_write", "s02.lockdiff", "s11.gitlog_pg"],
         "decided and done in the same session; merged the same day ('Merged, thanks'; git log shows #152 on "
         "2025-04-15)"),
    fact("moorline server", "background_jobs", "Quantum", "2025-03-18", "2025-05-08", "background_jobs",
         ["s01.mixexs", "s02.oban_decision", "s03.config_read"], FIRST + "; one scheduler per node"),
    fact("moorline server", "background_jobs", "Oban", "2025-05-08", None, "background_jobs",
         ["s02.oban_decision", "s02.oban_plan", "s03.p1", "s03.mix_edit", "s03.config_edit", "s03.vat"],
         "decided 2025-04-15 for 'next sprint'; done, merged and deployed on 2025-05-08 (with Oban Web at /oban)"),
    fact("moorline server", "availability_cache", "Cachex (per-node ETS)", "2025-03-18", "2025-07-22", "server_cache",
         ["s01.mixexs", "s05.cache_read", "s05.cache_explain", "s07.p1"],
         FIRST + "; PubSub invalidation added 2025-06-17 as a stopgap"),
    fact("moorline server", "availability_cache", "Redis (Upstash on Fly) via Redix", "2025-07-22", None,
         "server_cache", ["s05.redis_decision", "s07.p1", "s07.mix_edit", "s07.cache_write", "s07.merge", "s07.summary"],
         "reasons given 2025-06-17 (stale calendar across two machines); switched, merged (#176) and deployed "
         "2025-07-22"),
    fact("moorline server", "json_library", "Jason", "2025-03-18", "2025-07-22", "json_library",
         ["s01.mixexs", "s02.client_old", "s06.summary"], FIRST),
    fact("moorline server", "json_library", "Elixir's built-in JSON module", "2025-07-22", None, "json_library",
         ["s07.mix_read", "s07.cache_write", "s12.doc_write"],
         "implicit: never announced; on 2025-06-24 Jason was still in use and only suggested for removal; the "
         "2025-07-22 session shows mix.exs without jason and new code calling JSON.encode!/decode!. Dated by the "
         "first session that shows it; the real switch is somewhere between 2025-06-24 and 2025-07-22"),
    fact("moorline server", "email_provider", "SendGrid", "2025-03-18", "2025-06-13", "transactional_email",
         ["s01.mixexs", "s04.later", "s05.p1"], FIRST + "; through Swoosh.Adapters.Sendgrid"),
    fact("moorline server", "email_provider", "Postmark", "2025-06-13", None, "transactional_email",
         ["s04.later", "s05.p1", "s05.runtime_read", "s05.controller_write", "s11.gitlog_pg", "s12.doc_write"],
         "announced 2025-06-05 ('in the next days'); 'live since last Friday' said on Tue 2025-06-17, i.e. Fri "
         "2025-06-13 (the git log in s11 agrees)"),
    fact("moorline server", "error_tracking", "AppSignal", "2025-03-18", None, "server_error_tracking",
         ["s01.mixexs", "s02.p1", "s06.p1", "s12.doc_write"],
         FIRST + "; never changed. Sentry belongs to the iOS app, not the server"),
    fact("moorline server", "test_framework", "ExUnit", "2025-03-18", None, "server_test_runner",
         ["s01.mixtest", "s12.test", "s12.doc_write"], FIRST),
    fact("moorline server", "ci_provider", "GitHub Actions", "2025-03-18", None, "server_ci",
         ["s01.checks", "s06.ci_edit", "s07.merge", "s12.doc_write"],
         FIRST + "; never changed (only the iOS CI moved)"),
    fact("moorline server", "hosted_on", "Fly.io", "2025-03-18", None, "hosting",
         ["s01.p1", "s01.deploy", "s05.pg_incident", "s12.verify"],
         FIRST + "; two machines in ams; Render was only briefly considered (2025-06-17)"),
    # --- database --------------------------------------------------------------------------------
    fact("moorline database", "hosted_on", "Fly Postgres (self-managed app moorline-db)", "2025-03-18", "2025-06-21",
         "postgres_hosting", ["s01.pgver_cmd", "s01.pg_note", "s05.pg_incident", "s05.runbook"], FIRST),
    fact("moorline database", "hosted_on", "Crunchy Bridge", "2025-06-21", None, "postgres_hosting",
         ["s05.pg_incident", "s05.runbook", "s06.p1", "s11.gitlog_pg", "s11.june_correction", "s12.doc_write"],
         "planned on Tue 2025-06-17 for 'this Saturday'; 'went fine on Saturday' said on Tue 2025-06-24, i.e. "
         "2025-06-21. In s11 the user says 'July' and is corrected from git log"),
    fact("moorline database", "postgres_version", "PostgreSQL 15", "2025-03-18", "2025-06-21", "postgres_version",
         ["s01.pgver", "s01.pg_note", "s05.runbook"], FIRST + "; 15.8"),
    fact("moorline database", "postgres_version", "PostgreSQL 17", "2025-06-21", None, "postgres_version",
         ["s05.pg_incident", "s06.p1", "s06.pg17", "s06.ci_pg17"],
         "same cutover as Crunchy Bridge (pg_dump from 15, pg_restore into 17.5)"),
    # --- auth (both components) --------------------------------------------------------------------
    fact("moorline", "user_authentication", "Auth0 (Universal Login; the server verifies Auth0 JWTs with Joken + JWKS)",
         "2025-03-18", "2025-11-11", "user_auth", ["s01.mixexs", "s04.resolve", "s10.auth_decision", "s10.auth0_grep"],
         FIRST),
    fact("moorline", "user_authentication",
         "Sign in with Apple + email magic links, with session tokens issued by the Phoenix server", "2025-11-11", None,
         "user_auth", ["s10.auth_decision", "s10.auth_plan", "s11.p1", "s11.router_edit", "s11.mix_edit",
                       "s12.doc_write"],
         "decided 2025-10-14 for 'next sprint'; app 3.1 live 'yesterday' said on Wed 2025-11-12, i.e. 2025-11-11; "
         "Auth0 code removed on 2025-11-12"),
    # --- iOS app -----------------------------------------------------------------------------------
    fact("moorline ios app", "dependency_manager", "CocoaPods", "2025-03-18", "2025-06-05", "ios_dependency_manager",
         ["s01.xctest", "s04.p1", "s04.podfile", "s04.deintegrate"],
         FIRST + "; first visible only in tool output (Moorline.xcworkspace, '[CP] Embed Pods Frameworks')"),
    fact("moorline ios app", "dependency_manager", "Swift Package Manager", "2025-06-05", None, "ios_dependency_manager",
         ["s04.p1", "s04.deintegrate", "s04.resolve", "s04.summary", "s12.doc_write"],
         "done and merged the same day ('Nice, merged')"),
    fact("moorline ios app", "http_client", "Alamofire", "2025-03-18", "2025-09-17", "ios_http_client",
         ["s01.vm_read", "s04.p1", "s09.apiclient_read"], FIRST + "; 'stays for now' on 2025-06-05"),
    fact("moorline ios app", "http_client", "URLSession with async/await", "2025-09-17", None, "ios_http_client",
         ["s09.alamofire", "s09.urlsession_write", "s09.resolved_diff", "s12.doc_write"],
         "'eventually' on 2025-06-05; done and merged (PR #203) on 2025-09-17"),
    fact("moorline ios app", "crash_reporting", "Firebase Crashlytics", "2025-03-18", "2025-06-05",
         "ios_crash_reporting", ["s01.grep_ios", "s04.p1", "s04.podfile"], FIRST),
    fact("moorline ios app", "crash_reporting", "Sentry", "2025-06-05", None, "ios_crash_reporting",
         ["s04.p1", "s04.sentry_edit", "s04.summary", "s08.sentry_crash", "s12.doc_write"],
         "same session and PR as the SPM move"),
    fact("moorline ios app", "ci_provider", "Bitrise", "2025-03-18", "2025-09-17", "ios_ci",
         ["s01.checks", "s01.bitrise_note", "s04.bitrise_write", "s09.p1"], FIRST),
    fact("moorline ios app", "ci_provider", "Xcode Cloud", "2025-09-17", None, "ios_ci",
         ["s04.later", "s09.p1", "s09.post_clone", "s09.xc_checks", "s09.xc_merge"],
         "announced 2025-06-05 for 'after the summer'; workflows set up 'yesterday' (2025-09-16), bitrise.yml "
         "deleted and PR #203 merged on 2025-09-17"),
    fact("moorline ios app", "state_management", "ObservableObject view models (Combine @Published)", "2025-03-18",
         "2025-08-19", "ios_state_management", ["s01.vm_read", "s08.p1"], FIRST),
    fact("moorline ios app", "state_management", "The Composable Architecture (TCA)", "2025-08-19", "2025-10-14",
         "ios_state_management", ["s08.p1", "s08.tca_resolve", "s08.tca_write", "s08.tca_merge", "s10.p1", "s10.tca_log"],
         "tried and reverted: merged 2025-08-19 (#188), shipped in 3.0, reverted with git revert on 2025-10-14"),
    fact("moorline ios app", "state_management", "@Observable models (Observation framework)", "2025-10-14", None,
         "ios_state_management", ["s10.p1", "s10.git_revert", "s10.observable_write", "s10.revert_summary",
                                  "s12.doc_write"], None),
    fact("moorline ios app", "minimum_ios_version", "iOS 16", "2025-03-18", "2025-10-14", "ios_deployment_target",
         ["s01.vm_read", "s04.podfile", "s08.tca_summary"], FIRST + "; first only in a code comment"),
    fact("moorline ios app", "minimum_ios_version", "iOS 17", "2025-10-14", None, "ios_deployment_target",
         ["s10.p1", "s10.ios17_sed", "s12.doc_write"],
         "raised with a sed on project.pbxproj, needed for the Observation framework"),
    fact("moorline ios app", "unit_test_framework", "XCTest", "2025-03-18", "2025-11-12", "ios_unit_tests",
         ["s01.xctest", "s04.xctest", "s11.swift_testing", "s11.xctest_left"], FIRST),
    fact("moorline ios app", "unit_test_framework", "Swift Testing", "2025-11-12", None, "ios_unit_tests",
         ["s11.swift_testing", "s11.st_write", "s11.st_run", "s12.doc_write"],
         "most files converted by the user the weekend before; the last two XCTest unit-test files ported on "
         "2025-11-12. UI tests stay on XCTest"),
    # --- another project -----------------------------------------------------------------------------
    fact("driftwood", "hosted_on", "Heroku", "2025-05-08", None, "driftwood_hosting", ["s03.p1"],
         "driftwood is the developer's Rails client project (with Sidekiq); it never describes moorline"),
]


# =================================================================================================
# questions: evidence given as EV keys, resolved in main(); ids q01.. assigned in order
# =================================================================================================

NEG = ["no", "never", "did not", "didn't"]


def q(kind, timeline, question, answer, accept, evidence, **extra):
    row = {"type": kind, "timeline": timeline, "question": question}
    if "as_of" in extra:
        row["as_of"] = extra.pop("as_of")
    row.update({"answer": answer, "accept": accept})
    if kind == "history":
        row["accept_all"] = True
        row["ordered_accept"] = extra.pop("ordered")
    row["evidence"] = list(evidence)
    assert not extra, extra
    return row


def dates(iso: str, month: str, mon: str, day: int, extra: tuple = ()) -> list[str]:
    return [iso, f"{month} {day}", f"{mon} {day}", f"{day} {month}", f"{day} {mon}", *extra]


QUESTIONS = [
    # --- before ------------------------------------------------------------------------------------
    q("before", "server_http_client", "Which HTTP client did the Phoenix server use before Req?",
      "HTTPoison (on hackney), until the Tidecast client moved to Req on 2025-04-15.",
      ["httpoison"], ["s01.mixexs", "s02.p1", "s02.client_old"]),
    q("before", "background_jobs", "What ran the server's scheduled jobs before Oban?",
      "Quantum cron jobs (Moorline.Scheduler), with every node running its own scheduler; Oban replaced it on "
      "2025-05-08.",
      ["quantum"], ["s02.oban_decision", "s03.config_read"]),
    q("before", "postgres_hosting", "Where was the production database hosted before Crunchy Bridge?",
      "On Fly Postgres: the self-managed Fly app moorline-db (PostgreSQL 15.8 on a Fly volume), until the cutover on "
      "2025-06-21.",
      ["fly postgres", "moorline-db"], ["s01.pg_note", "s05.pg_incident", "s05.runbook"]),
    q("before", "ios_crash_reporting", "What did the iOS app use for crash reporting before Sentry?",
      "Firebase Crashlytics; it was removed together with the Firebase SDK on 2025-06-05.",
      ["crashlytics"], ["s01.grep_ios", "s04.p1"]),
    q("before", "ios_dependency_manager", "How were the iOS app's dependencies managed before Swift Package Manager?",
      "With CocoaPods (Podfile, Pods/ and Moorline.xcworkspace), until 2025-06-05.",
      ["cocoapods", "podfile"], ["s04.p1", "s04.podfile", "s04.deintegrate"]),
    q("before", "ios_ci", "Which CI service built the iOS app before Xcode Cloud?",
      "Bitrise (bitrise.yml), until 2025-09-17.",
      ["bitrise"], ["s01.checks", "s09.p1"]),
    # --- after -------------------------------------------------------------------------------------
    q("after", "transactional_email", "What replaced SendGrid for the server's emails?",
      "Postmark (Swoosh.Adapters.Postmark), live since Friday 2025-06-13; bounces now come in through a Postmark "
      "webhook.",
      ["postmark"], ["s04.later", "s05.p1", "s05.runtime_read"]),
    q("after", "server_cache", "What replaced Cachex for the berth availability cache?",
      "Redis (Upstash on Fly) through Redix, on 2025-07-22.",
      ["redis", "redix", "upstash"], ["s07.p1", "s07.cache_write", "s07.summary"]),
    q("after", "ios_http_client", "What does the iOS app use for networking since Alamofire was removed?",
      "Plain URLSession with async/await (APIClient), since 2025-09-17.",
      ["urlsession"], ["s09.alamofire", "s09.urlsession_write"]),
    q("after", "ios_unit_tests", "What replaced XCTest for the iOS unit tests?",
      "Swift Testing (@Test, #expect); the last XCTest unit-test files were ported on 2025-11-12. The UI tests stay on "
      "XCTest.",
      ["swift testing"], ["s11.swift_testing", "s11.st_write", "s11.st_run"]),
    q("after", "user_auth", "What replaced Auth0 for user login?",
      "Sign in with Apple plus email magic links, handled by the Phoenix server with its own session tokens; live "
      "with app 3.1 on 2025-11-11.",
      ["sign in with apple", "magic link"], ["s10.auth_decision", "s10.auth_plan", "s11.p1"]),
    q("after", "ios_state_management",
      "After The Composable Architecture was reverted, what did the iOS app use for state?",
      "Plain @Observable models (Observation framework, iOS 17), from 2025-10-14.",
      ["@observable", "observation"], ["s10.p1", "s10.observable_write"]),
    # --- current -----------------------------------------------------------------------------------
    q("current", "phoenix_version", "Which Phoenix version does the server run now?",
      "Phoenix 1.8 (1.8.1, with LiveView 1.1 and Tailwind 4), in production since 2025-12-16.",
      ["phoenix 1.8", "1.8.1"], ["s12.p1", "s12.phx_edit", "s12.prod_deploy"]),
    q("current", "elixir_version", "Which Elixir and OTP versions does the server run on now?",
      "Elixir 1.18.4 on Erlang/OTP 27.3 (since 2025-06-24); an OTP 28 bump was tried on staging and reverted.",
      ["1.18", "otp 27"], ["s06.elixir_bump", "s06.deploy", "s12.verify"]),
    q("current", "postgres_hosting", "Where is the production database hosted now?",
      "Crunchy Bridge (managed PostgreSQL 17 in AWS eu-central-1), since 2025-06-21.",
      ["crunchy"], ["s06.p1", "s11.june_correction", "s12.doc_write"]),
    q("current", "server_error_tracking", "What does the Phoenix server use for error tracking today?",
      "AppSignal (appsignal_phoenix), as it always has. Sentry is only the iOS app's crash reporter.",
      ["appsignal"], ["s01.mixexs", "s02.p1", "s12.doc_write"]),
    q("current", "ios_crash_reporting", "What does the iOS app use for crash reports now?",
      "Sentry (sentry-cocoa), since 2025-06-05.",
      ["sentry"], ["s04.sentry_edit", "s08.sentry_crash", "s12.doc_write"]),
    q("current", "ios_ci", "Where does the iOS app's CI run now?",
      "Xcode Cloud, since 2025-09-17 (workflows in App Store Connect, custom steps in ios/ci_scripts/).",
      ["xcode cloud"], ["s09.p1", "s09.xc_checks", "s12.doc_write"]),
    q("current", "ios_deployment_target", "What is the iOS app's minimum iOS version now?",
      "iOS 17.0, raised from 16 on 2025-10-14 for the Observation framework.",
      ["ios 17", "17.0"], ["s10.p1", "s10.ios17_sed", "s12.doc_write"]),
    q("current", "json_library", "Which JSON library does the Phoenix server use now?",
      "Elixir's built-in JSON module (from Elixir 1.18); Jason is no longer a direct dependency. The switch was never "
      "announced; it first shows up on 2025-07-22.",
      ["built-in json", "json module", "json.encode", "json.decode"], ["s07.mix_read", "s07.cache_write", "s12.doc_write"]),
    q("current", "server_ci", "Where does the server's CI run?",
      "GitHub Actions (.github/workflows/server.yml); only the iOS app moved, from Bitrise to Xcode Cloud.",
      ["github actions"], ["s01.checks", "s06.ci_edit", "s12.doc_write"]),
    # --- as_of -------------------------------------------------------------------------------------
    q("as_of", "background_jobs", "As of 2025-05-01, what ran the nightly invoice job?",
      "Quantum (a cron entry in Moorline.Scheduler, running on every node); Oban took over on 2025-05-08.",
      ["quantum"], ["s02.oban_decision", "s03.config_read"], as_of="2025-05-01"),
    q("as_of", "postgres_hosting", "As of 2025-06-10, where was the production database hosted?",
      "On Fly Postgres (the self-managed moorline-db app, PostgreSQL 15); the move to Crunchy Bridge came on "
      "2025-06-21.",
      ["fly postgres", "moorline-db"], ["s01.pg_note", "s05.pg_incident"], as_of="2025-06-10"),
    q("as_of", "transactional_email", "On 2025-06-10, which provider sent the server's emails?",
      "SendGrid; Postmark took over on Friday 2025-06-13.",
      ["sendgrid"], ["s04.later", "s05.p1"], as_of="2025-06-10"),
    q("as_of", "ios_state_management", "As of 2025-09-01, what did the iOS app use for state management?",
      "The Composable Architecture (TCA), merged on 2025-08-19 and reverted on 2025-10-14.",
      ["composable architecture", "tca"], ["s08.p1", "s08.tca_merge", "s10.p1"], as_of="2025-09-01"),
    q("as_of", "server_cache", "As of 2025-07-01, where was the berth availability calendar cached?",
      "In Cachex on each node (per-node ETS tables, with PubSub invalidation since 2025-06-17); Redis replaced it on "
      "2025-07-22.",
      ["cachex"], ["s05.cache_explain", "s07.p1"], as_of="2025-07-01"),
    q("as_of", "server_http_client", "As of 2025-04-01, what did the server use to call the Tidecast API?",
      "HTTPoison; Req replaced it on 2025-04-15.",
      ["httpoison"], ["s02.p1", "s02.client_old"], as_of="2025-04-01"),
    q("as_of", "user_auth", "As of 2025-10-01, how did boat owners log in?",
      "Through Auth0 (its Universal Login sheet in the app, Auth0 JWTs verified by the server); Sign in with Apple "
      "and magic links replaced it on 2025-11-11.",
      ["auth0"], ["s10.auth_decision", "s10.auth0_grep"], as_of="2025-10-01"),
    q("as_of", "postgres_version", "As of 2025-08-01, which PostgreSQL major version did production run?",
      "PostgreSQL 17 (17.5 on Crunchy Bridge since the 2025-06-21 cutover).",
      ["postgresql 17", "postgres 17", "17.5"], ["s06.p1", "s06.pg17"], as_of="2025-08-01"),
    q("as_of", "elixir_version", "As of 2025-06-20, which Elixir version did the server run on?",
      "Elixir 1.16 on Erlang/OTP 26 (1.16.3 / 26.2.5); the bump to 1.18 came on 2025-06-24.",
      ["1.16", "otp 26"], ["s01.pgver", "s06.elixir_bump"], as_of="2025-06-20"),
    # --- when --------------------------------------------------------------------------------------
    q("when", "postgres_hosting", "When did the production database move to Crunchy Bridge?",
      "On Saturday 2025-06-21 (planned on 2025-06-17, reported done on 2025-06-24; not in July).",
      dates("2025-06-21", "june", "jun", 21), ["s05.pg_incident", "s06.p1", "s11.gitlog_pg"]),
    q("when", "transactional_email", "When did the server switch its mail from SendGrid to Postmark?",
      "On Friday 2025-06-13 ('live since last Friday', said on Tuesday 2025-06-17).",
      dates("2025-06-13", "june", "jun", 13), ["s05.p1", "s11.gitlog_pg"]),
    q("when", "background_jobs", "When did the server move from Quantum to Oban?",
      "On 2025-05-08 (decided on 2025-04-15 for the next sprint).",
      ["2025-05-08", "may 8", "8 may"], ["s02.oban_decision", "s03.p1", "s03.vat"]),
    q("when", "ios_state_management", "When was The Composable Architecture removed from the iOS app?",
      "On 2025-10-14, by reverting the four TCA commits.",
      dates("2025-10-14", "october", "oct", 14), ["s10.p1", "s10.git_revert", "s10.revert_done"]),
    q("when", "user_auth", "When did Auth0 stop being the login provider?",
      "On 2025-11-11, when app 3.1 with Sign in with Apple and magic links went live; the Auth0 code was removed the "
      "next day.",
      dates("2025-11-11", "november", "nov", 11), ["s11.p1", "s11.auth_removed"]),
    q("when", "elixir_version", "When was the server upgraded to Elixir 1.18 and OTP 27?",
      "On 2025-06-24.",
      dates("2025-06-24", "june", "jun", 24), ["s06.elixir_bump", "s06.deploy"]),
    q("when", "ios_ci", "When did the iOS builds move from Bitrise to Xcode Cloud?",
      "On 2025-09-17 (announced on 2025-06-05 for 'after the summer').",
      dates("2025-09-17", "september", "sep", 17, ("sept 17",)), ["s09.p1", "s09.xc_merge"]),
    # --- why ---------------------------------------------------------------------------------------
    q("why", "background_jobs", "Why did the server switch from Quantum to Oban?",
      "Quantum failed silently (the crashing tide job went unnoticed for three days), had no retries, and ran on both "
      "Fly machines, so the nightly invoices were generated twice. Oban keeps jobs in Postgres, retries them, and its "
      "Cron plugin only enqueues on the leader node.",
      ["twice", "duplicate", "retries", "both machines", "both fly machines", "silently"],
      ["s02.oban_decision", "s02.oban_plan"]),
    q("why", "postgres_hosting", "Why did the database leave Fly Postgres?",
      "The Fly Postgres volume ran full (WAL piled up behind a dead replica) and the API was down for 40 minutes at "
      "night; Fly Postgres is unmanaged (the developer was the DBA) and had no point-in-time recovery.",
      ["volume", "disk", "wal", "unmanaged", "not managed", "point-in-time", "pitr", "40 minutes"],
      ["s05.pg_incident"]),
    q("why", "server_cache", "Why did the availability cache move to Redis?",
      "Cachex is local to each node; with two Fly machines one of them kept serving a stale calendar (a booked berth "
      "shown as free for about ten minutes). A shared Redis gives both machines the same cache.",
      ["per node", "per-node", "local to each node", "stale", "two machines", "two fly machines", "both machines"],
      ["s05.stale_bug", "s05.cache_explain", "s05.redis_decision"]),
    q("why", "ios_state_management", "Why was TCA removed from the iOS app?",
      "Clean builds went from about 2 minutes to 3m40 (swift-syntax for the macros), SwiftUI previews crashed, there "
      "were about 1,400 lines of reducers for six screens, and a contractor needed a week to get productive.",
      ["build", "compile", "previews", "boilerplate", "reducers", "swift-syntax"], ["s10.p1", "s08.tca_summary"]),
    q("why", "user_auth", "Why did moorline drop Auth0?",
      "App Review rejected 3.0.1 under guideline 4.8 (Google login through Auth0 requires Sign in with Apple), users "
      "found the auth0.com login sheet phishy, and Auth0 wanted a paid plan for a custom domain.",
      ["4.8", "app review", "phishing", "phishy", "custom domain"], ["s10.auth_decision"]),
    q("why", "ios_ci", "Why did the iOS builds leave Bitrise?",
      "Bitrise's new credit-based pricing would have cost about $90 a month, while Xcode Cloud's 25 compute hours a "
      "month are included in the developer program.",
      ["$90", "credit", "pricing", "cost", "25 compute hours", "included"], ["s04.later", "s09.p1"]),
    # --- history -----------------------------------------------------------------------------------
    q("history", "ios_state_management", "How has the iOS app managed UI state over time, in order?",
      "ObservableObject view models with @Published (Combine) until 2025-08-19, then The Composable Architecture (TCA) "
      "until 2025-10-14, then @Observable models (Observation framework).",
      ["observableobject", "composable architecture", "@observable"],
      ["s01.vm_read", "s08.p1", "s08.tca_merge", "s10.p1", "s10.observable_write"],
      ordered=[["observableobject", "@published"], ["composable architecture", "tca"], ["@observable", "observation"]]),
    q("history", "postgres_hosting", "Where has the production database been hosted over time?",
      "Fly Postgres (the self-managed moorline-db app) until 2025-06-21, then Crunchy Bridge.",
      ["fly postgres", "crunchy"], ["s01.pg_note", "s05.pg_incident", "s06.p1"],
      ordered=[["fly postgres", "moorline-db"], ["crunchy"]]),
    q("history", "elixir_version", "Which Elixir and OTP versions has the server run on, in order?",
      "Elixir 1.16 on OTP 26 until 2025-06-24, then Elixir 1.18 on OTP 27 (an OTP 28 image on 2025-07-22 failed on "
      "staging and was reverted).",
      ["1.16", "1.18"], ["s01.pgver", "s06.elixir_bump", "s06.deploy", "s07.revert_out"],
      ordered=[["1.16", "otp 26"], ["1.18", "otp 27"]]),
    q("history", "user_auth", "How have boat owners logged in over time?",
      "Through Auth0 (with Google login) until 2025-11-11, then Sign in with Apple plus email magic links handled by "
      "the Phoenix server.",
      ["auth0", "sign in with apple"], ["s01.mixexs", "s10.auth_decision", "s11.p1"],
      ordered=[["auth0"], ["sign in with apple", "magic link"]]),
    # --- negative ----------------------------------------------------------------------------------
    q("negative", "elixir_version", "Did production ever run on Erlang/OTP 28?",
      "No. The Docker image was bumped to OTP 28.0.2 on 2025-07-22, but the production deploy was stopped, the staging "
      "build failed (regexes in module attributes), and the bump was reverted with git revert. The server stays on "
      "OTP 27 until Elixir 1.19.",
      NEG + ["reverted"], ["s07.otp28", "s07.staging_first", "s07.staging_fail", "s07.revert_ok", "s07.revert_out"]),
    q("negative", "postgres_hosting", "Did we move the database to Neon?",
      "No. Neon was considered and rejected (scale-to-zero cold starts, its pooler with Ecto's prepared statements); "
      "the database went to Crunchy Bridge.",
      NEG + ["crunchy"], ["s05.pg_incident"]),
    q("negative", "server_error_tracking", "Has the Phoenix server ever reported errors to Sentry?",
      "No. The server has always used AppSignal; Sentry is only the iOS app's crash reporter (since 2025-06-05).",
      NEG + ["appsignal"], ["s01.mixexs", "s02.p1", "s04.p1", "s12.doc_write"]),
    q("negative", "hosting", "Was moorline ever deployed on Heroku?",
      "No. Moorline has always run on Fly.io; Heroku hosts driftwood, the developer's Rails client project.",
      NEG + ["driftwood"], ["s03.p1", "s01.deploy"]),
    q("negative", "server_cache", "Did we adopt Nebulex for the availability cache?",
      "No. Nebulex's partitioned adapter was looked at and rejected in favour of one Redis (via Redix).",
      NEG + ["redis"], ["s07.p1"]),
    q("negative", "ios_dependency_manager", "Did the iOS project adopt Tuist?",
      "No. Tuist was discussed on 2025-09-17 because of project-file merge conflicts and declined; the project stays a "
      "checked-in Xcode project with Swift Package Manager.",
      NEG + ["declined"], ["s09.tuist_q", "s09.tuist_answer", "s09.no_tuist"]),
]


# =================================================================================================
# build
# =================================================================================================

SESSION_BUILDERS = [session_01, session_02, session_03, session_04, session_05, session_06,
                    session_07, session_08, session_09, session_10, session_11, session_12]


def build_transcripts() -> None:
    folder = OUT / "transcripts"
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.jsonl"):
        old.unlink()
    for builder in SESSION_BUILDERS:
        builder()
    for s in SESSIONS:
        s.dump()


def ev(*keys: str) -> list[str]:
    return [EV[k] for k in keys]


def write_jsonl(name: str, rows: list[dict]) -> None:
    with (OUT / name).open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    build_transcripts()
    if "FACTS" in globals():
        write_jsonl("facts.jsonl", [dict(f, evidence=ev(*f["evidence"])) for f in FACTS])
    if "QUESTIONS" in globals():
        rows = []
        for i, q in enumerate(QUESTIONS, start=1):
            row = {"id": f"q{i:02d}"}
            row.update(q)
            row["evidence"] = ev(*q["evidence"])
            rows.append(row)
        write_jsonl("questions.jsonl", rows)
    for s in SESSIONS:
        print(f"{s.name} {s.sid} {s.version:8s} {len(s.lines):3d} lines  {s.lines[0].get('timestamp', s.lines[1].get('timestamp', ''))[:10] if len(s.lines) > 1 else ''}")


if __name__ == "__main__":
    main()
