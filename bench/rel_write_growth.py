"""Where the embedded write's time went: relationships written with ``MERGE`` against
``CREATE`` into LadybugDB, for N and 4·N papers, side by side in one run.

Each paper gets one relationship to one of 25 shared nodes (as papers share tasks and
datasets), written as kg writes them: ``UNWIND $rows`` in batches of 5,000 inside one
transaction. ``MERGE`` looks through the relationships the shared node already has, so
its cost grows with the square of the corpus; ``CREATE`` (what kg now uses for
relationships the store does not hold) grows linearly. Files go to
``/tmp/kg-scale/rel-growth/`` (``KG_BENCH_DIR``).

Usage::

    python bench/rel_write_growth.py [--n 10000] [--factor 4]
"""

from __future__ import annotations

import argparse
import shutil
import time

from _common import DEFAULT_WORKDIR, print_table

#: kg's batch size before issue 14 (now it writes each step in one statement).
BATCH = 5000


def write(n: int, verb: str) -> float:
    """Seconds to write ``n`` relationships with ``verb`` (MERGE or CREATE)."""
    import ladybug

    folder = DEFAULT_WORKDIR / "rel-growth"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    db = ladybug.Database(str(folder / "bench.lbdb"))
    conn = ladybug.Connection(db)
    conn.execute("CREATE NODE TABLE P(id STRING PRIMARY KEY)")
    conn.execute("CREATE NODE TABLE T(id STRING PRIMARY KEY)")
    conn.execute("CREATE REL TABLE R(FROM P TO T, evidence STRING)")
    papers = [{"id": f"p{i}"} for i in range(n)]
    for start in range(0, n, BATCH):
        conn.execute(
            "UNWIND $rows AS r CREATE (:P {id: r.id})", {"rows": papers[start : start + BATCH]}
        )
    conn.execute("UNWIND range(0, 24) AS i CREATE (:T {id: 't' + string(i)})")
    rows = [{"a": f"p{i}", "b": f"t{i % 25}", "e": "x" * 80} for i in range(n)]
    started = time.perf_counter()
    conn.execute("BEGIN TRANSACTION")
    for start in range(0, n, BATCH):
        conn.execute(
            f"UNWIND $rows AS r MATCH (a:P {{id: r.a}}), (b:T {{id: r.b}}) "
            f"{verb} (a)-[e:R]->(b) SET e.evidence = r.e",
            {"rows": rows[start : start + BATCH]},
        )
    conn.execute("COMMIT")
    seconds = time.perf_counter() - started
    conn.close()
    db.close()
    shutil.rmtree(folder, ignore_errors=True)
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--factor", type=int, default=4)
    args = parser.parse_args()
    small, large = args.n, args.n * args.factor
    rows = []
    for verb in ("MERGE", "CREATE"):
        a, b = write(small, verb), write(large, verb)
        rows += [
            (f"{verb}, {small:,} relationships", f"{a:.1f} s"),
            (f"{verb}, {large:,} relationships", f"{b:.1f} s"),
            (f"{verb}, ratio", f"{b / a:.2f} (linear: {args.factor})"),
        ]
    print_table("Relationship writes into LadybugDB: MERGE against CREATE", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
