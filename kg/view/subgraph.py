"""Which nodes and relationships ``kg view`` draws, read from either store the same way.

A view starts as a ``SubGraph``: node keys ``(label, id)`` and relationship keys
``(type, source label, source id, target label, target id)``, taken from the whole graph,
from the neighbourhood of one entity, or from the rows of a query. ``select`` then cuts it
down to at most ``max_nodes`` nodes so that a large graph still draws in a browser: it
keeps the most connected nodes, then the nodes that link most of those, and says what it
left out. Every read here is plain Cypher both engines accept, except the look-up of
relationship end nodes by the engine's internal ids.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from kg.errors import KgError
from kg.schema import NODE_LABELS, PAPER_LABEL, RELATION_ENDPOINTS
from kg.store.base import EdgeKey, GraphStore, NodeKey, QueryResult

ENTITY_LABELS: tuple[str, ...] = tuple(label for label in NODE_LABELS if label != PAPER_LABEL)
#: Every (type, source label, target label) the graph model allows.
ENDPOINT_PAIRS: tuple[tuple[str, str, str], ...] = tuple(
    (rel_type, source, target)
    for rel_type, pairs in RELATION_ENDPOINTS.items()
    for source, target in pairs
)
#: Share of the node cap given to the most connected nodes; the rest links them.
HUB_SHARE = 0.4


@dataclass
class SubGraph:
    """Nodes and relationships to draw; ``pinned`` nodes survive any cap (``--around``)."""

    nodes: dict[NodeKey, None] = field(default_factory=dict)
    edges: dict[EdgeKey, None] = field(default_factory=dict)
    pinned: list[NodeKey] = field(default_factory=list)

    def add_edge(self, edge: EdgeKey) -> None:
        self.edges[edge] = None
        self.nodes[(edge[1], edge[2])] = None
        self.nodes[(edge[3], edge[4])] = None


@dataclass
class Selection:
    """What survives the cap, and how much there was."""

    nodes: list[NodeKey]
    edges: list[EdgeKey]
    total_nodes: int
    total_edges: int
    pinned: list[NodeKey] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return len(self.nodes) == self.total_nodes and len(self.edges) == self.total_edges


# ── where a view starts ───────────────────────────────────────────────────────


def whole_graph(store: GraphStore) -> SubGraph:
    """Every node and relationship of the store (ids only)."""
    sub = SubGraph()
    for label in NODE_LABELS:
        for (node_id,) in store.read(f"MATCH (n:{label}) RETURN n.id").rows:
            sub.nodes[(label, str(node_id))] = None
    for rel_type, source, target in ENDPOINT_PAIRS:
        cypher = f"MATCH (a:{source})-[:{rel_type}]->(b:{target}) RETURN a.id, b.id"
        for a, b in store.read(cypher).rows:
            sub.add_edge((rel_type, source, str(a), target, str(b)))
    return sub


def find_nodes(store: GraphStore, name: str) -> list[NodeKey]:
    """The entities whose name, alias or id is ``name`` (case-insensitive), or the paper
    with that id or title."""
    wanted = name.strip().lower()
    found: list[NodeKey] = []
    for label in ENTITY_LABELS:
        cypher = (
            # (LadybugDB takes no parameter inside any(); a variable is fine)
            f"WITH $wanted AS wanted MATCH (n:{label}) WHERE toLower(n.name) = wanted "
            "OR n.id = wanted OR n.id = $prefixed OR any(a IN n.aliases WHERE toLower(a) = wanted) "
            "RETURN n.id ORDER BY n.id"
        )
        params = {"wanted": wanted, "prefixed": f"{label.lower()}:{wanted}"}
        found += [(label, str(row[0])) for row in store.read(cypher, params).rows]
    cypher = (
        f"MATCH (n:{PAPER_LABEL}) WHERE n.id = $name OR toLower(n.title) = $wanted "
        "RETURN n.id ORDER BY n.id"
    )
    rows = store.read(cypher, {"name": name.strip(), "wanted": wanted}).rows
    found += [(PAPER_LABEL, str(row[0])) for row in rows]
    return found


def neighbourhood(store: GraphStore, name: str, depth: int) -> SubGraph:
    """The entity (or paper) named ``name`` and everything within ``depth`` relationships."""
    if depth not in (1, 2):
        raise KgError(f"--depth must be 1 or 2, not {depth}")
    centre = find_nodes(store, name)
    if not centre:
        raise KgError(
            f"nothing named {name!r} in the graph (try kg query find-entity -p text={name})"
        )
    sub = SubGraph(pinned=list(centre))
    frontier = set(centre)
    for key in centre:
        sub.nodes[key] = None
    for _ in range(depth):
        before = set(sub.nodes)
        for edge in _edges_touching(store, frontier):
            sub.add_edge(edge)
        frontier = set(sub.nodes) - before
        if not frontier:
            break
    return sub


def result_graph(store: GraphStore, result: QueryResult, names: Iterable[str] = ()) -> SubGraph:
    """The graph a query result shows.

    Nodes and relationships (and paths) the rows return are drawn as they are. Rows that
    return no relationships name their nodes instead: node values, and any text cell that
    is a node's id or name; those nodes are drawn with the relationships among them.
    ``names`` are further names (the text parameters of a named query).
    """
    found = _ResultValues()
    for row in result.rows:
        for value in row:
            found.walk(value)
    sub = SubGraph()
    for key in found.nodes.values():
        sub.nodes[key] = None
    if found.relationships:
        ends = _resolve_internal_ids(store, found)
        for rel_type, src, dst in found.relationships:
            if src in ends and dst in ends:
                source, target = ends[src], ends[dst]
                if (source[0], target[0]) in RELATION_ENDPOINTS.get(rel_type, ()):
                    sub.add_edge((rel_type, *source, *target))
        return sub
    for key in _nodes_named(store, found.texts):
        sub.nodes[key] = None
    for name in names:
        for key in find_nodes(store, name):
            sub.nodes[key] = None
    for edge in _edges_among(store, sub.nodes):
        sub.add_edge(edge)
    return sub


class _ResultValues:
    """Node, relationship and text values found anywhere in a query's rows."""

    def __init__(self) -> None:
        #: internal id → node key, in the order first met
        self.nodes: dict[Any, NodeKey] = {}
        #: (type, source internal id, target internal id)
        self.relationships: list[tuple[str, Any, Any]] = []
        self.texts: set[str] = set()

    def walk(self, value: Any) -> None:
        if isinstance(value, str):
            self.texts.add(value)
        elif isinstance(value, list | tuple):
            for item in value:
                self.walk(item)
        elif isinstance(value, Mapping):
            self._walk_map(value)

    def _walk_map(self, value: Mapping[str, Any]) -> None:
        label = value.get("_label", value.get("_LABEL"))
        if "_NODES" in value or "_RELS" in value:  # a LadybugDB path
            self.walk(value.get("_NODES") or [])
            self.walk(value.get("_RELS") or [])
        elif set(value) == {"nodes", "rels"}:  # a Neo4j path
            self.walk(value["nodes"])
            self.walk(value["rels"])
        elif "_SRC" in value or "_src" in value:
            src = _internal(value.get("_SRC", value.get("_src")))
            dst = _internal(value.get("_DST", value.get("_dst")))
            self.relationships.append((str(label), src, dst))
        elif label in NODE_LABELS and value.get("id") is not None:
            internal = _internal(value.get("_ID", value.get("_id")))
            self.nodes[internal] = (str(label), str(value["id"]))
        else:
            for item in value.values():
                self.walk(item)


