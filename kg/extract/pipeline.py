"""The extraction pipeline: the pretrained English tagger and parser plus the project's
components, run over papers with ``nlp.pipe`` (see ``kg.extract``)."""

from __future__ import annotations

import functools
import logging
import multiprocessing
import re
from collections.abc import Iterable, Iterator
from functools import partial
from itertools import islice, tee

from spacy.language import Language
from spacy.tokens import Doc

from kg.extract import abbreviations as _abbreviations  # noqa: F401  (registers the factory)
from kg.extract import attributes as _attributes  # noqa: F401  (registers the factory)
from kg.extract import cues
from kg.extract import entities as _entities
from kg.extract import lemmas as _lemmas  # noqa: F401  (registers the factory)
from kg.extract import recognizer as _recognizer  # noqa: F401  (registers the factory)
from kg.extract import relations as _relations  # noqa: F401
from kg.extract import shapes as _shapes
from kg.extract import title as _title
from kg.extract.cleanup import Cleaned, clean
from kg.extract.confidence import keep_confident
from kg.extract.entities import hyphen_attached
from kg.extract.lexicon import EVALUATIVE_FILE
from kg.model import PAPER, Entity, Extraction, Mention, Paper, Relation, entity_key
from kg.names import (
    data_edition,
    is_acronym,
    language_pair,
    lexicon_types,
    models_built_on_a_doing,
    name_key,
    narrows_name,
    reject_reason,
    shown_name,
    span_name,
    synonym_keys,
    term_list,
    typed_reject_reason,
    unqualified_metric,
    well_known_spellings,
)
from kg.normalize import normalize_name, singularize

#: Pretrained components the project's components read (NER and the rest are left out).
PRETRAINED_COMPONENTS = ("tok2vec", "tagger", "attribute_ruler", "lemmatizer", "parser")


#: Characters of an abstract that are parsed; the rest is ignored with a warning. Real
#: abstracts are a few thousand characters, spaCy refuses texts over ``nlp.max_length`` and
#: the parser's time and memory grow with length, so a pasted paper body is cut, not fatal.
MAX_CHARS = 100_000

_NLP: Language | None = None
_SPACES = re.compile(r"\s+")
log = logging.getLogger(__name__)


def _pretrained_names() -> list[str] | None:
    """The components of the installed pretrained package, read from its meta.json
    without loading it (None when the meta does not say)."""
    import spacy.util

    from kg.nlp import find_model

    try:
        meta = spacy.util.get_model_meta(spacy.util.get_package_path(find_model().package))
    except (OSError, ValueError, KeyError):
        return None
    names = meta.get("components") or meta.get("pipeline")
    return list(names) if isinstance(names, list) else None


def _new_nlp() -> Language:
    from kg.nlp import load_pretrained

    # Loading the model takes seconds: learn its component names from the package meta,
    # so it is loaded once, without the unused components, rather than twice.
    names = _pretrained_names()
    if names is None:
        names = load_pretrained(exclude=()).component_names
    unused = tuple(name for name in names if name not in PRETRAINED_COMPONENTS)
    nlp = load_pretrained(exclude=unused)
    _shapes.keep_names_whole(nlp)
    nlp.add_pipe("kg_name_shapes", first=True)
    # The same attributes and lemmas as the pretrained components give, decided once per
    # distinct token form (kg.extract.attributes, kg.extract.lemmas).
    for pretrained, ours in (("attribute_ruler", "kg_attributes"), ("lemmatizer", "kg_lemmas")):
        if pretrained in nlp.pipe_names:
            nlp.add_pipe(ours, after=pretrained)
            nlp.remove_pipe(pretrained)
    nlp.add_pipe("kg_span_recognizer")
    nlp.add_pipe("kg_abbreviations")
    nlp.add_pipe("kg_entities")
    nlp.add_pipe("kg_title_entities")
    nlp.add_pipe("kg_relations")
    return nlp


def build_nlp() -> Language:
    """The extraction pipeline, built once per process."""
    global _NLP
    if _NLP is None:
        _NLP = _new_nlp()
    return _NLP


