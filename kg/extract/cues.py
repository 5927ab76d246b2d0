"""Default cue lists of the extraction components (each is overridable in the component config).

Head nouns say what a name is ("the X benchmark", "ZORBA, a … method"); verbs and
prepositions say what the paper does with it ("we propose X", "evaluated on X").
"""

from __future__ import annotations

from kg.names import DOING_NOUNS, data_variant_words

#: Articles: after a noun they open the next phrase, which a name never crosses.
ARTICLES: frozenset[str] = frozenset(["a", "an", "the"])

#: Descriptor nouns (lemmas) → the type of the name they describe.
HEAD_TYPES: dict[str, str] = {
    **dict.fromkeys(
        [
            "framework",
            "method",
            "methodology",
            "model",
            "architecture",
            "algorithm",
            "approach",
            "technique",
            "network",
            "mechanism",
            "module",
            "pipeline",
            "optimizer",
            "loss",
            "objective",
            "regularizer",
            "adapter",
            "layer",
            "encoder",
            "decoder",
            "transformer",
            "paradigm",
            "scheme",
            "procedure",
            "estimator",
            "sampler",
            "solver",
            "classifier",
            "detector",
            "tokenizer",
            "strategy",
            "policy",
            "baseline",
            "competitor",
            "variant",
            "system",
            "agent",
            "backbone",
            "head",
            "block",
            "operator",
            "kernel",
            "prompting",
            "guidance",
            "attention",
            "optimization",
            "distillation",
            "aggregation",
            "regularization",
            "calibration",
            "learning",
            "search",
            "sampling",
            "decoding",
            "tuning",
            "training",
            "embedding",
            "llm",
            "vlm",
            "mllm",
            "gnn",
            "cnn",
            "rnn",
        ],
        "Method",
    ),
    **dict.fromkeys(
        [
            "benchmark",
            "dataset",
            "corpus",
            "suite",
            "environment",
            "testbed",
            "collection",
            "leaderboard",
            "arena",
            "bench",
            "database",
            "gym",
            "simulator",
            "challenge",
        ],
        "Dataset",
    ),
    **dict.fromkeys(["task", "problem", "setting"], "Task"),
    **dict.fromkeys(
        [
            "metric",
            "score",
            "measure",
            "accuracy",
            "error",
            "distance",
            "divergence",
            "index",
            "coefficient",
            "criterion",
            "rate",
            "latency",
            "throughput",
            "auc",
            "f1",
            "precision",
            "recall",
            "perplexity",
        ],
        "Metric",
    ),
}

#: Descriptor nouns that say a name is not one of our entities.
NON_ENTITY_HEADS: frozenset[str] = frozenset(
    [
        "phenomenon",
        "issue",
        "effect",
        "hypothesis",
        "theorem",
        "lemma",
        "property",
        "regime",
        "principle",
        "law",
        "condition",
        "paradox",
        "bottleneck",
        "trade-off",
        "tradeoff",
        "company",
        "team",
        "lab",
        "university",
        "language",
        "library",
        "toolkit",
        "format",
        # "optimal in the Pareto sense": a way of reading a word, no thing
        "sense",
    ]
)

#: Words that make a test bed a trained model ("a neural simulator", "a learned environment").
LEARNED_WORDS: frozenset[str] = frozenset(["neural", "learned", "learnable", "generative"])

#: Head nouns of a made thing that runs: a name ending in one is a method, never a task.
MODEL_HEADS: frozenset[str] = frozenset(
    [
        *("network", "model", "architecture", "algorithm", "transformer", "encoder"),
        *("decoder", "classifier", "optimizer", "estimator", "sampler", "solver"),
    ]
)
#: Kind nouns of a method ("a sampling method: X", "a novel kelp alignment framework").
METHOD_KIND_NOUNS: frozenset[str] = frozenset(
    ["method", "approach", "framework", "algorithm", "technique", "model", "strategy", "scheme"]
)
#: Kinds of method and of made things that run: "for" on one names what it does.
METHOD_KINDS: frozenset[str] = METHOD_KIND_NOUNS | MODEL_HEADS

