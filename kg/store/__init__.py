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
    settings: StoreSettings,
    *,
    read_only: bool = False,
    batch_size: int | None = None,
    fresh: bool = False,
    query_timeout: float | None = None,
) -> GraphStore:
    """The store ``settings`` name, opened for reading only or for writing.

    A writable store has its schema ensured. ``batch_size`` is the Neo4j rows per write
    transaction (the embedded store writes one transaction whatever it is). ``fresh``
    (a rebuild) lets the embedded store start from an empty file instead of reading, and
    copying, the old one, which may even be damaged. ``query_timeout`` bounds each
    ``read`` (seconds).
    """
    store: GraphStore
    if settings.neo4j is not None:
        from kg.store.neo4j import DEFAULT_BATCH_SIZE, Neo4jStore

        store = Neo4jStore(
            settings.neo4j, read_only=read_only, batch_size=batch_size or DEFAULT_BATCH_SIZE
        )
    else:
        from kg.store.embedded import EmbeddedStore

        store = EmbeddedStore(settings.db_path, read_only=read_only, fresh=fresh)
    store.query_timeout = query_timeout
    if not read_only:
        try:
            store.ensure_schema()
        except BaseException:
            store.close()
            raise
    return store
