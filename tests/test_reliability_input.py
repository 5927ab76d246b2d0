"""Whatever files users point ``kg`` at (issue 7): every bad input is one line naming the
file and record, a non-zero exit and no traceback, and nothing already stored or written
is lost; odd but valid text goes through untouched.

Encoding policy (the readers' and ``kg load``'s): input is UTF-8, or UTF-16 with a
byte-order mark. Anything else, Latin-1 included, is refused with the line, the byte
offset and an ``iconv`` command, because a guessed encoding silently corrupts names.
Reader-level cases live in tests/test_corpus.py; these go through the command line.
"""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reliability_support import (
    assert_one_line_error,
    generated_extractions,
    graph_checksum,
    kg_env,
    prime_cache,
    run_kg,
    write_extraction_file,
)

from kg.errors import InputError
from kg.store import StoreSettings

GOOD = "We propose Orbit Policy Search for long-horizon planning and evaluate it on ClimbBench."
UNICODE_ABSTRACTS = {
    "cjk": "我们提出 GraphFormer 用于分子性质预测。 We evaluate GraphFormer on QM9 with MAE.",
    "emoji": "We propose RocketNet 🚀 for image classification 🖼️ and report top-1 accuracy.",
    "rtl": "نقترح طريقة جديدة. אנו מציעים שיטה. We fine-tune BERT for question answering.",
    "combining": "We propose Cafe\u0301Net for re\u0301sume\u0301 parsing on the Zoe\u0308 set.",
    "mixed": "Z\u0351\u0368a\u0300l\u0310go \u202ereversed\u202c text; we use ResNet-50.",
}


def _lines(*records: dict[str, object]) -> bytes:
    return "".join(json.dumps(r) + "\n" for r in records).encode("utf-8")


# (file name, content, words the one error line must hold besides the file name)
BAD_FILES: dict[str, tuple[str, bytes, tuple[str, ...]]] = {
    "empty": ("empty.txt", b"", ("empty file",)),
    "binary": ("paper.txt", b"%PDF-1.7\n\x00\x01\x02\xff\xfe binary", ("binary file",)),
    "latin-1": (
        "latin.txt",
        "Corpus\n\nWe propose Café-Net for résumé parsing.\n".encode("latin-1"),
        (":3:", "not UTF-8", "iconv -f latin1"),
    ),
    "malformed-jsonl": (
        "papers.jsonl",
        _lines({"id": "a", "abstract": GOOD}) + b'{"id": "b", "abstract": "unterminated\n',
        (":2:", "malformed JSON"),
    ),
    "csv-without-abstract": (
        "papers.csv",
        b"id,title,summary\n1,A title,We propose a method.\n",
        (":1:", "no 'abstract' column"),
    ),
    "blank-lines": ("blank.txt", b"\n" * 10_000, ("empty file",)),
    "nul-character": (
        "nul.jsonl",
        _lines({"id": "a", "abstract": "We propose A\u0000B for parsing."}),
        (":1:", "NUL character"),
    ),
    "lone-surrogate": (
        "cut.jsonl",
        b'{"id": "a", "title": "Rocket \\ud83d", "abstract": "We propose RocketNet."}\n',
        (":1:", "unpaired surrogate"),
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_kg_build_refuses_bad_input_in_one_line_and_keeps_the_graph(
    case: str, tmp_path: Path
) -> None:
    name, content, words = BAD_FILES[case]
    bad = tmp_path / name
    bad.write_bytes(content)
    db = tmp_path / "kg.lbdb"
    env = kg_env(tmp_path / "cache")
    harmless = write_extraction_file(tmp_path / "harmless.jsonl", generated_extractions(3))
    assert run_kg("load", str(harmless), "--db", str(db), env=env).returncode == 0
    before = graph_checksum(StoreSettings(db_path=db))
    proc = run_kg("build", str(bad), "--db", str(db), env=env)
    assert_one_line_error(proc, str(bad), *words)
    assert graph_checksum(StoreSettings(db_path=db)) == before


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_kg_extract_refuses_bad_input_in_one_line_and_keeps_the_output(
    case: str, tmp_path: Path
) -> None:
    name, content, words = BAD_FILES[case]
    bad = tmp_path / name
    bad.write_bytes(content)
    output = tmp_path / "out.jsonl"
    output.write_text("earlier results\n", encoding="utf-8")
    proc = run_kg("extract", str(bad), "-o", str(output), env=kg_env(tmp_path / "cache"))
    assert_one_line_error(proc, str(bad), *words)
    assert output.read_text(encoding="utf-8") == "earlier results\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out")] == []


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", ("no extractions",)),
        (b"\n" * 10_000, ("no extractions",)),
        (b"\x00\x01binary\xff", ("binary file",)),
        ('{"paper": {"id": "café"}}\n'.encode("latin-1"), (":1:", "not UTF-8")),
        (b'{"paper": {"id": "a"}, "entities": [}\n', (":1:", "malformed JSON")),
        (b'{"paper": {"id": "a\\udfff"}}\n', (":1:", "unpaired surrogate")),
    ],
)
def test_kg_load_refuses_bad_files_in_one_line(
    content: bytes, words: tuple[str, ...], tmp_path: Path
) -> None:
    bad = tmp_path / "extractions.jsonl"
    bad.write_bytes(content)
    db = tmp_path / "kg.lbdb"
    proc = run_kg("load", str(bad), "--db", str(db), env=kg_env(tmp_path / "cache"))
    assert_one_line_error(proc, str(bad), *words)


