"""Claims from a coding agent's tool calls: what a session changed, as the commands and edits did it.

- A commit or pull-request message is prose about the change ("web: replace Jest with Vitest"):
  it is read like any sentence (ingest/claims.py).
- A revert commit git reports (`[main 4f2a9c1] Revert "server: replace HTTPoison with Req"`) takes the
  change its message told back: the slot returns to what it replaced.
- A command that removes one dependency and adds another (`npm uninstall jest && npm install -D
  vitest`, `pnpm remove date-fns && pnpm add @js-temporal/polyfill`) swaps them; one that only
  removes ends it. The verb may follow a tool's subcommands or the tool that runs it (`flutter pub
  add`, `python -m pip install`, `npx expo install`), and .NET names the package after the noun
  (`dotnet add src/Api package Serilog`).
- An edit of a dependency manifest that takes one dependency out and puts another in swaps them;
  one that only takes one out ends it. The same holds for a manifest's diff in a tool's output
  (`git diff go.mod` after `go mod tidy`), where indirect (transitive) dependencies are skipped.
  A dependency line is read in each manifest grammar: `name: version` pairs (package.json,
  pyproject, Cargo, go.mod, requirements) and declarations (`gem`, `pod`, Gradle configurations,
  Elixir's `{:name, ...}`, SwiftPM's `.package(url:)`, .NET's PackageReference, Maven's artifactId,
  a Gradle version catalog's libraries).
- A language's version changed by an edit or a diff (`go-version: "1.24"` -> `"1.26"` in a CI file,
  the `go 1.24` line of go.mod or `ruby "3.3.6"` of a Gemfile, a `.tool-versions` line, a
  `.ruby-version` file, a Gradle toolchain, Maven's `<java.version>`, an `.sdkmanrc` line) moves the
  "<language> version" slot from the one version to the other, each named as people name it
  ("Elixir 1.18", "Java 21": a patch release is no change); a new file setting it says it is in use.
  So does a container file's base image named for a language or runtime (`FROM node:22-alpine`,
  `FROM golang:1.26 AS build`: "Node 22", "Go 1.26").
- A package manager at work (`npm ci`, `uv sync`, `pnpm install`) is in use in the folder it runs
  in: a later session that simply uses another one has switched (two sessions, or one install held
  to the lockfile, say so). A diff stat that deletes one manager's lockfile and creates another's
  in one folder (`quill.lock | 2411 ----`, `spindle-lock.yaml | 2630 ++++`) is that folder's switch.

Only the shapes of commands and manifests are read (a verb such as install/add/remove after the
tool's name, a `name: version` line), never a list of tools; the only names known are the files
manifests are written to, and a lockfile named for its tool names that tool.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timezone

from graphmem.ingest.claims import extract_claims
from graphmem.model import REVERTED_COMMIT, Claim, ClaimKind, TurnRecord
from graphmem.text.entities import canonical_key, language_name, spoken_version, technology

_CALL = re.compile(r"^\[tool_use (?P<tool>[\w-]+)\] ?(?P<arg>.*)$")
_SEPARATORS = frozenset({"&&", "||", ";", "|", "&", ";;", "\n"})
_ADD = frozenset({"install", "i", "add", "get", "require"})
_REMOVE = frozenset({"uninstall", "remove", "rm", "un"})
_USE = frozenset({"install", "i", "ci", "sync", "add", "remove", "uninstall"})
# The flags of an install held to the lockfile (see held_to_lockfile).
_LOCKED = frozenset({"--frozen-lockfile", "--immutable", "--locked", "--frozen"})
_VERBS = _ADD | _REMOVE | _USE
# A package command's verb may follow subcommands (`flutter pub add`, `python -m pip install`).
_VERB_REACH = 3
_SUBCOMMAND = re.compile(r"^[a-z][a-z0-9-]*$")
# `dotnet add [<project>] package <name>`: the noun that introduces the package a verb acts on.
_PACKAGE_NOUN = "package"
# Options whose value is a file, not a package (`pip install -r requirements-dev.txt`).
_FILE_OPTIONS = frozenset({"-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-f", "--file"})
# Tools whose add/rm are about files, not dependencies.
_FILE_TOOLS = frozenset({"git", "docker", "kubectl", "helm", "gh", "hg", "svn"})
_PACKAGE = re.compile(r"^@?[a-z0-9][a-z0-9._-]*(?:/[a-z0-9._-]+)*$")
# A version constraint written onto a package's name: `pkg==4.6.0`, `pkg>=2`, `vendor/pkg:6.4.*`.
_VERSION_SUFFIX = re.compile(r"(?<=.)(?:[=<>~!]=?|:)[\w.*^~<>=!,-]*$")
# A module path's host ("github.com/", "go.uber.org/") and major-version suffix ("/v5") are not
# part of what people call the module.
_MODULE_HOST = re.compile(r"^[a-z0-9-]+(?:\.[a-z0-9-]+)+/(?=[^/]+)")
_MAJOR_VERSION = re.compile(r"/v\d+$")
_MESSAGE_FLAGS = ("-m", "--message", "--title", "-t")
_MANIFEST = re.compile(r"(?:^|/)(?:package\.json|pyproject\.toml|requirements[\w.-]*\.(?:in|txt)|go\.mod|Cargo\.toml"
                       r"|Gemfile|setup\.cfg|pubspec\.yaml|composer\.json|build\.gradle(?:\.kts)?|Pipfile|mix\.exs"
                       r"|Podfile|Package\.swift|pom\.xml|[\w.-]+\.csproj|Directory\.Packages\.props|libs\.versions\.toml)$")
_DIFF_FILE = re.compile(r"^diff --git a/(?P<path>\S+) b/", re.M)
_REVERT_COMMIT = re.compile(r"""^\[[^\]\s]+(?: \([^)]*\))? [0-9a-f]{7,40}\] Revert "(?P<message>.+)"\s*$""", re.M)
# A commit in a log of commits with their days (`git log --format='%h %ad %an %s' --date=short`).
_LOGGED_COMMIT = re.compile(r"^(?:[0-9a-f]{7,40}\s+)(?P<day>\d{4}-\d{2}-\d{2})\s+(?P<subject>\S.*)$", re.M)
# A revert in such a log: `6b1e0f4 2025-11-25 Dana Reyes Revert "build: ..."`, the subject on the
# same line or the next.
_LOGGED_REVERT = re.compile(r"""^(?:[0-9a-f]{7,40}\s+)?(?P<day>\d{4}-\d{2}-\d{2})\b[^\n"]*?(?:\n\s+)?"""
                            r"""\bRevert "(?P<message>.+)"\s*$""", re.M)
