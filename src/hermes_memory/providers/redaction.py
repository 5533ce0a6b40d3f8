"""Egress redaction: obvious secrets never reach an external memory provider.

Providers archive what they are handed, so every manager hand-off (queries, turns,
transcripts, tool arguments, memory-write mirrors, delegation results) passes through
:func:`redact_values`. Deliberately small: well-known API-key shapes, bearer tokens and
``NAME=value`` assignments whose name says secret. ``data:`` URLs (inline media) pass as-is.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

REDACTED = "[redacted]"

# Shapes of widely used credentials; each match is the secret itself.
_KEY_SHAPES = re.compile(
    r"""
    (?<![A-Za-z0-9_-])
    (?:
        sk-[A-Za-z0-9][A-Za-z0-9_-]{15,}           # OpenAI / Anthropic style
      | gh[pousr]_[A-Za-z0-9]{20,}                 # GitHub tokens
      | github_pat_[A-Za-z0-9_]{20,}
      | glpat-[A-Za-z0-9_-]{20,}                   # GitLab
      | xox[abposr]-[A-Za-z0-9-]{10,}              # Slack
      | AKIA[0-9A-Z]{16}                           # AWS access key id
      | AIza[0-9A-Za-z_-]{35}                      # Google API key
      | hf_[A-Za-z0-9]{20,}                        # Hugging Face
      | eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}   # JWT
    )
    """,
    re.VERBOSE,
)
_BEARER = re.compile(r"(?i)\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})")
# NAME=value where NAME ends in a secret-ish word (API_KEY=…, token=…, DB_PASSWORD="…").
_ASSIGNMENT = re.compile(
    r"""(?ix)
    \b([A-Za-z0-9_]*(?:api[_-]?key|secret[_-]?key|access[_-]?key|private[_-]?key
        |token|secret|passw(?:or)?d|credentials?))
    (\s*=\s*)(["']?)([^\s"'&;,]{3,})
    """
)
# Secrets this long are also masked wherever else they appear in the same hand-off.
_LEARN_MIN = 8


def _find_secrets(text: str) -> list[str]:
    found = [m.group(0) for m in _KEY_SHAPES.finditer(text)]
    found += [m.group(2) for m in _BEARER.finditer(text)]
    found += [m.group(4) for m in _ASSIGNMENT.finditer(text) if m.group(4) != REDACTED]
    return found


def redact_text(text: str) -> str:
    """``text`` with recognised secrets replaced by ``[redacted]``."""
    text = _KEY_SHAPES.sub(REDACTED, text)
    text = _BEARER.sub(lambda m: m.group(1) + REDACTED, text)
    return _ASSIGNMENT.sub(
        lambda m: (
            m.group(1) + m.group(2) + m.group(3) + REDACTED
            if m.group(4) != REDACTED
            else m.group(0)
        ),
        text,
    )


def _walk(value: Any, fix: Callable[[str], str]) -> Any:
    """Apply ``fix`` to every string; unchanged containers are returned as the same object."""
    if isinstance(value, str):
        return value if not value or value.startswith("data:") else fix(value)
    if isinstance(value, dict):
        out = {key: _walk(item, fix) for key, item in value.items()}
        return value if all(out[key] is value[key] for key in value) else out
    if isinstance(value, list | tuple):
        items = [_walk(item, fix) for item in value]
        if all(new is old for new, old in zip(items, value, strict=True)):
            return value
        return tuple(items) if isinstance(value, tuple) else items
    return value


def redact_values(*values: Any) -> tuple[Any, ...]:
    """Redacted copies of ``values`` (never mutating the caller's objects).

    A secret recognised anywhere in the hand-off is masked everywhere in it, so a key seen
    in a tool result is also caught where the model repeats it bare in prose.
    """
    learned: set[str] = set()

    def collect(text: str) -> str:
        learned.update(s for s in _find_secrets(text) if len(s) >= _LEARN_MIN)
        return text

    for value in values:
        _walk(value, collect)
    if learned:
        pattern = re.compile("|".join(re.escape(s) for s in sorted(learned, key=len, reverse=True)))

        def fix(text: str) -> str:
            return redact_text(pattern.sub(REDACTED, text))
    else:
        fix = redact_text
    return tuple(_walk(value, fix) for value in values)


def redact(value: T) -> T:
    """One redacted copy of ``value`` (strings, dicts, lists, tuples; others unchanged)."""
    result: T = redact_values(value)[0]
    return result