@pytest.mark.parametrize("command", [["stats"], ["query", "-c", "MATCH (n) RETURN count(n)"]])
def test_a_file_that_is_not_a_database(command: list[str], tmp_path: Path) -> None:
    for name, content in (("notes.txt", GOOD.encode()), ("blob.bin", bytes(range(256)) * 64)):
        path = tmp_path / name
        path.write_bytes(content)
        proc = run_kg(*command, "--db", str(path), env=kg_env(tmp_path / "cache"))
        assert_one_line_error(proc, str(path), "not a valid")
        assert path.read_bytes() == content


def test_skip_bad_goes_on_and_counts_what_it_skipped(tmp_path: Path) -> None:
    good = generated_extractions(3, source_file="papers.jsonl")
    records = [{"id": e.paper.id, "abstract": e.paper.abstract} for e in good]
    papers = tmp_path / "papers.jsonl"
    papers.write_bytes(
        _lines(records[0]) + b"{broken\n" + _lines(records[1], {"id": "no-abstract"}, records[2])
    )
    binary = tmp_path / "scan.txt"
    binary.write_bytes(b"\x00\x01\x02")
    cache = tmp_path / "cache"
    prime_cache(cache, good)
    env = kg_env(cache)
    db = tmp_path / "kg.lbdb"

    stopped = run_kg("build", str(papers), str(binary), "--db", str(db), env=env)
    assert_one_line_error(stopped, f"{papers}:2:")

    built = run_kg("build", str(papers), str(binary), "--db", str(db), "--skip-bad", env=env)
    assert built.returncode == 0, built.stderr
    assert "Traceback" not in built.stderr
    skipped = [line for line in built.stderr.splitlines() if line.startswith("skipped ")]
    assert [line.split(": ")[0] for line in skipped] == [
        f"skipped {papers}:2",
        f"skipped {papers}:4",
        f"skipped {binary}",
    ]
    assert built.stderr.rstrip().endswith("--skip-bad: skipped 3 bad records/files")
    stats = run_kg("stats", "--db", str(db), "--format", "json", env=env)
    assert json.loads(stats.stdout)["labels"]["Paper"] == 3

    # kg extract reports the same way, and writes the good records only.
    output = tmp_path / "out.jsonl"
    quiet = run_kg(
        "-q", "extract", str(papers), str(binary), "-o", str(output), "--skip-bad", env=env
    )
    assert quiet.returncode == 0, quiet.stderr
    assert quiet.stderr.strip() == "--skip-bad: skipped 3 bad records/files"
    ids = [json.loads(line)["paper"]["id"] for line in output.read_text().splitlines()]
    assert ids == [r["id"] for r in records]


def test_latin1_refused_then_converted_as_advised(tmp_path: Path) -> None:
    text = "Corpus\n\nWe propose Café-Net for résumé parsing on the Zoë benchmark.\n"
    latin = tmp_path / "latin.txt"
    latin.write_bytes(text.encode("latin-1"))
    env = kg_env(tmp_path / "cache")
    refused = run_kg("extract", str(latin), "-o", str(tmp_path / "x.jsonl"), env=env)
    line = assert_one_line_error(refused, "iconv -f latin1 -t utf-8")
    assert f"offset {text.encode('latin-1').index('é'.encode('latin-1'))}" in line
    # What iconv would do; and a UTF-16 file with its byte-order mark is read as well.
    utf8 = tmp_path / "latin.utf8.txt"
    utf8.write_text(latin.read_bytes().decode("latin-1"), encoding="utf-8")
    utf16 = tmp_path / "utf16.txt"
    utf16.write_bytes(codecs.BOM_UTF16_LE + text.replace("Zoë", "Åre").encode("utf-16-le"))
    output = tmp_path / "out.jsonl"
    done = run_kg("extract", str(utf8), str(utf16), "-o", str(output), env=env)
    assert done.returncode == 0, done.stderr
    abstracts = [json.loads(line)["paper"]["abstract"] for line in output.read_text().splitlines()]
    assert abstracts == [
        text.split("\n\n")[1].strip(),
        text.split("\n\n")[1].strip().replace("Zoë", "Åre"),
    ]


def _check_offsets(extraction: dict[str, object]) -> int:
    """Every mention lies inside the abstract and slices back to its text; the count."""
    abstract = extraction["paper"]["abstract"]  # type: ignore[index]
    count = 0
    for entity in extraction["entities"]:  # type: ignore[attr-defined]
        for mention in entity["mentions"]:
            assert 0 <= mention["start"] < mention["end"] <= len(abstract)
            assert abstract[mention["start"] : mention["end"]] == mention["text"]
            count += 1
    return count


