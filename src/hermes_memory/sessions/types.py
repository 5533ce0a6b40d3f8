"""Enums and typed records of the session store: end reasons, FTS layouts, result shapes.

Pure declarations; no I/O. ``EndReason`` names the reasons Hermes writes, but the
``end_reason`` column still accepts any string (newer Hermes adds reasons we do not know).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, TypedDict


class EndReason(StrEnum):
    """Why a session ended (``sessions.end_reason``)."""

    COMPRESSION = "compression"
    BRANCHED = "branched"
    USER_EXIT = "user_exit"
    NEW_SESSION = "new_session"
    AGENT_CLOSE = "agent_close"
    TUI_SHUTDOWN = "tui_shutdown"
    WS_ORPHAN_REAP = "ws_orphan_reap"
    ORPHANED_COMPRESSION = "orphaned_compression"
    RESUMED_OTHER = "resumed_other"
    # later Hermes (spec §8.10, §14): fresh-reset and recoverable automatic reasons
    SESSION_RESET = "session_reset"
    SESSION_SWITCH = "session_switch"
    IDLE = "idle"
    DAILY = "daily"
    SUSPENDED = "suspended"
    RESUME_PENDING_EXPIRED = "resume_pending_expired"
    SUPERSEDED_BY_RESUME = "superseded_by_resume"
    STARTUP_ORPHAN_REAP = "startup_orphan_reap"


class Role(StrEnum):
    """``messages.role``."""

    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"


class FtsLayout(Enum):
    """How an FTS table of state.db stores its text, read from ``sqlite_master.sql``."""

    NONE = "none"
    """The table does not exist (FTS5 missing, or trigram unsupported)."""
    EXTERNAL_V1 = "external-v1"
    """v1–v10: external content reading ``messages`` directly (content column only)."""
    INLINE = "inline"
    """v11–v22 (the v17 reference): a standalone copy of the indexed text."""
    HERMES_EXTERNAL = "hermes-external"
    """v23+: Hermes's multi-column external content over ``*_src`` views."""
    COMPACT = "compact"
    """Ours: one ``content`` column, external content over a view, porter stemming."""


@dataclass(frozen=True)
class StoreInfo:
    """What opening the file found; search reads it to choose tables and fallbacks."""

    schema_version: int
    fts5: bool
    trigram: bool
    fts_layout: FtsLayout
    trigram_layout: FtsLayout
    newer_hermes: bool
    """The file was written by a Hermes newer than v17: we add no DDL and never migrate it."""
    layout_version: int
    """Our storage-layout migrations applied (``state_meta.hermes_memory_layout``), 0 if none."""


@dataclass(frozen=True)
class WriteStats:
    """Counters of the write path (group commit shows as commits < write_calls)."""

    write_calls: int
    commits: int
    largest_batch: int
    retries: int
    queued: int
    """Calls waiting for the current leader's commit to finish, right now."""


class AroundWindow(TypedDict):
    window: list[dict[str, Any]]
    messages_before: int
    messages_after: int


class AnchoredView(TypedDict):
    bookend_start: list[dict[str, Any]]
    window: list[dict[str, Any]]
    bookend_end: list[dict[str, Any]]
    messages_before: int
    messages_after: int


class RewindResult(TypedDict):
    rewound_count: int
    target_message: dict[str, Any]
    new_head_id: int | None
