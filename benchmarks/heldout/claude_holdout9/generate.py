#!/usr/bin/env python3
"""Write the claude_holdout9 corpus: 13 Claude Code transcripts of the fictional `larderline`
project, their ground-truth facts and timeline questions, README.md and validate.py.

Standard library only and deterministic: every uuid, id, signature and timestamp comes from a
seeded generator or a hash, so two runs write byte-identical files.

    python3 generate.py          # writes transcripts/, facts.jsonl, questions.jsonl, README.md, validate.py
    python3 validate.py          # checks them
"""
from __future__ import annotations

import base64
import difflib
import hashlib
import json
import random
import string
from datetime import datetime, timedelta, timezone
from pathlib import Path

OUT = Path(__file__).resolve().parent
CWD = "/home/kit/src/larderline"
B62 = string.digits + string.ascii_letters

READ_REMINDER_OLD = (
    "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. "
    "If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, "
    "write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n"
)
READ_REMINDER_NEW = (
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


def det_uuid(*parts: str) -> str:
    """A UUID v4-shaped id derived from `parts` (stable across runs)."""
    h = hashlib.sha256("|".join(parts).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:32]}"


def ts(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def number_lines(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(text.split("\n"), start=start))


def structured_patch(old: str, new: str) -> list[dict]:
    a, b = old.split("\n"), new.split("\n")
    hunks = []
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
        lines = []
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                lines += [" " + x for x in a[i1:i2]]
            if tag in ("delete", "replace"):
                lines += ["-" + x for x in a[i1:i2]]
            if tag in ("insert", "replace"):
                lines += ["+" + x for x in b[j1:j2]]
        i0, j0 = group[0][1], group[0][3]
        hunks.append({"oldStart": i0 + 1, "oldLines": group[-1][2] - i0,
                      "newStart": j0 + 1, "newLines": group[-1][4] - j0, "lines": lines})
    return hunks


def snippet(new: str, changed_from: int, changed_to: int, context: int = 4) -> str:
    lines = new.split("\n")
    lo = max(0, changed_from - context)
    hi = min(len(lines), changed_to + context + 1)
    return "\n".join(f"{i + 1:>6}\u2192{lines[i]}" for i in range(lo, hi))


# The repository as the sessions see it; sessions change it in order.
FS: dict[str, str] = {}


class Session:
    """Builds one transcript file line by line in Claude Code's JSONL format."""

    def __init__(self, key: str, version: str, model: str, start: str, branch: str, era: str,
                 slug: str | None = None, hook: str | None = None, seed: int = 0) -> None:
        self.key = key
        self.sid = det_uuid("larderline-session", key)
        self.version, self.model, self.branch, self.era = version, model, branch, era
        self.t = datetime.fromisoformat(start.replace("Z", "+00:00"))
        self.rng = random.Random(f"{key}-{seed}")
        self.lines: list[dict] = []
        self.labels: dict[str, str] = {}
        self.last: str | None = None
        self.resp: tuple[str, str] | None = None
        self.count = 0
        self.slug, self.slug_on = slug, False
        self.hook = hook
        self.tracked: dict[str, dict] = {}
        self.cache_read = 14000 + self.rng.randint(0, 400)

    # --- ids and time -----------------------------------------------------------------------
    def _uuid(self) -> str:
        self.count += 1
        return det_uuid(self.sid, str(self.count))

    def _rand(self, n: int) -> str:
        return "".join(self.rng.choice(B62) for _ in range(n))

    def _tick(self, lo: float, hi: float | None = None) -> datetime:
        step = lo if hi is None else self.rng.uniform(lo, hi)
        self.t += timedelta(seconds=step, milliseconds=self.rng.randint(1, 999))
        return self.t

    def _sig(self) -> str:
        raw = bytes(self.rng.randrange(256) for _ in range(self.rng.randint(150, 300)))
        return base64.b64encode(raw).decode()

    def _usage(self, out_tokens: int) -> dict:
        created = self.rng.randint(20, 900)
        self.cache_read += self.rng.randint(60, 700)
        usage = {"input_tokens": self.rng.randint(3, 10), "cache_creation_input_tokens": created,
                 "cache_read_input_tokens": self.cache_read}
        if self.era != "v0":
            usage["cache_creation"] = {"ephemeral_5m_input_tokens": created, "ephemeral_1h_input_tokens": 0}
        usage["output_tokens"] = out_tokens
        usage["service_tier"] = "standard"
        return usage

    def _env(self) -> dict:
        d = {"parentUuid": self.last, "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.slug_on:
            d["slug"] = self.slug
        return d

    def _label(self, label: str | None, uuid: str) -> None:
        if label:
            assert label not in LABELS, label
            LABELS[label] = f"{self.sid}#{uuid}"

    # --- user side --------------------------------------------------------------------------
    def prompt(self, text: str, label: str | None = None, gap: tuple[float, float] = (70, 260)) -> str:
        t = self._tick(*gap)
        uuid = self._uuid()
        if self.era == "v2":
            self.lines.append({"type": "file-history-snapshot", "messageId": uuid,
                               "snapshot": {"messageId": uuid, "trackedFileBackups": dict(self.tracked),
                                            "timestamp": ts(t + timedelta(milliseconds=self.rng.randint(40, 260)))},
                               "isSnapshotUpdate": False})
        d = self._env()
        d.update({"type": "user", "message": {"role": "user", "content": text}, "uuid": uuid, "timestamp": ts(t)})
        if self.era == "v2":
            d["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
        self.lines.append(d)
        self.last, self.resp = uuid, None
        self._label(label, uuid)
        return uuid

    def command(self, name: str, stdout: str) -> None:
        """A slash command record and its output, as 1.0.x writes them (plain user lines)."""
        for content in (f"<command-name>/{name}</command-name>\n            <command-message>{name}</command-message>\n"
                        f"            <command-args></command-args>",
                        f"<local-command-stdout>{stdout}</local-command-stdout>"):
            t = self._tick(0.2, 0.9)
            uuid = self._uuid()
            d = self._env()
            d.update({"type": "user", "message": {"role": "user", "content": content}, "uuid": uuid, "timestamp": ts(t)})
            self.lines.append(d)
            self.last = uuid

    def interrupted(self, text: str = "[Request interrupted by user for tool use]") -> None:
        t = self._tick(0.1, 0.4)
        uuid = self._uuid()
        d = self._env()
        d.update({"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": text}]},
                  "uuid": uuid, "timestamp": ts(t)})
        self.lines.append(d)
        self.last, self.resp = uuid, None

    # --- assistant side ---------------------------------------------------------------------
    def _assistant(self, block: dict, label: str | None, dt: tuple[float, float], stop: str | None,
                   out_tokens: int) -> str:
        if self.resp is None:
            self.resp = (f"msg_01{self._rand(22)}", f"req_011C{self._rand(18)}")
        t = self._tick(*dt)
        uuid = self._uuid()
        if self.era == "v2":
            msg = {"model": self.model, "id": self.resp[0], "type": "message", "role": "assistant"}
        else:
            msg = {"id": self.resp[0], "type": "message", "role": "assistant", "model": self.model}
        msg.update({"content": [block], "stop_reason": stop, "stop_sequence": None, "usage": self._usage(out_tokens)})
        d = self._env()
        d.update({"message": msg, "requestId": self.resp[1], "type": "assistant", "uuid": uuid, "timestamp": ts(t)})
        self.lines.append(d)
        self.last = uuid
        self._label(label, uuid)
        return uuid

    def think(self, text: str, label: str | None = None) -> str:
        return self._assistant({"type": "thinking", "thinking": text, "signature": self._sig()}, label,
                               (5, 11), None, self.rng.randint(3, 12))

    def say(self, text: str, label: str | None = None, final: bool = False) -> str:
        stop = "end_turn" if final and self.era in ("v0", "v1") else None
        uuid = self._assistant({"type": "text", "text": text}, label, (1.5, 9), stop, self.rng.randint(2, 12))
        if final:
            self.resp = None
            if self.hook:
                self.stop_hook()
        return uuid

    def stop_hook(self) -> None:
        t = self._tick(1.5, 4)
        uuid = self._uuid()
        d = self._env()
        d.update({"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                  "hookInfos": [{"command": self.hook}], "hookErrors": [], "preventedContinuation": False,
                  "stopReason": "", "hasOutput": False, "level": "suggestion", "timestamp": ts(t), "uuid": uuid,
                  "toolUseID": det_uuid(self.sid, "hook", str(self.count))})
        self.lines.append(d)
        self.last = uuid

    def manual_compact(self, summary: str, pre_tokens: int) -> None:
        """`/compact` typed by the user: boundary, summary, caveat, the command record and its output."""
        t = self._tick(15, 40)
        uuid = self._uuid()
        d = {"parentUuid": None, "logicalParentUuid": self.last, "isSidechain": False, "userType": "external",
             "cwd": CWD, "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug:
            d["slug"] = self.slug
        d.update({"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted",
                  "isMeta": False, "timestamp": ts(t), "uuid": uuid, "level": "info",
                  "compactMetadata": {"trigger": "manual", "preTokens": pre_tokens}})
        self.lines.append(d)
        self.last = uuid
        entries = [
            ({"role": "user", "content": "This session is being continued from a previous conversation that ran out "
              "of context. The summary below covers the earlier portion of the conversation.\n\n" + summary},
             {"isVisibleInTranscriptOnly": True, "isCompactSummary": True}, 0),
            ({"role": "user", "content": "<local-command-caveat>Caveat: The messages below were generated by the user "
              "while running local commands. DO NOT respond to these messages or otherwise consider them in your "
              "response unless the user explicitly asks you to.</local-command-caveat>"}, {"isMeta": True}, 0),
            ({"role": "user", "content": "<command-name>/compact</command-name>\n            <command-message>compact"
              "</command-message>\n            <command-args></command-args>"}, {}, 0.6),
            ({"role": "user", "content": "<local-command-stdout>\u001b[2mCompacted (ctrl+o to see full summary)"
              "\u001b[22m</local-command-stdout>"}, {}, 1.1),
        ]
        for message, extra, delay in entries:
            uuid = self._uuid()
            d = self._env()
            d.update({"type": "user", "message": message})
            d.update(extra)
            d.update({"uuid": uuid, "timestamp": ts(t + timedelta(seconds=delay))})
            self.lines.append(d)
            self.last = uuid
        self.t = t + timedelta(seconds=1.2)
        self.resp = None
        self.cache_read = 14000 + self.rng.randint(0, 300)

    # --- tools ------------------------------------------------------------------------------
    def tool(self, name: str, inp: dict, content: str, result: object, label: str | None = None,
             rlabel: str | None = None, error: bool = False, took: tuple[float, float] = (0.8, 3.0),
             bash: bool = False) -> str:
        tid = f"toolu_01{self._rand(22)}"
        use = self._assistant({"type": "tool_use", "id": tid, "name": name, "input": inp}, label, (2, 9), None,
                              self.rng.randint(90, 420))
        t = self._tick(*took)
        uuid = self._uuid()
        if error:
            block = {"type": "tool_result", "content": content, "is_error": True, "tool_use_id": tid}
        else:
            block = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if bash:
                block["is_error"] = False
        d = self._env()
        d.update({"type": "user", "message": {"role": "user", "content": [block]}, "uuid": uuid, "timestamp": ts(t),
                  "toolUseResult": result})
        self.lines.append(d)
        self.last, self.resp = uuid, None
        self._label(rlabel, uuid)
        if self.slug and not self.slug_on:
            self.slug_on = True
        return use

    def bash(self, command: str, description: str, stdout: str, label: str | None = None, rlabel: str | None = None,
             error: bool = False, code: int = 1, took: tuple[float, float] = (1, 4), timeout: int | None = None,
             stderr: str = "") -> str:
        inp = {"command": command}
        if timeout:
            inp["timeout"] = timeout
        inp["description"] = description
        if error:
            text = f"Exit code {code}\n{stdout}"
            return self.tool("Bash", inp, text, "Error: " + text, label, rlabel, error=True, took=took)
        result = {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False}
        return self.tool("Bash", inp, stdout, result, label, rlabel, took=took, bash=True)

    def read(self, path: str, label: str | None = None, rlabel: str | None = None) -> str:
        content = FS[path]
        full = f"{CWD}/{path}"
        reminder = READ_REMINDER_OLD if self.era in ("v0", "v1") else READ_REMINDER_NEW
        n = len(content.split("\n"))
        result = {"type": "text", "file": {"filePath": full, "content": content, "numLines": n, "startLine": 1,
                                           "totalLines": n}}
        return self.tool("Read", {"file_path": full}, number_lines(content) + reminder, result, label, rlabel,
                         took=(0.6, 2))

    def _track(self, path: str) -> None:
        if self.era != "v2":
            return
        prev = self.tracked.get(path)
        version = prev["version"] + 1 if prev else 1
        name = hashlib.sha256(f"{self.sid}{path}".encode()).hexdigest()[:16]
        self.tracked[path] = {"backupFileName": f"{name}@v{version}", "version": version,
                              "backupTime": ts(self.t)}

    def edit(self, path: str, old: str, new: str, label: str | None = None, rlabel: str | None = None) -> str:
        original = FS[path]
        assert original.count(old) == 1, (self.key, path, old[:60])
        updated = original.replace(old, new)
        FS[path] = updated
        full = f"{CWD}/{path}"
        before = original[: original.index(old)].count("\n")
        after = before + new.count("\n")
        text = (f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of the "
                f"edited file:\n" + snippet(updated, before, after))
        result = {"filePath": full, "oldString": old, "newString": new, "originalFile": original,
                  "structuredPatch": structured_patch(original, updated), "userModified": False, "replaceAll": False}
        uuid = self.tool("Edit", {"file_path": full, "old_string": old, "new_string": new}, text, result, label,
                         rlabel, took=(1.5, 5))
        self._track(path)
        return uuid

    def reject_edit(self, path: str, old: str, new: str, label: str | None = None) -> str:
        full = f"{CWD}/{path}"
        assert FS[path].count(old) == 1
        return self.tool("Edit", {"file_path": full, "old_string": old, "new_string": new}, REJECTED,
                         "Error: " + REJECTED, label, None, error=True, took=(6, 14))

    def write(self, path: str, content: str, label: str | None = None, rlabel: str | None = None) -> str:
        full = f"{CWD}/{path}"
        if path in FS:
            original = FS[path]
            text = (f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of the "
                    f"edited file:\n" + snippet(content, 0, min(len(content.split("\n")) - 1, 30), context=0))
            result = {"type": "update", "filePath": full, "content": content,
                      "structuredPatch": structured_patch(original, content), "originalFile": original}
        else:
            text = f"File created successfully at: {full}"
            result = {"type": "create", "filePath": full, "content": content, "structuredPatch": []}
        FS[path] = content
        uuid = self.tool("Write", {"file_path": full, "content": content}, text, result, label, rlabel, took=(2, 9))
        self._track(path)
        return uuid

    def grep(self, pattern: str, path: str, output: str, mode: str = "content", glob: str | None = None,
             label: str | None = None, rlabel: str | None = None) -> str:
        inp = {"pattern": pattern, "path": f"{CWD}/{path}" if path else CWD}
        if glob:
            inp["glob"] = glob
        inp["output_mode"] = mode
        if mode == "content":
            inp["-n"] = True
            result = {"mode": "content", "numFiles": 0, "filenames": [], "content": output,
                      "numLines": len(output.split("\n"))}
            text = output
        else:
            files = [f"{CWD}/{p}" for p in output.split("\n") if p]
            text = f"Found {len(files)} files\n" + "\n".join(files)
            result = {"mode": "files_with_matches", "filenames": files, "numFiles": len(files)}
        return self.tool("Grep", inp, text, result, label, rlabel, took=(0.5, 2))

    def glob(self, pattern: str, path: str, files: list[str], label: str | None = None) -> str:
        full = [f"{CWD}/{p}" for p in files]
        result = {"filenames": full, "durationMs": self.rng.randint(9, 60), "numFiles": len(full), "truncated": False}
        return self.tool("Glob", {"pattern": pattern, "path": f"{CWD}/{path}"}, "\n".join(full), result, label,
                         took=(0.4, 1.5))

    def todo(self, items: list[tuple], label: str | None = None) -> str:
        """items: (content, status) in 0.2.x/1.0.x; (content, status, activeForm) in 2.0.x."""
        todos = []
        for i, item in enumerate(items, start=1):
            content, status = item[0], item[1]
            if self.era == "v2":
                todos.append({"content": content, "status": status, "activeForm": item[2]})
            else:
                todos.append({"content": content, "status": status,
                              "priority": "high" if i <= 2 else "medium", "id": str(i)})
        return self.tool("TodoWrite", {"todos": todos}, TODO_OK, {"oldTodos": [], "newTodos": todos}, label,
                         took=(1, 4))

    # --- output -----------------------------------------------------------------------------
    def write_file(self) -> Path:
        path = OUT / "transcripts" / f"{self.sid}.jsonl"
        path.write_text("".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n"
                                for line in self.lines), encoding="utf-8")
        return path


LABELS: dict[str, str] = {}
SESSIONS: list[Session] = []


def legacy_summary(session: Session, text: str) -> None:
    """The 0.2.x/1.0.x `summary` line that names the previous session's last line."""
    prev = SESSIONS[-1]
    leaf = next(line["uuid"] for line in reversed(prev.lines) if "uuid" in line)
    session.lines.append({"type": "summary", "summary": text, "leafUuid": leaf})


# =========================================================================================
# The repository on 2025-02-25 (only the files the sessions touch)
# =========================================================================================

FS["api/src/Larderline.Api/Larderline.Api.csproj"] = """<Project Sdk="Microsoft.NET.Sdk.Web">

  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
    <RootNamespace>Larderline.Api</RootNamespace>
    <RestorePackagesWithLockFile>true</RestorePackagesWithLockFile>
  </PropertyGroup>

  <ItemGroup>
    <PackageReference Include="AutoMapper" Version="13.0.1" />
    <PackageReference Include="Azure.Storage.Queues" Version="12.21.0" />
    <PackageReference Include="Dapper" Version="2.1.35" />
    <PackageReference Include="Hangfire.AspNetCore" Version="1.8.17" />
    <PackageReference Include="Hangfire.SqlServer" Version="1.8.17" />
    <PackageReference Include="Microsoft.AspNetCore.Authentication.JwtBearer" Version="8.0.13" />
    <PackageReference Include="Microsoft.Data.SqlClient" Version="5.2.2" />
    <PackageReference Include="QuestPDF" Version="2024.12.3" />
    <PackageReference Include="Sentry.AspNetCore" Version="5.1.1" />
    <PackageReference Include="Swashbuckle.AspNetCore" Version="6.9.0" />
  </ItemGroup>

</Project>
"""

FS["api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs"] = '''using System.Data;
using AutoMapper;
using Dapper;
using Larderline.Api.Data;

namespace Larderline.Api.Purchasing;

/// <summary>Suggests purchase order lines for items that are below their par level at a site.</summary>
public sealed class PurchaseOrderSuggester(IDbConnectionFactory connections, IMapper mapper)
{
    private const string BelowParSql = """
        SELECT i.Id AS ItemId, i.Name, i.Unit, s.SupplierId, i.PackSize,
               CAST(l.OnHand AS float) AS OnHand,
               CAST(p.ParLevel AS float) AS ParLevel
        FROM dbo.StockLevels l
        JOIN dbo.Items i ON i.Id = l.ItemId
        JOIN dbo.ParLevels p ON p.ItemId = l.ItemId AND p.SiteId = l.SiteId
        JOIN dbo.ItemSuppliers s ON s.ItemId = i.Id AND s.IsPreferred = 1
        WHERE l.SiteId = @siteId AND l.OnHand < p.ParLevel
        ORDER BY s.SupplierId, i.Name
        """;

    public async Task<IReadOnlyList<PoLineDto>> SuggestAsync(int siteId, CancellationToken ct)
    {
        using IDbConnection conn = await connections.OpenAsync(ct);
        var rows = await conn.QueryAsync<BelowParRow>(
            new CommandDefinition(BelowParSql, new { siteId }, cancellationToken: ct));
        return rows.Select(mapper.Map<PoLineDto>).ToList();
    }
}

public sealed class BelowParRow
{
    public int ItemId { get; init; }
    public string Name { get; init; } = "";
    public string Unit { get; init; } = "";
    public int SupplierId { get; init; }
    public decimal PackSize { get; init; }
    public double OnHand { get; init; }
    public double ParLevel { get; init; }
}
'''

FS["api/src/Larderline.Api/Purchasing/PoLineDto.cs"] = """namespace Larderline.Api.Purchasing;

public sealed record PoLineDto(int ItemId, string Name, string Unit, int SupplierId, double Quantity);
"""

FS["api/src/Larderline.Api/Jobs/RecurringJobs.cs"] = """using Azure.Storage.Queues;
using Hangfire;

namespace Larderline.Api.Jobs;

public static class RecurringJobs
{
    private static readonly TimeZoneInfo Vienna = TimeZoneInfo.FindSystemTimeZoneById("Europe/Vienna");

    public static void Register(IRecurringJobManager jobs)
    {
        // Tells the forecast service to retrain and write the prep forecasts for the next 14 days.
        jobs.AddOrUpdate<ForecastTrigger>("forecast-nightly", t => t.EnqueueAsync(CancellationToken.None),
            Cron.Daily(2, 30), new RecurringJobOptions { TimeZone = Vienna });
        jobs.AddOrUpdate<StockSnapshotJob>("stock-snapshot", j => j.RunAsync(CancellationToken.None),
            Cron.Hourly(), new RecurringJobOptions { TimeZone = Vienna });
    }
}

/// <summary>Puts a message on the `forecast-jobs` storage queue; the forecast service polls it.</summary>
public sealed class ForecastTrigger(QueueClient forecastJobs, TimeProvider clock)
{
    public async Task EnqueueAsync(CancellationToken ct)
    {
        var job = new { kind = "nightly", requestedAt = clock.GetUtcNow() };
        await forecastJobs.SendMessageAsync(BinaryData.FromObjectAsJson(job), cancellationToken: ct);
    }
}
"""

FS["web/cypress/e2e/stock-count.cy.ts"] = """describe("stock count", () => {
  beforeEach(() => {
    cy.loginByAuth0Api(Cypress.env("auth0_username"), Cypress.env("auth0_password"));
    cy.intercept("GET", "/api/sites/3/stock-items").as("items");
    cy.visit("/sites/3/counts/new");
    cy.wait("@items");
  });

  it("saves the counted quantities", () => {
    cy.findByLabelText("Weizenmehl Type 550 (kg)").clear().type("12.5");
    cy.findByLabelText("Butter (kg)").clear().type("4");
    cy.findByRole("button", { name: "Save count" }).click();
    cy.findByRole("status").should("contain", "Count saved");
    cy.request("/api/sites/3/stock-levels").its("body").should((levels) => {
      expect(levels.find((l) => l.name === "Weizenmehl Type 550").onHand).to.eq(12.5);
      expect(levels.find((l) => l.name === "Butter").onHand).to.eq(4);
    });
  });
});
"""

FS["web/lib/hooks/useStockItems.ts"] = """import useSWR from "swr";
import { fetcher } from "@/lib/api";
import type { StockItemsResponse } from "@/lib/types";

export function useStockItems(siteId: number) {
  const { data, error, isLoading, mutate } = useSWR<StockItemsResponse>(
    `/api/sites/${siteId}/stock-items`,
    fetcher,
  );
  return { data, error, isLoading, mutate };
}
"""

FS["web/app/sites/[siteId]/counts/new/CountForm.tsx"] = """"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { QuantityInput } from "@/components/QuantityInput";
import { saveCount } from "@/lib/api";
import { useStockItems } from "@/lib/hooks/useStockItems";

export function CountForm({ siteId }: { siteId: number }) {
  const router = useRouter();
  const { data, isLoading } = useStockItems(siteId);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) setDrafts(Object.fromEntries(data.items.map((i) => [i.id, String(i.onHand)])));
  }, [data]);

  if (isLoading || !data) return <p className="p-4 text-sm text-stone-500">Loading items…</p>;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    await saveCount(siteId, drafts);
    router.push(`/sites/${siteId}/counts?saved=1`);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3 p-4">
      {data.items.map((item) => (
        <QuantityInput
          key={item.id}
          label={`${item.name} (${item.unit})`}
          value={drafts[item.id] ?? ""}
          onChange={(v) => setDrafts((d) => ({ ...d, [item.id]: v }))}
        />
      ))}
      <button type="submit" disabled={saving} className="rounded bg-emerald-700 px-4 py-2 text-white">
        Save count
      </button>
    </form>
  );
}
"""

FS["Jenkinsfile"] = """pipeline {
  agent { label 'docker' }
  options {
    timeout(time: 45, unit: 'MINUTES')
    disableConcurrentBuilds()
  }
  environment {
    ACR = 'larderline.azurecr.io'
  }
  stages {
    stage('API') {
      agent { docker { image 'mcr.microsoft.com/dotnet/sdk:8.0'; reuseNode true; args '-v /var/run/docker.sock:/var/run/docker.sock' } }
      steps {
        sh 'dotnet test api/Larderline.sln --logger trx --results-directory api/TestResults'
      }
    }
    stage('Web') {
      agent { docker { image 'node:20-bookworm'; reuseNode true } }
      steps {
        dir('web') {
          sh 'yarn install --frozen-lockfile'
          sh 'yarn lint && yarn build'
        }
      }
    }
    stage('E2E') {
      agent { docker { image 'cypress/included:13.17.0'; reuseNode true } }
      steps {
        dir('web') {
          sh 'yarn cypress run --browser electron'
        }
      }
    }
    stage('Forecast') {
      agent { docker { image 'mambaorg/micromamba:1.5.10'; reuseNode true } }
      steps {
        dir('forecast') {
          sh 'micromamba create -y -n larder-forecast -f environment.yml'
          sh 'micromamba run -n larder-forecast pytest -q'
        }
      }
    }
    stage('Deploy') {
      when { branch 'main' }
      steps {
        withCredentials([azureServicePrincipal('azure-sp-prod')]) {
          sh 'az login --service-principal -u $AZURE_CLIENT_ID -p $AZURE_CLIENT_SECRET -t $AZURE_TENANT_ID'
          sh 'az acr build -r larderline -t api:$GIT_COMMIT -f api/Dockerfile api'
          sh 'az webapp config container set -g rg-larderline-prod -n larderline-api --container-image-name $ACR/api:$GIT_COMMIT'
          sh 'az acr build -r larderline -t forecast:$GIT_COMMIT -f forecast/Dockerfile forecast'
          sh 'az webapp config container set -g rg-larderline-prod -n larderline-forecast --container-image-name $ACR/forecast:$GIT_COMMIT'
        }
      }
    }
  }
  post {
    failure {
      slackSend channel: '#larderline-dev', message: "Build failed: ${env.BUILD_URL}"
    }
  }
}
"""

FS["forecast/environment.yml"] = """name: larder-forecast
channels:
  - conda-forge
dependencies:
  - python=3.11
  - numpy=1.26
  - pandas=2.2
  - prophet=1.1.6
  - holidays=0.66
  - scikit-learn=1.6
  - joblib=1.4
  - flask=3.1
  - gunicorn=23.0
  - pyodbc=5.2
  - pytest=8.3
  - pip
  - pip:
      - azure-storage-queue==12.12.0
      - sentry-sdk[flask]==2.22.0
"""

FS["forecast/larder_forecast/train.py"] = '''"""Nightly training: one Prophet model per (site, item) series, forecasts for the next 14 days."""
from __future__ import annotations

import logging

import pandas as pd
from joblib import Parallel, delayed
from prophet import Prophet

from larder_forecast import db, settings
from larder_forecast.calendar import holiday_frame

log = logging.getLogger(__name__)
HORIZON_DAYS = 14


def fit_one(key: tuple[int, int], history: pd.DataFrame, holidays: pd.DataFrame) -> pd.DataFrame:
    site_id, item_id = key
    model = Prophet(weekly_seasonality=True, yearly_seasonality=len(history) > 365, holidays=holidays)
    model.fit(history.rename(columns={"day": "ds", "qty_used": "y"}))
    future = model.make_future_dataframe(periods=HORIZON_DAYS, include_history=False)
    out = model.predict(future)[["ds", "yhat", "yhat_lower", "yhat_upper"]]
    return out.assign(site_id=site_id, item_id=item_id)


def run() -> int:
    usage = db.load_daily_usage(days=730)
    holidays = holiday_frame(country="AT", years=range(2023, 2027))
    series = list(usage.groupby(["site_id", "item_id"]))
    log.info("training %d series with %d workers", len(series), settings.TRAIN_WORKERS)
    frames = Parallel(n_jobs=settings.TRAIN_WORKERS)(
        delayed(fit_one)(key, frame[["day", "qty_used"]], holidays) for key, frame in series
    )
    db.replace_forecasts(pd.concat(frames, ignore_index=True))
    return len(series)
'''


# =========================================================================================
# s01 - 2025-02-25 Tue - Claude Code 0.2.9
# =========================================================================================

def dotnet_test_output(tfm: str, passed: int, seconds: int, filt: bool = False, adapter: str = "3.0.1",
                       patch: str | None = None) -> str:
    """`dotnet test` output; `patch` is the installed runtime (9.0.x moves on through the year)."""
    runtime = {"net8.0": ("v8.0", "8.0.13"), "net9.0": ("v9.0", "9.0.3")}[tfm]
    if patch:
        runtime = (runtime[0], patch)
    return (
        "  Determining projects to restore...\n"
        "  All projects are up-to-date for restore.\n"
        f"  Larderline.Api -> {CWD}/api/src/Larderline.Api/bin/Debug/{tfm}/Larderline.Api.dll\n"
        f"  Larderline.Api.Tests -> {CWD}/api/tests/Larderline.Api.Tests/bin/Debug/{tfm}/Larderline.Api.Tests.dll\n"
        f"Test run for {CWD}/api/tests/Larderline.Api.Tests/bin/Debug/{tfm}/Larderline.Api.Tests.dll "
        f"(.NETCoreApp,Version={runtime[0]})\n"
        "VSTest version 17.12.0 (x64)\n\n"
        "Starting test execution, please wait...\n"
        "A total of 1 test files matched the specified pattern.\n"
        f"[xUnit.net 00:00:00.00] xUnit.net VSTest Adapter v{adapter}+9ed1d5b8c1 (64-bit .NET {runtime[1]})\n"
        "[xUnit.net 00:00:00.42]   Discovering: Larderline.Api.Tests\n"
        "[xUnit.net 00:00:00.81]   Discovered:  Larderline.Api.Tests\n"
        "[xUnit.net 00:00:00.82]   Starting:    Larderline.Api.Tests\n"
        + ("" if filt else "[testcontainers.org 00:00:01.93] Docker container 3f1c9e0a72b4 created\n"
                          "[testcontainers.org 00:00:09.36] Docker container 3f1c9e0a72b4 ready\n")
        + f"[xUnit.net 00:00:{seconds:02d}.07]   Finished:    Larderline.Api.Tests\n\n"
        f"Passed!  - Failed:     0, Passed: {passed:>5}, Skipped:     0, Total: {passed:>5}, Duration: {seconds} s "
        f"- Larderline.Api.Tests.dll ({tfm})"
    )


