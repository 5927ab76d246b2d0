"""The graph model of docs/design.md as data: node labels, their properties, relationship endpoints.

The stores, the schema files in ``cypher/schema/`` and ``kg/graph.py`` all follow these
tables, so a label or relationship type can only ever come from here, never from input.
"""

from __future__ import annotations

from kg.model import ENTITY_TYPES, METHOD_RELATIONS, PAPER_RELATIONS

PAPER_LABEL = "Paper"
NODE_LABELS: tuple[str, ...] = (PAPER_LABEL, *ENTITY_TYPES)

#: Property name → value kind ("str", "int" or "list", a list of strings), ``id`` excluded.
NODE_PROPERTIES: dict[str, dict[str, str]] = {
    PAPER_LABEL: {
        "name": "str",
        "title": "str",
        "abstract": "str",
        "source": "str",
        "year": "int",
        "venue": "str",
        "url": "str",
        "content_hash": "str",
    },
    **{label: {"name": "str", "aliases": "list", "paper_count": "int"} for label in ENTITY_TYPES},
}

#: Relationship type → the (source label, target label) pairs the model allows.
RELATION_ENDPOINTS: dict[str, tuple[tuple[str, str], ...]] = {
    "PROPOSES": tuple((PAPER_LABEL, t) for t in ("Method", "Dataset", "Metric", "Task")),
    "USES": ((PAPER_LABEL, "Method"),),
    "ADDRESSES": ((PAPER_LABEL, "Task"),),
    "EVALUATES_ON": ((PAPER_LABEL, "Dataset"),),
    "REPORTS": ((PAPER_LABEL, "Metric"),),
    "COMPARED_WITH": (("Method", "Method"),),
    "PART_OF": (("Method", "Method"),),
}

#: Paper relationships carry the supporting sentence; method–method ones are aggregated
#: over papers, with one evidence sentence per paper in ``papers`` order.
RELATION_PROPERTIES: dict[str, dict[str, str]] = {
    **{rel: {"evidence": "str"} for rel in PAPER_RELATIONS},
    **{rel: {"papers": "list", "evidence": "list"} for rel in METHOD_RELATIONS},
}

RELATION_TYPES: tuple[str, ...] = tuple(RELATION_ENDPOINTS)


#: The paper relationship an entity label takes when the extraction typed the entity otherwise.
PAPER_RELATION_OF: dict[str, str] = {
    "Method": "USES",
    "Task": "ADDRESSES",
    "Dataset": "EVALUATES_ON",
    "Metric": "REPORTS",
}


def paper_relation(rel_type: str, target_label: str) -> str:
    """``rel_type`` if the model allows it from a paper to ``target_label``, else the
    relationship that label takes (resolution may give an entity another type than the
    extractor did: a paper that "uses" what the corpus calls a Task addresses it)."""
    if allowed(rel_type, PAPER_LABEL, target_label):
        return rel_type
    return PAPER_RELATION_OF.get(target_label, rel_type)


def allowed(rel_type: str, source_label: str, target_label: str) -> bool:
    """Whether the model has ``(source_label)-[rel_type]->(target_label)``."""
    return (source_label, target_label) in RELATION_ENDPOINTS.get(rel_type, ())
