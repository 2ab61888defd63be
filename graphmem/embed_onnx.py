"""A search's query embedded on ONNX Runtime: the local model's transformer exported once, cached.

ONNX Runtime embeds a short query in about half the time torch takes (benchmarks/README.md §4),
and a search waits for it before any vector index can be asked. Batches
(ingest) stay on torch. The export is checked against torch on a probe sentence before use, so a
query gets the same vector (to float rounding) on either runtime; a checked export is marked, so
processes that never load torch (embed_light.py) can use it too.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import logging
import os
import tempfile
import warnings
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

# Part of the cache key: bump when the export below changes.
EXPORT_FORMAT = 1
# Beside an export that matched torch: what lets a process without torch trust it.
CHECKED_SUFFIX = ".checked"
OPSET = 17
PROBE = "Which database did we pick for the billing service, and why?"
# Largest difference allowed between an ONNX and a torch vector component (unit vectors).
MAX_DEVIATION = 1e-4


class OnnxQueryEncoder:
    """A sentence-transformers model of transformer + mean pooling, run by ONNX Runtime."""

    def __init__(self, session: Any, preprocess: Any) -> None:
        self._session = session
        self._preprocess = preprocess
        self._inputs = [i.name for i in session.get_inputs()]

    @property
    def dimension(self) -> int:
        """The length of the vectors (the transformer's hidden size)."""
        return int(self._session.get_outputs()[0].shape[-1])

    def encode(self, texts: list[str]) -> np.ndarray:
        """Unit-length float32 rows of the mean-pooled tokens, tokenised exactly as the model does."""
        return self.encode_with_token_sums(texts)[0]

    def encode_with_token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Unit rows as `encode`, and per text the sum of its token vectors (what the mean divides)."""
        features = self._preprocess(texts)
        feeds = {name: np.asarray(features[name], dtype=np.int64) for name in self._inputs}
        tokens = self._session.run(None, feeds)[0]
        mask = feeds["attention_mask"][..., None].astype(np.float32)
        sums = (tokens * mask).sum(axis=1)  # the mean's divisor cancels in the normalisation
        return sums / np.maximum(np.linalg.norm(sums, axis=1, keepdims=True), 1e-12), sums


def load_query_encoder(model: Any, model_path: str, cache_dir: str) -> OnnxQueryEncoder | None:
    """The ONNX encoder for this loaded model, or None (logged) where it cannot stand in for torch."""
    if not _is_mean_pooled_transformer(model):
        log.info("query embedding stays on torch: the model is not a transformer with mean pooling")
        return None
    try:
        import onnxruntime
    except ImportError:
        log.warning("query embedding stays on torch (slower): onnxruntime is not installed")
        return None
    try:
        path = _exported(model, model_path, Path(cache_dir) / "onnx", onnxruntime.__version__)
        session = open_session(path)
    except Exception as exc:  # noqa: BLE001 - any export or load failure leaves torch in charge
        log.warning("query embedding stays on torch (slower): ONNX export or load failed: %s", exc)
        return None
    encoder = OnnxQueryEncoder(session, model.preprocess)
    deviation = _deviation_from_torch(model, encoder)
    if deviation > MAX_DEVIATION:
        log.warning("query embedding stays on torch: the ONNX export differs by %.2g", deviation)
        return None
    path.with_suffix(CHECKED_SUFFIX).touch()
    return encoder


def open_session(path: Path) -> Any:
    """An ONNX Runtime session on the export, on at most two threads that wait passively."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = min(2, os.cpu_count() or 1)
    # Spinning threads would take the cores Neo4j needs for the same search.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def export_path(model_path: str, folder: Path, runtime_version: str) -> Path:
    """Where the export of this model (its weights, torch and ONNX Runtime versions) is cached.

    Torch's version is read from its package metadata, so a process can find the export without
    importing torch."""
    weights = sorted(p for p in Path(model_path).rglob("*") if p.suffix in {".safetensors", ".bin"})
    identity = [str(Path(model_path).resolve()), importlib.metadata.version("torch"), runtime_version,
                str(EXPORT_FORMAT)]
    identity += [f"{p.name}:{p.stat().st_size}:{p.stat().st_mtime_ns}" for p in weights]
    return folder / f"{hashlib.sha256('|'.join(identity).encode()).hexdigest()[:16]}.onnx"


def _is_mean_pooled_transformer(model: Any) -> bool:
    modules = list(model)
    return (len(modules) >= 2 and hasattr(modules[0], "auto_model")
            and getattr(modules[1], "pooling_mode", None) == "mean"
            and all(type(m).__name__ == "Normalize" for m in modules[2:]))


def _exported(model: Any, model_path: str, folder: Path, runtime_version: str) -> Path:
    """The cached ONNX file for this model, exported now if missing (atomically: processes race)."""
    import torch

    target = export_path(model_path, folder, runtime_version)
    if target.exists():
        return target
    folder.mkdir(parents=True, exist_ok=True)
    transformer = _token_states_module(model[0].auto_model).eval()
    sample = model.preprocess([PROBE])
    names = [n for n in ("input_ids", "attention_mask", "token_type_ids") if n in sample]
    handle, scratch = tempfile.mkstemp(dir=folder, suffix=".onnx.part")
    os.close(handle)
    try:
        # The tracer warns about Python branches on shapes; the probe check below is the real test.
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(transformer, tuple(sample[n] for n in names), scratch, input_names=names,
                              output_names=["token_states"], opset_version=OPSET, dynamo=False,
                              dynamic_axes={n: {0: "batch", 1: "tokens"} for n in [*names, "token_states"]})
        os.replace(scratch, target)
    finally:
        Path(scratch).unlink(missing_ok=True)
    return target


def _deviation_from_torch(model: Any, encoder: OnnxQueryEncoder) -> float:
    import torch

    with torch.inference_mode():
        expected = model(model.preprocess([PROBE]))["sentence_embedding"].float().numpy()
    return float(np.abs(encoder.encode([PROBE]) - expected / np.linalg.norm(expected)).max())


def _token_states_module(auto_model: Any) -> Any:
    import torch

    class TokenStates(torch.nn.Module):
        """The transformer called by keyword, returning its last hidden states (what pooling reads)."""

        def __init__(self) -> None:
            super().__init__()
            self.inner = auto_model

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any = None) -> Any:
            kwargs = {"input_ids": input_ids, "attention_mask": attention_mask}
            if token_type_ids is not None:
                kwargs["token_type_ids"] = token_type_ids
            return self.inner(**kwargs).last_hidden_state

    return TokenStates()
