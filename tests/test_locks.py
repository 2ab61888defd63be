"""`make serve` installs requirements.lock alone and `make test` adds requirements-test.lock: the
first must hold everything graphmem's dependencies pull in, the second only what the tests add."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import REPO

# Installed by `python -m venv` itself, never pinned.
VENV_OWN = {"pip", "setuptools"}


def pinned(lock: Path) -> set[str]:
    """The package names a lock file pins."""
    lines = (line.strip() for line in lock.read_text().splitlines())
    return {canonicalize_name(re.split(r"[=<>\[ ]", line)[0]) for line in lines if line and not line.startswith("#")}


def installed_closure(roots: list[str]) -> set[str]:
    """Every package the roots need, read from the installed packages' metadata (markers evaluated)."""
    needed: set[tuple[str, frozenset[str]]] = set()
    todo = [Requirement(root) for root in roots]
    while todo:
        requirement = todo.pop()
        key = (canonicalize_name(requirement.name), frozenset(requirement.extras))
        if key in needed:
            continue
        needed.add(key)
        environments = [{"extra": extra} for extra in requirement.extras] or [{"extra": ""}]
        for raw in importlib.metadata.requires(requirement.name) or []:
            dependency = Requirement(raw)
            if dependency.marker is None or any(dependency.marker.evaluate(env) for env in environments):
                todo.append(dependency)
    return {name for name, _ in needed}


def test_the_runtime_lock_holds_what_graphmem_needs_and_the_test_lock_only_what_tests_add() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    runtime = installed_closure(project["dependencies"]) - VENV_OWN
    tests = installed_closure([r for extra in project["optional-dependencies"].values() for r in extra])
    runtime_lock, test_lock = pinned(REPO / "requirements.lock"), pinned(REPO / "requirements-test.lock")

    assert runtime <= runtime_lock, f"add to requirements.lock: {sorted(runtime - runtime_lock)}"
    assert runtime_lock <= runtime, f"not needed to run graphmem: {sorted(runtime_lock - runtime)}"
    assert (tests - runtime - VENV_OWN) == test_lock, "requirements-test.lock must hold exactly what the tests add"
    assert "llama-cpp-python" in test_lock and not test_lock & runtime_lock
