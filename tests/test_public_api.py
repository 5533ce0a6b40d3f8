"""The package's public names are pinned: adding or removing one is a deliberate change."""

from __future__ import annotations

import importlib

import pytest

import hermes_memory

EXPECTED = [
    "ChatModel",
    "Episode",
    "EpisodicMemoryStore",
    "EndReason",
    "MEMORY_SCHEMA",
    "MemoryRuntime",
    "MemoryStore",
    "OpenAICompatibleModel",
    "SESSION_SEARCH_SCHEMA",
    "SearchResult",
    "SessionDB",
    "Target",
    "memory_tool",
    "run_turn",
    "session_search",
    "SKILLS_LIST_SCHEMA",
    "SKILL_MANAGE_SCHEMA",
    "SKILL_VIEW_SCHEMA",
    "skill_manage",
    "skill_view",
    "skills_list",
    "BuiltinMemoryProvider",
    "HermesMemoryError",
    "MemoryManager",
    "MemoryProvider",
    "RecallStatus",
    "StreamingContextScrubber",
    "build_memory_context_block",
    "discover_memory_providers",
    "discover_plugin_cli_commands",
    "is_trivial_prompt",
    "load_memory_provider",
    "sanitize_context",
    "MemoryConfig",
    "__version__",
    "hermes_home",
    "load_memory_config",
    "use_home",
    "WorkingMemory",
    "compress_tool_result",
]


# subpackage facades: what other packages import from them, in ruff's sorted order (RUF022:
# constants, then classes, then functions)
FACADES: dict[str, list[str]] = {
    "hermes_memory.providers.plugins": [
        "DependencyReport",
        "PluginCommand",
        "ProviderSource",
        "ProviderSpec",
        "ProviderState",
        "SetupOutcome",
        "SetupPlan",
        "apply_setup",
        "as_text",
        "coerce_value",
        "config_schema",
        "current_provider_config",
        "describe_providers",
        "discover_memory_providers",
        "discover_plugin_cli_commands",
        "ensure_dependencies",
        "env_file_overlay",
        "field_applies",
        "field_default",
        "get_provider_spec",
        "load_configured_provider",
        "load_for_inspection",
        "load_memory_provider",
        "plan_setup",
        "plugin_commands",
        "provider_status",
        "read_env_file",
        "read_plugin_yaml",
        "set_active_provider",
        "write_env_values",
    ],
    "hermes_memory.tools.memory": [
        "BACKGROUND_REVIEW",
        "MEMORY_SCHEMA",
        "MODEL_ONLY_MARKERS",
        "PendingWrite",
        "WriteRequest",
        "apply_memory_pending",
        "approve_pending",
        "for_people",
        "human_failure",
        "human_summary",
        "list_pending",
        "load_pending",
        "memory_schema_for",
        "memory_tool",
        "reject_pending",
    ],
    "hermes_memory.tools.session_search": ["SESSION_SEARCH_SCHEMA", "session_search"],
    "hermes_memory.tools.skills": [
        "SKILLS_LIST_SCHEMA",
        "SKILL_MANAGE_SCHEMA",
        "SKILL_TOOL_NAMES",
        "SKILL_VIEW_SCHEMA",
        "skill_manage",
        "skill_view",
        "skills_list",
    ],
    "hermes_memory.episodes": [
        "EXPERIENCE_HEADING",
        "BackfillReport",
        "Embedder",
        "Episode",
        "EpisodeSettings",
        "EpisodicMemoryStore",
        "PruneReason",
        "PrunedEpisode",
        "SummaryModel",
        "TaskCategory",
        "backfill",
        "experience_block",
        "load_episode_settings",
        "reciprocal_rank_fusion",
    ],
    "hermes_memory.runtime": [
        "DEFAULT_MAX_ITERATIONS",
        "MEMORY_TOOL",
        "SESSION_SEARCH_TOOL",
        "MemoryRuntime",
        "ToolRouter",
        "TurnRecord",
        "TurnResult",
        "run_turn",
    ],
    "hermes_memory.claw": [
        "CATALOGUE",
        "SECRET_ALLOWLIST",
        "CleanupCandidate",
        "Confirmation",
        "Item",
        "MigrationOutcome",
        "MigrationSettings",
        "OpenClawSource",
        "Outcome",
        "Preset",
        "SkillConflict",
        "Status",
        "extract_entries",
        "find_candidates",
        "find_source_root",
        "migrate",
        "rebrand",
        "rename",
    ],
    "hermes_memory.working": [
        "DEFAULT_MAX_TOKENS",
        "DEFAULT_SHARES",
        "DEFAULT_TOOL_RESULT_MAX_TOKENS",
        "BudgetSlot",
        "ResultKind",
        "WorkingMemory",
        "classify",
        "compress_tool_result",
        "fit_tool_results",
        "load_working_memory",
        "working_memory_from_mapping",
    ],
}


@pytest.mark.parametrize("module_name", sorted(FACADES))
def test_facade_all_is_pinned_and_sorted(module_name: str) -> None:
    module = importlib.import_module(module_name)
    assert module.__all__ == FACADES[module_name]
    for name in module.__all__:
        assert getattr(module, name) is not None, f"{module_name}.{name}"


