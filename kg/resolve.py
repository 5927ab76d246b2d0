"""Corpus-level resolution: one canonical entity, of one type, for all the surface forms of
one thing; nothing for candidates that are none of the four entity types.

Extraction is per paper; this stage looks at the whole corpus at once, with the rules of
``kg.names`` (boundaries, comparison keys, the reject class):

1. **Clean** each entity occurrence (an entity of one paper's extraction): its surfaces
   (name and aliases) lose values, qualifiers and text beyond a sentence end, and a name
   that lacks its head noun takes it from the abstract (mention offsets). An occurrence
   whose surfaces are all rejected (organization, formalism, modality, modifier, generic,
   a word cut out of a hyphenated compound) is dropped with its relations.
   A Task's name that ends another of its names ("image inpainting" of "blind image
   inpainting", the paper's short name for its narrower task), or that another of its names
   puts words inside ("sound separation" of "universal sound separation" and "text-queried
   sound separation" of "text-queried universal sound separation"), is set apart as
   ``broader``:
   it joins no group, so the general task's node never swallows the narrower ones, and the
   paper is linked to the general task's node too where other papers name it
   (``Resolution.broader``), unless that name is a single lowercase word ("segmentation").
2. **Group** occurrences by key, whatever the type the extractor gave them: the long forms
   (non-acronym surfaces) of one occurrence are one thing, and equal keys meet ("CIFAR-10" =
   "CIFAR10"); a name with filler words meets the name without them when the corpus has it
   ("accurate pose estimation", ``filler-words.txt``), unless an acronym of the name spells the
   filler ("cross-entropy method (CEM)"); an acronym with a kind word meets the acronym's
   meaning ("MNIST dataset", "RL methods", step 3), unless it is a listed name with its first
   word in capitals ("DICE score" is the listed Dice score); an acronym-led name meets its
   spelled-out form ("KL divergence" = "Kullback-Leibler divergence") when one such form exists
   or one outnumbers the others, and a name with an acronym word the name with the acronym's
   meaning ("offline RL"); short acronyms that differ in inner capitals only meet unless the
   corpus expands or types them differently ("mIoU" = "mIOU"); a rare misspelling meets a
   widespread name (``_join_misspellings``), also where both define one acronym; a Task named
   by a verb and its object meets the object and the noun of doing ("predicting kelp growth" =
   "kelp growth prediction") when the corpus has that name. No join ever puts two meanings of
   one acronym in one group (``_Forms``).
3. **Acronyms**: an occurrence that is only an acronym goes to the long form its own paper
   defines it with; failing that, to the one long form the corpus defines it with among the
   occurrences of its type, then among all (or one
   that at least three papers use and that outnumbers every other meaning three to one in
   papers), unless the paper writes none of the telling words of that meaning and those of
   exactly one other meaning several papers give it ("SR" in a paper on image resolution);
   a long form defines an acronym only when it can spell it out (``spells_out``);
   failing that, it stands for itself. So "RLHF" joins "reinforcement learning from human
   feedback" wherever some paper wrote "(RLHF)" after it, and two papers that expand one
   acronym differently keep two entities.
4. **Type vote**: a canonical entity has the type most of its papers gave it; the typed term
   lists break ties and outweigh a narrow majority, and so does a name ending in "problem" (a
   Task), and in a group of three papers or more a name ending in a listed task ("hierarchical
   reinforcement learning"). **Reject groups**: a single lowercase word ("graph",
   "Evaluation" at a sentence start) is dropped unless a term list knows it.

The display name is the group's most used long form that is not another of its names with
filler words, without filler words around a name-shaped token (``display_name``).

Everything is computed from the set of extractions alone (sorted orders, connected
components), so the same corpus in any order gives the same ids. An id is
``"<type>:<normalized name>"`` of the group's most widespread long form, and the display
name its most used surface form; every other surface form is kept in ``aliases``.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from networkx.utils import UnionFind

from kg.model import ENTITY_TYPES, Entity, Extraction, entity_key
from kg.names import (
    DOING_NOUNS,
    acronym_case_key,
    american_spelling,
    bare_words,
    clean_defined_surface,
    extend_to_acronym,
    extend_to_head,
    extend_to_hyphen_start,
    filler_cores,
    has_name_shape,
    initials_keys,
    is_acronym,
    is_compound_modifier,
    is_function_word,
    is_hyphen_fragment,
    is_known_word,
    is_language_name,
    is_lowercase_word,
    lacks_head_noun,
    language_pair,
    lexicon_types,
    listed_word_in_capitals,
    name_key,
    narrows_name,
    opens_with_means_word,
    phrase_initials_keys,
    reject_reason,
    short_forms,
    shown_name,
    spells_out,
    strip_organization,
    strip_score_head,
    synonym_keys,
    term_list,
    text_definition,
    typed_reject_reason,
    unqualified_metric,
    well_known_spellings,
    word_initials,
    words_before_parenthesis,
)
from kg.normalize import normalize_name, singularize

__all__ = [
    "CanonicalEntity",
    "PaperOccurrences",
    "Resolution",
    "decode_paper_occurrences",
    "encode_paper_occurrences",
    "is_acronym",
    "paper_occurrences",
    "resolve",
]

#: Papers an acronym's leading meaning needs, and how many times the next one it must outnumber.
DOMINANT_PAPERS = 3
DOMINANT_RATIO = 3
#: An acronym names its entity when more than this many times as many papers use it as
#: use its most common long form.
ACRONYM_NAME_RATIO = 4


@dataclass
class CanonicalEntity:
    """One resolved entity of the corpus."""

    id: str
    type: str
    name: str
    aliases: list[str] = field(default_factory=list)
    #: Ids of the papers whose extraction mentions it, sorted.
    papers: list[str] = field(default_factory=list)

    @property
    def paper_count(self) -> int:
        return len(self.papers)


@dataclass
class Resolution:
    """Canonical entities by id, where each paper's own entity keys went, and what was
    rejected (paper id, local key) → reason."""

    entities: dict[str, CanonicalEntity] = field(default_factory=dict)
    mapping: dict[tuple[str, str], str] = field(default_factory=dict)
    rejected: dict[tuple[str, str], str] = field(default_factory=dict)
    #: (paper id, local key) → the canonical ids of the general tasks the paper also names
    #: that entity by ("image inpainting" for its "blind image inpainting"): the paper's
    #: relations to the entity go to them too.
    broader: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)

    def canonical(self, paper_id: str, local_key: str) -> str | None:
        """The canonical id of entity ``local_key`` of paper ``paper_id`` (None if unknown
        or rejected)."""
        return self.mapping.get((paper_id, local_key))

    def broader_than(self, paper_id: str, local_key: str) -> tuple[str, ...]:
        """The canonical ids of the general tasks that entity ``local_key`` of paper
        ``paper_id`` narrows, as the paper names them."""
        return self.broader.get((paper_id, local_key), ())


@dataclass(slots=True)
class _Occurrence:
    paper: str
    key: str
    type: str
    #: Cleaned surfaces, name first.
    surfaces: tuple[str, ...]
    #: Keys of the long forms and of the acronyms among the surfaces.
    long: tuple[str, ...]
    short: tuple[str, ...]
    #: Keys of the acronyms a long form of this occurrence spells out (its definitions).
    defines: tuple[str, ...]
    #: Lowercase in the text: every mention is lowercase (or the name, without mentions).
    lowercase: bool
    #: (acronym key, keys of the long form and its filler cores) for the acronyms among
    #: ``short`` that the abstract defines with words no long form of this occurrence has
    #: ("view-specific (VS)").
    text_defs: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: The paper proposes it (a PROPOSES relation from the paper).
    proposed: bool = False
    #: (acronym key, keys of the names of the same paper that begin with words spelling
    #: it out) for the acronyms among ``short`` ("graph distillation unit" for "GD").
    local_spellings: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: (acronym key, lowercase words before it) for the acronyms among ``short`` the abstract
    #: introduces in a parenthesis with words that do not spell them out.
    introduced: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: Names of a Task that end another of its names or that another puts words inside
    #: (``kg.names.narrows_name``): the paper's short name for its narrower task ("image
    #: inpainting" of "blind image inpainting"), kept out of ``surfaces`` so that
    #: the general task's node does not join every narrower one; the paper is linked to the
    #: general task as well (``Resolution.broader``).
    broader: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PaperOccurrences:
    """What resolution takes from one paper's extraction (step 1 of the module docstring):
    its cleaned occurrences, and the entity keys it rejects with the reason.

    It depends on that extraction alone, so a build can keep it between runs
    (``encode_paper_occurrences``) and resolve an edited corpus without cleaning every
    unchanged paper again."""

    paper: str
    found: tuple[_Occurrence, ...]
    #: Local entity key → why it was rejected.
    rejected: dict[str, str]
    #: The words of its title and abstract (``context_words``): which of an acronym's meanings
    #: the paper uses it in.
    words: tuple[str, ...] = ()


def resolve(extractions: Iterable[Extraction | PaperOccurrences]) -> Resolution:
    """Resolve the entities of all ``extractions`` (see the module docstring); a paper may
    come as its extraction or as the ``paper_occurrences`` of it."""
    resolution = Resolution()
    occurrences = []
    words_of: dict[str, frozenset[str]] = {}
    for item in extractions:
        cleaned = item if isinstance(item, PaperOccurrences) else paper_occurrences(item)
        occurrences.extend(cleaned.found)
        words_of[cleaned.paper] = frozenset(cleaned.words)
        for key, reason in cleaned.rejected.items():
            resolution.rejected[(cleaned.paper, key)] = reason
    occurrences.sort(key=lambda o: (o.paper, o.key, o.type))
    forms = _Forms(_acronym_meanings(occurrences))
    for occ in occurrences:
        for node in occ.long:
            forms.union(occ.long[0], node)
    _join_spelled_out_acronyms(occurrences, forms)
    on_data = _join_tasks_on_data_to_their_kind(occurrences, forms)
    # Names that keep their filler words: a task named with its data (joined already) and a
    # line of work named with the means it is done by.
    kept = on_data | _widespread_means_names(occurrences, forms)
    acronym_variants = _join_filler_variants(occurrences, forms, kept)

    # Where each paper, and the corpus, define their acronyms.
    corpus_defs: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    paper_defs: dict[tuple[str, str], str] = {}
    for occ in occurrences:
        if occ.long:
            for short in occ.defines:
                corpus_defs[short][forms[occ.long[0]]].add(occ.paper)
                paper_defs.setdefault((occ.paper, short), occ.long[0])

    spelled: dict[str, list[str]] = {}
    for occ in occurrences:
        for surface in occ.surfaces:
            spelled.setdefault(
                name_key(surface), american_spelling(normalize_name(surface)).split(" ")
            )
    _join_close_expansions(corpus_defs, forms, spelled)
    _join_acronym_case_variants(occurrences, corpus_defs, forms)
    # The words (of four letters or more) of every spelling of each meaning, for acronyms a
    # paper introduces without spelling them out: a whole component's, since which of its
    # keys is the root (and so the meaning's key) the union-find leaves to chance.
    component_of = {key: forms[key] for key in spelled}
    meaning_words: dict[str, set[str]] = defaultdict(set)
    for key, words in spelled.items():
        meaning_words[component_of[key]].update(w for w in words if len(w) > 3)
    # How widespread each meaning is: the papers of its long forms.
    long_papers: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        if occ.long:
            long_papers[forms[occ.long[0]]].add(occ.paper)
    # The meanings each type gives an acronym: "MAE" a Metric is not "MAE" a Method.
    typed_defs: dict[str, dict[str, dict[str, set[str]]]] = defaultdict(
        lambda: defaultdict(lambda: defaultdict(set))
    )
    for occ in occurrences:
        if occ.long:
            for short in occ.defines:
                typed_defs[occ.type][short][forms[occ.long[0]]].add(occ.paper)

    known_long = {key for occ in occurrences for key in occ.long}
    # The types the term lists give each acronym, and the long forms (with their types) that
    # define it, in any of its spellings ("IMDb", "IMDB").
    listed_as: dict[str, set[str]] = defaultdict(set)
    definitions_by_letters: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for occ in occurrences:
        for surface in occ.surfaces:
            if (key := name_key(surface)) in occ.short:
                listed_as[key.upper()] |= lexicon_types(surface)
        if occ.long:
            for short in occ.defines:
                definitions_by_letters[short.upper()].add((occ.long[0], occ.type))

    def corpus_meaning(occ: _Occurrence, short: str) -> str | None:
        typed = _corpus_meaning(short, typed_defs[occ.type], long_papers)
        meaning = _corpus_meaning(short, corpus_defs, long_papers)
        if typed is None:
            if meaning is None:
                return None
            # Letters the term lists know as a thing of this type, which no paper spells out
            # as one, keep no meaning of another kind: a listed dataset's bare "KMB" is not
            # one paper's method "Kelp Mean Bound (KMB)" (what papers call a method or a
            # task is much the same thing). An acronym no list types here takes the meaning:
            # its type was most likely misread.
            if occ.type not in listed_as.get(short.upper(), ()):
                return meaning
            giving = {
                kind
                for long, kind in definitions_by_letters.get(short.upper(), ())
                if forms[long] == forms[meaning]
            }
            kin = {occ.type, *giving} <= {"Method", "Task"}
            return meaning if not giving or kin else None
        # One or two papers' meaning of the type ("network architecture search (NAS)", a
        # Method) yields to the one the corpus gives the acronym far more often as a Task
        # (or the other way round): what papers call a method or a task is much the same
        # thing, a measure and a model are not ("MAE").
        other = {"Method": "Task", "Task": "Method"}.get(occ.type)
        rare = len(typed_defs[occ.type][short].get(typed, ())) < DOMINANT_PAPERS
        if (
            other is not None
            and meaning is not None
            and meaning != typed
            and meaning in typed_defs[other][short]
            and rare
        ):
            outnumbered = sum(len(p) for p in corpus_defs[short].values()) - len(
                corpus_defs[short].get(typed, ())
            )
            if outnumbered >= DOMINANT_RATIO * len(corpus_defs[short].get(typed, ())):
                return meaning
        return typed

    def meaning_of(occ: _Occurrence, short: str) -> str | None:
        own = paper_defs.get((occ.paper, short))
        if own:
            return own
        if (
            occ.proposed
            and not occ.long
            and not lexicon_types(occ.surfaces[0])
            and all(
                len(long_papers.get(root, ())) <= RARE_VARIANT_MAX_PAPERS
                and not _written_about(
                    meaning_words.get(component_of.get(root, ""), set()),
                    words_of.get(occ.paper, frozenset()),
                )
                for root in corpus_defs.get(short, {})
            )
        ):
            # "we propose KEG, a new …": letters a paper proposes as a name without spelling
            # them out are its own new name, not what one or two other papers spell them as
            # in words it does not write. (A meaning many papers name, or one the term lists
            # know, stays: a paper said to propose it most often proposes a variant; so does
            # one whose words the paper writes: it may be the paper that made the name.)
            return None
        meaning = corpus_meaning(occ, short)
        # Another name of the same paper spells the acronym out, and not as the corpus does
        # ("graph distillation unit" beside a bare "GD" that the corpus reads as gradient
        # descent): the paper's own words are what it abbreviates.
        own_spellings = next(
            (keys for acronym, keys in occ.local_spellings if acronym == short), ()
        )
        if own_spellings and meaning is None:
            # "Kelp-in-Decoder … cheaper than KiD": the paper's own name it abbreviates
            return own_spellings[0]
        if (
            meaning
            and own_spellings
            and not meaning.startswith("A:")  # the corpus names it by the acronym: no conflict
            and forms[meaning] not in {forms[k] for k in own_spellings}
        ):
            return own_spellings[0]
        # Introduced in a parenthesis after words that share none of the corpus meaning's
        # ("… and Grounding (HG)" beside a corpus meaning of HG): the paper's own.
        for acronym, before in occ.introduced:
            meant = meaning_words.get(component_of.get(meaning or "", ""), set())
            if acronym == short and meant and not meant & set(before):
                return None
        # The abstract defines the acronym with words the corpus does not give it
        # ("item-sharing (IS)" is not the Inception score): it keeps the paper's meaning.
        for acronym, long_forms in occ.text_defs:
            if acronym != short or not meaning:
                continue
            if forms[meaning] not in {forms[k] for k in long_forms}:
                # its own meaning: the name when the corpus has it, else the words it
                # defines it with (another paper that writes them is the same thing)
                return next((k for k in long_forms if k in known_long), long_forms[0])
        return meaning_in_context(occ, short, meaning)

    # How many papers use each word: a word most papers use tells no meaning from another.
    word_papers: Counter[str] = Counter(w for words in words_of.values() for w in words)
    most = max(CONTEXT_WORD_MAX_SHARE * len(words_of), CONTEXT_WORD_COMMON_PAPERS)
    common_words = {w for w, n in word_papers.items() if n > most}

    @functools.cache
    def telling_words(root: str) -> frozenset[str]:
        """The words of a meaning's spellings that few papers use."""
        return frozenset(meaning_words.get(component_of.get(root, ""), set()) - common_words)

    def meaning_in_context(occ: _Occurrence, short: str, meaning: str | None) -> str | None:
        """Of the meanings an acronym has in several papers each ("SR": super-resolution,
        symbolic regression), the one whose telling words the paper writes, when it writes
        none of those of ``meaning``."""
        meanings: dict[str, str] = {}
        for root, papers in corpus_defs.get(short, {}).items():
            if len(papers) >= AMBIGUOUS_MEANING_PAPERS:
                meanings.setdefault(forms[root], root)
        if len(meanings) < 2:
            return meaning
        context = words_of.get(occ.paper, frozenset())
        telling = {root: telling_words(root) for root in meanings.values()}
        fits = [root for root, words in telling.items() if words & context]
        if meaning is not None and forms[meaning] in {forms[root] for root in fits}:
            return meaning
        return fits[0] if len(fits) == 1 else meaning

    for occ, short in acronym_variants:
        forms.union(occ.long[0], meaning_of(occ, short) or short)
    _join_expanded_acronym_names(occurrences, forms, corpus_defs, paper_defs, long_papers)
    _join_undefined_acronyms_spelled_in_words(occurrences, forms, set(corpus_defs))
    _join_misspellings(occurrences, forms)
    _join_vowel_slips(occurrences, forms)
    _join_synonyms(occurrences, forms, kept)
    _join_task_head_synonyms(occurrences, forms)
    _join_reordered_task_names(occurrences, forms)
    _join_doing_phrases(occurrences, forms)
    _join_tasks_on_named_data(occurrences, forms, on_data)
    _join_bare_edition_names(occurrences, forms)
    _join_bare_data_names(occurrences, forms)
    _join_rare_variants(occurrences, forms)
    _join_implied_word_variants(occurrences, forms)
    _join_derived_word_variants(occurrences, forms)
    _join_cut_heads(occurrences, forms)

    cut = _cut_long_forms(occurrences, forms, corpus_meaning, spelled)
    targets: list[str] = []
    for index, occ in enumerate(occurrences):
        if index in cut:
            targets.append(cut[index])
        elif occ.long:
            targets.append(occ.long[0])
        else:
            meaning = next(filter(None, (meaning_of(occ, short) for short in occ.short)), None)
            targets.append(meaning or occ.short[0])
    for occ, target in zip(occurrences, targets, strict=True):
        if not occ.long and target == occ.short[0]:
            for node in occ.short:
                forms.union(target, node)
    # A long-form spelling of an acronym the corpus expands one way ("Squad" for "SQuAD")
    # joins that expansion.
    # Only with the type the corpus gives that expansion: a Method spelled like a Dataset's
    # acronym, or a Dataset spelled like a Method's, is not what that acronym stands for.
    long_types: dict[str, Counter[str]] = defaultdict(Counter)
    for occ in occurrences:
        for key in occ.long:
            long_types[key][occ.type] += 1
    for short in sorted(corpus_defs):
        if short in long_types:
            kind = _most_common(long_types[short])
            meaning = _corpus_meaning(short, typed_defs[kind], long_papers)
            if meaning is not None:
                forms.union(meaning, short)
    _join_rare_measures_of_acronyms(occurrences, targets, forms)

    groups: dict[str, list[_Occurrence]] = defaultdict(list)
    for occ, target in zip(occurrences, targets, strict=True):
        groups[forms[target]].append(occ)
    entities: list[tuple[CanonicalEntity, list[_Occurrence]]] = []
    for members in groups.values():
        reason = _group_reject_reason(members)
        if reason:
            for occ in members:
                resolution.rejected[(occ.paper, occ.key)] = reason
            continue
        entities.append((_canonical(members), members))
    entities = _join_same_id_spellings(entities)
    # Two groups may normalize to one id (e.g. "mAP" and "MAP"): the most widespread keeps it.
    entities.sort(key=lambda item: (item[0].id, -item[0].paper_count, item[0].name))
    group_ids: dict[str, str] = {}
    for entity, members in entities:
        if entity.id in resolution.entities:
            entity.id = f"{entity.id}~{entity.name}"
        resolution.entities[entity.id] = entity
        for occ in members:
            resolution.mapping[(occ.paper, occ.key)] = entity.id
            for key in occ.long:
                group_ids.setdefault(forms[key], entity.id)
    _link_broader(occurrences, forms, group_ids, known_long, resolution)
    resolution.entities = dict(sorted(resolution.entities.items()))
    return resolution


