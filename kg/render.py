"""Printing data: every command that prints a table, JSON or CSV goes through here, so a
value reads the same in ``kg query``, ``kg stats``, ``kg queries`` and ``kg eval``.

Tables are rich tables on stdout; JSON is one indented document on stdout (messages and
progress go to stderr, elsewhere). Cell text is always ``rich.text.Text``: a name such as
``[CLS] pooling`` is data, never markup.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, time
from decimal import Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.table import Table

    from kg.store.base import QueryResult

#: The output formats of commands whose output is data.
TABLE, JSON, CSV = "table", "json", "csv"


# ── values ────────────────────────────────────────────────────────────────────


#: LadybugDB node and relationship dicts: internal offsets are dropped, and the rest is
#: named as the Neo4j store names it, so ``-c`` output looks the same on both backends.
_INTERNAL_KEYS = frozenset({"_ID", "_SRC", "_DST", "_id", "_src", "_dst"})
_KEY_NAMES = {"_LABEL": "_label", "_NODES": "nodes", "_RELS": "rels"}


def plain(value: Any) -> Any:
    """A JSON-ready value: graph nodes and relationships of either driver become dicts."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if isinstance(value, Decimal):  # LadybugDB sums of integers are 128-bit
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, date | time):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {
            _KEY_NAMES.get(str(k), str(k)): plain(v)
            for k, v in value.items()
            if str(k) not in _INTERNAL_KEYS
        }
    if isinstance(value, Sequence) and not isinstance(value, bytes | bytearray):
        return [plain(v) for v in value]
    converted = _neo4j_value(value)
    if converted is not None:
        return converted
    return str(value)


def _neo4j_value(value: Any) -> Any:
    try:
        from neo4j import graph
    except ImportError:  # pragma: no cover - the driver is a dependency
        return None
    if isinstance(value, graph.Node):
        return {"_label": ":".join(sorted(value.labels)), **plain(dict(value))}
    if isinstance(value, graph.Relationship):
        return {"_label": value.type, **plain(dict(value))}
    if isinstance(value, graph.Path):
        return [plain(n) for n in value.nodes]
    if hasattr(value, "iso_format"):  # temporal types
        return value.iso_format()
    return None


def cell_text(value: Any) -> str:
    """How a value reads in a table or CSV cell: lists comma-joined, None empty."""
    value = plain(value)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(cell_text(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


# ── documents ─────────────────────────────────────────────────────────────────


def json_text(data: Any) -> str:
    """One indented JSON document (non-ASCII kept as is)."""
    return json.dumps(data, indent=2, ensure_ascii=False)


def print_json(data: Any) -> None:
    import click

    click.echo(json_text(data))


def result_json(result: QueryResult) -> str:
    """``{"columns": [...], "rows": [{column: value}, ...]}``."""
    rows = [{c: plain(v) for c, v in zip(result.columns, row, strict=True)} for row in result.rows]
    return json_text({"columns": result.columns, "rows": rows})


def result_csv(result: QueryResult) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(result.columns)
    for row in result.rows:
        writer.writerow([cell_text(v) for v in row])
    return out.getvalue()


# ── tables ────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Column:
    """A table column: numbers are right-aligned; ``wrap=False`` keeps a cell on one line
    and ``grow`` gives the column the width left over."""

    name: str
    numeric: bool = False
    wrap: bool = True
    grow: bool = False


@dataclass(frozen=True)
class Row:
    """A row with a rich style (``"bold"``, ``"dim"``); plain sequences are rows too."""

    values: Sequence[Any]
    style: str | None = None


#: In a list of rows, a rule between two groups.
SECTION = None


def table(
    columns: Sequence[Column | str],
    rows: Iterable[Sequence[Any] | Row | None],
    *,
    title: str | None = None,
) -> Table:
    """A rich table of ``rows`` (``SECTION`` between groups); cells go through
    ``cell_text``."""
    from rich.table import Table
    from rich.text import Text

    out = Table(title=title, title_justify="left", highlight=False)
    for column in columns:
        spec = Column(column) if isinstance(column, str) else column
        out.add_column(
            Text(spec.name),
            justify="right" if spec.numeric else "left",
            no_wrap=not spec.wrap,
            overflow="fold",
            ratio=1 if spec.grow else None,
        )
    for row in rows:
        if row is SECTION:
            out.add_section()
            continue
        values, style = (row.values, row.style) if isinstance(row, Row) else (row, None)
        out.add_row(*(Text(cell_text(v)) for v in values), style=style)
    return out


def result_table(result: QueryResult, title: str | None = None) -> Table:
    """The rows of a query; a column is numeric when its first non-null value is."""
    columns = [
        Column(name, numeric=isinstance(sample, int | float) and not isinstance(sample, bool))
        for name, sample in zip(result.columns, _first_non_null(result), strict=True)
    ]
    return table(columns, result.rows, title=title)


def _first_non_null(result: QueryResult) -> list[Any]:
    samples: list[Any] = [None] * len(result.columns)
    for row in result.rows:
        for i, value in enumerate(row):
            if samples[i] is None and value is not None:
                samples[i] = value
    return samples


def print_tables(*tables: Table) -> None:
    """Tables on stdout."""
    from rich.console import Console

    out = Console()
    for each in tables:
        out.print(each)
