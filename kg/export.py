"""``kg export``: the graph a store holds, written as GraphML or node-link JSON
(the formats are described in ``kg.graph``)."""

from __future__ import annotations

from pathlib import Path

import networkx as nx

from kg.graph import write_graphml, write_json
from kg.records import from_records
from kg.store.base import GraphStore

EXPORT_FORMATS = ("graphml", "json")


def export_store(store: GraphStore, fmt: str, path: Path) -> nx.MultiDiGraph:
    """Write the graph a store holds to ``path`` as GraphML or node-link JSON."""
    graph = from_records(store.snapshot())
    if fmt == "graphml":
        write_graphml(graph, path)
    elif fmt == "json":
        write_json(graph, path)
    else:
        raise ValueError(f"unknown export format {fmt!r}")
    return graph
