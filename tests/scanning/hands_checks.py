"""What the blind sets written by three hands at once promise beyond every blind set's checks
(dataset_checks.py): each hand only in its own languages and in every category, two hands for
every language, the hands' rows in order with their own numbers, the first hand alone writing
the hidden-text covers, and the bases dressed in many forms. A set's test subclasses
``HandsChecks`` with its ``NUMBER`` and ``SET = hands_set(NUMBER)``. Nothing here scans a row."""

from __future__ import annotations

from collections import Counter

from tests.scanning.dataset_checks import FreshSet, FreshSetChecks, Row
from tests.scanning.injection_vocab import INTENTS, LANGUAGES, SCRIPT_LANGUAGES

HANDS = {
    "a": ("en", "zh", "es", "de", "fr"),
    "b": ("ja", "ru", "pt", "en", "zh"),
    "c": ("es", "de", "fr", "ja", "ru", "pt"),
}
FIRST_NUMBER = {"a": 1, "b": 101, "c": 201}


def hands_set(number: int) -> FreshSet:
    """What every set of three hands promises (the sixth on): the same sizes and shares, each
    set under its own number's split, ids, loader and file names."""
    return FreshSet(
        split=f"fresh{number}",
        prefixes=(f"f{number}m-", f"f{number}b-"),
        min_bases=280,
        min_bases_per_category=36,
        english_share=(0.18, 0.27),
        variant_share=(0.28, 0.4),
        min_per_kind=5,
        min_variants_per_category=8,
        min_variants_per_language=4,
        hidden_kinds={"tag_chars": 4, "zero_width": 4},
        min_benign=420,
        min_benign_per_language=45,
        min_benign_english=75,
        min_benign_categories_per_language=8,
        more_phrases=(
            "don't tell the customer",
            "persona",
            "<<sys>>",
            "drop table",
            "~/.aws/credentials",
        ),
        scanner_words=(f"fresh{number}", f"load_fresh{number}"),
        never_words=(f"FRESH{number}_ENTRIES", f"load_fresh{number}"),
    )


def hand_of(ident: str) -> str:
    number = int(ident.split("-")[3])
    return "a" if number <= 100 else "b" if number <= 200 else "c"


class HandsChecks(FreshSetChecks):
    NUMBER: int
    # the share of bases dressed as memory notes: about two in five (a set may say otherwise)
    MEMORY_SHARE = (0.3, 0.5)

    def written(self, hand: str) -> dict[str, list[tuple[str, str, str]]]:
        name = f"fresh{self.NUMBER}{hand}_bases"
        written: dict[str, list[tuple[str, str, str]]] = self.module(name).WRITTEN
        return written

    def test_each_hand_writes_only_its_own_languages_in_every_category(
        self, rows: list[Row]
    ) -> None:
        plain = self.plain(rows)
        for hand, languages in HANDS.items():
            written = self.written(hand)
            assert list(written) == list(INTENTS), hand
            mine = [r for r in plain if hand_of(r["id"]) == hand]
            assert len(mine) == sum(len(bases) for bases in written.values()), hand
            assert {r["language"] for r in mine} == set(languages), hand
            for category in INTENTS:  # every language of the hand in every category
                assert {r["language"] for r in mine if r["category"] == category} == set(
                    languages
                ), (hand, category)
            benign = self.module(f"fresh{self.NUMBER}{hand}_benign").BENIGN
            extra = SCRIPT_LANGUAGES if hand == "c" else ()
            assert set(benign) == set(languages) | set(extra), hand
        both = Counter(lang for languages in HANDS.values() for lang in languages)
        assert both == dict.fromkeys(LANGUAGES, 2)  # two hands for every language

    def test_the_hands_follow_one_another_with_their_own_numbers(self, rows: list[Row]) -> None:
        hands = [hand_of(r["id"]) for r in rows]
        assert hands == sorted(hands)  # a's rows, then b's, then c's
        for hand, first in FIRST_NUMBER.items():
            numbers = {int(r["id"].split("-")[3]) for r in rows if hand_of(r["id"]) == hand}
            assert numbers and min(numbers) == first, hand
        hidden = [r for r in rows if r["category"] == "hidden_text" and r["label"] == "malicious"]
        assert {hand_of(r["id"]) for r in hidden} == {"a"}  # the first hand writes the covers

    def test_the_bases_are_dressed_in_many_forms(self) -> None:
        forms: Counter[str] = Counter()
        for hand in HANDS:
            for category, bases in self.written(hand).items():
                mine = Counter(form for _lang, form, _text in bases)
                assert {"memory", "content"} <= set(mine), (hand, category)
                forms += mine
        total = sum(forms.values())
        low, high = self.MEMORY_SHARE
        assert low <= forms["memory"] / total <= high, forms
        assert 0.12 <= forms["content"] / total <= 0.3, forms  # about one in five read and kept
        assert len(forms) >= 10, forms
        long = [
            text
            for hand in HANDS
            for bases in self.written(hand).values()
            for _lang, form, text in bases
            if form == "long"
        ]
        assert long and all(text.count("\n") >= 3 for text in long)  # one line among several
