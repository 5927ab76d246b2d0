"""Corpus-level resolution: one canonical entity for all the surface forms of one thing.

Extraction is per paper; this stage looks at the whole corpus at once. Two entity
occurrences (an entity of one paper's extraction) are the same canonical entity when
they have the same type and

* a long form (a name or alias that is not an acronym) normalizes to the same text
  (``kg.normalize.normalize_name``: case, hyphens and spaces, plurals, LaTeX, articles), or
* one is a bare acronym (all its surface forms are acronyms, e.g. ``LLMs``) and the
  other defines that acronym with a long form (``Large Language Models (LLMs)``), either
  in the same paper or, failing that, anywhere in the corpus, provided the corpus gives
  the acronym exactly one long form. Two papers that define one acronym differently keep
  two entities, each defining paper's mentions resolving to its own; a bare use of such
  an acronym elsewhere stays an entity of its own (we cannot tell which one it means).

Types are never merged: a canonical entity has one label. Everything is computed from
the set of extractions alone (sorted orders, connected components), so the same corpus
in any order gives the same ids. An id is ``"<type>:<normalized name>"`` of the group's
most widespread long form (papers using it; ties by the text), and the display name its
most used surface form; every other surface form is kept in ``aliases``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from kg.model import Entity, Extraction, entity_key
from kg.normalize import normalize_name

#: A form of an entity: (type, normalized text).
Node = tuple[str, str]


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
    """Canonical entities by id, and where each paper's own entity keys went."""

    entities: dict[str, CanonicalEntity] = field(default_factory=dict)
    mapping: dict[tuple[str, str], str] = field(default_factory=dict)

    def canonical(self, paper_id: str, local_key: str) -> str | None:
        """The canonical id of entity ``local_key`` of paper ``paper_id`` (None if unknown)."""
        return self.mapping.get((paper_id, local_key))


def is_acronym(surface: str) -> bool:
    """A short single-token form written mostly in capitals: ``RLHF``, ``LLMs``, ``LoRA``."""
    text = surface.strip()
    if not 2 <= len(text) <= 12 or any(c.isspace() for c in text):
        return False
    letters = [c for c in text if c.isalpha()]
    upper = sum(1 for c in letters if c.isupper())
    return upper >= 2 and 2 * upper >= len(letters)


@dataclass
class _Occurrence:
    paper: str
    entity: Entity
    surfaces: list[str]
    long: list[Node]
    short: list[Node]


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[Node, Node] = {}

    def add(self, node: Node) -> None:
        self.parent.setdefault(node, node)

    def find(self, node: Node) -> Node:
        self.add(node)
        root = node
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[node] != root:  # path compression
            self.parent[node], node = root, self.parent[node]
        return root

    def union(self, a: Node, b: Node) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            # The smaller root wins, so the structure does not depend on input order.
            self.parent[max(ra, rb)] = min(ra, rb)


def resolve(extractions: Iterable[Extraction]) -> Resolution:
    """Resolve the entities of all ``extractions`` (see the module docstring)."""
    occurrences = _occurrences(extractions)
    forms = _UnionFind()
    # Phase 1: long forms of one occurrence are one thing; equal long forms meet here.
    for occ in occurrences:
        for node in occ.long:
            forms.union(occ.long[0], node)
    members: dict[Node, set[str]] = defaultdict(set)
    for node in list(forms.parent):
        members[forms.find(node)].add(node[1])

    # Phase 2: where the corpus and each paper define their acronyms.
    corpus_defs: dict[str, set[Node]] = defaultdict(set)
    paper_defs: dict[tuple[str, str, str], Node] = {}
    for occ in occurrences:
        if occ.long:
            for _, short in occ.short:
                corpus_defs[short].add(occ.long[0])
                paper_defs.setdefault((occ.paper, occ.entity.type, short), occ.long[0])

    # Phase 3: each bare acronym goes to its definition, or stands for itself.
    targets: list[Node] = []
    for occ in occurrences:
        if occ.long:
            targets.append(occ.long[0])
            continue
        target = _definition(occ, paper_defs, corpus_defs, forms, members)
        targets.append(target or occ.short[0])
    for occ, target in zip(occurrences, targets, strict=True):
        if not occ.long and target == occ.short[0]:
            for node in occ.short:
                forms.union(target, node)

    groups: dict[Node, list[tuple[_Occurrence, Node]]] = defaultdict(list)
    for occ, target in zip(occurrences, targets, strict=True):
        groups[forms.find(target)].append((occ, target))
    resolution = Resolution()
    for members_of_group in groups.values():
        entity = _canonical(members_of_group)
        resolution.entities[entity.id] = entity
        for occ, _ in members_of_group:
            resolution.mapping[(occ.paper, occ.entity.key)] = entity.id
    resolution.entities = dict(sorted(resolution.entities.items()))
    return resolution


