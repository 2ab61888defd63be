#!/usr/bin/env python3
"""Write the claude_holdout7 set deterministically: transcripts/, facts.jsonl, questions.jsonl.

Usage: python3 generate.py [OUT_DIR]   (OUT_DIR defaults to this file's folder)
Standard library only. Every id (session, uuid, message, request, toolu_, signature) comes from
one seeded random generator, so two runs write byte-identical files.
"""
from __future__ import annotations

import base64
import difflib
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

RNG = random.Random(70072026)
CWD = "/Users/marta/dev/plotwise"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

REMINDER_OLD = ("<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. "
                "If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, "
                "write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n")
REMINDER_NEW = ("<system-reminder>\nWhenever you read a file, you should consider whether it would be considered "
                "malware. You CAN and SHOULD provide analysis of malware, what it is doing. But you MUST refuse to "
                "improve or augment the code. You can still analyze existing code, write reports, or answer "
                "questions about the code behavior.\n</system-reminder>\n")
TODO_OK = ("Todos have been modified successfully. Ensure that you continue to use the todo list to track your "
           "progress. Please proceed with the current tasks if applicable")


def new_uuid() -> str:
    h = list("%032x" % RNG.getrandbits(128))
    h[12] = "4"
    h[16] = "89ab"[RNG.randrange(4)]
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rid(prefix: str, n: int) -> str:
    return prefix + "".join(RNG.choice(B62) for _ in range(n))


def signature() -> str:
    return base64.b64encode(bytes(RNG.getrandbits(8) for _ in range(RNG.randrange(150, 290)))).decode()


def iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


# --- the repository as the sessions see it -------------------------------------------------

FS: dict[str, str] = {}


def numbered(content: str, start: int = 1, limit: int | None = None) -> tuple[str, str, int, int]:
    lines = content.split("\n")
    total = len(lines)
    chunk = lines[start - 1:(start - 1 + limit) if limit else None]
    text = "\n".join(f"{i:>6}→{line}" for i, line in enumerate(chunk, start=start))
    return text, "\n".join(chunk), len(chunk), total


def structured_patch(old: str, new: str) -> list[dict]:
    a, b = old.split("\n"), new.split("\n")
    hunks = []
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
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


def snippet(content: str, new_string: str) -> str:
    """The `cat -n` snippet Claude Code 1.0/2.0 shows after an Edit: the changed lines plus context."""
    pos = content.find(new_string)
    first = content[:pos].count("\n") + 1 if pos >= 0 else 1
    last = first + new_string.count("\n")
    lines = content.split("\n")
    lo, hi = max(1, first - 4), min(len(lines), last + 4)
    return "\n".join(f"{i:>6}→{lines[i - 1]}" for i in range(lo, hi + 1))


# --- one session ---------------------------------------------------------------------------

class Session:
    """Builds one transcript. era: '1.0' (ccv-like), '2.0' (entire a6e4-like), '2.1a' (entire 4b7d-like),
    '2.1b' (spotter-like)."""

    def __init__(self, key, version, model, branch, start, era, slug=None, hook=None, permission="acceptEdits"):
        self.key, self.version, self.model, self.branch, self.era = key, version, model, branch, era
        self.branch_first = branch
        self.sid = new_uuid()
        self.t = start
        self.slug, self.slug_on = slug, False
        self.hook = hook
        self.permission = permission
        self.rows: list[dict] = []
        self.last: str | None = None
        self.new_msg = True
        self.msg_id = self.req_id = None
        self.responses = 0
        self.labels: dict[str, str] = {}
        self.backups: dict[str, dict] = {}
        self.turn_start: datetime | None = None

    # time and envelope
    def tick(self, lo: float, hi: float) -> datetime:
        self.t += timedelta(seconds=RNG.uniform(lo, hi))
        return self.t

    def env(self) -> dict:
        d = {"parentUuid": self.last, "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug and self.slug_on:
            d["slug"] = self.slug
        return d

    def _add(self, row: dict, label: str | None) -> str:
        self.rows.append(row)
        if "uuid" in row:
            self.last = row["uuid"]
            if label:
                assert label not in self.labels, label
                self.labels[label] = row["uuid"]
        return row.get("uuid")

    def summary_line(self, text: str, leaf: str) -> None:
        self.rows.append({"type": "summary", "summary": text, "leafUuid": leaf})

    # user side
    def user(self, text: str, label: str | None = None, gap=(40, 200)) -> str:
        t = self.tick(*gap)
        self.turn_start = t
        u = new_uuid()
        if self.era != "1.0":
            snap_t = t + timedelta(milliseconds=RNG.randrange(80, 400))
            self.rows.append({"type": "file-history-snapshot", "messageId": u,
                              "snapshot": {"messageId": u, "trackedFileBackups": json.loads(json.dumps(self.backups)),
                                           "timestamp": iso(snap_t)}, "isSnapshotUpdate": False})
        row = self.env() | {"type": "user", "message": {"role": "user", "content": text}, "uuid": u, "timestamp": iso(t)}
        if self.era in ("2.0", "2.1a"):
            row["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
        if self.era == "2.1a":
            row["todos"] = []
        if self.era == "2.1b":
            row["thinkingMetadata"] = {"maxThinkingTokens": 31999}
            row["todos"] = []
            row["permissionMode"] = self.permission
        self.new_msg = True
        return self._add(row, label)

    def interrupt(self) -> str:
        t = self.tick(4, 12)
        row = self.env() | {"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": "[Request interrupted by user]"}]},
                            "uuid": new_uuid(), "timestamp": iso(t)}
        self.new_msg = True
        return self._add(row, None)

    # assistant side
    def _assistant(self, block: dict, label: str | None, stop=None, gap=(1.5, 9)) -> str:
        if self.new_msg:
            self.responses += 1
            if self.responses >= 2:
                self.slug_on = True
            self.msg_id, self.req_id = rid("msg_01", 22), rid("req_011C", 20)
            self.new_msg = False
            gap = (gap[0] + 3, gap[1] + 6)
        t = self.tick(*gap)
        usage = {"input_tokens": RNG.choice([3, 4, 6, 8]), "cache_creation_input_tokens": RNG.randrange(90, 1400),
                 "cache_read_input_tokens": RNG.randrange(14000, 42000),
                 "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 0},
                 "output_tokens": RNG.randrange(2, 700), "service_tier": "standard"}
        usage["cache_creation"]["ephemeral_5m_input_tokens"] = usage["cache_creation_input_tokens"]
        if self.era == "2.1b":
            usage["inference_geo"] = "not_available"
        if self.era == "1.0":
            msg = {"id": self.msg_id, "type": "message", "role": "assistant", "model": self.model, "content": [block]}
        else:
            msg = {"model": self.model, "id": self.msg_id, "type": "message", "role": "assistant", "content": [block]}
        msg |= {"stop_reason": stop, "stop_sequence": None, "usage": usage}
        row = self.env() | {"message": msg, "requestId": self.req_id, "type": "assistant", "uuid": new_uuid(), "timestamp": iso(t)}
        return self._add(row, label)

    def think(self, text: str, label: str | None = None) -> str:
        return self._assistant({"type": "thinking", "thinking": text, "signature": signature()}, label, gap=(4, 12))

    def say(self, text: str, label: str | None = None, end: bool = False) -> str:
        stop = "end_turn" if (end and self.era == "1.0") else None
        u = self._assistant({"type": "text", "text": text}, label, stop=stop, gap=(2, 14))
        if end:
            self.end_turn()
        return u

    def end_turn(self) -> None:
        if self.era == "2.1a":
            t = self.tick(0.3, 1.2)
            row = self.env() | {"type": "system", "subtype": "turn_duration",
                                "durationMs": int((t - self.turn_start).total_seconds() * 1000),
                                "timestamp": iso(t), "uuid": new_uuid(), "isMeta": False}
            self._add(row, None)
        elif self.hook:
            t = self.tick(0.4, 1.5)
            row = self.env() | {"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                                "hookInfos": [{"command": self.hook}], "hookErrors": [], "preventedContinuation": False,
                                "stopReason": "", "hasOutput": False, "level": "suggestion", "timestamp": iso(t),
                                "uuid": new_uuid(), "toolUseID": new_uuid()}
            self._add(row, None)

    # tools
    def _tool(self, name: str, inp: dict, label: str | None) -> tuple[str, str]:
        tid = rid("toolu_01", 22)
        block = {"type": "tool_use", "id": tid, "name": name, "input": inp}
        if self.era == "2.1b":
            block["caller"] = {"type": "direct"}
        u = self._assistant(block, label, gap=(0.6, 6))
        return tid, u

    def _result(self, tid: str, tool_uuid: str, content: str, tur, label: str | None, error=False,
                bash=False, gap=(0.4, 4)) -> str:
        t = self.tick(*gap)
        if error:
            block = {"type": "tool_result", "content": content, "is_error": True, "tool_use_id": tid}
        else:
            block = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if bash:
                block["is_error"] = False
        row = self.env() | {"type": "user", "message": {"role": "user", "content": [block]}, "uuid": new_uuid(),
                            "timestamp": iso(t), "toolUseResult": tur}
        if self.era in ("2.1a", "2.1b"):
            row["sourceToolAssistantUUID"] = tool_uuid
        self.new_msg = True
        return self._add(row, label)

    def _backup(self, path: str) -> None:
        rel = path.removeprefix(CWD + "/")
        if rel in self.backups:
            return
        self.backups[rel] = {"backupFileName": "%016x@v1" % RNG.getrandbits(64), "version": 1, "backupTime": iso(self.t)}

    def bash(self, command: str, description: str, output: str, label=None, rlabel=None, error=False,
             timeout: int | None = None, secs=(0.8, 5)) -> str:
        inp = {"command": command}
        if timeout:
            inp["timeout"] = timeout
        inp["description"] = description
        tid, u = self._tool("Bash", inp, label)
        if error:
            content = "Exit code 1\n" + output if not output.startswith("Exit code") else output
            return self._result(tid, u, content, "Error: " + content, rlabel, error=True, gap=secs)
        tur = {"stdout": output, "stderr": "", "interrupted": False, "isImage": False}
        if self.era == "2.1b":
            tur["noOutputExpected"] = False
        return self._result(tid, u, output, tur, rlabel, bash=True, gap=secs)

    def read(self, rel: str, label=None, rlabel=None, offset: int | None = None, limit: int | None = None) -> str:
        path = f"{CWD}/{rel}"
        inp = {"file_path": path}
        if offset:
            inp["offset"] = offset
        if limit:
            inp["limit"] = limit
        tid, u = self._tool("Read", inp, label)
        text, chunk, n, total = numbered(FS[rel], offset or 1, limit)
        reminder = REMINDER_OLD if self.era == "1.0" else REMINDER_NEW
        tur = {"type": "text", "file": {"filePath": path, "content": chunk, "numLines": n, "startLine": offset or 1, "totalLines": total}}
        return self._result(tid, u, text + "\n\n" + reminder, tur, rlabel)

    def edit(self, rel: str, old: str, new: str, label=None, rlabel=None, replace_all=False, stale=False) -> str:
        path = f"{CWD}/{rel}"
        if self.era in ("2.1a", "2.1b"):
            inp = {"replace_all": replace_all, "file_path": path, "old_string": old, "new_string": new}
        else:
            inp = {"file_path": path, "old_string": old, "new_string": new}
            if replace_all:
                inp["replace_all"] = True
        tid, u = self._tool("Edit", inp, label)
        if stale:
            msg = ("<tool_use_error>File has been modified since read, either by the user or by a linter. "
                   "Read it again before attempting to write it.</tool_use_error>")
            return self._result(tid, u, msg, "Error: File has been modified since read, either by the user or by a linter. "
                                "Read it again before attempting to write it.", rlabel, error=True)
        original = FS[rel]
        assert original.count(old) >= 1, (rel, old[:60])
        assert replace_all or original.count(old) == 1, (rel, "ambiguous", old[:60])
        updated = original.replace(old, new) if replace_all else original.replace(old, new, 1)
        FS[rel] = updated
        self._backup(path)
        if self.era in ("2.1a", "2.1b"):
            content = f"The file {path} has been updated successfully."
        else:
            content = f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + snippet(updated, new)
        tur = {"filePath": path, "oldString": old, "newString": new, "originalFile": original,
               "structuredPatch": structured_patch(original, updated), "userModified": False, "replaceAll": replace_all}
        return self._result(tid, u, content, tur, rlabel)

    def write(self, rel: str, content: str, label=None, rlabel=None) -> str:
        path = f"{CWD}/{rel}"
        tid, u = self._tool("Write", {"file_path": path, "content": content}, label)
        original = FS.get(rel)
        FS[rel] = content
        self._backup(path)
        if original is None:
            return self._result(tid, u, f"File created successfully at: {path}",
                                {"type": "create", "filePath": path, "content": content, "structuredPatch": []}, rlabel)
        if self.era in ("2.1a", "2.1b"):
            msg = f"The file {path} has been updated successfully."
        else:
            msg = f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + numbered(content, 1, 12)[0]
        tur = {"type": "update", "filePath": path, "content": content, "structuredPatch": structured_patch(original, content),
               "originalFile": original}
        return self._result(tid, u, msg, tur, rlabel)

    def grep(self, pattern: str, rels: list[str], mode="content", label=None, rlabel=None, path_arg="", glob=None,
             flags="") -> str:
        inp = {"pattern": pattern, "path": f"{CWD}/{path_arg}".rstrip("/")}
        if glob:
            inp["glob"] = glob
        inp["output_mode"] = mode
        if mode == "content":
            inp["-n"] = True
        tid, u = self._tool("Grep", inp, label)
        rx = re.compile(pattern, re.I if "i" in flags else 0)
        if mode == "content":
            hits = [f"{CWD}/{r}:{i}:{line}" for r in rels for i, line in enumerate(FS[r].split("\n"), start=1) if rx.search(line)]
            text = "\n".join(hits)
            tur = {"mode": "content", "numFiles": 0, "filenames": [], "content": text, "numLines": len(hits)}
            return self._result(tid, u, text or "No matches found", tur, rlabel)
        files = [f"{CWD}/{r}" for r in rels if rx.search(FS[r])]
        text = f"Found {len(files)} file{'s' if len(files) != 1 else ''}\n" + "\n".join(files)
        tur = {"mode": "files_with_matches", "filenames": files, "numFiles": len(files)}
        return self._result(tid, u, text, tur, rlabel)

    def glob(self, pattern: str, files: list[str], label=None, rlabel=None) -> str:
        tid, u = self._tool("Glob", {"pattern": pattern}, label)
        paths = [f"{CWD}/{f}" for f in files]
        tur = {"filenames": paths, "durationMs": RNG.randrange(40, 160), "numFiles": len(paths), "truncated": False}
        return self._result(tid, u, "\n".join(paths), tur, rlabel)

    def todo(self, items: list[tuple[str, str, str]], old: list | None = None, label=None) -> tuple[str, list]:
        """items: (content, status, activeForm-or-priority)."""
        todos = []
        for i, (content, status, extra) in enumerate(items, start=1):
            if self.era == "1.0":
                todos.append({"content": content, "status": status, "priority": extra, "id": str(i)})
            else:
                todos.append({"content": content, "status": status, "activeForm": extra})
        tid, u = self._tool("TodoWrite", {"todos": todos}, label)
        self._result(tid, u, TODO_OK, {"oldTodos": old or [], "newTodos": todos}, None)
        return u, todos

    # slash commands and compaction (2.1 envelopes)
    def local_command(self, name: str, stdout: str) -> None:
        t = self.tick(1, 3)
        for content in (f"<command-name>/{name}</command-name>\n            <command-message>{name}</command-message>\n            <command-args></command-args>",
                        f"<local-command-stdout>{stdout}</local-command-stdout>"):
            row = self.env() | {"type": "system", "subtype": "local_command", "content": content, "level": "info",
                                "timestamp": iso(t), "uuid": new_uuid(), "isMeta": False}
            self._add(row, None)

    def compact(self, summary: str, pre_tokens: int, label=None) -> None:
        t = self.tick(30, 90)
        base = self.env()
        row = {"parentUuid": None, "logicalParentUuid": self.last}
        row |= {k: v for k, v in base.items() if k != "parentUuid"}
        row |= {"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted", "isMeta": False,
                "timestamp": iso(t), "uuid": new_uuid(), "level": "info",
                "compactMetadata": {"trigger": "manual", "preTokens": pre_tokens}}
        self._add(row, None)
        row = self.env() | {"type": "user", "message": {"role": "user", "content": summary}, "isVisibleInTranscriptOnly": True,
                            "isCompactSummary": True, "uuid": new_uuid(), "timestamp": iso(t)}
        self._add(row, label)
        row = self.env() | {"type": "user", "message": {"role": "user", "content": "<local-command-caveat>Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to.</local-command-caveat>"},
                            "isMeta": True, "uuid": new_uuid(), "timestamp": iso(t)}
        self._add(row, None)
        t2 = self.tick(0.4, 0.9)
        row = self.env() | {"type": "user", "message": {"role": "user", "content": "<command-name>/compact</command-name>\n            <command-message>compact</command-message>\n            <command-args></command-args>"},
                            "uuid": new_uuid(), "timestamp": iso(t2)}
        self._add(row, None)
        t3 = self.tick(0.6, 1.4)
        row = self.env() | {"type": "user", "message": {"role": "user", "content": "<local-command-stdout>\u001b[2mCompacted (ctrl+o to see full summary)\u001b[22m</local-command-stdout>"},
                            "uuid": new_uuid(), "timestamp": iso(t3)}
        self._add(row, None)

    def ev(self, label: str) -> str:
        return f"{self.sid}#{self.labels[label]}"


def utc(s: str) -> datetime:
    return datetime.fromisoformat(s).replace(tzinfo=timezone.utc) + timedelta(microseconds=RNG.randrange(0, 999) * 1000)


# =============================================================================================
# The repository on 2025-08-26
# =============================================================================================

FS["backend/requirements.txt"] = """Django==5.2.5
django-environ==0.12.0
djangorestframework==3.16.1
drf-spectacular==0.28.0
django-filter==25.1
celery[redis]==5.5.3
django-celery-beat==2.8.1
django-redis==6.0.0
psycopg[binary]==3.2.9
dj-database-url==3.0.1
xhtml2pdf==0.2.17
exponent-server-sdk==2.1.0
sentry-sdk[django]==2.35.0
django-storages[s3]==1.14.6
gunicorn==23.0.0
whitenoise==6.9.0
"""

FS["backend/requirements-dev.txt"] = """-r requirements.txt
factory-boy==3.3.3
freezegun==1.5.5
coverage==7.10.4
unittest-xml-reporting==3.2.0
ruff==0.12.10
"""

FS["backend/Procfile"] = """release: python manage.py migrate --noinput
web: gunicorn plotwise.wsgi --workers 3 --log-file -
worker: celery -A plotwise worker -l info --concurrency 2
beat: celery -A plotwise beat -l info --scheduler django_celery_beat.schedulers:DatabaseScheduler
"""

FS["backend/.python-version"] = "3.11\n"

FS["backend/Dockerfile"] = """# Local development image (docker compose). Production runs on Heroku with the Python buildpack.
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app

RUN apt-get update \\
    && apt-get install -y --no-install-recommends build-essential libpq-dev \\
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt requirements-dev.txt ./
RUN pip install --no-cache-dir -r requirements-dev.txt

COPY . .
CMD ["python", "manage.py", "runserver", "0.0.0.0:8000"]
"""

FS["backend/plotwise/settings/base.py"] = '''"""Base settings shared by dev, test and production."""
from pathlib import Path

import dj_database_url
import environ
import sentry_sdk

env = environ.Env()
BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["api.plotwise.app"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "django_filters",
    "django_celery_beat",
    "accounts",
    "associations",
    "plots",
    "bookings",
    "rota",
    "billing",
    "notifications",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "plotwise.urls"
WSGI_APPLICATION = "plotwise.wsgi.application"

# DATABASE_URL comes from the Heroku Postgres add-on (standard-0).
DATABASES = {"default": dj_database_url.config(conn_max_age=600, ssl_require=not DEBUG)}

# Heroku Redis add-on (premium-0): the Django cache and the Celery broker share it.
REDIS_URL = env("REDIS_URL")
CACHES = {"default": {"BACKEND": "django_redis.cache.RedisCache", "LOCATION": REDIS_URL}}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
}

CELERY_BROKER_URL = REDIS_URL
CELERY_TASK_ACKS_LATE = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TIMEZONE = "Europe/Lisbon"

LANGUAGE_CODE = "pt-pt"
TIME_ZONE = "Europe/Lisbon"
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"

sentry_sdk.init(
    dsn=env("SENTRY_DSN", default=""),
    environment=env("SENTRY_ENVIRONMENT", default="production"),
    traces_sample_rate=0.05,
    send_default_pii=False,
)
'''

FS["backend/billing/pdf.py"] = '''"""Render billing documents (invoices, receipts) to PDF."""
from io import BytesIO

from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from xhtml2pdf import pisa

from billing.models import Invoice


class PdfRenderError(Exception):
    pass


def _link_callback(uri: str, rel: str) -> str:
    # xhtml2pdf fetches images itself; map /static/ and /media/ URLs to files on disk.
    if uri.startswith("/static/"):
        path = finders.find(uri.removeprefix("/static/"))
    else:
        path = Invoice.logo_storage_path(uri)
    if not path:
        raise PdfRenderError(f"file not found for {uri}")
    return path


def render_invoice(invoice: Invoice) -> bytes:
    html = render_to_string("billing/invoice.html", {"invoice": invoice, "association": invoice.association})
    out = BytesIO()
    result = pisa.CreatePDF(html, dest=out, link_callback=_link_callback, encoding="utf-8")
    if result.err:
        raise PdfRenderError(f"xhtml2pdf reported {result.err} error(s) for invoice {invoice.number}")
    return out.getvalue()
'''

INVOICE_FLEX_HEAD = '''  header { display: flex; justify-content: space-between; align-items: center; }
  header img.logo { max-height: 22mm; width: auto; }
  .summary { display: flex; gap: 8mm; margin-top: 10mm; }
  .lines { flex: 3; border-collapse: collapse; }
  .totals { flex: 1; border: 1px solid var(--accent); padding: 4mm; }'''

INVOICE_FLEX_BODY = '''<header>
  <img class="logo" src="{{ association.logo.url }}">
  <div class="meta">
    <h1>{% translate "Invoice" %} {{ invoice.number }}</h1>
    <p>{{ invoice.issued_on|date:"j F Y" }}</p>
  </div>
</header>
<div class="summary">
  <table class="lines">
    {% for line in invoice.lines.all %}
    <tr><td>{{ line.description }}</td><td class="num">{{ line.amount }} €</td></tr>
    {% endfor %}
  </table>
  <div class="totals">
    <p>{% translate "Subtotal" %} <strong>{{ invoice.subtotal }} €</strong></p>
    <p>{% translate "VAT" %} {{ invoice.vat_rate }}% <strong>{{ invoice.vat }} €</strong></p>
    <p class="grand">{% translate "Total" %} <strong>{{ invoice.total }} €</strong></p>
  </div>
</div>'''

INVOICE_TABLE_HEAD = '''  /* xhtml2pdf only understands CSS 2.1: tables for layout, no flexbox/gap/variables. */
  table.layout { width: 100%; }
  header img.logo { height: 20mm; }
  .lines { width: 100%; border-collapse: collapse; }
  .totals { border: 1px solid {{ association.brand_color|default:"#3a7d44" }}; padding: 4mm; }'''

INVOICE_TABLE_BODY = '''<table class="layout">
  <tr>
    <td><img class="logo" src="{{ association.logo.url }}"></td>
    <td style="text-align: right">
      <h1>{% translate "Invoice" %} {{ invoice.number }}</h1>
      <p>{{ invoice.issued_on|date:"j F Y" }}</p>
    </td>
  </tr>
</table>
<table class="layout" style="margin-top: 10mm">
  <tr>
    <td style="width: 70%; vertical-align: top">
      <table class="lines">
        {% for line in invoice.lines.all %}
        <tr><td>{{ line.description }}</td><td class="num">{{ line.amount }} €</td></tr>
        {% endfor %}
      </table>
    </td>
    <td style="width: 30%; vertical-align: top; padding-left: 8mm">
      <div class="totals">
        <p>{% translate "Subtotal" %} <strong>{{ invoice.subtotal }} €</strong></p>
        <p>{% translate "VAT" %} {{ invoice.vat_rate }}% <strong>{{ invoice.vat }} €</strong></p>
        <p class="grand">{% translate "Total" %} <strong>{{ invoice.total }} €</strong></p>
      </div>
    </td>
  </tr>
</table>'''

FS["backend/billing/templates/billing/invoice.html"] = '''{% load i18n %}<!doctype html>
<html lang="{{ association.language }}">
<head>
<meta charset="utf-8">
<style>
  :root { --accent: {{ association.brand_color|default:"#3a7d44" }}; }
  @page { size: A4; margin: 18mm 16mm 22mm; }
  body { font-family: "Inter", sans-serif; font-size: 10pt; color: #222; }
''' + INVOICE_FLEX_HEAD + '''
  .num { text-align: right; }
  .grand { font-size: 12pt; }
  footer { position: fixed; bottom: -12mm; font-size: 8pt; color: #666; }
</style>
</head>
<body>
''' + INVOICE_FLEX_BODY + '''
<footer>{{ association.legal_name }} · NIF {{ association.tax_id }} · IBAN {{ association.iban }}</footer>
</body>
</html>
'''

FS["backend/notifications/tasks.py"] = '''"""Background jobs: push reminders for the watering rota and bookings."""
from datetime import datetime, time, timedelta

from celery import shared_task
from django.utils import timezone
from exponent_server_sdk import PushClient, PushMessage, PushServerError

from notifications.models import Device
from rota.models import RotaSlot

# The app is an Expo managed project, so pushes go through Expo's push service
# (the SDK talks to exp.host; we hold no APNs or FCM credentials ourselves).
push_client = PushClient()


@shared_task(bind=True, acks_late=True, autoretry_for=(PushServerError,), retry_backoff=True, max_retries=5)
def send_rota_reminder(self, slot_id: int) -> int:
    slot = RotaSlot.objects.select_related("member", "plot").get(pk=slot_id)
    tokens = Device.objects.filter(member=slot.member, active=True).values_list("expo_token", flat=True)
    messages = [
        PushMessage(
            to=token,
            title="Rega",
            body=f"Hoje é a sua vez de regar em {slot.plot.site_name}.",
            # Opened by React Navigation's linking config (mobile/src/navigation/linking.ts).
            data={"screen": "RotaDetail", "slotId": slot.id},
        )
        for token in tokens
    ]
    if messages:
        push_client.publish_multiple(messages)
    return len(messages)


@shared_task
def schedule_rota_reminders() -> int:
    """Runs at 18:00 from celery beat: queue tomorrow's reminders for 07:00 local time."""
    tomorrow = timezone.localdate() + timedelta(days=1)
    count = 0
    for slot in RotaSlot.objects.filter(day=tomorrow).select_related("plot__association"):
        eta = datetime.combine(tomorrow, time(7, 0), tzinfo=slot.plot.association.zoneinfo)
        send_rota_reminder.apply_async((slot.id,), eta=eta)
        count += 1
    return count
'''

FS["backend/plotwise/celery.py"] = '''import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "plotwise.settings.production")

app = Celery("plotwise")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
'''

