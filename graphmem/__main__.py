"""`python -m graphmem` runs the command line."""

from graphmem.cli import main

main()
