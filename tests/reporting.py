"""Figures a test prints for its report, shown even when pytest captures output."""

from __future__ import annotations

import pytest


def print_to_terminal(request: pytest.FixtureRequest, text: str) -> None:
    """Print past pytest's output capture (for counts a test is asked to report)."""
    capture = request.config.pluginmanager.getplugin("capturemanager")
    with capture.global_and_fixture_disabled():
        print(f"\n{text}", flush=True)
