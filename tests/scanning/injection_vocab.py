"""The labelled injection set's vocabulary, shared by the tests that check its files: where
the data lives, the intent categories, languages, obfuscations and row fields (the values
tests/data/injection/README.md documents), and how a test imports one of its build modules."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

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


def data_module(name: str, prefix: str) -> ModuleType:
    """``tests/data/injection/<name>.py`` imported the way its builder imports it (with its
    folder on ``sys.path`` while it loads: the modules import their siblings), registered as
    ``<prefix>_<name>`` so each test file gets its own copy."""
    spec = importlib.util.spec_from_file_location(f"{prefix}_{name}", DATA / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    sys.path.insert(0, str(DATA))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(DATA))
    return module
