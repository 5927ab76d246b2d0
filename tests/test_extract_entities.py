"""Entity candidates and types, on sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

import pytest
import spacy
from extract_support import by_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.tokens import Doc

from kg.extract import build_nlp
from kg.extract.entities import _name_goes_on_to_a_noun
from kg.extract.lexicon import load_lexicon, read_terms
from kg.extract.pipeline import _narrower_tasks_joined
from kg.extract.shapes import is_name_shaped, should_merge
from kg.extract.syntax import descriptors
from kg.model import PAPER, Entity, Extraction, Paper, Relation, entity_key
from kg.names import span_name, spelled_out
from kg.normalize import normalize_name


def typed(extraction: Extraction) -> dict[str, str]:
    return {e.name: e.type for e in extraction.entities}


def test_proposed_acronym_with_long_form_and_later_uses() -> None:
    text = (
        "We propose Contrastive Memory Replay (CMR), a continual learning framework. "
        "CMR stores few samples. Unlike rehearsal, CMR scales."
    )
    (entity,) = [e for e in by_rules(text).entities if e.name == "Contrastive Memory Replay"]
    assert entity.type == "Method"
    assert entity.key == "method:contrastive memory replay"
    assert entity.aliases == ["CMR"]
    assert [m.text for m in entity.mentions] == ["Contrastive Memory Replay", "CMR", "CMR", "CMR"]


def test_a_defined_short_form_in_its_other_number_is_the_same_entity() -> None:
    text = (
        "Kelp processes (KPs) are flexible priors. One appeal of the KP framework is its "
        "speed. We propose the Quick Zebra Network (QZN). Several QZNs can be stacked."
    )
    entities = {e.name: e for e in by_rules(text).entities}
    assert "KP" not in entities and "QZNs" not in entities
    assert "KP" in entities["Kelp processes"].aliases
    assert "QZNs" in entities["Quick Zebra Network"].aliases


def test_coordination_shares_the_dataset_type() -> None:
    text = "Our model is evaluated on ImageNet, Tiny-Places365, and FooBench-2."
    got = typed(by_rules(text))
    assert got["ImageNet"] == "Dataset"
    assert got["Tiny-Places365"] == "Dataset"
    assert got["FooBench-2"] == "Dataset"


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("Results on the QuillSet benchmark are reported.", "QuillSet", "Dataset"),
        ("We release ZephQA, a dataset of 10k questions.", "ZephQA", "Dataset"),
        ("We propose HexaNet, a lightweight architecture for audio.", "HexaNet", "Method"),
        ("Our method outperforms GraphSmoother by a wide margin.", "GraphSmoother", "Method"),
        ("We compare the models in terms of ZetaScore.", "ZetaScore", "Metric"),
        # an acronym after a score with a decimal point or a percent sign is the measure
        ("On ReefSet, FrondNet obtains 38.2 KQ while running at 61.7 FPS.", "KQ", "Metric"),
        ("On ReefSet, FrondNet obtains 38.2 KQ while running at 61.7 FPS.", "FPS", "Metric"),
        ("Our model gives a 12.5% KQ gain on ReefSet.", "KQ", "Metric"),
        ("We study the task of molecule captioning.", "molecule captioning", "Task"),
        (
            "Cross-lingual keyword spotting aims to find spoken terms.",
            "Cross-lingual keyword spotting",
            "Task",
        ),
        ("It improves top-1 accuracy on CIFAR-10.", "top-1 accuracy", "Metric"),
        ("It cuts P95 latency in half.", "P95 latency", "Metric"),
        (
            "We address open-set speaker identification in noisy rooms.",
            "open-set speaker identification",
            "Task",
        ),
        (
            "Experiments on retinal vessel segmentation benchmarks confirm it.",
            "retinal vessel segmentation",
            "Task",
        ),
        # A definition is typed by the words it spells out and by the noun after it, not by
        # what a term list means by the same letters.
        (
            "We study variational quantum algorithms (VQA) on noisy chips.",
            "variational quantum algorithms",
            "Method",
        ),
        ("We propose a sparse segmentation (SpaSeg) framework.", "sparse segmentation", "Method"),
        (
            "Deep glyph recognition (DGR) models read receipts.",
            "Deep glyph recognition",
            "Task",
        ),
        # a listed name ending a hyphenated word is not what the word names
        (
            "We pretrain kelp encoders with self-supervised contrastive learning.",
            "self-supervised contrastive learning",
            "Method",
        ),
        # ("meta-RL" is meta-reinforcement learning, a listed task, not RL)
        ("We study meta-RL on ZapKelp.", "meta-RL", "Task"),
        ("GlowNet is tested on tiered-ImageNet.", "tiered-ImageNet", "Dataset"),
        # a lowercase kind noun before a capitalized name calls it
        (
            "We propose the metric Closest Kelp Distance (CKD) to compare groups.",
            "Closest Kelp Distance",
            "Metric",
        ),
        # what an accuracy after a name measures is no measure
        (
            "Fully connected nets, and Message Passing Kelp Solver prediction accuracy is "
            "improved by 16% and 7%.",
            "Message Passing Kelp Solver",
            "Method",
        ),
        # names in a parenthesis after a measured quality are what has it, no measures
        ("However, they lower accuracy (QZNet, ZapNet), or need retuning.", "QZNet", "Method"),
        # a word that ends in other letters of a listed name is a name of its own
        ("We propose Mod-Squad, a kelp counter.", "Mod-Squad", "Method"),
        # after an infinitive, the last word is no head of the name
        (
            "In this paper, we introduce Kelp Estimation to Pick the Right Precision (KEPRP).",
            "Kelp Estimation to Pick the Right Precision",
            "Method",
        ),
    ],
)
def test_cues(text: str, name: str, kind: str) -> None:
    assert typed(by_rules(text)).get(name) == kind


def test_name_shapes_stay_whole() -> None:
    text = "We fine-tune Llama-3.1-8B and Qwen2.5-Coder-7B on CNN/DailyMail and PG-19."
    got = typed(by_rules(text))
    assert got["Llama-3.1-8B"] == "Method"
    assert got["Qwen2.5-Coder-7B"] == "Method"
    assert got["CNN/DailyMail"] == "Dataset"
    assert got["PG-19"] == "Dataset"


@pytest.mark.parametrize(
    "text",
    [
        "Our method beats existing approaches and strong baselines on this task.",
        "Large language models (LLMs) are widely used. LLMs hallucinate.",
        "We propose a simple and effective approach.",
        "",
        "   \n\t ",
        "12 34 5.6 %",
        "Decision-making under uncertainty matters for kelp farms; we improve decision making.",
    ],
)
def test_generic_mentions_are_not_entities(text: str) -> None:
    assert by_rules(text).entities == []


def test_latex_and_markdown_names_have_clean_names_and_original_offsets() -> None:
    text = r"We present $\textit{Sparse Echo Attention}$ (SEA) and **EchoBench**, a benchmark."
    extraction = by_rules(text)
    got = typed(extraction)
    assert got["Sparse Echo Attention"] == "Method"
    assert got["EchoBench"] == "Dataset"
    for entity in extraction.entities:
        for mention in entity.mentions:
            assert text[mention.start : mention.end] == mention.text


def test_lexicon_can_be_extended(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "datasets.txt").write_text("# mine\nwobble corpus\n", encoding="utf-8")
    lexicon = load_lexicon([tmp_path])
    assert lexicon.type_of("Wobble Corpus") == "Dataset"
    assert lexicon.type_of("ImageNet") == "Dataset"
    assert load_lexicon([tmp_path], package=False).type_of("ImageNet") is None


def test_missing_lexicon_folder_is_an_input_error(tmp_path: Path) -> None:
    from kg.errors import InputError

    with pytest.raises(InputError, match="does not exist"):
        load_lexicon([tmp_path / "nope"])


def test_read_terms_skips_comments_and_blanks() -> None:
    assert read_terms(["# c", "", "  BERT  ", "C#"], "x") == ["BERT", "C#"]


@pytest.mark.parametrize(
    ("text", "merge"),
    [
        ("Llama-3.1-8B", True),
        ("CNN/DailyMail", True),
        ("input/output", False),
        ("10-15", False),
        ("multi-turn", False),
        ("GPT-5", True),
        # listed names of one type written together are several names
        ("PSNR/SSIM", False),
        ("ImageNet/CIFAR10/CIFAR100", False),
        # so is a listed name among acronyms; acronyms alone stay one name
        ("QZ/PSNR", False),
        ("QZ/ZX", True),
        ("QZ/Kelpnet", True),
    ],
)
def test_should_merge(text: str, merge: bool) -> None:
    assert should_merge(text) is merge


@pytest.mark.parametrize(
    ("text", "shaped"),
    [
        ("DPO", True),
        ("LLMs", True),
        ("HeraSys", True),
        ("GPT-5", True),
        ("7B", False),
        ("6D", False),
        ("model", False),
        ("Transformer", False),
        ("A", False),
    ],
)
def test_is_name_shaped(text: str, shaped: bool) -> None:
    assert is_name_shaped(text) is shaped


def test_extraction_is_deterministic() -> None:
    text = "We propose KiteNet (KN). KN outperforms ResNet on CIFAR-10 in accuracy."
    assert by_rules(text).to_json() == by_rules(text).to_json()


_WORDS = st.sampled_from(
    [
        "We",
        "propose",
        "Foo-Net",
        "(FN)",
        "on",
        "ImageNet",
        ",",
        "and",
        "the",
        "$\\textbf{X}$",
        "**Y**",
        "https://x.example/a",
        "accuracy",
        "\u2011",
        "é",
        "\n",
        "LLMs",
        "(",
        ")",
        "outperforms",
        "BERT",
        ".",
    ]
)


@settings(max_examples=40, deadline=None)
@given(st.lists(_WORDS, max_size=30).map(" ".join) | st.text(max_size=60))
def test_mentions_always_slice_the_original(text: str) -> None:
    extraction = by_rules(text)
    for entity in extraction.entities:
        assert entity.mentions
        for mention in entity.mentions:
            assert 0 <= mention.start < mention.end <= len(text)
            assert text[mention.start : mention.end] == mention.text


def test_a_listed_name_opening_with_an_article_yields_to_an_overlapping_one() -> None:
    # "The Stack" is a listed corpus; here "the" is an article before another listed name.
    got = typed(by_rules("Next word prediction on the Stack Overflow dataset is hard."))
    assert got.get("Stack Overflow") == "Dataset"
    assert "the Stack" not in got


def test_a_signal_to_noise_ratio_is_a_metric() -> None:
    got = typed(by_rules("GlowNet raises the signal-to-noise ratio (SNR) of kelp by 3 dB."))
    assert got["signal-to-noise ratio"] == "Metric"


def test_a_comma_after_an_opening_phrase_lists_nothing() -> None:
    got = typed(by_rules("At high accuracy, GlowNet still counts kelp. QZNet uses ZapSet."))
    assert got["GlowNet"] == "Method"
    assert typed(by_rules("We test on ZapSet, QZSet."))["QZSet"] == "Dataset"


def test_names_with_digits_keep_their_shape_at_sentence_end() -> None:

    text = (
        "We fine-tune Llama-3.1-8B. Accuracy rises on GSM8K. "
        "The model also beats T5 on GSM8K and uses 8K tokens."
    )
    extraction = by_rules(text)
    names = {e.name for e in extraction.entities}
    assert {"Llama-3.1-8B", "GSM8K", "T5"} <= names
    assert not any(name.endswith(".") for name in names)
    for entity in extraction.entities:
        for mention in entity.mentions:
            assert text[mention.start : mention.end] == mention.text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("To study kelp counting, we proposeQZWorld, a benchmark of kelp scenes.", "QZWorld"),
        ("We compare our model withQZNets on three kelp datasets.", "QZNets"),
        ("Results on ZapSet and QZ-SETshow that GlowNet counts kelp well.", "QZ-SET"),
        ("It is faster than QZHNSWand GlowNet on ZapSet.", "QZHNSW"),
        ("We study the dynamics ofQZNets trained on kelp counts.", "QZNets"),
    ],
)
def test_a_word_typed_against_a_name_is_no_part_of_it(text: str, name: str) -> None:
    names = {e.name for e in by_rules(text).entities}
    assert name in names


@pytest.mark.parametrize("word", ["signQZD", "miniZapSet", "MaskAHand", "QZNets"])
def test_lowercase_prefixes_and_plural_acronyms_stay_whole(word: str) -> None:
    assert [t.text for t in build_nlp().make_doc(f"We train {word} on kelp.")][2] == word


def test_mixed_case_name_ending_in_a_capital_keeps_its_shape_at_sentence_end() -> None:

    text = (
        "We build a retrieval method on top of CLIP, namely CLIP-NaV. "
        "Extensive results show that CLIP-NaV beats CLIP on Flickr30K."
    )
    names = {e.name for e in by_rules(text).entities}
    assert "CLIP-NaV" in names
    assert not any(name.endswith(".") or name == "NaV" for name in names)


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # A name that ends in a year or carries an edition is a dataset.
        ("Our tagger is trained on the Norvex 2009 shared data.", "Norvex 2009", "Dataset"),
        ("Scores rise on MeloDB2016 as well.", "MeloDB2016", "Dataset"),
        # A challenge that is a doing is a problem; a challenge with a name is data.
        (
            "We study a new challenge named hidden kelp counting, whose goal is to count kelp.",
            "hidden kelp counting",
            "Task",
        ),
        ("Guided Foraging is a crucial challenge in planning.", "Guided Foraging", "Task"),
        ("We evaluate on the Kelp Challenge.", "Kelp Challenge", "Dataset"),
        # A name in capitals the paper gives its contribution is a method, whatever its head;
        # a task in capitals that nobody names so stays a task.
        (
            "We propose a new iterative method which we term Iterative Next Kelp Detection.",
            "Iterative Next Kelp Detection",
            "Method",
        ),
        ("We study Kelp Segmentation on aerial images.", "Kelp Segmentation", "Task"),
        ("We introduce Kelp Segmentation, a new task.", "Kelp Segmentation", "Task"),
        # A capitalized word right before a data noun names the data.
        ("We report the best results on the Quarrow benchmark.", "Quarrow", "Dataset"),
        # The last word of a title-case name says it is a collection of data.
        (
            "Agents play games of the Pixel Arcade Environment.",
            "Pixel Arcade Environment",
            "Dataset",
        ),
        # Names listed after a plural data noun.
        ("It leads on two benchmarks, TorvaFace and Plinth, by wide margins.", "Plinth", "Dataset"),
        # "the validation set of X" is evaluated on X; an inner "in the" keeps the name whole.
        (
            "We report accuracy on the test split of Quiet Voices in the Dark (QVD 2.0).",
            "Quiet Voices in the Dark",
            "Dataset",
        ),
        # Name shapes typical of data: question sets, evaluation suites, sized editions.
        ("Gains hold on ZelphQA and on Morrow alike.", "ZelphQA", "Dataset"),
        ("Pass rates on CodraEval climb quickly.", "CodraEval", "Dataset"),
        ("The encoder is pretrained on Vistra-22K first.", "Vistra-22K", "Dataset"),
        ("Torvix is tuned on QUILL-10 for speed.", "QUILL-10", "Dataset"),
        # A mixed-case stem with a number is a model size, not data.
        ("Torvix is tuned on QUILL-10 with a Brennet-50 backbone.", "Brennet-50", "Method"),
        # Task heads beyond the first list, and hyphenated ones.
        ("Semantic role labeling remains hard for parsers.", "Semantic role labeling", "Task"),
        ("We study vehicle re-identification across cameras.", "vehicle re-identification", "Task"),
        # A listed problem the text writes as a property.
        ("Kelp filters also improve adversarial robustness.", "adversarial robustness", "Task"),
        # A measure at a rank cutoff.
        ("GlowNet improves R@5 by 3 points on ZapKelp.", "R@5", "Metric"),
        ("GlowNet reaches 71% Hits@10 on ZapKelp.", "Hits@10", "Metric"),
        # and at a threshold
        ("GlowNet beats prior work by 7.11% in Frond@0.5IoU.", "Frond@0.5IoU", "Metric"),
        # A group noun is typed by what it gathers; a group of tasks is a benchmark.
        (
            "We propose Kelp Editor Networks using Glow Decomposition (KENGD), a collection of "
            "small editing networks that edit a model.",
            "Kelp Editor Networks using Glow Decomposition",
            "Method",
        ),
        ("We present ZapBench, a suite of kelp tasks.", "ZapBench", "Dataset"),
        ("We release GlowData, a collection of kelp images.", "GlowData", "Dataset"),
        ("We present QZNet, a family of models for kelp counting.", "QZNet", "Method"),
    ],
)
def test_dataset_and_task_cues(text: str, name: str, kind: str) -> None:
    assert typed(by_rules(text)).get(name) == kind


def test_coordinated_task_names_are_split() -> None:
    got = typed(by_rules("We evaluate it on bird call spotting and music tag prediction."))
    assert got.get("bird call spotting") == "Task"
    assert got.get("music tag prediction") == "Task"
    assert not any(" and " in name for name in got)


def test_adjectival_hyphen_compounds_name_no_task() -> None:
    got = typed(by_rules("We curate a large-scale dataset and several multi-step tasks."))
    assert "large-scale" not in got
    assert "multi-step" not in got


def test_lexicon_names_match_in_common_spellings() -> None:
    got = typed(by_rules("Errors drop on Cifar-10, CIFAR100 and Pubmed; ImageNet too."))
    assert got.get("Cifar-10") == "Dataset"
    assert got.get("CIFAR100") == "Dataset"
    assert got.get("Pubmed") == "Dataset"


def test_all_caps_lexicon_names_stay_case_sensitive() -> None:
    got = typed(by_rules("We teach math to children with a map of topics."))
    assert "math" not in got
    assert "map" not in got


def test_a_name_with_a_capital_inside_is_not_the_listed_acronym() -> None:
    # FID is a listed metric; "FiD" is a model of its own, "Bleu" is BLEU.
    lexicon = load_lexicon([])
    assert lexicon.type_of("FiD") is None
    assert lexicon.type_of("Bleu") == lexicon.type_of("BLEU") == "Metric"
    got = typed(by_rules("We propose GlowMem. GlowMem is much cheaper than FiD on kelp QA."))
    assert got.get("FiD") != "Metric"
    # mAP is listed; "MAP" (maximum a posteriori) and "map" are other words.
    assert lexicon.type_of("mAP") == "Metric"
    assert lexicon.type_of("MAP") is None
    assert lexicon.type_of("map") is None


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        (
            "HaloNet won the Northern Go Engine Championship, held by the "
            "Western Board Games Association.",
            ["Northern Go Engine Championship", "Western Board Games Association"],
        ),
        (
            "Our code for HaloNet was accepted at NeurIPS 2021 and ICLR2022.",
            ["NeurIPS", "NeurIPS 2021", "ICLR2022"],
        ),
        ("HaloNet trains in two days on 64 TPUs and eight A100 GPUs.", ["TPUs", "A100"]),
        ("HaloNet runs on an FPGA board and on ASICs.", ["FPGA", "ASICs"]),
        ("HaloNet reads RGB-D frames and LiDAR sweeps.", ["RGB-D", "LiDAR"]),
        ("HaloNet is written in PyTorch and JAX.", ["PyTorch", "JAX"]),
        (
            "We track HaloNet along the ScalableSparseRoutingForMixtureExperts text.",
            ["ScalableSparseRoutingForMixtureExperts"],
        ),
        ("HaloNet regresses 6 degrees of freedom (6DoF) poses.", ["6 degrees of freedom", "6DoF"]),
        ("SPARSE TOKENS FOR THE WIN: HaloNet prunes tokens.", ["SPARSE TOKENS FOR THE WIN"]),
        ("Our HaloNet beats ResNet-50.", ["Our HaloNet"]),
    ],
)
def test_organizations_venues_hardware_and_pdf_debris_are_not_entities(
    text: str, absent: list[str]
) -> None:
    names = typed(by_rules(text))
    assert "HaloNet" in names
    for name in absent:
        assert name not in names


def test_bare_tagging_task_short_names() -> None:
    names = typed(by_rules("HaloNet improves NER and uses POS features."))
    assert names.get("NER") == "Task"
    assert "POS" not in names


def test_tasks_named_only_as_the_setting_of_earlier_work_are_dropped() -> None:
    text = (
        "Although attention models have reshaped fields such as speech recognition, "
        "tabular data remains hard. Existing systems built for keyword spotting fail on "
        "long inputs. Unlike prior work on image captioning, we study table question "
        "answering and propose TabLens for it."
    )
    got = typed(by_rules(text))
    assert got.get("table question answering") == "Task"
    assert "speech recognition" not in got
    assert "keyword spotting" not in got
    assert "image captioning" not in got
    # A gerund after "while" says what the method does besides, not what others did.
    text = "KelpNet trains fast while improving the accuracy on image classification datasets."
    assert typed(by_rules(text)).get("image classification") == "Task"
    # After the main clause, "while" and "whereas" contrast two tasks the paper serves; a
    # "while" clause that opens the sentence concedes a context.
    text = (
        "Our encoder serves two tasks. Pose estimation relies on joint positions, while "
        "person re-identification relies on clothing cues. While speech recognition has "
        "been studied for decades, we focus on vision."
    )
    got = typed(by_rules(text))
    assert got.get("person re-identification") == "Task"
    assert "speech recognition" not in got


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("Training object detection models usually needs boxes.", "object detection"),
        ("Kelp beats recent deep learning pansharpening methods.", "pansharpening"),
        ("We analyze five highly-performant video prediction models.", "video prediction"),
        ("Deep networks suffer from serious catastrophic forgetting.", "catastrophic forgetting"),
        ("Kelp sensors need sophisticated domain adaptation.", "domain adaptation"),
    ],
)
def test_words_before_a_task_that_act_judge_or_name_the_means_are_no_part_of_it(
    text: str, task: str
) -> None:
    assert [e.name for e in by_rules(text).entities if e.type == "Task"] == [task]


def test_a_name_with_a_listed_abbreviation_takes_the_type_of_its_long_form() -> None:
    # "offline RL" is offline reinforcement learning, a listed task: its algorithms are a
    # way of learning, as they are spelled out, and no Method "offline RL"
    for text in (
        "Offline RL algorithms are brittle on kelp tasks.",
        "Existing meta-RL methods adapt slowly to kelp tasks.",
    ):
        assert not [e for e in by_rules(text).entities if e.type == "Method"], text
    assert typed(by_rules("We study meta-RL for kelp agents.")).get("meta-RL") == "Task"
    assert spelled_out("meta-RL") == "meta-reinforcement learning"
    assert spelled_out("R-CNN") is None  # a letter of a name, not a word in front
    # a short name the field writes for a listed one is of its type (CUB is CUB-200-2011),
    # and lends it to the name listed with it
    got = typed(by_rules("KelpNet ranks images on CUB and SOP."))
    assert got.get("CUB") == got.get("SOP") == "Dataset"


def test_a_paper_that_spells_a_short_form_otherwise_types_its_every_mention() -> None:
    # CER is written for character error rate (synonyms.txt); a paper that spells it as a
    # task of its own means that task wherever it writes CER, also where no definition is
    # beside it and a list would type it as the measure
    text = (
        "Few corpora exist for coastal echo recognition (CER), and they are small. "
        "We collect a larger corpus for CER and report accuracy."
    )
    got = typed(by_rules(text))
    assert got.get("coastal echo recognition") == "Task"
    assert "Metric" not in {t for n, t in got.items() if n != "accuracy"}


def test_a_listed_short_form_the_paper_proposes_in_words_of_its_own_is_its_new_thing() -> None:
    # CUB is a listed dataset; proposed as the short form of words that name no dataset, it
    # is the paper's own method
    text = (
        "We propose Coastal Unit Bound (CUB) to relax the regret of kelp bandits. "
        "The CUB keeps regret low on three tasks."
    )
    got = typed(by_rules(text))
    assert got["Coastal Unit Bound"] == "Method"
    assert "Dataset" not in got.values()


def test_a_name_that_opens_the_clause_after_a_closed_list_of_data_is_no_item_of_it() -> None:
    # the list of datasets ends with its "and"; the name after the next comma is the subject
    # of the main clause, the paper's method, not a fourth dataset
    text = (
        "We propose TIDRA to lower the memory of kelp adaptation. On three datasets, "
        "ReefSet-10, ReefSet-100 and FrondImages, TIDRA improves the accuracy by at least 6%."
    )
    got = typed(by_rules(text))
    assert got["TIDRA"] == "Method"
    assert got["ReefSet-10"] == got["FrondImages"] == "Dataset"


def test_tasks_described_by_an_adjective_hyphened_to_a_noun_name_no_task() -> None:
    text = "Kelp generalizes to unseen long-horizon tasks and to long-horizon tasks."
    assert not [e for e in by_rules(text).entities if e.type == "Task"]


def test_a_learned_test_bed_is_a_model() -> None:
    got = typed(by_rules("We present ReefSim, a neural sensor simulator for coral agents."))
    assert got.get("ReefSim") == "Method"
    got = typed(by_rules("We present ReefGym, a simulator for coral agents."))
    assert got.get("ReefGym") == "Dataset"


def test_a_learnable_measure_is_a_model() -> None:
    nlp = build_nlp()
    recognizer = next(c for _, c in nlp.pipeline if hasattr(c, "type_evidence"))
    learnable = nlp("We propose a learnable sequence distance called Spectral Kelp Prediction.")
    plain = nlp("We propose a new sequence distance called Spectral Kelp Prediction.")
    assert recognizer.type_evidence(learnable[7:10])[0] == "Method"
    assert recognizer.type_evidence(plain[7:10])[0] == "Metric"


def test_a_plain_learning_setting_is_a_task_also_before_its_methods() -> None:
    nlp = build_nlp()
    recognizer = next(c for _, c in nlp.pipeline if hasattr(c, "type_evidence"))
    doc = nlp(
        "Decentralized learning lets agents train without a server. Recent decentralized "
        "learning algorithms converge slowly. We propose Kelp Frond Learning, a method that "
        "mixes gradients."
    )
    setting, before_methods, coined = doc[0:2], doc[10:12], doc[18:21]
    assert before_methods.text == "decentralized learning"
    assert coined.text == "Kelp Frond Learning"
    assert recognizer.type_evidence(setting)[0] == "Task"
    assert recognizer.type_evidence(before_methods)[0] == "Task"
    # a name the authors coin, in capitals, stays a method, and so does a variant of a listed
    # technique
    assert recognizer.type_evidence(coined)[0] == "Method"
    variant = nlp("Kelp contrastive learning helps.")[0:3]
    assert recognizer.type_evidence(variant)[0] == "Method"


def test_a_way_of_learning_the_abstract_only_uses_is_a_method() -> None:
    used = (
        "We count fronds in kelp forests. We train the counting agent with imitation learning "
        "and tune its gates via bilevel optimization."
    )
    got = typed(by_rules(used))
    assert got.get("imitation learning") == "Method"
    assert got.get("bilevel optimization") == "Method"
    # a way of learning the paper also studies, or its title names, is a task
    studied = used + " We study imitation learning from few demonstrations."
    assert typed(by_rules(studied)).get("imitation learning") == "Task"
    titled = by_rules(
        used, Paper(id="t", abstract=used, source="<test>", title="Kelp Imitation Learning")
    )
    assert typed(titled).get("imitation learning") == "Task"
    # a task that is no way of learning keeps its type, and so does one a clause struggles with
    other = (
        "We evaluate our gates with face recognition. Frond agents struggle with imitation "
        "learning."
    )
    got = typed(by_rules(other))
    assert got.get("face recognition") == "Task"
    assert got.get("imitation learning") == "Task"


def test_a_way_of_learning_something_is_based_on_is_a_method() -> None:
    for text in (
        "We present an imitation learning based framework for kelp counting.",
        "We present an imitation learning-based kelp counter. It counts fronds.",
    ):
        assert typed(by_rules(text)).get("imitation learning") == "Method", text
    # "based" with no noun after it says nothing of means
    text = "Our kelp counter is imitation learning based."
    assert typed(by_rules(text)).get("imitation learning") == "Task"


def test_a_task_compared_on_stays_even_next_to_existing_systems() -> None:
    text = (
        "Our model performs on par with existing phrase-based systems on the task of "
        "German-to-Czech translation."
    )
    assert typed(by_rules(text)).get("German-to-Czech translation") == "Task"
    # earlier work the paper beats or is compared with: the task is where it is measured
    for text in (
        "KelpNet outperforms existing methods in kelp frond segmentation tasks.",
        "KelpNet is compared with prior work on kelp frond segmentation.",
    ):
        assert typed(by_rules(text)).get("kelp frond segmentation") == "Task"


def test_tasks_before_task_and_benchmark_words() -> None:
    text = (
        "Experiments on variable binding tasks and on LLM alignment benchmarks show gains. "
        "We also evaluate on challenging tasks."
    )
    got = typed(by_rules(text))
    assert got.get("variable binding") == "Task"
    assert got.get("LLM alignment") == "Task"
    assert "challenging" not in got


def test_a_name_given_in_lowercase_takes_the_type_of_its_kind() -> None:
    problems = (
        "Sensors on floating farms record the motion of seaweed lines. We study a problem, "
        "termed kelp drift, in which lines move with the tide. A setting known as ad hoc "
        "buoy pairing is also studied. We give an approach to the problem called tidal kelp "
        "margin, which shapes the loss."
    )
    others = (
        "Seaweed counters drift when the tide turns. Our counting engine rests on a scheduling "
        "system dubbed tidal batching. To judge counters, we also define a measure, named "
        "frond stability, that tracks how counts change between passes. A second trick, "
        "called early-of-tide (EoT) pruning, cuts the cost. The cost depends on a key "
        "parameter of the dataset, called the frondness."
    )
    got = typed(by_rules(problems)) | typed(by_rules(others))
    assert got.get("kelp drift") == "Task"
    assert got.get("ad hoc buoy pairing") == "Task"
    # What an approach *to* a problem is called may name the approach: no task from it.
    assert got.get("tidal kelp margin") != "Task"
    assert got.get("tidal batching") == "Method"
    assert got.get("frond stability") == "Metric"
    # a name that goes on past its short form is not cut there
    assert "early-of-tide" not in got
    # what the kind noun after "of" has is named, not the kind
    assert got.get("frondness") != "Dataset"


def test_a_name_goes_on_past_a_participle_or_of_before_a_noun() -> None:
    words = ["the", "kelp", "controlled", "tide", "mixtures", "of", "fronds", "and", "driven", "."]
    tags = ["DT", "NN", "VBN", "NN", "NNS", "IN", "NNS", "CC", "VBN", "."]
    pos = ["DET", "NOUN", "VERB", "NOUN", "NOUN", "ADP", "NOUN", "CCONJ", "VERB", "PUNCT"]
    doc = Doc(spacy.blank("en").vocab, words=words, tags=tags, pos=pos)
    assert _name_goes_on_to_a_noun(doc, 2)  # "kelp | controlled tide"
    assert _name_goes_on_to_a_noun(doc, 5)  # "mixtures | of fronds"
    assert not _name_goes_on_to_a_noun(doc, 7)  # "… fronds | and"
    assert not _name_goes_on_to_a_noun(doc, 8)  # "driven" before a full stop


def test_a_name_starts_after_a_word_that_restates() -> None:
    text = (
        "Farms plan tidal routing (a.k.a. frond path forecasting) every night. A harder "
        "variant, i.e. reef gap estimation, needs sonar."
    )
    names = {name for e in by_rules(text).entities for name in (e.name, *e.aliases)}
    assert "frond path forecasting" in names
    assert "reef gap estimation" in names
    assert not any("a.k.a" in name or "i.e" in name for name in names)


def test_a_learning_phrase_the_authors_name_for_their_approach_is_a_method() -> None:
    text = (
        "Small drones lose track of seaweed lines at night. We give a new approach to "
        "steering such drones along the lines that we call reef-anchored reinforcement "
        "learning (RARL). RARL halves the drift on the ReefNav benchmark."
    )
    assert typed(by_rules(text)).get("reef-anchored reinforcement learning") == "Method"


def test_training_before_a_task_is_no_part_of_it() -> None:
    text = (
        "Sets of synthetic portraits for training face recognition models are costly to "
        "build. Street scenes for fine-tuning object detection models are scarcer still. We "
        "propose PortraitMix, which blends identities."
    )
    got = typed(by_rules(text))
    assert got.get("face recognition") == "Task"
    assert got.get("object detection") == "Task"
    assert not any(name.startswith(("training", "fine-tuning")) for name in got)


def test_dimensionality_belongs_to_the_task_name() -> None:
    text = "We present DepthFuse, a generic 3D object detection method for indoor scenes."
    got = typed(by_rules(text))
    assert got.get("3D object detection") == "Task"
    assert "object detection" not in got


def test_lone_proper_names_after_comparison_cues_are_baselines() -> None:
    text = (
        "We propose SparseNet. Our approach is compared against Lantern and Beacon, "
        "and it beats Harbor by a wide margin. Sizes are smaller than H, W."
    )
    got = typed(by_rules(text))
    assert got.get("Lantern") == "Method"
    assert got.get("Beacon") == "Method"
    assert got.get("Harbor") == "Method"
    assert "H" not in got and "W" not in got


@pytest.mark.parametrize(
    ("text", "baseline"),
    [
        (
            "We propose ReefOpt, an optimizer for kelp models. Compared to Frond Scaling, which "
            "adds extra structures at training time, ReefOpt needs no extra computation.",
            "Frond Scaling",
        ),
        (
            "We propose ReefOpt. ReefOpt outperforms Tidal Pool Weighting on three benchmarks.",
            "Tidal Pool Weighting",
        ),
        # a preposition capitalized by its place at a sentence's start is no part of it
        (
            "We propose ReefOpt. Unlike Frond Scaling, ReefOpt needs no extra memory.",
            "Frond Scaling",
        ),
    ],
)
def test_a_title_case_phrase_on_the_other_side_of_a_comparison_is_a_baseline(
    text: str, baseline: str
) -> None:
    assert typed(by_rules(text)).get(baseline) == "Method"


@pytest.mark.parametrize(
    "text",
    [
        # a divergence minimized by the method, a distance as regularizer and in a proof
        "Our sampler minimizes the Quenton divergence between the two posteriors.",
        # the verb over it says what is done with it, not a verb of another clause
        "We drop the architecture constraints and minimize the Quenton divergence between the "
        "two measures.",
        "Our bound depends on the Marlow divergence between the prior and the posterior.",
        "The policy is regularized with a Larkspur distance to the behavior policy.",
        "The Larkspur distance between the two measures is bounded by their entropy.",
        "The Larkspur distance is a natural tool for comparing graphs.",
        "The Larkspur index of a graph is bounded by its spectrum.",
        # an error or score no term list knows, as a quantity of a proof or of the model
        "We assume that the compression error of each worker is bounded.",
        "The critic assigns a correlation score to every pair of clips.",
        # reduced or lower, but in a sentence of a proof, or an abstract of proofs alone
        "We prove that the drift error of KelpTD is reduced by a larger batch.",
        "We show that the drift error of KelpTD is reduced by a larger batch, which gives a "
        "tighter bound.",
        "Our analysis covers kelp sampling. We show that the drift error of KelpTD is reduced "
        "by a larger batch. We prove that KelpTD converges at a linear rate.",
    ],
)
def test_measure_that_measures_no_result_is_not_a_metric(text: str) -> None:
    got = typed(by_rules(text))
    assert "Metric" not in got.values(), got


@pytest.mark.parametrize(
    "text",
    [
        # a proof next to experiments that measure with it
        "We prove that KelpTD converges. On three datasets, KelpTD reduces the drift error.",
    ],
)
def test_measure_of_results_in_a_paper_with_proofs_is_a_metric(text: str) -> None:
    assert typed(by_rules(text)).get("drift error") == "Metric"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "We give a theoretical guarantee on the sample quality of KelpTD in terms of the "
            "Larkspur distance.",
            "Larkspur distance",
        ),
        (
            "We measure the performance of the selectors theoretically by the expected "
            "Larkspur distance. We derive its rates of convergence.",
            "expected Larkspur distance",
        ),
    ],
)
def test_a_proof_states_results_with_a_measure(text: str, name: str) -> None:
    assert typed(by_rules(text)).get(name) == "Metric"


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # defined and never measured with, the paper's distance is what its method computes
        (
            "Partial kelp transport is expensive to solve. Borrowing the slicing trick of "
            "earlier sliced KT distances, we define the sliced KPT distance. Experiments "
            "cover point clouds.",
            "sliced KPT distance",
            "Method",
        ),
        (
            "We introduce the Frond-Reef distance between probability measures, which can "
            "replace kernel discrepancies in two-sample tests.",
            "Frond-Reef distance",
            "Method",
        ),
        # one the paper measures with is a measure
        (
            "We define the sliced KPT distance. Our KelpGAN lowers the sliced KPT distance by 12%.",
            "sliced KPT distance",
            "Metric",
        ),
    ],
)
def test_a_distance_the_paper_proposes_is_a_measure_only_where_it_measures(
    text: str, name: str, kind: str
) -> None:
    got = typed(by_rules(text))
    assert got.get(name) == kind
    # the distances it follows are no measures of the paper either
    assert got.get("sliced KT distances") != "Metric"


def test_a_name_in_a_parenthesis_after_a_measure_it_does_not_abbreviate_is_no_measure() -> None:
    text = (
        "These methods have drawbacks: they reduce accuracy (KELP, FTC), or require retuning "
        "for different false positive rates (FSN)."
    )
    got = typed(by_rules(text))
    assert {got.get(name) for name in ("KELP", "FTC", "FSN")} == {"Method"}
    # a measure's own short form, and a measure named after "such as", stay measures
    text = (
        "We report the false positive rate (FPR) of KelpNet. We optimize risk-averse metrics "
        "such as Conditional Kelp-at-Risk (CKaR)."
    )
    got = typed(by_rules(text))
    assert got.get("false positive rate") == "Metric"
    assert got.get("Conditional Kelp-at-Risk") == "Metric"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our sampler lowers the Quenton divergence to the target by 40%.", "Quenton divergence"),
        ("Our method raises the Larkspur index by 5% over the baseline.", "Larkspur index"),
        ("We evaluate the samples with the Larkspur distance.", "Larkspur distance"),
        ("Samples are compared in terms of the Marlow divergence.", "Marlow divergence"),
        (
            "We adopt the Larkspur distance as the similarity score between graphs.",
            "Larkspur distance",
        ),
        ("The Larkspur distance is a natural metric for comparing graphs.", "Larkspur distance"),
        # a measure the paper proposes is a Metric without results
        ("We propose the Larkspur distance, a measure of dataset shift.", "Larkspur distance"),
        # a score that quantifies something, a known error and a named score are measures
        (
            "IQ relies on a Lantern-Consistency Score, which quantifies the agreement of labels "
            "among neighbors.",
            "Lantern-Consistency Score",
        ),
        ("The relative error of our solver is bounded.", "relative error"),
    ],
)
def test_measure_used_to_measure_results_is_a_metric(text: str, name: str) -> None:
    assert typed(by_rules(text)).get(name) == "Metric"


def test_a_dataset_titled_in_common_words_is_not_the_words() -> None:
    assert typed(by_rules("We evaluate on Natural Questions.")) == {"Natural Questions": "Dataset"}
    assert "natural questions" not in {
        name.lower() for name in typed(by_rules("Children ask natural questions in class."))
    }


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We use QuuxBench-101 for the search.", "QuuxBench-101"),
        ("Split-ImageNet makes continual learning harder.", "Split-ImageNet"),
    ],
)
def test_a_benchmark_name_and_a_version_of_a_listed_dataset_are_datasets(
    text: str, name: str
) -> None:
    assert typed(by_rules(text))[name] == "Dataset"


def test_a_model_named_after_its_training_data_is_no_dataset() -> None:
    assert (
        typed(by_rules("Our ImageNet-pretrained encoder is frozen.")).get("ImageNet-pretrained")
        != "Dataset"
    )


def test_a_way_of_doing_a_task_the_paper_proposes_is_a_method() -> None:
    text = "We propose a novel instance-level forward correction for noisy labels."
    assert typed(by_rules(text))["instance-level forward correction"] == "Method"


def test_a_proposed_name_the_abstract_calls_a_task_stays_a_task() -> None:
    proposed = "We propose a novel Quill Caption Explanation with visual grounding."
    assert typed(by_rules(proposed))["Quill Caption Explanation"] == "Method"
    text = "The Quill Caption Explanation (QCE) task asks for reasons. " + proposed
    assert typed(by_rules(text))["Quill Caption Explanation"] == "Task"


def test_a_word_defined_as_a_modifier_names_nothing_alone() -> None:
    text = (
        "Detectors of long-tail-class (LTC) samples are brittle. "
        "We study LTC detection on three benchmarks."
    )
    names = typed(by_rules(text))
    assert not {"long-tail-class", "LTC", "class"} & set(names)
    assert names.get("LTC detection") == "Task"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A kind word after the parenthesis: the word names a method.
        ("We train a pupil-mentor (PM) framework on graphs.", "pupil-mentor"),
        # Nothing after the parenthesis for it to modify.
        ("We run Follow-the-Noisy-Leader (FTNL), which is fast.", "Follow-the-Noisy-Leader"),
    ],
)
def test_a_defined_hyphenated_name_stays_a_name(text: str, name: str) -> None:
    assert name in typed(by_rules(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Results on high-fidelity texture synthesis improve.", "texture synthesis"),
        ("Methods for real-world depth completion exist.", "depth completion"),
    ],
)
def test_a_hyphenated_judging_word_is_no_part_of_a_name(text: str, name: str) -> None:
    names = typed(by_rules(text))
    assert name in names
    assert not any(n.lower().startswith(("high-fidelity", "real-world")) for n in names)


@pytest.mark.parametrize(
    ("text", "name", "absent"),
    [
        # A hyphenated modifier before a known task names a narrower task.
        ("We study source-free domain adaptation.", "source-free domain adaptation", ""),
        # One that scales or says what it is built on does not.
        ("We study large-scale domain adaptation.", "domain adaptation", "large-scale"),
        ("We study CLIP-based domain adaptation.", "domain adaptation", "CLIP-based"),
    ],
)
def test_a_hyphenated_modifier_narrows_a_known_task(text: str, name: str, absent: str) -> None:
    names = typed(by_rules(text))
    assert names.get(name) == "Task"
    assert not absent or not any(n.startswith(absent) for n in names)


def test_names_of_the_reject_class_are_dropped_unless_proposed() -> None:
    # A field and a formalism are none of the four types, with their relations.
    text = "Pruning matters in computer vision. We bound the regret of PAC learners."
    extraction = by_rules(text)
    assert not {"computer vision", "PAC"} & {e.name for e in extraction.entities}
    keys = {e.key for e in extraction.entities}
    assert all(r.target in keys for r in extraction.relations if r.target != "paper")
    # A name the paper proposes is its own, whatever its shape.
    proposed = by_rules("We propose Volcanic, a sparse router for long documents.")
    assert typed(proposed).get("Volcanic") == "Method"


@pytest.mark.parametrize(
    "text",
    [
        # the number format a model computes in, the data a model reads
        "We release our INT4 frond counters, which keep their accuracy on reef maps.",
        "Here we design a new sRGB-guided frond decoder for kelp codecs.",
    ],
)
def test_a_format_or_a_kind_of_data_is_never_the_papers_own(text: str) -> None:
    names = {e.name for e in by_rules(text).entities}
    assert not {"INT8", "INT4", "sRGB"} & names


@pytest.mark.parametrize(
    "text",
    [
        "As Quill and Moss showed (STOC 2019), frond bounds are tight.",
        "Following Quill:2019, we count fronds on reef maps.",
    ],
)
def test_a_venue_or_a_key_with_a_year_is_no_edition_of_data(text: str) -> None:
    assert not [e for e in by_rules(text).entities if e.type == "Dataset"]


def test_the_language_pair_after_a_dataset_is_another_name_of_it() -> None:
    extraction = by_rules("We report BLEU on KelpMT'14 En-De.")
    data = {e.name: e.aliases for e in extraction.entities if e.type == "Dataset"}
    assert data == {"KelpMT'14": ["KelpMT'14 En-De"]}


def test_a_listed_name_with_capitals_is_not_the_lowercase_word() -> None:
    text = "Since its inception, pruning has grown. We prune an Inception network and a ResNet."
    (inception,) = [e for e in by_rules(text).entities if e.name == "Inception"]
    assert [m.text for m in inception.mentions] == ["Inception"]
    # In any case but all lowercase it is still the name.
    assert "Imagenet" in typed(by_rules("We report top-1 accuracy on Imagenet."))


@pytest.mark.parametrize(
    "text",
    [
        "We train mixed-precision networks on two benchmarks.",
        "Low precision arithmetic speeds up inference.",
        "The search finds a precision allocation per layer.",
        "Kelp smoothing is sound with infinite precision.",
        "Kelp smoothing is not sound with floating-point precision.",
    ],
)
def test_precision_as_a_number_of_bits_is_no_metric(text: str) -> None:
    assert "precision" not in typed(by_rules(text))


def test_precision_the_measure_stays_a_metric() -> None:
    assert typed(by_rules("The detector improves precision on COCO."))["precision"] == "Metric"
    # beside recall, or with a number, it is the measure however it is written
    text = "Kelp detection trades high precision for recall."
    assert typed(by_rules(text))["precision"] == "Metric"
    assert typed(by_rules("KelpNet reaches a precision of 0.9."))["precision"] == "Metric"


@pytest.mark.parametrize(
    "text",
    [
        "KelpNet recovers frond shapes with high precision for all species.",
        "A seller weighs the cost and precision of kelp estimates.",
    ],
)
def test_precision_alone_as_exactness_is_no_metric(text: str) -> None:
    assert "precision" not in typed(by_rules(text))


def test_a_listed_name_of_several_words_matches_in_the_plural() -> None:
    # "isolation forest" is listed in the singular.
    names = typed(by_rules("We compare isolation forests with two detectors on KDD data."))
    assert names.get("isolation forests") == "Method"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our recognizer lowers the word-error-rate on two speech sets.", "word-error-rate"),
        ("The estimator has a small mean-squared error on toy data.", "mean-squared error"),
    ],
)
def test_a_listed_name_of_three_words_matches_hyphenated(text: str, name: str) -> None:
    assert typed(by_rules(text)).get(name) == "Metric"


def test_hyphen_spellings_only_for_lowercase_names_of_three_or_four_words() -> None:
    from kg.extract.lexicon import with_variants

    assert with_variants(["edge detection", "Mixture-of-Experts"]) == [
        "edge detection",
        "edge detections",
        "Mixture-of-Experts",
    ]
    assert set(with_variants(["word error rate"])) == {
        f"word{a}error{b}rate{s}" for a in " -" for b in " -" for s in ("", "s")
    }


@pytest.mark.parametrize(
    "text",
    [
        "All weights lie in Z. Pruning sparse ternary layers then costs little.",
        "Contact the authors (A. Kowalczyk) for the code of the sparse encoder.",
    ],
)
def test_no_name_runs_across_a_full_stop(text: str) -> None:
    names = typed(by_rules(text))
    assert not any("." in name or name == "Kowalczyk" for name in names), names


def test_plural_variants_only_for_names_of_several_words_ending_lowercase() -> None:
    from kg.extract.lexicon import with_variants

    assert with_variants(["isolation forest", "recall", "ROC curve", "Deep Q-Network"]) == [
        "isolation forest",
        "isolation forests",
        "recall",
        "ROC curve",
        "ROC curves",
        "Deep Q-Network",
    ]


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Our probe also covers sparser prediction tasks like depth completion.", "prediction"),
        ("A tougher testing dataset of bird songs is released.", "testing"),
        ("Scores on evaluation benchmarks improve.", "evaluation"),
        ("Models trained on input datasets of this kind overfit.", "input"),
    ],
)
def test_a_comparative_or_a_lone_weak_word_before_a_task_word_names_no_task(
    text: str, absent: str
) -> None:
    names = typed(by_rules(text))
    assert not any(absent in name for name in names if names[name] == "Task"), names


def test_a_strong_task_word_before_benchmarks_still_names_a_task() -> None:
    assert (
        typed(by_rules("We report results on segmentation benchmarks."))["segmentation"] == "Task"
    )


def test_a_name_does_not_start_inside_a_describing_hyphenated_word() -> None:
    names = typed(
        by_rules("It rivals state-of-the-art autoregressive machine translation on GPUs.")
    )
    assert "autoregressive machine translation" in names
    assert not any(name.startswith(("the-", "art ", "of-")) for name in names), names


def test_a_listed_capitalized_name_of_several_words_matches_in_lower_case() -> None:
    # "Chain-of-Thought" is listed capitalized; one capitalized word stays case-bound.
    names = typed(by_rules("We prompt with chain-of-thought and train with adam steps."))
    assert names.get("chain-of-thought") == "Method"
    assert "adam" not in names


def test_a_variant_benchmark_keeps_its_mark() -> None:
    names = typed(
        by_rules(
            "We test on rotated MNIST, Split CIFAR-100 and MNIST-M; an ImageNet-pretrained "
            "encoder is used."
        )
    )
    assert {"rotated MNIST", "Split CIFAR-100", "MNIST-M"} <= set(names)
    assert not any("pretrained" in n for n in names)
    assert all(names[n] == "Dataset" for n in ("rotated MNIST", "Split CIFAR-100", "MNIST-M"))


def test_british_spellings_and_plurals_of_capitalized_names_match() -> None:
    from kg.extract.lexicon import with_variants

    assert with_variants(["behavior cloning", "Gaussian process", "Bayesian optimization"]) == [
        "behavior cloning",
        "behaviour cloning",
        "Gaussian process",
        "Gaussian processes",
        "Bayesian optimization",
        "Bayesian optimizations",
        "Bayesian optimisation",
        "Bayesian optimisations",
    ]
    names = typed(by_rules("We compare behaviour cloning with Gaussian processes."))
    assert names.get("behaviour cloning") == names.get("Gaussian processes") == "Method"


def test_a_quantifier_opening_a_sentence_is_no_part_of_a_name() -> None:
    text = "We train ripple gating (RG). Such RG layers stay cheap. Several CNN heads help."
    names = typed(by_rules(text))
    assert not any(n.lower().startswith(("such", "several")) for n in names), names


def test_a_name_after_its_kind_noun_and_a_comma_takes_the_kind_type() -> None:
    text = (
        "To calibrate nets, we propose a novel training method, distance-based learning from "
        "kelp errors (DBLKE). DBLKE beats GlowNet."
    )
    assert typed(by_rules(text))["distance-based learning from kelp errors"] == "Method"


def test_a_sentence_opening_phrase_before_a_comma_describes_no_name() -> None:
    assert typed(by_rules("In the test set, GlowNet counts kelp."))["GlowNet"] == "Method"


def test_a_coded_variant_takes_the_type_of_its_base_name() -> None:
    # The recognizer alone types "-CR" here as a dataset.
    text = "On top of GradMix we add GradMix-PP, GradMix-CR and GradMix-LS for sparse clients."
    names = typed(by_rules(text))
    assert {names.get(n) for n in ("GradMix-PP", "GradMix-CR", "GradMix-LS")} == {"Method"}


@pytest.mark.parametrize(
    ("text", "name", "noun"),
    [
        ("On Foxglove-7, our proposed approach Tarn beats all baselines.", "Tarn", "approach"),
        ("We present Audit-SUITE: a modular framework for audits.", "Audit-SUITE", "framework"),
        ("We train the model Pebble on speech.", "Pebble", "model"),
        ("We present a new search algorithm called Zorblax, which scales.", "Zorblax", "algorithm"),
        # A kind noun, a comma, then the name, however the parser hangs them.
        (
            "To calibrate nets, we propose a novel training method, learning from kelp errors.",
            "learning from kelp errors",
            "method",
        ),
        # the tagger takes the lowercase kind noun beside the name for part of a name
        (
            "We propose a generic algorithm, FrondRank, that tackles kelp models.",
            "FrondRank",
            "algorithm",
        ),
    ],
)
def test_what_describes_a_name(text: str, name: str, noun: str) -> None:
    doc = build_nlp()(text)
    begin = text.index(name)
    span = doc.char_span(begin, begin + len(name))
    assert span is not None
    assert noun in [t.text for t in descriptors(span)]


def test_a_competitor_named_beside_a_result_is_a_method() -> None:
    text = "KelpNet-34 outperforms the best competitor, Frondface, by 4.1% (AP at hard set)."
    doc = build_nlp()(text)
    begin = text.index("Frondface")
    span = doc.char_span(begin, begin + len("Frondface"))
    assert span is not None
    assert "competitor" in [t.text for t in descriptors(span)]
    assert typed(by_rules(text))["Frondface"] == "Method"


def test_the_subject_after_an_opening_clause_does_not_describe_its_last_name() -> None:
    # the comma closes "To verify … of KMT-NAS"; "the classification tasks" open the next
    # clause and say nothing of what KMT-NAS is
    text = (
        "To rigorously verify the performance of KMT-NAS, the classification tasks used in "
        "the assessments are derived from different datasets."
    )
    doc = build_nlp()(text)
    begin = text.index("KMT-NAS")
    span = doc.char_span(begin, begin + len("KMT-NAS"))
    assert span is not None
    assert "tasks" not in [t.text for t in descriptors(span)]


def test_after_a_colon_a_name_explains_the_noun_before_the_colon() -> None:
    text = (
        "We propose a kelp-aware generative network (KA-Net) for the QZ problem, which makes "
        "diverse samples with the help of a kernel dependence measure: the Zorblax "
        "dependence criterion (ZDC)."
    )
    got = typed(by_rules(text))
    assert got["kelp-aware generative network"] == "Method"
    doc = build_nlp()(text)
    begin = text.index("Zorblax dependence criterion")
    span = doc.char_span(begin, begin + len("Zorblax dependence criterion"))
    assert span is not None
    assert "network" not in [t.text for t in descriptors(span)]


def test_names_a_parenthesis_gives_as_examples_are_of_the_kind_before_it() -> None:
    # a list of only commas, which the parser seldom hangs on the noun before "(e.g., …"
    text = (
        "Adding TideLoss to seminal baselines (e.g., KelpNet, SHOAL, FrondFormer), we gain "
        "3% mIoU. Some reef data (e.g., for TIDES) are private. It tops kelp benchmarks "
        "(e.g., 27.15dB@ReefSet x4)."
    )
    doc = build_nlp()(text)
    for name in ("KelpNet", "SHOAL", "FrondFormer"):
        begin = text.index(name)
        span = doc.char_span(begin, begin + len(name))
        assert span is not None
        assert "baselines" in [t.text for t in descriptors(span)], name
    begin = text.index("TIDES")
    span = doc.char_span(begin, begin + len("TIDES"))
    assert span is not None
    # no list of names: "for" stands between
    assert "data" not in [t.text for t in descriptors(span)]
    begin = text.index("27.15dB@ReefSet")
    span = doc.char_span(begin, begin + len("27.15dB@ReefSet"))
    assert span is not None
    assert "benchmarks" not in [t.text for t in descriptors(span)]  # a figure names nothing


def test_a_listed_acronym_is_no_plural_common_word() -> None:
    from kg.extract.lexicon import Lexicon

    lexicon = Lexicon(terms={"Metric": ["TABLE", "table accuracy"], "Method": ["Adam", "ADAM"]})
    assert lexicon.type_of("TABLE") == "Metric"
    assert lexicon.type_of("TABLEs") == "Metric"
    assert lexicon.type_of("Table") == "Metric"  # the same word, written in title case
    assert lexicon.type_of("Tables") is None  # a plural common word
    assert lexicon.type_of("Adams") == "Method"  # not only written in capitals


def test_a_name_coined_by_its_cases_is_not_written_all_in_capitals() -> None:
    from kg.extract.lexicon import Lexicon

    lexicon = Lexicon(terms={"Dataset": ["KeLP", "ReefQA"], "Method": ["FrondNet", "FRONDNET"]})
    assert lexicon.type_of("KeLP") == lexicon.type_of("Kelp") == "Dataset"
    assert lexicon.type_of("KELP") is None  # a word in capitals, not the coined spelling
    assert lexicon.type_of("KELPS") is None
    assert lexicon.type_of("REEFQA") is None
    assert lexicon.type_of("FRONDNET") == "Method"  # listed in capitals too
    # the term matcher agrees: COLA, the acronym of a method, is no listed CoLA (a dataset)
    text = (
        "We propose a new method called Consistent Kelp Learning (COLA), which learns "
        "frond updates. On a set of reef games, COLA finds stable solutions."
    )
    found = by_rules(text).entities
    assert {e.type for e in found if "COLA" in (e.name, *e.aliases)} == {"Method"}


def test_a_listed_name_given_to_a_kind_of_method_is_that_method() -> None:
    # Cora is a listed dataset; here a naming word gives the name to the paper's method
    text = (
        "We propose a simple kelp counting method, termed as Cora, that needs no labels. "
        "Experiments on two reef benchmarks show the gain of Cora over the baselines."
    )
    assert typed(by_rules(text)) == {"Cora": "Method"}


def test_a_judging_word_that_opens_a_sentence_is_no_part_of_the_name_after_it() -> None:
    text = (
        "Novel Frondian embeddings are introduced for kelp kernels. Existing KelpNet models "
        "fail on reefs, and Recent ReefFormer variants overfit."
    )
    got = typed(by_rules(text))
    assert "Novel Frondian" not in got
    assert got["KelpNet"] == got["ReefFormer"] == "Method"


def test_a_coined_name_is_not_the_common_word_its_letters_spell() -> None:
    text = (
        "We describe Stochastic Impulse Policy Learning (SimPLe), a model-based control "
        "algorithm. SimPLe learns from few trials."
    )
    got = typed(by_rules(text))
    assert got.get("Stochastic Impulse Policy Learning") == "Method"


def test_a_bare_measure_beside_its_full_name_is_no_measure_of_its_own() -> None:
    text = (
        "Our ridge sampler reaches 81.2% top-1 accuracy on FooNet-1K. Its accuracy grows "
        "with width."
    )
    extraction = by_rules(text)
    names = {e.name for e in extraction.entities if e.type == "Metric"}
    assert "top-1 accuracy" in names
    assert "accuracy" not in names
    assert all(r.target != "metric:accuracy" for r in extraction.relations)


@pytest.mark.parametrize(
    ("text", "operation", "kept"),
    [
        ("Kelp makes BERT inference fast.", "BERT inference", "BERT"),
        (
            "Our scheduler speeds up neural network training on GPUs.",
            "neural network training",
            None,
        ),
    ],
)
def test_running_or_training_a_model_is_no_task(
    text: str, operation: str, kept: str | None
) -> None:
    got = typed(by_rules(text))
    assert operation not in got
    if kept:
        assert got[kept] == "Method"


def test_an_inference_task_without_a_model_in_front_stays_a_task() -> None:
    got = typed(by_rules("We study membership inference against image classifiers."))
    assert got["membership inference"] == "Task"


def test_the_errors_and_rates_of_statistical_tests_are_metrics() -> None:
    got = typed(
        by_rules(
            "The Kelp test keeps a lower false discovery rate and type II error than the "
            "Quokka test."
        )
    )
    assert got["false discovery rate"] == "Metric"
    assert got["type II error"] == "Metric"


def test_a_bare_error_is_no_metric_but_a_named_one_is() -> None:
    got = typed(by_rules("Kelp halves the error of QuokkaNet and lowers the test error."))
    assert "error" not in got
    assert got["test error"] == "Metric"


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        (
            "We propose an algorithm that we call stochastic kelp estimation.",
            "stochastic kelp estimation",
            "Method",
        ),
        (
            "We propose an algorithm, called stochastic kelp estimation, for control.",
            "stochastic kelp estimation",
            "Method",
        ),
        (
            "Our model solves a problem called kelp trajectory forecasting.",
            "kelp trajectory forecasting",
            "Task",
        ),
        (
            "We study what we call kelp trajectory forecasting.",
            "kelp trajectory forecasting",
            "Task",
        ),
        (
            "Kelp maps are learned jointly. We call this model kelp-aware representation "
            "learning (KARL).",
            "kelp-aware representation learning",
            "Method",
        ),
        (
            "We call our approach kelp-aware representation learning and test it on maps.",
            "kelp-aware representation learning",
            "Method",
        ),
    ],
)
def test_a_lowercase_name_given_to_a_kind_of_method_is_a_method(
    text: str, name: str, kind: str
) -> None:
    assert typed(by_rules(text))[name] == kind


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Training minimizes the Kelp Support Criterion with gradient descent.", False),
        ("Our loss adds the Kelp Support Criterion to the likelihood.", False),
        ("We evaluate the models by the Kelp Support Criterion and accuracy.", True),
    ],
)
def test_a_criterion_is_a_metric_only_where_results_are_measured_with_it(
    text: str, metric: bool
) -> None:
    assert (typed(by_rules(text)).get("Kelp Support Criterion") == "Metric") == metric


def test_a_listed_measure_with_an_empty_qualifier_is_that_measure() -> None:
    text = "TSNet trades neither training throughput nor model accuracy, unlike QZNet."
    extraction = by_rules("QZNet improves top-1 accuracy and model accuracy.")
    measures = {e.name: e.aliases for e in extraction.entities if e.type == "Metric"}
    # beside a measure named in full, "model accuracy" stays the paper's plain accuracy
    assert measures == {"top-1 accuracy": [], "accuracy": ["model accuracy"]}
    reported = {r.target for r in extraction.relations if r.type == "REPORTS"}
    assert reported == {"metric:top 1 accuracy", "metric:accuracy"}
    assert "model accuracy" not in typed(by_rules(text))


def test_where_in_a_model_a_listed_measure_is_taken_adds_nothing_to_it() -> None:
    extraction = by_rules("QZNet lowers the top layer KL divergence of the frond encoder.")
    measures = {e.name: e.aliases for e in extraction.entities if e.type == "Metric"}
    assert measures == {"KL divergence": ["top layer KL divergence"]}


@pytest.mark.parametrize(
    ("text", "aliases"),
    [
        ("QZNet raises the reef counting accuracy of Reefnet.", ["reef counting accuracy"]),
        ("QZNet keeps a good predictive accuracy on Reefset.", ["predictive accuracy"]),
        # a participle says how the value came about, not what it is taken of
        ("QZNet keeps the achieved accuracy on Reefset.", []),
        ("QZNet improves the out-of-reef accuracy on Reefset.", ["out-of-reef accuracy"]),
        # words that judge or size the value name no measure
        ("QZNet reaches higher accuracy than Reefnet on Reefset.", []),
        ("QZNet attains state-of-the-art accuracy on Reefset.", []),
    ],
)
def test_what_a_listed_measure_is_taken_of_is_another_name_of_it(
    text: str, aliases: list[str]
) -> None:
    extraction = by_rules(text)
    measures = {e.name: e.aliases for e in extraction.entities if e.type == "Metric"}
    assert measures == {"accuracy": aliases}


def test_a_listed_measure_written_with_a_score_word_is_named_without_it() -> None:
    extraction = by_rules("QZNet reaches lower FID scores and a higher CLIP score.")
    measures = {e.name: e.aliases for e in extraction.entities if e.type == "Metric"}
    assert measures == {"FID": ["FID scores"], "CLIP score": []}


def test_listed_names_written_with_a_slash_are_each_an_entity() -> None:
    got = typed(by_rules("We report PSNR/SSIM on Set5 and train on CNN/DailyMail."))
    assert got["PSNR"] == got["SSIM"] == "Metric"
    assert got["CNN/DailyMail"] == "Dataset"
    got = typed(by_rules("Experiments on ImageNet/CIFAR10/CIFAR100 show gains."))
    assert got == {"ImageNet": "Dataset", "CIFAR10": "Dataset", "CIFAR100": "Dataset"}
    got = typed(by_rules("QZNet gains 1.2%/1.1% in EM/F1 metrics and in BLEU/ROUGE scores."))
    assert {k: got.get(k) for k in ("EM", "F1", "BLEU", "ROUGE")} == dict.fromkeys(
        ("EM", "F1", "BLEU", "ROUGE"), "Metric"
    )


def test_a_short_form_of_a_listed_long_form_inside_a_longer_name_takes_its_type() -> None:
    text = "Model-free reinforcement learning (RL) learns policies. RL is slow."
    entities = {e.key: e.type for e in by_rules(text).entities}
    # A task, and the paper's short name for its narrower task.
    assert entities == {"task:model free reinforcement learning": "Task"}
    assert by_rules(text).entities[0].aliases == ["RL"]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("We explore how a video prediction model can enable planning.", False),
        ("We compare semi-supervised learning techniques on ZapSet.", False),
        ("We study video prediction with a small model.", True),
        # methods in the plural are those the task has: it is named
        ("Kelp outperforms recent video prediction methods on ZapSet.", True),
        # the paper's own method named by its task addresses the task ...
        ("We present Kelp, a new video prediction model for robots.", True),
        # ... but not by a way of learning, which is the method's kind
        ("We present Kelp, a new semi-supervised learning method for robots.", False),
    ],
)
def test_a_task_name_that_only_describes_a_method_is_no_task(text: str, task: bool) -> None:
    got = {name for name, kind in typed(by_rules(text)).items() if kind == "Task"}
    assert bool(got & {"video prediction", "semi-supervised learning"}) == task


def test_a_defined_name_ending_in_a_listed_method_is_a_method_whatever_it_is_called() -> None:
    text = (
        "Here we introduce Graph Information Bottleneck (GIB), an information-theoretic "
        "principle for robust node features. GIB outperforms GCN."
    )
    entities = {e.name: (e.type, e.aliases) for e in by_rules(text).entities}
    assert entities["Graph Information Bottleneck"] == ("Method", ["GIB"])


def test_a_listed_name_with_a_number_is_found_written_with_a_space() -> None:
    got = typed(by_rules("We fine-tune it on Caltech 101 and on CIFAR-10."))
    assert got == {"Caltech 101": "Dataset", "CIFAR-10": "Dataset"}


def test_a_name_tied_to_its_short_form_by_a_latex_tie_is_found() -> None:
    names = {e.name for e in by_rules("We introduce Quick Zebra Trees~(QZT) for kelp.").entities}
    assert "Quick Zebra Trees" in names


@pytest.mark.parametrize(
    ("surface", "name"),
    [
        ("out-of-distribution (OOD) detection", "out-of-distribution detection"),
        ("Quick Zebra Network”", "Quick Zebra Network"),
        ('zebra gate pooling"', "zebra gate pooling"),
        ("Kelp (QZ) gates", "Kelp (QZ) gates"),  # not a definition: kept
    ],
)
def test_the_name_of_a_span_has_no_edge_quotes_or_inner_definition(surface: str, name: str) -> None:
    assert span_name(surface) == name


def test_code_hosts_licences_and_accelerators_are_no_entities() -> None:
    text = "We train QZNet on TPUv3 pods and release it on GitHub under Apache-2.0."
    names = {e.name for e in by_rules(text).entities}
    assert names.isdisjoint({"TPUv3", "GitHub", "Apache-2.0"})


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        (
            "We fit QZNet with mean-field stochastic variational inference.",
            "mean-field stochastic variational inference",
            "Method",
        ),
        (
            "We train kelp detectors with continuous pseudo-labeling.",
            "continuous pseudo-labeling",
            "Method",
        ),
        (
            "We study few-shot semantic segmentation of kelp.",
            "few-shot semantic segmentation",
            "Task",
        ),
    ],
)
def test_a_name_ending_in_a_listed_name_is_of_its_type(text: str, name: str, kind: str) -> None:
    assert typed(by_rules(text))[name] == kind


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("The kelp sketch keeps its accuracy guarantees under an adaptive adversary.", False),
        ("Each subproblem is solved up to certain accuracy by the QZNet solver.", False),
        ("QZNet reaches 91% accuracy on ZapSet.", True),
        # a level to reach, not a result
        ("With enough samples the kelp learner reaches any accuracy.", False),
        ("The kelp distribution is learnt to non-trivial accuracy from few samples.", False),
        ("Kelp sorting demands a high degree of accuracy from the sorter.", False),
        ("The kelp sketch comes with accuracy generalization guarantees.", False),
        ("Kelp halves the rounds needed to reach a constant accuracy.", False),
        ("QZNet improves accuracy and keeps its accuracy guarantees.", True),
    ],
)
def test_a_measure_an_analysis_promises_is_no_reported_metric(text: str, metric: bool) -> None:
    assert (typed(by_rules(text)).get("accuracy") == "Metric") is metric


def test_a_measure_a_derivative_is_taken_of_is_no_reported_metric() -> None:
    text = "We apply Kelp to the gradient of the log-likelihood."
    assert "log-likelihood" not in typed(by_rules(text))
    text += " Kelp improves the log-likelihood by 2 nats."
    assert typed(by_rules(text)).get("log-likelihood") == "Metric"


@pytest.mark.parametrize(
    "text",
    [
        "We tie Kelp to the maximization of a Bernoulli log-likelihood, a proxy objective.",
        "We propose a novel objective, minimizing Frond Kelp Sum of Error (FKSE) of weights.",
        "Kelp minimizes the Frond Kelp Error (FKE) and the KL divergence of the posterior.",
    ],
)
def test_a_measure_named_only_as_what_is_optimized_is_no_reported_metric(text: str) -> None:
    assert "Metric" not in typed(by_rules(text)).values()


def test_an_optimized_measure_that_is_also_measured_is_reported() -> None:
    text = "Kelp minimizes the Frond Kelp Error (FKE). Kelp lowers the FKE by 20% on ImageNet."
    assert typed(by_rules(text)).get("Frond Kelp Error") == "Metric"
    text = "Kelp Bandit minimizes the regret over rounds."
    assert typed(by_rules(text)).get("regret") == "Metric"


def test_regret_is_reported_as_a_guarantee() -> None:
    text = "Kelp Leader enjoys the optimal worst case regret guarantee for convex losses."
    assert typed(by_rules(text)).get("regret") == "Metric"


def test_a_listed_name_in_a_describing_word_names_nothing() -> None:
    got = typed(
        by_rules("GlowNet stays in high-accuracy regimes and transfers to non-ImageNet data.")
    )
    assert "accuracy" not in got and "high-accuracy" not in got
    assert "ImageNet" not in got and "non-ImageNet" not in got


def test_a_measure_word_after_a_measure_names_another_thing() -> None:
    extraction = by_rules("We predict runtime errors of kelp code and report the BLEU score.")
    aliases = {e.name: e.aliases for e in extraction.entities}
    assert "runtime errors" not in aliases.get("runtime", [])
    assert aliases["BLEU"] == ["BLEU score"]


def test_a_doing_the_paper_calls_the_proposed_one_is_its_method() -> None:
    text = (
        "We make kelp transformers sparse. Results show that the proposed token kelp "
        "back-tracking allows the model to retain accuracy at high sparsity."
    )
    assert typed(by_rules(text)).get("token kelp back-tracking") == "Method"
    # named by a method noun after it, the name is that method's
    text = "We study kelp tracking. The proposed kelp tracking method is fast."
    assert typed(by_rules(text)).get("kelp tracking") == "Task"


def test_a_model_word_after_a_doing_names_models_built_on_it() -> None:
    text = (
        "Message passing is the core of graph learning, and message passing networks are "
        "slow. We propose ripple pooling, which replaces message passing."
    )
    aliases = {e.name.lower(): e.aliases for e in by_rules(text).entities}
    assert "message passing networks" not in aliases["message passing"]


def test_a_filler_word_its_short_form_spells_stays_in_the_name() -> None:
    text = "Then we propose a simple kelp segmentation (SimKS) framework. SimKS is fast."
    (entity,) = [e for e in by_rules(text).entities if "SimKS" in e.aliases]
    assert entity.name == "simple kelp segmentation"


def test_a_named_dataset_with_a_domain_word_is_no_task() -> None:
    # A capitalized word before "<noun> dataset" names the data, not a task it serves.
    got = typed(by_rules("We evaluate on the Kelpie video dataset and on kelp counting."))
    assert got.get("Kelpie video") != "Task"
    assert typed(by_rules("We report results on kelp counting benchmarks.")) == {
        "kelp counting": "Task"
    }


def test_dataset_tagged_as_a_verb_still_says_what_a_name_is() -> None:
    text = "To train GlowNet, we populate the Kelp FRONT scene dataset with divers."
    assert typed(by_rules(text)).get("Kelp FRONT") == "Dataset"


def test_a_judging_participle_or_a_percent_sign_is_no_task_name() -> None:
    text = (
        "Our motivating task is from kelp ecology. GlowNet gives 19.9% faster inference "
        "with no accuracy loss."
    )
    got = typed(by_rules(text))
    assert "motivating" not in got
    assert not any(name.startswith("%") for name in got)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We present Kelptron 2, a translation model that beats Kelptron.", "Kelptron 2"),
        ("We compare with KelpMAE V2 on video.", "KelpMAE V2"),
        ("We compare with KelpNet v1.5 on video.", "KelpNet v1.5"),
    ],
)
def test_a_version_number_written_apart_belongs_to_the_name(text: str, name: str) -> None:
    assert name in {e.name for e in by_rules(text).entities}


def test_a_number_before_a_noun_or_unit_is_no_version() -> None:
    names = {e.name for e in by_rules("KelpNet 2 layers suffice; QZNet 3 % worse.").entities}
    assert not any(name.endswith(("2", "3")) for name in names)


def test_a_lone_name_opening_the_clause_after_a_data_noun_is_no_dataset() -> None:
    text = (
        "We propose KelpHCP for people. After joint training on twelve kelp "
        "datasets, KelpHCP can beat strong baselines."
    )
    kinds = {e.name: e.type for e in by_rules(text).entities}
    assert kinds.get("KelpHCP") == "Method"
    listed = {e.name: e.type for e in by_rules("We use two datasets, KelpSet and ZBench.").entities}
    assert listed.get("KelpSet") == "Dataset"


def test_a_dimension_in_front_of_a_new_name_is_part_of_it() -> None:
    text = "We present 3D Kelplighter, a technique for localizing regions on a mesh."
    assert "3D Kelplighter" in {e.name for e in by_rules(text).entities}
    # Before a defined name the dimension describes the use: the definition stays whole.
    text = "We fit 1D Gaussian Processes (GP) to the curves. GP is fast."
    entities = {e.name: e.aliases for e in by_rules(text).entities}
    assert "GP" in entities.get("Gaussian Processes", [])


def test_examples_listed_after_tasks_or_problems_are_tasks() -> None:
    text = (
        "Our solver handles classical problems such as online kelp location, "
        "(weighted) caching, and online facility routing with several forecasts. "
        "The method also covers inverse problems, namely image deblurring and demosaicking."
    )
    tasks = {e.name for e in by_rules(text).entities if e.type == "Task"}
    assert {"online kelp location", "caching", "online facility routing"} <= tasks
    assert {"image deblurring", "demosaicking"} <= tasks


def test_a_listed_example_the_tagger_misreads_does_not_end_the_list() -> None:
    # "set" read as a verb: the item is skipped, the items after it are still read
    text = (
        "Our solver handles classical problems such as online set cover, weighted caching and "
        "online kelp location."
    )
    tasks = {e.name for e in by_rules(text).entities if e.type == "Task"}
    assert "online kelp location" in tasks


def test_listed_troubles_and_objects_are_no_tasks() -> None:
    text = (
        "Kelp models suffer from problems such as bad local minima and poor kelp "
        "generalization. Models recognize attributes in tasks (e.g., emotion, speaker)."
    )
    tasks = {e.name for e in by_rules(text).entities if e.type == "Task"}
    assert not tasks & {"bad local minima", "poor kelp generalization", "emotion", "speaker"}


@pytest.mark.parametrize(
    ("text", "task"),
    [
        (
            "We study the problem of reliably predicting kelp growth from sensors.",
            "predicting kelp growth",
        ),
        (
            "We propose Frondo, a method for inferring hidden kelp network topology.",
            "inferring hidden kelp network topology",
        ),
        (
            "Comparing learned kelp representations is hard. We propose Frondo.",
            "Comparing learned kelp representations",
        ),
        (
            "We study the problem of learning coral fields, i.e. random processes on reefs.",
            "learning coral fields",
        ),
    ],
)
def test_a_verb_of_a_task_and_its_object_after_a_cue_name_a_task(text: str, task: str) -> None:
    assert typed(by_rules(text)).get(task) == "Task"


def test_learning_names_a_task_only_after_a_problem_noun() -> None:
    # what a method is for learning is what it learns, not the problem it addresses
    text = "We propose Frondo, a method for learning coral fields from sonar images."
    assert not any(e.name.startswith("learning") for e in by_rules(text).entities)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our results on robust kelp estimation show clear gains.", "robust kelp estimation"),
        ("We evaluate Frondo in robust few-shot learning.", "robust few-shot learning"),
        (
            # the tagger takes the verb after the task for a noun
            "Experimental results on robust graph learning and robust hyperparameter "
            "optimization showcase (i) the gains of a min-max view, and (ii) the speed of Frondo.",
            "robust hyperparameter optimization",
        ),
        (
            "Frondo beats prior methods in the task of open reef reconstruction.",
            "open reef reconstruction",
        ),
    ],
)
def test_robust_or_open_before_a_task_is_part_of_its_name(text: str, name: str) -> None:
    assert typed(by_rules(text)).get(name) == "Task"


def test_robust_or_open_before_anything_else_only_praises() -> None:
    text = (
        "Whether kelp can be counted is an open problem. We propose Frondo, a robust "
        "kelp counting method, and evaluate it on kelp estimation. It also allows robust "
        "detection."
    )
    names = {e.name for e in by_rules(text).entities}
    assert not any(n.startswith(("robust", "open")) for n in names)


def test_a_verb_of_a_task_without_a_cue_names_no_task() -> None:
    # "for" on no kind of method, a verb that studies, a doing of one thing (an article
    # before its object) or of things counted, and making a kind of thing name no problem
    text = (
        "We use kelp images for predicting growth rates. Revisiting kelp growth is hard. "
        "The kelp farm is known for generating power. We propose a method for computing "
        "the depth of kelp forests, an algorithm for detecting various kelp blooms and an "
        "approach for designing solutions."
    )
    names = {e.name for e in by_rules(text).entities}
    assert not {
        n
        for n in names
        if n.lower().startswith(
            ("predicting", "revisiting", "generating", "computing", "detecting", "designing")
        )
    }


def test_an_adjective_in_ing_after_a_noun_before_problem_names_the_task() -> None:
    text = "We analyse the linear kelp fitting problem under label noise."
    assert "linear kelp fitting" in {e.name for e in by_rules(text).entities}


def test_a_hyphenated_word_before_problem_counts_as_one_word() -> None:
    # Four words, six tokens: the hyphenated words do not push the name over the limit.
    text = "We consider a multi-frond seasonal kelp pricing problem in open water."
    assert "multi-frond seasonal kelp pricing" in {e.name for e in by_rules(text).entities}


def test_an_adjective_before_a_listed_task_names_a_narrower_task() -> None:
    text = "We study improper reinforcement learning and local graph clustering."
    tasks = {e.name for e in by_rules(text).entities if e.type == "Task"}
    assert {"improper reinforcement learning", "local graph clustering"} <= tasks
    # Judging, means and time words, and a task its definition names, stay as listed.
    text = (
        "Our model allows better outlier detection and helps future noisy-label "
        "learning. We study cooperative multi-agent reinforcement "
        "learning (MARL). MARL is hard."
    )
    tasks = {e.name for e in by_rules(text).entities if e.type == "Task"}
    assert {"outlier detection", "noisy-label learning"} <= tasks
    assert "multi-agent reinforcement learning" in tasks


def test_a_task_that_ends_a_narrower_task_of_the_paper_is_its_short_name() -> None:
    text = "We study image inpainting. We propose QZFill for blind image inpainting, with no masks."
    tasks = [(e.name, e.aliases) for e in by_rules(text).entities if e.type == "Task"]
    assert tasks == [("blind image inpainting", ["image inpainting"])]


@pytest.mark.parametrize(
    "name",
    ["Markov chain Monte Carlo", "message passing", "Kalman filtering", "particle filtering"],
)
def test_well_known_inference_methods_are_methods(name: str) -> None:
    got = typed(by_rules(f"We use {name} to fit the kelp growth model."))
    assert got.get(name) == "Method"


def test_a_listed_measure_made_an_objective_is_named_with_its_head() -> None:
    text = "We add a Kullback-Leibler regularization to the kelp policy loss of QZPol."
    methods = {e.name: e.aliases for e in by_rules(text).entities if e.type == "Method"}
    assert methods.get("Kullback-Leibler regularization") == []
    assert "Kullback-Leibler" not in methods


def test_well_known_other_names_of_one_thing_in_a_paper_are_one_entity() -> None:
    # An abbreviation the field does not define ("RL") read inside a longer name.
    text = (
        "Offline reinforcement learning learns a policy from a fixed log of kelp-farm "
        "control. We study offline RL under sensor drift and propose QZPol for it."
    )
    tasks = [(e.name, e.aliases) for e in by_rules(text).entities if e.type == "Task"]
    assert tasks == [("Offline reinforcement learning", ["offline RL"])]
    # A listed other name of a general task ends in no word of the narrower one, yet is its
    # short name there.
    text = (
        "Unconditional image generation of kelp scenes is hard. We propose QZGen, which "
        "raises the quality of image synthesis with frond priors."
    )
    tasks = [(e.name, e.aliases) for e in by_rules(text).entities if e.type == "Task"]
    assert tasks == [("Unconditional image generation", ["image synthesis"])]


def _task(name: str, *aliases: str) -> Entity:
    return Entity(
        key=entity_key("Task", normalize_name(name)), type="Task", name=name, aliases=list(aliases)
    )


def test_an_undefined_listed_abbreviation_is_the_short_name_of_a_narrower_task() -> None:
    entities = [_task("model-based reinforcement learning"), _task("RL")]
    kept, _ = _narrower_tasks_joined(entities, [])
    assert [(e.name, e.aliases) for e in kept] == [("model-based reinforcement learning", ["RL"])]
    # One the paper defines is a task of its own ("machine translation (MT)").
    entities = [_task("model-based reinforcement learning"), _task("reinforcement learning", "RL")]
    kept, _ = _narrower_tasks_joined(entities, [])
    assert len(kept) == 2


def test_two_tasks_whose_aliases_end_each_others_names_make_one_task() -> None:
    entities = [_task("kelp counting", "dense frond kelp counting"), _task("frond kelp counting")]
    relations = [Relation("ADDRESSES", PAPER, e.key, "") for e in entities]
    kept, redirected = _narrower_tasks_joined(entities, relations)
    assert len(kept) == 1
    assert {r.target for r in redirected} == {kept[0].key}


def test_a_hyphenated_prefix_makes_another_task_not_a_narrower_one() -> None:
    entities = [_task("self-supervised kelp counting"), _task("supervised kelp counting")]
    kept, _ = _narrower_tasks_joined(entities, [])
    assert len(kept) == 2
    entities = [_task("dense supervised kelp counting"), _task("supervised kelp counting")]
    kept, _ = _narrower_tasks_joined(entities, [])
    assert len(kept) == 1


def test_a_task_with_words_put_inside_its_name_is_its_fuller_name() -> None:
    entities = [
        _task("text-guided frond separation"),
        _task("text-guided universal frond separation"),
    ]
    relations = [Relation("ADDRESSES", PAPER, e.key, "") for e in entities]
    kept, redirected = _narrower_tasks_joined(entities, relations)
    assert [(e.name, e.aliases) for e in kept] == [
        ("text-guided universal frond separation", ["text-guided frond separation"])
    ]
    assert {r.target for r in redirected} == {kept[0].key}
    # Words joined by a hyphen are one word: "self-kelp counting" is no "self counting".
    entities = [_task("self counting"), _task("self-supervised kelp counting")]
    kept, _ = _narrower_tasks_joined(entities, [])
    assert len(kept) == 2


def test_a_task_joins_no_narrower_name_that_the_reject_class_drops() -> None:
    entities = [_task("kelp counting"), _task("and dense kelp counting")]
    kept, _ = _narrower_tasks_joined(entities, [])
    assert [e.name for e in kept] == ["kelp counting", "and dense kelp counting"]


def test_a_task_with_an_acronym_of_its_own_stays_apart_from_a_narrower_one() -> None:
    text = (
        "Kelp counting (KC) estimates the number of fronds in a photo. We study dense kelp "
        "counting and propose QZCount for dense kelp counting."
    )
    names = typed(by_rules(text))
    assert names.get("Kelp counting") == "Task"
    assert names.get("dense kelp counting") == "Task"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Frond-Aware Kelp Estimation (FAKE) is presented to count fronds in sonar images.",
            "Frond-Aware Kelp Estimation",
        ),
        (
            "This paper presents Two-Stage Kelp Segmentation (TSKS), which first finds fronds "
            "and then refines their outlines.",
            "Two-Stage Kelp Segmentation",
        ),
    ],
)
def test_a_capitalized_hyphenated_name_the_authors_bring_is_their_method(
    text: str, name: str
) -> None:
    assert typed(by_rules(text)).get(name) == "Method"


def test_a_title_case_name_stops_before_on_and_a_name_shaped_dataset() -> None:
    got = typed(by_rules("Reef Attack on QZ-10 fools the classifier. We propose KelpGuard."))
    assert "Reef Attack on QZ-10" not in got and got.get("QZ-10") == "Dataset"
    got = typed(by_rules("We run Tidal Unlearning on the QZ-10 benchmark to forget one class."))
    assert "Tidal Unlearning on the QZ-10" not in got and got.get("QZ-10") == "Dataset"


def test_a_word_for_what_is_done_to_a_model_after_it_names_another_method() -> None:
    text = "We propose ZapNet distillation for compression. The ZapNet model is large."
    aliases = {e.name: e.aliases for e in by_rules(text).entities}
    assert aliases["ZapNet"] == ["ZapNet model"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "We report top-1 and top-5 accuracy of KelpFormer on KelpNet.",
            {"top-1 accuracy", "top-5 accuracy"},
        ),
        (
            "Our kelp test controls Type-I and Type-II errors at level 0.05.",
            {"type i error", "type ii error"},
        ),
        (
            "The kelp test controls both type I and type II error rates at level 0.05.",
            {"type i error", "type ii error"},
        ),
        (
            "We study 2D and 3D kelp detection on KelpNet.",
            {"2d kelp detection", "3d kelp detection"},
        ),
    ],
)
def test_siblings_share_the_head_noun_of_the_last_one(text: str, names: set[str]) -> None:
    extraction = by_rules(text)
    keys = {e.key.split(":", 1)[1] for e in extraction.entities}
    wanted = {normalize_name(name) for name in names}
    assert wanted <= keys
    # the bare sibling is no entity of its own, and each sibling is reported or addressed
    assert not keys & {"top 1", "type i", "2d"}
    assert wanted <= {r.target.split(":", 1)[1] for r in extraction.relations if r.source == PAPER}


def test_siblings_that_differ_in_more_than_an_index_keep_their_own_names() -> None:
    extraction = by_rules("We report BLEU and ROUGE scores of KelpFormer on KelpNet.")
    keys = {e.key.split(":", 1)[1] for e in extraction.entities}
    assert "bleu score" not in keys
    # a listed dataset before the conjunction is the dataset, not a measure on it
    extraction = by_rules("We report CIFAR-10 and CIFAR-100 accuracy of KelpFormer.")
    assert {e.name: e.type for e in extraction.entities}.get("CIFAR-10") == "Dataset"


def test_a_short_form_names_the_whole_capitalized_name_before_it() -> None:
    # the letters of "KelpNet" are found in "Kelp Network" alone
    text = "We propose a Molecular Kelp Network (KelpNet). In KelpNet, positions are kept."
    entities = {e.name: e for e in by_rules(text).entities}
    assert "KelpNet" not in entities
    assert entities["Molecular Kelp Network"].aliases == ["KelpNet"]


def test_a_defined_name_of_the_means_is_a_method_whatever_its_head() -> None:
    text = "We propose a graph decoder via Kelp Wasserstein Reconstruction (KWR). KWR is fast."
    assert typed(by_rules(text))["Kelp Wasserstein Reconstruction"] == "Method"
    # a listed task stays one
    assert (
        typed(by_rules("We improve kelp detection via Few-Shot Learning (FSL)."))[
            "Few-Shot Learning"
        ]
        == "Task"
    )


def test_a_criterion_cut_before_its_head_and_a_named_loss_are_no_measures() -> None:
    # "criterion" after the name is cut off it, and still asks for evidence of measuring
    text = "Little is known about the KXM criterion. We study its fixed points."
    assert typed(by_rules(text)).get("KXM") != "Metric"
    assert typed(by_rules("We evaluate the models by the KXM criterion."))["KXM"] == "Metric"
    text = "We propose a new loss that we call the Inverse Kelp Averaging Error (IKAE)."
    assert typed(by_rules(text))["Inverse Kelp Averaging Error"] == "Method"
    # a measure the paper names stays a measure
    text = "We propose a new measure that we call Kelp Agreement Score (KAS) on KelpBench."
    assert typed(by_rules(text))["Kelp Agreement Score"] == "Metric"


def test_a_measure_named_on_a_person_keeps_its_head_noun() -> None:
    text = (
        "We define the Kelpson matching error as a metric for segmentations, which mends the "
        "limits of the Kelpson number error."
    )
    names = {e.name for e in by_rules(text).entities if e.type == "Metric"}
    assert names == {"Kelpson matching error", "Kelpson number error"}
    # a measure's head that modifies a noun after it names no measure
    text = "However, existing Kelpson error backpropagation methods lack rigor."
    assert not any(e.type == "Metric" for e in by_rules(text).entities)


def test_a_verb_the_tagger_took_for_a_plural_noun_ends_no_measure_name() -> None:
    text = "We report the GW metric on kelp beds. The GW metric measures the gap between beds."
    names = {e.name for e in by_rules(text).entities}
    assert not any("measures" in name for name in names)


def test_letters_inside_an_asymptotic_bound_name_nothing() -> None:
    text = (
        r"We prove a regret of $\tilde{O}(\sqrt{H^3 SAT})$ for KelpQ, a lower bound of "
        r"$\Omega(HSA)$ for any algorithm, and an error of $O(\sqrt{d \cdot OPT})$ on MNIST."
    )
    names = {e.name for e in by_rules(text).entities}
    assert {"KelpQ", "MNIST"} <= names
    assert not names & {"SAT", "HSA", "OPT"}
    text = r"We derive a lower bound $\Omega(dN)$ on the cost of KelpQ."
    assert {e.name for e in by_rules(text).entities} == {"KelpQ"}
    # a defined name after a bound is still found
    text = r"It costs $O(n)$ time. We propose Kelp Networks (KN) for Kelp Detection (KD)."
    assert {"Kelp Networks", "Kelp Detection"} <= {e.name for e in by_rules(text).entities}


def test_a_measure_name_that_only_modifies_an_object_names_no_measure() -> None:
    text = "We estimate the precision matrix of KelpNet and report precision on MNIST."
    found = by_rules(text)
    precision = [e for e in found.entities if e.name == "precision"]
    assert len(precision) == 1 and len(precision[0].mentions) == 1
    assert text[precision[0].mentions[0].start :].startswith("precision on")
    text = "False-positive error propagation and a Gaussian error function hurt KelpNet."
    assert {e.name for e in by_rules(text).entities} == {"KelpNet"}


def test_a_listed_name_in_other_letters_after_an_indefinite_article_is_a_common_noun() -> None:
    text = "We propose Mod-Kelp, built of groups of experts (a ‘Squad’). We test on ImageNet."
    squad = [e for e in by_rules(text).entities if e.name.lower() == "squad"]
    assert squad == []
    assert typed(by_rules("We fine-tune BERT on Squad and report F1."))["Squad"] == "Dataset"


def test_a_score_the_paper_proposes_is_its_method_unless_called_a_measure() -> None:
    text = "We propose the Kelp Energy score (KES) to detect outliers. KES beats baselines."
    assert typed(by_rules(text))["Kelp Energy score"] == "Method"
    text = "We propose a new metric, the Kelp Agreement Score (KAS), to evaluate kelp generators."
    assert typed(by_rules(text))["Kelp Agreement Score"] == "Metric"


def test_a_measure_the_paper_proposes_to_do_something_else_is_its_method() -> None:
    text = "We propose the Kelp Support criterion (KSC) to train disentangled encoders."
    assert typed(by_rules(text))["Kelp Support criterion"] == "Method"
    text = "We propose Frond Activation Precision (FAP) to prune the channels of KelpNet."
    assert typed(by_rules(text))["Frond Activation Precision"] == "Method"
    # a measure named by its kind is one, short form and all
    text = "We propose the Kelp Topology Divergence (KTD) to compare two representations."
    assert typed(by_rules(text))["Kelp Topology Divergence"] == "Metric"
    # and so is a listed measure with a lowercase qualifier
    text = "We propose the partial AUC (pAUC) to rank kelp detectors."
    assert typed(by_rules(text))["partial AUC"] == "Metric"


def test_a_kind_of_measure_described_as_a_method_makes_a_method() -> None:
    text = (
        "We propose the Supervised Kelp-Frond (SKF) distance, a fast, supervised metric "
        "learning method based on the tree metric."
    )
    assert typed(by_rules(text))["Supervised Kelp-Frond"] == "Method"
    text = "We propose the Kelp Frond (KF) distance, a new metric for comparing kelp shapes."
    assert typed(by_rules(text))["Kelp Frond"] == "Metric"


def test_a_masked_pretraining_objective_is_a_method_not_a_task() -> None:
    text = (
        "We pretrain the encoder with masked sonar reconstruction on unlabeled scans and then "
        "fine-tune it for kelp detection."
    )
    found = typed(by_rules(text))
    assert found["masked sonar reconstruction"] == "Method"
    assert found["kelp detection"] == "Task"
    # "mask" alone is a noun
    text = "Mask kelp prediction is a hard problem for frond scans."
    assert typed(by_rules(text)) == {"Mask kelp prediction": "Task"}


def test_a_quantity_is_no_dataset_whatever_the_verb_before_it() -> None:
    text = (
        "We study backup operators based on the relative entropy of the update and, more "
        "importantly, on the Kelpson entropy of the policy."
    )
    assert "Dataset" not in typed(by_rules(text)).values()


def test_what_a_method_is_based_on_is_a_method() -> None:
    text = "We develop an efficient algorithm based on KQRL and prove its regret bound."
    assert typed(by_rules(text))["KQRL"] == "Method"
    # a theory a model is based on is no method
    text = "We propose a sequence model based on the Kelpman theory for frond forecasting."
    assert "Kelpman" not in typed(by_rules(text))


def test_a_model_that_aims_at_something_is_a_method_not_a_task() -> None:
    text = "Kelp neural networks aim to learn representations of frond graphs."
    assert typed(by_rules(text)) == {"Kelp neural networks": "Method"}
    text = "Frond retrieval aims to find the scans of one kelp."
    assert typed(by_rules(text))["Frond retrieval"] == "Task"
    # a clause opener and a determiner are no part of a task's name
    text = "Because, these kelp attacks aim to flip one label, they are hard to see."
    assert not any("these" in e.name for e in by_rules(text).entities)


def test_a_sentences_first_word_before_a_name_its_initials_define_is_no_part_of_it() -> None:
    text = "Training Kelp Frond Networks (KFNs) on large scans needs many images."
    assert typed(by_rules(text)) == {"Kelp Frond Networks": "Method"}
    text = "Performant Kelp Neural Network (KNN) designs must fit each task."
    assert "Kelp Neural Network" in typed(by_rules(text))
    # a word of size before a listed model, capitalized by its place only
    text = "Large Transformer models solve kelp tasks well."
    assert "Transformer" in typed(by_rules(text))
    text = "We train Large Transformer models on kelp scans."
    assert "Large Transformer" in typed(by_rules(text))
    # the initials spell it: part of the name
    text = "Deep Kelp Networks (DKNs) are popular."
    assert "Deep Kelp Networks" in typed(by_rules(text))
    # a coined short form may leave words of the name out
    text = "Molecular Kelp Network (KelpNet) is our model."
    assert "Molecular Kelp Network" in typed(by_rules(text))


def test_a_gerund_opening_the_sentence_and_acting_on_a_name_is_no_part_of_it() -> None:
    # the gerund's object (parse), a listed name of two words, an acronym
    assert typed(by_rules("Augmenting KFNs with ZapPool leads to better kelp counts.")) == {
        "KFNs": "Method",
        "ZapPool": "Method",
    }
    assert typed(by_rules("Training Neural ODEs on kelp scans is slow.")) == {
        "Neural ODEs": "Method"
    }
    assert typed(by_rules("Deploying Stable Diffusion on phones is costly.")) == {
        "Stable Diffusion": "Method"
    }
    # a listed name that opens with a gerund, and one capitalized word that may be a name
    text = "Spiking Neural Networks (SNNs) save energy on kelp scans."
    assert "Spiking Neural Networks" in typed(by_rules(text))
    text = "Routing Kelpformer is a sparse model for kelp scans."
    assert "Routing Kelpformer" in typed(by_rules(text))


def test_a_recognized_name_whose_head_names_no_entity_is_none() -> None:
    text = (
        "We pick the kelp rules by the Minimum Description Length Principle as the rules "
        "that together are most descriptive of the activation data."
    )
    assert typed(by_rules(text)) == {}


def test_benchmarks_and_methods_of_a_defined_task_leave_it_a_task() -> None:
    text = (
        "Kelp-agnostic pose estimation (KAPE) aims to predict keypoints. Our method is best "
        "on the KAPE benchmark."
    )
    assert typed(by_rules(text)) == {"Kelp-agnostic pose estimation": "Task"}
    text = "Kelp image quality assessment (KIQA) is hard. KIQA methods fail on fronds."
    assert typed(by_rules(text)) == {"Kelp image quality assessment": "Task"}
    # one model named by its task's words is that model
    text = "Kelp relation inference (KRI) learns frond graphs. The KRI model is accurate."
    assert typed(by_rules(text)) == {"Kelp relation inference": "Method"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Frond classifiers are vulnerable to kelp stealing attacks.", "kelp stealing attacks"),
        ("Transfer-based attacks craft examples on a Kelpson surrogate.", "Transfer-based attacks"),
        ("We study stochastic kelp bandits with heavy-tailed rewards.", "stochastic kelp bandits"),
        (
            "We study two-player zero-sum Kelpson games in the offline setting.",
            "two-player zero-sum Kelpson games",
        ),
        # the gerund in front is the doing, not the name
        ("Frond is a method for solving smooth kelp games.", "smooth kelp games"),
    ],
)
def test_a_plural_family_of_attacks_bandits_or_games_is_a_task(text: str, name: str) -> None:
    assert typed(by_rules(text)).get(name) == "Task"


def test_a_named_attack_or_a_named_suite_of_games_is_no_task() -> None:
    found = typed(by_rules("Frond resists strong PGD attacks and runs on Atari games."))
    assert not any(kind == "Task" for kind in found.values())
    found = typed(by_rules("Kelp agents run on two representative Atari games."))
    assert not any(kind == "Task" for kind in found.values())
    # a medium, no family of problems
    assert typed(by_rules("Frond agents learn to play video games from pixels.")) == {}
    # words that only place or judge an instance name no kind of game
    found = typed(by_rules("Frond agents play simulated games and then subsequent games."))
    assert not any(kind == "Task" for kind in found.values())


def test_a_defined_problem_is_a_task_whatever_its_short_form_reads_like() -> None:
    # "APP" reads like the listed dataset APPS; the paper spells out what it means here
    text = 'Many costs are cases of the "algebraic path problem" (APP). The APP is general.'
    assert typed(by_rules(text)).get("algebraic path problem") == "Task"


def test_a_short_form_of_a_long_form_inside_a_longer_task_is_that_task() -> None:
    text = "We study two-player zero-sum Kelpson games (KGs) and give a bound for KGs."
    found = typed(by_rules(text))
    assert found["two-player zero-sum Kelpson games"] == "Task"
    assert found.get("KGs") in (None, "Task")


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Large-kelp training has become a common technique for fronds.", "Large-kelp"),
        ("Frond-focused learning proposes to train kelp models by decisions.", "Frond-focused"),
        # other lowercase adjectives between it and its noun
        ("Off-frond deep kelp learning (KL) has been successful in many domains.", "Off-frond"),
    ],
)
def test_a_sentences_first_describing_word_is_no_name_alone(text: str, absent: str) -> None:
    assert absent not in typed(by_rules(text))


def test_the_ground_truth_is_no_entity() -> None:
    text = "Existing kelp approaches rely on the ground-truth (GT) intermediate frames."
    assert not {"ground-truth", "GT", "ground truth"} & set(typed(by_rules(text)))


def test_a_quantity_recovered_from_a_cue_is_a_listed_task() -> None:
    text = (
        "We study Shape from Polarization on kelp scans; Structure from Motion (SfM) fails there."
    )
    assert typed(by_rules(text)) == {
        "Shape from Polarization": "Task",
        "Structure from Motion": "Task",
    }


def test_a_name_in_a_run_of_names_keeps_its_hyphened_part() -> None:
    text = "On NIH KelpX-ray, Frond outperforms the best counterpart by 3%."
    assert typed(by_rules(text)).get("KelpX-ray") == "Dataset"


def test_a_capitalized_participle_inside_a_sentence_is_no_name() -> None:
    assert typed(by_rules("Frond exploits subgraphs to construct Augmented environments.")) == {}


def test_a_name_ending_in_a_listed_measure_acronym_is_a_measure() -> None:
    found = typed(by_rules("Kelp detectors are ranked by Spherical Kelp IoU on Frond."))
    assert found == {"Spherical Kelp IoU": "Metric"}
    # a size and its unit before the measure make no other measure
    found = typed(by_rules("Kelpnet reaches 80.0% top-1 accuracy with only 444M FLOPs."))
    assert found.get("FLOPs") == "Metric"


def test_what_a_thing_is_aimed_at_is_no_entity() -> None:
    text = "We transfer kelp knowledge to low-resource target tasks with FrondNet."
    got = typed(by_rules(text))
    assert not any("target" in name for name in got)
    assert got.get("FrondNet") == "Method"


def test_a_name_the_paper_calls_its_proposed_method_is_a_method() -> None:
    text = (
        "Subspace clustering methods work well. Hence, we call the proposed method adaptive "
        "kelp subspace clustering (AKSC). AKSC beats them on subspace clustering."
    )
    got = typed(by_rules(text))
    assert got.get("adaptive kelp subspace clustering") == "Method"
    assert got.get("Subspace clustering") == "Task"


def test_a_measure_before_another_measure_only_places_it() -> None:
    got = typed(by_rules("KelpNet cuts the runtime memory by 40% and the runtime by half."))
    assert got.get("runtime") == "Metric"
    assert typed(by_rules("KelpNet cuts the runtime memory by 40%.")).get("runtime") is None


@pytest.mark.parametrize(
    "text",
    [
        # a moment of a run, a step or a statistic built from a measure, a thing run at a moment
        "The kelp tracker adapts its weights at runtime on frond streams.",
        "The kelp counter ships with a runtime environment for reef buoys.",
        "A kelp test that thresholds the log-likelihood ratio flags drift.",
    ],
)
def test_a_measure_that_names_a_moment_or_a_built_thing_is_no_metric(text: str) -> None:
    assert not [e for e in by_rules(text).entities if e.type == "Metric"]
    # reported with, it is the measure
    assert typed(by_rules("KelpNet halves the runtime of Frondnet.")).get("runtime") == "Metric"


def test_sensors_and_number_formats_are_no_methods() -> None:
    text = (
        "We film kelp with CCD cameras and an Intel RealSense sensor, and store KelpNet in "
        "INT6 weights in SRAM."
    )
    assert set(typed(by_rules(text))) == {"KelpNet"}


def test_a_listed_benchmark_written_with_one_word_singular_is_the_benchmark() -> None:
    got = typed(by_rules("KelpNet is evaluated on the Tank & Temples benchmark."))
    assert got.get("Tank & Temples") == "Dataset"
    assert "Temples" not in got


def test_a_capitalized_word_before_a_noun_is_no_name_proposed_alone() -> None:
    # the proposal is the noun phrase, not its first word; before a kind of made thing the
    # word is the name
    names = {
        (e.type, e.name)
        for e in by_rules("We propose Kelp codes for distributed matrix multiplication.").entities
    }
    assert ("Method", "Kelp") not in names
    named = {e.name for e in by_rules("We propose the Kelp model for frond counting.").entities}
    assert "Kelp" in named


def test_a_hyphened_adjective_with_a_digit_is_no_name_shape() -> None:
    names = {
        e.name
        for e in by_rules(
            "Our encoder runs a 1D-convolutional network over each kelp signal."
        ).entities
    }
    assert "1D-convolutional" not in names


@pytest.mark.parametrize("word", ["KP-friendly", "KP-agnostic", "KQ-free", "KQ-driven"])
def test_a_word_ending_in_a_hyphened_adjective_is_no_name(word: str) -> None:
    text = f"A novel {word} method named Frond Kelp Adjustment (FKA) is proposed for reefs."
    names = {e.name for e in by_rules(text).entities}
    assert word not in names
    assert "Frond Kelp Adjustment" in names


def test_a_lowercase_proposal_named_by_a_formula_head_is_a_description() -> None:
    text = (
        "Kelp models are slow. We propose a generalized formulation and derive the "
        "corresponding objective. We also propose Frond Reformulation (FR), which beats SGD."
    )
    names = {e.name for e in by_rules(text).entities}
    assert "generalized formulation" not in names
    assert "Frond Reformulation" in names


def test_the_first_letters_of_a_defined_short_form_are_no_name() -> None:
    text = (
        "We propose KelpNet, a multi-task learning (MTL) method for kelp counting. It avoids "
        "negative transfer, when the MT model is worse than a single-task model."
    )
    names = {e.name for e in by_rules(text).entities}
    assert "MT" not in names and "MT model" not in names
    assert "multi-task learning" in names


def test_named_parts_a_method_is_made_of_are_methods_whatever_their_heads() -> None:
    for text in (
        "We propose KelpNet, which consists of two modules: frond feature alignment (FFA) "
        "and kelp depth estimation (KDE).",
        "Our framework includes frond feature alignment (FFA) and kelp structure "
        "distillation (KSD).",
    ):
        types = {e.name: e.type for e in by_rules(text).entities}
        parts = [name for name in types if name.startswith(("frond", "kelp"))]
        assert len(parts) == 2, types
        assert {types[name] for name in parts} == {"Method"}, types
    # the parts of a benchmark are its tasks
    text = "KelpBench includes kelp depth estimation (KDE) and frond counting (FCT)."
    types = {e.name: e.type for e in by_rules(text).entities}
    assert types.get("kelp depth estimation") == "Task"
    assert types.get("frond counting") == "Task"


def test_a_measure_before_the_range_of_its_values_is_no_reported_metric() -> None:
    text = (
        "Studies point to the narrow accuracy range of the kelp search space, which hurts ranking."
    )
    assert not [e for e in by_rules(text).entities if e.type == "Metric"]


def test_a_dimension_between_a_name_and_a_data_word_is_the_names() -> None:
    names = {
        e.name
        for e in by_rules(
            "Experiments on DTU, MGN, and Kelp Fashion 3D datasets show gains."
        ).entities
    }
    assert "Kelp Fashion 3D" in names
    assert "Kelp Fashion" not in names
    # before another noun it says what the data is
    assert "KelpNet 3D" not in {e.name for e in by_rules("KelpNet 3D scans are fused.").entities}


def test_a_task_benchmark_named_after_listed_data_is_a_dataset() -> None:
    found = {
        (e.type, e.name)
        for e in by_rules("KelpNet ranks first on the KITTI frond completion benchmark.").entities
    }
    assert ("Dataset", "KITTI frond completion") in found
    assert not any(t == "Task" for t, _ in found)
    # a benchmark named by its task alone is the task's
    tasks = {
        (e.type, e.name)
        for e in by_rules("KelpNet ranks first on frond completion benchmarks.").entities
    }
    assert ("Dataset", "frond completion") not in tasks


def test_capitalized_words_between_a_versioned_name_and_a_data_word_are_the_names() -> None:
    got = typed(by_rules("We evaluate on PandaSet and the Kelpverse 2 Motion Forecasting dataset."))
    assert got.get("Kelpverse 2 Motion Forecasting") == "Dataset"
    assert "Motion Forecasting" not in got


def test_a_listed_dataset_with_its_edition_after_an_apostrophe_is_that_dataset() -> None:
    text = "Kelp translation gains 1 BLEU on WMT'14 and on IWSLT'15."
    assert typed(by_rules(text))["IWSLT'15"] == "Dataset"


def test_what_a_paper_proposes_under_a_short_form_is_its_method() -> None:
    text = "We propose KEPR (Kelp Estimation for Pose Recognition), which halves the error."
    assert typed(by_rules(text)) == {"Kelp Estimation for Pose Recognition": "Method"}
    # a new task is called one
    text = "We introduce Kelp Frond Segmentation (KFS), a new task where models segment fronds."
    assert typed(by_rules(text)) == {"Kelp Frond Segmentation": "Task"}


def test_a_listed_dataset_named_like_the_group_that_made_it_is_the_dataset() -> None:
    text = "We train kelp captioners on datasets including ImageNet and LAION."
    assert typed(by_rules(text)).get("LAION") == "Dataset"


def test_lowercase_words_before_a_listed_dataset_describe_the_copy_used() -> None:
    text = "We verify our theory on semi-synthetic Celeb-A and MNIST datasets."
    got = typed(by_rules(text))
    assert got.get("Celeb-A") == "Dataset"
    assert "semi-synthetic Celeb-A" not in got


def test_a_listed_name_written_with_a_caret_is_no_formula() -> None:
    text = "We report gains on the few-shot segmentation benchmarks, PASCAL-5^i and COCO-20^i."
    got = typed(by_rules(text))
    assert got.get("PASCAL-5^i") == "Dataset"
    assert got.get("COCO-20^i") == "Dataset"
    assert "x^2" not in typed(by_rules("The loss grows like x^2 in the width."))


def test_a_task_or_measure_opening_with_a_listed_dataset_is_both() -> None:
    text = (
        "The Kelp Transformer gains 2 BLEU on IWSLT German-English translation and reaches "
        "71% TabFact accuracy."
    )
    got = typed(by_rules(text))
    assert got.get("IWSLT") == "Dataset"
    assert got.get("German-English translation") == "Task"
    assert got.get("TabFact") == "Dataset"
    assert got.get("accuracy") == "Metric"
    assert "IWSLT German-English translation" not in got
    # a measure named by its data keeps it when the word left is no listed measure
    got = typed(by_rules("The Kelp Transformer achieves a GLUE score of 80.1."))
    assert got.get("GLUE score") == "Metric"
    # a task named by its data is the task on that data
    got = typed(by_rules("The Kelp Transformer improves ImageNet classification by a point."))
    assert got.get("ImageNet") == "Dataset"
    assert "ImageNet classification" not in got


def test_lowercase_words_before_a_listed_dataset_in_a_task_phrase_describe_its_copy() -> None:
    text = (
        "KelpRL outperforms FrondRL on various sparse-reward MuJoCo locomotion tasks and on "
        "harder sparse-reward Meta-World tasks."
    )
    got = typed(by_rules(text))
    assert got.get("MuJoCo") == "Dataset"
    assert got.get("Meta-World") == "Dataset"
    # no task keeps the dataset inside it, and none is only the dataset and its describing words
    assert not any(
        kind == "Task" and ("MuJoCo" in name or "Meta-World" in name) for name, kind in got.items()
    )


def test_a_describing_suffix_opens_a_name_written_in_capitals() -> None:
    text = (
        "We propose KelpNet for reef mapping. Besides, a Frond-aware Kelp Reef Convertor is "
        "proposed to connect the frond condition and the reef sequence."
    )
    got = typed(by_rules(text))
    assert got.get("Frond-aware Kelp Reef Convertor") == "Method"
    assert "Kelp Reef Convertor" not in got
    # before a lone name-shaped word the suffix describes that name's copy
    got = typed(by_rules("We compare KelpNet with a Label-free KRC on reef mapping."))
    assert got.get("KRC") == "Method"
    assert "Label-free KRC" not in got


def test_a_sentence_adverb_before_a_comma_is_no_name() -> None:
    text = (
        "Kelp models are trained on fronds. Hitherto, the assumption-free kelp methods rely on "
        "a critical assumption. We propose Kelpformer, a new frond model that counts better."
    )
    got = typed(by_rules(text))
    assert "Hitherto" not in got
    assert got.get("Kelpformer") == "Method"


def test_items_listed_with_a_known_task_that_name_a_doing_are_tasks() -> None:
    text = (
        "We propose KelpConv, an equivariant kernel. Experiments show gains in spherical kelp "
        "field regression, point cloud classification, and molecular frond completion."
    )
    got = typed(by_rules(text))
    assert got.get("spherical kelp field regression") == "Task"
    assert got.get("molecular frond completion") == "Task"
    assert got.get("point cloud classification") == "Task"


def test_items_listed_with_a_known_method_that_name_a_technique_are_methods() -> None:
    text = (
        "We propose KelpMix, a frond sampler. KelpMix is more effective than knowledge "
        "distillation and frond averaging, and beats temperature scaling and Dirichlet "
        "calibration on several kelp benchmarks."
    )
    got = typed(by_rules(text))
    assert got.get("frond averaging") == "Method"
    assert got.get("Dirichlet calibration") == "Method"
    # a task word or a word of evaluation in that place names no technique
    text = "We compare knowledge distillation and frond segmentation, and dropout and kelp tests."
    got = typed(by_rules(text))
    assert got.get("frond segmentation") != "Method"
    assert "kelp tests" not in got
    # nor a judging word in front
    got = typed(by_rules("KelpMix needs knowledge distillation and careful frond placement."))
    assert not {"careful frond placement", "frond placement"} & got.keys()


def test_a_defined_long_form_that_ends_in_an_adjective_names_no_thing() -> None:
    text = (
        "We assume the samples are independently and identically distributed (IID) and "
        "frond-wise separable (FWS). We propose KelpNet, a Kelp Frond Network (KFN)."
    )
    got = typed(by_rules(text))
    assert not {"identically distributed", "IID", "frond-wise separable", "FWS"} & got.keys()
    assert got.get("Kelp Frond Network") == "Method"


def test_a_doing_the_recognizer_calls_a_task_that_is_only_used_is_a_method() -> None:
    text = "We propose a learning policy based on dual averaging for kelp games."
    assert typed(by_rules(text)).get("dual averaging") == "Method"


def test_a_short_form_in_capitals_that_spells_a_function_word_still_names_its_long_form() -> None:
    text = (
        "Networks trained by adversarial training (AT) overfit. At test time, AT is costly, "
        "and at scale it is slower."
    )
    entities = {e.name: e for e in by_rules(text).entities}
    assert entities["adversarial training"].type == "Method"
    # only the capitals are the short form, not "At" or "at"
    assert entities["adversarial training"].aliases == ["AT"]
    assert len(entities["adversarial training"].mentions) == 3


def test_an_image_file_format_is_no_entity() -> None:
    got = typed(by_rules("KelpISP turns RAW captures into sRGB images stored as JPEG files."))
    assert not {"RAW", "sRGB", "JPEG"} & got.keys()
    assert got.get("KelpISP") == "Method"


def test_a_signed_figure_before_a_measure_is_no_part_of_its_name() -> None:
    text = "KelpNet gains on VQA (+3.74% vqa-score) and on captioning (+10.1% CIDEr score)."
    got = typed(by_rules(text))
    assert got.get("vqa-score") == "Metric"
    assert not any(name.startswith("+") for name in got)


def test_a_listed_name_keeps_a_word_that_would_otherwise_only_describe() -> None:
    # "open" alone describes; "open domain QA" is open-domain question answering
    text = "KelpRAG sets a new state of the art on three open domain QA tasks."
    assert typed(by_rules(text)).get("open domain QA") == "Task"


def test_a_task_before_benchmark_datasets_ends_before_benchmark() -> None:
    text = "Results on four kelp classification benchmark datasets favour KelpNet."
    got = typed(by_rules(text))
    assert got.get("kelp classification") == "Task"
    assert not any(name.endswith("benchmark") for name in got)


def test_words_for_the_state_of_data_name_no_task_a_dataset_serves() -> None:
    text = (
        "The lack of large-scale available kelp datasets limits KLR. "
        "We also lack public frond segmentation benchmarks and open-source reef datasets."
    )
    got = typed(by_rules(text))
    assert got.get("frond segmentation") == "Task"
    assert not any(
        name.split()[0] in ("available", "public", "large-scale", "open-source") for name in got
    )


def test_a_relative_or_normalized_named_measure_keeps_its_qualifier() -> None:
    text = "KelpNet lowers the relative L2 error and the normalized L1 distance on Frond."
    names = typed(by_rules(text))
    assert names.get("relative L2 error") == "Metric"
    assert names.get("normalized L1 distance") == "Metric"
    assert "L2 error" not in names


def test_a_listed_bland_word_in_capitals_inside_a_sentence_opens_a_name() -> None:
    text = (
        "We propose KelpNet for frond graphs. KelpNet outperforms the prior state of the art "
        "on the Open Frond Benchmark Code2 by 14.7%. Open problems remain."
    )
    names = typed(by_rules(text))
    assert names.get("Open Frond Benchmark Code2") == "Dataset"
    assert "Frond Benchmark Code2" not in names


def test_a_capitalized_run_before_the_head_of_a_mathematical_object_names_no_method() -> None:
    text = (
        "We obtain new bounds for kelp dynamics by developing a new Kelp-Frond inequality "
        "for the parameter distribution. We propose the Reef matrix factorization method."
    )
    names = typed(by_rules(text))
    assert "Kelp-Frond" not in names and "Kelp-Frond inequality" not in names
    assert names.get("Reef") == "Method"


def test_a_way_of_working_before_a_property_of_a_signal_only_modifies_it() -> None:
    text = "Raw kelp photos keep a fine quantization level and little quantization noise."
    assert typed(by_rules(text)).get("quantization") is None
    assert typed(by_rules("We apply quantization to KelpNet.")).get("quantization") == "Method"


def test_a_defined_measure_called_a_measure_is_that_measure() -> None:
    text = (
        "We define the kelp matching score (KMS) for frond maps. Regions where the KMS "
        "measure exceeds a level are found by KelpNet, which improves KMS scores by 3%."
    )
    extraction = by_rules(text)
    metrics = [[e.name, *e.aliases] for e in extraction.entities if e.type == "Metric"]
    assert len(metrics) == 1 and {"KMS", "KMS measure"} <= set(metrics[0])


def test_a_sense_a_word_is_read_in_names_nothing() -> None:
    text = (
        "Practitioners resort to optimality in the Pareto sense. We propose FrondMO for "
        "ripple tasks."
    )
    assert "Pareto sense" not in typed(by_rules(text))


def test_a_modifier_before_a_listed_method_written_as_a_common_noun_narrows_it() -> None:
    text = (
        "Our kelp model stacks a reef-aware transformer on a seasonal transformer. "
        "Pruning with data-independent SynFlow keeps the model small."
    )
    methods = {e.name for e in by_rules(text).entities if e.type == "Method"}
    assert {"reef-aware transformer", "seasonal transformer"} <= methods
    assert "transformer" not in methods
    # In front of a name of its own, or of a technique of several words, the modifier
    # describes the run.
    assert "SynFlow" in methods
    assert not any(name.endswith(" SynFlow") for name in methods)
    text = "We train QZNet with heavy data augmentation and deterministic gradient descent."
    methods = {e.name for e in by_rules(text).entities if e.type == "Method"}
    assert {"data augmentation", "gradient descent"} <= methods


def test_a_filler_of_a_task_name_before_a_listed_task_narrows_nothing() -> None:
    # "canonical" only calls the task the standard one of its kind (a task filler).
    text = "We revisit the canonical multi-armed bandit with kelp priors."
    tasks = {e.name for e in by_rules(text).entities if e.type == "Task"}
    assert tasks == {"multi-armed bandit"}


def test_a_proper_name_before_the_noun_of_a_procedure_names_it() -> None:
    text = "We run the Kelpson algorithm on reef graphs and compare it with a Bayesian method."
    methods = {e.name: e.aliases for e in by_rules(text).entities if e.type == "Method"}
    # the noun is part of the name: "Kelpson" alone may name another thing after the person
    assert "Kelpson algorithm" in methods
    assert "Kelpson" not in methods
    # and so are the lowercase words that name a variant, not those that place it
    text = "We adopt a trust region Frondson method and the classical Reefson solver."
    methods = {e.name: e.aliases for e in by_rules(text).entities if e.type == "Method"}
    assert {"trust region Frondson method", "Reefson solver"} <= set(methods)
    # an adjective made of a name, or a capitalized word before a plural or after "a",
    # says the kind of procedure, no name
    assert not any(name.startswith("Bayesian") for name in methods)
    # nor one in "-s", which resolution reads as the plural of another name
    text = "We integrate with the Reefs method."
    assert not any(e.name.startswith("Reefs") for e in by_rules(text).entities)
    text = "Frond algorithms are fast, and an Oracle method bounds the regret of KelpNet."
    methods = {e.name for e in by_rules(text).entities if e.type == "Method"}
    assert not methods & {"Frond algorithms", "Frond", "Oracle method", "Oracle"}


def test_a_listed_data_name_the_paper_proposes_as_a_method_is_its_method() -> None:
    # "Cora" is a listed dataset; a paper that names its own method so says which it means.
    proposed = by_rules(
        "We propose Cora, a framework that aligns kelp fronds. Cora is fast on KelpBench."
    )
    assert typed(proposed).get("Cora") == "Method"
    # used, or introduced as data, it stays the dataset
    used = by_rules("We evaluate kelp alignment on Cora, a graph of citations.")
    assert typed(used).get("Cora") == "Dataset"
    introduced = by_rules("We introduce Cora, a benchmark of kelp images.")
    assert typed(introduced).get("Cora") == "Dataset"


def test_a_coined_name_the_paper_gives_its_contribution_is_a_method_not_data() -> None:
    # The recognizer reads some coined one-word names as data; a name the paper gives what
    # it introduces, with no word or shape of data, is its method.
    introduced = by_rules(
        "We introduce FrondNet and KelpNet, two encoder designs whose outputs do not change "
        "when a frond flips."
    )
    assert typed(introduced) == {"FrondNet": "Method", "KelpNet": "Method"}
    # new data keeps its word or shape
    assert typed(by_rules("We introduce FrondBench, a benchmark of kelp images.")) == {
        "FrondBench": "Dataset"
    }
    described = by_rules(
        "We assemble the first reef grasping benchmark, FrondGrasp, which gathers 300 kelp objects."
    )
    assert typed(described).get("FrondGrasp") == "Dataset"


def test_the_gap_of_a_measure_between_two_runs_is_the_measure() -> None:
    found = typed(
        by_rules("The Frondel score gap of the two decoders shrinks by half with our sampler.")
    )
    assert found.get("Frondel score") == "Metric"
    assert "Frondel score gap" not in found


def test_time_a_model_takes_is_a_measure_and_a_moment_is_not() -> None:
    found = typed(
        by_rules(
            "KelpNet halves the inference time of frond counters. At inference time, its "
            "decoder is dropped."
        )
    )
    assert found.get("inference time") == "Metric"
    found = typed(by_rules("At inference time, the KelpNet decoder is dropped."))
    assert "inference time" not in found
    found = typed(by_rules("KelpNet cuts the storage cost at the inference time."))
    assert "inference time" not in found
    # a participle that opens its clause acts on the measure and is no part of its name
    extraction = by_rules("Cheap counters replace exact ones, trading inference time for recall.")
    names = {name for e in extraction.entities for name in (e.name, *e.aliases)}
    assert "inference time" in names
    assert "trading inference time" not in names


def test_single_before_the_one_input_of_a_task_is_part_of_its_name() -> None:
    found = typed(
        by_rules("Our restorer sets a new state of the art on single image frond deblurring.")
    )
    assert found.get("single image frond deblurring") == "Task"
    assert "image frond deblurring" not in found
    # one unit of a setting that "multi-" names the other way stays too
    found = typed(
        by_rules("Kelp planners solve a single level optimization problem with frond bounds.")
    )
    assert found.get("single level optimization") == "Task"
    assert "level optimization" not in found


def test_a_method_named_in_title_case_common_words_matches_in_the_plural() -> None:
    from kg.extract.lexicon import with_variants

    assert with_variants(["Kelp Frond Network", "KelpNet Block"], "Method") == [
        "Kelp Frond Network",
        "Kelp Frond Networks",
        "KelpNet Block",
    ]
    # data and measures in title case keep their names as listed
    assert with_variants(["Kelp Frond Network"], "Dataset") == ["Kelp Frond Network"]
    assert typed(by_rules("We pretrain vision Transformers on kelp photos.")) == {
        "vision Transformers": "Method"
    }


def test_a_name_hung_on_a_setting_of_a_method_is_no_measure() -> None:
    # the parser hangs "named" on "learning rates", a formalism, not a measure
    text = (
        "We propose two Kelp Averaging (KA) algorithms with adaptive learning rates, which "
        "are named KA-S and KA-D."
    )
    assert typed(by_rules(text)).get("KA-S") == "Method"
