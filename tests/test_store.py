"""Both graph stores behind one interface: idempotent diff writes, read-only reads,
hostile values stored verbatim."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kg.errors import StoreError
from kg.extraction_file import read_extractions
from kg.graph import assemble
from kg.model import PAPER, Entity, Extraction, Paper, Relation
from kg.records import to_records
from kg.store import GraphRecords, StoreSettings, open_store

CORPUS = Path(__file__).resolve().parent / "fixtures" / "extractions" / "corpus.jsonl"
# Brackets and double quotes balanced: resolution drops a name with an unbalanced one (text
# cut out of a formula or a quotation), and these must reach the store.
HOSTILE = [
    "x'}) DETACH DELETE n // ({",
    "`Evil` {name: 'x'} ]->(m) DELETE m [",
    'quote " and \\ backslash " $rows',
]


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def settings(request: pytest.FixtureRequest) -> StoreSettings:
    """An empty store of each backend."""
    return request.getfixturevalue(f"{request.param}_store")


def corpus_records(drop: str | None = None) -> GraphRecords:
    extractions = [e for e in read_extractions(CORPUS) if e.paper.id != drop]
    return to_records(assemble(extractions))


def hostile_records() -> GraphRecords:
    entities = [
        Entity(f"method:hostile {i}", "Method", name, [f"HX{i}"]) for i, name in enumerate(HOSTILE)
    ]
    extraction = Extraction(
        paper=Paper(
            id="p'}) DETACH DELETE n",
            abstract="We propose `x`.",
            source="h.txt#1",
            title=HOSTILE[1],
        ),
        entities=entities,
        relations=[Relation("PROPOSES", PAPER, e.key, evidence=e.name) for e in entities],
    )
    return to_records(assemble([extraction]))


def write(settings: StoreSettings, records: GraphRecords, **kwargs: bool) -> None:
    with open_store(settings) as store:
        store.write_graph(records, **kwargs)


def snapshot(settings: StoreSettings) -> GraphRecords:
    with open_store(settings, read_only=True) as store:
        return store.snapshot()


def test_write_then_read_back_exactly(settings: StoreSettings) -> None:
    records = corpus_records()
    with open_store(settings) as store:
        first = store.write_graph(records)
        assert first.nodes_written == len(records.nodes)
        assert first.edges_written == len(records.edges)
        assert not store.write_graph(records).changed  # idempotent: nothing to write
        labels, relations = store.counts()
    assert labels == records.label_counts()
    assert relations == records.relation_counts()
    assert snapshot(settings) == records


def test_a_diff_write_removes_stale_nodes_and_edges(settings: StoreSettings) -> None:
    write(settings, corpus_records())
    smaller = corpus_records(drop="p3")
    with open_store(settings) as store:
        stats = store.write_graph(smaller)
    assert stats.nodes_deleted >= 1 and stats.edges_deleted >= 1
    after = snapshot(settings)
    assert after == smaller
    # p3 was the only paper with a bare CPO; DPO lost one of its two papers.
    assert ("Method", "method:cpo") not in after.nodes
    assert after.nodes[("Method", "method:direct preference optimization")]["paper_count"] == 1


def test_replace_rewrites_the_whole_graph(settings: StoreSettings) -> None:
    write(settings, corpus_records())
    with open_store(settings) as store:
        stats = store.write_graph(corpus_records(drop="p1"), replace=True)
    assert stats.nodes_deleted == len(corpus_records().nodes)
    assert snapshot(settings) == corpus_records(drop="p1")
    with open_store(settings) as store:
        store.clear()
        labels, relations = store.counts()
    assert set(labels.values()) == set(relations.values()) == {0}


def test_hostile_names_are_stored_verbatim_and_delete_nothing(settings: StoreSettings) -> None:
    records = corpus_records()
    records.nodes.update(hostile_records().nodes)
    records.edges.update(hostile_records().edges)
    write(settings, records)
    with open_store(settings, read_only=True) as store:
        stored = store.snapshot()
        found = store.read(
            "MATCH (m:Method) WHERE m.name = $name RETURN m.name AS name, m.aliases AS aliases",
            {"name": HOSTILE[0]},
        )
    assert stored == records
    assert found.records() == [{"name": HOSTILE[0], "aliases": ["HX0"]}]
    names = {props["name"] for (label, _), props in stored.nodes.items() if label == "Method"}
    # Resolution may trim a name's edge punctuation; whatever it names is stored verbatim.
    given = {props["name"] for (label, _), props in records.nodes.items() if label == "Method"}
    assert names == given
    assert {HOSTILE[0], HOSTILE[2]} <= names
    assert ("Paper", "p'}) DETACH DELETE n") in stored.nodes


@pytest.mark.parametrize("read_only", [True, False])
def test_read_refuses_writes_and_changes_nothing(settings: StoreSettings, read_only: bool) -> None:
    records = corpus_records()
    write(settings, records)
    with open_store(settings, read_only=read_only) as store:
        for cypher in (
            "MATCH (n) DETACH DELETE n",
            "CREATE (p:Paper {id: 'new'})",
            "MATCH (m:Method) SET m.name = 'renamed'",
        ):
            with pytest.raises(StoreError):
                store.read(cypher)
        assert store.read("MATCH (p:Paper) RETURN count(p) AS n").rows == [[5]]
    assert snapshot(settings) == records


def test_stats_counts_and_top_entities(settings: StoreSettings) -> None:
    write(settings, corpus_records())
    with open_store(settings, read_only=True) as store:
        stats = store.stats(top=3)
    assert stats["labels"] == {"Paper": 5, "Method": 14, "Task": 5, "Dataset": 5, "Metric": 4}
    assert stats["relationships"] == sum(stats["relationship_types"].values()) == 43
    top = stats["top_entities"]
    assert top[0] == {
        "label": "Method",
        "id": "method:large language model",
        "name": "large language models",
        "paper_count": 3,
    }
    assert [e["paper_count"] for e in top] == [3, 2, 2]


# ── embedded only ────────────────────────────────────────────────────────────


def test_embedded_read_of_a_missing_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "nothing.lbdb"
    with pytest.raises(StoreError, match=r"no graph at .*run kg build first"):
        open_store(StoreSettings(db_path=path), read_only=True)
    assert not path.exists()


def test_embedded_second_writer_gets_in_use(embedded_store: StoreSettings) -> None:
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from kg.errors import StoreError\n"
        "from kg.store import StoreSettings, open_store\n"
        "try:\n"
        "    open_store(StoreSettings(db_path=Path(sys.argv[1])))\n"
        "except StoreError as exc:\n"
        "    print(exc)\n"
        "    sys.exit(3)\n"
    )
    with open_store(embedded_store) as store:
        store.write_graph(corpus_records())
        proc = subprocess.run(
            [sys.executable, "-c", script, str(embedded_store.db_path)],
            capture_output=True,
            text=True,
            check=False,
        )
    assert proc.returncode == 3, proc.stderr
    assert "in use by another process" in proc.stdout


def test_embedded_multiple_statements_are_refused(embedded_store: StoreSettings) -> None:
    write(embedded_store, corpus_records())
    with open_store(embedded_store) as store:
        with pytest.raises(StoreError, match="single Cypher statement"):
            store.read("MATCH (n:Paper) RETURN n.id; COMMIT; MATCH (n) DETACH DELETE n")
        # A ';' inside a string is not a statement boundary.
        assert store.read("RETURN 'a;b' AS s").rows == [["a;b"]]


# ── Neo4j only ───────────────────────────────────────────────────────────────


@pytest.mark.neo4j
def test_neo4j_schema_has_constraints_and_full_text_index(neo4j_store: StoreSettings) -> None:
    write(neo4j_store, corpus_records())
    with open_store(neo4j_store, read_only=True) as store:
        constraints = store.read("SHOW CONSTRAINTS YIELD labelsOrTypes, properties, type").records()
        indexes = store.read("SHOW INDEXES YIELD name, type, properties").records()
        hits = store.read(
            "CALL db.index.fulltext.queryNodes('entity_names', $q) YIELD node RETURN node.id AS id",
            {"q": "LRGB"},
        ).rows
    unique = {
        (c["labelsOrTypes"][0], tuple(c["properties"]))
        for c in constraints
        if c["type"] == "UNIQUENESS"
    }
    # Every label's id, and the id of kg build's lock node (issue 14, never stored).
    assert unique == {
        (label, ("id",))
        for label in ("Paper", "Method", "Task", "Dataset", "Metric", "KgWriteLock")
    }
    fulltext = [i for i in indexes if i["type"] == "FULLTEXT"]
    assert fulltext and set(fulltext[0]["properties"]) == {"name", "aliases"}
    assert hits == [["dataset:long range graph benchmark"]]  # found by its alias


@pytest.mark.neo4j
def test_neo4j_small_batches_write_the_same_graph(neo4j_store: StoreSettings) -> None:
    records = corpus_records()
    with open_store(neo4j_store, batch_size=3) as store:
        store.write_graph(records)
    assert snapshot(neo4j_store) == records


def test_drained_records_equal_the_graph_records_and_empty_the_graph() -> None:
    extractions = read_extractions(CORPUS)
    graph = assemble(extractions)
    kept = to_records(graph)
    assert graph.number_of_nodes() and graph.number_of_edges()
    drained = to_records(graph, drain=True)
    assert drained == kept
    assert graph.number_of_nodes() == 0 and graph.number_of_edges() == 0
    # Streamed in paper order (as kg build reads the cache), the graph is the same.
    assert to_records(assemble(iter(sorted(extractions, key=lambda e: e.paper.id)))) == kept


def test_write_rows_are_made_a_batch_at_a_time() -> None:
    from kg.store.base import Rows

    made: list[int] = []

    def row(item: int) -> dict[str, int]:
        made.append(item)
        return {"id": item}

    rows = Rows(list(range(10)), row)
    assert len(rows) == 10 and not made
    assert rows[2:4] == [{"id": 2}, {"id": 3}] and made == [2, 3]
    assert rows[9] == {"id": 9}


def test_the_embedded_write_is_split_into_writer_runs_of_a_row_budget() -> None:
    from kg.store.embedded_writer import writer_segments

    frames = [("a", [0] * 5), ("b", [0] * 5), ("c", [0] * 12), ("d", [0])]
    runs = [[cypher for cypher, _ in run] for run in writer_segments(iter(frames), 10)]
    assert runs == [["a", "b"], ["c"], ["d"]]  # a frame over the budget is a run of its own
    assert [list(run) for run in writer_segments(iter([]), 10)] == [[]]  # the schema still


def test_a_write_over_several_writer_processes_reads_back_exactly(
    embedded_store: StoreSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kg.store import embedded

    monkeypatch.setattr(embedded, "WRITER_ROWS", 7)  # several writer processes, reopening
    monkeypatch.setattr(embedded, "EMBEDDED_BATCH_SIZE", 5)
    records = corpus_records()
    write(embedded_store, records)
    assert snapshot(embedded_store) == records
