"""The model pass of an episode: one summary-model call returning JSON, field by field
checked, each bad or missing field keeping its computed value.

The model is reached only through :class:`SummaryModel` (any object with ``complete``, as
``hermes_memory.llm.ChatModel`` has), so this level-1 store never imports the LLM client.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from hermes_memory.episodes.computed import collapse, cut_words, text_of
from hermes_memory.episodes.record import KEY_RESULT_MAX, TASK_DESCRIPTION_MAX, Episode

logger = logging.getLogger(__name__)

TRANSCRIPT_MAX_CHARS = 12_000
TOOL_RESULT_MAX_CHARS = 400
CATEGORY_PATTERN = re.compile(r"^[a-z][a-z_-]{1,29}$")
SUMMARY_MAX_TOKENS = 600

EPISODE_SYSTEM_PROMPT = (
    "You file short records of finished agent sessions so that a later session can learn "
    "from them. You answer with one JSON object and nothing else."
)
EPISODE_PROMPT = """Read the session below and describe it as one JSON object with exactly
these keys:
- "task_description": what the user wanted, in one or two plain sentences (at most 300
  characters).
- "task_category": one lower-case word, such as coding, debugging, writing, research,
  data, ops, conversation or other.
- "success": true if the user's task was achieved, false if not.
- "key_result": the outcome in one sentence (under 200 characters).
- "error_encountered": the main error met on the way, or null.
- "error_resolution": how that error was overcome, or null if it was not.

Session transcript:
{transcript}
"""


class SummaryModel(Protocol):
    """The one method the episode builder needs from a language model."""

    def complete(
        self,
        prompt: str,
        *,
        system: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> str: ...


def transcript(messages: Sequence[dict[str, Any]]) -> str:
    """A compact transcript: user and assistant text, tool calls by name, tool results cut.
    Over the limit the middle goes, since the task and the outcome sit at the two ends."""
    lines: list[str] = []
    for message in messages:
        role = message.get("role")
        text = collapse(text_of(message.get("content")))
        if role == "tool":
            name = message.get("tool_name") or "tool"
            lines.append(f"[{name} result] {cut_words(text, TOOL_RESULT_MAX_CHARS)}")
            continue
        if role not in ("user", "assistant"):
            continue
        if text:
            lines.append(f"{role.upper()}: {text}")
        for call in message.get("tool_calls") or []:
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(function, dict) and function.get("name"):
                lines.append(f"[calls {function['name']}]")
    whole = "\n".join(lines)
    if len(whole) <= TRANSCRIPT_MAX_CHARS:
        return whole
    half = TRANSCRIPT_MAX_CHARS // 2
    return f"{whole[:half]}\n[… middle of the session left out …]\n{whole[-half:]}"


def _json_object(reply: str) -> dict[str, Any] | None:
    text = reply.strip()
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        value = json.loads(text[start : end + 1])
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _clean_text(value: object, limit: int) -> str | None:
    if not isinstance(value, str):
        return None
    flat = collapse(value)
    return cut_words(flat, limit) if flat else None


def _optional_text(value: object, computed: str | None) -> str | None:
    """``null`` is a valid answer (no error); a non-text value keeps the computed one."""
    if value is None:
        return None
    cleaned = _clean_text(value, 300)
    return cleaned if cleaned is not None else computed


def merge(computed: Episode, answer: dict[str, Any]) -> Episode:
    """The computed episode with each valid model field put in its place."""
    fields: dict[str, Any] = {}
    task = _clean_text(answer.get("task_description"), TASK_DESCRIPTION_MAX)
    if task:
        fields["task_description"] = task
    category = answer.get("task_category")
    if isinstance(category, str) and CATEGORY_PATTERN.match(category.strip().lower()):
        fields["task_category"] = category.strip().lower()
    if isinstance(answer.get("success"), bool):
        fields["success"] = answer["success"]
    result = _clean_text(answer.get("key_result"), KEY_RESULT_MAX)
    if result:
        fields["key_result"] = result
    for key in ("error_encountered", "error_resolution"):
        if key in answer:
            fields[key] = _optional_text(answer[key], getattr(computed, key))
    return replace(computed, **fields)


def summarise(
    model: SummaryModel, computed: Episode, messages: Sequence[dict[str, Any]]
) -> Episode:
    """``computed`` refined by one model call; any failure returns ``computed`` (logged)."""
    prompt = EPISODE_PROMPT.format(transcript=transcript(messages))
    try:
        reply = model.complete(
            prompt, system=EPISODE_SYSTEM_PROMPT, max_tokens=SUMMARY_MAX_TOKENS, temperature=0.0
        )
    except Exception as exc:  # boundary: any backend failure leaves the computed episode
        logger.warning("episode summary for %s failed: %s", computed.session_id, exc)
        return computed
    answer = _json_object(reply) if isinstance(reply, str) else None
    if answer is None:
        logger.warning("episode summary for %s was not a JSON object", computed.session_id)
        return computed
    return merge(computed, answer)
