"""The extraction cache: one SQLite file that survives between runs.

Four tables:

* ``extractions`` — what the extractor found in a text, keyed by (content hash,
  extractor version): a paper whose text is unchanged is never extracted twice, and a
  new extractor version misses the cache by design. Only entities and relations are kept
  (the paper record itself comes from the corpus each time).
* ``stored`` — per store (an embedded file or a Neo4j database), the extraction each of
  its papers was built from. Incremental builds resolve the whole corpus again, so they
  need the extractions of papers that are in the store but not in this run's input;
  these are also what ``kg load`` files put in a store.
* ``built`` — per store, digests of the papers and code the last build used and of the
  graph it wrote: a rebuild with the same papers into an untouched store has nothing to do.
* ``occurrences`` — per store and paper, what resolution takes from the paper's extraction
  (``kg.resolve.paper_occurrences``, encoded) under a key that digests that extraction, the
  paper's text and the resolution code: cleaning every paper's names is half of resolving a
  corpus, and an edit changes few papers.

Location: ``KG_CACHE_DIR`` if set; else ``.kg-cache/`` beside an embedded database, and
the user cache directory (``$XDG_CACHE_HOME/kg`` or ``~/.cache/kg``) for Neo4j.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg.errors import StoreError
from kg.extraction_file import extraction_body, extraction_from_body
from kg.model import Extraction, Paper
from kg.store.settings import StoreSettings

CACHE_FILE = "extractions.sqlite"
#: Seconds to wait for another process's write to the cache before giving up.
LOCK_TIMEOUT = 10.0
#: Paper ids per ``IN (…)`` query (well under SQLite's limit on parameters).
_CHUNK = 500
#: The extraction rows of one extractor version for a chunk of content hashes.
_BY_CONTENT = "SELECT content_hash, body FROM extractions WHERE version = ? AND content_hash IN"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS extractions (
    content_hash TEXT NOT NULL, version TEXT NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (content_hash, version));
CREATE TABLE IF NOT EXISTS stored (
    store TEXT NOT NULL, paper_id TEXT NOT NULL, content_hash TEXT NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (store, paper_id));
CREATE TABLE IF NOT EXISTS built (
    store TEXT NOT NULL PRIMARY KEY, inputs TEXT NOT NULL, graph TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS occurrences (
    store TEXT NOT NULL, paper_id TEXT NOT NULL, key TEXT NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (store, paper_id));
"""


@dataclass(frozen=True, slots=True)
class CachedRow:
    """A paper's extraction by where the cache holds it: the ``stored`` row of ``store``, or
    (``store`` empty) the ``extractions`` row of extractor ``version``.

    A build holds these rather than the extractions and decodes them each time it reads
    them (``ExtractionCache.read``): decoded, the extractions of 100,000 small abstracts
    took 290 MB for the whole build."""

    paper: Paper
    version: str = ""
    store: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        """Where the row is: (store, version, paper id in a store's rows else content hash)."""
        return (self.store, self.version, self.paper.id if self.store else self.paper.content_hash)


def cache_dir(settings: StoreSettings) -> Path:
    """Where the cache of the store ``settings`` names lives (see the module docstring)."""
    override = os.environ.get("KG_CACHE_DIR")
    if override:
        return Path(override)
    if settings.neo4j is None:
        return settings.db_path.resolve().parent / ".kg-cache"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "kg"


def store_identity(settings: StoreSettings) -> str:
    """A stable name for one store, the key of its ``stored`` rows."""
    if settings.neo4j is not None:
        return f"neo4j:{settings.neo4j.uri}/{settings.neo4j.database}"
    return f"embedded:{settings.db_path.resolve()}"


