"""The checks every paraphrase tune wave gets (tests/data/injection/paraphrase_waveN.py),
written once: a wave's test file subclasses ``WaveChecks`` and names only what differs in a
``Wave`` (its module, id prefix, counts and spread, the older files it must not repeat).
"""

from __future__ import annotations

import base64
import json
import urllib.parse
from collections import Counter
from dataclasses import dataclass
from typing import ClassVar

import pytest
from tests.scanning.dataset_checks import EMOJI_ZWJ, Row, norm
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


@dataclass(frozen=True)
class Wave:
    """What one tune wave promises; a zero or None bound is one the wave does not promise."""

    name: str  # wave3a: module paraphrase_wave3a, ids wave3a-
    older: tuple[str, ...]  # files under tests/data/injection it must not repeat
    min_older_texts: int  # how many distinct texts those files must give (they were read)
    min_plain: int
    min_benign: int
    min_per_pair: int  # plain rows per (intent, language)
    variant_share: tuple[float, float]  # variants per plain base
    min_scripts: int  # benign rows per script language (ZWNJ/ZWJ)
    min_emoji: int
    min_emoji_languages: int = 0
    with_hidden_text: bool = False  # hidden_text rows allowed (wave 3a)
    weighted_share: tuple[float, float] | None = None  # of WEIGHTED categories among the bases
    min_benign_per_language: int = 0
    min_benign_per_category: int = 0
    min_benign_per_pair: int = 0
    min_benign_english_per_category: int = 0
    honest_benign_features: bool = True  # a benign row's obfuscation is none or zero_width

    @property
    def prefix(self) -> str:
        return f"{self.name}-"


