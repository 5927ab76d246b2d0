"""The review sample and scoring scripts of bench/ on a small built graph."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from kg.cli import cli

REPO = Path(__file__).resolve().parent.parent
CORPUS = Path(__file__).resolve().parent / "fixtures" / "query_graph" / "extractions.jsonl"


def run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(REPO / "bench" / script), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_sample_then_score(tmp_path: Path) -> None:
    db = tmp_path / "g.lbdb"
    loaded = CliRunner().invoke(cli, ["load", "--db", str(db), str(CORPUS)])
    assert loaded.exit_code == 0, loaded.output
    sample, everything = tmp_path / "sample.jsonl", tmp_path / "all.tsv"
    made = run(
        "entity_review_sample.py", "--db", str(db), "-o", str(sample), "--n", "2",
        "--all-entities", str(everything),
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    records = [json.loads(line) for line in sample.read_text().splitlines()]
    tops = [r for r in records if r["sample"] == "top"]
    assert [(r["label"], r["rank"]) for r in tops] == [
        (label, rank) for label in ("Method", "Task", "Dataset", "Metric") for rank in (1, 2)
    ]
    method = tops[0]
    assert method["paper_count"] >= tops[1]["paper_count"]
    assert 1 <= len(method["examples"]) <= 3
    assert all(e["evidence"] and e["title"] for e in method["examples"])
    randoms = [r for r in records if r["sample"] == "random"]
    assert len(randoms) == 8
    assert not {r["id"] for r in randoms} & {r["id"] for r in tops}
    assert everything.read_text().splitlines()[0] == "label\tpaper_count\tname\taliases"

    # Unreviewed lines are refused with the line number.
    unreviewed = run("entity_review_score.py", str(sample))
    assert unreviewed.returncode == 1
    assert f"{sample}:1: verdict ''" in unreviewed.stderr

    for number, record in enumerate(records):
        record["verdict"] = "OK" if number % 4 else "JUNK"
    sample.write_text("".join(json.dumps(r) + "\n" for r in records))
    scored = run("entity_review_score.py", str(sample), "--json")
    assert scored.returncode == 0, scored.stderr
    tables = json.loads(scored.stdout)
    assert tables["top"]["all"]["n"] == 8
    assert tables["top"]["all"]["ok"] + tables["top"]["all"]["JUNK"] == 8
    assert tables["random"]["all"]["ok"] == sum(
        1 for n, r in enumerate(records) if r["sample"] == "random" and n % 4
    )
    table = run("entity_review_score.py", str(sample)).stdout
    assert "**top sample**" in table
    assert "| all | 8 |" in table