def s01() -> Session:
    s = Session("s01", "0.2.9", "claude-3-7-sonnet-20250219", "2025-02-25T08:47:12.000Z", "main", "v0")
    s.prompt("Bistro Amsel (our pilot kitchen in Vienna) forwarded a purchase order PDF that says "
             "\"Weizenmehl Type 550 - 2.9999999999999996 kg\". Par level is 5.1 kg and they had 2.1 kg on hand, so "
             "it should just say 3. The suggested quantities come from PurchaseOrderSuggester in the API. Can you "
             "fix it and add a test?", label="s01.p1", gap=(0, 0))
    s.think("5.1 - 2.1 in binary floating point is 2.9999999999999996, so somewhere the quantities are doubles. "
            "Look at the suggester's query and the DTO it maps to.")
    s.say("That number is 5.1 − 2.1 computed in binary floating point, so the quantities pass through a `double` "
          "somewhere. Let me find where.")
    s.read("api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs", rlabel="s01.read_suggester")
    s.read("api/src/Larderline.Api/Larderline.Api.csproj", rlabel="s01.csproj")
    s.grep(r"double|MapFrom", "api/src/Larderline.Api/Purchasing",
           "api/src/Larderline.Api/Purchasing/PoLineDto.cs:3:public sealed record PoLineDto(int ItemId, string Name, "
           "string Unit, int SupplierId, double Quantity);\n"
           "api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs:39:    public double OnHand { get; init; }\n"
           "api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs:40:    public double ParLevel { get; init; }\n"
           "api/src/Larderline.Api/Purchasing/PurchasingProfile.cs:10:            .ForMember(d => d.Quantity, o => "
           "o.MapFrom(s => s.ParLevel - s.OnHand));")
    s.say("Found it. `OnHand` and `ParLevel` are `decimal(10,3)` columns in Azure SQL Database, but the Dapper query casts "
          "them to `float`, `BelowParRow` holds them as `double`, and the AutoMapper profile computes "
          "`ParLevel - OnHand` into `PoLineDto.Quantity`, also a `double`. The PDF then prints the raw value. "
          "Dapper maps `decimal` columns to `decimal` properties directly, so the fix is to drop the casts and use "
          "`decimal` end to end; the profile's subtraction then stays exact without touching it.", label="s01.a_decimal")
    s.edit("api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs",
           "        SELECT i.Id AS ItemId, i.Name, i.Unit, s.SupplierId, i.PackSize,\n"
           "               CAST(l.OnHand AS float) AS OnHand,\n"
           "               CAST(p.ParLevel AS float) AS ParLevel\n",
           "        SELECT i.Id AS ItemId, i.Name, i.Unit, s.SupplierId, i.PackSize,\n"
           "               l.OnHand, p.ParLevel\n")
    s.edit("api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs",
           "    public double OnHand { get; init; }\n    public double ParLevel { get; init; }\n",
           "    public decimal OnHand { get; init; }\n    public decimal ParLevel { get; init; }\n")
    s.edit("api/src/Larderline.Api/Purchasing/PoLineDto.cs",
           "int SupplierId, double Quantity);", "int SupplierId, decimal Quantity);")
    s.write("api/tests/Larderline.Api.Tests/Purchasing/DecimalQuantityTests.cs", """using FluentAssertions;
using Larderline.Api.Purchasing;
using Xunit;

namespace Larderline.Api.Tests.Purchasing;

[Collection(nameof(SqlServerCollection))]
public sealed class DecimalQuantityTests(SqlServerFixture sql)
{
    [Fact]
    public async Task Suggested_quantity_is_exact_for_decimal_stock_levels()
    {
        var site = await sql.SeedSiteAsync();
        var flour = await sql.SeedItemAsync(site, "Weizenmehl Type 550", unit: "kg", par: 5.1m, onHand: 2.1m);

        var lines = await sql.GetService<PurchaseOrderSuggester>().SuggestAsync(site.Id, CancellationToken.None);

        lines.Should().ContainSingle(l => l.ItemId == flour.Id)
            .Which.Quantity.Should().Be(3.0m);
    }
}
""", label="s01.write_test")
    s.bash("cd api && dotnet test Larderline.sln", "Run the API test suite", dotnet_test_output("net8.0", 149, 18),
           rlabel="s01.test1", took=(24, 31))
    s.say("Fixed:\n\n- `PurchaseOrderSuggester`: the query no longer casts `OnHand`/`ParLevel` to `float`, and "
          "`BelowParRow` holds them as `decimal`.\n- `PoLineDto.Quantity` is `decimal`, so 5.1 − 2.1 is exactly "
          "3.0 and the PDF prints `3`.\n- New test `DecimalQuantityTests` seeds the Bistro Amsel case against the "
          "SQL Server test container; all 149 tests pass.\n\nThe web client reads `quantity` as a JSON number either "
          "way, so nothing changes there.", final=True)

    # --- the Cypress flake ---------------------------------------------------------------------
    s.prompt("Thanks. Next one: the stock-count Cypress spec failed on Jenkins twice this week (builds #318 and "
             "#321, both green on retry). cypress/e2e/stock-count.cy.ts. The failure is always the same: the "
             "saved levels are the old values, as if the typed counts were thrown away. I can reproduce it by hand "
             "on the Vercel preview if I switch to another tab while typing a count and come back.", label="s01.p2")
    s.read("web/cypress/e2e/stock-count.cy.ts", rlabel="s01.read_spec")
    s.read("Jenkinsfile", rlabel="s01.read_jenkinsfile")
    s.read("web/app/sites/[siteId]/counts/new/CountForm.tsx", rlabel="s01.read_form")
    s.read("web/lib/hooks/useStockItems.ts", rlabel="s01.read_hook")
    s.say("The tab switch is the clue. `useStockItems` is a plain `useSWR` call, so it keeps SWR's defaults, "
          "including `revalidateOnFocus: true`: coming back to the tab refetches `/stock-items`. That response "
          "carries a fresh `asOf` timestamp, so SWR sees new data every time, and `CountForm`'s effect copies the "
          "server quantities into `drafts` whenever `data` changes. Anything typed before the refetch lands is "
          "overwritten. In CI the focus event comes from Cypress itself (`.type()` focuses the window), which "
          "explains why it's intermittent.\n\nTwo changes: seed the drafts once per site instead of on every data "
          "change, and turn off focus revalidation for this hook, since a count form shouldn't change under the "
          "user's fingers anyway.")
    s.edit("web/app/sites/[siteId]/counts/new/CountForm.tsx",
           "  useEffect(() => {\n"
           "    if (data) setDrafts(Object.fromEntries(data.items.map((i) => [i.id, String(i.onHand)])));\n"
           "  }, [data]);\n",
           "  // Seed the drafts once per site. Re-seeding on every SWR update wiped what the user had typed\n"
           "  // whenever a revalidation landed mid-count (the response's asOf changes on every fetch).\n"
           "  const [seededFor, setSeededFor] = useState<number | null>(null);\n"
           "  useEffect(() => {\n"
           "    if (data && seededFor !== siteId) {\n"
           "      setDrafts(Object.fromEntries(data.items.map((i) => [i.id, String(i.onHand)])));\n"
           "      setSeededFor(siteId);\n"
           "    }\n"
           "  }, [data, siteId, seededFor]);\n")
    s.edit("web/lib/hooks/useStockItems.ts",
           "    `/api/sites/${siteId}/stock-items`,\n    fetcher,\n  );",
           "    `/api/sites/${siteId}/stock-items`,\n    fetcher,\n"
           "    // Counting takes minutes on a tablet; don't refetch when the tab regains focus.\n"
           "    { revalidateOnFocus: false },\n  );", label="s01.edit_hook")
    s.bash("cd web && for i in 1 2 3 4 5; do printf 'run %s: ' $i; yarn cypress run --browser electron "
           "--spec cypress/e2e/stock-count.cy.ts 2>&1 | tail -2 | head -1; done",
           "Run the stock-count spec five times",
           "run 1:     \u2714  All specs passed!                        00:07        1        1        -        -        -\n"
           "run 2:     \u2714  All specs passed!                        00:06        1        1        -        -        -\n"
           "run 3:     \u2714  All specs passed!                        00:06        1        1        -        -        -\n"
           "run 4:     \u2714  All specs passed!                        00:07        1        1        -        -        -\n"
           "run 5:     \u2714  All specs passed!                        00:06        1        1        -        -        -",
           label="s01.cypress_run", took=(160, 190), timeout=600000)
    s.say("Five green runs in a row locally. Summary:\n\n- `CountForm` seeds its drafts once per site, so a "
          "background refetch can no longer replace typed counts.\n- `useStockItems` passes `revalidateOnFocus: "
          "false`; the other hooks keep SWR's defaults.\n\nThe Jenkins E2E stage runs the same `yarn cypress run "
          "--browser electron`, so it should stop flaking there as well.", final=True)

    # --- the forecast run ----------------------------------------------------------------------
    s.prompt("Last thing, mostly a question. The forecast nightly took 4h10 again last night and only finished "
             "at 06:40, after the early kitchens had already printed their prep lists. It's Prophet, one model per "
             "item per site, about 2,300 series by now. What are our options?", label="s01.p3")
    s.read("forecast/environment.yml", rlabel="s01.read_env")
    s.read("forecast/larder_forecast/train.py", rlabel="s01.read_train")
    s.say("`train.py` fits a separate Prophet model for every (site, item) series, in `TRAIN_WORKERS` parallel "
          "processes. Prophet spends most of its time in Stan's optimizer, roughly 5-7 s per series here, and the "
          "forecast App Service instance only has 2 vCPUs, so more workers won't buy much. Options, cheapest "
          "first:\n\n1. **Start earlier.** The Hangfire job in the API enqueues the run at 02:30; 01:00 gives 90 "
          "more minutes of slack tonight.\n2. **Skip dormant series.** Items with no usage in the last 8 weeks "
          "still get a model. Those are usually seasonal specials; a zero forecast is fine for them.\n3. **Replace "
          "the per-series models with one global model.** A gradient-boosted model (LightGBM) trained on all "
          "series at once, with lags, rolling means, weekday, holidays and site/item as categorical features. It "
          "trains in minutes instead of hours, and for short, intermittent kitchen series it usually beats "
          "per-series Prophet on accuracy, because sparse items borrow strength from similar ones.",
          label="s01.a_forecast", final=True)
    s.prompt("LightGBM sounds like the real fix, but not before the spring menu launch in mid-June, everything "
             "forecast-related is frozen until then. Do 1 and 2 now.", label="s01.p4")
    s.read("api/src/Larderline.Api/Jobs/RecurringJobs.cs", rlabel="s01.read_jobs")
    s.edit("api/src/Larderline.Api/Jobs/RecurringJobs.cs",
           "            Cron.Daily(2, 30), new RecurringJobOptions { TimeZone = Vienna });",
           "            Cron.Daily(1, 0), new RecurringJobOptions { TimeZone = Vienna });", label="s01.edit_jobs")
    s.edit("forecast/larder_forecast/train.py",
           '    series = list(usage.groupby(["site_id", "item_id"]))\n',
           '    cutoff = usage["day"].max() - pd.Timedelta(days=56)\n'
           '    last_used = usage[usage["qty_used"] > 0].groupby(["site_id", "item_id"])["day"].max()\n'
           '    active = set(last_used[last_used >= cutoff].index)\n'
           '    # Series without usage in 8 weeks get no model; the API shows them with a zero forecast.\n'
           '    series = [(key, frame) for key, frame in usage.groupby(["site_id", "item_id"]) if key in active]\n')
    s.bash("cd forecast && conda run -n larder-forecast pytest -q", "Run the forecast tests",
           "........................                                                 [100%]\n"
           "24 passed in 38.12s", rlabel="s01.forecast_tests", took=(40, 46))
    s.say("Done:\n\n- `RecurringJobs`: `forecast-nightly` now fires at 01:00 Vienna time instead of 02:30, still "
          "through the `forecast-jobs` storage queue.\n- `train.py` skips series with no usage in the last 56 "
          "days. On last night's data that's 610 of the 2,310 series, so the run should drop to roughly three "
          "hours and finish around 04:00.\n\nForecast tests pass (24). When the freeze lifts in June, the LightGBM "
          "rewrite can keep the same output table, so the API and the prep list won't notice the switch.",
          final=True)
    return s


def between(text: str, start: str, end: str) -> str:
    """The part of `text` from `start` up to and including `end`."""
    i = text.index(start)
    return text[i: text.index(end, i) + len(end)]


def fs_sub(path: str, old: str, new: str) -> None:
    """A change made outside Claude's Edit/Write (a sed, a dotnet/pixi command, or the user off-screen)."""
    assert FS[path].count(old) == 1, (path, old[:60])
    FS[path] = FS[path].replace(old, new)


FS["api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj"] = r"""<Project Sdk="Microsoft.NET.Sdk">

  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
    <IsPackable>false</IsPackable>
  </PropertyGroup>

  <ItemGroup>
    <PackageReference Include="FluentAssertions" Version="7.0.0" />
    <PackageReference Include="Microsoft.AspNetCore.Mvc.Testing" Version="8.0.13" />
    <PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.12.0" />
    <PackageReference Include="NSubstitute" Version="5.3.0" />
    <PackageReference Include="Testcontainers.MsSql" Version="4.1.0" />
    <PackageReference Include="xunit" Version="2.9.3" />
    <PackageReference Include="xunit.runner.visualstudio" Version="3.0.1" />
  </ItemGroup>

  <ItemGroup>
    <ProjectReference Include="..\..\src\Larderline.Api\Larderline.Api.csproj" />
  </ItemGroup>

</Project>
"""

FS["api/src/Larderline.Api/Program.cs"] = """using Hangfire;
using Larderline.Api.Data;
using Larderline.Api.Endpoints;
using Larderline.Api.Jobs;
using Microsoft.AspNetCore.Authentication.JwtBearer;

var builder = WebApplication.CreateBuilder(args);

builder.WebHost.UseSentry(o =>
{
    o.Dsn = builder.Configuration["Sentry:Dsn"];
    o.TracesSampleRate = 0.2;
    o.Environment = builder.Environment.EnvironmentName;
});

builder.Services.AddAuthentication(JwtBearerDefaults.AuthenticationScheme)
    .AddJwtBearer(o =>
    {
        o.Authority = "https://larderline.eu.auth0.com/";
        o.Audience = "https://api.larderline.app";
    });
builder.Services.AddAuthorization();

builder.Services.AddSingleton<IDbConnectionFactory, SqlConnectionFactory>();
builder.Services.AddAutoMapper(typeof(Program));
builder.Services.AddLarderlineServices(builder.Configuration);
builder.Services.AddHangfire(c => c.UseSqlServerStorage(builder.Configuration.GetConnectionString("Larder")));
builder.Services.AddHangfireServer();
builder.Services.AddHealthChecks();

builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen(o => o.SwaggerDoc("v1", new() { Title = "Larderline API", Version = "v1" }));

var app = builder.Build();

app.UseSwagger();
app.UseSwaggerUI();

app.UseAuthentication();
app.UseAuthorization();

app.MapLarderlineEndpoints();
app.MapHealthChecks("/healthz");
RecurringJobs.Register(app.Services.GetRequiredService<IRecurringJobManager>());

app.Run();

public partial class Program;
"""

FS["api/Dockerfile"] = """# syntax=docker/dockerfile:1
FROM mcr.microsoft.com/dotnet/sdk:8.0 AS build
WORKDIR /src
COPY Larderline.sln Directory.Build.props ./
COPY src/Larderline.Api/Larderline.Api.csproj src/Larderline.Api/packages.lock.json src/Larderline.Api/
RUN dotnet restore src/Larderline.Api --locked-mode
COPY src/ src/
RUN dotnet publish src/Larderline.Api -c Release -o /app --no-restore

# Runtime: the default aspnet tag, i.e. Debian 12 (bookworm-slim), the same distro as our dev containers.
FROM mcr.microsoft.com/dotnet/aspnet:8.0
WORKDIR /app
COPY --from=build /app .
ENV ASPNETCORE_HTTP_PORTS=8080
EXPOSE 8080
USER $APP_UID
ENTRYPOINT ["dotnet", "Larderline.Api.dll"]
"""

FS["renovate.json"] = """{
  "$schema": "https://docs.renovatebot.com/renovate-schema.json",
  "extends": ["config:recommended", ":semanticCommitTypeAll(chore)"],
  "timezone": "Europe/Vienna",
  "schedule": ["before 7am on monday"],
  "packageRules": [
    {
      "matchManagers": ["nuget"],
      "matchUpdateTypes": ["minor", "patch"],
      "groupName": "nuget minor and patch"
    }
  ]
}
"""


# =========================================================================================
# s02 - 2025-03-25 Tue - Claude Code 0.2.54
# =========================================================================================

def s02() -> Session:
    s = Session("s02", "0.2.54", "claude-3-7-sonnet-20250219", "2025-03-25T13:04:51.000Z", "main", "v0")
    legacy_summary(s, "Decimal purchase order quantities, stock-count Cypress flake, earlier forecast nightly")
    s.prompt("Time for .NET 9 in the API. 9.0.3 is out and I'd rather take the step now than jump from 8 straight "
             "to 10 next year with a huge diff. While we're at it: the new templates dropped Swashbuckle, so "
             "replace it with the built-in Microsoft.AspNetCore.OpenApi document generation and put Scalar on top "
             "as the docs UI instead of Swagger UI. Do it on a branch.", label="s02.p1", gap=(0, 0))
    s.think("Steps: retarget both csproj files to net9.0, bump the 8.0.x ASP.NET packages to 9.0.3, remove "
            "Swashbuckle, add Microsoft.AspNetCore.OpenApi and Scalar.AspNetCore, rewire Program.cs, then the "
            "Dockerfile and the Jenkins SDK image.")
    s.grep("<TargetFramework>", "api",
           "api/src/Larderline.Api/Larderline.Api.csproj:4:    <TargetFramework>net8.0</TargetFramework>\n"
           "api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj:4:    <TargetFramework>net8.0</TargetFramework>",
           rlabel="s02.grep_tf")
    out = (
        "Switched to a new branch 'net9'\n"
        "info : Removing PackageReference for package 'Swashbuckle.AspNetCore' from project "
        "'src/Larderline.Api/Larderline.Api.csproj'.\n"
        "  Determining projects to restore...\n"
        "  Writing /tmp/tmp4Qk2sX.tmp\n"
        f"info : Adding PackageReference for package 'Microsoft.AspNetCore.OpenApi' into project '{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
        "info :   GET https://api.nuget.org/v3-flatcontainer/microsoft.aspnetcore.openapi/index.json\n"
        "info :   OK https://api.nuget.org/v3-flatcontainer/microsoft.aspnetcore.openapi/index.json 118ms\n"
        "info : PackageReference for package 'Microsoft.AspNetCore.OpenApi' version '9.0.3' added to file "
        f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
        f"info : Adding PackageReference for package 'Scalar.AspNetCore' into project '{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
        "info : PackageReference for package 'Scalar.AspNetCore' version '2.1.4' added to file "
        f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
        "info : PackageReference for package 'Microsoft.AspNetCore.Authentication.JwtBearer' version '9.0.3' updated in file "
        f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
        "info : PackageReference for package 'Microsoft.AspNetCore.Mvc.Testing' version '9.0.3' updated in file "
        f"'{CWD}/api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj'.\n"
        f"log  : Restored {CWD}/api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj (in 2.04 sec)."
    )
    s.bash("cd api && git switch -c net9 && sed -i 's#<TargetFramework>net8.0</TargetFramework>#<TargetFramework>"
           "net9.0</TargetFramework>#' src/Larderline.Api/Larderline.Api.csproj tests/Larderline.Api.Tests/"
           "Larderline.Api.Tests.csproj && dotnet remove src/Larderline.Api package Swashbuckle.AspNetCore && "
           "dotnet add src/Larderline.Api package Microsoft.AspNetCore.OpenApi --version 9.0.3 && dotnet add "
           "src/Larderline.Api package Scalar.AspNetCore && dotnet add src/Larderline.Api package "
           "Microsoft.AspNetCore.Authentication.JwtBearer --version 9.0.3 && dotnet add tests/Larderline.Api.Tests "
           "package Microsoft.AspNetCore.Mvc.Testing --version 9.0.3",
           "Retarget to net9.0 and swap Swashbuckle for Microsoft.AspNetCore.OpenApi + Scalar", out,
           label="s02.bash_net9", took=(9, 14))
    s.branch = "net9"
    api = "api/src/Larderline.Api/Larderline.Api.csproj"
    fs_sub(api, "<TargetFramework>net8.0</TargetFramework>", "<TargetFramework>net9.0</TargetFramework>")
    fs_sub(api, '    <PackageReference Include="Microsoft.AspNetCore.Authentication.JwtBearer" Version="8.0.13" />\n',
           '    <PackageReference Include="Microsoft.AspNetCore.Authentication.JwtBearer" Version="9.0.3" />\n'
           '    <PackageReference Include="Microsoft.AspNetCore.OpenApi" Version="9.0.3" />\n')
    fs_sub(api, '    <PackageReference Include="QuestPDF" Version="2024.12.3" />\n',
           '    <PackageReference Include="QuestPDF" Version="2024.12.3" />\n'
           '    <PackageReference Include="Scalar.AspNetCore" Version="2.1.4" />\n')
    fs_sub(api, '    <PackageReference Include="Swashbuckle.AspNetCore" Version="6.9.0" />\n', "")
    tests = "api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj"
    fs_sub(tests, "<TargetFramework>net8.0</TargetFramework>", "<TargetFramework>net9.0</TargetFramework>")
    fs_sub(tests, 'Mvc.Testing" Version="8.0.13"', 'Mvc.Testing" Version="9.0.3"')
    s.read("api/src/Larderline.Api/Program.cs", rlabel="s02.read_program")
    s.edit("api/src/Larderline.Api/Program.cs",
           "using Microsoft.AspNetCore.Authentication.JwtBearer;\n",
           "using Microsoft.AspNetCore.Authentication.JwtBearer;\nusing Scalar.AspNetCore;\n")
    s.edit("api/src/Larderline.Api/Program.cs",
           "builder.Services.AddEndpointsApiExplorer();\n"
           "builder.Services.AddSwaggerGen(o => o.SwaggerDoc(\"v1\", new() { Title = \"Larderline API\", Version = \"v1\" }));\n",
           "builder.Services.AddOpenApi(o => o.AddDocumentTransformer((doc, _, _) =>\n"
           "{\n"
           "    doc.Info = new() { Title = \"Larderline API\", Version = \"v1\" };\n"
           "    return Task.CompletedTask;\n"
           "}));\n")
    s.edit("api/src/Larderline.Api/Program.cs",
           "app.UseSwagger();\napp.UseSwaggerUI();\n",
           "app.MapOpenApi();             // /openapi/v1.json\n"
           "app.MapScalarApiReference();  // docs UI at /scalar/v1\n", label="s02.edit_program")
    s.read("api/Dockerfile", rlabel="s02.read_dockerfile")
    s.bash("sed -i 's#dotnet/sdk:8.0#dotnet/sdk:9.0#; s#dotnet/aspnet:8.0#dotnet/aspnet:9.0#' api/Dockerfile "
           "Jenkinsfile && git diff --stat",
           "Bump the SDK and runtime images in the Dockerfile and the Jenkinsfile",
           " Jenkinsfile                                              |  2 +-\n"
           " api/Dockerfile                                           |  4 ++--\n"
           " api/src/Larderline.Api/Larderline.Api.csproj             |  6 +++---\n"
           " api/src/Larderline.Api/Program.cs                        | 12 ++++++++----\n"
           " api/src/Larderline.Api/packages.lock.json                | 58 ++++++++++++++++++++--------------\n"
           " api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj |  4 ++--\n"
           " api/tests/Larderline.Api.Tests/packages.lock.json        | 41 ++++++++++++++----------\n"
           " 7 files changed, 75 insertions(+), 52 deletions(-)", label="s02.sed_images")
    fs_sub("api/Dockerfile", "dotnet/sdk:8.0", "dotnet/sdk:9.0")
    fs_sub("api/Dockerfile", "dotnet/aspnet:8.0", "dotnet/aspnet:9.0")
    fs_sub("Jenkinsfile", "dotnet/sdk:8.0", "dotnet/sdk:9.0")
    s.bash("cd api && dotnet build -warnaserror Larderline.sln 2>&1 | tail -3 && dotnet test Larderline.sln",
           "Build with warnings as errors, then run the tests on .NET 9",
           "    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:14.82\n" + dotnet_test_output("net9.0", 149, 19),
           rlabel="s02.test", took=(38, 46))
    s.say("The API runs on .NET 9 on the `net9` branch:\n\n- `net9.0` in both projects; JwtBearer and "
          "Mvc.Testing bumped to 9.0.3.\n- Swashbuckle is gone. `AddOpenApi()` + `MapOpenApi()` serve the document "
          "at `/openapi/v1.json`, and Scalar's UI is at `/scalar/v1` (was `/swagger`).\n- `api/Dockerfile` builds "
          "on `sdk:9.0` and runs on `aspnet:9.0` (still the Debian bookworm-slim variant); the Jenkins API stage "
          "uses `sdk:9.0` too.\n- Warning-free build, 149 tests green.\n\nIf anyone bookmarked `/swagger`, a "
          "redirect to `/scalar/v1` is one line; say if you want it.", final=True)

    # --- FluentAssertions 8 ----------------------------------------------------------------------
    s.prompt("Unrelated: Renovate opened !57 bumping FluentAssertions from 7.0.0 to 8.2.0. Don't merge it. Since "
             "v8 FluentAssertions is under Xceed's commercial license, $129.95 per developer per year for "
             "commercial use, and we are a commercial product. Pin the tests to 7.x and tell Renovate to stop "
             "offering 8. We'll decide next month whether to pay or switch libraries.", label="s02.p2")
    s.read(tests, rlabel="s02.read_testcsproj")
    s.edit(tests, '<PackageReference Include="FluentAssertions" Version="7.0.0" />',
           '<PackageReference Include="FluentAssertions" Version="[7.2.0]" /><!-- 8.x is commercial (Xceed) -->',
           label="s02.edit_pin")
    s.read("renovate.json")
    s.edit("renovate.json",
           '      "groupName": "nuget minor and patch"\n    }\n  ]',
           '      "groupName": "nuget minor and patch"\n    },\n    {\n'
           '      "description": "FluentAssertions 8+ is commercially licensed (Xceed); stay on 7.x",\n'
           '      "matchPackageNames": ["FluentAssertions"],\n      "allowedVersions": "<8.0.0"\n    }\n  ]')
    s.bash("glab mr note 57 --message \"Closing: FluentAssertions 8 needs a paid Xceed license. Pinned to 7.2.0 and "
           "excluded in renovate.json on the net9 branch.\" && glab mr close 57",
           "Comment on and close the Renovate MR",
           "https://gitlab.com/larderline/larderline/-/merge_requests/57#note_2412290187\n"
           "- Closing merge request...\n"
           "\u2713 Closed merge request !57 (chore(deps): update dependency fluentassertions to v8)")
    s.say("Pinned and closed:\n\n- The test project references `FluentAssertions` `[7.2.0]` (exact pin; 7.2.0 is "
          "the last Apache-2.0 release).\n- `renovate.json` has a rule with `allowedVersions: \"<8.0.0\"` for "
          "FluentAssertions, so it will keep offering 7.x patches but never 8.\n- !57 is closed with a note "
          "explaining why.\n\nBoth changes are on the `net9` branch.", final=True)

    # --- merge, and the CI plan ------------------------------------------------------------------
    s.prompt("Good. Commit everything and open the MR, Jenkins has to build it with the 9.0 SDK image you put in. "
             "And while we wait: the Jenkins VM ran out of disk again on Sunday (old Docker layers), the second "
             "time this month, and every plugin update is a gamble. The code lives on GitLab anyway, so I want "
             "CI on GitLab CI with the shared runners and the VM gone. Not this week; end of April, after the "
             "Easter menu rush.", label="s02.p3")
    s.bash("git add -A && git commit -qm \"api: .NET 9, built-in OpenAPI + Scalar instead of Swashbuckle\" && "
           "git push -q -u origin net9 && glab mr create --fill --yes --target-branch main",
           "Commit, push and open the merge request",
           "remote:\nremote: To create a merge request for net9, visit:\nremote:   "
           "https://gitlab.com/larderline/larderline/-/merge_requests/new?merge_request%5Bsource_branch%5D=net9\n"
           "remote:\n\nCreating merge request for net9 into main in larderline/larderline\n\n"
           "!58 api: .NET 9, built-in OpenAPI + Scalar instead of Swashbuckle (net9)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/58")
    s.bash("until glab mr view 58 -F json | jq -e '.head_pipeline.status | IN(\"success\",\"failed\")' >/dev/null; "
           "do sleep 30; done; glab mr view 58 -F json | jq -r '.head_pipeline | \"\\(.status) \\(.web_url)\"' && "
           "glab mr merge 58 --squash --remove-source-branch --yes",
           "Wait for the Jenkins build of !58, then merge",
           "success https://ci.larderline.at/job/larderline/job/net9/4/\n"
           "\u2713 Merged merge request !58 (api: .NET 9, built-in OpenAPI + Scalar instead of Swashbuckle)\n"
           "\u2713 Deleted branch net9", rlabel="s02.merge", took=(1210, 1290), timeout=1800000)
    s.branch = "main"
    s.say("!58 is merged: Jenkins built it with the 9.0 SDK in 21 minutes (the E2E stage alone was 14), and the "
          "main build will push the 9.0 image to App Service as usual.\n\nFor the GitLab CI move in April, "
          "nothing in the Jenkinsfile is hard to translate: stages map to jobs, `docker { image ... }` agents map "
          "to `image:`, and the service principal becomes masked CI/CD variables. The one thing to plan for is "
          "Testcontainers: the API tests start a SQL Server container, which on shared runners needs a "
          "`docker:dind` service.", final=True)
    return s


# =========================================================================================
# s03 - 2025-04-24 Thu - Claude Code 0.2.86
# =========================================================================================

GITLAB_CI_V1 = """stages: [test, e2e, deploy]

default:
  interruptible: true

variables:
  DOTNET_CLI_TELEMETRY_OPTOUT: "1"
  NUGET_PACKAGES: $CI_PROJECT_DIR/.nuget/packages

api:
  stage: test
  image: mcr.microsoft.com/dotnet/sdk:9.0
  cache:
    key: { files: [api/src/Larderline.Api/packages.lock.json] }
    paths: [.nuget/packages]
  script:
    - dotnet test api/Larderline.sln --logger "junit;LogFilePath=$CI_PROJECT_DIR/api-tests.xml"
  artifacts:
    when: always
    reports: { junit: api-tests.xml }

web:
  stage: test
  image: node:20-bookworm
  cache:
    key: { files: [web/yarn.lock] }
    paths: [.yarn-cache]
  script:
    - cd web
    - yarn install --frozen-lockfile --cache-folder ../.yarn-cache
    - yarn lint
    - yarn build

forecast:
  stage: test
  image: mambaorg/micromamba:1.5.10
  script:
    - cd forecast
    - micromamba create -y -n larder-forecast -f environment.yml
    - micromamba run -n larder-forecast pytest -q

e2e:
  stage: e2e
  image: cypress/included:13.17.0
  needs: [web]
  script:
    - cd web
    - yarn install --frozen-lockfile
    - yarn build
    - (yarn start &) && npx wait-on http://localhost:3000
    - yarn cypress run --browser electron
  artifacts:
    when: on_failure
    paths: [web/cypress/screenshots, web/cypress/videos]

.deploy:
  stage: deploy
  image: mcr.microsoft.com/azure-cli:2.71.0
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  before_script:
    - az login --service-principal -u "$AZURE_CLIENT_ID" -p "$AZURE_CLIENT_SECRET" -t "$AZURE_TENANT_ID"

deploy-api:
  extends: .deploy
  script:
    - az acr build -r larderline -t api:$CI_COMMIT_SHA -f api/Dockerfile api
    - az webapp config container set -g rg-larderline-prod -n larderline-api --container-image-name larderline.azurecr.io/api:$CI_COMMIT_SHA

deploy-forecast:
  extends: .deploy
  script:
    - az acr build -r larderline -t forecast:$CI_COMMIT_SHA -f forecast/Dockerfile forecast
    - az webapp config container set -g rg-larderline-prod -n larderline-forecast --container-image-name larderline.azurecr.io/forecast:$CI_COMMIT_SHA
"""


def s03() -> Session:
    s = Session("s03", "0.2.86", "claude-3-7-sonnet-20250219", "2025-04-24T07:58:30.000Z", "main", "v0")
    legacy_summary(s, ".NET 9 upgrade with built-in OpenAPI and Scalar; FluentAssertions pinned to 7.x")
    s.prompt("GitLab CI day, as planned in March. Translate the Jenkinsfile into a .gitlab-ci.yml: same stages, "
             "GitLab's shared runners, and deploy to App Service from main with the service principal. "
             "AZURE_CLIENT_ID, AZURE_CLIENT_SECRET and AZURE_TENANT_ID are already set as masked CI/CD variables. "
             "Then delete the Jenkinsfile; I'll switch the Jenkins VM off once main is green on GitLab.",
             label="s03.p1", gap=(0, 0))
    s.think("Translate stage by stage. Jenkins ran stages sequentially; on GitLab api, web and forecast can run in "
            "parallel in a test stage, e2e after web, deploy jobs only on the default branch. Keep the images the "
            "same so behaviour doesn't change.")
    s.todo([("Translate Jenkinsfile stages into .gitlab-ci.yml jobs", "in_progress"),
            ("Remove the Jenkinsfile", "pending"),
            ("Run the pipeline on a branch and fix what breaks", "pending"),
            ("Merge once green", "pending")])
    s.read("Jenkinsfile", rlabel="s03.read_jenkinsfile")
    s.write(".gitlab-ci.yml", GITLAB_CI_V1, label="s03.write_gitlabci")
    s.bash("git switch -qc gitlab-ci && git rm -q Jenkinsfile && git add .gitlab-ci.yml && git commit -qm "
           "\"ci: replace Jenkinsfile with .gitlab-ci.yml\" && git push -q -u origin gitlab-ci",
           "Delete the Jenkinsfile, commit the GitLab pipeline and push",
           "remote:\nremote: To create a merge request for gitlab-ci, visit:\nremote:   "
           "https://gitlab.com/larderline/larderline/-/merge_requests/new?merge_request%5Bsource_branch%5D=gitlab-ci\n"
           "remote:", label="s03.git_rm")
    s.branch = "gitlab-ci"
    del FS["Jenkinsfile"]
    s.bash("sleep 420; glab ci status --branch gitlab-ci", "Wait for the first GitLab pipeline",
           "(failed) \u2022 03m 41s\ttest\t\tapi\n"
           "(success) \u2022 02m 12s\ttest\t\tweb\n"
           "(success) \u2022 06m 58s\ttest\t\tforecast\n"
           "(running) \u2022 04m 51s\te2e\t\te2e\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1782334412\n"
           "SHA: 4c8e1f0a93d2b7e61f0c5a28d9e4b3c7a1f06d52\nPipeline state: running",
           took=(420, 430), timeout=600000)
    s.bash("glab ci trace api --branch gitlab-ci | tail -8", "Show the end of the failed api job log",
           "[xUnit.net 00:00:01.12]     Larderline.Api.Tests.Purchasing.DecimalQuantityTests [FAIL]\n"
           "  Failed Larderline.Api.Tests.Purchasing.DecimalQuantityTests.Suggested_quantity_is_exact_for_decimal_stock_levels [1 ms]\n"
           "  Error Message:\n"
           "   System.AggregateException : One or more errors occurred. (Docker is either not running or "
           "misconfigured. Please ensure that Docker is running and that the endpoint is properly configured.)\n"
           "---- DotNet.Testcontainers.Builders.DockerUnavailableException : Docker is either not running or misconfigured.\n"
           "Failed!  - Failed:    71, Passed:    78, Skipped:     0, Total:   149, Duration: 12 s - Larderline.Api.Tests.dll (net9.0)\n"
           "Cleaning up project directory and file based variables\n"
           "ERROR: Job failed: exit code 1")
    s.say("`web` and `forecast` are green and `e2e` is still running, but `api` failed. The API tests use "
          "Testcontainers to start SQL Server, and the shared "
          "runner has no Docker daemon; on Jenkins they borrowed the host's socket. The usual fix is a "
          "`docker:dind` service plus `DOCKER_HOST`.")
    s.edit(".gitlab-ci.yml",
           "  image: mcr.microsoft.com/dotnet/sdk:9.0\n  cache:\n",
           "  image: mcr.microsoft.com/dotnet/sdk:9.0\n"
           "  services:\n"
           "    - name: docker:27-dind\n"
           "      alias: docker\n"
           "  variables:\n"
           "    # Testcontainers talks to the dind service instead of a local socket.\n"
           "    DOCKER_HOST: tcp://docker:2375\n"
           "    DOCKER_TLS_CERTDIR: \"\"\n"
           "    TESTCONTAINERS_HOST_OVERRIDE: docker\n"
           "  cache:\n")
    s.bash("git commit -qam \"ci: dind service for Testcontainers\" && git push -q && sleep 420; "
           "glab ci status --branch gitlab-ci",
           "Push the fix and wait for the pipeline",
           "(success) \u2022 04m 02s\ttest\t\tapi\n"
           "(success) \u2022 02m 09s\ttest\t\tweb\n"
           "(success) \u2022 06m 51s\ttest\t\tforecast\n"
           "(success) \u2022 13m 44s\te2e\t\te2e\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1782391170\n"
           "SHA: 9b27d04e5c81fa3306b1d92e7c4f0a8e5d13b6c9\nPipeline state: success",
           took=(1250, 1290), timeout=1800000)
    s.bash("glab mr create --fill --yes --target-branch main && glab mr merge --squash --remove-source-branch --yes "
           "&& sleep 360 && glab ci status --branch main",
           "Open and merge the MR, then watch the first pipeline on main",
           "Creating merge request for gitlab-ci into main in larderline/larderline\n\n"
           "!63 ci: replace Jenkinsfile with .gitlab-ci.yml (gitlab-ci)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/63\n\n"
           "\u2713 Merged merge request !63 (ci: replace Jenkinsfile with .gitlab-ci.yml)\n"
           "\u2713 Deleted branch gitlab-ci\n"
           "(success) \u2022 03m 58s\ttest\t\tapi\n"
           "(success) \u2022 02m 11s\ttest\t\tweb\n"
           "(success) \u2022 07m 02s\ttest\t\tforecast\n"
           "(running) \u2022 05m 40s\te2e\t\te2e\n"
           "(created) \u2022 00m 00s\tdeploy\t\tdeploy-api\n"
           "(created) \u2022 00m 00s\tdeploy\t\tdeploy-forecast\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1782460023\nPipeline state: running",
           rlabel="s03.pipeline_main", took=(365, 380), timeout=600000)
    s.branch = "main"
    s.say("CI now runs on GitLab:\n\n- `.gitlab-ci.yml` has `api`, `web` and `forecast` in parallel in the test "
          "stage, `e2e` after `web`, and `deploy-api`/`deploy-forecast` to App Service on `main` only.\n- The "
          "Jenkinsfile is deleted in the same MR (!63, merged).\n- The API job gets a `docker:27-dind` service for "
          "Testcontainers.\n\nThe first pipeline on `main` has passed the test stage and is in e2e; the deploy "
          "jobs follow. Wall-clock is about 20 minutes and e2e (Cypress) is 13-14 of them, so that's the next thing "
          "to look at. Once the deploy jobs are green you can switch the VM off.", final=True)

    # --- FluentAssertions -> Shouldly ------------------------------------------------------------
    s.prompt("Deploy went through. Now the FluentAssertions question from last month: we're not paying per seat "
             "for assertions. Switch the API tests to Shouldly, it's MIT and reads fine. It's ~400 assertions, "
             "mostly Should().Be, BeTrue, HaveCount, ContainSingle and ThrowAsync.", label="s03.p2")
    s.bash("git switch -qc shouldly && cd api/tests/Larderline.Api.Tests && dotnet remove package FluentAssertions "
           "&& dotnet add package Shouldly",
           "Replace the FluentAssertions package with Shouldly",
           "info : Removing PackageReference for package 'FluentAssertions' from project "
           f"'{CWD}/api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj'.\n"
           "  Determining projects to restore...\n"
           f"info : Adding PackageReference for package 'Shouldly' into project '{CWD}/api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj'.\n"
           "info :   GET https://api.nuget.org/v3-flatcontainer/shouldly/index.json\n"
           "info :   OK https://api.nuget.org/v3-flatcontainer/shouldly/index.json 96ms\n"
           "info : PackageReference for package 'Shouldly' version '4.3.0' added to file "
           f"'{CWD}/api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj'.\n"
           f"log  : Restored {CWD}/api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj (in 1.37 sec).",
           label="s03.bash_shouldly")
    s.branch = "shouldly"
    tests = "api/tests/Larderline.Api.Tests/Larderline.Api.Tests.csproj"
    fs_sub(tests, '    <PackageReference Include="FluentAssertions" Version="[7.2.0]" /><!-- 8.x is commercial (Xceed) -->\n', "")
    fs_sub(tests, '    <PackageReference Include="NSubstitute" Version="5.3.0" />\n',
           '    <PackageReference Include="NSubstitute" Version="5.3.0" />\n'
           '    <PackageReference Include="Shouldly" Version="4.3.0" />\n')
    s.bash("cd api/tests/Larderline.Api.Tests && grep -rl 'FluentAssertions' --include=*.cs . "
           "| xargs perl -pi -e 's/using FluentAssertions;/using Shouldly;/; s/\\.Should\\(\\)\\.Be\\(/.ShouldBe(/g; "
           "s/\\.Should\\(\\)\\.BeTrue\\(\\)/.ShouldBeTrue()/g; s/\\.Should\\(\\)\\.BeFalse\\(\\)/.ShouldBeFalse()/g; "
           "s/\\.Should\\(\\)\\.BeNull\\(\\)/.ShouldBeNull()/g; s/\\.Should\\(\\)\\.NotBeNull\\(\\)/.ShouldNotBeNull()/g; "
           "s/\\.Should\\(\\)\\.HaveCount\\((\\w+)\\)/.Count.ShouldBe($1)/g; s/\\.Should\\(\\)\\.BeEmpty\\(\\)/.ShouldBeEmpty()/g' "
           "&& git diff --shortstat && cd ../.. && dotnet build Larderline.sln 2>&1 | grep -E 'error' | sort -u",
           "Rewrite the common assertions mechanically, then see what's left",
           " 37 files changed, 381 insertions(+), 381 deletions(-)\n"
           f"{CWD}/api/tests/Larderline.Api.Tests/Purchasing/DecimalQuantityTests.cs(19,24): error CS1061: "
           "'IReadOnlyList<PoLineDto>' does not contain a definition for 'Should'\n"
           f"{CWD}/api/tests/Larderline.Api.Tests/Stock/StockCountEndpointTests.cs(58,14): error CS1061: "
           "'Func<Task>' does not contain a definition for 'Should'\n"
           f"{CWD}/api/tests/Larderline.Api.Tests/Reporting/WasteReportTests.cs(41,18): error CS1061: "
           "'WasteReport' does not contain a definition for 'Should'")
    fs_sub("api/tests/Larderline.Api.Tests/Purchasing/DecimalQuantityTests.cs", "using FluentAssertions;", "using Shouldly;")
    s.say("The mechanical rewrite covered 381 of the assertions; three spots need real translation: "
          "`ContainSingle(...).Which`, `Should().ThrowAsync<T>()` and one `BeEquivalentTo` with options.")
    s.edit("api/tests/Larderline.Api.Tests/Purchasing/DecimalQuantityTests.cs",
           "        lines.Should().ContainSingle(l => l.ItemId == flour.Id)\n"
           "            .Which.Quantity.Should().Be(3.0m);\n",
           "        lines.ShouldHaveSingleItem().ItemId.ShouldBe(flour.Id);\n"
           "        lines[0].Quantity.ShouldBe(3.0m);\n")
    s.bash("cd api/tests/Larderline.Api.Tests && perl -0pi -e 's/await act\\.Should\\(\\)\\.ThrowAsync<(\\w+)>\\(\\);/"
           "await Should.ThrowAsync<$1>(act);/g' Stock/StockCountEndpointTests.cs && perl -0pi -e "
           "'s/report\\.Should\\(\\)\\.BeEquivalentTo\\(expected, o => o\\.Excluding\\(r => r\\.GeneratedAt\\)\\);/"
           "report.ShouldBeEquivalentTo(expected with { GeneratedAt = report.GeneratedAt });/' "
           "Reporting/WasteReportTests.cs && cd ../.. && dotnet test Larderline.sln",
           "Fix the last two files and run the suite",
           dotnet_test_output("net9.0", 156, 19, patch="9.0.4"), rlabel="s03.test", took=(40, 48))
    s.bash("git commit -qam \"api tests: FluentAssertions -> Shouldly\" && git push -q -u origin shouldly && "
           "glab mr create --fill --yes --target-branch main && glab mr merge --squash --remove-source-branch "
           "--yes --auto-merge",
           "Commit and merge when the pipeline passes",
           "Creating merge request for shouldly into main in larderline/larderline\n\n"
           "!64 api tests: FluentAssertions -> Shouldly (shouldly)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/64\n\n"
           "\u2713 Merge request !64 will be merged when the pipeline succeeds",
           rlabel="s03.merge_shouldly")
    s.say("Done: the test project references Shouldly 4.3.0 instead of FluentAssertions, every assertion is "
          "converted (381 by the rewrite, the rest by hand), and all 156 tests pass. !64 merges itself when its "
          "pipeline is green. The Renovate rule for FluentAssertions can go in a later cleanup; it no longer "
          "matches anything.", final=True)

    # --- AutoMapper ------------------------------------------------------------------------------
    s.prompt("Related news: Jimmy Bogard announced on the 2nd that AutoMapper and MediatR are going commercial. "
             "We never used MediatR, but AutoMapper is in all the purchasing and reporting code. I'm halfway "
             "through porting the data layer from Dapper to EF Core 9 myself, aiming to land it in late May, and "
             "most of the maps sit on the Dapper row classes, so there's no point touching them now. What would "
             "you replace it with afterwards?", label="s03.p3")
    s.grep(r": Profile\b|IMapper\b", "api/src", "\n".join([
        "api/src/Larderline.Api/Purchasing/PurchasingProfile.cs",
        "api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs",
        "api/src/Larderline.Api/Purchasing/PurchaseOrderEndpoints.cs",
        "api/src/Larderline.Api/Reporting/ReportingProfile.cs",
        "api/src/Larderline.Api/Reporting/WasteReportService.cs",
        "api/src/Larderline.Api/Reporting/UsageReportService.cs",
        "api/src/Larderline.Api/Stock/StockProfile.cs",
        "api/src/Larderline.Api/Stock/StockCountService.cs"]), mode="files_with_matches")
    s.say("Three profiles and five consumers today. Candidates:\n\n1. **Mapperly** (Riok.Mapperly, MIT). A "
          "source generator: you declare `partial` methods on a `[Mapper]` class and it writes plain assignment "
          "code at compile time. No runtime reflection, no startup configuration, unmapped members are build "
          "warnings, and the generated code is readable when debugging.\n2. **Mapster** (MIT). Closest to "
          "AutoMapper's style and fast, but the configuration is still runtime conventions plus an optional "
          "codegen step, so mistakes show up at runtime.\n3. **Hand-written `ToDto()` extension methods.** Zero "
          "dependencies; fine for a few maps, tedious for the reporting DTOs.\n\nI'd go with Mapperly: it keeps "
          "the convenience, and a renamed entity property becomes a compiler warning instead of a silent null "
          "in a report.", label="s03.a_mapping", final=True)
    s.prompt("Mapperly it is, right after the EF Core port lands. Mapster's runtime conventions are exactly the "
             "kind of magic I want to get away from.", label="s03.p4")
    s.say("Agreed. Once EF Core is in, the swap is mostly mechanical: one `[Mapper]` class per area replacing "
          "the profiles, and the `IMapper` constructor parameters go away.", final=True)
    return s


