"""Graph stores: ``open_store`` gives the embedded LadybugDB store or the Neo4j one."""

from __future__ import annotations

from kg.store.base import GraphRecords, GraphStore, QueryResult, WriteStats
from kg.store.settings import Neo4jSettings, StoreSettings

__all__ = [
    "GraphRecords",
    "GraphStore",
    "Neo4jSettings",
    "QueryResult",
    "StoreSettings",
    "WriteStats",
    "open_store",
]


def open_store(
    settings: StoreSettings, *, read_only: bool = False, batch_size: int | None = None
) -> GraphStore:
    """The store ``settings`` name, opened for reading only or for writing.

    A writable store has its schema ensured. ``batch_size`` is the Neo4j rows per write
    transaction (the embedded store writes one transaction whatever it is).
    """
    store: GraphStore
    if settings.neo4j is not None:
        from kg.store.neo4j import DEFAULT_BATCH_SIZE, Neo4jStore

        store = Neo4jStore(
            settings.neo4j, read_only=read_only, batch_size=batch_size or DEFAULT_BATCH_SIZE
        )
    else:
        from kg.store.embedded import EmbeddedStore

        store = EmbeddedStore(settings.db_path, read_only=read_only)
    if not read_only:
        try:
            store.ensure_schema()
        except BaseException:
            store.close()
            raise
    return store
