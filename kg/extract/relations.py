"""Relations between the paper and its entities, and between methods.

Reads ``doc.spans["kg_entities"]`` and sets ``doc._.kg_relations`` to a list of
``(type, source, target, sentence_start_char, sentence_end_char)``: ``source``/``target``
are entity keys or ``"paper"``, the offsets delimit the evidence sentence in ``doc.text``.

- PROPOSES: the entity is (in) the object of "we propose/introduce/present …" (a second
  object after "as well as" too) or of a passive "… is proposed", "a novel … is devised",
  "a Kelp Gate Network (KGN) is designed" (one thing given its short form there); a task
  before a word for a task or after "a new task of", data after "collect", "generate", …
  (not "… has been proposed", "… was recently proposed": earlier work),
  or named by the authors ("our X", "our learned X", "a newly proposed X", "the proposed X",
  "our proposed ranking algorithm (X)", "termed X", "which we name X", "we call our method
  X", "the resulting algorithm, X", "our adapter-based method, X, …", "X, our adapter-based
  method, …", and in lowercase "a novel strategy called x"), or a new thing of its kind
  ("a new benchmark named X", "X, a novel dataset that …", "we propose a metric, called x");
  never a common-noun technique the term lists know, in lowercase or in title case ("triplet
  loss", "Neural Ordinary Differential Equations"), unless the title leads with it.
- USES / ADDRESSES / EVALUATES_ON / REPORTS: every other Method / Task / Dataset / Metric.
- COMPARED_WITH: a proposed method and another method after a comparison word in one
  sentence ("X outperforms Y", "compared to Y"); "ours", "we" or an "it" that follows a
  sentence about the proposal stand for the main method ("It even beats Y"). A sentence led
  by the comparison ("Compared with Y, Z, and W, ours …", "In comparison with Y, …") names
  what it compares with up to the comma after the comparison's phrase, not the commas of its
  list; what it names is never a part of the proposal.
- PART_OF: a method the paper introduces after its main method, or that the main method
  "employs", "integrates", "consists of", or a component ("… module", "… encoder") that
  follows it in a sentence naming the main method or giving the component a short form
  (source = the part, target = the main method); a part is proposed too unless a term list
  knows it (a listed model it incorporates is used).
  The main method is the one the title leads with (unless it is a technique the term
  lists know in plain words, which the paper studies), else the first one proposed; a short
  form or a variant of the main method is never its part, and neither is a listed technique
  named in lowercase words ("self-attention", "message passing"), which the method uses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from kg.extract import cues
from kg.extract import title as _title  # noqa: F401  (defines ``Doc._.kg_title``)
from kg.extract.entities import SPANS_KEY, hyphen_attached
from kg.extract.shapes import is_name_shaped
from kg.extract.syntax import (
    after_naming_word,
    conjoined_after_naming_word,
    contribution_verb,
    descriptors,
    named_in_the_present,
    past_parenthesis,
    surface_contribution,
    surface_passive_contribution,
)
from kg.model import PAPER
from kg.names import inside_letters, is_acronym, reject_reason
from kg.normalize import normalize_name

Doc.set_extension("kg_relations", default=None, force=True)

#: Kinds of method a proposal may be called before "of" its name ("a new method of X"), and
#: a new form, variant or version of a method, which is the paper's ("a novel form of kelp
#: learning, X", "an optimistic variant of X").
_METHOD_KIND_WORDS = frozenset(
    ["method", "approach", "technique", "framework", "algorithm", "form", "variant", "version"]
)
# Words that end the leading name of a title ("Spectral Routing for …").
_TITLE_BREAKS = frozenset(
    ["for", "via", "with", "using", "by", "in", "on", "to", "from", "through", "based", "as"]
)
_TITLE_SEPARATORS = re.compile(r"\s*(?::|\s[-–—]\s)\s*")

RelationTuple = tuple[str, str, str, int, int]


def _called_new(span: Span) -> bool:
    """Whether a name is given to a new thing of its kind: "a new metric KelpAcc", "a novel
    benchmark, KelpBench", "a new task (KT)", "a new simulated environment named KelpGym" (a
    word for its kind right before it, or before a naming word right before it, and "new" or
    "novel" before that with at most two words between), or "KelpSet, a novel dataset that
    …" (an apposition: "a" or "an", "new" or "novel" and a word for its kind within three
    words)."""
    return _new_kind_before(span) or _new_kind_after(span)


def _of_its_kind(span: Span, token: Token) -> bool:
    """Whether ``token`` is a word for the kind of thing ``span`` is ("benchmark" for a
    Dataset; "task", "problem" or "setting" for a Task)."""
    kind = token.lemma_.lower()
    return cues.HEAD_TYPES.get(kind) == span.label_ or (
        span.label_ == "Task" and kind in cues.TASK_WORDS
    )


def _new_kind_before(span: Span) -> bool:
    doc = span.doc
    k = span.start - 1
    # "a new benchmark, X", "a new task (X)", "a new environment named X"
    if k > span.sent.start and (doc[k].text in (",", "(") or doc[k].lower_ in cues.NAMING_WORDS):
        k -= 1
    if k < span.sent.start or not _of_its_kind(span, doc[k]):
        return False
    # "new" and at most two words between it and the kind word: "a new kelp counting task",
    # "a new, openly available benchmark"
    return any(
        t.lower_ in ("new", "novel") and sum(not w.is_punct for w in doc[t.i + 1 : k]) <= 2
        for t in doc[max(span.sent.start, k - 6) : k]
    )


def _new_kind_after(span: Span) -> bool:
    doc, end = span.doc, span.sent.end
    i = past_parenthesis(doc, span.end)  # its short form: "KelpSet (KS), a new …"
    if i + 2 >= end or doc[i].text != "," or doc[i + 1].lower_ not in ("a", "an"):
        return False
    described = doc[i + 2 : min(i + 6, end)]
    new = next((t.i for t in described if t.lower_ in ("new", "novel")), None)
    return new is not None and any(_of_its_kind(span, t) for t in doc[new + 1 : min(new + 4, end)])


#: Words whose "against" names a target, not a rival ("attacks against", "robust against").
_AIMED_AGAINST = frozenset(
    [
        *("attack", "defend", "defense", "defence", "robust", "robustness", "protect"),
        *("protection", "secure", "security", "guard", "safeguard", "resilient", "vulnerable"),
        *("vulnerability", "certify", "certified", "poison", "adversarial", "perturbation"),
    ]
)


def _after_our_proposed(span: Span) -> bool:
    """Whether a name follows "our proposed" or "the proposed" right before it and ends its
    noun phrase ("our proposed kelp-balanced pooling improves …"): the authors' own thing,
    in lowercase too."""
    doc = span.doc
    k = span.start - 1
    if k - 1 < span.sent.start or doc[k].lower_ != "proposed":
        return False
    if doc[k - 1].lower_ not in ("our", "the"):
        return False
    return not (span.end < len(doc) and doc[span.end].pos_ in ("NOUN", "PROPN"))


#: A mark that numbers an item of a list in parentheses: "(1)", "(ii)", "(b)".
_ENUMERATION_MARK = re.compile(r"[1-9]|[ivx]{1,4}|[a-e]")
#: Words besides numbers that count the things a sentence goes on to list ("several
#: procedures"; "two procedures" counts by a number word).
_COUNT_WORDS = frozenset(["several", "multiple"])


def _second_of_our_proposed(span: Span) -> bool:
    """Whether a name is a later conjunct of a name after "our proposed" or "the proposed"
    ("our proposed Kelp Certificate (KC) and Kelp Training (KT)"): "proposed" covers each."""
    root = span.root
    if root.dep_ != "conj" or not span.text[:1].isupper():
        return False
    first = root.head
    while first.dep_ == "conj":
        first = first.head
    lead = [t.lower_ for t in span.doc[first.left_edge.i : first.left_edge.i + 2]]
    return lead in (["our", "proposed"], ["the", "proposed"])


def _plain_words(span: Span) -> bool:
    """Whether ``span`` is written in words of a common noun, lowercase or in title case
    ("graph neural networks", "Unadjusted Langevin Algorithm"), no word shaped like a name."""
    return _lowercase(span) or not any(is_name_shaped(t.text) for t in span)


def _lowercase(span: Span) -> bool:
    """Whether ``span`` is written in common words, a capital only opening its sentence."""
    worded = [t for t in span if any(c.isalpha() for c in t.text)]
    return bool(worded) and all(
        t.text.islower() or (t.i == span.sent.start and t.text[1:].islower()) for t in worded
    )


def _in_title_case(span: Span) -> bool:
    """Whether every word of ``span`` opens with a capital, a word joined by a hyphen to
    the one before it aside: title case keeps the second half of a compound in lowercase
    ("Frond-based Kelp Infusion", "Self-paced Gate")."""
    return all(
        t.text[:1].isupper()
        or not t.is_alpha
        or (
            t.i - 2 >= span.start
            and span.doc[t.i - 1].text == "-"
            and hyphen_attached(span.doc, t.i - 1)
            and span.doc[t.i - 2].text.istitle()  # not "KGN-style": a name and a modifier
        )
        for t in span
    )


def _hyphen_modifier(doc: Doc, i: int) -> bool:
    """Whether a hyphen at ``i`` joins the name before it to a word, making the two a
    modifier of what follows ("ResNet-based", "Transformer-style")."""
    return (
        i + 1 < len(doc) and doc[i].text == "-" and not doc[i].whitespace_ and doc[i + 1].is_alpha
    )


def _after_our_phrase(doc: Doc, span: Span) -> bool:
    """Whether ``span`` is in a parenthesis right after a phrase of a few words led by
    "our" or "the proposed" ("our anomaly detection framework (ADF)", "our proposed
    ranking algorithm (RA)"): the authors name their own thing."""
    start = span.sent.start
    for k in range(span.start - 2, max(start, span.start - 8) - 1, -1):
        token = doc[k]
        if token.lower_ == "our":
            return True
        if token.lower_ == "proposed" and k > start and doc[k - 1].lower_ == "the":
            return True
        # a participle before a noun is often tagged a verb ("our learned ranking network")
        participle = token.tag_ in ("VBN", "VBG") and token.dep_ in ("amod", "compound")
        if (
            token.pos_ not in ("NOUN", "PROPN", "ADJ", "PUNCT", "NUM") and not participle
        ) or token.text in ",;()":
            return False
    return False


DEFAULT_PART_VERBS = (
    "compose",
    "employ",
    "integrate",
    "incorporate",
    "consist",
    "comprise",
    "combine",
    "include",
    "contain",
    "leverage",
    "feature",
    "use",
    "adopt",
    "utilize",
    "equip",
)
#: Words after a method's name, in the sentence that brings it, that list its parts.
_LISTING_PART_LEMMAS = frozenset(["include", "consist", "comprise", "compose", "contain"])
#: Tokens after a method's name within which a word of listing must come.
_LISTING_REACH = 7
_PAPER_RELATION = {
    "Method": "USES",
    "Task": "ADDRESSES",
    "Dataset": "EVALUATES_ON",
    "Metric": "REPORTS",
}
_SELF_REFERENCES = frozenset(["our", "we", "proposed", "ours"])
# Words of a sentence about the authors' own work: theirs, of newness, "resulting".
_VOICE_WORDS = _SELF_REFERENCES | cues.NEW_WORDS | {"resulting"}
# Heads of a described part of a method ("a semantic adaptation module", "a gated fusion
# block"): in the authors' voice after their method, a part of it even in lowercase.
_COMPONENT_NOUNS = frozenset(
    ["module", "block", "unit", "mechanism", "branch", "component", "encoder", "decoder"]
)


class RelationExtractor:
    """Sets ``doc._.kg_relations`` from the entity spans (see module docstring)."""

    def __init__(
        self,
        name: str,
        propose_verbs: Sequence[str],
        compare_words: Sequence[str],
        part_verbs: Sequence[str],
        lexicon_type: Callable[[str], str | None] | None = None,
    ) -> None:
        self.name = name
        self.propose_verbs = frozenset(propose_verbs)
        self.compare_words = frozenset(compare_words)
        self.part_verbs = frozenset(part_verbs)
        self._listed_type = lexicon_type or (lambda _: None)

    def known(self, text: str) -> str | None:
        """The type the term lists give ``text``, or Method for a family of models."""
        if normalize_name(text) in cues.MODEL_FAMILIES:
            return "Method"
        return self._listed_type(text)

    def __call__(self, doc: Doc) -> Doc:
        spans = sorted(doc.spans.get(SPANS_KEY, []), key=lambda s: s.start)
        relations: list[RelationTuple] = []
        seen: set[tuple[str, str, str]] = set()

        def add(kind: str, source: str, target: str, sent: Span) -> None:
            if source == target or (kind, source, target) in seen:
                return
            seen.add((kind, source, target))
            relations.append((kind, source, target, sent.start_char, sent.end_char))

        types = {s.kb_id_: s.label_ for s in spans}
        first_sentence: dict[str, Span] = {}
        proposed: dict[str, Span] = {}
        for span in spans:
            first_sentence.setdefault(span.kb_id_, span.sent)
            if span.kb_id_ not in proposed and self._is_contribution(span):
                proposed[span.kb_id_] = span.sent
        titled = self._titled(doc._.kg_title, spans)
        # A title that leads with a technique the term lists know in plain words ("Parallel
        # Tempering on …", "Masked Image Modeling with …") studies or extends it; only
        # the abstract's own words make it a contribution.
        studied = {
            s.kb_id_
            for s in spans
            if s.kb_id_ in titled
            and self.known(s.text)
            and not any(is_name_shaped(t.text) for t in s)
        }
        titled = [key for key in titled if key not in studied or key in proposed]
        for key in titled:
            proposed.setdefault(key, first_sentence[key])
        self._add_variants(spans, proposed)
        # A common-noun technique the term lists know is earlier work the paper builds on
        # ("we propose a method based on self-attention"), not its contribution; a listed
        # proper name may be this paper's own ("BEiT-3" in the paper that introduced it),
        # and so may a name its title leads with, or one the abstract calls a new thing of
        # its kind ("a new decoding strategy, kelp voting": the paper that introduced it).
        known = {s.kb_id_ for s in spans if _plain_words(s) and self.known(s.text)}
        known.difference_update(titled)
        known.difference_update(s.kb_id_ for s in spans if _called_new(s))
        for key in known & proposed.keys():
            del proposed[key]
        proposal_order = sorted(proposed, key=lambda k: proposed[k].start)
        # The method a title leads with is the paper's main one, even where the abstract
        # brings up a part of it first.
        main = next(
            (k for k in [*titled, *proposal_order] if k in proposed and types[k] == "Method"),
            None,
        )

        parts = self._parts(doc, spans, main, proposed, types)
        # A named part of the paper's method is one of its contributions too, unless a term
        # list knows it: a listed model the method incorporates is one it uses.
        part_keys = {key for key, _ in parts}
        listed = {s.kb_id_ for s in spans if s.kb_id_ in part_keys and self.known(s.text)}
        for key, sent in parts:
            if key not in listed:
                proposed.setdefault(key, sent)
        proposal_order = sorted(proposed, key=lambda k: proposed[k].start)
        for key in proposal_order:
            add("PROPOSES", PAPER, key, proposed[key])
        for key, sent in first_sentence.items():
            if key not in proposed:
                add(_PAPER_RELATION[types[key]], PAPER, key, sent)
        # A "part" that is the main method under another name ("QZNet" beside "Quick Zebra
        # Network") or a variant of it ("Sparse QZNet") is a contribution, not a part.
        # A listed technique named in plain lowercase words ("self-attention", "message
        # passing") is a way of working the method uses, not a component it is built of.
        main_names = [s.text for s in spans if s.kb_id_ == main]
        for part, sent in parts:
            written = [s.text for s in spans if s.kb_id_ == part]
            if part in listed and all(text.islower() for text in written):
                continue
            # A part with a long form of its own is told by it: its short form may also
            # spell the main method's letters ("MVDC" in "Multi-View Adversarial
            # Discriminator" beside its own "Multi-View Domain Classifier").
            told_by = [text for text in written if len(text.split()) > 1] or written
            if not any(_same_method(text, name) for text in told_by for name in main_names):
                add("PART_OF", part, main or "", sent)
        # An abstract that never names its method speaks of the one its title names ("…, a
        # 2% gain over X": ours), which the title reader found before this component.
        compared_from = main or _title_method(doc)
        for source, target, sent in self._comparisons(doc, spans, compared_from, proposed, types):
            add("COMPARED_WITH", source, target, sent)
        doc._.kg_relations = relations
        return doc

    def _is_contribution(self, span: Span) -> bool:
        named = any(t.pos_ == "PROPN" or is_name_shaped(t.text) for t in span) or (
            len(span) > 1 and all(t.text[:1].isupper() for t in span if t.is_alpha)
        )
        if span.label_ != "Method":
            # A task, dataset or metric in a contribution sentence is usually what the new
            # method is for or measured with; it is new only when the sentence says so.
            # The verb test first: it is cheap, and the sentence scan is rarely needed.
            return (
                (self._proposed_by_verb(span, named) and self._new_resource(span, named))
                or (named and _called_new(span))
                or self._named_kind_proposed(span)
                or (named and named_in_the_present(span))
            )
        if _after_example_word(span) and self.known(span.text):
            # "a decoder, e.g., an LSTM": a listed model that instances a part of the
            # proposal is one the authors use
            return False
        if self._beside_a_known_name(span.doc.spans.get(SPANS_KEY, []), span):
            # "trained on KelpNet, ResNet-50 and FrondNet alike": one of the existing
            # models the work is run on, listed with one the term lists know
            return False
        if self._proposed_by_verb(span, named):
            return True
        # The word-order fallback is for names only ("We present ZORBA (…)" misparsed).
        if named and (
            surface_contribution(span, self.propose_verbs) or surface_passive_contribution(span)
        ):
            return True
        if named:
            return self._own_name(span)
        # In lowercase, only a name given in the authors' voice ("a novel augmentation
        # strategy called zebra-text mixing"), or one the abstract defines a short form for
        # after the authors' word ("a newly proposed kelp network (KN)").
        if self.known(span.text):
            return False
        if after_naming_word(span) and (self._voiced(span.sent) or named_in_the_present(span)):
            return True
        if _after_our_proposed(span):
            return True  # "our proposed kelp-balanced pooling improves …"
        defined = any(
            long.start == span.start and long.end == span.end
            for _, long in span.doc._.abbreviations
        )
        return defined and self._owned_through_modifiers(span)

    def _named_kind_proposed(self, span: Span) -> bool:
        """Whether a naming word names ``span`` after a word for its kind that a propose verb
        takes: "we propose a metric, called frond susceptibility", "we introduce a new
        task, termed kelp counting"."""
        if not after_naming_word(span):
            return False
        doc = span.doc
        kind = next(
            (
                t
                for t in reversed(doc[max(span.sent.start, span.start - 6) : span.start])
                if _of_its_kind(span, t)
            ),
            None,
        )
        return kind is not None and contribution_verb(kind, self.propose_verbs) is not None

    def _voiced(self, sent: Span) -> bool:
        """Whether a sentence speaks of the authors' own work: a word of theirs or of
        newness, "resulting", or a propose verb."""
        return any(t.lower_ in _VOICE_WORDS or t.lemma_.lower() in self.propose_verbs for t in sent)

    def _proposed_by_verb(self, span: Span, named: bool) -> bool:
        # A task inside the object ("a face recognition framework") is addressed, not
        # proposed; a name modifies a contribution only as "a ZORBA framework", and "a
        # framework for X" contributes X only when X is a name the sentence coins ("a
        # framework for Kelp Gate Routing (KGR)"), not one the lists know or the abstract
        # named before ("a procedure for Kelp networks", "a method for KFMs").
        named_method = named and span.label_ == "Method"
        verbs = self.propose_verbs | (cues.NAMED_PROPOSE_VERBS if named_method else frozenset())
        if span.label_ == "Dataset":
            verbs |= cues.DATA_MAKING_VERBS  # "we collect a new benchmark called X"
        task = span.label_ == "Task"
        verb = contribution_verb(
            span.root,
            verbs,
            # a task modifies only a word for a task: "a novel kelp counting task"
            modified_heads=cues.TASK_WORDS if task else cues.HEAD_TYPES,
            naming_for=named_method and self._coined_here(span),
            of_heads=cues.TASK_WORDS if task else _METHOD_KIND_WORDS,
        )
        return verb is not None

    def _coined_here(self, span: Span) -> bool:
        """Whether ``span`` is a name in capitals that its sentence brings up first and no
        term list knows: one the sentence may be coining."""
        if not all(t.text[:1].isupper() for t in span if t.is_alpha) or self.known(span.text):
            return False
        start = span.sent.start
        return not any(
            s.kb_id_ == span.kb_id_ and s.start < start for s in span.doc.spans.get(SPANS_KEY, [])
        )

    @staticmethod
    def _new_resource(span: Span, named: bool) -> bool:
        """ "we introduce a new benchmark X", "we release X", "X, a novel metric": a task,
        dataset or metric the paper itself contributes. A name of its own with a word for
        its kind ("we introduce X, a benchmark") is enough; a description needs "new"."""
        sent = span.sent
        resource = any(
            cues.HEAD_TYPES.get(t.lemma_.lower()) == span.label_
            or (span.label_ == "Task" and t.lemma_.lower() in ("task", "problem", "setting"))
            for t in sent
            if not span.start <= t.i < span.end
        ) or any(cues.HEAD_TYPES.get(t.lemma_.lower()) == span.label_ for t in span[-1:])
        fresh = any(t.lower_ in cues.NEW_WORDS for t in sent) or any(
            t.lemma_.lower() in cues.RELEASE_VERBS for t in sent
        )
        return resource and (named or fresh)

    def _own_name(self, span: Span) -> bool:
        """The authors' own name for their method: "our X", "the proposed X", "the resulting
        X", "X, a novel …", "X is a new …", "our … framework (X)", "(called|named|dubbed|
        termed) X" and "termed as X", "referred to as X" in a sentence in the authors' voice
        (a word of theirs or of newness, or a propose verb)."""
        doc = span.doc
        sent = span.sent
        before = doc[span.start - 1] if span.start > sent.start else None
        # "our X-based Y", "our X-style Y": X is what the authors' Y is built on, not theirs
        after_name = span.end < len(doc) and (
            doc[span.end].pos_ in ("NOUN", "PROPN") or _hyphen_modifier(doc, span.end)
        )
        if (
            before is not None
            and not after_name
            and (
                before.lower_ == "our"
                or (
                    before.lower_ in ("proposed", "resulting")
                    and span.start - 2 >= sent.start
                    and doc[span.start - 2].lower_ == "the"
                )
            )
        ):
            # "our X", "the proposed X" (not "prior work proposed X"), "the resulting X":
            # what the authors' steps result in; a family the lists know ("our GNN") is
            # the kind of model the authors' one is, not its name
            return not self.known(span.text)
        if _second_of_our_proposed(span):
            return True  # "our proposed X and Y": both are the authors'
        if not after_name and self._owned_through_modifiers(span):
            return True  # "our learned X", "a newly proposed X"
        if after_naming_word(span) or conjoined_after_naming_word(span):
            # "the resulting model, named X": what the authors' steps result in is theirs
            return self._voiced(sent) or named_in_the_present(span)
        if before is not None and before.text == "(" and _after_our_phrase(doc, span):
            return True  # "our anomaly detection framework (ADF)"
        if self._named_after_colon_or_dash(span):
            return True  # "we propose a new kelp model: Kelp Forecaster (KF), which …"
        if _new_kind_before(span) and not any(t.lower_ in cues.EARLIER_WORK_WORDS for t in sent):
            return True  # "a new network architecture, KelpNet, for …"
        if self._enumerated_proposal(span):
            return True  # "we propose two procedures: (1) Kelp Sweep: …; (2) Frond Cut: …"
        i = span.end
        if i < len(doc) and doc[i].text == "(":
            close = next((k for k in range(i, min(i + 12, len(doc))) if doc[k].text == ")"), None)
            i = close + 1 if close is not None else i
        window = [t.lower_ for t in doc[i : min(i + 4, span.sent.end)]]
        if window[:1] == [","] and len(window) > 2 and window[1] in ("a", "an"):
            return window[2] in cues.NEW_WORDS
        # "Our approach, X, …", "Our adapter-based method, X, …", "The resulting algorithm,
        # X, …", "we apply our algorithm, X (XX), to …"; "X, our … method, …"
        if window[:2] == [",", "our"] and self._our_appositive(doc, i + 2, sent.end):
            return True
        if before is not None and before.text == "," and window[:1] == [","]:
            k = span.start - 2
            while (
                k > max(sent.start, span.start - 9)
                and doc[k].lower_ not in ("our", "resulting")
                and _in_kind_phrase(doc[k])
            ):
                k -= 1
            lead = doc[k : span.start - 1]
            if (
                k < span.start - 2
                and doc[k].lower_ in ("our", "resulting")
                and not any(t.lower_ in cues.EARLIER_WORK_WORDS for t in lead)
            ):
                return True
        if window[:1] in (["is"], ["are"]) and len(window) > 2 and window[1] in ("a", "an"):
            return window[2] in cues.NEW_WORDS
        return False

    def _owned_through_modifiers(self, span: Span) -> bool:
        """Whether the authors' word stands before ``span`` with modifiers between: "our
        learned Kelp Growth Operator", "a newly proposed kelp network (KN)". A listed name
        after "our" and modifiers is a model they use ("our fine-tuned BERT")."""
        doc, sent = span.doc, span.sent
        k = span.start - 1
        while (
            k > sent.start
            and span.start - k <= 3
            # a participle before a noun is often tagged a past tense ("our learned X")
            and (doc[k].pos_ in ("ADJ", "ADV") or doc[k].tag_ in ("VBN", "VBG", "VBD"))
        ):
            k -= 1
        modifiers = doc[k + 1 : span.start]
        if not modifiers:
            return False
        if doc[k].lower_ == "our":
            return not self.known(span.text)
        return any(
            t.lower_ == "newly" and t.i + 1 < span.start and t.nbor().lemma_ in self.propose_verbs
            for t in modifiers
        )

    def _named_after_colon_or_dash(self, span: Span) -> bool:
        """Whether ``span`` opens the words after a colon whose clause has the authors
        propose something ("We propose a novel sequence model for X: Kelp Forecaster (KF)
        that …"): what follows the colon names what they propose; so does a name alone after
        a dash at the end of such a sentence ("we propose a model that parses kelp without
        labels - KelpNet.")."""
        doc = span.doc
        k = span.start - 1
        if k > 0 and doc[k].lower_ in ("the", "a", "an"):
            k -= 1
        closing = span.end >= len(doc) or (doc[span.end].is_punct and doc[span.end].text != "-")
        dashed = doc[k].text in ("-", "–", "—") and closing and k > 0 and doc[k - 1].is_alpha
        # The parser may end the sentence at the colon.
        if k <= 0 or not (doc[k].text == ":" or dashed):
            return False
        clause = doc[doc[k].sent.start : k]
        return (
            any(t.lemma_.lower() in self.propose_verbs for t in clause)
            and any(t.lower_ in ("we", "our") for t in clause)
            and not any(t.lower_ in cues.EARLIER_WORK_WORDS for t in clause)
        )

    def _enumerated_proposal(self, span: Span) -> bool:
        """Whether ``span`` follows an enumeration mark, "(1)", "(ii)", "(b)", in a sentence
        in which the authors propose a number of things before it and is closed by a colon,
        comma or semicolon or ends the sentence ("We propose two procedures (1) Kelp Sweep:
        …; and (2) Frond Cut: …"): the items are what they propose."""
        doc, sent = span.doc, span.sent
        k = span.start
        if not (
            k - 3 >= sent.start
            and doc[k - 1].text == ")"
            and doc[k - 3].text == "("
            and _ENUMERATION_MARK.fullmatch(doc[k - 2].text)
        ):
            return False
        if span.end < sent.end and doc[span.end].text not in (":", ",", ";", "."):
            return False
        lead = doc[sent.start : k - 3]
        return (
            any(t.lower_ == "we" for t in lead)
            and any(t.lemma_.lower() in self.propose_verbs for t in lead)
            and any(t.like_num or t.lower_ in _COUNT_WORDS for t in lead)
        )

    @staticmethod
    def _our_appositive(doc: Doc, start: int, end: int) -> bool:
        """Whether the words from ``start`` (after "X, our") are a kind noun with its
        modifiers closed by a comma ("X, our adapter-based method, beats …"), not the
        subject of the sentence ("Based on X, our detector is …")."""
        k = start
        while k < min(end, start + 7) and _in_kind_phrase(doc[k]):
            k += 1
        return start < k < end and doc[k].text == "," and doc[k - 1].pos_ == "NOUN"

    @staticmethod
    def _titled(title: str | None, spans: list[Span]) -> list[str]:
        """Entities the title puts first ("X: …", "X — …", "Spectral Routing for …"):
        a paper's title leads with what it contributes. Only names with a mention in the
        abstract count; a task leading a title is what the paper is about, not its
        contribution, and without a separator only a method counts."""
        if not title:
            return []
        parts = _TITLE_SEPARATORS.split(title.strip(), maxsplit=1)
        separated = len(parts) == 2
        words = parts[0].split()
        if not separated:
            cut = next((k for k, w in enumerate(words) if w.lower() in _TITLE_BREAKS), None)
            words = words[:cut]
        if not words or len(words) > 6:
            return []
        lead = normalize_name(" ".join(words))
        found = []
        for span in spans:
            if span.label_ == "Task" or (not separated and span.label_ != "Method"):
                continue
            names = {normalize_name(span.text), span.kb_id_.split(":", 1)[1]}
            if lead in names and span.kb_id_ not in found:
                found.append(span.kb_id_)
        return found

    @staticmethod
    def _add_variants(spans: list[Span], proposed: dict[str, Span]) -> None:
        """Variants named after a contribution ("X-lite", "X-RL") are contributions too."""
        names = {s.text: s.kb_id_ for s in spans if s.kb_id_ in proposed}
        for span in spans:
            if span.kb_id_ in proposed or "-" not in span.text:
                continue
            base = span.text.split("-", 1)[0]
            if base in names and span.label_ == "Method":
                proposed[span.kb_id_] = span.sent

    def _parts(
        self,
        doc: Doc,
        spans: list[Span],
        main: str | None,
        proposed: dict[str, Span],
        types: dict[str, str],
    ) -> list[tuple[str, Span]]:
        if main is None:
            return []
        found: list[tuple[str, Span]] = []
        main_start = proposed[main].start
        for key, sent in proposed.items():
            if key != main and types[key] == "Method" and sent.start > main_start:
                found.append((key, sent))
        compared = {target for _, target, _ in self._comparisons(doc, spans, main, proposed, types)}
        first: dict[str, Span] = {}
        for span in spans:
            first.setdefault(span.kb_id_, span)
        for key, span in first.items():
            listed = _listed_after(spans, span, main)
            # A new name the authors bring up after their method, in their own voice
            # ("our model has (1) a Gate Module …", "… and a fusion module"), is one of its
            # parts; known, compared and numbered (model-size) names are not.
            if (
                key in proposed
                or types[key] != "Method"
                or key in compared
                or self._after_comparison_word(span)
                or span.sent.start < main_start
                or (span.sent.start == main_start and not listed)
                or any(c.isdigit() for c in span.text)
                or any(self.known(s.text) for s in spans if s.kb_id_ == key)
                or reject_reason(span.text)  # a formalism or fragment is no component
                or not self._own_voice_on_part(doc, spans, span, main)
                or (_after_example_word(span) and not listed)
                or _described_as_established(span)
                or (not listed and self._beside_a_known_name(spans, span))
                or _hyphen_modifier(doc, span.end)  # "KelpMixer-based": what a part is built on
                or _built_on(span)  # "Based on Kelp Gate Networks (KGN), our model …"
                or not (
                    _in_title_case(span)
                    or (len(span) > 1 and span.root.lemma_.lower() in _COMPONENT_NOUNS)
                )
            ):
                continue
            found.append((key, span.sent))
        for span in spans:
            key = span.kb_id_
            if key == main or types[key] != "Method" or any(k == key for k, _ in found):
                continue
            if key in compared:
                continue  # "Unlike X, ours uses …": the verb's other side, set against it
            verb = span.root.head
            while (
                verb.dep_ in ("dobj", "pobj", "prep", "compound", "amod", "conj", "appos")
                and verb.head != verb
            ):
                if verb.pos_ in ("VERB",):
                    break
                verb = verb.head
            if verb.lemma_.lower() not in self.part_verbs:
                continue
            # "X is composed of A and B": the passive subject of "compose" is the whole
            subjects = [
                c
                for c in verb.children
                if c.dep_ == "nsubj" or (c.dep_ == "nsubjpass" and verb.lemma_ == "compose")
            ]
            passive = span.root.dep_ == "nsubjpass" and span.root.head.i == verb.i
            main_is_subject = any(self._is(doc, spans, c, main) for c in subjects)
            if (main_is_subject or passive) and span.sent.start >= main_start:
                found.append((key, span.sent))
        return found

    def _beside_a_known_name(self, spans: list[Span], span: Span) -> bool:
        """Whether ``span`` stands in one list with a name the term lists know ("search
        algorithms (KelpNAS, DARTS, FrondNAS)", "KelpNet, ResNet-50 and FrondNet backbones"):
        one of the existing methods the paper runs or applies its own to, not a part of it.
        The list is names joined by commas, "and" or "or", read both ways."""
        doc = span.doc
        sentence = [s for s in spans if s.sent.start == span.sent.start]
        starts = {s.start: s for s in sentence}
        ends = {s.end: s for s in sentence}
        for step in (1, -1):
            edge = span.end if step == 1 else span.start - 1
            while True:
                k = edge
                while 0 <= k < len(doc) and doc[k].lower_ in cues.LIST_GLUE_WORDS:
                    k += step
                if k == edge:
                    break
                neighbour = starts.get(k) if step == 1 else ends.get(k + 1)
                if neighbour is None:
                    break
                if neighbour.kb_id_ != span.kb_id_ and self.known(neighbour.text):
                    return True
                edge = neighbour.end if step == 1 else neighbour.start - 1
        return False

    def _after_comparison_word(self, span: Span) -> bool:
        """Whether a comparison word comes before ``span`` in its sentence ("outperforms …
        on a strong baseline, X"): a name there is compared with, not a part, however the
        parser reads the rest ("over" builds on a backbone as often as it compares). A
        sentence that opens with the comparison ("Compared with X, our A …") names the
        authors' side after it."""
        start = span.sent.start
        return any(
            self._compares(t) and t.lower_ != "over" and t.i > start + 1
            for t in span.doc[start : span.start]
        )

    def _compares(self, token: Token) -> bool:
        """A word of comparison ("outperforms", "than", "over"), not the first part of a
        hyphenated word ("over-confident", "over-fitting"), nor "against" after a word of
        attack or defence, which names the target ("transfer attacks against X")."""
        if (
            token.i + 1 < len(token.doc)
            and token.doc[token.i + 1].text == "-"
            and not token.whitespace_
        ):
            return False
        if token.lower_ == "against" and (
            token.head.lemma_.lower() in _AIMED_AGAINST
            or (token.i > 0 and token.doc[token.i - 1].lemma_.lower() in _AIMED_AGAINST)
        ):
            return False  # "attacks against X", "robust against X": X is the target
        if token.lemma_.lower() == "match" and token.pos_ == "VERB":
            return True  # "X matches the accuracy of Y", "matching Y with half the steps"
        return token.lemma_.lower() in self.compare_words or token.lower_ in self.compare_words

    def _own_voice_on_part(self, doc: Doc, spans: list[Span], span: Span, main: str) -> bool:
        """Whether the sentence of a would-be part speaks of the authors' method: their own
        words ("our", "we"); for a component ("… module", "… encoder", "X (XM) module"),
        also the main method's name ("In QZNet, a gate module …") or a short form the
        authors give it there ("a fusion module (FM) combines"). Another named method
        beside the main one is more often its baseline or backbone than its part."""
        sent = span.sent
        if _in_own_words(sent):
            return True
        after = past_parenthesis(doc, span.end)  # "a Kelp Gate (KG) module"
        named_component = after < len(doc) and doc[after].lemma_.lower() in _COMPONENT_NOUNS
        if span.root.lemma_.lower() not in _COMPONENT_NOUNS and not named_component:
            return False
        return any(s.kb_id_ == main and sent.start <= s.start < sent.end for s in spans) or any(
            long.start == span.start and long.end == span.end for _, long in doc._.abbreviations
        )

    @staticmethod
    def _is(doc: Doc, spans: list[Span], token: object, key: str) -> bool:
        return any(s.kb_id_ == key and s.start <= token.i < s.end for s in spans)  # type: ignore[attr-defined]

    def _comparisons(
        self,
        doc: Doc,
        spans: list[Span],
        main: str | None,
        proposed: dict[str, Span],
        types: dict[str, str],
    ) -> list[tuple[str, str, Span]]:
        found: list[tuple[str, str, Span]] = []
        for sent in doc.sents:
            cues_in = [
                t for t in sent if self._compares(t) or _improves_by(t) or _opens_a_comparison(t)
            ]
            if not cues_in:
                continue
            cue = cues_in[0]
            in_sent = [
                s for s in spans if sent.start <= s.start < sent.end and types[s.kb_id_] == "Method"
            ]
            # "Compared to X, ours …", "Unlike X, Kelp …": a sentence led by the comparison
            # names what it compares with before the comma, and the proposal after it.
            # Led by one that names no method ("Unlike prior work on X, ours beats Y"),
            # the sentence's next comparison word counts.
            comma = _leading_comparison_end(sent, cue)
            if comma is not None and not any(cue.i < s.start and s.end <= comma for s in in_sent):
                cue = next((t for t in cues_in if t.i > comma), None)
                comma = None
                if cue is None:
                    continue
            if comma is None:
                sources = [s.kb_id_ for s in in_sent if s.kb_id_ in proposed and s.start < cue.i]
            else:
                sources = [s.kb_id_ for s in in_sent if s.kb_id_ in proposed and s.start > comma]
            self_reference = _in_own_words(sent) or (
                _pronoun_subject(sent) and _speaks_of_own(doc, sent, spans, proposed)
            )
            if not sources and main is not None and self_reference:
                sources = [main]
            # "outperforms X on Y": Y is where they are compared, not what with.
            targets = [
                s.kb_id_
                for s in in_sent
                if s.start > cue.i
                and (comma is None or s.end <= comma)
                and s.kb_id_ not in proposed
                and not _evaluated_on(s)
            ]
            for source in dict.fromkeys(sources):
                for target in dict.fromkeys(targets):
                    found.append((source, target, sent))
        return found


def _title_method(doc: Doc) -> str | None:
    """The key of the one Method the title proposes that the abstract does not name
    (``kg_title_entities``), or None."""
    methods = [
        e.key
        for e in getattr(doc._, "kg_title_entities", None) or []
        if e.type == "Method" and e.relation == "PROPOSES"
    ]
    return methods[0] if len(methods) == 1 else None


def _improves_by(token: Token) -> bool:
    """ "X improves Y by 2.8%": a gain measured over what it improves, a comparison with it
    (not "X improves Y" alone, which may build on it)."""
    return token.lemma_.lower() in ("improve", "boost") and any(
        child.lower_ == "by" and any(t.like_num for t in child.subtree) for child in token.children
    )


def _in_own_words(sent: Span) -> bool:
    """Whether a sentence speaks in the authors' voice ("our", "we", "the proposed")."""
    return any(t.lower_ in _SELF_REFERENCES for t in sent)


def _pronoun_subject(sent: Span) -> bool:
    """Whether the sentence's subject is "it" ("It even beats X", "it is better than X") or
    refers back like it, a kind of method with "the" or "this" alone ("The method is more
    accurate than X", "This approach beats X")."""
    return any(
        t.dep_ in ("nsubj", "nsubjpass") and (t.lower_ == "it" or _referring_kind(t)) for t in sent
    )


#: Kinds of method a sentence's subject refers back to the paper's method with.
_REFERRING_KINDS = frozenset(
    ["method", "approach", "algorithm", "framework", "model", "technique", "scheme", "procedure"]
)


def _referring_kind(token: Token) -> bool:
    """ "the method", "this approach", "the resulting algorithm": a kind of method in the
    singular with nothing but a determiner that points back (and "resulting" or "new"): not
    "the method of …", which names another's."""
    children = list(token.children)
    return (
        token.lemma_.lower() in _REFERRING_KINDS
        and token.tag_ == "NN"
        and any(c.dep_ == "det" and c.lower_ in ("the", "this") for c in children)
        and all(
            (c.dep_ == "det" and c.lower_ in ("the", "this")) or c.lower_ in ("resulting", "new")
            for c in children
        )
    )


def _speaks_of_own(doc: Doc, sent: Span, spans: list[Span], proposed: dict[str, Span]) -> bool:
    """Whether the sentence before ``sent`` is about the paper's own method (names a
    proposal or speaks in the authors' voice), so that "it" in ``sent`` refers to it."""
    if sent.start == 0:
        return False
    before = doc[sent.start - 1].sent
    return _in_own_words(before) or any(
        before.start <= s.start < before.end and s.kb_id_ in proposed for s in spans
    )


def _after_example_word(span: Span) -> bool:
    """Whether ``span`` is an example in a list ("…, including the X oscillator", "such as
    X", "e.g. X", or a later item of such a list: "including A, B and X"): what the method
    is applied to or compared with, not a part of it."""
    doc = span.doc
    k = span.start - 1
    while k >= span.sent.start and span.start - k <= _EXAMPLE_LIST_REACH:
        token = doc[k]
        if token.lower_ in ("including", "like", "e.g.", "eg.") or (
            token.lower_ == "as" and k > span.sent.start and doc[k - 1].lower_ == "such"
        ):
            return True
        if token.pos_ in ("VERB", "AUX", "ADP", "SCONJ") or token.text in (";", ":", "."):
            return False
        k -= 1
    return False


#: Tokens back from a name within which an example word may open the list it stands in.
_EXAMPLE_LIST_REACH = 24


def _described_as_established(span: Span) -> bool:
    """Whether a noun that says what ``span`` is calls it the field's ("three widely used
    codecs (i.e., A, B and C)"): an existing method, not a part of the paper's."""
    return any(
        t.lower_ in cues.ESTABLISHED_WORDS
        for kind in descriptors(span)
        for t in kind.subtree
        if t.i < kind.i
    )


def _listed_after(spans: list[Span], span: Span, main: str) -> bool:
    """Whether ``span`` follows the main method's name in its sentence after a word that
    lists what the method is made of ("We propose X, consisting of a A module and B")."""
    sent = span.sent
    mains = [s.end for s in spans if s.kb_id_ == main and sent.start <= s.start < span.start]
    if not mains:
        return False
    # The listing word follows the method's name and what describes it ("X (XN), a
    # framework including"), not a phrase or clause after it that lists examples ("X to
    # synthetic systems, including").
    for t in span.doc[mains[-1] : min(mains[-1] + _LISTING_REACH, span.start)]:
        if t.lemma_.lower() in _LISTING_PART_LEMMAS:
            return True
        if t.pos_ in ("VERB", "ADP", "SCONJ") and not (t.tag_ == "VBN" and t.dep_ == "amod"):
            # a participle that describes the noun the name modifies ("an X based kelp
            # model, consisting of …") leaves the listing word the method's
            return False
    return False


def _same_method(part: str, main: str) -> bool:
    """Whether a would-be part names the main method itself: its short form in letters the
    definition missed ("QZNet" for "Quick Zebra Network"), or a variant with the main name
    among its words ("Sparse QZNet", "QZNet-L")."""
    part_words = normalize_name(part).split()
    main_words = normalize_name(main).split()
    for short, long, long_words in ((part, main, main_words), (main, part, part_words)):
        letters = short.split("-")[0]
        spelled = len(long_words) > 1 and inside_letters(letters, long) is not None
        if is_acronym(letters) and spelled:
            return True
    return _contains(part_words, main_words) or _contains(main_words, part_words)


def _contains(words: list[str], inner: list[str]) -> bool:
    n = len(inner)
    return 0 < n <= len(words) and any(words[i : i + n] == inner for i in range(len(words) - n + 1))


#: Comparison words that can lead a sentence before what they compare with.
_LEADING_COMPARISON_WORDS = frozenset(
    ["compared", "unlike", "contrary", "versus", "against", "comparison", "contrast"]
)


def _opens_a_comparison(token: Token) -> bool:
    """ "In comparison with X, …", "In contrast to X, …": a noun of comparing that, with
    "in" before it, leads its sentence and sets what follows against the authors' side."""
    sent_start = token.sent.start
    return (
        token.lower_ in ("comparison", "contrast")
        and token.i - sent_start == 1
        and token.doc[sent_start].lower_ == "in"
        and token.i + 1 < token.sent.end
        and token.doc[token.i + 1].lower_ in ("with", "to")
    )


def _leading_comparison_end(sent: Span, cue: Token) -> int | None:
    """The comma closing a comparison that leads its sentence ("Compared with X, …",
    "Unlike X and Y, …"), or None when the sentence is not led by one."""
    if cue.i - sent.start > 2 or cue.lower_ not in _LEADING_COMPARISON_WORDS:
        return None
    commas = [t.i for t in sent if t.i > cue.i and t.text == ","]
    # The commas of a list the comparison names ("Compared with X, Y, and Z, ours …") lie
    # inside the comparison's phrase; the one that closes it comes after the phrase's end.
    closing = [i for i in commas if i >= cue.right_edge.i]
    return closing[0] if closing and closing[0] < sent.end - 1 else next(iter(commas), None)


def _in_kind_phrase(token: Token) -> bool:
    """Whether ``token`` can be part of a kind noun with its modifiers ("adapter-based
    kelp method")."""
    return (
        token.pos_ in ("ADJ", "NOUN", "PROPN")
        or token.dep_ in ("amod", "compound")
        or token.text == "-"
    )


#: Verbs after which "on X" names a method's ground, not where it is evaluated.
_BUILT_ON = frozenset(["base", "build", "rely", "depend", "ground"])


def _preposition_of(span: Span) -> Token | None:
    """The preposition whose object phrase ``span`` is (through conjuncts, compounds and
    appositions), or None."""
    root = span.root
    while root.dep_ in ("conj", "compound", "appos") and root.head != root:
        root = root.head
    return root.head if root.dep_ == "pobj" else None


def _evaluated_on(span: Span) -> bool:
    """Whether a name is the place of an evaluation ("on X", "across X and Y"), not what
    something is built on ("methods based on X", "built on X"): that is compared with."""
    preposition = _preposition_of(span)
    return (
        preposition is not None
        and preposition.lower_ in ("on", "across", "onto", "in")
        and preposition.head.lemma_.lower() not in _BUILT_ON
    )


def _built_on(span: Span) -> bool:
    """Whether a name is what something is built on ("based on X", "built upon X"): the
    ground of the authors' method, not a part of it."""
    preposition = _preposition_of(span)
    return (
        preposition is not None
        and preposition.lower_ in ("on", "upon")
        and preposition.head.lemma_.lower() in _BUILT_ON
    )


@Language.factory(
    "kg_relations",
    default_config={
        "propose_verbs": sorted(cues.PROPOSE_VERBS),
        "compare_words": sorted(cues.COMPARE_WORDS),
        "part_verbs": list(DEFAULT_PART_VERBS),
    },
)
def make_relation_extractor(
    nlp: Language,
    name: str,
    propose_verbs: list[str],
    compare_words: list[str],
    part_verbs: list[str],
) -> RelationExtractor:
    """Paper-level and method-method relations in ``doc._.kg_relations`` (needs ``kg_entities``)."""
    if "kg_entities" in nlp.pipe_names:
        lexicon = nlp.get_pipe("kg_entities").lexicon
    else:
        from kg.extract.lexicon import lexicon_dirs_from_env, load_lexicon

        lexicon = load_lexicon(lexicon_dirs_from_env())
    return RelationExtractor(name, propose_verbs, compare_words, part_verbs, lexicon.type_of)
