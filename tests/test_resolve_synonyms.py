"""Resolution, fourth round: well-known other names of one thing, metrics without their
qualifiers, data and values, kind words joined by a hyphen, and more of the reject class
(coordinations, collections of metrics, errors inside an analysis, venue references).
The abstracts are written for these tests (helpers from ``test_resolve_cases``)."""

from __future__ import annotations

import pytest
from test_resolve_cases import paper, target

from kg.names import (
    clean_surface,
    filler_cores,
    lexicon_types,
    name_key,
    reject_reason,
    synonym_keys,
)
from kg.resolve import resolve

# --- other names of one thing ------------------------------------------------------------------


def test_an_undefined_abbreviation_the_field_uses_joins_the_full_name() -> None:
    corpus = [
        paper("a", "We train on K400 clips.", ("Dataset", "K400", [])),
        paper("b", "Results on Kinetics-400 are strong.", ("Dataset", "Kinetics-400", [])),
        paper("c", "Kinetics-600 is larger.", ("Dataset", "Kinetics-600", [])),
        paper("d", "Our detector has an R50 backbone.", ("Method", "R50", [])),
        paper("e", "We fine-tune ResNet-50 on fronds.", ("Method", "ResNet-50", [])),
        paper("f", "An R101 backbone is deeper.", ("Method", "R101", [])),
    ]
    resolution = resolve(corpus)
    kinetics = target(resolution, "b", "Dataset", "Kinetics-400")
    assert target(resolution, "a", "Dataset", "K400") == kinetics
    assert target(resolution, "c", "Dataset", "Kinetics-600") != kinetics
    resnet = target(resolution, "e", "Method", "ResNet-50")
    assert target(resolution, "d", "Method", "R50") == resnet
    assert target(resolution, "f", "Method", "R101") != resnet


def test_other_names_of_one_task_join_it() -> None:
    corpus = [
        paper("a", "We study talking face generation.", ("Task", "talking face generation", [])),
        paper("b", "Talking head generation is hard.", ("Task", "Talking head generation", [])),
        paper(
            "c",
            "We study risk-aware reinforcement learning.",
            ("Task", "risk-aware reinforcement learning", []),
        ),
        paper(
            "d",
            "We study risk-sensitive reinforcement learning.",
            ("Task", "risk-sensitive reinforcement learning", []),
        ),
    ]
    resolution = resolve(corpus)
    talking = target(resolution, "b", "Task", "Talking head generation")
    assert target(resolution, "a", "Task", "talking face generation") == talking
    risk = target(resolution, "d", "Task", "risk-sensitive reinforcement learning")
    assert target(resolution, "c", "Task", "risk-aware reinforcement learning") == risk


def test_other_names_the_field_gives_one_task_or_dataset_join_it() -> None:
    corpus = [
        paper("a", "Kelp models do textual entailment.", ("Task", "textual entailment", [])),
        paper(
            "b",
            "We study natural language inference.",
            ("Task", "natural language inference", []),
        ),
        paper("c", "We pretrain on CC3M pairs.", ("Dataset", "CC3M", [])),
        paper("d", "Conceptual Captions is large.", ("Dataset", "Conceptual Captions", [])),
        paper("e", "We report on BSuite.", ("Dataset", "BSuite", [])),
        paper(
            "f",
            "The Behaviour Suite for Reinforcement Learning probes agents.",
            ("Dataset", "Behaviour Suite for Reinforcement Learning", []),
        ),
    ]
    resolution = resolve(corpus)
    nli = target(resolution, "b", "Task", "natural language inference")
    assert target(resolution, "a", "Task", "textual entailment") == nli
    captions = target(resolution, "d", "Dataset", "Conceptual Captions")
    assert target(resolution, "c", "Dataset", "CC3M") == captions
    suite = target(resolution, "f", "Dataset", "Behaviour Suite for Reinforcement Learning")
    assert target(resolution, "e", "Dataset", "BSuite") == suite


