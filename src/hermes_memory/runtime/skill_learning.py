"""Skills in the turn loop: the creation nudge and the automatic record of skill uses.

The nudge (skills.md §7) counts tool-calling iterations — assistant messages with tool
calls — since ``skill_manage`` was last used; a finished turn that reaches
``skills.creation_nudge_interval`` (default 10, 0 = off) asks for a background review with
skills and starts the count over. Uses (§5): a skill viewed in a finished turn was used; the
outcome is a failure when a tool failed in that turn or the next user message corrects the
answer, else a success (decided at the next message or at the end of the session).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from hermes_memory.config import load_typed_section
from hermes_memory.errors import ConfigError, HermesMemoryError
from hermes_memory.skills import Outcome, SkillStore, record_use

logger = logging.getLogger(__name__)

DEFAULT_CREATION_NUDGE_INTERVAL = 10
SKILL_MANAGE = "skill_manage"
SKILL_VIEW = "skill_view"
# The opening of a reply that says the last answer was wrong; anything else counts as fine.
_CORRECTION = re.compile(
    r"^\W*(no\b(?!\W*(problem|worries|need|rush|doubt))|nope\b|wrong\b|incorrect\b|"
    r"that'?s (not|wrong)|that (is not|isn'?t|did ?n[o']t|does ?n[o']t|failed)|"
    r"it (did ?n[o']t|does ?n[o']t|failed|broke)|"
    r"not what i|still (broken|failing|fails|wrong))",
    re.IGNORECASE,
)


def _interval(section: object) -> int:
    if section is None:
        return DEFAULT_CREATION_NUDGE_INTERVAL
    if not isinstance(section, Mapping):
        raise ConfigError("skills must be a mapping of settings", key="skills")
    value = section.get("creation_nudge_interval")
    if value is None:
        return DEFAULT_CREATION_NUDGE_INTERVAL
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ConfigError(
            "skills.creation_nudge_interval must be a whole number (0 turns the nudge off), "
            f"not {value!r}",
            key="skills.creation_nudge_interval",
        )
    return value


def creation_nudge_interval(home: Path) -> int:
    """``skills.creation_nudge_interval`` from config.yaml (0: the nudge is off); a value of
    the wrong shape is a :class:`ConfigError` naming the key and line."""
    return load_typed_section("skills", _interval, home)


def is_correction(text: str) -> bool:
    return bool(_CORRECTION.match(text or ""))


def _calls(message: Mapping[str, Any]) -> list[tuple[str, str]]:
    """``(id, name)`` of each tool call an assistant message makes."""
    found: list[tuple[str, str]] = []
    for call in message.get("tool_calls") or []:
        if not isinstance(call, Mapping):
            continue
        function = call.get("function")
        name = function.get("name") if isinstance(function, Mapping) else call.get("name")
        if isinstance(name, str):
            found.append((str(call.get("id") or ""), name))
    return found


def _result(content: object) -> dict[str, Any] | None:
    if not isinstance(content, str):
        return None
    try:
        parsed = json.loads(content)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def _failed(result: dict[str, Any] | None) -> bool:
    return result is not None and (result.get("success") is False or bool(result.get("error")))


class SkillLearning:
    """The nudge count and the uses awaiting an outcome, for one runtime."""

    def __init__(self, home: Path, interval: int | None = None) -> None:
        self.home = home
        self.interval = creation_nudge_interval(home) if interval is None else max(0, interval)
        self.iterations = 0
        self.pending: list[str] = []
        """Skills used in the last finished turn whose outcome waits for the next message."""

    def turn_finished(self, rows: Sequence[Mapping[str, Any]], *, completed: bool) -> bool:
        """Count the turn's iterations and record its skill uses; True when a background
        review with skills is due (only a completed turn asks for one)."""
        names: dict[str, str] = {}
        used: list[str] = []
        failed = False
        for message in rows:
            role = message.get("role")
            if role == "assistant":
                calls = _calls(message)
                names.update(calls)
                if any(name == SKILL_MANAGE for _, name in calls):
                    self.iterations = 0
                elif calls:
                    self.iterations += 1
            elif role == "tool":
                result = _result(message.get("content"))
                failed = failed or _failed(result)
                tool = names.get(str(message.get("tool_call_id") or ""), message.get("tool_name"))
                skill = result.get("name") if result and tool == SKILL_VIEW else None
                if isinstance(skill, str) and result and result.get("success") is True:
                    used.append(skill)
        if not completed:
            return False
        self._settle(Outcome.SUCCESS)  # an earlier turn's uses: no correction came
        for skill in dict.fromkeys(used):
            if failed:
                self._record(skill, Outcome.FAILURE)
            else:
                self.pending.append(skill)
        if self.interval <= 0 or self.iterations < self.interval:
            return False
        self.iterations = 0
        return True

    def next_user_message(self, text: str) -> None:
        """The user's next message decides the last turn's outcome."""
        self._settle(Outcome.FAILURE if is_correction(text) else Outcome.SUCCESS)

    def session_ended(self) -> None:
        self._settle(Outcome.SUCCESS)

    def _settle(self, outcome: Outcome) -> None:
        pending, self.pending = self.pending, []
        for skill in pending:
            self._record(skill, outcome)

    def _record(self, skill: str, outcome: Outcome) -> None:
        try:
            record_use(SkillStore(self.home), skill, outcome)
        except (HermesMemoryError, OSError) as exc:  # statistics never fail a turn
            logger.warning("could not record the use of skill %s: %s", skill, exc)
