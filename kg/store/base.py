"""The interface both graph stores implement (embedded LadybugDB and Neo4j)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass
class QueryResult:
    """Rows of a read query, each a list aligned with ``columns``."""

    columns: list[str]
    rows: list[list[Any]] = field(default_factory=list)

    def records(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, row)) for row in self.rows]


class GraphStore(ABC):
    """A graph database holding the kg graph model of DESIGN.md."""

    #: "embedded" or "neo4j"
    backend: str

    @abstractmethod
    def read(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        """Run one read-only Cypher statement; a statement that would write is refused
        with ``StoreError`` and changes nothing."""

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
