"""Relations of docs/design.md with their evidence sentences, on abstracts written for the tests."""

from __future__ import annotations

import pytest
from extract_support import by_rules
from spacy.tokens import Doc, Span

from kg.model import PAPER, Extraction, Paper

ABSTRACT = (
    "Few-shot relation extraction remains hard for rare relations. "
    "We propose Prototype Graph Matching (PGM), a meta-learning framework "
    "for relation classification. "
    "PGM integrates a Relation Prototype Encoder (RPE) with a graph-based matcher. "
    "Experiments on FewRel and TACRED show that PGM outperforms BERT and prototypical networks "
    "in terms of F1."
)


def triples(extraction: Extraction) -> set[tuple[str, str, str]]:
    names = {e.key: e.name for e in extraction.entities}
    return {
        (r.type, names.get(r.source, r.source), names.get(r.target, r.target))
        for r in extraction.relations
    }


def test_paper_level_relations() -> None:
    got = triples(by_rules(ABSTRACT))
    assert ("PROPOSES", PAPER, "Prototype Graph Matching") in got
    assert ("EVALUATES_ON", PAPER, "FewRel") in got
    assert ("EVALUATES_ON", PAPER, "TACRED") in got
    assert ("USES", PAPER, "BERT") in got
    assert ("REPORTS", PAPER, "F1") in got
    assert ("ADDRESSES", PAPER, "Few-shot relation extraction") in got


def test_method_relations() -> None:
    got = triples(by_rules(ABSTRACT))
    assert ("COMPARED_WITH", "Prototype Graph Matching", "BERT") in got
    assert ("PART_OF", "Relation Prototype Encoder", "Prototype Graph Matching") in got
    # A named part of the proposed method is proposed too, and not merely used.
    assert ("PROPOSES", PAPER, "Relation Prototype Encoder") in got
    assert ("USES", PAPER, "Relation Prototype Encoder") not in got


def test_evidence_is_the_supporting_sentence() -> None:
    extraction = by_rules(ABSTRACT)
    keys = {e.name: e.key for e in extraction.entities}
    (proposes,) = [
        r
        for r in extraction.relations
        if r.type == "PROPOSES" and r.target == keys["Prototype Graph Matching"]
    ]
    assert proposes.evidence.startswith("We propose Prototype Graph Matching (PGM)")
    (compared,) = [
        r for r in extraction.relations if r.type == "COMPARED_WITH" and r.target == keys["BERT"]
    ]
    assert "outperforms BERT" in compared.evidence


def test_relation_endpoints_are_entities_of_the_paper() -> None:
    extraction = by_rules(ABSTRACT)
    keys = {e.key for e in extraction.entities} | {PAPER}
    for relation in extraction.relations:
        assert relation.source in keys and relation.target in keys


def test_passive_proposal_and_no_proposal_without_author() -> None:
    got = triples(by_rules("A new optimizer, called SwiftAdam, is proposed for sparse models."))
    assert ("PROPOSES", PAPER, "SwiftAdam") in got
    got = triples(by_rules("Prior work proposed DeepWalk for node embeddings."))
    assert ("PROPOSES", PAPER, "DeepWalk") not in got
    assert ("USES", PAPER, "DeepWalk") in got


def test_task_in_the_object_is_addressed_not_proposed() -> None:
    got = triples(by_rules("We propose an image captioning framework named CapFlow."))
    assert ("PROPOSES", PAPER, "CapFlow") in got
    assert ("ADDRESSES", PAPER, "image captioning") in got


def test_comparison_with_our_method() -> None:
    text = "We introduce LoomNet for video tasks. Compared to SlowFast, our approach is faster."
    got = triples(by_rules(text))
    assert ("COMPARED_WITH", "LoomNet", "SlowFast") in got


def test_methods_built_on_another_are_compared_with_it_not_evaluated_on_it() -> None:
    text = (
        "We propose KelpNet for frond counting. KelpNet outperforms methods based on "
        "knowledge distillation by a large margin on navigation tasks."
    )
    got = triples(by_rules(text))
    assert ("COMPARED_WITH", "KelpNet", "knowledge distillation") in got


def test_empty_abstract_has_no_relations() -> None:
    assert by_rules("").relations == []


def test_new_names_after_the_proposal_are_its_parts() -> None:
    text = (
        "We propose TideFormer for tabular forecasting. "
        "Our training combines a Horizon Margin Loss with a Gated Residual Cache. "
        "TideFormer outperforms DeepAR and uses Adam."
    )
    got = triples(by_rules(text))
    assert ("PART_OF", "Horizon Margin Loss", "TideFormer") in got
    assert ("PROPOSES", PAPER, "Horizon Margin Loss") in got
    # Compared and well-known methods are not parts.
    assert ("PART_OF", "DeepAR", "TideFormer") not in got
    assert ("PART_OF", "Adam", "TideFormer") not in got
    assert ("COMPARED_WITH", "TideFormer", "DeepAR") in got


def test_a_name_after_a_comparison_word_is_no_part_however_it_is_parsed() -> None:
    text = (
        "We present GlowNet, a kelp counter. Extensive experiments demonstrate that the "
        "proposed method outperforms current KD approaches on a highly-competitive baseline, "
        "QZNet, without extra cost."
    )
    got = triples(by_rules(text))
    assert ("PART_OF", "QZNet", "GlowNet") not in got
    assert ("PROPOSES", PAPER, "QZNet") not in got
    # A sentence that opens with the comparison names the authors' side after it.
    text = (
        "We propose GlowNet for kelp counting. Compared with earlier counters, our model "
        "combines a Tidal Gate Module with GlowNet."
    )
    assert ("PART_OF", "Tidal Gate Module", "GlowNet") in triples(by_rules(text))


def test_a_listed_model_the_method_incorporates_is_used_not_proposed() -> None:
    text = (
        "In this paper, we propose KelpFo, a cascade of models. "
        "Our KelpFo incorporates CLIP's language knowledge and a new Kelp Router."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "KelpFo") in got
    assert ("PROPOSES", PAPER, "CLIP") not in got
    assert ("USES", PAPER, "CLIP") in got


