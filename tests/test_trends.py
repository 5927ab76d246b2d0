"""Trends by year and venue: Paper year/venue in both stores, the trend queries, kg plot.

The graph is tests/trend_support.py's hand-made table of twelve papers (2020–2023, two
venues); every expected row below was worked out from that table by hand.
"""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from trend_support import PAPERS, write_trend_graph

from kg.cli import cli
from kg.query import get_query, run_named
from kg.store import GraphStore, StoreSettings, open_store
from kg.store.settings import Neo4jSettings

#: (query, parameters, expected columns, expected rows)
TREND_CASES: list[tuple[str, dict[str, str], list[str], list[list[Any]]]] = [
    (
        "rising-tasks",
        {"from_year": "2020", "to_year": "2023", "min_papers": "0"},
        ["task", "papers_from", "papers_to", "per_1000_from", "per_1000_to", "change"],
        [
            ["image generation", 1, 3, 250.0, 750.0, 500.0],
            ["speech recognition", 1, 1, 250.0, 250.0, 0.0],
            ["graph classification", 2, 0, 500.0, 0.0, -500.0],
        ],
    ),
    # the default keeps tasks with at least 3 papers in the later year
    (
        "rising-tasks",
        {"from_year": "2020", "to_year": "2023"},
        ["task", "papers_from", "papers_to", "per_1000_from", "per_1000_to", "change"],
        [
            ["image generation", 1, 3, 250.0, 750.0, 500.0],
        ],
    ),
    (
        "rising-tasks",
        {"from_year": "2020", "to_year": "2023", "venue": "confa", "min_papers": "0"},
        ["task", "papers_from", "papers_to", "per_1000_from", "per_1000_to", "change"],
        [
            ["image generation", 0, 2, 0.0, 1000.0, 1000.0],
            ["graph classification", 2, 0, 1000.0, 0.0, -1000.0],
        ],
    ),
    # found by its alias, case-insensitively; a year without it counts 0
    (
        "method-adoption",
        {"method": "ddpm"},
        ["year", "papers", "per_1000", "all_papers"],
        [
            [2020, 0, 0.0, 4],
            [2021, 1, 500.0, 2],
            [2022, 1, 500.0, 2],
            [2023, 3, 750.0, 4],
        ],
    ),
    # ConfB has no 2022 papers
    (
        "method-adoption",
        {"method": "GAN", "venue": "ConfB"},
        ["year", "papers", "per_1000", "all_papers"],
        [
            [2020, 1, 500.0, 2],
            [2021, 0, 0.0, 1],
            [2023, 1, 500.0, 2],
        ],
    ),
    (
        "new-by-year",
        {},
        ["year", "type", "new_entities"],
        [
            [2020, "Dataset", 1],
            [2020, "Method", 1],
            [2020, "Metric", 1],
            [2020, "Task", 3],
            [2021, "Method", 1],
            [2022, "Dataset", 1],
        ],
    ),
    (
        "new-by-year",
        {"min_papers": "1"},
        ["year", "type", "new_entities"],
        [
            [2020, "Dataset", 1],
            [2020, "Method", 1],
            [2020, "Metric", 1],
            [2020, "Task", 3],
            [2021, "Method", 1],
            [2022, "Dataset", 1],
            [2023, "Method", 1],
            [2023, "Metric", 1],
        ],
    ),
    (
        "new-by-year",
        {"type": "dataset", "min_papers": "1"},
        ["year", "type", "new_entities"],
        [
            [2020, "Dataset", 1],
            [2022, "Dataset", 1],
        ],
    ),
    (
        "venue-profile",
        {"venue": "confa"},
        ["name", "papers", "per_1000", "per_1000_elsewhere"],
        [
            ["image generation", 4, 571.4, 400.0],
            ["graph classification", 2, 285.7, 200.0],
            ["speech recognition", 1, 142.9, 400.0],
        ],
    ),
    (
        "venue-profile",
        {"venue": "ConfB", "type": "Method", "year": "2023"},
        ["name", "papers", "per_1000", "per_1000_elsewhere"],
        [
            ["diffusion model", 1, 500.0, 1000.0],
            ["GAN", 1, 500.0, 0.0],
        ],
    ),
]
TREND_QUERIES = {case[0] for case in TREND_CASES}


