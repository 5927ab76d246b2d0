"""The corpus readers: formats, stable ids, sources, and every kind of bad input."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.corpus import (
    decode,
    derived_id,
    paper_from_text,
    parse_csv,
    parse_json,
    parse_jsonl,
    parse_text_collection,
    read_papers,
)
from kg.errors import InputError
from kg.model import Paper

FIXTURES = Path(__file__).resolve().parent / "fixtures"

ABSTRACT_A = (
    "We propose Sparse Token Routing (STR), a routing layer for Transformers. "
    "STR improves accuracy on GLUE over BERT."
)
ABSTRACT_B = (
    "Diffusion models are slow to sample. We introduce Step Distillation Flow (SDF) "
    "and evaluate it on CIFAR-10 with FID."
)


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def src(path: Path, record: int) -> str:
    """The ``source`` of a file's record: its absolute path and the record number."""
    return f"{path.resolve().as_posix()}#{record}"


def read(*paths: Path | str, **kwargs: object) -> list[Paper]:
    return list(read_papers(list(paths), **kwargs))  # type: ignore[arg-type]


# ── formats ──────────────────────────────────────────────────────────────────


def test_text_collection_skips_header_and_numbers_abstracts(tmp_path: Path) -> None:
    path = write(tmp_path, "c.txt", f"My Papers 2026\n\n{ABSTRACT_A}\n\n\n{ABSTRACT_B}\n")
    papers = read(path)
    assert [p.source for p in papers] == [src(path, 1), src(path, 2)]
    assert [p.abstract for p in papers] == [ABSTRACT_A, ABSTRACT_B]
    assert papers[0].id == derived_id(ABSTRACT_A)
    assert papers[0].title is None


def test_text_collection_without_header(tmp_path: Path) -> None:
    # The first line ends a sentence, so it is an abstract, not a collection title.
    path = write(tmp_path, "c.txt", f"{ABSTRACT_A}\n\n{ABSTRACT_B}")
    assert [p.abstract for p in read(path)] == [ABSTRACT_A, ABSTRACT_B]


def test_text_collection_joins_wrapped_lines_and_handles_crlf(tmp_path: Path) -> None:
    content = (
        "Header\r\n\r\nWe propose a method\r\nfor graphs.  \r\n   \r\nSecond abstract here.\r\n"
    )
    papers = read(write(tmp_path, "c.txt", content))
    assert [p.abstract for p in papers] == [
        "We propose a method for graphs.",
        "Second abstract here.",
    ]


def test_wrapped_first_abstract_is_not_taken_for_a_header(tmp_path: Path) -> None:
    content = "We propose a method for graph learning that\nscales to billions of edges.\n"
    papers = read(write(tmp_path, "c.txt", content))
    assert [p.abstract for p in papers] == [
        "We propose a method for graph learning that scales to billions of edges."
    ]


def test_real_corpus_layout_has_header_and_19_records() -> None:
    corpus = Path("/work/shared/corpus/000_74eb127d1944ca6d.txt")
    if not corpus.exists():
        pytest.skip("shared corpus not available")
    papers = read(corpus)
    assert len(papers) == 19
    assert papers[0].source == src(corpus, 1)
    assert papers[0].abstract.startswith("Although diffusion models")


def test_jsonl_fields_and_extra_fields_ignored(tmp_path: Path) -> None:
    lines = [
        {
            "id": "p1",
            "title": " A title ",
            "abstract": ABSTRACT_A,
            "year": 2024,
            "venue": "ICML",
            "url": "https://x.org/1",
            "authors": ["someone"],
        },
        {"id": 7, "abstract": ABSTRACT_B, "year": "2023"},
        {"abstract": "Just an abstract.", "title": None, "year": None},
    ]
    content = "\n".join(json.dumps(line) for line in lines) + "\n\n"
    papers = read(write(tmp_path, "d.jsonl", content))
    assert papers[0] == Paper(
        "p1", ABSTRACT_A, src(tmp_path / "d.jsonl", 1), "A title", 2024, "ICML", "https://x.org/1"
    )
    assert (papers[1].id, papers[1].year) == ("7", 2023)
    assert papers[2].id == derived_id("Just an abstract.")


def test_json_array_and_single_object(tmp_path: Path) -> None:
    array = write(tmp_path, "a.json", json.dumps([{"id": "x", "abstract": ABSTRACT_A}]))
    single = write(tmp_path, "s.json", json.dumps({"id": "y", "abstract": ABSTRACT_B}))
    assert [(p.id, p.source) for p in read(array, single)] == [
        ("x", src(array, 1)),
        ("y", src(single, 1)),
    ]


def test_json_file_holding_json_lines(tmp_path: Path) -> None:
    content = json.dumps({"abstract": ABSTRACT_A}) + "\n" + json.dumps({"abstract": ABSTRACT_B})
    assert len(read(write(tmp_path, "l.json", content))) == 2


