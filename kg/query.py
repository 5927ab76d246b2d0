"""The named Cypher queries of ``cypher/queries/`` and running Cypher read-only on a store.

A query file holds one parameterized statement after a header of ``//`` comment lines::

    // name: top-tasks
    // description: The tasks addressed by the most papers.
    // param: limit = 10 (int)  maximum number of rows
    // param: task (str)  a parameter without default is required
    // example: kg query top-tasks -p limit=5

Parameter types are ``int``, ``float``, ``str`` and ``bool``; values given as
``-p key=value`` are converted to the declared type; a string default may be quoted
(``= ""`` is the empty string). Other ``//`` lines of the header are notes. When the
two engines need different text, the file carries one section per
backend, each opened by ``// engine: embedded`` or ``// engine: neo4j``; otherwise the
single statement runs on both.

Columns that hold lists built with ``collect()`` are sets: neither engine orders
them, so results of library queries show them sorted (case-insensitively, as the
queries sort names), identical on both backends.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, time
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kg.errors import InputError, KgError, StoreError

if TYPE_CHECKING:
    from rich.table import Table

    from kg.store.base import GraphStore, QueryResult

BACKENDS: tuple[str, ...] = ("embedded", "neo4j")
PARAM_TYPES: tuple[str, ...] = ("int", "float", "str", "bool")
HEADER_KEYS = ("name", "description", "param", "example", "engine")

_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_KEY_RE = re.compile(r"^//\s*([a-z]+)\s*:\s*(.*?)\s*$")
_PARAM_RE = re.compile(
    r"^(?P<name>[A-Za-z_]\w*)\s*(?:=\s*(?P<default>.*?))?\s*\((?P<type>\w+)\)\s*(?P<doc>.*)$"
)
_TRUE = {"true", "yes", "1", "on"}
_FALSE = {"false", "no", "0", "off"}


@dataclass(frozen=True)
class QueryParam:
    """One ``$parameter`` of a named query; ``default`` is None when it is required."""

    name: str
    type: str
    default: Any = None
    description: str = ""

    @property
    def required(self) -> bool:
        return self.default is None

    def convert(self, raw: str) -> Any:
        """``raw`` as a value of the declared type; ``ValueError`` says why not."""
        return convert_value(raw, self.type)

    def usage(self) -> str:
        """``name`` when required, else ``name=default``."""
        if self.required:
            return self.name
        return f"{self.name}={json.dumps(self.default) if self.type == 'str' else self.default}"


@dataclass(frozen=True)
class NamedQuery:
    """One file of the query library."""

    name: str
    description: str
    params: tuple[QueryParam, ...]
    examples: tuple[str, ...]
    #: Statement per backend; the key ``"*"`` is the one text both engines run.
    texts: Mapping[str, str] = field(default_factory=dict)
    path: Path | None = None

    def cypher_for(self, backend: str) -> str:
        return self.texts.get(backend) or self.texts["*"]

    def bind(self, given: Mapping[str, str]) -> dict[str, Any]:
        """Typed parameter values from ``key=value`` strings, defaults filled in."""
        declared = {p.name: p for p in self.params}
        unknown = sorted(set(given) - set(declared))
        if unknown:
            known = ", ".join(declared) or "none"
            raise KgError(
                f"query {self.name!r} has no parameter {unknown[0]!r} (parameters: {known})"
            )
        values: dict[str, Any] = {}
        for param in self.params:
            if param.name in given:
                try:
                    values[param.name] = param.convert(given[param.name])
                except ValueError as exc:
                    raise KgError(f"query {self.name!r}: parameter {param.name!r}: {exc}") from None
            elif param.required:
                raise KgError(
                    f"query {self.name!r} needs parameter {param.name!r} "
                    f"({param.type}): add -p {param.name}=VALUE"
                )
            else:
                values[param.name] = param.default
        return values

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "params": [
                {
                    "name": p.name,
                    "type": p.type,
                    "required": p.required,
                    "default": p.default,
                    "description": p.description,
                }
                for p in self.params
            ],
            "examples": list(self.examples),
            "per_engine": "*" not in self.texts,
        }


def convert_value(raw: str, type_name: str) -> Any:
    if type_name == "str":
        return raw
    if type_name == "bool":
        lowered = raw.strip().lower()
        if lowered in _TRUE:
            return True
        if lowered in _FALSE:
            return False
        raise ValueError(f"expected true or false, got {raw!r}")
    if type_name == "int":
        try:
            return int(raw.strip())
        except ValueError:
            raise ValueError(f"expected an integer, got {raw!r}") from None
    if type_name == "float":
        try:
            value = float(raw.strip())
        except ValueError:
            raise ValueError(f"expected a number, got {raw!r}") from None
        if not math.isfinite(value):
            raise ValueError(f"expected a finite number, got {raw!r}")
        return value
    raise ValueError(f"unknown type {type_name!r}")


def guess_value(raw: str) -> Any:
    """A value for an undeclared parameter (``kg query -c``): int, float, true/false or
    else the string itself."""
    if raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    for type_name in ("int", "float"):
        try:
            return convert_value(raw, type_name)
        except ValueError:
            continue
    return raw


def parse_assignments(pairs: Iterable[str]) -> dict[str, str]:
    """``["k=v", …]`` as a dict; a pair without ``=`` or with an empty key is an error."""
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not re.fullmatch(r"[A-Za-z_]\w*", key):
            raise KgError(f"bad parameter {pair!r}: expected -p key=value")
        result[key] = value
    return result


# ── the library ───────────────────────────────────────────────────────────────


def library_dir() -> Path:
    """``cypher/queries``, beside the schema files."""
    from kg.paths import cypher_dir

    return cypher_dir() / "queries"


def parse_query(text: str, path: Path) -> NamedQuery:
    """One query file; a malformed header is an ``InputError`` naming the file and line."""
    lines = text.splitlines()
    fields: dict[str, str] = {}
    params: list[QueryParam] = []
    examples: list[str] = []
    texts: dict[str, str] = {}
    body: list[str] = []
    engine: str | None = None
    in_header = True

    def flush() -> None:
        statement = "\n".join(body).strip()
        key = engine or "*"
        if statement:
            texts[key] = statement + "\n"
        body.clear()

    for number, line in enumerate(lines, start=1):
        where = f"{path}:{number}"
        stripped = line.strip()
        match = _KEY_RE.match(stripped)
        if match and match.group(1) == "engine":
            if engine is None and "\n".join(body).strip():
                raise InputError(where, "text before the first '// engine:' section")
            flush()
            engine = match.group(2)
            if engine not in BACKENDS:
                expected = ", ".join(BACKENDS)
                raise InputError(where, f"unknown engine {engine!r} (expected: {expected})")
            if engine in texts:
                raise InputError(where, f"second section for engine {engine!r}")
            in_header = False
            continue
        if in_header and stripped.startswith("//"):
            if not match:
                continue  # a note
            key, value = match.groups()
            if key not in HEADER_KEYS:
                raise InputError(where, f"unknown header field {key!r}")
            if key == "param":
                params.append(_parse_param(value, where))
                if len({p.name for p in params}) != len(params):
                    raise InputError(where, f"parameter {params[-1].name!r} declared twice")
            elif key == "example":
                examples.append(value)
            elif key in fields:
                raise InputError(where, f"field {key!r} given twice")
            else:
                fields[key] = value
            continue
        if stripped:
            in_header = False
        body.append(line)
    flush()

    where = str(path)
    for key in ("name", "description"):
        if not fields.get(key):
            raise InputError(where, f"missing header line '// {key}: …'")
    name = fields["name"]
    if not _NAME_RE.match(name):
        raise InputError(where, f"query name {name!r} must be lowercase letters, digits and '-'")
    if engine is not None:
        missing = [b for b in BACKENDS if b not in texts]
        if missing:
            raise InputError(where, f"no '// engine: {missing[0]}' section")
    elif "*" not in texts:
        raise InputError(where, "no Cypher statement after the header")
    return NamedQuery(
        name=name,
        description=fields["description"],
        params=tuple(params),
        examples=tuple(examples),
        texts=texts,
        path=path,
    )


def _parse_param(spec: str, where: str) -> QueryParam:
    match = _PARAM_RE.match(spec)
    if not match:
        raise InputError(
            where, f"bad param {spec!r}: expected 'name [= default] (type)  description'"
        )
    type_name = match.group("type")
    if type_name not in PARAM_TYPES:
        expected = ", ".join(PARAM_TYPES)
        raise InputError(where, f"bad param type {type_name!r} (expected: {expected})")
    default: Any = None
    raw_default = match.group("default")
    if raw_default is not None:
        quoted = len(raw_default) >= 2 and raw_default[0] == raw_default[-1] == '"'
        if type_name == "str" and quoted:
            raw_default = json.loads(raw_default)
        try:
            default = convert_value(raw_default, type_name)
        except ValueError as exc:
            raise InputError(where, f"bad default for {match.group('name')!r}: {exc}") from None
    return QueryParam(match.group("name"), type_name, default, match.group("doc").strip())


def load_library(folder: Path | None = None) -> dict[str, NamedQuery]:
    """Every ``*.cypher`` of ``folder`` (default: the project's library), by name."""
    folder = folder or library_dir()
    if not folder.is_dir():
        raise KgError(f"no query library at {folder}")
    queries: dict[str, NamedQuery] = {}
    for path in sorted(folder.glob("*.cypher")):
        query = parse_query(path.read_text(encoding="utf-8"), path)
        if query.name in queries:
            other = queries[query.name].path
            raise InputError(str(path), f"query name {query.name!r} already used by {other}")
        if query.name != path.stem:
            raise InputError(str(path), f"query name {query.name!r} differs from the file name")
        queries[query.name] = query
    return queries


def get_query(name: str, folder: Path | None = None) -> NamedQuery:
    library = load_library(folder)
    if name not in library:
        close = [n for n in library if name in n or n in name]
        hint = f" (did you mean {', '.join(close)}?)" if close else " (see kg queries)"
        raise KgError(f"unknown query {name!r}{hint}")
    return library[name]


# ── running ───────────────────────────────────────────────────────────────────

#: Clauses that change the graph or the schema, in either engine's dialect.
WRITE_KEYWORDS = frozenset(
    {
        "CREATE",
        "MERGE",
        "SET",
        "DELETE",
        "DETACH",
        "REMOVE",
        "DROP",
        "ALTER",
        "COPY",
        "INSTALL",
        "LOAD",
        "ATTACH",
        "CHECKPOINT",
        "IMPORT",
        "EXPORT",
        "FOREACH",
        # Neo4j runs it even in a read transaction, and it aborts other clients' writes.
        "TERMINATE",
    }
)

#: How each backend words its refusal of a write in a read-only transaction.
_REFUSALS = ("AccessMode", "read-only", "read only", "READ ONLY")

_TOKEN_RE = re.compile(
    r"""
      (?P<comment>//[^\n]*|/\*.*?\*/)
    | (?P<string>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")
    | (?P<quoted>`[^`]*`)
    | (?P<word>[A-Za-z_]\w*)
    | (?P<other>\S)
    """,
    re.VERBOSE | re.DOTALL,
)


def write_clause(cypher: str) -> str | None:
    """The first clause keyword of ``cypher`` that would write, or None.

    Strings, comments, quoted names, property and map keys and variables are not
    clauses. ``LOAD CSV`` (Neo4j) and ``LOAD FROM`` (LadybugDB) only read files and
    are let through.
    """
    tokens = [
        (m.lastgroup, m.group()) for m in _TOKEN_RE.finditer(cypher) if m.lastgroup != "comment"
    ]
    for i, (kind, text) in enumerate(tokens):
        if kind != "word" or text.upper() not in WRITE_KEYWORDS:
            continue
        before = tokens[i - 1][1] if i else ""
        after = tokens[i + 1][1] if i + 1 < len(tokens) else ""
        # n.set, $set, (set:Paper), {set: 1}, x AS set: names, not clauses
        if before in (".", "$", ":", "(", ",") or before.upper() == "AS" or after == ":":
            continue
        if text.upper() == "LOAD" and after.upper() in ("CSV", "FROM"):
            continue
        if text.upper() == "DETACH" and after.upper() == "DELETE":
            return "DETACH DELETE"
        return text.upper()
    return None


def run_cypher(
    store: GraphStore, cypher: str, params: Mapping[str, Any] | None = None
) -> QueryResult:
    """Run one statement read-only: a write clause is refused before it reaches the store,
    and the store itself only reads."""
    if not cypher.strip():
        raise KgError("empty Cypher statement")
    clause = write_clause(cypher)
    if clause:
        raise KgError(
            f"kg query is read-only: {clause} would change the graph (use kg build or kg load)"
        )
    try:
        return store.read(cypher, dict(params or {}))
    except StoreError as exc:
        message = str(exc)
        # What the scan above let through, the engine refused: say so in the same words.
        if any(sign in message for sign in _REFUSALS):
            raise KgError(f"kg query is read-only: {message}") from exc
        raise


def run_named(
    store: GraphStore, query: NamedQuery, given: Mapping[str, str] | None = None
) -> QueryResult:
    """Run a library query with ``key=value`` strings for its parameters."""
    values = query.bind(given or {})
    result = run_cypher(store, query.cypher_for(store.backend), values)
    # collect() lists have no defined order in either engine.
    result.rows = [[_sorted_if_list(v) for v in row] for row in result.rows]
    return result


def _list_order(value: str | float) -> tuple[Any, ...]:
    # As the queries' ORDER BY: numbers first, then text case-insensitively.
    if isinstance(value, str):
        return (1, 0, value.lower(), value)
    return (0, value, "", "")


def _sorted_if_list(value: Any) -> Any:
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return sorted(value, key=_list_order)
    return value


# ── output ────────────────────────────────────────────────────────────────────


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


def to_json(result: QueryResult) -> str:
    """``{"columns": [...], "rows": [{column: value}, ...]}``."""
    rows = [{c: plain(v) for c, v in zip(result.columns, row, strict=True)} for row in result.rows]
    return json.dumps({"columns": result.columns, "rows": rows}, ensure_ascii=False, indent=2)


def to_csv(result: QueryResult) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(result.columns)
    for row in result.rows:
        writer.writerow([cell_text(v) for v in row])
    return out.getvalue()


def to_table(result: QueryResult, title: str | None = None) -> Table:
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, show_lines=False, highlight=False)
    for column, sample in zip(result.columns, _first_non_null(result), strict=True):
        numeric = isinstance(sample, int | float) and not isinstance(sample, bool)
        table.add_column(Text(column), justify="right" if numeric else "left", overflow="fold")
    for row in result.rows:
        # Text, not str: a name like "[CLS] pooling" is data, not rich markup.
        table.add_row(*(Text(cell_text(v)) for v in row))
    return table


def _first_non_null(result: QueryResult) -> list[Any]:
    samples: list[Any] = [None] * len(result.columns)
    for row in result.rows:
        for i, value in enumerate(row):
            if samples[i] is None and value is not None:
                samples[i] = value
    return samples


def library_table(queries: Iterable[NamedQuery]) -> Table:
    from rich.table import Table
    from rich.text import Text

    table = Table(highlight=False)
    table.add_column("name", no_wrap=True)
    table.add_column("parameters", no_wrap=True)
    table.add_column("description", ratio=1)
    for query in queries:
        usage = " ".join(p.usage() for p in query.params)
        table.add_row(Text(query.name), Text(usage), Text(query.description))
    return table
