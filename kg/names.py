"""Rules on names: clean a surface form, compare it, or reject it.

Extraction proposes names one paper at a time and drops those of the reject class
(``reject_reason``) that the paper does not propose; the resolver (``kg.resolve``) applies
all of these rules with the whole corpus and the abstract text at hand:

* **Boundaries** (``clean_surface``, ``extend_to_head``): a leading value ("18% …") and a
  dataset qualifier in front of a known metric ("<DATA> perplexity") are dropped; a name is cut
  at a sentence end inside it; a name built on a person or a qualifier ("Kullback-Leibler")
  takes the head noun that follows it in the text ("… divergence", ``head-nouns.txt``).
* **Keys** (``name_key``): two surfaces of one thing get one key. Hyphens, spaces, dots,
  case and plurals are ignored ("CIFAR-10" = "CIFAR10", "Llama2" = "LLaMA-2"), except for
  short acronyms of at most four letters, compared case-sensitively ("GPS" ≠ "GPs" (the
  plural of GP), "mAP" ≠ "map"); a lowercase word can therefore never meet an acronym. A
  metric written "<NAME> score(s)" has the key of <NAME> ("F1 score" = "F1"), and a Greek
  letter that of its name ("β-VAE" = "beta-VAE"), a possessive that of the name in front of
  the noun ("Newton's method" = "Newton method"). What a name is conditioned on is one
  relation however it is said ("text-guided" = "text-driven" = "text-conditional").
* **Filler words** (``filler_cores``): the shorter names a name may be written for without
  filler words in front or behind ("accurate pose estimation", "ResNet-50 model",
  ``filler-words.txt``); the resolver joins them only when the corpus has the shorter name.
* **Acronyms on a name** (``clean_defined_surface``, ``extend_to_acronym``): words an acronym
  of the entity spells are not cleaned away, and a name cut short of its acronym takes the
  missing words from the text.
* **Reject class** (``reject_reason``): organizations, formalisms and mathematical objects,
  modalities (``reject-*.txt``), names whose head noun is a mathematical object or a quality
  (``reject-heads.txt``), names made only of modifiers ("real-world", "ReLU-activated") and
  words cut out of a hyphenated compound are none of the four entity types. A single lowercase word
  is an entity only when a term list says so (``is_known_word``): the resolver applies that
  rule to whole groups, since "Evaluation" at a sentence start is the lowercase word too.

Term lists live in ``kg/data/`` (one term a line, ``#`` comments); each file says what it
holds and how it is compared.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from importlib import resources

from kg.model import ENTITY_TYPES
from kg.normalize import normalize_name, singularize, strip_latex

TYPE_FILES = {
    "Method": "methods.txt",
    "Task": "tasks.txt",
    "Dataset": "datasets.txt",
    "Metric": "metrics.txt",
}
REJECT_FILES = {
    "organization": "reject-organizations.txt",
    "formalism": "reject-formalisms.txt",
    "modality": "reject-modalities.txt",
    "field": "reject-fields.txt",
    "subject": "reject-subjects.txt",
}

_OUTER_PUNCT = "\"'`.,;:!?()[]{}<>*$~\u2018\u2019\u201c\u201d"
_EDGE_PUNCT = "\"'`.,;:!?*~\u2018\u2019\u201c\u201d"
_WORD_SEPARATORS = re.compile(r"[\s\-\u2010-\u2015\u2212/_]+")
_KEY_DROP = re.compile(r"[\s\-\u2010-\u2015\u2212/_.,:;'’‘“”\"`·()\[\]{}]+")
#: A LaTeX accent on a letter: "R\\'enyi" is "Rényi".
_LATEX_ACCENT = re.compile(r"\\['`^\"~=.]\{?([A-Za-z])\}?")
#: A clause joined to a name by an em dash ("… work---Knowledge distillation").
_EM_DASH = re.compile(r"(?<=\w)(?:---|\u2014)(?=\w)")
#: A plural kind word with a hyphen for a dash in front of a name ("three datasets-Kelpset").
_KIND_DASHED = re.compile(
    r"^(?:[Dd]atasets|[Bb]enchmarks|[Tt]asks|[Mm]ethods|[Mm]odels|[Bb]aselines|[Mm]etrics"
    r"|[Ee]nvironments)[-\u2010-\u2015](?=[A-Z])"
)
#: What is left of an HTML tag in front of a name ("p>").
_TAG_REMNANT = re.compile(r"^(?:</?[A-Za-z]{1,6}>|[A-Za-z]{1,6}>)\s*")
#: A value in front of a name: "18%", "3.5x", "≈ 0.9", "30.1/41.2".
_LEADING_VALUE = re.compile(
    r"^(?:[<>~≈≤≥]?\s*[-+]?\d[\d.,]*(?:\s*/\s*\d[\d.,]*)*\s*(?:%|x|×|points?|pts)?\s+)+"
)
#: A model's size in parameters in front of its name: "3.7M-parameter Kelpo", "7B parameter
#: Frond LM" (the size of one model of a family, not part of the family's name).
_LEADING_SIZE = re.compile(r"^\d+(?:\.\d+)?[KMBT][- ]param(?:eter)?s?\s+(?=\S)", re.IGNORECASE)
#: A value in parentheses after a name: "SVHN (97.1%)".
_PAREN_VALUE = re.compile(r"\s*\(\s*[-+±]?\d[\d.,±\s]*%?\s*\)$")
#: A value after a name: "accuracy of 92.1%", "… 0.93"; not a version ("Llama 2").
_TRAILING_VALUE = re.compile(
    r"\s+(?:(?:of\s+|=\s*|:\s*)[-+]?\d[\d.,]*\s*%?|[-+]?\d[\d,]*\.\d+\s*%?|[-+]?\d[\d.,]*\s*%)$"
    # a value glued after a comma, from a table run into the text: "Zeta,74.79"
    r"|,[-+]?\d+\.\d+%?$"
)
#: A value assigned after a name ("tIoU=0.5", "K=2"): the setting of a run, not the name.
_ASSIGNED_VALUE = re.compile(r"\s*=\s*[-+]?\d[\d.]*(?:[eE][-+]?\d+)?$")
#: A scale factor written after a model ("EDSR×4": the model run at four times the size).
_TRAILING_FACTOR = re.compile(r"(?<=[A-Za-z])\s*×\s*\d+$")
#: A comparison with a number or a one-letter variable ("K>1", "M ≥ 2", "n<d"): a condition on
#: a quantity, not a name.
_INEQUALITY = re.compile(r"[<>≤≥]=?\s*[-+]?(?:\d|[A-Za-z]\b)")
#: A word split at a line end and left so by a PDF extractor ("ro- tations").
#: Not "pre- and post-training", where the hyphen stands for a word that follows.
_LINE_BREAK_HYPHEN = re.compile(r"\b([a-z]{2,})- (?!(?:and|or|to|vs|nor)\b)([a-z]{2,})\b")
#: A sentence end inside a candidate: ". " then a capital or a digit.
_SENTENCE_END = re.compile(r"(?<=\w)([.!?])\s+(?=[A-Z0-9(])")
_GLUED_SENTENCE_END = re.compile(r"(?<=[a-z0-9A-Z)])\.(?=[A-Z][a-z]{2,}\b)")
_LEADING_ABBREVIATION = re.compile(r"^(?:e\.g\.|i\.e\.|cf\.|viz\.)\s*", re.IGNORECASE)
#: A short word glued to an acronym by a PDF extractor ("withQZNs", "ofKELP").
_GLUED_FUNCTION_WORD = re.compile(r"^(?:with|of|for|and|by|from|via|using)(?=[A-Z]{2})")
_LEADING_SYMBOLS = re.compile(r"^[^\w(\[]+")
#: A variable in front of a name of several words: "ε Wasserstein-2 distance" (not
#: "α-divergence", "β VAE").
_LEADING_GREEK = re.compile(r"^[\u0370-\u03ff]\s+(?=\S+\s\w)")
#: A kind word and a verb of naming in front of a name: "metric called <name>".
_CALLED = re.compile(
    r"^(?:(?:a|an|the|new|novel)\s+)*(?:method|metric|model|approach|framework|algorithm|"
    r"technique|dataset|benchmark|task|measure|score|architecture|network|system|procedure|"
    r"strategy|loss|objective|module|variant|version|scheme)s?\s+"
    r"(?:called|named|dubbed|termed|coined)\s+(?=\S)",
    re.IGNORECASE,
)
#: Words of research on a thing in front of the thing's name: "research in kelp tracking",
#: "recent advances on frond detection".
_RESEARCH_IN = re.compile(
    r"^(?:(?:recent|current|prior|previous)\s+)?"
    r"(?:research|advances|progress|developments|works?|studies)\s+(?:in|on)\s+(?=\S)",
    re.IGNORECASE,
)
#: A LaTeX accent command and the combining mark it writes: "R\\'enyi" is "Rényi".
_LATEX_ACCENT_MARKS = {"'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "~": "\u0303"}
#: Words before a dot that do not end a sentence.
_ABBREVIATIONS = frozenset(
    {"e.g", "i.e", "vs", "al", "etc", "cf", "fig", "eq", "sec", "no", "approx", "resp", "dr"}
)
#: Words that cannot start or end a name ("… of", "and …").
_FUNCTION_WORDS = frozenset(
    {"of", "for", "with", "and", "or", "in", "on", "to", "by", "via", "from", "at", "as", "than"}
    | {"e.g.", "eg.", "i.e.", "ie."}  # "(eg. classification, regression)": a list opener
)
#: Prepositions a name does not begin with in lowercase, left by a clause or a title cut before
#: them ("insights into <task>"). Capitalized, they may open a coined name ("Beyond <Data>
#: Attack" is a method's name), and at a name's end they may belong to it ("straight through").
_OPENING_PREPOSITIONS = frozenset(
    {"into", "onto", "towards", "toward", "through", "without", "within", "across", "between"}
    | {"among", "against", "upon", "beyond", "about"}
)


def is_function_word(word: str) -> bool:
    """A word that joins the words of a phrase ("of", "and", "via"), no word of what it names."""
    return word.lower() in _FUNCTION_WORDS or word.lower() in _OPENING_PREPOSITIONS


def _no_name_opening(word: str) -> bool:
    return word.lower() in _FUNCTION_WORDS or word in _OPENING_PREPOSITIONS


#: Pronouns that start a phrase about a paper's own work ("Our", "Their framework").
_PRONOUNS = frozenset({"our", "their", "its", "we", "they", "this", "that"})
#: Mathematical notation: one letter then an index or argument ("O(1)", "L_2", "O 1").
_NOTATION = re.compile(
    r"^[A-Za-z](?:\s*\([^()]*\)|\s*[_^][\w.+\-/{}]+|\s+[\w.+\-/]{1,6}|\s*[+*/=]\s*\d{1,3})$"
)
#: A letter with a Greek index run into it, as plain text writes a subscript: "Lμ", "Qπ".
_GREEK_INDEXED = re.compile(r"^[A-Za-z][\u0370-\u03ff]{1,2}$")
#: Marks of a formula: a Greek argument ("K(θ)"), a subscript after a bar ("|_2"), a list of
#: indexed variables ("g_1,g_2"); a complexity class ("NP-hard", "Kelp3P-complete").
_FORMULA_MARKS = re.compile(
    r"\([^()]*[\u0370-\u03ff][^()]*\)|\|_|^[A-Za-z]_[\w{}]+\s*,|^\S+-(?:hard|complete)(?:ness)?$"
)
#: A citation key or a venue reference: "HeZG22", "Smith ICML", "STOC 2011".
_VENUES = (
    "ICML|ICLR|NeurIPS|NIPS|COLT|STOC|FOCS|ITCS|SODA|ICALP|AAAI|IJCAI|CVPR|ICCV|ECCV|ACL|"
    "EMNLP|NAACL|KDD|SIGIR|UAI|AISTATS|ALT|JMLR|TPAMI|APPROX|ICASSP|INTERSPEECH|MICCAI|CIKM|WSDM|"
    "ISIT|SoCG|PNAS|TMLR|TACL|IJCV|TNNLS|COLING|WACV|BMVC|ICRA|IROS|CoRL|STACS|PODS|VLDB|PVLDB|"
    "SIGMOD|ICDE|ICDM|MLSys|OSDI|NSDI"
)
#: A venue named alone: "STOC", "NeurIPS" (not "ALT", an acronym of many things).
_BARE_VENUE = re.compile(rf"^(?:{_VENUES.replace('|ALT|', '|')})$")
_CITATION = re.compile(
    rf"^(?:[A-Z][a-z]+[A-Z]{{1,4}}\d{{2}}|[A-Z][a-z]+ (?:{_VENUES})(?:\s*'?(?:19|20)?\d{{2}})?"
    rf"|(?:{_VENUES})\s*'?(?:19|20)?\d{{2}}"
    # a society's meeting: "IEEE ABCD 2021", "ACM XY"
    r"|(?:IEEE|ACM)\s+[A-Z]{2,}[A-Za-z]*(?:\s*'?(?:19|20)?\d{2})?"
    # a bibliography key: a surname, a year and a title word ("Quill2019Kelp",
    # "quill2019kelp", "Quill-2019-Kelp")
    r"|[A-Za-z][a-z]+[-_:]?(?:19|20)\d{2}[a-z]?(?:[-_:]?[A-Z][A-Za-z]*|[-_:]?[a-z]{3,})"
    # a key of surnames and a year after a colon or an apostrophe ("Quill:2019",
    # "QuillMoss:2020a", "Quill'2019", "Quill'19")
    # (a hyphenated surname only before a colon: "En-De'14" is a dataset's edition)
    r"|(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)+:(?:19|20)\d{2}[a-z]?"
    r"|(?:[A-Z][a-z]+)+['’](?:19|20)?\d{2}[a-z]?"
    # a key of two or more hyphenated surnames and a year ("Quill-Moss-Reef-2019")
    r"|(?:[A-Z][a-z]{2,}-){2,4}(?:19|20)\d{2}[a-z]?)$"
)
#: A processor a model was run on, by its maker's series and number ("RTX-2080", "GTX 1080
#: Ti", "Tesla V100", "TPUv4", "TPU v3"): where the experiments ran, no method.
_PROCESSOR = re.compile(
    r"^(?:NVIDIA\s+)?(?:GeForce\s+)?(?:(?:RTX|GTX|Quadro|Tesla|Titan)[\s-]?(?:[A-Z]?\d{2,4}|X[p]?)"
    r"(?:\s*Ti)?|TPU\s*v\d|[AHVP]100)(?:\s+GPUs?)?$"
)
#: A number format a model is stored or computed in, by its bit width ("INT6", "FP4",
#: "UINT8", "BF16"): what ``reject-formalisms.txt`` lists, for any width.
_NUMBER_FORMAT = re.compile(r"^(?:U?INT|FP|BF|TF)\d{1,2}$", re.IGNORECASE)
#: An author and a year ("Smith 2019", "Smith et al. 2019", "Smith and Jones, 2019").
_AUTHOR_YEAR = re.compile(
    r"^(?P<author>[A-Z][a-z]+(?:[A-Z][a-z]+)?)(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][a-z]+)?,?\s+"
    r"\(?(?:19|20)\d{2}[a-z]?\)?$"
)
#: A web address or a path cut out of one ("github.com/…", "user/"), or an e-mail address,
#: also run into the author's name before it in a paper's header ("Quillquill@reef.edu1").
_ADDRESS = re.compile(
    r"(?:https?:|www\.|\.com\b|\.org\b|\.io\b|/$|[\w.%+-]@[\w-]+\.[A-Za-z])", re.IGNORECASE
)
#: Verbs of a clause ("X improves Y", "X enable Y", "X is Y") that no name holds inside it.
_CLAUSE_VERBS = frozenset(
    [
        *("is", "are", "was", "were", "has", "have", "can", "could", "should", "would"),
        *("will", "may", "might", "must", "does", "require", "requires", "enable", "enables"),
        *("improves", "performs", "perform", "achieve", "achieves", "outperforms", "allows"),
        *("remains", "becomes", "needs", "provides", "leads", "yields", "makes", "helps"),
    ]
)
#: One capitalized word of an adjective made of a name ("Bayesian", "Euclidean", "Markovian").
_NAME_ADJECTIVE = re.compile(r"^[A-Z][a-z]{3,}(?:ian|ean)$")
_ADJECTIVE_ENDINGS = ("al", "ive", "ous", "ic", "able", "ible", "ful", "less", "ary")
#: The last part of a hyphenated adjective ("ReLU-activated", "SO(3)-invariant").
_ADJECTIVE_PARTS = frozenset(
    {
        "activated",
        "invariant",
        "equivariant",
        "based",
        "aware",
        "driven",
        "like",
        "free",
        "specific",
        "agnostic",
        "dependent",
        "independent",
        "conditioned",
        "guided",
        "augmented",
        "enabled",
        "friendly",
        "wise",
        "level",
        "type",
        "style",
        "inspired",
        "related",
        "oriented",
        "centric",
        "induced",
        "motivated",
        "shaped",
        "scale",
        "regularized",
        "regularised",
        "trained",
        "pretrained",
        "tuned",
        "range",
        "term",
        # what the thing is good at or kept within ("Byzantine-robust", "GPU-accelerated",
        # "Pareto-optimal", "KL-constrained")
        "robust",
        "accelerated",
        "efficient",
        "preserving",
        "constrained",
        "optimal",
        "compatible",
        "sensitive",
        "tolerant",
    }
)
#: Verbs whose "-ing" form and an object name a task ("Predicting Kelp Growth", "Solving
#: Frond Puzzles"), each with the noun of doing that names the same task after the object
#: ("kelp growth prediction"); not verbs that judge, study or improve ("Improving",
#: "Revisiting", "Understanding"), whose object is what they act on, nor "Learning", read
#: by its own rules.
DOING_NOUNS: dict[str, str] = {
    **{"predicting": "prediction", "forecasting": "forecasting", "estimating": "estimation"},
    **{"inferring": "inference", "detecting": "detection", "identifying": "identification"},
    **{"localizing": "localization", "localising": "localisation", "locating": "location"},
    **{"recognizing": "recognition", "recognising": "recognition"},
    **{"classifying": "classification", "segmenting": "segmentation", "tracking": "tracking"},
    **{"reconstructing": "reconstruction", "recovering": "recovery"},
    **{"generating": "generation", "editing": "editing", "synthesizing": "synthesis"},
    **{"synthesising": "synthesis", "translating": "translation"},
    **{"summarizing": "summarization", "captioning": "captioning", "answering": "answering"},
    **{"retrieving": "retrieval", "ranking": "ranking", "sorting": "sorting"},
    **{"matching": "matching", "aligning": "alignment", "counting": "counting"},
    **{"completing": "completion", "sampling": "sampling", "extracting": "extraction"},
    **{"finding": "finding", "discovering": "discovery", "modeling": "modeling"},
    **{"modelling": "modelling", "simulating": "simulation", "planning": "planning"},
    **{"designing": "design", "constructing": "construction", "computing": "computation"},
    **{"solving": "solving", "verifying": "verification", "certifying": "certification"},
    **{"auditing": "auditing", "debugging": "debugging", "repairing": "repair"},
    **{"animating": "animation", "rendering": "rendering", "denoising": "denoising"},
    **{"deblurring": "deblurring", "inpainting": "inpainting", "parsing": "parsing"},
    **{"labeling": "labeling", "labelling": "labelling", "annotating": "annotation"},
    **{"comparing": "comparison", "attributing": "attribution", "navigating": "navigation"},
    **{"grasping": "grasping", "scheduling": "scheduling", "routing": "routing"},
    **{"allocating": "allocation", "pricing": "pricing", "recommending": "recommendation"},
    **{"imputing": "imputation", "interpolating": "interpolation", "testing": "testing"},
    **{"imitating": "imitation", "personalizing": "personalization"},
    **{"personalising": "personalisation", "disambiguating": "disambiguation"},
    **{"parallelizing": "parallelization", "parallelising": "parallelisation"},
    **{"disentangling": "disentanglement"},
}
#: Words that make a measure the objective of a method ("AUC optimization", "KL loss").
#: Endings of a noun of doing, which names a task ("segmentation", "ranking", "analysis").
DOING_ENDINGS: tuple[str, ...] = ("tion", "sion", "ment", "ing", "sis")
_OBJECTIVE_WORDS = frozenset(
    {"loss", "optimization", "objective", "training", "learning", "regularization"}
)
#: A size in parameters or items alone ("13B", "1.5M").
_SIZE_ONLY = re.compile(r"^\d+(?:\.\d+)?\s?[KMBT]$")
#: A factor or a range of factors ("3.5x", "40-90X", "10×").
_FACTOR = re.compile(r"^\d+(?:\.\d+)?(?:\s?[-\u2013~]\s?\d+(?:\.\d+)?)?\s?[xX\u00d7]$")
#: A quantity and its one-letter variable ("time horizon T").
_VARIABLE_AFTER = re.compile(r"(?:^|\s)[a-z]{3,}\s[A-Z]$")
#: A lowercase word joined to notation by a hyphen ("O(1)-depth").
_JOINED_WORD = re.compile(r"-(?=[a-z]+$)")
#: A collection of objects ("set of rotations", "family of distributions").
_COLLECTION_OF = re.compile(
    r"^(?:a\s+)?(?:sets?|family|families|class|classes|space)\s+of\s", re.IGNORECASE
)
#: Plural kind words after a name: a family of tasks or problems ("graph-level tasks").
_COLLECTION_PLURALS = frozenset({"tasks", "problems", "applications", "domains", "settings"})
#: Last words of a field of study with a qualifier ("low-level vision", "soft robotics").
_FIELD_HEADS = frozenset({"vision", "robotics"})
#: A slash, a bar or an ampersand between two words, not an abbreviation like "w/o" or "R&D":
#: a coordination of names.
_COORDINATION = re.compile(r"\w{2,}(?:[/|&]| [/|] )-?\w{2,}")
_CLAUSE_WORD = re.compile(r"\s(?:into|is|are|was|were|be|been)\s")
_SPACED_DASH = re.compile(r"\w\s+[-\u2013\u2014]+\s+\w")
_TWO_WORDS_JOINED = re.compile(r"^[a-z]+(?:-[a-z]+)* (?:and|or) [a-z]+(?:-[a-z]+)*$")
_MEASURE_PLURALS = frozenset({"metrics", "measures", "criteria", "scores", "indicators"})
#: Words that make metrics a kind of metric rather than one: "evaluation metrics".
_MEASURE_KINDS = frozenset(
    {
        "evaluation",
        "performance",
        "quantitative",
        "qualitative",
        "standard",
        "common",
        "various",
        "several",
        "multiple",
        "different",
        "existing",
        "popular",
        "conventional",
        "traditional",
        "new",
        "novel",
        "automatic",
        "automated",
        "quality",
        "fairness",
        "robustness",
        "accuracy",
        "downstream",
    }
)
#: A number of dimensions alone ("3-D", "2D"): a modality, not a task.
_DIMENSION = re.compile(r"^\d\s*-?\s*[Dd]$")
#: Words after a field's or a modifier's name that make it a collection ("NLP tasks", "OOD
#: datasets").
_COLLECTIVE_HEADS = frozenset(
    {
        "task",
        "problem",
        "application",
        "domain",
        "benchmark",
        "dataset",
        "data",
        "setting",
        "method",
        "model",
        "approach",
        "algorithm",
        "sample",
        "score",
    }
)
_SCORE_HEADS = frozenset({"score", "scores", "metric", "metrics", "value", "values"})
#: Short acronyms (this many letters or fewer) are compared case-sensitively.
SHORT_ACRONYM = 4


@functools.cache
def _raw_terms(file_name: str) -> tuple[str, ...]:
    text = resources.files("kg").joinpath("data", file_name).read_text(encoding="utf-8")
    terms = (line.strip() for line in text.splitlines())
    return tuple(t for t in terms if t and not t.startswith("#"))


@functools.cache
def term_list(file_name: str) -> frozenset[str]:
    """The normalized terms of ``kg/data/<file_name>``."""
    return frozenset(normalize_name(t) for t in _raw_terms(file_name))


@functools.cache
def _lowercase_terms(file_name: str) -> frozenset[str]:
    """The normalized terms a list writes in lowercase: only these can match a lowercase
    surface, so "math" does not match a listed "MATH"."""
    return frozenset(normalize_name(t) for t in _raw_terms(file_name) if t.islower())


@functools.cache
def _modifier_words() -> frozenset[str]:
    # A part of a hyphenated modifier is not one itself: "learning-based" is a modifier,
    # "learning" is not.
    words = frozenset(w for t in term_list("reject-modifiers.txt") for w in _words(t))
    parts = frozenset(
        w
        for t in _raw_terms("reject-modifiers.txt")
        if "-" in t and " " not in t
        for w in _words(t.lower())
    )
    singles = frozenset(t.lower() for t in _raw_terms("reject-modifiers.txt") if not _words(t)[1:])
    return (words - parts) | singles


def lexicon_types(surface: str) -> set[str]:
    """The entity types whose term list holds ``surface`` (normalized; a lowercase surface
    only matches a term the list writes in lowercase, and a single word must have the
    term's capitals after its first letter: "Record" is not a listed "ReCoRD")."""
    return set(_lexicon_types(surface))


# Resolution asks again about the names of every paper that share words; a whole corpus has
# far fewer distinct names than it asks about.
@functools.lru_cache(maxsize=1 << 17)
def _lexicon_types(surface: str) -> frozenset[str]:
    text = surface.strip()
    if " " not in text and "-" not in text:
        if any(c.isdigit() for c in text):
            # A word with a digit is no ordinary word, so its case tells nothing apart:
            # "Kelp20k" is a listed "Kelp20K".
            shape = _word_shape(text).lower()
            return frozenset(t for t in ENTITY_TYPES if shape in _digit_word_shapes(TYPE_FILES[t]))
        shape = _word_shape(text)
        return frozenset(t for t in ENTITY_TYPES if shape in _single_word_shapes(TYPE_FILES[t]))
    norm = normalize_name(text)
    lists = _lowercase_terms if text.islower() else term_list
    return frozenset(t for t in ENTITY_TYPES if norm in lists(TYPE_FILES[t]))


@functools.cache
def _listed_first_words() -> dict[str, frozenset[str]]:
    """Normalized listed name of several words → the first words the lists write it with."""
    found: dict[str, set[str]] = {}
    for file_name in TYPE_FILES.values():
        for term in _raw_terms(file_name):
            if " " in term:
                found.setdefault(normalize_name(term), set()).add(term.split(" ", 1)[0])
    return {name: frozenset(words) for name, words in found.items()}


def listed_word_in_capitals(surface: str) -> bool:
    """Whether ``surface`` is a listed name of several words whose first word it writes in
    capitals where the list does not ("DICE score" for the listed "Dice score"): a word in
    capitals, no acronym, so the name is the listed one and not an acronym's meaning."""
    first = surface.split(" ", 1)[0]
    written = _listed_first_words().get(normalize_name(surface))
    return (
        " " in surface.strip()
        and first.isupper()
        and written is not None
        and not any(w.isupper() for w in written)
    )


def _word_shape(word: str) -> str:
    """A single word compared with its case kept, but for its first letter and a plural. A
    word all in capitals has no plural "S": acronyms take a lowercase one ("GANs"), so
    "MAPS" is a name of its own, not the plural of MAP."""
    if not (word.isupper() and word[-1:] == "S"):
        word = singularize(word)
    return word[:1].lower() + word[1:]


@functools.cache
def _single_word_shapes(file_name: str) -> frozenset[str]:
    return frozenset(_word_shape(t) for t in _raw_terms(file_name) if " " not in t)


@functools.cache
def _digit_word_shapes(file_name: str) -> frozenset[str]:
    return frozenset(
        shape.lower() for shape in _single_word_shapes(file_name) if any(c.isdigit() for c in shape)
    )


def is_known_word(surface: str) -> bool:
    """Whether a term list says this single word is an entity on its own."""
    return bool(lexicon_types(surface)) or normalize_name(surface) in term_list("entity-words.txt")


def _words(text: str) -> list[str]:
    return [w for w in _WORD_SEPARATORS.split(text) if w]


def has_name_shape(text: str) -> bool:
    """Written like a model or data name: a digit, or two capitals ("CIFAR-10", "ResNet")."""
    return any(c.isdigit() for c in text) or sum(c.isupper() for c in text) >= 2


#: A word that ends in a lowercase adjective after a hyphen ("1D-convolutional", "KG-aware",
#: "GAN-like"): it describes the noun after it, which the name cannot do without.
_ENDS_IN_MODIFIER = re.compile(r"-[a-z]*(?:al|ive|ic|ous|ary|ible|able|aware|like|wise|style)$")


def ends_in_modifier(text: str) -> bool:
    """Whether ``text`` ends in a hyphened adjective, a modifier of a noun that is left out."""
    return bool(_ENDS_IN_MODIFIER.search(text))


@functools.lru_cache(maxsize=1 << 17)
def is_acronym(surface: str) -> bool:
    """A short single-token form written mostly in capitals: ``RLHF``, ``LLMs``, ``LoRA``."""
    text = surface.strip()
    if not 2 <= len(text) <= 12 or any(c.isspace() for c in text):
        return False
    letters = [c for c in text if c.isalpha()]
    upper = sum(1 for c in letters if c.isupper())
    return upper >= 2 and 2 * upper >= len(letters)


def short_forms(surfaces: Iterable[str]) -> list[str]:
    """The surfaces that are one token written like a short form: an acronym ("RLHF") or a
    coined name with capitals inside ("SimSeg"), which may spell a name's words."""
    return [
        s.strip() for s in surfaces if is_acronym(s) or (s.strip().isalnum() and _capitals(s) >= 2)
    ]


def is_lowercase_word(surface: str) -> bool:
    """One word of lowercase letters (a capital only at its start): "graph", "Evaluation"."""
    text = surface.strip()
    return (
        bool(text)
        and text.replace("-", "").isalpha()
        and " " not in text
        and "-" not in text
        and text[1:].islower()
    )


def _prepare(surface: str) -> str:
    text = unicodedata.normalize("NFKC", surface)
    text = strip_latex(text)
    return " ".join(text.split()).strip(_OUTER_PUNCT).strip()


def clean_surface(surface: str) -> str:
    """A surface without values, sentence ends, dangling function words or qualifiers of a
    known metric ("18% EM score" → "EM score", "<DATA> perplexity" → "perplexity")."""
    # Display text: spacing and edge punctuation only (keys normalize the rest); a
    # parenthesis at the edge goes only when it has no partner.
    text = " ".join(surface.split()).strip(_EDGE_PUNCT).strip()
    text = _LINE_BREAK_HYPHEN.sub(r"\1\2", text)
    pieces = _SENTENCE_END.split(text)
    # split keeps the separators: [part, ".", part, …]; a part ending in an abbreviation
    # ("e.g.", "et al.") does not end a sentence.
    parts: list[str] = [pieces[0]]
    for index in range(1, len(pieces), 2):
        last_word = parts[-1].rsplit(" ", 1)[-1].lower()
        if last_word in _ABBREVIATIONS or len(last_word) == 0:
            parts[-1] = f"{parts[-1]}{pieces[index]} {pieces[index + 1]}"
        else:
            parts.append(pieces[index + 1])
    text = _EM_DASH.split(parts[-1])[-1].strip(_EDGE_PUNCT).strip()
    text = _KIND_DASHED.sub("", _TAG_REMNANT.sub("", text))
    # A sentence end without its space ("…-1K.Beyond"): the name is what comes before.
    text = _GLUED_SENTENCE_END.split(text, maxsplit=1)[0]
    text = _LEADING_SYMBOLS.sub("", _LEADING_ABBREVIATION.sub("", text))
    text = _GLUED_FUNCTION_WORD.sub("", text)
    text = _LEADING_GREEK.sub("", text)
    text = _PAREN_VALUE.sub("", _unclosed_parenthesis(text))
    text = _LEADING_VALUE.sub("", _LEADING_SIZE.sub("", text))
    unit, _, measure = text.partition(" ")
    if unit == "dB" and "Metric" in lexicon_types(measure):
        text = measure  # "0.5 dB PSNR": the unit of a value cut off before the measure
    text = _TRAILING_VALUE.sub("", text).strip(_EDGE_PUNCT).strip()
    text = _TRAILING_FACTOR.sub("", _ASSIGNED_VALUE.sub("", text))
    text = _CALLED.sub("", text)
    text = _RESEARCH_IN.sub("", text)
    text = _drop_inner_acronym(text)
    words = text.split(" ")
    evaluative = term_list("evaluative-words.txt")
    while words and (
        _no_name_opening(words[0])
        or words[0].lower() in _PRONOUNS
        # "the dataset bias" after "i.e.,": a lowercase article opens no name ("The Pile",
        # capitalized, is the name)
        or (words[0] in ("the", "a", "an") and len(words) > 1)
        # a judging word, unless a term list knows the name with it ("relative error")
        or (
            (
                words[0].lower() in evaluative
                or (len(words) > 1 and "-" in words[0] and normalize_name(words[0]) in evaluative)
            )
            and not lexicon_types(" ".join(words))
        )
    ):
        words.pop(0)
    while words and words[-1].lower() in _FUNCTION_WORDS:
        words.pop()
    if len(words) > 1 and is_acronym(words[-1]) and spells_out(words[-1], " ".join(words[:-1])):
        words.pop()  # "Stochastic Gradient Descent SGD": the acronym glued to its expansion
    return _drop_metric_qualifier(" ".join(words))


_INNER_ACRONYM = re.compile(r"^(?P<long>.+?)\s*\((?P<acronym>[^()\s]{2,12})\)\s+(?P<rest>\S.*)$")


def _drop_inner_acronym(text: str) -> str:
    """ "domain adaptation (DA) techniques" → "domain adaptation techniques": an acronym that
    the words before it spell out, defined inside the name."""
    match = _INNER_ACRONYM.match(text)
    if match and is_acronym(match["acronym"]) and spells_out(match["acronym"], match["long"]):
        return f"{match['long']} {match['rest']}"
    return text


def span_name(surface: str) -> str:
    """The name an extraction shows for a span: no quote or stray mark at its edges and
    no acronym defined inside it ("out-of-distribution (OOD) detection" → "out-of-distribution
    detection"). Resolution cleans further (``clean_surface``) with the corpus in view."""
    text = " ".join(surface.split()).strip(_EDGE_PUNCT).strip()
    return _drop_inner_acronym(text) or surface


def clean_defined_surface(surface: str, acronyms: list[str]) -> str:
    """``clean_surface``, unless the words it would drop are spelled out by an acronym the
    extraction pairs with the name ("competitive gradient descent (CGD)", "top-5 recall
    (T5R)"): then only spacing and edge punctuation go. An acronym that spells the last words
    of the cleaned name stands for them, whatever its letters match in front ("research in
    offline kelp learning (KL)")."""
    cleaned = clean_surface(surface)
    defining = [a for a in acronyms if spells_out(a, surface)]
    words = cleaned.split(" ")
    tails = [" ".join(words[k:]) for k in range(len(words))]
    if not defining or any(spells_out(a, tail) for a in defining for tail in tails):
        return cleaned
    return " ".join(surface.split()).strip(_EDGE_PUNCT).strip()


def _unclosed_parenthesis(text: str) -> str:
    """A parenthesis the candidate opens or closes without its partner, at its edge: a
    value after it goes too ("CIFAR100(82.22%" → "CIFAR100")."""
    if text.count("(") == text.count(")"):
        return text
    head, bracket, tail = text.rpartition("(")
    if bracket and ")" not in tail:
        if not head.strip():
            return tail.strip()
        return head.strip() if any(c.isdigit() for c in tail) or not tail.strip() else text
    return text.removeprefix(")").removesuffix(")").strip() or text


#: Words for measures that a text puts before the name of one ("quality metrics PSNR").
_MEASURE_KIND_NOUNS = frozenset(["metric", "metrics", "measure", "measures"])


def _drop_metric_qualifier(text: str) -> str:
    """A listed metric without the data it was measured on: "<DATA> perplexity" →
    "perplexity", "top-1 ImageNet accuracy" → "top-1 accuracy", "COCO mAP" → "mAP"; or
    without the words for measures before it ("kelp quality metrics PSNR" → "PSNR")."""
    words = text.split(" ")
    if len(words) < 2 or lexicon_types(text):
        return text
    # "image quality metrics PSNR": a word for measures before the listed one it names
    for k, word in enumerate(words[:-1]):
        rest = " ".join(words[k + 1 :])
        if word.lower() in _MEASURE_KIND_NOUNS and "Metric" in lexicon_types(
            strip_score_head(rest)
        ):
            return rest
    for start in range(len(words) - 1):
        for end in (start + 2, start + 1):
            if end > len(words) - 1 and start == 0:
                continue
            rest = " ".join(words[:start] + words[end:])
            if "Metric" not in lexicon_types(strip_score_head(rest)):
                continue
            data = " ".join(words[start:end])
            listed = lexicon_types(data)
            if "Dataset" in listed or (end == start + 1 and has_name_shape(data) and not listed):
                return rest
    return text


def strip_score_head(text: str) -> str:
    """ "F1 score" → "F1", "BLEU scores" → "BLEU": a name-shaped metric and its head word."""
    words = re.split(r"[ \-](?=[A-Za-z]+$)", text)
    # The name is one token: "Mean Opinion Score" is a name of its own.
    if len(words) == 2 and words[-1].lower() in _SCORE_HEADS and " " not in words[0]:
        head = words[0]
        # "CLIP score", "Inception score": a score of a model, not a name of the model.
        listed = lexicon_types(head)
        if (
            has_name_shape(head)
            and not head.islower()
            and (not listed or "Metric" in listed)
            and not listed_word_in_capitals(text)  # "DICE score" is the listed Dice score
        ):
            return head
    return text


def strip_organization(text: str, data: bool = False) -> str | None:
    """The name after an organization prefix, when it is written like a name
    ("<org> COCO" → "COCO"), or for a dataset (``data``) is a title of several words ("<org>
    Speech Commands"); None when there is no such prefix."""
    if " " not in text and "-" in text:  # "<org>-COCO"
        head, _, rest = text.partition("-")
        if (
            not head.islower()
            and normalize_name(head) in term_list(REJECT_FILES["organization"])
            and _is_product_name(rest)
        ):
            return rest
    words = text.split(" ")
    for cut in (2, 1):
        if len(words) > cut:
            head = " ".join(words[:cut]).removesuffix("'s").removesuffix("’s")
            rest = " ".join(words[cut:])
            if (
                not head.islower()
                and normalize_name(head) in term_list(REJECT_FILES["organization"])
                and (_is_product_name(rest) or (data and _titled_words(rest)))
            ):
                return rest
    return None


def _titled_words(text: str) -> bool:
    """Two words or more, each capitalized ("Speech Commands", "Conceptual Captions")."""
    words = text.split(" ")
    return len(words) >= 2 and all(w[:1].isupper() for w in words)


def _is_product_name(text: str) -> bool:
    """A name an organization can stand in front of: one with a digit or a capital inside a
    word ("GPT-4", "ImageNet"), an acronym longer than a short one or a listed one — not a
    titled phrase nor an unlisted short acronym ("Meta Reinforcement Learning", "Fair
    Normalizing Flows", "Meta OT": there the organization's name is a word of the name)."""
    if not has_name_shape(text):
        return False
    if is_acronym(text) and lexicon_types(text):
        return True
    if any(any(c.isdigit() for c in w) and any(c.isalpha() for c in w) for w in text.split(" ")):
        return True
    for word in _words(text):
        if is_acronym(word) and sum(c.isalpha() for c in word) > SHORT_ACRONYM:
            return True
        if not is_acronym(word) and _capitals(word[1:]) >= 1:
            return True
    return False


_VERSION_V = re.compile(
    r"(?:(?<=[A-Z])|(?<=\w[\s\-_]))[vV](?=\d)|(?<=[a-z])V(?=\d)"
    # "ScanNetv2", "MobileNetv3": a lowercase "v" after a capitalized part (not "Conv2d")
    r"|(?<=[A-Z][a-z])v(?=\d+(?:\.\d+)?\b)|(?<=[A-Z][a-z][a-z])v(?=\d+(?:\.\d+)?\b)"
)


_ENABLED_BY = re.compile(r"^(.+)-(?:enabled|powered)$")
_CUTOFF_INITIAL = re.compile(r"^([RP])@(?=\d)")
#: The words that say what a thing is conditioned on, one key for all: "text-guided",
#: "text-driven", "text-conditioned", "text-conditional" image editing.
_CONDITIONED_ON = re.compile(
    r"(?<=[A-Za-z0-9])[- ](?:guided|driven|conditioned|conditional)\b", re.IGNORECASE
)
#: "and" between the two halves of a hyphenated pair: "vision-and-language" = "vision-language".
_PAIR_AND = re.compile(r"(?<=[A-Za-z])-(?:and|&)-(?=[A-Za-z])", re.IGNORECASE)
#: A model's size by its word or its initial: "ViT-Small" = "ViT-S", "DeiT-Tiny" = "DeiT-Ti" =
#: "DeiT-T", "BERT-base" = "BERT-B". Only after a word written like a model's name (two capitals
#: or a digit: not "Knowledge Base"), at the end or before a patch size ("ViT-Base/16").
_MODEL_SIZE = re.compile(r"(\S+)[-\s](Tiny|Ti|Small|Base|Large|Huge)(?=$|/)", re.IGNORECASE)


def _size_initial(match: re.Match[str]) -> str:
    stem = match.group(1)
    if not (any(c.isdigit() for c in stem) or sum(c.isupper() for c in stem) >= 2):
        return match.group(0)
    return f"{stem}-{match.group(2)[0].upper()}"


_CUTOFF_MEASURES = {"R": "Recall", "P": "Precision"}


#: Greek letters by their English names, as names write them either way ("ε-greedy").
_GREEK_NAMES = str.maketrans(
    {
        letter: name
        for letters, name in (
            ("α", "alpha"),
            ("β", "beta"),
            ("γ", "gamma"),
            ("δ", "delta"),
            ("εϵ", "epsilon"),
            ("ζ", "zeta"),
            ("η", "eta"),
            ("θ", "theta"),
            ("κ", "kappa"),
            ("λ", "lambda"),
            ("μµ", "mu"),
            ("ν", "nu"),
            ("ξ", "xi"),
            ("π", "pi"),
            ("ρ", "rho"),
            ("σ", "sigma"),
            ("τ", "tau"),
            ("φϕ", "phi"),
            ("χ", "chi"),
            ("ψ", "psi"),
            ("ω", "omega"),
        )
        for letter in letters
    }
)


#: An article written as a word of its own at the start of a name.
_ARTICLE_WORD = re.compile(r"\W*(?:the|an?)\s", re.IGNORECASE)


#: The possessive of a name that names a thing after a person ("Newton's method"): the same
#: thing as the name in front of the noun ("Newton method").
_POSSESSIVE = re.compile(r"(?<=[A-Za-z])['’]s\b")


@functools.lru_cache(maxsize=1 << 16)
def name_key(surface: str) -> str:
    """The comparison key of a surface (see the module docstring)."""
    text = strip_score_head(_prepare(_LATEX_ACCENT.sub(r"\1", surface)))
    # Accents and British "-isation" do not make another name ("Rényi" = "Renyi").
    text = american_spelling(
        "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    )
    # A Greek letter written as a letter or spelled out: "β-VAE" = "beta-VAE".
    text = text.translate(_GREEK_NAMES)
    # A version written with or without its "v": "SQuAD v2.0" = "SQuAD 2.0", "VQAv2" = "VQA 2".
    text = _VERSION_V.sub("", text).replace("×", "x")  # "ImageNetV2" = "ImageNet-V2"; "32×32"
    # A measure at a cutoff by its initial: "R@1" = "Recall@1", "P@5" = "Precision@5".
    text = _CUTOFF_INITIAL.sub(lambda m: f"{_CUTOFF_MEASURES[m.group(1)]}@", text)
    text = _MODEL_SIZE.sub(_size_initial, text)
    text = _CONDITIONED_ON.sub("-conditioned", text)
    text = _PAIR_AND.sub("-", text)
    text = _POSSESSIVE.sub("", text)  # "Newton's method" = "Newton method"
    words = [w for w in _KEY_DROP.split(text) if w]
    if not words:
        return ""
    # an article is a word of its own: the "A" of "A-OKVQA" is part of the name
    if len(words) > 1 and words[0].lower() in ("the", "a", "an") and _ARTICLE_WORD.match(text):
        words = words[1:]
    if len(words) > 2 and words[0].lower() == "per":
        words = words[1:]  # "per-pixel accuracy" = "pixel accuracy"
    # "materials discovery" = "material discovery": a plural inside a name of common words.
    words[:-1] = [singularize(w) if w.islower() and len(w) > 3 else w for w in words[:-1]]
    last = words[-1]
    if len(last) >= 3 and last.endswith("s") and last[-2].isupper() and _capitals(last) >= 2:
        words[-1] = last[:-1]  # acronym plural: GPs, LLMs, mAPs
    elif last.islower() or (last[:1].isupper() and last[1:].islower()):
        words[-1] = singularize(last.lower())
    elif last[-2:-1].islower() and not any(c.isdigit() for c in last):
        words[-1] = singularize(last)  # a mixed-case name's plural: "nuScenes", "StyleGANs"
    compact = "".join(words)
    letters = sum(c.isalpha() for c in compact)
    if (
        len(words) == 1
        and not any(c.isdigit() for c in compact)
        and letters <= SHORT_ACRONYM
        and sum(c.isupper() for c in compact) >= 2
    ):
        return "A:" + compact
    return "n:" + compact.lower()


@functools.cache
def synonym_keys() -> dict[str, str]:
    """The key of each name of ``kg/data/synonyms.txt`` → the key of the first name of its
    line: well-known other names of one thing ("K400" → "Kinetics-400", "F-measure" → "F1")."""
    keys: dict[str, str] = {}
    for line in _raw_terms("synonyms.txt"):
        first, *others = (name.strip() for name in line.split("|"))
        canonical = name_key(first)
        for other in others:
            key = name_key(other)
            if key and key != canonical:
                keys.setdefault(key, canonical)
    return keys


@functools.cache
def _listed_spellings() -> tuple[dict[str, str], dict[str, str]]:
    """From ``kg/data/synonyms.txt``: each one-word abbreviation of a line whose first name
    has several words → that name ("GNN" → "graph neural network"), and the key of each
    other name of a line → its first name as written ("image synthesis" → "image
    generation")."""
    long_forms: dict[str, str] = {}
    first_names: dict[str, str] = {}
    for line in _raw_terms("synonyms.txt"):
        first, *others = (name.strip() for name in line.split("|"))
        for other in others:
            first_names.setdefault(name_key(other), first)
            if " " in first and is_acronym(other) and not other.endswith("s"):
                long_forms.setdefault(other, first)
                long_forms.setdefault(other + "s", first + "s")
    return long_forms, first_names


def ends_with_name(longer: str, shorter: str) -> bool:
    """Whether the words of ``longer`` end in all the words of ``shorter`` with more before
    them (normalized: "Blind image-inpainting" ends with "image inpainting"), a word of their
    own: "self-supervised learning" does not end with "supervised learning", a hyphen makes
    its first word part of another."""
    long_words = normalize_name(longer).split(" ")
    short_words = normalize_name(shorter).split(" ")
    if len(long_words) <= len(short_words) or long_words[-len(short_words) :] != short_words:
        return False
    before = long_words[-len(short_words) - 1]
    return f"{before}-{short_words[0]}" not in " ".join(longer.lower().split())


def words_inserted_in(longer: str, shorter: str) -> bool:
    """Whether ``longer`` is ``shorter`` (two words or more) with words put in between its
    first and last ("text-queried universal sound separation" for "text-queried sound
    separation"): one paper's fuller name of the same task. Words are compared as written,
    hyphenated ones whole, and the last singular."""
    long_words, short_words = (_written_words(name) for name in (longer, shorter))
    if (
        len(short_words) < 2
        or len(long_words) <= len(short_words)
        or long_words[0] != short_words[0]
        or long_words[-1] != short_words[-1]
    ):
        return False
    rest = iter(long_words)
    return all(word in rest for word in short_words)


def _written_words(name: str) -> list[str]:
    """The lowercase words of ``name`` split at spaces only, the last one singular."""
    words = name.lower().split()
    return [*words[:-1], singularize(words[-1])] if words else words


def narrows_name(longer: str, shorter: str) -> bool:
    """Whether ``longer`` names a narrower or fuller form of ``shorter``'s task: it ends in
    it (``ends_with_name``) or puts words inside it (``words_inserted_in``)."""
    return ends_with_name(longer, shorter) or words_inserted_in(longer, shorter)


def well_known_spellings(surface: str) -> list[str]:
    """Other spellings of ``surface`` that ``kg/data/synonyms.txt`` makes the same name: with
    each listed abbreviation among its words read as its long form ("offline RL" → "offline
    reinforcement learning", "RL" → "reinforcement learning"), and the first name of the
    line it is on ("image synthesis" → "image generation")."""
    spelled = spelled_out(surface)
    found = [spelled] if spelled is not None else []
    first = _listed_spellings()[1].get(name_key(surface))
    return [*found, first] if first is not None else found


def spelled_out(surface: str) -> str | None:
    """``surface`` with each listed abbreviation among its words read as its long form
    ("offline RL" → "offline reinforcement learning", "meta-RL" → "meta-reinforcement
    learning"), or None when it has none."""
    long_forms = _listed_spellings()[0]
    spelled = " ".join(_spelled_word(w, long_forms) for w in surface.split(" "))
    return spelled if spelled != surface else None


def _spelled_word(word: str, long_forms: dict[str, str]) -> str:
    """A listed abbreviation read as its long form, also as the last part of a hyphenated
    word ("meta-RL" → "meta-reinforcement learning")."""
    if word in long_forms:
        return long_forms[word]
    front, dash, last = word.rpartition("-")
    # a word in front, not a letter of a name ("R-CNN")
    if dash and len(front) > 2 and front[1:].islower() and last in long_forms:
        return f"{front}-{long_forms[last]}"
    return word


#: Spellings of one word that make no other name: the British "-isation", "-iser", "-ising",
#: "-ised", "-yse", a doubled "l" before "-ing"/"-ed" in the verbs the field writes, "-our";
#: "adaption"; and "X-conditional" for "X-conditioned".
_SPELLING_VARIANTS = (
    (re.compile(r"is(ations?|ers?|ing|ed)\b", re.IGNORECASE), r"iz\1"),
    (re.compile(r"(?<=[a-z])ys(e|ed|ing)\b", re.IGNORECASE), r"yz\1"),
    (
        re.compile(
            r"\b(model|label|travel|signal|tunnel|cancel|level|channel|fuel|marshal)l(ing|ed)\b",
            re.IGNORECASE,
        ),
        r"\1\2",
    ),
    (re.compile(r"\b(colo|behavio|neighbo|favo|flavo|harbo)ur", re.IGNORECASE), r"\1r"),
    # a variant spelling the field often writes for one noun ("domain adaption")
    (re.compile(r"\badaption(s?)\b", re.IGNORECASE), r"adaptation\1"),
    # two forms of one compound adjective ("class-conditional" / "class-conditioned")
    (re.compile(r"(?<=\w)-conditional\b", re.IGNORECASE), "-conditioned"),
)


def american_spelling(text: str) -> str:
    """``text`` with American spellings: "language modelling" → "language modeling"."""
    for pattern, replacement in _SPELLING_VARIANTS:
        text = pattern.sub(replacement, text)
    return text


def _capitals(text: str) -> int:
    return sum(c.isupper() for c in text)


def acronym_case_key(key: str) -> str | None:
    """For the key of a short acronym, the key its case variants share: the first letter as
    written and the rest in capitals ("mIoU" and "mIOU" → "mIOU"; "mAP" and "MAP" differ)."""
    if not key.startswith("A:"):
        return None
    letters = key[2:]
    return "C:" + letters[:1] + letters[1:].upper()


def initials_keys(surface: str) -> list[tuple[str, bool, str]]:
    """Keys that pair a name with an acronym among its words with its spelled-out form:
    "KL divergence" and "Kullback-Leibler divergence" both give "i:kl divergence",
    "few-shot OOD detection" and "few-shot out-of-distribution detection" both give
    "i:few shot|ood detection". Each key comes with whether ``surface`` writes the acronym
    (rather than its spelling) and the word that writes or spells it."""
    words = _prepare(surface).split(" ")
    if len(words) < 2:
        return []
    keys: list[tuple[str, bool, str]] = []
    for index, word in enumerate(words):
        initials = word_initials(word)
        if initials is None:
            continue
        rest = normalize_name(" ".join(words[index + 1 :])) if index + 1 < len(words) else ""
        before = f"{normalize_name(' '.join(words[:index]))}|" if index else ""
        keys.append((f"i:{before}{initials} {rest}".rstrip(), is_acronym(word), word))
    return keys


#: Words a spelled-out acronym runs over at most ("click-through rate" for CTR).
SPELLED_RUN_WORDS = 4
_PLAIN_WORD = re.compile(r"^(?:[a-z]+|[A-Z][a-z]+)(?:-(?:[a-z]+|[A-Z][a-z]+))*$")


def phrase_initials_keys(surface: str) -> list[tuple[str, bool]]:
    """Keys that pair a name with an acronym of three to five letters among its words with a
    name that spells it out over two words or more, the other words alike: "CTR prediction"
    and "click-through rate prediction" both give "p:ctr prediction". Each key comes with
    whether ``surface`` writes the acronym. Only plain words spell (lowercase or capitalized,
    hyphens splitting them into more initials; no function word), and the other words must
    exist: an acronym alone, or a single word spelling it, is ``initials_keys``' business."""
    words = _prepare(surface).split(" ")
    if len(words) < 2:
        return []
    keys: list[tuple[str, bool]] = []

    def key(before: list[str], initials: str, after: list[str]) -> str:
        front = f"{normalize_name(' '.join(before))}|" if before else ""
        return f"p:{front}{initials} {normalize_name(' '.join(after))}".rstrip()

    for index, word in enumerate(words):
        # Two letters stand for too many things ("MI": mutual information, membership
        # inference, model inversion) to be read from the words that spell them.
        if is_acronym(word) and word.isalpha() and 3 <= len(word) <= 5:
            keys.append((key(words[:index], word.lower(), words[index + 1 :]), True))
        for end in range(index + 2, min(len(words), index + SPELLED_RUN_WORDS) + 1):
            run = words[index:end]
            if (index == 0 and end == len(words)) or not all(
                _PLAIN_WORD.match(w) and w.lower() not in _FUNCTION_WORDS for w in run
            ):
                continue
            initials = "".join(part[0] for w in run for part in w.split("-")).lower()
            if 3 <= len(initials) <= 5:
                keys.append((key(words[:index], initials, words[end:]), False))
    return keys


def word_initials(word: str) -> str | None:
    """The acronym ``word`` is or spells out: an acronym of letters, "Kullback-Leibler", or a
    lowercase compound of three words or more ("out-of-sample"); an acronym part spells no
    word of its own ("Harbor-OMT" is no "HO")."""
    if is_acronym(word) and word.isalpha():
        return word.lower()
    parts = [p for p in re.split(r"[-\u2010-\u2015]", word) if p]
    if (len(parts) >= 2 and all(p[:1].isupper() and not is_acronym(p) for p in parts)) or (
        len(parts) >= 3 and all(p.isalpha() and p.islower() for p in parts)
    ):
        return "".join(p[0] for p in parts).lower()
    return None


def inside_letters(acronym: str, long_form: str) -> int | None:
    """How many letters of ``acronym`` ``long_form`` spells from inside a word rather than
    at a word start (None when it cannot spell it at all; see ``spells_out``)."""
    # The first letter counts even in lowercase ("mAP" for "mean average precision").
    rest = [c for c in acronym[1:] if c.isupper() or c.isdigit()]
    letters = [c.lower() for c in [*acronym[:1], *rest]]
    if not letters:
        return None
    written = [p for p in re.split(r"[\s\-\u2010-\u2015/]+", _prepare(long_form)) if p]
    parts = [p.lower() for p in written]
    if not parts or parts[0][:1] != letters[0]:
        return None
    # A capital inside a word of a long form in title case (not all in capitals) marks a
    # letter the name takes as an initial ("DEtection TRansformer", "Analytic LISTA",
    # "SHapley Additive exPlanations"); a long form that opens in lowercase marks none: its
    # capitals belong to a name after other words ("called Kelp LOLA").
    titled = written[0][:1].isupper() and long_form.upper() != long_form
    marked = [{i for i, c in enumerate(word) if i and c.isupper() and titled} for word in written]
    part, offset, inside = 0, 1, 0
    for letter in letters[1:]:
        # the next word start holding it, else a later letter of the current word, else a
        # marked capital of a later word
        starts = [i for i in range(part + 1, len(parts)) if parts[i][:1] == letter]
        if starts:
            part, offset = starts[0], 1
            continue
        found = parts[part].find(letter, offset)
        if found >= 0:
            offset, inside = found + 1, inside + (found not in marked[part])
            continue
        capital = next(
            (
                (i, j)
                for i in range(part + 1, len(parts))
                for j in sorted(marked[i])
                if parts[i][j] == letter
            ),
            None,
        )
        if capital is None:
            return None
        part, offset = capital[0], capital[1] + 1
    return inside


def spells_out(acronym: str, long_form: str) -> bool:
    """Whether ``long_form`` can be what ``acronym`` abbreviates: its capitals (and
    digits) appear in order in the long form, the first at the start of its first word,
    and at most one of them inside a word rather than at a word start ("VAE" for
    "variational autoencoder"; not "COCO" for two words), a capital written inside a word of
    a title-case long form counting as a word start ("DETR" for "DEtection TRansformer")."""
    # "RL methods" holds the acronym: it is the acronym with a kind word, not an expansion
    # (also hyphenated: "VQ-KAE module").
    # (also in another number: "BNN architecture" holds "BNNs").
    letters = _without_plural_s(re.sub(r"\W", "", acronym).casefold())
    if any(
        _without_plural_s(re.sub(r"\W", "", word).casefold()) == letters
        for word in _prepare(long_form).split()
    ):
        return False
    inside = inside_letters(acronym, long_form)
    return inside is not None and inside <= 1


def _without_plural_s(letters: str) -> str:
    return letters[:-1] if len(letters) > 2 and letters.endswith("s") else letters


def _hyphen_participle(word: str) -> bool:
    """A hyphenated word ending in a lowercase past participle ("phone-scanned",
    "GAN-generated"): it describes how something was made, no name; not a listed name."""
    parts = [p for p in re.split(r"[-\u2010-\u2015]", word) if p]
    last = parts[-1] if parts else ""
    return (
        len(parts) > 1
        and last.islower()
        and last.isalpha()
        and len(last) >= 5
        and last.endswith("ed")
        and not lexicon_types(word)
    )


def _hyphen_adjective(word: str) -> bool:
    """A hyphenated adjective: "ReLU-activated", "graph-level", "NP-hard"."""
    parts = [p for p in re.split(r"[-\u2010-\u2015]", word) if p]
    return len(parts) > 1 and parts[-1].lower() in _ADJECTIVE_PARTS


def _is_modifier_word(word: str) -> bool:
    lower = word.lower()
    if word.isupper() or any(c.isdigit() for c in word) or not word[1:].islower():
        return False
    if lower in _modifier_words():
        return True
    if is_known_word(lower):
        return False
    return len(lower) >= 6 and lower.endswith(_ADJECTIVE_ENDINGS)


def coined(surface: str) -> bool:
    """One short word with a capital after lowercase letters ("SimPLe", "CompA", "GraphGPS"):
    a coined name, never the common word its letters spell. Words run together from a PDF
    ("DeepGraphLearningfor…") are longer and change case more often."""
    text = surface.strip()
    return (
        " " not in text
        and len(text) <= 16
        and 1 <= len(re.findall(r"[a-z][A-Z]", text)) <= 2
        and text[:1].isupper()
    )


#: A word with a number after a hyphen ("Type-II", "Stage-2"): a kind among numbered
#: kinds, not an acronym of a model.
_WORD_INDEX = re.compile(r"^[A-Z][a-z]+-(?:[IVX]+|\d+)$")


#: Lowercase heads of a premise of a theory ("… formalism", "… assumption").
_PREMISE_HEADS = frozenset(["formalism", "formalisms", "assumption", "assumptions"])


def reject_reason(surface: str) -> str | None:
    """Why a candidate name is none of the four entity types, or None if it may be one."""
    text = _prepare(surface)
    if not any(c.isalpha() for c in text) or sum(c.isalnum() for c in text) < 2:
        return "fragment"
    if _NOTATION.match(text) or _NOTATION.match(surface.strip()):
        return "formalism"
    if "^" in text and not lexicon_types(text):  # a listed name may hold one: "PASCAL-5^i"
        return "formalism"
    if _GREEK_INDEXED.match(text) or _FORMULA_MARKS.search(text):
        return "formalism"
    # "K|F|", "|x|": bars that are no coordination of two names are a norm or a set size.
    if text.count("|") > 1 and not _COORDINATION.search(text) and not lexicon_types(text):
        return "formalism"
    if _BARE_VENUE.match(text):
        return "citation"
    if _NUMBER_FORMAT.match(text):
        return "number format"
    if _PROCESSOR.match(text):
        return "hardware"
    if _INEQUALITY.search(text):
        return "formalism"
    # "13B", "175B": a model size, not a model.
    if _SIZE_ONLY.match(text) or _FACTOR.match(text):
        return "value"
    # "time horizon T": a quantity and its variable.
    if _VARIABLE_AFTER.search(text):
        return "formalism"
    # "PINN errors", "DNN prediction errors": the mistakes of a model, not a measure.
    pair = text.split(" ")
    # "the Kelpson formalism", "a Frond World assumption": the premise of a theory, no thing
    # a paper proposes, solves, evaluates on or measures with
    if len(pair) > 1 and pair[-1] in _PREMISE_HEADS:
        return "formalism"
    if (
        2 <= len(pair) <= 4
        and pair[-1].lower() == "errors"  # "LOO error", "OPE error" are measures
        and is_acronym(pair[0])
        and not _WORD_INDEX.match(pair[0])
        and "Metric" not in lexicon_types(pair[0])
        and all(w.islower() for w in pair[1:-1])
    ):
        return "fragment"
    # "O(1)-depth", "L_2-norm": notation with a word joined to it.
    if _NOTATION.match(_JOINED_WORD.split(text)[0]) and not _hyphen_adjective(text):
        return "formalism"
    # "set of rotations", "family of distributions": a collection of objects.
    if _COLLECTION_OF.match(text):
        return "collection"
    if _CITATION.match(text):
        return "citation"
    author = _AUTHOR_YEAR.match(text)
    if author and not lexicon_types(author.group("author")):
        return "citation"
    # Cut out of a formula or a quotation: "dTV(Pa", "ε)-additive error", 'open-set" shift'.
    if (
        surface.count("[") != surface.count("]")
        or surface.count("(") != surface.count(")")
        or surface.count("{") != surface.count("}")
        or surface.count('"') % 2
        or _ADDRESS.search(surface.strip())
    ):
        return "fragment"
    # "algorithm's rate", "<Model>'s scores": a possessive of a common noun or of a model
    # name is a phrase about it ("Cohen's kappa", a person's, is a name).
    if re.search(r"(?:^|\s)(?:[a-z]+|\w*[A-Z]\w*[A-Z]\w*)['’]s\s", text):
        return "fragment"
    # "EM/F1", "CIFAR-10/100", "KelpNet18 | KelpNet50": two things written as one.
    if _COORDINATION.search(text) and not lexicon_types(re.sub(r" ?([/|]) ?", r"\1", text)):
        return "coordination"
    # "kelp tracking - aligning frond cameras": a dash written apart joins two phrases of a
    # sentence, not the words of one name.
    if _SPACED_DASH.search(text) and not lexicon_types(text):
        return "fragment"
    # "kelp priors into frond modeling", "the frond oracle is available": a clause, no name.
    if _CLAUSE_WORD.search(text) and not lexicon_types(text):
        return "fragment"
    # "modeling and inference", "perception or control": two common words joined, no name.
    if _TWO_WORDS_JOINED.match(text) and not lexicon_types(text):
        return "coordination"
    norm = normalize_name(text)
    for reason, file_name in REJECT_FILES.items():
        if norm in term_list(file_name):
            return reason
    # "uniform-PAC", "δ-PAC": a listed formalism in capitals with a lowercase word or one
    # letter hyphened in front is a kind of it.
    modifier, dash, last = text.rpartition("-")
    if (
        dash
        and last.isupper()
        and ((modifier.isalpha() and modifier.islower()) or len(modifier) == 1)
        and normalize_name(last) in term_list(REJECT_FILES["formalism"])
        and not lexicon_types(text)
    ):
        return "formalism"
    # "arbitrary Markov decision process": a listed object with a word that only picks an instance.
    front_core = _without_front_fillers(text)
    if front_core != text:
        core_norm = normalize_name(front_core)
        for reason, file_name in REJECT_FILES.items():
            if core_norm in term_list(file_name):
                return reason
    # "curvature-induced Riemannian metric", "learned Bregman divergences": a kind of an object
    # whose name ends in a listed object of measure theory or geometry.
    if any(norm.endswith(" " + ending) for ending in _object_endings()):
        return "formalism"
    if "neural" not in norm.split() and any(
        norm.endswith(" " + ending) and _lowercase_words_before(text, ending)
        for ending in _object_endings(_LOWERCASE_OBJECT_HEADS)
    ):
        return "formalism"
    # "tabular Markov decision processes", "constrained MDPs": a class of the decision
    # process, the formal model of a reinforcement learning problem, not a task or method.
    if _DECISION_PROCESS.search(norm):
        return "formalism"
    # "K benchmark", "K environment": one character and kind words, a piece of a longer name;
    # "algorithm", "benchmark suite": kind words alone.
    fillers = _filler_words()
    kinds = fillers["back"] | fillers["back-name"]
    pieces = text.split(" ")
    start = 1 if len(pieces[0]) == 1 else 0
    if pieces[start:] and all(
        p[1:].islower() and singularize(p.lower()) in kinds for p in pieces[start:]
    ):
        return "fragment"
    # "M machines", "N agents": a count variable and what it counts.
    if start and len(pieces) > 1 and pieces[0].isalpha() and all(p.islower() for p in pieces[1:]):
        return "fragment"
    # "approximation accuracy", "machine precision": the quality of an analysis or of a
    # computation, not the listed measure.
    first, _, rest = text.partition(" ")
    if (
        rest
        and first.lower() in fillers.get("analysis-qualifier", frozenset())
        and "Metric" in lexicon_types(rest)
    ):
        return "analysis"
    # "Different from <name>": words of the sentence around a name.
    if _no_name_opening(front_core.split(" ")[0]):
        return "fragment"
    if lexicon_types(text):
        return None
    # "computer vision tasks", "NLP problems", "OOD datasets": a field's tasks or a modifier's
    # data, not one task or dataset.
    head, _, last = norm.rpartition(" ")
    if last in _COLLECTIVE_HEADS:
        head = normalize_name(head)
        if head in term_list(REJECT_FILES["field"]):
            return "field"
        if head in term_list("reject-modifiers.txt"):
            return "modifier"
        if head in term_list(REJECT_FILES["formalism"]):
            return "formalism"  # "NP-hard problem"
        # "bi-level problem", "upper-level problem": a kind word with only modifiers before it.
        front = [w for w in text.split(" ")[:-1] if w.lower() not in _FUNCTION_WORDS]
        if front and all(
            _is_modifier_word(w) or (_hyphen_adjective(w) and w.islower()) for w in front
        ):
            return "modifier"
    raw_last = text.split(" ")[-1]
    # "vision-language tasks", "graph problems": a family of tasks, not one task ("Atari
    # tasks" are the tasks of a named benchmark).
    if (
        " " in text
        and raw_last in _COLLECTION_PLURALS
        and all(w.islower() for w in text.split(" ")[:-1])
    ):
        return "collection"
    # "low-level vision", "3D vision": a field of study with a qualifier.
    if " " in text and raw_last.lower() in _FIELD_HEADS:
        return "field"
    if _DIMENSION.match(text):
        return "modality"
    # "CT-MRI", "EEG-fMRI": modalities paired by a hyphen, each a listed one
    parts = text.split("-")
    if (
        " " not in text
        and len(parts) > 1
        and all(normalize_name(p) in term_list("reject-modalities.txt") for p in parts)
    ):
        return "modality"
    # "quantitative metrics", "GAN evaluation performance measures": metrics of some kind.
    words = text.split(" ")
    if (
        len(words) > 1
        and words[-1].lower() in _MEASURE_PLURALS
        and words[-2].lower() in _MEASURE_KINDS
    ):
        return "collection"
    # also behind a kind word: "training instability problem"
    bare_head = bare_words(text).split(" ")[-1]
    heads = {norm.split(" ")[-1]} | ({normalize_name(bare_head)} if bare_head.islower() else set())
    if "-" in words[-1]:  # a hyphenated head ("… Trade-Off")
        heads.add(normalize_name(words[-1]))
    if heads & term_list("reject-heads.txt"):
        return "head noun"
    if norm in term_list("reject-modifiers.txt") and not coined(text):
        return "modifier"
    if " " not in text and (_hyphen_adjective(text) or _hyphen_participle(text)):
        return "modifier"
    words = [w for w in _words(text) if w.lower() not in _FUNCTION_WORDS]
    if words and all(_is_modifier_word(w) for w in words):
        return "modifier"
    if _NAME_ADJECTIVE.match(text) and not is_known_word(text.lower()):
        return "modifier"  # "Bayesian", "Euclidean" alone: an adjective made of a name
    negated = re.match(r"^[Nn]on-(.+)$", text)
    if (
        negated
        and " " not in text
        and (_NAME_ADJECTIVE.match(negated[1]) or _is_modifier_word(negated[1]))
    ):
        return "modifier"  # "Non-Bayesian", "non-parametric": a negated modifier
    last = text.split(" ")[-1].lower()
    if last in _FUNCTION_WORDS or last in ("downstream", "upstream") or text.endswith("-"):
        return "fragment"  # "… downstream" lost the noun it placed ("downstream tasks")
    # "English", "English language": the language of the data, no task or dataset
    words = text.split(" ")
    if is_language_name(words[0]) and (
        len(words) == 1 or (len(words) == 2 and singularize(words[1]) == "language")
    ):
        return "modality"
    # "sequence likelihood improves kelp generation": a clause read as a name
    inner = text.split(" ")[1:-1]
    if any(word in _CLAUSE_VERBS for word in inner):
        return "fragment"
    # "clustering n objects", "ranking k items": a phrase around a formula's variable (not a
    # cutoff or a statistic's letter at the end: "precision at k", "Pearson r")
    if re.search(r" [b-z] [a-z]{3,}s\b", text):
        return "fragment"
    return None


@functools.cache
def _filler_words() -> dict[str, frozenset[str]]:
    sections: dict[str, set[str]] = {}
    current = sections.setdefault("", set())
    for term in _raw_terms("filler-words.txt"):
        if term.startswith("[") and term.endswith("]"):
            current = sections.setdefault(term[1:-1], set())
        else:
            current.add(term.lower())
    return {name: frozenset(terms) for name, terms in sections.items()}


#: One token of a capitalized word, capitals and a two-digit year: a bibliography key
#: ("SmithJD20") in running text, but the name of a dataset's edition ("KiTS19") where the
#: text calls it data.
_KEY_OR_EDITION = re.compile(r"^[A-Z][a-z]+[A-Z]{1,4}\d{2}$")


#: A capitalized name and a year apart ("Norvex 2009"): a cited author, or data by its edition.
_NAME_AND_YEAR = re.compile(r"^[A-Z][A-Za-z]+\s+(?:19|20)\d{2}$")


def data_edition(surface: str) -> bool:
    """Whether a name the text calls data may be its edition though written like a citation:
    one capitalized word and a year ("Norvex 2009"), not a venue ("STOC 2019")."""
    text = surface.strip()
    return bool(_NAME_AND_YEAR.match(text)) and not _BARE_VENUE.match(text.split()[0])


def typed_reject_reason(surface: str, entity_type: str) -> str | None:
    """``reject_reason`` of a surface of an entity of ``entity_type``; a Dataset written like
    a bibliography key ("KiTS19", "CoNLL04") is that dataset's edition."""
    reason = reject_reason(surface)
    if (
        reason == "citation"
        and entity_type == "Dataset"
        and _KEY_OR_EDITION.match(surface)
        and "Metric" not in lexicon_types(surface.rstrip("0123456789"))  # "IoU75"
    ):
        return None
    return reason


def data_variant_words() -> frozenset[str]:
    """Lowercase words before a dataset's name that make a variant benchmark of it
    ("rotated MNIST"; ``filler-words.txt``, ``[data-variant]``)."""
    return _filler_words().get("data-variant", frozenset())


#: The year of a dataset's edition written after its name: "2017", "'14".
_EDITION_YEAR = re.compile(r"^(?:(?:19|20)\d\d|['’]\d\d)$")


#: Two-letter codes of the languages translation benchmarks pair ("En-De", "Ro-En").
_LANGUAGE_CODES = frozenset(
    [
        *("en", "de", "fr", "ro", "ru", "zh", "ja", "cs", "fi", "tr", "et", "lv", "lt", "es"),
        *("it", "pt", "ar", "ko", "vi", "hi", "ne", "si", "gu", "kk", "nl", "pl", "uk", "he"),
    ]
)


def language_pair(word: str, *, codes: bool = True) -> bool:
    """Two languages joined by a hyphen or "-to-", by name ("German-English") or, with
    ``codes``, by a two-letter code in title case ("En-De")."""
    parts = re.split(r"-(?:to-)?", word)
    return len(parts) == 2 and all(
        is_language_name(part) or (codes and part.istitle() and part.lower() in _LANGUAGE_CODES)
        for part in parts
    )


def is_language_name(word: str) -> bool:
    """Whether ``word`` names a natural language ("English", ``filler-words.txt``)."""
    return word.lower() in _filler_words().get("language", frozenset())


def filler_cores(surface: str, kind: str | None = None) -> list[str]:
    """The shorter names ``surface`` may be written for, without filler words
    (``filler-words.txt``): "accurate pose estimation" → "pose estimation", "Monte Carlo
    sampling algorithms" → "Monte Carlo sampling", "Monte Carlo"; "ResNet-50 model" →
    "ResNet-50". A core is a name of two words or more, written like a name, or known to a
    term list. ``kind``, when known, is the type the text gives the name: a Dataset named
    "<listed dataset> <task>" is that dataset, not the task."""
    return list(_filler_cores(surface, kind))


#: A lowercase word of what a way of doing something heeds: "uncertainty-aware".
_AWARE_WORD = re.compile(r"^[a-z][a-z0-9]*-aware$")
#: What a "-aware" word may heed that the task must respect, not information its solution
#: uses: a constraint or a danger makes a task of its own ("risk-aware reinforcement
#: learning", "privacy-aware kelp recognition", "outlier-aware kelp detection").
_CONSTRAINTS_HEEDED = frozenset(
    [
        *("risk", "safety", "privacy", "fairness", "bias", "hardware", "cost", "energy"),
        *("resource", "budget", "latency", "memory", "power", "outlier", "ood", "attack"),
        *("adversary", "compression", "quantization", "deadline", "constraint", "label"),
        *("target", "communication", "carbon", "deployment"),
    ]
)
#: A lowercase word of the means something is done by ("replay-based", "context-enhanced",
#: "data-augmented", "learning-assisted", "physics-informed"; not what it spares,
#: "label-efficient": a line of work of its own however few papers name it; nor what guides,
#: drives or conditions it, "text-guided", "audio-driven": the input makes a task of its own).
_MANNER_WORD = re.compile(
    r"^[a-z][a-z0-9-]*-(?:based|enhanced|augmented|assisted|aided|powered|inspired|informed)$"
)


@functools.cache
def _task_fillers() -> dict[str, frozenset[str]]:
    """The filler words with those of a task's name only (``[front-task]``, ``[model-kind]``)
    among the front fillers."""
    fillers = _filler_words()
    front = fillers["front"] | fillers.get("front-task", frozenset())
    return {**fillers, "front": front | fillers.get("model-kind", frozenset())}


@functools.lru_cache(maxsize=1 << 16)
def opens_with_means_word(surface: str) -> bool:
    """Whether a Task name opens with one lowercase word of the means it is done by
    (``_MANNER_WORD``: "replay-based kelp learning", "context-enhanced kelp learning"; not
    "deep learning based kelp tracking", whose filler is the whole way of learning):
    kg/resolve.py joins such a name to the name without it only where one or two papers
    write it, since one or two papers' "replay-based kelp clustering" is kelp clustering but
    "model-based reinforcement learning" is a line of work of its own."""
    words = _prepare(surface).split(" ")
    if len(words) < 2:
        return False
    return not _front_filler_width(words, _task_fillers()) and bool(
        _MANNER_WORD.match(words[0].lower())
    )


#: Words for a network after a ``[model-kind]`` word: "deep network", "deep neural nets".
_NETWORK_WORDS = frozenset(["network", "net", "neural network", "neural net"])


def _model_phrase_width(words: list[str], fillers: dict[str, frozenset[str]]) -> int:
    """How many of a task's ``words`` a ``[model-kind]`` word and a word for a network in
    front take ("deep neural network kelp pruning" → 3), or 0: none, or nothing after them."""
    if words[0].lower() not in fillers.get("model-kind", frozenset()):
        return 0
    # "deep RL kelp control": the way of learning in short before the task's name
    if len(words) > 3 and is_acronym(words[1]):
        return 2
    for width in (3, 2):
        if len(words) > width and singularize(" ".join(words[1:width]).lower()) in _NETWORK_WORDS:
            # one word left must be a listed task or method: "neural network verification"
            # is no plain verification
            rest = words[width:]
            return width if len(rest) > 1 or lexicon_types(rest[0]) else 0
    return 0


def _model_kind_inside(words: list[str], fillers: dict[str, frozenset[str]]) -> int:
    """The index of a ``[model-kind]`` word after the first of a task's ``words`` and before
    a name of the task that is no model ("offline deep kelp learning" → 1), or before one
    word that makes a listed task with the words in front ("continual deep learning", where
    "continual learning" is listed; not "Bayesian deep learning"), or 0."""
    kinds = fillers.get("model-kind", frozenset())
    for index in range(1, len(words) - 1):
        if words[index].lower() not in kinds:
            continue
        rest = words[index + 1 :]
        # "Bayesian deep learning tasks": the task's name is what comes before its kind word
        while len(rest) > 1 and singularize(rest[-1]).lower() in fillers.get("back", ()):
            rest = rest[:-1]
        named = (
            len(rest) > 1
            or is_acronym(rest[0])
            or "Task" in lexicon_types(" ".join([*words[:index], *rest]))
        )
        if named and singularize(rest[-1]).lower() not in _WHOLE_MODEL_WORDS:
            return index
        return 0
    return 0


#: A count of examples of a few-shot setting: "5-shot", "five-shot" (not one or zero).
_FEW_SHOTS = re.compile(
    r"^(?:[2-9]|[1-4][0-9]|two|three|four|five|six|seven|eight|nine|ten|k|n)-shots?$",
    re.IGNORECASE,
)
#: A word of training on data in front of a model: "ImageNet-trained", "COCO-pretrained".
_TRAINED_ON = re.compile(r"^(.+?)-(?:pre-?)?trained$", re.IGNORECASE)

#: Words for a whole model after a name: after a doing ("message passing networks",
#: "attention models") they name models built on it, not the doing.
_WHOLE_MODEL_WORDS = frozenset(
    ["model", "network", "net", "architecture", "gnn", "cnn", "dnn", "rnn"]
)


def models_built_on_a_doing(last: str, kind: str) -> bool:
    """Whether a word for a whole model (``kind``) after a name ending in a lowercase noun of
    doing (``last``) names models built on the doing, not the doing ("message passing
    networks", "attention models"; not "Kelp Regression model", a name's own model)."""
    return (
        singularize(kind).lower() in _WHOLE_MODEL_WORDS
        and last.islower()
        and last.endswith(DOING_ENDINGS)
    )


#: Words for data after a name ("ImageNet dataset", "CARLA database"): after the name of a
#: Method they name data the method made or used ("GAN data"), not the method.
_DATA_WORDS = frozenset(["dataset", "data", "corpus", "database", "repository"])


@functools.lru_cache(maxsize=1 << 17)
def _filler_cores(surface: str, kind: str | None) -> tuple[str, ...]:
    fillers = _filler_words()
    if kind == "Method":
        fillers = {**fillers, "back-name": fillers.get("back-name", frozenset()) - _DATA_WORDS}
    if kind == "Task":
        fillers = _task_fillers()
    words = _prepare(surface).split(" ")
    cores: list[str] = []
    # "model-based deep kelp learning": the kind of model inside, before the front words
    # below go ("model-based kelp learning" is a line of work of its own)
    if (
        kind == "Task"
        and _MANNER_WORD.match(words[0])
        and (inside := _model_kind_inside(words, fillers))
    ):
        cores.append(" ".join([*words[:inside], *words[inside + 1 :]]))
    # "uncertainty-aware kelp detection": what the paper's way of doing a task heeds, not
    # another task
    if (
        kind == "Task"
        and len(words) > 2
        and _AWARE_WORD.match(words[0])
        and words[0].removesuffix("-aware") not in _CONSTRAINTS_HEEDED
    ):
        words = words[1:]
        cores.append(" ".join(words))
    # "replay-based kelp learning": the means of a task's solution (kg/resolve.py joins only
    # a name one or two papers write: "model-based reinforcement learning" is a line of work
    # of its own)
    if (
        kind == "Task"
        and len(words) > 2
        and _MANNER_WORD.match(words[0])
        and not _front_filler_width(words, fillers)
    ):
        words = words[1:]
        cores.append(" ".join(words))
    # "German-English kelp translation", "English-to-French translation": the data a task
    # was run on, as "English" alone is (``[language]``)
    if kind == "Task" and len(words) > 1 and language_pair(words[0], codes=False):
        words = words[1:]
        cores.append(" ".join(words))
    # "deep network kelp classification", "neural network frond verification": the kind of
    # model a task is done with, with its word for a network
    if kind == "Task" and (width := _model_phrase_width(words, fillers)):
        words = words[width:]
        cores.append(" ".join(words))
    while len(words) > 1 and (width := _front_filler_width(words, fillers)):
        words = words[width:]
        cores.append(" ".join(words))
    # "offline deep kelp learning", "multi-agent deep KL": the kind of model inside a task's
    # name as in front of it, before a name of the task (two words or an acronym; not "Bayesian
    # deep learning", a field, nor "graph neural network", a model).
    if kind == "Task":
        inside = _model_kind_inside(words, fillers)
        if inside:
            words = [*words[:inside], *words[inside + 1 :]]
            cores.append(" ".join(words))
    # A filler joined by a hyphen to an acronym or a name with a capital inside: "vanilla-SGD",
    # "plain-CNN" (not "naive-Bayes").
    front, dash, named = words[0].partition("-")
    if dash and _is_front_filler(front, fillers) and _capitals(named[1:]) >= 1:
        words = [named, *words[1:]]
        cores.append(" ".join(words))
    # "five-shot segmentation", "5-shot classification": a few-shot task run with one count of
    # examples (one-shot and zero-shot are settings of their own).
    if kind != "Dataset" and len(words) > 1 and _FEW_SHOTS.match(words[0]):
        cores.append(" ".join(["few-shot", *words[1:]]))
    # "K-regret", "T-regret": regret with the horizon it is counted over in front (not
    # "R-precision" or "α-precision", measures of their own).
    variable, dash, measure = words[0].partition("-")
    if dash and len(variable) == 1 and variable.isascii() and measure.lower() == "regret":
        cores.append(" ".join([measure, *words[1:]]))
    # "image-level classification" is image classification, "graph-level prediction" graph
    # prediction.
    head_word, dash, level = words[0].rpartition("-")
    if dash and level.lower() == "level" and len(words) > 1 and head_word.isalpha():
        cores.append(" ".join([head_word, *words[1:]]))
    # "ImageNet classification", "IMDb text classification", "ImageNet ResNet-50": a listed
    # dataset in front of a task or a model.
    # The longer listed name first: "SQuAD v1.1 question answering" is question answering.
    for cut in (2, 1) if kind != "Dataset" else ():
        listed = lexicon_types(" ".join(words[:cut]))
        if cut == 2 and len(words) > 2 and words[0][:1].isupper():
            listed |= lexicon_types(words[1])  # "Gym MuJoCo continuous control"
        if len(words) > cut and "Dataset" in listed:
            # "COCO 2017 detection", "WMT 2014 English-German translation": the year of the
            # edition goes with the data, and so does the pair of languages it holds.
            if len(words) > cut + 1 and _EDITION_YEAR.match(words[cut]):
                cut += 1
            if kind == "Task" and len(words) > cut + 1 and language_pair(words[cut], codes=False):
                cores.append(" ".join(words[cut:]))
                cut += 1
            rest = " ".join(words[cut:])
            if _EDITION_YEAR.match(rest):
                break  # "COCO 2017": the dataset's edition, no task
            if (
                len(words) - cut > 1
                or lexicon_types(rest)
                or has_name_shape(rest)
                or is_known_word(rest)
            ):
                cores.append(rest)
            break
    # "ImageNet-trained CNNs", "COCO-pretrained detectors": the data a model was trained on
    # says which instance it is, not which model.
    trained = _TRAINED_ON.match(words[0])
    if trained and len(words) > 1 and "Dataset" in lexicon_types(trained[1]):
        cores.append(" ".join(words[1:]))
    # "BigGAN image generation": a listed model in front of a task runs it, not another task.
    if (
        kind == "Task"
        and len(words) > 2
        and _is_model_token(words[0])
        and "Method" in lexicon_types(words[0])
    ):
        cores.append(" ".join(words[1:]))
    # "multilingual <dataset>", "extended multi-stage <benchmark>": lowercase words that
    # describe the data in front of a dataset's name, unless they make a variant of it.
    if kind == "Dataset" and words[0].islower() and words[0] not in data_variant_words():
        described = 1
        while described < min(len(words) - 1, 3) and words[described].islower():
            described += 1
        named = " ".join(words[described:])
        # not a bare acronym: "deep OPE", "blind IQA" name a task's data, whatever OPE is
        if named[:1].isupper() and not is_acronym(named):
            cores.append(named)
    front = len(cores)
    # "ReLU-layer", "PGD-attack": a kind word joined to a name by a hyphen.
    head, hyphen, tail = words[-1].rpartition("-")
    kinds = fillers.get("back", frozenset()) | fillers.get("back-name", frozenset())
    kinds |= fillers.get("back-model", frozenset()) if _is_model_token(head) else frozenset()
    if hyphen and tail.islower() and singularize(tail) in kinds and has_name_shape(head):
        words = [*words[:-1], head, tail]
    while len(words) > 1 and _is_filler_head(words, fillers):
        if kind == "Method" and models_built_on_a_doing(words[-2], words[-1]):
            break  # "message passing networks", "diffusion models": models built on a doing
        words = words[:-1]
        cores.append(" ".join(words))
    # "BERT Transformer": a listed model called by the architecture it is one of (not
    # "Swin Transformer", a name the term lists know whole)
    if (
        kind == "Method"
        and len(words) == 2
        and singularize(words[1]).lower() == "transformer"
        and "Method" in lexicon_types(words[0])
        and not lexicon_types(" ".join(words))
    ):
        words = words[:1]
        cores.append(words[0])
    # "model accuracy", "expected regret", "average BLEU": a listed metric with a qualifier
    # that adds nothing to it.
    if len(words) >= 2 and (
        rest := _metric_without_qualifiers(
            [words[0], *strip_score_head(" ".join(words[1:])).split(" ")], fillers
        )
    ):
        cores.append(rest)
    # "OT-based methods": what the methods are based on names them.
    # "Convolutional Neural Networks-based": a name of several words with "-based" glued on.
    if words[-1].endswith("-based") and (cores or len(words) > 1):
        base = " ".join([*words[:-1], words[-1].removesuffix("-based")])
        if is_acronym(base) or has_name_shape(base) or len(words) > 1:
            cores.append(base)
    # "QZ based framework", "kelp-encoder based algorithms": "based" written apart.
    elif len(words) > 1 and words[-1].lower() == "based":
        cores.append(" ".join(words[:-1]))
    # "ZebraNet-enabled model", "ZebraNet-powered": a name written like a model that the
    # thing runs on is the thing.
    elif cores and (enabled := _ENABLED_BY.match(words[-1])) and _is_model_token(enabled[1]):
        cores.append(" ".join([*words[:-1], enabled[1]]))
    # A capitalized word is a name before a kind of thing ("Procgen benchmark").
    return tuple(
        core
        for index, core in enumerate(cores)
        if _core_is_a_name(core) or (index >= front and core[:1].isupper() and core.isalpha())
    )


def unqualified_metric(surface: str) -> str | None:
    """The listed metric a name is with a qualifier or a score word that adds nothing to it
    ("model accuracy", "expected regret", "BLEU scores" → "accuracy", "regret", "BLEU"), or
    None."""
    words = _prepare(surface).split(" ")
    if len(words) < 2:
        return None
    if (rest := _metric_without_qualifiers(words, _filler_words())) is not None:
        return rest
    named = strip_score_head(" ".join(words))
    return named if named != " ".join(words) and "Metric" in lexicon_types(named) else None


def _metric_without_qualifiers(words: list[str], fillers: dict[str, frozenset[str]]) -> str | None:
    """The listed metric ``words`` name after one or two qualifiers that add nothing ("local
    KL divergence", "top layer KL divergence"), or None."""
    for count in (1, 2):
        rest = " ".join(words[count:])
        if len(words) > count and all(
            _is_metric_qualifier(word, rest, fillers) for word in words[:count]
        ):
            return rest
    return None


def _is_metric_qualifier(word: str, rest: str, fillers: dict[str, frozenset[str]]) -> bool:
    """Whether ``word`` only qualifies the listed metric ``rest``."""
    if "Metric" not in lexicon_types(rest) or lexicon_types(f"{word} {rest}"):
        return False
    qualifiers = fillers.get("metric-qualifier", frozenset())
    return word.lower() in qualifiers or (word.lower() == "average" and has_name_shape(rest))


#: Filler words behind a name that still say what the thing is: "contrastive loss" is a
#: loss, not the word "contrastive".
_NAMING_BACK = frozenset({"loss", "sampling"})


def bare_words(surface: str) -> str:
    """``surface`` without any filler word in front or kind word behind, whatever is left
    ("basic prediction tasks" → "prediction"): what a group of names is made of, to tell
    whether that is only a common word."""
    words = _without_front_fillers(_prepare(surface)).split(" ")
    # Not the model and data words: after an ordinary word they are the name ("language
    # model").
    kinds = _filler_words().get("back", frozenset()) - _NAMING_BACK
    while len(words) > 1 and words[-1].islower() and singularize(words[-1]) in kinds:
        words = words[:-1]
    return " ".join(words)


def only_task_fillers(words: Sequence[str]) -> bool:
    """Whether every one of ``words`` is a filler in front of a task's name (``[front]``,
    ``[front-task]`` and ``[model-kind]`` of ``filler-words.txt``): "subsequent", "simulated"
    place or judge an instance of the task, they do not name one."""
    fillers = _task_fillers()
    return bool(words) and all(_is_front_filler(word, fillers) for word in words)


def _without_front_fillers(text: str) -> str:
    """``text`` without the filler words in front ("arbitrary", "Unlike", "recent")."""
    fillers = _filler_words()
    words = text.split(" ")
    while len(words) > 1 and (width := _front_filler_width(words, fillers)):
        words = words[width:]
    return " ".join(words)


#: Head words of the mathematical objects whose kinds are objects too ("Riemannian metric",
#: "probability measure", "Bregman divergence", "Pareto front", "persistence diagram").
#: ("rate": "<method> convergence rate", "adaptive masking rate" are properties of a run.)
_OBJECT_HEADS = frozenset(
    {"metric", "measure", "divergence", "front", "frontier", "rate", "diagram"}
)
#: Heads of objects whose kinds are objects only when written in lowercase words and not
#: neural: "reproducing kernel Banach space", "rough differential equations"; "Structured
#: State Space" and "neural rough differential equations" name models.
_LOWERCASE_OBJECT_HEADS = frozenset({"space", "equation"})
#: A class of Markov decision process, normalized ("tabular markov decision processes",
#: "constrained mdps").
_DECISION_PROCESS = re.compile(r"\s(?:markov decision process(?:es)?|mdps?)$")


def _lowercase_words_before(text: str, ending: str) -> bool:
    """Whether the words of ``text`` before its last ``ending`` words have no capital."""
    words = text.split()
    return not any(c.isupper() for word in words[: -len(ending.split())] for c in word)


@functools.cache
def _object_endings(heads: frozenset[str] = _OBJECT_HEADS) -> tuple[str, ...]:
    """Listed formalisms of two words or more with one of ``heads``, normalized."""
    return tuple(
        term
        for term in term_list(REJECT_FILES["formalism"])
        if " " in term and term.rsplit(" ", 1)[-1] in heads
    )


def _is_front_filler(word: str, fillers: dict[str, frozenset[str]]) -> bool:
    front = fillers.get("front", frozenset())
    # in capitals, or opening with an acronym: "SOTA", "DNN-based"
    spelled = word.isupper() or word.split("-")[0].isupper()
    return _sentence_case(word) in front or (spelled and word.lower() in front)


def _front_filler_width(words: list[str], fillers: dict[str, frozenset[str]]) -> int:
    """How many of ``words`` a filler in front takes: two for a listed hyphenated filler
    written apart ("real world kelp tracking" is kelp tracking, not "world kelp tracking"),
    one for a listed word, else none. Three for a listed filler of three hyphenated words
    written apart ("deep learning based kelp tracking")."""
    if len(words) > 3 and _is_front_filler("-".join(words[:3]), fillers):
        return 3
    if len(words) > 2 and _is_front_filler(f"{words[0]}-{words[1]}", fillers):
        return 2
    return 1 if _is_front_filler(words[0], fillers) else 0


#: Kind words a displayed name does without when what is left is written like a name
#: ("CAVE dataset" → "CAVE", "NeRF baselines" → "NeRF"); the other filler words behind a name
#: ("sampling", "loss", "task") say what the entity is.
_DISPLAY_KIND_WORDS = frozenset(
    {
        "method",
        "algorithm",
        "technique",
        "approach",
        "framework",
        "strategy",
        "model",
        "network",
        "architecture",
        "baseline",
        "dataset",
        "corpus",
        "benchmark",
        "suite",
        "environment",
        "challenge",
        "metric",
        "score",
        "criterion",
    }
)


def _is_model_token(text: str) -> bool:
    """One token written like a model or data name: an acronym, a digit, or a capital inside
    a word ("GLUE", "D4RL", "MuJoCo"), not capitalized words joined ("Bradley-Terry")."""
    if " " in text or not any(c.isalpha() for c in text) or ends_in_modifier(text):
        return False
    if is_acronym(text) or any(c.isdigit() for c in text):
        return True
    return any(_capitals(part[1:]) >= 1 for part in _words(text))


#: A measure at a rank cutoff or a threshold, written as one: "precision@k", "R@10", "pass@1",
#: "Hits@N", "mAP@0.5", "CIDEr@0.5IoU", "C@1%".
AT_CUTOFF = re.compile(
    r"^[A-Za-z][A-Za-z0-9-]*@(?:\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)?(?:%|[A-Za-z]+)?|[A-Za-z])$"
)

_KIND_WORDS_AFTER_NAMES = frozenset(
    {"dataset", "corpus", "benchmark", "metric", "method", "algorithm", "approach", "framework"}
)


#: A version number written apart after a name: "2.1", "v2", "V1.0".
_VERSION_NUMBER = re.compile(r"^[vV]?\d+(?:\.\d+)*$")


def display_name(surface: str) -> str:
    """How a resolved entity shows ``surface``: without filler words in front when a name of
    two words or a name-shaped token is left ("Existing NAT" → "NAT", "Recent Neural Radiance
    Fields" → "Neural Radiance Fields"), and without a lowercase kind word behind a
    name-shaped token ("CAVE dataset" → "CAVE", "pAp@k metric" → "pAp@k") or a data or
    measure word behind capitalized words ("Kelp Frond Count metric"); otherwise, and
    for a name a term list knows ("standard accuracy"), as written ("Bradley-Terry model",
    "Standard Bayesian")."""
    fillers = _filler_words()
    surface = re.sub(
        r"\\(['`^\"~])\{?([A-Za-z])\}?",
        lambda m: unicodedata.normalize("NFC", m.group(2) + _LATEX_ACCENT_MARKS[m.group(1)]),
        surface,
    )
    words = surface.split(" ")
    while len(words) > 1 and (width := _front_filler_width(words, fillers)):
        if lexicon_types(" ".join(words)):
            break  # a term list knows the name with its first word ("standard accuracy")
        rest = " ".join(words[width:])
        if not (len(words) > width + 1 or _is_model_token(rest) or is_known_word(rest)):
            break
        words = words[width:]
    # "QVEC-CCA evaluation score": the measure a name-shaped token names, said twice.
    if (
        len(words) == 3
        and words[1] == "evaluation"
        and singularize(words[2]) in ("score", "metric")
        and _is_model_token(words[0])
    ):
        words = words[:1]
    while (
        len(words) > 1
        and words[-1].islower()
        and singularize(words[-1]) in _DISPLAY_KIND_WORDS
        and (
            _is_model_token(" ".join(words[:-1]))
            # "KelpWOZ 2.1 corpus": a name-shaped token and its version
            or (
                len(words) == 3
                and _is_model_token(words[0])
                and bool(_VERSION_NUMBER.match(words[1]))
            )
            # "precision@k metrics": a measure at a rank cutoff
            or bool(AT_CUTOFF.match(" ".join(words[:-1])))
            # "Kelp Frond Count metric", "Kelp-Frond dataset": a data or measure word after a
            # name of capitalized words, or of capitalized parts joined by hyphens (not
            # "Bradley-Terry model": a model word may be the name's).
            or (
                singularize(words[-1]) in _KIND_WORDS_AFTER_NAMES
                and (len(words) > 2 or "-" in words[0])
                and all(part[:1].isupper() for w in words[:-1] for part in w.split("-"))
            )
        )
        and not _measure_named_by_a_model(words)
    ):
        words = words[:-1]
    return " ".join(words)


def shown_name(name: str, surfaces: Iterable[str]) -> str:
    """``display_name`` of ``name``, unless a short form among ``surfaces`` spells the words
    it would drop: "conventional batch normalization (CBN)", "simple segmentation (SimSeg)"
    are names of their own."""
    shown = display_name(name)
    if shown != name and any(
        spells_out(s, name) and not spells_out(s, shown) for s in short_forms(surfaces)
    ):
        return name
    return shown


def _measure_named_by_a_model(words: list[str]) -> bool:
    """ "CLIP score": a measure named after a model the term lists know as a method, not
    the model ("BLEU score" is BLEU, a measure itself)."""
    if singularize(words[-1]) not in ("score", "metric", "criterion"):
        return False
    kinds = lexicon_types(" ".join(words[:-1]))
    return bool(kinds) and "Metric" not in kinds


def _sentence_case(word: str) -> str:
    """A word as it would be inside a sentence: "Existing" → "existing", "Bayes-optimal" →
    "bayes-optimal" (a capital that only starts a sentence), "MNIST" and "GAN" as they are;
    so is "Real-World", a word of a title-case name ("Real-World Kelp Challenge")."""
    first, *rest = word.split("-")
    if first[:1].isupper() and first[1:].islower() and all(part.islower() for part in rest):
        return word.lower()
    return word


def _is_filler_head(words: list[str], fillers: dict[str, frozenset[str]]) -> bool:
    last = singularize(words[-1]).lower()
    titled = words[-1][:1].isupper() and words[-1][1:].islower()
    # "Cross-Entropy Method" may be a name; "Policy Gradient Methods", a kind word in the
    # plural, names no one method: a filler in title case too.
    plural_kind = words[-1] != singularize(words[-1]) and last in fillers.get("back", ())
    if titled and last not in fillers.get("capitalized", ()) and not plural_kind:
        return False
    rest = " ".join(words[:-1])
    # "AUC optimization", "KL loss": a measure made the objective is a method, not the measure;
    # "segmentation loss" is the objective of the task, not the task.
    if last in _OBJECTIVE_WORDS and "Metric" in lexicon_types(rest):
        return False
    if last == "loss" and words[-2].islower() and words[-2].endswith(DOING_ENDINGS):
        return False
    if last in fillers.get("back", ()):
        return True
    if last in fillers.get("back-model", ()) and len(words) == 2 and _is_model_token(rest):
        return True
    return last in fillers.get("back-name", ()) and bool(
        (has_name_shape(rest) and not ends_in_modifier(rest))
        or lexicon_types(rest)
        or words[-2].lower().endswith("ing")
    )


def _core_is_a_name(core: str) -> bool:
    return len(_words(core)) > 1 or has_name_shape(core) or is_known_word(core)


def is_hyphen_fragment(abstract: str, start: int, end: int) -> bool:
    """A lowercase mention cut out of a hyphenated compound ("…-of-<word>", "<word>-based"),
    or an acronym that a lowercase word in front of it qualifies ("cryo-EM", "meta-RL": the
    compound is another thing than the acronym alone)."""
    text = abstract[start:end]
    if not text:
        return False
    before = abstract[start - 2 : start] if start >= 2 else ""
    if is_acronym(text):
        word = re.search(r"([A-Za-z]+)-$", abstract[max(0, start - 30) : start])
        return bool(word) and word.group(1).islower()
    if not text.islower():
        # "Aware Transformer" out of "<Word>-Aware Transformer": the compound is the name.
        return len(before) == 2 and before[1] == "-" and before[0].isalpha()
    after = abstract[end : end + 2]
    return (len(before) == 2 and before[1] == "-" and before[0].isalnum()) or (
        len(after) == 2 and after[0] == "-" and after[1].isalpha()
    )


#: Words of degree that open a compound adjective ("high-throughput", "low-rank").
_DEGREE_WORDS = frozenset(["high", "low", "large", "small", "long", "short", "fast", "slow"])


def is_compound_modifier(abstract: str, start: int, end: int) -> bool:
    """A word of degree joined to a noun by a hyphen, written in front of another noun
    ("high-throughput sequencing", "low-latency decoding", "high-definition (HD) maps"):
    the compound describes that noun; it names no measure or thing of its own. So does
    another modifier word joined to a noun ("multi-stage networks", "off-policy methods",
    "closed-loop control"), unless the noun is one of doing ("fine-tuning", "pre-training")
    or the first word is "self" ("self-attention layers") or in capitals ("BIG-bench
    tasks" names the benchmark)."""
    text = abstract[start:end]
    degree, hyphen, rest = text.partition("-")
    first = degree.lower()
    return (
        bool(hyphen)
        and rest.isalpha()
        and (
            first in _DEGREE_WORDS
            or (
                first != "self"
                and not degree.isupper()
                and first in _modifier_words()
                and rest.islower()
                and not rest.endswith(DOING_ENDINGS)
            )
        )
        # the noun may follow the compound's own short form: "high-kelp (HK) fronds"
        and re.match(r"\s+(?:\([^()\s]{1,12}\)\s+)?[a-z]{3,}", abstract[end : end + 36]) is not None
    )


def extend_to_acronym(surface: str, acronym: str, abstract: str) -> str | None:
    """``surface`` with the one or two words that precede it in ``abstract`` where the text
    writes "<words> <surface> (<acronym>)" and the words spell the acronym's first letters
    ("probabilistic" before "principal component analysis (PPCA)"): the extractor cut the
    name short."""
    own = inside_letters(acronym, surface)
    if own == 0:
        return None
    pattern = re.compile(
        r"((?:[A-Za-z][\w]*[\s-]+){1,2})" + re.escape(surface) + r"\s*\(\s*" + re.escape(acronym)
    )
    match = pattern.search(abstract)
    if not match:
        return None
    words = [w for w in re.split(r"(?<=[\s-])", match.group(1)) if w]
    for count in range(1, len(words) + 1):
        prefix = "".join(words[-count:])
        longer = f"{prefix}{surface}"
        spelled = inside_letters(acronym, longer)
        if spelled is not None and (own is None or spelled < own):
            return longer if prefix.split()[0].lower() not in _FUNCTION_WORDS else None
    return None


_DEFINITION_END = re.compile(r"\s*[),;]")
_DEFINITION_STOP = re.compile(r"[.;:()]")
#: An acronym with a kind word joined in the parenthesis: "(GD-Unit)", "(PE-module)".
_SUFFIXED_DEFINITION = re.compile(r"-([A-Za-z]+)\s*[),;]")


def text_definition(acronym: str, abstract: str) -> str | None:
    """The words ``abstract`` defines ``acronym`` with ("<words> (<acronym>)"): the fewest
    words before the parenthesis that spell it out, within the sentence; None when the text
    writes no such definition."""
    start = abstract.find("(")
    while start != -1:
        inside = abstract[start + 1 : start + 1 + len(acronym) + 24].lstrip()
        suffixed = _SUFFIXED_DEFINITION.match(inside, len(acronym))
        if inside.startswith(acronym) and (_DEFINITION_END.match(inside, len(acronym)) or suffixed):
            before = abstract[max(0, start - 120) : start]
            stops = list(_DEFINITION_STOP.finditer(before))
            words = before[stops[-1].end() if stops else 0 :].split()[-8:]
            # "graph distillation unit (GD-Unit)": the acronym spells the words before "unit".
            if suffixed:
                joined = words[-1].lower() if words else None
                words = words[:-1] if joined == suffixed.group(1).lower() else []
            for count in range(1, len(words) + 1):
                long_form = " ".join(words[-count:])
                if spells_out(acronym, long_form):
                    return long_form
        start = abstract.find("(", start + 1)
    return None


def words_before_parenthesis(acronym: str, abstract: str) -> tuple[str, ...] | None:
    """The lowercase words of the clause before "(<acronym>)" where ``abstract`` introduces
    the acronym in a parenthesis after a capitalized word, or None when it does not."""
    if "(" + acronym not in abstract and "( " + acronym not in abstract:
        return None  # the common case, without a regular expression
    for parenthesis in re.finditer(r"\(\s*" + re.escape(acronym) + r"\s*[);,]", abstract):
        before = abstract[max(0, parenthesis.start() - 80) : parenthesis.start()]
        clause = re.search(r"([^.;:()]*\b[A-Z][\w'-]*)\s+$", before)
        if clause:
            return tuple(w.lower() for w in re.findall(r"[A-Za-z]+", clause.group(1)))
    return None


_NAME_BEFORE_HYPHEN = re.compile(r"(?:^|[\s(])((?:[A-Z][a-z']+[-\u2010-\u2015]{1,2})+)$")


def extend_to_hyphen_start(surface: str, abstract: str, start: int) -> str | None:
    """``surface`` with the capitalized words joined to it by a hyphen in front, when the
    extractor cut a name of people at the hyphen ("Leibler divergence" in "Kullback-Leibler
    divergence"); None when nothing was cut."""
    first = surface.split(" ")[0]
    titled = first[:1].isupper() and first[1:].isalpha() and first[1:].islower()
    if (
        not titled
        or start < 2
        or abstract[start - 1] not in "-\u2010\u2011\u2012\u2013\u2014\u2015"
    ):
        return None
    match = _NAME_BEFORE_HYPHEN.search(abstract[max(0, start - 60) : start])
    return f"{match.group(1)}{surface}" if match else None


#: The next word, past an acronym in parentheses: "Kullback-Leibler (KL) divergence".
_NEXT_WORD = re.compile(r"\s*(?:\([^()\s]{1,12}\)\s*)?([A-Za-z]+)")


def lacks_head_noun(surface: str) -> bool:
    """Whether ``surface`` is a name built on a person or a qualifier without its head noun
    ("Kullback-Leibler", "Sliced Wasserstein", "2-Wasserstein"): it ends in a capitalized
    word or one led by a digit, holds no head noun of ``head-nouns.txt``, and no term list
    knows it."""
    last = surface.split(" ")[-1]
    if is_acronym(surface) or not (last[:1].isupper() or last[:1].isdigit()):
        return False
    # A name with capitals in the middle of a word is a model or data name (ResNet, GPT-4).
    return _unlisted_without_head(surface) and not any(
        sum(c.isupper() for c in part) > 1 for part in _words(surface)
    )


def _unlisted_without_head(surface: str) -> bool:
    """Whether ``surface`` holds no head noun of ``head-nouns.txt`` and no term list knows
    it."""
    return not any(
        w.lower() in term_list("head-nouns.txt") for w in _words(surface)
    ) and not lexicon_types(surface)


#: An acronym in parentheses right after a name, and the word after it: "total variation
#: (TV) distance".
_ACRONYM_THEN_WORD = re.compile(r"\s*\(([A-Z][A-Za-z0-9-]{0,11})\)\s*([a-z]+)")
#: Head nouns of a measure between two things (also the ones a short form defined before
#: them leaves out of its letters as often as not: "total variation (TV) distance").
DISTANCE_HEADS = frozenset(["distance", "divergence", "discrepancy"])


def extend_to_head(surface: str, abstract: str, end: int, measure: bool = False) -> str | None:
    """``surface`` with the head noun that follows it in ``abstract`` at ``end``, when the
    surface is a name built on a person or qualifier that lacks its head noun; for a
    ``measure``, also a name in lowercase whose short form is defined between it and a head
    of a distance ("total variation (TV) distance" is the total variation distance: what
    the parenthesis defines is a name, its head comes after)."""
    if lacks_head_noun(surface):
        match = _NEXT_WORD.match(abstract, end)
        word = match.group(1) if match else ""
        if word.islower() and singularize(word) in term_list("head-nouns.txt"):
            return f"{surface} {word}"
        return None
    after = _ACRONYM_THEN_WORD.match(abstract, end) if measure else None
    if after and singularize(after.group(2)) in DISTANCE_HEADS and _unlisted_without_head(surface):
        return f"{surface} {after.group(2)}"
    return None
