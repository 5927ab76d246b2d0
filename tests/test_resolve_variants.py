"""Resolution of variants and homonyms, second round: filler words, case and plural
variants, acronyms paired with the wrong part of a name, and more of the reject class. The
abstracts are written for these tests (helpers from ``test_resolve_cases``)."""

from __future__ import annotations

import pytest
from test_resolve_cases import one_node, paper, target

from kg.names import (
    american_spelling,
    clean_defined_surface,
    clean_surface,
    display_name,
    extend_to_acronym,
    filler_cores,
    name_key,
    opens_with_means_word,
    reject_reason,
    strip_organization,
)
from kg.normalize import normalize_name
from kg.resolve import CanonicalEntity, resolve

# --- filler words ----------------------------------------------------------------------------


def test_a_name_with_filler_words_joins_the_name_without_them() -> None:
    corpus = [
        paper("a", "We study depth completion on sparse scans.", ("Task", "depth completion", [])),
        paper("b", "Depth completion is hard.", ("Task", "depth completion", [])),
        paper(
            "c", "It gives accurate depth completion.", ("Task", "accurate depth completion", [])
        ),
        paper(
            "d",
            "Two depth completion algorithms are compared.",
            ("Task", "depth completion algorithms", []),
        ),
        paper(
            "e",
            "Results on the Quokka benchmark are reported.",
            ("Dataset", "Quokka benchmark", []),
        ),
        paper("f", "Quokka holds 4k scenes.", ("Dataset", "Quokka", [])),
    ]
    resolution = resolve(corpus)
    completion = target(resolution, "a", "Task", "depth completion")
    assert completion is not None
    assert target(resolution, "c", "Task", "accurate depth completion") == completion
    assert target(resolution, "d", "Task", "depth completion algorithms") == completion
    assert target(resolution, "e", "Dataset", "Quokka benchmark") == target(
        resolution, "f", "Dataset", "Quokka"
    )
    assert resolution.entities[completion].name == "depth completion"


