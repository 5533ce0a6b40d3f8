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
# The skill review (skills.md §7), in our words: what makes a task worth a skill, fix what
# exists before adding, and read a skill before changing it.
SKILL_REVIEW_PROMPT = (
    "Review the conversation above for a procedure worth keeping as a skill. A task "
    "qualifies when it took several tool calls, trial and error, a change of course after "
    "something failed, or when the user wanted it done a different way. If a skill for it "
    "already exists, read it with skill_view and then patch it with what was learned; "
    "otherwise create a new skill with skill_manage: a name, a one-line description, when "
    "it applies, the exact steps, pitfalls and how to verify. Skip one-off trivia. "
    f"If nothing is worth keeping, reply exactly '{NOTHING_TO_SAVE}' and stop."
)
COMBINED_REVIEW_PROMPT = (
    "Review the conversation above for two things. Memory: facts about the user, their "
    "preferences and how they want you to work belong in the memory tool as short "
    "declarative entries. Skills: a procedure that took several tool calls, trial and "
    "error or a correction from the user belongs in a skill; read an existing one with "
    "skill_view and patch it, or create a new one with skill_manage. "
    f"If nothing is worth keeping, reply exactly '{NOTHING_TO_SAVE}' and stop."
)
FOCUS_SUFFIX = "The user asked this review to concentrate on: {focus}. Give that priority."
DIGEST_HEADER = "Earlier in this conversation (condensed):"


def review_request(focus: str | None = None, *, memory: bool = True, skills: bool = False) -> str:
    """The request for a review of memory, skills or both (memory when neither is named)."""
    if skills:
        base = COMBINED_REVIEW_PROMPT if memory else SKILL_REVIEW_PROMPT
    else:
        base = MEMORY_REVIEW_PROMPT
    if focus and focus.strip():
        return f"{base}\n\n{FOCUS_SUFFIX.format(focus=focus.strip())}"
    return base


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
