"""Read corpus files into ``Paper`` records (the *read* stage of docs/design.md).

Formats, chosen by file extension:

* ``.txt`` (and any other unknown extension whose content does not look like JSON):
  a plain-text collection. The first non-blank line is a header (a collection title such
  as ``ICML 2026 Papers``) when it reads like a title: followed by a blank line, at most
  20 words, not ending in ``.``, ``!`` or ``?``. Then abstracts separated by one or more
  blank lines; the lines of one abstract are joined with single spaces. The header is not
  a record: record 1 is the first abstract.
* ``.jsonl`` / ``.ndjson``: one JSON object per line with ``abstract`` (required) and
  optional ``id``, ``title``, ``year``, ``venue``, ``url``; other fields are ignored. Blank
  lines are ignored; record *n* is the *n*-th non-blank line.
* ``.json``: an array of such objects, or one object.
* ``.csv`` / ``.tsv``: a header row with the same column names (matched case-insensitively).
* a directory: every file of those extensions below it, recursively, in sorted order;
  hidden files and folders are skipped.

Every paper gets ``source = "<file>#<record number>"`` where ``<file>`` is the file's
absolute path with symbolic links resolved: two files of the same name in different
folders (``2020/abstracts.jsonl``, ``2021/abstracts.jsonl``) are different sources, so a
build that re-reads one replaces only what that file contributed. A file given twice
(directly, through a folder, or through a symbolic link) is read once. A record without an
id gets the first 16 hex digits of its content hash, so the id is stable across runs and
layouts.

Bad input raises :class:`~kg.errors.InputError` with one line naming the file and the
record (``file#3: …``) or line (``file:12: …``):

* an empty file, or one with no abstract in it;
* a binary file (a NUL byte);
* text that is not UTF-8 (a UTF-8 or UTF-16 byte-order mark is honoured). We refuse
  rather than guess a legacy encoding, because a wrong guess silently corrupts names;
  the message gives the byte offset and an ``iconv`` command to convert the file;
* a malformed JSON line, a record that is not an object, a missing/empty/non-string
  abstract, a malformed year, a NUL character inside a field, a JSON ``\\ud800``–``\\udfff``
  escape without its partner (text no UTF-8 file or database can hold);
* a CSV file without an ``abstract`` column;
* two records with the same id (explicit, or derived from identical text): the error
  names both records. The first one wins.

With ``skip_bad=True`` a bad record (or a whole bad file) is skipped instead and reported
to ``on_skip``; reading continues. A path that does not exist, or a directory without corpus
files, is a usage mistake rather than bad data and stays an error.

Abstract length is not limited here (the extractor may cap what it processes).
"""

from __future__ import annotations

import codecs
import csv
import io
import json
import logging
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg.errors import InputError
from kg.model import Paper, content_hash

log = logging.getLogger(__name__)

TEXT_EXTENSIONS = (".txt",)
JSONL_EXTENSIONS = (".jsonl", ".ndjson")
JSON_EXTENSIONS = (".json",)
CSV_EXTENSIONS = (".csv", ".tsv")
#: Extensions picked up when a directory is given.
CORPUS_EXTENSIONS = TEXT_EXTENSIONS + JSONL_EXTENSIONS + JSON_EXTENSIONS + CSV_EXTENSIONS

FIELDS = ("id", "title", "abstract", "year", "venue", "url")
_HEADER_MAX_WORDS = 20
_ID_HEX_DIGITS = 16
# csv's default field limit (128 KiB) would reject a long abstract; 2**31-1 fits a C long
# on every platform.
_CSV_FIELD_LIMIT = 2**31 - 1

SkipHandler = Callable[[InputError], None]


@dataclass(frozen=True)
class _Record:
    """One raw record before validation: its fields and where it came from."""

    number: int
    fields: Mapping[str, Any]
    where: str  # how errors name it: "file#3" or "file:12"


# ── public API ────────────────────────────────────────────────────────────────