def _link_broader(
    occurrences: list[_Occurrence],
    forms: _Forms,
    group_ids: dict[str, str],
    known: set[str],
    resolution: Resolution,
) -> None:
    """Record the general tasks each occurrence's ``broader`` names stand for, where other
    papers name them (``known``: the keys of the corpus's long forms) in
    ``Resolution.broader``, and count the paper among their papers. Not a single lowercase
    word: "segmentation" beside "kelp frond segmentation" is the paper's short name for its
    task, and would show the node of the papers that write the word alone as holding every
    narrower task of that head."""
    added: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        own = resolution.mapping.get((occ.paper, occ.key))
        if own is None:
            continue
        ids = []
        for surface in occ.broader:
            if " " not in surface and surface.islower():
                continue  # a head word alone (see the docstring)
            # An abbreviation ("RL") stands for the long form synonyms.txt gives it.
            keys = [name_key(s) for s in (surface, *well_known_spellings(surface))]
            entity_id = next((group_ids.get(forms[k]) for k in keys if k in known), None)
            if entity_id is not None and entity_id != own and entity_id not in ids:
                ids.append(entity_id)
                added[entity_id].add(occ.paper)
        if ids:
            resolution.broader[(occ.paper, occ.key)] = tuple(ids)
    for entity_id, papers in added.items():
        entity = resolution.entities[entity_id]
        entity.papers = sorted(set(entity.papers) | papers)


def _most_common(types: Counter[str]) -> str:
    """The type most occurrences give, ties broken by name (so independent of set order)."""
    return min(types, key=lambda t: (-types[t], t))


# A capital inside a word ("mAP", "MAP", "re-ID"): the case of the first letter may mark a
# different short form, not the start of a sentence or a title.
_INNER_CAPITAL = re.compile(r"[^\s\-/][A-Z]")


def _join_same_id_spellings(
    entities: list[tuple[CanonicalEntity, list[_Occurrence]]],
) -> list[tuple[CanonicalEntity, list[_Occurrence]]]:
    """Groups of one type whose names normalize to one id, told apart only by capitals or a
    plural ("Cora" / "CORA", "Wilds" / "WILDS", "MetFaces" / "METFACES"), are one thing when
    at most one of them is an acronym some paper spells out: a name no paper defines has no
    second meaning to keep apart. Two groups that both carry a definition stay apart, and so
    do names whose first letters differ in case when one has a capital inside a word and
    another is all capitals ("mAP" / "MAP", as for short acronyms; "Dynamics prediction" is
    "dynamics prediction", "kBench" is "KBench"), and a
    spelling only the papers proposing it use (one paper's "QuIM" is not "QUIM"; the same
    spelling is the same name)."""
    by_id: dict[str, list[tuple[CanonicalEntity, list[_Occurrence]]]] = defaultdict(list)
    for item in entities:
        by_id[item[0].id].append(item)
    joined = []
    for items in by_id.values():
        defined = [item for item in items if any(occ.defines or occ.text_defs for occ in item[1])]
        if (
            len(items) < 2
            or len(defined) > 1
            or (
                len({entity.name[:1] for entity, _ in items}) > 1
                and any(_INNER_CAPITAL.search(entity.name) for entity, _ in items)
                and any(entity.name.isupper() for entity, _ in items)
            )
            or (
                len({entity.name for entity, _ in items}) > 1
                and any(all(occ.proposed for occ in group) for _, group in items)
            )
        ):
            joined.extend(items)
            continue
        members = [occ for _, group in items for occ in group]
        joined.append((_canonical(members), members))
    return joined


class _Forms:
    """A union-find of name keys that never joins two meanings of one acronym: a component
    holds at most one meaning of each acronym that one of its long forms defines, so
    "continual learning (CL)" and "contrastive learning (CL)" stay apart whatever path
    (filler words, "CL methods", case variants) would lead from one to the other."""

    def __init__(self, meanings: dict[str, dict[str, str]]) -> None:
        self._forms = UnionFind()
        #: root → {acronym key: meaning} for the components whose long forms define one
        self._meanings: dict[str, dict[str, str]] = {}
        for key, defined in meanings.items():
            self._meanings[self._forms[key]] = dict(defined)

    def __getitem__(self, key: str) -> str:
        return self._forms[key]

    def union(self, *keys: str, spelled_out: str | None = None, one_name: bool = False) -> bool:
        """Join the components of ``keys``, unless that would join two meanings of one
        acronym; whether they are joined. With ``spelled_out`` (the keys are one name, with
        that acronym among its words and spelled out), the two keys' own meanings of
        another acronym are one meaning: "multi-agent RL (MARL)" and "multi-agent
        reinforcement learning (MARL)"; with ``one_name`` (the keys are one name written
        two ways, as a slip of the pen writes it), of any acronym: "natural langauge
        generation (NLG)" and "natural language generation (NLG)"."""
        roots = sorted({self._forms[key] for key in keys})
        if len(roots) < 2:
            return True
        merged: dict[str, str] = {}
        for root in roots:
            for acronym, meaning in self._meanings.get(root, {}).items():
                known = merged.setdefault(acronym, meaning)
                if known != meaning and not (
                    (one_name or spelled_out not in (None, acronym))
                    and {self._forms[known], self._forms[meaning]} == set(roots)
                ):
                    return False
        self._forms.union(*roots)
        for root in roots:
            self._meanings.pop(root, None)
        if merged:
            self._meanings[self._forms[roots[0]]] = merged
        return True


def _cut_short_of_one(
    spellings: dict[str, list[list[str]]], group: UnionFind
) -> list[tuple[str, str]]:
    """Pairs of the meanings of one acronym (id → spellings as words; ``group[id]`` its
    group so far) where the first is the second cut short at its end, and begins no other
    group's: "stochastic gradient (SGD)" is "stochastic gradient descent (SGD)"; a
    "Kullback-Leibler (KL)" that begins both "Kullback-Leibler divergence" and
    "Kullback-Leibler regularization" stays apart from both."""
    pairs = []
    for first, short_spellings in spellings.items():
        longer = {
            second
            for second, long_spellings in spellings.items()
            if group[second] != group[first]
            and any(
                len(a) < len(b) and b[: len(a)] == a
                for a in short_spellings
                for b in long_spellings
            )
        }
        if len({group[second] for second in longer}) == 1:
            pairs.append((first, min(longer)))
    return pairs


def _acronym_meanings(occurrences: list[_Occurrence]) -> dict[str, dict[str, str]]:
    """For each long-form key that defines an acronym, {acronym key: meaning}: the long forms
    of one acronym that differ only in spelling (``_close``) or in filler words
    ("reinforcement learning algorithms"), that ``synonyms.txt`` names as one thing, or one of
    which is the only other cut short (``_cut_short_of_one``) share a meaning, the smallest
    of their keys."""
    definers: dict[str, set[str]] = defaultdict(set)
    spelled: dict[str, list[str]] = {}
    cores: dict[str, set[str]] = {}
    for occ in occurrences:
        if not occ.defines:
            continue
        acronyms = {name_key(s): s for s in occ.surfaces if name_key(s) in occ.defines}
        for surface in occ.surfaces:
            key = name_key(surface)
            if key not in occ.long:
                continue
            for short, acronym in acronyms.items():
                if spells_out(acronym, surface):
                    definers[short].add(key)
                    spelled.setdefault(key, american_spelling(normalize_name(surface)).split(" "))
                    cores.setdefault(key, {name_key(core) for core in filler_cores(surface)})
    synonyms = synonym_keys()
    named = {key: {synonyms.get(name, name) for name in (key, *cores[key])} for key in spelled}
    meanings: dict[str, dict[str, str]] = defaultdict(dict)
    for short, keys in definers.items():
        same = UnionFind()
        ordered = sorted(keys)
        for index, first in enumerate(ordered):
            same[first]
            for second in ordered[index + 1 :]:
                if (
                    _close(spelled[first], spelled[second])
                    or first in cores[second]
                    or second in cores[first]
                    # other names of one thing ("Arcade Learning Environment" and "Atari
                    # Learning Environment" for ALE), also with filler words
                    or not named[first].isdisjoint(named[second])
                ):
                    same.union(first, second)
        # one cut short of the only other meaning it begins ("stochastic gradient (SGD)")
        for first, second in _cut_short_of_one({key: [spelled[key]] for key in ordered}, same):
            same.union(first, second)
        for key in ordered:
            meanings[key][short] = min(k for k in ordered if same[k] == same[key])
    return meanings


def paper_occurrences(extraction: Extraction) -> PaperOccurrences:
    """The cleaned occurrences of one paper's entities, and those it rejects."""
    paper = extraction.paper.id
    abstract = extraction.paper.abstract
    proposed = {r.target for r in extraction.relations if r.type == "PROPOSES"}
    names = [(e.type, n, e.aliases) for e in extraction.entities for n in (e.name, *e.aliases)]
    found: list[_Occurrence] = []
    rejected: dict[str, str] = {}
    for entity in extraction.entities:
        occ = _occurrence(paper, entity, abstract)
        if isinstance(occ, str):
            rejected[entity.key] = occ
        else:
            occ.proposed = entity.key in proposed
            occ.local_spellings = _local_spellings(occ, names)
            found.append(occ)
    words = context_words(f"{extraction.paper.title}\n{abstract}")
    return PaperOccurrences(paper, tuple(found), rejected, words)


