"""What a background review reports (curated-memory §18.5): the line the user sees.

Successful, unstaged memory writes become labels (``Memory updated`` / ``User profile
updated``) or, in verbose mode, glyph lines with a short preview; duplicates collapse and
the result is published once as ``💾 Self-improvement review: … · …``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from hermes_memory.config import get_value

SUMMARY_PREFIX = "💾 Self-improvement review: "
UNCHANGED = "No memory or skill changes."
_LABELS = {"memory": "Memory updated", "user": "User profile updated"}
_GLYPHS = {"add": "➕", "replace": "✏️", "remove": "➖"}
SKILL_TARGET = "skill"
_SKILL_VERBS = {"create": "created", "delete": "archived"}  # every other action updates it


class NotificationMode(StrEnum):
    """``display.memory_notifications``."""

    OFF = "off"
    ON = "on"
    VERBOSE = "verbose"

    @classmethod
    def parse(cls, value: object) -> NotificationMode:
        if value is False:
            return cls.OFF
        if value is True or value is None:
            return cls.ON
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            return cls.ON

    @classmethod
    def load(cls, home: str | os.PathLike[str] | None = None) -> NotificationMode:
        return cls.parse(get_value("display.memory_notifications", None, home))


@dataclass(frozen=True)
class ReviewAction:
    """One write the review made (``staged`` ones were not applied); for a skill the
    target is ``"skill"``, the action ``skill_manage``'s and the content the skill's name."""

    action: str
    target: str
    content: str = ""
    old_text: str = ""
    staged: bool = False


def _preview(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _is_change(result: Mapping[str, Any]) -> bool:
    if result.get("success") is not True or result.get("staged") is True:
        return False
    # "already exists" succeeds without writing: nothing new for the user to hear about
    message = str(result.get("message") or "")
    return "already exists" not in message


def actions_from_call(args: Mapping[str, Any], result_json: str) -> list[ReviewAction]:
    """The writes one ``memory`` call made, read from its arguments and its JSON result."""
    try:
        result = json.loads(result_json)
    except (TypeError, ValueError):
        return []
    if not isinstance(result, dict) or result.get("success") is not True:
        return []
    staged = result.get("staged") is True
    if not staged and not _is_change(result):
        return []
    target = str(args.get("target") or "memory")
    ops = args.get("operations")
    items = ops if isinstance(ops, list) and ops else [args]
    out = []
    for op in items:
        if not isinstance(op, Mapping) or op.get("action") not in _GLYPHS:
            continue
        content = str(op.get("content") or op.get("new_text") or "")
        out.append(
            ReviewAction(str(op["action"]), target, content, str(op.get("old_text") or ""), staged)
        )
    return out


def summarize(actions: list[ReviewAction], mode: NotificationMode) -> str | None:
    """The published line, or ``None`` when nothing changed or notifications are off."""
    if mode is NotificationMode.OFF:
        return None
    parts: list[str] = []
    for action in actions:
        if action.staged:
            continue
        if action.target == SKILL_TARGET:
            verb = _SKILL_VERBS.get(action.action, "updated")
            part = f"Skill '{action.content}' {verb}"
            if part not in parts:
                parts.append(part)
            continue
        label = _LABELS.get(action.target, "Memory updated")
        if mode is NotificationMode.VERBOSE:
            glyph = _GLYPHS[action.action]
            if action.action == "remove":
                detail = _preview(action.old_text, 60)
            else:
                detail = _preview(action.content, 120)
            part = f"{label} {glyph} {detail}".rstrip()
        else:
            part = label
        if part not in parts:
            parts.append(part)
    if not parts:
        return None
    return SUMMARY_PREFIX + " · ".join(parts)
