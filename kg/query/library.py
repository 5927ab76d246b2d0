"""The named Cypher queries of ``cypher/queries/`` and their typed parameters.

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

A bad parameter or an unknown query name is a ``UsageError`` (exit status 2); a malformed
query file is an ``InputError`` naming the file and line.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.errors import InputError, KgError, UsageError

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
            raise UsageError(
                f"query {self.name!r} has no parameter {unknown[0]!r} (parameters: {known})"
            )
        values: dict[str, Any] = {}
        for param in self.params:
            if param.name in given:
                try:
                    values[param.name] = param.convert(given[param.name])
                except ValueError as exc:
                    raise UsageError(
                        f"query {self.name!r}: parameter {param.name!r}: {exc}"
                    ) from None
            elif param.required:
                raise UsageError(
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
            value = int(raw.strip())
        except ValueError:
            raise ValueError(f"expected an integer, got {raw!r}") from None
        if not -(2**63) <= value < 2**63:
            # Both engines store 64-bit integers; a bigger one used to crash the drivers.
            raise ValueError(f"{raw!r} is outside the 64-bit integer range")
        return value
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
    else the string itself. An integer beyond 64 bits is an error, not a float."""
    if raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    if re.fullmatch(r"\s*[-+]?\d+\s*", raw):
        try:
            return convert_value(raw, "int")
        except ValueError as exc:
            raise UsageError(f"bad parameter value: {exc}") from None
    try:
        return convert_value(raw, "float")
    except ValueError:
        return raw


def parse_assignments(pairs: Iterable[str]) -> dict[str, str]:
    """``["k=v", …]`` as a dict; a pair without ``=`` or with an empty key is an error."""
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not re.fullmatch(r"[A-Za-z_]\w*", key):
            raise UsageError(f"bad parameter {pair!r}: expected -p key=value")
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
        raise UsageError(f"unknown query {name!r}{hint}")
    return library[name]