def test_a_listed_technique_in_lowercase_is_used_not_a_part() -> None:
    text = (
        "In this paper, we propose KelpFo, a cascade of models. "
        "Our KelpFo integrates self-attention and a new Kelp Gate Module."
    )
    got = triples(by_rules(text))
    assert ("USES", PAPER, "self-attention") in got
    assert ("PART_OF", "self-attention", "KelpFo") not in got
    assert ("PART_OF", "Kelp Gate Module", "KelpFo") in got


def kinds(text: str, name: str, title: str | None = None) -> set[str]:
    """Relation types from the paper to the entity called ``name``."""
    from kg.model import Paper

    paper = Paper(id="t", abstract=text, source="<test>", title=title)
    extraction = by_rules(text, paper)
    keys = {e.key for e in extraction.entities if e.name == name}
    assert keys, f"{name} was not extracted"
    return {r.type for r in extraction.relations if r.source == PAPER and r.target in keys}


@pytest.mark.parametrize(
    "text",
    [
        "We present extensive kelp experiments that show the gains.",
        "We propose practical kelp methods to solve it.",
        "We propose sparse kelp networks to solve it.",
        "We propose using kelp pooling to solve it.",
        "We present kelp experiments showing that fronds grow.",
        "We present theoretical kelp backing for it.",
        "We propose the strongest possible kelp attack, which fools fronds.",
    ],
)
def test_a_report_a_kind_of_method_or_a_family_after_the_verb_names_nothing(text: str) -> None:
    # what a paper reports, a kind of method only described, many things in the plural and
    # a verb in "-ing" are no name of the paper's own
    assert not [r for r in by_rules(text).relations if r.type == "PROPOSES"]


def test_task_and_dataset_in_a_contribution_sentence_are_not_proposed() -> None:
    text = "We propose a new transition-based aligner for semantic role labeling on OntoNotes."
    assert kinds(text, "semantic role labeling") == {"ADDRESSES"}
    # A name modifying an object that is not a method word is what it works on.
    text = "In this paper, we propose a new graph-aware AMR aligner. It is fast."
    assert "PROPOSES" not in kinds(text, "AMR")


def test_family_after_for_is_not_proposed() -> None:
    text = "We present a scalable architecture for deep reinforcement learning. It is fast."
    # The recognizer may name the family with or without "deep": either is not proposed.
    names = {e.name for e in by_rules(text).entities if e.name.endswith("reinforcement learning")}
    assert names
    for name in names:
        assert "PROPOSES" not in kinds(text, name)


def test_new_resources_are_proposed_with_a_resource_cue() -> None:
    text = "We introduce a new benchmark for table reasoning, TabSpin. GPT-4 fails on TabSpin."
    assert kinds(text, "TabSpin") == {"PROPOSES"}
    text = "We release HaloSet, a dataset of two million captioned scans."
    assert kinds(text, "HaloSet") == {"PROPOSES"}


def test_own_names_of_the_method_are_proposed() -> None:
    text = "Sparse routing is slow. We compare our HaloNet with dense routers on ImageNet."
    assert kinds(text, "HaloNet") == {"PROPOSES"}
    text = "Routing is slow. GlowNet, a novel sparse router, halves the cost."
    assert kinds(text, "GlowNet") == {"PROPOSES"}
    text = "Routing is slow. We study a router, dubbed GlowNet, that halves the cost."
    assert kinds(text, "GlowNet") == {"PROPOSES"}


def test_title_lead_marks_the_proposed_method() -> None:
    text = "Routing is slow. GlowNet routes tokens sparsely and beats BERT."
    assert kinds(text, "GlowNet") == {"USES"}
    assert kinds(text, "GlowNet", title="GlowNet: Sparse Routing at Scale") == {"PROPOSES"}
    # A method after "using"/"with" in the title is used, not proposed.
    titled = kinds(text, "BERT", title="Faster Routing using BERT")
    assert titled == {"USES"}


def test_a_title_leading_with_a_known_technique_in_plain_words_studies_it() -> None:
    text = "Knowledge distillation trains small students. We bound the gap of the students."
    title = "Knowledge Distillation: A Bound for Small Students"
    assert kinds(text, "Knowledge distillation", title=title) == {"USES"}
    # said to be new in the abstract, it is proposed whatever the title
    text = "We propose a new knowledge distillation for small students."
    assert "PROPOSES" in kinds(text, "knowledge distillation", title=title)


def test_comparison_targets_exclude_where_the_comparison_happens() -> None:
    text = "We propose GlowNet, a sparse router. GlowNet outperforms BERT on HaloBench and TabSpin."
    got = triples(by_rules(text))
    assert ("COMPARED_WITH", "GlowNet", "BERT") in got
    assert not any(t == "COMPARED_WITH" and o in ("HaloBench", "TabSpin") for t, _, o in got)


def test_background_tasks_get_no_addresses_edge() -> None:
    text = (
        "While graph networks have advanced domains like molecule generation, traffic "
        "remains open. We propose FlowSched for traffic forecasting. Unlike prior work on "
        "route planning, our method outperforms Tabu and GreedyNet on standard instances."
    )
    got = triples(by_rules(text))
    addressed = {target for kind, _, target in got if kind == "ADDRESSES"}
    assert "traffic forecasting" in addressed
    assert "molecule generation" not in addressed
    assert "route planning" not in addressed
    assert ("COMPARED_WITH", "FlowSched", "Tabu") in got
    assert ("COMPARED_WITH", "FlowSched", "GreedyNet") in got
    assert ("USES", PAPER, "Tabu") in got


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our encoder, termed as LatticeNet, stacks sparse lattices.", "LatticeNet"),
        ("We add one small router (named Query Fountain) to each block.", "Query Fountain"),
        (
            "We propose a pruning rule, referred to as Shining Subsets, for replay.",
            "Shining Subsets",
        ),
        ("On three graphs the proposed FlowRanger halves the error.", "FlowRanger"),
        ("We use masked modeling as a pretext for our anomaly detection framework (MADF).", "MADF"),
        ("Our proposed pruning algorithm (KelpCut) then removes the dead weights.", "KelpCut"),
        ("The proposed ranking network (RankKelp) is fast on long lists.", "RankKelp"),
    ],
)
def test_names_the_authors_give_are_proposed(text: str, name: str) -> None:
    extraction = by_rules(text)
    keys = {e.key for e in extraction.entities if e.name == name}
    assert keys, [e.name for e in extraction.entities]
    assert any(r.type == "PROPOSES" and r.target in keys for r in extraction.relations)