#: Head nouns (lemmas) of descriptive task names ("rumour detection").
TASK_HEADS: frozenset[str] = frozenset(
    [
        "detection",
        "segmentation",
        "estimation",
        "recognition",
        "classification",
        "generation",
        "translation",
        "summarization",
        "reconstruction",
        "retrieval",
        "answering",
        "prediction",
        "forecasting",
        "synthesis",
        "captioning",
        "tracking",
        "localization",
        "parsing",
        "extraction",
        "induction",
        "completion",
        "unlearning",
        "grounding",
        "verification",
        "identification",
        "inpainting",
        "super-resolution",
        "denoising",
        "tagging",
        "matching",
        "registration",
        "imputation",
        "diagnosis",
        "watermarking",
        "navigation",
        "manipulation",
        "recommendation",
        "inference",
        "editing",
        "construction",
        "discovery",
        "attribution",
        "understanding",
        "modeling",
        "modelling",
        "planning",
        "reasoning",
        "alignment",
        "labeling",
        "labelling",
        "re-identification",
        "reidentification",
        "correction",
        "re-ranking",
        "reranking",
        "ranking",
        "linking",
        "typing",
        "disambiguation",
        "restoration",
        "deblurring",
        "dehazing",
        "deraining",
        "colorization",
        "comprehension",
        "paraphrasing",
        "simplification",
        "transcription",
        "diarization",
        "separation",
        "enhancement",
        "counting",
        "spotting",
        "chunking",
        "grasping",
        "stylization",
        "categorization",
        "authentication",
        "localisation",
        "anticipation",
        "interpolation",
    ]
)

#: Verbs whose "-ing" form and an object name a task (``kg.names.DOING_NOUNS``). Read by
#: ``title`` and by ``entities._doing_candidates``.
TASK_GERUNDS: frozenset[str] = frozenset(DOING_NOUNS)


#: Words that only count or vary what a verb of a task acts on ("detecting various
#: kelp blooms"): its object names no problem.
OBJECT_QUANTIFIERS: frozenset[str] = frozenset(
    ["various", "different", "multiple", "several", "many", "numerous", "diverse", "new"]
)


#: Words that praise or place ("a robust method", "an open problem") but, before the noun
#: of a task, name a kind of that problem ("robust kelp estimation", "open information
#: extraction"). Read by ``entities.EntityRecognizer._bland``.
PROBLEM_KIND_MODIFIERS: frozenset[str] = frozenset(["robust", "open"])
#: Nouns of doing that head a problem a kind modifier can name ("robust optimization"),
#: beside the task heads.
PROBLEM_KIND_HEADS: frozenset[str] = frozenset(["learning", "optimization", "generalization"])


#: Plural heads under which a field names a family of problems it studies: a kind of attack
#: to make or defend against, a bandit or a game setting to learn in ("model stealing
#: attacks", "stochastic linear bandits", "zero-sum games"). Read by
#: ``entities._problem_family_candidates``.
PROBLEM_FAMILY_HEADS: frozenset[str] = frozenset(["attacks", "bandits", "games"])

#: Task heads that need a noun or proper-noun modifier to name a task ("causal inference"
#: is a task, "efficient inference" is not).
WEAK_TASK_HEADS: frozenset[str] = frozenset(
    [
        "inference",
        "editing",
        "construction",
        "discovery",
        "understanding",
        "reasoning",
        "modeling",
        "modelling",
        "planning",
        "alignment",
        "prediction",
        "generation",
        "matching",
        "attribution",
        "completion",
        "induction",
        "extraction",
        "verification",
        "identification",
        "localization",
        "estimation",
        "recommendation",
        "navigation",
        "manipulation",
        "tracking",
        "ranking",
        "typing",
        "enhancement",
        "separation",
        "interpolation",
        "restoration",
        "counting",
        "correction",
        "labeling",
        "labelling",
    ]
)

#: Head nouns (lemmas) of descriptive metric names ("P95 latency", "top-5 accuracy").
METRIC_HEADS: frozenset[str] = frozenset(
    [
        "accuracy",
        "latency",
        "throughput",
        "auc",
        "auroc",
        "f1",
        "perplexity",
        "error",
        "bleu",
        "rouge",
        "iou",
        "miou",
        "precision",
        "recall",
        "psnr",
        "ssim",
        "fid",
        "mse",
        "rmse",
    ]
)

#: Descriptor nouns that make a proper-name chunk a metric ("Wasserstein distance").
NAMED_METRIC_HEADS: frozenset[str] = frozenset(
    ["distance", "metric", "divergence", "score", "measure", "index", "coefficient", "rate"]
)

