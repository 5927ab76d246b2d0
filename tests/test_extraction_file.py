"""The extraction file (``kg.extraction_file``): one reader, writer and checker for
``kg extract``, ``kg load``, ``kg eval`` and the cache, with one set of messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.cli import cli
from kg.errors import InputError
from kg.extraction_file import (
    extraction_body,
    extraction_from_body,
    extraction_line,
    extraction_writer,
    read_extractions,
    read_numbered_extractions,
)
from kg.model import PAPER, Entity, Extraction, Mention, Paper, Relation

# Line and paragraph separators are ordinary characters inside a JSON string.
SEPARATORS = "\u2028\u2029\x85\x1c"
ABSTRACT = (
    f"We propose Gradient Echo Networks (GEN) for tabular regression.{SEPARATORS[0]}"
    f"GEN improves mean absolute error on the Housing benchmark.{SEPARATORS[1:]}"
)


def sample(paper_id: str = "sep-1") -> Extraction:
    start = ABSTRACT.index("Gradient Echo Networks")
    return Extraction(
        paper=Paper(id=paper_id, abstract=ABSTRACT, source="mine.txt#1", title=None),
        entities=[
            Entity(
                "method:gradient echo networks",
                "Method",
                "Gradient Echo Networks",
                ["GEN"],
                [Mention(start, start + 22, "Gradient Echo Networks")],
            ),
            Entity("dataset:housing", "Dataset", "Housing"),
        ],
        relations=[
            Relation("PROPOSES", PAPER, "method:gradient echo networks", ABSTRACT[:60]),
            Relation("EVALUATES_ON", PAPER, "dataset:housing", "GEN improves"),
        ],
    )


def write(path: Path, *extractions: Extraction) -> Path:
    with extraction_writer(path) as out:
        for extraction in extractions:
            out.write(extraction_line(extraction))
    return path


def test_separators_inside_an_abstract_round_trip(tmp_path: Path) -> None:
    path = write(tmp_path / "x.jsonl", sample("a"), sample("b"))
    raw = path.read_text(encoding="utf-8")
    assert "\u2028" in raw  # written unescaped, as json.dumps(ensure_ascii=False) does
    assert raw.count("\n") == 2
    assert [e.to_json() for e in read_extractions(path)] == [
        sample("a").to_json(),
        sample("b").to_json(),
    ]


def test_crlf_line_ends_are_read(tmp_path: Path) -> None:
    path = tmp_path / "crlf.jsonl"
    path.write_bytes(extraction_line(sample()).replace("\n", "\r\n").encode("utf-8") * 1)
    assert read_extractions(path)[0].to_json() == sample().to_json()


def test_the_cache_form_round_trips() -> None:
    extraction = sample()
    back = extraction_from_body(extraction.paper, extraction_body(extraction))
    assert back.to_json() == extraction.to_json()


def test_a_failed_write_leaves_the_earlier_file(tmp_path: Path) -> None:
    path = tmp_path / "x.jsonl"
    path.write_text("earlier\n", encoding="utf-8")
    with pytest.raises(RuntimeError), extraction_writer(path) as out:
        out.write(extraction_line(sample()))
        raise RuntimeError("stop")
    assert path.read_text(encoding="utf-8") == "earlier\n"
    assert [p.name for p in tmp_path.iterdir()] == ["x.jsonl"]


def test_kg_extract_then_kg_load_and_kg_eval_with_a_separator(tmp_path: Path) -> None:
    corpus = tmp_path / "mine.txt"
    corpus.write_text(f"My papers\n\n{ABSTRACT}\n", encoding="utf-8")
    out = tmp_path / "x.jsonl"
    env = {"KG_CACHE_DIR": str(tmp_path / "cache")}
    runner = CliRunner()
    extracted = runner.invoke(cli, ["extract", str(corpus), "-o", str(out)], env=env)
    assert extracted.exit_code == 0, extracted.output
    (extraction,) = read_extractions(out)
    assert "\u2028" in extraction.paper.abstract
    db = tmp_path / "kg.lbdb"
    loaded = runner.invoke(cli, ["load", str(out), "--db", str(db)], env=env)
    assert loaded.exit_code == 0, loaded.output
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"id": "mine.txt#1"}) + "\n", encoding="utf-8")
    scored = runner.invoke(cli, ["eval", str(gold), str(out), "--format", "json"])
    assert scored.exit_code == 0, scored.output
    assert json.loads(scored.stdout)["papers_without_prediction"] == []


BAD_LINES = [
    ("{not json", "malformed JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"paper": 3}', "expected an object with a 'paper' object"),
    ('{"paper": {"abstract": "x"}}', "the paper has no id"),
    ('{"paper": {"id": "a"}, "entities": [{"key": "k"}]}', "malformed extraction (missing"),
    (
        '{"paper": {"id": "a"}, "entities": [{"key": "k", "type": "Gadget", "name": "n"}]}',
        "entity 'k' has unknown type 'Gadget'",
    ),
    (
        '{"paper": {"id": "a"}, "relations": [{"type": "LIKES", "source": "paper", '
        '"target": "m"}]}',
        "unknown relation type 'LIKES'",
    ),
    ('{"paper": {"id": "a\\udfff"}}', "unpaired surrogate"),
]


@pytest.mark.parametrize(("line", "message"), BAD_LINES)
def test_kg_load_and_kg_eval_say_the_same(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(extraction_line(sample()) + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_extractions(path)
    expected = f"{path}:3: "
    assert str(caught.value).startswith(expected) and message in str(caught.value)
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"id": "mine.txt#1"}) + "\n", encoding="utf-8")
    runner = CliRunner()
    env = {"KG_CACHE_DIR": str(tmp_path / "cache")}
    for args in (
        ["load", str(path), "--db", str(tmp_path / "kg.lbdb")],
        ["eval", str(gold), str(path)],
    ):
        result = runner.invoke(cli, args, env=env)
        assert result.exit_code == 1, result.output
        assert result.stderr.strip() == f"Error: {caught.value}"


def test_only_kg_eval_reads_a_relation_end_without_its_entity(tmp_path: Path) -> None:
    data = sample().to_json()
    data["relations"].append({"type": "USES", "source": "paper", "target": "method:bert"})
    path = tmp_path / "x.jsonl"
    path.write_text(json.dumps(data) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r":1: USES refers to unknown entity 'method:bert'"):
        read_extractions(path)
    ((number, extraction),) = read_numbered_extractions(path, dangling_ends=True)
    assert number == 1 and extraction.relations[-1].target == "method:bert"
