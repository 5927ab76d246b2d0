"""Training the span recognizer (``kg_span_recognizer``): prepare, train, evaluate, install.

One command does all of it::

    python -m kg.extract.train                      # training/ner-own.cfg, seed from the config
    python -m kg.extract.train --config training/ner-narrow.cfg --no-install   # compare

1. **prepare**: the training data in ``../shared/training`` becomes spaCy ``DocBin`` files
   (never committed) in ``--work`` (default ``/tmp/kg-recognizer``):

   * SciREX sections (Apache-2.0): character-offset mentions of Method, Task, Dataset
     ("Material") and Metric. Only the opening sections of each paper (title, abstract,
     introduction: the register of an abstract) are kept, at most ``--scirex-sections``
     per paper; 5% of the papers (by a seeded hash of their id) go to the dev file.
   * TDMSci train (Apache-2.0): sentences with Task, Dataset and Metric mentions. It
     annotates no methods, so its sentences that have no mention at all are left out
     (they would teach that every method name is nothing).
   * Guideline annotations of conference abstracts (``--guideline-gold`` files, e.g.
     ``train-gold-*.jsonl`` with the abstracts in the matching ``train-input-*.jsonl``):
     per record the entity names and aliases, found in the text by exact search, longest
     first, on word boundaries. Required items are entities; the tokens of optional ones
     (borderline by the guideline) are left unannotated. They follow the project's
     guideline exactly, so each is repeated ``--gold-repeat`` times; 15% of the records
     (seeded hash of the id) go to the dev file, and also, alone, to ``gold-dev.spacy``
     (the guideline dev score; the rest, unrepeated, to ``gold-train.spacy``).

   SciERC has no licence for weights that ship: it is never read here (it is a
   development set for ``bench/dev_scores.py``).
2. **train**: ``spacy train`` with the config, its seed, ``--threads`` BLAS threads; then,
   with ``--stage2-steps N``, a second stage: the best model trained on for N steps on the
   guideline records alone, the best on their dev part kept.
3. **evaluate**: the final model on the dev file and on the guideline dev file
   (precision/recall/F1 per type, words/s).
4. **install** (unless ``--no-install``): the model goes to ``kg/models/recognizer/`` (package
   data), its ``meta.json`` recording the data files with their digests, the seed, the config
   and the scores.

Tokens are made as the extraction pipeline makes them (English rules, multi-part names kept
whole by ``kg.extract.shapes``), so the model sees at training time what it sees in use.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import random
import shutil
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
#: Guideline annotations never trained on: ``bench/dev_scores.py`` scores extraction with the
#: shipped recognizer on them ("guideline-dev"), so they stay out of every default training run.
GUIDELINE_DEV_FILES = ("mlconf-train-10.jsonl", "mlconf-train-11.jsonl")
#: Guideline annotations never trained on either ("guideline-new" of ``bench/dev_scores.py``):
#: annotated after the shipped recognizer was trained, they are development data for the rules.
#: Trained on as well, they made the held-out scores worse (entity 0.604 -> 0.599).
GUIDELINE_NEW_FILES = tuple(f"mlconf-train-{k}.jsonl" for k in range(12, 18))
#: Guideline annotations of stop 52 ("guideline-fresh"): 120 abstracts annotated by three
#: helpers before the extractor was run on them, scored once as they came (entity F1 0.676,
#: relations 0.627, PROPOSES 0.678 at extractor 1.241.0), then development data for the rules.
GUIDELINE_FRESH_FILES = tuple(f"mlconf-train-{k}.jsonl" for k in range(18, 21))
#: Guideline annotations of stop 57 ("guideline-fresh2"): 120 more abstracts annotated the same
#: way, before the extractor was run on them, scored once as they came (entity F1 0.683,
#: relations 0.618, PROPOSES 0.721 at extractor 1.265.0), then development data for the rules.
GUIDELINE_FRESH2_FILES = tuple(f"mlconf-train-{k}.jsonl" for k in range(21, 24))
#: Guideline annotations of stop 58 ("guideline-fresh3"): 120 more abstracts annotated the same
#: way, before the extractor was run on them, scored once as they came (entity F1 0.722,
#: relations 0.637, PROPOSES 0.679 at extractor 1.273.0), then development data for the rules.
GUIDELINE_FRESH3_FILES = tuple(f"mlconf-train-{k}.jsonl" for k in range(24, 27))
#: Guideline annotations of stop 63 ("guideline-fresh4"): 120 more abstracts annotated the same
#: way, before the extractor was run on them, scored once as they came (entity F1 0.694,
#: relations 0.625, PROPOSES 0.667 at extractor 1.303.0), then development data for the rules.
#: Neither the recognizer nor the entity filter is trained on them.
GUIDELINE_FRESH4_FILES = tuple(f"mlconf-train-{k}.jsonl" for k in range(27, 30))
#: Every annotation file that is development data, never training data.
DEVELOPMENT_FILES = frozenset(
    (
        *GUIDELINE_DEV_FILES,
        *GUIDELINE_NEW_FILES,
        *GUIDELINE_FRESH_FILES,
        *GUIDELINE_FRESH2_FILES,
        *GUIDELINE_FRESH3_FILES,
        *GUIDELINE_FRESH4_FILES,
    )
)


def _shared_dir() -> Path:
    """``KG_SHARED_DIR``, else the ``shared`` folder beside the checkout (or one level up,
    for a worktree)."""
    if os.environ.get("KG_SHARED_DIR"):
        return Path(os.environ["KG_SHARED_DIR"])
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared" / "training").is_dir():
            return base / "shared"
    return ROOT.parent / "shared"


SHARED = _shared_dir()


def _shown(path: Path) -> str:
    """A data file as the model's meta names it: relative to the checkout, or under
    ``../shared``, wherever the trainer's checkout was."""
    resolved = path.resolve()
    if resolved.is_relative_to(ROOT):
        return resolved.relative_to(ROOT).as_posix()
    if resolved.is_relative_to(SHARED.resolve()):
        return "../shared/" + resolved.relative_to(SHARED.resolve()).as_posix()
    return str(path)