# =========================================================================================
# Off-screen between s03 and s04: the developer's EF Core 9 port (landed Thu 2025-05-22)
# =========================================================================================

def offscreen_ef_core_port() -> None:
    api = "api/src/Larderline.Api/Larderline.Api.csproj"
    fs_sub(api, '    <PackageReference Include="Dapper" Version="2.1.35" />\n', "")
    fs_sub(api, '    <PackageReference Include="Microsoft.Data.SqlClient" Version="5.2.2" />\n',
           '    <PackageReference Include="Microsoft.EntityFrameworkCore.Design" Version="9.0.5" PrivateAssets="all" />\n'
           '    <PackageReference Include="Microsoft.EntityFrameworkCore.SqlServer" Version="9.0.5" />\n')
    prog = "api/src/Larderline.Api/Program.cs"
    fs_sub(prog, "using Microsoft.AspNetCore.Authentication.JwtBearer;\n",
           "using Microsoft.AspNetCore.Authentication.JwtBearer;\nusing Microsoft.EntityFrameworkCore;\n")
    fs_sub(prog, "builder.Services.AddSingleton<IDbConnectionFactory, SqlConnectionFactory>();\n",
           "builder.Services.AddDbContext<LarderDbContext>(o => o.UseSqlServer(\n"
           "    builder.Configuration.GetConnectionString(\"Larder\"), sql => sql.EnableRetryOnFailure()));\n")
    del FS["api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs"]
    FS["api/src/Larderline.Api/Purchasing/PurchasingProfile.cs"] = """using AutoMapper;

namespace Larderline.Api.Purchasing;

public sealed class PurchasingProfile : Profile
{
    public PurchasingProfile()
    {
        CreateMap<PoLine, PoLineDto>()
            .ForMember(d => d.Name, o => o.MapFrom(s => s.Item.Name))
            .ForMember(d => d.Unit, o => o.MapFrom(s => s.Item.Unit));
        CreateMap<PurchaseOrder, PurchaseOrderDto>()
            .ForMember(d => d.SupplierName, o => o.MapFrom(s => s.Supplier.Name));
        CreateMap<SuggestedLine, PoLineDto>();
    }
}
"""
    FS["api/src/Larderline.Api/Stock/StockLevelQueries.cs"] = """using Larderline.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Larderline.Api.Stock;

public sealed class StockLevelQueries(LarderDbContext db)
{
    public async Task<IReadOnlyList<StockLevelDto>> ForSiteAsync(int siteId, CancellationToken ct)
    {
        var levels = await db.StockLevels
            .Where(l => l.SiteId == siteId)
            .Include(l => l.Item).ThenInclude(i => i.Category)
            .Include(l => l.Item).ThenInclude(i => i.ParLevels)
            .OrderBy(l => l.Item.Name)
            .ToListAsync(ct);

        var result = new List<StockLevelDto>(levels.Count);
        foreach (var level in levels)
        {
            var lastMovement = await db.StockMovements
                .Where(m => m.SiteId == siteId && m.ItemId == level.ItemId)
                .OrderByDescending(m => m.OccurredAt)
                .Select(m => (DateTimeOffset?)m.OccurredAt)
                .FirstOrDefaultAsync(ct);
            var par = level.Item.ParLevels.FirstOrDefault(p => p.SiteId == siteId)?.ParLevel;
            result.Add(new StockLevelDto(level.ItemId, level.Item.Name, level.Item.Category.Name,
                level.Item.Unit, level.OnHand, par, lastMovement));
        }
        return result;
    }
}
"""


# =========================================================================================
# s04 - 2025-05-28 Wed - Claude Code 1.0.5
# =========================================================================================

def s04() -> Session:
    offscreen_ef_core_port()
    s = Session("s04", "1.0.5", "claude-sonnet-4-20250514", "2025-05-28T12:10:08.000Z", "main", "v1")
    legacy_summary(s, "GitLab CI replaces Jenkins; API tests on Shouldly; AutoMapper replacement discussed")
    s.prompt("Status: my EF Core 9 port landed last Thursday. Dapper is out of the csproj, every query goes "
             "through LarderDbContext now, and the baseline migration is applied in prod. One regression since: "
             "GET /api/sites/{id}/stock-levels went from ~80 ms to almost 2 s for the bigger sites. Can you "
             "look?", label="s04.p1", gap=(0, 0))
    s.think("Classic suspects after a Dapper to EF port: N+1 queries from a loop, Include explosions, tracking "
            "overhead. Read the query class for that endpoint.")
    s.read("api/src/Larderline.Api/Stock/StockLevelQueries.cs", rlabel="s04.read_stocklevels")
    cmd = ("cd api && dotnet test Larderline.sln --filter \"FullyQualifiedName~StockLevelsEndpointTests.Large_site\" "
           "--logger \"console;verbosity=detailed\" -- "
           "RunConfiguration.EnvironmentVariables.Logging__LogLevel__Microsoft.EntityFrameworkCore.Database.Command=Information "
           "2>&1 | grep -c 'Executed DbCommand'")
    s.bash(cmd, "Count the SQL commands one stock-levels request issues (240-item test site)", "243",
           rlabel="s04.count_before", took=(20, 26))
    s.say("243 SQL commands for one request on the 240-item test site: one query for the levels (EF splits the "
          "two `Include` chains into a cartesian join), then one `StockMovements` query per item inside the "
          "loop. With Dapper this was a single hand-written join. EF can do the same if the whole thing is one "
          "projection: the par level and the last movement become correlated subqueries, and no entities are "
          "materialised or tracked.")
    s.edit("api/src/Larderline.Api/Stock/StockLevelQueries.cs",
           between(FS["api/src/Larderline.Api/Stock/StockLevelQueries.cs"], "    public async Task",
                   "        return result;\n    }\n"),
           "    public async Task<IReadOnlyList<StockLevelDto>> ForSiteAsync(int siteId, CancellationToken ct) =>\n"
           "        await db.StockLevels\n"
           "            .Where(l => l.SiteId == siteId)\n"
           "            .OrderBy(l => l.Item.Name)\n"
           "            .Select(l => new StockLevelDto(\n"
           "                l.ItemId,\n"
           "                l.Item.Name,\n"
           "                l.Item.Category.Name,\n"
           "                l.Item.Unit,\n"
           "                l.OnHand,\n"
           "                l.Item.ParLevels.Where(p => p.SiteId == siteId).Select(p => (decimal?)p.ParLevel).FirstOrDefault(),\n"
           "                db.StockMovements\n"
           "                    .Where(m => m.SiteId == siteId && m.ItemId == l.ItemId)\n"
           "                    .Max(m => (DateTimeOffset?)m.OccurredAt)))\n"
           "            .AsNoTracking()\n"
           "            .ToListAsync(ct);\n")
    s.bash(cmd, "Count the SQL commands again", "1", took=(18, 24))
    s.bash("cd api && dotnet test Larderline.sln", "Run the whole API suite", dotnet_test_output("net9.0", 161, 20, patch="9.0.5"),
           took=(38, 46))
    s.say("Back to one query. `StockLevelQueries.ForSiteAsync` is now a single EF projection: par level and last "
          "movement are correlated subqueries (SQL Server uses the `IX_StockMovements_Site_Item_OccurredAt` index "
          "for the `MAX`), and `AsNoTracking` skips the change tracker. 243 commands → 1, all 161 tests green. "
          "Worth grepping for other `await` calls inside `foreach` loops over query results; that pattern is the "
          "usual cost of a Dapper-to-EF port.", final=True)

    # --- AutoMapper -> Mapperly -----------------------------------------------------------------
    s.prompt("Nice, ship that with the next MR. Now AutoMapper → Mapperly, as agreed in April. With EF Core in, "
             "AutoMapper is only left in the three profiles and their consumers.", label="s04.p2")
    s.todo([("Swap the AutoMapper package for Riok.Mapperly", "in_progress"),
            ("Write [Mapper] classes for purchasing, reporting and stock", "pending"),
            ("Replace IMapper usage and delete the profiles", "pending"),
            ("Build without mapping warnings, run tests, merge", "pending")])
    s.grep(r"AutoMapper|IMapper\b", "api/src", "\n".join([
        "api/src/Larderline.Api/Program.cs",
        "api/src/Larderline.Api/Purchasing/PurchasingProfile.cs",
        "api/src/Larderline.Api/Purchasing/PurchaseOrderEndpoints.cs",
        "api/src/Larderline.Api/Purchasing/PurchaseOrderSuggester.cs",
        "api/src/Larderline.Api/Reporting/ReportingProfile.cs",
        "api/src/Larderline.Api/Reporting/WasteReportService.cs",
        "api/src/Larderline.Api/Stock/StockProfile.cs",
        "api/src/Larderline.Api/Stock/StockCountService.cs"]), mode="files_with_matches")
    s.read("api/src/Larderline.Api/Purchasing/PurchasingProfile.cs")
    s.bash("git switch -qc mapperly && cd api/src/Larderline.Api && dotnet remove package AutoMapper && "
           "dotnet add package Riok.Mapperly",
           "Remove AutoMapper, add Mapperly",
           "info : Removing PackageReference for package 'AutoMapper' from project "
           f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "  Determining projects to restore...\n"
           f"info : Adding PackageReference for package 'Riok.Mapperly' into project '{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "info :   GET https://api.nuget.org/v3-flatcontainer/riok.mapperly/index.json\n"
           "info :   OK https://api.nuget.org/v3-flatcontainer/riok.mapperly/index.json 131ms\n"
           "info : PackageReference for package 'Riok.Mapperly' version '4.2.1' added to file "
           f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "info : Writing assets file to disk. Path: "
           f"{CWD}/api/src/Larderline.Api/obj/project.assets.json\n"
           f"log  : Restored {CWD}/api/src/Larderline.Api/Larderline.Api.csproj (in 1.62 sec).",
           label="s04.bash_mapperly", rlabel="s04.bash_mapperly_out")
    s.branch = "mapperly"
    api = "api/src/Larderline.Api/Larderline.Api.csproj"
    fs_sub(api, '    <PackageReference Include="AutoMapper" Version="13.0.1" />\n', "")
    fs_sub(api, '    <PackageReference Include="QuestPDF" Version="2024.12.3" />\n',
           '    <PackageReference Include="QuestPDF" Version="2024.12.3" />\n'
           '    <PackageReference Include="Riok.Mapperly" Version="4.2.1" />\n')
    s.write("api/src/Larderline.Api/Purchasing/PurchasingMapper.cs", """using Riok.Mapperly.Abstractions;

namespace Larderline.Api.Purchasing;

/// <summary>Compile-time generated mappings (Mapperly) for purchase orders.</summary>
[Mapper]
public static partial class PurchasingMapper
{
    [MapProperty(nameof(@PoLine.Item.Name), nameof(PoLineDto.Name))]
    [MapProperty(nameof(@PoLine.Item.Unit), nameof(PoLineDto.Unit))]
    public static partial PoLineDto ToDto(this PoLine line);

    // SupplierName is flattened from Supplier.Name by convention.
    public static partial PurchaseOrderDto ToDto(this PurchaseOrder order);

    public static partial PoLineDto ToDto(this SuggestedLine line);

    public static partial IQueryable<PurchaseOrderDto> ProjectToDto(this IQueryable<PurchaseOrder> orders);
}
""", label="s04.write_mapper")
    s.write("api/src/Larderline.Api/Reporting/ReportingMapper.cs", """using Riok.Mapperly.Abstractions;

namespace Larderline.Api.Reporting;

[Mapper]
public static partial class ReportingMapper
{
    public static partial WasteReportRowDto ToDto(this WasteEntry entry);
    public static partial UsageReportRowDto ToDto(this DailyUsage usage);
}
""")
    s.write("api/src/Larderline.Api/Stock/StockMapper.cs", """using Riok.Mapperly.Abstractions;

namespace Larderline.Api.Stock;

[Mapper]
public static partial class StockMapper
{
    public static partial StockCountDto ToDto(this StockCount count);
    public static partial StockCountLineDto ToDto(this StockCountLine line);
}
""")
    s.bash("cd api/src/Larderline.Api && git rm -q Purchasing/PurchasingProfile.cs Reporting/ReportingProfile.cs "
           "Stock/StockProfile.cs && grep -rlE 'IMapper|AutoMapper' --include=*.cs . | xargs perl -0pi -e "
           "'s/^using AutoMapper;\\n//m; s/,\\s*IMapper mapper//g; s/mapper\\.Map<\\w+>\\((\\w+)\\)/$1.ToDto()/g; "
           "s/\\.Select\\(mapper\\.Map<\\w+>\\)/.Select(x => x.ToDto())/g; s/^.*AddAutoMapper.*\\n//m' && "
           "cd ../.. && dotnet build Larderline.sln 2>&1 | grep -E 'warning RMG|error' | sort -u; "
           "dotnet build Larderline.sln 2>&1 | tail -3",
           "Delete the profiles, point consumers at the generated methods, build",
           f"{CWD}/api/src/Larderline.Api/Purchasing/PurchasingMapper.cs(11,38): warning RMG020: The member "
           "SupplierSku on the mapping source type Larderline.Api.Purchasing.PoLine is not mapped to any member "
           "on the mapping target type Larderline.Api.Purchasing.PoLineDto\n"
           f"{CWD}/api/src/Larderline.Api/Purchasing/PurchasingMapper.cs(11,38): warning RMG020: The member "
           "UnitPrice on the mapping source type Larderline.Api.Purchasing.PoLine is not mapped to any member on "
           "the mapping target type Larderline.Api.Purchasing.PoLineDto\n"
           "    2 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:11.37", took=(14, 19))
    for p in ("api/src/Larderline.Api/Purchasing/PurchasingProfile.cs",):
        del FS[p]
    fs_sub("api/src/Larderline.Api/Program.cs", "builder.Services.AddAutoMapper(typeof(Program));\n", "")
    s.say("It builds; Mapperly flags two `PoLine` members that have no counterpart on `PoLineDto`. That's "
          "intended (the DTO is the kitchen-facing view without SKU and price), so I'll make it explicit instead "
          "of leaving warnings around.")
    s.edit("api/src/Larderline.Api/Purchasing/PurchasingMapper.cs",
           "    [MapProperty(nameof(@PoLine.Item.Unit), nameof(PoLineDto.Unit))]\n",
           "    [MapProperty(nameof(@PoLine.Item.Unit), nameof(PoLineDto.Unit))]\n"
           "    [MapperIgnoreSource(nameof(PoLine.SupplierSku))]\n"
           "    [MapperIgnoreSource(nameof(PoLine.UnitPrice))]\n")
    s.bash("cd api && dotnet build -warnaserror Larderline.sln 2>&1 | tail -2 && dotnet test Larderline.sln --no-build",
           "Build with warnings as errors and run the tests",
           "    0 Error(s)\n\n" + dotnet_test_output("net9.0", 161, 20, patch="9.0.5"), took=(50, 60))
    s.bash("git diff -- api/src/Larderline.Api/packages.lock.json", "Check the lockfile change",
           "diff --git a/api/src/Larderline.Api/packages.lock.json b/api/src/Larderline.Api/packages.lock.json\n"
           "index 4be1c2a..a93f7d0 100644\n"
           "--- a/api/src/Larderline.Api/packages.lock.json\n"
           "+++ b/api/src/Larderline.Api/packages.lock.json\n"
           "@@ -2,15 +2,6 @@\n"
           "   \"version\": 1,\n"
           "   \"dependencies\": {\n"
           "     \"net9.0\": {\n"
           "-      \"AutoMapper\": {\n"
           "-        \"type\": \"Direct\",\n"
           "-        \"requested\": \"[13.0.1, )\",\n"
           "-        \"resolved\": \"13.0.1\",\n"
           "-        \"contentHash\": \"/Fx1SbJ16qS7dU4i604Sle+U9VLX+WSNVJggk6MupKVkYvvBm4XqYaeFuf67diHefHKHs50uQIS2YEDFhPCakQ==\",\n"
           "-        \"dependencies\": {\n"
           "-          \"Microsoft.Extensions.Options\": \"6.0.0\"\n"
           "-        }\n"
           "-      },\n"
           "       \"Azure.Storage.Queues\": {\n"
           "         \"type\": \"Direct\",\n"
           "         \"requested\": \"[12.21.0, )\",\n"
           "@@ -97,6 +88,12 @@\n"
           "         \"resolved\": \"2024.12.3\",\n"
           "         \"contentHash\": \"kX9d1Ezt3vDbUuJ2xYQxgC1Zm8qBqP7lNnS0u4C2y3cH3d8vJ0rT7wq6YfM5eS1oB4dLk2aPzR9Hn6tVjW0sGg==\"\n"
           "       },\n"
           "+      \"Riok.Mapperly\": {\n"
           "+        \"type\": \"Direct\",\n"
           "+        \"requested\": \"[4.2.1, )\",\n"
           "+        \"resolved\": \"4.2.1\",\n"
           "+        \"contentHash\": \"Vb8t2bqU0xKq5s4m7dnR+QK0Zf5uA0S0kC8yqXW4h0fGr7rS5m3ZsE7wqA1b9C2hY8u6dQm0x1Lz3pKfJ8n1Vw==\"\n"
           "+      },\n"
           "       \"Sentry.AspNetCore\": {\n"
           "         \"type\": \"Direct\",\n"
           "         \"requested\": \"[5.1.1, )\",", rlabel="s04.lockdiff")
    s.bash("git add -A && git commit -qm \"api: AutoMapper -> Mapperly; stock levels as one EF projection\" && "
           "git push -q -u origin mapperly && glab mr create --fill --yes --target-branch main && "
           "glab ci status --live >/dev/null; glab ci status && glab mr merge --squash --remove-source-branch --yes",
           "Commit, open the MR, wait for the pipeline and merge",
           "Creating merge request for mapperly into main in larderline/larderline\n\n"
           "!73 api: AutoMapper -> Mapperly; stock levels as one EF projection (mapperly)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/73\n\n"
           "(success) \u2022 04m 11s\ttest\t\tapi\n"
           "(success) \u2022 02m 20s\ttest\t\tweb\n"
           "(success) \u2022 07m 03s\ttest\t\tforecast\n"
           "(success) \u2022 13m 52s\te2e\t\te2e\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1838021447\nPipeline state: success\n"
           "\u2713 Merged merge request !73 (api: AutoMapper -> Mapperly; stock levels as one EF projection)\n"
           "\u2713 Deleted branch mapperly", rlabel="s04.merge", took=(1240, 1300), timeout=1800000)
    s.branch = "main"
    s.say("Merged as !73, together with the stock-levels fix:\n\n- `AutoMapper` is gone from the csproj and "
          "`packages.lock.json`; `Riok.Mapperly` 4.2.1 replaces it (a source generator, so nothing ships at "
          "runtime besides the generated methods).\n- `PurchasingMapper`, `ReportingMapper` and `StockMapper` "
          "replace the three profiles; consumers call `.ToDto()` and no longer take an `IMapper`.\n- Unmapped "
          "members are explicit (`SupplierSku`, `UnitPrice`), so the build is warning-free and any future "
          "mismatch shows up as RMG warnings in CI.", final=True)
    return s


def grep_lines(needle: str, paths: list[str]) -> str:
    """`grep -rn -i needle` over the simulated working tree."""
    return "\n".join(f"{p}:{i}:{line}" for p in paths for i, line in enumerate(FS[p].split("\n"), start=1)
                     if needle.lower() in line.lower())


def lineno(path: str, needle: str) -> int:
    return next(i for i, line in enumerate(FS[path].split("\n"), start=1) if needle in line)


FS["api/src/Larderline.Api/Auth/CurrentUser.cs"] = """using System.Security.Claims;
using Larderline.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Larderline.Api.Auth;

/// <summary>Resolves the signed-in person to our Users row (cached per request).</summary>
public sealed class CurrentUser(IHttpContextAccessor http, LarderDbContext db)
{
    private User? _user;

    public async Task<User?> GetAsync(CancellationToken ct)
    {
        if (_user is not null)
        {
            return _user;
        }
        var principal = http.HttpContext?.User ?? throw new InvalidOperationException("No HTTP context");
        var sub = principal.FindFirstValue("sub") ?? principal.FindFirstValue(ClaimTypes.NameIdentifier);
        if (sub is null)
        {
            return null;
        }
        _user = await db.Users.SingleOrDefaultAsync(u => u.Auth0Id == sub, ct);
        return _user;
    }
}
"""

FS["web/package.json"] = """{
  "name": "larderline-web",
  "version": "0.9.0",
  "private": true,
  "scripts": {
    "dev": "next dev --turbopack",
    "build": "next build",
    "start": "next start",
    "lint": "next lint"
  },
  "dependencies": {
    "@auth0/nextjs-auth0": "^3.6.0",
    "next": "15.3.4",
    "react": "19.1.0",
    "react-dom": "19.1.0",
    "swr": "^2.3.3"
  }
}
"""


# =========================================================================================
# s05 - 2025-06-26 Thu - Claude Code 1.0.35
# =========================================================================================

MODEL_PY = '''"""One global LightGBM model over all (site, item) series."""
from __future__ import annotations

import lightgbm as lgb
import numpy as np
import pandas as pd

# The horizon is 14 days, so every feature must be known 14 days ahead: no lag shorter than that.
LAGS = (14, 21, 28)
WINDOWS = (7, 28)
QUANTILES = {"yhat_lower": 0.1, "yhat_upper": 0.9}
PARAMS = {"learning_rate": 0.05, "num_leaves": 63, "min_data_in_leaf": 40, "feature_fraction": 0.8, "verbose": -1}
FEATURES = [*(f"lag_{n}" for n in LAGS), *(f"mean_{w}" for w in WINDOWS), "weekday", "is_holiday", "site_id", "item_id"]


def make_features(usage: pd.DataFrame, holidays: pd.DataFrame) -> pd.DataFrame:
    df = usage.sort_values(["site_id", "item_id", "day"]).copy()
    grouped = df.groupby(["site_id", "item_id"], observed=True)["qty_used"]
    for lag in LAGS:
        df[f"lag_{lag}"] = grouped.shift(lag)
    for window in WINDOWS:
        df[f"mean_{window}"] = grouped.transform(lambda s, w=window: s.shift(14).rolling(w, min_periods=1).mean())
    df["weekday"] = df["day"].dt.weekday
    df["is_holiday"] = df["day"].isin(holidays["ds"]).astype(int)
    df["site_id"] = df["site_id"].astype("category")
    df["item_id"] = df["item_id"].astype("category")
    return df


def fit(train: pd.DataFrame) -> dict[str, lgb.Booster]:
    data = lgb.Dataset(train[FEATURES], train["qty_used"], categorical_feature=["site_id", "item_id"])
    models = {"yhat": lgb.train({**PARAMS, "objective": "tweedie"}, data, num_boost_round=600)}
    for column, alpha in QUANTILES.items():
        models[column] = lgb.train({**PARAMS, "objective": "quantile", "alpha": alpha}, data, num_boost_round=400)
    return models


def predict(models: dict[str, lgb.Booster], frame: pd.DataFrame) -> pd.DataFrame:
    out = frame[["site_id", "item_id", "day"]].rename(columns={"day": "ds"})
    for column, model in models.items():
        out[column] = np.clip(model.predict(frame[FEATURES]), 0, None)
    return out
'''

TRAIN_LGBM = '''"""Nightly training: one global LightGBM model over all (site, item) series, 14-day forecasts."""
from __future__ import annotations

import logging

from larder_forecast import db, model
from larder_forecast.calendar import future_frame, holiday_frame

log = logging.getLogger(__name__)
HORIZON_DAYS = 14


def run() -> int:
    usage = db.load_daily_usage(days=730)
    holidays = holiday_frame(country="AT", years=range(2023, 2027))
    features = model.make_features(future_frame(usage, days=HORIZON_DAYS), holidays)
    train = features[~features["is_future"]].dropna(subset=["lag_28"])
    horizon = features[features["is_future"]]
    log.info("training one model on %d rows", len(train))
    models = model.fit(train)
    # Same table and columns as the Prophet version (ds, yhat, yhat_lower, yhat_upper), so the API,
    # the Flask /forecast endpoint and the prep list read it unchanged.
    db.replace_forecasts(model.predict(models, horizon))
    return horizon.groupby(["site_id", "item_id"], observed=True).ngroups
'''


def s05() -> Session:
    s = Session("s05", "1.0.35", "claude-sonnet-4-20250514", "2025-06-26T06:55:41.000Z", "main", "v1")
    s.prompt("The spring menu is live and the forecast freeze is over, so let's do the rewrite we talked about in "
             "February. Even with the dormant series skipped, last night's Prophet run took 3h20 for about 2,000 "
             "active series, and the new menu added 140 items. Replace the per-series Prophet models with one "
             "global LightGBM model: lags, rolling means, weekday, Austrian holidays, site and item as "
             "categoricals. The forecasts table and the Flask /forecast endpoint must stay exactly as they are, "
             "the API and the prep list read them.", label="s05.p1", gap=(0, 0))
    s.think("Keep the output contract: ds, yhat, yhat_lower, yhat_upper per site/item. Prophet gave intervals; "
            "LightGBM needs quantile models for lower/upper. Horizon is 14 days, so lags must be >= 14 for a direct "
            "model. Swap the conda dependency, write model.py, rewrite train.py, backtest against Prophet.")
    s.todo([("Swap prophet for lightgbm in environment.yml", "in_progress"),
            ("Write the feature pipeline and the global model", "pending"),
            ("Rewrite train.py, keeping the forecasts table", "pending"),
            ("Backtest against Prophet and run the tests", "pending")])
    s.read("forecast/larder_forecast/train.py", rlabel="s05.read_train")
    s.edit("forecast/environment.yml", "  - prophet=1.1.6\n", "  - lightgbm=4.6\n", label="s05.edit_env")
    s.bash("cd forecast && git switch -qc lightgbm && conda env update -n larder-forecast -f environment.yml --prune",
           "Update the conda environment: remove prophet, add lightgbm",
           "Channels:\n - conda-forge\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\n"
           "Solving environment: done\n\n## Package Plan ##\n\n"
           "  environment location: /home/kit/miniforge3/envs/larder-forecast\n\n"
           "  added / updated specs:\n    - lightgbm=4.6\n\n\n"
           "The following packages will be REMOVED:\n\n"
           "  cmdstan-2.36.0-h2e2b9a2_0\n  cmdstanpy-1.2.5-pyhd8ed1ab_0\n  prophet-1.1.6-py311h0f8d45c_1\n"
           "  stanio-0.5.1-pyhd8ed1ab_0\n\n"
           "The following NEW packages will be INSTALLED:\n\n"
           "  lightgbm           conda-forge/linux-64::lightgbm-4.6.0-py311h5e4ceee_0\n\n\n"
           "Downloading and Extracting Packages:\n\n"
           "Preparing transaction: done\nVerifying transaction: done\nExecuting transaction: done",
           rlabel="s05.conda_update", took=(70, 95))
    s.branch = "lightgbm"
    s.write("forecast/larder_forecast/model.py", MODEL_PY, label="s05.write_model")
    s.write("forecast/larder_forecast/train.py", TRAIN_LGBM)
    s.bash("cd forecast && conda run -n larder-forecast python -m larder_forecast.backtest --weeks 8 --compare prophet",
           "Backtest LightGBM against Prophet on the last 8 weeks",
           "backtest: 8 weekly folds, 2025-04-28 .. 2025-06-22, 2,014 active series, horizon 14 days\n\n"
           "model                 MAPE    wMAPE   bias    train time (one fold)\n"
           "prophet (per series)  24.6%   21.9%   +6.8%   3h 18m 42s\n"
           "lightgbm (global)     19.1%   16.4%   +1.9%      4m 51s\n\n"
           "interval coverage (10-90%): prophet 71.2%, lightgbm 78.5%",
           rlabel="s05.backtest", took=(2400, 2700), timeout=3600000)
    s.bash("cd forecast && conda run -n larder-forecast pytest -q", "Run the forecast tests",
           "..........................F.....                                         [100%]\n"
           "=================================== FAILURES ===================================\n"
           "_________________________ test_intervals_are_ordered __________________________\n\n"
           "    def test_intervals_are_ordered(trained_forecasts):\n"
           ">       assert (trained_forecasts.yhat_lower <= trained_forecasts.yhat).all()\n"
           "E       assert False\n\n"
           "tests/test_forecasts.py:41: AssertionError\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_forecasts.py::test_intervals_are_ordered - assert False\n"
           "1 failed, 31 passed in 47.20s", error=True, took=(48, 55))
    s.say("Separately trained quantile models can cross: for a few sparse items the 10% model predicts more "
          "than the point model. The prep list assumes lower <= yhat <= upper, so I'll enforce the ordering "
          "after prediction.")
    s.edit("forecast/larder_forecast/model.py",
           "        out[column] = np.clip(model.predict(frame[FEATURES]), 0, None)\n    return out\n",
           "        out[column] = np.clip(model.predict(frame[FEATURES]), 0, None)\n"
           "    # Independently trained quantile models can cross; keep lower <= yhat <= upper.\n"
           "    out[\"yhat_lower\"] = np.minimum(out[\"yhat_lower\"], out[\"yhat\"])\n"
           "    out[\"yhat_upper\"] = np.maximum(out[\"yhat_upper\"], out[\"yhat\"])\n"
           "    return out\n")
    s.bash("cd forecast && conda run -n larder-forecast pytest -q", "Run the forecast tests again",
           "................................                                         [100%]\n32 passed in 46.91s",
           took=(48, 55))
    s.bash("git add -A forecast && git commit -qm \"forecast: global LightGBM model replaces per-series Prophet\" && "
           "git push -q -u origin lightgbm && glab mr create --fill --yes --target-branch main && "
           "glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch --yes && sleep 600 && "
           "glab ci status --branch main",
           "Open the MR, merge when green, watch the deploy",
           "Creating merge request for lightgbm into main in larderline/larderline\n\n"
           "!77 forecast: global LightGBM model replaces per-series Prophet (lightgbm)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/77\n\n"
           "\u2713 Merged merge request !77 (forecast: global LightGBM model replaces per-series Prophet)\n"
           "\u2713 Deleted branch lightgbm\n"
           "(success) \u2022 04m 09s\ttest\t\tapi\n"
           "(success) \u2022 02m 17s\ttest\t\tweb\n"
           "(success) \u2022 07m 08s\ttest\t\tforecast\n"
           "(success) \u2022 13m 37s\te2e\t\te2e\n"
           "(success) \u2022 01m 52s\tdeploy\t\tdeploy-api\n"
           "(success) \u2022 03m 05s\tdeploy\t\tdeploy-forecast\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1890447205\nPipeline state: success",
           rlabel="s05.merge", took=(2050, 2150), timeout=3600000)
    s.branch = "main"
    s.say("The forecast service now trains one global LightGBM model (!77, merged and deployed):\n\n- "
          "`environment.yml`: `prophet` out, `lightgbm=4.6` in (conda also dropped cmdstan and cmdstanpy).\n- "
          "`model.py`: lags of 14/21/28 days (nothing shorter than the 14-day horizon, so no recursive "
          "forecasting), 7- and 28-day rolling means, weekday, Austrian holidays, site and item as categorical "
          "features; a Tweedie model for `yhat` and quantile models for the 10-90% interval.\n- `train.py` writes "
          "the same `ds, yhat, yhat_lower, yhat_upper` rows, so the Flask `/forecast` endpoint and the API are "
          "untouched.\n\nBacktest over 8 weeks: MAPE 24.6% → 19.1%, and training takes under 5 minutes instead "
          "of 3h20. Tonight's 01:00 run is the first real one.\n\nSide note from the pipeline: the `forecast` job "
          "takes 7 minutes, and almost all of it is micromamba solving `environment.yml` from scratch.",
          final=True)

    # --- Auth0 renewal ---------------------------------------------------------------------------
    s.prompt("Different topic, no code yet. The Auth0 renewal quote arrived: since every kitchen tablet has its "
             "own login we're at about 7,400 monthly active users, and the plan with Organizations would be "
             "$1,180 a month from December (the contract ends Nov 30). Microsoft Entra External ID is free for "
             "the first 50,000 MAU and we're on Azure anyway. What would moving involve? It's a Q4 thing.",
             label="s05.p2")
    cu = "api/src/Larderline.Api/Auth/CurrentUser.cs"
    prog = "api/src/Larderline.Api/Program.cs"
    n_sub, n_auth0id = lineno(cu, 'FindFirstValue("sub")'), lineno(cu, "Auth0Id == sub")
    s.grep(r"auth0|\"sub\"", "",
           "web/package.json:12:    \"@auth0/nextjs-auth0\": \"^3.6.0\",\n"
           "web/middleware.ts:1:import { withMiddlewareAuthRequired } from \"@auth0/nextjs-auth0/edge\";\n"
           "web/app/api/auth/[auth0]/route.ts:1:import { handleAuth } from \"@auth0/nextjs-auth0\";\n"
           "web/.env.example:4:AUTH0_ISSUER_BASE_URL=https://larderline.eu.auth0.com\n"
           f"{prog}:{lineno(prog, 'auth0.com')}:        o.Authority = \"https://larderline.eu.auth0.com/\";\n"
           f"{cu}:{n_sub}:        var sub = principal.FindFirstValue(\"sub\") ?? "
           "principal.FindFirstValue(ClaimTypes.NameIdentifier);\n"
           f"{cu}:{n_auth0id}:        _user = await db.Users.SingleOrDefaultAsync(u => u.Auth0Id == sub, ct);")
    s.say("Auth0 touches three places: the web app (`@auth0/nextjs-auth0` for login, session and the middleware), "
          "the API's JWT validation, and `CurrentUser`, which maps the token to our `Users` row. Moving to Entra "
          "External ID means:\n\n1. **API.** New authority (`https://<tenant>.ciamlogin.com/<tenant-id>/v2.0`) and "
          "audience (the API's app registration). During a switch-over it can accept both issuers for a while, "
          "so sessions started before the cutover don't get 401s.\n2. **User identity. This is the trap.** "
          "`CurrentUser` looks users up by `sub` in `Users.Auth0Id` (`auth0|64f...`). Entra's `sub` is a "
          "pairwise id per application; the stable user id is `oid`. You'll need a new column filled during the "
          "user import, and `CurrentUser` has to read `oid` for Entra tokens, or every request resolves to "
          "\"no user\".\n3. **Web.** Replace `@auth0/nextjs-auth0` with Auth.js (`next-auth` v5) and its "
          "Microsoft Entra ID provider, or MSAL. Auth.js keeps the middleware pattern you have.\n4. **Passwords.** "
          "Auth0 exports password hashes only through a support request on paid plans. If that isn't possible, "
          "import the users without passwords and send everyone a reset link on cutover day.\n5. **Organizations "
          "and roles.** Auth0 Organizations (one per restaurant group) become either app roles plus a tenant "
          "claim, or our own mapping table.\n6. **Tablets.** Kitchen tablets stay signed in for weeks; check the "
          "refresh-token lifetime in Entra so they don't all log out on the first Monday.\n\nDoing it before Nov "
          "30 leaves enough margin if the cutover is a weekend in late November.", label="s05.a_auth",
          final=True)
    return s


