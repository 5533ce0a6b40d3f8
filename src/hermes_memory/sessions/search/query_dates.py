"""The date a search query names, as evidence for the hybrid ranking ("what did Gina find
on 1 February, 2023?": a message written that day is more likely the one meant).

Pure: a calendar day written out ("1 February, 2023", "February 1st 2023", "2023-02-01")
is that day give or take one (time zones); otherwise whatever window ``time_phrases``
reads ("in August 2023", "last week", 上周). Only a feature: the query keeps its words and
nothing is filtered out (the ``session_search`` tool turns time phrases into filters itself).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from hermes_memory.sessions.search.time_phrases import split_time_phrase

_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTH = "(" + "|".join(_MONTHS) + "|" + "|".join(m[:3] for m in _MONTHS) + ")"
_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)?"
_DAY_FIRST = re.compile(rf"\b{_ORDINAL}\s+(?:of\s+)?{_MONTH}\.?,?\s+(\d{{4}})\b", re.I)
_MONTH_FIRST = re.compile(rf"\b{_MONTH}\.?\s+{_ORDINAL},?\s+(\d{{4}})\b", re.I)
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_SLACK = timedelta(days=1)
"""A day named in a query matches the day before and after too (the writer's time zone)."""


def _month_number(name: str) -> int:
    return [m[:3] for m in _MONTHS].index(name[:3].lower()) + 1


def _named_day(query: str) -> datetime | None:
    """The first calendar day written out in full in ``query``, if it is a real date."""
    found: list[tuple[int, int, int, int]] = []  # position, year, month, day
    for match in _DAY_FIRST.finditer(query):
        day, month, year = match.groups()
        found.append((match.start(), int(year), _month_number(month), int(day)))
    for match in _MONTH_FIRST.finditer(query):
        month, day, year = match.groups()
        found.append((match.start(), int(year), _month_number(month), int(day)))
    for match in _ISO.finditer(query):
        year, month, day = match.groups()
        found.append((match.start(), int(year), int(month), int(day)))
    for _, year, month, day in sorted(found):
        try:
            return datetime(year, month, day)
        except ValueError:
            continue  # "31 February, 2023": not a day; try the next one
    return None


def named_window(query: str, now: datetime) -> tuple[float, float] | None:
    """``[after, before)`` in epoch seconds for the date ``query`` names, else None.
    ``now`` (naive local time) anchors relative phrases such as "last week"."""
    day = _named_day(query)
    if day is not None:
        try:
            return (day - _SLACK).timestamp(), (day + timedelta(days=1) + _SLACK).timestamp()
        except (OverflowError, OSError, ValueError):
            return None  # "1 January 0001", "31 December 9999": no window the clock can hold
    window = split_time_phrase(query, now).window
    if window is None:
        return None
    return window.after.timestamp(), window.before.timestamp()
