"""Curated term lists (``kg/data/*.txt``) that users can extend.

Each type has one file: ``methods.txt``, ``tasks.txt``, ``datasets.txt``, ``metrics.txt``,
plus ``generic.txt`` for mentions that are never entities. Files with the same names in the
folders listed in ``KG_LEXICON_DIR`` (separated like ``PATH``) add their terms.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from kg.errors import InputError
from kg.normalize import normalize_name

LEXICON_ENV = "KG_LEXICON_DIR"
TYPE_FILES: dict[str, str] = {
    "Method": "methods.txt",
    "Task": "tasks.txt",
    "Dataset": "datasets.txt",
    "Metric": "metrics.txt",
}
GENERIC_FILE = "generic.txt"
#: Words that judge or act on a thing rather than name it (package data only; read by
#: ``kg.extract.title`` at extraction and by ``kg.names`` at resolution).
EVALUATIVE_FILE = "evaluative-words.txt"
#: A capital right after a lowercase letter: a name coined by its cases ("ReCoRD").
_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")


@dataclass
class Lexicon:
    """Known terms per entity type, and normalized generic mentions."""

    terms: dict[str, list[str]] = field(default_factory=dict)
    generic: set[str] = field(default_factory=set)
    _by_name: dict[str, str] | None = field(default=None, repr=False, compare=False)
    _acronym_keys: dict[str, str] | None = field(default=None, repr=False, compare=False)
    _spelling_sets: dict[str, set[str]] | None = field(default=None, repr=False, compare=False)
    _lower_led_keys: dict[str, set[str]] | None = field(default=None, repr=False, compare=False)
    _lowercase_keys: frozenset[str] | None = field(default=None, repr=False, compare=False)
    _inner_capital_keys: frozenset[str] | None = field(default=None, repr=False, compare=False)

    def type_of(self, name: str) -> str | None:
        """The type of a known term (by normalized name), if any. A term written in capitals
        is an acronym: in other letters only the same word names it ("Bleu" is BLEU), not a
        plural ("Chairs" is no CHAIR: a common word) nor a name with a capital inside ("FiD"
        is no FID: a coined name of its own)."""
        key = normalize_name(name)
        found = self._index().get(key)
        acronym = self._acronyms().get(key)
        if found and acronym and any(c.islower() for c in name[:-1]):
            inner_capital = any(c.isupper() for c in name[1:])
            return found if name.lower() == acronym.lower() and not inner_capital else None
        lower_led = self._lower_led().get(key)
        if found and lower_led and " " not in name.strip() and name not in lower_led:
            return None  # "MAP" (maximum a posteriori) and "map" are no "mAP"
        if found and name.isupper() and key in self._inner_capitals():
            return None  # "RECORD" is no "ReCoRD": a coined spelling is its own name
        return found

    def _inner_capitals(self) -> frozenset[str]:
        """Keys whose every listed spelling has a capital right after a lowercase letter
        ("ReCoRD", "ComplEx"): names coined by their cases, which a word written all in
        capitals does not spell."""
        if self._inner_capital_keys is None:
            self._inner_capital_keys = frozenset(
                key
                for key, listed in self._spellings().items()
                if all(_INNER_CAPITAL.search(t) for t in listed)
            )
        return self._inner_capital_keys

    def _lower_led(self) -> dict[str, set[str]]:
        """The listed spellings of each key whose every spelling opens in lowercase with a
        capital inside ("mAP", "mIoU"): in other letters, such a name is another word."""
        if self._lower_led_keys is None:
            self._lower_led_keys = {
                key: listed
                for key, listed in self._spellings().items()
                if all(t[:1].islower() and any(c.isupper() for c in t) for t in listed)
            }
        return self._lower_led_keys

    def _spellings(self) -> dict[str, set[str]]:
        """The listed spellings of each key (normalized name), of every type."""
        if self._spelling_sets is None:
            spellings: dict[str, set[str]] = {}
            for terms in self.terms.values():
                for term in terms:
                    spellings.setdefault(normalize_name(term), set()).add(term)
            self._spelling_sets = spellings
        return self._spelling_sets

    def listed_in_lowercase(self, name: str) -> bool:
        """Whether a term list writes ``name`` all in lowercase somewhere: a common noun
        ("Transformer" is listed as "transformer" too), not a name of its own ("Llama")."""
        if self._lowercase_keys is None:
            self._lowercase_keys = frozenset(
                normalize_name(term)
                for terms in self.terms.values()
                for term in terms
                if term.islower()
            )
        return normalize_name(name) in self._lowercase_keys

    def _acronyms(self) -> dict[str, str]:
        if self._acronym_keys is None:
            capitals: dict[str, str] = {}
            other: set[str] = set()
            for terms in self.terms.values():
                for term in terms:
                    if term.isalpha() and term.isupper() and len(term) > 1:
                        capitals.setdefault(normalize_name(term), term)
                    else:
                        other.add(normalize_name(term))
            self._acronym_keys = {k: t for k, t in capitals.items() if k not in other}
        return self._acronym_keys

    def is_generic(self, name: str) -> bool:
        return normalize_name(name) in self.generic

    def _index(self) -> dict[str, str]:
        if self._by_name is None:
            index: dict[str, str] = {}
            for entity_type, terms in self.terms.items():
                for term in terms:
                    index.setdefault(normalize_name(term), entity_type)
            self._by_name = index
        return self._by_name


def read_terms(lines: Iterable[str], source: str) -> list[str]:
    """Terms of a lexicon file: one per line, blank lines and ``#`` comments ignored."""
    terms = []
    for number, line in enumerate(lines, start=1):
        term = line.strip()
        if not term or term.startswith("#"):
            continue
        if len(term) > 200:
            raise InputError(f"{source}:{number}", "lexicon term longer than 200 characters")
        terms.append(term)
    return terms


