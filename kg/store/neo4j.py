"""Neo4j over Bolt with the official driver: connection handling and error translation."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kg.errors import StoreError
from kg.store.settings import Neo4jSettings

if TYPE_CHECKING:
    from neo4j import Driver

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

    where = f"Neo4j at {settings.uri}"
    if isinstance(exc, neo.AuthError):
        return (
            f"{where} refused the credentials of user {settings.user!r} "
            "(check NEO4J_USERNAME / NEO4J_PASSWORD)"
        )
    if isinstance(exc, neo.ServiceUnavailable | OSError):
        return f"{where} is unreachable (is the server running? check NEO4J_URI)"
    if isinstance(exc, neo.Neo4jError) and exc.code and "DatabaseNotFound" in exc.code:
        return f"{where} has no database {settings.database!r} (check NEO4J_DATABASE)"
    if isinstance(exc, neo.ConfigurationError | ValueError):
        return f"invalid Neo4j URI {settings.uri!r}: {_first_line(exc)}"
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
            f"invalid Neo4j URI {settings.uri!r}: expected one of "
            + ", ".join(f"{s}://" for s in BOLT_SCHEMES)
        )
    with translate_errors(settings):
        driver = neo4j.GraphDatabase.driver(
            settings.uri,
            auth=(settings.user, settings.password),
            connection_timeout=CONNECTION_TIMEOUT,
            connection_acquisition_timeout=2 * CONNECTION_TIMEOUT,
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
