"""Time phrases in a query become windows (a fixed clock): English and Chinese, the words
left for the search, calendar edges, and text that only looks like a date."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from hermes_memory.sessions.search import split_time_phrase

NOW = datetime(2026, 11, 26, 15, 30)  # a Thursday


def day(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d)


@pytest.mark.parametrize(
    ("query", "terms", "after", "before"),
    [
        ("today", "", day(2026, 11, 26), day(2026, 11, 27)),
        ("yesterday", "", day(2026, 11, 25), day(2026, 11, 26)),
        ("what did we decide last week about postgres", "what did we decide about postgres",
         day(2026, 11, 16), day(2026, 11, 23)),
        ("auth crash in March", "auth crash", day(2026, 3, 1), day(2026, 4, 1)),
        ("deploy notes from 3 days ago", "deploy notes", day(2026, 11, 23), day(2026, 11, 24)),
        ("this month", "", day(2026, 11, 1), day(2026, 12, 1)),
        ("budget last year", "budget", day(2025, 1, 1), day(2026, 1, 1)),
        ("2 weeks ago", "", day(2026, 11, 9), day(2026, 11, 16)),
        ("two days ago", "", day(2026, 11, 24), day(2026, 11, 25)),
        ("past 3 days", "", day(2026, 11, 24), day(2026, 11, 27)),
        ("in December", "", day(2025, 12, 1), day(2026, 1, 1)),
        ("yesterday's standup notes", "standup notes", day(2026, 11, 25), day(2026, 11, 26)),
        ("the outage last March", "the outage", day(2026, 3, 1), day(2026, 4, 1)),
        ("report march 2025", "report", day(2025, 3, 1), day(2025, 4, 1)),
        ("1 month ago", "", day(2026, 10, 1), day(2026, 11, 1)),
        ("上周 部署", "部署", day(2026, 11, 16), day(2026, 11, 23)),
        ("昨天的错误", "错误", day(2026, 11, 25), day(2026, 11, 26)),
        ("今天", "", day(2026, 11, 26), day(2026, 11, 27)),
        ("三天前", "", day(2026, 11, 23), day(2026, 11, 24)),
        ("3天前 数据库", "数据库", day(2026, 11, 23), day(2026, 11, 24)),
        ("上个月", "", day(2026, 10, 1), day(2026, 11, 1)),
        ("三月 迁移", "迁移", day(2026, 3, 1), day(2026, 4, 1)),
        ("3月", "", day(2026, 3, 1), day(2026, 4, 1)),
        ("十二月", "", day(2025, 12, 1), day(2026, 1, 1)),
    ],
)  # fmt: skip
def test_phrase_becomes_a_window(query: str, terms: str, after: datetime, before: datetime) -> None:
    split = split_time_phrase(query, NOW)
    assert split.window is not None
    assert (split.terms, split.window.after, split.window.before) == (terms, after, before)


@pytest.mark.parametrize(
    "query", ["may I ask about the parser", "jan's laptop", "march of the penguins docs",
              "deploy staging", "version 3 release", "", "error 404 on day one"],
)  # fmt: skip
def test_no_window_without_a_time_phrase(query: str) -> None:
    split = split_time_phrase(query, NOW)
    if query.startswith("march"):  # a spelled-out month name is read as the month
        assert split.window is not None and split.window.after == day(2026, 3, 1)
        return
    assert split.window is None and split.terms == query.strip()


def test_january_first_crosses_the_year() -> None:
    now = datetime(2026, 1, 1, 9, 0)  # a Thursday
    assert split_time_phrase("last month", now).window.after == day(2025, 12, 1)  # type: ignore[union-attr]
    last_week = split_time_phrase("last week", now).window
    assert last_week is not None
    assert (last_week.after, last_week.before) == (day(2025, 12, 22), day(2025, 12, 29))
    yesterday = split_time_phrase("yesterday", now).window
    assert yesterday is not None and yesterday.after == day(2025, 12, 31)


def test_a_quoted_phrase_is_left_alone() -> None:
    split = split_time_phrase('"standup last week" notes', NOW)
    assert split.window is None and split.terms == '"standup last week" notes'
    after_quote = split_time_phrase('"standup" yesterday', NOW)
    assert after_quote.window is not None and after_quote.terms == '"standup"'


def test_first_phrase_wins_and_the_rest_stays() -> None:
    split = split_time_phrase("yesterday we talked about last year", NOW)
    assert split.window is not None and split.window.phrase == "yesterday"
    assert split.terms == "we talked about last year"


@pytest.mark.parametrize(
    ("query", "terms", "after"),
    [
        ("what did Caroline do on 1 February, 2023", "what did Caroline do", day(2023, 2, 1)),
        ("what happened on 8 May 2023", "what happened", day(2023, 5, 8)),
        ("May 8, 2023 trip", "trip", day(2023, 5, 8)),
        ("when on the 8th of May 2023", "when", day(2023, 5, 8)),
        ("March 3rd deploy", "deploy", day(2026, 3, 3)),
        ("Dec 25 party", "party", day(2025, 12, 25)),  # this year's has not begun yet
        ("2023年3月5日 部署", "部署", day(2023, 3, 5)),
        ("2024年2月29号", "", day(2024, 2, 29)),
    ],
)
def test_a_named_day_is_that_day(query: str, terms: str, after: datetime) -> None:
    split = split_time_phrase(query, NOW)
    assert split.terms == terms
    assert split.window is not None
    assert (split.window.after, split.window.before) == (after, after + timedelta(days=1))


def test_a_year_with_a_month_keeps_its_year() -> None:
    for query in ("deploy in February, 2023", "2023年3月 部署"):
        split = split_time_phrase(query, NOW)
        assert split.window is not None and split.window.after.year == 2023
        assert "2023" not in split.terms


def test_an_impossible_day_falls_back_to_its_month() -> None:
    split = split_time_phrase("deploy on 30 February 2023", NOW)
    assert split.window is not None
    assert (split.window.after, split.window.before) == (day(2023, 2, 1), day(2023, 3, 1))


def test_may_as_a_verb_is_not_a_date() -> None:
    assert split_time_phrase("what may 3 servers do", NOW).window is None


@pytest.mark.parametrize("query", ["by 31 December 9999", "December 9999", "on 1 January 0001"])
def test_the_calendars_edge_raises_nothing(query: str) -> None:
    split = split_time_phrase(query, NOW)
    assert split.window is None or split.window.after.year in (1, 9999)
