"""The labelled injection set's vocabulary, shared by the tests that check its files: where
the data lives, the intent categories, languages, obfuscations and row fields (the values
tests/data/injection/README.md documents)."""

from __future__ import annotations

import re
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data" / "injection"
INTENTS = (
    "instruction_override",
    "role_hijack",
    "prompt_extraction",
    "concealment",
    "fake_role_marker",
    "secret_exfiltration",
    "persistence",
    "destructive",
)
CATEGORIES = (*INTENTS, "hidden_text")
# the categories the third tune wave was asked to weigh more (the blind set's weakest)
WEIGHTED = ("instruction_override", "concealment", "prompt_extraction")
LANGUAGES = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
# benign only: ZWNJ/ZWJ belong to these scripts
SCRIPT_LANGUAGES = ("fa", "hi", "ar")
OBFUSCATIONS = (
    "none",
    "homoglyph",
    "zero_width",
    "tag_chars",
    "base64",
    "hex",
    "url",
    "leetspeak",
    "spacing",
    "mixed_case",
    "role_marker",
)
FIELDS = {"id", "group", "text", "label", "category", "language", "obfuscation", "source", "split"}
ZERO_WIDTH = re.compile("[\u200b-\u200d\u2060]")
