"""A conference-sized corpus made on the fly from the real abstracts in ../shared.

Each synthetic abstract borrows the sentence count of a real one and fills every position
with a sentence from the same relative position of another real abstract: openings stay
openings ("Large language models ..."), contributions stay in the middle, results come
last. The texts are distinct, the ids fresh (``s<seed>-<n>``), and the output is the same
for the same seed and sources. It is written outside the repository (default
/tmp/kg-scale) or to the ignored bench/out/, and never committed.

Usage::

    python bench/make_corpus.py --n 6400 --seed 0 -o /tmp/kg-scale/abstracts.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared"
#: The development file of the ICML 2026 sample and the SciREX abstracts. Never the whole
#: ``corpus/`` folder: its other file is kept unopened by the project.
DEFAULT_SOURCES = (
    SHARED / "corpus" / "000_74eb127d1944ca6d.txt",
    SHARED / "benchmarks" / "scirex-abstracts.jsonl",
)
DEFAULT_OUTPUT = Path("/tmp/kg-scale/abstracts.jsonl")

#: Longer "abstracts" in SciREX are paper bodies, not abstracts: they are not used.
MAX_SOURCE_CHARS = 3000
# A sentence ends at . ! or ? followed by space and an upper-case letter, digit or bracket;
# "e.g. the" and "et al. (2020)" rarely look like that, and a rare bad cut is harmless.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(\[])")
_ABBREVIATION_END = re.compile(r"\b(?:e\.g|i\.e|et al|vs|cf|Fig|Eq|resp)\.$")


def split_sentences(text: str) -> list[str]:
    """The sentences of an abstract, whitespace normalized."""
    text = " ".join(text.split())
    sentences: list[str] = []
    for part in _SENTENCE_END.split(text):
        if sentences and _ABBREVIATION_END.search(sentences[-1]):
            sentences[-1] += " " + part
        else:
            sentences.append(part)
    return [s for s in sentences if s]


def read_sources(sources: Sequence[Path]) -> list[list[str]]:
    """The sentence lists of the real abstracts (plain-text collections, JSONL, folders)."""
    from kg.corpus import read_papers

    texts: list[str] = []
    for source in sources:
        if source.suffix == ".jsonl":
            # SciREX lines carry annotations kg.corpus does not know; only "abstract" is read.
            with source.open(encoding="utf-8") as lines:
                texts += [json.loads(line)["abstract"] for line in lines if line.strip()]
        else:
            texts += [paper.abstract for paper in read_papers([source])]
    abstracts = [split_sentences(t) for t in texts if len(t) <= MAX_SOURCE_CHARS]
    return [a for a in abstracts if len(a) >= 3]


def recombine(abstracts: list[list[str]], n: int, seed: int) -> list[str]:
    """``n`` distinct abstracts made from the sentences of ``abstracts``."""
    rng = random.Random(seed)
    seen: set[str] = set()
    out: list[str] = []
    attempts = 0
    while len(out) < n:
        attempts += 1
        if attempts > 20 * n + 1000:
            raise SystemExit(f"could only make {len(out)} distinct abstracts from the sources")
        template = rng.choice(abstracts)
        size = len(template)
        sentences = []
        for position in range(size):
            donor = rng.choice(abstracts)
            where = round(position * (len(donor) - 1) / max(1, size - 1))
            sentences.append(donor[where])
        text = " ".join(dict.fromkeys(sentences))  # a sentence drawn twice is said once
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def make_corpus(n: int, seed: int, sources: Sequence[Path] = DEFAULT_SOURCES) -> list[dict]:
    """The JSONL records of a synthetic corpus of ``n`` papers."""
    texts = recombine(read_sources(sources), n, seed)
    return [
        {
            "id": f"s{seed}-{i:05d}",
            "title": None,
            "abstract": text,
            "year": 2026,
            "venue": "ICML 2026 (synthetic)",
        }
        for i, text in enumerate(texts, start=1)
    ]


def edit_corpus(records: list[dict], fraction: float, seed: int) -> tuple[list[dict], int]:
    """A copy of ``records`` where ``fraction`` of the abstracts gain one sentence (same ids,
    so a rebuild sees them as edited papers), and how many were edited."""
    rng = random.Random(f"edit-{seed}-{fraction}")
    count = max(1, round(len(records) * fraction)) if fraction > 0 else 0
    chosen = set(rng.sample(range(len(records)), count))
    edited = []
    for i, record in enumerate(records):
        if i in chosen:
            donor = split_sentences(rng.choice(records)["abstract"])
            record = {**record, "abstract": record["abstract"] + " " + donor[-1]}
        edited.append(record)
    return edited, count


def write_jsonl(records: list[dict], path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=6400, help="papers to make (default 6400)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument(
        "--source",
        type=Path,
        action="append",
        help="real abstracts to recombine (default: the ../shared development file + SciREX)",
    )
    args = parser.parse_args(argv)
    records = make_corpus(args.n, args.seed, args.source or DEFAULT_SOURCES)
    write_jsonl(records, args.output)
    chars = sum(len(r["abstract"]) for r in records)
    print(
        f"{len(records)} abstracts ({chars / len(records):.0f} characters on average) "
        f"-> {args.output}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
