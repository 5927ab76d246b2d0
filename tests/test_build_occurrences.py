"""A build keeps what resolution takes from each paper (``occurrences`` rows of the
extraction cache) and reads it back for the papers whose extraction, text and resolution
code are unchanged; a missing, stale or damaged row is computed again."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from test_build_up_to_date import ABSTRACTS, NamingExtractor, snapshot

from kg.build import build
from kg.cache import CACHE_FILE
from kg.store import StoreSettings


@pytest.fixture(autouse=True)
def _cache_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "cache"))


def _write(path: Path, abstracts: dict[str, str]) -> Path:
    lines = [json.dumps({"id": pid, "abstract": text}) for pid, text in abstracts.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _rows(tmp_path: Path) -> dict[str, tuple[str, str]]:
    with sqlite3.connect(tmp_path / "cache" / CACHE_FILE) as db:
        rows = db.execute("SELECT paper_id, key, body FROM occurrences")
        return {pid: (key, body) for pid, key, body in rows}


def _set_body(tmp_path: Path, paper_id: str, body: str) -> None:
    with sqlite3.connect(tmp_path / "cache" / CACHE_FILE) as db:
        db.execute("UPDATE occurrences SET body = ? WHERE paper_id = ?", (body, paper_id))


def _methods(settings: StoreSettings) -> set[str]:
    return {key for (label, key) in snapshot(settings).nodes if label == "Method"}


def test_one_row_per_paper_and_only_an_edited_paper_gets_a_new_key(tmp_path: Path) -> None:
    settings = StoreSettings(db_path=tmp_path / "kg.lbdb")
    corpus = tmp_path / "papers.jsonl"
    build([_write(corpus, ABSTRACTS)], settings, extractor=NamingExtractor())
    first = _rows(tmp_path)
    assert set(first) == set(ABSTRACTS)

    edited = dict(ABSTRACTS, a1=ABSTRACTS["a1"] + " Code is released.")
    del edited["a3"]
    build([_write(corpus, edited)], settings, extractor=NamingExtractor())
    second = _rows(tmp_path)
    assert set(second) == {"a1", "a2"}  # the removed paper's row is gone
    assert second["a2"] == first["a2"]
    assert second["a1"][0] != first["a1"][0]


def test_a_kept_row_is_what_the_rebuild_resolves(tmp_path: Path) -> None:
    settings = StoreSettings(db_path=tmp_path / "kg.lbdb")
    corpus = tmp_path / "papers.jsonl"
    build([_write(corpus, ABSTRACTS)], settings, extractor=NamingExtractor())
    assert "method:tablora" in _methods(settings)

    # A row that says paper a2 has no entities, under a2's key: the rebuild (another paper
    # is edited, so it resolves) takes it and does not clean a2's extraction again.
    _set_body(tmp_path, "a2", '{"found":[],"rejected":{}}')
    edited = dict(ABSTRACTS, a1=ABSTRACTS["a1"] + " Code is released.")
    build([_write(corpus, edited)], settings, extractor=NamingExtractor())
    assert "method:tablora" not in _methods(settings)

    # A damaged row is a miss: a2 is cleaned again and its method comes back.
    _set_body(tmp_path, "a2", "not json")
    edited["a1"] += " Twice."
    build([_write(corpus, edited)], settings, extractor=NamingExtractor())
    assert "method:tablora" in _methods(settings)
    assert json.loads(_rows(tmp_path)["a2"][1])["found"]


def test_rows_of_other_resolution_code_are_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = StoreSettings(db_path=tmp_path / "kg.lbdb")
    corpus = tmp_path / "papers.jsonl"
    build([_write(corpus, ABSTRACTS)], settings, extractor=NamingExtractor())
    _set_body(tmp_path, "a2", '{"found":[],"rejected":{}}')
    # Resolution code (or a term list) changed since the rows were written.
    import kg.build

    real = kg.build._code_digest
    monkeypatch.setattr(kg.build, "_code_digest", lambda *modules: real(*modules) + "-edited")
    build([_write(corpus, ABSTRACTS)], settings, extractor=NamingExtractor())
    assert "method:tablora" in _methods(settings)