def _load(settings: StoreSettings, folder: Path) -> None:
    from kg.build import load

    source = write_trend_graph(folder / "trends.jsonl")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KG_CACHE_DIR", str(folder / "cache"))
        load(source, settings, rebuild=True)


@pytest.fixture(scope="module")
def embedded_trends(tmp_path_factory: pytest.TempPathFactory) -> StoreSettings:
    folder = tmp_path_factory.mktemp("trends")
    settings = StoreSettings(db_path=folder / "kg.lbdb")
    _load(settings, folder)
    return settings


@pytest.fixture(scope="module")
def neo4j_trends(
    neo4j_settings: Neo4jSettings, tmp_path_factory: pytest.TempPathFactory
) -> StoreSettings:
    settings = StoreSettings(neo4j=neo4j_settings)
    _load(settings, tmp_path_factory.mktemp("trends-neo4j"))
    return settings


@pytest.fixture(params=["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def trends(request: pytest.FixtureRequest) -> Iterator[GraphStore]:
    settings = request.getfixturevalue(f"{request.param}_trends")
    with open_store(settings, read_only=True) as store:
        yield store


def test_papers_keep_year_and_venue(trends: GraphStore) -> None:
    rows = trends.read(
        "MATCH (p:Paper) RETURN p.id AS id, p.year AS year, p.venue AS venue ORDER BY id"
    ).rows
    assert rows == [[paper_id, year, venue] for paper_id, year, venue, _ in PAPERS]


@pytest.mark.parametrize(
    ("name", "params", "columns", "rows"),
    TREND_CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(TREND_CASES)],
)
def test_trend_query_rows(
    trends: GraphStore, name: str, params: dict[str, str], columns: list[str], rows: list
) -> None:
    result = run_named(trends, get_query(name), params)
    assert result.columns == columns
    assert result.rows == rows


def test_trend_queries_share_one_text() -> None:
    for name in TREND_QUERIES:
        assert "*" in get_query(name).texts, f"{name} has per-engine sections"


# ── kg plot ───────────────────────────────────────────────────────────────────


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _svg_lines(path: Path) -> int:
    """The number of drawn data lines (matplotlib names them line2d_N with markers)."""
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return len(
        [
            g
            for g in root.iter("{http://www.w3.org/2000/svg}g")
            if g.get("id", "").startswith("line2d")
        ]
    )


def _store_args(settings: StoreSettings) -> tuple[list[str], dict[str, str]]:
    if settings.neo4j is None:
        return ["--db", str(settings.db_path)], {}
    neo = settings.neo4j
    args = [
        "--neo4j",
        "--neo4j-uri",
        neo.uri,
        "--neo4j-user",
        neo.user,
        "--neo4j-database",
        neo.database,
    ]
    return args, {"NEO4J_PASSWORD": neo.password or ""}


@pytest.mark.parametrize("backend", ["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def test_plot_png_from_a_named_query(
    request: pytest.FixtureRequest, backend: str, tmp_path: Path
) -> None:
    args, env = _store_args(request.getfixturevalue(f"{backend}_trends"))
    out = tmp_path / "new.png"
    result = CliRunner().invoke(
        cli, ["plot", "new-by-year", "-p", "min_papers=1", *args, "-o", str(out)], env=env
    )
    assert result.exit_code == 0, result.output
    assert "4 series of new_entities by year" in result.stderr
    width, height = _png_size(out)
    assert (width, height) == (750, 420)


def test_plot_svg_from_query_json(embedded_trends: StoreSettings, tmp_path: Path) -> None:
    # The real output of kg query --format json, piped as the README shows.
    args, _ = _store_args(embedded_trends)
    query = CliRunner().invoke(
        cli, ["query", "method-adoption", "-p", "method=diffusion model", *args, "--format", "json"]
    )
    assert query.exit_code == 0, query.output
    out = tmp_path / "adoption.svg"
    result = CliRunner().invoke(
        cli, ["plot", "-i", "-", "-o", str(out), "--y", "per_1000"], input=query.stdout
    )
    assert result.exit_code == 0, result.output
    assert _svg_lines(out) >= 1
    text = out.read_text(encoding="utf-8")
    assert "per_1000" in text and "2023" in text
    # the same input draws the same file (no date, fixed ids)
    again = tmp_path / "again.svg"
    CliRunner().invoke(
        cli, ["plot", "-i", "-", "-o", str(again), "--y", "per_1000"], input=query.stdout
    )
    assert again.read_bytes() == out.read_bytes()


@pytest.mark.parametrize(
    ("args", "message", "status"),
    [
        (
            ["plot", "rising-tasks", "-p", "from_year=2020", "-p", "to_year=2023"],
            "no 'year' column",
            1,
        ),
        (["plot", "new-by-year", "--y", "nope"], "no column 'nope'", 1),
        (["plot", "new-by-year", "-p", "type=Nothing"], "no rows", 1),
        (["plot"], "give one of", 2),
    ],
)
def test_plot_errors(
    embedded_trends: StoreSettings, tmp_path: Path, args: list[str], message: str, status: int
) -> None:
    store_args, _ = _store_args(embedded_trends)
    result = CliRunner().invoke(cli, [*args, *store_args, "-o", str(tmp_path / "x.png")])
    assert result.exit_code == status
    assert message in result.stderr


def test_plot_refuses_other_formats(embedded_trends: StoreSettings, tmp_path: Path) -> None:
    store_args, _ = _store_args(embedded_trends)
    out = tmp_path / "chart.pdf"
    result = CliRunner().invoke(cli, ["plot", "new-by-year", *store_args, "-o", str(out)])
    assert result.exit_code == 1
    assert "writes .png or .svg files" in result.stderr
    assert not out.exists()


def test_plot_bad_json_names_the_input(tmp_path: Path) -> None:
    source = tmp_path / "rows.json"
    source.write_text(json.dumps({"rows": []}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["plot", "-i", str(source), "-o", str(tmp_path / "x.png")])
    assert result.exit_code == 1
    assert f"{source}: not the output of kg query --format json" in result.stderr


def test_plot_without_matplotlib_says_how_to_get_it(
    embedded_trends: StoreSettings, tmp_path: Path
) -> None:
    # A separate interpreter in which importing matplotlib fails, as where it is not installed.
    program = (
        "import sys\n"
        "class Absent:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'matplotlib':\n"
        "            raise ImportError('No module named matplotlib')\n"
        "sys.meta_path.insert(0, Absent())\n"
        "from kg.cli import main\n"
        "sys.argv = ['kg'] + sys.argv[1:]\n"
        "main()\n"
    )
    out = tmp_path / "x.png"
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            program,
            "plot",
            "new-by-year",
            "--db",
            str(embedded_trends.db_path),
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    assert "kg plot needs matplotlib" in proc.stderr
    assert "pip install 'kg[plot]'" in proc.stderr
    assert not out.exists()


def test_plot_zero_missing_fills_years_of_other_series() -> None:
    from kg.plot import year_series

    rows = [
        {"year": 2020, "method": "GAN", "papers": 2},
        {"year": 2021, "method": "GAN", "papers": 1},
        {"year": 2021, "method": "diffusion model", "papers": 1},
    ]
    columns = ["year", "method", "papers"]
    assert year_series(columns, rows).lines == {
        "GAN": [(2020, 2.0), (2021, 1.0)],
        "diffusion model": [(2021, 1.0)],
    }
    assert year_series(columns, rows, zero_missing=True).lines["diffusion model"] == [
        (2020, 0.0),
        (2021, 1.0),
    ]