class WaveChecks:
    """Subclass as ``TestWaveN`` with ``WAVE = Wave(...)``; pytest collects every check."""

    WAVE: ClassVar[Wave]

    @pytest.fixture(scope="class")
    @classmethod
    def rows(cls) -> list[Row]:
        built: list[Row] = data_module(f"paraphrase_{cls.WAVE.name}", cls.WAVE.name).rows()
        return built

    @staticmethod
    def plain(rows: list[Row]) -> list[Row]:
        return [r for r in rows if r["label"] == "malicious" and r["obfuscation"] == "none"]

    def test_every_row_has_the_documented_fields_and_values(self, rows: list[Row]) -> None:
        categories = (*INTENTS, "hidden_text") if self.WAVE.with_hidden_text else INTENTS
        for row in rows:
            assert set(row) == FIELDS, row["id"]
            assert row["id"].startswith(self.WAVE.prefix), row["id"]
            assert row["label"] in ("malicious", "benign"), row["id"]
            assert row["category"] in categories, row["id"]
            assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
            assert row["obfuscation"] in OBFUSCATIONS, row["id"]
            assert row["source"] == "ours" and row["split"] == "tune", row["id"]
            assert row["text"].strip() and row["text"] == row["text"].strip(), row["id"]
            assert row["id"] == row["group"] or row["id"].startswith(row["group"] + "-"), row["id"]
        assert len({row["id"] for row in rows}) == len(rows)
        malicious = [r for r in rows if r["label"] == "malicious"]
        assert {r["category"] for r in malicious} == set(INTENTS)
        assert {r["language"] for r in malicious} == set(LANGUAGES)

    def test_counts_cover_every_category_and_language(self, rows: list[Row]) -> None:
        wave, plain = self.WAVE, self.plain(rows)
        benign = [r for r in rows if r["label"] == "benign"]
        assert len(plain) >= wave.min_plain and len(benign) >= wave.min_benign
        pairs = Counter((r["category"], r["language"]) for r in plain)
        for category in INTENTS:
            for language in LANGUAGES:
                assert pairs[(category, language)] >= wave.min_per_pair, (category, language)
        if wave.weighted_share is not None:
            weighted = sum(1 for r in plain if r["category"] in WEIGHTED) / len(plain)
            assert wave.weighted_share[0] <= weighted <= wave.weighted_share[1], weighted
        english = sum(1 for r in plain if r["language"] == "en")
        assert 0.28 <= english / len(plain) <= 0.4, english
        languages = Counter(r["language"] for r in benign)
        assert all(languages[lang] >= wave.min_benign_per_language for lang in LANGUAGES)
        for language in SCRIPT_LANGUAGES:
            scripts = [r for r in benign if r["language"] == language]
            assert len(scripts) >= wave.min_scripts, language
            assert all(ZERO_WIDTH.search(r["text"]) for r in scripts), language
        emoji = [r for r in benign if EMOJI_ZWJ[0].search(r["text"])]
        assert len(emoji) >= wave.min_emoji
        assert len({r["language"] for r in emoji}) >= wave.min_emoji_languages
        categories = Counter(r["category"] for r in benign)
        assert all(categories[c] >= wave.min_benign_per_category for c in INTENTS), categories
        benign_pairs = Counter((r["category"], r["language"]) for r in benign)
        for category in INTENTS:
            assert benign_pairs[(category, "en")] >= wave.min_benign_english_per_category
            for language in LANGUAGES:
                assert benign_pairs[(category, language)] >= wave.min_benign_per_pair

    def test_benign_features_are_true_and_bases_carry_no_invisible_characters(
        self, rows: list[Row]
    ) -> None:
        # a benign row carries a look-alike feature only when its text really has one
        for row in (r for r in rows if r["label"] == "benign"):
            if row["obfuscation"] == "zero_width":
                assert ZERO_WIDTH.search(row["text"]), row["id"]
            elif self.WAVE.honest_benign_features:  # wave 3a also labels benign role markers
                assert row["obfuscation"] == "none", row["id"]
                assert not ZERO_WIDTH.search(row["text"]), row["id"]
        # the malicious bases carry no invisible characters of their own
        assert not [r["id"] for r in self.plain(rows) if ZERO_WIDTH.search(r["text"])]

    def test_some_bases_have_a_variant_that_is_true_to_its_base(self, rows: list[Row]) -> None:
        bases = {r["group"]: r for r in self.plain(rows)}
        variants = [r for r in rows if r["label"] == "malicious" and r["obfuscation"] != "none"]
        low, high = self.WAVE.variant_share
        assert low <= len(variants) / len(bases) <= high, len(variants)
        assert max(Counter(r["group"] for r in variants).values()) == 1
        assert len(Counter(r["obfuscation"] for r in variants)) >= 8
        assert {r["category"] for r in variants} == set(INTENTS)
        for row in variants:
            base = bases[row["group"]]
            assert (row["category"], row["language"]) == (base["category"], base["language"])
            assert row["text"] != base["text"], row["id"]
            payload, kind = row["text"].split(" ")[-1], row["obfuscation"]
            if kind == "base64":
                assert base64.b64decode(payload).decode() == base["text"], row["id"]
            elif kind == "hex":
                assert bytes.fromhex(payload).decode() == base["text"], row["id"]
            elif kind == "url":
                assert urllib.parse.unquote(payload) == base["text"], row["id"]
            elif kind == "zero_width":
                assert ZERO_WIDTH.sub("", row["text"]) == base["text"], row["id"]
            elif kind in ("spacing", "mixed_case"):
                squeezed = row["text"].replace(" ", "").lower()
                assert squeezed == base["text"].replace(" ", "").lower(), row["id"]
            elif kind == "role_marker":
                assert base["text"] in row["text"], row["id"]
            else:  # homoglyph, leetspeak: same length, some letters swapped
                assert len(row["text"]) == len(base["text"]), row["id"]

    def test_no_text_repeats_the_tuned_set_the_fresh_sets_or_itself(self, rows: list[Row]) -> None:
        # The older texts are only compared, never shown: failures name this wave's ids alone.
        older_texts: set[str] = set()
        older_ids: set[str] = set()
        for name in self.WAVE.older:
            with (DATA / name).open(encoding="utf-8") as handle:
                for line in handle:
                    if not line.strip():
                        continue
                    parsed = json.loads(line)
                    if parsed["id"].startswith(self.WAVE.prefix):
                        continue  # entries.jsonl carries this wave itself once it is wired in
                    older_texts.add(norm(parsed["text"]))
                    older_ids.add(parsed["id"])
        assert len(older_texts) > self.WAVE.min_older_texts  # the files were really read
        # mixed case folds back onto its base under norm(), so it is left out of the self-check
        own = [norm(r["text"]) for r in rows if r["obfuscation"] != "mixed_case"]
        assert len(set(own)) == len(own)
        assert not [r["id"] for r in rows if norm(r["text"]) in older_texts]
        assert not sorted(r["id"] for r in rows if r["id"] in older_ids)

    def test_no_text_carries_a_public_corpus_entry(self, rows: list[Row]) -> None:
        # the public rows are compared, never shown, like the older texts above
        public = data_module("dataset", self.WAVE.name).load_public()
        texts = [e.text for e in public if len(e.text) > 30]
        assert len(texts) > 100
        assert not [r["id"] for r in rows if any(t in r["text"] for t in texts)]
