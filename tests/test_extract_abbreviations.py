"""Schwartz–Hearst abbreviation definitions as a spaCy component."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract import build_nlp


@pytest.fixture(scope="module")
def nlp() -> Language:
    return build_nlp()


def pairs(nlp: Language, text: str) -> list[tuple[str, str]]:
    return [(s.text, lf.text) for s, lf in nlp(text)._.abbreviations]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We train a Graph Attention Network (GAT) on citations.",
            [("GAT", "Graph Attention Network")],
        ),
        ("Results use Vision Transformers (ViTs) throughout.", [("ViTs", "Vision Transformers")]),
        # A parenthesis run into the word after it is part of that word.
        ("Methods built on self attention such as (Sat)Nets do well.", []),
        # A dash typed as hyphens ends the window like a comma.
        (
            "We study a basic search algorithm---kelp gate descent (KGD) on reefs.",
            [("KGD", "kelp gate descent")],
        ),
        # Two hyphens join names.
        ("We use the Kelp--Zebra (KZ) distance here.", [("KZ", "Kelp--Zebra")]),
        # A quoted long form ends before its closing quote.
        (
            'Costs are cases of the "kelp path problem" (KPP) on reefs.',
            [("KPP", "kelp path problem")],
        ),
        ("We call it the “Kelp Frond Network” (KFN) here.", [("KFN", "Kelp Frond Network")]),
        # A colon right after the parenthesis is no emoticon.
        (
            "Programs are sampled with Kelp Guided Decoding (KGD): a constrained decoder.",
            [("KGD", "Kelp Guided Decoding")],
        ),
        (
            "We call it a training-free Sparse Token Merger (STM) method.",
            [("STM", "Sparse Token Merger")],
        ),
        (
            "Recall that Tree-of-Thought (ToT) prompting explores branches.",
            [("ToT", "Tree-of-Thought")],
        ),
        (
            "We release HARB (Held-out Adversarial Robustness Benchmark) for testing.",
            [("HARB", "Held-out Adversarial Robustness Benchmark")],
        ),
        (
            "It measures spread (Mean Pairwise Distance, MPD) of samples.",
            [("MPD", "Mean Pairwise Distance")],
        ),
        # Every letter at a word start beats the shortest run, which reads letters from
        # inside words ("Domain Adaptation" spells "DADA" too).
        (
            "We introduce a method named Deep Anchor Domain Adaptation (DADA) for speech.",
            [("DADA", "Deep Anchor Domain Adaptation")],
        ),
        # a kind word no letter stands for is not part of the name
        (
            "We propose the Policy Optimization with Kelp Planning algorithm (POKP) for robots.",
            [("POKP", "Policy Optimization with Kelp Planning")],
        ),
        (
            "We propose a sparse kelp method (SKM) for robots.",
            [("SKM", "sparse kelp method")],
        ),
        # also when a hyphen groups the letters of the short form
        (
            "We present Decentralized Distributed Kelp Policy Optimization (DD-KPO) for robots.",
            [("DD-KPO", "Decentralized Distributed Kelp Policy Optimization")],
        ),
        (
            "We train with Sparse Kernel Ensembles (SKEs) on graphs.",
            [("SKEs", "Sparse Kernel Ensembles")],
        ),
        # A squared capital stands for two words: Q²ZN, also at the end: KR².
        (
            "We present Kelp Retriever-Ranker (KR2) for dense retrieval.",
            [("KR2", "Kelp Retriever-Ranker")],
        ),
        (
            "We propose Quick Quokka-based Zebra Network (Q2ZN) for kelp.",
            [("Q2ZN", "Quick Quokka-based Zebra Network")],
        ),
        # A parenthesis typed without its space still opens the definition.
        (
            "We propose Quick Zebra Network(QZNet) for kelp.",
            [("QZNet", "Quick Zebra Network")],
        ),
        # … and one closed against the next sentence or clause.
        (
            "We propose Quick Zebra Network (QZN).To test it, we count kelp.",
            [("QZN", "Quick Zebra Network")],
        ),
        (
            "It beats neural kelp play (NKP)—on most games.",
            [("NKP", "neural kelp play")],
        ),
        # … or the capital after it: G + N³.
        (
            "We design Glow Neighbourhood Neural Network (G3N) for kelp graphs.",
            [("G3N", "Glow Neighbourhood Neural Network")],
        ),
        # A 2 between letters reads "to" when the words say it.
        (
            "On the Kelp-to-Kelp (K2K) benchmark, GlowNet wins.",
            [("K2K", "Kelp-to-Kelp")],
        ),
        (
            "We adopt Learning to Count (L2C) for kelp.",
            [("L2C", "Learning to Count")],
        ),
        (
            "We prune with KEP (short for Kelp Embedding Pruning) on kelp.",
            [("KEP", "Kelp Embedding Pruning")],
        ),
        # A naming word may come first inside the parenthesis.
        (
            "We design Learning Kelp Filters (termed LeKF) for frond scans.",
            [("LeKF", "Learning Kelp Filters")],
        ),
        (
            "We use a frond ranking network (dubbed as FRN) on kelp.",
            [("FRN", "frond ranking network")],
        ),
        # A coined short form in mixed case may be longer than ten characters.
        (
            "We propose Multi-Frond Kelp Learning (MultiFrondKL) for reef control.",
            [("MultiFrondKL", "Multi-Frond Kelp Learning")],
        ),
        (
            "We propose an algorithm called biased FrondBoosting (BFrondBoosting) for reefs.",
            [("BFrondBoosting", "biased FrondBoosting")],
        ),
        # The short form first: the whole parenthesis, when its capitalized words' initials
        # are the letters, though the shortest run would start at "Neighbours".
        (
            "We propose NINE (Nested Interaction and Neighbours to infer 3D Environments).",
            [("NINE", "Nested Interaction and Neighbours to infer 3D Environments")],
        ),
    ],
)
def test_definitions(nlp: Language, text: str, expected: list[tuple[str, str]]) -> None:
    assert pairs(nlp, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Models differ (e.g., BERT) in size.",
        "Nets train with momentum-based GD (e.g. SGD or Adam) at scale.",
        "Solvers such as NM (see Gauss and Newton) converge.",
        "It has two parts: (i) an encoder and (ii) a decoder.",
        "Accuracy rose (+3.2 points) on average.",
        "Nothing in parentheses here.",
        "",
        "((()))",
        "Unclosed (parenthesis with Some Words",
        "The cost is O(N) and the bound holds for log(KN) rounds.",
        "We use Quick Rotating Zebras (Q2Z) on kelp.",
        "We compare with ZIME (Zhou, Ito and Evans, 2021) on kelp.",
        # After a naming word, a coined name, not an acronym of the words before it.
        "We build a simple and kelp-friendly network (called SimpleKelp) for scans.",
        "We adversarially train a frond defense (called AdvFD) on kelp.",
        # a long coined name in parentheses that the words before it do not spell
        "Results hold on the standard reef benchmarks (LongKelpBench).",
        # a word of the text with an acronym is no coined short form of many letters
        "We train on streaming kelp data with stochastic gradient descent (streaming-SGD).",
        # nor is one whose capitals are letters inside lowercase words ("M", "R" of "benchmark")
        "We build a multitask REEF benchmark (REEF-Bench-MR) for kelp tasks.",
    ],
)
def test_no_false_definitions(nlp: Language, text: str) -> None:
    assert pairs(nlp, text) == []


def test_a_gloss_after_i_e_defines_the_short_form(nlp: Language) -> None:
    assert pairs(nlp, "Each step runs SGD (i.e. stochastic gradient descent) once.") == [
        ("SGD", "stochastic gradient descent")
    ]


def test_letters_must_match(nlp: Language) -> None:
    assert pairs(nlp, "We use a Random Forest (XYZ) model.") == []


def test_spans_point_into_the_doc(nlp: Language) -> None:
    doc = nlp("A Deep Q-Network (DQN) learns to play. The DQN is stable.")
    ((short, long),) = doc._.abbreviations
    assert doc.text[short.start_char : short.end_char] == "DQN"
    assert doc.text[long.start_char : long.end_char] == "Deep Q-Network"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose Low-Rank Kelp Adaptation, or LoKA, which freezes the weights.",
            [("LoKA", "Low-Rank Kelp Adaptation")],
        ),
        (
            "We present a Kelp aNd Feedback framework, abbreviated as KNF.",
            [("KNF", "Kelp aNd Feedback framework")],
        ),
        (
            "We propose UniKP, a Unified Model for Kelp Perception, which unifies tasks.",
            [("UniKP", "Unified Model for Kelp Perception")],
        ),
        (
            "We introduce KeITr, a Kelp-Invariant Transformer to cope with rotations.",
            [("KeITr", "Kelp-Invariant Transformer")],
        ),
        # after a naming word, capitals that spell the short form mark its letters
        (
            "We present the KElp-driven Frond Translation model, dubbed KEFT, for reefs.",
            [("KEFT", "KElp-driven Frond Translation")],
        ),
        (
            "We propose a Ripple-aware and Graded Kelp Pooling model, which is referred to "
            "as RGKP. It halves the cost.",
            [("RGKP", "Ripple-aware and Graded Kelp Pooling")],
        ),
        # without a comma before "or" when the capitals of the words spell the short form
        (
            "We introduce Frond Weighted Kelp Learning or FWKL, a supervised method.",
            [("FWKL", "Frond Weighted Kelp Learning")],
        ),
        # a parenthesis closed right before a dash typed as hyphens
        (
            "Our algorithm---called Kelp Frond Propagation (KFP)---is sound.",
            [("KFP", "Kelp Frond Propagation")],
        ),
    ],
)
def test_definitions_without_a_parenthesis(
    nlp: Language, text: str, expected: list[tuple[str, str]]
) -> None:
    assert pairs(nlp, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # Letters found only inside words are chance without a parenthesis.
        "We propose KACTA, a kelp multi-agent reinforcement learning approach for caches.",
        # A list, not a definition; a choice between two names.
        "We evaluate on MNIST, Fashion-MNIST and CelebA.",
        "We train with SGD or ADAM, which are standard.",
        "We compare Kelp Frond Descent or KFA, which differ.",
        # A description with a determiner inside is no long form.
        "We propose InfoKAN, an information-theoretic extension to the Kelp Adversarial Net.",
        # a coined name after a naming word, no capitals that spell it
        "We propose a pooling model, called KelpNet, that halves the cost.",
        "We propose a new kelp pooling model, dubbed KPM, that halves the cost.",
    ],
)
def test_no_definitions_without_a_parenthesis(nlp: Language, text: str) -> None:
    assert pairs(nlp, text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a list of capitalized names before the parenthesis: its commas do not cut it
        (
            "We propose a smoothing method, called Bend, Fold and Twist (BFT), for kelp.",
            [("BFT", "Bend, Fold and Twist")],
        ),
        ("We propose Kelp, Frond and Reef (KFR) pooling.", [("KFR", "Kelp, Frond and Reef")]),
        # the shortest run that spells it: the list before it is not part of it
        (
            "We train on MNIST, Ripple Gate Pooling (RGP) and more.",
            [("RGP", "Ripple Gate Pooling")],
        ),
        # a list whose capitals do not spell the short form defines nothing
        ("Results on CIFAR-10, ImageNet and COCO (CIC) hold.", []),
    ],
)
def test_capitals_spell_a_short_form_across_a_list(
    nlp: Language, text: str, expected: list[tuple[str, str]]
) -> None:
    assert pairs(nlp, text) == expected


def test_capitals_spell_no_long_form_across_a_clause(nlp: Language) -> None:
    text = "We take Kelp Modeling as a pretext task for our FR detection framework (KMFR)."
    assert pairs(nlp, text) == []
