"""Assembling the networkx graph from hand-written extractions, and exporting it."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest

from kg.extraction_file import read_extractions
from kg.graph import assemble, write_graphml, write_json
from kg.model import PAPER, Entity, Extraction, Paper, Relation, entity_key
from kg.normalize import normalize_name
from kg.records import from_records, to_records

CORPUS = Path(__file__).resolve().parent / "fixtures" / "extractions" / "corpus.jsonl"


def key(entity_type: str, name: str) -> str:
    return entity_key(entity_type, normalize_name(name))


def extraction(
    pid: str, entities: list[tuple[str, str, list[str]]], relations: list[tuple[str, str, str, str]]
) -> Extraction:
    """Entities as (type, name, aliases); relations as (type, source, target, evidence)
    with entity names, or PAPER as the source."""
    keys = {name: key(t, name) for t, name, _ in entities}
    return Extraction(
        paper=Paper(id=pid, abstract=f"Abstract {pid}.", source=f"x.txt#{pid}"),
        entities=[Entity(keys[n], t, n, a) for t, n, a in entities],
        relations=[
            Relation(r, PAPER if s == PAPER else keys[s], keys[o], ev) for r, s, o, ev in relations
        ],
    )


@pytest.fixture(scope="module")
def graph() -> nx.MultiDiGraph:
    return assemble(read_extractions(CORPUS))


def test_nodes_carry_the_graph_model(graph: nx.MultiDiGraph) -> None:
    types = [data["type"] for _, data in graph.nodes(data=True)]
    assert types.count("Paper") == 5
    assert types.count("Method") == 14
    paper = graph.nodes["paper:p1"]
    assert paper["id"] == "p1"
    assert paper["source"] == "fixture.txt#1"
    assert paper["year"] == 2025
    assert paper["name"].startswith("Aligning large language models")
    assert len(paper["content_hash"]) == 64
    llm = graph.nodes["method:large language model"]
    assert llm["paper_count"] == 3
    assert "LLMs" in llm["aliases"]
    assert llm["name"] == "large language models"


def test_paper_edges_have_evidence_and_resolved_targets(graph: nx.MultiDiGraph) -> None:
    # p3 only says "RLHF"; p1 defined it, so both papers point at one node.
    for pid in ("p1", "p3"):
        assert graph.has_edge(
            f"paper:{pid}", "method:reinforcement learning from human feedback", key="USES"
        )
    edge = graph.edges["paper:p2", "method:lagrangian trust region", "PROPOSES"]
    assert edge["evidence"].startswith("Building on Constrained Policy Optimization")
    # The ambiguous bare CPO of p3 stays its own node.
    assert graph.has_edge("paper:p3", "method:cpo", key="USES")


def test_method_edges_are_aggregated_over_papers() -> None:
    a = extraction(
        "a",
        [("Method", "Sparse Mixture of Experts", ["SMoE"]), ("Method", "Transformer", [])],
        [("COMPARED_WITH", "Sparse Mixture of Experts", "Transformer", "SMoE beats Transformer.")],
    )
    b = extraction(
        "b",
        [("Method", "SMoE", []), ("Method", "Transformers", [])],
        [
            ("COMPARED_WITH", "SMoE", "Transformers", "We compare SMoE with Transformers."),
            ("COMPARED_WITH", "SMoE", "Transformers", "A second sentence saying so."),
        ],
    )
    graph = assemble([b, a])
    edges = graph.get_edge_data("method:sparse mixture of expert", "method:transformer")
    assert list(edges) == ["COMPARED_WITH"]
    assert edges["COMPARED_WITH"]["papers"] == ["a", "b"]
    assert edges["COMPARED_WITH"]["evidence"] == [
        "SMoE beats Transformer.",
        "We compare SMoE with Transformers.",
    ]


def test_relations_outside_the_model_and_self_loops_are_dropped() -> None:
    a = extraction(
        "a",
        [
            ("Method", "Large Language Models", ["LLMs"]),
            ("Method", "LLM", []),
            ("Dataset", "MMLU", []),
        ],
        [
            ("USES", PAPER, "MMLU", "USES must point at a Method."),
            ("COMPARED_WITH", "Large Language Models", "LLM", "Resolution makes this a self-loop."),
            ("EVALUATES_ON", PAPER, "MMLU", "We evaluate on MMLU."),
        ],
    )
    graph = assemble([a])
    assert [(u, v, k) for u, v, k in graph.edges(keys=True)] == [
        ("paper:a", "dataset:mmlu", "EVALUATES_ON")
    ]


def test_duplicate_paper_relations_keep_one_edge_with_the_first_evidence() -> None:
    a = extraction(
        "a",
        [("Method", "BERT", []), ("Method", "BERTs", [])],
        [("USES", PAPER, "BERT", "first"), ("USES", PAPER, "BERTs", "second")],
    )
    graph = assemble([a])
    assert graph.number_of_edges() == 1
    assert graph.edges["paper:a", "method:bert", "USES"]["evidence"] == "first"


def test_records_round_trip(graph: nx.MultiDiGraph) -> None:
    records = to_records(graph)
    assert to_records(from_records(records)) == records
    assert records.label_counts() == {
        "Paper": 5,
        "Method": 14,
        "Task": 5,
        "Dataset": 5,
        "Metric": 4,
    }
    assert sum(records.relation_counts().values()) == graph.number_of_edges()


def test_graphml_parses_back_with_the_same_numbers(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = tmp_path / "kg.graphml"
    write_graphml(graph, path)
    back = nx.read_graphml(path, force_multigraph=True)
    assert back.number_of_nodes() == graph.number_of_nodes()
    assert back.number_of_edges() == graph.number_of_edges()
    llm = back.nodes["method:large language model"]
    assert llm["label"] == "large language models"  # Gephi's caption
    assert "LLMs" in json.loads(llm["aliases"])
    assert llm["paper_count"] == 3
    paper = back.nodes["paper:p1"]
    assert paper["kg_id"] == "p1"
    assert "title" not in paper  # None values are left out
    edge_ids = [k for _, _, k in back.edges(keys=True)]
    assert len(set(edge_ids)) == len(edge_ids)
    compared = [d for _, _, d in back.edges(data=True) if d["type"] == "COMPARED_WITH"]
    assert all(json.loads(d["papers"]) for d in compared)


def test_node_link_json_keeps_lists(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = tmp_path / "kg.json"
    write_json(graph, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["nodes"]) == graph.number_of_nodes()
    assert len(data["edges"]) == graph.number_of_edges()
    paper = next(n for n in data["nodes"] if n["key"] == "paper:p1")
    assert paper["id"] == "p1"
    back = nx.node_link_graph(data, edges="edges", name="key", key="key")
    assert (
        back.nodes["method:large language model"]["aliases"]
        == graph.nodes["method:large language model"]["aliases"]
    )