MLCONF = SHARED / "benchmarks" / "mlconf-2020-2023.jsonl"
LABELS = ("METHOD", "TASK", "DATASET", "METRIC")
_LABEL_OF = {
    "method": "METHOD",
    "task": "TASK",
    "dataset": "DATASET",
    "material": "DATASET",
    "metric": "METRIC",
}
INSTALL_DIR = Path(__file__).resolve().parent.parent / "models" / "recognizer"


def _digest(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def _read_jsonl(path: Path) -> Iterator[dict[str, Any]]:
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.strip():
                try:
                    yield json.loads(line)
                except json.JSONDecodeError as exc:
                    raise SystemExit(f"{path}:{number}: not JSON: {exc}") from exc


def _in_dev(key: str, seed: int, share: float = 0.05) -> bool:
    digest = hashlib.sha256(f"{seed}:{key}".encode()).digest()
    return int.from_bytes(digest[:4], "big") / 2**32 < share


def _tokenizer() -> Any:
    import spacy

    from kg.extract.shapes import keep_names_whole

    nlp = spacy.blank("en")
    keep_names_whole(nlp)
    return nlp


def _doc(
    nlp: Any,
    text: str,
    spans: Iterable[tuple[int, int, str]],
    unsure: Iterable[tuple[int, int, str]] = (),
) -> Any:
    """A doc of ``text`` with ``spans`` (character offsets) as its entities; spans that
    overlap a longer one are dropped. Tokens of ``unsure`` spans (optional items of the
    guideline) are left unannotated, so they teach neither way; the rest is outside (O)."""
    from spacy.util import filter_spans

    from kg.extract.shapes import merge_names

    doc = merge_names(nlp.make_doc(text))

    def as_spans(found: Iterable[tuple[int, int, str]]) -> list:
        out = []
        for start, end, label in found:
            span = doc.char_span(start, end, label=label, alignment_mode="expand")
            if span is not None and span.text.strip():
                out.append(span)
        return out

    ents = filter_spans(as_spans(spans))
    taken = {i for span in ents for i in range(span.start, span.end)}
    missing = [s for s in as_spans(unsure) if not any(i in taken for i in range(s.start, s.end))]
    doc.set_ents(ents, missing=filter_spans(missing), default="outside")
    return doc


def scirex_docs(nlp: Any, path: Path, max_sections: int, seed: int) -> tuple[list, list]:
    train, dev = [], []
    for record in _read_jsonl(path):
        if record["section"] >= max_sections:
            continue
        spans = [
            (e["start"], e["end"], _LABEL_OF[e["type"].lower()])
            for e in record["entities"]
            if e["type"].lower() in _LABEL_OF
        ]
        doc = _doc(nlp, record["text"], spans)
        (dev if _in_dev(record["doc_id"], seed) else train).append(doc)
    return train, dev


def tdmsci_docs(nlp: Any, path: Path) -> list:
    docs = []
    for record in _read_jsonl(path):
        spans = [(e["start"], e["end"], _LABEL_OF[e["type"].lower()]) for e in record["entities"]]
        if spans:
            docs.append(_doc(nlp, record["abstract"], spans))
    return docs


def guideline_spans(text: str, names: Iterable[tuple[str, str]]) -> list[tuple[int, int, str]]:
    """Character spans of each (surface, label) in ``text``: exact search, longest surface
    first, on word boundaries, never overlapping a span already taken."""
    taken = bytearray(len(text))
    found = []
    for surface, label in sorted(set(names), key=lambda n: -len(n[0])):
        if not surface.strip():
            continue
        start = text.find(surface)
        while start >= 0:
            end = start + len(surface)
            bounded = (start == 0 or not text[start - 1].isalnum()) and (
                end == len(text) or not text[end].isalnum()
            )
            if bounded and not any(taken[start:end]):
                found.append((start, end, label))
                taken[start:end] = b"\x01" * (end - start)
            start = text.find(surface, start + 1)
    return found


def guideline_docs(nlp: Any, gold_path: Path, seed: int) -> tuple[list, list]:
    """Docs of the abstracts a guideline gold file annotates (train, dev: 15% of the records
    by a seeded hash of their id). The annotations live in the repository; the abstracts stay
    in ``../shared/benchmarks/mlconf-2020-2023.jsonl`` and are looked up by record id."""
    input_path = MLCONF
    texts = {str(r["id"]): r["abstract"] for r in _read_jsonl(input_path)}
    train, dev = [], []
    for record in _read_jsonl(gold_path):
        text = texts.get(str(record["id"]))
        if text is None:
            raise SystemExit(f"{gold_path}: record {record['id']} is not in {input_path}")
        names = []
        for entity in record.get("entities", []):
            label = _LABEL_OF.get(str(entity.get("type", "")).lower())
            if label:
                required = entity.get("required", True) is not False
                for surface in [entity["name"], *entity.get("aliases", [])]:
                    names.append((surface, label if required else f"?{label}"))
        found = guideline_spans(text, names)
        doc = _doc(
            nlp,
            text,
            [s for s in found if not s[2].startswith("?")],
            [(a, b, label[1:]) for a, b, label in found if label.startswith("?")],
        )
        (dev if _in_dev(str(record["id"]), seed, 0.15) else train).append(doc)
    return train, dev


def training_gold_files(patterns: Iterable[str]) -> list[Path]:
    """The guideline annotation files the globs ``patterns`` name, less the development
    files (``DEVELOPMENT_FILES``); a held-out file among them is an error."""
    files = []
    for pattern in patterns:
        for name in sorted(glob.glob(pattern)):
            path = Path(name)
            if "heldout" in path.name:
                raise SystemExit(f"{name}: held-out annotations are never training data")
            if path.name in DEVELOPMENT_FILES:
                print(f"{name}: development annotations, not trained on")
                continue
            files.append(path)
    return files


def prepare(args: argparse.Namespace, seed: int) -> dict[str, Any]:
    from spacy.tokens import DocBin

    nlp = _tokenizer()
    scirex = SHARED / "training" / "scirex-train-sections.jsonl"
    tdmsci = SHARED / "training" / "tdmsci-train.jsonl"
    train, dev = scirex_docs(nlp, scirex, args.scirex_sections, seed)
    data: list[dict[str, Any]] = [
        {"file": _shown(scirex), "sha256": _digest(scirex), "docs": len(train) + len(dev)}
    ]
    tdm = tdmsci_docs(nlp, tdmsci)
    train.extend(tdm)
    data.append({"file": _shown(tdmsci), "sha256": _digest(tdmsci), "docs": len(tdm)})
    guideline_train, guideline_dev = [], []
    for path in training_gold_files(args.guideline_gold):
        gold_train, gold_dev = guideline_docs(nlp, path, seed)
        train.extend(gold_train * args.gold_repeat)
        dev.extend(gold_dev)
        guideline_train.extend(gold_train)
        guideline_dev.extend(gold_dev)
        data.append(
            {
                "file": _shown(path),
                "sha256": _digest(path),
                "train_docs": len(gold_train),
                "dev_docs": len(gold_dev),
                "repeat": args.gold_repeat,
            }
        )
    random.Random(seed).shuffle(train)
    args.work.mkdir(parents=True, exist_ok=True)
    DocBin(docs=train, store_user_data=False).to_disk(args.work / "train.spacy")
    DocBin(docs=dev, store_user_data=False).to_disk(args.work / "dev.spacy")
    # The guideline records alone: the second stage trains on them, and their dev part is
    # the score that matters most (the extraction follows the guideline).
    random.Random(seed).shuffle(guideline_train)
    DocBin(docs=guideline_train, store_user_data=False).to_disk(args.work / "gold-train.spacy")
    DocBin(docs=guideline_dev, store_user_data=False).to_disk(args.work / "gold-dev.spacy")
    words = sum(len(d) for d in train)
    print(f"prepared {len(train)} training docs ({words:,} tokens), {len(dev)} dev docs")
    return {"sources": data, "train_docs": len(train), "train_tokens": words, "dev_docs": len(dev)}


def train(
    config: Path,
    work: Path,
    threads: int,
    overrides: dict[str, Any],
    data: tuple[str, str, str] = ("train.spacy", "dev.spacy", "output"),
) -> Path:
    """``spacy train`` of ``config`` on the DocBins ``data`` (train, dev: file names in
    ``work``) into ``work/<output>``; the best model's folder."""
    from spacy.cli.train import train as spacy_train

    os.environ.setdefault("OMP_NUM_THREADS", str(threads))
    os.environ.setdefault("OPENBLAS_NUM_THREADS", str(threads))
    train_file, dev_file, output = data
    spacy_train(
        config,
        work / output,
        overrides={
            "paths.train": str(work / train_file),
            "paths.dev": str(work / dev_file),
            **overrides,
        },
    )
    return work / output / "model-best"


def fine_tune(model: Path, work: Path, steps: int, learn_rate: float, threads: int = 1) -> Path:
    """Second stage: ``model`` trained on for ``steps`` steps on the guideline records only
    (``gold-train.spacy``), the best on their dev part (``gold-dev.spacy``) kept. The broad
    data taught what names look like; this stage teaches the guideline's boundaries."""
    from thinc.api import Config

    config = Config().from_disk(model / "config.cfg")
    config["components"]["ner"] = {"source": str(model)}
    config["training"].update(
        {"max_steps": steps, "eval_frequency": max(25, steps // 8), "patience": steps}
    )
    config["training"]["optimizer"]["learn_rate"] = learn_rate
    stage_config = work / "stage2.cfg"
    config.to_disk(stage_config)
    return train(
        stage_config, work, threads, {}, ("gold-train.spacy", "gold-dev.spacy", "output-stage2")
    )


def evaluate(model: Path, dev: Path, prefix: str = "dev") -> dict[str, Any]:
    """Precision, recall and F1 (overall and per type) of ``model`` on the DocBin ``dev``,
    and its speed in words per second."""
    import spacy
    from spacy.tokens import DocBin
    from spacy.training import Example

    nlp = spacy.load(model)
    gold = list(DocBin().from_disk(dev).get_docs(nlp.vocab))
    started = time.perf_counter()
    predicted = list(nlp.pipe(nlp.make_doc(d.text) for d in gold))
    seconds = time.perf_counter() - started
    examples = [Example(p, g) for p, g in zip(predicted, gold, strict=True)]
    scores = nlp.get_pipe("ner").score(examples)
    words = sum(len(d) for d in gold)
    return {
        f"{prefix}_ents_p": round(scores["ents_p"], 4),
        f"{prefix}_ents_r": round(scores["ents_r"], 4),
        f"{prefix}_ents_f": round(scores["ents_f"], 4),
        f"{prefix}_per_type_f": {
            k: round(v["f"], 4) for k, v in (scores["ents_per_type"] or {}).items()
        },
        f"{prefix}_words_per_second": round(words / seconds),
    }


def install(model: Path, meta_extra: dict[str, Any], target: Path = INSTALL_DIR) -> None:
    import spacy

    nlp = spacy.load(model)
    nlp.meta.update(
        {
            "name": "kg_recognizer",
            "version": meta_extra.pop("version"),
            "description": "kg span recognizer: METHOD, TASK, DATASET, METRIC",
            "license": "weights trained on Apache-2.0 data (SciREX, TDMSci) and "
            "the project's own annotations",
            "kg": meta_extra,
        }
    )
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    nlp.to_disk(target)
    print(f"installed {target} ({_size(target) / 1e6:.1f} MB)")


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    from thinc.api import Config

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=ROOT / "training" / "ner-own.cfg")
    parser.add_argument("--work", type=Path, default=Path("/tmp/kg-recognizer"))
    parser.add_argument("--scirex-sections", type=int, default=3, help="opening sections per paper")
    parser.add_argument(
        "--guideline-gold",
        nargs="*",
        default=[
            os.environ.get("KG_TRAIN_GOLD", str(ROOT / "training" / "annotations" / "*.jsonl"))
        ],
        help="guideline annotation files (globs) of mlconf-2020-2023.jsonl records",
    )
    parser.add_argument("--gold-repeat", type=int, default=3)
    parser.add_argument(
        "--stage2-steps",
        type=int,
        default=300,
        help="then train on the guideline records alone for this many steps (0: no second stage)",
    )
    parser.add_argument("--stage2-learn-rate", type=float, default=0.0005)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--max-steps", type=int, help="override [training] max_steps")
    parser.add_argument(
        "--train-seed",
        type=int,
        help="override the config's [system] seed for training only (the data split keeps it):"
        " runs with several seeds show how much of a difference is chance",
    )
    parser.add_argument("--skip-prepare", action="store_true", help="reuse --work's DocBins")
    parser.add_argument("--no-install", action="store_true")
    parser.add_argument("--version", default="1.1.0", help="version recorded in the model meta")
    args = parser.parse_args(argv)

    config = Config().from_disk(args.config)
    seed = int(config["system"]["seed"])
    random.seed(seed)
    work = args.work / args.config.stem
    args.work = work
    started = time.perf_counter()
    if args.skip_prepare and (work / "data.json").exists():
        data = json.loads((work / "data.json").read_text())
    else:
        data = prepare(args, seed)
        (work / "data.json").write_text(json.dumps(data, indent=1))
    overrides: dict[str, Any] = {}
    if args.max_steps:
        overrides["training.max_steps"] = args.max_steps
    train_seed = seed if args.train_seed is None else args.train_seed
    overrides["system.seed"] = train_seed
    best = train(args.config, work, args.threads, overrides)
    if args.stage2_steps:
        best = fine_tune(best, work, args.stage2_steps, args.stage2_learn_rate, args.threads)
    train_seconds = round(time.perf_counter() - started)
    scores = {
        **evaluate(best, work / "dev.spacy"),
        **evaluate(best, work / "gold-dev.spacy", "guideline_dev"),
    }
    size = _size(best)
    report = {
        "config": args.config.name,
        "seed": seed,
        "train_seed": train_seed,
        "gold_repeat": args.gold_repeat,
        "stage2_steps": args.stage2_steps,
        "train_seconds": train_seconds,
        "size_bytes": size,
        **scores,
    }
    print(json.dumps(report, indent=1))
    (work / "report.json").write_text(json.dumps(report, indent=1))
    if not args.no_install:
        install(
            best,
            {
                "version": args.version,
                "data": data,
                "seed": seed,
                "train_seed": train_seed,
                "config": args.config.name,
                "scores": scores,
                "train_seconds": train_seconds,
                "max_steps": args.max_steps or config["training"]["max_steps"],
                "gold_repeat": args.gold_repeat,
                "stage2_steps": args.stage2_steps,
            },
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
