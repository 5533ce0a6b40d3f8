"""The two verdicts a rule test asserts on one text, written once: refused (under a given
category) or passed, each failure naming the text and, for a wrong refusal, the rules that
fired."""

from __future__ import annotations

from hermes_memory.scanning import ThreatCategory, scan_text


def assert_refused(text: str, category: ThreatCategory) -> None:
    result = scan_text(text)
    assert result.blocked, text
    assert category in {f.category for f in result.findings}, (text, result.findings)


def assert_passes(text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (text, [f.rule for f in result.findings])
