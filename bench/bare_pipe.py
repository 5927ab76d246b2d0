"""The reference of the throughput benchmark: the pretrained pipeline alone, with the
components ``kg extract`` enables, running ``nlp.pipe`` over the abstracts of a JSONL file.

Prints one JSON object: tokens, seconds to load, seconds in ``nlp.pipe``.

Usage::

    python bench/bare_pipe.py CORPUS.jsonl [--nlp-batch-size 64] [--workers 1]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def pretrained_components() -> list[str]:
    """Names of the installed pretrained package's components (from its meta.json)."""
    import spacy.util

    from kg.nlp import find_model

    meta = spacy.util.get_model_meta(spacy.util.get_package_path(find_model().package))
    return list(meta.get("components") or meta["pipeline"])


def main() -> int:
    parser = argparse.ArgumentParser(description="bare pretrained pipeline throughput")
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--nlp-batch-size", type=int, default=64)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()

    started = time.perf_counter()
    from kg.extract import PRETRAINED_COMPONENTS
    from kg.nlp import load_pretrained

    unused = [n for n in pretrained_components() if n not in PRETRAINED_COMPONENTS]
    nlp = load_pretrained(exclude=tuple(unused))
    with args.corpus.open(encoding="utf-8") as lines:
        texts = [json.loads(line)["abstract"] for line in lines if line.strip()]
    loaded = time.perf_counter()
    tokens = 0
    for doc in nlp.pipe(texts, batch_size=args.nlp_batch_size, n_process=args.workers):
        tokens += len(doc)
    done = time.perf_counter()
    json.dump(
        {
            "components": nlp.pipe_names,
            "texts": len(texts),
            "tokens": tokens,
            "load_seconds": loaded - started,
            "pipe_seconds": done - loaded,
        },
        sys.stdout,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
