"""The pure parts: markdown extraction, rebranding, the merge rule and redaction."""

from __future__ import annotations

from claw_tree import MEMORY_MD
from hermes_memory.claw import extract_entries, rebrand
from hermes_memory.claw.merge import merge_entries
from hermes_memory.claw.redaction import REDACTED, redact


def test_extraction_of_the_fixture() -> None:
    assert extract_entries(MEMORY_MD) == [
        "Environment: Production runs on Debian 12 with Python 3.11",
        "Environment: OpenClaw config lives in ~/.openclaw/openclaw.json",
        "Conventions: The team prefers small commits and reviews every change.",
        "Conventions > Lessons: Never deploy on Fridays",
        "Conventions > Lessons: Run the linter before pushing",
    ]


def test_sibling_headings_close_by_level_without_a_top_heading() -> None:
    text = "## Environment\n- a\n## Conventions\n- b\n### Deep\n- c\n## Last\n- d\n"
    assert extract_entries(text) == [
        "Environment: a",
        "Conventions: b",
        "Conventions > Deep: c",
        "Last: d",
    ]


def test_fences_tables_blank_lines_and_duplicates() -> None:
    text = (
        "plain line one\nplain line two\n\n~~~\n- fenced\n~~~\n| a | b |\n"
        "- same   entry\n- same entry\n  - nested bullet\n"
    )
    assert extract_entries(text) == [
        "plain line one plain line two",
        "same   entry",
        "nested bullet",
    ]


def test_file_name_headings_are_left_out_of_the_prefix() -> None:
    text = "# USER.md notes\n## soul.md\n- x\n# Projects\n- y\n"
    assert extract_entries(text) == ["x", "Projects: y"]
    assert extract_entries("") == []


def test_rebranding() -> None:
    assert rebrand("OpenClaw prefers Python") == "Hermes prefers Python"
    assert rebrand("clawdbot prefers tabs") == "hermes prefers tabs"
    assert rebrand("You are OpenClaw, kind") == "You are Hermes, kind"
    assert rebrand("Open Claw and Open-Claw and MOLTBOT") == "Hermes and Hermes and Hermes"
    assert rebrand("~/.openclaw/config.yaml and openclaw.json") == (
        "~/.hermes/config.yaml and hermes.json"
    )
    assert rebrand("reopenclaw stays") == "reopenclaw stays"


def test_merge_keeps_existing_skips_duplicates_and_overflows() -> None:
    result = merge_entries(["old  one"], ["old one", "x" * 20, "short"], 20)
    assert result.entries == ["old  one", "short"]
    assert result.duplicates == 1 and result.overflowed == ["x" * 20]
    assert result.added == ["short"] and result.size == len("old  one") + 3 + 5


def test_redaction_by_key_pattern_and_cycle() -> None:
    data: dict[str, object] = {
        "apiKey": "k",
        "botToken": "t",
        "auth": {"x": 1},
        "note": "Bearer abc.def and sk-1234567890 and ghp_" + "a" * 20,
        "migrate_secrets": True,
        "supported_targets": ["OPENAI_API_KEY"],
        "port": 1,
    }
    data["self"] = data
    out = redact(data)
    assert out["apiKey"] == out["botToken"] == out["auth"] == REDACTED
    assert out["note"] == f"{REDACTED} and {REDACTED} and {REDACTED}"
    assert out["migrate_secrets"] is True and out["supported_targets"] == ["OPENAI_API_KEY"]
    assert out["port"] == 1 and out["self"] == REDACTED
