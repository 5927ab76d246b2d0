"""Neo4j over Bolt with the official driver: connection handling, error translation, the store."""

from __future__ import annotations

import contextlib
import logging
import os
import re
import socket
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kg.errors import StoreError
from kg.paths import schema_statements
from kg.store.base import GraphStore, QueryResult, WriteStep, batches, interruptible
from kg.store.settings import Neo4jSettings, redact_uri

if TYPE_CHECKING:
    from neo4j import Driver, ManagedTransaction, Session, Transaction

log = logging.getLogger(__name__)

#: Seconds to wait for a server before giving up with a clear message.
CONNECTION_TIMEOUT = 5.0
BOLT_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")


@dataclass(frozen=True)
class ServerInfo:
    address: str
    agent: str
    version: str
    edition: str


def _describe_error(settings: Neo4jSettings, exc: Exception) -> str:
    """One line, naming the server and what went wrong, never the password."""
    from neo4j import exceptions as neo

    where = f"Neo4j at {redact_uri(settings.uri)}"
    if isinstance(exc, neo.AuthError):
        return (
            f"{where} refused the credentials of user {settings.user!r} "
            "(check NEO4J_USERNAME / NEO4J_PASSWORD)"
        )
    if isinstance(exc, neo.ServiceUnavailable | OSError):
        return f"{where} is unreachable (is the server running? check NEO4J_URI)"
    if isinstance(exc, neo.Neo4jError) and exc.code and "AuthenticationRateLimit" in exc.code:
        return (
            f"{where} refused the credentials of user {settings.user!r} after too many failed "
            "attempts (check NEO4J_USERNAME / NEO4J_PASSWORD, then retry in a few seconds)"
        )
    if isinstance(exc, neo.Neo4jError) and exc.code and "DatabaseNotFound" in exc.code:
        return f"{where} has no database {settings.database!r} (check NEO4J_DATABASE)"
    if isinstance(exc, neo.ConfigurationError | ValueError):
        return f"invalid Neo4j URI {redact_uri(settings.uri)!r}: {_first_line(exc)}"
    if isinstance(exc, neo.Neo4jError):
        return f"{where}: {exc.code}: {_first_line(exc.message or str(exc))}"
    return f"{where}: {type(exc).__name__}: {_first_line(exc)}"


def _first_line(exc: object) -> str:
    text = str(exc).strip()
    line = text.splitlines()[0] if text else ""
    return line.replace("\n", " ")


def is_driver_error(exc: BaseException) -> bool:
    from neo4j import exceptions as neo

    return isinstance(exc, neo.Neo4jError | neo.DriverError | OSError | ValueError)


@contextmanager
def translate_errors(settings: Neo4jSettings) -> Iterator[None]:
    """Turn driver and network errors into ``StoreError`` with one clear line."""
    try:
        yield
    except StoreError:
        raise
    except Exception as exc:
        if is_driver_error(exc):
            raise StoreError(_describe_error(settings, exc)) from exc
        raise


def open_driver(settings: Neo4jSettings) -> Driver:
    """A driver whose connectivity and credentials have been checked, or ``StoreError``."""
    import neo4j

    if not settings.password:
        raise StoreError(
            "no Neo4j password: set NEO4J_PASSWORD (the password is never read from options)"
        )
    scheme = settings.uri.split("://", 1)[0].lower() if "://" in settings.uri else ""
    if scheme not in BOLT_SCHEMES:
        raise StoreError(
            f"invalid Neo4j URI {redact_uri(settings.uri)!r}: expected one of "
            + ", ".join(f"{s}://" for s in BOLT_SCHEMES)
        )
    if "@" in settings.uri.split("://", 1)[1].split("/", 1)[0]:
        # Refused before the driver sees it: its own messages would repeat the URI verbatim.
        raise StoreError(
            f"invalid Neo4j URI {redact_uri(settings.uri)!r}: give the user and password in "
            "NEO4J_USERNAME / NEO4J_PASSWORD, not in the URI"
        )
    with translate_errors(settings):
        driver = neo4j.GraphDatabase.driver(
            settings.uri,
            auth=(settings.user, settings.password),
            connection_timeout=CONNECTION_TIMEOUT,
            # The Bolt handshake is bounded by this timeout, not connection_timeout: a port
            # that accepts but never answers would otherwise hold the first call for twice
            # as long.
            connection_acquisition_timeout=CONNECTION_TIMEOUT,
            max_transaction_retry_time=15.0,
            notifications_min_severity="OFF",
        )
        try:
            driver.verify_connectivity()
            # Authentication and the database are only checked by a real query.
            driver.execute_query("RETURN 1", database_=settings.database)
        except BaseException:
            driver.close()
            raise
    return driver


