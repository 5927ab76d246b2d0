"""The entity filter (kg.extract.confidence): its features, dropping, the shipped model and
its training."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from kg.extract import confidence, extract_text, extractor_fingerprint
from kg.extract.confidence import (
    EntityFilter,
    entity_features,
    keep_confident,
    paper_roles,
    shipped_filter,
)
from kg.extract.train_filter import (
    ANNOTATIONS,
    DEFAULT_TYPE_THRESHOLDS,
    FILTER_DEVELOPMENT_FILES,
    FILTER_TRAIN_FILES,
    main,
    train,
)
from kg.model import ENTITY_TYPES, PAPER, Entity, Extraction, Mention, Paper, Relation

ABSTRACT = (
    "Reef mapping is costly. We propose QZMapper for reef mapping and kelp counting. "
    "QZMapper beats TideNet on tasks such as coral segmentation."
)


def _mention(text: str, name: str) -> Mention:
    start = text.index(name)
    return Mention(start, start + len(name), name)


def _extraction() -> Extraction:
    paper = Paper(id="p", abstract=ABSTRACT, source="<test>", title="QZMapper for Reef Mapping")
    entities = [
        Entity("method:qzmapper", "Method", "QZMapper", [], [_mention(ABSTRACT, "QZMapper")]),
        Entity("method:tidenet", "Method", "TideNet", [], [_mention(ABSTRACT, "TideNet")]),
        Entity(
            "task:coral segmentation",
            "Task",
            "coral segmentation",
            [],
            [_mention(ABSTRACT, "coral segmentation")],
        ),
        Entity("task:kelp counting", "Task", "kelp counting", [], [_mention(ABSTRACT, "kelp")]),
    ]
    relations = [
        Relation("PROPOSES", PAPER, "method:qzmapper"),
        Relation("USES", PAPER, "method:tidenet"),
        Relation("COMPARED_WITH", "method:qzmapper", "method:tidenet"),
        Relation("ADDRESSES", PAPER, "task:coral segmentation"),
        Relation("ADDRESSES", PAPER, "task:kelp counting"),
    ]
    return Extraction(paper, entities, relations)


def test_features_read_roles_cues_shapes_and_the_title() -> None:
    extraction = _extraction()
    roles = paper_roles(extraction.relations)
    assert roles["method:tidenet"] == {"USES", "tail:COMPARED_WITH"}
    by_key = {e.key: entity_features(e, extraction, roles) for e in extraction.entities}
    coral = by_key["task:coral segmentation"]
    assert {"Task:b=such as", "Task:b=as", "Task:a=.", "Task:w=2", "Task:m=1"} <= set(coral)
    assert {"Task:taskhead", "Task:tion", "Task:lower", "Task:rel=ADDRESSES"} <= set(coral)
    assert "Task:title" not in coral
    mapper = by_key["method:qzmapper"]
    assert {"Method:title", "Method:acro", "Method:rel=PROPOSES"} <= set(mapper)
    assert "Method:rel=head:COMPARED_WITH" in mapper
    assert all(name.startswith("Method:") for name in mapper)  # conjoined with the type


def test_an_item_of_a_list_of_its_own_kind_is_evidence() -> None:
    text = "We test on kelp counting, reef mapping and QZ-Bench, then on frond sorting."
    paper = Paper(id="p", abstract=text, source="<test>")
    names = {
        "kelp counting": "Task",
        "reef mapping": "Task",
        "QZ-Bench": "Dataset",
        "frond sorting": "Task",
    }
    entities = [
        Entity(f"{kind.lower()}:{name}", kind, name, [], [_mention(text, name)])
        for name, kind in names.items()
    ]
    extraction = Extraction(paper, entities, [])
    listed = {e.name for e in entities if f"{e.type}:list" in entity_features(e, extraction, {})}
    # "reef mapping" stands in one list with another task; the dataset between them is
    # of another kind, and a phrase that goes on with "then on" is no list.
    assert listed == {"kelp counting", "reef mapping"}


def test_entities_below_the_threshold_go_with_their_relations() -> None:
    # A model that doubts every baseline a paper only uses.
    model = EntityFilter({"Method:rel=USES": -5.0}, bias=1.0, threshold=0.5)
    kept = keep_confident(_extraction(), model)
    assert {e.key for e in kept.entities} == {
        "method:qzmapper",
        "task:coral segmentation",
        "task:kelp counting",
    }
    assert all("method:tidenet" not in (r.source, r.target) for r in kept.relations)
    assert len(kept.relations) == 3
    trusting = EntityFilter({}, bias=1.0, threshold=0.5)
    assert keep_confident(_extraction(), trusting) == _extraction()


def test_extraction_applies_the_shipped_filter_unless_asked_not_to() -> None:
    text = (
        "Tidal forecasting is hard. We introduce ReefCast, a forecaster trained with knowledge "
        "distillation. ReefCast improves MAE on the QZTide dataset over baselines such as "
        "TideFormer."
    )
    everything = extract_text(text, confident=False)
    kept = extract_text(text)
    assert kept == keep_confident(everything)
    dropped = {e.name for e in everything.entities} - {e.name for e in kept.entities}
    assert dropped  # a task named once, in passing, before the paper says what it does
    assert {"ReefCast", "QZTide"} <= {e.name for e in kept.entities}


def test_the_shipped_model_records_its_data_settings_and_scores() -> None:
    model = shipped_filter()
    assert 0 < model.threshold < 1
    assert model.weights and all(name.split(":")[0] in ENTITY_TYPES for name in model.weights)
    meta = model.meta
    assert meta["command"] == "python -m kg.extract.train_filter"
    trained = [entry for entry in meta["data"] if entry["file"].startswith("training/")]
    assert [Path(e["file"]).name for e in trained] == list(FILTER_TRAIN_FILES)
    for entry in trained:  # the committed annotations are what it was trained on
        digest = hashlib.sha256((ANNOTATIONS.parent.parent / entry["file"]).read_bytes())
        assert digest.hexdigest()[:16] == entry["sha256"]
    assert set(meta["scores"]) == set(FILTER_DEVELOPMENT_FILES)
    for dev in FILTER_DEVELOPMENT_FILES:
        scores = meta["scores"][dev]
        assert scores["with_filter"]["entity_f1"] >= scores["without_filter"]["entity_f1"]
    assert model.type_thresholds == {"Task": DEFAULT_TYPE_THRESHOLDS["Task"]}


def test_a_type_with_its_own_threshold_keeps_what_the_others_would_drop() -> None:
    # Every entity scores 0.5 (bias 0, no weights): tasks are kept at their own threshold.
    model = EntityFilter({}, bias=0.0, threshold=0.6, type_thresholds={"Task": 0.4})
    kept = keep_confident(_extraction(), model)
    assert {e.type for e in kept.entities} == {"Task"}
    assert all(r.target.startswith("task:") for r in kept.relations)
    loaded = EntityFilter.from_json(model.to_json())
    assert loaded.threshold_for("Task") == 0.4 and loaded.threshold_for("Method") == 0.6


def test_training_is_deterministic_and_learns_the_evidence() -> None:
    data = [({"Task:b=such as": 1.0}, 1)] * 20 + [({"Task:b=with": 1.0}, 0)] * 20
    data += [({"Task:b=such as": 1.0}, 0), ({"Task:b=with": 1.0}, 1)]
    first = train(data, l2=1.0, steps=500, rate=0.5)
    assert train(data, l2=1.0, steps=500, rate=0.5) == first
    weights, _ = first
    assert weights["Task:b=such as"] > 0 > weights["Task:b=with"]


@pytest.mark.parametrize("name", ["mlconf-train-10.jsonl", "mlconf-train-27.jsonl"])
def test_development_files_are_never_trained_on(name: str) -> None:
    with pytest.raises(SystemExit, match="development annotations"):
        main(["--train", name, "--no-install"])


def test_the_cache_key_follows_the_filter_weights(tmp_path: Path, monkeypatch) -> None:
    copy = tmp_path / "entity-filter.json"
    data = json.loads(confidence.FILTER_MODEL.read_text(encoding="utf-8"))
    copy.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(confidence, "FILTER_MODEL", copy)
    first = extractor_fingerprint()
    data["threshold"] += 0.1
    copy.write_text(json.dumps(data), encoding="utf-8")
    assert extractor_fingerprint() != first


def test_a_problem_family_in_the_plural_has_a_task_head_and_no_plural() -> None:
    text = "Kelp classifiers are vulnerable to frond stealing attacks."
    paper = Paper(id="p", abstract=text, source="<test>")
    attacks = Entity(
        "task:frond stealing attacks",
        "Task",
        "frond stealing attacks",
        [],
        [_mention(text, "frond stealing attacks")],
    )
    extraction = Extraction(paper, [attacks], [Relation("ADDRESSES", PAPER, attacks.key)])
    features = entity_features(attacks, extraction, paper_roles(extraction.relations))
    assert "Task:taskhead" in features
    # the plural is how a problem family is named, no sign of a list of things
    assert "Task:plural" not in features


def test_a_name_that_opens_the_abstract_is_evidence() -> None:
    text = "Effective kelp pruning has been widely studied. We also study frond sorting."
    paper = Paper(id="p", abstract=text, source="<test>")
    entities = [
        Entity(f"task:{name}", "Task", name, [], [_mention(text, name)])
        for name in ("kelp pruning", "frond sorting")
    ]
    extraction = Extraction(paper, entities, [])
    opening = {e.name for e in entities if "Task:opens" in entity_features(e, extraction, {})}
    assert opening == {"kelp pruning"}
