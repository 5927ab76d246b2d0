"""The data of a ``kg view`` page: each drawn node with what a click on it shows.

An entity shows its aliases, its paper count and its most recent papers, each with the
relationship and the evidence sentence that ties it to the paper; a method also shows
what it is compared with or part of. A paper shows its title, year, venue, link and every
relationship it has, with evidence. Evidence sentences are stored once per page and
referred to by index, since one sentence often supports several relationships.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from kg.schema import NODE_LABELS, PAPER_LABEL
from kg.store.base import GraphStore, NodeKey
from kg.view.layout import FORCE_LAYOUT_LIMIT, force_layout
from kg.view.subgraph import ENDPOINT_PAIRS, ENTITY_LABELS, Selection

#: How many papers a node's details list (most recent first); the rest are counted.
PAPERS_SHOWN = 6
#: How many method–method relationships a method's details list.
LINKS_SHOWN = 12
#: Node diameters in pixels for one paper and for the most papers on the page.
MIN_SIZE, MAX_SIZE = 14.0, 60.0


class _Sentences:
    """Evidence sentences stored once, referred to by their index."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}

    def ref(self, sentence: Any) -> int | None:
        if not sentence:
            return None
        return self.index.setdefault(str(sentence), len(self.index))

    def listing(self) -> list[str]:
        return list(self.index)


def page_data(store: GraphStore, selection: Selection) -> dict[str, Any]:
    """Nodes, edges and sentences as JSON-ready data, identical from either store."""
    ids = _ids(selection.nodes)
    props = _node_properties(store, ids)
    papers = _entity_papers(store, ids)
    links = _paper_links(store, ids)
    method_links = _method_links(store, ids)

    most = max((p.get("paper_count") or 0 for p in props.values()), default=1) or 1
    position = {key: i for i, key in enumerate(selection.nodes)}
    pinned = set(selection.pinned)
    nodes: list[dict[str, Any]] = []
    for key in selection.nodes:
        label, node_id = key
        info = props.get(key, {})
        node: dict[str, Any] = {
            "id": f"n{position[key]}",
            "key": node_id,
            "label": label,
            "name": info.get("name") or node_id,
        }
        if label == PAPER_LABEL:
            count = 1
            node.update(
                title=info.get("title"),
                year=info.get("year"),
                venue=info.get("venue"),
                url=info.get("url"),
                links=links.get(node_id, []),
            )
        else:
            count = int(info.get("paper_count") or 0)
            shown = papers.get(key, [])
            node.update(
                aliases=sorted(info.get("aliases") or [], key=lambda a: (a.lower(), a)),
                papers=count,
                paper_list=shown[:PAPERS_SHOWN],
                more_papers=max(0, len(shown) - PAPERS_SHOWN),
                links=method_links.get(node_id, [])[:LINKS_SHOWN] if label == "Method" else [],
            )
        node["size"] = _size(count, most)
        if key in pinned:
            node["pinned"] = True
        nodes.append(node)
    # Sentences are numbered in page order, not in the order a store returned them. A
    # paper listed by several entities is described once, in "papers".
    sentences = _Sentences()
    listed: dict[str, dict[str, Any]] = {}
    for node in nodes:
        for entry in [*node.get("paper_list", []), *node.get("links", [])]:
            entry["evidence"] = sentences.ref(entry["evidence"])
        for entry in node.get("paper_list", []):
            listed[entry["paper"]] = entry.pop("about")
    edges = [
        {
            "id": f"e{i}",
            "source": f"n{position[(edge[1], edge[2])]}",
            "target": f"n{position[(edge[3], edge[4])]}",
            "type": edge[0],
        }
        for i, edge in enumerate(selection.edges)
    ]
    if len(nodes) <= FORCE_LAYOUT_LIMIT:
        pairs = [(int(e["source"][1:]), int(e["target"][1:])) for e in edges]
        for node, (x, y) in zip(nodes, force_layout(len(nodes), pairs), strict=True):
            node["x"], node["y"] = x, y
    return {
        "nodes": nodes,
        "edges": edges,
        "papers": dict(sorted(listed.items())),
        "sentences": sentences.listing(),
    }


def _size(papers: int, most: int) -> float:
    """Diameter growing with the logarithm of the paper count, MIN_SIZE for one paper."""
    if most <= 1:
        return MIN_SIZE
    share = math.log1p(max(papers - 1, 0)) / math.log1p(most - 1)
    return round(MIN_SIZE + (MAX_SIZE - MIN_SIZE) * min(share, 1.0), 1)


def _ids(keys: Iterable[NodeKey]) -> dict[str, list[str]]:
    ids: dict[str, list[str]] = {label: [] for label in NODE_LABELS}
    for label, node_id in keys:
        ids[label].append(node_id)
    return {label: sorted(values) for label, values in ids.items()}


def _node_properties(store: GraphStore, ids: dict[str, list[str]]) -> dict[NodeKey, dict]:
    props: dict[NodeKey, dict[str, Any]] = {}
    if ids[PAPER_LABEL]:
        cypher = (
            f"MATCH (n:{PAPER_LABEL}) WHERE n.id IN $ids "
            "RETURN n.id, n.name, n.title, n.year, n.venue, n.url"
        )
        for node_id, name, title, year, venue, url in store.read(
            cypher, {"ids": ids[PAPER_LABEL]}
        ).rows:
            props[(PAPER_LABEL, str(node_id))] = {
                "name": name,
                "title": title,
                "year": int(year) if year is not None else None,
                "venue": venue,
                "url": url,
            }
    for label in ENTITY_LABELS:
        if not ids[label]:
            continue
        cypher = (
            f"MATCH (n:{label}) WHERE n.id IN $ids RETURN n.id, n.name, n.aliases, n.paper_count"
        )
        for node_id, name, aliases, count in store.read(cypher, {"ids": ids[label]}).rows:
            props[(label, str(node_id))] = {
                "name": name,
                "aliases": [str(a) for a in aliases or []],
                "paper_count": int(count or 0),
            }
    return props