def test_other_spellings_and_slips_of_listed_names_join_them() -> None:
    corpus = [
        paper("a", "We test kelp agents on Room-2-Room.", ("Dataset", "Room-2-Room", [])),
        paper("b", "We test kelp agents on Room-to-Room.", ("Dataset", "Room-to-Room", [])),
        paper("c", "We report the maximum mean distance.", ("Metric", "maximum mean distance", [])),
        *(
            paper(p, "We minimize the maximum mean discrepancy.", ("Method", "MMD", []))
            for p in ("d", "e")
        ),
    ]
    corpus += [
        paper("f", "Augmentation helps kelp models.", ("Method", "Augmentation", [])),
        paper("g", "We use data augmentation for fronds.", ("Method", "data augmentation", [])),
        paper("h", "GD converges on kelp losses.", ("Method", "GD", [])),
        paper("i", "We run gradient descent on fronds.", ("Method", "gradient descent", [])),
        paper("j", "We evaluate on ScanNetV2.", ("Dataset", "ScanNetV2", [])),
        paper("k", "We evaluate on ScanNet.", ("Dataset", "ScanNet", [])),
    ]
    resolution = resolve(corpus)
    same = [
        (("a", "Dataset", "Room-2-Room"), ("b", "Dataset", "Room-to-Room")),
        (("c", "Metric", "maximum mean distance"), ("d", "Method", "MMD")),
        (("f", "Method", "Augmentation"), ("g", "Method", "data augmentation")),
        (("h", "Method", "GD"), ("i", "Method", "gradient descent")),
        (("j", "Dataset", "ScanNetV2"), ("k", "Dataset", "ScanNet")),
    ]
    for one, other in same:
        assert target(resolution, *one) == target(resolution, *other)


def test_other_names_of_a_measure_join_it() -> None:
    corpus = [
        paper("a", "The F-measure improves.", ("Metric", "F-measure", [])),
        paper("b", "We report F1.", ("Metric", "F1", [])),
        paper("c", "F-scores are high.", ("Metric", "F-scores", [])),
        paper("d", "Recall improves.", ("Metric", "recall", [])),
        paper("e", "KelpNet halves the inference time.", ("Metric", "inference time", [])),
        paper("f", "KelpNet has a low latency.", ("Metric", "latency", [])),
        paper("g", "KelpNet doubles the inference speed.", ("Metric", "inference speed", [])),
    ]
    resolution = resolve(corpus)
    latency = target(resolution, "f", "Metric", "latency")
    assert target(resolution, "e", "Metric", "inference time") == latency
    assert target(resolution, "g", "Metric", "inference speed") == latency
    f1 = target(resolution, "b", "Metric", "F1")
    assert target(resolution, "a", "Metric", "F-measure") == f1
    assert target(resolution, "c", "Metric", "F-scores") == f1
    assert target(resolution, "d", "Metric", "recall") != f1
    assert resolution.entities[f1].name in {"F1", "F-measure", "F-scores"}


def test_auc_alone_is_the_area_under_the_roc_curve_not_the_precision_recall_one() -> None:
    corpus = [
        paper("a", "Kelp detection reaches a high AUC.", ("Metric", "AUC", [])),
        paper("b", "We report AUROC.", ("Metric", "AUROC", [])),
        paper("c", "We report AUPRC.", ("Metric", "AUPRC", [])),
    ]
    resolution = resolve(corpus)
    auroc = target(resolution, "b", "Metric", "AUROC")
    assert target(resolution, "a", "Metric", "AUC") == auroc
    assert target(resolution, "c", "Metric", "AUPRC") != auroc


def test_an_error_and_its_rate_are_one_measure() -> None:
    corpus = [
        paper("a", "The test keeps its type I error rate.", ("Metric", "type I error rate", [])),
        paper("b", "It controls the Type-1 error well.", ("Metric", "Type-1 error", [])),
        paper("c", "Its type II error is small.", ("Metric", "type II error", [])),
    ]
    resolution = resolve(corpus)
    first = target(resolution, "a", "Metric", "type I error rate")
    assert target(resolution, "b", "Metric", "Type-1 error") == first
    assert target(resolution, "c", "Metric", "type II error") != first


def test_a_normalization_layer_written_as_one_word_joins_its_spelled_out_name() -> None:
    corpus = [
        paper("a", "We swap LayerNorm for a centered norm.", ("Method", "LayerNorm", [])),
        paper("b", "Layer normalization is used.", ("Method", "layer normalization", [])),
        paper("c", "We keep batch normalization.", ("Method", "batch normalization", [])),
    ]
    resolution = resolve(corpus)
    layer = target(resolution, "b", "Method", "layer normalization")
    assert target(resolution, "a", "Method", "LayerNorm") == layer
    assert target(resolution, "c", "Method", "batch normalization") != layer