FS["backend/billing/tests/test_invoice_numbers.py"] = '''from datetime import date

from django.test import TestCase

from associations.models import Association
from billing.models import Invoice
from billing.numbering import next_invoice_number


class InvoiceNumberTests(TestCase):
    def setUp(self):
        self.association = Association.objects.create(name="Hortas da Graça", slug="graca", tax_id="509876543")
        self.other = Association.objects.create(name="Hortas de Almada", slug="almada", tax_id="508112233")

    def test_first_number_of_the_year(self):
        self.assertEqual(next_invoice_number(self.association, date(2025, 1, 3)), "GRACA-2025-0001")

    def test_increments_within_the_year(self):
        Invoice.objects.create(association=self.association, number="GRACA-2025-0041", issued_on=date(2025, 6, 1))
        self.assertEqual(next_invoice_number(self.association, date(2025, 6, 2)), "GRACA-2025-0042")

    def test_restarts_in_january(self):
        Invoice.objects.create(association=self.association, number="GRACA-2024-0318", issued_on=date(2024, 12, 30))
        self.assertEqual(next_invoice_number(self.association, date(2025, 1, 2)), "GRACA-2025-0001")

    def test_sequences_are_per_association(self):
        Invoice.objects.create(association=self.other, number="ALMADA-2025-0007", issued_on=date(2025, 5, 5))
        self.assertEqual(next_invoice_number(self.association, date(2025, 5, 6)), "GRACA-2025-0001")
'''

FS[".gitlab-ci.yml"] = """stages: [lint, test]

variables:
  PIP_CACHE_DIR: "$CI_PROJECT_DIR/.cache/pip"

.python:
  image: python:3.11-slim-bookworm
  cache:
    key: pip-$CI_COMMIT_REF_SLUG
    paths: [.cache/pip]
  before_script:
    - cd backend
    - pip install -r requirements-dev.txt

lint:
  extends: .python
  stage: lint
  script:
    - ruff check .
    - ruff format --check .

backend-tests:
  extends: .python
  stage: test
  services:
    - postgres:16-alpine
  variables:
    POSTGRES_DB: plotwise_test
    POSTGRES_USER: plotwise
    POSTGRES_PASSWORD: plotwise
    DATABASE_URL: postgres://plotwise:plotwise@postgres:5432/plotwise_test
    DJANGO_SETTINGS_MODULE: plotwise.settings.test
  script:
    - python manage.py test --parallel auto --testrunner xmlrunner.extra.djangotestrunner.XMLTestRunner
  artifacts:
    reports:
      junit: backend/TEST-*.xml

mobile-tests:
  image: node:20-bookworm
  stage: test
  cache:
    key:
      files: [mobile/yarn.lock]
    paths: [mobile/node_modules]
  script:
    - cd mobile
    - yarn install --frozen-lockfile
    - yarn tsc --noEmit
    - yarn jest --ci
"""

FS["infra/storage.tf"] = '''resource "aws_s3_bucket" "media" {
  bucket = "plotwise-media-prod"
}

resource "aws_s3_bucket_public_access_block" "media" {
  bucket                  = aws_s3_bucket.media.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_iam_user" "heroku_app" {
  name = "plotwise-heroku-app"
}

resource "aws_iam_user_policy" "heroku_app_media" {
  name = "media-rw"
  user = aws_iam_user.heroku_app.name
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"]
      Resource = "${aws_s3_bucket.media.arn}/*"
    }]
  })
}
'''

FS["infra/versions.tf"] = '''terraform {
  required_version = ">= 1.9"

  cloud {
    organization = "plotwise"
    workspaces {
      name = "plotwise-prod"
    }
  }

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
    heroku = {
      source  = "heroku/heroku"
      version = "~> 5.2"
    }
    gandi = {
      source  = "go-gandi/gandi"
      version = "~> 2.3"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}

provider "heroku" {}

provider "gandi" {}
'''

FS["infra/heroku.tf"] = '''resource "heroku_app" "api" {
  name   = "plotwise-api"
  region = "eu"
  stack  = "heroku-24"

  buildpacks = [
    "https://github.com/lstoll/heroku-buildpack-monorepo",
    "heroku/python",
  ]

  config_vars = {
    APP_BASE                  = "backend"
    DJANGO_SETTINGS_MODULE    = "plotwise.settings.production"
    SENTRY_ENVIRONMENT        = "production"
  }
}

resource "heroku_addon" "postgres" {
  app_id = heroku_app.api.id
  plan   = "heroku-postgresql:standard-0"
}

resource "heroku_addon" "redis" {
  app_id = heroku_app.api.id
  plan   = "heroku-redis:premium-0"
}

resource "heroku_formation" "web" {
  app_id   = heroku_app.api.id
  type     = "web"
  quantity = 1
  size     = "basic"
}

resource "heroku_formation" "worker" {
  app_id   = heroku_app.api.id
  type     = "worker"
  quantity = 1
  size     = "basic"
}
'''

FS["infra/dns.tf"] = '''locals {
  zone = "plotwise.app"
}

resource "gandi_livedns_record" "apex" {
  zone   = local.zone
  name   = "@"
  type   = "A"
  ttl    = 1800
  values = ["76.76.21.21"]
}

resource "gandi_livedns_record" "www" {
  zone   = local.zone
  name   = "www"
  type   = "CNAME"
  ttl    = 1800
  values = ["cname.vercel-dns.com."]
}

resource "gandi_livedns_record" "api" {
  zone   = local.zone
  name   = "api"
  type   = "CNAME"
  ttl    = 1800
  values = ["plotwise-api-5f2c81d9a3e4.herokudns.com."]
}

resource "gandi_livedns_record" "ses_dkim" {
  for_each = toset(["k7xq2", "p3m9d", "w5c1v"])
  zone     = local.zone
  name     = "${each.key}._domainkey"
  type     = "CNAME"
  ttl      = 1800
  values   = ["${each.key}.dkim.amazonses.com."]
}

resource "gandi_livedns_record" "mx" {
  zone   = local.zone
  name   = "@"
  type   = "MX"
  ttl    = 1800
  values = ["10 spool.mail.gandi.net.", "50 fb.mail.gandi.net."]
}
'''

# =============================================================================================
# Sessions
# =============================================================================================

SESSIONS: list[Session] = []


def s01() -> Session:
    s = Session("s01", "1.0.89", "claude-sonnet-4-20250514", "main", utc("2025-08-26T14:02:11"), "1.0")
    s.user("The plot-fee invoice PDFs are broken since I redid the template last week: the line items and the "
           "totals box are supposed to sit side by side, but in the PDF the totals box ends up under the footer on "
           "page 2 and the association logo is squashed to a sliver. The HTML preview in the browser looks fine. "
           "Template is backend/billing/templates/billing/invoice.html, rendering is in backend/billing/pdf.py.",
           label="u1", gap=(0, 0))
    s.say("Let me look at the renderer and the template.")
    s.read("backend/billing/pdf.py", rlabel="r_pdf")
    s.read("backend/billing/templates/billing/invoice.html")
    s.read("backend/requirements.txt", rlabel="r_req")
    s.say("That explains it. The PDF isn't rendered by a browser engine: `pdf.py` uses **xhtml2pdf** (0.2.17 in "
          "`requirements.txt`), which only implements a subset of CSS 2.1. Everything the new template relies on is "
          "silently ignored:\n\n- `display: flex`, `flex: 3/1` and `gap` on `.summary` → the table and the totals box "
          "are laid out as two full-width blocks, one under the other, so the totals box is pushed onto page 2 and "
          "collides with the fixed footer;\n- `max-height` + `width: auto` on the logo → xhtml2pdf ignores "
          "`max-height` and scales the image by the width it computes for the flex item, hence the sliver;\n"
          "- `var(--accent)` → no CSS custom properties, so the border has no colour.\n\nThe browser preview uses "
          "real CSS, which is why it looks right there. Within xhtml2pdf the reliable layout tool is a table, so "
          "I'll rewrite the header and the summary as tables with explicit widths and give the logo a fixed height.",
          label="a_xhtml")
    s.edit("backend/billing/templates/billing/invoice.html", INVOICE_FLEX_HEAD, INVOICE_TABLE_HEAD)
    s.edit("backend/billing/templates/billing/invoice.html", INVOICE_FLEX_BODY, INVOICE_TABLE_BODY)
    s.bash("cd backend && .venv/bin/python manage.py render_invoice GRACA-2025-0412 --out /tmp/inv-0412.pdf && "
           "pdfinfo /tmp/inv-0412.pdf | grep -E 'Producer|Pages'",
           "Render the reported invoice and check its page count",
           "Wrote /tmp/inv-0412.pdf (31.4 KB)\nProducer:        xhtml2pdf <https://github.com/xhtml2pdf/xhtml2pdf/>\nPages:           1",
           rlabel="r_pdfinfo1")
    s.bash("cd backend && .venv/bin/python manage.py test billing", "Run the billing tests",
           "Found 14 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
           "..............\n----------------------------------------------------------------------\nRan 14 tests in 1.284s\n\nOK\n"
           "Destroying test database for alias 'default'...", rlabel="r_test1", secs=(4, 9))
    s.say("Fixed: invoice GRACA-2025-0412 is one page again, totals box to the right of the line items, logo at "
          "20 mm height. `manage.py test billing` passes (14 tests).\n\nI left a comment in the `<style>` block so "
          "the next template edit doesn't fall into the same trap. Worth knowing for later: if the PDFs ever need "
          "real layout (flexbox, grid, SVG charts, proper page-break control), the usual replacement is WeasyPrint, "
          "which renders modern CSS; it needs Pango as a system library, which on Heroku means an extra buildpack.",
          end=True)

    s.user("Works, thanks. Tables it is for now, but I'm not writing 2004-era HTML forever. Second thing: a member "
           "in Graça got the watering-rota reminder push twice this morning, and two people in Almada got doubles on "
           "Sunday. Sentry in the React Native app shows nothing odd, so I think it's the backend sending twice. The "
           "reminders are the Celery tasks in backend/notifications/tasks.py.", label="u2", gap=(150, 320))
    s.think("Duplicate sends of a Celery task with an ETA many hours away, Redis broker, acks_late: classic Redis "
            "visibility_timeout redelivery. schedule_rota_reminders runs at 18:00 and sets eta=07:00 next day, 13 hours "
            "out. With Redis transport, unacked messages are redelivered after visibility_timeout (default 1 hour). "
            "Check the task code, the settings and the worker logs.")
    s.read("backend/notifications/tasks.py", rlabel="r_tasks")
    s.grep(r"CELERY|REDIS|CACHES|DATABASE", ["backend/plotwise/settings/base.py"], path_arg="backend/plotwise/settings",
           rlabel="r_settings_grep")
    s.bash("heroku logs --app plotwise-api --dyno worker -n 1500 | grep -E 'send_rota_reminder\\[8c41d0e2|Warning'",
           "Look for the duplicated reminder in the worker logs",
           "2025-08-25T08:12:40.551207+00:00 app[worker.1]: /app/.heroku/python/lib/python3.11/site-packages/celery/worker/consumer/consumer.py:508: "
           "CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine\n"
           "2025-08-25T17:00:04.311902+00:00 app[worker.1]: [2025-08-25 18:00:04,311: INFO/MainProcess] Task notifications.tasks.send_rota_reminder[8c41d0e2-5b7a-4f0e-9d7c-2a61e3f0b9aa] received\n"
           "2025-08-25T18:00:09.027714+00:00 app[worker.1]: [2025-08-25 19:00:09,027: INFO/MainProcess] Task notifications.tasks.send_rota_reminder[8c41d0e2-5b7a-4f0e-9d7c-2a61e3f0b9aa] received\n"
           "2025-08-26T06:00:00.184420+00:00 app[worker.1]: [2025-08-26 07:00:00,184: INFO/ForkPoolWorker-1] Task notifications.tasks.send_rota_reminder[8c41d0e2-5b7a-4f0e-9d7c-2a61e3f0b9aa] succeeded in 0.412s: 1\n"
           "2025-08-26T06:00:00.201917+00:00 app[worker.1]: [2025-08-26 07:00:00,201: INFO/ForkPoolWorker-2] Task notifications.tasks.send_rota_reminder[8c41d0e2-5b7a-4f0e-9d7c-2a61e3f0b9aa] succeeded in 0.395s: 1",
           rlabel="r_herokulogs", secs=(3, 7))
    s.say("Same task id received twice, an hour apart, then executed by both pool processes at 07:00. That's the "
          "Redis transport's `visibility_timeout`: with `acks_late`, a message with an ETA stays unacknowledged in the "
          "worker until it runs. `schedule_rota_reminders` queues at 18:00 for 07:00 the next morning (13 hours), and "
          "Redis hands any message that has been unacked for longer than the visibility timeout (default: 1 hour) to a "
          "consumer again. Every reminder is therefore eligible for redelivery; whether it doubles depends on "
          "restarts and timing, which is why it's only some mornings.\n\nTwo changes: raise the visibility timeout "
          "above the longest ETA we use, and make the send itself idempotent so a redelivery can never push twice.")
    s.edit("backend/notifications/tasks.py",
           '''def send_rota_reminder(self, slot_id: int) -> int:
    slot = RotaSlot.objects.select_related("member", "plot").get(pk=slot_id)''',
           '''def send_rota_reminder(self, slot_id: int) -> int:
    # Celery on Redis may deliver an ETA task more than once (visibility_timeout); send at most once per slot.
    if not cache.add(f"rota-reminder-sent:{slot_id}", 1, timeout=60 * 60 * 36):
        return 0
    slot = RotaSlot.objects.select_related("member", "plot").get(pk=slot_id)''')
    s.edit("backend/notifications/tasks.py", "from celery import shared_task\nfrom django.utils import timezone",
           "from celery import shared_task\nfrom django.core.cache import cache\nfrom django.utils import timezone")
    s.read("backend/plotwise/settings/base.py")
    s.edit("backend/plotwise/settings/base.py", 'CELERY_BROKER_URL = REDIS_URL\n',
           'CELERY_BROKER_URL = REDIS_URL\n# ETA tasks stay unacked until they run; reminders are queued up to ~13 h ahead.\n'
           'CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 60 * 60 * 18}\n')
    s.bash("cd backend && .venv/bin/python manage.py test notifications", "Run the notification tests",
           "Found 9 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
           ".........\n----------------------------------------------------------------------\nRan 9 tests in 0.733s\n\nOK\n"
           "Destroying test database for alias 'default'...", secs=(3, 7))
    s.say("Done:\n\n- `send_rota_reminder` now claims `rota-reminder-sent:<slot_id>` with `cache.add` (atomic in "
          "Redis) before sending; a second delivery returns 0 without pushing.\n- `CELERY_BROKER_TRANSPORT_OPTIONS` "
          "sets `visibility_timeout` to 18 h, above the 13 h lead time of the reminders.\n\nNotification tests pass. "
          "One caveat: the lock lives in the same Heroku Redis as the broker and the cache, so a Redis flush would "
          "reset it, which is acceptable for reminders.", end=True)

    s.user("OK, push it as a branch and I'll merge the MR. Honestly, Celery has been nothing but trouble for a "
           "dozen cron-ish jobs and some pushes: prefetch, visibility timeouts, beat in its own dyno. Put 'look at "
           "alternatives to Celery' on the list for the autumn.", label="u3", gap=(90, 200))
    s.bash("git switch -c fix/rota-reminder-dupes && git commit -qam \"Send rota reminders at most once; raise Redis "
           "visibility_timeout\" -m \"Invoice template: table layout for xhtml2pdf\" && git push -u origin fix/rota-reminder-dupes",
           "Commit and push the branch",
           "Switched to a new branch 'fix/rota-reminder-dupes'\nremote: \nremote: To create a merge request for "
           "fix/rota-reminder-dupes, visit:\nremote:   https://gitlab.com/plotwise/plotwise/-/merge_requests/new?"
           "merge_request%5Bsource_branch%5D=fix%2Frota-reminder-dupes\nremote: \nTo gitlab.com:plotwise/plotwise.git\n"
           " * [new branch]      fix/rota-reminder-dupes -> fix/rota-reminder-dupes\nbranch 'fix/rota-reminder-dupes' "
           "set up to track 'origin/fix/rota-reminder-dupes'.", rlabel="r_push")
    s.branch = "fix/rota-reminder-dupes"
    s.say("Pushed `fix/rota-reminder-dupes` to GitLab; the MR link is in the output above and the pipeline will run "
          "on it. Noted for the autumn: evaluate a replacement for Celery for the scheduled jobs and push sends.",
          end=True, label="a_end")
    return s


def s02(prev: Session) -> Session:
    s = Session("s02", "1.0.120", "claude-sonnet-4-20250514", "pytest", utc("2025-09-23T08:41:37"), "1.0")
    s.summary_line("Invoice PDF layout fix for xhtml2pdf and duplicate Celery rota reminders", prev.last)
    s.user("I want to move the backend tests to pytest. manage.py test with unittest classes is getting painful: no "
           "fixtures, setUp chains of 40 lines, and I can't parametrize. Set up pytest-django, keep the existing "
           "TestCase classes running (pytest collects them fine), and convert "
           "backend/billing/tests/test_invoice_numbers.py as a first example with parametrize. CI too.",
           label="u1", gap=(0, 0))
    _, todos = s.todo([("Add pytest, pytest-django and pytest-xdist to requirements-dev.txt", "in_progress", "high"),
                       ("Add pytest.ini and a shared conftest.py", "pending", "high"),
                       ("Convert billing/tests/test_invoice_numbers.py to pytest with parametrize", "pending", "medium"),
                       ("Run the full suite with pytest and update .gitlab-ci.yml", "pending", "medium")])
    s.read("backend/requirements-dev.txt")
    s.edit("backend/requirements-dev.txt", "unittest-xml-reporting==3.2.0\n",
           "pytest==8.4.2\npytest-django==4.11.1\npytest-xdist==3.8.0\n", label="t_reqdev")
    s.bash("cd backend && .venv/bin/pip uninstall -y unittest-xml-reporting && .venv/bin/pip install -r requirements-dev.txt | tail -4",
           "Swap the unittest XML runner for pytest in the venv",
           "Found existing installation: unittest-xml-reporting 3.2.0\nUninstalling unittest-xml-reporting-3.2.0:\n"
           "  Successfully uninstalled unittest-xml-reporting-3.2.0\nCollecting pytest-xdist==3.8.0 (from -r requirements-dev.txt (line 7))\n"
           "  Using cached pytest_xdist-3.8.0-py3-none-any.whl.metadata (3.0 kB)\nInstalling collected packages: pluggy, iniconfig, execnet, pytest, pytest-xdist, pytest-django\n"
           "Successfully installed execnet-2.1.1 iniconfig-2.1.0 pluggy-1.6.0 pytest-8.4.2 pytest-django-4.11.1 pytest-xdist-3.8.0",
           rlabel="r_pip", secs=(6, 14))
    s.write("backend/pytest.ini", "[pytest]\nDJANGO_SETTINGS_MODULE = plotwise.settings.test\npython_files = tests.py test_*.py\n"
            "addopts = -ra --reuse-db\nfilterwarnings =\n    error::RuntimeWarning\n")
    s.write("backend/conftest.py", '''import pytest

from associations.models import Association


@pytest.fixture
def association(db):
    return Association.objects.create(name="Hortas da Graça", slug="graca", tax_id="509876543")


@pytest.fixture
def other_association(db):
    return Association.objects.create(name="Hortas de Almada", slug="almada", tax_id="508112233")
''')
    s.write("backend/billing/tests/test_invoice_numbers.py", '''from datetime import date

import pytest

from billing.models import Invoice
from billing.numbering import next_invoice_number


@pytest.mark.parametrize(
    ("existing", "today", "expected"),
    [
        pytest.param([], date(2025, 1, 3), "GRACA-2025-0001", id="first-of-the-year"),
        pytest.param([("GRACA-2025-0041", date(2025, 6, 1))], date(2025, 6, 2), "GRACA-2025-0042", id="increments"),
        pytest.param([("GRACA-2024-0318", date(2024, 12, 30))], date(2025, 1, 2), "GRACA-2025-0001", id="restarts-in-january"),
    ],
)
def test_next_invoice_number(association, existing, today, expected):
    for number, issued_on in existing:
        Invoice.objects.create(association=association, number=number, issued_on=issued_on)
    assert next_invoice_number(association, today) == expected


def test_sequences_are_per_association(association, other_association):
    Invoice.objects.create(association=other_association, number="ALMADA-2025-0007", issued_on=date(2025, 5, 5))
    assert next_invoice_number(association, date(2025, 5, 6)) == "GRACA-2025-0001"
''')
    s.bash("cd backend && .venv/bin/pytest -n auto", "Run the whole backend suite under pytest",
           "============================= test session starts ==============================\n"
           "platform darwin -- Python 3.11.13, pytest-8.4.2, pluggy-1.6.0\n"
           "django: version: 5.2.5, settings: plotwise.settings.test (from ini)\n"
           "rootdir: /Users/marta/dev/plotwise/backend\nconfigfile: pytest.ini\nplugins: django-4.11.1, xdist-3.8.0\n"
           "created: 8/8 workers\n8 workers [81 items]\n\n"
           "................................................................................ [ 98%]\n"
           ".                                                                                [100%]\n"
           "============================== 81 passed in 7.92s ==============================",
           rlabel="r_pytest", secs=(9, 15))
    s.read(".gitlab-ci.yml", rlabel="r_gitlab")
    s.edit(".gitlab-ci.yml",
           "    - python manage.py test --parallel auto --testrunner xmlrunner.extra.djangotestrunner.XMLTestRunner\n"
           "  artifacts:\n    reports:\n      junit: backend/TEST-*.xml\n",
           "    - pytest -n auto --junitxml=report.xml\n  artifacts:\n    reports:\n      junit: backend/report.xml\n",
           label="t_ci")
    s.say("Done, on the `pytest` branch:\n\n- `requirements-dev.txt`: pytest 8.4, pytest-django 4.11 and pytest-xdist "
          "in place of `unittest-xml-reporting` (pytest writes JUnit XML itself).\n- `backend/pytest.ini` points "
          "pytest-django at `plotwise.settings.test` and reuses the test database between runs.\n- `backend/conftest.py` "
          "has the first shared fixtures (`association`, `other_association`).\n- `test_invoice_numbers.py` is now one "
          "parametrized test plus the per-association one; the other 77 tests are untouched `TestCase` classes and "
          "pytest runs them as they are.\n- The GitLab `backend-tests` job runs `pytest -n auto --junitxml=report.xml`.\n\n"
          "81 passed in 7.9 s on 8 workers (the old `manage.py test --parallel` run took about 19 s).", end=True,
          label="a1")

    s.branch = "main"
    s.user("Merged the pytest branch, pipeline's green. Next: I need a private S3 bucket for the invoice PDFs (we "
           "regenerate them on every download right now). Put it in infra/ next to the media bucket and run a plan.",
           label="u2", gap=(200, 420))
    s.read("infra/storage.tf")
    s.edit("infra/storage.tf", '''resource "aws_iam_user" "heroku_app" {''', '''resource "aws_s3_bucket" "invoices" {
  bucket = "plotwise-invoices-prod"
}

resource "aws_s3_bucket_public_access_block" "invoices" {
  bucket                  = aws_s3_bucket.invoices.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_s3_bucket_lifecycle_configuration" "invoices" {
  bucket = aws_s3_bucket.invoices.id
  rule {
    id     = "expire-after-10-years"
    status = "Enabled"
    filter {}
    expiration {
      days = 3653
    }
  }
}

resource "aws_iam_user" "heroku_app" {''')
    s.bash("cd infra && terraform plan -no-color 2>&1 | grep -vE '^\\s*$' | head -40", "Plan the new bucket",
           "Running plan in HCP Terraform. Output will stream here. Pressing Ctrl-C\nwill stop streaming the logs, but "
           "will not stop the plan running remotely.\nPreparing the remote plan...\nTo view this run in a browser, visit:\n"
           "https://app.terraform.io/app/plotwise/plotwise-prod/runs/run-Qd3vJ8kRfW2xN7tL\nWaiting for the plan to start...\n"
           "Terraform v1.13.3\non linux_amd64\nInitializing plugins and modules...\n"
           "heroku_app.api: Refreshing state... [id=6a1f0c2e-84d3-4b5e-9f27-1c0d3e8a7b42]\n"
           "aws_iam_user.heroku_app: Refreshing state... [id=plotwise-heroku-app]\n"
           "aws_s3_bucket.media: Refreshing state... [id=plotwise-media-prod]\n"
           "gandi_livedns_record.api: Refreshing state... [id=plotwise.app/api/CNAME]\n"
           "gandi_livedns_record.apex: Refreshing state... [id=plotwise.app/@/A]\n"
           "heroku_addon.postgres: Refreshing state... [id=2c9d4f7e-0b6a-4e3c-8d15-7a3f9e1b2c60]\n"
           "heroku_addon.redis: Refreshing state... [id=9e0b7c3a-5d21-4f86-a4e2-6b8c1d0f3a97]\n"
           "heroku_formation.web: Refreshing state... [id=plotwise-api:web]\nheroku_formation.worker: Refreshing state... [id=plotwise-api:worker]\n"
           "Terraform used the selected providers to generate the following execution\nplan. Resource actions are indicated with the following symbols:\n  + create\n"
           "Terraform will perform the following actions:\n  # aws_s3_bucket.invoices will be created\n  + resource \"aws_s3_bucket\" \"invoices\" {\n"
           "      + bucket                      = \"plotwise-invoices-prod\"\n      ...\n    }\n"
           "  # aws_s3_bucket_lifecycle_configuration.invoices will be created\n  # aws_s3_bucket_public_access_block.invoices will be created\n"
           "Plan: 3 to add, 0 to change, 0 to destroy.",
           rlabel="r_tfplan", secs=(18, 30))
    s.say("Plan in HCP Terraform: 3 to add, 0 to change, 0 to destroy (the bucket, its public access block and a "
          "10-year expiry rule, since invoices must be kept for 10 years). Nothing else drifts: the Heroku app, "
          "add-ons, formations and the Gandi records all refresh clean. The run is linked above if you want to apply "
          "it from the UI. The app's IAM user still only has access to the media bucket; when we store invoices "
          "I'll add a second policy for `plotwise-invoices-prod`.", end=True)

    s.user("I'll apply it from the UI later. One more for the list: once the 1.4 app release is out (mid-October) I'm "
           "moving the backend from pip and the requirements files to uv. pip's resolver takes 50 s on a cold CI "
           "cache and we have no lockfile with hashes, just pins. I'll do that one myself.", label="u3", gap=(60, 150))
    s.say("Sounds good. Notes for when you do it:\n\n- `backend/pyproject.toml` with the runtime pins in "
          "`[project].dependencies` and the dev tools in `[dependency-groups].dev`; `uv lock` writes `uv.lock` with "
          "hashes for every platform.\n- The Heroku Python buildpack detects `uv.lock` and installs with `uv sync "
          "--locked` (keep `.python-version`); `requirements*.txt` must go, or it will pick those up instead.\n- CI: "
          "`uv sync --locked` plus the uv cache instead of the pip cache; `uv run pytest -n auto`.\n- The Dockerfile "
          "can copy the uv binary from `ghcr.io/astral-sh/uv` and run `uv sync --locked`.", end=True, label="a3")
    return s


def grep_n(rels: list[str], pattern: str) -> str:
    rx = re.compile(pattern)
    return "\n".join(f"{r}:{i}:{line}" for r in rels for i, line in enumerate(FS[r].split("\n"), start=1) if rx.search(line))


