"""The command-line entry point: help, version, doctor without Neo4j."""

from __future__ import annotations

import subprocess
import sys

from click.testing import CliRunner

from kg import __version__
from kg.cli import cli


def test_help_lists_commands() -> None:
    result = CliRunner().invoke(cli, ["--help"])
    assert result.exit_code == 0
    assert "Usage: kg" in result.output or "Usage: cli" in result.output
    assert "doctor" in result.output


def test_version() -> None:
    result = CliRunner().invoke(cli, ["--version"])
    assert result.exit_code == 0
    assert __version__ in result.output


def test_console_script_runs() -> None:
    # The installed entry point, as a user runs it.
    proc = subprocess.run(
        [sys.executable, "-m", "kg.cli", "--version"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"kg, version {__version__}"


def test_doctor_reports_model_and_database(tmp_path) -> None:
    db = tmp_path / "graph.lbdb"
    result = CliRunner().invoke(cli, ["doctor", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert "en_core_web_sm" in result.output
    assert str(db) in result.output
    assert "not created yet" in result.output


def test_unknown_command_fails() -> None:
    result = CliRunner().invoke(cli, ["no-such-command"])
    assert result.exit_code == 2
