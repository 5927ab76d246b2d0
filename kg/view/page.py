"""One self-contained HTML page: the vendored Cytoscape.js, the page's script and the data.

Everything is inlined, so the file opens offline and can be mailed around. Names and
sentences come from abstracts, so they are data, never markup: the graph travels as JSON
inside a ``<script type="application/json">`` element with ``<``, ``>`` and ``&``
escaped (no ``</script>`` or comment opener can close it early), the page's script only
ever sets them as ``textContent``, and the title is HTML-escaped.
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

from kg.errors import KgError
from kg.schema import NODE_LABELS, RELATION_TYPES

#: Files of kg/view/static inlined into every page.
LIBRARY = "cytoscape.min.js"
TEMPLATE = "page.html"
SCRIPT = "view.js"
STYLESHEET = "view.css"

_GRASS_RULE = re.compile(r"(node|relationship)(?:\.(\w+))?\s*\{([^}]*)\}", re.DOTALL)
_GRASS_PROPERTY = re.compile(r"([\w-]+)\s*:\s*([^;]+);")
_JSON_ESCAPES = str.maketrans(
    {
        "<": "\\u003c",
        ">": "\\u003e",
        "&": "\\u0026",
        "\u2028": "\\u2028",
        "\u2029": "\\u2029",
    }
)


def static_text(name: str) -> str:
    """A file of the package's ``kg/view/static`` folder (shipped in the wheel)."""
    try:
        return resources.files("kg.view").joinpath("static", name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise KgError(
            f"kg/view/static/{name} is missing from the installed package "
            "(run scripts/vendor-js in a checkout)"
        ) from None


def grass_styles(path: Path) -> dict[str, Any]:
    """Colours per label and relationship type from a Neo4j Browser ``.grass`` file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise KgError(f"cannot read the style file {path}: {exc.strerror or exc}") from exc
    rules: dict[tuple[str, str | None], dict[str, str]] = {}
    for kind, name, body in _GRASS_RULE.findall(text):
        props = {k: v.strip().strip('"') for k, v in _GRASS_PROPERTY.findall(body)}
        rules[(kind, name or None)] = props
    node_default = rules.get(("node", None), {})
    rel_default = rules.get(("relationship", None), {})
    labels = {}
    for label in NODE_LABELS:
        props = {**node_default, **rules.get(("node", label), {})}
        labels[label] = {
            "color": props.get("color", "#A5ABB6"),
            "border": props.get("border-color", "#9AA1AC"),
            "text": props.get("text-color-internal", "#FFFFFF"),
        }
    relationships = {}
    for rel_type in RELATION_TYPES:
        props = {**rel_default, **rules.get(("relationship", rel_type), {})}
        width = re.match(r"[\d.]+", props.get("shaft-width", "1"))
        relationships[rel_type] = {
            "color": props.get("color", "#A5ABB6"),
            "width": float(width.group()) if width else 1.0,
        }
    return {"labels": labels, "relationships": relationships}


def embed_json(data: Any) -> str:
    """JSON that is safe inside a ``<script>`` element of an HTML page."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text.translate(_JSON_ESCAPES)


def _inline_script(code: str) -> str:
    # A library's text could hold "</script" inside a string; it must not end the element.
    return re.sub(r"</(script)", r"<\\/\1", code, flags=re.IGNORECASE)


def render_page(title: str, data: dict[str, Any]) -> str:
    """The whole HTML document."""
    parts = {
        "{{TITLE}}": html.escape(title),
        "{{STYLESHEET}}": static_text(STYLESHEET),
        "{{LIBRARY}}": _inline_script(static_text(LIBRARY)),
        "{{DATA}}": embed_json(data),
        "{{SCRIPT}}": _inline_script(static_text(SCRIPT)),
    }
    page = static_text(TEMPLATE)
    # One pass, so text that is put in is never searched for placeholders again.
    pattern = re.compile("|".join(re.escape(k) for k in parts))
    return pattern.sub(lambda m: parts[m.group()], page)