def between_s02_s03() -> None:
    """What the developer did herself: the move to uv ('last Thursday', 2025-10-23)."""
    del FS["backend/requirements.txt"], FS["backend/requirements-dev.txt"]
    FS["backend/pyproject.toml"] = '''[project]
name = "plotwise-backend"
version = "1.4.0"
requires-python = ">=3.11"
dependencies = [
    "django>=5.2.7,<5.3",
    "django-environ>=0.12",
    "djangorestframework>=3.16",
    "drf-spectacular>=0.28",
    "django-filter>=25.1",
    "celery[redis]>=5.5",
    "django-celery-beat>=2.8",
    "django-redis>=6.0",
    "psycopg[binary]>=3.2",
    "dj-database-url>=3.0",
    "xhtml2pdf>=0.2.17",
    "exponent-server-sdk>=2.1",
    "sentry-sdk[django]>=2.35",
    "django-storages[s3]>=1.14",
    "gunicorn>=23.0",
    "whitenoise>=6.9",
]

[dependency-groups]
dev = [
    "coverage>=7.10",
    "factory-boy>=3.3",
    "freezegun>=1.5",
    "pytest>=8.4",
    "pytest-django>=4.11",
    "pytest-xdist>=3.8",
    "ruff>=0.14",
]

[tool.uv]
package = false

[tool.ruff]
target-version = "py311"
line-length = 120
'''
    FS["backend/Dockerfile"] = """# Local development image (docker compose). Production runs on Heroku with the Python buildpack.
FROM python:3.11-slim-bookworm
COPY --from=ghcr.io/astral-sh/uv:0.9 /uv /uvx /bin/

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy
WORKDIR /app

RUN apt-get update \\
    && apt-get install -y --no-install-recommends build-essential libpq-dev \\
    && rm -rf /var/lib/apt/lists/*

COPY pyproject.toml uv.lock ./
RUN uv sync --locked --no-install-project

COPY . .
ENV PATH="/app/.venv/bin:$PATH"
CMD ["python", "manage.py", "runserver", "0.0.0.0:8000"]
"""
    FS[".gitlab-ci.yml"] = FS[".gitlab-ci.yml"].replace(
        'variables:\n  PIP_CACHE_DIR: "$CI_PROJECT_DIR/.cache/pip"\n',
        'variables:\n  UV_CACHE_DIR: "$CI_PROJECT_DIR/.cache/uv"\n  UV_LINK_MODE: copy\n').replace(
        "    key: pip-$CI_COMMIT_REF_SLUG\n    paths: [.cache/pip]\n  before_script:\n    - cd backend\n    - pip install -r requirements-dev.txt\n",
        "    key:\n      files: [backend/uv.lock]\n    paths: [.cache/uv]\n  before_script:\n    - pip install uv==0.9.5\n    - cd backend\n    - uv sync --locked\n").replace(
        "    - ruff check .\n    - ruff format --check .\n", "    - uv run ruff check .\n    - uv run ruff format --check .\n").replace(
        "    - pytest -n auto --junitxml=report.xml\n", "    - uv run pytest -n auto --junitxml=report.xml\n")
    FS["backend/plotwise/settings/test.py"] = '''from .base import *  # noqa: F403

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
'''
    FS["backend/plotwise/__init__.py"] = 'from .celery import app as celery_app\n\n__all__ = ("celery_app",)\n'


def s03() -> Session:
    s = Session("s03", "2.0.27", "claude-sonnet-4-5-20250929", "dramatiq", utc("2025-10-28T10:15:04"), "2.0")
    s.user("Status: uv is in. I did the switch last Thursday, right after 1.4 went out: backend/pyproject.toml + "
           "uv.lock, the requirements files are gone, GitLab CI runs uv sync --locked, Heroku picked up uv.lock "
           "without complaint.\n\nNow Celery. We had another duplicate-reminder morning on Saturday (a worker restart "
           "in the middle of the night, the cache guard caught most but not all), and the worker dyno keeps logging "
           "R14 memory quota warnings. I want to replace Celery with Dramatiq: simpler model, messages acked after "
           "the actor finishes, delayed messages don't sit unacked in a worker. Keep Redis as the broker (the same "
           "Heroku Redis the cache uses). For the periodic jobs use periodiq instead of celery beat. I had a look at "
           "Huey too, but no: I want Dramatiq's middleware for retries with backoff and time limits, and Huey's "
           "Django story is thin.", label="u1", gap=(0, 0))
    s.think("Plan: find all Celery usages (tasks, settings, celery.py, Procfile, test settings), swap the packages "
            "with uv, convert shared_task to dramatiq.actor, apply_async(eta=) to send_with_options(delay=ms), beat "
            "schedule to periodiq cron, Procfile processes, test settings to StubBroker.")
    _, todos = s.todo([("Swap celery/django-celery-beat for dramatiq, django-dramatiq and periodiq", "in_progress", "Swapping the packages"),
                       ("Convert the notification tasks to Dramatiq actors", "pending", "Converting the tasks"),
                       ("Update settings, Procfile and test settings", "pending", "Updating settings and Procfile"),
                       ("Run the test suite", "pending", "Running the test suite")])
    s.grep(r"celery|shared_task|apply_async", ["backend/pyproject.toml", "backend/Procfile", "backend/plotwise/__init__.py",
           "backend/plotwise/celery.py", "backend/plotwise/settings/base.py", "backend/plotwise/settings/test.py",
           "backend/notifications/tasks.py"], mode="files_with_matches", path_arg="backend", flags="i")
    s.read("backend/pyproject.toml", rlabel="r_pyproject")
    s.bash('cd backend && uv remove celery django-celery-beat && uv add "dramatiq[redis,watch]" django-dramatiq periodiq',
           "Replace Celery with Dramatiq and periodiq",
           "Resolved 58 packages in 611ms\nUninstalled 12 packages in 143ms\n - amqp==5.3.1\n - billiard==4.2.2\n - celery==5.5.3\n"
           " - click-didyoumean==0.3.1\n - click-plugins==1.1.1.2\n - click-repl==0.3.0\n - cron-descriptor==2.0.6\n"
           " - django-celery-beat==2.8.1\n - django-timezone-field==7.1\n - kombu==5.5.4\n - python-crontab==3.3.0\n - vine==5.1.0\n"
           "Resolved 63 packages in 742ms\nPrepared 5 packages in 388ms\nInstalled 5 packages in 14ms\n + django-dramatiq==0.14.0\n"
           " + dramatiq==1.18.0\n + pendulum==3.1.0\n + periodiq==0.13.0\n + watchdog==6.0.0",
           label="t_uvswap", rlabel="r_uvswap", secs=(3, 6))
    FS["backend/pyproject.toml"] = FS["backend/pyproject.toml"].replace(
        '    "celery[redis]>=5.5",\n    "django-celery-beat>=2.8",\n', '').replace(
        '    "whitenoise>=6.9",\n', '    "whitenoise>=6.9",\n    "dramatiq[redis,watch]>=1.18.0",\n    "django-dramatiq>=0.14.0",\n    "periodiq>=0.13.0",\n')
    s.read("backend/plotwise/settings/base.py")
    s.edit("backend/plotwise/settings/base.py", '    "django_celery_beat",\n', '    "django_dramatiq",\n')
    s.edit("backend/plotwise/settings/base.py",
           'CELERY_BROKER_URL = REDIS_URL\n# ETA tasks stay unacked until they run; reminders are queued up to ~13 h ahead.\n'
           'CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 60 * 60 * 18}\nCELERY_TASK_ACKS_LATE = True\n'
           'CELERY_WORKER_PREFETCH_MULTIPLIER = 1\nCELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"\n'
           'CELERY_TIMEZONE = "Europe/Lisbon"\n',
           '# Dramatiq on the same Redis as the cache (keys are prefixed "dramatiq:"). Delayed messages wait in a\n'
           '# delay queue in Redis, not unacked in a worker, so there is no visibility_timeout to outgrow.\n'
           'DRAMATIQ_BROKER = {\n    "BROKER": "dramatiq.brokers.redis.RedisBroker",\n    "OPTIONS": {"url": REDIS_URL},\n'
           '    "MIDDLEWARE": [\n        "dramatiq.middleware.AgeLimit",\n        "dramatiq.middleware.TimeLimit",\n'
           '        "dramatiq.middleware.Callbacks",\n        "dramatiq.middleware.Retries",\n'
           '        "django_dramatiq.middleware.DbConnectionsMiddleware",\n        "periodiq.PeriodiqMiddleware",\n    ],\n}\n',
           label="t_settings")
    s.read("backend/notifications/tasks.py")
    s.write("backend/notifications/tasks.py", '''"""Background jobs: push reminders for the watering rota and bookings (Dramatiq actors)."""
from datetime import datetime, time, timedelta

import dramatiq
from django.core.cache import cache
from django.utils import timezone
from exponent_server_sdk import PushClient, PushMessage
from periodiq import cron

from notifications.models import Device
from rota.models import RotaSlot

# The app is an Expo managed project, so pushes go through Expo's push service
# (the SDK talks to exp.host; we hold no APNs or FCM credentials ourselves).
push_client = PushClient()


@dramatiq.actor(max_retries=5, min_backoff=10_000, time_limit=60_000)
def send_rota_reminder(slot_id: int) -> int:
    # Dramatiq acks after the actor returns; a worker killed mid-send can still redeliver, so keep the guard.
    if not cache.add(f"rota-reminder-sent:{slot_id}", 1, timeout=60 * 60 * 36):
        return 0
    slot = RotaSlot.objects.select_related("member", "plot").get(pk=slot_id)
    tokens = Device.objects.filter(member=slot.member, active=True).values_list("expo_token", flat=True)
    messages = [
        PushMessage(
            to=token,
            title="Rega",
            body=f"Hoje é a sua vez de regar em {slot.plot.site_name}.",
            # Opened by React Navigation's linking config (mobile/src/navigation/linking.ts).
            data={"screen": "RotaDetail", "slotId": slot.id},
        )
        for token in tokens
    ]
    if messages:
        push_client.publish_multiple(messages)
    return len(messages)


@dramatiq.actor(periodic=cron("0 18 * * *"))
def schedule_rota_reminders() -> int:
    """18:00 Europe/Lisbon (the scheduler dyno runs with TZ=Europe/Lisbon): queue tomorrow's 07:00 reminders."""
    tomorrow = timezone.localdate() + timedelta(days=1)
    count = 0
    for slot in RotaSlot.objects.filter(day=tomorrow).select_related("plot__association"):
        eta = datetime.combine(tomorrow, time(7, 0), tzinfo=slot.plot.association.zoneinfo)
        delay_ms = max(0, int((eta - timezone.now()).total_seconds() * 1000))
        send_rota_reminder.send_with_options(args=(slot.id,), delay=delay_ms)
        count += 1
    return count
''', label="t_tasks")
    s.bash("git rm backend/plotwise/celery.py && printf '' > backend/plotwise/__init__.py && git status --short",
           "Remove the Celery app module",
           "rm 'backend/plotwise/celery.py'\n M backend/Procfile\n M backend/notifications/tasks.py\n M backend/plotwise/__init__.py\n"
           " D backend/plotwise/celery.py\n M backend/plotwise/settings/base.py\n M backend/pyproject.toml\n M backend/uv.lock")
    del FS["backend/plotwise/celery.py"]
    FS["backend/plotwise/__init__.py"] = ""
    s.read("backend/Procfile")
    s.edit("backend/Procfile",
           "worker: celery -A plotwise worker -l info --concurrency 2\n"
           "beat: celery -A plotwise beat -l info --scheduler django_celery_beat.schedulers:DatabaseScheduler\n",
           "worker: python manage.py rundramatiq --processes 1 --threads 4\n"
           "scheduler: TZ=Europe/Lisbon python -m periodiq -v plotwise.dramatiq_setup notifications.tasks\n",
           label="t_procfile")
    s.read("backend/plotwise/settings/test.py")
    s.edit("backend/plotwise/settings/test.py", "CELERY_TASK_ALWAYS_EAGER = True\nCELERY_TASK_EAGER_PROPAGATES = True\n",
           'DRAMATIQ_BROKER = {"BROKER": "dramatiq.brokers.stub.StubBroker", "OPTIONS": {}, "MIDDLEWARE": []}\n')
    s.bash("cd backend && uv run pytest -q -n auto", "Run the backend tests",
           "........................................................................ [ 82%]\n"
           "...............                                                          [100%]\n87 passed in 7.48s",
           rlabel="r_tests", secs=(9, 14))
    s.say("Celery is out, Dramatiq is in (branch `dramatiq`):\n\n- **Packages**: `uv remove celery django-celery-beat`, "
          "`uv add dramatiq[redis,watch] django-dramatiq periodiq`; kombu, billiard, amqp and vine went with Celery.\n"
          "- **Settings**: `django_dramatiq` replaces `django_celery_beat` in `INSTALLED_APPS`; `DRAMATIQ_BROKER` uses "
          "the same `REDIS_URL` as the cache (Dramatiq prefixes its keys), with retries, time limits and periodiq's "
          "middleware. The Celery visibility-timeout workaround is gone: a delayed Dramatiq message waits in a delay "
          "queue in Redis, not unacked inside a worker.\n- **Tasks**: `send_rota_reminder` is an actor (5 retries, "
          "exponential backoff from 10 s, 60 s time limit); `schedule_rota_reminders` is a periodiq cron actor at "
          "18:00 and schedules with `send_with_options(delay=...)`. I kept the `cache.add` guard because a worker "
          "killed mid-send still redelivers.\n- **Procfile**: `worker` runs `manage.py rundramatiq`, and a `scheduler` "
          "process runs periodiq in place of `beat`. I still need to add `plotwise/dramatiq_setup.py` (two lines: "
          "`django.setup()`) for periodiq; doing that before the merge.\n- **Tests**: StubBroker in test settings; "
          "87 passed.", label="a1", end=True)
    FS["backend/plotwise/dramatiq_setup.py"] = 'import django\n\ndjango.setup()\n'

    s.user("Add that setup module and deploy it. After the release, scale the new scheduler process to one Basic "
           "dyno; beat should disappear on its own since it's gone from the Procfile.", label="u2", gap=(90, 240))
    s.bash("git add -A && git commit -qm \"Replace Celery with Dramatiq; periodiq for scheduled jobs\" && git switch main && "
           "git merge --no-ff -q dramatiq -m \"Merge branch 'dramatiq'\" && git push -q origin main && "
           "git push heroku main 2>&1 | grep -E 'remote: -----> |Released|Verifying'",
           "Merge to main and deploy to Heroku",
           "Switched to branch 'main'\nremote: -----> Building on the Heroku-24 stack\nremote: -----> Using buildpacks:\n"
           "remote: -----> Monorepo app detected\nremote: -----> Python app detected\n"
           "remote: -----> Using Python 3.11.14 specified in .python-version\nremote: -----> Installing uv 0.9.5\n"
           "remote: -----> Installing dependencies using 'uv sync --locked --no-default-groups'\n"
           "remote: -----> $ python manage.py collectstatic --noinput\nremote: -----> Discovering process types\n"
           "remote: -----> Compressing...\nremote: -----> Launching...\nremote: -----> Running release command...\n"
           "remote:        Released v214\nremote: Verifying deploy... done.", rlabel="r_deploy", timeout=300000, secs=(60, 95))
    s.branch = "main"
    s.bash("heroku ps:scale scheduler=1:basic --app plotwise-api && heroku ps --app plotwise-api",
           "Start the scheduler dyno and list the dynos",
           "Scaling dynos... done, now running scheduler at 1:Basic\n"
           "=== web (Basic): gunicorn plotwise.wsgi --workers 3 --log-file - (1)\nweb.1: up 2025/10/28 10:41:12 +0000 (~ 2m ago)\n\n"
           "=== worker (Basic): python manage.py rundramatiq --processes 1 --threads 4 (1)\nworker.1: up 2025/10/28 10:41:14 +0000 (~ 2m ago)\n\n"
           "=== scheduler (Basic): TZ=Europe/Lisbon python -m periodiq -v plotwise.dramatiq_setup notifications.tasks (1)\n"
           "scheduler.1: starting 2025/10/28 10:43:02 +0000 (~ 1s ago)", rlabel="r_ps", secs=(4, 8))
    s.bash("sleep 20 && heroku logs --app plotwise-api -n 300 | grep -E 'dramatiq|periodiq' | tail -4",
           "Check that the worker and scheduler booted",
           "2025-10-28T10:41:16.902113+00:00 app[worker.1]: [2025-10-28 10:41:16,902] [PID 9] [MainThread] [dramatiq.MainProcess] [INFO] Dramatiq '1.18.0' is booting up.\n"
           "2025-10-28T10:41:18.447265+00:00 app[worker.1]: [2025-10-28 10:41:18,447] [PID 12] [MainThread] [dramatiq.WorkerProcess(0)] [INFO] Worker process is ready for action.\n"
           "2025-10-28T10:43:07.118520+00:00 app[scheduler.1]: [2025-10-28 10:43:07,118] [PID 2] [MainThread] [periodiq] [INFO] Registering periodic actors.\n"
           "2025-10-28T10:43:07.120871+00:00 app[scheduler.1]: [2025-10-28 10:43:07,120] [PID 2] [MainThread] [periodiq] [INFO] Scheduling notifications.tasks:schedule_rota_reminders at 0 18 * * *.",
           rlabel="r_bootlog", secs=(22, 26))
    s.say("Deployed as v214. The worker dyno now runs Dramatiq 1.18 and the new `scheduler` dyno registered "
          "`schedule_rota_reminders` for 18:00; `beat` is gone from the formation because it's no longer in the "
          "Procfile. Tonight's 18:00 run will be the first one scheduled by periodiq, so tomorrow morning's reminders "
          "are the real test. If anything misbehaves, `heroku logs --dyno scheduler` is the place to look.",
          label="a2", end=True)
    return s


def between_s03_s04() -> None:
    FS["backend/Procfile"] = FS["backend/Procfile"]  # unchanged
    FS["backend/pyproject.toml"] = FS["backend/pyproject.toml"].replace('version = "1.4.0"', 'version = "1.6.0"')


def s04() -> Session:
    s = Session("s04", "2.0.55", "claude-opus-4-5-20251101", "weasyprint", utc("2025-12-02T15:31:47"), "2.0",
                slug="mossy-wandering-heron", hook="afplay /System/Library/Sounds/Glass.aiff")
    s.user("The harvest report for associations is next: a yearly PDF per plot with a bar chart of kilos per crop. I "
           "tried to build it on Friday with xhtml2pdf and it's the invoice story from August again, only worse: no "
           "flexbox, no inline SVG for the chart, and half the page-break rules are ignored. Let's switch our PDF "
           "rendering to WeasyPrint, invoices included, and put the invoice template back to the flex layout I "
           "wanted in the first place. Heroku will need Pango for it, I think.", label="u1", gap=(0, 0))
    s.think("WeasyPrint: HTML(string=..., base_url=...).write_pdf(). It needs Pango (libpango-1.0-0, libpangoft2) at "
            "runtime: Aptfile + heroku-community/apt buildpack on Heroku, apt-get in the dev Dockerfile. Revert the "
            "invoice template to flexbox. Check with pdfinfo that the Producer is WeasyPrint.")
    s.read("backend/billing/pdf.py")
    s.bash("cd backend && uv remove xhtml2pdf && uv add weasyprint", "Replace xhtml2pdf with WeasyPrint",
           "Resolved 54 packages in 503ms\nUninstalled 14 packages in 162ms\n - arabic-reshaper==3.0.0\n - asn1crypto==1.5.1\n"
           " - html5lib==1.1\n - lxml==6.0.2\n - oscrypto==1.3.0\n - pyhanko==0.31.0\n - pyhanko-certvalidator==0.29.0\n"
           " - pypdf==6.1.3\n - python-bidi==0.6.7\n - reportlab==4.4.4\n - svglib==1.6.0\n - tzlocal==5.3.1\n - uritools==5.0.0\n"
           " - xhtml2pdf==0.2.17\nResolved 62 packages in 688ms\nPrepared 9 packages in 1.21s\nInstalled 9 packages in 41ms\n"
           " + brotli==1.2.0\n + cssselect2==0.8.0\n + fonttools==4.61.0\n + pydyf==0.11.0\n + pyphen==0.17.2\n + tinycss2==1.5.1\n"
           " + tinyhtml5==2.0.0\n + weasyprint==67.0\n + zopfli==0.4.0", label="t_uvswap", rlabel="r_uvswap", secs=(3, 6))
    FS["backend/pyproject.toml"] = FS["backend/pyproject.toml"].replace('    "xhtml2pdf>=0.2.17",\n', '').replace(
        '    "periodiq>=0.13.0",\n', '    "periodiq>=0.13.0",\n    "weasyprint>=67.0",\n')
    s.bash("git diff -U0 backend/pyproject.toml | grep '^[-+] '", "Check what uv changed in pyproject.toml",
           '-    "xhtml2pdf>=0.2.17",\n+    "weasyprint>=67.0",', rlabel="r_pyproject_diff")
    s.write("backend/billing/pdf.py", '''"""Render invoices and reports to PDF with WeasyPrint."""
from django.conf import settings
from django.template.loader import render_to_string
from weasyprint import HTML

from billing.models import Invoice


def _render(template: str, context: dict) -> bytes:
    html = render_to_string(template, context)
    # base_url lets WeasyPrint fetch /static/ and media URLs itself; no link_callback as with xhtml2pdf.
    return HTML(string=html, base_url=settings.PDF_BASE_URL).write_pdf()


def render_invoice(invoice: Invoice) -> bytes:
    return _render("billing/invoice.html", {"invoice": invoice, "association": invoice.association})


def render_harvest_report(report) -> bytes:
    return _render("reports/harvest_report.html", {"report": report, "association": report.association})
''', label="t_pdfpy")
    s.read("backend/billing/templates/billing/invoice.html")
    s.edit("backend/billing/templates/billing/invoice.html", INVOICE_TABLE_HEAD, INVOICE_FLEX_HEAD.replace(
        "  header img.logo { max-height: 22mm; width: auto; }", "  header img.logo { height: 22mm; }"))
    s.edit("backend/billing/templates/billing/invoice.html", INVOICE_TABLE_BODY, INVOICE_FLEX_BODY)
    s.read("backend/Dockerfile")
    s.edit("backend/Dockerfile",
           "    && apt-get install -y --no-install-recommends build-essential libpq-dev \\\n",
           "    && apt-get install -y --no-install-recommends build-essential libpq-dev \\\n"
           "       libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core \\\n", rlabel="r_docker")
    s.write("backend/Aptfile", "libpango-1.0-0\nlibpangoft2-1.0-0\nlibharfbuzz-subset0\nfonts-dejavu-core\n")
    s.bash("heroku buildpacks:add --index 2 heroku-community/apt --app plotwise-api",
           "Add the apt buildpack so Heroku installs Pango from the Aptfile",
           "Buildpack added. Next release on plotwise-api will use:\n  1. https://github.com/lstoll/heroku-buildpack-monorepo\n"
           "  2. heroku-community/apt\n  3. heroku/python\nRun git push heroku main to create a new release using these buildpacks.")
    s.bash("cd backend && uv run pytest billing reports -q && uv run python manage.py render_invoice GRACA-2025-0412 "
           "--out /tmp/inv-0412.pdf && pdfinfo /tmp/inv-0412.pdf | grep -E 'Producer|Pages'",
           "Run the PDF tests and render a sample invoice",
           "........................                                                 [100%]\n24 passed in 3.02s\n"
           "Wrote /tmp/inv-0412.pdf (27.9 KB)\nProducer:        WeasyPrint 67.0\nPages:           1",
           rlabel="r_pdfinfo", secs=(6, 10))
    s.say("WeasyPrint is in on `weasyprint`:\n\n- `uv remove xhtml2pdf && uv add weasyprint` (reportlab, pyHanko, svglib "
          "and friends left with xhtml2pdf).\n- `billing/pdf.py` renders with `HTML(string=..., base_url=...)`; "
          "WeasyPrint resolves static and media URLs itself, so the `link_callback` is gone. "
          "`render_harvest_report` is ready for the new template, and inline SVG works for the chart.\n- The invoice "
          "template is back to the flex layout (flexbox, `gap`, the `--accent` variable); invoice GRACA-2025-0412 "
          "renders on one page and `pdfinfo` reports WeasyPrint 67.0 as producer.\n- Pango: `backend/Aptfile` plus the "
          "`heroku-community/apt` buildpack (between the monorepo and Python buildpacks) for Heroku, and the same "
          "libraries in the dev Dockerfile.", label="a1", end=True)

    s.branch = "main"
    s.user("Merged and deployed, the apt buildpack did its thing. Now CI. GitLab's free tier gives us 400 compute "
           "minutes a month and we were out by the 19th again, and the repo lives on GitHub now anyway: I made the "
           "GitHub mirror the primary last week so the mobile contractor can work there from January. Replace "
           ".gitlab-ci.yml with a GitHub Actions workflow: lint, backend tests with a Postgres service, mobile tsc + "
           "jest. Deploys to Heroku stay manual for now.", label="u2", gap=(1500, 2500))
    s.read(".gitlab-ci.yml", rlabel="r_gitlab")
    s.write(".github/workflows/ci.yml", '''name: CI

on:
  push:
    branches: [main]
  pull_request:

jobs:
  lint:
    runs-on: ubuntu-24.04
    defaults:
      run:
        working-directory: backend
    steps:
      - uses: actions/checkout@v5
      - uses: astral-sh/setup-uv@v7
        with:
          python-version: "3.11"
      - run: uv run --only-group dev ruff check .
      - run: uv run --only-group dev ruff format --check .

  backend:
    runs-on: ubuntu-24.04
    services:
      postgres:
        image: postgres:16-alpine
        env:
          POSTGRES_DB: plotwise_test
          POSTGRES_USER: plotwise
          POSTGRES_PASSWORD: plotwise
        ports: ["5432:5432"]
        options: >-
          --health-cmd pg_isready --health-interval 5s --health-timeout 5s --health-retries 10
    env:
      DATABASE_URL: postgres://plotwise:plotwise@localhost:5432/plotwise_test
      DJANGO_SETTINGS_MODULE: plotwise.settings.test
    defaults:
      run:
        working-directory: backend
    steps:
      - uses: actions/checkout@v5
      - uses: astral-sh/setup-uv@v7
        with:
          python-version: "3.11"
          enable-cache: true
      - run: uv sync --locked
      - run: uv run pytest -n auto --junitxml=report.xml

  mobile:
    runs-on: ubuntu-24.04
    defaults:
      run:
        working-directory: mobile
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version: 20
          cache: yarn
          cache-dependency-path: mobile/yarn.lock
      - run: yarn install --frozen-lockfile
      - run: yarn tsc --noEmit
      - run: yarn jest --ci
''', label="t_ghwrite")
    s.bash("git switch -c gh-actions && git rm -q .gitlab-ci.yml && git add .github/workflows/ci.yml && "
           "git commit -qm \"CI: move from GitLab CI to GitHub Actions\" && git push -u origin gh-actions",
           "Replace the GitLab pipeline with the workflow and push",
           "Switched to a new branch 'gh-actions'\nremote: \nremote: Create a pull request for 'gh-actions' on GitHub by visiting:\n"
           "remote:      https://github.com/plotwise/plotwise/pull/new/gh-actions\nremote: \n"
           "To github.com:plotwise/plotwise.git\n * [new branch]      gh-actions -> gh-actions\n"
           "branch 'gh-actions' set up to track 'origin/gh-actions'.", label="t_gitrm", rlabel="r_push")
    s.branch = "gh-actions"
    del FS[".gitlab-ci.yml"]
    s.bash("gh pr create --fill --base main && gh pr checks --watch --interval 15",
           "Open the PR and wait for the first workflow run",
           "Creating pull request for gh-actions into main in plotwise/plotwise\n\nhttps://github.com/plotwise/plotwise/pull/12\n"
           "All checks were successful\n0 cancelled, 0 failing, 3 successful, 0 skipped, and 0 pending checks\n\n"
           "   NAME                        DESCRIPTION  ELAPSED  URL\n"
           "✓  CI/backend (pull_request)                1m14s    https://github.com/plotwise/plotwise/actions/runs/19871203344/job/56943118702\n"
           "✓  CI/lint (pull_request)                   16s      https://github.com/plotwise/plotwise/actions/runs/19871203344/job/56943118655\n"
           "✓  CI/mobile (pull_request)                 1m02s    https://github.com/plotwise/plotwise/actions/runs/19871203344/job/56943118731",
           rlabel="r_checks", timeout=600000, secs=(95, 140))
    s.say("PR #12 is open and all three jobs pass on GitHub Actions: lint 16 s, backend 1m14s (pytest against the "
          "`postgres:16-alpine` service container), mobile 1m02s (yarn, `tsc --noEmit`, Jest). `.gitlab-ci.yml` is "
          "deleted in the same commit, so GitLab won't run anything once this is merged. uv's cache is keyed on "
          "`uv.lock` through `setup-uv`, yarn's on `mobile/yarn.lock`. Two things to do in the GitHub UI: make the "
          "three checks required on `main`, and archive or delete the GitLab project so nobody pushes there by habit.",
          label="a2", end=True)

    s.branch = "main"
    s.user("Merged, branch protection set. Heads-up for January, don't do anything yet: for the new mobile booking "
           "endpoints I want Django Ninja instead of DRF, and port the existing v1 endpoints while we're at it. "
           "The serializers are 60% boilerplate, and drf-spectacular's schema for the app's generated types is "
           "always slightly wrong (nullable fields, the waiting-list action). Any blockers you can see?",
           label="u3", gap=(200, 420))
    s.say("No blockers, a few things to plan for:\n\n1. **Auth**: the app sends `Authorization: Token <key>` (DRF "
          "`TokenAuthentication`). Ninja has no equivalent built in, but a small `APIKeyHeader` subclass that "
          "parses `Token <key>` keeps every installed app working. If DRF is to go entirely, the keys need to move "
          "out of `rest_framework.authtoken` into a model of ours first.\n2. **Pagination**: DRF returns "
          "`{count, next, previous, results}`; Ninja's `PageNumberPagination` returns `{items, count}`. To keep the "
          "app unchanged we'd write a compatible pagination class and set it as the default.\n3. **Filters**: the "
          "`django-filter` fields (`site`, `status`) become a `FilterSchema`.\n4. **Schema**: Ninja generates "
          "OpenAPI from the Pydantic schemas, so nullability is exact; `export_openapi_schema` can feed "
          "`openapi-typescript` in the mobile app.\n5. Both can run side by side during the port (`/api/v1/` on "
          "Ninja, anything not yet ported still on DRF) if you'd rather go endpoint by endpoint.", label="a3", end=True)
    return s