# =========================================================================================
# s06 - 2025-07-22 Tue - Claude Code 1.0.58
# =========================================================================================

FS["web/cypress/support/commands.ts"] = """/// <reference types="cypress" />
import "@testing-library/cypress/add-commands";

// Logs in through Auth0's resource-owner password grant and seeds our session cookie,
// so specs don't click through the Universal Login page.
Cypress.Commands.add("loginByAuth0Api", (username: string, password: string) => {
  cy.session(username, () => {
    cy.request("POST", `https://${Cypress.env("auth0_domain")}/oauth/token`, {
      grant_type: "password",
      username,
      password,
      audience: Cypress.env("auth0_audience"),
      scope: "openid profile email offline_access",
      client_id: Cypress.env("auth0_client_id"),
      client_secret: Cypress.env("auth0_client_secret"),
    }).then(({ body }) => {
      cy.request("POST", "/api/test/session", { accessToken: body.access_token, idToken: body.id_token });
    });
  });
});
"""


def s06() -> Session:
    s = Session("s06", "1.0.58", "claude-sonnet-4-20250514", "2025-07-22T13:21:17.000Z", "main", "v1")
    s.prompt("E2E time. The Cypress job is now the slowest part of every pipeline (13-14 minutes), parallel runs "
             "would need Cypress Cloud, which we are not going to pay for, and most kitchens use iPads, which we "
             "can't test at all because Cypress has no WebKit. Let's move to Playwright with a Chromium and an "
             "iPad WebKit project. I've already ported 8 of the 9 specs on the `playwright` branch (web/e2e/); "
             "what's left is the stock-count spec, the Auth0 login shortcut, the config and CI.", label="s06.p1",
             gap=(0, 0))
    s.think("Steps: swap the packages on the playwright branch, install browsers, port the login command to a "
            "setup project with storageState, port the stock-count spec (keep the focus-refetch regression "
            "check), config with chromium + iPad webkit, CI image mcr.microsoft.com/playwright.")
    out = (
        "Switched to branch 'playwright'\n"
        "Your branch is up to date with 'origin/playwright'.\n"
        "yarn remove v1.22.22\n[1/2] Removing module cypress...\n[1/2] Removing module @testing-library/cypress...\n"
        "[2/2] Regenerating lockfile and installing missing dependencies...\n"
        "success Uninstalled packages.\nDone in 7.02s.\n"
        "yarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking dependencies...\n"
        "[4/4] Building fresh packages...\nsuccess Saved lockfile.\nsuccess Saved 3 new dependencies.\n"
        "info Direct dependencies\n\u2514\u2500 @playwright/test@1.54.1\ninfo All dependencies\n"
        "\u251c\u2500 @playwright/test@1.54.1\n\u251c\u2500 playwright-core@1.54.1\n\u2514\u2500 playwright@1.54.1\n"
        "Done in 4.12s.\n"
        "yarn run v1.22.22\n"
        f"$ {CWD}/web/node_modules/.bin/playwright install --with-deps chromium webkit\n"
        "Installing dependencies...\n"
        "Downloading Chromium 139.0.7258.5 (playwright build v1181) from https://cdn.playwright.dev/dbazure/download/playwright/builds/chromium/1181/chromium-linux.zip\n"
        "172.5 MiB [====================] 100% 0.0s\n"
        "Chromium 139.0.7258.5 (playwright build v1181) downloaded to /home/kit/.cache/ms-playwright/chromium-1181\n"
        "Downloading WebKit 26.0 (playwright build v2191) from https://cdn.playwright.dev/dbazure/download/playwright/builds/webkit/2191/webkit-ubuntu-24.04.zip\n"
        "92.1 MiB [====================] 100% 0.0s\n"
        "WebKit 26.0 (playwright build v2191) downloaded to /home/kit/.cache/ms-playwright/webkit-2191\n"
        "Done in 41.77s."
    )
    s.bash("git switch playwright && cd web && yarn remove cypress @testing-library/cypress && "
           "yarn add -D @playwright/test@1.54.1 && yarn playwright install --with-deps chromium webkit",
           "Replace Cypress with Playwright and install Chromium and WebKit", out,
           label="s06.bash_pw", rlabel="s06.bash_pw_out", took=(60, 75), timeout=300000)
    s.branch = "playwright"
    s.read("web/cypress/support/commands.ts")
    s.write("web/e2e/auth.setup.ts", """import { expect, test as setup } from "@playwright/test";

const authFile = "e2e/.auth/kitchen-manager.json";

// Same shortcut as the old Cypress command: Auth0 password grant, then our test-only
// /api/test/session route turns the tokens into the app's session cookie.
setup("log in as the kitchen manager", async ({ request }) => {
  const token = await request.post(`https://${process.env.AUTH0_DOMAIN}/oauth/token`, {
    data: {
      grant_type: "password",
      username: process.env.E2E_USERNAME,
      password: process.env.E2E_PASSWORD,
      audience: process.env.AUTH0_AUDIENCE,
      scope: "openid profile email offline_access",
      client_id: process.env.AUTH0_CLIENT_ID,
      client_secret: process.env.AUTH0_CLIENT_SECRET,
    },
  });
  expect(token.ok()).toBeTruthy();
  const { access_token, id_token } = await token.json();
  const session = await request.post("/api/test/session", { data: { accessToken: access_token, idToken: id_token } });
  expect(session.ok()).toBeTruthy();
  await request.storageState({ path: authFile });
});
""")
    s.write("web/playwright.config.ts", """import { defineConfig, devices } from "@playwright/test";

const storageState = "e2e/.auth/kitchen-manager.json";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 4 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["junit", { outputFile: "e2e-results.xml" }], ["list"]] : "list",
  use: {
    baseURL: "http://localhost:3000",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "setup", testMatch: /auth\\.setup\\.ts/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"], storageState }, dependencies: ["setup"] },
    // Most kitchens run Larderline on iPads, so WebKit is the browser that matters.
    { name: "ipad-webkit", use: { ...devices["iPad (gen 7)"], storageState }, dependencies: ["setup"] },
  ],
  webServer: {
    command: "yarn build && yarn start",
    url: "http://localhost:3000",
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
""", label="s06.write_config")
    s.write("web/e2e/stock-count.spec.ts", """import { expect, test } from "@playwright/test";

type Level = { name: string; onHand: number };

test("saves the counted quantities", async ({ page, request }) => {
  await page.goto("/sites/3/counts/new");
  await page.getByLabel("Weizenmehl Type 550 (kg)").fill("12.5");
  await page.getByLabel("Butter (kg)").fill("4");

  // Regression guard for the February flake: a refetch on focus must not reset typed counts.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByLabel("Weizenmehl Type 550 (kg)")).toHaveValue("12.5");

  await page.getByRole("button", { name: "Save count" }).click();
  await expect(page.getByRole("status")).toContainText("Count saved");

  const levels: Level[] = await (await request.get("/api/sites/3/stock-levels")).json();
  expect(levels.find((l) => l.name === "Weizenmehl Type 550")?.onHand).toBe(12.5);
  expect(levels.find((l) => l.name === "Butter")?.onHand).toBe(4);
});
""")
    s.bash("cd web && git rm -rq cypress cypress.config.ts && yarn playwright test 2>&1 | tail -9",
           "Delete the Cypress suite and run the Playwright suite",
           "  \u2713  14 [ipad-webkit] \u203a e2e/purchasing.spec.ts:31:5 \u203a receiving a delivery closes the order (5.2s)\n"
           "  \u2713  15 [chromium] \u203a e2e/stock-count.spec.ts:5:5 \u203a saves the counted quantities (2.9s)\n"
           "  \u2713  16 [ipad-webkit] \u203a e2e/stock-count.spec.ts:5:5 \u203a saves the counted quantities (4.1s)\n"
           "  \u2713  17 [chromium] \u203a e2e/waste.spec.ts:4:5 \u203a logs waste with a reason (2.2s)\n"
           "  \u2713  18 [ipad-webkit] \u203a e2e/waste.spec.ts:4:5 \u203a logs waste with a reason (3.4s)\n"
           "  \u2713  19 [ipad-webkit] \u203a e2e/prep-list.spec.ts:6:5 \u203a prints tomorrow's prep list (3.9s)\n\n"
           "  19 passed (1.3m)\nDone in 84.51s.", rlabel="s06.pw_run", took=(85, 95), timeout=300000)
    del FS["web/cypress/support/commands.ts"]
    del FS["web/cypress/e2e/stock-count.cy.ts"]
    s.read(".gitlab-ci.yml")
    s.edit(".gitlab-ci.yml", between(FS[".gitlab-ci.yml"], "e2e:\n", "web/cypress/videos]\n"),
           "e2e:\n"
           "  stage: e2e\n"
           "  image: mcr.microsoft.com/playwright:v1.54.1-noble\n"
           "  needs: [web]\n"
           "  script:\n"
           "    - cd web\n"
           "    - yarn install --frozen-lockfile\n"
           "    - yarn playwright test\n"
           "  artifacts:\n"
           "    when: always\n"
           "    reports: { junit: web/e2e-results.xml }\n"
           "    paths: [web/test-results]\n", label="s06.edit_ci")
    s.bash("git add -A && git commit -qm \"web: Cypress -> Playwright (chromium + iPad webkit)\" && git push -q && "
           "glab mr create --fill --yes --target-branch main && glab ci status --live >/dev/null; glab ci status && "
           "glab mr merge --squash --remove-source-branch --yes",
           "Commit, open the MR, wait for the pipeline and merge",
           "Creating merge request for playwright into main in larderline/larderline\n\n"
           "!81 web: Cypress -> Playwright (chromium + iPad webkit) (playwright)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/81\n\n"
           "(success) \u2022 04m 05s\ttest\t\tapi\n"
           "(success) \u2022 02m 14s\ttest\t\tweb\n"
           "(success) \u2022 07m 11s\ttest\t\tforecast\n"
           "(success) \u2022 04m 02s\te2e\t\te2e\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1931870544\nPipeline state: success\n"
           "\u2713 Merged merge request !81 (web: Cypress -> Playwright (chromium + iPad webkit))\n"
           "\u2713 Deleted branch playwright", rlabel="s06.merge", took=(700, 760), timeout=1200000)
    s.branch = "main"
    s.say("Playwright is in (!81, merged):\n\n- `cypress` and `@testing-library/cypress` removed, "
          "`@playwright/test` 1.54.1 added; `cypress/` and `cypress.config.ts` deleted.\n- `e2e/auth.setup.ts` "
          "replaces `cy.loginByAuth0Api`: same Auth0 password grant, stored once as `storageState` and reused by "
          "both projects.\n- `playwright.config.ts`: `chromium` and `ipad-webkit` (iPad gen 7), 4 workers in "
          "CI, traces kept on failure.\n- The stock-count spec keeps the February regression check (a focus "
          "event must not reset typed counts).\n- CI: the `e2e` job runs in `mcr.microsoft.com/playwright:"
          "v1.54.1-noble` and took 4m02s instead of 13-14 minutes, with WebKit covered for the first time.",
          final=True)

    # --- Freshcrate ------------------------------------------------------------------------------
    s.prompt("Freshcrate, the produce wholesaler we're piloting with in Vienna, wants to push their daily price "
             "list to us. Their integration lead says everything on their side runs through RabbitMQ behind "
             "their Laravel backend, and asked whether we could simply consume from their broker. I don't want "
             "an AMQP consumer and a VPN into somebody else's RabbitMQ in our stack. Offer them a webhook "
             "instead: POST /webhooks/freshcrate/prices, HMAC-SHA256 of the raw body in X-Freshcrate-Signature, "
             "idempotent on their batch id.", label="s06.p2")
    s.read("api/src/Larderline.Api/Program.cs", rlabel="s06.read_program")
    s.write("api/src/Larderline.Api/Endpoints/FreshcrateWebhook.cs", """using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Larderline.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Larderline.Api.Endpoints;

/// <summary>
/// Freshcrate pushes its daily price list here (their side publishes from their own RabbitMQ; we only
/// receive HTTP). The raw body is signed with HMAC-SHA256, hex in X-Freshcrate-Signature; the batch id
/// makes redelivery harmless.
/// </summary>
public static class FreshcrateWebhook
{
    public static void MapFreshcrateWebhook(this IEndpointRouteBuilder app) =>
        app.MapPost("/webhooks/freshcrate/prices", HandleAsync).AllowAnonymous().ExcludeFromDescription();

    private static async Task<IResult> HandleAsync(HttpRequest request, LarderDbContext db, IConfiguration config,
        TimeProvider clock, CancellationToken ct)
    {
        using var buffer = new MemoryStream();
        await request.Body.CopyToAsync(buffer, ct);
        var body = buffer.ToArray();

        var secret = Encoding.UTF8.GetBytes(config["Freshcrate:WebhookSecret"]!);
        var expected = HMACSHA256.HashData(secret, body);
        if (!request.Headers.TryGetValue("X-Freshcrate-Signature", out var header)
            || !TryFromHex(header.ToString(), out var actual)
            || !CryptographicOperations.FixedTimeEquals(expected, actual))
        {
            return Results.Unauthorized();
        }

        var batch = JsonSerializer.Deserialize<FreshcratePriceBatch>(body, JsonSerializerOptions.Web)!;
        if (await db.SupplierPriceBatches.AnyAsync(b => b.ExternalId == batch.BatchId, ct))
        {
            return Results.Ok(new { status = "duplicate" });
        }

        db.SupplierPriceBatches.Add(SupplierPriceBatch.FromFreshcrate(batch, clock.GetUtcNow()));
        await db.SaveChangesAsync(ct);
        return Results.Accepted();
    }

    private static bool TryFromHex(string value, out byte[] bytes)
    {
        try
        {
            bytes = Convert.FromHexString(value.StartsWith("sha256=") ? value[7..] : value);
            return true;
        }
        catch (FormatException)
        {
            bytes = [];
            return false;
        }
    }
}
""")
    s.edit("api/src/Larderline.Api/Program.cs", "app.MapLarderlineEndpoints();\n",
           "app.MapLarderlineEndpoints();\napp.MapFreshcrateWebhook();\n")
    s.write("api/tests/Larderline.Api.Tests/Webhooks/FreshcrateWebhookTests.cs", '''using System.Net;
using System.Security.Cryptography;
using System.Text;
using Shouldly;
using Xunit;

namespace Larderline.Api.Tests.Webhooks;

[Collection(nameof(SqlServerCollection))]
public sealed class FreshcrateWebhookTests(SqlServerFixture sql)
{
    private const string Body =
        """{"batchId":"fc-2025-07-22-0600","supplier":"freshcrate-wien","prices":[{"sku":"FC-10231","unit":"kg","price":2.35}]}""";

    [Fact]
    public async Task Rejects_a_bad_signature()
    {
        var response = await Post(Body, signature: "sha256=00");

        response.StatusCode.ShouldBe(HttpStatusCode.Unauthorized);
    }

    [Fact]
    public async Task Accepts_a_signed_batch_once()
    {
        var first = await Post(Body, Sign(Body));
        var second = await Post(Body, Sign(Body));

        first.StatusCode.ShouldBe(HttpStatusCode.Accepted);
        second.StatusCode.ShouldBe(HttpStatusCode.OK);
        (await sql.CountAsync("SupplierPriceBatches")).ShouldBe(1);
    }

    private static string Sign(string body) =>
        "sha256=" + Convert.ToHexStringLower(HMACSHA256.HashData(
            Encoding.UTF8.GetBytes(SqlServerFixture.FreshcrateSecret), Encoding.UTF8.GetBytes(body)));

    private Task<HttpResponseMessage> Post(string body, string signature)
    {
        var request = new HttpRequestMessage(HttpMethod.Post, "/webhooks/freshcrate/prices")
        {
            Content = new StringContent(body, Encoding.UTF8, "application/json"),
        };
        request.Headers.Add("X-Freshcrate-Signature", signature);
        return sql.CreateClient().SendAsync(request);
    }
}
''', label="s06.write_test")
    s.bash("cd api && dotnet test Larderline.sln --filter \"FullyQualifiedName~FreshcrateWebhookTests\"",
           "Run the webhook tests", dotnet_test_output("net9.0", 2, 11, patch="9.0.7"),
           rlabel="s06.test", took=(25, 32))
    s.say("The webhook is ready on `main`'s working tree (not committed yet):\n\n- `POST /webhooks/freshcrate/prices` "
          "verifies `X-Freshcrate-Signature` (HMAC-SHA256 over the raw body, hex, optional `sha256=` prefix) with "
          "a constant-time comparison and returns 401 otherwise.\n- The batch id is stored as "
          "`SupplierPriceBatches.ExternalId`; a redelivered batch gets 200 `duplicate` and is not imported twice, "
          "so they can retry as aggressively as their RabbitMQ consumer likes on their side.\n- The shared secret "
          "comes from `Freshcrate:WebhookSecret`.\n\nFor their integration lead: they keep their broker and "
          "publish to us over HTTPS; nothing on our side speaks AMQP.", label="s06.a_webhook", final=True)
    return s


# =========================================================================================
# s07 - 2025-08-19 Tue - Claude Code 1.0.84 (/model -> Opus 4.1)
# =========================================================================================

FS["forecast/Dockerfile"] = """FROM mambaorg/micromamba:1.5.10
COPY --chown=$MAMBA_USER:$MAMBA_USER environment.yml /tmp/environment.yml
RUN micromamba install -y -n base -f /tmp/environment.yml && micromamba clean --all --yes
WORKDIR /app
COPY --chown=$MAMBA_USER:$MAMBA_USER larder_forecast/ larder_forecast/
ENV PYTHONUNBUFFERED=1
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "-w", "2", "larder_forecast.app:app"]
"""

PIXI_TOML = """[workspace]
authors = ["Kit <kit@larderline.app>"]
channels = ["conda-forge"]
name = "larder-forecast"
platforms = ["linux-64"]
version = "0.1.0"

[tasks]

[dependencies]
python = "3.11.*"
numpy = "1.26.*"
pandas = "2.2.*"
lightgbm = "4.6.*"
holidays = "0.66.*"
scikit-learn = "1.6.*"
joblib = "1.4.*"
flask = "3.1.*"
gunicorn = "23.0.*"
pyodbc = "5.2.*"
pytest = "8.3.*"

[pypi-dependencies]
azure-storage-queue = "==12.12.0"
sentry-sdk = { version = "==2.22.0", extras = ["flask"] }
"""

FS["web/app/layout.tsx"] = """import type { Metadata } from "next";
import { Inter } from "next/font/google";
import "./globals.css";

const inter = Inter({ subsets: ["latin"] });

export const metadata: Metadata = {
  title: "Larderline",
  description: "Stock, purchasing and prep for small kitchens",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <body className={`${inter.className} bg-stone-50 text-stone-900`}>{children}</body>
    </html>
  );
}
"""

PO_HOOK_SWR = """import useSWR from "swr";
import { fetcher, patchPoLine } from "@/lib/api";
import type { PoLine, PurchaseOrder } from "@/lib/types";

export function usePurchaseOrder(id: number) {
  const { data, isLoading, mutate } = useSWR<PurchaseOrder>(`/api/purchase-orders/${id}`, fetcher);

  async function updateLine(line: Pick<PoLine, "id" | "quantity">) {
    await patchPoLine(id, line);
    await mutate();
  }

  return { order: data, isLoading, updateLine };
}
"""

PO_HOOK_TANSTACK = """import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetcher, patchPoLine } from "@/lib/api";
import type { PoLine, PurchaseOrder } from "@/lib/types";

export function usePurchaseOrder(id: number) {
  const queryClient = useQueryClient();
  const key = ["purchase-orders", id];
  const query = useQuery({ queryKey: key, queryFn: () => fetcher<PurchaseOrder>(`/api/purchase-orders/${id}`) });

  const updateLine = useMutation({
    mutationFn: (line: Pick<PoLine, "id" | "quantity">) => patchPoLine(id, line),
    onMutate: async (line) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PurchaseOrder>(key);
      queryClient.setQueryData<PurchaseOrder>(key, (po) =>
        po && { ...po, lines: po.lines.map((l) => (l.id === line.id ? { ...l, quantity: line.quantity } : l)) },
      );
      return { previous };
    },
    onError: (_err, _line, context) => queryClient.setQueryData(key, context?.previous),
  });

  return { order: query.data, isLoading: query.isLoading, updateLine };
}
"""


def s07() -> Session:
    # Off-screen since s06: the Freshcrate webhook was committed, the user ported the hooks on `tanstack`.
    FS["web/lib/hooks/usePurchaseOrder.ts"] = PO_HOOK_TANSTACK
    s = Session("s07", "1.0.84", "claude-opus-4-1-20250805", "2025-08-19T07:31:02.000Z", "main", "v1")
    s.command("model", "Set model to \u001b[1mopus (claude-opus-4-1-20250805)\u001b[22m")
    s.prompt("Forecast environment: conda has to go. The forecast CI job spends 6-7 minutes in the micromamba "
             "solve on every single pipeline, and environment.yml isn't a lock at all: it pins minor versions "
             "and nothing transitive, so every solve can differ. Last Friday a fresh solve pulled a new tzdata and "
             "test_holiday_features broke on Easter Monday while nothing in our code had changed. Move forecast/ "
             "to pixi with a committed pixi.lock, same conda-forge packages, and update the Dockerfile and CI.",
             label="s07.p1", gap=(3, 6))
    s.think("pixi can import environment.yml directly. Then add tasks, split pytest into a test feature so the "
            "prod image doesn't carry it, lock, rewrite the Dockerfile as a pixi build stage + slim runtime, and "
            "point the CI job at the pixi image with the lockfile enforced (--locked).")
    s.bash("cd forecast && git switch -qc pixi && pixi init --import environment.yml",
           "Create pixi.toml from the conda environment file",
           f"\u2714 Created {CWD}/forecast/pixi.toml", label="s07.pixi_init", rlabel="s07.pixi_init_out")
    s.branch = "pixi"
    FS["forecast/pixi.toml"] = PIXI_TOML
    s.read("forecast/pixi.toml", rlabel="s07.read_pixi")
    s.edit("forecast/pixi.toml", "[tasks]\n",
           "[tasks]\n"
           "test = \"pytest -q\"\n"
           "serve = \"gunicorn -b 0.0.0.0:8000 -w 2 larder_forecast.app:app\"\n"
           "train = \"python -m larder_forecast.train\"\n"
           "backtest = \"python -m larder_forecast.backtest\"\n")
    s.edit("forecast/pixi.toml", "pyodbc = \"5.2.*\"\npytest = \"8.3.*\"\n",
           "pyodbc = \"5.2.*\"\ntzdata = \"2025a.*\"\n\n"
           "[feature.test.dependencies]\npytest = \"8.3.*\"\n\n"
           "[environments]\n"
           "default = { features = [\"test\"], solve-group = \"main\" }\n"
           "prod = { solve-group = \"main\" }\n")
    s.bash("cd forecast && pixi install --all && pixi run test",
           "Solve, lock, install both environments and run the tests",
           "\u2714 The default environment has been installed.\n"
           "\u2714 The prod environment has been installed.\n"
           "\u2728 Pixi task (test in default): pytest -q\n"
           "................................                                         [100%]\n"
           "32 passed in 41.06s", took=(70, 85))
    s.bash("cd forecast && git rm -q environment.yml && git add pixi.toml pixi.lock .gitattributes && "
           "git diff --cached --stat",
           "Drop environment.yml and stage the pixi files",
           " forecast/.gitattributes  |    2 +\n"
           " forecast/environment.yml |   22 -\n"
           " forecast/pixi.lock       | 4127 +++++++++++++++++++++++++++++++++++++++++++++\n"
           " forecast/pixi.toml       |   38 +\n"
           " 4 files changed, 4167 insertions(+), 22 deletions(-)", rlabel="s07.lockdiff")
    del FS["forecast/environment.yml"]
    s.read("forecast/Dockerfile")
    s.write("forecast/Dockerfile", """# Build the locked prod environment with pixi, then copy it into a slim runtime image.
FROM ghcr.io/prefix-dev/pixi:0.52.0 AS build
WORKDIR /app
COPY pixi.toml pixi.lock ./
RUN pixi install --locked -e prod
RUN pixi shell-hook -e prod -s bash > /shell-hook && echo 'exec "$@"' >> /shell-hook
COPY larder_forecast/ larder_forecast/

FROM ubuntu:24.04
WORKDIR /app
COPY --from=build /app/.pixi/envs/prod /app/.pixi/envs/prod
COPY --from=build /shell-hook /shell-hook
COPY --from=build /app/larder_forecast /app/larder_forecast
ENV PYTHONUNBUFFERED=1
EXPOSE 8000
ENTRYPOINT ["/bin/bash", "/shell-hook"]
CMD ["gunicorn", "-b", "0.0.0.0:8000", "-w", "2", "larder_forecast.app:app"]
""", label="s07.write_dockerfile")
    s.read(".gitlab-ci.yml")
    s.edit(".gitlab-ci.yml", between(FS[".gitlab-ci.yml"], "forecast:\n", "pytest -q\n"),
           "forecast:\n"
           "  stage: test\n"
           "  image: ghcr.io/prefix-dev/pixi:0.52.0\n"
           "  variables:\n"
           "    RATTLER_CACHE_DIR: $CI_PROJECT_DIR/.cache/rattler\n"
           "  cache:\n"
           "    key: { files: [forecast/pixi.lock] }\n"
           "    paths: [.cache/rattler]\n"
           "  script:\n"
           "    - cd forecast\n"
           "    - pixi run --locked test\n", label="s07.edit_ci")
    s.bash("git add -A && git commit -qm \"forecast: conda -> pixi with pixi.lock\" && git push -q -u origin pixi && "
           "glab mr create --fill --yes --target-branch main && glab ci status --live >/dev/null; glab ci status && "
           "glab mr merge --squash --remove-source-branch --yes",
           "Commit, open the MR, wait for the pipeline and merge",
           "Creating merge request for pixi into main in larderline/larderline\n\n"
           "!83 forecast: conda -> pixi with pixi.lock (pixi)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/83\n\n"
           "(success) \u2022 04m 07s\ttest\t\tapi\n"
           "(success) \u2022 02m 16s\ttest\t\tweb\n"
           "(success) \u2022 01m 04s\ttest\t\tforecast\n"
           "(success) \u2022 04m 10s\te2e\t\te2e\n\n"
           "https://gitlab.com/larderline/larderline/-/pipelines/1968120392\nPipeline state: success\n"
           "\u2713 Merged merge request !83 (forecast: conda -> pixi with pixi.lock)\n"
           "\u2713 Deleted branch pixi", rlabel="s07.merge", took=(540, 600), timeout=900000)
    s.branch = "main"
    s.say("The forecast service is on pixi (!83, merged):\n\n- `pixi.toml` was imported from `environment.yml` "
          "(same conda-forge packages and minor pins, Python still `3.11.*`) plus `tzdata` pinned explicitly; "
          "`pixi.lock` pins every package, transitive ones included, and CI runs `pixi run --locked`, which "
          "fails if the lock is out of date instead of silently re-solving.\n- Tasks: `test`, `serve`, `train`, "
          "`backtest`. pytest lives in a `test` feature; the `prod` environment (same solve group, so identical "
          "versions) leaves it out.\n- Dockerfile: pixi build stage, runtime on `ubuntu:24.04` with only the "
          "`prod` env copied in.\n- `environment.yml` is deleted.\n\nThe forecast job went from ~7 minutes to "
          "1m04s.", final=True)

    # --- TanStack Query ----------------------------------------------------------------------------
    s.prompt("Web now. Editing a purchase order line means a useSWR read plus manual mutate() calls in six "
             "places, and the list flickers back to the old quantity before the save lands. I want TanStack "
             "Query instead: useMutation with optimistic updates and query invalidation. I've ported all 14 hooks "
             "in lib/hooks on the `tanstack` branch already. Finish it: the QueryClientProvider, remove swr, get "
             "the e2e suite green and merge. Vercel deploys main by itself.", label="s07.p2")
    s.bash("git switch -q tanstack && cd web && yarn remove swr && yarn add @tanstack/react-query@5.85.3 && "
           "yarn add -D @tanstack/react-query-devtools@5.85.3",
           "Swap swr for TanStack Query",
           "yarn remove v1.22.22\n[1/2] Removing module swr...\n"
           "[2/2] Regenerating lockfile and installing missing dependencies...\n"
           "success Uninstalled packages.\nDone in 5.31s.\n"
           "yarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking dependencies...\n"
           "[4/4] Building fresh packages...\nsuccess Saved lockfile.\nsuccess Saved 2 new dependencies.\n"
           "info Direct dependencies\n\u2514\u2500 @tanstack/react-query@5.85.3\ninfo All dependencies\n"
           "\u251c\u2500 @tanstack/query-core@5.85.3\n\u2514\u2500 @tanstack/react-query@5.85.3\nDone in 3.86s.\n"
           "yarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking dependencies...\n"
           "[4/4] Building fresh packages...\nsuccess Saved lockfile.\nsuccess Saved 2 new dependencies.\n"
           "info Direct dependencies\n\u2514\u2500 @tanstack/react-query-devtools@5.85.3\nDone in 3.02s.",
           label="s07.bash_tanstack", rlabel="s07.bash_tanstack_out", took=(12, 16))
    s.branch = "tanstack"
    fs_sub("web/package.json", '    "swr": "^2.3.3"\n', '    "@tanstack/react-query": "5.85.3"\n')
    s.write("web/app/providers.tsx", """"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ReactQueryDevtools } from "@tanstack/react-query-devtools";
import { useState } from "react";

export function Providers({ children }: { children: React.ReactNode }) {
  // One client per browser session, created lazily so server renders never share it.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <ReactQueryDevtools initialIsOpen={false} />
    </QueryClientProvider>
  );
}
""")
    s.read("web/app/layout.tsx")
    s.edit("web/app/layout.tsx",
           "import \"./globals.css\";\n",
           "import \"./globals.css\";\nimport { Providers } from \"./providers\";\n")
    s.edit("web/app/layout.tsx",
           "text-stone-900`}>{children}</body>",
           "text-stone-900`}>\n        <Providers>{children}</Providers>\n      </body>")
    s.bash("cd web && yarn tsc --noEmit && yarn playwright test 2>&1 | tail -12",
           "Type-check and run the e2e suite",
           "  1) [chromium] \u203a e2e/purchasing.spec.ts:18:5 \u203a editing a line updates the order total \u2500\u2500\u2500\u2500\u2500\n\n"
           "    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n"
           "    Locator: getByTestId('po-total')\n"
           "    Expected string: \"\u20ac 148,20\"\n"
           "    Received string: \"\u20ac 136,45\"\n\n"
           "  2 failed\n"
           "    [chromium] \u203a e2e/purchasing.spec.ts:18:5 \u203a editing a line updates the order total\n"
           "    [ipad-webkit] \u203a e2e/purchasing.spec.ts:18:5 \u203a editing a line updates the order total\n"
           "  17 passed (1.4m)", error=True, took=(90, 100), timeout=300000)
    s.read("web/lib/hooks/usePurchaseOrder.ts")
    s.say("The optimistic update patches the line's quantity, but the order total is computed by the API and "
          "nothing refetches the order after the mutation settles, so the total stays at the old value. The "
          "SWR version got that for free from `mutate()`.")
    s.edit("web/lib/hooks/usePurchaseOrder.ts",
           "    onError: (_err, _line, context) => queryClient.setQueryData(key, context?.previous),\n",
           "    onError: (_err, _line, context) => queryClient.setQueryData(key, context?.previous),\n"
           "    // Totals and delivery dates are computed server-side: refetch once the save has settled.\n"
           "    onSettled: () => queryClient.invalidateQueries({ queryKey: [\"purchase-orders\"] }),\n")
    s.bash("cd web && yarn playwright test 2>&1 | tail -2", "Re-run the e2e suite", "  19 passed (1.3m)\nDone in 83.20s.",
           took=(85, 95), timeout=300000)
    s.bash("git add -A && git commit -qm \"web: switch data fetching from SWR to TanStack Query\" && git push -q && "
           "glab mr create --fill --yes --target-branch main && glab ci status --live >/dev/null; "
           "glab mr merge --squash --remove-source-branch --yes && sleep 120 && "
           "npx vercel ls larderline-web --prod 2>/dev/null | head -4",
           "Merge when green and check the production deployment on Vercel",
           "Creating merge request for tanstack into main in larderline/larderline\n\n"
           "!84 web: switch data fetching from SWR to TanStack Query (tanstack)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/84\n\n"
           "\u2713 Merged merge request !84 (web: switch data fetching from SWR to TanStack Query)\n"
           "\u2713 Deleted branch tanstack\n"
           "  Age     Deployment                                                  Status      Environment     Duration\n"
           "  1m      https://larderline-web-3kq9x2m7h-larderline.vercel.app      \u25cf Ready     Production      58s\n"
           "  6d      https://larderline-web-h81fpz0ca-larderline.vercel.app      \u25cf Ready     Production      1m",
           rlabel="s07.merge_tanstack", took=(560, 620), timeout=900000)
    s.branch = "main"
    s.say("TanStack Query is live (!84, merged; Vercel's production deployment is ready):\n\n- `swr` removed, "
          "`@tanstack/react-query` 5.85.3 added (devtools as a dev dependency).\n- `app/providers.tsx` creates "
          "the `QueryClient` (30 s `staleTime`, no refetch on window focus) and `layout.tsx` wraps the app in "
          "it.\n- `usePurchaseOrder`'s mutation now invalidates the purchase-order queries when it settles, so "
          "server-computed totals refresh after the optimistic update; that fixed the two failing purchasing "
          "specs.\n- All 19 e2e tests pass on Chromium and iPad WebKit.", final=True)
    return s


