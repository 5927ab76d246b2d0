"""Benchmark 5: loading the scaled graph into Neo4j with kg's batched loader (the Neo4j
store's ``write_graph``: ``UNWIND $rows`` statements, ``--tx-size`` rows per
transaction) against a naive loader written here: one ``MERGE`` per node and per
relationship, each in its own transaction.

The naive loader is slow enough that it runs on the subgraph of the first
``--naive-papers`` papers; the batched loader runs on that same subgraph (the side-by-side
ratio) and on the whole graph (the absolute rates). The database is emptied before each
load. The graph comes from a ``kg extract`` file of the scaled corpus (made with
``--workers 2`` when it is missing).

Connection: ``NEO4J_URI``, ``NEO4J_USERNAME``, ``NEO4J_PASSWORD``, ``NEO4J_DATABASE``.
Everything in that database is deleted: point it at a scratch server.

Usage::

    NEO4J_URI=bolt://127.0.0.1:7687 NEO4J_PASSWORD=… python bench/neo4j_load.py --n 6400
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from _common import (
    DEFAULT_WORKDIR,
    corpus_name,
    corpus_path,
    kg_command,
    print_table,
    run_timed,
    verdict,
)

from kg.store.base import GraphRecords


def extraction_file(workdir: Path, n: int, seed: int, limit: int | None) -> Path:
    """The ``kg extract`` output of the scaled corpus, made if missing."""
    path = workdir / f"extractions-{corpus_name(n, seed, limit)}.jsonl"
    if not path.exists():
        corpus = corpus_path(workdir, n, seed, limit)
        run_timed([*kg_command(), "-q", "extract", str(corpus), "-o", str(path), "--workers", "2"])
    return path


def graph_records(path: Path, papers: int | None) -> GraphRecords:
    from kg.extraction_file import read_extractions
    from kg.graph import assemble
    from kg.records import to_records

    extractions = read_extractions(path)
    return to_records(assemble(extractions[:papers] if papers else extractions))


def empty(driver: Any, database: str) -> None:
    with driver.session(database=database) as session:
        session.run(
            "MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS"
        ).consume()


def batched_load(settings: Any, records: GraphRecords, batch_size: int) -> float:
    """Seconds for kg's own loader to write ``records`` into the empty database."""
    from kg.store import StoreSettings, open_store

    with open_store(StoreSettings(neo4j=settings), batch_size=batch_size) as store:
        started = time.perf_counter()
        store.write_graph(records, current=GraphRecords())
        return time.perf_counter() - started


def naive_load(driver: Any, database: str, records: GraphRecords) -> float:
    """Seconds to write ``records`` one MERGE and one transaction at a time."""

    def run(tx: Any, cypher: str, params: dict[str, Any]) -> None:
        tx.run(cypher, params).consume()

    started = time.perf_counter()
    with driver.session(database=database) as session:
        for (label, node_id), props in records.nodes.items():
            session.execute_write(
                run,
                f"MERGE (n:{label} {{id: $id}}) SET n += $props",
                {"id": node_id, "props": props},
            )
        for (rel_type, source, a, target, b), props in records.edges.items():
            session.execute_write(
                run,
                f"MATCH (a:{source} {{id: $a}}), (b:{target} {{id: $b}}) "
                f"MERGE (a)-[e:{rel_type}]->(b) SET e += $props",
                {"a": a, "b": b, "props": props},
            )
    return time.perf_counter() - started


def size(records: GraphRecords) -> tuple[int, int]:
    return len(records.nodes), len(records.edges)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=6400, help="papers in the scaled corpus")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, help="only the first N papers of the corpus")
    parser.add_argument(
        "--naive-papers",
        type=int,
        default=400,
        help="papers in the subgraph both loaders write (default 400)",
    )
    parser.add_argument("--tx-size", type=int, default=1000, help="rows per transaction")
    parser.add_argument("--extractions", type=Path, help="a kg extract file of the corpus")
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR)
    args = parser.parse_args()

    from kg.store.neo4j import open_driver
    from kg.store.settings import Neo4jSettings

    settings = Neo4jSettings.from_env()
    path = args.extractions or extraction_file(args.workdir, args.n, args.seed, args.limit)
    small = graph_records(path, args.naive_papers)
    full = graph_records(path, None)
    driver = open_driver(settings)
    try:
        empty(driver, settings.database)
        naive = naive_load(driver, settings.database, small)
        empty(driver, settings.database)
        batched_small = batched_load(settings, small, args.tx_size)
        empty(driver, settings.database)
        batched_full = batched_load(settings, full, args.tx_size)
    finally:
        driver.close()

    def rate(records: GraphRecords, seconds: float) -> str:
        nodes, edges = size(records)
        return (
            f"{seconds:.1f} s: {nodes / seconds:,.0f} nodes/s, {edges / seconds:,.0f} "
            f"relationships/s ({(nodes + edges) / seconds:,.0f} elements/s)"
        )

    speedup = naive / batched_small
    nodes, edges = size(small)
    all_nodes, all_edges = size(full)
    print_table(
        "Loading into Neo4j",
        [
            ("subgraph", f"{args.naive_papers} papers: {nodes} nodes, {edges} relationships"),
            ("naive loader (MERGE + transaction per element)", rate(small, naive)),
            (f"kg batched loader (UNWIND, {args.tx_size} rows/tx)", rate(small, batched_small)),
            ("speed-up batched / naive", f"{speedup:.0f}x (target >= 20x: {verdict(speedup, 20)})"),
            ("whole graph", f"{all_nodes} nodes, {all_edges} relationships"),
            ("kg batched loader, whole graph", rate(full, batched_full)),
        ],
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
