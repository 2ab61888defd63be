"""Embedding without torch: the local model's checked ONNX export (embed_onnx.py) and its own tokenizer.

A command-line search or remember embeds one or two texts; importing torch and
sentence-transformers for them costs seconds. The first process that loads the model the full way
(`graphmem serve`, an ingest, a search without the export) exports it and checks it against torch;
from then on short-lived processes embed with ONNX Runtime and the `tokenizers` library alone.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from graphmem.config import Settings
from graphmem.embed_onnx import CHECKED_SUFFIX, OnnxQueryEncoder, export_path, open_session


class OnnxEmbedder:
    """The Embedder protocol (embed.py) on a checked ONNX export: the same vectors, to float rounding."""

    query_runtime = "onnx"

    def __init__(self, encoder: OnnxQueryEncoder, name: str) -> None:
        self._encoder = encoder
        self.name = name
        self.dimension = encoder.dimension

    def embed(self, texts: list[str]) -> np.ndarray:
        """One unit-length float32 row per text; empty input gives an empty (0, dim) array."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self._encoder.encode(texts).astype(np.float32)

    def embed_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Unit vectors as `embed`, and per text the sum of its token vectors."""
        if not texts:
            empty = np.zeros((0, self.dimension), dtype=np.float32)
            return empty, empty
        vectors, sums = self._encoder.encode_with_token_sums(texts)
        return vectors.astype(np.float32), sums.astype(np.float32)


def light_embedder(settings: Settings) -> OnnxEmbedder | None:
    """The local model on ONNX Runtime without torch, or None when there is no checked export of it
    yet (or an embedding endpoint is configured: that client is light already)."""
    if settings.embed_base_url:
        return None
    from graphmem.embed import default_model_path

    model_path = settings.embed_model or default_model_path()
    try:
        import onnxruntime
    except ImportError:
        return None
    export = export_path(model_path, Path(settings.cache_dir) / "onnx", onnxruntime.__version__)
    if not export.with_suffix(CHECKED_SUFFIX).exists():
        return None
    encoder = OnnxQueryEncoder(open_session(export), model_tokenizer(model_path))
    return OnnxEmbedder(encoder, os.path.basename(model_path.rstrip("/")) or model_path)


def model_tokenizer(model_path: str) -> Any:
    """A callable texts -> {input_ids, attention_mask, token_type_ids} as numpy arrays, padded to the
    longest text and truncated to the model's max_seq_length: what sentence-transformers feeds it."""
    from tokenizers import Tokenizer

    folder = Path(model_path)
    config = _json(folder / "sentence_bert_config.json")
    special = _json(folder / "special_tokens_map.json")
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    pad = special.get("pad_token", "[PAD]")
    pad = pad["content"] if isinstance(pad, dict) else pad
    tokenizer.enable_padding(pad_id=tokenizer.token_to_id(pad), pad_token=pad)
    if config.get("max_seq_length"):
        tokenizer.enable_truncation(max_length=int(config["max_seq_length"]))
    else:
        tokenizer.no_truncation()
    lower = bool(config.get("do_lower_case"))

    def preprocess(texts: list[str]) -> dict[str, np.ndarray]:
        encodings = tokenizer.encode_batch([t.lower() if lower else t for t in texts])
        return {"input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
                "attention_mask": np.array([e.attention_mask for e in encodings], dtype=np.int64),
                "token_type_ids": np.array([e.type_ids for e in encodings], dtype=np.int64)}

    return preprocess


def _json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text()) if path.exists() else {}
