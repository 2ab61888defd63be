"""Install and remove graphmem's hooks in Claude Code's settings.json, leaving everything else alone.

Claude Code reads hooks from `~/.claude/settings.json` (user) and `DIR/.claude/settings.json`
(project) as `{"hooks": {EVENT: [{"matcher": ..., "hooks": [{"type": "command", "command": ...}]}]}}`.
graphmem's entries are the commands that run `graphmem hook EVENT`; install replaces exactly
those (so it is idempotent), uninstall removes exactly those, and either keeps a timestamped
copy of the file it changes.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from graphmem.errors import BadInput

# Claude Code's timeout per hook, in seconds; graphmem's hooks finish far sooner.
HOOK_TIMEOUTS = {"SessionStart": 10, "UserPromptSubmit": 10, "Stop": 10, "SubagentStop": 10,
                 "PreCompact": 10, "SessionEnd": 10}
MATCHERS = {"SessionStart": "startup|resume|clear|compact"}


@dataclass
class SettingsChange:
    """What install or uninstall did to one settings file."""

    path: Path
    changed: bool
    events: list[str] = field(default_factory=list)
    backup: Path | None = None


def settings_path(project: Path | None = None, user: bool = False) -> Path:
    """The settings file: DIR/.claude/settings.json for a project, else ~/.claude/settings.json."""
    if project is not None and user:
        raise BadInput("choose either --project DIR or --user, not both")
    if project is not None:
        if not project.is_dir():
            raise BadInput(f"--project {project}: no such folder")
        return project.resolve() / ".claude" / "settings.json"
    return Path.home() / ".claude" / "settings.json"


def graphmem_command() -> list[str]:
    """How a hook starts graphmem: the `graphmem` script running now (its path as invoked, so a
    linked virtual environment such as the clone's .venv stays the way in), else this Python's."""
    for script in (Path(sys.argv[0]), Path(sys.executable).with_name("graphmem")):
        if script.name == "graphmem" and script.is_file():
            return [os.path.abspath(script)]
    return [sys.executable, "-m", "graphmem"]


def hook_command(event: str, namespace: str | None = None, config: Path | None = None) -> str:
    """The shell command Claude Code runs for one event, with the settings file it reads."""
    return shlex.join([*graphmem_command(), "hook", event, *(["--config", str(config)] if config else []),
                       *(["--namespace", namespace] if namespace else [])])


def is_graphmem_hook(command: str) -> bool:
    """True for a command that runs `graphmem hook ...` (any path to graphmem, or python -m)."""
    try:
        words = shlex.split(command)
    except ValueError:
        return False
    return any(Path(word).name == "graphmem" and words[i + 1] == "hook" for i, word in enumerate(words[:-1]))


def read_settings(path: Path) -> dict[str, Any]:
    """The settings file as a dict ({} when absent); BadInput naming the file when it is not valid."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except ValueError as exc:
        raise BadInput(f"{path}: not valid JSON ({exc}); fix or move it, then run this again") from None
    if not isinstance(data, dict):
        raise BadInput(f"{path}: expected a JSON object at the top level")
    if not isinstance(data.get("hooks", {}), dict):
        raise BadInput(f"{path}: \"hooks\" must be an object of event names")
    return data


def _without_graphmem(groups: Any, path: Path, event: str) -> list[Any]:
    if not isinstance(groups, list):
        raise BadInput(f"{path}: hooks.{event} must be a list")
    kept = []
    for group in groups:
        if isinstance(group, dict) and isinstance(group.get("hooks"), list):
            hooks = [h for h in group["hooks"] if not (isinstance(h, dict) and is_graphmem_hook(str(h.get("command", ""))))]
            if not hooks and group["hooks"]:
                continue
            group = {**group, "hooks": hooks}
        kept.append(group)
    return kept


def _strip_graphmem(settings: dict[str, Any], path: Path) -> dict[str, Any]:
    hooks = {}
    for event, groups in settings.get("hooks", {}).items():
        remaining = _without_graphmem(groups, path, event)
        if remaining:
            hooks[event] = remaining
    return {**settings, "hooks": hooks}


def _graphmem_group(event: str, namespace: str | None, config: Path | None) -> dict[str, Any]:
    group: dict[str, Any] = {"matcher": MATCHERS[event]} if event in MATCHERS else {}
    group["hooks"] = [{"type": "command", "command": hook_command(event, namespace, config),
                       "timeout": HOOK_TIMEOUTS[event]}]
    return group


def _write(path: Path, original: dict[str, Any], updated: dict[str, Any]) -> SettingsChange:
    if not updated.get("hooks") and "hooks" not in original:
        updated = {k: v for k, v in updated.items() if k != "hooks"}
    if updated == original:
        return SettingsChange(path, changed=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    backup = None
    if path.exists():
        backup = path.with_name(f"{path.name}.graphmem-{time.strftime('%Y%m%dT%H%M%S')}.bak")
        shutil.copy2(path, backup)
    temporary = path.with_name(f".{path.name}.graphmem-tmp")
    temporary.write_text(json.dumps(updated, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(temporary, path)
    return SettingsChange(path, changed=True, backup=backup)


def install_hooks(path: Path, namespace: str | None = None, config: Path | None = None) -> SettingsChange:
    """Add (or refresh) graphmem's hook for every event, reading `config`; other hooks and settings
    stay as they are."""
    original = read_settings(path)
    updated = _strip_graphmem(original, path)
    for event in HOOK_TIMEOUTS:
        updated["hooks"][event] = [*updated["hooks"].get(event, []), _graphmem_group(event, namespace, config)]
    change = _write(path, original, updated)
    change.events = list(HOOK_TIMEOUTS)
    return change


def uninstall_hooks(path: Path) -> SettingsChange:
    """Remove graphmem's hooks only; events left without hooks are dropped."""
    original = read_settings(path)
    change = _write(path, original, _strip_graphmem(original, path))
    change.events = sorted(installed_hooks(original))
    return change


def installed_hooks(settings: dict[str, Any]) -> dict[str, list[str]]:
    """graphmem's hook commands per event in a settings dict."""
    found: dict[str, list[str]] = {}
    for event, groups in settings.get("hooks", {}).items():
        for group in groups if isinstance(groups, list) else []:
            for hook in group.get("hooks", []) if isinstance(group, dict) else []:
                if isinstance(hook, dict) and is_graphmem_hook(str(hook.get("command", ""))):
                    found.setdefault(event, []).append(hook["command"])
    return found
