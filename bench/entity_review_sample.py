"""The entity review sample of a built graph, ready for reviewers.

For each label (Method, Task, Dataset, Metric): the top N entities by paper count and a
seeded random N of the others. Each JSONL line holds what a reviewer needs to judge one
entity: its name, aliases, paper count and up to three papers (id, title or the start of
the abstract, and the evidence sentence of the relation), plus an empty ``verdict`` to fill
with OK, JUNK, WRONG_TYPE, BAD_NAME, DUPLICATE or WRONG_MERGE (and an optional ``note``).
``bench/entity_review_score.py`` turns the filled file into the two tables.

``--all-entities FILE`` also writes every entity as TSV (label, paper_count, name, aliases
joined by " | "), for reviewers to search for duplicates of a sampled name.

Usage::

    python bench/entity_review_sample.py --db kg.lbdb -o sample.jsonl [--n 60] [--seed 12]
        [--all-entities all.tsv]
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from kg.model import ENTITY_TYPES
from kg.store import GraphStore, StoreSettings, open_store

VERDICTS = ("OK", "JUNK", "WRONG_TYPE", "BAD_NAME", "DUPLICATE", "WRONG_MERGE")
EXAMPLES = 3


def entities(store: GraphStore, label: str) -> list[dict[str, Any]]:
    """Every entity of ``label``: id, name, aliases, paper_count; most widespread first."""
    result = store.read(
        f"MATCH (n:{label}) RETURN n.id AS id, n.name AS name, n.aliases AS aliases, "
        "n.paper_count AS paper_count"
    )
    found = [dict(zip(result.columns, row, strict=True)) for row in result.rows]
    found.sort(key=lambda e: (-int(e["paper_count"] or 0), e["id"]))
    return found


def examples(store: GraphStore, label: str, entity_id: str) -> list[dict[str, Any]]:
    """Up to three papers that mention the entity, with the sentence that says so."""
    result = store.read(
        f"MATCH (p:Paper)-[r]->(n:{label} {{id: $id}}) "
        "RETURN p.id AS paper, p.name AS title, r.evidence AS evidence "
        "ORDER BY paper LIMIT $limit",
        {"id": entity_id, "limit": EXAMPLES},
    )
    return [dict(zip(result.columns, row, strict=True)) for row in result.rows]


def sample(store: GraphStore, n: int, seed: int) -> list[dict[str, Any]]:
    """The top ``n`` and a seeded random ``n`` of the rest, per label."""
    records = []
    rng = random.Random(seed)
    for label in ENTITY_TYPES:
        ranked = entities(store, label)
        top = ranked[:n]
        rest = ranked[n:]
        picked = sorted(rng.sample(rest, min(n, len(rest))), key=lambda e: e["id"])
        for kind, chosen in (("top", top), ("random", picked)):
            for rank, entity in enumerate(chosen, start=1):
                records.append(
                    {
                        "sample": kind,
                        "label": label,
                        "rank": rank,
                        "id": entity["id"],
                        "name": entity["name"],
                        "aliases": list(entity["aliases"] or []),
                        "paper_count": int(entity["paper_count"] or 0),
                        "examples": examples(store, label, entity["id"]),
                        "verdict": "",
                        "note": "",
                    }
                )
    return records


def write_all_entities(store: GraphStore, path: Path) -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write("label\tpaper_count\tname\taliases\n")
        for label in ENTITY_TYPES:
            for entity in entities(store, label):
                aliases = " | ".join(entity["aliases"] or [])
                out.write(f"{label}\t{entity['paper_count']}\t{entity['name']}\t{aliases}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", type=Path, required=True, help="embedded database of the graph")
    parser.add_argument("-o", "--output", type=Path, required=True, help="JSONL file to write")
    parser.add_argument("--n", type=int, default=60, help="entities per label and sample")
    parser.add_argument("--seed", type=int, default=12, help="seed of the random sample")
    parser.add_argument("--all-entities", type=Path, help="also write every entity as TSV")
    args = parser.parse_args()
    if not args.db.exists():
        parser.error(f"no database at {args.db}")
    with open_store(StoreSettings(db_path=args.db), read_only=True) as store:
        records = sample(store, args.n, args.seed)
        if args.all_entities:
            write_all_entities(store, args.all_entities)
    with args.output.open("w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} entities to {args.output}")


if __name__ == "__main__":
    main()
