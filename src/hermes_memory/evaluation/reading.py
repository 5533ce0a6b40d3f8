"""Reading a benchmark file: JSON text and its SHA-256, with clear errors for the user."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from hermes_memory.errors import DatasetFormatError, EvaluationError


def read_json(path: str | Path) -> tuple[Any, str]:
    """The parsed file and the hex SHA-256 of its bytes."""
    file = Path(path)
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise EvaluationError(f"cannot read {file}: {exc.strerror or exc}") from exc
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise DatasetFormatError(f"{file} is not JSON: {exc}") from exc
    return data, hashlib.sha256(raw).hexdigest()
