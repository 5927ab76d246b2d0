"""kg_attributes and kg_lemmas give every token what the pretrained attribute ruler and
lemmatizer give it, decided once per distinct form."""

from __future__ import annotations

import pytest
from spacy.attrs import DEP, LEMMA, MORPH, POS, TAG

from kg.extract import build_nlp
from kg.extract.attributes import CachedAttributeRuler
from kg.extract.lemmas import CachedLemmatizer
from kg.nlp import load_pretrained

TEXTS = [
    "We propose a sparse mixture of experts that routes tokens by their gradients; it gets "
    "better perplexity than dense baselines and got worse only on the smallest models.",
    "There is a gap between the two bounds, isn't there? Let's close it: y'all gonna see that "
    "the learners ain't gotta memorize the labels, c'm on.",
    "Graph neural networks (GNNs) were evaluated on ogbn-arxiv and Cora, where they're 3.2% "
    "more accurate; the   spaces   and\ttabs stay.",
    "",
]
ATTRS = [TAG, POS, MORPH, LEMMA, DEP]


@pytest.fixture(scope="module")
def pretrained():
    return load_pretrained()


def _until(nlp, text: str, stop: str):
    doc = nlp.make_doc(text)
    for name, component in nlp.pipeline:
        if name == stop:
            return doc
        doc = component(doc)
    raise AssertionError(f"{stop} not in the pipeline")


@pytest.mark.parametrize("text", TEXTS)
def test_attributes_and_lemmas_equal_the_pretrained_components(pretrained, text: str) -> None:
    expected = pretrained(text)
    ruler = pretrained.get_pipe("attribute_ruler")
    lemmatizer = pretrained.get_pipe("lemmatizer")
    attributes, lemmas = CachedAttributeRuler(ruler), CachedLemmatizer(lemmatizer)
    for _ in range(2):  # the second time from the per-form caches
        doc = lemmas(attributes(_until(pretrained, text, "attribute_ruler")))
        assert [t.text for t in doc] == [t.text for t in expected]
        assert (doc.to_array(ATTRS) == expected.to_array(ATTRS)).all()


def test_the_extraction_pipeline_uses_them_in_place_of_the_pretrained_ones() -> None:
    names = build_nlp().pipe_names
    assert "attribute_ruler" not in names and "lemmatizer" not in names
    assert names.index("parser") < names.index("kg_attributes") < names.index("kg_lemmas")
    assert names.index("kg_lemmas") < names.index("kg_entities")
