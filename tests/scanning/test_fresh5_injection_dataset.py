"""The fifth fresh held-back injection set (tests/data/injection/fresh5_entries.jsonl), checked
by tests/scanning/dataset_checks.py like every blind set, plus what only this set promises: two
hands (fresh5_bases*.py, fresh5_benign*.py; the second's ids numbered from 101, its rows after
the first's) and bases dressed in many forms, about two in five shaped as memory entries and one
in five as content the agent reads and keeps. Nothing here scans a row."""

from __future__ import annotations

from collections import Counter

from tests.scanning.dataset_checks import KINDS, FreshSet, FreshSetChecks, Row
from tests.scanning.injection_vocab import INTENTS, LANGUAGES

SECOND_HAND_FROM = 100  # the second hand numbers its bases from 101


def _second_hand(ident: str) -> bool:
    return int(ident.split("-")[3]) > SECOND_HAND_FROM


class TestFresh5(FreshSetChecks):
    SET = FreshSet(
        split="fresh5",
        prefixes=("f5m-", "f5b-"),
        min_bases=200,
        min_bases_per_category=24,
        english_share=(0.2, 0.3),
        variant_share=(0.28, 0.4),
        min_per_kind=4,
        min_variants_per_category=5,
        min_variants_per_language=4,
        hidden_kinds={"tag_chars": 4, "zero_width": 4},
        min_benign=400,
        min_benign_per_language=45,
        min_benign_english=85,
        min_benign_categories_per_language=9,
        more_phrases=(
            "don't tell the customer",
            "persona",
            "<<sys>>",
            "drop table",
            "~/.aws/credentials",
        ),
        scanner_words=("fresh5", "load_fresh5"),
        never_words=("FRESH5_ENTRIES", "load_fresh5"),
    )

    def written(self) -> dict[str, list[tuple[str, str, str]]]:
        """Both hands' bases with their forms, category by category."""
        first = self.module("fresh5_bases").FRESH5_WRITTEN
        second = self.module("fresh5_bases_more").FRESH5_MORE_WRITTEN
        return {category: first[category] + second[category] for category in INTENTS}

    def test_the_bases_are_dressed_in_many_forms(self, rows: list[Row]) -> None:
        written = self.written()
        forms = Counter(form for bases in written.values() for _lang, form, _text in bases)
        total = sum(forms.values())
        assert total == len(self.plain(rows))
        assert 0.35 <= forms["memory"] / total <= 0.45, forms  # about two in five memory-shaped
        assert 0.15 <= forms["content"] / total <= 0.3, forms  # about one in five read and kept
        assert len(forms) >= 10 and all(n >= 1 for n in forms.values()), forms
        for category, bases in written.items():  # every category has both main forms
            assert {"memory", "content"} <= {form for _lang, form, _text in bases}, category
        long = [t for bases in written.values() for _l, f, t in bases if f == "long"]
        assert long and all(t.count("\n") >= 3 for t in long)  # the attack is one line of several

    def test_the_second_hand_is_there_after_the_first(self, rows: list[Row]) -> None:
        second = [r for r in rows if _second_hand(r["id"])]
        plain = [r for r in self.plain(rows) if _second_hand(r["id"])]
        written = self.module("fresh5_bases_more").FRESH5_MORE_WRITTEN
        assert len(plain) == 80 == sum(len(bases) for bases in written.values())
        assert Counter(r["category"] for r in plain) == dict.fromkeys(INTENTS, 10)
        assert {r["language"] for r in plain} == set(LANGUAGES)
        assert sum(r["language"] == "en" for r in plain) == 20  # a quarter
        forms = Counter(form for bases in written.values() for _lang, form, _text in bases)
        assert 0.35 <= forms["memory"] / 80 <= 0.45, forms
        assert 0.15 <= forms["content"] / 80 <= 0.3, forms
        variants = [r for r in self.variants(rows) if _second_hand(r["id"])]
        assert len(variants) == 27 and {r["group"] for r in variants} <= {r["group"] for r in plain}
        assert set(Counter(r["obfuscation"] for r in variants)) == set(KINDS)
        benign = [r for r in second if r["label"] == "benign"]
        assert Counter(r["language"] for r in benign) == dict.fromkeys(LANGUAGES, 24)
        assert not [
            r for r in second if r["category"] == "hidden_text" and r["label"] == "malicious"
        ]
        first = len(rows) - len(second)
        assert rows[first:] == second  # appended after the first hand's rows
        build = self.module("fresh5_build")  # the first hand's rows are what it alone builds
        alone = build.build_set(build.SET)
        assert self.SET.file.read_text(encoding="utf-8").startswith(alone)
        assert alone.count("\n") == first
