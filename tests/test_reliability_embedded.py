"""The embedded store under a killed writer, a full disk, a log left by an interrupted
in-place write, and a concurrent writer (issues 7 and 14).

``kg build`` runs in a subprocess on a generated corpus whose extractions are already in
the cache, so it spends its time writing. Nothing inside kg is hooked: the tests watch the
files the write produces (the copy being written and the engine's log beside it) and
SIGKILL the process at that point.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
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
    write_text_corpus,
)

from kg.store import StoreSettings

PAPERS = 300
#: Papers of the corpus the kill and disk-full tests interrupt: its write lasts seconds.
BIG = 1500


@pytest.fixture
def corpus(tmp_path: Path) -> tuple[Path, Path]:
    """(corpus file, cache folder) with the corpus' extractions cached."""
    extractions = generated_extractions(PAPERS)
    cache = tmp_path / "cache"
    prime_cache(cache, extractions)
    folder = tmp_path / "input"
    folder.mkdir()
    return write_text_corpus(folder / "corpus.txt", [e.paper for e in extractions]), cache


@pytest.fixture
def growing(tmp_path: Path) -> tuple[Path, Path, str]:
    """(corpus file, cache folder, the file's full text): the file holds the first
    ``PAPERS`` abstracts of ``BIG``; writing the full text makes the next build a big one."""
    extractions = generated_extractions(BIG)
    cache = tmp_path / "cache"
    prime_cache(cache, extractions)
    folder = tmp_path / "input"
    folder.mkdir()
    path = write_text_corpus(folder / "corpus.txt", [e.paper for e in extractions])
    full = path.read_text(encoding="utf-8")
    write_text_corpus(path, [e.paper for e in extractions[:PAPERS]])
    return path, cache, full


def _reference(tmp_path: Path, corpus: Path, cache: Path) -> tuple[dict[str, int], str]:
    db = tmp_path / "reference.lbdb"
    proc = run_kg("build", str(corpus), "--db", str(db), env=kg_env(cache))
    assert proc.returncode == 0, proc.stderr
    assert " 0 extracted" in proc.stderr  # all from the cache: the graph is the generated one
    return graph_checksum(StoreSettings(db_path=db))


