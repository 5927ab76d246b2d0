"""The embedded store: a LadybugDB database file (the default backend, no server).

Reads open the file read-only and run in a ``READ ONLY`` transaction (with the query
timeout and Ctrl-C of ``interruptible``), so the database itself refuses any write.

A write never touches the database file in place. The writer copies it next to itself
(``.kg.lbdb.write-<pid>.tmp``), applies the whole ``write_graph`` to the copy in a writer
process of its own (``kg.store.embedded_writer``: batches of rows streamed to it, so that
neither the build's memory nor an engine abort is its problem), closes it (which
checkpoints it into a single file), flushes it to disk and renames it over the original.
A kill at any moment, a full disk or an engine error therefore leaves the previous graph
as it was, and readers see the old graph or the new one, never a write in progress.
Copying costs a read and write of the file per build
that changes something (bench/build_bench.py measures it); a build with nothing to
change writes nothing.

Writers take an exclusive lock on ``.kg.lbdb.lock`` beside the file, so a second writer
gets a clear "in use" error instead of racing the first.

A database left with a write-ahead log (``kg.lbdb.wal``) by an older kg or another
program needs recovery before it can be read; ``recover`` replays the log on a copy, or,
when the log is damaged (a writer killed during its commit), moves it aside, which
returns the database to its last completed write. ``kg recover`` runs it, ``kg build``
runs it itself, and ``kg doctor`` says when it is needed.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import shutil
import signal
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from kg.errors import StoreError
from kg.store.base import (
    GraphRecords,
    GraphStore,
    QueryResult,
    WriteStep,
    batches,
    interruptible,
)
from kg.store.embedded_writer import (
    WRITER_ROWS,
    abort_reason,
    die_with_parent,
    status_text,
    write_in_process,
    writer_segments,
)

if TYPE_CHECKING:
    import ladybug

#: Rows per write statement: the engine keeps a statement's intermediate results in its
#: buffer pool, which 250,000 rows of a 100,000-paper build filled; batches cost nothing
#: more since relationships are found by two MATCH clauses (bench/rel_write_growth.py).
EMBEDDED_BATCH_SIZE = 20_000
_CASTS = {"int": "INT64", "list": "STRING[]", "str": "STRING"}
#: How the engine words a database that must replay or drop its write-ahead log first.
_RECOVERY_SIGNS = ("checkpoint recovery is pending", "wal file is corrupted", "checksum", "wal")


class EmbeddedStore(GraphStore):
    backend = "embedded"

    def __init__(self, path: Path, *, read_only: bool = True, fresh: bool = False) -> None:
        """``fresh`` (writing only) starts from an empty graph whatever the file holds, so
        even a damaged file can be rebuilt; the file is replaced at the first write."""
        self.path = Path(path)
        self.read_only = read_only
        self._fresh = fresh and not read_only
        self._db: ladybug.Database | None = None
        self._conn: ladybug.Connection | None = None
        self._lock: int | None = None
        if self.path.is_dir():
            raise StoreError(f"{self.path} is a directory, not an embedded kg database file")
        if read_only:
            if not self.path.exists():
                raise StoreError(f"no graph at {self.path}; run kg build first")
            self._open_reader()
            if not self._has_schema():
                self.close()
                raise StoreError(f"{self.path} holds no kg graph; run kg build first")
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                f"cannot create the folder of {self.path}: {exc.strerror or exc}"
            ) from exc
        self._lock = _acquire_write_lock(self.path)
        try:
            _remove_stale_copies(self.path)
            if self._fresh:
                return
            if _wal_path(self.path).exists():
                log_recovery(recover(self.path, locked=True))
            if self.path.exists():
                self._open_reader()
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        self._close_reader()
        if self._lock is not None:
            os.close(self._lock)  # releases the lock
            self._lock = None

    def read(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        if _statement_count(cypher) > 1:
            raise StoreError("a query must be a single Cypher statement")
        conn = self._conn
        if conn is None:
            return self._query(cypher, params)  # says why there is no connection
        conn.set_query_timeout(int((self.query_timeout or 0) * 1000))
        try:
            return interruptible(lambda: self._read_only(cypher, params), conn.interrupt)
        except StoreError as exc:
            # The engine words its own timeout as an interruption; Ctrl-C never gets here.
            if self.query_timeout and "interrupted" in str(exc).lower():
                raise StoreError(
                    f"the query ran longer than {self.query_timeout:g} s and was stopped "
                    "(kg query --timeout sets the limit)"
                ) from exc
            raise

    def _read_only(self, cypher: str, params: Mapping[str, Any] | None) -> QueryResult:
        # Always in a READ ONLY transaction, even on a read-only file: the transaction also
        # refuses what a read-only connection lets through (CHECKPOINT left the file needing
        # a read-write recovery), and a writable connection must not write from read().
        self._execute("BEGIN TRANSACTION READ ONLY")
        try:
            return self._query(cypher, params)
        finally:
            # A failed or interrupted statement has already ended the transaction.
            with contextlib.suppress(StoreError):
                self._execute("ROLLBACK")

    def ensure_schema(self) -> None:
        if self._fresh:
            return  # the first write creates it
        if self._conn is None or not self._has_all_tables():
            self._write_copy([])

    def snapshot(self) -> GraphRecords:
        return GraphRecords() if self._fresh else super().snapshot()

    def _fetch(self, cypher: str, params: Mapping[str, Any] | None = None) -> list[list[Any]]:
        return self._query(cypher, params).rows

    def _apply(self, steps: Sequence[WriteStep]) -> None:
        self._write_copy(steps)

    def _cast(self, expr: str, kind: str) -> str:
        # Parameters of a list of maps are typed from their values; a batch where a
        # property is null everywhere would otherwise bind as STRING.
        return f"CAST({expr} AS {_CASTS[kind]})"

    # ── the write: a copy, changed in a child process, renamed over the file ──

    def _write_copy(self, steps: Sequence[WriteStep]) -> None:
        if self.read_only:
            raise StoreError(f"the embedded store {self.path} was opened read-only")
        copy = self.path.with_name(f".{self.path.name}.write-{os.getpid()}.tmp")
        self._close_reader()
        try:
            _discard(copy)
            if self.path.exists() and not self._fresh:
                shutil.copyfile(self.path, copy)
            frames = (
                (step.cypher, rows)
                for step in steps
                for rows in batches(step.rows, EMBEDDED_BATCH_SIZE)
            )
            for segment in writer_segments(iter(frames), WRITER_ROWS):
                write_in_process(copy, segment, f"writing {self.path}")
            if _wal_path(copy).exists():
                # Closing folds the log into the file; a log left over means that failed.
                free = shutil.disk_usage(copy.parent).free
                raise StoreError(
                    f"writing {self.path} failed: the engine could not fold its log into the "
                    f"file ({free:,} bytes free on the disk)"
                )
            _fsync(copy)
            os.replace(copy, self.path)
            _fsync(self.path.parent)
            self._fresh = False
        except OSError as exc:
            raise StoreError(
                f"cannot write {self.path}: {exc.strerror or exc}; the previous graph is unchanged"
            ) from exc
        except StoreError as exc:
            # The engine words a full disk as any I/O error (even "No such file or directory"),
            # so the space left is part of the message whenever a write fails.
            free = shutil.disk_usage(self.path.parent).free
            raise StoreError(
                f"{exc} ({free:,} bytes free on the disk); the previous graph is unchanged"
            ) from exc
        finally:
            _discard(copy)
            if self.path.exists() and not self._fresh:
                self._open_reader()

    # ── reading ──────────────────────────────────────────────────────────────

    def _open_reader(self) -> None:
        import ladybug

        try:
            self._db = ladybug.Database(str(self.path), read_only=True)
            self._conn = ladybug.Connection(self._db)
        except RuntimeError as exc:
            self._close_reader()
            raise StoreError(_open_error(self.path, exc)) from exc

    def _close_reader(self) -> None:
        conn, db = self._conn, self._db
        self._conn = self._db = None
        if conn is not None:
            conn.close()
        if db is not None:
            db.close()

    def _has_schema(self) -> bool:
        rows = self._query("CALL show_tables() RETURN name").rows
        return any(row[0] == "Paper" for row in rows)

    def _has_all_tables(self) -> bool:
        from kg.schema import NODE_LABELS, RELATION_TYPES

        names = {row[0] for row in self._query("CALL show_tables() RETURN name").rows}
        return set(NODE_LABELS) | set(RELATION_TYPES) <= names

    def _query(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        result = self._execute(cypher, params)
        columns = list(result.get_column_names())
        rows: list[list[Any]] = []
        while result.has_next():
            rows.append(list(result.get_next()))
        return QueryResult(columns, rows)

    def _execute(self, cypher: str, params: Mapping[str, Any] | None = None) -> ladybug.QueryResult:
        if self._conn is None:
            if not self.read_only and not self.path.exists():
                raise StoreError(f"no graph at {self.path} yet")
            raise StoreError(f"the embedded store {self.path} is closed")
        return execute_statement(self._conn, self.path, cypher, params)


def execute_statement(
    conn: ladybug.Connection, path: Path, cypher: str, params: Mapping[str, Any] | None = None
) -> ladybug.QueryResult:
    try:
        result = conn.execute(cypher, dict(params or {}))
    except RuntimeError as exc:
        raise StoreError(_query_error(path, exc)) from exc
    if isinstance(result, list):  # several statements: keep the last one's rows
        result = result[-1]
    return result


# ── a child process for the engine's writes ──────────────────────────────────


def run_isolated(work: Callable[[], None], doing: str) -> None:
    """Run ``work`` in a forked child; its failure, even an abort, is a ``StoreError``.

    The child dies with the parent (a killed build leaves no orphan writing on), and its
    stderr is captured so that an engine's abort message becomes part of one line.
    """
    with tempfile.TemporaryFile() as errors:
        reader, writer = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child
            _child(work, errors.fileno(), reader, writer)
        os.close(writer)
        try:
            with os.fdopen(reader, "rb") as pipe:
                message = pipe.read().decode("utf-8", "replace").strip()
            _, status = os.waitpid(pid, 0)
        except BaseException:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            raise
        errors.seek(0)
        stderr = errors.read().decode("utf-8", "replace")
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
        return
    if not message:
        message = abort_reason(stderr) or status_text(os.waitstatus_to_exitcode(status))
    raise StoreError(f"{doing} failed: {message}")


def _child(work: Callable[[], None], errors: int, reader: int, writer: int) -> NoReturn:
    code = 1
    try:
        os.close(reader)
        die_with_parent()
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides
        os.dup2(errors, 2)
        try:
            work()
            code = 0
        except BaseException as exc:  # reported to the parent, never raised here
            message = str(exc) if isinstance(exc, StoreError) else first_line(exc)
            os.write(writer, message.encode("utf-8", "replace")[:4000])
    finally:
        os._exit(code)


# ── files beside the database ────────────────────────────────────────────────


def _wal_path(path: Path) -> Path:
    return path.with_name(path.name + ".wal")


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def _acquire_write_lock(path: Path) -> int:
    try:
        handle = os.open(_lock_path(path), os.O_RDWR | os.O_CREAT, 0o666)
    except OSError as exc:
        raise StoreError(f"cannot lock {path}: {exc.strerror or exc}") from exc
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(handle)
        raise StoreError(
            f"{path} is in use by another process (one kg build or load at a time); "
            "retry when it ends"
        ) from None
    return handle


def _remove_stale_copies(path: Path) -> None:
    """Copies left by a writer that was killed (the caller holds the write lock)."""
    for stale in path.parent.glob(f".{path.name}.write-*.tmp*"):
        stale.unlink(missing_ok=True)


def _discard(copy: Path) -> None:
    """A copy and the files the engine keeps beside it (log, shadow pages, locks)."""
    for path in copy.parent.glob(copy.name + "*"):
        path.unlink(missing_ok=True)


def _fsync(path: Path) -> None:
    handle = os.open(path, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


# ── recovery ─────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Recovery:
    """What ``recover`` did to a database left with a write-ahead log."""

    path: Path
    replayed: bool  # the log was whole: its committed writes are now in the file
    moved_to: Path | None = None  # the damaged log, kept here
    reason: str = ""

    def describe(self) -> str:
        if self.replayed:
            return f"{self.path}: replayed its write-ahead log (an unfinished checkpoint)"
        return (
            f"{self.path}: its write-ahead log was damaged ({self.reason}), so it was moved "
            f"to {self.moved_to}; the database holds the graph of its last completed write"
        )


def needs_recovery(path: Path) -> str | None:
    """Why the database at ``path`` must be recovered before use, or None."""
    if _wal_path(path).exists() and path.exists():
        return f"an unfinished write left {_wal_path(path).name} beside it"
    return None


def recovery_command(path: Path) -> str:
    return f"kg recover --db {path}"


def recover(path: Path, *, locked: bool = False) -> Recovery | None:
    """Bring a database left with a write-ahead log back to a readable state (see the
    module docstring); None when it needs nothing."""
    wal = _wal_path(path)
    if not wal.exists():
        return None
    lock = None if locked else _acquire_write_lock(path)
    try:
        if not path.exists():
            moved = _move_aside(wal)
            return Recovery(path, False, moved, "no database file beside it")
        copy = path.with_name(f".{path.name}.write-{os.getpid()}.tmp")
        _discard(copy)
        try:
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, _wal_path(copy))
            try:
                write_in_process(copy, [], f"replaying the log of {path}")
            except StoreError as exc:
                moved = _move_aside(wal)
                return Recovery(path, False, moved, _engine_reason(str(exc)))
            _fsync(copy)
            aside = _move_aside(wal)
            os.replace(copy, path)
            _fsync(path.parent)
            aside.unlink(missing_ok=True)
            return Recovery(path, True)
        except OSError as exc:
            raise StoreError(f"cannot recover {path}: {exc.strerror or exc}") from exc
        finally:
            _discard(copy)
    finally:
        if lock is not None:
            os.close(lock)


def log_recovery(recovery: Recovery | None) -> None:
    import logging

    if recovery is not None:
        logging.getLogger(__name__).warning("recovered %s", recovery.describe())


def _move_aside(wal: Path) -> Path:
    stamp = time.strftime("%Y%m%dT%H%M%S")
    target = wal.with_name(f"{wal.name}.damaged-{stamp}")
    os.replace(wal, target)
    return target


def _engine_reason(message: str) -> str:
    """The engine's words in a ``write_in_process`` failure (``<doing> failed: <words>``)."""
    return message.split(" failed: ", 1)[-1]


