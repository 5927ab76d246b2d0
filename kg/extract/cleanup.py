"""Clean-up of abstract text before parsing: LaTeX, markdown emphasis, URLs and citations.

The parser sees ``Cleaned.text``; ``Cleaned.original_span`` maps any span of it back to
the original abstract, so mention offsets always slice the text the user gave us.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Commands that stand for a symbol we want the parser to see (``2.17$\times$`` → ``2.17×``).
_SYMBOLS: dict[str, str] = {
    "times": "×",
    "pm": "±",
    "approx": "≈",
    "sim": "~",
    "leq": "≤",
    "le": "≤",
    "geq": "≥",
    "ge": "≥",
    "cdot": "·",
    "to": "→",
    "rightarrow": "→",
    "infty": "∞",
    "ell": "ℓ",
    "alpha": "α",
    "beta": "β",
    "gamma": "γ",
    "delta": "δ",
    "epsilon": "ε",
    "lambda": "λ",
    "mu": "μ",
    "sigma": "σ",
    "tau": "τ",
    "theta": "θ",
    "pi": "π",
    # Asymptotic notation: the symbol keeps "\Omega(HSA)" a bound, not a parenthesis that
    # seems to define an acronym.
    "Omega": "Ω",
    "omega": "ω",
    "Theta": "Θ",
    # Letters LaTeX writes as commands, inside names ("Polyak-{\L}ojasiewicz", "Erd\H{o}s"
    # keeps its o; "Sch\o{}n"): the letter, not nothing.
    "L": "Ł",
    "l": "ł",
    "O": "Ø",
    "o": "ø",
    "ss": "ß",
    "aa": "å",
    "AA": "Å",
    "ae": "æ",
    "AE": "Æ",
}

# Characters replaced one for one, so they never shift an offset.
_SMALL_CAPITAL = "LATIN LETTER SMALL CAPITAL "
# The Unicode blocks that hold small capitals: IPA Extensions, Phonetic Extensions and
# Latin Extended-D.
_SMALL_CAPITAL_BLOCKS = (range(0x0250, 0x02B0), range(0x1D00, 0x1D80), range(0xA720, 0xA800))
_CHAR_MAP = str.maketrans(
    {
        "\u00a0": " ",  # no-break space
        "\u2009": " ",
        "\u202f": " ",
        "\u2010": "-",
        "\u2011": "-",  # non-breaking hyphen, common in pasted abstracts
        # Small capitals typeset the lowercase letters of a name ("FᴇᴅAᴠɢ" is FedAvg).
        **{
            chr(code): unicodedata.name(chr(code)).removeprefix(_SMALL_CAPITAL).lower()
            for block in _SMALL_CAPITAL_BLOCKS
            for code in block
            if unicodedata.name(chr(code), "").startswith(_SMALL_CAPITAL)
            and len(unicodedata.name(chr(code))) == len(_SMALL_CAPITAL) + 1
        },
    }
)

_MARKDOWN_LINK = re.compile(r"\[([^\]\n]*)\]\((?:https?://|www\.)[^)\s]*\)")
# A PDF copy may put a space after the scheme ("https: //host/path").
_URL = re.compile(r"(?:https?:\s?//|www\.)[^\s<>()\[\]\"]+")
_URL_TRAILER = ".,;:!?'"
# A citation names people or reference keys, never a method: "[12, 15]", "[Kor18, ZW+20b]",
# "(Smith et al., 2021)", "(Smith and Jones, 2019; Lee, 2020)", "(Smith and Jones; 2019)".
_KEY = r"(?:[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?|[A-Z][A-Za-z]{0,5}\+?\d{2}[a-z]?)"
_AUTHOR_YEAR = r"(?:see\s+)?[A-Z][^()\[\];]{0,80}?[,;]?\s*(?:19|20)\d{2}[a-z]?"
_CITATION = re.compile(
    rf"\s?(?:\[{_KEY}(?:\s*[,;]\s*{_KEY})*\]"
    rf"|\({_AUTHOR_YEAR}(?:\s*;\s*{_AUTHOR_YEAR})*\))"
)
# Paired emphasis only, so a lone ``*`` (``A*``, ``p*``) survives.
_EMPHASIS = re.compile(r"(\*{1,3}|_{2})(?=\S)(.+?)(?<=\S)\1")
_LATEX = re.compile(
    r"\\(?P<escape>[&%$#_{}])"
    r"|\\(?P<space>[,;:! ])"
    r"|\\(?P<command>[A-Za-z]+)\*?"
    r"|(?P<drop>[${}])"
    # A LaTeX tie between words ("Trees~(NEXT)", "Table~1", "\\emph{Trees}~(NEXT)") is a
    # space; "~5%" stays.
    r"|(?<=[A-Za-z0-9.)}$])(?P<tie>~)(?=[A-Za-z0-9(\[\\])"
)
# An en dash between two surnames ("Runge–Kutta", LaTeX "Kullback--Leibler") is written for
# the hyphen of one name: the parser is given a hyphen (the en dash replaced, one hyphen of
# "--" dropped). Between other words a dash is punctuation and stays.
_SURNAME_DASH = re.compile(r"\b[A-Z][a-z]+(?:(\u2013)|(-)-)(?=[A-Z][a-z])")
# What is left of a LaTeX accent whose backslash was lost ("Fr'echet" for "Fr\'echet"): an
# apostrophe after the first letter or two of a capitalized word, before a vowel. Dropped,
# so the name reads as its plain spelling ("Frechet"); "Maz'ya" and "hold'em" stay.
_LOST_ACCENT = re.compile(r"\b[A-Z][a-z]?(')[aeiou][a-z]{2,}")


@dataclass(frozen=True)
class Cleaned:
    """Text for the parser, and for each of its characters where it came from in the original.

    ``starts[i]:ends[i]`` is the original text that cleaned character ``i`` stands for: one
    character, or a whole command such as ``\\times`` for the ``×`` that replaced it.
    """

    original: str
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Original ``(start, end)`` of the non-empty cleaned span ``[start, end)``."""
        if not 0 <= start < end <= len(self.text):
            raise ValueError(f"span {start}:{end} outside cleaned text of length {len(self.text)}")
        return self.starts[start], self.ends[end - 1]


