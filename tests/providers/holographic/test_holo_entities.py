"""Entity extraction: the spec's expected examples, junk that must never become an entity."""

from __future__ import annotations

import pytest

from hermes_memory.providers.bundled.holographic.entities import (
    clean_entity,
    entity_key,
    extract_entities,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Jane Doe works at Hermes Agent", ["Jane Doe", "Hermes Agent"]),
        ("'Jane Doe' and \"Smith & Co\"", ["Jane Doe", "Smith & Co"]),
        ("TaskMaster aka task tracker", ["TaskMaster", "task tracker"]),
        ("Offices in New York and San Francisco", ["New York", "San Francisco"]),
        ("Talked to “Bob Marley” today", ["Bob Marley"]),
        ("Ludwig van Beethoven wrote it", ["Ludwig van Beethoven"]),
        ("B2B Scaler LLC signed with Revnet", ["B2B Scaler"]),
        ("Acme Corp. closed the deal.", ["Acme Corp"]),
        ("The CEO John Smith approved it.", ["John Smith"]),
        ("Alice Cooper aka The Falcon joined the review.", ["Alice Cooper", "Falcon"]),
        (
            "Morning Briefing also known as daily digest runs at 7",
            ["Morning Briefing", "daily digest"],
        ),
        ("Jane Doe's office is in New York. Jane Doe likes tea", ["Jane Doe", "New York"]),
    ],
)
def test_expected_examples(text: str, expected: list[str]) -> None:
    assert extract_entities(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I don't think uv's lockfile is the user's problem",
        "It's Jane's car, isn't it",
        "So Apple released a thing",
        "The Playwright tests pass",
        "Using Python now",
        "Current Status: all good",
        "Important Note about the build",
        "Not Available today",
        "I Think the migration is safe.",
        "OK Google set a timer.",
        "A Rollback was performed at midnight.",
        "The Robosmart pilot renewed the contract.",
        "Lives in New\nYork",
        "",
    ],
)
def test_contractions_possessives_and_low_signal_phrases_give_nothing(text: str) -> None:
    assert extract_entities(text) == []


def test_sentence_initial_function_word_is_dropped_but_a_real_name_after_it_stays() -> None:
    assert extract_entities("Verify Apple Music works") == ["Apple Music"]
    assert extract_entities("We moved. So Apple Music is next") == ["Apple Music"]


def test_quoted_text_wins_over_capitalised_words_inside_it() -> None:
    assert extract_entities('We call it "Project Falcon Prime" now') == ["Project Falcon Prime"]


def test_first_spelling_wins_under_the_dedupe_key() -> None:
    assert extract_entities('"hermes-agent" and "Hermes Agent" and "hermes_agent"') == [
        "hermes-agent"
    ]
    assert entity_key("  Hermes-Agent__v2 ") == "hermes agent v2"


def test_cleaning_rules() -> None:
    assert clean_entity("  (Jane   Doe's)  ") == "Jane Doe"
    assert clean_entity("x") is None
    assert clean_entity("X") == "X"
    assert clean_entity("!!!") is None
    assert clean_entity("word " * 9) is None
    assert clean_entity("a" * 81) is None
    assert clean_entity("ｆｕｌｌｗｉｄｔｈ") == "fullwidth"  # NFKC


def test_long_quotes_are_not_entities() -> None:
    sentence = "this is a whole quoted sentence that goes on for many many words"
    assert extract_entities(f'He said "{sentence}" loudly') == []
