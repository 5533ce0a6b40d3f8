"""Recover the user's own words from a slash-skill turn before it reaches a provider.

A ``/skill`` turn embeds a whole skill body in the user message; storing or searching that
body would pollute a provider's memory. The marker strings are Hermes's (byte-identical, so
transcripts written by Hermes are recognised); plain messages pass through unchanged.
"""

from __future__ import annotations

_INVOCATION_PREFIX = "[IMPORTANT: The user has invoked the "
_SINGLE_SKILL_MARKER = "The full skill content is loaded below.]"
_SINGLE_SKILL_INSTRUCTION = (
    "The user has provided the following instruction alongside the skill invocation: "
)
_RUNTIME_NOTE = "\n\n[Runtime note:"
_BUNDLE_MARKER = " skill bundle,"
_BUNDLE_INSTRUCTION = "\nUser instruction: "
_BUNDLE_FIRST_SKILL = "\n\n[Loaded as part of the "


def _cut(text: str, marker: str, end_marker: str, *, last: bool) -> str | None:
    # A skill body may quote the single-skill marker, so the user's text follows the LAST
    # one; a bundle states the instruction before any skill, so there it is the FIRST one.
    idx = text.rfind(marker) if last else text.find(marker)
    if idx < 0:
        return None
    instruction = text[idx + len(marker) :]
    end = instruction.find(end_marker)
    if end >= 0:
        instruction = instruction[:end]
    instruction = instruction.strip()
    return instruction or None


def strip_skill_scaffolding(content: object) -> str | None:
    """The text a provider should see: unchanged for plain messages, the user's instruction
    for a skill turn, ``None`` for a bare skill invocation or non-string content."""
    if not isinstance(content, str):
        return None
    if not content.startswith(_INVOCATION_PREFIX):
        return content
    if _BUNDLE_MARKER in content:
        return _cut(content, _BUNDLE_INSTRUCTION, _BUNDLE_FIRST_SKILL, last=False)
    if _SINGLE_SKILL_MARKER in content:
        return _cut(content, _SINGLE_SKILL_INSTRUCTION, _RUNTIME_NOTE, last=True)
    return None
