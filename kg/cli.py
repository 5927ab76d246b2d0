"""The ``kg`` command line: parses options and calls the pipeline stages, nothing more."""

from __future__ import annotations

import contextlib
import errno
import functools
import logging
import os
import signal
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console

from kg import __version__
from kg.errors import KgError, UsageError
from kg.review import CHECKS as REVIEW_CHECKS
from kg.store.settings import (
    DEFAULT_DB_PATH,
    DEFAULT_NEO4J_DATABASE,
    DEFAULT_NEO4J_URI,
    DEFAULT_NEO4J_USER,
    Neo4jSettings,
    StoreSettings,
)

F = TypeVar("F", bound=Callable[..., Any])

#: Messages and progress go to stderr; stdout is kept for data (tables, JSON, CSV).
err_console = Console(stderr=True)


def say(message: str) -> None:
    """One line on stderr as written: no markup, no highlighting, never wrapped."""
    err_console.print(message, highlight=False, markup=False, soft_wrap=True)


class _UsageLine(click.ClickException):
    """A usage error found after parsing (an unknown query, a bad ``-p``): one line, and
    click's usage-error status."""

    exit_code = 2


#: Errors of writing the output (a full disk, a closed pipe): one line, not a traceback.
_OUTPUT_ERRORS = (errno.ENOSPC, errno.EPIPE, errno.EIO, errno.EFBIG, errno.EDQUOT)


def _drop_stdout() -> None:
    """Point stdout at /dev/null, so that the exit's flush of what is left fails no more."""
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


