"""Tasks read from a paper's title (kg.extract.title), on titles written for these tests."""

from __future__ import annotations

import pytest
from extract_support import by_rules

from kg.extract.title import recased_title
from kg.model import PAPER, Extraction, Paper

ABSTRACT = (
    "We present a small change to the training of convolutional networks. "
    "Experiments on two public benchmarks show consistent gains."
)


def extract(title: str, abstract: str = ABSTRACT) -> Extraction:
    return by_rules(abstract, Paper(id="t", abstract=abstract, source="<test>", title=title))


def targets(title: str, abstract: str, kind: str) -> set[str]:
    """The keys the paper's ``kind`` relations point to."""
    return {r.target for r in extract(title, abstract).relations if r.type == kind}


def title_tasks(title: str, abstract: str = ABSTRACT) -> set[str]:
    return {e.name for e in extract(title, abstract).entities if e.type == "Task"}


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # "<method> for <task>": the task after "for".
        ("Ripple Pooling for Few-Shot Semantic Segmentation", {"few-shot semantic segmentation"}),
        # "<name>: <task>", leading judging words dropped, capitals of "3D" kept.
        ("GridLift: Efficient 3D Hand Pose Estimation", {"3D hand pose estimation"}),
        # A known task with a head that is not a task word.
        ("Towards Offline Reinforcement Learning", {"offline reinforcement learning"}),
        # A list of tasks.
        (
            "Depth Prediction, Surface Normal Estimation and Image Relighting",
            {"depth prediction", "surface normal estimation"},
        ),
        # A quality in front is no part of the task; a noun in "-ly" is no adverb.
        ("Ripple Pooling for Real-Time Kelp Segmentation", {"kelp segmentation"}),
        ("Sample-Optimal Kelp Density Estimation", {"kelp density estimation"}),
        ("Ripple Pooling for Anomaly Segmentation", {"anomaly segmentation"}),
        # "X to X" is one modifier, not a purpose after "to".
        ("KelpSeq: Sequence to Sequence Kelp Generation", {"sequence-to-sequence kelp generation"}),
        # A listed task with a connective inside, which the pieces split.
        ("Ripple Losses for Deep Learning with Noisy Labels", {"learning with noisy labels"}),
        ("Kelp Trees: Learning to Rank at Scale", {"learning to rank"}),
        # What "over" takes is the data the task runs on.
        ("Reef: complex question answering over text and tables", {"complex question answering"}),
        # A subject and its verb say what the paper finds; the verb's object is the task.
        ("Frond-Based Models Improve Kelp Segmentation", {"kelp segmentation"}),
        ("Tidal Depth Helps Kelp Segmentation", {"kelp segmentation"}),
        ("Frond Noise Implies Domain Generalization", {"domain generalization"}),
        # What a method is applied to is the problem it serves.
        ("Tidal Ripple Pooling Applied to Online Frond Monitoring", {"online frond monitoring"}),
    ],
)
def test_tasks_named_in_the_title(title: str, expected: set[str]) -> None:
    assert expected <= title_tasks(title)


@pytest.mark.parametrize(
    "title",
    [
        "Sparsity Implies Generalization via Kelp Bounds",
        "Frond Noise Induces Kelp Segmentation Errors",
        "Reef Pruning Hurts Kelp Segmentation",
    ],
)
def test_a_title_clause_with_a_verb_of_a_finding_is_no_task(title: str) -> None:
    # "X Implies Y" states a finding: subject and verb are no part of a task's name
    assert not [t for t in title_tasks(title) if t.split()[0] in ("sparsity", "frond", "reef")]


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "Learning with Frond-Dependent Kelp Noise: A Ripple Approach",
            {"learning with frond-dependent kelp noise"},
        ),
        (
            "A Case Study of Learning from Partitioned Kelp Data",
            {"learning from partitioned kelp data"},
        ),
        (
            "Learning under Kelp Constraints but without Frond Shortcuts",
            {"learning under kelp constraints"},
        ),
        # a name or a means after "with", or a kind of learning before it, is no setting
        ("Learning with KelpGo: Frond Motivated Goals", set()),
        ("Learning with Random Kelp Features", set()),
        ("Learning with Frond Transformers", set()),
        ("Ripple Learning with Kelp Perturbations", set()),
        ("Kelp Parsing by Learning from Frond Demonstrations", set()),
    ],
)
def test_the_setting_a_title_studies_learning_in_is_a_task(title: str, expected: set[str]) -> None:
    found = {name for name in title_tasks(title) if name.startswith("learning")}
    assert found == expected


@pytest.mark.parametrize(
    "title",
    ["In Search of Kelp-Friendly Frond Networks", "In Search for a Frond-Friendly Kelp Model"],
)
def test_a_title_that_opens_with_a_preposition_names_no_method_with_it(title: str) -> None:
    # "In Search of …" says what the paper looks for; "In Search" names nothing
    names = {e.name for e in extract(title).entities}
    assert not [n for n in names if n.lower().startswith("in ")]


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "Frond Pooling for Generalization in Kelp Reinforcement Learning",
            {"generalization in kelp reinforcement learning"},
        ),
        (
            "Exploration in Sparse Kelp Games with Frond Bonuses",
            {"exploration in sparse kelp games"},
        ),
        ("Improving Fairness in Kelp Ranking", {"fairness in kelp ranking"}),
        # a noun before it makes a problem of its own; a model is the means; things in the
        # plural, or a setting cut short before "or", are no setting
        ("Domain Generalization in Kelp Ranking", set()),
        ("Exploration in Frond Networks", set()),
        ("Planning in Environments with Frond Maps", set()),
        ("Planning in Continuous or Discrete Kelp Spaces", set()),
    ],
)
def test_a_problem_named_with_the_setting_it_is_studied_in_is_a_task(
    title: str, expected: set[str]
) -> None:
    found = {
        n
        for n in title_tasks(title)
        if n.split()[0] in ("generalization", "exploration", "fairness", "planning")
    }
    assert found == expected


