"""The trained span recognizer in the extraction pipeline, the training data it is made
from, and the extraction cache key that covers the model and the lexicons."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from extract_support import by_rules

from kg.build import build
from kg.cli import cli
from kg.extract import build_nlp, extractor_fingerprint
from kg.extract.model_files import PACKAGE_MODEL, model_meta
from kg.extract.recognizer import SPANS_KEY
from kg.extract.train import (
    DEVELOPMENT_FILES,
    ROOT,
    guideline_spans,
    training_gold_files,
)
from kg.store import StoreSettings

TYPES = {"Method", "Task", "Dataset", "Metric"}

ABSTRACT = (
    "Estimating the depth of transparent objects from a single image remains hard. "
    "We propose RefractNet, a convolutional network trained with a refraction-aware "
    "loss, and evaluate it on the ClearDepth benchmark, where it lowers the absolute "
    "relative error by 20% compared with monocular depth estimation baselines."
)


def test_the_package_ships_a_model_with_its_training_record() -> None:
    meta = model_meta(PACKAGE_MODEL)
    record = meta["kg"]
    assert record["seed"] is not None
    assert any("scirex" in source["file"] for source in record["data"]["sources"])
    assert not any("scierc" in source["file"] for source in record["data"]["sources"])
    assert 0 < record["scores"]["dev_ents_f"] <= 1
    size = sum(p.stat().st_size for p in PACKAGE_MODEL.rglob("*") if p.is_file())
    assert size < 20_000_000


def test_recognizer_spans_are_candidates_of_our_types() -> None:
    nlp = build_nlp()
    assert nlp.pipe_names.index("kg_span_recognizer") < nlp.pipe_names.index("kg_entities")
    doc = nlp(ABSTRACT)
    spans = doc.spans[SPANS_KEY]
    assert spans, "the model finds nothing in a plain abstract"
    assert {s.label_ for s in spans} <= TYPES
    assert list(doc.ents) == []  # the model's entities live in the span group only


def test_a_checkpoint_named_by_its_size_is_a_method() -> None:
    text = (
        "We study how memorization emerges during pretraining. We train Pythia-70M and "
        "OPT-350M on a deduplicated web corpus and measure exact-match recall."
    )
    types = {e.name: e.type for e in by_rules(text).entities}
    assert types.get("Pythia-70M") == "Method"
    assert types.get("OPT-350M") == "Method"


def test_guideline_names_become_spans_longest_first_on_word_boundaries() -> None:
    text = "Sparse Subspace Variational Inference (SSVI) beats VI; SSVIs and VI-based nets."
    spans = guideline_spans(
        text,
        [
            ("Sparse Subspace Variational Inference", "METHOD"),
            ("Variational Inference", "METHOD"),
            ("SSVI", "METHOD"),
            ("VI", "METHOD"),
        ],
    )
    found = sorted((text[s:e], label) for s, e, label in spans)
    assert found == [
        ("SSVI", "METHOD"),
        ("Sparse Subspace Variational Inference", "METHOD"),
        ("VI", "METHOD"),
        ("VI", "METHOD"),
    ]
    # "SSVIs" is not "SSVI"; "Variational Inference" inside the long name is not a span.


def test_guideline_dev_files_are_never_trained_on(tmp_path: Path) -> None:
    for name in ("mlconf-train-0.jsonl", *DEVELOPMENT_FILES):
        (tmp_path / name).write_text("")
    assert training_gold_files([str(tmp_path / "*.jsonl")]) == [tmp_path / "mlconf-train-0.jsonl"]
    (tmp_path / "heldout-kelp.jsonl").write_text("")
    with pytest.raises(SystemExit, match="held-out"):
        training_gold_files([str(tmp_path / "*.jsonl")])


def test_the_default_training_files_are_those_of_the_shipped_model() -> None:
    shipped = json.loads((ROOT / "kg/models/recognizer/meta.json").read_text())["kg"]["data"]
    trained = [Path(s["file"]).name for s in shipped["sources"] if "mlconf-train" in s["file"]]
    annotations = str(ROOT / "training" / "annotations" / "*.jsonl")
    assert [p.name for p in training_gold_files([annotations])] == trained


def test_fingerprint_follows_user_lexicon_content(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "lexicon"
    folder.mkdir()
    (folder / "methods.txt").write_text("RefractNet\n", encoding="utf-8")
    monkeypatch.setenv("KG_LEXICON_DIR", str(folder))
    first = extractor_fingerprint()
    assert extractor_fingerprint() == first
    (folder / "methods.txt").write_text("RefractNet\nClearNet\n", encoding="utf-8")
    assert extractor_fingerprint() != first
    monkeypatch.delenv("KG_LEXICON_DIR")
    assert extractor_fingerprint() not in (first,)


def test_editing_a_lexicon_re_extracts(tmp_path: Path, monkeypatch) -> None:
    corpus = tmp_path / "papers.jsonl"
    corpus.write_text(json.dumps({"id": "p1", "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    folder = tmp_path / "lexicon"
    folder.mkdir()
    (folder / "datasets.txt").write_text("ClearDepth\n", encoding="utf-8")
    monkeypatch.setenv("KG_LEXICON_DIR", str(folder))
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "cache"))
    first = build([corpus], StoreSettings(db_path=tmp_path / "a.lbdb"))
    again = build([corpus], StoreSettings(db_path=tmp_path / "b.lbdb"))
    assert (first.extracted, again.extracted, again.cached) == (1, 0, 1)
    (folder / "datasets.txt").write_text("ClearDepth\nRefractNet\n", encoding="utf-8")
    edited = build([corpus], StoreSettings(db_path=tmp_path / "c.lbdb"))
    assert (edited.extracted, edited.cached) == (1, 0)


@pytest.mark.parametrize("flag", [[]])
def test_doctor_names_the_recognizer(tmp_path: Path, flag: list[str]) -> None:
    result = CliRunner().invoke(cli, ["doctor", "--db", str(tmp_path / "kg.lbdb"), *flag])
    line = next(x for x in result.output.splitlines() if "recognizer" in x)
    assert model_meta(PACKAGE_MODEL)["name"] in line
    assert "seed" in line


def test_hyphenated_names_with_an_acronym_stay_whole() -> None:
    text = "We evaluate TraceNet-XL on Harborview-VPS and compare it with GC-RNN."
    names = {e.name for e in by_rules(text).entities}
    assert {"TraceNet-XL", "Harborview-VPS", "GC-RNN"} <= names
    assert "VPS" not in names


def test_the_kind_word_after_a_name_gives_an_alias() -> None:
    text = (
        "We address the image deblocking task. Our approach, ShelfBot, outperforms prior "
        "methods on the image deblocking task of the StoreSim benchmark."
    )
    entities = {e.name: e for e in by_rules(text).entities}
    assert "image deblocking task" in entities["image deblocking"].aliases
    assert "StoreSim benchmark" in entities["StoreSim"].aliases


def test_a_dash_typed_as_hyphens_separates_words() -> None:
    text = "We introduce a new metric---coverage---and report it for GraphSAGE."
    names = {e.name for e in by_rules(text).entities}
    assert not any("---" in name for name in names)


def test_a_plural_description_from_the_model_is_no_entity() -> None:
    text = (
        "Deep networks learn latent representations of images. We propose BlurFix, a "
        "deblurring method, and evaluate it on the GoPro dataset with PSNR."
    )
    names = {e.name.lower() for e in by_rules(text).entities}
    assert "latent representations" not in names
    assert "deep networks" not in names
    assert {"blurfix", "gopro", "psnr"} <= names


def _entities_given(text: str, recognized: list[tuple[str, str]]) -> set[tuple[str, str]]:
    """The entity mentions of ``text`` when the recognizer's spans are ``recognized``
    ((surface, type) pairs, first occurrence): the rules on top of a known model output."""

    nlp = build_nlp()
    doc = nlp.make_doc(text)
    for name, component in nlp.pipeline:
        if name == "kg_entities":
            break
        doc = component(doc)
    spans = []
    for surface, label in recognized:
        start = text.index(surface)
        span = doc.char_span(start, start + len(surface), label=label)
        assert span is not None, surface
        spans.append(span)
    doc.spans[SPANS_KEY] = spans
    doc = nlp.get_pipe("kg_entities")(doc)
    return {(s.text, s.label_) for s in doc.spans["kg_entities"]}


def test_the_recognizer_decides_the_boundary_of_a_name_it_shares_a_head_with() -> None:
    text = "Our reranker raises the retrieval accuracy of product search by five points."
    assert ("accuracy", "Metric") in _entities_given(text, [])
    found = _entities_given(text, [("retrieval accuracy", "Metric")])
    assert ("retrieval accuracy", "Metric") in found
    assert ("accuracy", "Metric") not in found


def test_an_acronym_is_not_extended_by_a_lowercase_word() -> None:
    text = (
        "Our detector improves detection AUC on long inputs, and AUC on short inputs "
        "stays the same."
    )
    found = _entities_given(text, [("detection AUC", "Metric")])
    assert ("detection AUC", "Metric") not in found
    assert ("AUC", "Metric") in found


def test_the_kind_word_of_a_recognized_span_is_left_out() -> None:
    text = "We study the sketch colorization task with a conditional diffusion model."
    found = _entities_given(text, [("sketch colorization task", "Task")])
    assert ("sketch colorization", "Task") in found
    assert not any(name.endswith("task") for name, _ in found)


def test_a_recognized_technique_is_admitted_and_a_family_is_not() -> None:
    text = (
        "We add entropy regularization to the critic of a probabilistic model and train "
        "it on robot grasping."
    )
    assert ("entropy regularization", "Method") not in _entities_given(text, [])
    found = _entities_given(
        text, [("entropy regularization", "Method"), ("probabilistic model", "Method")]
    )
    assert ("entropy regularization", "Method") in found
    assert not any(name == "probabilistic model" for name, _ in found)


def test_a_task_the_recognizer_names_overrides_a_method_head_word() -> None:
    text = "Progress in program learning is slow, and this paper studies why."
    found = _entities_given(text, [("program learning", "Task")])
    assert ("program learning", "Task") in found


def test_fingerprint_follows_the_model_weights(tmp_path: Path, monkeypatch) -> None:
    import shutil

    from kg.extract import model_files

    same, changed = tmp_path / "same", tmp_path / "changed"
    shutil.copytree(PACKAGE_MODEL, same)
    shutil.copytree(PACKAGE_MODEL, changed)
    weights = changed / "ner" / "model"
    data = bytearray(weights.read_bytes())
    data[len(data) // 2] ^= 0xFF  # one weight differs
    weights.write_bytes(bytes(data))
    prints = {}
    for name, folder in (("package", PACKAGE_MODEL), ("same", same), ("changed", changed)):
        monkeypatch.setattr(model_files, "PACKAGE_MODEL", folder)
        prints[name] = extractor_fingerprint()
    assert prints["same"] == prints["package"]
    assert prints["changed"] != prints["package"]


def test_a_name_on_the_other_side_of_a_comparison_is_a_method_whatever_the_model_says() -> None:
    # "outperforming X" read by the parser as a modifier of X, and "in comparison to X"
    text = (
        "We reach 72% accuracy on KelpSet, outperforming FROND by 3 points. Our sampler "
        "also mixes faster in comparison to QUAIL."
    )
    found = _entities_given(text, [("FROND", "Dataset"), ("QUAIL", "Dataset")])
    assert {("FROND", "Method"), ("QUAIL", "Method")} <= found


def test_what_is_outperformed_is_a_method_though_parsed_as_apposed_to_the_measure() -> None:
    # the parser hangs this name on "accuracy" as an apposition
    text = (
        "Our approach achieves state-of-the-art results, e.g., we achieve 72.41% average "
        "accuracy on Kelp100-B0S50, outperforming DER by 3.40%."
    )
    found = _entities_given(text, [("DER", "Metric")])
    assert ("DER", "Method") in found


def test_a_comparison_of_two_names_compares_neither_with_the_other() -> None:
    text = "We present a comparison of KelpSet and FrondBank for sampling studies."
    found = _entities_given(text, [("KelpSet", "Dataset"), ("FrondBank", "Dataset")])
    assert {("KelpSet", "Dataset"), ("FrondBank", "Dataset")} <= found
