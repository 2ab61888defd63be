"""The graphiti-core head-to-head on generated facts (benchmarks/graphiti_at_scale.py), small: 200
facts in Graphiti's schema, written once, and questions that paraphrase planted facts. Both
graphiti-core's own search and graphmem's find the planted fact for most questions, far above
the 10 in 200 that a top 10 drawn at random would hold. (The curve at 1k-100k facts is measured
by `python -m benchmarks.graphiti_vs_graphmem --sizes 1000,10000,100000`.)"""

from __future__ import annotations

import pytest

from benchmarks.graphiti_at_scale import compare_at_sizes, markdown
from graphmem.service import Memory
from tests.reporting import print_to_terminal

FACTS = 200
QUESTIONS = 20


def test_both_systems_find_the_planted_facts_among_two_hundred(memory: Memory, namespace: str,
                                                                request: pytest.FixtureRequest) -> None:
    results = compare_at_sizes(memory, namespace, [FACTS], QUESTIONS, repeats=1, seed=17)
    print_to_terminal(request, markdown(results))
    (result,) = results
    assert result["facts"] == FACTS and result["questions"] == QUESTIONS
    for system in ("graphiti", "graphmem"):
        quality = result["systems"][system]["quality"]
        assert quality["recall@10"] >= 0.6, (system, quality, result["missed_examples"][system])
        assert result["systems"][system]["latency"]["n"] == QUESTIONS
