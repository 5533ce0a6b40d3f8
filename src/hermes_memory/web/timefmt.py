"""How the inspector writes times: local time, to the minute or second, and ISO for JSON."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any


def when(value: Any, *, seconds: bool = False) -> str:
    """``2026-03-14 09:26`` in local time; ``""`` for a missing or impossible time."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        return ""
    try:
        moment = datetime.fromtimestamp(value, tz=UTC).astimezone()
    except (OverflowError, OSError, ValueError):
        return ""
    return moment.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")


def iso(value: Any) -> str | None:
    """ISO 8601 with the UTC offset, for JSON; None for a missing or impossible time."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        return None
    try:
        return datetime.fromtimestamp(value, tz=UTC).isoformat()
    except (OverflowError, OSError, ValueError):
        return None