# =========================================================================================
# s08 - 2025-09-16 Tue - Claude Code 1.0.115
# =========================================================================================

FS["api/src/Larderline.Api/Jobs/HangfireFailureFilter.cs"] = """using Hangfire.Common;
using Hangfire.States;
using Hangfire.Storage;

namespace Larderline.Api.Jobs;

/// <summary>Reports jobs that exhausted their retries.</summary>
public sealed class HangfireFailureFilter : JobFilterAttribute, IApplyStateFilter
{
    public void OnStateApplied(ApplyStateContext context, IWriteOnlyTransaction transaction)
    {
        if (context.NewState is FailedState failed && context.BackgroundJob.Job is { } job)
        {
            SentrySdk.ConfigureScope(scope => scope.SetTag("hangfire.job", job.Type.Name));
            SentrySdk.CaptureException(failed.Exception);
        }
    }

    public void OnStateUnapplied(ApplyStateContext context, IWriteOnlyTransaction transaction)
    {
    }
}
"""


def s08() -> Session:
    s = Session("s08", "1.0.115", "claude-opus-4-1-20250805", "2025-09-16T17:42:26.000Z", "main", "v1")
    s.prompt("TanStack Query has to go back out. Since the switch, the kitchen iPads show stale stock levels after "
             "a count until someone does a hard reload. It's the staleTime defaults fighting our server-side "
             "prefetch and hydration, and every fix I try breaks something else; I've spent two evenings on it. "
             "SWR's behaviour was boring and correct. Revert the switch (the squash commit of !84) and keep the "
             "one good idea: optimistic PO line updates, done with SWR's mutate and optimisticData.",
             label="s08.p1", gap=(0, 0))
    s.bash("git log --oneline -i --grep tanstack -3", "Find the TanStack Query commit",
           "5c1e0a7 web: switch data fetching from SWR to TanStack Query (!84)")
    s.bash("git switch -c revert-tanstack && git revert --no-edit 5c1e0a7 && git show --stat --format= HEAD | "
           "grep -E 'package.json|yarn.lock|providers|changed'",
           "Revert the squash commit on a new branch",
           "Switched to a new branch 'revert-tanstack'\n"
           "[revert-tanstack 9d2b4f0] Revert \"web: switch data fetching from SWR to TanStack Query (!84)\"\n"
           " 19 files changed, 187 insertions(+), 264 deletions(-)\n"
           " delete mode 100644 web/app/providers.tsx\n"
           " web/app/providers.tsx                     |  24 ---\n"
           " web/package.json                          |   4 +-\n"
           " web/yarn.lock                             |  41 ++---\n"
           " 19 files changed, 187 insertions(+), 264 deletions(-)", label="s08.revert_cmd", rlabel="s08.revert")
    s.branch = "revert-tanstack"
    FS["web/lib/hooks/usePurchaseOrder.ts"] = PO_HOOK_SWR
    fs_sub("web/package.json", '    "@tanstack/react-query": "5.85.3"\n', '    "swr": "^2.3.3"\n')
    del FS["web/app/providers.tsx"]
    fs_sub("web/app/layout.tsx", "import { Providers } from \"./providers\";\n", "")
    fs_sub("web/app/layout.tsx", "text-stone-900`}>\n        <Providers>{children}</Providers>\n      </body>",
           "text-stone-900`}>{children}</body>")
    s.bash("cd web && yarn install --frozen-lockfile", "Reinstall from the restored yarn.lock",
           "yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n"
           "[3/4] Linking dependencies...\n[4/4] Building fresh packages...\nDone in 8.94s.",
           rlabel="s08.yarn_install", took=(9, 12))
    s.read("web/lib/hooks/usePurchaseOrder.ts")
    s.edit("web/lib/hooks/usePurchaseOrder.ts",
           "  async function updateLine(line: Pick<PoLine, \"id\" | \"quantity\">) {\n"
           "    await patchPoLine(id, line);\n"
           "    await mutate();\n"
           "  }\n",
           "  // Show the new quantity immediately, roll back if the PATCH fails, then revalidate so the\n"
           "  // server-computed totals and delivery dates come in.\n"
           "  async function updateLine(line: Pick<PoLine, \"id\" | \"quantity\">) {\n"
           "    await mutate(\n"
           "      async (current) => {\n"
           "        await patchPoLine(id, line);\n"
           "        return current;\n"
           "      },\n"
           "      {\n"
           "        optimisticData: (current) =>\n"
           "          current && {\n"
           "            ...current,\n"
           "            lines: current.lines.map((l) => (l.id === line.id ? { ...l, quantity: line.quantity } : l)),\n"
           "          },\n"
           "        rollbackOnError: true,\n"
           "        populateCache: false,\n"
           "        revalidate: true,\n"
           "      },\n"
           "    );\n"
           "  }\n", label="s08.edit_hook")
    s.bash("cd web && yarn tsc --noEmit && yarn playwright test 2>&1 | tail -2", "Type-check and run the e2e suite",
           "  19 passed (1.3m)\nDone in 84.02s.", took=(90, 100), timeout=300000)
    s.bash("git commit -qam \"web: optimistic PO line updates with SWR\" && git push -q -u origin revert-tanstack && "
           "glab mr create --fill --yes --target-branch main --title \"Revert TanStack Query; optimistic PO updates "
           "with SWR\" && glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch --yes",
           "Open the MR and merge when the pipeline passes",
           "Creating merge request for revert-tanstack into main in larderline/larderline\n\n"
           "!86 Revert TanStack Query; optimistic PO updates with SWR (revert-tanstack)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/86\n\n"
           "\u2713 Merged merge request !86 (Revert TanStack Query; optimistic PO updates with SWR)\n"
           "\u2713 Deleted branch revert-tanstack", rlabel="s08.merge", took=(520, 580), timeout=900000)
    s.branch = "main"
    s.say("Reverted and merged (!86); Vercel will roll production forward from `main` in a minute:\n\n- `git "
          "revert` of `5c1e0a7` restores SWR in `package.json` and `yarn.lock`, the SWR versions of all 14 hooks, "
          "and deletes `providers.tsx`.\n- `usePurchaseOrder.updateLine` now uses `mutate()` with "
          "`optimisticData` and `rollbackOnError`, then revalidates, so the quantity changes instantly without "
          "the flicker and the totals arrive from the server.\n- e2e: 19/19 green.", final=True)

    # --- Sentry -> Azure Monitor for the API --------------------------------------------------------
    s.prompt("API telemetry. The Hangfire retry storm on August 28 burned the whole month's Sentry error quota "
             "in three hours, and Tomás wants logs, traces and errors for the API in one place. We already pay "
             "for Application Insights because App Service ships its logs there. Move the API to OpenTelemetry "
             "with the Azure Monitor distro (Azure.Monitor.OpenTelemetry.AspNetCore) and drop Sentry.AspNetCore. "
             "Datadog came up too; no, far too expensive for two services. The forecast service stays on Sentry: "
             "its volume is tiny and the Flask integration is genuinely useful there.", label="s08.p2")
    s.bash("git switch -qc otel && cd api/src/Larderline.Api && dotnet remove package Sentry.AspNetCore && "
           "dotnet add package Azure.Monitor.OpenTelemetry.AspNetCore",
           "Swap Sentry.AspNetCore for the Azure Monitor OpenTelemetry distro",
           "info : Removing PackageReference for package 'Sentry.AspNetCore' from project "
           f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "  Determining projects to restore...\n"
           f"info : Adding PackageReference for package 'Azure.Monitor.OpenTelemetry.AspNetCore' into project '{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "info :   GET https://api.nuget.org/v3-flatcontainer/azure.monitor.opentelemetry.aspnetcore/index.json\n"
           "info :   OK https://api.nuget.org/v3-flatcontainer/azure.monitor.opentelemetry.aspnetcore/index.json 104ms\n"
           "info : PackageReference for package 'Azure.Monitor.OpenTelemetry.AspNetCore' version '1.3.0' added to file "
           f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           f"log  : Restored {CWD}/api/src/Larderline.Api/Larderline.Api.csproj (in 2.41 sec).",
           label="s08.bash_otel", rlabel="s08.bash_otel_out")
    s.branch = "otel"
    api = "api/src/Larderline.Api/Larderline.Api.csproj"
    fs_sub(api, '    <PackageReference Include="Sentry.AspNetCore" Version="5.1.1" />\n', "")
    fs_sub(api, '    <PackageReference Include="Azure.Storage.Queues" Version="12.21.0" />\n',
           '    <PackageReference Include="Azure.Monitor.OpenTelemetry.AspNetCore" Version="1.3.0" />\n'
           '    <PackageReference Include="Azure.Storage.Queues" Version="12.21.0" />\n')
    s.read("api/src/Larderline.Api/Program.cs")
    s.edit("api/src/Larderline.Api/Program.cs", "using Hangfire;\n",
           "using Azure.Monitor.OpenTelemetry.AspNetCore;\nusing Hangfire;\n")
    s.edit("api/src/Larderline.Api/Program.cs",
           "builder.WebHost.UseSentry(o =>\n"
           "{\n"
           "    o.Dsn = builder.Configuration[\"Sentry:Dsn\"];\n"
           "    o.TracesSampleRate = 0.2;\n"
           "    o.Environment = builder.Environment.EnvironmentName;\n"
           "});\n",
           "// Traces, metrics, logs and exceptions go to Application Insights via OpenTelemetry\n"
           "// (APPLICATIONINSIGHTS_CONNECTION_STRING is set on the app). Only the forecast service uses Sentry.\n"
           "builder.Services.AddOpenTelemetry()\n"
           "    .UseAzureMonitor()\n"
           "    .WithTracing(t => t.AddSource(\"Larderline.Jobs\"));\n", label="s08.edit_program")
    s.grep(r"SentrySdk|\"Sentry\"", "api",
           "api/src/Larderline.Api/Jobs/HangfireFailureFilter.cs:14:            SentrySdk.ConfigureScope(scope => "
           "scope.SetTag(\"hangfire.job\", job.Type.Name));\n"
           "api/src/Larderline.Api/Jobs/HangfireFailureFilter.cs:15:            SentrySdk.CaptureException(failed.Exception);\n"
           "api/src/Larderline.Api/appsettings.json:12:  \"Sentry\": {")
    s.read("api/src/Larderline.Api/Jobs/HangfireFailureFilter.cs")
    s.edit("api/src/Larderline.Api/Jobs/HangfireFailureFilter.cs",
           "/// <summary>Reports jobs that exhausted their retries.</summary>\n"
           "public sealed class HangfireFailureFilter : JobFilterAttribute, IApplyStateFilter\n"
           "{\n"
           "    public void OnStateApplied(ApplyStateContext context, IWriteOnlyTransaction transaction)\n"
           "    {\n"
           "        if (context.NewState is FailedState failed && context.BackgroundJob.Job is { } job)\n"
           "        {\n"
           "            SentrySdk.ConfigureScope(scope => scope.SetTag(\"hangfire.job\", job.Type.Name));\n"
           "            SentrySdk.CaptureException(failed.Exception);\n"
           "        }\n",
           "/// <summary>Reports jobs that exhausted their retries; the exception ends up in Application Insights.</summary>\n"
           "public sealed class HangfireFailureFilter(ILogger<HangfireFailureFilter> logger) : JobFilterAttribute, IApplyStateFilter\n"
           "{\n"
           "    public void OnStateApplied(ApplyStateContext context, IWriteOnlyTransaction transaction)\n"
           "    {\n"
           "        // Only the final failure is reported; intermediate retries stay at Warning level, which is\n"
           "        // what turned the August 28 retry storm into thousands of error events.\n"
           "        if (context.NewState is FailedState failed && context.BackgroundJob.Job is { } job)\n"
           "        {\n"
           "            logger.LogError(failed.Exception, \"Hangfire job {JobType}.{Method} failed after all retries (id {JobId})\",\n"
           "                job.Type.Name, job.Method.Name, context.BackgroundJob.Id);\n"
           "        }\n")
    s.bash("cd api && sed -i '/\"Sentry\": {/,/^  },/d' src/Larderline.Api/appsettings.json && "
           "dotnet build -warnaserror Larderline.sln 2>&1 | tail -2 && dotnet test Larderline.sln --no-build",
           "Drop the Sentry settings, build and test",
           "    0 Error(s)\n\n" + dotnet_test_output("net9.0", 171, 21, patch="9.0.9"), took=(50, 60))
    s.bash("git add -A && git commit -qm \"api: OpenTelemetry + Azure Monitor instead of Sentry\" && "
           "git push -q -u origin otel && glab mr create --fill --yes --target-branch main && "
           "glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch --yes",
           "Open the MR and merge when the pipeline passes",
           "Creating merge request for otel into main in larderline/larderline\n\n"
           "!87 api: OpenTelemetry + Azure Monitor instead of Sentry (otel)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/87\n\n"
           "\u2713 Merged merge request !87 (api: OpenTelemetry + Azure Monitor instead of Sentry)\n"
           "\u2713 Deleted branch otel", rlabel="s08.merge_otel", took=(520, 580), timeout=900000)
    s.branch = "main"
    s.say("Merged as !87 and deploying:\n\n- `Sentry.AspNetCore` removed; `Azure.Monitor.OpenTelemetry."
          "AspNetCore` 1.3.0 added. `AddOpenTelemetry().UseAzureMonitor()` sends ASP.NET Core, HttpClient and "
          "SQL client traces, metrics, logs and exceptions to Application Insights, using "
          "`APPLICATIONINSIGHTS_CONNECTION_STRING` from the App Service settings.\n- `HangfireFailureFilter` "
          "logs the final failure through `ILogger` (which the distro exports as an exception) instead of "
          "calling `SentrySdk`.\n- The `Sentry` block is gone from `appsettings.json`.\n\nThe forecast service "
          "is untouched and keeps reporting to Sentry through `sentry-sdk[flask]`. You can remove the DSN from "
          "the API's App Service settings.", final=True)

    # --- Container Apps decision ---------------------------------------------------------------------
    s.prompt("Last topic, a decision: we're moving the API and the forecast service off App Service to Azure "
             "Container Apps. The P1v3 plan costs about $250 a month to host two containers that idle 20 hours "
             "a day; on Container Apps the API can scale to zero at night and the forecast worker can be a job "
             "that only runs when the nightly message arrives. I'll write the Bicep myself over the next weeks, "
             "the target is a cutover in early October. What in our code depends on App Service?",
             label="s08.p3")
    s.grep(r"/home/site|WEBSITE_|X-ARR", "",
           "api/src/Larderline.Api/Infrastructure/ServiceCollectionExtensions.cs:31:            "
           ".PersistKeysToFileSystem(new DirectoryInfo(\"/home/site/keys\"));\n"
           "forecast/larder_forecast/settings.py:9:MODEL_DIR = Path(os.getenv(\"MODEL_DIR\", \"/home/site/models\"))")
    s.say("Less than I expected, but two things matter:\n\n1. **Data Protection keys** live in `/home/site/keys`, "
          "App Service's persistent share. On Container Apps the filesystem is per replica and ephemeral, so "
          "every restart would invalidate antiforgery tokens and the Hangfire dashboard cookie. Persist them to "
          "blob storage (`PersistKeysToAzureBlobStorage`) protected with a Key Vault key.\n2. **Forecast "
          "models** are written to `/home/site/models`. As a Container Apps job the worker starts fresh each "
          "night, which is fine because it retrains anyway, but the Flask `/forecast` endpoint reads the last "
          "model from there. Either mount an Azure Files share at `MODEL_DIR` or have the endpoint read the "
          "`forecasts` table only (it already holds the 14-day output).\n\nEverything else carries over: the "
          "images already listen on 8080 (`ASPNETCORE_HTTP_PORTS`), `/healthz` works as liveness and readiness "
          "probe, Hangfire's SQL Server storage is safe with several replicas, and the connection strings become "
          "Container Apps secrets. For the worker, a KEDA `azure-queue` scale rule on `forecast-jobs` starts the "
          "job when the 01:00 message lands. ACR pulls should use a managed identity instead of admin "
          "credentials.", label="s08.a_aca", final=True)
    return s


# =========================================================================================
# s09 - 2025-10-09 Thu - Claude Code 2.0.13
# =========================================================================================

FS["forecast/larder_forecast/features.py"] = '''"""Features for the on-demand /forecast endpoint (single items, what-if quantities)."""
from __future__ import annotations

import pandas as pd

from larder_forecast import model


def latest_features(usage: pd.DataFrame, holidays: pd.DataFrame, site_id: int, item_id: int) -> pd.Series:
    history = usage[(usage["site_id"] == site_id) & (usage["item_id"] == item_id)]
    features = model.make_features(history, holidays).dropna(subset=["lag_28"])
    return features.iloc[-1]
'''


def s09() -> Session:
    s = Session("s09", "2.0.13", "claude-sonnet-4-5-20250929", "2025-10-09T14:02:37.000Z", "main", "v2")
    s.prompt("Container Apps staging is up (the Bicep is in infra/, merged yesterday), and the production cutover "
             "is next Monday at 06:00, before the first kitchens open. Before that, shrink the API image: the "
             "aspnet:9.0 runtime image is ~230 MB and the -alpine variant is about half that, which should help "
             "cold starts when Container Apps scales the API up from zero in the morning. Switch api/Dockerfile "
             "to the alpine images and ship it. It goes to App Service today and comes along to Container Apps "
             "on Monday.", label="s09.p1", gap=(0, 0))
    s.think("Swap both stages to the -alpine tags (the SDK stage too, so publish targets musl), build, compare "
            "sizes, smoke-test /healthz, then merge.")
    s.read("api/Dockerfile", rlabel="s09.read_dockerfile")
    debian_dockerfile = FS["api/Dockerfile"]
    s.edit("api/Dockerfile",
           between(FS["api/Dockerfile"], "FROM mcr.microsoft.com/dotnet/sdk:9.0 AS build",
                   "FROM mcr.microsoft.com/dotnet/aspnet:9.0\n"),
           "FROM mcr.microsoft.com/dotnet/sdk:9.0-alpine AS build\n"
           "WORKDIR /src\n"
           "COPY Larderline.sln Directory.Build.props ./\n"
           "COPY src/Larderline.Api/Larderline.Api.csproj src/Larderline.Api/packages.lock.json src/Larderline.Api/\n"
           "RUN dotnet restore src/Larderline.Api --locked-mode\n"
           "COPY src/ src/\n"
           "RUN dotnet publish src/Larderline.Api -c Release -o /app --no-restore\n\n"
           "# Runtime: the Alpine variant, about half the size of the Debian 12 default; faster pulls when\n"
           "# Container Apps scales up from zero.\n"
           "FROM mcr.microsoft.com/dotnet/aspnet:9.0-alpine\n", label="s09.edit_alpine")
    s.bash("git switch -qc alpine-image && docker build -q -t larderline-api:alpine api && "
           "docker images larderline-api --format '{{.Repository}}\\t{{.Tag}}\\t{{.Size}}'",
           "Build the alpine image and compare sizes",
           "sha256:0d7c4e1fb2a95c8e31d6b0f7a9e2c4d8b1f3a5c7e9d2b4f6a8c0e1d3b5f7a9c2\n"
           "larderline-api\talpine\t118MB\n"
           "larderline-api\tmain\t231MB", rlabel="s09.docker_images", took=(60, 75))
    s.branch = "alpine-image"
    s.bash("docker run -d --rm --name api-alpine -p 8080:8080 --env-file api/.env.docker larderline-api:alpine "
           ">/dev/null && sleep 4 && curl -s localhost:8080/healthz; echo; docker stop api-alpine >/dev/null",
           "Smoke-test the alpine image", "Healthy", took=(6, 8))
    s.bash("git commit -qam \"api: alpine runtime image (-113 MB)\" && git push -q -u origin alpine-image && "
           "glab mr create --fill --yes --target-branch main && glab ci status --live >/dev/null; "
           "glab mr merge --squash --remove-source-branch --yes && sleep 540 && glab ci status --branch main | "
           "grep deploy && glab ci trace deploy-api --branch main | grep -A1 'webapp config'",
           "Merge when green and check the App Service deploy",
           "Creating merge request for alpine-image into main in larderline/larderline\n\n"
           "!96 api: alpine runtime image (-113 MB) (alpine-image)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/96\n\n"
           "\u2713 Merged merge request !96 (api: alpine runtime image (-113 MB))\n"
           "\u2713 Deleted branch alpine-image\n"
           "(success) \u2022 01m 41s\tdeploy\t\tdeploy-api\n"
           "(success) \u2022 02m 58s\tdeploy\t\tdeploy-forecast\n"
           "$ az webapp config container set -g rg-larderline-prod -n larderline-api --container-image-name "
           "larderline.azurecr.io/api:b71e3a9c5d2f48e0a6b1c7d9e3f5a2b4c6d8e0f1\n"
           "Job succeeded", rlabel="s09.merge", took=(1080, 1150), timeout=1800000)
    s.branch = "main"
    s.say("Shipped (!96): `api/Dockerfile` now builds on `sdk:9.0-alpine` and runs on `aspnet:9.0-alpine`. The "
          "image is 118 MB instead of 231 MB, `/healthz` answers, and the deploy job has pushed it to the App "
          "Service app. On Monday the same image goes to Container Apps.", final=True)

    # --- cutover MR ------------------------------------------------------------------------------
    s.prompt("Good. Now prepare the cutover MR, to merge on Monday right after I switch DNS: the deploy jobs "
             "should update the container apps (larderline-api, larderline-forecast) and the nightly job "
             "(larderline-forecast-nightly) instead of the App Service web apps. Draft MR, don't merge.",
             label="s09.p2")
    s.read(".gitlab-ci.yml")
    s.edit(".gitlab-ci.yml",
           between(FS[".gitlab-ci.yml"], "    - az webapp config container set -g rg-larderline-prod -n larderline-api",
                   "larderline.azurecr.io/forecast:$CI_COMMIT_SHA\n"),
           "    - az containerapp update -g rg-larderline-prod -n larderline-api --image larderline.azurecr.io/api:$CI_COMMIT_SHA\n\n"
           "deploy-forecast:\n"
           "  extends: .deploy\n"
           "  script:\n"
           "    - az acr build -r larderline -t forecast:$CI_COMMIT_SHA -f forecast/Dockerfile forecast\n"
           "    # The Flask endpoint is a container app; the nightly worker is a Container Apps job (KEDA queue trigger).\n"
           "    - az containerapp update -g rg-larderline-prod -n larderline-forecast --image larderline.azurecr.io/forecast:$CI_COMMIT_SHA\n"
           "    - az containerapp job update -g rg-larderline-prod -n larderline-forecast-nightly --image larderline.azurecr.io/forecast:$CI_COMMIT_SHA\n",
           label="s09.edit_deploy")
    s.bash("git switch -qc aca-cutover && git commit -qam \"deploy: Container Apps cutover\" && "
           "git push -q -u origin aca-cutover && glab mr create --draft --fill --yes --target-branch main",
           "Open the cutover MR as a draft",
           "Creating draft merge request for aca-cutover into main in larderline/larderline\n\n"
           "!97 Draft: deploy: Container Apps cutover (aca-cutover)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/97")
    s.branch = "aca-cutover"
    s.say("Draft !97 is up and not merged. It changes only the deploy jobs: `az containerapp update` for "
          "`larderline-api` and `larderline-forecast`, and `az containerapp job update` for "
          "`larderline-forecast-nightly`, all with the image built from the commit. Monday's order: switch DNS "
          "for `api.larderline.app` to the Container Apps ingress, mark !97 ready and merge; the pipeline on "
          "`main` then deploys there. Keep the App Service apps stopped, not deleted, for a week as a fallback.",
          label="s09.a_cutover", final=True)

    # --- forecast cold start -----------------------------------------------------------------------
    s.prompt("Sentry issue LARDER-FORECAST-3K, 212 events since Monday: IndexError in /forecast for the new "
             "Ottakring site, which opened on Monday and has three days of history. Handle cold start: if a "
             "series has fewer than 28 days, fall back to the category's median usage profile.",
             label="s09.p3")
    s.bash("git switch -q main && git switch -qc forecast-cold-start", "Start a branch from main", "")
    s.branch = "forecast-cold-start"
    s.read("forecast/larder_forecast/features.py")
    s.edit("forecast/larder_forecast/features.py",
           "def latest_features(usage: pd.DataFrame, holidays: pd.DataFrame, site_id: int, item_id: int) -> pd.Series:\n"
           "    history = usage[(usage[\"site_id\"] == site_id) & (usage[\"item_id\"] == item_id)]\n"
           "    features = model.make_features(history, holidays).dropna(subset=[\"lag_28\"])\n"
           "    return features.iloc[-1]\n",
           "MIN_HISTORY_DAYS = 28\n\n\n"
           "def latest_features(usage: pd.DataFrame, holidays: pd.DataFrame, site_id: int, item_id: int,\n"
           "                    profiles: \"CategoryProfiles\") -> pd.Series:\n"
           "    history = usage[(usage[\"site_id\"] == site_id) & (usage[\"item_id\"] == item_id)]\n"
           "    features = model.make_features(history, holidays).dropna(subset=[\"lag_28\"])\n"
           "    if features.empty:\n"
           "        # Cold start (new site or new item): fewer than 28 days of our own history. Use the median\n"
           "        # usage profile of the item's category, at this site if it has one, else across all sites.\n"
           "        return profiles.fallback(site_id, item_id)\n"
           "    return features.iloc[-1]\n")
    s.write("forecast/tests/test_cold_start.py", '''import pandas as pd

from larder_forecast.features import latest_features


def test_new_site_falls_back_to_category_profile(usage_frame, holidays, category_profiles):
    three_days = usage_frame[(usage_frame.site_id == 1) & (usage_frame.item_id == 10)].tail(3).assign(site_id=9)

    row = latest_features(three_days, holidays, site_id=9, item_id=10, profiles=category_profiles)

    assert row["source"] == "category-profile"
    assert row["mean_28"] == category_profiles.median_for(category="dairy")


def test_item_with_history_uses_its_own_lags(usage_frame, holidays, category_profiles):
    row = latest_features(usage_frame, holidays, site_id=1, item_id=10, profiles=category_profiles)

    assert row["source"] == "history"
    assert not pd.isna(row["lag_28"])
''')
    s.bash("cd forecast && pixi run python --version && pixi run test 2>&1 | tail -1",
           "Run the forecast tests",
           "Python 3.11.13\n34 passed in 42.77s", label="s09.pixi_cmd", rlabel="s09.pixi_test", took=(44, 50))
    s.say("Cold start is handled on `forecast-cold-start`: `latest_features` falls back to the category's median "
          "usage profile (site-level if the site has one, otherwise across sites) when a series has fewer than "
          "28 days, and marks the row `source=category-profile` so the prep list can show it as an estimate. Two "
          "new tests, 34 passing. Once you merge it, LARDER-FORECAST-3K can be resolved in Sentry.", final=True)
    return s, debian_dockerfile


# =========================================================================================
# s10 - 2025-10-30 Thu - Claude Code 2.0.29
# =========================================================================================

FS["web/app/items/[itemId]/page.tsx"] = """import { notFound } from "next/navigation";
import { getItem } from "@/lib/server/items";
import { ItemHeader } from "./ItemHeader";
import { StockHistory } from "./StockHistory";

export default async function ItemPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  const item = await getItem(Number(itemId));
  if (!item) notFound();

  return (
    <main className="mx-auto max-w-4xl space-y-6 p-6">
      <ItemHeader item={item} />
      <StockHistory itemId={item.id} />
    </main>
  );
}
"""


def s10(debian_dockerfile: str) -> Session:
    # Off-screen: !98 merged on 2025-10-09, the cutover MR !97 merged on Mon 2025-10-13.
    s = Session("s10", "2.0.29", "claude-sonnet-4-5-20250929", "2025-10-30T08:14:55.000Z", "main", "v2")
    s.prompt("Support ticket from yesterday, Gasthaus Lindner in Vienna: their purchase order PDFs say '1.5 kg' and "
             "'Thursday, October 23, 2025' where they should say '1,5 kg' and 'Donnerstag, 23. Oktober 2025'. It "
             "started three weeks ago, which is exactly when the alpine image went out. Everything else since the "
             "Container Apps cutover on the 13th has been smooth, by the way.", label="s10.p1", gap=(0, 0))
    s.think("The .NET alpine images set DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=true and ship without ICU, so every "
            "CultureInfo behaves like the invariant culture: '.' as decimal separator, English month and day names. "
            "Confirm in the deployed image.")
    s.bash("docker run --rm --entrypoint /bin/sh larderline.azurecr.io/api:main -c "
           "'env | grep -i globalization; ls /usr/lib | grep -c libicu'",
           "Check globalization settings in the deployed API image",
           "DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=true\n0", rlabel="s10.env", took=(4, 7))
    s.say("Confirmed. The alpine `aspnet` images set `DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=true` and contain no "
          "ICU, so `CultureInfo(\"de-AT\")` formats exactly like the invariant culture: decimal point, English "
          "month names. The Debian image has ICU, which is why it was fine before October 9. Two ways out: keep "
          "alpine and install ICU (`icu-libs` plus `icu-data-full`, roughly +35 MB, and switch invariant mode "
          "off), or go back to the Debian image. The first keeps most of the size win, so I'll try that.")
    s.reject_edit("api/Dockerfile", "FROM mcr.microsoft.com/dotnet/aspnet:9.0-alpine\nWORKDIR /app\n",
                  "FROM mcr.microsoft.com/dotnet/aspnet:9.0-alpine\n"
                  "# Alpine images default to invariant globalization; the PDFs need real cultures (de-AT, de-DE).\n"
                  "RUN apk add --no-cache icu-libs icu-data-full\n"
                  "ENV DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=false\n"
                  "WORKDIR /app\n", label="s10.reject")
    s.interrupted()
    s.prompt("No, don't patch alpine. Roll back to the Debian image: saving 110 MB isn't worth running a different "
             "libc and a different ICU setup than every dev machine and CI. Revert the image commit, and add a test "
             "so this can't come back silently.", label="s10.p2", gap=(20, 40))
    s.bash("git log --oneline -2 -- api/Dockerfile", "Find the alpine commit",
           "b71e3a9 api: alpine runtime image (-113 MB) (!96)\n"
           "8c2d1e4 api: .NET 9, built-in OpenAPI + Scalar instead of Swashbuckle (!58)")
    s.bash("git switch -c debian-image && git revert --no-edit b71e3a9",
           "Revert the alpine image commit on a branch",
           "Switched to a new branch 'debian-image'\n"
           "[debian-image 4e7f2c1] Revert \"api: alpine runtime image (-113 MB) (!96)\"\n"
           " 1 file changed, 3 insertions(+), 4 deletions(-)", rlabel="s10.revert")
    s.branch = "debian-image"
    FS["api/Dockerfile"] = debian_dockerfile
    s.write("api/tests/Larderline.Api.Tests/Purchasing/PurchaseOrderPdfCultureTests.cs", """using System.Globalization;
using Larderline.Api.Purchasing;
using Shouldly;
using Xunit;

namespace Larderline.Api.Tests.Purchasing;

/// <summary>
/// Fails under invariant globalization (the default of the alpine images): Austrian and German kitchens
/// must get decimal commas and German month names on their purchase orders.
/// </summary>
public sealed class PurchaseOrderPdfCultureTests
{
    [Theory]
    [InlineData("de-AT", "1,5 kg", "Donnerstag, 23. Oktober 2025")]
    [InlineData("de-DE", "1,5 kg", "Donnerstag, 23. Oktober 2025")]
    [InlineData("en-GB", "1.5 kg", "Thursday, 23 October 2025")]
    public void Formats_quantities_and_dates_in_the_site_culture(string culture, string quantity, string date)
    {
        var format = PurchaseOrderFormat.For(CultureInfo.GetCultureInfo(culture, predefinedOnly: true));

        format.Quantity(1.5m, "kg").ShouldBe(quantity);
        format.LongDate(new DateOnly(2025, 10, 23)).ShouldBe(date);
    }

    [Fact]
    public void Runtime_is_not_in_invariant_globalization_mode() =>
        CultureInfo.GetCultureInfo("de-AT").NumberFormat.NumberDecimalSeparator.ShouldBe(",");
}
""")
    s.bash("cd api && dotnet test Larderline.sln 2>&1 | tail -1", "Run the API tests",
           "Passed!  - Failed:     0, Passed:   178, Skipped:     0, Total:   178, Duration: 22 s - "
           "Larderline.Api.Tests.dll (net9.0)", took=(40, 48))
    s.bash("git add -A && git commit -qm \"api tests: PDF culture formatting\" && git push -q -u origin debian-image && "
           "glab mr create --fill --yes --target-branch main --title 'Revert \"api: alpine runtime image (-113 MB) "
           "(!96)\"' && glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch --yes && "
           "sleep 480 && glab ci trace deploy-api --branch main | grep -A2 'containerapp update'",
           "Merge the revert and watch the Container Apps deploy",
           "Creating merge request for debian-image into main in larderline/larderline\n\n"
           "!101 Revert \"api: alpine runtime image (-113 MB) (!96)\" (debian-image)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/101\n\n"
           "\u2713 Merged merge request !101 (Revert \"api: alpine runtime image (-113 MB) (!96)\")\n"
           "\u2713 Deleted branch debian-image\n"
           "$ az containerapp update -g rg-larderline-prod -n larderline-api --image "
           "larderline.azurecr.io/api:4e7f2c1d8a3b5e7f9c0d2e4f6a8b1c3d5e7f9a0b\n"
           "  \"provisioningState\": \"Succeeded\",\n"
           "  \"latestRevisionName\": \"larderline-api--0000019\",", rlabel="s10.deploy", took=(1020, 1090),
           timeout=1800000)
    s.branch = "main"
    s.say("Rolled back and live (!101): the API runs on the Debian 12 `aspnet:9.0` image again, deployed to the "
          "`larderline-api` container app as revision 19. New PDFs for Gasthaus Lindner use `1,5 kg` and "
          "`Donnerstag, 23. Oktober 2025`; PDFs already sent stay as they are, so they may want last week's "
          "orders re-exported.\n\n`PurchaseOrderPdfCultureTests` checks de-AT, de-DE and en-GB formatting and "
          "asserts that the runtime isn't in invariant mode. Note that CI runs the tests in the SDK image, not in "
          "the runtime image, so the second test guards the test environment; a future switch of the runtime "
          "image would still need a look at `DOTNET_SYSTEM_GLOBALIZATION_INVARIANT`.", label="s10.a_revert",
          final=True)

    # --- price chart -----------------------------------------------------------------------------
    fs_sub("web/package.json", '"next": "15.3.4"', '"next": "15.5.4"')
    s.prompt("Something nicer: on the item page, add a small line chart of the supplier price over the last 90 "
             "days. The Freshcrate prices come in daily now, and the API already has "
             "/api/items/{id}/prices?days=90. Use recharts.", label="s10.p3")
    s.bash("cd web && bun add recharts@3.3.0", "Add recharts",
           "bun add v1.3.1 (89fa0f34)\n\ninstalled recharts@3.3.0\n\n15 packages installed [1.94s]",
           label="s10.bun_add", rlabel="s10.bun_out")
    fs_sub("web/package.json", '    "react-dom": "19.1.0",\n', '    "react-dom": "19.1.0",\n    "recharts": "3.3.0",\n')
    s.write("web/app/items/[itemId]/PriceChart.tsx", """"use client";

import useSWR from "swr";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { fetcher } from "@/lib/api";

type PricePoint = { day: string; price: number; supplier: string };

const eur = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" });

export function PriceChart({ itemId }: { itemId: number }) {
  const { data } = useSWR<PricePoint[]>(`/api/items/${itemId}/prices?days=90`, fetcher, {
    revalidateOnFocus: false,
  });
  if (!data?.length) return null;

  return (
    <section className="rounded border border-stone-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-medium text-stone-600">Supplier price, last 90 days</h2>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} />
          <YAxis tickFormatter={(v: number) => eur.format(v)} width={72} />
          <Tooltip formatter={(v: number) => eur.format(v)} />
          <Line type="stepAfter" dataKey="price" stroke="#047857" dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </section>
  );
}
""", label="s10.write_chart")
    s.read("web/app/items/[itemId]/page.tsx")
    s.edit("web/app/items/[itemId]/page.tsx",
           "import { ItemHeader } from \"./ItemHeader\";\n",
           "import { ItemHeader } from \"./ItemHeader\";\nimport { PriceChart } from \"./PriceChart\";\n")
    s.edit("web/app/items/[itemId]/page.tsx",
           "      <StockHistory itemId={item.id} />\n",
           "      <StockHistory itemId={item.id} />\n      <PriceChart itemId={item.id} />\n")
    s.bash("cd web && bun run lint && bun run build 2>&1 | tail -14", "Lint and build the web app",
           "$ next lint\n\u2714 No ESLint warnings or errors\n"
           "   \u25b2 Next.js 15.5.4\n\n"
           "   Creating an optimized production build ...\n"
           " \u2713 Compiled successfully in 17.9s\n"
           "   Linting and checking validity of types ...\n"
           "   Collecting page data ...\n"
           " \u2713 Generating static pages (14/14)\n"
           "   Finalizing page optimization ...\n\n"
           "Route (app)                                 Size  First Load JS\n"
           "\u250c \u25cb /                                      2.1 kB         121 kB\n"
           "\u251c \u0192 /items/[itemId]                        96.4 kB         217 kB\n"
           "\u2514 \u0192 /sites/[siteId]/counts/new             3.8 kB         124 kB",
           rlabel="s10.build", took=(35, 45))
    s.bash("git status --short", "Show what changed",
           " M web/app/items/[itemId]/page.tsx\n M web/bun.lock\n M web/package.json\n"
           "?? web/app/items/[itemId]/PriceChart.tsx", rlabel="s10.git_status")
    s.say("The item page now shows a 90-day supplier price chart under the stock history: `PriceChart` loads "
          "`/api/items/{id}/prices?days=90` with SWR (no refetch on focus, like the count form) and draws a "
          "step line, since prices change once a day, with euro ticks in de-AT format. recharts adds about 90 kB "
          "to that route only. Lint and build pass; nothing is committed yet.", final=True)
    return s


