"""Rebranding: OpenClaw / Clawdbot / Moltbot become Hermes in imported text (spec §8).

Applied to memory entries and to SOUL.md / AGENTS.md; never to skills, archives or
reports. An all-lower-case match becomes ``hermes`` so paths stay paths
(``~/.openclaw/x`` → ``~/.hermes/x``).
"""

from __future__ import annotations

import re

_NAMES = re.compile(r"\b(?:open[\s-]?claw|clawdbot|moltbot)\b", re.IGNORECASE)


def _replacement(match: re.Match[str]) -> str:
    text = match.group(0)
    return "hermes" if text == text.lower() else "Hermes"


def rebrand(text: str) -> str:
    """``text`` with every OpenClaw-family name replaced."""
    return _NAMES.sub(_replacement, text)