def _internal(value: Any) -> Any:
    """A hashable internal id: LadybugDB's ``{offset, table}`` or Neo4j's element id."""
    if isinstance(value, Mapping):
        return (int(value["table"]), int(value["offset"]))
    return value


def _resolve_internal_ids(store: GraphStore, found: _ResultValues) -> dict[Any, NodeKey]:
    """Node keys of every relationship end, including ends the rows did not return."""
    ends = dict(found.nodes)
    missing = {i for _, src, dst in found.relationships for i in (src, dst)} - set(ends)
    if not missing:
        return ends
    if store.backend == "neo4j":
        rows = store.read(
            "MATCH (n) WHERE elementId(n) IN $ids RETURN elementId(n), labels(n), n.id",
            {"ids": sorted(missing)},
        ).rows
        for element_id, labels, node_id in rows:
            label = next((x for x in labels if x in NODE_LABELS), None)
            if label and node_id is not None:
                ends[element_id] = (label, str(node_id))
        return ends
    tables = {int(r[0]): str(r[1]) for r in store.read("CALL show_tables() RETURN id, name").rows}
    by_table: dict[int, list[int]] = {}
    for table, offset in missing:
        by_table.setdefault(table, []).append(offset)
    for table, offsets in by_table.items():
        label = tables.get(table)
        if label not in NODE_LABELS:
            continue
        cypher = f"MATCH (n:{label}) WHERE offset(ID(n)) IN $offsets RETURN offset(ID(n)), n.id"
        for offset, node_id in store.read(cypher, {"offsets": sorted(offsets)}).rows:
            ends[(table, int(offset))] = (label, str(node_id))
    return ends


