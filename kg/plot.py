"""``kg plot``: a year-series query result as a PNG or SVG line chart (matplotlib).

A year series has a year column (the x axis), a numeric column (the y axis) and, where
the rows hold several series, a text column naming each one (``new-by-year`` has one
line per entity type). The columns are found by name and type unless given.
matplotlib is the optional extra ``kg[plot]``: without it the command says how to get it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.atomic import atomic_binary_file
from kg.errors import KgError

FORMATS = (".png", ".svg")
#: Lines drawn at most; the series with the largest totals are kept.
MAX_SERIES = 12


@dataclass
class YearSeries:
    """Points ``(year, value)`` per series name (``""`` when the rows are one series)."""

    x: str
    y: str
    by: str | None
    lines: dict[str, list[tuple[int, float]]] = field(default_factory=dict)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _column(columns: Sequence[str], wanted: str, what: str) -> str:
    if wanted not in columns:
        raise KgError(f"no column {wanted!r} for {what} (columns: {', '.join(columns)})")
    return wanted


def year_series(
    columns: Sequence[str],
    rows: Sequence[Mapping[str, Any]],
    x: str | None = None,
    y: str | None = None,
    by: str | None = None,
    zero_missing: bool = False,
) -> YearSeries:
    """The series in query rows; ``KgError`` says which column is missing or bad.

    ``zero_missing``: a year that some series have and another lacks is 0 in the latter
    (a query that counts per year and name returns no row where the count is 0).
    """
    columns = list(columns)
    if not rows:
        raise KgError("the query returned no rows: nothing to plot")
    numeric = [c for c in columns if all(_is_number(r.get(c)) or r.get(c) is None for r in rows)]
    numeric = [c for c in numeric if any(_is_number(r.get(c)) for r in rows)]
    text = [c for c in columns if all(isinstance(r.get(c), str) for r in rows)]
    if x is None:
        x = "year" if "year" in columns else None
        if x is None:
            raise KgError(
                "kg plot draws year series: no 'year' column (columns: "
                f"{', '.join(columns)}); name the x column with --x"
            )
    _column(columns, x, "the x axis")
    if y is None:
        candidates = [c for c in numeric if c != x]
        if not candidates:
            raise KgError(
                f"no numeric column besides {x!r} to plot (columns: {', '.join(columns)})"
            )
        y = candidates[0]
    _column(columns, y, "the y axis")
    if by is None and text:
        by = text[0]
    elif by is not None:
        _column(columns, by, "the series")
    series = YearSeries(x, y, by)
    for number, row in enumerate(rows, start=1):
        year, value = row.get(x), row.get(y)
        if value is None or year is None:
            continue
        if not _is_number(year) or int(year) != year:
            raise KgError(f"row {number}: {x} = {year!r} is not a year")
        if not _is_number(value):
            raise KgError(f"row {number}: {y} = {value!r} is not a number")
        name = str(row.get(by)) if by else ""
        series.lines.setdefault(name, []).append((int(year), float(value)))
    if not series.lines:
        raise KgError(f"every row has an empty {x} or {y}: nothing to plot")
    if zero_missing:
        years = {year for points in series.lines.values() for year, _ in points}
        for points in series.lines.values():
            points += [(year, 0.0) for year in years - {year for year, _ in points}]
    for points in series.lines.values():
        points.sort()
    return series


def read_result_json(text: str, source: str) -> tuple[list[str], list[dict[str, Any]]]:
    """Columns and rows of ``kg query --format json`` output."""
    try:
        document = json.loads(text)
        columns = [str(c) for c in document["columns"]]
        rows = [dict(r) for r in document["rows"]]
    except (ValueError, KeyError, TypeError) as exc:
        raise KgError(
            f"{source}: not the output of kg query --format json ({type(exc).__name__}: {exc})"
        ) from None
    return columns, rows


def plot(series: YearSeries, path: Path, title: str) -> None:
    """Draw the series as a line chart into ``path`` (its suffix picks PNG or SVG)."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise KgError(f"{path}: kg plot writes .png or .svg files, not {suffix or 'no suffix'!r}")
    try:
        import matplotlib
    except ImportError:
        raise KgError(
            "kg plot needs matplotlib, which is not installed: pip install 'kg[plot]'"
        ) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    lines = sorted(series.lines.items(), key=lambda kv: (-sum(v for _, v in kv[1]), kv[0]))
    dropped = len(lines) - MAX_SERIES
    lines = lines[:MAX_SERIES]
    with matplotlib.rc_context({"svg.hashsalt": "kg", "font.size": 10}):
        figure, axes = plt.subplots(figsize=(7.5, 4.2), dpi=100)
        try:
            for name, points in sorted(lines, key=lambda kv: kv[0].lower()):
                years = [p[0] for p in points]
                values = [p[1] for p in points]
                axes.plot(years, values, marker="o", linewidth=2, label=name or series.y)
            axes.set_title(title)
            axes.set_xlabel(series.x)
            axes.set_ylabel(series.y)
            axes.xaxis.set_major_locator(MaxNLocator(integer=True))
            axes.set_ylim(bottom=0)
            axes.grid(True, alpha=0.3)
            if series.by:
                legend_title = series.by + (f" (top {MAX_SERIES})" if dropped > 0 else "")
                axes.legend(
                    title=legend_title,
                    fontsize=9,
                    frameon=False,
                    loc="center left",
                    bbox_to_anchor=(1.0, 0.5),
                )
            figure.tight_layout()
            metadata = {"Date": None} if suffix == ".svg" else {}
            path.parent.mkdir(parents=True, exist_ok=True)
            with atomic_binary_file(path) as out:  # whole or not at all
                figure.savefig(out, format=suffix[1:], metadata=metadata)
        except OSError as exc:
            raise KgError(f"cannot write {path}: {exc.strerror or exc}") from exc
        finally:
            plt.close(figure)
