"""Where the graph is stored: the embedded database path or the Neo4j connection settings.

Precedence: command-line options, then environment variables, then defaults.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DB_PATH = "kg.lbdb"
DEFAULT_NEO4J_URI = "bolt://localhost:7687"
DEFAULT_NEO4J_USER = "neo4j"
DEFAULT_NEO4J_DATABASE = "neo4j"


@dataclass(frozen=True)
class Neo4jSettings:
    uri: str = DEFAULT_NEO4J_URI
    user: str = DEFAULT_NEO4J_USER
    password: str | None = None
    database: str = DEFAULT_NEO4J_DATABASE

    def __repr__(self) -> str:  # never show the password
        return (
            f"Neo4jSettings(uri={redact_uri(self.uri)!r}, user={self.user!r}, "
            f"password={'***' if self.password else None}, database={self.database!r})"
        )

    @classmethod
    def from_env(
        cls,
        uri: str | None = None,
        user: str | None = None,
        database: str | None = None,
        password: str | None = None,
    ) -> Neo4jSettings:
        return cls(
            uri=uri or os.environ.get("NEO4J_URI") or DEFAULT_NEO4J_URI,
            user=user or os.environ.get("NEO4J_USERNAME") or DEFAULT_NEO4J_USER,
            password=password if password is not None else os.environ.get("NEO4J_PASSWORD"),
            database=database or os.environ.get("NEO4J_DATABASE") or DEFAULT_NEO4J_DATABASE,
        )


def redact_uri(uri: str) -> str:
    """``uri`` with the password of a ``user:password@`` part masked, for messages."""
    scheme, sep, rest = uri.partition("://")
    authority, slash, path = rest.partition("/")
    userinfo, at, host = authority.rpartition("@")
    if not (sep and at):
        return uri
    user = userinfo.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}{slash}{path}"


@dataclass(frozen=True)
class StoreSettings:
    """Exactly one backend: ``neo4j`` set means Neo4j, else the embedded database at ``db_path``."""

    db_path: Path = Path(DEFAULT_DB_PATH)
    neo4j: Neo4jSettings | None = None

    @property
    def backend(self) -> str:
        return "neo4j" if self.neo4j is not None else "embedded"

    def describe(self) -> str:
        if self.neo4j is not None:
            return f"Neo4j {redact_uri(self.neo4j.uri)} (database {self.neo4j.database})"
        return f"embedded database {self.db_path}"
