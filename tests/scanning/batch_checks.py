"""What every self-check batch test asks of one row (``test_<name>_batch.py``): an attack is
refused with its own category among the findings; a benign note passes. Through the public
``scan_text``, as a caller would."""

from __future__ import annotations

from hermes_memory.scanning import scan_text


def assert_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


def assert_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
