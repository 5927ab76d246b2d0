"""Where the embedded write's time went: forms of the relationship statements kg writes into
LadybugDB, for N and 4·N papers, side by side in one run.

Each paper gets one relationship to a node of its own and one to one of 25 shared nodes (as
papers share tasks and datasets), written as kg writes them: ``UNWIND $rows`` in batches of
20,000, a commit per statement. Then a quarter of the relationships to shared nodes are
updated. The forms compared:

* create, ``MATCH (a {id: r.a}), (b {id: r.b})``: one MATCH with a comma, which the engine
  plans as a cross product of the two node tables (kg before issue 14);
* create, ``MATCH (a {id: r.a}) MATCH (b {id: r.b})``: two MATCH clauses (kg now);
* update, ``MATCH (a {id: r.a})-[e]->(b {id: r.b})``: the path with both ids, which the engine
  may start from the shared node and its ever longer list of relationships (before);
* update, ``MATCH (a {id: r.a}) WITH a, r MATCH (a)-[e]->(b) WHERE b.id = r.b``: from the
  source node's own relationships (now).

A ratio near the factor is linear. The comma form is only run at ``--comma-n`` (default
2,000 and 4× that): it is quadratic. Files go to ``/tmp/kg-scale/rel-growth/``
(``KG_BENCH_DIR``).

Usage::

    python bench/rel_write_growth.py [--n 25000] [--factor 4] [--comma-n 2000]
"""

from __future__ import annotations

import argparse
import shutil
import time

from _common import DEFAULT_WORKDIR, print_table

#: kg's rows per write statement (kg.store.embedded.EMBEDDED_BATCH_SIZE).
BATCH = 20_000
CREATE_COMMA = (
    "UNWIND $rows AS r MATCH (a:P {id: r.a}), (b:T {id: r.b}) "
    "CREATE (a)-[e:R]->(b) SET e.evidence = r.e"
)
CREATE_TWO_MATCH = (
    "UNWIND $rows AS r MATCH (a:P {id: r.a}) MATCH (b:T {id: r.b}) "
    "CREATE (a)-[e:R]->(b) SET e.evidence = r.e"
)
UPDATE_PATH = "UNWIND $rows AS r MATCH (a:P {id: r.a})-[e:R]->(b:T {id: r.b}) SET e.evidence = 'y'"
UPDATE_FROM_SOURCE = (
    "UNWIND $rows AS r MATCH (a:P {id: r.a}) WITH a, r "
    "MATCH (a)-[e:R]->(b:T) WHERE b.id = r.b SET e.evidence = 'z'"
)


def run(n: int, create: str, update: str | None) -> tuple[float, float]:
    """Seconds to create ``2n`` relationships with ``create``, then to update ``n/4`` of them
    with ``update`` (0 when None)."""
    import ladybug

    folder = DEFAULT_WORKDIR / "rel-growth"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    db = ladybug.Database(str(folder / "bench.lbdb"), buffer_pool_size=512 * 1024 * 1024)
    conn = ladybug.Connection(db)
    conn.execute("CALL checkpoint_threshold=67108864")  # as kg's writer sets it
    conn.execute("CREATE NODE TABLE P(id STRING PRIMARY KEY)")
    conn.execute("CREATE NODE TABLE T(id STRING PRIMARY KEY)")
    conn.execute("CREATE REL TABLE R(FROM P TO T, evidence STRING)")

    def each_batch(cypher: str, rows: list[dict[str, str]]) -> None:
        for start in range(0, len(rows), BATCH):
            conn.execute(cypher, {"rows": rows[start : start + BATCH]})

    each_batch("UNWIND $rows AS r CREATE (:P {id: r})", [f"p{i}" for i in range(n)])
    own = [f"own{i}" for i in range(n)]
    each_batch("UNWIND $rows AS r CREATE (:T {id: r})", [f"t{i}" for i in range(25)] + own)
    shared = [{"a": f"p{i}", "b": f"t{i % 25}", "e": "x" * 80} for i in range(n)]
    to_own = [{"a": f"p{i}", "b": f"own{i}", "e": "x" * 80} for i in range(n)]
    started = time.perf_counter()
    each_batch(create, to_own)
    each_batch(create, shared)
    created = time.perf_counter() - started
    updated = 0.0
    if update:
        started = time.perf_counter()
        each_batch(update, shared[: n // 4])
        updated = time.perf_counter() - started
    conn.close()
    db.close()
    shutil.rmtree(folder, ignore_errors=True)
    return created, updated


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=25_000)
    parser.add_argument("--factor", type=int, default=4)
    parser.add_argument("--comma-n", type=int, default=2_000)
    args = parser.parse_args()
    rows = []

    def ratio(label: str, n: int, small: float, large: float) -> None:
        rows.extend(
            [
                (f"{label}, {n:,} papers", f"{small:.2f} s"),
                (f"{label}, {n * args.factor:,} papers", f"{large:.2f} s"),
                (f"{label}, ratio", f"{large / small:.2f} (linear: {args.factor})"),
            ]
        )

    n, m = args.n, args.comma_n
    comma = run(m, CREATE_COMMA, None), run(m * args.factor, CREATE_COMMA, None)
    ratio("create, one MATCH with a comma", m, comma[0][0], comma[1][0])
    path = (
        run(n, CREATE_TWO_MATCH, UPDATE_PATH),
        run(n * args.factor, CREATE_TWO_MATCH, UPDATE_PATH),
    )
    ratio("create, two MATCH clauses", n, path[0][0], path[1][0])
    ratio("update, path with both ids", n, path[0][1], path[1][1])
    source = (
        run(n, CREATE_TWO_MATCH, UPDATE_FROM_SOURCE),
        run(n * args.factor, CREATE_TWO_MATCH, UPDATE_FROM_SOURCE),
    )
    ratio("update, from the source node", n, source[0][1], source[1][1])
    print_table("Relationship statements in LadybugDB, N against factor·N papers", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
