"""Tool arguments as they arrive over JSON: lone surrogates in them, found or repaired.

A ``"\\ud800"`` escape decodes to a string UTF-8 and SQLite cannot encode. The ``memory``
tool refuses it itself and ``session_search`` searches around it; a recorded conversation is
kept with U+FFFD in its place (a transcript is worth more than one broken character); any
other tool is refused up front with a message naming the argument, instead of failing deep
inside a provider with a codec error.
"""

from __future__ import annotations

from typing import Any

from hermes_memory.oddchars import find_surrogate, repair_surrogates


def repaired(value: Any) -> Any:
    """``value`` with every string in it (keys too) free of lone surrogates."""
    if isinstance(value, str):
        return repair_surrogates(value)
    if isinstance(value, dict):
        return {repaired(k): repaired(v) for k, v in value.items()}
    if isinstance(value, list):
        return [repaired(v) for v in value]
    return value


def surrogate_problem(args: dict[str, Any]) -> str | None:
    """A refusal naming the first argument holding a lone surrogate, or ``None``."""

    def walk(value: Any, where: str) -> str | None:
        if isinstance(value, str):
            odd = find_surrogate(value)  # NUL is each tool's own business
            return None if odd is None else f"{where or 'name'} contains {odd.describe()}"
        if isinstance(value, dict):
            for key, item in value.items():
                found = walk(key, where) or walk(item, f"{where}.{key}" if where else str(key))
                if found:
                    return found
        if isinstance(value, list):
            for index, item in enumerate(value):
                found = walk(item, f"{where}[{index}]")
                if found:
                    return found
        return None

    found = walk(args, "")
    if found is None:
        return None
    return (
        f"Argument {repair_surrogates(found)}, which cannot be stored or sent as UTF-8 (usually "
        "half of an emoji or a broken escape). Nothing was done; resend it as valid text."
    )