class KgGroup(click.Group):
    """Turns ``KgError`` into one clear line: exit 2 for a ``UsageError`` (as click's own
    usage errors), else exit 1; ``--verbose`` adds the traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            result = super().invoke(ctx)
            sys.stdout.flush()  # a write error shows here, not as a traceback at exit
            return result
        except UsageError as exc:
            raise _UsageLine(str(exc)) from exc
        except KgError as exc:
            if ctx.obj and ctx.obj.get("verbose"):
                traceback.print_exc(file=sys.stderr)
            raise click.ClickException(str(exc)) from exc
        except KeyboardInterrupt:
            err_console.print("interrupted")
            ctx.exit(130)
        except OSError as exc:
            if exc.errno not in _OUTPUT_ERRORS:
                raise
            _drop_stdout()
            raise click.ClickException(f"cannot write the output: {exc.strerror}") from exc


@click.group(
    cls=KgGroup,
    context_settings={"help_option_names": ["-h", "--help"], "show_default": True},
)
@click.version_option(__version__, "--version", prog_name="kg")
@click.option("-v", "--verbose", is_flag=True, help="Show debug logging and tracebacks.")
@click.option("-q", "--quiet", is_flag=True, help="Only print results and errors.")
@click.pass_context
def cli(ctx: click.Context, verbose: bool, quiet: bool) -> None:
    """Turn machine-learning paper abstracts into a knowledge graph and query it with Cypher.

    The graph lives in an embedded database file (--db, default ./kg.lbdb) or in
    Neo4j (--neo4j, configured by the NEO4J_* environment variables).
    """
    ctx.ensure_object(dict)
    ctx.obj["verbose"] = verbose
    ctx.obj["quiet"] = quiet and not verbose
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING if quiet else logging.INFO,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    if not verbose:
        logging.getLogger("neo4j").setLevel(logging.CRITICAL)


def is_quiet() -> bool:
    ctx = click.get_current_context(silent=True)
    return bool(ctx and ctx.obj and ctx.obj.get("quiet"))


def _neo4j_password() -> str | None:
    password = os.environ.get("NEO4J_PASSWORD")
    if password is None and sys.stdin.isatty():
        password = click.prompt("Neo4j password", hide_input=True, err=True)
    return password


#: The embedded database file, for every command that reads or writes one.
db_option = click.option(
    "--db",
    "db_path",
    type=click.Path(dir_okay=False, path_type=Path),
    envvar="KG_DB",
    default=DEFAULT_DB_PATH,
    show_default=True,
    show_envvar=True,
    help="Embedded database file.",
)


def store_options(func: F) -> F:
    """The STORE options of docs/design.md; the command receives ``store: StoreSettings``."""

    @db_option
    @click.option(
        "--neo4j", "use_neo4j", is_flag=True, help="Use Neo4j instead of the embedded database."
    )
    @click.option(
        "--neo4j-uri",
        envvar="NEO4J_URI",
        default=DEFAULT_NEO4J_URI,
        show_default=True,
        show_envvar=True,
        help="Neo4j Bolt URI.",
    )
    @click.option(
        "--neo4j-user",
        envvar="NEO4J_USERNAME",
        default=DEFAULT_NEO4J_USER,
        show_default=True,
        show_envvar=True,
        help="Neo4j user.",
    )
    @click.option(
        "--neo4j-database",
        envvar="NEO4J_DATABASE",
        default=DEFAULT_NEO4J_DATABASE,
        show_default=True,
        show_envvar=True,
        help="Neo4j database.",
    )
    @functools.wraps(func)
    def wrapper(
        *args: Any,
        db_path: Path,
        use_neo4j: bool,
        neo4j_uri: str | None,
        neo4j_user: str | None,
        neo4j_database: str | None,
        **kwargs: Any,
    ) -> Any:
        neo4j = None
        if use_neo4j:
            neo4j = Neo4jSettings.from_env(
                uri=neo4j_uri, user=neo4j_user, database=neo4j_database, password=_neo4j_password()
            )
        return func(*args, store=StoreSettings(db_path=db_path, neo4j=neo4j), **kwargs)

    return wrapper  # type: ignore[return-value]


# ── kg doctor ─────────────────────────────────────────────────────────────────


@cli.command()
@store_options
def doctor(store: StoreSettings) -> None:
    """Check the environment: Python, spaCy and its model, the stores.

    With --neo4j, also check that Neo4j answers and authenticates.
    """
    from kg.doctor import run_checks

    ok = True
    for check in run_checks(store.db_path, store.neo4j):
        mark = "[green]ok[/]" if check.ok else "[red]FAIL[/]"
        err_console.print(
            f"{mark:>18}  {check.name:<10} {check.detail}", highlight=False, soft_wrap=True
        )
        ok = ok and check.ok
    if not ok:
        sys.exit(1)


@cli.command("recover")
@db_option
def recover_command(db_path: Path) -> None:
    """Make an embedded database left by an interrupted write readable again.

    A complete write-ahead log is replayed; a damaged one is moved aside (kept), which
    returns the database to its last completed write. kg build does this by itself.
    """
    from kg.store.embedded import recover

    recovery = recover(db_path)
    message = recovery.describe() if recovery else f"{db_path}: nothing to recover"
    say(message)


# (commands of the later stages are added below this line)


# ── options shared by several commands ────────────────────────────────────────

skip_bad_option = click.option(
    "--skip-bad", is_flag=True, help="Skip bad records (with a warning) instead of stopping."
)
rebuild_option = click.option(
    "--rebuild", is_flag=True, help="Replace the whole graph instead of adding to it."
)


def format_option(*choices: str) -> Callable[[F], F]:
    """``--format`` with the given choices, the first being the default: the one way every
    command whose output is data chooses it (JSON and CSV on stdout)."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(list(choices)),
        default=choices[0],
        show_default=True,
        help="Output format.",
    )


def _count_option(flag: str, default: int, help_text: str) -> Callable[[F], F]:
    """An option taking a whole number of at least 1."""
    return click.option(
        flag, type=click.IntRange(min=1), default=default, show_default=True, help=help_text
    )


#: Abstracts per spaCy ``nlp.pipe`` batch; rows per Neo4j write transaction.
DEFAULT_NLP_BATCH_SIZE = 64
DEFAULT_TX_SIZE = 1000

workers_option = _count_option("--workers", 1, "Extraction processes.")
nlp_batch_size_option = _count_option(
    "--nlp-batch-size", DEFAULT_NLP_BATCH_SIZE, "Abstracts per spaCy batch."
)
tx_size_option = _count_option(
    "--tx-size",
    DEFAULT_TX_SIZE,
    "Rows per Neo4j write transaction (the embedded store writes in one).",
)