#: Adjectives that describe the paper's contribution, never part of a name.
BLAND_MODIFIERS: frozenset[str] = frozenset(
    [
        "novel",
        "new",
        "simple",
        "efficient",
        "effective",
        "robust",
        "unified",
        "general",
        "generic",
        "existing",
        "previous",
        "prior",
        "standard",
        "typical",
        "conventional",
        "traditional",
        "current",
        "recent",
        "modern",
        "popular",
        "common",
        "various",
        "several",
        "many",
        "multiple",
        "different",
        "diverse",
        "specific",
        "our",
        "their",
        "its",
        "this",
        "these",
        "that",
        "those",
        "such",
        "other",
        "certain",
        "key",
        "main",
        "core",
        "principled",
        "practical",
        "scalable",
        "lightweight",
        "powerful",
        "strong",
        "weak",
        "competitive",
        "superior",
        "significant",
        "substantial",
        "improved",
        "better",
        "high",
        "low",
        "higher",
        "lower",
        "large",
        "small",
        "larger",
        "smaller",
        "single",
        "first",
        "second",
        "final",
        "overall",
        "downstream",
        "challenging",
        "difficult",
        "complex",
        "critical",
        "important",
        "fundamental",
        "crucial",
        "dedicated",
        "comprehensive",
        "extensive",
        "systematic",
        "open",
        "well-known",
        "widely",
        "adopted",
        "proposed",
        "resulting",
        "underlying",
        "original",
        # participles that judge or place, not name ("our motivating task")
        "motivating",
        "emerging",
        "interesting",
        "promising",
        "remaining",
        "corresponding",
        "ongoing",
        "pressing",
        "real-world",
        "realistic",
        "accurate",
        "precise",
        "reliable",
        "actual",
        "high-quality",
        "high-fidelity",
        "well-performing",
        "high-performing",
        "highly-performant",
        "performant",
        "serious",
        "severe",
        "end-to-end",
        "training-free",
        "plug-and-play",
        "state-of-the-art",
        "sota",
        "average",
        "mean",
        "overall",
        "strict",
        "minimal",
        "maximal",
        "optimal",
        "suboptimal",
        "human",
        "automatic",
        "automated",
        "additional",
        "further",
        "same",
        "both",
        "each",
        "every",
        "all",
        "any",
        "some",
        "few",
        "more",
        "most",
        "less",
        "further",
        "whole",
        "full",
        "entire",
        "naive",
        "vanilla",
        "respective",
        "corresponding",
    ]
)

#: Verbs (lemmas) whose object the paper contributes when the subject is "we"/"this paper".
PROPOSE_VERBS: frozenset[str] = frozenset(
    [
        "propose",
        "introduce",
        "present",
        "develop",
        "design",
        "devise",
        "build",
        "construct",
        "curate",
        "release",
        "create",
        "contribute",
        "define",
    ]
)

#: Verbs that contribute a method only when their object is a name ("we describe ZORBA",
#: "we derive Kelp Gate Descent (KGD)"); a description after them is often earlier work or a
#: result ("we describe an analytic approximation").
NAMED_PROPOSE_VERBS: frozenset[str] = frozenset(["describe", "derive"])

#: Words for a task that a task's name may stand before ("a new kelp counting task").
TASK_WORDS: frozenset[str] = frozenset(["task", "problem", "setting", "challenge"])

#: Verbs with which authors make data ("we collect a new benchmark called X", "we generate a
#: synthetic dataset (X)"): a contribution when the object is a dataset.
DATA_MAKING_VERBS: frozenset[str] = frozenset(["collect", "gather", "generate", "record"])

#: Verbs whose passive subject is a contribution ("X is proposed"), whatever the subject.
PASSIVE_PROPOSE_VERBS: frozenset[str] = frozenset(["propose", "introduce", "present"])

#: Subjects that stand for the paper itself.
AUTHOR_SUBJECTS: frozenset[str] = frozenset(["we", "paper", "work", "study", "article", "us"])

#: Words that put their object on the other side of a comparison.
COMPARE_WORDS: frozenset[str] = frozenset(
    [
        "outperform",
        "surpass",
        "beat",
        "exceed",
        "compare",
        "compared",
        "than",
        "over",
        "versus",
        "vs",
        "vs.",
        "against",
        "unlike",
        "contrary",
        "outperforms",
        "outperforming",
        "outpace",
        "defeat",
        "rival",
        "baseline",
        "competitor",
    ]
)

