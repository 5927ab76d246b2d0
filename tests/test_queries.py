"""The Cypher query library, ``kg queries`` and ``kg query``, on both backends.

Both stores receive the same hand-made graph (tests/fixtures/query_graph) and every
library query must return exactly the rows written below, on LadybugDB and on Neo4j.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from test_trends import TREND_QUERIES

from kg.cli import cli
from kg.errors import InputError, KgError
from kg.query import (
    NamedQuery,
    get_query,
    guess_value,
    load_library,
    parse_assignments,
    parse_query,
    run_cypher,
    run_named,
)
from kg.render import result_csv, result_json, result_table
from kg.store import GraphStore, QueryResult, StoreSettings, open_store
from kg.store.settings import Neo4jSettings

GRAPH = Path(__file__).resolve().parent / "fixtures" / "query_graph" / "extractions.jsonl"

Q01 = "Sparse Routing Transformers for Efficient Image Classification"
Q02 = "Patch Mixing Augmentation for Data-Efficient Vision Transformers"
Q03 = "Lattice Decoding for Low-Resource Machine Translation"
Q04 = "Memory-Augmented Translation for Noisy Inputs"
Q05 = "Retrieval-Augmented Readers for Open-Domain Question Answering"
Q06 = "PlotQuest: A Benchmark for Question Answering over Scientific Charts"
Q07 = "Cascade Mask Decoders for Semantic Segmentation"
Q08 = "On the Loss Curves of Small Language Models"
Q09 = "Frequency Dropout Regularizes Convolutional Classifiers"
Q05_RESULT = (
    "On SQuAD, RAR improves exact match (EM) by 4 points and F1 by 3 points "
    "over a BERT baseline built on the Transformer encoder."
)
Q05_PROPOSAL = (
    "We propose the Retrieval-Augmented Reader (RAR), which couples a dense retriever "
    "with a BERT reader trained end to end."
)

#: (query, parameters, expected columns, expected rows), worked out by hand from the fixture.
# fmt: off
CASES: list[tuple[str, dict[str, str], list[str], list[list[Any]]]] = [
    ("top-tasks", {}, ["task", "papers", "methods_proposed"], [
        ["image classification", 3, 4],
        ["machine translation", 2, 3],
        ["question answering", 2, 1],
        ["semantic segmentation", 1, 1],
        ["chart understanding", 1, 0],
    ]),
    ("top-tasks", {"limit": "2"}, ["task", "papers", "methods_proposed"], [
        ["image classification", 3, 4],
        ["machine translation", 2, 3],
    ]),
    ("top-datasets", {"limit": "4"}, ["dataset", "papers", "tasks"], [
        ["ImageNet", 2, 1],
        ["Kolibri-MT", 2, 1],
        ["WMT14", 2, 1],
        ["PlotQuest", 1, 2],
    ]),
    ("top-baselines", {}, ["baseline", "papers", "compared_by"], [
        ["ResNet", 2, 2],
        ["Transformer", 2, 2],
        ["BERT", 1, 1],
        ["Lattice Decoder", 1, 1],
        ["RandAugment", 1, 1],
        ["UPerNet", 1, 1],
        ["Vision Transformer", 1, 1],
    ]),
    ("top-methods", {"limit": "6"}, ["method", "papers", "proposed_by", "used_by"], [
        ["Transformer", 4, 0, 4],
        ["Vision Transformer", 4, 0, 4],
        ["ResNet", 3, 0, 3],
        ["BERT", 2, 0, 2],
        ["Lattice Decoder", 2, 1, 1],
        ["beam reranker", 1, 1, 0],
    ]),
    ("metrics-per-task", {}, ["task", "metric", "papers"], [
        ["chart understanding", "exact match", 1],
        ["image classification", "top-1 accuracy", 2],
        ["machine translation", "BLEU", 2],
        ["machine translation", "chrF", 1],
        ["question answering", "exact match", 2],
        ["question answering", "F1", 1],
        ["semantic segmentation", "mIoU", 1],
    ]),
    ("metrics-per-task", {"min_papers": "2"}, ["task", "metric", "papers"], [
        ["image classification", "top-1 accuracy", 2],
        ["machine translation", "BLEU", 2],
        ["question answering", "exact match", 2],
    ]),
    ("new-datasets", {}, ["dataset", "proposed_by", "evaluated_by"], [
        ["Kolibri-MT", ["q03"], 2],
        ["PlotQuest", ["q06"], 1],
    ]),
    ("task-methods", {"task": "Image Classification"}, ["method", "papers", "paper_ids"], [
        ["Frequency Dropout", 1, ["q09"]],
        ["Patch Mixing Augmentation", 1, ["q02"]],
        ["routing gate", 1, ["q01"]],
        ["Sparse Routing Transformer", 1, ["q01"]],
    ]),
    # found by its alias, case-insensitively
    ("task-datasets", {"task": "mt"}, ["dataset", "papers", "paper_ids"], [
        ["Kolibri-MT", 2, ["q03", "q04"]],
        ["WMT14", 2, ["q03", "q04"]],
    ]),
    ("task-papers", {"task": "task:question answering"}, ["paper", "title", "proposes"], [
        ["q05", Q05, ["Retrieval-Augmented Reader"]],
        ["q06", Q06, ["PlotQuest"]],
    ]),
    ("task-papers", {"task": "no such task"}, ["paper", "title", "proposes"], []),
    ("method-papers", {"method": "vit"}, ["paper", "title", "role"], [
        ["q01", Q01, "uses"],
        ["q02", Q02, "uses"],
        ["q06", Q06, "uses"],
        ["q07", Q07, "uses"],
    ]),
    ("method-papers", {"method": "Lattice Decoder"}, ["paper", "title", "role"], [
        ["q03", Q03, "proposes"],
        ["q04", Q04, "uses"],
    ]),
    ("method-comparisons", {"method": "Lattice Decoder"},
     ["method", "relation", "papers", "paper_ids"], [
        ["Memory-Augmented Translator", "challenger", 1, ["q04"]],
        ["Transformer", "baseline", 1, ["q03"]],
    ]),
    ("method-comparisons", {"method": "SRT"}, ["method", "relation", "papers", "paper_ids"], [
        ["ResNet", "baseline", 1, ["q01"]],
        ["Vision Transformer", "baseline", 1, ["q01"]],
    ]),
    ("method-components", {"method": "sparse routing transformer"},
     ["part", "whole", "paper_ids"], [
        ["routing gate", "Sparse Routing Transformer", ["q01"]],
    ]),
    # a component also shows what it is part of
    ("method-components", {"method": "beam reranker"}, ["part", "whole", "paper_ids"], [
        ["beam reranker", "Lattice Decoder", ["q03"]],
    ]),
    ("method-context", {"method": "ResNet"}, ["kind", "name", "papers"], [
        ["Task", "image classification", 2],
        ["Task", "semantic segmentation", 1],
        ["Dataset", "ADE20K", 1],
        ["Dataset", "CIFAR-10", 1],
        ["Dataset", "ImageNet", 1],
    ]),
    ("dataset-tasks", {"dataset": "imagenet"}, ["task", "papers"], [
        ["image classification", 2],
    ]),
    ("dataset-tasks", {"dataset": "PlotQuest"}, ["task", "papers"], [
        ["chart understanding", 1],
        ["question answering", 1],
    ]),
    ("dataset-papers", {"dataset": "kolibri-mt"}, ["paper", "title", "proposes"], [
        ["q03", Q03, ["beam reranker", "Lattice Decoder"]],
        ["q04", Q04, ["Memory-Augmented Translator"]],
    ]),
    ("related-papers", {"paper": "q01"},
     ["paper", "title", "shared_tasks", "shared_datasets", "shared"], [
        ["q02", Q02, 1, 1, ["image classification", "ImageNet"]],
        ["q09", Q09, 1, 0, ["image classification"]],
    ]),
    ("related-papers", {"paper": "q03", "limit": "5"},
     ["paper", "title", "shared_tasks", "shared_datasets", "shared"], [
        ["q04", Q04, 1, 2, ["Kolibri-MT", "machine translation", "WMT14"]],
    ]),
    ("method-cooccurrence", {}, ["method_a", "method_b", "papers"], [
        ["Lattice Decoder", "Transformer", 2],
        ["ResNet", "Vision Transformer", 2],
    ]),
    ("method-cooccurrence", {"min_papers": "1", "limit": "3"},
     ["method_a", "method_b", "papers"], [
        ["Lattice Decoder", "Transformer", 2],
        ["ResNet", "Vision Transformer", 2],
        ["beam reranker", "Lattice Decoder", 1],
    ]),
    ("find-entity", {"text": "TRANS"}, ["type", "name", "aliases", "papers", "id"], [
        ["Method", "Transformer", [], 4, "method:transformer"],
        ["Method", "Vision Transformer", ["ViT"], 4, "method:vision transformer"],
        ["Task", "machine translation", ["MT"], 2, "task:machine translation"],
        ["Method", "Memory-Augmented Translator", ["MAT"], 1,
         "method:memory augmented translator"],
        ["Method", "Sparse Routing Transformer", ["SRT"], 1, "method:sparse routing transformer"],
    ]),
    # "em" is only in the alias of exact match among metrics
    ("find-entity", {"text": "em", "type": "metric"}, ["type", "name", "aliases", "papers", "id"], [
        ["Metric", "exact match", ["EM"], 2, "metric:exact match"],
    ]),
    ("single-paper-entities", {"type": "Dataset"}, ["type", "name", "paper"], [
        ["Dataset", "ADE20K", "q07"],
        ["Dataset", "CIFAR-10", "q01"],
        ["Dataset", "PlotQuest", "q06"],
        ["Dataset", "SQuAD", "q05"],
    ]),
    ("single-paper-entities", {"limit": "3"}, ["type", "name", "paper"], [
        ["Dataset", "ADE20K", "q07"],
        ["Dataset", "CIFAR-10", "q01"],
        ["Dataset", "PlotQuest", "q06"],
    ]),
    ("single-paper-entities", {"type": "Task"}, ["type", "name", "paper"], [
        ["Task", "chart understanding", "q06"],
        ["Task", "semantic segmentation", "q07"],
    ]),
    ("papers-missing-task-or-dataset", {}, ["paper", "title", "missing"], [
        ["q09", Q09, "dataset"],
        ["q08", Q08, "task, dataset"],
    ]),
    # the data-quality queries: this graph is clean but for one lowercase word
    ("quality-lowercase-words", {}, ["type", "name", "papers"], [["Metric", "perplexity", 1]]),
    ("quality-lowercase-words", {"type": "Task"}, ["type", "name", "papers"], []),
    ("quality-near-duplicates", {}, ["type", "key", "names", "entities"], []),
    ("quality-mixed-types", {}, ["key", "types", "names"], []),
    ("quality-modifier-names", {}, ["type", "name", "papers"], []),
    ("paper-entities", {"paper": "q05"}, ["relation", "name", "evidence"], [
        ["ADDRESSES", "question answering",
         "Open-domain question answering (QA) requires finding evidence before reading it."],
        ["EVALUATES_ON", "SQuAD", Q05_RESULT],
        ["PROPOSES", "Retrieval-Augmented Reader", Q05_PROPOSAL],
        ["REPORTS", "exact match", Q05_RESULT],
        ["REPORTS", "F1", Q05_RESULT],
        ["USES", "BERT", Q05_PROPOSAL],
        ["USES", "Transformer", Q05_RESULT],
    ]),
]
# fmt: on


# ── the fixture graph in both stores ──────────────────────────────────────────


def load_fixture(settings: StoreSettings, cache: Path) -> None:
    """Make the store hold exactly the fixture graph, through ``kg load``'s own pipeline."""
    from kg.build import load

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KG_CACHE_DIR", str(cache))
        load(GRAPH, settings, rebuild=True)


