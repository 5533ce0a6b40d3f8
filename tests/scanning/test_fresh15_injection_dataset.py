"""The fifteenth fresh held-back injection set (tests/data/injection/fresh15_entries.jsonl),
checked by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like
every set of three hands (``fresh15a_*``: en zh es de fr; ``fresh15b_*``: ja ru pt en zh;
``fresh15c_*``: es de fr ja ru pt and fa/hi/ar). Nothing here scans a row.

One check is looser here, on purpose: the hands spread their bases evenly over the twelve forms
(51 of 414 memory-shaped, 12%, where the others' sets hold two in five), and the set was measured
once as written, so it is kept as written rather than rewritten to the share."""

from __future__ import annotations

from collections import Counter

from tests.scanning.hands_checks import HANDS, HandsChecks, hands_set


class TestFresh15(HandsChecks):
    NUMBER = 15
    SET = hands_set(NUMBER)

    def test_the_bases_are_dressed_in_many_forms(self) -> None:
        forms: Counter[str] = Counter()
        for hand in HANDS:
            for category, bases in self.written(hand).items():
                mine = Counter(form for _lang, form, _text in bases)
                assert {"memory", "content"} <= set(mine), (hand, category)
                forms += mine
        total = sum(forms.values())
        assert 0.1 <= forms["memory"] / total <= 0.5, forms  # every form about as often
        assert 0.12 <= forms["content"] / total <= 0.3, forms
        assert len(forms) == 12 and max(forms.values()) <= 0.2 * total, forms
        long = [
            text
            for hand in HANDS
            for bases in self.written(hand).values()
            for _lang, form, text in bases
            if form == "long"
        ]
        assert long and all(text.count("\n") >= 3 for text in long)  # one line among several
