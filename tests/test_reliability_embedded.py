"""The embedded store under a killed writer and a concurrent one (issue 7).

``kg build`` runs in a subprocess on a generated corpus whose extractions are already in
the cache, so it spends its time writing. The store's test hook
(``KG_TEST_HOLD_AFTER_BATCHES``, see ``kg.store.base.hold_for_test``) stops it inside its
write transaction at a known batch, so nothing here races the writer.
"""

from __future__ import annotations

import json
import signal
import subprocess
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
    wait_for,
    write_text_corpus,
)

from kg.store import StoreSettings

PAPERS = 300


@pytest.fixture
def corpus(tmp_path: Path) -> tuple[Path, Path]:
    """(corpus file, cache folder) with the corpus' extractions cached."""
    extractions = generated_extractions(PAPERS)
    cache = tmp_path / "cache"
    prime_cache(cache, extractions)
    folder = tmp_path / "input"
    folder.mkdir()
    return write_text_corpus(folder / "corpus.txt", [e.paper for e in extractions]), cache


def _uninterrupted(tmp_path: Path, corpus: Path, cache: Path) -> tuple[dict[str, int], str]:
    db = tmp_path / "reference.lbdb"
    proc = run_kg("build", str(corpus), "--db", str(db), env=kg_env(cache))
    assert proc.returncode == 0, proc.stderr
    assert " 0 extracted" in proc.stderr  # all from the cache: the graph is the generated one
    return graph_checksum(StoreSettings(db_path=db))


def _held_build(
    db: Path, corpus: Path, cache: Path, marker: Path, after: int
) -> subprocess.Popen[str]:
    env = kg_env(cache, KG_TEST_HOLD_AFTER_BATCHES=str(after), KG_TEST_HOLD_FILE=str(marker))
    return subprocess.Popen(
        kg_command("build", str(corpus), "--db", str(db)),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_build_killed_mid_write_leaves_a_usable_database_and_a_rerun_converges(
    tmp_path: Path, corpus: tuple[Path, Path]
) -> None:
    path, cache = corpus
    db = tmp_path / "kg.lbdb"
    env = kg_env(cache)
    # A smaller graph first (same file name: the killed build replaces it), so the killed
    # build has something to preserve.
    half = tmp_path / "half"
    half.mkdir()
    extractions = generated_extractions(PAPERS // 3)
    write_text_corpus(half / "corpus.txt", [e.paper for e in extractions])
    assert run_kg("build", str(half / "corpus.txt"), "--db", str(db), env=env).returncode == 0
    before = graph_checksum(StoreSettings(db_path=db))

    marker = tmp_path / "hold"
    proc = _held_build(db, path, cache, marker, after=3)
    try:
        wait_for(marker, proc)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL

    # The database opens, and the unfinished transaction left no trace.
    stats = run_kg("stats", "--db", str(db), "--format", "json", env=env)
    assert stats.returncode == 0, stats.stderr
    assert graph_checksum(StoreSettings(db_path=db)) == before

    rerun = run_kg("build", str(path), "--db", str(db), env=env)
    assert rerun.returncode == 0, rerun.stderr
    assert " 0 extracted" in rerun.stderr
    assert graph_checksum(StoreSettings(db_path=db)) == _uninterrupted(tmp_path, path, cache)


def test_a_second_build_on_a_database_in_use_is_refused_and_corrupts_nothing(
    tmp_path: Path, corpus: tuple[Path, Path]
) -> None:
    path, cache = corpus
    db = tmp_path / "kg.lbdb"
    env = kg_env(cache)
    marker = tmp_path / "hold"
    proc = _held_build(db, path, cache, marker, after=1)
    try:
        wait_for(marker, proc)
        second = run_kg("build", str(path), "--db", str(db), env=env, timeout=30)
        assert_one_line_error(second, str(db), "in use")
        # A reader may open the file meanwhile; it sees the last committed graph (none yet),
        # never part of the write in progress.
        reader = run_kg("stats", "--db", str(db), "--format", "json", env=env, timeout=30)
        assert reader.returncode == 0, reader.stderr
        assert json.loads(reader.stdout)["nodes"] == 0
        marker.unlink()
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert f"{PAPERS} papers" in err
    assert graph_checksum(StoreSettings(db_path=db)) == _uninterrupted(tmp_path, path, cache)