def test_a_listed_common_technique_is_used_not_proposed() -> None:
    got = triples(
        by_rules("We propose a retrieval method built on triplet loss and self-attention.")
    )
    assert ("PROPOSES", PAPER, "triplet loss") not in got
    assert ("USES", PAPER, "triplet loss") in got
    # A listed proper name can be this paper's own.
    got = triples(by_rules("We introduce EfficientNetV2, a family of faster models."))
    assert ("PROPOSES", PAPER, "EfficientNetV2") in got
    # Common words in title case are a listed technique all the same.
    got = triples(by_rules("We propose Neural Ordinary Differential Equations for kelp growth."))
    assert ("PROPOSES", PAPER, "Neural Ordinary Differential Equations") not in got


MIXER = (
    "We present Harbor Gate Module, a router that sends tokens between experts. "
    "We then propose Ripple Mixer Network, a sparse transformer for long documents that "
    "uses the Harbor Gate Module. Ripple Mixer Network outperforms BERT on QuillSet."
)


def test_the_method_a_title_leads_with_is_the_main_one() -> None:
    from kg.model import Paper

    untitled = triples(by_rules(MIXER))
    # Without a title the first proposal is taken for the main method.
    assert ("PART_OF", "Ripple Mixer Network", "Harbor Gate Module") in untitled
    title = "Ripple Mixer Network: Sparse Routing for Long Documents"
    got = triples(by_rules(MIXER, Paper(id="t", abstract=MIXER, source="<test>", title=title)))
    assert not {t for t in got if t[0] == "PART_OF" and t[1] == "Ripple Mixer Network"}
    assert ("PROPOSES", PAPER, "Ripple Mixer Network") in got
    assert ("COMPARED_WITH", "Ripple Mixer Network", "BERT") in got


def test_a_short_form_or_variant_of_the_main_method_is_not_its_part() -> None:
    text = (
        "We propose Ripple Mixer Network, a sparse transformer for long documents. "
        "Our network integrates a new Harbor Gate Module. "
        "Our RMxN variant further prunes experts, and our Sparse Ripple Mixer Network adds "
        "a cache."
    )
    got = triples(by_rules(text))
    assert ("PART_OF", "Harbor Gate Module", "Ripple Mixer Network") in got
    for variant in ("RMxN", "Sparse Ripple Mixer Network"):
        assert ("PROPOSES", PAPER, variant) in got
        assert ("PART_OF", variant, "Ripple Mixer Network") not in got


@pytest.mark.parametrize(
    ("sentence", "baselines"),
    [
        ("Compared with QuokkaGate, KelpNet halves the training cost.", {"QuokkaGate"}),
        (
            "Unlike GShard and QuokkaGate, KelpNet needs no auxiliary loss.",
            {"GShard", "QuokkaGate"},
        ),
        # the commas of a list inside the comparison do not close it
        (
            "Compared with GShard, QuokkaGate, and FrondMoE, KelpNet halves the cost.",
            {"GShard", "QuokkaGate", "FrondMoE"},
        ),
    ],
)
def test_a_sentence_led_by_a_comparison_compares_what_follows_the_comma(
    sentence: str, baselines: set[str]
) -> None:
    text = f"We propose KelpNet, a gating network for mixtures of experts. {sentence}"
    got = triples(by_rules(text))
    compared = {t[2] for t in got if t[0] == "COMPARED_WITH" and t[1] == "KelpNet"}
    assert compared == baselines


@pytest.mark.parametrize(
    "sentence",
    [
        # a described module in the authors' voice, even in lowercase
        "Our network consists of a distribution adaptation module (DAM) and two heads.",
        # what a method is composed of
        "QZNet is composed of a distribution adaptation module (DAM) and a decoder.",
    ],
)
def test_a_module_of_the_method_is_its_part(sentence: str) -> None:
    text = f"We propose QZNet, a sparse network for kelp segmentation. {sentence}"
    got = triples(by_rules(text))
    assert ("PART_OF", "distribution adaptation module", "QZNet") in got
    assert ("PROPOSES", PAPER, "distribution adaptation module") in got


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        (
            "We refer to our method as detection of kelp consistency (DKC).",
            "detection of kelp consistency",
        ),
        ("The resulting model, named QZNet, matches the perplexity of larger models.", "QZNet"),
        (
            "We equip our kelp tagger with two designs called Frond-based Imitation (FBI) "
            "and Reef Weighting (RW).",
            "Reef Weighting",
        ),
        ("As such, the method is named as dense kelp fields (DKFs).", "dense kelp fields"),
        ("This benchmark is dubbed ReefQA.", "ReefQA"),
    ],
)
def test_names_the_authors_give_their_result_are_proposals(sentence: str, name: str) -> None:
    text = f"We revisit gating for sparse experts. {sentence}"
    assert ("PROPOSES", PAPER, name) in triples(by_rules(text))


@pytest.mark.parametrize(
    ("text", "compared"),
    [
        ("We propose GlowNet, a new optimizer. It even defeats QZNet with no extra data.", True),
        (
            "We propose GlowNet, a sparse solver. Surprisingly, it is strictly better than the "
            "popular QZNet method.",
            True,
        ),
        # "it" after a sentence about another method is that method.
        (
            "QZNet is a popular optimizer. However, it performs worse than ZapSet on long "
            "inputs. We propose GlowNet.",
            False,
        ),
    ],
)
def test_it_after_a_sentence_about_the_proposal_is_the_proposal(text: str, compared: bool) -> None:
    got = triples(by_rules(text))
    assert any(t[0] == "COMPARED_WITH" and t[1] == "GlowNet" for t in got) is compared


