"""The pipeline behind ``kg build`` and ``kg load``: read, extract (cached), resolve,
assemble, store.

A store holds the graph of every paper ever built into it. Resolution is corpus-level,
so each run recomputes the whole graph in memory (cheap) from the extractions of

* the papers of this run's input, and
* the papers already in the store, except, for ``kg build``, those that came from an
  input file of this run (same absolute file path in ``source``) and are no longer in it:
  re-reading a file replaces what it contributed, so an edited abstract (whose derived id
  changed) or a deleted record leaves nothing behind, while another file of the same name
  elsewhere keeps its papers. ``kg load`` replaces by paper id only, since an extraction
  file may hold part of a corpus file,

and then writes only the difference (``GraphStore.write_graph``). An unchanged paper is
neither extracted again (its extraction is cached by content hash) nor rewritten, while
``paper_count`` and the aggregated method–method edges are right for the whole store.
``rebuild`` forgets what the store held: the graph becomes exactly this run's input.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from kg.cache import CachedRow, ExtractionCache, store_identity
from kg.errors import InputError
from kg.extraction_file import read_extractions
from kg.model import Extraction, Paper
from kg.schema import PAPER_LABEL
from kg.store import GraphRecords, StoreSettings, WriteStats, open_store

if TYPE_CHECKING:
    from kg.resolve import PaperOccurrences

log = logging.getLogger(__name__)

Advance = Callable[[int], None]
#: Extractions written to the cache at a time while a build extracts.
CACHE_BATCH = 64


class Progress(Protocol):
    """Shows one stage of work: ``with progress("extract", total) as advance: advance(1)``."""

    def __call__(self, stage: str, total: int | None) -> AbstractContextManager[Advance]: ...


@dataclass(frozen=True)
class Extractor:
    """What turns papers into extractions, and the version its cache entries carry."""

    version: str
    run: Callable[[Sequence[Paper], int], Iterable[Extraction]]


def default_extractor(nlp_batch_size: int = 64) -> Extractor:
    """The project's spaCy extractor (loaded only when something must be extracted), with
    ``nlp_batch_size`` abstracts per spaCy batch; its cache key is the extractor fingerprint
    (code, recognizer model, lexicons)."""
    from kg.extract import extractor_fingerprint

    def run(papers: Sequence[Paper], workers: int) -> Iterable[Extraction]:
        # The pipeline (spaCy and its models) is imported only when a paper is not cached.
        from kg.extract import extract_papers

        return extract_papers(papers, workers=workers, batch_size=nlp_batch_size)

    return Extractor(extractor_fingerprint(), run)


@contextmanager
def no_progress(stage: str, total: int | None) -> Any:
    yield lambda n: None


@dataclass
class BuildSummary:
    """What a build or load did, and what the store holds afterwards."""

    input_papers: int = 0
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    extracted: int = 0
    cached: int = 0
    #: Stored papers of an old-form source that may be this run's file, kept (see above).
    kept_legacy: int = 0
    labels: dict[str, int] = field(default_factory=dict)
    relations: dict[str, int] = field(default_factory=dict)
    written: WriteStats = field(default_factory=WriteStats)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "input_papers": self.input_papers,
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "removed": self.removed,
            "extracted": self.extracted,
            "cached": self.cached,
            "kept_legacy": self.kept_legacy,
            "labels": self.labels,
            "relations": self.relations,
            "written": vars(self.written),
            "seconds": round(self.seconds, 2),
        }


def build(
    inputs: Sequence[Path | str],
    settings: StoreSettings,
    *,
    rebuild: bool = False,
    workers: int = 1,
    batch_size: int | None = None,
    progress: Progress = no_progress,
    extractor: Callable[[], Extractor] = default_extractor,
    skip_bad: bool = False,
    on_skip: Callable[[InputError], None] | None = None,
) -> BuildSummary:
    """Read the corpus ``inputs`` and build their graph into the store ``settings``.

    ``skip_bad`` skips bad records and files (each passed to ``on_skip``) instead of
    stopping at the first one; see ``kg.corpus.read_papers``.
    """
    from kg.corpus import read_papers

    started = time.monotonic()
    with progress("read", None) as advance:
        papers = []
        for paper in read_papers(inputs, skip_bad=skip_bad, on_skip=on_skip):
            papers.append(paper)
            advance(1)
    run = _Run(rebuild, workers, batch_size, progress, extractor, replace_files=True)
    return _store_corpus(papers, {}, settings, run, started)


def load(
    path: Path,
    settings: StoreSettings,
    *,
    rebuild: bool = False,
    batch_size: int | None = None,
    progress: Progress = no_progress,
    extractor: Callable[[], Extractor] = default_extractor,
) -> BuildSummary:
    """Store the extractions of a ``kg extract`` file (no extraction of its papers).

    Papers already in the store are kept; one whose extraction is neither in the cache
    nor in the file (a lost cache) is extracted again from its stored text.
    """
    started = time.monotonic()
    with progress("read", None) as advance:
        extractions = read_extractions(path)
        advance(len(extractions))
    run = _Run(rebuild, 1, batch_size, progress, extractor, replace_files=False)
    given = {e.paper.id: e for e in extractions}
    return _store_corpus([e.paper for e in extractions], given, settings, run, started)


@dataclass(frozen=True)
class _Run:
    rebuild: bool
    workers: int
    batch_size: int | None
    progress: Progress
    extractor: Callable[[], Extractor]
    replace_files: bool


def _store_corpus(
    papers: list[Paper],
    given: dict[str, Extraction],
    settings: StoreSettings,
    run: _Run,
    started: float,
) -> BuildSummary:
    from kg.graph import assemble
    from kg.records import to_records
    from kg.resolve import resolve

    summary = BuildSummary(input_papers=len(papers))
    store_id = store_identity(settings)
    with (
        open_store(settings, batch_size=run.batch_size, fresh=run.rebuild) as store,
        ExtractionCache.for_store(settings) as cache,
    ):
        current = store.snapshot()
        stored = {} if run.rebuild else _stored_papers(current)
        final, summary.kept_legacy = _final_papers(papers, stored, run.replace_files)
        if summary.kept_legacy:
            log.warning(
                "kept %d stored papers whose source names a file only by its name (a store "
                "built by an older kg): they may come from another file of that name; "
                "kg build --rebuild with all inputs drops the stale ones",
                summary.kept_legacy,
            )
        for paper in papers:
            before = stored.get(paper.id)
            if before is None:
                summary.added += 1
            elif before.content_hash != paper.content_hash:
                summary.updated += 1
            else:
                summary.unchanged += 1
        summary.removed = len(set(stored) - set(final))
        inputs = _inputs_digest(final)
        same_papers = not (run.rebuild or given or summary.added or summary.updated)
        if (
            same_papers
            and not summary.removed
            and cache.built(store_id) == (inputs, _graph_digest(current))
        ):
            # The papers, their stored extractions and the code that resolves them are those
            # of the last build, and the store holds what it wrote: nothing to resolve or write.
            summary.labels, summary.relations = store.counts()
            summary.seconds = time.monotonic() - started
            return summary

        # Extractions are held as rows of the cache and decoded each time they are read:
        # a build's memory is then the graph's, not the graph's plus every extraction's.
        extractions: dict[str, Extraction | CachedRow] = dict(given)
        unchanged = [
            p
            for p in final.values()
            if p.id not in extractions
            and p.id in stored
            and stored[p.id].content_hash == p.content_hash
        ]
        extractions.update(cache.stored_rows(store_id, unchanged))
        missing = [p for pid, p in sorted(final.items()) if pid not in extractions]
        extractions.update(_extract(missing, cache, run, summary))

        with run.progress("resolve", None) as advance:
            ordered = [extractions[pid] for pid in sorted(final)]
            del extractions
            graph = assemble(cache.read(ordered), resolve(_occurrences(cache, store_id, ordered)))
            wanted = to_records(graph, drain=True)
            del graph
            advance(1)
        with run.progress("store", None) as advance:
            summary.written = store.write_graph(wanted, replace=run.rebuild, current=current)
            advance(1)
        graph_digest = _graph_digest(wanted)
        # The graph records are the largest objects left: free them before the cache
        # encodes extractions, so the two peaks do not add up.
        del wanted, current
        cache.set_stored(store_id, ordered)
        cache.set_built(store_id, inputs, graph_digest)
        summary.labels, summary.relations = store.counts()
    summary.seconds = time.monotonic() - started
    return summary


def _occurrences(
    cache: ExtractionCache, store_id: str, ordered: list[Extraction | CachedRow]
) -> list[PaperOccurrences]:
    """What resolution takes from each paper, read back from the cache for the papers whose
    extraction, text and resolution code are those it was computed from, and computed (and
    kept) for the others."""
    from kg import model, names, normalize, resolve

    keys = cache.occurrence_keys(ordered, _code_digest(model, names, normalize, resolve))
    found: list[PaperOccurrences] = []
    for paper_id, body in cache.occurrences(store_id, keys).items():
        try:
            found.append(resolve.decode_paper_occurrences(paper_id, body))
        except ValueError:
            continue  # a damaged row is a miss
    known = {cleaned.paper for cleaned in found}
    fresh: dict[str, tuple[str, str]] = {}
    for extraction in cache.read([e for e in ordered if e.paper.id not in known]):
        cleaned = resolve.paper_occurrences(extraction)
        found.append(cleaned)
        fresh[cleaned.paper] = (keys[cleaned.paper], resolve.encode_paper_occurrences(cleaned))
    cache.set_occurrences(store_id, fresh, keep=set(keys))
    return found


def _code_digest(*modules: ModuleType) -> str:
    """A digest of the package version, the source of ``modules`` and the package term
    lists (which ``kg.names`` reads)."""
    from kg import __version__, names

    digest = hashlib.sha256(__version__.encode())
    for module in modules:
        digest.update(Path(module.__file__ or "").read_bytes())
    for term_file in sorted((Path(names.__file__ or "").parent / "data").glob("*.txt")):
        digest.update(term_file.read_bytes())
    return digest.hexdigest()


def _inputs_digest(papers: dict[str, Paper]) -> str:
    """A digest of what a build resolves: every paper record (its extraction is the one
    stored for its text) and the code that turns extractions into the graph."""
    from kg import graph, names, normalize, records, resolve, schema

    code = _code_digest(graph, normalize, records, resolve, names, schema)
    digest = hashlib.sha256(code.encode())
    for paper_id in sorted(papers):
        digest.update(json.dumps(papers[paper_id].to_json(), sort_keys=True).encode())
    return digest.hexdigest()


def _graph_digest(records: GraphRecords) -> str:
    """A digest of a whole graph; a snapshot of a store equals the records written to it,
    property order included (both follow ``kg.schema``). Hashed item by item: one string
    of the whole graph would be as large as the graph."""
    digest = hashlib.sha256()
    for part in (records.nodes, records.edges):
        digest.update(b"[")
        for item in sorted(part.items()):
            digest.update(repr(item).encode("utf-8", "surrogatepass"))
        digest.update(b"]")
    return digest.hexdigest()


def _stored_papers(records: GraphRecords) -> dict[str, Paper]:
    """The papers a store holds, rebuilt from their nodes."""
    papers = {}
    for (label, paper_id), props in records.nodes.items():
        if label == PAPER_LABEL:
            papers[paper_id] = Paper(
                id=paper_id,
                abstract=props.get("abstract") or "",
                source=props.get("source") or "",
                title=props.get("title"),
                year=props.get("year"),
                venue=props.get("venue"),
                url=props.get("url"),
            )
    return papers


def _final_papers(
    papers: list[Paper], stored: dict[str, Paper], replace_files: bool
) -> tuple[dict[str, Paper], int]:
    """The papers the store holds after this run (see the module docstring), and how many
    of them were kept only because their old-form source cannot name their file."""
    files = {_file_of(p.source) for p in papers} if replace_files else set()
    given = {p.id for p in papers}
    final: dict[str, Paper] = {}
    kept_legacy = 0
    for pid, paper in stored.items():
        file = _file_of(paper.source)
        if file in files:
            continue
        if (
            replace_files
            and pid not in given
            and _is_legacy(file)
            and any(_same_name(f, file) for f in files)
        ):
            # A store built before sources were absolute paths says only "abstracts.jsonl#3":
            # that may be this run's file or another one of the same name. Removing it could
            # delete another file's paper, so it stays (until a --rebuild).
            kept_legacy += 1
        final[pid] = paper
    for paper in papers:
        final[paper.id] = paper
    return final, kept_legacy


def _file_of(source: str) -> str:
    return source.rsplit("#", 1)[0]


def _is_legacy(file: str) -> bool:
    """Whether a paper's source file is in the old form (a name, not an absolute path)."""
    return not file.startswith("/")


