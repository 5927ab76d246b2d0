"""Neo4j over Bolt with the official driver: connection handling, error translation, the store."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kg.errors import StoreError
from kg.paths import schema_statements
from kg.store.base import GraphStore, QueryResult, WriteStep, batches, hold_for_test
from kg.store.settings import Neo4jSettings, redact_uri

if TYPE_CHECKING:
    from neo4j import Driver, ManagedTransaction, Session

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
        self._driver: Driver | None = open_driver(settings)

    def close(self) -> None:
        if self._driver is not None:
            self._driver.close()
            self._driver = None

    def read(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        def work(tx: ManagedTransaction) -> QueryResult:
            result = tx.run(cypher, dict(params or {}))
            columns = list(result.keys())
            return QueryResult(columns, [[_plain(v) for v in record.values()] for record in result])

        with translate_errors(self.settings), self._session() as session:
            return session.execute_read(work)

    def ensure_schema(self) -> None:
        if self.read_only:
            raise StoreError("the neo4j store was opened read-only")
        with translate_errors(self.settings), self._session() as session:
            for statement in schema_statements("neo4j"):
                session.run(statement).consume()

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
                        hold_for_test(done)
        except StoreError as exc:
            if not done:
                raise
            # Each batch commits on its own: say that the graph is half written and how to
            # finish it (a rerun writes only what is still missing).
            raise StoreError(
                f"{exc}; the write stopped after {done} committed batches, so the graph is "
                "incomplete: run the same command again once the server is back"
            ) from exc

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
