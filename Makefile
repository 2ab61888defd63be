# The whole set-up on a fresh machine is these two targets (see README.md).
.PHONY: serve test venv neo4j bench lint

venv:
	@scripts/venv.sh

neo4j: venv
	.venv/bin/graphmem neo4j fetch

serve: neo4j
	.venv/bin/graphmem serve

# pytest's exit 5 (no tests collected) is non-zero, so make fails on it like on any failure.
test: neo4j
	scripts/ensure-chromium.sh
	.venv/bin/python -m pytest $(PYTEST_ARGS)

# Tests written but not yet verified (see tests/pending/README.md).
test-pending: neo4j
	.venv/bin/python -m pytest -p no:cacheprovider tests/pending --override-ini addopts="-ra --strict-markers"

bench: neo4j
	.venv/bin/python -m benchmarks.ingest_speed
