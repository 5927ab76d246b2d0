"""Where the project's Cypher files live, and how schema files are split into statements.

The repository's top-level ``cypher/`` folder is their one source. A wheel carries it inside
the package as ``kg/cypher`` (``setup.py`` maps it there at build time), found with
``importlib.resources``; an editable checkout uses the folder itself; ``KG_CYPHER_DIR``
overrides both.
"""

from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path

from kg.errors import KgError

_LINE_COMMENT = re.compile(r"^\s*//.*$", re.MULTILINE)

#: The environment variable naming another ``cypher/`` folder.
CYPHER_DIR_ENV = "KG_CYPHER_DIR"


def cypher_dir() -> Path:
    """The ``cypher/`` folder: ``KG_CYPHER_DIR`` if set, else the one installed with the
    package, else the checkout's (an editable install)."""
    override = os.environ.get(CYPHER_DIR_ENV)
    if override:
        return Path(override)
    packaged = resources.files("kg").joinpath("cypher")
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    checkout = Path(str(resources.files("kg"))).resolve().parent / "cypher"
    if checkout.is_dir():
        return checkout
    raise KgError(
        f"no cypher/ folder installed with kg (looked in {packaged} and {checkout}); "
        f"reinstall kg or set {CYPHER_DIR_ENV}"
    )


def schema_statements(backend: str) -> list[str]:
    """The statements of ``cypher/schema/<backend>.cypher``: ``;``-separated, ``//`` comments."""
    path = cypher_dir() / "schema" / f"{backend}.cypher"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise KgError(f"cannot read the {backend} schema {path}: {exc.strerror or exc}") from exc
    text = _LINE_COMMENT.sub("", text)
    return [stmt.strip() for stmt in text.split(";") if stmt.strip()]
