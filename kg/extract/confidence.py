"""How sure the extractor is of each entity it found in a paper, and dropping the unsure ones.

The rules and the recognizer propose an entity wherever a phrase has the shape of one; in
text nobody tuned them on, about half of the tasks a paper names only once in passing are
not what an annotator would list ("poor efficiency", "detection" alone, "clustering" used as
a means). Whether a candidate is one is told less by the phrase than by how the abstract
uses it: named in the title, first or several times, listed after "such as", before "tasks" or
beside others of its kind, the paper's own proposal or a baseline, one word or four, an
acronym or lowercase words, a term list's name. This module scores that evidence with a
logistic model trained on the project's guideline annotations (``python -m
kg.extract.train_filter``), and ``keep_confident`` drops the entities scored below the
model's threshold, with their relations.

Features (``entity_features``) are general by design: counts, shapes, the relations the
paper has to the entity, a few cue words right before or after a mention, term-list
membership; each is conjoined with the entity's type (a one-word Task and a one-word Dataset
are different evidence). No word of a name is a feature, so the model carries over to
conferences it never saw.

The model is ``kg/models/entity-filter.json``: bias, weights, thresholds, and in ``meta`` the
data it was trained on (file digests), its settings and its scores on the development sets.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.errors import ModelNotFoundError
from kg.extract import cues
from kg.extract.lexicon import Lexicon, component_lexicon
from kg.model import PAPER, Entity, Extraction, Relation
from kg.names import DOING_ENDINGS
from kg.normalize import normalize_name

FILTER_MODEL = Path(__file__).resolve().parent.parent / "models" / "entity-filter.json"

#: Words and marks right before a mention that tell how the abstract uses it ("tasks such
#: as X", "the problem of X", "outperforms X", "using X"). Several words are matched whole.
CUES_BEFORE: tuple[str, ...] = (
    *("such as", "including", "include", "e.g.", "i.e.", "namely", "like", "problem of"),
    *("task of", "tasks", "for", "on", "of", "in", "to", "the", "and", ",", "using", "via"),
    *("with", "by", "our", "we", "a", "an", "propose", "introduce", "outperforms", "than"),
    *("from", "as"),
)
#: Words and marks right after a mention ("X tasks", "X benchmark", "X, Y and Z").
CUES_AFTER: tuple[str, ...] = (
    *("task", "tasks", "problem", "problems", "benchmark", "benchmarks", "dataset"),
    *("datasets", ",", "and", ".", "(", "setting", "settings", "model", "models", "method"),
    *("methods", "algorithm", "approach", "framework", "score", "metric"),
)
_WORDS_BEFORE = re.compile(r"[\w.\-]+|[,;:()]")
_WORDS_AFTER = re.compile(r"[\w\-]+|[,;:().]")
_CAPITALS = re.compile(r"[A-Z]{2}")
_DIGIT = re.compile(r"\d")
#: Nouns of doing other than in "-ing" (that ending is a feature of its own).
_DOING = tuple(ending for ending in DOING_ENDINGS if ending != "ing")
#: Characters of context read on each side of a mention.
_CONTEXT = 40
#: Words at most before a mention that opens the abstract ("Effective kelp control …").
_OPENING_WORDS = 2
#: What stands between two items of one list ("X, Y and Z", "X or Y").
_LIST_GAP = re.compile(r"\s*(?:[,;]\s*)?(?:(?:and|or)\s+)?", re.IGNORECASE)


@dataclass(frozen=True)
class EntityFilter:
    """A logistic model over ``entity_features``: ``score`` is the probability that an
    annotator would list the entity; below ``threshold`` it is dropped, or below the one
    ``type_thresholds`` gives its type."""

    weights: Mapping[str, float]
    bias: float
    threshold: float
    meta: Mapping[str, Any] = field(default_factory=dict)
    type_thresholds: Mapping[str, float] = field(default_factory=dict)

    def score(self, features: Mapping[str, float]) -> float:
        total = self.bias + sum(self.weights.get(name, 0.0) * v for name, v in features.items())
        return 1.0 / (1.0 + math.exp(-total))

    def threshold_for(self, entity_type: str) -> float:
        return self.type_thresholds.get(entity_type, self.threshold)

    def to_json(self) -> dict[str, Any]:
        return {
            "threshold": self.threshold,
            "type_thresholds": dict(sorted(self.type_thresholds.items())),
            "bias": self.bias,
            "weights": dict(sorted(self.weights.items())),
            "meta": dict(self.meta),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> EntityFilter:
        return cls(
            weights={str(k): float(v) for k, v in data["weights"].items()},
            bias=float(data["bias"]),
            threshold=float(data["threshold"]),
            meta=data.get("meta", {}),
            type_thresholds={str(k): float(v) for k, v in data.get("type_thresholds", {}).items()},
        )


@functools.cache
def shipped_filter(path: Path = FILTER_MODEL) -> EntityFilter:
    """The entity filter shipped with kg (``kg/models/entity-filter.json``)."""
    try:
        return EntityFilter.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError) as exc:
        raise ModelNotFoundError(f"no entity filter model in {path}: {exc}") from exc


@functools.cache
def _lexicon() -> Lexicon:
    return component_lexicon((), True)


def paper_roles(relations: Iterable[Relation]) -> dict[str, set[str]]:
    """Entity key → how the paper relates to it: ``"PROPOSES"``, ``"USES"``, …, and
    ``"head:COMPARED_WITH"`` / ``"tail:PART_OF"`` for the relations between entities."""
    roles: dict[str, set[str]] = defaultdict(set)
    for relation in relations:
        if relation.source == PAPER:
            roles[relation.target].add(relation.type)
        else:
            roles[relation.source].add(f"head:{relation.type}")
            roles[relation.target].add(f"tail:{relation.type}")
    return roles


def entity_features(
    entity: Entity, extraction: Extraction, roles: Mapping[str, set[str]]
) -> dict[str, float]:
    """The evidence for one entity of ``extraction`` (see the module docstring), as named
    binary features, each prefixed with the entity's type."""
    kind = entity.type
    abstract = extraction.paper.abstract
    title = normalize_name(extraction.paper.title or "")
    names = {normalize_name(n) for n in (entity.name, *entity.aliases)}
    name = entity.name
    words = name.split()
    last = words[-1].lower() if words else ""
    lexicon = _lexicon()
    found = {
        f"type={kind}",
        f"m={min(len(entity.mentions), 3)}",
        f"w={min(len(words), 4)}",
        f"lex={lexicon.type_of(name)}",
    }
    found |= {f"rel={role}" for role in roles.get(entity.key, ())}
    flags = {
        "title": any(n and n in title for n in names),
        "acro": bool(_CAPITALS.search(name)),
        "digit": bool(_DIGIT.search(name)),
        "lower": name.islower(),
        "cap": name[:1].isupper() and not _CAPITALS.search(name),
        "alias": bool(entity.aliases),
        "taskhead": last in cues.TASK_HEADS
        or last.rstrip("s") in cues.TASK_HEADS
        or last in cues.PROBLEM_FAMILY_HEADS,
        "ing": last.endswith("ing"),
        "tion": last.endswith(_DOING),
        # a problem family is named in the plural ("kelp attacks", "frond bandits")
        "plural": last.endswith("s")
        and not last.endswith("ss")
        and last not in cues.PROBLEM_FAMILY_HEADS,
        "generic": lexicon.is_generic(name),
        # the abstract opens with it ("Kelp pruning has been widely studied …"): what the
        # paper is about, as its first words most often say; its first mention decides
        "opens": bool(entity.mentions)
        and len(_WORDS_BEFORE.findall(abstract[: min(m.start for m in entity.mentions)]))
        <= _OPENING_WORDS,
    }
    found |= {flag for flag, on in flags.items() if on}
    if _listed_with_its_kind(entity, extraction):
        found.add("list")
    for mention in entity.mentions:
        start, end = mention.start, mention.end
        before = _WORDS_BEFORE.findall(abstract[max(0, start - _CONTEXT) : start].lower())[-2:]
        after = _WORDS_AFTER.findall(abstract[end : end + _CONTEXT].lower())[:1]
        for cue in CUES_BEFORE:
            cue_words = cue.split()
            if before[-len(cue_words) :] == cue_words:
                found.add(f"b={cue}")
        if after and after[0] in CUES_AFTER:
            found.add(f"a={after[0]}")
    return {f"{kind}:{feature}": 1.0 for feature in sorted(found)}


