"""What the hybrid rule reads from a query and a candidate's text: the date the query names
(a fixed clock; days written out, time phrases, impossible dates), the query's words and
names a text holds, and its length; and, through ``search`` with a fake embedder on both
backends, that a message written on the day a question names comes first."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest
from tests.sessions.vector_fakes import HashEmbedder

from hermes_memory.sessions.search import Ranking
from hermes_memory.sessions.search.candidate_text import TextReader
from hermes_memory.sessions.search.query_dates import named_window

NOW = datetime(2026, 11, 26, 15, 30)


def _days(window: tuple[float, float] | None) -> tuple[datetime, datetime]:
    assert window is not None
    return datetime.fromtimestamp(window[0]), datetime.fromtimestamp(window[1])


@pytest.mark.parametrize(
    "query",
    [
        "What did Gina find for her clothing store on 1 February, 2023?",
        "what happened on February 1st, 2023",
        "the 1st of Feb 2023 standup",
        "notes from 2023-02-01",
    ],
)
def test_a_day_written_out_is_that_day_give_or_take_one(query: str) -> None:
    assert _days(named_window(query, NOW)) == (datetime(2023, 1, 31), datetime(2023, 2, 3))


@pytest.mark.parametrize(
    ("query", "after", "before"),
    [
        ("What is John doing as a volunteer in August 2023?", (2023, 8, 1), (2023, 9, 1)),
        ("what did we decide last week", (2026, 11, 16), (2026, 11, 23)),
        ("上周的错误", (2026, 11, 16), (2026, 11, 23)),
    ],
)
def test_other_time_phrases_are_the_windows_time_phrases_reads(
    query: str, after: tuple[int, int, int], before: tuple[int, int, int]
) -> None:
    assert _days(named_window(query, NOW)) == (datetime(*after), datetime(*before))


@pytest.mark.parametrize(
    "query", ["how did I fix the login bug", "", "???", "version 2023 of the tool", "may I ask"]
)
def test_a_query_without_a_date_names_none(query: str) -> None:
    assert named_window(query, NOW) is None


@pytest.mark.parametrize("query", ["on 1 January 0001", "by 31 December 9999", "0000-00-00"])
def test_a_day_at_the_calendars_edge_names_nothing_and_raises_nothing(query: str) -> None:
    assert named_window(query, NOW) is None


def test_an_impossible_day_is_not_a_day() -> None:
    # 31 February is no day; what is left is that year's February
    assert _days(named_window("on 31 February, 2023", NOW)) == (
        datetime(2023, 2, 1),
        datetime(2023, 3, 1),
    )


def test_the_reader_counts_the_querys_words_names_and_the_texts_length() -> None:
    reader = TextReader("What did Melanie paint with Caroline at the lake?")
    facts = reader.read("Melanie: I painted the lake at sunrise")
    assert "lake" in facts.words and facts.share == pytest.approx(len(facts.words) / 4)
    assert facts.names == pytest.approx(0.5)  # Melanie, not Caroline
    short, long = reader.read("Melanie: ok"), reader.read(" ".join(["word"] * 300))
    assert 0 < short.length < facts.length < long.length == 1.0
    assert TextReader("").wanted == set() and TextReader("").names == []


def _store(make_store: Callable[[], Any]) -> Any:
    db = make_store()
    days = (("early", datetime(2023, 1, 10, 12)), ("named", datetime(2023, 2, 1, 12)))
    for name, day in days:
        db.create_session(name, "cli", started_at=day.timestamp())
        db.append_messages(
            name,
            [
                {"role": "user", "content": "any news on the shop?"},
                {
                    "role": "assistant",
                    # the other day's message names Gina: without the date it comes first
                    "content": ("Gina: " if name == "early" else "")
                    + "I found a great supplier for the clothing store",
                    "timestamp": day.timestamp() + 5,
                },
            ],
        )
    db.embedder = HashEmbedder()
    db.update_vectors()
    return db


def test_the_message_written_on_the_named_day_comes_first(
    make_store: Callable[[], Any],
) -> None:
    db = _store(make_store)
    question = "What did Gina find for her clothing store on 1 February, 2023?"
    dated = db.search(question, limit=5, context=False)
    plain = db.search("What did Gina find for her clothing store?", limit=5, context=False)
    db.close()
    assert dated.ranking is Ranking.HYBRID
    assert dated.hits[0]["session_id"] == "named"
    # the date is evidence, not a filter: the other day's message is still found
    assert {h["session_id"] for h in dated.hits} == {"early", "named"}
    assert [h["session_id"] for h in plain.hits[:2]] == ["early", "named"]
