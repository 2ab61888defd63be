#!/usr/bin/env bash
# Create (once) the virtual environment for graphmem's runtime (requirements.lock) outside the
# clone, then link it as .venv. PyTorch from PyPI is several GB: keying the cache by the lock
# file's hash means CI and every later run pay for it once. The tests' packages are a layer on top
# (scripts/test-venv.sh, `make test`).
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
cache=${GRAPHMEM_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/graphmem}
key=$( { cat requirements.lock; "$python" -c 'import sys; print(sys.version)'; } | sha256sum | cut -c1-16)
venv="$cache/venv-$key"
if [ ! -x "$venv/bin/python" ] || [ ! -f "$venv/.complete" ]; then
    echo "graphmem: creating $venv (first run downloads PyTorch: a few minutes)" >&2
    rm -rf "$venv"
    mkdir -p "$cache"
    "$python" -m venv "$venv"
    "$venv/bin/pip" install --quiet --upgrade pip
    "$venv/bin/pip" install --quiet -r requirements.lock
    touch "$venv/.complete"
fi
ln -sfn "$venv" .venv
# Editable install of this clone (no dependencies: they are in the lock); cheap, so every run
# re-points the shared venv at the clone that runs it.
.venv/bin/pip install --quiet --no-deps --no-build-isolation -e . >/dev/null