#: Governors of "on/across X" that make X an evaluation dataset ("experiments on X").
EVALUATION_WORDS: frozenset[str] = frozenset(
    [
        "experiment",
        "evaluation",
        "evaluate",
        "result",
        "test",
        "benchmark",
        "performance",
        "accuracy",
        "validate",
        "train",
        "achieve",
        "attain",
        "obtain",
        "study",
        "finetune",
        "fine-tune",
        "report",
        "score",
        "analysis",
        "conduct",
        "perform",
        "improvement",
        "outperform",
        "surpass",
        "demonstrate",
        "show",
        "retain",
        "reach",
    ]
)

#: Heads of measures between two objects, and of indices, which are as often the loss, the
#: regularizer, an attribution or the subject of a proof as an evaluation measure ("minimize
#: the divergence between the two posteriors", "the spectral index of a graph", "a training
#: criterion that we minimize"): a Metric with such a head needs evidence that the paper
#: measures results with it. ("error" and
#: "accuracy" name measures of results even in a proof; "score" is left out because named
#: scores are reported without such words often enough that the development golds lose
#: recall: 000 Metric F1 0.800 → 0.765.)
MEASURE_OBJECT_HEADS: frozenset[str] = frozenset(
    ["distance", "divergence", "discrepancy", "metric", "index", "criterion", "criteria"]
)

#: Heads that name measures of results when the measure is a known one ("mean squared
#: error", "F1 score", "error rate") but as often a quantity of a proof or a model when it is
#: not ("the compression error is bounded", "a correlation score per pair"): an unlisted
#: Metric with such a head needs the same evidence as ``MEASURE_OBJECT_HEADS``.
UNLISTED_MEASURE_OBJECT_HEADS: frozenset[str] = frozenset(
    ["error", "score", "rate", "measure", "gap", "risk"]
)

#: Nouns that, right after a measure's name, make the two words the name of another thing: a
#: mathematical object, a model's part or a phenomenon ("precision matrix", "log-likelihood
#: function", "false-positive error propagation"), or another measure that it only places
#: ("runtime memory" is the memory a run takes), or the spread of its values ("a narrow
#: accuracy range"), so the measure's name is only a modifier.
OBJECT_AFTER_MEASURE: frozenset[str] = frozenset(
    [
        *("matrix", "matrices", "function", "functions", "propagation"),
        *("landscape", "landscapes", "surface", "surfaces", "memory", "footprint"),
        *("range", "ranges"),
        # a statistic or a step built from it ("a log-likelihood ratio test", "a
        # log-likelihood update"), and what runs at a moment ("a runtime environment", "the
        # runtime system")
        *("ratio", "ratios", "statistic", "statistics", "update", "updates"),
        *("control", "controller", "environment", "environments", "system", "systems"),
    ]
)

#: Words before a one-word measure that make it a moment rather than a measure ("at
#: runtime", "during runtime").
MOMENT_BEFORE_MEASURE: frozenset[str] = frozenset(["at", "during"])

#: Nouns after a one-word way of working that make the two a property of a signal or of
#: data, not the method ("quantization level", "quantization noise", "a pruning step" of a
#: search): the word only modifies them.
PROPERTY_AFTER_DOING: frozenset[str] = frozenset(
    [*("level", "levels", "noise", "step", "steps", "bin", "bins", "interval", "intervals")]
)

#: Words near a measure that show it is used to measure results: verbs of reaching or
#: changing a score, comparisons, and nouns of evaluation ("reduces the X by", "a lower X",
#: "X of 0.81", "evaluation metrics such as X").
MEASURED_WORDS: frozenset[str] = frozenset(
    [
        "achieve",
        "attain",
        "obtain",
        "reach",
        "yield",
        "deliver",
        "report",
        "record",
        "score",
        "improve",
        "improvement",
        "boost",
        "increase",
        "raise",
        "gain",
        "reduce",
        "reduction",
        "lower",
        "decrease",
        "cut",
        "drop",
        "halve",
        "outperform",
        "surpass",
        "exceed",
        "beat",
        "match",
        "higher",
        "better",
        "best",
        "superior",
        "competitive",
        "state-of-the-art",
        "sota",
        "evaluate",
        "evaluation",
        "measure",
        "quantify",
        "quantifies",  # the pretrained lemmatizer's rules do not know this verb
        "assess",
        "benchmark",
        "experiment",
        "experimental",
        "empirical",
        "empirically",
        "result",
        "metric",
        "performance",
    ]
)

