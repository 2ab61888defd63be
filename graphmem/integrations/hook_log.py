"""The hooks' log file, GRAPHMEM_HOME/logs/hooks.log: hooks never fail the agent, so they write here."""

from __future__ import annotations

import os
import time
from pathlib import Path

from graphmem.config import Settings
from graphmem.private_files import open_private, private_dir

MAX_BYTES = 5_000_000


def hook_log_path(settings: Settings) -> Path:
    """Where hook and hook-worker messages go."""
    return Path(settings.home) / "logs" / "hooks.log"


def write_hook_log(settings: Settings, message: str) -> None:
    """Append one timestamped line (rotating once at MAX_BYTES); never raises."""
    path = hook_log_path(settings)
    try:
        private_dir(path.parent)
        if path.exists() and path.stat().st_size > MAX_BYTES:
            os.replace(path, path.with_name(path.name + ".1"))
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        with open_private(path, "a") as handle:
            handle.write(f"{stamp} [{os.getpid()}] {message}\n")
    except OSError:
        # Nowhere left to report to; the hook still must not fail the agent.
        pass
