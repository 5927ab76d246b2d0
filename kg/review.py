"""``kg review``: the data-quality checks a maintainer runs on a built graph.

Each check is a named query of the library (``cypher/queries/quality-*.cypher``), so it can
also be run alone with ``kg query``; this module runs them together:

* ``near-duplicates``: entities of one type whose names or aliases are equal once case,
  hyphens, spaces and a final s are ignored (a missed merge, or homonyms kept apart);
* ``mixed-types``: one loose name under several types (typed differently across papers);
* ``lowercase-words``: entities named by a single lowercase word;
* ``modifier-names``: names that are only a modifier ("large-scale", "adversarial").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from kg.query import get_query, run_named

if TYPE_CHECKING:
    from kg.store import GraphStore
    from kg.store.base import QueryResult

#: Check name → the library query that lists its findings.
CHECKS: dict[str, str] = {
    "near-duplicates": "quality-near-duplicates",
    "mixed-types": "quality-mixed-types",
    "lowercase-words": "quality-lowercase-words",
    "modifier-names": "quality-modifier-names",
}


def review(store: GraphStore, checks: Iterable[str], limit: int) -> dict[str, QueryResult]:
    """The findings of each check (at most ``limit`` rows each), in the order given."""
    found = {}
    for check in checks:
        found[check] = run_named(store, get_query(CHECKS[check]), {"limit": str(limit)})
    return found
