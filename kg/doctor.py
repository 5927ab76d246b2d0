"""Environment checks behind ``kg doctor``."""

from __future__ import annotations

import platform
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from kg.errors import KgError
from kg.store.settings import Neo4jSettings


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str


def run_checks(db_path: Path, neo4j: Neo4jSettings | None) -> Iterator[Check]:
    yield Check("python", True, f"{platform.python_version()} ({platform.python_implementation()})")
    try:
        import spacy

        yield Check("spacy", True, spacy.__version__)
    except ImportError as exc:
        yield Check("spacy", False, f"not importable: {exc}")
    from kg.nlp import find_model

    try:
        model = find_model()
        yield Check("model", True, f"{model.package} {model.version}")
    except KgError as exc:
        yield Check("model", False, str(exc))
    yield _recognizer_check()
    yield _entity_filter_check()
    yield _check_db(db_path)
    if neo4j is not None:
        from kg.store.neo4j import server_info

        try:
            info = server_info(neo4j)
            yield Check(
                "neo4j",
                True,
                f"{neo4j.uri} answers: Neo4j {info.version} {info.edition}, "
                f"user {neo4j.user!r} authenticated, database {neo4j.database!r}",
            )
        except KgError as exc:
            yield Check("neo4j", False, str(exc))


def _recognizer_check() -> Check:
    """The trained span recognizer the extractor uses: name, version, seed, scores."""
    from kg.extract.model_files import PACKAGE_MODEL, model_digest, model_meta

    try:
        meta = model_meta(PACKAGE_MODEL)
    except KgError as exc:
        return Check("recognizer", False, str(exc))
    trained = meta.get("kg", {})
    scores = trained.get("scores", {})
    detail = (
        f"{meta.get('name', '?')} {meta.get('version', '?')} ({PACKAGE_MODEL}, "
        f"sha256 {model_digest(PACKAGE_MODEL)}; config {trained.get('config', '?')}, "
        f"seed {trained.get('seed', '?')}, dev F1 {scores.get('dev_ents_f', '?')})"
    )
    return Check("recognizer", True, detail)


def _entity_filter_check() -> Check:
    """The trained entity filter the extractor uses: file, digest, threshold, data, scores."""
    import hashlib

    from kg.extract.confidence import FILTER_MODEL, shipped_filter

    try:
        model = shipped_filter()
    except KgError as exc:
        return Check("entity filter", False, str(exc))
    digest = hashlib.sha256(FILTER_MODEL.read_bytes()).hexdigest()[:16]
    fresh = model.meta.get("scores", {}).get("guideline-fresh4", {})
    before = fresh.get("without_filter", {}).get("entity_f1", "?")
    after = fresh.get("with_filter", {}).get("entity_f1", "?")
    thresholds = "".join(f", {t} {v}" for t, v in sorted(model.type_thresholds.items()))
    detail = (
        f"{FILTER_MODEL.name} ({FILTER_MODEL}, sha256 {digest}; threshold {model.threshold}"
        f"{thresholds}, {model.meta.get('examples', '?')} training entities, guideline-fresh4 "
        f"entity F1 {before} -> {after})"
    )
    return Check("entity filter", True, detail)


def _check_db(db_path: Path) -> Check:
    """The embedded database: absent (fine), readable, or what to run to repair it."""
    detail = _describe_db(db_path)
    if not db_path.exists():
        return Check("embedded", True, detail)
    from kg.errors import StoreError
    from kg.store.embedded import needs_recovery, recovery_command, run_isolated

    reason = needs_recovery(db_path)
    if reason:
        return Check(
            "embedded",
            False,
            f"{db_path} needs recovery ({reason}): run {recovery_command(db_path)}",
        )

    def open_it() -> None:
        from kg.store.embedded import EmbeddedStore

        EmbeddedStore(db_path, read_only=True).close()

    try:
        # In a child process: a damaged file may make the engine abort.
        run_isolated(open_it, f"opening {db_path}")
    except StoreError as exc:
        return Check("embedded", False, str(exc))
    return Check("embedded", True, detail)


def _describe_db(db_path: Path) -> str:
    try:
        import ladybug
    except ImportError as exc:
        return f"{db_path} (ladybug not importable: {exc})"
    version = getattr(ladybug, "__version__", "?")
    if db_path.exists():
        return f"{db_path} exists ({db_path.stat().st_size:,} bytes; LadybugDB {version})"
    return f"{db_path} (not created yet; LadybugDB {version})"