def read_papers(
    paths: Sequence[Path | str],
    *,
    skip_bad: bool = False,
    on_skip: SkipHandler | None = None,
) -> Iterator[Paper]:
    """Yield the papers of every file or directory in ``paths``, in order.

    Ids are unique over the whole input. Raises ``InputError`` on bad input unless
    ``skip_bad``, in which case the bad record or file is passed to ``on_skip`` (or logged).
    """
    seen: dict[str, str] = {}

    def skip(error: InputError) -> None:
        if on_skip is not None:
            on_skip(error)
        else:
            log.warning("skipped %s", error)

    for file, source in _expand(paths):
        try:
            records = _read_records(file)
            for paper in _papers(records, file, source, skip_bad, skip):
                first = seen.get(paper.id)
                if first is not None:
                    error = InputError(
                        _where(file, paper.source),
                        f"duplicate id {paper.id!r} (already used by {first})",
                    )
                    if not skip_bad:
                        raise error
                    skip(error)
                    continue
                seen[paper.id] = _where(file, paper.source)
                yield paper
        except InputError as error:
            if not skip_bad:
                raise
            skip(error)


def paper_from_text(
    text: str,
    *,
    source: str = "text#1",
    id: str | None = None,
    title: str | None = None,
    year: int | None = None,
    venue: str | None = None,
    url: str | None = None,
) -> Paper:
    """A ``Paper`` for one abstract given as a string (id derived from the text if absent)."""
    abstract = text.strip()
    if not abstract:
        raise InputError(source, "empty abstract")
    if "\x00" in abstract:
        raise InputError(source, "abstract contains a NUL character")
    _refuse_surrogates(abstract, "abstract", source)
    return Paper(
        id=id or derived_id(abstract, title),
        abstract=abstract,
        source=source,
        title=title,
        year=year,
        venue=venue,
        url=url,
    )


def derived_id(abstract: str, title: str | None = None) -> str:
    """The stable id of a record without one: a prefix of its whitespace-normalized hash."""
    return content_hash(f"{title or ''}\n{abstract}")[:_ID_HEX_DIGITS]