def _same_name(absolute: str, legacy: str) -> bool:
    """Whether the old-form (relative) source file name may denote the file ``absolute``."""
    return absolute == legacy or absolute.endswith("/" + legacy)


def _extract(
    missing: list[Paper], cache: ExtractionCache, run: _Run, summary: BuildSummary
) -> dict[str, CachedRow]:
    """The cache rows of the ``missing`` papers' extractions: found there, else extracted
    and cached as they come."""
    if not missing:
        return {}
    extractor = run.extractor()
    found = cache.cached(extractor.version, missing)
    summary.cached = len(found)
    todo = [paper for paper in missing if paper.id not in found]
    if todo:
        by_id = {p.id: p for p in todo}
        pending: list[Extraction] = []
        with run.progress("extract", len(todo)) as advance:
            for extraction in extractor.run(todo, run.workers):
                # The corpus record is the truth about the paper, whatever the extractor kept.
                paper = by_id.get(extraction.paper.id, extraction.paper)
                extraction.paper = paper
                pending.append(extraction)
                found[paper.id] = CachedRow(paper, version=extractor.version)
                if len(pending) >= CACHE_BATCH:
                    # Cached as they come: an interrupted build resumes from here.
                    cache.put(pending, extractor.version)
                    pending = []
                advance(1)
        cache.put(pending, extractor.version)
        summary.extracted = len(found) - summary.cached
    return found
