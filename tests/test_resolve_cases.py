"""Resolution cases: variants merged, homonyms kept apart, the reject class, boundaries and
the type vote, on abstracts written for these tests (mentions located in their text)."""

from __future__ import annotations

import re

import pytest

from kg.graph import assemble
from kg.model import PAPER, Entity, Extraction, Mention, Paper, Relation, entity_key
from kg.names import clean_surface, name_key, reject_reason
from kg.normalize import normalize_name
from kg.resolve import Resolution, _deep_cores, resolve

Spec = tuple[str, str, list[str]]


def paper(pid: str, abstract: str, *entities: Spec) -> Extraction:
    """An extraction of ``abstract`` whose entities (type, name, aliases) are mentioned
    wherever their surfaces occur in the text."""
    found = []
    for entity_type, name, aliases in entities:
        mentions = [
            Mention(m.start(), m.end(), surface)
            for surface in [name, *aliases]
            for m in re.finditer(re.escape(surface), abstract)
        ]
        key = entity_key(entity_type, normalize_name(name))
        found.append(Entity(key, entity_type, name, list(aliases), mentions))
    return Extraction(Paper(id=pid, abstract=abstract, source=f"cases.txt#{pid}"), found)


def target(resolution: Resolution, pid: str, entity_type: str, name: str) -> str | None:
    return resolution.canonical(pid, entity_key(entity_type, normalize_name(name)))


def one_node(resolution: Resolution, entity_type: str, *found: tuple[str, str]) -> bool:
    """Whether the (paper, name) occurrences of ``entity_type`` all stand on one node."""
    nodes = {target(resolution, pid, entity_type, name) for pid, name in found}
    return len(nodes) == 1 and None not in nodes


