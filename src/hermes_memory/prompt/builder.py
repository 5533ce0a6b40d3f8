"""Assemble the system prompt in three tiers, once per session (curated-memory §9.3).

Stable tier: identity (``SOUL.md`` or our default) and tool guidance. Context tier: project
files and the caller's own system message. Volatile tier: the frozen MEMORY and USER
blocks, the providers' block, the skills index, the relevant episodes, and the session
lines (start time, id, model, platform).
Given the same inputs and clock the text is byte-identical; :class:`SessionPrompt` caches it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from hermes_memory.compression.messages import COMPACTION_SYSTEM_NOTE
from hermes_memory.curated.entries import Target
from hermes_memory.curated.store import MemoryStore
from hermes_memory.paths import resolve_home, soul_path
from hermes_memory.prompt.context_files import (
    load_context_files,
    read_scanned,
    render_context_files,
)
from hermes_memory.prompt.guidance import DEFAULT_IDENTITY, MemoryGuidance, tool_guidance
from hermes_memory.providers.manager import MemoryManager

Clock = Callable[[], datetime]


def _local_now() -> datetime:
    return datetime.now().astimezone()


def started_line(moment: datetime) -> str:
    """``Conversation started: Sunday, November 23, 2026 at 09:05 AM (CET)``."""
    zone = moment.tzname() or "local time"
    return f"Conversation started: {moment:%A, %B %d, %Y at %I:%M %p} ({zone})"


def guidance_for(store: MemoryStore | None) -> MemoryGuidance:
    """Full guidance when the notes store is on, user-only when only the profile is."""
    if store is None:
        return MemoryGuidance.NONE
    if store.target_enabled(Target.MEMORY):
        return MemoryGuidance.FULL
    if store.target_enabled(Target.USER):
        return MemoryGuidance.USER_ONLY
    return MemoryGuidance.NONE


class PromptBuilder:
    """Builds the system prompt text from a home, a store, a manager and a clock."""

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        store: MemoryStore | None = None,
        manager: MemoryManager | None = None,
        clock: Clock | None = None,
        context_dir: str | os.PathLike[str] | None = None,
        system_message: str | None = None,
        platform: str | None = "cli",
        session_search: bool = True,
        skills: bool = False,
    ) -> None:
        self.home = resolve_home(home)
        self.store = store
        self.manager = manager
        self.clock = clock or _local_now
        self.context_dir = Path(context_dir) if context_dir is not None else None
        self.system_message = system_message
        self.platform = platform
        self.session_search = session_search
        self.skills = skills  # the skill tools are offered: say when to use them

    def identity(self) -> str:
        loaded = read_scanned(soul_path(self.home), "SOUL.md")
        if loaded is None:
            return DEFAULT_IDENTITY
        if loaded.blocked:  # keep a working identity, and say why the file was skipped
            return f"{DEFAULT_IDENTITY}\n\n{loaded.text}"
        return loaded.text

    def stable_tier(self) -> list[str]:
        return [
            self.identity(),
            tool_guidance(guidance_for(self.store), self.session_search, self.skills),
        ]

    def context_tier(self) -> list[str]:
        parts: list[str] = []
        if self.context_dir is not None:
            parts.append(render_context_files(load_context_files(self.context_dir)))
        if self.system_message:
            parts.append(self.system_message)
        return parts

    def memory_blocks(self) -> list[str]:
        """The injected memory: MEMORY and USER blocks, then the providers' block (the parts
        the ``memory_injection`` slot bounds together with the episodes)."""
        parts: list[str] = []
        store = self.store
        if store is not None:
            for target in (Target.MEMORY, Target.USER):
                if store.target_enabled(target):
                    parts.append(store.format_for_system_prompt(target) or "")
        if self.manager is not None:
            parts.append(self.manager.build_system_prompt())
        return parts

    def volatile_tier(
        self,
        session_id: str,
        model: str | None,
        compacted: bool,
        experience: str = "",
        skills_index: str = "",
    ) -> list[str]:
        parts = self.memory_blocks()
        parts.append(skills_index)  # relevant skills: after the providers, before the episodes
        parts.append(experience)  # relevant past episodes: after memory, before the dates
        if compacted:
            parts.append(COMPACTION_SYSTEM_NOTE)
        lines = [started_line(self.clock()), f"Session ID: {session_id}"]
        if model:
            lines.append(f"Model: {model}")
        if self.platform:
            lines.append(f"Platform: {self.platform}")
        parts.append("\n".join(lines))
        return parts

    def build(
        self,
        session_id: str,
        *,
        model: str | None = None,
        compacted: bool = False,
        experience: str = "",
        skills_index: str = "",
    ) -> str:
        """The whole prompt: every non-blank part stripped, joined by one blank line."""
        parts = [
            *self.stable_tier(),
            *self.context_tier(),
            *self.volatile_tier(session_id, model, compacted, experience, skills_index),
        ]
        return "\n\n".join(p.strip() for p in parts if p and p.strip())


class SessionPrompt:
    """The frozen prompt of one session: built on first use, then never changed.

    Memory writes during the session do not touch it (they land on disk and show up in
    the next session). :meth:`rebuild` reloads the store's snapshot and builds it again;
    the runtime calls it after a compression, or a caller on an explicit invalidation.
    """

    def __init__(
        self, builder: PromptBuilder, session_id: str, *, model: str | None = None
    ) -> None:
        self.builder = builder
        self.session_id = session_id
        self.model = model
        self.compacted = False
        self.experience = ""  # the episodes block chosen at the first turn, kept on rebuilds
        self.skills_index = ""  # likewise the skills listed at the first turn
        self._text: str | None = None

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = self.builder.build(
                self.session_id,
                model=self.model,
                compacted=self.compacted,
                experience=self.experience,
                skills_index=self.skills_index,
            )
        return self._text

    def freeze(self, text: str) -> None:
        """Adopt an already-built prompt (a resumed session keeps the one it started with)."""
        self._text = text

    def rebuild(self, session_id: str | None = None, *, compacted: bool | None = None) -> str:
        """Reload the memory snapshot from disk and build the prompt again."""
        if session_id is not None:
            self.session_id = session_id
        if compacted is not None:
            self.compacted = compacted
        if self.builder.store is not None:
            self.builder.store.load_from_disk()
        self._text = None
        return self.text

    def invalidate(self) -> None:
        """Forget the cached text; the next :attr:`text` reloads and rebuilds."""
        if self.builder.store is not None:
            self.builder.store.load_from_disk()
        self._text = None
