"""``kg extract``: papers in, one extraction JSON line per paper out, written atomically."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from kg.extraction_file import extraction_line, extraction_writer
from kg.model import ENTITY_TYPES, Paper


@dataclass
class ExtractSummary:
    papers: int = 0
    entities: Counter[str] = field(default_factory=Counter)
    relations: int = 0
    seconds: float = 0.0

    def line(self) -> str:
        types = ", ".join(f"{self.entities.get(t, 0)} {t}" for t in ENTITY_TYPES)
        return (
            f"{self.papers} papers: {sum(self.entities.values())} entities ({types}), "
            f"{self.relations} relations in {self.seconds:.1f} s"
        )


def write_extractions(
    papers: Iterable[Paper],
    output: Path,
    *,
    workers: int = 1,
    batch_size: int = 64,
    on_paper: Callable[[], None] | None = None,
) -> ExtractSummary:
    """Extract ``papers`` into the JSONL file ``output``. The file appears only when every
    paper is done: a failure leaves an earlier file untouched and no partial one."""
    from kg.extract import extract_papers

    started = time.perf_counter()
    summary = ExtractSummary()
    with extraction_writer(output) as out:
        for extraction in extract_papers(papers, workers=workers, batch_size=batch_size):
            out.write(extraction_line(extraction))
            summary.papers += 1
            summary.entities.update(e.type for e in extraction.entities)
            summary.relations += len(extraction.relations)
            if on_paper is not None:
                on_paper()
    summary.seconds = time.perf_counter() - started
    return summary
