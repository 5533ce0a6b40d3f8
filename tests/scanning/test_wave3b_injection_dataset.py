"""The wave-3b tune rows (tests/data/injection/paraphrase_wave3b.py): that ``rows()`` gives
unique ids and valid fields, the promised counts and spread over categories and languages,
obfuscation labels that are true of their texts, and no text already in the tuned or fresh set.
"""

from __future__ import annotations

import base64
import json
import urllib.parse
from collections import Counter

import pytest
from tests.scanning.injection_vocab import (
    DATA,
    FIELDS,
    INTENTS,
    LANGUAGES,
    SCRIPT_LANGUAGES,
    WEIGHTED,
    ZERO_WIDTH,
    data_module,
)

OBFUSCATIONS = (
    "none",
    "homoglyph",
    "zero_width",
    "base64",
    "hex",
    "url",
    "leetspeak",
    "spacing",
    "mixed_case",
    "role_marker",
)


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    result: list[dict[str, str]] = data_module("paraphrase_wave3b", "wave3b").rows()
    return result


def _plain_malicious(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    return [r for r in rows if r["label"] == "malicious" and r["obfuscation"] == "none"]


def test_ids_are_unique_prefixed_and_fields_valid(rows: list[dict[str, str]]) -> None:
    assert len({r["id"] for r in rows}) == len(rows)
    for row in rows:
        assert set(row) == FIELDS, row["id"]
        assert row["id"].startswith("wave3b-") and row["group"].startswith("wave3b-"), row["id"]
        assert row["source"] == "ours" and row["split"] == "tune", row["id"]
        assert row["label"] in ("malicious", "benign") and row["text"].strip(), row["id"]
        assert row["category"] in (*INTENTS, "hidden_text"), row["id"]
        assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
        assert row["obfuscation"] in OBFUSCATIONS, row["id"]
        if row["label"] == "malicious":
            assert row["category"] in INTENTS and row["language"] in LANGUAGES, row["id"]


def test_every_text_is_different(rows: list[dict[str, str]]) -> None:
    texts = Counter(r["text"] for r in rows)
    assert [t[:60] for t, n in texts.items() if n > 1] == []


def test_counts_and_spread(rows: list[dict[str, str]]) -> None:
    plain = _plain_malicious(rows)
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(plain) >= 200 and len(benign) >= 200
    per_category = Counter(r["category"] for r in plain)
    assert set(per_category) == set(INTENTS)
    weighted = sum(per_category[c] for c in WEIGHTED) / len(plain)
    assert 0.37 <= weighted <= 0.45, weighted
    pairs = {(r["category"], r["language"]) for r in plain}
    assert pairs == {(c, lang) for c in INTENTS for lang in LANGUAGES}
    english = sum(r["language"] == "en" for r in plain) / len(plain)
    assert 0.28 <= english <= 0.4, english
    assert {r["language"] for r in benign} == set(LANGUAGES + SCRIPT_LANGUAGES)
    assert {r["category"] for r in benign} >= set(INTENTS)
    variants = [r for r in rows if r["label"] == "malicious" and r["obfuscation"] != "none"]
    assert 0.12 <= len(variants) / len(plain) <= 0.18
    assert {r["obfuscation"] for r in variants} == set(OBFUSCATIONS) - {"none"}


def test_variants_share_a_group_with_their_base_and_carry_it(rows: list[dict[str, str]]) -> None:
    base = {r["group"]: r["text"] for r in _plain_malicious(rows)}
    for row in rows:
        if row["label"] != "malicious" or row["obfuscation"] == "none":
            continue
        plain, text, kind = base[row["group"]], row["text"], row["obfuscation"]
        payload = text.rsplit(" ", 1)[1] if kind in ("base64", "hex", "url") else text
        if kind == "base64":
            assert base64.b64decode(payload).decode() == plain
        elif kind == "hex":
            assert bytes.fromhex(payload).decode() == plain
        elif kind == "url":
            assert urllib.parse.unquote(payload) == plain
        elif kind == "zero_width":
            assert ZERO_WIDTH.sub("", text) == plain
        elif kind == "spacing":
            assert text[::2] == plain
        elif kind == "mixed_case":
            assert text.lower() == plain.lower() and text != plain
        elif kind == "role_marker":
            assert plain in text and text != plain
        else:  # homoglyph, leetspeak: same length, some letters swapped
            assert len(text) == len(plain) and text != plain


def test_benign_script_rows_carry_their_joiners(rows: list[dict[str, str]]) -> None:
    marked = [r for r in rows if r["label"] == "benign" and r["obfuscation"] == "zero_width"]
    assert all(ZERO_WIDTH.search(r["text"]) for r in marked)
    assert {r["language"] for r in marked} >= set(SCRIPT_LANGUAGES) | {"en"}


def test_no_text_repeats_the_tuned_or_fresh_set(rows: list[dict[str, str]]) -> None:
    seen: set[str] = set()
    for name in ("entries.jsonl", "fresh_entries.jsonl"):
        with (DATA / name).open(encoding="utf-8") as handle:
            parsed = (json.loads(line) for line in handle if line.strip())
            # entries.jsonl carries this wave itself once it is wired in
            seen.update(r["text"] for r in parsed if not r["id"].startswith("wave3b-"))
    repeated = [r["id"] for r in rows if r["text"] in seen]
    assert repeated == []  # ids only: the other sets' texts are never printed
