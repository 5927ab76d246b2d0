"""``kg view`` of a whole graph: page size, time to write it, time to draw it in Chromium.

    python bench/view_render.py --db /tmp/kg-view/kg.lbdb [--caps 200 400 800] [--loads 3]

For each node cap, one ``kg view`` process writes the whole-graph page (timed from
outside), then headless Chromium (the system's, as in the tests) loads it ``--loads``
times in a fresh profile; the page itself reports ``renderMs``, from the start of
navigation to the first frame with the graph laid out, and ``drawMs``, the part spent in
layout and drawing. The caps are measured one after the other in the same run, and the
table shows each against the default cap. Use a copy of a database, never one that a
build may be writing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from _common import kg_command, run_timed

# The browser launcher of the tests: the same flags and the same system Chromium.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from browser_support import chromium, console_errors, drawn_counts, open_page

DEFAULT_CAP = 400


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", type=Path, required=True, help="embedded database (a copy)")
    parser.add_argument("--caps", type=int, nargs="+", default=[200, DEFAULT_CAP, 800])
    parser.add_argument("--loads", type=int, default=3, help="page loads per cap")
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "kg-view")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    rows = []
    with chromium(Path(tempfile.mkdtemp(prefix="kg-view-profile-"))) as driver:
        for cap in args.caps:
            page = args.out / f"graph-{cap}.html"
            cmd = [
                *kg_command(),
                "view",
                "--db",
                str(args.db),
                "--max-nodes",
                str(cap),
                "-o",
                str(page),
            ]
            written = run_timed(cmd)
            renders, draws = [], []
            for _ in range(args.loads):
                errors = console_errors(open_page(driver, page, timeout=300))
                if errors:
                    raise SystemExit(f"{page}: console errors: {errors}")
                renders.append(driver.execute_script("return kgView.renderMs"))
                draws.append(driver.execute_script("return kgView.drawMs"))
            nodes, edges = drawn_counts(driver)
            rows.append(
                (
                    cap,
                    nodes,
                    edges,
                    page.stat().st_size,
                    written.seconds,
                    statistics.median(renders),
                    statistics.median(draws),
                )
            )
            print(written.stderr.strip(), file=sys.stderr)

    base = next((r for r in rows if r[0] == DEFAULT_CAP), rows[0])
    print(f"**kg view of the whole graph ({args.db}), median of {args.loads} loads**\n")
    print(
        "| cap | nodes | relationships | page KB | kg view s | render ms | draw ms "
        f"| render vs cap {base[0]} |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for cap, nodes, edges, size, seconds, render, draw in rows:
        print(
            f"| {cap} | {nodes} | {edges} | {size / 1024:.0f} | {seconds:.1f} | {render:.0f} "
            f"| {draw:.0f} | {render / base[5]:.2f} |"
        )


if __name__ == "__main__":
    main()
