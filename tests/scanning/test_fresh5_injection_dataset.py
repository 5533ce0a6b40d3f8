"""The fifth fresh held-back injection set (tests/data/injection/fresh5_entries.jsonl): that
fresh5_build.py reproduces it, that it keeps its promised counts and spread of categories,
languages and obfuscations (both hands: fresh5_bases*.py, fresh5_benign*.py, the second's ids
numbered from 101), that every variant still carries its base, that none of it repeats
the tuned set or the four earlier blind sets, and that the benchmark measures it like the others
and leaves it out with them. Nothing here scans a row: the set is to be measured once, later.
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
from types import ModuleType

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
FILE = DATA / "fresh5_entries.jsonl"
OLDER = (
    "entries.jsonl",
    "fresh_entries.jsonl",
    "fresh2_entries.jsonl",
    "fresh3_entries.jsonl",
    "fresh4_entries.jsonl",
)
KINDS = tuple(k for k in OBFUSCATIONS if k not in ("none", "role_marker"))
TAGS = re.compile("[\U000e0020-\U000e007e]+")
EMOJI_ZWJ = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf]\ufe0f?\u200d[\U0001f300-\U0001faff]")

Row = dict[str, str]


def _load(name: str) -> ModuleType:
    return data_module(name, "fresh5")


def _read(path: Path) -> list[Row]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture(scope="module")
def rows() -> list[Row]:
    return _read(FILE)


def _plain(rows: list[Row]) -> list[Row]:
    return [
        r
        for r in rows
        if r["label"] == "malicious" and r["obfuscation"] == "none" and r["category"] in INTENTS
    ]


def _variants(rows: list[Row]) -> list[Row]:
    return [
        r
        for r in rows
        if r["label"] == "malicious" and r["category"] in INTENTS and r["obfuscation"] != "none"
    ]


def test_the_builder_reproduces_the_file_and_its_check_says_so() -> None:
    assert _load("fresh5_build").build() == FILE.read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(DATA / "fresh5_build.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0 and "up to date" in done.stdout, done.stdout + done.stderr


def test_the_check_fails_on_a_stale_file_and_a_rebuild_fixes_it(tmp_path: Path) -> None:
    build = _load("fresh5_build")
    stale = tmp_path / "fresh5_entries.jsonl"
    stale.write_text(FILE.read_text(encoding="utf-8").replace("f5b-", "f5x-", 1), encoding="utf-8")
    build.OUTPUT = stale
    assert build.main(["--check"]) == 1
    assert build.main([]) == 0 and stale.read_text(encoding="utf-8") == build.build()
    assert build.main(["--check"]) == 0


def test_every_row_has_the_documented_fields_and_is_fresh5(rows: list[Row]) -> None:
    for row in rows:
        assert set(row) == FIELDS, row["id"]
        assert row["source"] == "ours-fresh5" and row["split"] == "fresh5", row["id"]
        assert row["label"] in ("malicious", "benign") and row["text"].strip(), row["id"]
        assert row["category"] in CATEGORIES, row["id"]
        assert row["obfuscation"] in OBFUSCATIONS, row["id"]
        assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES, row["id"]
        prefix = "f5m-" if row["label"] == "malicious" else "f5b-"
        assert row["id"].startswith(prefix) and row["group"].startswith(prefix), row["id"]
    assert len({row["id"] for row in rows}) == len(rows)


def _written() -> dict[str, list[tuple[str, str, str]]]:
    """Both hands' bases with their forms, category by category."""
    first = _load("fresh5_bases").FRESH5_WRITTEN
    second = _load("fresh5_bases_more").FRESH5_MORE_WRITTEN
    return {category: first[category] + second[category] for category in INTENTS}


def _second_hand(ident: str) -> bool:
    """Whether a row's id is numbered from 101, as the second hand's rows are."""
    return int(ident.split("-")[3]) > 100


def test_at_least_200_malicious_bases_over_every_category_and_language(rows: list[Row]) -> None:
    plain = _plain(rows)
    assert len(plain) >= 200
    per_category = Counter(r["category"] for r in plain)
    assert all(per_category[c] >= 24 for c in INTENTS), per_category
    pairs = {(r["category"], r["language"]) for r in plain}
    assert {(c, lang) for c in INTENTS for lang in LANGUAGES} <= pairs
    english = sum(r["language"] == "en" for r in plain) / len(plain)
    assert 0.2 <= english <= 0.3, english  # about a quarter
    assert all(r["language"] in LANGUAGES for r in plain)


