"""``kg extract`` end to end on a small file of abstracts written for the tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.cli import cli
from kg.corpus import read_papers
from kg.extract import EXTRACTOR_VERSION, extract_papers
from kg.model import ENTITY_TYPES, RELATION_TYPES, Extraction

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "extract"
ABSTRACTS = FIXTURES / "abstracts.txt"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def read_output(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_extract_writes_one_valid_line_per_paper(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    code, stdout, stderr = run("extract", str(ABSTRACTS), "-o", str(out))
    assert code == 0, stderr
    assert stdout == ""
    assert "3 papers" in stderr
    lines = read_output(out)
    assert [d["paper"]["source"] for d in lines] == [
        f"{ABSTRACTS.resolve().as_posix()}#{n}" for n in (1, 2, 3)
    ]
    papers = list(read_papers([ABSTRACTS]))
    for data, paper in zip(lines, papers, strict=True):
        extraction = Extraction.from_json(data)
        assert extraction.paper.id == paper.id
        keys = {e.key for e in extraction.entities}
        for entity in extraction.entities:
            assert entity.type in ENTITY_TYPES
            assert entity.key.startswith(entity.type.lower() + ":")
            for mention in entity.mentions:
                assert paper.abstract[mention.start : mention.end] == mention.text
        for relation in extraction.relations:
            assert relation.type in RELATION_TYPES
            assert relation.source in keys | {"paper"} and relation.target in keys
            assert relation.evidence


def test_extract_finds_the_contributions(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    assert run("extract", str(ABSTRACTS), "-o", str(out))[0] == 0
    first, second, third = (Extraction.from_json(d) for d in read_output(out))
    names = {e.key: e.name for e in first.entities}
    proposes = {names[r.target] for r in first.relations if r.type == "PROPOSES"}
    assert "Sparse Query Distillation" in proposes
    assert ("EVALUATES_ON", "COCO") in {(r.type, names.get(r.target)) for r in first.relations}
    flowmt = next(e for e in second.entities if e.name == "FlowMT")
    assert flowmt.mentions[0].text == "FlowMT"  # the markdown stars stay outside the mention
    rad = next(e for e in third.entities if e.aliases == ["RAD"])
    assert rad.name == "Retrieval-Anchored Decoding"
    assert rad.mentions[0].text == "Retrieval-Anchored Decoding"


def test_workers_give_the_same_result(tmp_path: Path) -> None:
    one, two = tmp_path / "1.jsonl", tmp_path / "2.jsonl"
    assert run("extract", str(ABSTRACTS), "-o", str(one), "--nlp-batch-size", "1")[0] == 0
    assert run("extract", str(ABSTRACTS), "-o", str(two), "--workers", "2")[0] == 0
    assert one.read_bytes() == two.read_bytes()


def test_bad_input_is_one_line_and_leaves_the_old_output(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    out.write_text("previous\n", encoding="utf-8")
    code, _, stderr = run("extract", str(FIXTURES / "bad.jsonl"), "-o", str(out))
    assert code == 1
    assert "bad.jsonl:2" in stderr
    assert "Traceback" not in stderr
    assert out.read_text(encoding="utf-8") == "previous\n"
    assert [p.name for p in tmp_path.iterdir()] == ["x.jsonl"]


def test_skip_bad_keeps_the_good_records(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    code, _, stderr = run("extract", str(FIXTURES / "bad.jsonl"), "-o", str(out), "--skip-bad")
    assert code == 0
    assert "skipped" in stderr
    (only,) = read_output(out)
    assert only["paper"]["id"] == "ok-1"


def test_quiet_prints_nothing(tmp_path: Path) -> None:
    code, stdout, stderr = run("-q", "extract", str(ABSTRACTS), "-o", str(tmp_path / "x.jsonl"))
    assert (code, stdout, stderr) == (0, "", "")


def test_missing_output_folder_is_an_error(tmp_path: Path) -> None:
    code, _, stderr = run("extract", str(ABSTRACTS), "-o", str(tmp_path / "no" / "x.jsonl"))
    assert code == 1
    assert "does not exist" in stderr


def test_api_preserves_order_and_version_is_set() -> None:
    papers = list(read_papers([ABSTRACTS]))
    ids = [e.paper.id for e in extract_papers(reversed(papers), batch_size=2)]
    assert ids == [p.id for p in reversed(papers)]
    assert EXTRACTOR_VERSION


@pytest.mark.parametrize("empty", ["", "\n\n"])
def test_empty_abstract_api(empty: str) -> None:
    from kg.extract import extract_text

    extraction = extract_text(empty)
    assert extraction.entities == [] and extraction.relations == []