def test_unicode_long_and_sparse_input_goes_through_untouched(tmp_path: Path) -> None:
    unicode_file = tmp_path / "unicode.jsonl"
    unicode_file.write_bytes(
        _lines(
            *(
                {"id": f"{key}-ид-📄", "title": f"{key}: 标题 עברית 🚀", "abstract": text}
                for key, text in UNICODE_ABSTRACTS.items()
            )
        )
    )
    sparse = tmp_path / "sparse.txt"
    sparse.write_text(
        "\n" * 10_000 + GOOD + "\n" * 10_000 + GOOD.replace("Orbit", "Gradient") + "\n" * 10_000,
        encoding="utf-8",
    )
    sentence = (
        "We propose Sparse Echo Attention (SEA) and evaluate SEA on ReefText-2 with token F1. "
    )
    huge = (sentence * (1_048_576 // len(sentence) + 1))[:1_048_576]
    big = tmp_path / "big.jsonl"
    big.write_bytes(_lines({"id": "huge", "title": "One megabyte", "abstract": huge}))

    env = kg_env(tmp_path / "cache")
    output = tmp_path / "out.jsonl"
    extracted = run_kg(
        "extract", str(unicode_file), str(sparse), str(big), "-o", str(output), env=env
    )
    assert extracted.returncode == 0, extracted.stderr
    assert "Traceback" not in extracted.stderr
    assert "big.jsonl#1: abstract of 1048576 characters; only the first" in extracted.stderr
    lines = [json.loads(line) for line in output.read_text(encoding="utf-8").splitlines()]
    assert [e["paper"]["id"] for e in lines][:5] == [f"{k}-ид-📄" for k in UNICODE_ABSTRACTS]
    assert [e["paper"]["source"] for e in lines][5:] == [
        f"{sparse.resolve().as_posix()}#1",
        f"{sparse.resolve().as_posix()}#2",
        f"{big.resolve().as_posix()}#1",
    ]
    assert sum(_check_offsets(e) for e in lines) > 0
    assert len(lines[-1]["paper"]["abstract"]) == 1_048_576
    assert any(e["name"] == "Sparse Echo Attention" for e in lines[-1]["entities"])

    # Stored and read back verbatim.
    db = tmp_path / "kg.lbdb"
    loaded = run_kg("load", str(output), "--db", str(db), env=env)
    assert loaded.returncode == 0, loaded.stderr
    query = (
        "MATCH (p:Paper) RETURN p.id AS id, p.title AS title, p.abstract AS abstract ORDER BY id"
    )
    read = run_kg("query", "-c", query, "--db", str(db), "--format", "json", env=env)
    assert read.returncode == 0, read.stderr
    stored = {row["id"]: (row["title"], row["abstract"]) for row in json.loads(read.stdout)["rows"]}
    for extraction in lines:
        paper = extraction["paper"]
        assert stored[paper["id"]] == (paper["title"], paper["abstract"])


# ── property-based: readers and extractor over arbitrary text ────────────────

_WORDS = [
    "We",
    "propose",
    "use",
    "BERT",
    "ResNet-50",
    "on",
    "ImageNet",
    "SQuAD",
    "with",
    "accuracy",
    "F1",
    "for",
    "question",
    "answering",
    "(",
    ")",
    "(SEA)",
    "Sparse",
    "Echo",
    "Attention",
    "$\\times$",
    "\\textbf{X}",
    "**bold**",
    "https://x.org/a",
    ".",
    ",",
    ";",
    "-",
    "\n",
    "\n\n",
    "我们",
    "🚀",
    "e\u0301",
    "עברית",
    "عربي",
    "\u200b",
    "\u2028",
    "\t",
    "\u00a0",
    "'",
    '"',
    "`",
]
_TEXT = st.one_of(
    st.text(max_size=400),
    st.lists(st.sampled_from(_WORDS), max_size=80).map(" ".join),
    st.lists(st.one_of(st.sampled_from(_WORDS), st.text(max_size=6)), max_size=60).map("".join),
)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=_TEXT)
def test_extractor_offsets_always_slice_back(text: str) -> None:
    from kg.extract import extract_text

    extraction = extract_text(text).to_json()
    extraction["paper"]["abstract"] = text
    _check_offsets(extraction)
    for relation in extraction["relations"]:
        keys = {e["key"] for e in extraction["entities"]} | {"paper"}
        assert relation["source"] in keys and relation["target"] in keys


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=_TEXT, suffix=st.sampled_from([".txt", ".jsonl", ".csv", ".json", ""]))
def test_read_then_extract_never_raises_anything_else(
    text: str, suffix: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    from kg.corpus import read_papers
    from kg.extract import extract_papers

    path = tmp_path_factory.mktemp("any") / f"input{suffix}"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        papers = list(read_papers([path]))
    except InputError as error:
        assert str(error).startswith(str(path))
        assert "\n" not in str(error)
        return
    for extraction in extract_papers(papers):
        _check_offsets(extraction.to_json())
