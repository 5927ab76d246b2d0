"""Resolution, fifth round: what the abstract itself defines an acronym as, names with an
acronym inside them, things done with a model written like a name ("GAN training"), kinds of
mathematical objects, version numbers, and names cut at a hyphen. The abstracts are written
for these tests (helpers from ``test_resolve_cases``)."""

from __future__ import annotations

import pytest
from test_resolve_cases import paper, target

from kg.names import (
    clean_surface,
    extend_to_hyphen_start,
    filler_cores,
    name_key,
    reject_reason,
    text_definition,
)
from kg.resolve import resolve

# --- what the abstract defines an acronym as ---------------------------------------------


def _inception_papers() -> list:
    return [
        paper(
            f"is{n}",
            "Samples reach a better Inception Score (IS) than before.",
            ("Metric", "Inception Score", ["IS"]),
        )
        for n in range(4)
    ] + [paper("plain", "We report IS and FID.", ("Metric", "IS", []))]


def test_an_acronym_the_abstract_defines_otherwise_does_not_join_the_corpus_meaning() -> None:
    corpus = [
        *_inception_papers(),
        paper(
            "other",
            "The item-sharing (IS) network links users. IS is trained on logs.",
            ("Method", "IS", []),
        ),
    ]
    resolution = resolve(corpus)
    inception = target(resolution, "is0", "Metric", "Inception Score")
    assert target(resolution, "plain", "Metric", "IS") == inception
    assert target(resolution, "other", "Method", "IS") not in (None, inception)