#: Phrases before a metric ("in terms of X", "measured by X").
METRIC_PREPOSITION_GOVERNORS: frozenset[str] = frozenset(["term", "measure", "terms"])

#: Words that make a title-case name an organization or an event, not an entity of ours
#: ("Northern Robotics Association", "Open Poker Championship").
ORGANIZATION_WORDS: frozenset[str] = frozenset(
    [
        "association",
        "championship",
        "conference",
        "workshop",
        "symposium",
        "university",
        "institute",
        "inc",
        "inc.",
        "corporation",
        "corp",
        "laboratory",
        "laboratories",
        "lab",
        "labs",
        "society",
        "committee",
        "foundation",
        "tournament",
        "olympiad",
        "league",
        "department",
        "college",
        "academy",
        "proceedings",
        "journal",
        "transactions",
        "company",
        "organization",
        "organisation",
    ]
)

#: Publication venues, matched case-sensitively with an optional year ("EMNLP2017",
#: "NeurIPS 2020", "ICLR'24").
VENUES: frozenset[str] = frozenset(
    [
        "NeurIPS",
        "NIPS",
        "ICML",
        "ICLR",
        "CVPR",
        "ICCV",
        "ECCV",
        "ACL",
        "EMNLP",
        "NAACL",
        "EACL",
        "COLING",
        "AAAI",
        "IJCAI",
        "KDD",
        "SIGIR",
        "SIGGRAPH",
        "WWW",
        "AISTATS",
        "UAI",
        "COLT",
        "ICRA",
        "IROS",
        "CoRL",
        "RSS",
        "BMVC",
        "WACV",
        "MICCAI",
        "INTERSPEECH",
        "Interspeech",
        "ICASSP",
        "TACL",
        "JMLR",
        "TPAMI",
        "PAMI",
        "TMLR",
        "arXiv",
    ]
)

#: Words that mark something as the paper's own ("X, a novel method", "a new benchmark").
NEW_WORDS: frozenset[str] = frozenset(["new", "novel", "first", "newly"])
#: What joins the names of one list ("A, B and C", "A or B").
LIST_GLUE_WORDS: frozenset[str] = frozenset([",", "and", "or"])

#: Families of models by their normalized names: the kind a paper's model is ("our GNN", a
#: title that leads with "Graph Neural Networks with …"), never its contribution. They stay
#: out of the term lists, which would make every mention an entity.
MODEL_FAMILIES: frozenset[str] = frozenset(
    [
        *("graph neural network", "gnn", "convolutional neural network", "cnn"),
        *("recurrent neural network", "rnn", "residual network", "diffusion model"),
    ]
)

#: Verbs that contribute a resource whatever its adjectives ("we release X").
RELEASE_VERBS: frozenset[str] = frozenset(["release", "curate", "collect", "annotate", "construct"])

#: Words right before the name an author gives ("a framework, dubbed X").
NAMING_WORDS: frozenset[str] = frozenset(["called", "named", "dubbed", "termed", "coined"])

#: Verbs with which authors name what they made ("we call our method X").
NAMING_VERBS: frozenset[str] = frozenset(["call", "name", "dub", "term", "coin"])

#: Adjectives that put a phrase in earlier work ("existing frameworks built for X").
EARLIER_WORK_WORDS: frozenset[str] = frozenset(
    ["existing", "prior", "previous", "conventional", "traditional", "earlier"]
)

#: Adjectives before a listed task that say by what means or when it is done, or how it
#: comes naturally, not a narrower task ("deep kelp matching" is kelp matching done with
#: deep networks; "future kelp counting", "the natural clustering of kelp beds").
NON_NARROWING_ADJECTIVES: frozenset[str] = frozenset(["deep", "neural", "future", "natural"])

#: Words that make a kind of method the field's rather than the paper's ("three widely used
#: codecs (i.e., A, B and C)", "popular detectors such as X").
ESTABLISHED_WORDS: frozenset[str] = EARLIER_WORK_WORDS | frozenset(
    [
        *("widely", "popular", "well-known", "standard", "mainstream", "off-the-shelf"),
        *("established", "classic", "classical", "state-of-the-art", "representative"),
    ]
)

