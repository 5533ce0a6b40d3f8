"""The labelled injection set in tests/data/injection: its shape, its split, that build.py
reproduces it byte for byte, that each obfuscation label is true of its text, and that the
public corpora load from their packages without their text being copied into the repository."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict

import pytest
from tests.scanning.injection_vocab import (
    CATEGORIES,
    DATA,
    INTENTS,
    LANGUAGES,
    OBFUSCATIONS,
    SCRIPT_LANGUAGES,
    ZERO_WIDTH,
    data_module,
)

# The paraphrase tune rows (paraphrase_tune.py): appended after the split, all "tune".
PARAPHRASE_PREFIXES = ("p-", "pb-", "p2-", "pb2-", "wave3a-", "wave3b-", "wave4-", "wave5-")
# sha256 of the held-back rows (sorted-key JSON, file order): adding tune data must not move,
# add or change a single test row.
TEST_SPLIT_DIGEST = "b4af96822c391a084e6e15214cf1586c683189c823f50b9c3a98ad83598066d6"
TAGS = re.compile("[\U000e0000-\U000e007f]")


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    with (DATA / "entries.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def test_every_row_has_the_documented_fields_and_values(rows: list[dict[str, str]]) -> None:
    for row in rows:
        assert set(row) == {
            "id",
            "group",
            "text",
            "label",
            "category",
            "language",
            "obfuscation",
            "source",
            "split",
        }, row["id"]
        assert row["label"] in ("malicious", "benign")
        assert row["category"] in CATEGORIES
        assert row["language"] in LANGUAGES + SCRIPT_LANGUAGES
        assert row["obfuscation"] in OBFUSCATIONS
        assert row["source"] == "ours" and row["split"] in ("tune", "test")
        assert row["text"].strip()
    assert len({row["id"] for row in rows}) == len(rows)


def test_counts_cover_every_category_language_and_obfuscation(rows: list[dict[str, str]]) -> None:
    malicious = [r for r in rows if r["label"] == "malicious"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(malicious) >= 300 and len(benign) >= 300
    pairs = Counter((r["category"], r["language"]) for r in malicious)
    for category in INTENTS:
        for language in LANGUAGES:
            assert pairs[(category, language)] >= 4, (category, language)
    for language in LANGUAGES:
        assert pairs[("hidden_text", language)] >= 2, language
    by_obfuscation = Counter(r["obfuscation"] for r in malicious)
    assert set(by_obfuscation) == set(OBFUSCATIONS)
    assert min(by_obfuscation.values()) >= 8, by_obfuscation
    benign_pairs = Counter((r["category"], r["language"]) for r in benign)
    for language in LANGUAGES:
        for category in CATEGORIES:
            assert benign_pairs[(category, language)] >= 1, (category, language)
    for language in SCRIPT_LANGUAGES:
        assert sum(1 for r in benign if r["language"] == language) >= 8, language


def test_the_split_is_stratified_and_keeps_groups_together(rows: list[dict[str, str]]) -> None:
    strata: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    rows = [row for row in rows if not row["id"].startswith(PARAPHRASE_PREFIXES)]
    for row in rows:
        strata[(row["label"], row["category"])][row["split"]] += 1
    for key, counts in strata.items():
        share = counts["tune"] / (counts["tune"] + counts["test"])
        assert 0.5 <= share <= 0.7, (key, counts)
    for label in ("malicious", "benign"):
        counts = Counter(r["split"] for r in rows if r["label"] == label)
        assert 0.55 <= counts["tune"] / (counts["tune"] + counts["test"]) <= 0.65
    for language in LANGUAGES:
        splits = {
            r["split"] for r in rows if r["language"] == language and r["label"] == "malicious"
        }
        assert splits == {"tune", "test"}, language
    split_of_group: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        split_of_group[row["group"]].add(row["split"])
    assert all(len(splits) == 1 for splits in split_of_group.values())


def test_the_held_back_split_is_exactly_what_it_was(rows: list[dict[str, str]]) -> None:
    test = [row for row in rows if row["split"] == "test"]
    dumped = "\n".join(json.dumps(row, ensure_ascii=False, sort_keys=True) for row in test)
    assert len(test) == 280
    assert hashlib.sha256(dumped.encode()).hexdigest() == TEST_SPLIT_DIGEST


def test_paraphrase_rows_are_tune_only_and_cover_every_intent_and_language(
    rows: list[dict[str, str]],
) -> None:
    para = [row for row in rows if row["id"].startswith(PARAPHRASE_PREFIXES)]
    assert {row["split"] for row in para} == {"tune"}
    malicious = [row for row in para if row["label"] == "malicious"]
    benign = [row for row in para if row["label"] == "benign"]
    assert len(malicious) >= 200 and len(benign) >= 300
    pairs = Counter((row["category"], row["language"]) for row in malicious)
    assert all(pairs[(c, lang)] >= 3 for c in INTENTS for lang in LANGUAGES), pairs
    benign_languages = Counter(row["language"] for row in benign)
    assert min(benign_languages[lang] for lang in LANGUAGES) >= 30
    # the third wave adds script rows (fa/hi/ar) and hidden-text look-alikes
    assert {row["category"] for row in benign} >= set(INTENTS)
    # the original rows come first, in their old order, and no paraphrase row sits among them
    first = next(i for i, row in enumerate(rows) if row["id"].startswith(PARAPHRASE_PREFIXES))
    assert all(row["id"].startswith(PARAPHRASE_PREFIXES) for row in rows[first:])
    # chat-format docs, security notes and devops runbooks among the benign rows
    text = "\n".join(row["text"] for row in benign)
    for phrase in (
        '"role": "system"',
        "### Instruction:",
        "<|im_start|>",
        "authorized_keys",
        "rm -rf",
        "cron",
        "curl",
        "PRIVATE-TOKEN",
    ):
        assert phrase in text, phrase


def test_no_text_appears_twice_let_alone_across_splits(rows: list[dict[str, str]]) -> None:
    texts = Counter(row["text"] for row in rows)
    assert max(texts.values()) == 1
    normalised = defaultdict(set)
    for row in rows:
        normalised[" ".join(row["text"].lower().split())].add(row["split"])
    assert all(len(splits) == 1 for splits in normalised.values())


def test_build_reproduces_the_jsonl_byte_for_byte() -> None:
    build = data_module("build", "injection")
    assert build.build() == (DATA / "entries.jsonl").read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(DATA / "build.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _decodes(text: str, pattern: str, decode: object) -> bool:
    for run in re.findall(pattern, text):
        try:
            decode(run).decode("utf-8")  # type: ignore[operator]
        except (binascii.Error, ValueError):
            continue
        return True
    return False


def test_each_malicious_obfuscation_label_is_true_of_its_text(rows: list[dict[str, str]]) -> None:
    plain = {r["group"]: r["text"] for r in rows if r["obfuscation"] == "none"}
    for row in (r for r in rows if r["label"] == "malicious"):
        text, kind = row["text"], row["obfuscation"]
        if kind == "zero_width":
            assert ZERO_WIDTH.search(text), row["id"]
        elif kind == "tag_chars":
            assert TAGS.search(text), row["id"]
        elif kind == "base64":
            assert _decodes(text, r"[A-Za-z0-9+/]{16,}={0,2}", base64.b64decode), row["id"]
        elif kind == "hex":
            assert _decodes(text, r"(?:[0-9a-f]{2}){8,}", bytes.fromhex), row["id"]
        elif kind == "url":
            assert text.count("%") >= 3, row["id"]
        elif kind == "homoglyph":
            latin = re.search("[A-Za-z]", text)
            assert latin and re.search("[\u0370-\u03ff\u0400-\u04ff]", text), row["id"]
        elif kind == "role_marker":
            assert re.search(r"<\|im_start\|>|\[INST\]|<system>|### System|SYSTEM:|<<SYS>>", text)
        elif kind in ("leetspeak", "spacing", "mixed_case"):
            assert text != plain[row["group"]] and re.search(r"\w", text), row["id"]


def test_benign_rows_use_the_trigger_words_the_issue_names(rows: list[dict[str, str]]) -> None:
    benign = "\n".join(r["text"] for r in rows if r["label"] == "benign")
    for phrase in (
        "Ignore whitespace in diffs",
        "The system prompt lives in prompts/",
        "curl --fail",
        "authorized_keys are managed by Ansible",
        'curl -H "Authorization: Bearer $GITHUB_TOKEN"',
        "The SSH config lives in ~/.ssh/config",
        "Include the conversation ID in every support ticket",
        "Pull new tasks from the Jira board",
        "👨\u200d👩\u200d👧",
        "👩\u200d💻",
        "rm -rf build/",
    ):
        assert phrase in benign, phrase
    zw = [r for r in rows if r["label"] == "benign" and r["obfuscation"] == "zero_width"]
    assert all(ZERO_WIDTH.search(r["text"]) for r in zw)
    assert {r["language"] for r in zw} >= {"fa", "hi", "ar"}


def test_the_public_corpora_load_from_their_packages_and_are_not_copied() -> None:
    dataset = data_module("dataset", "injection")
    public = dataset.load_public()
    counts = Counter((e.source, e.label) for e in public)
    assert counts[("bastioncorpus", "malicious")] == 118
    assert counts[("bastioncorpus", "benign")] == 63
    assert counts[("jailbreak_corpus_mini_py", "malicious")] == 15
    assert {e.split for e in public} == {"tune", "test"}
    assert [e.split for e in dataset.load_public()] == [e.split for e in public]
    ours = (DATA / "entries.jsonl").read_text(encoding="utf-8")
    repository_text = ours + "".join(p.read_text(encoding="utf-8") for p in DATA.glob("*.py"))
    assert not any(e.text in repository_text for e in public if len(e.text) > 30)
