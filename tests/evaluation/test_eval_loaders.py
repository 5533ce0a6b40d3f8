"""LoCoMo and LongMemEval-S files read into corpora (tiny fixtures in tests/data): sessions,
roles, dates, gold sessions and turns, skipped questions, and clear errors for bad files."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from hermes_memory.errors import DatasetFormatError, EvaluationError
from hermes_memory.evaluation import load_locomo, load_longmemeval
from hermes_memory.evaluation.corpus import first_questions

DATA = Path(__file__).resolve().parents[1] / "data"
LOCOMO = str(DATA / "locomo_tiny.json")
LONGMEMEVAL = str(DATA / "longmemeval_tiny.json")


def test_locomo_corpora_and_gold() -> None:
    data = load_locomo(LOCOMO)
    assert data.benchmark == "locomo" and len(data.sha256) == 64
    assert [c.name for c in data.corpora] == ["conv-a", "conv-b"]
    assert data.question_count == 8 and data.skipped == 1  # D9:1 names no session
    first = data.corpora[0]
    assert [s.key for s in first.sessions] == ["1", "2", "3"]
    assert first.sessions[0].started_at == datetime(2023, 5, 8, 13, 56).timestamp()
    turn = first.sessions[0].turns[0]
    assert (turn.turn_id, turn.role) == ("D1:1", "user")
    assert turn.content.startswith("Caroline: I went to a pottery class")
    assert first.sessions[0].turns[1].role == "assistant"
    marathon = next(q for q in first.questions if "Chicago" in q.text)
    assert marathon.gold_sessions == ("3",) and marathon.gold_turns == ("D3:1", "D3:2", "D3:3")
    assert marathon.category == "multi-hop"
    assert {q.category for q in data.corpora[0].questions} == {
        "single-hop",
        "multi-hop",
        "temporal",
        "open-domain",
    }


def test_locomo_categories_and_conversations() -> None:
    assert load_locomo(LOCOMO, categories=(2,)).question_count == 2
    only_five = load_locomo(LOCOMO, categories=(5,))
    assert only_five.question_count == 0 and only_five.skipped == 1  # no evidence at all
    assert len(load_locomo(LOCOMO, conversations=1).corpora) == 1
    assert first_questions(load_locomo(LOCOMO), 6).question_count == 6


def test_longmemeval_corpora_and_gold() -> None:
    data = load_longmemeval(LONGMEMEVAL)
    assert data.benchmark == "longmemeval" and data.skipped == 1  # q5's answer is absent
    assert [c.name for c in data.corpora] == ["q1", "q2", "q3", "q4_abs"]
    q2 = data.corpora[1]
    assert [s.key for s in q2.sessions] == ["s_car", "s_cook", "s_trip", "s_pets"]
    question = q2.questions[0]
    assert question.gold_sessions == ("s_car", "s_trip") and question.category == "multi-session"
    assert question.gold_turns == ("s_car:0", "s_trip:0")  # s_pets is marked but not gold
    assert q2.sessions[0].started_at == datetime(2023, 5, 10, 0, 21).timestamp()
    assert data.corpora[3].questions[0].category == "abstention"
    assert data.corpora[2].questions[0].gold_turns == ()
    assert len(load_longmemeval(LONGMEMEVAL, limit_questions=2).corpora) == 2


@pytest.mark.parametrize(
    ("content", "loader", "words"),
    [
        ("not json {", load_locomo, "is not JSON"),
        ('{"a": 1}', load_locomo, "JSON list of samples"),
        ('[{"qa": []}]', load_locomo, "no 'conversation' object"),
        (
            '[{"sample_id": "x", "conversation": {"session_1": [], '
            '"session_1_date_time": "yesterday"}}]',
            load_locomo,
            "session_1_date_time 'yesterday'",
        ),
        (
            '[{"question": "q", "haystack_sessions": [[]], "haystack_session_ids": []}]',
            load_longmemeval,
            "same length",
        ),
        (
            '[{"question_id": "z", "question": "q", "haystack_session_ids": ["a"], '
            '"haystack_sessions": [[{"role": "user"}]]}]',
            load_longmemeval,
            "turn 0 of session a has no content",
        ),
        ('"text"', load_longmemeval, "JSON list of questions"),
    ],
)
def test_bad_files_name_the_problem(
    tmp_path: Path, content: str, loader: object, words: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DatasetFormatError, match=words.replace("(", r"\(")):
        loader(str(path))  # type: ignore[operator]


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(EvaluationError, match="cannot read"):
        load_locomo(str(tmp_path / "missing.json"))


def test_fixtures_are_the_documented_shapes() -> None:
    locomo = json.loads(Path(LOCOMO).read_text(encoding="utf-8"))
    assert {"conversation", "qa", "sample_id"} <= set(locomo[0])
    lme = json.loads(Path(LONGMEMEVAL).read_text(encoding="utf-8"))
    assert {"haystack_sessions", "answer_session_ids", "question_type"} <= set(lme[0])


def test_longmemeval_without_session_ids(tmp_path: Path) -> None:
    entry = {
        "question_id": "n1",
        "question_type": "single-session-user",
        "question": "What colour is my bike?",
        "haystack_sessions": [
            [{"role": "user", "content": "hello"}],
            [{"role": "user", "content": "my bike is red", "has_answer": True}],
        ],
    }
    path = tmp_path / "lme.json"
    path.write_text(json.dumps([entry]), encoding="utf-8")
    question = load_longmemeval(str(path)).corpora[0].questions[0]
    assert question.gold_sessions == ("session_1",) and question.gold_turns == ("session_1:0",)
