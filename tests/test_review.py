"""kg review and the quality-* queries on a store holding suspicious entities.

The store is written from graph records directly, as an older resolver or another tool
might have left it, since kg's own resolver would merge or drop most of these."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.cli import cli
from kg.schema import NODE_PROPERTIES
from kg.store import GraphRecords, StoreSettings, open_store

#: (label, id, name, aliases, paper_count)
ENTITIES = [
    ("Dataset", "dataset:cifar 10", "CIFAR-10", [], 9),
    ("Dataset", "dataset:cifar10", "CIFAR10", [], 2),
    ("Method", "method:gps", "GPS", [], 3),
    ("Method", "method:gaussian process", "Gaussian process", ["GPs"], 7),
    ("Method", "method:reinforcement learning", "reinforcement learning", ["RL"], 4),
    ("Task", "task:reinforcement learning", "Reinforcement Learning", [], 12),
    ("Task", "task:graph", "graph", [], 5),
    ("Task", "task:large scale", "large-scale", [], 2),
    ("Method", "method:adversarial", "adversarial", [], 1),
    ("Metric", "metric:accuracy", "accuracy", [], 20),
    ("Method", "method:transformer", "Transformer", [], 6),
]


@pytest.fixture
def store(tmp_path: Path) -> Path:
    records = GraphRecords()
    for label, entity_id, name, aliases, papers in ENTITIES:
        assert set(NODE_PROPERTIES[label]) == {"name", "aliases", "paper_count"}
        records.nodes[(label, entity_id)] = {
            "name": name,
            "aliases": aliases,
            "paper_count": papers,
        }
    path = tmp_path / "review.lbdb"
    with open_store(StoreSettings(db_path=path)) as graph:
        graph.write_graph(records)
    return path


def review(store: Path, *args: str) -> dict:
    result = CliRunner().invoke(cli, ["review", "--db", str(store), "--format", "json", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_review_lists_each_kind_of_suspicious_entity(store: Path) -> None:
    found = review(store)
    assert list(found) == ["near-duplicates", "mixed-types", "lowercase-words", "modifier-names"]
    assert found["near-duplicates"]["rows"] == [
        {"type": "Dataset", "key": "cifar10", "names": ["CIFAR-10", "CIFAR10"], "entities": 2},
        # Homonyms kept apart on purpose show up too: the reviewer decides.
        {"type": "Method", "key": "gp", "names": ["Gaussian process", "GPS"], "entities": 2},
    ]
    assert found["mixed-types"]["rows"] == [
        {
            "key": "reinforcementlearning",
            "types": ["Method", "Task"],
            "names": ["Reinforcement Learning", "reinforcement learning"],
        }
    ]
    assert [(r["name"], r["papers"]) for r in found["lowercase-words"]["rows"]] == [
        ("accuracy", 20),
        ("graph", 5),
        ("adversarial", 1),
    ]
    assert [r["name"] for r in found["modifier-names"]["rows"]] == ["large-scale", "adversarial"]


def test_review_runs_the_checks_asked_for_with_a_limit(store: Path) -> None:
    found = review(store, "--check", "lowercase-words", "--limit", "1")
    assert list(found) == ["lowercase-words"]
    assert [r["name"] for r in found["lowercase-words"]["rows"]] == ["accuracy"]


def test_review_table_output_and_usage_errors(store: Path) -> None:
    result = CliRunner().invoke(cli, ["review", "--db", str(store)])
    assert result.exit_code == 0
    assert "near-duplicates (2)" in result.stdout
    assert "large-scale" in result.stdout
    bad = CliRunner().invoke(cli, ["review", "--db", str(store), "--check", "spelling"])
    assert bad.exit_code == 2
    missing = CliRunner().invoke(cli, ["review", "--db", str(store.parent / "none.lbdb")])
    assert missing.exit_code == 1
    assert "no graph at" in missing.output