#: A word of a text, for ``context_words``: four letters or more.
_CONTEXT_WORD = re.compile(r"[a-z]{4,}")


def context_words(text: str) -> tuple[str, ...]:
    """The distinct words of four letters or more of ``text``, lowercase and spelled as
    resolution spells the words of names (American spelling, a plural also singular),
    sorted: what a paper is about, to tell which meaning of an acronym it uses."""
    return _interned(
        sorted({s for w in set(_CONTEXT_WORD.findall(text.lower())) for s in _spelled(w)})
    )


@functools.lru_cache(maxsize=1 << 16)
def _spelled(word: str) -> tuple[str, ...]:
    """``word`` as resolution spells the words of names, and its singular."""
    spelled = american_spelling(word)
    return (spelled, normalize_name(spelled))


def _written_about(meant: set[str], words: Iterable[str]) -> bool:
    """Whether at least half of the words ``meant`` (a meaning's words of four letters or
    more) are among ``words`` (a paper's ``context_words``)."""
    return bool(meant) and 2 * len(meant & set(words)) >= len(meant)


def _interned(strings: Iterable[str]) -> tuple[str, ...]:
    return tuple(sys.intern(s) for s in strings)


#: The fields of an occurrence an encoding holds, in order (the paper id is the row's).
_ENCODED_FIELDS = [f for f in fields(_Occurrence) if f.name != "paper"]


def encode_paper_occurrences(cleaned: PaperOccurrences) -> str:
    """``cleaned`` as JSON text, without its paper id (``decode_paper_occurrences``)."""
    found = [[getattr(occ, f.name) for f in _ENCODED_FIELDS] for occ in cleaned.found]
    return json.dumps(
        {"found": found, "rejected": cleaned.rejected, "words": cleaned.words},
        ensure_ascii=False,
        separators=(",", ":"),
    )


def decode_paper_occurrences(paper: str, text: str) -> PaperOccurrences:
    """The occurrences ``encode_paper_occurrences`` wrote for ``paper``. Raises ValueError
    when ``text`` is not such an encoding."""
    try:
        data = json.loads(text)
        found = tuple(
            _Occurrence(
                paper,
                **{
                    f.name: _DECODERS[f.type](value)
                    for f, value in zip(_ENCODED_FIELDS, row, strict=True)
                },
            )
            for row in data["found"]
        )
        rejected = {str(key): str(reason) for key, reason in data["rejected"].items()}
        words = _interned(str(word) for word in data.get("words", ()))
    except (TypeError, KeyError, AttributeError) as exc:
        raise ValueError(f"not the occurrences of a paper: {exc}") from exc
    if any(occ.type not in ENTITY_TYPES or not occ.surfaces for occ in found):
        raise ValueError("not the occurrences of a paper: an occurrence without type or name")
    return PaperOccurrences(paper, found, rejected, words)


