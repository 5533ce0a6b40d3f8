"""The episode of a conversation computed without a model: counts, tools, timing, task,
outcome, first error, skills, and a category from keyword rules.

Pure functions over message dicts as ``SessionDB.get_messages`` returns them. The model
pass (``summary``) starts from this result and may only replace fields it gets right.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from hermes_memory.episodes.record import (
    KEY_RESULT_MAX,
    TASK_DESCRIPTION_MAX,
    Episode,
    TaskCategory,
)

SKILL_READ_TOOLS = frozenset({"skill_view", "skills_list", "skill_use", "skill_run"})
SKILL_MANAGE_TOOL = "skill_manage"
ERROR_TEXT_MAX = 300
# the final reply saying the task was not done (lower-case, matched as substrings)
FAILURE_PHRASES = (
    "i could not",
    "i couldn't",
    "i was unable",
    "i was not able",
    "i wasn't able",
    "i am unable",
    "i'm unable",
    "i can't complete",
    "i cannot complete",
    "unable to complete",
    "i did not manage",
    "i didn't manage",
    "i gave up",
)
# first match wins, so the narrow labels come before the broad ones
CATEGORY_RULES: tuple[tuple[TaskCategory, tuple[str, ...]], ...] = (
    (
        TaskCategory.DEBUGGING,
        (
            "debug",
            "bug",
            "error",
            "traceback",
            "exception",
            "crash",
            "failing",
            "fails",
            "broken",
            "fix",
        ),
    ),
    (
        TaskCategory.OPS,
        (
            "deploy",
            "docker",
            "kubernetes",
            "server",
            "nginx",
            "systemd",
            "ci",
            "pipeline",
            "install",
            "backup",
            "ssh",
            "dns",
            "cron",
        ),
    ),
    (
        TaskCategory.DATA,
        (
            "csv",
            "dataset",
            "sql",
            "query",
            "database",
            "pandas",
            "spreadsheet",
            "chart",
            "plot",
            "statistics",
            "json",
        ),
    ),
    (
        TaskCategory.CODING,
        (
            "code",
            "function",
            "class",
            "script",
            "implement",
            "refactor",
            "python",
            "javascript",
            "rust",
            "test",
            "api",
            "compile",
        ),
    ),
    (
        TaskCategory.WRITING,
        (
            "write",
            "draft",
            "essay",
            "email",
            "letter",
            "blog",
            "article",
            "rewrite",
            "proofread",
            "summary",
            "summarise",
            "summarize",
        ),
    ),
    (
        TaskCategory.RESEARCH,
        (
            "research",
            "find",
            "search",
            "compare",
            "investigate",
            "paper",
            "explain",
            "learn",
            "look up",
            "what is",
        ),
    ),
)
_SPACE = re.compile(r"\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")
_WORDS = re.compile(r"[a-z]+")


def text_of(content: Any) -> str:
    """Message content as plain text (multimodal parts: their text pieces)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text", "") for p in content if isinstance(p, dict)]
        return " ".join(p for p in parts if isinstance(p, str))
    return str(content)