_DEPENDENCY_LINE = re.compile(
    r"""^[-+](?![-+])\s*["']?(?P<name>@?[A-Za-z0-9][\w.-]*(?:/[\w.-]+)*)(?:\[[\w,]+\])?["']?\s*"""
    r"""(?::\s*["'](?:[\^~<>=]*\s*\d[\w.*-]*|\*|latest|workspace:[^"']*)["']|[<>=~^!]=?\s*\d[\w.*]*"""
    r"""|=\s*["'][\^~<>=]*\d[\w.*-]*["']|=\s*\{\s*version\s*=|\s+v?\d[\w.]*)""")

# A dependency declared by a call or a tag rather than a `name: version` pair, one shape per
# manifest grammar: `gem "rails"` / `pod 'Alamofire'`, Gradle's `implementation("io.ktor:ktor-client-core:2.3")`
# (the artifact), Elixir's `{:phoenix, "~> 1.7"}`, SwiftPM's `.package(url: ".../swift-log.git", ...)`,
# .NET's `<PackageReference Include="Serilog" .../>`, Maven's `<artifactId>`, a Gradle version
# catalog's library (`retrofit = { module = "com.squareup.retrofit2:retrofit", ... }`).
_DECLARATIONS = tuple(re.compile(r"^[-+](?![-+])\s*" + shape) for shape in (
    r"""(?:gem|pod)\s*\(?\s*["'](?P<name>[\w./-]+)["']""",
    r"""[a-z]*(?:[Ii]mplementation|[Aa]pi|[Cc]ompileOnly|[Rr]untimeOnly|kapt|ksp)\s*\(?\s*["'][\w.-]+:(?P<name>[\w.-]+)""",
    r"""\{:(?P<name>\w+),""",
    r"""\.package\(\s*url:\s*["'][^"']*/(?P<name>[\w.-]+?)(?:\.git)?["']""",
    r"""<PackageReference\s+Include=["'](?P<name>[\w.-]+)["']""",
    r"""<artifactId>(?P<name>[\w.-]+)</artifactId>""",
    r"""(?P<name>[\w.-]+)\s*=\s*\{\s*(?:module|group)\s*=""",
))


# `go-version: "1.24"`, `node_version = 20`: a setting of a language's version (not `appVersion`,
# a project's own release).
_VERSION_SETTING = re.compile(r"""^(?P<sign>[-+])\s*-?\s*["']?(?P<language>[A-Za-z]+)[-_]version["']?\s*[:=]\s*"""
                              r"""["']?v?(?P<version>\d+(?:\.\d+)*)""")
