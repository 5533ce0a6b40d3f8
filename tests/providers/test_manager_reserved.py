"""The host's own tool names are reserved by default: ``MemoryManager()`` refuses an external
provider's ``memory``, ``session_search``, ``clarify``, … with a warning and routes them
nowhere, as Hermes does; the set stays injectable."""

from __future__ import annotations

import json
import logging

import pytest
from providers_testkit import Builtin, Recorder, tool

import hermes_memory as hm
from hermes_memory.providers.manager import DEFAULT_RESERVED_TOOL_NAMES, MemoryManager

HOST_TOOLS = [
    "memory",
    "session_search",
    "clarify",
    "delegate_task",
    "todo",
    "skill_manage",
    "skills_list",
    "skill_view",
]


def test_default_set_is_hermes_host_tools() -> None:
    assert frozenset(HOST_TOOLS) == DEFAULT_RESERVED_TOOL_NAMES
    assert MemoryManager().reserved_tool_names == DEFAULT_RESERVED_TOOL_NAMES
    assert hm.MemoryManager().reserved_tool_names == DEFAULT_RESERVED_TOOL_NAMES


def test_external_provider_cannot_take_a_host_tool(caplog: pytest.LogCaptureFixture) -> None:
    manager = MemoryManager()
    ext = Recorder("mem0", tools=[tool(name) for name in [*HOST_TOOLS, "mem0_search"]])
    with caplog.at_level(logging.WARNING):
        manager.add_provider(ext)
    assert manager.get_all_tool_names() == {"mem0_search"}
    assert [s["name"] for s in manager.get_all_tool_schemas()] == ["mem0_search"]
    for name in HOST_TOOLS:
        assert not manager.has_tool(name)
        reply = json.loads(manager.handle_tool_call(name, {"query": "x"}))
        assert reply == {"error": f"No memory provider handles tool '{name}'"}
        warned = [r for r in caplog.records if f"'{name}'" in r.getMessage()]
        assert warned and warned[0].levelno == logging.WARNING
        assert "reserved" in warned[0].getMessage() and "mem0" in warned[0].getMessage()
    assert not ext.hooks("handle_tool_call")  # routed nowhere
    assert manager.providers == [ext]  # the provider itself stays registered


def test_builtin_keeps_the_memory_tool() -> None:
    manager = MemoryManager()
    builtin = Builtin(tools=[tool("memory")])
    manager.add_provider(builtin)
    manager.add_provider(Recorder("ext", tools=[tool("memory"), tool("ext_tool")]))
    assert manager.get_all_tool_names() == {"memory", "ext_tool"}
    json.loads(manager.handle_tool_call("memory", {"action": "add"}))
    assert builtin.hooks("handle_tool_call")


def test_reserved_set_is_injectable(caplog: pytest.LogCaptureFixture) -> None:
    custom = MemoryManager(reserved_tool_names=["web_search"])
    assert custom.reserved_tool_names == frozenset({"web_search"})
    with caplog.at_level(logging.WARNING):
        custom.add_provider(Recorder("ext", tools=[tool("web_search"), tool("clarify")]))
    assert custom.get_all_tool_names() == {"clarify"}  # replaced, not added to
    assert "web_search" in caplog.text and "reserved" in caplog.text

    open_all = MemoryManager(reserved_tool_names=())
    open_all.add_provider(Recorder("ext", tools=[tool("todo")]))
    assert open_all.has_tool("todo")

    widened = MemoryManager(reserved_tool_names=DEFAULT_RESERVED_TOOL_NAMES | {"web_search"})
    widened.add_provider(Recorder("ext", tools=[tool("web_search"), tool("todo"), tool("ok")]))
    assert widened.get_all_tool_names() == {"ok"}


def test_runtime_reserves_the_host_tools() -> None:
    from hermes_memory.runtime.tooling import RESERVED_TOOL_NAMES

    assert DEFAULT_RESERVED_TOOL_NAMES <= RESERVED_TOOL_NAMES