def _surface(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def doc_to_extraction(doc: Doc, cleaned: Cleaned, paper: Paper) -> Extraction:
    """The plain-data result for one processed abstract, offsets mapped to the original text."""
    groups: dict[str, list] = {}
    for span in doc.spans.get(_entities.SPANS_KEY, []):
        groups.setdefault(span.kb_id_, []).append(span)
    entities = []
    for key, spans in groups.items():
        normalized = key.split(":", 1)[1]
        surfaces = list(dict.fromkeys(_surface(s.text) for s in spans))
        name = next(
            (t for t in surfaces if normalize_name(t) == normalized), max(surfaces, key=len)
        )
        name = shown_name(span_name(name), surfaces)
        surfaces += [t for t in _kind_surfaces(doc, spans) if t not in surfaces]
        surfaces += [t for t in _qualified_surfaces(doc, spans) if t not in surfaces]
        surfaces += [t for t in _language_pair_surfaces(doc, spans) if t not in surfaces]
        mentions = []
        for span in spans:
            start, end = cleaned.original_span(span.start_char, span.end_char)
            mentions.append(Mention(start, end, cleaned.original[start:end]))
        entities.append(
            Entity(
                key=key,
                type=spans[0].label_,
                name=name,
                aliases=[t for t in surfaces if t != name],
                mentions=mentions,
            )
        )
    text = doc.text  # built from the tokens on each access: once per doc, not per relation
    relations = [
        Relation(type=kind, source=source, target=target, evidence=_surface(text[start:end]))
        for kind, source, target, start, end in doc._.kg_relations or []
    ]
    # Entities only the title names (kg.extract.title): no mentions in the abstract.
    for named in doc._.kg_title_entities:
        entities.append(Entity(key=named.key, type=named.type, name=named.name))
        relations.append(
            Relation(type=named.relation, source=PAPER, target=named.key, evidence=paper.title)
        )
    entities, relations = _title_names_joined(entities, relations, paper.abstract)
    entities, relations = _shared_heads_named(entities, relations, paper.abstract)
    entities, relations = _qualified_measures_named(*_bare_measures_joined(entities, relations))
    entities, relations = _measure_words_joined(entities, relations)
    entities, relations = _objectives_named_in_full(entities, relations)
    entities, relations = _synonyms_joined(entities, relations)
    entities, relations = _narrower_tasks_joined(entities, relations)
    return Extraction(paper=paper, **_without_rejected(entities, relations))


#: The words before a conjunction that end right before a mention ("top-1 and " before
#: "top-5 accuracy"), one or two of them.
_BEFORE_CONJUNCTION = re.compile(r"(\S+(?: \S+)?)\s*,?\s+(?:and|or|and/or)\s+$")
#: A name's last part that counts among siblings: a number ("top-1"), a Roman numeral
#: ("Type-II"), a dimension ("3D") or one capital letter.
_INDEXED = re.compile(r"^(.*?)(\d+(?:\.\d+)?[A-Za-z]?|[IVX]+|[A-Z])$")
_SHARED_HEAD_TYPES = ("Metric", "Task")


def _parallel(first: str, second: str) -> bool:
    """Whether two words, or two pairs of words, differ only in a final index: "top-1" and
    "top-5", "Type-I" and "Type-II", "2D" and "3D"."""
    a, b = _INDEXED.match(first), _INDEXED.match(second)
    return bool(a and b and a[1].lower() == b[1].lower() and a[2] != b[2] and a[1][-1:] != ".")


def _shared_heads_named(
    entities: list[Entity], relations: list[Relation], abstract: str
) -> tuple[list[Entity], list[Relation]]:
    """Siblings that share the head noun of the last one ("top-1 and top-5 accuracy",
    "Type-I and Type-II errors", "2D and 3D object detection") are each a measure or task
    of its own: the first ones are named with the shared head. A mention of the bare
    sibling ("Type-I") moves to the full name; the full name takes the paper relations of
    the last sibling's entity."""
    by_key = {e.key: e for e in entities}
    found: list[tuple[Entity, int, int, str]] = []  # (last sibling, start, end, full name)
    for entity in entities:
        if entity.type not in _SHARED_HEAD_TYPES:
            continue
        for mention in entity.mentions:
            window_start = max(0, mention.start - 40)
            before = _BEFORE_CONJUNCTION.search(abstract[window_start : mention.start])
            words = mention.text.split()
            if before is None or len(words) < 2:
                continue
            prior = before[1].split()
            for n in (1, 2):
                sibling = prior[-n:]
                if len(sibling) < n or len(words) <= n:
                    continue
                if n == 2 and sibling[0].lower() != words[0].lower():
                    continue
                if not _parallel(" ".join(sibling), " ".join(words[:n])):
                    continue
                # a name that leaves the index out ("CIFAR-100 accuracy" is accuracy) has
                # no siblings of its own
                name_words = entity.name.split()
                if [w.lower() for w in name_words[:n]] != [w.lower() for w in words[:n]]:
                    break
                text = " ".join(sibling)
                start = abstract.rfind(text, window_start, mention.start)
                # a listed name of another kind is that thing ("CIFAR-10 and CIFAR-100")
                if start >= 0 and not lexicon_types(text) - {entity.type}:
                    name = " ".join([*sibling, *name_words[n:]])
                    found.append((entity, start, start + len(text), name))
                break
    if not found:
        return entities, relations
    moved: dict[str, str] = {}  # key of a bare sibling that lost all its mentions -> new key
    reported: list[Relation] = []
    for last, start, end, name in found:
        key = entity_key(last.type, normalize_name(name))
        mention = Mention(start, end, abstract[start:end])
        for other in entities:
            if other.key != key and any(m.start == start and m.end == end for m in other.mentions):
                other.mentions = [m for m in other.mentions if (m.start, m.end) != (start, end)]
                if not other.mentions:
                    moved[other.key] = key
        full = by_key.get(key)
        if full is None:
            full = Entity(key=key, type=last.type, name=name)
            by_key[key] = full
            entities.append(full)
        if all((m.start, m.end) != (start, end) for m in full.mentions):
            full.mentions.append(mention)
        reported += (
            Relation(r.type, r.source, key, r.evidence)
            for r in relations
            if r.source == PAPER and r.target == last.key
        )
    entities = [e for e in entities if e.key not in moved]
    renamed = (
        Relation(r.type, moved.get(r.source, r.source), moved.get(r.target, r.target), r.evidence)
        for r in [*relations, *reported]
    )
    return entities, list(dict.fromkeys(r for r in renamed if r.source != r.target))


def _absorb(target: Entity, entity: Entity) -> None:
    """Make ``entity`` one with ``target``: its names become aliases, its mentions join."""
    surfaces = [target.name, *target.aliases, entity.name, *entity.aliases]
    target.aliases = [s for s in dict.fromkeys(surfaces) if s != target.name]
    target.mentions = sorted([*target.mentions, *entity.mentions], key=lambda m: m.start)


def _qualified_measures_named(
    entities: list[Entity], relations: list[Relation]
) -> tuple[list[Entity], list[Relation]]:
    """A listed measure with a qualifier that adds nothing ("model accuracy", "predictive
    accuracy") is that measure: it takes the measure's name, keeps its own as an alias, and
    joins the paper's bare mention of the measure when there is one."""
    renamed: dict[str, str] = {}
    by_key = {e.key: e for e in entities}
    for entity in entities:
        if entity.type != "Metric" or entity.key in renamed:
            continue
        core = unqualified_metric(entity.name)
        if core is None:
            continue
        key = entity_key("Metric", normalize_name(core))
        bare = by_key.get(key)
        if bare is None:
            bare = Entity(key=key, type="Metric", name=core)
            by_key[key] = bare
        _absorb(bare, entity)
        renamed[entity.key] = key
    if not renamed:
        return entities, relations
    # In the order of the paper's entities, a renamed one where it stood.
    order = dict.fromkeys(renamed.get(e.key, e.key) for e in entities)
    kept = [by_key[key] for key in order]
    return kept, _redirected(relations, dict(renamed))


def _bare_measures_joined(
    entities: list[Entity], relations: list[Relation]
) -> tuple[list[Entity], list[Relation]]:
    """A one-word measure beside a longer one of the same paper ending in that word
    ("accuracy" beside "top-1 accuracy") names no measure of its own: the paper writes the
    short word for the measure it names in full. It is dropped, and its relations go to the
    longer one when there is one ("top-1" and "top-5 accuracy": to neither)."""
    specific: dict[str, list[Entity]] = {}
    for entity in entities:
        if entity.type == "Metric" and " " in entity.name:
            specific.setdefault(entity.name.rsplit(" ", 1)[-1].lower(), []).append(entity)
    moved: dict[str, str | None] = {}
    for entity in entities:
        word = entity.name.lower()
        if entity.type != "Metric" or " " in word or not word.isalpha() or word not in specific:
            continue
        longer = specific[word]
        # Not an alias: aliases join nodes across papers, and "accuracy" would join every
        # paper's accuracy to this paper's "top-1 accuracy".
        moved[entity.key] = longer[0].key if len(longer) == 1 else None
    if not moved:
        return entities, relations
    return [e for e in entities if e.key not in moved], _redirected(relations, moved)


def _measure_words_joined(
    entities: list[Entity], relations: list[Relation]
) -> tuple[list[Entity], list[Relation]]:
    """A measure named by another measure of the paper and a word that only calls it one
    ("the KMS measure", "KMS scores" beside "kelp matching score (KMS)") is that measure:
    its name becomes an alias and its relations go there. The other measure's name or
    alias must be written the same, capitals and all."""
    spellings: dict[str, Entity] = {}
    for entity in entities:
        if entity.type == "Metric":
            for surface in (entity.name, *entity.aliases):
                spellings.setdefault(surface, entity)
    moved: dict[str, str | None] = {}
    for entity in entities:
        front, _, last = entity.name.rpartition(" ")
        if entity.type != "Metric" or singularize(last.lower()) not in _MEASURE_WORDS:
            continue
        target = spellings.get(front)
        if target is None or target is entity or target.key in moved:
            continue
        _absorb(target, entity)
        moved[entity.key] = target.key
    if not moved:
        return entities, relations
    return [e for e in entities if e.key not in moved], _redirected(relations, moved)


#: Words after a measure's name that make it a training objective built on the measure.
_OBJECTIVE_WORDS = frozenset(["loss", "regularization", "regularizer", "objective", "penalty"])


def _objectives_named_in_full(
    entities: list[Entity], relations: list[Relation]
) -> tuple[list[Entity], list[Relation]]:
    """A listed measure typed Method by the word after it ("a Kullback-Leibler
    regularization", "a Kullback-Leibler objective") is that objective, not the measure: the
    entity takes the longer name and drops the bare one, so that resolution does not join it
    to the measure's node."""
    moved: dict[str, str | None] = {}
    for entity in entities:
        if entity.type != "Method":
            continue
        spellings = (entity.name, *well_known_spellings(entity.name))
        if not any("Metric" in lexicon_types(s) for s in spellings):
            continue
        full = next(
            (
                a
                for a in entity.aliases
                if a.startswith(entity.name + " ")
                and a[len(entity.name) + 1 :].lower() in _OBJECTIVE_WORDS
            ),
            None,
        )
        if full is None:
            continue
        key = entity_key("Method", normalize_name(full))
        if any(e.key == key for e in entities):
            continue
        moved[entity.key] = key
        entity.key = key
        entity.aliases = [a for a in entity.aliases if a != full]
        entity.name = full
    if not moved:
        return entities, relations
    return entities, _redirected(relations, moved)


def _synonyms_joined(
    entities: list[Entity], relations: list[Relation]
) -> tuple[list[Entity], list[Relation]]:
    """Entities of one type that name one well-known thing are one entity: their names are
    other names of one line of ``kg/data/synonyms.txt`` ("F-measure" and "F1"), or are after
    a word written as a listed abbreviation is read as its long form ("offline RL" and
    "offline reinforcement learning"). The paper's first name without an abbreviation leads;
    the others are its aliases. Their names only are compared: an alias may be a broader
    name the paper uses for a narrower thing. Resolution joins such names across the corpus;
    a paper's own list of names must not count one thing twice."""
    synonyms = synonym_keys()
    groups: dict[str, list[Entity]] = {}
    group_of: dict[tuple[str, str], str] = {}
    for entity in entities:
        keys = {
            synonyms.get(key, key)
            for surface in (entity.name, *well_known_spellings(entity.name))
            if (key := name_key(surface))
        }
        group = next((g for k in keys if (g := group_of.get((entity.type, k)))), entity.key)
        groups.setdefault(group, []).append(entity)
        for key in keys:
            group_of.setdefault((entity.type, key), group)
    moved: dict[str, str | None] = {}
    joined: set[int] = set()  # the members other than their group's target, by identity
    for members in groups.values():
        if len(members) == 1:
            continue
        # The paper's first name for the thing that has no abbreviation in it.
        target = min(members, key=lambda e: sum(map(is_acronym, e.name.split(" "))))
        surfaces = [target.name, *(s for e in members for s in (e.name, *e.aliases))]
        target.aliases = [s for s in dict.fromkeys(surfaces) if s != target.name]
        target.mentions = sorted((m for e in members for m in e.mentions), key=lambda m: m.start)
        others = [e for e in members if e is not target]
        joined |= {id(e) for e in others}
        # a second entity under the target's own key has nothing to move
        moved.update((e.key, target.key) for e in others if e.key != target.key)
    if not joined:
        return entities, relations
    return [e for e in entities if id(e) not in joined], _redirected(relations, moved)


def _narrower_tasks_joined(
    entities: list[Entity], relations: list[Relation]
) -> tuple[list[Entity], list[Relation]]:
    """A task whose name ends a name of another task of the same paper ("image inpainting"
    beside "blind image inpainting"), or whose words another's name has with more words
    inside ("kelp counting" beside "kelp frond counting"), is the paper's short name for
    that narrower or fuller task: it joins it as an alias, with its mentions and relations,
    unless the paper gives it an acronym of its own. A spelling ``synonyms.txt`` makes the
    same name counts too ("RL" for "reinforcement learning", "image synthesis" for "image
    generation"). The gold of the 720 guideline abstracts writes a pair of the first kind as
    the names of one task 171 times, as two tasks 54 times; the gold of all 1,239 development
    abstracts writes a pair of the second kind as one task 62 times, as two 22 times. Among
    several narrower tasks that end in it, it joins the first the paper names; a chain of
    them ends in the longest.

    Resolution keeps such an alias from joining the general task's node to the narrower
    one across the corpus (``kg.resolve``)."""
    tasks = [e for e in entities if e.type == "Task"]
    into: dict[str, Entity] = {}

    def joins(key: str, goal: str) -> bool:
        """Whether ``key`` already joins ``goal``, by a chain of joins."""
        seen = set()
        while key in into and key not in seen:
            seen.add(key)
            key = into[key].key
            if key == goal:
                return True
        return False

    for entity in tasks:
        if entity.aliases and any(is_acronym(a) for a in (entity.name, *entity.aliases)):
            continue  # named with an acronym: "machine translation (MT)"
        spellings = (entity.name, *well_known_spellings(entity.name))
        for other in tasks:
            # Not a pair that would join each other: one's alias may end the other's name.
            if (
                other is not entity
                and not joins(other.key, entity.key)
                # a name the reject class drops takes nothing with it
                and reject_reason(other.name) is None
                and any(
                    narrows_name(surface, spelling)
                    for surface in (other.name, *other.aliases)
                    for spelling in spellings
                )
            ):
                into[entity.key] = other
                break
    if not into:
        return entities, relations

    def narrowest(key: str) -> Entity:
        entity = into[key]
        while entity.key in into:  # no cycles: ``joins`` kept them out
            entity = into[entity.key]
        return entity

    moved: dict[str, str | None] = {}
    for entity in entities:
        if entity.key not in into:
            continue
        target = narrowest(entity.key)
        _absorb(target, entity)
        moved[entity.key] = target.key
    kept = [e for e in entities if e.key not in moved]
    return kept, _redirected(relations, moved)


def _title_names_joined(
    entities: list[Entity], relations: list[Relation], abstract: str = ""
) -> tuple[list[Entity], list[Relation]]:
    """A name of two words or more that only the title gives (``kg.extract.title``), which
    the abstract writes longer or abbreviates, is the abstract's entity of that type under
    another name: "Kelp Groundplans" over the abstract's "conditional kelp groundplans",
    "Multi-Objective Kelp Training" over "MO-KT". The title's name becomes an alias and its
    relations go to that entity. Only when one entity of the abstract fits, and a longer name
    only when the paper proposes it too. Not a title name longer than the abstract's: the
    title's "Multi-Objective Kelp Training" is not the "Kelp Training" the abstract builds
    on; only a kind word may close the title's name after the abstract's ("Kelp Student
    Networks" for the proposed "Kelp Student method"). An acronym only the title gives
    ("KGT: Kelp Graph Transport") is the abstract's entity whose name it spells, the same
    way. A title's name the abstract writes whole with a short form inside ("Kelp Frond
    (KF) Networks" for "Kelp Frond Networks") is the entity named by the words before the
    parenthesis, and its full name is the title's."""
    proposed = {r.target for r in relations if r.type == "PROPOSES"}
    moved: dict[str, str | None] = {}
    for named in entities:
        if named.mentions or named.type not in ("Method", "Dataset"):
            continue
        title_words = normalize_name(named.name).split(" ")
        title_acronym = len(title_words) == 1 and is_acronym(named.name)
        if len(title_words) < 2 and not title_acronym:
            continue
        fits = []
        interrupted: set[str] = set()  # keys of entities the title's name runs on from
        for entity in entities:
            if entity is named or not entity.mentions or entity.type != named.type:
                continue
            if not title_acronym and any(
                _written_around_short_form(m, abstract, named.name) for m in entity.mentions
            ):
                fits.append(entity)
                interrupted.add(entity.key)
                continue
            for surface in (entity.name, *entity.aliases):
                if title_acronym:
                    if not is_acronym(surface) and _abbreviates(
                        named.name, surface, skipped_word=True
                    ):
                        fits.append(entity)
                        break
                    continue
                if is_acronym(surface):
                    if _abbreviates(surface, named.name):
                        fits.append(entity)
                        break
                    continue
                if entity.key in proposed and _coined_from(surface, named.name):
                    fits.append(entity)
                    break
                words = normalize_name(surface).split(" ")
                if (
                    entity.key in proposed
                    and (
                        (
                            len(words) >= len(title_words)
                            and words[-len(title_words) :] == title_words
                        )
                        # the title's "Kelp Student Networks" for the proposed "Kelp Student"
                        or (
                            len(words) >= 2
                            and title_words[:-1] == words
                            and title_words[-1] in _UNSPELLED_KINDS
                        )
                    )
                ):
                    fits.append(entity)
                    break
        if len(fits) == 1:
            entity = fits[0]
            if entity.key in interrupted:
                # the words before the parenthesis are a cut name: the whole one is the title's
                entity.name, entity.aliases = named.name, [entity.name, *entity.aliases]
            elif named.name not in entity.aliases and named.name != entity.name:
                entity.aliases = [*entity.aliases, named.name]
            moved[named.key] = entity.key
    if not moved:
        return entities, relations
    return [e for e in entities if e.key not in moved], _redirected(relations, moved)


#: A short form in parentheses right after a name ("X (XA)", "X~(XA)").
_SHORT_FORM_AFTER = re.compile(r"\s*~?\([^()]{1,30}\)\s*")


def _written_around_short_form(mention: Mention, abstract: str, name: str) -> bool:
    """Whether the abstract writes ``name`` whole with a short form inside it, ``mention``
    being the words before the parenthesis: "Kelp Frond (KF) Networks" for "Kelp Frond
    Networks"."""
    after = _SHORT_FORM_AFTER.match(abstract, mention.end)
    if after is None:
        return False
    whole = normalize_name(name).split(" ")
    written = normalize_name(mention.text).split(" ")
    if len(written) >= len(whole) or whole[: len(written)] != written:
        return False
    tail = abstract[after.end() :].split()[: len(whole) - len(written)]
    return normalize_name(" ".join([mention.text, *tail])) == " ".join(whole)


#: Kind words a title's name may end in that its acronym leaves out ("AdaKP" for "Adaptive
#: Kelp Pairwise Loss").
_UNSPELLED_KINDS = frozenset(
    [*("loss", "network", "model", "sampler", "method", "algorithm", "framework", "module")]
)


_FUNCTION_WORDS = frozenset(["of", "for", "and", "the", "to", "with"])


def _abbreviates(acronym: str, name: str, *, skipped_word: bool = False) -> bool:
    """Whether the capitals of ``acronym`` are the initials of the words of ``name`` (the
    parts of hyphenated words count, function words do not): all of them, but for a kind
    word at the end the acronym may leave out or one more capital it may add for one ("MO-KT"
    for "Multi-Objective Kelp Training", "AdaKP" for "Adaptive Kelp Pairwise Loss", "HKRN"
    for "Hierarchical Kelp Refinement"). Letters found inside words spell another name ("GCN"
    is no "Graph Kelp Logistic Regression"), and a name made of acronyms is spelled by none
    ("KD" is no "KD-DLFAN"). With ``skipped_word`` the acronym may leave out one word after
    the first ("KFM" for "Kelp Frond Feature Matching"), as an acronym a title defines by
    its name often does."""
    capitals = [c.lower() for c in acronym[:1].upper() + acronym[1:] if c.isupper()]
    # each part with whether it is a whole word (not a part of a hyphenated one)
    split = [re.split(r"[-\u2010-\u2015]", word) for word in name.split()]
    tagged = [(p, len([q for q in word if q]) == 1) for word in split for p in word if p]
    tagged = [(p, whole) for p, whole in tagged if p.lower() not in _FUNCTION_WORDS]
    parts = [p for p, _ in tagged]
    if any(len(p) > 1 and p.isupper() for p in parts):
        return False  # a name made of acronyms itself ("KD-DLFAN"), spelled by none
    if len(parts) > 1 and singularize(parts[-1].lower()) in _UNSPELLED_KINDS:
        parts = parts[:-1]
    initials = [p[0].lower() for p in parts]
    if skipped_word and len(capitals) == len(initials) - 1 >= 2:
        # The word left out is a whole word, and a number the acronym adds names another
        # thing: "KLIP2" is no "Kelp Language-Image Pre-training".
        return (
            capitals[0] == initials[0]
            and not any(c.isdigit() for c in acronym)
            and any(
                tagged[i][1] and capitals == initials[:i] + initials[i + 1 :]
                for i in range(1, len(initials))
            )
        )
    return (
        len(initials) >= 2
        and capitals[: len(initials)] == initials
        and len(capitals) - len(initials) <= 1
    )


#: The pieces a coined name is made of: a capital and the lowercase letters after it, or
#: lowercase letters at its start ("KelpNets": "Kelp", "Nets").
_COINED_PIECE = re.compile(r"[A-Z][a-z]+|^[a-z]+")


def _coined_from(coined: str, name: str) -> bool:
    """Whether the one word ``coined`` is made of the beginnings of the words of ``name``
    in order, the first piece from the first word and the last from the last ("KelpNets"
    of "Kelpson Explanation Networks", "FrondNorm" of "Frond Normalization"): the short name
    a paper coins for the name its title gives. Two pieces or more, each of two letters or
    more, that make up the whole word; words between may be left out."""
    pieces = _COINED_PIECE.findall(coined)
    if len(pieces) < 2 or "".join(pieces) != coined or any(len(p) < 2 for p in pieces):
        return False
    # a plural "s" closes the coined word, not the word it is cut from ("Nets": "Networks")
    pieces[-1] = pieces[-1].removesuffix("s") if len(pieces[-1]) > 2 else pieces[-1]
    words = [
        w.lower()
        for w in re.split(r"[\s\-\u2010-\u2015]+", name)
        if w and w.lower() not in _FUNCTION_WORDS
    ]
    if len(words) < 2 or not words[0].startswith(pieces[0].lower()):
        return False
    if not words[-1].startswith(pieces[-1].lower()):
        return False
    at = 1
    for piece in pieces[1:-1]:
        while at < len(words) - 1 and not words[at].startswith(piece.lower()):
            at += 1
        if at >= len(words) - 1:
            return False
        at += 1
    return True


def _redirected(relations: list[Relation], moved: dict[str, str | None]) -> list[Relation]:
    """``relations`` with the endpoints in ``moved`` replaced by their new keys (a relation
    of a key moved to None is dropped), each relation once, in their first order."""
    kept: list[Relation] = []
    seen: set[tuple[str, str, str]] = set()
    for relation in relations:
        if relation.target in moved or relation.source in moved:
            target = moved.get(relation.target, relation.target)
            source = moved.get(relation.source, relation.source)
            if target is None or source is None:
                continue
            relation = Relation(
                type=relation.type, source=source, target=target, evidence=relation.evidence
            )
        if (relation.type, relation.source, relation.target) not in seen:
            seen.add((relation.type, relation.source, relation.target))
            kept.append(relation)
    return kept


#: Reasons of ``reject_reason`` for names that are never a paper's own proposal.
_NEVER_OWN = frozenset(["modality", "organization", "number format", "hardware"])


def _without_rejected(entities: list[Entity], relations: list[Relation]) -> dict[str, list]:
    """``entities`` and ``relations`` without the names of the reject class (formalisms,
    fields, organizations, modifiers, notation: ``kg.names.reject_reason``) and their
    relations. A name the paper proposes is kept: it is the paper's own ("Volcanic"); so is
    data named like a citation, an edition ("KiTS19", "Norvex 2009"; ``data_edition``), but
    not a venue and its year or a key with a colon ("STOC 2019", "Quill:2019"). Not
    a kind of data, an organization, a number format or a processor, which no paper makes its
    own ("our INT4 frond counters", "a new sRGB-guided decoder" say what the model computes in
    or reads)."""

    proposed = {r.target for r in relations if r.type == "PROPOSES"}

    def dropped_name(entity: Entity) -> bool:
        reason = typed_reject_reason(entity.name, entity.type)
        if reason is None or (entity.type == "Dataset" and data_edition(entity.name)):
            return False
        return (
            entity.key not in proposed
            or reason in _NEVER_OWN
            or _a_description(entity.name, reason)
        )

    dropped = {e.key for e in entities if dropped_name(e)}
    if not dropped:
        return {"entities": entities, "relations": relations}
    return {
        "entities": [e for e in entities if e.key not in dropped],
        "relations": [r for r in relations if r.source not in dropped and r.target not in dropped],
    }


def _a_description(name: str, reason: str) -> bool:
    """A hyphenated adjective alone ("KP-friendly", "KQ-free"), which a paper may call new
    ("a novel KP-friendly method named …") but which names no method of its own; or a
    lowercase phrase with the head noun of a mathematical object or statement ("a new
    minimax formulation", "a novel kernel matrix"): a description of what is proposed.
    ``reason`` is the name's ``reject_reason``."""
    if reason == "modifier":
        return " " not in name and "-" in name
    return reason == "head noun" and name == name.lower()


#: Words after a measure's name that call it a measure ("the X score", "the X error rate").
_MEASURE_KIND_WORDS = frozenset(["score", "metric", "measure", "criterion", "rate"])
#: Words after another measure's name that only call it a measure ("KMS score", "KMS
#: values"): not "rate", since the rate of a measure is another measure.
_MEASURE_WORDS = (_MEASURE_KIND_WORDS - {"rate"}) | {"value"}
#: Kind heads (``cues.HEAD_TYPES``) that name something done to a model, another method than
#: the model: "X distillation" distils X into a smaller one.
_OPERATIONS_ON_A_MODEL = frozenset(["distillation"])


def _kind_surfaces(doc: Doc, spans: list) -> list[str]:
    """Longer surfaces of an entity that end in a word for its kind ("the X task", "the X
    model", "the X benchmark"): the text names the same thing both ways."""
    from kg.extract.cues import HEAD_TYPES

    found = []
    for span in spans:
        if span.end >= len(doc):
            continue
        kind_word = doc[span.end]
        after = doc[span.end + 1] if span.end + 1 < len(doc) else None
        kind = kind_word.lemma_.lower()
        if (
            kind_word.pos_ == "NOUN"
            and HEAD_TYPES.get(kind) == span.label_
            # after a measure only a word for a measure: "runtime errors" are no runtime
            and (span.label_ != "Metric" or kind in _MEASURE_KIND_WORDS)
            and kind not in _OPERATIONS_ON_A_MODEL
            # "message passing networks" are models built on message passing
            and not (
                span.label_ == "Method" and models_built_on_a_doing(doc[span.end - 1].text, kind)
            )
            and (after is None or after.pos_ not in ("NOUN", "PROPN"))
        ):
            found.append(_surface(doc[span.start : span.end + 1].text))
    return list(dict.fromkeys(found))


#: Most lowercase words a measure's name may be written with in front ("kelp bed counting
#: accuracy"); more are a clause, not a name.
_MAX_QUALIFIER_WORDS = 3
#: Words of amount or degree in front of a measure: how much of it, not which one ("high
#: accuracy", "the same accuracy").
_DEGREE_WORDS = frozenset(["high", "low", "same", "much", "more", "less", "little", "enough"])


@functools.cache
def _judging_words() -> frozenset[str]:
    """Words in front of a measure that judge or size its value, not name it."""
    return term_list(EVALUATIVE_FILE) | cues.BLAND_MODIFIERS | _DEGREE_WORDS


def _qualified_surfaces(doc: Doc, spans: list) -> list[str]:
    """Longer surfaces of a measure with the lowercase words in front of it that say what it
    is taken of ("reef counting accuracy", "reef-level accuracy", "training FLOPs"): the text
    names the measure so. Only an alias of this paper: the entity keeps the name the measure
    is listed under, and resolution lets no such alias join nodes across papers
    (``kg.resolve._measured_on``). Words that judge or size the value ("higher accuracy",
    "state-of-the-art accuracy") are no part of a name."""
    judging = _judging_words()
    found = []
    for span in spans:
        if span.label_ != "Metric" or not span.text[:1].isalpha():
            continue
        start, words = span.start, 0
        while start > 0 and words < _MAX_QUALIFIER_WORDS:
            first = start - 1  # the first token of the word before ``start``
            while first > 1 and doc[first - 1].text == "-" and hyphen_attached(doc, first - 1):
                first -= 2
            word = doc[first:start]
            text = word.text
            # the token of a hyphenated word that attaches it to the phrase
            root = next((t for t in word if not first <= t.head.i < start), word[-1])
            if (
                not all(t.is_alpha for t in word if t.text != "-")
                or not text.islower()
                or text in judging
                or "-the-" in text
                or any(t.tag_ in ("JJR", "JJS", "RBR", "RBS") for t in word)
                # a noun, an adjective, or a gerund the parser joins as one ("kelp counting
                # accuracy"); a verb or a participle says how the value came about ("achieved
                # accuracy", "impair accuracy"); a hyphenated word is a modifier whatever its
                # first part ("out-of-reef")
                or (
                    len(word) == 1
                    and root.tag_ not in ("NN", "NNS", "JJ")
                    and not (root.tag_ == "VBG" and root.dep_ == "compound")
                )
                or root.dep_ not in ("compound", "amod", "nmod", "npadvmod")
                or not start <= root.head.i < span.end
                # "…, trading inference time for …": a participle opening its clause
                or (text.endswith("ing") and first > 0 and doc[first - 1].text in (",", ";"))
            ):
                break
            start, words = first, words + 1
        if start < span.start:
            found.append(_surface(doc[start : span.end].text))
    return list(dict.fromkeys(found))


def _language_pair_surfaces(doc: Doc, spans: list) -> list[str]:
    """Longer surfaces of a dataset with the pair of languages after it ("KelpMT'14 En-De",
    "KelpMT German-to-English", ``kg.names.language_pair``): the text names the dataset's
    part for that pair so. An alias: the pair is a part of the dataset, as a split is."""
    found = []
    for span in spans:
        if span.label_ != "Dataset":
            continue
        for width in (3, 5):  # "En-De", "German-to-English"
            pair = doc[span.end : span.end + width]
            if span.end + width < len(doc) and " " not in pair.text and language_pair(pair.text):
                found.append(_surface(doc[span.start : span.end + width].text))
                break
    return list(dict.fromkeys(found))


def _capped(cleaned: Cleaned, source: str) -> Cleaned:
    """``cleaned`` cut to at most ``MAX_CHARS`` characters, at a space when there is one."""
    if len(cleaned.text) <= MAX_CHARS:
        return cleaned
    cut = cleaned.text.rfind(" ", 0, MAX_CHARS + 1)
    if cut <= 0:
        cut = MAX_CHARS
    log.warning(
        "%s: abstract of %d characters; only the first %d are extracted",
        source,
        len(cleaned.original),
        cleaned.ends[cut - 1],
    )
    return Cleaned(cleaned.original, cleaned.text[:cut], cleaned.starts[:cut], cleaned.ends[:cut])


def extract_papers(
    papers: Iterable[Paper], *, workers: int = 1, batch_size: int = 64, confident: bool = True
) -> Iterator[Extraction]:
    """Extractions of ``papers``, in order; ``workers`` > 1 parses in that many processes.
    With ``confident`` (the default) the entities the entity filter is unsure of are dropped
    (``kg.extract.confidence``); its training reads the extractions without it."""
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        yield from _extract_forked(papers, workers, batch_size, confident)
        return
    nlp = build_nlp()
    # One cleaning per paper, shared by the parser's input and the offset mapping.
    to_nlp, to_output = tee((_capped(clean(p.abstract), p.source), p) for p in papers)
    docs = nlp.pipe(
        (_new_doc(nlp, c, p) for c, p in to_nlp),
        batch_size=batch_size,
        n_process=max(1, workers),
    )
    for doc, (cleaned, paper) in zip(docs, to_output, strict=True):
        extraction = doc_to_extraction(doc, cleaned, paper)
        yield keep_confident(extraction) if confident else extraction


def _new_doc(nlp: Language, cleaned: Cleaned, paper: Paper) -> Doc:
    """The tokenized abstract, carrying the title for the components that read it."""
    doc = nlp.make_doc(cleaned.text)
    doc._.kg_title = _title.recased_title(paper.title, cleaned.text)
    return doc


def _extract_batch(batch: list[Paper], confident: bool) -> list[Extraction]:
    """One batch, extracted in a worker process by the pipeline it inherited."""
    return list(extract_papers(batch, batch_size=len(batch), confident=confident))


def _batched(papers: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    iterator = iter(papers)
    while batch := list(islice(iterator, size)):
        yield batch


def _extract_forked(
    papers: Iterable[Paper], workers: int, batch_size: int, confident: bool
) -> Iterator[Extraction]:
    """Batches of papers extracted by forked workers, each running the whole extraction.

    spaCy's own ``nlp.pipe(n_process=…)`` ships every parsed ``Doc`` (with its tensors)
    back to this process, which then deserializes it and runs ``doc_to_extraction``:
    that leaves the parent busy and made two workers slower than one on two cores. Here
    the workers return the small ``Extraction``s; the pipeline is loaded once, before the
    fork, and shared. Batches are the same as in one process, so the output is the same.
    """
    build_nlp()
    pool = multiprocessing.get_context("fork").Pool(workers)
    try:
        batches = _batched(papers, batch_size)
        for extractions in pool.imap(partial(_extract_batch, confident=confident), batches):
            yield from extractions
    except BaseException:
        pool.terminate()
        raise
    # Done: the workers are told to stop and are waited for. ``terminate()`` here (what the
    # pool's ``with`` does) now and then left a worker blocked on the task queue's lock,
    # which the terminating pool holds, and the build waiting for it forever.
    pool.close()
    pool.join()


def extract_text(text: str, paper: Paper | None = None, *, confident: bool = True) -> Extraction:
    """Extraction of one abstract; ``paper`` defaults to an anonymous paper with that text;
    ``confident`` as for ``extract_papers``."""
    if paper is None:
        paper = Paper(id="text", abstract=text, source="<text>")
    cleaned = _capped(clean(text), paper.source)
    nlp = build_nlp()
    extraction = doc_to_extraction(nlp(_new_doc(nlp, cleaned, paper)), cleaned, paper)
    return keep_confident(extraction) if confident else extraction
