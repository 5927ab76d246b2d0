"""``kg build`` / ``kg load``: idempotent, incremental and cached, on both backends.

The extractor is replaced by a lookup of hand-written extractions (by abstract text), so
these tests check the pipeline, not extraction quality, and count what gets extracted.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.build import Extractor, build, load
from kg.cache import cache_dir
from kg.cli import cli
from kg.errors import InputError
from kg.extraction_file import read_extractions
from kg.model import PAPER, Entity, Extraction, Paper, Relation
from kg.store import GraphRecords, StoreSettings, open_store

CORPUS = Path(__file__).resolve().parent / "fixtures" / "extractions" / "corpus.jsonl"
EXTRACTIONS = read_extractions(CORPUS)
BY_ID = {e.paper.id: e for e in EXTRACTIONS}

# p3 after an edit: it no longer mentions CPO and now reports accuracy.
EDITED_P3 = Extraction(
    paper=Paper(
        id="p3",
        source="fixture.txt#3",
        abstract=(
            "We study reward hacking in RLHF pipelines for LLMs. We show that DPO overfits to "
            "response length and propose Length-Normalized DPO (LN-DPO), which raises accuracy."
        ),
    ),
    entities=[
        Entity("method:rlhf", "Method", "RLHF"),
        Entity("method:dpo", "Method", "DPO"),
        Entity("method:length normalized dpo", "Method", "Length-Normalized DPO", ["LN-DPO"]),
        Entity("metric:accuracy", "Metric", "accuracy"),
        Entity("task:reward hacking", "Task", "reward hacking"),
    ],
    relations=[
        Relation("PROPOSES", PAPER, "method:length normalized dpo", "We show that DPO overfits."),
        Relation("USES", PAPER, "method:rlhf", "We study reward hacking."),
        Relation("REPORTS", PAPER, "metric:accuracy", "It raises accuracy."),
        Relation("ADDRESSES", PAPER, "task:reward hacking", "We study reward hacking."),
        Relation("PART_OF", "method:dpo", "method:length normalized dpo", "DPO inside LN-DPO."),
    ],
)


class FakeExtractor:
    """Extracts by looking the abstract up among the hand-written extractions."""

    def __init__(self, version: str = "fake-1") -> None:
        self.version = version
        self.extracted: list[str] = []
        self.table = {e.paper.abstract: e for e in [*EXTRACTIONS, EDITED_P3]}

    def __call__(self) -> Extractor:
        return Extractor(self.version, self.run)

    def run(self, papers: Sequence[Paper], workers: int) -> Iterator[Extraction]:
        for paper in papers:
            self.extracted.append(paper.abstract[:20])
            known = self.table[paper.abstract]
            yield Extraction(paper, known.entities, known.relations)


def write_corpus(path: Path, abstracts: Iterable[str]) -> Path:
    path.write_text("Invented abstracts\n\n" + "\n\n".join(abstracts) + "\n", encoding="utf-8")
    return path


def abstracts(*ids: str) -> list[str]:
    return [BY_ID[i].paper.abstract for i in ids]


def write_extractions(path: Path, extractions: Iterable[Extraction]) -> Path:
    path.write_text("".join(json.dumps(e.to_json()) + "\n" for e in extractions), encoding="utf-8")
    return path


def graph_of(settings: StoreSettings) -> GraphRecords:
    with open_store(settings, read_only=True) as store:
        return store.snapshot()


def without_sources(records: GraphRecords) -> GraphRecords:
    """Paper ``source`` names the file and record, which differ between layouts."""
    nodes = {
        k: {p: v for p, v in props.items() if p != "source"} for k, props in records.nodes.items()
    }
    return GraphRecords(nodes, records.edges)


@pytest.fixture(autouse=True)
def _cache_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def settings(request: pytest.FixtureRequest) -> StoreSettings:
    return request.getfixturevalue(f"{request.param}_store")


def fresh(tmp_path: Path, name: str) -> StoreSettings:
    return StoreSettings(db_path=tmp_path / f"{name}.lbdb")


def test_building_twice_gives_the_same_graph_and_extracts_once(
    settings: StoreSettings, tmp_path: Path
) -> None:
    corpus = write_corpus(tmp_path / "a.txt", abstracts("p1", "p2", "p3", "p4", "p5"))
    extractor = FakeExtractor()
    first = build([corpus], settings, extractor=extractor)
    before = graph_of(settings)
    second = build([corpus], settings, extractor=extractor)
    assert len(extractor.extracted) == 5  # the second build extracted nothing
    assert (first.added, second.unchanged, second.extracted) == (5, 5, 0)
    assert not second.written.changed  # and wrote nothing
    assert graph_of(settings) == before
    assert (
        second.labels
        == first.labels
        == {"Paper": 5, "Method": 14, "Task": 5, "Dataset": 5, "Metric": 4}
    )
    assert second.relations == first.relations


@pytest.mark.neo4j
def test_both_backends_hold_the_same_graph(neo4j_store: StoreSettings, tmp_path: Path) -> None:
    embedded = fresh(tmp_path, "e")
    load(CORPUS, embedded)
    load(CORPUS, neo4j_store)
    assert graph_of(embedded) == graph_of(neo4j_store)
    with open_store(embedded, read_only=True) as a, open_store(neo4j_store, read_only=True) as b:
        assert a.stats() | {"backend": ""} == b.stats() | {"backend": ""}


def test_an_incremental_build_equals_a_full_build(tmp_path: Path) -> None:
    a = write_corpus(tmp_path / "a.txt", abstracts("p1", "p2"))
    b = write_corpus(tmp_path / "b.txt", abstracts("p3", "p4", "p5"))
    step, full = fresh(tmp_path, "step"), fresh(tmp_path, "full")
    build([a], step, extractor=FakeExtractor())
    build([b], step, extractor=FakeExtractor())
    build([a, b], full, extractor=FakeExtractor())
    incremental = graph_of(step)
    assert incremental == graph_of(full)
    # p3's bare "LLMs" found p1's definition although they were built in different runs.
    assert incremental.nodes[("Method", "method:large language model")]["paper_count"] == 3


def test_an_edited_paper_leaves_no_stale_edges(settings: StoreSettings, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "a.txt", abstracts("p1", "p2", "p3", "p4", "p5"))
    build([corpus], settings, extractor=FakeExtractor())
    edited = [*abstracts("p1", "p2"), EDITED_P3.paper.abstract, *abstracts("p4", "p5")]
    write_corpus(corpus, edited)
    extractor = FakeExtractor()
    summary = build([corpus], settings, extractor=extractor)
    assert len(extractor.extracted) == 1  # only the edited abstract
    assert (summary.added, summary.unchanged, summary.removed) == (1, 4, 1)

    expected = fresh(tmp_path, "expected")
    build([write_corpus(tmp_path / "b.txt", edited)], expected, extractor=FakeExtractor())
    after = graph_of(settings)
    assert without_sources(after) == without_sources(graph_of(expected))
    assert after.label_counts()["Paper"] == 5
    assert ("Method", "method:cpo") not in after.nodes
    assert after.nodes[("Metric", "metric:accuracy")]["paper_count"] == 2
    assert after.nodes[("Dataset", "dataset:ultrafeedback")]["paper_count"] == 1


def test_a_removed_then_restored_paper(settings: StoreSettings, tmp_path: Path) -> None:
    complete = write_corpus(tmp_path / "all.txt", abstracts("p1", "p2", "p3", "p4", "p5"))
    build([complete], settings, extractor=FakeExtractor())
    full = graph_of(settings)

    write_corpus(complete, abstracts("p1", "p2", "p4", "p5"))
    summary = build([complete], settings, extractor=FakeExtractor())
    assert summary.removed == 1
    reduced = fresh(tmp_path, "reduced")
    build(
        [write_corpus(tmp_path / "four.txt", abstracts("p1", "p2", "p4", "p5"))],
        reduced,
        extractor=FakeExtractor(),
    )
    assert without_sources(graph_of(settings)) == without_sources(graph_of(reduced))

    write_corpus(complete, abstracts("p1", "p2", "p3", "p4", "p5"))
    extractor = FakeExtractor()
    build([complete], settings, extractor=extractor)
    assert extractor.extracted == []  # p3's extraction came back from the cache
    assert graph_of(settings) == full


def test_load_is_incremental_by_paper_and_rebuild_replaces(
    settings: StoreSettings, tmp_path: Path
) -> None:
    load(CORPUS, settings)
    full = graph_of(settings)
    four = write_extractions(tmp_path / "four.jsonl", [BY_ID[i] for i in ("p1", "p2", "p4", "p5")])
    load(four, settings)  # by paper id: p3 stays
    assert graph_of(settings) == full

    load(four, settings, rebuild=True)
    reduced = fresh(tmp_path, "reduced")
    load(four, reduced)
    assert graph_of(settings) == graph_of(reduced)

    load(write_extractions(tmp_path / "p3.jsonl", [BY_ID["p3"]]), settings)
    assert graph_of(settings) == full


def test_a_new_extractor_version_is_used_by_rebuild_only(tmp_path: Path) -> None:
    settings = fresh(tmp_path, "kg")
    corpus = write_corpus(tmp_path / "a.txt", abstracts("p1", "p2"))
    build([corpus], settings, extractor=FakeExtractor("v1"))
    newer = FakeExtractor("v2")
    build([corpus], settings, extractor=newer)
    assert newer.extracted == []  # unchanged papers keep the extraction they were built from
    build([corpus], settings, extractor=newer, rebuild=True)
    assert len(newer.extracted) == 2
    build([corpus], settings, extractor=newer, rebuild=True)
    assert len(newer.extracted) == 2  # now cached under v2


def test_a_lost_cache_is_rebuilt_from_the_stored_text(tmp_path: Path) -> None:
    settings = fresh(tmp_path, "kg")
    load(write_extractions(tmp_path / "a.jsonl", [BY_ID[i] for i in ("p1", "p2", "p3")]), settings)
    shutil.rmtree(cache_dir(settings))
    extractor = FakeExtractor()
    load(
        write_extractions(tmp_path / "b.jsonl", [BY_ID["p4"], BY_ID["p5"]]),
        settings,
        extractor=extractor,
    )
    assert len(extractor.extracted) == 3
    assert graph_of(settings) == graph_of(_loaded(tmp_path))


def _loaded(tmp_path: Path) -> StoreSettings:
    settings = fresh(tmp_path, "whole")
    load(CORPUS, settings)
    return settings


def test_a_failed_write_leaves_the_embedded_graph_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kg.errors import StoreError
    from kg.store import embedded

    settings = fresh(tmp_path, "kg")
    load(write_extractions(tmp_path / "a.jsonl", [BY_ID["p1"], BY_ID["p2"]]), settings)
    before = graph_of(settings)
    original = embedded.write_in_process

    def failing_third(path, frames, doing):  # type: ignore[no-untyped-def]
        # The third statement of the write is one the engine rejects: the writer process
        # fails after two statements committed to its private copy.
        def frames_with_a_bad_third():  # type: ignore[no-untyped-def]
            for index, (cypher, rows) in enumerate(frames):
                yield (
                    ("UNWIND $rows AS r RETURN no_such_function(r)" if index == 2 else cypher),
                    rows,
                )

        return original(path, frames_with_a_bad_third(), doing)

    monkeypatch.setattr(embedded, "write_in_process", failing_third)
    with pytest.raises(StoreError, match=r"(?i)no_such_function.*previous graph is unchanged"):
        load(CORPUS, settings)
    monkeypatch.setattr(embedded, "write_in_process", original)
    assert graph_of(settings) == before
    load(CORPUS, settings)  # and a rerun converges
    assert graph_of(settings) == graph_of(_loaded(tmp_path))


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "malformed JSON"),
        ('{"paper": {"abstract": "x"}}', "no id"),
        (
            '{"paper": {"id": "a"}, "entities": [{"key": "k", "type": "Gadget", "name": "n"}]}',
            "unknown type 'Gadget'",
        ),
        (
            '{"paper": {"id": "a"}, "relations": [{"type": "USES", "source": "paper", '
            '"target": "m"}]}',
            "unknown entity 'm'",
        ),
        (
            '{"paper": {"id": "a"}, "relations": [{"type": "LIKES", "source": "paper", '
            '"target": "m"}]}',
            "unknown relation type",
        ),
        ('{"paper": {"id": "a"}, "entities": [{"key": "k"}]}', "malformed extraction"),
    ],
)
def test_bad_extraction_files_name_the_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    good = json.dumps(BY_ID["p1"].to_json())
    path.write_text(f"{good}\n\n{line}\n", encoding="utf-8")
    with pytest.raises(InputError, match=message) as caught:
        read_extractions(path)
    assert str(caught.value).startswith(f"{path}:3: ")


def test_duplicate_paper_in_an_extraction_file(tmp_path: Path) -> None:
    good = json.dumps(BY_ID["p1"].to_json())
    path = tmp_path / "dup.jsonl"
    path.write_text(f"{good}\n{good}\n", encoding="utf-8")
    with pytest.raises(InputError, match="already given on line 1"):
        read_extractions(path)


def test_cli_load_stats_export(tmp_path: Path) -> None:
    runner = CliRunner()
    db = str(tmp_path / "kg.lbdb")
    loaded = runner.invoke(cli, ["load", str(CORPUS), "--db", db])
    assert loaded.exit_code == 0, loaded.output
    assert "5 papers" in loaded.stderr and "Method 14" in loaded.stderr
    stats = runner.invoke(cli, ["stats", "--db", db, "--format", "json", "--top", "1"])
    assert stats.exit_code == 0, stats.output
    data = json.loads(stats.stdout)
    assert data["labels"]["Paper"] == 5 and data["relationship_types"]["USES"] == 13
    assert data["top_entities"][0]["id"] == "method:large language model"
    out = tmp_path / "kg.graphml"
    exported = runner.invoke(cli, ["export", "--db", db, "--as", "graphml", "-o", str(out)])
    assert exported.exit_code == 0, exported.output
    assert "33 nodes, 43 relationships" in exported.stderr
    import networkx as nx

    back = nx.read_graphml(out, force_multigraph=True)
    assert (back.number_of_nodes(), back.number_of_edges()) == (33, 43)


def test_cli_errors_are_one_line(tmp_path: Path) -> None:
    runner = CliRunner()
    missing = runner.invoke(cli, ["stats", "--db", str(tmp_path / "none.lbdb")])
    assert missing.exit_code == 1
    assert missing.stderr.strip().splitlines() == [
        f"Error: no graph at {tmp_path / 'none.lbdb'}; run kg build first"
    ]
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n", encoding="utf-8")
    failed = runner.invoke(cli, ["load", str(bad), "--db", str(tmp_path / "kg.lbdb")])
    assert failed.exit_code == 1
    assert len(failed.stderr.strip().splitlines()) == 1 and f"{bad}:1:" in failed.stderr


def test_cli_build_with_the_real_extractor_twice(tmp_path: Path) -> None:
    corpus = Path(__file__).resolve().parent / "fixtures" / "abstracts.txt"
    runner = CliRunner()
    db = str(tmp_path / "kg.lbdb")
    first = runner.invoke(cli, ["build", str(corpus), "--db", db])
    assert first.exit_code == 0, first.output
    assert " 0 from cache" in first.stderr
    before = graph_of(StoreSettings(db_path=Path(db)))
    second = runner.invoke(cli, ["build", str(corpus), "--db", db])
    assert second.exit_code == 0, second.output
    assert "0 extracted" in second.stderr and "written: 0 nodes, 0 relationships" in second.stderr
    after = graph_of(StoreSettings(db_path=Path(db)))
    assert after == before
    assert after.label_counts()["Paper"] >= 3
    assert sum(after.relation_counts().values()) > 0


# ── provenance: which file a paper came from (issue 14) ──────────────────────


def test_same_named_files_in_two_folders_keep_each_others_papers(
    settings: StoreSettings, tmp_path: Path
) -> None:
    (tmp_path / "2020").mkdir()
    (tmp_path / "2021").mkdir()
    old = write_corpus(tmp_path / "2020" / "abstracts.txt", abstracts("p1", "p2"))
    new = write_corpus(tmp_path / "2021" / "abstracts.txt", abstracts("p3", "p4"))
    build([old], settings, extractor=FakeExtractor())
    second = build([new], settings, extractor=FakeExtractor())
    assert second.removed == 0
    assert second.labels["Paper"] == 4
    # Re-reading one of them still replaces what that file contributed, and only that.
    write_corpus(old, abstracts("p1"))
    third = build([old], settings, extractor=FakeExtractor())
    assert (third.removed, third.labels["Paper"]) == (1, 3)


def test_a_file_given_twice_is_read_once(settings: StoreSettings, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "a.txt", abstracts("p1", "p2"))
    summary = build(
        [corpus, tmp_path / "." / "a.txt", tmp_path], settings, extractor=FakeExtractor()
    )
    assert (summary.input_papers, summary.labels["Paper"]) == (2, 2)


def test_a_store_with_old_form_sources_keeps_papers_it_cannot_place(
    settings: StoreSettings, tmp_path: Path
) -> None:
    # A store written by an older kg: sources name the file only ("abstracts.jsonl#2").
    legacy = []
    for number, paper_id in enumerate(["p1", "p2", "p3"], start=1):
        known = BY_ID[paper_id]
        paper = dataclasses.replace(known.paper, source=f"abstracts.jsonl#{number}")
        legacy.append(Extraction(paper, known.entities, known.relations))
    load(write_extractions(tmp_path / "old.jsonl", legacy), settings)
    # One folder's abstracts.jsonl now holds p1 only; p2 and p3 may come from another file
    # of that name, so they stay; p1 takes its new, absolute source.
    (tmp_path / "2020").mkdir()
    corpus = tmp_path / "2020" / "abstracts.jsonl"
    corpus.write_text(
        json.dumps({"id": "p1", "abstract": BY_ID["p1"].paper.abstract}) + "\n", encoding="utf-8"
    )
    summary = build([corpus], settings, extractor=FakeExtractor())
    assert (summary.removed, summary.kept_legacy, summary.labels["Paper"]) == (0, 2, 3)
    sources = {
        pid: props["source"]
        for (label, pid), props in graph_of(settings).nodes.items()
        if label == "Paper"
    }
    assert sources == {
        "p1": f"{corpus.resolve().as_posix()}#1",
        "p2": "abstracts.jsonl#2",
        "p3": "abstracts.jsonl#3",
    }


# ── an interrupted extraction resumes (issue 14) ─────────────────────────────


def test_an_interrupted_build_keeps_the_extractions_done_so_far(
    settings: StoreSettings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kg.build

    monkeypatch.setattr(kg.build, "CACHE_BATCH", 2)
    corpus = write_corpus(tmp_path / "a.txt", abstracts("p1", "p2", "p3", "p4", "p5"))

    class Interrupted(FakeExtractor):
        def run(self, papers: Sequence[Paper], workers: int) -> Iterator[Extraction]:
            for number, extraction in enumerate(super().run(papers, workers)):
                if number == 4:
                    raise KeyboardInterrupt  # Ctrl-C while extracting the fifth paper
                yield extraction

    with pytest.raises(KeyboardInterrupt):
        build([corpus], settings, extractor=Interrupted())
    resumed = FakeExtractor()
    summary = build([corpus], settings, extractor=resumed)
    assert (summary.cached, summary.extracted) == (4, 1)
    assert len(resumed.extracted) == 1
