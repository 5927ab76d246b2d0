"""Shapes of names, and a component that keeps multi-part names in one token.

The tokenizer splits ``Llama-3.1-8B`` into five tokens and ``CNN/DailyMail`` into three;
``kg_name_shapes`` merges such runs back before tagging, so the tagger and parser see
one proper noun.
"""

from __future__ import annotations

import functools
import re

from spacy.language import Language
from spacy.tokens import Doc, Token

from kg.names import ends_in_modifier, lexicon_types

_RUN = re.compile(r"\S+")
_OUTER = "\"'“”‘’()[]{},;:.!?"
# Parts joined by hyphens, dots or slashes: "Qwen2.5-Coder-7B", "PG-19", "CNN/DailyMail".
_JOINED = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.+]*(?:[-/][A-Za-z0-9][A-Za-z0-9.+]*)+$")
_SLASHED_NAMES = re.compile(r"^[A-Z][A-Za-z0-9]*(?:/[A-Z][A-Za-z0-9]*)+$")
# Quantities are not names: "7B", "6D", "100k", "2×", "3.5x".
_QUANTITY = re.compile(r"^[+-]?\d+(?:[.,]\d+)*[A-Za-z×%]{0,2}$")
_AFFIX = re.compile(r"-(?:style|like|based|aware|free|level|specific|guided|driven|only|wise)\b")
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]{2,}")
_ACRONYM = re.compile(r"^[A-Z0-9&]*[A-Z][A-Z0-9&]*[A-Z0-9][A-Za-z0-9&]*$")


# Letters then digits, as one word: "GSM8K", "T5", "BERT4Rec", "word2vec".
_LETTERS_DIGITS = re.compile(r"^[A-Za-z]+[0-9]+[A-Za-z0-9]*$")
# A sentence-final period after such a word ("… on GSM8K.", "… Llama-3.1-8B.") or after a
# mixed-case name ending in a capital ("… named DeepFoO.") is punctuation; the default rules
# keep it because "8K." or "oO." could end an abbreviation.
_NAME_FINAL_PERIOD = (
    r"(?<=[0-9][A-Za-z])\.",
    r"(?<=[A-Za-z][0-9])\.",
    r"(?<=[a-z][A-Z])\.",
)


_GLUED_PARENTHESIS = r"(?<=[a-z]{4})\((?=[A-Z0-9][A-Za-z0-9\-]*[A-Za-z0-9]$)"
# A closing parenthesis with the next sentence or clause typed against it ("(QZN).To allow",
# "(QZN)—on"): the parenthesis and the mark after it are tokens of their own.
_GLUED_AFTER_PARENTHESIS = (
    r"(?<=[A-Za-z0-9])\)(?=[.,;:\u2014\u2013]?[A-Za-z]{2})",
    r"(?<=\))[.,;:\u2014\u2013](?=[A-Za-z]{2})",
)

# A word typed against a name without its space ("we proposeQZNet", "andQZBench", "on
# QZ-SETshow that"): closed-class words and naming verbs only, since lowercase prefixes of
# real names ("signSGD", "miniImageNet", "infoNCE") are just as common.
_GLUED_BEFORE_WORDS = (
    "and", "with", "for", "from", "upon", "via", "the", "of", "on", "called", "named",
    "termed", "propose", "employ",
)  # fmt: skip
_GLUED_AFTER_WORDS = ("and", "is", "are", "show", "shows", "that", "with", "for", "the")
_GLUED_BEFORE_NAME = tuple(rf"(?<=\b{word})(?=[A-Z])" for word in _GLUED_BEFORE_WORDS)
# After an acronym of three capitals or more ("CNNs" and "APIs" end in no listed word;
# "MaskAHand" is a name).
_GLUED_AFTER_ACRONYM = rf"(?<=[A-Z]{{3}})(?=(?:{'|'.join(_GLUED_AFTER_WORDS)})\b)"
_GLUED_WORD_END = re.compile(_GLUED_AFTER_ACRONYM + r".*$")


