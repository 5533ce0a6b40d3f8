"""Time phrases inside a search query ("last week", "3 days ago", "in March", 上周, 昨天).

Pure: given the query and "now" (the caller's clock, so tests fix it), find the first time
phrase, turn it into a ``[after, before)`` window of local calendar days, weeks (Monday
first), months or years, and return the query without it. No I/O and no search here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

_EN_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
_MONTHS = {
    name: index
    for index, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}  # fmt: skip
_ONE = "\N{CJK UNIFIED IDEOGRAPH-4E00}"
"""The numeral one, by name (the CJK ranges have one literal home, search/text.py)."""
_ZH_DIGITS = {_ONE: 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9, "十": 10}  # fmt: skip
_UNIT = {"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month",
         "months": "month", "year": "year", "years": "year"}  # fmt: skip

_NUM = r"(\d{1,3}|" + "|".join(_EN_NUMBERS) + r")"
_ZH_NUM = r"(\d{1,3}|[" + _ONE + r"二两兩三四五六七八九十]{1,3})"
_MONTH_NAMES = "|".join(sorted(_MONTHS, key=len, reverse=True))
_YEAR = r"(?:,?\s+(\d{4})\b)?"
"""A year after a date or month ("May 2023", "May 8, 2023"): group optional."""

_ZH_RELATIVE_WORDS = (
    "今天|昨天|前天|上周|上週|上个?星期|上個?星期|本周|这周|這週|这个?星期|本月|这个月|這個月"
    "|上个月|上個月|今年|去年"
)
_ZH_MONTH = (
    rf"(?<![\d{_ONE}二三四五六七八九十个個])(1[0-2]|[1-9]|十[{_ONE}二]?|[{_ONE}二三四五六七八九])"
    r"\s*月份?(?!前)"
)
# Each pattern names the window it means; the earliest match in the query wins.
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("ago", re.compile(rf"\b{_NUM}\s+(days?|weeks?|months?|years?)\s+ago\b", re.I)),
    ("past", re.compile(rf"\b(?:in\s+the\s+)?(?:past|last)\s+{_NUM}\s+(days?|weeks?)\b", re.I)),
    ("relative", re.compile(r"\b(today|yesterday|(?:this|last)\s+(?:week|month|year))\b", re.I)),
    # a named day: "1 February, 2023", "8th of May 2023", "May 8, 2023", "March 3rd"
    (
        "day_first",
        re.compile(
            rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_NAMES})\b\.?{_YEAR}", re.I
        ),
    ),
    (
        "month_first",
        re.compile(rf"\b({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b{_YEAR}", re.I),
    ),
    ("month", re.compile(rf"\b(?:(?:in|last)\s+)?({_MONTH_NAMES})\b\.?{_YEAR}", re.I)),
    (
        "zh_date",
        re.compile(
            r"(\d{4})\s*年\s*(1[0-2]|0?[1-9])\s*月(?:\s*([12]\d|3[01]|0?[1-9])\s*[日号號])?"
        ),
    ),
    ("zh_ago", re.compile(rf"{_ZH_NUM}\s*(天|周|個?星期|个?星期|个月|個月)前")),
    ("zh_relative", re.compile(_ZH_RELATIVE_WORDS)),
    ("zh_month", re.compile(_ZH_MONTH)),
]
# Bare month names that are also common words count only after "in" (or with a year).
_AMBIGUOUS_MONTHS = frozenset({"may", "mar", "jan", "jun", "jul", "aug", "sep", "oct", "dec"})
_DANGLING = re.compile(r"\b(?:from|during|since|on|in|of)(?:\s+the)?\s*$", re.I)


@dataclass(frozen=True)
class TimeWindow:
    """A window found in a query: ``after`` inclusive, ``before`` exclusive (clock's tz)."""

    after: datetime
    before: datetime
    phrase: str
    """The words as the query had them."""


@dataclass(frozen=True)
class PhraseSplit:
    """A query split into its search terms and the time window it named (if any)."""

    terms: str
    window: TimeWindow | None


def _day(moment: datetime) -> datetime:
    return moment.replace(hour=0, minute=0, second=0, microsecond=0)


def _month_start(year: int, month: int, like: datetime) -> datetime:
    while month < 1:
        month, year = month + 12, year - 1
    while month > 12:
        month, year = month - 12, year + 1
    return _day(like).replace(year=year, month=month, day=1)


def _span(unit: str, start: datetime) -> tuple[datetime, datetime]:
    """The calendar unit that begins at ``start``."""
    if unit == "day":
        return start, start + timedelta(days=1)
    if unit == "week":
        return start, start + timedelta(days=7)
    if unit == "month":
        return start, _month_start(start.year, start.month + 1, start)
    return start, start.replace(year=start.year + 1)


def _unit_start(unit: str, now: datetime, back: int) -> datetime:
    """The start of the calendar ``unit`` that is ``back`` units before the current one."""
    today = _day(now)
    if unit == "day":
        return today - timedelta(days=back)
    if unit == "week":
        return today - timedelta(days=today.weekday() + 7 * back)
    if unit == "month":
        return _month_start(today.year, today.month - back, today)
    return today.replace(month=1, day=1, year=today.year - back)


def _number(text: str) -> int:
    if text.isdigit():
        return int(text)
    if text.lower() in _EN_NUMBERS:
        return _EN_NUMBERS[text.lower()]
    # Chinese numerals up to 99: 十 = 10, 十三 = 13, 二十 = 20, 二十五 = 25
    if "十" in text:
        tens, _, ones = text.partition("十")
        return (_ZH_DIGITS.get(tens, 1) if tens else 1) * 10 + (_ZH_DIGITS.get(ones, 0))
    return _ZH_DIGITS.get(text, 0)


def _month_window(month: int, year: int | None, now: datetime) -> tuple[datetime, datetime]:
    """A named month: the given year's, else the latest one that has begun."""
    if year is None:
        year = now.year if month <= now.month else now.year - 1
    return _span("month", _month_start(year, month, now))


def _date_window(
    year: int | None, month: int, day: int, now: datetime
) -> tuple[datetime, datetime] | None:
    """A named day: in the given year, else the latest one that has begun; None when the
    calendar has no such day (30 February)."""
    for candidate in [year] if year is not None else [now.year, now.year - 1]:
        try:
            start = _day(now).replace(year=candidate, month=month, day=day)
        except ValueError:
            continue  # no such day (that year)
        if year is not None or start <= now:
            return _span("day", start)
    return None


def _day_window(kind: str, match: re.Match[str], now: datetime) -> tuple[datetime, datetime] | None:
    first, second, year = match.group(1), match.group(2), match.group(3)
    name, day = (second, first) if kind == "day_first" else (first, second)
    name = name.lower()
    # "may 3" without a year reads as a modal verb and a number unless written as a date
    ambiguous = name in _AMBIGUOUS_MONTHS and not match.group(0)[:1].isupper()
    if year is None and ambiguous and kind == "month_first":
        return None
    return _date_window(int(year) if year else None, _MONTHS[name], int(day), now)


_ZH_RELATIVE = {
    "今天": ("day", 0), "昨天": ("day", 1), "前天": ("day", 2), "本月": ("month", 0),
    "这个月": ("month", 0), "這個月": ("month", 0), "上个月": ("month", 1),
    "上個月": ("month", 1), "今年": ("year", 0), "去年": ("year", 1),
}  # fmt: skip


def _zh_relative(text: str) -> tuple[str, int]:
    if text in _ZH_RELATIVE:
        return _ZH_RELATIVE[text]
    return ("week", 1) if text.startswith("上") else ("week", 0)


def _window_of(kind: str, match: re.Match[str], now: datetime) -> tuple[datetime, datetime] | None:
    if kind == "ago":
        unit = _UNIT[match.group(2).lower()]
        return _span(unit, _unit_start(unit, now, _number(match.group(1))))
    if kind == "past":
        count, unit = _number(match.group(1)), _UNIT[match.group(2).lower()]
        days = count * (7 if unit == "week" else 1)
        return _day(now) - timedelta(days=days - 1), _day(now) + timedelta(days=1)
    if kind == "relative":
        words = match.group(1).lower().split()
        if words[0] in ("today", "yesterday"):
            return _span("day", _unit_start("day", now, 0 if words[0] == "today" else 1))
        return _span(words[-1], _unit_start(words[-1], now, 1 if words[0] == "last" else 0))
    if kind in ("day_first", "month_first"):
        return _day_window(kind, match, now)
    if kind == "zh_date":
        zh_year, zh_month, zh_day = match.groups()
        if zh_day is None:
            return _month_window(int(zh_month), int(zh_year), now)
        return _date_window(int(zh_year), int(zh_month), int(zh_day), now)
    if kind == "month":
        name, year = match.group(1).lower(), match.group(2)
        prefixed = match.group(0).lower().startswith(("in", "last"))
        if name in _AMBIGUOUS_MONTHS and not prefixed and year is None:
            return None
        if len(name) == 3 and not (prefixed or year):
            return None
        return _month_window(_MONTHS[name], int(year) if year else None, now)
    if kind == "zh_ago":
        unit = match.group(2)
        key = "day" if unit == "天" else "month" if unit.endswith("月") else "week"
        return _span(key, _unit_start(key, now, _number(match.group(1))))
    if kind == "zh_relative":
        unit, back = _zh_relative(match.group(0))
        return _span(unit, _unit_start(unit, now, back))
    month = _number(match.group(1))
    return _month_window(month, None, now) if 1 <= month <= 12 else None


def _without(query: str, start: int, end: int) -> str:
    """The query minus the phrase (and a preposition left hanging before it)."""
    head = _DANGLING.sub("", query[:start])
    if query[end : end + 2] in ("'s", "’s"):  # "yesterday's standup" -> "standup"
        end += 2
    rest = re.sub(r"\s{2,}", " ", f"{head} {query[end:]}").strip(" ,;，")
    return rest.removeprefix("的").strip()  # 昨天的错误 -> 错误


def split_time_phrase(query: str, now: datetime) -> PhraseSplit:
    """The first time phrase of ``query`` as a window, and the query without it.

    ``now`` is the caller's clock (naive = local time); windows follow its calendar:
    "last week" is the Monday-to-Monday week before this one, "in March" the latest March
    that has begun, "3 days ago" that whole day, "past 3 days" today and the two before,
    "8 May 2023" / "May 8, 2023" / 2023年5月8日 that day ("March 3rd": the latest that has
    begun).
    """
    found: list[tuple[int, int, tuple[datetime, datetime]]] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(query):
            if query.count('"', 0, match.start()) % 2:
                continue  # inside a quoted phrase: the user means those words
            try:
                window = _window_of(kind, match, now)
            except (OverflowError, ValueError):
                window = None  # "December 9999": past the end of the calendar
            if window is not None:
                found.append((match.start(), match.end(), window))
                break
    if not found:
        return PhraseSplit(query.strip(), None)
    start, end, (after, before) = min(found, key=lambda f: (f[0], -f[1]))
    phrase = query[start:end].strip()
    return PhraseSplit(_without(query, start, end), TimeWindow(after, before, phrase))
