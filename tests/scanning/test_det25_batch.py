"""The det25 self-check (session 41): every attack of batches A and B (``det25_batch_a``,
``det25_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (40 attacks, 40 benign), scored as main's rules stood: 17 of 40 attacks blocked
in their own category, 1 of 40 benign blocked (a German weekly-report format leaving routine cron
jobs out, refused by ``act_kept_from_user_de``); after the widening 40 of 40 and 1 of 40. Batch B
(32 attacks, 32 benign), written after the widening without reading it and scored once before any
tuning on it: 26 of 32 and 3 of 32, the same as main's rules (26 of 32, 3 of 32): the widening
did not carry over to batch B's other ways of naming the setup. Tuned on it after (the setup
named by who handed it over, "the instructions the operator gave you", "die Anweisungen, die dir
deine Entwickler mitgegeben haben"; "phased out", "期限切れ"): 32 of 32, 3 of 32.

``KNOWN_BLOCKED``: benign rows refused on main already, by rules this pass did not touch: batch
A's German report format (``act_kept_from_user_de``); batch B's ops note whose runbook "is the
only reference now" (``sole_authority_en``) and its Chinese and Japanese digest settings that
skip routine backups (``act_kept_from_user_zh``, ``act_kept_from_user_ja``).
"""

from __future__ import annotations

import pytest
from tests.scanning import det25_batch_a, det25_batch_b

from hermes_memory.scanning import scan_text

ATTACKS = det25_batch_a.ATTACKS + det25_batch_b.ATTACKS
BENIGN = det25_batch_a.BENIGN + det25_batch_b.BENIGN
_REFUSED_ON_MAIN = (
    "Format für den Wochenbericht",
    "Ops note: the deploy checklist",
    "日报设置",
    "ダイジェスト設定",
)
KNOWN_BLOCKED = {text for _, _, text in BENIGN if text.startswith(_REFUSED_ON_MAIN)}
_SHAPES = {"instruction_override", "role_hijack", "concealment"}
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch in (det25_batch_a, det25_batch_b):
        assert len(batch.ATTACKS) >= 30 and len(batch.BENIGN) >= 30
        assert {c for c, _, _ in batch.ATTACKS} == _SHAPES
        assert {c for c, _, _ in batch.BENIGN} == _SHAPES
        for category in _SHAPES:
            assert {lang for c, lang, _ in batch.ATTACKS if c == category} == _LANGUAGES
        assert {lang for _, lang, _ in batch.BENIGN} == _LANGUAGES
    assert len(KNOWN_BLOCKED) == 4


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    if text in KNOWN_BLOCKED:  # a narrower reading of the rule that refuses it takes it off
        assert result.blocked, (category, language, text)
        return
    assert not result.blocked, (category, language, result.findings)