# =========================================================================================
# s11 - 2025-11-19 Wed - Claude Code 2.0.46 (Stop hook: notify-send)
# =========================================================================================

FS["forecast/larder_forecast/worker.py"] = '''"""Container Apps job entry point: take one message from the forecast-jobs queue and run it."""
from __future__ import annotations

import json
import logging
import os

import sentry_sdk
from azure.identity import DefaultAzureCredential
from azure.storage.queue import QueueClient

from larder_forecast import train

log = logging.getLogger(__name__)
sentry_sdk.init(dsn=os.environ.get("SENTRY_DSN"), traces_sample_rate=0.1)


def main() -> None:
    queue = QueueClient(os.environ["QUEUE_ACCOUNT_URL"], "forecast-jobs", credential=DefaultAzureCredential())
    for message in queue.receive_messages(messages_per_page=1, visibility_timeout=3600, max_messages=1):
        job = json.loads(message.content)
        log.info("running %s job requested at %s", job["kind"], job["requestedAt"])
        train.run(site_ids=job.get("siteIds"))
        queue.delete_message(message)


if __name__ == "__main__":
    main()
'''

FS["infra/forecast-job.bicep"] = """param location string = resourceGroup().location
param environmentId string
param image string
param storageAccountName string

resource nightly 'Microsoft.App/jobs@2024-03-01' = {
  name: 'larderline-forecast-nightly'
  location: location
  identity: { type: 'SystemAssigned' }
  properties: {
    environmentId: environmentId
    configuration: {
      triggerType: 'Event'
      replicaTimeout: 7200
      replicaRetryLimit: 1
      eventTriggerConfig: {
        parallelism: 1
        replicaCompletionCount: 1
        scale: {
          minExecutions: 0
          maxExecutions: 1
          rules: [
            {
              name: 'forecast-jobs'
              type: 'azure-queue'
              metadata: {
                accountName: storageAccountName
                queueName: 'forecast-jobs'
                queueLength: '1'
              }
              identity: 'system'
            }
          ]
        }
      }
    }
    template: {
      containers: [
        {
          name: 'worker'
          image: image
          command: ['python', '-m', 'larder_forecast.worker']
          resources: { cpu: json('2.0'), memory: '4Gi' }
        }
      ]
    }
  }
}
"""

FS["api/src/Larderline.Api/appsettings.json"] = """{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "Larder": "Server=tcp:larderline-prod.database.windows.net,1433;Database=larder;Authentication=Active Directory Default;Encrypt=True"
  },
  "Freshcrate": {
    "WebhookSecret": ""
  }
}
"""

HOOK = "notify-send 'Claude Code' \"larderline: $(git branch --show-current) done\""


def s11() -> Session:
    s = Session("s11", "2.0.46", "claude-sonnet-4-5-20250929", "2025-11-19T09:05:13.000Z", "main", "v2", hook=HOOK)
    s.prompt("Forecast jobs: Azure Queue Storage → Service Bus. Last Tuesday a malformed job (a site was deleted "
             "between the trigger and the run) failed, became visible again after the hour, failed again, and so "
             "on: Storage Queues have no dead-letter queue, KEDA kept starting the job, and no forecast ran for "
             "five hours. Service Bus gives us dead-lettering after MaxDeliveryCount, duplicate detection on the "
             "job id, and scheduled messages if we ever need them. The namespace sb-larderline-prod (Standard) "
             "with a forecast-jobs queue exists already. The API sends, the forecast worker receives.",
             label="s11.p1", gap=(0, 0))
    s.todo([("Swap Azure.Storage.Queues for Azure.Messaging.ServiceBus in the API", "in_progress",
             "Swapping the queue client in the API"),
            ("Send the nightly trigger as a Service Bus message with a stable MessageId", "pending",
             "Sending the trigger through Service Bus"),
            ("Receive with azure-servicebus in the forecast worker, dead-letter invalid jobs", "pending",
             "Rewriting the forecast worker"),
            ("Point the KEDA scale rule of the nightly job at Service Bus", "pending",
             "Updating the KEDA scale rule"),
            ("Run both test suites and merge", "pending", "Running tests and merging")])
    s.bash("git switch -qc service-bus && cd api/src/Larderline.Api && dotnet remove package Azure.Storage.Queues && "
           "dotnet add package Azure.Messaging.ServiceBus",
           "Swap the Storage Queues SDK for Service Bus in the API",
           "info : Removing PackageReference for package 'Azure.Storage.Queues' from project "
           f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "  Determining projects to restore...\n"
           f"info : Adding PackageReference for package 'Azure.Messaging.ServiceBus' into project '{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           "info :   GET https://api.nuget.org/v3-flatcontainer/azure.messaging.servicebus/index.json\n"
           "info :   OK https://api.nuget.org/v3-flatcontainer/azure.messaging.servicebus/index.json 97ms\n"
           "info : PackageReference for package 'Azure.Messaging.ServiceBus' version '7.20.1' added to file "
           f"'{CWD}/api/src/Larderline.Api/Larderline.Api.csproj'.\n"
           f"log  : Restored {CWD}/api/src/Larderline.Api/Larderline.Api.csproj (in 1.88 sec).",
           label="s11.bash_sb_api", rlabel="s11.bash_sb_api_out")
    s.branch = "service-bus"
    api = "api/src/Larderline.Api/Larderline.Api.csproj"
    fs_sub(api, '    <PackageReference Include="Azure.Storage.Queues" Version="12.21.0" />\n',
           '    <PackageReference Include="Azure.Messaging.ServiceBus" Version="7.20.1" />\n')
    s.read("api/src/Larderline.Api/Jobs/RecurringJobs.cs")
    s.edit("api/src/Larderline.Api/Jobs/RecurringJobs.cs", "using Azure.Storage.Queues;\n",
           "using Azure.Messaging.ServiceBus;\n")
    s.edit("api/src/Larderline.Api/Jobs/RecurringJobs.cs",
           between(FS["api/src/Larderline.Api/Jobs/RecurringJobs.cs"], "/// <summary>Puts a message", "}\n}\n"),
           "/// <summary>Sends to the `forecast-jobs` Service Bus queue; KEDA starts the nightly forecast job for it.</summary>\n"
           "public sealed class ForecastTrigger(ServiceBusSender forecastJobs, TimeProvider clock)\n"
           "{\n"
           "    public async Task EnqueueAsync(CancellationToken ct)\n"
           "    {\n"
           "        var now = clock.GetUtcNow();\n"
           "        var job = new { kind = \"nightly\", requestedAt = now };\n"
           "        var message = new ServiceBusMessage(BinaryData.FromObjectAsJson(job))\n"
           "        {\n"
           "            // Duplicate detection on the queue drops a second trigger for the same night.\n"
           "            MessageId = $\"nightly-{now:yyyy-MM-dd}\",\n"
           "            ContentType = \"application/json\",\n"
           "        };\n"
           "        await forecastJobs.SendMessageAsync(message, ct);\n"
           "    }\n"
           "}\n", label="s11.edit_trigger")
    s.bash("cd api/src/Larderline.Api && perl -0pi -e 's/services\\.AddSingleton\\(_ => new QueueClient\\([^;]+\\);/"
           "services.AddSingleton(_ => new ServiceBusClient(config[\"ServiceBus:Namespace\"], new DefaultAzureCredential()));\\n"
           "        services.AddSingleton(sp => sp.GetRequiredService<ServiceBusClient>().CreateSender(\"forecast-jobs\"));/' "
           "Infrastructure/ServiceCollectionExtensions.cs && git diff --stat Infrastructure/",
           "Register the Service Bus client and sender instead of the QueueClient",
           " .../Infrastructure/ServiceCollectionExtensions.cs | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)")
    s.read("forecast/larder_forecast/worker.py")
    s.bash("cd forecast && pixi remove --pypi azure-storage-queue && pixi add --pypi azure-servicebus",
           "Swap the queue SDK in the forecast environment",
           "\u2714 Removed azure-storage-queue\n"
           "\u2714 Added azure-servicebus >=7.14.2, <8\n"
           "Added these as pypi-dependencies.", label="s11.bash_sb_py", rlabel="s11.bash_sb_py_out", took=(8, 14))
    fs_sub("forecast/pixi.toml", 'azure-storage-queue = "==12.12.0"\n', 'azure-servicebus = ">=7.14.2, <8"\n')
    s.write("forecast/larder_forecast/worker.py", '''"""Container Apps job entry point: take one message from the forecast-jobs Service Bus queue and run it."""
from __future__ import annotations

import json
import logging
import os

import sentry_sdk
from azure.identity import DefaultAzureCredential
from azure.servicebus import ServiceBusClient, ServiceBusReceivedMessage

from larder_forecast import train
from larder_forecast.errors import InvalidJob

log = logging.getLogger(__name__)
sentry_sdk.init(dsn=os.environ.get("SENTRY_DSN"), traces_sample_rate=0.1)


def handle(message: ServiceBusReceivedMessage) -> None:
    job = json.loads(str(message))
    log.info("running %s job %s requested at %s", job["kind"], message.message_id, job["requestedAt"])
    train.run(site_ids=job.get("siteIds"))


def main() -> None:
    client = ServiceBusClient(os.environ["SERVICEBUS_FQDN"], credential=DefaultAzureCredential())
    with client, client.get_queue_receiver("forecast-jobs", max_wait_time=30) as receiver:
        for message in receiver.receive_messages(max_message_count=1):
            try:
                handle(message)
            except InvalidJob as exc:
                # Bad input never succeeds on a retry: dead-letter it right away and tell Sentry.
                sentry_sdk.capture_exception(exc)
                receiver.dead_letter_message(message, reason="invalid-job", error_description=str(exc))
            else:
                receiver.complete_message(message)
            # Any other exception leaves the message locked; after MaxDeliveryCount (3) it is dead-lettered.


if __name__ == "__main__":
    main()
''', label="s11.write_worker")
    s.read("infra/forecast-job.bicep")
    s.edit("infra/forecast-job.bicep", "param storageAccountName string\n", "param serviceBusNamespace string\n")
    s.edit("infra/forecast-job.bicep",
           "              type: 'azure-queue'\n"
           "              metadata: {\n"
           "                accountName: storageAccountName\n"
           "                queueName: 'forecast-jobs'\n"
           "                queueLength: '1'\n"
           "              }\n",
           "              type: 'azure-servicebus'\n"
           "              metadata: {\n"
           "                namespace: serviceBusNamespace\n"
           "                queueName: 'forecast-jobs'\n"
           "                messageCount: '1'\n"
           "              }\n", label="s11.edit_bicep")
    s.bash("cd api && dotnet test Larderline.sln 2>&1 | tail -1 && cd ../forecast && pixi run test 2>&1 | tail -1",
           "Run the API and forecast tests",
           "Passed!  - Failed:     0, Passed:   181, Skipped:     0, Total:   181, Duration: 23 s - "
           "Larderline.Api.Tests.dll (net9.0)\n36 passed in 44.05s", took=(75, 90))
    s.bash("git add -A && git commit -qm \"jobs: Azure Queue Storage -> Service Bus\" && git push -q -u origin "
           "service-bus && glab mr create --fill --yes --target-branch main && glab ci status --live >/dev/null; "
           "glab mr merge --squash --remove-source-branch --yes && sleep 600 && glab ci status --branch main | grep deploy",
           "Merge when green and wait for the deploys",
           "Creating merge request for service-bus into main in larderline/larderline\n\n"
           "!105 jobs: Azure Queue Storage -> Service Bus (service-bus)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/105\n\n"
           "\u2713 Merged merge request !105 (jobs: Azure Queue Storage -> Service Bus)\n"
           "\u2713 Deleted branch service-bus\n"
           "(success) \u2022 01m 37s\tdeploy\t\tdeploy-api\n"
           "(success) \u2022 02m 44s\tdeploy\t\tdeploy-forecast\n"
           "(success) \u2022 00m 51s\tdeploy\t\tdeploy-infra", rlabel="s11.merge", took=(1150, 1250),
           timeout=1800000)
    s.branch = "main"
    s.say("Forecast jobs run over Service Bus now (!105, merged and deployed):\n\n- API: `Azure.Storage.Queues` "
          "replaced by `Azure.Messaging.ServiceBus` 7.20.1. `ForecastTrigger` sends a `ServiceBusMessage` with "
          "`MessageId = nightly-<date>`, so a double trigger is dropped by duplicate detection.\n- Forecast: "
          "`azure-storage-queue` replaced by `azure-servicebus` in `pixi.toml`/`pixi.lock`. The worker completes "
          "the message on success, dead-letters `InvalidJob` immediately (and reports it to Sentry), and leaves "
          "anything else to `MaxDeliveryCount` = 3, after which Service Bus dead-letters it too. A poison "
          "message now costs three attempts instead of a night.\n- Bicep: the nightly job's KEDA rule is "
          "`azure-servicebus` on `forecast-jobs` in `sb-larderline-prod`.\n\nThe 01:00 run tonight is the first "
          "one through Service Bus. The old storage queue can be deleted once it has run.", final=True)

    # --- Entra External ID, API side ---------------------------------------------------------------
    s.prompt("Auth: the Auth0 contract ends Nov 30. I've set up the Entra External ID tenant "
             "(larderlineid.ciamlogin.com), the app registrations and the user import. The cutover is Saturday the "
             "29th, early morning: switch the web login, then a reset-password email to everyone, because Auth0 "
             "won't export password hashes on our plan. I'm doing the web side myself with Auth.js. For the API: "
             "accept tokens from both issuers until December 31, so a tablet that still holds an Auth0 session "
             "doesn't get thrown out mid-shift.", label="s11.p2")
    s.read("api/src/Larderline.Api/Program.cs")
    s.edit("api/src/Larderline.Api/Program.cs",
           between(FS["api/src/Larderline.Api/Program.cs"], "builder.Services.AddAuthentication(", "    });\n"),
           "// Entra External ID from the cutover on Saturday 29 November; Auth0 tokens stay valid until 31 December\n"
           "// so tablets with an old session keep working. Remove the Auth0 scheme in January.\n"
           "builder.Services.AddAuthentication(\"Bearer\")\n"
           "    .AddPolicyScheme(\"Bearer\", \"Auth0 or Entra External ID\", o => o.ForwardDefaultSelector = ctx =>\n"
           "        TokenIssuer.Read(ctx)?.Contains(\".auth0.com\") == true ? \"Auth0\" : \"Entra\")\n"
           "    .AddJwtBearer(\"Auth0\", o =>\n"
           "    {\n"
           "        o.Authority = \"https://larderline.eu.auth0.com/\";\n"
           "        o.Audience = \"https://api.larderline.app\";\n"
           "    })\n"
           "    .AddJwtBearer(\"Entra\", o =>\n"
           "    {\n"
           "        o.Authority = builder.Configuration[\"Entra:Authority\"];\n"
           "        o.Audience = builder.Configuration[\"Entra:Audience\"];\n"
           "        o.MapInboundClaims = false;\n"
           "    });\n", label="s11.edit_auth")
    s.read("api/src/Larderline.Api/appsettings.json", rlabel="s11.read_appsettings")
    s.edit("api/src/Larderline.Api/appsettings.json",
           "  \"Freshcrate\": {\n    \"WebhookSecret\": \"\"\n  }\n",
           "  \"Freshcrate\": {\n    \"WebhookSecret\": \"\"\n  },\n"
           "  \"Entra\": {\n"
           "    \"Authority\": \"https://larderlineid.ciamlogin.com/3f6c2a8e-5d1b-4c7e-9a0f-2b8d4e6f1a37/v2.0\",\n"
           "    \"Audience\": \"api://larderline-api\"\n"
           "  }\n")
    s.write("api/tests/Larderline.Api.Tests/Auth/DualIssuerTests.cs", """using System.Net;
using Shouldly;
using Xunit;

namespace Larderline.Api.Tests.Auth;

[Collection(nameof(SqlServerCollection))]
public sealed class DualIssuerTests(SqlServerFixture sql)
{
    [Theory]
    [InlineData("https://larderline.eu.auth0.com/")]
    [InlineData("https://larderlineid.ciamlogin.com/3f6c2a8e-5d1b-4c7e-9a0f-2b8d4e6f1a37/v2.0")]
    public async Task Accepts_tokens_from_both_issuers(string issuer)
    {
        var client = sql.CreateClient(TestTokens.For(issuer, subject: "kitchen-manager"));

        var response = await client.GetAsync("/api/sites");

        response.StatusCode.ShouldBe(HttpStatusCode.OK);
    }

    [Fact]
    public async Task Rejects_an_unknown_issuer()
    {
        var client = sql.CreateClient(TestTokens.For("https://evil.example.com/", subject: "kitchen-manager"));

        (await client.GetAsync("/api/sites")).StatusCode.ShouldBe(HttpStatusCode.Unauthorized);
    }
}
""")
    s.bash("cd api && dotnet test Larderline.sln 2>&1 | tail -1", "Run the API tests",
           "Passed!  - Failed:     0, Passed:   184, Skipped:     0, Total:   184, Duration: 23 s - "
           "Larderline.Api.Tests.dll (net9.0)", took=(40, 48))
    s.bash("git switch -qc dual-issuer && git add -A && git commit -qm \"api: accept Auth0 and Entra External ID "
           "tokens until Dec 31\" && git push -q -u origin dual-issuer && glab mr create --fill --yes "
           "--target-branch main && glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch --yes",
           "Commit on a branch and merge when green",
           "Creating merge request for dual-issuer into main in larderline/larderline\n\n"
           "!106 api: accept Auth0 and Entra External ID tokens until Dec 31 (dual-issuer)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/106\n\n"
           "\u2713 Merged merge request !106 (api: accept Auth0 and Entra External ID tokens until Dec 31)\n"
           "\u2713 Deleted branch dual-issuer", took=(600, 660), timeout=900000)
    s.say("The API is ready for the 29th (!106, merged): a policy scheme looks at the token's issuer and forwards "
          "to an `Auth0` or an `Entra` JWT bearer scheme, so both kinds of token work until you delete the Auth0 "
          "one in January. The Entra authority and audience come from `Entra:*` in `appsettings.json`; "
          "`MapInboundClaims = false` keeps the raw claim names (`oid`, `sub`).\n\nOne thing from June still "
          "stands: `CurrentUser` resolves users by `sub` against `Users.Auth0Id`. Entra tokens will reach it "
          "after Saturday, so the user import needs to store each person's Entra `oid`, and `CurrentUser` has to "
          "look that up for Entra tokens. Until then Auth0 remains the login for everyone.",
          label="s11.a_entra", final=True)
    return s


# =========================================================================================
# s12 - 2025-12-04 Thu - Claude Code 2.0.58 (manual /compact)
# =========================================================================================

FS["web/.env.example"] = """# Copy to .env.local for development.
NEXT_PUBLIC_API_URL=http://localhost:5080
AUTH0_SECRET=
AUTH0_ISSUER_BASE_URL=https://larderline.eu.auth0.com
AUTH0_CLIENT_ID=
AUTH0_CLIENT_SECRET=
AUTH_SECRET=
AUTH_MICROSOFT_ENTRA_ID_ID=
AUTH_MICROSOFT_ENTRA_ID_SECRET=
AUTH_MICROSOFT_ENTRA_ID_ISSUER=https://larderlineid.ciamlogin.com/3f6c2a8e-5d1b-4c7e-9a0f-2b8d4e6f1a37/v2.0
"""

COMPACT_SUMMARY = """Analysis:
The user reported that the Entra External ID cutover happened last Saturday (2025-11-29): the web login switched at 07:10, 81% of active users have reset their passwords, and the Auth0 tenant is read-only until the contract ends on Nov 30. Bug: since the cutover the stock-adjustment audit log showed "unknown user" for every entry.

Summary:
1. Primary Request and Intent:
   - Fix the "unknown user" audit entries after the move from Auth0 to Microsoft Entra External ID, and clean up Auth0 leftovers.
2. Key Technical Concepts:
   - The API accepts Auth0 and Entra External ID tokens until 2025-12-31 (policy scheme by issuer, !106); the Auth0 scheme is removed in January.
   - Entra identifies users by `oid`; its `sub` is pairwise per application. Auth0 tokens carry `sub` = Users.Auth0Id.
   - The user import filled `Users.EntraObjectId` (migration 20251126_AddEntraObjectId).
   - The web app uses Auth.js with the Entra provider since the cutover; packages are managed with bun.
3. Files and Code Sections:
   - api/src/Larderline.Api/Auth/CurrentUser.cs: resolves by `oid` -> Users.EntraObjectId first, falls back to `sub` -> Users.Auth0Id.
   - api/tests/Larderline.Api.Tests/Auth/CurrentUserTests.cs: tests for both token kinds (187 API tests pass).
   - web/package.json: @auth0/nextjs-auth0 removed (`bun remove`); web/.env.example: AUTH0_* variables removed.
4. Errors and fixes:
   - CurrentUser only read `sub`, so every Entra token resolved to no user and audit rows got UserId NULL. Fixed; rows written between the cutover and the deploy stay unattributed.
5. Current state: merged as !110 on main.
6. Next: the user wants to continue with the forecast service."""


def s12() -> Session:
    # Off-screen: the web sign-in moved to Auth.js with the Entra provider (!108, 2025-11-29).
    fs_sub("web/package.json", '"version": "0.9.0"', '"version": "1.2.0"')
    FS["web/e2e/auth.setup.ts"] = """import { expect, test as setup } from "@playwright/test";

const authFile = "e2e/.auth/kitchen-manager.json";

// Entra External ID test tenant: a confidential test client mints a token for the e2e user, and our
// test-only /api/test/session route turns it into the Auth.js session cookie.
setup("log in as the kitchen manager", async ({ request }) => {
  const session = await request.post("/api/test/session", {
    data: { user: process.env.E2E_USERNAME, secret: process.env.E2E_SESSION_SECRET },
  });
  expect(session.ok()).toBeTruthy();
  await request.storageState({ path: authFile });
});
"""
    s = Session("s12", "2.0.58", "claude-opus-4-5-20251101", "2025-12-04T10:12:48.000Z", "main", "v2",
                slug="sturdy-whistling-pantry", hook=HOOK)
    s.prompt("The Entra External ID cutover went fine last Saturday: the login switched at 07:10, 81% of the "
             "active users have reset their password since, and the Auth0 tenant is read-only until the contract "
             "runs out. One bug: since Saturday, the audit log on stock adjustments says 'unknown user' for "
             "every entry. I guess it's the claim mapping?", label="s12.p1", gap=(0, 0))
    s.think("This is the oid/sub problem flagged in June and again on Nov 19: CurrentUser reads `sub` and looks "
            "up Users.Auth0Id. For Entra tokens `sub` is pairwise and matches nothing, so GetAsync returns null "
            "and the audit row gets no user. Check whether the import stored the Entra object id somewhere.")
    s.grep(r"EntraObjectId", "api/src",
           "api/src/Larderline.Api/Data/User.cs:12:    public Guid? EntraObjectId { get; set; }\n"
           "api/src/Larderline.Api/Data/Migrations/20251126_AddEntraObjectId.cs:14:                name: \"EntraObjectId\",\n"
           "api/src/Larderline.Api/Data/LarderDbContext.cs:58:        b.HasIndex(u => u.EntraObjectId).IsUnique()"
           ".HasFilter(\"[EntraObjectId] IS NOT NULL\");")
    s.bash("git switch -qc entra-claims", "Start a branch", "")
    s.branch = "entra-claims"
    s.read("api/src/Larderline.Api/Auth/CurrentUser.cs")
    s.edit("api/src/Larderline.Api/Auth/CurrentUser.cs",
           between(FS["api/src/Larderline.Api/Auth/CurrentUser.cs"], "        var sub = principal", "        return _user;\n"),
           "        // Entra External ID identifies a person by `oid`; its `sub` is a pairwise id per application and\n"
           "        // matches nothing we store. Auth0 tokens (accepted until Dec 31) still carry `sub` = Users.Auth0Id.\n"
           "        if (Guid.TryParse(principal.FindFirstValue(\"oid\"), out var objectId))\n"
           "        {\n"
           "            _user = await db.Users.SingleOrDefaultAsync(u => u.EntraObjectId == objectId, ct);\n"
           "            return _user;\n"
           "        }\n"
           "        var sub = principal.FindFirstValue(\"sub\");\n"
           "        if (sub is null)\n"
           "        {\n"
           "            return null;\n"
           "        }\n"
           "        _user = await db.Users.SingleOrDefaultAsync(u => u.Auth0Id == sub, ct);\n"
           "        return _user;\n", label="s12.edit_user")
    s.write("api/tests/Larderline.Api.Tests/Auth/CurrentUserTests.cs", """using Shouldly;
using Xunit;

namespace Larderline.Api.Tests.Auth;

[Collection(nameof(SqlServerCollection))]
public sealed class CurrentUserTests(SqlServerFixture sql)
{
    [Fact]
    public async Task Entra_token_resolves_by_object_id()
    {
        var objectId = Guid.Parse("0b5e6f3a-9c41-4d2e-8f7a-1c3b5d7e9f20");
        var user = await sql.SeedUserAsync(auth0Id: "auth0|64f1c2", entraObjectId: objectId);

        var resolved = await sql.ResolveCurrentUserAsync(TestTokens.Entra(oid: objectId, sub: "pairwise-xyz"));

        resolved.ShouldNotBeNull().Id.ShouldBe(user.Id);
    }

    [Fact]
    public async Task Auth0_token_still_resolves_by_sub()
    {
        var user = await sql.SeedUserAsync(auth0Id: "auth0|64f1c2", entraObjectId: null);

        var resolved = await sql.ResolveCurrentUserAsync(TestTokens.Auth0(sub: "auth0|64f1c2"));

        resolved.ShouldNotBeNull().Id.ShouldBe(user.Id);
    }
}
""")
    s.bash("cd api && dotnet test Larderline.sln 2>&1 | tail -1", "Run the API tests",
           "Passed!  - Failed:     0, Passed:   187, Skipped:     0, Total:   187, Duration: 24 s - "
           "Larderline.Api.Tests.dll (net9.0)", took=(40, 48))
    s.say("Fixed in `CurrentUser`. While I'm here, let me check what else still points at Auth0: the API's Auth0 "
          "scheme stays until Dec 31 on purpose, but the web SDK and its variables can go now.")
    s.bash("grep -rn -i 'auth0' --include=*.ts --include=*.tsx --include=*.json --include=*.cs --include=.env.example "
           "api/src web | grep -v node_modules",
           "List remaining Auth0 references",
           grep_lines("auth0", ["api/src/Larderline.Api/Auth/CurrentUser.cs", "api/src/Larderline.Api/Program.cs",
                                "web/.env.example", "web/e2e/auth.setup.ts", "web/package.json"]),
           rlabel="s12.auth0_left")
    s.bash("cd web && bun remove @auth0/nextjs-auth0", "Remove the Auth0 SDK from the web app",
           "bun remove v1.3.3 (274e01c7)\n\n- @auth0/nextjs-auth0\n\n4 packages removed [418.00ms]",
           label="s12.bun_remove", rlabel="s12.bun_remove_out")
    fs_sub("web/package.json", '    "@auth0/nextjs-auth0": "^3.6.0",\n', "")
    s.read("web/.env.example")
    s.edit("web/.env.example",
           "AUTH0_SECRET=\nAUTH0_ISSUER_BASE_URL=https://larderline.eu.auth0.com\nAUTH0_CLIENT_ID=\nAUTH0_CLIENT_SECRET=\n",
           "")
    s.bash("git add -A && git commit -qm \"api: resolve Entra users by oid; drop Auth0 SDK from web\" && "
           "git push -q -u origin entra-claims && glab mr create --fill --yes --target-branch main && "
           "glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch --yes",
           "Commit, open the MR and merge when green",
           "Creating merge request for entra-claims into main in larderline/larderline\n\n"
           "!110 api: resolve Entra users by oid; drop Auth0 SDK from web (entra-claims)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/110\n\n"
           "\u2713 Merged merge request !110 (api: resolve Entra users by oid; drop Auth0 SDK from web)\n"
           "\u2713 Deleted branch entra-claims", took=(600, 660), timeout=900000)
    s.branch = "main"
    s.say("Fixed and merged (!110):\n\n- `CurrentUser` resolves Entra tokens by `oid` against "
          "`Users.EntraObjectId` (filled by your import) and only falls back to `sub` → `Auth0Id` for the Auth0 "
          "tokens that are still accepted until Dec 31. New audit entries get the right user again.\n- "
          "`@auth0/nextjs-auth0` is removed from the web app and the `AUTH0_*` variables from `.env.example`.\n- "
          "Still Auth0 on purpose: the `Auth0` bearer scheme in `Program.cs`, to be deleted in January.\n\n"
          "The audit rows written between Saturday 07:10 and this deploy have `UserId = NULL`. They can't be "
          "attributed from the rows alone; if it matters, the Entra sign-in logs plus the device id on each "
          "adjustment would let us backfill most of them.", final=True)

    # --- Python 3.13 for the forecast service ------------------------------------------------------
    s.manual_compact(COMPACT_SUMMARY, 41873)
    s.prompt("Forecast housekeeping: move it to Python 3.13. conda-forge has 3.13 builds of everything we use now "
             "(lightgbm, pyodbc, scikit-learn), 3.11 only gets security fixes, and I'd like a current interpreter "
             "before the 2026 work starts.", label="s12.p2")
    s.bash("cd forecast && git switch -qc py313 && pixi add \"python=3.13.*\"", "Pin Python 3.13 in pixi.toml and re-lock",
           "\u2714 Added python 3.13.*", label="s12.pixi_add", rlabel="s12.pixi_add_out", took=(20, 30))
    s.branch = "py313"
    fs_sub("forecast/pixi.toml", 'python = "3.11.*"', 'python = "3.13.*"')
    s.bash("cd forecast && pixi run python --version && pixi run test 2>&1 | tail -1 && "
           "pixi run backtest --weeks 4 | tail -3",
           "Run the tests and a short backtest on 3.13",
           "Python 3.13.9\n36 passed in 39.61s\n"
           "model                 MAPE    wMAPE   bias    train time (one fold)\n"
           "lightgbm (global)     18.7%   16.1%   +1.6%      4m 12s\n"
           "(unchanged within noise vs. 3.11: 18.8% / 16.1% / +1.7%, 4m 39s)",
           rlabel="s12.py_test", took=(1100, 1200), timeout=1800000)
    s.bash("git commit -qam \"forecast: Python 3.13\" && git push -q -u origin py313 && glab mr create --fill --yes "
           "--target-branch main && glab ci status --live >/dev/null; glab mr merge --squash --remove-source-branch "
           "--yes && sleep 420 && glab ci trace deploy-forecast --branch main | grep -A1 'containerapp job update'",
           "Merge when green and check the forecast job deploy",
           "Creating merge request for py313 into main in larderline/larderline\n\n"
           "!111 forecast: Python 3.13 (py313)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/111\n\n"
           "\u2713 Merged merge request !111 (forecast: Python 3.13)\n"
           "\u2713 Deleted branch py313\n"
           "$ az containerapp job update -g rg-larderline-prod -n larderline-forecast-nightly --image "
           "larderline.azurecr.io/forecast:6a0e3d9b1c5f7a2e4d8b0c6f1e3a5d7b9c2e4f60\n"
           "  \"provisioningState\": \"Succeeded\",", rlabel="s12.merge_py", took=(1000, 1080), timeout=1800000)
    s.branch = "main"
    s.say("The forecast service runs Python 3.13 (!111, merged and deployed to the container app and the "
          "nightly job): `python = \"3.13.*\"` in `pixi.toml`, re-locked; the conda-forge builds of lightgbm, "
          "pyodbc and scikit-learn resolved without changes. Tests pass, and the 4-week backtest is the same "
          "within noise and a bit faster (4m12s vs 4m39s). The Docker image needed no change, since the "
          "interpreter comes from the pixi environment.", final=True)
    return s


# =========================================================================================
# s13 - 2025-12-30 Tue - Claude Code 2.0.76
# =========================================================================================

FS["api/src/Larderline.Api/Endpoints/StocktakeCsvEndpoint.cs"] = """using System.Globalization;
using System.Text;
using Larderline.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Larderline.Api.Endpoints;

public static class StocktakeCsvEndpoint
{
    private static readonly CultureInfo De = CultureInfo.GetCultureInfo("de-AT");

    public static void MapStocktakeCsv(this IEndpointRouteBuilder app) =>
        app.MapGet("/api/sites/{siteId:int}/stocktakes/{id:int}.csv", HandleAsync).RequireAuthorization();

    private static async Task<IResult> HandleAsync(int siteId, int id, LarderDbContext db, CancellationToken ct)
    {
        var lines = await db.StockCountLines
            .Where(l => l.StockCount.SiteId == siteId && l.StockCountId == id)
            .OrderBy(l => l.Item.Category.Name).ThenBy(l => l.Item.Name)
            .Select(l => new { Category = l.Item.Category.Name, l.Item.Name, l.Item.Unit, l.Counted, l.Item.UnitCost })
            .ToListAsync(ct);

        var csv = new StringBuilder("Kategorie;Artikel;Einheit;Gezählt;Wert\\n");
        foreach (var l in lines)
        {
            csv.Append($"{l.Category};{l.Name};{l.Unit};{l.Counted.ToString(De)};{(l.Counted * l.UnitCost).ToString("0.00", De)}\\n");
        }
        return Results.File(Encoding.UTF8.GetBytes(csv.ToString()), "text/csv", $"inventur-{id}.csv");
    }
}
"""

