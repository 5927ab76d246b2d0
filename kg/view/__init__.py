"""``kg view``: a graph, a query result or one entity's neighbourhood as one HTML page.

The page draws with Cytoscape.js, vendored into ``kg/view/static`` by
``scripts/vendor-js`` and inlined into each page, so the file opens offline.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg.store.base import GraphStore
from kg.view.details import page_data
from kg.view.page import grass_styles, render_page
from kg.view.subgraph import (
    SubGraph,
    neighbourhood,
    result_graph,
    select,
    whole_graph,
)

#: Nodes drawn unless --max-nodes says otherwise: a page of this many opens in a few
#: seconds; larger graphs are cut down to their best connected part.
DEFAULT_MAX_NODES = 400


@dataclass(frozen=True)
class View:
    """A rendered page and what it shows."""

    html: str
    data: dict[str, Any]

    @property
    def nodes(self) -> int:
        return len(self.data["nodes"])

    @property
    def edges(self) -> int:
        return len(self.data["edges"])

    @property
    def message(self) -> str:
        return str(self.data["message"])


def _plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def build_view(store: GraphStore, sub: SubGraph, title: str, max_nodes: int) -> View:
    """Cap ``sub`` at ``max_nodes``, fetch what a click shows, and render the page."""
    from kg.paths import cypher_dir

    selection = select(sub, max_nodes)
    data = page_data(store, selection)
    if not selection.nodes:
        message = "Nothing to draw: no node of the graph is in the result."
    elif selection.complete:
        message = ""
    else:
        message = (
            f"Showing {_plural(len(selection.nodes), 'node')} of {selection.total_nodes:,} and "
            f"{_plural(len(selection.edges), 'relationship')} of {selection.total_edges:,}: "
            f"the best connected nodes and those that link them. Left out: "
            f"{_plural(selection.total_nodes - len(selection.nodes), 'node')} and "
            f"{_plural(selection.total_edges - len(selection.edges), 'relationship')} "
            f"(--max-nodes raises the cap)."
        )
    data.update(
        title=title,
        message=message,
        styles=grass_styles(cypher_dir() / "style.grass"),
        total_nodes=selection.total_nodes,
        total_edges=selection.total_edges,
    )
    return View(render_page(title, data), data)


def view_graph(store: GraphStore, max_nodes: int = DEFAULT_MAX_NODES) -> View:
    """The whole stored graph."""
    return build_view(store, whole_graph(store), f"kg: the graph ({store.backend})", max_nodes)


def view_around(
    store: GraphStore, name: str, depth: int = 1, max_nodes: int = DEFAULT_MAX_NODES
) -> View:
    """``name`` and everything within ``depth`` relationships of it."""
    sub = neighbourhood(store, name, depth)
    return build_view(store, sub, f"kg: around {name} (depth {depth})", max_nodes)


def view_result(
    store: GraphStore,
    cypher: str,
    params: Mapping[str, Any],
    title: str,
    names: Sequence[str] = (),
    max_nodes: int = DEFAULT_MAX_NODES,
) -> View:
    """The graph of one read-only query's result (see ``result_graph``)."""
    from kg.query import run_cypher

    result = run_cypher(store, cypher, params)
    return build_view(store, result_graph(store, result, names), title, max_nodes)


def write_view(view: View, path: Path) -> None:
    """Write the page whole (``kg.atomic``): a failed write leaves any earlier page in
    place, and only a regular file is replaced."""
    from kg.atomic import atomic_text_file
    from kg.errors import KgError

    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise KgError(f"cannot write {path}: {exc.strerror or exc}") from exc
    with atomic_text_file(path) as out:
        out.write(view.html)
