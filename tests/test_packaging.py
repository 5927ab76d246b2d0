"""kg as users install it: where the Cypher files are found, what the wheel carries, and
the stage layering. (The wheel itself is built and run by scripts/wheel-smoke in .ci/run.)"""

from __future__ import annotations

import ast
import fnmatch
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.errors import KgError
from kg.paths import cypher_dir, schema_statements

ROOT = Path(__file__).resolve().parents[1]


def test_the_checkout_cypher_folder_is_found_in_an_editable_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("KG_CYPHER_DIR", raising=False)
    assert cypher_dir().resolve() == ROOT / "cypher"
    assert any("CREATE" in s for s in schema_statements("embedded"))


def test_kg_cypher_dir_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "schema").mkdir()
    (tmp_path / "schema" / "neo4j.cypher").write_text("// mine\nRETURN 1;\nRETURN 2;\n")
    monkeypatch.setenv("KG_CYPHER_DIR", str(tmp_path))
    assert cypher_dir() == tmp_path
    assert schema_statements("neo4j") == ["RETURN 1", "RETURN 2"]


def test_a_missing_schema_file_is_one_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("KG_CYPHER_DIR", str(tmp_path))
    with pytest.raises(KgError, match=r"cannot read the embedded schema .*embedded.cypher"):
        schema_statements("embedded")


def test_the_wheel_carries_every_file_of_the_cypher_folder() -> None:
    # setup.py maps cypher/ to the package kg.cypher; package-data says which files go in.
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    assert '"kg.cypher": "cypher"' in setup
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (line,) = [x for x in pyproject.splitlines() if x.startswith('"kg.cypher" = [')]
    patterns = json.loads(line.split("=", 1)[1])
    files = [p.relative_to(ROOT / "cypher").as_posix() for p in (ROOT / "cypher").rglob("*")]
    files = [f for f in files if (ROOT / "cypher" / f).is_file()]
    assert files
    left_out = [f for f in files if not any(fnmatch.fnmatch(f, p) for p in patterns)]
    assert left_out == []


def _kg_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return {n for n in names if n == "kg" or n.startswith("kg.")}


@pytest.mark.parametrize("module", ["graph", "resolve", "model", "schema", "normalize"])
def test_stages_below_the_store_do_not_import_it(module: str) -> None:
    imports = _kg_imports(ROOT / "kg" / f"{module}.py")
    assert not [name for name in imports if name.startswith("kg.store")]


def test_importing_assemble_loads_no_store_module() -> None:
    code = "import sys, kg.graph; print(sorted(m for m in sys.modules if m.startswith('kg.store')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