def test_a_field_word_inside_a_learning_setting_adds_nothing() -> None:
    corpus = [
        paper("a", "We study supervised learning.", ("Task", "supervised learning", [])),
        paper(
            "b",
            "Supervised machine learning needs labels.",
            ("Task", "supervised machine learning", []),
        ),
        paper("c", "Machine learning is broad.", ("Task", "machine learning", [])),
    ]
    resolution = resolve(corpus)
    supervised = target(resolution, "a", "Task", "supervised learning")
    assert target(resolution, "b", "Task", "supervised machine learning") == supervised
    assert target(resolution, "c", "Task", "machine learning") != supervised


def test_a_synonym_does_not_join_a_paper_that_defines_the_acronym_otherwise() -> None:
    # "PTB" is the Penn Treebank for the field; a paper that spells it as something else
    # keeps its own meaning.
    corpus = [
        paper("a", "Penn Treebank (PTB) is parsed.", ("Dataset", "Penn Treebank", ["PTB"])),
        paper("b", "PTB perplexity drops.", ("Dataset", "PTB", [])),
        paper(
            "c",
            "Partial tree bagging (PTB) trains trees.",
            ("Method", "Partial tree bagging", ["PTB"]),
        ),
    ]
    resolution = resolve(corpus)
    treebank = target(resolution, "a", "Dataset", "Penn Treebank")
    assert target(resolution, "b", "Dataset", "PTB") == treebank
    assert target(resolution, "c", "Method", "Partial tree bagging") != treebank


def test_a_benchmark_named_for_a_listed_task_is_no_name_of_the_task() -> None:
    corpus = [
        paper("a", "We study reinforcement learning.", ("Task", "reinforcement learning", [])),
        paper("b", "RL is hard.", ("Task", "RL", [])),
        paper("c", "We test on the RL Suite.", ("Dataset", "RL Suite", [])),
        paper("d", "RL methods are slow.", ("Method", "RL methods", [])),
        paper(
            "e",
            "Kelp bloom quantification (KBQ) matters.",
            ("Task", "Kelp bloom quantification", ["KBQ"]),
        ),
        paper("f", "KBQ is hard.", ("Task", "KBQ", [])),
        paper("g", "We release the KBQ Suite.", ("Dataset", "KBQ Suite", [])),
        paper("h", "KBQ methods are slow.", ("Method", "KBQ methods", [])),
    ]
    resolution = resolve(corpus)
    learning = target(resolution, "a", "Task", "reinforcement learning")
    assert target(resolution, "d", "Method", "RL methods") == learning
    assert target(resolution, "c", "Dataset", "RL Suite") not in (None, learning)
    bloom = target(resolution, "e", "Task", "Kelp bloom quantification")
    assert target(resolution, "f", "Task", "KBQ") == bloom
    assert target(resolution, "h", "Method", "KBQ methods") == bloom
    assert target(resolution, "g", "Dataset", "KBQ Suite") not in (None, bloom)


def test_every_synonym_line_names_distinct_keys() -> None:
    keys = synonym_keys()
    assert keys  # the file was read
    # No name is listed as a synonym of two things, and no first name is another's synonym.
    assert not set(keys.values()) & set(keys)


# --- metrics without qualifiers, data and values -----------------------------------------------


@pytest.mark.parametrize(
    ("surface", "core"),
    [
        ("expected regret", "regret"),
        ("cumulative regret", "regret"),
        ("evaluation accuracy", "accuracy"),
        ("average CIDEr score", "CIDEr"),
        ("record-breaking FID scores", "FID"),
        ("optimized KL divergence", "KL divergence"),
        ("initial KL-divergence", "KL-divergence"),
        ("avg mAP", "mAP"),
    ],
)
def test_a_qualifier_in_front_of_a_listed_metric_adds_nothing(surface: str, core: str) -> None:
    assert core in filler_cores(surface)


