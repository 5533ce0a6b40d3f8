"""The paraphrase set: questions whose words differ from the message that answers them.
Hybrid search (the real all-MiniLM-L6-v2) must put the right session in the top 3 for at
least 85% of them on both backends; the lexical figure on the same store is printed beside
it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tests.sessions.paraphrase_pairs import FILLER, PAIRS

# the model over every pair on both backends: a quality check, dear enough for the heavy run
pytestmark = [pytest.mark.semantic, pytest.mark.heavy]


def _top3(db: Any, question: str) -> list[str]:
    result = db.search(question, limit=50, context=False, snippets=False)
    return list(dict.fromkeys(h["session_id"] for h in result.hits))[:3]


def _hit_rate(db: Any) -> float:
    found = sum(f"p{i}" in _top3(db, q) for i, (q, _) in enumerate(PAIRS))
    return found / len(PAIRS)


def test_hybrid_finds_paraphrases_far_more_often_than_words(
    make_store: Callable[[], Any],
) -> None:
    assert len(PAIRS) >= 60
    assert sum(any("\u4e00" <= ch <= "\u9fff" for ch in q) for q, _ in PAIRS) >= 10
    db = make_store()
    for i, (_, message) in enumerate(PAIRS):
        db.create_session(f"p{i}", "cli")
        rows = [{"role": "user", "content": FILLER[i % len(FILLER)]}]
        rows.append({"role": "assistant", "content": message})
        rows.append({"role": "user", "content": FILLER[(i + 1) % len(FILLER)]})
        db.append_messages(f"p{i}", rows)
    lexical = _hit_rate(db)
    db.update_vectors()
    hybrid = _hit_rate(db)
    db.close()
    print(f"paraphrase top-3: hybrid {hybrid:.3f}, lexical {lexical:.3f} ({len(PAIRS)} pairs)")
    assert hybrid >= 0.85, (hybrid, lexical)
    assert hybrid > lexical
