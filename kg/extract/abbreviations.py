"""Abbreviation definitions: ``Long Form (LF)``, ``LF (Long Form)`` and ``(Long Form, LF)``.

Implements the algorithm of Schwartz & Hearst (2003), "A simple algorithm for identifying
abbreviation definitions in biomedical text": a parenthesis next to a short-form candidate
(2-10 characters, up to 15 in a coined name in mixed case with a capital in every hyphenated
part, "MultiKelpAL"; a letter, an alphanumeric first character) is a definition when the
short form's characters can be found, right to left, in the words before it, the first
character starting a word; the long form is the shortest such run of at most
``min(|SF| + 5, 2|SF|)`` words. Changes: when the short form is in capitals and a longer run
of words just before it has exactly its letters as first letters, that run is the long form
(the shortest run may borrow letters from inside words); and a capital with a power inside
or at the end of the short form ("S2SD", written for S²SD; "AR2") counts as that capital
repeated, or as the next one repeated ("G3N"), and a 2 between letters as the word "to"
when the long form has it ("Room-to-Room (R2R)"). In "LF (Long Form)" the whole parenthesis
is the long form also when the letters of the short form are exactly the initials of its
capitalized words, though the shortest run starts inside it ("NINE (Nested Interaction and
Neighbours to infer Environments)"). A short form of more than ten characters leads the long
form's words with its capitals (not "KELP benchmark (KELP-Bench-MR)").
The short form may follow a naming word inside the parenthesis ("Long Form (termed LF)",
"(dubbed as LF)"). Definitions written without a parenthesis are read with the same letter
test: "Long Form, or LF" (without the comma when the capitals of the long form spell the
short form), "Long Form, abbreviated as LF" and "LF, a Long Form, …" (where, as
in "LF (Long Form)", the long form must start right after the article).
``doc._.abbreviations`` lists ``(short Span, long Span)`` pairs in text order.
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

SHORT_KEY = "kg_abbreviation_short"
LONG_KEY = "kg_abbreviation_long"


def _get_abbreviations(doc: Doc) -> list[tuple[Span, Span]]:
    # Kept in two aligned span groups, which survive serialization (``nlp.pipe(n_process=…)``).
    if SHORT_KEY not in doc.spans or LONG_KEY not in doc.spans:
        return []
    return list(zip(doc.spans[SHORT_KEY], doc.spans[LONG_KEY], strict=True))


Doc.set_extension("abbreviations", getter=_get_abbreviations, force=True)


_EXAMPLE_MARKERS = frozenset(["e.g", "eg", "cf", "see"])
_GLOSS_MARKERS = frozenset(["i.e", "ie", "viz", "namely"])
_EDITION = re.compile(r"^(?:v?[0-9]+\.[0-9]+|(?:19|20)[0-9]{2})$")
# A capital with a small power inside or at the end of a short form ("S2SD" for S²SD, "AR2").
_SQUARED = re.compile(r"([A-Z])([23])(?=[A-Z]|$)")
# A count in front of a capital, after another capital ("G3N" for G + N³).
_COUNTED = re.compile(r"(?<=[A-Z])([234])([A-Z])")
#: The words of a long form: parted by spaces, hyphens and dashes ("Room-to-Room").
_WORD = re.compile(r"[^\s\-\u2010-\u2015]+")
# A 2 between letters read as the word "to" ("R2R", "seq2seq", "L2O").
_TWO_AS_TO = re.compile(r"(?<=[A-Za-z])2(?=[A-Za-z])")
_TO_WORD = re.compile(r"(?:^|[\s\-])to[\s\-]", re.IGNORECASE)
# Readings of a digit inside a short form, tried in turn when its letters alone find no
# long form: "S2SD", "M2AC" (a letter squared), "G3N" (the next letter counted), "R2R",
# "L2O" (the word "to").
_DIGIT_READINGS = (
    (_SQUARED, lambda m: m[1] * int(m[2])),
    (_COUNTED, lambda m: m[2] * int(m[1])),
    (_TWO_AS_TO, "to"),
)


#: The longest short form (Schwartz & Hearst), and the longest a coined name in mixed case
#: may be ("BKelpFormer", "MultiFrondAL"): its letters, right to left from its end, the
#: first at a word start, are no accident at that length.
_SHORT_FORM_LENGTH = 10
_COINED_SHORT_FORM_LENGTH = 15


def _is_short_form(text: str) -> bool:
    longest = _SHORT_FORM_LENGTH
    parts = re.split(r"[-\u2010-\u2015]", text)
    if (
        any(c.isupper() for c in text[1:])
        and any(c.islower() for c in text)
        # every part coined, none a word of the text ("streaming-KGD" is KGD on streams)
        and all(any(c.isupper() for c in part) for part in parts)
    ):
        longest = _COINED_SHORT_FORM_LENGTH
    return (
        2 <= len(text) <= longest
        and any(c.isalpha() for c in text)
        and text[0].isalnum()
        and len(text.split()) <= 2
        and any(c.isupper() for c in text)
    )


def _long_form_start(short: str, long: str) -> int:
    """Start of the long form in ``long`` matching ``short`` (Schwartz & Hearst), or -1."""
    s = len(short) - 1
    l_idx = len(long) - 1
    while s >= 0:
        char = short[s].lower()
        if not char.isalnum():
            s -= 1
            continue
        while l_idx >= 0 and (
            long[l_idx].lower() != char or (s == 0 and l_idx > 0 and long[l_idx - 1].isalnum())
        ):
            l_idx -= 1
        if l_idx < 0:
            return -1
        l_idx -= 1
        s -= 1
    return long.rfind(" ", 0, l_idx + 1) + 1


def initials_start(short: str, long: str) -> int:
    """Start of the run of words at the end of ``long`` whose first letters are exactly the
    letters of an all-capitals ``short`` ("Deep Anchor Domain Adaptation" for "DADA",
    also with hyphens between its letters), or -1. Schwartz & Hearst stop at the shortest
    run, which may take letters from inside a word ("Domain Adaptation" spells "DADA" too);
    a definition whose every letter starts a word is the more likely reading."""
    letters = short[:-1] if short.endswith("s") else short
    letters = letters.replace("-", "")  # "DD-PPO": the hyphen groups its letters
    if not (letters.isalpha() and letters.isupper() and len(letters) >= 3):
        return -1
    words = list(_WORD.finditer(long))
    if len(words) < len(letters):
        return -1
    run = words[len(words) - len(letters) :]
    if "".join(w.group()[0] for w in run).upper() != letters:
        return -1
    return long.rfind(" ", 0, run[0].start()) + 1


def _match(doc: Doc, short: Span, window: Span) -> Span | None:
    """The long form of ``short`` at the end of ``window``, or None."""
    if len(window) == 0:
        return None
    text = window.text
    start = _long_form_start(short.text, text)
    for pattern, replacement in _DIGIT_READINGS:
        if start >= 0:
            break
        read = pattern.sub(replacement, short.text)
        if read == short.text:
            continue
        start = _long_form_start(read, text)
        if start >= 0 and pattern is _TWO_AS_TO and not _TO_WORD.search(text, start):
            start = -1  # "to" only when the long form has the word
    if start < 0:
        return None
    initials = initials_start(short.text, text)
    if 0 <= initials < start:
        start = initials
    long = doc.char_span(window.start_char + start, window.end_char, alignment_mode="expand")
    if long is None or short.text.lower() in long.text.lower().split():
        return None
    words = len(long.text.replace("-", " ").split())
    if words > _max_words(short.text) or words < 1 or len(long.text) <= len(short.text):
        return None
    if len(short.text) > _SHORT_FORM_LENGTH and not _capitals_lead(short, long):
        # a long coined short form leads its words with its capitals ("MultiKelpAL"); its
        # letters found inside lowercase words are chance: "KELP benchmark (KELP-Bench-MR)"
        return None
    # A definition names something: drop a leading article or determiner, a separate word
    # ("the"), not the first part of a hyphenated one ("out-of-distribution").
    while (
        len(long) > 1
        and long[0].pos_ in ("DET", "PRON", "ADP", "CCONJ", "PUNCT")
        and (long[0].whitespace_ or long[0].pos_ == "PUNCT")
    ):
        long = long[1:]
    # A quoted name ends before its closing quote ("the “kelp path problem” (KPP)").
    while len(long) > 1 and long[-1].text in _CLOSING_QUOTES:
        long = long[:-1]
    # A kind word in lowercase that no letter of the short form stands for says what the
    # named thing is ("Kelp Planning algorithm (KP)"): the name ends before it.
    last = long[-1]
    if (
        len(long) > 2
        and last.text in _KIND_WORDS
        and short.text.rstrip("s")[-1:].lower() != last.text[0]
    ):
        long = long[:-1]
    return long


#: Closing quotes a quoted long form may end in, which are no part of the name.
_CLOSING_QUOTES = frozenset(['"', "”", "’", "'", "''", "»"])
#: Words for the kind of a named thing ("… algorithm", "… method").
_KIND_WORDS = frozenset(
    ["algorithm", "method", "approach", "framework", "technique", "strategy", "scheme", "procedure"]
)


def _max_words(short: str) -> int:
    """The most words a long form of ``short`` may have (Schwartz & Hearst)."""
    return min(len(short) + 5, 2 * len(short))


#: A dash between clauses: three hyphens or an em dash. Two hyphens or an en dash join
#: names ("Kelp--Zebra distance (KZ)").
_DASH = re.compile(r"-{3,}|\u2014")


def _trim_window(doc: Doc, start: int, end: int) -> int:
    """Where the long-form window before token ``end`` starts: not before the sentence,
    an earlier parenthesis or a clause-breaking punctuation mark, a dash among them
    ("a kelp algorithm---kelp gate descent (KGD)")."""
    i = end - 1
    while i >= start and not (_breaks(doc[i]) or doc[i].text == ","):
        i -= 1
    return i + 1


def _breaks(token: Token) -> bool:
    """Whether a long form cannot run across ``token``: a bracket, a sentence or clause mark,
    or a dash between clauses."""
    return token.text in ("(", ")", ";", ":", ".", "[", "]") or bool(_DASH.fullmatch(token.text))


def _capitals(short: str) -> str:
    """The capitals of a short form, its first letter counted as one ("LeKF": "LKF")."""
    return short[0].upper() + "".join(c for c in short[1:] if c.isupper())


def find_abbreviations(doc: Doc) -> list[tuple[Span, Span]]:
    """All ``(short, long)`` definitions of the doc (see module docstring)."""
    pairs: list[tuple[Span, Span]] = []
    for sent in doc.sents:
        i = sent.start
        while i < sent.end:
            if doc[i].text != "(":
                i += 1
                continue
            close = next(
                (j for j in range(i + 1, min(i + 20, sent.end)) if doc[j].text == ")"), None
            )
            if close is None or close == i + 1:
                i += 1
                continue
            if _glued_to_a_word(doc, close):
                i = close + 1  # "(Kelp)Nets": letters of one written word, no definition
                continue
            inside = doc[i + 1 : close]
            pair = _define(doc, sent, i, close, inside)
            if pair:
                pairs.append(pair)
            i = close + 1
        taken = {short.start for short, _ in pairs}
        for k in range(sent.start, sent.end):
            if k not in taken and (pair := _define_in_words(doc, sent, k)):
                pairs.append(pair)
    return sorted(pairs, key=lambda pair: pair[0].start)


def _glued_to_a_word(doc: Doc, close: int) -> bool:
    """Whether the parenthesis closing at token ``close`` runs into a word after it
    ("(Kelp)Nets", "(re)ranking"): a part of a word the writer may leave out, not a
    definition."""
    return not doc[close].whitespace_ and close + 1 < len(doc) and doc[close + 1].text[:1].isalpha()


#: Words that may open a parenthesis before the short form: "Long Form (termed LF)".
_NAMING_WORDS = frozenset(["termed", "dubbed", "called", "named", "coined", "denoted"])
#: Words between a long form and its short form written without a parenthesis.
_SHORT_FORM_CUES = (("or",), ("abbreviated", "as"), ("abbreviated",))
#: Naming words between them ("Long Form, dubbed LF"): a coined name follows them as often
#: as a short form, so only capitals that spell the short form make a definition.
_NAMING_CUES = (
    *((word,) for word in sorted(_NAMING_WORDS)),
    *(("dubbed", "as"), ("referred", "to", "as"), ("call",), ("term",)),
)
#: Words of a relative clause between a long form's comma and a naming cue ("Long Form,
#: which is referred to as LF", "…, which we call LF").
_NAMING_CLAUSE = frozenset(["which", "that", "is", "was", "we", "hereafter", "also", "simply"])
_ARTICLES = frozenset(["a", "an", "the"])


def _define_in_words(doc: Doc, sent: Span, k: int) -> tuple[Span, Span] | None:
    """A definition without a parenthesis whose short form is token ``k``: "Long Form, or
    LF", "Long Form, abbreviated as LF" or "LF, a Long Form, …"."""
    short = doc[k : k + 1]
    # Capitals inside, not only a capitalized word ("or Adam"): a short form.
    if not _is_short_form(short.text) or sum(c.isupper() for c in short.text) < 2:
        return None
    after = doc[k + 1] if k + 1 < sent.end else None
    if after is not None and not (after.is_punct or after.pos_ in ("VERB", "AUX", "PRON")):
        return None  # "or LF models": a kind of thing named by the short form
    for cue in _SHORT_FORM_CUES:
        first = k - len(cue)
        if first - 1 <= sent.start or [t.lower_ for t in doc[first:k]] != list(cue):
            continue
        end = first - 1 if doc[first - 1].text == "," else first
        if cue == ("or",) and end == first:
            # "A or LF" is a choice between two things, unless the capitals of the words
            # before spell the short form ("Kelp Frond Learning or KFL").
            spelled = _spelled_by_capitals(doc, short.text, sent.start, end)
            return (short, spelled) if spelled is not None and spelled.end == end else None
        window = doc[_trim_window(doc, sent.start, end) : end]
        long = _match(doc, short, window)
        return (short, long) if long is not None and _capitals_lead(short, long) else None
    for cue in _NAMING_CUES:
        first = k - len(cue)
        if first - 1 > sent.start and [t.lower_ for t in doc[first:k]] == list(cue):
            end = first
            while end - 1 > sent.start and doc[end - 1].lower_ in _NAMING_CLAUSE:
                end -= 1
            end = end - 1 if doc[end - 1].text == "," else end
            spelled = _spelled_by_capitals(doc, short.text, sent.start, end)
            return (short, spelled) if spelled is not None else None
    # "LF, a Long Form, which …": the long form starts right after the article.
    if (
        after is None
        or after.text != ","
        or k + 3 >= sent.end
        or doc[k + 2].lower_ not in _ARTICLES
    ):
        return None
    start = k + 3
    end = start
    while (
        end < sent.end
        and (doc[end].text == "-" or not doc[end].is_punct)
        and doc[end].pos_ not in ("VERB", "AUX")
    ):
        end += 1
    # The long form ends in the word its last capital stands for ("X, a Kelp Transformer
    # to cope with …" ends at "Transformer").
    last = next((c for c in reversed(short.text) if c.isupper()), "")
    while end > start and not (
        doc[end - 1].pos_ in ("NOUN", "PROPN")
        and (doc[end - 1].text[:1].upper() == last or last in doc[end - 1].text[1:])
    ):
        end -= 1
    if end - start < 2 or end - start > _max_words(short.text):
        return None
    long = _match(doc, short, doc[start:end])
    # A determiner inside makes a description ("X, an extension to the Y network").
    if (
        long is not None
        and long.start == start
        and _capitals_lead(short, long)
        and not any(t.pos_ == "DET" for t in long)
    ):
        return short, long
    return None


