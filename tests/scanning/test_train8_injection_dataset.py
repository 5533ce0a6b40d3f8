"""The eighth training data (tests/data/injection/train8_entries.jsonl): two writers, ``train8t_*``
and ``train8u_*``, each in all eight languages, read by the classifier's training as two waves
(``t8t`` and ``t8u``). Checked like the other sets: the builder reproduces the file, the fields
and values are the documented ones, ids are unique and tell the writer, both labels and every
category and language are there for each writer, no benign row hides tag characters, and
nothing repeats a row of another set. Nothing here scans a row."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest
from tests.scanning.dataset_checks import Row, entries_file, norm, read_rows
from tests.scanning.injection_vocab import (
    CATEGORIES,
    DATA,
    FIELDS,
    INTENTS,
    LANGUAGES,
    OBFUSCATIONS,
    SCRIPT_LANGUAGES,
    data_module,
)

PATH = entries_file("train8")
WRITERS = {"t8t": "train8t", "t8u": "train8u"}
TAGS = range(0xE0000, 0xE0080)


@pytest.fixture(scope="module")
def rows() -> list[Row]:
    return read_rows(PATH)


def writer_of(row: Row) -> str:
    return row["id"].split("-", 1)[0][:-1]


def test_the_builder_reproduces_the_file() -> None:
    build = data_module("train8_build", "train8")
    assert build.build() == PATH.read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(DATA / "train8_build.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_row_has_the_documented_fields_and_values(rows: list[Row]) -> None:
    assert len(rows) > 200
    for row in rows:
        assert set(row) == FIELDS, row["id"]
        assert row["label"] in ("malicious", "benign")
        assert row["category"] in CATEGORIES or row["label"] == "benign", row["id"]
        assert row["split"] == "tune" and row["source"] == "ours-train8"
        assert row["text"].strip(), row["id"]
        if row["label"] == "malicious":
            assert row["language"] in LANGUAGES and row["obfuscation"] in OBFUSCATIONS
            assert row["id"].startswith(f"{writer_of(row)}m-")
        else:
            assert row["language"] in (*LANGUAGES, *SCRIPT_LANGUAGES), row["id"]
            assert row["id"].startswith(f"{writer_of(row)}b-")


def test_ids_are_unique_and_name_one_of_the_two_writers(rows: list[Row]) -> None:
    assert len({r["id"] for r in rows}) == len(rows)
    assert {writer_of(r) for r in rows} == set(WRITERS)


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_each_writer_covers_every_language_and_intent_with_both_labels(
    rows: list[Row], writer: str
) -> None:
    own = [r for r in rows if writer_of(r) == writer]
    bad = [r for r in own if r["label"] == "malicious"]
    good = [r for r in own if r["label"] == "benign"]
    assert {r["language"] for r in bad} >= set(LANGUAGES)
    assert {r["language"] for r in good} >= set(LANGUAGES)
    assert {r["category"] for r in bad} >= set(INTENTS)
    assert len(good) >= 40 and len(bad) >= 40


def test_no_benign_row_hides_tag_characters(rows: list[Row]) -> None:
    for row in rows:
        if row["label"] == "benign":
            assert not any(ord(ch) in TAGS for ch in row["text"]), row["id"]


def test_nothing_repeats_itself_or_another_set(rows: list[Row]) -> None:
    # case kept within the set: a mixed_case variant differs from its base only in case
    own = Counter(" ".join(r["text"].split()) for r in rows)
    assert [t for t, n in own.items() if n > 1] == []
    # the other sets that exist when this one was written (the next blind set is never read)
    others = {
        norm(row["text"])
        for name in ("", "fresh_", *(f"fresh{n}_" for n in range(2, 8)))
        for row in read_rows(DATA / f"{name}entries.jsonl")
    }
    plain = [r for r in rows if r["obfuscation"] == "none" or r["label"] == "benign"]
    assert [r["id"] for r in plain if norm(r["text"]) in others] == []


def test_the_classifier_reads_each_writer_as_one_wave(rows: list[Row]) -> None:
    sys.path.insert(0, str(DATA))
    sys.path.insert(0, str(DATA.parents[2] / "scripts"))
    try:
        from injection_waves import wave_of
    finally:
        sys.path.remove(str(DATA))
        sys.path.remove(str(DATA.parents[2] / "scripts"))
    assert {wave_of(r["id"], r["source"]) for r in rows} == set(WRITERS)