def _listed_with_its_kind(entity: Entity, extraction: Extraction) -> bool:
    """Whether a mention of ``entity`` stands in one list with a mention of another entity of
    its type ("X, Y and Z"): items of a list are things of one kind, and the others' evidence
    speaks for it."""
    text = extraction.paper.abstract
    others = [
        m
        for other in extraction.entities
        if other.type == entity.type and other.key != entity.key
        for m in other.mentions
    ]
    for mention in entity.mentions:
        for other in others:
            left, right = sorted(((mention.start, mention.end), (other.start, other.end)))
            gap = text[left[1] : right[0]]
            if left[1] < right[0] and gap.strip() and _LIST_GAP.fullmatch(gap):
                return True
    return False


def keep_confident(extraction: Extraction, model: EntityFilter | None = None) -> Extraction:
    """``extraction`` without the entities ``model`` (default: the shipped one) scores below
    the threshold of their type, and without the relations to or from them."""
    model = model or shipped_filter()
    roles = paper_roles(extraction.relations)
    dropped = {
        entity.key
        for entity in extraction.entities
        if model.score(entity_features(entity, extraction, roles))
        < model.threshold_for(entity.type)
    }
    if not dropped:
        return extraction
    return Extraction(
        paper=extraction.paper,
        entities=[e for e in extraction.entities if e.key not in dropped],
        relations=[
            r for r in extraction.relations if r.source not in dropped and r.target not in dropped
        ],
    )