def test_a_title_piece_that_is_or_ends_in_a_listed_method_is_no_task() -> None:
    # "variational inference" and "Bayesian optimization" are listed methods: a variant of
    # one is a method, whatever the head noun says
    assert title_tasks("Bidirectional Variational Inference for Kelp Speech") == set()
    assert title_tasks("Frond-Order Bayesian Optimization via Kelp Differentiation") == set()
    assert title_tasks("Variational Inference for Kelp Models") == set()
    # a head noun of a task before no listed method still names one
    assert title_tasks("Frond Inference via Kelp Differentiation") == {"frond inference"}


def test_title_task_is_addressed_with_the_title_as_evidence() -> None:
    title = "Ripple Pooling for Few-Shot Semantic Segmentation"
    extraction = extract(title)
    task = next(e for e in extraction.entities if e.name == "few-shot semantic segmentation")
    assert task.mentions == []  # named in the title only
    relation = next(r for r in extraction.relations if r.target == task.key)
    assert (relation.type, relation.source, relation.evidence) == ("ADDRESSES", PAPER, title)


@pytest.mark.parametrize(
    "title",
    [
        "Image Denoising via Spectral Graph Matching",  # the means, after "via"
        "Sparse Codes with Learned Dictionary Matching",  # the means, after "with"
        "When Does Label Smoothing Help Segmentation",  # a question, not a name
        "Robust Training",  # no task head
        "Sparse Discovery of Latent Causes",  # the name goes on after "of"
        "Quillon: Detection",  # a task head alone names no task
        "Improving Transfer With Very Long Pipelines Of Several Stages For Data Valuation Under "
        "Heavy Label Noise And Missing Features In Many Real Settings Of Practice Today And Beyond",
    ],
)
def test_means_questions_and_long_titles_name_no_task(title: str) -> None:
    found = title_tasks(title)
    assert "spectral graph matching" not in found
    assert "learned dictionary matching" not in found
    assert "label smoothing help segmentation" not in found
    assert "robust training" not in found
    assert "data valuation" not in found
    assert "sparse discovery" not in found
    assert "detection" not in found


def test_full_form_of_an_abstract_task_in_the_title_is_the_papers_task() -> None:
    abstract = (
        "Semantic segmentation with few labels is hard. We propose Ripple Pooling, which "
        "improves semantic segmentation on two benchmarks."
    )
    extraction = extract("Ripple Pooling for Few-Shot Semantic Segmentation", abstract)
    tasks = {e.name.lower(): e for e in extraction.entities if e.type == "Task"}
    # The abstract's broader name is the paper's short name for it (resolution keeps the
    # broader task's node apart: tests/test_resolve_cases.py).
    assert list(tasks) == ["few-shot semantic segmentation"]
    aliases = tasks["few-shot semantic segmentation"].aliases
    assert "semantic segmentation" in [a.lower() for a in aliases]


def test_a_list_closed_by_comma_and_leaves_the_last_task_whole() -> None:
    abstract = (
        "Kelp segmentation needs many labels. We propose KelpFed, which improves kelp "
        "segmentation on two benchmarks."
    )
    extraction = extract("KelpFed: Fast, Private, and Sparse Kelp Segmentation by Ripple", abstract)
    names = [[e.name, *e.aliases] for e in extraction.entities if e.type == "Task"]
    assert names and not any(n.lower().startswith(("and ", "or ")) for ns in names for n in ns)
    assert "kelp segmentation" in {n.lower() for ns in names for n in ns}
    assert "sparse kelp segmentation" in {ns[0].lower() for ns in names}


def test_abstract_evidence_decides_the_type() -> None:
    abstract = (
        "We propose Masked Patch Matching, a pretraining objective for vision transformers. "
        "Masked Patch Matching improves accuracy on ImageNet."
    )
    extraction = extract("Masked Patch Matching", abstract)
    types = {e.name: e.type for e in extraction.entities}
    assert types.get("Masked Patch Matching") == "Method"
    assert "masked patch matching" not in types


def test_without_a_title_every_entity_has_a_mention() -> None:
    assert all(e.mentions for e in by_rules(ABSTRACT).entities)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Quillon: Sparse Routing for Long Documents", ("Method", "Quillon")),
        ("Residual Gate Networks: Routing Tokens Sparsely", ("Method", "Residual Gate Networks")),
        ("FernBench: A Benchmark for Plant Species Recognition", ("Dataset", "FernBench")),
        # No colon: capitalized words ending in a method head before the first connective.
        ("Ripple Gate Networks for Long Documents", ("Method", "Ripple Gate Networks")),
        # A title that is only the name may end in a known family.
        ("Tidal Convolutional Neural Networks", ("Method", "Tidal Convolutional Neural Networks")),
        # Before a colon, capitalized words that coin a name, whatever their head.
        ("Kelp Poisoning: Defending Routers Against Theft", ("Method", "Kelp Poisoning")),
        ("Ripple Pop-Up: Inferring Objects From Hands", ("Method", "Ripple Pop-Up")),
        # No colon, before "for" and a task: capitalized words that coin a name.
        ("Graded Ripple Pooling for Kelp Segmentation", ("Method", "Graded Ripple Pooling")),
        # A title that is nothing but capitalized words coining a name, whatever their head.
        ("Hierarchical Kelp Autoencoders", ("Method", "Hierarchical Kelp Autoencoders")),
        ("Tidal Ripple Point Processes", ("Method", "Tidal Ripple Point Processes")),
        # an adverb before a participle is part of the name
        (
            "Adversarially Gated Kelp Routers: Sparse Tokens",
            ("Method", "Adversarially Gated Kelp Routers"),
        ),
        # a word in front of a listed method names the paper's variant of it
        (
            "Double-Loop Unadjusted Langevin Algorithm",
            ("Method", "Double-Loop Unadjusted Langevin Algorithm"),
        ),
        (
            "Tidal Unadjusted Langevin Algorithm for Kelp Sampling",
            ("Method", "Tidal Unadjusted Langevin Algorithm"),
        ),
        # a made thing's name of five or six words
        (
            "Isometric Kelp Process Latent Frond Model for Reef Data",
            ("Method", "Isometric Kelp Process Latent Frond Model"),
        ),
        (
            "Group Equivariant Generative Adversarial Kelp Networks",
            ("Method", "Group Equivariant Generative Adversarial Kelp Networks"),
        ),
        # "The" in front is no part of the name
        ("The Tidal Kelp Router: Sparse Tokens", ("Method", "Tidal Kelp Router")),
    ],
)
def test_the_name_a_title_leads_with_is_proposed(title: str, expected: tuple[str, str]) -> None:
    extraction = extract(title)
    entity = next(e for e in extraction.entities if e.name == expected[1])
    assert (entity.type, entity.name) == expected
    assert any(r.type == "PROPOSES" and r.target == entity.key for r in extraction.relations)


