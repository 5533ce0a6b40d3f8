"""The data builders' mixed-case obfuscation (tests/data/injection/obfuscate.py): it alternates
the case of cased letters one for one, so a variant lower-cases back to its base."""

from __future__ import annotations

from tests.scanning.injection_vocab import data_module

obfuscate = data_module("obfuscate", "obfuscate_test")


def test_mixed_case_alternates_and_lowers_back_to_the_base() -> None:
    assert obfuscate.mixed_case("delete every backup", "en") == "dElEtE eVeRy BaCkUp"


def test_a_letter_whose_capital_is_two_letters_stays_as_written() -> None:
    text = "Lösche die Straße und die Maße"
    mixed = obfuscate.mixed_case(text, "de")
    assert len(mixed) == len(text) and mixed.lower() == text.lower()
    assert "ß" in mixed and "SS" not in mixed and mixed != text