@pytest.fixture(scope="module")
def embedded_graph(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreSettings]:
    folder = tmp_path_factory.mktemp("query-graph")
    settings = StoreSettings(db_path=folder / "kg.lbdb")
    load_fixture(settings, folder / "cache")
    yield settings


@pytest.fixture(scope="module")
def neo4j_graph(
    neo4j_settings: Neo4jSettings, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[StoreSettings]:
    settings = StoreSettings(neo4j=neo4j_settings)
    load_fixture(settings, tmp_path_factory.mktemp("query-graph-cache"))
    yield settings


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def graph(request: pytest.FixtureRequest) -> Iterator[GraphStore]:
    """A read-only store holding the fixture graph, once per backend."""
    settings = request.getfixturevalue(f"{request.param}_graph")
    with open_store(settings, read_only=True) as store:
        yield store


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def store_args(request: pytest.FixtureRequest) -> list[str]:
    """The STORE options of ``kg query`` for the fixture graph, once per backend."""
    settings: StoreSettings = request.getfixturevalue(f"{request.param}_graph")
    if settings.neo4j is None:
        return ["--db", str(settings.db_path)]
    return [
        "--neo4j",
        "--neo4j-uri",
        settings.neo4j.uri,
        "--neo4j-user",
        settings.neo4j.user,
        "--neo4j-database",
        settings.neo4j.database,
    ]


def invoke(args: list[str], settings_env: dict[str, str] | None = None) -> Any:
    return CliRunner().invoke(cli, args, env=settings_env)


@pytest.fixture
def cli_env(request: pytest.FixtureRequest, store_args: list[str]) -> dict[str, str]:
    """The password of the Neo4j fixture server, which ``kg`` only takes from the environment."""
    if "--neo4j" not in store_args:
        return {}
    settings: StoreSettings = request.getfixturevalue("neo4j_graph")
    assert settings.neo4j is not None and settings.neo4j.password
    return {"NEO4J_PASSWORD": settings.neo4j.password}


# ── every library query on both backends ──────────────────────────────────────


@pytest.mark.parametrize(
    ("name", "params", "columns", "rows"),
    CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)],
)
def test_library_query_rows(
    graph: GraphStore,
    name: str,
    params: dict[str, str],
    columns: list[str],
    rows: list[list[Any]],
) -> None:
    result = run_named(graph, get_query(name), params)
    assert result.columns == columns
    assert result.rows == rows