_LANGUAGE_LINE = re.compile(r"""^(?P<sign>[-+])\s*(?P<language>[a-z]+)\s+["']?v?(?P<version>\d+(?:\.\d+)+)[\w.-]*["']?\s*$""")
# Files that hold versions: asdf/mise's `.tool-versions` ("elixir 1.17.3-otp-27", a line per tool),
# a `.<language>-version` file or `.nvmrc` (only the version: "3.3.6", "ruby-3.3.6", "v22").
_TOOL_VERSIONS = re.compile(r"(?:^|/)\.tool-versions$")
_VERSION_FILE = re.compile(r"(?:^|/)\.(?:(?P<language>[a-z]+)-version|nvmrc)$")
_BARE_VERSION = re.compile(r"^(?P<sign>[-+])\s*(?:[a-z]+-)?v?(?P<version>\d+(?:\.\d+)*)\s*$")
# A JVM language's version in its build files: Maven's `<java.version>17</java.version>`, a Gradle
# toolchain's `JavaLanguageVersion.of(21)`, SDKMAN's `.sdkmanrc` line `java=21.0.5-tem`.
_BUILD_VERSIONS = (re.compile(r"^(?P<sign>[-+])\s*<(?P<language>[a-z]+)\.version>(?P<version>\d+(?:\.\d+)*)</"),
                   re.compile(r"^(?P<sign>[-+]).*\b(?P<language>[A-Z][a-z]+)LanguageVersion\.of\(\s*(?P<version>\d+)\s*\)"))
_SDKMAN = re.compile(r"(?:^|/)\.sdkmanrc$")
_SDKMAN_LINE = re.compile(r"^(?P<sign>[-+])\s*(?P<language>[a-z]+)=(?P<version>\d+(?:\.\d+)*)")
# A container file's base image, whose tag opens with the version of the language it is named for:
# `FROM node:22-alpine AS build`, `FROM python:3.13-slim-trixie` (a stage per FROM line).
_CONTAINER_FILE = re.compile(r"(?:^|/)(?:[\w.-]+\.)?(?:Dockerfile|Containerfile)(?:\.[\w-]+)?$")
_FROM_LINE = re.compile(r"^(?P<sign>[-+])\s*FROM\s+(?:--\S+\s+)*(?P<image>[\w.\-/]+):v?(?P<version>\d+(?:\.\d+)*)",
                        re.I)
_BASE_IMAGE = re.compile(r"^(?P<sign>[-+])\s*FROM\s+(?:--\S+\s+)*(?P<image>[\w.\-/]+:[\w.\-]*\w)(?=\s|$)", re.I)
# An edit of a container file that replaces only an image's reference (`python:3.12-slim`), FROM implied.
_BARE_IMAGE = re.compile(r"^(?P<sign>[-+])\s*(?P<image>[\w.\-/]+:[\w.\-]+)\s*$", re.M)
_IMAGE_REGISTRY = re.compile(r"^docker\.io/(?:library/)?")
_TAG_VERSION = re.compile(r"^(?P<image>[\w.\-/]+):v?\d+(?:\.\d+)*(?P<rest>.*)$")
# The language a manifest is written for when its name does not say it (Gemfile's `ruby "3.3.6"`).
_MANIFEST_LANGUAGE = {"gemfile": "ruby"}
# A diff stat's line: ` worker/spindle.lock | 2630 ++++++`.
_STAT_LINE = re.compile(r"^\s*(?P<path>[\w./@-]+?)\s+\|\s+\d+\s+(?P<bar>[-+]+)\s*$", re.M)
# A lockfile named for the tool that writes it (`<tool>.lock`, `<tool>.lockb`, `<tool>-lock.yaml`);
# one named for its manifest (`package-lock.json`, `Gemfile.lock`) does not say which tool wrote it.
_TOOL_LOCKFILE = re.compile(r"^(?P<tool>[a-z][a-z0-9]*)(?:\.lockb?|-lock\.ya?ml)$")