def between_s04_s05() -> None:
    FS["backend/plots/api.py"] = '''from django_filters.rest_framework import DjangoFilterBackend
from rest_framework import mixins, permissions, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from plots.models import Plot
from plots.serializers import PlotDetailSerializer, PlotSerializer, WaitingListEntrySerializer


class IsAssociationMember(permissions.BasePermission):
    def has_object_permission(self, request, view, obj):
        return obj.association.members.filter(user=request.user).exists()


class PlotViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    permission_classes = [permissions.IsAuthenticated, IsAssociationMember]
    filter_backends = [DjangoFilterBackend]
    filterset_fields = ["site", "status"]

    def get_queryset(self):
        return (
            Plot.objects.filter(association__members__user=self.request.user)
            .select_related("site", "association")
            .order_by("site__name", "number")
        )

    def get_serializer_class(self):
        return PlotDetailSerializer if self.action == "retrieve" else PlotSerializer

    @action(detail=True, methods=["post"], url_path="waiting-list")
    def join_waiting_list(self, request, pk=None):
        plot = self.get_object()
        serializer = WaitingListEntrySerializer(data=request.data, context={"plot": plot, "request": request})
        serializer.is_valid(raise_exception=True)
        serializer.save()
        return Response(serializer.data, status=201)
'''
    FS["backend/plotwise/urls.py"] = '''from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView
from rest_framework.routers import DefaultRouter

from bookings.api import BookingViewSet
from plots.api import PlotViewSet

router = DefaultRouter()
router.register("plots", PlotViewSet, basename="plot")
router.register("bookings", BookingViewSet, basename="booking")

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", include(router.urls)),
    path("api/v1/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("billing/", include("billing.urls")),
]
'''


def s05() -> Session:
    s = Session("s05", "2.1.6", "claude-opus-4-5-20251101", "ninja", utc("2026-01-13T09:20:18"), "2.1a",
                slug="gentle-rooted-fern")
    s.user("Back from the break. Let's do the Django Ninja port we talked about in December, all of api/v1 in one "
           "go: it's only plots and bookings, 11 endpoints. I already sketched bookings/api.py as a Ninja router on "
           "this branch and moved the API keys into accounts.ApiToken (data migration copying DRF's tokens, merged "
           "last week), so the token table is ours now. Do plots, the NinjaAPI with auth, the URL wiring, and drop "
           "DRF, drf-spectacular and django-filter. URLs and JSON shapes must stay identical so the app doesn't "
           "notice.", label="u1", gap=(0, 0))
    _, todos = s.todo([("Write the NinjaAPI with Token auth and the plots router", "in_progress", "Writing the NinjaAPI and plots router"),
                       ("Wire /api/v1/ to Ninja and remove DRF from settings", "pending", "Wiring URLs and settings"),
                       ("Swap the packages with uv and run the tests", "pending", "Swapping packages and running tests"),
                       ("Regenerate the OpenAPI schema and the app's types", "pending", "Regenerating the app's API types")])
    s.read("backend/plots/api.py", rlabel="r_drf_plots")
    s.write("backend/plotwise/api.py", '''from ninja import NinjaAPI
from ninja.security import APIKeyHeader

from accounts.models import ApiToken
from bookings.api import router as bookings_router
from plots.api import router as plots_router


class TokenAuth(APIKeyHeader):
    """The app sends `Authorization: Token <key>` (what DRF's TokenAuthentication expected); accept exactly that."""

    param_name = "Authorization"

    def authenticate(self, request, key):
        scheme, _, value = (key or "").partition(" ")
        if scheme != "Token" or not value:
            return None
        token = ApiToken.objects.select_related("user").filter(key=value, user__is_active=True).first()
        if token is None:
            return None
        request.user = token.user
        return token.user


api = NinjaAPI(title="plotwise", version="1", urls_namespace="api-v1", auth=TokenAuth())
api.add_router("/plots/", plots_router)
api.add_router("/bookings/", bookings_router)
''', label="t_ninja_api")
    s.write("backend/plots/api.py", '''from django.shortcuts import get_object_or_404
from ninja import FilterSchema, Query, Router, Schema
from ninja.pagination import paginate

from plots.models import Plot, WaitingListEntry

router = Router(tags=["plots"])


class PlotFilter(FilterSchema):
    site: int | None = None
    status: str | None = None


class PlotOut(Schema):
    id: int
    number: str
    site: str
    status: str
    area_m2: float
    yearly_fee: str

    @staticmethod
    def resolve_site(obj: Plot) -> str:
        return obj.site.name


class PlotDetailOut(PlotOut):
    notes: str | None
    waiting_list_length: int


class WaitingListIn(Schema):
    message: str | None = None


class WaitingListOut(Schema):
    id: int
    position: int


def member_plots(request):
    return (
        Plot.objects.filter(association__members__user=request.user)
        .select_related("site", "association")
        .order_by("site__name", "number")
    )


@router.get("", response=list[PlotOut])
@paginate
def list_plots(request, filters: Query[PlotFilter]):
    return filters.filter(member_plots(request))


@router.get("{plot_id}/", response=PlotDetailOut)
def get_plot(request, plot_id: int):
    return get_object_or_404(member_plots(request), pk=plot_id)


@router.post("{plot_id}/waiting-list/", response={201: WaitingListOut})
def join_waiting_list(request, plot_id: int, payload: WaitingListIn):
    plot = get_object_or_404(member_plots(request), pk=plot_id)
    return 201, WaitingListEntry.objects.join(plot=plot, user=request.user, message=payload.message)
''', label="t_ninja_plots")
    s.read("backend/plotwise/urls.py")
    s.write("backend/plotwise/urls.py", '''from django.contrib import admin
from django.urls import include, path

from plotwise.api import api

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", api.urls),
    path("billing/", include("billing.urls")),
]
''')
    s.read("backend/plotwise/settings/base.py", offset=14, limit=30)
    s.edit("backend/plotwise/settings/base.py",
           '    "rest_framework",\n    "rest_framework.authtoken",\n    "drf_spectacular",\n    "django_filters",\n',
           '    "ninja",\n')
    s.edit("backend/plotwise/settings/base.py",
           'REST_FRAMEWORK = {\n    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.TokenAuthentication"],\n'
           '    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],\n'
           '    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",\n    "PAGE_SIZE": 50,\n'
           '    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",\n}\n',
           '# Django Ninja (api/v1). Pagination keeps the DRF response shape the app was built against.\n'
           'NINJA_PAGINATION_CLASS = "plotwise.pagination.DrfStylePagination"\nNINJA_PAGINATION_PER_PAGE = 50\n',
           label="t_settings")
    s.bash("cd backend && uv add django-ninja && uv remove djangorestframework drf-spectacular django-filter",
           "Add Django Ninja, remove DRF and its companions",
           "Resolved 66 packages in 577ms\nPrepared 5 packages in 412ms\nInstalled 5 packages in 19ms\n + annotated-types==0.7.0\n"
           " + django-ninja==1.5.3\n + pydantic==2.12.5\n + pydantic-core==2.41.5\n + typing-inspection==0.4.2\n"
           "Resolved 55 packages in 498ms\nUninstalled 11 packages in 104ms\n - attrs==25.4.0\n - django-filter==25.2\n"
           " - djangorestframework==3.16.1\n - drf-spectacular==0.29.0\n - inflection==0.5.1\n - jsonschema==4.25.1\n"
           " - jsonschema-specifications==2025.9.1\n - pyyaml==6.0.3\n - referencing==0.37.0\n - rpds-py==0.30.0\n - uritemplate==4.2.0",
           label="t_uvswap", rlabel="r_uvswap", secs=(3, 6))
    FS["backend/pyproject.toml"] = FS["backend/pyproject.toml"].replace(
        '    "djangorestframework>=3.16",\n    "drf-spectacular>=0.28",\n    "django-filter>=25.1",\n', '').replace(
        '    "weasyprint>=67.0",\n', '    "weasyprint>=67.0",\n    "django-ninja>=1.5.3",\n')
    s.bash("cd backend && uv run pytest -q -n auto", "Run the backend tests",
           "Exit code 1\n...................................F...................F.................... [ 82%]\n"
           "................                                                          [100%]\n"
           "=================================== FAILURES ===================================\n"
           "_________________________ test_list_plots_is_paginated _________________________\n"
           "plots/tests/test_api.py:41: in test_list_plots_is_paginated\n    assert body[\"next\"].endswith(\"?page=2\")\n"
           "E   KeyError: 'next'\n____________________________ test_list_my_bookings _____________________________\n"
           "bookings/tests/test_api.py:27: in test_list_my_bookings\n    assert [b[\"id\"] for b in body[\"results\"]] == [b2.id, b1.id]\n"
           "E   KeyError: 'results'\n=========================== short test summary info ============================\n"
           "FAILED plots/tests/test_api.py::test_list_plots_is_paginated - KeyError: 'next'\n"
           "FAILED bookings/tests/test_api.py::test_list_my_bookings - KeyError: 'results'\n2 failed, 88 passed in 8.77s",
           error=True, secs=(9, 14))
    s.write("backend/plotwise/pagination.py", '''from ninja import Field, Schema
from ninja.pagination import PaginationBase


class DrfStylePagination(PaginationBase):
    """Ninja pagination that answers in DRF's PageNumberPagination shape: {count, next, previous, results}."""

    class Input(Schema):
        page: int = Field(1, ge=1)

    class Output(Schema):
        count: int
        next: str | None
        previous: str | None
        results: list

    items_attribute = "results"

    def __init__(self, page_size: int = 50, **kwargs):
        self.page_size = page_size
        super().__init__(**kwargs)

    def paginate_queryset(self, queryset, pagination: Input, request, **params):
        page = pagination.page
        start = (page - 1) * self.page_size
        count = queryset.count()
        url = request.build_absolute_uri(request.path)
        return {
            "count": count,
            "next": f"{url}?page={page + 1}" if start + self.page_size < count else None,
            "previous": (f"{url}?page={page - 1}" if page > 2 else url) if page > 1 else None,
            "results": list(queryset[start : start + self.page_size]),
        }
''')
    s.bash("cd backend && uv run pytest -q -n auto", "Run the backend tests again",
           "........................................................................ [ 80%]\n"
           "..................                                                       [100%]\n90 passed in 8.41s",
           rlabel="r_tests", secs=(9, 14))
    s.bash("cd backend && uv run python manage.py export_openapi_schema --api plotwise.api.api --indent 2 "
           "--output ../mobile/src/api/openapi.json && cd ../mobile && yarn -s openapi-typescript src/api/openapi.json "
           "-o src/api/schema.d.ts && git diff --stat -- src/api",
           "Regenerate the OpenAPI schema and the app's types",
           "✨ openapi-typescript 7.10.1\n🚀 src/api/openapi.json → src/api/schema.d.ts [38.6ms]\n"
           " mobile/src/api/openapi.json | 412 ++++++++++++++++++-------------------\n"
           " mobile/src/api/schema.d.ts  |  57 +++--\n 2 files changed, 198 insertions(+), 271 deletions(-)",
           rlabel="r_openapi", secs=(3, 6))
    s.say("api/v1 now runs on Django Ninja (branch `ninja`):\n\n- `plotwise/api.py`: one `NinjaAPI` with `TokenAuth`, "
          "an `APIKeyHeader` that accepts `Authorization: Token <key>` against `accounts.ApiToken`, so installed "
          "apps keep working; it mounts your bookings router and the new plots router.\n- `plots/api.py`: list "
          "(with a `FilterSchema` for `site`/`status`), detail, and `POST {id}/waiting-list/`, same paths and "
          "fields as the DRF viewset.\n- Pagination: Ninja's default answers `{items, count}`, which broke two tests; "
          "`plotwise/pagination.py` answers in DRF's `{count, next, previous, results}` shape and is the default "
          "via `NINJA_PAGINATION_CLASS`.\n- `djangorestframework`, `drf-spectacular` and `django-filter` are "
          "removed from `pyproject.toml` and `INSTALLED_APPS`; `/api/v1/schema/` is replaced by Ninja's "
          "`/api/v1/openapi.json`.\n- 90 tests pass. The regenerated `schema.d.ts` mostly differs in nullability "
          "(`notes: string | null` instead of `string`), which is what drf-spectacular got wrong.",
          label="a1", end=True)

    s.branch = "main"
    s.user("Merged and deployed, the app didn't notice a thing. Now the bigger item for Q1: Heroku. Basic dynos for "
           "web, worker and scheduler, Standard-0 Postgres and the premium Redis add it up to $191 a month for an "
           "app with 900 users, and Heroku hasn't shipped anything I care about in years. I want us on AWS: ECS "
           "Fargate for web/worker/scheduler, RDS for Postgres, ElastiCache for the Redis bits, all in our "
           "Terraform. Media and SES are on AWS already. Target: the first weekend of March. I also priced Google "
           "Cloud Run, cheaper at idle, but then we'd be split across two clouds, so no. And when we build the "
           "production Docker image let's go to Python 3.13 in the same go, no point building a 3.11 image in 2026. "
           "In seedswap I just put everything on Supabase and never think about servers, but plotwise has far too "
           "much Django for that.", label="u2", gap=(900, 1800))
    s.think("Outline the migration: Terraform resources, cutover steps, risks. Mention HCP Terraform legacy free plan "
            "ending 31 March 2026, relevant because ~40-60 new resources would count under resource-based pricing. "
            "Valkey on ElastiCache is cheaper and protocol-compatible with what django-redis and Dramatiq use.")
    s.say("Makes sense; a rough plan:\n\n**Terraform (infra/)**: VPC with two public and two private subnets, one "
          "NAT instance (not a NAT gateway, to keep it cheap); ECR repository; ECS cluster with three Fargate "
          "services from one image (web behind an ALB, `rundramatiq` worker, periodiq scheduler); RDS PostgreSQL 16 "
          "(db.t4g.small, 20 GB gp3, 7-day backups); ElastiCache Serverless for **Valkey** rather than Redis OSS: "
          "about 20% cheaper, and the protocol is the same for django-redis and Dramatiq's Redis broker; secrets in "
          "SSM Parameter Store; the app's IAM role replaces the `plotwise-heroku-app` user.\n\n**Image**: a "
          "production Dockerfile on `python:3.13-slim`, so the 3.11 → 3.13 bump has to land before the cutover, "
          "with CI on 3.13 too.\n\n**Cutover (Saturday)**: lower the `api` CNAME TTL at Gandi a few days before; "
          "maintenance mode on Heroku; `pg_dump` → `pg_restore` into RDS; start the ECS services; switch the CNAME "
          "to the ALB; keep Heroku scaled to zero for a couple of weeks as the way back.\n\n**One thing to settle "
          "first**: the Terraform state lives in HCP Terraform on the legacy free plan, which HashiCorp ends on "
          "31 March 2026. The replacement plan bills per managed resource, and this migration adds 50-60 of them. "
          "Worth deciding where state lives before we add them.", label="a2", end=True)

    s.user("Good point on the state. We'll move it to an S3 backend before the AWS work; I'll think about the "
           "details. Write the plan into docs/aws-migration.md so I don't lose it.", label="u3", gap=(120, 300))
    s.write("docs/aws-migration.md", '''# Moving plotwise from Heroku to AWS

_Plan of 2026-01-13. Target: cutover on Saturday 7 March 2026._

## Why

- Heroku costs $191/month (3 Basic dynos, Postgres standard-0, Redis premium-0) for ~900 users.
- Media (S3) and email (SES) are on AWS already; one cloud, one Terraform config.
- Google Cloud Run was priced and rejected: cheaper at idle, but it would split us across two clouds.

## Target

| piece | today (Heroku) | after |
|---|---|---|
| web, worker, scheduler | Basic dynos | ECS Fargate services (one image) behind an ALB |
| PostgreSQL | Heroku Postgres standard-0 | Amazon RDS for PostgreSQL 16, db.t4g.small |
| cache + Dramatiq broker | Heroku Redis premium-0 | ElastiCache Serverless for Valkey |
| Python | 3.11 (buildpack) | 3.13 (`python:3.13-slim` image) |
| secrets | config vars | SSM Parameter Store |

## Before the cutover

1. Terraform state out of HCP Terraform (legacy free plan ends 2026-03-31) into an S3 backend.
2. Python 3.13 in the Dockerfile, `.python-version` and CI.
3. Terraform for VPC, ECR, ECS, ALB, RDS, ElastiCache; deploy a staging copy.
4. Lower the TTL of the `api` CNAME at Gandi to 300 s.

## Cutover

Maintenance mode on Heroku → `pg_dump` → `pg_restore` into RDS → start ECS services → smoke tests →
`api` CNAME to the ALB → leave Heroku scaled to zero for two weeks as the way back.
''', label="t_plan")
    s.say("Written to `docs/aws-migration.md`: the reasons (cost, one cloud, Cloud Run rejected), the target table, "
          "the prerequisites (S3 state backend, Python 3.13, Terraform for the AWS pieces, lower TTL), and the "
          "cutover steps with Saturday 7 March as the target.", label="a3", end=True)
    return s


MOBILE_PKG_S06 = '''{
  "name": "plotwise",
  "version": "1.8.2",
  "main": "index.ts",
  "private": true,
  "scripts": {
    "start": "expo start",
    "android": "expo start --android",
    "ios": "expo start --ios",
    "test": "jest",
    "typecheck": "tsc --noEmit",
    "lint": "eslint ."
  },
  "jest": {
    "preset": "jest-expo",
    "setupFilesAfterEnv": ["<rootDir>/jest.setup.ts"]
  },
  "dependencies": {
    "@react-native-async-storage/async-storage": "2.2.0",
    "@react-navigation/bottom-tabs": "^7.4.7",
    "@react-navigation/native": "^7.1.17",
    "@react-navigation/native-stack": "^7.3.26",
    "@sentry/react-native": "~7.2.0",
    "expo": "~54.0.31",
    "expo-notifications": "~0.32.16",
    "expo-secure-store": "~15.0.8",
    "expo-status-bar": "~3.0.9",
    "mobx": "^6.13.7",
    "mobx-react-lite": "^4.1.0",
    "mobx-state-tree": "^7.0.2",
    "react": "19.1.0",
    "react-native": "0.81.5",
    "react-native-safe-area-context": "~5.6.0",
    "react-native-screens": "~4.16.0"
  },
  "devDependencies": {
    "@babel/core": "^7.25.2",
    "@testing-library/react-native": "^13.3.3",
    "@types/jest": "^29.5.14",
    "@types/react": "~19.1.10",
    "jest": "~29.7.0",
    "jest-expo": "~54.0.16",
    "openapi-typescript": "^7.10.1",
    "typescript": "~5.9.2"
  }
}
'''

MOBILE_APP_JSON = '''{
  "expo": {
    "name": "Plotwise",
    "slug": "plotwise",
    "version": "1.8.2",
    "orientation": "portrait",
    "icon": "./assets/icon.png",
    "scheme": "plotwise",
    "userInterfaceStyle": "light",
    "newArchEnabled": true,
    "ios": {
      "bundleIdentifier": "app.plotwise.mobile",
      "supportsTablet": false
    },
    "android": {
      "package": "app.plotwise.mobile",
      "adaptiveIcon": { "foregroundImage": "./assets/adaptive-icon.png", "backgroundColor": "#3a7d44" }
    },
    "plugins": [
      "expo-notifications",
      "expo-secure-store",
      ["@sentry/react-native/expo", { "organization": "plotwise", "project": "plotwise-mobile" }]
    ],
    "extra": { "eas": { "projectId": "3f6c1d52-8a4e-4b7f-9c20-5e1d7a9b0c34" } },
    "owner": "plotwise"
  }
}
'''

MOBILE_APP_TSX = '''import { NavigationContainer } from "@react-navigation/native";
import { StatusBar } from "expo-status-bar";
import { SafeAreaProvider } from "react-native-safe-area-context";

import { initSentry, Sentry } from "./src/lib/sentry";
import { linking } from "./src/navigation/linking";
import { RootNavigator } from "./src/navigation/RootNavigator";
import { RootStoreProvider, rootStore } from "./src/stores";

initSentry();

function App() {
  return (
    <SafeAreaProvider>
      <RootStoreProvider value={rootStore}>
        <NavigationContainer linking={linking}>
          <RootNavigator />
        </NavigationContainer>
      </RootStoreProvider>
      <StatusBar style="dark" />
    </SafeAreaProvider>
  );
}

export default Sentry.wrap(App);
'''

MOBILE_ROOTNAV = '''import { createBottomTabNavigator } from "@react-navigation/bottom-tabs";
import { createNativeStackNavigator } from "@react-navigation/native-stack";

import { BookingsScreen } from "../screens/BookingsScreen";
import { PlotDetailScreen } from "../screens/PlotDetailScreen";
import { PlotListScreen } from "../screens/PlotListScreen";
import { ProfileScreen } from "../screens/ProfileScreen";
import { RotaDetailScreen } from "../screens/RotaDetailScreen";
import { RotaScreen } from "../screens/RotaScreen";
import type { RootStackParamList, TabParamList } from "./types";

const Stack = createNativeStackNavigator<RootStackParamList>();
const Tab = createBottomTabNavigator<TabParamList>();

function Tabs() {
  return (
    <Tab.Navigator screenOptions={{ headerShown: false }}>
      <Tab.Screen name="Plots" component={PlotListScreen} options={{ title: "Talhões" }} />
      <Tab.Screen name="Bookings" component={BookingsScreen} options={{ title: "Reservas" }} />
      <Tab.Screen name="Rota" component={RotaScreen} options={{ title: "Rega" }} />
      <Tab.Screen name="Profile" component={ProfileScreen} options={{ title: "Perfil" }} />
    </Tab.Navigator>
  );
}

export function RootNavigator() {
  return (
    <Stack.Navigator>
      <Stack.Screen name="Tabs" component={Tabs} options={{ headerShown: false }} />
      <Stack.Screen name="PlotDetail" component={PlotDetailScreen} />
      <Stack.Screen name="RotaDetail" component={RotaDetailScreen} />
    </Stack.Navigator>
  );
}
'''

MOBILE_LINKING = '''import type { LinkingOptions } from "@react-navigation/native";
import * as Notifications from "expo-notifications";
import { Linking } from "react-native";

import type { RootStackParamList } from "./types";

// Push payloads carry {screen, ...params} (see backend notifications/tasks.py); turn them into URLs.
function urlFromNotification(data: Record<string, unknown>): string | null {
  if (data.screen === "RotaDetail" && data.slotId) return `plotwise://rota/${data.slotId}`;
  if (data.screen === "PlotDetail" && data.plotId) return `plotwise://plots/${data.plotId}`;
  return null;
}

export const linking: LinkingOptions<RootStackParamList> = {
  prefixes: ["plotwise://"],
  config: {
    screens: {
      Tabs: {
        screens: { Plots: "plots", Bookings: "bookings", Rota: "rota", Profile: "profile" },
      },
      PlotDetail: "plots/:plotId",
      RotaDetail: "rota/:slotId",
    },
  },
  // Runs once the NavigationContainer is ready, so a cold start from a notification lands on the right screen.
  async getInitialURL() {
    const url = await Linking.getInitialURL();
    if (url) return url;
    const response = Notifications.getLastNotificationResponse();
    return response ? urlFromNotification(response.notification.request.content.data) : null;
  },
  subscribe(listener) {
    const links = Linking.addEventListener("url", ({ url }) => listener(url));
    const pushes = Notifications.addNotificationResponseReceivedListener((response) => {
      const url = urlFromNotification(response.notification.request.content.data);
      if (url) listener(url);
    });
    return () => {
      links.remove();
      pushes.remove();
    };
  },
};
'''


def between_s05_s06() -> None:
    FS["mobile/package.json"] = MOBILE_PKG_S06
    FS["mobile/app.json"] = MOBILE_APP_JSON
    FS["mobile/App.tsx"] = MOBILE_APP_TSX
    FS["mobile/index.ts"] = 'import { registerRootComponent } from "expo";\n\nimport App from "./App";\n\nregisterRootComponent(App);\n'
    FS["mobile/src/navigation/RootNavigator.tsx"] = MOBILE_ROOTNAV
    FS["mobile/src/navigation/linking.ts"] = MOBILE_LINKING


SAVED_RN: dict[str, str] = {}


