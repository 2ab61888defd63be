# The whole set-up on a fresh machine is these two targets (see README.md).
.PHONY: serve test fuzz venv test-venv neo4j bench

# The runtime (requirements.lock) only: what `make serve` needs.
venv:
	@scripts/venv.sh

# The runtime plus the tests' packages (requirements-test.lock, llama-cpp-python among them).
test-venv: venv
	@scripts/test-venv.sh

neo4j: venv
	.venv/bin/graphmem neo4j fetch

serve: neo4j
	.venv/bin/graphmem serve

# pytest's exit 5 (no tests collected) is non-zero, so make fails on it like on any failure.
test: test-venv neo4j
	scripts/ensure-chromium.sh
	.venv/bin/python -m pytest $(PYTEST_ARGS)

# The fuzz tests with a random seed and ten times the examples: new cases, not CI's fixed ones
# (`make test` runs those). A failure prints the example and a blob to reproduce it.
fuzz: test-venv neo4j
	GRAPHMEM_FUZZ_PROFILE=explore .venv/bin/python -m pytest tests/test_bad_input.py $(PYTEST_ARGS)

# Every benchmark but the 1M scale step and the load run (see benchmarks/README.md).
bench: neo4j
	.venv/bin/python -m benchmarks.timeline
	.venv/bin/python -m benchmarks.graphiti_vs_graphmem
	.venv/bin/python -m benchmarks.ingest_speed
	.venv/bin/python -m benchmarks.locomo
	.venv/bin/python -m benchmarks.scale
	.venv/bin/python -m benchmarks.cli_latency
