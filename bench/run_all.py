"""Run every performance benchmark in turn and print their tables (for bench/README.md).

Usage::

    NEO4J_URI=bolt://127.0.0.1:7687 NEO4J_PASSWORD=… python bench/run_all.py [--n 6400]
        [--limit N] [--skip-neo4j]

Without ``NEO4J_PASSWORD`` the Neo4j benchmark is skipped. Expect about 15 minutes at
full size on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=6400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, help="only the first N papers in each benchmark")
    parser.add_argument("--skip-neo4j", action="store_true")
    args = parser.parse_args()

    common = ["--n", str(args.n), "--seed", str(args.seed)]
    limit = ["--limit", str(args.limit)] if args.limit else []
    runs = [
        [
            "make_corpus.py",
            "--n",
            str(args.n),
            "--seed",
            str(args.seed),
            "-o",
            f"/tmp/kg-scale/abstracts-{args.n}-s{args.seed}.jsonl",
        ],
        ["extract_throughput.py", *common, *limit],
        ["build_bench.py", *common, *limit],
    ]
    if not args.skip_neo4j and os.environ.get("NEO4J_PASSWORD"):
        runs.append(["neo4j_load.py", *common, *limit])
    else:
        print("(Neo4j benchmark skipped: set NEO4J_URI and NEO4J_PASSWORD)", file=sys.stderr)
    for script, *rest in runs:
        print(f"\n$ python bench/{script} {' '.join(rest)}", flush=True)
        subprocess.run([sys.executable, str(BENCH / script), *rest], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
