"""The built-in retrieval evaluation: LoCoMo and LongMemEval-S files, offline.

Loaders turn a benchmark file into corpora (``corpus``); the runner ingests each into a
temporary state.db and asks its questions through ``SessionDB.search``, lexical and hybrid
side by side; ``metrics`` scores them. ``hermes-memory eval`` is the command line.
"""

from __future__ import annotations

from hermes_memory.evaluation.corpus import Corpus, Dataset, Question, Session, Turn
from hermes_memory.evaluation.locomo import CATEGORY_NAMES, DEFAULT_CATEGORIES, load_locomo
from hermes_memory.evaluation.longmemeval import load_longmemeval
from hermes_memory.evaluation.metrics import Ranked, question_metrics
from hermes_memory.evaluation.runner import (
    EvalReport,
    Mode,
    ModeReport,
    Settings,
    run_evaluation,
)

__all__ = [
    "CATEGORY_NAMES",
    "DEFAULT_CATEGORIES",
    "Corpus",
    "Dataset",
    "EvalReport",
    "Mode",
    "ModeReport",
    "Question",
    "Ranked",
    "Session",
    "Settings",
    "Turn",
    "load_locomo",
    "load_longmemeval",
    "question_metrics",
    "run_evaluation",
]