def s06() -> Session:
    s = Session("s06", "2.1.39", "claude-opus-4-6", "expo-router", utc("2026-02-10T13:46:52"), "2.1b",
                slug="brave-sprouting-tendril")
    s.user("Mobile today. I want to replace React Navigation with Expo Router: file-based routes, typed hrefs, and "
           "deep links without hand-maintaining the linking config, which we need for the plot invite links "
           "(plotwise://invite/<code>, and https://plotwise.app/invite/<code> later). Same tabs: Plots, Bookings, "
           "Rota, Profile. Someone in the Expo Discord suggested Wix's react-native-navigation instead, but it needs "
           "native setup we can't do in the managed workflow and it's a completely different model, so no.",
           label="u1", gap=(0, 0))
    s.read("mobile/package.json", rlabel="r_pkg")
    s.read("mobile/src/navigation/RootNavigator.tsx")
    s.bash("cd mobile && npx expo install expo-router expo-linking expo-constants && yarn remove "
           "@react-navigation/native-stack @react-navigation/bottom-tabs",
           "Install Expo Router for SDK 54 and drop the stack/tab navigators",
           "› Installing 3 SDK 54.0.0 compatible native modules using yarn\n> yarn add expo-router@~6.0.21 expo-linking@~8.0.11 expo-constants@~18.0.13\n"
           "yarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking dependencies...\n"
           "[4/4] Building fresh packages...\nsuccess Saved lockfile.\nsuccess Saved 16 new dependencies.\n✨  Done in 9.41s.\n"
           "› Added config plugin: expo-router\nyarn remove v1.22.22\n[1/2] Removing module @react-navigation/native-stack...\n"
           "[2/2] Removing module @react-navigation/bottom-tabs...\nsuccess Uninstalled packages.\n✨  Done in 4.12s.",
           label="t_install", rlabel="r_install", secs=(14, 22))
    FS["mobile/package.json"] = FS["mobile/package.json"].replace(
        '    "@react-navigation/bottom-tabs": "^7.4.7",\n', '').replace(
        '    "@react-navigation/native-stack": "^7.3.26",\n', '').replace(
        '    "expo": "~54.0.31",\n', '    "expo": "~54.0.31",\n    "expo-constants": "~18.0.13",\n    "expo-linking": "~8.0.11",\n').replace(
        '    "expo-notifications": "~0.32.16",\n', '    "expo-notifications": "~0.32.16",\n    "expo-router": "~6.0.21",\n')
    s.edit("mobile/package.json", '"main": "index.ts",', '"main": "expo-router/entry",', stale=True)
    s.read("mobile/package.json")
    s.edit("mobile/package.json", '"main": "index.ts",', '"main": "expo-router/entry",', label="t_main")
    s.read("mobile/app.json")
    s.edit("mobile/app.json", '''    "plugins": [
      "expo-notifications",''', '''    "experiments": { "typedRoutes": true },
    "plugins": [
      "expo-router",
      "expo-notifications",''')
    s.write("mobile/app/_layout.tsx", '''import * as Notifications from "expo-notifications";
import { router, Stack } from "expo-router";
import { StatusBar } from "expo-status-bar";
import { useEffect } from "react";
import { SafeAreaProvider } from "react-native-safe-area-context";

import { initSentry, Sentry } from "../src/lib/sentry";
import { RootStoreProvider, rootStore } from "../src/stores";

initSentry();

// Push payloads carry {screen, ...params} (see backend notifications/tasks.py).
function useNotificationObserver() {
  useEffect(() => {
    const open = (notification: Notifications.Notification) => {
      const { screen, slotId, plotId } = notification.request.content.data as Record<string, string | undefined>;
      if (screen === "RotaDetail" && slotId) router.push(`/rota/${slotId}`);
      if (screen === "PlotDetail" && plotId) router.push(`/plots/${plotId}`);
    };
    const last = Notifications.getLastNotificationResponse();
    if (last) open(last.notification);
    const sub = Notifications.addNotificationResponseReceivedListener((response) => open(response.notification));
    return () => sub.remove();
  }, []);
}

function RootLayout() {
  useNotificationObserver();
  return (
    <SafeAreaProvider>
      <RootStoreProvider value={rootStore}>
        <Stack>
          <Stack.Screen name="(tabs)" options={{ headerShown: false }} />
          <Stack.Screen name="plots/[plotId]" />
          <Stack.Screen name="rota/[slotId]" />
          <Stack.Screen name="invite/[code]" options={{ presentation: "modal", title: "Convite" }} />
        </Stack>
      </RootStoreProvider>
      <StatusBar style="dark" />
    </SafeAreaProvider>
  );
}

export default Sentry.wrap(RootLayout);
''', label="t_layout")
    s.write("mobile/app/(tabs)/_layout.tsx", '''import { Tabs } from "expo-router";

export default function TabsLayout() {
  return (
    <Tabs screenOptions={{ headerShown: false }}>
      <Tabs.Screen name="index" options={{ title: "Talhões" }} />
      <Tabs.Screen name="bookings" options={{ title: "Reservas" }} />
      <Tabs.Screen name="rota" options={{ title: "Rega" }} />
      <Tabs.Screen name="profile" options={{ title: "Perfil" }} />
    </Tabs>
  );
}
''')
    s.write("mobile/app/invite/[code].tsx", '''import { router, useLocalSearchParams } from "expo-router";

import { InviteScreen } from "../../src/screens/InviteScreen";

export default function Invite() {
  const { code } = useLocalSearchParams<{ code: string }>();
  return <InviteScreen code={code} onAccepted={(plotId) => router.replace(`/plots/${plotId}`)} />;
}
''', label="t_invite")
    s.bash("cd mobile && for r in 'index:PlotListScreen' 'bookings:BookingsScreen' 'rota:RotaScreen' 'profile:ProfileScreen'; do "
           "printf 'export { %s as default } from \"../../src/screens/%s\";\\n' \"${r#*:}\" \"${r#*:}\" > \"app/(tabs)/${r%%:*}.tsx\"; done && "
           "mkdir -p app/plots app/rota && printf 'export { PlotDetailScreen as default } from \"../../src/screens/PlotDetailScreen\";\\n' > 'app/plots/[plotId].tsx' && "
           "printf 'export { RotaDetailScreen as default } from \"../../src/screens/RotaDetailScreen\";\\n' > 'app/rota/[slotId].tsx' && "
           "git rm -r -q src/navigation App.tsx index.ts && yarn -s tsc --noEmit && yarn -s jest --ci 2>&1 | tail -6",
           "Add route files, remove the old navigator, typecheck and test",
           "Test Suites: 12 passed, 12 total\nTests:       43 passed, 43 total\nSnapshots:   3 passed, 3 total\nTime:        7.118 s\n"
           "Ran all test suites.", label="t_jest", rlabel="r_jest", secs=(14, 20))
    for rel in ("mobile/src/navigation/RootNavigator.tsx", "mobile/src/navigation/linking.ts", "mobile/App.tsx", "mobile/index.ts"):
        SAVED_RN[rel] = FS.pop(rel)
    s.say("Expo Router is in on `expo-router`:\n\n- `expo-router` (plus `expo-linking`/`expo-constants`) installed for "
          "SDK 54; `@react-navigation/native-stack` and `bottom-tabs` removed. `@react-navigation/native` stays: "
          "Expo Router is built on it.\n- `package.json` `main` is `expo-router/entry` (my first edit bounced "
          "because yarn had just rewritten the file). `app.json` gets the `expo-router` plugin and typed routes; "
          "the `plotwise` scheme was already there.\n- Routes: `app/_layout.tsx` (stack, store provider, Sentry "
          "wrapper), `app/(tabs)/` with the four tabs re-exporting the existing screens, `app/plots/[plotId]`, "
          "`app/rota/[slotId]` and the new `app/invite/[code]` modal. So `plotwise://invite/AB12CD` opens the "
          "invite screen with no linking config.\n- Notification taps: React Navigation's `linking.getInitialURL` "
          "used to handle them; that file is gone, so `useNotificationObserver` in the root layout maps the push "
          "payload to a route, including the last response on cold start.\n- `src/navigation/`, `App.tsx` and "
          "`index.ts` are deleted. tsc is clean, 43 Jest tests pass.\n\nPlease try a cold start from a rota "
          "notification on a real Android device before merging; that's the path the simulator can't really show.",
          label="a1")

    s.user("Tried it on my Pixel and the iPhone: invite link opens the right screen even from a cold start, rota "
           "notification too. Merge it; it goes out with 1.9 through EAS on Thursday.", label="u2", gap=(1500, 2700))
    s.bash("git add -A && git commit -qm \"Navigation: React Navigation -> Expo Router (file-based routes, invite deep links)\" && "
           "git switch main && git merge --no-ff expo-router -m \"Merge branch 'expo-router'\" && git push origin main",
           "Commit, merge to main and push",
           "Switched to branch 'main'\nMerge made by the 'ort' strategy.\n mobile/App.tsx                           |  28 ---\n"
           " mobile/app.json                          |   2 +\n mobile/app/(tabs)/_layout.tsx            |  14 ++\n"
           " mobile/app/_layout.tsx                   |  47 +++++\n mobile/app/invite/[code].tsx             |   9 +\n"
           " mobile/index.ts                          |   5 -\n mobile/package.json                      |   8 +-\n"
           " mobile/src/navigation/RootNavigator.tsx  |  39 ----\n mobile/src/navigation/linking.ts         |  51 -----\n"
           " mobile/yarn.lock                         | 143 +++++++-----\n 19 files changed, 203 insertions(+), 176 deletions(-)\n"
           "To github.com:plotwise/plotwise.git\n   a3c6f18..4e1b9c7  main -> main", rlabel="r_merge", secs=(3, 6))
    s.branch = "main"
    s.say("Merged as `4e1b9c7` and pushed. The Thursday EAS build for 1.9 will pick it up from `main`.",
          label="a2")
    return s


def between_s06_s07() -> None:
    FS["backend/pyproject.toml"] = FS["backend/pyproject.toml"].replace('version = "1.6.0"', 'version = "2.0.0"')
    FS["infra/ecs.tf"] = '# ECS cluster, task definitions and services (web, worker, scheduler); see docs/aws-migration.md\n'


def s07() -> Session:
    s = Session("s07", "2.1.63", "claude-opus-4-6", "py313", utc("2026-03-03T09:05:33"), "2.1b",
                slug="steady-pruning-shears")
    s.user("Cutover is this Saturday and staging on ECS looks good. Two prep jobs before then. First, Python 3.13 "
           "as we decided in January: Dockerfile, .python-version, CI, requires-python, ruff's target. Run the "
           "whole suite on 3.13 and build the image.", label="u1", gap=(0, 0))
    s.grep(r"3\.11|py311", ["backend/.python-version", "backend/Dockerfile", "backend/pyproject.toml", ".github/workflows/ci.yml"],
           rlabel="r_grep311")
    s.bash("cd backend && uv python pin 3.13 && sed -i '' 's/python:3.11-slim-bookworm/python:3.13-slim-bookworm/' Dockerfile && "
           "sed -i '' 's/requires-python = \">=3.11\"/requires-python = \">=3.13\"/; s/target-version = \"py311\"/target-version = \"py313\"/' pyproject.toml",
           "Pin Python 3.13 and update the Dockerfile and pyproject",
           "Updated `.python-version` from `3.11` -> `3.13`", label="t_pin", rlabel="r_pin")
    FS["backend/.python-version"] = "3.13\n"
    FS["backend/Dockerfile"] = FS["backend/Dockerfile"].replace("python:3.11-slim-bookworm", "python:3.13-slim-bookworm")
    FS["backend/pyproject.toml"] = FS["backend/pyproject.toml"].replace('">=3.11"', '">=3.13"').replace('"py311"', '"py313"')
    s.read(".github/workflows/ci.yml")
    s.edit(".github/workflows/ci.yml", 'python-version: "3.11"', 'python-version: "3.13"', replace_all=True, label="t_ci")
    s.bash("cd backend && uv sync && uv run pytest -n auto 2>&1 | sed -n '1,3p;$p'", "Recreate the venv on 3.13 and run the suite",
           "Using CPython 3.13.12\nRemoved virtual environment at: .venv\nCreating virtual environment at: .venv\n"
           "Resolved 60 packages in 11ms\nPrepared 9 packages in 2.84s\nInstalled 57 packages in 412ms\n"
           "============================= test session starts ==============================\n"
           "platform darwin -- Python 3.13.12, pytest-9.0.2, pluggy-1.6.0\n"
           "django: version: 5.2.11, settings: plotwise.settings.test (from ini)\n"
           "============================== 97 passed in 8.31s ==============================",
           rlabel="r_tests313", secs=(14, 22))
    s.bash("cd backend && docker build -q -t plotwise-api:py313 . && docker run --rm plotwise-api:py313 python --version",
           "Build the image and check its Python",
           "sha256:5d1e0f3b7a2c94e8b6d0a1f4c3e2b9d87a6f5e4d3c2b1a09f8e7d6c5b4a39281\nPython 3.13.12",
           rlabel="r_docker313", timeout=600000, secs=(70, 110))
    s.bash("git commit -qam \"Python 3.13: .python-version, Dockerfile, CI, requires-python\" && git push -q -u origin py313 && "
           "gh pr create --fill && gh pr checks --watch --interval 15 >/dev/null && gh pr merge --merge --delete-branch && "
           "git push heroku main 2>&1 | grep -E 'Using Python|Released|Verifying'",
           "Open the PR, wait for CI, merge and deploy to Heroku",
           "https://github.com/plotwise/plotwise/pull/41\n✓ Merged pull request plotwise/plotwise#41 (Python 3.13)\n"
           "✓ Deleted local branch py313 and switched to branch main\n✓ Deleted remote branch py313\n"
           "remote: -----> Using Python 3.13.12 specified in .python-version\nremote:        Released v236\n"
           "remote: Verifying deploy... done.", label="t_merge313", rlabel="r_merge313", timeout=900000, secs=(150, 220))
    s.branch = "main"
    s.say("Python 3.13 is live:\n\n- `.python-version` → 3.13 (`uv python pin`), Dockerfile base "
          "`python:3.13-slim-bookworm`, `requires-python = \">=3.13\"`, ruff `target-version = \"py313\"`, and both "
          "`python-version` entries in the workflow.\n- The suite passes on CPython 3.13.12 (97 tests), the image "
          "builds and reports Python 3.13.12.\n- PR #41 is merged, and Heroku rebuilt on 3.13.12 (v236), so the "
          "last days on Heroku already run the same Python as the ECS image.", label="a1")

    s.user("Second job: Terraform state. HCP Terraform's legacy free plan ends March 31 and I'm not moving to their "
           "per-resource pricing with 60 AWS resources landing this week. Move the state to an S3 backend: bucket "
           "plotwise-tfstate in eu-west-1, versioned, and S3's native lockfile, no DynamoDB table.", label="u2",
           gap=(120, 300))
    s.read("infra/versions.tf", rlabel="r_versions")
    s.bash("aws s3api create-bucket --bucket plotwise-tfstate --region eu-west-1 --create-bucket-configuration "
           "LocationConstraint=eu-west-1 && aws s3api put-bucket-versioning --bucket plotwise-tfstate "
           "--versioning-configuration Status=Enabled && aws s3api put-public-access-block --bucket plotwise-tfstate "
           "--public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true",
           "Create the versioned, private state bucket",
           '{\n    "Location": "http://plotwise-tfstate.s3.amazonaws.com/"\n}')
    s.bash("cd infra && terraform state pull > /tmp/plotwise-prod.tfstate && jq '{serial, terraform_version, resources: (.resources | length)}' /tmp/plotwise-prod.tfstate",
           "Keep a copy of the current remote state",
           '{\n  "serial": 412,\n  "terraform_version": "1.14.5",\n  "resources": 71\n}', secs=(3, 6))
    s.edit("infra/versions.tf", '''  cloud {
    organization = "plotwise"
    workspaces {
      name = "plotwise-prod"
    }
  }''', '''  # State moved out of HCP Terraform on 2026-03-03 (legacy free plan ends 2026-03-31).
  backend "s3" {
    bucket       = "plotwise-tfstate"
    key          = "prod/terraform.tfstate"
    region       = "eu-west-1"
    encrypt      = true
    use_lockfile = true
  }''', label="t_backend")
    s.bash("cd infra && terraform init -migrate-state -force-copy", "Migrate the state to the S3 backend",
           "Initializing the backend...\n╷\n│ Error: Migrating state from HCP Terraform or Terraform Enterprise to another backend is not yet implemented.\n"
           "│ \n│ Please use the API to do this: https://developer.hashicorp.com/terraform/cloud-docs/api-docs/state-versions\n╵",
           error=True, secs=(3, 6))
    s.bash("cd infra && terraform init -reconfigure -input=false | tail -2 && terraform state push /tmp/plotwise-prod.tfstate && "
           "terraform plan -no-color | tail -4",
           "Initialise the S3 backend, push the saved state and plan",
           "Terraform has been successfully initialized!\n\nAcquiring state lock. This may take a few moments...\n"
           "Releasing state lock. This may take a few moments...\n\nNo changes. Your infrastructure matches the configuration.\n\n"
           "Terraform has compared your real infrastructure against your configuration\nand found no differences, so no changes are needed.",
           rlabel="r_tfok", timeout=300000, secs=(25, 40))
    s.say("State is in S3 now:\n\n- `plotwise-tfstate` (eu-west-1): versioning on, public access blocked.\n- "
          "`versions.tf`: the `cloud` block is replaced by `backend \"s3\"` with `use_lockfile = true` (S3 native "
          "locking, Terraform ≥ 1.10), so no DynamoDB table.\n- `terraform init -migrate-state` refuses to migrate "
          "away from HCP Terraform (\"not yet implemented\"), so I pulled the state first (serial 412, 71 "
          "resources), re-initialised on S3 and pushed it. The plan shows no changes, and the lock was taken and "
          "released in the bucket.\n\nThe HCP workspace still holds the old state; lock it in the UI so nobody "
          "applies there by accident, and delete it after Saturday.", label="a2")

    s.user("Should we switch to OpenTofu while we're touching this anyway? Its state encryption would be nice, with "
           "the RDS master password sitting in state.", label="u3", gap=(60, 180))
    s.think("OpenTofu: drop-in for Terraform 1.5-era config; state encryption since 1.7 with AWS KMS key provider. Our "
            "config uses use_lockfile (OpenTofu supports it since 1.10). Provider registry mirror for aws/gandi. Check "
            "the installed version and what state encryption config would look like.")
    s.say("OpenTofu would read our configuration and this state as they are: the `s3` backend with `use_lockfile` "
          "is supported since OpenTofu 1.10, and state encryption (since 1.7) can use a KMS key as key provider. "
          "Let me check what's installed here and sketch the `encryption` block so you can see the size of the change.")
    s.interrupt()
    s.user("No, stop. Not four days before a cutover, and everything else we touch (the AWS provider docs, my "
           "habits, the runbooks) is Terraform. We stay on Terraform. I'll move the RDS password to "
           "manage_master_user_password instead so it's not in state at all. Commit the backend change and merge it.",
           label="u4", gap=(8, 30))
    s.bash("git switch -c tf-s3-state && git commit -qam \"Terraform: state in S3 with native locking (leave HCP Terraform)\" && "
           "git push -q -u origin tf-s3-state && gh pr create --fill && gh pr merge --merge --delete-branch",
           "Commit, open and merge the PR",
           "Switched to a new branch 'tf-s3-state'\nhttps://github.com/plotwise/plotwise/pull/42\n"
           "✓ Merged pull request plotwise/plotwise#42 (Terraform: state in S3 with native locking (leave HCP Terraform))\n"
           "✓ Deleted local branch tf-s3-state and switched to branch main\n✓ Deleted remote branch tf-s3-state",
           rlabel="r_merge_state", secs=(8, 14))
    s.say("Merged as PR #42; no OpenTofu. `manage_master_user_password = true` on the RDS instance is a good "
          "call: RDS keeps the password in Secrets Manager and the state only holds the secret's ARN.",
          label="a4")
    return s


def between_s07_s08() -> None:
    FS["infra/heroku.tf"] = FS["infra/heroku.tf"] + '''
resource "heroku_formation" "scheduler" {
  app_id   = heroku_app.api.id
  type     = "scheduler"
  quantity = 1
  size     = "basic"
}
'''


def s08() -> Session:
    s = Session("s08", "2.1.70", "claude-opus-4-6", "main", utc("2026-03-10T10:31:09"), "2.1b",
                slug="quiet-harbor-lantern")
    s.user("We're on AWS since Saturday night. The cutover took 3h10: pg_dump from Heroku Postgres, restore into "
           "RDS (Postgres 16, db.t4g.small), ElastiCache Serverless for Valkey for the cache and the Dramatiq "
           "broker, web/worker/scheduler on Fargate behind the ALB, and the api CNAME at Gandi flipped to the ALB at "
           "23:40. Leftover: the Heroku app, add-ons and formations are still in the Terraform config and state. "
           "Take them out of both without destroying anything; I'll delete the Heroku app by hand at the end of "
           "the month, it's our way back until then.", label="u1", gap=(0, 0))
    s.read("infra/heroku.tf")
    s.bash("cd infra && terraform state list | grep -E '^heroku_'", "List the Heroku resources in the state",
           "heroku_addon.postgres\nheroku_addon.redis\nheroku_app.api\nheroku_formation.scheduler\nheroku_formation.web\nheroku_formation.worker")
    s.bash("cd infra && terraform state rm heroku_addon.postgres heroku_addon.redis heroku_app.api heroku_formation.scheduler "
           "heroku_formation.web heroku_formation.worker && git rm -q heroku.tf",
           "Forget the Heroku resources without destroying them",
           "Acquiring state lock. This may take a few moments...\nRemoved heroku_addon.postgres\nRemoved heroku_addon.redis\n"
           "Removed heroku_app.api\nRemoved heroku_formation.scheduler\nRemoved heroku_formation.web\nRemoved heroku_formation.worker\n"
           "Successfully removed 6 resource instance(s).\nReleasing state lock. This may take a few moments...",
           label="t_staterm", rlabel="r_staterm")
    del FS["infra/heroku.tf"]
    s.read("infra/versions.tf")
    s.edit("infra/versions.tf", '''    heroku = {
      source  = "heroku/heroku"
      version = "~> 5.2"
    }
''', "", label="t_prov")
    s.edit("infra/versions.tf", 'provider "heroku" {}\n\n', "")
    s.bash("cd infra && terraform init -upgrade -input=false | grep -E '^- |initialized' && terraform plan -no-color | "
           "grep -E 'Refreshing state.*(ecs_service|db_instance|elasticache)|No changes'",
           "Re-initialise without the Heroku provider and plan",
           "- Finding hashicorp/aws versions matching \"~> 6.0\"...\n- Finding go-gandi/gandi versions matching \"~> 2.3\"...\n"
           "- Using previously-installed go-gandi/gandi v2.3.0\n- Installing hashicorp/aws v6.35.0...\n"
           "- Installed hashicorp/aws v6.35.0 (signed by HashiCorp)\nTerraform has been successfully initialized!\n"
           "aws_elasticache_serverless_cache.valkey: Refreshing state... [id=plotwise-valkey]\n"
           "aws_db_instance.main: Refreshing state... [id=db-7QK2N4XW5FJ3LRM6PZ2H4TBCVE]\n"
           "aws_ecs_service.scheduler: Refreshing state... [id=arn:aws:ecs:eu-west-1:418273950614:service/plotwise/scheduler]\n"
           "aws_ecs_service.web: Refreshing state... [id=arn:aws:ecs:eu-west-1:418273950614:service/plotwise/web]\n"
           "aws_ecs_service.worker: Refreshing state... [id=arn:aws:ecs:eu-west-1:418273950614:service/plotwise/worker]\n"
           "No changes. Your infrastructure matches the configuration.", rlabel="r_plan", timeout=300000, secs=(20, 35))
    s.say("Heroku is out of Terraform:\n\n- `terraform state rm` on the app, both add-ons and the three formations "
          "(6 instances): Terraform forgets them, Heroku keeps them, so the way back stays open.\n- `heroku.tf` "
          "deleted; the `heroku/heroku` provider removed from `required_providers` and its empty `provider` block "
          "dropped.\n- After `init -upgrade` the plan is clean: the ECS services, the RDS instance and the Valkey "
          "cache refresh without changes.\n\nAt the end of the month: `heroku apps:destroy plotwise-api` deletes the "
          "app together with the Postgres and Redis add-ons; take a last `pg:backups:capture` first if you want a "
          "final Heroku-side backup.", label="a1")
    s.compact("This session is being continued from a previous conversation that ran out of context. The summary "
              "below covers the earlier portion of the conversation.\n\nAnalysis:\nThe user reported that production "
              "moved from Heroku to AWS on Saturday night (2026-03-07): 3h10 cutover, pg_dump from Heroku Postgres "
              "restored into Amazon RDS for PostgreSQL 16 (db.t4g.small), ElastiCache Serverless for Valkey replacing "
              "Heroku Redis as Django cache and Dramatiq broker, web/worker/scheduler as ECS Fargate services behind an "
              "ALB, the api CNAME at Gandi switched at 23:40. They asked to remove the Heroku resources from Terraform "
              "config and state without destroying them (the Heroku app is the rollback path until the end of the "
              "month).\n\nSummary:\n1. Primary Request and Intent:\n   - Remove heroku_app/heroku_addon/heroku_formation "
              "from infra/ config and state, no destroy.\n2. Key Technical Concepts:\n   - Terraform state in the S3 "
              "backend with use_lockfile (since 2026-03-03); providers now hashicorp/aws and go-gandi/gandi only.\n"
              "3. Files and Code Sections:\n   - infra/heroku.tf: deleted.\n   - infra/versions.tf: heroku provider "
              "removed.\n4. Errors and fixes: none.\n5. Pending Tasks: none.\n6. Current Work: done; terraform plan shows "
              "no changes.", 41877, label="compact")

    s.user("Other fire. 1.9's crash-free sessions in Sentry dropped to 97.1%, and we have a pile of reports that "
           "tapping the rota reminder notification on Android when the app was killed lands on a blank screen. "
           "It's Expo Router's notification-to-route handling racing the root layout: router.push fires before the "
           "navigator is mounted. I spent Sunday on workarounds and I'm done. Revert Expo Router, back to React "
           "Navigation, and do the invite deep links with React Navigation's linking config instead.",
           label="u2", gap=(200, 500))
    s.think("Revert the merge commit of expo-router with -m 1. Check that later commits didn't touch the same files. "
            "Then reinstall, add the invite route to linking.ts (plotwise:// and https://plotwise.app prefixes), "
            "typecheck and test.")
    s.bash("git log --oneline --merges -5 -- mobile/ && git log --oneline 4e1b9c7..main -- mobile/app mobile/package.json",
           "Find the Expo Router merge and later changes to the same files",
           "4e1b9c7 Merge branch 'expo-router'\nd02b6a1 Merge pull request #31 from plotwise/api-types\n"
           "b3f9e07 Merge pull request #27 from plotwise/rota-swap\n91a4c3e Merge pull request #19 from plotwise/ninja\n", rlabel="r_log")
    s.bash("git switch -c revert-expo-router && git revert -m 1 4e1b9c7 --no-edit",
           "Revert the Expo Router merge on a new branch",
           "Switched to a new branch 'revert-expo-router'\n[revert-expo-router 9a0d3e2] Revert \"Merge branch 'expo-router'\"\n"
           " 19 files changed, 176 insertions(+), 203 deletions(-)\n delete mode 100644 mobile/app/(tabs)/_layout.tsx\n"
           " delete mode 100644 mobile/app/(tabs)/bookings.tsx\n delete mode 100644 mobile/app/(tabs)/index.tsx\n"
           " delete mode 100644 mobile/app/(tabs)/profile.tsx\n delete mode 100644 mobile/app/(tabs)/rota.tsx\n"
           " delete mode 100644 mobile/app/_layout.tsx\n delete mode 100644 mobile/app/invite/[code].tsx\n"
           " delete mode 100644 mobile/app/plots/[plotId].tsx\n delete mode 100644 mobile/app/rota/[slotId].tsx\n"
           " create mode 100644 mobile/App.tsx\n create mode 100644 mobile/index.ts\n"
           " create mode 100644 mobile/src/navigation/RootNavigator.tsx\n create mode 100644 mobile/src/navigation/linking.ts",
           label="t_revert", rlabel="r_revert")
    s.branch = "revert-expo-router"
    for rel in [r for r in FS if r.startswith("mobile/app/")]:
        del FS[rel]
    FS.update(SAVED_RN)
    FS["mobile/package.json"] = MOBILE_PKG_S06.replace('"version": "1.8.2"', '"version": "1.9.0"')
    FS["mobile/app.json"] = MOBILE_APP_JSON.replace('"version": "1.8.2"', '"version": "1.9.0"')
    s.bash("cd mobile && yarn install --frozen-lockfile 2>&1 | tail -2", "Reinstall the mobile dependencies",
           "[4/4] Building fresh packages...\n✨  Done in 21.37s.", secs=(22, 30))
    s.read("mobile/src/navigation/linking.ts")
    s.edit("mobile/src/navigation/linking.ts", '''  prefixes: ["plotwise://"],''',
           '''  prefixes: ["plotwise://", "https://plotwise.app"],''')
    s.edit("mobile/src/navigation/linking.ts", '''      RotaDetail: "rota/:slotId",
    },''', '''      RotaDetail: "rota/:slotId",
      Invite: "invite/:code",
    },''', label="t_linking")
    s.bash("cd mobile && git add -A && yarn -s tsc --noEmit && yarn -s jest --ci 2>&1 | tail -5",
           "Typecheck and run the tests",
           "src/navigation/linking.ts(29,7): error TS2353: Object literal may only specify known properties, and 'Invite' does not exist in type 'PathConfigMap<RootStackParamList>'.",
           error=True, secs=(6, 10))
    FS["mobile/src/navigation/types.ts"] = "export type RootStackParamList = {\n  Tabs: undefined;\n  PlotDetail: { plotId: string };\n  RotaDetail: { slotId: string };\n};\n"
    s.bash("cd mobile && sed -i '' 's/  RotaDetail: { slotId: string };/  RotaDetail: { slotId: string };\\n  Invite: { code: string };/' "
           "src/navigation/types.ts && printf '%s\\n' '      <Stack.Screen name=\"Invite\" component={InviteScreen} options={{ presentation: \"modal\", title: \"Convite\" }} />' "
           "| sed -i '' '/name=\"RotaDetail\"/r /dev/stdin' src/navigation/RootNavigator.tsx && "
           "sed -i '' 's#^import { RotaScreen } from \"../screens/RotaScreen\";#&\\nimport { InviteScreen } from \"../screens/InviteScreen\";#' "
           "src/navigation/RootNavigator.tsx && yarn -s tsc --noEmit && yarn -s jest --ci 2>&1 | tail -5",
           "Add the Invite route to the stack and its params, then typecheck and test",
           "Test Suites: 12 passed, 12 total\nTests:       43 passed, 43 total\nSnapshots:   3 passed, 3 total\nTime:        6.902 s\n"
           "Ran all test suites.", rlabel="r_jest", secs=(12, 18))
    s.say("Expo Router is reverted on `revert-expo-router`:\n\n- `git revert -m 1 4e1b9c7` undid the merge cleanly; "
          "nothing after it touched `mobile/app/` or `package.json`. `App.tsx`, `index.ts` and `src/navigation/` are "
          "back, `main` is `index.ts` again, and `@react-navigation/native-stack`/`bottom-tabs` are back in "
          "`package.json` with `expo-router` gone.\n- Notification taps go through React Navigation's "
          "`linking.getInitialURL`/`subscribe` again, which only run once the `NavigationContainer` is ready, so "
          "the cold-start race can't happen there.\n- Invite links: `Invite: \"invite/:code\"` in the linking config, "
          "with `https://plotwise.app` as a second prefix, plus an `Invite` modal screen in the root stack "
          "(`InviteScreen` survived the revert because it lives in `src/screens`).\n- tsc clean, 43 tests pass.",
          label="a2")

    s.branch = "main"
    s.user("Merged. I'll ship it as 1.9.1 through EAS this afternoon.", label="u3", gap=(300, 700))
    s.say("Good. Once 1.9.1 is out, watch crash-free sessions for 1.9.1 separately in Sentry's release view; the "
          "1.9 numbers will keep including the affected devices until they update.", label="a3")
    return s


