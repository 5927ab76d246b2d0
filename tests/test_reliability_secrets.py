"""The Neo4j password never shows (issue 7): not in output, logs, error messages,
tracebacks (``--verbose``), ``kg doctor`` or the files kg writes.

Every test captures all that ``kg`` prints, on stdout and stderr, in a subprocess.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from reliability_support import generated_extractions, kg_env, run_kg, write_extraction_file

from kg.errors import StoreError
from kg.store import StoreSettings, open_store
from kg.store.settings import Neo4jSettings

#: A password that is wrong everywhere, easy to spot in any output.
WRONG = "Sekrit-Passw0rd-xyzzy"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _env(tmp_path: Path, uri: str, password: str, **extra: str) -> dict[str, str]:
    return kg_env(
        tmp_path / "cache",
        NEO4J_URI=uri,
        NEO4J_USERNAME=extra.pop("user", "neo4j"),
        NEO4J_PASSWORD=password,
        **extra,
    )


def _commands(tmp_path: Path) -> list[list[str]]:
    extractions = write_extraction_file(tmp_path / "x.jsonl", generated_extractions(3))
    return [
        ["doctor", "--neo4j"],
        ["load", str(extractions), "--neo4j"],
        ["stats", "--neo4j", "--format", "json"],
        ["query", "-c", "MATCH (p:Paper) RETURN p.id", "--neo4j"],
        ["export", "--neo4j", "--as", "json", "-o", str(tmp_path / "g.json")],
    ]


def _assert_never_printed(
    password: str, env: dict[str, str], commands: list[list[str]], *, quiet_too: bool = False
) -> None:
    """``--verbose`` prints the most: debug logs (the driver's too) and tracebacks."""
    for args in commands:
        for verbose in ([], ["--verbose"]) if quiet_too else (["--verbose"],):
            proc = run_kg(*verbose, *args, env=env)
            output = proc.stdout + proc.stderr
            assert output.strip(), args  # something was said, and none of it is the secret
            assert password not in output, (args, verbose)


@pytest.mark.neo4j
def test_the_right_password_is_never_printed(neo4j_clean: Neo4jSettings, tmp_path: Path) -> None:
    password = neo4j_clean.password
    assert password
    env = _env(tmp_path, neo4j_clean.uri, password)
    _assert_never_printed(password, env, _commands(tmp_path), quiet_too=True)
    # Nor written to the extraction cache or the export.
    for path in [*tmp_path.rglob("*")]:
        if path.is_file():
            assert password.encode() not in path.read_bytes(), path


@pytest.mark.neo4j
def test_failures_never_print_the_password(neo4j_settings: Neo4jSettings, tmp_path: Path) -> None:
    # The other commands open the store the same way as load and stats.
    commands = _commands(tmp_path)[:3]
    # Wrong password (a user of its own: Neo4j locks out a user after failed logins).
    _assert_never_printed(
        WRONG, _env(tmp_path, neo4j_settings.uri, WRONG, user="kg-secret"), commands
    )
    # Unknown database, with the right password.
    assert neo4j_settings.password
    env = _env(tmp_path, neo4j_settings.uri, neo4j_settings.password, NEO4J_DATABASE="nodb")
    _assert_never_printed(neo4j_settings.password, env, commands[1:])


def test_server_down_and_bad_uris_never_print_the_password(tmp_path: Path) -> None:
    commands = _commands(tmp_path)[:3]
    for uri in (f"bolt://127.0.0.1:{_free_port()}", "http://127.0.0.1:7474"):
        _assert_never_printed(WRONG, _env(tmp_path, uri, WRONG), commands)


def test_a_password_written_into_the_uri_is_masked(tmp_path: Path) -> None:
    port = _free_port()
    for uri in (
        f"bolt://neo4j:{WRONG}@127.0.0.1:{port}",
        f"neo4j://neo4j:{WRONG}@localhost:{port}/x",
    ):
        env = _env(tmp_path, uri, "other-password")
        _assert_never_printed(WRONG, env, _commands(tmp_path)[:3])
        proc = run_kg("stats", "--neo4j", env=env)
        assert "neo4j:***@" in proc.stderr
        assert "not in the URI" in proc.stderr


def test_exceptions_and_reprs_hold_no_password(tmp_path: Path) -> None:
    settings = Neo4jSettings(uri=f"bolt://neo4j:{WRONG}@127.0.0.1:{_free_port()}", password=WRONG)
    assert WRONG not in repr(settings)
    assert WRONG not in repr(StoreSettings(neo4j=settings))
    assert WRONG not in StoreSettings(neo4j=settings).describe()
    for candidate in (
        settings,
        Neo4jSettings(uri=f"bolt://127.0.0.1:{_free_port()}", password=WRONG),
    ):
        with pytest.raises(StoreError) as caught:
            open_store(StoreSettings(neo4j=candidate))
        chain: list[BaseException] = []
        error: BaseException | None = caught.value
        while error is not None:
            chain.append(error)
            error = error.__cause__ or error.__context__
        for link in chain:
            assert WRONG not in str(link) and WRONG not in repr(link)
