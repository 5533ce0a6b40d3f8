"""Injection scanning for everything that can reach a model's context.

One scanner for curated memory, skills, episodes, imports and provider recall: text is
normalised (Unicode, look-alikes, invisible characters, leetspeak, encoded runs), then
matched by intent-based rule sets in eight languages. ``scan_text(...).blocked`` and
``.categories`` are the verdict; a ``ScanPolicy`` from config.yaml may relax categories.
"""

from __future__ import annotations

from hermes_memory.scanning.confusables import fold_confusables
from hermes_memory.scanning.decoding import Decoded, find_encoded
from hermes_memory.scanning.normalize import (
    MAX_SCAN_CHARS,
    HiddenChar,
    NormalizedText,
    find_hidden,
    fold_case_and_space,
    fold_leet,
    nfkc,
    normalize,
    space_scripts,
    strip_invisible,
)
from hermes_memory.scanning.policy import NEVER_RELAXED, ScanPolicy, load_scan_policy
from hermes_memory.scanning.registry import all_rules
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.scanner import scan_for_write, scan_text
from hermes_memory.scanning.second_opinion import (
    ENV_SWITCH,
    env_allows_classifier,
    write_second_opinion,
)
from hermes_memory.scanning.types import (
    Finding,
    ScanContext,
    ScanResult,
    SecondOpinion,
    ThreatCategory,
    Veto,
)

__all__ = [
    "ENV_SWITCH",
    "MAX_SCAN_CHARS",
    "NEVER_RELAXED",
    "RULES",
    "Decoded",
    "Finding",
    "HiddenChar",
    "NormalizedText",
    "ScanContext",
    "ScanPolicy",
    "ScanResult",
    "SecondOpinion",
    "ThreatCategory",
    "Veto",
    "env_allows_classifier",
    "find_encoded",
    "find_hidden",
    "fold_case_and_space",
    "fold_confusables",
    "fold_leet",
    "load_scan_policy",
    "nfkc",
    "normalize",
    "scan_for_write",
    "scan_text",
    "space_scripts",
    "strip_invisible",
    "write_second_opinion",
]


def __getattr__(name: str) -> tuple[Rule, ...]:
    """``RULES``: every bundled rule, compiled on first use rather than at import."""
    if name == "RULES":
        return all_rules()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
