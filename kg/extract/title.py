"""Tasks a paper's title names, and the name it leads with.

A title is a short list of noun phrases joined by a few connectives: "<Method> for <Task>",
"<Task> via <Method>", "<Name>: <Task> with <Method>", "On the <Property> of <Task>". The
phrase that says what problem the paper works on is often in the title only, or only there
in its full form ("few-shot semantic segmentation" where the abstract says "segmentation"),
so a reader of the abstract alone misses it.

The title is cut at its separators (":", "?", a spaced dash, commas) and connectives ("for",
"via", "with", "of", "on", …). A piece after "via", "with", "using", "by", "through" or "based
on" names the means: no task. After any of them but "with" (which as often joins conditions or
data: "… with Noisy Labels"), a piece of two to four words that no term list knows, ending in a
method head or a noun of doing ("… using Ripple Gate Regularizer", "… via Gated Ripple
Pooling") and repeated by the abstract is the paper's own method (PROPOSES). When the abstract
proposes a method without a name (a "we" proposal, no name-shaped Method in it) and the title
leads with no name, a piece after those words or after "with" of two to four capitalized words
in the singular, ending in a method head (after "with" only), a noun of doing or a listed
method ("… by Directional Gradient Descent"), names that method though the abstract does not
repeat it. A piece of two to six capitalized words that the abstract writes as the description
of what it proposes, right before a kind of method ("we propose a novel kelp-anchored frond
imitation framework" under "Kelp-Anchored Frond Imitation"), is the paper's method wherever it
stands, when the title leads with no name and the piece ends in no task head. A piece right
before "for <task>" names what serves the task ("Graded Density Estimation for Kelp
Segmentation"): no task either, and whether it is the paper's method is left to the abstract,
unless it is the name the title leads with (below). From each other piece, leading words that
judge or act rather than name ("Efficient", "Towards", "Revisiting", "Provably"), and a verb
after "to" ("… to Improve Kelp Segmentation") or before a task ("… Can Boost Kelp
Segmentation", "Breaking Down Kelp Segmentation"), are dropped; what is left is a Task when it
is a known task, or ends in a task head noun ("… Segmentation", "… Estimation") or a known task
("… Reinforcement Learning"), but not when it is or ends in a listed method ("Sparse Kelp
Inference" where "kelp inference" is one). Pieces of more than six words are sentences, not
names, and are skipped, and so are titles of more than 25 words (a title run into its abstract)
and parts that open with a question word or a modal ("When Does …", "Should I Run …", "Can We
…"; not an acronym, "CAN: …"). A listed task with a connective inside ("learning with noisy
labels", "learning to rank"), which the pieces split, is looked up in the whole title. A piece
no term list knows is a Task too when it stands where a title names its problem (after "for",
"in", "on", "towards", "applied to", or before the means), ends in a noun of doing ("…
Pricing", "… Scheduling"; not "… Embedding", which names means, nor "… Training" but where the
title says it is the purpose: "… for Large-Batch Training"), of a problem ("… Control", "…
Recovery") or a problem family ("… Bandits") and has no function word or determiner ("… for
Their Pricing"), whether or not the abstract repeats it: the abstract often calls it only "this
problem". A piece the abstract's own entities already name, with any type, is left to them: the
abstract's evidence decides types. A title that is nothing but "<modifiers> … Learning" and
that no term list knows whole ("Backstepping Ripple Learning") most often names the paper's own
way of learning, not a problem: no task.

A title that leads with a name and a colon ("Quillon: Sparse Routing for …") leads with
what the paper contributes: a single word, or a few capitalized words ending in a method head
("Residual Gate Networks: …") or coining a name no term list knows ("Ripple Pop-Up: …",
"Kelp Poisoning: …"; not a property, a kind, a means noun, or a slogan such as "X Matters",
"No More X", "Align Your X", "X Will Tell", "X Exists Everywhere", "X Can't Y", nor words
that end in an adverb, "Route Sparsely"), is the paper's proposal even where the abstract
calls it something else. Without a colon, a few capitalized words ending in a method head before the
first connective ("Ripple Gate Networks for …") are too, unless a term list knows
them ("Graph Neural Networks for …"), and so are a few capitalized words before "for <task>"
that coin a name whatever their head ("Graded Ripple Pooling for Kelp Segmentation"; not one
ending in an acronym: "Offline RL for …"), and so is a whole title of a few capitalized words
that coin a name ("Hierarchical Kelp Autoencoders"; not a property, a result or a task). "A
few" is up to four words, six before the head of a made thing ("… Network", "… Model", "…
Algorithm"; not of a doing, "… Learning"); a name is no description opened by "A" or "An",
and "The" in front is no part of it. It is
a Dataset when the title calls it benchmark, dataset, corpus or suite (after a colon up to the
first connective: "X: A Benchmark for …", not "X: … in Diverse Environments"; without a colon,
in its own words), and a Method otherwise.

Output: ``doc._.kg_title_entities``, a list of ``TitleEntity``. Task names are in the
title's words with title-case words lowercased ("Few-Shot Semantic Segmentation" →
"few-shot semantic segmentation"; "3D", "OOD" and "CamelCase" words kept). A piece
followed by "of" is skipped: its name goes on ("Unsupervised Discovery of …"). A piece that is
the full form of a task the abstract names shorter ("few-shot semantic segmentation" where
the abstract has "semantic segmentation") is a narrower task of its own, never another name
of the shorter one: aliases join nodes across papers, and the narrower task would swallow
into the broader one. Adjectives that only say how the method works ("Deep", "Equivariant",
"Generalized") make no narrower task: such a piece is left to the abstract's shorter name.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from importlib import resources
from itertools import pairwise
from typing import NamedTuple

from spacy.language import Language
from spacy.tokens import Doc

from kg.extract import cues
from kg.extract.entities import SPANS_KEY
from kg.extract.lexicon import EVALUATIVE_FILE, Lexicon, component_lexicon, read_terms
from kg.extract.shapes import is_name_shaped
from kg.extract.syntax import contribution_verb
from kg.model import entity_key
from kg.names import DOING_ENDINGS, is_function_word
from kg.normalize import normalize_name, singularize


class TitleEntity(NamedTuple):
    """An entity the title names; ``relation`` is how the paper relates to it."""

    type: str
    key: str
    name: str
    relation: str


Doc.set_extension("kg_title_entities", default=[], force=True)
# The paper's title, when the caller knows it (also read by ``kg_relations``).
Doc.set_extension("kg_title", default=None, force=True)

_SEPARATORS = re.compile(r"\s*(?::|\?|!|\s[-–—]\s)\s*")
_CONNECTIVES = re.compile(
    # a comma before "and" or "or" ends a list: the conjunction goes with it
    r"(\s*[,;&]\s*(?:(?:and|or)\s+)?|\s+(?:applied\s+to|applications?\s+to|for|via|with|without|using|by|through|based\s+on|from|towards?|"
    r"against|under|over|in|on|at|as|beyond|and|or|of|to|is|are|can|could|does|do|meets?|makes?|matters?|"
    r"versus|vs\.?)\s+)",
    re.IGNORECASE,
)
#: Connectives after which a title names its problem ("… for <task>", "… Applied to <task>").
_APPLIED_TO = frozenset(["applied to", "application to", "applications to"])
_PROBLEM_BEFORE = frozenset(["for", "in", "on", "towards", "toward", *_APPLIED_TO])
#: Connectives after which a title names the means, not the problem ("… via <method>").
_MEANS = frozenset(["via", "with", "using", "by", "through", "based on"])
#: Leading words that place or qualify the piece, never part of a task's name.
_LEADING = frozenset(
    [
        *("a", "an", "the", "on", "in", "towards", "toward", "for", "learning", "optimal"),
        *("efficient", "efficiently", "fast", "faster", "scalable", "simple", "practical"),
        *("effective", "novel", "new", "rethinking", "revisiting", "understanding"),
        *("better", "stronger", "finer", "cheaper", "easier", "simpler", "sharper", "tighter"),
        *("provably", "provable", "nearly", "real-time", "end-to-end"),
    ]
)
#: Second words of a judging compound written apart, a resource and how well a method uses it
#: ("Data Efficient", "Sample Optimal", "Communication Efficient").
_RESOURCE_JUDGES = frozenset(["efficient", "optimal"])
#: Adjectives that say how a paper's method works, not which problem it solves ("Deep …",
#: "Equivariant …", "Generalized …"): in front of a task the abstract itself names without
#: them, they make no narrower task.
_MEANS_ADJECTIVES = frozenset(
    [
        *("deep", "neural", "joint", "unified", "generalized", "generalised", "consistent"),
        *("convergent", "equivariant", "invariant", "learned", "general", "statistical"),
        *("differentiable", "adaptive", "universal", "principled", "implicit", "explicit"),
        *("hierarchical", "progressive", "iterative", "automatic", "automated", "amortized"),
        *("approximate", "accelerated"),
    ]
)
#: Particles a title's leading verb leaves in front of a name ("Breaking Down …").
_PARTICLES = frozenset(["down", "up", "out", "off", "apart", "away"])
#: Connectives after which a verb comes, whatever verb it is ("… Can Do Kelp Inference").
_MODALS = frozenset(["can", "could", "does", "do"])
#: A title part that opens with one of these is a clause ("When X meets Y"), not names.
_CLAUSE_OPENERS = frozenset(
    [
        *("when", "where", "what", "why", "how", "which", "who", "whose", "is", "are", "do"),
        *("does", "did", "can", "could", "should", "shall", "will", "would", "may", "might"),
        "must",
    ]
)
#: Endings of nouns in "-ly" ("anomaly", "family", "assembly", "supply", "monopoly").
_LY_NOUNS = ("aly", "ily", "oly", "ply", "mbly")
#: Endings of adjectives an adverb in front of a title's name grades ("Frustratingly Easy").
_JUDGING_ENDINGS = ("easy", "able", "ible", "ive", "ous", "ful", "ent", "ant", "ic")
#: Qualities a title pairs with a judging word ("Efficient and Robust …").
_QUALITIES = frozenset(["robust", "compact", "detailed", "stable", "precise", "safe"])


def _piece_words(piece: str) -> list[str]:
    """The words of a title piece as written, without edge punctuation."""
    return [w for w in (w.strip(_PUNCT_EDGES) for w in piece.split()) if w]


def _name_parts(title: str) -> list[list[str]]:
    """The parts of a title between separators (colon, question mark, dash), each split at
    its connectives (``[piece, connective, piece, …]``); a part that is a question or a
    clause ("When Does X Help Y") names nothing and is left out."""
    return [
        _CONNECTIVES.split(part)
        for part in _SEPARATORS.split(title.strip())
        if not (part.split()[:1] and _clause_opener(part.split()[0]))
    ]


def _says_how(lower: str) -> bool:
    """Whether a lowercased title word in front of a noun of doing says how the method does
    it ("differentiable", "autoregressive") rather than what is done."""
    return lower in _MEANS_ADJECTIVES or lower.endswith(("ive", "able", "ible"))


def _adverb(lower: str) -> bool:
    """Whether a lowercased title word is an adverb in "-ly" ("Provably"; not "Anomaly")."""
    return lower.endswith("ly") and not lower.endswith(_LY_NOUNS)


def _adverb_inside(words: list[str]) -> bool:
    """Whether an adverb in "-ly" stands inside a piece before a word that is no participle
    ("Strong Kelp Biases Provably Prevent Frond Drift"): the piece is a clause, no name;
    "Kelp Weakly Supervised Segmentation" keeps its setting."""
    return any(
        _adverb(word.lower()) and not after.lower().endswith("ed")
        for word, after in pairwise(words[1:])
    )


_TITLE_CASE_PART = re.compile(r"^[A-Z][a-z]+$")
#: Heads of a title's lead that name a kind, not one new thing ("Local Algorithms").
_GENERIC_HEADS = frozenset(
    [
        *("algorithm", "method", "approach", "technique", "framework", "learning"),
        *("system", "procedure", "strategy", "scheme", "paradigm", "layer"),
    ]
)
_PRONOUNS = frozenset(["your", "our", "my", "their", "its", "this", "these", "a", "an", "the"])
#: Words in the rest of a title that make its lead name a dataset.
_DATASET_WORDS = frozenset(
    t for t, kind in cues.HEAD_TYPES.items() if kind == "Dataset" and t != "challenge"
)
_METHOD_HEADS = frozenset(t for t, kind in cues.HEAD_TYPES.items() if kind == "Method")
#: Method heads of a made thing ("… Network", "… Algorithm"), not of a doing ("… Learning").
_MADE_HEADS = frozenset(
    t for t in _METHOD_HEADS if not t.endswith(("ing", "tion", "sion", "ance", "ence"))
)
#: Heads of a method's name besides the method heads of ``cues.HEAD_TYPES``.
_MEANS_NOUNS = frozenset(["prior", "executor", "field", "filter", "transform", "cascade"])
#: Nouns of doing that name what a method works on, not the method.
_OBJECT_HEADS = frozenset(
    ["function", "representation", "distribution", "equation", "information", "condition"]
)
#: Connectives after a title's lead that set a condition on it ("… with Noisy Labels", "… in
#: High Dimensions", "… from Pairwise Comparisons", "… of Neural Networks").
_CONDITIONS = frozenset(["with", "without", "in", "from", "of", "under"])
#: Nouns of making a model: a problem when it is what a title's method is for.
_TRAINING_HEADS = frozenset(["training", "pretraining", "pre-training", "fine-tuning", "tuning"])
#: Heads of a lead that are no doing under a condition: a made thing, a part of a model ("…
#: Attention with …") or the making of one ("… Training of Kelp Nets" says how the nets are
#: made; "Hyperparameter Tuning with …" is a problem).
_NOT_STUDIED_HEADS = (
    _MADE_HEADS
    | frozenset(["attention", "embedding", "guidance", "prompting"])
    | (_TRAINING_HEADS - {"tuning"})
)


def _doing_head(head: str) -> bool:
    """Whether a lead's last word (lowercase singular) is a noun of doing ("tuning",
    "optimization", "regression") that names what the paper studies."""
    return (
        head.endswith(("ing", "tion", "sion", "ment")) or head in ("search", "regression")
    ) and head not in _NOT_STUDIED_HEADS


#: Nouns of doing that name how a model is made or what it computes, not a problem it solves.
_MEANS_HEADS = _TRAINING_HEADS | frozenset(
    [
        *("embedding", "encoding", "representation", "attention", "function", "regularization"),
    ]
)
#: Nouns of a problem not shaped like a doing ("… Locomotion Control", "… Mesh Recovery").
_PROBLEM_NOUNS = frozenset(
    ["control", "recovery", "discovery", "design", "search", "problem", "problems"]
)
#: Last words that make a title piece a problem wherever it stands: the problem itself or
#: a problem family ("… Minimax Problems", "… Inference Attacks", "… Dueling Bandits").
_PROBLEM_WORDS = frozenset(["problem", "problems", *cues.PROBLEM_FAMILY_HEADS])
_PUNCT_EDGES = " \t\"'“”‘’.,;"
#: Words that make a title's lead a clause or a slogan ("X Matters", "X Is All You Need",
#: "No More X", "X as Y"), not a name.
_CLAUSE_WORDS = frozenset(
    [
        *("as", "no", "not", "more", "is", "are", "be", "all", "you", "need", "matter"),
        *("matters", "can", "do", "does", "meets", "beyond", "than", "we", "it", "then"),
        *("your", "our", "my", "me", "what", "don't", "don’t", "hypothesis"),
        *("will", "would", "could", "should", "may", "might", "must", "shall", "was"),
        *("exists", "everywhere", "anywhere", "together"),
        *("can't", "can’t", "won't", "won’t", "isn't", "isn’t", "doesn't", "doesn’t"),
        *("aren't", "aren’t", "cannot"),
        # a verdict on an old subject, not a name ("Kelp Mapping Revisited", "X Beware")
        *("revisited", "reconsidered", "demystified", "beware"),
    ]
)
#: Endings of adverbs ("Smoothly", "Consistently", "Jointly"): a lead that ends in one is a
#: clause ("Evolve Smoothly"), not a name; one before a participle is part of a name
#: ("Differentially Private …"). Not "-ly" alone: "Assembly", "Anomaly", "Early".
_ADVERB_ENDINGS = ("ally", "ently", "antly", "ively", "ously", "fully", "ably", "ibly", "thly")
#: Heads of what a theory paper proves ("Sharp Regret Bounds: …"), not a method.
_RESULT_HEADS = frozenset(
    [
        *("bound", "guarantee", "result", "theorem", "theory", "analysis", "law", "limit"),
        *("lemma", "rate", "regret", "complexity"),
    ]
)
#: Heads of a title's lead that name no coined thing.
_NOT_COINED_HEADS = _MEANS_HEADS | _OBJECT_HEADS | _RESULT_HEADS | _GENERIC_HEADS
#: Endings of nouns of a property or a phenomenon ("Robustness", "Stability", "Variance").
_PROPERTY_ENDINGS = ("ness", "ity", "ence", "ance", "ism", "ility")


class TitleReader:
    """Sets ``doc._.kg_title_entities`` from ``doc._.kg_title`` (see the module docstring)."""

    def __init__(
        self,
        nlp: Language,
        name: str,
        lexicon_dirs: Sequence[str],
        package_lexicon: bool,
        task_heads: Sequence[str],
        max_words: int,
        max_title_words: int,
    ) -> None:
        self.name = name
        self.lexicon: Lexicon = component_lexicon(lexicon_dirs, package_lexicon)
        self.task_heads = frozenset(task_heads)
        self.max_words = max_words
        text = (resources.files("kg") / "data" / EVALUATIVE_FILE).read_text(encoding="utf-8")
        self.leading = _LEADING | frozenset(read_terms(text.splitlines(), EVALUATIVE_FILE))
        self.clause_or_judging = _CLAUSE_WORDS | self.leading
        self.max_title_words = max_title_words
        # Listed tasks with a connective inside ("learning with noisy labels", "learning to
        # rank"): the title's pieces split them, so they are looked up in the whole title.
        spanning = {
            t
            for t in self.lexicon.terms.get("Task", [])
            if _CONNECTIVE_INSIDE.search(t) and "-" not in t
        }
        self.spanning_tasks = [
            _written_pattern(t.split()) for t in sorted(spanning, key=len, reverse=True)
        ]

    def __call__(self, doc: Doc) -> Doc:
        title = doc._.kg_title
        doc._.kg_title_entities = []
        if not title or len(title.split()) > self.max_title_words:
            return doc  # no title, or a title run into its abstract
        spans = doc.spans.get(SPANS_KEY, [])
        named = {normalize_name(span.text) for span in spans}
        named |= {span.kb_id_.split(":", 1)[1] for span in spans}
        found: dict[str, TitleEntity] = {}
        lead = self.lead_name(title)
        if lead is not None and not self._lead_named(lead[1], named):
            kind, words = lead
            name = " ".join(words)
            found[name] = TitleEntity(
                kind,
                entity_key(kind, normalize_name(name)),
                name,
                "ADDRESSES" if kind == "Task" else "PROPOSES",
            )
        methods = {normalize_name(s.text) for s in spans if s.label_ == "Method"}
        for words, place, written, opens in self.pieces(title):
            if (
                opens
                and place not in ("with", "means")
                and (doing := self._doing_phrase(written, spans))
            ):
                _add_task(found, doing, named)
                continue
            normalized = normalize_name(" ".join(words))
            if normalized in methods and (task := self._task_named_in(words)):
                # The abstract names its method by the title's piece ("Gated Kelp
                # Segmentation"): the known task at its end is the task it addresses.
                if (task_name := normalize_name(task)) not in named:
                    key = entity_key("Task", task_name)
                    found.setdefault(task, TitleEntity("Task", key, task, "ADDRESSES"))
                continue
            if not normalized or normalized in named:
                continue
            # Words dropped as judging or acting that the abstract writes with the rest
            # belong to the name ("Rolling" of a "rolling kelp correction"): the abstract's.
            if any(
                normalize_name(" ".join(written[k:])) in named
                for k in range(len(written) - len(words))
            ):
                continue
            if lead is None and self._proposed_by_its_kind(words, doc):
                name = " ".join(_lower_title_case(w) for w in words)
                found.setdefault(
                    name,
                    TitleEntity("Method", entity_key("Method", normalized), name, "PROPOSES"),
                )
                continue
            if (
                place in ("with", "means")
                and lead is None
                and self._unnamed_proposal_means(words, place, doc, spans)
            ):
                name = " ".join(_lower_title_case(w) for w in words)
                found.setdefault(
                    name,
                    TitleEntity("Method", entity_key("Method", normalized), name, "PROPOSES"),
                )
                continue
            if place in ("with", "serves"):
                continue
            if place == "whole" and self._own_learning(words):
                continue
            if place == "means":
                if (echo := self._echoed_means(words, doc.text)) is not None:
                    name = " ".join(_lower_title_case(w) for w in words)
                    found.setdefault(
                        name,
                        TitleEntity("Method", entity_key("Method", normalized), name, echo),
                    )
                continue
            if not (
                self.is_task(words)
                # "… for a Class of Kelp Minimax Problems", "Frond Inference Attacks from
                # …": a problem by its own word, wherever it stands
                or (
                    (
                        place == "problem"
                        or (
                            words[-1].lower() in _PROBLEM_WORDS
                            and not any(is_name_shaped(w) for w in words)
                        )
                    )
                    and self._named_problem(words, purpose=opens)
                )
            ):
                continue
            # The full form of a task the abstract names shorter ("few-shot semantic
            # segmentation" over "semantic segmentation") is a narrower task of its own,
            # but not when all it adds is how the method works ("Deep Kelp Segmentation"):
            # then the task is the rest, the abstract's reading of it or the title's.
            if (rest := self._described_means(words, named, doc.text)) is not None:
                if normalize_name(" ".join(rest)) not in named:
                    # the abstract writes the task without the method's adjectives but
                    # no other reader took it: the title's shorter task
                    _add_task(found, " ".join(_lower_title_case(w) for w in rest), named)
                continue
            if words[-1].lower() == "problems":
                # one class of problems, named as the problem: "kelp minimax problems" in
                # lowercase would read as a family of tasks
                words = [*words[:-1], "problem"]
            name = " ".join(_lower_title_case(w) for w in words)
            found.setdefault(
                name, TitleEntity("Task", entity_key("Task", normalized), name, "ADDRESSES")
            )
        if (setting := self._learning_setting(title)) is not None:
            _add_task(found, setting, named)
        if (problem := self._problem_in_setting(title)) is not None:
            _add_task(found, problem, named)
        for doing in self._doing_of_phrases(title, spans):
            _add_task(found, doing, named)
        for pattern in self.spanning_tasks:
            match = pattern.search(title)
            if match is None or not _CONNECTIVE_INSIDE.search(match.group(0).lower()):
                continue  # not split by the pieces ("Part-of-Speech Tagging")
            _add_task(found, " ".join(_lower_title_case(w) for w in match.group(0).split()), named)
        doc._.kg_title_entities = list(found.values())
        return doc

    def _learning_setting(self, title: str) -> str | None:
        """The setting a title studies learning in: "Learning with|from|under" and one to
        four capitalized words that are no name and no means ("Learning with Kelp Label
        Noise", "… when Learning from Frond Partitioned Data"), with at most "Deep" before
        "Learning": a kind of learning ("Contrastive Learning with …") is the means or the
        task itself, not a setting."""
        match = _LEARNING_SETTING.search(title)
        if match is None:
            return None
        before = title[: match.start()].split()
        if before and (
            (before[-1][:1].isupper() and before[-1] != "Deep")
            or before[-1].lower() in _MEANS  # "Kelp Parsing by Learning from …": the means
        ):
            return None
        words = _capitalized_run(match.group(2).split(), 4)
        if not words or any(is_name_shaped(w) for w in words):
            return None
        last = words[-1].lower().rsplit("-", 1)[-1]
        if singularize(last) in _METHOD_HEADS | _MEANS_HEADS | _MEANS_NOUNS | {"feature"}:
            return None  # "Learning with Kelp Networks": the means
        return " ".join(["learning", match.group(1).lower(), *map(_lower_title_case, words)])

    def _problem_in_setting(self, title: str) -> str | None:
        """A problem a title names with the setting it is studied in: "Generalization in",
        "Exploration in", "Fairness in" or "Planning in" and one to five capitalized words
        that are no name and no means ("Kelp Pooling for Generalization in Frond
        Reinforcement Learning"). Not after a noun that makes a problem of its own ("Domain
        Generalization in …"), nor when the setting is a kind of model ("Exploration in
        Kelp Networks": the means)."""
        match = _SETTING_PROBLEM.search(title)
        if match is None or not match.group(1)[:1].isupper():
            return None
        before = title[: match.start()].split()
        if before and before[-1][:1].isupper() and not self._leading(before[-1]):
            return None
        written = match.group(2).split()
        words = _capitalized_run(written, 5)
        # Not a setting cut short before "or" ("… in Continuous or Discrete Spaces"), nor
        # one plural word ("… in Environments with …"): things, no setting.
        rest = written[len(words) : len(words) + 1]
        if (
            not words
            or any(is_name_shaped(w) for w in words)
            or rest in (["or"], ["and"])
            or (len(words) == 1 and singularize(words[0].lower()) != words[0].lower())
        ):
            return None
        last = singularize(words[-1].lower().rsplit("-", 1)[-1])
        if last in _METHOD_HEADS | _MEANS_HEADS | _MEANS_NOUNS and last not in _KINDS_OF_LEARNING:
            return None
        return " ".join([match.group(1).lower(), "in", *map(_lower_title_case, words)])

    def lead_name(self, title: str) -> tuple[str, list[str]] | None:
        """The type and words of the name a title leads with: before a colon or dash, or
        before its first connective ("Ripple Gate Networks for …")."""
        parts = _SEPARATORS.split(title.strip(), maxsplit=1)
        for_task = whole = variant = False
        connective = ""
        if len(parts) == 2:
            lead, rest = parts
        else:
            # No separator: a name of several capitalized words ending in a method head,
            # up to the first connective, that no term list knows.
            split = _CONNECTIVES.split(title.strip(), maxsplit=1)
            lead, rest = split[0], title
            whole = lead == title.strip()
            connective = "" if whole else split[1].strip().lower()
            # "Tidal Kelp Filtering via …": the means follows a problem, not a method
            variant = (whole or connective not in _MEANS | {"of"}) and (
                self._listed_variant(lead.split())
            )
            if not (self._new_name_lead(lead.split(), whole=whole) or variant):
                return None
            # "Graded Kelp Fields for Kelp Segmentation": what serves a named task, unless
            # it ends in an acronym ("Offline RL for …" names a setting of a known thing)
            for_task = (
                len(split) == 3
                and split[1].strip().lower() == "for"
                and self._task_piece(_CONNECTIVES.split(split[2], maxsplit=1)[0])
                and not lead.split()[-1].strip(_PUNCT_EDGES).isupper()
            )
        words = [w.strip(_PUNCT_EDGES) for w in lead.split()]
        words = [w for w in words if w]
        if not words or not all(w[0].isupper() or w[0].isdigit() for w in words):
            return None
        if words[0].lower() in ("a", "an"):
            return None  # "A Distributed Boosting Algorithm for …" describes, it does not name
        if words[0].lower() == "the" and len(words) > 2:
            words = words[1:]  # "The Kelp Router: …"
        if _clause_opener(words[0]) or words[0].lower() in self.leading:
            return None
        head = words[-1].lower().removesuffix("s")
        # A made thing's name runs longer than a doing's ("Isometric Kelp Process Latent
        # Variable Model", "Iterative Refinement Frond Neural Network")
        method_headed = head in _METHOD_HEADS and len(words) <= (6 if head in _MADE_HEADS else 4)
        coined = len(words) <= 4 and (len(parts) == 2 or for_task or whole) and self._coined(words)
        # ``variant`` is set only for a title without a separator
        if len(words) > 1 and not (method_headed or coined or variant):
            return None
        if len(words) > 1 and self.is_task(words):
            return None  # "Robust Few-Shot Learning: …" leads with a task, read as one
        # what the title calls it: after a colon up to the first connective ("X: A
        # Benchmark for …", not "X: Kelp Skills in Diverse Environments"), else its own words
        called = _CONNECTIVES.split(rest, maxsplit=1)[0] if len(parts) == 2 else lead
        after = {w.lower().strip(_PUNCT_EDGES).removesuffix("s") for w in called.split()}
        if after & _DATASET_WORDS:
            return "Dataset", words
        if words[-1].lower() in _PROBLEM_WORDS and not any(is_name_shaped(w) for w in words):
            return "Task", words  # "Batched Kelp Bandits": a class of problems, in words
        if connective in _CONDITIONS and _doing_head(head):
            # "Kelp Tuning with Noisy Labels", "Sparse Frond Regression in High Dimensions":
            # a doing under a condition is the problem the paper studies; "… for <task>"
            # names a means to an end.
            return "Task", words
        return "Method", words

    def _listed_variant(self, words: list[str]) -> bool:
        """Whether a title leads with a listed method of two words or more and one word in
        front that names its variant ("Isometric Kelp Process Latent Variable Model for …",
        "Double-Loop Unadjusted Kelp Algorithm"): the paper's own variant of it, unless the
        word in front only judges ("Robust …", "Scalable …") or the whole is listed."""
        words = [w.strip(_PUNCT_EDGES) for w in words]
        return (
            3 <= len(words) <= 7
            and all(w[:1].isupper() for w in words)
            and not self._leading(words[0])
            and words[0].lower() not in _QUALITIES
            and not _title_verb(words[0])
            and not self._led_by_verb(words)
            and words[0].lower() not in _PRONOUNS
            and self.lexicon.type_of(" ".join(words[1:])) == "Method"
            and self.lexicon.type_of(" ".join(words)) is None
        )

    def _lead_named(self, words: list[str], named: set[str]) -> bool:
        """Whether the abstract names the title's lead, whole or by its first word ("Kelpo
        Networks: …" where the abstract says "Kelpo"); not by a term the lists know in front
        ("Log-Likelihood Kelp Flows: …" beside a measured log-likelihood)."""
        forms = {normalize_name(" ".join(words))}
        if self.lexicon.type_of(words[0]) is None:
            forms.add(normalize_name(words[0]))
        return bool(forms & named)

    def _coined(self, words: list[str]) -> bool:
        """Whether capitalized words before a title's colon coin a name ("Ripple Pop-Up:
        …", "Gated Kelp Poisoning: …") rather than name a known thing, a kind or a property
        ("Adversarial Robustness: …", "Local Algorithms: …")."""
        head = words[-1].lower()
        lowered = {w.lower() for w in words}
        name = " ".join(words)
        return (
            not lowered & self.clause_or_judging
            and not head.endswith(_ADVERB_ENDINGS)
            and not self._led_by_verb(words)
            and not _title_verb(words[0])
            # "Analysis" is no plural of "analysi"
            and not {head, head.removesuffix("s")} & _NOT_COINED_HEADS
            and not head.endswith(_PROPERTY_ENDINGS)
            and self.lexicon.type_of(name) is None
            and not self.lexicon.is_generic(name)
        )

    def _led_by_verb(self, words: list[str]) -> bool:
        """Whether a title's piece opens with a verb in "-ing" ("Steering …", "Translating
        …"), not a noun of a task ("Clustering …")."""
        first = words[0].lower()
        return first.endswith("ing") and first not in self.task_heads

    def _new_name_lead(self, words: list[str], whole: bool = False) -> bool:
        """Whether the words before a title's first connective can be a new name: several
        words, no term list's name or family at their end ("… Neural Networks", "…
        Diffusion Models"), not led by a verb ("Steering …") or a pronoun, and not a generic
        kind ("Local Algorithms") or a learning setting ("Multi-Domain Learning"). A title
        that is nothing but the name (``whole``) may end in a known family: "Gated Pyramid
        Networks" alone names the paper's own kind of them; only the family itself is no
        new name."""
        if len(words) < 2 or words[0].lower() in _PRONOUNS:
            return False
        if self._led_by_verb(words):
            return False
        if words[-1].lower().removesuffix("s") in _GENERIC_HEADS:
            return False
        for n in range(len(words) if whole else 2, len(words) + 1):
            tail = " ".join(words[-n:])
            if self.lexicon.type_of(tail) or self.lexicon.is_generic(tail):
                return False
        return True

    def pieces(self, title: str) -> list[tuple[list[str], str, list[str], bool]]:
        """The title's noun-phrase pieces, leading judging words dropped, each with where it
        stands: ``"with"`` after "with", ``"means"`` after "via", "using", … ("… via
        <method>"), ``"serves"`` right before "for <task>", ``"problem"`` where a title
        names its problem (after "for", "in", "on"
        or "towards", or before the means: "<problem> via …"), else ``""``; the piece's
        words as written, before any was dropped; and whether the piece opens its part of
        the title or follows "for" or "towards", where a title says what the paper does."""
        out = []
        # "Sequence to Sequence", "Peer to Peer": one modifier, not a purpose after "to".
        title = _SAME_WORD_TO.sub(r"\1-to-\1", title)
        for split in _name_parts(title):
            for k in range(0, len(split), 2):
                joiner = " ".join(split[k - 1].split()).lower() if k else ""
                means = joiner in _MEANS
                if k + 1 < len(split) and split[k + 1].strip().lower() == "of":
                    continue  # "Unsupervised Discovery of …": the name goes on after "of"
                words = self._name_words(split[k])
                if not words or _adverb_inside(words):
                    continue
                if (
                    len(words) > 2
                    and self._judged_with(split, k, words[0])
                    and self.is_task(words[1:])
                ):
                    words = words[1:]  # "Accurate and Robust Kelp Segmentation": both judge
                if len(words) > 1 and (
                    (joiner == "to" and _title_verb(words[0]))
                    or (
                        (
                            joiner in _MODALS
                            or _title_verb(words[0], british=False)
                            or words[0].lower() in _PARTICLES
                        )
                        and (self.is_task(words[1:]) or self._named_problem(words[1:]))
                    )
                ):
                    # After "to" a verb comes first ("… to Steady Offline Reinforcement
                    # Learning"), and so it does after a modal, listed or not ("… Can Boost
                    # Kelp Segmentation", "… Can Do Kelp Inference"), or a particle after a
                    # dropped gerund ("Breaking Down Kelp Segmentation"): what it acts on is
                    # the task.
                    words = words[1:]
                verb = next(
                    (i for i in range(1, len(words) - 1) if _verb_of_a_clause(words[i])), None
                )
                if verb is not None:
                    # "Frond-Based Models Improve Kelp Segmentation": a subject and its verb
                    # say what the paper finds; what the verb acts on is the task.
                    words = words[verb + 1 :]
                if len(words) <= self.max_words:
                    after = " ".join(split[k + 1].split()).lower() if k + 1 < len(split) else ""
                    # "with" joins conditions and data as often as means ("… with Noisy
                    # Labels"): only the other means words name the paper's method.
                    if means:
                        place = "with" if joiner == "with" else "means"
                    elif after == "for" and self._task_piece(split[k + 2]):
                        # "<X> for <Task>": X is what serves the task, not a second task
                        # ("Graded Density Estimation for Kelp Segmentation"); whether it is
                        # the paper's method is left to the abstract.
                        place = "serves"
                    elif joiner in _PROBLEM_BEFORE or after in _MEANS:
                        place = "problem"
                    elif len(split) == 1 and split[0].strip() == title.strip():
                        place = "whole"
                    else:
                        place = ""
                    # "Matching Kelp Flows and Frond Paths": the object may go on past
                    # "and", unless a relative clause took the "and" ("… that Learn Fast
                    # and Generalize Well")
                    coordinated = (
                        after.strip(" ,;&") in ("and", "or", "")
                        and after != ""
                        and not {w.lower() for w in split[k].split()} & _RELATIVE_WORDS
                    )
                    # "An Approach to Predicting Kelp Growth": after "to", a verb of a task
                    # in "-ing" says what the paper does, as after "for"
                    written = _piece_words(split[k])
                    doing_after_to = (
                        joiner == "to" and bool(written) and written[0].lower() in cues.TASK_GERUNDS
                    )
                    opens = (
                        k == 0
                        or joiner in ("for", "towards", "toward", *_APPLIED_TO)
                        or doing_after_to
                    ) and not coordinated
                    out.append((words, place, written, opens))
        return out

    def _judged_with(self, split: list[str], k: int, first: str) -> bool:
        """Whether piece ``k``, which opens with ``first``, follows a lone judging adjective
        and "and"/"or" and ``first`` is a quality ("Accurate and Robust …", "Efficient and
        Interpretable …"): the two judge together. Not after a gerund ("Understanding and
        Improving …" joins verbs), nor for a word that may name ("Simple and Scalable Nearest
        Neighbor …")."""
        if k < 2 or " ".join(split[k - 1].split()).lower().strip(",;& ") not in ("and", "or", ""):
            return False
        before = _piece_words(split[k - 2])
        if len(before) != 1 or not self._leading(before[0]) or before[0].endswith("ing"):
            return False
        first = first.lower().rsplit("-", 1)[-1]
        return first in self.leading or first in _QUALITIES or first.endswith(_JUDGING_ENDINGS)

    def _doing_phrase(self, written: list[str], spans: Sequence) -> str | None:
        """A piece that opens with a verb of a task in "-ing" and its object, one to four
        words ("Predicting Kelp Growth", "Meaningfully Aligning Frond Arrays that …"): the
        task the paper works on, in the title's words, up to a relative word. Not when the
        object is a listed method ("Sampling Diffusion Models": the means), has a pronoun or
        an article ("Finding a Good Kelp Basis": one thing the paper makes, not a problem),
        opens with a word that counts ("Detecting Various …"), or ends in a problem family
        ("Solving Kelp Games": the family is the task) or is a kind of made thing alone
        ("Constructing Solutions"), nor when a task of the abstract has the object's head
        (the abstract's name of it)."""
        k = 0
        while (
            k < len(written) - 1
            and self._leading(written[k])
            and (written[k].lower() not in cues.TASK_GERUNDS)
        ):
            k += 1
        if k >= len(written) or written[k].lower() not in cues.TASK_GERUNDS:
            return None
        obj: list[str] = []
        for word in written[k + 1 :]:
            if word.lower() in _RELATIVE_WORDS:
                break
            obj.append(word)
        if not 1 <= len(obj) <= 4 or not all(
            re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9'’-]*", w)
            and not is_function_word(w)
            and w.lower() not in _NO_OBJECT_WORDS
            for w in obj
        ):
            return None
        if (
            self.lexicon.type_of(" ".join(obj)) == "Method"
            or _adverb(obj[-1].lower())
            or obj[-1].lower() in cues.PROBLEM_FAMILY_HEADS  # the family is the task
            or obj[0].lower() in cues.OBJECT_QUANTIFIERS  # "Detecting Various Kelp Blooms"
            # "Constructing Solutions", "Forecasting Models": a kind of made thing alone
            or (len(obj) == 1 and singularize(obj[0].lower()) in _MADE_KINDS)
        ):
            return None
        head = singularize(obj[-1].lower())
        if any(s.label_ == "Task" and head in {singularize(t.lower_) for t in s} for s in spans):
            return None  # the abstract names the task ("kelp growth prediction")
        return " ".join(_lower_title_case(w) for w in [written[k], *obj])

    def _doing_of_phrases(self, title: str, spans: Sequence) -> list[str]:
        """Tasks a title names as a noun of doing and what it is done to ("Robust Estimation
        of Kelp Frond Densities", "Segmentation of Sequences"): a task head before "of",
        with at most judging words or words that say how the method works in front
        ("Differentiable", "Autoregressive"; a noun in front makes a task of its own,
        "Machine Unlearning of …"), and the one to five capitalized words after "of", up to
        the next connective. Not when a task of the abstract has the object's head (the
        abstract's name of it)."""
        found = []
        for split in _name_parts(title):
            for k in range(0, len(split) - 2, 2):
                if split[k + 1].strip().lower() != "of":
                    continue
                before = self._name_words(split[k])
                if (
                    not 1 <= len(before) <= 3
                    or before[-1].lower() not in self.task_heads
                    or not all(_says_how(w.lower()) for w in before[:-1])
                ):
                    continue  # "Machine Unlearning of …", "3D Reconstruction of …"
                obj = _piece_words(split[k + 2])
                if not 1 <= len(obj) <= 5 or not all(
                    w[:1].isupper() or w[:1].isdigit() for w in obj
                ):
                    continue
                head = singularize(obj[-1].lower())
                if any(
                    s.label_ == "Task" and head in {singularize(t.lower_) for t in s} for s in spans
                ):
                    continue
                found.append(" ".join(_lower_title_case(w) for w in [before[-1], "of", *obj]))
        return found

    def _own_learning(self, words: list[str]) -> bool:
        """A title that is nothing but "<modifiers> … Learning", as a whole unknown to the
        term lists ("Backstepping Ripple Learning", "Graded Reinforcement Learning"), most
        often names the paper's own way of learning rather than a problem: no task."""
        return (
            len(words) > 1
            and words[-1].lower() == "learning"
            and self.lexicon.type_of(" ".join(words)) != "Task"
        )

    def _name_words(self, piece: str) -> list[str]:
        """The words of a title piece without edge punctuation and leading judging words."""
        words = _piece_words(piece)
        if len(words) > 3 and words[1].lower() in _RESOURCE_JUDGES and words[0][:1].isupper():
            words = words[2:]  # "Data Efficient …", "Memory Efficient …": "data-efficient" apart
        while len(words) > 1 and self._leading(words[0]) and not self._noun_compound(words):
            adverb = _adverb(words[0].lower())
            if adverb and words[1].lower().endswith("ed"):
                break  # "Weakly Supervised …", "Densely Connected …": a setting, kept whole
            words = words[1:]
            # "Frustratingly Easy …", "Surprisingly Effective …": the adjective the adverb
            # grades judges too
            if adverb and len(words) > 2 and words[0].lower().endswith(_JUDGING_ENDINGS):
                words = words[1:]
        return words

    def _noun_compound(self, words: list[str]) -> bool:
        """Two words, a known term or method head in "-ing" and a noun of doing ("Embedding
        Compression", "Clustering Evaluation"): a compound noun, not a verb and its object
        ("Improving Generalization")."""
        if len(words) != 2 or not words[0].lower().endswith("ing"):
            return False
        first = words[0].lower()
        known = self.lexicon.type_of(first) is not None or first in _METHOD_HEADS
        return known and first not in self.leading and words[1].lower().endswith(DOING_ENDINGS)

    def _task_piece(self, piece: str) -> bool:
        """Whether a title piece, its leading judging words dropped, is a task."""
        words = self._name_words(piece)
        return bool(words) and len(words) <= self.max_words and self.is_task(words)

    def is_task(self, words: list[str]) -> bool:
        """A known task, or a name of several words ending in a task head or a known task."""
        if len(words) < 2:
            # One word: a known task that is more than a task head ("Detection" alone
            # names no task).
            lower = words[0].lower()
            return self.lexicon.type_of(lower) == "Task" and lower not in self.task_heads
        if self.lexicon.type_of(" ".join(words)) == "Task":
            return True
        if cues.masked_objective(words):
            return False  # a pretraining objective ("Masked Kelp Modeling")
        if self._listed_method_ending(words):
            return False
        head = words[-1].lower().rsplit("-", 1)[-1]
        if head in self.task_heads or words[-1].lower() in self.task_heads:
            return True
        return any(self.lexicon.type_of(" ".join(words[-n:])) == "Task" for n in (2, 3))

    def _task_named_in(self, words: list[str]) -> str | None:
        """The known task of two or three words that a longer piece ends in, in the title's
        words ("semantic segmentation" of "Kelp-Guided Semantic Segmentation"), or None."""
        for n in (3, 2):
            if len(words) > n and self.lexicon.type_of(" ".join(words[-n:])) == "Task":
                return " ".join(_lower_title_case(w) for w in words[-n:])
        return None

    def _listed_method_ending(self, words: list[str]) -> bool:
        """A listed method ("Kelp Inference"), or a name ending in one of two or three words
        ("Sparse Kelp Inference"): that method or a variant of it, as in the abstract
        (``kg.extract.entities``), not a problem, whatever its head noun."""
        return any(
            self.lexicon.type_of(" ".join(words[-n:])) == "Method"
            for n in {2, 3, len(words)}
            if 2 <= n <= len(words)
        )

    def _described_means(
        self, words: list[str], named: set[str], abstract: str
    ) -> list[str] | None:
        """The words of a title task after leading adjectives that describe the paper's
        method, when the abstract names the rest or writes it at all ("Equivariant Kelp
        Forecasting" where the abstract has "kelp forecasting"), else None."""
        if self.lexicon.type_of(" ".join(words)):
            return None  # a known narrower task ("deep reinforcement learning")
        k = 0
        while k < len(words) - 1 and words[k].lower() in _MEANS_ADJECTIVES:
            k += 1
        if k == 0 or len(words) - k < 2:
            return None
        rest = normalize_name(" ".join(words[k:]))
        if rest in named or f" {rest} " in f" {normalize_name(abstract)} ":
            return words[k:]
        return None

    def _echoed_means(self, words: list[str], abstract: str) -> str | None:
        """How the paper relates to a piece after "via", "using", … of two to four words
        that no term list knows (a known method is one the paper uses: "… via Graph Neural
        Networks") and that the abstract repeats: ``"PROPOSES"``, the paper's own method
        named in its title, or ``"USES"`` for a plural the abstract writes only in
        lowercase ("… Using Kelp Models" where the abstract says "kelp models"), a family of
        models the paper uses, not a name it gives; None when the piece names no method."""
        head = words[-1].lower().removesuffix("s")
        if not self._unknown_means(words) or not (
            head in _METHOD_HEADS or head.endswith(DOING_ENDINGS) or head in _MEANS_NOUNS
        ):
            return None  # "… via Convex Hulls" names an object, not a method
        if not _echoed(words, abstract):
            return None
        if words[-1].lower().endswith("s") and _echoed_in_lowercase_only(words, abstract):
            return "USES"
        return "PROPOSES"

    def _unknown_means(self, words: list[str]) -> bool:
        """Two to four words no term list knows, naming no task, whose head is no generic
        kind or object noun: the shape of a means piece that may name the paper's method."""
        text = " ".join(words)
        if not _short_phrase(words):
            return False
        if self.lexicon.type_of(text) or self.lexicon.is_generic(text) or self.is_task(words):
            return False
        head = words[-1].lower().removesuffix("s")
        return head not in _GENERIC_HEADS and head not in _OBJECT_HEADS

    def _unnamed_proposal_means(
        self, words: list[str], place: str, doc: Doc, spans: Sequence
    ) -> bool:
        """A means the title names in capitals ("… by Ripple Gate Descent", "… with Frond
        Regularization") for a method the abstract proposes without a name ("we propose an
        approach that …"; no name-shaped Method in it, no name the title leads with): the
        title names it. In the singular: a plural names a family the paper uses ("… with
        Diffusion Models"). After "with" only a method head word ends it ("with Noisy
        Labels" is a condition)."""
        if not all(w[:1].isupper() and not w.isupper() for w in words):
            return False
        head = words[-1].lower()
        if head.endswith("s") or not self._unknown_means(words):
            return False  # "… with Diffusion Models": a family of models the paper uses
        if place == "with" and head not in _METHOD_HEADS:
            return False
        listed_ending = any(
            self.lexicon.type_of(" ".join(words[k:])) == "Method" for k in range(1, len(words) - 1)
        )  # "Directional Gradient Descent": a variant of a listed method
        if not (
            listed_ending
            or head in _METHOD_HEADS
            or head.endswith(DOING_ENDINGS)
            or head in _MEANS_NOUNS
        ):
            return False
        if any(
            s.label_ == "Method"
            and is_name_shaped(s.text)
            and contribution_verb(s.root, cues.PROPOSE_VERBS, naming_for=False) is not None
            for s in spans
        ):
            return False  # the abstract names its method
        return any(t.lower_ == "we" and t.head.lemma_.lower() in cues.PROPOSE_VERBS for t in doc)

    def _proposed_by_its_kind(self, words: list[str], doc: Doc) -> bool:
        """A title piece of two to six capitalized words, no listed term, that the abstract
        writes as the description of what it proposes, right before a kind of method ("we
        propose a novel kelp-anchored frond imitation framework" under "Kelp-Anchored Frond
        Imitation"): the title capitalizes the name the abstract describes, so the piece
        is the paper's method, though its words may end in a known task's. Not a piece
        ending in a task head ("… Material Classification framework"): a framework for
        that task, which the piece names."""
        if not 2 <= len(words) <= 6 or self.lexicon.type_of(" ".join(words)):
            return False
        if (
            words[-1].lower() in self.task_heads
            or singularize(words[-1].lower()) in self.task_heads
        ):
            return False
        if not all(w[:1].isupper() or not w[:1].isalpha() for w in words):
            return False
        for match in _written_pattern(words).finditer(doc.text):
            span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
            if span is None or span.end >= len(doc):
                continue
            kind = doc[span.end]
            before = doc[max(kind.sent.start, span.start - 3) : span.start]
            if (
                kind.lemma_.lower() in cues.METHOD_KINDS
                and any(t.lower_ in ("a", "an") for t in before)
                and contribution_verb(kind, cues.PROPOSE_VERBS) is not None
            ):
                return True
        return False

    def _named_problem(self, words: list[str], purpose: bool = False) -> bool:
        """A piece of two to four words without a function word or determiner that ends in a
        noun of doing ("… Pricing", "… Scheduling"), of a problem ("… Control") or a problem
        family ("… Bandits"): where the title names its problem, that is the problem's name,
        though no term list knows it and the abstract may call it only "this problem".
        Training a kind of model is a problem where the title says it is the purpose ("… for
        Large-Batch Training", ``purpose``); elsewhere it names how the method is made."""
        if (
            not _short_phrase(words)
            or any(is_function_word(w) or w.lower() in _DETERMINERS for w in words)
            or self._listed_method_ending(words)
        ):
            return False
        head = words[-1].lower()
        problem = (
            head.endswith(DOING_ENDINGS)
            # of its last part after a hyphen too ("… Sequence-Structure Co-design")
            or head.rsplit("-", 1)[-1] in _PROBLEM_NOUNS
            or head in cues.PROBLEM_FAMILY_HEADS  # "… for Contextual Kelp Bandits"
        )
        means = head in _MEANS_HEADS and not (purpose and head in _TRAINING_HEADS)
        return problem and not means

    def _leading(self, word: str) -> bool:
        lower = word.lower()
        if lower in self.leading:
            return True
        # A leading gerund or adverb acts on the name ("Improving X", "Provably X"),
        # unless it is itself a task head ("Tracking"); "Sample-Optimal X" judges a result.
        gerund_or_adverb = (
            lower.endswith("ing") or _adverb(lower)
        ) and lower not in self.task_heads
        return gerund_or_adverb or lower.endswith("-optimal")


#: Determiners, possessives, quantifiers and clause openers: a phrase with one refers to
#: something or says something, it does not name a problem ("Their Shelf Pricing").
_DETERMINERS = frozenset(
    [
        *("a", "an", "the", "this", "that", "these", "those", "their", "our", "its", "your"),
        *("all", "any", "each", "every", "some", "many", "most", "no"),
        # and the words that open a clause ("… Sampling When Learning to …")
        *("when", "while", "where", "whether", "if", "because", "before", "after", "until"),
    ]
)
#: Words that refer or say something, no word of what a verb of a task acts on.
_NO_OBJECT_WORDS = _DETERMINERS | _PRONOUNS | _CLAUSE_WORDS
#: Kinds of made thing that alone are what a verb makes, no problem ("Constructing Solutions").
_MADE_KINDS = _METHOD_HEADS | _GENERIC_HEADS | {"solution"}
#: Words that open a relative clause after a title's object ("… Networks that Learn Fast").
_RELATIVE_WORDS = frozenset(["that", "which", "who", "whose", "where", "when", "while"])
_CONNECTIVE_INSIDE = re.compile(r"\s(?:with|from|to|of|in|on|under|without)\s")
_SAME_WORD_TO = re.compile(r"\b([A-Za-z]+) to \1\b", re.IGNORECASE)

#: Verbs a title puts after "to" ("… to Improve Kelp Segmentation"), besides those in
#: "-ize", "-ise" and "-ify".
_TITLE_VERBS = frozenset(
    [
        *("improve", "boost", "learn", "solve", "enable", "help", "make", "bring", "adapt"),
        *("steady", "speed", "accelerate", "scale", "guide", "steer", "enhance", "tackle"),
        *("address", "achieve", "reduce", "mitigate", "avoid", "prevent", "explain", "train"),
        *("explore", "exploit", "leverage", "unify", "rethink", "revisit", "discover"),
    ]
)


#: Verbs that, inside a title piece, make it a clause: a finding about a subject, not a name.
_CLAUSE_VERBS = frozenset(
    [
        *("improve", "boost", "solve", "enable", "accelerate", "enhance", "tackle", "achieve"),
        *("reduce", "mitigate", "prevent", "explain", "unify"),
    ]
)


#: Verbs of a finding that a title writes only in the third person ("Robustness Implies
#: Kelp Stability"); their other forms are as often nouns ("Crop Yield Prediction").
_CLAUSE_VERBS_THIRD_PERSON = frozenset(
    [
        *("implies", "yields", "helps", "hurts", "harms", "drives", "affects", "induces"),
        *("ensures", "outperforms"),
    ]
)


def _verb_of_a_clause(word: str) -> bool:
    """Whether a word inside a title piece is one of ``_CLAUSE_VERBS``, also in the third
    person ("Improves"), or one of ``_CLAUSE_VERBS_THIRD_PERSON``."""
    lower = word.lower()
    return (
        lower in _CLAUSE_VERBS
        or (lower.endswith("s") and lower[:-1] in _CLAUSE_VERBS)
        or lower in _CLAUSE_VERBS_THIRD_PERSON
    )


def _title_verb(word: str, british: bool = True) -> bool:
    """A listed verb or one in "-ize" or "-ify" ("Regularize"), and with ``british`` in
    "-ise": not where nothing else marks a verb, since nouns and adjectives end so too
    ("Noise", "Pointwise", "Surprise")."""
    lower = word.lower()
    endings = ("ize", "ise", "ify") if british else ("ize", "ify")
    return lower in _TITLE_VERBS or (
        "-" not in lower and lower.endswith(endings) and len(lower) > 5
    )


def _clause_opener(word: str) -> bool:
    """A question word or a verb that opens a clause ("When …", "Can We …"); not an acronym
    spelled like one ("CAN: …")."""
    return word.lower() in _CLAUSE_OPENERS and not (len(word) > 1 and word.isupper())


def _short_phrase(words: list[str]) -> bool:
    """Two to four words, of letters and hyphens only: the shape of a name no list knows."""
    return 2 <= len(words) <= 4 and all(w.isalpha() or "-" in w for w in words)


def _written_pattern(words: Sequence[str]) -> re.Pattern[str]:
    """The words as a text may write them: whole words, in any case, joined by spaces or
    hyphens."""
    return re.compile(r"\b" + r"[\s-]+".join(map(re.escape, words)) + r"\b", re.IGNORECASE)


def _echoed_in_lowercase_only(words: list[str], abstract: str) -> bool:
    """Whether every time the abstract writes the words, it writes them in lowercase."""
    found = [m.group(0) for m in _written_pattern(words).finditer(abstract)]
    return bool(found) and all(f.islower() for f in found)


def _echoed(words: list[str], abstract: str) -> bool:
    """Whether the abstract has the words in running text, in any case or hyphenation."""
    phrase = " ".join(words).lower().replace("-", " ")
    return f" {phrase}" in " " + " ".join(abstract.lower().replace("-", " ").split())


def recased_title(title: str | None, abstract: str) -> str | None:
    """A title written in capitals ("FAST KELP SEGMENTATION VIA FROND NETWORKS") in the
    cases the rules read: each word as the abstract writes it most often, else a function
    word in lowercase, a word of three letters or fewer in capitals (an acronym, "GDA"),
    and any other word capitalized ("Frond"). Other titles are returned as they are."""
    letters = [c for c in title or "" if c.isalpha()]
    if (
        not title
        or len(title.split()) < 3
        or sum(c.isupper() for c in letters) < 0.9 * len(letters)
    ):
        return title
    spellings: dict[str, Counter[str]] = {}
    for word in re.findall(r"[^\W\d_]+", abstract):
        spellings.setdefault(word.lower(), Counter())[word] += 1

    def recased(match: re.Match[str]) -> str:
        word = match.group(0)
        if (seen := spellings.get(word.lower())) is not None:
            # a tie goes to lowercase: a sentence's first word is capitalized by its place
            return max(seen.items(), key=lambda kv: (kv[1], kv[0].islower()))[0]
        if is_function_word(word):
            return word.lower()
        return word if len(word) <= 3 else word.capitalize()

    return re.sub(r"[^\W\d_]+", recased, title)


def _add_task(found: dict[str, TitleEntity], name: str, named: set[str]) -> None:
    """Add the Task ``name`` the title names, unless the abstract or another piece has it."""
    normalized = normalize_name(name)
    key = entity_key("Task", normalized)
    if normalized not in named and all(e.key != key for e in found.values()):
        found[name] = TitleEntity("Task", key, name, "ADDRESSES")


_LEARNING_SETTING = re.compile(r"\bLearning (with|from|under) ([^:?!()]+)")
#: Heads of a kind of learning or training: a setting a problem is studied in, no means.
_KINDS_OF_LEARNING = frozenset(["learning", "training", "optimization", "search", "tuning"])
#: What a learner must achieve, named with the setting it is studied in ("Generalization in
#: Kelp Reinforcement Learning"): the pair is the problem the paper works on.
_SETTING_PROBLEM = re.compile(
    r"\b(Generali[sz]ation|Exploration|Fairness|Planning) in ([^:?!()]+)", re.IGNORECASE
)


def _capitalized_run(written: list[str], limit: int) -> list[str]:
    """The capitalized words ``written`` opens with, up to ``limit`` of them and up to one
    that ends in punctuation (kept, without the punctuation)."""
    words: list[str] = []
    for word in written:
        if not word[:1].isupper() or len(words) == limit:
            break
        words.append(word.strip(",;.!?"))
        if word[-1] in ",;.!?":
            break
    return words


def _lower_title_case(word: str) -> str:
    """ "Few-Shot" → "few-shot"; "3D", "OOD", "ImageNet", "Non-IID" keep their capitals."""
    parts = word.split("-")
    return "-".join(p.lower() if _TITLE_CASE_PART.match(p) else p for p in parts)


@Language.factory(
    "kg_title_entities",
    default_config={
        "lexicon_dirs": [],
        "package_lexicon": True,
        "task_heads": sorted(cues.TASK_HEADS),
        "max_words": 6,
        "max_title_words": 25,
    },
)
def make_title_reader(
    nlp: Language,
    name: str,
    lexicon_dirs: list[str],
    package_lexicon: bool,
    task_heads: list[str],
    max_words: int,
    max_title_words: int,
) -> TitleReader:
    """Entities named in the paper's title, in ``doc._.kg_title_entities`` (runs after
    ``kg_entities``, whose spans it reads)."""
    return TitleReader(
        nlp,
        name,
        lexicon_dirs,
        package_lexicon,
        task_heads,
        max_words,
        max_title_words,
    )
