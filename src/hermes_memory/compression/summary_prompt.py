"""The words the summariser reads: turn serialisation and the checkpoint prompt (§9.4).

Written in our own words, following the structure Hermes uses: a preamble, an optional
date anchor, "create" or "update" instructions, the template sections in a fixed order,
a size target and an optional focus topic. Secrets are redacted before anything is sent.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from hermes_memory.compression.messages import (
    call_arguments,
    call_name,
    content_text,
    is_summary,
    role_of,
    tool_calls_of,
)
from hermes_memory.providers.redaction import redact_text

MESSAGE_CHAR_LIMIT = 6_000
MESSAGE_HEAD_CHARS = 4_000
MESSAGE_TAIL_CHARS = 1_500
ARGUMENT_CHAR_LIMIT = 1_500
ARGUMENT_HEAD_CHARS = 1_200
_MEDIA = re.compile(r"MEDIA:\S+")

SECTIONS: tuple[tuple[str, str], ...] = (
    (
        "## Historical Task Snapshot",
        "The user's most recent request that is not yet fully answered, quoted word for "
        "word (a question counts as a request).",
    ),
    ("## Goal", "What the user is trying to achieve overall."),
    (
        "## Constraints & Preferences",
        "Rules, tastes and limits the user stated or that the work revealed.",
    ),
    (
        "## Completed Actions",
        "A numbered list, one line each: `N. ACTION target — outcome [tool: name]`. Keep "
        "the numbering going when updating.",
    ),
    ("## Active State", "Where things stand right now: files, branches, values, settings."),
    (
        "## Historical In-Progress State",
        "Work that was under way when these turns ended, with how far it got.",
    ),
    ("## Blocked", "What is stuck and on what (error text verbatim when short)."),
    ("## Key Decisions", "Choices made and the reason for each."),
    ("## Resolved Questions", "Questions that were answered, with the answer."),
    (
        "## Historical Pending User Asks",
        "Requests the user made that were not addressed yet.",
    ),
    ("## Relevant Files", "Paths, URLs and identifiers that matter, each with a few words."),
    ("## Historical Remaining Work", "What is left to do, in order."),
    (
        "## Critical Context",
        "Anything else that would be costly to lose: exact numbers, names, commands.",
    ),
)

PREAMBLE = (
    "You are writing a checkpoint of a conversation between a user and an AI assistant, so "
    "the assistant can continue the work after the earlier turns are removed from its "
    "context. Reply with the structured checkpoint only: no greeting, no commentary. Write "
    "in the language the user writes in. Never copy secrets (keys, tokens, passwords) into "
    "the checkpoint; write [REDACTED] in their place."
)
DATE_RULE = (
    "Today is {today}. State finished work as dated facts in the past tense "
    '("On {today} the tests were fixed"), never as instructions still to carry out.'
)
CREATE_INSTRUCTIONS = (
    "Create a checkpoint from the conversation turns below, using exactly these sections "
    "in this order (write 'None.' under a section with nothing to say):"
)
UPDATE_INSTRUCTIONS = (
    "Below is the checkpoint written earlier, followed by the turns that came after it. "
    "Update the checkpoint: keep what is still true, continue the numbering of completed "
    "actions, move items that got finished into the completed list, and rewrite the active "
    "state and the snapshot of the latest request to match the newest turns. Use exactly "
    "these sections in this order:"
)
SIZE_TARGET = "Keep the whole checkpoint under about {words:,} words."
FOCUS_RULE = (
    "FOCUS TOPIC: {focus}\nSpend roughly 60–70% of the checkpoint on what concerns this "
    "topic; keep everything else brief."
)
PROVIDER_CONTEXT_HEADING = "Notes from the memory provider about these turns:"


def _clip(text: str, limit: int, head: int, tail: int) -> str:
    if len(text) <= limit:
        return text
    return text[:head] + "\n…[truncated]…\n" + text[-tail:]


def _clean(text: str) -> str:
    return redact_text(_MEDIA.sub("[media attachment]", text))


def serialize_turns(messages: Sequence[Mapping[str, Any]]) -> str:
    """The turns as labelled plain text for the summariser."""
    lines: list[str] = []
    for message in messages:
        role = role_of(message)
        text = _clip(
            _clean(content_text(message)),
            MESSAGE_CHAR_LIMIT,
            MESSAGE_HEAD_CHARS,
            MESSAGE_TAIL_CHARS,
        )
        if role == "tool":
            lines.append(f"[TOOL RESULT {message.get('tool_call_id') or '?'}]: {text}")
        elif role == "assistant":
            entry = f"[ASSISTANT]: {text}"
            calls = tool_calls_of(message)
            if calls:
                rendered = []
                for call in calls:
                    arguments = _clean(call_arguments(call))
                    if len(arguments) > ARGUMENT_CHAR_LIMIT:
                        arguments = arguments[:ARGUMENT_HEAD_CHARS] + "..."
                    rendered.append(f"{call_name(call)}({arguments})")
                entry += "\n[Tool calls: " + " ".join(rendered) + "]"
            lines.append(entry)
        else:
            lines.append(f"[{role.upper() or 'MESSAGE'}]: {text}")
    return "\n\n".join(lines)


def summary_budget(turn_tokens: int, max_summary_tokens: int) -> int:
    """Tokens the summary may use: 20 % of the turns, at least 2,000, at most the ceiling."""
    return max(2000, min(int(turn_tokens * 0.20), max_summary_tokens))


def build_summary_prompt(
    turns: Sequence[Mapping[str, Any]],
    *,
    budget_tokens: int,
    previous_summary: str | None = None,
    focus_topic: str | None = None,
    provider_context: str | None = None,
    now: datetime | None = None,
) -> str:
    """The single user message sent to the summariser."""
    parts = [PREAMBLE]
    if now is not None:
        parts.append(DATE_RULE.format(today=now.strftime("%Y-%m-%d")))
    template = "\n".join(f"{heading}\n{hint}" for heading, hint in SECTIONS)
    if previous_summary:
        parts.append(f"{UPDATE_INSTRUCTIONS}\n\n{template}")
        parts.append(f"PREVIOUS CHECKPOINT:\n{redact_text(previous_summary)}")
        parts.append(f"NEW TURNS:\n{serialize_turns(turns)}")
    else:
        parts.append(f"{CREATE_INSTRUCTIONS}\n\n{template}")
        parts.append(f"TURNS:\n{serialize_turns(turns)}")
    if provider_context and provider_context.strip():
        parts.append(f"{PROVIDER_CONTEXT_HEADING}\n{_clean(provider_context.strip())}")
    parts.append(SIZE_TARGET.format(words=max(200, int(budget_tokens * 0.75))))
    if focus_topic and focus_topic.strip():
        parts.append(FOCUS_RULE.format(focus=focus_topic.strip()))
    return "\n\n".join(parts)


def auto_focus(messages: Sequence[Mapping[str, Any]]) -> str:
    """A focus drawn from the last three real user turns (≤ 260 chars each, ≤ 700 total)."""
    picked: list[str] = []
    for message in reversed(messages):
        if role_of(message) != "user" or is_summary(message):
            continue
        text = " ".join(content_text(message).split())
        if text:
            picked.append(text[:260])
        if len(picked) == 3:
            break
    return " | ".join(reversed(picked))[:700]
