"""The embedded store: a LadybugDB database file (the default backend, no server).

Reads open the file read-only, so the database itself refuses any write. A store opened
for writing applies a whole ``write_graph`` in one transaction: it lands completely or
not at all. LadybugDB locks the file, so a second writer gets a clear "in use" error.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kg.errors import StoreError
from kg.paths import schema_statements
from kg.store.base import GraphStore, QueryResult, WriteStep, batches, hold_for_test

if TYPE_CHECKING:
    import ladybug

#: Rows per statement inside the single write transaction (bounds parameter size).
EMBEDDED_BATCH_SIZE = 5000
_CASTS = {"int": "INT64", "list": "STRING[]", "str": "STRING"}


class EmbeddedStore(GraphStore):
    backend = "embedded"

    def __init__(self, path: Path, *, read_only: bool = True) -> None:
        import ladybug

        self.path = Path(path)
        self.read_only = read_only
        if self.path.is_dir():
            raise StoreError(f"{self.path} is a directory, not an embedded kg database file")
        if read_only and not self.path.exists():
            raise StoreError(f"no graph at {self.path}; run kg build first")
        if not read_only:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = ladybug.Database(str(self.path), read_only=read_only)
            self._conn = ladybug.Connection(self._db)
        except RuntimeError as exc:
            raise StoreError(_open_error(self.path, exc)) from exc
        if read_only and not self._has_schema():
            self.close()
            raise StoreError(f"{self.path} holds no kg graph; run kg build first")

    def close(self) -> None:
        conn, db = getattr(self, "_conn", None), getattr(self, "_db", None)
        self._conn = self._db = None  # type: ignore[assignment]
        if conn is not None:
            conn.close()
        if db is not None:
            db.close()

    def read(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        if _statement_count(cypher) > 1:
            raise StoreError("a query must be a single Cypher statement")
        # Always in a READ ONLY transaction, even on a read-only file: the transaction also
        # refuses what a read-only connection lets through (CHECKPOINT left the file needing
        # a read-write recovery), and a writable connection must not write from read().
        self._execute("BEGIN TRANSACTION READ ONLY")
        try:
            return self._query(cypher, params)
        finally:
            # A failed statement has already ended the transaction.
            with contextlib.suppress(StoreError):
                self._execute("ROLLBACK")

    def ensure_schema(self) -> None:
        for statement in schema_statements("embedded"):
            self._execute(statement)

    def _fetch(self, cypher: str, params: Mapping[str, Any] | None = None) -> list[list[Any]]:
        return self._query(cypher, params).rows

    def _apply(self, steps: Sequence[WriteStep]) -> None:
        self._execute("BEGIN TRANSACTION")
        done = 0
        try:
            for step in steps:
                for rows in batches(step.rows, EMBEDDED_BATCH_SIZE):
                    self._execute(step.cypher, {"rows": rows})
                    done += 1
                    hold_for_test(done)
        except BaseException:
            self._execute("ROLLBACK")
            raise
        self._execute("COMMIT")

    def _cast(self, expr: str, kind: str) -> str:
        # Parameters of a list of maps are typed from their values; a batch where a
        # property is null everywhere would otherwise bind as STRING.
        return f"CAST({expr} AS {_CASTS[kind]})"

    def _has_schema(self) -> bool:
        rows = self._query("CALL show_tables() RETURN name").rows
        return any(row[0] == "Paper" for row in rows)

    def _query(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        result = self._execute(cypher, params)
        columns = list(result.get_column_names())
        rows: list[list[Any]] = []
        while result.has_next():
            rows.append(list(result.get_next()))
        return QueryResult(columns, rows)

    def _execute(self, cypher: str, params: Mapping[str, Any] | None = None) -> ladybug.QueryResult:
        if self._conn is None:
            raise StoreError(f"the embedded store {self.path} is closed")
        try:
            result = self._conn.execute(cypher, dict(params or {}))
        except RuntimeError as exc:
            raise StoreError(_query_error(self.path, exc)) from exc
        if isinstance(result, list):  # several statements: keep the last one's rows
            result = result[-1]
        return result


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _open_error(path: Path, exc: BaseException) -> str:
    message = _first_line(exc)
    if "lock" in message.lower():
        return (
            f"{path} is in use by another process (LadybugDB allows one writer); retry when it ends"
        )
    return f"cannot open the embedded database {path}: {message}"


def _query_error(path: Path, exc: BaseException) -> str:
    message = _first_line(exc)
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