@pytest.mark.parametrize(
    "surface", ["average precision", "expected calibration error", "mean average precision"]
)
def test_a_qualified_metric_with_a_name_of_its_own_stays(surface: str) -> None:
    assert filler_cores(surface) == []


@pytest.mark.parametrize(
    ("surface", "cleaned"),
    [
        ("research in kelp tracking", "kelp tracking"),
        ("Recent advances on frond detection", "frond detection"),
        ("top-1 ImageNet accuracy", "top-1 accuracy"),
        ("ImageNet top-1 accuracy", "top-1 accuracy"),
        ("COCO mAP", "mAP"),
        ("WikiText-103 perplexity", "perplexity"),
        ("30.60/43.56 BLEU scores", "BLEU scores"),
        ("CLIP score", "CLIP score"),
        ("mean average precision", "mean average precision"),
        ("kelp quality metrics PSNR", "PSNR"),
        ("increasing FLOPs", "FLOPs"),
    ],
)
def test_a_metric_loses_the_data_and_values_it_was_written_with(surface: str, cleaned: str) -> None:
    assert clean_surface(surface) == cleaned


# --- kind words after a hyphen -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("surface", "core"), [("ReLU-layer", "ReLU"), ("PGD-attack", "PGD"), ("PGD attack", "PGD")]
)
def test_a_kind_word_joined_by_a_hyphen_is_a_filler(surface: str, core: str) -> None:
    assert core in filler_cores(surface)


def test_the_field_after_a_benchmark_name_is_a_filler() -> None:
    corpus = [
        paper("a", "Results on the KelpGLUE NLP benchmarks.", ("Dataset", "KelpGLUE NLP", [])),
        paper("b", "We fine-tune on KelpGLUE.", ("Dataset", "KelpGLUE", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "KelpGLUE NLP") == target(
        resolution, "b", "Dataset", "KelpGLUE"
    )
    # the field alone, or after an ordinary word, is no filler
    assert filler_cores("NLP") == []
    assert filler_cores("statistical NLP", "Task") == []


def test_a_hyphenated_compound_of_ordinary_words_keeps_its_parts() -> None:
    assert filler_cores("meta-learning") == []
    assert filler_cores("adversarial attack") == []


# --- reject class ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("EM/F1", "coordination"),
        ("CIFAR-10/100", "coordination"),
        ("INT6", "number format"),
        ("RTX-2080", "hardware"),
        ("Tesla K80 GPUs", "hardware"),
        ("TPU v3", "hardware"),
        ("QuillMossquill.moss@reef.ac.uk1", "fragment"),
        ("Frond@Home", None),
        ("uniform-PAC", "formalism"),
        ("δ-PAC", "formalism"),
        ("neural-ODE", None),
        ("CIDEr@0.5IoU", None),
        ("Quill-Moss-Reef-2019", "citation"),
        ("TMLR 2023", "citation"),
        ("XAI", None),
        ("uint8", "number format"),
        ("QuillAl-Moss:2014", "citation"),
        ("En-De'14", None),
        ("data mining", "field"),
        ("electron microscopy", "modality"),
        ("electrocorticography", "modality"),
        ("kelp regularization term", "head noun"),
        # objects of geometry and topological data analysis, and kinds of them
        ("Fisher metric", "formalism"),
        ("expected persistence diagrams", "formalism"),
        ("reliability diagram", None),
        ("KelpNet18|KelpNet50", "coordination"),
        ("KelpSet-10&100", "coordination"),
        ("eg. kelp counting", "fragment"),
        ("clustering n kelps", "fragment"),
        ("precision at k", None),
        ("Pearson r", None),
        ("graph classification/regression", "coordination"),
        ("GAN evaluation metrics", "collection"),
        ("standard performance measures", "collection"),
        ("estimation error", "formalism"),
        ("TD-error", "formalism"),
        ("Hermite coefficients", "head noun"),
        ("STOC 2011", "citation"),
        ("PVLDB2016", "citation"),
        ("PODS", "citation"),
        ("MacKay 2010", "citation"),
        ("IEEE QRSX 2021", "citation"),
        ("Quarn-form correlated equilibria", "head noun"),
        ("centre of mass", "formalism"),
        ("Kinetic Energy", "formalism"),
        ("center of pressure", "formalism"),
        ("bfloat16", "formalism"),
        ("QuarnSGD convergence rate", "formalism"),
        ("U-shaped", "modifier"),
        ("Kelpson-robust", "modifier"),
        ("Frond-accelerated", "modifier"),
        ("Kelpson-optimal", "modifier"),
    ],
)
def test_rejected(surface: str, reason: str | None) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize(
    "surface",
    [
        *("w/o", "COCO 2017", "WMT 2014", "Dice coefficient", "ROUGE metrics"),
        *("generalization error", "QRSX 2012", "deep equilibrium model"),
    ],
)
def test_kept(surface: str) -> None:
    assert reject_reason(surface) is None


