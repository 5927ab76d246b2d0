"""Writing an output file so that it appears whole or not at all.

The text goes to a temporary file in the target's folder, which is flushed to disk and
renamed over the target: a reader sees the old file or the new one, never part of one,
and a failure (a full disk, an interrupt) leaves the old file untouched. Only a regular
file or a missing path is replaced: renaming over a FIFO, a device or a symbolic link
would silently replace that special file with a regular one, so those are refused. The
new file gets the mode a plain ``open()`` would give it (0666 less the umask).
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, BinaryIO, TextIO

from kg.errors import KgError


def check_output_path(path: Path) -> None:
    """Refuse, with one line, a target that is not a regular file or absent."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        folder = path.parent if str(path.parent) else Path(".")
        if not folder.is_dir():
            raise KgError(f"{path}: folder {folder} does not exist") from None
        return
    except OSError as exc:
        raise KgError(f"{path}: cannot inspect ({exc.strerror or exc})") from exc
    kind = _special_kind(info.st_mode)
    if kind:
        raise KgError(f"{path} is {kind}, not a regular file; give the path of a regular file")


def _special_kind(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "a symbolic link (give the file it points to)"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


@contextmanager
def atomic_text_file(path: Path) -> Iterator[TextIO]:
    """A UTF-8 text file that replaces ``path`` when the block ends without an error."""
    with _atomic(path, binary=False) as out:
        yield out


@contextmanager
def atomic_binary_file(path: Path) -> Iterator[BinaryIO]:
    """``atomic_text_file`` for bytes (GraphML, images)."""
    with _atomic(path, binary=True) as out:
        yield out


@contextmanager
def _atomic(path: Path, *, binary: bool) -> Iterator[IO[Any]]:
    check_output_path(path)
    folder = path.parent if str(path.parent) else Path(".")
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise KgError(f"cannot write {path}: {exc.strerror or exc}") from exc
    temp = Path(temp_name)
    try:
        opened = (
            os.fdopen(handle, "wb")
            if binary
            else os.fdopen(handle, "w", encoding="utf-8", newline="\n")
        )
        with opened as out:
            yield out
            out.flush()
            os.fchmod(out.fileno(), 0o666 & ~_umask())
            os.fsync(out.fileno())
        check_output_path(path)  # it may have been replaced by something else meanwhile
        os.replace(temp, path)
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise KgError(f"cannot write {path}: {exc.strerror or exc}") from exc
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
