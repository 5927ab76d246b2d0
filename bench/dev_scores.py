"""Extraction quality on every development set, in one table (a benchmark, not a test).

Runs ``kg extract`` on each development input and scores it:

* ``000``: the development gold ``bench/gold/icml2026-000.jsonl`` (``kg eval``);
* ``scirex-dev``: ``bench/gold/scirex-dev.jsonl`` on the SciREX abstracts (``kg eval``);
* ``guideline-dev``: the guideline annotations the shipped recognizer was not trained on
  (``training/annotations/mlconf-train-{10,11}.jsonl``, 80 conference abstracts with titles),
  on those records of ``../shared/benchmarks/mlconf-2020-2023.jsonl`` (``kg eval``);
* ``guideline-all``: the first 480 guideline annotations (files 0-11; the recognizer was
  trained on 400 of them, so only the rules are measured fairly there);
* ``guideline-new``: the 240 guideline annotations of files 12-17, which the shipped
  recognizer was not trained on and no rule was written against before stop 33: the
  development set most like new abstracts (rules are developed on it from stop 33, so it is
  development data, not held out);
* ``guideline-fresh``: the 120 guideline annotations of files 18-20 (stop 52), annotated
  before the extractor was run on them and scored once as they came; development data since;
* ``guideline-fresh2``: the 120 guideline annotations of files 21-23 (stop 57), made the same
  way and scored once as they came (entity F1 0.683 at extractor 1.265.0); development data
  since;
* ``guideline-fresh3``: the 120 guideline annotations of files 24-26 (stop 58), made the same
  way and scored once as they came (entity F1 0.722 at extractor 1.273.0); development data
  since;
* ``guideline-fresh4``: the 120 guideline annotations of files 27-29 (stop 63), made the same
  way and scored once as they came (entity F1 0.694 at extractor 1.303.0); development data
  since. The entity filter trains on files 12-26 but not on these, nor on guideline-dev;
* ``scierc-dev`` and ``tdmsci-test``: exhaustive mention annotation, scored per unique
  name with ``../shared/tools/mention_score.py`` (recall, precision, F1);
* ``scirex-salient``: recall of SciREX salient entities (``bench/scirex_recall.py``).

Held-out sets are never scored here: they are measured by someone who did not tune on them.

Usage::

    python bench/dev_scores.py [--out DIR] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from kg.extract.train import (
    GUIDELINE_DEV_FILES,
    GUIDELINE_FRESH2_FILES,
    GUIDELINE_FRESH3_FILES,
    GUIDELINE_FRESH4_FILES,
    GUIDELINE_FRESH_FILES,
    GUIDELINE_NEW_FILES,
)

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("KG_SHARED", ROOT.parent.parent / "shared"))
if not SHARED.is_dir():
    SHARED = Path("/work/shared")
KG = [sys.executable, "-m", "kg.cli"]


def _run(args: list[str]) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True, cwd=ROOT).stdout


def _extract(inputs: list[Path], output: Path) -> None:
    _run([*KG, "-q", "extract", *map(str, inputs), "-o", str(output), "--workers", "2"])


def _guideline(gold: Path, pred: Path) -> dict[str, float]:
    scores = json.loads(_run([*KG, "eval", str(gold), str(pred), "--format", "json"]))
    out = {"entity_f1": scores["entities_micro"]["f1"]}
    for kind in ("Method", "Task", "Dataset", "Metric"):
        out[f"{kind}_f1"] = scores["entities"][kind]["f1"]
    out["relation_f1"] = scores["relations_micro"]["f1"]
    out["PROPOSES_f1"] = scores["relations"]["PROPOSES"]["f1"]
    return out


def _mentions(gold: Path, pred: Path, types: str) -> dict[str, float]:
    tool = SHARED / "tools" / "mention_score.py"
    res = json.loads(
        _run([sys.executable, str(tool), str(gold), str(pred), "--types", types, "--json"])
    )
    out = {"recall": res["recall"], "precision": res["precision"], "f1": res["f1"]}
    for kind, value in res["by_type"].items():
        out[f"{kind}_recall"] = value["recall"]
    return out


def _guideline_inputs(annotations: list[Path], gold: Path, papers: Path) -> None:
    """One gold file of ``annotations`` and the conference records they annotate."""
    lines = [line for path in annotations for line in path.read_text().splitlines() if line]
    gold.write_text("\n".join(lines) + "\n")
    wanted = {json.loads(line)["id"] for line in lines}
    with (SHARED / "benchmarks" / "mlconf-2020-2023.jsonl").open() as source:
        records = [line for line in source if json.loads(line)["id"] in wanted]
    papers.write_text("".join(records))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="keep the extraction files in this folder")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="kg-dev-"))
    out.mkdir(parents=True, exist_ok=True)
    results: dict[str, dict[str, float]] = {}

    _extract([SHARED / "corpus" / "000_74eb127d1944ca6d.txt"], out / "000.jsonl")
    results["000"] = _guideline(ROOT / "bench/gold/icml2026-000.jsonl", out / "000.jsonl")
    _extract([SHARED / "benchmarks" / "scirex-abstracts.jsonl"], out / "scirex.jsonl")
    results["scirex-dev"] = _guideline(ROOT / "bench/gold/scirex-dev.jsonl", out / "scirex.jsonl")
    for name, files in (
        ("guideline-dev", list(GUIDELINE_DEV_FILES)),
        ("guideline-all", [f"mlconf-train-{k}.jsonl" for k in range(12)]),
        ("guideline-new", list(GUIDELINE_NEW_FILES)),
        ("guideline-fresh", list(GUIDELINE_FRESH_FILES)),
        ("guideline-fresh2", list(GUIDELINE_FRESH2_FILES)),
        ("guideline-fresh3", list(GUIDELINE_FRESH3_FILES)),
        ("guideline-fresh4", list(GUIDELINE_FRESH4_FILES)),
    ):
        gold, papers = out / f"{name}-gold.jsonl", out / f"{name}-papers.jsonl"
        _guideline_inputs([ROOT / "training" / "annotations" / f for f in files], gold, papers)
        _extract([papers], out / f"{name}.jsonl")
        results[name] = _guideline(gold, out / f"{name}.jsonl")
    for name, path, types in (
        ("scierc-dev", SHARED / "training/scierc-dev.jsonl", "Method,Task,Dataset,Metric"),
        ("tdmsci-test", SHARED / "training/tdmsci-test.jsonl", "Task,Dataset,Metric"),
    ):
        _extract([path], out / f"{name}.jsonl")
        results[name] = _mentions(path, out / f"{name}.jsonl", types)
    recall = json.loads(
        _run(
            [
                sys.executable,
                "bench/scirex_recall.py",
                "--predictions",
                str(out / "scirex.jsonl"),
                "--json",
            ]
        )
    )
    results["scirex-salient"] = {
        "recall": recall["overall"]["recall"],
        "any_type_recall": recall["any_type"]["recall"],
        **{f"{k}_recall": v["recall"] for k, v in recall["per_type"].items()},
    }

    if args.json:
        print(json.dumps(results, indent=1))
        return
    for name, values in results.items():
        shown = ", ".join(
            f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}" for k, v in values.items()
        )
        print(f"{name:15} {shown}")


if __name__ == "__main__":
    main()