def test_the_bases_are_dressed_in_many_forms(rows: list[Row]) -> None:
    written = _written()
    forms = Counter(form for bases in written.values() for _lang, form, _text in bases)
    total = sum(forms.values())
    assert total == len(_plain(rows))
    assert 0.35 <= forms["memory"] / total <= 0.45, forms  # about two in five memory-shaped
    assert 0.15 <= forms["content"] / total <= 0.3, forms  # about one in five read and kept
    assert len(forms) >= 10 and all(n >= 1 for n in forms.values()), forms
    for category, bases in written.items():  # every category has both main forms
        assert {"memory", "content"} <= {form for _lang, form, _text in bases}, category
    long = [t for bases in written.values() for _l, f, t in bases if f == "long"]
    assert long and all(t.count("\n") >= 3 for t in long)  # the attack is one line of several


def test_about_a_third_of_the_bases_have_one_variant_spread_over_every_kind(
    rows: list[Row],
) -> None:
    plain, variants = _plain(rows), _variants(rows)
    assert len(plain) * 0.28 <= len(variants) <= len(plain) * 0.4
    assert max(Counter(r["group"] for r in variants).values()) == 1
    kinds = Counter(r["obfuscation"] for r in variants)
    assert set(kinds) == set(KINDS) and min(kinds.values()) >= 4, kinds
    per_category = Counter(r["category"] for r in variants)
    assert set(per_category) == set(INTENTS) and min(per_category.values()) >= 5, per_category
    per_language = Counter(r["language"] for r in variants)
    assert set(per_language) == set(LANGUAGES) and min(per_language.values()) >= 4, per_language


def test_the_second_hand_is_there_after_the_first(rows: list[Row]) -> None:
    second = [r for r in rows if _second_hand(r["id"])]
    plain = [r for r in _plain(rows) if _second_hand(r["id"])]
    written = _load("fresh5_bases_more").FRESH5_MORE_WRITTEN
    assert len(plain) == 80 == sum(len(bases) for bases in written.values())
    assert Counter(r["category"] for r in plain) == dict.fromkeys(INTENTS, 10)
    assert {r["language"] for r in plain} == set(LANGUAGES)
    assert sum(r["language"] == "en" for r in plain) == 20  # a quarter
    forms = Counter(form for bases in written.values() for _lang, form, _text in bases)
    assert 0.35 <= forms["memory"] / 80 <= 0.45 and 0.15 <= forms["content"] / 80 <= 0.3, forms
    variants = [r for r in _variants(rows) if _second_hand(r["id"])]
    assert len(variants) == 27 and {r["group"] for r in variants} <= {r["group"] for r in plain}
    assert set(Counter(r["obfuscation"] for r in variants)) == set(KINDS)
    benign = [r for r in second if r["label"] == "benign"]
    assert Counter(r["language"] for r in benign) == dict.fromkeys(LANGUAGES, 24)
    assert not [r for r in second if r["category"] == "hidden_text" and r["label"] == "malicious"]
    first = len(rows) - len(second)
    assert rows[first:] == second  # appended after the first hand's rows
    build = _load("fresh5_build")  # the first hand's rows are what it alone builds
    alone = build.build_set(build.SET)
    assert FILE.read_text(encoding="utf-8").startswith(alone)
    assert alone.count("\n") == first


def _carried(row: Row) -> str | None:
    """The plain text an encoded variant carries; None for the look-alike kinds."""
    text, kind = row["text"], row["obfuscation"]
    run = text.removeprefix(_load("obfuscate").NOTE[row["language"]]).strip()
    if kind == "base64":
        return base64.b64decode(run, validate=True).decode("utf-8")
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


def test_hidden_text_rows_hide_an_english_instruction_in_a_visible_note(rows: list[Row]) -> None:
    hidden = [r for r in rows if r["label"] == "malicious" and r["category"] == "hidden_text"]
    assert len(hidden) >= 8 and {r["language"] for r in hidden} == set(LANGUAGES)
    assert Counter(r["obfuscation"] for r in hidden) == {"tag_chars": 4, "zero_width": 4}
    for row in hidden:
        if row["obfuscation"] == "tag_chars":
            payload = _carried(row)
        else:
            bits = "".join("1" if ch == "\u200c" else "0" for ch in ZERO_WIDTH.findall(row["text"]))
            payload = "".join(chr(int(bits[i : i + 8], 2)) for i in range(0, len(bits), 8))
        assert payload and len(payload) >= 30 and payload.isascii(), row["id"]
        visible = TAGS.sub("", ZERO_WIDTH.sub("", row["text"]))
        assert visible.strip() and payload not in visible, row["id"]