def _keyed_tuples(pairs: Iterable[list[Any]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((sys.intern(key), _interned(keys)) for key, keys in pairs)


#: JSON value → field value, by the field's annotation: strings and tuples interned as
#: ``_occurrence`` interns them.
_DECODERS: dict[Any, Callable[[Any], Any]] = {
    "str": sys.intern,
    "bool": bool,
    "tuple[str, ...]": _interned,
    "tuple[tuple[str, tuple[str, ...]], ...]": _keyed_tuples,
}
# A field of a type with no decoder would make every kept row a miss, silently.
if _undecodable := {f.type for f in _ENCODED_FIELDS} - _DECODERS.keys():
    raise TypeError(f"no decoder for occurrence fields of type {sorted(_undecodable)}")


_OBJECTIVE_AFTER = re.compile(
    r"[\s-]*(?:maximi[sz]ation|minimi[sz]ation|optimi[sz]ation|maximi[sz]ing|minimi[sz]ing|"
    r"loss(?:es)?|regulari[sz]ation|regulari[sz]er|penalty|objective)\b",
    re.IGNORECASE,
)
_ET_AL = re.compile(r"\s*(?:and\s+[A-Z][\w'-]+\s+)?et\s*al\b")


def _measured_on(alias: str, entity: Entity) -> bool:
    """An alias of a measure that is its name with lowercase words in front which say what
    the paper took it of ("frond counting accuracy", "out-of-reef accuracy" beside
    "accuracy"): true of this paper, but aliases join nodes across papers, and through such
    words every paper's accuracy would join every narrower measure another paper names so
    ("certified accuracy"). Kept where a term list makes it the measure ("detection
    accuracy", "model accuracy")."""
    name = entity.name.strip()
    words, name_words = alias.split(), name.split()
    if (
        entity.type != "Metric"
        or len(words) <= len(name_words)
        or normalize_name(" ".join(words[-len(name_words) :])) != normalize_name(name)
    ):
        return False
    front = " ".join(words[: -len(name_words)])
    if front != front.lower():
        return False
    key = name_key(name)
    return (
        synonym_keys().get(name_key(alias)) != key
        and name_key(unqualified_metric(alias) or "") != key
    )


def _part_for(alias: str, entity: Entity) -> bool:
    """An alias of a dataset that is its name and a pair of languages after it ("KelpMT'14
    En-De" beside "KelpMT'14"): the part of the dataset this paper used. Across papers it
    would join the parts for other pairs, and name the node by one of them."""
    name = entity.name.strip()
    rest = alias.strip()[len(name) :].strip()
    return (
        entity.type == "Dataset"
        and alias.strip().startswith(name)
        and bool(rest)
        and " " not in rest
        and language_pair(rest)
    )


def _occurrence(paper: str, entity: Entity, abstract: str) -> _Occurrence | str:
    """The cleaned occurrence of one entity of one paper, or why it is rejected."""
    mentions = [m for m in entity.mentions if 0 <= m.start < m.end <= len(abstract)]
    if mentions and all(is_hyphen_fragment(abstract, m.start, m.end) for m in mentions):
        return "fragment"
    # a short form of the compound stands for it: "High-clarity (HC) maps … HC maps"
    written = [m for m in mentions if not is_acronym(abstract[m.start : m.end])]
    if written and all(is_compound_modifier(abstract, m.start, m.end) for m in written):
        return "modifier"
    # "Williams et al.": an author of a cited paper.
    if mentions and all(_ET_AL.match(abstract, m.end) for m in mentions):
        return "citation"
    # "stochastic AUC maximization", "a KL penalty": a measure the paper optimizes, written
    # before the word that makes it a task or a loss, is no measure it reports.
    if (
        entity.type == "Metric"
        and mentions
        and all(_OBJECTIVE_AFTER.match(abstract, m.end) for m in mentions)
    ):
        return "objective"
    extended: dict[str, str] = {}
    for mention in mentions:
        text = mention.text.strip()
        whole = extend_to_hyphen_start(text, abstract, mention.start) or text
        longer = extend_to_head(whole, abstract, mention.end, measure=entity.type == "Metric") or (
            whole if whole != text else None
        )
        if longer:
            extended.setdefault(text, longer)
    raws = [
        entity.name,
        *(a for a in entity.aliases if not _measured_on(a, entity) and not _part_for(a, entity)),
    ]
    raw_acronyms = [r.strip() for r in raws if is_acronym(r.strip())]
    for raw in raws:
        for acronym in raw_acronyms:
            longer = (
                None
                if raw.strip() in raw_acronyms
                else extend_to_acronym(raw.strip(), acronym, abstract)
            )
            if longer:
                extended[raw.strip()] = longer
                break
    surfaces: list[str] = []
    reasons: list[str] = []
    spelling = short_forms(raws)
    for raw in raws:
        surface = clean_defined_surface(extended.get(raw.strip(), raw), spelling)
        reason = typed_reject_reason(surface, entity.type) if surface else "fragment"
        if not reason and _lowercase_copy(surface, raw_acronyms):
            reason = "fragment"
        if reason:
            reasons.append(reason)
        elif surface not in surfaces:
            surfaces.append(surface)
    if not surfaces:
        return reasons[0] if reasons else "fragment"
    broader = _broader_names(surfaces) if entity.type == "Task" else []
    surfaces = _without_cut_tails([s for s in surfaces if s not in broader])
    long: list[str] = []
    short: list[str] = []
    defines: list[str] = []
    # "FID scores" is the acronym FID with its head word.
    acronyms = {
        s for s in surfaces if is_acronym(strip_score_head(s)) and not listed_word_in_capitals(s)
    }
    long_surfaces = [s for s in surfaces if s not in acronyms]
    # "RL algorithm" beside "RL" that no long form here spells out is that acronym with a
    # kind word, not another long form ("Meta-reinforcement learning" cut to "RL").
    unspelled = {a for a in acronyms if not any(spells_out(a, f) for f in long_surfaces)}
    # An acronym the abstract defines with words that are none of the four types is none
    # either: "layer-specific (LS)", "Fisher information matrix (FIM)".
    definitions = {a: text_definition(strip_score_head(a), abstract) for a in sorted(unspelled)}
    defined_as = {a: (d, reject_reason(d)) for a, d in definitions.items() if d}
    dropped = {a: reason for a, (_, reason) in defined_as.items() if reason}
    if dropped:
        surfaces = [s for s in surfaces if s not in dropped]
        if not surfaces:
            return next(iter(dropped.values()))
        acronyms -= dropped.keys()
        unspelled -= dropped.keys()
    acronym_variants = {
        surface: name_key(core)
        for surface in long_surfaces
        for core in filler_cores(surface)[-1:]
        if core in unspelled
    }
    for surface in surfaces:
        if surface in acronyms and surface not in unspelled:
            defines.append(name_key(surface))
        key = acronym_variants.get(surface) or name_key(surface)
        if key:
            (short if surface in acronyms or surface in acronym_variants else long).append(key)
        without_org = strip_organization(surface, data=entity.type == "Dataset")
        if without_org and not is_acronym(surface):
            long.append(name_key(without_org))
    if not long and not short:
        long.append("n:" + entity.key.split(":", 1)[-1])
    lowercase = (
        all(_lowercase_in_text(abstract, m.start, m.text) for m in mentions)
        if mentions
        else entity.name[:1].islower()
    )
    # "record" in lowercase is the word, not the dataset "ReCoRD" its key also gives: a
    # common word no term list knows keeps a key of its own (and its group is then rejected).
    if (
        lowercase
        and not short
        and all(s.islower() and is_lowercase_word(s) and not is_known_word(s) for s in surfaces)
    ):
        long = ["w:" + key[2:] for key in long]
    text_defs = tuple(
        (name_key(surface), _interned(name_key(n) for n in (definition, *filler_cores(definition))))
        for surface, (definition, _) in defined_as.items()
        if surface in unspelled
    )
    # "Shape Retrieval (SR) and Grounding (HG)": the abstract introduces the acronym in a
    # parenthesis with words that do not spell it out (see ``meaning_of``).
    introduced = tuple(
        (name_key(surface), words)
        for surface, definition in definitions.items()
        if definition is None
        and (words := words_before_parenthesis(strip_score_head(surface), abstract)) is not None
    )
    # Interned tuples: a corpus has a few occurrences per paper, and the same names and keys
    # recur in every paper that mentions a thing.
    return _Occurrence(
        paper,
        entity.key,
        entity.type,
        _interned(surfaces),
        _interned(dict.fromkeys(long)),
        _interned(dict.fromkeys(short)),
        _interned(dict.fromkeys(defines)),
        lowercase=lowercase,
        text_defs=text_defs,
        introduced=introduced,
        broader=_interned(broader),
    )


def _broader_names(surfaces: list[str]) -> list[str]:
    """The surfaces but the name whose words without filler ("image inpainting task") end
    another surface's ("blind image inpainting") or that another puts words inside
    (``narrows_name``), also once read as ``synonyms.txt`` spells them ("image synthesis" as
    "image generation"); an acronym only so ("RL")."""
    if is_acronym(surfaces[0]):
        return []
    # Each surface as written, without kind words behind ("… learning algorithms") and with
    # listed abbreviations spelled out ("multi-speaker TTS").
    longer = [
        written
        for s in surfaces
        if not is_acronym(s)
        for written in (s, bare_words(s), *well_known_spellings(s))
    ]
    broader = []
    for surface in surfaces[1:]:
        # A listed other name ("image synthesis" for "image generation", "RL") counts as its
        # line's long form.
        bare = bare_words(surface)
        ends = [
            bare_words(spelling)
            for spelling in (bare, *well_known_spellings(surface), *well_known_spellings(bare))
            if not is_acronym(spelling)
        ]
        if any(narrows_name(name, end) for end in ends for name in longer):
            broader.append(surface)
    return broader


_WORD_SPLIT = re.compile(r"[\s\-\u2010-\u2015]+")
#: The same, with a slash between words too ("CNN/DailyMail").
_WORD_OR_SLASH_SPLIT = re.compile(r"[\s\-\u2010-\u2015/]+")


def _local_spellings(
    occ: _Occurrence, names: list[tuple[str, str, list[str]]]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """For each acronym surface of ``occ`` the occurrence does not define, the keys of the
    word runs that open a name of the same paper and type and whose initials spell it ("Quantized
    Kelp Networks" for "QKNs"). Two letters are spelled by chance too often ("RL" and a
    "representation learning" of the same paper): for them the name must also carry the
    acronym in a longer short form of its own ("graph distillation unit (GD-Unit)" for
    "GD")."""
    found = []
    for surface in occ.surfaces:
        if not is_acronym(surface) or name_key(surface) in occ.defines:
            continue
        letters = surface.removesuffix("s").casefold()
        if not letters.isalpha() or not 2 <= len(letters) <= 5:
            continue
        keys = []
        for kind, name, aliases in names:
            if kind != occ.type:
                continue
            words = [w for w in _WORD_SPLIT.split(name.strip()) if w]
            run = words[: len(letters)]
            if (
                len(run) == len(letters)
                and all(
                    w[:1].casefold() == c and w.isalpha() for w, c in zip(run, letters, strict=True)
                )
                and not is_acronym(name.strip())
                and (
                    len(letters) > 2 or any(a.casefold().startswith(letters + "-") for a in aliases)
                )
            ):
                key = name_key(" ".join(run))
                if key and key not in keys:
                    keys.append(key)
        if keys:
            found.append((name_key(surface), _interned(keys)))
    return tuple(found)


def _without_cut_tails(surfaces: list[str]) -> list[str]:
    """The surfaces but those an acronym of the entity shows to be the tail of its name
    ("Meta-Q-Learning (MQL)" also extracted as "Q-learning"; the tail is another thing)."""
    acronyms = [s for s in surfaces if is_acronym(s)]
    defined = [s for s in surfaces if s not in acronyms and any(spells_out(a, s) for a in acronyms)]
    if not defined:
        return surfaces
    kept = []
    for surface in surfaces:
        key = name_key(surface)[2:]
        if (
            surface not in acronyms
            and surface not in defined
            and any(
                name_key(d)[2:].endswith(key) and not any(spells_out(a, surface) for a in acronyms)
                for d in defined
            )
        ):
            continue
        kept.append(surface)
    return kept


def _lowercase_copy(surface: str, acronyms: list[str]) -> bool:
    """A lowercase surface that only repeats an acronym of its entity ("is" beside "IS"): the
    word, not the name."""
    return surface.islower() and any(
        a != surface and a.casefold() == surface.casefold() for a in acronyms
    )


def _lowercase_in_text(abstract: str, start: int, text: str) -> bool:
    """Written in lowercase, or capitalized only because it starts a sentence."""
    if text[:1].islower():
        return True
    before = abstract[:start].rstrip()
    return text[1:].islower() and (not before or before[-1] in ".!?:")


def _join_synonyms(
    occurrences: list[_Occurrence], forms: _Forms, kept: set[str] = frozenset()
) -> None:
    """Union the well-known other names of one thing (``kg/data/synonyms.txt``) that the
    corpus has, with their first name: "K400" and "Kinetics-400", "F-measure" and "F1". A
    name whose key is in ``kept`` keeps its filler words."""
    synonyms = synonym_keys()
    present = {key for occ in occurrences for key in (*occ.long, *occ.short)}
    for key in sorted(present & synonyms.keys()):
        forms.union(synonyms[key], key)
    # "Monte Carlo Markov chain sampling": another name of a listed thing with a filler word.
    firsts = set(synonyms.values())
    types_of = _papers_by_name(occurrences)
    for occ in occurrences:
        for surface in occ.surfaces:
            own = name_key(surface)
            if own not in occ.long or own in kept:
                continue
            for core in _filler_cores_of(occ, surface):
                key = name_key(core)
                if occ.type == "Dataset" and not (
                    "Dataset" in types_of.get(key, {"Dataset"})
                    or "Dataset" in types_of.get(synonyms.get(key, key), ())
                ):
                    break  # "Real-World RL Suite": a benchmark for RL, not RL
                if key in synonyms or key in firsts:
                    forms.union(synonyms.get(key, key), own)


#: Head words that name one way of doing a task: "image synthesis" is image generation,
#: "traffic prediction" traffic forecasting, "kelp categorization" kelp classification. Not
#: "estimation" and "prediction" ("motion estimation" measures the motion seen, "motion
#: prediction" foretells it), nor "recognition" and "classification" ("face recognition"
#: identifies people).
TASK_HEAD_SYNONYMS: tuple[frozenset[str], ...] = (
    frozenset({"generation", "synthesis"}),
    frozenset({"forecasting", "prediction"}),
    frozenset({"classification", "categorization"}),
)
_OTHER_HEADS = {head: heads - {head} for heads in TASK_HEAD_SYNONYMS for head in heads}


def _join_task_head_synonyms(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union two Task names of the corpus that differ only in a head word of one
    ``TASK_HEAD_SYNONYMS`` class ("few-shot image synthesis", "few-shot image generation")."""
    task_keys = _task_keys(occurrences)
    for occ, surface in _task_long_forms(occurrences):
        *words, head = surface.split(" ")
        if not words:
            continue
        for other in _OTHER_HEADS.get(head.lower(), ()):
            key = name_key(" ".join([*words, other]))
            if key in task_keys:
                forms.union(occ.long[0], key)


def _task_keys(occurrences: list[_Occurrence]) -> set[str]:
    """The keys of every Task long form of the corpus."""
    return {key for occ in occurrences if occ.type == "Task" for key in occ.long}


def _task_long_forms(occurrences: list[_Occurrence]) -> Iterator[tuple[_Occurrence, str]]:
    """Each Task occurrence with each of its surfaces that is one of its long forms."""
    for occ in occurrences:
        if occ.type == "Task" and occ.long:
            for surface in occ.surfaces:
                if name_key(surface) in occ.long:
                    yield occ, surface


#: Prefixes that are no word of their own, written joined, hyphened or apart ("nonconvex",
#: "non-convex"): the word they begin is one word however written.
_BOUND_PREFIXES = frozenset(
    ["non", "multi", "semi", "pre", "post", "co", "sub", "un", "anti", "inter", "intra"]
)


def _words_with_bound_prefixes(surface: str) -> list[str]:
    """The words of ``surface`` split at spaces and hyphens, a bound prefix joined to the word
    after it ("non-smooth non convex" -> "nonsmooth", "nonconvex")."""
    words: list[str] = []
    prefix = ""
    for part in _WORD_SPLIT.split(surface):
        if not part:
            continue
        if part in _BOUND_PREFIXES:
            prefix += part
            continue
        words.append(prefix + part)
        prefix = ""
    if prefix:
        words.append(prefix)
    return words


def _join_reordered_task_names(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union Task names of the corpus whose words before one head word are the same in
    another order ("federated continual kelp learning", "continual federated kelp
    learning"; "image-text retrieval", "text-image retrieval"; "nonsmooth stochastic
    optimization", "stochastic non-smooth optimization"). Only words of letters, three
    or more each and no function word: "kelp-to-frond translation" and "frond-to-kelp
    translation" go opposite ways, and so do "en-xx" and "xx-en"."""
    by_words: dict[tuple[tuple[str, ...], str], set[str]] = defaultdict(set)
    for _, surface in _task_long_forms(occurrences):
        words = [singularize(w) for w in _words_with_bound_prefixes(surface.casefold())]
        if (
            len(words) < 3
            or any(len(w) < 3 or not w.isalpha() or is_function_word(w) for w in words)
            or any(is_acronym(w) for w in _WORD_SPLIT.split(surface))
        ):
            continue
        by_words[(tuple(sorted(words[:-1])), words[-1])].add(name_key(surface))
    for keys in by_words.values():
        forms.union(*sorted(keys))  # a no-op where they are joined already


#: Words for the items a doing handles, which the task's name leaves out: "detecting
#: out-of-distribution samples" is out-of-distribution detection.
_INSTANCE_WORDS = frozenset(["data", "sample", "example", "input", "instance"])


_NOUNS_OF_DOING = frozenset(DOING_NOUNS.values())
#: Verbs of a doing phrase and their nouns of doing, for joining names of tasks the corpus
#: has: ``DOING_NOUNS`` and "learning", which is no task by its verb alone at extraction
#: ("learning kelp maps" may name a means) but is one where the corpus names it so ("kelp
#: map learning").
_JOINED_DOINGS = {**DOING_NOUNS, "learning": "learning"}


def _join_doing_phrases(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a Task named by a verb in "-ing" and its object ("forecasting kelp blooms",
    ``DOING_NOUNS``) with the same task named by the object and the noun of doing ("kelp
    bloom forecasting", "predicting kelp growth" and "kelp growth prediction") where the
    corpus has that name, also without a last word for the items handled ("detecting kelp
    samples"). The same for a doing named with "of" before its object ("detection of kelp
    fronds", "modeling of kelp growth"), which also joins the verb's own phrase ("modeling kelp
    growth"). Objects of letters and hyphens only, without function words."""
    task_keys = _task_keys(occurrences)
    for occ, surface in _task_long_forms(occurrences):
        verb, *words = surface.split(" ")
        with_of = len(words) > 1 and words[0] == "of"
        if with_of:
            words = words[1:]
        noun = _JOINED_DOINGS.get(verb.lower())
        if noun is None and with_of and verb.lower() in _NOUNS_OF_DOING:
            noun = verb.lower()
        if (
            noun is None
            or not 1 <= len(words) <= 4
            or any(is_function_word(w) or not w.replace("-", "").isalpha() for w in words)
        ):
            continue
        objects = [[*words[:-1], singularize(words[-1])]]
        if len(words) > 1 and singularize(words[-1]).lower() in _INSTANCE_WORDS:
            objects.append(words[:-1])  # "detecting kelp samples" is kelp detection
        for head in {noun, verb.lower()}:
            for obj in objects:
                key = name_key(" ".join([*obj, head]))
                if key in task_keys:
                    forms.union(occ.long[0], key)
        if with_of and verb.lower() in _JOINED_DOINGS:
            key = name_key(" ".join([verb, *words]))
            if key in task_keys:
                forms.union(occ.long[0], key)


#: Papers that must define an acronym one way for that to count as one of its meanings when
#: a paper uses it without defining it (``meaning_in_context`` in ``resolve``).
AMBIGUOUS_MEANING_PAPERS = 2
#: A word in more than this share of the papers, and more than this many, tells no meaning of
#: an acronym from another ("learning", "model", "task").
CONTEXT_WORD_MAX_SHARE = 0.1
CONTEXT_WORD_COMMON_PAPERS = 50


#: Papers that must call a name a Dataset before it counts as data in front of a task.
NAMED_DATA_PAPERS = 2


#: A rare variant of a name joins the name without its qualifier when it is named in this
#: many papers at most and that name in this many at least (``_join_rare_variants``).
RARE_VARIANT_MAX_PAPERS = 2
WIDESPREAD_CORE_MIN_PAPERS = 10

#: Measures whose bare word has another sense a qualifier may call up ("numeric precision",
#: "fact recall"): a qualified one is no rare variant of the measure.
_HOMONYM_MEASURES = frozenset({"precision", "recall"})


#: Heads of a family of networks, which "Deep" in capitals in front of the plural only
#: describes ("Deep Kelp Neural Networks"); not "Deep Sets" or "Deep Ensembles", methods of
#: their own.
_FAMILY_HEADS = frozenset(["network", "net"])


def _deep_cores(surface: str, entity_type: str) -> list[tuple[str, bool]]:
    """A Method or Task name written with "deep" in front ("deep autoencoder", "deep Bayesian
    neural networks") without it: the field now builds nearly every such model deep, and
    one paper's word for it is no model or task of its own. A name written all in capitals
    is the name of one model ("Deep Kelp Model"), unless it names a family of networks in
    the plural ("Deep Kelp Neural Networks") that its acronym does not spell with the D
    (``_join_rare_variants``)."""
    first, _, rest = surface.partition(" ")
    if entity_type not in ("Method", "Task") or first.lower() != "deep" or not rest:
        return []
    last = surface.rsplit(" ", 1)[-1]
    if all(w[:1].isupper() for w in surface.split()) and (
        singularize(last).lower() not in _FAMILY_HEADS or singularize(last) == last
    ):
        return []
    return [(rest, True)]


#: A word that names an activity by its shape: "imputation", "recovery", "matching".
_ACTIVITY_NOUN = re.compile(r"[a-z](?:tion|sion|ment|sis|ing|ance|ence|ery)$")


#: Measures of what running something costs: a qualifier in front says what was run or
#: counted ("decoder latency", "training-time speedup", "network FLOPs"), never another
#: measure.
_COST_MEASURES = frozenset(
    ["latency", "throughput", "speedup", "runtime", "flop", "flops", "memory footprint"]
)
#: The number of samples a measure was computed over, after it ("FID-50k").
_SAMPLE_COUNT = re.compile(r"(?<=[A-Za-z])-\d+[kK]\b")


def _unqualified_measures(surface: str, entity_type: str) -> list[tuple[str, bool]]:
    """A Metric name with lowercase words in front of a measure, without them, longest first,
    each with whether it is the same measure: so when the word right before it names the
    activity measured ("imputation accuracy", "data selection runtime", "anomaly detection
    false positive rate") or is a hyphenated modifier of the setting ("dimension-free
    competitive ratio", "zero-shot FID"), or the measure is one of cost
    (``_COST_MEASURES``), not when a plain word makes another measure of it ("selective
    accuracy", "symmetric KL divergence", "gradient signal-to-noise ratio"). A name the term
    lists know ("pixel accuracy", "balanced accuracy") is one of its own, and so is one with
    a digit or a capital in its qualifier ("top-5 recall", "Subset Accuracy"). The number of
    samples after a measure ("FID-50k") goes first; the name without it is the same
    measure."""
    if entity_type != "Metric" or lexicon_types(surface):
        return []
    counted = _SAMPLE_COUNT.sub("", surface)
    words = counted.split(" ")
    cores = []
    for start in range(1, len(words)):
        qualifier = words[start - 1]
        if not re.fullmatch(r"[a-z]+(?:-[a-z]+)*", qualifier):
            break
        core = " ".join(words[start:])
        if core.lower() in _HOMONYM_MEASURES:
            continue
        # a hyphenated setting word, but not one of several of something: "multi-objective
        # regret" is regret of its own kind
        parts = qualifier.split("-")
        setting = len(parts) > 1 and min(map(len, parts)) > 1 and parts[0] != "multi"
        same = bool(_ACTIVITY_NOUN.search(qualifier)) or setting
        cores.append((core, same or core.lower() in _COST_MEASURES))
    return cores + ([(counted, True)] if counted != surface else [])


#: A capitalized name ending in a number, the shape of a benchmark's edition or year ("Kelp20K",
#: "QZ-Cells50", "KMT'14"); not a number inside ("Sim2Real") or after a hyphen ("6-DoF").
_DATA_EDITION = re.compile(r"[A-Z][A-Za-z'’-]*[A-Za-z'’]\d+[kK]?")
#: A size in front of a task ("7B parameter kelp modeling").
_SIZE_IN_FRONT = re.compile(r"^\d+(?:\.\d+)?[KMB](?: param(?:eter)?s?)? ", re.IGNORECASE)


def _task_data_cores(data_keys: set[str]) -> Callable[[str, str], list[tuple[str, bool]]]:
    """The cores of a Task name written with the data it was run on in front: a language
    ("English text classification"), a size ("7B parameter kelp modeling"), a name shaped
    like a benchmark's edition ("Kelp20K image classification") or a name
    written with a capital or a digit that two papers of the corpus, and most of those that
    name it, call a Dataset ("Kelpset image classification"), without it."""

    def cores(surface: str, entity_type: str) -> list[tuple[str, bool]]:
        if entity_type != "Task":
            return []
        size = _SIZE_IN_FRONT.match(surface)
        if size:
            return [(surface[size.end() :], True)]
        first, _, rest = surface.partition(" ")
        named_data = name_key(first) in data_keys and not first.islower()
        if rest and (is_language_name(first) or named_data or _DATA_EDITION.fullmatch(first)):
            return [(rest, True)]
        return []

    return cores


@dataclass(frozen=True, slots=True)
class _Components:
    """The components of long forms as they stand before a round of joins, so that one join
    does not change how widespread, or of what type, the next name's component looks."""

    #: long-form key → its component's root
    roots: dict[str, str]
    #: root → the papers of its long forms
    papers: dict[str, set[str]]
    #: root → the type most of its occurrences give
    types: dict[str, str]


def _components(occurrences: list[_Occurrence], forms: _Forms) -> _Components:
    roots = {key: forms[key] for occ in occurrences for key in occ.long}
    papers: dict[str, set[str]] = defaultdict(set)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for occ in occurrences:
        for key in occ.long:
            papers[roots[key]].add(occ.paper)
        if occ.long:
            counts[roots[occ.long[0]]][occ.type] += 1
    types = {root: _most_common(found) for root, found in counts.items()}
    return _Components(roots, dict(papers), types)


def _papers_by_name(occurrences: list[_Occurrence]) -> dict[str, dict[str, set[str]]]:
    """Name key of every surface → type → the papers that give the name that type."""
    found: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for occ in occurrences:
        for surface in occ.surfaces:
            found[name_key(surface)][occ.type].add(occ.paper)
    return found


def _join_rare_variants(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a name the corpus uses in one or two papers with the same name without a
    qualifier (``_deep_cores``, ``_unqualified_measures``, ``_task_data_cores``) when the
    corpus uses that name, of the same type, in many papers, and no longer name inside it.
    A qualified name many papers use is a thing of its own ("deep reinforcement learning",
    "robust accuracy")."""
    components = _components(occurrences, forms)
    roots, papers, types = components.roots, components.papers, components.types
    # Names most of whose papers call them a Dataset, in two papers at least.
    data_names = set()
    for key, by_type in _papers_by_name(occurrences).items():
        as_data = len(by_type.get("Dataset", ()))
        others = len(set().union(*(p for t, p in by_type.items() if t != "Dataset")))
        if as_data >= NAMED_DATA_PAPERS and as_data > others:
            data_names.add(key)
    on_data = _task_data_cores(data_names)
    for occ in occurrences:
        if not occ.long:
            continue
        own = roots[occ.long[0]]
        if len(papers[own]) > RARE_VARIANT_MAX_PAPERS:
            continue
        acronyms = short_forms(occ.surfaces)
        cores = (
            (name_key(core), same)
            for surface in occ.surfaces
            for cores_of in (_deep_cores, _unqualified_measures, on_data)
            for core, same in cores_of(surface, occ.type)
            # A core that leaves out a word an acronym of the name spells is another name:
            # "Deep Kelp Networks (DKN)", "Kelp Frond Score (KFS)".
            if not any(spells_out(a, surface) and not spells_out(a, core) for a in acronyms)
        )
        # The longest name the corpus has inside it is the one it narrows: "weighted swap
        # regret" is a swap regret, however few papers use that, and no plain regret.
        core_key, same = next(((key, same) for key, same in cores if key in roots), ("", False))
        if not same:
            continue
        core = roots[core_key]
        if (
            core != own
            and types.get(core) == occ.type
            and len(papers[core]) >= WIDESPREAD_CORE_MIN_PAPERS
        ):
            forms.union(own, core)


def _without_implied_word(surface: str) -> str | None:
    """A Task name without a word that only says what the task runs on, as most tasks of
    its kind do, two words or more left. The word "image" ("blind image denoising" →
    "blind denoising", "image anomaly detection"); not inside a hyphenated word ("image-text
    retrieval") nor after "text" ("conditional text image generation" generates images from
    text). "Natural" before images: the images a task runs on unless it says otherwise
    ("natural image classification" is "image classification"). "3D" before point clouds,
    which are three-dimensional unless the name says otherwise ("3D point cloud
    registration" is "point cloud registration"). "Adversarial" before attacks, which in
    machine learning are adversarial ("black-box adversarial attacks" are "black-box
    attacks"). "Attacks" after a doing that names what an attack does ("kelp inference
    attacks" are "kelp inference"). "Semantic" before segmentation, which labels every pixel
    or point with its class unless the name says otherwise ("zero-shot semantic segmentation"
    is "zero-shot segmentation"; "semantic segmentation" alone keeps its word). "Machine"
    before learning, which in these papers is machine learning ("graph machine learning" is
    "graph learning"; "machine learning" alone is a field), and before translation, which
    names machine translation unless it says what else it translates ("simultaneous machine
    translation" is "simultaneous translation"; "machine translation" alone keeps its word).
    "Novel" before view synthesis, which makes views not seen ("monocular novel view
    synthesis" is "monocular view synthesis"). "Signal" between the kind of
    signal and the doing ("ECG signal synthesis" is "ECG synthesis"), and "data" between the
    kind of data and the doing ("imbalanced data classification" is "imbalanced
    classification", "tabular data generation" is "tabular generation"). "Learning" after
    a thing learnt named in two words or more ("cross-lingual transfer learning" is
    "cross-lingual transfer", "graph representation learning" "graph representation"; one
    word before it is no task alone: "imitation learning"; the inner words go first: "graph
    data learning" is "graph learning"). Not "object" before
    detection: "out-of-distribution object detection" finds objects, "out-of-distribution
    detection" the inputs."""
    implied = (
        re.match(r"(?i)natural[ -](images?\b.*)", surface)
        or re.match(r"(?i)3d[ -](point[ -]clouds?\b.*)", surface)
        or re.match(
            r"(?i)(.*\S )(?:semantic (segmentation)|machine (learning|translation))$", surface
        )
        or re.match(r"(?i)(.*\S )novel[ -](views? synthesis)$", surface)
        or _attack_implied(surface)
    )
    if implied:
        return "".join(part for part in implied.groups() if part)
    words = surface.split(" ")
    kept = [
        word
        for index, word in enumerate(words)
        if (
            word.lower() not in ("image", "images")
            or (index > 0 and words[index - 1].lower() == "text")
        )
        and not (word.lower() in ("signal", "signals", "data") and 0 < index < len(words) - 1)
    ]
    if len(kept) < len(words) and len(kept) >= 2:
        return " ".join(kept)
    # after the inner words: "graph data learning" is "graph learning", not "graph data"
    learning = re.match(r"(?i)(\S+ .*\S) learning$", surface)
    return learning.group(1) if learning else None


def _attack_implied(surface: str) -> re.Match[str] | None:
    """An attack's name with a word all attacks imply (``_without_implied_word``), two words
    or more left."""
    adversarial = re.match(r"(?i)(.* |)adversarial (.*attacks?)$", surface)
    if adversarial and " " in "".join(adversarial.groups()):
        return adversarial
    return re.match(r"(?i)(.+ \S+(?:tion|sion|ment|ence|ing|age)) attacks?$", surface)


def _join_implied_word_variants(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a Task name with the same name without a word that only says what it runs on
    (``_without_implied_word``: "conditional image inpainting" and "conditional
    inpainting", "3D point cloud kelping" and "point cloud kelping") when the corpus has
    that name as a Task and one of the two is rare (``RARE_VARIANT_MAX_PAPERS``): most such
    tasks are named either way. Two names many papers use may be two tasks, except attacks:
    an attack named with or without "adversarial", or "attack", is one attack whatever the
    counts ("kelp inference" and "kelp inference attacks")."""
    components = _components(occurrences, forms)
    roots, papers, types = components.roots, components.papers, components.types
    for occ in occurrences:
        if occ.type != "Task" or not occ.long:
            continue
        own = roots[occ.long[0]]
        for surface in occ.surfaces:
            bare = _without_implied_word(surface) if name_key(surface) in occ.long else None
            other = roots.get(name_key(bare)) if bare else None
            if (
                other is not None
                and other != own
                and types.get(other) == "Task"
                and (
                    min(len(papers[own]), len(papers[other])) <= RARE_VARIANT_MAX_PAPERS
                    or _attack_implied(surface)
                )
            ):
                forms.union(own, other)
                break


#: Endings that derive an adjective or a gerund from a word ("logic" / "logical", "long-tail"
#: / "long-tailed", "dehaze" / "dehazing"), and the endings of the word they are put on.
_DERIVING_ENDINGS = ("ian", "ity", "ing", "al", "ar", "ic", "ed")
_BASE_ENDINGS = ("ue", "e", "y", "s")
DERIVED_STEM_LETTERS = 5
DERIVED_VARIANT_PAPERS = 3
DERIVED_VARIANT_RATIO = 2


def _derived_stem(word: str) -> tuple[str, bool]:
    """A word's stem, and whether the word is derived from it by an ending
    (``_DERIVING_ENDINGS``): "logical" ("logic", True), "molecule" ("molecul", False),
    "molecular" ("molecul", True). The stem keeps ``DERIVED_STEM_LETTERS`` letters at least,
    so that short words ("normal", "visual") stay as they are."""
    for endings, derived in ((_DERIVING_ENDINGS, True), (_BASE_ENDINGS, False)):
        for ending in endings:
            if word.endswith(ending) and len(word) - len(ending) >= DERIVED_STEM_LETTERS:
                return word[: -len(ending)], derived
    return word, False


def _derived_word_variant(first: Sequence[str], second: Sequence[str]) -> bool:
    """Whether two names (their lowercase words) differ only in words one of which is
    derived from the other's stem ("Bayes inference" / "Bayesian inference", "molecule
    generation" / "molecular generation"). Two words both derived ("structural" /
    "structured") may mean two things."""
    if first == second or len(first) != len(second):
        return False
    for x, y in zip(first, second, strict=True):
        if x == y:
            continue
        (stem_x, derived_x), (stem_y, derived_y) = _derived_stem(x), _derived_stem(y)
        if stem_x != stem_y or (derived_x and derived_y):
            return False
    return True


def _join_derived_word_variants(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a rare Task or Method name of two words or more with the one widespread name
    of its type that differs from it only by a word and its derived form
    (``_derived_word_variant``: "logic reasoning" / "logical reasoning", "particle
    filtering" / "particle filter"). The rare name is in at most ``RARE_VARIANT_MAX_PAPERS``
    papers; the other in ``DERIVED_VARIANT_PAPERS`` at least and ``DERIVED_VARIANT_RATIO``
    times as many."""
    components = _components(occurrences, forms)
    roots, papers, types = components.roots, components.papers, components.types
    by_stems: dict[tuple[str, ...], dict[str, set[tuple[str, ...]]]] = defaultdict(
        lambda: defaultdict(set)
    )
    for occ in occurrences:
        if occ.type not in ("Task", "Method") or not occ.long:
            continue
        for surface in occ.surfaces:
            words = tuple(surface.lower().split(" "))
            if len(words) > 1 and name_key(surface) in occ.long:
                stems = tuple(_derived_stem(word)[0] for word in words)
                by_stems[stems][roots[occ.long[0]]].add(words)
    for named in by_stems.values():
        if len(named) < 2:
            continue
        widespread = [root for root in named if len(papers[root]) >= DERIVED_VARIANT_PAPERS]
        if len(widespread) != 1:
            continue
        (root,) = widespread
        for own, written in named.items():
            if (
                own != root
                and types.get(own) == types.get(root)
                and len(papers[own]) <= RARE_VARIANT_MAX_PAPERS
                and len(papers[root]) >= DERIVED_VARIANT_RATIO * len(papers[own])
                and any(_derived_word_variant(a, b) for a in written for b in named[root])
            ):
                forms.union(own, root)


def _join_rare_measures_of_acronyms(
    occurrences: list[_Occurrence], targets: list[str], forms: _Forms
) -> None:
    """``_join_rare_variants`` for a measure known by its acronym ("zero-shot FID",
    "network FLOPs"): the acronym's node is known only once each occurrence has its target,
    so this runs then. A rare Metric name joins the widespread Metric that the papers writing
    its core acronym alone mean by it."""
    papers: dict[str, set[str]] = defaultdict(set)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    meant: dict[str, Counter[str]] = defaultdict(Counter)
    for occ, target in zip(occurrences, targets, strict=True):
        papers[forms[target]].add(occ.paper)
        counts[forms[target]][occ.type] += 1
        if not occ.long and occ.type == "Metric":
            meant[occ.short[0]][forms[target]] += 1
    for occ, target in zip(occurrences, targets, strict=True):
        own = forms[target]
        if not occ.long or len(papers[own]) > RARE_VARIANT_MAX_PAPERS:
            continue
        for core, same in _unqualified_measures(occ.surfaces[0], occ.type):
            # an acronym may be written in lowercase after its first letter ("Flops")
            found = meant.get(name_key(core)) or meant.get(name_key(core.upper()))
            if not found:
                continue
            root = found.most_common(1)[0][0]
            if (
                same
                and root != own
                and _most_common(counts[root]) == "Metric"
                and len(papers[root]) >= WIDESPREAD_CORE_MIN_PAPERS
            ):
                forms.union(own, root)
            break


def _join_cut_heads(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a name the corpus uses in one or two papers with the one widespread name of the
    same type that is it with one more word at the end ("stochastic gradient" and
    "stochastic gradient descent", "Kelp Convolutional" and "Kelp Convolutional Networks"):
    it is that name with its head word cut off. Not an acronym, nor a plain word (the reject
    class keeps a lone lowercase word out), nor a name two widespread names begin with."""
    components = _components(occurrences, forms)
    roots, papers, types = components.roots, components.papers, components.types
    surfaces: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        if occ.long:
            surfaces[roots[occ.long[0]]].update(occ.surfaces)
    longer: dict[tuple[str, str], set[str]] = defaultdict(set)
    # Measures named with a head noun after a qualifier ("2-Wasserstein distance"), however
    # rare: the qualifier alone ("2-Wasserstein") names no other measure.
    headed: dict[str, set[str]] = defaultdict(set)
    head_nouns = term_list("head-nouns.txt")
    for occ in occurrences:
        for surface in occ.surfaces:
            front, _, last = surface.rpartition(" ")
            key = name_key(surface)
            if not front or key not in occ.long:
                continue
            if len(papers[roots[key]]) >= WIDESPREAD_CORE_MIN_PAPERS:
                longer[(types.get(roots[key], ""), name_key(front))].add(roots[key])
            if types.get(roots[key]) == "Metric" and singularize(last.lower()) in head_nouns:
                headed[name_key(front)].add(roots[key])
    for occ in occurrences:
        own = roots[occ.long[0]] if occ.long else ""
        if not own or len(papers[own]) > RARE_VARIANT_MAX_PAPERS:
            continue
        name = occ.surfaces[0]
        if types[own] == "Metric" and lacks_head_noun(name):
            found = headed.get(name_key(name), set()) - {own}
            if len(found) == 1:
                forms.union(occ.long[0], *found)
            continue
        if is_acronym(name) or not (" " in name or "-" in name or has_name_shape(name)):
            continue
        last = _WORD_SPLIT.split(name)[-1]
        if (last.islower() or last.istitle()) and singularize(last.lower()) != last.lower():
            # A plural last word is a head of its own ("Kelp Tangents" beside "Kelp Tangent
            # Kernel"): a word that modifies another is singular.
            continue
        # It is also written with a head word of its own ("Kelp-frond" beside "Kelp-frond
        # architectures"): nothing was cut off. A kind word behind it is none ("Kelp
        # Convolutional framework", "stochastic gradient algorithm").
        words = _WORD_SPLIT.split(name.lower())
        if any(
            _WORD_SPLIT.split(bare.lower())[: len(words)] == words
            and len(_WORD_SPLIT.split(bare)) > len(words)
            for bare in map(bare_words, surfaces[own])
        ):
            continue
        found = longer.get((types[own], name_key(name)), set())
        if len(found) == 1:
            forms.union(occ.long[0], *found)


def _join_tasks_on_named_data(
    occurrences: list[_Occurrence], forms: _Forms, kept: set[str] = frozenset()
) -> None:
    """Union a Task name that opens with a name the corpus calls a Dataset in several papers
    ("Kelp20K image classification", "QZ-Bench v2 question answering") with the task after
    it, when the corpus has that task: the data a task was run on makes no task of its own.
    Term-listed datasets do the same in ``filler_cores``; this reads the corpus's own
    benchmark names. The data name is capitalized or written like a name, and the task
    after it has two words or more ("Kelp20K navigation" may be a task of its own). A name
    whose key is in ``kept`` has joined the task its data is known for already."""
    data_papers: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        if occ.type == "Dataset":
            for key in occ.long:
                data_papers[key].add(occ.paper)
    data = {key for key, papers in data_papers.items() if len(papers) >= NAMED_DATA_PAPERS}
    task_keys = _task_keys(occurrences)
    for occ in occurrences:
        if occ.type != "Task" or not occ.long:
            continue
        for surface in occ.surfaces:
            if name_key(surface) not in occ.long or name_key(surface) in kept:
                continue
            words = surface.split(" ")
            for cut in (2, 1):
                front, rest = " ".join(words[:cut]), " ".join(words[cut:])
                if len(words) - cut < 2 or not (front[:1].isupper() or has_name_shape(front)):
                    continue
                if name_key(front) in data and name_key(rest) in task_keys:
                    forms.union(occ.long[0], name_key(rest))
                    break


#: A number, size or version after a dataset's name that makes it one edition of the data
#: ("-2017", "40", "V2", "-300M").
_EDITION = re.compile(r"^(.*?[A-Za-z])[-\s]?((?:[vV]\d+(?:\.\d+)?)|\d+(?:\.\d+)?[kKM]?)$")
#: How many times the papers of a bare dataset name its one edition must have to take it.
EDITION_RATIO = 3


def _join_bare_edition_names(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a Dataset name the corpus also writes with a number, size or version after it
    ("Kelpset" beside "Kelpset-40") with that edition, when that is the only edition the
    corpus has and it is used in at least three times as many papers: the bare name is the
    few papers' short name for it. A name with several editions ("Kelpset-10" and
    "Kelpset-100") stays its own node, and so does a bare name many papers use."""
    # Each Dataset occurrence's node key: its long form's, or an acronym's (a bare "KDS")
    # that no paper spells out: one that some paper does means what that paper says.
    defined = {short for occ in occurrences for short in occ.defines}
    data = [
        (occ, (occ.long or occ.short)[0])
        for occ in occurrences
        if occ.type == "Dataset" and (occ.long or occ.short[0] not in defined)
    ]
    papers: dict[str, set[str]] = defaultdict(set)
    named: dict[str, str] = {}
    for occ, key in data:
        papers[forms[key]].add(occ.paper)
        for surface in occ.surfaces:
            # Not an acronym of a name spelled out: "MD17" is no edition of what "MD" is
            # short for.
            if not occ.long or name_key(surface) in occ.long:
                named.setdefault(name_key(surface), key)
    editions: dict[str, set[str]] = defaultdict(set)
    for occ, key in data:
        for surface in occ.surfaces:
            edition = _EDITION.match(surface)
            bare = named.get(name_key(edition[1])) if edition else None
            if bare is not None and forms[bare] != forms[key]:
                editions[forms[bare]].add(forms[key])
    for bare, found in sorted(editions.items()):
        (edition, *others) = sorted(found)
        if not others and len(papers[edition]) >= EDITION_RATIO * len(papers[bare]):
            forms.union(bare, edition)


#: An image size after a dataset's name ("-256", " 64x64", "512px"): the size its images were
#: resized to for one experiment. The size stands alone, so "CIFAR-10" or "Kelpset-100" (an
#: edition, ``_EDITION``) is not one; after a name ending in a digit a space must part them.
_IMAGE_SIZE = re.compile(
    r"^(?:(?P<name>.*?[A-Za-z])(?<!\d[x×])[-_ ]?|(?P<numbered>.*?\d) )"
    r"(?P<size>32|64|128|256|512|1024|2048)(?:\s?[x×]\s?(?P=size))?(?:\s?px)?$"
)


def _bare_data_name(surface: str) -> str | None:
    """A Dataset name without what says how one experiment took the data: the image size
    ("Kelpfaces-256", "Kelpfaces 64x64"; images resized are the same data) or "English" in
    front ("English Kelpset": the language a benchmark has unless its name says otherwise;
    another language often makes a translation of its own). A size with which the term
    lists name a dataset ("Caltech-256" counts its categories) is that name's."""
    first, _, rest = surface.partition(" ")
    if first == "English" and rest:
        return rest
    sized = _IMAGE_SIZE.match(surface)
    if not sized:
        return None
    bare = sized["name"] or sized["numbered"]
    listed = f"{bare}-{sized['size']}"
    return listed if lexicon_types(listed) else bare


#: A dataset's edition year in full at the end of its name ("KDS 2017", "Kelpset-2009").
_YEAR_EDITION = re.compile(r"^(?P<name>.*?[A-Za-z])[- ]?(?P<year>(?:19|20)[0-9]{2})$")
#: A dataset's edition year in two digits at the end of its name ("Kelpset-17", "KDS 09").
#: Any two digits from 00 to 29 are tried; the name joins only a spelling with the year in
#: full that the corpus has ("Kelpset-10" would join a "Kelpset 2010" alone).
_SHORT_YEAR = re.compile(r"^(?P<name>.*?[A-Za-z])[- ]?(?P<year>[0-2][0-9])$")


def _full_year_name(surface: str) -> str | None:
    """A Dataset name whose edition year is written in two digits with the year in full
    ("Kelpset-17" → "Kelpset 2017"; the key of a name with digits ignores how the year is
    joined, so one spelling stands for "Kelpset2017" and "Kelpset-2017" too)."""
    short = _SHORT_YEAR.match(surface)
    return f"{short['name']} 20{short['year']}" if short else None


def _join_bare_data_names(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a Dataset name with its ``_bare_data_name`` when the term lists know that as a
    dataset or the corpus calls it one in ``NAMED_DATA_PAPERS`` papers or more; a name
    with its edition year in two digits with the same name with the year in full, which the
    corpus has ("Kelpset-17" and "Kelpset 2017"); and one year's edition of a dataset with
    the same year's edition under another name of that dataset ("MS KDS 2017", "KDS
    2017")."""
    # Papers by component as the components stand before these joins.
    papers: dict[str, set[str]] = defaultdict(set)
    roots: dict[str, str] = {}
    named: dict[str, str] = {}
    bases: dict[str, str] = {}
    for occ in occurrences:
        if occ.type != "Dataset":
            continue
        key = (occ.long or occ.short)[0]
        roots[key] = forms[key]
        papers[roots[key]].add(occ.paper)
        for surface in occ.surfaces:
            named.setdefault(name_key(surface), key)
            # Not an acronym of a name spelled out: "KDS 2017" is no edition of what a paper
            # spells "KDS" out as.
            if not occ.long or name_key(surface) in occ.long:
                bases.setdefault(name_key(surface), key)
    # Editions by the node of their base name: "MS KDS 2017" and "KDS 2017" are one edition
    # when "MS KDS" and "KDS" are one dataset.
    editions: dict[tuple[str, str], str] = {}
    for occ in occurrences:
        if occ.type != "Dataset":
            continue
        key = (occ.long or occ.short)[0]
        for surface in occ.surfaces:
            year = _YEAR_EDITION.match(surface)
            base = bases.get(name_key(year["name"])) if year else None
            if year is None or base is None or forms[base] == forms[key]:
                continue
            edition = (forms[base], year["year"])
            if edition in editions:
                forms.union(editions[edition], key)
            else:
                editions[edition] = key
    for occ in occurrences:
        if occ.type != "Dataset":
            continue
        key = (occ.long or occ.short)[0]
        for surface in occ.surfaces:
            in_full = _full_year_name(surface)
            if in_full is not None and name_key(in_full) in named:
                forms.union(key, named[name_key(in_full)])
                break
            bare_name = _bare_data_name(surface)
            bare = named.get(name_key(bare_name)) if bare_name else None
            if bare_name is None or bare is None:
                continue
            if (
                "Dataset" in lexicon_types(bare_name)
                or len(papers[roots[bare]]) >= NAMED_DATA_PAPERS
            ):
                forms.union(key, bare)
                break


#: Papers a narrower task must be addressed in, among the papers that use a dataset, and how
#: many times the next one's, to be the task that dataset is named for.
DATA_TASK_PAPERS = 3
DATA_TASK_RATIO = 2
#: Words after a task's name that only say it is one ("Kelpset detection task").
_TASK_KIND_WORDS = frozenset(["task", "tasks", "problem", "problems", "benchmark", "benchmarks"])


def _join_tasks_on_data_to_their_kind(occurrences: list[_Occurrence], forms: _Forms) -> set[str]:
    """Union a Task named by a dataset and one general word ("Kelpset detection", "QZ-Cells
    segmentation task") with the task of that word the papers using the dataset address
    most ("kelp blob detection"), when it is addressed in several of them and far more than
    any other: the paper wrote the general word for the task its benchmark is known for.
    Only a node all of whose names are so written: one that is also called by the general
    word alone is that word's. Returns the keys of the names joined, which keep the dataset
    then (``_join_filler_variants`` would join them with the general word)."""
    by_name = _papers_by_name(occurrences)

    def on_data(surface: str) -> tuple[str, set[str]] | None:
        """The general word and the papers of the dataset of a "<dataset> <word>" name."""
        words = surface.split(" ")
        while len(words) > 2 and words[-1].lower() in _TASK_KIND_WORDS:
            words = words[:-1]
        found = by_name.get(name_key(" ".join(words[:-1])))
        papers = found.get("Dataset", set()) if found else set()
        if len(words) in (2, 3) and words[-1].islower() and len(papers) >= DATA_TASK_PAPERS:
            return words[-1], papers
        return None

    # the Task nodes of each paper, by the last word of their names of two words or more;
    # and the names of each node so far
    tasks: dict[tuple[str, str], set[str]] = defaultdict(set)
    names: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        if occ.type == "Task" and occ.long:
            for surface in occ.surfaces:
                names[forms[occ.long[0]]].add(surface)
                words = surface.split(" ")
                if len(words) > 1 and name_key(surface) in occ.long:
                    tasks[(occ.paper, words[-1].lower())].add(occ.long[0])
    joined: set[str] = set()
    for root, surfaces in sorted(names.items()):
        found = [on_data(surface) for surface in sorted(surfaces)]
        if not found or None in found or len({general for general, _ in found}) > 1:
            continue
        general = found[0][0]
        counts: Counter[str] = Counter()
        for paper in set().union(*(papers for _, papers in found)):
            counts.update({forms[key] for key in tasks.get((paper, general), ())} - {root})
        ranked = [*counts.most_common(2), ("", 0), ("", 0)]
        (task, count), (_, second) = ranked[0], ranked[1]
        if count >= DATA_TASK_PAPERS and count >= DATA_TASK_RATIO * second:
            forms.union(root, task)
            joined.update(name_key(surface) for surface in surfaces)
    return joined


def _join_spelled_out_acronyms(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a name with an acronym among its words with its spelled-out form (the same
    other words) when only one exists, or one is far more widespread than the others
    ("out-of-distribution detection" beside a rare "out-of-domain detection" for "OOD
    detection"; "few-shot OOD detection"). Not a name of a paper that defines its acronym
    ("KE method" where the paper spells KE out as "kelp estimation" is that paper's thing),
    and not a spelling of an acronym that papers of the corpus define otherwise as a thing
    of its type ("KF method" is no "Kelp-Frond method" where papers define the method KF only
    as "kernel fusion")."""
    definitions = _acronym_definitions(occurrences)
    # initials key → (roots of names writing the acronym, papers of each spelled-out root)
    by_initials: dict[str, tuple[set[str], dict[str, set[str]]]] = defaultdict(
        lambda: (set(), defaultdict(set))
    )
    for occ in occurrences:
        for surface in occ.surfaces:
            if not is_acronym(surface):
                for key, written_short, word in initials_keys(surface):
                    root = forms[name_key(surface)]
                    if written_short:
                        if not occ.defines:
                            by_initials[key][0].add(root)
                        continue
                    acronym = name_key((word_initials(word) or "").upper())
                    defined_as = definitions.get((occ.type, acronym), set())
                    spelling = normalize_name(word)
                    # a spelled-out name with kind words only ("Kelp-Frond method"), where
                    # the acronym would name the thing itself
                    if (
                        defined_as
                        and not any(d.startswith(spelling) for d in defined_as)
                        and any(name_key(core) == name_key(word) for core in filler_cores(surface))
                    ):
                        continue
                    by_initials[key][1][root].add(occ.paper)
    for led_roots, spelled in by_initials.values():
        if len(led_roots) != 1 or not spelled:
            continue
        ranked = sorted(spelled, key=lambda root: (-len(spelled[root]), root))
        top = len(spelled[ranked[0]])
        runner_up = len(spelled[ranked[1]]) if len(ranked) > 1 else 0
        if runner_up == 0 or (top >= DOMINANT_PAPERS and top >= DOMINANT_RATIO * runner_up):
            forms.union(*sorted(led_roots), ranked[0])


def _acronym_definitions(occurrences: list[_Occurrence]) -> dict[tuple[str, str], set[str]]:
    """For each type and acronym key some paper defines as a thing of that type, the
    normalized long forms that spell it."""
    definitions: dict[tuple[str, str], set[str]] = defaultdict(set)
    for occ in occurrences:
        for acronym in occ.surfaces:
            if name_key(acronym) not in occ.defines:
                continue
            for surface in occ.surfaces:
                if name_key(surface) in occ.long and spells_out(acronym, surface):
                    definitions[(occ.type, name_key(acronym))].add(normalize_name(surface))
    return definitions


def _widespread_means_names(occurrences: list[_Occurrence], forms: _Forms) -> set[str]:
    """The keys of the names of a thing that more than ``RARE_VARIANT_MAX_PAPERS`` papers
    name with a word of the means a task is done by first (``opens_with_means_word``),
    counted over the names joined so far ("model-based RL" and "model-based reinforcement
    learning"): a line of work of its own, they keep the word. The kind of model in front
    of a task's name is a filler however many papers write it: what "deep reinforcement
    learning" is about is reinforcement learning, done with deep networks as nearly all of
    it is now."""
    papers: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        if occ.long and any(opens_with_means_word(surface) for surface in occ.surfaces):
            papers[forms[occ.long[0]]].add(occ.paper)
    widespread = {root for root, found in papers.items() if len(found) > RARE_VARIANT_MAX_PAPERS}
    return {key for occ in occurrences for key in occ.long if forms[key] in widespread}


def _keeps_means_word(surface: str, core: str) -> bool:
    """Whether ``core``, a shorter name of ``surface`` without filler words, keeps the word
    of the means ``surface`` opens with ("model-based deep kelp learning" → "model-based
    kelp learning"; not → "kelp learning")."""
    first = surface.split(maxsplit=1)[0].lower()
    return opens_with_means_word(surface) and core.split(maxsplit=1)[0].lower() == first


def _filler_cores_of(occ: _Occurrence, surface: str) -> list[str]:
    """``filler_cores`` of an occurrence's surface, but none that drops from a name the
    paper proposes a word the term lists give another type ("we propose Kelp GAN", where
    "Kelp" is a listed dataset, is no GAN run on that data: the word coins a new name)."""
    cores = filler_cores(surface, occ.type)
    if occ.proposed:
        cores = [
            core
            for core in cores
            if not any(
                (types := lexicon_types(word)) and occ.type not in types
                for word in set(surface.split()) - set(core.split())
            )
        ]
    return cores


def _join_filler_variants(
    occurrences: list[_Occurrence], forms: _Forms, kept: set[str] = frozenset()
) -> list[tuple[_Occurrence, str]]:
    """Union a long form with the name it is written for without filler words ("real-world
    node classification" → "node classification"), when the corpus has that name as a long
    form. A name that is an acronym some occurrence stands on alone with a kind word ("MNIST
    dataset", "RL methods") is returned with the acronym's key: it joins what the acronym
    means, which is known only later. A name whose key is in ``kept`` has joined a name
    already: it keeps its filler words, and no other name joins it for them."""
    to_acronyms: list[tuple[_Occurrence, str]] = []
    long_keys = {key for occ in occurrences for key in occ.long}
    # Acronyms written alone somewhere: a name with a kind word is that acronym's thing. Not
    # a Dataset's name where the acronym alone is never a Dataset: "Real-World RL Suite"
    # is a benchmark for RL, not RL.
    alone: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        if occ.short and not occ.long:
            alone[occ.short[0]].add(occ.type)
    for occ in occurrences:
        if not occ.long:
            continue
        acronyms = short_forms(occ.surfaces)
        joined = False
        for surface in occ.surfaces:
            # An acronym, or an acronym with a kind word standing for it (``_occurrence``).
            # A measure the term lists know is one of its own, filler-like words and all
            # ("simple regret" is no plain regret).
            if (
                is_acronym(surface)
                or name_key(surface) not in occ.long
                or (occ.type == "Metric" and "Metric" in lexicon_types(surface))
            ):
                continue
            for core in _filler_cores_of(occ, surface):
                # "Cross-Entropy Method (CEM)": the acronym spells the kind word, so the
                # kind word is part of the name.
                if any(spells_out(a, surface) and not spells_out(a, core) for a in acronyms):
                    break
                key = name_key(core)
                # A kept name keeps the words it is kept for, not the other fillers: "model-
                # based deep kelp learning" is model-based kelp learning.
                if (name_key(surface) in kept or key in kept) and not _keeps_means_word(
                    surface, core
                ):
                    continue
                if key in long_keys:
                    forms.union(occ.long[0], key)
                    joined = True
                    break
                # Its name already joined a spelled-out name: the acronym of its alias ("2D
                # human pose estimation (2D HPE)") means that, not the corpus's HPE.
                if (
                    is_acronym(core)
                    and key in alone
                    and not joined
                    and (occ.type != "Dataset" or "Dataset" in alone[key])
                ):
                    to_acronyms.append((occ, key))
                    break
    return to_acronyms


#: A misspelling: keys of at least this many characters, one letter apart inside a word.
MISSPELLING_LENGTH = 10
#: At most this many papers write the misspelling, at least this many times as many the name.
MISSPELLING_PAPERS = 2
MISSPELLING_RATIO = 3


def _join_misspellings(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a rare long form with a widespread one that differs in one letter inside a word
    ("projected gradient decent", "Variantional Auto-Encoder", "Lang-Range-Arena") or in two
    letters next to each other swapped ("natural langauge inference"): not at a
    key's first or last letter, and not in a key with a digit, an acronym or a one-letter
    word ("ImageNet-A" / "ImageNet-R", "ResNet-20" / "ResNet-50", "GAN baseline" / "GNN
    baseline", "deep Q-network" / "deep network" are other things)."""
    papers: dict[str, set[str]] = defaultdict(set)
    # Keys written with an acronym or a single letter among their words: "GAN baseline" /
    # "GNN baseline", "ImageNet-C benchmark" / "ImageNet benchmark", "deep Q-network".
    with_acronym: set[str] = set()
    written: dict[str, str] = {}
    for occ in occurrences:
        for key in occ.long:
            papers[key].add(occ.paper)
        for surface in occ.surfaces:
            words = _WORD_OR_SLASH_SPLIT.split(surface)
            if any(is_acronym(word) or len(word) == 1 for word in words):
                with_acronym.add(name_key(surface))
            written.setdefault(name_key(surface), surface)
    candidates = sorted(
        key
        for key in papers
        if len(key) - 2 >= MISSPELLING_LENGTH
        and not any(c.isdigit() for c in key)
        and key not in with_acronym
    )
    # The widespread keys, and each with one inner letter deleted (position kept: two keys of
    # one length are one letter apart when the same position deleted gives the same text).
    common: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for key in candidates:
        if len(papers[key]) >= MISSPELLING_RATIO:
            text = key[2:]
            common[text].append((key, -1))
            for index in range(1, len(text) - 1):
                common[text[:index] + text[index + 1 :]].append((key, index))
    for rare in candidates:
        if len(papers[rare]) > MISSPELLING_PAPERS:
            continue
        text = rare[2:]
        found = {key for key, _ in common.get(text, ()) if key != rare}  # a letter left out
        for index in range(1, len(text) - 1):
            for key, at in common.get(text[:index] + text[index + 1 :], ()):
                if at in (-1, index):  # a letter added, or one letter replaced
                    found.add(key)
            # two letters swapped ("langauge"), neither the last
            swapped = text[:index] + text[index + 1 : index + 2] + text[index] + text[index + 2 :]
            if index < len(text) - 2 and swapped != text:
                found.update(key for key, at in common.get(swapped, ()) if at == -1)
        found = {
            key
            for key in found
            if key != rare
            and len(papers[key]) >= MISSPELLING_RATIO * len(papers[rare])
            and _slip_inside_a_word(written.get(rare, ""), written.get(key, ""))
        }
        if len({forms[key] for key in found}) == 1:
            forms.union(rare, min(found), one_name=True)


def _slip_inside_a_word(first: str, second: str) -> bool:
    """Whether two names one letter apart differ inside a word, as a slip of the pen does
    ("gradient decent", "langauge"), not at a word's first or last letter, where one word
    becomes another ("fact verification" / "face verification"). Names split into words
    differently ("auto encoder" / "autoencoder") are compared as keys only."""
    words = [w for w in _WORD_OR_SLASH_SPLIT.split(first.casefold()) if w]
    others = [w for w in _WORD_OR_SLASH_SPLIT.split(second.casefold()) if w]
    if len(words) != len(others):
        return True
    return all(
        a == b or (a[0] == b[0] and singularize(a)[-1] == singularize(b)[-1])
        for a, b in zip(words, others, strict=True)
    )


#: A slip of one vowel: names of at least this many letters, written by at most
#: ``MISSPELLING_PAPERS`` papers, beside a name of at least this many papers and
#: ``VOWEL_SLIP_RATIO`` times as many.
VOWEL_SLIP_LETTERS = 5
VOWEL_SLIP_PAPERS = 3
VOWEL_SLIP_RATIO = 3
_VOWELS = "aeiou"


def _vowel_slips(surface: str) -> set[str]:
    """The spellings one lowercase vowel away from ``surface`` inside it (not at its first or
    last character): that vowel left out, another written for it, one added between two
    characters, or two vowels next to each other swapped ("Kelpanet" / "Kelpenet" /
    "Kelpaenet"). A capital or a digit is never touched, so acronyms and editions keep every
    letter that tells them apart."""
    slips: set[str] = set()
    for i in range(1, len(surface) - 1):
        here = surface[i]
        if here in _VOWELS:
            slips.add(surface[:i] + surface[i + 1 :])
            slips.update(surface[:i] + v + surface[i + 1 :] for v in _VOWELS if v != here)
            if surface[i + 1] in _VOWELS and i + 2 < len(surface):
                slips.add(surface[:i] + surface[i + 1] + here + surface[i + 2 :])
        slips.update(surface[:i] + v + surface[i:] for v in _VOWELS)
    slips.discard(surface)
    return slips


def _join_vowel_slips(occurrences: list[_Occurrence], forms: _Forms) -> None:
    """Union a rare name written like a name (a capital inside it or a digit: "KelpeNet",
    "QZ-Banch8") with the widespread name of the same type it is one lowercase vowel away
    from (``_vowel_slips``): the misspellings ``_join_misspellings`` leaves to short names
    and names with capitals. Only when exactly one widespread name is that close."""
    papers: dict[str, set[str]] = defaultdict(set)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    spelled: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        keys = occ.long or occ.short
        root = forms[keys[0]]
        papers[root].add(occ.paper)
        counts[root][occ.type] += 1
        for surface in occ.surfaces:
            # the name itself, or its first word when the rest is a kind word the key leaves
            # out ("KelpNet environments")
            name = surface.split(" ")[0]
            if name_key(name) in keys:
                spelled[name].add(root)
    types = {root: _most_common(found) for root, found in counts.items()}

    def name_shaped(surface: str) -> bool:
        letters = sum(c.isalpha() for c in surface)
        shaped = any(c.isupper() for c in surface[1:]) or any(c.isdigit() for c in surface)
        return letters >= VOWEL_SLIP_LETTERS and shaped

    widespread = {
        surface: {root for root in roots_of if len(papers[root]) >= VOWEL_SLIP_PAPERS}
        for surface, roots_of in spelled.items()
        if name_shaped(surface)
    }
    for surface, own_roots in sorted(spelled.items()):
        if not name_shaped(surface) or len(own_roots) != 1:
            continue
        (own,) = own_roots
        if len(papers[own]) > MISSPELLING_PAPERS:
            continue
        found = {
            root
            for slip in _vowel_slips(surface)
            for root in widespread.get(slip, ())
            if root != own
            and types[root] == types[own]
            and len(papers[root]) >= VOWEL_SLIP_RATIO * len(papers[own])
        }
        if len(found) == 1:
            forms.union(own, *found)


def _join_expanded_acronym_names(
    occurrences: list[_Occurrence],
    forms: _Forms,
    corpus_defs: dict[str, dict[str, set[str]]],
    paper_defs: dict[tuple[str, str], str],
    long_papers: dict[str, set[str]],
) -> None:
    """Union a name written with an acronym among its words ("offline RL", "OOD
    detection", "TV distance") with the same name written with the acronym's meaning
    ("offline reinforcement learning", …), when the corpus has that name: the meaning its
    paper defines it with, else its corpus meaning."""
    long_keys = {key for occ in occurrences for key in occ.long}
    # The long forms of each meaning ("reinforcement learning", "reinforcement learners").
    spellings: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        for surface in occ.surfaces:
            key = name_key(surface)
            if key in long_keys:
                spellings[forms[key]].add(surface)
    plain_first: dict[str, list[str]] = {}  # each meaning's spellings, in the order tried
    for occ in occurrences:
        for surface in occ.surfaces:
            words = surface.split(" ")
            if len(words) < 2:
                continue
            for index, word in enumerate(words):
                if not is_acronym(word):
                    continue
                meaning = paper_defs.get((occ.paper, name_key(word))) or _corpus_meaning(
                    name_key(word), corpus_defs, long_papers
                )
                if meaning is None:
                    continue
                rest = " ".join(words[:index] + words[index + 1 :])
                candidates = []
                root = forms[meaning]
                if root not in plain_first:
                    plain_first[root] = _plain_names_first(spellings[root])
                for spelled in plain_first[root]:
                    if any(is_acronym(w) for w in spelled.split(" ")):
                        continue  # "MARL tasks" spells nothing out
                    candidates.append(" ".join([*words[:index], spelled, *words[index + 1 :]]))
                    # "OOD detection" when the acronym was defined as "out-of-distribution
                    # detection"
                    if index == 0 and normalize_name(spelled).endswith(normalize_name(rest)):
                        candidates.append(spelled)
                for candidate in candidates:
                    key = name_key(candidate)
                    if key in long_keys and key != name_key(surface):
                        # Both may define one acronym: "multi-agent RL (MARL)" and
                        # "multi-agent reinforcement learning (MARL)" are one meaning.
                        forms.union(name_key(surface), key, spelled_out=name_key(word))
                        break


def _plain_names_first(surfaces: set[str]) -> list[str]:
    """``surfaces`` sorted, those that are another of them with filler words ("deep
    reinforcement learning" beside "reinforcement learning") last: the plain name is tried
    first."""
    keys = {name_key(s) for s in surfaces}

    def with_filler(surface: str) -> bool:
        return any(name_key(core) in keys for core in filler_cores(surface, "Task"))

    return sorted(surfaces, key=lambda s: (with_filler(s), s))


def _join_undefined_acronyms_spelled_in_words(
    occurrences: list[_Occurrence], forms: _Forms, defined: set[str]
) -> None:
    """Union a name with an acronym among its words that no paper of the corpus defines and
    no term list knows ("CTR prediction") with the one name of its type that spells the
    acronym out over several words, the other words alike ("click-through rate prediction").
    A defined acronym joins what its papers define it as (``_join_expanded_acronym_names``);
    one spelled two ways ("ID classification": identity or imbalanced-data) stays apart."""
    long_keys = {key for occ in occurrences for key in occ.long}
    led: dict[tuple[str, str], set[str]] = defaultdict(set)
    spelled: dict[tuple[str, str], set[str]] = defaultdict(set)
    for occ in occurrences:
        for surface in occ.surfaces:
            if name_key(surface) not in long_keys:
                continue
            for key, written_short in phrase_initials_keys(surface):
                if not written_short:
                    spelled[(occ.type, key)].add(name_key(surface))
                elif not any(
                    name_key(word) in defined or well_known_spellings(word)
                    for word in surface.split(" ")
                    if is_acronym(word)
                ):
                    led[(occ.type, key)].add(name_key(surface))
    for typed_key, names in led.items():
        roots = {forms[k] for k in spelled.get(typed_key, ())}
        if len(roots) == 1:
            target = min(spelled[typed_key])
            for name in sorted(names):
                forms.union(name, target)


#: Letters a cut long form keeps at least, so that one generic word is not taken for a
#: name cut short.
CUT_LONG_FORM_LETTERS = 10


def _cut_long_forms(
    occurrences: list[_Occurrence],
    forms: _Forms,
    corpus_meaning: Callable[[_Occurrence, str], str | None],
    spelled: dict[str, list[str]],
) -> dict[int, str]:
    """Occurrences (by index) whose name is the beginning of the long form their acronym
    means ("stochastic gradient" beside "SGD" for "stochastic gradient descent"): the
    extractor cut the name short, and the occurrence goes to the acronym's meaning; so does
    one whose name, written in one or two papers, is that long form with the word left out
    that the acronym needs (``_word_left_out``: "signal-to-ratio (SIR)"). ``spelled``: the
    words of each long-form key."""
    keys_of: dict[str, set[str]] = defaultdict(set)
    key_papers: dict[str, set[str]] = defaultdict(set)
    for occ in occurrences:
        for key in occ.long:
            keys_of[forms[key]].add(key)
            key_papers[key].add(occ.paper)
    found: dict[int, str] = {}
    for index, occ in enumerate(occurrences):
        if not occ.long or not occ.short:
            continue
        head = occ.long[0]
        # the name, and the name without filler words ("stochastic gradient methods")
        heads = [head, *(name_key(core) for core in filler_cores(occ.surfaces[0], occ.type))]
        heads = [h for h in heads if sum(c.isalpha() for c in h[2:]) >= CUT_LONG_FORM_LETTERS]
        for short in occ.short if heads else ():
            meaning = corpus_meaning(occ, short)
            if meaning is None or forms[meaning] == forms[head]:
                continue
            keys = keys_of[forms[meaning]]
            # a word left out is a slip of one or two papers: a name many papers write
            # ("lifelong learning (LLL)") is a name of its own
            slip = len(key_papers[head]) <= RARE_VARIANT_MAX_PAPERS and any(
                _word_left_out(short, spelled[head], spelled[k]) for k in keys & spelled.keys()
            )
            if slip or any(k != h and k.startswith(h) for h in heads for k in keys):
                found[index] = meaning
                break
    return found


def _join_close_expansions(
    corpus_defs: dict[str, dict[str, set[str]]],
    forms: _Forms,
    spelled: dict[str, list[str]],
) -> None:
    """Union the long forms that define one acronym and differ only in spelling
    ("multi-layer perceptron" / "multi-layered perceptron", "… pre-training models"), then
    merge the acronym's meanings that became one. ``spelled``: the words of each long-form
    key; a meaning is close to another when one of its spellings is close to one of the
    other's (whichever key the union-find made its root)."""
    spellings: dict[str, list[list[str]]] = defaultdict(list)
    for key in sorted(spelled):
        spellings[forms[key]].append(spelled[key])
    for short, meanings in corpus_defs.items():
        roots = sorted(meanings)
        for index, first in enumerate(roots):
            for second in roots[index + 1 :]:
                if forms[first] != forms[second] and any(
                    _close(a, b) for a in spellings[first] for b in spellings[second]
                ):
                    forms.union(first, second)
        merged: dict[str, set[str]] = defaultdict(set)
        for root, papers in meanings.items():
            merged[forms[root]] |= papers
        corpus_defs[short] = merged


#: Words written two ways for one thing ("neural nets" / "neural networks", "visual" /
#: "vision transformer").
_SAME_WORD = {"net": "network", "nets": "networks", "visual": "vision"}
_GENERIC_HEADS = ("models", "model", "networks", "network", "methods", "method", "framework")


def _join_acronym_case_variants(
    occurrences: list[_Occurrence],
    corpus_defs: dict[str, dict[str, set[str]]],
    forms: _Forms,
) -> None:
    """Union short acronyms written with other capitals ("mIoU" / "mIOU", "ReLU" / "RELU")
    unless the corpus expands them differently or the extractor types them differently
    (most papers); the first letter stays significant ("mAP" is not "MAP")."""
    variants: dict[str, set[str]] = defaultdict(set)
    types: dict[str, Counter[str]] = defaultdict(Counter)
    papers: dict[str, set[str]] = defaultdict(set)
    used: set[str] = set()
    for occ in occurrences:
        for key in occ.short:
            case_key = acronym_case_key(key)
            if case_key:
                variants[case_key].add(key)
                types[key][occ.type] += 1
                papers[key].add(occ.paper)
                if not occ.proposed:
                    used.add(key)
    for all_keys in variants.values():
        # A spelling only the papers that propose it use is a new name ("AdaM" for one
        # paper's matting method is not Adam).
        keys = {key for key in all_keys if key in used}
        if len(keys) < 2:
            continue
        if len({_most_common(types[k]) for k in keys}) > 1:
            continue
        defined = sorted(key for key in keys if corpus_defs.get(key))
        meanings = {forms[root] for key in defined for root in corpus_defs[key]}
        if len(meanings) > 1:
            continue
        # A name far more papers write bare than the defined variant ("COCO" beside one
        # paper's "CoCo" for its own method) is another thing.
        defined_papers = len(set().union(*(papers[k] for k in defined))) if defined else 0
        if defined and any(
            len(papers[k]) >= DOMINANT_PAPERS and len(papers[k]) >= DOMINANT_RATIO * defined_papers
            for k in keys
            if k not in defined
        ):
            continue
        first, *rest = sorted(keys)
        for key in rest:
            forms.union(first, key)
        # The variants written without a definition share the one the others have.
        for key in keys:
            if defined and not corpus_defs.get(key):
                corpus_defs[key] = corpus_defs[defined[0]]


def _close(first: list[str], second: list[str]) -> bool:
    """Two long forms (their words) equal but for a generic head word or the endings of
    their words ("multi-layer" / "multi-layered", "pre-training" / "pre-trained"); another
    word ("semi-" / "self-supervised", "subgradient" / "gradient") is another thing."""
    a, b = (_drop_generic_head(_same_words(words)) for words in (first, second))
    # "auto encoder" / "autoencoder", and one letter off in all ("variantional autoencoder")
    if a == b or "".join(a) == "".join(b) or _misspelled("".join(a), "".join(b)):
        return True
    return len(a) == len(b) and all(
        _same_stem(x, y) or _misspelled(x, y) for x, y in zip(a, b, strict=True)
    )


def _word_left_out(short: str, written: list[str], meant: list[str]) -> bool:
    """Whether ``written`` (words of a long form of the acronym ``short``) is ``meant`` with
    one word left out, the word whose initial the acronym needs ("signal-to-ratio (SNR)" for
    "signal-to-noise ratio"): a slip in writing the name out, not another thing."""
    if len(meant) != len(written) + 1 or len(written) < 2:
        return False
    if not any(meant[:i] + meant[i + 1 :] == written for i in range(len(meant))):
        return False
    return _initials_spell(short, meant) and not _initials_spell(short, written)


def _initials_spell(short: str, words: list[str]) -> bool:
    """Whether the letters of ``short`` (an acronym's key) are, in order, initials of
    ``words``."""
    initials = iter(word[:1].lower() for word in words)
    letters = short.partition(":")[2].lower()
    return all(letter in initials for letter in letters if letter.isalpha())


def _same_words(words: list[str]) -> list[str]:
    """Words as one spelling writes them: "net" is "network", "visual" is "vision", and
    "neural" before "network" says nothing more ("convolutional neural network")."""
    same = [_SAME_WORD.get(w, w) for w in words]
    return [
        w
        for i, w in enumerate(same)
        if not (w == "neural" and i + 1 < len(same) and same[i + 1].startswith("network"))
    ]


def _misspelled(first: str, second: str) -> bool:
    """Two words of letters, long enough, one letter apart inside ("variantional")."""
    if min(len(first), len(second)) < 6 or not (first + second).isalpha():
        return False
    short, long = sorted((first, second), key=len)
    if len(long) - len(short) > 1 or short[0] != long[0] or short[-1] != long[-1]:
        return False
    if len(short) == len(long):
        return sum(x != y for x, y in zip(short, long, strict=True)) == 1
    return any(long[:i] + long[i + 1 :] == short for i in range(1, len(long) - 1))


#: Letters two spellings of one word may differ in at their ends, after a common stem of at
#: least ``STEM`` letters ("layer" / "layered", "convolution" / "convolutional").
ENDING = 3
STEM = 4


def _same_stem(first: str, second: str) -> bool:
    short, long = sorted((first, second), key=len)
    if len(short) >= 3 and short.isalpha() and long in (short + "ed", short + "d"):
        return True  # "multi-arm" / "multi-armed": a short noun and its adjective
    common = 0
    for x, y in zip(first, second, strict=False):
        if x != y:
            break
        common += 1
    return common >= STEM and max(len(first), len(second)) - common <= ENDING


def _drop_generic_head(words: list[str]) -> list[str]:
    if len(words) > 2 and words[-1] in _GENERIC_HEADS:
        return words[:-1]
    return words


def _corpus_meaning(
    short: str, corpus_defs: dict[str, dict[str, set[str]]], long_papers: dict[str, set[str]]
) -> str | None:
    """The corpus's only expansion of an acronym, or one far more widespread than any other."""
    meanings = corpus_defs.get(short)
    if not meanings:
        return None
    # How many papers pair the acronym with each meaning, then how widespread the meaning is.
    spread = {root: len(papers) for root, papers in meanings.items()}
    if len(meanings) == 1 or max(spread.values()) < DOMINANT_PAPERS:
        spread = {root: len(long_papers.get(root, ())) for root in meanings}
    ranked = sorted(spread, key=lambda root: (-spread[root], root))
    if len(ranked) == 1:
        return ranked[0]
    top, runner_up = spread[ranked[0]], spread[ranked[1]]
    if top >= DOMINANT_PAPERS and top >= DOMINANT_RATIO * runner_up:
        return ranked[0]
    return None


def _group_reject_reason(members: list[_Occurrence]) -> str | None:
    """A group that is a single lowercase word no term list knows is a common word, also
    when some papers wrote it with filler words ("record dataset", "basic prediction tasks")."""
    surfaces = {bare_words(s) for occ in members for s in occ.surfaces}
    if not all(is_lowercase_word(s) for s in surfaces):
        return None
    if any(is_known_word(s) for s in surfaces):
        return None
    lowercase_papers = {occ.paper for occ in members if occ.lowercase}
    all_papers = {occ.paper for occ in members}
    # A proper name ("Adam", "Wikipedia") is capitalized wherever it appears.
    if 2 * len(lowercase_papers) >= len(all_papers):
        return "common word"
    return None


def _names_a_problem(surface: str) -> bool:
    """Several words ending in "problem(s)": the name of a task."""
    front, _, last = surface.strip().rpartition(" ")
    return bool(front) and last.lower() in ("problem", "problems")


#: Papers that must name a kind of a listed task before its name's ending decides its type.
TASK_KIND_MIN_PAPERS = 3


def _ends_in_a_listed_task(surface: str) -> bool:
    """Whether the last two words or more of ``surface``, not all of it, are a task a term
    list knows ("hierarchical reinforcement learning")."""
    words = surface.split()
    return any("Task" in lexicon_types(" ".join(words[k:])) for k in range(1, len(words) - 1))


def _vote(members: list[_Occurrence], surfaces: Iterable[str]) -> str:
    """The type most papers gave the group; a term list's type outweighs a narrow lead when
    some paper gave it (a list adds no type of its own), and so does Task for a name ending
    in "problem" (``_names_a_problem``) or in a listed task (``_ends_in_a_listed_task``)
    that several papers name, whichever types the papers gave."""
    papers_by_type: dict[str, set[str]] = defaultdict(set)
    for occ in members:
        papers_by_type[occ.type].add(occ.paper)
    votes = Counter({t: float(len(p)) for t, p in papers_by_type.items()})
    listed: set[str] = set()
    for surface in surfaces:
        listed |= lexicon_types(surface)
    papers = set().union(*papers_by_type.values())
    named_task = not listed and any(
        _names_a_problem(s)
        # a line of work several papers name is the kind of a listed task its name ends in
        or (len(papers) >= TASK_KIND_MIN_PAPERS and _ends_in_a_listed_task(s))
        for s in surfaces
    )
    lead = 0.5 * sum(len(p) for p in papers_by_type.values()) + 0.25
    if named_task:
        # "capacitated kelp routing problem": its name says what it is, however often its
        # short form alone was read as the method that solves it; so does "hierarchical
        # reinforcement learning", a kind of a listed task, whatever "HRL methods" says. One
        # or two papers' "Ripple Reinforcement Learning (RRL)" is more often their method.
        votes["Task"] += lead
    elif len(listed) == 1 and (listed_type := next(iter(listed))) in votes:
        # a term list decides among the types the papers gave: "MAPS", a dataset and another
        # paper's method, is no listed measure
        votes[listed_type] += lead
    order = {t: i for i, t in enumerate(ENTITY_TYPES)}
    return min(votes, key=lambda t: (-votes[t], order.get(t, len(order))))


def _canonical(members: list[_Occurrence]) -> CanonicalEntity:
    surface_papers: dict[str, set[str]] = defaultdict(set)
    for occ in members:
        for surface in occ.surfaces:
            surface_papers[surface].add(occ.paper)
    entity_type = _vote(members, surface_papers)
    keys = {name_key(s) for s in surface_papers}
    long_papers: dict[str, set[str]] = defaultdict(set)
    for surface, papers in surface_papers.items():
        # "<org> COCO" is a variant of the name, not its spelled-out form; "ReLU networks"
        # and "Existing GNNs" are the group's "ReLU" and "GNNs" with filler words, but a name
        # the term lists know is a name of its own ("neural architecture search" beside a
        # paper's "architecture search").
        if (
            not is_acronym(surface)
            and strip_organization(surface) is None
            and (
                entity_type in lexicon_types(surface)
                or not any(
                    name_key(core) in keys
                    for core in filler_cores(
                        surface, entity_type if entity_type in ("Dataset", "Task") else None
                    )
                )
            )
        ):
            long_papers[name_key(surface)] |= papers
    short_papers: dict[str, set[str]] = defaultdict(set)
    for surface, papers in surface_papers.items():
        if is_acronym(surface):
            short_papers[name_key(surface)] |= papers
    most_long = max((len(p) for p in long_papers.values()), default=0)
    most_short = max((len(p) for p in short_papers.values()), default=0)
    # A long form names the entity unless the acronym is what the corpus writes (a rare
    # expansion of a name everyone uses bare). A task is named in words whatever the counts:
    # "neural architecture search" tells a reader what "NAS" only abbreviates.
    use_long = bool(long_papers) and (
        entity_type == "Task" or most_short <= ACRONYM_NAME_RATIO * most_long
    )
    candidates = (long_papers if use_long else short_papers or long_papers) or {
        name_key(s) or s: p for s, p in surface_papers.items()
    }
    # Of names as widespread, one spelled out ("semi-supervised anomaly detection") before one
    # with an acronym among its words ("semi-supervised AD").
    with_acronym = {
        name_key(s)
        for s in surface_papers
        if " " in s and any(is_acronym(w) for w in s.split(" ")) and not is_acronym(s)
    }
    # A name built on a qualifier without its head noun ("2-Wasserstein") does not name the
    # group when the group also writes it with the head ("2-Wasserstein distance").
    head_nouns = term_list("head-nouns.txt")
    listed = {name_key(s) for s in surface_papers if lexicon_types(s)}
    headless = {
        name_key(front)
        for s in surface_papers
        for front, _, last in [s.rpartition(" ")]
        if entity_type == "Metric"
        and front
        and singularize(last.lower()) in head_nouns
        and lacks_head_noun(front)
    } - listed
    main_key = min(
        candidates, key=lambda k: (k in headless, -len(candidates[k]), k in with_acronym, k)
    )
    named = [s for s in surface_papers if name_key(s) == main_key] or list(surface_papers)
    name = min(named, key=lambda s: (-len(surface_papers[s]), s))
    # A name the field's full name begins with ("Kelp Open" of "Kelp Open Dataset", one line
    # of synonyms.txt) is that name cut short: the group shows the full name when it has it.
    full_key = synonym_keys().get(main_key)
    full = [
        s
        for s in surface_papers
        if name_key(s) == full_key
        and s.lower().startswith(name.lower())
        and s[len(name) : len(name) + 1] in (" ", "-")
    ]
    if full:
        name = min(full, key=lambda s: (-len(surface_papers[s]), s))
    # "conventional batch normalization (CBN)": a word the group's short form spells stays.
    shown = shown_name(name, surface_papers)
    if not typed_reject_reason(shown, entity_type):
        name = shown
    id_norm = normalize_name(name) or main_key[2:]
    aliases = sorted((s for s in surface_papers if s != name), key=lambda s: (s.casefold(), s))
    papers = sorted({occ.paper for occ in members})
    return CanonicalEntity(entity_key(entity_type, id_norm), entity_type, name, aliases, papers)
