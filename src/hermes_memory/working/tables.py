"""Tabular tool output (spec §2 step 3): recognising a table and summarising it.

A table is CSV/TSV with one column count over at least 3 rows, a Markdown table, or a JSON
array of at least 3 objects sharing keys. The summary gives the size, the column names, the
first rows verbatim and min / max / mean of each numeric column. Never raises.
"""

from __future__ import annotations

import csv
import json
import math
import re
from dataclasses import dataclass
from typing import Any

MIN_ROWS = 3
SAMPLE_ROWS = 5
_MD_SEPARATOR = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_DELIMITERS = (",", "\t", ";")


@dataclass(frozen=True)
class Table:
    """A parsed table: column names, the rows' verbatim text, and each row's cells."""

    columns: list[str]
    row_text: list[str]
    cells: list[list[Any]]


def _number(value: object) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str) and _NUMBER.match(value.strip()):
        number = float(value.strip())
    else:
        return None
    return number if math.isfinite(number) else None


def _json_table(text: str) -> Table | None:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, list) or len(data) < MIN_ROWS:
        return None
    if not all(isinstance(item, dict) for item in data):
        return None
    shared = set(data[0])
    for item in data[1:]:
        shared &= set(item)
    if not shared:
        return None
    columns: list[str] = []
    for item in data:
        columns.extend(str(k) for k in item if str(k) not in columns)
    rows = [json.dumps(item, ensure_ascii=False, default=str) for item in data[:SAMPLE_ROWS]]
    cells = [[item.get(col) for col in columns] for item in data]
    return Table(columns, rows, cells)


def _markdown_table(lines: list[str]) -> Table | None:
    if len(lines) < 2 or not lines[0].lstrip().startswith("|"):
        return None
    if not _MD_SEPARATOR.match(lines[1].strip()):
        return None
    body = lines[2:]
    if len(body) < MIN_ROWS or not all(line.lstrip().startswith("|") for line in body):
        return None

    def split(line: str) -> list[str]:
        return [cell.strip() for cell in line.strip().strip("|").split("|")]

    columns = split(lines[0])
    return Table(columns, body[:SAMPLE_ROWS], [split(line) for line in body])


def _delimited_table(lines: list[str]) -> Table | None:
    if len(lines) < MIN_ROWS + 1:
        return None
    for delimiter in _DELIMITERS:
        # cheap screen on the first lines before parsing everything
        want = lines[0].count(delimiter)
        if want == 0 or any(line.count(delimiter) != want for line in lines[1 : MIN_ROWS + 1]):
            continue
        rows = list(csv.reader(lines, delimiter=delimiter))
        width = len(rows[0])
        if width < 2 or any(len(row) != width for row in rows):
            continue
        header = not all(_number(cell) is not None for cell in rows[0])
        columns = rows[0] if header else [f"col{i + 1}" for i in range(width)]
        body_lines, body = (lines[1:], rows[1:]) if header else (lines, rows)
        if len(body) < MIN_ROWS:
            continue
        return Table(columns, body_lines[:SAMPLE_ROWS], [list(row) for row in body])
    return None


def parse_table(text: str) -> Table | None:
    """The table ``text`` holds, or ``None`` when it is not tabular (never raises)."""
    stripped = text.strip()
    if not stripped:
        return None
    if stripped[0] == "[":
        return _json_table(stripped)
    if stripped[0] == "{":
        return None
    first = stripped.split("\n", 1)[0]
    if not first.lstrip().startswith("|") and not any(d in first for d in _DELIMITERS):
        return None  # neither a Markdown row nor a delimited header: skip splitting it all
    lines = [line for line in stripped.splitlines() if line.strip()]
    return _markdown_table(lines) or _delimited_table(lines)


def _numbers(values: list[Any]) -> list[float] | None:
    """The values as numbers, or ``None`` when any of them is not a finite number."""
    if all(isinstance(v, str) for v in values):
        try:  # one C-speed pass for text cells; a megabyte of CSV has ~100k of them
            numbers = list(map(float, values))
        except ValueError:
            return None
        return numbers if all(map(math.isfinite, numbers)) else None
    found = [_number(v) for v in values]
    return None if any(n is None for n in found) else [n for n in found if n is not None]


def column_stats(table: Table) -> list[str]:
    """``name: min …, max …, mean …`` (3 significant digits) for each numeric column."""
    out = []
    for index, name in enumerate(table.columns):
        values = [row[index] for row in table.cells if index < len(row)]
        present = [v for v in values if v not in (None, "")]
        numbers = _numbers(present) if present else None
        if not numbers:
            continue
        mean = math.fsum(numbers) / len(numbers)
        low, high = min(numbers), max(numbers)
        out.append(f"  {name}: min {low:.3g}, max {high:.3g}, mean {mean:.3g}")
    return out


def header_line(rows: int, columns: int) -> str:
    return f"[table summarised: {rows} rows × {columns} columns]"


def summarise_table(
    table: Table, sample_rows: int = SAMPLE_ROWS, stats: list[str] | None = None
) -> str:
    """The summary text (its first line is :func:`header_line`); ``stats`` are
    :func:`column_stats`, computed here when not given."""
    parts = [
        header_line(len(table.cells), len(table.columns)),
        "columns: " + ", ".join(table.columns),
    ]
    if sample_rows > 0:
        parts.append(f"first {min(sample_rows, len(table.row_text))} rows:")
        parts.extend(table.row_text[:sample_rows])
    stats = column_stats(table) if stats is None else stats
    if stats:
        parts.append("numeric columns (min / max / mean):")
        parts.extend(stats)
    return "\n".join(parts)