def test_spelling_variants_of_names_with_digits_or_capitals_are_one_entity() -> None:
    corpus = [
        paper("a", "We train on CIFAR10 and ImageNet1K.", ("Dataset", "CIFAR10", [])),
        paper("b", "Results on CIFAR-10 follow.", ("Dataset", "CIFAR-10", [])),
        paper("c", "We fine-tune Llama2 on chat logs.", ("Method", "Llama2", [])),
        paper("d", "A LLaMA-2 model is distilled.", ("Method", "LLaMA-2", [])),
        paper("e", "We pretrain on ImageNet-1K.", ("Dataset", "ImageNet-1K", [])),
        paper("f", "Pretraining on ImageNet1K helps.", ("Dataset", "ImageNet1K", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "CIFAR10") == target(
        resolution, "b", "Dataset", "CIFAR-10"
    )
    assert target(resolution, "c", "Method", "Llama2") == target(
        resolution, "d", "Method", "LLaMA-2"
    )
    assert target(resolution, "e", "Dataset", "ImageNet-1K") == target(
        resolution, "f", "Dataset", "ImageNet1K"
    )
    assert len(resolution.entities) == 3


def test_short_acronyms_are_compared_case_sensitively() -> None:
    corpus = [
        paper(
            "a",
            "We place Gaussian processes (GPs) on the latent codes.",
            ("Method", "Gaussian processes", ["GPs"]),
        ),
        paper("b", "GPS mixes message passing with global attention.", ("Method", "GPS", [])),
        paper("c", "Detectors are ranked by mAP on the test split.", ("Metric", "mAP", [])),
        paper("d", "Each layer produces a feature map.", ("Metric", "MAP", [])),
        paper("e", "Scores on MATH improve with self-consistency.", ("Dataset", "MATH", [])),
    ]
    resolution = resolve(corpus)
    gps = target(resolution, "b", "Method", "GPS")
    assert gps is not None
    assert gps != target(resolution, "a", "Method", "Gaussian processes")
    assert target(resolution, "c", "Metric", "mAP") != target(resolution, "d", "Metric", "MAP")
    assert name_key("GPs") != name_key("GPS")
    assert name_key("CompA") != name_key("COMPAS")
    assert name_key("map") != name_key("mAP")
    assert name_key("math") != name_key("MATH")


def test_a_common_lowercase_word_is_never_merged_into_an_acronym_and_is_dropped() -> None:
    corpus = [
        paper("a", "Accuracy on MATH rises.", ("Dataset", "MATH", [])),
        paper("b", "We teach math to small models.", ("Dataset", "math", [])),
        paper("c", "Our math tutor helps.", ("Dataset", "math", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "MATH") is not None
    assert target(resolution, "b", "Dataset", "math") is None
    assert resolution.rejected[("b", "dataset:math")] == "common word"
    assert [e.name for e in resolution.entities.values()] == ["MATH"]


def test_a_capitalized_single_word_that_is_lowercase_elsewhere_is_the_common_word() -> None:
    corpus = [
        paper("a", "Evaluation is costly.", ("Task", "Evaluation", [])),
        paper("b", "We speed up evaluation here.", ("Task", "evaluation", [])),
        paper("c", "Training with Adam diverges.", ("Method", "Adam", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "Evaluation") is None
    # A proper name is capitalized wherever it is written.
    assert target(resolution, "c", "Method", "Adam") == "method:adam"


def test_a_word_capitalized_only_at_sentence_starts_is_the_common_word() -> None:
    corpus = [
        paper(
            "a",
            "Tables are hard. Record linkage helps. Record counts grow.",
            ("Task", "Record", []),
        ),
        paper("b", "We hash each Record with the Blake family.", ("Dataset", "Blake", [])),
    ]
    resolution = resolve(corpus)
    assert resolution.rejected == {("a", "task:record"): "common word"}
    # Capitalized in the middle of a sentence: a name.
    assert target(resolution, "b", "Dataset", "Blake") == "dataset:blake"


def test_acronym_defined_in_one_paper_joins_its_long_form_whatever_the_type() -> None:
    corpus = [
        paper(
            "a",
            "Policies are tuned with reinforcement learning from human feedback (RLHF).",
            ("Method", "reinforcement learning from human feedback", ["RLHF"]),
        ),
        paper("b", "RLHF is expensive.", ("Task", "RLHF", [])),
        paper("c", "We replace RLHF with ranking.", ("Method", "RLHF", [])),
        paper(
            "d",
            "In-context learning (ICL) needs no gradient steps.",
            ("Task", "In-context learning", ["ICL"]),
        ),
        paper("e", "ICL fails on long inputs.", ("Method", "ICL", [])),
        paper("f", "We study in-context learning.", ("Method", "in-context learning", [])),
    ]
    resolution = resolve(corpus)
    rlhf = {
        target(resolution, p, t, n)
        for p, t, n in [
            ("a", "Method", "reinforcement learning from human feedback"),
            ("b", "Task", "RLHF"),
            ("c", "Method", "RLHF"),
        ]
    }
    assert rlhf == {"method:reinforcement learning from human feedback"}
    icl = {
        target(resolution, p, t, n)
        for p, t, n in [
            ("d", "Task", "In-context learning"),
            ("e", "Method", "ICL"),
            ("f", "Method", "in-context learning"),
        ]
    }
    assert len(icl) == 1
    entity = resolution.entities[icl.pop()]
    assert entity.paper_count == 3
    assert "ICL" in entity.aliases


def test_a_dominant_meaning_of_an_acronym_takes_its_bare_uses() -> None:
    gp = [
        paper(
            p,
            "Gaussian processes (GPs) model the reward.",
            ("Method", "Gaussian processes", ["GPs"]),
        )
        for p in ("a", "b", "c")
    ]
    corpus = [
        *gp,
        paper(
            "d",
            "Genetic programming (GP) evolves programs.",
            ("Method", "Genetic programming", ["GP"]),
        ),
        paper("e", "A GP surrogate is fitted.", ("Method", "GP", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "e", "Method", "GP") == "method:gaussian process"
    assert target(resolution, "d", "Method", "Genetic programming") == "method:genetic programming"


def test_acronym_led_name_meets_its_spelled_out_form() -> None:
    corpus = [
        paper("a", "We minimize the KL divergence.", ("Metric", "KL divergence", [])),
        paper(
            "b",
            "The Kullback-Leibler divergence is bounded.",
            ("Metric", "Kullback-Leibler divergence", []),
        ),
    ]
    resolution = resolve(corpus)
    assert len(resolution.entities) == 1
    assert target(resolution, "a", "Metric", "KL divergence") == target(
        resolution, "b", "Metric", "Kullback-Leibler divergence"
    )


def test_an_acronym_with_a_kind_word_meets_no_spelling_the_corpus_defines_otherwise() -> None:
    corpus = [
        paper(
            "a",
            "We propose kernel fusion (KF), a way to merge kelp kernels. KF is fast.",
            ("Method", "kernel fusion", ["KF"]),
        ),
        paper("b", "The KF method merges frond kernels.", ("Method", "KF", ["KF method"])),
        paper(
            "c",
            "We integrate the kelp flow with the Kelp-Frond method.",
            ("Method", "Kelp-Frond method", []),
        ),
        # a paper that defines its acronym names its own thing with the kind word
        paper(
            "d",
            "Our kelp filter (KF) beats the KF method of earlier work.",
            ("Method", "kelp filter", ["KF", "KF method"]),
        ),
    ]
    resolution = resolve(corpus)
    spelled = target(resolution, "c", "Method", "Kelp-Frond method")
    assert target(resolution, "b", "Method", "KF") != spelled
    assert target(resolution, "d", "Method", "kelp filter") != spelled


def test_a_name_the_fields_full_name_begins_with_shows_the_full_name() -> None:
    corpus = [
        paper("a", "We detect kelp on Waymo at night.", ("Dataset", "Waymo", [])),
        paper("b", "Results on Waymo improve.", ("Dataset", "Waymo", [])),
        paper("c", "We test on the Waymo Open Dataset.", ("Dataset", "Waymo Open Dataset", [])),
    ]
    resolution = resolve(corpus)
    (entity,) = resolution.entities.values()
    assert entity.name == "Waymo Open Dataset"
    assert "Waymo" in entity.aliases
    # without the full name the group keeps the name it has
    (alone,) = resolve(corpus[:2]).entities.values()
    assert alone.name == "Waymo"


def test_score_heads_and_plurals_are_variants() -> None:
    corpus = [
        paper("a", "We report F1 on the test set.", ("Metric", "F1", [])),
        paper("b", "The F1 score rises.", ("Metric", "F1 score", [])),
        paper("c", "BLEU scores improve.", ("Metric", "BLEU scores", [])),
        paper("d", "BLEU is reported.", ("Metric", "BLEU", [])),
    ]
    resolution = resolve(corpus)
    assert sorted(e.name for e in resolution.entities.values()) == ["BLEU", "F1"]


def test_spellings_of_an_acronym_join_its_one_expansion() -> None:
    corpus = [
        paper(
            "a",
            "Detectors are compared by mean average precision (mAP).",
            ("Metric", "mean average precision", ["mAP"]),
        ),
        paper("b", "mAP rises by two points.", ("Metric", "mAP", [])),
        paper(
            "c",
            "We use the Stanford Question Answering Dataset (SQuAD).",
            ("Dataset", "Stanford Question Answering Dataset", ["SQuAD"]),
        ),
        paper("d", "Results on Squad improve.", ("Dataset", "Squad", [])),
        paper("e", "The F1-score and the F1 score agree.", ("Metric", "F1-score", [])),
        paper("f", "F1 is reported.", ("Metric", "F1", [])),
    ]
    resolution = resolve(corpus)
    assert sorted(e.name for e in resolution.entities.values()) == [
        "F1",
        "SQuAD",
        "mean average precision",
    ]


def test_organization_prefix_of_a_data_name_is_a_variant() -> None:
    corpus = [
        paper("a", "Detection on MS COCO improves.", ("Dataset", "MS COCO", [])),
        paper("b", "Results on COCO follow.", ("Dataset", "COCO", [])),
        paper("c", "More results on COCO.", ("Dataset", "COCO", [])),
    ]
    resolution = resolve(corpus)
    assert len(resolution.entities) == 1
    entity = next(iter(resolution.entities.values()))
    assert entity.name == "COCO"
    assert entity.aliases == ["MS COCO"]


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("Anthropic", "organization"),
        ("Stanford University", "organization"),
        ("POMDP", "formalism"),
        ("stochastic differential equations", "formalism"),
        ("Hilbert space", "formalism"),
        ("point clouds", "modality"),
        ("videos", "modality"),
        ("large-scale", "modifier"),
        ("End-to-end", "modifier"),
        ("few-shot", "modifier"),
        ("Probabilistic", "modifier"),
        ("attention of", "fragment"),
        ("%", "fragment"),
        ("O(n log n)", "formalism"),
        ("x^2 regularizer", "formalism"),
        # what a study finds, hyphenated head too
        ("computational kelp hardness result", "head noun"),
        ("Kelp-Frond Trade-Off", "head noun"),
        # the premise of a theory
        ("Kelpson-Frond formalism", "formalism"),
        ("Kelpson World assumptions", "formalism"),
        ("Kμ", "formalism"),
        ("K(θ)|_2", "formalism"),
        ("K|F|", "formalism"),
        # a condition on a quantity
        ("K>1", "formalism"),
        ("M ≥ 2", "formalism"),
        ("FOCS", "citation"),
        ("sign language", "modality"),
        ("kelp priors into frond modeling", "fragment"),
        ("the frond oracle is available", "fragment"),
        ("KZ / FR", "coordination"),
        ("modeling and inference", "coordination"),
        ("kelp tracking - aligning frond cameras", "fragment"),
        ("Kelp – Frond", "fragment"),
        ("KimLM21", "citation"),
        ("QuillMoss:2020a", "citation"),
        ("deep learning", "field"),
        ("structural engineering", "field"),
        ("physical sciences", "field"),
        ("Covid-19", "subject"),
        ("intensive care units", "subject"),
        ("YouTube", "organization"),
        ("GitHub", "organization"),
        ("Python Package Index", "organization"),
        ("self-supervised setting", "head noun"),
        ("low-data regimes", "head noun"),
        ("fMRI", "modality"),
        ("EHRs", "modality"),
        ("high dynamic range", "modality"),
        ("Kelpson-Moreau envelopes", "head noun"),
        ("CT-MRI", "modality"),
        ("Hi-C", "modality"),
        ("tabular Markov decision processes", "formalism"),
        ("constrained MDPs", "formalism"),
        ("B+1", "formalism"),
        ("PDDL", "formalism"),
        ("additive white Gaussian noise", "formalism"),
        ("Quill'2019", "citation"),
        ("Quill'19", "citation"),
        ("kelp likelihood improves frond generation", "fragment"),
        # how something was made, no name
        ("phone-scanned", "modifier"),
        # a logic is a language for stating what must hold
        ("linear temporal logic", "formalism"),
        ("KelpNet-generated", "modifier"),
        ("safety settings require robust kelp detection", "fragment"),
        ("human-centric downstream", "fragment"),
        ("English language", "modality"),
        ("KNN prediction errors", "fragment"),
        ("floating point", "formalism"),
        ("Non-Kelpian", "modifier"),
        ("non-parametric", "modifier"),
        ("auditory cortex", "subject"),
        ("Swahili", "modality"),
        ("APPROX 2019", "citation"),
        ("ICASSP", "citation"),
        ("k*2", "formalism"),
        ("Kelpian", "modifier"),
        ("Frondean", "modifier"),
    ],
)
def test_reject_class(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize(
    "surface",
    [
        *("F1", "BLEU", "retrieval", "Bayesian optimization", "state space model", "GPS"),
        *("DDPM", "multi-agent Markov games", "MDP-based planning", "μP", "β-VAE"),
        *("CNN / DailyMail", "CNN/Daily Mail", "branch and bound", "Kelp and Frond"),
        *("ALT", "sign language translation"),
        *("G-mean", "Kelpian metric", "Frondean distance", "SSD+"),
        *("RMSE prediction errors", "L2 errors", "floating point operations", "Non-Local"),
        "KTE estimation error",  # the error of estimating a quantity: a measure
        *("LOO error", "OPE error"),  # the error of a procedure or an estimate
        *("Kelp Is All You Need", "Learning to Perform Kelp", "English NER", "downstream kelping"),
        *("Kelp-Scaled", "Kelp-Net", "k-means"),
        "Kelp Formalism",  # in title case it may be a proposal's name
    ],
)
def test_names_that_are_not_rejected(surface: str) -> None:
    assert reject_reason(surface) is None


def test_rejected_candidates_lose_their_relations() -> None:
    abstract = "We use Anthropic models and a POMDP for planning."
    extraction = paper(
        "a",
        abstract,
        ("Method", "Anthropic", []),
        ("Method", "POMDP", []),
        ("Task", "planning", []),
    )
    extraction.relations = [
        Relation("USES", PAPER, "method:anthropic", abstract),
        Relation("USES", PAPER, "method:pomdp", abstract),
        Relation("ADDRESSES", PAPER, "task:planning", abstract),
    ]
    graph = assemble([extraction])
    assert sorted(n for n, d in graph.nodes(data=True) if d["type"] != "Paper") == ["task:planning"]
    assert [d["type"] for _, _, d in graph.edges(data=True)] == ["ADDRESSES"]


def test_a_word_cut_out_of_a_hyphenated_compound_is_a_fragment() -> None:
    abstract = "We detect out-of-distribution inputs with low-precision kernels."
    corpus = [
        paper(
            "a",
            abstract,
            ("Task", "distribution", []),
            ("Metric", "precision", []),
        )
    ]
    resolution = resolve(corpus)
    assert resolution.entities == {}
    assert set(resolution.rejected.values()) == {"fragment"}


@pytest.mark.parametrize(
    ("surface", "cleaned"),
    [
        ("18% EM score", "EM score"),
        ("accuracy of 71.5%", "accuracy"),
        ("0.5 dB PSNR", "PSNR"),
        ("dB PSNR", "PSNR"),
        ("C4 perplexity", "perplexity"),
        ("WikiText-103 perplexity", "perplexity"),
        ("B. FlowNet", "FlowNet"),
        ("regularization of", "regularization"),
        ("e.g. BERT", "BERT"),
        ("CIFAR-100.Beyond", "CIFAR-100"),
        ("% relative WER", "WER"),
        ("solving program synthesis", "program synthesis"),
        ("SVHN (97.1%)", "SVHN"),
        ("Zeta,74.79", "Zeta"),
        ("GLOWSR×4", "GLOWSR"),
        ("tIoU=0.5", "tIoU"),
        ("K=2", "K"),
        ("32×32", "32×32"),
        ("withKGNNs", "KGNNs"),
        ("Llama 2", "Llama 2"),
        ("Probe Network 12", "Probe Network 12"),
        ("Proximal Policy Optimization PPO", "Proximal Policy Optimization"),
        ("top-1 accuracy", "top-1 accuracy"),
        ("competitive BLEU scores", "BLEU scores"),
        ("improved sample efficiency", "sample efficiency"),
        # a model's size in parameters in front; a size after the name is its checkpoint
        ("3.7M-parameter Kelpo", "Kelpo"),
        ("7B parameter Frond LM", "Frond LM"),
        ("Kelpo-7B", "Kelpo-7B"),
        # a judging word stays where a term list knows the name with it
        ("relative error", "relative error"),
        ("relative Zeta score", "Zeta score"),
        # a preposition a clause or title left in front; capitalized it may open a coined
        # name, and at the end it may belong to the name
        ("into kelp detection", "kelp detection"),
        ("towards widget sorting", "widget sorting"),
        ("Beyond Kelp Attack", "Beyond Kelp Attack"),
        ("straight through", "straight through"),
    ],
)
def test_values_qualifiers_and_sentence_ends_are_cut(surface: str, cleaned: str) -> None:
    assert clean_surface(surface) == cleaned


def test_a_name_keeps_its_head_noun_from_the_text() -> None:
    abstract = (
        "We bound the Kullback-Leibler divergence between the posteriors and use the "
        "Sliced Wasserstein distance as a loss."
    )
    corpus = [
        paper(
            "a",
            abstract,
            ("Metric", "Kullback-Leibler", []),
            ("Metric", "Sliced Wasserstein", []),
        )
    ]
    resolution = resolve(corpus)
    assert sorted(e.name for e in resolution.entities.values()) == [
        "Kullback-Leibler divergence",
        "Sliced Wasserstein distance",
    ]


def test_a_measure_keeps_the_head_noun_after_its_defined_short_form() -> None:
    abstract = "Errors are measured by the kelp variation (KV) distance between the two samples."
    corpus = [paper("a", abstract, ("Metric", "kelp variation", ["KV"]))]
    names = [e.name for e in resolve(corpus).entities.values()]
    assert names == ["kelp variation distance"]
    # only a distance's head: a kind word after the short form is no part of a name
    abstract = "We run kelp frond (KF) algorithms on the two samples."
    corpus = [paper("a", abstract, ("Method", "kelp frond", ["KF"]))]
    assert [e.name for e in resolve(corpus).entities.values()] == ["kelp frond"]


def test_total_variation_of_a_signal_is_no_distance_between_distributions() -> None:
    corpus = [
        paper(
            "a",
            "Samples are compared by the total variation (TV) distance between their laws.",
            ("Metric", "total variation", ["TV"]),
        ),
        paper(
            "b",
            "The total variation distance between two kelp posteriors is bounded.",
            ("Metric", "total variation distance", []),
        ),
        paper(
            "c",
            "We denoise kelp images with a Total Variation (TV) penalty on the gradient.",
            ("Method", "Total Variation", ["TV"]),
        ),
    ]
    resolution = resolve(corpus)
    assert one_node(
        resolution, "Metric", ("a", "total variation"), ("b", "total variation distance")
    )
    assert target(resolution, "c", "Method", "Total Variation") != target(
        resolution, "b", "Metric", "total variation distance"
    )


def test_a_measure_named_as_a_regularizer_is_the_regularizer_not_the_measure() -> None:
    corpus = [
        paper(
            "a",
            "We add a Kullback-Leibler (KL) regularization to the kelp policy.",
            ("Method", "Kullback-Leibler", ["KL"]),
        ),
        paper(
            "b",
            "The Kullback-Leibler divergence of the kelp policies is reported.",
            ("Metric", "Kullback-Leibler divergence", []),
        ),
    ]
    resolution = resolve(corpus)
    regularizer = target(resolution, "a", "Method", "Kullback-Leibler")
    assert regularizer != target(resolution, "b", "Metric", "Kullback-Leibler divergence")
    assert resolution.entities[regularizer].name == "Kullback-Leibler regularization"


def test_a_model_name_followed_by_a_head_word_is_not_extended() -> None:
    abstract = "We compare against the ResNet network and the GPT-4 score."
    corpus = [
        paper("a", abstract, ("Method", "ResNet", []), ("Method", "GPT-4", [])),
    ]
    resolution = resolve(corpus)
    assert sorted(e.name for e in resolution.entities.values()) == ["GPT-4", "ResNet"]


def test_relations_follow_the_voted_type() -> None:
    corpus = []
    for pid in ("a", "b", "c"):
        extraction = paper(
            pid, "We address image segmentation.", ("Task", "image segmentation", [])
        )
        extraction.relations = [Relation("ADDRESSES", PAPER, "task:image segmentation", "x")]
        corpus.append(extraction)
    odd = paper("d", "We use image segmentation.", ("Method", "image segmentation", []))
    odd.relations = [Relation("USES", PAPER, "method:image segmentation", "y")]
    corpus.append(odd)
    graph = assemble(corpus)
    assert graph.nodes["task:image segmentation"]["paper_count"] == 4
    assert graph.has_edge("paper:d", "task:image segmentation", key="ADDRESSES")


def test_a_capital_that_only_starts_a_sentence_or_a_title_is_the_same_name() -> None:
    corpus = [
        paper("a", "Physics simulation is hard.", ("Task", "Physics simulation", [])),
        paper("b", "We do physics simulation.", ("Task", "physics simulation", [])),
        paper(
            "c",
            "We run Zebra Weight Sharing (ZWS) on graphs.",
            ("Method", "Zebra Weight Sharing", ["ZWS"]),
        ),
        paper("d", "A zebra weight sharing step helps.", ("Method", "zebra weight sharing", [])),
        # first letters differ in case, neither written all in capitals
        paper("e", "We test on kZoB images.", ("Dataset", "kZoB", [])),
        paper("f", "KZoB holds kelp images.", ("Dataset", "KZoB", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "e", "Dataset", "kZoB") == target(resolution, "f", "Dataset", "KZoB")
    assert target(resolution, "a", "Task", "Physics simulation") == target(
        resolution, "b", "Task", "physics simulation"
    )
    assert target(resolution, "c", "Method", "Zebra Weight Sharing") == target(
        resolution, "d", "Method", "zebra weight sharing"
    )
    assert len(resolution.entities) == 3


def _addressing(pid: str, abstract: str, name: str, *aliases: str) -> Extraction:
    """A paper with one Task, which it addresses."""
    extraction = paper(pid, abstract, ("Task", name, list(aliases)))
    key = entity_key("Task", normalize_name(name))
    extraction.relations = [Relation("ADDRESSES", PAPER, key, abstract)]
    return extraction


def test_a_narrower_task_keeps_its_node_and_its_paper_also_addresses_the_general_one() -> None:
    corpus = [
        _addressing(
            "a",
            "Blind kelp inpainting is hard. Kelp inpainting fills gaps.",
            "Blind kelp inpainting",
            "Kelp inpainting",
        ),
        _addressing("b", "We study kelp inpainting.", "kelp inpainting"),
        _addressing(
            "c",
            "Noisy kelp inpainting is new. Kelp inpainting fills gaps.",
            "Noisy kelp inpainting",
            "Kelp inpainting",
        ),
    ]
    graph = assemble(corpus)
    general = graph.nodes["task:kelp inpainting"]
    assert general["paper_count"] == 3
    assert general["aliases"] == []
    # The narrower tasks are nodes of their own, not one another's.
    assert graph.nodes["task:blind kelp inpainting"]["paper_count"] == 1
    assert graph.nodes["task:noisy kelp inpainting"]["paper_count"] == 1
    for pid, narrow in (("a", "task:blind kelp inpainting"), ("c", "task:noisy kelp inpainting")):
        assert graph.has_edge(f"paper:{pid}", narrow, key="ADDRESSES")
        assert graph.has_edge(f"paper:{pid}", "task:kelp inpainting", key="ADDRESSES")


@pytest.mark.parametrize(
    ("narrow", "short", "general_papers", "linked"),
    [
        # The word "segmentation" in a paper on kelp frond segmentation is that paper's short
        # name for its task, not the general segmentation the papers that write the word alone
        # address.
        ("Kelp frond segmentation", "segmentation", 2, False),
        # A name with words put inside is the paper's fuller name: the shorter one's node
        # stays apart and counts the paper too.
        ("Text-guided universal frond separation", "text-guided frond separation", 3, True),
    ],
)
def test_a_short_name_of_a_narrower_task_keeps_its_node_apart(
    narrow: str, short: str, general_papers: int, linked: bool
) -> None:
    corpus = [
        _addressing("a", f"{narrow} is hard. The {short} of it needs care.", narrow, short),
        _addressing("b", f"We study {short}.", short),
        _addressing("c", f"Old {short} is revisited; we revisit {short}.", short),
    ]
    graph = assemble(corpus)
    general, narrower = (f"task:{normalize_name(name)}" for name in (short, narrow))
    assert graph.nodes[general]["paper_count"] == general_papers
    assert graph.nodes[narrower]["paper_count"] == 1
    assert graph.has_edge("paper:a", narrower, key="ADDRESSES")
    assert graph.has_edge("paper:a", general, key="ADDRESSES") is linked


def test_a_listed_other_name_of_the_general_task_keeps_the_narrower_node_apart() -> None:
    corpus = [
        paper(
            "a",
            "Unconditional image generation of kelp is hard; image synthesis of fronds helps.",
            ("Task", "Unconditional image generation", ["image synthesis"]),
        ),
        paper("b", "We study image generation of kelp.", ("Task", "image generation", [])),
        paper("c", "We study image synthesis of fronds.", ("Task", "image synthesis", [])),
        paper("d", "We study offline RL.", ("Task", "offline reinforcement learning", ["RL"])),
        paper(
            "e",
            "Kelp reinforcement learning (RL) is new.",
            ("Task", "reinforcement learning", ["RL"]),
        ),
        # Kind words behind the narrower name do not hide that the short name ends it.
        paper(
            "f",
            "Actor-critic kelp reinforcement learning algorithms are slow; RL is hard.",
            ("Task", "Actor-critic kelp reinforcement learning algorithms", ["RL"]),
        ),
    ]
    graph = assemble(corpus)
    assert graph.nodes["task:unconditional image generation"]["paper_count"] == 1
    assert graph.nodes["task:image generation"]["paper_count"] == 3
    assert graph.nodes["task:offline reinforcement learning"]["paper_count"] == 1
    assert graph.nodes["task:reinforcement learning"]["paper_count"] == 3


def test_a_rare_deep_variant_of_a_widespread_name_is_that_name() -> None:
    corpus = [
        paper(f"p{i}", "We train a kelp autoencoder.", ("Method", "kelp autoencoder", []))
        for i in range(10)
    ]
    corpus += [
        paper("d1", "A deep kelp autoencoder helps.", ("Method", "deep kelp autoencoder", [])),
        paper(
            "n1", "The Deep Frond Autoencoder is ours.", ("Method", "Deep Frond Autoencoder", [])
        ),
    ]
    corpus += [
        paper(f"a{i}", "A frond autoencoder helps.", ("Method", "frond autoencoder", []))
        for i in range(10)
    ]
    corpus += [
        paper(f"w{i}", "Deep frond nets help.", ("Method", "deep frond nets", [])) for i in range(3)
    ]
    corpus += [paper(f"f{i}", "Frond nets help.", ("Method", "frond nets", [])) for i in range(10)]
    # a family in the plural, written in capitals, unless its acronym spells the "Deep"
    corpus += [
        paper(f"g{i}", "Reef networks help.", ("Method", "reef networks", [])) for i in range(10)
    ]
    corpus += [
        paper(f"c{i}", "Coral networks help.", ("Method", "coral networks", [])) for i in range(10)
    ]
    corpus += [
        paper("r1", "Deep Reef Networks help.", ("Method", "Deep Reef Networks", [])),
        paper(
            "r2",
            "We propose Deep Coral Networks (DCN).",
            ("Method", "Deep Coral Networks", ["DCN"]),
        ),
    ]
    resolution = resolve(corpus)

    def node(pid: str, name: str) -> str | None:
        return target(resolution, pid, "Method", name)

    assert node("d1", "deep kelp autoencoder") == node("p0", "kelp autoencoder")
    # A name written like one model's, and a "deep" name several papers use, stay apart.
    assert node("n1", "Deep Frond Autoencoder") != node("a0", "frond autoencoder")
    assert node("w0", "deep frond nets") != node("f0", "frond nets")
    assert node("r1", "Deep Reef Networks") == node("g0", "reef networks")
    assert node("r2", "Deep Coral Networks") != node("c0", "coral networks")
    # "Deep" before a plural that is no family of networks names a method of its own
    assert _deep_cores("Deep Kelp Sets", "Method") == []


def test_a_model_size_by_its_word_or_its_initial_is_one_name() -> None:
    corpus = [
        paper("a", "We fine-tune QZViT-Small.", ("Method", "QZViT-Small", [])),
        paper("b", "We fine-tune QZViT-S.", ("Method", "QZViT-S", [])),
        paper("c", "QZBert-base is used.", ("Method", "QZBert-base", [])),
        paper("d", "QZBert-B is used.", ("Method", "QZBert-B", [])),
        paper("e", "A Kelp Base is built.", ("Method", "Kelp Base", [])),
        paper("f", "A kelp base is built.", ("Method", "kelp base", [])),
    ]
    resolution = resolve(corpus)
    for one, other in (("a", "b"), ("c", "d"), ("e", "f")):
        ours = {v for (pid, _), v in resolution.mapping.items() if pid == one}
        theirs = {v for (pid, _), v in resolution.mapping.items() if pid == other}
        assert ours == theirs
    assert len(resolution.entities) == 3


def test_a_filler_hyphened_to_a_capitalized_name_adds_nothing() -> None:
    corpus = [
        paper("a", "A vanilla-QZN is our baseline.", ("Method", "vanilla-QZN", [])),
        paper("b", "QZN is trained.", ("Method", "QZN", [])),
        paper("c", "A naive-Kelpes classifier is fit.", ("Method", "naive-Kelpes classifier", [])),
        paper("d", "A Kelpes classifier is fit.", ("Method", "Kelpes classifier", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "vanilla-QZN") == target(
        resolution, "b", "Method", "QZN"
    )
    # One capital, at the start: the hyphened word may be the name ("naive-Bayes").
    assert target(resolution, "c", "Method", "naive-Kelpes classifier") != target(
        resolution, "d", "Method", "Kelpes classifier"
    )


def test_a_dataset_written_like_a_bibliography_key_is_that_datasets_edition() -> None:
    corpus = [
        paper(
            "a",
            "We evaluate on the KeLP19 dataset of kelp scans.",
            ("Dataset", "KeLP19", ["KeLP19 dataset"]),
        ),
        paper("b", "As shown by SmithJD20, kelp grows.", ("Method", "SmithJD20", [])),
        paper("c", "We report IoU75 on fronds.", ("Dataset", "IoU75", [])),
    ]
    resolution = resolve(corpus)
    assert [(e.name, e.aliases) for e in resolution.entities.values()] == [
        ("KeLP19", ["KeLP19 dataset"])
    ]


def test_a_rare_measure_of_an_activity_is_the_widespread_measure() -> None:
    corpus = [paper(f"p{i}", "Kelp score rises.", ("Metric", "kelp score", [])) for i in range(10)]
    corpus += [
        paper(f"t{i}", "Mooring kelp score falls.", ("Metric", "mooring kelp score", []))
        for i in range(3)
    ]
    corpus += [
        paper("q1", "Its navigation kelp score rises.", ("Metric", "navigation kelp score", [])),
        paper(
            "q2", "A weighted mooring kelp score.", ("Metric", "weighted mooring kelp score", [])
        ),
        paper("q3", "Its Reef kelp score rises.", ("Metric", "Reef-7 kelp score", [])),
        paper("q4", "Its symmetric kelp score rises.", ("Metric", "symmetric kelp score", [])),
    ]
    resolution = resolve(corpus)
    kelp_score = target(resolution, "p0", "Metric", "kelp score")
    assert target(resolution, "q1", "Metric", "navigation kelp score") == kelp_score
    # A qualified measure three papers use is one of its own, and a name that narrows it
    # narrows no broader measure.
    assert target(resolution, "t0", "Metric", "mooring kelp score") != kelp_score
    assert target(resolution, "q2", "Metric", "weighted mooring kelp score") != kelp_score
    # A qualifier with a digit or a capital names a measure of its own, and so does one that
    # makes another measure of it rather than naming what was measured.
    assert target(resolution, "q3", "Metric", "Reef-7 kelp score") != kelp_score
    assert target(resolution, "q4", "Metric", "symmetric kelp score") != kelp_score


def test_a_rare_bare_dataset_name_is_its_one_widespread_edition() -> None:
    def data(pid: str, name: str, aliases: tuple[str, ...] = ()) -> Extraction:
        text = f"We test on {name}" + "".join(f" ({alias})" for alias in aliases) + "."
        return paper(pid, text, ("Dataset", name, list(aliases)))

    corpus = [data(f"k{i}", "Kelpset-40") for i in range(3)]
    corpus += [data("b1", "Kelpset"), data("b2", "QZK")]
    corpus += [data(f"q{i}", "QZK40") for i in range(3)]
    # two editions: the bare name is neither
    corpus += [data("f1", "Frondbase"), data("f2", "Frondbase-10"), data("f3", "Frondbase-100")]
    corpus += [data(f"f{i}", "Frondbase-10") for i in range(4, 8)]
    # a bare name used about as widely as its edition
    corpus += [data(f"r{i}", "Reefbank") for i in range(2)]
    corpus += [data(f"s{i}", "Reefbank-7") for i in range(3)]
    # an acronym a paper spells out is no bare name of data written with it
    corpus += [data("t1", "tidal kelp dynamics", ("TKD",))]
    corpus += [data(f"t{i}", "TKD17") for i in range(2, 8)]
    resolution = resolve(corpus)
    assert target(resolution, "b1", "Dataset", "Kelpset") == target(
        resolution, "k0", "Dataset", "Kelpset-40"
    )
    assert target(resolution, "b2", "Dataset", "QZK") == target(
        resolution, "q0", "Dataset", "QZK40"
    )
    assert target(resolution, "f1", "Dataset", "Frondbase") not in (
        target(resolution, "f2", "Dataset", "Frondbase-10"),
        target(resolution, "f3", "Dataset", "Frondbase-100"),
    )
    assert target(resolution, "r0", "Dataset", "Reefbank") != target(
        resolution, "s0", "Dataset", "Reefbank-7"
    )
    assert target(resolution, "t1", "Dataset", "tidal kelp dynamics") != target(
        resolution, "t2", "Dataset", "TKD17"
    )


def test_a_task_named_by_its_data_and_one_word_is_the_task_that_data_is_known_for() -> None:
    def on(pid: str, data: str, task: str) -> Extraction:
        return paper(
            pid, f"We address {task} on {data}.", ("Dataset", data, []), ("Task", task, [])
        )

    corpus = [on(f"k{i}", "Kelpset", "kelp blob detection") for i in range(4)]
    corpus += [on("k9", "Kelpset", "frond detection")]
    corpus += [paper("a", "Kelpset detection improves.", ("Task", "Kelpset detection", []))]
    # also called by the general word alone: that word's node
    corpus += [
        paper(
            "b",
            "Detection, Kelpset detection task included, improves.",
            ("Task", "Detection", ["Kelpset detection task"]),
        )
    ]
    corpus += [paper(f"d{i}", "We study detection.", ("Task", "detection", [])) for i in range(2)]
    # papers on the data address two such tasks alike: neither is meant
    corpus += [on(f"f{i}", "Frondset", "frond blob segmentation") for i in range(3)]
    corpus += [on(f"g{i}", "Frondset", "frond edge segmentation") for i in range(3)]
    corpus += [paper("c", "Frondset segmentation improves.", ("Task", "Frondset segmentation", []))]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "Kelpset detection") == target(
        resolution, "k0", "Task", "kelp blob detection"
    )
    assert target(resolution, "b", "Task", "Detection") == target(
        resolution, "d0", "Task", "detection"
    )
    assert target(resolution, "d0", "Task", "detection") != target(
        resolution, "k0", "Task", "kelp blob detection"
    )
    assert target(resolution, "c", "Task", "Frondset segmentation") not in (
        target(resolution, "f0", "Task", "frond blob segmentation"),
        target(resolution, "g0", "Task", "frond edge segmentation"),
    )


def test_a_rare_name_with_its_head_cut_off_is_the_one_widespread_name_it_begins() -> None:
    def many(prefix: str, entity_type: str, name: str) -> list[Extraction]:
        return [
            paper(f"{prefix}{i}", f"We use {name}.", (entity_type, name, [])) for i in range(10)
        ]

    corpus = many("k", "Method", "Kelp Convolutional Networks")
    corpus += many("f", "Method", "Frond Tidal Networks") + many(
        "g", "Method", "Frond Tidal Search"
    )
    corpus += many("c", "Method", "Reef-cut attention")
    corpus += many("s", "Method", "tidal frond descent")
    corpus += many("n", "Method", "Kelp Tangent Kernel")
    corpus += [
        paper("a", "A Kelp Convolutional layer.", ("Method", "Kelp Convolutional", [])),
        # a plural last word is a head of its own (a library, not the kernel)
        paper("l", "We compute kernels with Kelp Tangents.", ("Method", "Kelp Tangents", [])),
        # a kind word behind it is no head word of its own
        paper(
            "t",
            "The tidal frond algorithm converges.",
            ("Method", "tidal frond", ["tidal frond algorithm"]),
        ),
        paper("b", "A Frond Tidal layer.", ("Method", "Frond Tidal", [])),
        paper(
            "e",
            "Reef-cut architectures: a Reef-cut model.",
            ("Method", "Reef-cut", ["Reef-cut architectures"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "Kelp Convolutional") == target(
        resolution, "k0", "Method", "Kelp Convolutional Networks"
    )
    assert target(resolution, "t", "Method", "tidal frond") == target(
        resolution, "s0", "Method", "tidal frond descent"
    )
    # its paper gives it a head word of its own: nothing was cut off
    assert target(resolution, "e", "Method", "Reef-cut") != target(
        resolution, "c0", "Method", "Reef-cut attention"
    )
    assert target(resolution, "l", "Method", "Kelp Tangents") != target(
        resolution, "n0", "Method", "Kelp Tangent Kernel"
    )
    # two widespread names begin with it: neither
    assert target(resolution, "b", "Method", "Frond Tidal") not in (
        target(resolution, "f0", "Method", "Frond Tidal Networks"),
        target(resolution, "g0", "Method", "Frond Tidal Search"),
    )


def test_a_rare_task_named_with_its_data_in_front_is_the_widespread_task() -> None:
    def task(pid: str, name: str) -> Extraction:
        return paper(pid, f"We study {name}.", ("Task", name, []))

    corpus = [task(f"p{i}", "kelp counting") for i in range(10)]
    corpus += [paper(f"d{i}", "We use Kelpset.", ("Dataset", "Kelpset", [])) for i in range(2)]
    corpus += [
        task("a", "English kelp counting"),
        task("b", "1.5B parameter kelp counting"),
        task("c", "Kelpset kelp counting"),
        task("f", "tidal kelp counting"),
        task("g", "QZReef50K kelp counting"),
        task("h", "Sim2Reef kelp counting"),
    ]
    resolution = resolve(corpus)
    counting = target(resolution, "p0", "Task", "kelp counting")
    # a name shaped like a benchmark's edition, though no paper calls it a Dataset
    assert target(resolution, "g", "Task", "QZReef50K kelp counting") == counting
    assert target(resolution, "h", "Task", "Sim2Reef kelp counting") != counting
    assert target(resolution, "a", "Task", "English kelp counting") == counting
    assert target(resolution, "b", "Task", "1.5B parameter kelp counting") == counting
    assert target(resolution, "c", "Task", "Kelpset kelp counting") == counting
    # a plain word says no data
    assert target(resolution, "f", "Task", "tidal kelp counting") != counting


def test_one_paper_typed_meaning_of_an_acronym_yields_to_the_corpus_meaning() -> None:
    corpus = [
        paper(
            f"t{i}",
            "We study quantized zebra segmentation (QZS).",
            ("Task", "quantized zebra segmentation", ["QZS"]),
        )
        for i in range(6)
    ]
    corpus += [
        paper("m", "We run quick zone search (QZS).", ("Method", "quick zone search", ["QZS"])),
        paper("u", "Several QZS methods exist.", ("Method", "QZS", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "u", "Method", "QZS") == target(
        resolution, "t0", "Task", "quantized zebra segmentation"
    )
    # the paper that spells it out keeps its own meaning
    assert target(resolution, "m", "Method", "quick zone search") != target(
        resolution, "t0", "Task", "quantized zebra segmentation"
    )


def test_acronyms_two_abstracts_define_otherwise_stay_apart_from_each_other() -> None:
    corpus = [
        paper(f"k{i}", "We run Block Kelp (BK).", ("Method", "Block Kelp", ["BK"]))
        for i in range(3)
    ]
    corpus += [
        paper("x", "We use bias kelping (BK). BK helps.", ("Method", "BK", [])),
        paper("y", "We use broad kelping (BK). BK helps.", ("Method", "BK", [])),
    ]
    resolution = resolve(corpus)
    block = target(resolution, "k0", "Method", "Block Kelp")
    x, y = target(resolution, "x", "Method", "BK"), target(resolution, "y", "Method", "BK")
    assert block not in (x, y)
    assert x != y


def test_a_general_task_no_other_paper_names_is_no_node() -> None:
    extraction = paper(
        "a",
        "Blind kelp inpainting is hard. Kelp inpainting fills gaps.",
        ("Task", "Blind kelp inpainting", ["Kelp inpainting", "kelp inpainting task"]),
    )
    resolution = resolve([extraction])
    assert [(e.name, e.aliases) for e in resolution.entities.values()] == [
        ("Blind kelp inpainting", [])
    ]


def test_a_measure_named_by_its_qualifier_alone_is_the_one_measure_with_its_head() -> None:
    corpus = [
        paper("a", "The 3-Kelpson distance drops.", ("Metric", "3-Kelpson distance", [])),
        paper("b", "We report the 3-Kelpson.", ("Metric", "3-Kelpson", ["3-Kelpson metric"])),
        paper("c", "The Frond-Reef divergence drops.", ("Metric", "Frond-Reef divergence", [])),
        paper("d", "The Frond-Reef distance drops.", ("Metric", "Frond-Reef distance", [])),
        paper("e", "We report the Frond-Reef.", ("Metric", "Frond-Reef", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Metric", "3-Kelpson") == target(
        resolution, "a", "Metric", "3-Kelpson distance"
    )
    # two measures carry the qualifier: which one is meant is unknown
    assert target(resolution, "e", "Metric", "Frond-Reef") not in (
        target(resolution, "c", "Metric", "Frond-Reef divergence"),
        target(resolution, "d", "Metric", "Frond-Reef distance"),
    )


def test_a_paper_whose_task_has_a_shorter_task_as_alias_resolves() -> None:
    # a task's alias that is a shorter task of its own makes components without a type of
    # their own: resolution reads types where it has them
    text = (
        "Much progress was made in self-supervised kelp denoising (SSKD). We study real "
        "frond kelp denoising."
    )
    corpus = [
        paper(
            "a",
            text,
            ("Task", "self-supervised kelp denoising", ["SSKD", "kelp denoising"]),
            ("Task", "frond kelp denoising", []),
        )
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "self-supervised kelp denoising") is not None


def test_a_measure_with_its_head_noun_names_the_group_of_its_qualifier() -> None:
    corpus = [
        paper(f"b{i}", "We report the 3-Kelpson.", ("Metric", "3-Kelpson", [])) for i in range(2)
    ]
    corpus.append(paper("a", "The 3-Kelpson distance drops.", ("Metric", "3-Kelpson distance", [])))
    resolution = resolve(corpus)
    node = target(resolution, "a", "Metric", "3-Kelpson distance")
    assert node == target(resolution, "b0", "Metric", "3-Kelpson")
    assert resolution.entities[node].name == "3-Kelpson distance"


def test_a_name_written_in_title_case_still_names_its_group() -> None:
    corpus = [
        paper(
            f"a{i}",
            "Graph Kelp Networks (GKNs) are strong.",
            ("Method", "Graph Kelp Networks", ["GKNs"]),
        )
        for i in range(3)
    ]
    corpus.append(
        paper("b", "Graph kelp nets (GKNs) are strong.", ("Method", "Graph kelp nets", ["GKNs"]))
    )
    resolution = resolve(corpus)
    node = target(resolution, "a0", "Method", "Graph Kelp Networks")
    assert node == target(resolution, "b", "Method", "Graph kelp nets")
    assert resolution.entities[node].name == "Graph Kelp Networks"


def test_a_task_written_mostly_with_a_means_word_is_named_without_it() -> None:
    corpus = [
        paper(
            f"n{i}",
            "We study efficient kelp compression.",
            ("Task", "efficient kelp compression", []),
        )
        for i in range(3)
    ]
    corpus.append(paper("p", "We study kelp compression.", ("Task", "kelp compression", [])))
    resolution = resolve(corpus)
    node = target(resolution, "n0", "Task", "efficient kelp compression")
    assert node == target(resolution, "p", "Task", "kelp compression")
    assert resolution.entities[node].name == "kelp compression"


def test_an_acronym_inside_a_name_is_spelled_out_without_the_meanings_filler_words() -> None:
    """ "kelp-based FL" is "kelp-based frond learning" even when the corpus also writes
    "deep frond learning" for frond learning and a paper names a "kelp-based deep frond
    learning"."""
    corpus = [
        paper(f"f{i}", "We study frond learning (FL).", ("Task", "frond learning", ["FL"]))
        for i in range(3)
    ]
    corpus += [
        paper("d", "Deep frond learning is hard.", ("Task", "Deep frond learning", [])),
        paper(
            "k", "We study kelp-based frond learning.", ("Task", "kelp-based frond learning", [])
        ),
        paper(
            "kd",
            "We study kelp-based deep frond learning.",
            ("Task", "kelp-based deep frond learning", []),
        ),
        paper("s", "We study kelp-based FL.", ("Task", "kelp-based FL", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "d", "Task", "Deep frond learning") == target(
        resolution, "f0", "Task", "frond learning"
    )
    assert target(resolution, "s", "Task", "kelp-based FL") == target(
        resolution, "k", "Task", "kelp-based frond learning"
    )


def test_a_kind_of_model_before_a_task_joins_it_however_many_papers_write_it() -> None:
    """What many papers call "deep kelp clustering" (also "deep KC") is kelp clustering done
    with deep networks, as one paper's "neural frond clustering" is frond clustering; the
    kind of model inside the name too ("offline deep kelp clustering"). A "-based" means in
    front joins only in a paper or two: what many papers call "replay-based kelp clustering"
    is a line of work of its own."""
    corpus = [
        paper(f"k{i}", "We study kelp clustering (KC).", ("Task", "kelp clustering", ["KC"]))
        for i in range(4)
    ]
    corpus += [
        paper(f"d{i}", "We study deep kelp clustering.", ("Task", "deep kelp clustering", []))
        for i in range(3)
    ]
    corpus += [
        paper(
            "dk",
            "Deep kelp clustering (deep KC) is hard.",
            ("Task", "Deep kelp clustering", ["deep KC"]),
        ),
        paper(
            "ok",
            "We study offline kelp clustering.",
            ("Task", "offline kelp clustering", []),
        ),
        paper(
            "odk",
            "We study offline deep kelp clustering.",
            ("Task", "offline deep kelp clustering", []),
        ),
        paper("f", "We study frond clustering.", ("Task", "frond clustering", [])),
        paper("df", "We study neural frond clustering.", ("Task", "neural frond clustering", [])),
        paper(
            "rf",
            "We study replay-based frond clustering.",
            ("Task", "replay-based frond clustering", []),
        ),
    ]
    corpus += [
        paper(
            f"r{i}",
            "We study replay-based kelp clustering.",
            ("Task", "replay-based kelp clustering", []),
        )
        for i in range(3)
    ]
    resolution = resolve(corpus)
    kelp = target(resolution, "k0", "Task", "kelp clustering")
    assert target(resolution, "d0", "Task", "deep kelp clustering") == kelp
    assert target(resolution, "dk", "Task", "Deep kelp clustering") == kelp
    assert target(resolution, "odk", "Task", "offline deep kelp clustering") == target(
        resolution, "ok", "Task", "offline kelp clustering"
    )
    frond = target(resolution, "f", "Task", "frond clustering")
    assert target(resolution, "df", "Task", "neural frond clustering") == frond
    assert target(resolution, "rf", "Task", "replay-based frond clustering") == frond
    replay = target(resolution, "r0", "Task", "replay-based kelp clustering")
    assert replay != kelp
    # The kind of model inside a line of work's name is a filler all the same.
    deep_replay = [
        paper(
            f"rd{i}",
            "We study replay-based deep kelp clustering.",
            ("Task", "replay-based deep kelp clustering", []),
        )
        for i in range(3)
    ]
    resolution = resolve(corpus + deep_replay)
    replay = target(resolution, "r0", "Task", "replay-based kelp clustering")
    assert target(resolution, "rd0", "Task", "replay-based deep kelp clustering") == replay
    assert replay != target(resolution, "k0", "Task", "kelp clustering")


def test_task_names_that_differ_only_in_their_guide_word_are_one_task() -> None:
    corpus = [
        paper("a", "We study text-guided kelp editing.", ("Task", "text-guided kelp editing", [])),
        paper("b", "We study text-driven kelp editing.", ("Task", "text-driven kelp editing", [])),
        paper(
            "c",
            "We study Text-conditioned kelp editing.",
            ("Task", "Text-conditioned kelp editing", []),
        ),
        paper(
            "d", "We study image-guided kelp editing.", ("Task", "image-guided kelp editing", [])
        ),
    ]
    resolution = resolve(corpus)
    text = target(resolution, "a", "Task", "text-guided kelp editing")
    assert target(resolution, "b", "Task", "text-driven kelp editing") == text
    assert target(resolution, "c", "Task", "Text-conditioned kelp editing") == text
    assert target(resolution, "d", "Task", "image-guided kelp editing") != text


def test_task_names_with_their_words_in_another_order_are_one_task() -> None:
    corpus = [
        paper(
            "a",
            "We study federated continual kelp learning.",
            ("Task", "federated continual kelp learning", []),
        ),
        paper(
            "b",
            "We study continual federated kelp learning.",
            ("Task", "continual federated kelp learning", []),
        ),
        paper("c", "We study kelp-frond retrieval.", ("Task", "kelp-frond retrieval", [])),
        paper("d", "We study frond-kelp retrieval.", ("Task", "frond-kelp retrieval", [])),
        # a direction, a language pair or another head word makes another task
        paper(
            "e", "We study kelp-to-frond translation.", ("Task", "kelp-to-frond translation", [])
        ),
        paper(
            "f", "We study frond-to-kelp translation.", ("Task", "frond-to-kelp translation", [])
        ),
        paper("g", "We study en-xx kelp translation.", ("Task", "en-xx kelp translation", [])),
        paper("h", "We study xx-en kelp translation.", ("Task", "xx-en kelp translation", [])),
        paper("i", "We study kelp frond segmentation.", ("Task", "kelp frond segmentation", [])),
        paper("j", "We study kelp segmentation frond.", ("Task", "kelp segmentation frond", [])),
        # a prefix is one word with the word it begins, joined, hyphened or apart
        paper(
            "k",
            "We study nonsmooth stochastic kelp optimization.",
            ("Task", "nonsmooth stochastic kelp optimization", []),
        ),
        paper(
            "l",
            "We study stochastic non-smooth kelp optimization.",
            ("Task", "stochastic non-smooth kelp optimization", []),
        ),
    ]
    resolution = resolve(corpus)

    def same(first: tuple[str, str], second: tuple[str, str]) -> bool:
        return target(resolution, first[0], "Task", first[1]) == target(
            resolution, second[0], "Task", second[1]
        )

    assert same(
        ("a", "federated continual kelp learning"), ("b", "continual federated kelp learning")
    )
    assert same(("c", "kelp-frond retrieval"), ("d", "frond-kelp retrieval"))
    assert not same(("e", "kelp-to-frond translation"), ("f", "frond-to-kelp translation"))
    assert not same(("g", "en-xx kelp translation"), ("h", "xx-en kelp translation"))
    assert not same(("i", "kelp frond segmentation"), ("j", "kelp segmentation frond"))
    assert same(
        ("k", "nonsmooth stochastic kelp optimization"),
        ("l", "stochastic non-smooth kelp optimization"),
    )


def test_translation_between_two_languages_is_machine_translation() -> None:
    corpus = [
        paper(f"m{i}", "We study machine translation.", ("Task", "machine translation", []))
        for i in range(3)
    ]
    corpus += [
        paper(
            "g",
            "On German-English translation we gain.",
            ("Task", "German-English translation", []),
        ),
        paper("t", "On translation we gain.", ("Task", "translation", [])),
    ]
    resolution = resolve(corpus)
    node = target(resolution, "m0", "Task", "machine translation")
    assert target(resolution, "g", "Task", "German-English translation") == node
    assert target(resolution, "t", "Task", "translation") == node
