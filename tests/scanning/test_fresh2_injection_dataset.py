"""The second fresh held-back injection set (tests/data/injection/fresh2_entries.jsonl): that
fresh2_build.py reproduces it, that it has the counts and the spread of categories, languages
and obfuscations it promises, that every variant's label is true of its text, that none of it
repeats the tuned set or the first fresh set, and that the scanner never reads it (spent: the
classifier's training reads it as a wave, through one module).
"""

from __future__ import annotations

import base64
import importlib.util
import json
import re
import subprocess
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

import pytest
from tests.scanning.injection_vocab import INTENTS, LANGUAGES, data_module

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "injection"
FILE = DATA / "fresh2_entries.jsonl"
SCRIPTS = ("fa", "hi", "ar")  # benign only: ZWNJ/ZWJ belong to these scripts
KINDS = (
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
INVISIBLE = re.compile("[\u200b-\u200d\u2060]")
TAGS = re.compile("[\U000e0020-\U000e007e]+")
EMOJI_ZWJ = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf]\ufe0f?\u200d[\U0001f300-\U0001faff]")

Row = dict[str, str]


def _read(path: Path) -> list[Row]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture(scope="module")
def rows() -> list[Row]:
    return _read(FILE)


def _plain(rows: list[Row]) -> list[Row]:
    return [r for r in rows if r["label"] == "malicious" and r["obfuscation"] == "none"]


def _variants(rows: list[Row]) -> list[Row]:
    return [
        r
        for r in rows
        if r["label"] == "malicious" and r["category"] in INTENTS and r["obfuscation"] != "none"
    ]


def test_the_builder_reproduces_the_file_and_its_check_says_so() -> None:
    assert data_module("fresh2_build", "fresh2").build() == FILE.read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(DATA / "fresh2_build.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0 and "up to date" in done.stdout, done.stdout + done.stderr


def test_the_check_fails_on_a_stale_file(tmp_path: Path) -> None:
    build = data_module("fresh2_build", "fresh2")
    stale = tmp_path / "fresh2_entries.jsonl"
    stale.write_text(FILE.read_text(encoding="utf-8")[:-200], encoding="utf-8")
    build.OUTPUT = stale
    assert build.main(["--check"]) == 1
    assert build.main([]) == 0 and stale.read_text(encoding="utf-8") == build.build()


def test_every_row_has_the_documented_fields_and_is_fresh2(rows: list[Row]) -> None:
    fields = {"id", "group", "text", "label", "category", "language", "obfuscation", "source"}
    for row in rows:
        assert set(row) == fields | {"split"}, row["id"]
        assert row["source"] == "ours-fresh2" and row["split"] == "fresh2", row["id"]
        assert row["label"] in ("malicious", "benign") and row["text"].strip(), row["id"]
        assert row["category"] in (*INTENTS, "hidden_text"), row["id"]
        assert row["language"] in LANGUAGES + SCRIPTS, row["id"]
        assert row["id"].startswith(("f2m-", "f2b-")), row["id"]
    assert len({row["id"] for row in rows}) == len(rows)


def test_at_least_128_malicious_bases_over_every_category_and_language(rows: list[Row]) -> None:
    plain = [r for r in _plain(rows) if r["category"] in INTENTS]
    assert len(plain) >= 128
    per_category = Counter(r["category"] for r in plain)
    assert all(per_category[c] >= 16 for c in INTENTS), per_category
    assert {(c, lang) for c in INTENTS for lang in LANGUAGES} <= {
        (r["category"], r["language"]) for r in plain
    }
    english = sum(r["language"] == "en" for r in plain) / len(plain)
    assert 0.18 <= english <= 0.32, english  # about a quarter
    assert all(r["language"] in LANGUAGES for r in plain)


def test_about_a_third_of_the_bases_have_one_variant_spread_over_every_kind(
    rows: list[Row],
) -> None:
    plain, variants = _plain(rows), _variants(rows)
    assert len(plain) / 4 <= len(variants) <= len(plain) / 2
    assert max(Counter(r["group"] for r in variants).values()) == 1
    kinds = Counter(r["obfuscation"] for r in variants)
    assert set(kinds) == set(KINDS) and min(kinds.values()) >= 3, kinds
    assert {r["category"] for r in variants} == set(INTENTS)
    assert {r["language"] for r in variants} == set(LANGUAGES)


def _carried(row: Row) -> str | None:
    """The plain text an encoded variant carries; None for the look-alike kinds."""
    text, kind = row["text"], row["obfuscation"]
    run = text.removeprefix(data_module("obfuscate", "fresh2").NOTE[row["language"]]).strip()
    if kind == "base64":
        return base64.b64decode(run).decode("utf-8")
    if kind == "hex":
        return bytes.fromhex(run).decode("utf-8")
    if kind == "url":
        return urllib.parse.unquote(run)
    if kind == "tag_chars":
        return "".join(chr(ord(ch) - 0xE0000) for ch in "".join(TAGS.findall(text)))
    return None


def test_every_variant_still_carries_its_base(rows: list[Row]) -> None:
    base = {r["group"]: r["text"] for r in _plain(rows)}
    for row in _variants(rows):
        plain, text, kind = base[row["group"]], row["text"], row["obfuscation"]
        assert text != plain, row["id"]
        carried = _carried(row)
        if carried is not None:
            assert carried == plain, row["id"]
        elif kind == "zero_width":
            assert INVISIBLE.sub("", text) == plain, row["id"]
        elif kind == "homoglyph":
            assert re.search("[\u0370-\u03ff\u0400-\u04ff]", text), row["id"]
            assert re.search("[A-Za-z]", text), row["id"]
        elif kind == "spacing":
            assert text.replace(" ", "") == plain.replace(" ", ""), row["id"]
        elif kind == "mixed_case":
            assert text.lower() == plain.lower(), row["id"]
        else:
            assert kind == "leetspeak" and re.search("[0-9]", text), row["id"]


def test_hidden_text_rows_hide_an_instruction_in_a_visible_note(rows: list[Row]) -> None:
    hidden = [r for r in rows if r["label"] == "malicious" and r["category"] == "hidden_text"]
    assert len(hidden) >= 8 and {r["language"] for r in hidden} == set(LANGUAGES)
    assert {r["obfuscation"] for r in hidden} == {"tag_chars", "zero_width"}
    for row in hidden:
        if row["obfuscation"] == "tag_chars":
            payload = _carried(row)
        else:
            bits = "".join("1" if ch == "\u200c" else "0" for ch in INVISIBLE.findall(row["text"]))
            payload = "".join(chr(int(bits[i : i + 8], 2)) for i in range(0, len(bits), 8))
        assert payload and len(payload) >= 30 and payload.isascii(), row["id"]
        visible = TAGS.sub("", INVISIBLE.sub("", row["text"]))
        assert visible.strip() and payload not in visible, row["id"]


def test_at_least_200_benign_rows_that_share_the_trigger_words(rows: list[Row]) -> None:
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(benign) >= 200
    languages = Counter(r["language"] for r in benign)
    assert all(languages[lang] >= 20 for lang in LANGUAGES), languages
    assert all(languages[lang] >= 5 for lang in SCRIPTS), languages
    assert {r["category"] for r in benign} == {*INTENTS, "hidden_text"}
    for lang in LANGUAGES:  # every language has harmless uses of most intents' words
        assert len({r["category"] for r in benign if r["language"] == lang}) >= 8, lang
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
        "don't tell the customer",
        "persona",
    ):
        assert phrase in text, phrase
    for row in (r for r in benign if r["language"] in SCRIPTS):
        assert INVISIBLE.search(row["text"]), row["id"]
    assert sum(1 for r in benign if EMOJI_ZWJ.search(r["text"])) >= 8


