#!/usr/bin/env bash
# Add the tests' own packages (requirements-test.lock) to the environment scripts/venv.sh linked
# as .venv, once per version of that lock. A layer of its own, so `make serve` never builds
# llama-cpp-python (it compiles llama.cpp for minutes) and the cached environment stays keyed by
# requirements.lock alone: serving and testing share it.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=$(readlink -f .venv)
marker="$venv/.tests-$(sha256sum requirements-test.lock | cut -c1-16)"
if [ ! -f "$marker" ]; then
    echo "graphmem: adding the test packages to $venv (llama-cpp-python compiles llama.cpp: a few minutes)" >&2
    # The runtime pins as constraints: a test package never moves what graphmem runs on.
    .venv/bin/pip install --quiet -r requirements-test.lock -c requirements.lock
    touch "$marker"
fi