def test_csv_and_jsonl_fixtures_agree() -> None:
    from_jsonl = read(FIXTURES / "abstracts.jsonl")
    from_csv = read(FIXTURES / "abstracts.csv")
    assert len(from_jsonl) == len(from_csv) == 3

    def essentials(p: Paper) -> tuple[object, ...]:
        return (p.abstract, p.title, p.year, p.venue, p.url)

    assert [essentials(p) for p in from_jsonl] == [essentials(p) for p in from_csv]


def test_csv_columns_case_insensitive_with_bom_and_multiline_field(tmp_path: Path) -> None:
    content = '\ufeffID,Abstract,Year\r\nq1,"Line one,\nline two.",2022\r\n\r\nq2,Other text.,\r\n'
    papers = read(write(tmp_path, "t.csv", content))
    assert [(p.id, p.abstract, p.year) for p in papers] == [
        ("q1", "Line one,\nline two.", 2022),
        ("q2", "Other text.", None),
    ]


def test_tsv(tmp_path: Path) -> None:
    papers = read(write(tmp_path, "t.tsv", "abstract\tid\nSome abstract, with a comma.\tz\n"))
    assert [(p.id, p.abstract) for p in papers] == [("z", "Some abstract, with a comma.")]


def test_directory_is_recursive_sorted_and_filtered(tmp_path: Path) -> None:
    write(tmp_path, "b.txt", f"H\n\n{ABSTRACT_B}")
    write(tmp_path, "a/z.jsonl", json.dumps({"id": "z1", "abstract": ABSTRACT_A}))
    write(tmp_path, "notes.md", "# not a corpus")
    write(tmp_path, ".hidden/x.txt", "H\n\nhidden abstract.")
    papers = read(tmp_path)
    expected = [src(tmp_path / "a/z.jsonl", 1), src(tmp_path / "b.txt", 1)]
    assert [p.source for p in papers] == expected


def test_ids_are_stable_and_whitespace_insensitive(tmp_path: Path) -> None:
    one = read(write(tmp_path, "1.txt", f"H\n\n{ABSTRACT_A}"))[0]
    wrapped = ABSTRACT_A.replace(". ", ".\n")
    two = read(write(tmp_path, "2.txt", f"Other header\n\n{wrapped}"))[0]
    assert one.id == two.id == derived_id(ABSTRACT_A)
    assert len(one.id) == 16


def test_unicode_text_survives(tmp_path: Path) -> None:
    texts = [
        "我们提出了一种新的图神经网络方法 (GNN-X)，在 ImageNet 上取得了更好的准确率。",
        "We propose 🚀 RocketNet for fast inference 🎯.",
        "نقترح طريقة جديدة لتعلم التمثيلات.",
        "Cafe\u0301 models use n\u0303 tokens and Ωmega loss.",
    ]
    content = "Multilingual\n\n" + "\n\n".join(texts)
    papers = read(write(tmp_path, "u.txt", content))
    assert [p.abstract for p in papers] == texts


def test_one_megabyte_abstract_is_accepted(tmp_path: Path) -> None:
    big = ("We scale attention to long documents. " * 30000).strip()
    assert len(big) > 1_000_000
    assert read(write(tmp_path, "big.txt", f"H\n\n{big}"))[0].abstract == big
    csv_path = write(tmp_path, "big.csv", f'abstract\n"{big}"\n')
    assert read(csv_path)[0].abstract == big


def test_utf8_bom_and_utf16_are_decoded(tmp_path: Path) -> None:
    content = f"Header\n\n{ABSTRACT_A}"
    bom = write(tmp_path, "bom.txt", b"\xef\xbb\xbf" + content.encode("utf-8"))
    utf16 = write(tmp_path, "u16.txt", content.encode("utf-16"))
    assert read(bom)[0].abstract == ABSTRACT_A
    assert read(utf16)[0].abstract == ABSTRACT_A


def test_paper_from_text() -> None:
    paper = paper_from_text(f"  {ABSTRACT_A}\n", title="T")
    assert paper.abstract == ABSTRACT_A
    assert paper.source == "text#1"
    assert paper.id == derived_id(ABSTRACT_A, "T")
    with pytest.raises(InputError, match="empty abstract"):
        paper_from_text("   ")


# ── bad input ────────────────────────────────────────────────────────────────


def error_of(*paths: Path | str) -> str:
    with pytest.raises(InputError) as info:
        read(*paths)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_missing_path(tmp_path: Path) -> None:
    assert error_of(tmp_path / "nope.txt") == f"{tmp_path / 'nope.txt'}: no such file or directory"


def test_empty_file(tmp_path: Path) -> None:
    path = write(tmp_path, "e.txt", "")
    assert error_of(path) == f"{path}: empty file"


