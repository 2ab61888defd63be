"""Reproducible benchmarks: `python -m benchmarks.NAME` prints a Markdown table and writes
benchmarks/results/NAME.json (see benchmarks/README.md)."""