def test_every_library_query_is_tested() -> None:
    library = load_library()
    assert len(library) >= 15
    assert set(library) == {case[0] for case in CASES} | TREND_QUERIES


def test_library_headers_are_complete() -> None:
    for query in load_library().values():
        assert query.description.endswith(".")
        assert query.examples
        assert all(e.startswith(f"kg query {query.name}") for e in query.examples)
        for param in query.params:
            assert param.description, f"{query.name}: parameter {param.name} has no description"
            assert f"${param.name}" in query.cypher_for("embedded")
            assert f"${param.name}" in query.cypher_for("neo4j")


# ── kg query and kg queries ───────────────────────────────────────────────────


def test_kg_query_json(store_args: list[str], cli_env: dict[str, str]) -> None:
    args = ["query", "top-tasks", "-p", "limit=2", *store_args, "--format", "json"]
    result = invoke(args, cli_env)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {
        "columns": ["task", "papers", "methods_proposed"],
        "rows": [
            {"task": "image classification", "papers": 3, "methods_proposed": 4},
            {"task": "machine translation", "papers": 2, "methods_proposed": 3},
        ],
    }
    assert "2 rows" in result.stderr


def test_kg_query_table_and_csv(store_args: list[str], cli_env: dict[str, str]) -> None:
    args = ["query", "task-datasets", "-p", "task=machine translation", *store_args]
    table = invoke(args, cli_env)
    assert table.exit_code == 0, table.output
    lines = [line for line in table.stdout.splitlines() if "Kolibri-MT" in line]
    assert len(lines) == 1 and "q03, q04" in lines[0]
    csv_out = invoke([*args, "--format", "csv"], cli_env)
    assert csv_out.exit_code == 0, csv_out.output
    assert csv_out.stdout == (
        'dataset,papers,paper_ids\nKolibri-MT,2,"q03, q04"\nWMT14,2,"q03, q04"\n'
    )


