"""The package list, which pyproject.toml cannot express: every ``kg*`` package, plus the
repository's top-level ``cypher/`` folder (the one source of the query library, the schema
files and the Browser style) shipped inside the package as ``kg.cypher``, where
``kg.paths`` finds it with ``importlib.resources``."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["kg", "kg.*"]), "kg.cypher"],
    package_dir={"kg.cypher": "cypher"},
)