def tool_claims(turn: TurnRecord, project: str = "") -> list[Claim]:
    """Claims of one tool call (a turn of kind tool_use), in order."""
    head, _, body = turn.text.partition("\n")
    call = _CALL.match(head)
    if call is None:
        return []
    tool, arg = call.group("tool"), call.group("arg").strip()
    if tool == "Bash":
        return _command_claims(arg, turn, project)
    if tool not in ("Edit", "MultiEdit", "Write"):
        return []
    if _CONTAINER_FILE.search(arg):
        body = _BARE_IMAGE.sub(r"\g<sign> FROM \g<image>", body)
    versions = _version_claims(body, turn, arg) + _base_image_claims(body, turn, arg)
    return (_manifest_claims(body, turn, arg) if _MANIFEST.search(arg) else []) + versions


def tool_result_claims(turn: TurnRecord) -> list[Claim]:
    """Claims of a tool's output: the dependency changes in each manifest diff it shows, the
    changes a revert commit it reports took back, and those a log of dated commits lists."""
    if turn.kind != "tool_result":
        return []
    claims = _revert_claims(turn) + _lockfile_swaps(turn) + _logged_commits(turn)
    if "diff --git" not in turn.text:
        return claims
    files = list(_DIFF_FILE.finditer(turn.text))
    for i, found in enumerate(files):
        end = files[i + 1].start() if i + 1 < len(files) else len(turn.text)
        section, path = turn.text[found.end():end], found.group("path")
        if _MANIFEST.search(path):
            direct = "\n".join(line for line in section.splitlines() if "// indirect" not in line)
            claims += _manifest_claims(direct, turn, path)
        claims += _version_claims(section, turn, path) + _base_image_claims(section, turn, path)
    return claims


def _lockfile_swaps(turn: TurnRecord) -> list[Claim]:
    """A diff stat that deletes one package manager's lockfile and creates another's in the same
    folder (`quill.lock | 2411 ----`, `spindle-lock.yaml | 2630 ++++`): that folder changed package manager
    (lockfiles named for their tool only)."""
    gone: dict[str, str] = {}
    made: dict[str, str] = {}
    for m in _STAT_LINE.finditer(turn.text):
        lockfile = _TOOL_LOCKFILE.match(m.group("path").rsplit("/", 1)[-1])
        if lockfile is not None and len(set(m.group("bar"))) == 1:  # all deleted or all added
            (gone if m.group("bar")[0] == "-" else made)[_component_folder(m.group("path"))] = lockfile.group("tool")
    return [_claim(ClaimKind.CHANGE, made[folder], f"{folder} package manager".strip(), turn,
                   f"{gone[folder]} lockfile deleted, {made[folder]} lockfile created in {folder or '.'}", 0.7,
                   old=gone[folder])
            for folder in sorted(gone) if folder in made and made[folder] != gone[folder]]


def _logged_commits(turn: TurnRecord) -> list[Claim]:
    """Changes in a log of commits with their days (`81d0b4e 2025-08-19 Dana Reyes api: replace X
    with Y`): each commit's subject read as its message, on the commit's day."""
    claims = []
    for m in _LOGGED_COMMIT.finditer(turn.text):
        if "Revert " in m.group("subject"):
            continue
        claims += [replace(_committed(c), effective=_logged_day(m)) for c in _subject_claims(m.group("subject"), turn)]
    return claims


def _logged_day(m: re.Match[str]) -> datetime:
    """The day a log of commits gives a commit, at noon UTC (the log says no time)."""
    return datetime.fromisoformat(m.group("day")).replace(hour=12, tzinfo=timezone.utc)


def _committed(claim: Claim) -> Claim:
    """A claim of a commit message: a commit records what was done, so its imperative ("replace X
    with Y") is a change, not a plan."""
    kind = ClaimKind.CHANGE if claim.kind is ClaimKind.PLAN and not claim.effective else claim.kind
    return replace(claim, source="commit", kind=kind)


def _subject_claims(line: str, turn: TurnRecord) -> list[Claim]:
    """What a logged commit's subject says changed, its author's name (one to three capitalised
    words the log may put first) taken off when the subject says nothing with it."""
    words = line.split()
    for cut in range(min(4, len(words))):
        if cut and not words[cut - 1][:1].isupper():
            break
        said = replace(turn, text=" ".join(words[cut:]), kind="message")
        found = [c for c in extract_claims(said, record=True) if c.kind is not ClaimKind.STATE]
        if found:
            return found
    return []