def test_only_blank_lines_is_an_empty_file(tmp_path: Path) -> None:
    path = write(tmp_path, "blank.txt", "\n" * 10_000)
    assert error_of(path) == f"{path}: empty file"


def test_header_without_abstracts(tmp_path: Path) -> None:
    path = write(tmp_path, "h.txt", "ICML 2026 Papers\n\n\n")
    assert error_of(path) == f"{path}: no abstracts found"


def test_directory_without_corpus_files(tmp_path: Path) -> None:
    write(tmp_path, "readme.md", "nothing")
    assert "directory has no corpus files" in error_of(tmp_path)


def test_binary_file(tmp_path: Path) -> None:
    path = write(tmp_path, "bin.txt", b"Header\n\nabc\x00\x01\x02def")
    assert error_of(path) == f"{path}: binary file (NUL byte at offset 11); expected UTF-8 text"


def test_latin1_file_is_refused_with_offset_and_advice(tmp_path: Path) -> None:
    path = write(tmp_path, "l1.txt", "Header\n\nCaf\xe9 models.".encode("latin-1"))
    message = error_of(path)
    assert message.startswith(f"{path}:3: not UTF-8 (byte 0xe9 at offset 11)")
    assert "iconv -f latin1 -t utf-8" in message


def test_malformed_jsonl_line_names_file_and_line(tmp_path: Path) -> None:
    good = json.dumps({"abstract": ABSTRACT_A})
    path = write(
        tmp_path,
        "m.jsonl",
        f'{good}\n\n{{"abstract": "unterminated\n{json.dumps({"abstract": ABSTRACT_B})}\n',
    )
    assert error_of(path).startswith(f"{path}:3: malformed JSON (")


def test_skip_bad_reports_each_skipped_record(tmp_path: Path) -> None:
    lines = [
        json.dumps({"id": "ok1", "abstract": ABSTRACT_A}),
        "{not json",
        json.dumps(["an", "array"]),
        json.dumps({"id": "no-abstract"}),
        json.dumps({"id": "empty", "abstract": "   "}),
        json.dumps({"id": "num", "abstract": 42}),
        json.dumps({"id": "badyear", "abstract": "x.", "year": "soon"}),
        json.dumps({"id": "nul", "abstract": "a\u0000b"}),
        json.dumps({"id": "ok1", "abstract": ABSTRACT_B}),
        json.dumps({"id": "ok2", "abstract": ABSTRACT_B}),
    ]
    path = write(tmp_path, "s.jsonl", "\n".join(lines))
    skipped: list[InputError] = []
    papers = read(path, skip_bad=True, on_skip=skipped.append)
    assert [p.id for p in papers] == ["ok1", "ok2"]
    assert [p.source for p in papers] == [src(path, 1), src(path, 10)]
    assert [str(e) for e in skipped] == [
        f"{path}:2: malformed JSON (Expecting property name enclosed in double quotes at column 2)",
        f"{path}:3: expected a JSON object, found an array",
        f"{path}:4: missing 'abstract'",
        f"{path}:5: empty abstract",
        f"{path}:6: 'abstract' must be a string, found a number",
        f"{path}:7: 'year' must be a four-digit year, found 'soon'",
        f"{path}:8: abstract contains a NUL character",
        f"{path}#9: duplicate id 'ok1' (already used by {path}#1)",
    ]


def test_without_skip_bad_the_first_bad_record_stops_reading(tmp_path: Path) -> None:
    path = write(tmp_path, "s.jsonl", json.dumps({"abstract": ABSTRACT_A}) + "\n[1]\n")
    assert error_of(path) == f"{path}:2: expected a JSON object, found an array"


def test_skip_bad_skips_whole_bad_files_and_continues(tmp_path: Path) -> None:
    empty = write(tmp_path, "a.txt", "")
    good = write(tmp_path, "b.txt", f"H\n\n{ABSTRACT_A}")
    skipped: list[InputError] = []
    papers = read(empty, good, skip_bad=True, on_skip=skipped.append)
    assert [p.source for p in papers] == [src(good, 1)]
    assert [e.source for e in skipped] == [str(empty)]


def test_duplicate_ids_across_files_name_both_records(tmp_path: Path) -> None:
    first = write(tmp_path, "1.jsonl", json.dumps({"id": "same", "abstract": ABSTRACT_A}))
    second = write(tmp_path, "2.csv", f"id,abstract\nother,{ABSTRACT_B}\nsame,Text.\n")
    assert error_of(first, second) == f"{second}#2: duplicate id 'same' (already used by {first}#1)"


def test_identical_abstracts_are_duplicates(tmp_path: Path) -> None:
    path = write(tmp_path, "d.txt", f"H\n\n{ABSTRACT_A}\n\n{ABSTRACT_B}\n\n{ABSTRACT_A}")
    assert (
        error_of(path)
        == f"{path}#3: duplicate id '{derived_id(ABSTRACT_A)}' (already used by {path}#1)"
    )