def _mark_urls(text: str, keep: list[bool]) -> None:
    for match in _MARKDOWN_LINK.finditer(text):
        label_start, label_end = match.span(1)
        for i in range(match.start(), match.end()):
            keep[i] = False
        label = match.group(1)
        if label and not _URL.match(label):
            for i in range(label_start, label_end):
                keep[i] = True
    for match in _URL.finditer(text):
        end = match.end()
        while end > match.start() and text[end - 1] in _URL_TRAILER:
            end -= 1
        for i in range(match.start(), end):
            keep[i] = False


# A LaTeX reference and what it refers by ("\\cite{Kelp21}", "~\\citep{a,b}", "\\ref{fig}"):
# keys, no words of the abstract.
_REFERENCE_COMMAND = re.compile(r"[\s~]?\\(?:cite[a-z]*|ref|eqref|label)\*?\{[^{}]*\}")
# A surname, with the prefixes written with a capital inside ("MacKay", "LeCun", "O'Neil").
_SURNAME = r"(?:Mac|Mc|De|Di|Du|La|Le|O')?[A-Z][a-z]+"
_AUTHORS = re.compile(
    rf"\((?:see\s+)?{_SURNAME}(?:[- ]{_SURNAME})*"
    rf"(?:,\s+{_SURNAME}(?:-{_SURNAME})*)*"
    rf"(?:,?\s+(?:and|&)\s+{_SURNAME}(?:-{_SURNAME})*)?[,;]\s*(?:19|20)\d{{2}}"
)
# A citation in running text after "by": "introduced by Quokka, Zebra and MacKay 2010".
_RUNNING_CITATION = re.compile(
    rf"(?<=\bby\s)(?:{_SURNAME}(?:,\s+{_SURNAME})*(?:,?\s+(?:and|&)\s+{_SURNAME})?"
    rf"(?:\s+et\s+al\.?)?,?\s+\(?(?:19|20)\d{{2}}[a-z]?\)?)"
)


def _is_citation(text: str) -> bool:
    """A bracket of reference keys, or a parenthesis that names authors before a year
    ("et al.", surnames); "(GPT-2, 2019)" is kept: its words name a model."""
    inner = text.strip()
    return inner.startswith("[") or " et al" in inner or bool(_AUTHORS.match(inner))


def clean(text: str) -> Cleaned:
    """Drop markup from ``text`` and remember where every remaining character came from."""
    text_in = text.translate(_CHAR_MAP)
    keep = [True] * len(text_in)
    for match in _LOST_ACCENT.finditer(text_in):
        keep[match.start(1)] = False
    for match in _SURNAME_DASH.finditer(text_in):
        if match.group(2):
            keep[match.start(2)] = False
        else:
            dash = match.start(1)
            text_in = f"{text_in[:dash]}-{text_in[dash + 1 :]}"
    # Symbols that replace a LaTeX command: command start → (symbol, command end).
    inserts: dict[int, tuple[str, int]] = {}
    _mark_urls(text_in, keep)
    for match in _CITATION.finditer(text_in):
        if _is_citation(match.group()):
            for i in range(match.start(), match.end()):
                keep[i] = False
    for match in _RUNNING_CITATION.finditer(text_in):
        for i in range(match.start(), match.end()):
            keep[i] = False
    for match in _REFERENCE_COMMAND.finditer(text_in):
        for i in range(match.start(), match.end()):
            keep[i] = False
    for match in _EMPHASIS.finditer(text_in):
        marker = len(match.group(1))
        for i in (
            *range(match.start(), match.start() + marker),
            *range(match.end() - marker, match.end()),
        ):
            keep[i] = False
    for match in _LATEX.finditer(text_in):
        if not all(keep[match.start() : match.end()]):
            continue  # inside a URL already dropped
        start, end = match.span()
        if match.group("escape"):
            keep[start] = False  # keep the escaped character itself
            continue
        for i in range(start, end):
            keep[i] = False
        if match.group("space") or match.group("tie"):
            inserts[start] = (" ", end)
        elif match.group("command") in _SYMBOLS:
            inserts[start] = (_SYMBOLS[match.group("command")], end)

    if not inserts and all(keep):
        # Nothing dropped (most abstracts): skip the per-character loop below.
        size = len(text_in)
        return Cleaned(text, text_in, tuple(range(size)), tuple(range(1, size + 1)))
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for i, char in enumerate(text_in):
        if i in inserts:
            symbol, end = inserts[i]
            chars.append(symbol)
            starts.append(i)
            ends.append(end)
        if keep[i]:
            chars.append(char)
            starts.append(i)
            ends.append(i + 1)
    return Cleaned(original=text, text="".join(chars), starts=tuple(starts), ends=tuple(ends))