def test_at_least_400_benign_rows_that_share_the_trigger_words(rows: list[Row]) -> None:
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(benign) >= 400
    languages = Counter(r["language"] for r in benign)
    assert languages["en"] >= 85, languages
    assert all(languages[lang] >= 45 for lang in LANGUAGES), languages
    assert all(languages[lang] >= 5 for lang in SCRIPT_LANGUAGES), languages
    for lang in LANGUAGES:  # every language has harmless uses of every category's words
        assert {r["category"] for r in benign if r["language"] == lang} == set(CATEGORIES), lang
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
        "<<sys>>",
        "~/.ssh/config",
        "don't tell the customer",
        "persona",
        "drop table",
        "~/.aws/credentials",
    ):
        assert phrase in text, phrase
    for row in (r for r in benign if r["language"] in SCRIPT_LANGUAGES):
        assert ZERO_WIDTH.search(row["text"]) and row["obfuscation"] == "zero_width", row["id"]
    assert sum(1 for r in benign if EMOJI_ZWJ.search(r["text"])) >= 8
    assert not [r["id"] for r in benign if TAGS.search(r["text"])]  # tag characters never benign


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def test_nothing_repeats_the_tuned_set_the_earlier_blind_sets_or_itself(rows: list[Row]) -> None:
    older: list[Row] = []
    for name in OLDER:  # compared as data only: nobody writing this set read those texts
        older += _read(DATA / name)
    seen = {_norm(r["text"]) for r in older}
    assert not [r["id"] for r in rows if _norm(r["text"]) in seen]
    assert not {r["id"] for r in rows} & {r["id"] for r in older}
    assert not {r["group"] for r in rows} & {r["group"] for r in older}
    assert len({r["text"] for r in rows}) == len(rows)  # mixed_case rows differ only in case
    plain = [_norm(r["text"]) for r in rows if r["obfuscation"] in ("none", "role_marker")]
    assert len(set(plain)) == len(plain)


def test_nothing_copies_a_public_corpus_entry(rows: list[Row]) -> None:
    public = _load("dataset").load_public()  # the corpora come with the dev extra
    mine = "\n".join(r["text"] for r in rows)
    assert not [e.id for e in public if len(e.text) > 30 and e.text in mine]


def test_load_fresh5_returns_the_rows_and_the_other_loaders_are_unchanged(
    rows: list[Row],
) -> None:
    dataset = _load("dataset")
    fresh5 = dataset.load_fresh5()
    assert [e.id for e in fresh5] == [r["id"] for r in rows]
    assert all(isinstance(e, dataset.Entry) and e.split == "fresh5" for e in fresh5)
    assert sum(e.malicious for e in fresh5) == sum(r["label"] == "malicious" for r in rows)
    for load, name, split in (
        (dataset.load_fresh, "fresh_entries.jsonl", "fresh"),
        (dataset.load_fresh2, "fresh2_entries.jsonl", "fresh2"),
        (dataset.load_fresh3, "fresh3_entries.jsonl", "fresh3"),
        (dataset.load_fresh4, "fresh4_entries.jsonl", "fresh4"),
    ):
        loaded = load()
        assert [e.id for e in loaded] == [r["id"] for r in _read(DATA / name)]
        assert {e.split for e in loaded} == {split}


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "fresh5_bench", ROOT / "benchmarks" / "injection_scan.py"
    )
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    path = list(sys.path)
    try:
        spec.loader.exec_module(bench)  # it puts the data folder on sys.path for `dataset`
    finally:
        sys.path[:] = path
    return bench


def test_the_benchmark_measures_fresh5_like_the_others_and_no_fresh_leaves_all_out(
    rows: list[Row], tmp_path: Path
) -> None:
    # only the benchmark's data loading is called here: nothing is scanned
    bench = _benchmark()
    names = ["fresh_test", "fresh2_test", "fresh3_test", "fresh4_test", "fresh5_test"]
    sections, skipped = bench.blind_sections(False, None)
    assert list(sections) == names and skipped == {}
    assert [e.id for e in sections["fresh5_test"]] == [r["id"] for r in rows]
    limited, _ = bench.blind_sections(False, 5)
    assert [sum(e.malicious for e in limited[n]) for n in names] == [5, 5, 5, 5, 5]
    assert all(len(limited[n]) == 10 for n in names)
    sections, skipped = bench.blind_sections(True, None)
    assert sections == {} and skipped == dict.fromkeys(names, "left out (--no-fresh)")
    bench.FRESH5_ENTRIES = tmp_path / "fresh5_entries.jsonl"  # an unbuilt set is named, not lost
    sections, skipped = bench.blind_sections(False, None)
    assert list(sections) == names[:4] and skipped == {
        "fresh5_test": "not built: fresh5_entries.jsonl"
    }


def test_nothing_that_tunes_the_scanner_reads_the_fifth_fresh_set() -> None:
    tuners = [ROOT / "scripts" / "train_injection_classifier.py"]
    tuners += sorted((ROOT / "src" / "hermes_memory" / "scanning").rglob("*.py"))
    for path in tuners:  # read by the test, as text, to look for the set's names only
        source = path.read_text(encoding="utf-8")
        assert "fresh5" not in source and "load_fresh5" not in source, path
