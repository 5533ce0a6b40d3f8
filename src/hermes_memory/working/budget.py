"""The working-memory budget (episodes-and-working-memory §1): how one context window is
shared between the system prompt, injected memory, the conversation, tool results and the
model's reply. Pure arithmetic and validation; reading ``config.yaml`` is ``settings.py``.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from types import MappingProxyType

from hermes_memory.errors import WorkingMemoryConfigError

CONFIG_SECTION = "working_memory"
DEFAULT_MAX_TOKENS = 32_768
DEFAULT_TOOL_RESULT_MAX_TOKENS = 500


class BudgetSlot(enum.StrEnum):
    """One share of the window, in the order the slots are laid out."""

    SYSTEM_PROMPT = "system_prompt"
    MEMORY_INJECTION = "memory_injection"
    CONVERSATION = "conversation"
    TOOL_RESULTS = "tool_results"
    RESPONSE_RESERVE = "response_reserve"


DEFAULT_SHARES: Mapping[BudgetSlot, float] = MappingProxyType(
    {
        BudgetSlot.SYSTEM_PROMPT: 0.08,
        BudgetSlot.MEMORY_INJECTION: 0.12,
        BudgetSlot.CONVERSATION: 0.30,
        BudgetSlot.TOOL_RESULTS: 0.35,
        BudgetSlot.RESPONSE_RESERVE: 0.15,
    }
)
# float sums of the defaults land a hair above 1.0; a share set is refused only beyond this
_SUM_TOLERANCE = 1e-9


def _error(key: str, problem: str) -> WorkingMemoryConfigError:
    return WorkingMemoryConfigError(f"{key} {problem}", key=key)


def positive_int(value: object, key: str) -> int:
    """``value`` when it is a whole number above 0 (not a bool, not a float), else an error."""
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise _error(key, f"must be a whole number above 0, not {value!r}")
    return value


def _share(value: object, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _error(key, f"must be a number from 0 to 1, not {value!r}")
    share = float(value)
    if not math.isfinite(share) or share < 0 or share > 1:
        raise _error(key, f"must be a number from 0 to 1, not {value!r}")
    return share


def _shares(given: Mapping[str, object] | None) -> dict[BudgetSlot, float]:
    shares = dict(DEFAULT_SHARES)
    for name, value in (given or {}).items():
        try:
            slot = BudgetSlot(str(name))
        except ValueError:
            known = ", ".join(s.value for s in BudgetSlot)
            raise _error(f"{CONFIG_SECTION}.{name}", f"is not a budget slot ({known})") from None
        shares[slot] = _share(value, f"{CONFIG_SECTION}.{slot.value}")
    total = sum(shares.values())
    if total > 1.0 + _SUM_TOLERANCE:
        parts = " + ".join(f"{slot.value} {shares[slot]:g}" for slot in BudgetSlot)
        raise WorkingMemoryConfigError(
            f"{CONFIG_SECTION} shares sum to {total:.4g}, more than 1.0 ({parts})",
            key=CONFIG_SECTION,
        )
    return shares


class WorkingMemory:
    """How a window of ``max_tokens`` is shared; each slot is ``int(max_tokens × share)``.

    ``shares`` overrides some or all of :data:`DEFAULT_SHARES` (keys are slot names); they
    must sum to at most 1.0. ``tool_result_max_tokens`` is the size above which one tool
    result is compressed before the model sees it. Bad values raise
    :class:`~hermes_memory.errors.WorkingMemoryConfigError` (a ``ValueError`` too).
    """

    def __init__(
        self,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        *,
        shares: Mapping[str, object] | None = None,
        tool_result_max_tokens: int = DEFAULT_TOOL_RESULT_MAX_TOKENS,
    ) -> None:
        self.max_tokens = positive_int(max_tokens, f"{CONFIG_SECTION}.max_tokens")
        self.tool_result_max_tokens = positive_int(
            tool_result_max_tokens, f"{CONFIG_SECTION}.tool_result_max_tokens"
        )
        self._shares = _shares(shares)

    @property
    def shares(self) -> dict[str, float]:
        return {slot.value: self._shares[slot] for slot in BudgetSlot}

    def slot_tokens(self, slot: BudgetSlot) -> int:
        """The size of one slot in tokens."""
        return int(self.max_tokens * self._shares[slot])

    def get_token_budget(self) -> dict[str, int]:
        """The five slot sizes, keyed by slot name, in layout order."""
        return {slot.value: self.slot_tokens(slot) for slot in BudgetSlot}

    def as_dict(self) -> dict[str, object]:
        return {
            "max_tokens": self.max_tokens,
            "tool_result_max_tokens": self.tool_result_max_tokens,
            "shares": self.shares,
            "budget": self.get_token_budget(),
        }

    def __repr__(self) -> str:
        return (
            f"WorkingMemory(max_tokens={self.max_tokens}, shares={self.shares}, "
            f"tool_result_max_tokens={self.tool_result_max_tokens})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, WorkingMemory):
            return NotImplemented
        return self.as_dict() == other.as_dict()

    __hash__ = None  # type: ignore[assignment]