@pytest.mark.parametrize(
    ("text", "name", "proposed"),
    [
        # a passive verb of making, with a subject called new
        (
            "We study gesture generation. Then, a novel Glow Audio Transformer is devised to "
            "attend to both modalities.",
            "Glow Audio Transformer",
            True,
        ),
        ("The Glow Audio Transformer was designed for speech.", "Glow Audio Transformer", False),
        # a passive of earlier work
        (
            "Recently, random glow attentions (RGAs) are proposed to speed up attention.",
            "random glow attentions",
            False,
        ),
        (
            "The Glow Audio Transformer has been proposed for speech. We study its bias.",
            "Glow Audio Transformer",
            False,
        ),
        # what the authors introduce as the means of what they aim to do
        (
            "In this paper we aim to close the gap by introducing Kelp Line Mapper, a system.",
            "Kelp Line Mapper",
            True,
        ),
        # a passive in the past tense tells of earlier work, unless placed in the paper
        (
            "Designs such as Glow Sampling (GS) were proposed for kelp search. We study them.",
            "Glow Sampling",
            False,
        ),
        (
            "In this paper, Glow Sampling (GS) was proposed for kelp search.",
            "Glow Sampling",
            True,
        ),
        # a name the authors give in a relative clause
        (
            "On standard benchmarks, our approach, which we name GLOW-MAML, performs well.",
            "GLOW-MAML",
            True,
        ),
        ("The resulting algorithm, GlowCo, has a low sample complexity.", "GlowCo", True),
        # a name coined in a relative clause for what the authors just described, and what
        # their steps result in
        (
            "We add sparse corrections, which we call locally corrected Glow (LCG).",
            "locally corrected Glow",
            True,
        ),
        (
            "We add output limits. The resulting Output-Limited Glow Net (OLGN) is exact.",
            "Output-Limited Glow Net",
            True,
        ),
        # a name alone after a dash that ends a sentence proposing a model
        (
            "We propose a model that parses glow trees without any labels - UGlow-Net.",
            "UGlow-Net",
            True,
        ),
        ("Prior work used UGlow-Net - a strong baseline.", "UGlow-Net", False),
        # the name a naming word gives is the contribution, not the words before its kind noun
        (
            "We propose a distributed BERT training technique named Glow Sync (GS).",
            "BERT",
            False,
        ),
        (
            "We propose a distributed BERT training technique named Glow Sync (GS).",
            "Glow Sync",
            True,
        ),
        # the numbered items after the authors propose a number of things
        (
            "We propose two procedures to fit it (1) Glow Sweep: it grows; and (2) GLOWCUT: "
            "it prunes.",
            "GLOWCUT",
            True,
        ),
        (
            "Two baselines exist (1) Glow Sweep: it grows; and (2) GLOWCUT: it prunes.",
            "GLOWCUT",
            False,
        ),
        # each name after "our proposed" and "and"
        (
            "This leads to our proposed Glow Certificate (GC) and Glow Training (GT).",
            "Glow Training",
            True,
        ),
        ("This beats the Glow Certificate (GC) and Glow Training (GT).", "Glow Training", False),
        # the authors' own kind noun with modifiers, in front or behind
        ("Our adapter-based kelp method, GlowCo, beats full tuning.", "GlowCo", True),
        ("GlowCo, our adapter-based kelp method, beats full tuning.", "GlowCo", True),
        ("Unlike our earlier kelp work, GlowCo, it scales.", "GlowCo", False),
        ("Based on Kelp Nets (KN), our kelp detector is more accurate.", "Kelp Nets", False),
        # a naming verb with the authors as subject
        ("We call our method GlowCo.", "GlowCo", True),
        ("We thus term our resulting algorithm GlowCo-BRC.", "GlowCo-BRC", True),
        ("We call these kelp experts Glow Good, as no learner copies them.", "Glow Good", False),
        # a lowercase name given in the authors' voice
        (
            "First is a novel augmentation strategy called zebra-text mixing for training.",
            "zebra-text mixing",
            True,
        ),
        (
            "Prior work used a strategy called zebra-text mixing for training.",
            "zebra-text mixing",
            False,
        ),
        # a name in plain lowercase words right after the authors' verb: theirs
        (
            "We propose reef order learning to sort the fronds of a kelp forest.",
            "reef order learning",
            True,
        ),
        (
            "This paper introduces reef co-training, a regularization method for kelp models.",
            "reef co-training",
            True,
        ),
        # the authors' naming verb in a relative clause after a kind of method
        (
            "This work studies an algorithm, which we call zebra mirror descent, for games.",
            "zebra mirror descent",
            True,
        ),
        # a second object parsed as a conjunct of the verb
        (
            "We present GlowTune for tuning, as well as a Pseudo Zebra Contrast (PZC) "
            "mechanism to reduce bias.",
            "Pseudo Zebra Contrast",
            True,
        ),
    ],
)
def test_ways_of_saying_the_paper_contributes_a_method(
    text: str, name: str, proposed: bool
) -> None:
    got = triples(by_rules(text))
    assert (("PROPOSES", PAPER, name) in got) is proposed
    assert (("USES", PAPER, name) in got) is not proposed


@pytest.mark.parametrize(
    ("second", "part"),
    [
        ("In GlowNet, a spatio-temporal glow encoder (SGE) captures long-range cues.", True),
        ("Finally, an information glow module (IGM) merges the two streams.", True),
        # another named method beside the main one is its baseline or backbone
        ("GlowNet improves the Zebra Fusion Network (ZFN) by a wide margin.", False),
        ("An information glow module was used by earlier trackers.", False),
    ],
)
def test_a_component_the_authors_describe_after_their_method_is_its_part(
    second: str, part: bool
) -> None:
    got = triples(by_rules(f"We propose GlowNet for segmentation. {second}"))
    parts = {t[1] for t in got if t[0] == "PART_OF" and t[2] == "GlowNet"}
    assert bool(parts) is part, got


def test_a_formalism_after_the_main_method_is_no_part_of_it() -> None:
    text = (
        "We propose GlowNet for kelp counting with many agents. We provide PAC analysis for "
        "GlowNet based algorithms and highlight their relevance to the class of rich "
        "observation MDPs."
    )
    got = triples(by_rules(text))
    assert not any("MDP" in str(t) for t in got if t[0] in ("PART_OF", "PROPOSES")), got


