"""Scoring and running: metrics on hand-made rankings, the lexical run on the tiny
fixtures, hybrid reported unavailable (with the reason) or run after ``update_vectors``,
and query expansion with fixed expansions finding what the words missed."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.errors import EmbeddingUnavailableError
from hermes_memory.evaluation import (
    Corpus,
    Dataset,
    Mode,
    Question,
    Ranked,
    Session,
    Settings,
    Turn,
    load_locomo,
    load_longmemeval,
    question_metrics,
    run_evaluation,
)
from hermes_memory.evaluation.expansions import scripted_expander
from hermes_memory.evaluation.runner import NO_VECTORS
from hermes_memory.sessions.store import SessionDB

DATA = Path(__file__).resolve().parents[1] / "data"


def test_question_metrics_by_hand() -> None:
    question = Question("q", "?", "c", ("b", "d"), ("b:1", "d:0"))
    ranked = Ranked(("a", "b", "c", "d"), ("a:0", "b:1", "x", "y", "z", "d:0"))
    m = question_metrics(ranked, question, ks=(1, 2, 4), turn_ks=(2, 6))
    assert (m["R@1"], m["R@2"], m["R_all@2"], m["R_all@4"]) == (0.0, 1.0, 0.0, 1.0)
    assert m["MRR"] == 0.5
    assert m["nDCG@2"] == pytest.approx(1 / 2)
    assert m["nDCG@4"] == pytest.approx((1 + 1 / math.log2(4)) / 2)
    assert (m["turn_R_any@2"], m["turn_R_all@2"], m["turn_R_frac@2"]) == (1.0, 0.0, 0.5)
    assert m["turn_R_all@6"] == 1.0 and m["empty"] == 0.0
    empty = question_metrics(Ranked((), ()), Question("q", "?", "c", ("b",)), ks=(1,))
    assert empty == {"R@1": 0.0, "R_all@1": 0.0, "nDCG@1": 0.0, "MRR": 0.0, "empty": 1.0}


def test_lexical_run_on_the_tiny_locomo() -> None:
    report = run_evaluation(load_locomo(str(DATA / "locomo_tiny.json")), Settings([Mode.LEXICAL]))
    out = report.as_dict()
    lexical = out["modes"]["lexical"]
    assert out["n_questions"] == 8 and out["skipped"] == 1
    assert lexical["metrics"]["R@1"] == 1.0 and lexical["metrics"]["n"] == 8
    assert lexical["metrics"]["turn_R_any@5"] == 1.0
    assert set(lexical["by_category"]) == {"multi-hop", "open-domain", "single-hop", "temporal"}
    assert lexical["timing"]["query_p50_ms"] > 0 and "hybrid" not in out["modes"]


def test_lexical_run_on_the_tiny_longmemeval() -> None:
    data = load_longmemeval(str(DATA / "longmemeval_tiny.json"))
    lexical = run_evaluation(data, Settings([Mode.LEXICAL])).as_dict()["modes"]["lexical"]
    by = lexical["by_category"]
    assert by["single-session-user"]["R@1"] == 1.0
    # "October" finds the trip; "car"/"buy" never meet "Toyota Corolla"/"bought"
    assert (by["multi-session"]["R@5"], by["multi-session"]["R_all@5"]) == (1.0, 0.0)
    assert by["abstention"]["R@5"] == 0.0  # "dog" is in no session: nothing to find
    assert "turn_R_any@5" not in by["single-session-assistant"]  # no gold turns there


def test_hybrid_without_vectors_is_unavailable_with_the_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(SessionDB, "update_vectors", None)  # as in a build without vectors
    out = run_evaluation(load_locomo(str(DATA / "locomo_tiny.json"))).as_dict()
    assert out["modes"]["hybrid"] == {"available": False, "reason": NO_VECTORS}
    assert out["modes"]["lexical"]["available"] is True


def test_hybrid_unavailable_when_embedding_is(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: SessionDB, progress: Any = None) -> int:
        raise EmbeddingUnavailableError(
            "vectors are off", hint="pip install 'hermes-memory[semantic]'"
        )

    monkeypatch.setattr(SessionDB, "update_vectors", refuse, raising=False)
    out = run_evaluation(load_locomo(str(DATA / "locomo_tiny.json"))).as_dict()
    assert out["modes"]["hybrid"]["available"] is False
    assert "[semantic]" in out["modes"]["hybrid"]["reason"]


def test_hybrid_runs_after_update_vectors_and_lexical_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    order: list[str] = []
    real_search = SessionDB.search

    def update(self: SessionDB, progress: Any = None) -> int:
        order.append("update_vectors")
        return 0

    def search(self: SessionDB, *args: Any, **kwargs: Any) -> Any:
        order.append("search")
        return real_search(self, *args, **kwargs)

    monkeypatch.setattr(SessionDB, "update_vectors", update, raising=False)
    monkeypatch.setattr(SessionDB, "search", search)
    data = load_locomo(str(DATA / "locomo_tiny.json"), conversations=1)
    out = run_evaluation(data, Settings([Mode.HYBRID, Mode.LEXICAL])).as_dict()
    assert list(out["modes"]) == ["lexical", "hybrid"]
    assert order.index("update_vectors") == len(data.corpora[0].questions)  # lexical first
    assert out["modes"]["hybrid"]["available"] is True


def paraphrase_corpus() -> Dataset:
    sessions = (
        Session("auth", 1_700_000_000.0, (Turn("auth:0", "user", "fixed the auth crash"),)),
        Session("food", 1_700_100_000.0, (Turn("food:0", "user", "solve the soup recipe"),)),
    )
    question = Question("p1", "how did I solve the login bug", "paraphrase", ("auth",), ("auth:0",))
    return Dataset("custom", "0" * 64, [Corpus("c", sessions, (question,))])


def test_expansion_measured_with_fixed_expansions() -> None:
    data = paraphrase_corpus()
    plain = run_evaluation(data, Settings([Mode.LEXICAL])).as_dict()
    model = scripted_expander({"how did I solve the login bug": ["auth crash fixed"]})
    expanded = run_evaluation(data, Settings([Mode.LEXICAL], expansion_model=model)).as_dict()
    before, after = plain["modes"]["lexical"]["metrics"], expanded["modes"]["lexical"]["metrics"]
    assert (before["R@3"], before["MRR"]) == (0.0, 0.0)  # "solve" finds only the soup
    assert (after["R@3"], after["MRR"]) == (1.0, 0.5)  # fused below the original's own hit
    assert expanded["expansion"]["questions_cached"] == 1


@pytest.mark.semantic
def test_hybrid_runs_for_real_with_the_local_model() -> None:
    out = run_evaluation(load_locomo(str(DATA / "locomo_tiny.json"))).as_dict()
    hybrid, lexical = out["modes"]["hybrid"], out["modes"]["lexical"]
    assert hybrid["available"] is True, hybrid
    assert set(hybrid["metrics"]) == set(lexical["metrics"])
    assert (
        0.0 <= hybrid["metrics"]["R@5"] <= 1.0 and hybrid["metrics"]["n"] == lexical["metrics"]["n"]
    )