def _occurrences(extractions: Iterable[Extraction]) -> list[_Occurrence]:
    found = []
    for extraction in extractions:
        for entity in extraction.entities:
            surfaces = list(dict.fromkeys(s.strip() for s in [entity.name, *entity.aliases]))
            long: list[Node] = []
            short: list[Node] = []
            for surface in surfaces:
                norm = normalize_name(surface)
                if norm:
                    bucket = short if is_acronym(surface) else long
                    bucket.append((entity.type, norm))
            if not long and not short:  # nothing nameable: keep the key as its only form
                long.append((entity.type, entity.key.split(":", 1)[-1]))
            found.append(
                _Occurrence(
                    extraction.paper.id,
                    entity,
                    [s for s in surfaces if s],
                    list(dict.fromkeys(long)),
                    list(dict.fromkeys(short)),
                )
            )
    found.sort(key=lambda o: (o.paper, o.entity.key, o.entity.type))
    return found


def _definition(
    occ: _Occurrence,
    paper_defs: dict[tuple[str, str, str], Node],
    corpus_defs: dict[str, set[Node]],
    forms: _UnionFind,
    members: dict[Node, set[str]],
) -> Node | None:
    """The long form a bare acronym stands for, if the paper or the corpus says so."""
    entity_type = occ.entity.type
    for _, short in occ.short:
        own = paper_defs.get((occ.paper, entity_type, short))
        if own is not None:
            return own
    for _, short in occ.short:
        defs = corpus_defs.get(short, set())
        same = {forms.find(n) for n in defs if n[0] == entity_type}
        if len(same) != 1:
            continue
        (root,) = same
        # A definition under another type must be the same words, else it's ambiguous.
        if all(n[1] in members[root] for n in defs if n[0] != entity_type):
            return root
    return None


def _canonical(group: list[tuple[_Occurrence, Node]]) -> CanonicalEntity:
    entity_type = group[0][0].entity.type
    long_papers: dict[str, set[str]] = defaultdict(set)
    short_papers: dict[str, set[str]] = defaultdict(set)
    for occ, _ in group:
        for _, norm in occ.long:
            long_papers[norm].add(occ.paper)
        for _, norm in occ.short:
            short_papers[norm].add(occ.paper)
    candidates = long_papers or short_papers
    id_norm = min(candidates, key=lambda n: (-len(candidates[n]), n))

    surface_papers: dict[str, set[str]] = defaultdict(set)
    for occ, _ in group:
        for surface in occ.surfaces:
            surface_papers[surface].add(occ.paper)
    named = [s for s in surface_papers if normalize_name(s) == id_norm] or list(surface_papers)
    name = min(named, key=lambda s: (-len(surface_papers[s]), s)) if named else id_norm
    aliases = sorted((s for s in surface_papers if s != name), key=lambda s: (s.casefold(), s))
    papers = sorted({occ.paper for occ, _ in group})
    return CanonicalEntity(entity_key(entity_type, id_norm), entity_type, name, aliases, papers)