def _revert_claims(turn: TurnRecord) -> list[Claim]:
    """`[main 4f2a9c1] Revert "server: replace HTTPoison with Req"`, as git reports a revert commit:
    the slot goes back to what the reverted change replaced, or what it brought in ends."""
    claims = []
    found: list[tuple[re.Match[str], datetime | None]] = [(m, None) for m in _REVERT_COMMIT.finditer(turn.text)]
    found += [(m, _logged_day(m)) for m in _LOGGED_REVERT.finditer(turn.text)]
    for m, day in found:
        text = " ".join(m.group(0).split())
        named = _claim(ClaimKind.REVERT, "", "", turn, text, 0.7)
        claims.append(replace(named, effective=day, source=REVERTED_COMMIT))
        for said in extract_claims(replace(turn, text=m.group("message"), kind="message"), record=True):
            if said.object and said.kind in (ClaimKind.CHANGE, ClaimKind.PLAN, ClaimKind.STATE):
                back = (replace(said, kind=ClaimKind.REVERT, object=said.old, object_name=said.old_name or "", old=None,
                                old_name=None) if said.old else replace(said, kind=ClaimKind.END))
                claims.append(replace(back, effective=day, text=text, source="commit"))
    return claims


def _command_claims(command: str, turn: TurnRecord, project: str) -> list[Claim]:
    claims: list[Claim] = []
    folder = ""
    added: list[str] = []
    removed: list[str] = []
    for words in _commands(command):
        part = " ".join(words)
        if words[0] == "cd" and len(words) > 1:
            folder = words[1].strip("/").split("/")[-1] if words[1] not in (".", "..") else folder
            continue
        claims += _message_claims(words, turn, project)
        tool = words[0].rsplit("/", 1)[-1]  # `.venv/bin/pip` is pip
        if tool == "sed":
            claims += _substitution_claims(words, turn)
            continue
        if tool in _FILE_TOOLS or len(words) < 2:
            continue
        at = _verb_at(words)
        verb = words[at]
        names = _package_names(words, at)
        if verb in _ADD:
            added += names
        elif verb in _REMOVE:
            removed += names
        # `npm ci` installs; `glab ci status` is another tool's subcommand; `flutter pub add` and
        # `npx expo install` name the packages but not the tool that manages them.
        if at == 1 and verb in _USE and not (verb == "ci" and any(not w.startswith("-") for w in words[2:])):
            slot = f"{folder} package manager".strip()
            sure = 0.65 if held_to_lockfile(part) else 0.5
            claims.append(_claim(ClaimKind.STATE, tool, slot, turn, f"`{part.strip()}`", sure))
    for out, into in _swaps(removed, added):
        claims.append(_claim(ClaimKind.CHANGE, into, "", turn, f"`{command[:300]}`", 0.8, old=out, subject=folder)
                      if into else _claim(ClaimKind.END, out, "", turn, f"`{command[:300]}`", 0.6, subject=folder))
    return claims


def _stem(package: str) -> str:
    """The first letters of a package's own name (`@acme/widgets` is "widg")."""
    return package.rsplit("/", 1)[-1][:4].lower()


def _swaps(removed: list[str], added: list[str]) -> list[tuple[str, str | None]]:
    """What each removed dependency gave way to: the added one its name shares a stem with
    (psycopg2-binary -> psycopg); the first one left unpaired, the first added one left; None for
    the others (an end: which of several added took over each is not told)."""
    left = list(added)
    pairs: dict[str, str | None] = {}
    for out in removed:
        kin = next((a for a in left if _stem(a) == _stem(out)), None)
        if kin is not None:
            pairs[out] = kin
            left.remove(kin)
    unpaired = [out for out in removed if out not in pairs]
    for i, out in enumerate(unpaired):
        pairs[out] = left[0] if i == 0 and left else None
    return [(out, pairs[out]) for out in removed]


# `s/node:20-alpine/node:22-alpine/g`: a substitution, with any delimiter.
_SUBSTITUTION = re.compile(r"s(?P<d>[^\w\s\\])(?P<old>(?:(?!(?P=d)).)+)(?P=d)(?P<new>(?:(?!(?P=d)).)*)(?P=d)[gI]*")
_BETWEEN_EXPRESSIONS = re.compile(r"\s*(?:;\s*)?")


def _substitution_claims(words: list[str], turn: TurnRecord) -> list[Claim]:
    """`sed -i 's/OLD/NEW/g' FILE ...` edits each file as an Edit replacing OLD by NEW would: a base
    image's tag in a container file ("FROM" is implied), a version file, a manifest's line."""
    if not any(w.startswith(("-i", "--in-place")) for w in words[1:]):
        return []  # without -i, sed prints the edited text and leaves the file as it was
    read = [(w, _sed_script(w)) for w in words[1:]]
    expressions = [m for _, script in read for m in script]
    files = [w for w, script in read if not script and not w.startswith("-")
             and (_CONTAINER_FILE.search(w) or _MANIFEST.search(w) or _VERSION_FILE.search(w) or "/" in w)]
    claims: list[Claim] = []
    for path in files:
        for m in expressions:
            image = _CONTAINER_FILE.search(path) and not m.group("old").upper().startswith("FROM")
            old, new = (f"FROM {m.group('old')}", f"FROM {m.group('new')}") if image else (m.group("old"), m.group("new"))
            diff = f"-{old}\n+{new}"
            claims += _version_claims(diff, turn, path) + _base_image_claims(diff, turn, path)
            if _MANIFEST.search(path):
                claims += _manifest_claims(diff, turn, path)
    return claims


