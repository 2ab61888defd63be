"""The query embedding: ONNX Runtime stands in for torch with the same vectors, exported once."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from graphmem.embed import FEW_TEXTS, SentenceTransformerEmbedder

QUERIES = ["what did we use before PostgreSQL?", "Which CI did we have in March 2024",
           "when did Caroline go to the LGBTQ support group", "  spaced   out query  ", "é ü 数据库"]


def test_a_query_embeds_on_onnx_with_the_vectors_torch_gives(tmp_path: Path) -> None:
    embedder = SentenceTransformerEmbedder("", str(tmp_path))
    assert embedder.query_runtime == "onnx"
    one_by_one = np.vstack([embedder.embed([q]) for q in QUERIES])
    padding = ["filler"] * FEW_TEXTS  # a batch this size goes through torch's encode
    batched = embedder.embed(QUERIES + padding)[: len(QUERIES)]
    assert np.abs(one_by_one - batched).max() < 1e-5
    assert np.allclose(np.linalg.norm(one_by_one, axis=1), 1.0, atol=1e-5)
    pair = embedder.embed(QUERIES[:2])  # padded to the longer one inside ONNX
    assert np.abs(pair - batched[:2]).max() < 1e-5


def test_the_export_is_made_once_and_reused(tmp_path: Path) -> None:
    SentenceTransformerEmbedder("", str(tmp_path))
    exported = list((tmp_path / "onnx").iterdir())
    assert len(exported) == 1 and exported[0].suffix == ".onnx"
    made = exported[0].stat().st_mtime_ns
    again = SentenceTransformerEmbedder("", str(tmp_path))
    assert again.query_runtime == "onnx"
    assert list((tmp_path / "onnx").iterdir()) == exported
    assert exported[0].stat().st_mtime_ns == made