def server_info(settings: Neo4jSettings) -> ServerInfo:
    """Version and edition of the server at ``settings.uri`` (connects and authenticates)."""
    driver = open_driver(settings)
    try:
        with translate_errors(settings):
            records, _, _ = driver.execute_query(
                "CALL dbms.components() YIELD name, versions, edition "
                "RETURN name, versions[0] AS version, edition",
                database_="system",
            )
            info = driver.get_server_info()
    finally:
        driver.close()
    kernel = records[0] if records else None
    return ServerInfo(
        address=str(info.address),
        agent=info.agent,
        version=kernel["version"] if kernel else info.agent.split("/")[-1],
        edition=kernel["edition"] if kernel else "unknown",
    )


# ── the Neo4j graph store ─────────────────────────────────────────────────────

#: Rows per ``UNWIND $rows`` write transaction, unless the caller chooses otherwise.
DEFAULT_BATCH_SIZE = 1000
#: Seconds a build tries the write lock before saying that it waits for another build.
LOCK_PROBE_SECONDS = 2.0
_SCHEMA_NAME = re.compile(r"\bCREATE\s+(?:\w+\s+)?(?:CONSTRAINT|INDEX)\s+(\w+)", re.IGNORECASE)
#: The label of the build lock's node (see ``_take_write_lock``; it is never committed).
WRITE_LOCK_LABEL = "KgWriteLock"
_LOCK_METADATA = {"kg": "write-lock"}
_LOCK_MERGE = f"MERGE (l:{WRITE_LOCK_LABEL} {{id: 'build'}}) SET l.owner = $owner"


def _owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


