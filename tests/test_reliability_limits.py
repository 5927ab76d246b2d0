"""What used to end in a traceback, a hang or a replaced special file (issue 14): output
paths that are not regular files, query timeouts and Ctrl-C, parameters, a full stdout,
a locked or damaged extraction cache, a database path below a file.

Everything runs ``kg`` in a subprocess, as a user would, on real LadybugDB files and the
real Neo4j server of the session.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import stat
import subprocess
import time
from pathlib import Path

import pytest
from reliability_support import (
    assert_one_line_error,
    generated_extractions,
    kg_command,
    kg_env,
    prime_cache,
    run_kg,
    wait_until,
    write_text_corpus,
)

from kg.cache import CACHE_FILE, LOCK_TIMEOUT
from kg.store.settings import Neo4jSettings

ABSTRACTS = Path(__file__).resolve().parent / "fixtures" / "extract" / "abstracts.txt"
#: A statement that runs for minutes on either engine: 10^10 rows counted.
SLOW = (
    "UNWIND range(1, 100000) AS a UNWIND range(1, 100000) AS b "
    "WITH a, b WHERE (a * b) % 7 = 3 RETURN count(*) AS n"
)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(embedded database of a small generated corpus, cache folder)."""
    folder = tmp_path_factory.mktemp("limits")
    extractions = generated_extractions(20)
    cache = folder / "cache"
    prime_cache(cache, extractions)
    corpus = write_text_corpus(folder / "corpus.txt", [e.paper for e in extractions])
    db = folder / "kg.lbdb"
    proc = run_kg("build", str(corpus), "--db", str(db), env=kg_env(cache))
    assert proc.returncode == 0, proc.stderr
    return db, cache


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def store_args(
    request: pytest.FixtureRequest, built: tuple[Path, Path], tmp_path: Path
) -> tuple[list[str], dict[str, str]]:
    """(store options, environment) of a built graph on each backend."""
    db, cache = built
    if request.param == "embedded":
        return ["--db", str(db)], kg_env(cache)
    settings: Neo4jSettings = request.getfixturevalue("neo4j_clean")
    assert settings.password
    env = kg_env(
        tmp_path / "cache",
        NEO4J_URI=settings.uri,
        NEO4J_USERNAME=settings.user,
        NEO4J_PASSWORD=settings.password,
    )
    return ["--neo4j"], env


# ── kg extract -o ─────────────────────────────────────────────────────────────


def _extract_to(target: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return run_kg("extract", str(ABSTRACTS), "-o", str(target), env=kg_env(tmp_path / "c"))


def test_extract_refuses_a_fifo_and_leaves_it(tmp_path: Path) -> None:
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    assert_one_line_error(_extract_to(fifo, tmp_path), str(fifo), "FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out")] == []


def test_extract_refuses_a_symlink_and_leaves_it_and_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real.jsonl"
    target.write_text("kept\n", encoding="utf-8")
    link = tmp_path / "link.jsonl"
    link.symlink_to(target)
    assert_one_line_error(_extract_to(link, tmp_path), str(link), "symbolic link")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "kept\n"


def test_extract_refuses_a_device_node(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.fail("this test makes a device node and must run as root")
    device = tmp_path / "null"
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a /dev/null of our own
    assert_one_line_error(_extract_to(device, tmp_path), str(device), "device")
    assert stat.S_ISCHR(os.lstat(device).st_mode)


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_extract_output_mode_follows_the_umask(tmp_path: Path, umask: int) -> None:
    out = tmp_path / "x.jsonl"
    env = kg_env(tmp_path / "c")
    proc = subprocess.run(
        kg_command("extract", str(ABSTRACTS), "-o", str(out)),
        env=env,
        capture_output=True,
        text=True,
        preexec_fn=lambda: os.umask(umask),
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask


@pytest.mark.parametrize("kind", ["graphml", "json"])
def test_export_refuses_a_fifo_and_a_symlink_and_replaces_a_file_whole(
    built: tuple[Path, Path], tmp_path: Path, kind: str
) -> None:
    db, cache = built
    env = kg_env(cache)

    def export(target: Path) -> subprocess.CompletedProcess[str]:
        return run_kg("export", "--db", str(db), "--as", kind, "-o", str(target), env=env)

    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    assert_one_line_error(export(fifo), str(fifo), "FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    target = tmp_path / "real.txt"
    target.write_text("kept\n", encoding="utf-8")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    assert_one_line_error(export(link), str(link), "symbolic link")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "kept\n"
    proc = export(target)
    assert proc.returncode == 0, proc.stderr
    assert target.read_text(encoding="utf-8") != "kept\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.txt", "out.fifo", "real.txt"]


# ── kg query: timeout, Ctrl-C, parameters, output ────────────────────────────


def test_a_query_past_its_timeout_is_stopped_with_one_line(
    store_args: tuple[list[str], dict[str, str]],
) -> None:
    options, env = store_args
    proc = run_kg("query", *options, "-c", SLOW, "--timeout", "2", env=env)
    assert_one_line_error(proc, "longer than 2 s", "--timeout")


def _ctrl_c_by_default() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_ends_a_running_query_at_once(
    store_args: tuple[list[str], dict[str, str]],
) -> None:
    options, env = store_args
    proc = subprocess.Popen(
        kg_command("query", *options, "-c", SLOW, "--timeout", "0"),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # as a terminal's foreground job: a suite run as a background job ("… &" in a
        # script) hands its children Ctrl-C ignored, and a program rightly keeps that
        preexec_fn=_ctrl_c_by_default,
    )
    try:
        time.sleep(8)  # started, connected, running the statement
        assert proc.poll() is None, proc.communicate()
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=10)  # not the minute it used to take
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "interrupted" in err
    if "--neo4j" in options:  # and the server stopped it too, not only the client
        from kg.store.neo4j import open_driver

        settings = Neo4jSettings.from_env(uri=env["NEO4J_URI"], password=env["NEO4J_PASSWORD"])
        driver = open_driver(settings)
        try:
            records, _, _ = driver.execute_query(
                "SHOW TRANSACTIONS YIELD currentQuery WHERE currentQuery CONTAINS $slow "
                "RETURN count(*) AS n",
                slow="range(1, 100000)",
            )
        finally:
            driver.close()
        assert records[0]["n"] == 0


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["-c", "MATCH (p:Paper) WHERE p.year = $year RETURN count(p)"], "-p year="),
        (["-c", "MATCH (p:Paper) RETURN count(p)", "-p", "year=2024"], "'year'"),
        (["-c", "RETURN $n AS n", "-p", "n=99999999999999999999999"], "64-bit"),
        (["top-methods", "-p", "limit=99999999999999999999999"], "64-bit"),
    ],
)
def test_parameter_mistakes_are_one_line_errors(
    store_args: tuple[list[str], dict[str, str]], args: list[str], fragment: str
) -> None:
    options, env = store_args
    proc = run_kg("query", *options, *args, env=env)
    assert_one_line_error(proc, fragment)
    assert proc.returncode == 2, proc.stderr  # usage errors


