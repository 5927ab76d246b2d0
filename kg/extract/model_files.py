"""The trained recognizer's files: where the model is, its digest and its meta.

Kept apart from the spaCy component (``kg.extract.recognizer``) so that the extraction
cache key and ``kg doctor`` read them without importing spaCy.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from kg.errors import ModelNotFoundError

PACKAGE_MODEL = Path(__file__).resolve().parent.parent / "models" / "recognizer"

__all__ = ["PACKAGE_MODEL", "model_digest", "model_meta", "model_path"]


def model_path(model: str) -> Path:
    """The folder of a recognizer model: ``"package"`` is the one shipped with kg."""
    return PACKAGE_MODEL if model == "package" else Path(model)


@functools.lru_cache(maxsize=4)
def model_digest(path: Path) -> str:
    """A digest of every file of the model: weights, vocabulary and config."""
    digest = hashlib.sha256()
    for file in sorted(p for p in path.rglob("*") if p.is_file()):
        digest.update(str(file.relative_to(path)).encode())
        digest.update(file.read_bytes())
    return digest.hexdigest()[:16]


def model_meta(path: Path = PACKAGE_MODEL) -> dict[str, Any]:
    """The model's ``meta.json`` (name, version, training data, seed, scores)."""
    try:
        return json.loads((path / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelNotFoundError(f"no span recognizer model in {path}: {exc}") from exc