PODFILE = '''require File.join(File.dirname(`node --print "require.resolve('expo/package.json')"`), "scripts/autolinking")
require File.join(File.dirname(`node --print "require.resolve('react-native/package.json')"`), "scripts/react_native_pods")

require 'json'
podfile_properties = JSON.parse(File.read(File.join(__dir__, 'Podfile.properties.json'))) rescue {}

platform :ios, podfile_properties['ios.deploymentTarget'] || '15.1'
install! 'cocoapods',
  :deterministic_uuids => false

prepare_react_native_project!

target 'Plotwise' do
  use_expo_modules!

  config_command = ['npx', 'expo-modules-autolinking', 'react-native-config', '--json', '--platform', 'ios']
  config = use_native_modules!(config_command)

  use_frameworks! :linkage => podfile_properties['ios.useFrameworks'].to_sym if podfile_properties['ios.useFrameworks']
  use_frameworks! :linkage => ENV['USE_FRAMEWORKS'].to_sym if ENV['USE_FRAMEWORKS']

  use_react_native!(
    :path => config[:reactNativePath],
    :hermes_enabled => podfile_properties['expo.jsEngine'] == nil || podfile_properties['expo.jsEngine'] == 'hermes',
    :app_path => "#{Pod::Config.instance.installation_root}/..",
    :privacy_file_aggregation_enabled => podfile_properties['apple.privacyManifestAggregationEnabled'] != 'false',
  )

  post_install do |installer|
    react_native_post_install(
      installer,
      config[:reactNativePath],
      :mac_catalyst_enabled => false,
      :ccache_enabled => podfile_properties['apple.ccacheEnabled'] == 'true',
    )
  end
end
'''

APP_GRADLE = '''apply plugin: "com.android.application"
apply plugin: "org.jetbrains.kotlin.android"
apply plugin: "com.facebook.react"
apply from: new File(["node", "--print", "require('path').dirname(require.resolve('@sentry/react-native/package.json'))"].execute().text.trim(), "sentry.gradle")

def projectRoot = rootDir.getAbsoluteFile().getParentFile().getAbsolutePath()

react {
    entryFile = file(["node", "-e", "require('expo/scripts/resolveAppEntry')", projectRoot, "android", "absolute"].execute(null, rootDir).text.trim())
    reactNativeDir = new File(["node", "--print", "require.resolve('react-native/package.json')"].execute(null, rootDir).text.trim()).getParentFile().getAbsoluteFile()
    hermesCommand = new File(["node", "--print", "require.resolve('react-native/package.json')"].execute(null, rootDir).text.trim()).getParentFile().getAbsolutePath() + "/sdks/hermesc/%OS-BIN%/hermesc"
    autolinkLibrariesWithApp()
}

android {
    ndkVersion rootProject.ext.ndkVersion
    buildToolsVersion rootProject.ext.buildToolsVersion
    compileSdk rootProject.ext.compileSdkVersion

    namespace 'app.plotwise.mobile'
    defaultConfig {
        applicationId 'app.plotwise.mobile'
        minSdkVersion rootProject.ext.minSdkVersion
        targetSdkVersion rootProject.ext.targetSdkVersion
        versionCode 42
        versionName "1.10.0"
    }
}

dependencies {
    // The version of react-native is set by the React Native Gradle Plugin
    implementation("com.facebook.react:react-android")

    if (hermesEnabled.toBoolean()) {
        implementation("com.facebook.react:hermes-android")
    } else {
        implementation jscFlavor
    }
}
'''

ROOT_GRADLE = '''// Top-level build file where you can add configuration options common to all sub-projects/modules.

buildscript {
  repositories {
    google()
    mavenCentral()
  }
  dependencies {
    classpath('com.android.tools.build:gradle')
    classpath('com.facebook.react:react-native-gradle-plugin')
    classpath('org.jetbrains.kotlin:kotlin-gradle-plugin')
  }
}

allprojects {
  repositories {
    google()
    mavenCentral()
    maven { url 'https://www.jitpack.io' }
  }
}

apply plugin: "expo-root-project"
apply plugin: "com.facebook.react.rootproject"
'''

APP_DELEGATE = '''import Expo
import React
import ReactAppDependencyProvider

@UIApplicationMain
public class AppDelegate: ExpoAppDelegate {
  var window: UIWindow?

  var reactNativeDelegate: ExpoReactNativeFactoryDelegate?
  var reactNativeFactory: RCTReactNativeFactory?

  public override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let delegate = ReactNativeDelegate()
    let factory = ExpoReactNativeFactory(delegate: delegate)
    delegate.dependencyProvider = RCTAppDependencyProvider()

    reactNativeDelegate = delegate
    reactNativeFactory = factory
    bindReactNativeFactory(factory)

#if os(iOS) || os(tvOS)
    window = UIWindow(frame: UIScreen.main.bounds)
    factory.startReactNative(
      withModuleName: "main",
      in: window,
      launchOptions: launchOptions)
#endif

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
'''


def between_s08_s09() -> None:
    FS["mobile/.gitignore"] = '''# dependencies
node_modules/

# Expo
.expo/
dist/
web-build/
expo-env.d.ts

# Expo managed workflow: the native projects are generated by `expo prebuild` / EAS Build
/ios
/android

# misc
.DS_Store
*.pem
.env*.local
*.tsbuildinfo
'''
    FS["mobile/package.json"] = FS["mobile/package.json"].replace('"version": "1.9.0"', '"version": "1.10.0"')


def s09() -> Session:
    s = Session("s09", "2.1.98", "claude-opus-4-6", "bare-workflow", utc("2026-04-14T08:52:40"), "2.1b",
                slug="patient-sensor-loom")
    s.user("The Terrasonde soil-moisture sensors for the Almada association arrived. Their BLE SDK ships as an iOS "
           "xcframework plus an Android AAR, no Expo config plugin, and their 'reference app' is written in Flutter, "
           "which doesn't help us at all. Writing and maintaining a config plugin for a closed SDK that needs a "
           "custom Application subclass on Android isn't worth it, so it's time: move mobile/ off the managed "
           "workflow. Run expo prebuild, commit ios/ and android/, and wire in their SDK (it's in "
           "mobile/vendor/terrasonde/). EAS Build keeps building, just from the committed native projects.",
           label="u1", gap=(0, 0))
    s.think("expo prebuild --clean generates ios/ and android/ from app.json and the config plugins. Then stop "
            "ignoring them in .gitignore (the managed template ignores /ios and /android), add the vendor pod and AAR, "
            "pod install, commit. EAS detects native directories and stops running prebuild itself.")
    s.bash("cd mobile && npx expo prebuild --clean --no-install && cd ios && pod install 2>&1 | tail -1",
           "Generate the native projects",
           "✔ Cleared android, ios code\n✔ Created native directories\n✔ Updated package.json | 2 scripts changed\n"
           "✔ Finished prebuild\nPod installation complete! There are 92 dependencies from the Podfile and 119 total pods installed.",
           rlabel="r_prebuild", timeout=600000, secs=(80, 130))
    FS["mobile/ios/Podfile"] = PODFILE
    FS["mobile/android/app/build.gradle"] = APP_GRADLE
    FS["mobile/android/build.gradle"] = ROOT_GRADLE
    FS["mobile/ios/Plotwise/AppDelegate.swift"] = APP_DELEGATE
    FS["mobile/package.json"] = FS["mobile/package.json"].replace('"android": "expo start --android"', '"android": "expo run:android"').replace(
        '"ios": "expo start --ios"', '"ios": "expo run:ios"')
    s.bash("cd mobile && git diff -U0 package.json | grep '^[-+] ' && git status --short | head -5",
           "See what prebuild changed",
           '-    "android": "expo start --android",\n-    "ios": "expo start --ios",\n+    "android": "expo run:android",\n'
           '+    "ios": "expo run:ios",\n M package.json')
    s.read("mobile/.gitignore")
    s.edit("mobile/.gitignore", "# Expo managed workflow: the native projects are generated by `expo prebuild` / EAS Build\n/ios\n/android\n",
           "# Bare workflow since 2026-04-14: ios/ and android/ are committed (vendor SDKs are wired in by hand).\n"
           "/ios/Pods/\n/ios/build/\n/android/.gradle/\n/android/app/build/\n", label="t_gitignore")
    s.read("mobile/ios/Podfile")
    s.edit("mobile/ios/Podfile", "  use_expo_modules!\n",
           "  use_expo_modules!\n\n  # Terrasonde soil-sensor BLE SDK (vendor xcframework, no Expo config plugin)\n"
           "  pod 'TerrasondeBLE', :path => '../vendor/terrasonde/ios'\n")
    s.read("mobile/android/app/build.gradle", offset=28)
    s.edit("mobile/android/app/build.gradle", '''    implementation("com.facebook.react:react-android")
''', '''    implementation("com.facebook.react:react-android")

    // Terrasonde soil-sensor BLE SDK (vendor AAR) and the Nordic BLE library it is built on
    implementation(files("../../vendor/terrasonde/android/terrasonde-ble-2.4.1.aar"))
    implementation("no.nordicsemi.android:ble:2.10.2")
''')
    s.bash("cd mobile/ios && pod install 2>&1 | grep -E 'Installing Terrasonde|Pod installation' && cd .. && "
           "yarn -s tsc --noEmit && git add -A && git commit -qm \"Mobile: bare workflow (expo prebuild, ios/ and android/ committed); Terrasonde BLE SDK\" && "
           "git show --stat --oneline HEAD | tail -1",
           "Install the vendor pod and commit the native projects",
           "Installing TerrasondeBLE (2.4.1)\nPod installation complete! There are 93 dependencies from the Podfile and 120 total pods installed.\n"
           " 231 files changed, 14872 insertions(+), 9 deletions(-)", rlabel="r_pods", timeout=600000, secs=(40, 70))
    s.say("mobile/ is on the bare workflow now (branch `bare-workflow`):\n\n- `expo prebuild --clean` generated "
          "`ios/` and `android/` from `app.json` and the config plugins (notifications, secure-store, Sentry), and "
          "switched the `ios`/`android` scripts to `expo run:*`.\n- `.gitignore` no longer ignores `/ios` and "
          "`/android`, only their build outputs and `Pods/`; 231 files are committed.\n- Terrasonde: `pod "
          "'TerrasondeBLE'` from `vendor/terrasonde/ios` (2.4.1 installed), and the AAR plus Nordic's BLE library "
          "in `android/app/build.gradle`.\n\nFrom now on `app.json` plugins are **not** re-applied: a native change "
          "(new permission, new SDK) is made in `ios/`/`android/` directly, and running `expo prebuild --clean` "
          "again would wipe the Terrasonde wiring. EAS Build sees the native folders and builds them as they are.",
          label="a1")

    s.branch = "main"
    s.user("Both EAS builds went through and the sensor pairs on my Android test phone. Merged. Next, now that we're "
           "native anyway: I want the app's crash reporting off Sentry. The app eats about 80% of our 50k-errors "
           "Sentry quota, mostly network-timeout noise from bad reception out at the allotments, and we hit the cap "
           "twice in March, which means backend errors got dropped too. Plan: Firebase Crashlytics for the app, "
           "free, and with react-native-firebase that's straightforward now that we're bare. The backend stays on "
           "Sentry, that's where it's actually useful. Bugsnag was the other option but it's another paid plan. "
           "Not today, next session; just check it won't fight with the Terrasonde pod.", label="u2", gap=(3600, 5400))
    s.read("mobile/ios/Podfile")
    s.say("It should be fine. React Native Firebase needs `use_frameworks! :linkage => :static` (plus "
          "`$RNFirebaseAsStaticFramework = true`) in the Podfile. `TerrasondeBLE` is a static xcframework, so "
          "static framework linkage doesn't change anything for it; the only pods that sometimes break under "
          "`use_frameworks!` are ones with Swift/ObjC module issues, and our list (Expo modules, screens, "
          "safe-area, async-storage, secure-store) all support it in SDK 54. On Android, Crashlytics needs the "
          "`google-services` and `firebase-crashlytics` Gradle plugins; the AAR doesn't interact with those.\n\n"
          "For the swap itself: `yarn remove @sentry/react-native`, `yarn add @react-native-firebase/app "
          "@react-native-firebase/crashlytics`, the two Firebase config files, `FirebaseApp.configure()` in "
          "`AppDelegate.swift`, and replacing `Sentry.wrap`/`initSentry` in `App.tsx`. The Sentry Gradle line that "
          "prebuild added to `android/app/build.gradle` goes too.", label="a2")
    return s


def between_s09_s10() -> None:
    FS["mobile/metro.config.js"] = ('// Learn more https://docs.expo.io/guides/customizing-metro\n'
                                    'const { getSentryExpoConfig } = require("@sentry/react-native/metro");\n\n'
                                    'const config = getSentryExpoConfig(__dirname);\n\nmodule.exports = config;\n')
    FS["mobile/src/lib/sentry.ts"] = '''import * as Sentry from "@sentry/react-native";
import Constants from "expo-constants";

export { Sentry };

export function initSentry() {
  Sentry.init({
    dsn: "https://5b1e7c0a93d44f2e8c61a7b0d9e3f214@o4507731.ingest.de.sentry.io/4507731942",
    environment: __DEV__ ? "development" : "production",
    release: `plotwise@${Constants.expoConfig?.version}`,
    tracesSampleRate: 0.1,
  });
}
'''
    FS["mobile/jest.setup.ts"] = '''import "@testing-library/react-native/extend-expect";

jest.mock("@sentry/react-native", () => ({ init: jest.fn(), wrap: (c: unknown) => c, captureException: jest.fn() }));
jest.mock("@react-native-async-storage/async-storage", () =>
  require("@react-native-async-storage/async-storage/jest/async-storage-mock"),
);
'''


def s10() -> Session:
    s = Session("s10", "2.1.126", "claude-opus-4-7", "crashlytics", utc("2026-05-12T13:10:22"), "2.1b",
                slug="crisp-morning-dew")
    s.local_command("model", "Set model to \u001b[1mOpus 4.7 (default)\u001b[22m")
    s.user("Crashlytics day, as planned. Replace @sentry/react-native in mobile/ with "
           "@react-native-firebase/crashlytics. GoogleService-Info.plist and google-services.json are in "
           "~/Downloads/plotwise-firebase/. The backend's Sentry stays exactly as it is, don't touch backend/.",
           label="u1", gap=(20, 40))
    s.grep("sentry", ["mobile/App.tsx", "mobile/app.json", "mobile/jest.setup.ts", "mobile/metro.config.js", "mobile/package.json",
                      "mobile/src/lib/sentry.ts", "mobile/android/app/build.gradle", "mobile/ios/Podfile"],
           mode="files_with_matches", path_arg="mobile", flags="i")
    s.bash("cd mobile && yarn remove @sentry/react-native && yarn add @react-native-firebase/app @react-native-firebase/crashlytics",
           "Swap the Sentry SDK for React Native Firebase Crashlytics",
           "yarn remove v1.22.22\n[1/2] Removing module @sentry/react-native...\n[2/2] Regenerating lockfile and installing missing dependencies...\n"
           "success Uninstalled packages.\n✨  Done in 6.84s.\nyarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n"
           "[3/4] Linking dependencies...\n[4/4] Building fresh packages...\nsuccess Saved lockfile.\nsuccess Saved 2 new dependencies.\n"
           "info Direct dependencies\n├─ @react-native-firebase/app@23.8.3\n└─ @react-native-firebase/crashlytics@23.8.3\n"
           "info All dependencies\n├─ @react-native-firebase/app@23.8.3\n└─ @react-native-firebase/crashlytics@23.8.3\n✨  Done in 11.20s.",
           label="t_cmd", rlabel="r_cmd", secs=(16, 24))
    FS["mobile/package.json"] = FS["mobile/package.json"].replace('    "@sentry/react-native": "~7.2.0",\n', '').replace(
        '    "@react-native-async-storage/async-storage": "2.2.0",\n',
        '    "@react-native-async-storage/async-storage": "2.2.0",\n    "@react-native-firebase/app": "^23.8.3",\n'
        '    "@react-native-firebase/crashlytics": "^23.8.3",\n')
    s.bash("cd mobile && cp ~/Downloads/plotwise-firebase/GoogleService-Info.plist ios/Plotwise/ && "
           "cp ~/Downloads/plotwise-firebase/google-services.json android/app/ && "
           "ruby scripts/add-to-xcode-target.rb ios/Plotwise.xcodeproj Plotwise ios/Plotwise/GoogleService-Info.plist",
           "Put the Firebase config files in place",
           "Added GoogleService-Info.plist to target Plotwise (Copy Bundle Resources)")
    s.read("mobile/ios/Podfile", limit=20)
    s.edit("mobile/ios/Podfile", "  use_expo_modules!\n",
           "  use_expo_modules!\n\n  # React Native Firebase (Crashlytics) needs static frameworks\n"
           "  use_frameworks! :linkage => :static\n  $RNFirebaseAsStaticFramework = true\n")
    s.read("mobile/ios/Plotwise/AppDelegate.swift")
    s.edit("mobile/ios/Plotwise/AppDelegate.swift", "import Expo\nimport React\n", "import Expo\nimport FirebaseCore\nimport React\n")
    s.edit("mobile/ios/Plotwise/AppDelegate.swift", "  ) -> Bool {\n    let delegate = ReactNativeDelegate()\n",
           "  ) -> Bool {\n    FirebaseApp.configure()\n    let delegate = ReactNativeDelegate()\n")
    s.read("mobile/android/build.gradle")
    s.edit("mobile/android/build.gradle", "    classpath('org.jetbrains.kotlin:kotlin-gradle-plugin')\n",
           "    classpath('org.jetbrains.kotlin:kotlin-gradle-plugin')\n    classpath('com.google.gms:google-services:4.4.4')\n"
           "    classpath('com.google.firebase:firebase-crashlytics-gradle:3.0.6')\n")
    s.read("mobile/android/app/build.gradle", limit=12)
    s.edit("mobile/android/app/build.gradle",
           '''apply from: new File(["node", "--print", "require('path').dirname(require.resolve('@sentry/react-native/package.json'))"].execute().text.trim(), "sentry.gradle")\n''',
           'apply plugin: "com.google.gms.google-services"\napply plugin: "com.google.firebase.crashlytics"\n',
           label="t_gradle")
    s.write("mobile/src/lib/crash.ts", '''import crashlytics from "@react-native-firebase/crashlytics";

// App crash reporting: Firebase Crashlytics (since 1.11). The Django backend reports to Sentry.
export function initCrashReporting() {
  crashlytics().setCrashlyticsCollectionEnabled(!__DEV__);
}

export function identify(memberId: number | null) {
  crashlytics().setUserId(memberId ? String(memberId) : "");
}

export function recordError(error: unknown, context?: string) {
  if (context) crashlytics().log(context);
  crashlytics().recordError(error instanceof Error ? error : new Error(String(error)));
}
''', label="t_crash")
    s.read("mobile/App.tsx")
    s.write("mobile/App.tsx", MOBILE_APP_TSX.replace('import { initSentry, Sentry } from "./src/lib/sentry";\n', '').replace(
        'import { StatusBar } from "expo-status-bar";\n', 'import { StatusBar } from "expo-status-bar";\n').replace(
        'import { SafeAreaProvider } from "react-native-safe-area-context";\n\n',
        'import { SafeAreaProvider } from "react-native-safe-area-context";\n\nimport { initCrashReporting } from "./src/lib/crash";\n').replace(
        "initSentry();", "initCrashReporting();").replace("export default Sentry.wrap(App);", "export default App;"))
    s.bash("cd mobile && git rm -q src/lib/sentry.ts && printf '%s\\n' '// Learn more https://docs.expo.io/guides/customizing-metro' "
           "'const { getDefaultConfig } = require(\"expo/metro-config\");' '' 'module.exports = getDefaultConfig(__dirname);' > metro.config.js && "
           "node -e 'const f=\"app.json\",j=require(\"./\"+f);j.expo.plugins=j.expo.plugins.filter(p=>!(Array.isArray(p)&&p[0].startsWith(\"@sentry\")));"
           "require(\"fs\").writeFileSync(f,JSON.stringify(j,null,2)+\"\\n\")' && cd ios && pod install 2>&1 | grep -E 'Installing (Firebase|RNFB)|Removing|Pod installation'",
           "Drop the Sentry leftovers and reinstall pods",
           "Installing Firebase (12.4.0)\nInstalling FirebaseCore (12.4.0)\nInstalling FirebaseCoreExtension (12.4.0)\n"
           "Installing FirebaseCoreInternal (12.4.0)\nInstalling FirebaseCrashlytics (12.4.0)\nInstalling FirebaseInstallations (12.4.0)\n"
           "Installing FirebaseRemoteConfigInterop (12.4.0)\nInstalling FirebaseSessions (12.4.0)\nInstalling RNFBApp (23.8.3)\n"
           "Installing RNFBCrashlytics (23.8.3)\nRemoving RNSentry\nRemoving Sentry\n"
           "Pod installation complete! There are 96 dependencies from the Podfile and 131 total pods installed.",
           rlabel="r_pods", timeout=600000, secs=(50, 80))
    del FS["mobile/src/lib/sentry.ts"]
    s.bash("cd mobile && yarn -s tsc --noEmit && yarn -s jest --ci 2>&1 | tail -12", "Typecheck and run the tests",
           "FAIL src/screens/__tests__/ProfileScreen.test.tsx\n  ● Test suite failed to run\n\n"
           "    You attempted to use a firebase module that's not installed natively on your project by calling firebase.app().\n\n"
           "      at firebaseAppModuleProxy (node_modules/@react-native-firebase/app/lib/internal/registry/app.js:62:11)\n\n"
           "Test Suites: 1 failed, 11 passed, 12 total\nTests:       39 passed, 39 total\nSnapshots:   3 passed, 3 total\nTime:        6.441 s\n"
           "Ran all test suites.", error=True, secs=(9, 14))
    s.read("mobile/jest.setup.ts")
    s.edit("mobile/jest.setup.ts",
           'jest.mock("@sentry/react-native", () => ({ init: jest.fn(), wrap: (c: unknown) => c, captureException: jest.fn() }));\n',
           'jest.mock("@react-native-firebase/crashlytics", () => () => ({\n  setCrashlyticsCollectionEnabled: jest.fn(),\n'
           '  setUserId: jest.fn(),\n  log: jest.fn(),\n  recordError: jest.fn(),\n}));\n')
    s.bash("cd mobile && yarn -s jest --ci 2>&1 | tail -5", "Run the tests again",
           "Test Suites: 12 passed, 12 total\nTests:       44 passed, 44 total\nSnapshots:   3 passed, 3 total\nTime:        6.706 s\n"
           "Ran all test suites.", label="t_jest_ok", rlabel="r_jest_ok", secs=(8, 12))
    s.bash("git status --short backend/ | wc -l && grep -n -i sentry backend/pyproject.toml backend/plotwise/settings/base.py",
           "Confirm the backend's Sentry setup is untouched",
           "       0\n" + grep_n(["backend/pyproject.toml", "backend/plotwise/settings/base.py"], r"(?i)sentry"),
           rlabel="r_backend_sentry")
    s.say("The app reports crashes to Crashlytics now (branch `crashlytics`):\n\n- `@sentry/react-native` removed; "
          "`@react-native-firebase/app` and `/crashlytics` 23.8.3 added. Pods: Firebase 12.4 in, `RNSentry`/`Sentry` "
          "out.\n- iOS: `GoogleService-Info.plist` added to the Plotwise target, `FirebaseApp.configure()` in "
          "`AppDelegate.swift`, static frameworks in the Podfile (TerrasondeBLE still installs fine).\n- Android: "
          "`google-services.json`, the google-services and Crashlytics Gradle plugins; the `sentry.gradle` line is "
          "gone.\n- JS: `src/lib/crash.ts` (`initCrashReporting`, `identify`, `recordError`) replaces "
          "`src/lib/sentry.ts`; `App.tsx` no longer wraps the app with `Sentry.wrap`. Metro uses Expo's default "
          "config again and the Sentry entry is out of `app.json`.\n- Jest needed a mock for the native module; 44 "
          "tests pass.\n- backend/ is untouched: `sentry-sdk[django]` is still in `pyproject.toml` and "
          "`sentry_sdk.init` in the settings, so the quota now belongs to the backend alone.\n\nSend a test crash "
          "from a release build (`crashlytics().crash()` behind a debug menu entry) to see it arrive in the Firebase "
          "console; Crashlytics only uploads on the next launch.", label="a1")

    s.branch = "main"
    s.user("Test crash showed up in the console after a relaunch. Merged; 1.11 goes to TestFlight and the Play "
           "internal track today.", label="u2", gap=(2400, 4000))
    s.say("Nice. In the Sentry project settings you can now set a spike-protection limit or archive the "
          "`plotwise-mobile` project, so older app versions still in the field can't eat the backend's quota until "
          "they update.", label="a2")
    return s