class SkipReport:
    """What --skip-bad left out: each record as it is skipped, then the count."""

    def __init__(self) -> None:
        self.skipped: list[KgError] = []

    def __call__(self, error: KgError) -> None:
        self.skipped.append(error)
        if not is_quiet():
            say(f"skipped {error}")

    def close(self) -> None:
        # Stated even with --quiet: the output silently lacks these records otherwise.
        if self.skipped:
            say(f"--skip-bad: skipped {len(self.skipped)} bad records/files")


# ── kg extract ────────────────────────────────────────────────────────────────


@cli.command("extract")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Extraction JSONL file to write (replaced only when all papers are done).",
)
@workers_option
@nlp_batch_size_option
@skip_bad_option
@format_option("table", "json")
def extract_command(
    inputs: tuple[Path, ...],
    output: Path,
    workers: int,
    nlp_batch_size: int,
    skip_bad: bool,
    fmt: str,
) -> None:
    """Extract entities and relations from the abstracts in INPUT files or folders."""
    from contextlib import nullcontext

    from kg.corpus import read_papers
    from kg.extract.run import write_extractions

    skips = SkipReport()
    # Read everything first: bad input stops before any parsing, and the bar knows its total.
    papers = list(read_papers(inputs, skip_bad=skip_bad, on_skip=skips))
    show_bar = err_console.is_terminal and not is_quiet()
    advance: Any = None
    if show_bar:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

        bar = Progress(
            "extract", BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err_console
        )
        task = bar.add_task("extract", total=len(papers))
        advance = lambda: bar.advance(task)  # noqa: E731
    with bar if show_bar else nullcontext():
        summary = write_extractions(
            papers, output, workers=workers, batch_size=nlp_batch_size, on_paper=advance
        )
    if fmt == "json":
        from kg.render import print_json

        print_json(
            {
                "output": str(output),
                "papers": summary.papers,
                "entities": dict(sorted(summary.entities.items())),
                "relations": summary.relations,
                "seconds": round(summary.seconds, 2),
            }
        )
    elif not is_quiet():
        say(f"{output}: {summary.line()}")
    skips.close()


# ── kg eval ───────────────────────────────────────────────────────────────────