def test_kg_query_cypher_with_params(store_args: list[str], cli_env: dict[str, str]) -> None:
    result = invoke(
        [
            "query",
            "-c",
            "MATCH (p:Paper) WHERE p.year = $year AND p.id < $below RETURN p.id AS id ORDER BY id",
            "-p",
            "year=2026",
            "-p",
            "below=q03",
            *store_args,
            "--format",
            "json",
        ],
        cli_env,
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["rows"] == [{"id": "q01"}, {"id": "q02"}]


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE (:Method {id: 'method:intruder', name: 'Intruder'})",
        "MATCH (m:Method {id: 'method:resnet'}) SET m.name = 'Renamed' RETURN m.name",
        "MATCH (p:Paper {id: 'q08'}) DETACH DELETE p",
        # (REMOVE is Neo4j's alone: LadybugDB does not parse it; see test_reliability_injection)
        "MERGE (t:Task {id: 'task:intruder'}) RETURN t.id",
        "MATCH (delete:Method {id: 'method:bert'}) SET delete.name = 'x' RETURN delete.name",
    ],
)
def test_kg_query_refuses_writes(
    request: pytest.FixtureRequest, store_args: list[str], cli_env: dict[str, str], statement: str
) -> None:
    settings: StoreSettings = request.getfixturevalue(
        "neo4j_graph" if "--neo4j" in store_args else "embedded_graph"
    )
    with open_store(settings, read_only=True) as store:
        before = store.snapshot()
    result = invoke(["query", "-c", statement, *store_args], cli_env)
    assert result.exit_code == 1
    assert "kg query is read-only" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    with open_store(settings, read_only=True) as store:
        assert store.snapshot() == before


