"""The extraction file: JSON Lines, one ``Extraction`` object per paper (docs/design.md,
"Extraction file"). ``kg extract`` writes it, ``kg load`` and ``kg eval`` read it, and the
extraction cache keeps the same JSON per paper. Reading, writing and checking live here
only, so every command reports a bad file with the same one-line messages.

Lines end at ``\\n`` (``\\r\\n`` too) and nowhere else: ``str.splitlines`` would also split
at characters such as U+2028 that JSON writes unescaped inside an abstract.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from kg.atomic import atomic_text_file
from kg.errors import InputError
from kg.model import ENTITY_TYPES, PAPER, RELATION_TYPES, Entity, Extraction, Paper, Relation

# ── JSON Lines ────────────────────────────────────────────────────────────────


def read_json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for each non-blank line of a JSON Lines file; a file that
    cannot be read or decoded, or a line that is not a JSON object, is an ``InputError``
    naming ``file:line``. The corpus readers' encoding policy applies: UTF-8 (or
    BOM-marked UTF-16), binary refused."""
    from kg.corpus import decode, json_reason, json_type

    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise InputError(str(path), "no such file") from exc
    except IsADirectoryError as exc:
        raise InputError(str(path), "is a folder, expected a file") from exc
    except OSError as exc:
        raise InputError(str(path), f"cannot read: {exc.strerror or exc}") from exc
    text = decode(data, str(path))
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            value = json.loads(line)
        except (ValueError, RecursionError) as exc:
            raise InputError(where, f"malformed JSON ({json_reason(exc)})") from exc
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            # A \ud800–\udfff escape with no partner: no store or file could hold the text.
            raise InputError(
                where, f"invalid Unicode (an unpaired surrogate, {exc.reason})"
            ) from exc
        if not isinstance(value, dict):
            raise InputError(where, f"expected a JSON object, found {json_type(value)}")
        yield number, value


# ── reading extractions ───────────────────────────────────────────────────────


def read_numbered_extractions(
    path: Path, *, dangling_ends: bool = False
) -> list[tuple[int, Extraction]]:
    """(line number, extraction) for each line of an extraction file, each checked.

    ``dangling_ends`` lets a relation end name an entity key that has no entity in the
    extraction (``kg eval`` reads such an end as the name in the key, and pairs records
    with gold papers itself); the graph pipeline refuses it.
    """
    return [
        (number, parse_extraction(data, f"{path}:{number}", dangling_ends=dangling_ends))
        for number, data in read_json_lines(path)
    ]


def read_extractions(path: Path) -> list[Extraction]:
    """The extractions of a ``kg extract`` file, checked: one record per paper id, and at
    least one record."""
    found: list[Extraction] = []
    seen: dict[str, int] = {}
    for number, extraction in read_numbered_extractions(path):
        paper_id = extraction.paper.id
        if paper_id in seen:
            raise InputError(
                f"{path}:{number}", f"paper {paper_id!r} already given on line {seen[paper_id]}"
            )
        seen[paper_id] = number
        found.append(extraction)
    if not found:
        raise InputError(str(path), "no extractions in the file")
    return found


def parse_extraction(
    data: dict[str, Any], where: str, *, dangling_ends: bool = False
) -> Extraction:
    """One extraction object, checked against the contract; ``where`` names the record."""
    if not isinstance(data.get("paper"), dict):
        raise InputError(where, "expected an object with a 'paper' object")
    if not data["paper"].get("id"):
        raise InputError(where, "the paper has no id")
    try:
        extraction = Extraction.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise InputError(where, f"malformed extraction ({_describe(exc)})") from exc
    _check(extraction, where, dangling_ends)
    return extraction


def _describe(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"missing {exc.args[0]!r}"
    return f"{type(exc).__name__}: {exc}"


def _check(extraction: Extraction, where: str, dangling_ends: bool) -> None:
    keys = set()
    for entity in extraction.entities:
        if entity.type not in ENTITY_TYPES:
            raise InputError(where, f"entity {entity.key!r} has unknown type {entity.type!r}")
        keys.add(entity.key)
    for relation in extraction.relations:
        if relation.type not in RELATION_TYPES:
            raise InputError(where, f"unknown relation type {relation.type!r}")
        if relation.target == PAPER:
            raise InputError(where, f"{relation.type} refers to unknown entity {PAPER!r}")
        if dangling_ends:
            continue
        for end in (relation.source, relation.target):
            if end not in keys and not (end == PAPER and end == relation.source):
                raise InputError(where, f"{relation.type} refers to unknown entity {end!r}")


# ── writing ───────────────────────────────────────────────────────────────────


def extraction_line(extraction: Extraction) -> str:
    """One line of an extraction file, ``\\n`` included."""
    return json.dumps(extraction.to_json(), ensure_ascii=False) + "\n"


@contextmanager
def extraction_writer(output: Path) -> Iterator[IO[str]]:
    """A text stream for ``output`` that replaces it only when the block ends normally:
    a failure leaves an earlier file untouched and no partial one (``kg.atomic``, which
    also refuses a target that is not a regular file and gives the umask's mode)."""
    with atomic_text_file(output) as out:
        yield out


# ── the cache's form: entities and relations, the paper kept apart ────────────


def extraction_body(extraction: Extraction) -> str:
    """The JSON of an extraction without its paper record."""
    data = extraction.to_json()
    return json.dumps({"entities": data["entities"], "relations": data["relations"]})


def extraction_from_body(paper: Paper, body: str) -> Extraction:
    """The extraction of ``paper`` from its ``extraction_body``."""
    data = json.loads(body, object_pairs_hook=_shared_strings)
    return Extraction(
        paper=paper,
        entities=[Entity.from_json(e) for e in data["entities"]],
        relations=[Relation.from_json(r) for r in data["relations"]],
    )


def _shared_strings(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose string values are interned.

    The keys, types and names of a corpus's entities recur in every extraction that mentions
    them, and one sentence is the evidence of several relations; decoded as they come, a
    100,000-paper build held each of them once per use."""
    return {key: sys.intern(value) if isinstance(value, str) else value for key, value in pairs}
