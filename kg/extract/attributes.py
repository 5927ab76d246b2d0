"""Part-of-speech and morphology by the pretrained attribute ruler's patterns, decided once
per distinct token form.

``kg_attributes`` stands in for the pretrained pipeline's ``attribute_ruler`` and gives the
same attributes to every token. The ruler runs a ``Matcher`` of its patterns over each doc,
testing every pattern's predicates on every token; that was an eighth of the extraction
time. Here the patterns of one token (nearly all of them) are decided once per distinct
(tag, lowercase form, dependency, is-space) and cached; the few patterns of two tokens
still run as a ``Matcher``. As in the ruler, every pattern that matches applies its
attributes, in the order of the patterns, a later one overriding an earlier one.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.attrs import DEP, IS_SPACE, LOWER, TAG
from spacy.language import Language
from spacy.matcher import Matcher
from spacy.pipeline import AttributeRuler
from spacy.tokens import Doc
from spacy.tokens._retokenize import set_token_attrs

#: The token attributes the ruler's one-token patterns test, in the order of ``_form``.
_TESTED = ("TAG", "LOWER", "DEP", "IS_SPACE")


class CachedAttributeRuler:
    """The attributes of ``ruler``'s patterns, one decision per distinct token form."""

    def __init__(self, ruler: AttributeRuler) -> None:
        # (patterns, attributes as the ruler sets them, index of the token they go to)
        self.rules: list[tuple[list[list[dict[str, Any]]], dict[int, Any], int]] = [
            (p["patterns"], ruler.attrs[number], p["index"])
            for number, p in enumerate(ruler.patterns)
        ]
        self.pairs = Matcher(ruler.vocab, validate=True)
        self.pair_starts: list[dict[str, Any]] = []
        # Which one-token rules a form may meet, by the exact tag or lowercase form they ask
        # for (most do), so that a new form is tested against a few rules, not all of them.
        self.by_tag: dict[str, list[int]] = {}
        self.by_lower: dict[str, list[int]] = {}
        self.others: list[int] = []
        for number, (patterns, _, index) in enumerate(self.rules):
            for pattern in patterns:
                unknown = {attr for token in pattern for attr in token} - set(_TESTED)
                if unknown:
                    raise ValueError(f"kg_attributes cannot test {sorted(unknown)} in {pattern}")
            longer = [pattern for pattern in patterns if len(pattern) > 1]
            if longer:
                self.pairs.add(str(number), longer)
                self.pair_starts += [pattern[0] for pattern in longer]
            if index not in (0, -1):
                continue
            for pattern in patterns:
                if len(pattern) > 1:
                    continue
                if isinstance(pattern[0].get("TAG"), str):
                    self.by_tag.setdefault(pattern[0]["TAG"], []).append(number)
                elif isinstance(pattern[0].get("LOWER"), str):
                    self.by_lower.setdefault(pattern[0]["LOWER"], []).append(number)
                else:
                    self.others.append(number)
        #: (tag, lowercase form, dependency, is space) → the numbers of the one-token rules it
        #: meets, and whether a pattern of two tokens may start with it.
        self.forms: dict[tuple[int, ...], tuple[tuple[int, ...], bool]] = {}
        #: rule numbers → the attributes they give, in the ruler's order.
        self.folded: dict[tuple[int, ...], dict[int, Any]] = {}

    def __call__(self, doc: Doc) -> Doc:
        if not len(doc):
            return doc
        strings = doc.vocab.strings
        forms = self.forms
        found = []
        for row in doc.to_array([TAG, LOWER, DEP, IS_SPACE]).tolist():
            form = tuple(row)
            decided = forms.get(form)
            if decided is None:
                values = (strings[form[0]], strings[form[1]], strings[form[2]], bool(form[3]))
                decided = forms[form] = self._decide(values)
            found.append(decided)
        paired: dict[int, list[int]] = {}
        # Most docs hold no token a pattern of two tokens can start with: no Matcher then.
        if any(starts_pair for _, starts_pair in found):
            for match_id, start, end in self.pairs(doc, allow_missing=True):
                number = int(strings[match_id])
                paired.setdefault(range(start, end)[self.rules[number][2]], []).append(number)
        for i, (rules, _) in enumerate(found):
            if i in paired:
                rules = (*rules, *paired[i])
            if rules:
                set_token_attrs(doc[i], self._attributes(rules))
        return doc

    def _attributes(self, rules: tuple[int, ...]) -> dict[int, Any]:
        """The attributes ``rules`` give a token: each in order, a later one overriding."""
        attrs = self.folded.get(rules)
        if attrs is None:
            attrs = {}
            for number in sorted(set(rules)):
                attrs.update(self.rules[number][1])
            self.folded[rules] = attrs
        return attrs

    def _decide(self, values: tuple[str, str, str, bool]) -> tuple[tuple[int, ...], bool]:
        """The one-token rules a token form meets, and whether a pattern of two tokens may
        start with it."""
        tag, lower = values[0], values[1]
        candidates = {*self.by_tag.get(tag, ()), *self.by_lower.get(lower, ()), *self.others}
        rules = tuple(
            number
            for number in sorted(candidates)
            if any(len(p) == 1 and _meets(p[0], values) for p in self.rules[number][0])
        )
        starts_pair = any(_meets(first, values) for first in self.pair_starts)
        return rules, starts_pair


def _meets(token_pattern: dict[str, Any], values: tuple[str, str, str, bool]) -> bool:
    """Whether a token with ``values`` (as in ``_TESTED``) meets one token's pattern."""
    for attr, wanted in token_pattern.items():
        value = values[_TESTED.index(attr)]
        if isinstance(wanted, dict):
            for op, argument in wanted.items():
                if op == "IN" and value not in argument:
                    return False
                if op == "NOT_IN" and value in argument:
                    return False
                if op == "REGEX" and not re.search(argument, value):
                    return False
                if op not in ("IN", "NOT_IN", "REGEX"):
                    raise ValueError(f"kg_attributes cannot test {op!r} in {token_pattern}")
        elif value != wanted:
            return False
    return True


@Language.factory("kg_attributes")
def make_cached_attribute_ruler(nlp: Language, name: str) -> CachedAttributeRuler:
    """Takes the place of the pipeline's ``attribute_ruler``, whose patterns it keeps."""
    ruler = nlp.get_pipe("attribute_ruler")
    if not isinstance(ruler, AttributeRuler):
        raise ValueError("kg_attributes needs the pretrained pipeline's attribute_ruler")
    return CachedAttributeRuler(ruler)
