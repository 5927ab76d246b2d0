"""Errors that the CLI turns into one clear line and a non-zero exit."""

from __future__ import annotations


class KgError(Exception):
    """A problem the user can act on; its message is shown as-is, without a traceback."""


class InputError(KgError):
    """Bad input: the message names the file and record."""

    def __init__(self, source: str, message: str) -> None:
        super().__init__(f"{source}: {message}")
        self.source = source


class StoreError(KgError):
    """The graph store cannot be reached, opened or written."""


class ModelNotFoundError(KgError):
    """No pretrained English spaCy pipeline is installed."""


class UsageError(KgError):
    """The command line asks for something that cannot be: the CLI shows it as a usage
    error (exit status 2), like a bad option."""