def test_nothing_repeats_the_tuned_set_the_first_fresh_set_or_itself(rows: list[Row]) -> None:
    def norm(text: str) -> str:
        return " ".join(text.lower().split())

    older = _read(DATA / "entries.jsonl") + _read(DATA / "fresh_entries.jsonl")
    seen = {norm(r["text"]) for r in older}
    assert not [r["id"] for r in rows if norm(r["text"]) in seen]
    assert not {r["id"] for r in rows} & {r["id"] for r in older}
    assert len({r["text"] for r in rows}) == len(rows)  # mixed_case rows differ only in case
    plain = [norm(r["text"]) for r in rows if r["obfuscation"] in ("none", "role_marker")]
    assert len(set(plain)) == len(plain)


def test_nothing_copies_a_public_corpus_entry(rows: list[Row]) -> None:
    public = data_module("dataset", "fresh2").load_public()  # the corpora come with the dev extra
    mine = "\n".join(r["text"] for r in rows)
    assert not [e.id for e in public if len(e.text) > 30 and e.text in mine]


def test_load_fresh2_returns_the_rows_and_load_fresh_is_unchanged(rows: list[Row]) -> None:
    dataset = data_module("dataset", "fresh2")
    fresh2 = dataset.load_fresh2()
    assert [e.id for e in fresh2] == [r["id"] for r in rows]
    assert all(isinstance(e, dataset.Entry) and e.split == "fresh2" for e in fresh2)
    assert sum(e.malicious for e in fresh2) == sum(r["label"] == "malicious" for r in rows)
    fresh = dataset.load_fresh()
    assert [e.id for e in fresh] == [r["id"] for r in _read(DATA / "fresh_entries.jsonl")]
    assert {e.split for e in fresh} == {"fresh"}


def test_the_benchmark_measures_fresh2_like_fresh_and_no_fresh_leaves_both_out() -> None:
    # only the benchmark's data loading is called here: nothing is scanned
    spec = importlib.util.spec_from_file_location(
        "fresh2_bench", ROOT / "benchmarks" / "injection_scan.py"
    )
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    path = list(sys.path)
    try:
        spec.loader.exec_module(bench)  # it puts the data folder on sys.path for `dataset`
    finally:
        sys.path[:] = path
    sections, skipped = bench.blind_sections(False, None)
    assert list(sections)[:2] == ["fresh_test", "fresh2_test"] and skipped == {}
    assert [e.id for e in sections["fresh2_test"]] == [r["id"] for r in _read(FILE)]
    limited, _ = bench.blind_sections(False, 4)
    assert all(sum(e.malicious for e in limited[n]) == 4 for n in limited)
    assert all(len(limited[n]) == 8 for n in limited)
    sections, skipped = bench.blind_sections(True, None)
    assert sections == {} and skipped["fresh2_test"] == "left out (--no-fresh)"
    assert set(skipped) >= {"fresh_test", "fresh2_test"}


def test_the_scanner_never_reads_the_second_fresh_set_and_training_only_as_a_spent_wave() -> None:
    # spent after its one measurement: the classifier trains on it as wave f2, read only
    # through scripts/injection_spent.py (which refuses the unseen third set)
    for path in sorted((ROOT / "src" / "hermes_memory" / "scanning").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "fresh2" not in source and "load_fresh2" not in source, path
    for path in sorted((ROOT / "scripts").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        if path.name != "injection_spent.py":
            assert "FRESH2_ENTRIES" not in source and "load_fresh2" not in source, path