#: Reads whose variables, aliases, keys or strings are spelled like write clauses: the
#: database decides what writes, so all of them run (a keyword scan refused the first).
READS_THAT_LOOK_LIKE_WRITES = [
    ("MATCH (delete:Method) WHERE delete.id = 'method:bert' RETURN delete.name", [["BERT"]]),
    ("MATCH (set:Method {id: 'method:bert'}) RETURN set.name AS merge", [["BERT"]]),
    (
        "MATCH (n:Paper) WHERE n.id = 'q01' AND n.title <> 'CREATE x; DELETE y' RETURN n.id",
        [["q01"]],
    ),
    ("MATCH (`create`:Method {id: 'method:bert'}) RETURN `create`.name", [["BERT"]]),
    (
        "MATCH (n:Method {id: 'method:bert'}) // set the name\nRETURN n.name /* delete */",
        [["BERT"]],
    ),
]


@pytest.mark.parametrize(("statement", "rows"), READS_THAT_LOOK_LIKE_WRITES)
def test_reads_that_look_like_writes_run(
    graph: GraphStore, statement: str, rows: list[list[Any]]
) -> None:
    assert run_cypher(graph, statement).rows == rows


@pytest.mark.neo4j
def test_kg_query_reads_a_variable_named_create(neo4j_graph: StoreSettings, tmp_path: Path) -> None:
    # The example. LadybugDB's own parser reserves CREATE (it wants `create`
    # backquoted, as above); Neo4j reads it, and kg no longer refuses it first.
    assert neo4j_graph.neo4j is not None
    args = ["--neo4j", "--neo4j-uri", neo4j_graph.neo4j.uri]
    env = {"NEO4J_PASSWORD": neo4j_graph.neo4j.password or ""}
    statement = "MATCH (create:Method) RETURN create.name ORDER BY create.name LIMIT 2"
    result = invoke(["query", "-c", statement, *args, "--format", "json"], env)
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)["rows"]) == 2