class Neo4jStore(GraphStore):
    """The graph in a Neo4j database. Reads run in READ access mode, so the server refuses
    writes; each write batch is one managed transaction, retried on transient errors."""

    backend = "neo4j"

    def __init__(
        self,
        settings: Neo4jSettings,
        *,
        read_only: bool = True,
        batch_size: int = DEFAULT_BATCH_SIZE,
    ) -> None:
        if batch_size < 1:
            raise StoreError(f"batch size must be at least 1, not {batch_size}")
        self.settings = settings
        self.read_only = read_only
        self.batch_size = batch_size
        self._lock: tuple[Session, Transaction] | None = None
        self._driver: Driver | None = open_driver(settings)

    def close(self) -> None:
        if self._lock is not None:
            session, transaction = self._lock
            self._lock = None
            with contextlib.suppress(Exception):  # the server rolls back on disconnect too
                transaction.rollback()
            with contextlib.suppress(Exception):
                session.close()
        if self._driver is not None:
            driver, self._driver = self._driver, None
            # After Ctrl-C the interrupted query's thread may still hold a connection's
            # buffer: saying goodbye on it can fail, and the server drops it anyway.
            with contextlib.suppress(Exception):
                driver.close()

    def read(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        def work(tx: ManagedTransaction) -> QueryResult:
            result = tx.run(cypher, dict(params or {}))
            columns = list(result.keys())
            return QueryResult(columns, [[_plain(v) for v in record.values()] for record in result])

        from neo4j import exceptions as neo
        from neo4j import unit_of_work

        token = f"{_owner()}:{uuid.uuid4().hex}"
        work = unit_of_work(timeout=self.query_timeout, metadata={"kg_query": token})(work)
        session = self._session()

        def run() -> QueryResult:
            with translate_errors(self.settings):
                return session.execute_read(work)

        try:
            # On Ctrl-C the query is terminated on the server by its tag, and nothing waits
            # for the driver's session (closing it would consume the rest of the result).
            result = interruptible(run, lambda: self._terminate(token))
        except KeyboardInterrupt:
            raise
        except StoreError as exc:
            cause = exc.__cause__
            if isinstance(cause, neo.Neo4jError) and "TimedOut" in (cause.code or ""):
                raise StoreError(
                    f"the query ran longer than {self.query_timeout:g} s and was stopped "
                    "(kg query --timeout sets the limit)"
                ) from exc
            raise
        session.close()
        return result

    def ensure_schema(self) -> None:
        if self.read_only:
            raise StoreError("the neo4j store was opened read-only")
        from neo4j import exceptions as neo

        for attempt in range(3):
            try:
                self._create_missing_schema()
                self._take_write_lock()
                return
            except neo.TransientError:
                # Two first builds into a new database may deadlock creating the schema.
                if attempt == 2:
                    raise
                time.sleep(0.5 * (attempt + 1))

    def _create_missing_schema(self) -> None:
        """Create the constraints and indexes that are missing. Only those: a schema
        statement takes a label lock that another build's write lock may hold."""
        with translate_errors(self.settings), self._session() as session:
            existing = {r["name"] for r in session.run("SHOW CONSTRAINTS YIELD name")}
            existing |= {r["name"] for r in session.run("SHOW INDEXES YIELD name")}
            for statement in schema_statements("neo4j"):
                named = _SCHEMA_NAME.search(statement)
                if named is None or named.group(1) not in existing:
                    session.run(statement).consume()

    def _take_write_lock(self) -> None:
        """Hold the database's kg write lock until ``close``: one build at a time.

        The lock is an open transaction that has merged the ``KgWriteLock`` node (unique by
        constraint): another build's merge of it waits until this transaction ends, and it
        never commits, so no lock node is ever stored, and a build that dies (or loses
        its connection) releases the lock with its transaction. Every build reads the
        graph after taking the lock, so paper counts are never computed from a graph
        another build is changing.
        """
        from neo4j import exceptions as neo

        if self._lock is not None:
            return
        with translate_errors(self.settings):
            probe = self._session()
            try:
                waiting = False
                try:
                    with probe.begin_transaction(timeout=LOCK_PROBE_SECONDS) as transaction:
                        transaction.run(_LOCK_MERGE, owner=_owner()).consume()
                        transaction.rollback()
                except neo.ClientError as exc:
                    code = exc.code or ""
                    if "LockClientStopped" not in code and "TimedOut" not in code:
                        raise
                    # Slow: waiting for the lock, or merely a busy server.
                    waiting = self._lock_held_elsewhere(probe)
            finally:
                probe.close()
            if waiting:
                log.warning(
                    "another kg build is writing to %s; waiting for it to finish",
                    f"Neo4j {redact_uri(self.settings.uri)} (database {self.settings.database})",
                )
            session = self._session()
            try:
                transaction = session.begin_transaction(metadata=_LOCK_METADATA)
                transaction.run(_LOCK_MERGE, owner=_owner()).consume()
            except BaseException:
                session.close()
                raise
            self._lock = (session, transaction)

    def _fetch(self, cypher: str, params: Mapping[str, Any] | None = None) -> list[list[Any]]:
        return self.read(cypher, params).rows

    def _apply(self, steps: Sequence[WriteStep]) -> None:
        def work(tx: ManagedTransaction, cypher: str, rows: list[dict[str, Any]]) -> None:
            tx.run(cypher, rows=rows).consume()

        done = 0
        try:
            with translate_errors(self.settings), self._session() as session:
                for step in steps:
                    for rows in batches(step.rows, self.batch_size):
                        session.execute_write(work, step.cypher, rows)
                        done += 1
        except StoreError as exc:
            if not done:
                raise
            # Each batch commits on its own: say that the graph is half written and how to
            # finish it (a rerun writes only what is still missing).
            raise StoreError(
                f"{exc}; the write stopped after {done} committed batches, so the graph is "
                "incomplete: run the same command again once the server is back"
            ) from exc

    def _terminate(self, token: str) -> None:
        """Stop, on the server, the query this process tagged with ``token`` (Ctrl-C):
        an aggregating query would otherwise run on after its client has gone."""
        with self._session() as session:
            ids = [
                r["id"]
                for r in session.run(
                    "SHOW TRANSACTIONS YIELD transactionId AS id, metaData "
                    "WHERE metaData.kg_query = $token RETURN id",
                    token=token,
                )
            ]
            if ids:
                session.run("TERMINATE TRANSACTIONS $ids", ids=ids).consume()

    @staticmethod
    def _lock_held_elsewhere(session: Session) -> bool:
        """Whether another build's lock transaction is open (False if we may not look)."""
        try:
            rows = session.run(
                "SHOW TRANSACTIONS YIELD metaData WHERE metaData.kg = $kg RETURN count(*) AS n",
                kg=_LOCK_METADATA["kg"],
            ).single()
        except Exception:
            return False
        return bool(rows and rows["n"])

    def _session(self) -> Session:
        if self._driver is None:
            raise StoreError(f"the Neo4j store at {self.settings.uri} is closed")
        return self._driver.session(database=self.settings.database)


def _plain(value: Any) -> Any:
    """Driver graph objects as plain data (what the embedded store returns too)."""
    from neo4j.graph import Node, Path, Relationship

    # _id, _src and _dst are the server's element ids, as LadybugDB gives its internal ids:
    # they tie a relationship to its end nodes (kg view); kg query's output leaves them out.
    if isinstance(value, Node):
        return {
            "_label": next(iter(sorted(value.labels)), None),
            "_id": value.element_id,
            **dict(value),
        }
    if isinstance(value, Relationship):
        ends = {"_src": value.start_node.element_id, "_dst": value.end_node.element_id}
        return {"_label": value.type, "_id": value.element_id, **ends, **dict(value)}
    if isinstance(value, Path):
        return {
            "nodes": [_plain(n) for n in value.nodes],
            "rels": [_plain(r) for r in value.relationships],
        }
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value
