"""Wave 5 tune rows (tests/data/injection/paraphrase_wave5.py): unique ids, the documented
field values, the promised counts per category and language, obfuscated variants that are
true to their base, and no text that repeats the tuned set, any fresh set, itself or a
public corpus entry."""

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
    ZERO_WIDTH,
    data_module,
)

EMOJI_ZWJ = re.compile("[\U0001f300-\U0001faff]\ufe0f?\u200d[\U0001f300-\U0001faff\u2600-\u27bf]")
OLDER = (
    "entries.jsonl",
    "fresh_entries.jsonl",
    "fresh2_entries.jsonl",
    "fresh3_entries.jsonl",
)


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    built: list[dict[str, str]] = data_module("paraphrase_wave5", "wave5").rows()
    return built


def _plain(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    return [r for r in rows if r["label"] == "malicious" and r["obfuscation"] == "none"]


def test_every_row_has_the_documented_fields_and_values(rows: list[dict[str, str]]) -> None:
    for row in rows:
        assert set(row) == FIELDS, row["id"]
        assert row["id"].startswith("wave5-"), row["id"]
        assert row["label"] in ("malicious", "benign"), row["id"]
        assert row["category"] in INTENTS, row["id"]
        assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
        assert row["obfuscation"] in OBFUSCATIONS, row["id"]
        assert row["source"] == "ours" and row["split"] == "tune", row["id"]
        assert row["text"].strip() and row["text"] == row["text"].strip(), row["id"]
        assert row["id"] == row["group"] or row["id"].startswith(row["group"] + "-"), row["id"]
    assert len({row["id"] for row in rows}) == len(rows)
    malicious = [r for r in rows if r["label"] == "malicious"]
    assert all(r["language"] in LANGUAGES for r in malicious)


def test_counts_cover_every_category_and_language(rows: list[dict[str, str]]) -> None:
    plain = _plain(rows)
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(plain) >= 250 and len(benign) >= 250, (len(plain), len(benign))
    pairs = Counter((r["category"], r["language"]) for r in plain)
    for category in INTENTS:
        for language in LANGUAGES:
            assert pairs[(category, language)] >= 3, (category, language)
    english = sum(1 for r in plain if r["language"] == "en")
    assert 0.28 <= english / len(plain) <= 0.4, english
    benign_pairs = Counter((r["category"], r["language"]) for r in benign)
    for category in INTENTS:
        assert benign_pairs[(category, "en")] >= 10, category
        for language in LANGUAGES:
            assert benign_pairs[(category, language)] >= 3, (category, language)
    for language in SCRIPT_LANGUAGES:
        scripts = [r for r in benign if r["language"] == language]
        assert len(scripts) >= 3 and all(ZERO_WIDTH.search(r["text"]) for r in scripts)
    emoji = [r for r in benign if EMOJI_ZWJ.search(r["text"])]
    assert len(emoji) >= 6 and len({r["language"] for r in emoji}) >= 5
    # a benign row carries a look-alike feature only when its text really has one
    for row in benign:
        if row["obfuscation"] == "zero_width":
            assert ZERO_WIDTH.search(row["text"]), row["id"]
        else:
            assert row["obfuscation"] == "none" and not ZERO_WIDTH.search(row["text"]), row["id"]
    # the malicious bases carry no invisible characters of their own
    assert not [r["id"] for r in plain if ZERO_WIDTH.search(r["text"])]


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


def test_about_one_base_in_ten_has_a_variant_that_is_true_to_its_base(
    rows: list[dict[str, str]],
) -> None:
    bases = {r["group"]: r for r in _plain(rows)}
    variants = [r for r in rows if r["label"] == "malicious" and r["obfuscation"] != "none"]
    assert 0.08 <= len(variants) / len(bases) <= 0.13, len(variants)
    assert max(Counter(r["group"] for r in variants).values()) == 1
    assert len(Counter(r["obfuscation"] for r in variants)) >= 8
    assert {r["category"] for r in variants} == set(INTENTS)
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


def test_no_text_repeats_the_tuned_set_the_fresh_sets_or_itself(
    rows: list[dict[str, str]],
) -> None:
    def norm(text: str) -> str:
        return " ".join(text.lower().split())

    # The older texts are only compared, never shown: failures name this wave's ids alone.
    older_texts: set[str] = set()
    older_ids: set[str] = set()
    for name in OLDER:
        with (DATA / name).open(encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                parsed = json.loads(line)
                if parsed["id"].startswith("wave5-"):
                    continue  # entries.jsonl carries this wave itself once it is wired in
                older_texts.add(norm(parsed["text"]))
                older_ids.add(parsed["id"])
    read = len(older_texts)
    assert read > 3000  # the files were really read
    # mixed case folds back onto its base under norm(), so it is left out of the self-check
    own = [norm(r["text"]) for r in rows if r["obfuscation"] != "mixed_case"]
    assert len(set(own)) == len(own)
    repeated = [r["id"] for r in rows if norm(r["text"]) in older_texts]
    assert not repeated
    clashing = sorted(r["id"] for r in rows if r["id"] in older_ids)
    assert not clashing


def test_no_text_carries_a_public_corpus_entry(rows: list[dict[str, str]]) -> None:
    # the public rows are compared, never shown, like the older texts above
    public = data_module("dataset", "wave5").load_public()
    texts = [e.text for e in public if len(e.text) > 30]
    assert len(texts) > 100
    carrying = [r["id"] for r in rows if any(t in r["text"] for t in texts)]
    assert not carrying
