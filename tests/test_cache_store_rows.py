"""The per-store rows of the extraction cache: read in chunks, rewritten only where changed."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from kg import cache as cache_module
from kg.cache import ExtractionCache
from kg.errors import StoreError
from kg.model import Entity, Extraction, Mention, Paper, Relation

STORE = "embedded:/tmp/some.lbdb"


def _extraction(number: int, text: str = "") -> Extraction:
    abstract = text or f"We propose Method{number}, evaluated on Bench{number}."
    paper = Paper(id=f"p{number:04d}", abstract=abstract, source=f"papers.jsonl#{number}")
    key = f"method:method{number}"
    name = f"Method{number}"
    start = abstract.find(name)
    mentions = [Mention(start, start + len(name), name)] if start >= 0 else []
    entity = Entity(key, "Method", name, [], mentions)
    return Extraction(paper, [entity], [Relation("PROPOSES", "paper", key, abstract)])


def _rows(directory: Path) -> dict[str, str]:
    with sqlite3.connect(directory / cache_module.CACHE_FILE) as db:
        return dict(
            db.execute("SELECT paper_id, content_hash FROM stored WHERE store = ?", (STORE,))
        )


def test_stored_reads_every_chunk_in_paper_order(tmp_path: Path) -> None:
    count = cache_module._CHUNK * 2 + 7  # three chunks, the last one short
    extractions = [_extraction(i) for i in range(count)]
    with ExtractionCache(tmp_path) as cache:
        cache.set_stored(STORE, extractions)
    papers = [e.paper for e in reversed(extractions)]
    papers[3] = _extraction(count - 4, "An edited abstract.").paper  # same id, new text
    with ExtractionCache(tmp_path) as cache:
        found = cache.stored(STORE, papers)
    assert list(found) == [p.id for i, p in enumerate(papers) if i != 3]
    assert found["p0000"].entities == extractions[0].entities
    assert found["p0000"].relations == extractions[0].relations


def test_set_stored_keeps_exactly_the_given_extractions(tmp_path: Path) -> None:
    first = [_extraction(i) for i in range(5)]
    with ExtractionCache(tmp_path) as cache:
        cache.set_stored(STORE, first)
        cache.set_stored("neo4j:bolt://elsewhere/neo4j", first[:1])
    with ExtractionCache(tmp_path) as cache:
        read = cache.stored(STORE, [e.paper for e in first])
        edited = _extraction(2, "A new text for paper two.")
        added = _extraction(9)
        # p0001 and p0004 leave the store, p0002 changes, p0000 and p0003 are as read.
        cache.set_stored(STORE, [read["p0000"], edited, read["p0003"], added])
    rows = _rows(tmp_path)
    assert rows == {
        "p0000": first[0].paper.content_hash,
        "p0002": edited.paper.content_hash,
        "p0003": first[3].paper.content_hash,
        "p0009": added.paper.content_hash,
    }
    with ExtractionCache(tmp_path) as cache:
        again = cache.stored(STORE, [edited.paper, added.paper])
        other = cache.stored("neo4j:bolt://elsewhere/neo4j", [first[0].paper])
    assert again[edited.paper.id].relations == edited.relations
    assert again[added.paper.id].entities == added.entities
    assert list(other) == ["p0000"]  # another store's rows are left alone


def test_rows_are_read_in_order_and_copied_without_decoding(tmp_path: Path) -> None:
    from kg.cache import CachedRow

    count = cache_module._CHUNK + 3  # two chunks
    extractions = [_extraction(i) for i in range(count)]
    with ExtractionCache(tmp_path) as cache:
        cache.put(extractions[:-1], "v1")
        rows = cache.cached("v1", [e.paper for e in extractions])
        assert list(rows) == [e.paper.id for e in extractions[:-1]]  # the last was never put
        entries = [*rows.values(), extractions[-1]]
        read = list(cache.read(entries))
        assert [e.paper.id for e in read] == [e.paper.id for e in extractions]
        assert [e.entities for e in read] == [e.entities for e in extractions]
        cache.set_stored(STORE, entries)
        stored = cache.stored_rows(STORE, [e.paper for e in extractions])
        assert list(stored) == [e.paper.id for e in extractions]
        again = list(cache.read(stored.values()))
        assert [e.relations for e in again] == [e.relations for e in extractions]
        # A stored row of this store is kept as it is; another store's row is refused.
        cache.set_stored(STORE, list(stored.values()))
        assert len(_rows(tmp_path)) == count
        with pytest.raises(ValueError):
            cache.set_stored(STORE, [CachedRow(extractions[0].paper, store="other")])


def test_a_row_gone_during_the_build_is_one_clear_error(tmp_path: Path) -> None:
    extraction = _extraction(1)
    with ExtractionCache(tmp_path) as cache:
        cache.put([extraction], "v1")
        rows = cache.cached("v1", [extraction.paper])
        with sqlite3.connect(tmp_path / cache_module.CACHE_FILE) as db:
            db.execute("DELETE FROM extractions")
        with pytest.raises(StoreError, match="changed during the build"):
            list(cache.read(rows.values()))