def test_a_qualifier_that_changes_the_thing_keeps_the_name_apart() -> None:
    corpus = [
        paper(
            "a",
            "A hypergraph neural network is trained.",
            ("Method", "hypergraph neural network", []),
        ),
        paper("b", "A neural network is trained.", ("Method", "neural network", [])),
        paper("c", "A speech model transcribes audio.", ("Method", "speech model", [])),
        paper("d", "Speech is recorded.", ("Dataset", "Speech", [])),
        # No "widget sorting" elsewhere: the filler word stays.
        paper("e", "Reliable widget sorting matters.", ("Task", "reliable widget sorting", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "hypergraph neural network") != target(
        resolution, "b", "Method", "neural network"
    )
    assert target(resolution, "c", "Method", "speech model") != target(
        resolution, "d", "Dataset", "Speech"
    )
    assert target(resolution, "e", "Task", "reliable widget sorting") is not None


@pytest.mark.parametrize(
    ("surface", "cores"),
    [
        ("benchmark depth completion", ["depth completion"]),
        ("Gibbs-Langevin sampling algorithms", ["Gibbs-Langevin sampling", "Gibbs-Langevin"]),
        ("off-the-shelf kelp segmentation", ["kelp segmentation"]),
        ("near-perfect kelp detection", ["kelp detection"]),
        ("ZebraNet-12 model", ["ZebraNet-12"]),
        ("lip reading models", ["lip reading"]),
        ("speech model", []),
        ("hypergraph neural network", []),
        ("benchmark widgets", []),
        # the objective of a task is not the task
        ("segmentation loss", []),
        ("ZebraNet-12 loss", ["ZebraNet-12"]),
        # "based" written apart from what the method is based on
        ("QZ based framework", ["QZ based", "QZ"]),
        # "floating point operations" are no "floating point": an operation is a thing of its own
        ("floating point operations", []),
        ("potential kelp stealing attacks", ["kelp stealing attacks", "kelp stealing"]),
        ("usual kelp attack", ["kelp attack"]),
        # a word praising how well a task is done is no part of which task it is
        ("photorealistic kelp view synthesis", ["kelp view synthesis"]),
        ("Faithful kelp caption generation", ["kelp caption generation"]),
        ("principled widget sorting", ["widget sorting"]),
        ("powerful kelp tracking", ["kelp tracking"]),
        ("commonly-used frond optimization", ["frond optimization"]),
        # words that point back in the text or say where the code is
        ("latter kelp detection", ["kelp detection"]),
        ("open-sourced frond adaptation", ["frond adaptation"]),
        # words that fault how well it is done, or only place it in the sentence
        ("cumbersome widget sorting", ["widget sorting"]),
        ("non-conventional widget sorting", ["widget sorting"]),
        ("particular kelp hazard estimation", ["kelp hazard estimation"]),
        # the state of a model instance is not another model
        ("pretrained KelpFormer", ["KelpFormer"]),
        # a word of a title-case name is part of it
        ("Real-World Kelp Challenge", []),
        ("Kelp Frond Search Method", []),
        # ... but a kind word in the plural names no one thing
        ("Kelp Frond Search Methods", ["Kelp Frond Search"]),
        # a count of examples names the few-shot task; one-shot is a setting of its own
        ("five-shot kelp segmentation", ["few-shot kelp segmentation"]),
        ("5-shot kelp segmentation", ["few-shot kelp segmentation"]),
        ("one-shot kelp segmentation", []),
        # regret over a horizon is regret; a level compared with is no other measure
        ("K-regret", ["regret"]),
        ("R-precision", []),
        ("α-precision", []),
        ("Bayes-optimal test error", ["test error"]),
        # nor is the data it was trained on
        ("ImageNet-pretrained KelpNet-50", ["KelpNet-50"]),
        # the task a listed measure is taken on is no part of the measure
        ("segmentation precision", ["precision"]),
        ("detection recall", ["recall"]),
        ("reconstruction error", []),
        # words that begin names of their own stay
        ("robust widget optimization", []),
        ("novel kelp view synthesis", []),
    ],
)
def test_filler_cores(surface: str, cores: list[str]) -> None:
    assert filler_cores(surface) == cores


def test_words_of_reach_or_means_before_a_task_are_fillers_of_tasks_only() -> None:
    assert filler_cores("generalizable kelp detection", "Task") == ["kelp detection"]
    assert filler_cores("static kelp segmentation", "Task") == ["kelp segmentation"]
    assert filler_cores("static kelp graph", "Method") == []
    # the ordinary setting against a self-, semi- or weakly supervised one
    assert filler_cores("supervised kelp classification", "Task") == ["kelp classification"]
    assert filler_cores("weakly supervised kelp classification", "Task") == []
    assert filler_cores("supervised kelp learning", "Method") == []
    assert filler_cores("fully-supervised kelp detection", "Task") == ["kelp detection"]
    # one model for several settings of a task does the task itself
    assert filler_cores("unified kelp detection", "Task") == ["kelp detection"]
    assert filler_cores("unified kelp transformer", "Method") == []
    assert filler_cores("deep learning based kelp tracking", "Task") == ["kelp tracking"]
    assert filler_cores("deep learning-based kelp tracking", "Task") == ["kelp tracking"]
    assert filler_cores("data-driven frond counting", "Task") == ["frond counting"]
    assert filler_cores("DNN-based frond counting", "Task") == ["frond counting"]
    # any other means too, which resolution takes out only of a name few papers write
    assert filler_cores("structure-based frond design", "Task") == ["frond design"]
    assert opens_with_means_word("structure-based frond design")
    # the kind of model with its word for a network in front of a task's name; one word left
    # only when listed
    assert filler_cores("deep neural network frond segmentation", "Task") == ["frond segmentation"]
    assert filler_cores("neural network kelp quantification", "Task") == ["kelp quantification"]
    assert filler_cores("deep network pruning", "Task") == ["pruning"]
    assert filler_cores("neural network verification", "Task") == ["network verification"]
    # ... or with an acronym of the way of learning: "deep RL"
    assert filler_cores("deep KL frond control", "Task") == ["frond control"]
    # the kind of model inside a task's name, before the task's own name
    assert filler_cores("offline deep kelp learning", "Task") == ["offline kelp learning"]
    assert filler_cores("multi-agent deep KL", "Task") == ["multi-agent KL"]
    assert filler_cores("Bayesian deep learning", "Task") == []
    # before one word that makes a listed task with the words in front; before the means
    assert filler_cores("continual deep learning", "Task") == ["continual learning"]
    assert filler_cores("model-based deep kelp learning", "Task")[0] == "model-based kelp learning"
    assert filler_cores("Bayesian deep learning tasks", "Task") == ["Bayesian deep learning"]
    assert filler_cores("kelp graph neural networks", "Task") == []
    assert filler_cores("uncertainty-aware kelp detection", "Task") == ["kelp detection"]
    assert filler_cores("uncertainty-aware detection", "Task") == []
    # a constraint or danger the task must heed makes a task of its own
    assert filler_cores("risk-aware kelp learning", "Task") == []
    assert filler_cores("privacy-aware kelp recognition", "Task") == []
    # how well or by what kind of model the task is done, or on what it is tried
    assert filler_cores("efficient kelp detection", "Task") == ["kelp detection"]
    assert filler_cores("automated frond proving", "Task") == ["frond proving"]
    assert filler_cores("unseen kelp manipulation", "Task") == ["kelp manipulation"]
    assert filler_cores("explicit kelp prediction", "Task") == ["kelp prediction"]
    assert filler_cores("deep kelp clustering", "Task") == ["kelp clustering"]
    assert filler_cores("neural frond compression", "Task") == ["frond compression"]
    assert filler_cores("replay-based kelp learning", "Task") == ["kelp learning"]
    assert filler_cores("context-enhanced kelp learning", "Task") == ["kelp learning"]
    assert filler_cores("data-augmented frond planning", "Task") == ["frond planning"]
    # what guides or drives a task is its input, which makes a task of its own
    assert filler_cores("text-guided kelp editing", "Task") == []
    assert filler_cores("label-efficient kelp segmentation", "Task") == []
    assert filler_cores("generalisable kelp retrieval", "Task") == ["kelp retrieval"]
    # a verb of dealing with the problem, left in front of its name; how simplified its
    # setting is, or how complete its supervision
    assert filler_cores("overcoming catastrophic kelp drift", "Task") == ["catastrophic kelp drift"]
    assert filler_cores("over-come frond collapse", "Task") == ["frond collapse"]
    assert filler_cores("simplified kelp learning", "Task") == ["kelp learning"]
    assert filler_cores("more practical frond attacks", "Task")[-1] == "frond attacks"
    assert filler_cores("fully supervised kelp detection", "Task")[-1] == "kelp detection"
    # a pair of languages is the data the task ran on, as one language is
    assert filler_cores("German-English kelp translation", "Task") == ["kelp translation"]
    assert filler_cores("English-to-French kelp translation", "Task") == ["kelp translation"]
    assert filler_cores("Kelp-English kelp translation", "Task") == []
    # ... also after a listed dataset and the year of its edition
    assert filler_cores("WMT 2014 German-English kelp translation", "Task") == [
        "German-English kelp translation",
        "kelp translation",
    ]
    assert filler_cores("COCO 2017", "Task") == []
    assert filler_cores("simulated kelp manipulation", "Task") == ["kelp manipulation"]
    assert filler_cores("simulated kelp annealing", "Method") == []
    assert filler_cores("distinct kelp detection") == ["kelp detection"]
    assert filler_cores("replay-based learning", "Task") == []
    assert filler_cores("replay-based kelp learner", "Method") == []
    # before a method they name it: the method is no task's means alone
    assert filler_cores("learning-based kelp tracking", "Method") == []
    assert filler_cores("Generalizable Kelp Fields", "Method") == []
    assert filler_cores("uncertainty-aware kelp detector", "Method") == []
    assert filler_cores("neural kelp fields", "Method") == []
    assert filler_cores("efficient kelp attention", "Method") == []
    # how good the output must be, and a task done together with another, are the task
    assert filler_cores("expressive kelp motion generation", "Task") == ["kelp motion generation"]
    assert filler_cores("high-recall frond discovery", "Task") == ["frond discovery"]
    assert filler_cores("joint kelp detection", "Task") == ["kelp detection"]
    assert filler_cores("joint kelp embedding", "Method") == []
    # what a paper wants of its solution to a task; before a method, part of its name
    assert filler_cores("fast kelp adaptation", "Task") == ["kelp adaptation"]
    assert filler_cores("diverse frond generation", "Task") == ["frond generation"]
    assert filler_cores("provable kelp generalization", "Task") == ["kelp generalization"]
    assert filler_cores("stable frond tracking", "Task") == ["frond tracking"]
    assert filler_cores("consistent kelp detection", "Task") == ["kelp detection"]
    assert filler_cores("future frond state prediction", "Task") == ["frond state prediction"]
    assert filler_cores("Consistent Kelp Fields", "Method") == []
    # words that point back or judge how common a task is
    assert filler_cores("above kelp segmentation", "Task") == ["kelp segmentation"]
    assert filler_cores("widespread frond counting", "Task") == ["frond counting"]
    assert filler_cores("fast kelp transform", "Method") == []
    assert filler_cores("Stable Kelp Diffusion", "Method") == []
    # the standard example of a kind of task is the task; before a method, its name
    assert filler_cores("canonical kelp clustering", "Task") == ["kelp clustering"]
    assert filler_cores("canonical kelp correlation analysis", "Method") == []
    assert filler_cores("in-domain kelp detection", "Task") == ["kelp detection"]


# --- case and plural variants -------------------------------------------------------------


def test_an_article_is_dropped_only_as_a_word_of_its_own() -> None:
    assert name_key("the KelpBench") == name_key("KelpBench")
    assert name_key("A KelpBench") == name_key("KelpBench")
    # the letter of "A-KelpQA" and "A/B testing" is part of the name
    assert name_key("A-KelpQA") != name_key("Kelp-QA")
    assert name_key("A/B testing") != name_key("B testing")
    assert normalize_name("A-KelpQA") == "a kelpqa"
    assert normalize_name("- the Kelp") == "kelp"


def test_plurals_of_mixed_case_names_share_the_key() -> None:
    assert name_key("ZebraNets") == name_key("ZebraNet")
    assert name_key("kiwiScenes") == name_key("kiwiScene")
    assert name_key("mRRs") == name_key("mRR")
    assert name_key("QuokkaGANs") == name_key("QuokkaGAN")
    assert name_key("GPs") != name_key("GPS")


def test_what_a_name_is_conditioned_on_is_one_key_however_it_is_said() -> None:
    guided = name_key("text-guided kelp editing")
    assert name_key("Text-Driven Kelp Editing") == guided
    assert name_key("text-conditional kelp editing") == guided
    assert name_key("text conditioned kelp editing") == guided
    assert name_key("text-based kelp editing") != guided
    assert name_key("guided kelp editing") != guided


def test_and_between_the_halves_of_a_hyphenated_pair_changes_no_key() -> None:
    pair = name_key("Kelp-Frond Navigation")
    assert name_key("kelp-and-frond navigation") == pair
    assert name_key("Kelp-&-Frond Navigation") == pair
    assert name_key("kelp and frond navigation") != pair  # two things, no pair


def test_a_hyphened_adjective_is_no_name_without_its_noun() -> None:
    assert display_name("1D-convolutional network") == "1D-convolutional network"
    assert display_name("Kelp-like model") == "Kelp-like model"
    assert filler_cores("2D-convolutional network", "Method") == []
    assert display_name("KelpNet-50 model") == "KelpNet-50"


def test_a_greek_letter_and_its_name_share_the_key() -> None:
    assert name_key("β-KelpVAE") == name_key("beta-KelpVAE")
    assert name_key("ε-kelp search") == name_key("epsilon-kelp search")
    assert name_key("β-KelpVAE") != name_key("KelpVAE")


def test_initials_at_a_cutoff_and_per_in_front_do_not_change_a_measure() -> None:
    assert name_key("R@1") == name_key("Recall@1")
    assert name_key("P@5") == name_key("precision@5")
    assert name_key("PR@5") != name_key("Precision@5")
    assert name_key("per-pixel kelp accuracy") == name_key("pixel kelp accuracy")


def test_short_acronyms_differing_in_inner_capitals_are_one_unless_defined_apart() -> None:
    corpus = [
        paper("a", "We report QoR on all circuits.", ("Metric", "QoR", [])),
        paper("b", "The QOR of each circuit is given.", ("Metric", "QOR", [])),
        paper(
            "c",
            "A detection transformer (DeT) is trained.",
            ("Method", "detection transformer", ["DeT"]),
        ),
        paper(
            "d",
            "Dense event tracking (DET) follows objects.",
            ("Task", "dense event tracking", ["DET"]),
        ),
        paper("e", "We beat mRR baselines.", ("Metric", "mRR", [])),
        paper("f", "We beat MRR baselines.", ("Metric", "MRR", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Metric", "QoR") == target(resolution, "b", "Metric", "QOR")
    assert target(resolution, "c", "Method", "detection transformer") != target(
        resolution, "d", "Task", "dense event tracking"
    )
    # The first letter stays significant.
    assert target(resolution, "e", "Metric", "mRR") != target(resolution, "f", "Metric", "MRR")


def test_a_name_written_in_capitals_joins_its_title_case_spelling() -> None:
    corpus = [
        paper("a", "Nodes of Pelora are classified.", ("Dataset", "Pelora", [])),
        paper("b", "We also use PELORA and Citeseer.", ("Dataset", "PELORA", [])),
        paper("c", "Reviews from Quava are rated.", ("Dataset", "Quava", [])),
        paper("d", "QUAVA reviews are rated too.", ("Dataset", "QUAVA", [])),
        paper("e", "Faces from KelpFaces are sharp.", ("Dataset", "KelpFaces", [])),
        paper("f", "KELPFACES images are used.", ("Dataset", "KELPFACES", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "Pelora") == target(
        resolution, "b", "Dataset", "PELORA"
    )
    assert target(resolution, "c", "Dataset", "Quava") == target(
        resolution, "d", "Dataset", "QUAVA"
    )
    assert target(resolution, "e", "Dataset", "KelpFaces") == target(
        resolution, "f", "Dataset", "KELPFACES"
    )


def test_groups_of_one_name_join_even_where_one_paper_calls_it_its_own() -> None:
    # Other rules may leave two groups of one spelling apart; wrongly called proposed by one
    # paper, the same spelling is still the same name. A different spelling only its
    # proposers use stays apart.
    from kg.resolve import _canonical, _join_same_id_spellings, _Occurrence

    def group(pid: str, name: str, proposed: bool) -> list[_Occurrence]:
        key = f"method:{name.lower()}"
        occ = _Occurrence(pid, key, "Method", (name,), (), (f"A:{name}",), (), False)
        occ.proposed = proposed
        return [occ]

    same = [group("a", "QUOL", False), group("b", "QUOL", True)]
    joined = _join_same_id_spellings([(_canonical(g), g) for g in same])
    assert len(joined) == 1
    other = [group("a", "QUOL", False), group("b", "QuOL", True)]
    assert len(_join_same_id_spellings([(_canonical(g), g) for g in other])) == 2


def test_a_capitals_spelling_two_papers_define_apart_stays_apart() -> None:
    corpus = [
        paper(
            "a",
            "Pixel evaluation of road labels (PERL) is a benchmark.",
            ("Dataset", "Pixel evaluation of road labels", ["PERL"]),
        ),
        paper(
            "b",
            "Paired event recordings of lakes (Perl) is a corpus.",
            ("Dataset", "Paired event recordings of lakes", ["Perl"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "Pixel evaluation of road labels") != target(
        resolution, "b", "Dataset", "Paired event recordings of lakes"
    )


def test_accents_british_spellings_and_score_words_of_titled_names() -> None:
    assert name_key("Cs\\'{a}ki divergence") == name_key("Csáki divergence")
    assert name_key("Csáki divergence") == name_key("Csaki Divergence")
    assert name_key("Bayesian regularisation") == name_key("Bayesian regularization")
    assert name_key("Mean Listener Score") == name_key("mean listener score")
    assert name_key("ZQ-7 scores") == name_key("ZQ-7")


def test_clauses_joined_by_an_em_dash_and_tag_remnants_are_cut() -> None:
    assert clean_surface("prior work---Curriculum learning") == "Curriculum learning"
    assert clean_surface("p>Neural Spline Flows") == "Neural Spline Flows"
    assert clean_surface("Gromov--Hausdorff distance") == "Gromov--Hausdorff distance"


def test_a_lowercase_article_opens_no_name() -> None:
    # "… errors (i.e., the kelp bias problem)": the article came along with the name
    assert clean_surface("the kelp bias") == "kelp bias"
    assert clean_surface("an adversarial kelp attack") == "adversarial kelp attack"
    # capitalized, it is part of the name
    assert clean_surface("The Kelp Pile") == "The Kelp Pile"


# --- acronyms and the parts of a name they belong to ----------------------------------------


def test_close_spellings_of_an_expansion_join_but_another_word_does_not() -> None:
    corpus = [
        paper("a", "A multi-layer mixer (MLM) is used.", ("Method", "multi-layer mixer", ["MLM"])),
        paper(
            "b", "A multi-layered mixer (MLM) helps.", ("Method", "multi-layered mixer", ["MLM"])
        ),
        paper(
            "c",
            "Self-supervised adaptation (SSA) needs no labels.",
            ("Task", "self-supervised adaptation", ["SSA"]),
        ),
        paper(
            "d",
            "Semi-supervised adaptation (SSA) needs few labels.",
            ("Task", "semi-supervised adaptation", ["SSA"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "multi-layer mixer") == target(
        resolution, "b", "Method", "multi-layered mixer"
    )
    assert target(resolution, "c", "Task", "self-supervised adaptation") != target(
        resolution, "d", "Task", "semi-supervised adaptation"
    )


def test_a_short_noun_and_its_adjective_in_an_expansion_join() -> None:
    corpus = [
        paper("a", "The multi-arm kelp (MAK) is studied.", ("Task", "multi-arm kelp", ["MAK"])),
        paper("b", "The multi-armed kelp (MAK) is hard.", ("Task", "multi-armed kelp", ["MAK"])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "multi-arm kelp") == target(
        resolution, "b", "Task", "multi-armed kelp"
    )


def test_words_an_acronym_spells_are_kept_on_the_name() -> None:
    assert clean_surface("competitive policy search") == "policy search"
    assert clean_defined_surface("competitive policy search", ["CPS"]) == (
        "competitive policy search"
    )
    assert clean_defined_surface("Top-3 precision", ["T3P"]) == "Top-3 precision"
    # an acronym of the name's last words stands for them, not for the words in front
    assert clean_defined_surface("research in offline reef learning", ["RRL"]) == (
        "research in offline reef learning"
    )
    assert clean_defined_surface("research in offline reef learning", ["RL"]) == (
        "offline reef learning"
    )
    corpus = [
        paper(
            "a",
            "We run competitive policy search (CPS) on two games.",
            ("Method", "competitive policy search", ["CPS"]),
        ),
        paper("b", "Policy search is a classic.", ("Method", "policy search", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "competitive policy search") != target(
        resolution, "b", "Method", "policy search"
    )


def test_a_name_cut_short_of_its_acronym_takes_the_words_from_the_text() -> None:
    text = "We fit a weighted kernel ridge regression (WKRR) to the scores."
    assert extend_to_acronym("kernel ridge regression", "WKRR", text) == (
        "weighted kernel ridge regression"
    )
    assert extend_to_acronym("kernel ridge regression", "KRR", text) is None
    corpus = [
        paper("a", text, ("Method", "kernel ridge regression", ["WKRR"])),
        paper("b", "Kernel ridge regression is exact.", ("Method", "kernel ridge regression", [])),
    ]
    resolution = resolve(corpus)
    weighted = target(resolution, "a", "Method", "kernel ridge regression")
    assert weighted != target(resolution, "b", "Method", "kernel ridge regression")
    assert resolution.entities[weighted].name == "weighted kernel ridge regression"


def test_the_tail_of_a_name_an_acronym_spells_is_not_its_alias() -> None:
    corpus = [
        paper(
            "a",
            "Deep-Policy-Search (DPS) improves policy search.",
            ("Method", "policy search", ["Deep-Policy-Search", "DPS"]),
        ),
        paper("b", "Policy search is a classic.", ("Method", "policy search", [])),
    ]
    resolution = resolve(corpus)
    dps = target(resolution, "a", "Method", "policy search")
    assert dps != target(resolution, "b", "Method", "policy search")
    assert "policy search" not in resolution.entities[dps].aliases


def test_a_lowercase_copy_of_an_acronym_is_dropped() -> None:
    corpus = [
        paper(
            "a",
            "Adaptive sampling (AS) is cheap, as shown.",
            ("Method", "adaptive sampling", ["AS", "as"]),
        ),
        paper(
            "b", "Active search (AS) finds rare items.", ("Method", "active search", ["AS", "as"])
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "adaptive sampling") != target(
        resolution, "b", "Method", "active search"
    )


def test_an_acronym_inside_a_hyphenated_compound_is_a_fragment() -> None:
    corpus = [
        paper(
            "a",
            "Named entity recognition (NER) tags spans.",
            ("Task", "named entity recognition", ["NER"]),
        ),
        paper("b", "We study bio-NER on abstracts.", ("Task", "NER", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Task", "NER") is None
    assert resolution.rejected[("b", "task:ner")] == "fragment"


def test_a_name_with_an_acronym_word_meets_its_spelled_out_form() -> None:
    corpus = [
        paper(
            "a",
            "Test-time adaptation (TTA) updates a model.",
            ("Task", "test-time adaptation", ["TTA"]),
        ),
        paper(
            "b",
            "Online test-time adaptation is studied.",
            ("Task", "online test-time adaptation", []),
        ),
        paper("c", "We study online TTA.", ("Task", "online TTA", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "c", "Task", "online TTA") == target(
        resolution, "b", "Task", "online test-time adaptation"
    )


def test_an_undefined_acronym_meets_the_one_name_that_spells_it_over_words() -> None:
    corpus = [
        paper(
            "a", "We study kelp-frond area estimation.", ("Task", "kelp-frond area estimation", [])
        ),
        paper("b", "KFA estimation is hard.", ("Task", "KFA estimation", [])),
        # two spellings of one acronym: neither is what it stands for
        paper("c", "Deep reef mapping helps.", ("Task", "deep reef mapping", [])),
        paper("d", "Dense rock mapping helps.", ("Task", "dense rock mapping", [])),
        paper("e", "We improve DRM mapping.", ("Task", "DRM mapping", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Task", "KFA estimation") == target(
        resolution, "a", "Task", "kelp-frond area estimation"
    )
    assert target(resolution, "e", "Task", "DRM mapping") not in {
        target(resolution, "c", "Task", "deep reef mapping"),
        target(resolution, "d", "Task", "dense rock mapping"),
    }
    # a defined acronym goes by its definition, not by words that happen to spell it
    defined = paper("f", "Kelp Frond Atlas (KFA) pixels.", ("Dataset", "Kelp Frond Atlas", ["KFA"]))
    resolution = resolve([*corpus, defined])
    assert target(resolution, "b", "Task", "KFA estimation") != target(
        resolution, "a", "Task", "kelp-frond area estimation"
    )


def test_a_bare_acronym_goes_to_the_meaning_most_papers_define_it_with() -> None:
    define = "Our sparse alignment module (SAMO) aligns tokens."
    corpus = [
        paper(f"d{i}", define, ("Method", "sparse alignment module", ["SAMO"])) for i in range(3)
    ]
    # Another expansion, defined once, whose long form many papers use.
    corpus.append(
        paper(
            "x",
            "A self-attention model output (SAMO) is kept.",
            ("Method", "self-attention model output", ["SAMO"]),
        )
    )
    corpus += [
        paper(
            f"u{i}",
            "The self-attention model output is noisy.",
            ("Method", "self-attention model output", []),
        )
        for i in range(6)
    ]
    corpus.append(paper("bare", "We plug SAMO into a decoder.", ("Method", "SAMO", [])))
    resolution = resolve(corpus)
    assert target(resolution, "bare", "Method", "SAMO") == target(
        resolution, "d0", "Method", "sparse alignment module"
    )


def test_score_of_a_listed_model_is_not_the_model() -> None:
    corpus = [
        paper("a", "Images are embedded with BLIP.", ("Method", "BLIP", [])),
        paper("b", "We report the BLIP score of each caption.", ("Metric", "BLIP score", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "BLIP") != target(
        resolution, "b", "Metric", "BLIP score"
    )


def test_an_organization_word_inside_a_titled_name_is_not_a_prefix() -> None:
    assert strip_organization("Meta Imitation Learning") is None
    assert strip_organization("Fair Ranking Losses") is None
    assert strip_organization("Meta KT") is None
    assert strip_organization("NVIDIA Megatron-3") == "Megatron-3"
    # a university by the acronym it puts in front of its benchmark's name
    assert strip_organization("PKU KelpLayout", data=True) == "KelpLayout"
    assert strip_organization("fair ranking") is None
    # a dataset after an organization is a title of several words too
    assert strip_organization("Google Kelp Commands") is None
    assert strip_organization("Google Kelp Commands", data=True) == "Kelp Commands"
    assert strip_organization("Google Football", data=True) is None


def test_a_dataset_with_an_organization_in_front_is_the_dataset() -> None:
    corpus = [
        *(
            paper(f"a{n}", "We test on Kelp Commands.", ("Dataset", "Kelp Commands", []))
            for n in range(3)
        ),
        paper("b", "We test on Google Kelp Commands.", ("Dataset", "Google Kelp Commands", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Dataset", "Google Kelp Commands") == target(
        resolution, "a0", "Dataset", "Kelp Commands"
    )


def test_words_that_describe_the_data_before_a_dataset_leave_the_dataset() -> None:
    corpus = [
        paper("a", "We test on Kelp QA.", ("Dataset", "Kelp QA", [])),
        paper("b", "We test on Reef World.", ("Dataset", "Reef World", [])),
        *(
            paper(
                f"c{n}", "On multilingual Kelp QA we win.", ("Dataset", "multilingual Kelp QA", [])
            )
            for n in range(2)
        ),
        paper("d", "On rotated Reef World we win.", ("Dataset", "rotated Reef World", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "c0", "Dataset", "multilingual Kelp QA") == target(
        resolution, "a", "Dataset", "Kelp QA"
    )
    # named by the dataset's own name, however many papers add the words
    assert resolution.entities[target(resolution, "a", "Dataset", "Kelp QA")].name == "Kelp QA"
    # a variant of a benchmark is a benchmark of its own
    assert target(resolution, "d", "Dataset", "rotated Reef World") != target(
        resolution, "b", "Dataset", "Reef World"
    )


# --- the reject class ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("Simple", "modifier"),
        ("SiMPle", None),  # a coined name
        ("GELU-activated", "modifier"),
        ("E(3)-equivariant", "modifier"),
        ("2-D", "modality"),
        ("4D", "modality"),
        ("Toeplitz covariance matrix", "head noun"),
        ("transfer ability", "head noun"),
        ("target domain", "head noun"),
        ("40-90X", "value"),
        ("2.5x", "value"),
        ("proximal Dirac measure", "formalism"),
        ("masking rate", "formalism"),
        ("upper bounds", "formalism"),
        ("Kelp3P-hard", "formalism"),
        ("g_1,g_2,,g_N", "formalism"),
    ],
)
def test_more_of_the_reject_class(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize(
    "surface",
    ["domain adaptation", "k-means", "U-Net", "3D object detection", "evidence lower bound"],
)
def test_names_near_the_reject_class_are_kept(surface: str) -> None:
    assert reject_reason(surface) is None


def test_a_capitalized_kind_word_is_part_of_a_proper_name() -> None:
    assert filler_cores("Softmax Policy Method") == []
    assert filler_cores("Value Propagation Network") == []
    assert filler_cores("Quokka Benchmark") == ["Quokka"]
    assert filler_cores("ZebraNet-12 DNN") == ["ZebraNet-12"]
    # a listed model, or a listed dataset after a capitalized word, in front of a task
    assert filler_cores("BigGAN kelp generation", "Task") == ["kelp generation"]
    assert filler_cores("Gym MuJoCo kelp control", "Task") == ["kelp control"]
    assert filler_cores("k-means kelp clustering", "Task") == []
    # a model the thing runs on
    assert filler_cores("ZebraNet-enabled model") == ["ZebraNet-enabled", "ZebraNet"]
    assert filler_cores("kelp-enabled model") == []


def test_short_acronyms_typed_differently_are_not_case_variants() -> None:
    corpus = [
        paper("a", "Lower KiD is better.", ("Metric", "KID", [])),
        paper("b", "We adopt KiD as the reader.", ("Method", "KiD", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Metric", "KID") != target(resolution, "b", "Method", "KiD")


def test_an_acronym_word_meets_a_lowercase_compound_spelled_out() -> None:
    corpus = [
        # anywhere in the name, with the same words around it
        paper("e", "We study few-shot OOS detection.", ("Task", "few-shot OOS detection", [])),
        paper(
            "f",
            "Few-shot out-of-sample detection is hard.",
            ("Task", "few-shot out-of-sample detection", []),
        ),
        paper(
            "g",
            "Zero-shot out-of-sample detection is harder.",
            ("Task", "zero-shot out-of-sample detection", []),
        ),
        paper("a", "We study OOS detection for chat bots.", ("Task", "OOS detection", [])),
        paper(
            "b",
            "Out-of-sample detection flags unseen intents.",
            ("Task", "out-of-sample detection", []),
        ),
        # Two words are not enough to read initials from lowercase words.
        paper("c", "We study SS learning.", ("Task", "SS learning", [])),
        paper(
            "d",
            "Self-supervised learning needs no labels.",
            ("Task", "self-supervised learning", []),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "OOS detection") == target(
        resolution, "b", "Task", "out-of-sample detection"
    )
    assert target(resolution, "c", "Task", "SS learning") != target(
        resolution, "d", "Task", "self-supervised learning"
    )
    few_shot = target(resolution, "e", "Task", "few-shot OOS detection")
    assert few_shot == target(resolution, "f", "Task", "few-shot out-of-sample detection")
    assert few_shot != target(resolution, "g", "Task", "zero-shot out-of-sample detection")


@pytest.mark.parametrize(
    ("surface", "cleaned"),
    [
        ("precise gaze tracking", "gaze tracking"),
        ("real-world ticket routing", "ticket routing"),
        ("high-quality mesh repair", "mesh repair"),
        ("suitable kelp encoding", "kelp encoding"),
        ("costly kelp retrieval", "kelp retrieval"),
        ("well-studied kelp counting", "kelp counting"),
        ("sub-optimal kelp routing", "kelp routing"),
        ("proper orthogonal decomposition", "proper orthogonal decomposition"),
    ],
)
def test_judging_words_in_front_of_a_name_are_cut(surface: str, cleaned: str) -> None:
    assert clean_surface(surface) == cleaned


def test_an_acronym_with_a_kind_word_joins_the_acronym_written_alone() -> None:
    corpus = [
        paper(
            "a",
            "We evaluate on the QXRD dataset of powder scans.",
            ("Dataset", "QXRD dataset", ["QXRD"]),
        ),
        paper("b", "QXRD holds 9k scans.", ("Dataset", "QXRD", [])),
        paper("c", "A ZORBL model is fine-tuned.", ("Method", "ZORBL model", [])),
        paper("d", "We distil ZORBL into a small student.", ("Method", "ZORBL", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "QXRD dataset") == target(
        resolution, "b", "Dataset", "QXRD"
    )
    assert target(resolution, "c", "Method", "ZORBL model") == target(
        resolution, "d", "Method", "ZORBL"
    )


def test_a_name_shaped_entity_is_shown_without_its_kind_word() -> None:
    # Only the name with its kind word exists: the entity is still shown by the bare name.
    corpus = [
        paper("a", "The QXRD dataset is new.", ("Dataset", "QXRD dataset", [])),
        paper("b", "Existing VARNO models fail.", ("Method", "Existing VARNO models", [])),
        paper("c", "A Dorfman-Quist model is fit.", ("Method", "Dorfman-Quist model", [])),
        paper("d", "We report the WQ3 metric.", ("Metric", "WQ3 metric", [])),
    ]
    resolution = resolve(corpus)

    def shown(paper_id: str, label: str, name: str) -> CanonicalEntity:
        return resolution.entities[target(resolution, paper_id, label, name)]

    qxrd = shown("a", "Dataset", "QXRD dataset")
    assert (qxrd.name, qxrd.aliases) == ("QXRD", ["QXRD dataset"])
    assert shown("b", "Method", "Existing VARNO models").name == "VARNO"
    assert shown("d", "Metric", "WQ3 metric").name == "WQ3"
    # Capitalized words joined are a person's name: the kind word is the head noun.
    assert shown("c", "Method", "Dorfman-Quist model").name == "Dorfman-Quist model"


def test_display_name_keeps_what_says_what_the_entity_is() -> None:
    assert display_name("Standard Bayesian") == "Standard Bayesian"
    assert display_name("hidden Markov model") == "hidden Markov model"
    assert display_name("Waymo Open Dataset") == "Waymo Open Dataset"
    assert display_name("SOTA CNN") == "CNN"
    assert display_name("Recent Neural Radiance Fields") == "Neural Radiance Fields"
    assert display_name("MuJoCo environments") == "MuJoCo"
    # ... and after one with its version written apart
    assert display_name("KelpWOZ 2.1 corpus") == "KelpWOZ 2.1"
    assert display_name("Kelp 2 dataset") == "Kelp 2 dataset"
    # a name a term list knows with its first word keeps it
    assert display_name("standard accuracy") == "standard accuracy"
    # A data or measure word after capitalized words is no part of the name; a model word
    # may be ("Dorfman-Quist model").
    assert display_name("Kelp Frond Count metric") == "Kelp Frond Count"
    assert display_name("Open Kelp Scans dataset") == "Open Kelp Scans"
    assert display_name("Kelp-Frond dataset") == "Kelp-Frond"
    assert display_name("Kelp-frond dataset") == "Kelp-frond dataset"
    # a measure at a rank cutoff, and one called an evaluation score, are the measure
    assert display_name("kelp@k metrics") == "kelp@k"
    assert display_name("QZ-KS evaluation score") == "QZ-KS"
    assert display_name("human evaluation score") == "human evaluation score"
    assert display_name("Tidal Kelp Aligner method") == "Tidal Kelp Aligner"
    # a hyphenated filler written apart is one filler
    assert display_name("real world kelp frond tracking") == "kelp frond tracking"
    assert display_name("Kelp Frond model") == "Kelp Frond model"


def test_a_filler_word_that_starts_a_sentence_is_still_a_filler() -> None:
    assert filler_cores("Existing graph neural networks") == ["graph neural networks"]
    assert filler_cores("Plain Transformer") == ["Transformer"]
    assert filler_cores("MNIST dataset") == ["MNIST"]
    # A capitalized word of the name itself is not a filler.
    assert filler_cores("Open Catalyst benchmark") == ["Open Catalyst"]


# --- two meanings of one acronym ---------------------------------------------------------------


def test_two_meanings_of_one_acronym_never_meet_by_any_path() -> None:
    # "ZQ" is defined two ways; "ZQ methods" of a paper that defines it as the second meaning
    # must not carry that meaning into the first, nor may the filler and kind-word paths.
    corpus = [
        paper(
            "a",
            "We study zonal quantization (ZQ) of weights.",
            ("Method", "zonal quantization", ["ZQ"]),
        ),
        paper("b", "Zonal quantization is cheap.", ("Method", "zonal quantization", [])),
        paper("c", "ZQ methods shrink models.", ("Method", "ZQ methods", [])),
        paper(
            "d",
            "We propose zero-shot querying (ZQ) for tables; ZQ methods are strong.",
            ("Method", "zero-shot querying", ["ZQ"]),
            ("Method", "ZQ methods", []),
        ),
        paper(
            "e",
            "Zero-shot querying methods are studied.",
            ("Method", "zero-shot querying methods", []),
        ),
        paper(
            "f", "Zonal quantization methods help.", ("Method", "zonal quantization methods", [])
        ),
    ]
    resolution = resolve(corpus)
    zonal = target(resolution, "a", "Method", "zonal quantization")
    zero_shot = target(resolution, "d", "Method", "zero-shot querying")
    assert zonal != zero_shot
    assert target(resolution, "d", "Method", "ZQ methods") == zero_shot
    assert target(resolution, "e", "Method", "zero-shot querying methods") == zero_shot
    assert target(resolution, "f", "Method", "zonal quantization methods") == zonal
    assert target(resolution, "b", "Method", "zonal quantization") == zonal


def test_spellings_of_one_meaning_still_meet() -> None:
    corpus = [
        paper(
            "a",
            "A graph kernel neural net (GKNN) is used.",
            ("Method", "graph kernel neural net", ["GKNN"]),
        ),
        paper(
            "b",
            "Graph kernel neural networks (GKNN) are used.",
            ("Method", "Graph kernel neural networks", ["GKNN"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "graph kernel neural net") == target(
        resolution, "b", "Method", "Graph kernel neural networks"
    )


def test_british_spellings_meet_american_ones() -> None:
    assert american_spelling("language modelling") == "language modeling"
    assert american_spelling("Tokenisers") == "Tokenizers"
    assert american_spelling("neighbourhood sampling") == "neighborhood sampling"
    assert american_spelling("label noise") == "label noise"
    assert name_key("graph optimisation") == name_key("graph optimization")


def test_a_name_joined_to_an_acronym_by_a_hyphen_spells_no_initials() -> None:
    # "Harbor-OMT" starts with H and O, but "OMT" is an acronym, not a word starting with O:
    # the name is not the spelled-out form of an "HO"-led name.
    corpus = [
        paper(
            "a",
            "Harmonic optimization (HO) tunes rates. The HO framework is fast.",
            ("Method", "Harmonic optimization", ["HO", "HO framework"]),
        ),
        paper(
            "b",
            "We propose Harbor Online Mirror Transport (Harbor-OMT). The Harbor-OMT framework "
            "handles delays.",
            (
                "Method",
                "Harbor Online Mirror Transport",
                ["Harbor-OMT", "Harbor-OMT framework"],
            ),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Method", "Harbor Online Mirror Transport") != target(
        resolution, "a", "Method", "Harmonic optimization"
    )


def test_task_names_differing_in_a_synonymous_head_word_are_one() -> None:
    corpus = [
        paper("a", "We study glyph image synthesis.", ("Task", "glyph image synthesis", [])),
        paper("b", "Glyph image generation is hard.", ("Task", "Glyph image generation", [])),
        paper("c", "Harbor traffic prediction helps.", ("Task", "Harbor traffic prediction", [])),
        paper("d", "We do harbor traffic forecasting.", ("Task", "harbor traffic forecasting", [])),
        # estimation is not prediction: motion estimation measures, motion prediction foretells
        paper("e", "Reef motion estimation is studied.", ("Task", "Reef motion estimation", [])),
        paper("f", "Reef motion prediction is studied.", ("Task", "Reef motion prediction", [])),
        paper("g", "We study kelp categorization.", ("Task", "kelp categorization", [])),
        paper("h", "Kelp classification is hard.", ("Task", "Kelp classification", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "g", "Task", "kelp categorization") == target(
        resolution, "h", "Task", "Kelp classification"
    )
    assert target(resolution, "a", "Task", "glyph image synthesis") == target(
        resolution, "b", "Task", "Glyph image generation"
    )
    assert target(resolution, "c", "Task", "Harbor traffic prediction") == target(
        resolution, "d", "Task", "harbor traffic forecasting"
    )
    assert target(resolution, "e", "Task", "Reef motion estimation") != target(
        resolution, "f", "Task", "Reef motion prediction"
    )


def test_a_compound_adjective_of_degree_in_front_of_a_noun_is_no_name() -> None:
    text = "Low-latency decoding matters. Our decoder cuts latency and keeps high-throughput."
    corpus = [
        paper("a", text, ("Metric", "Low-latency", []), ("Metric", "high-throughput", [])),
    ]
    resolution = resolve(corpus)
    assert resolution.rejected[("a", "metric:low latency")] == "modifier"
    # at a sentence end it stands alone: the measure itself
    assert target(resolution, "a", "Metric", "high-throughput") is not None


def test_a_compound_adjective_of_degree_is_no_name_before_its_short_form_either() -> None:
    text = "High-clarity (HC) kelp maps help. We build HC kelp maps from frond scans."
    corpus = [paper("a", text, ("Method", "High-clarity", ["HC"]))]
    resolution = resolve(corpus)
    assert resolution.rejected[("a", "method:high clarity")] == "modifier"


def test_a_modifier_joined_to_a_noun_in_front_of_another_noun_is_no_name() -> None:
    text = (
        "Multi-stage detectors and off-policy methods are common. We add fine-tuning steps "
        "and self-attention layers."
    )
    corpus = [
        paper(
            "a",
            text,
            ("Method", "Multi-stage", []),
            ("Method", "off-policy", []),
            ("Method", "fine-tuning", []),
            ("Method", "self-attention", []),
        ),
        paper(
            "b", "Our controller is closed-loop control for Kelp arms.", ("Task", "closed-loop", [])
        ),
    ]
    resolution = resolve(corpus)
    assert resolution.rejected[("a", "method:off policy")] == "modifier"
    assert resolution.rejected[("b", "task:closed loop")] == "modifier"
    # a noun of doing, or "self-", names a technique
    assert target(resolution, "a", "Method", "fine-tuning") is not None
    assert target(resolution, "a", "Method", "self-attention") is not None


def test_a_name_with_an_acronym_meets_the_name_spelled_out_not_a_kind_word_variant() -> None:
    corpus = [
        paper(
            "a",
            "Quantum agent reinforcement learning (QARL) is hard. QARL tasks vary.",
            ("Task", "Quantum agent reinforcement learning", ["QARL", "QARL tasks"]),
        ),
        paper("b", "We study cooperative QARL here.", ("Task", "cooperative QARL", [])),
        paper(
            "c",
            "Cooperative quantum agent reinforcement learning matters.",
            ("Task", "Cooperative quantum agent reinforcement learning", []),
        ),
        paper("d", "Some cooperative QARL tasks exist.", ("Task", "cooperative QARL tasks", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Task", "cooperative QARL") == target(
        resolution, "c", "Task", "Cooperative quantum agent reinforcement learning"
    )


def test_a_filler_word_a_coined_short_form_spells_keeps_the_name_apart() -> None:
    corpus = [
        paper(
            "a",
            "We propose a simple image segmentation (SimpSeg) framework. SimpSeg is fast.",
            ("Method", "simple image segmentation", ["SimpSeg"]),
        ),
        paper("b", "Image segmentation is hard.", ("Task", "image segmentation", [])),
        paper("c", "We study image segmentation.", ("Task", "image segmentation", [])),
    ]
    resolution = resolve(corpus)
    method = target(resolution, "a", "Method", "simple image segmentation")
    assert method != target(resolution, "b", "Task", "image segmentation")
    assert resolution.entities[method].name == "simple image segmentation"


def test_a_bare_acronym_no_paper_defines_goes_to_the_name_it_spells_in_its_paper() -> None:
    corpus = [
        paper(
            "a",
            "Readers such as Kelp-in-Decoder are strong; ours is cheaper than KiD.",
            ("Method", "Kelp-in-Decoder", []),
            ("Method", "KiD", []),
        ),
        paper("b", "We also run KiD on kelp.", ("Method", "KiD", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "KiD") == target(
        resolution, "a", "Method", "Kelp-in-Decoder"
    )


def test_2d_is_the_default_of_a_vision_task_and_keeps_its_acronym_apart() -> None:
    corpus = [
        paper(
            "a",
            "We study 2D kelp pose estimation (2D KPE) from photos.",
            ("Task", "2D kelp pose estimation", ["2D KPE"]),
        ),
        paper("b", "Kelp pose estimation is hard.", ("Task", "Kelp pose estimation", [])),
        paper("c", "Kelp pose estimation is old.", ("Task", "Kelp pose estimation", [])),
        paper(
            "d",
            "Kelp pitch estimation (KPE) is new. KPE helps.",
            ("Task", "Kelp pitch estimation", ["KPE"]),
        ),
        paper("e", "We report KPE results.", ("Task", "KPE", [])),
        paper("f", "KPE matters.", ("Task", "KPE", [])),
    ]
    resolution = resolve(corpus)
    pose = target(resolution, "b", "Task", "Kelp pose estimation")
    assert target(resolution, "a", "Task", "2D kelp pose estimation") == pose
    assert target(resolution, "d", "Task", "Kelp pitch estimation") != pose


def test_of_two_names_as_widespread_the_spelled_out_one_names_the_node() -> None:
    corpus = [
        paper(
            "a",
            "Semi-supervised kelp detection (SKD) is hard. Semi-supervised KD needs labels.",
            ("Task", "semi-supervised kelp detection", ["semi-supervised KD"]),
        ),
        paper("b", "Semi-supervised KD is studied.", ("Task", "semi-supervised KD", [])),
        paper(
            "c",
            "We study semi-supervised kelp detection.",
            ("Task", "semi-supervised kelp detection", []),
        ),
    ]
    resolution = resolve(corpus)
    node = target(resolution, "b", "Task", "semi-supervised KD")
    assert node == target(resolution, "c", "Task", "semi-supervised kelp detection")
    assert resolution.entities[node].name == "semi-supervised kelp detection"


def test_a_listed_model_called_by_its_architecture_is_the_model() -> None:
    assert filler_cores("BERT Transformer", "Method") == ["BERT"]
    assert filler_cores("BERT Transformer models", "Method") == ["BERT Transformer", "BERT"]
    # a name the term lists know whole, or no listed model in front
    assert filler_cores("Swin Transformer", "Method") == []
    assert filler_cores("Kelp Transformer", "Method") == []


def test_a_model_word_after_a_doing_names_models_built_on_it() -> None:
    # message passing: a listed technique named by a doing
    assert filler_cores("message passing networks", "Method") == []
    assert filler_cores("message passing GNNs", "Method") == []
    # a capitalized name's own model is the name
    assert filler_cores("Kelp Regression model", "Method") == ["Kelp Regression"]
    assert filler_cores("message passing layer", "Method") == ["message passing"]
    assert filler_cores("KelpNet-50 model", "Method") == ["KelpNet-50"]
    # a task's models are the task's, as before
    assert filler_cores("image captioning models", "Task") == ["image captioning"]


@pytest.mark.parametrize(
    ("surface", "manner"),
    [
        # the kind of model is a filler however many papers write it
        ("deep kelp clustering", False),
        ("neural frond compression", False),
        ("replay-based kelp learning", True),
        ("Replay-based kelp learning", True),
        ("label-efficient kelp segmentation", False),
        # a listed filler of several words is the whole way of learning
        ("deep learning based kelp tracking", False),
        ("learning-based kelp tracking", False),
        ("efficient kelp detection", False),
        ("kelp clustering", False),
    ],
)
def test_a_task_name_opening_with_a_word_of_its_manner(surface: str, manner: bool) -> None:
    assert opens_with_means_word(surface) is manner


def test_a_verb_and_its_object_meet_the_object_and_its_noun_of_doing() -> None:
    corpus = [
        paper("a", "We study predicting kelp growth.", ("Task", "predicting kelp growth", [])),
        paper("b", "Kelp growth prediction is hard.", ("Task", "Kelp growth prediction", [])),
        paper("c", "Forecasting kelp blooms matters.", ("Task", "Forecasting kelp blooms", [])),
        paper("d", "We do kelp bloom forecasting.", ("Task", "kelp bloom forecasting", [])),
        # another verb on the same object is another task
        paper("e", "We study generating kelp growth.", ("Task", "generating kelp growth", [])),
        # the items a doing handles are no part of the task's name
        paper("f", "Detecting kelp samples is hard.", ("Task", "Detecting kelp samples", [])),
        paper("g", "We study kelp detection.", ("Task", "kelp detection", [])),
        paper("h", "Detecting kelp frond data.", ("Task", "detecting kelp frond data", [])),
        paper("i", "We study frond detection.", ("Task", "frond detection", [])),
    ]
    resolution = resolve(corpus)
    growth = target(resolution, "b", "Task", "Kelp growth prediction")
    assert target(resolution, "a", "Task", "predicting kelp growth") == growth
    blooms = target(resolution, "d", "Task", "kelp bloom forecasting")
    assert target(resolution, "c", "Task", "Forecasting kelp blooms") == blooms
    assert target(resolution, "e", "Task", "generating kelp growth") != growth
    kelp = target(resolution, "g", "Task", "kelp detection")
    assert target(resolution, "f", "Task", "Detecting kelp samples") == kelp
    # "kelp frond data" is kelp frond detection, not frond detection
    assert target(resolution, "h", "Task", "detecting kelp frond data") not in (
        kelp,
        target(resolution, "i", "Task", "frond detection"),
    )


def test_learning_and_its_object_meet_the_object_and_learning() -> None:
    corpus = [
        paper("a", "We study learning frond maps.", ("Task", "learning frond maps", [])),
        paper("b", "Frond map learning is hard.", ("Task", "Frond map learning", [])),
        paper("c", "We study learning kelp codes.", ("Task", "learning kelp codes", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "learning frond maps") == target(
        resolution, "b", "Task", "Frond map learning"
    )
    # no "kelp code learning" in the corpus: the phrase stays as written
    assert target(resolution, "c", "Task", "learning kelp codes") == "task:learning kelp code"


def test_a_doing_named_with_of_before_its_object_is_the_same_task() -> None:
    corpus = [
        paper("a", "We study detection of kelp fronds.", ("Task", "detection of kelp fronds", [])),
        paper("b", "We study kelp frond detection.", ("Task", "kelp frond detection", [])),
        paper("c", "We study modeling of kelp growth.", ("Task", "modeling of kelp growth", [])),
        paper("d", "We study modeling kelp growth.", ("Task", "modeling kelp growth", [])),
        paper("e", "We study modelling of frond data.", ("Task", "modelling of frond data", [])),
        paper("f", "We study frond data modelling.", ("Task", "frond data modelling", [])),
        # a noun that names no doing keeps its "of"
        paper("g", "We study density of kelp.", ("Task", "density of kelp", [])),
        paper("h", "We study kelp density.", ("Task", "kelp density", [])),
    ]
    resolution = resolve(corpus)

    def same(first: tuple[str, str], second: tuple[str, str]) -> bool:
        return target(resolution, first[0], "Task", first[1]) == target(
            resolution, second[0], "Task", second[1]
        )

    assert same(("a", "detection of kelp fronds"), ("b", "kelp frond detection"))
    assert same(("c", "modeling of kelp growth"), ("d", "modeling kelp growth"))
    assert same(("e", "modelling of frond data"), ("f", "frond data modelling"))
    assert not same(("g", "density of kelp"), ("h", "kelp density"))


def test_a_listed_name_written_in_capitals_is_no_acronym_s_meaning() -> None:
    corpus = [
        paper("a", "We report the DICE score of each mask.", ("Metric", "DICE score", [])),
        paper("b", "The Dice score rises.", ("Metric", "Dice score", [])),
        paper(
            "c",
            "We propose kelp importance correction estimation (DICE) for evaluation.",
            ("Method", "kelp importance correction estimation", ["DICE"]),
        ),
        paper("d", "DICE improves the estimates.", ("Method", "DICE", [])),
    ]
    resolution = resolve(corpus)
    dice = target(resolution, "b", "Metric", "Dice score")
    assert target(resolution, "a", "Metric", "DICE score") == dice
    assert target(resolution, "d", "Method", "DICE") != dice


def test_what_one_paper_took_a_measure_of_joins_no_other_papers_measure() -> None:
    corpus = [
        paper("a", "KelpNet raises reef accuracy.", ("Metric", "accuracy", ["reef accuracy"])),
        paper("b", "FrondNet reports reef accuracy.", ("Metric", "reef accuracy", [])),
        paper("c", "FrondNet reports model accuracy.", ("Metric", "accuracy", ["model accuracy"])),
        paper("d", "QZNet reports model accuracy.", ("Metric", "model accuracy", [])),
        paper(
            "e", "KelpNet cuts shell error rates.", ("Metric", "error rate", ["shell error rates"])
        ),
        paper("f", "FrondNet reports shell error rate.", ("Metric", "shell error rate", [])),
    ]
    resolution = resolve(corpus)
    assert not one_node(resolution, "Metric", ("a", "accuracy"), ("b", "reef accuracy"))
    assert not one_node(resolution, "Metric", ("e", "error rate"), ("f", "shell error rate"))
    # a qualifier a term list knows adds nothing: the measure itself
    assert one_node(resolution, "Metric", ("c", "accuracy"), ("d", "model accuracy"))


def test_the_language_pair_one_paper_used_joins_no_other_papers_data() -> None:
    corpus = [
        paper("a", "We score on KelpMT'14 En-De.", ("Dataset", "KelpMT'14", ["KelpMT'14 En-De"])),
        paper("b", "We score on KelpMT'14 Ro-En.", ("Dataset", "KelpMT'14", ["KelpMT'14 Ro-En"])),
        paper("c", "We score on KelpMT'14 Ro-En.", ("Dataset", "KelpMT'14 Ro-En", [])),
    ]
    resolution = resolve(corpus)
    node = target(resolution, "a", "Dataset", "KelpMT'14")
    assert node == target(resolution, "b", "Dataset", "KelpMT'14")
    assert resolution.entities[node].name == "KelpMT'14"
    assert node != target(resolution, "c", "Dataset", "KelpMT'14 Ro-En")


def test_a_possessive_name_is_the_name_in_front_of_the_noun() -> None:
    assert name_key("Kelpson's method") == name_key("Kelpson method")
    assert name_key("Kelpson’s algorithm") == name_key("Kelpson algorithm")
    corpus = [
        paper("a", "We apply Kelpson's method to reefs.", ("Method", "Kelpson's method", [])),
        paper("b", "A Kelpson method solves frond systems.", ("Method", "Kelpson method", [])),
    ]
    assert one_node(resolve(corpus), "Method", ("a", "Kelpson's method"), ("b", "Kelpson method"))