def test_parts_listed_in_the_sentence_that_brings_the_method() -> None:
    text = (
        "We propose the Kelp Distillation Pyramid (KDP), a framework including a Kelp "
        "Knowledge Extraction (KKE) module and a Widget Fusion Head (WFH). KDP outperforms "
        "QZNet on Kelp20K."
    )
    got = triples(by_rules(text))
    for part in ("Kelp Knowledge Extraction", "Widget Fusion Head"):
        assert ("PART_OF", part, "Kelp Distillation Pyramid") in got
        assert ("PROPOSES", PAPER, part) in got
    # A name before the method, or with no word of listing between them, is no part.
    text = "Unlike QZNet, we propose the Kelp Distillation Pyramid (KDP) with a Widget Head."
    got = triples(by_rules(text))
    assert ("PART_OF", "QZNet", "Kelp Distillation Pyramid") not in got
    assert ("PROPOSES", PAPER, "Widget Head") not in got


def test_describe_and_derive_propose_a_name_not_a_description() -> None:
    got = triples(by_rules("We describe Simulated Kelp Learning (SimKL), a model-based agent."))
    assert ("PROPOSES", PAPER, "Simulated Kelp Learning") in got
    got = triples(by_rules("We derive Kelp Gate Descent (KGD) from a widget bound."))
    assert ("PROPOSES", PAPER, "Kelp Gate Descent") in got
    # A description after them is often earlier work or a result.
    text = "We describe an analytic kelp approximation and compare QZNet with it."
    got = triples(by_rules(text))
    assert not any(kind == "PROPOSES" for kind, _, _ in got)


def test_a_name_after_the_colon_of_a_proposal_is_proposed() -> None:
    text = (
        "We propose a novel sequence model for kelp forecasting: Kelp Neural Forecaster "
        "(KNF) that leverages widget features. KNF beats QZNet."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "Kelp Neural Forecaster") in got
    # Earlier work's proposals, or a colon after no proposal, name no contribution.
    for text in (
        "Prior work proposes two baselines: Kelp Forest and QZNet.",
        "We study two baselines: Kelp Forest and QZNet.",
    ):
        got = triples(by_rules(text))
        assert ("PROPOSES", PAPER, "Kelp Forest") not in got


def test_the_authors_word_before_a_name_with_modifiers_between() -> None:
    got = triples(by_rules("Experiments show that our learned Kelp Growth Operator saves time."))
    assert ("PROPOSES", PAPER, "Kelp Growth Operator") in got
    text = "By equipping a newly proposed kelp propagation network (KPN), the branch improves."
    assert ("PROPOSES", PAPER, "kelp propagation network") in triples(by_rules(text))
    # A listed model after "our" is one the authors use; "recently proposed" is earlier work.
    got = triples(by_rules("We fine-tune our pretrained BERT on Kelp20K."))
    assert ("PROPOSES", PAPER, "BERT") not in got
    text = "The recently proposed kelp propagation network (KPN) is slow."
    assert ("PROPOSES", PAPER, "kelp propagation network") not in triples(by_rules(text))


def test_a_name_given_with_an_article_after_as() -> None:
    text = "We refer to this as the Poisson Kelp Equations (PKE) model. We apply PKE to data."
    assert ("PROPOSES", PAPER, "Poisson Kelp Equations") in triples(by_rules(text))


def test_an_example_in_a_list_after_the_method_is_no_part_of_it() -> None:
    text = (
        "We propose QZNet, a kelp network. We apply QZNet to synthetic systems, including "
        "the Tidal Ripple Oscillator."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "QZNet") in got
    assert ("PART_OF", "Tidal Ripple Oscillator", "QZNet") not in got
    assert ("PROPOSES", PAPER, "Tidal Ripple Oscillator") not in got


def test_a_name_set_off_by_commas_after_a_new_kind_of_method_is_proposed() -> None:
    text = (
        "We propose a novel approach, kelp stabilization, for designing robust networks. "
        "We bound the drop in accuracy due to kelp stabilization."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "kelp stabilization") in got
    assert not any(kind == "ADDRESSES" and name == "kelp stabilization" for kind, _, name in got)


def test_our_method_set_off_by_commas_after_a_verb_is_proposed() -> None:
    text = "We apply our algorithm, Self-Tuning Kelp Critic (STKC), to tune all hyperparameters."
    assert ("PROPOSES", PAPER, "Self-Tuning Kelp Critic") in triples(by_rules(text))
    # Earlier work stays earlier work.
    text = "We apply our previous algorithm, Self-Tuning Kelp Critic (STKC), to new games."
    assert ("PROPOSES", PAPER, "Self-Tuning Kelp Critic") not in triples(by_rules(text))


def test_methods_called_widely_used_after_the_proposal_are_no_parts() -> None:
    text = (
        "We propose KelpDecoder, a slimmable decoder. Our KelpDecoder can be incorporated "
        "into three widely used video codecs (i.e., QZV, ZBC and KVC) to improve them."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "KelpDecoder") in got
    for name in ("QZV", "ZBC", "KVC"):
        assert ("PART_OF", name, "KelpDecoder") not in got
        assert ("PROPOSES", PAPER, name) not in got


def test_a_later_use_of_a_recognized_name_counts_where_it_is_no_candidate_alone() -> None:
    text = (
        "We present Kelptron 2, a neural translation model. Results on three datasets show "
        "that Kelptron 2 outperforms the original Kelptron by a large margin."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "Kelptron 2") in got
    assert ("COMPARED_WITH", "Kelptron 2", "Kelptron") in got


def test_improving_a_method_by_a_measured_amount_compares_with_it() -> None:
    text = (
        "We propose KelpMAD, a debiasing method. On point clouds, KelpMAD improves QZDSU by "
        "2.82% in accuracy."
    )
    assert ("COMPARED_WITH", "KelpMAD", "QZDSU") in triples(by_rules(text))
    # Without a measured gain the method may be what it builds on.
    text = "We propose KelpMAD, a debiasing method. KelpMAD improves QZDSU with a new loss."
    assert ("COMPARED_WITH", "KelpMAD", "QZDSU") not in triples(by_rules(text))


