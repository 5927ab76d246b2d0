"""Helpers shared by the benchmark scripts: the scaled corpus, timed subprocesses, tables."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

# The scripts run as ``python bench/<name>.py``, which puts bench/ on the path.
from make_corpus import make_corpus, write_jsonl

BENCH = Path(__file__).resolve().parent
DEFAULT_WORKDIR = Path(os.environ.get("KG_BENCH_DIR", "/tmp/kg-scale"))


def kg_command() -> list[str]:
    """The ``kg`` of the running interpreter's environment."""
    script = Path(sys.executable).parent / "kg"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from kg.cli import main; main()"]


def corpus_name(n: int, seed: int, limit: int | None = None) -> str:
    """The name shared by a scaled corpus and its extraction file (``6400-s0``)."""
    return f"{n}-s{seed}" + (f"-first{limit}" if limit else "")


def corpus_path(workdir: Path, n: int, seed: int, limit: int | None = None) -> Path:
    """The scaled corpus of ``n`` papers (its first ``limit``) in ``workdir``, made if it
    is not there yet."""
    path = workdir / f"abstracts-{corpus_name(n, seed, limit)}.jsonl"
    if not path.exists():
        records = make_corpus(n, seed)
        write_jsonl(records[:limit] if limit else records, path)
    return path


def read_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


@dataclass
class Timed:
    seconds: float
    peak_rss_mb: float
    stdout: str
    stderr: str
    cpu_seconds: float = 0.0  # user + system, worker processes included


def run_timed(cmd: list[str], env: dict[str, str] | None = None) -> Timed:
    """Run ``cmd``; its wall time and peak resident memory, worker processes included."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(cmd, stdout=out, stderr=err, env={**os.environ, **(env or {})})
        # wait4 reports this child's rusage (its peak RSS, or that of a worker it reaped,
        # whichever is larger), the figure getrusage(RUSAGE_CHILDREN) gives after a single
        # child, without mixing in the earlier children of the benchmark.
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    if process.returncode != 0:
        sys.stderr.write(stderr[-4000:])
        raise SystemExit(f"failed ({process.returncode}): {' '.join(cmd)}")
    cpu = usage.ru_utime + usage.ru_stime
    return Timed(seconds, usage.ru_maxrss / 1024, stdout, stderr, cpu)


def print_table(title: str, rows: list[tuple[str, str]]) -> None:
    """A two-column markdown table (figure, value) on stdout."""
    print(f"\n### {title}\n")
    print("| figure | value |")
    print("|---|---|")
    for name, value in rows:
        print(f"| {name} | {value} |")
    sys.stdout.flush()


def verdict(value: float, target: float, higher_is_better: bool = True) -> str:
    ok = value >= target if higher_is_better else value <= target
    return "meets target" if ok else "BELOW target" if higher_is_better else "ABOVE target"


def _spin(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def parallel_capacity(n: int = 8_000_000) -> float:
    """How many cores' worth of CPU two processes get right now: the speed-up of two
    forked busy loops over the same two loops run one after the other (2.0 on an idle
    2-core machine, less when other work shares it)."""
    from multiprocessing import get_context

    started = time.perf_counter()
    _spin(n)
    _spin(n)
    serial = time.perf_counter() - started
    started = time.perf_counter()
    with get_context("fork").Pool(2) as pool:
        pool.map(_spin, [n, n])
    return serial / (time.perf_counter() - started)
