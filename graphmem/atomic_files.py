"""Files written in one step: a reader sees the old content or the new, never a part."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from graphmem.errors import BadInput


def write_atomically(path: Path, text: str) -> Path:
    """Replace `path` with `text` (UTF-8) through a scratch file beside it; return the path written.

    A new file gets the usual permissions (0666 less the umask); an existing one keeps its own.
    """
    path = path.expanduser()
    if not path.parent.is_dir():
        raise BadInput(f"cannot write {path}: its folder {path.parent} does not exist")
    if path.is_dir():
        raise BadInput(f"cannot write {path}: it is a folder; name a file")
    scratch = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        with open(os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), "w", encoding="utf-8") as file:
            file.write(text)
        if path.exists():
            scratch.chmod(path.stat().st_mode & 0o7777)
        os.replace(scratch, path)
    finally:
        scratch.unlink(missing_ok=True)
    return path
