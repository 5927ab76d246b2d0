"""Where the project's Cypher files live, and how schema files are split into statements."""

from __future__ import annotations

import os
import re
from pathlib import Path

import kg

_LINE_COMMENT = re.compile(r"^\s*//.*$", re.MULTILINE)


def cypher_dir() -> Path:
    """The ``cypher/`` folder: ``KG_CYPHER_DIR`` if set, else the one beside the package."""
    override = os.environ.get("KG_CYPHER_DIR")
    if override:
        return Path(override)
    return Path(kg.__file__).resolve().parent.parent / "cypher"


def schema_statements(backend: str) -> list[str]:
    """The statements of ``cypher/schema/<backend>.cypher``: ``;``-separated, ``//`` comments."""
    path = cypher_dir() / "schema" / f"{backend}.cypher"
    text = _LINE_COMMENT.sub("", path.read_text(encoding="utf-8"))
    return [stmt.strip() for stmt in text.split(";") if stmt.strip()]