def collapse(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def cut_words(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut on a word boundary when one is near."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip(" ,;:")


def first_sentence(text: str, limit: int = KEY_RESULT_MAX) -> str:
    flat = collapse(text)
    sentence = _SENTENCE_END.split(flat, maxsplit=1)[0] if flat else ""
    return cut_words(sentence, limit)


def _call_name(call: Any) -> str:
    if not isinstance(call, dict):
        return ""
    function = call.get("function")
    name = function.get("name") if isinstance(function, dict) else call.get("name")
    return name if isinstance(name, str) else ""


def _call_arguments(call: Any) -> dict[str, Any]:
    function = call.get("function") if isinstance(call, dict) else None
    raw = function.get("arguments") if isinstance(function, dict) else None
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str):
        try:
            parsed = json.loads(raw)
        except ValueError:
            return {}
        return parsed if isinstance(parsed, dict) else {}
    return {}


def tool_calls(messages: Iterable[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """``(name, arguments)`` of every assistant tool call, in order."""
    calls: list[tuple[str, dict[str, Any]]] = []
    for message in messages:
        if message.get("role") != "assistant":
            continue
        for call in message.get("tool_calls") or []:
            name = _call_name(call)
            if name:
                calls.append((name, _call_arguments(call)))
    return calls


def failure_of(result: str) -> str | None:
    """What a tool result says went wrong, or None when it does not report a failure."""
    text = result.strip()
    if "Traceback (most recent call last)" in text:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        return cut_words(lines[-1], ERROR_TEXT_MAX)
    try:
        payload = json.loads(text) if text.startswith("{") else None
    except ValueError:
        payload = None
    if not isinstance(payload, dict):
        return None
    error = payload.get("error")
    if error:
        return cut_words(collapse(str(error)), ERROR_TEXT_MAX)
    for key in ("exit_code", "returncode", "exitCode"):
        code = payload.get(key)
        if isinstance(code, int) and not isinstance(code, bool) and code != 0:
            detail = payload.get("stderr") or payload.get("output") or ""
            said = f"exit code {code}" + (f": {collapse(str(detail))}" if detail else "")
            return cut_words(said, ERROR_TEXT_MAX)
    if payload.get("success") is False:
        message = payload.get("message") or payload.get("detail") or "the tool reported failure"
        return cut_words(collapse(str(message)), ERROR_TEXT_MAX)
    return None


def categorise(task: str) -> TaskCategory:
    lower = task.lower()
    words = set(_WORDS.findall(lower))
    for category, keys in CATEGORY_RULES:
        # a two-word key ("look up") is matched as a phrase, one word as a whole word
        if any((key in lower) if " " in key else (key in words) for key in keys):
            return category
    return TaskCategory.CONVERSATION if len(task) < 80 else TaskCategory.OTHER


def _skills(calls: Sequence[tuple[str, dict[str, Any]]]) -> tuple[list[str], str | None]:
    applied: dict[str, None] = {}
    created: str | None = None
    for name, args in calls:
        skill = args.get("name") or args.get("skill")
        skill = skill if isinstance(skill, str) and skill else None
        if name == SKILL_MANAGE_TOOL and args.get("action") == "create":
            created = created or skill
        elif (name in SKILL_READ_TOOLS or name == SKILL_MANAGE_TOOL) and skill:
            applied.setdefault(skill, None)
    return list(applied), created


def compute_episode(
    session_id: str, messages: Sequence[dict[str, Any]], created_at: datetime
) -> Episode | None:
    """The model-free episode, or None when the conversation has no user message."""
    users = [collapse(text_of(m.get("content"))) for m in messages if m.get("role") == "user"]
    users = [u for u in users if u]
    if not users:
        return None
    calls = tool_calls(messages)
    names = list(dict.fromkeys(name for name, _ in calls))
    times = [float(m["timestamp"]) for m in messages if m.get("timestamp") is not None]
    results = [text_of(m.get("content")) for m in messages if m.get("role") == "tool"]
    failures = [failure_of(r) for r in results]
    replies = [
        text_of(m.get("content"))
        for m in messages
        if m.get("role") == "assistant" and text_of(m.get("content")).strip()
    ]
    final = replies[-1] if replies else ""
    gave_up = any(phrase in final.lower() for phrase in FAILURE_PHRASES)
    last_failed = bool(failures) and failures[-1] is not None
    applied, created = _skills(calls)
    task = cut_words(users[0], TASK_DESCRIPTION_MAX)
    return Episode(
        session_id=session_id,
        created_at=created_at,
        task_description=task,
        task_category=categorise(task).value,
        steps_taken=len(calls),
        tools_used=names,
        execution_time_seconds=round(max(times) - min(times), 3) if times else 0.0,
        success=not (gave_up or last_failed),
        key_result=first_sentence(final),
        error_encountered=next((f for f in failures if f is not None), None),
        error_resolution=None,
        skills_applied=applied,
        new_skill_created=created,
    )
