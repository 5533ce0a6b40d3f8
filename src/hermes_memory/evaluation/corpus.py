"""What an evaluation runs on, whatever the benchmark: corpora of sessions and questions.

A ``Corpus`` is one store's worth of history (a LoCoMo conversation, a LongMemEval question's
haystack) and the questions asked of it, each with its gold sessions and gold turns. The
loaders (``locomo``, ``longmemeval``) build these; the runner ingests and queries them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Turn:
    """One message: ``turn_id`` is the benchmark's own id (``D3:12``, ``<session>:4``)."""

    turn_id: str
    role: str
    content: str


@dataclass(frozen=True)
class Session:
    """One stored session: the benchmark's key, start time (epoch seconds), its turns."""

    key: str
    started_at: float
    turns: tuple[Turn, ...]


@dataclass(frozen=True)
class Question:
    """One question and what a retrieval should find for it."""

    qid: str
    text: str
    category: str
    gold_sessions: tuple[str, ...]
    gold_turns: tuple[str, ...] = ()


@dataclass(frozen=True)
class Corpus:
    """One store's sessions and the questions asked of it."""

    name: str
    sessions: tuple[Session, ...]
    questions: tuple[Question, ...]


@dataclass
class Dataset:
    """A loaded benchmark file: its corpora, its digest, and what the loader left out."""

    benchmark: str
    sha256: str
    corpora: list[Corpus] = field(default_factory=list)
    skipped: int = 0
    """Questions without a gold session present in their corpus (not scored)."""

    @property
    def question_count(self) -> int:
        return sum(len(c.questions) for c in self.corpora)


def first_questions(dataset: Dataset, count: int) -> Dataset:
    """``dataset`` with only its first ``count`` questions (corpora left without one go)."""
    kept: list[Corpus] = []
    left = count
    for corpus in dataset.corpora:
        if left <= 0:
            break
        questions = corpus.questions[:left]
        left -= len(questions)
        if questions:
            kept.append(Corpus(corpus.name, corpus.sessions, questions))
    return Dataset(dataset.benchmark, dataset.sha256, kept, dataset.skipped)
