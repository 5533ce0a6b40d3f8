"""The ``memory`` tool's JSON schema and its narrowing to the enabled stores.

The parameters object has no top-level ``allOf`` / ``anyOf`` / ``oneOf`` / ``enum`` / ``not``
(some backends reject them) and requires only ``target``; per-action requirements are
enforced by the handler. The description is our own text, kept compact.
"""

from __future__ import annotations

import copy
from typing import Any

_INTRO = (
    "Save durable facts that outlive this session. Memory is injected into every future "
    "turn, so keep each entry short and high-signal."
)
_HOW = (
    "HOW: make all changes in ONE call with `operations`; they apply atomically and the size "
    "limit is checked only on the final result, so one call can free room and add. The reply "
    "reports usage and confirms the save - do not repeat it. Bare action fields are for one "
    "lone change."
)
_WHEN = (
    "WHEN: only facts every session needs - who the user is, stable environment facts, "
    "standing conventions. Write declarative facts ('User prefers tabs'), not orders to "
    "yourself. Lessons, pitfalls and preferences tied to one kind of task go to that task's "
    "skill via skill_manage."
)
_IF_FULL = (
    "IF FULL: an add is refused and current entries are shown; resend as ONE batch that "
    "removes or shortens stale entries and adds the new one."
)
_TARGETS = (
    "TARGETS: user = who the user is (name, role, preferences, style); memory = your own "
    "notes (environment, conventions, tool quirks, lessons)."
)
_SKIP = (
    "SKIP: trivia, facts easy to look up again, raw dumps, task progress, logs of finished "
    "work, temporary TODOs (session_search finds past sessions); reusable procedures belong "
    "in a skill."
)

_ACTIONS = ["add", "replace", "remove"]
_TARGET_NAMES = {"memory": "your personal notes", "user": "the user profile"}


def _description(targets_paragraph: str) -> str:
    return " ".join([_INTRO, _HOW, _WHEN, _IF_FULL, targets_paragraph, _SKIP])


MEMORY_SCHEMA: dict[str, Any] = {
    "name": "memory",
    "description": _description(_TARGETS),
    "parameters": {
        "type": "object",
        "properties": {
            "action": {
                "type": "string",
                "enum": _ACTIONS,
                "description": "One single change; omit when sending operations.",
            },
            "target": {
                "type": "string",
                "enum": ["memory", "user"],
                "description": "memory = your personal notes; user = the user profile.",
            },
            "content": {
                "type": "string",
                "description": "Entry text for add / replace (single change).",
            },
            "old_text": {
                "type": "string",
                "description": "REQUIRED for replace / remove: a short unique part of the entry.",
            },
            "new_text": {
                "type": "string",
                "description": "Alias of content; content wins when both are set.",
            },
            "operations": {
                "type": "array",
                "description": "Changes applied atomically, limit checked on the result; "
                "preferred for more than one change.",
                "items": {
                    "type": "object",
                    "properties": {
                        "action": {"type": "string", "enum": _ACTIONS},
                        "content": {"type": "string"},
                        "new_text": {"type": "string"},
                        "old_text": {"type": "string"},
                    },
                    "required": ["action"],
                },
            },
        },
        "required": ["target"],
    },
}


def memory_schema_for(memory_enabled: bool, user_profile_enabled: bool) -> dict[str, Any] | None:
    """The schema to offer: full when both stores are on, narrowed to the one enabled store,
    ``None`` when both are off (the tool is then not offered at all)."""
    if memory_enabled and user_profile_enabled:
        return copy.deepcopy(MEMORY_SCHEMA)
    if not (memory_enabled or user_profile_enabled):
        return None
    only = "memory" if memory_enabled else "user"
    schema = copy.deepcopy(MEMORY_SCHEMA)
    target = schema["parameters"]["properties"]["target"]
    target["enum"] = [only]
    target["description"] = f"Must be '{only}': {_TARGET_NAMES[only]}, the only enabled store."
    sentence = (
        f"TARGETS: only target='{only}' ({_TARGET_NAMES[only]}) is enabled; the other store is "
        "switched off, so never use it."
    )
    schema["description"] = _description(sentence)
    return schema