def first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _open_error(path: Path, exc: BaseException) -> str:
    message = first_line(exc)
    lowered = message.lower()
    if needs_recovery(path) or any(sign in lowered for sign in _RECOVERY_SIGNS):
        return (
            f"{path} needs recovery ({needs_recovery(path) or message}): "
            f"run {recovery_command(path)}"
        )
    if "checkpointing" in lowered or "not a valid" in lowered or "magic" in lowered:
        return (
            f"{path} is damaged or not a LadybugDB database ({message}); restore it from a "
            "copy, or rebuild it with kg build --rebuild"
        )
    if "lock" in lowered:
        return (
            f"{path} is in use by another process (LadybugDB allows one writer); retry when it ends"
        )
    return f"cannot open the embedded database {path}: {message}"


def _query_error(path: Path, exc: BaseException) -> str:
    message = first_line(exc)
    if "read-only" in message or "read only" in message.lower():
        return f"refused: the query would write, and reads are read-only ({message})"
    return f"query failed on {path}: {message}"


# A string literal, a backquoted name or a comment: where a ';' does not end a statement.
_SKIPPED = re.compile(
    r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`|//[^\n]*|/\*.*?\*/", re.DOTALL
)


def _statement_count(cypher: str) -> int:
    """Statements in ``cypher``: a trailing ``;`` does not start another one."""
    code = _SKIPPED.sub(" ", cypher)
    return sum(1 for part in code.split(";") if part.strip())
