"""The ``kg`` command line: parses options and calls the pipeline stages, nothing more."""

from __future__ import annotations

import functools
import logging
import os
import platform
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console

from kg import __version__
from kg.errors import KgError
from kg.store.settings import DEFAULT_DB_PATH, Neo4jSettings, StoreSettings

F = TypeVar("F", bound=Callable[..., Any])

#: Messages and progress go to stderr; stdout is kept for data (tables, JSON, CSV).
err_console = Console(stderr=True)


class KgGroup(click.Group):
    """Turns ``KgError`` into one clear line and exit 1; ``--verbose`` adds the traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KgError as exc:
            if ctx.obj and ctx.obj.get("verbose"):
                traceback.print_exc(file=sys.stderr)
            raise click.ClickException(str(exc)) from exc
        except KeyboardInterrupt:
            err_console.print("interrupted")
            ctx.exit(130)


@click.group(cls=KgGroup, context_settings={"help_option_names": ["-h", "--help"]})
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


def store_options(func: F) -> F:
    """The STORE options of DESIGN.md; the command receives ``store: StoreSettings``."""

    @click.option(
        "--db",
        "db_path",
        type=click.Path(dir_okay=False, path_type=Path),
        envvar="KG_DB",
        default=DEFAULT_DB_PATH,
        show_default=True,
        help="Embedded database file [env KG_DB].",
    )
    @click.option("--neo4j", "use_neo4j", is_flag=True, help="Use Neo4j instead of the embedded database.")
    @click.option("--neo4j-uri", envvar="NEO4J_URI", help="Bolt URI [env NEO4J_URI; default bolt://localhost:7687].")
    @click.option("--neo4j-user", envvar="NEO4J_USERNAME", help="User [env NEO4J_USERNAME; default neo4j].")
    @click.option("--neo4j-database", envvar="NEO4J_DATABASE", help="Database [env NEO4J_DATABASE; default neo4j].")
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
@click.option("--neo4j", "check_neo4j", is_flag=True, help="Also check that Neo4j answers and authenticates.")
@click.option("--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), envvar="KG_DB",
              default=DEFAULT_DB_PATH, show_default=True, help="Embedded database file [env KG_DB].")
@click.option("--neo4j-uri", envvar="NEO4J_URI", help="Bolt URI [env NEO4J_URI].")
@click.option("--neo4j-user", envvar="NEO4J_USERNAME", help="User [env NEO4J_USERNAME].")
@click.option("--neo4j-database", envvar="NEO4J_DATABASE", help="Database [env NEO4J_DATABASE].")
def doctor(
    check_neo4j: bool,
    db_path: Path,
    neo4j_uri: str | None,
    neo4j_user: str | None,
    neo4j_database: str | None,
) -> None:
    """Check the environment: Python, spaCy and its model, the stores."""
    from kg.doctor import run_checks

    settings = None
    if check_neo4j:
        settings = Neo4jSettings.from_env(
            uri=neo4j_uri, user=neo4j_user, database=neo4j_database, password=_neo4j_password()
        )
    ok = True
    for check in run_checks(db_path, settings):
        mark = "[green]ok[/]" if check.ok else "[red]FAIL[/]"
        err_console.print(f"{mark:>18}  {check.name:<10} {check.detail}", highlight=False, soft_wrap=True)
        ok = ok and check.ok
    if not ok:
        sys.exit(1)


# (commands of the later stages are added below this line)


def main() -> None:
    cli(prog_name="kg")


if __name__ == "__main__":
    main()
