"""Helpers of the reliability tests (tests/test_reliability_*.py): running ``kg`` as a user
would, a generated corpus whose extractions are known, and a graph checksum.

The generated corpus lets the store phase dominate a build: its extractions are written
into the extraction cache beforehand, so ``kg build`` parses nothing and spends its time
writing, where the kill tests interrupt it.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from kg.cache import ExtractionCache
from kg.corpus import paper_from_text
from kg.model import PAPER, Entity, Extraction, Mention, Paper, Relation, entity_key
from kg.normalize import normalize_name
from kg.store import StoreSettings, open_store

#: Seconds any single ``kg`` command of these tests may take before the test fails.
COMMAND_TIMEOUT = 120

_METHODS = [
    "Gradient Lattice Tuning",
    "Sparse Echo Attention",
    "Contrastive Tree Distillation",
    "Residual Prompt Mixing",
    "Orbit Policy Search",
    "Latent Token Pruning",
    "Bayesian Adapter Fusion",
    "Spectral Graph Rewiring",
    "Temporal Kernel Replay",
    "Masked Flow Matching",
    "Elastic Weight Routing",
    "Hierarchical Value Chunking",
]
_DATASETS = ["ClimbBench", "ReefText-2", "UrbanScenes-40", "MedQA-Lite", "ToolTraces", "GeoVQA"]
_TASKS = [
    "long-horizon planning",
    "protein folding",
    "code repair",
    "visual question answering",
    "speech separation",
    "table retrieval",
]
_METRICS = ["exact match", "token F1", "success rate", "mean reciprocal rank"]


def kg_env(cache_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of a ``kg`` subprocess: its own cache folder."""
    env = dict(os.environ)
    env["KG_CACHE_DIR"] = str(cache_dir)
    env.update(extra)
    return env


def kg_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "kg.cli", *args]


def run_kg(
    *args: str, env: Mapping[str, str], timeout: float = COMMAND_TIMEOUT
) -> subprocess.CompletedProcess[str]:
    """``kg ARGS`` in a subprocess, as a user runs it: no terminal, output captured."""
    return subprocess.run(
        kg_command(*args),
        capture_output=True,
        text=True,
        env=dict(env),
        stdin=subprocess.DEVNULL,
        timeout=timeout,
        check=False,
    )


def assert_one_line_error(proc: subprocess.CompletedProcess[str], *fragments: str) -> str:
    """The command failed with exactly one ``Error:`` line on stderr, no traceback, and
    nothing on stdout; returns that line."""
    output = proc.stdout + proc.stderr
    assert proc.returncode != 0, output
    assert "Traceback" not in output, output
    assert proc.stdout == "", output
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, output
    assert lines[0].startswith("Error: "), output
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def wait_until(
    reached: Callable[[], bool],
    proc: subprocess.Popen[str],
    what: str,
    timeout: float = COMMAND_TIMEOUT,
) -> None:
    """Poll until ``reached()`` (a point in a running ``kg`` seen from outside: a file's
    size, a row count), or fail if the process ends first or the time runs out."""
    deadline = time.monotonic() + timeout
    while not reached():
        if proc.poll() is not None:
            out, err = proc.communicate()
            raise AssertionError(f"kg ended before {what}:\n{out}\n{err}")
        if time.monotonic() > deadline:
            proc.kill()
            raise AssertionError(f"kg did not reach {what} within {timeout} s")
        time.sleep(0.02)


# ── a generated corpus with known extractions ────────────────────────────────


def _entity(kind: str, name: str, text: str) -> Entity:
    start = text.index(name)
    return Entity(
        key=entity_key(kind, normalize_name(name)),
        type=kind,
        name=name,
        mentions=[Mention(start, start + len(name), name)],
    )


