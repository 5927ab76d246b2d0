"""The interface both graph stores implement (embedded LadybugDB and Neo4j).

Writing works the same way on both backends and lives here: ``write_graph`` reads what
the store holds (``snapshot``), compares it with the wanted graph, and writes only the
difference: stale relationships and nodes are deleted, new ones created and changed ones
updated, with every property set. So writing the same graph twice writes nothing the second
time, an unchanged paper is never rewritten, and a write that failed half-way (Neo4j
commits batch by batch) converges when it is run again. Backends only supply a
transaction strategy (``_apply``), an unchecked reader (``_fetch``) and type casts.
All Cypher here takes its values as parameters; labels and relationship types come
only from ``kg.schema``.
"""

from __future__ import annotations

import contextlib
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from kg.errors import StoreError
from kg.schema import (
    NODE_LABELS,
    NODE_PROPERTIES,
    PAPER_LABEL,
    RELATION_ENDPOINTS,
    RELATION_PROPERTIES,
    RELATION_TYPES,
)

#: (label, id)
NodeKey = tuple[str, str]
#: (type, source label, source id, target label, target id)
EdgeKey = tuple[str, str, str, str, str]
Props = dict[str, Any]
T = TypeVar("T")


@dataclass
class QueryResult:
    """Rows of a read query, each a list aligned with ``columns``."""

    columns: list[str]
    rows: list[list[Any]] = field(default_factory=list)

    def records(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, row, strict=True)) for row in self.rows]


@dataclass
class GraphRecords:
    """A whole graph as plain records: what a store holds or what should be written to it.

    Property values are normalized (lists as lists, absent as ``None``) so that two
    snapshots compare equal exactly when the graphs are the same.
    """

    nodes: dict[NodeKey, Props] = field(default_factory=dict)
    edges: dict[EdgeKey, Props] = field(default_factory=dict)

    def label_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(NODE_LABELS, 0)
        for label, _ in self.nodes:
            counts[label] += 1
        return counts

    def relation_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(RELATION_TYPES, 0)
        for key in self.edges:
            counts[key[0]] += 1
        return counts


@dataclass
class WriteStats:
    nodes_written: int = 0
    nodes_deleted: int = 0
    edges_written: int = 0
    edges_deleted: int = 0

    @property
    def changed(self) -> bool:
        return any((self.nodes_written, self.nodes_deleted, self.edges_written, self.edges_deleted))


class Rows(Sequence[Props]):
    """The rows of a statement, made a batch at a time from the records they come from.

    A write of a whole corpus has a row per node and relationship; built all at once they
    were a second copy of the graph records, the largest objects of a build."""

    def __init__(self, items: Sequence[Any], row: Callable[[Any], Props]) -> None:
        self._items = items
        self._row = row

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self._row(item) for item in self._items[index]]
        return self._row(self._items[index])


@dataclass(frozen=True)
class WriteStep:
    """One parameterized statement run over ``rows`` (bound as ``$rows``), in batches."""

    cypher: str
    rows: Sequence[Props]


def normalize_value(kind: str, value: Any) -> Any:
    """The comparable form of a property value read from a store or a graph."""
    if value is None:
        return [] if kind == "list" else None
    if kind == "list":
        return [str(v) for v in value]
    if kind == "int":
        return int(value)
    return str(value)


