"""The package's public names are pinned: adding or removing one is a deliberate change."""

from __future__ import annotations

import hermes_memory

EXPECTED = [
    "ChatModel",
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
]


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
