"""Where the summarised middle begins and ends (§9.3 steps 2–3).

The head is the system message plus the first few turns (none once a summary exists);
the tail is sized by tokens from the end, then widened so that no tool call is separated
from its results and the latest real user message and the latest visible assistant reply
stay verbatim. Pure index arithmetic over a message list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.compression.messages import (
    has_visible_text,
    is_summary,
    role_of,
    tool_calls_of,
)
from hermes_memory.compression.tokens import message_budget_tokens


def head_end(messages: Sequence[Mapping[str, Any]], protect_first_n: int) -> int:
    """Exclusive end of the protected head; tool results right after it join the head."""
    index = 1 if messages and role_of(messages[0]) == "system" else 0
    index = min(len(messages), index + max(0, protect_first_n))
    while index < len(messages) and role_of(messages[index]) == "tool":
        index += 1
    return index


def minimum_tail(n: int, start: int, protect_last_n: int) -> int:
    available = n - start - 1
    if available <= 1:
        available = 0
    return min(max(3, min(protect_last_n, 8)), max(3, available - 2), available)


def _walk_back(costs: Sequence[int], start: int, budget: float) -> int:
    cut = len(costs)
    spent = 0
    for index in range(len(costs) - 1, start - 1, -1):
        if spent + costs[index] > budget and cut < len(costs):
            break
        spent += costs[index]
        cut = index
    return cut


def _group_start(messages: Sequence[Mapping[str, Any]], cut: int, floor: int) -> int:
    """Move ``cut`` back so tool results at the cut stay with the assistant that asked."""
    if cut >= len(messages) or role_of(messages[cut]) != "tool":
        return cut
    probe = cut
    while probe > floor and role_of(messages[probe]) == "tool":
        probe -= 1
    return probe if tool_calls_of(messages[probe]) else cut


def _last_index(messages: Sequence[Mapping[str, Any]], predicate: Any) -> int | None:
    for index in range(len(messages) - 1, -1, -1):
        if predicate(messages[index]):
            return index
    return None


def tail_start(
    messages: Sequence[Mapping[str, Any]],
    start: int,
    tail_budget: int,
    protect_last_n: int,
) -> int:
    """Index where the verbatim tail begins; always ``>= start``.

    ``start`` is where the summarisable middle begins (the end of the head).
    """
    n = len(messages)
    if start >= n:
        return n
    costs = [message_budget_tokens(m) for m in messages]
    region = sum(costs[start:])
    ceiling = 1.5 * tail_budget
    cut = _walk_back(costs, start, tail_budget if region <= ceiling else ceiling)
    cut = min(cut, n - minimum_tail(n, start, protect_last_n))
    cut = max(cut, start)
    cut = max(_group_start(messages, cut, start), start)

    last_user = _last_index(messages, lambda m: role_of(m) == "user" and not is_summary(m))
    if last_user is not None and start <= last_user < cut:
        cut = last_user
    last_reply = _last_index(messages, lambda m: role_of(m) == "assistant" and has_visible_text(m))
    if last_reply is not None and start <= last_reply < cut:
        cut = max(_group_start(messages, last_reply, start), start)
    return cut
