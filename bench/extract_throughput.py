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
    Timed,
    corpus_name,
    corpus_path,
    kg_command,
    parallel_capacity,
    print_table,
    read_jsonl,
    run_timed,
    verdict,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=6400, help="papers in the scaled corpus")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, help="only the first N papers of the corpus")
    parser.add_argument("--repeat", type=int, default=1, help="alternating runs per side")
    parser.add_argument("--nlp-batch-size", type=int, default=64)
    parser.add_argument("--no-workers", action="store_true", help="skip the --workers 2 run")
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR)
    args = parser.parse_args()

    corpus = corpus_path(args.workdir, args.n, args.seed, args.limit)
    papers = len(read_jsonl(corpus))
    # Kept for bench/neo4j_load.py, which loads the graph of this corpus.
    output = args.workdir / f"extractions-{corpus_name(args.n, args.seed, args.limit)}.jsonl"
    bare_cmd = [
        sys.executable,
        str(BENCH / "bare_pipe.py"),
        str(corpus),
        "--nlp-batch-size",
        str(args.nlp_batch_size),
    ]

    def kg_extract(workers: int) -> Timed:
        cmd = [*kg_command(), "-q", "extract", str(corpus), "-o", str(output)]
        return run_timed(
            [*cmd, "--nlp-batch-size", str(args.nlp_batch_size), "--workers", str(workers)]
        )

    bare: list[Timed] = []
    one: list[Timed] = []
    two: list[Timed] = []
    pipe_seconds: list[float] = []
    capacity: list[float] = []
    tokens = 0
    for _ in range(args.repeat):
        run = run_timed(bare_cmd)
        report = json.loads(run.stdout)
        tokens = report["tokens"]
        bare.append(run)
        pipe_seconds.append(report["pipe_seconds"])
        one.append(kg_extract(1))
        if not args.no_workers:
            capacity.append(parallel_capacity())
            two.append(kg_extract(2))
            capacity.append(parallel_capacity())

    def best(runs: list[Timed]) -> Timed:
        return min(runs, key=lambda r: r.seconds)

    def speed(run: Timed) -> str:
        return (
            f"{run.seconds:.1f} s = {tokens / run.seconds:,.0f} tokens/s "
            f"(CPU {run.cpu_seconds:.1f} s)"
        )

    ratio = best(bare).seconds / best(one).seconds
    rows = [
        ("papers / tokens", f"{papers} / {tokens:,}"),
        ("bare pipeline, process wall", speed(best(bare))),
        ("bare pipeline, nlp.pipe only", f"{min(pipe_seconds):.1f} s"),
        ("kg extract --workers 1, process wall", speed(best(one))),
        (
            "ratio kg extract / bare (process walls)",
            f"{ratio:.2f} (target >= 0.85: {verdict(ratio, 0.85)})",
        ),
        ("ratio kg extract / bare nlp.pipe only", f"{min(pipe_seconds) / best(one).seconds:.2f}"),
    ]
    if two:
        speedup = best(one).seconds / best(two).seconds
        rows += [
            ("kg extract --workers 2, process wall", speed(best(two))),
            (
                "speed-up --workers 2 / --workers 1",
                f"{speedup:.2f}x (target >= 1.7x: {verdict(speedup, 1.7)})",
            ),
            (
                "CPU cost of the second worker",
                f"{best(two).cpu_seconds / best(one).cpu_seconds - 1:+.0%} CPU seconds",
            ),
            (
                "machine parallel capacity (2 busy loops)",
                f"{min(capacity):.2f}x-{max(capacity):.2f}x around the --workers 2 runs",
            ),
        ]
    print_table(f"Extraction throughput ({papers} papers, best of {args.repeat})", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