def decode(data: bytes, name: str) -> str:
    """Decode a corpus file's bytes as UTF-8 (or BOM-marked UTF-16); refuse anything else."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise InputError(
                name, f"not valid UTF-16 despite its byte-order mark ({exc.reason})"
            ) from exc
    else:
        nul = data.find(b"\x00")
        if nul >= 0:
            raise InputError(name, f"binary file (NUL byte at offset {nul}); expected UTF-8 text")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            # utf-8-sig offsets do not count a BOM it consumed; report offsets into the file.
            offset = exc.start + (3 if data.startswith(codecs.BOM_UTF8) else 0)
            line = data.count(b"\n", 0, offset) + 1
            raise InputError(
                f"{name}:{line}",
                f"not UTF-8 (byte 0x{data[offset]:02x} at offset {offset}); convert it first, "
                f"e.g. iconv -f latin1 -t utf-8 {name} > {Path(name).stem}.utf8{Path(name).suffix}",
            ) from exc
    if "\x00" in text:
        raise InputError(name, "binary file (NUL character); expected text")
    return text


def parse_text_collection(text: str, name: str) -> Iterator[_Record]:
    """Records of a plain-text collection (see the module docstring for the layout)."""
    lines = _split_lines(text)
    start = 0
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start < len(lines) and _is_header(lines, start):
        start += 1
    number = 0
    block: list[str] = []
    block_line = 0
    for index in range(start, len(lines) + 1):
        line = lines[index] if index < len(lines) else ""
        if line.strip():
            if not block:
                block_line = index + 1
            block.append(line.strip())
            continue
        if block:
            number += 1
            where = f"{name}#{number} (line {block_line})"
            yield _Record(number, {"abstract": " ".join(block)}, where)
            block = []


def parse_jsonl(text: str, name: str) -> Iterator[_Record | InputError]:
    """Records of a JSON Lines text; a malformed line is yielded as its ``InputError``."""
    number = 0
    for index, line in enumerate(_split_lines(text), start=1):
        if not line.strip():
            continue
        number += 1
        where = f"{name}:{index}"
        try:
            value = json.loads(line)
        except (ValueError, RecursionError) as exc:
            yield InputError(where, f"malformed JSON ({json_reason(exc)})")
            continue
        if not isinstance(value, dict):
            yield InputError(where, f"expected a JSON object, found {json_type(value)}")
            continue
        yield _Record(number, value, where)


def parse_json(text: str, name: str) -> Iterator[_Record | InputError]:
    """Records of a ``.json`` file: an array of objects or a single object.

    A file that holds several objects one per line (JSON Lines under a ``.json`` name) is
    read as JSON Lines.
    """
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":
            yield from parse_jsonl(text, name)
            return
        raise InputError(f"{name}:{exc.lineno}", f"malformed JSON ({json_reason(exc)})") from exc
    except (ValueError, RecursionError) as exc:
        raise InputError(name, f"malformed JSON ({json_reason(exc)})") from exc
    items = value if isinstance(value, list) else [value]
    for number, item in enumerate(items, start=1):
        where = f"{name}#{number}"
        if not isinstance(item, dict):
            yield InputError(where, f"expected a JSON object, found {json_type(item)}")
            continue
        yield _Record(number, item, where)


def parse_csv(text: str, name: str, delimiter: str = ",") -> Iterator[_Record | InputError]:
    """Records of a CSV/TSV text whose header row names the columns."""
    csv.field_size_limit(_CSV_FIELD_LIMIT)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header = next(reader, None)
    except csv.Error as exc:
        raise InputError(f"{name}:1", f"malformed CSV header ({exc})") from exc
    if header is None or not any(cell.strip() for cell in header):
        raise InputError(name, "empty CSV file (no header row)")
    columns = [cell.strip().lstrip("\ufeff").lower() for cell in header]
    if "abstract" not in columns:
        shown = ", ".join(repr(c) for c in columns[:10])
        raise InputError(f"{name}:1", f"CSV has no 'abstract' column (columns: {shown})")
    wanted = {column: columns.index(column) for column in FIELDS if column in columns}
    number = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            # The reader cannot resynchronise inside a broken quoted field: the rest is lost.
            raise InputError(f"{name}:{reader.line_num}", f"malformed CSV ({exc})") from exc
        if not any(cell.strip() for cell in row):
            continue
        number += 1
        fields = {column: row[i] for column, i in wanted.items() if i < len(row)}
        yield _Record(number, fields, f"{name}#{number} (line {reader.line_num})")


# ── internals ─────────────────────────────────────────────────────────────────


def source_name(file: Path) -> str:
    """The name a file's papers carry in ``source``: its absolute, link-resolved path."""
    return file.resolve().as_posix()


def _expand(paths: Sequence[Path | str]) -> Iterator[tuple[Path, str]]:
    """(file, source name) for every input, each file once; a directory contributes its
    corpus files."""
    seen: set[str] = set()
    for file in _files(paths):
        name = source_name(file)
        if name not in seen:
            seen.add(name)
            yield file, name


def _files(paths: Sequence[Path | str]) -> Iterator[Path]:
    if isinstance(paths, (str, Path)):
        paths = [paths]
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files = sorted(
                (
                    p
                    for p in path.rglob("*")
                    if p.is_file()
                    and p.suffix.lower() in CORPUS_EXTENSIONS
                    and not any(part.startswith(".") for part in p.relative_to(path).parts)
                ),
                key=lambda p: p.relative_to(path).as_posix(),
            )
            if not files:
                exts = "/".join(CORPUS_EXTENSIONS)
                raise InputError(str(path), f"directory has no corpus files ({exts})")
            yield from files
        elif path.exists():
            yield path
        else:
            raise InputError(str(path), "no such file or directory")


def _read_records(file: Path) -> list[_Record | InputError]:
    """Every raw record of one file (file-level problems raise ``InputError``)."""
    name = str(file)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise InputError(name, f"cannot read file ({exc.strerror or exc})") from exc
    if not data.strip():
        raise InputError(name, "empty file")
    text = decode(data, name)
    if not text.strip():
        raise InputError(name, "empty file")
    suffix = file.suffix.lower()
    records: list[_Record | InputError]
    if suffix in JSONL_EXTENSIONS:
        records = list(parse_jsonl(text, name))
    elif suffix in JSON_EXTENSIONS:
        records = list(parse_json(text, name))
    elif suffix in CSV_EXTENSIONS:
        records = list(parse_csv(text, name, "\t" if suffix == ".tsv" else ","))
    elif suffix in TEXT_EXTENSIONS:
        records = list(parse_text_collection(text, name))
    else:
        records = list(_sniff(text, name))
    if not records:
        raise InputError(name, "no abstracts found")
    return records


