"""Plain data passed between the pipeline stages (read → extract → resolve → assemble → store).

The JSON shapes produced by ``to_json`` are the extraction-file contract of docs/design.md.
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

EntityType = Literal["Method", "Task", "Dataset", "Metric"]
ENTITY_TYPES: tuple[str, ...] = ("Method", "Task", "Dataset", "Metric")

PAPER_RELATIONS: tuple[str, ...] = ("PROPOSES", "USES", "ADDRESSES", "EVALUATES_ON", "REPORTS")
METHOD_RELATIONS: tuple[str, ...] = ("COMPARED_WITH", "PART_OF")
RELATION_TYPES: tuple[str, ...] = PAPER_RELATIONS + METHOD_RELATIONS

#: The relation ``source`` value that stands for the paper itself.
PAPER = "paper"


def content_hash(text: str) -> str:
    """Stable hash of a text, insensitive to whitespace layout."""
    normalized = " ".join(text.split())
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Paper:
    """One paper as read from a corpus file."""

    id: str
    abstract: str
    source: str
    title: str | None = None
    year: int | None = None
    venue: str | None = None
    url: str | None = None

    @functools.cached_property  # hashed once: a rebuild compares it several times per paper
    def content_hash(self) -> str:
        return content_hash(f"{self.title or ''}\n{self.abstract}")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "source": self.source,
            "title": self.title,
            "abstract": self.abstract,
            "year": self.year,
            "venue": self.venue,
            "url": self.url,
            "content_hash": self.content_hash,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Paper:
        return cls(
            id=str(data["id"]),
            abstract=data.get("abstract") or "",
            source=data.get("source") or "",
            title=data.get("title"),
            year=data.get("year"),
            venue=data.get("venue"),
            url=data.get("url"),
        )


@dataclass(frozen=True, slots=True)
class Mention:
    """A character span of the paper's abstract (offsets into the original text)."""

    start: int
    end: int
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "text": self.text}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Mention:
        return cls(int(data["start"]), int(data["end"]), str(data["text"]))


@dataclass(slots=True)
class Entity:
    """An entity of one paper: ``key`` is ``"<type lowercase>:<normalized name>"``."""

    key: str
    type: str
    name: str
    aliases: list[str] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "type": self.type,
            "name": self.name,
            "aliases": list(self.aliases),
            "mentions": [m.to_json() for m in self.mentions],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Entity:
        return cls(
            key=str(data["key"]),
            type=str(data["type"]),
            name=str(data["name"]),
            aliases=[str(a) for a in data.get("aliases") or []],
            mentions=[Mention.from_json(m) for m in data.get("mentions") or []],
        )


@dataclass(frozen=True, slots=True)
class Relation:
    """``source``/``target`` are entity keys of the same extraction, or ``PAPER``."""

    type: str
    source: str
    target: str
    evidence: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "source": self.source,
            "target": self.target,
            "evidence": self.evidence,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Relation:
        return cls(
            type=str(data["type"]),
            source=str(data["source"]),
            target=str(data["target"]),
            evidence=str(data.get("evidence") or ""),
        )


@dataclass(slots=True)
class Extraction:
    """What the extractor found in one paper."""

    paper: Paper
    entities: list[Entity] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "paper": self.paper.to_json(),
            "entities": [e.to_json() for e in self.entities],
            "relations": [r.to_json() for r in self.relations],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Extraction:
        return cls(
            paper=Paper.from_json(data["paper"]),
            entities=[Entity.from_json(e) for e in data.get("entities") or []],
            relations=[Relation.from_json(r) for r in data.get("relations") or []],
        )


def entity_key(entity_type: str, normalized_name: str) -> str:
    return f"{entity_type.lower()}:{normalized_name}"
