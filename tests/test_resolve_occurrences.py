"""What resolution takes from each paper (``paper_occurrences``) survives encoding: a build
keeps it between runs, and a corpus resolved from the kept form is the corpus resolved from
its extractions. Abstracts and names are invented for these tests."""

from __future__ import annotations

import pytest
from test_resolve_cases import paper

from kg.model import PAPER, Extraction, Relation
from kg.resolve import (
    decode_paper_occurrences,
    encode_paper_occurrences,
    paper_occurrences,
    resolve,
)


def _corpus() -> list[Extraction]:
    proposing = paper(
        "a",
        "We propose the graph distillation unit (GD-Unit) for QZNet; each GD step is cheap. "
        "Following Williams et al., we test on Kelp20K.",
        ("Method", "graph distillation unit", ["GD-Unit"]),
        ("Method", "GD", []),
        ("Method", "Williams", []),
        ("Dataset", "Kelp20K", []),
    )
    key = proposing.entities[0].key
    proposing = Extraction(
        proposing.paper, proposing.entities, [Relation("PROPOSES", PAPER, key, "We propose")]
    )
    return [
        proposing,
        paper(
            "b",
            "Shape Retrieval (SR) and Grounding (HG) are solved by one QZNet; SR improves.",
            ("Task", "SR", []),
            ("Task", "HG", []),
            ("Method", "QZNet", []),
        ),
        paper(
            "c",
            "Gradient descent (GD) trains QZNet on Kelp20K; GD is stable.",
            ("Method", "Gradient descent", ["GD"]),
            ("Dataset", "Kelp20K", []),
        ),
    ]


def test_the_fixture_uses_every_part_of_an_occurrence() -> None:
    # Else the round trip below could miss a part that is lost in encoding.
    cleaned = [paper_occurrences(e) for e in _corpus()]
    found = [occ for c in cleaned for occ in c.found]
    assert any(occ.proposed for occ in found)
    assert any(occ.local_spellings for occ in found)
    assert any(occ.text_defs for occ in found)
    assert any(occ.introduced for occ in found)
    assert any(occ.defines for occ in found)
    assert any(c.rejected for c in cleaned)
    assert all(c.words for c in cleaned)


def test_occurrences_decode_to_what_was_encoded() -> None:
    for extraction in _corpus():
        cleaned = paper_occurrences(extraction)
        decoded = decode_paper_occurrences(cleaned.paper, encode_paper_occurrences(cleaned))
        assert decoded == cleaned


def test_a_corpus_resolves_the_same_from_its_kept_occurrences() -> None:
    corpus = _corpus()
    direct = resolve(corpus)
    kept = [
        decode_paper_occurrences(e.paper.id, encode_paper_occurrences(paper_occurrences(e)))
        for e in corpus
    ]
    # Papers may come either way in one corpus.
    mixed = resolve([kept[0], corpus[1], kept[2]])
    for resolution in (resolve(kept), mixed):
        assert resolution.entities == direct.entities
        assert resolution.mapping == direct.mapping
        assert resolution.rejected == direct.rejected


@pytest.mark.parametrize(
    "text",
    ["", "{}", '{"found": [], "rejected": []}', '{"found": [["k"]], "rejected": {}}', "[1, 2]"],
)
def test_a_damaged_encoding_is_a_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        decode_paper_occurrences("a", text)
