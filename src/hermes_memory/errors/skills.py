"""Errors of the skills store and the episodic tier."""

from __future__ import annotations

from typing import Any

from hermes_memory.errors.base import HermesMemoryError


class SkillError(HermesMemoryError):
    """A skill operation refused; ``details`` holds extras for the tool JSON (e.g. preview)."""

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.details = details


class SkillNotFoundError(SkillError):
    """No skill (or file) by this name; ``details["similar"]`` names close matches."""


class SkillBlockedError(SkillError):
    """The skills guard refused the content; ``details["findings"]`` lists pattern ids."""


class EpisodeError(HermesMemoryError):
    """No episode from a session: it is unknown, or (``no_user_message``) holds no task."""

    def __init__(self, message: str, *, session_id: str = "", no_user_message: bool = False):
        super().__init__(message)
        self.session_id, self.no_user_message = session_id, no_user_message


class EpisodeArgumentError(EpisodeError, ValueError):
    """An argument of the episode store is out of range or of the wrong kind."""