def lexicon_dirs_from_env() -> list[Path]:
    value = os.environ.get(LEXICON_ENV, "")
    return [Path(part) for part in value.split(os.pathsep) if part]


def component_lexicon(lexicon_dirs: Sequence[str], package: bool) -> Lexicon:
    """The lexicon of a pipeline component: the package lists (unless ``package`` is
    false), the folders of its config and those named by ``KG_LEXICON_DIR``."""
    return load_lexicon([*lexicon_dirs, *lexicon_dirs_from_env()], package=package)


def load_lexicon(extra_dirs: Sequence[Path | str] = (), *, package: bool = True) -> Lexicon:
    """The package lexicon (unless ``package`` is false) plus the files in ``extra_dirs``."""
    lexicon = Lexicon(terms={t: [] for t in TYPE_FILES})
    names = [*TYPE_FILES.items(), ("generic", GENERIC_FILE)]
    sources: list[tuple[str, str, str]] = []  # (kind, text, label)
    if package:
        data = resources.files("kg") / "data"
        for kind, file_name in names:
            entry = data / file_name
            if entry.is_file():
                sources.append((kind, entry.read_text(encoding="utf-8"), f"kg/data/{file_name}"))
    for folder in extra_dirs:
        folder = Path(folder)
        if not folder.is_dir():
            raise InputError(str(folder), "lexicon folder does not exist")
        for kind, file_name in names:
            path = folder / file_name
            if path.is_file():
                try:
                    sources.append((kind, path.read_text(encoding="utf-8"), str(path)))
                except (OSError, UnicodeDecodeError) as exc:
                    raise InputError(str(path), f"cannot read lexicon file: {exc}") from exc
    for kind, text, label in sources:
        terms = read_terms(text.splitlines(), label)
        if kind == "generic":
            lexicon.generic.update(normalize_name(t) for t in terms)
        else:
            lexicon.terms[kind].extend(with_variants(terms, kind))
    return lexicon


_LETTER_HYPHEN_DIGIT = re.compile(r"(?<=[A-Za-z])-(?=\d)")