def between_s10_s11() -> None:
    FS["mobile/package.json"] = FS["mobile/package.json"].replace('"version": "1.10.0"', '"version": "1.12.0"').replace(
        '    "expo-status-bar": "~3.0.9",\n', '    "expo-status-bar": "~3.0.9",\n    "jotai": "^2.16.2",\n')
    FS["mobile/src/stores/PlotStore.ts"] = '''import { flow, types, type Instance } from "mobx-state-tree";

import { api } from "../api/client";
import type { components } from "../api/schema";

type PlotDto = components["schemas"]["PlotOut"];

export const Plot = types.model("Plot", {
  id: types.identifierNumber,
  number: types.string,
  site: types.string,
  status: types.enumeration(["free", "taken", "waiting"]),
  areaM2: types.number,
  yearlyFee: types.string,
});

export const PlotStore = types
  .model("PlotStore", {
    plots: types.map(Plot),
    selected: types.maybeNull(types.reference(types.late(() => Plot))),
    loading: false,
  })
  .views((self) => ({
    get sorted() {
      return [...self.plots.values()].sort((a, b) => a.site.localeCompare(b.site) || a.number.localeCompare(b.number));
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      self.loading = true;
      const page: { results: PlotDto[] } = yield api.get("/plots/");
      page.results.forEach((p) =>
        self.plots.put({ id: p.id, number: p.number, site: p.site, status: p.status as "free", areaM2: p.area_m2, yearlyFee: p.yearly_fee }),
      );
      self.loading = false;
    }),
    select(id: number | null) {
      self.selected = id as never;
    },
  }));

export type PlotStoreInstance = Instance<typeof PlotStore>;
'''
    FS["mobile/src/screens/PlotListScreen.tsx"] = '''import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { FlatList } from "react-native";

import { PlotRow } from "../components/PlotRow";
import { useStores } from "../stores";

export const PlotListScreen = observer(function PlotListScreen() {
  const { plotStore } = useStores();

  useEffect(() => {
    plotStore.load();
  }, [plotStore]);

  return (
    <FlatList
      data={plotStore.sorted}
      keyExtractor={(plot) => String(plot.id)}
      refreshing={plotStore.loading}
      onRefresh={() => plotStore.load()}
      renderItem={({ item }) => <PlotRow plot={item} onPress={() => plotStore.select(item.id)} />}
    />
  );
});
'''
    FS["mobile/src/screens/ProfileScreen.tsx"] = '''import { observer } from "mobx-react-lite";
import { Button, Text, View } from "react-native";

import { identify } from "../lib/crash";
import { useStores } from "../stores";

export const ProfileScreen = observer(function ProfileScreen() {
  const { sessionStore } = useStores();

  return (
    <View style={{ padding: 16, gap: 12 }}>
      <Text>{sessionStore.member?.name}</Text>
      <Text>{sessionStore.associationName}</Text>
      <Button
        title="Terminar sessão"
        onPress={() => {
          sessionStore.signOut();
          identify(null);
        }}
      />
    </View>
  );
});
'''


def s11() -> Session:
    s = Session("s11", "2.1.160", "claude-opus-4-7", "jotai", utc("2026-06-09T09:41:15"), "2.1b",
                slug="amber-trellis-path")
    s.user("State management. The MobX-State-Tree stores have become the part of the app nobody wants to touch: "
           "snapshot types, the types.late dance for references, and Joana spends half her reviews on "
           "observer() wrappers that someone forgot. We're moving to Jotai: plain atoms per feature, atomWithStorage "
           "(on AsyncStorage) for the persisted bits. I already ported bookings and rota on this branch and added "
           "jotai to package.json; left are the plot store and the session store. Port those, update the two "
           "screens that still use useStores, then rip MobX out.", label="u1", gap=(0, 0))
    s.glob("mobile/src/stores/**/*.ts", ["mobile/src/stores/PlotStore.ts", "mobile/src/stores/SessionStore.ts",
                                          "mobile/src/stores/RootStore.ts", "mobile/src/stores/index.ts"])
    s.read("mobile/src/stores/PlotStore.ts", rlabel="r_plotstore")
    s.write("mobile/src/state/plots.ts", '''import { atom } from "jotai";

import { api } from "../api/client";
import type { components } from "../api/schema";

export type Plot = components["schemas"]["PlotOut"];

export const plotsAtom = atom<Plot[]>([]);
export const plotsLoadingAtom = atom(false);
export const selectedPlotIdAtom = atom<number | null>(null);

export const sortedPlotsAtom = atom((get) =>
  [...get(plotsAtom)].sort((a, b) => a.site.localeCompare(b.site) || a.number.localeCompare(b.number)),
);

export const selectedPlotAtom = atom((get) => get(plotsAtom).find((p) => p.id === get(selectedPlotIdAtom)) ?? null);

export const loadPlotsAtom = atom(null, async (_get, set) => {
  set(plotsLoadingAtom, true);
  try {
    const page = await api.get<{ results: Plot[] }>("/plots/");
    set(plotsAtom, page.results);
  } finally {
    set(plotsLoadingAtom, false);
  }
});
''', label="t_plots")
    s.write("mobile/src/state/session.ts", '''import AsyncStorage from "@react-native-async-storage/async-storage";
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";

type Member = { id: number; name: string };
type Session = { token: string; member: Member; associationName: string } | null;

// Same AsyncStorage key as the old SessionStore snapshot, so nobody is signed out by the update.
export const sessionAtom = atomWithStorage<Session>("session", null, createJSONStorage(() => AsyncStorage), {
  getOnInit: true,
});

export const isSignedInAtom = atom((get) => get(sessionAtom) !== null);

export const signOutAtom = atom(null, (_get, set) => set(sessionAtom, null));
''')
    s.read("mobile/src/screens/PlotListScreen.tsx")
    s.edit("mobile/src/screens/PlotListScreen.tsx", '''import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { FlatList } from "react-native";

import { PlotRow } from "../components/PlotRow";
import { useStores } from "../stores";

export const PlotListScreen = observer(function PlotListScreen() {
  const { plotStore } = useStores();

  useEffect(() => {
    plotStore.load();
  }, [plotStore]);

  return (
    <FlatList
      data={plotStore.sorted}
      keyExtractor={(plot) => String(plot.id)}
      refreshing={plotStore.loading}
      onRefresh={() => plotStore.load()}
      renderItem={({ item }) => <PlotRow plot={item} onPress={() => plotStore.select(item.id)} />}
    />
  );
});''', '''import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { FlatList } from "react-native";

import { PlotRow } from "../components/PlotRow";
import { loadPlotsAtom, plotsLoadingAtom, selectedPlotIdAtom, sortedPlotsAtom } from "../state/plots";

export function PlotListScreen() {
  const plots = useAtomValue(sortedPlotsAtom);
  const loading = useAtomValue(plotsLoadingAtom);
  const load = useSetAtom(loadPlotsAtom);
  const select = useSetAtom(selectedPlotIdAtom);

  useEffect(() => {
    load();
  }, [load]);

  return (
    <FlatList
      data={plots}
      keyExtractor={(plot) => String(plot.id)}
      refreshing={loading}
      onRefresh={load}
      renderItem={({ item }) => <PlotRow plot={item} onPress={() => select(item.id)} />}
    />
  );
}''')
    s.read("mobile/src/screens/ProfileScreen.tsx")
    s.edit("mobile/src/screens/ProfileScreen.tsx", '''import { observer } from "mobx-react-lite";
import { Button, Text, View } from "react-native";

import { identify } from "../lib/crash";
import { useStores } from "../stores";

export const ProfileScreen = observer(function ProfileScreen() {
  const { sessionStore } = useStores();

  return (
    <View style={{ padding: 16, gap: 12 }}>
      <Text>{sessionStore.member?.name}</Text>
      <Text>{sessionStore.associationName}</Text>
      <Button
        title="Terminar sessão"
        onPress={() => {
          sessionStore.signOut();
          identify(null);
        }}
      />
    </View>
  );
});''', '''import { useAtomValue, useSetAtom } from "jotai";
import { Button, Text, View } from "react-native";

import { identify } from "../lib/crash";
import { sessionAtom, signOutAtom } from "../state/session";

export function ProfileScreen() {
  const session = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);

  return (
    <View style={{ padding: 16, gap: 12 }}>
      <Text>{session?.member.name}</Text>
      <Text>{session?.associationName}</Text>
      <Button
        title="Terminar sessão"
        onPress={() => {
          signOut();
          identify(null);
        }}
      />
    </View>
  );
}''')
    s.bash("cd mobile && sed -i '' '/RootStoreProvider/d' App.tsx && git rm -r -q src/stores && "
           "yarn remove mobx mobx-state-tree mobx-react-lite",
           "Remove the MST stores and the MobX packages",
           "yarn remove v1.22.22\n[1/2] Removing module mobx...\n[1/2] Removing module mobx-state-tree...\n"
           "[1/2] Removing module mobx-react-lite...\n[2/2] Regenerating lockfile and installing missing dependencies...\n"
           "success Uninstalled packages.\n✨  Done in 7.02s.", label="t_cmd", rlabel="r_cmd", secs=(8, 12))
    for rel in [r for r in FS if r.startswith("mobile/src/stores/")]:
        del FS[rel]
    FS["mobile/package.json"] = FS["mobile/package.json"].replace('    "mobx": "^6.13.7",\n    "mobx-react-lite": "^4.1.0",\n    "mobx-state-tree": "^7.0.2",\n', '')
    s.bash("cd mobile && grep -nE '\"(jotai|mobx[a-z-]*)\"' package.json; yarn -s tsc --noEmit && yarn -s jest --ci 2>&1 | tail -5",
           "Check package.json, typecheck and test",
           grep_n(["mobile/package.json"], r'"(jotai|mobx[a-z-]*)"').replace("mobile/package.json:", "") + "\n"
           "Test Suites: 13 passed, 13 total\nTests:       47 passed, 47 total\nSnapshots:   3 passed, 3 total\nTime:        6.583 s\n"
           "Ran all test suites.", rlabel="r_tests", secs=(10, 15))
    s.say("MobX-State-Tree is gone from the app:\n\n- `src/state/plots.ts`: `plotsAtom`, a derived `sortedPlotsAtom` "
          "and `selectedPlotAtom` (the `types.late` reference becomes a lookup by id), and a write-only "
          "`loadPlotsAtom`.\n- `src/state/session.ts`: `sessionAtom` via `atomWithStorage` on AsyncStorage under the "
          "same `session` key as the old snapshot, so nobody is signed out by the update; `isSignedInAtom`, "
          "`signOutAtom`.\n- `PlotListScreen` and `ProfileScreen` use `useAtomValue`/`useSetAtom`; no more "
          "`observer()`.\n- `src/stores/` deleted, `RootStoreProvider` out of `App.tsx`, and `yarn remove mobx "
          "mobx-state-tree mobx-react-lite`; `package.json` now only lists `jotai`.\n- tsc clean, 47 tests pass "
          "(13 suites, including your bookings and rota atom tests).", label="a1")

    s.branch = "main"
    s.user("Merged, thanks. Now a writing job: the changelog page on the website wants a 'Plotwise in the first "
           "half of 2026' post. Main points: we moved to AWS in February, right after the Ninja port, which is why "
           "the app got noticeably snappier; invite links; Terrasonde sensors; the switch to Crashlytics; and now "
           "the Jotai rewrite. Draft it in docs/changelog/2026-h1.md, short and friendly, in English. Get the dates "
           "from git so we don't print nonsense.", label="u2", gap=(600, 1500))
    s.bash("git log --first-parent main --merges --since=2025-12-15 --date=short --format='%h %ad %s'",
           "List this year's merges on main with dates",
           "7c2e91d 2026-06-09 Merge pull request #63 from plotwise/jotai\n"
           "e4b0a7c 2026-05-12 Merge pull request #58 from plotwise/crashlytics\n"
           "b19d5e0 2026-04-14 Merge pull request #52 from plotwise/bare-workflow\n"
           "2f81c6b 2026-03-10 Merge pull request #45 from plotwise/revert-expo-router\n"
           "c81f0d4 2026-03-07 Merge pull request #44 from plotwise/aws-cutover\n"
           "7d2a9e1 2026-03-03 Merge pull request #42 from plotwise/tf-s3-state\n"
           "5be03c7 2026-03-03 Merge pull request #41 from plotwise/py313\n"
           "4e1b9c7 2026-02-10 Merge branch 'expo-router'\n"
           "d02b6a1 2026-02-03 Merge pull request #31 from plotwise/api-types\n"
           "b3f9e07 2026-01-27 Merge pull request #27 from plotwise/rota-swap\n"
           "91a4c3e 2026-01-13 Merge pull request #19 from plotwise/ninja", rlabel="r_gitlog")
    s.say("One correction before I write: the AWS move wasn't in February. The Django Ninja port was merged on "
          "13 January, and the AWS cutover is `c81f0d4` (PR #44) on **Saturday 7 March 2026**, almost two months "
          "later; February was Expo Router (10 February). Also, the invite links that users have today are the "
          "React Navigation version from 1.9.1 (10 March): the Expo Router version shipped in 1.9 and was reverted. "
          "I'll write March and keep the router episode out of the post.", label="a_fix")
    s.write("docs/changelog/2026-h1.md", '''# Plotwise in the first half of 2026

**January.** A rewrite you shouldn't have noticed: the app's API moved to a new framework (13 January), with
exact types for the app, which shook out a handful of "empty field" glitches.

**March.** On the night of Saturday 7 March we moved all of Plotwise to AWS. Pages and lists load noticeably
faster, and reminders go out on time even on busy Sunday evenings. Since 1.9.1 (10 March), invite links
(`plotwise.app/invite/...`) open the app straight on the invitation.

**April.** Soil sensors! Associations using Terrasonde moisture sensors can pair them with their plots from
the app (Almada first).

**May.** Crash reports from the app now go to Firebase Crashlytics, so we see and fix crashes faster.

**June.** The app's internals were rebuilt around a simpler state model: fewer stale screens after you book
a tool or swap a watering slot.
''', label="t_changelog")
    s.say("Draft is in `docs/changelog/2026-h1.md`, with the dates from `git log`: API rewrite 13 January, AWS "
          "on 7 March (not February), invite links with 1.9.1 on 10 March, sensors in April, Crashlytics in May, "
          "the Jotai rewrite in June. I kept framework names out of the user-facing text except Crashlytics, since "
          "you listed it; easy to drop if you'd rather not name vendors.", label="a2")
    return s


def between_s11_s12() -> None:
    FS["docs/ARCHITECTURE.md"] = '''# plotwise architecture

_Last updated: 2025-07-02_

## Repository

`backend/` (Django), `mobile/` (Expo app), `infra/` (Terraform).

## Backend

- Django 5.2 with Django REST Framework; OpenAPI schema from drf-spectacular, filters with django-filter.
- Background jobs: Celery workers and celery beat (django-celery-beat schedules in the database).
- PDFs (invoices, receipts): xhtml2pdf.
- Dependencies: `requirements.txt` / `requirements-dev.txt`, installed with pip. Python 3.11.
- Tests: Django's test runner (`python manage.py test --parallel`).
- Errors: Sentry (`sentry-sdk[django]`).

## Hosting

- Heroku app `plotwise-api` (EU): web, worker and beat dynos.
- Heroku Postgres (standard-0); Heroku Redis (premium-0) as cache and Celery broker.
- Media on S3 (`plotwise-media-prod`), email through SES.
- DNS: Gandi LiveDNS, managed in Terraform.

## Infrastructure and CI

- Terraform in `infra/`, state and runs in HCP Terraform (workspace `plotwise-prod`).
- CI: GitLab CI (`.gitlab-ci.yml`): lint, backend tests, mobile tests.

## Mobile app

- Expo (managed workflow), built and submitted with EAS Build.
- Navigation: React Navigation (native stack + bottom tabs).
- State: MobX-State-Tree stores in `src/stores/`.
- Crash reporting: Sentry (`@sentry/react-native`).
- Tests: Jest with `jest-expo`. Package manager: yarn.
'''


def s12() -> Session:
    s = Session("s12", "2.1.178", "claude-opus-4-7", "cloudflare-dns", utc("2026-06-30T07:38:41"), "2.1b",
                slug="tidy-compost-bin")
    s.user("Gandi's renewal invoice came in and they've raised prices again; LiveDNS was the last reason to stay "
           "there. Move DNS to Cloudflare (free plan) and manage it with the cloudflare provider instead of "
           "go-gandi. The registrar and the mailboxes stay at Gandi for now; only the nameservers change. No "
           "orange-cloud proxy on api.plotwise.app, the ALB does TLS.", label="u1", gap=(0, 0))
    s.read("infra/dns.tf", rlabel="r_dns_old")
    s.bash("cd infra && terraform state rm $(terraform state list | grep '^gandi_livedns_record')",
           "Forget the Gandi records (they stay at Gandi until the nameserver switch)",
           "Acquiring state lock. This may take a few moments...\nRemoved gandi_livedns_record.apex\nRemoved gandi_livedns_record.api\n"
           "Removed gandi_livedns_record.mx\nRemoved gandi_livedns_record.ses_dkim[\"k7xq2\"]\nRemoved gandi_livedns_record.ses_dkim[\"p3m9d\"]\n"
           "Removed gandi_livedns_record.ses_dkim[\"w5c1v\"]\nRemoved gandi_livedns_record.www\nSuccessfully removed 7 resource instance(s).\n"
           "Releasing state lock. This may take a few moments...")
    s.read("infra/versions.tf")
    s.edit("infra/versions.tf", '''    gandi = {
      source  = "go-gandi/gandi"
      version = "~> 2.3"
    }''', '''    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 5.6"
    }''', label="t_prov")
    s.edit("infra/versions.tf", 'provider "gandi" {}\n', 'provider "cloudflare" {}\n')
    s.write("infra/dns.tf", '''# DNS on Cloudflare since 2026-06-30 (registrar and mailboxes stay at Gandi).
locals {
  zone = "plotwise.app"
}

variable "cloudflare_account_id" {
  type = string
}

resource "cloudflare_zone" "main" {
  account = { id = var.cloudflare_account_id }
  name    = local.zone
  type    = "full"
}

resource "cloudflare_dns_record" "apex" {
  zone_id = cloudflare_zone.main.id
  name    = local.zone
  type    = "A"
  content = "76.76.21.21"
  ttl     = 1
  proxied = false
}

resource "cloudflare_dns_record" "www" {
  zone_id = cloudflare_zone.main.id
  name    = "www.${local.zone}"
  type    = "CNAME"
  content = "cname.vercel-dns.com"
  ttl     = 1
  proxied = false
}

# The ALB terminates TLS with the ACM certificate: DNS only, no Cloudflare proxy.
resource "cloudflare_dns_record" "api" {
  zone_id = cloudflare_zone.main.id
  name    = "api.${local.zone}"
  type    = "CNAME"
  content = aws_lb.main.dns_name
  ttl     = 300
  proxied = false
}

resource "cloudflare_dns_record" "ses_dkim" {
  for_each = toset(["k7xq2", "p3m9d", "w5c1v"])
  zone_id  = cloudflare_zone.main.id
  name     = "${each.key}._domainkey.${local.zone}"
  type     = "CNAME"
  content  = "${each.key}.dkim.amazonses.com"
  ttl      = 1
  proxied  = false
}

resource "cloudflare_dns_record" "mx" {
  for_each = { "spool.mail.gandi.net" = 10, "fb.mail.gandi.net" = 50 }
  zone_id  = cloudflare_zone.main.id
  name     = local.zone
  type     = "MX"
  content  = each.key
  priority = each.value
  ttl      = 1
}
''', label="t_dns")
    s.bash("cd infra && terraform init -upgrade -input=false | grep -E '^- |initialized' && terraform plan -no-color | tail -1",
           "Install the Cloudflare provider and plan",
           "- Finding hashicorp/aws versions matching \"~> 6.0\"...\n- Finding cloudflare/cloudflare versions matching \"~> 5.6\"...\n"
           "- Using previously-installed hashicorp/aws v6.41.0\n- Installing cloudflare/cloudflare v5.6.0...\n"
           "- Installed cloudflare/cloudflare v5.6.0 (self-signed, key ID C76001609EE3B136)\nTerraform has been successfully initialized!\n"
           "Plan: 9 to add, 0 to change, 0 to destroy.", rlabel="r_init", timeout=300000, secs=(25, 40))
    s.say("Ready to apply (branch `cloudflare-dns`):\n\n- The seven Gandi records are out of the state (`terraform "
          "state rm`); they stay live at Gandi until the nameservers change, so nothing breaks in between.\n- "
          "`versions.tf`: `go-gandi/gandi` replaced by `cloudflare/cloudflare` ~> 5.6 (v5.6.0 installed).\n- "
          "`dns.tf`: a `cloudflare_zone` plus the same records as `cloudflare_dns_record`s. `api` is a DNS-only "
          "CNAME to the ALB (`proxied = false`, TTL 300), MX still points at Gandi's mail servers, and the SES DKIM "
          "CNAMEs are carried over.\n- Plan: 9 to add, 0 to change, 0 to destroy.\n\nAfter `terraform apply`, set "
          "the two nameservers Cloudflare assigns to the zone at Gandi (Domain → Nameservers → External) and keep "
          "the LiveDNS zone around until `dig NS` shows Cloudflare everywhere.", label="a1")

    s.user("Applied this morning and switched the nameservers at Gandi right after; dig shows Cloudflare everywhere "
           "now. Last thing: docs/ARCHITECTURE.md is hopelessly out of date. Rewrite it to describe what we actually "
           "run today.", label="u2", gap=(24000, 26500))
    s.read("docs/ARCHITECTURE.md", rlabel="r_arch_old")
    s.bash("dig +short NS plotwise.app && git log -1 --format='%h %ad' --date=short -- docs/ARCHITECTURE.md",
           "Check the nameservers and when the doc was last touched",
           "ada.ns.cloudflare.com.\nrick.ns.cloudflare.com.\n2d71f0e 2025-07-02", rlabel="r_dig")
    s.write("docs/ARCHITECTURE.md", '''# plotwise architecture

_Last updated: 2026-06-30_

## Repository

`backend/` (Django), `mobile/` (React Native app), `infra/` (Terraform).

## Backend

- Django 5.2; the API (`/api/v1/`) is Django Ninja (since January 2026), with DRF-shaped pagination.
- Background jobs: Dramatiq workers, periodic jobs with periodiq (since October 2025; Celery before).
- PDFs (invoices, harvest reports): WeasyPrint (since December 2025; xhtml2pdf before).
- Dependencies: `pyproject.toml` + `uv.lock`, managed with uv. Python 3.13.
- Tests: pytest with pytest-django.
- Errors: Sentry (`sentry-sdk[django]`). The app does not use Sentry.

## Hosting (AWS eu-west-1, since 7 March 2026)

- ECS Fargate services `web` (behind the ALB), `worker` (Dramatiq) and `scheduler` (periodiq), one image.
- Amazon RDS for PostgreSQL 16 (db.t4g.small).
- ElastiCache Serverless for Valkey: Django cache and Dramatiq broker.
- Media on S3, invoices in `plotwise-invoices-prod`, email through SES.
- DNS: Cloudflare (DNS only, no proxy on `api`); domain registrar and mail at Gandi.

## Infrastructure and CI

- Terraform in `infra/`; state in S3 (`plotwise-tfstate`, native lockfile). Providers: aws, cloudflare.
- CI: GitHub Actions (`.github/workflows/ci.yml`): lint, backend tests against Postgres, mobile tsc + Jest.

## Mobile app

- React Native, bare workflow (`ios/` and `android/` committed), built with EAS Build; Terrasonde BLE SDK.
- Navigation: React Navigation (native stack + bottom tabs), deep links via its linking config.
- State: Jotai atoms in `src/state/`.
- Crash reporting: Firebase Crashlytics.
- Tests: Jest with `jest-expo`. Package manager: yarn.
''', label="t_arch")
    s.bash("git add -A && git commit -qm \"DNS on Cloudflare; architecture doc rewritten\" && git push -q -u origin cloudflare-dns && "
           "gh pr create --fill && gh pr merge --merge --delete-branch",
           "Commit, open and merge the PR",
           "https://github.com/plotwise/plotwise/pull/67\n✓ Merged pull request plotwise/plotwise#67 (DNS on Cloudflare; architecture doc rewritten)\n"
           "✓ Deleted local branch cloudflare-dns and switched to branch main\n✓ Deleted remote branch cloudflare-dns")
    s.branch = "main"
    s.say("Merged as PR #67. The old document dated from 2025-07-02 and still described Heroku, DRF, Celery, "
          "xhtml2pdf, pip, Python 3.11, GitLab CI, HCP Terraform, Gandi DNS, the managed Expo workflow, MobX-State-"
          "Tree and Sentry in the app. The new one describes today's setup and notes when the bigger pieces "
          "changed.", label="a2")
    return s


# =============================================================================================
# Build
# =============================================================================================

def build() -> dict[str, Session]:
    S: dict[str, Session] = {}
    S["s01"] = s01()
    S["s02"] = s02(S["s01"])
    between_s02_s03()
    S["s03"] = s03()
    between_s03_s04()
    S["s04"] = s04()
    between_s04_s05()
    S["s05"] = s05()
    between_s05_s06()
    S["s06"] = s06()
    between_s06_s07()
    S["s07"] = s07()
    between_s07_s08()
    S["s08"] = s08()
    between_s08_s09()
    S["s09"] = s09()
    between_s09_s10()
    S["s10"] = s10()
    between_s10_s11()
    S["s11"] = s11()
    between_s11_s12()
    S["s12"] = s12()
    return S


def E(S: dict[str, Session], *refs: str) -> list[str]:
    """'s05:u2' -> '<sessionId>#<uuid>'."""
    out = []
    for ref in refs:
        key, label = ref.split(":")
        out.append(S[key].ev(label))
    return out


FIRST = "in place when first mentioned ({d}); its true start is unknown"

