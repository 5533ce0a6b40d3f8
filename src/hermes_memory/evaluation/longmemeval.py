"""LongMemEval-S (Wu et al., 2024) as evaluation corpora: one corpus per question.

Each question brings its own haystack: ``haystack_sessions`` (lists of ``{role, content,
has_answer?}`` turns) named by ``haystack_session_ids`` and dated by ``haystack_dates``
(``2023/05/20 (Sat) 02:21``). Gold sessions are ``answer_session_ids`` present in the
haystack (without ids, sessions are named by position and those holding a ``has_answer``
turn are gold); gold turns are those marked ``has_answer``. Abstention questions (ids
ending in ``_abs``) are reported as their own category.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from hermes_memory.errors import DatasetFormatError
from hermes_memory.evaluation.corpus import Corpus, Dataset, Question, Session, Turn
from hermes_memory.evaluation.reading import read_json

_DATE = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2})(?:\s*\(\w+\))?\s*(\d{1,2}):(\d{2})")
DAY = 86_400.0
FALLBACK_START = datetime(2023, 1, 1).timestamp()


def _when(value: Any, index: int) -> float:
    """A haystack date as epoch seconds; an undated session gets a day per position."""
    match = _DATE.search(str(value)) if value is not None else None
    if match is None:
        return FALLBACK_START + index * DAY
    year, month, day, hour, minute = (int(g) for g in match.groups())
    return datetime(year, month, day, hour, minute).timestamp()


def _session(qid: str, key: str, raw: Any, started: float) -> tuple[Session, list[str]]:
    if not isinstance(raw, list):
        raise DatasetFormatError(f"LongMemEval question {qid}: session {key} is not a list")
    turns: list[Turn] = []
    marked: list[str] = []
    for index, item in enumerate(raw):
        if not isinstance(item, dict) or not isinstance(item.get("content"), str):
            raise DatasetFormatError(
                f"LongMemEval question {qid}: turn {index} of session {key} has no content"
            )
        role = item.get("role") if item.get("role") in ("user", "assistant") else "user"
        turn = Turn(f"{key}:{index}", str(role), item["content"])
        turns.append(turn)
        if item.get("has_answer") is True:
            marked.append(turn.turn_id)
    return Session(key, started, tuple(turns)), marked


def _corpus(index: int, entry: Any) -> tuple[Corpus, bool]:
    if not isinstance(entry, dict) or not isinstance(entry.get("question"), str):
        raise DatasetFormatError(f"LongMemEval entry {index} has no question text")
    qid = str(entry.get("question_id", index))
    raw_sessions = entry.get("haystack_sessions")
    ids = entry.get("haystack_session_ids")
    derived = False
    if ids is None and isinstance(raw_sessions, list):
        # some copies drop the ids: name sessions by position, gold by has_answer
        ids, derived = [f"session_{n}" for n in range(len(raw_sessions))], True
    if (
        not isinstance(raw_sessions, list)
        or not isinstance(ids, list)
        or len(ids) != len(raw_sessions)
    ):
        raise DatasetFormatError(
            f"LongMemEval question {qid}: haystack_sessions and haystack_session_ids must be "
            "lists of the same length"
        )
    dates = entry.get("haystack_dates")
    dates = dates if isinstance(dates, list) and len(dates) == len(ids) else [None] * len(ids)
    sessions: list[Session] = []
    marked: list[str] = []
    seen: dict[str, int] = {}
    for position, (sid, raw, date) in enumerate(zip(ids, raw_sessions, dates, strict=True)):
        key = str(sid)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:  # a repeated id would merge two sessions: keep them apart
            key = f"{key}#{seen[key]}"
        session, gold = _session(qid, key, raw, _when(date, position))
        sessions.append(session)
        marked.extend(gold)
    keys = {s.key for s in sessions}
    answers = entry.get("answer_session_ids") or []
    if derived:
        answers = list(dict.fromkeys(t.rsplit(":", 1)[0] for t in marked))
    gold_sessions = tuple(dict.fromkeys(str(a) for a in answers if str(a) in keys))
    category = "abstention" if qid.endswith("_abs") else str(entry.get("question_type", "?"))
    gold_turns = tuple(t for t in marked if t.rsplit(":", 1)[0] in gold_sessions)
    question = Question(qid, entry["question"], category, gold_sessions, gold_turns)
    return Corpus(qid, tuple(sessions), (question,)), bool(gold_sessions)


def load_longmemeval(path: str, *, limit_questions: int | None = None) -> Dataset:
    """The file as corpora; raises ``DatasetFormatError`` naming the first bad record."""
    data, digest = read_json(path)
    if not isinstance(data, list):
        raise DatasetFormatError("LongMemEval data must be a JSON list of questions")
    dataset = Dataset("longmemeval", digest)
    for index, entry in enumerate(data):
        if limit_questions is not None and len(dataset.corpora) >= limit_questions:
            break
        corpus, scored = _corpus(index, entry)
        if scored:
            dataset.corpora.append(corpus)
        else:
            dataset.skipped += 1
    return dataset
