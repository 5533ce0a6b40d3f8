"""What the training data written for the classifier promises (``train<N>_entries.jsonl``, from
``train<N>_build.py``): the builder reproduces the file, the fields and values are the
documented ones, ids are unique and tell the writer, both labels and every category and
language are there for each writer, no benign row hides tag characters, nothing repeats a row
of another set, and the training script reads each writer as one wave. A set's test subclasses
``WrittenChecks`` with its ``NUMBER`` and ``WRITERS``. Nothing here scans a row."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from typing import ClassVar

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

TAGS = range(0xE0000, 0xE0080)


def writer_of(row: Row) -> str:
    return row["id"].split("-", 1)[0][:-1]


class WrittenChecks:
    NUMBER: ClassVar[int]
    WRITERS: ClassVar[tuple[str, ...]]  # the writers' wave names
    # the blind sets that existed when the data was written (the next one is never read)
    FRESH_BEFORE: ClassVar[int]

    @property
    def name(self) -> str:
        return f"train{self.NUMBER}"

    @pytest.fixture(scope="class")
    @classmethod
    def rows(cls) -> list[Row]:
        return read_rows(entries_file(f"train{cls.NUMBER}"))

    def test_the_builder_reproduces_the_file(self) -> None:
        build = data_module(f"{self.name}_build", self.name)
        assert build.build() == entries_file(self.name).read_text(encoding="utf-8")
        done = subprocess.run(
            [sys.executable, str(DATA / f"{self.name}_build.py"), "--check"],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr

    def test_every_row_has_the_documented_fields_and_values(self, rows: list[Row]) -> None:
        assert len(rows) > 200
        for row in rows:
            assert set(row) == FIELDS, row["id"]
            assert row["label"] in ("malicious", "benign")
            assert row["category"] in CATEGORIES or row["label"] == "benign", row["id"]
            assert row["split"] == "tune" and row["source"] == f"ours-{self.name}"
            assert row["text"].strip(), row["id"]
            if row["label"] == "malicious":
                assert row["language"] in LANGUAGES and row["obfuscation"] in OBFUSCATIONS
                assert row["id"].startswith(f"{writer_of(row)}m-")
            else:
                assert row["language"] in (*LANGUAGES, *SCRIPT_LANGUAGES), row["id"]
                assert row["id"].startswith(f"{writer_of(row)}b-")

    def test_ids_are_unique_and_name_one_of_the_writers(self, rows: list[Row]) -> None:
        assert len({r["id"] for r in rows}) == len(rows)
        assert {writer_of(r) for r in rows} == set(self.WRITERS)

    def test_each_writer_covers_every_language_and_intent_with_both_labels(
        self, rows: list[Row]
    ) -> None:
        for writer in sorted(self.WRITERS):
            own = [r for r in rows if writer_of(r) == writer]
            bad = [r for r in own if r["label"] == "malicious"]
            good = [r for r in own if r["label"] == "benign"]
            assert {r["language"] for r in bad} >= set(LANGUAGES), writer
            assert {r["language"] for r in good} >= set(LANGUAGES), writer
            assert {r["category"] for r in bad} >= set(INTENTS), writer
            assert len(good) >= 40 and len(bad) >= 40, writer

    def test_no_benign_row_hides_tag_characters(self, rows: list[Row]) -> None:
        for row in rows:
            if row["label"] == "benign":
                assert not any(ord(ch) in TAGS for ch in row["text"]), row["id"]

    def test_nothing_repeats_itself_or_another_set(self, rows: list[Row]) -> None:
        # case kept within the set: a mixed_case variant differs from its base only in case
        own = Counter(" ".join(r["text"].split()) for r in rows)
        assert [t for t, n in own.items() if n > 1] == []
        names = ("", "fresh_", *(f"fresh{n}_" for n in range(2, self.FRESH_BEFORE + 1)))
        names += tuple(f"train{n}_" for n in range(8, self.NUMBER))
        others = {
            norm(row["text"]) for name in names for row in read_rows(DATA / f"{name}entries.jsonl")
        }
        plain = [r for r in rows if r["obfuscation"] == "none" or r["label"] == "benign"]
        assert [r["id"] for r in plain if norm(r["text"]) in others] == []

    def test_the_classifier_reads_each_writer_as_one_wave(self, rows: list[Row]) -> None:
        sys.path.insert(0, str(DATA))
        sys.path.insert(0, str(DATA.parents[2] / "scripts"))
        try:
            from injection_waves import wave_of
        finally:
            sys.path.remove(str(DATA))
            sys.path.remove(str(DATA.parents[2] / "scripts"))
        assert {wave_of(r["id"], r["source"]) for r in rows} == set(self.WRITERS)