@pytest.mark.parametrize(
    "title",
    [
        "Skip Connections Matter: Routing Tokens Sparsely",  # a claim, not a name
        "Regularization Helps in Sparse Routing: A Study",  # lowercase words: a sentence
        "When Routing Fails: Sparse Tokens",  # a clause
        "Robust Few-Shot Learning: Sparse Tokens",  # a task, read as one
        "Graph Neural Networks for Long Documents",  # a listed family, not a new name
        "Adversarial Robustness: Routing Tokens Sparsely",  # a property
        "Align Your Routers: Sparse Tokens at Scale",  # a slogan
        "No More Dense Routers: Sparse Tokens",
        "Time Will Tell: Sparse Routing for Kelp Detection",  # a modal verb: a sentence
        "Emergent Token Representations: Sparse Routing",  # what a model computes
        "Translating Robot Skills: Sparse Routing",  # led by a verb
        "Sharp Routing Bounds: Sparse Tokens",  # what a theory paper proves
        "Offline RL for Kelp Segmentation",  # a setting of a known thing
        "Efficient Exploration for Kelp Segmentation",  # a judging word and a kind
        "Ripple Kelp Analysis: Sparse Tokens",  # an analysis, not "analysi"s
        "Logarithmic Routing Regret for Kelp Segmentation",  # a result
        "Explore Ripple Formation for Kelp Segmentation",  # led by a verb
        "Route Sparsely, Gate Consistently: Kelp Tokens",  # ends in an adverb: a clause
        "Sparsity Exists Everywhere: Kelp Routing at Scale",
        "Routers Can't Kelp: Sparse Tokens",  # a negated modal: a sentence
        # whole titles that name a property, a result or a task, not a coined thing
        "Adversarial Kelp Robustness",
        "Sharp Kelp Regret Bounds",
        "Few-Shot Kelp Segmentation",
        # a listed method with a judging word in front is that method
        "Robust Unadjusted Langevin Algorithm for Kelp Sampling",
        # before the means, the problem the means solves
        "Tidal Unadjusted Langevin Algorithm via Kelp Transport",
        # an indefinite article: a description of the method, not its name
        "A Resilient Distributed Kelp Boosting Algorithm for Reef Data",
        "A Tidal Kelp Router: Sparse Tokens",
        # a doing's name of five words is no lead name
        "Entropy-Driven Unsupervised Kelp Frond Learning for Reef Data",
    ],
)
def test_a_claim_before_the_colon_is_no_name(title: str) -> None:
    extraction = extract(title)
    assert not any(r.type == "PROPOSES" and r.evidence == title for r in extraction.relations)


def test_a_lead_the_abstract_names_is_left_to_the_abstract() -> None:
    abstract = "We propose Quillon, a sparse router. Quillon is faster than dense attention."
    extraction = extract("Quillon: Sparse Routing for Long Documents", abstract)
    quillon = [e for e in extraction.entities if e.name == "Quillon"]
    assert len(quillon) == 1 and quillon[0].mentions


ECHOING_ABSTRACT = (
    "Setting a price on each training record matters to data markets. Existing record pricing "
    "methods retrain many models. We make record pricing cheap with one forward pass."
)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # Before the means, a problem no term list knows, repeated by the abstract.
        ("Record Pricing using Networks at Initialization", {"record pricing"}),
        # After "for".
        ("Tiny Probes for Record Pricing", {"record pricing"}),
    ],
)
def test_a_problem_the_abstract_repeats_is_a_title_task(title: str, expected: set[str]) -> None:
    assert title_tasks(title, ECHOING_ABSTRACT) == expected


@pytest.mark.parametrize(
    ("title", "abstract", "expected"),
    [
        # a noun of a problem not shaped like a doing
        (
            "Volumetric Kelp Memory for Frond Locomotion Control",
            "Frond locomotion control is hard on rough ground. We add a kelp memory.",
            {"frond locomotion control"},
        ),
        (
            "Sparse Priors for Kelp Mesh Recovery",
            "We study kelp mesh recovery from one photo with sparse priors.",
            {"kelp mesh recovery"},
        ),
    ],
)
def test_a_repeated_problem_named_by_a_problem_noun_is_a_title_task(
    title: str, abstract: str, expected: set[str]
) -> None:
    assert title_tasks(title, abstract) == expected


def test_a_problem_in_a_problems_place_is_a_title_task_though_the_abstract_says_it_otherwise() -> (
    None
):
    # the abstract calls it "this problem" or names it in other words
    abstract = "This problem matters to data markets. We make it cheap with one forward pass."
    assert title_tasks("Shelf Pricing using Networks at Initialization", abstract) == {
        "shelf pricing"
    }
    assert title_tasks("Tiny Probes for Shelf Pricing", abstract) == {"shelf pricing"}
    # not a phrase with a determiner in it: it refers to a problem, it does not name one
    assert title_tasks("Tiny Probes for Their Shelf Pricing", abstract) == set()
    assert title_tasks("Tiny Probes for All Shelf Pricing", abstract) == set()
    # nor a clause ("… Sampling When Learning to …"); a particle after a dropped gerund goes
    assert title_tasks("Accounting for Shelf Sampling When Learning to Price", abstract) == set()
    assert title_tasks("Speeding Up Shelf Supervision with Tiny Probes", abstract) == {
        "shelf supervision"
    }


