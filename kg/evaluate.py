"""Score extractions against gold annotations (``kg eval``, docs/design.md "Gold annotations").

Gold: one JSON object per paper, ``{"id", "entities": [{"type", "name", "aliases",
"required"}], "relations": [{"type", "head", "tail", "required"}]}``; ``head``/``tail`` name
a gold entity (its name or an alias) or are ``"PAPER"``.

Predictions: ``kg extract`` output, one ``Extraction`` JSON object per line, paired with a
gold paper when ``paper.source`` or ``paper.id`` equals the gold ``id``. A source names its
file by absolute path, so a gold id may give the file by a trailing part of that path
instead (``abstracts.txt#3``, ``2020/abstracts.txt#3``).

Rules:

* An entity matches a gold entity of the same type when a ``normalize_name`` form of its
  name or one of its aliases equals a form of the gold name or one of the gold aliases.
* A relation matches a gold relation of the same type when both endpoints match: the paper
  with ``PAPER``, and an entity endpoint as entities match (same type, shared form). A
  predicted endpoint is the predicted entity with that key (name and aliases); a key with
  no entity in the extraction stands for the name in the key.
* Matching is one-to-one: each gold item is credited to at most one prediction and each
  prediction to at most one gold item. Predictions are first matched to required gold
  items (maximum matching, so no credit is lost to an unlucky order), then the rest to
  optional ones. A prediction left unmatched is a false positive — including a second
  prediction of an already matched gold item, since that becomes a duplicate node or edge
  in the graph.
* A gold relation counts as required only when it is marked required and so are its
  entity endpoints: missing an edge to an optional entity is not an error.
* Required gold items count for recall; predictions matched to optional items count for
  neither recall nor precision. Gold papers without a prediction count as all-missed;
  predictions for papers not in the gold file are ignored (and counted).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import networkx as nx

from kg.errors import InputError
from kg.extraction_file import read_json_lines, read_numbered_extractions
from kg.model import ENTITY_TYPES, PAPER, RELATION_TYPES, Extraction, Paper
from kg.normalize import normalize_name
from kg.schema import RELATION_ENDPOINTS

#: The gold spelling of the paper endpoint.
GOLD_PAPER = "PAPER"

T = TypeVar("T")
U = TypeVar("U")


# ── data ──────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class GoldEntity:
    type: str
    name: str
    aliases: tuple[str, ...] = ()
    required: bool = True

    @property
    def forms(self) -> frozenset[str]:
        return name_forms([self.name, *self.aliases])


@dataclass(frozen=True)
class GoldRelation:
    type: str
    head: str
    tail: str
    required: bool = True


@dataclass(frozen=True)
class GoldPaper:
    id: str
    entities: tuple[GoldEntity, ...]
    relations: tuple[GoldRelation, ...]


@dataclass(frozen=True)
class Endpoint:
    """A relation endpoint reduced to what matching compares: the paper, or type + forms."""

    type: str  # "paper" for the paper itself
    forms: frozenset[str]
    label: str

    def matches(self, other: Endpoint) -> bool:
        if self.type == PAPER or other.type == PAPER:
            return self.type == other.type
        return self.type == other.type and bool(self.forms & other.forms)


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def add(self, other: Counts) -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn

    def to_json(self) -> dict[str, Any]:
        return {
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "precision": round(self.precision, 4),
            "recall": round(self.recall, 4),
            "f1": round(self.f1, 4),
        }


@dataclass
class PaperDetails:
    """What one paper got wrong: required gold items missed, and false positives."""

    id: str
    has_prediction: bool
    missed_entities: list[str] = field(default_factory=list)
    false_entities: list[str] = field(default_factory=list)
    missed_relations: list[str] = field(default_factory=list)
    false_relations: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "has_prediction": self.has_prediction,
            "missed_entities": self.missed_entities,
            "false_entities": self.false_entities,
            "missed_relations": self.missed_relations,
            "false_relations": self.false_relations,
        }


@dataclass
class EvalReport:
    entities: dict[str, Counts]
    relations: dict[str, Counts]
    entities_any_type: Counts
    gold_papers: int
    papers_without_prediction: list[str]
    ignored_predictions: int
    papers: list[PaperDetails]

    @property
    def entities_micro(self) -> Counts:
        return _sum(self.entities.values())

    @property
    def relations_micro(self) -> Counts:
        return _sum(self.relations.values())

    def to_json(self, details: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "gold_papers": self.gold_papers,
            "papers_without_prediction": self.papers_without_prediction,
            "ignored_predictions": self.ignored_predictions,
            "entities": {t: c.to_json() for t, c in self.entities.items()},
            "entities_micro": self.entities_micro.to_json(),
            "entities_any_type": self.entities_any_type.to_json(),
            "relations": {t: c.to_json() for t, c in self.relations.items()},
            "relations_micro": self.relations_micro.to_json(),
        }
        if details:
            data["papers"] = [p.to_json() for p in self.papers]
        return data


# ── reading ───────────────────────────────────────────────────────────────────


def load_gold(path: Path | str) -> dict[str, GoldPaper]:
    """Read and check a gold file; every problem is an ``InputError`` naming the line."""
    papers: dict[str, GoldPaper] = {}
    first_line: dict[str, int] = {}
    for line_no, data in read_json_lines(Path(path)):
        where = f"{path}:{line_no}"
        paper = _gold_paper(data, where)
        if paper.id in papers:
            raise InputError(
                where, f"duplicate gold id {paper.id!r} (first on line {first_line[paper.id]})"
            )
        papers[paper.id] = paper
        first_line[paper.id] = line_no
    return papers


def load_predictions(path: Path | str) -> list[tuple[int, Extraction]]:
    """(line number, extraction) for each line of a ``kg extract`` file, checked as every
    command checks it (``kg.extraction_file``); a relation end without an entity stands
    for the name in its key."""
    return read_numbered_extractions(Path(path), dangling_ends=True)


def _gold_paper(data: dict[str, Any], where: str) -> GoldPaper:
    paper_id = data.get("id")
    if not isinstance(paper_id, str) or not paper_id:
        raise InputError(where, "gold record needs a non-empty string 'id'")
    entities = tuple(
        _gold_entity(e, f"{where} entity {i}")
        for i, e in enumerate(_list(data, "entities", where), 1)
    )
    relations = tuple(
        _gold_relation(r, f"{where} relation {i}")
        for i, r in enumerate(_list(data, "relations", where), 1)
    )
    by_name: dict[str, GoldEntity] = {}
    for entity in entities:
        for surface in (entity.name, *entity.aliases):
            by_name.setdefault(surface, entity)
    for i, relation in enumerate(relations, 1):
        for end in (relation.head, relation.tail):
            if end != GOLD_PAPER and end not in by_name:
                raise InputError(
                    f"{where} relation {i}", f"{end!r} is not a gold entity name or alias"
                )
    return GoldPaper(paper_id, entities, relations)


def _list(data: dict[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key) or []
    if not isinstance(value, list):
        raise InputError(where, f"'{key}' must be a list")
    return value


def _gold_entity(data: Any, where: str) -> GoldEntity:
    if not isinstance(data, dict):
        raise InputError(where, "expected an object")
    kind, name, aliases = data.get("type"), data.get("name"), data.get("aliases") or []
    if kind not in ENTITY_TYPES:
        raise InputError(where, f"type must be one of {', '.join(ENTITY_TYPES)}, found {kind!r}")
    if not isinstance(name, str) or not normalize_name(name):
        raise InputError(where, "needs a non-empty 'name'")
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        raise InputError(where, "'aliases' must be a list of strings")
    return GoldEntity(kind, name, tuple(aliases), _required(data, where))


def _gold_relation(data: Any, where: str) -> GoldRelation:
    if not isinstance(data, dict):
        raise InputError(where, "expected an object")
    kind, head, tail = data.get("type"), data.get("head"), data.get("tail")
    if kind not in RELATION_TYPES:
        raise InputError(where, f"type must be one of {', '.join(RELATION_TYPES)}, found {kind!r}")
    if not isinstance(head, str) or not isinstance(tail, str):
        raise InputError(where, "'head' and 'tail' must be strings")
    return GoldRelation(kind, head, tail, _required(data, where))


def _required(data: dict[str, Any], where: str) -> bool:
    value = data.get("required", True)
    if not isinstance(value, bool):
        raise InputError(where, "'required' must be true or false")
    return value


# ── scoring ───────────────────────────────────────────────────────────────────


def _pairing_keys(paper: Paper) -> list[str]:
    """What a gold ``id`` may be for this paper: its source, its id, or the source with its
    path shortened from the left, whole folders at a time (the longest first)."""
    keys = [paper.source, paper.id]
    parts = paper.source.split("/")
    keys += ["/".join(parts[start:]) for start in range(1, len(parts))]
    return [key for key in keys if key]


def evaluate(
    gold: dict[str, GoldPaper],
    predictions: Sequence[tuple[int, Extraction]],
    pred_name: str = "predictions",
) -> EvalReport:
    """Score predictions (as from ``load_predictions``) against gold papers.

    Two predictions for the same gold paper are an ``InputError`` naming ``pred_name``.
    """
    paired: dict[str, Extraction] = {}
    paired_line: dict[str, int] = {}
    ignored = 0
    for line_no, extraction in predictions:
        gold_id = next((key for key in _pairing_keys(extraction.paper) if key in gold), None)
        if gold_id is None:
            ignored += 1
            continue
        if gold_id in paired:
            raise InputError(
                f"{pred_name}:{line_no}",
                f"second prediction for gold paper {gold_id!r} "
                f"(first on line {paired_line[gold_id]})",
            )
        paired[gold_id] = extraction
        paired_line[gold_id] = line_no

    entities = {t: Counts() for t in ENTITY_TYPES}
    relations = {t: Counts() for t in RELATION_TYPES}
    any_type = Counts()
    details = []
    for gold_id, gold_paper in gold.items():
        extraction = paired.get(gold_id)
        detail = PaperDetails(gold_id, extraction is not None)
        _score_paper(gold_paper, extraction, entities, relations, any_type, detail)
        details.append(detail)
    return EvalReport(
        entities=entities,
        relations=relations,
        entities_any_type=any_type,
        gold_papers=len(gold),
        papers_without_prediction=[d.id for d in details if not d.has_prediction],
        ignored_predictions=ignored,
        papers=details,
    )


def evaluate_files(gold_path: Path | str, pred_path: Path | str) -> EvalReport:
    """``evaluate`` over a gold file and a ``kg extract`` file."""
    return evaluate(load_gold(gold_path), load_predictions(pred_path), str(pred_path))


def _score_paper(
    gold: GoldPaper,
    extraction: Extraction | None,
    entity_counts: dict[str, Counts],
    relation_counts: dict[str, Counts],
    any_type: Counts,
    detail: PaperDetails,
) -> None:
    pred_entities = extraction.entities if extraction else []
    pred_relations = extraction.relations if extraction else []

    # Entities.
    gold_ents = list(gold.entities)
    pred_forms = [(e.type, name_forms([e.name, *e.aliases])) for e in pred_entities]
    matched_gold, unmatched_pred = _align(
        gold_ents,
        pred_forms,
        lambda g, p: g.type == p[0] and bool(g.forms & p[1]),
        lambda g: g.required,
    )
    for i, g in enumerate(gold_ents):
        if g.required:
            if i in matched_gold:
                entity_counts[g.type].tp += 1
            else:
                entity_counts[g.type].fn += 1
                detail.missed_entities.append(f"{g.type}: {g.name}")
    for j in unmatched_pred:
        e = pred_entities[j]
        entity_counts.setdefault(e.type, Counts()).fp += 1
        detail.false_entities.append(f"{e.type}: {e.name}")

    # The same alignment with types ignored: did the extractor find the thing at all?
    found, extra = _align(
        gold_ents, pred_forms, lambda g, p: bool(g.forms & p[1]), lambda g: g.required
    )
    any_type.tp += sum(1 for i, g in enumerate(gold_ents) if g.required and i in found)
    any_type.fn += sum(1 for i, g in enumerate(gold_ents) if g.required and i not in found)
    any_type.fp += len(extra)

    # Relations.
    by_surface: dict[str, list[GoldEntity]] = {}
    for entity in gold.entities:
        for surface in dict.fromkeys((entity.name, *entity.aliases)):
            by_surface.setdefault(surface, []).append(entity)
    gold_rels = []
    for relation in gold.relations:
        ends = RELATION_ENDPOINTS.get(relation.type, ())
        head = _gold_endpoint(relation.head, by_surface, {source for source, _ in ends})
        tail = _gold_endpoint(relation.tail, by_surface, {target for _, target in ends})
        required = relation.required and all(e is None or e.required for e in (head, tail))
        gold_rels.append(
            (
                relation,
                _as_endpoint(head, relation.head),
                _as_endpoint(tail, relation.tail),
                required,
            )
        )
    by_key = {e.key: e for e in pred_entities}
    pred_rels = [
        (r, _pred_endpoint(r.source, by_key), _pred_endpoint(r.target, by_key))
        for r in pred_relations
    ]
    matched_rel, unmatched_rel = _align(
        gold_rels,
        pred_rels,
        lambda g, p: g[0].type == p[0].type and g[1].matches(p[1]) and g[2].matches(p[2]),
        lambda g: g[3],
    )
    for i, (relation, _head, _tail, required) in enumerate(gold_rels):
        if required:
            if i in matched_rel:
                relation_counts[relation.type].tp += 1
            else:
                relation_counts[relation.type].fn += 1
                detail.missed_relations.append(
                    f"{relation.type}: {relation.head} -> {relation.tail}"
                )
    for j in unmatched_rel:
        r, head, tail = pred_rels[j]
        relation_counts.setdefault(r.type, Counts()).fp += 1
        detail.false_relations.append(f"{r.type}: {head.label} -> {tail.label}")


def _gold_endpoint(
    surface: str, by_surface: dict[str, list[GoldEntity]], types: set[str]
) -> GoldEntity | None:
    """The gold entity a relation end names; when one surface names entities of several
    types ("token compression" as Method and Task), the one the relation type allows."""
    if surface == GOLD_PAPER:
        return None
    candidates = by_surface[surface]
    return next((e for e in candidates if e.type in types), candidates[0])


def _as_endpoint(entity: GoldEntity | None, surface: str) -> Endpoint:
    if entity is None:
        return Endpoint(PAPER, frozenset(), GOLD_PAPER)
    return Endpoint(entity.type, entity.forms, surface)


def _pred_endpoint(key: str, by_key: dict[str, Any]) -> Endpoint:
    if key == PAPER:
        return Endpoint(PAPER, frozenset(), GOLD_PAPER)
    entity = by_key.get(key)
    if entity is not None:
        return Endpoint(entity.type, name_forms([entity.name, *entity.aliases]), entity.name)
    kind, _, name = key.partition(":")
    type_name = next((t for t in ENTITY_TYPES if t.lower() == kind.lower()), kind)
    return Endpoint(type_name, name_forms([name]), name or key)


def _align(
    gold: Sequence[T],
    pred: Sequence[U],
    match: Callable[[T, U], bool],
    required: Callable[[T], bool],
) -> tuple[set[int], list[int]]:
    """One-to-one matching, required gold first: (matched gold indices, unmatched pred
    indices).

    A maximum matching (networkx) of the predictions with the required gold items, then of
    the predictions left with the optional ones. Among maximum matchings, earlier
    predictions win (a later duplicate of a matched item is the false positive), then
    earlier gold items: the weights make each earlier prediction outweigh all later ones.
    """
    matched_gold: set[int] = set()
    free = set(range(len(pred)))
    for want_required in (True, False):
        allowed = [i for i, g in enumerate(gold) if required(g) == want_required]
        pairs = nx.Graph()
        for j in sorted(free):
            for i in allowed:
                if match(gold[i], pred[j]):
                    weight = 2 ** (len(pred) - j) * (len(gold) + 1) + len(gold) - i
                    pairs.add_edge(("pred", j), ("gold", i), weight=weight)
        for a, b in nx.max_weight_matching(pairs, maxcardinality=True):
            (_, j), (_, i) = (a, b) if a[0] == "pred" else (b, a)
            matched_gold.add(i)
            free.discard(j)
    return matched_gold, sorted(free)


def name_forms(surfaces: Iterable[str]) -> frozenset[str]:
    """The normalized forms of a name and its aliases: two entities match when they share one."""
    return frozenset(f for f in (normalize_name(s) for s in surfaces) if f)


def _sum(counts: Iterable[Counts]) -> Counts:
    total = Counts()
    for c in counts:
        total.add(c)
    return total


# ── presentation ──────────────────────────────────────────────────────────────


def report_tables(report: EvalReport) -> list[Any]:
    """The score tables (``kg.render``): entities per type, relations per type, micro
    averages."""
    from kg.render import SECTION, Column, Row, table

    columns = [Column("type"), *(Column(c, numeric=True) for c in SCORE_COLUMNS)]

    def row(name: str, c: Counts, style: str | None = None) -> Row:
        scores = (f"{c.precision:.3f}", f"{c.recall:.3f}", f"{c.f1:.3f}")
        return Row((name, c.tp + c.fn, c.tp, c.fp, c.fn, *scores), style)

    def rows(per_type: dict[str, Counts], micro: Counts, extra: dict[str, Counts]) -> list[Any]:
        return [
            *(row(name, counts) for name, counts in per_type.items()),
            SECTION,
            row("micro", micro, "bold"),
            *(row(name, counts, "dim") for name, counts in extra.items()),
        ]

    return [
        table(
            columns,
            rows(report.entities, report.entities_micro, {"any type": report.entities_any_type}),
            title="Entities",
        ),
        table(columns, rows(report.relations, report.relations_micro, {}), title="Relations"),
    ]


#: The score columns of ``report_tables`` after the type.
SCORE_COLUMNS = ("gold", "TP", "FP", "FN", "P", "R", "F1")


def details_lines(report: EvalReport) -> list[str]:
    """Plain lines listing, per gold paper, the required items missed and the false positives."""
    lines: list[str] = []
    for paper in report.papers:
        sections = [
            ("missed entity", paper.missed_entities),
            ("false entity", paper.false_entities),
            ("missed relation", paper.missed_relations),
            ("false relation", paper.false_relations),
        ]
        if not any(items for _, items in sections) and paper.has_prediction:
            continue
        lines.append(f"{paper.id}" + ("" if paper.has_prediction else "  (no prediction)"))
        for label, items in sections:
            lines.extend(f"  {label:<16} {item}" for item in items)
    return lines