def _start_build(db: Path, corpus: Path, cache: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        kg_command("build", str(corpus), "--db", str(db)),
        env=kg_env(cache),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _beside(db: Path, suffix: str) -> list[Path]:
    return list(db.parent.glob(f".{db.name}.write-*.tmp{suffix}"))


def _log_passed(db: Path, size: int) -> Callable[[], bool]:
    """The write's log (beside the copy being written) has grown past ``size`` bytes."""

    def reached() -> bool:
        return any(_size(wal) > size for wal in _beside(db, ".wal"))

    return reached


def _checkpointing(db: Path) -> bool:
    """The engine is folding the write's log into the copy (its shadow file exists)."""
    return bool(_beside(db, ".shadow") or _beside(db, ".wal.checkpoint"))


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


@pytest.mark.parametrize("moment", ["log past 1 MB", "checkpoint"])
def test_a_build_killed_during_its_write_leaves_the_previous_graph_and_a_rerun_converges(
    tmp_path: Path, growing: tuple[Path, Path, str], moment: str
) -> None:
    path, cache, full = growing
    db = tmp_path / "kg.lbdb"
    env = kg_env(cache)
    assert run_kg("build", str(path), "--db", str(db), env=env).returncode == 0
    before = graph_checksum(StoreSettings(db_path=db))

    path.write_text(full, encoding="utf-8")
    reached = _log_passed(db, 1_000_000) if moment.startswith("log") else lambda: _checkpointing(db)
    proc = _start_build(db, path, cache)
    try:
        wait_until(reached, proc, moment)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL

    # The database opens at once (no recovery needed) and holds the previous graph.
    stats = run_kg("stats", "--db", str(db), "--format", "json", env=env)
    assert stats.returncode == 0, stats.stderr
    assert json.loads(stats.stdout)["labels"]["Paper"] == PAPERS
    assert graph_checksum(StoreSettings(db_path=db)) == before
    doctor = run_kg("doctor", "--db", str(db), env=env)
    assert "FAIL  embedded" not in doctor.stderr, doctor.stderr

    rerun = run_kg("build", str(path), "--db", str(db), env=env)
    assert rerun.returncode == 0, rerun.stderr
    assert " 0 extracted" in rerun.stderr
    assert not _beside(db, "*")  # what the killed write left is cleaned up
    assert graph_checksum(StoreSettings(db_path=db)) == _reference(tmp_path, path, cache)


def test_a_second_build_on_a_database_in_use_is_refused_and_corrupts_nothing(
    tmp_path: Path, growing: tuple[Path, Path, str]
) -> None:
    path, cache, full = growing
    path.write_text(full, encoding="utf-8")
    db = tmp_path / "kg.lbdb"
    env = kg_env(cache)
    proc = _start_build(db, path, cache)
    try:
        wait_until(_log_passed(db, 0), proc, "its write")
        second = run_kg("build", str(path), "--db", str(db), env=env, timeout=60)
        assert_one_line_error(second, str(db), "in use")
        # A reader may open the file meanwhile; it sees the last committed graph (the
        # empty schema, or the whole new graph when the write committed before it read),
        # never part of the write in progress.
        reader = run_kg("stats", "--db", str(db), "--format", "json", env=env, timeout=60)
        assert reader.returncode == 0, reader.stderr
        seen = json.loads(reader.stdout)["nodes"]
        _, err = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    final = run_kg("stats", "--db", str(db), "--format", "json", env=env, timeout=60)
    assert final.returncode == 0, final.stderr
    assert seen in (0, json.loads(final.stdout)["nodes"])
    assert f"{BIG} papers" in err
    assert graph_checksum(StoreSettings(db_path=db)) == _reference(tmp_path, path, cache)


# ── a log left in place by an interrupted write (an older kg, another program) ──

_IN_PLACE_WRITER = """
import os, signal, sys, ladybug
db = ladybug.Database(sys.argv[1])
conn = ladybug.Connection(db)
conn.execute("CALL auto_checkpoint=false")
conn.execute("BEGIN TRANSACTION")
rows = [{"id": f"stray-{i}", "name": "x" * 200} for i in range(20000)]
for start in range(0, len(rows), 5000):
    conn.execute("UNWIND $rows AS r CREATE (:Method {id: r.id, name: r.name})",
                 {"rows": rows[start:start + 5000]})
conn.execute("COMMIT")
os.kill(os.getpid(), signal.SIGKILL)
"""
STRAYS = 20000


def _killed_after_commit(db: Path) -> Path:
    """Commit a big transaction straight into ``db`` with checkpoints off, then SIGKILL
    the writer: its whole log is left beside the file, not yet checkpointed into it.
    Returns the log's path."""
    wal = db.with_name(db.name + ".wal")
    proc = subprocess.run(
        [sys.executable, "-c", _IN_PLACE_WRITER, str(db)], capture_output=True, text=True
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert wal.exists()
    return wal


def _interrupted_in_place(db: Path) -> None:
    """Leave ``db`` with a torn write-ahead log: the whole log of a killed writer, cut in
    the middle as a kill (or a full disk) during the log's own write leaves it. Cutting
    it here, rather than racing a kill against the write, makes the tear certain."""
    wal = _killed_after_commit(db)
    os.truncate(wal, wal.stat().st_size // 2)


def _built(tmp_path: Path, corpus: tuple[Path, Path]) -> tuple[Path, Path, dict[str, str]]:
    """(database built from the corpus, the corpus, the environment kg ran in)."""
    path, cache = corpus
    env = kg_env(cache)
    db = tmp_path / "kg.lbdb"
    assert run_kg("build", str(path), "--db", str(db), env=env).returncode == 0
    return db, path, env


def test_a_whole_log_left_by_a_killed_writer_is_replayed(
    tmp_path: Path, corpus: tuple[Path, Path]
) -> None:
    db, _, env = _built(tmp_path, corpus)
    nodes = json.loads(run_kg("stats", "--db", str(db), "--format", "json", env=env).stdout)
    _killed_after_commit(db)
    recovered = run_kg("recover", "--db", str(db), env=env)
    assert recovered.returncode == 0, recovered.stderr
    assert "replayed its write-ahead log" in recovered.stderr
    assert not db.with_name(db.name + ".wal").exists()
    after = json.loads(run_kg("stats", "--db", str(db), "--format", "json", env=env).stdout)
    assert after["nodes"] == nodes["nodes"] + STRAYS  # the committed write is kept


@pytest.fixture
def interrupted(tmp_path: Path, corpus: tuple[Path, Path]) -> Iterator[tuple[Path, Path, str]]:
    """(database with a torn log, corpus, checksum of the graph before the torn write)."""
    path, cache = corpus
    db = tmp_path / "kg.lbdb"
    assert run_kg("build", str(path), "--db", str(db), env=kg_env(cache)).returncode == 0
    before = graph_checksum(StoreSettings(db_path=db))
    _interrupted_in_place(db)
    yield db, cache, repr(before)


def test_a_torn_log_is_reported_with_the_command_that_recovers(
    interrupted: tuple[Path, Path, str],
) -> None:
    db, cache, before = interrupted
    env = kg_env(cache)
    stats = run_kg("stats", "--db", str(db), env=env)
    assert_one_line_error(stats, str(db), "needs recovery", f"kg recover --db {db}")
    doctor = run_kg("doctor", "--db", str(db), env=env)
    assert doctor.returncode == 1
    assert "needs recovery" in doctor.stderr and f"run kg recover --db {db}" in doctor.stderr

    recovered = run_kg("recover", "--db", str(db), env=env)
    assert recovered.returncode == 0, recovered.stderr
    assert "damaged" in recovered.stderr and "moved" in recovered.stderr
    assert list(db.parent.glob(f"{db.name}.wal.damaged-*"))  # kept, not deleted
    assert repr(graph_checksum(StoreSettings(db_path=db))) == before
    doctor = run_kg("doctor", "--db", str(db), env=env)
    assert "FAIL  embedded" not in doctor.stderr, doctor.stderr


def test_kg_build_recovers_a_torn_log_itself(
    tmp_path: Path, corpus: tuple[Path, Path], interrupted: tuple[Path, Path, str]
) -> None:
    db, cache, _ = interrupted
    path, _ = corpus
    build = run_kg("build", str(path), "--db", str(db), env=kg_env(cache))
    assert build.returncode == 0, build.stderr
    assert "recovered" in build.stderr and "last completed write" in build.stderr
    assert graph_checksum(StoreSettings(db_path=db)) == _reference(tmp_path, path, cache)


def test_a_damaged_database_file_is_named_and_rebuild_replaces_it(
    tmp_path: Path, corpus: tuple[Path, Path]
) -> None:
    db, path, env = _built(tmp_path, corpus)
    cache = corpus[1]
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 3])
    assert_one_line_error(run_kg("stats", "--db", str(db), env=env), str(db), "damaged")
    doctor = run_kg("doctor", "--db", str(db), env=env)
    assert doctor.returncode == 1 and "damaged" in doctor.stderr
    rebuilt = run_kg("build", str(path), "--db", str(db), "--rebuild", env=env)
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert graph_checksum(StoreSettings(db_path=db)) == _reference(tmp_path, path, cache)


# ── a full disk ───────────────────────────────────────────────────────────────


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 16 MB tmpfs of the test's own: room for a 300-paper graph, not for writing the
    1500-paper one."""
    if os.geteuid() != 0:
        pytest.fail("the disk-full tests mount a small tmpfs and must run as root")
    mount = tmp_path / "small"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)], check=True)
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_a_full_disk_fails_the_build_and_keeps_the_previous_graph(
    tmp_path: Path, growing: tuple[Path, Path, str], small_disk: Path
) -> None:
    path, cache, full = growing
    db = small_disk / "kg.lbdb"
    env = kg_env(cache)
    assert run_kg("build", str(path), "--db", str(db), env=env).returncode == 0
    before = graph_checksum(StoreSettings(db_path=db))

    path.write_text(full, encoding="utf-8")
    failed = run_kg("build", str(path), "--db", str(db), env=env)
    assert failed.returncode == 1
    line = assert_one_line_error(failed, str(db), "previous graph is unchanged")
    assert "space" in line or "bytes free" in line, line
    assert "terminate" not in failed.stderr
    assert not _beside(db, "*")  # the failed copy is gone: the disk has its space back
    stats = run_kg("stats", "--db", str(db), "--format", "json", env=env)
    assert stats.returncode == 0, stats.stderr
    assert graph_checksum(StoreSettings(db_path=db)) == before
