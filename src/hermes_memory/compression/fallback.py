"""A summary written without a model, for when the summariser fails (§9.3 step 7).

Only used when ``compression.abort_on_summary_failure`` is false. It keeps what can be
read off the dropped turns mechanically: the user's requests, the tools that ran, paths
and error lines, and the last few turns verbatim (clipped), secrets redacted, ≤ 8,000 chars.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.compression.messages import (
    call_name,
    content_text,
    is_summary,
    role_of,
    tool_calls_of,
)
from hermes_memory.providers.redaction import redact_text

FALLBACK_CHAR_LIMIT = 8_000
_PATH = re.compile(r"(?:~|\.{1,2})?/[\w.@%+-]+(?:/[\w.@%+-]+)+")
_ERROR_LINE = re.compile(r"^.*\b(?:error|exception|traceback|failed)\b.*$", re.I | re.M)


def _one_line(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def fallback_summary(
    dropped: Sequence[Mapping[str, Any]], previous_summary: str | None = None
) -> str:
    asks = [
        _one_line(content_text(m), 200)
        for m in dropped
        if role_of(m) == "user" and not is_summary(m) and content_text(m).strip()
    ]
    tools = sorted({call_name(c) for m in dropped for c in tool_calls_of(m) if call_name(c)})
    text = "\n".join(content_text(m) for m in dropped)
    paths = sorted(set(_PATH.findall(text)))[:20]
    errors = [_one_line(line, 160) for line in _ERROR_LINE.findall(text)][:10]
    recent = [
        f"[{role_of(m).upper()}]: {_one_line(content_text(m), 300)}"
        for m in dropped[-8:]
        if content_text(m).strip()
    ]
    sections = ["(Written without a model: the summariser was unavailable.)"]
    if previous_summary:
        sections.append("## Earlier checkpoint\n" + previous_summary.strip())
    if asks:
        sections.append("## User requests\n" + "\n".join(f"- {a}" for a in asks[-10:]))
    if tools:
        sections.append("## Tools used\n" + ", ".join(tools))
    if paths:
        sections.append("## Paths mentioned\n" + "\n".join(f"- {p}" for p in paths))
    if errors:
        sections.append("## Error lines\n" + "\n".join(f"- {e}" for e in errors))
    if recent:
        sections.append("## Last dropped turns\n" + "\n".join(recent))
    summary = redact_text("\n\n".join(sections))
    return summary[:FALLBACK_CHAR_LIMIT]