def _capitals_lead(short: Span, long: Span) -> bool:
    """Whether each capital of ``short`` starts a word of ``long`` or is a capital inside
    one ("Kelp aNd Feedback"), in order: without a parenthesis to mark the definition,
    other letters found inside words ("KRTA" in "kelp reinforcement learning") are chance."""
    marked = iter(
        letter
        for word in _WORD.findall(long.text)
        for letter in word[0].upper() + "".join(c for c in word[1:] if c.isupper())
    )
    return all(any(letter == c for letter in marked) for c in short.text if c.isupper())


def _spelled_by_capitals(doc: Doc, short: str, start: int, end: int) -> Span | None:
    """The shortest run of words ending before token ``end`` (after ``start``, within the
    sentence) whose capitals are exactly the capitals of ``short``, the first of them
    opening the run: a long form whose writers marked the letters of its short form
    ("KElp-driven Frond Translation" for "KEFT"), or a list of capitalized names
    ("Kelp, Frond and Reef" for "KFR"). Lowercase words after its last capital are no part
    of it ("… Translation model"); a run across a sentence end, a parenthesis or a colon
    is none. Three capitals at least: fewer spell a run by chance."""
    target = _capitals(short)
    if len(target) < 3 or not short[:1].isalpha():
        return None
    last = end
    while last > start and not any(c.isupper() for c in doc[last - 1].text):
        last -= 1
    capitals = ""
    for k in range(last - 1, max(start, last - _max_words(short) * 2) - 1, -1):
        token = doc[k]
        if _breaks(token) or not _may_join_capitals(doc, k):
            return None
        capitals = "".join(c for c in token.text if c.isupper()) + capitals
        if len(capitals) > len(target) or not target.endswith(capitals):
            return None
        if capitals == target:
            return doc[k:last] if token.text[:1] == target[0] else None
    return None