FS["docs/architecture.md"] = """# Larderline architecture

_Last reviewed: 2025-02-10_

Larderline helps small restaurant groups count stock, order from suppliers and plan tomorrow's prep.

## Components

| component | path | what |
|---|---|---|
| API | `api/` | ASP.NET Core on .NET 8: stock, counts, purchase orders, reports, PDF purchase orders (QuestPDF) |
| Web | `web/` | Next.js app for office and kitchen tablets |
| Forecast | `forecast/` | Python service: nightly usage forecasts and the `/forecast` endpoint |

## Stack

- **API:** .NET 8, minimal APIs, Dapper over Azure SQL Database, AutoMapper profiles for DTOs, Swashbuckle
  (Swagger UI at `/swagger`), Hangfire for recurring jobs (SQL Server storage).
- **API tests:** xUnit + FluentAssertions, SQL Server in Testcontainers.
- **Errors:** Sentry for the API (Sentry.AspNetCore) and the forecast service (sentry-sdk).
- **Web:** Next.js on Vercel, SWR for data fetching, Tailwind CSS, Cypress end-to-end tests, Yarn.
- **Forecast:** Python 3.11 in a conda environment (`environment.yml`), Prophet (one model per item and
  site), Flask for `/forecast`, gunicorn.
- **Jobs:** Hangfire enqueues the nightly forecast on an Azure Storage queue (`forecast-jobs`).
- **Auth:** Auth0 (Universal Login, Organizations per restaurant group).
- **CI/CD:** Jenkins on our VM (`ci.larderline.at`); images built in ACR and deployed to Azure App Service
  (Web App for Containers) from `main`.

## Data

Azure SQL Database (General Purpose, 2 vCores). Quantities are `decimal(10,3)`.
"""


def s13() -> Session:
    s = Session("s13", "2.0.76", "claude-opus-4-5-20251101", "2025-12-30T09:31:20.000Z", "main", "v2",
                slug="patient-folding-crane")
    s.prompt("Year-end stocktake week, and the first complaint is in: the stocktake CSV opens in Excel with broken "
             "umlauts, 'Kürbis' shows up as 'KÃ¼rbis' and the 'Gezählt' header as 'GezÃ¤hlt'. Please fix it, "
             "the kitchens do their counts tomorrow.", label="s13.p1", gap=(0, 0))
    s.think("Excel decodes a CSV as the legacy ANSI code page unless the file starts with a UTF-8 BOM. "
            "Encoding.UTF8.GetBytes never writes the preamble. Check the endpoint.")
    s.read("api/src/Larderline.Api/Endpoints/StocktakeCsvEndpoint.cs")
    s.edit("api/src/Larderline.Api/Endpoints/StocktakeCsvEndpoint.cs",
           "        return Results.File(Encoding.UTF8.GetBytes(csv.ToString()), \"text/csv\", $\"inventur-{id}.csv\");\n",
           "        // Excel only reads a CSV as UTF-8 when it starts with a BOM; GetBytes never writes one,\n"
           "        // so \"Kürbis\" came out as \"KÃ¼rbis\".\n"
           "        byte[] bytes = [.. Encoding.UTF8.GetPreamble(), .. Encoding.UTF8.GetBytes(csv.ToString())];\n"
           "        return Results.File(bytes, \"text/csv; charset=utf-8\", $\"inventur-{id}.csv\");\n")
    s.write("api/tests/Larderline.Api.Tests/Endpoints/StocktakeCsvTests.cs", """using System.Text;
using Shouldly;
using Xunit;

namespace Larderline.Api.Tests.Endpoints;

[Collection(nameof(SqlServerCollection))]
public sealed class StocktakeCsvTests(SqlServerFixture sql)
{
    [Fact]
    public async Task Csv_starts_with_a_utf8_bom_and_keeps_umlauts()
    {
        var (site, count) = await sql.SeedStocktakeAsync(("Gemüse", "Kürbis", "kg", 12.5m));

        var bytes = await sql.CreateClient().GetByteArrayAsync($"/api/sites/{site.Id}/stocktakes/{count.Id}.csv");

        bytes.Take(3).ShouldBe(new byte[] { 0xEF, 0xBB, 0xBF });
        Encoding.UTF8.GetString(bytes, 3, bytes.Length - 3).ShouldContain("Gemüse;Kürbis;kg;12,5");
    }
}
""")
    s.bash("cd api && dotnet test Larderline.sln", "Run the API tests", dotnet_test_output("net9.0", 188, 24, patch="9.0.11"),
           rlabel="s13.test", took=(40, 48))
    s.bash("git switch -qc csv-bom && git add -A && git commit -qm \"api: UTF-8 BOM for stocktake CSV\" && "
           "git push -q -u origin csv-bom && glab mr create --fill --yes --target-branch main && "
           "glab mr merge --squash --remove-source-branch --yes --auto-merge",
           "Commit and merge when the pipeline passes",
           "Creating merge request for csv-bom into main in larderline/larderline\n\n"
           "!113 api: UTF-8 BOM for stocktake CSV (csv-bom)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/113\n\n"
           "\u2713 Merge request !113 will be merged when the pipeline succeeds")
    s.branch = "csv-bom"
    s.say("Fixed: the stocktake CSV now starts with a UTF-8 byte order mark and is served as `text/csv; "
          "charset=utf-8`, so Excel shows `Kürbis` and `Gezählt`. A new test checks the BOM and the umlauts. "
          "!113 merges itself once the pipeline is green, in time for tomorrow's counts.", final=True)

    # --- dates for the blog post -------------------------------------------------------------------
    s.prompt("While CI runs: I'm writing a year-in-review post for our blog, so let me get the dates right first. "
             "We moved CI to GitLab in March, right? And the Playwright switch was in June?", label="s13.p2")
    s.bash("git switch -q main && git pull -q && git log --date=short --format='%ad %s' --since=2025-01-01 "
           "--grep='(!' --reverse",
           "List this year's merged MRs with dates",
           "2025-03-25 api: .NET 9, built-in OpenAPI + Scalar instead of Swashbuckle (!58)\n"
           "2025-04-24 ci: replace Jenkinsfile with .gitlab-ci.yml (!63)\n"
           "2025-04-24 api tests: FluentAssertions -> Shouldly (!64)\n"
           "2025-05-22 api: port data access from Dapper to EF Core 9 (!71)\n"
           "2025-05-28 api: AutoMapper -> Mapperly; stock levels as one EF projection (!73)\n"
           "2025-06-26 forecast: global LightGBM model replaces per-series Prophet (!77)\n"
           "2025-07-22 web: Cypress -> Playwright (chromium + iPad webkit) (!81)\n"
           "2025-07-23 api: Freshcrate price webhook (!82)\n"
           "2025-08-19 forecast: conda -> pixi with pixi.lock (!83)\n"
           "2025-08-19 web: switch data fetching from SWR to TanStack Query (!84)\n"
           "2025-09-16 Revert TanStack Query; optimistic PO updates with SWR (!86)\n"
           "2025-09-16 api: OpenTelemetry + Azure Monitor instead of Sentry (!87)\n"
           "2025-10-08 infra: Container Apps environment, apps and forecast job (Bicep) (!95)\n"
           "2025-10-09 api: alpine runtime image (-113 MB) (!96)\n"
           "2025-10-09 forecast: cold-start fallback to category profiles (!98)\n"
           "2025-10-13 deploy: Container Apps cutover (!97)\n"
           "2025-10-30 Revert \"api: alpine runtime image (-113 MB) (!96)\" (!101)\n"
           "2025-10-30 web: supplier price chart (!102)\n"
           "2025-11-19 jobs: Azure Queue Storage -> Service Bus (!105)\n"
           "2025-11-19 api: accept Auth0 and Entra External ID tokens until Dec 31 (!106)\n"
           "2025-11-29 web: sign-in with Entra External ID via Auth.js (!108)\n"
           "2025-12-04 api: resolve Entra users by oid; drop Auth0 SDK from web (!110)\n"
           "2025-12-04 forecast: Python 3.13 (!111)", rlabel="s13.gitlog")
    s.branch = "main"
    s.say("Neither, according to `git log`:\n\n- **GitLab CI** replaced Jenkins on **April 24** (!63, the same "
          "day as the Shouldly switch). March 25 was the .NET 9 upgrade (!58), which still ran on Jenkins.\n- "
          "**Playwright** replaced Cypress on **July 22** (!81). June 26 was the LightGBM forecast model "
          "(!77).\n\nThe list above has every merged MR of the year with its date, if that helps for the rest of "
          "the post: EF Core on May 22, Container Apps cutover on October 13, Entra sign-in on November 29.",
          label="s13.a_dates", final=True)
    s.prompt("Ha, right, March was .NET 9. Then docs/architecture.md: it's from February and describes a different "
             "product by now. Rewrite the stack part to what we actually run today, and add a short 'Next' section: "
             ".NET 10 in February, after the Valentine's rush. Nothing else is planned.", label="s13.p3")
    s.read("docs/architecture.md", rlabel="s13.read_doc")
    s.edit("docs/architecture.md",
           between(FS["docs/architecture.md"], "_Last reviewed: 2025-02-10_", "Quantities are `decimal(10,3)`.\n"),
           "_Last reviewed: 2025-12-30_\n\n"
           "Larderline helps small restaurant groups count stock, order from suppliers and plan tomorrow's prep.\n\n"
           "## Components\n\n"
           "| component | path | what |\n"
           "|---|---|---|\n"
           "| API | `api/` | ASP.NET Core on .NET 9: stock, counts, purchase orders, reports, PDF purchase orders (QuestPDF), Freshcrate price webhook |\n"
           "| Web | `web/` | Next.js app for office and kitchen tablets (mostly iPads) |\n"
           "| Forecast | `forecast/` | Python service: the `/forecast` endpoint and the nightly forecast job |\n\n"
           "## Stack\n\n"
           "- **API:** .NET 9, minimal APIs, EF Core 9 over Azure SQL Database, Mapperly (source-generated mappers),\n"
           "  built-in OpenAPI document with Scalar at `/scalar/v1`, Hangfire for recurring jobs (SQL Server storage).\n"
           "  Container image: `mcr.microsoft.com/dotnet/aspnet:9.0` (Debian 12); we tried Alpine in October and\n"
           "  went back because it runs with invariant globalization.\n"
           "- **API tests:** xUnit + Shouldly, SQL Server in Testcontainers.\n"
           "- **Telemetry:** the API sends traces, logs and exceptions to Application Insights through OpenTelemetry\n"
           "  (Azure Monitor distro). The forecast service reports errors to Sentry (sentry-sdk with the Flask\n"
           "  integration).\n"
           "- **Web:** Next.js on Vercel, SWR for data fetching (TanStack Query was tried in August and reverted),\n"
           "  Tailwind CSS, recharts, Playwright end-to-end tests (Chromium and iPad WebKit), Bun.\n"
           "- **Forecast:** Python 3.13 in a pixi environment (`pixi.toml` + `pixi.lock`), one global LightGBM model\n"
           "  over all item/site series, Flask for `/forecast`, gunicorn.\n"
           "- **Jobs:** Hangfire sends the nightly trigger to the Service Bus queue `forecast-jobs`; a Container Apps\n"
           "  job (KEDA Service Bus trigger) runs the forecast. Poison messages are dead-lettered.\n"
           "- **Auth:** Microsoft Entra External ID (since 2025-11-29). The API accepts Auth0 tokens until\n"
           "  2025-12-31; remove that scheme in January.\n"
           "- **CI/CD:** GitLab CI (shared runners); images built in ACR and deployed to Azure Container Apps\n"
           "  (`larderline-api`, `larderline-forecast`, job `larderline-forecast-nightly`) from `main`.\n\n"
           "## Data\n\n"
           "Azure SQL Database (General Purpose, 2 vCores). Quantities are `decimal(10,3)`.\n\n"
           "## Next\n\n"
           "- February 2026: upgrade the API to .NET 10 (LTS), after the Valentine's rush. Nothing else is planned.\n",
           label="s13.doc_edit")
    s.bash("git switch -qc docs-architecture && git commit -qam \"docs: architecture as of December 2025\" && "
           "git push -q -u origin docs-architecture && glab mr create --fill --yes --target-branch main && "
           "glab mr merge --squash --remove-source-branch --yes --auto-merge",
           "Commit the doc and merge when green",
           "Creating merge request for docs-architecture into main in larderline/larderline\n\n"
           "!114 docs: architecture as of December 2025 (docs-architecture)\n"
           " https://gitlab.com/larderline/larderline/-/merge_requests/114\n\n"
           "\u2713 Merge request !114 will be merged when the pipeline succeeds")
    s.branch = "docs-architecture"
    s.say("`docs/architecture.md` now describes the stack as it runs today (!114, merging when green): .NET 9 "
          "with EF Core, Mapperly and Scalar; xUnit + Shouldly; Application Insights for the API and Sentry for "
          "the forecast service; Next.js on Vercel with SWR, Playwright and Bun; the forecast on Python 3.13, "
          "pixi and LightGBM; Service Bus for jobs; Entra External ID; GitLab CI deploying to Container Apps. The "
          "old version still listed .NET 8, Dapper, AutoMapper, Swashbuckle, FluentAssertions, Cypress, Yarn, "
          "Prophet, conda, Auth0, Jenkins and App Service. The new 'Next' section has the .NET 10 upgrade in "
          "February; until then the API stays on .NET 9.", label="s13.a_final", final=True)
    return s


# =========================================================================================
# Ground truth: facts (evidence given as labels, resolved to <sessionId>#<uuid>)
# =========================================================================================

FIRST = "in place when first mentioned (2025-02-25, the first session); its true start is unknown"


def F(timeline, subject, predicate, obj, start, end, evidence, note=None):
    fact = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
            "evidence": evidence, "timeline": timeline}
    if note:
        fact["note"] = note
    return fact


FACTS = [
    F("api_target_framework", "larderline api", "target_framework", ".NET 8 (net8.0)", "2025-02-25", "2025-03-25",
      ["s01.csproj", "s01.test1", "s02.grep_tf"], FIRST),
    F("api_target_framework", "larderline api", "target_framework", ".NET 9 (net9.0)", "2025-03-25", None,
      ["s02.p1", "s02.bash_net9", "s02.test", "s02.merge", "s13.test", "s13.doc_edit"],
      "decided and merged (!58) the same day; .NET 10 is only planned for February 2026 (s13)"),
    F("api_openapi_docs", "larderline api", "openapi_tooling", "Swashbuckle.AspNetCore (Swagger UI)", "2025-02-25",
      "2025-03-25", ["s01.csproj", "s02.p1", "s02.read_program"], FIRST),
    F("api_openapi_docs", "larderline api", "openapi_tooling", "Microsoft.AspNetCore.OpenApi with Scalar",
      "2025-03-25", None, ["s02.p1", "s02.bash_net9", "s02.edit_program", "s02.merge", "s13.doc_edit"],
      "part of the .NET 9 upgrade (!58): `dotnet remove package Swashbuckle.AspNetCore`, `dotnet add package "
      "Microsoft.AspNetCore.OpenApi` and `Scalar.AspNetCore`"),
    F("api_data_access", "larderline api", "data_access", "Dapper", "2025-02-25", "2025-05-22",
      ["s01.read_suggester", "s01.csproj", "s01.a_decimal", "s03.p3", "s04.p1"], FIRST),
    F("api_data_access", "larderline api", "data_access", "Entity Framework Core 9", "2025-05-22", None,
      ["s03.p3", "s04.p1", "s04.read_stocklevels", "s06.read_program", "s13.gitlog", "s13.doc_edit"],
      "planned on 2025-04-24, ported by the user off-screen; 'landed last Thursday' said on Wed 2025-05-28 -> "
      "Thu 2025-05-22, confirmed by the git log in s13 (!71 on 2025-05-22)"),
    F("api_object_mapping", "larderline api", "object_mapping", "AutoMapper", "2025-02-25", "2025-05-28",
      ["s01.csproj", "s01.read_suggester", "s03.p3", "s04.p2"], FIRST),
    F("api_object_mapping", "larderline api", "object_mapping", "Mapperly (Riok.Mapperly)", "2025-05-28", None,
      ["s03.a_mapping", "s03.p4", "s04.p2", "s04.bash_mapperly", "s04.lockdiff", "s04.merge"],
      "reason (AutoMapper going commercial) and decision on 2025-04-24, carried out after the EF Core port; "
      "merged as !73 on 2025-05-28. Mapster was considered and rejected"),
    F("api_test_assertions", "larderline api tests", "assertion_library", "FluentAssertions 7", "2025-02-25",
      "2025-04-24", ["s01.write_test", "s02.p2", "s02.read_testcsproj", "s02.edit_pin"],
      FIRST + "; pinned to 7.2.0 on 2025-03-25 because v8 is commercially licensed"),
    F("api_test_assertions", "larderline api tests", "assertion_library", "Shouldly", "2025-04-24", None,
      ["s03.p2", "s03.bash_shouldly", "s03.merge_shouldly", "s06.write_test", "s13.gitlog"],
      "license reason given on 2025-03-25, decision and swap on 2025-04-24 (!64, auto-merged that day per git log)"),
    F("api_test_framework", "larderline api tests", "test_framework", "xUnit", "2025-02-25", None,
      ["s01.write_test", "s01.test1", "s06.write_test", "s13.test"], FIRST + "; never changes"),
    F("api_error_tracking", "larderline api", "error_tracking", "Sentry (Sentry.AspNetCore)", "2025-02-25",
      "2025-09-16", ["s01.csproj", "s02.read_program", "s08.p2"], FIRST),
    F("api_error_tracking", "larderline api", "error_tracking", "Azure Monitor Application Insights via OpenTelemetry",
      "2025-09-16", None, ["s08.p2", "s08.bash_otel", "s08.edit_program", "s08.merge_otel", "s13.doc_edit"],
      "merged as !87 on 2025-09-16; Datadog was considered and rejected; the forecast service keeps Sentry"),
    F("forecast_error_tracking", "larderline forecast", "error_tracking", "Sentry (sentry-sdk with the Flask integration)",
      "2025-02-25", None, ["s01.read_env", "s08.p2", "s09.p3", "s11.write_worker", "s13.doc_edit"],
      FIRST + "; the component that keeps the shared tool when the API leaves it on 2025-09-16"),
    F("ci", "larderline", "ci_provider", "Jenkins", "2025-02-25", "2025-04-24",
      ["s01.p2", "s01.read_jenkinsfile", "s02.p3", "s02.merge", "s03.read_jenkinsfile"], FIRST),
    F("ci", "larderline", "ci_provider", "GitLab CI", "2025-04-24", None,
      ["s02.p3", "s03.p1", "s03.write_gitlabci", "s03.git_rm", "s03.pipeline_main", "s13.gitlog", "s13.a_dates"],
      "reasons and 'end of April' plan on 2025-03-25; Jenkinsfile replaced by .gitlab-ci.yml and merged (!63) on "
      "2025-04-24. The user later misremembers it as March; corrected from git log on 2025-12-30"),
    F("backend_hosting", "larderline api and forecast", "hosted_on", "Azure App Service (Web App for Containers)",
      "2025-02-25", "2025-10-13", ["s01.read_jenkinsfile", "s02.merge", "s08.p3", "s09.merge"], FIRST),
    F("backend_hosting", "larderline api and forecast", "hosted_on", "Azure Container Apps", "2025-10-13", None,
      ["s08.p3", "s08.a_aca", "s09.p1", "s09.edit_deploy", "s10.p1", "s10.deploy", "s13.gitlog"],
      "decided 2025-09-16; 'cutover is next Monday' said on Thu 2025-10-09 -> Mon 2025-10-13; 'the cutover on "
      "the 13th' (2025-10-30) and !97 on 2025-10-13 in the git log confirm it"),
    F("api_base_image", "larderline api container", "base_image_distro",
      "Debian 12 bookworm-slim (mcr.microsoft.com/dotnet/aspnet default tag)", "2025-03-25", "2025-10-09",
      ["s02.read_dockerfile", "s02.sed_images", "s09.read_dockerfile"],
      "in place when first seen (the Dockerfile in s02, 2025-03-25; aspnet:8.0, bumped to aspnet:9.0 the same day)"),
    F("api_base_image", "larderline api container", "base_image_distro",
      "Alpine (mcr.microsoft.com/dotnet/aspnet:9.0-alpine)", "2025-10-09", "2025-10-30",
      ["s09.p1", "s09.edit_alpine", "s09.docker_images", "s09.merge", "s10.env"],
      "bumped and deployed on 2025-10-09 (!96), rolled back with git revert on 2025-10-30"),
    F("api_base_image", "larderline api container", "base_image_distro",
      "Debian 12 bookworm-slim (mcr.microsoft.com/dotnet/aspnet default tag)", "2025-10-30", None,
      ["s10.p2", "s10.revert", "s10.deploy", "s13.doc_edit"],
      "a state that comes back: the alpine commit reverted (!101) and deployed to Container Apps the same day"),
    F("database", "larderline", "database", "Azure SQL Database", "2025-02-25", None,
      ["s01.a_decimal", "s11.read_appsettings", "s13.read_doc", "s13.doc_edit"], FIRST + "; never changes"),
    F("web_framework", "larderline web", "framework", "Next.js", "2025-02-25", None,
      ["s01.read_form", "s10.build", "s13.doc_edit"], FIRST + "; never changes (minor upgrades only)"),
    F("web_hosting", "larderline web", "hosted_on", "Vercel", "2025-02-25", None,
      ["s01.p2", "s07.merge_tanstack", "s13.doc_edit"], FIRST + "; never changes; not to be confused with where "
      "the API runs"),
    F("web_e2e", "larderline web", "e2e_test_runner", "Cypress", "2025-02-25", "2025-07-22",
      ["s01.p2", "s01.read_spec", "s01.cypress_run", "s03.write_gitlabci", "s06.p1"], FIRST),
    F("web_e2e", "larderline web", "e2e_test_runner", "Playwright", "2025-07-22", None,
      ["s06.p1", "s06.bash_pw", "s06.write_config", "s06.pw_run", "s06.edit_ci", "s06.merge", "s13.gitlog"],
      "merged as !81 on 2025-07-22; once misremembered as June and corrected from git log"),
    F("web_data_fetching", "larderline web", "data_fetching", "SWR", "2025-02-25", "2025-08-19",
      ["s01.read_hook", "s01.edit_hook", "s07.p2"], FIRST),
    F("web_data_fetching", "larderline web", "data_fetching", "TanStack Query", "2025-08-19", "2025-09-16",
      ["s07.p2", "s07.bash_tanstack", "s07.merge_tanstack", "s08.p1"],
      "tried and taken out: merged and deployed on 2025-08-19 (!84), reverted with git revert on 2025-09-16"),
    F("web_data_fetching", "larderline web", "data_fetching", "SWR", "2025-09-16", None,
      ["s08.p1", "s08.revert", "s08.edit_hook", "s08.merge", "s10.write_chart", "s13.doc_edit"],
      "SWR again, now with optimisticData for purchase order lines"),
    F("web_package_manager", "larderline web", "package_manager", "Yarn 1 (classic)", "2025-02-25", "2025-10-30",
      ["s01.cypress_run", "s01.read_jenkinsfile", "s06.bash_pw_out", "s07.bash_tanstack", "s08.yarn_install"],
      FIRST + "; its end date is only the first session that shows bun"),
    F("web_package_manager", "larderline web", "package_manager", "Bun", "2025-10-30", None,
      ["s10.bun_add", "s10.bun_out", "s10.git_status", "s12.bun_remove", "s13.doc_edit"],
      "implicit: never announced; yarn is last seen on 2025-09-16 and bun first on 2025-10-30 (`bun add`, "
      "bun.lock in git status), so the switch happened in between. Do not ask 'when' about it"),
    F("identity_provider", "larderline", "identity_provider", "Auth0", "2025-02-25", "2025-11-29",
      ["s01.read_spec", "s02.read_program", "s05.p2", "s11.p2"], FIRST),
    F("identity_provider", "larderline", "identity_provider", "Microsoft Entra External ID", "2025-11-29", None,
      ["s05.p2", "s05.a_auth", "s11.p2", "s11.edit_auth", "s12.p1", "s12.edit_user", "s13.gitlog", "s13.doc_edit"],
      "reasons on 2025-06-26; cutover planned on 2025-11-19 for 'Saturday the 29th'; 'went fine last Saturday' "
      "said on Thu 2025-12-04 -> Sat 2025-11-29. The API also accepts Auth0 tokens until 2025-12-31"),
    F("forecast_model", "larderline forecast", "forecasting_model", "Prophet (one model per item and site)",
      "2025-02-25", "2025-06-26", ["s01.p3", "s01.read_train", "s05.p1", "s05.read_train"], FIRST),
    F("forecast_model", "larderline forecast", "forecasting_model", "LightGBM global model", "2025-06-26", None,
      ["s01.a_forecast", "s05.p1", "s05.edit_env", "s05.write_model", "s05.backtest", "s05.merge"],
      "suggested on 2025-02-25, postponed until after the spring menu; merged and deployed (!77) on 2025-06-26"),
    F("forecast_env_manager", "larderline forecast", "environment_manager", "conda (environment.yml)", "2025-02-25",
      "2025-08-19", ["s01.read_env", "s01.read_jenkinsfile", "s05.conda_update", "s07.p1"], FIRST),
    F("forecast_env_manager", "larderline forecast", "environment_manager", "pixi", "2025-08-19", None,
      ["s07.p1", "s07.pixi_init", "s07.lockdiff", "s07.write_dockerfile", "s07.edit_ci", "s07.merge",
       "s09.pixi_cmd", "s13.doc_edit"],
      "reason (7-minute solves) first visible on 2025-06-26; switched and merged (!83) on 2025-08-19"),
    F("forecast_python_version", "larderline forecast", "python_version", "Python 3.11", "2025-02-25", "2025-12-04",
      ["s01.read_env", "s05.conda_update", "s07.read_pixi", "s09.pixi_test"], FIRST),
    F("forecast_python_version", "larderline forecast", "python_version", "Python 3.13", "2025-12-04", None,
      ["s12.p2", "s12.pixi_add", "s12.py_test", "s12.merge_py", "s13.doc_edit"], "merged and deployed (!111)"),
    F("forecast_http_framework", "larderline forecast", "web_framework", "Flask", "2025-02-25", None,
      ["s01.read_env", "s05.p1", "s08.p2", "s13.doc_edit"], FIRST + "; never changes"),
    F("forecast_job_queue", "larderline forecast jobs", "queue", "Azure Queue Storage", "2025-02-25", "2025-11-19",
      ["s01.csproj", "s01.read_env", "s01.read_jobs", "s08.a_aca", "s11.p1"], FIRST),
    F("forecast_job_queue", "larderline forecast jobs", "queue", "Azure Service Bus", "2025-11-19", None,
      ["s11.p1", "s11.bash_sb_api", "s11.edit_trigger", "s11.bash_sb_py", "s11.write_worker", "s11.merge",
       "s13.doc_edit"], "merged and deployed (!105) on 2025-11-19"),
    F("freshcrate_message_broker", "freshcrate", "message_broker", "RabbitMQ", "2025-07-22", None,
      ["s06.p2"], "Freshcrate is a supplier partner; RabbitMQ (behind their Laravel backend) is their stack, never "
      "larderline's"),
]


