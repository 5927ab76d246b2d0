"""Recall of SciREX salient entities by the kg extractor (a benchmark, not a test).

SciREX annotates each abstract's *salient* entities (Method, Task, Dataset, Metric) with
their surface mentions. It lists no complete set of entities, so precision cannot be
measured here; this script answers one question: how many salient entities does
``kg.extract`` find, with the right type?

Matching. Every string is put through ``kg.normalize.normalize_name`` and split into
words, and every word is singularized. The gold side of an entity is its name and each of
its mentions. SciREX joins a long form and its acronym with two spaces, as in
"Named Entity Recognition  NER", so each part of such a name counts on its own. The
predicted side is an extracted entity's name and aliases. Two forms match when they are
equal or *within two words* of each other: the shorter form's words appear in the longer
form in the same order, not necessarily next to each other, and the longer form has at
most two more words. This is an insertion-only word edit distance of at most 2.
Substitutions are not allowed, so "F1" never matches "accuracy". The shorter form must
also have a word that is not generic (see ``GENERIC``), so that "dataset" does not match
"Cityscapes dataset". A salient entity is found when an extracted entity of the same type
has a form that matches one of its forms. The "any type" row drops the type condition.

Usage::

    python bench/scirex_recall.py [--limit N] [--workers N] [--save FILE] [--json] [--misses]
    python bench/scirex_recall.py --predictions extractions.jsonl   # score a kg extract file
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.corpus import paper_from_text
from kg.model import ENTITY_TYPES, Extraction, Paper
from kg.normalize import normalize_name, singularize

DEFAULT_DATA = Path("/work/shared/benchmarks/scirex-abstracts.jsonl")
MAX_EXTRA_WORDS = 2
#: Words that cannot carry a match on their own.
GENERIC = frozenset(
    {
        "dataset", "data", "benchmark", "corpus", "task", "method", "model", "network",
        "approach", "score", "metric", "system", "framework", "algorithm", "learning",
        "performance", "accuracy", "result",
    }
)  # fmt: skip


@dataclass
class Salient:
    type: str
    name: str
    forms: list[tuple[str, ...]]


@dataclass
class TypeRecall:
    gold: int = 0
    found: int = 0

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"gold": self.gold, "found": self.found, "recall": round(self.recall, 4)}


@dataclass
class Result:
    per_type: dict[str, TypeRecall]
    any_type: TypeRecall
    papers: int
    extracted_entities: int
    misses: list[tuple[str, str, str]] = field(default_factory=list)  # (paper id, type, name)

    @property
    def overall(self) -> TypeRecall:
        total = TypeRecall()
        for counts in self.per_type.values():
            total.gold += counts.gold
            total.found += counts.found
        return total

    def to_json(self, misses: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "papers": self.papers,
            "extracted_entities": self.extracted_entities,
            "per_type": {t: c.to_json() for t, c in self.per_type.items()},
            "overall": self.overall.to_json(),
            "any_type": self.any_type.to_json(),
        }
        if misses:
            data["misses"] = [{"paper": p, "type": t, "name": n} for p, t, n in self.misses]
        return data


def words(text: str) -> tuple[str, ...]:
    # normalize_name singularizes only the last word; a word that a longer form moves
    # away from the end ("Cityscapes" in "Cityscapes dataset") must compare equally.
    return tuple(singularize(word).lower() for word in normalize_name(text).split())


def within_two_words(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Equal, or the shorter is an in-order subsequence of the longer with ≤ 2 words more."""
    if not a or not b:
        return False
    if a == b:
        return True
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    if len(long) - len(short) > MAX_EXTRA_WORDS:
        return False
    if all(word in GENERIC for word in short):
        return False
    remaining = iter(long)
    return all(word in remaining for word in short)


def salient_entities(record: dict[str, Any]) -> list[Salient]:
    result = []
    for entity in record.get("salient_entities") or []:
        surfaces = [part for part in str(entity["name"]).split("  ") if part.strip()]
        surfaces += [str(m) for m in entity.get("mentions") or []]
        forms = sorted({f for f in (words(s) for s in surfaces) if f})
        result.append(Salient(str(entity["type"]), str(entity["name"]).strip(), forms))
    return result


def score(records: Sequence[dict[str, Any]], extractions: Iterable[Extraction]) -> Result:
    """Recall of each record's salient entities among the extraction for the same paper id."""
    by_id = {e.paper.id: e for e in extractions}
    per_type = {t: TypeRecall() for t in ENTITY_TYPES}
    any_type = TypeRecall()
    misses: list[tuple[str, str, str]] = []
    extracted = 0
    for record in records:
        extraction = by_id.get(str(record["id"]))
        predicted = [
            (entity.type, [f for f in (words(s) for s in (entity.name, *entity.aliases)) if f])
            for entity in (extraction.entities if extraction else [])
        ]
        extracted += len(predicted)
        for gold in salient_entities(record):
            counts = per_type.setdefault(gold.type, TypeRecall())
            hits = [
                kind
                for kind, forms in predicted
                if any(within_two_words(p, g) for p in forms for g in gold.forms)
            ]
            counts.gold += 1
            any_type.gold += 1
            if gold.type in hits:
                counts.found += 1
            else:
                misses.append((str(record["id"]), gold.type, gold.name))
            if hits:
                any_type.found += 1
    return Result(per_type, any_type, len(records), extracted, misses)


def load_records(path: Path, limit: int | None) -> list[dict[str, Any]]:
    records = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                records.append(json.loads(line))
            if limit is not None and len(records) >= limit:
                break
    return records


def to_papers(records: Sequence[dict[str, Any]]) -> list[Paper]:
    return [
        paper_from_text(r["abstract"], id=str(r["id"]), title=r.get("title"), source=f"scirex#{n}")
        for n, r in enumerate(records, start=1)
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="SciREX abstracts JSONL")
    parser.add_argument("--limit", type=int, help="only the first N abstracts")
    parser.add_argument("--workers", type=int, default=1, help="extraction processes")
    parser.add_argument(
        "--predictions", type=Path, help="score this kg extract file instead of extracting"
    )
    parser.add_argument("--save", type=Path, help="also write the extractions to this JSONL file")
    parser.add_argument("--json", action="store_true", help="one JSON document on stdout")
    parser.add_argument("--misses", action="store_true", help="list the salient entities missed")
    args = parser.parse_args(argv)

    records = load_records(args.data, args.limit)
    if args.predictions:
        with args.predictions.open(encoding="utf-8") as handle:
            extractions = [Extraction.from_json(json.loads(x)) for x in handle if x.strip()]
    else:
        from kg.extract import extract_papers

        extractions = list(extract_papers(to_papers(records), workers=args.workers))
        if args.save:
            with args.save.open("w", encoding="utf-8") as handle:
                for extraction in extractions:
                    handle.write(json.dumps(extraction.to_json(), ensure_ascii=False) + "\n")
    result = score(records, extractions)

    if args.json:
        print(json.dumps(result.to_json(misses=args.misses), indent=2, ensure_ascii=False))
        return 0
    print(
        f"SciREX salient-entity recall: {result.papers} abstracts, "
        f"{result.extracted_entities} entities extracted"
    )
    print(f"{'type':<10} {'gold':>6} {'found':>6} {'recall':>7}")
    rows = [*result.per_type.items(), ("overall", result.overall), ("any type", result.any_type)]
    for name, counts in rows:
        print(f"{name:<10} {counts.gold:>6} {counts.found:>6} {counts.recall:>7.3f}")
    if args.misses:
        print()
        for paper_id, kind, name in result.misses:
            print(f"{paper_id[:12]}  {kind:<8} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