def _sed_script(word: str) -> list[re.Match[str]]:
    """The substitutions of a sed script (`s/a/b/g`, `s/a/b/; s#c#d#`), or none when it is not one."""
    found, at = [], 0
    while at < len(word):
        m = _SUBSTITUTION.match(word, at)
        if m is None:
            return []
        found.append(m)
        at = _BETWEEN_EXPRESSIONS.match(word, m.end()).end()  # type: ignore[union-attr]
    return found


def held_to_lockfile(command: str) -> bool:
    """A package manager's install of exactly what its lockfile says (`npm ci`, `pnpm install
    --frozen-lockfile`, `uv sync --locked`): the folder's own manager, sure from one session."""
    words = command.strip("`").split()
    if len(words) < 2 or _verb_at(words) != 1 or words[1] not in _USE:
        return False
    if words[1] == "ci":  # `glab ci status` is another tool's subcommand
        return all(w.startswith("-") for w in words[2:])
    return not _LOCKED.isdisjoint(words)


def _verb_at(words: list[str]) -> int:
    """Where a package command's verb stands: after the tool (`npm install`), or after the
    subcommands of a tool run through another (`flutter pub add`, `uv pip install`, `npx expo
    install`, `python -m pip install`); 1 when no add or remove verb comes within three words."""
    for at, word in enumerate(words[1:_VERB_REACH + 1], 1):
        if word in _VERBS:
            return at
        if not (word.startswith("-") or _SUBCOMMAND.match(word)):
            break
    return 1


def _package_names(words: list[str], at: int) -> list[str]:
    """The packages a command's verb acts on: its plain arguments, not options or the files they
    take, and those after the noun `package` when it names one (`dotnet add src/Api package Serilog`),
    without the version written onto them (`pkg@2`, `pkg==2.1`, `vendor/pkg:6.4.*`); a version alone
    (`uv python install 3.13`) is no package."""
    arguments = [w for i, w in enumerate(words[at + 1:], at + 1)
                 if not w.startswith("-") and words[i - 1] not in _FILE_OPTIONS]
    if _PACKAGE_NOUN in arguments[:2]:
        arguments = arguments[arguments.index(_PACKAGE_NOUN) + 1:]
    unversioned = [_VERSION_SUFFIX.sub("", w.split("@")[0] if not w.startswith("@") else "@" + w[1:].split("@")[0])
                   for w in arguments]
    return [module_name(w) for w in unversioned if _PACKAGE.match(w.lower()) and any(ch.isalpha() for ch in w)]


def _message_claims(words: list[str], turn: TurnRecord, project: str) -> list[Claim]:
    """Claims in a commit or pull-request message (`git commit -m "..."`, `gh pr create --title`)."""
    if words[0] not in ("git", "gh") or not {"commit", "pr"} & set(words[1:3]):
        return []
    messages = [words[i + 1] for i, w in enumerate(words[:-1])
                if w in _MESSAGE_FLAGS or re.fullmatch(r"-[a-z]*m", w)]
    said = replace(turn, text=". ".join(messages), kind="message")
    return [_committed(c) for c in extract_claims(said, project, record=True)] if messages else []


def _manifest_claims(diff: str, turn: TurnRecord, path: str) -> list[Claim]:
    """A dependency taken out and another put in by one change of a manifest (a swap), or only
    taken out (an end)."""
    lines = [(line[0], module_name(m.group("name"))) for line in diff.splitlines() if (m := _dependency(line))]
    out = [name for sign, name in lines if sign == "-"]
    into = [name for sign, name in lines if sign == "+"]
    removed = [n for n in out if n not in into]
    added = [n for n in into if n not in out]
    folder = _component_folder(path)
    return [_claim(ClaimKind.CHANGE, into, "", turn, f"{out} -> {into} in {path}", 0.8, old=out, subject=folder)
            if into else _claim(ClaimKind.END, out, "", turn, f"{out} removed from {path}", 0.6, subject=folder)
            for out, into in _swaps(removed, added)] + _framework_upgrades(diff, turn, path, folder)


