"""LoCoMo (Maharana et al., 2024) as evaluation corpora: one corpus per conversation.

Each ``session_N`` becomes a session started at ``session_N_date_time``; its turns become
messages ``"<speaker>: <text>"``, the first speaker as ``user``, the other as
``assistant``. Gold sessions and turns come from each question's ``evidence`` (``D3:12``,
ranges expanded); questions whose evidence names no existing session are skipped, counted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from hermes_memory.errors import DatasetFormatError
from hermes_memory.evaluation.corpus import Corpus, Dataset, Question, Session, Turn
from hermes_memory.evaluation.reading import read_json

CATEGORY_NAMES = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}
DEFAULT_CATEGORIES = (1, 2, 3, 4)
"""The headline set: adversarial questions (5) have no answer to find."""
DATE_FORMAT = "%I:%M %p on %d %B, %Y"
_EVIDENCE = re.compile(r"D(\d+):(\d+)(?:\s*-\s*(?:D\d+:)?(\d+))?")
_SESSION_KEY = re.compile(r"session_(\d+)")


def _gold(evidence: Any, sessions: set[int], turns: set[str]) -> tuple[list[str], list[str]]:
    gold_sessions: list[str] = []
    gold_turns: list[str] = []
    items = evidence if isinstance(evidence, list) else [evidence] if evidence else []
    for item in items:
        for s, t, end in _EVIDENCE.findall(str(item)):
            for k in range(int(t), (int(end) if end else int(t)) + 1):
                dia = f"D{s}:{k}"
                if dia in turns and dia not in gold_turns:
                    gold_turns.append(dia)
            if int(s) in sessions and s not in gold_sessions:
                gold_sessions.append(s)
    return gold_sessions, gold_turns


def _sessions(sample_id: str, conv: dict[str, Any]) -> list[Session]:
    speaker_a = str(conv.get("speaker_a", ""))
    numbers = sorted(int(m.group(1)) for k in conv if (m := _SESSION_KEY.fullmatch(k)))
    found: list[Session] = []
    for n in numbers:
        stamp = conv.get(f"session_{n}_date_time")
        try:
            started = datetime.strptime(str(stamp), DATE_FORMAT).timestamp()
        except ValueError:
            raise DatasetFormatError(
                f"LoCoMo sample {sample_id}: session_{n}_date_time {stamp!r} is not like "
                "'1:56 pm on 8 May, 2023'"
            ) from None
        turns = []
        for raw in conv[f"session_{n}"] or []:
            if not isinstance(raw, dict) or "dia_id" not in raw or "text" not in raw:
                raise DatasetFormatError(
                    f"LoCoMo sample {sample_id}: a turn of session_{n} lacks dia_id or text"
                )
            speaker = str(raw.get("speaker", ""))
            role = "user" if speaker == speaker_a else "assistant"
            turns.append(Turn(str(raw["dia_id"]), role, f"{speaker}: {raw['text']}"))
        found.append(Session(str(n), started, tuple(turns)))
    return found


def load_locomo(
    path: str, *, categories: Sequence[int] = DEFAULT_CATEGORIES, conversations: int | None = None
) -> Dataset:
    """The file as corpora; raises ``DatasetFormatError`` naming the first bad record."""
    data, digest = read_json(path)
    if not isinstance(data, list):
        raise DatasetFormatError("LoCoMo data must be a JSON list of samples")
    dataset = Dataset("locomo", digest)
    wanted = set(categories)
    for index, sample in enumerate(data[:conversations] if conversations else data):
        if not isinstance(sample, dict) or not isinstance(sample.get("conversation"), dict):
            raise DatasetFormatError(f"LoCoMo sample {index} has no 'conversation' object")
        sample_id = str(sample.get("sample_id", index))
        sessions = _sessions(sample_id, sample["conversation"])
        numbers = {int(s.key) for s in sessions}
        turns = {t.turn_id for s in sessions for t in s.turns}
        questions: list[Question] = []
        for q_index, qa in enumerate(sample.get("qa") or []):
            if not isinstance(qa, dict) or not isinstance(qa.get("question"), str):
                raise DatasetFormatError(f"LoCoMo sample {sample_id}: qa {q_index} has no question")
            category = qa.get("category")
            if category not in wanted:
                continue
            gold_s, gold_t = _gold(qa.get("evidence"), numbers, turns)
            if not gold_s:
                dataset.skipped += 1
                continue
            name = CATEGORY_NAMES.get(category, str(category)) if isinstance(category, int) else "?"
            questions.append(
                Question(
                    f"{sample_id}/{q_index}", qa["question"], name, tuple(gold_s), tuple(gold_t)
                )
            )
        dataset.corpora.append(Corpus(sample_id, tuple(sessions), tuple(questions)))
    return dataset
