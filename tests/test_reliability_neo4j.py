"""Neo4j going wrong under ``kg`` (issues 7 and 14): bad settings, a missing server, the server
killed in the middle of a build, and two builds at once into one database.

Every command that talks to Neo4j must fail with one line, a non-zero exit and no
traceback (``--verbose`` adds it) within 10 s. The kill test runs its own server with
``scripts/neo4j-dev-server`` (own home and ports), never the session's shared one.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from reliability_support import (
    assert_one_line_error,
    generated_extractions,
    graph_checksum,
    kg_command,
    kg_env,
    prime_cache,
    run_kg,
    wait_until,
    write_extraction_file,
    write_text_corpus,
)

from kg.store import StoreSettings, open_store
from kg.store.neo4j import open_driver
from kg.store.settings import Neo4jSettings

REPO = Path(__file__).resolve().parent.parent
DEV_SERVER = REPO / "scripts" / "neo4j-dev-server"
#: The issue's bound for a failure to be reported.
FAIL_WITHIN = 10.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("inputs")
    extractions = generated_extractions(3)
    return {
        "corpus": write_text_corpus(folder / "corpus.txt", [e.paper for e in extractions]),
        "extractions": write_extraction_file(folder / "extractions.jsonl", extractions),
        "cache": folder / "cache",
    }


def _commands(inputs: dict[str, Path]) -> dict[str, list[str]]:
    return {
        "build": ["build", str(inputs["corpus"]), "--neo4j"],
        "load": ["load", str(inputs["extractions"]), "--neo4j"],
        "query": ["query", "-c", "MATCH (n) RETURN count(n)", "--neo4j"],
        "stats": ["stats", "--neo4j"],
    }


COMMANDS = ("build", "load", "query", "stats")


def _env(
    inputs: dict[str, Path],
    uri: str,
    password: str,
    database: str = "neo4j",
    user: str = "neo4j",
) -> dict[str, str]:
    return kg_env(
        inputs["cache"],
        NEO4J_URI=uri,
        NEO4J_USERNAME=user,
        NEO4J_PASSWORD=password,
        NEO4J_DATABASE=database,
    )


def _check_failure(
    inputs: dict[str, Path], command: str, env: dict[str, str], *fragments: str
) -> None:
    args = _commands(inputs)[command]
    # The timeout is the bound: a slower report fails the test.
    proc = run_kg(*args, env=env, timeout=FAIL_WITHIN)
    assert_one_line_error(proc, *fragments)
    verbose = run_kg("--verbose", *args, env=env, timeout=FAIL_WITHIN)
    assert verbose.returncode == 1
    assert "Traceback" in verbose.stderr
    assert verbose.stderr.rstrip().splitlines()[-1].startswith("Error: ")


# ── bad settings and a missing server: no live server needed ─────────────────


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize(
    ("uri", "message"),
    [
        ("http://127.0.0.1:7474", "invalid Neo4j URI"),
        ("bolt//127.0.0.1:7687", "invalid Neo4j URI"),
        ("bolt://127.0.0.1:notaport", "invalid Neo4j URI"),
    ],
)
def test_wrong_uri(inputs: dict[str, Path], command: str, uri: str, message: str) -> None:
    _check_failure(inputs, command, _env(inputs, uri, "some-password"), message)


@pytest.mark.parametrize("command", COMMANDS)
def test_server_down(inputs: dict[str, Path], command: str) -> None:
    uri = f"bolt://127.0.0.1:{_free_port()}"
    _check_failure(inputs, command, _env(inputs, uri, "some-password"), uri, "unreachable")


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A loopback port that accepts connections and never answers (a wrong service, a
    hung server): the driver's handshake must time out, not hang."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    server.settimeout(0.2)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1]
    finally:
        stop.set()
        thread.join(timeout=5)
        for conn in held:
            conn.close()
        server.close()


@pytest.mark.parametrize("command", ["build", "stats"])
def test_a_port_that_never_answers(inputs: dict[str, Path], command: str, silent_port: int) -> None:
    uri = f"bolt://127.0.0.1:{silent_port}"
    proc = run_kg(*_commands(inputs)[command], env=_env(inputs, uri, "x"), timeout=FAIL_WITHIN)
    assert_one_line_error(proc, uri, "unreachable")


# ── the live server: credentials and database ────────────────────────────────


@pytest.mark.neo4j
@pytest.mark.parametrize("command", COMMANDS)
def test_wrong_password(
    inputs: dict[str, Path], command: str, neo4j_settings: Neo4jSettings
) -> None:
    # Neo4j locks a user out for a few seconds after 3 failed logins: these attempts use a
    # user of their own so the shared server's user stays usable for the other tests. Once
    # the lock is on, the message must still say the credentials were refused.
    env = _env(inputs, neo4j_settings.uri, "not-the-Password-42", user="kg-reliability")
    _check_failure(inputs, command, env, "refused the credentials of user 'kg-reliability'")


@pytest.mark.neo4j
@pytest.mark.parametrize("command", COMMANDS)
def test_unknown_database(
    inputs: dict[str, Path], command: str, neo4j_settings: Neo4jSettings
) -> None:
    assert neo4j_settings.password
    env = _env(inputs, neo4j_settings.uri, neo4j_settings.password, database="nosuchgraph")
    _check_failure(inputs, command, env, "no database 'nosuchgraph'")


# ── the server killed in the middle of a build ───────────────────────────────


class DevServer:
    """A Neo4j server of this module alone, driven by scripts/neo4j-dev-server."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.password = "kg-reliability-pass"
        self.env = {
            **os.environ,
            "NEO4J_DEV_HOME": str(home),
            "NEO4J_DEV_BOLT_PORT": str(_free_port()),
            "NEO4J_DEV_HTTP_PORT": str(_free_port()),
            "NEO4J_DEV_HEAP": "512m",
            "NEO4J_PASSWORD": self.password,
        }
        self.settings = Neo4jSettings(
            uri=f"bolt://127.0.0.1:{self.env['NEO4J_DEV_BOLT_PORT']}", password=self.password
        )

    def run(self, action: str) -> None:
        subprocess.run([str(DEV_SERVER), action], env=self.env, check=True, timeout=300)

    def kill(self) -> None:
        """SIGKILL, as a crash or an OOM killer would: no clean shutdown."""
        pid = int((self.home / "neo4j.pid").read_text().strip())
        os.kill(pid, signal.SIGKILL)
        while True:  # reap-free wait: the server is the script's child, not ours
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            threading.Event().wait(0.1)

    def clear(self) -> None:
        driver = open_driver(self.settings)
        try:
            driver.execute_query("MATCH (n) DETACH DELETE n", database_=self.settings.database)
        finally:
            driver.close()


