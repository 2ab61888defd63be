#!/usr/bin/env python3
"""Generate the claude_holdout3 corpus: transcripts/, facts.jsonl, questions.jsonl.

Deterministic (seeded). The conversation text lives below, session by session; this top part only
wraps it in the Claude Code JSONL envelope (uuids, parentUuid chains, timestamps, message ids,
tool_use / tool_result pairs, file-history snapshots).
"""
from __future__ import annotations

import json
import random
import string
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
CWD = "/home/ines/moorline"
RNG = random.Random(20260714)
B62 = string.ascii_letters + string.digits


def uid() -> str:
    h = "%032x" % RNG.getrandbits(128)
    h = h[:12] + "4" + h[13:16] + RNG.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rid(prefix: str, n: int = 24) -> str:
    return prefix + "".join(RNG.choice(B62) for _ in range(n))


def sig() -> str:
    return "".join(RNG.choice(B62 + "+/") for _ in range(RNG.randint(180, 360))) + "=="


def iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


LABELS: dict[str, str] = {}   # "s01.label" -> "<sessionId>#<uuid>"
SESSIONS: list["Session"] = []


class Session:
    def __init__(self, key: str, start: str, version: str, model: str, branch: str, slug: str | None = None):
        self.key = key
        self.sid = uid()
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc) + timedelta(milliseconds=RNG.randint(0, 999))
        self.version = version
        self.model = model
        self.branch = branch
        self.slug = slug
        self.lines: list[dict] = []
        self.parent: str | None = None
        self.msg_id: str | None = None
        self.req_id: str | None = None
        self.tool_no = 0
        self.prefix: list[dict] = []
        SESSIONS.append(self)

    # -- plumbing ------------------------------------------------------------------------
    def tick(self, lo: float, hi: float) -> str:
        self.t += timedelta(seconds=RNG.uniform(lo, hi))
        return iso(self.t)

    def env(self) -> dict:
        e = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": self.sid, "version": self.version, "gitBranch": self.branch}
        if self.slug:
            e["slug"] = self.slug
        return e

    def label(self, name: str | None, uuid: str) -> None:
        if name:
            full = f"{self.key}.{name}"
            assert full not in LABELS, full
            LABELS[full] = f"{self.sid}#{uuid}"

    def usage(self, out: int) -> dict:
        cc = RNG.randint(30, 900)
        u = {"input_tokens": RNG.randint(3, 9), "cache_creation_input_tokens": cc,
             "cache_read_input_tokens": 14000 + len(self.lines) * RNG.randint(90, 160),
             "cache_creation": {"ephemeral_5m_input_tokens": cc, "ephemeral_1h_input_tokens": 0},
             "output_tokens": out, "service_tier": "standard"}
        if self.version.startswith("2.1"):
            u["inference_geo"] = "not_available"
        return u

    def _assistant(self, block: dict, out: int, label: str | None) -> str:
        if self.msg_id is None:
            self.msg_id = rid("msg_01")
            self.req_id = rid("req_011C")
        u = uid()
        e = self.env()
        e["message"] = {"model": self.model, "id": self.msg_id, "type": "message", "role": "assistant",
                        "content": [block], "stop_reason": None, "stop_sequence": None, "usage": self.usage(out)}
        e.update({"requestId": self.req_id, "type": "assistant", "uuid": u, "timestamp": self.tick(1.2, 14)})
        self.lines.append(e)
        self.parent = u
        self.label(label, u)
        return u

    # -- public API ----------------------------------------------------------------------
    def user(self, text: str, label: str | None = None, wait: tuple[float, float] = (40, 240), mode: str = "default") -> str:
        u = uid()
        ts = self.tick(*wait) if self.lines else iso(self.t)
        snap = {"type": "file-history-snapshot", "messageId": u,
                "snapshot": {"messageId": u, "trackedFileBackups": {}, "timestamp": iso(self.t + timedelta(milliseconds=RNG.randint(20, 140)))},
                "isSnapshotUpdate": False}
        if not self.version.startswith("1.0"):
            self.lines.append(snap)
        e = self.env()
        e.update({"type": "user", "message": {"role": "user", "content": text}, "uuid": u, "timestamp": ts,
                  "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [], "permissionMode": mode})
        self.lines.append(e)
        self.parent = u
        self.msg_id = None
        self.label(label, u)
        return u

    def think(self, text: str, label: str | None = None) -> str:
        return self._assistant({"type": "thinking", "thinking": text, "signature": sig()}, RNG.randint(1, 12), label)

    def say(self, text: str, label: str | None = None) -> str:
        return self._assistant({"type": "text", "text": text}, RNG.randint(8, 40), label)

    def tool(self, name: str, inp: dict, result: str, label: str | None = None, rlabel: str | None = None,
             error: bool = False, tur: object = None, slow: tuple[float, float] = (0.8, 6)) -> str:
        self.tool_no += 1
        tid = rid("toolu_01", 22)
        block = {"type": "tool_use", "id": tid, "name": name, "input": inp}
        if self.version.startswith("2.1"):
            block["caller"] = {"type": "direct"}
        use = self._assistant(block, RNG.randint(60, 420), label)
        u = uid()
        e = self.env()
        res = {"tool_use_id": tid, "type": "tool_result", "content": result}
        if name == "Bash" or error:
            res["is_error"] = error
        if tur is None:
            tur = self.default_tur(name, inp, result, error)
        e.update({"type": "user", "message": {"role": "user", "content": [res]}, "uuid": u,
                  "timestamp": self.tick(*slow), "toolUseResult": tur})
        if not self.version.startswith("1.0"):
            e["sourceToolAssistantUUID"] = use
        self.lines.append(e)
        self.parent = u
        self.msg_id = None
        self.label(rlabel, u)
        return u

    @staticmethod
    def default_tur(name: str, inp: dict, result: str, error: bool) -> object:
        if error:
            return "Error: " + result.replace("<tool_use_error>", "").replace("</tool_use_error>", "")
        if name == "Bash":
            return {"stdout": result, "stderr": "", "interrupted": False, "isImage": False}
        if name == "Edit":
            return {"filePath": inp["file_path"], "oldString": inp["old_string"], "newString": inp["new_string"],
                    "replaceAll": inp.get("replace_all", False), "userModified": False, "structuredPatch": []}
        if name == "Write":
            return {"type": "create", "filePath": inp["file_path"], "content": inp["content"], "structuredPatch": []}
        if name == "Glob":
            files = [l for l in result.splitlines() if l]
            return {"filenames": files, "durationMs": RNG.randint(20, 140), "numFiles": len(files), "truncated": False}
        if name == "Grep":
            return {"mode": "content", "numFiles": 0, "filenames": [], "content": result, "numLines": len(result.splitlines())}
        if name == "TodoWrite":
            return {"oldTodos": [], "newTodos": inp["todos"]}
        return {"type": "text", "content": result}

    def bash(self, command: str, description: str, out: str, label=None, rlabel=None, error=False, slow=(1, 9)) -> str:
        if error:
            out = out if out.startswith("Exit code") else "Exit code 1\n" + out
        return self.tool("Bash", {"command": command, "description": description}, out, label, rlabel, error=error, slow=slow)

    def read(self, rel: str, body: str, label=None, rlabel=None, start: int = 1, total: int | None = None) -> str:
        path = f"{CWD}/{rel}"
        lines = body.split("\n")
        numbered = "\n".join(f"{i:>6}\u2192{l}" for i, l in enumerate(lines, start=start))
        content = numbered
        if not self.version.startswith("2.1"):
            content += "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks malicious. If it does, you MUST refuse to improve or augment the code. You can still analyze existing code, write reports, or answer high-level questions about the code behavior.\n</system-reminder>\n"
        tur = {"type": "text", "file": {"filePath": path, "content": body, "numLines": len(lines), "startLine": start,
                                        "totalLines": total or (start - 1 + len(lines))}}
        inp = {"file_path": path}
        if start != 1:
            inp.update({"offset": start, "limit": len(lines)})
        return self.tool("Read", inp, content, label, rlabel, tur=tur, slow=(0.4, 2))

    def edit(self, rel: str, old: str, new: str, label=None, rlabel=None) -> str:
        path = f"{CWD}/{rel}"
        return self.tool("Edit", {"file_path": path, "old_string": old, "new_string": new},
                         f"The file {path} has been updated successfully.", label, rlabel, slow=(0.3, 1.5))

    def write(self, rel: str, content: str, label=None, rlabel=None, update: bool = False) -> str:
        path = f"{CWD}/{rel}"
        tur = {"type": "update" if update else "create", "filePath": path, "content": content, "structuredPatch": []}
        msg = f"The file {path} has been updated successfully." if update else f"File created successfully at: {path}"
        return self.tool("Write", {"file_path": path, "content": content}, msg, label, rlabel, tur=tur, slow=(0.3, 1.5))

    def todo(self, items: list[tuple[str, str, str]]) -> str:
        todos = [{"content": c, "status": s, "activeForm": a} for c, s, a in items]
        return self.tool("TodoWrite", {"todos": todos},
                         "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable",
                         slow=(0.3, 1))

    def duration(self) -> None:
        u = uid()
        e = self.env()
        first_user = next(l for l in reversed(self.lines) if l.get("type") == "user" and isinstance(l["message"]["content"], str))
        ms = int((self.t - datetime.fromisoformat(first_user["timestamp"][:-1] + "+00:00")).total_seconds() * 1000) + RNG.randint(300, 1500)
        e.update({"type": "system", "subtype": "turn_duration", "durationMs": ms, "timestamp": self.tick(0.01, 0.05),
                  "uuid": u, "isMeta": False})
        self.lines.append(e)
        self.parent = u

    def interrupt(self) -> str:
        u = uid()
        e = self.env()
        e.update({"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": "[Request interrupted by user]"}]},
                  "uuid": u, "timestamp": self.tick(2, 8)})
        self.lines.append(e)
        self.parent = u
        self.msg_id = None
        return u

    def summary_of(self, other: "Session", text: str) -> None:
        last = [l for l in other.lines if l.get("type") == "assistant"][-1]
        self.prefix.append({"type": "summary", "summary": text, "leafUuid": last["uuid"]})

    def dump(self, folder: Path) -> int:
        rows = self.prefix + self.lines
        with open(folder / f"{self.sid}.jsonl", "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
        return len(rows)


def ev(*labels: str) -> list[str]:
    out = []
    for l in labels:
        if l not in LABELS:
            raise KeyError(f"unknown evidence label {l}")
        out.append(LABELS[l])
    return out


# =====================================================================================
# s01  2025-09-16 Tue  invoice total off by one cent (server), Gemfile tour
# =====================================================================================
s = Session("s01", "2025-09-16T07:48:12", "1.0.115", "claude-sonnet-4-20250514", "main")
s.user("The marina in Enkhuizen sent a screenshot: a 6-night berth booking with tourist tax shows €281.39 on the invoice PDF but €281.40 in the Android app. Both numbers come from the server, so I think the rounding is in server/app/models/booking.rb. Production is the Heroku app moorline-api, the data is real, so please don't touch anything remote. Can you find it?", "prompt")
s.think("Cent differences between two renderings of the same booking usually mean one path sums floats and the other rounds per line. Check Booking#total and whatever the PDF uses.")
s.say("I'll look at how the total is computed in the model and what the invoice PDF does with it.")
s.read("server/app/models/booking.rb", '''class Booking < ApplicationRecord
  belongs_to :berth
  belongs_to :boat
  has_many :line_items, dependent: :destroy

  TOURIST_TAX_PER_PERSON_NIGHT = 1.35

  validates :arrives_on, :departs_on, presence: true
  validate :departs_after_arrival

  def nights
    (departs_on - arrives_on).to_i
  end

  def tourist_tax
    nights * persons * TOURIST_TAX_PER_PERSON_NIGHT
  end

  def total
    (berth.nightly_rate * nights + tourist_tax + line_items.sum(&:amount)).round(2)
  end

  private

  def departs_after_arrival
    return if departs_on.blank? || arrives_on.blank?
    errors.add(:departs_on, "must be after arrival") if departs_on <= arrives_on
  end
end''')
s.bash("grep -rn \"tourist_tax\\|\\.total\\b\" server/app --include=*.rb | grep -v \"_spec\"", "Find where tourist tax and totals are used",
"""server/app/models/booking.rb:15:  def tourist_tax
server/app/models/booking.rb:20:    (berth.nightly_rate * nights + tourist_tax + line_items.sum(&:amount)).round(2)
server/app/serializers/booking_serializer.rb:9:  attribute :total
server/app/pdfs/invoice_pdf.rb:41:      row "Tourist tax (#{@booking.persons} × #{@booking.nights} nights)", money(@booking.tourist_tax)
server/app/pdfs/invoice_pdf.rb:58:    text "Total: #{money(rows_sum)}", size: 14, style: :bold""")
s.read("server/app/pdfs/invoice_pdf.rb", '''class InvoicePdf < Prawn::Document
  include ActionView::Helpers::NumberHelper

  def initialize(booking)
    super(page_size: "A4", margin: 36)
    @booking = booking
    @rows = []
    header
    lines
    footer
  end

  private

  def header
    image Rails.root.join("app/assets/images/invoice-logo.png"), width: 120
    move_down 12
    text @booking.berth.marina.name, size: 16, style: :bold
    text "Invoice #{@booking.invoice_number}", size: 10
  end

  def lines
    move_down 20
    row "Berth #{@booking.berth.code}, #{@booking.nights} nights", money(@booking.berth.nightly_rate * @booking.nights)
    row "Tourist tax (#{@booking.persons} × #{@booking.nights} nights)", money(@booking.tourist_tax)
    @booking.line_items.each { |li| row li.description, money(li.amount) }
    table(@rows, column_widths: [380, 143]) { cells.borders = [] }
  end

  def row(label, amount)
    @rows << [label, amount]
  end

  def money(value)
    number_to_currency(value, unit: "€", precision: 2)
  end

  def rows_sum
    @rows.sum { |_, amount| amount.delete("€,").to_d }
  end

  def footer
    move_down 16
    text "Total: #{money(rows_sum)}", size: 14, style: :bold
  end
end''', start=18, total=60)
s.think("Model: float math on 1.35 * persons * nights then one round at the end. PDF: each row is formatted (rounded) first and the total is the sum of rounded strings. nightly_rate is a decimal column, but TOURIST_TAX is a Float, so the sum becomes Float. 1.35*2*6 = 16.200000000000003, fine; the cent comes from line items with half-cents (harbour dues 0.5%?). Either way: keep money in integer cents or BigDecimal and round per line consistently.")
s.bash("cd server && bin/rails runner -e development 'b = Booking.find_by!(invoice_number: \"ENK-2025-0412\"); p b.line_items.map(&:amount); p b.tourist_tax; p b.total' 2>/dev/null", "Inspect the reported booking in the local dev DB",
"""[0.1429e2, 0.7125e1]
16.200000000000003
281.4""", error=False)
s.say("""Found it. Two different rounding strategies:

- `Booking#total` adds everything unrounded (and `TOURIST_TAX_PER_PERSON_NIGHT` is a Float, so the BigDecimal amounts get converted to Float) and rounds once at the end: 281.395… → **281.40**.
- `InvoicePdf` formats every row to cents first and then adds the rounded strings, so each half cent is rounded separately and the two paths drift apart by a cent: → **281.39**.

The culprit is the harbour-dues line item stored as `7.125` together with the Float tax. The fix I'd propose: make the tax a `BigDecimal`, round each component to cents with banker's-free `ROUND_HALF_UP`, and have both the serializer and the PDF use the same `Booking#breakdown`. Want me to go ahead?""")
s.user("Yes. And line items should never have been stored with 3 decimals, but that's a separate ticket, leave the column.", wait=(30, 90))
s.write("server/app/models/concerns/money_rounding.rb", '''module MoneyRounding
  # All money shown to a customer is rounded per line, half up, to whole cents.
  def self.cents(value)
    BigDecimal(value.to_s).round(2, BigDecimal::ROUND_HALF_UP)
  end
end
''')
s.edit("server/app/models/booking.rb", '''  TOURIST_TAX_PER_PERSON_NIGHT = 1.35''', '''  TOURIST_TAX_PER_PERSON_NIGHT = BigDecimal("1.35")''')
s.edit("server/app/models/booking.rb", '''  def total
    (berth.nightly_rate * nights + tourist_tax + line_items.sum(&:amount)).round(2)
  end''', '''  # [[label, amount], ...] with every amount already rounded to cents; the one source for
  # the API total and the invoice PDF.
  def breakdown
    rows = [["Berth #{berth.code}, #{nights} nights", MoneyRounding.cents(berth.nightly_rate * nights)],
            ["Tourist tax (#{persons} × #{nights} nights)", MoneyRounding.cents(tourist_tax)]]
    rows + line_items.map { |li| [li.description, MoneyRounding.cents(li.amount)] }
  end

  def total
    breakdown.sum { |_, amount| amount }
  end''')
s.edit("server/app/pdfs/invoice_pdf.rb", '''    row "Berth #{@booking.berth.code}, #{@booking.nights} nights", money(@booking.berth.nightly_rate * @booking.nights)
    row "Tourist tax (#{@booking.persons} × #{@booking.nights} nights)", money(@booking.tourist_tax)
    @booking.line_items.each { |li| row li.description, money(li.amount) }''', '''    @booking.breakdown.each { |label, amount| row label, money(amount) }''')
s.edit("server/app/pdfs/invoice_pdf.rb", '''    text "Total: #{money(rows_sum)}", size: 14, style: :bold''', '''    text "Total: #{money(@booking.total)}", size: 14, style: :bold''')
s.write("server/spec/models/booking_total_spec.rb", '''require "rails_helper"

RSpec.describe Booking, "#total" do
  it "matches the sum of the rounded invoice lines" do
    booking = create(:booking, nights: 6, persons: 2, nightly_rate: "42.25")
    create(:line_item, booking:, description: "Harbour dues", amount: "7.125")
    create(:line_item, booking:, description: "Electricity", amount: "14.29")

    expect(booking.total).to eq(booking.breakdown.sum { |_, a| a })
    expect(booking.total).to eq(BigDecimal("291.12"))
  end

  it "keeps the tourist tax a decimal" do
    expect(build(:booking, nights: 6, persons: 2).tourist_tax).to be_a(BigDecimal)
  end
end
''')
s.bash("cd server && bundle exec rspec spec/models spec/pdfs", "Run the model and PDF specs",
"""Randomized with seed 40113
.........................................................

Finished in 2.84 seconds (files took 1.91 seconds to load)
57 examples, 0 failures

Randomized with seed 40113""")
s.bash("cd server && bundle exec rubocop app/models app/pdfs spec/models", "Lint the touched files",
"""Inspecting 31 files
.........C.....................

Offenses:

app/models/booking.rb:24:121: C: Layout/LineLength: Line is too long. [123/120]
    rows = [["Berth #{berth.code}, #{nights} nights", MoneyRounding.cents(berth.nightly_rate * nights)],
                                                                                                                        ^^^

31 files inspected, 1 offense detected""", error=True, label="rubocop_run")
s.edit("server/app/models/booking.rb", '''    rows = [["Berth #{berth.code}, #{nights} nights", MoneyRounding.cents(berth.nightly_rate * nights)],
            ["Tourist tax (#{persons} × #{nights} nights)", MoneyRounding.cents(tourist_tax)]]''', '''    rows = [
      ["Berth #{berth.code}, #{nights} nights", MoneyRounding.cents(berth.nightly_rate * nights)],
      ["Tourist tax (#{persons} × #{nights} nights)", MoneyRounding.cents(tourist_tax)]
    ]''')
s.say("Fixed and green: the model, the serializer and the Prawn invoice now all use `Booking#breakdown`, so the app and the PDF can't disagree again. RuboCop is clean after one line-length fix. Should I open a PR?")
s.user("Go ahead. House rules in case nobody told you: we squash-merge only, so make the PR title the commit message you'd want on main. And anything under server/app/pdfs or billing goes to Tomasz for review, he owns billing. Jenkins will take its time, it always does.", "rules", wait=(40, 120))
s.bash("cd server && git checkout -b fix/invoice-rounding && git add -A && git commit -qm \"Round invoice lines per line, half up, in one place\" && git push -u origin fix/invoice-rounding 2>&1 | tail -2 && gh pr create --title \"Round invoice lines per line, half up, in one place\" --body \"Booking#breakdown is now the single source for the API total and the Prawn invoice. Fixes the ENK-2025-0412 cent mismatch.\" --reviewer tomasz-wrobel", "Commit, push and open the PR with Tomasz as reviewer",
"""To github.com:moorline/moorline.git
 * [new branch]      fix/invoice-rounding -> fix/invoice-rounding
https://github.com/moorline/moorline/pull/212""", label="pr212")
s.say("PR #212 is open with Tomasz as reviewer: https://github.com/moorline/moorline/pull/212. The line-item column with three decimals is untouched, as agreed.")
s.user("While Jenkins chews on it: give me a quick tour of the Gemfile, I haven't looked at it since the summer and I want to know what we actually depend on.", wait=(60, 200))
s.read("server/Gemfile", '''source "https://rubygems.org"

ruby "3.2.5"

gem "rails", "~> 7.2.1"
gem "pg", "~> 1.5"
gem "puma", ">= 6.4"
gem "bootsnap", require: false

gem "jsonapi-serializer"
gem "pundit"
gem "pg_search"
gem "pagy", "~> 9.0"

# Background jobs (Redis: Heroku Redis mini)
gem "sidekiq", "~> 7.3"
gem "sidekiq-cron"

# Invoices
gem "prawn", "~> 2.5"
gem "prawn-table"

# Partner APIs (harbour master systems, Mollie)
gem "faraday", "~> 2.10"
gem "faraday-retry"

gem "sentry-ruby"
gem "sentry-rails"

group :development, :test do
  gem "debug", platforms: %i[mri windows]
  gem "rspec-rails", "~> 7.0"
  gem "factory_bot_rails"
end

group :development do
  gem "rubocop", require: false
  gem "rubocop-rails", require: false
  gem "rubocop-rspec", require: false
end

group :test do
  gem "webmock"
  gem "vcr"
end''', label="gemfile_read", rlabel="gemfile")
s.say("""The server's dependencies, grouped by job:

- **Framework**: Rails 7.2 on Ruby 3.2.5, Puma, Postgres via `pg`, bootsnap.
- **API shape**: `jsonapi-serializer`, `pundit` for authorization, `pagy` for pagination, `pg_search` for the berth search.
- **Background jobs**: Sidekiq 7 with `sidekiq-cron` for the scheduled ones (the comment says it runs against a Heroku Redis mini).
- **Invoices**: Prawn + `prawn-table` (what we just touched).
- **Outbound HTTP** to the harbour-master systems and Mollie: Faraday 2 with `faraday-retry`.
- **Errors**: Sentry (`sentry-ruby`, `sentry-rails`).
- **Dev/test**: RSpec, FactoryBot, WebMock + VCR, and RuboCop with the rails and rspec plugins for linting.

Nothing obviously abandoned; `prawn-table` is the only one used in a single file.""", label="gemfile_tour")
s.user("Last one, Android side: the Jenkins log for the Android unit tests is full of \"Mockito is currently self-attaching to enable the inline-mock-maker. This will no longer work in future releases of the JDK\". Is that something I need to worry about?", "mockito_warning", wait=(60, 180))
s.bash("cd android && grep -n \"mockito\\|testImplementation\" app/build.gradle.kts", "See which test libraries the Android app declares",
"""88:    testImplementation(libs.junit)
89:    testImplementation(libs.mockito.kotlin)
90:    testImplementation(libs.kotlinx.coroutines.test)
91:    testImplementation(libs.turbine)""", rlabel="mockito_gradle")
s.say("""Not today. The Android unit tests mock with **mockito-kotlin** (line 89), which pulls in Mockito 5, whose default inline mock maker loads a ByteBuddy Java agent at runtime. JDK 21 warns about agents that attach themselves dynamically; a future JDK will refuse by default. The fix is either to pass Mockito as `-javaagent` to the test JVM in Gradle, or to pin the subclass mock maker, which can't mock final classes (and Kotlin classes are final unless `open`). Nothing breaks yet.""", label="mockito_explained")
s.user("OK, then it's noise for now. Tomasz touched that setup last, I'll ask him.", wait=(30, 90))
s.say("Sounds good. PR #212 is waiting for him anyway.")

# =====================================================================================
# s02  2025-10-02 Thu  Android photo pager OOM (Glide); Mockito -> MockK
# =====================================================================================
s = Session("s02", "2025-10-02T12:14:40", "2.0.5", "claude-sonnet-4-5-20250929", "main")
s.summary_of(SESSIONS[0], "Invoice cent mismatch fixed with Booking#breakdown; Gemfile overview")
s.user("""Crash report from the Play Console, 41 users since Monday, all on cheap Samsungs:

java.lang.OutOfMemoryError: Failed to allocate a 48000012 byte allocation with 25165824 free bytes and 30MB until OOM
    at android.graphics.Bitmap.nativeCreate(Native Method)
    at com.bumptech.glide.load.engine.bitmap_recycle.LruBitmapPool.get(LruBitmapPool.java:152)
    at com.bumptech.glide.load.resource.bitmap.Downsampler.decodeFromWrappedStreams(Downsampler.java:389)
    at com.bumptech.glide.load.engine.DecodeJob.run(DecodeJob.java:233)

It's the berth photo pager on the marina detail screen. Marinas upload 6000px photos straight from their cameras.""", "prompt")
s.think("Glide normally downsamples to the target size. If the pager requests Target.SIZE_ORIGINAL or the composable has no bounded size, Glide decodes at full resolution: 6000x2000x4 bytes = 48 MB, matching the allocation.")
s.bash("cd android && grep -rn \"Glide\\|GlideImage\\|SIZE_ORIGINAL\" app/src/main --include=*.kt", "Find Glide usages in the Android app",
"""app/src/main/java/app/moorline/marina/BerthPhotoPager.kt:14:import com.bumptech.glide.integration.compose.ExperimentalGlideComposeApi
app/src/main/java/app/moorline/marina/BerthPhotoPager.kt:15:import com.bumptech.glide.integration.compose.GlideImage
app/src/main/java/app/moorline/marina/BerthPhotoPager.kt:16:import com.bumptech.glide.request.target.Target
app/src/main/java/app/moorline/marina/BerthPhotoPager.kt:38:            GlideImage(
app/src/main/java/app/moorline/marina/BerthPhotoPager.kt:43:                requestBuilderTransform = { it.override(Target.SIZE_ORIGINAL) },
app/src/main/java/app/moorline/marina/MarinaListItem.kt:22:            GlideImage(model = marina.coverUrl, contentDescription = null, modifier = Modifier.size(72.dp))
app/src/main/java/app/moorline/MoorlineApp.kt:31:        Glide.get(this).setMemoryCategory(MemoryCategory.HIGH)""", label="glide_grep", rlabel="glide_grep_out")
s.read("android/app/src/main/java/app/moorline/marina/BerthPhotoPager.kt", '''@OptIn(ExperimentalGlideComposeApi::class, ExperimentalFoundationApi::class)
@Composable
fun BerthPhotoPager(photos: List<BerthPhoto>, modifier: Modifier = Modifier) {
    val pagerState = rememberPagerState { photos.size }
    HorizontalPager(state = pagerState, modifier = modifier) { page ->
        Box(Modifier.fillMaxWidth().aspectRatio(3f / 2f)) {
            GlideImage(
                model = photos[page].url,
                contentDescription = photos[page].caption,
                contentScale = ContentScale.Crop,
                modifier = Modifier.matchParentSize(),
                requestBuilderTransform = { it.override(Target.SIZE_ORIGINAL) },
            )
        }
    }
}''', start=32, total=58)
s.say("""The cause is line 43: `override(Target.SIZE_ORIGINAL)` tells Glide to decode the photo at full camera resolution, so a 6000×2000 JPEG becomes a 48 MB bitmap, exactly the failed allocation. Someone probably added it to get sharp zoom, but the pager has no zoom. `MemoryCategory.HIGH` in `MoorlineApp` makes it worse on small heaps.

Fix: drop the override so Glide downsamples to the 3:2 box, and keep the memory category at the default.""")
s.edit("android/app/src/main/java/app/moorline/marina/BerthPhotoPager.kt", '''                modifier = Modifier.matchParentSize(),
                requestBuilderTransform = { it.override(Target.SIZE_ORIGINAL) },
            )''', '''                modifier = Modifier.matchParentSize(),
            )''')
s.edit("android/app/src/main/java/app/moorline/marina/BerthPhotoPager.kt", '''import com.bumptech.glide.request.target.Target
''', "")
s.edit("android/app/src/main/java/app/moorline/MoorlineApp.kt", '''        Glide.get(this).setMemoryCategory(MemoryCategory.HIGH)
''', "")
s.bash("cd android && ./gradlew :app:testDebugUnitTest --console=plain 2>&1 | tail -25", "Run the Android unit tests",
"""> Task :app:compileDebugUnitTestKotlin
> Task :app:testDebugUnitTest

app.moorline.marina.MarinaDetailViewModelTest > loads photos after marina() FAILED
    org.mockito.exceptions.base.MockitoException:
    Cannot mock/spy class app.moorline.data.MarinaRepository
    Mockito cannot mock/spy because :
     - final class
        at app.moorline.marina.MarinaDetailViewModelTest.setUp(MarinaDetailViewModelTest.kt:29)

app.moorline.booking.BookingFlowViewModelTest > rejects overlapping dates FAILED
    org.mockito.exceptions.base.MockitoException at BookingFlowViewModelTest.kt:34

61 tests completed, 2 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///home/ines/moorline/android/app/build/reports/tests/testDebugUnitTest/index.html

BUILD FAILED in 47s""", error=True, label="mockito_fail_cmd", rlabel="mockito_fail")
s.think("Unrelated to the Glide change: those two tests mock final Kotlin classes. mockito-inline (the default mock maker since Mockito 5) should handle finals... unless the mockito-extensions file forces the subclass mock maker. Check the test resources and the catalog before proposing anything.")
s.bash("cd android && cat app/src/test/resources/mockito-extensions/org.mockito.plugins.MockMaker 2>/dev/null; git log --oneline -3 -- app/src/test/resources gradle/libs.versions.toml", "Check the mock maker config and recent changes",
"""mock-maker-subclass
4be0d17 Pin mock maker to subclass to stop the ByteBuddy agent warning on JDK 21
91c2e5a Bump compose-bom to 2025.09.00
0f3aa6e Move android test deps into the version catalog""")
s.say("""Those two failures aren't from the photo fix. Commit `4be0d17` pinned Mockito's mock maker to `mock-maker-subclass` to silence the ByteBuddy agent warning on JDK 21, and the subclass maker can't mock final classes, which every Kotlin class is by default. `MarinaRepository` is final, hence the failures.

Two ways out: delete that file and live with the warning (or add the agent to the test JVM args), or `open` the repositories just for tests.""")
s.user("Neither. I've wanted to get rid of Mockito in the Android tests for a while, `whenever(...).thenReturn` everywhere reads like Java and the final-class dance keeps coming back. Move us to MockK: swap it in the version catalog, port those two test classes and grep for anything else that imports org.mockito.", "mockk_decision", wait=(50, 150))
s.read("android/gradle/libs.versions.toml", '''[versions]
agp = "8.6.1"
kotlin = "2.0.20"
compose-bom = "2025.09.00"
retrofit = "2.11.0"
okhttp = "4.12.0"
moshi = "1.15.1"
glide-compose = "1.0.0-beta01"
sentry = "7.14.0"
junit = "4.13.2"
mockito-kotlin = "5.4.0"
turbine = "1.1.0"

[libraries]
compose-bom = { group = "androidx.compose", name = "compose-bom", version.ref = "compose-bom" }
retrofit = { group = "com.squareup.retrofit2", name = "retrofit", version.ref = "retrofit" }
retrofit-converter-moshi = { group = "com.squareup.retrofit2", name = "converter-moshi", version.ref = "retrofit" }
okhttp-logging = { group = "com.squareup.okhttp3", name = "logging-interceptor", version.ref = "okhttp" }
moshi-kotlin = { group = "com.squareup.moshi", name = "moshi-kotlin", version.ref = "moshi" }
glide-compose = { group = "com.github.bumptech.glide", name = "compose", version.ref = "glide-compose" }
sentry-android = { group = "io.sentry", name = "sentry-android", version.ref = "sentry" }
junit = { group = "junit", name = "junit", version.ref = "junit" }
mockito-kotlin = { group = "org.mockito.kotlin", name = "mockito-kotlin", version.ref = "mockito-kotlin" }
turbine = { group = "app.cash.turbine", name = "turbine", version.ref = "turbine" }''', label="catalog_read", rlabel="catalog")
s.edit("android/gradle/libs.versions.toml", '''mockito-kotlin = "5.4.0"''', '''mockk = "1.13.12"''', label="mockk_version_edit")
s.edit("android/gradle/libs.versions.toml", '''mockito-kotlin = { group = "org.mockito.kotlin", name = "mockito-kotlin", version.ref = "mockito-kotlin" }''', '''mockk = { group = "io.mockk", name = "mockk", version.ref = "mockk" }''', label="mockk_lib_edit")
s.edit("android/app/build.gradle.kts", '''    testImplementation(libs.mockito.kotlin)''', '''    testImplementation(libs.mockk)''', label="mockk_gradle_edit")
s.bash("cd android && git rm -q app/src/test/resources/mockito-extensions/org.mockito.plugins.MockMaker && grep -rln \"org.mockito\" app/src/test", "Drop the mock-maker pin and list remaining Mockito imports",
"""app/src/test/java/app/moorline/marina/MarinaDetailViewModelTest.kt
app/src/test/java/app/moorline/booking/BookingFlowViewModelTest.kt
app/src/test/java/app/moorline/account/LoginViewModelTest.kt""")
s.read("android/app/src/test/java/app/moorline/marina/MarinaDetailViewModelTest.kt", '''class MarinaDetailViewModelTest {
    @get:Rule val main = MainDispatcherRule()

    private val repo: MarinaRepository = mock()
    private lateinit var vm: MarinaDetailViewModel

    @Before fun setUp() {
        whenever(repo.marina("enk")).thenReturn(flowOf(Fixtures.enkhuizen))
        vm = MarinaDetailViewModel(SavedStateHandle(mapOf("id" to "enk")), repo)
    }

    @Test fun `loads photos after marina`() = runTest {
        vm.state.test {
            assertEquals(Loading, awaitItem())
            assertEquals(6, (awaitItem() as Loaded).photos.size)
        }
        verify(repo).marina("enk")
    }
}''', start=20)
s.edit("android/app/src/test/java/app/moorline/marina/MarinaDetailViewModelTest.kt", '''    private val repo: MarinaRepository = mock()
    private lateinit var vm: MarinaDetailViewModel

    @Before fun setUp() {
        whenever(repo.marina("enk")).thenReturn(flowOf(Fixtures.enkhuizen))''', '''    private val repo: MarinaRepository = mockk()
    private lateinit var vm: MarinaDetailViewModel

    @Before fun setUp() {
        every { repo.marina("enk") } returns flowOf(Fixtures.enkhuizen)''')
s.edit("android/app/src/test/java/app/moorline/marina/MarinaDetailViewModelTest.kt", '''        verify(repo).marina("enk")''', '''        verify(exactly = 1) { repo.marina("enk") }''')
s.say("Same pattern in `BookingFlowViewModelTest` and `LoginViewModelTest` (`mock()` → `mockk()`, `whenever/thenReturn` → `every/returns`, `verify(x).f()` → `verify { x.f() }`, `argumentCaptor` → `slot()`); I ported both and fixed the imports.")
s.bash("cd android && ./gradlew :app:testDebugUnitTest --console=plain 2>&1 | tail -6", "Run the Android unit tests again",
"""> Task :app:compileDebugUnitTestKotlin
> Task :app:testDebugUnitTest

61 tests completed, 0 failed

BUILD SUCCESSFUL in 52s""", rlabel="mockk_green")
s.bash("cd android && ./gradlew :app:dependencies --configuration debugUnitTestRuntimeClasspath --console=plain | grep -i \"mock\"", "Confirm which mocking libraries end up on the test classpath",
"""+--- io.mockk:mockk:1.13.12
|    +--- io.mockk:mockk-dsl:1.13.12
|    +--- io.mockk:mockk-agent:1.13.12
|    +--- io.mockk:mockk-agent-api:1.13.12
|    \\--- io.mockk:mockk-core:1.13.12""", rlabel="mockk_deps")
s.say("""Done on `main`'s working tree, nothing committed yet:

1. **OOM**: removed `override(Target.SIZE_ORIGINAL)` from `BerthPhotoPager` and the `MemoryCategory.HIGH` line, so Glide decodes photos at the pager's size (roughly 1080×720 instead of 6000×4000).
2. **MockK**: `mockito-kotlin` replaced by `io.mockk:mockk:1.13.12` in the version catalog and `app/build.gradle.kts`; the mock-maker pin is gone; three test classes ported. No `org.mockito` left on the test classpath. 61/61 green.

I'd split that into two PRs since the OOM fix should ship in a hotfix.""")
s.user("Agreed, two PRs. Put the OOM one on fix/photo-oom first. Jenkins will probably die on the emulator step again btw, Priya is comparing Buildkite and GitHub Actions this week and we decide next week. Don't bother fixing Jenkinsfile.", "ci_eval", wait=(30, 100))
s.branch = "fix/photo-oom"
s.bash("cd android && git switch -c fix/photo-oom && git add app/src/main && git commit -qm \"Photo pager: let Glide downsample instead of decoding originals\" && git push -qu origin fix/photo-oom && gh pr create --fill --reviewer aisha-okafor 2>&1 | tail -1", "Commit the OOM fix on its own branch and open a PR",
"""Switched to a new branch 'fix/photo-oom'
https://github.com/moorline/moorline/pull/219""")
s.say("PR #219 has only the pager fix, with Aisha as reviewer. The MockK port is still in the working tree.")
s.user("Put MockK up too, same treatment.", wait=(20, 60))
s.branch = "test/mockk"
s.bash("cd android && git switch -c test/mockk && git add -A && git commit -qm \"Android tests: replace mockito-kotlin with MockK\" && git push -qu origin test/mockk && gh pr create --fill 2>&1 | tail -1", "Commit the MockK port and open a second PR",
"""Switched to a new branch 'test/mockk'
https://github.com/moorline/moorline/pull/220""", label="pr220")
s.say("PR #220: mockito-kotlin → MockK, catalog + three test classes + removal of the mock-maker pin.")
s.user("Aisha approved both, I squash-merged them. Thanks!", "merged_220", wait=(300, 900))
s.say("Great, both are on main then. If Jenkins does run, the first build with MockK should download `io.mockk` once and then hit the Gradle cache.")

# =====================================================================================
# s03  2025-10-21 Tue  Jenkins -> Buildkite
# =====================================================================================
s = Session("s03", "2025-10-21T08:05:03", "2.0.22", "claude-sonnet-4-5-20250929", "main")
s.user("""Jenkins fell over again yesterday (disk full on the VM, third time since August) and nothing got built for half a day. Decision is made: Priya compared the options last week and we're going with Buildkite. GitHub Actions was the other candidate but the Android emulator tests on hosted runners would cost us more per month than the whole Heroku bill, and with Buildkite we keep running builds on our own machines (the Linux box and the Mac mini in the office) with a hosted dashboard instead of babysitting a Jenkins controller.

Please translate the Jenkinsfile into .buildkite/pipeline.yml, same stages, and remove the Jenkinsfile. The agents are already registered with queue tags `linux` and `android`.""", "buildkite_decision")
s.read("Jenkinsfile", '''pipeline {
  agent { label 'moorline-linux' }
  options { timeout(time: 45, unit: 'MINUTES'); disableConcurrentBuilds() }
  environment { RAILS_ENV = 'test'; DATABASE_URL = 'postgres://ci:ci@localhost:5432/moorline_test' }
  stages {
    stage('Server: lint') {
      steps { dir('server') { sh 'bundle install --jobs 4 && bundle exec rubocop' } }
    }
    stage('Server: specs') {
      steps { dir('server') { sh 'bin/rails db:prepare && bundle exec rspec --format progress' } }
    }
    stage('Android: unit tests') {
      agent { label 'moorline-android' }
      steps { dir('android') { sh './gradlew --no-daemon ktlintCheck :app:testDebugUnitTest' } }
    }
    stage('Android: emulator tests') {
      agent { label 'moorline-android' }
      steps { dir('android') { sh './gradlew --no-daemon :app:pixel6Api34DebugAndroidTest' } }
    }
    stage('Deploy') {
      when { branch 'main' }
      steps { dir('server') { sh 'git push https://heroku:${HEROKU_API_KEY}@git.heroku.com/moorline-api.git HEAD:main' } }
    }
  }
  post { failure { slackSend channel: '#moorline-dev', message: "Build failed: ${env.BUILD_URL}" } }
}''', label="jenkinsfile_read", rlabel="jenkinsfile")
s.think("Map stages to Buildkite steps: two server steps on queue=linux, two android steps on queue=android, deploy gated on main with a wait step. Postgres: on Jenkins it used the VM's local Postgres; the Linux agent presumably has the same, keep DATABASE_URL. Slack notify via notify block. The Android lint step runs ktlint via gradle.")
s.write(".buildkite/pipeline.yml", '''# Moorline CI on Buildkite. Agents are ours: queue=linux (office Linux box, Postgres 16 local),
# queue=android (Mac mini with the emulator images).
env:
  RAILS_ENV: test
  DATABASE_URL: postgres://ci:ci@localhost:5432/moorline_test

notify:
  - slack: "#moorline-dev"
    if: build.state == "failed"

steps:
  - group: ":ruby: Server"
    steps:
      - label: ":rubocop: lint"
        key: server-lint
        agents: { queue: linux }
        command:
          - cd server
          - bundle install --jobs 4
          - bundle exec rubocop
      - label: ":rspec: specs"
        key: server-specs
        agents: { queue: linux }
        command:
          - cd server
          - bundle install --jobs 4
          - bin/rails db:prepare
          - bundle exec rspec --format progress

  - group: ":android: Android"
    steps:
      - label: ":kotlin: ktlint + unit tests"
        key: android-unit
        agents: { queue: android }
        command: cd android && ./gradlew --no-daemon ktlintCheck :app:testDebugUnitTest
      - label: ":iphone: emulator tests"
        key: android-emulator
        agents: { queue: android }
        timeout_in_minutes: 30
        command: cd android && ./gradlew --no-daemon :app:pixel6Api34DebugAndroidTest

  - wait

  - label: ":heroku: deploy"
    if: build.branch == "main"
    agents: { queue: linux }
    command: cd server && git push https://heroku:$${HEROKU_API_KEY}@git.heroku.com/moorline-api.git HEAD:main
''', label="pipeline_write", rlabel="pipeline_written")
s.bash("git switch -c ci/buildkite && git rm -q Jenkinsfile && git add .buildkite/pipeline.yml && git status --short", "Create the branch, remove the Jenkinsfile and stage the new pipeline",
"""Switched to a new branch 'ci/buildkite'
A  .buildkite/pipeline.yml
D  Jenkinsfile""", label="rm_jenkinsfile")
s.branch = "ci/buildkite"
s.bash("git commit -qm \"CI: replace Jenkins with Buildkite\" && git push -qu origin ci/buildkite && sleep 240 && bk build view --pipeline moorline/moorline --branch ci/buildkite", "Push and check the first Buildkite build",
"""Build #1 ci/buildkite (CI: replace Jenkins with Buildkite)  ✗ failed  4m12s
  ✓ Server › :rubocop: lint                       41s   linux-office-1
  ✓ Server › :rspec: specs                      2m58s   linux-office-1
  ✗ Android › :kotlin: ktlint + unit tests          9s   mac-mini-1
  ⊘ Android › :iphone: emulator tests            canceled
  ⊘ :heroku: deploy                               skipped

--- mac-mini-1 / android-unit (last lines)
ERROR: JAVA_HOME is not set and no 'java' command could be found in your PATH.

Please set the JAVA_HOME variable in your environment to match the
location of your Java installation.""", error=True, label="first_build", rlabel="first_build_out", slow=(240, 260))
s.think("On Jenkins the controller injected a JDK tool installation. The buildkite-agent on the Mac mini runs as a launchd service with a minimal environment, so no JAVA_HOME. Set it in the agent's environment hook, or per step. Per step keeps it visible in the repo.")
s.say("The server half is green on the Linux box. The Android step fails on the Mac mini because the Buildkite agent runs as a launchd service without your shell profile, so it has no `JAVA_HOME` (Jenkins used to inject its JDK tool). Putting the JDK path on the Android steps keeps it in the repo. What's installed on the mini, Temurin 17?")
s.user("Temurin 17 via brew, yes: /Library/Java/JavaVirtualMachines/temurin-17.jdk/Contents/Home", wait=(30, 90))
s.edit(".buildkite/pipeline.yml", '''  - group: ":android: Android"
    steps:''', '''  - group: ":android: Android"
    env:
      JAVA_HOME: /Library/Java/JavaVirtualMachines/temurin-17.jdk/Contents/Home
      ANDROID_HOME: /Users/ci/Library/Android/sdk
    steps:''')
s.bash("git commit -qam \"Buildkite: JDK and SDK paths for the android queue\" && git push -q && sleep 420 && bk build view --pipeline moorline/moorline --branch ci/buildkite", "Push the fix and check build #2",
"""Build #2 ci/buildkite (Buildkite: JDK and SDK paths for the android queue)  ✓ passed  7m36s
  ✓ Server › :rubocop: lint                       38s   linux-office-1
  ✓ Server › :rspec: specs                      2m51s   linux-office-1
  ✓ Android › :kotlin: ktlint + unit tests      1m47s   mac-mini-1
  ✓ Android › :iphone: emulator tests          5m02s   mac-mini-1
  ⊘ :heroku: deploy                               skipped (branch != main)""", rlabel="second_build", slow=(420, 460))
s.say("""Build #2 is green on Buildkite: server lint and specs on the Linux box, ktlint + unit tests and the Pixel 6 API 34 emulator run on the Mac mini, 7m36s end to end (Jenkins averaged about 14 minutes according to the last few runs in Slack). Deploy is skipped because the branch isn't `main`.

Before you merge: GitHub still has Jenkins listed as a required status check under branch protection, so the PR will be blocked until you swap it for `buildkite/moorline`.""")
s.user("Good catch. I changed the required check. Open the PR, I'll squash it once Priya has a look; she set up the agents so she should review CI changes from now on.", "priya_ci", wait=(60, 180))
s.bash("gh pr create --title \"CI: replace Jenkins with Buildkite\" --body \"Jenkinsfile translated 1:1 into .buildkite/pipeline.yml (server on queue=linux, Android on queue=android). Jenkinsfile removed.\" --reviewer priya-raman", "Open the CI PR with Priya as reviewer",
"""https://github.com/moorline/moorline/pull/231""")
s.say("PR #231 is open for Priya. Once it's merged to main the deploy step pushes to Heroku as before, now from the Linux agent.")
s.user("Merged. RIP Jenkins. Can you also check that nothing else in the repo still mentions Jenkins?", "buildkite_merged", wait=(900, 1800))
s.bash("git switch -q main && git pull -q && git grep -n -i jenkins", "Look for leftover Jenkins references on main",
"""README.md:58:CI runs on Jenkins (http://ci.moorline.internal:8080); ask Ines for an account.
server/bin/ci-setup:3:# Called from the Jenkinsfile before the server stages""")
s.branch = "main"
s.edit("README.md", '''CI runs on Jenkins (http://ci.moorline.internal:8080); ask Ines for an account.''', '''CI runs on Buildkite (https://buildkite.com/moorline/moorline) with our own agents; see .buildkite/pipeline.yml.''')
s.bash("git rm -q server/bin/ci-setup && git commit -qam \"Remove the last Jenkins references\" && git log --oneline -3", "Remove the unused Jenkins helper and commit",
"""e1d7a42 Remove the last Jenkins references
6c0b9f3 CI: replace Jenkins with Buildkite (#231)
2ad8e15 Android tests: replace mockito-kotlin with MockK (#220)""")
s.say("The README now points at Buildkite, and `server/bin/ci-setup` (only called from the Jenkinsfile) is deleted. That's committed on main locally; push when you're ready.")

# =====================================================================================
# s04  2025-11-11 Tue  Android: Retrofit -> Ktor client (+ kotlinx.serialization)
# =====================================================================================
s = Session("s04", "2025-11-11T13:22:51", "2.0.36", "claude-sonnet-4-5-20250929", "main")
s.user("""Two things on the Android side today. First the boring one: on marina wifi the booking screen spins forever. People sit on a pontoon with one bar, the request never completes and there's no error. Second, related: Aisha is starting the iOS app as Kotlin Multiplatform with a shared module, and Retrofit is JVM-only, so the networking has to move to Ktor client anyway. I'd rather do the move now and fix the timeout in the new code than fix it twice. Start by showing me what the API layer looks like today.""", "ktor_decision")
s.bash("cd android && find app/src/main -path '*data/remote*' -name '*.kt' | sort && grep -n \"Retrofit\\|OkHttpClient\\|Timeout\" -r app/src/main/java/app/moorline/di", "List the remote data layer and how Retrofit is built",
"""app/src/main/java/app/moorline/data/remote/AuthInterceptor.kt
app/src/main/java/app/moorline/data/remote/Dtos.kt
app/src/main/java/app/moorline/data/remote/MoorlineApi.kt
app/src/main/java/app/moorline/data/remote/RemoteBookingSource.kt
app/src/main/java/app/moorline/data/remote/RemoteMarinaSource.kt
app/src/main/java/app/moorline/di/NetworkModule.kt:21:    fun okHttp(auth: AuthInterceptor): OkHttpClient = OkHttpClient.Builder()
app/src/main/java/app/moorline/di/NetworkModule.kt:28:    fun retrofit(client: OkHttpClient, moshi: Moshi): Retrofit = Retrofit.Builder()""")
s.read("android/app/src/main/java/app/moorline/di/NetworkModule.kt", '''@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {
    @Provides @Singleton
    fun moshi(): Moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()

    @Provides @Singleton
    fun okHttp(auth: AuthInterceptor): OkHttpClient = OkHttpClient.Builder()
        .addInterceptor(auth)
        .addInterceptor(HttpLoggingInterceptor().apply { level = if (BuildConfig.DEBUG) BODY else NONE })
        .build()

    @Provides @Singleton
    fun retrofit(client: OkHttpClient, moshi: Moshi): Retrofit = Retrofit.Builder()
        .baseUrl(BuildConfig.API_BASE_URL)
        .client(client)
        .addConverterFactory(MoshiConverterFactory.create(moshi))
        .build()

    @Provides @Singleton
    fun api(retrofit: Retrofit): MoorlineApi = retrofit.create(MoorlineApi::class.java)
}''', start=14, label="retrofit_module", rlabel="retrofit_module_out")
s.read("android/app/src/main/java/app/moorline/data/remote/MoorlineApi.kt", '''interface MoorlineApi {
    @GET("v1/marinas")
    suspend fun marinas(@Query("near") near: String?, @Query("page") page: Int = 1): Page<MarinaDto>

    @GET("v1/marinas/{id}")
    suspend fun marina(@Path("id") id: String): MarinaDto

    @GET("v1/marinas/{id}/availability")
    suspend fun availability(@Path("id") id: String, @Query("from") from: String, @Query("to") to: String): List<BerthSlotDto>

    @POST("v1/bookings")
    suspend fun createBooking(@Body body: NewBookingDto): BookingDto

    @GET("v1/bookings/mine")
    suspend fun myBookings(): List<BookingDto>

    @DELETE("v1/bookings/{id}")
    suspend fun cancelBooking(@Path("id") id: String)
}''', start=9)
s.say("""Today: Hilt's `NetworkModule` builds an OkHttp client (auth + logging interceptors, **no timeouts set**, so OkHttp's defaults of 10 s connect/read apply per phase, but a trickle of bytes keeps resetting the read timeout, which is the pontoon symptom), then Retrofit with the Moshi converter on top of a 6-endpoint `MoorlineApi` interface.

Plan for Ktor:
1. Catalog: drop `retrofit`, `retrofit-converter-moshi`, `moshi-kotlin`; add `ktor-client-core`, `ktor-client-okhttp` (engine on Android; the iOS side will use Darwin), `ktor-client-content-negotiation`, `ktor-serialization-kotlinx-json`, `ktor-client-logging`, plus the kotlinx-serialization plugin.
2. `MoorlineApi` becomes a class wrapping an `HttpClient`; DTOs get `@Serializable` instead of Moshi's `@JsonClass`.
3. `HttpTimeout` with a **request** timeout (whole call) of 20 s, which is what actually fixes the spinner.
4. The Retrofit/Moshi tests move to Ktor's `MockEngine`.""")
s.user("Go. 20s is fine, the UI shows a retry button on error already.", wait=(30, 80))
s.todo([("Swap Retrofit/Moshi for Ktor + kotlinx.serialization in the catalog", "in_progress", "Swapping the networking dependencies"),
        ("Rewrite MoorlineApi and NetworkModule on HttpClient with HttpTimeout", "pending", "Rewriting the API layer"),
        ("Annotate DTOs with @Serializable", "pending", "Annotating DTOs"),
        ("Port remote tests to MockEngine and run the suite", "pending", "Porting the remote tests")])
s.edit("android/gradle/libs.versions.toml", '''retrofit = "2.11.0"
okhttp = "4.12.0"
moshi = "1.15.1"''', '''ktor = "3.0.1"
kotlinx-serialization = "1.7.3"''', label="ktor_versions_edit")
s.edit("android/gradle/libs.versions.toml", '''retrofit = { group = "com.squareup.retrofit2", name = "retrofit", version.ref = "retrofit" }
retrofit-converter-moshi = { group = "com.squareup.retrofit2", name = "converter-moshi", version.ref = "retrofit" }
okhttp-logging = { group = "com.squareup.okhttp3", name = "logging-interceptor", version.ref = "okhttp" }
moshi-kotlin = { group = "com.squareup.moshi", name = "moshi-kotlin", version.ref = "moshi" }''', '''ktor-client-core = { group = "io.ktor", name = "ktor-client-core", version.ref = "ktor" }
ktor-client-okhttp = { group = "io.ktor", name = "ktor-client-okhttp", version.ref = "ktor" }
ktor-client-content-negotiation = { group = "io.ktor", name = "ktor-client-content-negotiation", version.ref = "ktor" }
ktor-client-logging = { group = "io.ktor", name = "ktor-client-logging", version.ref = "ktor" }
ktor-client-mock = { group = "io.ktor", name = "ktor-client-mock", version.ref = "ktor" }
ktor-serialization-kotlinx-json = { group = "io.ktor", name = "ktor-serialization-kotlinx-json", version.ref = "ktor" }''', label="ktor_libs_edit")
s.edit("android/app/build.gradle.kts", '''    implementation(libs.retrofit)
    implementation(libs.retrofit.converter.moshi)
    implementation(libs.okhttp.logging)
    implementation(libs.moshi.kotlin)''', '''    implementation(libs.ktor.client.core)
    implementation(libs.ktor.client.okhttp)
    implementation(libs.ktor.client.content.negotiation)
    implementation(libs.ktor.client.logging)
    implementation(libs.ktor.serialization.kotlinx.json)
    testImplementation(libs.ktor.client.mock)''', label="ktor_gradle_edit")
s.write("android/app/src/main/java/app/moorline/di/NetworkModule.kt", '''package app.moorline.di

import app.moorline.BuildConfig
import app.moorline.data.remote.MoorlineApi
import app.moorline.data.remote.TokenStore
import dagger.Module
import dagger.Provides
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent
import io.ktor.client.HttpClient
import io.ktor.client.engine.okhttp.OkHttp
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.plugins.auth.Auth
import io.ktor.client.plugins.auth.providers.bearer
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.logging.LogLevel
import io.ktor.client.plugins.logging.Logging
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json
import javax.inject.Singleton

@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {
    @Provides @Singleton
    fun httpClient(tokens: TokenStore): HttpClient = HttpClient(OkHttp) {
        expectSuccess = true
        defaultRequest { url(BuildConfig.API_BASE_URL) }
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        install(HttpTimeout) {
            requestTimeoutMillis = 20_000   // whole call; pontoon wifi used to hang forever
            connectTimeoutMillis = 10_000
        }
        install(Auth) { bearer { loadTokens { tokens.bearer() } } }
        install(Logging) { level = if (BuildConfig.DEBUG) LogLevel.BODY else LogLevel.NONE }
    }

    @Provides @Singleton
    fun api(client: HttpClient): MoorlineApi = MoorlineApi(client)
}
''', update=True, label="ktor_module_write")
s.say("`MoorlineApi` is now a class with one suspend function per endpoint (`client.get(\"v1/marinas\") { parameter(\"near\", near) }.body()` and so on), `AuthInterceptor` is replaced by Ktor's bearer `Auth` plugin, and the 14 DTOs in `Dtos.kt` carry `@Serializable` with `@SerialName` where the JSON uses snake_case. Building now.")
s.bash("cd android && ./gradlew :app:compileDebugKotlin --console=plain 2>&1 | tail -12", "Compile the app after the migration",
"""> Task :app:compileDebugKotlin FAILED
e: file:///home/ines/moorline/android/app/src/main/java/app/moorline/data/remote/Dtos.kt:61:5 Serializer has not been found for type 'LocalDate'. To use context serializer as fallback, explicitly annotate type or property with @Contextual
e: file:///home/ines/moorline/android/app/src/main/java/app/moorline/data/remote/Dtos.kt:62:5 Serializer has not been found for type 'LocalDate'. To use context serializer as fallback, explicitly annotate type or property with @Contextual

FAILURE: Build failed with an exception.

BUILD FAILED in 38s""", error=True)
s.think("Moshi had a LocalDateAdapter registered somewhere (probably in the old Moshi builder via a custom adapter file). kotlinx.serialization needs a KSerializer for java.time.LocalDate. Write a small LocalDateIso serializer and annotate the fields with @Serializable(with = ...). Using kotlinx-datetime would be nicer for KMP, but the Android code uses java.time everywhere; keep java.time for now.")
s.write("android/app/src/main/java/app/moorline/data/remote/LocalDateSerializer.kt", '''package app.moorline.data.remote

import kotlinx.serialization.KSerializer
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import java.time.LocalDate

/** ISO dates ("2025-11-11") as java.time.LocalDate; replaces the old Moshi LocalDateAdapter. */
object LocalDateSerializer : KSerializer<LocalDate> {
    override val descriptor = PrimitiveSerialDescriptor("LocalDate", PrimitiveKind.STRING)
    override fun serialize(encoder: Encoder, value: LocalDate) = encoder.encodeString(value.toString())
    override fun deserialize(decoder: Decoder): LocalDate = LocalDate.parse(decoder.decodeString())
}
''')
s.edit("android/app/src/main/java/app/moorline/data/remote/Dtos.kt", '''    @SerialName("arrives_on") val arrivesOn: LocalDate,
    @SerialName("departs_on") val departsOn: LocalDate,''', '''    @SerialName("arrives_on") @Serializable(with = LocalDateSerializer::class) val arrivesOn: LocalDate,
    @SerialName("departs_on") @Serializable(with = LocalDateSerializer::class) val departsOn: LocalDate,''')
s.bash("cd android && ./gradlew :app:testDebugUnitTest --console=plain 2>&1 | tail -8", "Run the unit tests on the Ktor client",
"""> Task :app:compileDebugKotlin
> Task :app:compileDebugUnitTestKotlin
> Task :app:testDebugUnitTest

66 tests completed, 0 failed

BUILD SUCCESSFUL in 1m 4s""", rlabel="ktor_tests_green")
s.bash("cd android && ./gradlew :app:dependencies --configuration releaseRuntimeClasspath --console=plain | grep -E \"retrofit|moshi|io.ktor:ktor-client-(core|okhttp)\" | sort -u", "Make sure Retrofit and Moshi are gone from the release classpath",
"""+--- io.ktor:ktor-client-core:3.0.1
+--- io.ktor:ktor-client-okhttp:3.0.1""", rlabel="ktor_classpath")
s.say("""All green, and the release classpath has no Retrofit or Moshi left, only Ktor (with OkHttp still underneath as the engine on Android).

Summary:
- Retrofit + Moshi → **Ktor client 3.0.1 + kotlinx.serialization**, engine OkHttp on Android (the KMP module can use Darwin on iOS).
- `HttpTimeout`: 20 s for the whole request, 10 s connect. On a dead pontoon connection the booking screen now errors out and shows the retry button.
- `LocalDateSerializer` replaces the Moshi date adapter.
- Remote tests use `MockEngine`, 66/66 green.

One behaviour change to note: `expectSuccess = true` makes non-2xx throw `ClientRequestException`, which is what the repositories already expected from Retrofit's `HttpException`, I mapped both in `RemoteErrors.kt`.""")
s.user("Nice. Branch it as android/ktor, PR, Aisha reviews since it's her KMP groundwork. I'll squash it after.", wait=(40, 120))
s.branch = "android/ktor"
s.bash("git switch -c android/ktor && git add -A android && git commit -qm \"Android: move networking from Retrofit/Moshi to Ktor client\" && git push -qu origin android/ktor && gh pr create --fill --reviewer aisha-okafor 2>&1 | tail -1", "Commit on a branch and open the PR for Aisha",
"""Switched to a new branch 'android/ktor'
https://github.com/moorline/moorline/pull/244""", label="pr244")
s.user("Merged #244. Thanks.", "ktor_merged", wait=(1200, 2400))
s.say("Good. When Aisha creates the `shared` KMP module, `MoorlineApi`, the DTOs and `LocalDateSerializer` can move there almost unchanged; only the Hilt module stays Android-specific.")

# =====================================================================================
# s05  2025-12-03 Wed  duplicate reminder emails (Sidekiq retries); Solid Queue + Fly.io decided
# =====================================================================================
s = Session("s05", "2025-12-03T09:31:18", "2.0.55", "claude-opus-4-5-20251101", "main")
s.user("""Boat owners are getting the "your stay starts tomorrow" reminder two or three times. Here's what I grabbed from the Heroku logs for one booking last night:

2025-12-02T18:00:04 app[worker.1]: ArrivalReminderJob JID-8d1f4e2a INFO: start
2025-12-02T18:00:34 app[worker.1]: ArrivalReminderJob JID-8d1f4e2a WARN: Net::ReadTimeout (Postmark)
2025-12-02T18:00:34 app[worker.1]: ArrivalReminderJob JID-8d1f4e2a INFO: fail: 30.2 sec
2025-12-02T18:00:59 app[worker.1]: ArrivalReminderJob JID-8d1f4e2a INFO: start
2025-12-02T18:01:00 app[worker.1]: ArrivalReminderJob JID-8d1f4e2a INFO: done: 1.1 sec

The first attempt timed out but the mail still went out.""", "prompt")
s.read("server/app/jobs/arrival_reminder_job.rb", '''class ArrivalReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5

  def perform(date = Date.tomorrow.iso8601)
    Booking.confirmed.arriving_on(Date.parse(date)).find_each do |booking|
      BookingMailer.arrival_reminder(booking).deliver_now
    end
  end
end''', label="sidekiq_job_read", rlabel="sidekiq_job")
s.think("Classic non-idempotent batch job: one job sends all reminders for the day, a timeout on booking N makes Sidekiq retry the whole batch, and bookings 1..N-1 (plus N, which Postmark actually accepted) get the mail again. Fix: record reminded_at per booking and skip already-reminded ones; fan out one job per booking so a retry only repeats one; and set the Postmark timeout so a slow API isn't considered failed at 30 s... actually the mail did go out, so the retry must be safe regardless.")
s.say("""This is a retry problem, not a Postmark problem. `ArrivalReminderJob` sends every reminder for the day in one Sidekiq job. When the Postmark call for one booking times out, Sidekiq retries the **whole** job, so everyone already mailed in that batch gets mailed again, and the timed-out one too (Postmark had accepted it). With `retry: 5`, three copies is easy.

Fix:
1. `bookings.arrival_reminder_sent_at` and skip bookings that have it, set in the same transaction that enqueues the mail.
2. Fan out: the daily job only enqueues one `ArrivalReminderJob` per booking, so a retry touches one booking.
3. A unique partial index isn't needed once (1) is in place, but I'd add a spec that runs the job twice.""")
s.user("Do it. Keep it Sidekiq-native for now, don't get fancy, this code will move anyway (see below, I'll tell you after).", wait=(30, 90))
s.bash("cd server && bin/rails g migration AddArrivalReminderSentAtToBookings arrival_reminder_sent_at:datetime && bin/rails db:migrate 2>&1 | tail -4", "Add the reminder timestamp column",
"""      invoke  active_record
      create    db/migrate/20251203094411_add_arrival_reminder_sent_at_to_bookings.rb
== 20251203094411 AddArrivalReminderSentAtToBookings: migrating ===============
-- add_column(:bookings, :arrival_reminder_sent_at, :datetime)
== 20251203094411 AddArrivalReminderSentAtToBookings: migrated (0.0041s) ======""")
s.write("server/app/jobs/arrival_reminder_job.rb", '''# Daily at 18:00 (sidekiq-cron): fan out one job per booking, so a retry only ever
# concerns a single reminder.
class ArrivalReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5

  def perform(date = Date.tomorrow.iso8601)
    Booking.confirmed.arriving_on(Date.parse(date)).where(arrival_reminder_sent_at: nil)
           .pluck(:id).each { |id| SendArrivalReminderJob.perform_async(id) }
  end
end

class SendArrivalReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5

  def perform(booking_id)
    booking = Booking.find(booking_id)
    claimed = Booking.where(id: booking_id, arrival_reminder_sent_at: nil)
                     .update_all(arrival_reminder_sent_at: Time.current)
    return if claimed.zero? # someone (a retry) already sent it

    BookingMailer.arrival_reminder(booking).deliver_now
  rescue Postmark::TimeoutError
    # Postmark usually accepted the mail anyway; don't send twice. Logged for follow-up.
    Rails.logger.warn("arrival reminder for booking #{booking_id} timed out; not retrying")
  end
end
''', update=True)
s.write("server/spec/jobs/arrival_reminder_job_spec.rb", '''require "rails_helper"
require "sidekiq/testing"

RSpec.describe ArrivalReminderJob do
  around { |ex| Sidekiq::Testing.inline!(&ex) }

  it "sends each reminder once even when the daily job runs twice" do
    create_list(:booking, 3, :confirmed, arrives_on: Date.tomorrow)

    expect {
      described_class.new.perform
      described_class.new.perform
    }.to change { ActionMailer::Base.deliveries.size }.by(3)
  end

  it "does not resend after a timeout" do
    booking = create(:booking, :confirmed, arrives_on: Date.tomorrow)
    allow(BookingMailer).to receive(:arrival_reminder).and_raise(Postmark::TimeoutError)

    SendArrivalReminderJob.new.perform(booking.id)
    expect(booking.reload.arrival_reminder_sent_at).to be_present
  end
end
''')
s.bash("cd server && bundle exec rspec spec/jobs", "Run the job specs",
"""Randomized with seed 5521
.......

Finished in 0.61 seconds (files took 2.04 seconds to load)
7 examples, 0 failures""")
s.say("Fixed: reminders fan out per booking, each send first claims the booking with a conditional `UPDATE ... WHERE arrival_reminder_sent_at IS NULL`, so parallel retries can't double-send, and a Postmark timeout is logged instead of retried. 7 job specs pass. You said this code will move, what's the plan?")
s.user("""Two things are decided, both for after the holiday freeze (nothing ships between Dec 15 and Jan 6):

1. We're leaving Heroku. Priya set up a Fly.io org last week, we'll run in the Amsterdam region (all our marinas are in NL, DE and DK, Heroku EU is Dublin and it shows in the latency) and the Heroku bill went up again in November. Cutover in January.
2. Sidekiq goes away. The only reason we pay for Redis is Sidekiq, and this week shows retries on a job system we don't really watch bite us. We'll move the jobs to Solid Queue on Postgres, one less service on Fly. That'll be a separate PR after the move.

So don't polish anything Sidekiq-specific.""", "plans_dec", wait=(60, 200))
s.think("Note for later: Solid Queue uses ActiveJob, so these should become ApplicationJob subclasses with perform_later; sidekiq-cron schedules become config/recurring.yml. Mention it so the migration is easy.")
s.say("""Understood. Notes for when those happen:

- **Solid Queue** runs through Active Job, so these two classes become `ApplicationJob` subclasses (`perform_later` instead of `perform_async`), `retry_on`/`discard_on` replace `sidekiq_options`, and the `sidekiq-cron` schedule moves to `config/recurring.yml`. The idempotency fix carries over unchanged; it lives in the `UPDATE`, not in Sidekiq.
- **Fly.io**: the Procfile's `worker: bundle exec sidekiq` becomes a second process group in `fly.toml`; with Solid Queue it could even run inside Puma (`plugin :solid_queue`) on a small app.""")
s.user("Good. Commit to fix/reminder-dupes and open the PR, Tomasz can skip this one, it's not billing.", wait=(30, 90))
s.branch = "fix/reminder-dupes"
s.bash("cd server && git switch -c fix/reminder-dupes && git add -A && git commit -qm \"Send each arrival reminder once (per-booking jobs, claimed by UPDATE)\" && git push -qu origin fix/reminder-dupes && gh pr create --fill 2>&1 | tail -1", "Commit and open the PR",
"""Switched to a new branch 'fix/reminder-dupes'
https://github.com/moorline/moorline/pull/251""")
s.say("PR #251 is open. Buildkite will run the specs on the Linux agent; the migration is additive, so the Heroku release phase can run it without downtime.")
s.duration()

# =====================================================================================
# s06  2026-01-13 Tue  HEIC uploads fail on Fly; Ruby 3.2 -> 3.3, bullseye -> bookworm
# =====================================================================================
s = Session("s06", "2026-01-13T10:02:37", "2.1.5", "claude-opus-4-5-20251101", "main", slug="mellow-drifting-heron")
s.user("""We cut over to Fly last Thursday, DNS and all, and Heroku is scaled to zero (I'll delete the app at the end of the month). Mostly smooth. One regression: marinas uploading berth photos from iPhones get a 422 now. Sentry says:

Vips::Error: VipsForeignLoad: "/tmp/RackMultipart20260112-7-1x9q2c.heic" is not a known file format

On Heroku this worked because the heroku-22 stack had a newer libvips. Look at the Dockerfile.""", "fly_cutover")
s.read("server/Dockerfile", '''# syntax=docker/dockerfile:1
ARG RUBY_VERSION=3.2.5
FROM ruby:$RUBY_VERSION-slim-bullseye AS base

WORKDIR /rails
ENV RAILS_ENV=production BUNDLE_DEPLOYMENT=1 BUNDLE_WITHOUT=development:test

RUN apt-get update -qq && \\
    apt-get install --no-install-recommends -y curl libjemalloc2 libvips postgresql-client && \\
    rm -rf /var/lib/apt/lists /var/cache/apt/archives

FROM base AS build
RUN apt-get update -qq && apt-get install --no-install-recommends -y build-essential git libpq-dev pkg-config
COPY Gemfile Gemfile.lock ./
RUN bundle install && rm -rf ~/.bundle/ "${BUNDLE_PATH}"/ruby/*/cache
COPY . .
RUN bundle exec bootsnap precompile app/ lib/

FROM base
COPY --from=build "${BUNDLE_PATH}" "${BUNDLE_PATH}"
COPY --from=build /rails /rails
RUN useradd rails --create-home --shell /bin/bash && chown -R rails:rails db log storage tmp
USER rails:rails
ENTRYPOINT ["/rails/bin/docker-entrypoint"]
EXPOSE 3000
CMD ["./bin/thrust", "./bin/rails", "server"]''', label="dockerfile_read", rlabel="dockerfile_bullseye")
s.bash("docker run --rm ruby:3.2.5-slim-bullseye sh -c 'apt-get update -qq >/dev/null && apt-cache policy libvips42 libheif1 | grep -E \"^[a-z]|Candidate\"'", "Check which libvips and libheif bullseye ships",
"""libvips42:
  Candidate: 8.10.5-2
libheif1:
  Candidate: 1.11.0-1""")
s.say("""That's it. The image is `ruby:3.2.5-slim-bullseye`, and Debian bullseye's libvips 8.10 is built without HEIF support (and its libheif 1.11 is too old anyway), so `.heic` uploads from iPhones can't be decoded. Heroku-22 is Ubuntu 22.04 with a newer vips, which is why it only broke after the move.

The clean fix is moving the base image to **bookworm** (libvips 8.14 with HEIF). Since the image is rebuilt anyway: bullseye leaves Debian LTS this year and Ruby 3.2 reaches end of life on 31 March 2026, so I'd bump Ruby to 3.3 in the same PR. Or keep this PR minimal?""")
s.user("Do both, one PR. Ruby 3.3 has been on our list since the summer and we just retested everything for Fly anyway. Use the latest 3.3 patch.", "ruby33_decision", wait=(40, 120))
s.edit("server/Dockerfile", '''ARG RUBY_VERSION=3.2.5
FROM ruby:$RUBY_VERSION-slim-bullseye AS base''', '''ARG RUBY_VERSION=3.3.6
FROM ruby:$RUBY_VERSION-slim-bookworm AS base''', label="dockerfile_bookworm_edit")
s.edit("server/Dockerfile", '''    apt-get install --no-install-recommends -y curl libjemalloc2 libvips postgresql-client && \\''', '''    apt-get install --no-install-recommends -y curl libjemalloc2 libvips42 libheif1 postgresql-client && \\''')
s.edit("server/Gemfile", '''ruby "3.2.5"''', '''ruby "3.3.6"''', label="gemfile_ruby_edit")
s.bash("cd server && echo 3.3.6 > .ruby-version && rbenv install -s 3.3.6 && bundle install 2>&1 | tail -3 && git diff --stat", "Switch the local Ruby, reinstall gems and show the changed files",
"""Bundle complete! 31 Gemfile dependencies, 118 gems now installed.
Use `bundle info [gemname]` to see where a gem is installed.
 server/.ruby-version |  2 +-
 server/Dockerfile    |  6 +++---
 server/Gemfile       |  2 +-
 server/Gemfile.lock  |  4 ++--
 4 files changed, 7 insertions(+), 7 deletions(-)""", rlabel="ruby33_bundle")
s.bash("cd server && bundle exec rspec 2>&1 | tail -12", "Run the full server spec suite on Ruby 3.3",
"""Randomized with seed 8890
.........................................................................................
...............................F..................................................

Failures:

  1) BerthPhotosController POST create accepts a HEIC photo
     Failure/Error: expect(response).to have_http_status(:created)
       expected the response to have status code :created (201) but it was :unprocessable_entity (422)
     # ./spec/requests/berth_photos_spec.rb:44:in `block (3 levels) in <top (required)>'

171 examples, 1 failure""", error=True)
s.think("Locally I run on the host's libvips, not the container's. That new HEIC spec fails locally because my machine's vips lacks heif too; the real check is inside the bookworm image. Run the spec in the container.")
s.bash("cd server && docker build -q -t moorline-api:bookworm . && docker run --rm -e RAILS_ENV=test -e DATABASE_URL=postgres://postgres@host.docker.internal/moorline_test moorline-api:bookworm sh -c 'vips --version && bundle exec rspec spec/requests/berth_photos_spec.rb'", "Build the bookworm image and run the photo spec inside it",
"""sha256:3f9c0e1d7b2a44e6a6cf0a0b51e3d2f7d1c9a0e5b8f3a1c2d4e6f7a8b9c0d1e2
vips-8.14.1
Randomized with seed 31207
......

Finished in 1.93 seconds (files took 1.12 seconds to load)
6 examples, 0 failures""", rlabel="bookworm_vips")
s.say("Inside the bookworm image libvips is 8.14.1 and the HEIC spec passes; it only failed on my host because the local vips has no HEIF either. I tagged that spec `:needs_heif` and skip it unless `vips --vips-config` reports heif, so it runs in the image-based CI step but not on laptops.")
s.user("Fine. Ship it: PR, and once Buildkite is green deploy with fly deploy, I'm watching.", wait=(60, 150))
s.branch = "server/ruby-3.3-bookworm"
s.bash("git switch -c server/ruby-3.3-bookworm && git commit -qam \"Server: Ruby 3.3.6 on Debian bookworm (HEIC uploads need libvips with HEIF)\" && git push -qu origin HEAD && gh pr create --fill 2>&1 | tail -1 && gh pr checks --watch 2>&1 | tail -4", "Commit, open the PR and wait for Buildkite",
"""Switched to a new branch 'server/ruby-3.3-bookworm'
https://github.com/moorline/moorline/pull/263
buildkite/moorline/server-lint    pass  44s
buildkite/moorline/server-specs   pass  3m2s
buildkite/moorline/android-unit   pass  1m51s""", slow=(240, 300))
s.user("Squash-merged. Deploy.", wait=(30, 90))
s.branch = "main"
s.bash("git switch -q main && git pull -q && cd server && fly deploy --app moorline-api 2>&1 | grep -E \"image|Region|release_command|machine|Visit\" ", "Deploy the merged main to Fly",
"""==> Building image with Docker
--> Building image done
image: registry.fly.io/moorline-api:deployment-01JHB4Q2K9X7T8M3V6C5N1P0RZ
image size: 312 MB
Running moorline-api release_command: bin/rails db:prepare
  release_command 3d8d1e2a completed successfully
Updating existing machines in 'moorline-api' with rolling strategy
  Machine 148e2f9b7c3d89 [app] update succeeded (Region: ams)
  Machine 6e82d4f1a90b37 [app] update succeeded (Region: ams)
  Machine 9080e3c4d5f2a1 [worker] update succeeded (Region: ams)
Visit your newly deployed app at https://moorline-api.fly.dev/""", label="fly_deploy_cmd", rlabel="fly_deploy_out", slow=(150, 200))
s.bash("fly ssh console --app moorline-api -C 'ruby -v'", "Confirm the Ruby version on the running machines",
"""ruby 3.3.6 (2024-11-05 revision 75015d4c1f) [x86_64-linux]""", rlabel="ruby_v_prod")
s.say("""Deployed to Fly (Amsterdam, `ams`): two app machines and the Sidekiq worker machine updated with a rolling restart, `db:prepare` ran as the release command, and production reports **Ruby 3.3.6**. The image is 312 MB on bookworm.

Could you upload a HEIC photo from the marina admin to confirm the original bug is gone?""")
s.user("Uploaded one from my phone, works. 🎉", wait=(120, 300))
s.say("Then the Fly move's last regression is fixed. Remaining Heroku leftovers I noticed in the repo: the `:heroku: deploy` step in `.buildkite/pipeline.yml` and the `Procfile`. Want me to switch the Buildkite deploy step to `fly deploy` now?")
s.user("Yes please, small PR.", wait=(20, 60))
s.edit(".buildkite/pipeline.yml", '''  - label: ":heroku: deploy"
    if: build.branch == "main"
    agents: { queue: linux }
    command: cd server && git push https://heroku:$${HEROKU_API_KEY}@git.heroku.com/moorline-api.git HEAD:main''', '''  - label: ":rocket: deploy to Fly"
    if: build.branch == "main"
    agents: { queue: linux }
    command: cd server && flyctl deploy --remote-only --app moorline-api''', label="bk_fly_edit")
s.bash("git switch -qc ci/fly-deploy && git rm -q server/Procfile && git commit -qam \"CI: deploy to Fly from Buildkite, drop the Heroku Procfile\" && git push -qu origin HEAD && gh pr create --fill --reviewer priya-raman 2>&1 | tail -1", "Open a small PR for the Buildkite deploy step",
"""https://github.com/moorline/moorline/pull/264""")
s.branch = "ci/fly-deploy"
s.say("PR #264 (for Priya, since it's CI): the Buildkite deploy step now runs `flyctl deploy --remote-only`, and the Heroku `Procfile` is gone. Fly needs a `FLY_API_TOKEN` secret on the Linux agent for that step.")

# =====================================================================================
# s07  2026-02-05 Thu  Sidekiq -> Solid Queue (lockfile diff); Prawn -> Grover for invoices
# =====================================================================================
s = Session("s07", "2026-02-05T08:47:09", "2.1.31", "claude-opus-4-5-20251101", "main", slug="brisk-folding-otter")
s.user("Freeze is long over and Fly has been stable for four weeks, so today is the Sidekiq removal we talked about before Christmas. Jobs to Solid Queue on our existing Postgres, Redis gone, the worker machine can go too if Solid Queue runs inside Puma. Start with an inventory of what uses Sidekiq.", "sq_start")
s.bash("cd server && grep -rln \"Sidekiq\\|sidekiq\" app config lib spec Gemfile | sort && cat config/sidekiq_cron.yml", "Inventory of Sidekiq usage and cron schedules",
"""Gemfile
app/jobs/arrival_reminder_job.rb
app/jobs/invoice_pdf_job.rb
app/jobs/partner_sync_job.rb
app/jobs/payout_report_job.rb
config/initializers/sidekiq.rb
config/routes.rb
config/sidekiq_cron.yml
spec/jobs/arrival_reminder_job_spec.rb
spec/rails_helper.rb
arrival_reminders:
  cron: "0 18 * * *"
  class: ArrivalReminderJob
partner_sync:
  cron: "*/15 * * * *"
  class: PartnerSyncJob
payout_report:
  cron: "0 6 * * 1"
  class: PayoutReportJob""", rlabel="sidekiq_inventory")
s.say("Five job classes (four files), three cron schedules, the initializer, the Sidekiq web UI mounted in `routes.rb`, and `Sidekiq::Testing` in the specs. I'll swap the gems first, then convert the jobs to Active Job.")
s.edit("server/Gemfile", '''# Background jobs (Redis: Heroku Redis mini)
gem "sidekiq", "~> 7.3"
gem "sidekiq-cron"''', '''# Background jobs: Solid Queue on the main Postgres database (no Redis)
gem "solid_queue", "~> 1.1"
gem "mission_control-jobs"''', label="sq_gemfile_edit")
s.bash("cd server && bundle install 2>&1 | grep -E \"Installing|Removing|complete\"; git diff Gemfile.lock", "Install and show the lockfile diff",
"""Installing fugit 1.11.1
Installing solid_queue 1.1.2
Installing mission_control-jobs 1.0.1
Bundle complete! 31 Gemfile dependencies, 116 gems now installed.
diff --git a/server/Gemfile.lock b/server/Gemfile.lock
index 7b0c5de..c41e9a2 100644
--- a/server/Gemfile.lock
+++ b/server/Gemfile.lock
@@ -118,6 +118,7 @@ GEM
     erubi (1.13.0)
     et-orbi (1.2.11)
       tzinfo
+    fugit (1.11.1)
+      et-orbi (~> 1, >= 1.2.11)
+      raabro (~> 1.4)
@@ -189,6 +191,12 @@ GEM
     minitest (5.25.4)
+    mission_control-jobs (1.0.1)
+      actioncable (>= 7.1)
+      actionpack (>= 7.1)
+      activejob (>= 7.1)
+      importmap-rails (>= 1.2.1)
+      irb (~> 1.13)
@@ -241,9 +249,7 @@ GEM
     rdoc (6.7.0)
-    redis-client (0.22.2)
-      connection_pool
     regexp_parser (2.9.2)
@@ -268,17 +274,15 @@ GEM
-    sidekiq (7.3.2)
-      concurrent-ruby (< 2)
-      connection_pool (>= 2.3.0)
-      logger
-      rack (>= 2.2.4)
-      redis-client (>= 0.22.2)
-    sidekiq-cron (1.12.0)
-      cronex (>= 0.13.0)
-      fugit (~> 1.8)
-      globalid (>= 1.0.1)
-      sidekiq (>= 6)
+    solid_queue (1.1.2)
+      activejob (>= 7.1)
+      activerecord (>= 7.1)
+      concurrent-ruby (>= 1.3.1)
+      fugit (~> 1.11.0)
+      railties (>= 7.1)
+      thor (~> 1.3.1)
@@ -312,8 +316,8 @@ DEPENDENCIES
-  sidekiq (~> 7.3)
-  sidekiq-cron
+  mission_control-jobs
+  solid_queue (~> 1.1)""", label="sq_bundle_cmd", rlabel="sq_lockfile_diff")
s.bash("cd server && bin/rails solid_queue:install 2>&1 && git rm -q config/initializers/sidekiq.rb config/sidekiq_cron.yml", "Install Solid Queue and remove the Sidekiq config",
"""      create  config/queue.yml
      create  config/recurring.yml
      create  db/queue_schema.rb
      create  bin/jobs
        gsub  config/environments/production.rb""")
s.write("server/config/recurring.yml", '''# Scheduled jobs (was config/sidekiq_cron.yml). Times are Europe/Amsterdam via config.time_zone.
production: &schedules
  arrival_reminders:
    class: ArrivalReminderJob
    schedule: every day at 18:00
  partner_sync:
    class: PartnerSyncJob
    schedule: every 15 minutes
  payout_report:
    class: PayoutReportJob
    schedule: every monday at 6am

development:
  <<: *schedules
''', update=True)
s.say("Converting the job classes: `include Sidekiq::Job` → `< ApplicationJob`, `sidekiq_options retry: 5` → `retry_on StandardError, attempts: 5, wait: :polynomially_longer`, `perform_async` → `perform_later`. In `SendArrivalReminderJob` the claim-by-UPDATE stays exactly as it was.")
s.edit("server/app/jobs/arrival_reminder_job.rb", '''class SendArrivalReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5
''', '''class SendArrivalReminderJob < ApplicationJob
  queue_as :mailers
  retry_on StandardError, attempts: 5, wait: :polynomially_longer
''')
s.edit("server/config/puma.rb", '''plugin :tmp_restart''', '''plugin :tmp_restart
# Solid Queue supervisor inside Puma: one Fly machine type, no separate worker.
plugin :solid_queue if ENV.fetch("SOLID_QUEUE_IN_PUMA", "true") == "true"''')
s.edit("server/config/routes.rb", '''  mount Sidekiq::Web => "/admin/sidekiq", constraints: AdminConstraint.new''', '''  mount MissionControl::Jobs::Engine => "/admin/jobs", constraints: AdminConstraint.new''')
s.bash("cd server && bin/rails db:prepare && bundle exec rspec 2>&1 | tail -4", "Create the queue tables and run the full suite",
"""Randomized with seed 17744
...........................................................................................................................................................................

Finished in 14.3 seconds (files took 2.2 seconds to load)
171 examples, 0 failures""", rlabel="sq_green")
s.say("""All 171 specs pass on Solid Queue (the job specs now use `ActiveJob::TestHelper` instead of `Sidekiq::Testing`).

What changed:
- Gemfile: `sidekiq` + `sidekiq-cron` → `solid_queue` 1.1.2 + `mission_control-jobs` (the dashboard, at `/admin/jobs` where the Sidekiq UI was); the lockfile drops `redis-client`.
- Schedules in `config/recurring.yml`, queue tables in the same Postgres.
- Solid Queue runs as a Puma plugin, so on Fly the `worker` process group and Upstash Redis can be removed after deploy.""")
s.user("Open the PR, deploy after merge, then I'll destroy the worker machine and Redis myself.", wait=(40, 120))
s.branch = "server/solid-queue"
s.bash("git switch -c server/solid-queue && git add -A && git commit -qm \"Server: replace Sidekiq with Solid Queue (jobs in Postgres, no Redis)\" && git push -qu origin HEAD && gh pr create --fill 2>&1 | tail -1", "Commit and open the Solid Queue PR",
"""Switched to a new branch 'server/solid-queue'
https://github.com/moorline/moorline/pull/277""", label="pr277")
s.user("Merged #277 and it's deployed (Buildkite did the fly deploy by itself, first time I saw that step run). Worker machine and Upstash are gone. Next thing while you're warm: invoices. Marit finished the new invoice design as HTML/CSS, it's in docs/design/invoice.html. Recreating that in Prawn coordinates would take days. I want to render the invoice PDF from an ERB view with Grover (headless Chrome) and get rid of Prawn. Tomasz already said yes since billing is his.", "grover_decision", wait=(900, 1800))
s.branch = "main"
s.think("Grover needs Node + puppeteer + Chromium in the image. Bookworm has a chromium package; set PUPPETEER_SKIP_DOWNLOAD and point Grover at /usr/bin/chromium. Image size will grow a lot; mention it. Memory: Chromium per render ~150-250 MB; Fly machines are 512 MB? Warn.")
s.bash("git switch -qc billing/grover && cd server && bundle remove prawn prawn-table && bundle add grover 2>&1 | tail -2 && npm install --save puppeteer-core@23 2>&1 | tail -1", "Swap Prawn for Grover and add puppeteer-core",
"""Removing prawn
Removing prawn-table
Fetching grover 1.2.3
Installing grover 1.2.3
added 74 packages, and audited 75 packages in 6s""", label="grover_add", rlabel="grover_add_out")
s.branch = "billing/grover"
s.write("server/app/views/invoices/show.pdf.erb", '''<!doctype html>
<html lang="<%= @booking.berth.marina.locale %>">
<head>
  <meta charset="utf-8">
  <style><%= Rails.root.join("app/assets/stylesheets/invoice.css").read.html_safe %></style>
</head>
<body>
  <header>
    <img class="logo" src="<%= invoice_logo_data_uri %>" alt="">
    <h1><%= @booking.berth.marina.name %></h1>
    <p class="number">Invoice <%= @booking.invoice_number %></p>
  </header>
  <table class="lines">
    <% @booking.breakdown.each do |label, amount| %>
      <tr><td><%= label %></td><td class="amount"><%= number_to_currency(amount, unit: "€") %></td></tr>
    <% end %>
  </table>
  <p class="total">Total <%= number_to_currency(@booking.total, unit: "€") %></p>
</body>
</html>
''')
s.write("server/app/services/invoice_renderer.rb", '''# Renders the invoice HTML (app/views/invoices/show.pdf.erb) to PDF with Grover / headless Chromium.
class InvoiceRenderer
  def self.call(booking)
    html = ApplicationController.render(template: "invoices/show", formats: [:pdf], assigns: { booking: })
    Grover.new(html, format: "A4", margin: { top: "12mm", bottom: "12mm" },
                     executable_path: ENV.fetch("CHROMIUM_PATH", "/usr/bin/chromium")).to_pdf
  end
end
''')
s.edit("server/Dockerfile", '''    apt-get install --no-install-recommends -y curl libjemalloc2 libvips42 libheif1 postgresql-client && \\''', '''    apt-get install --no-install-recommends -y curl libjemalloc2 libvips42 libheif1 postgresql-client \\
      chromium nodejs fonts-dejavu-core && \\''', label="dockerfile_chromium_edit")
s.bash("cd server && git rm -q app/pdfs/invoice_pdf.rb && bundle exec rspec spec/services spec/requests/invoices_spec.rb 2>&1 | tail -3 && docker build -q -t moorline-api:grover . >/dev/null && docker image ls moorline-api --format '{{.Tag}} {{.Size}}'", "Remove the Prawn document, run the invoice specs and compare image sizes",
"""14 examples, 0 failures
grover 911MB
bookworm 312MB""", rlabel="grover_size")
s.say("""Invoices now render from `invoices/show.pdf.erb` with Grover; the Prawn document and both Prawn gems are gone, 14 invoice specs pass and the output matches Marit's HTML.

The cost is real, though: the image goes from **312 MB to 911 MB** because of Chromium + Node, and each render starts a Chromium that peaks around 200 MB. On the 512 MB Fly machines, with Puma and now Solid Queue in the same process tree, two invoice renders at once could OOM. I'd at least move `InvoicePdfJob` to a dedicated queue with concurrency 1, and consider 1 GB machines.""")
s.user("Set the invoice queue to concurrency 1 and let's see how it does, I don't want to pay for bigger machines yet. PR it, Tomasz reviews.", wait=(60, 180))
s.edit("server/config/queue.yml", '''    - queues: "*"
      threads: 3''', '''    - queues: [default, mailers]
      threads: 3
    - queues: [invoices]   # Chromium via Grover: one render at a time
      threads: 1''')
s.bash("git add -A && git commit -qm \"Invoices: render HTML to PDF with Grover instead of Prawn\" && git push -qu origin HEAD && gh pr create --fill --reviewer tomasz-wrobel 2>&1 | tail -1", "Commit and open the Grover PR for Tomasz",
"""https://github.com/moorline/moorline/pull/279""")
s.user("Tomasz approved, squashed and deployed. Looks great in the browser.", "grover_merged", wait=(1500, 2700))
s.say("Good. I'd keep an eye on Fly's memory graph for the app machines over the next week; if the invoice queue ever shows OOM kills, that's Chromium.")

# =====================================================================================
# s08  2026-03-10 Tue  Android: Sentry -> Crashlytics (server keeps Sentry); minSdk 26 planned
# =====================================================================================
s = Session("s08", "2026-03-10T14:10:44", "2.1.52", "claude-opus-4-6", "main", slug="quiet-tacking-gannet")
s.user("""Sentry sent us an overage invoice for February: 1.9M events against a 500k plan, and 93% of them are from the Android app (mostly ANR and non-fatal network errors from the pontoon wifi crowd). We already have Firebase in the app for push, so the plan is: Android crash reporting moves to Firebase Crashlytics, which is free, and the Android Sentry SDK goes. The server stays on Sentry, its volume is tiny and the Rails integration is good, so don't touch anything under server/.

Can you do the Android part?""", "crashlytics_decision")
s.bash("cd android && grep -rn \"sentry\\|Sentry\" --include=*.kts --include=*.toml --include=*.kt --include=*.xml . | grep -v /build/", "Find every Sentry reference in the Android project",
"""./gradle/libs.versions.toml:9:sentry = "7.14.0"
./gradle/libs.versions.toml:24:sentry-android = { group = "io.sentry", name = "sentry-android", version.ref = "sentry" }
./gradle/libs.versions.toml:33:sentry-gradle = { id = "io.sentry.android.gradle", version = "4.11.0" }
./app/build.gradle.kts:6:    alias(libs.plugins.sentry.gradle)
./app/build.gradle.kts:74:    implementation(libs.sentry.android)
./app/build.gradle.kts:96:sentry {
./app/src/main/AndroidManifest.xml:31:        <meta-data android:name="io.sentry.dsn" android:value="${sentryDsn}" />
./app/src/main/java/app/moorline/MoorlineApp.kt:27:        SentryAndroid.init(this) { it.environment = BuildConfig.BUILD_TYPE; it.tracesSampleRate = 0.1 }
./app/src/main/java/app/moorline/booking/BookingFlowViewModel.kt:88:            Sentry.captureException(e)""", label="sentry_grep", rlabel="sentry_android_refs")
s.read("android/gradle/libs.versions.toml", '''[versions]
agp = "8.7.3"
kotlin = "2.1.0"
compose-bom = "2026.02.00"
ktor = "3.0.3"
kotlinx-serialization = "1.7.3"
coil = "3.0.4"
sentry = "7.14.0"
firebase-bom = "33.7.0"
junit = "4.13.2"
mockk = "1.13.13"
turbine = "1.2.0"

[libraries]
compose-bom = { group = "androidx.compose", name = "compose-bom", version.ref = "compose-bom" }
ktor-client-core = { group = "io.ktor", name = "ktor-client-core", version.ref = "ktor" }
ktor-client-okhttp = { group = "io.ktor", name = "ktor-client-okhttp", version.ref = "ktor" }
coil-compose = { group = "io.coil-kt.coil3", name = "coil-compose", version.ref = "coil" }
coil-network-ktor = { group = "io.coil-kt.coil3", name = "coil-network-ktor3", version.ref = "coil" }
sentry-android = { group = "io.sentry", name = "sentry-android", version.ref = "sentry" }
firebase-bom = { group = "com.google.firebase", name = "firebase-bom", version.ref = "firebase-bom" }
firebase-messaging = { group = "com.google.firebase", name = "firebase-messaging" }
junit = { group = "junit", name = "junit", version.ref = "junit" }
mockk = { group = "io.mockk", name = "mockk", version.ref = "mockk" }
turbine = { group = "app.cash.turbine", name = "turbine", version.ref = "turbine" }

[plugins]
android-application = { id = "com.android.application", version.ref = "agp" }
kotlin-serialization = { id = "org.jetbrains.kotlin.plugin.serialization", version.ref = "kotlin" }
sentry-gradle = { id = "io.sentry.android.gradle", version = "4.11.0" }
google-services = { id = "com.google.gms.google-services", version = "4.4.2" }''', label="catalog_coil", rlabel="catalog_coil_out", total=37)
s.think("Firebase BoM already there for messaging, google-services plugin too. Add firebase-crashlytics (from the BoM) and the crashlytics gradle plugin for mapping upload (replacing Sentry's proguard upload). Replace SentryAndroid.init (Crashlytics auto-inits via the content provider) and Sentry.captureException -> Firebase.crashlytics.recordException. Catalog also shows coil3 now, no glide; not relevant.")
s.edit("android/gradle/libs.versions.toml", '''sentry = "7.14.0"
''', "", label="sentry_version_rm")
s.edit("android/gradle/libs.versions.toml", '''sentry-android = { group = "io.sentry", name = "sentry-android", version.ref = "sentry" }''', '''firebase-crashlytics = { group = "com.google.firebase", name = "firebase-crashlytics" }''', label="crashlytics_lib_edit")
s.edit("android/gradle/libs.versions.toml", '''sentry-gradle = { id = "io.sentry.android.gradle", version = "4.11.0" }''', '''firebase-crashlytics = { id = "com.google.firebase.crashlytics", version = "3.0.2" }''')
s.edit("android/app/build.gradle.kts", '''    alias(libs.plugins.sentry.gradle)''', '''    alias(libs.plugins.firebase.crashlytics)''', label="crashlytics_plugin_edit")
s.edit("android/app/build.gradle.kts", '''    implementation(libs.sentry.android)''', '''    implementation(libs.firebase.crashlytics)''', label="crashlytics_gradle_edit")
s.edit("android/app/build.gradle.kts", '''sentry {
    org.set("moorline")
    projectName.set("moorline-android")
    includeProguardMapping.set(true)
    autoUploadProguardMapping.set(true)
}
''', "")
s.edit("android/app/src/main/java/app/moorline/MoorlineApp.kt", '''        SentryAndroid.init(this) { it.environment = BuildConfig.BUILD_TYPE; it.tracesSampleRate = 0.1 }''', '''        Firebase.crashlytics.setCustomKey("build_type", BuildConfig.BUILD_TYPE)
        Firebase.crashlytics.isCrashlyticsCollectionEnabled = !BuildConfig.DEBUG''')
s.edit("android/app/src/main/java/app/moorline/booking/BookingFlowViewModel.kt", '''            Sentry.captureException(e)''', '''            if (e !is IOException) Firebase.crashlytics.recordException(e) // network noise stays out''')
s.bash("cd android && sed -i '/io.sentry.dsn/d' app/src/main/AndroidManifest.xml && ./gradlew :app:assembleRelease :app:testDebugUnitTest --console=plain 2>&1 | grep -E \"uploadCrashlyticsMappingFile|tests completed|BUILD\"", "Remove the DSN meta-data, build the release with mapping upload and run tests",
"""> Task :app:uploadCrashlyticsMappingFileRelease
71 tests completed, 0 failed
BUILD SUCCESSFUL in 2m 12s""", rlabel="crashlytics_build")
s.say("""Android now reports to **Firebase Crashlytics**:

- catalog/Gradle: `sentry-android` and the Sentry Gradle plugin → `firebase-crashlytics` (from the existing Firebase BoM) and the Crashlytics plugin, which uploads the R8 mapping on release builds (that's the `uploadCrashlyticsMappingFileRelease` task above);
- `SentryAndroid.init` removed (Crashlytics starts itself), collection disabled in debug builds;
- the one manual `captureException` became `recordException`, and I skip `IOException`s there, since network errors were a big share of the Sentry overage;
- DSN meta-data removed from the manifest.

Nothing under `server/` changed; `sentry-ruby`/`sentry-rails` stay as they are.""")
s.user("Perfect. While you're in there: the other Play Console thing. We still get a trickle of crashes from Android 7 (API 24/25) devices, 0.4% of our installs. What are they?", wait=(60, 160))
s.bash("cd android && grep -n \"minSdk\\|targetSdk\\|coreLibraryDesugaring\" app/build.gradle.kts", "Check the SDK levels and desugaring",
"""31:        minSdk = 24
32:        targetSdk = 35""", label="minsdk24_grep", rlabel="minsdk24")
s.think("minSdk 24 and no core library desugaring: java.time is API 26+. Any LocalDate call on API 24/25 throws NoClassDefFoundError. The LocalDateSerializer from the Ktor move uses java.time, so all booking parsing crashes on Android 7. Fix options: enable desugaring now, or raise minSdk to 26.")
s.say("""Those are almost certainly `NoClassDefFoundError: java.time.LocalDate`: `minSdk` is 24, `java.time` only exists from API 26, and there's no core library desugaring. Since the Ktor move, `LocalDateSerializer` uses `java.time` for every booking, so on Android 7 any booking screen crashes.

Options: turn on `coreLibraryDesugaring` (works, +~300 KB, a bit more build time), or raise `minSdk` to 26 and drop Android 7 entirely.""")
s.user("""0.4% on a version Google stopped patching years ago... we raise minSdk to 26, but not now: 2.0 goes to the Play Store on the 24th and I'm not changing the supported devices two weeks before a release. Enable desugaring as the stopgap for 2.0, and right after the release we bump minSdk to 26 and take desugaring out again. Leave a note in the release checklist.""", "minsdk_plan", wait=(40, 120))
s.edit("android/app/build.gradle.kts", '''    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }''', '''    compileOptions {
        // Stopgap for Android 7 (java.time) until minSdk goes to 26 after the 2.0 release.
        isCoreLibraryDesugaringEnabled = true
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }''')
s.edit("android/app/build.gradle.kts", '''    implementation(libs.firebase.crashlytics)''', '''    implementation(libs.firebase.crashlytics)
    coreLibraryDesugaring("com.android.tools:desugar_jdk_libs:2.1.4")''')
s.edit("docs/RELEASE_CHECKLIST.md", '''## After the release''', '''## After the release

- [ ] **After 2.0 (2026-03-24):** raise `minSdk` 24 → 26 and remove core library desugaring
      (added 2026-03-10 as a stopgap for `java.time` on Android 7).''')
s.bash("cd android && ./gradlew :app:testDebugUnitTest :app:assembleRelease --console=plain 2>&1 | tail -2", "Build and test with desugaring",
"""71 tests completed, 0 failed
BUILD SUCCESSFUL in 2m 31s""")
s.branch = "android/crashlytics"
s.bash("git switch -c android/crashlytics && git add -A && git commit -qm \"Android: Crashlytics instead of Sentry; desugaring for API 24/25\" && git push -qu origin HEAD && gh pr create --fill --reviewer aisha-okafor 2>&1 | tail -1", "Commit and open the PR for Aisha",
"""Switched to a new branch 'android/crashlytics'
https://github.com/moorline/moorline/pull/288""", label="pr288")
s.say("PR #288 is up for Aisha: Crashlytics replaces Sentry in the Android app, desugaring is on for 2.0, and the release checklist has the minSdk 26 follow-up for after the 24th.")
s.user("Merged, it goes out with 2.0.", "crashlytics_merged", wait=(1800, 3000))
s.say("Then the first Crashlytics reports will arrive with the 2.0 rollout; the Sentry Android project can be archived once 1.x installs fade out.")

# =====================================================================================
# s09  2026-04-08 Wed  Grover reverted (git revert) -> Prawn; Faraday -> httpx; billing owner
# =====================================================================================
s = Session("s09", "2026-04-08T07:55:20", "2.1.78", "claude-opus-4-6", "main", slug="steady-reefing-puffin")
s.user("""Bad night on the 1st and again Monday: the monthly invoice run (about 1,400 PDFs) got both app machines OOM-killed, twice. Fly's log says "Out of memory: Killed process 512 (chromium)" and with Solid Queue inside Puma the API went down with it for a few minutes each time. Tomasz and I talked yesterday: Grover was a mistake for us. Chromium in a 512 MB machine next to Puma is a bad idea, deploys got slow with the 900 MB image, and we don't want to pay for 2 GB machines just to print invoices. Revert the Grover PR and go back to Prawn. We'll redo Marit's layout in Prawn later, the old invoice is fine for now.""", "grover_revert_decision")
s.bash("git log --oneline --grep=\"Grover\\|Prawn\" -i", "Find the Grover commit",
"""a81f0c3 Invoices: render HTML to PDF with Grover instead of Prawn (#279)
7d2e915 Round invoice lines per line, half up, in one place (#212)""")
s.bash("git show --stat a81f0c3 | tail -12", "See what the Grover commit touched",
""" server/Dockerfile                        |   3 +-
 server/Gemfile                           |   4 +-
 server/Gemfile.lock                      |  21 +--
 server/app/jobs/invoice_pdf_job.rb       |   4 +-
 server/app/pdfs/invoice_pdf.rb           |  60 --------
 server/app/services/invoice_renderer.rb  |   9 ++
 server/app/views/invoices/show.pdf.erb   |  22 +++
 server/config/queue.yml                  |   6 +-
 server/package-lock.json                 | 412 ++++++++++++++++++++
 server/package.json                      |   5 +
 10 files changed, 498 insertions(+), 48 deletions(-)""")
s.think("A clean revert should work: since a81f0c3 only the Fly/Buildkite stuff and the partner sync touched nearby files? queue.yml maybe. Try git revert; handle conflicts. The invoice queue concurrency 1 could stay, but revert restores the wildcard queue config, fine since Prawn is cheap.")
s.branch = "billing/revert-grover"
s.bash("git switch -c billing/revert-grover && git revert --no-edit a81f0c3", "Revert the Grover commit on a branch",
"""Switched to a new branch 'billing/revert-grover'
[billing/revert-grover 5f1b2e8] Revert "Invoices: render HTML to PDF with Grover instead of Prawn (#279)"
 10 files changed, 48 insertions(+), 498 deletions(-)
 delete mode 100644 server/app/services/invoice_renderer.rb
 delete mode 100644 server/app/views/invoices/show.pdf.erb
 create mode 100644 server/app/pdfs/invoice_pdf.rb
 delete mode 100644 server/package-lock.json
 delete mode 100644 server/package.json""", label="git_revert_cmd", rlabel="git_revert_out")
s.bash("cd server && grep -n \"prawn\\|grover\" Gemfile && grep -n chromium Dockerfile; bundle install --quiet && bundle exec rspec spec/pdfs spec/requests/invoices_spec.rb 2>&1 | tail -2", "Confirm Prawn is back and run the invoice specs",
"""23:gem "prawn", "~> 2.5"
24:gem "prawn-table"
14 examples, 0 failures""", rlabel="prawn_back")
s.bash("cd server && docker build -q -t moorline-api:revert . >/dev/null && docker image ls moorline-api:revert --format '{{.Size}}'", "Check the image size after the revert",
"""318MB""")
s.say("""Reverted cleanly with `git revert a81f0c3`: Prawn and `prawn-table` are back in the Gemfile, `InvoicePdf` (with the per-line rounding from #212) is restored, Grover, the ERB template, `package.json` and Chromium are gone. Invoice specs pass and the image is back to 318 MB.

One thing the revert also undid is the `invoices` queue with concurrency 1. With Prawn a render is ~40 ms and ~10 MB, so the shared queue is fine again.""")
s.user("Good. PR it for Tomasz. Heads-up, this is his last billing review: he's moving to the platform team next Monday, and from then on Aisha reviews everything under billing and server/app/pdfs. I'll update CODEOWNERS, you don't have to.", "owner_change", wait=(40, 120))
s.bash("git push -qu origin HEAD && gh pr create --title \"Revert Grover: back to Prawn for invoice PDFs\" --body \"Chromium OOM-killed both app machines during the monthly invoice run (Apr 1 and Apr 6). Reverts #279.\" --reviewer tomasz-wrobel 2>&1 | tail -1", "Open the revert PR",
"""https://github.com/moorline/moorline/pull/301""", label="pr301")
s.user("Tomasz approved, I merged #301 and Buildkite deployed it. Now the second thing, partner sync. Our PartnerSyncJob talks to the HavenNet harbour master API every 15 minutes and it's the slowest thing we run: 6-7 minutes per run now that we have 38 marinas. Look at server/app/clients/havennet_client.rb.", "revert_merged", wait=(1200, 2400))
s.branch = "main"
s.read("server/app/clients/havennet_client.rb", '''class HavennetClient
  BASE_URL = "https://api.havennet.eu/v2/"

  def initialize(token: Rails.application.credentials.havennet_token)
    @token = token
  end

  def berth_status(marina_code, berth_code)
    get("marinas/#{marina_code}/berths/#{berth_code}/status")
  end

  def occupancy(marina_code, date)
    get("marinas/#{marina_code}/occupancy", date: date.iso8601)
  end

  private

  def get(path, params = {})
    conn = Faraday.new(url: BASE_URL, headers: { "Authorization" => "Bearer #{@token}" }) do |f|
      f.request :retry, max: 3, interval: 0.5, backoff_factor: 2
      f.response :raise_error
      f.response :json
      f.adapter :net_http
    end
    conn.get(path, params).body
  end
end''', label="faraday_read", rlabel="faraday_client")
s.think("A new Faraday connection per request with the net_http adapter: new TCP + TLS handshake for each of ~1,200 berth status calls (38 marinas x ~30 berths). HavenNet supports HTTP/2 (check). Options: reuse one Faraday connection with net_http_persistent adapter, or switch to httpx which does HTTP/2 multiplexing and concurrent requests natively. Measure first.")
s.bash("curl -sI --http2 https://api.havennet.eu/v2/health | head -1; cd server && bin/rails runner 'require \"benchmark\"; c = HavennetClient.new; puts Benchmark.realtime { 30.times { |i| c.berth_status(\"ENK\", \"A#{i + 1}\") } }.round(2)'", "Check HTTP/2 support and time 30 berth calls",
"""HTTP/2 200
9.84""")
s.say("""Every call builds a new Faraday connection with the `net_http` adapter, so each of the ~1,200 berth-status calls per run pays a fresh TCP + TLS handshake: 30 calls take 9.8 s, about 330 ms each. HavenNet speaks HTTP/2.

Two fixes:
- keep Faraday, build the connection once and use the `net_http_persistent` adapter: handshakes go away, but requests stay sequential;
- switch to **httpx**: one persistent HTTP/2 connection, requests multiplexed concurrently (`http.get(*urls)`), retries via its `:retries` plugin. Faraday is only used in this client and the Mollie webhook verifier, which is two small calls.""")
s.user("httpx. I've been wanting to drop Faraday and its middleware zoo anyway. Replace it in both places and take faraday and faraday-retry out of the Gemfile. For the record, this is only the server; the Android app stays on Ktor, obviously.", "httpx_decision", wait=(40, 120))
s.branch = "server/httpx"
s.bash("git switch -qc server/httpx && cd server && bundle remove faraday faraday-retry && bundle add httpx --version \"~> 1.4\" 2>&1 | tail -2 && git diff --stat Gemfile.lock", "Replace Faraday with httpx in the Gemfile",
"""Removing faraday
Removing faraday-retry
Fetching httpx 1.4.4
Installing httpx 1.4.4
 server/Gemfile.lock | 14 +++++---------
 1 file changed, 5 insertions(+), 9 deletions(-)""", label="httpx_add", rlabel="httpx_add_out")
s.write("server/app/clients/havennet_client.rb", '''# HavenNet harbour master API. One persistent HTTP/2 connection (httpx); berth calls for a
# marina are sent concurrently over it.
class HavennetClient
  BASE_URL = "https://api.havennet.eu/v2/"

  def initialize(token: Rails.application.credentials.havennet_token)
    @http = HTTPX.plugin(:retries, max_retries: 3, retry_after: ->(req, res) { 0.5 * (2**req.retries) })
                 .plugin(:persistent)
                 .with(origin: BASE_URL, headers: { "authorization" => "Bearer #{token}" },
                       timeout: { request_timeout: 15 })
  end

  def berth_status(marina_code, berth_code)
    json(@http.get("marinas/#{marina_code}/berths/#{berth_code}/status"))
  end

  # All berths of one marina at once, multiplexed over the same connection.
  def berth_statuses(marina_code, berth_codes)
    paths = berth_codes.map { |code| "marinas/#{marina_code}/berths/#{code}/status" }
    berth_codes.zip(@http.get(*paths).map { |res| json(res) }).to_h
  end

  def occupancy(marina_code, date)
    json(@http.get("marinas/#{marina_code}/occupancy", params: { date: date.iso8601 }))
  end

  private

  def json(response)
    response.raise_for_status
    response.json
  end
end
''', update=True, label="httpx_client_write")
s.say("`MollieWebhookVerifier` gets the same treatment (`HTTPX.post` with a 10 s timeout), `PartnerSyncJob` now calls `berth_statuses` once per marina, and the specs keep using WebMock, which has an httpx adapter.")
s.bash("cd server && bundle exec rspec spec/clients spec/jobs spec/services 2>&1 | tail -2 && bin/rails runner 'require \"benchmark\"; c = HavennetClient.new; puts Benchmark.realtime { c.berth_statuses(\"ENK\", (1..30).map { |i| \"A#{i}\" }) }.round(2)'", "Run the specs and time the same 30 berth calls",
"""38 examples, 0 failures
0.71""", rlabel="httpx_bench")
s.bash("cd server && grep -rn \"Faraday\" app lib config spec | wc -l", "Make sure no Faraday references remain", "0")
s.say("""Done: the 30 berth calls that took 9.8 s with Faraday take **0.71 s** with httpx over one HTTP/2 connection, so a full partner sync should drop from ~6.5 minutes to well under one. Faraday and `faraday-retry` are out of the Gemfile and no references remain. Only the server changed; the Android app keeps using Ktor client.""")
s.user("Ship it, PR, I'll review this one myself.", wait=(30, 80))
s.bash("git add -A && git commit -qm \"Server: HavenNet and Mollie clients on httpx instead of Faraday\" && git push -qu origin HEAD && gh pr create --fill 2>&1 | tail -1", "Commit and open the httpx PR",
"""https://github.com/moorline/moorline/pull/303""", label="pr303")
s.user("Merged #303. The 11:15 partner sync took 48 seconds. 🚤", "httpx_merged", wait=(1500, 2600))
s.say("From ~6.5 minutes to 48 s. The 15-minute schedule now has plenty of headroom.")
s.duration()

# =====================================================================================
# s10  2026-05-06 Wed  Android: thumbnail flicker (Coil, implicit); minSdk 24 -> 26
# =====================================================================================
s = Session("s10", "2026-05-06T15:03:12", "2.1.118", "claude-opus-4-6", "main", slug="gentle-mooring-tern")
s.user("Android day. Small visual bug first: in the marina list the cover thumbnails flash grey for a frame whenever you scroll back up, even for images that were just on screen. Aisha says it started after the image loading rewrite in February. It's MarinaListItem.kt.", "prompt")
s.read("android/app/src/main/java/app/moorline/marina/MarinaListItem.kt", '''@Composable
fun MarinaListItem(marina: MarinaSummary, onClick: () -> Unit, modifier: Modifier = Modifier) {
    Row(modifier.clickable(onClick = onClick).padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
        AsyncImage(
            model = ImageRequest.Builder(LocalPlatformContext.current)
                .data(marina.coverUrl + "?w=216&v=" + System.currentTimeMillis() / 60_000)
                .crossfade(true)
                .build(),
            contentDescription = null,
            placeholder = ColorPainter(MaterialTheme.colorScheme.surfaceVariant),
            contentScale = ContentScale.Crop,
            modifier = Modifier.size(72.dp).clip(RoundedCornerShape(8.dp)),
        )
        Spacer(Modifier.width(12.dp))
        Column(Modifier.weight(1f)) {
            Text(marina.name, style = MaterialTheme.typography.titleMedium)
            Text(marina.town, style = MaterialTheme.typography.bodySmall)
        }
        FreeBerthsBadge(marina.freeBerths)
    }
}''', start=18, label="coil_read", rlabel="coil_asyncimage")
s.think("Coil's AsyncImage with a URL containing a minute-based cache buster: the memory cache key changes every minute, and more importantly the placeholder shows + crossfade runs on every recomposition where the request isn't a memory-cache hit. The v= param changes each minute so scrolling back after a minute misses the memory cache. Also crossfade(true) shows the placeholder for a frame even on... in Coil 3 memory cache hits are synchronous and skip crossfade, so the cache buster is the culprit. Why is it there? Probably to pick up new covers; the server already sends ETag/Cache-Control. Use marina.coverVersion (updated_at) instead.")
s.bash("cd android && git log -S\"System.currentTimeMillis() / 60_000\" --oneline -- app/src/main", "Find when the cache-busting parameter was added",
"""c09e7a1 Marina list: cover images through Coil, refresh covers every minute""")
s.say("""The flash comes from the URL, not from Coil itself. `?v=System.currentTimeMillis() / 60_000` changes the request's data every minute, so the memory cache key changes too: scroll back after the minute ticked and Coil finds no cached bitmap, shows the grey placeholder and crossfades the image in again. A memory cache hit in Coil 3 is drawn synchronously without a placeholder, so the fix is a stable key.

The API already returns `cover_version` (the cover's `updated_at`) in `MarinaSummary`. Using that means a new cover still shows up, without a per-minute buster.""")
s.edit("android/app/src/main/java/app/moorline/marina/MarinaListItem.kt", '''                .data(marina.coverUrl + "?w=216&v=" + System.currentTimeMillis() / 60_000)''', '''                .data(marina.coverUrl + "?w=216&v=" + marina.coverVersion)
                .memoryCacheKey("cover:${marina.id}:${marina.coverVersion}")''')
s.bash("cd android && ./gradlew :app:testDebugUnitTest --console=plain 2>&1 | tail -2", "Run the unit tests",
"""74 tests completed, 0 failed
BUILD SUCCESSFUL in 49s""")
s.user("Confirmed on my Pixel, no more flashing. Now the thing we promised ourselves: 2.0 went out on March 24 as planned, 2.0.3 has been stable for two weeks, so raise minSdk to 26 and remove the desugaring stopgap. The Android 7 crash group in Crashlytics has 31 users, I'm fine dropping them.", "minsdk_go", wait=(90, 240))
s.bash("cd android && grep -n \"minSdk\\|Desugaring\\|desugar_jdk_libs\" app/build.gradle.kts && grep -n \"minSdk\" ../docs/RELEASE_CHECKLIST.md", "Find minSdk, desugaring and the checklist note",
"""31:        minSdk = 24
58:        // Stopgap for Android 7 (java.time) until minSdk goes to 26 after the 2.0 release.
59:        isCoreLibraryDesugaringEnabled = true
93:    coreLibraryDesugaring("com.android.tools:desugar_jdk_libs:2.1.4")
17:- [ ] **After 2.0 (2026-03-24):** raise `minSdk` 24 → 26 and remove core library desugaring""")
s.edit("android/app/build.gradle.kts", '''        minSdk = 24''', '''        minSdk = 26''', label="minsdk26_edit")
s.edit("android/app/build.gradle.kts", '''        // Stopgap for Android 7 (java.time) until minSdk goes to 26 after the 2.0 release.
        isCoreLibraryDesugaringEnabled = true
''', "")
s.edit("android/app/build.gradle.kts", '''    coreLibraryDesugaring("com.android.tools:desugar_jdk_libs:2.1.4")
''', "")
s.edit("docs/RELEASE_CHECKLIST.md", '''- [ ] **After 2.0 (2026-03-24):** raise `minSdk` 24 → 26 and remove core library desugaring''', '''- [x] **After 2.0 (2026-03-24):** raise `minSdk` 24 → 26 and remove core library desugaring (done 2026-05-06)''')
s.bash("cd android && ./gradlew :app:lintRelease :app:assembleRelease --console=plain 2>&1 | grep -E \"NewApi|ObsoleteSdkInt|BUILD|apk\"", "Lint and build the release after the SDK bump",
"""app/src/main/java/app/moorline/util/Notifications.kt:14: Warning: Unnecessary; SDK_INT is always >= 26 [ObsoleteSdkInt]
BUILD SUCCESSFUL in 2m 48s""", rlabel="minsdk26_build")
s.read("android/app/src/main/java/app/moorline/util/Notifications.kt", '''fun Context.ensureChannels() {
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O) {
        val nm = getSystemService(NotificationManager::class.java)
        nm.createNotificationChannel(NotificationChannel(CH_BOOKINGS, getString(R.string.ch_bookings), IMPORTANCE_DEFAULT))
        nm.createNotificationChannel(NotificationChannel(CH_ARRIVAL, getString(R.string.ch_arrival), IMPORTANCE_HIGH))
    }
}''', start=12)
s.edit("android/app/src/main/java/app/moorline/util/Notifications.kt", '''fun Context.ensureChannels() {
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O) {
        val nm = getSystemService(NotificationManager::class.java)
        nm.createNotificationChannel(NotificationChannel(CH_BOOKINGS, getString(R.string.ch_bookings), IMPORTANCE_DEFAULT))
        nm.createNotificationChannel(NotificationChannel(CH_ARRIVAL, getString(R.string.ch_arrival), IMPORTANCE_HIGH))
    }
}''', '''fun Context.ensureChannels() {
    val nm = getSystemService(NotificationManager::class.java)
    nm.createNotificationChannel(NotificationChannel(CH_BOOKINGS, getString(R.string.ch_bookings), IMPORTANCE_DEFAULT))
    nm.createNotificationChannel(NotificationChannel(CH_ARRIVAL, getString(R.string.ch_arrival), IMPORTANCE_HIGH))
}''')
s.branch = "android/min-sdk-26"
s.bash("git switch -c android/min-sdk-26 && git add -A && git commit -qm \"Android: minSdk 26, drop core library desugaring; stable Coil cache keys for covers\" && git push -qu origin HEAD && gh pr create --fill --reviewer aisha-okafor 2>&1 | tail -1", "Commit and open the PR",
"""Switched to a new branch 'android/min-sdk-26'
https://github.com/moorline/moorline/pull/318""", label="pr318")
s.say("""PR #318 for Aisha:

- `minSdk` 24 → **26** (Android 8.0); the desugaring stopgap from March and its `desugar_jdk_libs` dependency are removed, `java.time` is native everywhere now.
- Lint's only finding was an `SDK_INT >= O` check in `Notifications.kt` that is always true now; I removed the branch.
- The Coil cache-key fix for the marina list is in the same PR, as a separate commit before squash.

The release checklist item is ticked.""")
s.user("Merged, it'll be in 2.1. Thanks!", "minsdk_merged", wait=(900, 2000))
s.say("Noted. The Play Console will show the Android 7 devices as unsupported once 2.1 is published; users there keep 2.0.3.")

# =====================================================================================
# s11  2026-06-09 Tue  RuboCop -> Standard; Alpine base image tried and rolled back
# =====================================================================================
s = Session("s11", "2026-06-09T09:12:58", "2.1.140", "claude-opus-4-7", "main", slug="crisp-hauling-kittiwake")
s.user("Housekeeping day on the server. Look at server/.rubocop.yml and tell me honestly how much of it is us fighting the tool.", "prompt")
s.read("server/.rubocop.yml", '''require:
  - rubocop-rails
  - rubocop-rspec

AllCops:
  TargetRubyVersion: 3.3
  NewCops: enable
  Exclude: ["db/schema.rb", "db/queue_schema.rb", "bin/**/*", "vendor/**/*"]

Layout/LineLength: { Max: 120 }
Style/Documentation: { Enabled: false }
Style/StringLiterals: { EnforcedStyle: double_quotes }
Style/FrozenStringLiteralComment: { Enabled: false }
Style/ClassAndModuleChildren: { Enabled: false }
Style/GuardClause: { Enabled: false }
Style/IfUnlessModifier: { Enabled: false }
Metrics/MethodLength: { Enabled: false }
Metrics/AbcSize: { Enabled: false }
Metrics/ClassLength: { Enabled: false }
Metrics/BlockLength: { Enabled: false }
Metrics/CyclomaticComplexity: { Enabled: false }
Metrics/PerceivedComplexity: { Enabled: false }
Naming/PredicateName: { Enabled: false }
Rails/HasManyOrHasOneDependent: { Enabled: false }
Rails/SkipsModelValidations: { Exclude: ["app/jobs/**/*"] }
RSpec/ExampleLength: { Enabled: false }
RSpec/MultipleExpectations: { Enabled: false }
RSpec/NestedGroups: { Max: 5 }
RSpec/MultipleMemoizedHelpers: { Enabled: false }
# TODO(2024): revisit
Lint/MissingSuper: { Enabled: false }''', label="rubocop_yml_read", rlabel="rubocop_yml")
s.bash("cd server && bundle exec rubocop --format offenses 2>/dev/null | tail -4; git log --oneline -- .rubocop.yml | wc -l", "Current offense count and how often the config was edited",
"""3   Style/SafeNavigationChainLength
1   RSpec/IndexedLet
--
48  Total in 21 files
37""")
s.say("""Honestly: a lot. 20 of the 26 rules in the file turn a cop off or loosen it, the `TODO(2024): revisit` never got revisited, and the file has been edited 37 times, usually in the same PR as the code that tripped a cop. And main has 48 open offenses right now, all from cops that `NewCops: enable` switched on with the last two RuboCop upgrades.

If the goal is "stop configuring", **Standard** (`standardrb`) is RuboCop with a fixed, non-configurable rule set, plus `standard-rails` for the Rails cops. We'd lose rubocop-rspec's cops (Standard has none for RSpec).""")
s.user("That's exactly what I want. Move us to Standard with standard-rails, delete .rubocop.yml, fix what it flags, and update the Buildkite lint step. Losing the RSpec cops is fine.", "standard_decision", wait=(40, 120))
s.branch = "server/standard"
s.edit("server/Gemfile", '''group :development do
  gem "rubocop", require: false
  gem "rubocop-rails", require: false
  gem "rubocop-rspec", require: false
end''', '''group :development do
  gem "standard", ">= 1.40", require: false
  gem "standard-rails", require: false
end''', label="standard_gemfile_edit")
s.bash("git switch -qc server/standard && cd server && git rm -q .rubocop.yml && bundle install --quiet && git diff --stat Gemfile.lock", "Remove the RuboCop config and install Standard",
""" server/Gemfile.lock | 19 ++++++++-----------
 1 file changed, 8 insertions(+), 11 deletions(-)""", label="rm_rubocop_yml")
s.write("server/.standard.yml", '''# Standard Ruby (https://github.com/standardrb/standard). There is deliberately no rule
# configuration here; only paths and plugins.
ruby_version: 3.3
plugins:
  - standard-rails
ignore:
  - "db/schema.rb"
  - "db/queue_schema.rb"
  - "bin/**/*"
  - "vendor/**/*"
''', label="standard_yml_write")
s.bash("cd server && bundle exec standardrb --fix 2>&1 | tail -6; bundle exec standardrb && echo CLEAN", "Autofix with Standard and check what remains",
"""app/models/booking.rb:31:5: Lint/UselessAssignment: Useless assignment to variable - `rows`.
app/services/payout_report.rb:12:7: Style/RedundantBegin: Redundant `begin` block detected.
standard: Run `standardrb --fix` to fix up to 0 problems.
app/models/booking.rb:31:5: Lint/UselessAssignment: Useless assignment to variable - `rows`.""", error=True)
s.read("server/app/models/booking.rb", '''  def breakdown
    rows = [
      ["Berth #{berth.code}, #{nights} nights", MoneyRounding.cents(berth.nightly_rate * nights)],
      ["Tourist tax (#{persons} × #{nights} nights)", MoneyRounding.cents(tourist_tax)]
    ]
    rows = rows + line_items.map { |li| [li.description, MoneyRounding.cents(li.amount)] }
  end''', start=26)
s.edit("server/app/models/booking.rb", '''    rows = rows + line_items.map { |li| [li.description, MoneyRounding.cents(li.amount)] }''', '''    rows + line_items.map { |li| [li.description, MoneyRounding.cents(li.amount)] }''')
s.bash("cd server && bundle exec standardrb && echo CLEAN && bundle exec rspec 2>&1 | tail -1", "Lint again and run the suite",
"""CLEAN
186 examples, 0 failures""", rlabel="standard_clean")
s.edit(".buildkite/pipeline.yml", '''      - label: ":rubocop: lint"
        key: server-lint
        agents: { queue: linux }
        command:
          - cd server
          - bundle install --jobs 4
          - bundle exec rubocop''', '''      - label: ":ruby: standardrb"
        key: server-lint
        agents: { queue: linux }
        command:
          - cd server
          - bundle install --jobs 4
          - bundle exec standardrb''', label="bk_standard_edit")
s.say("""Standard is in: `rubocop`, `rubocop-rails` and `rubocop-rspec` replaced by `standard` + `standard-rails`, `.rubocop.yml` deleted and `.standard.yml` holds only paths and the plugin. `standardrb --fix` rewrote 41 offenses (mostly string quoting in specs and hash shorthand), and it caught a real leftover: a useless reassignment in `Booking#breakdown` that only worked because it was the last expression. 186 specs green; the Buildkite lint step now runs `standardrb`.""")
s.bash("git add -A && git commit -qm \"Server: lint and format with Standard instead of RuboCop\" && git push -qu origin HEAD && gh pr create --fill 2>&1 | tail -1", "Commit and open the PR",
"""https://github.com/moorline/moorline/pull/331""", label="pr331")
s.user("Merged #331. Second experiment, and I mean experiment: Priya wants smaller images so Fly deploys get faster, and suggested ruby:3.3-alpine as the base. Try it on a throwaway branch and deploy to moorline-staging, not prod.", "alpine_try", wait=(600, 1500))
s.branch = "try/alpine"
s.edit("server/Dockerfile", '''ARG RUBY_VERSION=3.3.6
FROM ruby:$RUBY_VERSION-slim-bookworm AS base''', '''ARG RUBY_VERSION=3.3.6
FROM ruby:$RUBY_VERSION-alpine3.20 AS base''', label="alpine_edit")
s.edit("server/Dockerfile", '''RUN apt-get update -qq && \\
    apt-get install --no-install-recommends -y curl libjemalloc2 libvips42 libheif1 postgresql-client && \\
    rm -rf /var/lib/apt/lists /var/cache/apt/archives''', '''RUN apk add --no-cache curl jemalloc vips vips-heif libpq postgresql16-client tzdata gcompat''')
s.bash("git switch -qc try/alpine && cd server && docker build -q -t moorline-api:alpine . >/dev/null && docker image ls moorline-api --format '{{.Tag}} {{.Size}}' | sort && fly deploy --app moorline-staging 2>&1 | tail -3", "Build the Alpine image, compare sizes and deploy to staging",
"""alpine 164MB
bookworm 318MB
  Machine 3d8e47a1b2c9f0 [app] update succeeded (Region: ams)
Visit your newly deployed app at https://moorline-staging.fly.dev/""", label="alpine_build", rlabel="alpine_size", slow=(200, 300))
s.bash("fly logs --app moorline-staging --no-tail 2>&1 | grep -iE \"error|timeout\" | tail -5", "Check the staging logs after the Alpine deploy",
"""2026-06-09T10:41:12Z app[3d8e47a1b2c9f0] ams [error] ActiveRecord::ConnectionNotEstablished: could not translate host name "moorline-staging-db.flycast" to address: Try again
2026-06-09T10:41:40Z app[3d8e47a1b2c9f0] ams [error] ActiveRecord::ConnectionNotEstablished: could not translate host name "moorline-staging-db.flycast" to address: Try again
2026-06-09T10:43:05Z app[3d8e47a1b2c9f0] ams [error] SolidQueue::Supervisor: ActiveRecord::ConnectionNotEstablished (could not translate host name ...)
2026-06-09T10:44:51Z app[3d8e47a1b2c9f0] ams [error] HTTPX::ResolveError: can't resolve DNS for api.havennet.eu (timeout)
2026-06-09T10:46:30Z app[3d8e47a1b2c9f0] ams [error] ActiveRecord::ConnectionNotEstablished: could not translate host name "moorline-staging-db.flycast" to address: Try again""", rlabel="alpine_dns_errors")
s.think("Intermittent DNS failures on Alpine: musl's resolver queries all nameservers in parallel, has no TCP fallback and handles Fly's IPv6-only internal DNS (fdaa::3) plus AAAA-only .flycast names differently from glibc. Known class of problems. Could be worked around (e.g. resolv options, or connecting via IP), but this is the kind of thing that bites at 3 am. The size win is 154 MB.")
s.say("""The image is half the size (164 MB vs 318 MB), but staging is unhealthy: every few minutes Postgres (`moorline-staging-db.flycast`) and even `api.havennet.eu` fail to resolve. That's the musl resolver in Alpine: it handles Fly's IPv6-only internal DNS and `.flycast` names differently from glibc (parallel queries, no TCP fallback), and the failures are intermittent, which is the worst kind. There are workarounds, but I wouldn't run production on them for 150 MB.""")
s.user("Agreed, not worth it. Roll it back: staging back to the bookworm image and throw the branch away. We stay on slim-bookworm. Maybe revisit a smaller image with a distroless build some day, but not now.", "alpine_rollback", wait=(60, 180))
s.bash("cd server && git checkout main -- Dockerfile && git diff --quiet main -- Dockerfile && echo \"Dockerfile identical to main\" && fly deploy --app moorline-staging 2>&1 | tail -2", "Restore the bookworm Dockerfile and redeploy staging",
"""Dockerfile identical to main
  Machine 3d8e47a1b2c9f0 [app] update succeeded (Region: ams)
Visit your newly deployed app at https://moorline-staging.fly.dev/""", label="alpine_restore", slow=(150, 220))
s.branch = "main"
s.bash("git switch -q main && git branch -D try/alpine && sleep 300 && fly logs --app moorline-staging --no-tail 2>&1 | grep -ciE \"translate host|ResolveError\"", "Delete the branch and check staging for DNS errors over five minutes",
"""Deleted branch try/alpine (was 5f0c2d1).
0""", rlabel="alpine_gone", slow=(300, 320))
s.say("Rolled back: staging runs the `ruby:3.3.6-slim-bookworm` image again with zero DNS errors in the last five minutes, and `try/alpine` is deleted (it was never pushed). Production never saw the Alpine image.")

# =====================================================================================
# s12  2026-07-14 Tue  slow berth search (Meilisearch considered, pg_trgm); ARCHITECTURE.md
# =====================================================================================
s = Session("s12", "2026-07-14T12:20:31", "2.1.165", "claude-opus-4-7", "main", slug="amber-sounding-curlew")
s.user("Summer traffic is up and the marina search endpoint (GET /v1/marinas?q=) is now our slowest route, p95 1.8 s according to Sentry's performance tab. Someone on the team floated Meilisearch. Before we add a service, check what the query actually does.", "prompt")
s.bash("cd server && grep -n \"pg_search_scope\\|against\\|using\" app/models/marina.rb", "Look at the search scope on Marina",
"""8:  include PgSearch::Model
9:  pg_search_scope :search,
10:                  against: { name: "A", town: "B", description: "C" },
11:                  using: { tsearch: { prefix: true, dictionary: "simple" }, trigram: { threshold: 0.2 } }""", label="pgsearch_scope")
s.bash("cd server && bin/rails runner 'puts Marina.connection.exec_query(\"EXPLAIN ANALYZE \" + Marina.search(\"enkh\").to_sql).rows.flatten'", "EXPLAIN ANALYZE the search query for a prefix",
"""Sort  (cost=2241.18..2241.30 rows=48 width=1204) (actual time=1693.402..1693.405 rows=3 loops=1)
  ->  Seq Scan on marinas  (cost=0.00..2239.84 rows=48 width=1204) (actual time=41.118..1693.311 rows=3 loops=1)
        Filter: ((to_tsvector('simple', ...) @@ to_tsquery('simple', 'enkh:*')) OR (similarity(...) >= 0.2))
        Rows Removed by Filter: 4797
Planning Time: 0.9 ms
Execution Time: 1693.6 ms""")
s.say("""The query is a sequential scan over 4,800 marinas (we import all harbours in the region, not only customers) that computes `to_tsvector` and `similarity()` over name, town **and the long description** for every row: 1.7 s. No index can help as written.

Meilisearch would fix it, but it's a new service on Fly, a sync job and a second source of truth. The cheap fix first: a stored generated `tsvector` column with a GIN index, a trigram GIN index on `name` and `town` only, and drop `description` from the trigram part (it's what makes `similarity()` slow).""")
s.user("Do the cheap fix. If that gets us under 100 ms, Meilisearch is off the table for this year; I'd rather not run another stateful thing.", "meili_rejected", wait=(40, 120))
s.write("server/db/migrate/20260714123512_index_marina_search.rb", '''class IndexMarinaSearch < ActiveRecord::Migration[7.2]
  def change
    enable_extension "pg_trgm"
    add_column :marinas, :search_vector, :virtual, type: :tsvector, stored: true, as: <<~SQL
      setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(town, '')), 'B') ||
      setweight(to_tsvector('simple', coalesce(description, '')), 'C')
    SQL
    add_index :marinas, :search_vector, using: :gin
    add_index :marinas, :name, using: :gin, opclass: :gin_trgm_ops
    add_index :marinas, :town, using: :gin, opclass: :gin_trgm_ops
  end
end
''')
s.edit("server/app/models/marina.rb", '''  pg_search_scope :search,
                  against: { name: "A", town: "B", description: "C" },
                  using: { tsearch: { prefix: true, dictionary: "simple" }, trigram: { threshold: 0.2 } }''', '''  pg_search_scope :search,
    against: {name: "A", town: "B"},
    using: {
      tsearch: {prefix: true, dictionary: "simple", tsvector_column: "search_vector"},
      trigram: {threshold: 0.2, only: [:name, :town]}
    }''')
s.bash("cd server && bin/rails db:migrate 2>&1 | tail -2 && bin/rails runner 'puts Marina.connection.exec_query(\"EXPLAIN ANALYZE \" + Marina.search(\"enkh\").to_sql).rows.flatten.last' && bundle exec rspec spec/models/marina_spec.rb spec/requests/marinas_spec.rb 2>&1 | tail -1", "Migrate, re-run EXPLAIN and the search specs",
"""-- add_index(:marinas, :town, {using: :gin, opclass: :gin_trgm_ops})
== 20260714123512 IndexMarinaSearch: migrated (0.4120s) =======================
Execution Time: 3.8 ms
29 examples, 0 failures""", rlabel="search_fast")
s.say("From 1,693 ms to **3.8 ms** with the GIN indexes (bitmap scans on `search_vector` and the trigram indexes), and the 29 search specs pass, including the typo cases (`enkhuisen`). So pg_search stays and Meilisearch isn't needed.")
s.user("Great. PR that and then one more chore: docs/ARCHITECTURE.md is from last summer and a new contractor starts Monday. Rewrite it so it describes what we actually run today. Check the repo rather than trusting my memory.", "arch_request", wait=(120, 300))
s.branch = "server/search-index"
s.bash("git switch -qc server/search-index && git add -A && git commit -qm \"Marina search: stored tsvector + trigram GIN indexes\" && git push -qu origin HEAD && gh pr create --fill 2>&1 | tail -1", "Commit and open the search PR",
"""https://github.com/moorline/moorline/pull/342""")
s.branch = "main"
s.read("docs/ARCHITECTURE.md", '''# Moorline architecture

_Last updated: 2025-08-19_

Moorline lets boat owners find and book visitor berths; marinas manage berths and invoices.

## Components

- **server/**: Rails 7.2 API on Ruby 3.2, PostgreSQL. Background jobs with Sidekiq (Redis), scheduled
  with sidekiq-cron. Invoices are drawn with Prawn. Partner APIs (HavenNet, Mollie) via Faraday.
  Errors to Sentry. Lint: RuboCop (+ rails, rspec).
- **android/**: Kotlin + Jetpack Compose, Hilt. Networking: Retrofit + OkHttp + Moshi. Images: Glide.
  Crash reporting: Sentry. minSdk 24. Tests: JUnit4, mockito-kotlin, Turbine. ktlint.

## Infrastructure

- Hosting: Heroku (EU), app `moorline-api`, Heroku Postgres + Heroku Redis.
- CI: Jenkins on the office VM (Jenkinsfile); deploys with `git push heroku` from Jenkins.

## Process

- Squash merges only. Billing code (server/app/pdfs, billing/) is reviewed by Tomasz.''', label="arch_old_read", rlabel="arch_old")
s.bash("cat .github/CODEOWNERS; grep -n \"^ruby\\|^gem \\\"\\(rails\\|solid_queue\\|prawn\\|httpx\\|sentry-rails\\|standard\\|pg_search\\)\\\"\" server/Gemfile; grep -n \"minSdk\\|ktor-client-core\\|coil-compose\\|firebase-crashlytics\\|mockk\" android/app/build.gradle.kts android/gradle/libs.versions.toml | head -8; head -3 server/Dockerfile | tail -2; ls .buildkite; grep -n primary_region server/fly.toml", "Collect the current facts from the repo",
"""# Billing and invoices: Aisha (since 2026-04-13, previously Tomasz)
/server/app/pdfs/        @aisha-okafor
/server/app/billing/     @aisha-okafor
/.buildkite/             @priya-raman
/android/                @aisha-okafor @ines-moreau
server/Gemfile:3:ruby "3.3.6"
server/Gemfile:5:gem "rails", "~> 7.2.2"
server/Gemfile:11:gem "pg_search"
server/Gemfile:16:gem "solid_queue", "~> 1.1"
server/Gemfile:20:gem "prawn", "~> 2.5"
server/Gemfile:25:gem "httpx", "~> 1.4"
server/Gemfile:28:gem "sentry-rails"
server/Gemfile:41:  gem "standard", ">= 1.40", require: false
android/app/build.gradle.kts:31:        minSdk = 26
android/gradle/libs.versions.toml:5:ktor = "3.1.3"
android/gradle/libs.versions.toml:17:ktor-client-core = { group = "io.ktor", name = "ktor-client-core", version.ref = "ktor" }
android/gradle/libs.versions.toml:19:coil-compose = { group = "io.coil-kt.coil3", name = "coil-compose", version.ref = "coil" }
android/gradle/libs.versions.toml:22:firebase-crashlytics = { group = "com.google.firebase", name = "firebase-crashlytics" }
android/gradle/libs.versions.toml:26:mockk = { group = "io.mockk", name = "mockk", version.ref = "mockk" }
ARG RUBY_VERSION=3.3.6
FROM ruby:$RUBY_VERSION-slim-bookworm AS base
pipeline.yml
primary_region = "ams\"""", label="repo_facts", rlabel="repo_facts_out")
s.write("docs/ARCHITECTURE.md", '''# Moorline architecture

_Last updated: 2026-07-14_

Moorline lets boat owners find and book visitor berths; marinas manage berths and invoices.

## Components

- **server/**: Rails 7.2 API on Ruby 3.3 (PostgreSQL).
  - Background jobs: Solid Queue (tables in the main database, supervisor runs as a Puma plugin),
    schedules in `config/recurring.yml`, dashboard (Mission Control) at `/admin/jobs`. No Redis.
  - Invoices: Prawn (`app/pdfs/invoice_pdf.rb`). An HTML/Chromium renderer (Grover) was tried in
    Feb-Apr 2026 and reverted: it OOM-killed the app machines.
  - Outbound HTTP (HavenNet, Mollie): httpx, one persistent HTTP/2 connection per client.
  - Search: pg_search over a stored `tsvector` column + trigram GIN indexes.
  - Errors and performance: Sentry (`sentry-rails`).
  - Lint/format: Standard (`standardrb` with `standard-rails`); there is no `.rubocop.yml`.
- **android/**: Kotlin + Jetpack Compose, Hilt, minSdk 26.
  - Networking: Ktor client (OkHttp engine) + kotlinx.serialization.
  - Images: Coil 3.
  - Crash reporting: Firebase Crashlytics (the server still uses Sentry).
  - Tests: JUnit4, MockK, Turbine. Formatting: ktlint.

## Infrastructure

- Hosting: Fly.io, app `moorline-api`, region `ams` (staging: `moorline-staging`). Docker image
  `ruby:3.3.6-slim-bookworm` (Alpine was tried in June 2026 and dropped: musl DNS issues on Fly).
- CI: Buildkite with our own agents (queue `linux`: server; queue `android`: Mac mini with the
  emulator). `main` deploys to Fly from Buildkite.

## Process

- Squash merges only; the PR title becomes the commit on `main`.
- Reviews (see `.github/CODEOWNERS`): billing and invoices by Aisha, CI by Priya, Android by
  Aisha or Ines.
''', update=True, label="arch_new_write", rlabel="arch_new_written")
s.bash("git switch -qc docs/architecture && git commit -qam \"docs: ARCHITECTURE.md describes the 2026 stack\" && git push -qu origin HEAD && gh pr create --fill 2>&1 | tail -1", "Open a docs PR",
"""https://github.com/moorline/moorline/pull/343""")
s.branch = "docs/architecture"
s.say("""PR #343 rewrites `docs/ARCHITECTURE.md` from the repo itself (Gemfile, version catalog, Dockerfile, `fly.toml`, `.buildkite/`, CODEOWNERS) rather than from memory. Compared to the August 2025 version, almost every line changed: Sidekiq → Solid Queue, Faraday → httpx, RuboCop → Standard, Heroku → Fly.io, Jenkins → Buildkite, Ruby 3.2 → 3.3 on bookworm; on Android Retrofit/Moshi → Ktor, Glide → Coil, Sentry → Crashlytics, mockito-kotlin → MockK, minSdk 24 → 26; and billing reviews moved from Tomasz to Aisha. Prawn is the one thing that changed and came back.

I also noted the two experiments that didn't stick (Grover, Alpine) so the contractor doesn't retry them blindly.""")
s.user("Perfect, that's exactly the onboarding doc I wanted. Merging both.", wait=(90, 240))
s.say("Both PRs are yours to merge; after the search index deploys, the marina search p95 in Sentry should drop within an hour.")
s.duration()


# =====================================================================================
# facts
# =====================================================================================
def F(timeline, subject, predicate, obj, start, end, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
           "evidence": ev(*evidence), "timeline": timeline}
    if note:
        row["note"] = note
    return row


FIRST = "in place when first mentioned; its true start is unknown"
FACTS = [
    F("android_http_client", "moorline android app", "http_client", "Retrofit (on OkHttp, with the Moshi converter)", "2025-10-02", "2025-11-11",
      ["s02.catalog", "s04.ktor_decision", "s04.retrofit_module_out"], FIRST + " (first seen in the version catalog, 2025-10-02)"),
    F("android_http_client", "moorline android app", "http_client", "Ktor client (OkHttp engine) with kotlinx.serialization", "2025-11-11", None,
      ["s04.ktor_decision", "s04.ktor_libs_edit", "s04.ktor_gradle_edit", "s04.ktor_classpath", "s04.ktor_merged", "s12.repo_facts_out"],
      "decided and done in the same session; PR #244 merged the same day. OkHttp stays underneath as Ktor's engine"),
    F("server_http_client", "moorline server", "http_client", "Faraday (with faraday-retry)", "2025-09-16", "2026-04-08",
      ["s01.gemfile", "s01.gemfile_tour", "s09.faraday_client"], FIRST),
    F("server_http_client", "moorline server", "http_client", "httpx", "2026-04-08", None,
      ["s09.httpx_decision", "s09.httpx_add", "s09.httpx_client_write", "s09.httpx_merged", "s12.repo_facts_out"],
      "PR #303 merged the same day; only the server, the Android app keeps Ktor"),
    F("android_image_loading", "moorline android app", "image_loading_library", "Glide", "2025-10-02", "2026-03-10",
      ["s02.prompt", "s02.glide_grep_out", "s02.catalog"], FIRST),
    F("android_image_loading", "moorline android app", "image_loading_library", "Coil 3", "2026-03-10", None,
      ["s08.catalog_coil_out", "s10.prompt", "s10.coil_asyncimage", "s12.repo_facts_out"],
      "implicit: never announced; dated by the first session that shows Coil (the version catalog on 2026-03-10). s10 mentions 'the image loading rewrite in February', so the real switch is probably February 2026"),
    F("android_mocking", "moorline android tests", "mocking_library", "mockito-kotlin (Mockito)", "2025-09-16", "2025-10-02",
      ["s01.mockito_gradle", "s01.mockito_explained", "s02.catalog", "s02.mockito_fail"], FIRST),
    F("android_mocking", "moorline android tests", "mocking_library", "MockK", "2025-10-02", None,
      ["s02.mockk_decision", "s02.mockk_lib_edit", "s02.mockk_gradle_edit", "s02.mockk_deps", "s02.merged_220"],
      "decided and done in the same session; PR #220 squash-merged the same day"),
    F("ci", "moorline", "ci_provider", "Jenkins", "2025-09-16", "2025-10-21",
      ["s01.rules", "s02.ci_eval", "s03.buildkite_decision", "s03.jenkinsfile"], FIRST),
    F("ci", "moorline", "ci_provider", "Buildkite (own agents)", "2025-10-21", None,
      ["s03.buildkite_decision", "s03.pipeline_write", "s03.rm_jenkinsfile", "s03.second_build", "s03.buildkite_merged"],
      "evaluation announced 2025-10-02 ('we decide next week'); decided and merged 2025-10-21. GitHub Actions was considered and rejected"),
    F("server_jobs", "moorline server", "background_jobs", "Sidekiq (with sidekiq-cron, on Redis)", "2025-09-16", "2026-02-05",
      ["s01.gemfile", "s01.gemfile_tour", "s05.sidekiq_job", "s07.sidekiq_inventory"], FIRST),
    F("server_jobs", "moorline server", "background_jobs", "Solid Queue (on PostgreSQL)", "2026-02-05", None,
      ["s05.plans_dec", "s07.sq_start", "s07.sq_gemfile_edit", "s07.sq_lockfile_diff", "s07.grover_decision", "s12.repo_facts_out"],
      "decided 2025-12-03 for 'after the holiday freeze'; done and merged (PR #277) on 2026-02-05"),
    F("invoice_pdf", "moorline server", "invoice_pdf_generation", "Prawn", "2025-09-16", "2026-02-05",
      ["s01.gemfile", "s01.gemfile_tour", "s07.grover_decision"], FIRST + " (the invoice is a Prawn::Document in s01)"),
    F("invoice_pdf", "moorline server", "invoice_pdf_generation", "Grover (HTML rendered by headless Chromium)", "2026-02-05", "2026-04-08",
      ["s07.grover_decision", "s07.grover_add", "s07.grover_add_out", "s07.dockerfile_chromium_edit", "s07.grover_merged"],
      "PR #279 merged and deployed on 2026-02-05"),
    F("invoice_pdf", "moorline server", "invoice_pdf_generation", "Prawn", "2026-04-08", None,
      ["s09.grover_revert_decision", "s09.git_revert_cmd", "s09.git_revert_out", "s09.prawn_back", "s09.revert_merged", "s12.repo_facts_out"],
      "git revert of the Grover commit, PR #301 merged and deployed the same day; a state that comes back"),
    F("hosting", "moorline server", "hosted_on", "Heroku", "2025-09-16", "2026-01-08",
      ["s01.prompt", "s03.jenkinsfile", "s05.plans_dec"], FIRST),
    F("hosting", "moorline server", "hosted_on", "Fly.io (region ams)", "2026-01-08", None,
      ["s05.plans_dec", "s06.fly_cutover", "s06.fly_deploy_out", "s12.repo_facts_out"],
      "decided 2025-12-03 for January; 'we cut over to Fly last Thursday' said on Tue 2026-01-13 = Thu 2026-01-08"),
    F("ruby_version", "moorline server", "ruby_version", "Ruby 3.2", "2025-09-16", "2026-01-13",
      ["s01.gemfile", "s06.dockerfile_bullseye"], FIRST + " (Gemfile pins 3.2.5)"),
    F("ruby_version", "moorline server", "ruby_version", "Ruby 3.3", "2026-01-13", None,
      ["s06.ruby33_decision", "s06.gemfile_ruby_edit", "s06.dockerfile_bookworm_edit", "s06.ruby_v_prod"],
      "3.3.6; merged (PR #263) and deployed to Fly the same day"),
    F("docker_base_image", "moorline server", "docker_base_image", "ruby:3.2.5-slim-bullseye (Debian bullseye)", "2026-01-08", "2026-01-13",
      ["s06.fly_cutover", "s06.dockerfile_bullseye"],
      "the Dockerfile was introduced for the Fly.io move; dated by the cutover on 2026-01-08 (first read on 2026-01-13)"),
    F("docker_base_image", "moorline server", "docker_base_image", "ruby:3.3.6-slim-bookworm (Debian bookworm)", "2026-01-13", None,
      ["s06.dockerfile_bookworm_edit", "s06.bookworm_vips", "s06.fly_deploy_out", "s11.alpine_rollback", "s11.alpine_gone", "s12.repo_facts_out"],
      "an Alpine base (ruby:3.3.6-alpine3.20) was tried on staging on 2026-06-09 and rolled back the same session; it never became a state"),
    F("ruby_lint", "moorline server", "ruby_lint_format", "RuboCop (with rubocop-rails and rubocop-rspec)", "2025-09-16", "2026-06-09",
      ["s01.rubocop_run", "s01.gemfile", "s03.jenkinsfile", "s11.rubocop_yml"], FIRST),
    F("ruby_lint", "moorline server", "ruby_lint_format", "Standard (standardrb with standard-rails)", "2026-06-09", None,
      ["s11.standard_decision", "s11.standard_gemfile_edit", "s11.rm_rubocop_yml", "s11.standard_yml_write", "s11.bk_standard_edit", "s11.alpine_try"],
      "PR #331 merged the same day ('Merged #331' in s11)"),
    F("android_min_sdk", "moorline android app", "min_sdk", "API 24 (Android 7.0)", "2026-03-10", "2026-05-06",
      ["s08.minsdk24", "s08.minsdk_plan"], FIRST + " (first shown by grep on 2026-03-10)"),
    F("android_min_sdk", "moorline android app", "min_sdk", "API 26 (Android 8.0)", "2026-05-06", None,
      ["s08.minsdk_plan", "s10.minsdk_go", "s10.minsdk26_edit", "s10.minsdk26_build", "s10.minsdk_merged", "s12.repo_facts_out"],
      "decided 2026-03-10 for 'right after the 2.0 release' (2026-03-24); done and merged on 2026-05-06 (ships to users with 2.1)"),
    F("android_crash_reporting", "moorline android app", "crash_reporting", "Sentry (sentry-android)", "2025-10-02", "2026-03-10",
      ["s02.catalog", "s08.crashlytics_decision", "s08.sentry_android_refs"], FIRST + " (first seen in the version catalog)"),
    F("android_crash_reporting", "moorline android app", "crash_reporting", "Firebase Crashlytics", "2026-03-10", None,
      ["s08.crashlytics_decision", "s08.crashlytics_lib_edit", "s08.crashlytics_plugin_edit", "s08.crashlytics_gradle_edit", "s08.crashlytics_merged", "s12.repo_facts_out"],
      "PR #288 merged 2026-03-10; it reached users with the 2.0 release on 2026-03-24"),
    F("server_error_tracking", "moorline server", "error_tracking", "Sentry (sentry-ruby, sentry-rails)", "2025-09-16", None,
      ["s01.gemfile", "s01.gemfile_tour", "s08.crashlytics_decision", "s12.prompt", "s12.repo_facts_out"],
      "single state; the Android switch to Crashlytics explicitly left the server on Sentry"),
    F("billing_reviewer", "moorline billing code", "reviewed_by", "Tomasz", "2025-09-16", "2026-04-13",
      ["s01.rules", "s07.grover_decision", "s09.owner_change"], FIRST),
    F("billing_reviewer", "moorline billing code", "reviewed_by", "Aisha", "2026-04-13", None,
      ["s09.owner_change", "s12.repo_facts_out"],
      "'he's moving to the platform team next Monday' said on Wed 2026-04-08 = Mon 2026-04-13; CODEOWNERS confirms the date"),
    F("ci_reviewer", "moorline ci config", "reviewed_by", "Priya", "2025-10-21", None,
      ["s03.priya_ci", "s12.repo_facts_out"], "single state, stated when Buildkite was adopted"),
    F("merge_policy", "moorline", "merge_policy", "squash merges only", "2025-09-16", None,
      ["s01.rules", "s12.arch_new_write"], "single state; team rule stated in conversation"),
    F("database", "moorline server", "database", "PostgreSQL", "2025-09-16", None,
      ["s01.gemfile", "s01.gemfile_tour", "s07.sq_start"], "single state"),
    F("server_search", "moorline server", "search_engine", "pg_search (PostgreSQL full-text and trigram)", "2025-09-16", None,
      ["s01.gemfile_tour", "s12.pgsearch_scope", "s12.meili_rejected", "s12.search_fast"],
      "single state; Meilisearch was considered on 2026-07-14 and rejected"),
]


# =====================================================================================
# questions
# =====================================================================================
D = {  # accepted spellings of the dates asked about
    "2025-10-21": ["2025-10-21", "october 21", "oct 21", "21 october", "21 oct"],
    "2026-01-08": ["2026-01-08", "january 8", "jan 8", "8 january", "8 jan"],
    "2026-04-13": ["2026-04-13", "april 13", "apr 13", "13 april", "13 apr"],
    "2026-05-06": ["2026-05-06", "may 6", "6 may"],
    "2026-02-05": ["2026-02-05", "february 5", "feb 5", "5 february", "5 feb"],
    "2026-04-08": ["2026-04-08", "april 8", "apr 8", "8 april", "8 apr"],
}
Q: list[dict] = []


def q(kind, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
    row = {"id": f"q{len(Q) + 1:02d}", "type": kind, "timeline": timeline, "question": question}
    if as_of:
        row["as_of"] = as_of
    row.update({"answer": answer, "accept": accept})
    if ordered:
        row["accept_all"] = True
        row["ordered_accept"] = ordered
    row["evidence"] = ev(*evidence)
    Q.append(row)


# before
q("before", "android_http_client", "What did the Android app make its API calls with before we moved to Ktor?",
  "Retrofit (on OkHttp, with the Moshi converter), until the move to Ktor client on 2025-11-11.",
  ["retrofit"], ["s02.catalog", "s04.ktor_decision", "s04.retrofit_module_out"])
q("before", "ci", "Which CI server did we have before Buildkite?",
  "Jenkins, on a VM in the office (Jenkinsfile); it was replaced by Buildkite on 2025-10-21 after it kept falling over.",
  ["jenkins"], ["s01.rules", "s03.buildkite_decision", "s03.jenkinsfile"])
q("before", "server_jobs", "What ran the background jobs on the Rails side before Solid Queue?",
  "Sidekiq 7 with sidekiq-cron for the schedules, backed by Redis; Solid Queue replaced it on 2026-02-05.",
  ["sidekiq"], ["s01.gemfile", "s05.sidekiq_job", "s07.sq_gemfile_edit", "s07.sq_lockfile_diff"])
q("before", "android_mocking", "Which mocking library did the Android unit tests use before MockK?",
  "mockito-kotlin (Mockito 5), replaced by MockK on 2025-10-02.",
  ["mockito"], ["s01.mockito_gradle", "s02.mockito_fail", "s02.mockk_lib_edit"])
q("before", "ruby_lint", "What did we lint the Ruby code with before Standard?",
  "RuboCop with the rubocop-rails and rubocop-rspec plugins and a heavily customised .rubocop.yml; Standard replaced it on 2026-06-09.",
  ["rubocop"], ["s01.rubocop_run", "s01.gemfile", "s11.rubocop_yml", "s11.standard_gemfile_edit"])
q("before", "hosting", "Where did the API run before Fly.io?",
  "On Heroku (app moorline-api, with Heroku Postgres and Heroku Redis); the cutover to Fly.io was on 2026-01-08.",
  ["heroku"], ["s01.prompt", "s05.plans_dec", "s06.fly_cutover"])

# after
q("after", "server_http_client", "What did the server switch to after Faraday for talking to the partner APIs?",
  "httpx (one persistent HTTP/2 connection per client), from 2026-04-08.",
  ["httpx"], ["s09.httpx_decision", "s09.httpx_add", "s09.httpx_client_write"])
q("after", "android_crash_reporting", "Once Sentry was removed from the Android app, what collected its crashes?",
  "Firebase Crashlytics (from 2026-03-10; the server stayed on Sentry).",
  ["crashlytics"], ["s08.crashlytics_decision", "s08.crashlytics_gradle_edit"])
q("after", "invoice_pdf", "After the Grover experiment ended, what did invoice PDFs go back to?",
  "Prawn: the Grover commit was reverted with git revert on 2026-04-08 and the old Prawn InvoicePdf came back.",
  ["prawn"], ["s09.grover_revert_decision", "s09.git_revert_out", "s09.prawn_back"])
q("after", "android_image_loading", "Which image library took over from Glide in the Android app?",
  "Coil (Coil 3, `AsyncImage`); the switch was never announced, it just shows up in the version catalog by March 2026.",
  ["coil"], ["s08.catalog_coil_out", "s10.coil_asyncimage"])
q("after", "docker_base_image", "What did the server's Docker base image change to after bullseye?",
  "ruby:3.3.6-slim-bookworm (Debian bookworm), on 2026-01-13, so that libvips could read HEIC photos.",
  ["bookworm"], ["s06.dockerfile_bookworm_edit", "s06.bookworm_vips"])
q("after", "billing_reviewer", "Who took over billing reviews when Tomasz left that role?",
  "Aisha, from Monday 2026-04-13, when Tomasz moved to the platform team.",
  ["aisha"], ["s09.owner_change", "s12.repo_facts_out"])

# current
q("current", "server_http_client", "Which HTTP client library does the Rails server use these days?",
  "httpx (since 2026-04-08; Faraday before).",
  ["httpx"], ["s09.httpx_decision", "s09.httpx_add", "s12.repo_facts_out"])
q("current", "android_http_client", "What does the Android app use for HTTP right now?",
  "Ktor client (with the OkHttp engine) and kotlinx.serialization, since 2025-11-11.",
  ["ktor"], ["s04.ktor_libs_edit", "s04.ktor_merged", "s12.repo_facts_out"])
q("current", "server_error_tracking", "Where do server-side exceptions get reported at the moment?",
  "Sentry (sentry-ruby/sentry-rails); only the Android app moved to Crashlytics.",
  ["sentry"], ["s01.gemfile", "s08.crashlytics_decision", "s12.repo_facts_out"])
q("current", "android_crash_reporting", "What does the Android app report crashes to now?",
  "Firebase Crashlytics (since 2026-03-10).",
  ["crashlytics"], ["s08.crashlytics_decision", "s08.crashlytics_gradle_edit", "s12.repo_facts_out"])
q("current", "invoice_pdf", "Which library produces our invoice PDFs today?",
  "Prawn (with prawn-table). Grover was used from 2026-02-05 to 2026-04-08 and reverted.",
  ["prawn"], ["s09.git_revert_out", "s09.prawn_back", "s12.repo_facts_out"])
q("current", "ruby_lint", "What's our Ruby linter and formatter now?",
  "Standard (standardrb with standard-rails), since 2026-06-09; there is no .rubocop.yml any more.",
  ["standardrb", "standard"], ["s11.standard_decision", "s11.standard_yml_write", "s11.bk_standard_edit"])
q("current", "android_min_sdk", "What's the oldest Android version the app still supports?",
  "Android 8.0: minSdk is 26 since 2026-05-06.",
  ["26", "8.0"], ["s10.minsdk26_edit", "s10.minsdk_merged", "s12.repo_facts_out"])
q("current", "ci", "What runs our CI builds these days?",
  "Buildkite, with our own agents (the office Linux box and the Mac mini).",
  ["buildkite"], ["s03.pipeline_write", "s03.buildkite_merged", "s11.bk_standard_edit"])
q("current", "merge_policy", "How are pull requests merged in this repo?",
  "Squash merges only; the PR title becomes the commit message on main.",
  ["squash"], ["s01.rules", "s12.arch_new_write"])
q("current", "ci_reviewer", "Who should review a change to the Buildkite pipeline?",
  "Priya (she set up the agents; CODEOWNERS assigns .buildkite/ to her).",
  ["priya"], ["s03.priya_ci", "s12.repo_facts_out"])

# as_of
q("as_of", "server_jobs", "As of 2025-12-20, what was running the server's background jobs?",
  "Sidekiq (with sidekiq-cron and Redis); the move to Solid Queue was decided for after the holiday freeze and happened on 2026-02-05.",
  ["sidekiq"], ["s05.sidekiq_job", "s05.plans_dec", "s07.sq_gemfile_edit"], as_of="2025-12-20")
q("as_of", "invoice_pdf", "On 2026-03-01, how were invoice PDFs being generated?",
  "With Grover: an ERB/HTML template rendered to PDF by headless Chromium (2026-02-05 to 2026-04-08).",
  ["grover", "chromium"], ["s07.grover_decision", "s07.grover_add_out", "s09.grover_revert_decision"], as_of="2026-03-01")
q("as_of", "hosting", "As of 2025-12-31, where was production running?",
  "Still on Heroku; the Fly.io cutover came on 2026-01-08.",
  ["heroku"], ["s05.plans_dec", "s06.fly_cutover"], as_of="2025-12-31")
q("as_of", "android_min_sdk", "What was the Android app's minSdk as of 2026-04-15?",
  "24 (Android 7.0), with core library desugaring as a stopgap; it went to 26 on 2026-05-06.",
  ["24"], ["s08.minsdk24", "s08.minsdk_plan", "s10.minsdk26_edit"], as_of="2026-04-15")
q("as_of", "billing_reviewer", "Who was reviewing billing code as of 2026-04-10?",
  "Tomasz; Aisha took over on Monday 2026-04-13.",
  ["tomasz"], ["s09.owner_change"], as_of="2026-04-10")
q("as_of", "ruby_version", "Which Ruby version did the server run on 2025-11-30?",
  "Ruby 3.2 (3.2.5); the upgrade to 3.3.6 was on 2026-01-13.",
  ["3.2"], ["s01.gemfile", "s06.dockerfile_bullseye", "s06.gemfile_ruby_edit"], as_of="2025-11-30")
q("as_of", "android_http_client", "As of 2025-10-15, what library did the Android app call the backend with?",
  "Retrofit (with OkHttp and Moshi); Ktor replaced it on 2025-11-11.",
  ["retrofit"], ["s02.catalog", "s04.retrofit_module_out", "s04.ktor_decision"], as_of="2025-10-15")

# when
q("when", "ci", "When did we move CI off Jenkins?",
  "On 2025-10-21, when the Buildkite pipeline was merged (PR #231).",
  D["2025-10-21"], ["s03.buildkite_decision", "s03.buildkite_merged"])
q("when", "hosting", "When was the cutover from Heroku to Fly?",
  "Thursday 2026-01-08 ('last Thursday', said on Tuesday 2026-01-13).",
  D["2026-01-08"], ["s06.fly_cutover"])
q("when", "billing_reviewer", "Since when has Aisha been the one reviewing billing changes?",
  "Since Monday 2026-04-13 ('next Monday', said on Wednesday 2026-04-08).",
  D["2026-04-13"], ["s09.owner_change", "s12.repo_facts_out"])
q("when", "android_min_sdk", "When did the app's minSdk go up to 26?",
  "On 2026-05-06 (PR #318), after the 2.0 release of 2026-03-24, as planned on 2026-03-10; it reaches users with 2.1.",
  D["2026-05-06"], ["s08.minsdk_plan", "s10.minsdk_go", "s10.minsdk26_edit"])
q("when", "server_jobs", "When did Solid Queue replace Sidekiq?",
  "On 2026-02-05 (PR #277), after being decided on 2025-12-03 for after the holiday freeze.",
  D["2026-02-05"], ["s05.plans_dec", "s07.sq_start", "s07.grover_decision"])
q("when", "invoice_pdf", "When did we roll back the Grover invoice rendering?",
  "On 2026-04-08: `git revert` of the Grover commit, merged and deployed as PR #301 the same day.",
  D["2026-04-08"], ["s09.git_revert_cmd", "s09.revert_merged"])

# why
q("why", "ci", "Why Buildkite and not GitHub Actions?",
  "Running the Android emulator tests on GitHub's hosted runners would have cost more per month than the whole Heroku bill; Buildkite lets the builds run on our own machines (the office Linux box and Mac mini) with a hosted dashboard. Jenkins itself kept falling over (disk full).",
  ["emulator", "hosted runners", "own machines"], ["s03.buildkite_decision", "s02.ci_eval"])
q("why", "invoice_pdf", "Why did we get rid of Grover?",
  "Chromium OOM-killed both 512 MB app machines during the monthly invoice run (on Apr 1 and Apr 6), taking the API down since Solid Queue runs inside Puma; the image had also grown to about 900 MB, and bigger machines weren't worth it.",
  ["out of memory", "oom", "memory"], ["s09.grover_revert_decision", "s07.grover_size"])
q("why", "android_crash_reporting", "Why did the Android app stop sending crashes to Sentry?",
  "A Sentry overage: 1.9M events in February against a 500k plan, 93% from the Android app (ANRs and network errors). Firebase was already in the app for push, and Crashlytics is free.",
  ["overage", "1.9m", "events", "free"], ["s08.crashlytics_decision"])
q("why", "android_http_client", "What was the reason for moving the Android networking to Ktor?",
  "Aisha was starting the iOS app with Kotlin Multiplatform and a shared module, and Retrofit is JVM-only; the move also fixed the booking screen hanging on weak marina wifi with a 20-second request timeout.",
  ["multiplatform", "kmp", "ios", "jvm-only"], ["s04.ktor_decision", "s04.ktor_module_write"])
q("why", "docker_base_image", "Why did the Docker image move from bullseye to bookworm?",
  "iPhone HEIC photo uploads failed after the move to Fly: bullseye's libvips 8.10 has no HEIF support; bookworm ships libvips 8.14 with it. Ruby went to 3.3 in the same change because 3.2 reaches end of life in March 2026.",
  ["heic", "heif", "libvips", "vips"], ["s06.fly_cutover", "s06.dockerfile_bullseye", "s06.ruby33_decision"])
q("why", "server_http_client", "Why did the server drop Faraday?",
  "The HavenNet client opened a new Faraday connection (new TCP and TLS handshake) for every request, so the partner sync took 6-7 minutes; httpx keeps one persistent HTTP/2 connection and multiplexes requests (30 calls: 9.8 s → 0.71 s, full sync 48 s).",
  ["handshake", "http/2", "persistent", "connection"], ["s09.revert_merged", "s09.faraday_client", "s09.httpx_bench"])

# history
q("history", "invoice_pdf", "Walk me through how invoice PDFs have been produced over time.",
  "Prawn at first; Grover (HTML through headless Chromium) from 2026-02-05; then back to Prawn on 2026-04-08 after a git revert.",
  ["prawn", "grover"], ["s01.gemfile", "s07.grover_add_out", "s09.git_revert_out"], ordered=[["prawn"], ["grover"], ["prawn"]])
q("history", "server_jobs", "How has the job processing on the server evolved?",
  "Sidekiq with sidekiq-cron on Redis until 2026-02-05, then Solid Queue on the main Postgres database (decided 2025-12-03).",
  ["sidekiq", "solid queue"], ["s01.gemfile", "s05.plans_dec", "s07.sq_gemfile_edit"], ordered=[["sidekiq"], ["solid queue", "solid_queue"]])
q("history", "billing_reviewer", "Who has owned the billing code reviews over time?",
  "Tomasz until 2026-04-13, then Aisha.",
  ["tomasz", "aisha"], ["s01.rules", "s09.owner_change"], ordered=[["tomasz"], ["aisha"]])
q("history", "docker_base_image", "Which base images has the server's Docker image used?",
  "ruby:3.2.5-slim-bullseye when the Dockerfile was introduced for Fly, then ruby:3.3.6-slim-bookworm from 2026-01-13. An Alpine image was only tried on staging in June 2026 and rolled back.",
  ["bullseye", "bookworm"], ["s06.dockerfile_bullseye", "s06.dockerfile_bookworm_edit", "s11.alpine_gone"], ordered=[["bullseye"], ["bookworm"]])

# negative
q("negative", "ci", "Did we ever run our CI on GitHub Actions?",
  "No. It was considered alongside Buildkite in October 2025, but the hosted emulator minutes were too expensive; we went from Jenkins straight to Buildkite.",
  ["no", "never"], ["s02.ci_eval", "s03.buildkite_decision"])
q("negative", "docker_base_image", "Did production ever run on an Alpine-based image?",
  "No. Alpine was tried on staging on 2026-06-09 and rolled back the same day (musl DNS failures on Fly); production stayed on slim-bookworm.",
  ["no", "never"], ["s11.alpine_try", "s11.alpine_dns_errors", "s11.alpine_rollback", "s11.alpine_gone"])
q("negative", "server_search", "Are we using Meilisearch for the marina search?",
  "No. It was floated in July 2026, but GIN indexes brought the pg_search query from 1.7 s to 3.8 ms, so it was ruled out.",
  ["no", "never"], ["s12.prompt", "s12.meili_rejected", "s12.search_fast"])
q("negative", "server_error_tracking", "Did the backend move to Crashlytics as well when the Android app did?",
  "No. Only the Android app moved to Firebase Crashlytics; the server stays on Sentry.",
  ["no", "sentry"], ["s08.crashlytics_decision"])
q("negative", "android_http_client", "Was Volley ever used in the Android app?",
  "No, Volley never came up: the app used Retrofit and then Ktor client.",
  ["no", "never"], ["s02.catalog", "s04.ktor_libs_edit"])
q("negative", "hosting", "Have we ever deployed moorline to Kubernetes?",
  "No, Kubernetes never came up: the API ran on Heroku, then on Fly.io.",
  ["no", "never"], ["s01.prompt", "s06.fly_cutover"])


# =====================================================================================
# output
# =====================================================================================
def write_transcripts() -> None:
    folder = HERE / "transcripts"
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.jsonl"):
        old.unlink()
    for sess in SESSIONS:
        n = sess.dump(folder)
        print(f"{sess.key} {sess.sid} {sess.lines[0]['timestamp'][:10] if 'timestamp' in sess.lines[0] else sess.lines[1]['timestamp'][:10]} {n} lines")


def write_jsonl(name: str, rows: list[dict]) -> None:
    with open(HERE / name, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write_transcripts()
    write_jsonl("facts.jsonl", FACTS)
    write_jsonl("questions.jsonl", Q)
    print(f"{len(FACTS)} facts, {len(Q)} questions")