def test_training_a_model_is_a_problem_only_where_the_title_says_it_is_the_purpose() -> None:
    abstract = "Big batches make shelf models generalize worse. We average shelf replicas."
    assert title_tasks("Replica Averaging for Large-Batch Shelf Training", abstract) == {
        "large-batch shelf training"
    }
    assert title_tasks("Frond Adapters for Multilingual Shelf Pretraining", abstract) == {
        "multilingual shelf pretraining"
    }
    # elsewhere it names how the method is made, not a problem
    assert title_tasks("Shelf Nets with Large-Batch Shelf Training", abstract) == set()
    assert title_tasks("Large-Batch Shelf Training of Kelp Nets", abstract) == set()


def test_an_abstract_that_opens_with_the_problem_repeats_it() -> None:
    abstract = "Record pricing matters to data markets. We make it cheap with one forward pass."
    assert title_tasks("Tiny Probes for Record Pricing", abstract) == {"record pricing"}


@pytest.mark.parametrize(
    "title",
    [
        # Not in a problem's place: the means ("with …") and a lead name.
        "Cheap Pricing with Record Pricing",
        # A noun of what a model computes, not of a problem.
        "Record Embedding for Data Markets",
    ],
)
def test_an_unknown_phrase_elsewhere_is_no_title_task(title: str) -> None:
    abstract = ECHOING_ABSTRACT + " Record embedding is used throughout."
    assert "record pricing" not in title_tasks(title, abstract)
    assert "record embedding" not in title_tasks(title, abstract)


MEANS_ABSTRACT = (
    "Sparse routing wastes compute. We show that gated ripple pooling keeps accuracy while "
    "halving the cost, and that gated ripple pooling transfers to speech."
)


def test_a_new_means_the_abstract_repeats_is_the_papers_method() -> None:
    extraction = extract("Cheap Routing via Gated Ripple Pooling", MEANS_ABSTRACT)
    methods = {e.key: e.name for e in extraction.entities if e.type == "Method"}
    assert "gated ripple pooling" in methods.values()
    proposed = {r.target for r in extraction.relations if r.type == "PROPOSES"}
    assert any(methods.get(key) == "gated ripple pooling" for key in proposed)


@pytest.mark.parametrize(
    "title",
    [
        "Cheap Routing with Gated Ripple Pooling",  # "with": conditions as often as means
        "Cheap Routing via Gated Ripple Lattices",  # an object, not a method
        "Cheap Routing via Gated Ripple Pools",  # not repeated in the abstract
    ],
)
def test_other_means_pieces_are_no_method(title: str) -> None:
    names = {e.name for e in extract(title, MEANS_ABSTRACT).entities if e.type == "Method"}
    assert not any("ripple" in n and n != "gated ripple pooling" for n in names), names
    if "with" in title:
        assert "gated ripple pooling" not in {
            e.name for e in extract(title, MEANS_ABSTRACT).entities if not e.mentions
        }


@pytest.mark.parametrize(
    ("title", "means", "task"),
    [
        # "<X> for <task>": X serves the task; it is no second task of the paper.
        (
            "Graded Ripple Density Estimation for Kelp Segmentation",
            "graded ripple density estimation",
            "kelp segmentation",
        ),
        ("Orbit Component Matching for Multi-Task Learning", "orbit component matching", None),
    ],
)
def test_what_serves_the_titles_task_is_no_task(title: str, means: str, task: str | None) -> None:
    found = title_tasks(title)
    assert means not in found
    if task:
        assert task in found


@pytest.mark.parametrize(
    ("title", "expected", "not_expected"),
    [
        # After "to", a verb acts on the task.
        (
            "Regularizing the Critic to Steady Offline Reinforcement Learning",
            "offline reinforcement learning",
            "steady offline reinforcement learning",
        ),
        # So it does after a modal, and a particle after a dropped gerund.
        (
            "Ripple Pooling Can Boost Kelp Segmentation",
            "kelp segmentation",
            "boost kelp segmentation",
        ),
        # ... whatever the verb, and after an adverb that grades it.
        (
            "Ripple Pooling Can Quietly Outrun Kelp Segmentation",
            "kelp segmentation",
            "outrun kelp segmentation",
        ),
        ("Transformers Can Do Kelp Inference", "kelp inference", "do kelp inference"),
        (
            "Breaking Down Kelp Segmentation: Five Ripple Methods Compared",
            "kelp segmentation",
            "down kelp segmentation",
        ),
        # A task after "to" that opens with a noun keeps it.
        ("From Captions to Image Classification", "image classification", "classification"),
        # A quality coordinated with a judging word judges as well.
        (
            "Ripple Fields for Accurate and Robust Kelp Segmentation",
            "kelp segmentation",
            "robust kelp segmentation",
        ),
        # ... but not a word that may name
        (
            "Kelp Nets for Efficient and High Fidelity Speech Synthesis",
            "high fidelity speech synthesis",
            "fidelity speech synthesis",
        ),
        (
            "Simple and Scalable Nearest Neighbor Kelp Translation",
            "nearest neighbor kelp translation",
            "neighbor kelp translation",
        ),
        # "Provable" judges the result.
        (
            "Provable Kelp Density Estimation by Ripple Counting",
            "kelp density estimation",
            "provable kelp density estimation",
        ),
    ],
)
def test_verbs_and_judging_words_are_no_part_of_a_title_task(
    title: str, expected: str, not_expected: str
) -> None:
    found = title_tasks(title)
    assert expected in found
    assert not_expected not in found


