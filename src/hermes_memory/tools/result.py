"""JSON rendering shared by every tool handler.

Hermes returns tool results as JSON strings with non-ASCII kept literal (``—``, ``§``,
``═`` appear as themselves). Errors use one envelope, ``{"error": …, "success": false}``,
unless a tool's own catalogue says otherwise.
"""

from __future__ import annotations

import json
from typing import Any

from hermes_memory.oddchars import repair_surrogates


def to_json(payload: Any) -> str:
    """Serialize a tool result the way Hermes does (``ensure_ascii=False``).

    A lone surrogate echoed from the input would make the result unencodable (the model
    would get no answer at all), so any that is left becomes U+FFFD.
    """
    return repair_surrogates(json.dumps(payload, ensure_ascii=False))


def tool_error(message: str, **extra: Any) -> str:
    """The standard error envelope: ``{"error": message, "success": false, **extra}``."""
    return to_json({"error": message, "success": False, **extra})


def provider_error(message: str, **extra: Any) -> str:
    """The provider-routing error shape: ``{"error": message, **extra}`` (no success key)."""
    return to_json({"error": message, **extra})
