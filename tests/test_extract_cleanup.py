"""Clean-up of LaTeX, markdown and URLs, with offsets back into the original text."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from kg.extract.cleanup import _CHAR_MAP, clean


def _slice(original: str, cleaned_text: str, start: int, end: int) -> str:
    c = clean(original)
    s, e = c.original_span(start, end)
    return original[s:e]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (r"we propose $\textit{Deep Kernel Fusion}$ (DKF)", "we propose Deep Kernel Fusion (DKF)"),
        (r"\textbf{TABLET} (Text \& Layout Benchmark)", "TABLET (Text & Layout Benchmark)"),
        (r"a gain of 12\% and 3.4$\times$ faster", "a gain of 12% and 3.4× faster"),
        # a letter written as a command is the letter, inside a name too
        (r"the Kelpak-{\L}ojas (K{\L}) rule and Fr\o{}nd", "the Kelpak-Łojas (KŁ) rule and Frønd"),
        (r"the ($\operatorname{W_1}$) distance", "the (W_1) distance"),
        # asymptotic notation keeps its symbol: "(HSA)" alone would seem to define an acronym
        (r"a cost of $\Omega(HSA)$ and $\Theta(n)$", "a cost of Ω(HSA) and Θ(n)"),
        ("six axes, *i.e.*, *Clarity* and **Depth**", "six axes, i.e., Clarity and Depth"),
        ("code at https://example.org/repo/x. More text", "code at . More text"),
        ("code at https: //example.org/quill/ZapRecon. More", "code at . More"),
        ("see [https://a.example/b](https://a.example/b) now", "see  now"),
        ("see [our site](https://a.example/b) now", "see our site now"),
        ("mixed\u2011quality data\u00a0here", "mixed-quality data here"),
        ("2 * 3 and A* search", "2 * 3 and A* search"),
        # Citations name people and reference keys, not methods; an interval stays.
        ("as shown before [4, 7-9]. Then", "as shown before. Then"),
        ("extends bounds [Kor18, ZW+20b] to", "extends bounds to"),
        ("we tune T9 (Brandt et al., 2020) here", "we tune T9 here"),
        ("as (Okafor and Lind, 2019; Ruiz, 2021) show", "as show"),
        ("as (Okafor and Lind; 2019) show", "as show"),
        ("a model (Zeta-3, 2022) and the set [0, 1]", "a model (Zeta-3, 2022) and the set [0, 1]"),
        ("slice sampling (MacKay, 2003). We", "slice sampling. We"),
        ("a sampler (Quokka, Zebra, and LeCun, 2010) is", "a sampler is"),
        ("nets (ResNet, 2016) and", "nets (ResNet, 2016) and"),
        ("as introduced by Quokka, Zebra and MacKay 2010, it", "as introduced by , it"),
        ("as shown by Quokka et al. (2021), it", "as shown by , it"),
        ("measured by BLEU 2002 here", "measured by BLEU 2002 here"),
        ("we run Fᴇᴅ" + "Aᴠɢ rounds", "we run FedAvg rounds"),
        # A LaTeX tie is a space; a tilde for "about" stays.
        ("Kelp Trees~(KT) and Table~2", "Kelp Trees (KT) and Table 2"),
        ("about ~5% of it", "about ~5% of it"),
        (r"we propose \emph{kelp trees}~(KT) now", "we propose kelp trees (KT) now"),
        # A LaTeX reference is dropped with its keys.
        (r"the result of~\cite{Quokka53}, which", "the result of, which"),
        (r"kelp \citep{a, b} and Fig.~\ref{fig:kelp}", "kelp and Fig."),
        # A dash between two surnames is the hyphen of one name; between other words, a dash.
        ("the Quokka--Zebra bound", "the Quokka-Zebra bound"),
        ("a Quokka\u2013Zebra solver", "a Quokka-Zebra solver"),
        ("kelp--which grows--and fronds", "kelp--which grows--and fronds"),
        # an accent's apostrophe whose backslash was lost; a spelling with an apostrophe stays
        ("the Fr'echet kelp distance and R'enyi", "the Frechet kelp distance and Renyi"),
        ("Quo'ka holds, hold'em poker, don't", "Quo'ka holds, hold'em poker, don't"),
        ("kelp\u2013which grows, 3\u20134 fronds", "kelp\u2013which grows, 3\u20134 fronds"),
        ("", ""),
    ],
)
def test_clean_text(raw: str, expected: str) -> None:
    assert clean(raw).text == expected


def test_offsets_slice_back_to_original_markup() -> None:
    raw = r"we propose $\textit{Deep Kernel Fusion}$ (DKF) with \textbf{A \& B}"
    c = clean(raw)
    start = c.text.index("Deep Kernel Fusion")
    s, e = c.original_span(start, start + len("Deep Kernel Fusion"))
    assert raw[s:e] == "Deep Kernel Fusion"
    start = c.text.index("A & B")
    s, e = c.original_span(start, start + len("A & B"))
    assert raw[s:e] == r"A \& B"


def test_surname_dash_offsets_slice_back_to_the_original_dash() -> None:
    raw = "a Quokka--Zebra and Kelp\u2013Frond bound"
    cleaned = clean(raw)
    for name in ("Quokka-Zebra", "Kelp-Frond"):
        start = cleaned.text.index(name)
        s, e = cleaned.original_span(start, start + len(name))
        assert raw[s:e] in ("Quokka--Zebra", "Kelp\u2013Frond")


def test_symbol_maps_to_whole_command() -> None:
    raw = r"3.4$\times$"
    c = clean(raw)
    i = c.text.index("×")
    s, e = c.original_span(i, i + 1)
    assert raw[s:e] == r"\times"


def test_empty_span_is_rejected() -> None:
    with pytest.raises(ValueError):
        clean("abc").original_span(1, 1)


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("ab \\${}*_[]()/:.%&-xt")) | st.characters(), max_size=80)
)
@example("F\u1d07\u1d05A\u1d20\u0262")  # small capitals: "FᴇᴅAᴠɢ"
def test_offsets_are_ordered_and_point_at_kept_characters(raw: str) -> None:
    c = clean(raw)
    assert len(c.text) == len(c.starts) == len(c.ends)
    previous = 0
    for i, char in enumerate(c.text):
        start, end = c.starts[i], c.ends[i]
        assert previous <= start < end <= len(raw)
        previous = start
        piece = raw[start:end]
        # A kept character is itself or what it is mapped to one for one (dashes, spaces,
        # small capitals); a symbol stands for a LaTeX command.
        assert piece.translate(_CHAR_MAP) == char or piece.startswith("\\") or char in " -"
