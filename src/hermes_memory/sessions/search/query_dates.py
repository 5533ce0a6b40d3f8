"""The date a search query names, as evidence for the hybrid ranking ("what did Gina find
on 1 February, 2023?": a message written that day is more likely the one meant).

Pure: the window ``time_phrases`` reads ("1 February, 2023", "in August 2023", "last
week", 上周) or an ISO day ("2023-02-01"); a single day counts give or take one (time
zones). Only a feature: the query keeps its words and
nothing is filtered out (the ``session_search`` tool turns time phrases into filters itself).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from hermes_memory.sessions.search.time_phrases import split_time_phrase

_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_ONE_DAY = timedelta(days=1)
_SLACK = timedelta(days=1)
"""A day named in a query matches the day before and after too (the writer's time zone)."""


def _window(query: str, now: datetime) -> tuple[datetime, datetime] | None:
    for match in _ISO.finditer(query):
        try:
            year, month, day_of_month = (int(part) for part in match.groups())
            day = datetime(year, month, day_of_month)
        except ValueError:
            continue  # "2023-02-31": not a day; try the next one
        return day, day + _ONE_DAY
    window = split_time_phrase(query, now).window
    return None if window is None else (window.after, window.before)


def named_window(query: str, now: datetime) -> tuple[float, float] | None:
    """``[after, before)`` in epoch seconds for the date ``query`` names, else None.
    ``now`` (naive local time) anchors relative phrases such as "last week"."""
    window = _window(query, now)
    if window is None:
        return None
    after, before = window
    try:
        if before - after == _ONE_DAY:
            after, before = after - _SLACK, before + _SLACK
        return after.timestamp(), before.timestamp()
    except (OverflowError, OSError, ValueError):
        return None  # "1 January 0001", "31 December 9999": no window the clock can hold
