"""What the background reviewer reads: the review request (in our words) and a digest.

The request carries the points of curated-memory §18.4: look for what the user revealed
about themselves and about how they want the assistant to work, save it with the memory
tool, otherwise answer "Nothing to save." The digest shortens a long conversation for a
reviewer that cannot reuse the parent's cached prefix.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.llm import text_of

NOTHING_TO_SAVE = "Nothing to save."
DIGEST_TAIL = 24
DIGEST_USER_CHARS = 300
DIGEST_ASSISTANT_CHARS = 200

# The opening words match the marker Hermes uses to recognise (and hide) review turns.
MEMORY_REVIEW_PROMPT = (
    "Review the conversation above and consider saving to memory anything worth keeping "
    "for future sessions. Ask yourself two things. First: did the user reveal something "
    "about themselves, such as who they are, what they want, their preferences or "
    "personal details? Second: did they express expectations about how you should behave, "
    "how they like to work, or the way things should be done? If so, save it with the "
    "memory tool (target 'user' for facts about the user, 'memory' for your own notes), as "
    "short declarative facts, merging with or replacing entries that say the same thing. "
    f"If there is nothing worth keeping, reply exactly '{NOTHING_TO_SAVE}' and stop. "
    "You may only call the memory tool here; no other tool is available."
)
FOCUS_SUFFIX = "The user asked this review to concentrate on: {focus}. Give that priority."
DIGEST_HEADER = "Earlier in this conversation (condensed):"


def review_request(focus: str | None = None) -> str:
    if focus and focus.strip():
        return f"{MEMORY_REVIEW_PROMPT}\n\n{FOCUS_SUFFIX.format(focus=focus.strip())}"
    return MEMORY_REVIEW_PROMPT


def _clip(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def digest(messages: Sequence[Mapping[str, Any]], tail: int = DIGEST_TAIL) -> list[dict[str, Any]]:
    """The last ``tail`` messages verbatim, older user/assistant turns as one user message."""
    conversation = [dict(m) for m in messages if m.get("role") != "system"]
    if len(conversation) <= tail:
        return conversation
    older, recent = conversation[:-tail], conversation[-tail:]
    lines = []
    for message in older:
        text = text_of(message.get("content"))
        if not text.strip():
            continue
        if message.get("role") == "user":
            lines.append(f"USER: {_clip(text, DIGEST_USER_CHARS)}")
        elif message.get("role") == "assistant":
            lines.append(f"ASSISTANT: {_clip(text, DIGEST_ASSISTANT_CHARS)}")
    # A window must not open on tool results whose call was condensed away.
    while recent and recent[0].get("role") == "tool":
        recent = recent[1:]
    head = [{"role": "user", "content": DIGEST_HEADER + "\n" + "\n".join(lines)}] if lines else []
    return head + recent
