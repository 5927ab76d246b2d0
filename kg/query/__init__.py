"""The *query* stage: the named query library (``library``) and running Cypher read-only
(``run``). Printing results is ``kg.render``'s job."""

from kg.query.library import (
    BACKENDS,
    NamedQuery,
    QueryParam,
    convert_value,
    get_query,
    guess_value,
    library_dir,
    load_library,
    parse_assignments,
    parse_query,
)
from kg.query.run import run_cypher, run_named

__all__ = [
    "BACKENDS",
    "NamedQuery",
    "QueryParam",
    "convert_value",
    "get_query",
    "guess_value",
    "library_dir",
    "load_library",
    "parse_assignments",
    "parse_query",
    "run_cypher",
    "run_named",
]
