"""A small graph over four years and two venues, written by hand for the trend queries.

Each paper lists its relationships as (relationship, entity type, name, aliases); the
abstract is made of one sentence per relationship, which is also its evidence. The
expected results of tests/test_trends.py were worked out from this table by hand.
"""

from __future__ import annotations

import json
from pathlib import Path

from kg.model import Entity, Extraction, Mention, Paper, Relation

_SENTENCE = {
    "ADDRESSES": "This paper studies {}.",
    "USES": "Our approach builds on {}.",
    "PROPOSES": "We introduce {}.",
    "EVALUATES_ON": "Experiments run on {}.",
    "REPORTS": "Results are measured by {}.",
}

GEN, GRAPH, SPEECH = "image generation", "graph classification", "speech recognition"
DIFFUSION = ("Method", "diffusion model", ("DDPM",))

PAPERS: list[tuple[str, int, str, list[tuple[str, str, str, tuple[str, ...]]]]] = [
    (
        "t01",
        2020,
        "ConfA",
        [
            ("ADDRESSES", "Task", GRAPH, ()),
            ("USES", "Method", "GAN", ()),
            ("EVALUATES_ON", "Dataset", "ImageNet", ()),
        ],
    ),
    ("t02", 2020, "ConfA", [("ADDRESSES", "Task", GRAPH, ()), ("USES", "Method", "GAN", ())]),
    (
        "t03",
        2020,
        "ConfB",
        [("ADDRESSES", "Task", SPEECH, ()), ("REPORTS", "Metric", "word error rate", ())],
    ),
    (
        "t04",
        2020,
        "ConfB",
        [
            ("ADDRESSES", "Task", GEN, ()),
            ("USES", "Method", "GAN", ()),
            ("EVALUATES_ON", "Dataset", "ImageNet", ()),
        ],
    ),
    (
        "t05",
        2021,
        "ConfA",
        [("ADDRESSES", "Task", GEN, ()), ("USES", *DIFFUSION), ("USES", "Method", "GAN", ())],
    ),
    ("t06", 2021, "ConfB", [("ADDRESSES", "Task", GRAPH, ())]),
    (
        "t07",
        2022,
        "ConfA",
        [
            ("ADDRESSES", "Task", GEN, ()),
            ("USES", *DIFFUSION),
            ("PROPOSES", "Dataset", "TinyBench", ()),
            ("EVALUATES_ON", "Dataset", "TinyBench", ()),
        ],
    ),
    (
        "t08",
        2022,
        "ConfA",
        [
            ("ADDRESSES", "Task", SPEECH, ()),
            ("REPORTS", "Metric", "word error rate", ()),
            ("EVALUATES_ON", "Dataset", "TinyBench", ()),
        ],
    ),
    (
        "t09",
        2023,
        "ConfA",
        [
            ("ADDRESSES", "Task", GEN, ()),
            ("USES", *DIFFUSION),
            ("EVALUATES_ON", "Dataset", "ImageNet", ()),
        ],
    ),
    (
        "t10",
        2023,
        "ConfA",
        [
            ("ADDRESSES", "Task", GEN, ()),
            ("PROPOSES", "Method", "Cascade Diffusion", ()),
            ("USES", *DIFFUSION),
        ],
    ),
    (
        "t11",
        2023,
        "ConfB",
        [("ADDRESSES", "Task", GEN, ()), ("USES", *DIFFUSION), ("REPORTS", "Metric", "FID", ())],
    ),
    (
        "t12",
        2023,
        "ConfB",
        [
            ("ADDRESSES", "Task", SPEECH, ()),
            ("REPORTS", "Metric", "word error rate", ()),
            ("USES", "Method", "GAN", ()),
        ],
    ),
]


def extraction(paper_id: str, year: int, venue: str, relations: list) -> Extraction:
    sentences = [_SENTENCE[rel].format(name) for rel, _, name, _ in relations]
    abstract = " ".join(sentences)
    entities: dict[str, Entity] = {}
    found: list[Relation] = []
    for (rel, kind, name, aliases), sentence in zip(relations, sentences, strict=True):
        key = f"{kind.lower()}:{name.lower()}"
        if key not in entities:
            start = abstract.index(name)
            mention = Mention(start, start + len(name), name)
            entities[key] = Entity(key, kind, name, list(aliases), [mention])
        found.append(Relation(rel, "paper", key, sentence))
    title = f"Paper {paper_id} on {relations[0][2]}"
    paper = Paper(paper_id, abstract, f"trends.jsonl#{paper_id}", title, year, venue)
    return Extraction(paper, list(entities.values()), found)


def write_trend_graph(path: Path) -> Path:
    """The extraction JSONL of the table above (``kg load`` input)."""
    lines = [json.dumps(extraction(*paper).to_json()) for paper in PAPERS]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