@cli.command("eval")
@click.argument("gold", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("pred", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@format_option("table", "json")
@click.option("--json", "as_json", is_flag=True, hidden=True, help="Deprecated: --format json.")
@click.option("--details", is_flag=True, help="Also list misses and false positives per paper.")
def eval_command(gold: Path, pred: Path, fmt: str, as_json: bool, details: bool) -> None:
    """Score a `kg extract` file PRED against gold annotations GOLD (precision/recall/F1)."""
    from kg.evaluate import details_lines, evaluate_files, report_tables
    from kg.render import print_json, print_tables

    report = evaluate_files(gold, pred)
    if as_json or fmt == "json":
        print_json(report.to_json(details=details))
    else:
        print_tables(*report_tables(report))
        if details:
            for line in details_lines(report):
                click.echo(line)
    if not is_quiet():
        if report.papers_without_prediction:
            err_console.print(
                f"{len(report.papers_without_prediction)} of {report.gold_papers} gold papers "
                "have no prediction (counted as all missed)",
                highlight=False,
            )
        if report.ignored_predictions:
            err_console.print(
                f"{report.ignored_predictions} predictions are for papers not in the gold file "
                "(ignored)",
                highlight=False,
            )


# ── kg queries / kg query ─────────────────────────────────────────────────────


@cli.command("queries")
@format_option("table", "json")
def queries_command(fmt: str) -> None:
    """List the named queries of cypher/queries/ with their parameters."""
    from kg.query import load_library
    from kg.render import Column, print_json, print_tables, table

    library = load_library()
    if fmt == "json":
        print_json([q.to_json() for q in library.values()])
    else:
        columns = [
            Column("name", wrap=False),
            Column("parameters", wrap=False),
            Column("description", grow=True),
        ]
        rows = [
            (q.name, " ".join(p.usage() for p in q.params), q.description) for q in library.values()
        ]
        print_tables(table(columns, rows))


@cli.command("query")
@click.argument("name", required=False)
@click.option("-c", "--cypher", help="Run this Cypher statement instead of a named query.")
@click.option(
    "-p",
    "--param",
    "params",
    multiple=True,
    metavar="KEY=VALUE",
    help="A query parameter; repeat for several.",
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=0),
    default=60.0,
    show_default=True,
    envvar="KG_QUERY_TIMEOUT",
    show_envvar=True,
    help="Seconds the query may run before the database stops it (0: no limit).",
)
@store_options
@format_option("table", "json", "csv")
def query_command(
    name: str | None,
    cypher: str | None,
    params: tuple[str, ...],
    timeout: float,
    store: StoreSettings,
    fmt: str,
) -> None:
    """Run the named query NAME (see kg queries) or -c CYPHER, read-only, on the store.

    The database refuses any statement that would write.
    """
    from kg.query import get_query, guess_value, parse_assignments, run_cypher, run_named
    from kg.render import print_tables, result_csv, result_json, result_table
    from kg.store import open_store

    if (name is None) == (cypher is None):
        raise click.UsageError("give either a query NAME or -c CYPHER")
    given = parse_assignments(params)
    named = get_query(name) if name is not None else None
    if named is not None:
        named.bind(given)  # a missing or mistyped parameter fails before the store opens
    with open_store(store, read_only=True, query_timeout=timeout or None) as graph:
        if named is not None:
            result = run_named(graph, named, given)
        else:
            assert cypher is not None
            result = run_cypher(graph, cypher, {k: guess_value(v) for k, v in given.items()})
    if fmt == "json":
        click.echo(result_json(result))
    elif fmt == "csv":
        click.echo(result_csv(result), nl=False)
    else:
        print_tables(result_table(result))
    if not is_quiet():
        count = len(result.rows)
        err_console.print(
            f"{count} row{'' if count == 1 else 's'} from {store.describe()}",
            highlight=False,
            markup=False,
        )


# ── kg build / kg load ────────────────────────────────────────────────────────


def _stage_progress() -> Any:
    """A progress bar per pipeline stage on a terminal; nothing when piped or quiet."""
    from kg.build import no_progress

    if is_quiet() or not err_console.is_terminal:
        return no_progress
    from contextlib import contextmanager

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    @contextmanager
    def stage(name: str, total: int | None) -> Any:
        columns = [TextColumn("{task.description:<8}"), BarColumn(), MofNCompleteColumn()]
        with Progress(*columns, TimeElapsedColumn(), console=err_console) as bar:
            task = bar.add_task(name, total=total)
            yield lambda n: bar.advance(task, n)
            done = bar.tasks[0].completed or 1  # a stage of unknown size ends full
            bar.update(task, total=done, completed=done)

    return stage


def _print_summary(summary: Any, store: StoreSettings, fmt: str) -> None:
    """The build or load summary: a JSON document on stdout, or lines on stderr."""
    if fmt == "json":
        from kg.render import print_json

        print_json(summary.to_json())
        return
    if is_quiet():
        return
    papers = summary.labels.get("Paper", 0)
    err_console.print(
        f"{store.describe()}: {papers} papers in {summary.seconds:.1f} s "
        f"(input {summary.input_papers}: {summary.added} added, {summary.updated} updated, "
        f"{summary.unchanged} unchanged; {summary.removed} removed; "
        f"{summary.extracted} extracted, {summary.cached} from cache)",
        highlight=False,
        soft_wrap=True,
    )
    entities = ", ".join(f"{label} {n}" for label, n in summary.labels.items() if label != "Paper")
    relations = ", ".join(f"{rel} {n}" for rel, n in summary.relations.items())
    written = summary.written
    err_console.print(f"entities: {entities}", highlight=False, soft_wrap=True)
    err_console.print(f"relationships: {relations}", highlight=False, soft_wrap=True)
    err_console.print(
        f"written: {written.nodes_written} nodes, {written.edges_written} relationships; "
        f"deleted: {written.nodes_deleted} nodes, {written.edges_deleted} relationships",
        highlight=False,
        soft_wrap=True,
    )


@cli.command("build")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@store_options
@rebuild_option
@workers_option
@nlp_batch_size_option
@tx_size_option
@skip_bad_option
@format_option("table", "json")
def build_command(
    inputs: tuple[Path, ...],
    store: StoreSettings,
    rebuild: bool,
    workers: int,
    nlp_batch_size: int,
    tx_size: int,
    skip_bad: bool,
    fmt: str,
) -> None:
    """Read INPUT… (files or folders of abstracts) and build their graph into the store.

    Incremental by default: papers already stored with the same text are neither
    extracted nor written again; papers previously built from a re-read file that are
    no longer in it are removed.
    """
    from kg.build import build, default_extractor

    skips = SkipReport()
    summary = build(
        list(inputs),
        store,
        rebuild=rebuild,
        workers=workers,
        batch_size=tx_size,
        progress=_stage_progress(),
        extractor=functools.partial(default_extractor, nlp_batch_size=nlp_batch_size),
        skip_bad=skip_bad,
        on_skip=skips,
    )
    _print_summary(summary, store, fmt)
    skips.close()


@cli.command("load")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@store_options
@rebuild_option
@tx_size_option
@format_option("table", "json")
def load_command(file: Path, store: StoreSettings, rebuild: bool, tx_size: int, fmt: str) -> None:
    """Store the extractions of FILE (the output of kg extract) without extracting."""
    from kg.build import load

    summary = load(file, store, rebuild=rebuild, batch_size=tx_size, progress=_stage_progress())
    _print_summary(summary, store, fmt)


# ── kg stats ──────────────────────────────────────────────────────────────────


@cli.command("stats")
@store_options
@format_option("table", "json")
@click.option(
    "--top",
    type=click.IntRange(min=0),
    default=10,
    show_default=True,
    help="How many top entities (by paper count) to list.",
)
def stats_command(store: StoreSettings, fmt: str, top: int) -> None:
    """Counts per label and relationship type, and the entities in most papers."""
    from kg.render import SECTION, Column, print_json, print_tables, table
    from kg.store import open_store

    with open_store(store, read_only=True) as graph:
        stats = graph.stats(top)
    if fmt == "json":
        print_json(stats)
        return
    counts = table(
        ["label / relationship type", Column("count", numeric=True)],
        [*stats["labels"].items(), SECTION, *stats["relationship_types"].items()],
        title=store.describe(),
    )
    tables = [counts]
    if stats["top_entities"]:
        columns = ["label", "name", Column("papers", numeric=True), "id"]
        rows = [(e["label"], e["name"], e["paper_count"], e["id"]) for e in stats["top_entities"]]
        tables.append(table(columns, rows, title="top entities by paper count"))
    print_tables(*tables)


# ── kg export ─────────────────────────────────────────────────────────────────


@cli.command("export")
@store_options
@click.option(
    "--as",
    "fmt",
    type=click.Choice(["graphml", "json"]),
    required=True,
    help="File type: GraphML (Gephi, Cytoscape) or node-link JSON.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="File to write.",
)
def export_command(store: StoreSettings, fmt: str, output: Path) -> None:
    """Write the stored graph to a GraphML or node-link JSON file."""
    from kg.export import export_store
    from kg.store import open_store

    with open_store(store, read_only=True) as graph_store:
        graph = export_store(graph_store, fmt, output)
    if not is_quiet():
        err_console.print(
            f"wrote {output}: {graph.number_of_nodes()} nodes, {graph.number_of_edges()} "
            f"relationships ({fmt})",
            highlight=False,
            soft_wrap=True,
        )


# ── kg view / kg plot ─────────────────────────────────────────────────────────


def _query_source(
    name: str | None, cypher: str | None, params: tuple[str, ...], backend: str
) -> tuple[str, dict[str, Any], list[str], str]:
    """The statement, typed parameters, text parameter values and a title for NAME or -c."""
    from kg.query import get_query, guess_value, parse_assignments
    from kg.query.run import cypher_parameters

    given = parse_assignments(params)
    if name is not None:
        named = get_query(name)
        values = named.bind(given)
        texts = [str(values[p.name]) for p in named.params if p.type == "str" and values[p.name]]
        shown = " ".join(f"{k}={v}" for k, v in given.items())
        statement = named.cypher_for(backend)
        # One engine's text may not need every declared parameter; an unused one is an error.
        used = cypher_parameters(statement)
        values = {k: v for k, v in values.items() if k in used}
        return statement, values, texts, f"kg: {name} {shown}".strip()
    assert cypher is not None
    return cypher, {k: guess_value(v) for k, v in given.items()}, [], f"kg: {cypher}"


@cli.command("view")
@click.argument("name", required=False)
@click.option("-c", "--cypher", help="Draw the result of this Cypher statement.")
@click.option(
    "-p", "--param", "params", multiple=True, metavar="KEY=VALUE", help="A query parameter."
)
@click.option("--around", metavar="NAME", help="Draw this entity (or paper) and its neighbours.")
@click.option(
    "--depth", type=click.IntRange(1, 2), default=1, show_default=True, help="Steps for --around."
)
@click.option(
    "--max-nodes",
    type=click.IntRange(min=1),
    default=400,
    show_default=True,
    help="Draw at most this many nodes (the best connected); the page says what is left out.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("kg-view.html"),
    show_default=True,
    help="HTML file to write.",
)
@click.option("--open", "open_browser", is_flag=True, help="Open the page in a web browser.")
@store_options
def view_command(
    name: str | None,
    cypher: str | None,
    params: tuple[str, ...],
    around: str | None,
    depth: int,
    max_nodes: int,
    output: Path,
    open_browser: bool,
    store: StoreSettings,
) -> None:
    """Write the graph as one HTML page that opens offline (Cytoscape.js inlined).

    Without arguments: the whole graph. With a query NAME (see kg queries) or -c CYPHER:
    the nodes and relationships the result returns, or else the entities its rows name
    and the relationships among them. With --around NAME: one entity's neighbourhood.
    """
    from kg.store import open_store
    from kg.view import view_around, view_graph, view_result, write_view

    if sum(x is not None for x in (name, cypher, around)) > 1:
        raise click.UsageError("give at most one of a query NAME, -c CYPHER and --around NAME")
    if params and name is None and cypher is None:
        raise click.UsageError("-p is for a query NAME or -c CYPHER")
    depth_source = click.get_current_context().get_parameter_source("depth")
    if around is None and depth_source is not click.core.ParameterSource.DEFAULT:
        raise click.UsageError("--depth is for --around NAME")
    if name is not None:
        _query_source(name, None, params, "embedded")  # bad parameters fail before the store
    with open_store(store, read_only=True) as graph:
        if around is not None:
            view = view_around(graph, around, depth, max_nodes)
        elif name is not None or cypher is not None:
            statement, values, texts, title = _query_source(name, cypher, params, graph.backend)
            view = view_result(graph, statement, values, title, texts, max_nodes)
        else:
            view = view_graph(graph, max_nodes)
    write_view(view, output)
    if not is_quiet():
        say(
            f"wrote {output}: {view.nodes} nodes, {view.edges} relationships "
            f"from {store.describe()}"
        )
        if view.message:
            say(view.message)
    if open_browser:
        import webbrowser

        if not webbrowser.open(output.resolve().as_uri()):
            err_console.print(f"no web browser found: open {output} yourself", highlight=False)


@cli.command("plot")
@click.argument("name", required=False)
@click.option("-c", "--cypher", help="Plot the result of this Cypher statement.")
@click.option(
    "-p", "--param", "params", multiple=True, metavar="KEY=VALUE", help="A query parameter."
)
@click.option(
    "-i",
    "--input",
    "input_file",
    type=click.File("r", encoding="utf-8"),
    help="Plot this `kg query --format json` output instead ('-' for stdin).",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="Chart to write: .png or .svg.",
)
@click.option("--x", "x_column", help="Column of the years [default: year].")
@click.option("--y", "y_column", help="Column of the values [default: the first numeric one].")
@click.option("--by", "by_column", help="Column naming the series [default: the first text one].")
@click.option(
    "--zero-missing",
    is_flag=True,
    help="A year that other series have and one series lacks counts as 0 in it.",
)
@click.option("--title", help="Chart title [default: the query and its parameters].")
@store_options
def plot_command(
    name: str | None,
    cypher: str | None,
    params: tuple[str, ...],
    input_file: Any,
    output: Path,
    x_column: str | None,
    y_column: str | None,
    by_column: str | None,
    zero_missing: bool,
    title: str | None,
    store: StoreSettings,
) -> None:
    """Draw a year-series query result (e.g. method-adoption, new-by-year) as a line chart.

    Needs matplotlib: pip install 'kg[plot]'.
    """
    from kg.plot import plot, read_result_json, year_series

    if sum(x is not None for x in (name, cypher, input_file)) != 1:
        raise click.UsageError("give one of a query NAME, -c CYPHER and --input FILE")
    if input_file is not None:
        columns, rows = read_result_json(input_file.read(), input_file.name)
        default_title = Path(input_file.name).name
    else:
        from kg.query import run_cypher
        from kg.render import plain
        from kg.store import open_store

        if name is not None:
            _query_source(name, None, params, "embedded")  # bad parameters fail first
        with open_store(store, read_only=True) as graph:
            statement, values, _, default_title = _query_source(name, cypher, params, graph.backend)
            result = run_cypher(graph, statement, values)
        columns = result.columns
        rows = [{c: plain(v) for c, v in zip(columns, row, strict=True)} for row in result.rows]
    series = year_series(columns, rows, x_column, y_column, by_column, zero_missing)
    plot(series, output, title or default_title.removeprefix("kg: "))
    if not is_quiet():
        say(f"wrote {output}: {len(series.lines)} series of {series.y} by {series.x}")


# ── kg review ─────────────────────────────────────────────────────────────────


@cli.command("review")
@store_options
@click.option(
    "--check",
    "checks",
    type=click.Choice(list(REVIEW_CHECKS)),
    multiple=True,
    help="Run only this check; repeat for several.  [default: all]",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    default=50,
    show_default=True,
    help="Most findings listed per check.",
)
@format_option("table", "json")
def review_command(store: StoreSettings, checks: tuple[str, ...], limit: int, fmt: str) -> None:
    """List suspicious entities: near-duplicate names, names typed differently, single
    lowercase words and names that are only modifiers."""
    from kg.render import plain, print_json, print_tables, result_table
    from kg.review import review
    from kg.store import open_store

    with open_store(store, read_only=True) as graph:
        found = review(graph, checks or list(REVIEW_CHECKS), limit)
    if fmt == "json":
        print_json(
            {
                check: {"columns": result.columns, "rows": [plain(r) for r in result.records()]}
                for check, result in found.items()
            }
        )
    else:
        print_tables(
            *(
                result_table(result, title=f"{check} ({len(result.rows)})")
                for check, result in found.items()
            )
        )
    if not is_quiet():
        total = sum(len(r.rows) for r in found.values())
        err_console.print(
            f"{total} finding{'' if total == 1 else 's'} from {store.describe()}",
            highlight=False,
            markup=False,
        )


def _on_sigterm(signum: int, frame: Any) -> None:
    """SIGTERM ends kg as Ctrl-C does (one line, the pool and stores closed). A forked
    extraction worker inherits this handler: it just dies, as by default, silently."""
    if os.getpid() != _MAIN_PID:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)
        return
    raise KeyboardInterrupt


_MAIN_PID = os.getpid()


def main() -> None:
    signal.signal(signal.SIGTERM, _on_sigterm)
    cli(prog_name="kg")


if __name__ == "__main__":
    main()