def _entity_papers(
    store: GraphStore, ids: dict[str, list[str]]
) -> dict[NodeKey, list[dict[str, Any]]]:
    """Per entity: its papers, newest first, each with how it is related and the evidence."""
    found: dict[NodeKey, list[dict[str, Any]]] = {}
    for rel_type, source, target in ENDPOINT_PAIRS:
        if source != PAPER_LABEL or not ids[target]:
            continue
        cypher = (
            f"MATCH (p:{PAPER_LABEL})-[e:{rel_type}]->(n:{target}) WHERE n.id IN $ids "
            "RETURN n.id, p.id, coalesce(p.title, p.name), p.year, p.venue, e.evidence"
        )
        for node_id, paper_id, title, year, venue, evidence in store.read(
            cypher, {"ids": ids[target]}
        ).rows:
            found.setdefault((target, str(node_id)), []).append(
                {
                    "paper": str(paper_id),
                    "rel": rel_type,
                    "evidence": evidence,
                    "about": {
                        "title": title,
                        "year": int(year) if year is not None else None,
                        "venue": venue,
                    },
                }
            )
    for key, entries in found.items():
        # newest first, one entry per paper (the first relationship type in model order)
        entries.sort(key=lambda p: (-(p["about"]["year"] or 0), p["paper"], _rel_order(p["rel"])))
        seen: set[str] = set()
        unique = []
        for entry in entries:
            if entry["paper"] in seen:
                continue
            seen.add(entry["paper"])
            unique.append(entry)
        found[key] = unique
    return found


_REL_ORDER = {rel_type: i for i, (rel_type, _, _) in reversed(list(enumerate(ENDPOINT_PAIRS)))}


def _rel_order(rel_type: str) -> int:
    """Relationship types in the order of the graph model."""
    return _REL_ORDER[rel_type]


def _paper_links(store: GraphStore, ids: dict[str, list[str]]) -> dict[str, list[dict[str, Any]]]:
    """Per paper: every relationship it has, with the entity's name and the evidence."""
    found: dict[str, list[tuple[Any, ...]]] = {}
    if not ids[PAPER_LABEL]:
        return {}
    for rel_type, source, target in ENDPOINT_PAIRS:
        if source != PAPER_LABEL:
            continue
        cypher = (
            f"MATCH (p:{PAPER_LABEL})-[e:{rel_type}]->(n:{target}) WHERE p.id IN $ids "
            "RETURN p.id, n.name, n.id, e.evidence"
        )
        for paper_id, name, node_id, evidence in store.read(cypher, {"ids": ids[PAPER_LABEL]}).rows:
            found.setdefault(str(paper_id), []).append(
                (
                    _rel_order(rel_type),
                    str(name).lower(),
                    str(node_id),
                    rel_type,
                    target,
                    str(name),
                    evidence,
                )
            )
    return {
        paper_id: [
            {"rel": rel, "label": label, "name": name, "evidence": evidence}
            for _, _, _, rel, label, name, evidence in sorted(entries)
        ]
        for paper_id, entries in found.items()
    }


def _method_links(store: GraphStore, ids: dict[str, list[str]]) -> dict[str, list[dict[str, Any]]]:
    """Per method: what it is compared with or part of, in either direction."""
    found: dict[str, list[tuple[Any, ...]]] = {}
    if not ids["Method"]:
        return {}
    for rel_type, source, target in ENDPOINT_PAIRS:
        if (source, target) != ("Method", "Method"):
            continue
        cypher = (
            f"MATCH (a:Method)-[e:{rel_type}]->(b:Method) WHERE a.id IN $ids OR b.id IN $ids "
            "RETURN a.id, a.name, b.id, b.name, e.papers, e.evidence"
        )
        for a_id, a_name, b_id, b_name, papers, evidence in store.read(
            cypher, {"ids": ids["Method"]}
        ).rows:
            count = len(papers or [])
            first = (evidence or [None])[0]
            found.setdefault(str(a_id), []).append(
                (
                    _rel_order(rel_type),
                    0,
                    -count,
                    str(b_name).lower(),
                    str(b_id),
                    rel_type,
                    "out",
                    str(b_name),
                    count,
                    first,
                )
            )
            found.setdefault(str(b_id), []).append(
                (
                    _rel_order(rel_type),
                    1,
                    -count,
                    str(a_name).lower(),
                    str(a_id),
                    rel_type,
                    "in",
                    str(a_name),
                    count,
                    first,
                )
            )
    wanted = set(ids["Method"])
    return {
        method_id: [
            {
                "rel": rel,
                "dir": direction,
                "name": name,
                "papers": count,
                "evidence": evidence,
            }
            for *_, rel, direction, name, count, evidence in sorted(entries)[:LINKS_SHOWN]
        ]
        for method_id, entries in found.items()
        if method_id in wanted
    }