# (timeline, subject, predicate, [(object, valid_from, valid_to, [evidence refs], note or None), ...])
FACTS = [
    ("backend_framework", "plotwise backend", "web_framework", [
        ("Django", "2025-08-26", None, ["s01:r_req", "s02:r_pytest", "s07:r_tests313", "s12:t_arch"], FIRST.format(d="2025-08-26"))]),
    ("backend_api_framework", "plotwise backend", "api_framework", [
        ("Django REST Framework", "2025-08-26", "2026-01-13", ["s01:r_req", "s04:u3", "s05:u1", "s05:r_drf_plots"], FIRST.format(d="2025-08-26") + "; with drf-spectacular and django-filter"),
        ("Django Ninja", "2026-01-13", None, ["s04:u3", "s05:u1", "s05:t_ninja_api", "s05:r_uvswap", "s05:u2", "s12:t_arch"],
         "decided 2025-12-02 for January; ported, merged and deployed 2026-01-13 (DRF-shaped pagination kept for the app)")]),
    ("backend_task_queue", "plotwise backend", "task_queue", [
        ("Celery", "2025-08-26", "2025-10-28", ["s01:u2", "s01:r_tasks", "s01:r_herokulogs", "s01:u3", "s03:u1"], FIRST.format(d="2025-08-26") + "; with celery beat (django-celery-beat) on Heroku Redis"),
        ("Dramatiq", "2025-10-28", None, ["s03:u1", "s03:r_uvswap", "s03:t_tasks", "s03:r_deploy", "s03:r_bootlog"],
         "with periodiq for periodic jobs; deployed to Heroku the same day (v214); Huey considered and rejected")]),
    ("backend_pdf_library", "plotwise backend", "pdf_library", [
        ("xhtml2pdf", "2025-08-26", "2025-12-02", ["s01:r_pdf", "s01:r_req", "s01:a_xhtml", "s01:r_pdfinfo1", "s04:u1"], FIRST.format(d="2025-08-26")),
        ("WeasyPrint", "2025-12-02", None, ["s04:u1", "s04:r_uvswap", "s04:r_pyproject_diff", "s04:t_pdfpy", "s04:r_pdfinfo", "s04:u2"],
         "reason (CSS 2.1 only: no flexbox, no SVG) first given 2025-08-26; merged and deployed 2025-12-02 with the apt buildpack for Pango")]),
    ("backend_test_runner", "plotwise backend", "test_runner", [
        ("Django's test runner (manage.py test)", "2025-08-26", "2025-09-23", ["s01:r_test1", "s02:u1", "s02:r_gitlab"], FIRST.format(d="2025-08-26")),
        ("pytest with pytest-django", "2025-09-23", None, ["s02:u1", "s02:t_reqdev", "s02:r_pytest", "s02:t_ci", "s02:u2"],
         "merged the same day; existing TestCase classes kept and run by pytest")]),
    ("backend_error_tracking", "plotwise backend", "error_tracking", [
        ("Sentry", "2025-08-26", None, ["s01:r_req", "s09:u2", "s10:u1", "s10:r_backend_sentry", "s12:t_arch"],
         "sentry-sdk[django]; unchanged when the mobile app left Sentry for Crashlytics on 2026-05-12")]),
    ("python_dependency_manager", "plotwise backend", "python_dependency_manager", [
        ("pip with requirements.txt files", "2025-08-26", "2025-10-23", ["s01:r_req", "s02:r_pip", "s02:u3", "s03:u1"], FIRST.format(d="2025-08-26")),
        ("uv", "2025-10-23", None, ["s02:u3", "s03:u1", "s03:r_pyproject", "s03:t_uvswap", "s03:r_deploy"],
         "decided 2025-09-23 for after the 1.4 release; done by the user 'last Thursday', said on Tue 2025-10-28")]),
    ("python_version", "plotwise backend", "python_version", [
        ("Python 3.11", "2025-08-26", "2026-03-03", ["s01:r_herokulogs", "s02:r_pytest", "s03:r_deploy", "s05:u2", "s07:r_grep311"],
         FIRST.format(d="2025-08-26") + "; first only in tool output (a python3.11 path in Heroku logs)"),
        ("Python 3.13", "2026-03-03", None, ["s05:u2", "s07:u1", "s07:t_pin", "s07:r_tests313", "s07:r_merge313"],
         "decided 2026-01-13 for the production Docker image; done 2026-03-03 (Dockerfile, .python-version, CI), deployed to Heroku the same day")]),
    ("ci_provider", "plotwise", "ci_provider", [
        ("GitLab CI", "2025-08-26", "2025-12-02", ["s01:r_push", "s02:r_gitlab", "s02:t_ci", "s04:u2", "s04:r_gitlab"],
         FIRST.format(d="2025-08-26") + "; first only in tool output (git push to gitlab.com)"),
        ("GitHub Actions", "2025-12-02", None, ["s04:u2", "s04:t_ghwrite", "s04:t_gitrm", "s04:r_checks", "s04:u3"],
         "PR #12 merged the same day; the repository had moved to GitHub the week before")]),
    ("hosting", "plotwise backend", "hosted_on", [
        ("Heroku", "2025-08-26", "2026-03-07", ["s01:r_herokulogs", "s03:r_deploy", "s05:u2", "s07:t_merge313"], FIRST.format(d="2025-08-26")),
        ("AWS ECS Fargate", "2026-03-07", None, ["s05:u2", "s05:t_plan", "s08:u1", "s08:r_plan", "s08:compact", "s11:r_gitlog"],
         "decided 2026-01-13 for 'the first weekend of March'; cutover on Saturday 2026-03-07 ('since Saturday night', said on Tue 2026-03-10); once misremembered as February (2026-06-09)")]),
    ("postgres_hosting", "plotwise postgres", "hosted_on", [
        ("Heroku Postgres", "2025-08-26", "2026-03-07", ["s01:r_settings_grep", "s05:u2", "s08:u1"], FIRST.format(d="2025-08-26") + "; plan standard-0"),
        ("Amazon RDS for PostgreSQL", "2026-03-07", None, ["s05:t_plan", "s08:u1", "s08:r_plan", "s12:t_arch"],
         "PostgreSQL 16 on db.t4g.small; restored from a pg_dump during the 2026-03-07 cutover")]),
    ("cache", "plotwise backend", "cache", [
        ("Redis (Heroku Redis add-on)", "2025-08-26", "2026-03-07", ["s01:r_settings_grep", "s03:u1", "s03:t_settings"],
         FIRST.format(d="2025-08-26") + "; the same instance was the Celery, then Dramatiq, broker"),
        ("Amazon ElastiCache Serverless for Valkey", "2026-03-07", None, ["s05:a2", "s05:t_plan", "s08:u1", "s08:r_plan", "s12:t_arch"],
         "also the Dramatiq broker; chosen over ElastiCache for Redis OSS for price")]),
    ("terraform_state_backend", "plotwise infra", "terraform_state_backend", [
        ("HCP Terraform (Terraform Cloud)", "2025-09-23", "2026-03-03", ["s02:r_tfplan", "s05:a2", "s07:u2", "s07:r_versions"],
         FIRST.format(d="2025-09-23") + "; first only in terraform plan output; legacy free plan"),
        ("S3 backend with native lockfile", "2026-03-03", None, ["s05:u3", "s07:u2", "s07:t_backend", "s07:r_tfok", "s07:r_merge_state"],
         "decided 2026-01-13 ('before the AWS work'); bucket plotwise-tfstate, use_lockfile = true, no DynamoDB; PR #42")]),
    ("dns_provider", "plotwise infra", "dns_provider", [
        ("Gandi LiveDNS", "2025-09-23", "2026-06-30", ["s02:r_tfplan", "s08:u1", "s12:r_dns_old", "s12:u1"], FIRST.format(d="2025-09-23")),
        ("Cloudflare", "2026-06-30", None, ["s12:u1", "s12:t_prov", "s12:t_dns", "s12:r_init", "s12:u2", "s12:r_dig"],
         "registrar and mailboxes stay at Gandi; applied and nameservers switched on the morning of 2026-06-30")]),
    ("iac_tool", "plotwise infra", "iac_tool", [
        ("Terraform", "2025-09-23", None, ["s02:r_tfplan", "s07:u4", "s12:r_init"], "OpenTofu considered on 2026-03-03 and rejected")]),
    ("mobile_framework", "plotwise mobile app", "framework", [
        ("React Native", "2025-08-26", None, ["s01:u2", "s06:r_pkg", "s12:t_arch"], FIRST.format(d="2025-08-26"))]),
    ("mobile_workflow", "plotwise mobile app", "expo_workflow", [
        ("Expo managed workflow", "2025-08-26", "2026-04-14", ["s01:r_tasks", "s06:u1", "s09:u1"], FIRST.format(d="2025-08-26") + "; first only in a code comment"),
        ("bare workflow (expo prebuild, ios/ and android/ committed)", "2026-04-14", None, ["s09:u1", "s09:r_prebuild", "s09:t_gitignore", "s09:r_pods", "s09:u2"],
         "for the Terrasonde BLE SDK; merged the same day; EAS Build kept")]),
    ("mobile_navigation", "plotwise mobile app", "navigation_library", [
        ("React Navigation", "2025-08-26", "2026-02-10", ["s01:r_tasks", "s06:u1", "s06:r_pkg"], FIRST.format(d="2025-08-26") + "; first only in a code comment"),
        ("Expo Router", "2026-02-10", "2026-03-10", ["s06:u1", "s06:r_install", "s06:t_main", "s06:t_layout", "s06:r_merge"],
         "tried and reverted: merged 2026-02-10 and shipped in 1.9; reverted with git revert on 2026-03-10 (1.9.1)"),
        ("React Navigation", "2026-03-10", None, ["s08:u2", "s08:t_revert", "s08:r_revert", "s08:t_linking", "s08:u3"],
         "back after the revert, with the invite deep links in its linking config")]),
    ("mobile_state_management", "plotwise mobile app", "state_management", [
        ("MobX-State-Tree", "2026-02-10", "2026-06-09", ["s06:r_pkg", "s11:u1", "s11:r_plotstore"], FIRST.format(d="2026-02-10") + "; first only in package.json"),
        ("Jotai", "2026-06-09", None, ["s11:u1", "s11:t_plots", "s11:t_cmd", "s11:r_tests", "s11:u2"], "bookings and rota ported by the user, plots and session in the session; merged 2026-06-09")]),
    ("mobile_crash_reporting", "plotwise mobile app", "crash_reporting", [
        ("Sentry (@sentry/react-native)", "2025-08-26", "2026-05-12", ["s01:u2", "s06:r_pkg", "s08:u2", "s09:u2"], FIRST.format(d="2025-08-26")),
        ("Firebase Crashlytics", "2026-05-12", None, ["s09:u2", "s10:u1", "s10:t_cmd", "s10:t_crash", "s10:u2"],
         "decided 2026-04-14 (quota), done and merged 2026-05-12 (app 1.11); Bugsnag rejected; the backend stays on Sentry")]),
    ("mobile_test_runner", "plotwise mobile app", "test_runner", [
        ("Jest", "2025-09-23", None, ["s02:r_gitlab", "s04:t_ghwrite", "s06:t_jest", "s10:t_jest_ok"], "with jest-expo; the backend uses pytest")]),
    ("mobile_package_manager", "plotwise mobile app", "package_manager", [
        ("yarn", "2025-09-23", None, ["s02:r_gitlab", "s06:r_install", "s11:r_cmd"], "Yarn 1 (classic); seen only in commands and CI config")]),
    ("seedswap_platform", "seedswap", "backend_platform", [
        ("Supabase", "2026-01-13", None, ["s05:u2"], "another project of the same developer; never a plotwise fact")]),
    ("terrasonde_reference_app", "Terrasonde reference app", "framework", [
        ("Flutter", "2026-04-14", None, ["s09:u1"], "the sensor vendor's sample app; plotwise's app is React Native")]),
]


def q(id_, type_, timeline, question, answer, accept, evidence, **extra):
    d = {"id": id_, "type": type_, "timeline": timeline, "question": question}
    if "as_of" in extra:
        d["as_of"] = extra.pop("as_of")
    d["answer"] = answer
    d["accept"] = accept
    if type_ == "history":
        d["accept_all"] = True
        d["ordered_accept"] = extra.pop("ordered")
    d["evidence"] = evidence
    assert not extra, extra
    return d


QUESTIONS = [
    # before
    ("before", "backend_task_queue", "Which task queue did the plotwise backend use before Dramatiq?",
     "Celery (workers plus celery beat, with Heroku Redis as broker), until the switch to Dramatiq on 2025-10-28.",
     ["celery"], ["s01:r_tasks", "s01:u3", "s03:u1"]),
    ("before", "backend_pdf_library", "What generated the invoice PDFs before WeasyPrint?",
     "xhtml2pdf (0.2.17), which only understands a CSS 2.1 subset; WeasyPrint replaced it on 2025-12-02.",
     ["xhtml2pdf"], ["s01:r_pdf", "s01:a_xhtml", "s04:u1"]),
    ("before", "ci_provider", "Where did plotwise's CI run before GitHub Actions?",
     "GitLab CI (.gitlab-ci.yml on gitlab.com shared runners), until 2025-12-02.",
     ["gitlab"], ["s02:r_gitlab", "s04:u2", "s04:r_gitlab"]),
    ("before", "terraform_state_backend", "Where was the Terraform state kept before it moved to S3?",
     "In HCP Terraform (Terraform Cloud), workspace plotwise-prod of the organisation plotwise, on the legacy free plan, until 2026-03-03.",
     ["hcp terraform", "terraform cloud", "app.terraform.io"], ["s02:r_tfplan", "s07:u2", "s07:r_versions"]),
    ("before", "mobile_state_management", "What did the mobile app use for state management before Jotai?",
     "MobX-State-Tree stores (with mobx and mobx-react-lite), removed on 2026-06-09.",
     ["mobx-state-tree", "mobx"], ["s06:r_pkg", "s11:u1", "s11:r_plotstore"]),
    ("before", "backend_test_runner", "How were the backend tests run before pytest?",
     "With Django's own test runner (python manage.py test, unittest-style TestCase classes), until pytest-django came in on 2025-09-23.",
     ["manage.py test", "django's test runner", "django test runner", "unittest"], ["s01:r_test1", "s02:u1", "s02:r_gitlab"]),
    # after
    ("after", "backend_pdf_library", "What replaced xhtml2pdf for rendering PDFs?",
     "WeasyPrint, from 2025-12-02 (invoices and the new harvest report).", ["weasyprint"],
     ["s04:u1", "s04:r_uvswap", "s04:r_pdfinfo"]),
    ("after", "python_dependency_manager", "What did the backend move to after pip and the requirements files?",
     "uv (pyproject.toml + uv.lock), switched on Thursday 2025-10-23.", ["uv"], ["s02:u3", "s03:u1", "s03:r_pyproject"]),
    ("after", "hosting", "Where did the backend run after Heroku?",
     "On AWS: ECS Fargate services (web, worker, scheduler) behind an ALB, since the cutover on 2026-03-07.",
     ["ecs", "fargate", "aws"], ["s05:u2", "s08:u1", "s08:r_plan"]),
    ("after", "backend_api_framework", "What replaced Django REST Framework for the API?",
     "Django Ninja, from 2026-01-13 (same URLs and JSON shapes, DRF-style pagination kept).", ["ninja"],
     ["s04:u3", "s05:u1", "s05:t_ninja_api"]),
    ("after", "mobile_crash_reporting", "What replaced Sentry for the mobile app's crash reporting?",
     "Firebase Crashlytics via React Native Firebase, from 2026-05-12 (app 1.11); the backend kept Sentry.",
     ["crashlytics"], ["s09:u2", "s10:u1", "s10:t_cmd"]),
    ("after", "cache", "After Heroku Redis, what served as the backend's cache?",
     "Amazon ElastiCache Serverless for Valkey, since the AWS cutover on 2026-03-07 (also the Dramatiq broker).",
     ["valkey", "elasticache"], ["s05:a2", "s08:u1", "s08:r_plan"]),
    # current
    ("current", "mobile_navigation", "What does the mobile app use for navigation now?",
     "React Navigation (native stack + bottom tabs) again, since Expo Router was reverted on 2026-03-10.",
     ["react navigation", "@react-navigation"], ["s08:u2", "s08:r_revert", "s12:t_arch"]),
    ("current", "backend_error_tracking", "Which error tracking service does the backend use today?",
     "Sentry (sentry-sdk[django]); only the mobile app moved to Crashlytics.", ["sentry"],
     ["s09:u2", "s10:r_backend_sentry", "s12:t_arch"]),
    ("current", "mobile_crash_reporting", "What does the mobile app use for crash reporting now?",
     "Firebase Crashlytics (@react-native-firebase/crashlytics), since 2026-05-12.", ["crashlytics"],
     ["s10:t_cmd", "s10:t_crash", "s10:u2"]),
    ("current", "python_version", "Which Python version does the backend run on now?",
     "Python 3.13 (since 2026-03-03).", ["3.13"], ["s07:t_pin", "s07:r_tests313", "s07:r_docker313"]),
    ("current", "terraform_state_backend", "Where is the Terraform state stored now?",
     "In an S3 backend: bucket plotwise-tfstate in eu-west-1, versioned, with S3's native lockfile (use_lockfile), since 2026-03-03.",
     ["s3"], ["s07:t_backend", "s07:r_tfok", "s12:t_arch"]),
    ("current", "dns_provider", "Who hosts plotwise's DNS now?",
     "Cloudflare (DNS only, free plan), managed with the cloudflare Terraform provider since 2026-06-30; Gandi stays the registrar and mail host.",
     ["cloudflare"], ["s12:u1", "s12:t_dns", "s12:r_dig"]),
    ("current", "mobile_workflow", "Is the mobile app still on Expo's managed workflow?",
     "No: it has been on the bare workflow (expo prebuild, ios/ and android/ committed) since 2026-04-14; EAS Build still builds it.",
     ["bare"], ["s09:u1", "s09:t_gitignore", "s09:r_pods"]),
    ("current", "backend_task_queue", "What runs the backend's background jobs today?",
     "Dramatiq workers, with periodiq for the periodic jobs (since 2025-10-28), on ECS since March 2026.",
     ["dramatiq"], ["s03:t_tasks", "s03:r_bootlog", "s12:t_arch"]),
    ("current", "mobile_test_runner", "What runs the mobile app's tests?",
     "Jest (with the jest-expo preset); the backend's tests use pytest.", ["jest"], ["s04:t_ghwrite", "s10:t_jest_ok"]),
    # as_of
    ("as_of", "backend_pdf_library", "As of 2025-11-15, which library turned the invoice templates into PDFs?",
     "xhtml2pdf; WeasyPrint only came on 2025-12-02.", ["xhtml2pdf"], ["s01:r_pdf", "s04:u1"], "2025-11-15"),
    ("as_of", "backend_task_queue", "On 2025-10-01, what did the backend use for background jobs?",
     "Celery with celery beat; Dramatiq replaced it on 2025-10-28.", ["celery"], ["s01:r_tasks", "s03:u1"], "2025-10-01"),
    ("as_of", "mobile_navigation", "As of 2026-02-20, what handled navigation in the mobile app?",
     "Expo Router (merged 2026-02-10, shipped in 1.9); it was reverted to React Navigation on 2026-03-10.",
     ["expo router", "expo-router"], ["s06:r_install", "s06:r_merge", "s08:u2"], "2026-02-20"),
    ("as_of", "hosting", "As of 2026-01-20, where was the plotwise backend hosted?",
     "On Heroku (app plotwise-api); the move to AWS ECS Fargate happened on 2026-03-07.", ["heroku"],
     ["s05:u2", "s08:u1"], "2026-01-20"),
    ("as_of", "python_version", "As of 2026-03-01, which Python version did the backend use?",
     "Python 3.11; the bump to 3.13 was done on 2026-03-03.", ["3.11"], ["s05:u2", "s07:r_grep311", "s07:r_pin"], "2026-03-01"),
    ("as_of", "mobile_crash_reporting", "As of 2026-04-01, what collected crash reports from the mobile app?",
     "Sentry (@sentry/react-native); Crashlytics replaced it on 2026-05-12.", ["sentry"],
     ["s06:r_pkg", "s08:u2", "s09:u2"], "2026-04-01"),
    ("as_of", "postgres_hosting", "As of 2025-12-15, where did plotwise's PostgreSQL database run?",
     "On Heroku Postgres (standard-0); it moved to Amazon RDS on 2026-03-07.", ["heroku postgres", "heroku"],
     ["s01:r_settings_grep", "s05:u2", "s08:u1"], "2025-12-15"),
    ("as_of", "python_dependency_manager", "As of 2025-10-10, how were the backend's Python dependencies installed?",
     "With pip from pinned requirements.txt / requirements-dev.txt files; uv came on 2025-10-23.",
     ["pip", "requirements.txt", "requirements"], ["s02:r_pip", "s02:u3", "s03:u1"], "2025-10-10"),
    # when
    ("when", "hosting", "When did plotwise move from Heroku to AWS?",
     "On Saturday 2026-03-07 (the cutover night; it was once misremembered as February, but git log shows 7 March).",
     ["2026-03-07", "march 7", "mar 7", "7 march", "7 mar"], ["s05:u2", "s08:u1", "s11:r_gitlog", "s11:a_fix"]),
    ("when", "python_dependency_manager", "When did the backend switch to uv?",
     "On Thursday 2025-10-23 ('last Thursday', said on Tuesday 2025-10-28), right after the 1.4 release.",
     ["2025-10-23", "october 23", "oct 23", "23 october", "23 oct"], ["s03:u1"]),
    ("when", "backend_task_queue", "When was Celery replaced by Dramatiq?",
     "On 2025-10-28 (merged and deployed to Heroku as v214 the same day).",
     ["2025-10-28", "october 28", "oct 28", "28 october", "28 oct"], ["s03:u1", "s03:r_deploy", "s03:a2"]),
    ("when", "mobile_navigation", "When was Expo Router reverted?",
     "On 2026-03-10 (git revert of the merge, shipped as 1.9.1), a month after it was merged on 2026-02-10.",
     ["2026-03-10", "march 10", "mar 10", "10 march", "10 mar"], ["s08:u2", "s08:r_revert", "s08:u3"]),
    ("when", "mobile_workflow", "When did the mobile app leave Expo's managed workflow?",
     "On 2026-04-14, when ios/ and android/ were generated with expo prebuild and committed.",
     ["2026-04-14", "april 14", "apr 14", "14 april", "14 apr"], ["s09:u1", "s09:r_pods", "s09:u2"]),
    ("when", "terraform_state_backend", "When did the Terraform state move off HCP Terraform?",
     "On 2026-03-03, four days before the AWS cutover (PR #42).",
     ["2026-03-03", "march 3", "mar 3", "3 march", "3 mar"], ["s07:u2", "s07:r_tfok", "s07:r_merge_state"]),
    ("when", "backend_api_framework", "When did the API move from DRF to Django Ninja?",
     "On 2026-01-13 (decided in December 2025).",
     ["2026-01-13", "january 13", "jan 13", "13 january", "13 jan"], ["s04:u3", "s05:u1", "s05:u2"]),
    # why
    ("why", "backend_pdf_library", "Why did plotwise replace xhtml2pdf?",
     "xhtml2pdf only supports a subset of CSS 2.1: no flexbox, gap or CSS variables (the invoice layout broke in August 2025), and no inline SVG or reliable page breaks for the harvest report's chart.",
     ["flexbox", "css", "svg"], ["s01:a_xhtml", "s04:u1"]),
    ("why", "backend_task_queue", "Why did plotwise drop Celery?",
     "Duplicate push reminders (ETA tasks redelivered after Redis' visibility timeout, still happening after a workaround), R14 memory warnings on the worker dyno, and general trouble for a dozen scheduled jobs.",
     ["duplicate", "twice", "r14", "memory", "visibility"], ["s01:u2", "s01:r_herokulogs", "s01:u3", "s03:u1"]),
    ("why", "hosting", "Why did plotwise leave Heroku?",
     "Cost: $191 a month for an app with about 900 users, Heroku not shipping anything new, and media and SES already being on AWS (one cloud, one Terraform config).",
     ["$191", "191", "cost", "expensive"], ["s05:u2", "s05:t_plan"]),
    ("why", "terraform_state_backend", "Why was the Terraform state moved off HCP Terraform?",
     "HCP Terraform's legacy free plan ended on 2026-03-31 and its replacement is priced per managed resource, with about 60 new AWS resources arriving.",
     ["free plan", "per-resource", "pricing", "per managed resource"], ["s05:a2", "s07:u2"]),
    ("why", "mobile_crash_reporting", "Why did the mobile app move off Sentry?",
     "Quota: the app used about 80% of the 50k-error Sentry quota (mostly network-timeout noise) and the cap was hit twice in March, dropping backend errors too; Crashlytics is free and became easy once the app was bare.",
     ["quota", "50k", "80%", "cap"], ["s09:u2"]),
    ("why", "mobile_navigation", "Why was Expo Router reverted?",
     "On Android, tapping a rota reminder notification when the app was killed landed on a blank screen (router.push raced the root layout), and 1.9's crash-free sessions dropped to 97.1%.",
     ["blank screen", "notification", "crash-free", "97.1"], ["s08:u2"]),
    ("why", "mobile_workflow", "Why did the mobile app leave Expo's managed workflow?",
     "To integrate the Terrasonde soil-sensor BLE SDK, a native iOS xcframework and Android AAR without an Expo config plugin.",
     ["terrasonde", "ble", "sensor", "native sdk"], ["s09:u1"]),
    # history
    ("history", "mobile_navigation", "What has the mobile app used for navigation over time, in order?",
     "React Navigation until 2026-02-10, then Expo Router until it was reverted on 2026-03-10, then React Navigation again.",
     ["react navigation"], ["s01:r_tasks", "s06:r_install", "s08:r_revert"],
     [["react navigation", "@react-navigation"], ["expo router", "expo-router"], ["react navigation", "@react-navigation"]]),
    ("history", "hosting", "Where has the plotwise backend been hosted over time?",
     "On Heroku until 2026-03-07, then on AWS ECS Fargate.", ["heroku"],
     ["s01:r_herokulogs", "s08:u1"], [["heroku"], ["ecs", "fargate", "aws"]]),
    ("history", "mobile_crash_reporting", "What has the app used for crash reporting, in order?",
     "Sentry (@sentry/react-native) until 2026-05-12, then Firebase Crashlytics.", ["sentry", "crashlytics"],
     ["s01:u2", "s10:t_cmd"], [["sentry"], ["crashlytics"]]),
    ("history", "terraform_state_backend", "Where has the Terraform state been stored over time?",
     "In HCP Terraform (Terraform Cloud) until 2026-03-03, then in an S3 backend with native locking.",
     ["s3"], ["s02:r_tfplan", "s07:t_backend"], [["hcp terraform", "terraform cloud"], ["s3"]]),
    ("history", "python_version", "Which Python versions has the backend run on, in order?",
     "Python 3.11 until 2026-03-03, then Python 3.13.", ["3.11", "3.13"], ["s02:r_pytest", "s07:r_pin"],
     [["3.11"], ["3.13"]]),
    # negative
    ("negative", "backend_task_queue", "Did plotwise ever use Huey for background jobs?",
     "No. Huey was looked at when replacing Celery in October 2025 and rejected in favour of Dramatiq.",
     ["no", "never", "did not", "didn't", "rejected"], ["s03:u1"]),
    ("negative", "hosting", "Was the plotwise backend ever deployed on Google Cloud Run?",
     "No. Cloud Run was priced in January 2026 and rejected (two clouds); the backend went from Heroku to AWS ECS Fargate.",
     ["no", "never", "did not", "didn't", "rejected"], ["s05:u2", "s05:t_plan"]),
    ("negative", "iac_tool", "Did plotwise switch its infrastructure code to OpenTofu?",
     "No. OpenTofu came up on 2026-03-03 when the state moved to S3; the user stopped the investigation and decided to stay on Terraform.",
     ["no", "never", "did not", "didn't", "stay on terraform"], ["s07:u3", "s07:u4"]),
    ("negative", "mobile_framework", "Has the plotwise mobile app ever been written in Flutter?",
     "No. The app is React Native; Flutter is what the sensor vendor Terrasonde used for its reference app.",
     ["no", "never", "did not", "didn't"], ["s09:u1", "s06:r_pkg"]),
    ("negative", "postgres_hosting", "Does plotwise run its database on Supabase?",
     "No. Supabase is what the developer uses for another project, seedswap; plotwise's PostgreSQL went from Heroku Postgres to Amazon RDS.",
     ["no", "never", "seedswap", "did not", "didn't"], ["s05:u2", "s08:u1"]),
    ("negative", "mobile_crash_reporting", "Did the mobile app ever use Bugsnag?",
     "No. Bugsnag was mentioned as the other option and rejected (another paid plan); the app went from Sentry to Firebase Crashlytics.",
     ["no", "never", "did not", "didn't", "rejected"], ["s09:u2", "s10:u1"]),
]


def main(out: Path) -> None:
    S = build()
    tdir = out / "transcripts"
    tdir.mkdir(parents=True, exist_ok=True)
    for old in tdir.glob("*.jsonl"):
        old.unlink()
    for s in S.values():
        with open(tdir / f"{s.sid}.jsonl", "w", encoding="utf-8") as fh:
            for row in s.rows:
                fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
    with open(out / "facts.jsonl", "w", encoding="utf-8") as fh:
        for timeline, subject, predicate, states in FACTS:
            for obj, start, end, refs, note in states:
                row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
                       "evidence": E(S, *refs), "timeline": timeline}
                if note:
                    row["note"] = note
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(out / "questions.jsonl", "w", encoding="utf-8") as fh:
        for i, item in enumerate(QUESTIONS, start=1):
            kind, timeline, question, answer, accept, refs = item[:6]
            extra = {}
            if kind == "as_of":
                extra["as_of"] = item[6]
            if kind == "history":
                extra["ordered"] = item[6]
            row = q(f"q{i:02d}", kind, timeline, question, answer, accept, E(S, *refs), **extra)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    for s in S.values():
        first = next(r["timestamp"] for r in s.rows if "timestamp" in r)
        print(f"{s.key}  {s.sid}  {first[:10]}  {s.version:<8} {s.model:<28} {s.branch_first:<22} {len(s.rows)} lines")

if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
