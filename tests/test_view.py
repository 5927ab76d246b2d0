"""``kg view``: pages from both stores, loaded in a real headless Chromium.

The graph is the hand-made query fixture (tests/fixtures/query_graph). Expected counts
come from the store itself, by a Cypher count or a walk over ``snapshot()``, never from
the code under test.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import chromium, click_node, console_errors, drawn_counts, open_page
from click.testing import CliRunner

from kg.cli import cli
from kg.model import Entity, Extraction, Mention, Paper, Relation
from kg.store import StoreSettings, open_store
from kg.store.settings import Neo4jSettings
from kg.view import view_around, view_graph, view_result
from kg.view.page import embed_json

GRAPH = Path(__file__).resolve().parent / "fixtures" / "query_graph" / "extractions.jsonl"
USES = "MATCH (p:Paper)-[r:USES]->(m:Method) RETURN p, r, m"
Q05_PROPOSAL = (
    "We propose the Retrieval-Augmented Reader (RAR), which couples a dense retriever "
    "with a BERT reader trained end to end."
)


def _load(settings: StoreSettings, source: Path, cache: Path) -> None:
    from kg.build import load

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KG_CACHE_DIR", str(cache))
        load(source, settings, rebuild=True)


@pytest.fixture(scope="module")
def embedded_view_graph(tmp_path_factory: pytest.TempPathFactory) -> StoreSettings:
    folder = tmp_path_factory.mktemp("view-graph")
    settings = StoreSettings(db_path=folder / "kg.lbdb")
    _load(settings, GRAPH, folder / "cache")
    return settings


@pytest.fixture(scope="module")
def neo4j_view_graph(
    neo4j_settings: Neo4jSettings, tmp_path_factory: pytest.TempPathFactory
) -> StoreSettings:
    settings = StoreSettings(neo4j=neo4j_settings)
    _load(settings, GRAPH, tmp_path_factory.mktemp("view-graph-cache"))
    return settings


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with chromium(tmp_path_factory.mktemp("chromium-profile")) as driver:
        yield driver


def _args(settings: StoreSettings) -> tuple[list[str], dict[str, str]]:
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


def kg_view(settings: StoreSettings, out: Path, *args: str) -> Any:
    store_args, env = _args(settings)
    result = CliRunner().invoke(cli, ["view", *args, *store_args, "-o", str(out)], env=env)
    assert result.exit_code == 0, result.output
    return result


def _text(driver: Any, css: str) -> str:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.CSS_SELECTOR, css).text


def _png(path: Path) -> None:
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert path.stat().st_size > 10_000


# ── in the browser ────────────────────────────────────────────────────────────


@pytest.mark.parametrize("backend", ["embedded", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def test_query_result_page_in_chromium(
    request: pytest.FixtureRequest, browser: Any, backend: str, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    settings = request.getfixturevalue(f"{backend}_view_graph")
    with open_store(settings, read_only=True) as store:
        papers, methods, uses = store.read(
            "MATCH (p:Paper)-[r:USES]->(m:Method) "
            "RETURN count(DISTINCT p.id), count(DISTINCT m.id), count(r)"
        ).rows[0]
    page = tmp_path / "uses.html"
    kg_view(settings, page, "-c", USES)

    log = open_page(browser, page)
    assert console_errors(log) == []
    assert drawn_counts(browser) == (papers + methods, uses)
    legend = _text(browser, "#kg-legend")
    assert f"Paper {papers}" in legend and f"Method {methods}" in legend
    assert f"USES {uses}" in legend
    assert not browser.find_element(By.ID, "kg-message").is_displayed()  # nothing left out

    # search by an alias, Enter selects the first match and shows its details
    search = browser.find_element(By.ID, "kg-search")
    search.send_keys("vit", Keys.ENTER)
    assert _text(browser, "#kg-found") == "1 match"
    assert _text(browser, "#kg-details h2") == "Vision Transformer"
    assert "ViT" in _text(browser, "#kg-details")

    # a real click on a paper shows its relationships with their evidence
    node_id = browser.execute_script(
        "return kgView.cy.nodes().filter(function (n) {"
        "  return n.data('label') === 'Paper' && n.data('name').indexOf('Retrieval') === 0;"
        "})[0].id()"
    )
    click_node(browser, node_id)
    details = _text(browser, "#kg-details")
    assert _text(browser, "#kg-details h2").startswith("Retrieval-Augmented Readers")
    assert "PROPOSES Method: Retrieval-Augmented Reader" in details
    assert Q05_PROPOSAL in details
    # clicking an entity lists its papers with the sentence that ties them
    bert = browser.execute_script(
        "return kgView.cy.nodes().filter(function (n) {"
        "  return n.data('name') === 'BERT';"
        "})[0].id()"
    )
    click_node(browser, bert)
    details = _text(browser, "#kg-details")
    assert "2 papers" in details and "USES · Retrieval-Augmented Readers" in details
    assert Q05_PROPOSAL in details
    assert console_errors(browser.get_log("browser")) == []
    shot = tmp_path / f"view-{backend}.png"
    assert browser.save_screenshot(str(shot))
    _png(shot)


def test_capped_whole_graph_says_what_is_left_out(
    embedded_view_graph: StoreSettings, browser: Any, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By

    with open_store(embedded_view_graph, read_only=True) as store:
        everything = store.snapshot()
        view = view_graph(store, max_nodes=10)
    kept = {(n["label"], n["key"]) for n in view.data["nodes"]}
    among = [e for e in everything.edges if (e[1], e[2]) in kept and (e[3], e[4]) in kept]
    page = tmp_path / "capped.html"
    result = kg_view(embedded_view_graph, page, "--max-nodes", "10")
    assert "Showing 10 nodes of 43" in result.stderr

    log = open_page(browser, page)
    assert console_errors(log) == []
    assert drawn_counts(browser) == (10, len(among))
    message = browser.find_element(By.ID, "kg-message")
    assert message.is_displayed()
    assert message.text.startswith(f"Showing 10 nodes of 43 and {len(among)} relationships of 67")
    assert f"Left out: 33 nodes and {67 - len(among)} relationships" in message.text
    shot = tmp_path / "capped.png"
    browser.save_screenshot(str(shot))
    _png(shot)


def _hostile_graph(path: Path) -> Path:
    """Names that would run script if a page put them into HTML unescaped. Each starts with
    a word: resolution cuts leading symbols off a name, and the markup must reach the store."""
    names = [
        "Evil</script><script>window.kgPwned = 1</script>",
        'Evil<img src=x onerror="window.kgPwned = 2">',
        "Evil<!-- <script>window.kgPwned = 3</script>",
        # Brackets balanced: an unbalanced one marks a name cut out of a formula, and
        # resolution drops it.
        "Q&A [[ \u2028 \"quoted\" 'apostrophe' ]]>",
    ]
    abstract = " ".join(f"We use {name}." for name in names)
    entities, relations = [], []
    for i, name in enumerate(names):
        start = abstract.index(name)
        key = f"method:hostile {i}"
        entities.append(Entity(key, "Method", name, [], [Mention(start, start + len(name), name)]))
        relations.append(Relation("USES", "paper", key, f"We use {name}."))
    paper = Paper(
        "h1",
        abstract,
        "hostile.jsonl#1",
        "<script>window.kgPwned = 4</script>",
        2024,
        url="javascript:window.kgPwned = 6",
    )
    import json

    path.write_text(json.dumps(Extraction(paper, entities, relations).to_json()) + "\n")
    return path


def test_hostile_names_stay_text(browser: Any, tmp_path: Path) -> None:
    settings = StoreSettings(db_path=tmp_path / "hostile.lbdb")
    _load(settings, _hostile_graph(tmp_path / "hostile.jsonl"), tmp_path / "cache")
    page = tmp_path / "hostile.html"
    title_attack = (
        "MATCH (n) WHERE n.name <> '</title><script>window.kgPwned = 5</script>' RETURN n"
    )
    kg_view(settings, page, "-c", title_attack)
    html = page.read_text(encoding="utf-8")
    assert "<script>window.kgPwned" not in html
    assert html.count("<script") == 3  # the library, the data, the page's script

    log = open_page(browser, page)
    assert console_errors(log) == []
    assert browser.execute_script("return window.kgPwned === undefined")
    assert browser.execute_script("return document.scripts.length") == 3
    assert drawn_counts(browser) == (5, 4)
    assert browser.title.startswith("kg: MATCH (n) WHERE n.name <> '</title><script>")
    names = browser.execute_script(
        "return kgView.cy.nodes().map(function (n) { return n.data('name'); })"
    )
    with open_store(settings, read_only=True) as store:
        stored = store.read("MATCH (n) RETURN n.name").rows
    assert sorted(names) == sorted(row[0] for row in stored)
    assert "Evil</script><script>window.kgPwned = 1</script>" in names
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    search = browser.find_element(By.ID, "kg-search")
    search.send_keys("onerror", Keys.ENTER)
    heading = browser.find_element(By.CSS_SELECTOR, "#kg-details h2")
    assert heading.get_attribute("textContent") == 'Evil<img src=x onerror="window.kgPwned = 2">'
    assert browser.execute_script("return document.querySelectorAll('#kg-details img').length") == 0
    # the paper's link is not javascript: (only http and https addresses become links)
    paper_id = browser.execute_script(
        "return kgView.cy.nodes().filter(function (n) { return n.data('label') === 'Paper'; })"
        "[0].id()"
    )
    click_node(browser, paper_id)
    assert _text(browser, "#kg-details h2") == "<script>window.kgPwned = 4</script>"
    assert browser.execute_script("return document.querySelectorAll('#kg-details a').length") == 0
    assert browser.execute_script("return window.kgPwned === undefined")


def test_embedded_json_cannot_close_its_element() -> None:
    text = embed_json({"name": "</script><!--<script>\u2028&"})
    assert "<" not in text and ">" not in text and "&" not in text and "\u2028" not in text
    import json

    assert json.loads(text) == {"name": "</script><!--<script>\u2028&"}


# ── the same page from both stores ────────────────────────────────────────────


@pytest.mark.neo4j
@pytest.mark.parametrize(
    "source",
    [
        ("graph",),
        ("graph", 12),
        ("around", "Lattice Decoder", 1),
        ("around", "vit", 2),
        ("query", "MATCH p = (:Paper)-[:PROPOSES]->(:Method) RETURN p"),
        ("query", "MATCH ()-[r:COMPARED_WITH]->() RETURN r"),
        ("query", "MATCH (t:Task) RETURN t.name AS task"),
    ],
    ids=lambda s: "-".join(map(str, s)),
)
def test_same_page_data_from_both_stores(
    embedded_view_graph: StoreSettings, neo4j_view_graph: StoreSettings, source: tuple
) -> None:
    def build(settings: StoreSettings) -> dict[str, Any]:
        with open_store(settings, read_only=True) as store:
            if source[0] == "graph":
                view = view_graph(store, *source[1:])
            elif source[0] == "around":
                view = view_around(store, source[1], source[2])
            else:
                view = view_result(store, source[1], {}, "title")
        data = dict(view.data)
        data.pop("title")
        return data

    embedded = build(embedded_view_graph)
    assert embedded["nodes"], "the view is empty"
    assert embedded == build(neo4j_view_graph)


# ── what is drawn ─────────────────────────────────────────────────────────────


def _walk(edges: Any, start: set, depth: int) -> tuple[set, set]:
    nodes, drawn = set(start), set()
    frontier = set(start)
    for _ in range(depth):
        touching = {e for e in edges if (e[1], e[2]) in frontier or (e[3], e[4]) in frontier}
        drawn |= touching
        reached = {(e[1], e[2]) for e in touching} | {(e[3], e[4]) for e in touching}
        frontier = reached - nodes
        nodes |= reached
    return nodes, drawn


@pytest.mark.parametrize("depth", [1, 2])
def test_around_draws_the_neighbourhood(embedded_view_graph: StoreSettings, depth: int) -> None:
    with open_store(embedded_view_graph, read_only=True) as store:
        edges = store.snapshot().edges
        view = view_around(store, "LATTICE decoder", depth)
    nodes, drawn = _walk(edges, {("Method", "method:lattice decoder")}, depth)
    assert view.nodes == len(nodes) and view.edges == len(drawn)
    centre = [n for n in view.data["nodes"] if n.get("pinned")]
    assert [n["name"] for n in centre] == ["Lattice Decoder"]
    assert centre[0]["paper_list"][0]["evidence"] is not None
    assert view.message == ""


def test_named_query_draws_rows_and_parameter(
    embedded_view_graph: StoreSettings, tmp_path: Path
) -> None:
    # method-papers returns paper ids; the method its parameter names is drawn with them
    result = kg_view(embedded_view_graph, tmp_path / "p.html", "method-papers", "-p", "method=vit")
    assert "5 nodes, 4 relationships" in result.stderr


def test_open_starts_the_browser(embedded_view_graph: StoreSettings, tmp_path: Path) -> None:
    # webbrowser runs the command in BROWSER: here a script that records the page it got.
    record = tmp_path / "opened.txt"
    opener = tmp_path / "opener.py"
    opener.write_text(f"import sys; open({str(record)!r}, 'w').write(sys.argv[1])\n")
    page = tmp_path / "open.html"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "kg.cli",
            "view",
            "--db",
            str(embedded_view_graph.db_path),
            "-o",
            str(page),
            "--open",
        ],
        env={"PATH": "/usr/bin:/bin", "BROWSER": f"{sys.executable} {opener} %s"},
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert record.read_text() == page.resolve().as_uri()


@pytest.mark.parametrize(
    ("args", "status", "message"),
    [
        (["top-tasks", "--around", "BERT"], 2, "at most one of"),
        (["-c", "MATCH (n) RETURN n", "--around", "BERT"], 2, "at most one of"),
        (["-p", "limit=3"], 2, "-p is for a query NAME"),
        (["--around", "BERT", "--depth", "3"], 2, "--depth"),
        (["--depth", "2"], 2, "--depth is for --around NAME"),
        (["--around", "no such thing"], 1, "nothing named 'no such thing'"),
        (["task-methods"], 2, "needs parameter 'task'"),
        (["-c", "MATCH (n:Method) DETACH DELETE n"], 1, "read-only"),
    ],
)
def test_view_errors(
    embedded_view_graph: StoreSettings, tmp_path: Path, args: list[str], status: int, message: str
) -> None:
    out = tmp_path / "x.html"
    result = CliRunner().invoke(
        cli, ["view", *args, "--db", str(embedded_view_graph.db_path), "-o", str(out)]
    )
    assert result.exit_code == status, result.output
    assert message in result.stderr
    assert not out.exists()


def test_empty_result_says_so(embedded_view_graph: StoreSettings, tmp_path: Path) -> None:
    result = kg_view(embedded_view_graph, tmp_path / "e.html", "-c", "RETURN 1 AS one")
    assert "0 nodes, 0 relationships" in result.stderr
    assert "Nothing to draw" in result.stderr


def test_unwritable_output_is_one_line(embedded_view_graph: StoreSettings, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = CliRunner().invoke(
        cli, ["view", "--db", str(embedded_view_graph.db_path), "-o", str(blocker / "x.html")]
    )
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: cannot write {blocker / 'x.html'}")


def test_vendored_library_is_the_recorded_build() -> None:
    # scripts/vendor-js records the checksum of what it copied; the package data ships it.
    import hashlib
    from importlib import resources

    static = resources.files("kg.view") / "static"
    record = (static / "VENDORED").read_text(encoding="utf-8").splitlines()
    assert record[0].startswith("cytoscape ") and "MIT" in record[0]
    digest = hashlib.sha256((static / "cytoscape.min.js").read_bytes()).hexdigest()
    assert record[1] == f"sha256 {digest}  cytoscape.min.js"
    assert "Permission is hereby granted" in (static / "cytoscape.LICENSE").read_text()
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    kg_data = next(x for x in pyproject.read_text().splitlines() if x.startswith("kg = ["))
    assert '"view/static/*"' in kg_data