@pytest.fixture(scope="module")
def own_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DevServer]:
    server = DevServer(tmp_path_factory.mktemp("neo4j-kill"))
    server.run("start")
    try:
        yield server
    finally:
        subprocess.run([str(DEV_SERVER), "stop"], env=server.env, check=False, timeout=300)


@pytest.mark.neo4j
def test_server_killed_mid_build_then_a_rerun_equals_an_uninterrupted_build(
    own_server: DevServer, tmp_path: Path
) -> None:
    extractions = generated_extractions(300)
    cache = tmp_path / "cache"
    prime_cache(cache, extractions)
    corpus = write_text_corpus(tmp_path / "corpus.txt", [e.paper for e in extractions])
    store = StoreSettings(neo4j=own_server.settings)
    env = kg_env(
        cache,
        NEO4J_URI=own_server.settings.uri,
        NEO4J_USERNAME="neo4j",
        NEO4J_PASSWORD=own_server.password,
    )
    build = ["build", str(corpus), "--neo4j", "--tx-size", "50"]
    own_server.clear()

    held = subprocess.Popen(
        kg_command(*build),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    watcher = open_driver(own_server.settings)

    def five_batches_in() -> bool:
        records, _, _ = watcher.execute_query("MATCH (n) RETURN count(n) AS n")
        return records[0]["n"] >= 250

    try:
        wait_until(five_batches_in, held, "five committed batches")
        watcher.close()
        own_server.kill()  # the build goes on writing to a dead server
        out, err = held.communicate(timeout=120)
    finally:
        watcher.close()
        if held.poll() is None:
            held.kill()
            held.communicate()
    failed = subprocess.CompletedProcess(held.args, held.returncode, out, err)
    line = assert_one_line_error(
        failed,
        own_server.settings.uri,
        "unreachable",
        "committed batches",
        "run the same command again",
    )
    assert int(re.search(r"after (\d+) committed batches", line).group(1)) >= 5, line

    own_server.run("start")
    rerun = run_kg(*build, env=env)
    assert rerun.returncode == 0, rerun.stderr
    assert " 0 extracted" in rerun.stderr
    after_rerun = graph_checksum(store)

    own_server.clear()
    whole = run_kg(*build, env=env)
    assert whole.returncode == 0, whole.stderr
    assert "written: 628 nodes, 2400 relationships" in whole.stderr
    assert after_rerun == graph_checksum(store)
    assert after_rerun[0] == {"nodes": 628, "relationships": 2400}


# ── two builds at once into one database ─────────────────────────────────────


@pytest.mark.neo4j
def test_two_concurrent_builds_serialize_and_leave_the_graph_of_both(
    neo4j_clean: Neo4jSettings, tmp_path: Path
) -> None:
    # The first build is long (many small write transactions), so that the second one
    # starts, and reaches the lock and tries it for LOCK_PROBE_SECONDS, while the first is
    # still writing.
    extractions = generated_extractions(1200)
    cache = tmp_path / "cache"
    prime_cache(cache, extractions)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = write_text_corpus(tmp_path / "a" / "corpus.txt", [e.paper for e in extractions[:900]])
    second = write_text_corpus(tmp_path / "b" / "corpus.txt", [e.paper for e in extractions[900:]])
    assert neo4j_clean.password
    env = kg_env(
        cache,
        NEO4J_URI=neo4j_clean.uri,
        NEO4J_USERNAME=neo4j_clean.user,
        NEO4J_PASSWORD=neo4j_clean.password,
    )

    def start(path: Path, tx_size: int) -> subprocess.Popen[str]:
        return subprocess.Popen(
            kg_command("build", str(path), "--neo4j", "--tx-size", str(tx_size)),
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    watcher = open_driver(neo4j_clean)

    def writing() -> bool:
        records, _, _ = watcher.execute_query("MATCH (n:Dataset) RETURN count(n) AS n")
        return records[0]["n"] > 0

    builds = [start(first, 2)]
    try:
        # The second build starts while the first is writing (its lock is held).
        wait_until(writing, builds[0], "the first build's write")
        builds.append(start(second, 10))
        errs = []
        for proc in builds:
            _, err = proc.communicate(timeout=300)
            assert proc.returncode == 0, err
            errs.append(err)
    finally:
        watcher.close()
        for proc in builds:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    assert "another kg build is writing" in errs[1], errs[1]
    store = StoreSettings(neo4j=neo4j_clean)
    together = graph_checksum(store)
    # The next build of both files has nothing to change: counts were right.
    again = run_kg("build", str(first), str(second), "--neo4j", env=env)
    assert again.returncode == 0, again.stderr
    assert "written: 0 nodes, 0 relationships" in again.stderr, again.stderr
    # …and the graph is the one a single build of both files writes.
    assert run_kg("build", str(first), str(second), "--neo4j", "--rebuild", env=env).returncode == 0
    assert graph_checksum(store) == together
    with open_store(store, read_only=True) as graph:
        assert graph.read("MATCH (l:KgWriteLock) RETURN count(l)").rows == [[0]]