def _framework_upgrades(diff: str, turn: TurnRecord, path: str, folder: str) -> list[Claim]:
    """A framework's packages moved to another version people name ("lumo" ^17.0.2 -> ^18.2.0,
    "lumo/http-bundle" 6.4.* -> 7.1.*): the framework's version changed ("Lumo 18"); a patch
    release is no change."""
    versions: dict[str, dict[str, str]] = {}
    for line in diff.splitlines():
        if (m := _dependency(line)) and (tech := _framework(m.group("name"))) and (
                number := re.search(r"\d+(?:\.\d+)*", line[m.end("name"):])):
            versions.setdefault(tech, {}).setdefault(line[0], spoken_version(number.group()))
    # A framework's package only added is a dependency, not a version the project moved to.
    return _version_moves({tech: sides for tech, sides in versions.items() if "-" in sides}, turn, path, folder)


def _framework(package: str) -> str | None:
    """The framework a package is, or is part of by its scope or vendor ("@acme/core", "acme/http")."""
    for name in (package, package.lstrip("@").split("/")[0]):
        tech = technology(name)
        if tech is not None and tech.kind.endswith("framework"):
            return tech.name
    return None


def _component_folder(path: str) -> str:
    """The folder a manifest belongs to as a part of the project ("server" for
    server/gradle/libs.versions.toml), past the folders build tools keep their files in."""
    folders = path.split("/")[:-1]
    while folders and folders[-1].lower() in _TOOL_FOLDERS:
        folders.pop()
    return folders[-1] if folders else ""


_TOOL_FOLDERS = frozenset({"gradle", "src", "config", ".github", "workflows", ".cargo"})


def _dependency(line: str) -> re.Match[str] | None:
    """The dependency a manifest's changed line declares, in any of the grammars above."""
    return _DEPENDENCY_LINE.match(line) or next((m for shape in _DECLARATIONS if (m := shape.match(line))), None)


def _version_claims(diff: str, turn: TurnRecord, path: str) -> list[Claim]:
    """A language's version moved from the removed line's to the added line's (a change), or set
    by added lines alone (in use)."""
    seen: dict[str, dict[str, str]] = {}
    for line in diff.splitlines():
        found = _version_setting(line, path)
        if found is not None:
            sign, language, version = found
            seen.setdefault(language_name(language.lower()), {}).setdefault(sign, spoken_version(version))
    images = _final_images(diff) if _CONTAINER_FILE.search(path) else {}
    where = f"{path} ({' -> '.join(images[sign] for sign in '-+' if sign in images)})" if images else path
    return _version_moves(seen, turn, where)


def _version_moves(seen: dict[str, dict[str, str]], turn: TurnRecord, path: str, subject: str = "") -> list[Claim]:
    """thing -> {"-": old version, "+": new version} as claims on the thing's version slot: a
    change from the old to the new, or the new alone in use; no claim when the version stays."""
    claims = []
    for thing, sides in seen.items():
        old, new = sides.get("-"), sides.get("+")
        if new is None or old == new:
            continue
        slot = f"{thing} version"
        name, before = f"{thing} {new}", f"{thing} {old}" if old else None
        text = f"{slot} {old} -> {new} in {path}" if old else f"{slot} {new} in {path}"
        claims.append(_claim(ClaimKind.CHANGE if old else ClaimKind.STATE, name, slot, turn, text, 0.7, old=before,
                             exact=True, subject=subject))
    return claims


def _base_image_claims(diff: str, turn: TurnRecord, path: str) -> list[Claim]:
    """A container file's final stage built on another image (`FROM debian:bookworm-slim` -> `FROM
    gcr.io/distroless/cc-debian12`, `python:3.12-slim-bookworm` -> `python:3.13-slim-trixie`): a
    change of the component's base image, named by its reference. An image of a language moved
    only to another version of it is that language's version move, told once (see _version_claims)."""
    if not _CONTAINER_FILE.search(path):
        return []
    images = _final_images(diff)
    old, new = images.get("-"), images.get("+")
    if new is None or old == new or old and _version_move_only(old, new):
        return []
    slot = f"{_component_folder(path)} base image".strip()
    text = f"base image {old} -> {new} in {path}" if old else f"base image {new} in {path}"
    return [_claim(ClaimKind.CHANGE if old else ClaimKind.STATE, new, slot, turn, text, 0.7, old=old, exact=True)]


