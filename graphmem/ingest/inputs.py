"""Which files an ingest reads: every file named, and the transcripts inside folders named."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from graphmem.errors import BadInput
from graphmem.ingest.sources.detect import TRANSCRIPT_FORMATS, detect_file_format


@dataclass(frozen=True)
class SkippedFile:
    """A file inside a named folder that was left out: its format is not the one taken."""

    path: Path
    format: str

    def __str__(self) -> str:
        return f"{self.path} ({self.format})"


@dataclass
class IngestInputs:
    """The files to read, in order, and the files of named folders left out."""

    files: list[Path]
    skipped: list[SkippedFile]


def expand_paths(paths: Iterable[Path], fmt: str | None = None) -> IngestInputs:
    """Files named, whatever they hold; inside folders named, sorted, only transcripts (Claude Code
    and chat), or only files of `fmt` when it is given. Missing paths are an error."""
    taken = (fmt,) if fmt else TRANSCRIPT_FORMATS
    inputs = IngestInputs([], [])
    for path in paths:
        if path.is_dir():
            for found in sorted(p for p in path.rglob("*") if p.is_file() and not p.name.startswith(".")):
                detected = detect_file_format(found)
                if detected in taken:
                    inputs.files.append(found)
                else:
                    inputs.skipped.append(SkippedFile(found, detected))
        elif path.is_file():
            inputs.files.append(path)
        else:
            raise BadInput(f"{path}: no such file or folder")
    return inputs
