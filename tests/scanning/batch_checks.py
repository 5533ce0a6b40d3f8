"""What every self-check batch test asks of one row (``test_<name>_batch.py``): an attack is
refused with its own category among the findings; a benign note passes. Through the public
``scan_text``, as a caller would. A batch's known exceptions (rows its docstring explains) are
pinned both ways: as they stand (``assert_attack``, ``assert_benign``) or as strict expected
failures (``strict_known_misses``), so a rule that comes to change one says so."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import pytest

from hermes_memory.scanning import scan_text

Row = tuple[str, str, str]  # (category, language, text)


def assert_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


def assert_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)


def assert_attack(category: str, language: str, text: str, known_missed: Collection[str]) -> None:
    """Blocked in its category; a known miss still passes."""
    if text in known_missed:
        assert not scan_text(text).blocked, (category, language, text)
        return
    assert_blocked_in_its_category(category, language, text)


def assert_benign(category: str, language: str, text: str, known_blocked: Collection[str]) -> None:
    """Passes; a benign row known to be refused (by a rule the batch did not touch) still is."""
    if text in known_blocked:
        assert scan_text(text).blocked, (category, language, text)
        return
    assert_passes(category, language, text)


def strict_known_misses(rows: Sequence[Row], known_missed: Collection[str]) -> list[Any]:
    """``rows`` as test cases, the known misses marked as strict expected failures."""
    mark = pytest.mark.xfail(strict=True, reason="missed on main too: see the docstring")
    return [pytest.param(*row, marks=mark) if row[2] in known_missed else row for row in rows]
