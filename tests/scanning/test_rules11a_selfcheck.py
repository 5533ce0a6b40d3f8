"""Self-check sets of the rules11a round (override, role hijack, prompt extraction, forged
role markers in the eight languages), kept as JSON lines beside this module: batch A was
written before the round's rules, batch B after them and scored before any tuning on it (the
figures are in the commit messages). Every attack is refused with a finding of its own
category; every near-miss (docs, workshop notes, templates, advisories, a user's own
preferences) passes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hermes_memory.scanning import scan_text

_HERE = Path(__file__).parent
_SETS = ("rules11a_batch_a.jsonl", "rules11a_batch_b.jsonl")


def _rows(label: str) -> list[tuple[str, str, str]]:
    rows = []
    for name in _SETS:
        for line in (_HERE / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if row["label"] == label:
                    rows.append((row["id"], row["category"], row["text"]))
    return rows


def test_the_sets_cover_every_language_and_category() -> None:
    rows = [
        json.loads(line)
        for name in _SETS
        for line in (_HERE / name).read_text("utf-8").splitlines()
    ]
    attacks = [row for row in rows if row["label"] == "malicious"]
    assert {row["language"] for row in attacks} == {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert {row["category"] for row in attacks} == {
        "instruction_override",
        "role_hijack",
        "prompt_extraction",
        "fake_role_marker",
    }
    assert len(attacks) >= 60
    assert len(rows) - len(attacks) >= 60


@pytest.mark.parametrize(("row_id", "category", "text"), _rows("malicious"))
def test_attack_is_refused_in_its_category(row_id: str, category: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, row_id
    assert category in {finding.category.value for finding in result.findings}, row_id


@pytest.mark.parametrize(("row_id", "category", "text"), _rows("benign"))
def test_near_miss_passes(row_id: str, category: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (row_id, sorted({finding.rule for finding in result.findings}))