@pytest.mark.parametrize(
    ("title", "task"),
    [
        # A title that is only "<modifiers> Learning" names the paper's way of learning.
        ("Backstepping Ripple Learning", None),
        ("Graded Reinforcement Learning", None),
        # A known task as the whole title is still its task, and other heads are kept.
        ("Few-Shot Learning", "few-shot learning"),
        ("Egocentric Kelp Segmentation", "egocentric kelp segmentation"),
    ],
)
def test_a_title_that_is_one_learning_phrase_names_no_task(title: str, task: str | None) -> None:
    found = title_tasks(title)
    if task is None:
        assert title.lower() not in found
    else:
        assert task in found


@pytest.mark.parametrize(
    ("title", "full_form", "kept"),
    [
        # How the method works adds no narrower task to one the abstract names.
        (
            "Equivariant Kelp Trajectory Forecasting",
            "equivariant kelp trajectory forecasting",
            False,
        ),
        ("Deep Kelp Segmentation", "deep kelp segmentation", False),
        # A setting does: it is a narrower problem.
        ("Few-Shot Kelp Segmentation", "few-shot kelp segmentation", True),
    ],
)
def test_adjectives_of_the_means_make_no_narrower_title_task(
    title: str, full_form: str, kept: bool
) -> None:
    short = full_form.split(" ", 1)[1]
    abstract = f"We study {short} with a new model, QZNet. QZNet beats baselines."
    tasks = {e.name: e.aliases for e in extract(title, abstract).entities if e.type == "Task"}
    assert (full_form in tasks) == kept
    # The narrower task holds the abstract's name as the paper's short name for it.
    assert short in (tasks[full_form] if kept else tasks)


def test_a_dropped_leading_word_the_abstract_writes_with_the_name_is_kept_whole() -> None:
    abstract = (
        "We build on Rolling Kelp Correction (RKC), a two-stage network. We propose KelpNet, "
        "which improves PSNR."
    )
    extraction = extract("Joint Learning for Efficient Rolling Kelp Correction", abstract)
    names = {e.name.lower() for e in extraction.entities}
    assert "rolling kelp correction" in names
    assert "kelp correction" not in names


def test_a_title_name_the_abstract_abbreviates_or_writes_longer_is_one_entity() -> None:
    abstract = (
        "Kelp Based Training (KBT) tunes kelp models. We introduce a multi-objective version "
        "of KBT, MO-KBT. MO-KBT outperforms KBT on two benchmarks."
    )
    extraction = extract("Multi-Objective Kelp Based Training", abstract)
    by_name = {e.name: e for e in extraction.entities if e.type == "Method"}
    assert "Multi-Objective Kelp Based Training" in by_name["MO-KBT"].aliases
    assert "Multi-Objective Kelp Based Training" not in by_name["Kelp Based Training"].aliases
    # an acronym whose letters are found inside the words spells another name
    abstract = (
        "Backpropagation (BP) trains kelp networks poorly. We propose a kelp aggregation (KA) "
        "method that fixes BP. KA improves accuracy on CIFAR10."
    )
    title = "Backpropagated Kelp Aggregation for Accurate Training of Kelp Networks"
    names = {e.name for e in extract(title, abstract).entities}
    assert {"Backpropagation", "Backpropagated Kelp Aggregation"} <= names
    abstract = (
        "We propose Conditional Kelp Groundplans (CKG), which map photos to grids. CKG is fast."
    )
    extraction = extract("Kelp Groundplans: Kelp Scenes from a Single Photo", abstract)
    methods = [[e.name, *e.aliases] for e in extraction.entities if e.type == "Method"]
    assert methods == [["Conditional Kelp Groundplans", "CKG", "Kelp Groundplans"]]


def test_an_acronym_only_the_title_gives_is_the_abstract_entity_it_spells() -> None:
    abstract = (
        "Matching kelp photos is hard. Our dense method, Dense Kernelized Frond Matching, sets "
        "a new state of the art on KelpDepth."
    )
    extraction = extract("DKM: Dense Kernelized Frond Matching for Kelp Estimation", abstract)
    methods = [[e.name, *e.aliases] for e in extraction.entities if e.type == "Method"]
    assert methods == [["Dense Kernelized Frond Matching", "DKM"]]
    # letters that leave out the first word, or two words, spell another name
    for title in ("KFM: Dense Kernelized Frond Matching", "DM: Dense Kernelized Frond Matching"):
        names = {e.name for e in extract(title, abstract).entities if e.type == "Method"}
        assert len(names) == 2, title
    # so do letters that leave out a part of a hyphenated word, or add a number
    abstract = "Reef data are scarce. Our method, Kelp Language-Image Pre-training, aligns fronds."
    for title in ("KLIP: Frond Pretraining From Reef Data", "KLIP2: Frond Pretraining"):
        names = {e.name for e in extract(title, abstract).entities if e.type == "Method"}
        assert len(names) == 2, title


def test_a_name_the_abstract_coins_from_the_title_name_is_that_entity() -> None:
    # "KelpNets" is cut from the words of "Kelpson Explanation Networks": one method
    abstract = "We propose KelpNets, which explain reef models. KelpNets beat fronds on KelpSet."
    extraction = extract("Kelpson Explanation Networks", abstract)
    methods = [[e.name, *e.aliases] for e in extraction.entities if e.type == "Method"]
    assert methods == [["KelpNets", "Kelpson Explanation Networks"]]
    # pieces that no word of the title begins with coin another name
    extraction = extract("Frond Explanation Networks", abstract)
    assert len([e for e in extraction.entities if e.type == "Method"]) == 2


def test_a_title_name_made_of_acronyms_is_spelled_by_no_acronym_of_the_abstract() -> None:
    """ "KD" (kelp distillation) is no "KD-DLFAN": the title's name is the paper's own."""
    abstract = (
        "Inspired by kelp distillation (KD), we propose KD-FAN, a kelp-distillation based "
        "generation framework. KD-FAN beats prior work."
    )
    extraction = extract("KD-DLFAN: Data Limited Frond Generation via Kelp Distillation", abstract)
    aliases = {e.name: e.aliases for e in extraction.entities}
    assert aliases["kelp distillation"] == ["KD"]
    proposed = {r.target for r in extraction.relations if r.type == "PROPOSES"}
    assert "method:kelp distillation" not in proposed