def test_embedded_its_own_parser_decides_about_create(embedded_graph: StoreSettings) -> None:
    # kg passes the statement on; LadybugDB's parser, not a kg keyword scan, refuses it.
    statement = "MATCH (create:Method) RETURN create.name"
    result = invoke(["query", "-c", statement, "--db", str(embedded_graph.db_path)])
    assert result.exit_code == 1
    assert "Parser exception" in result.stderr and "read-only" not in result.stderr


def test_the_store_refuses_writes_in_one_line(graph: GraphStore) -> None:
    # No keyword scan runs first: the refusal is the database's own, translated.
    with pytest.raises(KgError, match="kg query is read-only") as caught:
        run_cypher(graph, "CREATE (:Method {id: 'method:intruder', name: 'Intruder'})")
    assert "\n" not in str(caught.value)
    count = run_cypher(graph, "MATCH (n:Method) RETURN count(n) AS n")
    assert count.rows == [[15]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["query", "no-such-query"], "unknown query 'no-such-query'"),
        (["query", "top-task"], "did you mean top-tasks"),
        (["query", "task-methods"], "needs parameter 'task'"),
        (["query", "top-tasks", "-p", "limit=many"], "expected an integer, got 'many'"),
        (["query", "top-tasks", "-p", "top=3"], "has no parameter 'top'"),
        (["query", "top-tasks", "-p", "limit"], "expected -p key=value"),
    ],
)
def test_kg_query_usage_errors_are_one_line(args: list[str], message: str, tmp_path: Path) -> None:
    # These fail before any store is opened, so the database need not exist.
    result = invoke([*args, "--db", str(tmp_path / "absent.lbdb")])
    assert result.exit_code == 2, result.output  # usage errors, as click's own
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_kg_query_needs_name_or_cypher() -> None:
    assert invoke(["query"]).exit_code == 2
    assert invoke(["query", "top-tasks", "-c", "RETURN 1"]).exit_code == 2


def test_kg_query_syntax_error_is_one_line(store_args: list[str], cli_env: dict[str, str]) -> None:
    result = invoke(["query", "-c", "MATCH (n:Method RETURN n", *store_args], cli_env)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ")
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_kg_queries_lists_the_library() -> None:
    result = invoke(["queries", "--format", "json"])
    assert result.exit_code == 0, result.output
    listing = {q["name"]: q for q in json.loads(result.stdout)}
    assert set(listing) == set(load_library())
    assert listing["related-papers"]["params"] == [
        {
            "name": "paper",
            "type": "str",
            "required": True,
            "default": None,
            "description": "paper id",
        },
        {
            "name": "limit",
            "type": "int",
            "required": False,
            "default": 10,
            "description": "maximum number of rows",
        },
    ]
    table = invoke(["queries"])
    assert table.exit_code == 0
    assert "method-cooccurrence" in table.stdout and "min_papers=2" in table.stdout


# ── the query file format ─────────────────────────────────────────────────────


def parse(text: str) -> NamedQuery:
    return parse_query(text, Path("lib/q.cypher"))


def test_parse_header_and_typed_params() -> None:
    query = parse(
        "// name: q\n// description: Something.\n"
        "// param: n = 3 (int)  how many\n// param: w = 0.5 (float)  weight\n"
        '// param: on = true (bool)  flag\n// param: s = "a b" (str)  text\n'
        "// param: who (str)  required one\n// example: kg query q -p who=x\n"
        "// A note about the query.\nMATCH (n) RETURN n LIMIT $n\n"
    )
    assert [p.name for p in query.params] == ["n", "w", "on", "s", "who"]
    assert query.bind({"who": "x"}) == {"n": 3, "w": 0.5, "on": True, "s": "a b", "who": "x"}
    assert query.bind({"who": "y", "n": "7", "on": "no", "w": "2"}) == {
        "n": 7,
        "w": 2.0,
        "on": False,
        "s": "a b",
        "who": "y",
    }
    assert query.cypher_for("neo4j") == "MATCH (n) RETURN n LIMIT $n\n"
    with pytest.raises(KgError, match="needs parameter 'who'"):
        query.bind({})
    with pytest.raises(KgError, match="expected true or false"):
        query.bind({"who": "x", "on": "maybe"})


