"""The trained span recognizer: names of methods, tasks, datasets and metrics, found by a
statistical model rather than by rules.

``kg_span_recognizer`` runs a spaCy NER model (trained by ``python -m kg.extract.train``,
shipped in ``kg/models/recognizer/``) over the doc and puts its spans, labelled ``Method``,
``Task``, ``Dataset`` or ``Metric``, in ``doc.spans["kg_recognized"]``. They are candidates
only: ``kg_entities`` weighs them with the lexicon, shape and cue candidates, and the rules
decide the type when they have stronger evidence, the role, the relations and what is kept.

The model carries its own small tok2vec, so it reads the tokens ``kg_name_shapes`` made
and nothing else of the pretrained pipeline.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.errors import ModelNotFoundError
from kg.extract.model_files import model_meta, model_path

SPANS_KEY = "kg_recognized"
#: The model's labels and the entity types they stand for.
TYPE_OF_LABEL = {"METHOD": "Method", "TASK": "Task", "DATASET": "Dataset", "METRIC": "Metric"}


class SpanRecognizer:
    """Runs the trained NER over docs; its spans go to ``doc.spans[spans_key]``."""

    def __init__(self, nlp: Language, name: str, model: str, spans_key: str) -> None:
        import spacy

        self.name = name
        self.path = model_path(model)
        self.spans_key = spans_key
        model_meta(self.path)  # a clear error when the model is missing
        try:
            trained = spacy.load(self.path)
        except (OSError, ValueError) as exc:
            raise ModelNotFoundError(f"cannot load the span recognizer {self.path}: {exc}") from exc
        self.ner = trained.get_pipe("ner")
        for label in self.ner.labels:
            nlp.vocab.strings.add(label)
            nlp.vocab.strings.add(TYPE_OF_LABEL.get(label, label))

    def _spans(self, doc: Doc) -> Doc:
        doc.spans[self.spans_key] = [
            Span(doc, e.start, e.end, label=TYPE_OF_LABEL.get(e.label_, e.label_)) for e in doc.ents
        ]
        doc.ents = []
        return doc

    def __call__(self, doc: Doc) -> Doc:
        return self._spans(self.ner(doc))

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 128) -> Iterator[Doc]:
        for doc in self.ner.pipe(stream, batch_size=batch_size):
            yield self._spans(doc)


@Language.factory(
    "kg_span_recognizer",
    default_config={"model": "package", "spans_key": SPANS_KEY},
)
def make_span_recognizer(nlp: Language, name: str, model: str, spans_key: str) -> SpanRecognizer:
    """Trained Method/Task/Dataset/Metric spans in ``doc.spans[spans_key]``; ``model`` is a
    model folder, or ``"package"`` for the one shipped in ``kg/models/recognizer``."""
    return SpanRecognizer(nlp, name, model, spans_key)
