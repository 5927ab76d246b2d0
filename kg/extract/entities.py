"""Entity candidates and their types: Method, Task, Dataset, Metric.

Candidates come from curated term lists, abbreviation definitions, the shape of names
(acronyms, CamelCase, names with digits), title-case names, and noun chunks whose head
says what they are ("rumour detection", "P95 latency"). A type is chosen from the
strongest evidence: the term lists, then the noun that describes the name ("the X
benchmark", "X, a … framework"), then the name's own head word, then the context ("on X"
after "experiments", "outperforms X", "in terms of X"), then coordination with typed names.
Output: ``doc.spans["kg_entities"]``, one span per mention, label = type, ``kb_id_`` =
entity key; every mention of one entity carries the same key.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span, Token

from kg.extract import cues
from kg.extract.abbreviations import capitals_are_initials, initials_start
from kg.extract.lexicon import EVALUATIVE_FILE, Lexicon, component_lexicon
from kg.extract.shapes import is_name_shaped, merge_names
from kg.extract.syntax import (
    after_naming_word,
    contribution_verb,
    descriptors,
    first_conjunct,
    group_member,
    in_a_proof,
    in_background,
    measured,
    past_parenthesis,
    used_as_means,
)
from kg.model import ENTITY_TYPES, entity_key
from kg.names import (
    AT_CUTOFF,
    DISTANCE_HEADS,
    DOING_ENDINGS,
    coined,
    filler_cores,
    is_acronym,
    lexicon_types,
    only_task_fillers,
    reject_reason,
    spelled_out,
    term_list,
    well_known_spellings,
)
from kg.normalize import normalize_name

SPANS_KEY = "kg_entities"

# Strength of the evidence for a type; the strongest wins for the whole entity.
# A name whose own head is a task word ("… Segmentation") is a task whatever describes it
# ("VQA benchmarks" are benchmarks for the task).
# A span of the trained recognizer (``kg_span_recognizer``) keeps the model's type unless
# the rules have evidence of their own from the name's head or what describes it.
LEXICON, TASK_NAME, DESCRIBED, OWN_HEAD, CONTEXT, RECOGNIZED, COORDINATED, SHAPE = (
    8,
    7,
    6,
    5,
    4,
    3,
    2,
    1,
)

_TITLE_JOINERS = frozenset(["of", "for", "from", "with", "via"])
_RANKED = re.compile(r"^[a-z]+-\d+$")  # "top-1", "pass-5"
#: A version number written apart after a name: "2", "V2", "v1.5" (not "50" or "76.1").
_VERSION_NUMBER = re.compile(r"^(?:[1-9](?:\.[0-9])?|[vV][0-9]+(?:\.[0-9]+)*)$")
_DIMENSION = re.compile(r"^\d(?:\.\d)?D$")
# Hyphenated suffixes that describe a name rather than belong to it ("Foo2Bar-style").
_AFFIX_WORDS = frozenset(
    [
        "style",
        "like",
        "based",
        "aware",
        "free",
        "level",
        "specific",
        "guided",
        "driven",
        "only",
        "inspired",
        "centric",
        "agnostic",
        "wise",
        "scale",
    ]
)
# Hyphenated words after a dataset's name that make a model of it ("<DATA>-pretrained").
_MODEL_AFFIXES = frozenset(["pretrained", "trained", "finetuned", "tuned", "initialized"])
# A benchmark named as one ("TransNASBench-101", "XBench v2").
_BENCH_NAME = re.compile(r"[A-Za-z]bench(?:[-_ ]?v?\d+)?$", re.IGNORECASE)
# also "as well as" and "&"
_LIST_GLUE = cues.LIST_GLUE_WORDS | {"as", "well", "&"}
# The last word of a named collection of data ("Arcade Learning Environment").
_DATASET_WORDS = frozenset(
    ["benchmark", "dataset", "corpus", "database", "environment", "suite", "challenge", "testbed"]
)
# A name that ends in a year: "WMT2014", "CoNLL-2003", "PASCAL VOC 2007".
_YEAR_END = re.compile(r"(?<![0-9.])(?:19[89][0-9]|20[0-3][0-9])$")
# Shapes that name data, not methods: "HotpotQA", "Multi-QA", "HumanEval", "ImageNet-1K"
# (a count of classes or items in thousands), "CIFAR-10" (an all-caps stem with 10/100:
# "ResNet-50" and "VGG-16" stay methods).
_DATASET_SHAPE = re.compile(
    r"(?:[A-Za-z0-9]{3,}-?QA|[A-Za-z0-9]{2,}-?Eval|[A-Za-z0-9]+-[0-9]+K|[A-Z]{2,}-(?:10|100))$"
)
# A size in parameters at the end of a name marks a model checkpoint ("Pythia-70M",
# "Qwen2.5-7B", "T5 11B"): a Method unless the text describes it as data ("the X-1B corpus").
_CHECKPOINT = re.compile(r"[A-Za-z][A-Za-z0-9.\-]*[- ]?[0-9]+(?:\.[0-9]+)?[MB](?:-[A-Za-z]+)*$")
# Function words inside long title-case names ("Birds in the Field"), after two title words.
# Nouns for a part of a dataset: "the validation set of X" is evaluated on X.
_DATA_PARTS = frozenset(["set", "split", "subset", "partition", "portion", "version", "part"])
_INNER_JOINERS = frozenset(["in", "on", "the"])
_VERSION = re.compile(r"^(?:19[89][0-9]|20[0-3][0-9]|v?[0-9]\.[0-9]{1,2})$")
_OPENER_POS = frozenset(["DET", "PRON", "ADP", "CCONJ", "SCONJ", "ADV", "AUX", "PART"])
#: Determiner-like adjectives that open a sentence, not a name ("Such GD …", "Many LLMs …").
_QUANTIFIERS = frozenset(
    ["such", "many", "several", "most", "other", "some", "various", "each", "every", "both", "few"]
)
_STOP_PROPN = frozenset(["i.e.", "e.g.", "et", "al", "al.", "etc", "etc."])
#: Words that judge or place an instance and open a sentence before a capitalized name
#: ("Novel Kelp embeddings are …", "Existing KelpNets fail …"): capitalized by their place.
_OPENING_JUDGES = frozenset(
    [
        *("novel", "new", "existing", "recent", "previous", "prior", "popular", "current"),
        *("conventional", "traditional", "typical"),
    ]
)


# A listed name ending in a hyphen and a number ("Caltech-101").
_SPACED_NUMBER = re.compile(r"^(.*[A-Za-z])-([0-9]+)$")
# Nouns of a kind of method that a task name can describe ("… learning techniques").
_MEANS_NOUNS = frozenset(
    [
        *("model", "framework", "method", "technique", "algorithm", "approach", "scheme"),
        *("network", "architecture", "system", "module", "strategy", "pipeline", "paradigm"),
    ]
)
#: Words before the means of doing something ("via X", "using X").
_MEANS_PREPOSITIONS = frozenset(["via", "using", "through"])
#: Head nouns that are part of a measure's name, unlike the kind words "score", "metric" or
#: "measure": "Hamming error" is not the Hamming score written with a kind word.
_MEASURE_NAME_HEADS = frozenset(
    [
        *("error", "distance", "divergence", "discrepancy", "accuracy", "coefficient", "gap"),
        *("correlation", "entropy", "regret", "risk", "ratio"),
    ]
)


#: Words for the state of data, which describe a dataset and name no task it serves
#: ("available kelp datasets", "public frond benchmarks").
_DATA_STATE_WORDS = frozenset(
    [
        *("available", "public", "publicly", "accessible", "open-source", "annotated"),
        *("labeled", "labelled", "unlabeled", "unlabelled", "curated", "released"),
    ]
)
#: Second parts of a hyphenated word of size ("large-scale", "small-sized").
_SIZE_PARTS = frozenset(["scale", "sized", "size"])
#: Words that make a named measure another one ("relative L2 error", "normalized L1 distance").
_MEASURE_QUALIFIERS = frozenset(["relative", "normalized", "normalised"])


def _before_object_head(doc: Doc, start: int, end: int) -> bool:
    """Whether the capitalized run ``doc[start:end]`` is a modifier of the lowercase noun
    after it and that noun is the head of a mathematical object or statement, a quality or a
    condition (``reject-heads.txt``: "Kelp-Frond inequality", "Kelp matrix"): unless the run
    is an acronym or a listed name ("an RL formulation"), it names that object, which is no
    entity, and no method of its own."""
    if end >= len(doc):
        return False
    head = doc[end]
    return (
        head.text.islower()
        and head.pos_ == "NOUN"
        and doc[end - 1].head == head
        and head.dep_ not in ("compound", "amod", "nmod")
        and normalize_name(head.text) in term_list("reject-heads.txt")
    )


def _measure_head_end(doc: Doc, end: int) -> int:
    """The end of the nouns after a capitalized run that close a measure's name with a head of
    ``_MEASURE_NAME_HEADS`` ("Betti" + "matching error"), or ``end``."""
    k = end
    while k < len(doc) and k - end < 3 and doc[k].pos_ == "NOUN" and doc[k].text.islower():
        if (
            doc[k].lemma_.lower() == "gap"
            and k > end
            and doc[k - 1].lemma_.lower() in (_MEASURE_NAME_HEADS | {"score", "rate"})
        ):
            # "the Kelp score gap between two decoders": the difference of two values of
            # the measure, which is the name
            return k
        if doc[k].lemma_.lower() in _MEASURE_NAME_HEADS:
            # "the Kelp error correction scheme": a head that modifies a noun after it
            # names no measure.
            modifies = k + 1 < len(doc) and doc[k + 1].pos_ == "NOUN" and doc[k].dep_ == "compound"
            return end if modifies else k + 1
        if doc[k].dep_ != "compound":
            break
        k += 1
    return end


_MODEL_HEADS = cues.MODEL_HEADS
#: Nouns of a procedure that a proper name in front names ("the Kelpson algorithm").
_PROCEDURE_NOUNS = frozenset(
    ["method", "algorithm", "iteration", "estimator", "sampler", "scheme", "procedure", "solver"]
)
#: Words of newness between a determiner and a kind of method ("the proposed method").
_NEW_WORDS = frozenset(["proposed", "new", "novel", "resulting"])
_METHOD_KIND_NOUNS = cues.METHOD_KIND_NOUNS
#: What may follow a name the authors propose right after their verb ("we propose X, …",
#: "… X to …", "… X which …").
_CLOSING_A_PROPOSED_NAME = frozenset(
    [",", ".", ";", "(", "to", "which", "that", "for", "with", "consisting", "including"]
)
#: Parts of speech no word of a name has.
_NO_NAME_POS = frozenset(["DET", "PRON", "NUM", "ADP", "CCONJ", "AUX", "PART"])
#: Heads of what a paper reports of its work, no name of a thing it makes ("we present
#: extensive experiments", "we provide theoretical results").
_REPORT_HEADS = frozenset(
    [
        *("result", "experiment", "evidence", "analysis", "bound", "modification", "insight"),
        *("study", "theory", "contribution", "work", "finding", "guarantee", "proof"),
        *("observation", "improvement", "extension", "variant", "version", "explanation"),
        *("perspective", "view", "discussion", "overview", "survey", "idea", "notion"),
        *("backing", "support", "justification", "machinery", "sample", "concept"),
    ]
)
#: Words that say what kind of report a phrase is ("theoretical backing", "empirical
#: evidence"), not what a paper makes.
_REPORT_KINDS = frozenset(
    [
        *("theoretical", "empirical", "experimental", "numerical", "extensive"),
        *("comprehensive", "systematic", "rigorous", "formal", "detailed", "thorough"),
    ]
)
#: Words that open examples of a kind ("tasks such as …", "problems, namely …").
_EXAMPLE_CUES = (("such", "as"), ("including",), ("namely",), ("i.e",), ("e.g",), ("like",))
#: Verbs whose problems are troubles a method meets, not tasks ("suffer from problems such
#: as …", "alleviate problems like …").
_TROUBLE_VERBS = frozenset(
    [
        *("suffer", "face", "encounter", "cause", "alleviate", "mitigate", "avoid"),
        *("overcome", "prevent", "reduce", "induce", "remedy", "fix"),
    ]
)
_METHOD_KINDS = cues.METHOD_KINDS
#: Kinds of made thing that, alone after a verb of a task, name no problem ("constructing
#: solutions", "forecasting models").
_MADE_THINGS = _METHOD_KINDS | {"solution", "system"}
#: Words at most in a name set off by commas after a kind of method ("a new method, X, …").
_APPOSED_NAME_WORDS = 5
# Kind nouns that, in lowercase right before a capitalized name, call it rather than begin it
# ("the metric Closest Kelp Distance", "the benchmark ZapKelp Suite").
_CALLING_KIND_NOUNS = _METHOD_KIND_NOUNS | _DATASET_WORDS | {"metric", "measure", "network"}
# Measures that, after a name, measure it ("X accuracy", "X latency") rather than complete
# its name ("X distance", "X score").
_MEASURED_QUALITIES = frozenset(
    ["accuracy", "precision", "recall", "latency", "throughput", "runtime", "speed"]
)
# Heads that make a task of running or training a model ("… inference", "… pre-training").
_OPERATION_END = re.compile(
    r"[ -](?:inference|training|pre-?training|fine-?tuning|deployment|serving)$", re.IGNORECASE
)
# Kind words a recognized span may end in that the guideline leaves out of the name.
_KIND_WORDS = frozenset(
    ["task", "problem", "dataset", "benchmark", "approach", "method", "framework", "technique"]
)
# Heads of descriptive technique names ("entropy regularization", "square loss").
_TECHNIQUE_HEADS = frozenset(
    [
        "regularization",
        "loss",
        "optimization",
        "distillation",
        "normalization",
        "augmentation",
        "quantization",
        "pruning",
        "estimation",
        "inference",
        "attention",
        "embedding",
        "sampling",
        "search",
        "descent",
        "decomposition",
        "factorization",
        "propagation",
        "scaling",
        "encoding",
        "retrieval",
        "transport",
        "programming",
        "clustering",
    ]
)

_VENUE_NAMES = "|".join(sorted(map(re.escape, cues.VENUES)))
_VENUE = re.compile(rf"^(?:{_VENUE_NAMES})(?:[ -]?'?(?:19|20)?[0-9]{{2}})?$")
# A run of capitalized words glued by a PDF extractor ("MassivelyParallelMethodsForDeep…").
_GLUED = re.compile(r"^(?:[A-Z][a-z]+){4,}[A-Za-z]*$")


#: Endings of English adjectives, participles and adverbs that name no thing alone
#: ("separable", "private", "correct").
_ADJECTIVE_ENDINGS = (
    *("ed", "al", "ive", "able", "ible", "ous", "ly", "ful", "less", "ic", "ary", "ate", "ct"),
)


def _in_capitals(token: Token) -> bool:
    """Whether a word is written in capitals, two letters or more ("AT", "IS")."""
    return len(token.text) > 1 and token.text.isupper()


def _not_ours(span: Span) -> bool:
    """Names that are none of our entity types whatever their context: organizations and
    events, venues, text glued or shouted by a PDF extractor, quantities with units."""
    text = span.text
    if _VENUE.match(text):
        return True
    if len(text) > 25 and " " not in text and _GLUED.match(text):
        return True
    words = [t for t in span if t.is_alpha]
    if (
        len(words) >= 2
        and any(t.lower_ in cues.ORGANIZATION_WORDS for t in words)
        and all(
            t.text[:1].isupper() or t.lower_ in _TITLE_JOINERS or t.lower_ in _INNER_JOINERS
            for t in words
        )
    ):
        return True
    # A header in capitals ("A NEW LOSS FOR IMAGE MODELS"): names in capitals
    # are acronyms, never function words.
    if len(words) >= 3 and any(t.is_upper and t.is_stop and len(t) > 1 for t in words):
        return True
    # "3 degrees of freedom", "4 GPUs": a count, not a name.
    return len(span) >= 2 and span[0].text.isdigit() and span[1].is_alpha and span[1].is_lower


@dataclass
class Candidate:
    start: int
    end: int
    type: str | None
    strength: int
    proposed: bool = False


def _object_end(tokens: Sequence[Token], start: int, limit: int) -> int | None:
    """Where the noun phrase from ``start`` ends, before ``limit``: one to five adjectives,
    nouns and hyphenated words ending in a noun; None if there is none, or if the words
    go on (more of them, or a participle: "entropic regularized …"), for a name cut short
    is no name, or if the first word only counts ("various", ``cues.OBJECT_QUANTIFIERS``)."""
    k = first = start
    if k < limit and tokens[k].lower_ in cues.OBJECT_QUANTIFIERS:
        return None
    while k < limit and (
        tokens[k].pos_ in ("ADJ", "NOUN", "PROPN")
        or tokens[k].dep_ == "amod"  # "learned" in "learned representations"
        or (tokens[k].text == "-" and hyphen_attached(tokens, k))
    ):
        k += 1
    if k == first or k - first > 5 or tokens[k - 1].pos_ not in ("NOUN", "PROPN"):
        return None
    if k < limit and tokens[k].tag_ in ("VBN", "VBG", "HYPH"):
        return None
    return k


def _after_sentence_end(tokens: Sequence[Token], start: int, end: int) -> int:
    """Where a name in tokens ``start:end`` really starts: after the last word inside it
    that ends a sentence the parser did not split ("… lie in Z. Pruning …", where the
    letter was the tail of a formula); ``start`` when there is none.
    A name never spans a full stop followed by a capitalized word ("et al. Method")."""
    for i in range(end - 2, start - 1, -1):
        if tokens[i].text.endswith(".") and tokens[i + 1].text[:1].isupper():
            return i + 1
    return start


def _after_a_moment_word(tokens: Sequence[Token], start: int) -> bool:
    """Whether "at" or "during" comes right before token ``start``, or before "the" right
    before it ("at the inference time")."""
    k = start - 1
    if k > 0 and tokens[k].lower_ == "the":
        k -= 1
    return k >= 0 and tokens[k].lower_ in cues.MOMENT_BEFORE_MEASURE


def _after_indefinite_article(doc: Doc, start: int, end: int) -> bool:
    """Whether "a" or "an" comes right before tokens ``start:end``, quotes aside, and no noun
    after them takes it ("an Inception network"): a name of one thing takes no indefinite
    article."""
    i = start - 1
    while i >= 0 and doc[i].is_quote:
        i -= 1
    if end < len(doc) and doc[end].pos_ in ("NOUN", "PROPN"):
        return False
    return i >= 0 and doc[i].text in ("a", "an")


def _inside_word(tokens: Sequence[Token], i: int) -> bool:
    """Whether token ``i`` continues a hyphenated word begun before it ("art" or "-" of
    "state-of-the-art")."""
    if i == 0 or tokens[i - 1].whitespace_:
        return False
    return tokens[i].text == "-" or (
        tokens[i - 1].text == "-" and i >= 2 and not tokens[i - 2].whitespace_
    )


def _word_start(tokens: Sequence[Token], i: int) -> int:
    """The first token of the hyphenated word token ``i`` is in ("self" for "supervised" in
    "self-supervised"); ``i`` when it begins one or stands alone."""
    while i > 0 and _inside_word(tokens, i):
        i -= 1
    return i


#: A token that opens the argument of an asymptotic bound ("O(", "Ω(SA", "Õ(H^2").
_BOUND_OPENER = re.compile(r"^[OoΩΘωÕ]\(")


def _in_asymptotic_bound(tokens: Sequence[Token], start: int) -> bool:
    """Whether token ``start`` is inside the argument of an asymptotic bound ("O(SAT)",
    "Ω(dH K)"), or opens it ("Ω(dN"): letters there are quantities multiplied together,
    not a name."""
    if _BOUND_OPENER.match(tokens[start].text):
        return True
    depth = 0
    for i in range(start - 1, max(-1, start - 12), -1):
        text = tokens[i].text
        if tokens[i].is_sent_start and i < start - 1 and "(" not in text:
            return False
        depth += text.count(")") - text.count("(")
        if depth < 0:
            return bool(_BOUND_OPENER.match(text))
    return False


#: A figure the tagger may take for a noun: "+3.74", "-0.5".
_SIGNED_VALUE = re.compile(r"[-+±]\d[\d.,]*")


def _after_leading_data(doc: Doc, candidates: list[Candidate], lexicon: Lexicon) -> list[Candidate]:
    """A task or measure phrase that opens with a listed dataset ("KelpBench German-English
    translation", "KelpQA accuracy") is the dataset followed by the task or measure, each an
    entity of its own: the phrase is cut to start after the dataset's words ("KelpNet
    classification" is classification on KelpNet). A measure keeps its data when the one
    word left is no listed measure: "the GLUE score" is a measure of its own. Lowercase
    words in front of the dataset describe the copy used ("sparse-reward KelpWorld
    locomotion"): the same cut; a task phrase that is only such words and the dataset
    ("sparse-reward KelpWorld tasks") names no task, only the dataset."""
    data_ends: dict[int, int] = {}
    for cand in candidates:
        if cand.type == "Dataset" and cand.strength == LEXICON:
            data_ends[cand.start] = max(data_ends.get(cand.start, cand.end), cand.end)
    kept = []
    for cand in candidates:
        if cand.type not in ("Task", "Metric") or cand.strength >= LEXICON:
            kept.append(cand)
            continue
        data = cand.start
        while data < cand.end and data not in data_ends and _describing_word(doc[data]):
            data += 1
        end = data_ends.get(data)
        if not end or end > cand.end:
            kept.append(cand)
            continue
        if end == cand.end:
            if cand.type == "Metric" or data == cand.start:
                kept.append(cand)  # the dataset alone, or a measure named after it
            continue
        if end < cand.end - 1 or (
            cand.type == "Task" or lexicon.type_of(doc[end].text) == cand.type
        ):
            cand.start = end
        kept.append(cand)
    return kept


def _describing_word(token: Token) -> bool:
    """A lowercase word that is no function word, or the hyphen of one, in front of a name
    it describes."""
    return (token.is_lower and not token.is_stop) or token.text == "-"


def _cut_short_forms(abbreviations: Iterable[tuple[Span, Span]]) -> frozenset[str]:
    """The leading capitals of each defined short form in capitals that spell the initials
    of the first words of its long form ("MT" of "multi-task learning (MTL)"), unless the
    paper defines them too."""
    defined = {short.text for short, _ in abbreviations}
    cut = set()
    for short, long in abbreviations:
        text = short.text
        if not text.isupper() or not text.isalpha() or not capitals_are_initials(text, long.text):
            continue
        cut.update(text[:k] for k in range(2, len(text)) if text[:k] not in defined)
    return frozenset(cut)


def _plain_learning(span: Span) -> bool:
    """A plain "… learning" phrase of common words ("decentralized learning", "multi-view
    learning"): a learning setting, a problem a paper works in. A name the authors coin
    ("Kelp Frond Learning") has capitals past its first word."""
    return (
        span[-1].lower_ == "learning"
        and len(span) > 1
        and all(t.is_lower or t.i == span.start or not t.is_alpha for t in span)
    )


def _setting_before_its_methods(span: Span, token: Token) -> bool:
    """Whether ``token`` is a method noun right after ``span`` ("kelp learning algorithms",
    "kelp learning (KL) methods") and ``span`` is a plain "… learning" phrase: a learning
    setting, and the noun names the methods for it. A name the authors coin ("Kelp
    Frond Learning framework") has capitals past its first word and is not read so."""
    return token.i == past_parenthesis(span.doc, span.end) and _plain_learning(span)


def _opened_between(token: Token, span: Span) -> bool:
    """Whether a parenthesis opens between ``token`` and ``span`` and is still open."""
    between = [t.text for t in span.doc[token.i + 1 : span.start]]
    return "(" in between and ")" not in between[between.index("(") :]


def _surname(tokens: Sequence[Token], start: int, end: int) -> bool:
    """Whether tokens ``start:end`` are one plain capitalized word after an initial
    ("A. Smith" in an author list), a person rather than a name of a method."""
    initial = tokens[start - 1].text
    word = tokens[start].text
    return (
        end - start == 1
        and len(initial) == 2
        and initial[0].isupper()
        and word.isalpha()
        and word[0].isupper()
        and not is_name_shaped(word)
    )


#: Nouns that make what a naming phrase after them names a task ("a problem known as X").
_PROBLEM_NOUNS = frozenset(["problem", "task", "setting", "challenge", "issue"])
#: Head nouns that name a measure by its kind: a proposed name with one is a measure (the
#: named-metric heads but a score or a rate, which a method computes too).
_MEASURE_KIND_HEADS = (cues.NAMED_METRIC_HEADS - {"score", "rate"}) | {"discrepancy"}
#: Words of a sentence that make a score it names an evaluation measure.
_EVALUATING_WORDS = frozenset(
    [
        *("metric", "measure", "evaluate", "evaluation", "assess", "assessment", "benchmark"),
        "compare",
    ]
)


def _evaluating(token: Token) -> bool:
    """A word of evaluating ("metric", "evaluate", "assess"); not the measure of "probability
    measures", a mathematical object."""
    if token.lemma_.lower() not in _EVALUATING_WORDS:
        return False
    return not (
        token.lemma_.lower() == "measure"
        and token.i > 0
        and token.doc[token.i - 1].lower_ == "probability"
    )


_NAMING_PHRASES = (
    *((word,) for word in sorted(cues.NAMING_WORDS)),
    ("known", "as"),
    ("referred", "to", "as"),
    # the authors' own naming in a relative clause: "an algorithm, which we call …"
    *((relative, "we", verb) for relative in ("which", "that") for verb in ("call", "term")),
)
#: Words for making a model by learning, which before a task say what is done for it.
_TRAINING_WORDS = frozenset(
    ["training", "pretraining", "pre-training", "fine-tuning", "finetuning"]
)
#: Words that restate what comes before them in other words: a name starts after them.
_RESTATING_WORDS = frozenset(["a.k.a.", "a.k.a", "aka", "i.e.", "i.e", "viz.", "viz"])
#: Words for a kind of thing, before a naming phrase, and the type of the thing they name
#: ("a problem known as …", "a sampling scheme called …", "a new metric, termed …").
_NAMED_KINDS: dict[str, str] = {
    **dict.fromkeys(_PROBLEM_NOUNS, "Task"),
    **dict.fromkeys(
        _METHOD_KIND_NOUNS | _MODEL_HEADS | {"system", "mechanism", "module", "procedure", "layer"},
        "Method",
    ),
    **dict.fromkeys(("metric", "measure", "criterion"), "Metric"),
    **dict.fromkeys(("dataset", "benchmark", "corpus"), "Dataset"),
}


def _name_goes_on_to_a_noun(tokens: Sequence[Token], end: int) -> bool:
    """Whether a participle after ``end`` describes a noun after it, inside the name
    ("kelp controlled frond equation"), or "of" joins a noun to it ("mixtures of kelp
    experts")."""
    return (
        end + 1 < len(tokens)
        and (tokens[end].tag_ in ("VBN", "VBD", "VBG") or tokens[end].lower_ == "of")
        and tokens[end + 1].pos_ in ("NOUN", "PROPN", "ADJ")
    )


def _name_goes_on_past_parenthesis(doc: Doc, end: int) -> bool:
    """Whether a parenthesis after ``end`` is followed by more words of the name
    ("ahead-of-kelp (AoK) pruning")."""
    after = past_parenthesis(doc, end)
    return end < after < len(doc) and (doc[after].pos_ == "NOUN" or doc[after].tag_ == "VBG")


_PLURAL_ACRONYM = re.compile(r"^[A-Z][A-Za-z0-9]*[A-Z0-9]s$")
_SINGULAR_ACRONYM = re.compile(r"^[A-Z][A-Za-z0-9]*[A-Z0-9]$")


def _number_forms(short: str) -> list[str]:
    """A short form and its other number: a paper that defines "QZNs" writes "QZN" for one
    of them ("a QZN framework"), and one that defines "QZN" writes "QZNs" for several."""
    if _PLURAL_ACRONYM.match(short):
        return [short, short[:-1]]
    if _SINGULAR_ACRONYM.match(short):
        return [short, short + "s"]
    return [short]


def _affix_opens_name(tokens: Sequence[Token], start: int, hyphen: int, end: int) -> bool:
    """Whether a describing suffix after the first word of a capitalized run ("Frond-aware",
    "Tide-guided") opens a name that goes on in capitalized words ("a Frond-aware Kelp Reef
    Convertor"): the authors wrote the whole in capitals, so the suffix is part of their
    name. Not after a name-shaped word, which names another thing the new one builds on
    ("KelpNet-based Frond Ranker"), nor before one alone ("Label-free KRC")."""
    after = hyphen + 2
    return (
        hyphen == start + 1
        and after < end
        and bool(tokens[hyphen + 1].whitespace_)
        and _is_title(tokens[after])
        and not is_name_shaped(tokens[start].text)
        and not (
            is_name_shaped(tokens[after].text)
            and (after + 1 >= end or not _is_title(tokens[after + 1]))
        )
    )


def _opening_word(span: Span) -> bool:
    """Whether a lone capitalized word opens its sentence before a comma and the abstract
    writes it nowhere else ("Hitherto, the … methods rely on …"): a sentence adverb the
    tagger took for a name, not a name the paper describes; a name recurs."""
    word = span[0]
    doc = span.doc
    return (
        word.i == word.sent.start
        and word.i + 1 < len(doc)
        and doc[word.i + 1].text == ","
        and not any(t.text == word.text for t in doc if t.i != word.i)
    )


# The measures reported beside precision: where an abstract names one, "precision" alone is
# the measure too.
_PRECISION_PAIR = re.compile(r"\brecall|\bF[-_ ]?(?:1|score|measure)\b", re.IGNORECASE)


def _everyday_precision(tokens: Sequence[Token], start: int, end: int, text: str) -> bool:
    """ "precision" alone as exactness, not the measure ("recovers kelp shapes with high
    precision", "the cost and precision of an estimate"): in an abstract that names no recall
    or F-measure, a sentence with no number, and not measured on a named benchmark ("improves
    precision on KelpSet"). Gold annotation to the guideline never counts such a mention."""
    if end - start != 1 or tokens[start].lower_ != "precision" or _PRECISION_PAIR.search(text):
        return False
    sentence = tokens[start].sent
    if any(t.like_num or any(c.isdigit() for c in t.text) for t in sentence):
        return False
    after = tokens[end : end + 2]
    return not (
        len(after) == 2
        and after[0].lower_ in ("on", "at", "in")
        and (after[1].text[:1].isupper() or after[1].text[:1].isdigit())
    )


def _capital_opens_name(token: Token) -> bool:
    """Whether ``token`` is capitalized inside its sentence, not by its place (nor after a
    colon or a quote), and the word after it is capitalized too: the first word of a name
    written in title case."""
    doc = token.doc
    return (
        token.text[:1].isupper()
        and not token.is_sent_start
        and token.i + 1 < len(doc)
        and doc[token.i + 1].text[:1].isupper()
        and not doc[token.i - 1].is_punct
    )


def hyphen_attached(tokens: Sequence[Token], i: int) -> bool:
    """Whether token ``i`` is part of a hyphenated word ("Open" in "Open-vocabulary").
    ``tokens`` is the doc or, faster, a list of its tokens."""
    token = tokens[i]
    if token.text == "-":
        return not token.whitespace_ and i > 0 and not tokens[i - 1].whitespace_
    return (
        i + 1 < len(tokens)
        and tokens[i + 1].text == "-"
        and not token.whitespace_
        and not tokens[i + 1].whitespace_
    )


#: Last parts of hyphenated modifiers that say how big, what it is built on or what it is
#: like, rather than which kind of the thing ("large-scale", "CLIP-based").
_NON_NARROWING_SUFFIXES = frozenset(
    [
        *("based", "driven", "guided", "like", "style", "related", "oriented", "enabled"),
        *("powered", "scale", "quality", "world", "art", "performance", "time", "wise"),
        *("efficient", "purpose"),
    ]
)


def _compound_end(tokens: Sequence[Token], i: int, end: int) -> int:
    """The end of the hyphenated word starting at token ``i`` ("real-world",
    "state-of-the-art"), or ``i`` when the token starts none."""
    k = i
    while k + 2 < end and hyphen_attached(tokens, k) and tokens[k + 1].text == "-":
        k += 2
    return k + 1 if k > i else i


def _defines_a_modifier(tokens: Sequence[Token], short: Span, long: Span) -> bool:
    """A definition of one hyphenated word that goes on to modify a noun other than a kind
    word: "out-of-distribution (OOD) detection", "zero-shot (ZS) transfer". The word names
    no thing on its own ("teacher-student (TS) framework" and "Follow-the-Regularized-Leader
    (FTRL), which …" do)."""
    words = list(long)
    if len(words) < 3 or long.end != short.start - 1:
        return False
    if not all(t.text == "-" for t in words[1::2]) or any(t.whitespace_ for t in words[:-1]):
        return False
    after = short.end + 1  # the token after the closing parenthesis
    return (
        after < len(tokens)
        and tokens[after - 1].text == ")"
        and tokens[after].pos_ in ("NOUN", "PROPN")
        and tokens[after].lemma_.lower() not in cues.HEAD_TYPES
    )


#: A name and a two-digit year after an apostrophe ("WMT'14", "CoNLL’03").
_APOSTROPHE_EDITION = re.compile(r"^(\S+?)['’]\d\d$")


def _version_end(tokens: Sequence[Token], start: int, end: int) -> int:
    """The end of a name with the version number written apart after it ("Kelptron 2",
    "KelpMAE V2", "Kelp v1.5"), capitalized words or a dimension before a data word
    ("Kelpverse 2 Sensor dataset", "Kelp Fashion 3D dataset"; not after a name that opens in
    lowercase, "the Kelp" of a listed "The Kelp"), or ``end`` when none follows.
    A number before a noun or a unit counts or measures something ("X 2 layers", "X 3 %"),
    and a lowercase word before it is no name."""
    if end >= len(tokens) or not tokens[end - 1].whitespace_:
        return end
    name, number = tokens[end - 1], tokens[end]
    if (name.text[:1].isupper() or name.text[:1].isdigit()) and not tokens[start].is_lower:
        # "the Kelpverse 2 Sensor dataset": capitalized words between a name and a data
        # word are the name's
        first = end + 1 if _VERSION_NUMBER.match(number.text) else end
        k = first
        while k < len(tokens) and k - first < 3 and _is_title(tokens[k]) and tokens[k].is_alpha:
            k += 1
        if first < k < len(tokens) and tokens[k].lemma_.lower() in _DATASET_WORDS:
            return k
    after = tokens[end + 1] if end + 1 < len(tokens) else None
    if _DIMENSION.match(number.text) and name.text[:1].isupper() and name.is_alpha:
        # "the Kelp Fashion 3D dataset": a dimension between a name and a data word is the
        # name's; before anything else it says what the data or the task is ("X 3D scans")
        return end + 1 if after is not None and after.lemma_.lower() in _DATASET_WORDS else end
    if not _VERSION_NUMBER.match(number.text) or name.text[:1].islower() or not name.is_alpha:
        return end
    if after is not None and (
        after.pos_ in ("NOUN", "PROPN", "NUM") or after.text in ("%", "x", "\u00d7", "-")
    ):
        return end
    return end + 1


#: Words of size that start a sentence before a listed model ("Large Transformer models").
_SIZE_WORDS = frozenset(["large", "larger", "small", "smaller", "huge", "big", "massive", "tiny"])


#: Last words of the name of a way of learning or optimizing.
_WAYS_OF_LEARNING = frozenset(["learning", "optimization", "optimisation"])


def _way_of_learning(name: str) -> bool:
    """A name of a way of learning or optimizing ("imitation learning", "bilevel
    optimization", "offline RL")."""
    full = spelled_out(name) or name
    return full.lower().rsplit(" ", 1)[-1] in _WAYS_OF_LEARNING


def _called_proposed(span: Span) -> bool:
    """A name of a doing the paper calls "the proposed" or "our proposed" as a whole noun
    phrase ("the proposed frond back-tracking allows …"): the paper's way of doing
    something, a Method, not the task its head word names. Not before a noun ("the proposed
    kelp detection method" is named by the method noun)."""
    doc = span.doc
    if span.start < 2 or doc[span.start - 1].lower_ != "proposed":
        return False
    if doc[span.start - 2].lower_ not in ("the", "our"):
        return False
    return span.end >= len(doc) or doc[span.end].pos_ not in ("NOUN", "PROPN")


def _masked_objective(span: Span) -> bool:
    """Whether a name is a masked pretraining objective (``cues.masked_objective``), its
    hyphens aside ("masked-zone prediction")."""
    return cues.masked_objective([t.text for t in span if not t.is_punct])


#: Units a figure is given in: after a number they measure an amount, they name no measure.
_UNITS = frozenset(("KB", "MB", "GB", "TB", "PB", "KHz", "MHz", "GHz", "THz", "MW", "GW", "MWh"))


def _after_a_score(span: Span) -> bool:
    """An acronym right after a figure with a decimal point or a percent sign ("38.2 KQ",
    "+1.2 KQ", "12.5% KQ"): the measure the figure is a score in. A whole number before it
    counts things ("3 GPUs"), and a unit gives an amount ("1.5 GB")."""
    if len(span) != 1 or span.start == 0:
        return False
    text = span.text
    if not (2 <= len(text) <= 6 and text[0].isupper() and text not in _UNITS):
        return False
    if sum(c.isupper() for c in text) < 2 or not text.isalnum():
        return False
    before = span.doc[span.start - 1]
    if before.text == "%" and span.start >= 2:
        before = span.doc[span.start - 2]
    figure = before.text.lstrip("+-")
    return "." in figure and figure.replace(".", "", 1).isdigit()


def _quantity_named(span: Span) -> bool:
    """Whether a name ends in a lowercase head noun of a mathematical quantity
    (``cues.QUANTITY_HEADS``: "Kelpson entropy", "Frond inequality"), which no dataset does."""
    last = span[-1]
    return last.is_lower and last.lemma_.lower() in cues.QUANTITY_HEADS


def _dimension(token: Token) -> bool:
    """A dimensionality word the tagger reads as a number ("3D", "6D", "2.5D"): it is part
    of a task's name ("3D object detection"), not a count."""
    return _DIMENSION.match(token.text) is not None


def _default_name(text: str) -> bool:
    """Whether an unexplained name-shaped word is worth keeping as a method: not a bare
    two-letter acronym, not a quantity-like word such as "2-Wasserstein"."""
    return len(text.rstrip("s")) >= 3 and not text[0].isdigit()


def _case_free(term: str) -> bool:
    """Whether a term matches in any case: plain words, and names whose lower case is no
    English word ("PubMed" as "Pubmed", "ImageNet"); all-caps names stay exact ("MATH")."""
    if not is_name_shaped(term):
        return True
    letters = [c for c in term if c.isalpha()]
    mixed = letters[:1] != [] and letters[0].isupper() and any(c.islower() for c in letters)
    return mixed or (any(c.isdigit() for c in term) and len(letters) >= 3)


_VARIANT_SUFFIX = re.compile(r"^(?:[A-Z][A-Za-z]{0,7}|[0-9]+[Kk]?|v[0-9]+)$")


def _variant_suffix(doc: Doc, end: int) -> bool:
    """Whether a dataset's name ending before token ``end`` goes on with a hyphenated
    variant mark ("MNIST-M", "ImageNet-R", "ImageNet-1K", "COCO-Stuff"), not a modifier
    ("ImageNet-pretrained")."""
    return (
        end + 1 < len(doc)
        and doc[end].text == "-"
        and not doc[end - 1].whitespace_
        and not doc[end].whitespace_
        and _VARIANT_SUFFIX.match(doc[end + 1].text) is not None
    )


_VARIANT_MARK = re.compile(r"^(?:[a-z]{1,3}|[a-z]?\d+[a-z]?)$")


def _type_variants(best: dict[str, tuple[int, str | None]]) -> None:
    """A name-shaped variant of another name of the paper ("FedAvg-M" of "FedAvg", "MNIST-M"
    of "MNIST") that only the recognizer or its shape typed takes that name's type: a
    variant is the same kind of thing."""
    for name, (strength, kind) in list(best.items()):
        base, dash, mark = name.partition(" ")
        # The mark of a variant is a short code or a number ("-CR", "-M", "-50"), not a word
        # ("GP regression" is no variant of GP).
        if not dash or strength >= CONTEXT or " " in mark or not _VARIANT_MARK.match(mark):
            continue
        base_strength, base_kind = best.get(base, (-1, None))
        if base_kind and base_strength >= strength and base_kind != kind:
            best[name] = (strength, base_kind)


def _word_count(tokens: Sequence[Token], start: int, end: int) -> int:
    """How many words tokens ``start:end`` are, a hyphenated word ("multi-product") one."""
    return sum(
        1
        for k in range(start, end)
        if not (tokens[k].text == "-" and hyphen_attached(tokens, k))
        and not (k > start and tokens[k - 1].text == "-" and hyphen_attached(tokens, k - 1))
    )


def _several_words(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start:end`` are two or more words (hyphenated parts count): a
    method's name of several words is the same name in lower case ("chain-of-thought",
    "vision transformer"); one word is not ("inception", "complex")."""
    return sum(1 for t in doc[start:end] if t.is_alpha) >= 2


def _titled(term: str) -> bool:
    """Several words, each capitalized: a title ("Open Images", "Tanks and Temples")."""
    words = [w for w in term.split() if w.lower() not in _INNER_JOINERS | {"and", "of"}]
    return len(words) > 1 and all(w[:1].isupper() for w in words)


def _is_title(token: Token) -> bool:
    text = token.text
    return bool(text[:1].isupper() or is_name_shaped(text)) and token.pos_ != "PUNCT"


def _opens_a_clause(tokens: Doc | Sequence[Token], end: int) -> bool:
    """Whether a verb follows the name that ends at token ``end``: after a list the
    conjunction closed, "On A, B and C, KelpNet wins", the name opens the main clause and is
    no item of the list."""
    return end < len(tokens) and tokens[end].pos_ in ("VERB", "AUX")


class EntityRecognizer:
    """Finds and types the entities of a doc (see module docstring)."""

    def __init__(
        self,
        nlp: Language,
        name: str,
        lexicon_dirs: Sequence[str],
        package_lexicon: bool,
        head_types: dict[str, str],
        task_heads: Sequence[str],
        weak_task_heads: Sequence[str],
        metric_heads: Sequence[str],
        named_metric_heads: Sequence[str],
        non_entity_heads: Sequence[str],
        bland_modifiers: Sequence[str],
        propose_verbs: Sequence[str],
        compare_words: Sequence[str],
        evaluation_words: Sequence[str],
        measure_object_heads: Sequence[str],
        measured_words: Sequence[str],
        recognized_key: str,
    ) -> None:
        self.name = name
        self.recognized_key = recognized_key
        self.lexicon: Lexicon = component_lexicon(lexicon_dirs, package_lexicon)
        self.head_types = dict(head_types)
        self.task_heads = frozenset(task_heads)
        self.weak_task_heads = frozenset(weak_task_heads)
        self.metric_heads = frozenset(metric_heads)
        self.named_metric_heads = frozenset(named_metric_heads)
        self.non_entity_heads = frozenset(non_entity_heads)
        self.bland = frozenset(bland_modifiers)
        self.propose_verbs = frozenset(propose_verbs)
        self.compare_words = frozenset(compare_words)
        self.evaluation_words = frozenset(evaluation_words)
        self.measure_object_heads = frozenset(measure_object_heads)
        self.measured_words = frozenset(measured_words)
        # The tokens of the doc being processed: spaCy makes a new Token object on every
        # ``doc[i]``, so the hot loops index one list per doc instead.
        self._current: tuple[Doc, list[Token]] | None = None
        # Acronym-like terms match case-sensitively ("MATH" the dataset, not "math").
        self.dataset_spellings = frozenset(self.lexicon.terms.get("Dataset", ()))
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.folded = PhraseMatcher(nlp.vocab, attr="LOWER")
        # Names with capitals match in any case but all lowercase: "Imagenet" is ImageNet;
        # "complex" is not ComplEx, "since its inception" names no Inception. A method or
        # metric of several words matches all lowercase too ("chain-of-thought").
        self.capitalized = PhraseMatcher(nlp.vocab, attr="LOWER")
        for entity_type, listed in self.lexicon.terms.items():
            # "Caltech-101" is written "Caltech 101" too: a number after a name.
            terms = [*listed, *(_SPACED_NUMBER.sub(r"\1 \2", t) for t in listed)]
            terms = list(dict.fromkeys(terms))
            # A dataset titled in common words ("Natural Questions") is not the words.
            free = [
                t for t in terms if _case_free(t) and not (entity_type == "Dataset" and _titled(t))
            ]
            exact = [merge_names(nlp.make_doc(t)) for t in terms if t not in free]
            folded = [merge_names(nlp.make_doc(t)) for t in free if t.islower()]
            mixed = [merge_names(nlp.make_doc(t)) for t in free if not t.islower()]
            for matcher, patterns in (
                (self.exact, exact),
                (self.folded, folded),
                (self.capitalized, mixed),
            ):
                if patterns:
                    matcher.add(entity_type, patterns)

    def _tokens(self, doc: Doc) -> Sequence[Token]:
        """The tokens of ``doc`` as a list while ``__call__`` runs on it, else the doc."""
        current = self._current
        if current is not None and current[0] is doc:
            return current[1]
        return doc

    # ── evidence for a type ───────────────────────────────────────────────────

    def _head_type(self, token: Token) -> str | None:
        lemma = token.lemma_.lower()
        if lemma in self.non_entity_heads:
            return "none"
        return self.head_types.get(lemma) or self.head_types.get(token.lower_)

    def type_evidence(self, span: Span) -> tuple[str | None, int]:
        """The best ``(type, strength)`` for a name; type ``"none"`` means not an entity."""
        known = self._listed_type(span.text)
        if known in ("Dataset", "Metric") and self._proposed_as_a_method(span):
            # "we present KelpSet, a framework that …": the paper's own method that shares
            # its name with listed data or a listed measure
            return "Method", DESCRIBED
        if known:
            return known, LEXICON
        if _masked_objective(span):
            return "Method", OWN_HEAD
        own = self._own_head_type(span)
        if own == "Task":
            return ("Method" if _called_proposed(span) else own), TASK_NAME
        if own is None and self._outperformed(span.root):
            # before its descriptors: the parser hangs "…, outperforming X" on the measure
            # the sentence reports as an apposition of it
            return "Method", DESCRIBED
        for token in descriptors(span):
            found = self._head_type(token)
            if found == "Metric" and (
                (
                    token.lemma_.lower() in _MEASURED_QUALITIES
                    and (token.i >= span.end or _opened_between(token, span))
                )
                or (token.i + 1 < span.start and token.nbor().text == "(")
            ):
                # "X prediction accuracy", "they reduce accuracy (X, Y)", "they need other
                # error rates (X)": what has the quality, no measure (a short form the
                # measure defines is typed by its definition)
                continue
            if found == "Metric" and _names_a_formalism(token):
                # "algorithms with two-sided learning rates, which are named X": a setting
                # of a method the parser hung the name on, no measure
                continue
            if found == "Metric" and any(
                c.dep_ == "appos" and self._head_type(c) == "Method" for c in token.children
            ):
                # "the Kelp Frond (KF) distance, a metric learning method": the kind of
                # measure is itself described as a method
                return "Method", DESCRIBED
            if found == "Task" and group_member(token):
                continue  # "X, a suite of kelp tasks" is the suite: a benchmark
            if found == "Method" and _setting_before_its_methods(span, token):
                continue  # "decentralized learning algorithms" are algorithms for a setting
            if found in ("Dataset", "Metric") and any(
                c.dep_ == "amod" and c.lower_ in cues.LEARNED_WORDS for c in token.children
            ):
                # "X, a neural sensor simulator", "a learnable kelp distance called X": a model
                return "Method", DESCRIBED
            if found == "Dataset" and token.lemma_.lower() == "challenge" and _doing(span):
                # "a new challenge named kelp counting": a challenge that is a doing is a
                # problem; "the Kelp Challenge" is data.
                return "Task", DESCRIBED
            if found == "none" and (listed := self._listed_ending(span)):
                # "Graph Kelp Bottleneck (GKB), a principle" ends in the listed method
                # "Kelp Bottleneck": a variant of that method, whatever it is called.
                return listed, DESCRIBED
            if found:
                return found, DESCRIBED
        if own == "Method" and _plain_learning(span) and self._listed_ending(span) != "Method":
            # not a variant of a listed technique ("adversarial contrastive learning")
            return "Task", OWN_HEAD
        if own:
            return own, OWN_HEAD
        # A name ending in a listed one of two words or more ("mean-field stochastic
        # variational inference") is a variant of it.
        listed = self._listed_ending(span)
        if listed:
            return listed, OWN_HEAD
        context = self._context_type(span)
        if context:
            return context, CONTEXT
        return None, 0

    def _proposed_as_a_method(self, span: Span) -> bool:
        """A name a propose verb takes as its object, then an apposition of the kind of
        method it is: "we introduce X, a kelp detection framework"; or the name a naming
        word gives a kind of method: "a dynamic reweighting method, termed as X"."""
        if after_naming_word(span) and self._kind_of_method_before(span):
            return True
        doc = span.doc
        if not (
            span.end + 2 < len(doc)
            and doc[span.end].text in (",", ":")
            and doc[span.end + 1].lower_ in ("a", "an")
        ):
            return False
        kinds = descriptors(span)
        return (
            bool(kinds)
            and self._head_type(kinds[0]) == "Method"
            and contribution_verb(span.root, self.propose_verbs) is not None
        )

    def _benchmark_of_listed_data(self, span: Span) -> bool:
        """ "the KITTI depth completion benchmark": a task's name that opens with a listed
        dataset, before a word for data, names that dataset's benchmark for the task."""
        doc = span.doc
        if span.end >= len(doc) or doc[span.end].lemma_.lower() not in _DATASET_WORDS:
            return False
        return any(
            self.lexicon.type_of(span[:k].text) == "Dataset" for k in (1, 2) if k < len(span) - 1
        )

    def _task_named(self, doc: Doc, start: int, end: int) -> Candidate:
        """A name whose head is a task word, typed Task unless it ends in a listed name of
        another type: "mean-field stochastic variational inference" is a variant of the
        listed method "variational inference", not a task."""
        span = doc[start:end]
        if _masked_objective(span) or _called_proposed(span):
            return Candidate(start, end, "Method", OWN_HEAD)
        listed = self._listed_ending(span)
        return Candidate(start, end, listed or "Task", OWN_HEAD)

    def _listed_ending(self, span: Span) -> str | None:
        """The type of a listed name of two words or more that ``span`` ends in."""
        for k in range(span.start + 1, span.end - 1):
            tail = span.doc[k : span.end]
            if sum(t.is_alpha for t in tail) < 2:
                break  # one word left ("D-map" ends in "map", no listed name)
            known = self.lexicon.type_of(tail.text)
            if known:
                return known
        return None

    def _definition_evidence(
        self, short: Span, long: Span
    ) -> tuple[tuple[str | None, int], tuple[str | None, int]]:
        """Type evidence of the long and the short form of one definition.

        The words the paper spells out say what its acronym stands for here: a term list
        that knows the acronym as something else ("variational quantum algorithms (VQA)"
        beside the VQA dataset) does not type it. A singular method noun after the
        definition names what it defines ("a sparse segmentation (SpaSeg) framework" is a
        method, not the task its words name; "(XR) models" are models for the task), and so
        does a capitalized name after "via", "using" or "through": the means of doing
        something."""
        long_evidence = self.type_evidence(long)
        short_evidence = self.type_evidence(short)
        kind, strength = long_evidence
        doc, close = short.doc, short.end
        if (
            kind == "Task"
            and strength < LEXICON
            and short.start > long.start
            and close + 1 < len(doc)
            and doc[close].text == ")"
            and doc[close + 1].tag_ != "NNS"  # "(XR) models" are models for the task XR
            and self._head_type(doc[close + 1]) == "Method"
        ):
            long_evidence = ("Method", DESCRIBED)
        before = doc[long.start - 1] if long.start > long.sent.start else None
        if (
            kind == "Task"
            and strength < LEXICON
            and before is not None
            and before.lower_ in _MEANS_PREPOSITIONS
            and all(t.text[:1].isupper() for t in long if t.is_alpha)
        ):
            # "… via Kelp Wasserstein Reconstruction (KWR)": a name the paper gives the means
            # of doing something is a method, whatever its head noun
            long_evidence = ("Method", DESCRIBED)
        if kind in ("Task", None) and strength < LEXICON and _named_part_of_a_method(long):
            # "KelpNet consists of frond alignment (FA) and kelp estimation (KE)": the parts
            # a method is made of, named and given a short form, are its components, whatever
            # their head words say
            long_evidence = ("Method", TASK_NAME)
        kind, strength = long_evidence
        if (
            kind in ENTITY_TYPES
            and LEXICON > strength >= OWN_HEAD
            and short_evidence[1] == LEXICON
            and short_evidence[0] != kind
        ):
            short_evidence = long_evidence
        elif (
            short_evidence[1] == LEXICON
            and strength < OWN_HEAD
            and kind != short_evidence[0]
            and contribution_verb(long.root, self.propose_verbs, naming_for=False) is not None
        ):
            # "we propose Kelp Mean Bound (KMB)" where a term list knows KMB as data: letters
            # the paper proposes with words of its own name its new thing, not the listed one
            short_evidence = long_evidence
        return long_evidence, short_evidence

    def _proposed_as_a_new_thing(self, span: Span) -> bool:
        """ "we propose a novel X": an indefinite object of a propose verb called new."""
        root = span.root
        if root.dep_ not in ("dobj", "attr", "appos"):
            return False
        articles = {c.lower_ for c in root.children if c.dep_ == "det"}
        before = span.doc[root.left_edge.i : root.i]
        if not (articles & {"a", "an"} and any(t.lower_ in ("novel", "new") for t in before)):
            return False
        return contribution_verb(root, self.propose_verbs) is not None

    def _named_as_its_own(self, span: Span) -> bool:
        """A name in capitals the paper gives its own contribution: "a new design (named
        Kelp Hub)", "which we term Iterative Kelp Detection", "a sampling method: Kelp
        Mimicking", "we introduce Kelp Matching". A task written in capitals is not named
        so ("we study Kelp Segmentation" has no naming word and no propose verb)."""
        # Words as written, a hyphenated one whole: "Frond-Aware Kelp Estimation" and
        # "Two-stage Kelp Segmentation" are capitalized.
        words = [w for w in span.text.split() if any(c.isalpha() for c in w)]
        if len(words) < 2:
            return False
        if not all(w[:1].isupper() for w in words):
            # In lowercase, only a name given to a kind of method ("a family of
            # approaches, which we call kelp-guided matching").
            naming = after_naming_word(span) or self._called_in_own_words(span)
            return naming and self._kind_of_method_before(span)
        if after_naming_word(span):
            return True
        before = span.doc[max(span.sent.start, span.start - 2) : span.start]
        if before and before[-1].lower_ in ("term", "namely"):
            return True  # "which we term X", "…, namely X"
        if before and before[-1].text == ":" and len(before) > 1:
            return before[-2].lemma_.lower() in _METHOD_KIND_NOUNS
        return contribution_verb(span.root, self.propose_verbs, naming_for=False) is not None

    @staticmethod
    def _called_in_own_words(span: Span) -> bool:
        """ "which we call X", "we term our approach X", "we call the proposed model X": a
        naming verb right before the name, or before the method it names."""
        before = span.doc[max(span.sent.start, span.start - 4) : span.start]
        for index, token in enumerate(before):
            if token.lower_ not in cues.NAMING_VERBS:
                continue
            between = before[index + 1 :]
            if not between:
                return True
            return (
                between[0].lower_ in ("this", "our", "the", "such", "a")
                and (len(between) == 1 or between[-1].lemma_.lower() in _METHOD_KIND_NOUNS)
                and all(
                    t.lemma_.lower() in _METHOD_KIND_NOUNS or t.lower_ in _NEW_WORDS
                    for t in between[1:-1]
                )
            )
        return False

    @staticmethod
    def _kind_of_method_before(span: Span) -> bool:
        """Whether a method kind noun ("approach", "algorithm", …) is the nearest kind noun
        a few words before ``span`` in its sentence: "a new approach to training kelp
        agents that we call X" names the approach, "an approach for a setting that we call
        X" the setting."""
        window = span.doc[max(span.sent.start, span.start - 12) : span.start]
        kind = next(
            (
                t.lemma_.lower()
                for t in reversed(window)
                if t.lemma_.lower() in _METHOD_KIND_NOUNS or t.lemma_.lower() in _PROBLEM_NOUNS
            ),
            None,
        )
        return kind in _METHOD_KIND_NOUNS

    def _own_head_type(self, span: Span) -> str | None:
        if AT_CUTOFF.match(span.text):
            return "Metric"
        if _YEAR_END.search(span.text) and any(t.text[:1].isupper() for t in span):
            return "Dataset"  # "CoNLL 2005", "ICDAR2015", "SemEval-2018": editions of data
        if _DATASET_SHAPE.search(span[-1].text) or _BENCH_NAME.search(span.text):
            return "Dataset"
        if self._built_on_dataset(span.text):
            return "Dataset"
        if _CHECKPOINT.match(span.text) and span[-1].lemma_.lower() not in _DATASET_WORDS:
            return "Method"
        if len(span) < 2 and not span.text.lower().endswith("bench"):
            return None
        if span[-1].lemma_.lower() not in _DATASET_WORDS and any(
            t.lower_ == "to" and t.nbor().tag_ == "VB" for t in span[1:-1]
        ):
            # "Kelp Estimation to Pick the Right Precision": after an infinitive the last
            # word is the object of a purpose, not the head of the name.
            return None
        last = span[-1]
        lemma = last.lemma_.lower()
        if span.text.lower().endswith("bench") or lemma in _DATASET_WORDS:
            return "Dataset"
        if lemma in self.task_heads and lemma not in self.weak_task_heads:
            return "Task"
        if last.lower_ in cues.PROBLEM_FAMILY_HEADS and not is_name_shaped(span[-2].text):
            return "Task"  # "Kelpson games"; "PGD attacks" are the named attack's
        if lemma == "problem" and not is_name_shaped(span[-2].text):
            return "Task"  # a defined "kelp path problem (KPP)" names the problem
        if (
            is_acronym(last.text)
            and lexicon_types(last.text) == {"Metric"}
            and span[-2].is_alpha
            and len(span[-2].text) > 1  # "444M FLOPs": a unit
            and not is_acronym(span[-2].text)
        ):
            return "Metric"  # "Spherical IoU", "Two-way Partial AUC": a kind of the measure
        if lemma in self.named_metric_heads:
            return "Metric"
        found = self.head_types.get(lemma)
        return found if found in ("Method", "Metric") else None

    def _built_on_dataset(self, text: str) -> bool:
        """A listed dataset with a hyphenated affix names a version of it ("Split-<DATA>",
        "<DATA>-X"), unless the affix describes a model ("<DATA>-pretrained")."""
        parts = text.split("-")
        if len(parts) < 2 or " " in text:
            return False
        if any(p.lower() in _AFFIX_WORDS or p.lower() in _MODEL_AFFIXES for p in parts):
            return False
        # A part in other capitals than a name's ("Mod-Squad") is a word of its own.
        return any(
            len(p) >= 4
            and (p in self.dataset_spellings or is_name_shaped(p))
            and self.lexicon.type_of(p) == "Dataset"
            for p in parts
        )

    def _outperformed(self, token: Token) -> bool:
        """ "…, outperforming X by 3%" read as a modifier of X: what is outperformed is a
        method."""
        return any(
            c.dep_ == "amod" and c.tag_ == "VBG" and c.lemma_.lower() in self.compare_words
            for c in token.children
        )

    def _context_type(self, span: Span) -> str | None:
        found = self._context_type_of(span)
        if found == "Dataset" and _quantity_named(span):
            return None  # "… and on the Kelpson entropy of the policy": whatever the verb
        return found

    def _context_type_of(self, span: Span) -> str | None:
        if self._after_dataset_noun(span):
            return "Dataset"
        if _after_a_score(span):
            return "Metric"
        # A misparsed name can hang from outside by several words; the first one tells.
        roots = [span.root, *(t for t in span if not span.start <= t.head.i < span.end)]
        for root in dict.fromkeys(roots):
            found = self._context_of(first_conjunct(root))
            if found:
                return found
        return None

    def _context_of(self, root: Token) -> str | None:
        # "on [the test split of] X", "on X SRL": the phrase around the name takes its place.
        for _ in range(3):
            if root.dep_ == "compound" and root.head.pos_ in ("NOUN", "PROPN"):
                root = first_conjunct(root.head)
            elif (
                root.dep_ == "pobj"
                and root.head.lower_ == "of"
                and root.head.head.lemma_.lower() in _DATA_PARTS
            ):
                root = first_conjunct(root.head.head)
            else:
                break
        head = root.head
        if root.dep_ == "pobj":
            prep = head.lower_
            governor = head.head
            gov = governor.lemma_.lower()
            if prep in ("on", "across", "onto") and (gov in self.evaluation_words or gov == "be"):
                return "Dataset"
            if (
                prep == "on"
                and gov == "base"
                and any(
                    t.lemma_.lower() in _METHOD_KIND_NOUNS
                    for t in governor.doc[max(governor.sent.start, governor.i - 2) : governor.i]
                )
                # a name shaped like one, not a word that starts a longer name ("based on
                # the Kelpson theory", "based on Kelpson's Urn")
                and is_name_shaped(root.text)
                and not any(c.dep_ == "compound" for c in root.children)
            ):
                return "Method"  # "an algorithm based on X": the method it builds on
            if prep == "of" and gov in ("term", "terms"):
                return "Metric"
            if prep in ("by", "with") and gov in ("measure", "measured", "evaluate", "quantify"):
                return "Metric"
            if prep == "of" and gov in ("task", "problem"):
                return "Task"
            if prep in ("to", "with") and (gov in self.compare_words or gov == "comparison"):
                return "Method"  # "compared to X", "in comparison with X"
            if prep in self.compare_words and prep != "over":
                return "Method"  # "than X", "against X" ("over" also means "across")
        if root.dep_ == "dobj" and head.lemma_.lower() in self.compare_words:
            return "Method"  # "outperforms X"
        if self._outperformed(root):
            return "Method"
        if root.dep_ == "nsubj" and head.lemma_.lower() == "aim":
            return "Task"
        return None

    def _after_dataset_noun(self, span: Span) -> bool:
        """Names listed right after a plural data noun: "two benchmarks, A and B",
        "datasets: A, B, C"."""
        doc = self._tokens(span.doc)
        i = span.start - 1
        sent_start = span.sent.start
        # A name after a comma with its verb right after it opens the main clause: "After
        # training on twelve datasets, X beats …", and after a list the conjunction closed,
        # "On two datasets, A and B, X beats …".
        opens_a_clause = doc[span.start - 1].text == "," and _opens_a_clause(doc, span.end)
        closed = False
        for _ in range(12):
            if i <= sent_start:
                return False
            token = doc[i]
            if token.text in (",", ":") and doc[i - 1].tag_ == "NNS":
                if opens_a_clause and (i == span.start - 1 or closed):
                    return False
                previous = doc[i - 1]
                return self.head_types.get(previous.lemma_.lower()) == "Dataset"
            if not (token.lower_ in _LIST_GLUE or _is_title(token)):
                return False
            closed = closed or token.lower_ in ("and", "or")
            i -= 1
        return False

    # ── candidates ────────────────────────────────────────────────────────────

    def _lexicon_candidates(self, doc: Doc) -> list[Candidate]:
        found = []
        for matcher in (self.exact, self.folded, self.capitalized):
            for match_id, start, end in matcher(doc):
                kind = doc.vocab.strings[match_id]
                if (
                    matcher is self.capitalized
                    and doc[start:end].text.islower()
                    and (kind == "Dataset" or not _several_words(doc, start, end))
                ):
                    continue
                if kind == "Metric" and self._numeric_precision(doc, start, end):
                    continue
                written = doc[start:end].text
                if (
                    matcher is not self.exact
                    and written.isupper()
                    and not self.lexicon.type_of(written)
                ):
                    continue  # "COLA" is no "CoLA": a name coined by its cases
                if kind in ("Dataset", "Metric") and self._proposed_as_a_method(doc[start:end]):
                    kind = "Method"
                if (
                    matcher is not self.exact
                    and end - start == 1
                    and not doc[start:end].text.islower()
                    and _word_start(self._tokens(doc), start) < start
                ):
                    continue  # "Mod-Squad": a word ending in other capitals of a listed name
                if (
                    matcher is not self.exact
                    and doc[start:end].text.istitle()
                    and _after_indefinite_article(doc, start, end)
                ):
                    continue  # after "a" or "an" a listed word is a common noun ("a Squad of …")
                if kind == "Task" and start > 0 and _dimension(doc[start - 1]):
                    start -= 1  # "3D object detection" is a task of its own
                if (
                    kind == "Dataset"
                    and start > 0
                    and doc[start - 1].lower_ in cues.DATASET_VARIANTS
                ):
                    start -= 1  # "rotated MNIST", "Split CIFAR-100": a benchmark of its own
                if kind == "Dataset" and _variant_suffix(doc, end):
                    end += 2  # "MNIST-M", "ImageNet-R"
                found.append(Candidate(start, end, kind, LEXICON))
                narrows = kind == "Task" or (
                    # a modifier in front of a method written as one common word names a
                    # narrower one ("spatial transformer", "off-policy actor-critic"); in
                    # front of a technique of several words it most often describes the
                    # run ("heavy data augmentation", "deterministic gradient descent"),
                    # and in front of a name of its own, that name ("data-independent
                    # SynFlow")
                    kind == "Method"
                    and " " not in doc[start:end].text
                    and self.lexicon.listed_in_lowercase(doc[start:end].text)
                )
                if narrows and (narrower := self._narrowing_compound(doc, start)) < start:
                    # "source-free domain adaptation", "touch-line transformer": a
                    # hyphenated modifier names a task or method of its own.
                    found.append(Candidate(narrower, end, kind, LEXICON))
                elif narrows and (narrower := self._narrowing_adjective(doc, start, end, kind)):
                    found.append(Candidate(narrower, end, kind, LEXICON))
        return found

    def _numeric_precision(self, doc: Doc, start: int, end: int) -> bool:
        """ "precision" as the number of bits ("mixed-precision training", "low precision
        arithmetic", "precision allocation"), not the measure."""
        tokens = self._tokens(doc)
        if end - start != 1 or tokens[start].lower_ != "precision":
            return False
        k = start - 1
        if k >= 0 and tokens[k].text == "-" and hyphen_attached(tokens, k):
            k -= 1  # "mixed-precision"
        if k >= 0 and tokens[k].lower_ in cues.BIT_WIDTH_WORDS:
            return True
        after = tokens[end] if end < len(tokens) else None
        return after is not None and after.lower_ in cues.BIT_WIDTH_NOUNS

    def _narrowing_compound(self, doc: Doc, start: int) -> int:
        """The start of a lowercase hyphenated modifier right before token ``start``
        ("multi-source", "user-level"), or ``start`` when there is none or it only judges,
        scales or says what the thing is built on ("large-scale", "CLIP-based")."""
        tokens = self._tokens(doc)
        k = start - 1
        if k < 2 or not (tokens[k - 1].text == "-" and hyphen_attached(tokens, k - 1)):
            return start
        while k >= 2 and tokens[k - 1].text == "-" and hyphen_attached(tokens, k - 1):
            k -= 2
        words = [t.text for t in tokens[k:start]]
        text = "".join(words)
        if (
            text != text.lower()
            or text in self.bland
            or text in _TRAINING_WORDS  # "for fine-tuning kelp detection models"
            or words[-1] in _NON_NARROWING_SUFFIXES
            or not all(t.is_alpha or t.text == "-" for t in tokens[k:start])
        ):
            return start
        return k

    def _narrowing_adjective(self, doc: Doc, start: int, end: int, kind: str) -> int | None:
        """The start of a lowercase adjective right before the listed task (or method, of
        ``kind``) at ``start`` that names a narrower one ("improper reinforcement learning",
        "local graph clustering", "seasonal transformer"), or None when there is none or it
        judges, fills (the fillers of ``kind``) or says the means ("better", "novel",
        "canonical", "deep stereo matching" is stereo matching)."""
        tokens = self._tokens(doc)
        k = start - 1
        if k < 0 or (end < len(tokens) and tokens[end].text == "("):
            return None  # "robust kelp counting (KC)": the definition names the task
        word = tokens[k]
        if (
            not (word.pos_ == "ADJ" or (word.tag_ == "VBN" and word.dep_ == "amod"))
            or not (word.is_lower and word.is_alpha)
            or not start <= word.head.i < end
            # after another word of the phrase the adjective would be cut from it
            # ("information theoretic", "weakly supervised", "high dimensional")
            or (k > 0 and tokens[k - 1].pos_ in ("ADJ", "ADV", "NOUN", "PROPN", "NUM"))
            or word.lower_ in ("based", "driven")
            or hyphen_attached(tokens, k)
            or (k > 0 and hyphen_attached(tokens, k - 1))
            or self._judges(word)
            or word.lower_ in cues.NON_NARROWING_ADJECTIVES
        ):
            return None
        task = doc[start:end].text
        return None if task in filler_cores(f"{word.text} {task}", kind) else k

    def _procedure_named_after(self, span: Span) -> int | None:
        """The start of the name of a procedure the proper name ``span`` names with the
        noun after it ("the Louvain algorithm", "Kelpson's method"), or None. The noun is
        part of the name: the name alone may be another thing named after the same person
        ("Kelpson mechanism"); so are the lowercase words in front that name a variant
        ("trust region Kelpson method"), not those that judge or only place it ("classical",
        "fast"). No procedure is named by an adjective made of a name ("Bayesian",
        "Euclidean"), by a capitalized word before a plural or after "a" ("Implicit
        algorithms", "an Oracle algorithm": a kind of procedure), nor by a name in "-s",
        which resolution keys as the plural of another ("Adams" of "Adam")."""
        tokens = self._tokens(span.doc)
        start, end = span.start, span.end
        if not (
            end < len(tokens)
            and tokens[end].lemma_.lower() in _PROCEDURE_NOUNS
            and tokens[end].tag_ not in ("NNS", "NNPS")
            and span.root.dep_ == "compound"
            and not span.text.endswith(("ian", "ean"))
            and not (span.text.endswith("s") and not span.text.endswith("ss"))
            and not (start > 0 and tokens[start - 1].lower_ in ("a", "an"))
        ):
            return None
        while start > 0 and self._names_a_variant(tokens[start - 1], start, end):
            start -= 1
        return start

    def _names_a_variant(self, word: Token, start: int, end: int) -> bool:
        """Whether a lowercase ``word`` before the name at ``start`` is joined to the noun at
        ``end`` and names a variant of the procedure rather than judging or placing it."""
        return (
            word.is_lower
            and word.is_alpha
            and word.pos_ in ("NOUN", "ADJ")
            and start <= word.head.i <= end
            and not self._judges_or_places(word)
        )

    def _title_runs(self, doc: Doc) -> list[tuple[int, int]]:
        """Runs of capitalized or name-shaped words ("Twin-Critic Pruning")."""
        tokens = self._tokens(doc)
        runs = []
        for sent in doc.sents:
            i = sent.start
            while i < sent.end:
                # "3D Kelplighter": a dimension in front of a name is part of it.
                first = i
                if _dimension(tokens[i]) and i + 1 < sent.end and _is_title(tokens[i + 1]):
                    i += 1
                # A capitalized function word opens a sentence, not a name ("Our GRU").
                opener = (
                    (
                        tokens[i].is_stop
                        and (tokens[i].pos_ in _OPENER_POS or tokens[i].lower_ in _QUANTIFIERS)
                    )
                    or (
                        # a preposition that opens its sentence ("Unlike Frond Scaling, …")
                        i == sent.start and tokens[i].pos_ == "ADP" and tokens[i].tag_ == "IN"
                    )
                    or (i == sent.start and tokens[i].lower_ in _OPENING_JUDGES)
                )
                if not _is_title(tokens[i]) or tokens[i].lower_ in _STOP_PROPN or opener:
                    i += 1
                    continue
                j = i + 1
                while j < sent.end:
                    if _is_title(tokens[j]) and tokens[j].lower_ not in _STOP_PROPN:
                        j += 1
                    elif (
                        tokens[j].text == "-"
                        and not tokens[j - 1].whitespace_
                        and not tokens[j].whitespace_
                        and j + 1 < sent.end
                        and tokens[j + 1].is_alpha
                        and (
                            tokens[j + 1].lower_ not in _AFFIX_WORDS
                            or _affix_opens_name(tokens, i, j, sent.end)
                        )
                    ):
                        j += 2  # "Mixture-of-Critics", "Foo2Bar-style"
                    elif (
                        tokens[j].lower_ in _INNER_JOINERS
                        and j - i >= 2
                        and j + 2 < sent.end
                        and (
                            _is_title(tokens[j + 1])
                            or (tokens[j + 1].lower_ == "the" and _is_title(tokens[j + 2]))
                        )
                        and not is_name_shaped(tokens[j - 1].text)
                        # "Kelp Pruning on the QZ-10" names the method and the data apart.
                        and not is_name_shaped(
                            tokens[j + (2 if tokens[j + 1].lower_ == "the" else 1)].text
                        )
                    ):
                        j += 2 if _is_title(tokens[j + 1]) else 3
                    elif (
                        tokens[j].lower_ in _TITLE_JOINERS
                        and j + 1 < sent.end
                        and _is_title(tokens[j + 1])
                        # "Learning from Sparse Rewards" joins; "XQ-Open with BERT-2" does not.
                        and not is_name_shaped(tokens[j + 1].text)
                        and not is_name_shaped(tokens[j - 1].text)
                    ):
                        j += 2
                    else:
                        break
                if j < sent.end and _VERSION.match(tokens[j].text) and tokens[j - 1].whitespace_:
                    j += 1  # "CoNLL 2005", "KITTI 2.0": the edition belongs to the name
                if first < i and (
                    self.lexicon.type_of(doc[i:j].text) or (j < sent.end and tokens[j].text == "(")
                ):
                    first = i  # "3D GAN", "1D Gaussian Processes (GP)": a known or defined name
                if first == i and self._capitalized_by_place(tokens, i, j, sent):
                    i = j
                    continue
                runs.append((first, j))
                i = j
        return runs

    def _capitalized_by_place(
        self, tokens: Sequence[Token], start: int, end: int, sent: Span
    ) -> bool:
        """Whether a capitalized word is no name: a describing word, hyphenated or not, in
        front of the lowercase noun it describes, capitalized by its place at a sentence's
        start or by the author's style inside one ("Large-batch training has …", "to build
        Augmented environments"). A coined name stays one ("Kelpformer models are …"): it
        is no adjective or participle, or it is listed."""
        words = tokens[start:end]
        # the noun it describes, after other lowercase adjectives ("Off-policy deep kelp
        # learning has …")
        noun = end
        while noun < sent.end - 1 and tokens[noun].is_lower and tokens[noun].pos_ == "ADJ":
            noun += 1
        if (
            noun >= sent.end
            or not tokens[noun].is_lower
            or tokens[noun].pos_ not in ("NOUN", "VERB")
        ):
            return False
        if not (words[0].text[1:].islower() or len(words[0].text) == 1):
            return False
        if any(not (t.text == "-" or t.is_lower) for t in words[1:]):
            return False
        if any(t.whitespace_ for t in words[:-1]) or self.lexicon.type_of(
            "".join(t.text for t in words)
        ):
            return False
        hyphenated = len(words) > 1
        participle = len(words[0].text) > 5 and words[0].text.endswith("ed")  # tagged NNP too
        if start > sent.start:
            # inside a sentence a capitalized adjective is most often part of a known name's
            # spelling ("Euclidean distance"): only these shapes
            return hyphenated or participle
        return hyphenated or participle or words[0].tag_ in ("JJ", "VBN", "VBG")

    @staticmethod
    def _task_by_context(root: Token) -> bool:
        """ "X aims to …" and "the task/problem of X" name a task."""
        head = root.head
        if (
            root.dep_ == "nsubj"
            and head.lemma_.lower() == "aim"
            and any(c.dep_ == "xcomp" for c in head.children)
            and root.lemma_.lower() not in _MODEL_HEADS
        ):
            return True
        return (
            root.dep_ == "pobj"
            and head.lower_ == "of"
            and head.head.lemma_.lower() in ("task", "problem")
        )

    def _aims_candidates(self, doc: Doc) -> list[Candidate]:
        # "<task> aims to …" at the start of a sentence, read from the words: the parser
        # often takes a gerund head ("parsing") for the verb.
        tokens = self._tokens(doc)
        found = []
        for cue in range(len(tokens) - 1):
            if tokens[cue].lower_ not in ("aims", "aim") or tokens[cue + 1].lower_ != "to":
                continue
            sent_start = tokens[cue].sent.start
            first = sent_start
            while first < cue and (
                tokens[first].pos_ in ("DET", "PUNCT") or self._bland(tokens[first])
            ):
                first += 1
            subject = doc[first:cue]
            if (
                0 < len(subject) <= 6
                and not any(
                    t.pos_ in ("PRON", "ADP", "AUX", "SCONJ", "DET")
                    or t.text in (",", ";")
                    or t.lower_ in ("we", "this", "our")
                    for t in subject
                )
                and subject[-1].pos_ in ("NOUN", "VERB", "PROPN")
            ):
                # "kelp neural networks aim to …": a model aims at a task, it is none
                made = subject[-1].lemma_.lower() in _MODEL_HEADS
                found.append(Candidate(first, cue, "Method" if made else "Task", CONTEXT))
        return found

    def _problem_family_candidates(self, doc: Doc) -> list[Candidate]:
        """Tasks named in the plural of a problem family (``cues.PROBLEM_FAMILY_HEADS``),
        read from the words: "defends against kelp stealing attacks", "regret in
        two-player zero-sum Kelpson games". The run of modifiers holds a lowercase word;
        one ending in a name ("PGD attacks", "Atari games") is that named thing's, left to
        the other candidates."""
        tokens = self._tokens(doc)
        found = []
        for token in tokens:
            if token.lower_ not in cues.PROBLEM_FAMILY_HEADS or token.tag_ != "NNS":
                continue
            if not token.is_lower and not token.is_sent_start:
                continue  # "Kelp Games": a title-case name
            start = token.i
            while start > token.sent.start and token.i - start < 8:
                prev = tokens[start - 1]
                if (
                    start - 2 >= token.sent.start
                    and prev.text == "-"
                    and hyphen_attached(tokens, start - 1)
                ):
                    start -= 2  # a hyphenated word, whatever its parts ("two-player")
                    continue
                if (
                    start - 2 >= token.sent.start
                    and tokens[start - 2].text == "-"
                    and hyphen_attached(tokens, start - 2)
                ):
                    start -= 1  # the right part of one ("transfer-based")
                    continue
                # a word misread as a verb before a gerund is its object ("model stealing")
                object_of_gerund = prev.tag_ in ("VB", "VBP") and tokens[start].tag_ == "VBG"
                if (
                    (
                        prev.pos_ in ("NOUN", "PROPN", "ADJ")
                        or prev.tag_ == "VBG"
                        or object_of_gerund
                        or _dimension(prev)
                    )
                    and not prev.is_stop
                    and not self._bland(prev)
                    and prev.tag_ not in ("NNS", "NNPS")
                ):
                    start -= 1
                    continue
                break
            while (after := self._bland_compound(tokens, start, token.i)) > start:
                start = after
            while start < token.i and tokens[start].tag_ == "VBG" and tokens[start].dep_ != "amod":
                start += 1  # "solving zero-sum games": the doing's object
            modifiers = tokens[start : token.i]
            if not modifiers or is_name_shaped(modifiers[-1].text):
                continue
            words = doc[start : token.i].text
            if reject_reason(words) == "modality" or any(
                not t.is_lower and self.lexicon.type_of(t.text) in ("Method", "Dataset")
                for t in modifiers
            ):
                continue  # "video games" are a medium; "Atari games", "PGD white-box attacks"
            if not any(t.is_lower or (t.is_sent_start and t.is_title) for t in modifiers):
                continue
            if only_task_fillers([t.text for t in modifiers]):
                continue  # "subsequent games", "simulated attacks": instances, no kind
            found.append(Candidate(start, token.i + 1, "Task", DESCRIBED))
        return found

    def _named_kind_candidates(self, doc: Doc) -> list[Candidate]:
        """Names a naming phrase after a word for their kind gives, read from the words:
        tasks after a problem noun ("a problem known as kelp drift", "a new task, termed kelp
        counting", "a setting called open-world kelping"), methods, measures and data after
        a kind of method, measure or data ("a transition system called frond weaving", "a
        metric, called frond susceptibility"). Lowercase names only: a capitalized one is a
        candidate already, typed by the same noun (``syntax.descriptors``)."""
        tokens = self._tokens(doc)
        found = []
        for i, token in enumerate(tokens[:-2]):
            kind = _NAMED_KINDS.get(token.lemma_.lower())
            if (
                kind is None
                or token.tag_ == "NNS"
                or (kind != "Task" and token.pos_ in ("VERB", "AUX"))
            ):
                continue
            if token.dep_ == "pobj" and token.head.lower_ == "to":
                continue  # "an approach to the problem called X": X may name the approach
            if kind != "Task" and token.dep_ == "pobj" and token.head.lower_ == "of":
                continue  # "a parameter of the dataset, called X": X names the parameter
            j = i + 1
            for optional in (",", "is"):
                if j < len(tokens) and tokens[j].lower_ == optional:
                    j += 1
            words = [t.lower_ for t in tokens[j : j + 3]]
            naming = next((n for n in _NAMING_PHRASES if words[: len(n)] == list(n)), None)
            if naming is None:
                continue
            j += len(naming)
            while j < len(tokens) and tokens[j].pos_ == "DET":
                j += 1
            start = j
            while (
                j < len(tokens)
                and j - start < 6
                and (
                    tokens[j].pos_ in ("ADJ", "NOUN", "PROPN")
                    or tokens[j].tag_ in ("VBG", "FW")
                    or (tokens[j].text == "-" and hyphen_attached(tokens, j))
                )
            ):
                j += 1
            while j > start and not (
                tokens[j - 1].pos_ in ("NOUN", "PROPN") or tokens[j - 1].tag_ == "VBG"
            ):
                j -= 1
            if j - start > 1 and _NAMED_KINDS.get(tokens[j - 1].lemma_.lower()) == kind:
                j -= 1  # "called the kelp estimation problem": the task is kelp estimation
            if j == start or not tokens[start].is_lower:
                continue
            if j < len(tokens) and tokens[j].pos_ == "ADP" and tokens[j - 1].lower_ == "learning":
                continue  # "learning with noisy labels": the name goes on past the preposition
            if kind != "Task" and (
                _name_goes_on_past_parenthesis(doc, j) or _name_goes_on_to_a_noun(tokens, j)
            ):
                # "called ahead-of-kelp (AoK) pruning", "called the kelp controlled frond
                # equation": the name is the whole phrase
                continue
            found.append(Candidate(start, j, kind, DESCRIBED))
        return found

    def _proposed_object_candidates(self, doc: Doc) -> list[Candidate]:
        """Names in plain lowercase words that the authors propose right after their verb,
        with no article or only "the": "we propose kelp order learning to …", "this paper
        introduces frond co-training, a …", "we propose the reef relaxation morphism, which
        …". Two to four words ending in one thing (a singular noun), closed by a comma, "to",
        "which", "that", "for", "with", "consisting", "including" or the sentence's end; no
        term list's name, opening with no judging word, superlative or kind of report
        ("theoretical", "extensive") and ending in no word for a report of the work
        ("results", "evidence", "experiments showing …") nor in a kind of method after
        adjectives only ("practical methods"): what the paper names as its own. A Method
        unless its head makes it a measure or data: a paper proposes a way of doing a task,
        not the task."""
        tokens = self._tokens(doc)
        found = []
        for verb in tokens:
            if verb.pos_ != "VERB" or verb.lemma_.lower() not in self.propose_verbs:
                continue
            start = verb.i + 1
            if start < len(tokens) and tokens[start].lower_ == "the":
                start += 1
            # The words are read as written: the parser often takes a noun of the name for
            # a verb ("we propose kelp learning to …" with "learning" a participle).
            end = start
            while end < len(tokens) and (
                (tokens[end].is_lower and tokens[end].is_alpha and tokens[end].pos_ != "VERB")
                or tokens[end].tag_ == "VBG"
                or (tokens[end].text == "-" and hyphen_attached(tokens, end))
            ):
                if (
                    tokens[end].lower_ in _CLOSING_A_PROPOSED_NAME
                    or tokens[end].pos_ in _NO_NAME_POS
                ):
                    break
                end += 1
            if (
                end >= len(tokens)
                or tokens[end].lower_ not in _CLOSING_A_PROPOSED_NAME
                or not 2 <= _word_count(tokens, start, end) <= 4
                # one thing, singular: "we propose sparse networks" speaks of a family
                or tokens[end - 1].tag_ not in ("NN", "VBG")
            ):
                continue
            span = doc[start:end]
            words = tokens[start:end]
            first = tokens[start]
            obj = span.root
            head = tokens[end - 1].lemma_.lower()
            if (
                self._judges(first)
                or first.lower_ in _REPORT_KINDS
                or first.tag_ in ("JJR", "JJS")  # "the strongest possible attack"
                # a plural and a verb in "-ing" after it: a report and what it shows
                # ("experiments showing …", "templates according …")
                or (len(words) > 1 and words[-1].tag_ == "VBG" and words[-2].tag_ == "NNS")
                or (first.tag_ == "VBG" and first.dep_ not in ("amod", "compound"))
                or head in _REPORT_HEADS
                or (head in _METHOD_KIND_NOUNS and all(t.pos_ == "ADJ" for t in words[:-1]))
                or self.lexicon.type_of(span.text)
                or self._is_generic(span)
                or reject_reason(span.text) is not None
                or contribution_verb(obj, self.propose_verbs, naming_for=False) is None
            ):
                continue
            kind, strength = self.type_evidence(span)
            if kind not in ("Metric", "Dataset") or strength < OWN_HEAD:
                kind = "Method"
            found.append(Candidate(start, end, kind, DESCRIBED))
        return found

    def _listed_task_candidates(self, doc: Doc) -> list[Candidate]:
        """Tasks listed as examples of tasks or problems ("classical problems such as online
        kelp location, kelp routing, …", "tasks, namely kelp deblurring and kelp denoising"),
        read from the words: each item of the list that names a doing."""
        tokens = self._tokens(doc)
        found = []
        for kind in tokens:
            if kind.tag_ != "NNS" or kind.lemma_.lower() not in ("task", "problem"):
                continue
            verb = kind.head.head if kind.dep_ == "pobj" else kind.head
            if verb.lemma_.lower() in _TROUBLE_VERBS:
                continue  # "suffer from problems such as kelp drift": troubles, not tasks
            k = kind.i + 1
            if k < len(tokens) and tokens[k].text in (",", "("):
                k += 1
            words = [t.lower_.rstrip(".") for t in tokens[k : k + 2]]
            cue = next((c for c in _EXAMPLE_CUES if words[: len(c)] == list(c)), None)
            if cue is None:
                continue
            k += len(cue)
            if k < len(tokens) and tokens[k].text == ",":
                k += 1  # "i.e.,"
            end = kind.sent.end
            while k < end:
                while k < end and (tokens[k].lower_ in ("and", "or", ",") or tokens[k].is_space):
                    k += 1
                if k < end and tokens[k].text == "(":  # "(weighted) kelp routing"
                    close = next((j for j in range(k, min(k + 5, end)) if tokens[j].text == ")"), k)
                    k = close + 1
                start = k
                while k < end and (
                    tokens[k].pos_ in ("ADJ", "NOUN", "PROPN")
                    or tokens[k].tag_ == "VBG"
                    or (tokens[k].text == "-" and hyphen_attached(tokens, k))
                ):
                    k += 1
                last = k - 1 if k - start > 1 and tokens[k - 1].lemma_ in _PROBLEM_NOUNS else k
                if last == start or not (
                    tokens[last - 1].pos_ in ("NOUN", "PROPN") or tokens[last - 1].tag_ == "VBG"
                ):
                    # an item the tagger misreads ("online set cover" with "set" a verb):
                    # past it to the next item, if a separator follows within a few words
                    skip = next(
                        (
                            j
                            for j in range(k, min(k + 4, end))
                            if tokens[j].lower_ in ("and", "or", ",")
                        ),
                        None,
                    )
                    if skip is None or skip == start or tokens[k].text in (";", ":", "."):
                        break
                    k = skip
                    continue
                # "tasks (e.g., emotion, speaker)": what is recognized, no doing, no task.
                if self._names_a_doing(doc[start:last]):
                    found.append(Candidate(start, last, "Task", DESCRIBED))
                if k >= end or tokens[k].lower_ not in ("and", "or", ","):
                    break
        return found

    def _sibling_candidates(self, doc: Doc, candidates: list[Candidate]) -> list[Candidate]:
        """Tasks and methods listed beside one the term lists know ("results on kelp vector
        field regression, point cloud classification and frond completion"; "better than
        kelp distillation and frond averaging"): items of one list are things of one kind,
        so a sibling that names a doing is one too, without its article or describing
        words in front: two words or more, in plain words, and no other candidate's. The
        list is read from the words (noun chunks and listed names with only commas, "and"
        or "or" between them), since the parser hangs its items on other nouns now and
        then. A method's sibling names a technique (``_names_a_technique``)."""
        found = []
        for kind, names_one in (
            ("Task", self._names_a_doing),
            ("Method", self._names_a_technique),
        ):
            listed = [
                doc[c.start : c.end] for c in candidates if c.strength == LEXICON and c.type == kind
            ]
            for member in self._listed_siblings(doc, listed):
                if (
                    len(member) > 1
                    and not (member.start > 0 and hyphen_attached(doc, member.start - 1))
                    and all(t.is_alpha or t.text == "-" for t in member)
                    and self.lexicon.type_of(member.text) is None
                    and not any(c.start < member.end and member.start < c.end for c in candidates)
                    and not any(f.start < member.end and member.start < f.end for f in found)
                    and names_one(member)
                ):
                    found.append(Candidate(member.start, member.end, kind, DESCRIBED))
        return found

    def _listed_siblings(self, doc: Doc, listed: list[Span]) -> list[Span]:
        """The items of the word lists (noun chunks and ``listed`` names with only commas,
        "and" or "or" between them, in one sentence) that hold a ``listed`` name, other
        than the listed names themselves."""
        items = sorted(
            [
                *listed,
                *(
                    name
                    for chunk in doc.noun_chunks
                    if len(name := self._chunk_name(chunk))
                    and not any(s.start < name.end and name.start < s.end for s in listed)
                ),
            ],
            key=lambda span: span.start,
        )
        lists: list[list[Span]] = []
        for item in items:
            gap = doc[lists[-1][-1].end : item.start] if lists else None
            if (
                gap is not None
                and len(gap) > 0
                and all(t.lower_ in (",", "and", "or") for t in gap)
                and gap[0].sent == item[0].sent
            ):
                lists[-1].append(item)
            else:
                lists.append([item])
        return [
            member
            for members in lists
            if len(members) > 1 and any(m in listed for m in members)
            for member in members
            if member not in listed
        ]

    def _names_a_technique(self, span: Span) -> bool:
        """Whether a method's sibling in a list names a technique: its lowercase singular
        head is a doing that is no task word and no word of evaluation ("frond averaging",
        not "frond segmentation" or "visual evaluation"); a kind of method ("a search
        algorithm") is no doing and names no one method."""
        head = span[-1]
        lemma = head.lemma_.lower()
        first = span[0]
        if (
            not head.is_lower
            or head.tag_ in ("NNS", "NNPS")
            or lemma in self.task_heads
            or lemma in self.evaluation_words
            or not first.is_alpha
            # a word that judges or places ("careful placement", "subsequent tuning")
            or self._judges_or_places(first)
            # a verb the tagger reads into the noun phrase ("… and present fast inference")
            or any(t.pos_ in ("VERB", "AUX") for t in span)
        ):
            return False
        return head.lower_.endswith(DOING_ENDINGS)

    def _chunk_name(self, chunk: Span) -> Span:
        """A noun chunk without the determiners, function words and describing words in
        front ("whether", "how", "the proposed")."""
        start = chunk.start
        while start < chunk.end - 1 and (
            chunk.doc[start].pos_ in ("DET", "PRON", "NUM", "SCONJ", "ADV")
            or chunk.doc[start].is_stop
            or self._bland(chunk.doc[start])
        ):
            start += 1
        return chunk.doc[start : chunk.end]

    def _doing_candidates(self, doc: Doc) -> list[Candidate]:
        """Tasks named by a verb of a task in "-ing" and its object (``cues.TASK_GERUNDS``)
        where the words say the doing is the problem: "the task of predicting kelp
        growth", "a method for inferring frond topology", or a sentence that opens with
        it as its subject ("Forecasting kelp blooms is …"). The object is a noun phrase of
        one to five words without an article: with one ("computing the depth of …", "an
        image of …") it names one thing the paper computes, not a kind of problem; nor is
        it a problem family, the task itself, or a made thing alone ("constructing
        solutions", "forecasting models"), which names no problem."""
        tokens = self._tokens(doc)
        found = []
        for token in tokens:
            if token.lower_ in cues.TASK_GERUNDS:
                if not self._doing_cue(token):
                    continue
            elif token.lower_ != "learning" or not self._doing_cue(token, problem_only=True):
                continue  # "learning …" names a problem only where the words say so
            end = _object_end(tokens, token.i + 1, token.sent.end)
            if end is None or (end < len(tokens) and tokens[end].lower_ == "of"):
                continue
            head = tokens[end - 1]
            if head.lower_ in cues.PROBLEM_FAMILY_HEADS:
                continue  # a family of problems is the task ("solving kelp games")
            if end - token.i == 2 and head.lemma_.lower() in _MADE_THINGS:
                continue  # "constructing solutions", "forecasting models": no problem named
            found.append(Candidate(token.i, end, "Task", DESCRIBED))
        return found

    @staticmethod
    def _doing_cue(gerund: Token, problem_only: bool = False) -> bool:
        """Whether the words around a gerund make its doing the problem: after "the task
        (problem, challenge) of", after "for" on a kind of method, or as the subject of its
        sentence. ``problem_only`` leaves out "for": "a method for learning kelp
        dynamics" says what the method learns, not which problem it addresses."""
        doc = gerund.doc
        i = gerund.i - 1
        if i >= 0 and doc[i].pos_ == "ADV":
            i -= 1  # "the problem of reliably predicting …"
        if i >= 1 and doc[i].lower_ == "of":
            return doc[i - 1].lemma_.lower() in ("task", "problem", "challenge")
        if problem_only:
            return False
        if i >= 1 and doc[i].lower_ == "for":
            return doc[i].head.lemma_.lower() in _METHOD_KINDS
        # the parser takes a gerund subject for a noun now and then ("Forecasting kelp
        # blooms is …"): a compound of the subject
        subject = gerund.dep_ in ("csubj", "csubjpass", "nsubj") or (
            gerund.dep_ == "compound" and gerund.head.dep_ in ("nsubj", "nsubjpass")
        )
        return gerund.is_sent_start and subject

    def _names_a_doing(self, span: Span) -> bool:
        """Whether a listed example names a doing: it ends in a lowercase task word or a noun
        of doing ("kelp facility location", "demosaicking"), or the term lists know it as a
        task; one word must be a task word or end in "-ing" ("emotion" and "speaker" name
        what is recognized, not the doing)."""
        if self.lexicon.type_of(span.text) == "Task":
            return True
        head = span[-1]
        lemma = head.lemma_.lower()
        if not head.is_lower or head.tag_ in ("NNS", "NNPS"):
            return False
        if len(span) == 1:
            return lemma in self.task_heads or head.lower_.endswith("ing")
        return lemma in self.task_heads or head.lower_.endswith(DOING_ENDINGS)

    def _apposed_name_candidates(self, doc: Doc) -> list[Candidate]:
        """ "we propose a novel approach, kelp stabilization, for …": the words set off by a
        comma after a kind of method the authors contribute name it, in lowercase too."""
        tokens = self._tokens(doc)
        found = []
        for kind in tokens:
            start = kind.i + 2
            if (
                start >= len(tokens)
                or kind.pos_ != "NOUN"
                or kind.lemma_.lower() not in _METHOD_KIND_NOUNS
                or tokens[kind.i + 1].text != ","
                or not any(c.lower_ in ("a", "an", "our") for c in kind.children)
                or contribution_verb(kind, self.propose_verbs) is None
            ):
                continue
            end = start
            while (
                end < len(tokens)
                and end - start < _APPOSED_NAME_WORDS
                and (tokens[end].pos_ in ("NOUN", "PROPN", "ADJ") or hyphen_attached(tokens, end))
            ):
                end += 1
            closed = end < len(tokens) and (
                tokens[end].text in (",", "(", ";", ":", ".") or tokens[end].pos_ == "ADP"
            )
            if closed and tokens[end - 1].pos_ in ("NOUN", "PROPN"):
                found.append(Candidate(start, end, "Method", DESCRIBED))
        return found

    def _task_head_candidates(self, doc: Doc) -> list[Candidate]:
        """Task names read from the words when the parser splits them ("vehicle
        re-identification" parsed as three objects): a singular task head ending a run of
        nouns and adjectives, hyphenated words included."""
        tokens = self._tokens(doc)
        found = []
        for token in tokens:
            if token.tag_ == "NNS" or token.is_stop:
                continue
            head = token.lower_
            first = token.i
            if (
                token.i >= 2
                and tokens[token.i - 1].text == "-"
                and hyphen_attached(tokens, token.i - 1)
            ):
                joined = f"{tokens[token.i - 2].lower_}-{head}"
                if joined in self.task_heads:
                    head, first = joined, token.i - 2
            if head not in self.task_heads and token.lemma_.lower() not in self.task_heads:
                continue
            after = tokens[token.i + 1] if token.i + 1 < len(tokens) else None
            if (
                after is not None
                and after.pos_ in ("NOUN", "PROPN")
                and (after.lemma_.lower() not in ("task", "problem"))
            ):
                continue  # not the end of the name ("detection models")
            start = first
            while start > 0 and first - start < 4:
                prev = tokens[start - 1]
                if prev.text == "-" and hyphen_attached(tokens, start - 1) and start >= 2:
                    start -= 2
                    continue
                if (
                    (
                        prev.pos_ in ("NOUN", "PROPN")
                        or (prev.pos_ == "ADJ" and not prev.is_stop)
                        or _dimension(prev)
                    )
                    and not self._bland(prev)
                    and not hyphen_attached(tokens, start - 1)
                    and prev.tag_ != "NNS"  # a plural modifies no task; often a verb misread
                ):
                    start -= 1
                    continue
                break
            while (after := self._bland_compound(tokens, start, first)) > start:
                start = after  # "real-world depth completion" names "depth completion"
            if start == first:
                continue
            modifiers = tokens[start:first]
            nouny = any(t.pos_ in ("NOUN", "PROPN") for t in modifiers)
            if (head in self.weak_task_heads or token.lemma_.lower() in self.weak_task_heads) and (
                not nouny
            ):
                continue
            if modifiers[0].text == "-" or token.text[:1].isupper():
                continue  # a title-case name is typed as a whole ("Sparse Planning" methods)
            found.append(self._task_named(token.doc, start, token.i + 1))
        return found

    def _chunk_candidates(self, doc: Doc) -> list[Candidate]:
        """Descriptive tasks and metrics from noun chunks ("6D object pose estimation")."""
        tokens = self._tokens(doc)
        found = []
        for chunk in doc.noun_chunks:
            root = chunk.root
            if (
                root.tag_ == "NNS"
                and root.i + 1 < len(doc)
                and doc[root.i + 1].lower_ in cues.ARTICLES
            ):
                continue  # "the Kelp metric measures the …": a verb taken for a plural noun
            lemma = root.lemma_.lower()
            start = chunk.start
            while start < root.i:
                if (
                    (tokens[start].pos_ in ("DET", "PRON", "NUM", "PUNCT", "ADV", "CCONJ"))
                    or not any(c.isalnum() for c in tokens[start].text)  # "19.9% faster …"
                    or _SIGNED_VALUE.fullmatch(tokens[start].text)  # "(+3.7% kelp score)"
                    or (self._bland(tokens[start]) and not self._opens_listed(doc, start, root.i))
                ) and not (_dimension(tokens[start]) or hyphen_attached(tokens, start)):
                    start += 1
                elif (after := self._bland_compound(tokens, start, root.i)) > start:
                    start = after
                else:
                    break
            for k in range(root.i - 1, start, -1):
                if tokens[k].lower_ in ("based", "driven") and tokens[k - 1].text == "-":
                    start = k + 1  # "the LLM-based NER task" names the task "NER"
                    break
            # "language modelling and handwriting generation" is two names, not one.
            for k in range(root.i - 1, start - 1, -1):
                if tokens[k].pos_ == "CCONJ" or tokens[k].text in (",", ";"):
                    start = k + 1
                    break
            if start >= root.i or any(tokens[k].text in "()[]" for k in range(start, root.i + 1)):
                continue
            modifiers = tokens[start : root.i]
            # "large-scale benchmarks", "multi-step tasks": the words describe, not name
            # ("multi-hop benchmarks" do name what they test).
            last_i = modifiers[-1].i
            # So do "unseen long-horizon tasks": an adjective hyphened to the last noun.
            adjectival = (
                len(modifiers) >= 3
                and tokens[last_i - 1].text == "-"
                and (
                    tokens[last_i - 2].lower_ in self.bland
                    or tokens[last_i - 2].lower_ == "multi"
                    or tokens[last_i - 2].pos_ == "ADJ"
                )
            )
            # A hyphenated word counts as one ("a multi-product dynamic pricing problem").
            words = _word_count(tokens, start, root.i)
            if lemma in ("task", "problem") and words <= 4:
                # "symbol copying tasks", "a spatial memory recall task"; one plain noun
                # ("image tasks") says too little unless it names an activity.
                single = modifiers[0] if len(modifiers) == 1 else None
                # The tagger often reads an activity noun before "tasks" as a participle
                # ("symbol copying tasks"); after another modifier it still names the task.
                # Or as an adjective after a noun ("the sparse kelp fitting problem").
                activity = single is None and (
                    (modifiers[-1].tag_ == "VBG" and modifiers[-1].dep_ in ("amod", "compound"))
                    or (
                        modifiers[-1].tag_ == "JJ"
                        and modifiers[-1].lower_.endswith("ing")
                        and modifiers[-2].pos_ == "NOUN"
                        and not self._bland(modifiers[-1])
                    )
                )
                if (
                    (modifiers[-1].pos_ in ("NOUN", "PROPN") or activity)
                    and not adjectival
                    and not any(t.pos_ in ("VERB", "AUX", "ADP") for t in modifiers[:-1])
                    and (activity or modifiers[-1].pos_ not in ("VERB", "AUX", "ADP"))
                    and (
                        single is None
                        or single.lemma_.lower() in self.task_heads
                        or single.lower_.endswith("ing")
                    )
                    # "sparser prediction tasks": a kind of task described, not named.
                    and not (
                        single is not None
                        and single.lemma_.lower() in self.weak_task_heads
                        and any(self._bland(t) for t in tokens[chunk.start : start])
                    )
                ):
                    found.append(Candidate(start, root.i, "Task", OWN_HEAD))
            elif lemma in ("benchmark", "dataset", "corpus") and words <= 3:
                # "LLM safety benchmarks", "face recognition datasets": the task they serve.
                end = root.i
                start = self._after_data_state_words(tokens, start, end)
                modifiers = tokens[start:end]
                if len(modifiers) > 1 and modifiers[-1].lemma_.lower() in _DATASET_WORDS:
                    end -= 1  # "kelp counting benchmark datasets" are kelp counting datasets
                    modifiers = modifiers[:-1]
                last = modifiers[-1]
                # A name before a task word still names a task ("LLM safety benchmarks").
                task_word = last.lemma_.lower() in self.task_heads
                # One word alone names a task only when it is a strong task word
                # ("segmentation benchmarks"; not "evaluation" or "prediction" benchmarks).
                alone = len(modifiers) == 1 and (
                    not task_word or last.lemma_.lower() in self.weak_task_heads
                )
                if (
                    last.pos_ == "NOUN"
                    and not adjectival
                    and not alone
                    and not any(
                        (_written_as_name(t) and not task_word) or t.pos_ in ("VERB", "ADP")
                        for t in modifiers
                    )
                ):
                    named = doc[start:end]
                    if self._benchmark_of_listed_data(named):
                        found.append(Candidate(start, end, "Dataset", DESCRIBED))
                    else:
                        found.append(Candidate(start, end, "Task", CONTEXT))
            elif self._task_by_context(root):
                found.append(Candidate(start, root.i + 1, "Task", CONTEXT))
            elif lemma in self.task_heads and root.tag_ != "NNS":
                nouny = any(t.pos_ in ("NOUN", "PROPN") for t in modifiers)
                if lemma in self.weak_task_heads and not nouny:
                    continue
                if any(t.pos_ in ("VERB", "AUX") and t.dep_ != "amod" for t in modifiers):
                    continue
                found.append(self._task_named(doc, start, root.i + 1))
            elif lemma in self.metric_heads or root.lower_ in self.metric_heads:
                # Only name-like modifiers belong to a metric name: "P95 latency", "top-5 accuracy".
                named = root.i
                while named > start and (
                    is_name_shaped(tokens[named - 1].text) or _RANKED.match(tokens[named - 1].text)
                ):
                    named -= 1
                if start < named < root.i and tokens[named - 1].lower_ in _MEASURE_QUALIFIERS:
                    named -= 1  # "the relative L2 error" is another measure than the L2 error
                if named < root.i:
                    found.append(Candidate(named, root.i + 1, "Metric", OWN_HEAD))
            elif lemma in self.named_metric_heads and any(
                t.pos_ == "PROPN" or is_name_shaped(t.text) for t in modifiers
            ):
                # "BLEU/ROUGE scores": names joined by a slash are several measures.
                slashes = [t.i for t in modifiers if t.text == "/"]
                found.append(
                    Candidate(slashes[-1] + 1 if slashes else start, root.i + 1, "Metric", OWN_HEAD)
                )
        return found

    def _recognized_candidates(
        self, doc: Doc, rule: list[Candidate], defined: set[str]
    ) -> list[Candidate]:
        """Candidates from the trained recognizer's spans (``kg_span_recognizer``).

        The recognizer learnt the guideline's boundaries from annotated abstracts, so where
        it and the rules name the same thing it decides the boundary:

        * a span with the boundaries of a rule candidate lends that candidate its type when
          the rules have no evidence of their own;
        * a span that ends on a rule candidate's head word but starts elsewhere ("model-based
          [reinforcement learning]", "retrieval [accuracy]") replaces that candidate's start,
          unless the candidate is a defined long or short form, or the extra words are no
          part of a name;
        * a span that overlaps no rule candidate is a new candidate when it names something
          specific (see ``_specific``).
        """
        if self.recognized_key not in doc.spans:
            return []
        tokens = self._tokens(doc)
        covered: dict[int, list[Candidate]] = {}
        for cand in rule:
            for i in range(cand.start, cand.end):
                covered.setdefault(i, []).append(cand)
        found = []
        for span in doc.spans[self.recognized_key]:
            start, end = self._trimmed(tokens, span.start, span.end)
            if start >= end:
                continue
            label = span.label_
            if label == "Dataset" and self._coined_for_a_contribution(doc[start:end]):
                label = "Method"
            same = [c for c in covered.get(start, []) if (c.start, c.end) == (start, end)]
            if same:
                # A lone name the rules could not type ("on Meadows", default Method).
                for cand in same:
                    if cand.type is None and end - start == 1:
                        cand.type, cand.strength = label, RECOGNIZED
                continue
            inside: dict[tuple[int, int], Candidate] = {}
            for i in range(start, end):
                for c in covered.get(i, []):
                    known = inside.get((c.start, c.end))
                    if known is None or c.strength > known.strength:
                        inside[(c.start, c.end)] = c
            if inside:
                moved = self._boundary_from(doc, start, end, label, inside.values(), defined)
                if moved is not None:
                    found.append(moved)
                continue
            trimmed = doc[start:end]
            kind, strength = self.type_evidence(trimmed)
            if kind == "none" or (strength < LEXICON and self._head_type(trimmed[-1]) == "none"):
                continue  # "the Kelpson Length Principle": a head that names no entity
            if strength < OWN_HEAD:
                kind, strength = label, RECOGNIZED
                last = trimmed[-1]
                if (
                    kind == "Dataset"
                    and last.pos_ == "NOUN"
                    and last.text.isalpha()
                    and last.text.islower()
                    and last.lemma_ not in _DATASET_WORDS
                    and last.text.endswith(DOING_ENDINGS)
                ):
                    kind = "Task"  # "experiments on barycenter computation": a problem, no data
                if kind == "Dataset" and _quantity_named(trimmed):
                    continue  # "Kelpson entropy": a quantity, no data
            elif (
                strength == OWN_HEAD
                and label in ("Task", "Method")
                and not (label == "Task" and trimmed[-1].lemma_.lower() in _MODEL_HEADS)
                and not (label == "Method" and kind == "Task" and _plain_learning(trimmed))
            ):
                # A head word of a doing says little: "metric learning" is a task. One of a
                # made thing does: "kelp neural networks" are no task, whatever they aim at.
                kind = label
            if self._specific(trimmed, kind) and (
                kind != "Method"
                or any(is_name_shaped(t.text) for t in trimmed)
                or contribution_verb(trimmed.root, self.propose_verbs) is not None
                or self._technique(trimmed)
            ):
                # A method without a name-shaped word (a description, a title-case
                # phrase) is kept only as the paper's contribution or a named technique.
                found.append(Candidate(start, end, kind, strength))
        return found

    def _compared_title_phrase(self, span: Span, kind: str | None, strength: int) -> bool:
        """A title-case phrase of two to five words on the other side of a comparison
        ("compared to Frond Weighting", "outperforms Reef Pooling"): authors capitalize a
        baseline's name, so the phrase is a method although no word of it says so. Words of
        a sentence's start or a listed term's words are left to the other rules."""
        return (
            kind == "Method"
            and strength == CONTEXT
            and 2 <= len(span) <= 5
            and span.start > span.sent.start
            and all(
                t.is_title or t.text == "-" or (t.i > span.start and span.doc[t.i - 1].text == "-")
                for t in span
            )
            and not any(self.lexicon.type_of(t.text) for t in span if t.text != "-")
        )

    def _coined_for_a_contribution(self, span: Span) -> bool:
        """One name-shaped word the paper gives what it proposes ("dubbed X", "which we call
        X", "we introduce X and Y"), with no word, shape or description of data: papers
        propose methods far more often than data, and describe new data as data ("X, a
        dataset of …", "KelpBench")."""
        return (
            len(span) == 1
            and is_name_shaped(span.text)
            and (
                after_naming_word(span)
                or self._called_in_own_words(span)
                or contribution_verb(span.root, self.propose_verbs) is not None
            )
            and all(self._head_type(token) != "Dataset" for token in descriptors(span))
            # nor a word for data beside it ("the first kelp benchmark, X, which …")
            and not any(
                token.lemma_.lower() in _DATASET_WORDS
                for token in span.doc[max(span.sent.start, span.start - 3) : span.end + 3]
            )
        )

    def _name_start(self, doc: Doc, cand: Candidate) -> int | None:
        """Where a candidate's name starts, or None when it names nothing there: after a
        lowercase kind noun that calls a capitalized name ("the metric Closest Kelp
        Distance"), after a word that restates what comes before it ("a.k.a. kelp counting",
        "i.e."); for a name at the end of a hyphenated word, see ``_in_word_start``."""
        tokens = self._tokens(doc)
        restating = [
            k for k in range(cand.start, cand.end - 1) if tokens[k].lower_ in _RESTATING_WORDS
        ]
        if restating:
            start = restating[-1] + 1
            while start < cand.end - 1 and tokens[start].is_punct:
                start += 1  # "a.k.a" and its full stop are two tokens
            return start
        first = _word_start(tokens, cand.start)
        if first < cand.start:
            return self._in_word_start(doc, cand, first)
        opener = tokens[cand.start]
        if (
            cand.end - cand.start > 1
            and opener.lower_ in _CALLING_KIND_NOUNS
            and opener.is_lower
            and tokens[cand.start + 1].text[:1].isupper()
            and not hyphen_attached(tokens, cand.start)
        ):
            return cand.start + 1
        return cand.start

    def _in_word_start(self, doc: Doc, cand: Candidate, first: int) -> int | None:
        """Where a name found at the end of the hyphenated word begun at ``first`` starts.
        After a word that only describes ("state-of-the-|art machine translation" names
        "machine translation"). Else the whole word belongs to the name: "self-supervised
        contrastive learning", "meta-RL" and "tiered-ImageNet" are things of their own, not
        the listed name they end with; but a measure that ends a word describing a noun
        ("high-accuracy regime"), after an adjective ("low-latency") or after "no-", and a
        dataset after "non-", name nothing, and a measure in lowercase after a lowercase
        word is the measure ("per-iteration complexity")."""
        tokens = self._tokens(doc)
        after = self._bland_compound(tokens, first, cand.end - 1)
        if after > cand.start:
            return after
        if self._is_generic(doc[cand.start : cand.end]):
            return cand.start  # dropped as it stands: "GPU" of "multi-GPU settings"
        if cand.type in ("Dataset", "Metric") and tokens[first].lower_ in ("no", "non"):
            return None  # "non-ImageNet data", "no-regret learning"
        if cand.type != "Metric":
            return first
        last = tokens[cand.end - 1]
        if cand.end - cand.start == 1 and (
            (last.dep_ in ("amod", "compound", "nmod") and last.head.i > last.i)
            or tokens[first].pos_ == "ADJ"  # "is low-latency", "perfect-recall games"
        ):
            return None
        if tokens[first].text.islower() and doc[cand.start : cand.end].text.islower():
            # "per-iteration complexity", "iso-accuracy": the measure, qualified; "frame-mAP"
            # and "pixel-AUROC" are measures of their own
            return cand.start
        return first

    def _named_by_authors(self, span: Span) -> bool:
        """Whether ``span`` follows a naming word ("called X", "(named X)", "termed as X",
        "referred to as X") in a sentence where the authors propose: their name for it."""
        return after_naming_word(span) and any(
            t.lower_ in ("we", "our") or t.lemma_.lower() in self.propose_verbs for t in span.sent
        )

    def _opens_listed(self, doc: Doc, start: int, root: int) -> bool:
        """Whether the words from ``start`` to the chunk's head ``root``, with or without the
        head, are a name of two words or more the term lists know, as written or with their
        listed abbreviations read in full ("open domain QA [tasks]" is open-domain question
        answering): a describing word that opens it is part of the name."""
        for end in (root + 1, root):
            if end - start < 2:
                continue
            text = doc[start:end].text
            spelled = spelled_out(text)
            if self.lexicon.type_of(text) or (spelled and self.lexicon.type_of(spelled)):
                return True
        return False

    def _bland(self, token: Token) -> bool:
        """A word that describes or compares rather than names: a listed bland modifier,
        or a lowercase comparative ("tougher", "sparser", "faster"; "Faster R-CNN" keeps its
        capital). A listed word written with a capital inside a sentence, before another
        capitalized word, opens a name ("the Open Kelp Benchmark", "Simple Frond Questions")."""
        if token.lower_ in self.bland:
            return (
                not _capital_opens_name(token)
                and not _single_input(token)
                and not self._names_a_kind_of_problem(token)
            )
        return token.tag_ in ("JJR", "RBR") and token.text.islower()

    def _judges(self, word: Token) -> bool:
        """A word that judges rather than names: bland (``_bland``) or evaluative
        (``evaluative-words.txt``: "careful", "competitive")."""
        return self._bland(word) or word.lower_ in term_list(EVALUATIVE_FILE)

    def _judges_or_places(self, word: Token) -> bool:
        """``_judges``, or a filler in front of a task's name that places an instance of it
        ("subsequent", "simulated"; ``kg.names.only_task_fillers``)."""
        return self._judges(word) or only_task_fillers([word.text])

    def _names_a_kind_of_problem(self, token: Token) -> bool:
        """ "robust" or "open" (``cues.PROBLEM_KIND_MODIFIERS``) before a run of modifiers
        that reaches the noun of a task: "robust kelp estimation", "robust few-shot
        learning", "robust optimization" and "open reef reconstruction" are kinds of the
        problem, where "a robust method" only praises and "an open problem" places. The run
        may go on past the task noun (a verb the tagger took for a noun, "… optimization
        showcase")."""
        if token.lower_ not in cues.PROBLEM_KIND_MODIFIERS:
            return False
        doc = token.doc
        for k in range(token.i + 1, min(len(doc), token.i + 6)):
            word = doc[k]
            if not (word.pos_ in ("ADJ", "NOUN", "PROPN") or hyphen_attached(doc, k)):
                return False
            lemma = word.lemma_.lower()
            if word.pos_ == "NOUN" and word.tag_ != "NNS":
                if lemma in cues.PROBLEM_KIND_HEADS:
                    return True
                if lemma in self.task_heads:
                    # a task head alone says what is done, not to what: "robust detection"
                    # names no task, "robust kelp detection" does
                    return k > token.i + 1
        return False

    def _after_data_state_words(self, tokens: Sequence[Token], start: int, end: int) -> int:
        """Past the words for the state of the data that open the modifiers of a word for
        data at ``end`` ("available", "open-source", "large-scale" kelp datasets): they
        describe the copy of the data, not the task it serves. One modifier is always left."""
        while start < end - 1:
            if tokens[start].lower_ in _DATA_STATE_WORDS:
                start += 1
                continue
            after = _compound_end(tokens, start, end - 1)
            parts = [t.lower_ for t in tokens[start:after] if t.text != "-"]
            if after > start and (
                "-".join(parts) in _DATA_STATE_WORDS
                or all(p in self.bland or p in _SIZE_PARTS for p in parts)
            ):
                start = after  # "open-source", "large-scale", "small-sized"
            else:
                break
        return start

    def _bland_compound(self, tokens: Sequence[Token], start: int, end: int) -> int:
        """After a leading hyphenated bland word ("real-world", "high-fidelity"), before
        ``end``; ``start`` when there is none."""
        after = _compound_end(tokens, start, end)
        if after > start and "".join(t.text for t in tokens[start:after]).lower() in self.bland:
            return after
        return start

    def _gerund_acting_on(self, doc: Doc, start: int, end: int) -> bool:
        """ "Augmenting KelpNets with …", "Training Kelp Frond Networks is …": a gerund that
        opens the sentence, capitalized by its place only, and acts on the name after it.
        The parse says so (the name, or the noun it stands in front of, is the gerund's
        object), or, where the tagger takes the capitalized gerund for a proper noun, the
        words after it are a listed name of two words or more or an acronym. Not a listed
        name that opens with a gerund ("Spiking Neural Networks", "Denoising Score
        Matching"), and not a single capitalized word after it ("Routing Kelpformer" may be
        a name)."""
        gerund = doc[start]
        if end - start < 2 or self.lexicon.type_of(doc[start:end].text):
            return False
        rest = doc[start + 1 : end]
        if gerund.tag_ == "VBG" and gerund.dep_ != "compound":
            # the object itself, or a word in front of it ("Computing Kelp equilibria")
            word = rest.root
            while word.dep_ in ("compound", "poss", "amod", "nmod") and word.head.i > word.i:
                word = word.head
            if word.dep_ == "dobj" and word.head == gerund:
                return True
        word = gerund.text
        if not (len(word) > 5 and word.endswith("ing") and word[1:].islower()):
            return False
        listed = len(rest) >= 2 and self.lexicon.type_of(rest.text) is not None
        return listed or (len(rest) == 1 and is_acronym(rest.text))

    def _trimmed(self, tokens: Sequence[Token], start: int, end: int) -> tuple[int, int]:
        """A recognized span without leading determiners and bland words, trailing
        punctuation, verbs and prepositions, and a trailing word for its kind ("the X
        task", "X dataset", "X framework"), which the guideline leaves out of the name."""
        while start < end:
            if tokens[start].pos_ in ("DET", "PRON", "PUNCT", "CCONJ") or (
                self._bland(tokens[start]) and not hyphen_attached(tokens, start)
            ):
                start += 1
            elif (after := self._bland_compound(tokens, start, end - 1)) > start:
                start = after
            else:
                break
        while end > start and tokens[end - 1].pos_ in ("PUNCT", "VERB", "AUX", "ADP"):
            end -= 1
        if (
            end - start >= 2
            and tokens[end - 1].lemma_.lower() in _KIND_WORDS
            and tokens[end - 2].pos_ in ("NOUN", "PROPN")
            and not hyphen_attached(tokens, end - 1)
        ):
            end -= 1
        return start, end

    def _boundary_from(
        self,
        doc: Doc,
        start: int,
        end: int,
        label: str,
        inside: Iterable[Candidate],
        defined: set[str],
    ) -> Candidate | None:
        """The recognizer's boundary for the rule candidate whose head word it shares
        (see ``_recognized_candidates``), as a new candidate that wins over the old one by
        its length; None when no rule candidate qualifies."""
        tokens = self._tokens(doc)
        heads = [c for c in inside if c.end == end]
        others = [c for c in inside if c.end != end]
        if len(heads) != 1 or others:
            return None
        cand = heads[0]
        if cand.type == "none" or normalize_name(doc[cand.start : cand.end].text) in defined:
            return None  # a defined long or short form is one name wherever it occurs
        if start > cand.start:
            return None  # a shorter name: the rules keep what they read (title-case runs)
        if tokens[start].sent.start != tokens[cand.start].sent.start:
            return None
        extra = tokens[start : cand.start]
        if any(
            t.pos_ not in ("NOUN", "PROPN", "ADJ", "NUM", "PUNCT")
            or (t.pos_ == "PUNCT" and t.text != "-")
            or (t.pos_ == "NUM" and not _dimension(t))
            or self._bland(t)
            for t in extra
        ):
            return None
        if (
            cand.end - cand.start == 1
            and is_name_shaped(tokens[cand.start].text)
            and not all(_is_title(t) or _dimension(t) or t.text == "-" for t in extra)
            # unless the words spell a listed name with it ("offline RL")
            and not self._spelled_type(doc[start:end].text)
        ):
            return None  # an acronym takes capitalized words ("Conditional VRNN"), not prose
        words = doc[start : cand.start].text
        if self.lexicon.type_of(words) == "Method" or reject_reason(words) == "field":
            return None  # "deep learning kelp counting methods": the means, then the task
        if extra[0].is_sent_start and extra[0].lower_.endswith("ing") and len(extra) == 1:
            return None  # "Training kelp detection models …": a gerund acting on the name
        if words.lower() in _TRAINING_WORDS:
            return None  # "data for training kelp detection models": making a model for it
        if cand.type == "Dataset" and all(t.is_lower or t.text == "-" for t in extra):
            return None  # "semi-synthetic KelpA": lowercase words describe the copy used
        span = doc[start:end]
        if self._is_generic(span) or _not_ours(span):
            return None
        kind, strength = self.type_evidence(span)
        if kind == "none":
            return None
        if cand.type and cand.strength >= strength:
            kind, strength = cand.type, cand.strength  # "hierarchical [imitation learning]"
        elif strength < OWN_HEAD:
            kind, strength = cand.type or label, max(cand.strength, RECOGNIZED)
        return Candidate(start, end, kind, strength)

    def _technique(self, span: Span) -> bool:
        """A description that names a technique rather than an artifact: two words or
        more, a singular head that names an activity ("entropy regularization",
        "differentiable rendering", "square loss"), and no family head ("model",
        "network")."""
        head = span[-1]
        return (
            len(span) >= 2
            and head.tag_ in ("NN", "NNP")
            and (head.lemma_.lower() in _TECHNIQUE_HEADS or head.lower_.endswith("ing"))
        )

    def _specific(self, span: Span, kind: str) -> bool:
        """Whether a recognized span names a specific thing rather than a family or a
        phrase: no verb, preposition or bracket inside; a name-shaped or proper word, or
        a descriptive name whose head is no bare family word ("deep networks",
        "feature extractor" are families; "graph coarsening" is a task)."""
        tokens = list(span)
        if any(
            t.pos_ in ("VERB", "AUX", "ADP", "PRON", "SCONJ", "NUM") and t.dep_ != "amod"
            for t in tokens
        ) or any(t.pos_ == "PUNCT" and t.text not in ("-", "/") for t in tokens):
            return False
        named = any(is_name_shaped(t.text) or t.pos_ == "PROPN" for t in tokens)
        head = span[-1]
        lemma = head.lemma_.lower()
        doc = self._tokens(span.doc)
        after = doc[span.end] if span.end < len(doc) else None
        if head.pos_ not in ("NOUN", "PROPN") or (
            after is not None and after.pos_ in ("NOUN", "PROPN") and not named
        ):
            return False  # a fragment of a longer phrase ("cross-token semantic [X]")
        if not named and head.tag_ == "NNS":
            return False  # a plural description is a family ("latent representations")
        if (
            kind == "Task"
            and lemma in self.weak_task_heads
            and not any(t.pos_ in ("NOUN", "PROPN") for t in tokens[:-1])
        ):
            return False  # as for rule candidates: "efficient inference" is no task
        if kind == "Dataset":
            return named
        modified = any(t.pos_ in ("NOUN", "PROPN") for t in tokens[:-1])
        if kind == "Metric":
            # "mixing measure" is a description; "retrieval accuracy", "detection rate"
            # name metrics.
            return (
                named
                or lemma in self.metric_heads
                or (modified and self.head_types.get(lemma) == "Metric")
            )
        if named:
            return True
        if kind == "Method" and self._technique(span):
            return True
        if kind == "Task":
            # A task is an activity: a task head ("… detection") or a gerund ("debiasing",
            # "graph coarsening"), not any noun phrase ("position information").
            # A method head word after a noun names the activity ("program learning").
            return (lemma in self.task_heads or head.lower_.endswith("ing")) and (
                self.head_types.get(lemma) in (None, "Task") or modified
            )
        if len(tokens) == 1:
            return False
        return self.head_types.get(lemma) is None and self.head_types.get(head.lower_) is None

    def __call__(self, doc: Doc) -> Doc:
        self._current = (doc, list(doc))
        try:
            return self._recognize(doc)
        finally:
            self._current = None

    def _recognize(self, doc: Doc) -> Doc:
        tokens = self._tokens(doc)
        candidates = self._lexicon_candidates(doc)
        # Words defined as modifiers ("out-of-distribution (OOD) data") and their short
        # forms name nothing alone, wherever they occur.
        abbreviations = []
        modifiers = set()
        for short, long in doc._.abbreviations:
            if _defines_a_modifier(tokens, short, long):
                modifiers |= {short.text, long.text}
            else:
                abbreviations.append((short, long))
        defined = {(s.start, s.end) for s, _ in abbreviations} | {
            (lf.start, lf.end) for _, lf in abbreviations
        }
        # A short form the paper defines as something the term lists do not mean by it.
        redefined: dict[str, tuple[str | None, int]] = {}
        for short, long in abbreviations:
            long_evidence, short_evidence = self._definition_evidence(short, long)
            for span, (kind, strength) in ((long, long_evidence), (short, short_evidence)):
                candidates.append(Candidate(span.start, span.end, kind, max(strength, SHAPE)))
            if short_evidence[1] < LEXICON and self._listed_type(short.text):
                redefined[short.text] = short_evidence
        # Long forms whose words' initials are their short form in capitals, one each ("KFNs"
        # of "Kelp Frond Networks"): the long form is exactly where the name starts. A coined
        # short form ("KelpNet") may leave words out.
        initials_defined = {
            (long.start, long.end)
            for short, long in abbreviations
            if initials_start(short.text, long.text) == 0
        }
        for start, end in self._title_runs(doc):
            sentence_start = start == doc[start].sent.start and end - start > 1
            if sentence_start and (
                (start + 1, end) in initials_defined
                or (
                    doc[start].lower_ in _SIZE_WORDS
                    and self.lexicon.type_of(doc[start + 1 : end].text) == "Method"
                    and not self.lexicon.type_of(doc[start:end].text)
                )
                or self._gerund_acting_on(doc, start, end)
            ):
                # "Training Kelp Frond Networks (KFNs) is hard", "Large KelpFormer models
                # …": the first word of the sentence is capitalized by its place; the
                # initials, or the listed name after a word of size, say where the name starts.
                start += 1
            span = doc[start:end]
            if (start, end) in defined:
                continue
            if (
                _before_object_head(doc, start, end)
                and not is_acronym(span.text)
                and not self.lexicon.type_of(span.text)
            ):
                continue  # "a new Kelp-Frond inequality", "the Kelp matrix": the object's name
            kind, strength = self.type_evidence(span)
            if kind == "Metric" and (measured := _measure_head_end(doc, end)) > end:
                # "the Betti matching error": the measure is named by the words up to its head
                end = measured
                span = doc[start:end]
            # One word, or a name-shaped word with a hyphenated suffix ("XQ-Open", "X-lite").
            single_name = is_name_shaped(span[0].text) and (
                len(span) == 1 or all(not t.whitespace_ for t in span[:-1])
            )
            named = self._named_by_authors(span)
            proposed = named or contribution_verb(span.root, self.propose_verbs) is not None
            if single_name:
                if strength > 0 or _default_name(span.text):
                    candidates.append(Candidate(start, end, kind, max(strength, SHAPE)))
            elif len(span) == 1:
                # A lone capitalized word ("Poisson arrival model") is a name only when the
                # paper contributes it or describes it on its own ("e.g., Walnut", "X, a model").
                before_data_noun = (
                    end < len(tokens) and tokens[end].lemma_.lower() in _DATASET_WORDS
                )  # "the Harbor benchmark", "on Meadows dataset"
                # "outperforms Osprey", "compared against Quill and Ember": a proper
                # name on the other side of a comparison is a baseline.
                compared = kind == "Method" and strength == CONTEXT and _default_name(span.text)
                # "we propose Kelp codes": a word that modifies a noun other than a
                # kind of made thing is part of the name it modifies, not the name proposed.
                head = span.root.head
                modifies_a_noun = (
                    span.root.dep_ in ("compound", "nmod", "amod")
                    and head.i > span.root.i
                    # a lowercase noun the tagger took for a proper one is a noun too
                    and (head.pos_ == "NOUN" or (head.pos_ == "PROPN" and head.is_lower))
                    and head.lemma_.lower() not in _CALLING_KIND_NOUNS | _MODEL_HEADS
                )
                a_name = (
                    span.root.pos_ == "PROPN"
                    and sum(c.isalpha() for c in span.text) > 1
                    and not _opening_word(span)
                )
                if a_name and (
                    (proposed and not modifies_a_noun)
                    or compared
                    or (strength >= DESCRIBED and span.root.dep_ not in ("compound", "amod"))
                    or (kind == "Dataset" and before_data_noun)
                ):
                    candidates.append(Candidate(start, end, kind, strength))
                elif a_name and (named_start := self._procedure_named_after(span)) is not None:
                    candidates.append(
                        Candidate(named_start, end + 1, "Method", max(strength, DESCRIBED))
                    )
            elif strength >= OWN_HEAD or (proposed and (span.root.pos_ == "PROPN" or named)):
                candidates.append(Candidate(start, end, kind, max(strength, SHAPE)))
            elif self._compared_title_phrase(span, kind, strength):
                candidates.append(Candidate(start, end, kind, strength))
            elif len(span) > 1:
                # A run of several names ("QM-9 GRU") or a title-case phrase without evidence:
                # keep its name-shaped words, each with the parts hyphened to it ("NIH
                # KelpX-ray" keeps "KelpX-ray").
                for token in span:
                    if not is_name_shaped(token.text) or (
                        token.i > span.start and hyphen_attached(tokens, token.i - 1)
                    ):
                        continue
                    word_end = token.i + 1
                    while (
                        word_end + 1 < span.end
                        and tokens[word_end].text == "-"
                        and hyphen_attached(tokens, word_end)
                    ):
                        word_end += 2
                    sub = doc[token.i : word_end]
                    kind, strength = self.type_evidence(sub)
                    if strength == 0 and not _default_name(sub.text):
                        continue
                    candidates.append(Candidate(token.i, word_end, kind, max(strength, SHAPE)))
        candidates.extend(self._chunk_candidates(doc))
        candidates.extend(self._task_head_candidates(doc))
        candidates.extend(self._aims_candidates(doc))
        candidates.extend(self._named_kind_candidates(doc))
        candidates.extend(self._proposed_object_candidates(doc))
        candidates.extend(self._problem_family_candidates(doc))
        candidates.extend(self._apposed_name_candidates(doc))
        candidates.extend(self._listed_task_candidates(doc))
        candidates.extend(self._sibling_candidates(doc, candidates))
        candidates.extend(self._doing_candidates(doc))
        defined_names = {normalize_name(s.text) for pair in abbreviations for s in pair}
        candidates.extend(self._recognized_candidates(doc, candidates, defined_names))
        text = doc.text  # built from the tokens at every call: once
        candidates = [
            c for c in candidates if not _everyday_precision(tokens, c.start, c.end, text)
        ]
        if modifiers:
            candidates = [c for c in candidates if doc[c.start : c.end].text not in modifiers]
        # "a multi-task learning (MTL) method … the MT model": the first letters of a short
        # form the paper defines stand for the first words of its long form, a modifier.
        cut_short = _cut_short_forms(abbreviations)
        candidates = [c for c in candidates if doc[c.start].text not in cut_short]
        for cand in candidates:
            if cand.strength == LEXICON and doc[cand.start : cand.end].text in redefined:
                cand.type, cand.strength = redefined[doc[cand.start : cand.end].text]
        candidates = _after_leading_data(doc, candidates, self.lexicon)
        doc.spans[SPANS_KEY] = self._resolve(doc, candidates, abbreviations)
        return doc

    # ── from candidates to entities ──────────────────────────────────────────

    def _describes_things_for_a_task(self, short: Span, kind: str | None) -> bool:
        """Whether the nouns that type a task's defined short form describe things made for
        the task rather than the short form itself: data ("the KAPE benchmark") or methods
        in the plural ("KAPE models"); "the KAPE model" is one model named so."""
        if kind == "Dataset":
            return True
        typing = [t for t in descriptors(short) if self._head_type(t) == kind]
        return bool(typing) and all(t.tag_ in ("NNS", "NNPS") for t in typing)

    def _named_whole(self, doc: Doc, kept: list[Candidate], long: Span) -> Span:
        """The name a short form stands for: its long form, or the capitalized name that
        ends with it ("Molecular Kelp Network (KelpNet)", where the letters of the short
        form are found in "Kelp Network"). Not a long form the term lists know, nor one in
        lowercase: "Model-free reinforcement learning (RL)" defines RL."""
        if len(long) == 0 or self.lexicon.type_of(long.text):
            return long
        for cand in kept:
            if cand.end != long.end or cand.start >= long.start:
                continue
            whole = doc[cand.start : cand.end]
            if all(t.text[:1].isupper() for t in whole if t.is_alpha):
                return whole
        return long

    def _resolve(
        self, doc: Doc, candidates: list[Candidate], abbreviations: list[tuple[Span, Span]]
    ) -> list[Span]:
        tokens = self._tokens(doc)
        placed = []
        # A defined short form stays as defined: "(SFEW 2.0)" is the short form "SFEW".
        short_forms = {(short.start, short.end) for short, _ in abbreviations}
        for cand in candidates:
            start = self._name_start(doc, cand)
            if start is not None:
                cand.start = start
                if (
                    cand.type in ("Method", "Dataset", None)
                    and (cand.start, cand.end) not in short_forms
                    and not self._is_generic(doc[cand.start : cand.end])
                ):
                    cand.end = _version_end(tokens, cand.start, cand.end)
                placed.append(cand)
        candidates = placed
        # Longest first, then strongest: a name wins over a known term inside it. Of two
        # as long, one that does not open with a lowercase article ("the Stack" of a listed
        # "The Stack", against "Stack Overflow" in "the Stack Overflow dataset").
        candidates.sort(
            key=lambda c: (
                -(c.end - c.start),
                -c.strength,
                doc[c.start].lower_ in ("the", "a", "an") and doc[c.start].is_lower,
                c.start,
            )
        )
        taken: set[int] = set()
        kept: list[Candidate] = []
        for cand in candidates:
            if cand.type == "none" or any(i in taken for i in range(cand.start, cand.end)):
                continue
            start = _after_sentence_end(tokens, cand.start, cand.end)
            if start > cand.start and _surname(tokens, start, cand.end):
                continue
            if _in_asymptotic_bound(tokens, start) or (
                cand.end < len(tokens)
                and (
                    (cand.type == "Metric" and tokens[cand.end].lower_ in cues.OBJECT_AFTER_MEASURE)
                    or (
                        # "at inference time", "during training": a moment, no measure
                        cand.type == "Metric"
                        and (cand.end - start == 1 or tokens[cand.end - 1].lower_ == "time")
                        and tokens[start].is_lower
                        and _after_a_moment_word(tokens, start)
                    )
                    or (
                        cand.type == "Method"
                        and cand.end - start == 1
                        and tokens[start].is_lower
                        and tokens[cand.end].lower_ in cues.PROPERTY_AFTER_DOING
                    )
                )
            ):
                continue
            cand.start = start
            span = doc[cand.start : cand.end]
            if self._is_generic(span) or (cand.type == "Task" and self._model_operation(span)):
                continue
            kept.append(cand)
            taken.update(range(cand.start, cand.end))

        # Short forms resolve to their long form, so both share one entity.
        alias_of: dict[str, str] = {}
        for short, long in abbreviations:
            long = self._named_whole(doc, kept, long)
            for form in _number_forms(short.text):
                alias_of.setdefault(normalize_name(form), normalize_name(long.text))
        generic_names = set(self.lexicon.generic)
        for short, long in abbreviations:
            # A short form in capitals that spells a function word ("AT", "IS") is no
            # generic word: defined, it names its long form.
            if (
                self._is_generic(long)
                or (self._is_generic(short) and not all(_in_capitals(t) for t in short))
                or self._names_a_property(long)
            ):
                generic_names.update((normalize_name(short.text), normalize_name(long.text)))

        def canonical(span: Span) -> str:
            norm = normalize_name(span.text)
            return alias_of.get(norm, norm)

        # Bare uses of a defined short form that no candidate covered (one pass over the
        # tokens: a pass per short form made long texts quadratic).
        if alias_of:
            for token in self._tokens(doc):
                if (
                    token.i not in taken
                    and normalize_name(token.text) in alias_of
                    # "at" and "At" are words, not the short form "AT"
                    and not (token.is_stop and not _in_capitals(token))
                ):
                    kept.append(Candidate(token.i, token.i + 1, None, 0))
                    taken.add(token.i)

        # Other uses of a name written like one ("Kelptron 2 outperforms …" after "we present
        # Kelptron 2, a …"): where it was no candidate alone, it is the same name.
        names: dict[str, set[tuple[str, ...]]] = {}
        for cand in kept:
            words = tuple(t.text for t in tokens[cand.start : cand.end])
            if not words[0].islower():
                names.setdefault(words[0], set()).add(words)
        for token in tokens if names else ():
            for words in sorted(names.get(token.text, ()), key=len, reverse=True):
                end = token.i + len(words)
                if (
                    end <= len(tokens)
                    and tuple(t.text for t in tokens[token.i : end]) == words
                    and not any(i in taken for i in range(token.i, end))
                    and (end == len(tokens) or not hyphen_attached(tokens, end))
                    and (token.i == 0 or not hyphen_attached(tokens, token.i - 1))
                ):
                    kept.append(Candidate(token.i, end, None, 0))
                    taken.update(range(token.i, end))
                    break

        # Long forms that are tasks by their head word: "KAPE benchmark" and "KAPE models"
        # are a benchmark and models for the task KAPE spells out, not the task
        # (``_describes_things_for_a_task``).
        defined_tasks = {
            name
            for cand in kept
            if cand.type == "Task"
            and cand.strength >= OWN_HEAD
            and (name := normalize_name(doc[cand.start : cand.end].text)) in alias_of.values()
        }
        best: dict[str, tuple[int, str | None]] = {}
        for cand in sorted(kept, key=lambda c: c.start):
            name = canonical(doc[cand.start : cand.end])
            if not name or name in generic_names:
                continue
            if (
                name in defined_tasks
                and cand.strength == DESCRIBED
                and normalize_name(doc[cand.start : cand.end].text) in alias_of
                and self._describes_things_for_a_task(doc[cand.start : cand.end], cand.type)
            ):
                cand = Candidate(cand.start, cand.end, None, 0)
            strength, kind = best.get(name, (-1, None))
            if cand.type and cand.strength > strength:
                best[name] = (cand.strength, cand.type)
            elif name not in best:
                best[name] = (-1, None)
        # A short form whose long form lies inside a longer name ("Model-free reinforcement
        # learning (RL)", "zero-sum Kelpson games (KGs)") still means its long form: the
        # evidence for the long form types it, a listed one first.
        long_evidence = {
            (cand.start, cand.end): (cand.strength, cand.type)
            for cand in sorted(candidates, key=lambda c: c.strength)
            if cand.type in ENTITY_TYPES
        }
        for short, long in abbreviations:
            long_name = alias_of.get(normalize_name(short.text))
            if long_name not in best:
                continue
            strength, kind = best[long_name]
            listed = self.lexicon.type_of(long_name)
            if listed and strength < LEXICON:
                best[long_name] = (LEXICON, listed)
            elif (
                long_name == normalize_name(long.text)
                and (found := long_evidence.get((long.start, long.end)))
                and found[0] > strength
            ):
                best[long_name] = found
        self._coordinate(doc, kept, best, canonical)
        _type_variants(best)

        # "we propose a novel instance-level label correction": a paper proposes a way of
        # doing a task; a new task is called one ("a new task, X").
        proposed_ways = {
            name
            for cand in kept
            if (name := canonical(doc[cand.start : cand.end])) in best
            and best[name][1] == "Task"
            and (
                (
                    best[name][0] < LEXICON
                    and self._proposed_as_a_new_thing(doc[cand.start : cand.end])
                )
                # A name the authors give their method keeps that type even when it ends
                # in a listed task ("we call this model kelp-aware representation
                # learning"); a listed name itself stays what the list says.
                or (
                    (best[name][0] < LEXICON or self.lexicon.type_of(name) is None)
                    and self._named_as_its_own(doc[cand.start : cand.end])
                )
            )
        }
        # "we propose KELP (Kelp Estimation for Lateral Prediction)": what a paper proposes
        # under a short form it defines is its method, whatever the long form's head.
        proposed_ways |= {
            name
            for short, long in abbreviations
            if (name := canonical(long)) in best
            and best[name][1] == "Task"
            and best[name][0] < LEXICON
            and contribution_verb(short.root, self.propose_verbs, naming_for=False) is not None
        }
        if proposed_ways:
            called_tasks = {
                canonical(doc[c.start : c.end])
                for c in kept
                if any(
                    t.lemma_.lower() in cues.TASK_WORDS for t in descriptors(doc[c.start : c.end])
                )
            }
            for name in proposed_ways - called_tasks:
                best[name] = (best[name][0], "Method")
        # "we train the agent with imitation learning", "solved via bilevel optimization": a
        # way of learning or optimizing that the abstract only ever uses, and its title does
        # not name, is a method the paper uses, not a problem it addresses. Not any task
        # ("evaluated with face recognition", "struggles with catastrophic forgetting"),
        # though a task by the recognizer's label alone is as often a technique ("a policy
        # based on kelp averaging").
        title = f" {normalize_name(doc._.kg_title or '')} " if Doc.has_extension("kg_title") else ""
        mentions: dict[str, list[Span]] = {}
        for cand in kept:
            name = canonical(doc[cand.start : cand.end])
            if (
                name in best
                and best[name][1] == "Task"
                and (_way_of_learning(name) or best[name][0] <= RECOGNIZED)
            ):
                mentions.setdefault(name, []).append(doc[cand.start : cand.end])
        for name, spans_of in mentions.items():
            if best[name][0] <= RECOGNIZED and not all(
                s[-1].pos_ in ("NOUN", "PROPN") for s in spans_of
            ):
                continue  # "based on identically distributed …": no name of a technique
            if all(used_as_means(s) for s in spans_of) and f" {name} " not in title:
                best[name] = (best[name][0], "Method")

        spans = []
        for cand in sorted(kept, key=lambda c: c.start):
            name = canonical(doc[cand.start : cand.end])
            if name not in best:
                continue
            strength, kind = best[name]
            if kind is None and self._names_a_property(doc[cand.start : cand.end]):
                continue  # "Pareto optimal": how something is, no name of a thing
            kind = kind or "Method"  # an unexplained proper name is most often a model or method
            span = Span(doc, cand.start, cand.end, label=kind, kb_id=entity_key(kind, name))
            spans.append(span)
        # A task named only as the setting of earlier work ("unlike prior work on X",
        # "although X has …") is context, not a problem the paper addresses.
        addressed = {
            s.kb_id_
            for s in spans
            if s.label_ == "Task" and not in_background(s) and not self._names_a_means(s)
        }
        spans = [s for s in spans if s.label_ != "Task" or s.kb_id_ in addressed]
        # "accuracy guarantees", "up to a certain accuracy": a measure named as what an
        # analysis promises or a solver is run to, not a result the paper reports. An
        # entity all of whose mentions are such is dropped.
        # So is one a derivative is taken of ("the gradient of the log-likelihood"): a
        # function the method computes with.
        unreported: dict[str, bool] = {}
        for s in spans:
            if s.label_ == "Metric":
                unreported[s.kb_id_] = unreported.get(s.kb_id_, True) and (
                    _promised(s) or _differentiated(s)
                )
        spans = [s for s in spans if not unreported.get(s.kb_id_, False)]
        # A measure named only as what the method optimizes ("the maximization of a Kelp
        # log-likelihood", "minimizing the Kelp Sum of Error (KSE)") and never measured
        # with is its objective, not a result the paper reports.
        objective: dict[str, bool] = {}
        for s in spans:
            if s.label_ == "Metric" and not _parenthesized(s):  # a short form defined
                objective[s.kb_id_] = objective.get(s.kb_id_, True) and (
                    _optimized(s) and not measured(s, self.measured_words)
                )
        spans = [s for s in spans if not objective.get(s.kb_id_, False)]
        # A distance or divergence the paper never measures results with is an object of
        # its method or proof ("we minimize the X divergence"), not a Metric. Every mention
        # of the entity counts, its acronym's too.
        objects = {s.kb_id_: s for s in spans if self._measure_object(s)}
        measured_with = {
            s.kb_id_
            for s in spans
            if s.kb_id_ in objects and measured(s, self.measured_words) and not in_a_proof(s)
        }
        measures = measured_with | {
            s.kb_id_
            for s in spans
            if s.kb_id_ in objects and contribution_verb(s.root, self.propose_verbs) is not None
        }
        # A paper that measures with one distance compares it with the others it names
        # ("favourable against the Euclidean metric"): they are measures too. One it only
        # proposes makes no measures of the others ("following the kelp distances, we define
        # the frond distance").
        measured_heads = {objects[key].root.lemma_.lower() for key in measured_with}
        measures.update(
            key for key, s in objects.items() if s.root.lemma_.lower() in measured_heads
        )
        spans = [s for s in spans if s.kb_id_ not in objects or s.kb_id_ in measures]
        return self._scores_of_a_method(spans)

    def _scores_of_a_method(self, spans: list[Span]) -> list[Span]:
        """A measure the paper proposes that no sentence of it calls a metric or uses to
        evaluate ("we propose the kelp energy score to detect outliers", "the kelp support
        criterion to train encoders", "Frond Activation Precision (FAP) prunes …") is what
        its method computes or optimizes, a Method: a measure the paper proposes is called
        one ("a new metric, the kelp agreement score"). Not one named by a kind of measure
        ("… distance", "… index") or a listed measure with a lowercase qualifier ("partial
        AUC"), which is one by its name."""
        scores = {
            s.kb_id_
            for s in spans
            if s.label_ == "Metric" and contribution_verb(s.root, self.propose_verbs) is not None
        }
        for s in spans:
            if (
                s.kb_id_ in scores
                and (
                    any(_evaluating(t) for t in s.sent)
                    or s[-1].lemma_.lower() in _MEASURE_KIND_HEADS - DISTANCE_HEADS
                    # a distance the paper only defines is what its method computes
                    # ("we introduce the Kelp distance between probability measures")
                    or (s[-1].lemma_.lower() in DISTANCE_HEADS and measured(s, self.measured_words))
                    or self.lexicon.type_of(s.text) == "Metric"
                    # a listed measure with a lowercase qualifier ("partial AUC") is a measure
                    or (s.text[:1].islower() and self.lexicon.type_of(s[-1].text) == "Metric")
                )
            ):
                scores.discard(s.kb_id_)
        if not scores:
            return spans
        return [
            Span(
                s.doc,
                s.start,
                s.end,
                label="Method",
                kb_id=entity_key("Method", s.kb_id_.split(":", 1)[1]),
            )
            if s.kb_id_ in scores
            else s
            for s in spans
        ]

    def _listed_type(self, text: str) -> str | None:
        """The type the term lists give a name: as listed, or as the listed name it spells
        or stands for (``_spelled_type``). A short form the paper defines otherwise is
        redefined wherever either would type it ("CER" as a task the paper spells out,
        though the field writes CER for character error rate)."""
        return self.lexicon.type_of(text) or self._spelled_type(text)

    def _spelled_type(self, text: str) -> str | None:
        """The listed type of a name once a listed abbreviation in it is read as its long
        form ("offline RL", "meta-RL": "offline RL algorithms" are algorithms for a task), or
        of the listed name a name-shaped short name stands for ("K600")."""
        spelled = spelled_out(text)
        if spelled:
            return self.lexicon.type_of(spelled)
        # A listed dataset with the year of its edition after an apostrophe ("WMT'14")
        edition = _APOSTROPHE_EDITION.match(text)
        if edition and self.lexicon.type_of(edition.group(1)) == "Dataset":
            return "Dataset"
        # A short name the field writes for a listed one ("K600", "CUB"; synonyms.txt).
        if is_name_shaped(text):
            for spelling in well_known_spellings(text):
                if known := self.lexicon.type_of(spelling):
                    return known
        return None

    def _names_a_means(self, span: Span) -> bool:
        """Whether a task name only says what kind of method follows it ("a video prediction
        model", "semi-supervised learning techniques"): the method, not a task addressed.
        Methods in the plural ("recent kelp counting methods") are the ones a task has:
        the task is named; a way of learning ("… learning methods") stays the kind."""
        tokens = self._tokens(span.doc)
        if span.end >= len(tokens):
            return False
        after = tokens[span.end]
        if after.lemma_.lower() not in _MEANS_NOUNS or after.dep_ == "conj":
            return False
        # a way of learning, also with an abbreviation ("offline RL methods")
        learning = span[-1].lower_ == "learning" or (spelled_out(span.text) or "").endswith(
            " learning"
        )
        if after.tag_ == "NNS" and not learning:
            return False  # "outperforms recent kelp counting methods"
        # The paper's own method named by its task ("we present Kelp, a 3D kelp detection
        # method", "our kelp detection framework") addresses that task; a way of learning
        # ("a novel representation learning method") is the method's kind, not a task.
        if learning:
            return True
        own = after.dep_ == "appos" or any(
            c.lower_ in ("our", "novel", "new") for c in after.children if c.i < after.i
        )
        return not own and contribution_verb(after, self.propose_verbs) is None

    def _model_operation(self, span: Span) -> bool:
        """Running or training a named model ("Kelp inference", "classifier training") is an
        operation of that model, not a research task: the words before an operation head
        name a Method, by the term lists or by a model head word."""
        match = _OPERATION_END.search(span.text)
        if match is None or match.start() == 0:
            return False
        model = span.text[: match.start()].rstrip(" -")
        if not model:
            return False
        if self.lexicon.type_of(model) == "Method":
            return True
        last = model.split()[-1].lower()
        return (
            self.head_types.get(last) == "Method"
            or self.head_types.get(last.rstrip("s")) == "Method"
        )

    def _measure_object(self, span: Span) -> bool:
        """A Metric named by a head that is as often a mathematical object (see
        ``cues.MEASURE_OBJECT_HEADS``), listed ones included ("KL divergence"), or a
        lowercase one no term list knows with a head of ``cues.UNLISTED_MEASURE_OBJECT_HEADS``
        ("compression error")."""
        if span.label_ != "Metric":
            return False
        head = span.root.lemma_.lower()
        tokens = self._tokens(span.doc)
        after = tokens[span.end].lemma_.lower() if span.end < len(tokens) else ""
        if after in self.measure_object_heads and after not in ("metric", "index"):
            head = after  # "the KX criterion": a kind word the name was cut before
        return head in self.measure_object_heads or (
            head in cues.UNLISTED_MEASURE_OBJECT_HEADS
            and self.lexicon.type_of(span.text) != "Metric"
            # A name in front ("BLEU scores", "Smatch score") says which measure it is.
            and not any(is_name_shaped(t.text) for t in span if t.i != span.root.i)
        )

    def _coordinate(
        self,
        doc: Doc,
        kept: list[Candidate],
        best: dict[str, tuple[int, str | None]],
        canonical: Callable[[Span], str],
    ) -> None:
        """Names listed together share the type of their typed neighbours ("on ABC12,
        XYZ34, and Room5D"): lists come from the surface and from the parser."""
        tokens = self._tokens(doc)
        ordered = sorted(kept, key=lambda c: c.start)
        groups: list[list[Candidate]] = []
        closed = False  # whether a conjunction has joined the last group's last item
        for cand in ordered:
            if groups:
                previous = groups[-1][-1]
                between = doc[previous.end : cand.start]
                if (
                    len(between) > 0
                    and all(t.lower_ in _LIST_GLUE for t in between)
                    and tokens[previous.start].sent.start == tokens[cand.start].sent.start
                    and not (closed and between.text == "," and _opens_a_clause(doc, cand.end))
                ):
                    groups[-1].append(cand)
                    closed = closed or any(t.lower_ in ("and", "or") for t in between)
                    continue
            groups.append([cand])
            closed = False
        # Two names with only a comma between them are a list only if the parser says so:
        # "At high accuracy, GlowNet counts kelp" ends a phrase, then starts the clause.
        for index, group in enumerate(groups):
            if len(group) == 2 and doc[group[0].end : group[1].start].text == ",":
                first, second = (doc[c.start : c.end].root for c in group)
                if second not in first.conjuncts and second.head != first:
                    groups[index : index + 1] = [[group[0]], [group[1]]]
        names_at = {c.start: canonical(doc[c.start : c.end]) for c in ordered}
        for group in groups:
            names = [names_at[c.start] for c in group]
            extra = {
                names_at[t.i]
                for c in group
                for t in doc[c.start : c.end].root.conjuncts
                if t.i in names_at
            }
            votes: dict[str, int] = {}
            for name in {*names, *extra}:
                strength, kind = best.get(name, (-1, None))
                if kind and strength >= CONTEXT:
                    votes[kind] = votes.get(kind, 0) + 1
            if not votes:
                continue
            kind = max(sorted(votes), key=lambda k: votes[k])
            for name in names:
                strength, _ = best.get(name, (-1, None))
                if strength < CONTEXT:
                    best[name] = (COORDINATED, kind)

    def _names_a_property(self, span: Span) -> bool:
        """Whether a name ends in a lowercase adjective, participle or adverb that no term
        list knows ("kelp-wise separable (KWS)", "identically distributed (IID)", "Kelpson
        optimal"): it says how something is, and names no thing of the four types."""
        last = span[-1] if len(span) else None
        return (
            last is not None
            and last.is_lower
            and last.tag_ in ("JJ", "VBN", "VBD", "RB")
            # by its ending too: the tagger reads nouns after adjectives as adjectives now
            # and then ("stochastic gradient"), and the last part of a hyphenated name is
            # no word alone ("Kelp-small")
            and last.lower_.endswith(_ADJECTIVE_ENDINGS)
            and not (last.i > 0 and hyphen_attached(span.doc, last.i - 1))
            and self.lexicon.type_of(span.text) is None
        )

    def _is_generic(self, span: Span) -> bool:
        text = span.text
        if coined(text):
            return False  # "SimPLe", "CompA": a coined name, whatever word its letters spell
        if self.lexicon.is_generic(text):
            return True
        if self.lexicon.type_of(text):
            return False
        tokens = [t for t in span if not t.is_punct]
        if not tokens or all(t.is_stop or t.lower_ in self.bland for t in tokens):
            return True
        if " ".join(text.split()).lower() in self.bland:  # "real-world", "state-of-the-art"
            return True
        if _not_ours(span):
            return True
        # "existing pruning methods", "our approach": a bare family word.
        return (
            len(tokens) == 1
            and tokens[0].lemma_.lower() in self.head_types
            and not is_name_shaped(text)
        )


@Language.factory(
    "kg_entities",
    default_config={
        "lexicon_dirs": [],
        "package_lexicon": True,
        "head_types": cues.HEAD_TYPES,
        "task_heads": sorted(cues.TASK_HEADS),
        "weak_task_heads": sorted(cues.WEAK_TASK_HEADS),
        "metric_heads": sorted(cues.METRIC_HEADS),
        "named_metric_heads": sorted(cues.NAMED_METRIC_HEADS),
        "non_entity_heads": sorted(cues.NON_ENTITY_HEADS),
        "bland_modifiers": sorted(cues.BLAND_MODIFIERS),
        "propose_verbs": sorted(cues.PROPOSE_VERBS),
        "compare_words": sorted(cues.COMPARE_WORDS),
        "evaluation_words": sorted(cues.EVALUATION_WORDS),
        "measure_object_heads": sorted(cues.MEASURE_OBJECT_HEADS),
        "measured_words": sorted(cues.MEASURED_WORDS),
        "recognized_key": "kg_recognized",
    },
)
def make_entity_recognizer(
    nlp: Language,
    name: str,
    lexicon_dirs: list[str],
    package_lexicon: bool,
    head_types: dict[str, str],
    task_heads: list[str],
    weak_task_heads: list[str],
    metric_heads: list[str],
    named_metric_heads: list[str],
    non_entity_heads: list[str],
    bland_modifiers: list[str],
    propose_verbs: list[str],
    compare_words: list[str],
    evaluation_words: list[str],
    measure_object_heads: list[str],
    measured_words: list[str],
    recognized_key: str,
) -> EntityRecognizer:
    """Typed entity mentions in ``doc.spans["kg_entities"]`` (needs ``kg_abbreviations``;
    reads the spans of ``kg_span_recognizer`` in ``doc.spans[recognized_key]`` when present)."""
    return EntityRecognizer(
        nlp,
        name,
        lexicon_dirs,
        package_lexicon,
        head_types,
        task_heads,
        weak_task_heads,
        metric_heads,
        named_metric_heads,
        non_entity_heads,
        bland_modifiers,
        propose_verbs,
        compare_words,
        evaluation_words,
        measure_object_heads,
        measured_words,
        recognized_key,
    )


#: Nouns a measure modifies when it names what an analysis promises ("accuracy guarantee").
_PROMISE_NOUNS = frozenset(["guarantee", "bound", "requirement", "certificate"])
#: Derivatives a function is taken in ("the gradient of the log-likelihood").
_DERIVATIVE_NOUNS = frozenset(["gradient", "derivative", "hessian", "jacobian", "subgradient"])
#: Words before a measure that make it a level a solver is run to ("up to certain accuracy",
#: "to non-trivial accuracy", "a high degree of accuracy").
_LEVEL_WORDS = frozenset(
    [
        *("certain", "arbitrary", "desired", "prescribed", "given", "target", "any", "constant"),
        *("trivial", "nontrivial", "degree"),  # "non-trivial" is split at its hyphen
    ]
)


#: Verbs that list what a whole is made of ("X consists of", "X comprises", "X includes").
_MADE_OF_VERBS = frozenset(["consist", "comprise", "compose", "include", "contain", "incorporate"])
#: Nouns for the parts of a made thing ("two modules: A and B").
_PART_NOUNS = frozenset(["module", "component", "block", "branch", "stage", "step", "submodule"])


def _named_part_of_a_method(span: Span) -> bool:
    """Whether ``span`` is listed as a part of a method: what a made thing (a name, "our
    framework", "which" after one) "consists of", "comprises" or "includes", or what
    "modules:" or "components:" introduce. Not the parts of a benchmark or a dataset, which
    are its tasks ("KelpBench includes kelp counting (KC)"). A later item of the list may
    hang from the verb itself, or its first word be read as one."""
    token = span.root
    for _ in range(3):
        if token.head.lemma_.lower() in _MADE_OF_VERBS | _PART_NOUNS or token.dep_ != "conj":
            break
        token = token.head  # back along "A, B and C" to where A hangs
    head = token.head
    if head.lemma_.lower() in _PART_NOUNS:
        return True
    if head.lower_ == "of":
        head = head.head  # "consists of", "is composed of"
    if head.lemma_.lower() not in _MADE_OF_VERBS:
        return False
    whole = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if whole is not None and whole.lower_ in ("which", "that") and head.dep_ == "relcl":
        whole = head.head
    if whole is None:
        return False
    if whole.lemma_.lower() in _METHOD_KIND_NOUNS | _MODEL_HEADS | _PART_NOUNS:
        return True
    return (
        is_name_shaped(whole.text)
        and whole.dep_ != "appos"  # "kelp counting (KC), which includes …": a defined task
        and not _BENCH_NAME.search(whole.text)
        and not _DATASET_SHAPE.search(whole.text)
        and not any(c.lemma_.lower() in _DATASET_WORDS for c in whole.children)
    )


#: What a task may take one of as its whole input ("single image deblurring", "single-view
#: reconstruction", "single-cell clustering"): the setting names the task.
_SINGLE_INPUTS = frozenset(
    [
        *("image", "view", "cell", "channel", "frame", "photo", "camera"),
        # units of a setting that "multi-" names the other way ("single-agent", "single
        # level optimization", "single-domain generalization")
        *("level", "stage", "agent", "task", "domain", "source", "objective", "step"),
    ]
)


def _names_a_formalism(token: Token) -> bool:
    """Whether a noun with the compounds in front of it names a formalism of the reject
    class: "learning rates", "dropout rate" are settings of a method, though "rate" is a
    word for measures."""
    words = [c.text for c in token.lefts if c.dep_ == "compound"] + [token.text]
    return len(words) > 1 and reject_reason(" ".join(words)) == "formalism"


def _single_input(token: Token) -> bool:
    """ "single" before one input a task works from, or one unit of its setting that
    "multi-" would name the other way, and a noun of the task after it."""
    doc = token.doc
    if token.lower_ != "single" or token.i + 1 >= len(doc):
        return False
    unit = token.i + 1 + (doc[token.i + 1].text == "-")  # "single image", "single-view"
    return (
        unit + 1 < len(doc)
        and doc[unit].lower_ in _SINGLE_INPUTS
        and doc[unit + 1].pos_ in ("NOUN", "PROPN", "VERB")
    )


def _written_as_name(token: Token) -> bool:
    """A word written like a name: its shape ("ZapBench", "K400"), or a capital where a
    sentence does not start ("the Kelpie scene dataset")."""
    return is_name_shaped(token.text) or (token.text[:1].isupper() and not token.is_sent_start)


def _promised(span: Span) -> bool:
    """Whether a measure is named as a promise of an analysis or a level to reach. Regret is
    the measure online learning reports, and it reports it as a bound or a guarantee."""
    root = span.root
    if root.lemma_.lower() == "regret":
        return False
    head = root
    while head.dep_ in ("compound", "amod", "nmod") and head.head != head:
        head = head.head  # "accuracy generalization guarantees"
    if head != root and head.lemma_.lower() in _PROMISE_NOUNS:
        return True
    before = span.doc[max(span.sent.start, span.start - 2) : span.start]
    return any(t.lower_ in _LEVEL_WORDS for t in before)


#: Verbs and nouns of optimizing an objective ("minimize X", "the maximization of X").
_OPTIMIZE_VERBS = frozenset(
    ["minimize", "maximize", "optimize", "minimise", "maximise", "optimise"]
)
_OPTIMIZE_NOUNS = frozenset(
    ["minimization", "maximization", "optimization", "minimisation", "maximisation"]
)


def _parenthesized(span: Span) -> bool:
    """Whether ``span`` fills a parenthesis: "(KSE)"."""
    doc = span.doc
    return (
        span.start > 0
        and span.end < len(doc)
        and doc[span.start - 1].text == "("
        and (doc[span.end].text == ")")
    )


def _optimized(span: Span) -> bool:
    """Whether a measure is named as what is optimized: the object of "minimize",
    "maximize" or "optimize" (also passive, or later in a list of objects), or after "the
    minimization of". Regret is what online learning reports, as what it minimizes."""
    token = span.root
    if token.lemma_.lower() == "regret":
        return False
    while token.dep_ == "conj" and token.head != token:
        token = token.head
    head = token.head
    if token.dep_ in ("dobj", "nsubjpass") and head.lemma_.lower() in _OPTIMIZE_VERBS:
        return True
    return (
        token.dep_ == "pobj" and head.lower_ == "of" and head.head.lemma_.lower() in _OPTIMIZE_NOUNS
    )


def _differentiated(span: Span) -> bool:
    """Whether a measure is what a derivative is taken of ("the gradient of the X")."""
    root = span.root
    return (
        root.dep_ == "pobj"
        and root.head.lower_ == "of"
        and root.head.head.lemma_.lower() in _DERIVATIVE_NOUNS
    )


def _doing(span: Span) -> bool:
    """A name ending in a lowercase noun of doing ("kelp counting", "directed exploration")."""
    last = span[-1].text
    return last.lower().endswith(DOING_ENDINGS) and (last.islower() or last.istitle())