#: Words of a clause, not of a name: a run of capitals with one inside is no long form.
_CLAUSE_WORDS = frozenset(["as", "that", "which", "is", "are", "was", "were", "be"])


def _may_join_capitals(doc: Doc, k: int) -> bool:
    """Whether token ``k`` may be part of a long form spelled by its capitals: any word but
    a determiner, a pronoun, an auxiliary or a word that opens a clause ("Kelp Modeling as
    a pretext task for our FR" is a clause, not a name; "Kelp and Frond estimation
    framework with graded Reef Transformer" may be one)."""
    token = doc[k]
    if any(c.isupper() for c in token.text):
        return True
    return token.pos_ not in ("DET", "PRON", "AUX", "SCONJ") and token.lower_ not in _CLAUSE_WORDS


def capitals_are_initials(short: str, long: str) -> bool:
    """Whether the capitals of ``short`` (its first letter counted as one) are, in order,
    the first letters of the words of ``long``, one each ("LeKF": "Learning Kelp Filters")."""
    initials = "".join(w[0] for w in _WORD.findall(long)).upper()
    return _capitals(short) == initials


def _define(doc: Doc, sent: Span, open_: int, close: int, inside: Span) -> tuple[Span, Span] | None:
    # "Long Form (LF)", also "Long Form (LF; ...)" / "(LF, ...)", and with a naming word
    # first: "Long Form (termed LF)", "(dubbed as LF)".
    cut = next((t.i for t in inside if t.text in (";", ",")), close)
    first = open_ + 1
    named = inside[0].lower_ in _NAMING_WORDS and first + 1 < cut
    if named:
        first += 2 if doc[first + 1].lower_ == "as" else 1
    if cut - first == 2 and _EDITION.match(doc[cut - 1].text):
        cut -= 1  # "Long Form (LF 2.0)", "(LF 2017)": the edition is no part of the letters
    head = doc[first:cut]
    if head.text and _is_short_form(head.text) and len(head) <= 3:
        window = doc[_trim_window(doc, sent.start, open_) : open_]
        long = _match(doc, head, window)
        # After a naming word the name is as often coined as an acronym ("(called
        # KelpNet)"): only a short form whose capitals are the initials of the long form's
        # words defines it.
        if long is not None and (not named or capitals_are_initials(head.text, long.text)):
            return head, long
        # "Kelp, Frond and Reef (KFR)", "(called KFR)": capitals that spell the short form,
        # across the commas of a list of names
        spelled = _spelled_by_capitals(doc, head.text, sent.start, open_)
        if spelled is not None:
            return head, spelled
    # "(Long Form, LF)": both inside the parenthesis.
    commas = [t.i for t in inside if t.text == ","]
    if commas:
        tail = doc[commas[-1] + 1 : close]
        if tail.text and _is_short_form(tail.text) and len(tail) <= 3:
            long = _match(doc, tail, doc[open_ + 1 : commas[-1]])
            if long is not None:
                return tail, long
    # "LF (Long Form)": the short form right before the parenthesis, also "LF (i.e. Long
    # Form)" and "LF (short for Long Form)"; a parenthesis that opens with "e.g." gives
    # examples, not the words of a name.
    if inside[0].lower_.rstrip(".") in _GLOSS_MARKERS:
        inside = inside[1:]
    elif len(inside) > 2 and inside[0].lower_ == "short" and inside[1].lower_ == "for":
        inside = inside[2:]
    if open_ > sent.start and inside and inside[0].lower_.rstrip(".") not in _EXAMPLE_MARKERS:
        short = doc[open_ - 1 : open_]
        if _is_short_form(short.text) and len(inside) > 1:
            long = _match(doc, short, inside)
            if long is not None and long.start == inside.start:
                return short, long
            if _spells_whole(short.text, inside):
                return short, inside
    return None


def _spells_whole(short: str, inside: Span) -> bool:
    """Whether the parenthesis after a short form is its long form as a whole, though the
    shortest run found right to left starts later: a short form spells a long form of
    function words ("NINE (Nested Interaction and Neighbours to infer Environments)") from
    word starts, which right to left can meet in a later word first ("Neighbours")."""
    letters = [c for c in short if c.isalpha()]
    words = _WORD.findall(inside.text)
    if not letters or len(words) > _max_words(short):
        return False
    if words[0][:1].lower() != letters[0].lower():
        return False  # "PEP (short for …)": a gloss first, not the long form
    initials = [w[0].lower() for w in words if w[:1].isupper()]
    return [c.lower() for c in letters] == initials


@Language.factory("kg_abbreviations")
class AbbreviationDetector:
    """Sets ``doc._.abbreviations`` to the ``(short, long)`` definitions of the text."""

    def __init__(self, nlp: Language, name: str) -> None:
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        pairs = find_abbreviations(doc)
        doc.spans[SHORT_KEY] = [short for short, _ in pairs]
        doc.spans[LONG_KEY] = [long for _, long in pairs]
        return doc
