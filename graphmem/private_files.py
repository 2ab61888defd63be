"""graphmem's own files (the local Neo4j store and its password, logs, the hook queue) are its
user's alone: folders 0700, files 0600, whatever the umask."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import IO, Any

PRIVATE_UMASK = 0o077


def private_dir(path: Path) -> Path:
    """Create the folder (and its missing parents) for its owner only; tighten it if it exists."""
    for missing in reversed([p for p in (path, *path.parents) if not p.exists()]):
        missing.mkdir(mode=0o700, exist_ok=True)
    path.chmod(0o700)
    return path


def restrict_tree(root: Path) -> None:
    """Take group and other permissions off everything under `root` (files an older version, or
    a server started with a looser umask, left readable); symbolic links are not followed."""
    for folder, folders, files in os.walk(root):
        for name in (*folders, *files):
            path = Path(folder) / name
            mode = path.lstat().st_mode
            if not stat.S_ISLNK(mode) and mode & 0o077:
                path.chmod(stat.S_IMODE(mode) & 0o700)


def open_private(path: Path, mode: str) -> IO[Any]:
    """`open(path, mode)` for mode "a", "ab", "w" or "wb", creating the file 0600 (never readable
    by others, not even briefly)."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if mode.startswith("a") else os.O_TRUNC)
    return open(os.open(path, flags, 0o600), mode, encoding=None if "b" in mode else "utf-8")
