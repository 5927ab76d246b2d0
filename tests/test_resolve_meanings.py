"""Resolution, third round: the meanings of an acronym kept apart on every path, names that
are an acronym with a kind word, misspellings, metric qualifiers, and more of the reject class.
The abstracts and names are written for these tests (helpers from ``test_resolve_cases``)."""

from __future__ import annotations

import pytest
from test_resolve_cases import one_node, paper, target

from kg.names import (
    bare_words,
    clean_surface,
    display_name,
    is_hyphen_fragment,
    reject_reason,
    spells_out,
)
from kg.resolve import resolve

# --- acronyms ----------------------------------------------------------------------------------


def test_an_acronym_with_a_kind_word_does_not_spell_the_acronym_out() -> None:
    assert not spells_out("QL", "QL methods")
    assert spells_out("QL", "quorum learning")


def test_capitals_inside_the_words_of_a_long_form_mark_the_letters_it_abbreviates() -> None:
    assert spells_out("QUOREX", "QUOrum Rule EXtraction")
    assert spells_out("BQL", "Bounded QL")
    assert spells_out("QRAL", "Quorum Rule Averaging for voting cLusters")
    # lowercase letters inside words still count: at most one
    assert not spells_out("QUOREX", "quorum rule extraction")
    # nor does a long form all in capitals mark anything, nor one that opens in lowercase
    # (its capitals are a name's after other words)
    assert not spells_out("QRX", "QUORUM")
    assert not spells_out("COLA", "called Consistent LOLA")
    assert not spells_out("LQSTA", "learned QSTA")
    # a hyphenated acronym with a kind word holds the acronym: no expansion
    assert not spells_out("VQ-KAE", "VQ-KAE module")


def test_a_bare_acronym_joins_a_long_form_that_marks_its_letters_with_capitals() -> None:
    corpus = [
        paper(
            "a",
            "We present QUOrum Rule EXtraction (QUOREX), a voting method.",
            ("Method", "QUOrum Rule EXtraction", ["QUOREX"]),
        ),
        paper("b", "We compare with QUOREX on ballots.", ("Method", "QUOREX", [])),
        paper(
            "c",
            "Bounded QL (BQL) caps the quorum.",
            ("Method", "Bounded QL", ["BQL"]),
        ),
        paper("d", "BQL is a baseline.", ("Method", "BQL", [])),
    ]
    resolution = resolve(corpus)
    assert one_node(resolution, "Method", ("a", "QUOrum Rule EXtraction"), ("b", "QUOREX"))
    assert one_node(resolution, "Method", ("c", "Bounded QL"), ("d", "BQL"))


def test_a_kind_word_beside_an_acronym_the_name_does_not_spell_stays_with_the_acronym() -> None:
    # The extractor cut "hyper-quorum learning (hyper-QL)" to "QL": the paper's "QL
    # algorithm" must not carry "hyper-quorum learning" into quorum learning.
    corpus = [
        paper(
            "a",
            "Quorum learning (QL) trains voters. QL methods are simple.",
            ("Task", "quorum learning", ["QL"]),
        ),
        paper("b", "Quorum learning is studied.", ("Task", "quorum learning", [])),
        paper("c", "QL algorithms converge.", ("Method", "QL algorithms", [])),
        paper("d", "QL is fast.", ("Task", "QL", [])),
        paper(
            "e",
            "Hyper-quorum learning (hyper-QL) extends QL with a QL algorithm per layer.",
            ("Method", "Hyper-quorum learning", ["QL", "QL algorithm"]),
        ),
        paper("f", "Hyper-quorum learning is new.", ("Method", "Hyper-quorum learning", [])),
    ]
    resolution = resolve(corpus)
    quorum = target(resolution, "b", "Task", "quorum learning")
    assert target(resolution, "c", "Method", "QL algorithms") == quorum
    assert target(resolution, "d", "Task", "QL") == quorum
    assert target(resolution, "f", "Method", "Hyper-quorum learning") != quorum


