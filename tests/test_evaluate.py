"""``kg eval``: matching rules and exact scores on small hand-made gold/prediction files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from kg.cli import cli
from kg.errors import InputError
from kg.evaluate import Counts, evaluate_files, load_gold

REPO = Path(__file__).resolve().parent.parent


def ent(kind: str, name: str, *aliases: str, required: bool = True) -> dict[str, Any]:
    return {"type": kind, "name": name, "aliases": list(aliases), "required": required}


def rel(kind: str, head: str, tail: str, required: bool = True) -> dict[str, Any]:
    return {"type": kind, "head": head, "tail": tail, "required": required}


def pent(key: str, kind: str, name: str, *aliases: str) -> dict[str, Any]:
    return {"key": key, "type": kind, "name": name, "aliases": list(aliases), "mentions": []}


def prel(kind: str, source: str, target: str) -> dict[str, Any]:
    return {"type": kind, "source": source, "target": target, "evidence": ""}


def pred(source: str, entities: list[Any], relations: list[Any], pid: str = "x") -> dict[str, Any]:
    return {
        "paper": {"id": pid, "source": source, "title": None},
        "entities": entities,
        "relations": relations,
    }


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


GOLD = [
    {
        "id": "g.txt#1",
        "entities": [
            ent("Method", "Margin-Aware Preference Optimization", "MAPO"),
            ent("Method", "Direct Preference Optimization", "DPO"),
            ent("Dataset", "Anthropic HH"),
            ent("Metric", "win rate"),
            ent("Task", "preference alignment", required=False),
            ent("Method", "large language models", required=False),
        ],
        "relations": [
            rel("PROPOSES", "PAPER", "MAPO"),
            rel("USES", "PAPER", "DPO"),
            rel("EVALUATES_ON", "PAPER", "Anthropic HH"),
            rel("REPORTS", "PAPER", "win rate"),
            rel("COMPARED_WITH", "MAPO", "Direct Preference Optimization"),
            # Required itself, but its tail is optional: counts for nothing.
            rel("ADDRESSES", "PAPER", "preference alignment"),
        ],
    },
    {
        "id": "g.txt#2",
        "entities": [ent("Method", "ResNet-50"), ent("Dataset", "ImageNet")],
        "relations": [rel("EVALUATES_ON", "PAPER", "ImageNet")],
    },
    {"id": "custom-id", "entities": [ent("Task", "image synthesis")], "relations": []},
]

PRED = [
    pred(
        "g.txt#1",
        [
            pent("method:mapo", "Method", "MAPO", "Margin-aware preference optimisation"),
            pent(
                "method:direct preference optimization",
                "Method",
                "Direct Preference Optimization",
                "DPO",
            ),
            pent("method:dpo", "Method", "DPO"),  # a duplicate of the entity above
            pent("method:anthropic hh", "Method", "Anthropic HH"),  # right span, wrong type
            pent("metric:win rate", "Metric", "win rates"),
            pent("task:preference alignment", "Task", "preference alignments"),  # optional
            pent("task:noisy label", "Task", "noisy labels"),
        ],
        [
            prel("PROPOSES", "paper", "method:mapo"),
            prel("USES", "paper", "method:dpo"),
            prel("USES", "paper", "method:direct preference optimization"),  # duplicate edge
            prel("EVALUATES_ON", "paper", "method:anthropic hh"),  # wrong endpoint type
            prel("REPORTS", "paper", "metric:win rate"),
            prel("COMPARED_WITH", "method:mapo", "method:direct preference optimization"),
            prel("ADDRESSES", "paper", "task:preference alignment"),  # optional
            prel("PART_OF", "method:spectral anchor", "method:mapo"),  # key without entity
        ],
    ),
    pred("other.txt#1", [pent("method:bert", "Method", "BERT")], []),
    pred(
        "elsewhere#4",
        [pent("task:image synthesis", "Task", "Image Synthesis")],
        [],
        pid="custom-id",
    ),
]


def counts(c: Counts) -> tuple[int, int, int]:
    return (c.tp, c.fp, c.fn)


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    return write_jsonl(tmp_path / "gold.jsonl", GOLD), write_jsonl(tmp_path / "pred.jsonl", PRED)


def test_exact_scores(files: tuple[Path, Path]) -> None:
    report = evaluate_files(*files)
    assert {t: counts(c) for t, c in report.entities.items()} == {
        "Method": (2, 2, 1),
        "Task": (1, 1, 0),
        "Dataset": (0, 0, 2),
        "Metric": (1, 0, 0),
    }
    assert counts(report.entities_micro) == (4, 3, 3)
    assert report.entities_micro.precision == pytest.approx(4 / 7)
    assert report.entities_micro.recall == pytest.approx(4 / 7)
    # Ignoring types, "Anthropic HH" is found; the paper-2 misses remain.
    assert counts(report.entities_any_type) == (5, 2, 2)
    assert {t: counts(c) for t, c in report.relations.items()} == {
        "PROPOSES": (1, 0, 0),
        "USES": (1, 1, 0),
        "ADDRESSES": (0, 0, 0),
        "EVALUATES_ON": (0, 1, 2),
        "REPORTS": (1, 0, 0),
        "COMPARED_WITH": (1, 0, 0),
        "PART_OF": (0, 1, 0),
    }
    micro = report.relations_micro
    assert counts(micro) == (4, 3, 2)
    assert micro.f1 == pytest.approx(2 * (4 / 7) * (4 / 6) / (4 / 7 + 4 / 6))
    assert report.papers_without_prediction == ["g.txt#2"]
    assert report.ignored_predictions == 1


def test_details_name_misses_and_false_positives(files: tuple[Path, Path]) -> None:
    first, second, third = evaluate_files(*files).papers
    assert first.missed_entities == ["Dataset: Anthropic HH"]
    assert first.false_entities == ["Method: DPO", "Method: Anthropic HH", "Task: noisy labels"]
    assert first.missed_relations == ["EVALUATES_ON: PAPER -> Anthropic HH"]
    assert first.false_relations == [
        "USES: PAPER -> Direct Preference Optimization",
        "EVALUATES_ON: PAPER -> Anthropic HH",
        "PART_OF: spectral anchor -> MAPO",
    ]
    assert not second.has_prediction
    assert second.missed_entities == ["Method: ResNet-50", "Dataset: ImageNet"]
    assert third.has_prediction and not third.missed_entities and not third.false_entities


def test_matching_is_maximal_not_greedy(tmp_path: Path) -> None:
    # The first prediction could take either gold entity; a greedy choice of the first
    # would leave the second prediction unmatched.
    gold = [
        {"id": "p", "entities": [ent("Method", "Alpha", "Beta"), ent("Method", "Beta Net", "Beta")]}
    ]
    preds = [
        pred(
            "p",
            [pent("method:beta", "Method", "Beta"), pent("method:alpha", "Method", "Alpha")],
            [],
        )
    ]
    report = evaluate_files(write_jsonl(tmp_path / "g", gold), write_jsonl(tmp_path / "p", preds))
    assert counts(report.entities["Method"]) == (2, 0, 0)


def test_relation_end_named_by_two_types_takes_the_type_the_relation_allows(
    tmp_path: Path,
) -> None:
    # "token merging" is both a Method and a Task of the paper; ADDRESSES points at a Task.
    gold = [
        {
            "id": "p",
            "entities": [ent("Method", "token merging"), ent("Task", "token merging")],
            "relations": [rel("ADDRESSES", "PAPER", "token merging")],
        }
    ]
    preds = [
        pred(
            "p",
            [
                pent("method:token merging", "Method", "token merging"),
                pent("task:token merging", "Task", "token merging"),
            ],
            [prel("ADDRESSES", "paper", "task:token merging")],
        )
    ]
    report = evaluate_files(write_jsonl(tmp_path / "g", gold), write_jsonl(tmp_path / "p", preds))
    assert counts(report.relations["ADDRESSES"]) == (1, 0, 0)


def test_required_gold_is_matched_before_optional(tmp_path: Path) -> None:
    gold = [
        {
            "id": "p",
            "entities": [
                ent("Task", "translation", required=False),
                ent("Task", "machine translation", "translation"),
            ],
        }
    ]
    preds = [pred("p", [pent("task:translation", "Task", "translation")], [])]
    report = evaluate_files(write_jsonl(tmp_path / "g", gold), write_jsonl(tmp_path / "p", preds))
    assert counts(report.entities["Task"]) == (1, 0, 0)


def test_optional_match_is_neutral_but_its_duplicate_is_not(tmp_path: Path) -> None:
    gold = [{"id": "p", "entities": [ent("Method", "transformers", required=False)]}]
    preds = [
        pred(
            "p",
            [
                pent("method:transformer", "Method", "Transformer"),
                pent("method:t", "Method", "the transformers"),
            ],
            [],
        )
    ]
    report = evaluate_files(write_jsonl(tmp_path / "g", gold), write_jsonl(tmp_path / "p", preds))
    assert counts(report.entities["Method"]) == (0, 1, 0)
    assert report.entities["Method"].precision == 0.0


def test_no_gold_and_no_prediction_scores_zero_not_error(tmp_path: Path) -> None:
    report = evaluate_files(
        write_jsonl(tmp_path / "g", [{"id": "p"}]), write_jsonl(tmp_path / "p", [])
    )
    assert counts(report.entities_micro) == (0, 0, 0)
    assert report.entities_micro.f1 == 0.0


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({"entities": []}, "needs a non-empty string 'id'"),
        ({"id": "a", "entities": [ent("Model", "x")]}, "entity 1: type must be one of"),
        ({"id": "a", "entities": [ent("Method", " ")]}, "entity 1: needs a non-empty 'name'"),
        (
            {"id": "a", "entities": [{"type": "Task", "name": "x", "required": "yes"}]},
            "'required' must be",
        ),
        (
            {"id": "a", "relations": [rel("USES", "PAPER", "BERT")]},
            "relation 1: 'BERT' is not a gold entity",
        ),
        (
            {"id": "a", "relations": [rel("CITES", "PAPER", "PAPER")]},
            "relation 1: type must be one of",
        ),
    ],
)
def test_bad_gold_records(tmp_path: Path, record: dict[str, Any], message: str) -> None:
    path = write_jsonl(tmp_path / "g.jsonl", [record])
    with pytest.raises(InputError, match=message) as info:
        load_gold(path)
    assert str(info.value).startswith(f"{path}:1")


def test_duplicate_gold_id_and_malformed_line(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_text('{"id": "a"}\n\n{"id": "a"}\n', encoding="utf-8")
    with pytest.raises(InputError, match=r":3: duplicate gold id 'a' \(first on line 1\)"):
        load_gold(path)
    path.write_text('{"id": "a"}\n{"id": \n', encoding="utf-8")
    with pytest.raises(InputError, match=r"g.jsonl:2: malformed JSON"):
        load_gold(path)


def test_bad_prediction_files(tmp_path: Path) -> None:
    gold = write_jsonl(tmp_path / "g.jsonl", [{"id": "a"}])
    # The messages of every command that reads an extraction file (kg.extraction_file).
    not_extraction = write_jsonl(tmp_path / "p1.jsonl", [{"entities": []}])
    with pytest.raises(InputError, match=r"p1.jsonl:1: expected an object with a 'paper' object"):
        evaluate_files(gold, not_extraction)
    twice = write_jsonl(tmp_path / "p2.jsonl", [pred("a", [], []), pred("zz", [], [], pid="a")])
    with pytest.raises(
        InputError, match=r"p2.jsonl:2: second prediction for gold paper 'a' \(first on line 1\)"
    ):
        evaluate_files(gold, twice)


def test_cli_json_and_table(files: tuple[Path, Path]) -> None:
    gold, preds = (str(p) for p in files)
    runner = CliRunner()
    result = runner.invoke(cli, ["eval", gold, preds, "--json", "--details"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["entities_micro"] == {
        "tp": 4,
        "fp": 3,
        "fn": 3,
        "precision": 0.5714,
        "recall": 0.5714,
        "f1": 0.5714,
    }
    assert data["relations"]["EVALUATES_ON"]["fn"] == 2
    assert data["papers"][1]["missed_entities"] == ["Method: ResNet-50", "Dataset: ImageNet"]

    table = runner.invoke(cli, ["eval", gold, preds, "--details"])
    assert table.exit_code == 0
    assert (
        "Entities" in table.stdout and "micro" in table.stdout and "COMPARED_WITH" in table.stdout
    )
    assert "missed entity    Dataset: Anthropic HH" in table.stdout
    assert "1 predictions are for papers not in the gold file" in table.stderr


def test_cli_bad_input_is_one_line(tmp_path: Path) -> None:
    gold = tmp_path / "g.jsonl"
    gold.write_text("not json\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["eval", str(gold), str(gold)])
    assert result.exit_code == 1
    assert result.stderr.strip().splitlines() == [
        f"Error: {gold}:1: malformed JSON (Expecting value at column 1)"
    ]


def test_development_gold_file_is_valid() -> None:
    path = REPO / "bench" / "gold" / "icml2026-000.jsonl"
    gold = load_gold(path)
    assert list(gold) == [f"000_74eb127d1944ca6d.txt#{i}" for i in range(1, 20)]
    for paper in gold.values():
        assert any(e.required for e in paper.entities), paper.id
        assert any(r.required for r in paper.relations), paper.id


# ── bench/scirex_recall.py: the lenient matching of the SciREX recall benchmark ──


def _scirex() -> Any:
    import importlib.util
    import sys

    if "scirex_recall" in sys.modules:
        return sys.modules["scirex_recall"]
    path = REPO / "bench" / "scirex_recall.py"
    spec = importlib.util.spec_from_file_location("scirex_recall", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    # dataclasses resolve annotations through sys.modules while the module executes.
    sys.modules["scirex_recall"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("Cityscapes", "the Cityscapes dataset", True),  # one extra word
        ("semantic segmentation", "semantic image segmentation", True),  # inserted inside
        ("NER", "named entity recognition", False),  # no shared words
        ("F1", "accuracy", False),  # substitution is not allowed
        ("dataset", "Cityscapes dataset", False),  # only a generic word in common
        ("ResNet", "deep residual ResNet model variant", False),  # four extra words
        ("Residual Networks", "residual network", True),  # normalization: plural, case
        ("image segmentation", "segmentation of images", False),  # order matters
    ],
)
def test_scirex_within_two_words(a: str, b: str, expected: bool) -> None:
    mod = _scirex()
    assert mod.within_two_words(mod.words(a), mod.words(b)) is expected
    assert mod.within_two_words(mod.words(b), mod.words(a)) is expected


def test_scirex_score_on_a_fake_prediction() -> None:
    mod = _scirex()
    records = [
        {
            "id": "s1",
            "abstract": "We tackle NER on CoNLL-2003 with BiLSTM-CRF and report F1.",
            "salient_entities": [
                {"type": "Task", "name": "Named Entity Recognition  NER", "mentions": ["NER"]},
                {"type": "Dataset", "name": "CoNLL 2003", "mentions": ["CoNLL-2003"]},
                {"type": "Method", "name": "BiLSTM CRF", "mentions": ["BiLSTM-CRF"]},
                {"type": "Metric", "name": "F1", "mentions": ["F1"]},
            ],
        },
        {
            "id": "s2",
            "abstract": "x",
            "salient_entities": [{"type": "Task", "name": "parsing", "mentions": []}],
        },
    ]
    fake = pred(
        "scirex#1",
        [
            pent("task:ner", "Task", "NER"),  # acronym part of the SciREX name
            pent("dataset:conll 2003", "Dataset", "CoNLL-2003 benchmark"),  # one extra word
            pent("task:bilstm crf", "Task", "BiLSTM-CRF"),  # found, wrong type
        ],
        [],
        pid="s1",
    )
    from kg.model import Extraction

    result = mod.score(records, [Extraction.from_json(fake)])
    assert {t: (c.gold, c.found) for t, c in result.per_type.items()} == {
        "Method": (1, 0),
        "Task": (2, 1),
        "Dataset": (1, 1),
        "Metric": (1, 0),
    }
    assert (result.overall.gold, result.overall.found) == (5, 2)
    assert (result.any_type.gold, result.any_type.found) == (5, 3)
    assert result.misses == [
        ("s1", "Method", "BiLSTM CRF"),
        ("s1", "Metric", "F1"),
        ("s2", "Task", "parsing"),
    ]
    assert result.extracted_entities == 3


def test_development_gold_scored_against_itself_is_perfect(tmp_path: Path) -> None:
    from kg.model import entity_key
    from kg.normalize import normalize_name

    gold_path = REPO / "bench" / "gold" / "icml2026-000.jsonl"
    records = []
    for paper in load_gold(gold_path).values():
        keys: dict[str, str] = {}
        entities = []
        for e in paper.entities:
            key = entity_key(e.type, normalize_name(e.name))
            entities.append(pent(key, e.type, e.name, *e.aliases))
            for surface in (e.name, *e.aliases):
                keys.setdefault(surface, key)
        keys["PAPER"] = "paper"
        relations = [prel(r.type, keys[r.head], keys[r.tail]) for r in paper.relations]
        records.append(pred(paper.id, entities, relations))
    report = evaluate_files(gold_path, write_jsonl(tmp_path / "self.jsonl", records))
    assert report.entities_micro.fp == report.entities_micro.fn == 0
    assert report.relations_micro.fp == report.relations_micro.fn == 0
    assert report.entities_micro.f1 == report.relations_micro.f1 == 1.0
