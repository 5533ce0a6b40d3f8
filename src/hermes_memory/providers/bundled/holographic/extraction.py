"""Session-end auto-extraction: user messages that state a preference or a decision.

Opt-in (``auto_extract``). Regex only, no model: a user message matching a preference
pattern is stored whole (first 400 characters) as ``user_pref``, one matching a decision
pattern as ``project``. Compaction summaries injected as user messages are never mined.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections.abc import Iterable, Mapping
from typing import Any

from hermes_memory.errors import FactStoreError

from .store import FactCategory, FactStore

logger = logging.getLogger(__name__)

MIN_MESSAGE_CHARS = 10
MAX_FACT_CHARS = 400

PREFERENCE_PATTERNS = (
    re.compile(r"\bI\s+(?:prefer|like|love|use|want|need)\b", re.IGNORECASE),
    re.compile(r"\bmy\s+(?:favou?rite|preferred|default)\s+\w+\s+is\b", re.IGNORECASE),
    re.compile(r"\bI\s+(?:always|never|usually)\b", re.IGNORECASE),
)
DECISION_PATTERNS = (
    re.compile(r"\bwe\s+(?:decided|agreed|chose)\b", re.IGNORECASE),
    re.compile(r"\bthe\s+project\s+(?:uses|needs|requires)\b", re.IGNORECASE),
)

# Hand-off summaries written by context compression (current and legacy prefixes).
SUMMARY_PREFIXES = ("[CONTEXT COMPACTION", "[CONTEXT SUMMARY]")
SUMMARY_END_MARKER = "--- END OF CONTEXT SUMMARY"
MERGED_HEADER = "[PRIOR CONTEXT"
MERGED_DELIMITER = "[END OF PRIOR CONTEXT"


def genuine_user_text(message: Mapping[str, Any]) -> str | None:
    """The text the user really wrote in ``message``, or None when there is none to mine.

    A standalone compaction summary yields None. A summary merged into a real message
    yields only the real part: the text between the merge header line and the delimiter.
    """
    if message.get("role") != "user":
        return None
    content = message.get("content")
    if not isinstance(content, str):
        return None
    stripped = content.lstrip()
    if stripped.startswith(MERGED_HEADER) and MERGED_DELIMITER in stripped:
        before = stripped.split(MERGED_DELIMITER, 1)[0]
        _, _, body = before.partition("\n")
        return body.strip()
    if stripped.startswith(SUMMARY_PREFIXES) or SUMMARY_END_MARKER in stripped:
        return None
    if message.get("_compressed_summary"):
        return None
    return content


def classify(text: str) -> list[FactCategory]:
    """The categories ``text`` should be saved under (preference first, then decision)."""
    found = []
    if any(pattern.search(text) for pattern in PREFERENCE_PATTERNS):
        found.append(FactCategory.USER_PREF)
    if any(pattern.search(text) for pattern in DECISION_PATTERNS):
        found.append(FactCategory.PROJECT)
    return found


def extract_facts(messages: Iterable[object], store: FactStore) -> int:
    """Store the preferences and decisions found in user ``messages``; returns how many
    writes were made (a duplicate returns the existing fact and still counts)."""
    written = 0
    for message in messages:
        if not isinstance(message, Mapping):
            continue
        text = genuine_user_text(message)
        if text is None or len(text.strip()) < MIN_MESSAGE_CHARS:
            continue
        for category in classify(text):
            try:
                store.add_fact(text.strip()[:MAX_FACT_CHARS], category=category)
                written += 1
            except (sqlite3.Error, FactStoreError) as exc:  # one bad message costs only itself
                logger.warning("auto-extraction skipped a %s fact: %s", category, exc)
    if written:
        logger.info("holographic auto-extraction stored %d fact(s)", written)
    return written
