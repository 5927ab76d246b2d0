"""A rebuild with nothing new skips resolving and writing, but only when the store still
holds what the last build wrote and the papers are exactly the same records."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from kg.build import Extractor, build
from kg.model import PAPER, Entity, Extraction, Paper, Relation
from kg.store import GraphRecords, StoreSettings, open_store

ABSTRACTS = {
    "a1": "We propose GraphMixer, a token mixer for molecular graphs, evaluated on QM9.",
    "a2": "We introduce TabLoRA, low-rank adapters for tabular transformers, tested on Adult.",
    "a3": "We present SparseFlow, a sparse normalizing flow, and report NLL on CIFAR-10.",
}


class NamingExtractor:
    """Takes the word after "propose/introduce/present" as the proposed method."""

    def __init__(self) -> None:
        self.extracted: list[str] = []

    def __call__(self) -> Extractor:
        return Extractor("naming-1", self.run)

    def run(self, papers: Sequence[Paper], workers: int) -> Iterator[Extraction]:
        for paper in papers:
            self.extracted.append(paper.id)
            name = paper.abstract.split()[2].rstrip(",")
            key = f"method:{name.lower()}"
            yield Extraction(
                paper,
                [Entity(key, "Method", name)],
                [Relation("PROPOSES", PAPER, key, paper.abstract)],
            )


@pytest.fixture(autouse=True)
def _cache_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "cache"))


def write_corpus(path: Path, venue: str = "ICML") -> Path:
    lines = [
        json.dumps({"id": pid, "title": None, "abstract": text, "venue": venue})
        for pid, text in ABSTRACTS.items()
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def snapshot(settings: StoreSettings) -> GraphRecords:
    with open_store(settings, read_only=True) as store:
        return store.snapshot()


def test_a_rebuild_with_nothing_new_writes_nothing(tmp_path: Path) -> None:
    settings = StoreSettings(db_path=tmp_path / "kg.lbdb")
    corpus = write_corpus(tmp_path / "papers.jsonl")
    extractor = NamingExtractor()
    build([corpus], settings, extractor=extractor)
    before = snapshot(settings)
    again = build([corpus], settings, extractor=extractor)
    assert not again.written.changed
    assert (again.unchanged, again.extracted, again.cached) == (3, 0, 0)
    assert again.labels["Paper"] == 3 and again.labels["Method"] == 3
    assert again.relations["PROPOSES"] == 3
    assert snapshot(settings) == before
    assert extractor.extracted == ["a1", "a2", "a3"]


def test_a_store_changed_since_the_last_build_is_repaired(tmp_path: Path) -> None:
    settings = StoreSettings(db_path=tmp_path / "kg.lbdb")
    corpus = write_corpus(tmp_path / "papers.jsonl")
    build([corpus], settings, extractor=NamingExtractor())
    before = snapshot(settings)
    damaged = GraphRecords(
        {k: v for k, v in before.nodes.items() if k != ("Method", "method:tablora")},
        {k: v for k, v in before.edges.items() if k[4] != "method:tablora"},
    )
    with open_store(settings) as store:
        store.write_graph(damaged)
    assert snapshot(settings) != before

    repaired = build([corpus], settings, extractor=NamingExtractor())
    assert repaired.written.nodes_written == 1 and repaired.written.edges_written == 1
    assert snapshot(settings) == before


def test_a_record_changed_without_its_text_is_written(tmp_path: Path) -> None:
    settings = StoreSettings(db_path=tmp_path / "kg.lbdb")
    build([write_corpus(tmp_path / "papers.jsonl")], settings, extractor=NamingExtractor())
    extractor = NamingExtractor()
    moved = build(
        [write_corpus(tmp_path / "papers.jsonl", venue="NeurIPS")], settings, extractor=extractor
    )
    assert moved.unchanged == 3 and extractor.extracted == []  # same texts: no extraction
    assert moved.written.nodes_written == 3
    venues = {
        props["venue"] for (label, _), props in snapshot(settings).nodes.items() if label == "Paper"
    }
    assert venues == {"NeurIPS"}