class GraphStore(ABC):
    """A graph database holding the kg graph model of docs/design.md."""

    #: "embedded" or "neo4j"
    backend: str
    read_only: bool = True
    #: Seconds a ``read`` may run before the database stops it (None: no limit).
    query_timeout: float | None = None

    @abstractmethod
    def read(self, cypher: str, params: Mapping[str, Any] | None = None) -> QueryResult:
        """Run one read-only Cypher statement; a statement that would write is refused
        with ``StoreError`` and changes nothing."""

    @abstractmethod
    def close(self) -> None: ...

    @abstractmethod
    def ensure_schema(self) -> None:
        """Create the tables / constraints and indexes of ``cypher/schema/`` if missing."""

    @abstractmethod
    def _fetch(self, cypher: str, params: Mapping[str, Any] | None = None) -> list[list[Any]]:
        """Rows of one of this module's own read statements."""

    @abstractmethod
    def _apply(self, steps: Sequence[WriteStep]) -> None:
        """Run the write steps, as one transaction where the backend allows it."""

    def _cast(self, expr: str, kind: str) -> str:
        """``expr`` converted to the store type of a property of ``kind``."""
        return expr

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ── reading the graph ────────────────────────────────────────────────────

    def snapshot(self) -> GraphRecords:
        """Everything the store holds of the graph model."""
        records = GraphRecords()
        for label in NODE_LABELS:
            kinds = NODE_PROPERTIES[label]
            returns = ", ".join(f"n.{prop}" for prop in kinds)
            for row in self._fetch(f"MATCH (n:{label}) RETURN n.id, {returns}"):
                records.nodes[(label, str(row[0]))] = {
                    prop: normalize_value(kind, value)
                    for (prop, kind), value in zip(kinds.items(), row[1:], strict=True)
                }
        for rel_type, pairs in RELATION_ENDPOINTS.items():
            kinds = RELATION_PROPERTIES[rel_type]
            returns = ", ".join(f"e.{prop}" for prop in kinds)
            for source, target in pairs:
                cypher = (
                    f"MATCH (a:{source})-[e:{rel_type}]->(b:{target}) RETURN a.id, b.id, {returns}"
                )
                for row in self._fetch(cypher):
                    key = (rel_type, source, str(row[0]), target, str(row[1]))
                    records.edges[key] = {
                        prop: normalize_value(kind, value)
                        for (prop, kind), value in zip(kinds.items(), row[2:], strict=True)
                    }
        return records

    def counts(self) -> tuple[dict[str, int], dict[str, int]]:
        """Nodes per label and relationships per type, counted by the database."""
        labels = {
            label: int(self._fetch(f"MATCH (n:{label}) RETURN count(n)")[0][0])
            for label in NODE_LABELS
        }
        relations = {
            rel: int(self._fetch(f"MATCH ()-[e:{rel}]->() RETURN count(e)")[0][0])
            for rel in RELATION_TYPES
        }
        return labels, relations

    def top_entities(self, limit: int = 10) -> list[dict[str, Any]]:
        """The entities found in most papers, across labels (ties by label, then id)."""
        found: list[dict[str, Any]] = []
        for label in NODE_LABELS:
            if label == PAPER_LABEL:
                continue
            rows = self._fetch(
                f"MATCH (n:{label}) RETURN n.id, n.name, n.paper_count "
                "ORDER BY n.paper_count DESC, n.id LIMIT $limit",
                {"limit": limit},
            )
            found += [
                {"label": label, "id": r[0], "name": r[1], "paper_count": int(r[2] or 0)}
                for r in rows
            ]
        found.sort(key=lambda e: (-e["paper_count"], e["label"], e["id"]))
        return found[:limit]

    def stats(self, top: int = 10) -> dict[str, Any]:
        """Counts per label and relationship type and the top entities (``kg stats``)."""
        labels, relations = self.counts()
        return {
            "backend": self.backend,
            "nodes": sum(labels.values()),
            "relationships": sum(relations.values()),
            "labels": labels,
            "relationship_types": relations,
            "top_entities": self.top_entities(top) if top else [],
        }

    # ── writing the graph ────────────────────────────────────────────────────

    def write_graph(
        self,
        wanted: GraphRecords,
        *,
        replace: bool = False,
        current: GraphRecords | None = None,
    ) -> WriteStats:
        """Make the store hold exactly ``wanted``, writing only what differs.

        ``replace`` deletes every node first and writes everything again (``--rebuild``).
        ``current`` is a ``snapshot()`` the caller just took, to save reading it again.
        """
        if self.read_only:
            raise StoreError(f"the {self.backend} store was opened read-only")
        if current is None:
            current = self.snapshot()
        stats = WriteStats()
        steps: list[WriteStep] = []
        if replace:
            steps += self._delete_node_steps(current.nodes, stats)
            current = GraphRecords()
        else:
            stale_nodes = {k for k in current.nodes if k not in wanted.nodes}
            stale_edges = [k for k in current.edges if k not in wanted.edges]
            # A deleted node takes its relationships with it (DETACH DELETE).
            detached = [k for k in stale_edges if k[1:3] in stale_nodes or k[3:5] in stale_nodes]
            stats.edges_deleted += len(detached)
            steps += self._delete_edge_steps(set(stale_edges) - set(detached), stats)
            steps += self._delete_node_steps(stale_nodes, stats)
        # Keys only: the rows are made from ``wanted`` a batch at a time (``Rows``).
        nodes = [k for k, v in wanted.nodes.items() if current.nodes.get(k) != v]
        edges = [k for k, v in wanted.edges.items() if current.edges.get(k) != v]
        # What the store does not hold is created, not merged: a MERGE of a relationship
        # looks through the relationships of its source node, which made writing grow with
        # the square of a shared entity's papers. ``current`` is exact (it is read with the
        # store's write lock held), so a created node or relationship is never a duplicate.
        held = [k for k in nodes if k in current.nodes]
        steps += self._node_steps(held, wanted.nodes, stats)
        steps += self._node_steps(
            [k for k in nodes if k not in current.nodes], wanted.nodes, stats, create=True
        )
        held = [k for k in edges if k in current.edges]
        steps += self._edge_steps(held, wanted.edges, stats)
        steps += self._edge_steps(
            [k for k in edges if k not in current.edges], wanted.edges, stats, create=True
        )
        if steps:
            self._apply(steps)
        return stats

    def clear(self) -> None:
        """Delete every node and relationship of the graph model."""
        self.write_graph(GraphRecords(), replace=True)

    def _delete_node_steps(self, keys: Iterable[NodeKey], stats: WriteStats) -> list[WriteStep]:
        steps = []
        for label, ids in _group(sorted(keys), lambda k: k[0], lambda k: {"id": k[1]}).items():
            steps.append(
                WriteStep(f"UNWIND $rows AS r MATCH (n:{label} {{id: r.id}}) DETACH DELETE n", ids)
            )
            stats.nodes_deleted += len(ids)
        return steps

    def _delete_edge_steps(self, keys: Iterable[EdgeKey], stats: WriteStats) -> list[WriteStep]:
        steps = []
        grouped = _group(sorted(keys), lambda k: k[:2] + k[3:4], lambda k: {"a": k[2], "b": k[4]})
        for (rel_type, source, target), rows in grouped.items():
            steps.append(WriteStep(f"{_edge_match(rel_type, source, target)} DELETE e", rows))
            stats.edges_deleted += len(rows)
        return steps

    def _node_steps(
        self,
        keys: list[NodeKey],
        props: Mapping[NodeKey, Props],
        stats: WriteStats,
        *,
        create: bool = False,
    ) -> list[WriteStep]:
        """Statements that create the nodes ``keys`` or set the properties of existing ones."""
        steps = []

        def row(key: NodeKey) -> Props:
            return {"id": key[1], **props[key]}

        for label, group in _group(sorted(keys), lambda k: k[0]).items():
            sets = ", ".join(
                f"n.{prop} = {self._cast(f'r.{prop}', kind)}"
                for prop, kind in NODE_PROPERTIES[label].items()
            )
            find = "CREATE" if create else "MATCH"
            steps.append(
                WriteStep(
                    f"UNWIND $rows AS r {find} (n:{label} {{id: r.id}}) SET {sets}",
                    Rows(group, row),
                )
            )
            stats.nodes_written += len(group)
        return steps

    def _edge_steps(
        self,
        keys: list[EdgeKey],
        props: Mapping[EdgeKey, Props],
        stats: WriteStats,
        *,
        create: bool = False,
    ) -> list[WriteStep]:
        """Statements that create the relationships ``keys`` or set the properties of
        existing ones."""
        steps = []

        def row(key: EdgeKey) -> Props:
            return {"a": key[2], "b": key[4], **props[key]}

        for (rel_type, source, target), group in _group(
            sorted(keys), lambda k: k[:2] + k[3:4]
        ).items():
            sets = ", ".join(
                f"e.{prop} = {self._cast(f'r.{prop}', kind)}"
                for prop, kind in RELATION_PROPERTIES[rel_type].items()
            )
            if create:
                # Two MATCH clauses, not one with a comma: the embedded engine plans
                # ``MATCH (a {id: r.a}), (b {id: r.b})`` as a cross product of the two node
                # tables, which made creating relationships grow with the square of the corpus
                # (bench/rel_write_growth.py).
                cypher = (
                    f"UNWIND $rows AS r MATCH (a:{source} {{id: r.a}}) "
                    f"MATCH (b:{target} {{id: r.b}}) CREATE (a)-[e:{rel_type}]->(b) SET {sets}"
                )
            else:
                cypher = f"{_edge_match(rel_type, source, target)} SET {sets}"
            steps.append(WriteStep(cypher, Rows(group, row)))
            stats.edges_written += len(group)
        return steps


