"""Benchmarks 1 and 2: ``kg extract`` throughput against the bare pretrained pipeline,
and ``--workers 2`` against ``--workers 1``, measured side by side in one run.

Every figure is a whole process run on the same scaled corpus: the bare pipeline
(``bench/bare_pipe.py``: the same pretrained components, ``nlp.pipe``, nothing else) and
``kg extract`` (clean-up, our components, JSONL output). Tokens are those of spaCy's
tokenizer, counted by the bare run. With ``--repeat`` the runs alternate and the fastest
of each is kept, which is what a 2-core machine shared with other work allows.

Usage::

    python bench/extract_throughput.py --n 6400 [--limit N] [--repeat 1] [--no-workers]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from _common import (
    BENCH,
    DEFAULT_WORKDIR,
    corpus_path,
    kg_command,
    print_table,
    read_jsonl,
    run_timed,
    verdict,
)
from make_corpus import write_jsonl


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=6400, help="papers in the scaled corpus")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, help="only the first N papers of the corpus")
    parser.add_argument("--repeat", type=int, default=1, help="alternating runs per side")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--no-workers", action="store_true", help="skip the --workers 2 run")
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR)
    parser.add_argument("--keep", type=Path, help="copy the kg extract output here")
    args = parser.parse_args()

    corpus = corpus_path(args.workdir, args.n, args.seed)
    if args.limit:
        records = read_jsonl(corpus)[: args.limit]
        corpus = write_jsonl(records, args.workdir / f"abstracts-{args.n}-s{args.seed}-first{args.limit}.jsonl")
    papers = len(read_jsonl(corpus))
    output = args.keep or args.workdir / "extractions.jsonl"
    bare_cmd = [sys.executable, str(BENCH / "bare_pipe.py"), str(corpus), "--batch-size", str(args.batch_size)]

    def kg_extract(workers: int) -> float:
        cmd = [*kg_command(), "-q", "extract", str(corpus), "-o", str(output),
               "--batch-size", str(args.batch_size), "--workers", str(workers)]
        return run_timed(cmd).seconds

    bare_wall, bare_pipe, kg_one, kg_two = [], [], [], []
    tokens = 0
    for _ in range(args.repeat):
        run = run_timed(bare_cmd)
        report = json.loads(run.stdout)
        tokens = report["tokens"]
        bare_wall.append(run.seconds)
        bare_pipe.append(report["pipe_seconds"])
        kg_one.append(kg_extract(1))
        if not args.no_workers:
            kg_two.append(kg_extract(2))

    rate = tokens / min(kg_one)
    rows = [
        ("papers / tokens", f"{papers} / {tokens}"),
        ("bare pipeline, process wall", f"{min(bare_wall):.1f} s = {tokens / min(bare_wall):,.0f} tokens/s"),
        ("bare pipeline, nlp.pipe only", f"{min(bare_pipe):.1f} s = {tokens / min(bare_pipe):,.0f} tokens/s"),
        ("kg extract --workers 1, process wall", f"{min(kg_one):.1f} s = {rate:,.0f} tokens/s"),
        ("ratio kg extract / bare (process walls)",
         f"{min(bare_wall) / min(kg_one):.2f} (target >= 0.85: "
         f"{verdict(min(bare_wall) / min(kg_one), 0.85)})"),
        ("ratio kg extract / bare nlp.pipe only", f"{min(bare_pipe) / min(kg_one):.2f}"),
    ]
    if kg_two:
        speedup = min(kg_one) / min(kg_two)
        rows += [
            ("kg extract --workers 2, process wall", f"{min(kg_two):.1f} s = {tokens / min(kg_two):,.0f} tokens/s"),
            ("speed-up --workers 2 / --workers 1", f"{speedup:.2f}x (target >= 1.7x: {verdict(speedup, 1.7)})"),
        ]
    print_table(f"Extraction throughput ({papers} papers, best of {args.repeat})", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
