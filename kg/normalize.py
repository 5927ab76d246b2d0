"""Name normalization shared by extraction keys, corpus-level resolution and ``kg eval``.

``normalize_name`` implements the matching rule of docs/design.md: lowercase; hyphens, dashes,
slashes and underscores become spaces; LaTeX markup and outer punctuation are stripped; a
leading article written as a word of its own is dropped (not the "A" of "A-OKVQA"); the
last word is singularized.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_LATEX_COMMAND = re.compile(r"\\[a-zA-Z]+\*?\s*")
_LATEX_ESCAPE = re.compile(r"\\([&%$#_{}])")
_SEPARATORS = re.compile(r"[\-\u2010-\u2015\u2212/_]+")
_SPACES = re.compile(r"\s+")
_OUTER_PUNCT = "\"'`.,;:!?()[]{}<>*$~\u2018\u2019\u201c\u201d"
_ARTICLES = ("the ", "a ", "an ")
# Endings that look plural but are not (or whose singular we cannot guess safely).
_NOT_PLURAL = ("ss", "us", "is", "ous")


def strip_latex(text: str) -> str:
    """Remove LaTeX commands, math delimiters and grouping braces, keeping their content."""
    text = _LATEX_ESCAPE.sub(r"\1", text)
    text = _LATEX_COMMAND.sub("", text)
    return text.replace("$", "").replace("{", "").replace("}", "")


#: Greek and Latin plurals of the field's nouns ("matrices", "criteria", "hypotheses").
_IRREGULAR_PLURALS = {
    "matrices": "matrix",
    "vertices": "vertex",
    "indices": "index",
    "simplices": "simplex",
    "criteria": "criterion",
    "phenomena": "phenomenon",
    "hypotheses": "hypothesis",
    "analyses": "analysis",
}


def singularize(word: str) -> str:
    """Singular of an English noun or an acronym plural (``LLMs`` → ``LLM``), conservatively."""
    if len(word) <= 3 and not (len(word) >= 3 and word[:-1].isupper() and word.endswith("s")):
        return word
    if word[:-1].isupper() and word.endswith("s"):  # acronym plural: LLMs, GNNs
        return word[:-1]
    lower = word.lower()
    if lower.endswith(_NOT_PLURAL):
        return word
    for plural, singular in _IRREGULAR_PLURALS.items():
        if lower.endswith(plural):
            return word[: len(word) - len(plural)] + singular
    if lower.endswith("ies") and len(word) > 4:
        return word[:-3] + ("Y" if word[-3:].isupper() else "y")
    if lower.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if lower.endswith("s") and not lower.endswith("ss"):
        return word[:-1]
    return word


# Cached: extraction normalizes the same words ("the", "model", …) thousands of times.
@functools.lru_cache(maxsize=1 << 16)
def normalize_name(name: str) -> str:
    """The comparison form of an entity name (see module docstring)."""
    text = unicodedata.normalize("NFKC", name)
    text = strip_latex(text)
    text = _SPACES.sub(" ", text).strip().strip(_OUTER_PUNCT + "-").strip().lower()
    # An article is a word of its own: the "A" of "A-OKVQA" is part of the name.
    for article in _ARTICLES:
        if text.startswith(article) and len(text) > len(article):
            text = text[len(article) :]
            break
    text = _SEPARATORS.sub(" ", text)
    text = _SPACES.sub(" ", text).strip().strip(_OUTER_PUNCT).strip()
    words = text.split(" ")
    if words and words[-1]:
        words[-1] = singularize(words[-1]).lower()
    return " ".join(words)
