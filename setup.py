"""The package list, which pyproject.toml cannot express: every ``kg*`` package, plus the
repository's top-level ``cypher/`` folder (the one source of the query library, the schema
files and the Browser style) shipped inside the package as ``kg.cypher``, where
``kg.paths`` finds it with ``importlib.resources``."""

from setuptools import find_namespace_packages, setup

# Namespace discovery lists the data folders too ("kg.data", "kg.models.recognizer.ner"):
# setuptools warns about importable folders its ``packages`` leaves out.
setup(
    packages=[
        *find_namespace_packages(include=["kg", "kg.*"], exclude=["*.__pycache__"]),
        "kg.cypher",
        *(f"kg.cypher.{name}" for name in find_namespace_packages(where="cypher")),
    ],
    package_dir={"kg.cypher": "cypher"},
)
