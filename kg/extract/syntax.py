"""Small dependency-tree helpers shared by the entity and relation components."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from spacy.tokens import Doc, Span, Token

from kg.extract.cues import (
    ARTICLES,
    AUTHOR_SUBJECTS,
    COMPARE_WORDS,
    CONCESSIVE_MARKS,
    EARLIER_WORK_WORDS,
    HEAD_TYPES,
    MEANS_PREPOSITIONS,
    MEANS_VERBS,
    MEANS_WITH_VERBS,
    NAMING_VERBS,
    NAMING_WORDS,
    NEW_WORDS,
    PASSIVE_PROPOSE_VERBS,
)

# Links that stay inside the phrase naming a contribution: "we propose [a framework for
# ZORBA]", "we curate [a dataset and a benchmark, QuuxBench]".
_PHRASE_DEPS = frozenset(
    ["compound", "appos", "conj", "amod", "nmod", "npadvmod", "nummod", "poss"]
)
_OBJECT_DEPS = frozenset(["dobj", "attr", "oprd", "nsubjpass", "obj"])
_NAMING_PREPS = frozenset(["for", "called", "named", "dubbed", "termed", "as"])
_MODIFIER_DEPS = frozenset(["compound", "amod", "nmod", "npadvmod", "nummod", "poss"])


def first_conjunct(token: Token) -> Token:
    """The first item of a coordination ("A" in "A, B and C")."""
    while token.dep_ == "conj" and token.head != token:
        token = token.head
    return token


_VERBS_BEFORE_MEANS_WITH = MEANS_WITH_VERBS | MEANS_VERBS


def used_as_means(span: Span) -> bool:
    """Whether a mention is the object of a verb of using or of a preposition of means
    ("we train it with X", "solved via X", "employing X and Y", "based on X"): what the
    work does its job with, not a problem it takes on. So is one that something is "based"
    on by a hyphen or a space before the noun it describes ("X-based kelp control")."""
    doc = span.doc
    after = span.end + (span.end < len(doc) and doc[span.end].text == "-")
    if (
        after + 1 < len(doc)
        and doc[after].lower_ == "based"
        and doc[after + 1].pos_ in ("NOUN", "PROPN", "ADJ")
    ):
        return True
    token = first_conjunct(span.root)
    head = token.head
    if token.dep_ == "dobj":
        return head.lemma_.lower() in MEANS_VERBS
    if token.dep_ != "pobj":
        return False
    if head.lower_ == "on":
        return head.head.lower_ == "based"
    if head.lower_ == "with":
        return head.head.lemma_.lower() in _VERBS_BEFORE_MEANS_WITH
    return head.lower_ in MEANS_PREPOSITIONS


def _is_author(token: Token) -> bool:
    """ "we", or "this/our paper|work|study" (not "prior work")."""
    if token.lower_ in ("we", "us"):
        return True
    return token.lemma_.lower() in AUTHOR_SUBJECTS and any(
        c.lower_ in ("this", "our", "present") for c in token.children
    )


def has_author_subject(verb: Token, depth: int = 3) -> bool:
    """Whether ``verb`` (or a governing verb) has "we"/"this paper" as subject."""
    for _ in range(depth):
        for child in verb.children:
            if child.dep_ in ("nsubj", "nsubjpass") and _is_author(child):
                return True
        if verb.head == verb:
            return False
        verb = verb.head
    return False


def contribution_verb(
    token: Token,
    verbs: Iterable[str],
    *,
    modified_heads: Iterable[str] | None = None,
    naming_for: bool = True,
    of_heads: Iterable[str] = (),
) -> Token | None:
    """The propose-like verb whose object phrase contains ``token``, when the subject is the
    paper ("we propose X", "this paper introduces X") or the verb is passive ("X is proposed").
    A modifier of the object counts; with ``modified_heads``, only when the noun it modifies
    is one of those lemmas ("a ZORBA *framework*", not "an AMR *aligner*"). Without ``naming_for``,
    "a method for X" does not make X the contribution, and with it only X itself, not a name
    that modifies X ("a procedure for Kelp networks"). After "of", X stands for the noun
    before it when that noun is one of ``of_heads`` ("a new task of X")."""
    verb_set = frozenset(verbs)
    of_nouns = frozenset(of_heads)
    heads = None if modified_heads is None else frozenset(modified_heads)
    current = token
    modified = False  # whether ``token`` modifies the noun reached so far
    for _ in range(8):
        dep = current.dep_
        head = current.head
        if (
            dep == "conj"
            and current.pos_ in ("NOUN", "PROPN")
            and head.lemma_.lower() in verb_set
            and any(c.dep_ == "dobj" for c in head.children)
        ):
            # "we present X, as well as a Y mechanism": a second object parsed as a
            # conjunct of the verb
            return head if has_author_subject(head) else None
        if head == current or (head.pos_ in ("VERB", "AUX") and dep in _PHRASE_DEPS):
            return None
        if dep == "appos" and not _apposed(head, current):
            return None
        if dep in _PHRASE_DEPS:
            if (
                dep in _MODIFIER_DEPS
                and heads is not None
                and head.pos_ == "NOUN"
                and head.lemma_.lower() not in heads
                and head.dep_ not in ("compound", "amod")
            ):
                return None
            if dep in _MODIFIER_DEPS and any(
                c.dep_ == "acl" and c.lower_ in NAMING_WORDS for c in head.children
            ):
                # "a kelp training technique named X": the name is the contribution, not
                # what the words in front of the kind noun say it works on
                return None
            modified = modified or dep in _MODIFIER_DEPS
            current = head
            continue
        if dep == "pobj" and head.lower_ == "of" and head.head.lemma_.lower() in of_nouns:
            current = head.head
            continue
        if dep == "pobj" and head.lower_ in _NAMING_PREPS:
            if head.lower_ == "for" and (not naming_for or modified):
                return None
            if (
                head.lower_ == "for"
                and heads is not None
                and head.head.pos_ in ("NOUN", "PROPN")
                and head.head.lemma_.lower() not in heads
            ):
                # "we present results for X", "an analysis for X": no kind of made thing
                # is named for X, so X is what the work is about, not what it makes
                return None
            current = head.head
            if current.pos_ in ("VERB", "AUX"):
                break
            continue
        if dep in ("oprd", "dobj", "attr") and head.lemma_.lower() in NAMING_VERBS:
            if head.head == head or (head.dep_ == "relcl" and has_author_subject(head, depth=1)):
                # "we call our method X", "we name this approach X", "our approach, which
                # we name X"; not "we call these experts X", a name for what they study
                named = [c for c in head.children if c.dep_ == "dobj" and c != current]
                if named and named[0].tag_ in ("WDT", "WP") and head.dep_ == "relcl":
                    # "a scheme, which we call X": the authors coin a name for what they
                    # just described, whatever its kind ("corrections, which we call X")
                    named = []
                if named and heads is not None and not _names_a_contribution(named[0], heads):
                    return None
                return head if has_author_subject(head, depth=1) else None
            current = head.head  # "a framework named X", "an optimizer, called X, …"
            continue
        if dep in _OBJECT_DEPS and head.lemma_.lower() in verb_set:
            if dep == "nsubjpass":
                # "X is proposed" whoever proposed it; "a novel X is devised" for the other
                # verbs of making, which also describe how earlier work was made. "X has
                # been proposed", "X was recently proposed" tell of earlier work.
                if _told_of_earlier_work(head):
                    return None
                called_new = any(t.lower_ in NEW_WORDS for t in current.subtree)
                passive_proposal = head.lemma_.lower() in PASSIVE_PROPOSE_VERBS
                if passive_proposal or called_new or _coined_one(current):
                    return head
                return None
            # "we aim to close the gap by introducing X": the means of what the authors do
            by_means = head.dep_ == "pcomp" and head.head.lower_ in ("by", "through")
            return head if has_author_subject(head, depth=5 if by_means else 3) else None
        if dep in ("dobj", "pobj", "prep", "acl", "relcl"):
            return None
        return None
    return None


def _coined_one(noun: Token) -> bool:
    """Whether a passive subject is one thing given a short form of its own there ("a Kelp
    Gate Network (KGN) is designed"): a name coined in the sentence, not earlier work,
    which a paper names without the indefinite article and the parenthesis."""
    words = list(noun.subtree)
    indefinite = any(t.dep_ == "det" and t.lower_ in ("a", "an") for t in noun.children)
    coined = any(
        t.text == "("
        and k + 2 < len(words)
        and words[k + 1].text.isupper()
        and len(words[k + 1].text) > 1
        and words[k + 2].text == ")"
        for k, t in enumerate(words)
    )
    return indefinite and coined


def _names_a_contribution(noun: Token, kinds: Collection[str]) -> bool:
    """Whether the object a naming verb names is the authors' own thing: "our …", or a
    kind of method, data or measure ("this approach", "the resulting algorithm")."""
    return noun.lemma_.lower() in kinds or any(c.lower_ == "our" for c in noun.children)


#: Adverbs that date a passive "… is proposed" before this paper.
_EARLIER_ADVERBS = frozenset(["recently", "previously", "originally", "already", "initially"])


#: Words of a sentence that place a passive in the paper itself ("In this paper, X was
#: proposed", "here, X was devised").
_OWN_WORK_WORDS = frozenset(["paper", "work", "study", "here", "we", "our", "article"])


def _told_of_earlier_work(verb: Token) -> bool:
    """ "X has been proposed", "X was recently proposed", "Recently, X are proposed": a
    passive of earlier work. So is a passive in the past tense ("X were proposed for …")
    unless its sentence places it in the paper ("In this work, X was proposed")."""
    if any(
        (child.dep_ == "aux" and child.lemma_.lower() == "have")
        or (child.dep_ == "advmod" and child.lower_ in _EARLIER_ADVERBS)
        for child in verb.children
    ):
        return True
    past = any(c.dep_ == "auxpass" and c.tag_ == "VBD" for c in verb.children)
    return past and not any(t.lower_ in _OWN_WORK_WORDS for t in verb.sent)


def after_naming_word(span: Span) -> bool:
    """Whether ``span`` follows a naming word: "called X", "(named X)", "termed as X",
    "referred to as X", "we refer to our method as X" (up to five words back)."""
    doc, sent = span.doc, span.sent
    lead = [t.lower_ for t in doc[max(sent.start, span.start - 6) : span.start]]
    if lead and lead[-1] in ("the", "a", "an"):
        lead = lead[:-1]  # "we refer to this as the X model"
    lead = lead[-5:]
    return bool(lead) and (
        lead[-1] in NAMING_WORDS
        or (
            lead[-1] == "as"
            and bool(set(lead[-3:]) & NAMING_WORDS or {"referred", "refer"} & set(lead))
        )
    )


def conjoined_after_naming_word(span: Span) -> bool:
    """Whether ``span`` is a later member of a list a naming word opens: "two designs called
    Kelp Gating (KG) and Reef Weighting (RW)" names both."""
    root = span.root
    first = root
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    if first.i == root.i:
        return False
    return after_naming_word(span.doc[first.left_edge.i : first.i + 1])


def named_in_the_present(span: Span) -> bool:
    """ "The method is named X", "This framework is called X": a kind of made thing with
    "the", "this" or "these", named in the present passive, is the paper's own (earlier work
    is named in the past, "was called X")."""
    doc = span.doc
    k = span.start - 1
    if k >= 0 and doc[k].lower_ == "as":
        k -= 1  # "is named as X"
    if k < 0 or doc[k].lower_ not in NAMING_WORDS:
        return False
    verb = doc[k]
    present = any(c.dep_ == "auxpass" and c.lower_ in ("is", "are") for c in verb.children)
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    return (
        present
        and subject is not None
        and subject.lemma_.lower() in HEAD_TYPES
        and any(c.lower_ in ("the", "this", "these") for c in subject.children)
    )


# Nouns that count or group what follows "of": the kind is the noun after it.
_GROUP_NOUNS = frozenset(
    ["collection", "set", "suite", "family", "series", "class", "group", "ensemble", "pair"]
)


def _group_of(token: Token) -> bool:
    """Whether ``token`` is a group noun with "of" after it ("a collection of …")."""
    return (
        token.lemma_.lower() in _GROUP_NOUNS
        and token.i + 1 < len(token.doc)
        and token.doc[token.i + 1].lower_ == "of"
    )


def group_member(token: Token) -> bool:
    """Whether ``token`` heads what a group noun gathers: "a suite of kelp tasks"."""
    doc, i = token.doc, token.i - 1
    while i > 0 and doc[i].pos_ in ("NOUN", "PROPN", "ADJ", "PUNCT") and doc[i].text != ",":
        i -= 1
    return i > 0 and doc[i].lower_ == "of" and _group_of(doc[i - 1])


#: Kind words that are never verbs, whatever the tagger says ("populating the X scene dataset").
_NOUN_ONLY_KINDS = frozenset(["dataset", "datasets", "corpus", "corpora"])


#: Verbs of naming in the active voice ("which we call X").
_NAMING_VERBS = frozenset(["call", "name", "term", "dub", "coin"])


def past_parenthesis(doc: Doc, i: int) -> int:
    """The token after a parenthesis that opens at token ``i`` and closes within 20 tokens
    ("X (XB) method": the method noun); ``i`` itself when none does."""
    if i < len(doc) and doc[i].text == "(":
        close = next((k for k in range(i + 1, min(i + 20, len(doc))) if doc[k].text == ")"), None)
        if close is not None:
            return close + 1
    return i


def descriptors(span: Span) -> list[Token]:
    """Common nouns that may say what ``span`` is, nearest evidence first: "the X benchmark",
    "X (XB) guidance method", "X, a … method", "a … method, X", "X is a … framework",
    "frameworks such as X", "a … loss called X", "a loss that we call X"."""
    found: list[Token] = []
    doc = span.doc
    root = first_conjunct(span.root)
    i = past_parenthesis(doc, span.end)  # past "(ACR)" or "(Long Form)"
    if i + 2 < len(doc) and doc[i].text in (",", ":") and doc[i + 1].lower_ in ARTICLES:
        # "X, a plug-and-play, training-free … method" (or "X: a … framework"): the noun
        # closing that phrase.
        group: Token | None = None
        for k in range(i + 2, min(i + 16, len(doc))):
            if (
                doc[k].pos_ == "NOUN"
                and doc[k - 1].text != "-"
                and (
                    k + 1 == len(doc)
                    or (doc[k + 1].pos_ not in ("NOUN", "PROPN") and doc[k + 1].text != "-")
                )
            ):
                if doc[k].dep_ in ("nsubj", "nsubjpass") and doc[k].head in root.ancestors:
                    # "To test X, the kelp tasks are …": the comma closes a phrase of the
                    # clause whose subject comes after it
                    break
                if _group_of(doc[k]):
                    # "X, a collection of small editing networks": networks, then the
                    # collection ("a set of kelp images" is a set).
                    group = doc[k]
                    continue
                found.append(doc[k])
                if group is not None:
                    found.append(group)
                break
            if (
                doc[k].pos_ in ("VERB", "AUX", "ADP")
                and doc[k].dep_ != "amod"
                and not (doc[k].lower_ == "of" and _group_of(doc[k - 1]))
            ):
                break
    j = i
    while (
        j < len(doc)
        and j - i < 3
        and doc[j].dep_ == "compound"
        and doc[j].pos_ in ("NOUN", "PROPN")
    ):
        j += 1
    # The noun right after the name says most ("the X dataset show gains" misparsed as one
    # compound): it comes first, the end of the compound after it.
    if j > i and doc[i].pos_ == "NOUN":
        found.append(doc[i])
    if j < len(doc) and doc[j].pos_ == "NOUN":
        found.append(doc[j])
        if j + 1 < len(doc) and doc[j + 1].lower_ in _NOUN_ONLY_KINDS:
            # "the X scene dataset" with "dataset" tagged a verb: still the data's kind
            found.append(doc[j + 1])
    if root.dep_ in ("compound", "nmod") and root.head.pos_ in ("NOUN", "PROPN"):
        head = root.head
        while head.dep_ == "compound" and head.head.pos_ == "NOUN":
            head = head.head
        if head.pos_ == "NOUN":
            found.append(head)
    for child in root.children:
        if child.dep_ == "appos" and child.pos_ == "NOUN" and _apposed(root, child):
            found.append(child)
    naming = root.head
    if (
        root.dep_ in ("oprd", "dobj", "attr", "xcomp")
        and (
            (naming.lower_ in NAMING_WORDS and naming.dep_ == "acl")
            # "a loss that we call X", "a benchmark we name X"
            or (naming.lemma_.lower() in _NAMING_VERBS and naming.dep_ == "relcl")
        )
        and naming.head.pos_ in ("NOUN", "PROPN")
        and naming.head.text.islower()
    ):
        found.append(naming.head)  # "a … search algorithm called X", "a benchmark named X"
    before = doc[span.start - 1] if span.start > 0 else None
    if (
        before is not None
        and before.pos_ == "NOUN"
        and span[0].text[:1].isupper()
        and (
            any(c.dep_ in ("det", "poss") for c in before.children)
            # "our resulting algorithm X" parsed with "our" on the name
            or (before.head == root and any(c.dep_ in ("det", "poss") for c in root.children))
        )
    ):
        # "our proposed approach X", "the benchmark X": a kind noun in front of a name,
        # however the parser hangs the two.
        found.append(before)
    if root.dep_ == "appos" and _common_noun(root.head) and _apposed(root.head, root):
        found.append(root.head)
    if (
        before is not None
        and before.text == ","
        and span.start > 1
        and _common_noun(kind := doc[span.start - 2])
        and (
            (
                kind.dep_ in ("dobj", "attr", "appos")
                and any(c.lower_ in ("a", "an", "our") for c in kind.children)
            )
            # or hung on the name as its modifier, the article with it
            or (
                kind.dep_ in ("nmod", "compound")
                and kind.head == root
                and any(c.lower_ in ("a", "an", "our") and c.i < kind.i for c in root.children)
            )
        )
    ):
        # "we propose a novel training method, X": the parser seldom hangs X from the noun.
        found.append(kind)
    if root.dep_ in ("nsubj", "nsubjpass") and root.head.lemma_ == "be":
        found.extend(c for c in root.head.children if c.dep_ == "attr" and c.pos_ == "NOUN")
    if root.dep_ == "pobj":
        prep = root.head
        if prep.lower_ in ("as", "including", "like") and prep.head != prep:
            governor = prep.head
            if governor.lower_ == "such" and governor.head != governor:
                governor = governor.head
            if governor.pos_ == "NOUN":
                found.append(governor)
    if span[0].text[:1].isalpha() and (kind := _exemplified_kind(doc, span.start)) is not None:
        # not a figure listed as an example ("(e.g., 27.1 dB@KelpSet)"), which names nothing
        found.append(kind)
    return [t for t in found if not (span.start <= t.i < span.end)]


#: Words that open a parenthesis of examples or of the one thing meant ("(e.g., X, Y)").
_EXAMPLE_OPENERS = frozenset(["e.g.", "e.g", "eg", "i.e.", "i.e", "ie"])
#: How many tokens of a list of names a parenthesis of examples may hold before a name.
_EXAMPLE_LIST_TOKENS = 24


def _exemplified_kind(doc: Doc, start: int) -> Token | None:
    """The plural noun a parenthesis of examples follows, for a name listed in it: "seminal
    baselines (e.g., KelpNet, FROND, ReefFormer)" gives "baselines" to each name, however
    the parser hangs a list that has only commas. Only names and the commas and
    conjunctions of a list stand between the opening words and the name."""
    k = start - 1
    for _ in range(_EXAMPLE_LIST_TOKENS):
        if k < 2:
            return None
        token = doc[k]
        if token.lower_ in _EXAMPLE_OPENERS:
            opening = doc[k - 1]
            kind = doc[k - 2]
            if opening.text == "(" and kind.pos_ == "NOUN" and kind.tag_ == "NNS":
                return kind
            return None
        if not (token.text in (",", "and", "or") or token.pos_ == "PROPN" or token.is_digit):
            return None
        k -= 1
    return None


def _common_noun(token: Token) -> bool:
    """A common noun, also where the tagger took a lowercase one beside a name for part of
    it ("a generic algorithm, Kelp, …" with "algorithm" tagged a proper noun)."""
    return token.pos_ == "NOUN" or (token.pos_ == "PROPN" and token.text.islower())


def _apposed(head: Token, appositive: Token) -> bool:
    """Whether ``appositive`` really stands beside ``head``: after a colon it explains the
    last noun before the colon ("a network for the problem, using a measure: the X
    criterion" explains the measure, not the network, however the parser hangs it); with
    no noun between, the head ("datasets were released recently: X and Y")."""
    doc = head.doc
    first, last = sorted((head.i, appositive.i))
    colons = [i for i in range(first + 1, last) if doc[i].text in (":", ";")]
    if not colons:
        return True
    nouns = [t for t in doc[first + 1 : colons[-1]] if t.pos_ in ("NOUN", "PROPN")]
    return not nouns or nouns[-1].head.i == first


_SURFACE_SKIP = frozenset(["DET", "ADJ", "ADV", "PUNCT", "NUM", "CCONJ"])


def surface_contribution(span: Span, verbs: Iterable[str]) -> bool:
    """ "we propose [a novel …] X" read from the words alone, for sentences the parser gets
    wrong: a propose verb right after "we", then only determiners, adjectives and
    punctuation before the name."""
    verb_set = frozenset(verbs)
    doc = span.doc
    i = span.start - 1
    for _ in range(7):
        if i <= span.sent.start:
            return False
        word = doc[i]
        forms = {word.lemma_.lower(), word.lower_, word.lower_.removesuffix("s")}
        if forms & verb_set:
            return doc[i - 1].lower_ == "we"
        if word.lower_ in ("we", ".", ";", ":") or not (word.pos_ in _SURFACE_SKIP or word.is_stop):
            return False
        i -= 1
    return False


_BE = ("is", "are")
_NOT_BEFORE_A_SUBJECT = frozenset(["ADP", "VERB", "AUX", "PRON", "SCONJ", "PART"])


def surface_passive_contribution(span: Span) -> bool:
    """ "A [new …] X (XA) algorithm is proposed" read from the words alone, for sentences the
    parser gets wrong: the name is the sentence's subject (no preposition, verb or pronoun
    before it, "In this paper," aside), at most two words for its kind stand between it and
    "is" or "are", and then a propose verb in the passive. A past tense or an adverb of
    earlier work ("Recently, …") tells of another paper's method."""
    doc, sent = span.doc, span.sent
    lead = doc[sent.start : span.start]
    if [t.lower_ for t in lead[:2]] in (["in", "this"], ["in", "our"]):
        lead = lead[3:]  # "In this paper, …"
    for word in lead:
        # a word of another part of speech makes the name an object, not the subject
        # ("the accuracy of X is presented")
        if word.lower_ in _EARLIER_ADVERBS or word.pos_ in _NOT_BEFORE_A_SUBJECT:
            return False
    # The words after the name are read past the parser's sentence end, which it sometimes
    # puts inside such a sentence; they are words, never a full stop.
    i = past_parenthesis(doc, span.end)  # "X (XA)"
    for _ in range(2):  # "X (XA) algorithm", "X network architecture"
        if i < len(doc) and doc[i].is_alpha and doc[i].is_lower and doc[i].lower_ not in _BE:
            i += 1
    if i + 1 >= len(doc) or doc[i].lower_ not in _BE:
        return False
    verb = doc[i + 1]
    return verb.tag_ == "VBN" and verb.lemma_.lower() in PASSIVE_PROPOSE_VERBS


def in_background(span: Span) -> bool:
    """Whether a mention sits in the part of its sentence that describes earlier work or a
    conceded context: under "unlike …", a clause opened by "although/while …", or a phrase
    about "existing/prior …" work ("frameworks built for X fall short", "domains like X"),
    unless the paper is compared with that work ("outperforms existing methods in X")."""
    token = span.root
    sent_root = span.sent.root
    for _ in range(12):
        # "comparable to existing systems on the task of X": the task is where they compare.
        if token.lemma_.lower() in ("task", "problem", "benchmark") and token.head.lower_ in (
            "on",
            "across",
        ):
            return False
        if token.lower_ == "unlike":
            return True
        if token.i != span.root.i and any(
            c.lower_ in EARLIER_WORK_WORDS for c in token.children if c.dep_ in ("amod", "det")
        ):
            # "outperforms existing methods in X", "better than prior work on X": earlier
            # work the paper beats, so X is where the paper is measured.
            return not _compared_against(token)
        # "…, while improving accuracy on X": a gerund without a subject says what the
        # method does besides, not what others did.
        if (
            token.dep_ == "advcl"
            and any(_concedes(c, sent_root) for c in token.children)
            and not _subjectless_gerund(token)
        ):
            return True
        if token == sent_root or token.head == token:
            return False
        token = token.head
    return False


#: Marks of a clause that contrast it with the main clause when they come after it ("X needs
#: A, while Y needs B"), and concede a context when they open the sentence ("While X is
#: studied, …").
_CONTRASTING_MARKS = frozenset(["while", "whereas"])


def _concedes(mark: Token, sent_root: Token) -> bool:
    """Whether ``mark`` opens a clause that concedes a context: "although" or "though"
    anywhere, "while" or "whereas" before the main verb."""
    if mark.dep_ != "mark" or mark.lower_ not in CONCESSIVE_MARKS:
        return False
    return mark.lower_ not in _CONTRASTING_MARKS or mark.i < sent_root.i


def _subjectless_gerund(verb: Token) -> bool:
    """Whether a clause verb is a gerund with no subject of its own ("while improving …")."""
    return verb.tag_ == "VBG" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


def _compared_against(token: Token) -> bool:
    """Whether ``token`` is what a comparison verb or preposition takes ("outperforms
    existing methods", "compared with prior work", "than existing methods"); not "unlike",
    which sets earlier work aside."""
    head = token.head
    if token.dep_ == "pobj" and head.head != head:
        if head.lower_ == "unlike":
            return False
        if head.lower_ in COMPARE_WORDS:  # "than", "over", "against"
            return True
        if head.head.lemma_.lower() == "comparison":
            # "in comparison to/with X"; "a comparison of A and B" sets neither against the other
            return head.lower_ in ("to", "with")
        head = head.head
    return token.dep_ in ("dobj", "pobj") and head.lemma_.lower() in COMPARE_WORDS - {"unlike"}


# A result in numbers: "81.2", "3%", "2.5x", "4 points".
_RESULT_NUMBER = re.compile(r"\d\.\d|\d\s?%|\d\s?(?:x|×|points?|pp)\b")
# What a measure is called by a copula or "as": "is a suitable metric", "as the score".
_MEASURE_NOUNS = frozenset(["score", "measure", "metric", "criterion", "indicator"])


#: Words of a proof: a sentence with one states what a theorem says of a quantity.
_PROOF_WORDS = frozenset(
    [
        *("prove", "proof", "theorem", "lemma", "bound", "guarantee", "provably"),
        *("theoretical", "theoretically", "asymptotic", "asymptotically"),
    ]
)
#: Words of an experiment: a sentence with one reports what was run.
_EXPERIMENT_WORDS = frozenset(
    [
        *("experiment", "experimental", "experimentally", "empirical", "empirically"),
        *("dataset", "benchmark", "simulation", "real-world"),
    ]
)


def in_a_proof(span: Span) -> bool:
    """Whether a mention stands in a sentence of a proof ("we prove that the kelp error
    decays", "a lower bound on the frond error"), or in an abstract that gives proofs and
    no experiment at all, with no result in numbers there: the quantity is one the
    analysis is about, not a measure of results. Not one the results are stated "in terms
    of", or that a verb of measuring takes ("we measure the methods by the kelp error"):
    what a proof measures them with."""
    if _in_terms_of(span) or _taken_by_measuring_verb(span):
        return False
    return _states_a_proof(span.sent) or _states_a_proof(span.doc[:])


def _states_a_proof(text: Span) -> bool:
    """Whether a stretch of text has a word of a proof, and no word of an experiment and no
    result in numbers."""
    words = {t.lemma_.lower() for t in text} | {t.lower_ for t in text}
    return (
        bool(words & _PROOF_WORDS)
        and not words & _EXPERIMENT_WORDS
        and not _RESULT_NUMBER.search(text.text)
    )


def measured(span: Span, words: Collection[str]) -> bool:
    """Whether a measure is used to measure results where it is mentioned: its sentence
    gives a result in numbers, one of ``words`` (lemmas: "reduce", "lower", "metric",
    "evaluate") modifies it or governs it (within its clause), it follows "in terms of", it
    is called a score or a metric ("X is a suitable metric", "X as the similarity score"), or
    it is the paper's own ("our X metric")."""
    if _RESULT_NUMBER.search(span.sent.text):
        return True
    root = span.root
    outside = [c for c in root.children if not span.start <= c.i < span.end]
    if any(c.lemma_.lower() in words or c.lower_ in words or c.lower_ == "our" for c in outside):
        return True
    if _called_a_measure(root):
        return True
    if _in_terms_of(span):
        return True
    token = root
    for _ in range(6):
        head = token.head
        if head == token:
            return False
        if head.lemma_.lower() in words or any(
            c.lemma_.lower() in words for c in head.children if c.dep_ in ("amod", "advmod")
        ):
            return True
        if _called_a_measure(head):
            return True
        if head.pos_ == "VERB" and head.dep_ in _CLAUSE_LINKS:
            # The clause of the measure says what is done with it ("we minimize a distance"),
            # not the clause it is joined to ("we drop … and minimize a distance").
            return False
        token = head
    return False


def _in_terms_of(span: Span) -> bool:
    """Whether a measure follows "in terms of", directly or as a conjunct or modifier of
    what follows it ("in terms of the kelp and frond distances")."""
    token = span.root
    for _ in range(6):
        head = token.head
        if head == token:
            return False
        if token.dep_ == "pobj" and head.lower_ == "of" and head.head.lower_ == "terms":
            return True
        token = head
    return False


#: Verbs that say outright that something is measured with what they take.
_MEASURING_VERBS = frozenset(["measure", "evaluate", "assess", "quantify", "compare"])


def _taken_by_measuring_verb(span: Span) -> bool:
    """Whether a measure is the object of a verb of measuring, or of a preposition after one
    ("we measure the methods by X", "evaluated with X")."""
    token = span.root
    for _ in range(3):
        head = token.head
        if head == token:
            return False
        if head.pos_ == "VERB":
            # what is measured ("the kelp error is measured for …") is no measure it uses
            return token.dep_ not in ("nsubj", "nsubjpass") and (
                head.lemma_.lower() in _MEASURING_VERBS
            )
        token = head
    return False


#: Dependencies that join a clause to another one: a measure's clause ends there.
_CLAUSE_LINKS = frozenset(["conj", "advcl", "ccomp"])


def _called_a_measure(token: Token) -> bool:
    """ "… as a similarity score", "is the most suitable metric": ``token`` is called a
    measure by a preposition "as" or by a copula."""
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ == "as":
            if any(o.lemma_.lower() in _MEASURE_NOUNS for o in child.children):
                return True
        elif child.dep_ == "attr" and child.lemma_.lower() in _MEASURE_NOUNS:
            return True
    return False