def test_a_passive_of_making_that_coins_a_short_form_is_a_proposal() -> None:
    got = triples(
        by_rules(
            "Based on this framework, a Cross-modal Kelp Aligning Network (CKAN) is designed, "
            "which exploits the most relevant frond pairs. CKAN beats KelpNet on KelpSet."
        )
    )
    assert ("PROPOSES", PAPER, "Cross-modal Kelp Aligning Network") in got
    # earlier work told so, or a thing named without a short form of its own, is no proposal
    got = triples(by_rules("Previously, a Kelp Gate Network (KGN) was designed for fronds."))
    assert ("PROPOSES", PAPER, "Kelp Gate Network") not in got
    got = triples(by_rules("A kelp gate network is designed for fronds in many systems."))
    assert not [t for t in got if t[0] == "PROPOSES"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a task the paper introduces, named before its word for a task or after "of"
        (
            "In this paper, we introduce a novel kelp-free segmentation task for fronds.",
            "kelp-free segmentation",
        ),
        (
            "To this end, we introduce a novel task of stochastic kelp motion forecasting.",
            "stochastic kelp motion forecasting",
        ),
        # data the paper makes with a verb of making data
        (
            "We additionally collect a new test benchmark called Kelp Drift Motion (KDM).",
            "Kelp Drift Motion",
        ),
        ("We generate a small synthetic dataset (KINC) on which both models learn.", "KINC"),
    ],
)
def test_tasks_and_data_the_paper_makes_are_proposed(text: str, name: str) -> None:
    assert ("PROPOSES", PAPER, name) in triples(by_rules(text))


def test_a_task_inside_what_the_paper_makes_is_addressed() -> None:
    got = triples(by_rules("We propose a new method for the problem of kelp counting."))
    assert ("ADDRESSES", PAPER, "kelp counting") in got
    # a task's name before another word than one for a task is what the new thing is for
    got = triples(by_rules("We propose a new face recognition framework that is fast."))
    assert ("ADDRESSES", PAPER, "face recognition") in got
    got = triples(by_rules("We collect results on KelpBench and FrondQA."))
    assert ("EVALUATES_ON", PAPER, "KelpBench") in got


def test_a_method_named_after_of_and_a_kind_word_is_proposed() -> None:
    got = triples(by_rules("We present the new method of kelp intervention training (KIT)."))
    assert ("PROPOSES", PAPER, "kelp intervention training") in got


def test_a_name_after_a_new_thing_of_its_kind_is_proposed() -> None:
    text = "We report ROUGE as well as a new metric KelpAcc that measures kelp success."
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "KelpAcc") in got
    assert ("REPORTS", PAPER, "ROUGE") in got


def test_a_listed_technique_the_abstract_calls_new_is_proposed() -> None:
    # The paper that introduced a technique the term lists know since: "a new <kind>, X".
    introduced = triples(
        by_rules(
            "We introduce a new sampling strategy, self-consistency, which votes over several "
            "answers that a kelp language model gives to one question. Self-consistency needs "
            "no extra training."
        )
    )
    assert ("PROPOSES", PAPER, "self-consistency") in introduced
    # Named as the earlier work a new method builds on, it stays used.
    built_on = triples(
        by_rules(
            "We build on self-consistency, a decoding strategy that votes over several answers, "
            "and propose KelpVote, a new sampling strategy that weighs each answer by its "
            "confidence."
        )
    )
    assert ("USES", PAPER, "self-consistency") in built_on
    assert ("PROPOSES", PAPER, "KelpVote") in built_on


def test_a_capitalized_word_before_a_lowercase_noun_proposes_the_phrase() -> None:
    # the tagger reads "downsampling" as a proper noun here; it is still the noun the
    # capitalized word modifies, so the phrase is the proposal
    got = triples(
        by_rules(
            "In this paper, we propose Fisheye downsampling, which mimics how a kelp camera "
            "forms images and yields more realistic low-resolution samples."
        )
    )
    assert ("PROPOSES", PAPER, "Fisheye downsampling") in got
    assert ("PROPOSES", PAPER, "Fisheye") not in got


def test_a_lowercase_name_after_our_proposed_is_the_paper_s() -> None:
    got = triples(
        by_rules(
            "Kelp networks overfit the size of their inputs. We show how our proposed "
            "spatially-balanced kelp pooling improves the generalization of kelp networks."
        )
    )
    assert ("PROPOSES", PAPER, "spatially-balanced kelp pooling") in got


def comparisons(text: str) -> set[tuple[str, str, str]]:
    """The COMPARED_WITH triples of a text extracted by the rules."""
    return {t for t in triples(by_rules(text)) if t[0] == "COMPARED_WITH"}


def test_over_in_a_hyphenated_word_compares_nothing() -> None:
    assert not comparisons(
        "We propose KelpAug. Specifically, KelpAug integrates an Attentive Frond Detector "
        "(AFD) to detect over-confident patches of foundation ViTs and to ease their "
        "over-fitting on the tuning data."
    )
    # "over" on its own still compares
    assert ("COMPARED_WITH", "KelpAug", "FrondAug") in comparisons(
        "We propose KelpAug. KelpAug gains 3 points of accuracy over FrondAug."
    )


def test_against_after_a_word_of_attack_or_defence_names_a_target() -> None:
    attack_text = (
        "We propose KelpAttack, a new transfer attack. We conduct transfer attacks against "
        "strong networks including ResNets, DenseNets, Inceptions, Kelp-ResNet and "
        "robustly trained networks."
    )
    assert not comparisons(attack_text)
    # a later item of a list of examples is no part of the paper's method either
    attack = triples(by_rules(attack_text))
    assert ("PROPOSES", PAPER, "Kelp-ResNet") not in attack
    assert ("PROPOSES", PAPER, "KelpAttack") in attack
    assert not comparisons(
        "We propose KelpGuard, a defense that makes KelpNet robust against FrondAttack."
    )
    # benchmarked against a rival, it is a comparison
    assert ("COMPARED_WITH", "KelpNet", "FrondNet") in comparisons(
        "We propose KelpNet. KelpNet is benchmarked against FrondNet."
    )


def test_an_abstract_that_never_names_its_method_compares_the_one_its_title_names() -> None:
    abstract = (
        "Frond augmentation helps reef models. We search a small space of policies. On "
        "ReefNet-B7, we achieve 84.7% accuracy, a 0.4% gain over AutoKelp on ImageNet."
    )
    title = "KelpMix: Cheap Frond Augmentation with a Small Search Space"
    extraction = by_rules(abstract, Paper(id="t", abstract=abstract, source="<t>", title=title))
    assert ("COMPARED_WITH", "KelpMix", "AutoKelp") in triples(extraction)
    # without a title method, a sentence in the authors' voice compares nothing of theirs
    assert not any(r.type == "COMPARED_WITH" for r in by_rules(abstract).relations)


