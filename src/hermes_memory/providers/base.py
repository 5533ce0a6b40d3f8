"""The ``MemoryProvider`` contract every memory provider implements (spec providers.md §2).

Method and argument names are Hermes's, so a Hermes provider plugin ports by changing the
import of its base class. Four members are abstract; every other hook is an opt-in override
with a harmless default. Also owns ``RecallStatus`` and ``is_trivial_prompt``.
"""

from __future__ import annotations

import unicodedata
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

PRE_COMPRESS_CHECKPOINT_API_VERSION = 2
"""The newest pre-compress checkpoint contract the manager can request."""

INDICATOR_GLYPH = "🧠"
"""Default glyph shown beside a recall indicator."""

# Short replies that carry no retrievable intent; recalling memory for them wastes a turn.
_TRIVIAL_WORDS = frozenset(
    {
        "yes",
        "no",
        "ok",
        "okay",
        "sure",
        "thanks",
        "thank you",
        "y",
        "n",
        "yep",
        "nope",
        "yeah",
        "nah",
        "hi",
        "hey",
        "hello",
        "yo",
        "sup",
        "continue",
        "go ahead",
        "do it",
        "proceed",
        "got it",
        "cool",
        "nice",
        "great",
        "done",
        "next",
        "lgtm",
        "k",
    }
)
# Longest first so "thank you" is tried before "thanks"-like prefixes.
_TRIVIAL_BY_LENGTH = tuple(sorted(_TRIVIAL_WORDS, key=len, reverse=True))


def _is_decoration(char: str) -> bool:
    """Whitespace, punctuation or a symbol (emoji, emoticon parts) may trail a trivial word."""
    if char.isspace():
        return True
    category = unicodedata.category(char)
    return category[0] in {"P", "S", "Z"} or category in {"Mn", "Cf"}


def is_trivial_prompt(text: str | None) -> bool:
    """True when ``text`` is empty, a slash command, or only an acknowledgement or greeting.

    ``ok!!``, ``Thanks 👍`` and ``/help`` are trivial; ``k8s``, ``note`` and ``hello world``
    are not: the trivial word must be the whole message apart from trailing decoration.
    """
    if text is None:
        return True
    stripped = text.strip()
    if not stripped or stripped.startswith("/"):
        return True
    lowered = stripped.lower()
    for candidate in _TRIVIAL_BY_LENGTH:
        if not lowered.startswith(candidate):
            continue
        rest = lowered[len(candidate) :]
        if all(_is_decoration(char) for char in rest):
            return True
    return False


@dataclass(frozen=True)
class RecallStatus:
    """What the last prefetch injected, for a UI indicator.

    ``count == 0`` means content was injected without a discrete count (a synthesised answer).
    """

    provider_label: str
    count: int
    glyph: str = INDICATOR_GLYPH


class MemoryProvider(ABC):
    """Base class of memory providers; see spec providers.md §2.1 for when each hook runs.

    Subclasses must implement :attr:`name`, :meth:`is_available`, :meth:`initialize` and
    :meth:`get_tool_schemas`. The manager never type-checks providers, so duck-typed objects
    with the same methods work too; this class documents and defaults the contract.
    """

    pre_compress_checkpoint_api_version: int = 1
    """Version of the pre-compress checkpoint contract this provider honours (1 = best effort)."""

    # --- identity and activation ---------------------------------------------------------

    @property
    @abstractmethod
    def name(self) -> str:
        """The provider's identity; ``"builtin"`` is reserved for the built-in store."""

    @abstractmethod
    def is_available(self) -> bool:
        """Whether the provider can run: config, env vars, installed packages. No network."""

    @abstractmethod
    def initialize(self, session_id: str, **kwargs: Any) -> None:
        """Called once at agent start; kwargs always include ``hermes_home`` and ``platform``."""

    def initialize_for_inspection(self, session_id: str, **kwargs: Any) -> None:
        """Initialise for a read-only inspector (dashboard); defaults to :meth:`initialize`."""
        self.initialize(session_id=session_id, **kwargs)

    def unavailable_reason(self) -> str:
        """Why :meth:`is_available` is False, for the host's warning; ``""`` when unknown."""
        return ""

    # --- per-turn recall -----------------------------------------------------------------

    def system_prompt_block(self) -> str:
        """Static text for the system prompt (built once per session)."""
        return ""

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        """Raw recalled context for this turn (never pre-fenced); must return quickly."""
        return ""

    def queue_prefetch(self, query: str, *, session_id: str = "") -> None:  # noqa: B027 - opt-in hook
        """Warm the next turn's recall in the background after a completed turn."""

    def recall_status(self) -> RecallStatus | None:
        """What the LAST prefetch injected, or ``None`` when it injected nothing."""
        return None

    def sync_turn(  # noqa: B027 - opt-in hook
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: list[dict[str, Any]] | None = None,
    ) -> None:
        """Record a completed turn; ``messages`` is the OpenAI-style transcript when given."""

    # --- tools ---------------------------------------------------------------------------

    @abstractmethod
    def get_tool_schemas(self) -> list[dict[str, Any]]:
        """OpenAI function schemas (``{name, description, parameters}``); ``[]`` for none."""

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        """Run one of this provider's tools and return its JSON string result."""
        raise NotImplementedError(f"Provider {self.name} does not handle tool {tool_name}")

    # --- lifecycle hooks -----------------------------------------------------------------

    def shutdown(self) -> None:  # noqa: B027 - opt-in hook
        """Flush queues and close connections."""

    def on_turn_start(self, turn_number: int, message: str, **kwargs: Any) -> None:  # noqa: B027 - opt-in hook
        """Start of a user turn, before prefetch (1-based ``turn_number``)."""

    def on_session_end(self, messages: list[dict[str, Any]]) -> None:  # noqa: B027 - opt-in hook
        """A real session boundary (exit, /new, /reset, expiry, compression); never per turn."""

    def on_session_switch(  # noqa: B027 - opt-in hook
        self,
        new_session_id: str,
        *,
        parent_session_id: str = "",
        reset: bool = False,
        rewound: bool = False,
        **kwargs: Any,
    ) -> None:
        """The session id rotated without teardown (/resume, /branch, /new, compression…)."""

    def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
        """Text to add to the summariser prompt before ``messages`` are compressed away."""
        return ""

    def on_memory_write(  # noqa: B027 - opt-in hook
        self,
        action: str,
        target: str,
        content: str,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        """The built-in ``memory`` tool committed a write (add / replace / remove)."""

    def on_delegation(  # noqa: B027 - opt-in hook
        self, task: str, result: str, *, child_session_id: str = "", **kwargs: Any
    ) -> None:
        """A subagent finished; called on the parent."""

    # --- setup and maintenance -----------------------------------------------------------

    def get_config_schema(self) -> list[dict[str, Any]]:
        """Fields walked by ``hermes-memory providers setup`` (spec §2.3)."""
        return []

    def save_config(self, values: dict[str, Any], hermes_home: str) -> None:  # noqa: B027 - opt-in hook
        """Store non-secret setup values in the provider's own location."""

    def backup_paths(self) -> list[str]:
        """Absolute paths outside the home that a backup should include."""
        return []
