"""The option surface of ``kg``: one meaning per option, ``--format`` wherever output is
data, usage errors exit 2 and runtime errors exit 1 on every command, and help texts
written by click (``show_default``/``show_envvar``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.cli import cli

FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXTRACTIONS = FIXTURES / "extractions" / "corpus.jsonl"
GOLD = Path(__file__).resolve().parents[1] / "bench" / "gold" / "icml2026-000.jsonl"


def invoke(args: list[str], tmp_path: Path) -> object:
    return CliRunner().invoke(cli, args, env={"KG_CACHE_DIR": str(tmp_path / "cache")})


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "kg.lbdb")
    assert invoke(["load", str(EXTRACTIONS), "--db", path], tmp_path).exit_code == 0
    return path


#: (command line, expected exit status): {db} is a built database, {tmp} a folder.
EXIT_CASES = [
    # usage errors: 2
    (["extract", "{tmp}/absent.txt", "-o", "{tmp}/x.jsonl"], 2),
    (["build", "{tmp}/absent.txt", "--db", "{db}"], 2),
    (["load", "{tmp}/absent.jsonl", "--db", "{db}"], 2),
    (["eval", "{tmp}/absent.jsonl", "{tmp}/absent.jsonl"], 2),
    (["query", "--db", "{db}"], 2),
    (["query", "no-such-query", "--db", "{db}"], 2),
    (["query", "top-tasks", "-p", "limit", "--db", "{db}"], 2),
    (["query", "top-tasks", "-p", "limit=many", "--db", "{db}"], 2),
    (["query", "top-tasks", "-p", "top=3", "--db", "{db}"], 2),
    (["query", "task-methods", "--db", "{db}"], 2),
    (["stats", "--db", "{db}", "--format", "xml"], 2),
    (["export", "--db", "{db}", "-o", "{tmp}/g.graphml"], 2),
    (["extract", "{tmp}", "-o", "{tmp}/x.jsonl", "--batch-size", "8"], 2),
    (["build", "{tmp}", "--db", "{db}", "--tx-size", "0"], 2),
    (["doctor", "--bogus"], 2),
    # runtime errors: 1
    (["stats", "--db", "{tmp}/none.lbdb"], 1),
    (["query", "top-tasks", "--db", "{tmp}/none.lbdb"], 1),
    (["query", "-c", "MATCH (n:Method RETURN n", "--db", "{db}"], 1),
    (["query", "-c", "CREATE (:Method {{id: 'x'}})", "--db", "{db}"], 1),
    (["load", "{tmp}/bad.jsonl", "--db", "{db}"], 1),
    (["eval", str(GOLD), "{tmp}/bad.jsonl"], 1),
    (["extract", "{tmp}/bad.jsonl", "-o", "{tmp}/x.jsonl"], 1),
    (["build", "{tmp}/bad.jsonl", "--db", "{db}"], 1),
    (["export", "--db", "{tmp}/none.lbdb", "--as", "json", "-o", "{tmp}/g.json"], 1),
    (["export", "--db", "{db}", "--as", "json", "-o", "{tmp}/no/such/dir/g.json"], 1),
]


@pytest.mark.parametrize(("args", "status"), EXIT_CASES, ids=[" ".join(a) for a, _ in EXIT_CASES])
def test_exit_status(args: list[str], status: int, db: str, tmp_path: Path) -> None:
    (tmp_path / "bad.jsonl").write_text("{oops\n", encoding="utf-8")
    line = [a.format(db=db, tmp=tmp_path) for a in args]
    result = invoke(line, tmp_path)
    assert result.exit_code == status, result.output
    assert "Traceback" not in result.output


def test_load_and_build_summaries_as_json(tmp_path: Path) -> None:
    db = str(tmp_path / "kg.lbdb")
    loaded = invoke(["load", str(EXTRACTIONS), "--db", db, "--format", "json"], tmp_path)
    assert loaded.exit_code == 0, loaded.output
    summary = json.loads(loaded.stdout)
    assert summary["input_papers"] == 5 and summary["added"] == 5
    assert summary["labels"]["Paper"] == 5 and summary["written"]["nodes_written"] == 33
    again = invoke(["load", str(EXTRACTIONS), "--db", db, "--format", "json"], tmp_path)
    assert json.loads(again.stdout)["unchanged"] == 5
    # The table format keeps stdout empty: the summary lines go to stderr, as before.
    table = invoke(["load", str(EXTRACTIONS), "--db", db], tmp_path)
    assert table.stdout == "" and "5 papers" in table.stderr


def test_extract_summary_as_json(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    abstracts = FIXTURES / "extract" / "abstracts.txt"
    result = invoke(["extract", str(abstracts), "-o", str(out), "--format", "json"], tmp_path)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["output"] == str(out) and summary["papers"] == 3
    assert sum(summary["entities"].values()) > 0 and summary["relations"] > 0


def test_eval_json_alias_is_hidden_but_works(tmp_path: Path) -> None:
    pred = tmp_path / "p.jsonl"
    pred.write_text(EXTRACTIONS.read_text(encoding="utf-8"), encoding="utf-8")
    new = invoke(["eval", str(GOLD), str(pred), "--format", "json"], tmp_path)
    old = invoke(["eval", str(GOLD), str(pred), "--json"], tmp_path)
    assert new.exit_code == old.exit_code == 0
    assert json.loads(new.stdout) == json.loads(old.stdout)
    assert "--json" not in invoke(["eval", "--help"], tmp_path).stdout


@pytest.mark.parametrize(
    ("command", "option", "meaning"),
    [
        ("extract", "--nlp-batch-size", "spaCy batch"),
        ("build", "--nlp-batch-size", "spaCy batch"),
        ("build", "--tx-size", "Neo4j write transaction"),
        ("load", "--tx-size", "Neo4j write transaction"),
    ],
)
def test_batch_options_have_one_meaning(command: str, option: str, meaning: str) -> None:
    help_text = CliRunner().invoke(cli, [command, "--help"], terminal_width=200).stdout
    assert option in help_text and meaning in help_text
    assert "--batch-size" not in help_text


def test_help_shows_click_defaults_and_envvars() -> None:
    help_text = CliRunner().invoke(cli, ["query", "--help"], terminal_width=200).stdout
    flat = " ".join(help_text.split())
    assert "env var: KG_DB" in flat and "default: kg.lbdb" in flat
    assert "env var: NEO4J_URI" in flat and "default: bolt://localhost:7687" in flat
    assert "[env KG_DB" not in flat and "[env NEO4J" not in flat  # hand-written before