def keep_names_whole(nlp: Language) -> None:
    """Tokenizer rules for names with digits: the unit suffixes ("8K" → "8", "K") must not
    split "GSM8K", and a period that ends a sentence after such a name is its own token;
    hyphens typed for a dash ("---") split words, and so does a missing space between a
    name and a closed-class word or naming verb ("andQZBench", "QZNetis"); emoticons are
    no special cases."""
    from spacy.lang.tokenizer_exceptions import emoticons
    from spacy.util import compile_infix_regex, compile_suffix_regex

    tokenizer = nlp.tokenizer
    # Abstracts hold no emoticons, but they close a short form before a colon ("Kelp Gate
    # Network (KGN): a …") and number tables ("Table 8)"): as special cases "):" and "8)"
    # would stay one token and hide the definition.
    tokenizer.rules = {k: v for k, v in tokenizer.rules.items() if k not in emoticons}
    default_match = tokenizer.token_match

    def token_match(text: str) -> bool:
        return bool(_LETTERS_DIGITS.match(text)) or bool(default_match and default_match(text))

    tokenizer.token_match = token_match
    suffixes = [*nlp.Defaults.suffixes, *_NAME_FINAL_PERIOD]
    tokenizer.suffix_search = compile_suffix_regex(suffixes).search
    # A dash typed as hyphens ("a new metric---recall---that") separates words, and so
    # does a parenthesis typed without its space before a short form or a citation
    # ("Quick Zebra Network(QZNet)"), which would otherwise hide the definition. A short
    # word before it ("O(N)", "log(K)") is a function of mathematics.
    infixes = [
        *nlp.Defaults.infixes,
        r"-{2,}",
        r"(?<=[A-Za-z0-9]{2})\)(?=-{2,})",  # "Kelp Net (KN)---a": the parenthesis closes
        _GLUED_PARENTHESIS,
        *_GLUED_AFTER_PARENTHESIS,
        *_GLUED_BEFORE_NAME,
        _GLUED_AFTER_ACRONYM,
    ]
    tokenizer.infix_finditer = compile_infix_regex(infixes).finditer


# Capitalized parts joined by hyphens, one of them an acronym: "R-CNN", "GC-VRNN",
# "YouTube-VIS", "Transformer-XL" (not "Open-Vocabulary", not "Non-iid").
_HYPHENED_NAME = re.compile(r"^[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+$")
_ACRONYM_PART = re.compile(r"(?:^|-)[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:-|$)")


def should_merge(text: str) -> bool:
    """Whether a whitespace-free run of several tokens is one multi-part name. Listed names
    of one type written with a slash ("PSNR/SSIM", "ImageNet/CIFAR100") are several names,
    not one."""
    if _SLASHED_NAMES.match(text):
        parts = text.split("/")
        types = [_listed_types(part) for part in parts]
        if set.intersection(*types):
            return False
        # "EM/F1": a listed name among acronyms is a list too.
        a_list = any(types) and all(
            t or _ACRONYM.match(p) for t, p in zip(types, parts, strict=True)
        )
        return not a_list
    if _HYPHENED_NAME.match(text) and _ACRONYM_PART.search(text):
        return True
    return bool(
        _JOINED.match(text)
        and any(c.isdigit() for c in text)
        and any(c.isupper() for c in text)
        and not _QUANTITY.match(text)
    )


def _listed_types(part: str) -> set[str]:
    """The term-list types of one part of a slashed run, "CIFAR10" found as "CIFAR-10"."""
    return lexicon_types(part) or lexicon_types(_LETTERS_THEN_DIGITS.sub(r"\1-\2", part))


_LETTERS_THEN_DIGITS = re.compile(r"^([A-Za-z]+)([0-9]+)$")


# Cached: the entity rules ask this of nearly every token, and words repeat.
@functools.lru_cache(maxsize=1 << 16)
def is_name_shaped(text: str) -> bool:
    """Acronyms (``DPO``, ``LLMs``), CamelCase (``NovaNet``) or names with digits (``GPT-5``)."""
    if len(text) < 2 or _QUANTITY.match(text) or not any(c.isupper() for c in text):
        return False
    if ends_in_modifier(text):
        return False  # "1D-convolutional", "KG-aware": a modifier of the noun after it
    if any(c.isdigit() for c in text) and any(c.isalpha() for c in text):
        return True
    if (
        _HYPHENED_NAME.match(text)
        and _ACRONYM_PART.search(text)
        and not text.lower().startswith("non-")
    ):
        return True
    core = text[:-1] if text.endswith("s") and text[:-1].isupper() else text
    return bool(_ACRONYM.match(core) or _CAMEL.search(text))


def merge_names(doc: Doc) -> Doc:
    """Merge the tokens of each multi-part name (see ``should_merge``) into one."""
    spans = []
    # ``Doc.text`` joins every token on each access: read it once, not once per word.
    text = doc.text
    for match in _RUN.finditer(text):
        start, end = match.span()
        while start < end and text[start] in _OUTER:
            start += 1
        while end > start and text[end - 1] in _OUTER:
            end -= 1
        affix = _AFFIX.search(text, start, end)
        if affix is not None and affix.end() == end:
            end = affix.start()  # "Foo2Bar-style" is the name "Foo2Bar"
        glued = _GLUED_WORD_END.search(text, start, end)
        if glued is not None:
            end = glued.start()  # "QZ-SETshow": the name "QZ-SET", then a word
        if end - start < 3 or not should_merge(text[start:end]):
            continue
        span = doc.char_span(start, end)
        if span is not None and len(span) > 1:
            spans.append(span)
    if spans:
        with doc.retokenize() as retokenizer:
            for span in spans:
                retokenizer.merge(span)
    return doc


def is_name_token(token: Token) -> bool:
    return is_name_shaped(token.text)


@Language.factory("kg_name_shapes")
def make_name_shapes(nlp: Language, name: str) -> object:
    """Merges multi-part names (``Llama-3.1-8B``, ``CNN/DailyMail``) into single tokens."""
    return merge_names
