"""The ``Episode`` record: what one past session was about and how it went.

Owns the dataclass, its JSON form (``to_dict`` / ``from_dict``) and the categories the keyword
rules know. It does not read sessions (``build``) or touch the database (``table``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

TASK_DESCRIPTION_MAX = 300
KEY_RESULT_MAX = 199  # spec: "< 200 chars"


class TaskCategory(StrEnum):
    """The labels the keyword rules choose from; a model may name another short word."""

    CODING = "coding"
    DEBUGGING = "debugging"
    WRITING = "writing"
    RESEARCH = "research"
    DATA = "data"
    OPS = "ops"
    CONVERSATION = "conversation"
    OTHER = "other"


@dataclass
class Episode:
    """One session (a compression chain counts as one, keyed by its root) as an experience."""

    session_id: str
    created_at: datetime
    task_description: str
    task_category: str = TaskCategory.OTHER.value
    steps_taken: int = 0
    tools_used: list[str] = field(default_factory=list)
    execution_time_seconds: float = 0.0
    success: bool = True
    key_result: str = ""
    error_encountered: str | None = None
    error_resolution: str | None = None
    skills_applied: list[str] = field(default_factory=list)
    new_skill_created: str | None = None
    embedding: list[float] | None = None

    def __post_init__(self) -> None:
        # an aware timestamp always: naive ones are read as UTC, never as local time
        if self.created_at.tzinfo is None:
            self.created_at = self.created_at.replace(tzinfo=UTC)

    @property
    def valuable(self) -> bool:
        """Worth showing to a later session: it worked, or its pitfall has a known fix."""
        return self.success or bool(self.error_resolution)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serialisable dict (``created_at`` as ISO 8601 with its offset)."""
        return {
            "session_id": self.session_id,
            "created_at": self.created_at.isoformat(),
            "task_description": self.task_description,
            "task_category": self.task_category,
            "steps_taken": self.steps_taken,
            "tools_used": list(self.tools_used),
            "execution_time_seconds": self.execution_time_seconds,
            "success": self.success,
            "key_result": self.key_result,
            "error_encountered": self.error_encountered,
            "error_resolution": self.error_resolution,
            "skills_applied": list(self.skills_applied),
            "new_skill_created": self.new_skill_created,
            "embedding": None if self.embedding is None else list(self.embedding),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Episode:
        """The inverse of :meth:`to_dict`; raises ``ValueError`` naming a bad field."""
        try:
            session_id = _text(data, "session_id", required=True)
            assert session_id is not None
            return cls(
                session_id=session_id,
                created_at=_time(data.get("created_at")),
                task_description=_text(data, "task_description") or "",
                task_category=_text(data, "task_category") or TaskCategory.OTHER.value,
                steps_taken=_count(data.get("steps_taken", 0)),
                tools_used=_names(data, "tools_used"),
                execution_time_seconds=_seconds(data.get("execution_time_seconds", 0.0)),
                success=_flag(data.get("success", True)),
                key_result=_text(data, "key_result") or "",
                error_encountered=_text(data, "error_encountered"),
                error_resolution=_text(data, "error_resolution"),
                skills_applied=_names(data, "skills_applied"),
                new_skill_created=_text(data, "new_skill_created"),
                embedding=_vector(data.get("embedding")),
            )
        except _FieldError as exc:
            raise ValueError(f"episode field {exc.field!r}: {exc.problem}") from None


class _FieldError(Exception):
    def __init__(self, name: str, problem: str) -> None:
        super().__init__(name, problem)
        self.field = name
        self.problem = problem


def _text(data: Mapping[str, Any], key: str, *, required: bool = False) -> str | None:
    value = data.get(key)
    if value is None:
        if required:
            raise _FieldError(key, "is required")
        return None
    if not isinstance(value, str):
        raise _FieldError(key, f"must be text, not {type(value).__name__}")
    if required and not value:
        raise _FieldError(key, "must not be empty")
    return value


def _time(value: object) -> datetime:
    if isinstance(value, datetime):
        return value
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            raise _FieldError("created_at", f"is not an ISO 8601 time: {value!r}") from None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return datetime.fromtimestamp(float(value), UTC)
    raise _FieldError("created_at", "is required (ISO 8601 text)")


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _FieldError("steps_taken", "must be a whole number, 0 or more")
    return value


def _seconds(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise _FieldError("execution_time_seconds", "must be a finite number")
    return float(value)


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise _FieldError("success", "must be true or false")
    return value


def _names(data: Mapping[str, Any], key: str) -> list[str]:
    value = data.get(key)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _FieldError(key, "must be a list of text")
    return list(value)


def _vector(value: object) -> list[float] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(
        isinstance(v, int | float) and not isinstance(v, bool) for v in value
    ):
        raise _FieldError("embedding", "must be a list of numbers or null")
    return [float(v) for v in value]