class ExtractionCache:
    """Cached extractions in ``<directory>/extractions.sqlite``."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / CACHE_FILE
        try:
            directory.mkdir(parents=True, exist_ok=True)
            # Another kg process may be writing a batch: wait for it a while, not forever.
            self._db = sqlite3.connect(self.path, timeout=LOCK_TIMEOUT)
            self._db.executescript(_SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open the extraction cache {self.path}: {_why(exc)}") from exc

    @classmethod
    def for_store(cls, settings: StoreSettings) -> ExtractionCache:
        return cls(cache_dir(settings))

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ExtractionCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ── by content ──────────────────────────────────────────────────────────

    def cached(self, version: str, papers: Iterable[Paper]) -> dict[str, CachedRow]:
        """The ``papers`` whose text has an extraction by ``version``, in the order given
        (paper id → its row); a damaged row counts as none, so the paper is extracted again."""
        papers = list(papers)
        wanted: dict[str, list[Paper]] = {}
        for paper in papers:
            wanted.setdefault(paper.content_hash, []).append(paper)
        found: dict[str, CachedRow] = {}
        for content_hash, body in self._select_in(_BY_CONTENT, (version,), list(wanted)):
            for paper in wanted[content_hash]:
                if _extraction(paper, body) is not None:
                    found[paper.id] = CachedRow(paper, version=version)
        return {p.id: found[p.id] for p in papers if p.id in found}

    def put(self, extractions: Iterable[Extraction], version: str) -> None:
        with self._transaction():
            self._db.executemany(
                "INSERT OR REPLACE INTO extractions VALUES (?, ?, ?)",
                [(e.paper.content_hash, version, extraction_body(e)) for e in extractions],
            )

    def read(self, entries: Iterable[Extraction | CachedRow]) -> Iterator[Extraction]:
        """The extractions ``entries`` stand for, in order: rows are decoded a chunk at a
        time, and each is let go once the caller moves on."""
        chunk: list[Extraction | CachedRow] = []
        for entry in entries:
            chunk.append(entry)
            if len(chunk) == _CHUNK:
                yield from self._decoded(chunk)
                chunk = []
        yield from self._decoded(chunk)

    def _decoded(self, entries: Sequence[Extraction | CachedRow]) -> Iterator[Extraction]:
        bodies = self._bodies(entries)
        for entry in entries:
            if not isinstance(entry, CachedRow):
                yield entry
                continue
            body = bodies.get(entry.key)
            extraction = _extraction(entry.paper, body) if body is not None else None
            if extraction is None:
                raise self._changed(entry)
            yield extraction

    def _changed(self, entry: CachedRow) -> StoreError:
        return StoreError(
            f"the extraction cache {self.path} changed during the build (the row of "
            f"paper {entry.paper.id} is gone or damaged): run the build again"
        )

    def _bodies(self, entries: Sequence[Extraction | CachedRow]) -> dict[tuple[str, str, str], str]:
        """The encoded extraction of each row among ``entries``, by ``CachedRow.key``."""
        by_version: dict[str, set[str]] = {}
        by_store: dict[str, set[str]] = {}
        for entry in entries:
            if isinstance(entry, CachedRow):
                if entry.store:
                    by_store.setdefault(entry.store, set()).add(entry.paper.id)
                else:
                    by_version.setdefault(entry.version, set()).add(entry.paper.content_hash)
        bodies: dict[tuple[str, str, str], str] = {}
        for version, hashes in by_version.items():
            for content_hash, body in self._select_in(_BY_CONTENT, (version,), sorted(hashes)):
                bodies[("", version, content_hash)] = body
        for store, ids in by_store.items():
            select = "SELECT paper_id, body FROM stored WHERE store = ? AND paper_id IN"
            for paper_id, body in self._select_in(select, (store,), sorted(ids)):
                bodies[(store, "", paper_id)] = body
        return bodies

    # ── what resolution takes from each paper ───────────────────────────────

    def occurrence_keys(
        self, entries: Sequence[Extraction | CachedRow], code: str
    ) -> dict[str, str]:
        """Paper id → the key of its ``occurrences`` row: a digest of ``code`` (that of the
        resolution code), the paper's text and its encoded extraction."""
        keys: dict[str, str] = {}
        for start in range(0, len(entries), _CHUNK):
            chunk = entries[start : start + _CHUNK]
            bodies = self._bodies(chunk)
            for entry in chunk:
                if isinstance(entry, CachedRow):
                    body = bodies.get(entry.key)
                    if body is None:
                        raise self._changed(entry)
                else:
                    body = extraction_body(entry)
                digest = hashlib.sha256(f"{code}\n{entry.paper.content_hash}\n".encode())
                digest.update(body.encode("utf-8", "surrogatepass"))
                keys[entry.paper.id] = digest.hexdigest()
        return keys

    def occurrences(self, store: str, keys: dict[str, str]) -> dict[str, str]:
        """Paper id → the ``occurrences`` body ``store`` keeps for it, for the papers whose
        row has the key ``keys`` gives (any other row is stale)."""
        select = "SELECT paper_id, key, body FROM occurrences WHERE store = ? AND paper_id IN"
        return {
            paper_id: body
            for paper_id, key, body in self._select_in(select, (store,), list(keys))
            if keys[paper_id] == key
        }

    def set_occurrences(self, store: str, rows: dict[str, tuple[str, str]], keep: set[str]) -> None:
        """Write ``rows`` (paper id → (key, body)) for ``store`` and delete the rows of its
        papers not in ``keep``: the table holds a row per paper of the store, no more."""
        with self._transaction():
            self._delete_others("occurrences", store, keep)
            self._db.executemany(
                "INSERT OR REPLACE INTO occurrences VALUES (?, ?, ?, ?)",
                [(store, pid, key, body) for pid, (key, body) in rows.items()],
            )

    # ── by store ────────────────────────────────────────────────────────────

    def stored(self, store: str, papers: Iterable[Paper]) -> dict[str, Extraction]:
        """The extractions ``store`` was built from, for those ``papers`` whose text is
        the one stored (paper id → extraction)."""
        rows = self.stored_rows(store, papers)
        return dict(zip(rows, self.read(rows.values()), strict=True))

    def stored_rows(self, store: str, papers: Iterable[Paper]) -> dict[str, CachedRow]:
        """The ``papers`` whose text is the one ``store`` was built from, in the order given
        (paper id → its row); a damaged row counts as none."""
        wanted = {paper.id: paper for paper in papers}
        ids = list(wanted)
        found: dict[str, CachedRow] = {}
        # A query per chunk of ids, not per paper: a warm rebuild reads every row.
        select = "SELECT paper_id, content_hash, body FROM stored WHERE store = ? AND paper_id IN"
        for paper_id, stored_hash, body in self._select_in(select, (store,), ids):
            paper = wanted[paper_id]
            if stored_hash == paper.content_hash and _extraction(paper, body) is not None:
                found[paper_id] = CachedRow(paper, store=store)
        return {pid: found[pid] for pid in ids if pid in found}

    def set_stored(self, store: str, entries: Iterable[Extraction | CachedRow]) -> None:
        """Record that ``store`` now holds exactly these extractions.

        A row of this store is kept as it is, a row of ``extractions`` copied by the
        database, and only an extraction given as such is encoded: re-encoding and
        rewriting every row made each warm rebuild rewrite the table."""
        entries = list(entries)
        keep = {e.paper.id for e in entries}
        encoded = (
            (store, e.paper.id, e.paper.content_hash, extraction_body(e))
            for e in entries
            if isinstance(e, Extraction)
        )
        copied = [
            (store, e.paper.id, e.paper.content_hash, e.version)
            for e in entries
            if isinstance(e, CachedRow) and not e.store
        ]
        if any(isinstance(e, CachedRow) and e.store not in ("", store) for e in entries):
            raise ValueError("set_stored takes the rows of its own store only")
        with self._transaction():
            self._delete_others("stored", store, keep)
            # Encoded one row at a time as SQLite asks for it, not all bodies at once.
            self._db.executemany("INSERT OR REPLACE INTO stored VALUES (?, ?, ?, ?)", encoded)
            self._db.executemany(
                "INSERT OR REPLACE INTO stored SELECT ?, ?, content_hash, body FROM extractions "
                "WHERE content_hash = ? AND version = ?",
                copied,
            )

    def _delete_others(self, table: str, store: str, keep: set[str]) -> None:
        """Delete the rows of ``table`` for ``store`` whose paper is not in ``keep``."""
        existing = self._db.execute(f"SELECT paper_id FROM {table} WHERE store = ?", (store,))
        gone = [(store, pid) for (pid,) in existing.fetchall() if pid not in keep]
        self._db.executemany(f"DELETE FROM {table} WHERE store = ? AND paper_id = ?", gone)

    def built(self, store: str) -> tuple[str, str] | None:
        """The digests of the inputs and of the graph of the last build of ``store``."""
        with self._reading():
            row = self._db.execute("SELECT inputs, graph FROM built WHERE store = ?", (store,))
            found = row.fetchone()
        return (found[0], found[1]) if found else None

    def set_built(self, store: str, inputs: str, graph: str) -> None:
        with self._transaction():
            row = (store, inputs, graph)
            self._db.execute("INSERT OR REPLACE INTO built VALUES (?, ?, ?)", row)

    def _select_in(self, select: str, fixed: tuple[str, ...], keys: list[str]) -> Iterator[Any]:
        """The rows of ``select`` (which ends in ``IN``) for ``keys``, a chunk of them per
        query (well under SQLite's limit on parameters)."""
        for start in range(0, len(keys), _CHUNK):
            chunk = keys[start : start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            with self._reading():
                rows = self._db.execute(f"{select} ({marks})", (*fixed, *chunk)).fetchall()
            yield from rows

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        try:
            with self._db:
                yield
        except sqlite3.Error as exc:
            raise StoreError(f"cannot write the extraction cache {self.path}: {_why(exc)}") from exc

    @contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as exc:
            raise StoreError(f"cannot read the extraction cache {self.path}: {_why(exc)}") from exc


def _why(exc: BaseException) -> str:
    text = str(exc)
    if "locked" in text:
        return (
            f"{text} (another kg process has held it for over {LOCK_TIMEOUT:.0f} s; "
            "retry when it ends)"
        )
    if "not a database" in text or "malformed" in text:
        return f"{text} (delete the file: it only holds cached extractions)"
    return text


def _extraction(paper: Paper, body: str) -> Extraction | None:
    """The extraction a row holds, or None when the row is damaged (then it is a miss)."""
    try:
        return extraction_from_body(paper, body)
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
