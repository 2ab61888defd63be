"""The query embedding: ONNX Runtime stands in for torch with the same vectors, exported once;
a process without torch embeds with that export alone once it is checked."""

from __future__ import annotations

from pathlib import Path

import subprocess
import sys
from dataclasses import replace

import numpy as np

from graphmem.config import Settings
from graphmem.embed import FEW_TEXTS, SentenceTransformerEmbedder
from graphmem.embed_light import light_embedder

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
    exported = list((tmp_path / "onnx").glob("*.onnx"))
    assert len(exported) == 1 and exported[0].with_suffix(".checked").exists()
    made = exported[0].stat().st_mtime_ns
    again = SentenceTransformerEmbedder("", str(tmp_path))
    assert again.query_runtime == "onnx"
    assert list((tmp_path / "onnx").glob("*.onnx")) == exported
    assert exported[0].stat().st_mtime_ns == made


def test_without_torch_the_checked_export_gives_the_same_vectors(settings: Settings, tmp_path: Path) -> None:
    own_cache = replace(settings, cache_dir=str(tmp_path))
    assert light_embedder(own_cache) is None  # nothing exported and checked there yet
    full = SentenceTransformerEmbedder("", str(tmp_path))
    light = light_embedder(own_cache)
    assert light is not None and light.dimension == full.dimension and light.name == full.name
    long_text = "We moved the billing service from Heroku to Fly.io in March. " * 60  # past max_seq_length
    texts = [*QUERIES, long_text]
    assert np.abs(light.embed(texts) - full.embed(texts)).max() < 1e-5
    vectors, sums = light.embed_with_token_sums(texts)
    full_vectors, full_sums = full.embed_with_token_sums(texts)
    assert np.abs(vectors - full_vectors).max() < 1e-5
    assert np.allclose(sums, full_sums, rtol=1e-4, atol=1e-3)

    fresh = subprocess.run([sys.executable, "-c", "import sys; from dataclasses import replace; "
                            "from graphmem.config import load_settings; from graphmem.embed_light import light_embedder; "
                            f"light_embedder(replace(load_settings(), cache_dir={str(tmp_path)!r})).embed(['x']); "
                            "print(sorted(m for m in ('torch', 'sentence_transformers', 'transformers') if m in sys.modules))"],
                           capture_output=True, text=True, timeout=300, check=True)
    assert fresh.stdout.strip() == "[]"