def test_matching_a_method_compares_with_it() -> None:
    abstract = (
        "We propose FrondField, an exact formulation of kelp rendering. FrondField matches the "
        "accuracy of KelpNeRF and extends to unbounded scenes."
    )
    assert ("COMPARED_WITH", "FrondField", "KelpNeRF") in triples(by_rules(abstract))
    # "matching" a name as a noun of doing compares nothing
    abstract = "We propose FrondField, which learns by kelp matching with KelpNeRF features."
    assert not any(r.type == "COMPARED_WITH" for r in by_rules(abstract).relations)


@pytest.mark.parametrize(
    "last",
    [
        # a kind of method with "the" alone refers back to the method of the sentence before
        "The method is shown to be more accurate and faster than FrondEM.",
        # a comparison led by "contrary to"
        "Contrary to FrondEM, KelpNets are robust to how fronds go missing.",
        "We show that, contrary to FrondEM, they are robust to how fronds go missing.",
    ],
)
def test_comparisons_referred_back_to_or_led_by_contrary(last: str) -> None:
    abstract = f"We propose KelpNets, networks that impute missing fronds. {last}"
    assert ("COMPARED_WITH", "KelpNets", "FrondEM") in triples(by_rules(abstract))


def test_the_method_of_another_compares_nothing_of_the_papers() -> None:
    abstract = (
        "We propose KelpNets, networks that impute missing fronds. The method of Reef is "
        "faster than FrondEM."
    )
    assert not any(r.type == "COMPARED_WITH" for r in by_rules(abstract).relations)


def test_a_name_joined_by_a_hyphen_to_based_is_used_not_proposed() -> None:
    got = triples(
        by_rules(
            "We propose Frond Pooling, a pooling layer for kelp segmentation. We pair it with "
            "our KelpMixer-based Reef Decoder, trained on drifting fronds."
        )
    )
    assert ("PROPOSES", PAPER, "Reef Decoder") in got
    assert ("USES", PAPER, "KelpMixer") in got
    assert ("PROPOSES", PAPER, "KelpMixer") not in got
    assert ("PART_OF", "KelpMixer", "Frond Pooling") not in got


def test_a_framework_for_a_name_proposes_it_only_when_the_sentence_coins_it() -> None:
    coined = "Here we describe a general framework for Kelp Gate Routing (KGR) on reefs."
    assert ("PROPOSES", PAPER, "Kelp Gate Routing") in triples(by_rules(coined))
    # a name that modifies what the framework is for, or one named before, is used
    for text in [
        "We propose a new training procedure for KelpNet layers.",
        "Kelp Gate Routing (KGR) is slow. We propose a faster method for Kelp Gate Routing.",
    ]:
        got = triples(by_rules(text))
        assert not any(t[0] == "PROPOSES" for t in got), (text, got)


def test_a_family_of_models_is_no_contribution() -> None:
    title = "Graph Neural Networks with Frond Attention"
    abstract = (
        "Graph neural networks (GNNs) are common models of reef maps. We introduce KELP "
        "(Kelp Encodings), a new architecture that attends over fronds. Our GNN counts "
        "fronds more accurately."
    )
    got = triples(by_rules(abstract, Paper(id="t", abstract=abstract, source="t", title=title)))
    assert ("PROPOSES", PAPER, "KELP") in got
    assert not any(t[0] == "PROPOSES" and "raph" in t[2] for t in got), got


def test_a_listed_model_given_as_an_example_is_used() -> None:
    got = triples(
        by_rules(
            "We propose the Kelp Reader (KR), which combines a tagger of fronds, e.g., BERT, "
            "and a counter of reefs, e.g., LSTM, that tallies each reef."
        )
    )
    assert ("PROPOSES", PAPER, "Kelp Reader") in got
    assert ("PROPOSES", PAPER, "LSTM") not in got


def test_names_listed_with_a_known_model_are_existing_ones_not_parts() -> None:
    # Names in one list with a model the term lists know are the existing models the work is
    # run on, whatever verb the sentence has.
    text = (
        "We introduce the kelp split criterion (KSC), which decides where a supernet is "
        "divided. Plugged into the proposed method, several search algorithms (DARTS, "
        "FrondNAS, ReefNAS and QZA) improve on every search space we tried."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "kelp split criterion") in got
    for name in ("FrondNAS", "ReefNAS", "QZA"):
        assert ("PART_OF", name, "kelp split criterion") not in got
        assert ("USES", PAPER, name) in got


def test_results_for_a_model_do_not_propose_it() -> None:
    # "for" names what a made thing is for ("a framework for Kelp Gate Routing (KGR)"), not
    # what results are given for.
    text = (
        "We present ZORBA, a new mixed-precision quantizer. We also present ablation results "
        "for FrondNet-V3 under several bit budgets."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "ZORBA") in got
    assert ("PROPOSES", PAPER, "FrondNet-V3") not in got
    assert ("PART_OF", "FrondNet-V3", "ZORBA") not in got
    text = "We present a unified framework for Kelp Gate Routing (KGR)."
    assert ("PROPOSES", PAPER, "Kelp Gate Routing") in triples(by_rules(text))


def test_a_later_use_of_a_name_no_term_types_at_first_is_the_same_name() -> None:
    # "a scheduler" types nothing, but the name recurs: its later uses are its mentions.
    text = (
        "We design Kelpo, a scheduler that plans frond jobs ahead of time. On three "
        "workloads, Kelpo runs faster than FrondRT and ReefVM."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "Kelpo") in got
    assert ("COMPARED_WITH", "Kelpo", "ReefVM") in got


def test_parts_listed_after_a_method_named_before_based() -> None:
    # "a X guided <kind>, consisting of A and B": the participle describes the kind, the
    # listing word is still the method's; a part's short form that happens to spell letters
    # of the method's name is told by its own long form.
    text = (
        "We introduce a Kelp-Frond Adversarial Discriminator (KFAD) guided reef segmentation "
        "network, consisting of a Tidal Noise Sampler (TNS) and a Kelp-Frond Depth "
        "Classifier (KFDC)."
    )
    paper = Paper(id="t", abstract=text, source="<test>", title="KFAD for Reef Segmentation")
    got = triples(by_rules(text, paper))
    main = "Kelp-Frond Adversarial Discriminator"
    assert ("PROPOSES", PAPER, main) in got
    assert ("PART_OF", "Tidal Noise Sampler", main) in got
    assert ("PART_OF", "Kelp-Frond Depth Classifier", main) in got


