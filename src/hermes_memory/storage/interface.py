"""The storage interface: what a session store and a curated-memory store answer, as
Protocols. ``SessionDB`` (state.db) and ``MemoryStore`` (the home's Markdown files) satisfy
them as they are; ``PgSessionStore`` and ``PgMemoryStore`` (PostgreSQL) do too. Callers
above level 1 type against these and never against a driver.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from hermes_memory.curated.outcome import WriteOutcome
from hermes_memory.sessions.search import SearchResult


@runtime_checkable
class SessionStore(Protocol):
    """Sessions, messages, lineage, titles and search (spec sessions-and-search.md)."""

    def create_session(
        self,
        session_id: str,
        source: str,
        model: str | None = None,
        model_config: dict[str, Any] | str | None = None,
        system_prompt: str | None = None,
        user_id: str | None = None,
        parent_session_id: str | None = None,
        **more: Any,
    ) -> str: ...

    def append_message(
        self,
        session_id: str,
        role: str,
        content: Any = None,
        tool_name: str | None = None,
        tool_calls: Any = None,
        tool_call_id: str | None = None,
        token_count: int | None = None,
        finish_reason: str | None = None,
        timestamp: Any = None,
        **more: Any,
    ) -> int: ...

    def append_messages(
        self, session_id: str, messages: Iterable[Mapping[str, Any]]
    ) -> list[int]: ...

    def end_session(self, session_id: str, end_reason: Any) -> bool: ...

    def set_session_title(self, session_id: str, title: str | None) -> bool: ...

    def get_session(self, session_id: str) -> dict[str, Any] | None: ...

    def get_messages(
        self, session_id: str, include_inactive: bool = False
    ) -> list[dict[str, Any]]: ...

    def lineage_root(self, session_id: str) -> str: ...

    def get_compression_tip(self, session_id: str) -> str: ...

    def get_next_title_in_lineage(self, base_title: str) -> str: ...

    def resolve_session_by_title(self, title: str) -> str | None: ...

    def search_messages(
        self,
        query: str,
        source_filter: Sequence[str] | None = None,
        exclude_sources: Sequence[str] | None = None,
        role_filter: Sequence[str] | None = None,
        limit: int = 20,
        offset: int = 0,
        sort: str | None = None,
        include_inactive: bool = False,
    ) -> list[dict[str, Any]]: ...

    def search(self, query: str, **options: Any) -> SearchResult: ...

    def close(self) -> None: ...


@runtime_checkable
class CuratedMemory(Protocol):
    """MEMORY and USER entries: budgets, substring matching, the frozen snapshot
    (spec curated-memory.md)."""

    memory_entries: list[str]
    user_entries: list[str]

    def load_from_disk(self) -> None: ...

    def format_for_system_prompt(self, target: Any) -> str | None: ...

    def add(self, target: Any, content: str) -> WriteOutcome: ...

    def replace(
        self, target: Any, old_text: str, new_content: str, matched_entry: str | None = None
    ) -> WriteOutcome: ...

    def remove(
        self, target: Any, old_text: str, matched_entry: str | None = None
    ) -> WriteOutcome: ...
