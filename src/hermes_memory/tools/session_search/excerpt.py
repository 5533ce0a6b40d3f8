"""The part of a transcript a query-focused summary reads: at most ~100k characters.

Pure text work, no I/O. The transcript is rendered as ``[USER]: ...`` lines (long tool
output shortened), then cut around the query: where the whole phrase occurs, else where the
most query words meet inside 200 characters, else wherever any word occurs. The window
starts a quarter of its length before the chosen spot, so most of it is what came after.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from hermes_memory.sessions.search import STOP_WORDS

MAX_CHARS = 100_000
BEFORE_SHARE = 0.25
NEAR = 200
"""Characters inside which query words count as meeting."""
TOOL_KEEP = 250
"""Tool output longer than twice this keeps its first and last ``TOOL_KEEP`` characters."""
EARLIER = "...[earlier conversation truncated]...\n\n"
LATER = "\n\n...[later conversation truncated]..."
_WORD = re.compile(r"\w+")


def render_transcript(messages: Iterable[Mapping[str, Any]]) -> str:
    """Messages as ``[ROLE]: text`` blocks; tool calls named, long tool output shortened."""
    lines: list[str] = []
    for message in messages:
        role = str(message.get("role") or "unknown")
        content = message.get("content")
        text = content if isinstance(content, str) else ""
        if role == "tool":
            if len(text) > 2 * TOOL_KEEP:
                text = f"{text[:TOOL_KEEP]}\n…[truncated]…\n{text[-TOOL_KEEP:]}"
            lines.append(f"[TOOL:{message.get('tool_name') or 'tool'}]: {text}")
            continue
        calls = message.get("tool_calls")
        if role == "assistant" and calls and not text.strip():
            names = [_call_name(c) for c in calls] if isinstance(calls, list) else []
            lines.append(f"[ASSISTANT]: [Called: {', '.join(n for n in names if n)}]")
            continue
        lines.append(f"[{role.upper()}]: {text}")
    return "\n\n".join(lines)


def _call_name(call: Any) -> str:
    if isinstance(call, Mapping):
        inner = call.get("function")
        if isinstance(inner, Mapping):
            return str(inner.get("name") or "")
        return str(call.get("name") or "")
    return ""


def query_words(query: str) -> list[str]:
    """The query's searchable words, lower-cased, without stop words or duplicates."""
    words = [w for w in _WORD.findall(query.lower()) if w not in STOP_WORDS]
    return list(dict.fromkeys(w for w in words if len(w) > 1 or not w.isascii()))


def _occurrences(lower: str, needle: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(needle), lower)] if needle else []


def focus_positions(text: str, query: str) -> list[int]:
    """Where the query lands in ``text``: phrase hits, else the best meeting spots of its
    words, else any word's positions; ``[]`` when nothing of the query occurs."""
    lower = text.lower()
    phrase = " ".join(query.lower().split())
    words = query_words(query)
    if phrase and (len(words) > 1 or phrase in words):
        hits = _occurrences(lower, phrase)
        if hits:
            return hits
    where = {w: _occurrences(lower, w) for w in words}
    anywhere = sorted(p for spots in where.values() for p in spots)
    if len([w for w in words if where[w]]) > 1:
        best, spots = 1, []
        for start in anywhere:
            seen = sum(1 for w in words if any(start <= p < start + NEAR for p in where[w]))
            if seen > best:
                best, spots = seen, [start]
            elif seen == best and spots:
                spots.append(start)
        if spots:
            return spots
    return anywhere


def cut_around(text: str, query: str, budget: int = MAX_CHARS) -> str:
    """``text`` when it fits ``budget``; else the ``budget``-long window around the query
    that covers the most focus positions, with markers where text was left out."""
    if len(text) <= budget:
        return text
    positions = focus_positions(text, query)
    start = 0
    if positions:
        lead = int(budget * BEFORE_SHARE)
        best = -1
        for spot in positions:
            begin = max(0, min(spot - lead, len(text) - budget))
            covered = sum(1 for p in positions if begin <= p < begin + budget)
            if covered > best:
                best, start = covered, begin
    piece = text[start : start + budget]
    head = EARLIER if start > 0 else ""
    tail = LATER if start + budget < len(text) else ""
    return f"{head}{piece}{tail}"
