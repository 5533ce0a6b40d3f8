"""Text for people never carries text written for the model.

Every refusal the ``memory`` commands can meet is driven through the CLI in text mode; the
output must hold the reason and a way out in command-line terms, and none of the tool's
model-directed phrases. ``--json`` keeps the tool's own result, word for word.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.tools.memory import MODEL_ONLY_MARKERS, for_people, human_failure

FORBIDDEN = (
    "current_entries",
    "do not repeat",
    "look at",
    "in this turn",
    "memory call",
    "stop retrying",
    "your reply",
    "`operations`",
)


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, ["memory", *args], input=input)


def assert_for_people(result: Result) -> str:
    text = (result.stdout + result.stderr).lower()
    for phrase in FORBIDDEN:
        assert phrase not in text, f"{phrase!r} in {text!r}"
    return text


@pytest.fixture
def full_store(hermes_home: Path) -> None:
    for i in range(10):
        assert run("add", f"Fact {i} " + "y" * 200).exit_code == 0


def test_no_match_lists_the_entries_for_people(hermes_home: Path) -> None:
    run("add", "User likes tabs")
    result = run("remove", "zzz")
    assert result.exit_code == 1
    text = assert_for_people(result)
    assert "no entry matched 'zzz'." in text
    assert "current entries:\n  - user likes tabs" in text


def test_a_full_store_says_how_to_make_room(full_store: None) -> None:
    result = run("add", "z" * 300)
    assert result.exit_code == 1
    text = assert_for_people(result)
    assert "would exceed the limit" in text and "hermes-memory memory batch" in text
    replaced = run("replace", "Fact 5", "z" * 900)
    assert replaced.exit_code == 1
    text = assert_for_people(replaced)
    assert "replacement would put memory at" in text and "shorten the new text" in text
    batch = run("batch", json.dumps([{"action": "add", "content": "q" * 400}]))
    assert batch.exit_code == 1
    assert "over the limit" in assert_for_people(batch)


def test_an_entry_too_long_for_the_store(hermes_home: Path) -> None:
    result = run("add", "x" * 2300)
    assert result.exit_code == 1
    text = assert_for_people(result)
    assert "longer than the whole store may be" in text and "shorten the entry" in text


def test_success_text_has_no_model_note(hermes_home: Path) -> None:
    added = run("add", "User likes tea")
    assert added.exit_code == 0 and "Entry added." in added.output
    assert_for_people(added)
    duplicate = run("add", "User likes tea")
    assert "already exists" in assert_for_people(duplicate)


def test_json_keeps_the_tools_own_words(full_store: None) -> None:
    result = run("add", "z" * 300, "--json")
    data = json.loads(result.stdout)
    assert result.exit_code == 1 and "current_entries below" in data["error"]
    assert data["current_entries"]


def test_the_rewording_drops_only_model_sentences() -> None:
    message = (
        "No entry matched 'x'. Look at current_entries below and retry with text copied "
        "from the entry you want to remove."
    )
    assert for_people(message) == "No entry matched 'x'."
    assert for_people("Entry added.") == "Entry added."
    lines = human_failure({"error": message, "current_entries": ["a"], "matches": ["b"]})
    assert lines == ["No entry matched 'x'.", "Current entries:", "  - a", "  ~ b"]
    assert all(marker == marker.lower() for marker in MODEL_ONLY_MARKERS)