@pytest.mark.parametrize(
    ("title", "task"),
    [
        # an adverb and the adjective it grades judge the method
        ("Frustratingly Easy Kelp Estimation", "kelp estimation"),
        ("Finer Kelp Reconstruction via Ripple Optimization", "kelp reconstruction"),
        # an adverb before a participle names a setting
        ("Weakly Supervised Kelp Segmentation with Ripples", "weakly supervised kelp segmentation"),
    ],
)
def test_judging_words_before_a_title_task_go_and_a_setting_stays(title: str, task: str) -> None:
    assert title_tasks(title) == {task}


def test_a_masked_pretraining_objective_in_a_title_is_no_task() -> None:
    assert title_tasks("Masked Kelp Reconstruction for Frond Segmentation") == {
        "frond segmentation"
    }
    assert title_tasks("Masked Kelp Modeling") == set()


UNNAMED_ABSTRACT = (
    "Kelp routing wastes compute. We propose an approach that prunes fronds along a learned "
    "direction, and show that it halves the cost on several benchmarks."
)


@pytest.mark.parametrize(
    ("title", "method"),
    [
        ("Cheap Routing by Directional Ripple Pooling", "directional ripple pooling"),
        ("Cheap Routing with Frond Regularization", "frond regularization"),
        # a variant of a listed method, whatever its head word
        ("Learning by Directional Gradient Descent", "directional gradient descent"),
    ],
)
def test_a_means_in_the_title_names_the_method_the_abstract_proposes_unnamed(
    title: str, method: str
) -> None:
    extraction = extract(title, UNNAMED_ABSTRACT)
    methods = {e.key: e.name for e in extraction.entities if e.type == "Method"}
    proposed = {r.target for r in extraction.relations if r.type == "PROPOSES"}
    assert any(methods.get(key) == method for key in proposed), methods


@pytest.mark.parametrize(
    ("title", "abstract"),
    [
        ("Cheap Routing with Noisy Fronds", UNNAMED_ABSTRACT),  # a condition
        ("Cheap Routing with Kelp Diffusion Models", UNNAMED_ABSTRACT),  # a family used
        ("Kelpnet: Cheap Routing by Ripple Pooling", UNNAMED_ABSTRACT),  # named in the lead
        ("Cheap Routing by Kelp Pooling", MEANS_ABSTRACT),  # the abstract proposes nothing
        (
            "Cheap Routing by Ripple Pooling",
            UNNAMED_ABSTRACT.replace("an approach", "FrondNet, an approach"),
        ),  # the abstract names its method
    ],
)
def test_a_means_in_the_title_is_no_proposal_otherwise(title: str, abstract: str) -> None:
    extraction = extract(title, abstract)
    titled = {e.name for e in extraction.entities if not e.mentions and e.type == "Method"}
    assert not titled & {"ripple pooling", "kelp pooling", "noisy fronds", "kelp diffusion models"}


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("KelpBench: A Benchmark for Frond Counting", "Dataset"),
        ("KelpQA: A Large-Scale Dataset of Frond Questions", "Dataset"),
        # data words further on say where the method works, not what the lead is
        ("Kelpo: Learning Frond Skills in Diverse Environments", "Method"),
        ("Kelp Gate Networks for Kelp Segmentation on a New Dataset", "Method"),
    ],
)
def test_the_lead_is_data_when_the_title_calls_it_so(title: str, kind: str) -> None:
    lead = title.split(":")[0] if ":" in title else "Kelp Gate Networks"
    found = {e.name: e.type for e in extract(title).entities if not e.mentions}
    assert found.get(lead) == kind, found


def test_an_acronym_spelled_like_a_modal_leads_a_title() -> None:
    found = {
        e.name: e.type for e in extract("CAN: Kelp Attention Networks for Frond Counting").entities
    }
    assert found.get("CAN") == "Method"


@pytest.mark.parametrize(
    "title",
    [
        "Should I Run Offline Reinforcement Learning or Kelp Cloning?",
        "Can We Overcome Catastrophic Forgetting in Kelp Detection?",
    ],
)
def test_a_question_opened_by_a_modal_names_no_task(title: str) -> None:
    assert title_tasks(title) == set()


def test_a_verdict_on_an_old_subject_leads_with_no_name() -> None:
    extraction = extract("Kelp Line Mapping Revisited")
    assert not [e for e in extraction.entities if e.type == "Method" and not e.mentions]


def test_a_hyphenated_noun_of_a_problem_ends_a_title_task() -> None:
    assert title_tasks("Ripple Gate Networks for Frond Layout Co-design") == {
        "frond layout co-design"
    }


def test_the_known_task_a_titled_method_is_named_by_is_addressed() -> None:
    abstract = (
        "Existing methods for semantic segmentation ignore kelp. We present the KElp-Guided "
        "Semantic Segmentation model, dubbed KEGSS. KEGSS halves the error on two benchmarks."
    )
    addressed = targets("KEGSS: KElp-Guided Semantic Segmentation", abstract, "ADDRESSES")
    assert "task:semantic segmentation" in addressed


def test_a_means_in_the_title_names_the_method_beside_a_named_method_the_paper_uses() -> None:
    abstract = UNNAMED_ABSTRACT.replace("direction,", "direction on top of a KelpNet backbone,")
    proposed = targets("Cheap Routing by Directional Ripple Pooling", abstract, "PROPOSES")
    assert proposed == {"method:directional ripple pooling"}


def test_a_known_term_in_ing_before_a_noun_of_doing_is_no_verb() -> None:
    assert title_tasks("Ripple Product Pooling for End-to-End Embedding Compression") == {
        "embedding compression"
    }
    # a verb and its object: what it acts on is the task
    assert title_tasks("Ripple Product Pooling for Improving Kelp Segmentation") == {
        "kelp segmentation"
    }