def test_parse_engine_sections() -> None:
    query = parse(
        "// name: q\n// description: Per engine.\n"
        "// engine: embedded\nRETURN label(1)\n// engine: neo4j\nRETURN type(1)\n"
    )
    assert query.cypher_for("embedded").strip() == "RETURN label(1)"
    assert query.cypher_for("neo4j").strip() == "RETURN type(1)"


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("// description: x.\nRETURN 1\n", "lib/q.cypher", "missing header line '// name"),
        ("// name: q\n// description: x.\n", "lib/q.cypher", "no Cypher statement"),
        (
            "// name: q\n// description: x.\n// param: n = 1 (integer)  x\nRETURN 1",
            "lib/q.cypher:3",
            "bad param type 'integer'",
        ),
        (
            "// name: q\n// description: x.\n// param: n = one (int)  x\nRETURN 1",
            "lib/q.cypher:3",
            "bad default for 'n'",
        ),
        ("// name: q\n// descripton: x.\nRETURN 1", "lib/q.cypher:2", "unknown header field"),
        (
            "// name: q\n// description: x.\n// engine: neo4j\nRETURN 1",
            "lib/q.cypher",
            "no '// engine: embedded' section",
        ),
        (
            "// name: q\n// description: x.\nRETURN 1\n// engine: neo4j\nRETURN 2",
            "lib/q.cypher:4",
            "text before the first",
        ),
        ("// name: Top Q\n// description: x.\nRETURN 1", "lib/q.cypher", "must be lowercase"),
    ],
)
def test_parse_errors_name_file_and_line(text: str, where: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as info:
        parse(text)
    assert info.value.source == where


def test_library_file_name_must_match(tmp_path: Path) -> None:
    (tmp_path / "one.cypher").write_text("// name: two\n// description: x.\nRETURN 1\n")
    with pytest.raises(InputError, match="differs from the file name"):
        load_library(tmp_path)


def test_guess_value_for_ad_hoc_parameters() -> None:
    assert [guess_value(v) for v in ["12", "-3", "0.5", "TRUE", "false", "yes", "q01", ""]] == [
        12,
        -3,
        0.5,
        True,
        False,
        "yes",
        "q01",
        "",
    ]


def test_parse_assignments() -> None:
    assert parse_assignments(["a=1", "b=x=y", "c="]) == {"a": "1", "b": "x=y", "c": ""}
    with pytest.raises(KgError, match="expected -p key=value"):
        parse_assignments(["=3"])


def test_table_shows_brackets_literally() -> None:
    from rich.console import Console

    console = Console(record=True, width=60)
    console.print(result_table(QueryResult(["name"], [["[bold]x[/bold] [CLS] pooling"]])))
    assert "[bold]x[/bold] [CLS] pooling" in console.export_text()


def test_output_formats_render_lists_and_nulls() -> None:
    result = QueryResult(["name", "aliases", "year"], [["BERT", ["B", "Bert"], None]])
    assert result_csv(result) == 'name,aliases,year\nBERT,"B, Bert",\n'
    assert json.loads(result_json(result)) == {
        "columns": ["name", "aliases", "year"],
        "rows": [{"name": "BERT", "aliases": ["B", "Bert"], "year": None}],
    }


def test_browser_style_colours_and_captions_every_label() -> None:
    from kg.paths import cypher_dir
    from kg.schema import NODE_LABELS

    text = (cypher_dir() / "style.grass").read_text(encoding="utf-8")
    blocks = dict(re.findall(r"^(\S+) \{$(.*?)^\}$", text, flags=re.MULTILINE | re.DOTALL))
    colours = set()
    for label in NODE_LABELS:
        block = blocks[f"node.{label}"]
        assert 'caption: "{name}";' in block
        colours.add(re.search(r"^\s*color:\s*(#[0-9A-Fa-f]{6});", block, re.MULTILINE).group(1))
    assert len(colours) == len(NODE_LABELS)
