"""Benchmarks 3 and 4: cold ``kg build`` of the scaled corpus into the embedded store (wall
time, peak RSS), then rebuilds of the same store: nothing changed, then 1% and 4% of the
abstracts edited (same ids, one sentence more), so that the cost of a change can be
compared with its size.

Each run is a separate ``kg build`` process on a fresh database and extraction cache in
the work folder. Peak RSS is that of the build process and the workers it reaped.

Usage::

    python bench/build_bench.py --n 6400 [--limit N] [--workers 2]
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

from _common import (
    DEFAULT_WORKDIR,
    Timed,
    corpus_path,
    kg_command,
    print_table,
    read_jsonl,
    run_timed,
    verdict,
)
from make_corpus import edit_corpus, write_jsonl

_COUNTS = re.compile(r"(\d+) extracted, (\d+) from cache")


def counts(run: Timed) -> tuple[int, int]:
    """(papers extracted, papers taken from the extraction cache) of a build."""
    found = _COUNTS.search(run.stderr)
    if found is None:
        raise SystemExit(f"no build summary in the output of kg build:\n{run.stderr[-2000:]}")
    return int(found.group(1)), int(found.group(2))


def extracted(run: Timed) -> str:
    done, cached = counts(run)
    return f"{done} extracted, {cached} from the cache"


def under(value: float, limit: float) -> str:
    return verdict(value, limit, higher_is_better=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=6400, help="papers in the scaled corpus")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, help="only the first N papers of the corpus")
    parser.add_argument("--workers", type=int, default=2, help="kg build --workers")
    parser.add_argument(
        "--edits",
        type=float,
        nargs="*",
        default=[0.01, 0.04],
        help="fractions of papers edited before each incremental rebuild",
    )
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR)
    args = parser.parse_args()

    records = read_jsonl(corpus_path(args.workdir, args.n, args.seed, args.limit))
    folder = args.workdir / "build"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    # The input keeps one file name throughout: a rebuild re-reads "the same file", edited.
    corpus = write_jsonl(records, folder / "abstracts.jsonl")
    db = folder / "kg.lbdb"
    env = {"KG_CACHE_DIR": str(folder / "cache")}
    cmd = [*kg_command(), "build", str(corpus), "--db", str(db), "--workers", str(args.workers)]

    cold = run_timed(cmd, env)
    warm = run_timed(cmd, env)
    rows = [
        ("papers", f"{len(records)}"),
        (
            f"cold build (--workers {args.workers})",
            f"{cold.seconds:.1f} s ({under(cold.seconds, 150)} <= 150 s); {extracted(cold)}",
        ),
        (
            "cold build peak RSS",
            f"{cold.peak_rss_mb:,.0f} MB ({under(cold.peak_rss_mb, 1536)} <= 1.5 GB)",
        ),
        ("warm rebuild, nothing changed", f"{warm.seconds:.2f} s; {extracted(warm)}"),
        (
            "cold / warm",
            f"{cold.seconds / warm.seconds:.1f}x "
            f"(target >= 30x: {verdict(cold.seconds / warm.seconds, 30)})",
        ),
    ]
    points: list[tuple[int, float]] = []  # (papers extracted, seconds over the warm rebuild)
    for fraction in args.edits:
        edited, count = edit_corpus(records, fraction, args.seed)
        write_jsonl(edited, corpus)
        run = run_timed(cmd, env)
        extra = run.seconds - warm.seconds
        points.append((counts(run)[0], extra))
        rows.append(
            (
                f"rebuild, {fraction:.0%} edited ({count} papers)",
                f"{run.seconds:.1f} s; {extracted(run)}; {extra:.1f} s over warm",
            )
        )
    if len(points) >= 2 and points[-1][0] != points[0][0]:
        # Two sizes of change: the cost of one more extracted paper, and what is paid
        # whatever the size (loading the model, starting the workers).
        (n1, t1), (n2, t2) = points[0], points[-1]
        slope = (t2 - t1) / (n2 - n1)
        rows.append(
            (
                "cost of a change",
                f"{t1 - slope * n1:.1f} s fixed + {slope * 1000:.0f} ms per extracted paper",
            )
        )
    print_table(f"kg build, embedded store ({len(records)} papers)", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
