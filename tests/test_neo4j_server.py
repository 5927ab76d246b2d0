"""The real Neo4j server used by the Neo4j backend: driver round trip and `kg doctor --neo4j`."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from kg.store.neo4j import open_driver, server_info
from kg.store.settings import Neo4jSettings

pytestmark = pytest.mark.neo4j


def test_parameterized_round_trip_and_constraint(neo4j_clean: Neo4jSettings) -> None:
    driver = open_driver(neo4j_clean)
    try:
        driver.execute_query(
            "CREATE CONSTRAINT probe_id IF NOT EXISTS FOR (n:Probe) REQUIRE n.id IS UNIQUE",
            database_=neo4j_clean.database,
        )
        rows = [
            {"id": "p1", "name": "x'}) DETACH DELETE n //", "tags": ["a", "`b`"]},
            {"id": "p2", "name": 'quote " and {braces}', "tags": []},
        ]
        driver.execute_query(
            "UNWIND $rows AS row MERGE (n:Probe {id: row.id}) "
            "SET n.name = row.name, n.tags = row.tags",
            rows=rows,
            database_=neo4j_clean.database,
        )
        records, _, _ = driver.execute_query(
            "MATCH (n:Probe) RETURN n.id AS id, n.name AS name, n.tags AS tags ORDER BY id",
            database_=neo4j_clean.database,
        )
        assert [dict(r) for r in records] == rows
        constraints, _, _ = driver.execute_query(
            "SHOW CONSTRAINTS YIELD name, labelsOrTypes, properties WHERE name = 'probe_id' "
            "RETURN labelsOrTypes, properties",
            database_=neo4j_clean.database,
        )
        assert constraints[0]["labelsOrTypes"] == ["Probe"]
        assert constraints[0]["properties"] == ["id"]
        # The constraint is enforced by the server.
        from neo4j.exceptions import ConstraintError

        with pytest.raises(ConstraintError):
            driver.execute_query("CREATE (:Probe {id: 'p1'})", database_=neo4j_clean.database)
    finally:
        driver.execute_query("DROP CONSTRAINT probe_id IF EXISTS", database_=neo4j_clean.database)
        driver.execute_query("MATCH (n:Probe) DETACH DELETE n", database_=neo4j_clean.database)
        driver.close()


def test_server_info_reports_version(neo4j_settings: Neo4jSettings) -> None:
    info = server_info(neo4j_settings)
    assert info.version.startswith("5.")
    assert info.edition == "community"


def _kg(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kg.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=60,
        check=False,
    )


def _env(settings: Neo4jSettings, password: str) -> dict[str, str]:
    return {
        **os.environ,
        "NEO4J_URI": settings.uri,
        "NEO4J_USERNAME": settings.user,
        "NEO4J_PASSWORD": password,
        "NEO4J_DATABASE": settings.database,
    }


def test_doctor_neo4j_live(neo4j_settings: Neo4jSettings) -> None:
    assert neo4j_settings.password
    proc = _kg("doctor", "--neo4j", env=_env(neo4j_settings, neo4j_settings.password))
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout + proc.stderr
    assert "Neo4j 5." in out
    assert "community" in out
    assert neo4j_settings.password not in out


def test_doctor_neo4j_wrong_password(neo4j_settings: Neo4jSettings) -> None:
    wrong = "definitely-Wrong-pa55word"
    proc = _kg("doctor", "--neo4j", env=_env(neo4j_settings, wrong))
    assert proc.returncode == 1
    out = proc.stdout + proc.stderr
    assert "Traceback" not in out
    assert wrong not in out
    failures = [line for line in out.splitlines() if "FAIL" in line]
    assert len(failures) == 1
    assert "refused the credentials" in failures[0]


def test_doctor_neo4j_unreachable(neo4j_settings: Neo4jSettings) -> None:
    env = _env(neo4j_settings, "whatever-password")
    env["NEO4J_URI"] = "bolt://127.0.0.1:1"
    proc = _kg("doctor", "--neo4j", env=env)
    assert proc.returncode == 1
    assert "unreachable" in proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