def generated_extractions(count: int, source_file: str = "corpus.txt") -> list[Extraction]:
    """``count`` invented abstracts and what an extractor would find in them.

    Each paper proposes its own method and uses, evaluates, addresses and reports entities
    shared with other papers, so the graph has shared nodes, aggregated method–method
    edges and paper counts above one.
    """
    found = []
    for i in range(count):
        own = f"Probe Network {i}"
        used = _METHODS[i % len(_METHODS)]
        other = _METHODS[(3 * i + 1) % len(_METHODS)]
        dataset = _DATASETS[i % len(_DATASETS)]
        task = _TASKS[(i // 2) % len(_TASKS)]
        metric = _METRICS[i % len(_METRICS)]
        sentences = [
            f"We propose {own}, a model for {task} that builds on {used}.",
            f"On {dataset} it improves {metric} by {i % 9 + 1} points over {other}.",
            f"Ablations in setting {i} show that the gains come from {used}.",
        ]
        text = " ".join(sentences)
        paper = paper_from_text(text, source=f"{source_file}#{i + 1}")
        entities = {
            e.key: e
            for e in (
                _entity("Method", own, text),
                _entity("Method", used, text),
                _entity("Method", other, text),
                _entity("Dataset", dataset, text),
                _entity("Task", task, text),
                _entity("Metric", metric, text),
            )
        }
        key = {e.name: e.key for e in entities.values()}
        relations = [
            Relation("PROPOSES", PAPER, key[own], sentences[0]),
            Relation("USES", PAPER, key[used], sentences[0]),
            Relation("USES", PAPER, key[other], sentences[1]),
            Relation("ADDRESSES", PAPER, key[task], sentences[0]),
            Relation("EVALUATES_ON", PAPER, key[dataset], sentences[1]),
            Relation("REPORTS", PAPER, key[metric], sentences[1]),
            Relation("COMPARED_WITH", key[own], key[other], sentences[1]),
            Relation("PART_OF", key[used], key[own], sentences[2]),
        ]
        found.append(Extraction(paper, list(entities.values()), relations))
    return found


def write_text_corpus(path: Path, papers: Sequence[Paper]) -> Path:
    """A plain-text collection (header, blank-line separated abstracts) of ``papers``."""
    body = "\n\n".join(p.abstract for p in papers)
    path.write_text(f"Generated reliability corpus\n\n{body}\n", encoding="utf-8")
    return path


def prime_cache(cache_dir: Path, extractions: Sequence[Extraction]) -> None:
    """Put ``extractions`` in the extraction cache, as if the extractor had run on them."""
    from kg.extract import extractor_fingerprint

    with ExtractionCache(cache_dir) as cache:
        cache.put(extractions, extractor_fingerprint())


def write_extraction_file(path: Path, extractions: Sequence[Extraction]) -> Path:
    lines = (json.dumps(e.to_json(), ensure_ascii=False) for e in extractions)
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


# ── what a store holds ────────────────────────────────────────────────────────


def _canonical(value: Any) -> Any:
    """Property values as JSON-comparable data, whatever driver type they came as."""
    if isinstance(value, Mapping):
        return {str(k): _canonical(v) for k, v in value.items() if not str(k).startswith("_")}
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    return value


def graph_dump(settings: StoreSettings) -> tuple[dict[str, int], list[Any], list[Any]]:
    """Counts, every node (label and properties) and every relationship (type, endpoint ids,
    properties), read with generic Cypher so that anything stray would show too.

    The embedded engine returns the union of all tables' properties for ``MATCH (n)``; the
    null ones are dropped on both backends so the dumps compare equal.
    """
    neo4j = settings.neo4j is not None
    label = "labels(n)" if neo4j else "label(n)"
    rel_type = "type(e)" if neo4j else "label(e)"
    node_value = "properties(n)" if neo4j else "n"
    rel_value = "properties(e)" if neo4j else "e"
    with open_store(settings, read_only=True) as store:
        node_rows = store.read(f"MATCH (n) RETURN {label}, {node_value}").rows
        rel_rows = store.read(f"MATCH (a)-[e]->(b) RETURN {rel_type}, a.id, b.id, {rel_value}").rows
    nodes = sorted(
        (
            json.dumps(
                [row[0], {k: v for k, v in _canonical(row[1]).items() if v is not None}],
                sort_keys=True,
                ensure_ascii=False,
            )
            for row in node_rows
        ),
    )
    rels = sorted(
        json.dumps(
            [
                row[0],
                row[1],
                row[2],
                {k: v for k, v in _canonical(row[3]).items() if v is not None},
            ],
            sort_keys=True,
            ensure_ascii=False,
        )
        for row in rel_rows
    )
    counts = {"nodes": len(nodes), "relationships": len(rels)}
    return counts, nodes, rels


def graph_checksum(settings: StoreSettings) -> tuple[dict[str, int], str]:
    """Node and relationship counts, and a SHA-256 over all their properties."""
    counts, nodes, rels = graph_dump(settings)
    digest = hashlib.sha256("\n".join([*nodes, "--", *rels]).encode("utf-8")).hexdigest()
    return counts, digest