def test_a_bare_acronym_takes_the_meaning_its_type_gives_it() -> None:
    corpus = [
        paper(
            "a",
            "Masked zone encoders (MZE) pretrain images.",
            ("Method", "Masked zone encoders", ["MZE"]),
        ),
        paper(
            "b",
            "Masked zone encoders (MZE) are strong.",
            ("Method", "Masked zone encoders", ["MZE"]),
        ),
        paper(
            "c", "Masked zone encoders (MZE) scale.", ("Method", "Masked zone encoders", ["MZE"])
        ),
        paper("d", "We report mean zonal error (MZE).", ("Metric", "mean zonal error", ["MZE"])),
        paper("e", "The MZE drops by half.", ("Metric", "MZE", [])),
        paper("f", "An MZE backbone is fine-tuned.", ("Method", "MZE", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "e", "Metric", "MZE") == target(
        resolution, "d", "Metric", "mean zonal error"
    )
    assert target(resolution, "f", "Method", "MZE") == target(
        resolution, "a", "Method", "Masked zone encoders"
    )


def test_a_listed_acronym_takes_no_meaning_of_another_kind_than_its_own() -> None:
    # SVHN is a listed dataset: one paper's method spelled SVHN is no meaning of the bare SVHN
    # of the others. An acronym no list types takes the meaning whatever its type here (it
    # was most likely misread); a task and a method are kin.
    corpus = [
        paper(
            "a",
            "We propose Sparse Vector Hash Norm (SVHN) to relax a bound.",
            ("Method", "Sparse Vector Hash Norm", ["SVHN"]),
        ),
        paper("b", "We evaluate on SVHN digits.", ("Dataset", "SVHN", [])),
        paper("c", "Results on SVHN improve.", ("Dataset", "SVHN", [])),
        paper(
            "d",
            "We propose Quorum Zone Bound (QZB) to relax a bound.",
            ("Method", "Quorum Zone Bound", ["QZB"]),
        ),
        paper("e", "We evaluate with QZB.", ("Dataset", "QZB", [])),
        paper("f", "QZB relaxes bounds in theory.", ("Task", "QZB", [])),
    ]
    resolution = resolve(corpus)
    digits = target(resolution, "b", "Dataset", "SVHN")
    assert digits == target(resolution, "c", "Dataset", "SVHN")
    assert digits != target(resolution, "a", "Method", "Sparse Vector Hash Norm")
    assert resolution.entities[digits].name == "SVHN"
    bound = target(resolution, "d", "Method", "Quorum Zone Bound")
    assert target(resolution, "e", "Dataset", "QZB") == bound
    assert target(resolution, "f", "Task", "QZB") == bound


def test_an_acronym_that_spells_its_kind_word_keeps_it() -> None:
    # "Cross-Entropy Method (CEM)" is an optimizer, not the cross-entropy loss.
    corpus = [
        paper("a", "We minimize the bi-entropy.", ("Method", "bi-entropy", [])),
        paper(
            "b",
            "The bi-entropy method (BEM) samples plans.",
            ("Method", "bi-entropy method", ["BEM"]),
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Method", "bi-entropy") != target(
        resolution, "b", "Method", "bi-entropy method"
    )


def test_an_acronym_led_name_meets_the_spelled_out_form_most_papers_write() -> None:
    corpus = [
        paper("a", "We study OOR detection.", ("Task", "OOR detection", [])),
        *(
            paper(pid, "Out-of-range detection is hard.", ("Task", "out-of-range detection", []))
            for pid in ("b", "c", "d")
        ),
        paper("e", "Out-of-region detection is new.", ("Task", "out-of-region detection", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "OOR detection") == target(
        resolution, "b", "Task", "out-of-range detection"
    )
    assert target(resolution, "e", "Task", "out-of-region detection") != target(
        resolution, "b", "Task", "out-of-range detection"
    )


# --- kind words, qualifiers, misspellings -------------------------------------------------------


def test_a_listed_metric_with_a_qualifier_that_adds_nothing_is_the_metric() -> None:
    corpus = [
        paper("a", "Accuracy improves.", ("Metric", "accuracy", [])),
        paper("b", "The model accuracy improves.", ("Metric", "model accuracy", [])),
        paper("u", "The upstream accuracy improves.", ("Metric", "upstream accuracy", [])),
        paper("c", "Model compression helps.", ("Task", "model compression", [])),
        paper("d", "Compression helps.", ("Task", "compression", [])),
    ]
    resolution = resolve(corpus)
    accuracy = target(resolution, "a", "Metric", "accuracy")
    assert target(resolution, "b", "Metric", "model accuracy") == accuracy
    assert target(resolution, "u", "Metric", "upstream accuracy") == accuracy
    assert target(resolution, "c", "Task", "model compression") != target(
        resolution, "d", "Task", "compression"
    )


def test_methods_based_on_a_name_are_that_name() -> None:
    corpus = [
        paper("a", "ZQT aligns sets.", ("Method", "ZQT", [])),
        paper("b", "ZQT-based methods align sets.", ("Method", "ZQT-based methods", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Method", "ZQT-based methods") == target(
        resolution, "a", "Method", "ZQT"
    )


def test_a_rare_misspelling_joins_the_widespread_name() -> None:
    corpus = [
        *(
            paper(
                pid,
                "Projected mirror descent converges.",
                ("Method", "projected mirror descent", []),
            )
            for pid in ("a", "b", "c")
        ),
        paper("d", "Projected mirror decent converges.", ("Method", "projected mirror decent", [])),
        paper(
            "q", "Projected mirorr descent converges.", ("Method", "projected mirorr descent", [])
        ),
        # A digit or an acronym makes the other letter another thing.
        *(
            paper(pid, "WidgetNet-A is robust.", ("Dataset", "WidgetNet-A", []))
            for pid in ("e", "f", "g")
        ),
        paper("h", "WidgetNet-R is robust.", ("Dataset", "WidgetNet-R", [])),
        *(
            paper(pid, "A QAN baseline is run.", ("Method", "QAN baseline", []))
            for pid in ("i", "j", "k")
        ),
        paper("l", "A QNN baseline is run.", ("Method", "QNN baseline", [])),
        *(
            paper(pid, "A shallow Z-network is run.", ("Method", "shallow Z-network", []))
            for pid in ("m", "n", "o")
        ),
        paper("p", "A shallow network is run.", ("Method", "shallow network", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "d", "Method", "projected mirror decent") == target(
        resolution, "a", "Method", "projected mirror descent"
    )
    assert target(resolution, "q", "Method", "projected mirorr descent") == target(
        resolution, "a", "Method", "projected mirror descent"
    )
    assert target(resolution, "h", "Dataset", "WidgetNet-R") != target(
        resolution, "e", "Dataset", "WidgetNet-A"
    )
    assert target(resolution, "l", "Method", "QNN baseline") != target(
        resolution, "i", "Method", "QAN baseline"
    )
    assert target(resolution, "p", "Method", "shallow network") != target(
        resolution, "m", "Method", "shallow Z-network"
    )


def test_a_misspelling_that_defines_the_same_acronym_joins_the_name() -> None:
    corpus = [
        *(
            paper(
                pid,
                "Kelp frond segmentation (KFS) is hard.",
                ("Task", "kelp frond segmentation", ["KFS"]),
            )
            for pid in ("a", "b", "c")
        ),
        paper(
            "d",
            "We study kelp frond segmetnation (KFS) at scale.",
            ("Task", "kelp frond segmetnation", ["KFS"]),
        ),
        # a name of other words that defines the acronym is another meaning of it
        paper(
            "e",
            "Kelp flow smoothing (KFS) helps.",
            ("Method", "kelp flow smoothing", ["KFS"]),
        ),
    ]
    resolution = resolve(corpus)
    segmentation = target(resolution, "a", "Task", "kelp frond segmentation")
    assert target(resolution, "d", "Task", "kelp frond segmetnation") == segmentation
    assert target(resolution, "e", "Method", "kelp flow smoothing") != segmentation


def test_a_word_for_another_word_is_no_misspelling() -> None:
    """One letter at a word's end or start makes another word ("fact" / "face"), not a
    slip of the pen."""
    corpus = [
        *(
            paper(pid, "Kelp face verification is hard.", ("Task", "kelp face verification", []))
            for pid in ("a", "b", "c")
        ),
        paper("d", "Kelp fact verification is hard.", ("Task", "kelp fact verification", [])),
        *(
            paper(pid, "Kelp rank pooling helps.", ("Method", "kelp rank pooling", []))
            for pid in ("e", "f", "g")
        ),
        paper("h", "Kelp tank pooling helps.", ("Method", "kelp tank pooling", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "d", "Task", "kelp fact verification") != target(
        resolution, "a", "Task", "kelp face verification"
    )
    assert target(resolution, "h", "Method", "kelp tank pooling") != target(
        resolution, "e", "Method", "kelp rank pooling"
    )


def test_a_rare_name_one_vowel_off_a_widespread_name_joins_it() -> None:
    corpus = [
        *(
            paper(pid, "KelpaNet is simulated.", ("Dataset", "KelpaNet", []))
            for pid in ("a", "b", "c")
        ),
        paper("d", "KelpeNet is simulated.", ("Dataset", "KelpeNet", [])),
        paper(
            "e",
            "KelpNet environments are simulated.",
            ("Dataset", "KelpNet", ["KelpNet environments"]),
        ),
        *(
            paper(pid, "QZ-Bench8 is used.", ("Dataset", "QZ-Bench8", []))
            for pid in ("f", "g", "h")
        ),
        paper("i", "QZ-Banch8 is used.", ("Dataset", "QZ-Banch8", [])),
        # A capital or a last letter tells names apart; so does another type.
        *(paper(pid, "ZapFormer is trained.", ("Method", "ZapFormer", [])) for pid in "jkl"),
        paper("m", "ZapFArmer is trained.", ("Method", "ZapFArmer", [])),
        paper("n", "ZapFormera is trained.", ("Method", "ZapFormera", [])),
        paper("o", "ZapFurmer is evaluated.", ("Dataset", "ZapFurmer", [])),
        # As widely used as the other name: two names, not a slip.
        *(paper(pid, "ZupFormer is trained.", ("Method", "ZupFormer", [])) for pid in "pq"),
    ]
    resolution = resolve(corpus)
    kelpanet = target(resolution, "a", "Dataset", "KelpaNet")
    assert target(resolution, "d", "Dataset", "KelpeNet") == kelpanet
    assert target(resolution, "e", "Dataset", "KelpNet") == kelpanet
    assert target(resolution, "i", "Dataset", "QZ-Banch8") == target(
        resolution, "f", "Dataset", "QZ-Bench8"
    )
    zapformer = target(resolution, "j", "Method", "ZapFormer")
    assert target(resolution, "m", "Method", "ZapFArmer") != zapformer
    assert target(resolution, "n", "Method", "ZapFormera") != zapformer
    assert target(resolution, "o", "Dataset", "ZapFurmer") != zapformer
    assert target(resolution, "p", "Method", "ZupFormer") != zapformer


def test_a_dataset_at_an_image_size_or_in_english_is_the_dataset() -> None:
    corpus = [
        paper("a", "Kelpfaces is a face set.", ("Dataset", "Kelpfaces", [])),
        paper("b", "We use Kelpfaces.", ("Dataset", "Kelpfaces", [])),
        paper("c", "We use Kelpfaces-256.", ("Dataset", "Kelpfaces-256", [])),
        paper("d", "We use Kelpfaces 64x64.", ("Dataset", "Kelpfaces 64x64", [])),
        paper("e", "We use Kelpfaces-100.", ("Dataset", "Kelpfaces-100", [])),
        paper("f", "We use English Kelpfaces.", ("Dataset", "English Kelpfaces", [])),
        paper("g", "We use Chinese Kelpfaces.", ("Dataset", "Chinese Kelpfaces", [])),
        # the term lists name a dataset by the number: it is that dataset
        paper("h", "We use Caltech.", ("Dataset", "Caltech", [])),
        paper("i", "We use Caltech.", ("Dataset", "Caltech", [])),
        paper("j", "We use Caltech-256.", ("Dataset", "Caltech-256", [])),
        paper("k", "We use Caltech 256x256.", ("Dataset", "Caltech 256x256", [])),
        # a size after a name one paper calls a Dataset
        paper("l", "We use Zorbset-128.", ("Dataset", "Zorbset-128", [])),
        paper("m", "We use Zorbset.", ("Dataset", "Zorbset", [])),
    ]
    resolution = resolve(corpus)
    faces = target(resolution, "a", "Dataset", "Kelpfaces")
    assert target(resolution, "c", "Dataset", "Kelpfaces-256") == faces
    assert target(resolution, "d", "Dataset", "Kelpfaces 64x64") == faces
    assert target(resolution, "f", "Dataset", "English Kelpfaces") == faces
    assert target(resolution, "e", "Dataset", "Kelpfaces-100") != faces
    assert target(resolution, "g", "Dataset", "Chinese Kelpfaces") != faces
    caltech_256 = target(resolution, "j", "Dataset", "Caltech-256")
    assert caltech_256 != target(resolution, "h", "Dataset", "Caltech")
    assert target(resolution, "k", "Dataset", "Caltech 256x256") == caltech_256
    assert target(resolution, "l", "Dataset", "Zorbset-128") != target(
        resolution, "m", "Dataset", "Zorbset"
    )


def test_one_years_edition_of_a_dataset_under_two_of_its_names_is_one_edition() -> None:
    # two names of one dataset by the term lists (synonyms.txt)
    corpus = [
        paper("a", "We use Colored MNIST.", ("Dataset", "Colored MNIST", [])),
        paper("b", "We use CMNIST.", ("Dataset", "CMNIST", [])),
        paper("c", "We use Colored MNIST 2017.", ("Dataset", "Colored MNIST 2017", [])),
        paper("d", "We use CMNIST 2017.", ("Dataset", "CMNIST 2017", [])),
        paper("e", "We use CMNIST 2018.", ("Dataset", "CMNIST 2018", [])),
    ]
    resolution = resolve(corpus)
    edition = target(resolution, "c", "Dataset", "Colored MNIST 2017")
    assert target(resolution, "d", "Dataset", "CMNIST 2017") == edition
    assert target(resolution, "e", "Dataset", "CMNIST 2018") != edition


def test_a_dataset_with_its_year_in_two_digits_is_that_edition() -> None:
    corpus = [
        paper("a", "We test on KELPS-17.", ("Dataset", "KELPS-17", [])),
        paper("b", "We test on KELPS 2017.", ("Dataset", "KELPS 2017", [])),
        paper("c", "We test on Frondset09.", ("Dataset", "Frondset09", [])),
        paper("d", "We test on Frondset-2009.", ("Dataset", "Frondset-2009", [])),
        # a number that is no year of this century, or a year the corpus does not write
        paper("e", "We test on Reefset-45.", ("Dataset", "Reefset-45", [])),
        paper("f", "We test on Reefset 2045.", ("Dataset", "Reefset 2045", [])),
        paper("g", "We test on Tideset-19.", ("Dataset", "Tideset-19", [])),
        paper("h", "We test on Tideset-2018.", ("Dataset", "Tideset-2018", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Dataset", "KELPS-17") == target(
        resolution, "b", "Dataset", "KELPS 2017"
    )
    assert target(resolution, "c", "Dataset", "Frondset09") == target(
        resolution, "d", "Dataset", "Frondset-2009"
    )
    assert target(resolution, "e", "Dataset", "Reefset-45") != target(
        resolution, "f", "Dataset", "Reefset 2045"
    )
    assert target(resolution, "g", "Dataset", "Tideset-19") != target(
        resolution, "h", "Dataset", "Tideset-2018"
    )


def test_a_plural_kind_word_dashed_to_a_name_is_not_part_of_it() -> None:
    assert clean_surface("datasets-Kelpset") == "Kelpset"
    assert clean_surface("Benchmarks-QZ-Bench") == "QZ-Bench"
    assert clean_surface("datasets-based") == "datasets-based"
    assert clean_surface("models-2") == "models-2"


def test_the_name_of_an_entity_is_not_a_filler_variant_of_another_of_its_names() -> None:
    corpus = [
        paper(
            "a",
            "Leaky gated units (LGU) are used; LGU networks train fast.",
            ("Method", "LGU networks", ["Leaky gated units", "LGU"]),
        ),
        paper("b", "LGU networks are deep.", ("Method", "LGU networks", [])),
        paper("c", "LGU networks are wide.", ("Method", "LGU networks", [])),
    ]
    resolution = resolve(corpus)
    entity = resolution.entities[target(resolution, "a", "Method", "LGU networks")]
    assert entity.name in ("LGU", "Leaky gated units")


# --- the reject class and boundaries ------------------------------------------------------------


def test_a_common_word_written_with_filler_words_is_still_a_common_word() -> None:
    corpus = [
        paper("a", "Basic zorping tasks are easy.", ("Task", "basic zorping tasks", [])),
        paper("b", "We study zorping.", ("Task", "zorping", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "basic zorping tasks") is None
    assert bare_words("basic zorping tasks") == "zorping"
    # A model word after an ordinary word is the name: "language model" is not "language".
    assert bare_words("speech model") == "speech model"


@pytest.mark.parametrize(
    ("surface", "reason"),
    [
        ("Quiller 2017", "citation"),
        ("Quiller et al. 2019", "citation"),
        ("Quiller2017ZapNet", "citation"),
        ("quiller2017zap", "citation"),
        ("Quiller-2017-Zapping", "citation"),
        ("confidence intervals", "formalism"),
        ("conjunctive normal form", "formalism"),
        ("IMU", "modality"),
        ("margin dimension~[Quiller", "fragment"),
        ("QuillerWu/", "fragment"),
        ("github.com/quiller/ZapNet", "fragment"),
        ("dTV(Pq", "fragment"),
        ("δ)-additive error", "fragment"),
        ("algorithm's rate", "fragment"),
        ("ZapNet’s attention scores", "fragment"),
        ("Quiller-type", "modifier"),
        ("computer vision tasks", "field"),
        ("NLP problems", "field"),
        ("optimization problem", "field"),
        ("the deep RL community", "head noun"),
    ],
)
def test_more_of_the_reject_class(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason


@pytest.mark.parametrize("surface", ["ZAPS2017", "ZapNet2017", "Zapset-2017", "zap2vec"])
def test_a_name_with_a_year_is_no_bibliography_key(surface: str) -> None:
    assert reject_reason(surface) is None


@pytest.mark.parametrize(
    "surface", ["ImageNet 2012", "Cohen's kappa", "GPT-4(V)", "Quiller divergence"]
)
def test_names_like_the_reject_class_are_kept(surface: str) -> None:
    assert reject_reason(surface) is None


def test_a_capitalized_name_cut_after_a_hyphen_is_a_fragment() -> None:
    text = "We use a Compute-Aware Transformer here."
    start = text.index("Aware Transformer")
    assert is_hyphen_fragment(text, start, start + len("Aware Transformer"))
    start = text.index("Compute-Aware Transformer")
    assert not is_hyphen_fragment(text, start, start + len("Compute-Aware Transformer"))


def test_a_kind_word_and_a_verb_of_naming_in_front_of_a_name_go() -> None:
    assert clean_surface("metric called Zap Index") == "Zap Index"
    assert clean_surface("a method named ZapNet") == "ZapNet"
    assert clean_surface("named entity recognition") == "named entity recognition"
    assert clean_surface("biomedical named entity recognition") == (
        "biomedical named entity recognition"
    )


def test_a_latex_accent_is_shown_as_the_letter() -> None:
    assert display_name("R\\'enyi divergence") == "Rényi divergence"


def test_sentence_words_left_in_front_of_a_name_join_the_name() -> None:
    corpus = [
        paper("a", "Glyph parsing is hard.", ("Task", "glyph parsing", [])),
        paper("b", "This helps not only glyph parsing.", ("Task", "not only glyph parsing", [])),
        paper("c", "We are evaluating glyph parsing.", ("Task", "evaluating glyph parsing", [])),
    ]
    resolution = resolve(corpus)
    parsing = target(resolution, "a", "Task", "glyph parsing")
    assert target(resolution, "b", "Task", "not only glyph parsing") == parsing
    assert target(resolution, "c", "Task", "evaluating glyph parsing") == parsing


def test_average_of_a_metric_is_another_metric() -> None:
    corpus = [
        paper("a", "Recall rises.", ("Metric", "recall", [])),
        paper("b", "Average recall rises.", ("Metric", "average recall", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Metric", "average recall") != target(
        resolution, "a", "Metric", "recall"
    )


@pytest.mark.parametrize(
    ("surface", "reason"),
    [("OOD datasets", "modifier"), ("pretrained models", "modifier"), ("NLP tasks", "field")],
)
def test_a_modifier_or_a_field_with_a_kind_word_is_a_collection(surface: str, reason: str) -> None:
    assert reject_reason(surface) == reason
    assert reject_reason("language model") is None


def test_a_word_the_acronym_spells_stays_on_the_shown_name() -> None:
    corpus = [
        paper(
            "a",
            "Conventional glyph normalization (CGN) is a baseline.",
            ("Method", "Conventional glyph normalization", ["CGN"]),
        ),
    ]
    resolution = resolve(corpus)
    entity = resolution.entities[
        target(resolution, "a", "Method", "Conventional glyph normalization")
    ]
    assert entity.name == "Conventional glyph normalization"


def test_a_plural_acronym_with_a_kind_word_beside_it_still_takes_its_papers_spelling() -> None:
    # "QKN architecture" is the acronym with a kind word, in the singular: it spells out
    # nothing, and the bare "QKNs" goes to the paper's own "Quantized Kelp Networks"
    corpus = [
        paper(
            f"q{i}",
            "Quilted kelp networks (QKNs) model currents.",
            ("Method", "Quilted kelp networks", ["QKNs"]),
        )
        for i in range(4)
    ]
    corpus.append(
        paper(
            "x",
            "Quantized Kelp Networks are small. We verify large QKNs. We change the QKN "
            "architecture.",
            ("Method", "Quantized Kelp Networks", []),
            ("Method", "QKNs", ["QKN", "QKN architecture"]),
        )
    )
    resolution = resolve(corpus)
    assert target(resolution, "x", "Method", "QKNs") == target(
        resolution, "x", "Method", "Quantized Kelp Networks"
    )
    assert target(resolution, "x", "Method", "QKNs") != target(
        resolution, "q0", "Method", "Quilted kelp networks"
    )


def test_a_bare_acronym_a_name_of_its_paper_spells_out_otherwise_keeps_that_meaning() -> None:
    corpus = [
        paper(
            f"q{i}",
            "Quorum variance reduction (QVR) trains voters. QVR is fast.",
            ("Method", "quorum variance reduction", ["QVR"]),
        )
        for i in range(4)
    ]
    corpus += [
        # A bare "QVR" beside the paper's own "quick vector regression": not quorum variance
        # reduction.
        paper(
            "x",
            "We fit quick vector regression to queues. QVR beats trees.",
            ("Method", "quick vector regression", []),
            ("Method", "QVR", []),
        ),
        # No name of the paper spells it: the corpus meaning.
        paper("y", "We train with QVR on long queues.", ("Method", "QVR", [])),
        # A name of another type does not count.
        paper(
            "z",
            "Quick vector regression is a task here. QVR solves it.",
            ("Task", "quick vector regression", []),
            ("Method", "QVR", []),
        ),
    ]
    resolution = resolve(corpus)
    quorum = target(resolution, "q0", "Method", "quorum variance reduction")
    assert target(resolution, "x", "Method", "QVR") == target(
        resolution, "x", "Method", "quick vector regression"
    )
    assert target(resolution, "x", "Method", "QVR") != quorum
    assert target(resolution, "y", "Method", "QVR") == quorum
    assert target(resolution, "z", "Method", "QVR") == quorum


def test_judging_words_units_and_other_names_of_a_measure_join_it() -> None:
    corpus = [
        paper("a", "Human pose estimation is hard.", ("Task", "human pose estimation", [])),
        paper(
            "b",
            "We handle complicated human pose estimation.",
            ("Task", "complicated human pose estimation", []),
        ),
        paper("c", "We report FLOPs.", ("Metric", "FLOPs", [])),
        paper("d", "It needs 3 GFLOPs.", ("Metric", "GFLOPs", [])),
        paper("e", "The compression ratio is 10.", ("Metric", "compression ratio", [])),
        paper("f", "A high compression rate.", ("Metric", "compression rate", [])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Task", "complicated human pose estimation") == target(
        resolution, "a", "Task", "human pose estimation"
    )
    assert target(resolution, "d", "Metric", "GFLOPs") == target(resolution, "c", "Metric", "FLOPs")
    assert target(resolution, "f", "Metric", "compression rate") == target(
        resolution, "e", "Metric", "compression ratio"
    )


@pytest.mark.parametrize(
    "name", ["decision makers", "Neuro-Science", "film-making", "X-ray", "computed tomography"]
)
def test_people_fields_and_imaging_modalities_are_rejected(name: str) -> None:
    assert reject_reason(name) is not None


def test_a_measure_of_users_is_no_person() -> None:
    assert reject_reason("daily active users") is None


def test_an_acronym_introduced_after_other_words_is_the_papers_own() -> None:
    define = "Harbor gradient (HG) methods train agents."
    corpus = [paper(f"d{i}", define, ("Method", "Harbor gradient", ["HG"])) for i in range(3)]
    corpus.append(
        paper(
            "own",
            "Tasks of Shape Retrieval (SR) and Grounding (HG) are joined; HG helps.",
            ("Method", "HG", []),
        )
    )
    corpus.append(paper("bare", "We train HG agents on grids.", ("Method", "HG", [])))
    resolution = resolve(corpus)
    meaning = target(resolution, "d0", "Method", "Harbor gradient")
    assert target(resolution, "bare", "Method", "HG") == meaning
    assert target(resolution, "own", "Method", "HG") != meaning


def test_a_bare_acronym_of_two_meanings_takes_the_one_whose_words_its_paper_writes() -> None:
    corpus = [
        paper(
            f"z{i}",
            "Zonal frond routing (ZFR) moves kelp.",
            ("Method", "Zonal frond routing", ["ZFR"]),
        )
        for i in range(6)
    ]
    corpus += [
        paper(
            f"q{i}",
            "Zero-field rendering (ZFR) draws reefs.",
            ("Method", "Zero-field rendering", ["ZFR"]),
        )
        for i in range(2)
    ]
    corpus += [
        paper(
            "r", "A ZFR renderer draws coral scenes with rendering tricks.", ("Method", "ZFR", [])
        ),
        paper("m", "ZFR moves kelp between routing hubs.", ("Method", "ZFR", [])),
        paper("n", "ZFR is fast.", ("Method", "ZFR", [])),
    ]
    resolution = resolve(corpus)
    routing = target(resolution, "z0", "Method", "Zonal frond routing")
    rendering = target(resolution, "q0", "Method", "Zero-field rendering")
    assert target(resolution, "m", "Method", "ZFR") == routing
    # the paper writes "rendering", a word of the other meaning, and no word of the first
    assert target(resolution, "r", "Method", "ZFR") == rendering
    # no telling word: the meaning most papers give it
    assert target(resolution, "n", "Method", "ZFR") == routing


def test_a_definition_cut_short_of_the_only_longer_one_is_that_meaning() -> None:
    define = "Tidal frond descent (TFD) trains kelp."
    corpus = [paper(f"d{i}", define, ("Method", "Tidal frond descent", ["TFD"])) for i in range(10)]
    # one paper cuts the name short before its acronym, another gives the cut name its own
    corpus.append(paper("c", "Tidal frond (TFD) trains kelp.", ("Method", "Tidal frond", ["TFD"])))
    corpus.append(
        paper("x", "The tidal frond (TF) trains kelp.", ("Method", "tidal frond", ["TF"]))
    )
    # a cut name that begins two longer meanings of its acronym stays apart from both
    corpus += [
        paper(
            "k",
            "The Kelp-Reef divergence (KR) is reported.",
            ("Metric", "Kelp-Reef divergence", ["KR"]),
        ),
        paper(
            "r",
            "A Kelp-Reef regularization (KR) is added.",
            ("Method", "Kelp-Reef regularization", ["KR"]),
        ),
        paper("b", "A Kelp-Reef (KR) term is added.", ("Method", "Kelp-Reef", ["KR"])),
    ]
    resolution = resolve(corpus)
    descent = target(resolution, "d0", "Method", "Tidal frond descent")
    assert target(resolution, "c", "Method", "Tidal frond") == descent
    assert target(resolution, "x", "Method", "tidal frond") == descent
    bare = target(resolution, "b", "Method", "Kelp-Reef")
    assert bare != target(resolution, "k", "Metric", "Kelp-Reef divergence")
    assert bare != target(resolution, "r", "Method", "Kelp-Reef regularization")


def test_a_rare_measure_with_a_setting_or_at_a_cost_in_front_is_the_measure() -> None:
    widespread = [
        paper(f"w{n}", "The kelp ratio and the latency are reported.", *measures)
        for n in range(10)
        for measures in [(("Metric", "kelp ratio", []), ("Metric", "latency", []))]
    ]
    corpus = [
        *widespread,
        paper(
            "a", "A dimension-free kelp ratio holds.", ("Metric", "dimension-free kelp ratio", [])
        ),
        paper("b", "We report decoder latency.", ("Metric", "decoder latency", [])),
        # a plain word in front makes another measure, unless the measure is one of cost
        paper("c", "A symmetric kelp ratio holds.", ("Metric", "symmetric kelp ratio", [])),
        paper("d", "The top-k kelp ratio holds.", ("Metric", "top-k kelp ratio", [])),
        paper("e", "A multi-zorb kelp ratio holds.", ("Metric", "multi-zorb kelp ratio", [])),
        # a listed measure is one of its own, a filler-like word and all
        *(paper(f"r{n}", "The regret is bounded.", ("Metric", "regret", [])) for n in range(10)),
        paper("f", "The simple regret is bounded.", ("Metric", "simple regret", [])),
    ]
    resolution = resolve(corpus)
    ratio = target(resolution, "w0", "Metric", "kelp ratio")
    assert target(resolution, "a", "Metric", "dimension-free kelp ratio") == ratio
    assert target(resolution, "b", "Metric", "decoder latency") == target(
        resolution, "w0", "Metric", "latency"
    )
    assert target(resolution, "c", "Metric", "symmetric kelp ratio") != ratio
    assert target(resolution, "d", "Metric", "top-k kelp ratio") != ratio
    assert target(resolution, "e", "Metric", "multi-zorb kelp ratio") != ratio
    assert target(resolution, "f", "Metric", "simple regret") != target(
        resolution, "r0", "Metric", "regret"
    )


def test_a_rare_measure_around_a_widespread_acronym_is_what_the_acronym_means() -> None:
    corpus = [
        *(
            paper(
                f"w{n}",
                "The Zorb Kelp Distance (ZKD) is lower.",
                ("Metric", "Zorb Kelp Distance", ["ZKD"]),
            )
            for n in range(5)
        ),
        *(paper(f"z{n}", "ZKD is lower.", ("Metric", "ZKD", [])) for n in range(6)),
        paper("a", "The zero-shot ZKD-30k score drops.", ("Metric", "zero-shot ZKD-30k score", [])),
        paper("b", "The few-shot Zkd drops.", ("Metric", "few-shot Zkd", [])),
        paper("c", "The symmetric ZKD drops.", ("Metric", "symmetric ZKD", [])),
    ]
    resolution = resolve(corpus)
    zkd = target(resolution, "z0", "Metric", "ZKD")
    assert zkd == target(resolution, "w0", "Metric", "Zorb Kelp Distance")
    assert target(resolution, "a", "Metric", "zero-shot ZKD-30k score") == zkd
    assert target(resolution, "b", "Metric", "few-shot Zkd") == zkd
    assert target(resolution, "c", "Metric", "symmetric ZKD") != zkd


def test_an_expansion_missing_the_word_its_acronym_needs_is_the_full_one() -> None:
    corpus = [
        *(
            paper(
                f"w{n}",
                "The signal-to-interference ratio (SIR) rises.",
                ("Metric", "signal-to-interference ratio", ["SIR"]),
            )
            for n in range(3)
        ),
        paper("a", "The signal-to-ratio (SIR) rises.", ("Metric", "signal-to-ratio", ["SIR"])),
        # both spell the acronym: two meanings of it
        paper("b", "A zorb kelp net (ZN) runs.", ("Method", "zorb kelp net", ["ZN"])),
        paper("c", "A zorb net (ZN) runs.", ("Method", "zorb net", ["ZN"])),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Metric", "signal-to-ratio") == target(
        resolution, "w0", "Metric", "signal-to-interference ratio"
    )
    assert target(resolution, "b", "Method", "zorb kelp net") != target(
        resolution, "c", "Method", "zorb net"
    )


def test_an_efficiency_is_a_quality_not_a_measure() -> None:
    assert reject_reason("kelp efficiency") == "head noun"
    assert reject_reason("sample efficiency") == "head noun"


def test_a_rare_task_name_with_or_without_the_word_image_is_one_task() -> None:
    corpus = [
        paper("a", "Blind image kelping is hard.", ("Task", "blind image kelping", [])),
        paper("b", "Blind kelping is hard.", ("Task", "blind kelping", [])),
        *(
            paper(pid, "Kelp anomaly detection is hard.", ("Task", "kelp anomaly detection", []))
            for pid in "cdefg"
        ),
        paper("h", "Image kelp anomaly detection.", ("Task", "image kelp anomaly detection", [])),
        # "text image" is text-to-image; a hyphenated word is a name of its own
        paper(
            "i", "Conditional text image kelping.", ("Task", "conditional text image kelping", [])
        ),
        paper("j", "Conditional text kelping.", ("Task", "conditional text kelping", [])),
        paper("k", "Image-text kelp retrieval.", ("Task", "image-text kelp retrieval", [])),
        paper("l", "Text kelp retrieval.", ("Task", "text kelp retrieval", [])),
        paper("o", "Natural image kelp sorting.", ("Task", "natural image kelp sorting", [])),
        # point clouds are three-dimensional unless the name says otherwise
        paper("p", "3D point cloud kelping.", ("Task", "3D point cloud kelping", [])),
        paper("q", "Point cloud kelping.", ("Task", "point cloud kelping", [])),
        # segmentation is semantic unless the name says otherwise
        paper("r", "Kelp semantic segmentation.", ("Task", "kelp semantic segmentation", [])),
        paper("s", "Kelp segmentation.", ("Task", "kelp segmentation", [])),
        paper("t", "Kelp instance segmentation.", ("Task", "kelp instance segmentation", [])),
        paper("u", "Kelp machine learning.", ("Task", "kelp machine learning", [])),
        paper("v", "Kelp learning.", ("Task", "kelp learning", [])),
        # a signal's kind says what signal it is; "object" says what is detected
        paper("w", "Kelp object detection.", ("Task", "kelp object detection", [])),
        paper("x", "Kelp detection.", ("Task", "kelp detection", [])),
        paper("y", "Kelp signal synthesis.", ("Task", "kelp signal synthesis", [])),
        paper("z", "Kelp synthesis.", ("Task", "kelp synthesis", [])),
        # so does the kind of data; "data" first is the thing the task acts on
        paper("da", "Frond data clustering.", ("Task", "frond data clustering", [])),
        paper("db", "Frond clustering.", ("Task", "frond clustering", [])),
        paper("dc", "Data kelping.", ("Task", "data kelping", [])),
        paper("dd", "Kelping.", ("Task", "kelping", [])),
        paper("de", "Frond data learning.", ("Task", "frond data learning", [])),
        paper("df", "Frond learning.", ("Task", "frond learning", [])),
        # translation is machine translation, view synthesis makes novel views
        paper("ta", "Kelp machine translation.", ("Task", "kelp machine translation", [])),
        paper("tb", "Kelp translation.", ("Task", "kelp translation", [])),
        paper("va", "Kelp novel view synthesis.", ("Task", "kelp novel view synthesis", [])),
        paper("vb", "Kelp view synthesis.", ("Task", "kelp view synthesis", [])),
        # "learning" after a thing learnt of two words or more
        paper(
            "la", "Cross-frond transfer learning.", ("Task", "cross-frond transfer learning", [])
        ),
        paper("lb", "Cross-frond transfer.", ("Task", "cross-frond transfer", [])),
        # two names many papers use may be two tasks
        *(
            paper(f"m{n}", "Image kelp sorting.", ("Task", "image kelp sorting", []))
            for n in range(3)
        ),
        *(paper(f"n{n}", "Kelp sorting.", ("Task", "kelp sorting", [])) for n in range(3)),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a", "Task", "blind image kelping") == target(
        resolution, "b", "Task", "blind kelping"
    )
    assert target(resolution, "h", "Task", "image kelp anomaly detection") == target(
        resolution, "c", "Task", "kelp anomaly detection"
    )
    assert target(resolution, "i", "Task", "conditional text image kelping") != target(
        resolution, "j", "Task", "conditional text kelping"
    )
    assert target(resolution, "k", "Task", "image-text kelp retrieval") != target(
        resolution, "l", "Task", "text kelp retrieval"
    )
    assert target(resolution, "m0", "Task", "image kelp sorting") != target(
        resolution, "n0", "Task", "kelp sorting"
    )
    assert target(resolution, "o", "Task", "natural image kelp sorting") == target(
        resolution, "m0", "Task", "image kelp sorting"
    )
    point_cloud = target(resolution, "q", "Task", "point cloud kelping")
    assert target(resolution, "p", "Task", "3D point cloud kelping") == point_cloud
    kelp_segmentation = target(resolution, "s", "Task", "kelp segmentation")
    assert target(resolution, "r", "Task", "kelp semantic segmentation") == kelp_segmentation
    assert target(resolution, "t", "Task", "kelp instance segmentation") != kelp_segmentation
    assert target(resolution, "u", "Task", "kelp machine learning") == target(
        resolution, "v", "Task", "kelp learning"
    )
    assert target(resolution, "w", "Task", "kelp object detection") != target(
        resolution, "x", "Task", "kelp detection"
    )
    assert target(resolution, "y", "Task", "kelp signal synthesis") == target(
        resolution, "z", "Task", "kelp synthesis"
    )
    assert one_node(resolution, "Task", ("da", "frond data clustering"), ("db", "frond clustering"))
    assert not one_node(resolution, "Task", ("dc", "data kelping"), ("dd", "kelping"))
    # the inner word first: "frond data learning" is "frond learning", not "frond data"
    assert one_node(resolution, "Task", ("de", "frond data learning"), ("df", "frond learning"))
    assert one_node(
        resolution, "Task", ("ta", "kelp machine translation"), ("tb", "kelp translation")
    )
    assert one_node(
        resolution, "Task", ("va", "kelp novel view synthesis"), ("vb", "kelp view synthesis")
    )
    assert one_node(
        resolution, "Task", ("la", "cross-frond transfer learning"), ("lb", "cross-frond transfer")
    )


def test_an_attack_named_with_or_without_a_word_all_attacks_imply_is_one_task() -> None:
    corpus = [
        *(
            paper(f"a{n}", "Grey-box kelp attacks.", ("Task", "grey-box kelp attacks", []))
            for n in range(4)
        ),
        *(
            paper(
                f"b{n}",
                "Grey-box adversarial kelp attacks.",
                ("Task", "grey-box adversarial kelp attacks", []),
            )
            for n in range(4)
        ),
        *(paper(f"c{n}", "Frond extraction.", ("Task", "frond extraction", [])) for n in range(3)),
        *(
            paper(f"d{n}", "Frond extraction attacks.", ("Task", "frond extraction attacks", []))
            for n in range(3)
        ),
        # "attacks" on a thing, not a doing, name the attacks
        *(paper(f"e{n}", "Kelp optimization.", ("Task", "optimization", [])) for n in range(3)),
        *(
            paper(f"f{n}", "Optimization attacks.", ("Task", "optimization attacks", []))
            for n in range(3)
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "a0", "Task", "grey-box kelp attacks") == target(
        resolution, "b0", "Task", "grey-box adversarial kelp attacks"
    )
    assert target(resolution, "c0", "Task", "frond extraction") == target(
        resolution, "d0", "Task", "frond extraction attacks"
    )
    assert target(resolution, "e0", "Task", "optimization") != target(
        resolution, "f0", "Task", "optimization attacks"
    )


def test_a_rare_name_with_a_word_in_its_derived_form_is_the_widespread_name() -> None:
    corpus = [
        *(
            paper(f"a{n}", "Logical kelp reasoning.", ("Task", "logical kelp reasoning", []))
            for n in range(4)
        ),
        paper("b", "Logic kelp reasoning.", ("Task", "logic kelp reasoning", [])),
        *(paper(f"c{n}", "Kelp filter.", ("Method", "kelp filter", [])) for n in range(3)),
        paper("d", "Kelp filtering.", ("Method", "kelp filtering", [])),
        # two derived words may mean two things
        *(
            paper(f"e{n}", "Structured kelp sorting.", ("Task", "structured kelp sorting", []))
            for n in range(4)
        ),
        paper("f", "Structural kelp sorting.", ("Task", "structural kelp sorting", [])),
        # a short stem is left alone ("normal" is not "norm")
        *(
            paper(f"g{n}", "Norm kelp fitting.", ("Task", "norm kelp fitting", []))
            for n in range(4)
        ),
        paper("h", "Normal kelp fitting.", ("Task", "normal kelp fitting", [])),
        # a name as widespread as the other stays its own
        *(paper(f"i{n}", "Molecule kelping.", ("Task", "molecule kelping", [])) for n in range(4)),
        *(
            paper(f"j{n}", "Molecular kelping.", ("Task", "molecular kelping", []))
            for n in range(3)
        ),
    ]
    resolution = resolve(corpus)
    assert target(resolution, "b", "Task", "logic kelp reasoning") == target(
        resolution, "a0", "Task", "logical kelp reasoning"
    )
    assert target(resolution, "d", "Method", "kelp filtering") == target(
        resolution, "c0", "Method", "kelp filter"
    )
    assert target(resolution, "f", "Task", "structural kelp sorting") != target(
        resolution, "e0", "Task", "structured kelp sorting"
    )
    assert target(resolution, "h", "Task", "normal kelp fitting") != target(
        resolution, "g0", "Task", "norm kelp fitting"
    )
    assert target(resolution, "j0", "Task", "molecular kelping") != target(
        resolution, "i0", "Task", "molecule kelping"
    )


def test_the_accuracy_of_an_activity_one_or_two_papers_write_is_accuracy() -> None:
    """Whatever the activity, decisions or estimates ("kelp detection accuracy", "registration
    accuracy", "imputation accuracy"), a paper's accuracy of it is accuracy; a plain word in
    front makes another measure ("selective accuracy"), and what many papers write stays."""
    corpus = [paper(f"a{i}", "Accuracy improves.", ("Metric", "accuracy", [])) for i in range(12)]
    corpus += [
        paper("b", "Kelp detection accuracy improves.", ("Metric", "kelp detection accuracy", [])),
        paper(
            "c", "The kelp registration accuracy improves.", ("Metric", "registration accuracy", [])
        ),
        paper("e", "The imputation accuracy improves.", ("Metric", "imputation accuracy", [])),
        paper("s", "The selective accuracy improves.", ("Metric", "selective accuracy", [])),
    ]
    corpus += [
        paper(f"f{i}", "The forecasting accuracy improves.", ("Metric", "forecasting accuracy", []))
        for i in range(3)
    ]
    resolution = resolve(corpus)
    accuracy = target(resolution, "a0", "Metric", "accuracy")
    assert target(resolution, "b", "Metric", "kelp detection accuracy") == accuracy
    assert target(resolution, "c", "Metric", "registration accuracy") == accuracy
    assert target(resolution, "e", "Metric", "imputation accuracy") == accuracy
    assert target(resolution, "s", "Metric", "selective accuracy") not in (None, accuracy)
    assert target(resolution, "f0", "Metric", "forecasting accuracy") not in (None, accuracy)


def test_a_task_is_named_in_words_however_often_its_acronym_is_written() -> None:
    corpus = [paper(f"a{n}", "We study KFS for frond data.", ("Task", "KFS", [])) for n in range(9)]
    corpus += [
        paper(f"m{n}", "We propose KNM for frond data.", ("Method", "KNM", [])) for n in range(9)
    ]
    corpus += [
        paper(
            "b",
            "We study kelp frond search (KFS).",
            ("Task", "kelp frond search", ["KFS"]),
        ),
        paper(
            "c",
            "We propose the kelp net model (KNM).",
            ("Method", "kelp net model", ["KNM"]),
        ),
    ]
    resolution = resolve(corpus)
    names = {e.type: e.name for e in resolution.entities.values()}
    assert names["Task"] == "kelp frond search"
    # a method everyone writes bare keeps its acronym
    assert names["Method"] == "KNM"


def test_a_listed_name_with_a_filler_word_in_front_still_names_its_node() -> None:
    """ "neural" is a filler in front of a task's name, but "neural architecture search" is a
    listed name, not "architecture search" with a filler: it names the node over a rarer
    spelling of the acronym and over the bare name another paper writes."""
    corpus = [
        paper(
            f"n{n}",
            "We study neural architecture search (NAS) for kelp data.",
            ("Task", "neural architecture search", ["NAS"]),
        )
        for n in range(3)
    ]
    corpus += [
        paper(
            "w",
            "We study network architecture search (NAS) for fronds.",
            ("Task", "network architecture search", ["NAS"]),
        ),
        paper(
            "x",
            "Kelp nets are found by architecture search. NAS is slow.",
            ("Task", "architecture search", ["NAS"]),
        ),
    ]
    resolution = resolve(corpus)
    assert [e.name for e in resolution.entities.values()] == ["neural architecture search"]