def test_a_listed_term_in_front_of_the_lead_does_not_make_the_abstract_name_it() -> None:
    abstract = (
        "We align frond distributions with a new flow model and report a higher test "
        "log-likelihood than earlier aligners on two benchmarks."
    )
    title = "Log-Likelihood Kelp Flows: Towards Robust Frond Alignment"
    assert "method:log likelihood kelp flow" in targets(title, abstract, "PROPOSES")


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # a verb of a task and its object, leading the title, after a colon or after "for"
        ("Predicting Kelp Growth with Frond Networks", {"predicting kelp growth"}),
        ("Frondo: Meaningfully Aligning Optical Kelp Arrays", {"aligning optical kelp arrays"}),
        ("Graded Ripples for Forecasting Kelp Blooms", {"forecasting kelp blooms"}),
        # the object ends before a relative clause
        (
            "Constructing Sparse Kelp Maps that Update Fast and Scale Well",
            {"constructing sparse kelp maps"},
        ),
    ],
)
def test_a_verb_of_a_task_and_its_object_name_the_task(title: str, expected: set[str]) -> None:
    assert title_tasks(title) == expected


@pytest.mark.parametrize(
    "title",
    [
        # verbs that study or improve act on what follows; "Learning" has its own rules
        "Revisiting Kelp Growth with Frond Networks",
        "Improving Frond Density with Ripple Pooling",
        # the object is a listed method: the means, not a problem
        "Sampling Diffusion Models Quickly",
        # a pronoun is no object of a task; with an article it is one thing the paper makes
        "Predicting What Kelp Wants",
        "Finding a Good Kelp Basis for Transfer",
        # the object may go on past "and"
        "Matching Kelp Flows and Frond Paths",
        # a family of problems is the task
        "Solving Zero-Sum Kelp Games",
        # a kind of made thing alone, or a word that counts, makes no problem of the object
        "Constructing Solutions via Frond Analysis",
        "Detecting Various Kelp Blooms",
    ],
)
def test_other_verbs_and_objects_name_no_task(title: str) -> None:
    assert not any(name.startswith(title.split()[0].lower()) for name in title_tasks(title))


def test_the_abstract_name_of_the_doing_is_kept_over_the_title_s() -> None:
    abstract = (
        "Kelp growth prediction matters for coastal farms. We propose a recurrent frond "
        "network and halve its error on two benchmarks."
    )
    assert "predicting kelp growth" not in title_tasks("Predicting Kelp Growth", abstract)


def test_a_title_in_capitals_is_read_in_the_abstract_s_cases() -> None:
    # words the abstract does not write are capitalized, short ones kept as acronyms
    assert title_tasks("KELPNET: FAST FROND SEGMENTATION FOR GAN AUDITS") == {"frond segmentation"}
    abstract = "We propose KelpNet, which segments fronds quickly. It beats RippleNet."
    assert recased_title("KELPNET: FAST FROND SEGMENTATION", abstract) == (
        "KelpNet: Fast Frond Segmentation"
    )
    assert recased_title("Kelp Segmentation via FROND", abstract) == "Kelp Segmentation via FROND"


def test_a_plural_means_the_abstract_writes_in_lowercase_is_a_family_it_uses() -> None:
    abstract = (
        "We pick frond models over other generative models for their flexibility, and we "
        "segment kelp with pretrained frond models."
    )
    title = "Kelp Segmentation Using Frond Models"
    assert "method:frond model" not in targets(title, abstract, "PROPOSES")
    assert "method:frond model" in targets(title, abstract, "USES")
    # capitalized in the abstract, it is the paper's name for its own method
    abstract = "We propose Ripple Gate Networks, which route kelp features. They beat KelpNet."
    assert "method:ripple gate network" in targets(
        "Kelp Segmentation via Ripple Gate Networks", abstract, "PROPOSES"
    )


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Censored Ridge Regression in High Dimensions", "method:censored ridge regression"),
        ("Kelp Schedule Tuning with Noisy Rewards", "method:kelp schedule tuning"),
        ("Frond Order Aggregation from Pairwise Votes", "method:frond order aggregation"),
    ],
)
def test_a_doing_a_title_leads_with_under_a_condition_is_its_problem(title: str, task: str) -> None:
    abstract = "We study this setting and give an algorithm with a tight bound on its error."
    extraction = extract(title, abstract)
    typed = {e.name.lower(): e.type for e in extraction.entities}
    name = task.split(":", 1)[1]
    assert typed.get(name) == "Task"
    keys = {e.key for e in extraction.entities}
    assert all(r.target in keys for r in extraction.relations if r.source == PAPER)
    assert targets(title, abstract, "PROPOSES") == set()
    # "... for <task>" names a means to an end: the paper's method
    means = extract("Kelp Schedule Tuning for Frond Segmentation", abstract)
    assert {e.name: e.type for e in means.entities}.get("Kelp Schedule Tuning") == "Method"
    # a part of a model under a condition is still the method
    part = extract("Frond-Gated Attention with Kelp Memory", abstract)
    assert {e.name: e.type for e in part.entities}.get("Frond-Gated Attention") == "Method"


def test_a_title_task_the_abstract_writes_without_the_method_s_adjectives() -> None:
    # "Neural" says how the method works; the abstract writes the task without it, inside a
    # longer phrase no reader takes as the task: the title's task is the shorter one.
    abstract = (
        "We build a frond pose tracking pipeline that follows kelp fronds in underwater video "
        "at thirty frames per second. Our model, FrondTrack, outperforms KelpPose on the "
        "KelpVid benchmark."
    )
    assert title_tasks("Neural Frond Pose Tracking", abstract) == {"frond pose tracking"}
    # Without the shorter form in the abstract the title's words stay whole.
    assert title_tasks("Neural Frond Pose Tracking") == {"neural frond pose tracking"}


def test_a_noun_of_doing_and_what_it_is_done_to_is_the_title_s_task() -> None:
    assert "segmentation of kelp sequences" in title_tasks(
        "Differentiable Segmentation of Kelp Sequences"
    )
    assert "estimation of high dimensional frond densities" in title_tasks(
        "KelpEst: Optimal Estimation of High Dimensional Frond Densities from Noisy Counts"
    )
    # a noun in front of the doing makes a task of its own, not one of its object
    tasks = title_tasks("Frond Unlearning of Kelp Clusters")
    assert not any("of kelp clusters" in t for t in tasks)


