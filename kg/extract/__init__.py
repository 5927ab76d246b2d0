"""Extraction: one spaCy pipeline turns a paper's abstract into typed entities and relations.

``build_nlp()`` is the pretrained English tagger and parser plus the project's components
(``kg_name_shapes`` → tagger/parser → ``kg_span_recognizer`` (the trained model in
``kg/models/recognizer``) → ``kg_abbreviations`` → ``kg_entities`` → ``kg_title_entities`` →
``kg_relations``);
``extract_papers`` runs it over papers with ``nlp.pipe``. Extraction is pure per paper: the
same abstract always gives the same result, and ``extractor_fingerprint()`` names
everything that decides that result (the cache key).

The pipeline lives in ``kg.extract.pipeline`` and is imported on first use of one of its
names: a build whose extractions are all cached computes the cache key without loading
spaCy (tens of megabytes in the process that resolves and writes the graph).
"""

from __future__ import annotations

from typing import Any

#: Bump whenever a rule, cue list or lexicon changes. Extraction caches are keyed by
#: ``extractor_fingerprint()``, which also covers the code, models and lexicons.
EXTRACTOR_VERSION = "1.369.0"

#: Names served by ``kg.extract.pipeline``, imported when first asked for.
_PIPELINE_NAMES = (
    "MAX_CHARS",
    "PRETRAINED_COMPONENTS",
    "build_nlp",
    "doc_to_extraction",
    "extract_papers",
    "extract_text",
)

__all__ = ["EXTRACTOR_VERSION", "extractor_fingerprint", *_PIPELINE_NAMES]


def __getattr__(name: str) -> Any:
    if name in _PIPELINE_NAMES:
        from kg.extract import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def extractor_fingerprint() -> str:
    """The extraction cache key: ``EXTRACTOR_VERSION`` plus a digest of everything else that
    changes what is extracted: the extraction code and ``kg.names``, the trained recognizer's
    files and the entity filter's weights, every package term list, the user lexicon files
    in ``KG_LEXICON_DIR`` (by content) and the pretrained spaCy package. Editing a lexicon
    therefore re-extracts."""
    import hashlib
    from importlib import resources
    from importlib.metadata import version
    from pathlib import Path

    from kg.extract.confidence import FILTER_MODEL
    from kg.extract.lexicon import GENERIC_FILE, TYPE_FILES, lexicon_dirs_from_env
    from kg.extract.model_files import PACKAGE_MODEL, model_digest
    from kg.nlp import find_model

    digest = hashlib.sha256(EXTRACTOR_VERSION.encode())
    model = find_model()
    digest.update(f"{version('spacy')}|{model.package}|{model.version}".encode())
    here = Path(__file__).resolve().parent
    # The extraction code, and the modules outside it whose functions decide its output.
    shared = [here.parent / name for name in ("normalize.py", "model.py", "nlp.py", "names.py")]
    for source in [*sorted(here.glob("*.py")), *shared]:
        digest.update(source.read_bytes())
    digest.update(model_digest(PACKAGE_MODEL).encode())
    digest.update(FILTER_MODEL.read_bytes())
    # Every package term list: the lexicon, and those of the reject class (kg.names).
    data = resources.files("kg") / "data"
    package = sorted(entry.name for entry in data.iterdir() if entry.name.endswith(".txt"))
    folders: list[tuple[str, object, list[str]]] = [("package", data, package)]
    user_files = [*TYPE_FILES.values(), GENERIC_FILE]
    folders += [(str(folder), folder, user_files) for folder in lexicon_dirs_from_env()]
    for label, folder, names in folders:
        for name in names:
            entry = folder / name  # type: ignore[operator]
            if entry.is_file():
                digest.update(f"{label}/{name}".encode())
                digest.update(entry.read_bytes())
    return f"{EXTRACTOR_VERSION}+{digest.hexdigest()[:16]}"