#: Subordinators of a conceded or contrasted clause ("Although X has …, …").
CONCESSIVE_MARKS: frozenset[str] = frozenset(["although", "though", "while", "whereas"])

#: Words before "precision" that make it a number of bits, not the measure ("mixed-precision
#: training", "half precision", "32-bit precision").
BIT_WIDTH_WORDS: frozenset[str] = frozenset(
    [
        *("mixed", "low", "high", "full", "half", "single", "double", "reduced", "arbitrary"),
        *("fixed", "floating", "variable", "numerical", "numeric", "machine", "bit", "lower"),
        *("higher", "limited", "finite", "quad", "quadruple", "extended", "ultra-low"),
        *("infinite", "floating-point", "point"),
    ]
)
#: Nouns after "precision" that make it a number of bits ("precision allocation").
BIT_WIDTH_NOUNS: frozenset[str] = frozenset(
    [
        *("allocation", "arithmetic", "format", "formats", "training", "mode", "network"),
        *("networks", "representation", "representations", "quantization", "weights"),
        *("activations", "inference", "computation", "computations", "floating-point"),
        *("requirement", "requirements", "level", "levels", "setting", "settings", "search"),
    ]
)

#: Words before a dataset's name that make a variant benchmark of it ("rotated MNIST",
#: "Split CIFAR-100", "long-tailed CIFAR-10"), named with it (``filler-words.txt``).
DATASET_VARIANTS: frozenset[str] = data_variant_words()

#: Heads of a masked pretraining objective: "masked <data> modeling", "masked <part>
#: prediction", "masked <data> reconstruction" name a training objective (a Method in the
#: guideline), not a task, whatever the head noun says elsewhere.
MASKED_OBJECTIVE_HEADS: frozenset[str] = frozenset(
    [
        "modeling",
        "modelling",
        "prediction",
        "reconstruction",
        "autoencoding",
        "pretraining",
        "pre-training",
        "training",
        "learning",
        "distillation",
    ]
)


def masked_objective(words: list[str]) -> bool:
    """Whether the words name a masked pretraining objective: the word "masked", one to
    three words of what is masked, and a head of ``MASKED_OBJECTIVE_HEADS`` ("mask" alone
    is a noun: "mask quality prediction" is a task)."""
    if not 3 <= len(words) <= 5:
        return False
    return words[0].lower() == "masked" and words[-1].lower() in MASKED_OBJECTIVE_HEADS


#: Lowercase head nouns of a mathematical quantity or device, or of a premise of a theory
#: ("Kelpson entropy", "Frond inequality", "Reef kernel", "the Kelpson formalism", "a Frond
#: World assumption"): no dataset ends in one, so a context that reads like data ("results
#: on X") does not type such a name.
QUANTITY_HEADS: frozenset[str] = frozenset(
    [
        "entropy",
        "norm",
        "bound",
        "inequality",
        "equation",
        "divergence",
        "discrepancy",
        "distance",
        "kernel",
        "estimator",
        "transform",
        "criterion",
        "coefficient",
        "regularization",
        "regularizer",
        "loss",
        "theorem",
        "lemma",
        *("formalism", "assumption", "hypothesis", "conjecture", "posterior", "prior"),
    ]
)


#: Verbs whose object is a means the work uses ("we employ X", "using X"), and prepositions
#: whose object is one ("solved via X", "learned through X"; "with" after ``MEANS_WITH_VERBS``).
MEANS_VERBS: frozenset[str] = frozenset(
    [
        *("use", "employ", "apply", "leverage", "adopt", "utilize", "utilise", "exploit"),
        *("harness", "combine", "integrate", "incorporate"),
    ]
)
MEANS_PREPOSITIONS: frozenset[str] = frozenset(["via", "through", "by"])
#: Verbs "with" follows to give the means rather than a condition or a company ("train
#: with X", "solved with X"; not "struggle with X", "compatible with X").
MEANS_WITH_VERBS: frozenset[str] = frozenset(
    [
        *("train", "pretrain", "pre-train", "fine-tune", "finetune", "learn", "optimize"),
        *("optimise", "solve", "update", "combine", "equip", "augment", "couple", "build"),
        *("integrate", "initialize", "tackle", "address", "approach", "model", "fit"),
    ]
)