def test_a_stray_word_in_front_of_a_task_the_corpus_has_goes() -> None:
    corpus = [
        paper("a", "We study depth completion.", ("Task", "depth completion", [])),
        paper(
            "b", "Inaccurate depth completion hurts.", ("Task", "inaccurate depth completion", [])
        ),
        paper(
            "c",
            "High-resolution depth completion is slow.",
            ("Task", "high-resolution depth completion", []),
        ),
    ]
    resolution = resolve(corpus)
    task = target(resolution, "a", "Task", "depth completion")
    assert target(resolution, "b", "Task", "inaccurate depth completion") == task
    assert target(resolution, "c", "Task", "high-resolution depth completion") == task


def test_a_listed_name_with_a_digit_is_known_in_any_case() -> None:
    # A word with a digit is no ordinary word: "ADE20k" is the listed ADE20K, and in front
    # of a task it is the data the task was run on.
    assert lexicon_types("ADE20k") == {"Dataset"}
    assert "scene parsing" in filler_cores("ADE20k scene parsing", "Task")
    # Without a digit the capitals still tell words apart.
    assert lexicon_types("Record") == set()


def test_a_word_in_capitals_ending_in_s_is_no_plural_of_a_listed_acronym() -> None:
    # acronyms take a lowercase plural "s": "MAPS" is a name of its own, not MAP
    assert lexicon_types("MAP") == {"Metric"}
    assert lexicon_types("MAPS") == set()
    assert lexicon_types("GANs") == {"Method"}


def test_a_listed_type_no_paper_gave_a_group_does_not_decide_its_type() -> None:
    # "Cora" is a listed dataset; two papers that name their own method and task so do not
    # make a dataset of them
    corpus = [
        paper("a", "We propose Cora, a kelp sorter.", ("Method", "Cora", [])),
        paper("b", "We study Cora, sorting kelp.", ("Task", "Cora", [])),
    ]
    resolution = resolve(corpus)
    (entity,) = resolution.entities.values()
    assert entity.type in ("Method", "Task")


def test_a_task_run_on_named_data_is_the_task() -> None:
    corpus = [
        paper(
            "a",
            "We study Kelp20K image classification.",
            ("Task", "Kelp20K image classification", []),
        ),
        paper("b", "We study image classification.", ("Task", "image classification", [])),
        paper("c", "We use Kelp20K.", ("Dataset", "Kelp20K", [])),
        paper("d", "We train on Kelp20K.", ("Dataset", "Kelp20K", [])),
        # A listed dataset with its version: the longer listed name is the data.
        paper(
            "e",
            "We study SQuAD v1.1 question answering.",
            ("Task", "SQuAD v1.1 question answering", []),
        ),
        paper("f", "We study question answering.", ("Task", "question answering", [])),
        # One paper calling a name a Dataset is not enough.
        paper(
            "g", "We study Zebra image classification.", ("Task", "Zebra image classification", [])
        ),
        paper("h", "We use Zebra.", ("Dataset", "Zebra", [])),
    ]
    resolution = resolve(corpus)
    classification = target(resolution, "b", "Task", "image classification")
    assert target(resolution, "a", "Task", "Kelp20K image classification") == classification
    answering = target(resolution, "f", "Task", "question answering")
    assert target(resolution, "e", "Task", "SQuAD v1.1 question answering") == answering
    assert target(resolution, "g", "Task", "Zebra image classification") != classification


