"""The embedded store's writer: a process of its own that writes a private copy of the database.

``write_in_process(path, frames, doing)`` starts ``python -m kg.store.embedded_writer PATH``
and streams it the writes, each frame a Cypher statement and one batch of its rows, pickled
on its standard input. The process opens ``path`` with checkpoints far apart, creates the schema,
runs each frame as it arrives and closes the database (one checkpoint folds its log into the
file). A failure, even an engine abort (LadybugDB calls ``std::terminate`` on some I/O
errors), becomes a one-line ``StoreError`` here.

A fresh process rather than a fork of the build: a fork starts with every page of the build
(extractions, graph, records) and is charged for them, which made a 100,000-paper write twice
the size of the build; this one holds the engine and one batch. It ignores Ctrl-C (the build
decides) and dies with the build, so a killed build leaves nothing writing on.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import pickle
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from kg.errors import StoreError

#: One write: a parameterized statement and the rows bound to its ``$rows``.
Frame = tuple[str, list[dict[str, Any]]]
#: Characters of the child's message kept for the one-line error.
_MESSAGE_LIMIT = 4000
#: Page cache of the writing engine: its default, most of the machine's memory, let a big
#: write grow the process past a gigabyte.
WRITE_BUFFER_POOL = 512 * 1024 * 1024
#: Rows one writer process writes before it closes the database and the next one goes on
#: (see ``writer_segments``).
WRITER_ROWS = 200_000
#: Log size at which the writing engine checkpoints (see ``write_database``).
CHECKPOINT_LOG_BYTES = 64 * 1024 * 1024


def write_in_process(path: Path, frames: Iterable[Frame], doing: str) -> None:
    """Apply ``frames`` to the database file ``path`` in a writer process of its own."""
    root = str(Path(__file__).resolve().parents[2])  # the folder that holds the kg package
    path_entries = [root, os.environ.get("PYTHONPATH", "")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, path_entries))}
    with tempfile.TemporaryFile() as errors:
        child = subprocess.Popen(
            [sys.executable, "-m", __name__, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            env=env,
            preexec_fn=_as_writer,  # the build runs no other thread while it writes
        )
        assert child.stdin is not None and child.stdout is not None
        try:
            try:
                for frame in frames:
                    pickle.dump(frame, child.stdin, protocol=pickle.HIGHEST_PROTOCOL)
                child.stdin.close()
            except BrokenPipeError:
                pass  # the writer stopped early: its message says why
            message = child.stdout.read().decode("utf-8", "replace").strip()
            status = child.wait()
        except BaseException:
            child.kill()
            child.wait()
            raise
        finally:
            with contextlib.suppress(BrokenPipeError):
                child.stdin.close()
            child.stdout.close()
        errors.seek(0)
        stderr = errors.read().decode("utf-8", "replace")
    if status == 0:
        return
    raise StoreError(f"{doing} failed: {message or abort_reason(stderr) or status_text(status)}")


def writer_segments(frames: Iterator[Frame], rows: int) -> Iterator[Iterator[Frame]]:
    """``frames`` cut into runs of about ``rows`` rows (at least one frame each; one empty
    run when there is no frame), each to be consumed before the next is asked for.

    A writer process grows with what it writes until it closes the database (the engine
    keeps structures of the data written in memory, outside its page cache): 800,000
    rows in one process peaked at 1.2 GB, in runs of 200,000 rows below 650 MB. Each run is
    a process of its own that reopens the private copy where the last one closed it."""
    pending = next(frames, None)

    def run() -> Iterator[Frame]:
        nonlocal pending
        count = 0
        while pending is not None and (count == 0 or count + len(pending[1]) <= rows):
            count += len(pending[1])
            yield pending
            pending = next(frames, None)

    yield run()
    while pending is not None:
        yield run()


def die_with_parent() -> None:
    """Ask the kernel to kill this process when its parent dies."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGKILL)


def abort_reason(stderr: str) -> str:
    """The ``what():`` of a C++ abort, or the last line a process wrote."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if line.startswith("what():"):
            return line.removeprefix("what():").strip()
    return lines[-1] if lines else ""


def status_text(status: int) -> str:
    """A process's exit status in words (``status`` as ``Popen.wait`` gives it)."""
    if status < 0:
        return f"the database engine was killed by signal {-status}"
    return f"the database engine exited with status {status}"


def write_database(path: Path, frames: Iterable[Frame]) -> None:
    """Open ``path`` for writing, ensure the schema and run ``frames``, each statement
    committing on its own.

    ``path`` is a private copy that replaces the database only once every frame is written,
    so atomicity comes from that rename; one transaction over the whole write only made the
    engine hold every page it touched until the end."""
    import ladybug

    from kg.paths import schema_statements
    from kg.store.embedded import execute_statement, first_line

    try:
        db = ladybug.Database(str(path), buffer_pool_size=WRITE_BUFFER_POOL)
        conn = ladybug.Connection(db)
    except RuntimeError as exc:
        # ``path`` is a private copy: no other process uses it, so this is the engine's word.
        raise StoreError(first_line(exc)) from exc
    try:
        # Checkpoints far apart: each one rewrites the tables touched so far, so at the
        # engine's default (every 16 MB of log) a statement per batch made the write grow with
        # the square of the corpus; none at all kept every written page in the buffer pool
        # until the close, which a 100,000-paper write filled.
        execute_statement(conn, path, f"CALL checkpoint_threshold={CHECKPOINT_LOG_BYTES}")
        for statement in schema_statements("embedded"):
            execute_statement(conn, path, statement)
        for cypher, rows in frames:
            execute_statement(conn, path, cypher, {"rows": rows})
    finally:
        conn.close()
        db.close()


def _as_writer() -> None:
    """In the writer process before it runs Python: Ctrl-C is the build's to handle."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent()


def _read_frames(stream: BinaryIO) -> Iterator[Frame]:
    while True:
        try:
            yield pickle.load(stream)
        except EOFError:
            return


def main(argv: list[str]) -> int:
    from kg.store.embedded import first_line

    try:
        write_database(Path(argv[0]), _read_frames(sys.stdin.buffer))
    except BaseException as exc:  # reported to the build, one line
        message = str(exc) if isinstance(exc, StoreError) else first_line(exc)
        sys.stdout.write(message[:_MESSAGE_LIMIT])
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
