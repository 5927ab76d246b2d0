"""Extraction by the rules and the recognizer alone, for the tests of the rules: one-sentence
fixtures are no evidence for the entity filter (kg.extract.confidence), tested on its own."""

from __future__ import annotations

from functools import partial

from kg.extract import extract_text

by_rules = partial(extract_text, confident=False)
