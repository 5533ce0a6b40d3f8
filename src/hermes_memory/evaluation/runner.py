"""Running an evaluation: ingest each corpus into a temporary state.db, ask every question
through ``SessionDB.search``, score it, and time it; lexical and hybrid side by side.

Lexical runs first, on a store without vectors. Hybrid then brings the vector index up to
date with ``SessionDB.update_vectors()`` and asks again; when that method is missing or
vectors are unavailable, hybrid is reported unavailable with the reason, never guessed.
Optional query expansion fuses the hits of the expanded queries with the original's.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.errors import EmbeddingError
from hermes_memory.evaluation.corpus import Corpus, Dataset
from hermes_memory.evaluation.metrics import (
    DEFAULT_KS,
    DEFAULT_TURN_KS,
    Ranked,
    by_category,
    mean_of,
    percentile,
    question_metrics,
)
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import refresh_search_index
from hermes_memory.tools.session_search.expansion import (
    ExpansionCache,
    expand_question,
    fuse_ranked,
)
from hermes_memory.tools.session_search.options import SummaryModel

NO_VECTORS = (
    "this build has no vector index (SessionDB.update_vectors is missing); hybrid ranking "
    "needs the vector index and the [semantic] extra"
)


class Mode(StrEnum):
    LEXICAL = "lexical"
    HYBRID = "hybrid"


@dataclass
class ModeReport:
    """One mode's results: means overall and by category, timings, or why it did not run."""

    mode: Mode
    available: bool = True
    reason: str | None = None
    rows: list[tuple[str, dict[str, float]]] = field(default_factory=list)
    query_ms: list[float] = field(default_factory=list)
    prepare_s: float = 0.0
    """Seconds spent making the mode ready (hybrid: embedding the corpus)."""

    def as_dict(self) -> dict[str, Any]:
        if not self.available:
            return {"available": False, "reason": self.reason}
        return {
            "available": True,
            "metrics": mean_of(row for _, row in self.rows),
            "by_category": by_category(self.rows),
            "timing": {
                "query_p50_ms": round(percentile(self.query_ms, 0.50), 2),
                "query_p95_ms": round(percentile(self.query_ms, 0.95), 2),
                "query_p99_ms": round(percentile(self.query_ms, 0.99), 2),
                "prepare_s": round(self.prepare_s, 2),
            },
        }


@dataclass
class EvalReport:
    benchmark: str
    sha256: str
    questions: int
    skipped: int
    ingest_s: float
    modes: dict[Mode, ModeReport]
    expansion: dict[str, Any] | None = None

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "benchmark": self.benchmark,
            "data_sha256": self.sha256,
            "n_questions": self.questions,
            "skipped": self.skipped,
            "ingest_s": round(self.ingest_s, 2),
            "modes": {mode.value: report.as_dict() for mode, report in self.modes.items()},
        }
        if self.expansion is not None:
            out["expansion"] = self.expansion
        return out


@dataclass(frozen=True)
class Settings:
    modes: Sequence[Mode] = (Mode.LEXICAL, Mode.HYBRID)
    ks: Sequence[int] = DEFAULT_KS
    turn_ks: Sequence[int] = DEFAULT_TURN_KS
    expansion_model: SummaryModel | None = None
    """Expand each question with this model (a scripted one in measurements)."""
    expansion_timeout: float = 2.0


class _Store:
    """One corpus in a temporary state.db, with each message id mapped back to its turn."""

    def __init__(self, corpus: Corpus, folder: Path) -> None:
        self.db = SessionDB(folder / "state.db")
        self.turns: dict[int, tuple[str, str]] = {}
        for session in corpus.sessions:
            sid = f"eval_{corpus.name}_{session.key}"
            self.db.create_session(sid, "cli", started_at=session.started_at)
            messages = [
                {"role": t.role, "content": t.content, "timestamp": session.started_at + i}
                for i, t in enumerate(session.turns)
            ]
            ids = self.db.append_messages(sid, messages) if messages else []
            for mid, turn in zip(ids, session.turns, strict=True):
                self.turns[int(mid)] = (session.key, turn.turn_id)
        refresh_search_index(self.db)

    def hits(self, text: str, depth: int) -> list[int]:
        """Message ids for ``text``, best first, reaching at least ``depth`` sessions."""
        limit = max(50, depth * 10)
        while True:
            result = self.db.search(text, limit=limit, context=False, snippets=False)
            ids = [int(h["id"]) for h in result.hits if int(h["id"]) in self.turns]
            if len({self.turns[i][0] for i in ids}) >= depth or len(result.hits) < limit:
                return ids
            limit *= 4

    def ranked(self, ids: Sequence[int]) -> Ranked:
        sessions = tuple(dict.fromkeys(self.turns[i][0] for i in ids))
        return Ranked(sessions, tuple(self.turns[i][1] for i in ids))


def _enable_vectors(db: SessionDB) -> str | None:
    """Bring the vector index up to date; the reason hybrid cannot run, or None."""
    update: Callable[[], Any] | None = getattr(db, "update_vectors", None)
    if update is None:
        return NO_VECTORS
    try:
        update()
    except EmbeddingError as exc:  # the [semantic] extra missing, vectors off, a model failing
        return str(exc)
    return None


def _ask(store: _Store, text: str, depth: int, settings: Settings, cache: ExpansionCache) -> Ranked:
    ids = store.hits(text, depth)
    if settings.expansion_model is None:
        return store.ranked(ids)
    extra = expand_question(
        text, settings.expansion_model, timeout=settings.expansion_timeout, cache=cache
    )
    others = [store.hits(q, depth) for q in extra.queries]
    return store.ranked(fuse_ranked(ids, others))


def run_evaluation(
    dataset: Dataset,
    settings: Settings | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> EvalReport:
    """Every question of ``dataset`` in every mode; ``progress(done, total)`` per corpus."""
    chosen = settings or Settings()
    # lexical first: it must be measured before any vector exists in the store
    order = sorted(set(chosen.modes), key=lambda m: m is Mode.HYBRID)
    modes = {mode: ModeReport(mode) for mode in order}
    depth = max(chosen.ks)
    cache = ExpansionCache(size=100_000)
    ingest = 0.0
    for done, corpus in enumerate(dataset.corpora, start=1):
        with tempfile.TemporaryDirectory(prefix="hm-eval-") as folder:
            started = time.perf_counter()
            store = _Store(corpus, Path(folder))
            ingest += time.perf_counter() - started
            try:
                for mode, report in modes.items():
                    if not report.available:
                        continue
                    if mode is Mode.HYBRID:
                        started = time.perf_counter()
                        report.reason = _enable_vectors(store.db)
                        report.prepare_s += time.perf_counter() - started
                        if report.reason is not None:
                            report.available = False
                            continue
                    for question in corpus.questions:
                        started = time.perf_counter()
                        ranked = _ask(store, question.text, depth, chosen, cache)
                        report.query_ms.append((time.perf_counter() - started) * 1000)
                        scores = question_metrics(ranked, question, chosen.ks, chosen.turn_ks)
                        report.rows.append((question.category, scores))
            finally:
                store.db.close()
        if progress is not None:
            progress(done, len(dataset.corpora))
    expansion = None
    if chosen.expansion_model is not None:
        expansion = {"timeout_s": chosen.expansion_timeout, "questions_cached": len(cache)}
    return EvalReport(
        dataset.benchmark,
        dataset.sha256,
        dataset.question_count,
        dataset.skipped,
        ingest,
        modes,
        expansion,
    )
