"""Running Cypher read-only on a store: ``kg query -c`` statements and library queries.

Read-only is the databases' job, not a guess from the text: the embedded store opens its
file read-only (or reads in a ``READ ONLY`` transaction) and Neo4j reads run in READ access
mode, so any statement that would write is refused by the engine and changes nothing.
That refusal is translated into one friendly line; every valid read runs, whatever its
variables are called (``MATCH (create:Method) RETURN create.name``).

Columns that hold lists built with ``collect()`` are sets: neither engine orders them, so
results of library queries show them sorted (case-insensitively, as the queries sort
names), identical on both backends.

Parameters are checked before the statement runs, the same on both backends: a ``$name``
the statement uses but was not given, or a ``-p`` key it does not use, is a usage error
(one engine would otherwise run with null and return nothing, the other say
ParameterMissing).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kg.errors import KgError, StoreError, UsageError
from kg.query.library import NamedQuery

if TYPE_CHECKING:
    from kg.store.base import GraphStore, QueryResult

#: How the engines word their refusal of a write in a read-only connection or transaction:
#: LadybugDB ("… read-only …", "READ ONLY"), Neo4j ("Writing in read access mode not
#: allowed", codes ``…AccessMode``/``…ForbiddenOnReadOnlyDatabase``).
_REFUSALS = (
    "AccessMode",
    "read access mode",
    "ReadOnly",
    "read-only",
    "read only",
    "READ ONLY",
    "ForbiddenOnReadOnlyDatabase",
)

READ_ONLY_HINT = "kg query is read-only; kg build and kg load change the graph"

#: Where a ``$`` does not start a parameter: comments, string literals, backquoted names.
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


def run_cypher(
    store: GraphStore,
    cypher: str,
    params: Mapping[str, Any] | None = None,
    *,
    allow_unused: bool = False,
) -> QueryResult:
    """Run one statement on a store that only reads; a write refused by the engine becomes
    one line saying so. ``allow_unused`` lets through given parameters the statement does
    not use (a library query's declared ones)."""
    if not cypher.strip():
        raise KgError("empty Cypher statement")
    check_parameters(cypher, params or {}, allow_unused=allow_unused)
    try:
        return store.read(cypher, dict(params or {}))
    except StoreError as exc:
        message = str(exc)
        if any(sign in message for sign in _REFUSALS):
            raise KgError(f"{READ_ONLY_HINT} ({message})") from exc
        raise


def cypher_parameters(cypher: str) -> set[str]:
    """The ``$name`` parameters a statement uses (outside strings and comments)."""
    tokens = [
        (m.lastgroup, m.group()) for m in _TOKEN_RE.finditer(cypher) if m.lastgroup != "comment"
    ]
    return {
        text
        for (_, before), (kind, text) in itertools.pairwise(tokens)
        if before == "$" and kind == "word"
    }


def check_parameters(cypher: str, params: Mapping[str, Any], *, allow_unused: bool = False) -> None:
    """A parameter the statement uses but was not given, or one given but not used, is a
    usage error on both backends."""
    used = cypher_parameters(cypher)
    missing = sorted(used - set(params))
    if missing:
        raise UsageError(f"the query uses ${missing[0]}: give it with -p {missing[0]}=VALUE")
    unused = sorted(set(params) - used)
    if unused and not allow_unused:
        shown = ", ".join(f"${name}" for name in sorted(used)) or "none"
        raise UsageError(
            f"the query does not use parameter {unused[0]!r} (its parameters: {shown})"
        )


def run_named(
    store: GraphStore, query: NamedQuery, given: Mapping[str, str] | None = None
) -> QueryResult:
    """Run a library query with ``key=value`` strings for its parameters."""
    values = query.bind(given or {})
    # A library query declares its parameters (bind checked them); one engine's text may
    # not need every one.
    result = run_cypher(store, query.cypher_for(store.backend), values, allow_unused=True)
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
