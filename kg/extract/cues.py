"""Default cue lists of the extraction components (each is overridable in the component config).

Head nouns say what a name is ("the X benchmark", "PAYN, a … method"); verbs and
prepositions say what the paper does with it ("we propose X", "evaluated on X").
"""

from __future__ import annotations

#: Descriptor nouns (lemmas) → the type of the name they describe.
HEAD_TYPES: dict[str, str] = {
    **dict.fromkeys(
        [
            "framework", "method", "methodology", "model", "architecture", "algorithm", "approach",
            "technique", "network", "mechanism", "module", "pipeline", "optimizer", "loss",
            "objective", "regularizer", "adapter", "layer", "encoder", "decoder", "transformer",
            "paradigm", "scheme", "procedure", "estimator", "sampler", "solver", "classifier",
            "detector", "tokenizer", "strategy", "policy", "baseline", "variant", "system",
            "agent", "backbone", "head", "block", "operator", "kernel", "prompting", "guidance",
            "attention", "optimization", "distillation", "aggregation", "regularization",
            "calibration", "learning", "search", "sampling", "decoding", "tuning", "training",
            "embedding", "llm", "vlm", "mllm", "gnn", "cnn", "rnn",
        ],
        "Method",
    ),
    **dict.fromkeys(
        [
            "benchmark", "dataset", "corpus", "suite", "environment", "testbed", "collection",
            "leaderboard", "arena", "bench", "database", "gym", "simulator",
        ],
        "Dataset",
    ),
    **dict.fromkeys(["task", "problem", "setting"], "Task"),
    **dict.fromkeys(
        [
            "metric", "score", "measure", "accuracy", "error", "distance", "divergence", "index",
            "coefficient", "criterion", "rate", "latency", "throughput", "auc", "f1", "precision",
            "recall", "perplexity",
        ],
        "Metric",
    ),
}

#: Descriptor nouns that say a name is not one of our entities.
NON_ENTITY_HEADS: frozenset[str] = frozenset(
    [
        "phenomenon", "issue", "effect", "hypothesis", "theorem", "lemma", "property", "regime",
        "principle", "law", "condition", "paradox", "bottleneck", "trade-off", "tradeoff",
        "company", "team", "lab", "university", "language", "library", "toolkit", "format",
    ]
)

#: Head nouns (lemmas) of descriptive task names ("deception detection").
TASK_HEADS: frozenset[str] = frozenset(
    [
        "detection", "segmentation", "estimation", "recognition", "classification", "generation",
        "translation", "summarization", "reconstruction", "retrieval", "answering", "prediction",
        "forecasting", "synthesis", "captioning", "tracking", "localization", "parsing",
        "extraction", "induction", "completion", "unlearning", "grounding", "verification",
        "identification", "inpainting", "super-resolution", "denoising", "tagging", "matching",
        "registration", "imputation", "diagnosis", "watermarking", "navigation", "manipulation",
        "recommendation", "inference", "editing", "construction", "discovery", "attribution",
        "understanding", "modeling", "modelling", "planning",
    ]
)

#: Task heads that need a noun or proper-noun modifier to name a task ("causal inference"
#: is a task, "efficient inference" is not).
WEAK_TASK_HEADS: frozenset[str] = frozenset(
    [
        "inference", "editing", "construction", "discovery", "understanding", "reasoning",
        "modeling", "modelling", "planning", "alignment", "prediction", "generation", "matching",
        "attribution", "completion", "induction", "extraction", "verification", "identification",
        "localization", "estimation", "recommendation", "navigation", "manipulation", "tracking",
    ]
)

#: Head nouns (lemmas) of descriptive metric names ("P99 latency", "top-1 accuracy").
METRIC_HEADS: frozenset[str] = frozenset(
    ["accuracy", "latency", "throughput", "auc", "auroc", "f1", "perplexity", "error", "bleu",
     "rouge", "iou", "miou", "precision", "recall", "psnr", "ssim", "fid", "mse", "rmse"]
)

#: Descriptor nouns that make a proper-name chunk a metric ("Wasserstein distance").
NAMED_METRIC_HEADS: frozenset[str] = frozenset(
    ["distance", "metric", "divergence", "score", "measure", "index", "coefficient", "rate"]
)

#: Adjectives that describe the paper's contribution, never part of a name.
BLAND_MODIFIERS: frozenset[str] = frozenset(
    [
        "novel", "new", "simple", "efficient", "effective", "robust", "unified", "general",
        "generic", "existing", "previous", "prior", "standard", "typical", "conventional",
        "traditional", "current", "recent", "modern", "popular", "common", "various", "several",
        "many", "multiple", "different", "diverse", "specific", "our", "their", "its", "this",
        "these", "that", "those", "such", "other", "certain", "key", "main", "core", "principled",
        "practical", "scalable", "lightweight", "powerful", "strong", "weak", "competitive",
        "superior", "significant", "substantial", "improved", "better", "high", "low", "higher",
        "lower", "large", "small", "larger", "smaller", "single", "first", "second", "final",
        "overall", "downstream", "challenging", "difficult", "complex", "critical", "important",
        "fundamental", "crucial", "dedicated", "comprehensive", "extensive", "systematic", "open",
        "well-known", "widely", "adopted", "proposed", "resulting", "underlying", "original",
        "real-world", "realistic", "fine-grained", "end-to-end", "training-free", "plug-and-play",
        "state-of-the-art", "sota", "average", "mean", "overall", "strict", "minimal", "maximal",
        "optimal", "suboptimal", "human", "automatic", "automated", "additional", "further",
        "same", "both", "each", "every", "all", "any", "some", "few", "more", "most", "less",
        "further", "whole", "full", "entire", "naive", "vanilla", "respective", "corresponding",
    ]
)

#: Verbs (lemmas) whose object the paper contributes when the subject is "we"/"this paper".
PROPOSE_VERBS: frozenset[str] = frozenset(
    [
        "propose", "introduce", "present", "develop", "design", "devise", "build", "construct",
        "curate", "release", "create", "contribute", "define",
    ]
)

#: Verbs whose passive subject is a contribution ("X is proposed"), whatever the subject.
PASSIVE_PROPOSE_VERBS: frozenset[str] = frozenset(["propose", "introduce", "present"])

#: Subjects that stand for the paper itself.
AUTHOR_SUBJECTS: frozenset[str] = frozenset(["we", "paper", "work", "study", "article", "us"])

#: Words that put their object on the other side of a comparison.
COMPARE_WORDS: frozenset[str] = frozenset(
    [
        "outperform", "surpass", "beat", "exceed", "compare", "compared", "than", "over",
        "versus", "vs", "vs.", "against", "unlike", "outperforms", "outperforming", "outpace",
        "rival",
    ]
)

#: Governors of "on/across X" that make X an evaluation dataset ("experiments on X").
EVALUATION_WORDS: frozenset[str] = frozenset(
    [
        "experiment", "evaluation", "evaluate", "result", "test", "benchmark", "performance",
        "accuracy", "validate", "train", "achieve", "attain", "obtain", "study", "finetune",
        "fine-tune", "report", "score", "analysis", "conduct", "perform", "improvement",
        "outperform", "surpass", "demonstrate", "show", "retain", "reach",
    ]
)

#: Phrases before a metric ("in terms of X", "measured by X").
METRIC_PREPOSITION_GOVERNORS: frozenset[str] = frozenset(["term", "measure", "terms"])
