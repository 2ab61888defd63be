"""The settings graphmem's hooks run with: a private TOML file `hooks install` writes from the
settings in force, named on every hook's command line (`graphmem hook EVENT --config FILE`).

Claude Code starts hooks in its own environment, where the GRAPHMEM_* variables of the shell
that ran `hooks install` are usually absent; a hook with `--config` therefore reads that file
only. Secrets in it (API keys, passwords) stay in GRAPHMEM_HOME, 0600, never in settings.json.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
from dataclasses import dataclass, fields
from pathlib import Path

from graphmem.config import Settings, load_settings
from graphmem.integrations.service_client import service_answers, service_url
from graphmem.private_files import open_private, private_dir

# Hooks pick a namespace per project (or `--namespace`), whatever the installing shell's default.
NOT_CARRIED = frozenset({"namespace"})
ALWAYS_CARRIED = ("home", "cache_dir")
ENV_PREFIX = "GRAPHMEM_"


def hook_config_path(settings: Settings, settings_json: Path) -> Path:
    """The file for the hooks of one Claude Code settings.json, in GRAPHMEM_HOME/hooks/."""
    key = hashlib.sha256(str(settings_json).encode()).hexdigest()[:12]
    return Path(settings.home).expanduser() / "hooks" / f"config-{key}.toml"


def carried_values(settings: Settings) -> dict[str, object]:
    """The settings a hook needs to reach what this process reaches: each one not at its default,
    and the data and cache folders always."""
    defaults = Settings()
    return {f.name: getattr(settings, f.name) for f in fields(settings)
            if f.name not in NOT_CARRIED
            and (f.name in ALWAYS_CARRIED or getattr(settings, f.name) != getattr(defaults, f.name))}


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    # A JSON string with ASCII escapes is a valid TOML basic string.
    return json.dumps(str(value))


def write_hook_config(settings: Settings, settings_json: Path) -> Path:
    """Write the settings in force for the hooks of `settings_json` (0600); return the file."""
    path = hook_config_path(settings, settings_json)
    private_dir(path.parent)
    lines = [f"# Written by `graphmem hooks install` for {settings_json}; run it again after changing settings."]
    lines += [f"{name} = {_toml_value(value)}" for name, value in sorted(carried_values(settings).items())]
    temporary = path.with_name(f".{path.name}.tmp")
    with open_private(temporary, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    os.replace(temporary, path)
    return path


def use_hook_config(path: str) -> None:
    """Make this process (and the workers it starts) read `path` only: GRAPHMEM_* variables go."""
    for name in [n for n in os.environ if n.startswith(ENV_PREFIX)]:
        del os.environ[name]
    os.environ[f"{ENV_PREFIX}CONFIG"] = path


@dataclass(frozen=True)
class HookTarget:
    """Where an installed hook command points: its settings file, namespace, service and Neo4j."""

    config: str | None
    namespace: str | None
    service_url: str | None
    neo4j_uri: str | None
    home: str | None
    problem: str | None = None
    answers: bool = False


def command_option(command: str, option: str) -> str | None:
    """The value of `--option VALUE` in a shell command, or None."""
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    return next((words[i + 1] for i, word in enumerate(words[:-1]) if word == option), None)


def hook_target(command: str) -> HookTarget:
    """Read where a hook command points from the settings file it names (or the environment's, without one)."""
    config = command_option(command, "--config")
    namespace = command_option(command, "--namespace")
    try:
        settings = load_settings({f"{ENV_PREFIX}CONFIG": config} if config else None)
    except Exception as exc:  # noqa: BLE001 - a broken or missing file is what status reports
        return HookTarget(config, namespace, None, None, None, str(exc))
    return HookTarget(config, namespace, service_url(settings), settings.effective_neo4j_uri,
                      str(Path(settings.home).expanduser()), answers=service_answers(settings))