def test_a_class_of_problems_a_title_names_is_the_problem() -> None:
    assert "least-kelp problem" in title_tasks("Fast Randomized Methods for Least-Kelp Problems")
    assert "nonconvex-nonconcave kelp problem" in title_tasks(
        "Global Convergence for a Class of Nonconvex-Nonconcave Kelp Problems"
    )


def test_a_problem_family_a_title_names_in_words_is_a_task() -> None:
    assert "frond inference attacks" in title_tasks("Frond Inference Attacks from Kelp Scores")
    whole = extract("Batched Kelp Bandits")
    assert {e.name.lower() for e in whole.entities if e.type == "Task"} == {"batched kelp bandits"}
    assert not targets("Batched Kelp Bandits", ABSTRACT, "PROPOSES")
    # a coined name before the family is the paper's attack, no class of problems
    assert not title_tasks("KelpNet Attacks: Backdoors in Frond Models")


def test_a_title_piece_with_an_adverb_inside_is_a_clause_not_a_task() -> None:
    title = "Strong kelp biases provably prevent frond segmentation"
    assert not {t for t in title_tasks(title) if "prevent" in t}
    # an adverb before a participle is part of the setting's name
    assert "kelp weakly supervised segmentation" in title_tasks(
        "Kelp Weakly Supervised Segmentation for Reefs"
    )


@pytest.mark.parametrize(
    ("title", "task"),
    [
        # after "to", a verb of a task in "-ing" says what the paper does
        ("A Lock-Free Approach to Parallelizing Kelp Descent", "parallelizing kelp descent"),
        ("A Frond Approach to Predicting Kelp Yields", "predicting kelp yields"),
        # verbs of tasks with a noun of doing of their own
        ("Disambiguating Kelp Expressions in Informal Notes", "disambiguating kelp expressions"),
        ("Imitating Kelp Behaviour with Frond Models", "imitating kelp behaviour"),
    ],
)
def test_a_verb_of_a_task_and_its_object_in_a_title_is_its_task(title: str, task: str) -> None:
    assert task in title_tasks(title)


def test_a_verb_after_to_that_is_no_task_s_leaves_the_task_after_it() -> None:
    assert title_tasks("A Frond Approach to Improving Kelp Segmentation") == {"kelp segmentation"}


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Data Efficient Kelp Recognition with Frond Distillation", "kelp recognition"),
        ("Memory Efficient Kelp Segmentation", "kelp segmentation"),
        ("Sample Optimal Frond Density Estimation", "frond density estimation"),
    ],
)
def test_a_judging_compound_written_apart_is_no_part_of_the_task(title: str, task: str) -> None:
    assert title_tasks(title) == {task}


KIND_ABSTRACT = (
    "Most kelp imitation methods copy the expert's actions. We propose a novel state-aligned "
    "kelp imitation learning method that follows the expert's states instead. It beats two "
    "baselines on reef tasks."
)


def test_a_title_piece_the_abstract_proposes_by_its_kind_is_the_papers_method() -> None:
    extraction = extract("State-Aligned Kelp Imitation Learning", KIND_ABSTRACT)
    methods = {e.key: e.name.lower() for e in extraction.entities if e.type == "Method"}
    proposed = {methods.get(r.target) for r in extraction.relations if r.type == "PROPOSES"}
    assert "state-aligned kelp imitation learning" in proposed


def test_a_title_piece_described_by_its_kind_but_not_proposed_is_no_method() -> None:
    # another work's method: the abstract uses it, it proposes nothing by that name
    abstract = KIND_ABSTRACT.replace("We propose a novel", "Earlier work used a")
    names = {
        e.name.lower() for e in extract("State-Aligned Kelp Imitation Learning", abstract).entities
    }
    assert "state-aligned kelp imitation learning" not in names


@pytest.mark.parametrize(
    ("title", "abstract", "cut"),
    [
        (
            "Additive Kelp-of-Frond Quantization: Fewer Bits for Reef Models",
            "We propose Additive Kelp-of-Frond (AKoF) quantization, a scheme for reef models. "
            "AKoF keeps the accuracy of ResNet-50 on ImageNet.",
            "Additive Kelp-of-Frond",
        ),
        (
            "Tide-aware Large Frond Convolutions",
            "In this paper, we introduce Tide-aware Large Frond~(TaLF) Convolutions, an "
            "adaptive operation for sequence modeling.",
            "Tide-aware Large Frond",
        ),
    ],
)
def test_a_title_name_written_around_its_short_form_is_one_method(
    title: str, abstract: str, cut: str
) -> None:
    # The abstract writes the title's name with its short form inside: one method, named
    # in full, not the title's and a cut one beside it.
    methods = [e for e in extract(title, abstract).entities if e.type == "Method"]
    named = [e for e in methods if e.name == title.split(":")[0]]
    assert len(named) == 1, [e.name for e in methods]
    assert cut in named[0].aliases
    assert not any(e.name == cut for e in methods)


def test_a_title_name_closed_by_a_kind_word_is_the_proposed_method() -> None:
    title = "Twin Tutor Networks for Reef-Free Model Copying"
    abstract = (
        "We propose a Twin Tutor method where two tutors are trained in turn. "
        "It copies reef models with fewer queries."
    )
    methods = [e for e in extract(title, abstract).entities if e.type == "Method"]
    assert len(methods) == 1, [e.name for e in methods]
    assert "Twin Tutor Networks" in [methods[0].name, *methods[0].aliases]
    # A name that is only a part of the title's is the title's own entity.
    abstract = "We study a Twin Tutor baseline built on earlier reef models."
    names = [e.name for e in extract(title, abstract).entities if e.type == "Method"]
    assert "Twin Tutor Networks" in names, names