def test_csv_without_abstract_column(tmp_path: Path) -> None:
    path = write(tmp_path, "n.csv", "id,title,summary\n1,T,S\n")
    assert (
        error_of(path)
        == f"{path}:1: CSV has no 'abstract' column (columns: 'id', 'title', 'summary')"
    )


def test_csv_broken_quote(tmp_path: Path) -> None:
    path = write(tmp_path, "q.csv", 'abstract\n"fine."\n"broken"x\n')
    assert error_of(path).startswith(f"{path}:3: malformed CSV (")


def test_csv_empty_abstract_cell(tmp_path: Path) -> None:
    path = write(tmp_path, "e.csv", "id,abstract\na,\n")
    assert error_of(path) == f"{path}#1 (line 2): empty abstract"


def test_malformed_json_document(tmp_path: Path) -> None:
    path = write(tmp_path, "b.json", '[{"abstract": "x."},\n  oops]')
    assert error_of(path).startswith(f"{path}:2: malformed JSON (")


def test_deeply_nested_json_line(tmp_path: Path) -> None:
    path = write(tmp_path, "deep.jsonl", "[" * 100_000 + "]" * 100_000)
    assert "malformed JSON" in error_of(path) or "expected a JSON object" in error_of(path)


def test_unknown_extension_is_sniffed(tmp_path: Path) -> None:
    jsonl = write(tmp_path, "data", json.dumps({"id": "s", "abstract": ABSTRACT_A}))
    text = write(tmp_path, "notes.abs", f"Head\n\n{ABSTRACT_B}")
    assert [p.id for p in read(jsonl)] == ["s"]
    assert [p.abstract for p in read(text)] == [ABSTRACT_B]


# ── properties: arbitrary input never escapes as anything but InputError ─────

_text = st.text(
    alphabet=st.characters(codec="utf-8", categories=["L", "M", "N", "P", "S", "Z", "Cc"])
    | st.sampled_from(list('\n\r\t{}[]",:\\' + string.ascii_letters)),
    max_size=300,
)


@given(_text)
def test_text_parsers_raise_only_input_error(text: str) -> None:
    for parse in (parse_text_collection, parse_jsonl, parse_json, parse_csv):
        try:
            records = list(parse(text, "f"))  # type: ignore[operator]
        except InputError as error:
            assert str(error).startswith("f")
            continue
        for record in records:
            if not isinstance(record, InputError):
                assert record.number >= 1 and isinstance(record.fields, dict)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=60)
@given(
    data=st.binary(max_size=300), suffix=st.sampled_from([".txt", ".jsonl", ".json", ".csv", ""])
)
def test_reading_arbitrary_bytes_raises_only_input_error(
    tmp_path: Path, data: bytes, suffix: str
) -> None:
    path = tmp_path / f"any{suffix}"
    path.write_bytes(data)
    try:
        papers = read(path)
    except InputError as error:
        assert "\n" not in str(error)
        return
    for paper in papers:
        assert paper.abstract.strip() == paper.abstract and paper.abstract
        assert paper.source.startswith(path.resolve().as_posix() + "#")
    assert len({p.id for p in papers}) == len(papers)


@given(st.lists(st.text(min_size=1, max_size=60), min_size=1, max_size=5))
def test_skip_bad_never_raises_on_jsonl_objects(abstracts: list[str]) -> None:
    decode_ok = "\n".join(json.dumps({"abstract": a}) for a in abstracts)
    records = list(parse_jsonl(decode(decode_ok.encode("utf-8"), "f.jsonl"), "f.jsonl"))
    assert len(records) == len(abstracts)


def test_same_named_files_in_different_folders_are_different_sources(tmp_path: Path) -> None:
    old = write(tmp_path, "2020/abstracts.jsonl", json.dumps({"id": "a", "abstract": ABSTRACT_A}))
    new = write(tmp_path, "2021/abstracts.jsonl", json.dumps({"id": "b", "abstract": ABSTRACT_B}))
    assert [p.source for p in read(old, new)] == [src(old, 1), src(new, 1)]
    assert [p.source for p in read(tmp_path)] == [src(old, 1), src(new, 1)]


def test_a_file_given_twice_is_read_once(tmp_path: Path) -> None:
    path = write(tmp_path, "c/a.txt", f"H\n\n{ABSTRACT_A}\n\n{ABSTRACT_B}")
    link = tmp_path / "link.txt"
    link.symlink_to(path)
    twice = read(path, tmp_path / "c" / ".." / "c" / "a.txt", tmp_path / "c", link)
    assert [p.source for p in twice] == [src(path, 1), src(path, 2)]