def Q(qtype, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
    q = {"id": None, "type": qtype, "timeline": timeline, "question": question}
    if as_of:
        q["as_of"] = as_of
    q["answer"] = answer
    q["accept"] = accept
    if ordered:
        q["accept_all"] = True
        q["ordered_accept"] = ordered
    q["evidence"] = evidence
    return q


NO = ["no", "never", "did not", "didn't"]

QUESTIONS = [
    # --- before ---
    Q("before", "api_test_assertions", "Which assertion library did the API tests use before Shouldly?",
      "FluentAssertions 7 (pinned to 7.2.0 in March 2025 because version 8 is commercially licensed), until the "
      "switch to Shouldly on 2025-04-24.", ["fluentassertions", "fluent assertions"],
      ["s01.write_test", "s02.p2", "s03.p2"]),
    Q("before", "ci", "What ran larderline's CI pipelines before GitLab CI?",
      "Jenkins on a self-hosted VM (ci.larderline.at), until the Jenkinsfile was replaced by .gitlab-ci.yml on "
      "2025-04-24.", ["jenkins"], ["s01.p2", "s02.p3", "s03.git_rm"]),
    Q("before", "api_data_access", "Before Entity Framework Core, how did the API query the database?",
      "With Dapper and hand-written SQL, until the EF Core 9 port landed on 2025-05-22.", ["dapper"],
      ["s01.read_suggester", "s03.p3", "s04.p1"]),
    Q("before", "forecast_model", "What forecasting model did the forecast service run before LightGBM?",
      "Prophet, one model per item and site, until the global LightGBM model replaced it on 2025-06-26.",
      ["prophet"], ["s01.p3", "s01.read_train", "s05.p1"]),
    Q("before", "api_openapi_docs", "Before Scalar, what produced the API's OpenAPI document and docs UI?",
      "Swashbuckle (Swashbuckle.AspNetCore, Swagger UI at /swagger), removed in the .NET 9 upgrade on 2025-03-25.",
      ["swashbuckle", "swagger ui"], ["s01.csproj", "s02.p1", "s02.bash_net9"]),
    Q("before", "identity_provider", "Who handled user logins before Microsoft Entra External ID?",
      "Auth0, until the cutover on Saturday 2025-11-29 (the API keeps accepting Auth0 tokens until 2025-12-31).",
      ["auth0"], ["s01.read_spec", "s05.p2", "s12.p1"]),
    # --- after ---
    Q("after", "api_object_mapping", "What took AutoMapper's place in the API?",
      "Mapperly (Riok.Mapperly), a compile-time source generator, merged on 2025-05-28.", ["mapperly"],
      ["s03.a_mapping", "s03.p4", "s04.bash_mapperly", "s04.merge"]),
    Q("after", "web_e2e", "What did the end-to-end tests move to after Cypress?",
      "Playwright, with a Chromium and an iPad WebKit project, from 2025-07-22.", ["playwright"],
      ["s06.p1", "s06.bash_pw", "s06.merge"]),
    Q("after", "forecast_env_manager", "Once conda was dropped, what managed the forecast service's environment?",
      "pixi, with a committed pixi.lock, since 2025-08-19.", ["pixi"], ["s07.p1", "s07.pixi_init", "s07.merge"]),
    Q("after", "api_error_tracking", "Where did the API's errors go after Sentry?",
      "To Application Insights (Azure Monitor) through OpenTelemetry and the Azure.Monitor.OpenTelemetry.AspNetCore "
      "distro, from 2025-09-16. The forecast service stayed on Sentry.",
      ["application insights", "azure monitor", "opentelemetry"], ["s08.p2", "s08.bash_otel", "s08.edit_program"]),
    Q("after", "backend_hosting", "After Azure App Service, where did the API and the forecast service run?",
      "On Azure Container Apps (cutover on Monday 2025-10-13); the nightly forecast runs as a Container Apps job.",
      ["container apps"], ["s08.p3", "s09.p1", "s10.p1"]),
    Q("after", "forecast_job_queue", "What replaced Azure Queue Storage for the nightly forecast jobs?",
      "Azure Service Bus (the forecast-jobs queue, with dead-lettering and duplicate detection), from 2025-11-19.",
      ["service bus"], ["s11.p1", "s11.bash_sb_api", "s11.merge"]),
    # --- current ---
    Q("current", "api_target_framework", "Which .NET version does the API target today?",
      ".NET 9 (net9.0), since 2025-03-25; the .NET 10 upgrade is only planned for February 2026.",
      [".net 9", "net9.0"], ["s02.merge", "s13.test", "s13.doc_edit"]),
    Q("current", "forecast_error_tracking", "What does the forecast service use for error tracking now?",
      "Sentry (sentry-sdk with the Flask integration); only the API moved to Application Insights.", ["sentry"],
      ["s08.p2", "s09.p3", "s11.write_worker", "s13.doc_edit"]),
    Q("current", "web_data_fetching", "Which data-fetching library does the web app use at the moment?",
      "SWR, again since 2025-09-16, when the TanStack Query switch was reverted.", ["swr"],
      ["s08.revert", "s08.edit_hook", "s10.write_chart", "s13.doc_edit"]),
    Q("current", "web_package_manager", "What package manager is the web app on now?",
      "Bun (first seen on 2025-10-30; the move away from Yarn was never announced).", ["bun"],
      ["s10.bun_add", "s12.bun_remove", "s13.doc_edit"]),
    Q("current", "api_base_image", "What base image does the API container run on now?",
      "The Debian 12 (bookworm-slim) mcr.microsoft.com/dotnet/aspnet:9.0 image; the Alpine variant was rolled back "
      "on 2025-10-30.", ["debian", "bookworm"], ["s10.p2", "s10.revert", "s13.doc_edit"]),
    Q("current", "forecast_python_version", "Which Python version does the forecast service run on?",
      "Python 3.13, since 2025-12-04.", ["3.13"], ["s12.pixi_add", "s12.py_test", "s13.doc_edit"]),
    Q("current", "database", "Which database does larderline use?",
      "Azure SQL Database (General Purpose, 2 vCores), accessed from the API through EF Core 9.", ["azure sql"],
      ["s01.a_decimal", "s11.read_appsettings", "s13.doc_edit"]),
    Q("current", "identity_provider", "Which identity provider do users sign in with today?",
      "Microsoft Entra External ID, since the cutover on 2025-11-29.", ["entra"],
      ["s12.p1", "s12.edit_user", "s13.doc_edit"]),
    Q("current", "api_test_framework", "What test framework do the API tests run on?",
      "xUnit, with Shouldly for assertions and SQL Server in Testcontainers.", ["xunit"],
      ["s01.write_test", "s01.test1", "s13.test"]),
    # --- as_of ---
    Q("as_of", "api_test_assertions", "As of 2025-04-01, which assertion library were the API tests written with?",
      "FluentAssertions, pinned to 7.2.0 since version 8 is commercial; Shouldly replaced it on 2025-04-24.",
      ["fluentassertions", "fluent assertions"], ["s02.p2", "s02.edit_pin", "s03.p2"], as_of="2025-04-01"),
    Q("as_of", "web_data_fetching", "What did the web app use for data fetching on 2025-09-01?",
      "TanStack Query, adopted on 2025-08-19 and reverted to SWR on 2025-09-16.",
      ["tanstack", "react query", "react-query"], ["s07.p2", "s07.merge_tanstack", "s08.p1"], as_of="2025-09-01"),
    Q("as_of", "api_base_image", "As of 2025-10-20, which Linux distribution was the API's runtime image based on?",
      "Alpine (mcr.microsoft.com/dotnet/aspnet:9.0-alpine), from 2025-10-09 until the rollback to Debian on "
      "2025-10-30.", ["alpine"], ["s09.p1", "s09.edit_alpine", "s10.p1", "s10.revert"], as_of="2025-10-20"),
    Q("as_of", "backend_hosting", "Where were the API and the forecast service hosted as of 2025-10-01?",
      "Still on Azure App Service (Web App for Containers); the move to Container Apps happened on 2025-10-13.",
      ["app service"], ["s08.p3", "s09.p1", "s09.merge"], as_of="2025-10-01"),
    Q("as_of", "forecast_env_manager", "As of 2025-07-01, how was the forecast service's Python environment managed?",
      "With conda: an environment.yml, solved with micromamba in CI; pixi replaced it on 2025-08-19.",
      ["conda", "environment.yml", "micromamba"], ["s05.conda_update", "s05.merge", "s07.p1"], as_of="2025-07-01"),
    Q("as_of", "identity_provider", "On 2025-11-25, which identity provider did users log in with?",
      "Auth0. The switch to Entra External ID had been prepared on 2025-11-19 and happened on Saturday 2025-11-29.",
      ["auth0"], ["s11.p2", "s11.a_entra", "s12.p1"], as_of="2025-11-25"),
    Q("as_of", "api_target_framework", "What .NET version was the API on as of 2025-03-01?",
      ".NET 8 (net8.0); the .NET 9 upgrade was merged on 2025-03-25.", [".net 8", "net8.0"],
      ["s01.csproj", "s01.test1", "s02.p1"], as_of="2025-03-01"),
    Q("as_of", "api_data_access", "As of 2025-05-25, did the API access the database with Dapper or with EF Core?",
      "EF Core 9 (Entity Framework Core): the port from Dapper had landed on Thursday 2025-05-22.",
      ["ef core", "entity framework"], ["s04.p1", "s13.gitlog"], as_of="2025-05-25"),
    # --- when ---
    Q("when", "api_data_access", "When did the API's data layer move from Dapper to EF Core?",
      "On Thursday 2025-05-22 ('last Thursday', said on Wednesday 2025-05-28; the git log shows !71 on that day).",
      ["2025-05-22", "may 22", "22 may"], ["s04.p1", "s13.gitlog"]),
    Q("when", "backend_hosting", "When did the API and the forecast service move to Azure Container Apps?",
      "On Monday 2025-10-13: planned as 'next Monday' on 2025-10-09 and confirmed later as 'the cutover on the 13th'.",
      ["2025-10-13", "october 13", "oct 13", "13 october", "13 oct"], ["s09.p1", "s10.p1", "s13.gitlog"]),
    Q("when", "identity_provider", "When did logins switch from Auth0 to Entra External ID?",
      "On Saturday 2025-11-29 at 07:10 (planned on 2025-11-19, reported as 'last Saturday' on 2025-12-04).",
      ["2025-11-29", "november 29", "nov 29", "29 november", "29 nov"], ["s11.p2", "s12.p1", "s13.gitlog"]),
    Q("when", "web_data_fetching", "When was TanStack Query reverted?",
      "On 2025-09-16 (!86), four weeks after it went in on 2025-08-19.",
      ["2025-09-16", "september 16", "sep 16", "sept 16", "16 september", "16 sep"],
      ["s08.p1", "s08.revert", "s08.merge"]),
    Q("when", "ci", "When did CI move from Jenkins to GitLab CI?",
      "On 2025-04-24 (!63). Not in March: March 25 was the .NET 9 upgrade, which still ran on Jenkins.",
      ["2025-04-24", "april 24", "apr 24", "24 april", "24 apr"],
      ["s03.p1", "s03.pipeline_main", "s13.gitlog", "s13.a_dates"]),
    Q("when", "api_base_image", "When was the Alpine API image rolled back?",
      "On 2025-10-30 (!101), three weeks after it shipped on 2025-10-09.",
      ["2025-10-30", "october 30", "oct 30", "30 october", "30 oct"], ["s10.p2", "s10.revert", "s10.deploy"]),
    Q("when", "web_e2e", "When did the end-to-end suite switch to Playwright?",
      "On 2025-07-22 (!81), not in June.", ["2025-07-22", "july 22", "jul 22", "22 july", "22 jul"],
      ["s06.p1", "s06.merge", "s13.gitlog", "s13.a_dates"]),
    # --- why ---
    Q("why", "api_test_assertions", "Why did the API tests drop FluentAssertions?",
      "Version 8 moved to Xceed's commercial license ($129.95 per developer per year). They pinned 7.x in March "
      "and switched to the MIT-licensed Shouldly in April rather than pay per seat.",
      ["license", "licence", "commercial", "xceed", "$129.95"], ["s02.p2", "s03.p2"]),
    Q("why", "forecast_model", "Why was Prophet replaced in the forecast service?",
      "The nightly Prophet run (one model per item and site) took three to four hours and finished after the early "
      "kitchens had printed their prep lists. One global LightGBM model trains in under 5 minutes and backtested "
      "better (MAPE 24.6% to 19.1%).", ["hours", "slow", "prep list", "mape", "minutes"],
      ["s01.p3", "s01.a_forecast", "s05.p1", "s05.backtest"]),
    Q("why", "forecast_env_manager", "Why did the forecast service move off conda?",
      "The micromamba solve took 6-7 minutes in every pipeline, and environment.yml was no real lock: a fresh solve "
      "pulled a new tzdata and broke test_holiday_features. pixi gives a committed pixi.lock, and the CI job fell to "
      "about a minute.", ["lock", "solve", "minutes", "tzdata"], ["s05.merge", "s07.p1", "s07.merge"]),
    Q("why", "web_data_fetching", "Why was TanStack Query taken back out of the web app?",
      "Kitchen iPads showed stale stock levels after a count until a hard reload: the staleTime defaults fought "
      "the server-side prefetch and hydration, two evenings of fixes failed, and SWR's behaviour had been correct.",
      ["stale", "hydration", "hard reload"], ["s08.p1"]),
    Q("why", "api_base_image", "Why did the API image go back from Alpine to Debian?",
      "The Alpine images run with invariant globalization and no ICU, so Austrian purchase order PDFs showed "
      "'1.5 kg' and English dates. Instead of patching ICU into Alpine, they reverted to keep the same libc and ICU "
      "setup as the dev machines and CI.", ["globalization", "icu", "invariant", "decimal"],
      ["s10.p1", "s10.env", "s10.p2"]),
    Q("why", "identity_provider", "Why did larderline leave Auth0?",
      "Cost: with a login per kitchen tablet they were at about 7,400 monthly active users, and the renewal quote "
      "was $1,180 a month from December, while Entra External ID is free for the first 50,000 MAU and they run on "
      "Azure anyway.", ["$1,180", "cost", "quote", "mau", "50,000"], ["s05.p2"]),
    Q("why", "forecast_job_queue", "Why were the forecast jobs moved to Service Bus?",
      "A malformed job kept reappearing on the storage queue, which has no dead-letter queue, so no forecast ran "
      "for five hours. Service Bus dead-letters after MaxDeliveryCount and detects duplicate triggers.",
      ["dead-letter", "dead letter", "poison", "five hours", "duplicate"], ["s11.p1", "s11.write_worker"]),
    # --- history ---
    Q("history", "web_data_fetching", "How has the web app fetched data over time?",
      "SWR until 2025-08-19, then TanStack Query until it was reverted on 2025-09-16, then SWR again.",
      ["swr", "tanstack"], ["s01.read_hook", "s07.p2", "s08.revert"],
      ordered=[["swr"], ["tanstack", "react query"], ["swr"]]),
    Q("history", "api_base_image", "Which base images has the API container used, in order?",
      "Debian 12 bookworm-slim (aspnet:8.0, then aspnet:9.0) until 2025-10-09, then Alpine (aspnet:9.0-alpine) "
      "until 2025-10-30, then the Debian image again.", ["debian", "alpine"],
      ["s02.read_dockerfile", "s09.edit_alpine", "s10.revert"],
      ordered=[["debian", "bookworm"], ["alpine"], ["debian", "bookworm"]]),
    Q("history", "api_error_tracking", "How has the API reported its errors over time?",
      "Sentry (Sentry.AspNetCore) until 2025-09-16, then Application Insights through OpenTelemetry and the Azure "
      "Monitor distro.", ["sentry", "application insights"], ["s01.csproj", "s08.p2", "s08.edit_program"],
      ordered=[["sentry"], ["application insights", "azure monitor", "opentelemetry"]]),
    Q("history", "forecast_env_manager", "How has the forecast service managed its Python packages over time?",
      "conda with an environment.yml (micromamba in CI) until 2025-08-19, then pixi with a pixi.lock.",
      ["conda", "pixi"], ["s01.read_env", "s07.p1", "s07.pixi_init"],
      ordered=[["conda", "environment.yml"], ["pixi"]]),
    Q("history", "backend_hosting", "Where have the API and the forecast service been hosted, in order?",
      "Azure App Service (Web App for Containers) until 2025-10-13, then Azure Container Apps.",
      ["app service", "container apps"], ["s01.read_jenkinsfile", "s08.p3", "s10.p1"],
      ordered=[["app service"], ["container apps"]]),
    # --- negative ---
    Q("negative", "api_object_mapping", "Did the API ever use Mapster?",
      "No. Mapster was considered in April 2025 as an AutoMapper replacement and rejected for its runtime "
      "conventions; the API went from AutoMapper to Mapperly.", NO + ["rejected"], ["s03.a_mapping", "s03.p4"]),
    Q("negative", "forecast_job_queue", "Did larderline ever consume messages from a RabbitMQ broker?",
      "No. RabbitMQ belongs to Freshcrate, the supplier partner; they push their prices to a signed webhook "
      "instead. Larderline's own jobs went from Azure Queue Storage to Service Bus.", NO + ["freshcrate"],
      ["s06.p2", "s06.a_webhook"]),
    Q("negative", "api_error_tracking", "Did the API's telemetry move to Datadog?",
      "No. Datadog came up and was rejected as too expensive; the API moved from Sentry to Application Insights "
      "via OpenTelemetry.", NO + ["rejected"], ["s08.p2"]),
    Q("negative", "api_target_framework", "Is the API already running on .NET 10?",
      "No, not yet: it is on .NET 9, and the .NET 10 upgrade is planned for February 2026.",
      ["no", "not yet", "february"], ["s13.p3", "s13.doc_edit"]),
    Q("negative", "api_base_image", "Did we fix the PDF formatting by installing ICU into the Alpine image?",
      "No. Adding icu-libs to the Alpine image was proposed, but the user rejected the edit; the image was reverted "
      "to Debian on 2025-10-30.", NO + ["rejected", "reverted"], ["s10.reject", "s10.p2", "s10.revert"]),
    Q("negative", "web_e2e", "Did the team pay for Cypress Cloud to run the e2e tests in parallel?",
      "No. Paying for Cypress Cloud was ruled out; the e2e suite moved to Playwright on 2025-07-22 instead.", NO,
      ["s06.p1"]),
]


# =========================================================================================
# validate.py (written verbatim by main())
# =========================================================================================

VALIDATE_SRC = r'''#!/usr/bin/env python3
"""Check the claude_holdout9 transcripts (larderline), their questions and their facts; print counts.

Adapted from claude_timeline/validate.py: same checks and the same matching rule, for 13 sessions.

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


# =========================================================================================
# README
# =========================================================================================

WORK = {
    "s01": "purchase order quantities as `double` (Dapper `CAST ... AS float`); Cypress stock-count flake (SWR "
           "revalidate-on-focus); Prophet nightly takes 4h, LightGBM suggested and postponed",
    "s02": ".NET 8 → 9 with Swashbuckle → Microsoft.AspNetCore.OpenApi + Scalar; FluentAssertions 8 licence → pinned "
           "to 7.2.0; Jenkins pain, GitLab CI planned for end of April",
    "s03": "Jenkinsfile → `.gitlab-ci.yml` (dind for Testcontainers); FluentAssertions → Shouldly; AutoMapper going "
           "commercial, Mapperly chosen (Mapster rejected), EF Core port announced",
    "s04": "EF Core \"landed last Thursday\"; N+1 in stock levels; AutoMapper → Mapperly with lockfile diff",
    "s05": "Prophet → global LightGBM (`conda env update --prune`, backtest); Auth0 renewal quote and Entra migration notes",
    "s06": "Cypress → Playwright (`yarn remove`/`yarn add`, CI image); Freshcrate webhook (partner runs RabbitMQ)",
    "s07": "`/model`; conda → pixi (`pixi init --import`, lock, Dockerfile, CI); SWR → TanStack Query, merged",
    "s08": "TanStack Query taken out with `git revert`; API Sentry → OpenTelemetry + Application Insights (forecast "
           "keeps Sentry, Datadog rejected); Container Apps decided",
    "s09": "`aspnet:9.0` → `aspnet:9.0-alpine`; cutover MR drafted for \"next Monday\"; forecast cold start (Sentry issue)",
    "s10": "PDFs in invariant culture: ICU patch rejected (interrupted turn), alpine commit reverted; price chart with "
           "`bun add` (bun appears, never announced)",
    "s11": "Azure Queue Storage → Service Bus (`dotnet add`, `pixi add --pypi`, KEDA rule); dual-issuer JWT for the "
           "Entra cutover on \"Saturday the 29th\"; Stop hook",
    "s12": "Entra cutover \"went fine last Saturday\", `oid` vs `sub` bug; `bun remove @auth0/nextjs-auth0`; "
           "manual `/compact`; forecast Python 3.11 → 3.13",
    "s13": "stocktake CSV BOM; \"CI to GitLab in March?\" corrected from `git log`; stale `docs/architecture.md` "
           "rewritten; .NET 10 planned for February",
}

README = """# claude_holdout9: Claude Code transcripts of the fictional `larderline` project

A held-out evaluation set for graphmem's temporal memory, in the same layout and formats as
`claude_timeline` (transcripts, `facts.jsonl`, `questions.jsonl`, `validate.py`): a system ingests the 13
Claude Code session transcripts and answers "what did we use before X?", "what do we use now for Y?", "what
was it on date D?", "when did we switch?", "why?", "how did it change over time?" and "did we ever use W?".
The stack changes happen in conversation and, as often, only inside tool calls and tool output.

Everything here is fictional and was written for this set by `generate.py` (standard library only,
deterministic: every uuid, id, signature and timestamp comes from a hash or a seeded generator, so reruns are
byte-identical). **It was written without reading, running or importing any of the memory system's code**;
the only inputs were the data and documentation in `/work/shared/data` (the `claude_timeline` set and the real
transcripts in `claude_code/`, for the event shapes).

## The story

**larderline** helps small restaurant groups in Austria and Germany count stock, order from suppliers and
plan tomorrow's prep. One repository, `/home/kit/src/larderline`, holds three components:

- `api/`: an ASP.NET Core (C#) API with xUnit tests, Hangfire jobs and QuestPDF purchase orders;
- `web/`: a Next.js app used in offices and on kitchen iPads, hosted on Vercel;
- `forecast/`: a Python service (Flask `/forecast` endpoint plus a nightly training job) that predicts usage.

One developer (account `kit`, never otherwise named; their partner Tomás is mentioned) works on it with Claude
Code for ten months, from **2025-02-25 to 2025-12-30** (Claude Code's public preview started on 2025-02-24, so
the corpus cannot start earlier). Most turns are ordinary work (a floating-point bug in purchase orders, a
flaky Cypress spec, an N+1 query after an ORM port, crossing quantile forecasts, a supplier webhook, a
cold-start crash, PDFs in the wrong culture, a claims bug after an identity migration, a CSV without BOM);
the stack changes happen along the way. **Freshcrate**, a produce wholesaler piloting with them, runs
RabbitMQ behind a Laravel backend; that is the partner's stack, never larderline's.

"Now" means the end of the corpus, **2025-12-30**.

| file | what |
|---|---|
| `transcripts/<sessionId>.jsonl` | {n_sessions} Claude Code sessions, {n_lines} lines ({min_lines}-{max_lines} per session); what `~/.claude/projects/-home-kit-src-larderline/` would hold |
| `facts.jsonl` | {n_facts} ground-truth temporal facts in {n_timelines} timelines ({n_multi} with two or more states) |
| `questions.jsonl` | {n_questions} questions with reference answers, accepted strings, evidence lines and the timeline they are about |
| `validate.py` | consistency checks adapted from `claude_timeline/validate.py` (13 sessions), standard library only |
| `generate.py` | writes all of the above (`python3 generate.py && python3 validate.py`) |

### Sessions

| # | sessionId | date (UTC) | Claude Code | model | branch(es) | lines | work |
|---|---|---|---|---|---|---|---|
{session_rows}

## Timelines embedded

States with `valid_from`. A first state already in place when first mentioned carries the date of that
mention (almost always s01, 2025-02-25). Subjects keep components apart: `larderline api`, `larderline api
tests`, `larderline api container`, `larderline web`, `larderline forecast`, `larderline forecast jobs`,
`larderline api and forecast` (where the backend runs), `larderline` (whole product) and `freshcrate` (the
partner).

| timeline (subject / predicate) | states (valid_from) | how it is told |
|---|---|---|
| `api_target_framework` (larderline api / target_framework) | .NET 8 → .NET 9 (2025-03-25) | .NET 8 only in tool output in s01 (csproj `Read`, `dotnet test` output `(net8.0)`); s02: user decision, `sed` of `<TargetFramework>`, `dotnet add package ... --version 9.0.3`, merged !58 (Jenkins build). .NET 10 only planned for February 2026 (s13) |
| `api_openapi_docs` (larderline api / openapi_tooling) | Swashbuckle → Microsoft.AspNetCore.OpenApi + Scalar (2025-03-25) | Swashbuckle in the s01 csproj and the s02 `Program.cs`; `dotnet remove package Swashbuckle.AspNetCore && dotnet add package Microsoft.AspNetCore.OpenApi ... Scalar.AspNetCore`, `Edit` of `Program.cs` |
| `api_data_access` (larderline api / data_access) | Dapper → Entity Framework Core 9 (2025-05-22) | Dapper in code (`QueryAsync`, the csproj); the port is announced in s03 and done by the user off-screen: "landed last Thursday" said on Wed 2025-05-28; s13's `git log` shows !71 on 2025-05-22 |
| `api_object_mapping` (larderline api / object_mapping) | AutoMapper → Mapperly (2025-05-28) | reason (AutoMapper going commercial) and decision in s03 with Mapster rejected; s04: `dotnet remove package AutoMapper && dotnet add package Riok.Mapperly`, `[Mapper]` classes, `packages.lock.json` diff, merged !73 |
| `api_test_assertions` (larderline api tests / assertion_library) | FluentAssertions 7 → Shouldly (2025-04-24) | FluentAssertions first only in a `Write` of a test (s01); s02: v8 licence, pin to `[7.2.0]` by `Edit`, Renovate MR closed; s03: `dotnet remove/add package`, perl rewrite, merged !64 |
| `api_test_framework` (larderline api tests / test_framework) | xUnit | steady, never said to change (test files, `dotnet test` output) |
| `api_error_tracking` (larderline api / error_tracking) | Sentry → Application Insights via OpenTelemetry (2025-09-16) | Sentry in the csproj and `UseSentry`; s08: reasons, Datadog rejected, `dotnet remove package Sentry.AspNetCore && dotnet add package Azure.Monitor.OpenTelemetry.AspNetCore`, merged !87 |
| `forecast_error_tracking` (larderline forecast / error_tracking) | Sentry | **the component that keeps the shared tool**: `sentry-sdk[flask]` in the environment, a Sentry issue in s09, `sentry_sdk` in the worker in s11 |
| `ci` (larderline / ci_provider) | Jenkins → GitLab CI (2025-04-24) | reasons in s02 ("end of April"); s03: `Read` Jenkinsfile, `Write .gitlab-ci.yml`, `git rm Jenkinsfile`, `glab ci status`; the user's "March" is corrected from `git log` in s13 |
| `backend_hosting` (larderline api and forecast / hosted_on) | Azure App Service → Azure Container Apps (2025-10-13) | App Service in deploy commands (`az webapp config container set`); decided in s08 (cost, scale to zero); "cutover is next Monday" on Thu 2025-10-09 and a draft MR; "the cutover on the 13th" in s10; `az containerapp update` in s10 output |
| `api_base_image` (larderline api container / base_image_distro) | Debian 12 (2025-03-25) → Alpine (2025-10-09) → Debian 12 (2025-10-30) | the Dockerfile's comment in s02; s09 `Edit` to `-alpine` and `docker images` sizes; s10: invariant-globalization bug, ICU patch rejected, `git revert` of the image commit; **a base image bumped then rolled back, a state that comes back** |
| `database` (larderline / database) | Azure SQL Database | steady: an explanation in s01, the connection string in `appsettings.json` (s11), the docs |
| `web_framework` (larderline web / framework) | Next.js | steady (`next/navigation`, `▲ Next.js 15.5.4` in build output) |
| `web_hosting` (larderline web / hosted_on) | Vercel | steady; "the Vercel preview" (s01), `vercel ls` (s07). A look-alike for the backend's hosting |
| `web_e2e` (larderline web / e2e_test_runner) | Cypress → Playwright (2025-07-22) | Cypress in specs, Jenkins and GitLab configs; s06: reasons (14 minutes, no WebKit, Cypress Cloud not paid), `yarn remove cypress ... && yarn add -D @playwright/test`, config, CI image; the user's "June" corrected in s13 |
| `web_data_fetching` (larderline web / data_fetching) | SWR → TanStack Query (2025-08-19) → SWR (2025-09-16) | SWR only in code (s01); s07: `yarn remove swr && yarn add @tanstack/react-query`, merged, Vercel deploy; s08: reasons and `git revert` of the squash commit; **a library tried and taken out with git revert** |
| `web_package_manager` (larderline web / package_manager) | Yarn 1 → Bun (≈2025-10-30) | **implicit**: `yarn` in commands up to s08; s10 simply runs `bun add` and `git status` shows `bun.lock`; never announced, so no `when` question |
| `identity_provider` (larderline / identity_provider) | Auth0 → Microsoft Entra External ID (2025-11-29) | Auth0 in a Cypress command and `Program.cs`; reasons in s05 (quote, MAU); plan for "Saturday the 29th" and a dual-issuer `Edit` in s11; "went fine last Saturday" on Thu 2025-12-04; `bun remove @auth0/nextjs-auth0` |
| `forecast_model` (larderline forecast / forecasting_model) | Prophet → LightGBM global model (2025-06-26) | reasons in s01 (4h10 nightly), postponed "until after the spring menu"; s05: `Edit environment.yml`, `conda env update --prune` removing prophet, backtest, merged !77 |
| `forecast_env_manager` (larderline forecast / environment_manager) | conda → pixi (2025-08-19) | `environment.yml` and micromamba in CI; the 7-minute solve noticed in s05; s07: `pixi init --import`, lock diff, Dockerfile and CI rewritten |
| `forecast_python_version` (larderline forecast / python_version) | Python 3.11 → Python 3.13 (2025-12-04) | 3.11 only in config and output (`python=3.11`, `py311` build strings, `python = "3.11.*"`, `Python 3.11.13`); s12: `pixi add "python=3.13.*"` |
| `forecast_http_framework` (larderline forecast / web_framework) | Flask | steady |
| `forecast_job_queue` (larderline forecast jobs / queue) | Azure Queue Storage → Azure Service Bus (2025-11-19) | `Azure.Storage.Queues` / `azure-storage-queue` and a `QueueClient` in code; s11: poison message reason, `dotnet remove/add package`, `pixi remove/add --pypi`, KEDA rule `Edit` |
| `freshcrate_message_broker` (freshcrate / message_broker) | RabbitMQ | **a partner's stack**, mentioned in s06; never a larderline fact |

### How changes are told

- Decided and done in the same session: .NET 9 + Scalar (s02), GitLab CI (s03), Shouldly (s03), Mapperly
  (s04), LightGBM (s05), Playwright (s06), pixi (s07), TanStack Query (s07) and its revert (s08),
  Application Insights (s08), Alpine (s09) and its rollback (s10), Service Bus (s11), Python 3.13 (s12).
- Reasons given sessions before the change: Prophet's run time (s01 → s05), Jenkins (s02 → s03),
  FluentAssertions' licence (s02 → s03), AutoMapper going commercial (s03 → s04), the conda solve time
  (s05 → s07), Auth0's quote (s05 → s12), App Service cost (s08 → s10).
- Decided one day, in effect another: EF Core (announced s03, "landed last Thursday" in s04), Container Apps
  (decided s08, "next Monday" in s09, "the cutover on the 13th" in s10), Entra External ID (planned s11 for
  "Saturday the 29th", "went fine last Saturday" in s12).
- Relative dates to resolve against the line's own timestamp: "last Thursday" (Wed 2025-05-28 →
  2025-05-22), "next Monday" (Thu 2025-10-09 → 2025-10-13), "yesterday" (s10), "the 13th", "Saturday the
  29th", "last Saturday" (Thu 2025-12-04 → 2025-11-29), "last Friday" (s07), "in February" (s13, a plan).
- Only, or first, in tool calls and output: .NET 8 (`(net8.0)`), Swashbuckle, Dapper, AutoMapper, Sentry
  (csproj `Read`), FluentAssertions (a test `Write`), SWR (hook `Read`), Yarn (commands), conda and Python 3.11
  (`environment.yml`, `py311` builds), App Service (`az webapp`), Azure Queue Storage (`QueueClient`), the
  Debian base image (a Dockerfile comment), Bun (commands only, never named in conversation), Container Apps
  (`az containerapp update` output), the `git log` with every merge date.
- Dependency swaps as commands with their output: `dotnet remove package X && dotnet add package Y` (s02,
  s03, s04, s08, s11), `yarn remove` / `yarn add` (s06, s07), `conda env update --prune` (s05), `pixi init
  --import` / `pixi add` / `pixi remove --pypi` (s07, s11, s12), `bun add` / `bun remove` (s10, s12), lockfile
  diffs (`packages.lock.json` in s04, `pixi.lock` in s07, `yarn.lock` in s08's revert).
- A CI file replaced by another system's file: `Write .gitlab-ci.yml` + `git rm Jenkinsfile` (s03).
- Tried and reverted: TanStack Query (a real state, 2025-08-19 .. 2025-09-16, `git revert`); the Alpine image
  (a real state, 2025-10-09 .. 2025-10-30, `git revert`); an ICU patch for Alpine (a rejected `Edit` and an
  interrupted turn: **never** a state).
- Considered and rejected, never adopted: Mapster (s03), Datadog (s08), Cypress Cloud (s06), consuming
  Freshcrate's RabbitMQ (s06), ICU on Alpine (s10). Planned only: .NET 10 (s13). MediatR is mentioned as going
  commercial but was never used.
- Two components, one job: the API leaves Sentry for Application Insights (s08) while the forecast service
  keeps Sentry (s09, s11, s13).
- A wrong date corrected: "CI to GitLab in March? Playwright in June?" (s13), answered from `git log`
  (2025-04-24 and 2025-07-22).
- Stale text: s13 reads `docs/architecture.md` ("_Last reviewed: 2025-02-10_", listing .NET 8, Dapper,
  AutoMapper, Swashbuckle, FluentAssertions, Sentry for both, Cypress, Yarn, Prophet, conda, Python 3.11,
  Storage queues, Auth0, Jenkins, App Service) and then rewrites it. A `Read` result on the last day is not
  evidence of the current state.
- A compaction summary (s12, manual `/compact` between two tasks) restates the Entra cutover date, the `oid`
  fix and the removal of the Auth0 SDK in an `isCompactSummary` message.
- Look-alikes: Vercel (web hosting) vs Container Apps (backend hosting); Sentry for the forecast service vs
  Application Insights for the API; Azure Container Apps vs the Container Apps *job* for the nightly forecast;
  `sdk:9.0-alpine` vs `aspnet:9.0`; Entra `oid` vs `sub`; Freshcrate's RabbitMQ vs larderline's Service Bus.

## Format

Identical to `claude_timeline` (see its README): one file per session, named `<sessionId>.jsonl`, one JSON
event per line; one `cwd` (`/home/kit/src/larderline`) and one `version` per file; events `user` (prompts as
string content, tool results as `tool_result` blocks with a top-level `toolUseResult`, an interrupted turn,
slash command records, the compaction summary), `assistant` (one content block per line: `text`, `thinking`
with a `signature`, or `tool_use`; blocks of one API response share `message.id` and `requestId`), `system`
(`stop_hook_summary`, `compact_boundary`), `file-history-snapshot` and the legacy `summary`. Tools: Bash, Read,
Edit, Write, Grep, Glob, TodoWrite, with the input and `toolUseResult` shapes of the samples (Read results
numbered `     1→...` with the `<system-reminder>`; Edit results with `structuredPatch`, `originalFile` and a
`cat -n` snippet, computed from a simulated working tree; failed commands with `is_error: true`; one `Edit`
rejected by the user).

| sessions | versions | modelled on | what differs |
|---|---|---|---|
| s01-s03 | 0.2.9-0.2.86 | claude_timeline's 1.0.x lines | no snapshots, no `slug`, no `thinkingMetadata`, no `cache_creation` in `usage`; `stop_reason: "end_turn"` on a turn's last text; s02-s04 start with a legacy `summary` line whose `leafUuid` is the last line of the previous session |
| s04-s08 | 1.0.5-1.0.115 | the same | `cache_creation` in `usage`; TodoWrite items with `id`/`priority`; s07 opens with a `/model` command record and its `<local-command-stdout>` (user lines) |
| s09-s13 | 2.0.13-2.0.76 | claude_timeline's 2.0.x lines | `file-history-snapshot` before each prompt, `thinkingMetadata` on prompts, message key order `model, id, ...`, TodoWrite items with `activeForm`; `stop_hook_summary` (s11, s12: a `notify-send` Stop hook); `slug` (s12, s13); a manual `/compact` in s12 (`compact_boundary` with `parentUuid: null` and `logicalParentUuid`, then the `isCompactSummary` message, the `isMeta` caveat, the `/compact` command and its stdout) |

Quirks a reader must handle: tool results are `type: "user"` events; `gitBranch` changes inside a session after
the assistant switches branches (the tool result of the switching command still carries the old branch);
s10 has a rejected `Edit` followed by `[Request interrupted by user for tool use]`; s12 has the `/compact`
lines described above (the summary is not user speech); some Bash results are empty strings. Timestamps never decrease within a file, sessions don't overlap, there are no `progress` or
`queue-operation` events and no subagent sidechains.

### Evidence ids

As in `claude_timeline`: **`<sessionId>#<uuid>`**, naming only `user`, `assistant` and `system` lines. Evidence
points at the line that says the fact: the user's sentence, the assistant's `tool_use` line when the fact is in
the call's input (an `Edit` of a csproj, `Write .gitlab-ci.yml`, `bun add ...`), or the `tool_result` line when
it is in the output (`dotnet test ... (net8.0)`, `conda env update` removing prophet, `git log`).

### facts.jsonl

`subject`, `predicate`, `object`, `valid_from`, `valid_to` (`null` while the fact holds), `evidence`,
`timeline`, optional `note` (how the date was derived). One timeline per (subject, predicate); states chain
without gaps or overlaps; a state may come back (`SWR`, the Debian image). `valid_from` is when a state took
effect (merge/deploy, cutover), not when it was decided; relative dates are resolved against the timestamp of
the line that says them. The implicit Yarn → Bun switch is dated by the first session that shows bun and its
`note` says "implicit". `freshcrate` is a partner and never closes a larderline fact.

### questions.jsonl

Same keys as `claude_timeline`: `id` (`q01`..`q{n_questions}`), `type`, `timeline`, `question`, `as_of` (on
`as_of` questions, also in the text), `answer`, `accept` (lowercase strings), `accept_all` and
`ordered_accept` (history only), `evidence`. Types: {type_counts}.

## Scoring

As in `claude_timeline`: an answer is right when one `accept` string occurs in the lowercased returned text
(strings of 4 characters or fewer only as whole words, so `bun` does not match "bundle" and `swr` must stand
alone); `history` questions need every accept string and the `ordered_accept` groups in order, so a state that
comes back (SWR → TanStack Query → SWR, Debian → Alpine → Debian) has to be named twice. Evidence recall@k
compares the `<sessionId>#<uuid>` of the top-k hits with the question's `evidence`. Substring matching is
lenient: `sentry` also occurs in "moved off Sentry", `no` is accepted for negatives; use the reference `answer`
with a judge where it matters.

Notes for ingestion: several facts live only in tool inputs or deep in tool output (csproj `Read` results,
`dotnet`/`conda`/`pixi`/`bun` output, the `git log` in s13, the rewritten `docs/architecture.md` in an `Edit`).
A parser that keeps only a tool's name, or cuts results at a few hundred characters, loses them. The legacy
`summary` lines at the top of s02-s04 describe the *previous* session.

## Validation

```
$ python3 generate.py && python3 validate.py
{validate_output}
```

## Limits

- Claude Code versions before 1.0.98 and the 0.2.x envelope are extrapolated from the 1.0.x and 2.0.x lines
  of `claude_timeline`; the real early files may differ in small ways. Models follow the public release
  sequence for 2025.
- All tool output (dotnet, NuGet, yarn, bun, conda, pixi, Playwright, Cypress, glab, az, docker, git, Next.js)
  is written by hand to look like the real thing; package versions and command output formats are
  approximate for their dates. Code in `Read`/`Edit`/`Write` is illustrative and not compiled.
- Session wall-clock durations are shorter than real ones; waits for CI are folded into single Bash calls.
- `uuid`s, message and request ids, `toolu_` ids and thinking signatures are random strings of the right
  shape (signatures are not valid); token counts are plausible, not computed.
- Local times in prose assume the developer is in Vienna (CET/CEST); all event timestamps are UTC.
"""


def weekday(day: str) -> str:
    return datetime.fromisoformat(day).strftime("%a")


def branches(session: Session) -> str:
    seen: list[str] = []
    for line in session.lines:
        b = line.get("gitBranch")
        if b and (not seen or seen[-1] != b):
            seen.append(b)
    return " → ".join(seen)


def stats(facts: list[dict], questions: list[dict]) -> dict:
    from collections import Counter
    per = [len(s.lines) for s in SESSIONS]
    kinds = Counter(line.get("type") for s in SESSIONS for line in s.lines)
    types = Counter(q["type"] for q in questions)
    timelines: dict[str, int] = Counter(f["timeline"] for f in facts)
    cited = {e for q in questions for e in q["evidence"]} | {e for f in facts for e in f["evidence"]}
    first = SESSIONS[0].lines[0]["timestamp"][:10]
    last = SESSIONS[-1].lines[-1]["timestamp"][:10]
    out = [
        f"sessions:  {len(SESSIONS)}  ({first} .. {last}), Claude Code {SESSIONS[0].version} .. {SESSIONS[-1].version}",
        f"lines:     {sum(per)}  ({min(per)}-{max(per)} per session; "
        + ", ".join(f"{k} {v}" for k, v in kinds.most_common()) + ")",
        f"questions: {len(questions)}  " + ", ".join(f"{t}={types.get(t, 0)}" for t in sorted(types)),
        f"facts:     {len(facts)}  (open={sum(1 for f in facts if f['valid_to'] is None)}, "
        f"closed={sum(1 for f in facts if f['valid_to'] is not None)})",
        f"timelines: {len(timelines)}  ({sum(1 for n in timelines.values() if n >= 2)} with 2+ states)",
        f"evidence:  {len(cited)} distinct lines cited, in {len({e.split('#')[0] for e in cited})} sessions",
        "OK",
    ]
    return {"per": per, "types": types, "timelines": timelines, "validate_output": "\n".join(out)}


# =========================================================================================
# main
# =========================================================================================

def resolve(labels: list[str]) -> list[str]:
    return [LABELS[label] for label in labels]


def main() -> None:
    (OUT / "transcripts").mkdir(parents=True, exist_ok=True)
    for old in (OUT / "transcripts").glob("*.jsonl"):
        old.unlink()
    for build in (s01, s02, s03, s04, s05, s06, s07, s08):
        SESSIONS.append(build())
    session, debian_dockerfile = s09()
    SESSIONS.append(session)
    SESSIONS.append(s10(debian_dockerfile))
    for build in (s11, s12, s13):
        SESSIONS.append(build())
    for session in SESSIONS:
        session.write_file()

    facts = [dict(f, evidence=resolve(f["evidence"])) for f in FACTS]
    questions = []
    for i, q in enumerate(QUESTIONS, start=1):
        questions.append(dict(q, id=f"q{i:02d}", evidence=resolve(q["evidence"])))
    with open(OUT / "facts.jsonl", "w", encoding="utf-8") as fh:
        for f in facts:
            fh.write(json.dumps(f, ensure_ascii=False) + "\n")
    with open(OUT / "questions.jsonl", "w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")

    st = stats(facts, questions)
    rows = []
    for n, s in enumerate(SESSIONS, start=1):
        day = next(line["timestamp"] for line in s.lines if "timestamp" in line)[:10]
        rows.append(f"| s{n:02d} | `{s.sid}` | {day} {weekday(day)} | {s.version} | {s.model} | {branches(s)} | "
                    f"{len(s.lines)} | {WORK[s.key]} |")
    order = ["before", "after", "current", "as_of", "when", "why", "history", "negative"]
    readme = README.format(
        n_sessions=len(SESSIONS), n_lines=sum(st["per"]), min_lines=min(st["per"]), max_lines=max(st["per"]),
        n_facts=len(facts), n_timelines=len(st["timelines"]),
        n_multi=sum(1 for v in st["timelines"].values() if v >= 2), n_questions=len(questions),
        session_rows="\n".join(rows),
        type_counts=", ".join(f"`{t}` ({st['types'][t]})" for t in order),
        validate_output=st["validate_output"])
    (OUT / "README.md").write_text(readme, encoding="utf-8")
    (OUT / "validate.py").write_text(VALIDATE_SRC, encoding="utf-8")
    print(st["validate_output"].replace("\nOK", ""))


if __name__ == "__main__":
    main()