def test_an_acronym_the_abstract_defines_with_a_non_entity_is_dropped() -> None:
    corpus = [
        *_inception_papers(),
        paper(
            "adjective",
            "We add input-specific (IS) cues. More IS cues help.",
            ("Metric", "IS", []),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "adjective", "Metric", "IS") is None
    assert target(resolution, "plain", "Metric", "IS") is not None


def test_an_acronym_defined_with_a_name_the_corpus_has_joins_that_name() -> None:
    corpus = [
        paper(
            f"c{n}",
            "Contrastive learning (CL) pulls views.",
            ("Method", "contrastive learning", ["CL"]),
        )
        for n in range(4)
    ] + [
        paper("k", "Continual learning forgets.", ("Task", "continual learning", [])),
        paper(
            "bare",
            "Continual learning (CL) is hard. Our CL benchmark has many tasks.",
            ("Task", "CL", []),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "bare", "Task", "CL") == target(
        resolution, "k", "Task", "continual learning"
    )


def test_text_definition_takes_the_fewest_words_that_spell_the_acronym() -> None:
    text = "We minimize the Kullback-Leibler (KL) term. A graph neural network (GNN) runs."
    assert text_definition("KL", text) == "Kullback-Leibler"
    assert text_definition("GNN", text) == "graph neural network"
    assert text_definition("MLP", text) is None


# --- names with an acronym inside, and kind words ------------------------------------------


def test_an_acronym_defined_inside_a_name_is_not_part_of_it() -> None:
    assert clean_surface("domain adaptation (DA) techniques") == "domain adaptation techniques"
    # an acronym the words before it do not spell stays
    assert clean_surface("model (XYZ) training") == "model (XYZ) training"


@pytest.mark.parametrize(
    ("surface", "core"),
    [
        ("GAN training", "GAN"),
        ("BERT training", "BERT"),
        ("ERM optimization", "ERM"),
        ("TD-learning", "TD"),
        ("IoU criterion", "IoU"),
        ("Monte Carlo sampler", "Monte Carlo"),
        ("Convolutional Neural Networks-based", "Convolutional Neural Networks"),
    ],
)
def test_what_is_done_with_a_name_shaped_model_is_that_model(surface: str, core: str) -> None:
    assert core in filler_cores(surface)


@pytest.mark.parametrize(
    "surface",
    [
        "metric learning",
        "adversarial training",
        "Bayesian optimization",
        "Q-learning",
        "3D representation learning",
        "Cross-silo Federated learning",
    ],
)
def test_training_learning_and_optimization_name_the_thing_after_other_words(
    surface: str,
) -> None:
    assert filler_cores(surface) == []


def test_a_model_with_a_training_word_joins_the_model() -> None:
    corpus = [
        paper("a", "We fine-tune BERT on reviews.", ("Method", "BERT", [])),
        paper("b", "BERT training is costly.", ("Method", "BERT training", [])),
        paper("c", "We study metric learning.", ("Method", "metric learning", [])),
        paper("d", "A metric is learned.", ("Metric", "metric", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Method", "BERT training") == target(
        resolution, "a", "Method", "BERT"
    )
    assert target(resolution, "c", "Method", "metric learning") is not None


def test_data_of_a_method_is_not_the_method() -> None:
    assert filler_cores("QZGAN-data", "Method") == []
    assert filler_cores("QZGAN data", "Method") == []
    assert filler_cores("KelpSet dataset", "Dataset") == ["KelpSet"]
    corpus = [
        paper("a", "We train QZGAN on reef photos.", ("Method", "QZGAN", [])),
        paper("b", "QZGAN-data fools the probe.", ("Method", "QZGAN-data", [])),
        paper("c", "QZGAN models draw reefs.", ("Method", "QZGAN models", [])),
    ]
    resolution = resolve(corpus)
    gan = target(resolution, "a", "Method", "QZGAN")
    assert target(resolution, "b", "Method", "QZGAN-data") != gan
    assert target(resolution, "c", "Method", "QZGAN models") == gan


# --- synonyms --------------------------------------------------------------------------------


def test_two_listed_expansions_of_one_acronym_are_one_meaning() -> None:
    corpus = [
        paper(
            "a",
            "Agents play the Arcade Learning Environment (ALE).",
            ("Dataset", "Arcade Learning Environment", ["ALE"]),
        ),
        paper(
            "b",
            "Scores on the Atari Learning Environment (ALE) rise.",
            ("Dataset", "Atari Learning Environment", ["ALE"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "Arcade Learning Environment") == target(
        resolution, "b", "Dataset", "Atari Learning Environment"
    )


def test_a_listed_other_name_with_a_filler_word_joins() -> None:
    corpus = [
        paper("a", "Markov chain Monte Carlo mixes.", ("Method", "Markov chain Monte Carlo", [])),
        paper(
            "b",
            "We run Monte Carlo Markov chain sampling.",
            ("Method", "Monte Carlo Markov chain sampling", []),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Method", "Monte Carlo Markov chain sampling") == target(
        resolution, "a", "Method", "Markov chain Monte Carlo"
    )


def test_a_version_with_or_without_its_v_is_one_key() -> None:
    assert name_key("SQuAD v2.0") == name_key("SQuAD 2.0")
    assert name_key("VQAv2") == name_key("VQA v2") == name_key("VQA-v2")
    assert name_key("Conv3D") != name_key("Con3D")
    assert name_key("word2vec") != name_key("word2ec")
    assert name_key("KelpNetv2") == name_key("KelpNetV2") == name_key("KelpNet v2")
    assert name_key("Conv2d") != name_key("Con2d")


# --- the reject class ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("curvature-induced Riemannian metric", "formalism"),
        ("learned Bregman divergences", "formalism"),
        ("arbitrary Markov decision process", "formalism"),
        ("Laplace measures", "formalism"),
        ("Pareto frontier", "formalism"),
        ("Plackett-Luce parameters", "head noun"),
        ("Tabular", "modality"),
        # classes of functions or problems, named by their adjectives alone
        ("smooth nonconvex", "modifier"),
        ("P={P_1,,P_n", "fragment"),
        ("strongly convex strongly concave", "modifier"),
        # a space or an equation qualified in lowercase words is one too
        ("reproducing kernel Banach space", "formalism"),
        ("multidimensional Fokker-Planck equation", "formalism"),
        ("rough differential equations", "formalism"),
        ("extrapolation error", "formalism"),
        ("K benchmark", "fragment"),
        ("CIFAR-10/-100", "coordination"),
        ("Smith ITCS 2022", "citation"),
        ("learning tasks", "field"),
    ],
)
def test_rejected(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize(
    "surface",
    [
        "KL divergence",
        "Wasserstein distance",
        "ImageNet benchmark",
        # a word of a hyphenated modifier ("learning-based") is not a modifier itself
        "metric learning",
        "supervised learning",
        "multi-task learning",
        # named and neural ones are models
        "Structured State Space",
        "Gated State Space",
        "neural rough differential equations",
        "DARTS search space",
        "parameter-efficient fine-tuning",
        "tabular learning",
        "nonconvex optimization",
        "sparse additive models",
    ],
)
def test_kept(surface: str) -> None:
    assert reject_reason(surface) is None


# --- names cut at a hyphen -----------------------------------------------------------------


def test_a_name_cut_after_a_hyphen_takes_its_first_part_back() -> None:
    text = "We bound the Jensen--Shannon gap and use ModelNet10-SO(3)."
    assert extend_to_hyphen_start("Shannon gap", text, text.index("Shannon")) == (
        "Jensen--Shannon gap"
    )
    assert extend_to_hyphen_start("SO(3)", text, text.index("SO(3)")) is None
    # an acronym after a model name is not a cut name ("<Model>-MT")
    other = "Our Kolibri-MT model translates."
    assert extend_to_hyphen_start("MT", other, other.index("MT")) is None
    corpus = [
        paper(
            "a",
            "We minimize the Kullback-Leibler divergence.",
            ("Metric", "Kullback-Leibler divergence", []),
        ),
        paper(
            "b", "An extra Kullback--Leibler divergence term.", ("Metric", "Leibler divergence", [])
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Metric", "Leibler divergence") == target(
        resolution, "a", "Metric", "Kullback-Leibler divergence"
    )


def test_a_case_variant_one_paper_defines_does_not_take_a_widespread_bare_name() -> None:
    corpus = [
        paper(f"d{n}", "We train on COCO images.", ("Dataset", "COCO", [])) for n in range(4)
    ] + [
        paper(
            "m",
            "Cooperative Contour learning (CoCo) is evaluated; CoCo is fast.",
            ("Dataset", "Cooperative Contour learning", ["CoCo"]),
        ),
        paper("n", "We report mIoU.", ("Metric", "mIoU", [])),
        paper(
            "o",
            "The mean Intersection over Union (mIOU) rises.",
            ("Metric", "mean Intersection over Union", ["mIOU"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "m", "Dataset", "Cooperative Contour learning") != target(
        resolution, "d0", "Dataset", "COCO"
    )
    assert target(resolution, "n", "Metric", "mIoU") == target(
        resolution, "o", "Metric", "mean Intersection over Union"
    )


# --- round six: sentence words, levels, data in front of a task, authors --------------------


@pytest.mark.parametrize(
    ("surface", "core"),
    [
        ("Unlike CNNs", "CNNs"),
        ("Such GNNs", "GNNs"),
        ("image-level classification", "image classification"),
        ("graph-level prediction", "graph prediction"),
        ("IMDb text classification", "text classification"),
        ("ImageNet ResNet-50", "ResNet-50"),
        ("GAN objective", "GAN"),
        ("CLIP embeddings", "CLIP"),
        # where data and agents of a name live
        ("CARLA simulator", "CARLA"),
        ("UCI repository", "UCI"),
        ("PPO agents", "PPO"),
        ("continuous control agents", "continuous control"),
    ],
)
def test_words_around_a_name_that_add_nothing(surface: str, core: str) -> None:
    assert core in filler_cores(surface)


def test_data_augmentation_keeps_its_first_word() -> None:
    assert filler_cores("data augmentation") == []


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("algorithm", "fragment"),
        ("benchmark suite", "fragment"),
        ("K environment", "fragment"),
        ("Different from Reinforcement Learning", "fragment"),
        ("learning rate", "formalism"),
        ("Hamilton-Jacobi-Bellman equation", "formalism"),
    ],
)
def test_rejected_round_six(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize(
    "surface",
    [
        "CNN",
        "DNN",
        "GAN",
        "D4RL benchmark",
        "neural ODE",
        "Procgen tasks",
        "vehicle routing problem",
        "Vision Transformer",
    ],
)
def test_kept_round_six(surface: str) -> None:
    assert reject_reason(surface) is None


def test_a_pronoun_in_front_is_not_part_of_a_name() -> None:
    assert clean_surface("Our framework") == "framework"
    assert clean_surface("Our") == ""


def test_an_author_cited_with_et_al_is_no_entity() -> None:
    corpus = [
        paper(
            "a",
            "Following Kowalczyk et al. (2020), we prune weights.",
            ("Method", "Kowalczyk", []),
        ),
        paper("b", "The Kowalczyk filter smooths tracks.", ("Method", "Kowalczyk filter", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "Kowalczyk") is None
    assert target(resolution, "b", "Method", "Kowalczyk filter") is not None


def test_a_dataset_in_front_of_a_task_the_corpus_has_joins_the_task() -> None:
    corpus = [
        paper("a", "We study text classification.", ("Task", "text classification", [])),
        paper(
            "b",
            "Results on IMDb text classification improve.",
            ("Task", "IMDb text classification", []),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Task", "IMDb text classification") == target(
        resolution, "a", "Task", "text classification"
    )


def test_a_name_cut_short_of_its_acronyms_meaning_goes_to_that_meaning() -> None:
    corpus = [
        paper(
            f"s{n}",
            "Stochastic gradient descent (SGD) trains the network.",
            ("Method", "Stochastic gradient descent", ["SGD"]),
        )
        for n in range(6)
    ] + [
        paper(
            "cut",
            "We run stochastic gradient updates; SGD converges.",
            ("Method", "stochastic gradient", ["SGD"]),
        ),
        paper(
            "object",
            "Each stochastic gradient is noisy.",
            ("Method", "stochastic gradient", []),
        ),
        paper(
            "filler",
            "Stochastic gradient methods such as SGD scale.",
            ("Method", "Stochastic gradient methods", ["SGD"]),
        ),
    ]
    resolution = resolve(corpus)
    sgd = target(resolution, "s0", "Method", "Stochastic gradient descent")
    assert target(resolution, "cut", "Method", "stochastic gradient") == sgd
    assert target(resolution, "filler", "Method", "Stochastic gradient methods") == sgd
    # a Method named "stochastic gradient" is SGD by its synonym line (synonyms.txt), even
    # where the paper writes no SGD
    assert target(resolution, "object", "Method", "stochastic gradient") == sgd


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("million-scale", "modifier"),
        ("label inconsistency", "head noun"),
        ("training instability", "head noun"),
        ("training instability problem", "head noun"),
        ("Taylor series expansion", "formalism"),
        # kinds of problems and families of tasks, fields with a qualifier
        ("NP-complete problem", "formalism"),
        ("two-level problem", "modifier"),
        ("speech-text tasks", "collection"),
        ("tabular problems", "collection"),
        ("mid-level vision", "field"),
        ("aerial robotics", "field"),
        # notation, collections, counts, sizes, norms and formats
        ("O(n)-width", "formalism"),
        ("family of kernels", "collection"),
        ("J workers", "fragment"),
        ("BF16", "number format"),
        ("70B", "value"),
        ("finite horizon H", "formalism"),
        ("GNN errors", "fragment"),
        ("Lipschitz-regularized", "modifier"),
        ("rate of convergence", "formalism"),
        ("Frobenius norm", "formalism"),
        ("short-range", "modifier"),
        # the quality of an analysis or a computation, not the listed measure
        ("approximation accuracy", "analysis"),
        ("numerical precision", "analysis"),
        ("asymptotic accuracy", "analysis"),
        # the accuracy of an optimizer reaching its optimum
        ("optimization accuracy", "analysis"),
        ("minimization precision", "analysis"),
    ],
)
def test_qualities_scales_and_expansions_are_no_entities(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize(
    ("surface", "core"),
    [
        ("maximum accuracy", "accuracy"),
        ("inference latency", "latency"),
        ("sublinear regret", "regret"),
        ("task accuracy", "accuracy"),
        ("bounded regret", "regret"),
    ],
)
def test_a_generic_qualifier_of_a_listed_metric_adds_nothing(surface: str, core: str) -> None:
    assert core in filler_cores(surface)
    # a listed measure with a qualifier of its own stays itself
    assert filler_cores("top-1 accuracy") == []


def test_a_word_split_at_a_line_end_is_joined() -> None:
    assert clean_surface("graph classi- fication") == "graph classification"
    assert clean_surface("pre- and post-training") == "pre- and post-training"
    assert reject_reason(clean_surface("sets of 2D trans- lations")) == "collection"


def test_so_called_is_not_part_of_a_name() -> None:
    assert clean_surface("so-called score matching") == "score matching"
    assert clean_surface("publicly available image benchmarks") == "image benchmarks"


def test_a_measure_made_an_objective_is_not_the_measure() -> None:
    assert filler_cores("AUC optimization") == []
    assert filler_cores("MSE loss") == []
    assert filler_cores("BLEU metric") == ["BLEU"]


def test_a_plural_inside_a_name_of_common_words_is_the_singular() -> None:
    assert name_key("materials discovery") == name_key("material discovery")
    assert name_key("sensors fusion") == name_key("sensor fusion")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("ImageNetV2", "ImageNet-V2"),
        ("Tiny32x32", "Tiny-32×32"),
    ],
)
def test_versions_and_sizes_written_two_ways_share_a_key(first: str, second: str) -> None:
    assert name_key(first) == name_key(second)


def test_a_variable_in_front_of_a_name_is_dropped() -> None:
    assert clean_surface("δ Quenton-2 distance") == "Quenton-2 distance"
    assert clean_surface("β VAE") == "β VAE"


def test_a_measure_written_before_the_word_that_optimizes_it_is_not_reported() -> None:
    corpus = [
        paper("opt", "We study stochastic AUC maximization at scale.", ("Metric", "AUC", [])),
        paper("rep", "Our detector reaches an AUC of 0.91.", ("Metric", "AUC", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "opt", "Metric", "AUC") is None
    assert resolution.rejected[("opt", "metric:auc")] == "objective"
    assert target(resolution, "rep", "Metric", "AUC") is not None


def test_a_new_spelling_a_paper_proposes_is_not_the_known_name() -> None:
    from kg.model import PAPER, Relation

    own = paper(
        "own", "We introduce Quick Matting, termed QuIM, for videos.", ("Method", "QuIM", [])
    )
    own.relations.append(Relation("PROPOSES", PAPER, own.entities[0].key))
    corpus = [
        own,
        paper("a", "We train with QUIM and a cosine schedule.", ("Method", "QUIM", [])),
        paper("b", "QUIM converges fast.", ("Method", "QUIM", [])),
        paper("c", "A QUiM optimizer is used.", ("Method", "QUiM", [])),
    ]
    resolution = resolve(corpus)
    known = target(resolution, "a", "Method", "QUIM")
    assert target(resolution, "c", "Method", "QUiM") == known  # a used variant joins
    assert target(resolution, "own", "Method", "QuIM") != known  # the proposed one does not


def test_letters_a_paper_proposes_without_spelling_them_out_are_not_another_papers_name() -> None:
    from kg.model import PAPER, Relation

    spelled = paper(
        "a",
        "We introduce Kelp Editable Generation (KEG), a method for kelp generation. KEG is fast.",
        ("Method", "Kelp Editable Generation", ["KEG"]),
    )
    own = paper(
        "b",
        "We propose KEG, a new diffusion-based frond graph model. KEG scales.",
        ("Method", "KEG", []),
    )
    own.relations.append(Relation("PROPOSES", PAPER, own.entities[0].key))
    used = paper("c", "We compare with KEG on kelp generation.", ("Method", "KEG", []))
    # a paper that writes the meaning's words may be the one that made the name
    maker = paper(
        "d",
        "We propose KEG, a generation model whose kelp outputs are editable.",
        ("Method", "KEG", []),
    )
    maker.relations.append(Relation("PROPOSES", PAPER, maker.entities[0].key))
    resolution = resolve([spelled, own, used, maker])
    known = target(resolution, "a", "Method", "Kelp Editable Generation")
    assert target(resolution, "c", "Method", "KEG") == known  # a bare use takes the meaning
    assert target(resolution, "b", "Method", "KEG") != known  # the proposed one is its own
    assert target(resolution, "d", "Method", "KEG") == known


def test_an_acronym_defined_with_a_kind_word_joined_in_its_parenthesis() -> None:
    text = "A tree pooling block (TP-Block) follows each stage, so every TP sees all tokens."
    assert text_definition("TP", text) == "tree pooling"
    assert text_definition("TP", "A tree pooling block (TP-Layer) follows.") is None


def test_a_spelling_of_an_acronym_joins_its_expansion_only_with_the_same_type() -> None:
    corpus = [
        paper(
            "a",
            "We propose the quantile orthogonal kernel kriging estimator (QOKKE).",
            ("Method", "quantile orthogonal kernel kriging estimator", ["QOKKE"]),
        ),
        paper("b", "Results on the Qokke benchmark are reported.", ("Dataset", "Qokke", [])),
        paper("c", "Qokke has ten thousand tables.", ("Dataset", "Qokke", [])),
        paper(
            "d",
            "The Kelp Object Retrieval Archive Library (KORAL) is used.",
            ("Dataset", "Kelp Object Retrieval Archive Library", ["KORAL"]),
        ),
        paper("e", "Accuracy on Koral rises.", ("Dataset", "Koral", [])),
    ]
    resolution = resolve(corpus)
    estimator = target(resolution, "a", "Method", "quantile orthogonal kernel kriging estimator")
    assert target(resolution, "b", "Dataset", "Qokke") != estimator
    assert target(resolution, "b", "Dataset", "Qokke") == target(
        resolution, "c", "Dataset", "Qokke"
    )
    assert target(resolution, "e", "Dataset", "Koral") == target(
        resolution, "d", "Dataset", "Kelp Object Retrieval Archive Library"
    )


def test_a_name_with_an_acronym_inside_joins_its_spelled_out_form_both_defining_one_acronym() -> (
    None
):
    corpus = [
        paper(
            "rl",
            "We train kelp agents with reinforcement learning (RL) from pixels.",
            ("Task", "reinforcement learning", ["RL"]),
        ),
        paper(
            "short",
            "We study cooperative kelp RL (CKRL) in shallow water.",
            ("Method", "cooperative kelp RL", ["CKRL"]),
        ),
        paper(
            "long",
            "Cooperative kelp reinforcement learning (CKRL) is hard to scale.",
            ("Task", "Cooperative kelp reinforcement learning", ["CKRL"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "short", "Method", "cooperative kelp RL") == target(
        resolution, "long", "Task", "Cooperative kelp reinforcement learning"
    )


def test_a_name_with_an_acronym_inside_never_joins_another_meaning_of_that_acronym() -> None:
    corpus = [
        paper(
            f"vi{n}",
            "We fit the posterior with variational inference (VI) on kelp.",
            ("Method", "variational inference", ["VI"]),
        )
        for n in range(3)
    ] + [
        paper(
            "value",
            "Approximate value iteration (AVI) updates kelp values.",
            ("Method", "approximate value iteration", ["AVI"]),
        ),
        paper(
            "long",
            "Approximate variational inference (AVI) scales to kelp.",
            ("Method", "approximate variational inference", ["AVI"]),
        ),
        paper(
            "mixed",
            "Approximate VI (AVI) runs on kelp forests.",
            ("Method", "approximate VI", ["AVI"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "value", "Method", "approximate value iteration") != target(
        resolution, "long", "Method", "approximate variational inference"
    )


def test_a_proposed_name_led_by_a_listed_dataset_is_not_the_method_it_ends_in() -> None:
    from kg.model import PAPER, Relation

    gan = [
        paper(
            f"g{i}",
            "Generative adversarial networks (GANs) make images.",
            ("Method", "Generative adversarial networks", ["GANs"]),
        )
        for i in range(3)
    ]
    own = paper("a", "We propose Spider GAN, which trains faster.", ("Method", "Spider GAN", []))
    own.relations.append(Relation("PROPOSES", PAPER, own.entities[0].key))
    # used, not proposed, a dataset's name in front says what the method was run on
    used = paper("b", "An ImageNet GAN is our baseline.", ("Method", "ImageNet GAN", []))
    resolution = resolve([*gan, own, used])
    known = target(resolution, "g0", "Method", "Generative adversarial networks")
    assert target(resolution, "a", "Method", "Spider GAN") != known
    assert target(resolution, "b", "Method", "ImageNet GAN") == known
