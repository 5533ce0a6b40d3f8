"""``compress_tool_result`` (spec §2): a huge tool result cut to fit the model's window.

Deterministic, no model call, never raises. Code or command output keeps its head and tail
lines, a table becomes a summary with numeric statistics, anything else is cut on a word
boundary. Each cut leaves one marker line, which is how a second pass recognises its own
output and returns it unchanged.
"""

from __future__ import annotations

import logging
import re

from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.working.budget import DEFAULT_TOOL_RESULT_MAX_TOKENS
from hermes_memory.working.detection import ResultKind, classify
from hermes_memory.working.tables import SAMPLE_ROWS, Table, column_stats, summarise_table

logger = logging.getLogger(__name__)

HEAD_LINES = 25
TAIL_LINES = 10
MIN_HEAD_LINES = 5
MIN_TAIL_LINES = 2
CODE_MIN_LINES = 50
_TAIL_RATIO = TAIL_LINES / HEAD_LINES  # 1 : 2.5, kept while cutting harder

_MARKER_LINE = re.compile(
    r"^(?:\.\.\. \[truncated \d+ lines\] \.\.\."
    r"|\.\.\. \[truncated, \d+ of \d+ characters kept\]"
    r"|\[table summarised: \d+ rows × \d+ columns\])$",
    re.M,
)


def _text_of(result: object) -> str:
    if isinstance(result, str):
        return result
    if isinstance(result, bytes | bytearray | memoryview):
        return bytes(result).decode("utf-8", errors="replace")
    try:
        return str(result)
    except Exception as exc:  # boundary: a foreign object's __str__ may fail; never raise
        logger.warning("tool result of type %s has no text form: %s", type(result), exc)
        return repr(type(result))


def _budget(max_tokens: object) -> int:
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens <= 0:
        return DEFAULT_TOOL_RESULT_MAX_TOKENS if max_tokens is None else 1
    return max_tokens


def _has_marker(text: str) -> bool:
    # plain substring tests first: a regex over a megabyte is what the benchmark would pay
    if "[truncated" not in text and "[table summarised:" not in text:
        return False
    return _MARKER_LINE.search(text) is not None


def _body_tokens(text: str) -> int:
    """Tokens of ``text`` without its marker lines: what every cut is measured by, so that
    a second pass measures our output exactly as the first one did."""
    return rough_tokens(_MARKER_LINE.sub("", text))


def _already_compressed(text: str, budget: int) -> bool:
    """Our own output: a marker line, and within budget once marker lines are left out."""
    return _has_marker(text) and _body_tokens(text) <= budget


def _cut_lines(lines: list[str], budget: int, ending: str) -> str | None:
    """Head and tail lines with a marker between, or ``None`` when even 5 + 2 lines are over."""
    head = HEAD_LINES
    while head >= MIN_HEAD_LINES:
        tail = max(MIN_TAIL_LINES, round(head * _TAIL_RATIO))
        marker = f"... [truncated {len(lines) - head - tail} lines] ..."
        candidate = "\n".join([*lines[:head], marker, *lines[-tail:]]) + ending
        if _body_tokens(candidate) <= budget:
            return candidate
        head -= 1
    return None


def _cut_prose(text: str, budget: int) -> str:
    limit = max(1, budget * 4 - 1)  # the newline before the marker counts too
    cut = text[: limit + 1]
    # back up to the last whitespace so no word is split, unless one word fills the budget
    space = max(cut.rfind(" "), cut.rfind("\n"), cut.rfind("\t"))
    kept = text[:space].rstrip() if space > 0 else text[:limit]
    kept = kept[:limit]
    return f"{kept}\n... [truncated, {len(kept)} of {len(text)} characters kept]"


def _summary(table: Table, budget: int) -> str | None:
    stats = column_stats(table)
    for rows in range(SAMPLE_ROWS, -1, -1):
        text = summarise_table(table, rows, stats)
        if _body_tokens(text) <= budget:
            return text
    return None


def compress_tool_result(result: object, max_tokens: int = DEFAULT_TOOL_RESULT_MAX_TOKENS) -> str:
    """``result`` cut to about ``max_tokens`` tokens (``ceil(chars / 4)``), by its kind.

    Within budget, or already compressed by this function, it comes back unchanged. The
    output exceeds ``max_tokens`` by at most its one marker line.
    """
    text = _text_of(result)
    budget = _budget(max_tokens)
    if rough_tokens(text) <= budget or _already_compressed(text, budget):
        return text
    try:
        kind, table = classify(text)
    except Exception as exc:  # boundary: detection is heuristics over foreign text; never raise
        logger.warning("tool result detection failed, cutting as prose: %s", exc, exc_info=True)
        kind, table = ResultKind.PROSE, None
    if kind is ResultKind.TABLE and table is not None:
        summary = _summary(table, budget)
        if summary is not None:
            return summary
    elif kind is ResultKind.CODE:
        trailing = text.endswith("\n")
        lines = (text[:-1] if trailing else text).split("\n")
        if len(lines) > CODE_MIN_LINES:
            cut = _cut_lines(lines, budget, "\n" if trailing else "")
            if cut is not None:
                return cut
    return _cut_prose(text, budget)
