"""Benchmark 6: does writing the embedded store grow linearly with the corpus?

A cached ``kg build`` (every extraction already in the extraction cache, so nothing is
parsed) of N and of 4·N small one-line abstracts, each into a fresh database, side by
side in one run: wall time, peak RSS and their ratio. Linear writing gives a time ratio
near 4. The abstracts and their extractions are generated here (each paper proposes its
own method and shares tasks, datasets, metrics and other methods with the rest), into
``/tmp/kg-scale/write-scale/`` (``KG_BENCH_DIR``), never into the repository.

Usage::

    python bench/write_scale.py [--n 25000] [--factor 4] [--profile]

``--profile`` also runs the smaller build under cProfile and prints the top functions
by cumulative time (where the time goes).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from _common import DEFAULT_WORKDIR, Timed, kg_command, print_table, run_timed

from kg.cache import ExtractionCache
from kg.corpus import paper_from_text
from kg.model import PAPER, Entity, Extraction, Mention, Relation, entity_key
from kg.normalize import normalize_name

_SHARED = {
    "Method": [f"Shared Method {i}" for i in range(40)],
    "Task": [f"task family {i}" for i in range(25)],
    "Dataset": [f"BenchSet-{i}" for i in range(30)],
    "Metric": [f"score variant {i}" for i in range(10)],
}


def _entity(kind: str, name: str, text: str) -> Entity:
    start = text.index(name)
    mention = Mention(start, start + len(name), name)
    return Entity(entity_key(kind, normalize_name(name)), kind, name, mentions=[mention])


def generated(count: int, source: str) -> list[Extraction]:
    """``count`` one-line abstracts and the extraction of each."""
    found = []
    for i in range(count):
        own = f"Probe Net {i}"
        used = _SHARED["Method"][i % 40]
        other = _SHARED["Method"][(7 * i + 3) % 40]
        task = _SHARED["Task"][i % 25]
        dataset = _SHARED["Dataset"][(3 * i) % 30]
        metric = _SHARED["Metric"][i % 10]
        text = (
            f"We propose {own} for {task}, built on {used}, and beat {other} "
            f"in {metric} on {dataset}."
        )
        paper = paper_from_text(text, source=f"{source}#{i + 1}")
        entities = [
            _entity("Method", own, text),
            _entity("Method", used, text),
            _entity("Method", other, text),
            _entity("Task", task, text),
            _entity("Dataset", dataset, text),
            _entity("Metric", metric, text),
        ]
        key = {e.name: e.key for e in entities}
        relations = [
            Relation("PROPOSES", PAPER, key[own], text),
            Relation("USES", PAPER, key[used], text),
            Relation("ADDRESSES", PAPER, key[task], text),
            Relation("EVALUATES_ON", PAPER, key[dataset], text),
            Relation("REPORTS", PAPER, key[metric], text),
            Relation("COMPARED_WITH", key[own], key[other], text),
        ]
        found.append(Extraction(paper, entities, relations))
    return found


def prepare(folder: Path, count: int) -> tuple[Path, Path]:
    """(corpus file, cache folder) of ``count`` papers with their extractions cached."""
    from kg.extract import extractor_fingerprint

    folder.mkdir(parents=True, exist_ok=True)
    corpus = folder / f"abstracts-{count}.txt"
    cache = folder / f"cache-{count}"
    shutil.rmtree(cache, ignore_errors=True)
    extractions = generated(count, corpus.resolve().as_posix())
    body = "\n\n".join(e.paper.abstract for e in extractions)
    corpus.write_text(f"Generated write-scale corpus\n\n{body}\n", encoding="utf-8")
    with ExtractionCache(cache) as store:
        store.put(extractions, extractor_fingerprint())
    return corpus, cache


def build(folder: Path, corpus: Path, cache: Path, profile: bool = False) -> Timed:
    db = folder / f"{corpus.stem}.lbdb"
    for old in folder.glob(f"{db.name}*"):
        old.unlink()
    command = ["build", str(corpus), "--db", str(db)]
    if profile:
        stats = folder / f"{corpus.stem}.prof"
        cmd = [sys.executable, "-m", "cProfile", "-o", str(stats), "-m", "kg.cli", *command]
    else:
        cmd = [*kg_command(), *command]
    run = run_timed(cmd, env={"KG_CACHE_DIR": str(cache)})
    if " 0 extracted" not in run.stderr:
        raise SystemExit(f"the build did not run from the cache:\n{run.stderr[-2000:]}")
    return run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=25_000, help="papers of the smaller build")
    parser.add_argument("--factor", type=int, default=4, help="the larger build is n × factor")
    parser.add_argument("--profile", action="store_true", help="profile the smaller build")
    args = parser.parse_args()
    folder = DEFAULT_WORKDIR / "write-scale"
    small_n, large_n = args.n, args.n * args.factor
    small = build(folder, *prepare(folder, small_n))
    large = build(folder, *prepare(folder, large_n))
    print_table(
        f"Cached kg build into the embedded store, {small_n:,} vs {large_n:,} one-line abstracts",
        [
            (f"wall time, {small_n:,}", f"{small.seconds:.1f} s"),
            (f"wall time, {large_n:,}", f"{large.seconds:.1f} s"),
            ("time ratio", f"{large.seconds / small.seconds:.2f} (linear: {args.factor})"),
            (f"peak RSS, {small_n:,}", f"{small.peak_rss_mb:.0f} MB"),
            (f"peak RSS, {large_n:,}", f"{large.peak_rss_mb:.0f} MB"),
            ("RSS ratio", f"{large.peak_rss_mb / small.peak_rss_mb:.2f}"),
        ],
    )
    if args.profile:
        import pstats

        corpus, cache = prepare(folder, small_n)
        build(folder, corpus, cache, profile=True)
        pstats.Stats(str(folder / f"{corpus.stem}.prof")).sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