def _nodes_named(store: GraphStore, texts: set[str]) -> list[NodeKey]:
    if not texts:
        return []
    found: list[NodeKey] = []
    for label in NODE_LABELS:
        cypher = f"MATCH (n:{label}) WHERE n.id IN $texts OR n.name IN $texts RETURN n.id"
        rows = store.read(cypher, {"texts": sorted(texts)}).rows
        found += sorted((label, str(row[0])) for row in rows)
    return found


def _ids_by_label(keys: Iterable[NodeKey]) -> dict[str, list[str]]:
    ids: dict[str, list[str]] = {label: [] for label in NODE_LABELS}
    for label, node_id in keys:
        ids[label].append(node_id)
    return {label: sorted(values) for label, values in ids.items()}


def _edges_touching(store: GraphStore, keys: Iterable[NodeKey]) -> Iterator[EdgeKey]:
    ids = _ids_by_label(keys)
    for rel_type, source, target in ENDPOINT_PAIRS:
        if not ids[source] and not ids[target]:
            continue
        cypher = (
            f"MATCH (a:{source})-[:{rel_type}]->(b:{target}) "
            "WHERE a.id IN $sources OR b.id IN $targets RETURN a.id, b.id"
        )
        for a, b in store.read(cypher, {"sources": ids[source], "targets": ids[target]}).rows:
            yield (rel_type, source, str(a), target, str(b))


def _edges_among(store: GraphStore, keys: Iterable[NodeKey]) -> Iterator[EdgeKey]:
    ids = _ids_by_label(keys)
    for rel_type, source, target in ENDPOINT_PAIRS:
        if not ids[source] or not ids[target]:
            continue
        cypher = (
            f"MATCH (a:{source})-[:{rel_type}]->(b:{target}) "
            "WHERE a.id IN $sources AND b.id IN $targets RETURN a.id, b.id"
        )
        for a, b in store.read(cypher, {"sources": ids[source], "targets": ids[target]}).rows:
            yield (rel_type, source, str(a), target, str(b))


# ── the cap ───────────────────────────────────────────────────────────────────


def _node_order(key: NodeKey) -> tuple[int, str]:
    return (NODE_LABELS.index(key[0]), key[1])


def select(sub: SubGraph, max_nodes: int) -> Selection:
    """At most ``max_nodes`` nodes of ``sub`` and the relationships among them.

    Pinned nodes come first; then the most connected nodes take ``HUB_SHARE`` of the
    places; then, one at a time, the node with the most relationships to those already
    kept (ties: more relationships overall, then label and id), so the picture shows the
    hubs and what links them rather than scattered dots. Deterministic for a given graph.
    """
    if max_nodes < 1:
        raise KgError(f"the node cap must be at least 1, not {max_nodes}")
    total_nodes, total_edges = len(sub.nodes), len(sub.edges)
    if total_nodes <= max_nodes:
        nodes = sorted(sub.nodes, key=_node_order)
        return Selection(nodes, sorted(sub.edges), total_nodes, total_edges, list(sub.pinned))
    degree: Counter[NodeKey] = Counter()
    neighbours: dict[NodeKey, list[NodeKey]] = {key: [] for key in sub.nodes}
    for edge in sub.edges:
        a, b = (edge[1], edge[2]), (edge[3], edge[4])
        degree[a] += 1
        degree[b] += 1
        neighbours[a].append(b)
        neighbours[b].append(a)
    kept: dict[NodeKey, None] = dict.fromkeys(sub.pinned[:max_nodes])
    hubs = max(1, int(max_nodes * HUB_SHARE))
    by_degree = sorted(sub.nodes, key=lambda k: (-degree[k], _node_order(k)))
    for key in by_degree:
        if len(kept) >= max(hubs, len(sub.pinned)) or len(kept) >= max_nodes:
            break
        kept.setdefault(key, None)
    links: Counter[NodeKey] = Counter()
    for key in kept:
        for other in neighbours[key]:
            if other not in kept:
                links[other] += 1
    heap = [(-n, -degree[k], _node_order(k), k) for k, n in links.items()]
    heapq.heapify(heap)
    while heap and len(kept) < max_nodes:
        negative_links, _, _, key = heapq.heappop(heap)
        if key in kept or -negative_links != links[key]:
            continue  # kept already, or an outdated entry
        kept[key] = None
        for other in neighbours[key]:
            if other not in kept:
                links[other] += 1
                heapq.heappush(heap, (-links[other], -degree[other], _node_order(other), other))
    for key in by_degree:  # nothing links to the rest: the most connected of it
        if len(kept) >= max_nodes:
            break
        kept.setdefault(key, None)
    edges = sorted(e for e in sub.edges if (e[1], e[2]) in kept and (e[3], e[4]) in kept)
    nodes = sorted(kept, key=_node_order)
    return Selection(nodes, edges, total_nodes, total_edges, list(sub.pinned))
