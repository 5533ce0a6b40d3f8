"""MemoryManager registration, tool routing and tool-call errors (spec §3.2, §3.9, §3.10)."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from providers_testkit import Builtin, Recorder, tool

from hermes_memory.providers.base import MemoryProvider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.schemas import memory_provider_tools_enabled, normalize_tool_schema


def test_builtin_first_then_one_external() -> None:
    manager = MemoryManager()
    builtin, ext = Builtin(), Recorder("honcho")
    manager.add_provider(builtin)
    manager.add_provider(ext)
    assert manager.providers == [builtin, ext]
    assert manager.get_provider("honcho") is ext
    assert manager.get_provider("nope") is None
    assert manager.has_external


def test_second_external_refused_with_warning_naming_both(
    caplog: pytest.LogCaptureFixture,
) -> None:
    manager = MemoryManager()
    first, second = Recorder("mem0", tools=[tool("a")]), Recorder("hindsight", tools=[tool("b")])
    manager.add_provider(Builtin())
    manager.add_provider(first)
    with caplog.at_level(logging.WARNING):
        manager.add_provider(second)
    assert [p.name for p in manager.providers] == ["builtin", "mem0"]
    assert not manager.has_tool("b")
    message = " ".join(r.getMessage() for r in caplog.records)
    assert "hindsight" in message and "mem0" in message and "memory.provider" in message


def test_providers_returns_a_copy() -> None:
    manager = MemoryManager()
    manager.add_provider(Builtin())
    manager.providers.clear()
    assert len(manager.providers) == 1


def test_schema_failure_leaves_manager_untouched() -> None:
    class Broken(Recorder):
        def get_tool_schemas(self) -> list[dict[str, Any]]:
            raise RuntimeError("schema boom")

    manager = MemoryManager()
    with pytest.raises(RuntimeError, match="schema boom"):
        manager.add_provider(Broken("broken"))
    assert manager.providers == []
    assert not manager.has_external
    good = Recorder("good", tools=[tool("good_tool")])
    manager.add_provider(good)
    assert manager.providers == [good]
    assert manager.has_tool("good_tool")


def test_tool_routing_conflicts_reserved_wrapped_and_nameless(
    caplog: pytest.LogCaptureFixture,
) -> None:
    manager = MemoryManager(reserved_tool_names={"clarify", "delegate_task"})
    builtin = Builtin(tools=[tool("memory"), tool("shared")])
    ext = Recorder(
        "ext",
        tools=[
            tool("shared"),
            tool("clarify"),
            {"type": "function", "function": tool("wrapped")},
            {"description": "no name"},
            "not a dict",  # type: ignore[list-item]
            tool("ext_search"),
        ],
    )
    manager.add_provider(builtin)
    with caplog.at_level(logging.WARNING):
        manager.add_provider(ext)
    assert manager.get_all_tool_names() == {"memory", "shared", "wrapped", "ext_search"}
    assert manager.has_tool("wrapped") and not manager.has_tool("clarify")
    names = [s["name"] for s in manager.get_all_tool_schemas()]
    assert names == ["memory", "shared", "wrapped", "ext_search"]
    assert all("function" not in s for s in manager.get_all_tool_schemas())
    assert [s["name"] for s in manager.get_all_tool_schemas(include_builtin=False)] == [
        "wrapped",
        "ext_search",
    ]
    text = " ".join(r.getMessage() for r in caplog.records)
    assert "conflict" in text and "clarify" in text and "reserved" in text
    # first registration wins the route
    json.loads(manager.handle_tool_call("shared", {}))
    assert builtin.hooks("handle_tool_call") and not ext.hooks("handle_tool_call")


def test_unknown_tool_error_json() -> None:
    manager = MemoryManager()
    assert manager.handle_tool_call("nope", {}) == json.dumps(
        {"error": "No memory provider handles tool 'nope'"}
    )


def test_raising_tool_error_json(caplog: pytest.LogCaptureFixture) -> None:
    class Raises(Recorder):
        def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
            raise ValueError("db locked — retry")

    manager = MemoryManager()
    manager.add_provider(Raises("ext", tools=[tool("ext_tool")]))
    with caplog.at_level(logging.ERROR):
        out = manager.handle_tool_call("ext_tool", {"q": 1})
    assert out == '{"error": "Memory tool \'ext_tool\' failed: db locked — retry"}'
    assert json.loads(out) == {"error": "Memory tool 'ext_tool' failed: db locked — retry"}
    assert any(r.levelno == logging.ERROR for r in caplog.records)


def test_default_handle_tool_call_raises_not_implemented_and_is_reported() -> None:
    class ToolsOnly(MemoryProvider):
        name = "plain"  # type: ignore[assignment]

        def is_available(self) -> bool:
            return True

        def initialize(self, session_id: str, **kwargs: Any) -> None:
            return None

        def get_tool_schemas(self) -> list[dict[str, Any]]:
            return [tool("t")]

    manager = MemoryManager()
    manager.add_provider(ToolsOnly())
    out = json.loads(manager.handle_tool_call("t", {}))
    assert out == {"error": "Memory tool 't' failed: Provider plain does not handle tool t"}


def test_tool_result_passes_through_unchanged_and_kwargs_forwarded() -> None:
    class DictResult(Recorder):
        def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> Any:
            self._rec("handle_tool_call", tool_name, args, **kwargs)
            return {"raw": True}

    provider = DictResult("ext", tools=[tool("t")])
    manager = MemoryManager()
    manager.add_provider(provider)
    assert manager.handle_tool_call("t", {"a": 1}, task_id="x") == {"raw": True}
    assert provider.hooks("handle_tool_call") == [(("t", {"a": 1}), {"task_id": "x"})]


def test_external_tool_args_are_redacted_without_mutating_the_callers() -> None:
    provider = Recorder("ext", tools=[tool("remember")])
    manager = MemoryManager()
    manager.add_provider(provider)
    args = {"content": "my key is sk-abcdefghijklmnopqrstu and that is it"}
    manager.handle_tool_call("remember", args)
    ((forwarded, _),) = [(a[1], k) for a, k in provider.hooks("handle_tool_call")]
    assert "sk-abcdefghijklmnopqrstu" not in forwarded["content"]
    assert "[redacted]" in forwarded["content"]
    assert args["content"].endswith("and that is it") and "sk-abc" in args["content"]


def test_non_positive_timeout_rejected() -> None:
    with pytest.raises(ValueError):
        MemoryManager(external_prefetch_timeout=0)
    with pytest.raises(ValueError):
        MemoryManager(external_prefetch_timeout=-1.0)
    MemoryManager(external_prefetch_timeout=None)  # None means the default


def test_build_system_prompt_joins_and_isolates(caplog: pytest.LogCaptureFixture) -> None:
    class BadPrompt(Recorder):
        def system_prompt_block(self) -> str:
            raise RuntimeError("prompt boom")

    manager = MemoryManager()
    assert manager.build_system_prompt() == ""
    manager.add_provider(Builtin(prompt="  "))
    manager.add_provider(Recorder("ext", prompt="## Ext\nuse ext_search"))
    assert manager.build_system_prompt() == "## Ext\nuse ext_search"
    manager2 = MemoryManager()
    manager2.add_provider(Builtin(prompt="builtin block"))
    manager2.add_provider(BadPrompt("bad"))
    with caplog.at_level(logging.WARNING):
        assert manager2.build_system_prompt() == "builtin block"
    assert "prompt boom" in caplog.text


def test_normalize_tool_schema() -> None:
    assert normalize_tool_schema({"name": "x"}) == {"name": "x"}
    assert normalize_tool_schema({"type": "function", "function": {"name": "y"}}) == {"name": "y"}
    assert normalize_tool_schema({"type": "function", "function": {"name": ""}}) is None
    assert normalize_tool_schema({"name": 3}) is None
    assert normalize_tool_schema(["name"]) is None


def test_tool_surface_gate() -> None:
    assert memory_provider_tools_enabled(None)
    assert not memory_provider_tools_enabled(None, ["memory"])
    assert memory_provider_tools_enabled(["web"], memory_tool_present=True)
    assert not memory_provider_tools_enabled([])
    assert memory_provider_tools_enabled(["memory", "web"])
    assert not memory_provider_tools_enabled(["web"])
    assert memory_provider_tools_enabled(["all"], resolve_toolset=lambda n: ["memory", "web"])

    def broken(_: str) -> list[str]:
        raise KeyError("unknown toolset")

    assert not memory_provider_tools_enabled(["x"], resolve_toolset=broken)
