"""The `graphmem` console command. `graphmem hook ...` skips the full command line: Claude Code
starts a new process for every hook event, and loading typer, rich and the Neo4j driver would
cost more than a hook may take."""

from __future__ import annotations

import sys


def main() -> None:
    """Run `graphmem hook EVENT` on the light path, everything else through graphmem.cli."""
    argv = sys.argv[1:]
    if argv[:1] == ["hook"] and not {"--help", "-h"} & set(argv):
        from graphmem.integrations.claude_hooks import main as hook_main

        sys.exit(hook_main(argv[1:]))
    from graphmem.cli import app

    sys.exit(app())