def _final_images(diff: str) -> dict[str, str]:
    """sign -> the image of the last FROM line removed ("-") and added ("+"): the final stage's."""
    images = {}
    for line in diff.splitlines():
        if m := _BASE_IMAGE.match(line):
            images[m.group("sign")] = _IMAGE_REGISTRY.sub("", m.group("image"))
    return images


def _version_move_only(old: str, new: str) -> bool:
    """Whether two references name one language's image whose tag differs only in its version
    (`node:20-alpine`, `node:22-alpine`)."""
    a, b = _TAG_VERSION.match(old), _TAG_VERSION.match(new)
    return bool(a and b and a.group("image") == b.group("image") and a.group("rest") == b.group("rest")
                and _image_language(a.group("image")) is not None)


def _version_setting(line: str, path: str) -> tuple[str, str, str] | None:
    """(sign, language, version) a changed line sets: `go-version: "1.24"` and a JVM build file's
    version anywhere; `go 1.24` in go.mod or `ruby "3.3.6"` in a Gemfile (a manifest's own language);
    any `tool version` line of .tool-versions or `tool=version` of .sdkmanrc; the version alone in
    `.ruby-version` or `.nvmrc`."""
    setting = (_VERSION_SETTING.match(line) or next(filter(None, (shape.match(line) for shape in _BUILD_VERSIONS)), None)
               or (_SDKMAN_LINE.match(line) if _SDKMAN.search(path) else None))
    if setting:
        return setting.group("sign"), setting.group("language"), setting.group("version")
    if _CONTAINER_FILE.search(path) and (image := _FROM_LINE.match(line)):
        language = _image_language(image.group("image"))
        return (image.group("sign"), language, image.group("version")) if language else None
    file = _VERSION_FILE.search(path)
    if file and (m := _BARE_VERSION.match(line)):
        return m.group("sign"), file.group("language") or "node", m.group("version")
    m = _LANGUAGE_LINE.match(line)
    if m is None:
        return None
    stem = path.rsplit("/", 1)[-1].split(".", 1)[0].lower()
    own = _MANIFEST.search(path) and m.group("language") == _MANIFEST_LANGUAGE.get(stem, stem)
    return (m.group("sign"), m.group("language"), m.group("version")) if own or _TOOL_VERSIONS.search(path) else None


def _image_language(image: str) -> str | None:
    """The language or runtime a base image is named for, as its version files name it ("node",
    "go" for golang), or None for any other image (an operating system, a database, a tool)."""
    tech = technology(image.rsplit("/", 1)[-1])
    return tech.name.split(".")[0].lower() or None if tech and tech.kind in ("language", "runtime") else None


def module_name(package: str) -> str:
    """What people call a package: a Go module path without its host and major version
    ("github.com/go-chi/chi/v5" -> "go-chi/chi", "go.uber.org/zap" -> "zap"), at most owner/name;
    other package names as they are."""
    if not _MODULE_HOST.match(package):
        return package
    parts = _MAJOR_VERSION.sub("", _MODULE_HOST.sub("", package)).split("/")
    return "/".join(parts[:2])


def _claim(kind: ClaimKind, name: str, slot: str, turn: TurnRecord, text: str, confidence: float,
           old: str | None = None, exact: bool = False, subject: str = "") -> Claim:
    """A tool's claim about the component in `subject` (the folder it was run in or whose
    manifest changed); `exact` keys a thing by its whole name, version included ("Go 1.26" is not
    "Go 1.24": canonical keys drop versions)."""
    key: Callable[[str], str] = (lambda n: n.lower()) if exact else canonical_key
    return Claim(kind=kind, object=key(name), object_name=name, slot=slot, subject=subject.lower(),
                 said_at=_utc(turn.at), effective=None, confidence=confidence, text=text,
                 turn_external_id=turn.external_id, session_external_id=turn.session_external_id,
                 old=key(old) if old else None, old_name=old, source="tool")


def _commands(command: str) -> list[list[str]]:
    """The simple commands of a shell line, each as its words (quotes resolved)."""
    lexer = shlex.shlex(command.replace("\n", " ; "), posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:
        tokens = command.split()
    commands: list[list[str]] = [[]]
    for token in tokens:
        if token in _SEPARATORS or token and set(token) <= set("&|;"):  # `sed -i ''`: an empty word
            commands.append([])
        else:
            commands[-1].append(token)
    return [c for c in commands if c]


def _utc(at: datetime | None) -> datetime | None:
    if at is None:
        return None
    return at.replace(tzinfo=timezone.utc) if at.tzinfo is None else at.astimezone(timezone.utc)
