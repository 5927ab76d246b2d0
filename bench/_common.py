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


def corpus_path(workdir: Path, n: int, seed: int) -> Path:
    """The scaled corpus of ``n`` papers in ``workdir``, made if it is not there yet."""
    path = workdir / f"abstracts-{n}-s{seed}.jsonl"
    if not path.exists():
        write_jsonl(make_corpus(n, seed), path)
    return path


def read_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


@dataclass
class Timed:
    seconds: float
    peak_rss_mb: float
    stdout: str


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
    return Timed(seconds, usage.ru_maxrss / 1024, stdout)


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
