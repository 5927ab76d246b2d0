"""Hostile text through ``kg build``, ``kg load`` and ``kg query`` on both backends (issue 7).

Ids, titles and entity names full of Cypher syntax must be stored verbatim and change
nothing else; labels and relationship types only ever come from the fixed lists; and
``kg query`` never writes, whatever the statement.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from reliability_support import (
    assert_one_line_error,
    generated_extractions,
    graph_checksum,
    graph_dump,
    kg_env,
    prime_cache,
    run_kg,
    write_extraction_file,
)

from kg.cli import cli
from kg.model import PAPER, Entity, Extraction, Mention, Paper, Relation
from kg.resolve import resolve
from kg.schema import NODE_LABELS, RELATION_TYPES
from kg.store import StoreSettings, open_store
from kg.store.neo4j import WRITE_LOCK_LABEL

HOSTILE = [
    "x'}) DETACH DELETE n //",
    '"; MATCH (n) DETACH DELETE n; //',
    "`Paper` {id: 'p'}) SET n.abstract = 'pwned' RETURN n //",
    "back\\slash \\' \\\" \\u0027 and $rows {{braces}}",
    "CREATE (:Evil) MERGE (m)-[:OWNS]->(n) DROP TABLE Paper",
    "/* comment */ CALL db.createLabel('Evil') // line",
    # Brackets and quotes balanced: the resolver keeps these as names (unbalanced ones are
    # cut out of a formula or quotation, and rejected), so they reach the store as names.
    "'x' }) MATCH (n) DETACH DELETE (n) // ({",
    '"a" RETURN 1 UNION MATCH (n) SET n.name = "b" //',
]


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[StoreSettings, dict[str, str]]:
    """An empty store of each backend, and the environment of a kg subprocess using it."""
    settings: StoreSettings = request.getfixturevalue(f"{request.param}_store")
    env = kg_env(tmp_path / "cache")
    if settings.neo4j is not None:
        assert settings.neo4j.password
        env.update(
            NEO4J_URI=settings.neo4j.uri,
            NEO4J_USERNAME=settings.neo4j.user,
            NEO4J_PASSWORD=settings.neo4j.password,
            NEO4J_DATABASE=settings.neo4j.database,
        )
    return settings, env


def _store_args(settings: StoreSettings) -> list[str]:
    return ["--neo4j"] if settings.neo4j is not None else ["--db", str(settings.db_path)]


def _hostile_extractions() -> list[Extraction]:
    """Papers whose id, title, venue and url are hostile, each proposing an entity whose
    name, key and aliases are too; evidence sentences quote them."""
    found = []
    for i, text in enumerate(HOSTILE):
        abstract = f"We propose {text} for testing. It is evaluated on {text} data."
        entity = Entity(
            key=f"method:{text.lower()}",
            type="Method",
            name=text,
            aliases=[f"{text} v2", "`"],
            mentions=[Mention(11, 11 + len(text), text)],
        )
        paper = Paper(
            id=f"{text} #{i}",
            abstract=abstract,
            source=f"hostile.jsonl#{i + 1}",
            title=text,
            venue=text,
            url=f"http://example.org/{text}",
        )
        relations = [Relation("PROPOSES", PAPER, entity.key, abstract)]
        found.append(Extraction(paper, [entity], relations))
    return found


def _labels_and_types(settings: StoreSettings) -> tuple[set[str], set[str]]:
    """Every label and relationship type present in the database, as the database says."""
    with open_store(settings, read_only=True) as store:
        if settings.neo4j is not None:
            labels = {r[0] for r in store.read("CALL db.labels()").rows}
            types = {r[0] for r in store.read("CALL db.relationshipTypes()").rows}
            return labels, types
        tables = store.read("CALL show_tables() RETURN name, type").rows
    return {n for n, t in tables if t == "NODE"}, {n for n, t in tables if t == "REL"}


def _assert_fixed_schema(settings: StoreSettings) -> None:
    labels, types = _labels_and_types(settings)
    # kg's own build lock (a label of an uncommitted node, never stored) is no input's.
    assert labels <= {*NODE_LABELS, WRITE_LOCK_LABEL}
    assert types <= set(RELATION_TYPES)
    assert not any("Evil" in name or "OWNS" in name for name in labels | types)


def test_hostile_ids_titles_and_names_are_stored_verbatim_and_change_nothing_else(
    backend: tuple[StoreSettings, dict[str, str]], tmp_path: Path
) -> None:
    settings, env = backend
    # A harmless graph first: whatever the hostile input does must leave it as it is.
    harmless = generated_extractions(4, source_file="harmless.txt")
    loaded = run_kg(
        "load",
        str(write_extraction_file(tmp_path / "harmless.jsonl", harmless)),
        *_store_args(settings),
        env=env,
    )
    assert loaded.returncode == 0, loaded.stderr
    _, harmless_nodes, harmless_rels = graph_dump(settings)

    hostile = _hostile_extractions()
    loaded = run_kg(
        "load",
        str(write_extraction_file(tmp_path / "hostile.jsonl", hostile)),
        *_store_args(settings),
        env=env,
    )
    assert loaded.returncode == 0, loaded.stderr

    counts, nodes, rels = graph_dump(settings)
    # A paper node per hostile paper, a node and a relationship per entity resolution keeps,
    # and everything from before, intact.
    resolution = resolve(hostile)
    kept = [e for e in hostile if resolution.canonical(e.paper.id, e.entities[0].key)]
    assert len(kept) >= 2
    assert counts == {
        "nodes": len(harmless_nodes) + len(HOSTILE) + len(kept),
        "relationships": len(harmless_rels) + len(kept),
    }
    assert set(harmless_nodes) <= set(nodes)
    assert set(harmless_rels) <= set(rels)
    with open_store(settings, read_only=True) as store:
        for extraction in hostile:
            paper, entity = extraction.paper, extraction.entities[0]
            stored = store.read(
                "MATCH (p:Paper {id: $id}) RETURN p.title, p.venue, p.url, p.abstract",
                {"id": paper.id},
            ).rows
            assert [list(row) for row in stored] == [
                [paper.title, paper.venue, paper.url, paper.abstract]
            ]
            found = store.read(
                "MATCH (p:Paper {id: $id})-[r:PROPOSES]->(m:Method) "
                "RETURN p.title, p.venue, p.url, p.abstract, m.name, m.aliases, r.evidence",
                {"id": paper.id},
            ).rows
            if extraction not in kept:
                assert found == []
                continue
            assert len(found) == 1
            *props, aliases, evidence = found[0]
            # Entity names are stored as resolution gives them (it trims edge punctuation
            # and drops the lone backtick, which names nothing), never interpreted.
            resolved = resolution.entities[resolution.canonical(paper.id, entity.key) or ""]
            assert props == [paper.title, paper.venue, paper.url, paper.abstract, resolved.name]
            assert sorted(aliases) == sorted(resolved.aliases)
            assert evidence == paper.abstract
    _assert_fixed_schema(settings)


def test_hostile_corpus_ids_and_titles_through_kg_build(
    backend: tuple[StoreSettings, dict[str, str]], tmp_path: Path
) -> None:
    settings, env = backend
    hostile = _hostile_extractions()
    # The corpus record is what kg build reads; its extraction waits in the cache, so the
    # test is about storing, not about what spaCy makes of these sentences.
    prime_cache(tmp_path / "cache", hostile)
    corpus = tmp_path / "hostile.jsonl"
    corpus.write_text(
        "".join(
            json.dumps(
                {
                    "id": e.paper.id,
                    "title": e.paper.title,
                    "abstract": e.paper.abstract,
                    "venue": e.paper.venue,
                    "url": e.paper.url,
                }
            )
            + "\n"
            for e in hostile
        ),
        encoding="utf-8",
    )
    built = run_kg("build", str(corpus), *_store_args(settings), env=env)
    assert built.returncode == 0, built.stderr
    assert " 0 extracted" in built.stderr
    with open_store(settings, read_only=True) as store:
        rows = store.read("MATCH (p:Paper) RETURN p.id, p.title ORDER BY p.id").rows
    assert rows == sorted([[e.paper.id, e.paper.title] for e in hostile])
    # A second build of the same file finds everything in place (keys matched verbatim).
    again = run_kg("build", str(corpus), *_store_args(settings), env=env)
    assert again.returncode == 0, again.stderr
    assert "written: 0 nodes, 0 relationships" in again.stderr
    _assert_fixed_schema(settings)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("entity type", "Method`) DETACH DELETE n //", "unknown type"),
        ("entity type", "Evil", "unknown type 'Evil'"),
        ("relation type", "USES]->(m) DELETE m //", "unknown relation type"),
        ("relation type", "OWNS", "unknown relation type 'OWNS'"),
    ],
)
def test_labels_and_types_never_come_from_input(
    backend: tuple[StoreSettings, dict[str, str]],
    tmp_path: Path,
    field: str,
    value: str,
    message: str,
) -> None:
    settings, env = backend
    good = generated_extractions(2)
    path = write_extraction_file(tmp_path / "x.jsonl", good)
    assert run_kg("load", str(path), *_store_args(settings), env=env).returncode == 0
    before = graph_checksum(settings)
    bad = good[1].to_json()
    if field == "entity type":
        bad["entities"][0]["type"] = value
    else:
        bad["relations"][0]["type"] = value
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text(f"{lines[0]}\n{json.dumps(bad)}\n", encoding="utf-8")
    proc = run_kg("load", str(path), *_store_args(settings), env=env)
    assert_one_line_error(proc, f"{path}:2:", message)
    assert graph_checksum(settings) == before
    _assert_fixed_schema(settings)


# Statements that would write, and how they try to slip past: case, comments, subqueries,
# several statements, procedures and administration commands.
WRITES = [
    "MATCH (n) DETACH DELETE n",
    "match (p:Paper) set p.title = 'pwned' return p",
    "MATCH (p:Paper) /* just reading */ SET p.title = 'pwned' RETURN p",
    "MATCH (n) CALL { WITH n DETACH DELETE n } RETURN 1",
    "RETURN 1 AS one; MATCH (n) DETACH DELETE n",
    "MERGE (x:Evil {id: 'x'}) RETURN x",
    "UNWIND [1] AS i FOREACH (j IN [i] | CREATE (:Evil))",
    "MATCH (p:Paper) WITH p LIMIT 1 REMOVE p.title RETURN p",
]
NEO4J_WRITES = [
    "CALL db.createLabel('Evil')",
    "CALL db.createRelationshipType('OWNS')",
    "GRANT ROLE admin TO neo4j",
    "CREATE DATABASE evil",
]
EMBEDDED_WRITES = [
    "CHECKPOINT",
    "CREATE NODE TABLE Evil(id STRING, PRIMARY KEY(id))",
    "ALTER TABLE Paper ADD pwned STRING",
    "DROP TABLE Paper",
    "COPY Paper FROM 'nowhere.csv'",
    "CREATE MACRO evil(x) AS x",
]


#: Who refuses: kg leaves read-only to the database (no keyword scan), so a statement is
#: refused by the engine's read-only connection or transaction, by the one-statement rule,
#: or by the engine's parser when it does not know the clause (LadybugDB: REMOVE, FOREACH,
#: CALL {…}; CHECKPOINT inside the read transaction).
REFUSALS = (
    "kg query is read-only",
    "single Cypher statement",
    "Expected exactly one statement per query",
    "Parser exception",
    "Found active transaction for CHECKPOINT",
)


def test_kg_query_cannot_write(
    backend: tuple[StoreSettings, dict[str, str]], tmp_path: Path
) -> None:
    settings, env = backend
    path = write_extraction_file(tmp_path / "x.jsonl", generated_extractions(5))
    assert run_kg("load", str(path), *_store_args(settings), env=env).returncode == 0
    before = graph_checksum(settings)
    extra = NEO4J_WRITES if settings.neo4j is not None else EMBEDDED_WRITES
    runner = CliRunner()
    unexpected = []
    for statement in [*WRITES, *extra]:
        result = runner.invoke(cli, ["query", "-c", statement, *_store_args(settings)], env=env)
        lines = result.stderr.strip().splitlines()
        refused = len(lines) == 1 and any(sign in lines[0] for sign in REFUSALS)
        if result.exit_code != 1 or not refused:
            unexpected.append((statement, result.exit_code, result.stderr))
    assert unexpected == []
    if settings.neo4j is not None:
        # Not a write: Neo4j runs this administration command in read access mode, and kg
        # no longer scans statements, so the server's roles decide who may (docs/design.md).
        # It reads as a one-row answer and leaves the graph as it was.
        statement = "TERMINATE TRANSACTIONS 'neo4j-transaction-1'"
        result = runner.invoke(cli, ["query", "-c", statement, *_store_args(settings)], env=env)
        assert result.exit_code == 0, result.output
    # Hostile text inside a string is data, not a clause: it reads and finds nothing.
    for value in HOSTILE:
        result = runner.invoke(
            cli,
            [
                "query",
                "-c",
                "MATCH (p:Paper) WHERE p.title = $t RETURN p.id",
                "-p",
                f"t={value}",
                *_store_args(settings),
                "--format",
                "json",
            ],
            env=env,
        )
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["rows"] == []
    assert graph_checksum(settings) == before
    _assert_fixed_schema(settings)