def test_data_and_measures_given_as_new_things_of_their_kind_are_proposed() -> None:
    text = (
        "Counting seaweed from drones is slow to label. Models are scored on two public sets, "
        "ReefLines and TideCount, and on Strandset, a new annotated dataset that we release. "
        "Runs also use a new, freely usable simulator named Kelp-Tide-Gym. We further propose "
        "a metric, called count drift, which ranks the counters. Existing sets such as "
        "ReefLines lack drift labels."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "Strandset") in got
    assert ("PROPOSES", PAPER, "Kelp-Tide-Gym") in got
    assert ("PROPOSES", PAPER, "count drift") in got
    assert ("EVALUATES_ON", PAPER, "ReefLines") in got
    assert ("PROPOSES", PAPER, "ReefLines") not in got


def test_only_a_later_conjunct_is_named_by_the_naming_word_before_the_first() -> None:
    from kg.extract import build_nlp
    from kg.extract.syntax import conjoined_after_naming_word

    nlp = build_nlp()
    listed = nlp("We add two designs called Frond Gating (FG) and Reef Weighting (RW).")
    alone = nlp("We add a module called our Reef Weighting to the detector.")

    def span(doc: Doc, text: str) -> Span:  # the span of ``text``, two words
        return next(doc[i : i + 2] for i in range(len(doc) - 1) if doc[i : i + 2].text == text)

    assert conjoined_after_naming_word(span(listed, "Reef Weighting"))
    # no list: the name is the first member of none, whatever stands before it
    assert not conjoined_after_naming_word(span(alone, "Reef Weighting"))


def test_a_name_given_in_the_past_is_earlier_work() -> None:
    text = "We revisit gating for sparse experts. The benchmark was dubbed ReefQA by its authors."
    assert ("PROPOSES", PAPER, "ReefQA") not in triples(by_rules(text))


@pytest.mark.parametrize(
    ("text", "proposed"),
    [
        (
            "Finally, we introduce a novel form of supervised kelp learning, reef as a label "
            "(RaaL), by appending the label to the inputs.",
            "reef as a label",
        ),
        (
            "We propose an optimistic variant of the Kelp Q-learning algorithm with a low sample "
            "complexity.",
            "Kelp Q-learning",
        ),
    ],
)
def test_a_new_form_or_variant_of_a_method_is_the_papers(text: str, proposed: str) -> None:
    assert ("PROPOSES", PAPER, proposed) in triples(by_rules(text))


@pytest.mark.parametrize(
    "sentence",
    [
        "In comparison with Grand Frond Pooling, ReefOpt uses less memory.",
        # the method the comparison names hangs on the proposal's verb ("uses"), no part
        "Unlike Grand Frond Pooling (GFP), ReefOpt uses less memory.",
    ],
)
def test_a_method_a_leading_comparison_names_is_compared_not_a_part(sentence: str) -> None:
    got = triples(by_rules(f"We propose ReefOpt. {sentence}"))
    assert ("COMPARED_WITH", "ReefOpt", "Grand Frond Pooling") in got
    assert ("PART_OF", "Grand Frond Pooling", "ReefOpt") not in got
    assert ("PROPOSES", PAPER, "Grand Frond Pooling") not in got


def test_a_method_the_proposal_uses_outside_a_comparison_stays_its_part() -> None:
    got = triples(
        by_rules("We propose ReefOpt. ReefOpt uses Grand Frond Pooling (GFP) to save memory.")
    )
    assert ("PART_OF", "Grand Frond Pooling", "ReefOpt") in got


def test_in_contrast_to_leads_a_comparison() -> None:
    got = triples(
        by_rules("We propose ReefOpt. In contrast to GShard, ReefOpt needs no extra loss.")
    )
    assert ("COMPARED_WITH", "ReefOpt", "GShard") in got


def test_a_title_cased_component_with_a_hyphened_word_is_a_part() -> None:
    # Title case leaves the word after a hyphen in lowercase; the component's kind noun
    # may follow its short form.
    text = (
        "We propose TidalMix, a framework for kelp segmentation. Specifically, TidalMix "
        "integrates two key enablers: (1) an Attentive Drift Detector (ADD) to detect noisy "
        "frames of the reef videos for alleviating their drift on the few-shot data and (2) "
        "a Confusion-based Frond Infusion (CFI) module to infuse hard features."
    )
    got = triples(by_rules(text))
    assert ("PART_OF", "Confusion-based Frond Infusion", "TidalMix") in got
    assert ("PROPOSES", PAPER, "Confusion-based Frond Infusion") in got


def test_what_a_method_is_based_on_is_no_part_of_it() -> None:
    text = (
        "We propose a reef detector, named Reef R-KGN, for coral counting. "
        "Based on Region-based Kelp Gate Networks (R-KGN), our detector is faster than Fast R-CNN."
    )
    got = triples(by_rules(text))
    assert ("PART_OF", "Region-based Kelp Gate Networks", "Reef R-KGN") not in got
    assert ("PROPOSES", PAPER, "Region-based Kelp Gate Networks") not in got
    assert ("USES", PAPER, "Region-based Kelp Gate Networks") in got


def test_a_named_subject_of_a_present_passive_proposal_is_proposed() -> None:
    # The parser may make the participle inside the name the sentence's verb; the order
    # of the words still says what is proposed.
    text = (
        "An adaptive Operator based Tidal Residual (OpTIRES) algorithm is proposed for "
        "solving the drift stabilization problem."
    )
    got = triples(by_rules(text))
    assert ("PROPOSES", PAPER, "Operator based Tidal Residual") in got


@pytest.mark.parametrize(
    "text",
    [
        "Recently, a Tidal Gate Sampler was proposed to cut the cost of reef counting.",
        "Recently, the Tidal Gate Sampler is proposed to cut the cost of reef counting.",
    ],
)
def test_a_passive_of_earlier_work_proposes_nothing(text: str) -> None:
    got = triples(by_rules(text))
    assert not any(kind == "PROPOSES" for kind, _, _ in got), got
