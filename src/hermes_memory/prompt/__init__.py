"""The system prompt: tiers, tool guidance in our words, context files, the frozen cache.

:class:`PromptBuilder` assembles the text; :class:`SessionPrompt` freezes it for a session.
"""

from __future__ import annotations

from hermes_memory.prompt.builder import PromptBuilder, SessionPrompt, guidance_for, started_line
from hermes_memory.prompt.context_files import CONTEXT_FILE_NAMES, ContextFile, load_context_files
from hermes_memory.prompt.guidance import (
    DEFAULT_IDENTITY,
    MEMORY_GUIDANCE,
    SESSION_SEARCH_GUIDANCE,
    SKILLS_GUIDANCE,
    USER_ONLY_GUIDANCE,
    MemoryGuidance,
    tool_guidance,
)
from hermes_memory.prompt.skills_index import fit_skills_index, render_skills_index

__all__ = [
    "CONTEXT_FILE_NAMES",
    "DEFAULT_IDENTITY",
    "MEMORY_GUIDANCE",
    "SESSION_SEARCH_GUIDANCE",
    "SKILLS_GUIDANCE",
    "USER_ONLY_GUIDANCE",
    "ContextFile",
    "MemoryGuidance",
    "PromptBuilder",
    "SessionPrompt",
    "fit_skills_index",
    "guidance_for",
    "load_context_files",
    "render_skills_index",
    "started_line",
    "tool_guidance",
]