def test_query_output_to_a_full_device_is_one_line(built: tuple[Path, Path]) -> None:
    db, cache = built
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            kg_command("query", "--db", str(db), "-c", "MATCH (p:Paper) RETURN p.id"),
            env=kg_env(cache),
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
        )
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert proc.returncode == 1, proc.stderr
    assert lines == ["Error: cannot write the output: No space left on device"], proc.stderr


# ── the extraction cache and the database path ───────────────────────────────


def _fresh_corpus(tmp_path: Path) -> tuple[Path, Path]:
    extractions = generated_extractions(4)
    cache = tmp_path / "cache"
    prime_cache(cache, extractions)
    return write_text_corpus(tmp_path / "corpus.txt", [e.paper for e in extractions]), cache


def test_a_locked_cache_is_one_line_after_a_bounded_wait(tmp_path: Path) -> None:
    corpus, cache = _fresh_corpus(tmp_path)
    holder = sqlite3.connect(cache / CACHE_FILE)
    holder.execute("BEGIN EXCLUSIVE")  # another process writing, and never finishing
    try:
        proc = run_kg("build", str(corpus), "--db", str(tmp_path / "kg.lbdb"), env=kg_env(cache))
    finally:
        holder.rollback()
        holder.close()
    assert_one_line_error(proc, str(cache / CACHE_FILE), "locked", f"{LOCK_TIMEOUT:.0f} s")


def test_a_damaged_cache_row_is_extracted_again(tmp_path: Path) -> None:
    corpus, cache = _fresh_corpus(tmp_path)
    with sqlite3.connect(cache / CACHE_FILE) as db:
        db.execute("UPDATE extractions SET body = '{not json' WHERE rowid = 1")
    proc = run_kg("build", str(corpus), "--db", str(tmp_path / "kg.lbdb"), env=kg_env(cache))
    assert proc.returncode == 0, proc.stderr
    assert "1 extracted, 3 from cache" in proc.stderr


def test_a_database_path_below_a_file_is_one_line(tmp_path: Path) -> None:
    corpus, cache = _fresh_corpus(tmp_path)
    (tmp_path / "somefile").write_text("x", encoding="utf-8")
    db = tmp_path / "somefile" / "x.lbdb"
    env = kg_env(cache)
    assert_one_line_error(run_kg("build", str(corpus), "--db", str(db), env=env), str(db))
    assert_one_line_error(run_kg("stats", "--db", str(db), env=env), str(db))


# ── an interrupted extraction: SIGTERM with workers, and the resume ──────────


def _cached_rows(cache: Path) -> int:
    try:
        with sqlite3.connect(cache / CACHE_FILE, timeout=1) as db:
            return int(db.execute("SELECT count(*) FROM extractions").fetchone()[0])
    except sqlite3.Error:
        return 0


def test_sigterm_during_extraction_is_one_line_and_the_build_resumes(tmp_path: Path) -> None:
    corpus = write_text_corpus(
        tmp_path / "corpus.txt", [e.paper for e in generated_extractions(400)]
    )
    cache = tmp_path / "cache"  # empty: everything is extracted
    db = tmp_path / "kg.lbdb"
    env = kg_env(cache)
    proc = subprocess.Popen(
        kg_command("build", str(corpus), "--db", str(db), "--workers", "2"),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_until(lambda: _cached_rows(cache) > 0, proc, "its first cached batch", timeout=600)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, err
    assert [line for line in err.splitlines() if line.strip()] == ["interrupted"], err
    done = _cached_rows(cache)
    assert 0 < done < 400
    resumed = run_kg("build", str(corpus), "--db", str(db), env=env, timeout=900)
    assert resumed.returncode == 0, resumed.stderr
    assert f"{400 - done} extracted, {done} from cache" in resumed.stderr
