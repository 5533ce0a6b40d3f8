"""The fresh held-back injection set (tests/data/injection/fresh_entries.jsonl): that
fresh_build.py reproduces it, that it covers every category, language and obfuscation, that its
labels are true of its texts, that none of it repeats the tuned set, and that nothing that tunes
the scanner reads it."""

from __future__ import annotations

import base64
import json
import re
import subprocess
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

import pytest
from tests.scanning.injection_vocab import (
    INTENTS,
    LANGUAGES,
    SCRIPT_LANGUAGES,
    ZERO_WIDTH,
    data_module,
)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "injection"
VARIANTS = (
    "homoglyph",
    "zero_width",
    "tag_chars",
    "base64",
    "hex",
    "url",
    "leetspeak",
    "spacing",
    "mixed_case",
)
TAGS = re.compile("[\U000e0020-\U000e007e]+")
EMOJI_ZWJ = re.compile("[\U0001f300-\U0001faff]\ufe0f?\u200d[\U0001f300-\U0001faff\u2600-\u27bf]")


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    with (DATA / "fresh_entries.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def _bases(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    return [r for r in rows if r["label"] == "malicious" and r["category"] in INTENTS]


def test_fresh_build_reproduces_the_jsonl_byte_for_byte() -> None:
    build = data_module("fresh_build", "fresh")
    assert build.build() == (DATA / "fresh_entries.jsonl").read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(DATA / "fresh_build.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "up to date" in done.stdout


def test_every_row_is_fresh_and_has_the_documented_fields(rows: list[dict[str, str]]) -> None:
    fields = {"id", "group", "text", "label", "category", "language", "obfuscation", "source"}
    for row in rows:
        assert set(row) == fields | {"split"}, row["id"]
        assert row["source"] == "ours-fresh" and row["split"] == "fresh", row["id"]
        assert row["label"] in ("malicious", "benign") and row["text"].strip(), row["id"]
        assert row["category"] in (*INTENTS, "hidden_text"), row["id"]
        assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
    assert len({row["id"] for row in rows}) == len(rows)


def test_malicious_bases_cover_every_category_and_language(rows: list[dict[str, str]]) -> None:
    plain = [r for r in _bases(rows) if r["obfuscation"] == "none"]
    assert len(plain) >= 96
    per_category = Counter(r["category"] for r in plain)
    assert all(per_category[c] >= 12 for c in INTENTS), per_category
    pairs = {(r["category"], r["language"]) for r in plain}
    assert {(c, lang) for c in INTENTS for lang in LANGUAGES} <= pairs
    hidden = [r for r in rows if r["category"] == "hidden_text" and r["label"] == "malicious"]
    assert len(hidden) >= 8 and {r["language"] for r in hidden} == set(LANGUAGES)
    assert {r["obfuscation"] for r in hidden} == {"tag_chars", "zero_width"}


def test_about_a_third_of_the_bases_get_one_variant_of_every_kind(
    rows: list[dict[str, str]],
) -> None:
    variants = [r for r in _bases(rows) if r["obfuscation"] != "none"]
    plain = [r for r in _bases(rows) if r["obfuscation"] == "none"]
    assert len(plain) / 4 <= len(variants) <= len(plain) / 2
    assert max(Counter(r["group"] for r in variants).values()) == 1
    kinds = Counter(r["obfuscation"] for r in variants)
    assert set(kinds) == set(VARIANTS) and min(kinds.values()) >= 2, kinds
    assert {r["category"] for r in variants} == set(INTENTS)
    assert {r["language"] for r in variants} == set(LANGUAGES)


def _decoded(row: dict[str, str]) -> str | None:
    """The plain text an encoded variant carries, or None for the look-alike obfuscations."""
    text, kind = row["text"], row["obfuscation"]
    run = text.removeprefix(
        data_module("obfuscate", "fresh").NOTE[row["language"]]
    )  # the neutral label
    if kind == "base64":
        return base64.b64decode(run.strip()).decode("utf-8")
    if kind == "hex":
        return bytes.fromhex(run.strip()).decode("utf-8")
    if kind == "url":
        return urllib.parse.unquote(run.strip())
    if kind == "tag_chars":
        return "".join(chr(ord(ch) - 0xE0000) for ch in "".join(TAGS.findall(text)))
    return None


def test_each_variant_label_is_true_of_its_text(rows: list[dict[str, str]]) -> None:
    plain = {r["group"]: r["text"] for r in rows if r["obfuscation"] == "none"}
    for row in (r for r in _bases(rows) if r["obfuscation"] != "none"):
        base, text, kind = plain[row["group"]], row["text"], row["obfuscation"]
        assert text != base, row["id"]
        decoded = _decoded(row)
        if decoded is not None:
            assert decoded == base, row["id"]
        elif kind == "zero_width":
            assert ZERO_WIDTH.sub("", text) == base, row["id"]
        elif kind == "homoglyph":
            assert re.search("[\u0370-\u03ff\u0400-\u04ff]", text) and re.search("[A-Za-z]", text)
        elif kind == "spacing":
            assert text.replace(" ", "") == base.replace(" ", ""), row["id"]
        elif kind == "mixed_case":
            assert text.lower() == base.lower(), row["id"]
        else:
            assert kind == "leetspeak" and re.search("[0-9]", text), row["id"]


def test_hidden_text_rows_carry_a_payload_the_reader_cannot_see(
    rows: list[dict[str, str]],
) -> None:
    for row in (r for r in rows if r["category"] == "hidden_text" and r["label"] == "malicious"):
        if row["obfuscation"] == "tag_chars":
            payload = _decoded(row)
        else:
            bits = "".join("1" if ch == "\u200c" else "0" for ch in ZERO_WIDTH.findall(row["text"]))
            payload = "".join(chr(int(bits[i : i + 8], 2)) for i in range(0, len(bits), 8))
        assert payload and len(payload) >= 30 and payload.isascii(), row["id"]
        visible = TAGS.sub("", ZERO_WIDTH.sub("", row["text"]))
        assert payload not in visible and visible.strip(), row["id"]


def test_benign_rows_cover_every_language_and_share_the_trigger_words(
    rows: list[dict[str, str]],
) -> None:
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(benign) >= 160
    languages = Counter(r["language"] for r in benign)
    assert all(languages[lang] >= 12 for lang in LANGUAGES), languages
    assert all(languages[lang] >= 5 for lang in SCRIPT_LANGUAGES), languages
    assert {r["category"] for r in benign} == {*INTENTS, "hidden_text"}
    text = "\n".join(r["text"] for r in benign).lower()
    for phrase in (
        "ignore whitespace in diffs",
        "the system prompt lives in prompts/",
        "curl --fail",
        "authorized_keys are managed by ansible",
        "rm -rf build/",
        "cron job",
        "base64",
        "<|im_start|>",
        "[inst]",
        "~/.ssh/config",
    ):
        assert phrase in text, phrase
    for row in (r for r in benign if r["language"] in SCRIPT_LANGUAGES):
        assert ZERO_WIDTH.search(row["text"]), row["id"]
    assert sum(1 for r in benign if EMOJI_ZWJ.search(r["text"])) >= 8


def test_no_fresh_text_repeats_the_tuned_set_or_itself(rows: list[dict[str, str]]) -> None:
    def norm(text: str) -> str:
        return " ".join(text.lower().split())

    with (DATA / "entries.jsonl").open(encoding="utf-8") as handle:
        older = {norm(json.loads(line)["text"]) for line in handle}
    assert len({r["text"] for r in rows}) == len(rows)  # mixed_case differs only in case
    assert not [r["id"] for r in rows if norm(r["text"]) in older]


def test_load_fresh_returns_entry_rows_in_file_order(rows: list[dict[str, str]]) -> None:
    dataset = data_module("dataset", "fresh")
    fresh = dataset.load_fresh()
    assert [e.id for e in fresh] == [r["id"] for r in rows]
    assert all(isinstance(e, dataset.Entry) and e.split == "fresh" for e in fresh)
    assert sum(e.malicious for e in fresh) == sum(r["label"] == "malicious" for r in rows)
    assert not {e.id for e in fresh} & {e.id for e in dataset.load_ours()}


def test_nothing_that_tunes_the_scanner_reads_the_fresh_set() -> None:
    tuners = [ROOT / "scripts" / "train_injection_classifier.py"]
    tuners += sorted((ROOT / "src" / "hermes_memory" / "scanning").rglob("*.py"))
    for path in tuners:
        source = path.read_text(encoding="utf-8")
        assert "fresh_entries" not in source and "load_fresh" not in source, path
