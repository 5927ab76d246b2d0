"""The assembled graph as the records a store writes, and back.

The bridge between the *assemble* stage (``kg.graph``, networkx) and the *store* stage
(``kg.store``, ``GraphRecords``): it imports both, so neither imports the other.
"""

from __future__ import annotations

import networkx as nx

from kg.graph import node_key
from kg.schema import NODE_PROPERTIES, RELATION_PROPERTIES
from kg.store.base import GraphRecords, normalize_value


def to_records(graph: nx.MultiDiGraph, *, drain: bool = False) -> GraphRecords:
    """The graph as the plain records a store writes.

    ``drain`` empties the graph as its records are made (relationships a node at a time,
    then the nodes), so that the two copies of a large graph are not held at once."""
    records = GraphRecords()
    for u in list(graph.nodes) if drain else graph.nodes:
        source = graph.nodes[u]
        for _, v, data in graph.out_edges(u, data=True):
            target = graph.nodes[v]
            rel_type = data["type"]
            key = (rel_type, source["type"], source["id"], target["type"], target["id"])
            records.edges[key] = {
                prop: normalize_value(kind, data.get(prop))
                for prop, kind in RELATION_PROPERTIES[rel_type].items()
            }
        if drain:
            graph.remove_edges_from(list(graph.out_edges(u, keys=True)))
    for node in list(graph.nodes) if drain else graph.nodes:
        data = graph.nodes[node]
        label = data["type"]
        records.nodes[(label, data["id"])] = {
            prop: normalize_value(kind, data.get(prop))
            for prop, kind in NODE_PROPERTIES[label].items()
        }
        if drain:
            graph.remove_node(node)
    return records


def from_records(records: GraphRecords) -> nx.MultiDiGraph:
    """A graph from store records (``kg export`` reads the store this way)."""
    graph = nx.MultiDiGraph()
    for (label, node_id), props in sorted(records.nodes.items()):
        graph.add_node(node_key(label, node_id), type=label, id=node_id, **props)
    for (rel_type, source, source_id, target, target_id), props in sorted(records.edges.items()):
        graph.add_edge(
            node_key(source, source_id),
            node_key(target, target_id),
            key=rel_type,
            type=rel_type,
            **props,
        )
    return graph