def _edge_match(rel_type: str, source: str, target: str) -> str:
    """``UNWIND $rows AS r`` and the relationship ``e`` from ``r.a`` to ``r.b``.

    Found from its source node's relationships: the path pattern with both ids given let
    the embedded engine start from the target, whose relationships grow with the corpus
    when the target is a shared entity (bench/rel_write_growth.py)."""
    return (
        f"UNWIND $rows AS r MATCH (a:{source} {{id: r.a}}) WITH a, r "
        f"MATCH (a)-[e:{rel_type}]->(b:{target}) WHERE b.id = r.b"
    )


def _group(
    items: Iterable[T], key: Callable[[T], Any], row: Callable[[T], Any] | None = None
) -> dict[Any, list[Any]]:
    """Items (or their ``row``) grouped by a key, in the order of ``items`` (callers sort
    for deterministic writes)."""
    grouped: dict[Any, list[Any]] = {}
    for item in items:
        grouped.setdefault(key(item), []).append(row(item) if row else item)
    return grouped


def interruptible(call: Callable[[], T], cancel: Callable[[], None]) -> T:
    """``call()`` in a helper thread, so that Ctrl-C in the main thread is seen at once
    (a database call blocks signal handling until it returns): ``cancel`` then asks the
    database to stop, and ``KeyboardInterrupt`` goes on without waiting for it."""
    done = threading.Event()
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append((True, call()))
        except BaseException as exc:  # handed to the caller's thread
            outcome.append((False, exc))
        finally:
            done.set()

    threading.Thread(target=run, name="kg-query", daemon=True).start()
    try:
        while not done.wait(0.1):
            pass
    except KeyboardInterrupt:
        with contextlib.suppress(Exception):
            cancel()
        raise
    ok, value = outcome[0]
    if not ok:
        raise value
    return value  # type: ignore[no-any-return]


def batches(rows: Sequence[dict[str, Any]], size: int) -> Iterable[list[dict[str, Any]]]:
    for start in range(0, len(rows), size):
        yield list(rows[start : start + size])