def with_variants(terms: Iterable[str], kind: str | None = None) -> list[str]:
    """``terms`` plus the spellings that drop the hyphen before a number ("CIFAR-10" →
    "CIFAR10", "STL-10" → "STL10"): both are common and normalize differently; and the
    plural of a lowercase name of several words ("attack success rates", "isolation
    forests"), which the matcher would not find otherwise, and of a Method's name of
    several common words in title case ("Vision Transformers", "Graph Neural Networks":
    architectures are named in the plural as often); each of these in British spelling
    too ("regularisation", "Bayesian optimisation"). One word is left alone: its plural is
    as often a verb ("recalls", "regrets")."""
    out = []
    for term in terms:
        out.append(term)
        variant = _LETTER_HYPHEN_DIGIT.sub("", term)
        if variant != term:
            out.append(variant)
        if term.islower():
            spellings = _joinings(term)
        elif " " in term and (
            term.rsplit(" ", 1)[1].islower()  # "Gaussian process" → "Gaussian processes"
            or (kind == "Method" and all(_TITLE_WORD.fullmatch(w) for w in term.split()))
        ):
            spellings = [term]
        else:
            continue
        # "Bayesian optimisation" as well as "kelp regularisation"
        spellings += [b for s in spellings if (b := _british(s)) != s]
        for spelling in spellings:
            out.append(spelling)
            plural = _plural(spelling)
            if plural:
                out.append(plural)
    return list(dict.fromkeys(out))


_BRITISH = (
    (re.compile(r"iz(?=ation|e\b|ed\b|er\b|ing\b)"), "is"),
    (re.compile(r"\b(behavi|col|neighb|fav|lab|hum|vap)or"), r"\1our"),
    (re.compile(r"(?<=[a-z]e)l(?=ing\b|ed\b)"), "ll"),
)


def _british(term: str) -> str:
    """The British spelling of a listed (American) name: "behavior cloning" → "behaviour
    cloning", "regularization" → "regularisation", "labeling" → "labelling"."""
    for pattern, replacement in _BRITISH:
        term = pattern.sub(replacement, term)
    return term


_MIN_JOINED_WORDS, _MAX_JOINED_WORDS = 3, 4


def _joinings(term: str) -> list[str]:
    """Every spelling of a lowercase name of three or four words that joins them by spaces
    or hyphens ("word error rate", "word-error rate", "word-error-rate"): the tokenizer
    splits the hyphens, so each is a different token sequence to the matcher, and authors
    write them all. A name of two words is left as listed: hyphenated, it is mostly a
    modifier ("edge-detection network"), not the thing itself; a longer one is rarely
    hyphenated, and the spellings double with each word."""
    words = term.replace("-", " ").split()
    if not _MIN_JOINED_WORDS <= len(words) <= _MAX_JOINED_WORDS:
        return [term]
    spellings = [words[0]]
    for word in words[1:]:
        spellings = [f"{s}{joint}{word}" for s in spellings for joint in (" ", "-")]
    return [term, *spellings]


_PLURAL_ENDING = re.compile(r"[a-z]{3,}$")
#: A common word in title case ("Vision", "Transformer"; not "ResNet", "GPT").
_TITLE_WORD = re.compile(r"[A-Z][a-z]+")


def _plural(term: str) -> str | None:
    """The plural of a name's last word, or None when it has none of its own."""
    cut = max(term.rfind(" "), term.rfind("-"))
    if cut < 0:
        return None
    head, last = term[: cut + 1], term[cut + 1 :]
    if _TITLE_WORD.fullmatch(last):
        # a title-case word ("Transformer") ends like its lowercase
        plural = _plural(f"{head}{last.lower()}")
        return plural and f"{head}{last[0]}{plural[len(head) + 1 :]}"
    if last.endswith("ss") and _PLURAL_ENDING.fullmatch(last):
        return f"{head}{last}es"  # "Gaussian processes"
    if not _PLURAL_ENDING.fullmatch(last) or last.endswith(("s", "ing", "ics")):
        return None
    if last.endswith("y") and last[-2] not in "aeiou":
        return f"{head}{last[:-1]}ies"
    if last.endswith(("ch", "sh", "x", "z")):
        return f"{head}{last}es"
    return f"{head}{last}s"