def test_a_common_word_in_lowercase_does_not_join_the_mixed_case_name_it_spells() -> None:
    corpus = [
        paper("a", "We evaluate on ReCoRD and SQuAD.", ("Dataset", "ReCoRD", [])),
        paper("b", "ReCoRD is a reading benchmark.", ("Dataset", "ReCoRD", [])),
        paper("c", "A new record on the test set.", ("Dataset", "record", [])),
        paper("d", "We set a record.", ("Dataset", "record", [])),
    ]
    resolution = resolve(corpus)
    record = target(resolution, "a", "Dataset", "ReCoRD")
    assert target(resolution, "b", "Dataset", "ReCoRD") == record
    assert target(resolution, "c", "Dataset", "record") is None
    assert target(resolution, "d", "Dataset", "record") is None


def test_a_variant_spelling_of_a_task_noun_joins_the_usual_one() -> None:
    corpus = [
        paper("a", "We study zorp domain adaption.", ("Task", "zorp domain adaption", [])),
        paper("b", "Zorp domain adaptation is hard.", ("Task", "Zorp domain adaptation", [])),
        paper("c", "Zorp domain generalization too.", ("Task", "zorp domain generalization", [])),
    ]
    resolution = resolve(corpus)
    adaptation = target(resolution, "b", "Task", "Zorp domain adaptation")
    assert target(resolution, "a", "Task", "zorp domain adaption") == adaptation
    assert target(resolution, "c", "Task", "zorp domain generalization") != adaptation


def test_two_forms_of_a_compound_adjective_are_one_name() -> None:
    names = ["class-conditional kelp generation", "class-conditioned kelp generation"]
    names.append("conditional kelp generation")
    pids = "abc"
    corpus = [paper(pids[k], f"We study {n}.", ("Task", n, [])) for k, n in enumerate(names)]
    resolution = resolve(corpus)
    joined = target(resolution, "a", "Task", names[0])
    assert target(resolution, "b", "Task", names[1]) == joined
    assert target(resolution, "c", "Task", names[2]) != joined


def test_a_dataset_named_by_its_data_and_a_task_is_the_dataset_not_the_task() -> None:
    corpus = [
        paper("a", "We study kelp stereo matching.", ("Task", "kelp stereo matching", [])),
        paper("b", "We test on KITTI kelp stereo.", ("Dataset", "KITTI kelp stereo", [])),
        paper("c", "Results on KITTI follow.", ("Dataset", "KITTI", [])),
        paper("d", "We study kelp stereo.", ("Task", "kelp stereo", [])),
        paper(
            "e", "KITTI kelp stereo matching is hard.", ("Task", "KITTI kelp stereo matching", [])
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Dataset", "KITTI kelp stereo") != target(
        resolution, "d", "Task", "kelp stereo"
    )
    # Typed as a task, the same words are the task on that data.
    assert target(resolution, "e", "Task", "KITTI kelp stereo matching") == target(
        resolution, "a", "Task", "kelp stereo matching"
    )


@pytest.mark.parametrize("surface", ["validation accuracy", "generalization accuracy"])
def test_accuracy_on_a_data_split_is_accuracy(surface: str) -> None:
    assert synonym_keys()[name_key(surface)] == name_key("accuracy")


@pytest.mark.parametrize(
    ("surface", "name"),
    [
        ("Flowers102", "Oxford Flowers"),
        ("MAMuJoCo", "Multi-Agent MuJoCo"),
        ("NetHack", "NetHack Learning Environment"),
        ("corrupted ImageNet", "ImageNet-C"),
        ("program summarization", "code summarization"),
        ("network architecture search", "neural architecture search"),
        ("feed-forward neural networks", "multilayer perceptron"),
        ("FNN", "multilayer perceptron"),
    ],
)
def test_well_known_other_names_of_benchmarks_and_tasks(surface: str, name: str) -> None:
    assert synonym_keys()[name_key(surface)] == name_key(name)


def test_a_name_ending_in_problem_outweighs_a_narrow_lead_of_other_types() -> None:
    # no paper typed it a Task: the name still says what it is
    corpus = [
        paper(
            pid,
            "We solve the capacitated frond routing problem fast.",
            (entity_type, "capacitated frond routing problem", []),
        )
        for pid, entity_type in (("a", "Method"), ("b", "Dataset"))
    ]
    (entity,) = resolve(corpus).entities.values()
    assert entity.type == "Task"