def test_top_level_names_are_the_facades_objects() -> None:
    from hermes_memory.tools import memory, session_search

    assert hermes_memory.memory_tool is memory.memory_tool
    assert hermes_memory.MEMORY_SCHEMA is memory.MEMORY_SCHEMA
    assert hermes_memory.session_search is session_search.session_search
    assert hermes_memory.SESSION_SEARCH_SCHEMA is session_search.SESSION_SEARCH_SCHEMA


def test_skill_names_at_the_top_are_the_facades_objects() -> None:
    from hermes_memory.tools import skills

    assert hermes_memory.skill_manage is skills.skill_manage
    assert hermes_memory.skills_list is skills.skills_list
    assert hermes_memory.skill_view is skills.skill_view
    assert hermes_memory.SKILL_MANAGE_SCHEMA is skills.SKILL_MANAGE_SCHEMA
    assert hermes_memory.SKILLS_LIST_SCHEMA is skills.SKILLS_LIST_SCHEMA
    assert hermes_memory.SKILL_VIEW_SCHEMA is skills.SKILL_VIEW_SCHEMA


def test_working_memory_names_at_the_top_are_the_facades_objects() -> None:
    from hermes_memory import working

    assert hermes_memory.WorkingMemory is working.WorkingMemory
    assert hermes_memory.compress_tool_result is working.compress_tool_result


def test_episode_names_at_the_top_are_the_facades_objects() -> None:
    from hermes_memory import episodes

    assert hermes_memory.Episode is episodes.Episode
    assert hermes_memory.EpisodicMemoryStore is episodes.EpisodicMemoryStore


def test_plugin_names_at_the_top_are_the_facades_objects() -> None:
    from hermes_memory.providers import plugins

    assert hermes_memory.discover_memory_providers is plugins.discover_memory_providers
    assert hermes_memory.load_memory_provider is plugins.load_memory_provider
    assert hermes_memory.discover_plugin_cli_commands is plugins.discover_plugin_cli_commands


def test_all_is_pinned_and_sorted() -> None:
    assert hermes_memory.__all__ == sorted(EXPECTED)


def test_every_public_name_resolves() -> None:
    for name in hermes_memory.__all__:
        assert getattr(hermes_memory, name) is not None, name


def test_unknown_name_raises_attribute_error() -> None:
    try:
        hermes_memory.no_such_name  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:
        raise AssertionError("expected AttributeError")


# the session store's facades: what other packages import from sessions/
SESSIONS_FACADES = {
    "hermes_memory.sessions": [
        "ConversationDeletion",
        "EndReason",
        "SearchResult",
        "SessionDB",
        "compression_lock_holder",
        "connect_read_only",
        "open_session_store",
        "refresh_interval",
        "sanitize_title",
        "store_stats",
        "unavailable_message",
    ],
    "hermes_memory.sessions.search": [
        "CJK_CLASS",
        "FALLBACK_BELOW",
        "HIDDEN_SOURCES",
        "STOP_WORDS",
        "DiscoveredSession",
        "Discovery",
        "Explanation",
        "MatchKind",
        "MessageWindow",
        "PhraseSplit",
        "QueryDialect",
        "Ranking",
        "SearchFilters",
        "SearchResult",
        "SearchRun",
        "SearchTarget",
        "SessionInfo",
        "SessionMessage",
        "SessionSummary",
        "SessionTranscript",
        "Sort",
        "TimeBound",
        "TimeWindow",
        "browse_sessions",
        "browse_window",
        "discover_sessions",
        "escape_like",
        "fill_details",
        "fts_quote",
        "optimize_fts",
        "optimize_tables",
        "ranking_caps",
        "read_session",
        "refresh_search_index",
        "same_lineage",
        "sanitize_fts_query",
        "scroll_session",
        "search",
        "search_detailed",
        "search_messages",
        "split_time_phrase",
    ],
    "hermes_memory.sessions.storage": [
        "LAYOUT_VERSION",
        "SCHEMA_VERSION",
        "StoreLock",
        "WriteCoordinator",
        "connect_read_only",
        "initialise",
        "retry_on_lock",
        "unavailable_message",
    ],
    "hermes_memory.sessions.transfer": [
        "DEFAULT_PACING",
        "DuplicatePolicy",
        "ExportFormat",
        "ImportFormat",
        "ImportPacing",
        "ImportReport",
        "ParsedImport",
        "export_sessions",
        "export_to_file",
        "import_file",
        "read_import",
        "select_sessions",
        "write_import",
    ],
}


def _isort_key(name: str) -> tuple[int, str]:
    if name.isupper():
        return 0, name
    return (1 if name[0].isupper() else 2), name


@pytest.mark.parametrize("name", sorted(SESSIONS_FACADES))
def test_sessions_facades_are_pinned_and_sorted(name: str) -> None:
    module = importlib.import_module(name)
    assert module.__all__ == SESSIONS_FACADES[name]
    # sorted as ruff keeps it (RUF022): constants, then classes, then functions
    assert module.__all__ == sorted(module.__all__, key=_isort_key)
    for public in module.__all__:
        assert getattr(module, public) is not None, f"{name}.{public}"


def test_the_top_level_names_are_the_facades_objects() -> None:
    from hermes_memory import sessions

    assert hermes_memory.SessionDB is sessions.SessionDB
    assert hermes_memory.SearchResult is sessions.SearchResult
    assert hermes_memory.EndReason is sessions.EndReason
