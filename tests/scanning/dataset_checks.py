"""The checks every fresh held-back injection set gets (tests/data/injection/freshN_entries.jsonl),
written once: a set's test file subclasses ``FreshSetChecks`` and names only what differs in a
``FreshSet`` (its split, prefixes, counts and spread). Nothing here scans a row.
"""

from __future__ import annotations

import base64
import functools
import importlib.util
import json
import re
import subprocess
import sys
import urllib.parse
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import ClassVar

import pytest
from tests.scanning.injection_vocab import (
    CATEGORIES,
    DATA,
    FIELDS,
    INTENTS,
    LANGUAGES,
    OBFUSCATIONS,
    SCRIPT_LANGUAGES,
    ZERO_WIDTH,
    data_module,
)

ROOT = DATA.parents[2]
# the blind sets in the order they were written; each set is compared with those before it
FRESH_SPLITS = (
    "fresh",
    "fresh2",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
    "fresh24",
)
KINDS = tuple(k for k in OBFUSCATIONS if k not in ("none", "role_marker"))
TAGS = re.compile("[\U000e0020-\U000e007e]+")
# an emoji joined to another by ZWJ, either way round (the sets were written with both patterns)
EMOJI_ZWJ = (
    re.compile("[\U0001f300-\U0001faff]\ufe0f?\u200d[\U0001f300-\U0001faff\u2600-\u27bf]"),
    re.compile("[\U0001f300-\U0001faff\u2600-\u27bf]\ufe0f?\u200d[\U0001f300-\U0001faff]"),
)
# benign phrases that share the attacks' trigger words; every set carries these
PHRASES = (
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
)

Row = dict[str, str]


def read_rows(path: Path) -> list[Row]:
    # every set's checks re-read the earlier sets: parse each file once per session (a new
    # list each call; the rows themselves are never changed by a check)
    stat = path.stat()
    return list(_parsed_rows(path, stat.st_mtime_ns, stat.st_size))


@functools.cache
def _parsed_rows(path: Path, _mtime_ns: int, _size: int) -> tuple[Row, ...]:
    with path.open(encoding="utf-8") as handle:
        return tuple(json.loads(line) for line in handle if line.strip())


def norm(text: str) -> str:
    return " ".join(text.lower().split())


def entries_file(split: str) -> Path:
    return DATA / f"{split}_entries.jsonl"


def carried(row: Row, note: str) -> str | None:
    """The plain text an encoded variant carries (after its neutral ``note`` label); None for
    the look-alike kinds."""
    text, kind = row["text"], row["obfuscation"]
    run = text.removeprefix(note).strip()
    if kind == "base64":
        return base64.b64decode(run, validate=True).decode("utf-8")
    if kind == "hex":
        return bytes.fromhex(run).decode("utf-8")
    if kind == "url":
        return urllib.parse.unquote(run)
    if kind == "tag_chars":
        return "".join(chr(ord(ch) - 0xE0000) for ch in "".join(TAGS.findall(text)))
    return None


def zero_width_payload(text: str) -> str:
    """The ASCII a run of ZWNJ (1) and ZWSP (0) bits spells."""
    bits = "".join("1" if ch == "\u200c" else "0" for ch in ZERO_WIDTH.findall(text))
    return "".join(chr(int(bits[i : i + 8], 2)) for i in range(0, len(bits), 8))


def benchmark(prefix: str) -> ModuleType:
    """benchmarks/injection_scan.py, loaded afresh (a test may repoint its paths)."""
    spec = importlib.util.spec_from_file_location(
        f"{prefix}_bench", ROOT / "benchmarks" / "injection_scan.py"
    )
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    path = list(sys.path)
    try:
        spec.loader.exec_module(bench)  # it puts the data folder on sys.path for `dataset`
    finally:
        sys.path[:] = path
    return bench


