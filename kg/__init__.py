"""kg: turn machine-learning paper abstracts into a queryable knowledge graph."""

__version__ = "0.1.0"
