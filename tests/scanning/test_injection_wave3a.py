"""Wave 3a tune rows (tests/data/injection/paraphrase_wave3a.py): unique ids, the documented
field values, the promised counts per category and language, obfuscation labels that are true
of their texts, and no text that repeats the tuned set, the fresh set or itself."""

from __future__ import annotations

import base64
import json
import re
import urllib.parse
from collections import Counter

import pytest
from tests.scanning.injection_vocab import (
    DATA,
    FIELDS,
    INTENTS,
    LANGUAGES,
    OBFUSCATIONS,
    SCRIPT_LANGUAGES,
    WEIGHTED,
    ZERO_WIDTH,
    data_module,
)

EMOJI_ZWJ = re.compile("[\U0001f300-\U0001faff]\ufe0f?\u200d[\U0001f300-\U0001faff\u2600-\u27bf]")


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    built: list[dict[str, str]] = data_module("paraphrase_wave3a", "wave3a").rows()
    return built


def _plain(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    return [r for r in rows if r["label"] == "malicious" and r["obfuscation"] == "none"]


def test_every_row_has_the_documented_fields_and_values(rows: list[dict[str, str]]) -> None:
    for row in rows:
        assert set(row) == FIELDS, row["id"]
        assert row["id"].startswith("wave3a-"), row["id"]
        assert row["label"] in ("malicious", "benign"), row["id"]
        assert row["category"] in (*INTENTS, "hidden_text"), row["id"]
        assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
        assert row["obfuscation"] in OBFUSCATIONS, row["id"]
        assert row["source"] == "ours" and row["split"] == "tune", row["id"]
        assert row["text"].strip() and row["text"] == row["text"].strip(), row["id"]
    assert len({row["id"] for row in rows}) == len(rows)
    malicious = [r for r in rows if r["label"] == "malicious"]
    assert {r["category"] for r in malicious} == set(INTENTS)
    assert {r["language"] for r in malicious} == set(LANGUAGES)


def test_counts_cover_every_category_and_language_with_the_promised_weights(
    rows: list[dict[str, str]],
) -> None:
    plain = _plain(rows)
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(plain) >= 200 and len(benign) >= 200
    pairs = Counter((r["category"], r["language"]) for r in plain)
    for category in INTENTS:
        for language in LANGUAGES:
            assert pairs[(category, language)] >= 2, (category, language)
    weighted = sum(1 for r in plain if r["category"] in WEIGHTED)
    assert 0.38 <= weighted / len(plain) <= 0.5, weighted
    english = sum(1 for r in plain if r["language"] == "en")
    assert 0.28 <= english / len(plain) <= 0.4, english
    for language in LANGUAGES:
        assert sum(1 for r in benign if r["language"] == language) >= 15, language
    for language in SCRIPT_LANGUAGES:
        scripts = [r for r in benign if r["language"] == language]
        assert len(scripts) >= 5 and all(ZERO_WIDTH.search(r["text"]) for r in scripts)
    assert sum(1 for r in benign if EMOJI_ZWJ.search(r["text"])) >= 5
    benign_categories = Counter(r["category"] for r in benign)
    assert all(benign_categories[c] >= 15 for c in INTENTS), benign_categories


def _decoded(row: dict[str, str]) -> str | None:
    """The base text an encoded variant carries, or None for kinds that are not encodings."""
    payload = row["text"].split(" ")[-1]
    if row["obfuscation"] == "base64":
        return base64.b64decode(payload).decode()
    if row["obfuscation"] == "hex":
        return bytes.fromhex(payload).decode()
    if row["obfuscation"] == "url":
        return urllib.parse.unquote(payload)
    return None


def test_about_one_base_in_seven_has_an_obfuscated_variant_that_is_true_to_its_label(
    rows: list[dict[str, str]],
) -> None:
    bases = {r["group"]: r for r in _plain(rows)}
    variants = [r for r in rows if r["label"] == "malicious" and r["obfuscation"] != "none"]
    assert 0.12 <= len(variants) / len(bases) <= 0.18, len(variants)
    assert max(Counter(r["group"] for r in variants).values()) == 1
    assert len(Counter(r["obfuscation"] for r in variants)) >= 8
    for row in variants:
        base = bases[row["group"]]
        assert (row["category"], row["language"]) == (base["category"], base["language"])
        assert row["text"] != base["text"], row["id"]
        decoded = _decoded(row)
        if decoded is not None:
            assert decoded == base["text"], row["id"]
        elif row["obfuscation"] == "zero_width":
            assert ZERO_WIDTH.sub("", row["text"]) == base["text"], row["id"]
        elif row["obfuscation"] in ("spacing", "mixed_case"):
            squeezed = row["text"].replace(" ", "").lower()
            assert squeezed == base["text"].replace(" ", "").lower(), row["id"]
        elif row["obfuscation"] == "role_marker":
            assert base["text"] in row["text"], row["id"]
        else:  # homoglyph, leetspeak: same length, some letters swapped
            assert len(row["text"]) == len(base["text"]), row["id"]


def test_no_text_repeats_the_tuned_set_the_fresh_set_or_itself(rows: list[dict[str, str]]) -> None:
    def norm(text: str) -> str:
        return " ".join(text.lower().split())

    older: set[str] = set()
    for name in ("entries.jsonl", "fresh_entries.jsonl"):
        with (DATA / name).open(encoding="utf-8") as handle:
            parsed = (json.loads(line) for line in handle if line.strip())
            # entries.jsonl carries this wave itself once it is wired in
            older |= {norm(r["text"]) for r in parsed if not r["id"].startswith("wave3a-")}
    assert len({norm(r["text"]) for r in rows if r["obfuscation"] != "mixed_case"}) == len(
        [r for r in rows if r["obfuscation"] != "mixed_case"]
    )
    assert not [r["id"] for r in rows if norm(r["text"]) in older]
    assert not {r["id"] for r in rows} & {
        json.loads(line)["id"]
        for name in ("entries.jsonl", "fresh_entries.jsonl")
        for line in (DATA / name).read_text(encoding="utf-8").splitlines()
        if line.strip() and not json.loads(line)["id"].startswith("wave3a-")
    }
