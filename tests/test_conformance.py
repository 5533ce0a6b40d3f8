"""The fixed compatibility surface of CONFORMANCE.md, checked from the outside.

Code written against Hermes's memory system ports by changing an import; these tests pin
the names, the parameter names and their order, and the defaults that document behaviour.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

import hermes_memory as hm


def _params(func: Callable[..., Any]) -> list[str]:
    return [
        p.name
        for p in inspect.signature(func).parameters.values()
        if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL) and p.name != "self"
    ]


def _defaults(func: Callable[..., Any]) -> dict[str, Any]:
    return {
        p.name: p.default
        for p in inspect.signature(func).parameters.values()
        if p.default is not inspect.Parameter.empty
    }


def _starts_with(func: Callable[..., Any], expected: list[str]) -> None:
    assert _params(func)[: len(expected)] == expected, f"{func.__qualname__}: {_params(func)}"


def test_memory_store_surface() -> None:
    _starts_with(hm.MemoryStore.__init__, ["memory_char_limit", "user_char_limit"])
    assert "home" in _params(hm.MemoryStore.__init__)
    defaults = _defaults(hm.MemoryStore.__init__)
    assert defaults["memory_char_limit"] == 2200
    assert defaults["user_char_limit"] == 1375
    assert defaults["home"] is None
    store = hm.MemoryStore()
    store.load_from_disk()
    assert store.format_for_system_prompt("memory") is None
    assert store.format_for_system_prompt("user") is None
    assert store.memory_entries == []
    assert store.user_entries == []


def test_memory_tool_surface() -> None:
    _starts_with(
        hm.memory_tool,
        ["action", "target", "content", "old_text", "new_text", "operations", "store"],
    )
    assert _defaults(hm.memory_tool)["target"] == "memory"
    assert hm.MEMORY_SCHEMA["name"] == "memory"
    assert hm.MEMORY_SCHEMA["parameters"]["required"] == ["target"]


@pytest.mark.parametrize(
    ("method", "expected"),
    [
        (
            "create_session",
            [
                "session_id",
                "source",
                "model",
                "model_config",
                "system_prompt",
                "user_id",
                "parent_session_id",
            ],
        ),
        (
            "append_message",
            [
                "session_id",
                "role",
                "content",
                "tool_name",
                "tool_calls",
                "tool_call_id",
                "token_count",
                "finish_reason",
                "timestamp",
            ],
        ),
        ("end_session", ["session_id", "end_reason"]),
        ("set_session_title", ["session_id", "title"]),
        ("get_session", ["session_id"]),
        ("get_messages", ["session_id"]),
        (
            "search_messages",
            ["query", "source_filter", "exclude_sources", "role_filter", "limit", "offset", "sort"],
        ),
        ("get_compression_tip", ["session_id"]),
        ("get_next_title_in_lineage", ["base_title"]),
        ("close", []),
    ],
)
def test_session_db_surface(method: str, expected: list[str]) -> None:
    func = getattr(hm.SessionDB, method)
    if expected == ["session_id", "title"]:
        assert _params(func)[:2] == expected
        return
    params = _params(func)
    # keyword extras (``**more``) may follow, and a few Hermes names are keyword-capable
    assert [p for p in params if p in expected] == expected, f"{method}: {params}"


def test_session_db_defaults(tmp_path: Any) -> None:
    defaults = _defaults(hm.SessionDB.search_messages)
    assert defaults["limit"] == 20
    assert defaults["offset"] == 0
    db = hm.SessionDB(tmp_path / "state.db")
    try:
        db.create_session("s1", "cli")
        message_id = db.append_message("s1", "user", "hello conformance")
        assert isinstance(message_id, int)
        assert db.get_session("s1")["source"] == "cli"
        assert [m["content"] for m in db.get_messages("s1")] == ["hello conformance"]
        assert db.get_compression_tip("s1") == "s1"
        assert db.get_next_title_in_lineage("proj") == "proj"
    finally:
        db.close()


def test_session_db_search_surface(tmp_path: Any) -> None:
    expected = [
        "query",
        "limit",
        "offset",
        "role_filter",
        "source_filter",
        "exclude_sources",
        "sort",
        "after",
        "before",
    ]
    _starts_with(hm.SessionDB.search, expected)
    signature = inspect.signature(hm.SessionDB.search).parameters
    assert all(signature[name].kind is inspect.Parameter.KEYWORD_ONLY for name in expected[1:])
    defaults = _defaults(hm.SessionDB.search)
    assert (defaults["limit"], defaults["offset"]) == (20, 0)
    assert all(defaults[name] is None for name in expected[3:])
    with hm.SessionDB(tmp_path / "state.db") as db:
        db.create_session("s1", "cli")
        db.append_message("s1", "user", "hello conformance")
        result = db.search("hello")
        assert isinstance(result, hm.SearchResult)
        assert result.ranking.value == "bm25" and result.hits[0]["match"] == "exact"
        assert "match" not in db.search_messages("hello")[0]
        empty = db.search("zebra")
        assert empty.hits == [] and empty.explanation.value == "no_match" and empty.message


def test_session_search_surface() -> None:
    _starts_with(
        hm.session_search,
        [
            "query",
            "role_filter",
            "limit",
            "sort",
            "session_id",
            "around_message_id",
            "window",
            "db",
            "current_session_id",
        ],
    )
    defaults = _defaults(hm.session_search)
    assert (defaults["limit"], defaults["window"]) == (3, 5)
    assert hm.SESSION_SEARCH_SCHEMA["name"] == "session_search"
    assert "mode" not in hm.SESSION_SEARCH_SCHEMA["parameters"]["properties"]


def test_provider_surface() -> None:
    for name in ("name", "is_available", "initialize", "get_tool_schemas"):
        assert name in hm.MemoryProvider.__abstractmethods__
    with pytest.raises(TypeError):
        hm.MemoryProvider()  # type: ignore[abstract]
    manager = hm.MemoryManager()
    assert manager.providers == []
    for method in (
        "add_provider",
        "build_system_prompt",
        "prefetch_all",
        "queue_prefetch_all",
        "sync_all",
        "get_all_tool_schemas",
        "has_tool",
        "handle_tool_call",
        "on_turn_start",
        "on_session_end",
        "on_session_switch",
        "on_pre_compress",
        "on_memory_write",
        "on_delegation",
        "initialize_all",
        "shutdown_all",
    ):
        assert callable(getattr(manager, method)), method


def test_context_text_surface() -> None:
    assert hm.build_memory_context_block("  ") == ""
    block = hm.build_memory_context_block("- a fact")
    assert block.startswith("<memory-context>\n[System note: The following is recalled memory")
    assert block.endswith("</memory-context>")
    assert hm.sanitize_context(block + "\nVisible") == "\nVisible"
    scrubber = hm.StreamingContextScrubber()
    assert scrubber.feed("hello ") + scrubber.flush() == "hello "
    scrubber.reset()
