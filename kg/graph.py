"""Assemble the knowledge graph (a networkx ``MultiDiGraph``) and write it to files.

This is the *assemble* stage: it knows nothing of the stores (``kg.records`` turns the
graph into store records, ``kg.export`` writes a store's graph to a file).

Nodes are keyed ``paper:<paper id>`` for papers and by their canonical id
(``method:…``, ``task:…``, …) for entities; each node has ``type`` (its label: Paper,
Method, …), ``id`` and the properties of the graph model (``kg.schema``). Edges are keyed
by their relationship type, which is also their ``type`` attribute, so there is at most one
edge of a type between two nodes:

* Paper → entity edges carry ``evidence``, the first supporting sentence of that paper;
* Method → Method edges (``COMPARED_WITH``, ``PART_OF``) are aggregated over the corpus:
  ``papers`` lists the ids of the papers stating them (sorted) and ``evidence`` one
  sentence per paper, in the same order.

An entity's ``paper_count`` is the number of papers whose extraction mentions it.
Relations the graph model does not allow (e.g. ``USES`` to a Dataset) and self-loops
left by resolution are dropped.

Exports: GraphML for Gephi and Cytoscape (lists become JSON strings, ``None`` values are
left out, ``label`` holds the display caption: the name for nodes, the type for edges;
the store id is ``kg_id`` and edges get unique ids ``e0``, ``e1``, …) and node-link JSON
(lists stay lists; ``key`` is the node key).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import networkx as nx

from kg.atomic import atomic_binary_file, atomic_text_file
from kg.model import PAPER, Extraction, Paper
from kg.resolve import Resolution, resolve
from kg.schema import PAPER_LABEL, allowed, paper_relation

log = logging.getLogger(__name__)

#: Longest display caption of a paper without a title.
CAPTION_LENGTH = 80


def node_key(label: str, node_id: str) -> str:
    """The networkx key of a node: entity ids are already prefixed by their type."""
    return f"paper:{node_id}" if label == PAPER_LABEL else node_id


def paper_caption(paper: Paper) -> str:
    """The ``name`` of a paper node: its title, else the start of its abstract."""
    if paper.title and paper.title.strip():
        return paper.title.strip()
    text = " ".join(paper.abstract.split())
    if len(text) <= CAPTION_LENGTH:
        return text
    return text[: CAPTION_LENGTH - 1].rsplit(" ", 1)[0] + "…"


def assemble(
    extractions: Iterable[Extraction], resolution: Resolution | None = None
) -> nx.MultiDiGraph:
    """The graph of ``extractions`` (resolved across them unless ``resolution`` is given).

    Papers go in in paper-id order: a sequence is sorted, an iterator is read once, in the
    order it gives (``kg build`` streams its extractions from the cache in that order)."""
    if isinstance(extractions, Sequence):
        extractions = sorted(extractions, key=lambda e: e.paper.id)
    if resolution is None:
        extractions = list(extractions)
        resolution = resolve(extractions)
    graph = nx.MultiDiGraph()
    for entity in resolution.entities.values():
        graph.add_node(
            entity.id,
            type=entity.type,
            id=entity.id,
            name=entity.name,
            aliases=list(entity.aliases),
            paper_count=entity.paper_count,
        )

    aggregated: dict[tuple[str, str, str], dict[str, str]] = {}
    dropped = 0
    for extraction in extractions:
        paper = extraction.paper
        graph.add_node(
            node_key(PAPER_LABEL, paper.id),
            type=PAPER_LABEL,
            id=paper.id,
            name=paper_caption(paper),
            title=paper.title,
            abstract=paper.abstract,
            source=paper.source,
            year=paper.year,
            venue=paper.venue,
            url=paper.url,
            content_hash=paper.content_hash,
        )
        paper_id = paper.id
        for relation in extraction.relations:
            target = resolution.canonical(paper_id, relation.target)
            source = (
                node_key(PAPER_LABEL, paper_id)
                if relation.source == PAPER
                else resolution.canonical(paper_id, relation.source)
            )
            rel_type = relation.type
            if relation.source == PAPER and target is not None:
                rel_type = paper_relation(rel_type, graph.nodes[target]["type"])
            if (
                source is None
                or target is None
                or source == target
                or not allowed(rel_type, graph.nodes[source]["type"], graph.nodes[target]["type"])
            ):
                dropped += 1
                continue
            if relation.source == PAPER:
                # The paper's narrower task: it addresses the general task too, which it
                # does not propose.
                wider = resolution.broader_than(paper_id, relation.target)
                for end in (target, *(wider if relation.type != "PROPOSES" else ())):
                    kind = paper_relation(relation.type, graph.nodes[end]["type"])
                    if not graph.has_edge(source, end, key=kind) and allowed(
                        kind, PAPER_LABEL, graph.nodes[end]["type"]
                    ):
                        graph.add_edge(source, end, key=kind, type=kind, evidence=relation.evidence)
            else:
                per_paper = aggregated.setdefault((relation.type, source, target), {})
                per_paper.setdefault(paper_id, relation.evidence)
    for (rel_type, source, target), per_paper in sorted(aggregated.items()):
        papers = sorted(per_paper)
        graph.add_edge(
            source,
            target,
            key=rel_type,
            type=rel_type,
            papers=papers,
            evidence=[per_paper[p] for p in papers],
        )
    if dropped:
        log.debug("dropped %d relations outside the graph model", dropped)
    return graph


# ── exports ──────────────────────────────────────────────────────────────────


def write_graphml(graph: nx.MultiDiGraph, path: Path) -> None:
    """GraphML that Gephi and Cytoscape open (see the module docstring)."""
    out = nx.MultiDiGraph()
    for node, data in graph.nodes(data=True):
        attrs = _graphml_attrs(data)
        attrs["label"] = str(data.get("name") or node)
        out.add_node(node, **attrs)
    edges = sorted(graph.edges(keys=True, data=True), key=lambda e: (e[0], e[1], str(e[2])))
    for number, (u, v, key, data) in enumerate(edges):
        attrs = _graphml_attrs(data)
        attrs["label"] = str(data.get("type") or key)
        # Gephi keeps one edge per GraphML edge id, so ids must be unique, not the type.
        out.add_edge(u, v, key=f"e{number}", **attrs)
    with atomic_binary_file(path) as stream:
        nx.write_graphml(out, stream, encoding="utf-8")


def write_json(graph: nx.MultiDiGraph, path: Path) -> None:
    """Node-link JSON: ``{"directed", "multigraph", "graph", "nodes", "edges"}``."""
    data = nx.node_link_data(graph, edges="edges", name="key", key="key")
    with atomic_text_file(path) as out:
        json.dump(data, out, ensure_ascii=False, indent=1)
        out.write("\n")


def _graphml_attrs(data: dict[str, Any]) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    for name, value in data.items():
        if value is None:
            continue
        # Gephi has its own "Id" column; the node's GraphML id is its key already.
        name = "kg_id" if name == "id" else name
        attrs[name] = json.dumps(value, ensure_ascii=False) if isinstance(value, list) else value
    return attrs
