"""Shared fixtures: a real Neo4j 5 server and embedded database files.

The Neo4j fixtures use the server at ``NEO4J_URI`` when it is set (``.ci/run`` starts one
with ``scripts/neo4j-dev-server``); otherwise the session starts its own with that script
on a free loopback port and stops it at the end. Tests that need Neo4j carry the
``neo4j`` marker, so ``-m "not neo4j"`` deselects them on purpose; they are never skipped.
"""

from __future__ import annotations

import os
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg.store.settings import Neo4jSettings, StoreSettings

REPO = Path(__file__).resolve().parent.parent
DEV_SERVER = REPO / "scripts" / "neo4j-dev-server"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def neo4j_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Neo4jSettings]:
    if os.environ.get("NEO4J_URI"):
        yield Neo4jSettings.from_env()
        return
    home = tmp_path_factory.mktemp("neo4j-home")
    password = "kg-test-password"
    env = {
        **os.environ,
        "NEO4J_DEV_HOME": str(home),
        "NEO4J_DEV_BOLT_PORT": str(_free_port()),
        "NEO4J_DEV_HTTP_PORT": str(_free_port()),
        "NEO4J_PASSWORD": password,
    }
    subprocess.run([str(DEV_SERVER), "start"], env=env, check=True)
    try:
        yield Neo4jSettings(uri=f"bolt://127.0.0.1:{env['NEO4J_DEV_BOLT_PORT']}", password=password)
    finally:
        subprocess.run([str(DEV_SERVER), "stop"], env=env, check=False)


@pytest.fixture
def neo4j_clean(neo4j_settings: Neo4jSettings) -> Neo4jSettings:
    """The live server with an empty graph (constraints and indexes are kept)."""
    from kg.store.neo4j import open_driver

    driver = open_driver(neo4j_settings)
    try:
        with driver.session(database=neo4j_settings.database) as session:
            session.run("MATCH (n) CALL { WITH n DETACH DELETE n } IN TRANSACTIONS").consume()
    finally:
        driver.close()
    return neo4j_settings


@pytest.fixture
def neo4j_store(neo4j_clean: Neo4jSettings) -> StoreSettings:
    """Store settings pointing at an empty live Neo4j graph."""
    return StoreSettings(neo4j=neo4j_clean)


@pytest.fixture
def embedded_store(tmp_path: Path) -> StoreSettings:
    """Store settings pointing at a fresh embedded database file."""
    return StoreSettings(db_path=tmp_path / "kg.lbdb")
