"""Corpus-level resolution on small hand-written corpora."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kg.model import Entity, Extraction, Paper, entity_key
from kg.normalize import normalize_name
from kg.resolve import Resolution, is_acronym, resolve


def paper(pid: str, *entities: tuple[str, str, list[str]]) -> Extraction:
    """An extraction of paper ``pid`` with entities given as (type, name, aliases)."""
    return Extraction(
        paper=Paper(id=pid, abstract=f"An abstract of {pid}.", source=f"corpus.txt#{pid}"),
        entities=[
            Entity(entity_key(t, normalize_name(name)), t, name, list(aliases))
            for t, name, aliases in entities
        ],
    )


def canonical(resolution: Resolution, pid: str, entity_type: str, name: str) -> str:
    found = resolution.canonical(pid, entity_key(entity_type, normalize_name(name)))
    assert found is not None, (pid, name)
    return found


def test_acronym_defined_in_one_paper_resolves_its_bare_use_in_another() -> None:
    corpus = [
        paper("a", ("Method", "Large Language Models", ["LLMs"])),
        paper("b", ("Method", "LLM", [])),
        paper("c", ("Method", "LLMs", [])),
    ]
    resolution = resolve(corpus)
    ids = {
        canonical(resolution, pid, "Method", name)
        for pid, name in [("a", "Large Language Models"), ("b", "LLM"), ("c", "LLMs")]
    }
    assert ids == {"method:large language model"}
    entity = resolution.entities["method:large language model"]
    assert entity.papers == ["a", "b", "c"]
    assert entity.paper_count == 3
    assert entity.name == "Large Language Models"
    assert set(entity.aliases) == {"LLMs", "LLM"}


def test_case_hyphen_and_plural_variants_are_one_entity_keeping_every_alias() -> None:
    corpus = [
        paper("a", ("Method", "Low-Rank Adaptation", ["LoRA"])),
        paper("b", ("Method", "low rank adaptations", [])),
        paper("c", ("Method", "Low–rank Adaptation", [])),
        paper("d", ("Method", "Low-Rank Adaptation", [])),
    ]
    resolution = resolve(corpus)
    assert list(resolution.entities) == ["method:low rank adaptation"]
    entity = resolution.entities["method:low rank adaptation"]
    # The form used by most papers names it; every other surface form is an alias.
    assert entity.name == "Low-Rank Adaptation"
    assert entity.aliases == ["LoRA", "low rank adaptations", "Low–rank Adaptation"]
    assert entity.paper_count == 4


def test_an_acronym_defined_differently_keeps_two_entities() -> None:
    corpus = [
        paper("a", ("Method", "Contrastive Preference Optimization", ["CPO"])),
        paper("b", ("Method", "Constrained Policy Optimization", ["CPO"])),
        paper("c", ("Method", "CPO", [])),
    ]
    resolution = resolve(corpus)
    a = canonical(resolution, "a", "Method", "Contrastive Preference Optimization")
    b = canonical(resolution, "b", "Method", "Constrained Policy Optimization")
    c = canonical(resolution, "c", "Method", "CPO")
    assert a == "method:contrastive preference optimization"
    assert b == "method:constrained policy optimization"
    # A bare use elsewhere cannot be attributed to either meaning: it stays itself.
    assert c == "method:cpo"
    assert len(resolution.entities) == 3
    assert resolution.entities[a].papers == ["a"]
    assert resolution.entities[b].papers == ["b"]


def test_each_paper_resolves_an_ambiguous_acronym_to_its_own_definition() -> None:
    corpus = [
        paper(
            "a", ("Method", "Contrastive Preference Optimization", ["CPO"]), ("Method", "CPO", [])
        ),
        paper("b", ("Method", "Constrained Policy Optimization", ["CPO"]), ("Method", "CPOs", [])),
    ]
    resolution = resolve(corpus)
    assert (
        canonical(resolution, "a", "Method", "CPO") == "method:contrastive preference optimization"
    )
    assert canonical(resolution, "b", "Method", "CPOs") == "method:constrained policy optimization"
    assert "method:cpo" not in resolution.entities


def test_an_acronym_with_one_long_form_in_the_corpus_resolves_wherever_it_is_defined() -> None:
    corpus = [
        paper("a", ("Dataset", "Long Range Graph Benchmark", ["LRGB"])),
        paper("b", ("Dataset", "long-range graph benchmark", ["LRGB"])),
        paper("c", ("Dataset", "LRGB", [])),
    ]
    resolution = resolve(corpus)
    assert list(resolution.entities) == ["dataset:long range graph benchmark"]
    assert resolution.entities["dataset:long range graph benchmark"].paper_count == 3


def test_one_type_per_entity_by_a_vote_of_its_papers() -> None:
    corpus = [
        paper("a", ("Task", "Reinforcement Learning", ["RL"])),
        paper("b", ("Method", "RL", [])),
        paper("c", ("Task", "reinforcement learning", [])),
        paper("d", ("Task", "RL", [])),
    ]
    resolution = resolve(corpus)
    # The acronym's one definition in the corpus joins it to its long form, whatever type
    # a paper gave it; three papers of four say Task.
    assert list(resolution.entities) == ["task:reinforcement learning"]
    assert canonical(resolution, "b", "Method", "RL") == "task:reinforcement learning"
    assert resolution.entities["task:reinforcement learning"].paper_count == 4


def test_a_name_of_a_problem_makes_a_task_whatever_bare_acronyms_were_typed() -> None:
    corpus = [
        paper("a", ("Task", "kelp routing problem", ["KRP"])),
        paper("b", ("Method", "KRP", [])),
        paper("c", ("Method", "KRP", [])),
        paper("d", ("Method", "KRP", [])),
    ]
    resolution = resolve(corpus)
    # What the group's long form calls a problem is a task, however often its short form
    # alone was read as the method solving it.
    assert list(resolution.entities) == ["task:kelp routing problem"]
    assert resolution.entities["task:kelp routing problem"].paper_count == 4


def test_a_kind_of_a_listed_task_that_several_papers_name_is_a_task() -> None:
    kind = [
        paper("a", ("Task", "tidal reinforcement learning", ["TRL"])),
        paper("b", ("Method", "Tidal Reinforcement Learning", [])),
        paper("c", ("Method", "TRL", [])),
        paper("d", ("Task", "tidal reinforcement learning", [])),
    ]
    # A tie of two papers each: the listed task its name ends in decides.
    assert list(resolve(kind).entities) == ["task:tidal reinforcement learning"]
    # One or two papers' name of that shape is more often their method: their vote stands.
    own = [
        paper("a", ("Method", "Ripple Imitation Learning", ["RIL"])),
        paper("b", ("Task", "ripple imitation learning", [])),
    ]
    assert list(resolve(own).entities) == ["method:ripple imitation learning"]


def test_bare_acronyms_without_definition_merge_by_normalized_form() -> None:
    corpus = [paper("a", ("Method", "PPO", [])), paper("b", ("Method", "PPOs", []))]
    resolution = resolve(corpus)
    assert list(resolution.entities) == ["method:ppo"]
    assert resolution.entities["method:ppo"].name == "PPO"
    assert resolution.entities["method:ppo"].aliases == ["PPOs"]


def test_ids_are_unique_and_every_local_entity_is_mapped() -> None:
    corpus = [
        paper("a", ("Method", "Graph Neural Networks", ["GNNs"]), ("Metric", "accuracy", [])),
        paper("b", ("Method", "GNN", []), ("Metric", "Accuracy", []), ("Task", "GNN", [])),
    ]
    resolution = resolve(corpus)
    for extraction in corpus:
        for entity in extraction.entities:
            target = resolution.canonical(extraction.paper.id, entity.key)
            assert target in resolution.entities
    # "GNN" typed Task once joins its Method definition; the vote keeps Method.
    assert sorted(resolution.entities) == ["method:graph neural network", "metric:accuracy"]


CORPUS = [
    paper(
        "p1",
        ("Method", "Large Language Models", ["LLMs"]),
        ("Method", "Direct Preference Optimization", ["DPO"]),
    ),
    paper("p2", ("Method", "LLM", []), ("Method", "DPO", []), ("Dataset", "UltraFeedback", [])),
    paper("p3", ("Method", "Contrastive Preference Optimization", ["CPO"])),
    paper("p4", ("Method", "Constrained Policy Optimization", ["CPO"]), ("Method", "CPO", [])),
    paper(
        "p5",
        ("Method", "CPO", []),
        ("Method", "large-language models", []),
        ("Dataset", "ultra feedback", []),
    ),
]


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.permutations(CORPUS))
def test_resolution_does_not_depend_on_the_order_of_papers(order: list[Extraction]) -> None:
    expected = resolve(CORPUS)
    got = resolve(order)
    assert got.entities == expected.entities
    assert got.mapping == expected.mapping


def test_is_acronym() -> None:
    for word in ("RLHF", "LLMs", "LoRA", "GPT-4", "CIFAR-10", "mAP"):
        assert is_acronym(word), word
    for word in ("ImageNet", "HotpotQA", "accuracy", "F1", "Large Language Models", "A"):
        assert not is_acronym(word), word
