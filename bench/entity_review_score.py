"""Score a reviewed entity sample: the share of OK verdicts per label, for the top and the
random sample, as two Markdown tables.

The input is the JSONL of ``bench/entity_review_sample.py`` with ``verdict`` filled in
(OK, JUNK, WRONG_TYPE, BAD_NAME, DUPLICATE or WRONG_MERGE); a line may also be just
``{"sample", "label", "id", "verdict"}``. A missing or unknown verdict stops the scoring
with the line number, so a half-reviewed file is never scored as if it were complete.

Usage::

    python bench/entity_review_score.py VERDICTS.jsonl [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

LABELS = ("Method", "Task", "Dataset", "Metric")
SAMPLES = ("top", "random")
VERDICTS = ("OK", "JUNK", "WRONG_TYPE", "BAD_NAME", "DUPLICATE", "WRONG_MERGE")


class VerdictError(ValueError):
    pass


def read_verdicts(path: Path) -> list[dict[str, Any]]:
    rows = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise VerdictError(f"{path}:{number}: not valid JSON ({exc.msg})") from exc
            verdict = str(record.get("verdict") or "").strip().upper()
            if verdict not in VERDICTS:
                raise VerdictError(
                    f"{path}:{number}: verdict {record.get('verdict')!r} is not one of "
                    + ", ".join(VERDICTS)
                )
            if record.get("sample") not in SAMPLES or record.get("label") not in LABELS:
                raise VerdictError(f"{path}:{number}: needs sample (top/random) and a label")
            rows.append({**record, "verdict": verdict})
    return rows


def score(rows: list[dict[str, Any]]) -> dict[str, dict[str, dict[str, Any]]]:
    """sample → label (and "all") → {n, ok, ok_share, verdict counts}."""
    counts: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for row in rows:
        counts[row["sample"]][row["label"]][row["verdict"]] += 1
        counts[row["sample"]]["all"][row["verdict"]] += 1
    tables: dict[str, dict[str, dict[str, Any]]] = {}
    for sample in SAMPLES:
        tables[sample] = {}
        for label in (*LABELS, "all"):
            verdicts = counts[sample][label]
            n = sum(verdicts.values())
            tables[sample][label] = {
                "n": n,
                "ok": verdicts["OK"],
                "ok_share": round(verdicts["OK"] / n, 3) if n else None,
                **{v: verdicts[v] for v in VERDICTS},
            }
    return tables


def markdown(tables: dict[str, dict[str, dict[str, Any]]]) -> str:
    lines = []
    for sample in SAMPLES:
        lines.append(f"**{sample} sample**\n")
        lines.append("| label | n | OK | " + " | ".join(VERDICTS[1:]) + " |")
        lines.append("|---" * (3 + len(VERDICTS) - 1) + "|")
        for label, cell in tables[sample].items():
            share = f"{cell['ok_share']:.0%}" if cell["ok_share"] is not None else "–"
            rest = " | ".join(str(cell[v]) for v in VERDICTS[1:])
            lines.append(f"| {label} | {cell['n']} | {share} | {rest} |")
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("verdicts", type=Path, help="reviewed sample (JSONL)")
    parser.add_argument("--json", action="store_true", help="one JSON document instead")
    args = parser.parse_args()
    try:
        tables = score(read_verdicts(args.verdicts))
    except (OSError, VerdictError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(tables, indent=2) if args.json else markdown(tables))


if __name__ == "__main__":
    main()