def _sniff(text: str, name: str) -> Iterator[_Record | InputError]:
    """Guess the format of a file named without a known extension from its first character."""
    first = text.lstrip()[:1]
    if first == "{":
        return parse_jsonl(text, name)
    if first == "[":
        return parse_json(text, name)
    return parse_text_collection(text, name)


def _papers(
    records: list[_Record | InputError],
    file: Path,
    source: str,
    skip_bad: bool,
    skip: SkipHandler,
) -> Iterator[Paper]:
    for record in records:
        try:
            if isinstance(record, InputError):
                raise record
            yield _to_paper(record, f"{source}#{record.number}")
        except InputError as error:
            if not skip_bad:
                raise
            skip(error)


def _to_paper(record: _Record, source: str) -> Paper:
    fields = record.fields
    where = record.where
    abstract = fields.get("abstract")
    if abstract is None:
        raise InputError(where, "missing 'abstract'")
    if not isinstance(abstract, str):
        raise InputError(where, f"'abstract' must be a string, found {json_type(abstract)}")
    if not abstract.strip():
        raise InputError(where, "empty abstract")
    if "\x00" in abstract:
        raise InputError(where, "abstract contains a NUL character")
    _refuse_surrogates(abstract, "abstract", where)
    return paper_from_text(
        abstract,
        source=source,
        id=_optional_text(fields, "id", where, allow_number=True),
        title=_optional_text(fields, "title", where),
        year=_year(fields.get("year"), where),
        venue=_optional_text(fields, "venue", where),
        url=_optional_text(fields, "url", where),
    )


def _optional_text(
    fields: Mapping[str, Any], key: str, where: str, *, allow_number: bool = False
) -> str | None:
    value = fields.get(key)
    if value is None:
        return None
    if allow_number and isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise InputError(where, f"'{key}' must be a string, found {json_type(value)}")
    if "\x00" in value:
        raise InputError(where, f"'{key}' contains a NUL character")
    _refuse_surrogates(value, key, where)
    return value.strip() or None


# JSON's \ud800–\udfff escapes decode to lone surrogates, which no UTF-8 text can hold.
_SURROGATE = re.compile("[\ud800-\udfff]")


def _refuse_surrogates(value: str, key: str, where: str) -> None:
    match = _SURROGATE.search(value)
    if match:
        raise InputError(
            where,
            f"'{key}' contains an unpaired surrogate \\u{ord(match.group()):04x} at character "
            f"{match.start()} (invalid Unicode, often an emoji cut in half)",
        )


_YEAR = re.compile(r"\s*(\d{4})\s*")


def _year(value: Any, where: str) -> int | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, int) and not isinstance(value, bool) and 1000 <= value <= 9999:
        return value
    if isinstance(value, float) and value.is_integer() and 1000 <= value <= 9999:
        return int(value)
    if isinstance(value, str):
        match = _YEAR.fullmatch(value)
        if match:
            return int(match.group(1))
    raise InputError(where, f"'year' must be a four-digit year, found {_short(value)}")


def _is_header(lines: list[str], index: int) -> bool:
    line = lines[index].strip()
    followed_by_blank = index + 1 >= len(lines) or not lines[index + 1].strip()
    return (
        followed_by_blank
        and len(line.split()) <= _HEADER_MAX_WORDS
        and not line.endswith((".", "!", "?"))
    )


def _split_lines(text: str) -> list[str]:
    # Only CR/LF end lines: str.splitlines would also split on characters such as U+2028
    # that may legitimately occur inside an abstract or a JSON string.
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _where(file: Path, source: str) -> str:
    return f"{file}#{source.rsplit('#', 1)[-1]}"


def json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def json_reason(exc: BaseException) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg} at column {exc.colno}"
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