@dataclass(frozen=True)
class FreshSet:
    """What one blind set promises. ``never_read_by`` names the scripts checked for the set's
    ``never_words``; None means every script but injection_spent.py (the one reader of spent
    sets)."""

    split: str
    prefixes: tuple[str, str]  # (malicious, benign) id and group prefixes
    min_bases: int
    min_bases_per_category: int
    variant_share: tuple[float, float]  # variants per plain base
    min_per_kind: int
    min_benign: int
    min_benign_per_language: int
    scanner_words: tuple[str, ...]
    never_words: tuple[str, ...]
    never_read_by: tuple[str, ...] | None = None
    english_share: tuple[float, float] | None = None
    min_variants_per_category: int = 1
    min_variants_per_language: int = 1
    hidden_kinds: dict[str, int] | None = None  # exact counts, where the set promises them
    min_benign_english: int = 0
    min_benign_categories_per_language: int = 0
    more_phrases: tuple[str, ...] = ()

    @property
    def file(self) -> Path:
        return entries_file(self.split)

    @property
    def older(self) -> tuple[Path, ...]:
        earlier = FRESH_SPLITS[: FRESH_SPLITS.index(self.split)]
        return (DATA / "entries.jsonl", *(entries_file(s) for s in earlier))


class FreshSetChecks:
    """Subclass as ``TestFreshN`` with ``SET = FreshSet(...)``; pytest collects every check."""

    SET: ClassVar[FreshSet]

    @pytest.fixture(scope="class")
    @classmethod
    def rows(cls) -> list[Row]:
        return read_rows(cls.SET.file)

    def module(self, name: str) -> ModuleType:
        return data_module(name, self.SET.split)

    def plain(self, rows: list[Row]) -> list[Row]:
        return [
            r
            for r in rows
            if r["label"] == "malicious" and r["obfuscation"] == "none" and r["category"] in INTENTS
        ]

    def variants(self, rows: list[Row]) -> list[Row]:
        return [
            r
            for r in rows
            if r["label"] == "malicious" and r["category"] in INTENTS and r["obfuscation"] != "none"
        ]

    def carried(self, row: Row) -> str | None:
        return carried(row, self.module("obfuscate").NOTE[row["language"]])

    def test_the_builder_reproduces_the_file_and_its_check_says_so(self) -> None:
        name = f"{self.SET.split}_build"
        assert self.module(name).build() == self.SET.file.read_text(encoding="utf-8")
        done = subprocess.run(
            [sys.executable, str(DATA / f"{name}.py"), "--check"], capture_output=True, text=True
        )
        assert done.returncode == 0 and "up to date" in done.stdout, done.stdout + done.stderr

    def test_the_check_fails_on_a_stale_file_and_a_rebuild_fixes_it(self, tmp_path: Path) -> None:
        build = self.module(f"{self.SET.split}_build")
        text = self.SET.file.read_text(encoding="utf-8")
        benign = self.SET.prefixes[1]
        for stale_text in (text[:-200], text.replace(benign, benign[:-2] + "x-", 1)):
            stale = tmp_path / self.SET.file.name
            stale.write_text(stale_text, encoding="utf-8")
            build.OUTPUT = stale
            assert build.main(["--check"]) == 1
            assert build.main([]) == 0 and stale.read_text(encoding="utf-8") == build.build()
            assert build.main(["--check"]) == 0

    def test_every_row_has_the_documented_fields_and_is_of_the_set(self, rows: list[Row]) -> None:
        for row in rows:
            assert set(row) == FIELDS, row["id"]
            assert row["source"] == f"ours-{self.SET.split}", row["id"]
            assert row["split"] == self.SET.split, row["id"]
            assert row["label"] in ("malicious", "benign") and row["text"].strip(), row["id"]
            assert row["category"] in CATEGORIES, row["id"]
            assert row["obfuscation"] in OBFUSCATIONS, row["id"]
            assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
            prefix = self.SET.prefixes[row["label"] != "malicious"]
            assert row["id"].startswith(prefix) and row["group"].startswith(prefix), row["id"]
        assert len({row["id"] for row in rows}) == len(rows)

    def test_malicious_bases_over_every_category_and_language(self, rows: list[Row]) -> None:
        plain = self.plain(rows)
        assert len(plain) >= self.SET.min_bases
        per_category = Counter(r["category"] for r in plain)
        assert all(per_category[c] >= self.SET.min_bases_per_category for c in INTENTS)
        pairs = {(r["category"], r["language"]) for r in plain}
        assert {(c, lang) for c in INTENTS for lang in LANGUAGES} <= pairs
        if self.SET.english_share is not None:  # about a quarter
            low, high = self.SET.english_share
            english = sum(r["language"] == "en" for r in plain) / len(plain)
            assert low <= english <= high, english
        assert all(r["language"] in LANGUAGES for r in plain)

    def test_about_a_third_of_the_bases_have_one_variant_spread_over_every_kind(
        self, rows: list[Row]
    ) -> None:
        plain, variants = self.plain(rows), self.variants(rows)
        low, high = self.SET.variant_share
        assert len(plain) * low <= len(variants) <= len(plain) * high
        assert max(Counter(r["group"] for r in variants).values()) == 1
        kinds = Counter(r["obfuscation"] for r in variants)
        assert set(kinds) == set(KINDS) and min(kinds.values()) >= self.SET.min_per_kind, kinds
        per_category = Counter(r["category"] for r in variants)
        assert set(per_category) == set(INTENTS)
        assert min(per_category.values()) >= self.SET.min_variants_per_category, per_category
        per_language = Counter(r["language"] for r in variants)
        assert set(per_language) == set(LANGUAGES)
        assert min(per_language.values()) >= self.SET.min_variants_per_language, per_language

    def test_every_variant_still_carries_its_base(self, rows: list[Row]) -> None:
        base = {r["group"]: r["text"] for r in self.plain(rows)}
        for row in self.variants(rows):
            plain, text, kind = base[row["group"]], row["text"], row["obfuscation"]
            assert text != plain, row["id"]
            decoded = self.carried(row)
            if decoded is not None:
                assert decoded == plain, row["id"]
            elif kind == "zero_width":
                assert ZERO_WIDTH.sub("", text) == plain, row["id"]
            elif kind == "homoglyph":
                assert re.search("[\u0370-\u03ff\u0400-\u04ff]", text), row["id"]
                assert re.search("[A-Za-z]", text), row["id"]
            elif kind == "spacing":
                assert text.replace(" ", "") == plain.replace(" ", ""), row["id"]
            elif kind == "mixed_case":
                assert text.lower() == plain.lower(), row["id"]
            else:
                assert kind == "leetspeak" and re.search("[0-9]", text), row["id"]
                assert len(text) == len(plain), row["id"]

    def test_hidden_text_rows_hide_an_english_instruction_in_a_visible_note(
        self, rows: list[Row]
    ) -> None:
        hidden = [r for r in rows if r["label"] == "malicious" and r["category"] == "hidden_text"]
        assert len(hidden) >= 8 and {r["language"] for r in hidden} == set(LANGUAGES)
        kinds = Counter(r["obfuscation"] for r in hidden)
        assert set(kinds) == {"tag_chars", "zero_width"}
        if self.SET.hidden_kinds is not None:
            assert kinds == self.SET.hidden_kinds
        for row in hidden:
            if row["obfuscation"] == "tag_chars":
                payload = self.carried(row)
            else:
                payload = zero_width_payload(row["text"])
            assert payload and len(payload) >= 30 and payload.isascii(), row["id"]
            visible = TAGS.sub("", ZERO_WIDTH.sub("", row["text"]))
            assert visible.strip() and payload not in visible, row["id"]

    def test_benign_rows_that_share_the_trigger_words(self, rows: list[Row]) -> None:
        benign = [r for r in rows if r["label"] == "benign"]
        assert len(benign) >= self.SET.min_benign
        languages = Counter(r["language"] for r in benign)
        assert all(languages[lang] >= self.SET.min_benign_per_language for lang in LANGUAGES)
        assert all(languages[lang] >= 5 for lang in SCRIPT_LANGUAGES), languages
        assert languages["en"] >= self.SET.min_benign_english, languages
        assert {r["category"] for r in benign} == set(CATEGORIES)
        for lang in LANGUAGES:  # every language has harmless uses of (most) categories' words
            used = {r["category"] for r in benign if r["language"] == lang}
            assert len(used) >= self.SET.min_benign_categories_per_language, lang
        text = "\n".join(r["text"] for r in benign).lower()
        for phrase in PHRASES + self.SET.more_phrases:
            assert phrase in text, phrase
        for row in (r for r in benign if r["language"] in SCRIPT_LANGUAGES):
            assert ZERO_WIDTH.search(row["text"]) and row["obfuscation"] == "zero_width", row["id"]
        for emoji in EMOJI_ZWJ:
            assert sum(1 for r in benign if emoji.search(r["text"])) >= 8
        assert not [
            r["id"] for r in benign if TAGS.search(r["text"])
        ]  # tag characters never benign

    def test_nothing_repeats_the_tuned_set_the_earlier_blind_sets_or_itself(
        self, rows: list[Row]
    ) -> None:
        older: list[Row] = []
        for path in self.SET.older:  # compared as data only: nobody writing a set read the rest
            older += read_rows(path)
        seen = {norm(r["text"]) for r in older}
        assert not [r["id"] for r in rows if norm(r["text"]) in seen]
        assert not {r["id"] for r in rows} & {r["id"] for r in older}
        assert not {r["group"] for r in rows} & {r["group"] for r in older}
        assert len({r["text"] for r in rows}) == len(rows)  # mixed_case rows differ only in case
        plain = [norm(r["text"]) for r in rows if r["obfuscation"] in ("none", "role_marker")]
        assert len(set(plain)) == len(plain)

    def test_nothing_copies_a_public_corpus_entry(self, rows: list[Row]) -> None:
        public = self.module("dataset").load_public()  # the corpora come with the dev extra
        mine = "\n".join(r["text"] for r in rows)
        assert not [e.id for e in public if len(e.text) > 30 and e.text in mine]

    def test_its_loader_returns_the_rows_and_the_earlier_loaders_are_unchanged(
        self, rows: list[Row]
    ) -> None:
        dataset = self.module("dataset")
        loaded = getattr(dataset, f"load_{self.SET.split}")()
        assert [e.id for e in loaded] == [r["id"] for r in rows]
        assert all(isinstance(e, dataset.Entry) and e.split == self.SET.split for e in loaded)
        assert sum(e.malicious for e in loaded) == sum(r["label"] == "malicious" for r in rows)
        assert not {e.id for e in loaded} & {e.id for e in dataset.load_ours()}
        for split in FRESH_SPLITS[: FRESH_SPLITS.index(self.SET.split)]:
            earlier = getattr(dataset, f"load_{split}")()
            assert [e.id for e in earlier] == [r["id"] for r in read_rows(entries_file(split))]
            assert {e.split for e in earlier} == {split}

    def test_the_benchmark_measures_the_set_like_the_others_and_no_fresh_leaves_all_out(
        self, rows: list[Row], tmp_path: Path
    ) -> None:
        # only the benchmark's data loading is called here: nothing is scanned
        bench = benchmark(self.SET.split)
        names = [f"{split}_test" for split in FRESH_SPLITS]
        mine = f"{self.SET.split}_test"
        sections, skipped = bench.blind_sections(False, None)
        assert list(sections) == names and skipped == {}
        assert [e.id for e in sections[mine]] == [r["id"] for r in rows]
        for limit in (4, 5):
            limited, _ = bench.blind_sections(False, limit)
            assert [sum(e.malicious for e in limited[n]) for n in names] == [limit] * len(names)
            assert all(len(limited[n]) == 2 * limit for n in names)
        sections, skipped = bench.blind_sections(True, None)
        assert sections == {} and skipped == dict.fromkeys(names, "left out (--no-fresh)")
        # an unbuilt set is named, not lost
        setattr(bench, f"{self.SET.split.upper()}_ENTRIES", tmp_path / self.SET.file.name)
        sections, skipped = bench.blind_sections(False, None)
        assert list(sections) == [n for n in names if n != mine]
        assert skipped == {mine: f"not built: {self.SET.file.name}"}

    def test_nothing_that_tunes_the_scanner_reads_the_set(self) -> None:
        for path in sorted((ROOT / "src" / "hermes_memory" / "scanning").rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            assert not [w for w in self.SET.scanner_words if w in source], path
        scripts = sorted((ROOT / "scripts").glob("*.py"))
        if self.SET.never_read_by is None:  # spent: read by the training only through one module
            scripts = [p for p in scripts if p.name != "injection_spent.py"]
        else:
            scripts = [ROOT / "scripts" / name for name in self.SET.never_read_by]
        for path in scripts:  # read by the test, as text, to look for the set's names only
            source = path.read_text(encoding="utf-8")
            assert not [w for w in self.SET.never_words if w in source], path
