"""Write the records of a JSONL corpus whose ids a gold file annotates, in gold order.

    python bench/select_records.py bench/gold/heldout-icml2023.jsonl \
        ../shared/benchmarks/mlconf-2020-2023.jsonl -o /tmp/heldout.jsonl

Gold files hold annotations only; the abstracts stay in ../shared and are selected at run time.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", type=Path)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args(argv)
    ids = [json.loads(line)["id"] for line in args.gold.read_text("utf-8").split("\n") if line]
    wanted = set(ids)
    found: dict[str, str] = {}
    with args.corpus.open(encoding="utf-8") as corpus:
        for line in corpus:
            record = json.loads(line)
            if record.get("id") in wanted:
                found[record["id"]] = line if line.endswith("\n") else line + "\n"
    missing = [i for i in ids if i not in found]
    if missing:
        print(
            f"{args.corpus}: {len(missing)} gold ids not found, e.g. {missing[0]}", file=sys.stderr
        )
        return 1
    args.output.write_text("".join(found[i] for i in ids), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
