"""Relations of DESIGN.md with their evidence sentences, on abstracts written for the tests."""

from __future__ import annotations

from kg.extract import extract_text
from kg.model import PAPER, Extraction

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
    got = triples(extract_text(ABSTRACT))
    assert ("PROPOSES", PAPER, "Prototype Graph Matching") in got
    assert ("EVALUATES_ON", PAPER, "FewRel") in got
    assert ("EVALUATES_ON", PAPER, "TACRED") in got
    assert ("USES", PAPER, "BERT") in got
    assert ("REPORTS", PAPER, "F1") in got
    assert ("ADDRESSES", PAPER, "Few-shot relation extraction") in got


def test_method_relations() -> None:
    got = triples(extract_text(ABSTRACT))
    assert ("COMPARED_WITH", "Prototype Graph Matching", "BERT") in got
    assert ("PART_OF", "Relation Prototype Encoder", "Prototype Graph Matching") in got
    # A named part of the proposed method is proposed too, and not merely used.
    assert ("PROPOSES", PAPER, "Relation Prototype Encoder") in got
    assert ("USES", PAPER, "Relation Prototype Encoder") not in got


def test_evidence_is_the_supporting_sentence() -> None:
    extraction = extract_text(ABSTRACT)
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
    extraction = extract_text(ABSTRACT)
    keys = {e.key for e in extraction.entities} | {PAPER}
    for relation in extraction.relations:
        assert relation.source in keys and relation.target in keys


def test_passive_proposal_and_no_proposal_without_author() -> None:
    got = triples(extract_text("A new optimizer, called SwiftAdam, is proposed for sparse models."))
    assert ("PROPOSES", PAPER, "SwiftAdam") in got
    got = triples(extract_text("Prior work proposed DeepWalk for node embeddings."))
    assert ("PROPOSES", PAPER, "DeepWalk") not in got
    assert ("USES", PAPER, "DeepWalk") in got


def test_task_in_the_object_is_addressed_not_proposed() -> None:
    got = triples(extract_text("We propose an image captioning framework named CapFlow."))
    assert ("PROPOSES", PAPER, "CapFlow") in got
    assert ("ADDRESSES", PAPER, "image captioning") in got


def test_comparison_with_our_method() -> None:
    text = "We introduce LoomNet for video tasks. Compared to SlowFast, our approach is faster."
    got = triples(extract_text(text))
    assert ("COMPARED_WITH", "LoomNet", "SlowFast") in got


def test_empty_abstract_has_no_relations() -> None:
    assert extract_text("").relations == []


def test_new_names_after_the_proposal_are_its_parts() -> None:
    text = (
        "We propose TideFormer for tabular forecasting. "
        "Our training combines a Horizon Margin Loss with a Gated Residual Cache. "
        "TideFormer outperforms DeepAR and uses Adam."
    )
    got = triples(extract_text(text))
    assert ("PART_OF", "Horizon Margin Loss", "TideFormer") in got
    assert ("PROPOSES", PAPER, "Horizon Margin Loss") in got
    # Compared and well-known methods are not parts.
    assert ("PART_OF", "DeepAR", "TideFormer") not in got
    assert ("PART_OF", "Adam", "TideFormer") not in got
    assert ("COMPARED_WITH", "TideFormer", "DeepAR") in got
